"""The shipment's and the payment's references that labels alone miss (helper refs8): a delivery date promised in a
sentence ("it should reach you on ...") and not one a condition names ("if it has not arrived by ..."), a shipping
notice's "Due", the carrier named with the tracking number, after its label and a copula, or last in a row of labels,
its name cut from the words printed after it ("GLS Parcel, tracking 5520 ..."), and the payment reference the reader
is asked to quote. Called from `stages.nlp.extract` after the label and prose passes: each fills or tidies only what
they left, from evidence of the sentence, the layout or the value's own words, never from a seen phrase. Which field
each fills is the schema's declaration, never a name (roles18): a field's `shipment` (sent, arrival, tracking), a text
field's `fault`, the carrier's `name_words` / `context_words`, the identifier recording the executed step (`steps`),
the type's case key of the case entity. Added by refs19, for wording and layouts the tuning shops do not print: the
carrier as the proper name a clause about the sending names as its subject, means or recipient (dependency parse, the
carrier's `context_words`), the tracking number in a sentence of tracing, the payment's reference by the record a
payment leaves or "under" after a paying verb, the document's own number by its title (a title's noun before a
number-word, the first number-word label under the title), a table's header cells over their values. Added by refs40:
the carrier in apposition to a noun of its role ("our delivery partner X"), over a carriage document's title (a
waybill's letterhead), or as the sender of a mail from its own domain; the ship date of a chat message's "today" by
that message's stamp, of a sending participle in other languages ("expédiée le"), of the writing carrier taking the
goods in, of a carrier's event row, before a participle put last ("am 06.04.2026 an GLS übergeben"); the payment's
reference under a stronger label than a card's approval code or a qualified head noun ("Numeric reference"), its date
after the payment's own id ("cheque no. X dated ...") and not under a label of the earlier sale."""

from __future__ import annotations

import calendar
import re
from functools import lru_cache

from stages import acts, rules, transcript
from stages.amounts import EXECUTED
from stages.normalize import ABS_DATE_RE, ID_DATE_GAP_RE, TODAY_RE, WEEKDAYS, counted_range, fits_shape, identifier_value, normalize_text, resolve_relative
from stages.rules import Found
from status.schema import load_schema, shipment_field

# --------------------------------------------------------------------------- delivery promised in a sentence

# The goods reaching the reader, in English and the languages a shop writes without English: arrive, reach, receive,
# be delivered, land (on the doorstep), be with you; recevoir / livrer, erhalten / zustellen / liefern, ontvangen /
# bezorgen / leveren, recibir / llegar / entregar, ricevere / arrivare / consegnare, receber / chegar / entregar,
# otrzymać / dostarczyć. A word stem: the tense or person does not matter.
ARRIVAL_WORD_RE = re.compile(
    r"(?<![\w-])(?:arriv\w*|reach\w*|receiv\w*|deliver\w*|land\w*|(?:be|due|is|are)[ \t]+with[ \t]+you|"
    r"(?:turn|show)\w*[ \t]+up|(?:have|get)[ \t]+(?:it|them)|get[ \t]+to[ \t]+you|expect\w*[ \t]+(?:it|them)(?![\w-])|"
    # the carrier bringing the goods to the reader: "will bring it to your door", "brings them round to you"
    r"br(?:ing\w*|ought)[ \t]+(?:it|them|(?:your|the)[ \t]+\w+)[ \t]+(?:(?:round|over)[ \t]+)?to[ \t]+(?:you\w*)(?:[ \t]+\w+)?|"
    r"recev\w*|re[çc]u\w*|re[çc]ev\w*|livr\w*|erh[aä]lt\w*|zugestellt\w*|zustell\w*|geliefert|liefer\w*|ontvang\w*|"
    r"bezorg\w*|gelever\w*|recib\w*|lleg\w*|entreg\w*|ricev\w*|consegn\w*|receb\w*|cheg\w*|otrzyma\w*|"
    r"dostarcz\w*|dotrze\w*)", re.I)
# What makes the arrival a promise, not a report or a condition: a future or modal verb, an expectation, a plan,
# a limit ("by", "at the latest"), in the same languages.
PROMISE_RE = re.compile(
    r"(?<![\w-])(?:will|shall|should|would|'ll|\u2019ll|expect\w*|due|scheduled|planned|estimated|anticipated|set[ \t]+to|"
    r"going[ \t]+to|latest|"
    r"voraussichtlich|wird|werden|sp[aä]testens|bis|pr[ée]vu\w*|devr\w*|plus[ \t]+tard|avant|"
    r"verwacht\w*|zal|zullen|uiterlijk|previst\w*|estimad\w*|deber\w*|tardar|dovr\w*|entro|"
    r"przewid\w*|powin\w*|najp[oó][źz]niej)(?![\w-])", re.I)
# The arrival reported, not promised: an English past ("arrived", "was delivered") or a participle of the other
# languages ("livré", "zugestellt", "bezorgd", "entregado", "consegnato"); any other form of the word promises in a
# notice of goods on their way ("it turns up on Monday", "arriving 3 May", "Delivery on 3 May").
PAST_ARRIVAL_RE = re.compile(r"(?:ed|livr[ée]e?s?|re[çc]ue?s?|zugestellt|geliefert|erhalten|bezorgd|geleverd|ontvangen|"
                             r"entregad[oa]s?|recibid[oa]s?|consegnat[oaie]|ricevut[oaie]|dostarczon\w*|otrzyman\w*)$", re.I)
# A condition or a request to act is no promise ("if it has not arrived by ...", "contact us unless ..."), nor a
# message, a code or money the reader receives ("you will receive an e-mail on ...").
CONDITION_RE = re.compile(r"(?<![\w-])(?:if|unless|not|n't|nicht|pas|niet|si|wenn|falls)(?![\w-])", re.I)
# A limit right before the date promises it too ("arrives by 14 May", "reach you before the 9th").
LIMIT_BEFORE_RE = re.compile(r"(?<![\w-])(?:by|before|no[ \t]+later[ \t]+than|until|avant|bis|antes|entro|plus[ \t]+tard|"
                             r"sp[äa]testens|uiterlijk)(?:[ \t]+(?:the|le|el|il|de|del))?"
                             r"[ \t,]*(?:[A-Za-z]+day,?[ \t]+)?$", re.I)
NOT_GOODS_RE = re.compile(r"[ \t]+(?:(?:an?|the|your|our|one|a[ \t]+further)[ \t]+)?(?:e-?mail|mail|message|notification|"
                          r"confirmation|update|link|sms|text|code|invoice|receipt|refund|payment|money|call|reply|answer|"
                          # a delivery's other particulars: its place, its price, its terms, who does it
                          r"address|note|charges?|fees?|costs?|method|options?|instructions|details|information|info|"
                          r"terms|partner|service|company|driver|team|"
                          # the goods coming back to the shop: a return's deadline, not a delivery
                          r"us|our|back)(?![\w-])", re.I)
RETURN_RE = re.compile(r"(?<![\w-])(?:return\w*|send[ \t]+(?:it|them)[ \t]+back|refund\w*|retour\w*|r[üu]ck\w*|devoluci\w*|"
                       r"reso|resi)(?![\w-])", re.I)
# A sentence's end: ". ! ?" before a space, a blank line, or a line that opens with a label ("Tracking: ...").
SENTENCE_BREAK_RE = re.compile(r"[.!?](?=\s)|\n[ \t]*\n|\n(?=[ \t]*[^\W\d_][\w .#()/-]{0,30}:)")
DATE_REACH = 80  # characters after the arrival word in which its date stands


def _wanted(found: dict[str, Found | None], field: str) -> bool:
    """The schema has the field and no pass gave it a value."""
    return field in found and (found[field] is None or found[field].value is None)


def _specs(ctx) -> list:
    """The fields of the document's type (`ctx.specs`); a context made without its schema (a unit test's bare one) has
    the bundled default schema's."""
    specs = getattr(ctx, "specs", None)
    return list(load_schema("default").fields.values()) if specs is None else specs


def _shipment(ctx, part: str) -> str | None:
    """The type's field of that part of the goods' shipment (a field's `shipment`: sent, arrival, tracking)."""
    return shipment_field(_specs(ctx), part)


def _payment_field(ctx) -> str | None:
    """The payment's reference: the type's identifier field recording the executed step (`Schema.step_fields`), as
    `stages.nlp` reads it where it drops the earlier sale's label."""
    names = {s.name for s in ctx.specs}
    return next((f for f in ctx.schema.step_fields(EXECUTED, "identifier") if f in names), None)


def _case_key(ctx) -> str | None:
    """The type's case key of the case entity (an identifier): the case's file number, whatever its name."""
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    names = {s.name: s for s in ctx.specs}
    return next((k for k in (dt.case_keys if dt else []) if k in names and names[k].entity == "case"
                 and names[k].type == "identifier"), None)


def carrier_spec(specs):
    """The field of the goods' carrier, by its role in the schema, not its name: a name-like text field that declares
    what a carrier's names are made of or what a carrier does (`name_words`, `context_words`): the default schema's
    "carrier", a user's "courier" or "shipper"."""
    return next((s for s in specs if s.type == "text" and s.name_like and (s.name_words or s.context_words)), None)


def carrier_field(specs) -> str | None:
    """The name of the carrier's field (`carrier_spec`), or None."""
    spec = carrier_spec(specs)
    return spec.name if spec is not None else None


def trade_words(spec) -> tuple[str, ...]:
    """The words of a carrier's trade its names are made of (the carrier field's `name_words`, lower case: "express",
    "post", "courier"); () without the field."""
    return tuple(w.lower() for w in spec.name_words) if spec is not None else ()


def names_trade(raw: str, kinds: tuple[str, ...]) -> bool:
    """Does a name hold a word of a carrier's trade (`trade_words`) in one of its words: "Toll Express", "PostNord"?"""
    low = raw.lower()
    return any(k in low for k in kinds)


def _sentences(text: str) -> list[tuple[int, int]]:
    out, start = [], 0
    for m in SENTENCE_BREAK_RE.finditer(text):
        if m.group(0) == "." and ABS_DATE_RE.match(text, max(0, m.start() - 10)) \
                and re.match(r"\d", text[m.end():m.end() + 2].strip() or "x"):
            continue  # (a dotted date's period)
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


# "due" before the date of the goods' arrival: "is due on 5 June", "due by Friday", "due between 3 and 5 May".
DUE_DATE_RE = re.compile(r"(?<![\w-])due(?=[ \t]+(?:on|by|between|before)[ \t]|[ \t]+\d)", re.I)


def delivery_in_prose(ctx, found: dict[str, Found | None], quoted: list[tuple[int, int]] = ()) -> dict[str, Found]:
    """The delivery estimate no label gave: the date after a word of the goods reaching the reader
    (`ARRIVAL_WORD_RE`) in a sentence that promises it (`PROMISE_RE`: a future, a modal, an expectation, a limit)
    and sets no condition ("if it has not arrived by ..."): "we expect them to reach you on 9 September", "it should
    land on your doorstep on Thursday 19 November", "vous la recevrez au plus tard le 07/05/2026". A window of dates
    is its last day. What the reader receives that is no goods (an e-mail, a code, a refund) is not read. The fields are
    the type's of the shipment's `arrival` and (the day the goods left) `sent`."""
    field, sent = _shipment(ctx, "arrival"), _shipment(ctx, "sent")
    if field not in found or found[field] is not None:
        return {}
    text = ctx.text
    # a date another field holds is its, but the ship date's: a date the goods are promised to arrive on was not
    # the day they left (a sending's cue far before it took it), and so it leaves the ship date
    taken = {f.span for k, f in found.items() if f is not None and f.span is not None and k != sent}
    for a, b in _sentences(text):
        if any(qa <= a < qb for qa, qb in quoted):
            continue
        words = list(ARRIVAL_WORD_RE.finditer(text, a, b))
        # "due" before its date, where the goods are sent (a shipping notice: "it is due on 5 June", "due by Friday"),
        # in a sentence about no money (an invoice's "payment is due on")
        if sent in found and not MONEY_WORD_RE.search(text, a, b) and not rules.money_candidates(text, a, b) \
                and not re.search(r"(?<![\w-])(?:invoice|bill|balance|pay\w*)(?![\w-])", text[a:b], re.I):
            words = sorted(words + list(DUE_DATE_RE.finditer(text, a, b)), key=lambda w: w.start())
        for w in words:
            if NOT_GOODS_RE.match(text, w.end()):
                continue
            if CONDITION_RE.search(text, a, w.start()) or RETURN_RE.search(text, a, b):
                continue
            end = min(b, w.end() + DATE_REACH)
            first = w.group(0).split()[0]
            # the promise governs the arrival from before it ("we expect them to reach you", "it will be delivered");
            # one after it is another clause's ("delivered to our hub on 3 May and will reach you soon")
            promised = PROMISE_RE.search(text, a, w.start()) is not None or not PAST_ARRIVAL_RE.search(first)
            # printed dates, and dates the document's own date resolves ("on Monday", "within 3-5 working days")
            # (a count of working days, "in 2-3 working days", dates the arrival as under the estimate's label: its
            # far end; the promise of the sentence is what a label would print)
            cands = [m for m in rules.date_candidates(text, w.end(), end) if ABS_DATE_RE.fullmatch(m.group(0))
                     or resolve_relative(m.group(0), ctx.document_date).value is not None]
            cands = [m for m in rules.window_ends(text, cands, w.end(), end)
                     if not any(a0 < m.end() and m.start() < b0 for a0, b0 in taken)]
            for m in cands:
                if re.search(r":|\t|[ ]{3}", text[w.end():m.start()]):
                    continue  # another label's or another cell's date: labels are the label finders' part
                if not promised and not LIMIT_BEFORE_RE.search(text, w.end(), m.start()):
                    continue
                f = rules.date_found(m, ctx.document_date, ctx.date_order, 0.6)
                if f is not None:
                    ship = found.get(sent)
                    if ship is not None and ship.span is not None and ship.span[0] < f.span[1] and f.span[0] < ship.span[1]:
                        return {field: f, sent: None}
                    return {field: f}
    return {}


# The money reaching the reader, as a refund's notice promises it: a word of arrival ("you will receive the money
# within ...", "it should reach you by ...") or the money being, showing or seen in or on the reader's account, card or
# statement ("the money will be in your account within 5 working days", "you will see it on your card by 20 May").
MONEY_ARRIVAL_RE = re.compile(ARRIVAL_WORD_RE.pattern[:-1] + r"|(?:be|show\w*|appear\w*|see)(?:[ \t]+(?:it|them|this|the[ \t]+\w+|"
                              r"back|up))?[ \t]+(?:in|on|into|to)[ \t]+your[ \t]+(?:\w+[ \t]+)?(?:account|card|statement|"
                              r"wallet|balance|bank))", re.I)
# The money itself named: the refund's words (`REFUND_WORD_RE`, below), money, funds, the amount, a sum.
MONEY_WORD_RE = re.compile(r"(?<![\w-])(?:money|funds|amount|sum|payment|refund\w*|reimburse\w*|credit\w*|repa\w+)(?![\w-])", re.I)


MONEY_PLACE_RE = re.compile(r"(?<![\w-])your[ \t]+(?:\w+[ \t]+)?(?:account|card|statement|bank|wallet)(?![\w-])", re.I)
# A limit the reader is asked to allow for the money to come: "Please allow until 22/04/26 for it to show", "allow up to
# 20 March for the credit to appear".
ALLOW_UNTIL_RE = re.compile(r"(?<![\w-])allow[ \t]+(?:until|till|up[ \t]+to|to)[ \t]+", re.I)
FOR_IT_TO_RE = re.compile(r"[ \t,]+for[ \t]+(?:it|them|the[ \t]+\w+|your[ \t]+\w+)[ \t]+to[ \t]+(?:show|appear|arriv|reach|clear|"
                          r"come|be[ \t]+credited|go[ \t]+through)", re.I)


def promised_in_prose(ctx, found: dict[str, Found | None], quoted: list[tuple[int, int]] = ()) -> dict[str, Found]:
    """The promised date no label gave, in a document whose type records one (the field of qualifier `promised_date`,
    by the schema): the date after a word of the money reaching the reader (`MONEY_ARRIVAL_RE`) in a sentence that
    names the money (`MONEY_WORD_RE` or an amount), promises it (`PROMISE_RE`) and sets no condition: "You should
    receive the money within 3 working days", "the money will be in your account within 5 working days". Not quoted
    text; a date another field holds is its."""
    field = next((s.name for s in ctx.specs if s.type == "date" and s.qualifier == "promised_date"), None)
    if field is None or not _wanted(found, field):
        return {}
    text = ctx.text
    taken = {f.span for k, f in found.items() if f is not None and f.span is not None}
    for a, b in _sentences(text):
        if any(qa <= a < qb for qa, qb in quoted) or CONDITION_RE.search(text, a, b):
            continue
        allow = ALLOW_UNTIL_RE.search(text, a, b)
        if allow is not None:  # "Please allow until 22/04/26 for it to show": the day it is promised by
            d = rules.date_candidates(text, allow.end(), b)
            if d and d[0].start() == allow.end() and FOR_IT_TO_RE.match(text, d[0].end(), b):
                f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.55)
                if f is not None and f.value is not None:
                    return {field: f}
        # the money named, or its destination (the reader's account or card): "It should reach your account by ..."
        if not MONEY_WORD_RE.search(text, a, b) and not rules.money_candidates(text, a, b) \
                and not MONEY_PLACE_RE.search(text, a, b):
            continue
        for w in MONEY_ARRIVAL_RE.finditer(text, a, b):
            if PROMISE_RE.search(text, a, w.start()) is None:
                continue
            end = min(b, w.end() + DATE_REACH)
            cands = [m for m in rules.date_candidates(text, w.end(), end) if ABS_DATE_RE.fullmatch(m.group(0))
                     or (resolve_relative(m.group(0), ctx.document_date).value is not None
                         and not counted_range(m.group(0)))]  # ("within 5-7 working days": no day promised)
            for m in rules.window_ends(text, cands, w.end(), end):
                if any(x < m.end() and m.start() < y for x, y in taken) or re.search(r":|\t|[ ]{3}", text[w.end():m.start()]):
                    continue
                f = rules.date_found(m, ctx.document_date, ctx.date_order, 0.55)
                if f is not None and f.value is not None:
                    return {field: f}
    return {}


# A span of days given for the goods to come: "allow 3-5 working days for delivery", "2 business days for your parcel
# to arrive" (the count of days, then "for", then the arrival or the goods arriving)
FOR_ARRIVAL_RE = re.compile(r"[ \t]+(?:for[ \t]+(?:(?:the|your|its|their)[ \t]+)?(?:[a-z]+[ \t]+to[ \t]+)?|to[ \t]+)(?="
                            + ARRIVAL_WORD_RE.pattern + ")", re.I)  # ("takes 1-3 working days to reach you")


def delivery_in_days_for_arrival(ctx, found: dict[str, Found | None], quoted: list[tuple[int, int]] = ()) -> dict[str, Found]:
    """The delivery estimate no label and no arrival sentence gave: a count of days the document's date resolves,
    right before "for" and the goods' arrival ("Please allow 3-5 working days for delivery"), not in quoted text."""
    field = _shipment(ctx, "arrival")
    if not _wanted(found, field):
        return {}
    text = ctx.text
    for a, b in _sentences(text):
        if any(qa <= a < qb for qa, qb in quoted) or CONDITION_RE.search(text, a, b) or RETURN_RE.search(text, a, b):
            continue
        for m in rules.date_candidates(text, a, b):
            if not FOR_ARRIVAL_RE.match(text, m.end(), b):
                continue
            f = rules.date_found(m, ctx.document_date, ctx.date_order, 0.6)
            if f is not None and f.value is not None:
                return {field: f}
    return {}


# A condition on the goods not having come: "if it has not arrived by 25 June", "should your parcel not be delivered by".
NOT_ARRIVED_RE = re.compile(r"(?<![\w-])(?:if|unless|should|in[ \t]+case)(?![\w-])[^.!?\n]{0,60}?(?:not|n't|never)[ \t]+"
                            r"(?:(?:yet|have|has|been|be|got|get|come|reached|yet)[ \t]+){0,3}(?:arriv|receiv|deliver|reach|turn)",
                            re.I)


def not_a_condition(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """A delivery estimate read from a condition on the goods not having come ("If it has not arrived by 25 June, let us
    know") is the date to complain after, no estimate: dropped."""
    field = _shipment(ctx, "arrival")
    f = found.get(field)
    if f is None or f.span is None:
        return {}
    text = ctx.text
    for a, b in _sentences(text):
        if a <= f.span[0] < b:
            c = NOT_ARRIVED_RE.search(text, a, f.span[0])
            return {field: None} if c is not None else {}
    return {}


# "Due" as a shipping notice's own label of a date: the day the goods are due ("Due: Sat 14 February 2026", a column
# "Due" over its date). Only where the goods are sent (the type has a ship date): an order's or an invoice's "due" is
# the payment's.
DUE_LABEL_RE = re.compile(r"(?m)(?:^|(?<=[ \t]{2})|(?<=\t))[ \t]*due(?:[ \t]+(?:date|on|by))?(?=[ \t]*:|[ \t]{2,}|\t|[ \t]*$)", re.I)


def delivery_due(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The delivery estimate no other pass gave, under a shipping notice's label "Due": on its line after a colon or a
    column gap, or under it when it heads a column. Only in a type that holds the day the goods left (its shipment's
    `sent` field): an order's or an invoice's "Due" is the payment's."""
    field, sent = _shipment(ctx, "arrival"), _shipment(ctx, "sent")
    if field not in found or found[field] is not None or sent not in found:
        return {}
    text = ctx.text
    taken = [f.span for k, f in found.items() if f is not None and f.span is not None]
    for m in DUE_LABEL_RE.finditer(text):
        le = text.find("\n", m.end())
        le = len(text) if le < 0 else le
        sep = re.compile(r"[ \t]*:[ \t]*|[ \t]{2,}|\t").match(text, m.end(), le)
        cells = []
        if sep is not None:
            cells.append((sep.end(), min(le, sep.end() + 40)))
        below = rules.value_below(text, m.start() + len(m.group(0)) - len(m.group(0).lstrip()))
        if below is not None:
            e = re.compile(r"[ \t]{2,}|\t|\n").search(text, below)
            cells.append((below, e.start() if e else len(text)))
        for a, b in cells:
            for d in rules.window_ends(text, rules.date_candidates(text, a, b), a, b):
                if d.start() - a > 12 or any(x < d.end() and d.start() < y for x, y in taken):
                    continue
                f = rules.date_found(d, ctx.document_date, ctx.date_order, 0.7)
                if f is not None:
                    return {field: f}
    return {}


# A row of labels printed without column gaps over its values ("Customer acct Picked up Freight via" over "D40835
# 2026/02/20 Aramex NZ"): the carrier's label last in the row takes the name that ends the row, after the cells of
# the labels before it (their ids and dates).
def carrier_last_in_row(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, when its label ends a row of labels and the next row holds one cell for each
    label before it and a name after them."""
    cf = carrier_field(ctx.specs)
    if cf is None or not _wanted(found, cf):
        return {}
    text = ctx.text
    for h in ctx.hits:
        if h.field != cf:
            continue
        ls = text.rfind("\n", 0, h.start) + 1
        le = text.find("\n", h.end)
        if le < 0 or text[h.end:le].strip(" \t:") or re.search(r"\d", text[ls:le]):
            continue
        start = h.start
        if text[h.start:h.end].lower() in rules.MEANS_PREPOSITIONS:  # "Freight via": the word before is the label's
            word = re.search(r"[^\W\d_]+[ \t]$", text[ls:h.start])
            start = ls + word.start() if word else start
        row = sorted({(o.start, o.end) for o in ctx.hits if ls <= o.start and o.end <= start})
        groups, pos = 0, ls
        for a, b in row:
            if a < pos:
                continue
            groups += 1 + bool(re.search(r"\w", text[pos:a]))
            pos = b
        groups += bool(re.search(r"\w", text[pos:start]))
        nxt = re.compile(r"\n[ \t]*(?=\S)").match(text, le)
        if groups == 0 or nxt is None:
            continue
        ne = text.find("\n", nxt.end())
        ne = len(text) if ne < 0 else ne
        cells = rules.row_cells(text, nxt.end(), ne)
        # the cells the labels before it took: up to the last that holds a digit (an id, a date); the name after them
        k = max((i for i, (a, b) in enumerate(cells) if re.search(r"\d", text[a:b])), default=-1)
        if k + 1 >= len(cells) or k + 1 > groups:
            continue
        a = cells[k + 1][0]
        raw = text[a:ne].strip()
        if _name(raw) and not rules.date_candidates(text, a, ne) and not rules.money_candidates(text, a, ne):
            return {cf: Found(normalize_text(raw), raw, (a, a + len(raw)), "rule", 0.6)}
    return {}


# --------------------------------------------------------------------------- the carrier's name, tidied

# After the name, a comma or a semicolon and a word in small letters starts another thing ("GLS Parcel, tracking
# 5520 ..."), as does a colon.
NAME_END_RE = re.compile(r"[ \t]*(?:[,;][ \t]*(?=[a-z])|:|[ \t]\(|[ \t]-[ \t])")


# A shipping method's value that is a service level, its carrier in brackets after it ("Standard (DHL)", "Express
# delivery [GLS]"): the levels of service carriers sell, in English and the languages a shop writes without English.
SERVICE_WITH_CARRIER_RE = re.compile(
    r"(?:standard|express|economy|economic|priority|next[ \t-]day|same[ \t-]day|overnight|ground|tracked|signed|"
    r"premium|free|normal|normale|eco|estándar|estandar|urgente|rapide|schnell|versand)"
    r"(?:[ \t]+(?:delivery|shipping|service|post|versand|envío|livraison|spedizione))?[ \t]*[(\[][ \t]*"
    r"(?P<name>[A-Z][^()\[\]\n]{1,40}?)[ \t]*[)\]]", re.I)


def tidy_carrier(found: dict[str, Found | None], cf: str | None = None) -> dict[str, Found]:
    """The carrier's name without what its line printed after it: another thing after a comma ("GLS Parcel, tracking
    ..."). The service bought stays, as the samples' truth writes it ("Royal Mail Tracked 48", "UPS Ground"); a
    service level alone names no carrier, the name bracketed after it does ("Standard (DHL)"). `cf`: the carrier's
    field (`carrier_field`; none given, the bundled default schema's)."""
    cf = cf if cf is not None else carrier_field(load_schema("default").fields.values())
    f = found.get(cf)
    if f is None or not f.value or not f.raw or f.span is None:
        return {}
    raw = f.raw
    service = SERVICE_WITH_CARRIER_RE.fullmatch(raw.strip())
    if service is not None and _name(service.group("name")):  # "Standard (DHL)": the service's carrier in brackets
        a = f.span[0] + service.start("name")
        return {cf: Found(normalize_text(service.group("name")), service.group("name"), (a, a + len(service.group("name"))),
                                 f.extractor, f.confidence, f.currency, f.basis, f.unresolved, f.page)}
    cut = NAME_END_RE.search(raw)
    if cut is not None and cut.start() > 0:
        raw = raw[:cut.start()]
    # a number printed after the name on its value's line ("Simba Parcels 4410229981"): the consignment's, not the
    # name's (a service's number is short: "Tracked 48", "Express 24")
    words = list(re.finditer(r"\S+", raw))  # (by their places: a name may print a word twice, "India Post Speed Post")
    while len(words) > 1 and sum(c.isdigit() for c in words[-1].group(0)) >= 5:
        words.pop()
    raw = raw[:words[-1].end()] if words else raw
    raw = raw.rstrip(" \t.,;")
    if raw == f.raw or not raw:
        return {}
    return {cf: Found(normalize_text(raw), raw, (f.span[0], f.span[0] + len(raw)), f.extractor, f.confidence,
                             f.currency, f.basis, f.unresolved, f.page)}


# --------------------------------------------------------------------------- the carrier under a shipping word's label

# A label made of the sending's own words, no carrier's cue ("Shipping:", "Shipment:", "Dispatch method:", "Ships with:", "Versand:",
# "Expédition :", "Envío:", "Spedizione:", "Verzending:", "Frete:", "Lieferdienst:"): the sending, its method or its
# service, in English and the languages a shop writes without English; up to three words. Not the shipper (the
# sender), nor a label of its address, contact, date or cost (another word after the sending's).
SENDING = (r"ship(?!per)\w*|dispatch\w*|despatch\w*|versand\w*|lieferdienst\w*|paketdienst\w*|exp[ée]dition|envoi|"
           r"env[íi]o|spedizion\w*|verzend\w*|frete|logistics?|courier")
# (the delivery and the post alone may label the recipient or the day: only with a word of the method with them)
DELIVERY = r"deliver\w*|postal|post|zustell\w*|livraison|entrega|consegna|bezorg\w*"
METHOD = r"method|mode|type|service|partner|provider|company|art|m[ée]todo|modo|modalit[àa]|wijze"
SHIPPING_LABEL_RE = re.compile(
    rf"(?im)^[ \t]*(?:(?:[^\W\d_]+[ \t]+){{0,2}}?(?:{SENDING})(?:[ \t]+(?:{METHOD}|with|via|by|through))?"
    rf"|(?:{METHOD})[ \t]+(?:(?:de|of|der|di|del|du|van)[ \t]+)?(?:{DELIVERY}|{SENDING})"
    rf"|(?:{DELIVERY})[ \t]+(?:{METHOD})"
    # a service's label alone ("Service:", "Service level:"): its value a carrier's only with a word of the trade in it
    rf"|(?P<service>service(?:[ \t]+level)?))[ \t]*:[ \t]*(?P<value>[^\n]+?)[ \t]*$")
# What such a label's value is when it is no carrier: a service level or a state of the sending or its charge.
NOT_A_CARRIER_WORDS = frozenset("""standard express economy priority free included paid pending complete completed partial
full home next same day overnight tracked signed ground normal regular fast yes no none n/a tbc tba international
domestic national local collection pickup pick-up click today tomorrow""".split())
DAY_OR_MONTH_RE = re.compile(WEEKDAYS + "|" + "|".join(m.lower() for m in calendar.month_name if m), re.I)  # a day's name


def carrier_under_shipping_label(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, as the value of a label of the sending's own words (`SHIPPING_LABEL_RE`), when
    that value is a name: proper nouns by the tagger, or a word of a carrier's trade in it (the field's `name_words`),
    not opening with a service level or a state (`NOT_A_CARRIER_WORDS`) nor made of a sending's words alone
    (`service_level_only`), no date, no amount, no digit; the name after a dash behind its kind ("Courier - X").
    A service's words printed after the name stay ("Pos Laju Next Day"), as the shops' truth keeps them."""
    spec = carrier_spec(ctx.specs)
    if spec is None or not _wanted(found, cf := spec.name):
        return {}
    text = ctx.text
    kinds = trade_words(spec)
    for m in SHIPPING_LABEL_RE.finditer(text):
        raw = m.group("value").rstrip(" .")
        raw = re.sub(r"[ \t]*[(\[][^()\[\]\n]*[)\]]$", "", raw)  # (the service in brackets after it: "Kenyalang (Standard)")
        a = m.start("value")
        dash = re.search(r"[ \t][-\u2013\u2014][ \t]+", raw)  # ("Courier - Bellbird Couriers": the kind, then the name)
        if dash is not None and service_level_only(raw[:dash.start()]):
            a, raw = a + dash.end(), raw[dash.end():]
        # (a number in a service's words after the name, "Royal Mail 1st Class", "Tracked 48", not an id nor a date;
        # a service's words after a name, "Wallaby Express Saver", not before it nor alone)
        if _name(raw) is None or any(re.search(r"\d", w) and not re.fullmatch(r"\d{1,3}(?:st|nd|rd|th|h)?", w)
                                     and not (k == 0 and code_first_word(w)) for k, w in enumerate(raw.split())) \
                or raw.split()[0].lower() in NOT_A_CARRIER_WORDS or service_level_only(raw) \
                or DAY_OR_MONTH_RE.search(raw) or any(h.start <= a < h.end for h in ctx.hits):
            continue
        kind = names_trade(raw, kinds)
        span = ctx.doc.char_span(a, a + len(raw), alignment_mode="expand")
        proper = span is not None and all(t.pos_ == "PROPN" or t.is_punct for t in span)
        if kind or (proper and m.group("service") is None):
            return {cf: Found(normalize_text(raw), raw, (a, a + len(raw)), "rule", 0.55)}
    return {}


# The words of a sending's kind and speed, no organisation's: a value made of them alone ("Express shipping", "Standard
# delivery", "Next day service") is a service level, whoever carries it.
SERVICE_WORDS = NOT_A_CARRIER_WORDS | frozenset("""shipping shipment delivery service post postage mail courier parcel
shipped delivered business working days day hours hour week weeks rate flat""".split())
BRACKETED_RE = re.compile(r"[ \t]*[(\[][^()\[\]\n]*[)\]]")


def service_level_only(raw: str) -> bool:
    """Is a carrier's value a service level and no name: its words outside brackets all words of a sending's kind or
    speed (`SERVICE_WORDS`), numbers or marks ("Express shipping (1-2 business days)", "Standard delivery"), and no
    name in its brackets ("Standard (DHL)" names one)?"""
    if any(_name(b.group(0).strip(" \t()[]")) and not re.search(r"\d", b.group(0)) and not
           {w.lower() for w in re.findall(r"[^\W\d_]+", b.group(0))} <= SERVICE_WORDS for b in BRACKETED_RE.finditer(raw)):
        return False
    words = re.findall(r"[^\W\d_]+", BRACKETED_RE.sub(" ", raw))
    return bool(words) and {w.lower() for w in words} <= SERVICE_WORDS


def not_a_service_level(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """The carrier a label gave dropped when it is a service level and no name (`service_level_only`: "Shipping method:
    Express shipping (1-2 business days)"), or when a cue in a sentence gave the shop's own name ("Your order has been
    dispatched by Coastal Parcel Gifts today", the name signing the message, `_names_the_sender`): the readers after
    it may find the name elsewhere."""
    cf = carrier_field(ctx.specs)
    f = found.get(cf) if cf else None
    if f is None or not f.value or not f.raw:
        return {}
    if service_level_only(f.raw):
        return {cf: None}
    if f.span is not None:
        ls = ctx.text.rfind("\n", 0, f.span[0]) + 1
        in_prose = re.search(r"[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}", ctx.text[ls:f.span[0]]) is not None
        if in_prose and _names_the_sender(ctx.text, f.raw.strip(), f.span[0]):
            return {cf: None}
    return {}


# --------------------------------------------------------------------------- the carrier beside the tracking number

# A tracking line that names its carrier: "Tracking via Nordlink Cargo: NC44120099", "Suivi avec Colissimo : 6A1...",
# "Sendungsverfolgung mit DPD: 0552...": a word of tracking, a preposition of the means (or a dash), the name, a colon,
# the id.
TRACK_WORD = (r"(?:track\w*|trace|consignment|shipment|parcel|package|suivi|sendungsverfolgung|sendung|seguimiento|"
              r"rastreo|tracciamento|spedizione|volg\w*|zending|rastreamento|[sś]ledzenie|przesyłka)")
TRACK_VIA_RE = re.compile(r"(?<![\w-])" + TRACK_WORD + r"(?:[ \t]+(?:number|no\.?|code|id|ref\.?|nr\.?|it|them|your[ \t]+\w+))?[ \t]+"
                          r"(?:(?:via|with|by|through|mit|über|avec|par|via|con|tramite|met|com|przez)[ \t]+|"
                          r"[-\u2013\u2014][ \t]+(?=[A-Z0-9]))"  # (or a dash: "Tracking - Lusocargo: 5512...")
                          r"(?P<name>[A-Z0-9][^\n:]{0,40}?)[ \t]*:[ \t]*(?P<id>\S+)", re.I)
# A name printed as the tracking label's first words ("Nordlink tracking number: ...", "DPD Sendungsnummer") or in
# brackets right after the id ("NC44120099 (Nordlink Cargo)"): the carrier whose number it is.
BRACKETED_NAME_RE = re.compile(r"[ \t]*[(\[][ \t]*(?:(?:via|with|by)[ \t]+)?(?P<name>[A-Z][^()\[\]\n]{1,40}?)[ \t]*[)\]]")


# A name that is a code: a short run of capitals and digits opening with a capital ("G4S", "M3X", "Q7 Logistics"), or
# one digit and two or three capitals ("4PX", "3GO Express"): at most four characters, so an id ("KR55102299", "2B")
# never reads as one.
CODE_NAME_RE = re.compile(r"[A-Z](?=[A-Z0-9]*\d)[A-Z0-9]{1,3}|\d[A-Z]{2,3}")  # (or a digit, then two or three capitals: "4PX")


def code_first_word(word: str) -> bool:
    """Is a name's first word with a digit a code-shaped name (`CODE_NAME_RE`), not a number?"""
    return CODE_NAME_RE.fullmatch(word.rstrip(".,;:")) is not None


def _name(raw: str) -> str | None:
    """A carrier's name as printed: capitalised words, four at most, not a number (a first word with a digit only as a
    code-shaped name, `CODE_NAME_RE`)."""
    run = rules.NAME_RUN_RE.match(raw.strip())
    if run is None or run.group(0) != raw.strip() or len(raw.split()) > 4 \
            or (re.search(r"\d", raw.split()[0]) and not code_first_word(raw.split()[0])):
        return None
    return raw.strip()


def _labels_own_words(raw: str, label_words: frozenset[str]) -> bool:
    """Are a name's words a label's own ("Parcel tracking", "Your shipment"): its first word one of the schema's label
    words or an article (`_no_name_words`), or all its words such? A carrier's name may end in a word of the trade that
    a label shares ("Daugava Parcel tracking number")."""
    words = [w.lower() for w in raw.split()]
    return not words or words[0] in label_words or set(words) <= label_words


def _no_name_words(ctx) -> frozenset[str]:
    """The words none of which is a carrier's name: the words of the schema's labels (every field's cues) and the
    articles and possessives before a label ("Your tracking", "Parcel tracking")."""
    return _cue_words_and_determiners(tuple(c for spec in ctx.schema.fields.values() for c in spec.cues))


@lru_cache(maxsize=8)  # the schema's cues: the same for every document
def _cue_words_and_determiners(cues: tuple[str, ...]) -> frozenset[str]:
    return frozenset({w.lower() for c in cues for w in re.findall(r"[^\W\d_]+", c)}
                     | set("your our the my this that a an his her their its please".split()))


# A carrier's name before its tracking label after an article, a possessive or a preposition of the means ("Use the
# Acme Parcel Network tracking number ...", "with your Zeta waybill ...").
NAME_AFTER_DETERMINER_RE = re.compile(r"(?<![\w-])(?i:the|your|our|their|its|an?|with|via|by|using|use)[ \t]+"
                                      r"([A-Z][\w&'.-]*(?:[ \t][A-Z0-9][\w&'.-]*){0,3})[ \t]+$")


def carrier_by_tracking(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no label and no sentence gave, named with the tracking number: in a tracking line ("Tracking via
    Nordlink Cargo: NC44120099", whose id is the tracking number when none was found), as the first words of the tracking
    label ("Nordlink tracking number: ..."), or in brackets after the tracking number. A word of the schema's labels
    ("Parcel tracking", "Order tracking") or an article ("Your tracking") is no name."""
    cf = carrier_field(ctx.specs)
    if cf is None or cf not in found:
        return {}
    need_carrier = _wanted(found, cf)
    tf = _shipment(ctx, "tracking")
    need_tracking = _wanted(found, tf)
    text, out = ctx.text, {}
    label_words = _no_name_words(ctx)
    for m in TRACK_VIA_RE.finditer(text):
        name = _name(m.group("name"))
        if name is None:
            continue
        a = m.start("name") + len(m.group("name")) - len(m.group("name").lstrip())
        if need_carrier:
            out[cf] = Found(normalize_text(name), name, (a, a + len(name)), "rule", 0.7)
        tid = rules.ID_TOKEN_RE.match(text, m.start("id"))
        if need_tracking and tid is not None and sum(c.isdigit() for c in tid.group(0)) >= 6:
            raw = tid.group(0).rstrip(".,;")
            out[tf] = Found(raw, raw, (tid.start(), tid.start() + len(raw)), "rule", 0.7)
        return out
    if not need_carrier:
        return {}
    held = found.get(tf)

    def tracking_after(h) -> bool:
        """The tracking number found stands right after this label on its line."""
        if held is None or held.span is None or held.value is None:
            return False
        between = text[h.end:held.span[0]] if h.end <= held.span[0] else "\n"
        return "\n" not in between and not re.search(r"[^\W\d_]{3,}", re.sub(r"(?i)\b(?:number|no\.?|nr|id|code|ref)\b", "", between))
    for h in ctx.hits:
        if tf is None or h.field != tf:
            continue
        ls = text.rfind("\n", 0, h.start) + 1
        before = text[ls:h.start]
        run = re.search(r"(?:^|(?<=[.!?:;]\s)|(?<=[ \t]{2})|(?<=\t))[ \t]*([A-Z][\w&'.-]*(?:[ \t][A-Z0-9][\w&'.-]*){0,3})[ \t]+$", before)
        if run is None and tracking_after(h):  # ("use the Acme Parcel Network tracking number APN...", "your X4Y waybill")
            det = NAME_AFTER_DETERMINER_RE.search(before)
            words = [w.lower() for w in det.group(1).split()] if det is not None else []
            if det is not None and words[0] not in label_words and not set(words) <= label_words and _name(det.group(1)) \
                    and not _names_the_sender(text, det.group(1), ls + det.start(1)):
                raw = det.group(1)
                return {cf: Found(normalize_text(raw), raw, (ls + det.start(1), ls + det.start(1) + len(raw)), "rule", 0.6)}
        if run is not None and not _labels_own_words(run.group(1), label_words) and _name(run.group(1)):
            raw = run.group(1)
            a = ls + run.start(1)
            return {cf: Found(normalize_text(raw), raw, (a, a + len(raw)), "rule", 0.65)}
    tracking = found.get(tf)
    if tracking is not None and tracking.value and tracking.span is not None:
        b = BRACKETED_NAME_RE.match(text, tracking.span[1])
        if b is not None and _name(b.group("name")) and not {w.lower() for w in b.group("name").split()} & label_words:
            raw = b.group("name").strip()
            return {cf: Found(normalize_text(raw), raw, (b.start("name"), b.start("name") + len(raw)), "rule", 0.6)}
    return {}


# A carrier's label as a sentence's subject: "Your courier is Nordlink", "the carrier will be Kolibri Freight".
COPULA_RE = re.compile(r"(?:[ \t]+(?:today|tomorrow|(?:for|on)[ \t]+(?:this|your|the)[ \t]+[a-z]+))?"  # "courier today is"
                       r"[ \t]+(?:is|was|will[ \t]+be|are|=)[ \t]+(?:now[ \t]+)?")


# ... or beside its label as an apposition: "our courier, DX Freight, will call you", "with our courier (Fastway)",
# "by courier [Fastway]": the name between commas (then a comma, a clause's "who" or the sentence's end) or in brackets.
APPOSITION_RE = re.compile(r",[ \t]+(?=[A-Z0-9])")
APPOSITION_END_RE = re.compile(r"[ \t]*(?:,|[.!?;](?:\s|$)|$|[ \t]+(?:who|which|will|is|are|has|have)\b)")
# ... or after a label of two words joined by a slash ("Carrier/Service: Evri Standard", "Carrier / service level: DPD
# Next Day"): the carrier's cue first, the other's words after the slash, then the mark.
SLASHED_LABEL_RE = re.compile(r"[ \t]*/[ \t]*[^\W\d_]+(?:[ \t]+[^\W\d_]+)?[ \t]*:[ \t]*(?=[A-Z0-9])")


# ... or after a label opening its line and a dash instead of a colon ("Delivery partner - Acme Couriers").
DASH_LABEL_RE = re.compile(r"[ \t]+[-\u2013\u2014][ \t]+(?=[A-Z0-9])")


def carrier_after_copula(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, named after its label and a copula ("Your courier is Nordlink, tracking ..."),
    as its label's apposition ("our courier, DX Freight, who ...", "by courier (Fastway)"), or after a label the
    carrier's cue shares with another by a slash ("Carrier/Service: Evri Standard")."""
    cf = carrier_field(ctx.specs)
    if cf is None or not _wanted(found, cf):
        return {}
    text = ctx.text
    for h in ctx.hits:
        if h.field != cf:
            continue
        c = COPULA_RE.match(text, h.end) or SLASHED_LABEL_RE.match(text, h.end) \
            or (DASH_LABEL_RE.match(text, h.end) if not text[text.rfind("\n", 0, h.start) + 1:h.start].strip() else None)
        run = rules.NAME_RUN_RE.match(text, c.end()) if c else None
        if run is None:
            a = APPOSITION_RE.match(text, h.end)
            run = rules.NAME_RUN_RE.match(text, a.end()) if a else None
            if run is None or not APPOSITION_END_RE.match(text, run.end()):
                b = BRACKETED_NAME_RE.match(text, h.end)
                if b is not None and _name(b.group("name")):
                    raw = b.group("name").strip()
                    return {cf: Found(normalize_text(raw), raw, (b.start("name"), b.start("name") + len(raw)), "rule", 0.55)}
                continue
        raw = rules._before_adverbial(run.group(0)).rstrip(" .,")
        if _name(raw) and not re.match(r"(?:The|A|An|Our|Your|Not|On|In)\b", raw):
            return {cf: Found(normalize_text(raw), raw, (run.start(), run.start() + len(raw)), "rule", 0.6)}
    return {}


# --------------------------------------------------------------------------- the earlier payment a refund reverses

# A word that names the earlier payment a refund reverses, right before a payment reference's label ("Original
# transaction ID", "orig sale txn", "your original payment (transaction 8812...)", "Sale ref"), in the languages printed
# without English (ursprünglich, d'origine, originale, origineel, inicial, oryginalny; Kauf, achat, compra, acquisto,
# aankoop, köp): up to two words or a bracket between it and the label.
EARLIER_PAYMENT = (r"(?:original\w*|orig|initial|ursprüngl\w*|origine|origineel|inicial|oryginaln\w*|sale|purchase|charge|"
                   r"kauf|achat|compra|acquisto|aankoop|köp)")
EARLIER_PAYMENT_RE = re.compile(rf"(?<![\w-]){EARLIER_PAYMENT}\.?(?:'s)?(?:[ \t(]+[\w'-]+){{0,2}}[ \t(]*$", re.I)
EARLIER_ROW_RE = re.compile(rf"[ \t]*{EARLIER_PAYMENT}(?![\w-])", re.I)  # a table's row of the sale: its first cell


def earlier_payment_label(text: str, start: int) -> bool:
    """Does the payment reference's label at `start` name the earlier sale, not the refund? A refund notice prints the
    sale it reverses beside its own reference; that sale's id is no reference of this payment."""
    ls = max(text.rfind("\n", 0, start) + 1, start - 40)
    return EARLIER_PAYMENT_RE.search(text, ls, start) is not None


# A word of the money going back, in English and the languages a shop writes without English (refund, reimburse,
# repay, returned, reversal, credit, payout, chargeback; Erstattung, Gutschrift; remboursement, avoir; reembolso, devolución; rimborso;
# terugbetaling; restituição; återbetalning; zwrot).
REFUND_WORD_RE = re.compile(r"(?<![\w-])(?:refund\w*|reimburs\w*|repa(?:id|y\w*)|returned|revers\w*|credit\w*|payout|"
                            r"paid[ \t]+back|chargeback|r[üu]ck\w*|erstatt\w*|"
                            r"gutschrift|rembours\w*|avoir|reembols\w*|devoluci\w*|rimbors\w*|terugbetal\w*|restitu\w*|"
                            r"[åa]terbetal\w*|zwrot\w*)(?![\w-])", re.I)
# A clause about the sale, not the refund: a word of the earlier payment, or a verb of buying or of paying for it ("your
# order was paid with transaction ...", "you paid for order 2201 by transaction ...").
SALE_CLAUSE_RE = re.compile(rf"(?<![\w-])(?:{EARLIER_PAYMENT}|paid[ \t]+(?:for|with|by|using|via)|bought|purchased|charged|"
                            r"ordered|placed)(?![\w-])", re.I)
CLAUSE_BREAK_RE = re.compile(r"[.!?;:](?=\s)|\n")


def _clause_before(text: str, start: int) -> tuple[int, int]:
    """The clause a label stands in, up to the label: back to a sentence's or a line's break."""
    breaks = [m.end() for m in CLAUSE_BREAK_RE.finditer(text, max(0, start - 60), start)]
    return (breaks[-1] if breaks else max(0, start - 60)), start


def _row_of_the_refund(text: str, f: Found) -> Found | None:
    """In a table of payments, the value in the same column of the row that names the refund, when the value found
    stands in the row of the earlier sale ("Sale ... TXN-5510" over "Refund ... RFD-7701")."""
    ls = text.rfind("\n", 0, f.span[0]) + 1
    le = text.find("\n", f.span[0])
    le = len(text) if le < 0 else le
    if not EARLIER_ROW_RE.match(text, ls, le):
        return None
    col = f.span[0] - ls
    pos = le + 1
    while pos < len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        if REFUND_WORD_RE.match(line.lstrip()) and len(line) > col:
            tok = rules.ID_TOKEN_RE.match(text, pos + col)
            if tok is not None and (col == 0 or text[pos + col - 1] in " \t|") and re.search(r"\d", tok.group(0)):
                raw = tok.group(0).split()[0].rstrip(".,;")
                return Found(raw, raw, (tok.start(), tok.start() + len(raw)), "rule", f.confidence)
        pos = end + 1
    return None


def the_refunds_reference(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The refund's own reference when the one a label gave is the sale's: of two labelled references, the one whose
    label or clause names the money going back (`REFUND_WORD_RE`: "refund ref 77-4410") over one whose clause is
    about the sale (`SALE_CLAUSE_RE`: "your order was paid with transaction 99-1200"); in a table of payments, the
    refund's row over the sale's (`_row_of_the_refund`). A processor's transaction id beside the shop's refund number
    is the payment's reference, and stays. The reference is the type's field recording the executed step (`_payment_field`)."""
    field = _payment_field(ctx)
    f = found.get(field) if field else None
    if f is None or f.value is None or f.span is None:
        return {}
    text = ctx.text
    row = _row_of_the_refund(text, f)
    if row is not None:
        return {field: row}
    own = [h for h in ctx.hits if h.field == field]
    refund_label = lambda h: REFUND_WORD_RE.search(text, _clause_before(text, h.start)[0], h.end) is not None  # noqa: E731
    taken = next((h for h in own if (m := rules.labelled_id(text, h, ctx.hits)) is not None and m.start() == f.span[0]), None)
    if taken is None or refund_label(taken) or not SALE_CLAUSE_RE.search(text, _clause_before(text, taken.start)[0], taken.end):
        return {}
    for h in own:
        m = rules.labelled_id(text, h, ctx.hits)
        if h is not taken and m is not None and refund_label(h):
            value = identifier_value(m.group(0).split()[0].rstrip(".,;"), ctx.schema.fields[field].shapes)
            if value is not None:
                raw = m.group(0).split()[0].rstrip(".,;")
                return {field: Found(value, raw, (m.start(), m.start() + len(raw)), "rule", f.confidence)}
    return {}


def _label_hit(ctx, field: str, start: int) -> rules.CueHit | None:
    """The field's cue hit that labels the value at `start`: the nearest of its hits before it on its line, or None."""
    ls = ctx.text.rfind("\n", 0, start) + 1
    return max((h for h in ctx.hits if h.field == field and ls <= h.start and h.end <= start), key=lambda h: h.end,
               default=None)


def not_the_earlier_payments_date(ctx, found: dict[str, Found | None], quoted: list[tuple[int, int]] = ()) -> dict[str, Found | None]:
    """The payment's date read again without the labels that name the earlier sale (`earlier_payment_label`: "Original
    payment date: 2 March" beside "Refund date: 18 March"), as `stages.nlp` drops them for the payment's reference: the
    date of the executed step (`Schema.step_fields`) is this payment's, not the one it reverses."""
    names = {s.name: s for s in ctx.specs}
    out: dict[str, Found | None] = {}
    for field in ctx.schema.step_fields(EXECUTED, "date"):
        f = found.get(field)
        if field not in names or f is None or f.span is None:
            continue
        label = _label_hit(ctx, field, f.span[0])
        if label is None or not earlier_payment_label(ctx.text, label.start):
            continue
        hits = [h for h in ctx.hits if not (h.field == field and earlier_payment_label(ctx.text, h.start))]
        out[field] = rules.find_date(ctx.text, names[field], hits, ctx.by_type.get("date", set()), ctx.document_date,
                                     ctx.date_order, quoted, ctx.date_frame)
    return out


def date_after_the_payments_id(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The payment's date no label gave, written right after the payment's own id ("cheque no. 004512 dated
    22-03-2026", "transfer FT2231 of 12 March"): the date that dates the record of the payment is the day it was made,
    as an order's id dates the order (`stages.nlp._dates_after_ids`, whose gap of "dated" / "of" / "on" it reads)."""

    field = _payment_field(ctx)
    ref = found.get(field) if field else None
    dates = [d for d in ctx.schema.step_fields(EXECUTED, "date") if _wanted(found, d)]
    if ref is None or not ref.raw or not dates:
        return {}
    for m in re.finditer(re.escape(ref.raw), ctx.text):
        gap = ID_DATE_GAP_RE.match(ctx.text[m.end():m.end() + 40].replace("\n", " "))  # (a prose line wrapped after the id)
        at = m.end() + gap.end() if gap else 0
        d = rules.date_candidates(ctx.text, at, min(len(ctx.text), at + 40)) if gap else []
        f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.7) if d and d[0].start() == at else None
        if f is not None and f.value:
            return {dates[0]: f}
    return {}


# A card payment's approval: the issuer's authorisation of the charge (ISO 8583's "approval code", the slip's "auth
# code"), a yes to the payment, not the record the payment leaves.
APPROVAL_RE = re.compile(r"(?<![\w-])(?:auth\w*|approv\w*)(?![\w-])", re.I)


def _qualified_label(text: str, h: rules.CueHit) -> bool:
    """Does a word no cue holds stand before the cue in its label's cell ("Numeric reference:", "Merchant reference:"):
    the label names another thing's reference, the cue being its head noun only?"""
    ls = text.rfind("\n", 0, h.start) + 1
    cell = re.split(r"[ \t]{2,}|\t|\|", text[ls:h.start])[-1]
    return re.search(r"[^\W\d_]{2,}", cell) is not None


def reference_under_a_stronger_label(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The payment's reference when the label that gave it is a weak one and another of the field's labels, earlier or
    later, has its own id: weak, a card's approval code (`APPROVAL_RE`: a slip prints it beside the retrieval reference,
    and the approval is the record's only when it is the one printed) or a cue's head noun qualified by a word no cue
    holds (`_qualified_label`: "Numeric reference: 260402" beside "Tracking key: MBAN0100..."); the earlier sale's labels
    (`earlier_payment_label`) never."""
    field = _payment_field(ctx)
    f = found.get(field) if field else None
    if f is None or f.value is None or f.span is None:
        return {}
    text = ctx.text
    weak = lambda h: APPROVAL_RE.search(text, h.start, h.end) is not None or _qualified_label(text, h)  # noqa: E731
    label = _label_hit(ctx, field, f.span[0])
    if label is None or not weak(label):
        return {}
    for h in ctx.hits:
        if h.field != field or weak(h) or earlier_payment_label(text, h.start):
            continue
        m = rules.labelled_id(text, h, ctx.hits)
        got = _payment_id(ctx, {**found, field: None}, field, m.start(), h.start) if m is not None else None
        if got is not None and not got[1]:
            return {field: got[0]}
    return {}


# --------------------------------------------------------------------------- the payment's reference in a request to quote it

# "Please quote QX-2291-004 if you contact your bank", "quote reference 55-AX when asking": the id the reader is asked to
# give, in the languages a shop writes without English (indiquer, angeben, indicar, indicare, vermelden, podać).
QUOTE_RE = re.compile(r"(?<![\w-])(?:quote|quoting|indiquer|indiquez|angeben|indicar|indique|indicare|indicate|vermeld\w*|"
                      r"poda[cćj]\w*)[ \t]+(?:(?:the|this|our|your|la|le|die|den|el|il|de)[ \t]+)?"
                      r"(?:(?:[a-z]+[ \t]+){0,2}(?:reference|ref\.?|number|no\.?|id|code|référence|referenz|referencia|"
                      r"riferimento|referentie)[ \t:]+)?", re.I)


def reference_to_quote(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The payment reference no label gave, in a payment's notice: the id the reader is asked to quote ("please quote
    QX-2291-004 if you contact your bank"), when it is no id another field already holds (the order's)."""
    field = _payment_field(ctx)
    if field not in found or found[field] is not None:
        return {}
    text = ctx.text
    held = {f.raw for f in found.values() if f is not None and f.raw}
    for q in QUOTE_RE.finditer(text):
        tid = rules.ID_TOKEN_RE.match(text, q.end())
        if tid is None:
            continue
        raw = tid.group(0).rstrip(".,;)")
        digits = sum(c.isdigit() for c in raw)
        if raw in held or digits < 3 or (digits < 5 and not re.search(r"[A-Za-z]", raw)) or ABS_DATE_RE.fullmatch(raw):
            continue
        return {field: Found(raw, raw, (tid.start(), tid.start() + len(raw)), "rule", 0.6)}
    return {}


# --------------------------------------------------------------------------- the tracking number beside its carrier

# A carrier's number printed by the carrier's name under a label no cue lists ("PIN:", "Pallet ref:", a row of labels
# without gaps): a token of a tracking number's declared shape, its digits maybe grouped by hyphens.
CARRIER_TOKEN_RE = re.compile(r"(?<![\w/.-])[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){7,40}(?![\w/])")
# A telephone's number (a national number in groups of 3-3-4, a "0" trunk prefix and its groups) and
# the words before one: a contact, never a shipment.
PHONE_SHAPE_RE = re.compile(r"(?:\(?\d{3}\)?-\d{3}-\d{4}|1-\d{3}-\d{3}-\d{4}|0\d{2,4}-\d{3,4}-?\d{3,4})$")  # used with match()
CONTACT_WORD_RE = re.compile(r"(?<![\w-])(?:tel|phone|telephone|fax|mobile|mob|cell|call|ring|whatsapp|sms|vat|gst|hst|"
                             r"qst|tva|iban|bic|swift|sort|account|acct|a/c|reg|registration|company|co)\.?(?![\w-])", re.I)
CURRENCY_BEFORE_RE = re.compile(r"(?:[$€£¥]|(?<![\w-])[A-Z]{3}|[A-Z]{1,2}\$)[ \t]*$")  # a sum's number, not a shipment's
CARRIER_REACH_LINES = 2  # lines after the carrier's own in which its number stands (a label's line, then its value's)
TRACKING_MIN_CHARS = 10  # a carrier's number: ten characters at least without its separators (an order's may be fewer)


def _near_lines(text: str, start: int, end: int) -> tuple[int, int]:
    """The carrier's line with the line before it and `CARRIER_REACH_LINES` lines after it."""
    a = text.rfind("\n", 0, start)
    a = text.rfind("\n", 0, a) + 1 if a > 0 else 0
    b = end
    for _ in range(CARRIER_REACH_LINES + 1):
        nb = text.find("\n", b + 1) if b < len(text) else -1
        b = len(text) if nb < 0 else nb
    return a, b


def tracking_by_carrier(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The tracking number no label gave, by its carrier: a shipping document names the carrier (found) and prints its
    number beside or under the name, under a label of the carrier's own ("PIN", "Pallet ref") or in a row of labels
    without gaps. A token on the carrier's line, the line before or the two after, of the tracking field's declared
    shape once its hyphens are dropped, ten characters or more, that no other field took, that is no date, amount, phone,
    tax or bank number (its shape or the words before it on its line), and no value of another field's label on its
    line. Taken only when exactly one such token stands there (two would leave the choice to a guess)."""
    cf = carrier_field(ctx.specs)
    carrier = found.get(cf) if cf else None
    tf = _shipment(ctx, "tracking")
    if not _wanted(found, tf) or carrier is None or carrier.span is None or not carrier.value:
        return {}
    spec = next((s for s in ctx.specs if s.name == tf), None)
    if spec is None or not spec.shapes:
        return {}
    text = ctx.text
    taken = [f.span for n, f in found.items() if f is not None and f.span is not None and n != tf]
    a, b = _near_lines(text, *carrier.span)
    picks = []
    for m in CARRIER_TOKEN_RE.finditer(text, a, b):
        raw, joined = m.group(0), m.group(0).replace("-", "")
        if len(joined) < TRACKING_MIN_CHARS or sum(c.isdigit() for c in joined) < 8 or not fits_shape(joined, spec.shapes):
            continue
        if any(s < m.end() and m.start() < e for s, e in taken) or ABS_DATE_RE.match(text, m.start()) \
                or CURRENCY_BEFORE_RE.search(text, max(0, m.start() - 6), m.start()) or PHONE_SHAPE_RE.match(raw):
            continue
        ls = text.rfind("\n", 0, m.start()) + 1
        if CONTACT_WORD_RE.search(text, ls, m.start()) or any(
                h.field != tf and ls <= h.start < m.start() for h in ctx.hits):
            continue
        picks.append(m)
    if len(picks) != 1:
        return {}
    m = picks[0]
    return {tf: Found(m.group(0), m.group(0), (m.start(), m.end()), "rule", 0.6)}


# --------------------------------------------------------------------------- labels in the words of other languages

# A label's number-word, before its noun in the Romance and Slavic languages ("numéro de suivi", "número de seguimiento",
# "numer przesyłki", "código de rastreio") or after it ("tracking PIN", "Sendungsnr.", "track & trace code").
_NUMBER_BEFORE = (r"(?:(?:num[ée]ro|n[úu]mero|numero|numer|n[º°o]\.?|c[óo]digo|codice|code|id)[ \t]+"
                  r"(?:(?:de|di|do|da|del|du)[ \t]+)?)?")
_NUMBER_AFTER = r"(?:[ \t_-]*(?:number|nummer|numer|no\.?|nr\.?|n[º°]|id|code|pin|ref\.?|#))?"
# The words of following a consignment in the languages a shop writes without English (tracking, track & trace, suivi,
# Sendung(sverfolgung), seguimiento, rastreo, rastreio / rastreamento, tracciamento, zending / pakket, przesyłka /
# śledzenie, spårning / sändning / kolli, sporing / forsendelse), and an export's or a marketplace's "logistics no."
TRACKING_LABEL_RE = re.compile(
    r"(?<![\w-])" + _NUMBER_BEFORE + r"(?:track(?:ing)?(?:[ \t]*(?:&|and)[ \t]*trace)?|suivi(?:[ \t]+(?:du[ \t]+)?colis)?|"
    r"sendungs?\w*|paket\w*|seguimiento|rastreo|rastrei?o|rastreamento|tracciamento|tracciabilit[àa]|zending\w*|"
    r"pakket\w*|przesy[łl]ki|[śs]ledzenia|sp[åa]rning\w*|s[äa]ndning\w*|kolli\w*|sporing\w*|forsendelse\w*|"
    r"logistics)" + _NUMBER_AFTER + r"(?![\w-])", re.I)
# A case's file as the languages of Europe name it, after a number-word or alone: dossier (French, Dutch), expediente
# (Spanish), pratica (Italian), processo (Portuguese), Vorgang / Aktenzeichen / Fallnummer (German), sprawa (Polish),
# ärende (Swedish), sag (Danish): "N° de dossier", "Número de expediente", "Vorgangsnummer", "Ärendenummer".
CASE_LABEL_RE = re.compile(
    r"(?<![\w-])" + _NUMBER_BEFORE + r"(?:dossier|expediente|pratica|processo|vorgang\w*|aktenzeichen|fall(?:nummer|nr)|"
    r"sprawy|sprawa|[äa]rende\w*|sagsnummer)" + _NUMBER_AFTER + r"(?![\w-])", re.I)
# A shipment's date as the languages print its label: the word of sending and the word "date" ("Versanddatum",
# "Verzenddatum", "date d'expédition", "fecha de envío", "data di spedizione", "data de envio", "data wysyłki",
# "afsendelsesdato", "skickat datum"), or a sentence's participle of sending and the preposition of its day ("expédiée
# le", "versandt am", "enviado el", "spedito il", "verzonden op", "enviada em", "wysłana dnia", "skickad den").
SHIP_DATE_LABEL_RE = re.compile(
    r"(?<![\w-])(?:(?:versand|verzend|afsendelses|sende|skicka)\w*(?:datum|dato)|"
    r"(?:date|fecha|data)[ \t]+(?:de[ \t]+|d'|d’|di[ \t]+|del[ \t]+)?(?:l'|l’)?"
    r"(?:exp[ée]dition|env[íi]o|spedizione|wysy[łl]ki|expedi[çc][ãa]o)|"
    r"(?:exp[ée]di[ée]e?s?|versandt|verschickt|enviad[oa]s?|spedit[oaie]|verzonden|wys[łl]an[aey]?|skickad[e]?)[ \t]+"
    r"(?:le|am|el|il|op|em|dnia|den))(?![\w-])", re.I)
# What may follow a label to its line's end when its value stands on the next line: the label's translation after a slash
# and its mark, no digit ("/ Versanddatum:", ":", nothing).
LABEL_REST_RE = re.compile(r"[ \t]*(?:/[ \t]*[^\W\d][^\d\n:/]{0,40})?[ \t]*:?[ \t]*")
# A bank transfer's remittance information as the banks of Europe label it (ISO 20022's RemittanceInformation / the SEPA
# credit transfer's "remittance information" and its national names: Verwendungszweck, (betalings)kenmerk and
# omschrijving, communication (structurée), concepto, causale, descrição, tytuł (przelewu), meddelande, OCR-nummer,
# besked), and the end-to-end / creditor reference (ISO 11649 "RF" reference).
REMITTANCE_LABEL_RE = re.compile(
    r"(?<![\w-])(?:remittance[ \t]+info(?:rmation)?(?:[ \t]*\([^)\n]{1,20}\))?|(?:structured[ \t]+)?creditor[ \t]+reference|"
    r"verwendungszweck|(?:betalings)?kenmerk|omschrijving|communication(?:[ \t]+structur[ée]e)?|concepto|causale|"
    r"descri[çc][ãa]o|tytu[łl](?:[ \t]+przelewu)?|meddelande|ocr[ -]?(?:nummer|nr|referens)|besked)(?![\w-])", re.I)


def _words_after(text: str, end: int) -> bool:
    """A word follows a value on its line: remittance information is free text, and an id with words after it is
    one part of a purpose written out, not the transfer's reference."""
    line_end = text.find("\n", end)
    return bool(re.search(r"[^\W\d_]{2,}", text[end:len(text) if line_end < 0 else line_end]))


def labels_of_other_languages(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The tracking number, the ship date, the payment reference and the case's number no cue gave, after a label in the
    words of another language or of a bank's remittance (`TRACKING_LABEL_RE`, `SHIP_DATE_LABEL_RE`, `REMITTANCE_LABEL_RE`,
    `CASE_LABEL_RE`): the value
    standing as the label's value (beside it, under it, in an export's record). A tracking number has six digits or
    more; a reference three or more; a case's number four or more. The fields by their roles: the shipment's `tracking`
    and `sent`, the payment's reference (`_payment_field`), the type's case key of the case entity (`_case_key`)."""
    text, out = ctx.text, {}
    payment, case = _payment_field(ctx), _case_key(ctx)
    for field, label_re, digits in ((_shipment(ctx, "tracking"), TRACKING_LABEL_RE, 6), (payment, REMITTANCE_LABEL_RE, 3),
                                    (case, CASE_LABEL_RE, 4)):
        if field is None or not _wanted(found, field):
            continue
        for m in label_re.finditer(text):
            tid = rules.labelled_id(text, rules.CueHit(field, m.start(), m.end()), ctx.hits)
            raw = tid.group(0).rstrip(".,;") if tid is not None else ""
            if field == payment and raw and _words_after(text, tid.start() + len(raw)):
                continue  # a purpose in words ("RE 2026 55012 Gutschrift": an invoice's credit) names, not references
            if sum(c.isdigit() for c in raw) < digits:
                continue
            sum_like = (CURRENCY_BEFORE_RE.search(text, max(0, tid.start() - 6), tid.start()) if field == case
                        else rules.in_amount(text, tid.start()))  # (a case's bare number is no amount without a currency)
            if not sum_like:
                out[field] = Found(raw, raw, (tid.start(), tid.start() + len(raw)), "rule", 0.65)
                break
    sent = _shipment(ctx, "sent")
    if _wanted(found, sent):
        for m in SHIP_DATE_LABEL_RE.finditer(text):
            line_end = text.find("\n", m.end())
            line_end = len(text) if line_end < 0 else line_end
            d = rules.date_candidates(text, m.end(), line_end)
            nxt = rules.NEXT_TEXT_LINE_RE.match(text, line_end)
            if not d and nxt is not None and LABEL_REST_RE.fullmatch(text, m.end(), line_end):
                # the label ends its line (its translation, its mark): the date opens the next line
                # ("Date d'expédition / Versanddatum:" over "17.02.2026")
                ne = text.find("\n", nxt.end())
                d = [x for x in rules.date_candidates(text, nxt.end(), len(text) if ne < 0 else ne) if x.start() == nxt.end()]
            f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.7) if d else None
            if f is not None:
                out[sent] = f
                break
    return out


# A text message's sender before its colon, opening the text: "Evri: Your parcel from Hollow Pine Candles is on its way".
SENDER_PREFIX_RE = re.compile(r"\A\s*(?P<name>[A-Z][\w&'.-]*(?:[ \t]+[A-Z0-9][\w&'.-]*){0,2})[ \t]*:[ \t]+(?=[A-Z])")
LINE_LABEL_RE = re.compile(r"(?m)^[ \t]*[A-Z][\w ()&'.-]{0,30}:[ \t]+\S")
FROM_NAME_RE = re.compile(r"(?<![\w-])from[ \t]+(?=[A-Z0-9])")


# A text message's sender labelled in a log or an export ("Sender: ParcelCo", a log line's "From: ACMEPOST  \"Dear ..."),
# or an e-mail's ("From: Rangi Couriers <noreply@...>"): a name alone after the label, then the line's end, a column
# gap, the message's quote or the e-mail's address in angle brackets; no street address.
SENDER_LABEL_RE = re.compile(r"(?m)(?:^|(?<=[ \t]{2})|(?<=\t))[ \t]*(?:(?i:sender|sent[ \t]+by|(?:sms|text|message)[ \t]+from|from)"
                             r"[ \t]*:|(?i:(?:sms|text|message)[ \t]+from)(?=[ \t]))[ \t]*(?P<name>[A-Z][\w&'.-]*(?:[ \t]+[A-Z0-9][\w&'.-]*){0,2})"
                             r"(?=[ \t]*\n|[ \t]*$|[ \t]{2,}|[ \t]*[\"\u201c]|[ \t]*<[^>\n]*>[ \t]*$)")  # (an e-mail's address)


def _org_sign(ctx, raw: str) -> bool:
    """A sign of an organisation in a name's words: a word of a carrier's trade (`trade_words`, a plural's "-ies" too:
    "Deliveries"), an initialism or a code ("DHL", "X4Y"), a capital inside a word ("ParcelCo")."""
    kinds = tuple(k[:-1] if k.endswith("y") else k for k in trade_words(carrier_spec(ctx.specs)))
    return names_trade(raw, kinds) or any((w.isupper() and len(w) >= 2) or code_first_word(w) or re.search(r"[a-z][A-Z]", w)
                                          for w in raw.split())


def _tagged_person(ctx, raw: str, start: int) -> bool:
    """A PERSON entity of the tagger overlaps the name."""
    from stages.spacy_model import entities
    return any(e.label_ == "PERSON" and e.start_char < start + len(raw) and start < e.end_char for e in entities(ctx.doc))


def _organisation_like(ctx, raw: str, start: int) -> bool:
    """A name that reads as an organisation's, not a person's: a sign of one in its words (`_org_sign`), or several
    words no PERSON entity of the tagger covers."""
    if _org_sign(ctx, raw):
        return True
    return len(raw.split()) >= 2 and not _tagged_person(ctx, raw, start)


def _a_persons_name(ctx, raw: str, start: int) -> bool:
    """A carrier's candidate that is a person's name (a rider, a driver, the customer): a PERSON entity of the tagger
    over it and no sign of an organisation in its words (`_org_sign`)."""
    return not _org_sign(ctx, raw) and _tagged_person(ctx, raw, start)


# An e-mail's address in angle brackets after its sender's name, its domain's labels.
ADDRESS_AFTER_RE = re.compile(r"[ \t]*<[^@<>\n]+@(?P<domain>[\w.-]+)>")


def _mails_from_its_own_domain(text: str, raw: str, end: int) -> bool:
    """The sender's name is a label of the domain its e-mail comes from ("Evri <noreply@evri.com>"): an organisation
    writes from its name's domain; a person writes from a provider's or an employer's."""
    m = ADDRESS_AFTER_RE.match(text, end)
    key = re.sub(r"[^a-z0-9]", "", raw.lower())
    return m is not None and key in m.group("domain").lower().split(".")[:-1]


def _sender_of_goods_from_another(ctx, dt, cf: str, m: re.Match) -> dict[str, Found]:
    """The labelled sender of a message (`SENDER_LABEL_RE`) is the carrier when the message names the goods as coming
    from someone else (a word its type's act is about, then "from <Name>") in its next lines. The sender is an
    organisation by its name's words (`_organisation_like`) or by the domain it mails from (`_mails_from_its_own_domain`)."""
    text, raw = ctx.text, m.group("name")
    if _name(raw) is None or {w.lower() for w in raw.split()} & _no_name_words(ctx):
        return {}
    if not (_organisation_like(ctx, raw, m.start("name")) or _mails_from_its_own_domain(text, raw, m.end("name"))):
        return {}  # (a person's name: "Sender: Maria")
    goods = {w for a in dt.acts for w in a.about if w.isalpha()}
    end = min(len(text), m.end() + 300)
    for f in FROM_NAME_RE.finditer(text, m.end(), end):
        ls = text.rfind("\n", 0, f.start()) + 1
        before = [w for w in re.findall(r"\S+", text[ls:f.start()].lower()) if not re.search(r"\d", w)]  # (ids skipped)
        before = re.findall(r"[a-z]+", " ".join(before))
        other = rules.NAME_RUN_RE.match(text, f.end())
        if before and before[-1] in goods and other is not None \
                and other.group(0).split()[0].lower() != raw.split()[0].lower():  # (the sender's own goods: no carrier)
            return {cf: Found(normalize_text(raw), raw, (m.start("name"), m.start("name") + len(raw)), "rule", 0.55)}
    return {}


def carrier_as_sender(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, as the sender of a text message about the goods on their way: a name and a colon
    open the text, and the message's first sentence names the goods (a word its type's act is about: "parcel", "order")
    as coming from someone else ("Your parcel from Hollow Pine Candles is on its way"): the one who tells of another
    shop's goods on the way is who carries them."""
    cf = carrier_field(ctx.specs)
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    if cf is None or dt is None or not _wanted(found, cf):
        return {}
    text = ctx.text
    for label in SENDER_LABEL_RE.finditer(text):  # (a message's sender labelled: "Sender: ParcelCo", a log's "From: ACMEPOST")
        got = _sender_of_goods_from_another(ctx, dt, cf, label)
        if got:
            return got
    m = SENDER_PREFIX_RE.match(text)
    if m is None or SENDER_LABEL_RE.match(text, m.start()) or _name(m.group("name")) is None \
            or rules.HEADER_LINE_RE.match(text, m.start("name")) \
            or {w.lower() for w in m.group("name").split()} & _no_name_words(ctx) \
            or len(LINE_LABEL_RE.findall(text)) > 1:
        return {}  # (a sender's label, a label's word, or one of many speakers' or labels' lines: not a message's sender)
    first = next((b for a, b in _sentences(text) if a <= m.end() < b), None)
    if first is None:
        return {}
    goods = {w for a in dt.acts for w in a.about if w.isalpha()}
    for f in FROM_NAME_RE.finditer(text, m.end(), first):
        before = re.findall(r"[a-z]+", text[m.end():f.start()].lower())
        if before and before[-1] in goods:
            raw = m.group("name")
            return {cf: Found(normalize_text(raw), raw, (m.start("name"), m.start("name") + len(raw)), "rule", 0.55)}
    return {}


TAKE_LEMMAS = frozenset("receive collect pick".split())  # the carrier taking the goods in: received, collected, picked up


def _sent_by(text: str, f: Found) -> bool:
    """The value found stands as the message's sender: after a sender's label ("From: Evri <...>") or opening the text
    before its colon ("Evri: Your parcel ...")."""
    prefix = SENDER_PREFIX_RE.match(text)
    return f.span is not None and (any(m.start("name") == f.span[0] for m in SENDER_LABEL_RE.finditer(text))
                                   or (prefix is not None and prefix.start("name") == f.span[0]))


def taken_in_by_the_writing_carrier(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The ship date no other pass gave, in a message the carrier sends itself (the carrier found as its sender,
    `_sent_by`): the day it says it took the goods in ("we received your parcel from Mossy Knits on 25 April 2026",
    "we collected it on ..."): the carrier's taking them is the goods leaving the shop. By the dependency parse: a verb of
    taking (`TAKE_LEMMAS`) with "we" its subject and the goods (`GOODS_LEMMAS`) or "it" its object; the first date of its
    sentence after it."""
    from stages.spacy_model import with_dependencies

    sent_field, cf = _shipment(ctx, "sent"), carrier_field(ctx.specs)
    carrier = found.get(cf) if cf else None
    if sent_field is None or not _wanted(found, sent_field) or carrier is None or not _sent_by(ctx.text, carrier):
        return {}
    for tok in with_dependencies(ctx.doc):
        deps = {c.dep_: c.lower_ if c.dep_ == "nsubj" else c.lemma_.lower() for c in tok.children}
        if tok.lemma_.lower() not in TAKE_LEMMAS or deps.get("nsubj") != "we" \
                or deps.get("dobj") not in GOODS_LEMMAS | {"it", "them"}:
            continue
        cands = rules.date_candidates(ctx.text, tok.idx, tok.sent.end_char)
        written = [m for m in cands if ABS_DATE_RE.search(m.group(0))] or cands  # ("on Saturday 25 April 2026": the date)
        f = rules.date_found(written[0], ctx.document_date, ctx.date_order, 0.6) if written else None
        if f is not None and f.value:
            return {sent_field: f}
    return {}


# A label's sender: "FROM:", "Sender:", "Shipper:", "Ship from:", "Consignor:", "Return address:" opening a line, then a name.
LABEL_SENDER_RE = re.compile(r"(?im)^[ \t]*(?:from|sender|shipper|ship[ \t]+from|consignor|return[ \t]+address)[ \t]*:[ \t]*"
                             r"(?P<name>[^\W\d_][^\n,]*)")


def _trade_words(ctx, found: dict[str, Found | None]) -> tuple[str | None, tuple[str, ...]]:
    """The carrier field still wanted and the words of a carrier's trade its names hold (the field's `name_words`),
    or (None, ()) when the carrier is found already or the schema gives no such words."""
    spec = carrier_spec(ctx.specs)
    if spec is None or not _wanted(found, spec.name) or not spec.name_words:
        return None, ()
    return spec.name, trade_words(spec)


def _trade_name(text: str, raw: str, at: int, kinds: tuple[str, ...]) -> bool:
    """Is `raw` (at `at`) a name with a word of a carrier's trade in it, not a service level alone and not the
    writer's own name (`_names_the_sender`)?"""
    return _name(raw) is not None and names_trade(raw, kinds) and not service_level_only(raw) \
        and not _names_the_sender(text, raw, at)


def _carriage_title(ctx, text: str, start: int) -> bool:
    """One of the `TITLE_LINES` lines from `start` is the title of a carriage document: it opens with one of the tracking
    number's cues ("Air Waybill", "Consignment Note", "WAYBILL") alone or before a column gap ("WAYBILL      No. 0048812"),
    not as a label (no colon after it)."""
    tf = _shipment(ctx, "tracking")
    if tf is None:
        return False
    cues = "|".join(re.escape(c) for c in sorted(ctx.schema.fields[tf].cues, key=len, reverse=True))
    title = re.compile(rf"[ \t]*(?:{cues})(?:[ \t]*$|[ \t]*-[ \t]+[^\W\d_][^:\n]*$|[ \t]{{2,}}(?=[^:\n]*$))", re.I)
    lines = text[start:].split("\n")[:TITLE_LINES]
    return any(title.match(line) for line in lines)


def carrier_heading_a_label(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, as the heading of a parcel's label: the document's first line is a name alone
    with a word of a carrier's trade in it (the field's `name_words`: "ROADRUNNA COURIERS", "FLASH EXPRESS"), or any
    name over the title of a carriage document (`_carriage_title`: "Blue Dart" over "Air Waybill"), and a sender's
    label of the label ("FROM:", "Sender:", "Shipper:") names another party, the goods' sender: whoever heads a label
    or a waybill that another sends is who carries it. A letterhead is the sender's own name: not read when a sender's
    label names it too, or when it signs the document (`_names_the_sender`)."""
    cf, kinds = _trade_words(ctx, found)
    if cf is None:
        return {}
    text = ctx.text
    first = re.compile(r"\s*(?P<name>[^\n]*\S)[ \t]*(?:\n|$)").match(text)
    if first is None:
        return {}
    raw, a = first.group("name"), first.start("name")
    titled = _name(raw) is not None and not service_level_only(raw) and not _names_the_sender(text, raw, a) \
        and _carriage_title(ctx, text, first.end())
    if not (titled or _trade_name(text, raw, a, kinds)) or rules.HEADER_LINE_RE.match(raw):
        return {}
    head = raw.split()[0].lower()
    senders = [m.group("name") for m in LABEL_SENDER_RE.finditer(text, first.end())]
    if not senders or any(n.split()[0].lower() == head for n in senders):
        return {}
    return {cf: Found(normalize_text(raw), raw, (a, a + len(raw)), "rule", 0.5)}


# A carrier's own place where the goods are dropped or fetched: "at your nearest Kora Post office", "at any Zulu Parcel
# counter", "to a Galah Post service point": the name between "at" / "to" (and its determiners) and a place's noun.
CARRIER_PLACE_RE = re.compile(r"(?<![\w-])(?:at|to|from|in)[ \t]+(?:(?:any|your|the|a|an|our|nearest|local|closest|"
                              r"participating)[ \t]+)*(?P<name>[A-Z][\w&'.-]*(?:[ \t]+[A-Z0-9][\w&'.-]*){0,3})[ \t]+"
                              r"(?:post[ \t]+)?(?:office|counter|branch|depot|outlet|locker|kiosk|agent|agency|drop-?off|"
                              r"(?:service|pick-?up|collection|drop-?off|parcel)[ \t]+(?:point|shop|centre|center))s?(?![\w-])")


# A carrier's name as the goods' attribute after a possessive or an article: "Your Tortuga Express parcel will arrive",
# "Subject: Your Heron Freight delivery is on its way": the name between the determiner and a noun of the goods carried.
NAME_BEFORE_GOODS_RE = re.compile(r"(?<![\w-])(?i:your|the|this|our|my)[ \t]+(?P<name>[A-Z][\w&'.-]*(?:[ \t]+[A-Z0-9][\w&'.-]*){0,3})"
                                  r"[ \t]+(?i:parcel|package|delivery|shipment|consignment|packet|pallet)s?(?![\w-])")


def carrier_by_its_place_or_goods(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, as the owner of the place where the goods are dropped off or fetched
    (`CARRIER_PLACE_RE`: "drop the parcel at your nearest Kora Post office") or as the goods' attribute
    (`NAME_BEFORE_GOODS_RE`: "Your Tortuga Express parcel"), when the name has a word of a carrier's trade in it and
    is neither a service level alone ("Your Express delivery") nor the writer's own (`_trade_name`)."""
    cf, kinds = _trade_words(ctx, found)
    if cf is None:
        return {}
    for pattern in (CARRIER_PLACE_RE, NAME_BEFORE_GOODS_RE):
        for m in pattern.finditer(ctx.text):
            raw, a = m.group("name"), m.start("name")
            if _trade_name(ctx.text, raw, a, kinds):
                return {cf: Found(normalize_text(raw), raw, (a, a + len(raw)), "rule", 0.5)}
    return {}


# --------------------------------------------------------------------------- a product named in a letter

# A label's noun as a sentence's subject, the thing it names after a copula: "The product concerned is the Mirelle Steam
# Iron", "The item in question is a Halden Oak Table", "My device is the Orion Router X3".
SUBJECT_DET_RE = re.compile(r"(?:^|(?<=[.!?:])[ \t]+|(?<=\n))[ \t]*(?:the|this|my|our|your)[ \t]+$", re.I)
NAME_COPULA_RE = re.compile(r"(?:[ \t]+(?:concerned|in[ \t]+question|affected|involved|at[ \t]+issue|in[ \t]+this[ \t]+claim))?"
                            r"[ \t]+(?:is|was)[ \t]+(?:(?:the|a|an|my|our|your)[ \t]+)?(?=[A-Z0-9])", re.I)
# The writer's purchase: the verbs of buying, the writer as their subject.
BUY_LEMMAS = frozenset("buy purchase order get".split())
WRITER_SUBJECTS = frozenset("i we".split())


def _product_field(specs) -> str | None:
    """The field of the goods' name, by its role: a name-like text field that is not the carrier's."""
    cf = carrier_field(specs)
    return next((s.name for s in specs if s.type == "text" and s.name_like and s.name != cf), None)


def _product_name(raw: str) -> str | None:
    """A product's name as a letter prints it: capitalised words (a model's number among them), two to eight, not a
    sentence's words after it."""
    raw = rules._before_adverbial(raw).strip().rstrip(".,;")
    words = raw.split()
    if not 2 <= len(words) <= rules.MAX_NAME_WORDS or words[-1] in ("I", "We"):
        return None
    return raw


def product_in_prose(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The product's name no label gave, in a letter: after the field's own label noun as the sentence's subject and a
    copula ("The product concerned is the Mirelle Steam Iron"), or as the object of the writer's buying verb, the name
    right before its subject ("the Tundra 30L Hiking Backpack I bought in March") or right after the verb ("I ordered
    the Vela Pro 2 Grinder"): capitalised words, two or more (`_product_name`)."""
    field = _product_field(ctx.specs)
    if field is None or not _wanted(found, field) or ctx._doc is None:
        return {}
    text = ctx.text
    for h in ctx.hits:
        if h.field != field or SUBJECT_DET_RE.search(text, max(0, h.start - 12), h.start) is None:
            continue
        c = NAME_COPULA_RE.match(text, h.end)
        run = rules.NAME_RUN_RE.match(text, c.end()) if c else None
        name = _product_name(run.group(0)) if run else None
        if name is not None:
            return {field: Found(normalize_text(name), name, (run.start(), run.start() + len(name)), "rule", 0.55)}
    toks = acts.tokens(ctx._doc)
    for i, t in enumerate(toks):
        if t.lemma not in BUY_LEMMAS or t.tag not in ("VBD", "VBN"):
            continue
        j = i - 1
        while j >= 0 and toks[j].lemma == "have":
            j -= 1
        if j < 0 or toks[j].lemma not in WRITER_SUBJECTS:
            continue
        subj = toks[j]
        k = j - 1 if j > 0 and toks[j - 1].lemma in ("that", "which") else j
        ls = text.rfind("\n", 0, subj.start) + 1
        before = None
        for run in rules.NAME_RUN_RE.finditer(text, ls, toks[k].start if k < j else subj.start):
            before = run if not text[run.end():toks[k].start if k < j else subj.start].strip() else before
        after = re.compile(r"[ \t]+(?:(?:the|a|an|this|that|my|our|one[ \t]+of[ \t]+your)[ \t]+)?(?=[A-Z0-9])").match(text, t.end)
        for run in (before, rules.NAME_RUN_RE.match(text, after.end()) if after else None):
            name = _product_name(run.group(0)) if run else None
            if name is not None:
                return {field: Found(normalize_text(name), name, (run.start(), run.start() + len(name)), "rule", 0.5)}
    return {}


# A row of labels over a row of values whose gaps are lost (a scan's or a PDF's text layer: "Order Courier Waybill" over
# "SO-1234 Fastway NZ FW123456789"): each label (a cue, or a run of other words) takes one cell of the row below, where a
# date, an amount or a token with a digit is a cell and a run of words without digits is one cell (a name of several
# words). Read only when the cells are as many as the labels.
def _merged_cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The cells of a value row printed without gaps: dates, amounts and tokens with a digit one cell each, each run of
    words without a digit between them one cell."""
    out: list[tuple[int, int]] = []
    gapped = _cells(text, start, end)
    for ga, gb in gapped:
        run = None
        for a, b in rules.row_cells(text, ga, gb):
            if re.search(r"\d", text[a:b]):
                if run is not None:
                    out.append(run)
                    run = None
                out.append((a, b))
            else:
                run = (run[0], b) if run is not None else (a, b)
        if run is not None:
            out.append(run)
    return out


def _label_groups(text: str, ls: int, le: int, hits) -> list[tuple[int, int, str | None]]:
    """The labels of a row of labels, in order: each cue hit (its field) and each run of other words (no field)."""
    row = sorted({(o.start, o.end, o.field) for o in hits if ls <= o.start and o.end <= le})
    groups, pos = [], ls
    for a, b, f in row:
        if a < pos:
            continue  # (nested in the previous label)
        if re.search(r"\w", text[pos:a]):
            groups.append((pos, a, None))
        groups.append((a, b, f))
        pos = b
    if re.search(r"\w", text[pos:le]):
        groups.append((pos, le, None))
    return groups


def _split_joined_label(text: str, groups: list[tuple[int, int, str | None]], specs) -> list[tuple[int, int, str | None]]:
    """A row's labels with one label read as two fields' labels when it opens with another field's whole cue and the rest
    is still a cue of its own field ("Carrier Tracking no." over "Yurtiçi Kargo 922794282641": the carrier's label, then
    the tracking number's); called when the value row holds one cell more than the labels, and only one label splits."""
    splits = []
    for i, (a, b, f) in enumerate(groups):
        if f is None:
            continue
        own = rules.cue_regex(rules.label_cues(next(s for s in specs if s.name == f)))
        for s in specs:
            m = rules.cue_regex(rules.label_cues(s)).match(text, a, b) if s.name != f else None
            rest = re.compile(r"[ \t]+").match(text, m.end(), b) if m is not None else None
            if rest is not None and own.fullmatch(text, rest.end(), b):
                splits.append((i, [(a, m.end(), s.name), (rest.end(), b, f)]))
                break
    if len(splits) != 1:
        return groups
    i, parts = splits[0]
    return groups[:i] + parts + groups[i + 1:]


def shipment_in_label_row(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier, the tracking number and the shipment's dates no other pass gave, in a row of labels (no digit in it,
    two labels or more, the field's cue among them) over a row of values whose column gaps are lost or kept: the labels
    pair with the value row's cells in order (`_merged_cells`) when they are as many; the carrier's cell must be a name
    (`_name`, no date, no amount), the tracking number's an identifier of its declared shape with six digits, a date's a
    date."""
    cf, tf = carrier_field(ctx.specs), _shipment(ctx, "tracking")
    dates = {n for n in (_shipment(ctx, "sent"), _shipment(ctx, "arrival")) if n is not None}
    wanted = {n for n in (cf, tf, *dates) if n is not None and _wanted(found, n)}
    if not wanted:
        return {}
    text, out = ctx.text, {}
    held = [f.span for f in found.values() if f is not None and f.value is not None and f.span is not None]
    lines = {text.rfind("\n", 0, h.start) + 1 for h in ctx.hits if h.field in wanted}
    for ls in sorted(lines):
        le = text.find("\n", ls)
        if le < 0 or re.search(r"\d", text[ls:le]) or ":" in text[ls:le]:
            continue
        groups = _label_groups(text, ls, le, ctx.hits)
        nxt = re.compile(r"\n[ \t]*(?=\S)").match(text, le)
        if len(groups) < 2 or nxt is None:
            continue
        ne = text.find("\n", nxt.end())
        ne = len(text) if ne < 0 else ne
        cells = _merged_cells(text, nxt.end(), ne)
        if len(cells) == len(groups) + 1:
            groups = _split_joined_label(text, groups, ctx.specs)
        if len(cells) != len(groups) or not any(re.search(r"\d", text[a:b]) for a, b in cells):
            continue
        for (_, _, name), (a, b) in zip(groups, cells):
            if name not in wanted or name in out or any(x < b and a < y for x, y in held):
                continue
            raw = text[a:b].strip()
            if name == cf:
                if _name(raw) is None or rules.date_candidates(text, a, b) or rules.money_candidates(text, a, b) \
                        or any(h.start < b and a < h.end for h in ctx.hits) \
                        or {w.lower() for w in raw.split()} <= NOT_A_CARRIER_WORDS | {"delivery", "shipping", "service"}:
                    continue  # (a service level alone, "Standard", "Express delivery", names no carrier)
                if _a_persons_name(ctx, raw, a):
                    continue
                out[name] = Found(normalize_text(raw), raw, (a, a + len(raw)), "layout", 0.55)
            elif name == tf:
                spec = ctx.schema.fields[name]
                value = identifier_value(raw, spec.shapes) if sum(c.isdigit() for c in raw) >= 6 else None
                if value is None or ABS_DATE_RE.match(raw):
                    continue
                out[name] = Found(value, raw, (a, a + len(raw)), "layout", 0.55)
            else:
                d = rules.date_candidates(text, a, b)
                if len(d) != 1 or (d[0].start(), d[0].end()) != (a, b):
                    continue
                f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.55)
                if f is not None and f.value is not None:
                    out[name] = f
    return out


def carrier_first_in_row(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier when its label opens a row of labels printed without column gaps ("Sent with Numéro de suivi Delivery
    window" over "Loomis Express KEC22740475 2026-04-04"): what follows the label on its line is another label (a cue of
    another field, a tracking label of another language), no name; the name is the first cell below, its capitalised
    words up to the first with a digit (the next label's id or date). Replaces a value read from the next label's words."""
    cf = carrier_field(ctx.specs)
    if cf is None or cf not in found:
        return {}
    f = found.get(cf)
    text = ctx.text
    for h in ctx.hits:
        if h.field != cf or text[text.rfind("\n", 0, h.start) + 1:h.start].strip():
            continue
        le = text.find("\n", h.end)
        if le < 0:
            continue
        at = re.compile(r"[ \t:]*").match(text, h.end).end()
        other = any(o.field != cf and o.start == at for o in ctx.hits) or TRACKING_LABEL_RE.match(text, at) is not None
        if not (other or _tracking_label_rest(text, h.end, at, le)):
            continue
        if f is not None and f.value is not None and not (h.end <= (f.span or (0, 0))[0] < le):
            continue  # (a value found elsewhere stays)
        nxt = re.compile(r"\n[ \t]*").match(text, le)
        run = rules.NAME_RUN_RE.match(text, nxt.end())
        if run is None or any(run.start() <= o.start < run.end() for o in ctx.hits):
            continue  # (a label's words below: the next row of labels, no value)
        words = []
        for w in run.group(0).split():
            if re.search(r"\d", w):
                break
            words.append(w)
        raw = " ".join(words)
        if words and _name(raw) and text.startswith(raw, run.start()):
            return {cf: Found(normalize_text(raw), raw, (run.start(), run.start() + len(raw)), "rule", 0.6)}
    return {}


def _tracking_label_rest(text: str, end: int, at: int, le: int) -> bool:
    """The rest of a label's line is a label ending in a tracking word, no value: no colon after the label, no digit, a
    tracking label in it ("Transportadora  Código de rastreio", its first word misread by OCR, "Cédigo")."""
    return ":" not in text[end:at] and not re.search(r"\d", text[at:le]) and TRACKING_LABEL_RE.search(text, at, le) is not None


def not_the_headers_date(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """A delivery estimate read from the date of the message's own header ("Subject: Delivery details" over "Date: Thu,
    02 Apr 2026") is the day the message was sent, the document's date, no estimate: dropped (a sentence may give it)."""
    field = _shipment(ctx, "arrival")
    f, d = found.get(field), ctx.document_date_found
    if f is None or f.span is None or d is None or d.span is None or not (f.span[0] < d.span[1] and d.span[0] < f.span[1]):
        return {}
    ls = ctx.text.rfind("\n", 0, d.span[0]) + 1
    return {field: None} if rules.HEADER_LINE_RE.match(ctx.text, ls) else {}


# --------------------------------------------------------------------------- an id right after its field's noun in prose

# A noun's id in a sentence or a subject line: the noun, maybe in its plural, then the token ("and return 933081",
# "Re: return SRHD8466", "Your claim CL-5512").
PROSE_NOUN_ID_RE = r"(?<![\w-])(?:{nouns})s?[ \t]+#?(?P<id>[A-Z]{{0,5}}[-/]?\d[A-Z0-9/-]*[A-Z0-9])(?![\w/-])(?![.,]\d)"


@lru_cache(maxsize=64)  # (the document type's identifier fields and their cues)
def _prose_nouns(fields: tuple[tuple[str, tuple[str, ...]], ...]) -> dict[str, tuple[str, ...]]:
    """Each identifier field's nouns before a number-word in its cues ("return" of "return no", "claim" of "claim
    number"), four letters or more, that no other identifier field's cues use."""
    used: dict[str, set[str]] = {}
    for name, cues in fields:
        for c in cues:
            for w in c.lower().split():
                used.setdefault(w, set()).add(name)
    out = {}
    for name, cues in fields:
        nouns = []
        for c in cues:
            ws = c.lower().split()
            if len(ws) == 2 and ws[1] in rules.ID_LABEL_TAILS and re.fullmatch(r"[a-z]{4,}", ws[0]) \
                    and ws[0] not in rules.FUNCTION_WORDS and used.get(ws[0]) == {name}:
                nouns.append(ws[0])
        out[name] = tuple(dict.fromkeys(nouns))
    return out


def id_after_its_noun(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """A case's id no label gave, right after its field's noun in prose or a subject ("This closes order 184/6664/T and
    return 933081"): for the identifier fields of the case entity (the schema's `entity`: a case is referred to by the
    noun of its act; an order's "purchase" is the sale, no reference), a noun only this field's cues give before a
    number-word (`_prose_nouns`; the case's "return", "claim"), then a token of one of the field's declared shapes, five characters or more, not a date, that
    no other field took (its place or its value) and whose leading letters name no other identifier field ("Return
    WEB7382871" is the order's number, `rules.prefix_fit`). The first one in the text."""
    ids = [s for s in ctx.specs if s.type == "identifier"]
    nouns = _prose_nouns(tuple((s.name, tuple(s.cues)) for s in ids if s.entity == "case"))
    text, out = ctx.text, {}
    others = [f for f in found.values() if f is not None and f.value is not None]
    for spec in ids:
        if not _wanted(found, spec.name) or not nouns.get(spec.name) or not spec.shapes:
            continue
        rx = re.compile(PROSE_NOUN_ID_RE.format(nouns="|".join(re.escape(n) for n in nouns[spec.name])), re.I)
        for m in rx.finditer(text):
            raw = m.group("id")
            if len(raw) < 5 or not fits_shape(raw, spec.shapes) or ABS_DATE_RE.match(text, m.start("id")):
                continue
            if any(f.value == raw or (f.span is not None and f.span[0] < m.end("id") and m.start("id") < f.span[1])
                   for f in others):
                continue
            prefix = re.match(r"[A-Z]{2,6}", raw)
            if prefix and any(rules.prefix_fit(prefix.group(0), o) > 0 for o in ids if o.name != spec.name):
                continue
            out[spec.name] = Found(raw, raw, (m.start("id"), m.end("id")), "rule", 0.55)
            break
    return out


# A day's name kept unresolved, then its date ("on Friday, 6 March 2026", "Tue 3 March 2026"): the date it names.
WEEKDAY_THEN_DATE_RE = re.compile(r"[ \t]*+,?+[ \t]*+(?:the[ \t]++)?(?=\d|(?:" + "|".join(m for m in calendar.month_name if m) + r"))", re.I)


def weekday_with_its_date(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """A shipment's date a label or a sentence read as a day's name alone, left unresolved with no document date to
    count from ("on Friday"), when the printed date follows the name ("on Friday, 6 March 2026"): that date."""
    out = {}
    for field in (_shipment(ctx, "sent"), _shipment(ctx, "arrival")):
        f = found.get(field) if field else None
        if f is None or f.value is not None or not f.unresolved or f.span is None \
                or not DAY_OR_MONTH_RE.search(f.raw or ""):
            continue
        m = WEEKDAY_THEN_DATE_RE.match(ctx.text, f.span[1])
        d = ABS_DATE_RE.match(ctx.text, m.end()) if m is not None else None
        g = rules.date_found(d, ctx.document_date, ctx.date_order, f.confidence) if d is not None else None
        if g is not None and g.value is not None:
            out[field] = g
    return out


def carrier_cut_at_label(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier's name without another field's label its run of capitalised words ran into ("Ninja Van. Tracking
    NV44102299", "Acme Couriers Waybill AC-5510"): cut before the first cue of another field inside it; nothing left,
    no carrier. A value without a letter ("sent with 3 boxes") names none either."""
    cf = carrier_field(ctx.specs)
    f = found.get(cf) if cf else None
    if f is None or not f.value or not f.raw or f.span is None:
        return {}
    a, b = f.span
    if not re.search(r"[^\W\d_]", f.value):
        return {cf: None}  # (a count, "sent with 3 boxes": no name)
    kinds = trade_words(carrier_spec(ctx.specs))
    text = ctx.text

    def ends_the_name(h) -> bool:
        """A label after a mark ("Ninja Van. Tracking"), or with its value after it and no word of a carrier's name
        ("Acme Couriers Waybill AC-5510"; "Express delivery (Nordlink Cargo)" keeps its service's word)."""
        if re.search(r"[.;:|,]$", text[a:h.start].rstrip()):
            return True
        return not names_trade(text[h.start:h.end], kinds) and re.match(r"[ \t:#.]*\S*\d", text[h.end:b]) is not None
    cut = min((h.start for h in ctx.hits if h.field != cf and a < h.start < b and ends_the_name(h)), default=None)
    if cut is None:
        return {}
    raw = ctx.text[a:cut].rstrip(" \t.,;:-|(")
    if not raw or _name(raw) is None:
        return {cf: None}
    return {cf: Found(normalize_text(raw), raw, (a, a + len(raw)), f.extractor, f.confidence, f.currency, f.basis,
                      f.unresolved, f.page)}


# The goods leaving the shop's place, as a label or a clause prints it ("Left warehouse: Monday, 30 March 2026", "Departed
# from our depot 3 May", "Out of the warehouse on ..."): a verb of leaving, maybe an article or a possessive and one word,
# then a noun of the place goods are kept or sent from.
LEFT_PLACE_RE = re.compile(
    r"(?<![\w-])(?:left|leaving|departed|departing|dispatched[ \t]+from|despatched[ \t]+from|shipped[ \t]+from|"
    r"sent[ \t]+from|out[ \t]+of)(?:[ \t]+from)?[ \t]+(?:(?:our|the|their|its)[ \t]+)?(?:[^\W\d_]+[ \t]+)?"
    r"(?:warehouse|depot|store|shop|facility|hub|premises|dock|workshop|factory|yard|distribution[ \t]+cent(?:er|re)|"
    r"fulfil{1,2}ment[ \t]+cent(?:er|re))s?(?![\w-])[ \t]*(?::[ \t]*)?(?:on[ \t]+)?", re.I)
LEFT_DATE_REACH = 4  # characters between the place's word and its date (a mark, a space)


def sent_by_leaving_a_place(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The day the goods left no other pass gave: the date right after a verb of leaving and the shop's place
    (`LEFT_PLACE_RE`: "Left warehouse  Friday, 20 February 2026", "departed our depot on 3 May 2026"), a printed date
    or a day's name with its date, or under it when it heads a column; not a condition's ("if it has not left the
    warehouse by ...")."""
    sent = _shipment(ctx, "sent")
    if not _wanted(found, sent):
        return {}
    text = ctx.text
    taken = [f.span for k, f in found.items() if f is not None and f.span is not None and f.value is not None]
    for m in LEFT_PLACE_RE.finditer(text):
        ls = text.rfind("\n", 0, m.start()) + 1
        if CONDITION_RE.search(text, ls, m.start()):
            continue
        le = text.find("\n", m.end())
        le = len(text) if le < 0 else le
        spots = [(m.end(), min(le, m.end() + 40))]
        pe = m.start() + len(m.group(0).rstrip())
        if re.match(r"[ \t]{2,}\S|\t|[ \t]*$", text[pe:le]) and not m.group(0).rstrip().endswith(":"):
            below = rules.value_below(text, m.start())  # (the label heads a column: its date under it)
            if below is not None:
                e = re.compile(r"[ \t]{2,}|\t|\n").search(text, below)
                spots.append((below, e.start() if e else len(text)))
        for s0, e0 in spots:
            for d in rules.date_candidates(text, s0, e0):
                if d.start() - s0 > LEFT_DATE_REACH or not ABS_DATE_RE.search(d.group(0)) \
                        or any(a < d.end() and d.start() < b for a, b in taken):
                    continue
                f = rules.date_found(d, ctx.document_date, ctx.date_order, 0.6)
                if f is not None and f.value is not None:
                    return {sent: f}
    return {}


# A label naming an event by its participle or its -ing noun, maybe with the day's preposition or "date", before its
# mark and a date beside it or opening the next line ("Booked on: 06-Mar-26", "Booking Date: 04/11/2026").
EVENT_LABEL_RE = re.compile(r"(?:^|(?<=\s))(?P<label>[A-Z][a-z]{2,}(?:ed|ing)(?:[ \t]+(?:on|at|date|Date))?)"
                            r"[ \t]*:[ \t]*(?:\n[ \t]*)?(?=\d)")
DISPATCH_BLOCK_LINES = 3  # lines between the event's label and the carrier's or the tracking number's


def sent_by_event_label(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The day the goods left no cue gave, on a document whose act is the sending (the sent field is its type's
    `act_date`): the date after a label naming an event (`EVENT_LABEL_RE`) that no date field's cue covers, printed in
    the block of the carrier or the tracking number found (a few lines from it), and not after the arrival found; only
    when one such label stands there (two events are undecided)."""
    sent, arrival = _shipment(ctx, "sent"), _shipment(ctx, "arrival")
    specs = _specs(ctx)
    if not _wanted(found, sent) or next((s.name for s in specs if s.type == "date" and s.act_date), None) != sent:
        return {}
    text = ctx.text
    anchors = [found[f].span[0] for f in (carrier_field(specs), _shipment(ctx, "tracking"))
               if f and found.get(f) is not None and found[f].value is not None and found[f].span is not None]
    if not anchors:
        return {}
    date_cues = rules.cue_hits(text, [s for s in ctx.schema.fields.values() if s.type == "date"])
    taken = [f.span for f in found.values() if f is not None and f.value is not None and f.span is not None]
    due = found.get(arrival) if arrival else None
    sending = _sending_stems(ctx.schema, sent)
    picked = []
    for m in EVENT_LABEL_RE.finditer(text):
        a, b = m.start("label"), m.end("label")
        if _verb_stem(text[a:b].split()[0]) not in sending or any(h.start < b and a < h.end for h in date_cues) \
                or min(text.count("\n", min(a, x), max(a, x)) for x in anchors) > DISPATCH_BLOCK_LINES:
            continue
        d = rules.date_candidates(text, m.end(), min(len(text), m.end() + 40))
        if not d or d[0].start() != m.end() or any(x < d[0].end() and d[0].start() < y for x, y in taken):
            continue
        f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.55)
        if f is None or not f.value or (due is not None and due.value and str(f.value) > str(due.value)):
            continue
        picked.append(f)
    return {sent: picked[0]} if len(picked) == 1 else {}


def _verb_stem(word: str) -> str:
    """"shipped", "shipping", "ship" -> "ship"; "dispatched" -> "dispatch"; "loading" -> "load"."""
    w = word.lower()
    for suffix in ("ing", "ed", "e"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            break
    return w[:-1] if len(w) > 3 and w[-1] == w[-2] else w


def _sending_stems(schema, sent: str) -> frozenset[str]:
    """The verbs of the sending: the participles of the sent field's cues no other date's cue has ("shipped on", "loading
    date") and the act words of the types the field belongs to ("dispatch", "consign"). An event label dates the sending
    only with one of them: "Printed:", "Updated:" or "Created:" near a tracking number date the page, not the goods'
    leaving."""
    def participles(spec) -> set[str]:
        return {w for cue in spec.cues for w in re.findall(r"[a-z]+", cue.lower()) if w.endswith(("ed", "ing"))}

    others = set().union(*(participles(s) for s in schema.fields.values() if s.type == "date" and s.name != sent))
    words = participles(schema.fields[sent]) - others  # "estimated" qualifies other dates' cues too
    words |= {a.split()[0] for dt in schema.doc_types.values() if sent in dt.fields for act in dt.acts
              for a in act.words}
    return frozenset(_verb_stem(w) for w in words if len(w) >= 3)


def sent_by_its_event_row(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The day the goods left no other pass gave, from a carrier's log of events (a tracking page's rows: "12 May 2026
    16:15  Kuala Lumpur  Shipment picked up"): the row that opens with a date and ends with a cue of the sending (the
    sent field's own cues: picked up, collected, dispatched) is dated by its first cell."""
    sent = _shipment(ctx, "sent")
    if not _wanted(found, sent):
        return {}
    text = ctx.text
    for h in ctx.hits:
        ls = text.rfind("\n", 0, h.start) + 1
        le = text.find("\n", h.end)
        le = len(text) if le < 0 else le
        if h.field != sent or re.search(r"[\d:]", text[h.end:le]):
            continue  # (a label before its value, not an event's last cell)
        d = rules.date_candidates(text, ls, h.start)
        if d and not text[ls:d[0].start()].strip() and ABS_DATE_RE.search(d[0].group(0)):
            f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.6)
            if f is not None and f.value:
                return {sent: f}
    return {}


# A sentence of the languages that put the participle last ("wurde am 06.04.2026 an GLS übergeben", "is op 6 april 2026
# verzonden"): the day's preposition and the date, then the participle of sending (or of handing over: then the carrier
# found stands between them, the goods handed to the carrier and not to the reader) later on its line.
DAY_THEN_DATE_RE = re.compile(r"(?<![\w-])(?:am|op|den)[ \t]+(?=\d)", re.I)
SENT_LAST_RE = re.compile(r"(?<![\w-])(?:versandt|verschickt|versendet|abgeschickt|verzonden|verstuurd|"
                          r"(?P<handed>übergeben|overgedragen|meegegeven|overhandigd))(?![\w-])", re.I)


def sent_before_its_participle(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The day the goods left no other pass gave, in a sentence whose participle of sending comes last
    (`SENT_LAST_RE`): the date after the day's preposition before it on its line; a participle of handing over only
    with the carrier found between the date and it ("am 06.04.2026 an GLS übergeben", never "an Sie übergeben")."""
    sent, cf = _shipment(ctx, "sent"), carrier_field(ctx.specs)
    if not _wanted(found, sent):
        return {}
    text = ctx.text
    carrier = found.get(cf) if cf else None
    for p in SENT_LAST_RE.finditer(text):
        ls = text.rfind("\n", 0, p.start()) + 1
        for day in DAY_THEN_DATE_RE.finditer(text, ls, p.start()):
            d = rules.date_candidates(text, day.end(), p.start())
            if not d or d[0].start() != day.end():
                continue
            if p.group("handed") and (carrier is None or carrier.span is None
                                      or not d[0].end() <= carrier.span[0] < p.start()):
                continue
            f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.6)
            if f is not None and f.value:
                return {sent: f}
    return {}


def not_a_sending_condition(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """A ship date read from a condition's limit ("if your order has not shipped by 3 May", "unless it leaves before
    ...") is a deadline, not the day the goods left: dropped."""
    sent = _shipment(ctx, "sent")
    f = found.get(sent) if sent else None
    if f is None or f.span is None or f.value is None:
        return {}
    text = ctx.text
    for a, b in _sentences(text):
        if a <= f.span[0] < b:
            cond = re.search(r"(?<![\w-])(?:if|unless|should)(?![\w-])", text[a:f.span[0]], re.I)
            limit = LIMIT_BEFORE_RE.search(text, a, f.span[0])
            return {sent: None} if cond is not None and limit is not None else {}
    return {}


def _tells_the_act(ctx, start: int, end: int) -> bool:
    """Does text[start:end] tell the type's act done (a word of its `acts` of mood done, by its lemma: "went out" for
    "go out", "shipped" for "ship")?"""
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    words = {tuple(w.split()) for a in (dt.acts if dt else []) if a.mood == "done" for w in a.words}
    toks = [t for t in ctx.doc if start <= t.idx < end]
    return any(tuple(x.lemma_.lower() if k == 0 else x.lower_ for k, x in enumerate(toks[i:i + len(w)])) == w
               for i in range(len(toks)) for w in words)


def today_of_its_message(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The act's date read from "today" in a chat whose messages are stamped with their days ("[14/03/2026, 10:15]
    Shop: your order went out today with CTT"): the day of the message that tells the act done, not the document's
    date (the first message's stamp) that a sentence's "today" was resolved against. The type's date field declared
    `act_date`, when it holds the document's date."""
    doc_date = ctx.document_date_found
    field = next((s.name for s in ctx.specs if s.type == "date" and s.act_date), None)
    f = found.get(field) if field else None
    if f is None or doc_date is None or f.span != doc_date.span:
        return {}
    text = ctx.text
    for msg in transcript.messages(text):
        ls = text.rfind("\n", 0, msg.name_start) + 1
        stamp = rules.date_candidates(text, ls, msg.name_start)
        if not stamp or not TODAY_RE.search(text, msg.body_start, msg.body_end) \
                or not _tells_the_act(ctx, msg.body_start, msg.body_end):
            continue
        got = rules.date_found(stamp[0], ctx.document_date, ctx.date_order, f.confidence)
        return {field: got} if got is not None and got.value and got.value != f.value else {}
    return {}


def more(ctx, found: dict[str, Found | None], quoted: list[tuple[int, int]] = ()) -> dict[str, Found | None]:
    """What this module adds to or tidies in the found values."""
    out: dict[str, Found | None] = {}
    out.update(weekday_with_its_date(ctx, found))
    out.update(carrier_cut_at_label(ctx, found))
    out.update(not_a_condition(ctx, {**found, **out}))
    out.update(not_the_headers_date(ctx, {**found, **out}))
    out.update(today_of_its_message(ctx, {**found, **out}))
    out.update(delivery_in_prose(ctx, {**found, **out}, quoted))
    out.update(delivery_due(ctx, {**found, **out}))
    out.update(delivery_in_days_for_arrival(ctx, {**found, **out}, quoted))
    out.update(promised_in_prose(ctx, {**found, **out}, quoted))
    out.update(the_refunds_reference(ctx, found))
    out.update(reference_to_quote(ctx, found))
    out.update(payment_reference_by_record(ctx, {**found, **out}))
    out.update(reference_under_a_stronger_label(ctx, {**found, **out}))
    out.update(not_the_earlier_payments_date(ctx, {**found, **out}, quoted))
    out.update(date_after_the_payments_id(ctx, {**found, **out}))
    out.update(labels_of_other_languages(ctx, found))
    out.update(not_a_sending_condition(ctx, {**found, **out}))
    out.update(sent_by_leaving_a_place(ctx, {**found, **out}))
    out.update(values_under_header_cells(ctx, {**found, **out}))
    out.update(shipment_in_label_row(ctx, {**found, **out}))
    out.update(carrier_first_in_row(ctx, {**found, **out}))
    out.update(carrier_by_tracking(ctx, {**found, **out}))
    out.update(carrier_after_copula(ctx, {**found, **out}))
    out.update(carrier_last_in_row(ctx, {**found, **out}))
    out.update(carrier_under_shipping_label(ctx, {**found, **out}))
    out.update(carrier_as_sender(ctx, {**found, **out}))
    out.update(carrier_as_agent(ctx, {**found, **out}))
    out.update(carrier_heading_a_label(ctx, {**found, **out}))
    out.update(carrier_by_its_place_or_goods(ctx, {**found, **out}))
    out.update(taken_in_by_the_writing_carrier(ctx, {**found, **out}))
    out.update(sent_by_its_event_row(ctx, {**found, **out}))
    out.update(sent_by_event_label(ctx, {**found, **out}))
    out.update(sent_before_its_participle(ctx, {**found, **out}))
    out.update(carrier_cut_at_label(ctx, {**found, **out}))
    out.update(tidy_carrier({**found, **out}, carrier_field(ctx.specs) or ""))
    out.update(tracking_by_carrier(ctx, {**found, **out}))
    out.update(tracking_in_track_clause(ctx, {**found, **out}))
    out.update(id_after_its_noun(ctx, {**found, **out}))
    out.update(own_number_by_title(ctx, {**found, **out}))
    out.update(one_printed_id_one_field(ctx, {**found, **out}))
    out.update(order_as_the_shipments_reference(ctx, {**found, **out}))
    out.update(record_opened_label_date(ctx, {**found, **out}))
    out.update(case_after_recording_verb(ctx, {**found, **out}))
    out.update(not_a_labels_number_word(ctx, {**found, **out}))
    out.update(product_under_goods_label(ctx, {**found, **out}))
    out.update(product_as_object(ctx, {**found, **out}))
    out.update(product_in_prose(ctx, {**found, **out}))
    out.update(fault_in_prose(ctx, {**found, **out}))
    out.update(ticked_box_of_a_list(ctx, {**found, **out}))
    return out


# A form's list of choices, one a line, each after its box: an empty box ("[ ]", "( )", "☐") or a ticked one ("[x]",
# "[X]", "[✓]", "(x)", "☒", "☑", "■"), as forms print them and as text layers and OCR give them.
BOX_LINE_RE = re.compile(r"(?m)^[ \t]*(?:(?P<ticked>[\[(][ \t]*[xX✓✔✗*][ \t]*[\])]|[☒☑■✓✔])"
                         r"|[\[(][ \t]*[\])]|[☐□])[ \t]*(?P<choice>\S[^\n]*)$")
# A choice's own label before the words written on its line ("Other: crackling in loud places", "Other (specify):").
CHOICE_LABEL_RE = re.compile(r"[^\W\d][\w ()/-]{0,30}?:[ \t]*(?=\S)")


def ticked_box_of_a_list(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """A text value read from a list of boxed choices (the line under "Problem (tick one):" is the list's first box,
    ticked or not) is the ticked choice of that list: its words, after the choice's own label when one is written in
    ("[x] Other: crackling sound" -> "crackling sound"). Only a list with one box ticked answers."""
    text = ctx.text
    out: dict[str, Found] = {}
    for spec in ctx.specs:
        f = found.get(spec.name)
        if spec.type != "text" or f is None or f.span is None:
            continue
        ls = text.rfind("\n", 0, f.span[0]) + 1
        first = BOX_LINE_RE.match(text, ls)
        if first is None:
            continue
        block = [first]
        while (nxt := BOX_LINE_RE.match(text, block[-1].end() + 1)) is not None:
            block.append(nxt)
        ticked = [m for m in block if m.group("ticked")]
        if len(ticked) != 1:
            continue
        start, end = ticked[0].span("choice")
        lab = CHOICE_LABEL_RE.match(text, start, end)
        start = lab.end() if lab else start
        raw = text[start:end].rstrip()
        out[spec.name] = Found(normalize_text(raw), raw, (start, start + len(raw)), "rule", 0.6)
    return out


# A case's id after the verb that recorded it or sent its goods back, then "as" / "under" ("your report has been logged
# as WR/2026/3318", "the repair was registered as job 71120", "I sent it back under RMA-44120"): the verbs are general
# vocabulary of keeping a record (a dictionary's synonyms of "record": log, register, file, enter, book, open, raise,
# create) and of returning goods (send / ship / post / mail ... back, return); up to three small words (the object, a
# noun naming the id: "job", "return number") between the verb or "as" / "under" and the id.
RECORDED_AS_RE = re.compile(
    r"(?<![\w-])(?:(?:logg|register|record|fil|enter|book|open|rais|creat)ed"
    r"|(?:sent|shipped|posted|mailed|returned)(?:[ \t]+(?:it|them|(?:the|my|your)[ \t]+[a-z]+))?(?:[ \t]+back)?)"
    r"[ \t]+(?:as|under)[ \t]+(?:(?:the|a|an|our|your|my)[ \t]+)?(?:[a-z]+\.?[ \t]+){0,3}(?:#|no\.?[ \t]*)?"
    r"(?=[A-Za-z0-9/-]*\d)", re.I)


def case_after_recording_verb(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The case's id no label gave, after a verb that recorded the case or sent its goods back (`RECORDED_AS_RE`): for
    the type's case key of the case entity (the schema's roles), a token of an identifier's form (a declared shape of
    the field, or `looks_like_identifier`), not a date, not an amount, that no other field took."""
    field = _case_key(ctx)
    if field is None or not _wanted(found, field):
        return {}
    spec, text = ctx.schema.fields[field], ctx.text
    ids = {s.name for s in ctx.specs if s.type == "identifier"}  # (a text field's span may hold the sentence)
    others = [f for n, f in found.items() if n in ids and f is not None and f.value is not None]
    for m in RECORDED_AS_RE.finditer(text):
        tid = rules.ID_TOKEN_RE.match(text, m.end())
        if tid is None:
            continue
        raw = tid.group(0).split()[0].rstrip(".,;:)-/")
        if ABS_DATE_RE.match(text, tid.start()) or rules.in_amount(text, tid.start()) \
                or not (fits_shape(raw, spec.shapes) or rules.looks_like_identifier(raw, rules.own_prefix(spec))):
            continue
        if any(f.value == raw or (f.span is not None and f.span[0] < tid.start() + len(raw) and tid.start() < f.span[1])
               for f in others):
            continue
        return {field: Found(raw, raw, (tid.start(), tid.start() + len(raw)), "rule", 0.55)}
    return {}


# --------------------------------------------------------------------------- the product and the fault of a claim (fields17)

# The head nouns of a label (or a sentence's subject) that name the goods a claim is about: general vocabulary of goods
# (a dictionary's hypernyms of "product": item, article, goods, unit, device, machine, appliance, equipment, tool, part,
# component, model, apparatus, instrument, gadget, accessory), singular; a plural or an OCR'd case does not matter.
GOODS_NOUNS = frozenset("product item article goods unit device machine appliance equipment tool part component model "
                        "apparatus instrument gadget accessory merchandise".split())
# "Machine: Stihl MS 182 Chainsaw", "Replacement part - X": a label of one to three words on its own line's start, its
# last word a goods noun, a colon, the value.
GOODS_LABEL_RE = re.compile(r"(?m)^[ \t]*(?P<label>(?:[A-Za-z][\w/-]*[ \t]+){0,2}(?P<head>[A-Za-z]+))[ \t]*:[ \t]*"
                            r"(?P<value>[A-Z0-9][^\n]*)")
# "The machine is the Battery 36V 6Ah Li-ion": a goods noun as a sentence's subject, the name after its copula.
GOODS_SUBJECT_RE = re.compile(r"(?:^|(?<=[.!?:])[ \t]+|(?<=\n))[ \t]*(?:the|this|my|our)[ \t]+(?P<head>[a-z]+)(?=[ \t])", re.I)


def _goods_noun(word: str) -> bool:
    w = word.lower()
    return w in GOODS_NOUNS or (w.endswith("s") and w[:-1] in GOODS_NOUNS)


# The words by which a label names a number rather than a thing ("Model No.:", "Article Nr.:", "Item number:", "Part #:").
NUMBER_WORD_RE = re.compile(r"(?:no|nr|nos|num|number|#)\.?", re.I)


def not_a_labels_number_word(ctx, found: dict[str, Found | None]) -> dict[str, None]:
    """No product's name read from a label's own number word: "Model No.: SMS4HVI33G" labels the model's number, its
    "No." no name (the goods' name is then another label's or the prose's)."""
    field = _product_field(ctx.specs)
    f = found.get(field) if field else None
    if f is None or f.raw is None or not NUMBER_WORD_RE.fullmatch(f.raw.strip()):
        return {}
    return {field: None}


def product_under_goods_label(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The product's name no cue gave: the value of a label whose head noun is a kind of goods ("Machine:", "Unit:",
    "Appliance:", "Spare part:"), or the name after a goods noun as a sentence's subject and a copula ("The machine is
    the X"). The value is a name: it opens with a capital or a digit, one to eight words, cut before another field's
    label; a label that is another field's own cue is that field's, not the product's."""
    field = _product_field(ctx.specs)
    if field is None or not _wanted(found, field):
        return {}
    text, hits = ctx.text, ctx.hits
    for m in GOODS_LABEL_RE.finditer(text):
        if not _goods_noun(m.group("head")) or rules.HEADER_LINE_RE.match(m.group("label")):
            continue
        if any(h.field != field and h.start <= m.start("head") < h.end for h in hits):
            continue  # ("Serial unit:", "Return item:": another field's label)
        start = m.start("value")
        line_end = m.end("value")
        end = rules._value_end(text, start, min(line_end, start + 160), hits, field)
        end = rules.cut_at_other_field(text, start, end, hits, field)
        raw = text[start:end].rstrip().rstrip(rules.JUNK)
        if raw and len(raw.split()) <= rules.MAX_NAME_WORDS and re.match(r"[A-Z0-9]", raw):
            return {field: Found(normalize_text(raw), raw, (start, start + len(raw)), "rule", 0.6)}
    for m in GOODS_SUBJECT_RE.finditer(text):
        if not _goods_noun(m.group("head")):
            continue
        c = NAME_COPULA_RE.match(text, m.end())
        run = rules.NAME_RUN_RE.match(text, c.end()) if c else None
        name = _product_name(re.split(r"[.!?](?=\s)", run.group(0))[0]) if run else None  # (not past its sentence)
        if name is not None:
            return {field: Found(normalize_text(name), name, (run.start(), run.start() + len(name)), "rule", 0.55)}
    return {}


# The goods a claim is about, as the object of the writer's purchase ("I bought a Breville Barista Express espresso
# machine"), the noun a purchase's relative clause describes ("the Bosch Serie 4 dishwasher I ordered") or the noun after
# a claim's preposition ("a warranty claim for my Philips Hue Go lamp"): the noun chunk, without its determiner.
CLAIM_NOUN_LEMMAS = frozenset("claim warranty guarantee return refund repair replacement request".split())
CLAIM_PREPS = frozenset("for on regarding concerning about".split())


def _named_chunk(doc, tok) -> tuple[int, int] | None:
    """The character span of the noun phrase `tok` heads (its modifiers before it, a model's number right after it:
    "the Document Camera DC-8"), without a leading determiner or possessive, when it is a product's name: two to eight
    words, the first a capitalised word or a digit, no punctuation between."""
    mods = ("compound", "amod", "nummod", "nmod", "det", "poss", "predet")
    lefts = [c for c in tok.lefts if c.dep_ in mods]
    start = min((c.left_edge.i for c in lefts), default=tok.i)
    end = tok.i
    for c in tok.rights:
        if c.dep_ in ("nummod", "compound") and c.i == end + 1:
            end = c.right_edge.i
    words = list(doc[start:end + 1])
    while words and (words[0].dep_ in ("det", "poss", "predet") or words[0].tag_ in ("DT", "PRP$")):
        words = words[1:]
    inner = [t for t in words[1:-1] if t.is_punct and t.text == "-" and not doc[t.i - 1].whitespace_
             and not t.whitespace_]  # a hyphen inside a word ("three-seat") is the word's, no stop
    if not 2 <= len(words) - 2 * len(inner) <= rules.MAX_NAME_WORDS \
            or any((t.is_punct and t not in inner) or t.is_space for t in words):
        return None
    if words[0].lemma_.lower() in WRITER_SUBJECTS or not re.match(r"[A-Z0-9]", words[0].text):
        return None
    opening = words[0].i == 0 or words[0].is_sent_start or doc[words[0].i - 1].text in (":", "\n") \
        or doc[words[0].i - 1].is_space
    if opening and not any(re.match(r"[A-Z0-9]", t.text) for t in words[1:]):
        return None  # a sentence's or a value's first word has its capital from its place: "Motor assistance drops out"
    return words[0].idx, words[-1].idx + len(words[-1].text)


def _apposition(tok):
    """The noun an apposition names `tok` by, else `tok`: a parser may hang the goods' name on a greeting's word read
    as the subject ("Good evening po, my Xiaomi Redmi Note 13 stopped working": "po" the subject, the name its
    apposition)."""
    return next((c for c in tok.children if c.dep_ == "appos" and c.pos_ in ("NOUN", "PROPN")), tok)


def product_as_object(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The product's name no label gave, by the sentence's grammar (spaCy's parse): the object of the writer's buying
    verb, the noun a buying relative clause describes, or the noun after a claim's or a request's preposition; its whole
    noun chunk (`_named_chunk`)."""
    field = _product_field(ctx.specs)
    if field is None or not _wanted(found, field) or ctx._doc is None:
        return {}
    from stages.spacy_model import with_dependencies
    doc = with_dependencies(ctx._doc)
    cands = []
    for t in doc:
        lemma = t.lemma_.lower()
        if t.pos_ == "VERB" and lemma in BUY_LEMMAS:
            writer = any(c.dep_ in ("nsubj", "nsubjpass") and c.lemma_.lower() in WRITER_SUBJECTS for c in t.children)
            if not writer:
                continue
            cands += [c for c in t.children if c.dep_ == "dobj"]
            if t.dep_ == "relcl" and t.head.pos_ in ("NOUN", "PROPN"):
                cands.append(t.head)
        elif lemma in CLAIM_NOUN_LEMMAS:
            for p in t.children:
                if p.dep_ == "prep" and p.lower_ in CLAIM_PREPS:
                    cands += [c for c in p.children if c.dep_ == "pobj"]
    # then the goods as the subject of a sentence about their warranty or their failing ("The Document Camera DC-8 is
    # still under warranty", "my Garmin Forerunner 255 watch won't turn on"): tried also when what the writer bought
    # was named by its kind only ("I bought an espresso machine ... my Breville Barista Express no longer heats")
    subjects = [_apposition(t) for t in doc if t.dep_ in ("nsubj", "nsubjpass") and t.pos_ in ("NOUN", "PROPN")
                and (any(w.lemma_.lower() in ("warranty", "guarantee") for w in t.sent) or _fault_token(t.sent, doc) is not None)]
    for group in (cands, subjects):
        for c in sorted(group, key=lambda c: c.i):
            span = _named_chunk(doc, c)
            if span is not None and any(h.field != field and h.start < span[1] and span[0] < h.end for h in ctx.hits):
                continue  # ("a claim for Order 5519": another field's label and value, not goods)
            if span is not None:
                raw = ctx.text[span[0]:span[1]]
                return {field: Found(normalize_text(raw), raw, span, "rule", 0.5)}
    return {}


# --------------------------------------------------------------------------- the fault stated in prose (fields17)

# The verbs of goods failing (general vocabulary: what a dictionary lists under "malfunction"), as lemmas.
FAULT_VERBS = frozenset("stop fail break leak crack snap flicker rattle overheat jam wobble slip die burn freeze crash "
                        "split tear peel chip shatter rust squeak creak buzz smoke spark short malfunction drip "
                        "fray fade shrink warp dent bend loosen collapse rip melt corrode seize stick".split())
# The adjectives of goods in a bad state.
FAULT_ADJECTIVES = frozenset("faulty broken damaged defective dead cracked loose bent torn chipped scratched dented "
                             "missing wrong stuck unusable inoperable".split())
# A claim's own words: a sentence that asks, greets or speaks of the claim, the receipt or the warranty is not the fault.
NOT_FAULT_LEMMAS = frozenset("warranty guarantee claim receipt please refund repair replace replacement".split())


def _fault_token(sent, doc) -> object | None:
    """The word of a sentence that states goods failing: a failure verb, a bad state's adjective, or a verb the goods
    (not the writer or the reader) do not do ("the burners never catch", "the lid will not stay open")."""
    for t in sent:
        lemma = t.lemma_.lower()
        if lemma in NOT_FAULT_LEMMAS or t.lower_ in CONDITION_WORDS:
            return None  # (the claim's own words; a condition or a rule: "If your item arrives damaged, ...")
    for t in sent:
        lemma = t.lemma_.lower()
        if t.pos_ == "VERB" and lemma in FAULT_VERBS or t.pos_ in ("ADJ", "VERB") and t.lower_ in FAULT_ADJECTIVES:
            return t
        if t.dep_ == "neg" or t.lower_ in ("never",) or (t.lower_ == "longer" and t.i > 0 and doc[t.i - 1].lower_ == "no"):
            verb = t.head
            while verb.pos_ == "ADV" and verb.head.i != verb.i:  # ("no longer": "no" hangs on "longer")
                verb = verb.head
            subj = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
            if verb.pos_ in ("VERB", "AUX") and subj and subj[0].lemma_.lower() not in ("i", "we", "you", "that", "this"):
                return t
            if verb.pos_ == "VERB" and not subj and verb.dep_ == "conj" and not any(
                    w.lower_ in PERSONS for w in sent):  # "Cuts out after a while and will not restart": the goods'
                return t  # subject left out, no person in the sentence
    return None


# A time adverbial opening a sentence before its subject: "Since last week the pump ...", "After two months, my ...".
LEADING_TIME_RE = rules.LEADING_TIME_RE


CONDITION_WORDS = frozenset("if unless must may should whether case".split())
PERSONS = frozenset("i we you me us my our your".split())


def _label_row(text: str, start: int, end: int) -> bool:
    """Does the line from `start` open with a label ("Customer:", "[10:02] Agent:"): three words at most before a
    colon (a sentence's explaining colon comes after a clause: "the fryer has to go back: ...")?"""
    m = re.match(r"[ \t]*([^\n:]{1,40}):", text[start:end])
    return bool(m) and len(re.findall(r"[A-Za-z]+", m.group(1))) <= 3


def fault_in_prose(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """A warranty claim's fault (or a return's reason) no label or cue gave, for the type's first text field declared
    `fault`: the first sentence of the body that states goods failing (`_fault_token`), as printed, without a leading
    time adverbial before its subject ("Since Easter the igniter clicks ..." -> "the igniter clicks ..."). Header lines,
    quoted lines, label rows and questions are passed over; three to forty words."""
    field = next((s.name for s in ctx.specs if s.fault and _wanted(found, s.name)), None)
    if field is None or ctx._doc is None:
        return {}
    from stages.spacy_model import with_dependencies
    doc = with_dependencies(ctx._doc)
    text = ctx.text
    for a, b in _sentences(text):
        seg = text[a:b]
        s0 = a + len(seg) - len(seg.lstrip())
        while True:  # the form's label rows above the sentence ("Customer: Daniel Reyes\nThe kettle ...") are theirs
            nl = text.find("\n", s0, b)
            if nl < 0 or not _label_row(text, s0, nl):
                break
            s0 = nl + 1 + len(text[nl + 1:b]) - len(text[nl + 1:b].lstrip())
        ls = text.rfind("\n", 0, s0) + 1
        if rules.HEADER_LINE_RE.match(text, ls) or text[ls:s0].lstrip().startswith(">") or text[b:b + 1] == "?":
            continue
        if "?" in seg:
            continue
        sent = doc.char_span(s0, b, alignment_mode="expand")
        if sent is None or not 3 <= len([t for t in sent if not t.is_punct]) <= 40:
            continue
        fault = _fault_token(sent, doc)
        if fault is None:
            continue
        colon = text.rfind(":", s0, fault.idx)
        if colon >= 0:
            if _label_row(text, s0, b):
                continue  # a label row or a speaker's line: its own field's
            s0 = colon + 1 + len(text[colon + 1:b]) - len(text[colon + 1:b].lstrip())  # the clause a colon explains
        lead = LEADING_TIME_RE.match(text, s0, b)
        s = lead.end() if lead else s0
        raw = text[s:b].strip().rstrip(".!;")
        if len(raw.split()) >= 3:
            return {field: Found(normalize_text(raw), raw, (s, s + len(raw)), "rule", 0.5)}
    return {}


# --------------------------------------------------------------------------- the carrier as the agent of the sending (refs19)

# A clause about the sending: its verb one of the carrier's context words the schema declares (`context_words`: deliver,
# carry, ship, dispatch, send, travel, hand, pick, collect, ...), or a verb whose subject or object is the goods ("Your
# parcel left us today using ...", "X is bringing your order"); a proper name in it as the verb's subject, its means
# ("with", "via", "by", "through", "using") or the party it was handed over to is the carrier.
GOODS_LEMMAS = frozenset("parcel package order shipment consignment goods item box delivery packet pallet".split())
MEANS_PREPS = frozenset("with via by through using".split())
HANDED_PREPS = frozenset(["to"])  # "handed over to <Name>", "passed on to <Name>"


def _proper_run(tok) -> tuple[int, int] | None:
    """The token's proper name as printed: it and the capitalised words compounded before it (a tagger may read a
    name's first word as an adjective: "Pelican Couriers"), all capitalised, one to four words; a capitalised article
    inside a sentence is the name's own ("with An Post", "via The Courier Guy")."""
    if tok.pos_ != "PROPN" or not tok.text[:1].isupper():
        return None
    first = tok
    for left in reversed(list(tok.lefts)):
        if left.i == first.i - 1 and left.dep_ in ("compound", "amod", "nmod") and left.text[:1].isupper() \
                and left.pos_ in ("PROPN", "ADJ", "NOUN"):
            first = left
        elif left.i == first.i - 1 and left.dep_ == "det" and left.text[:1].isupper() and left.i != left.sent.start:
            first = left
    if tok.i - first.i > 3:
        return None
    return first.idx, tok.idx + len(tok.text)


def _about_sending(verb, acts: frozenset[str]) -> bool:
    """A verb of the sending (`acts`: the carrier's declared context words), or one whose subject or object is the
    goods."""
    if verb.lemma_.lower() in acts:
        return True
    return any(c.dep_ in ("nsubj", "nsubjpass", "dobj") and c.lemma_.lower() in GOODS_LEMMAS for c in verb.children)


def _role_noun(tok, cues: frozenset[str]) -> bool:
    """Is the token the head of a noun phrase that is one of the carrier's cues ("our delivery partner", "the courier"):
    its compounds and it, lower-cased?"""
    words = [c.lower_ for c in tok.lefts if c.dep_ == "compound"] + [tok.lower_]
    return tok.pos_ == "NOUN" and " ".join(words) in cues


def _agent_names(doc, acts: frozenset[str], cues: frozenset[str] = frozenset()):
    """(start, end, role, titled) of each proper name standing as the sending's subject ("subject"), means ("means"),
    recipient ("handed") or the goods' holder ("holder") in the doc, in order. A name in apposition to a noun stands where that noun stands ("handed
    over to our delivery partner Delhivery", "with the courier, Skynet,"); `titled` when that noun phrase is one of the
    carrier's cues (`cues`): the sentence names the name's role."""
    for tok in doc:
        if tok.pos_ != "PROPN" or tok.dep_ in ("compound",):
            continue
        titled = tok.dep_ == "appos" and _role_noun(tok.head, cues)
        node = tok.head if titled else tok
        head = node.head
        if node.dep_ == "nsubj" and head.pos_ in ("VERB", "AUX") and _about_sending(head, acts):
            role = "subject"
        elif node.dep_ == "pobj" and head.lower_ in MEANS_PREPS and head.head.pos_ == "VERB" and _about_sending(head.head, acts):
            role = "means"
        elif node.dep_ == "pobj" and head.lower_ == "with" and head.head.lemma_ == "be" and _about_sending(head.head, acts):
            role = "holder"  # ("Your order is with An Post now": the goods are with whoever carries them)
        elif node.dep_ == "pobj" and head.lower_ in HANDED_PREPS and head.head.pos_ == "VERB" \
                and head.head.lemma_.lower() in acts and any(c.dep_ == "prt" for c in head.head.children):
            role = "handed"  # ("handed over to ...", "passed on to ...")
        elif node.dep_ == "dobj" and head.lemma_.lower() == "use" \
                and any(t.pos_ == "VERB" and t is not head and _about_sending(t, acts) for t in head.sent):  # ("Sent using ...")
            role = "means"
        else:
            continue
        span = _proper_run(tok)
        if span is not None:
            yield span[0], span[1], role, titled


def _names_the_sender(text: str, raw: str, start: int) -> bool:
    """The name is the writer's own (the shop's): printed elsewhere on a line of its own (a signature, a letterhead) or
    in a header line ("From: ...")."""
    for m in re.finditer(re.escape(raw), text):
        if m.start() == start:
            continue
        ls = text.rfind("\n", 0, m.start()) + 1
        le = text.find("\n", m.end())
        line = text[ls:len(text) if le < 0 else le]
        if line.strip() == raw or re.match(r"[ \t>]*(?:from|von|de|van)[ \t]*:", line, re.I):
            return True
        # (the name's last words, its first read apart by the tagger: "Parcel Gifts" of a "Coastal Parcel Gifts" line)
        whole = rules.NAME_RUN_RE.fullmatch(line.strip())
        if whole is not None and line.strip().endswith(" " + raw) and len(line.split()) <= 6:
            return True
    return False


def carrier_as_agent(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The carrier no other pass gave, as the proper name the sending is done by, in a clause about the sending
    (`_about_sending`): the verb's subject ("Quillspeed Logistics picked up your parcel"), its means ("sent with Veltro
    Cargo", "using Pelican Couriers", "shipped by Kestrel Parcel Service") or whom the goods were handed over to, by the
    dependency parse; a name of the tagger's proper nouns, four words at most, not a word of the schema's labels, not
    the writer's own name (`_names_the_sender`), or whom the goods are with ("Your order is with An Post"). A subject,
    a recipient or a holder may be the shop or a person ("Harbour Lane
    Studio will deliver it personally"): it must name a carrier's trade (the field's `name_words`) or be an initialism,
    or stand in apposition to one of the carrier's cues ("to our delivery partner Delhivery": the sentence names its
    role)."""
    spec = carrier_spec(ctx.specs)
    if spec is None or not _wanted(found, cf := spec.name) or not spec.context_words:
        return {}
    from stages.spacy_model import with_dependencies

    text = ctx.text
    acts = frozenset(w.lower() for w in spec.context_words)
    kinds = trade_words(spec)
    label_words = _no_name_words(ctx)
    held = [f.span for f in found.values() if f is not None and f.span is not None and f.value is not None]
    cues = frozenset(c.lower() for c in spec.cues)
    for a, b, role, titled in _agent_names(with_dependencies(ctx.doc), acts, cues):
        raw = text[a:b]
        if _name(raw) is None or {w.lower() for w in raw.split()} <= label_words or DAY_OR_MONTH_RE.fullmatch(raw.split()[-1]) \
                or any(s < b and a < e for s, e in held) or _names_the_sender(text, raw, a):
            continue
        if role != "means" and not titled \
                and not (names_trade(raw, kinds) or any(w.isupper() and len(w) >= 2 for w in raw.split())):
            continue
        return {cf: Found(normalize_text(raw), raw, (a, b), "rule", 0.55)}
    return {}


# --------------------------------------------------------------------------- the tracking number in a sentence of tracking (refs19)

# A sentence that tells the reader to follow the goods ("Track it with this code: ...", "Trace it with this number",
# "Follow it using this number", "Track with code ...", "(tracking CV-77190233)"): a verb of tracing the goods, in
# English and the languages a shop writes without English; "follow" only with the goods or "it" after it.
TRACK_CLAUSE_RE = re.compile(r"(?<![\w-])(?:track\w*|trac(?:e|ing)|follow(?:ing)?[ \t]+(?:it|them|(?:your|the)[ \t]+\w+)|"
                             r"verfolg\w*|suivre|suivez|seguir|segui|volg\w*|rastre\w*|[sś]led\w*)(?![\w-])", re.I)
TRACK_REACH = 60  # characters after the tracing word in which its number stands


def tracking_in_track_clause(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The tracking number no label gave, in a sentence of tracing the goods (`TRACK_CLAUSE_RE`): the first token after
    the tracing word, in the same sentence (or on the next line after a colon), of the tracking field's declared shape
    once its hyphens are dropped, eight characters or more with six digits, that no other field took and that is no
    date, amount or phone number."""
    tf = _shipment(ctx, "tracking")
    if not _wanted(found, tf):
        return {}
    spec = next((s for s in ctx.specs if s.name == tf), None)
    if spec is None or not spec.shapes:
        return {}
    text = ctx.text
    taken = [f.span for n, f in found.items() if f is not None and f.span is not None and n != tf and f.value is not None]
    for t in TRACK_CLAUSE_RE.finditer(text):
        stop = re.compile(r"[.!?](?=\s|$)|\n[ \t]*\n").search(text, t.end())
        end = min(t.end() + TRACK_REACH, stop.start() if stop else len(text))
        for m in CARRIER_TOKEN_RE.finditer(text, t.end(), end):
            raw, joined = m.group(0), m.group(0).replace("-", "")
            if len(joined) < 8 or sum(c.isdigit() for c in joined) < 6 or not fits_shape(joined, spec.shapes):
                continue
            if any(s < m.end() and m.start() < e for s, e in taken) or ABS_DATE_RE.match(text, m.start()) \
                    or CURRENCY_BEFORE_RE.search(text, max(0, m.start() - 6), m.start()) or PHONE_SHAPE_RE.match(raw):
                continue
            return {tf: Found(raw, raw, (m.start(), m.end()), "rule", 0.55)}
    return {}


# --------------------------------------------------------------------------- the payment's reference by the record it names (refs19)

# The records a payment leaves, whose number is the payment's reference: the receipt, the slip or voucher, the
# confirmation, the transaction, the transfer, the remittance, the trace, the payout, the settlement, the authorisation
# (general vocabulary of banking, with the payment field's own cue nouns added from the schema).
RECORD_NOUNS = ("receipt", "slip", "voucher", "confirmation", "transaction", "txn", "trx", "transfer", "remittance",
                "trace", "payout", "settlement", "authori[sz]ation", "clearing", "wire")
ID_TAIL = r"(?:no|nr|number|num|#|id|ref|reference|code)\.?"
# A payment verb and "under" before the id ("the refund was executed on 2 June under TRX-...", "processed under
# reference ZP4471920"): the id the payment was made under.
UNDER_RE = re.compile(r"(?<![\w-])under[ \t]+(?:(?:the|reference|ref\.?|number|no\.?|id|code)[ \t]+){0,2}", re.I)
SENTENCE_END_RE = re.compile(r"[.!?](?=\s)|\n[ \t]*\n")
PAID_VERB_RE = re.compile(r"(?<![\w-])(?:execut\w*|process\w*|paid|made|sent|issued|transferred|credited|booked|"
                          r"refunded|remitted|settled|wired)(?![\w-])", re.I)


@lru_cache(maxsize=8)
def _record_label_re(cue_nouns: tuple[str, ...]) -> re.Pattern:
    nouns = "|".join(RECORD_NOUNS + tuple(re.escape(n) for n in cue_nouns))
    return re.compile(rf"(?<![\w-])(?:{nouns})\.?(?:[ \t]+{ID_TAIL}(?:[ \t]*[:#])?|[ \t]*[:#])[ \t]*(?:\n[ \t]*)?(?=[A-Za-z0-9])"
                      rf"|(?<![\w-])(?:{nouns})[ \t]*\n[ \t]*(?=[A-Za-z0-9])", re.I)


def _payment_id(ctx, found, field, start: int, labelled: int | None = None) -> tuple[Found, list[str]] | None:
    """The id token at `start` when it can be the payment's reference: four digits or more, the field's declared shape,
    no date nor amount, no value or place another field holds (but one that holds it by its shape alone, when a record's
    label names it: then the field is returned among the holders, to be emptied); unless a record's label names it
    (`labelled`: the label's start), no leading letters that name another identifier field."""
    text = ctx.text
    tok = rules.ID_TOKEN_RE.match(text, start)
    if tok is None:
        return None
    raw = tok.group(0).split()[0].rstrip(".,;:)")
    spec = ctx.schema.fields[field]
    value = identifier_value(raw, spec.shapes) if sum(c.isdigit() for c in raw) >= 4 else None
    if value is None or ABS_DATE_RE.match(text, start) or CURRENCY_BEFORE_RE.search(text, max(0, start - 6), start):
        return None
    span = (start, start + len(raw))
    holders = [n for n, f in found.items() if f is not None and f.value is not None and n != field and (
               f.value == value or (f.span is not None and f.span[0] < span[1] and span[0] < f.span[1]))]
    lead = re.match(r"[A-Z]{2,6}", raw)
    if holders and not (labelled is not None and lead is not None and all(
            _held_without_label(ctx, n, labelled, start)
            and rules.prefix_fit(lead.group(0), ctx.schema.fields[n]) > 0 for n in holders)):
        return None
    prefix = re.match(r"[A-Z]{2,6}", raw)
    if prefix and labelled is None and any(rules.prefix_fit(prefix.group(0), o) >= 1 for o in ctx.specs
                      if o.type == "identifier" and o.name != field):
        return None
    return Found(value, raw, span, "rule", 0.55), holders


def _held_without_label(ctx, name: str, label_start: int, start: int) -> bool:
    """Another field holds the id by its shape alone (its leading letters, checked by the caller): no cue of that field
    stands between the record's label and the id, nor before the label on its line."""
    ls = ctx.text.rfind("\n", 0, label_start) + 1
    return not any(h.field == name and ls <= h.start < start for h in ctx.hits)


def payment_reference_by_record(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The payment reference no label gave, in a document of the executed payment: the id labelled by the noun of a
    record a payment leaves (`RECORD_NOUNS`, with the payment field's cue nouns: "Receipt no. R-...", "Refund receipt
    no." over its value, "Remittance ID: ..."), on its line or the next, or the id a clause of paying names after
    "under" ("executed on 2 June under TRX-7719-20044"); not in a clause about the earlier sale (`SALE_CLAUSE_RE`)."""
    field = _payment_field(ctx)
    if field is None or not _wanted(found, field):
        return {}
    text = ctx.text
    # (the payment field's cue nouns that no other identifier field's cues use: not a card's or an account's number)
    others = {w for s in ctx.schema.fields.values() if s.type == "identifier" and s.name != field
              for c in s.cues for w in re.findall(r"[^\W\d_]+", c.lower())}
    cue_nouns = tuple(sorted({w for c in ctx.schema.fields[field].cues for w in re.findall(r"[^\W\d_]{4,}", c.lower())}
                             - others - {"reference", "number", "code", "card", "account"} - rules.FUNCTION_WORDS))
    cands = []
    for m in _record_label_re(cue_nouns).finditer(text):
        if SALE_CLAUSE_RE.search(text, _clause_before(text, m.start())[0], m.end()) or earlier_payment_label(text, m.start()):
            continue
        cands.append((m.end(), m.start()))
    for m in UNDER_RE.finditer(text):
        s0 = max([0] + [x.end() for x in SENTENCE_END_RE.finditer(text, 0, m.start())])
        if PAID_VERB_RE.search(text, s0, m.start()) and not SALE_CLAUSE_RE.search(text, s0, m.start()):
            cands.append((m.end(), None))
    for start, labelled in sorted(cands, key=lambda c: c[0]):
        got = _payment_id(ctx, found, field, start, labelled)
        if got is not None:
            return {field: got[0], **{n: None for n in got[1]}}
    return {}


# --------------------------------------------------------------------------- the document's own number (refs19)

TITLE_LINES = 3  # the lines at the top of a document in which its title stands


def _own_number_field(ctx) -> str | None:
    """The type's identifier field that numbers the document itself: the one whose cues hold a word of the type's own
    name alone ("invoice" of the invoice's number), by the schema, not by a field's name."""
    words = set(ctx.doc_type.lower().split("_")) if ctx.doc_type else set()
    return next((s.name for s in ctx.specs if s.type == "identifier" and any(c.lower() in words for c in s.cues)), None)


def _title_nouns(text: str) -> list[str]:
    """The words of the document's title: a short line without digits among its first lines ("STATEMENT OF ACCOUNT",
    "Tax invoice", "Utility bill"), four letters or more, no function word."""
    out = []
    for line in [ln for ln in text.splitlines() if ln.strip()][:TITLE_LINES]:
        if re.search(r"\d|:|@", line) or len(line.split()) > 4:
            continue
        out += [w.lower() for w in re.findall(r"[^\W\d_]{4,}", line) if w.lower() not in rules.FUNCTION_WORDS]
    return out


def own_number_by_title(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The document's own number no label of the schema gave: the id labelled by a noun of the document's title or of
    the field's cues before a number-word ("STATEMENT OF ACCOUNT ... Statement no. 2026-0612", "Statement number" over
    its value), on the label's line or the next; three digits or more, of the field's declared shape or an identifier's
    form, no date nor amount, no value or place another field holds. A bare noun before an id is no label."""
    field = _own_number_field(ctx)
    if field is None or not _wanted(found, field):
        return {}
    spec = ctx.schema.fields[field]
    cue_nouns = [c.lower().split()[0] for c in spec.cues if len(c.split()) == 2 and c.lower().split()[1].rstrip(".")
                 in rules.ID_LABEL_TAILS and re.fullmatch(r"[a-z]{4,}", c.lower().split()[0])]
    nouns = list(dict.fromkeys(_title_nouns(ctx.text) + cue_nouns))
    if not nouns:
        return _first_number_under_title(ctx, found, field)
    text = ctx.text
    label = re.compile(rf"(?<![\w-])(?:{'|'.join(re.escape(n) for n in nouns)})\.?(?P<tail>[ \t]+{ID_TAIL})?"
                       rf"[ \t]*(?:[:#][ \t]*)?(?:(?<=[^\n])\n[ \t]*)?(?=[A-Za-z0-9])", re.I)
    for m in label.finditer(text):
        tok = rules.ID_TOKEN_RE.match(text, m.end())
        if tok is None:
            continue
        raw = tok.group(0).rstrip(".,;:)")
        if m.group("tail") is None:
            continue  # (a bare noun before an id in a sentence is no label: "your purchase PC/2026/00871")
        if sum(c.isdigit() for c in raw) < 3 or ABS_DATE_RE.match(text, m.end()) or rules.money_candidates(text, m.end(), tok.end()):
            continue
        value = identifier_value(raw, spec.shapes)
        span = (m.end(), m.end() + len(raw))
        if value is None or any(f is not None and f.value is not None and n != field and (f.value == value or (
                f.span is not None and f.span[0] < span[1] and span[0] < f.span[1])) for n, f in found.items()):
            continue
        return {field: Found(value, raw, span, "rule", 0.55)}
    return _first_number_under_title(ctx, found, field)


# A record's own opening date as a ticket, a case or a log prints it: a label of the opening verb alone or after "date"
# ("Opened: 16/09/2026", "Date opened:", "Logged:", "Raised on:"), with its colon (a sentence's "we opened it on ..." is
# no label: a verb of a sentence dates what the sentence tells).
OPENED_LABEL_RE = re.compile(r"(?im)(?<![\w-])(?:date[ \t]+)?(?:opened|logged|raised)"
                             r"(?:[ \t]+on)?[ \t]*:[ \t]*")


def record_opened_label_date(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The document's date no label of its own gave, on a record that prints the day it was opened (`OPENED_LABEL_RE`:
    a service ticket's "Opened: 16/09/2026"): the date right after the label. The document-date field by its qualifier."""
    field = next((s.name for s in ctx.specs if s.qualifier == "document_date"), None)
    if field is None or not _wanted(found, field):
        return {}
    for m in OPENED_LABEL_RE.finditer(ctx.text):
        d = ABS_DATE_RE.match(ctx.text, m.end())
        f = rules.date_found(d, ctx.document_date, ctx.date_order, 0.6) if d else None
        if f is not None and f.value is not None:
            return {field: f}
    return {}


BARE_REFERENCE_LABEL_RE = re.compile(r"(?im)^[ \t]*(?:shipper'?s?[ \t]+|sender'?s?[ \t]+)?ref(?:erence|\.)?[ \t]*:[ \t]*")


def order_as_the_shipments_reference(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """A shipment's document (its type has a carrier and no payment's reference) prints the sender's reference for the
    goods under a bare "Reference:" (a carrier's waybill, a consignment note: the shipper's reference): the order's
    number when it fits the order's declared shapes and no other field holds it. Which field: the key of the entity
    the type's case is keyed by first (the type's first case key)."""
    if carrier_field(ctx.specs) is None or _payment_field(ctx) is not None:
        return {}
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    names = {s.name: s for s in ctx.specs}
    key = next((k for k in (dt.case_keys if dt else []) if k in names and names[k].type == "identifier"), None)
    if key is None or not _wanted(found, key):
        return {}
    spec = ctx.schema.fields[key]
    for m in BARE_REFERENCE_LABEL_RE.finditer(ctx.text):
        tok = rules.ID_TOKEN_RE.match(ctx.text, m.end())
        if tok is None:
            continue
        raw = tok.group(0).split()[0].rstrip(".,;:)")
        value = identifier_value(raw, spec.shapes) if spec.shapes else None
        span = (m.end(), m.end() + len(raw))
        if value is None or ABS_DATE_RE.match(ctx.text, m.end()) or any(
                f is not None and f.span is not None and f.span[0] < span[1] and span[0] < f.span[1] for f in found.values()):
            continue
        return {key: Found(value, raw, span, "rule", 0.6)}
    return {}


def one_printed_id_one_field(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """One printed id is one field's value: where two identifier fields took the same printed token, the one whose own
    label gave it (0.8 or surer) keeps it and a weaker reading (an id's letters taken as another field's prefix:
    "Waybill No.: STK-65469469" is no stockist's number) is dropped."""
    ids = {n: f for n, f in found.items() if f is not None and f.value is not None and f.span is not None
           and n in ctx.schema.fields and ctx.schema.fields[n].type == "identifier"}
    dt = ctx.schema.doc_types.get(ctx.doc_type)
    required = set(dt.required) if dt is not None else set()
    out: dict[str, Found | None] = {}
    for n, f in ids.items():
        if any(o != n and g.span == f.span and g.confidence >= 0.8 and f.confidence < g.confidence
               for o, g in ids.items()):
            out[n] = None
        elif n not in required and any(o != n and o in required and g.span == f.span and g.confidence == f.confidence
                                       for o, g in ids.items()):
            out[n] = None  # one label read as both ("CN No.": a consignment's or a client's number): the one the type
            # requires is the document's ("CN No." on a shipping notice is the consignment's)
    return out


def key_date_of_its_own_record(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The date of the thing a document is the record of, when no label or sentence gave it: an order's own
    acknowledgement (its type's own number, `_own_number_field`, is the order's key) is issued the day the order is
    taken, so its document date ("Date" over "24-Feb-2026" beside the order's number) is the order's date. Which date:
    the schema's (a date field declared `dates_key` dates its entity's key). Lower confidence than a labelled date; asked
    by `stages.nlp.extract` after the dates after ids and entity nouns (a date the document ties to the order wins)."""
    doc_date = getattr(ctx, "document_date_found", None)
    own = _own_number_field(ctx)
    if doc_date is None or doc_date.value is None or own is None:
        return {}
    out: dict[str, Found] = {}
    for spec in ctx.specs:
        if spec.type != "date" or not spec.dates_key or not _wanted(found, spec.name) \
                or own not in ctx.schema.entity_keys(spec.entity):
            continue
        if any(f is not None and f.span == doc_date.span for n, f in found.items() if n != spec.name):
            continue  # (a date another field holds is that field's)
        out[spec.name] = Found(doc_date.value, doc_date.raw, doc_date.span, "rule", 0.5)
    return out


# A label ending in a number-word, maybe joined to its noun in the languages that write one word ("Voucher no.:",
# "Fakturanr:", "Rechnungsnummer:", "Doc #"), or the number-word alone under the title ("No.: 4471", "Number: 4471"),
# at a line's start, its value on its line or the next.
NUMBER_LABEL_RE = re.compile(r"(?im)^[ \t]*(?:[^\W\d_][^\n:]{0,30}?)?(?:no|nr|num|number|nummer|numero|número|#|id)(?![^\W\d_])\.?[ \t]*:?[ \t]*"
                             r"(?:\n[ \t]*)?(?=[A-Za-z0-9])")
TITLE_REACH_LINES = 3  # lines under the title in which the document's own number stands first
BRACKETED_NOTE_RE = re.compile(r"[ \t]*\([^()\n]*\)")  # "ELECTRONIC INVOICE (FACTURA ELECTRONICA)": the title, translated


def _first_number_under_title(ctx, found: dict[str, Found | None], field: str) -> dict[str, Found]:
    """The document's own number printed first under its title: the title a line of the type's own name's words
    ("INVOICE", "TAX INVOICE"), the first number-word label of the lines under it (`NUMBER_LABEL_RE`, any language's
    noun) when its value is an id (four digits or more, the field's shape or an identifier's form, no date) that no
    other field took; when another field holds it, the first label is that field's and nothing is taken."""
    text = ctx.text
    words = set(ctx.doc_type.lower().split("_")) if ctx.doc_type else set()
    lines = list(re.finditer(r"[^\n]+", text))
    bare = [BRACKETED_NOTE_RE.sub("", m.group(0)) for m in lines[:8]]  # (a title's translation in brackets: no word of it)
    title = next((m for m, t in zip(lines, bare) if {w.lower() for w in re.findall(r"[^\W\d_]+", t)} & words
                  and len(t.split()) <= 3 and not re.search(r"\d|:", t)), None)
    if title is None:
        return {}
    after = [m for m in lines if m.start() > title.end()][:TITLE_REACH_LINES]
    if not after:
        return {}
    label = NUMBER_LABEL_RE.match(text, after[0].start())
    if label is None:
        return {}
    tok = rules.ID_TOKEN_RE.match(text, label.end())
    if tok is None:
        return {}
    raw = tok.group(0).split()[0].rstrip(".,;:)")
    span = (label.end(), label.end() + len(raw))
    value = identifier_value(raw, ctx.schema.fields[field].shapes)
    if value is None or sum(c.isdigit() for c in raw) < 4 or ABS_DATE_RE.match(text, label.end()) or any(
            f is not None and f.value is not None and n != field and (f.value == value or (f.span is not None and
            f.span[0] < span[1] and span[0] < f.span[1])) for n, f in found.items()):
        return {}
    return {field: Found(value, raw, span, "rule", 0.5)}


# --------------------------------------------------------------------------- a table's header cells over their values (refs19)

CELL_GAP_RE = re.compile(r"[ \t]{2,}|\t|[ \t]*\|[ \t]*")


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A printed row's cells: the runs between gaps of two spaces or more, tabs or bars."""
    out, pos = [], start
    for g in CELL_GAP_RE.finditer(text, start, end):
        if g.start() > pos:
            out.append((pos, g.start()))
        pos = g.end()
    if pos < end:
        out.append((pos, end))
    return [(a, b) for a, b in out if text[a:b].strip()]


def values_under_header_cells(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """A table's values no other pass gave: a row of header cells without digits over a row of as many cells, each
    header naming its field by the field's cues (the label pass's hits), the payment's reference also by the noun of a
    record a payment leaves (`RECORD_NOUNS`), the document's own number also by its title's nouns; the cell under it
    is the value when it fits: an identifier of the field's declared shape or an identifier's form with three digits,
    no date nor amount; the carrier a name (`_name`) with no date nor amount."""
    text = ctx.text
    cf, pf, of = carrier_field(ctx.specs), _payment_field(ctx), _own_number_field(ctx)
    dates = {n for n in (_shipment(ctx, "sent"), _shipment(ctx, "arrival")) if n is not None}
    wanted = {n for n in (cf, pf, of, _shipment(ctx, "tracking"), *dates) if n is not None and _wanted(found, n)}
    if not wanted:
        return {}
    extra = {}
    if pf in wanted:
        extra[pf] = re.compile(rf"(?<![\w-])(?:{'|'.join(RECORD_NOUNS)})(?![\w-])", re.I)
    if of in wanted and _title_nouns(text):
        extra[of] = re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, _title_nouns(text)))})(?![\w-])", re.I)
    held = [f for f in found.values() if f is not None and f.value is not None and f.span is not None]
    out: dict[str, Found] = {}
    # a date's own cue inside another field's longer label ("Delivery by": the carrier's cue, the arrival's word)
    own_dates = [h for h in rules.cue_hits(text, [s for s in ctx.specs if s.name in dates & wanted])] if dates & wanted else []
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text)]
    for (ha, hb), (va, vb) in zip(lines, lines[1:]):
        cells = getattr(ctx, "cell_text", text)  # (a scan's column gaps from its word boxes, `layout.cell_text`)
        head, row = _cells(cells, ha, hb), _cells(cells, va, vb)
        if len(head) < 2 or len(head) != len(row) or re.search(r"\d", text[ha:hb]) or ":" in text[ha:hb]:
            continue
        for (a, b), (ca, cb) in zip(head, row):
            names = {h.field for h in ctx.hits if a <= h.start and h.end <= b} | {n for n, rx in extra.items()
                                                                                 if rx.search(text, a, b)}
            if not names & wanted:
                names |= {h.field for h in own_dates if a <= h.start and h.end <= b}
            for name in sorted(names & (wanted - set(out))):
                raw = text[ca:cb].strip()
                if any(f.span[0] < cb and ca < f.span[1] for f in held):
                    continue
                if name in dates:  # (a shipment's date: the cell is one date)
                    d = rules.date_candidates(text, ca, cb)
                    f = rules.date_found(d[0], ctx.document_date, ctx.date_order, 0.55) if len(d) == 1 \
                        and not text[ca:cb].replace(d[0].group(0), "").strip() else None
                    if f is not None and f.value is not None:
                        out[name] = f
                        break
                    continue
                if rules.date_candidates(text, ca, cb) or rules.money_candidates(text, ca, cb):
                    continue
                if name == cf:
                    if _name(raw) is None:
                        continue
                    value = normalize_text(raw)
                else:
                    spec = ctx.schema.fields[name]
                    value = identifier_value(raw, spec.shapes) if sum(c.isdigit() for c in raw) >= 3 else None
                    if value is None:
                        continue
                out[name] = Found(value, raw, (ca, ca + len(raw)), "layout", 0.55)
                break
    return out
