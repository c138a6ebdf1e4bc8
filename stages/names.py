"""Customer names: who the customer of a document is, by name (moved out of `stages.nlp`, which calls
`customer_name` for the field).

The evidence, strongest first: a label of the name ("Customer: ...", a damaged "Cust0mer:", split "First name:" /
"Last name:" fields, a party noun's label, a recipient label), a PERSON entity (spaCy NER) right after a name cue
("Dear", "Kind regards,") in the writer's voice, a greeting's or a closing's name, an address block's head, an e-mail
header, a signature. Who writes decides which cues name the customer (`stages.doctype.voice`).

The functions take the extraction's per-document context (`stages.nlp._Context`): its text, cue hits, schema, specs,
document type, spaCy doc and word-box lines.
"""

from __future__ import annotations

import bisect
import os
import re
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from stages import layout, rules
from stages.cues import words
from stages.doctype import quoted_spans, voice_evidence
from stages.normalize import name_lookalikes, name_read, normalize_text
from stages.rules import CueHit, Found
from stages.spacy_model import entities
from stages.transcript import Message, messages
from status.schema import FieldSpec

if TYPE_CHECKING:
    from stages.nlp import _Context

# A name's word: accented letters, "O'Neill", "McDonald", "Anna-Lena"; particles ("van der", "de la") between words.
# The Latin letters of Europe's languages (Latin-1 and Latin Extended-A and -B: "Jānis", "Hodžić", "Łukasz", "Şahin").
_LATIN = [chr(c) for c in range(0xC0, 0x250)]
_UP = "A-Z" + "".join(c for c in _LATIN if c.isupper())
_LOW = "a-z" + "".join(c for c in _LATIN if c.islower())
NAME_WORD = rf"[{_UP}](?:['\u2019][{_UP}])?[{_LOW}'\u2019]+(?:[{_UP}][{_LOW}]+)?(?:-[{_UP}]?[{_LOW}]+)?"  # "Wing-kei"
# (the patronymic particles of Malay, Arabic and South Indian names too: "Siti binti Yusof", "Khalid bin Saeed", "Suresh
# a/l Ramasamy", "Kumar S/O Mahendra": a name's words on both sides)
NAME_GAP = (r"[ \t]+(?:(?:van|von|der|den|de|da|das|do|dos|des|del|della|di|du|la|le|bin|binti|binte|bte|bint|ibn|al|ter|ten|&"
            r"|(?i:a/l|a/p|s/o|d/o|w/o))[ \t]+){0,2}")  # ("Travel & Tours")
NAME_RE = re.compile(rf"(?<![\w-]){NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{1,4}}(?![^\W\d_])")  # (no word cut: "Gmb|H")
LABEL_COLON_RE = re.compile(r"[ \t]*[:#]")
CAPITALS_WORD_PATTERN = rf"[{_UP}]{{2,}}(?:['-][{_UP}]+)?"  # a word in capitals ("KOMET", "O'NEILL")
CLOSING_NAME_RE = re.compile(rf"^[ \t]*({NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{1,2}})[ \t]*$", re.M)


def _customer_name(ctx: _Context, spec: FieldSpec) -> Found | None:
    """The customer's name, narrowed to the name itself (OCR debris dropped), in the surest reading the page gives of
    it (`_surer_reading`)."""
    found = _narrowed_name(ctx, spec)
    if found is None or _the_senders_own(ctx, found.value):
        return None
    return _surer_reading(ctx, found)


SENDER_ADDRESS_RE = re.compile(r"(?im)^from:[^\n]*?@(?:[\w-]+\.)*?(?P<label>[\w-]+)\.[a-z]{2,}(?:\.[a-z]{2})?>?[ \t]*$")


def _letters(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def _the_senders_own(ctx: _Context, name: str) -> bool:
    """Is a name found for the customer the shop's own, when the shop writes (the sender is not the customer)? Its
    letterhead (the text's first line, its legal form aside) reads the name, or the sender's e-mail domain is the
    name's letters ("From: ... <sales@greenwaytools.ie>" and "Greenway Tools")."""
    if ctx.writer != "shop" or len(name.split()) < 2:
        return False
    own_form = layout.legal_form_at_end(name)
    mine = _letters(name[:own_form[1]] if own_form is not None else name)
    first = ctx.text.strip().split("\n", 1)[0] if ctx.text.strip() else ""
    form = layout.legal_form_at_end(first)
    head = _letters(first[:form[1]] if form is not None else first)
    if len(mine) >= 6 and head == mine:
        return True
    sender = SENDER_ADDRESS_RE.search(ctx.text[:2000])
    return sender is not None and len(sender.group("label")) >= 5 and _letters(sender.group("label")) == mine


# A second printing of a name counts as the same name read otherwise when its text is this near (rapidfuzz ratio) and
# each word is one slip (an edit) from the first's; its reading replaces the first only when OCR was this much surer of
# its least sure word.
SAME_NAME_RATIO = 85
SURER_BY = 15  # points of tesseract's word confidence (0-100)


def _word_confidences(ctx: _Context) -> list[tuple[int, int, float]]:
    """(start, end, confidence) of each OCR word placed in the text (word boxes; none for typed text)."""
    out = []
    for page in ctx.ocr.pages:
        for w in page.words:
            if w.start >= 0 and w.conf >= 0 and ctx.text[w.start:w.start + len(w.text)] == w.text:
                out.append((w.start, w.start + len(w.text), w.conf))
    return out


def _least_sure(confs: list[tuple[int, int, float]], a: int, b: int) -> float | None:
    inside = [c for s, e, c in confs if s < b and a < e]
    return min(inside) if inside else None


def _surer_reading(ctx: _Context, found: Found) -> Found:
    """The same name printed twice and read two ways by OCR (an address block's "Luc Bélanger" and the signature's
    "Lue Bélanger"): the reading whose least sure word OCR was surer of (tesseract's word confidences), by a margin.
    Another printing is one of as many words, each one slip at most from the found name's word in its place, the
    whole near (rapidfuzz ratio), not the same text. Without word boxes the found reading stands."""
    from rapidfuzz import fuzz
    from rapidfuzz.distance import Levenshtein

    confs = _word_confidences(ctx) if len(found.value.split()) >= 2 else []
    mine = _least_sure(confs, *found.span) if confs else None
    if mine is None:
        return found
    want = found.value.split()
    best, best_conf = found, mine
    for m in NAME_RE.finditer(ctx.text):
        got = m.group(0).split()
        if len(got) != len(want) or got == want or m.start() < found.span[1] and found.span[0] < m.end():
            continue
        if fuzz.ratio(" ".join(got), " ".join(want)) < SAME_NAME_RATIO \
                or not all(Levenshtein.distance(g, w) <= 1 for g, w in zip(got, want)):
            continue
        conf = _least_sure(confs, m.start(), m.end())
        if conf is not None and conf >= best_conf + SURER_BY:
            best, best_conf = Found(normalize_text(m.group(0)), m.group(0), (m.start(), m.end()), found.extractor,
                                    found.confidence), conf
    return best


def _narrowed_name(ctx: _Context, spec: FieldSpec) -> Found | None:
    """The customer's name candidate (`_customer_name_candidate`), narrowed to the name itself."""
    found = _customer_name_candidate(ctx, spec)
    if found is None:
        return None
    if found.value != normalize_text(found.raw):  # a name composed from its parts ("Huber, Magdalena", "First name:
        return found  # / Last name:"): its value is already the name, given names first
    if "\n" in found.raw and _firm_at(found.raw, 0) == (0, len(found.raw)):  # a firm's name broken over two lines,
        return found  # its legal form ending it ("Publicidad Exterior\nMacondo Ltda."): the whole of it
    m = NAME_RE.search(name_lookalikes(found.raw))  # (one character for one: offsets hold)
    if m is None and re.fullmatch(NAME_WORD, found.raw):  # a greeting's one name ("Hi Farah,"): all the text gives
        return found
    if m is None and CAPITALS_NAME_RE.fullmatch(found.raw):  # a name printed in capitals, as a greeting gave it
        return found
    inverted = _inverted_name(found.raw, found.span[0]) if m is None else None
    if inverted is not None:  # "Lindqvist, Maja": the name, given names first
        return replace(inverted, extractor=found.extractor, confidence=found.confidence)
    if m is None:
        return None
    lead = _capitals_lead(found.raw, m.start())
    if lead is not None:  # "KOMET Zakłady Mechaniczne S.A.", "ZD Horní Lhota": the firm's word in capitals is its
        m = re.compile(re.escape(found.raw[lead:m.end()])).match(found.raw, lead)  # name's, no debris
    s0 = found.span[0] + m.start()
    if ctx.text[found.span[0]:found.span[1]] == found.raw:  # the form as printed after the name, where the value
        name = ctx.text[s0:with_legal_form(ctx.text, s0, found.span[0] + m.end())]  # was cut at its period
    else:
        name = found.raw[m.start():with_legal_form(found.raw, m.start(), m.end())]
    titled = TITLED_SURNAME_RE.fullmatch(name)
    if titled is not None:  # "Dear Ms Okoro,", "Dear Ms van der Meulen,": the same person's full name where printed
        full = _full_name(ctx.text, titled.group(1))
        if full is not None:
            return full
    courtesy = re.match(TITLES + r"\.?[ \t]+(?=\S+[ \t]+\S)", name)
    if courtesy is not None:  # "Attn.: Ms Fiona Gallagher": the name without its courtesy title
        name, s0 = name[courtesy.end():], s0 + courtesy.end()
    label = ADDRESSEE_WORD_RE.match(name)
    if label is not None and NAME_RE.fullmatch(name[label.end():]):  # "Contact Maarten Verhoeven": a label's word
        name, s0 = name[label.end():], s0 + label.end()  # printed without its colon, no word of the name
    # (a legal form OCR read with digits for letters, "Sp. z 0.0.", in its letters: `layout.form_spelled`)
    return Found(normalize_text(layout.form_spelled(name_read(name))), name, (s0, s0 + len(name)), found.extractor,
                 found.confidence)


# A word in capitals before a name's words: a firm's acronym or brand ("KOMET Zakłady Mechaniczne", "ZD Horní Lhota").
LEAD_CAPITALS_RE = re.compile(rf"[ \t]*((?:{CAPITALS_WORD_PATTERN}[ \t]+){{1,2}})")


def _capitals_lead(raw: str, start: int) -> int | None:
    """Where a name found at raw[start:] begins when one or two words in capitals are all that stand before it in the
    value ("KOMET Zakłady Mechaniczne S.A.": a firm's acronym or brand, part of its name), else None. Not a courtesy
    title, a label's word or a role ("MR", "ATTN", "CUSTOMER")."""
    m = LEAD_CAPITALS_RE.fullmatch(raw, 0, start)
    if m is None:
        return None
    ws = m.group(1).split()
    if any(re.fullmatch(TITLES + r"\.?", w.title()) or w.lower() in ROLE_WORDS or ADDRESSEE_WORD_RE.match(w + " ")
           or SALUTATION_RE.fullmatch(w) for w in ws):
        return None
    return m.start(1)


def _names_line(text: str, m: re.Match) -> bool:
    """Is a name the whole of its line, or a header's or label's value ("To: Ada Okoro <ada@...>")?"""
    ls, le = _line_bounds(text, m.start())
    before, after = text[ls:m.start()], text[m.end():le]
    return bool(re.fullmatch(r"[ \t]*(?:[A-Za-z][\w .'-]{0,30}:[ \t]*)?\"?", before)) \
        and bool(re.fullmatch(r"\"?[ \t]*(?:<[^>]*>)?[ \t,]*", after))


# A courtesy title and a surname alone ("Mr Lam", "Ms. Goh", "Dr Achebe"): how a letter addresses a person
# whose full name it prints elsewhere (the e-mail header, the address block).
TITLES = r"(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Madam|Mme|Mlle)"
# (a surname with its particles, which a title's address prints capitalised too: "Ms van der Meulen", "Ms Van Damme")
SURNAME_PARTICLES = r"(?:van|von|der|den|de|da|das|do|dos|des|del|della|di|du|la|le|ter|ten)"
TITLED_SURNAME_RE = re.compile(rf"{TITLES}\.?[ \t]+((?:(?i:{SURNAME_PARTICLES})[ \t]+){{0,2}}{NAME_WORD})")


def _full_name(text: str, surname: str, given: bool = False) -> Found | None:
    """The first full name in the text (given names, then `surname`) of the person a title and surname address;
    a title before it is left out ("Ms Ada Okoro" reads "Ada Okoro"). `given`: the name is the first name
    ("Hi Ada," and "To: Ada Okoro"); a name of three words or fewer, on a line of its own or a header's."""
    for m in NAME_RE.finditer(text):
        words = list(re.finditer(r"\S+", m.group(0)))
        titled = [k for k, w in enumerate(words) if re.fullmatch(TITLES + r"\.?", w.group(0))]
        words = words[titled[-1] + 1:] if titled else words
        if not words:  # titles only ("Sr Mr")
            continue
        if given and not (2 <= len(words) <= 3 and words[0].group(0) == surname and _names_line(text, m)):
            continue
        sur = surname.split()
        if (given or [w.group(0).lower() for w in words[-len(sur):]] == [w.lower() for w in sur]) \
                and len(words) >= 2 and (given or len(words) > len(sur)) \
                and not ROLE_WORDS & {w.group(0).lower() for w in words}:
            a, b = m.start() + words[0].start(), m.start() + words[-1].end()
            return Found(normalize_text(text[a:b]), text[a:b], (a, b), "rule", 0.7)
    if not given:  # "Dear Mrs Okonkwo," over an address block's "OKONKWO, CHIDINMA": the name printed surname first
        for m in INVERTED_NAME_RE.finditer(text):
            sur = m.group("sur") or m.group("csur")
            if sur.split()[-1].lower() == surname.lower() and _names_line(text, m):
                found = _inverted_name(m.group(0), m.start())
                if found is not None:
                    return found
    if given:  # the line of a name a scan misprinted ("Daniel OC'onnor", "Name: jakob Neumann"): the first name and
        # one or two words after it, the whole of its line or a label's value
        rx = re.compile(r"(?m)^[ \t]*(?:[A-Za-z][\w .'-]{0,30}:[ \t]*)?((?i:" + re.escape(surname[0]) + r")"
                        + re.escape(surname[1:]) + r"(?:[ \t]+[^\W\d_][^\s\d,;:]*){1,2})[ \t]*$")
        m = rx.search(text)
        if m is not None and not ROLE_WORDS & set(m.group(1).lower().split()):
            return Found(normalize_text(m.group(1)), m.group(1), (m.start(1), m.end(1)), "rule", 0.6)
    return None


# The legal form after a firm's name, as registers abbreviate it (ISO 20275 entity legal forms): kept
# with the name; NAME_RE's words are capitalised words and would drop "KG", "S.L.", "B.V.".
LEGAL_FORM_RE = re.compile(r"(?:,?[ \t]+(?:GmbH|KGaA|KG|OHG|GbR|AG|SE|e\.K\.|Ltd|LLC|LLP|PLC|plc|Inc|Corp|Co|Pty|LP|"
                           # Mexico's and Latin America's (Peru's S.A.C. and E.I.R.L.), Brazil's, Poland's, the Gulf's and
                           # Japan's forms
                           r"S\.?[ \t]?A\.?[ \t]+de[ \t]+C\.?[ \t]?V|S\.?[ \t]?de[ \t]?R\.?[ \t]?L(?:\.?[ \t]+de[ \t]+C\.?[ \t]?V)?|Ltda|EIRELI|E\.?I\.?R\.?L|S\.?A\.?C|S/A|s\.[ \t]?c|"
                           r"SAOC|SAOG|W\.?L\.?L|P\.?J\.?S\.?C|Q\.?P\.?S\.?C|Q\.?S\.?C|B\.?S\.?C|K\.?S\.?C\.?P|FZE|FZCO|FZ-LLC|"
                           r"K\.?K|G\.?K|O\u00dc|ehf|hf|UAB|SIA|d\.o\.o|"
                           r"S\.?A\.?S?|S\.?L\.?|S\.?L\.?U\.?|S\.?R\.?L\.?|Srl|S\.?p\.?A\.?|SARL|B\.?V\.?|N\.?V\.?|Oy|Oyj|AB|"
                           r"ASA|AS|A/S|ApS|Kft|Zrt|s\.?r\.?o\.?|a\.?s\.?|Sp\.[ \t]?z[ \t]?o\.?o\.?|"
                           # Bulgaria's and Greece's forms, which cleanco's table lacks
                           r"E?OOD|EAD|I\.K\.E|E\.P\.E)(?![\w-])\.?){1,2}")


MAX_FORM_TOKENS = 4  # "S. de R.L. de C.V.": the longest legal forms in cleanco's table


def with_legal_form(raw: str, start: int, end: int) -> int:
    """Where the firm's name raw[start:end] ends with the legal form printed after it ("Schreinerei Pichler KG",
    "Zlatni Klas d.o.o.", "Obi & Sons Ltd"): the longer of `LEGAL_FORM_RE`'s forms and the registers' terms of many
    jurisdictions in cleanco's table (`layout.legal_form_at_end`), counted only where the form begins after the name or
    with its last word: a form with periods inside ("Sp. z o.o.", "S. de R.L.") may have cut the name at its first."""
    form = LEGAL_FORM_RE.match(raw, end)
    best = form.end() if form else end
    last_word = max(raw.rfind(" ", start, end), raw.rfind("\t", start, end), start - 1) + 1
    line_end = raw.find("\n", end)
    tail = raw[end:line_end if line_end >= 0 else len(raw)]
    for i, tok in enumerate(re.finditer(r"[^\s()]+", tail)):
        if i >= MAX_FORM_TOKENS:
            break
        stop = end + tok.end()
        found = layout.legal_form_read_at_end(raw[start:stop])  # ("Sp. z 0.0.": OCR's digits for its letters too)
        if found is not None and start + found[1] >= min(end, last_word) and stop > best:
            best = stop
    return best


# What may stand before a cue that opens a form row: one word ("Party name", "Ship to").
ROW_LEAD_RE = re.compile(r"[ \t]*(?:[A-Za-z][\w/&.-]*[ \t]+)?$")


def _opens_form_row(ctx: _Context, h: rules.CueHit) -> bool:
    """The cue opens a line of a label-value form with no colons ("Request date 19th March",
    "Party name Farhan Qureshi"): it leads its line, a value follows it, and a line beside it also
    opens with another field's cue and its value. A greeting ends in a comma; a form row does not."""
    text = ctx.text
    ls, le = _line_bounds(text, h.start)
    rest = text[h.end:le].strip()
    if not ROW_LEAD_RE.fullmatch(text, ls, h.start) or not rest or rest[-1] in ",:;!":
        return False
    beside = ([(text.rfind("\n", 0, ls - 1) + 1, ls - 1)] if ls > 0 else []) + ([_line_bounds(text, le + 1)] if le < len(text) else [])
    for ns, ne in beside:
        for o in ctx.hits:
            if o.field != h.field and ns <= o.start < ne and ROW_LEAD_RE.fullmatch(text, ns, o.start) \
                    and text[o.end:ne].strip(" \t:#.-"):
                return True
    return False


def _value_beside(ctx: _Context, h: rules.CueHit) -> bool:
    """Words follow the cue on its line that are no other field's label and no OCR debris
    ("Invoice to Fiona Gallagher", not "Sold to fi - Serial" over its row of values)."""
    ls, le = _line_bounds(ctx.text, h.end)
    rest = ctx.text[h.end:le]
    for o in sorted(ctx.hits, key=lambda x: -x.start):
        if h.end <= o.start and o.end <= le:
            rest = rest[:o.start - h.end] + " " + rest[o.end - h.end:]
    return bool(re.search(r"[^\W\d_]{3,}|\d", rest))


def _line_bounds(text: str, pos: int) -> tuple[int, int]:
    """Start and end of the line holding `pos`."""
    le = text.find("\n", pos)
    return text.rfind("\n", 0, pos) + 1, len(text) if le < 0 else le


def _is_label(ctx: _Context, h: rules.CueHit) -> bool:
    """A cue written as a label, not a salutation: a colon after it ("Party name:"), it shares a
    row of labels and nothing else ("Order no   Customer" over the values), or it opens a row of a
    colon-less label-value form (`_opens_form_row`)."""
    if LABEL_COLON_RE.match(ctx.text, h.end) or _opens_form_row(ctx, h):
        return True
    ls, le = ctx.text.rfind("\n", 0, h.start) + 1, ctx.text.find("\n", h.end)
    le = len(ctx.text) if le < 0 else le
    return ctx._heads_column(h) and any(o.field != h.field and ls <= o.start < le for o in ctx.hits)


def _customer_name_candidate(ctx: _Context, spec: FieldSpec) -> Found | None:
    """A "Customer: ..." label value; else a PERSON entity (spaCy NER) right after a
    name cue ("Dear", "Kind regards,"); else the name ending a greeting's line or under a
    closing; else the name heading an address block; else the e-mail header of the customer.

    Who writes decides which cues name the customer (`stages.doctype.voice`): in the shop's
    voice the greeting does ("Dear Ada Lind,") and the closing is the shop's clerk; in the
    customer's voice the closing does and the greeting addresses the shop. Who writes is the type's
    declared voice, else the text's (a shop's despatch note saying "our depot" is still the shop's)."""
    who = ctx.writer
    labels = [h for h in ctx.hits if h.field != spec.name or not (_not_a_label(ctx.text, h, who) or _another_partys_label(ctx.text, h))]
    labelled = None
    if any(h.field == spec.name and _contact_label(ctx.text, h) for h in labels):  # "Contact name:" beside "Company:":
        labelled = rules.find_text_after_label(  # the customer's own label names it, the contact is a person there
            ctx.text, spec, [h for h in labels if h.field != spec.name or not _contact_label(ctx.text, h)],
            accept=_names_a_person_or_firm)
    labelled = labelled or rules.find_text_after_label(ctx.text, spec, labels, accept=_names_a_person_or_firm)
    if labelled is not None:  # (a label whose value is no name, a fuzzy "received: 7 Feb", is passed over)
        return labelled
    split = _split_name_fields(ctx.text)  # "First name: Dmitri" / "Last name: Volkov"
    if split is not None:
        return split
    damaged = _damaged_label_name(ctx, spec)  # "Rec ipient: Olga Petrenko"
    if damaged is not None:
        return damaged
    party = _customer_name_by_party_noun(ctx, spec, labels)  # "Member: Oliver Grant"
    if party is not None:
        return party
    if who != "customer":  # "Drop-off at: Ada Lind" over her firm's line and address: the block's first line
        recipient = _customer_name_recipient_label(ctx, spec)
        if recipient is not None:
            return recipient
    if who != "customer":  # the shop's letter addresses its reader: "Hiroko Ueda 様" names the customer
        honorific = _honorific_addressee(ctx.text)
        if honorific is not None:
            return honorific
    under = ctx.under_label(spec)
    if under is not None and NAME_RE.fullmatch(under.raw.strip(" \t,.;:")):  # the cell is the name, no sentence
        return under
    celled = _name_in_cell_under(ctx, spec, labels)  # "Cliente / Customer | Contacto | Teléfono" over the values
    if celled is not None:
        return celled
    if who != "shop":  # "Good morning, this is Renzo from Publicidad Altiplano S.A.C.": who writes, for whom
        introduced = _self_introduction(ctx.text)
        if introduced is not None:
            return introduced
    speaker = _customer_speaker(ctx.text)
    if speaker is not None:
        return speaker
    own = [h for h in ctx.hits if h.field == spec.name]

    def usable(h: rules.CueHit, start: int) -> bool:
        same_line = "\n" not in ctx.text[h.end:start]
        rest = ctx.text[h.end:_line_bounds(ctx.text, h.end)[1]]
        if not same_line and _value_beside(ctx, h):  # "Invoice to Fiona Gallagher": a cue with its value beside it
            return False  # does not name what stands lines below
        if _is_label(ctx, h):  # "Party name:", a row of labels: names the customer in either voice
            return True
        closing = not same_line or bool(re.match(r"[ \t]*,?[ \t]*$", rest))
        return not (closing and who == "shop") and not (not closing and who == "customer")

    best: tuple[int, Found] | None = None
    for e in entities(ctx.doc) if _name_may_follow(ctx.text, own) else ():  # NER only where a name cue asks for a name
        if e.label_ != "PERSON":
            continue
        raw = ctx.text[e.start_char:e.end_char].split("\n")[0].strip()
        gaps = [e.start_char - h.end for h in own if 0 <= e.start_char - h.end <= 40 and usable(h, e.start_char)]
        if not gaps or len(raw.split()) < 2 or ROLE_WORDS & set(raw.lower().split()) or not NAME_RE.search(raw):
            continue  # (a tagged "ref HL-2681890" has no name's shape: the next evidence is asked)
        f = Found(normalize_text(raw), raw, (e.start_char, e.start_char + len(raw)), "ner", 0.85)
        f = _whole_name_of_its_line(ctx.text, ctx.hits, f)  # ("Chee Keong" tagged on a line "Lim Chee Keong")
        if best is None or min(gaps) < best[0]:
            best = (min(gaps), f)
    one = _one_name_greeting(ctx, own, usable)
    if best and one is not None and one[0] < best[0]:  # "Dear Otieno, ... from Savannah Beekeepers": the greeted one
        return one[1]
    if best:
        return _signed_for(ctx, best[1])
    for h in own:
        # "Dear Tomás Rivera," (a greeting the model did not tag): a name that ends the greeting's line
        m = GREETING_NAME_RE.match(ctx.text, h.end)
        if m is None and SALUTATION_RE.fullmatch(ctx.text[h.start:h.end]):  # a bank's or a system's "Dear ADA OKORO,"
            m = GREETING_CAPITALS_NAME_RE.match(ctx.text, h.end)
        if m is None and "\n" in ctx.text[h.end:h.end + 3]:  # "Regards,\nIsabel Costa": the line after a closing
            m = CLOSING_NAME_RE.match(ctx.text, ctx.text.find("\n", h.end) + 1)
        if m and usable(h, m.start(1)) and not ROLE_WORDS & set(m.group(1).lower().split()):
            return _signed_for(ctx, Found(normalize_text(m.group(1)), m.group(1), (m.start(1), m.end(1)), "rule", 0.7))
    head = _customer_name_block_head(ctx, who)
    if head is not None:
        return head
    signed = (_dash_signature(ctx.text) or _closing_signature(ctx.text) or _customer_name_signing_last(ctx)
              if who == "customer" else None)
    firm = _signing_firm(ctx.text, signed.span[1], register=True) if signed is not None else None
    return (firm  # "Greetings,\nAna Ruiz\nOwner - Café Sol\nRUT ...": the firm the sender signs for, not the sender's name
            or _header_name(ctx.text, who) or signed or (one[1] if one is not None else None))


# The labels of a firm's number in a business or tax register, as printed under a signature: the tax and register
# labels a receipt's header prints (`layout.BUSINESS_ID_LABEL`) and the company registers' and VAT ids' of central
# Europe and Italy (UID, IČO, DIČ, REGON, KRS, HRB, Partita IVA) and a company number by name.
_REGISTER_LABEL = (layout.BUSINESS_ID_LABEL + r"|nit|uid|p\.?[ \t]?iva|partita[ \t]+iva|di[cč]|i[cč]o|regon|krs|hrb"
                   r"|company[ \t]+(?:no|number|reg)|reg(?:istration)?\.?[ \t]*no")
# A line naming the firm's register entry: its label, then a number of five digits or more, or an EU VAT id alone.
_REGISTER_LINE_RE = re.compile(r"^[ \t]*(?:(?i:" + _REGISTER_LABEL + r")\b[^\n]{0,16}?\d(?:\D{0,3}\d){4}"
                               r"|(?:[A-Z]{2}U?|CHE-?)\d{8,12}\b)")
# A line a firm's name may be: words only, no digits, no mail address, a few words.
_FIRM_LINE_RE = re.compile(r"^[ \t]*[^\W\d_][^\d@\n]{1,60}$")


def _signing_firm(text: str, after: int, register: bool = False) -> Found | None:
    """The firm a customer signs for, in the lines under the signing name (a role line may stand between): a line of
    words that ends with a legal form ("Tischlerei Huber GmbH") or stands over the firm's register or tax number
    ("Kfz-Technik Berger" over "UID: ATU71820456"; a line of the customer's number may stand between), maybe after the
    signer's role on its line ("Owner - Hotel Las Palmas": the part after the dash). A business customer
    writes for the firm, and the firm is the customer; a person's name alone, or under a line naming no register
    entry, stays the customer. `register`: the register's number is needed (a legal form alone is weaker evidence where
    the name signs under an unknown closing or stands alone: a contact often signs over the firm's name)."""
    first, *rest = text[after:].split("\n", 6)
    lines, pos = rest[:5], after + len(first) + 1
    for i, line in enumerate(lines[:4]):
        if not line.strip():
            return None
        if _FIRM_LINE_RE.match(line):
            role = _ROLE_DASH_FIRM_RE.match(line)
            s = pos + (role.start("firm") if role is not None else len(line) - len(line.lstrip()))
            e = pos + len(line.rstrip())
            if not register and layout.legal_form_at_end(text[s:e]) is not None or _register_follows(lines[i + 1:i + 3]):
                return Found(normalize_text(text[s:e]), text[s:e], (s, e), "rule", 0.7)
        pos += len(line) + 1
    return None


# A signature's line of the signer's role, then the firm after a dash ("Owner - Hotel Las Palmas",
# "Purchasing – Acme Foods"): a role of one to four words.
_ROLE_DASH_FIRM_RE = re.compile(r"[ \t]*[^\W\d_][\w/&.']*(?:[ \t]+[\w/&.']+){0,3}[ \t]+[-\u2013\u2014|][ \t]+(?P<firm>[^\W\d_].*)$")


def _register_follows(lines: list[str]) -> bool:
    """Does a register or tax number line (`_REGISTER_LINE_RE`) follow, the next line or the one after a line of
    figures (the customer's number: "Customer No. CO-04263" over "NIT 900.871.234-5")?"""
    for line in lines:
        if _REGISTER_LINE_RE.match(line):
            return True
        if not re.search(r"\d", line):
            return False
    return False


def _signed_for(ctx: _Context, found: Found) -> Found:
    """The signing name's firm when the customer signs for one (`_signing_firm`), else the name."""
    return (_signing_firm(ctx.text, found.span[1]) if ctx.writer == "customer" else None) or found


# A writer's self-introduction, English's usual forms: "this is Ana Ruiz", "my name is ...", "I'm ...", then maybe the
# firm "from"/"at"/"of" which the writer writes; "I write (to you) from <firm>", "I'm writing on behalf of <firm>";
# "Ana from <firm> here".
_INTRO_NAME = rf"(?P<person>{NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{0,3}})"
_INTRO_FIRM = r"[ \t]*\n?[ \t]*(?i:from|at|of|with)[ \t]*\n?[ \t]*"
INTRO_RE = re.compile(
    rf"(?<![\w'])(?:(?i:this[ \t]+is|my[ \t]+name[ \t]+is|i'm|i\u2019m|i[ \t]+am)[ \t]+{_INTRO_NAME}(?:{_INTRO_FIRM}(?P<firm>(?=\S)))?"
    r"|(?i:i(?:'m|\u2019m|[ \t]+am)?[ \t]+(?:write|writing|contact|contacting|reaching[ \t]+out)(?:[ \t]+to)?(?:[ \t]+you)?"
    r"(?:[ \t]+again)?(?:[ \t]+from|[ \t]+on[ \t]+behalf[ \t]+of))[ \t]*\n?[ \t]*(?P<firm2>(?=\S))"
    rf"|(?:^|(?<=[,.!:][ \t])|(?<=\n)){_INTRO_NAME.replace('person', 'person3')}{_INTRO_FIRM}(?P<firm3>(?=\S)))")
# A firm's name in a sentence: capitalised words, particles and "&" between, up to its legal form.
FIRM_WORDS_RE = re.compile(rf"{NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{0,5}}")


def _firm_at(text: str, start: int) -> tuple[int, int] | None:
    """The span of the firm's name at `start` ("Publicidad Exterior\nMacondo Ltda."), its legal form included: a name
    without a legal form is no firm's for sure (a city, a person), so none."""
    flat = text[start:start + 200].replace("\n", " ")  # (one character for one: offsets hold)
    m = FIRM_WORDS_RE.match(flat)
    if m is None:
        return None
    end = with_legal_form(flat, 0, m.end())
    if end > m.end():
        return start, start + end
    form = layout.legal_form_at_end(flat[:m.end()])
    return (start, start + m.end()) if form is not None and form[1] > 0 else None


def _self_introduction(text: str) -> Found | None:
    """The customer named by the writer's own introduction, outside quoted mail: the firm the writer writes from when
    the introduction names one with its legal form ("this is Luz from Publicidad Exterior Macondo Ltda.", "I write you
    from Agencia Tinta Roja S.C.", "Juan from Señalética Andina S.A.S. here"), else the writer's full name ("this is
    Héctor Ibarra Quintero")."""
    quoted = quoted_spans(text)
    for m in INTRO_RE.finditer(text):
        if any(a <= m.start() < b for a, b in quoted):
            continue
        at = next((m.start(g) for g in ("firm", "firm2", "firm3") if m.group(g) is not None), None)
        firm = _firm_at(text, at) if at is not None else None
        if firm is not None:
            raw = text[firm[0]:firm[1]]
            if m.group("firm3") is not None and not re.match(r"[ \t]*\n?[ \t]*(?i:here)\b", text[firm[1]:]):
                continue  # "Ana from <firm>" introduces only as a greeting's "... here"
            return Found(normalize_text(" ".join(raw.split())), raw, firm, "rule", 0.75)
        person = m.group("person")
        if person is not None and len(person.split()) >= 2 and not ROLE_WORDS & set(person.lower().split()) \
                and re.match(r"[ \t]*(?:[,.!]|\n|$)", text[m.end("person"):]):
            return Found(normalize_text(person), person, (m.start("person"), m.end("person")), "rule", 0.7)
    return None


def _name_in_cell_under(ctx: _Context, spec: FieldSpec, labels: list[CueHit]) -> Found | None:
    """The name in the cell under a name's label that is a cell of its own in a scanned row of label cells ("Cliente /
    Customer<gap>Contacto<gap>Teléfono" over "Impresos del Istmo S.A.<gap>Yaritza Batista<gap>+51 954 684 492"): the
    other cells of the row are labels no field has, so the row is known by its column gaps in the word boxes
    (`layout.cell_text`), not by its words. The cell under it is the next line's cell of the same place when the two
    rows have as many cells, else the boxes' (`layout.cell_under`); taken when it is a person's or a firm's name and
    no label."""
    if not any(p.words for p in ctx.ocr.pages):
        return None
    cells = ctx.cell_text
    for h in labels:
        if h.field != spec.name:
            continue
        ls, le = _line_bounds(cells, h.start)
        row = cells[ls:le]
        if "\t" not in row or re.search(r"\d", row) or (cells[ls:h.start].strip(" ") and cells[h.start - 1] != "\t") \
                or cells[h.end:le][:1] not in ("\t", ""):
            continue  # (the label a cell of its own in a row of cells without values)
        span = _same_cell_below(cells, ls, le, h.start) or layout.cell_under(ctx.ocr, ctx.lines, h.start, h.end)
        if span is None or any(o.start < span[1] and span[0] < o.end for o in ctx.hits):
            continue
        raw = ctx.text[span[0]:span[1]].strip(" \t,;:")
        if _names_a_person_or_firm(raw) and NAME_RE.search(raw):
            return Found(normalize_text(raw), raw, (span[0], span[0] + len(raw)), "layout", 0.65)
    return None


def _same_cell_below(cells: str, ls: int, le: int, pos: int) -> tuple[int, int] | None:
    """The span of the next line's cell at the place of the cell holding `pos` on the line [ls, le), when both lines
    have as many cells (parted by the tabs of `layout.cell_text`)."""
    if le >= len(cells):
        return None
    ns, ne = _line_bounds(cells, le + 1)
    here, below = cells[ls:le].split("\t"), cells[ns:ne].split("\t")
    if len(here) != len(below):
        return None
    k = cells[ls:pos].count("\t")
    start = ns + sum(len(c) + 1 for c in below[:k])
    return start, start + len(below[k])


def _whole_name_of_its_line(text: str, hits: list[rules.CueHit], found: Found) -> Found:
    """A tagged name the model cut short on a line that holds nothing but a name ("Lim Chee Keong" tagged "Chee Keong",
    "Harpreet Kaur Sandhu" tagged "Harpreet Kaur"; a signature's or an address block's line): the whole name of that
    line, its words all a name's (`NAME_RE`, particles too) and none a role's. Elsewhere the tagged words stand."""
    ls, le = _line_bounds(text, found.span[0])
    line = text[ls:le]
    m = NAME_RE.search(line)
    if m is None or not (ls + m.start() <= found.span[0] and found.span[1] <= ls + m.end()) or m.group(0) == found.raw \
            or line[:m.start()].strip(" \t'\"‘’“”`") or line[m.end():].strip(" \t,.") \
            or ROLE_WORDS & set(m.group(0).lower().split()):
        return found
    a, b = ls + m.start(), ls + m.end()
    added = text[a:found.span[0]].split() + text[found.span[1]:b].split()
    if any(SALUTATION_RE.fullmatch(w) or re.fullmatch(TITLES + r"\.?", w) for w in added) \
            or any(h.start < b and a < h.end and not (found.span[0] <= h.start and h.end <= found.span[1]) for h in hits):
        return found  # ("Dear Farah Siddiqui,", "Name Ada Lind": a greeting's or a label's word is no name's)
    return Found(normalize_text(text[a:b]), text[a:b], (a, b), found.extractor, found.confidence)


# The honorifics of a Japanese business letter's addressee line (敬称): 様 / さま after a person's name, 殿 (formal),
# 御中 after a firm's or a department's; the line is the letter's salutation, the name before the honorific.
HONORIFIC_LINE_RE = re.compile(r"(?m)^[ \t]*([^\n]{2,60}?)[ \t]*(?:\u69d8|\u3055\u307e|\u6bbf|\u5fa1\u4e2d)[ \t]*[,:]?[ \t]*$")


def _honorific_addressee(text: str) -> Found | None:
    """The addressee of a line "<name> 様" / "<firm> 御中" (`HONORIFIC_LINE_RE`) among the first lines of a letter,
    when the name has a name's shape."""
    for m in HONORIFIC_LINE_RE.finditer(text[:800]):
        raw = m.group(1).strip(" \t,")
        n = NAME_RE.fullmatch(raw)
        form = None if n else NAME_RE.match(raw)
        if form is not None and not LEGAL_FORM_RE.fullmatch(raw, form.end()):
            form = None
        if n or form:
            s0 = m.start(1) + m.group(1).index(raw)
            return Found(normalize_text(raw), raw, (s0, s0 + len(raw)), "rule", 0.8)
    return None


def _one_name_greeting(ctx: _Context, own: list[rules.CueHit], usable) -> tuple[int, Found | None] | None:
    """"Hi Farah,", "Dear Ma'am Joy!": a greeting that names one person by one name, read as the full name the
    document prints for that person where it does ("Hi Ben," and "To: Ben Whitaker"; "Dear Mr Botha," and "Johan
    Botha"); with the gap from its greeting. The weakest evidence of a name: asked after every other. A given name
    the document prints nowhere in full is no customer's name: (gap, None) (fields31: shop10's truth, written blind,
    leaves "Hello Arvind," null; a title's surname alone, "Dear Mr Botha,", is still read)."""
    for h in own:
        m = GREETING_ONE_NAME_RE.match(ctx.text, h.end)
        if m is None or not re.fullmatch(r"[ \t]*|[^\n]*:[ \t]+", ctx.text[_line_bounds(ctx.text, h.start)[0]:h.start]) \
                or m.group(2).lower() in ROLE_WORDS | GREETING_FILLERS or not usable(h, m.start(2)):
            continue
        f = Found(normalize_text(m.group(2)), m.group(2), (m.start(2), m.end(2)), "rule", 0.6)
        if m.group(1) and re.fullmatch(TITLES + r"\.?", m.group(1).strip()):  # "Dear Mr Botha,": a surname
            f = _full_name(ctx.text, m.group(2)) or f  # (no full name printed: the name the greeting gives)
        else:  # "Hi Ben," where the header says "To: Ben Whitaker": the full name the document prints; "Hello Arvind,"
            # and no full name printed: the reader's given name alone, which is not the customer's name (None), the
            # greeting still telling the greeted one from a name tagged farther on
            f = _full_name(ctx.text, m.group(2), given=True)
        return m.start(2) - h.end, f
    return None


# The words that greet or take leave ("Dear", "Kind regards"): a name after them is the addressee's or the writer's,
# which the writer's voice decides (below), not a label's value.
SALUTATION_RE = re.compile(r"(?:dear|hi|hello|hey|hiya|g'day|good[ \t](?:day|morning|afternoon|evening)|(?:kind|best|warm|many)?"
                           r"[ \t]?(?:regards|wishes|thanks)|sincerely|yours[ \t]\w+|best|thanks|thank[ \t]you|cheers"
                           # the schema's greetings and closings of other languages (its fifth pass)
                           r"|hola|bom[ \t]dia|boa[ \t]tarde|buen[oa]s[ \t](?:d[ií]as|tardes)|salaa?m|assalamu[ \t]alaikum|marhaba|hej"
                           r"|hallo|dzie[nń][ \t]dobry|ciao|bonjour|namaste|saludos|atenciosamente|cordialmente|abra[cç]os"
                           r"|(?:med[ \t])?v[äa]nliga[ \t]h[äa]lsningar|(?:med[ \t])?venn?lig[ \t]hilsen|yst[äa]v[äa]llisin[ \t]terveisin"
                           r"|met[ \t]vriendelijke[ \t]groet|mit[ \t]freundlichen[ \t]gr(?:ü|ue)(?:ß|ss)en|pozdrawiam|cordiali[ \t]saluti"
                           r"|cordialement)", re.I)
# The labels of the addressee of a letter ("Attn:", "Attention:"): the customer only when the shop writes.
ADDRESSEE_LABEL_RE = re.compile(r"(?:attn|attention|for[ \t]the[ \t]attention[ \t]of)\.?", re.I)


# The adjectives a letter's salutation opens with before its reader's noun, in English, Spanish, Portuguese and Italian
# ("Dear", "Estimados", "Prezados", "Gentili"): the noun after them ("señores", "cliente") addresses, labels nothing.
SALUTATION_OPENER_RE = re.compile(r"(?:^|(?<=\n))[ \t]*(?i:dear|(?:muy[ \t]+)?(?:estimad|querid|distinguid|apreciad|respetad|prezad"
                                  r"|carissim|gentil)[oaie]s?|car[oaie]s?|gentili)[ \t]+$")


def _not_a_label(text: str, h: rules.CueHit, who: str | None) -> bool:
    """A name cue that is no label of the customer's name here: a greeting or a closing without a colon, or the
    addressee's label in the customer's own letter ("Attention: Accounts, Fundy Marine" names the shop)."""
    cue = text[h.start:h.end]
    if SALUTATION_RE.fullmatch(cue.strip()):
        return not LABEL_COLON_RE.match(text, h.end)
    if SALUTATION_OPENER_RE.search(text, max(0, h.start - 24), h.start):  # "Estimados señores:", "Dear Sirs": the
        return True  # letter's salutation of its reader, no label
    return who == "customer" and bool(ADDRESSEE_LABEL_RE.fullmatch(cue.strip()))


# Words that make a name label another party's ("Sales agent name:", "Driver name:", "Technician name:"): the shop's
# people and trades, or a bank's, not the customer.
OTHER_PARTY_WORDS = frozenset("""agent agents staff sales salesperson seller vendor supplier merchant driver courier carrier
technician engineer cashier clerk employee rep representative advisor adviser operator handler approver officer inspector
consultant associate store shop warehouse picker packer dispatcher consignor shipper""".split())  # (not "bank": "Bank account name:" is the
# customer's account)


def _another_partys_label(text: str, h: rules.CueHit) -> bool:
    """A name cue qualified by words of another party on its label: "Sales agent name:", "Store contact name", the
    words before the cue in its cell of the row (to the line's start or a column gap) naming the shop's side."""
    ls = _line_bounds(text, h.start)[0]
    cell = COLUMN_GAP_RE.split(text[ls:h.start])[-1]
    if OTHER_PARTY_WORDS & set(re.findall(r"[a-z]+", text[h.start:h.end].lower())):
        return True  # a damaged reading of a cue that is another party's word as printed ("Consignor:" for "consignee")
    return bool(OTHER_PARTY_WORDS & set(re.findall(r"[a-z]+", cell.lower())[-2:]))


CONTACT_WORDS = frozenset("contact contacts ansprechpartner contactpersoon".split())  # (German, Dutch: the contact person)
# The word of an addressee's or a contact's label opening a line before the name, its colon left out ("Contact Maarten
# Verhoeven", "Attention Ada Lind").
ADDRESSEE_WORD_RE = re.compile(r"(?:contact(?:[ \t]+person)?|attn|attention)\.?[ \t]+", re.I)


def _contact_label(text: str, h: rules.CueHit) -> bool:
    """A name label qualified as a contact's ("Contact name:", "Site contact name:"): the person to speak to at the
    customer, named beside the customer's own label when the customer is an organisation."""
    ls = _line_bounds(text, h.start)[0]
    cell = COLUMN_GAP_RE.split(text[ls:h.start])[-1]
    own = set(re.findall(r"[a-zäöü]+", text[h.start:h.end].lower()))  # ("Contact person / Ansprechpartner:")
    return bool(CONTACT_WORDS & (set(re.findall(r"[a-z]+", cell.lower())[-2:]) | own))


# A signature after a dash, as e-mail and notes sign ("-- Ada Lind", "- Ada Lind, acct 4471"): the writer's name.
DASH_SIGNATURE_RE = re.compile(rf"^[ \t]*(?:--?|\u2013|\u2014)[ \t]*({NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{1,2}})[ \t]*(?:,|$)", re.M)


def _dash_signature(text: str) -> Found | None:
    """The name of the last dash-led signature line, when it is a person's (no role: "- the Greenleaf team")."""
    for m in reversed(list(DASH_SIGNATURE_RE.finditer(text))):
        if not ROLE_WORDS & set(m.group(1).lower().split()):
            return Found(normalize_text(m.group(1)), m.group(1), (m.start(1), m.end(1)), "rule", 0.6)
    return None


# A bare noun as a label opening its line or a cell, before its mark ("Member: ...", "Patron:").
PARTY_NOUN_LABEL = r"(?!(?<=[ \t]{{3}})[ \t])(?:^|(?<=\n)|(?<=[ \t]{{2}})|(?<=\t))[ \t]*(?P<noun>{nouns})(?=[ \t]*:)"


def _customer_name_by_party_noun(ctx: _Context, spec: FieldSpec, labels: list[CueHit]) -> Found | None:
    """The customer's name after the noun the customer's id labels name the customer by ("member" of "member no",
    "patron" of "patron number"), printed alone as a label ("Member: Oliver Grant"): a value of a name's shape that the
    model tags as a person or a firm (the noun alone is weaker evidence than a name's own label)."""
    ids = [s for s in ctx.schema.fields.values() if s.type == "identifier" and s.entity == spec.entity]
    nouns = [n for s in ids for n in rules.id_label_heads(s)]
    if not nouns or ctx.doc is None:
        return None
    rx = re.compile(PARTY_NOUN_LABEL.format(nouns="|".join(map(re.escape, nouns))), re.I)
    own = [CueHit(spec.name, m.start("noun"), m.end("noun")) for m in rx.finditer(ctx.text)
           if not any(h.start < m.end("noun") and m.start("noun") < h.end for h in labels)]
    if not own:
        return None
    found = rules.find_text_after_label(ctx.text, spec, rules.in_reading_order(own + [h for h in labels if h.field != spec.name]),
                                        accept=_names_a_person_or_firm)
    if found is None:
        return None
    a, b = found.span
    if not any(e.label_ in ("PERSON", "ORG") and e.start_char <= a < e.end_char for e in entities(ctx.doc)):
        return None
    return replace(found, confidence=min(found.confidence, 0.7))


# Two words of a name's shape, anywhere (`NAME_RE` without its word bounds): what a PERSON entity must hold to be read.
TWO_NAME_WORDS_RE = re.compile(rf"{NAME_WORD}{NAME_GAP}{NAME_WORD}")


def _name_may_follow(text: str, own: list[CueHit]) -> bool:
    """Can an entity after one of the name cues `own` be read as the name (`_customer_name_candidate`: one starting
    within 40 characters of a cue, its line's part a name's two words or more)? Asked before the entities: NER costs
    ~14 ms a document, and most cues have no two words of a name's shape on the rest of the line 40 characters on."""
    for h in own:
        le = text.find("\n", min(len(text), h.end + 40))
        if TWO_NAME_WORDS_RE.search(text, h.end, len(text) if le < 0 else le):
            return True
    return False


def _names_a_person_or_firm(raw: str) -> bool:
    """A label's value that can be the customer's name: a name's shape, not a role ("Attn: Customer Service"), not a
    place in an address ("Sold to: Unit 7, Ballymount Industrial Estate": `_is_address`)."""
    raw = name_lookalikes(raw)  # ("Venkatesh lyer": OCR's small l for the capital I of "Iyer")
    m = NAME_RE.search(raw)
    if m is None:  # "NGUYEN THI LAN", "Lindqvist, Maja": a name in capitals or printed surname first
        cell = COLUMN_GAP_RE.split(raw.strip(JUNK_AROUND))[0]
        m = CAPITALS_NAME_RE.fullmatch(cell) or INVERTED_NAME_RE.fullmatch(cell)
        if m is not None:
            return not ROLE_WORDS & set(m.group(0).lower().replace(",", " ").split())
    return m is not None and not ROLE_WORDS & set(m.group(0).lower().replace(",", " ").split()) \
        and not _is_address(raw[:m.start()], m.group(0))


# The thoroughfare and premises nouns that end a street's or an estate's name in an address, as postal guides list
# them ("Mill Road", "Ballymount Industrial Estate", "rue Notre-Dame" leads); not the nouns that are common surnames
# too ("Lane", "Park", "Hill", "Court").
STREET_WORDS = frozenset("""road rd street st avenue ave drive boulevard blvd crescent terrace parade highway estate quay
wharf mews square esplanade embankment""".split())
# A house or premises number opening an address line before its street: after a premises noun ("Unit 7, ", "Flat 3b"),
# or alone before a comma ("12, "); a bare number alone may be the customer's id ("Customer: 55120 Ada Lind").
HOUSE_NUMBER_RE = re.compile(r"[ \t]*(?:(?:unit|flat|apt|apartment|suite|building|bldg)\.?[ \t]*\d{1,5}[a-z]?[ \t]*,?"
                             r"|\d{1,5}[a-z]?[ \t]*,)[ \t]*", re.I)


def _is_address(before: str, name: str) -> bool:
    """Is a name's shape in a label's value a place of an address: a house or premises number right before it ("Unit
    7, Ballymount ..."), or a thoroughfare noun ending it after a number ("12 Mill Road")?"""
    if HOUSE_NUMBER_RE.fullmatch(before.strip(" \t:")):
        return True
    return bool(re.search(r"\d", before)) and name.split()[-1].lower().rstrip(".") in STREET_WORDS


# A name printed surname first, a comma after the surname ("Huber, Magdalena", "OKONKWO, CHIDINMA", "Hernández Ruiz,
# Guadalupe"), as registers, address labels and forms print it: both parts in the same case.
CAPITALS_WORD = CAPITALS_WORD_PATTERN
INVERTED_NAME_RE = re.compile(rf"(?P<sur>{NAME_WORD}(?:[ \t]+{NAME_WORD})?),[ \t]*(?P<given>{NAME_WORD}(?:[ \t]+{NAME_WORD}){{0,2}})"
                              rf"|(?P<csur>{CAPITALS_WORD}(?:[ \t]+{CAPITALS_WORD})?),[ \t]*(?P<cgiven>{CAPITALS_WORD}(?:[ \t]+{CAPITALS_WORD}){{0,2}})")
COLUMN_GAP_RE = re.compile(r"[ \t]{3,}|\t")  # the gap between two cells of a laid-out page's row
JUNK_AROUND = " \t,.;:|!"


def _inverted_name(raw: str, start: int) -> Found | None:
    """The name a "Surname, Given" text prints (`INVERTED_NAME_RE`), given names first; one in capitals as a name is
    written ("OKONKWO, CHIDINMA" is "Chidinma Okonkwo"). None when the part after the comma is a legal form
    ("Acme, Inc") or a role, or the text is no such name. `start`: where raw stands in the text."""
    m = INVERTED_NAME_RE.fullmatch(raw.strip())
    if m is None:
        return None
    sur, given = (m.group("sur"), m.group("given")) if m.group("sur") else (m.group("csur").title(), m.group("cgiven").title())
    if LEGAL_FORM_RE.fullmatch(", " + given) or ROLE_WORDS & set(f"{sur} {given}".lower().split()) \
            or layout.legal_form_at_end(f"{sur} {given}") is not None:
        return None
    a = start + len(raw) - len(raw.lstrip())
    name = f"{given} {sur}"
    return Found(normalize_text(name), raw.strip(), (a, a + len(raw.strip())), "rule", 0.65)


# The labels of a form that asks for the name in two fields (web forms, registration cards), with what the form's
# export joins into the label ("given_name" reads "given name").
# ("narne": OCR's "rn" for the "m" of "name", the commonest two-letter misreading of one letter)
NAME_NOUN = r"na(?:m|rn)es?"
SURNAME_LABEL = rf"(?:sur[ \t_]?{NAME_NOUN}|last[ \t_]?{NAME_NOUN}|family[ \t_]?{NAME_NOUN}|l[ \t_]?name)"
GIVEN_LABEL = rf"(?:first[ \t_]?{NAME_NOUN}|given[ \t_]?{NAME_NOUN}|fore[ \t_]?{NAME_NOUN}|christian[ \t_]?{NAME_NOUN}|f[ \t_]?name)"
# Where such a field stands: a line's label ("Last name: Volkov"), a form's party before it ("billing_last_name"), or a
# key of a JSON or URL-encoded dump ("last_name": "Volkov", lname=Volkov), the value maybe in quotes.
SPLIT_VALUE = rf"({NAME_WORD}(?:(?:{NAME_GAP}|\+){NAME_WORD}){{0,2}})\"?[ \t]*(?=$|[,&;}}])"


def _split_field_re(label: str) -> re.Pattern:
    return re.compile(r"(?im)(?:^|(?<=[{,&;?]))[ \t]*\"?(?:[a-z]+[ \t_])?" + label
                      + r"\"?[ \t]*(?:[:=.]|[ \t]{2,})[ \t]*\"?" + SPLIT_VALUE)


def _split_name_fields(text: str) -> Found | None:
    """The name of a form that prints the given names and the surname as two fields ("First name: Dmitri" and "Last
    name: Volkov", "Family name: Tran" above "Given names: Minh Anh"): given names first. Both fields must hold a name's
    words; the span runs from the first field's value to the second's."""
    parts = {}
    for key, label in (("given", GIVEN_LABEL), ("sur", SURNAME_LABEL)):
        m = _split_field_re(label).search(text)
        if m is None or ROLE_WORDS & set(m.group(1).lower().split()):
            return None
        parts[key] = m
    g, su = parts["given"], parts["sur"]
    a, b = min(g.start(1), su.start(1)), max(g.end(1), su.end(1))
    if b - a > 400:  # two forms' fields, far apart: no one name
        return None
    name = f"{g.group(1)} {su.group(1)}".replace("+", " ")  # (a URL's "+" for a space)
    return Found(normalize_text(name), text[a:b], (a, b), "rule", 0.7)


# A form's label OCR damaged: letters parted by a space ("Rec ipient"), a digit for a letter ("Cust0mer", "C1ient").
LABEL_LINE_RE = re.compile(r"(?m)^[ \t]*([A-Za-z0-9|][A-Za-z0-9| .'_-]{2,28}?)[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?:[ \t]*(\S[^\n]*?)[ \t]*$")
LOOKALIKE_LETTERS = str.maketrans({"0": "o", "1": "l", "|": "l", "5": "s", "8": "b"})
MIN_FUZZY_LABEL = 6  # letters: a short label's one slip makes another word ("Payer" for "payee")
FUZZY_LABEL_SCORE = 88


def _one_letter_misreads(label: str) -> str:
    """A squashed label with the letter pairs OCR reads for one letter put back ("narne" -> "name", "vvarranty")."""
    return label.replace("rn", "m").replace("vv", "w")


@lru_cache(maxsize=1 << 14)  # the schema's cues, squashed for each field's search of each document
def _squashed(label: str) -> str:
    return re.sub(r"[^a-z]", "", label.lower().translate(LOOKALIKE_LETTERS))


def _damaged_label_name(ctx: _Context, spec: FieldSpec) -> Found | None:
    """The value of a "Label: value" line whose label is a name cue of the field as OCR damaged it (`LABEL_LINE_RE`):
    the label's letters, look-alike digits read as letters and gaps closed, equal one of the field's label cues, or
    near one (rapidfuzz ratio, long labels only), and no other field's cue. The value must be a name's shape."""
    from rapidfuzz import fuzz

    own = {_squashed(c) for c in spec.cues if not SALUTATION_RE.fullmatch(c) and len(_squashed(c)) >= 4}
    others = {_squashed(c) for f in ctx.specs if f.name != spec.name for c in f.cues}
    for m in LABEL_LINE_RE.finditer(ctx.text):
        if any(h.start < m.end(1) and h.end > m.start(1) and not ctx.text[h.end:m.start(2)].strip(" \t:") for h in ctx.hits):
            continue  # a label the cue search read: its value was asked already (not so "Name (surname, first name):")
        label = _squashed(m.group(1))
        if len(label) < 4 or label in others:
            continue
        # (two letters OCR reads for one: "rn" for "m", "vv" for "w": "Narne:" is "Name:")
        near = label in own or _one_letter_misreads(label) in own or (len(label) >= MIN_FUZZY_LABEL and any(fuzz.ratio(label, c) >= FUZZY_LABEL_SCORE for c in own))
        cell = COLUMN_GAP_RE.split(m.group(2))[0].strip(JUNK_AROUND)
        if not near or not _names_a_person_or_firm(cell):
            continue
        a = m.start(2)
        return Found(normalize_text(cell), ctx.text[a:a + len(cell)], (a, a + len(cell)), "rule", 0.6)
    return None


# A line that closes a message before the signature: a few words ending in a comma ("Ta,", "Cheers mate,", "Warmly,").
CLOSING_LINE_RE = re.compile(r"^[ \t]*[A-Za-z][A-Za-z' ]{0,24}[,!][ \t]*$", re.M)


def _closing_signature(text: str) -> Found | None:
    """The writer's name signing under any closing line (`CLOSING_LINE_RE`, the closing unknown to the cues: "Ta,",
    "Warmly,"): the last name-only line right under such a line, quoted earlier messages left out."""
    quoted = quoted_spans(text)
    for m in reversed(list(CLOSING_NAME_RE.finditer(text))):
        if any(s0 <= m.start() < e0 for s0, e0 in quoted) or ROLE_WORDS & set(m.group(1).lower().split()):
            continue
        prev_end = m.start() - 1
        prev_start = text.rfind("\n", 0, max(prev_end, 0)) + 1
        if prev_end > 0 and CLOSING_LINE_RE.fullmatch(text, prev_start, prev_end):
            return Found(normalize_text(m.group(1)), m.group(1), (m.start(1), m.end(1)), "rule", 0.6)
    return None


# A label line: a few words and a colon, the value after it on its line (maybe none: the value is the next line's).
RECIPIENT_LABEL_LINE_RE = re.compile(r"(?m)^[ \t]*(?P<label>[A-Za-z][\w.'/-]*(?:[ \t]+[A-Za-z][\w.'/-]*){0,3})[ \t]*:[ \t]*(?P<value>[^\n]*)$")
# The words that end a label naming where goods or a bill go, hence to whom: prepositions of destination ("Charge to",
# "Drop-off at", "Reserved for") and the noun of an address ("Delivery address").
RECIPIENT_LABEL_ENDS = frozenset("to at for address".split())


def _customer_name_recipient_label(ctx: _Context, spec: FieldSpec) -> Found | None:
    """The addressee of a recipient label the cues need not know ("Charge to: Ada Lind", "Drop-off at:" over "Ada Lind"):
    a label whose last word is a preposition of destination or the noun "address", and whose value (on its own line,
    else the first line under it) is a name of two to four words with no cue of any field in it, that the model tags as
    a person or a firm and that is not the shop's own (the letterhead's first line). The label's own line beats the
    lines under it (a firm's or an address line).
    The entities are asked for only when a label's value needs them: NER costs ~14 ms a document, and most texts have
    no such label or one whose value has no name's shape."""
    if ctx.doc is None:
        return None
    text = ctx.text
    head = text.strip().split("\n", 1)[0].lower() if text.strip() else ""
    ents = None
    for m in RECIPIENT_LABEL_LINE_RE.finditer(text):
        label = m.group("label").lower().rstrip(".").split()
        if label[-1] not in RECIPIENT_LABEL_ENDS or OTHER_PARTY_WORDS & set(label):
            continue
        a = m.start("value")
        if not m.group("value").strip():  # the label above its value
            a = m.end() + 1
            if a >= len(text):
                continue
        le = _line_bounds(text, a)[1]
        cell = re.split(r"[ \t]{3,}|\t|[ \t]\|[ \t]", text[a:le])[0]
        raw = cell.strip(JUNK_AROUND)
        courtesy = re.match(TITLES + r"\.?[ \t]+", raw)
        if courtesy is not None:
            raw = raw[courtesy.end():]
        a = text.find(raw, a) if raw else -1
        n = NAME_RE.fullmatch(raw) if raw else None
        if n is None or a < 0 or len(raw.split()) > 4 or ROLE_WORDS & set(raw.lower().split()):
            continue
        b = a + len(raw)
        if any(h.start < b and a < h.end for h in ctx.hits):  # a cue inside: a label's words, no name
            continue
        if " ".join(raw.lower().split()[:2]) in head:  # the shop's own name, its letterhead's
            continue
        below = le + 1 < len(text) and _address_follows(text, le + 1)  # heads an address block: an addressee
        if not below and ents is None:
            ents = [e for e in entities(ctx.doc) if e.label_ in ("PERSON", "ORG")]
        if not below and not any(e.start_char <= a < e.end_char or a <= e.start_char < b for e in ents):
            continue
        return Found(normalize_text(raw), raw, (a, b), "rule", 0.65)  # (an address block's head's confidence)
    return None


# A row of an items table under its header: words, then a count of one to three digits standing alone, then a unit or
# more figures ("Saw Chain .325 1.6mm 66DL 2 box", "Tent peg set   4   1   18.00").
ITEM_ROW_RE = re.compile(r"[ \t]*[^\W\d_][^\n]*?[ \t]\d{1,3}(?:[ \t]+\S+)+[ \t]*")


def _customer_name_block_head(ctx: _Context, who: str | None) -> Found | None:
    """The name heading an address block (`_address_block_name`), unless it is a row of column headers: three words or
    more that the model tags as no person and no firm, over a row of the items table ("Item Qty Pkg" over "Mower Blade
    46cm 1 box")."""
    found = _address_block_name(ctx.text, who)
    if found is not None and _title_or_labels(ctx, found.value):
        return None  # "Refund Approval" over "Ticket No.: 6165482631": the document's title over its first label's row
    if found is None or len(found.raw.split()) < 3 or ctx.doc is None:
        return found
    a, b = found.span
    if any(e.label_ in ("PERSON", "ORG") and e.start_char < b and a < e.end_char for e in entities(ctx.doc)):
        return found
    le = _line_bounds(ctx.text, a)[1]
    nxt = _line_bounds(ctx.text, le + 1)
    if le < len(ctx.text) and ITEM_ROW_RE.fullmatch(ctx.text, *nxt):
        return None
    return found


def _title_or_labels(ctx: _Context, value: str) -> bool:
    """Is the text a cue of one of the schema's document types (a title: "Refund Approval", "Dispatch Note"), or words
    of the schema's labels only (`_label_words_only`: "Return Approval", "Approval Date", "Decision Approved")?"""
    words = " ".join(value.lower().split())
    return any(words == " ".join(c.lower().split()) for dt in ctx.schema.doc_types.values() for c in dt.cues) \
        or _label_words_only(ctx.schema, value)


_VOCABULARY: dict[int, tuple[object, frozenset[str], tuple[str, ...]]] = {}  # id -> (the schema kept alive, its words)


def _vocabulary(schema) -> tuple[frozenset[str], tuple[str, ...]]:
    """The words of the schema's titles and statuses: its document types' cues and its status fields' cues and status
    words (a set, and sorted for a search by beginning). Not every field's cues: those hold ordinary words a name can
    be made of ("price", "grant", "swift", "bill")."""
    kept = _VOCABULARY.get(id(schema))
    if kept is None or kept[0] is not schema:
        ws: set[str] = set()
        for f in schema.fields.values():
            if f.type == "status":
                for c in [*f.cues, *f.status_words]:
                    ws.update(re.findall(r"[^\W\d_]+", c.lower()))
        for dt in schema.doc_types.values():
            for c in dt.cues:
                ws.update(re.findall(r"[^\W\d_]+", c.lower()))
        kept = _VOCABULARY[id(schema)] = (schema, frozenset(ws), tuple(sorted(ws)))
    return kept[1], kept[2]


def _label_words_only(schema, value: str) -> bool:
    """Is a name's candidate of two words or more made of the schema's title and status words only (`_vocabulary`), each a
    word of a cue or, of five letters or more, the stem of one ("sanction" of "sanctioned")? A title or a row of labels read as a
    name ("Return Approval", "Approval Date", "Refund Sanction Advice"): no person's or firm's name is label words
    alone."""
    words = re.findall(r"[^\W\d_]+", value.lower())
    if len(words) < 2:
        return False
    vocab, ordered = _vocabulary(schema)

    def known(w: str) -> bool:
        if w in vocab:
            return True
        i = bisect.bisect_left(ordered, w)
        return len(w) >= 5 and i < len(ordered) and ordered[i].startswith(w)
    return all(known(w) for w in words)


def _customer_name_signing_last(ctx: _Context) -> Found | None:
    """A customer's message signed with the name alone, no closing before it ("... Please refund it.\nJana Horak"): the
    last line of the text, outside quoted messages, a name of two or three words the model tags as a person, right
    under a line that ends a sentence."""
    text = ctx.text.rstrip()
    m = CLOSING_NAME_RE.search(text, text.rfind("\n") + 1)
    if m is None or ctx.doc is None or ROLE_WORDS & set(m.group(1).lower().split()) \
            or any(a <= m.start() < b for a, b in quoted_spans(ctx.text)):
        return None
    before = text[:m.start()].rstrip()
    if not re.search(r"[.!?]$", before.split("\n")[-1] if before else ""):
        return None
    if not any(e.label_ == "PERSON" and e.start_char <= m.start(1) < e.end_char for e in entities(ctx.doc)):
        return None
    return Found(normalize_text(m.group(1)), m.group(1), (m.start(1), m.end(1)), "rule", 0.55)


def _customer_speaker(text: str) -> Found | None:
    """In a chat transcript, the customer is the speaker who talks as one ("my order", "I want my
    money back"; `voice_evidence` over each speaker's own messages); when voices do not settle it,
    the one speaker whose name is a person's and carries no role ("Agent Mia", "Support").
    None when neither is clear, or the customer's name is not a full name."""
    msgs = messages(text)
    if not msgs:
        return None
    first: dict[str, Message] = {}
    said: dict[str, list] = {}
    for m in msgs:
        first.setdefault(m.speaker.lower(), m)
        said.setdefault(m.speaker.lower(), []).extend(words(text[m.body_start:m.body_end]))
    house = _internal_mail_party(text)
    if house is not None and len(said) > 1:  # a chat one office forwards to another of its own: the firm both mailboxes
        said = {n: ws for n, ws in said.items() if n != house}  # are named for speaks for the shop, no customer
    forwarder = _forwarding_staff(text)
    forwarded = False
    if forwarder is not None and len(said) == 2:  # a chat one of the shop's staff forwards within the shop: the other
        other = {n: ws for n, ws in said.items() if not _speaker_is(first[n].speaker, *forwarder)}  # speaker
        said, forwarded = (other, True) if len(other) == 1 else (said, False)
    voiced = {name: voice_evidence(ws) for name, ws in said.items()} if len(said) > 1 else {n: ("customer", 1.0) for n in said}
    best = max(r for who, r in voiced.values() if who == "customer") if any(who == "customer" for who, _ in voiced.values()) else 0.0
    customers = [n for n, (who, r) in voiced.items() if who == "customer" and r == best]
    if len(customers) != 1:  # a speaker named by the customer's role ("Customer (Ana Ruiz)"), else the one person
        customers = [n for n in first if (r := SPEAKER_ROLE_RE.fullmatch(n)) and set(r.group(1).split()) & CUSTOMER_ROLES]
    if len(customers) != 1:
        customers = [n for n in first if NAME_RE.fullmatch(first[n].speaker) and not ROLE_WORDS & set(n.split())]
    if len(customers) != 1:
        return None
    m = first[customers[0]]
    name, start = m.speaker, m.name_start
    role = SPEAKER_ROLE_RE.fullmatch(name)
    if role is not None:  # "Customer (Ana Ruiz)", "Agent (Mia)": the name in brackets
        name, start = role.group(2), start + role.start(2)
    party = SPEAKER_PARTY_RE.fullmatch(name)  # (only where the forward settles who speaks: voices misjudge a business)
    if forwarded and party is not None and len(party.group("party").split()) >= 2:  # "Café Sol - Andrés": a business account's
        name = party.group("party")  # label, the party the person writes for first
    if not NAME_RE.fullmatch(name) or ROLE_WORDS & set(name.lower().split()):
        return None
    return Found(normalize_text(name), name, (start, start + len(name)), "rule", 0.75)


MAIL_PARTY_RE = re.compile(r"(?im)^(from|to|feladó|címzett|de la|către|от|до)[ \t]*:[ \t]*\"?([^<\n\"]+?)\"?[ \t]*<[^>\n]*>")


def _internal_mail_party(text: str) -> str | None:
    """The name the sender's and the recipient's mailboxes both open with, two words or more ("Acme Tools Sales" to
    "Acme Tools Returns"): one firm's mail between its own desks. Lower case; None when the parties differ."""
    head = text[:1500]
    parties: dict[str, str] = {}
    for m in MAIL_PARTY_RE.finditer(head):
        role = "from" if m.group(1).lower() in ("from", "feladó", "de la", "от") else "to"
        parties.setdefault(role, m.group(2))
    if len(parties) != 2:
        return None
    a, b = (parties[r].lower().split() for r in ("from", "to"))
    common = os.path.commonprefix([a, b])  # (the leading words both lists share)
    return " ".join(common) if len(common) >= 2 and common != a and common != b else None


# A chat's speaker labelled by the party and the person who writes for it ("Café Sol - Andrés", as a business account's
# contacts are saved): the party, then a dash, then the person.
SPEAKER_PARTY_RE = re.compile(r"(?P<party>[^\W\d_][^\n]*?)[ \t]+[-\u2013\u2014][ \t]+(?P<person>[^\W\d_][^\n]*)")
MAIL_ADDRESS_RE = re.compile(r"(?im)^(from|to)[ \t]*:[ \t]*(?:\"?([^<\n\"]*?)\"?[ \t]*<[^@>\s]+@([^>\s]+)>|[^@<>\s]+@([^>\s]+))[ \t]*$")


def _forwarding_staff(text: str) -> tuple[str, str] | None:
    """The shop's person who forwards a mail within the shop (sender and recipient at one mail domain: "From: Ana Ruiz
    <sales@acme.mx>" to "returns@acme.mx"): (the sender's display name, the domain's first label), lower case."""
    heads = {}
    for m in MAIL_ADDRESS_RE.finditer(text[:1500]):
        heads.setdefault(m.group(1).lower(), ((m.group(2) or "").strip(), (m.group(3) or m.group(4)).lower()))
    if len(heads) != 2 or heads["from"][1] != heads["to"][1] or not heads["from"][0]:
        return None
    return heads["from"][0].lower(), heads["from"][1].split(".")[0]


def _folded_letters(text: str) -> str:
    import unicodedata
    return re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode())


def _speaker_is(speaker: str, person: str, domain: str) -> bool:
    """Is a chat's speaker the forwarding person (`_forwarding_staff`): a part of the label is the person's name, or
    its letters are the mail domain's ("Norte Grill" and "nortegrill")?"""
    parts = [p.strip() for p in re.split(r"[ \t]+[-\u2013\u2014][ \t]+|[()]", speaker) if p.strip()]
    return any(p.lower() == person or len(_folded_letters(p)) >= 5 and _folded_letters(p) == _folded_letters(domain)
               for p in parts)


# A speaker written as a role with the name in brackets: "Customer (Ana Ruiz)", "Support (Mia)".
SPEAKER_ROLE_RE = re.compile(r"([^()]+?)[ \t]*\(([^()]+)\)")
# The customer's side of a conversation, by the role its speaker label names ("Customer:", "Visitor:", "You:").
CUSTOMER_ROLES = frozenset("customer cust client visitor you me buyer caller guest user member".split())


ADDRESS_LINE_RE = re.compile(r"^[ \t]*\S[^\n]{0,60}\d[^\n]{0,40}$|^[ \t]*\d", re.M)
# A line of prose: many words, or a sentence's end ("Please keep this note until your goods have arrived.").
PROSE_LINE_RE = re.compile(r"^[ \t]*(?:\S+[ \t]+){6,}\S|[.!?][ \t]*$")
# A row of a form: a short label, its colon and a value, another label's colon after it ("Order: 2640 Date: 27.10.2026").
FORM_ROW_RE = re.compile(r"[ \t]*[^\W\d][^:\n]{0,30}:[ \t]*\S[^:\n]{0,40}[ \t][^\W\d][^:\n]{0,30}:[ \t]*\S")


def _address_follows(text: str, start: int) -> bool:
    """An address starts at `start`: a line with a number (street, postcode), and the next line, if
    any, no prose. A table row ("Ergo Mesh Task Chair 1" over "Please keep this note ...") is none."""
    if not ADDRESS_LINE_RE.match(text, start):
        return False
    second = text.find("\n", start)
    if second < 0:
        return True
    end = text.find("\n", second + 1)
    line = text[second + 1:end if end >= 0 else len(text)]
    return not PROSE_LINE_RE.search(line) or bool(FORM_ROW_RE.match(line))  # (a row of labels and values is no prose)


HEADER_NAME_RE = re.compile(r"^(From|To):[ \t]*\"?([^<\"\n]+?)\"?[ \t]*(?:<[^>\n]+>)?[ \t]*$", re.M)  # "To: Ada Lind" too
# The same headers as a mail program prints them in other languages (French, Italian, Spanish, Portuguese, German, Dutch,
# Polish, Czech, Hungarian, Romanian), a mail address after the name: the words are short, so the address is required.
LOCAL_FROM = r"De|Da|Von|Van|Od|Felad\u00f3|De[ \t]la"
LOCAL_TO = r"\u00c0|A|An|Aan|Do|Komu|Para|C\u00edmzett|C\u0103tre"
LOCAL_HEADER_NAME_RE = re.compile(rf"^(?:(?P<from>{LOCAL_FROM})|(?P<to>{LOCAL_TO})):[ \t]*\"?([^<\"\n@]+?)\"?[ \t]*<[^>\n@]+@[^>\n]+>[ \t]*$",
                                  re.M)


def _header_lines(text: str):
    """("From" or "To", the display name's match group 2 span) of each e-mail header line, English or local."""
    out = [(m.start(), m.group(1), m, 2) for m in HEADER_NAME_RE.finditer(text)]
    out += [(m.start(), "From" if m.group("from") else "To", m, 3) for m in LOCAL_HEADER_NAME_RE.finditer(text)]
    return sorted(out, key=lambda x: x[0])


# A line that is only a name, save a scan's speck after it ("Rajesh Patel i", "Ada Lind |").
ADDRESS_NAME_RE = re.compile(rf"^[ \t]*({NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{1,2}})(?:[ \t]+(?:[a-z|!]|[^\w\s]{{1,2}}))?[ \t]*$", re.M)


def _address_block_name(text: str, who: str | None = None) -> Found | None:
    """The name heading an address block near the top of a letter: a line that is only a
    person's name (a scan's speck after it aside), followed by a line with a house number or postcode
    ("Ada Lind\n12 Mill Lane"), maybe after a blank line.
    The shop's own address is its letterhead, its company name again, not a person's.
    On a laid-out page the block is the row's first cell, other columns beside it ("Sigrid Haugland      Invoice no.
    FK-20931"); the name may follow a courtesy title ("Dr. Nneka Adeyemi-Cole") or stand surname first ("Huber,
    Magdalena"). The block that opens the document is its writer's: not the customer's when the shop writes. A name
    line opened by a contact's label ("Contact Ada Lind") needs only the address line under it."""
    first = re.search(r"\S", text)
    for ls in [0] + [m.end() for m in re.finditer(r"\n", text[:600])]:
        le = _line_bounds(text, ls)[1]
        cells = COLUMN_GAP_RE.split(text[ls:le])
        cell = cells[0]
        m = ADDRESS_HEAD_RE.fullmatch(cell) if len(cells) == 1 or cell.strip() else None
        if m is None:
            continue
        s0 = ls + m.start("name")
        if who == "shop" and first is not None and _line_bounds(text, first.start())[0] == ls:
            continue  # the letterhead: the shop's own name
        nxt = re.compile(r"[^\n]*\n(?:[ \t]*\n)?").match(text, ls)  # a scan may part the lines by a blank one
        if not nxt or nxt.end() >= len(text):
            continue
        ne = _line_bounds(text, nxt.end())[1]
        address = COLUMN_GAP_RE.split(text[nxt.end():ne])[0]
        addressed = ADDRESSEE_WORD_RE.match(cell.lstrip()) is not None and ADDRESS_LINE_RE.match(address) is not None
        if not address.strip() or not (addressed or _address_follows(address + "\n" + text[ne + 1:], 0)) \
                or ROLE_WORDS & set(m.group("name").lower().replace(",", " ").split()):
            continue
        lead = " ".join(m.group("name").split()[:2]).lower()  # (a firm's name and its legal name: "Acme Tools & Garden" over
        if lead in address.lower():  # "Acme Tools Ltd | 5 Dock Road": a letterhead)
            continue
        inverted = _inverted_name(m.group("name"), s0)
        if inverted is not None:
            return inverted
        if "," in m.group("name"):
            continue
        return Found(normalize_text(m.group("name")), m.group("name"), (s0, s0 + len(m.group("name"))), "rule", 0.65)
    return None


# The head of an address block: a name (maybe after a courtesy title, maybe surname first), a scan's speck after it.
ADDRESS_HEAD_RE = re.compile(rf"[ \t]*(?:{TITLES}\.?[ \t]+)?(?P<name>{NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{1,2}}|{INVERTED_NAME_RE.pattern})"
                             rf"(?:[ \t]+(?:[a-z|!]|[^\w\s]{{1,2}}))?[ \t]*")


def _header_name(text: str, who: str | None) -> Found | None:
    """The display name of an e-mail header: the sender when the customer writes, the addressee
    when the shop does."""
    if who is None:
        return None
    want = "From" if who == "customer" else "To"
    for _, role, m, g in _header_lines(text[:2000]):
        # "From: Ada Lind, 12 Mill Lane, Leeds": a letter's header gives the name, then where the writer lives
        value = COLUMN_GAP_RE.split(m.group(g).strip())[0]  # "To:   Ada Lind        Fax: +44 ...": the fax header's cell
        name = NAME_RE.fullmatch(value) or NAME_RE.fullmatch(value.split(",")[0].strip())
        firm = NAME_RE.match(value)  # "From: Bianchi Arredamenti S.r.l.": a firm, its legal form after its name
        if name is None and firm is not None and with_legal_form(value, 0, firm.end()) >= len(value.rstrip(" .")):
            name = re.match(r".*", value.rstrip(" ."))
        if role == want and name and not ROLE_WORDS & set(name.group(0).lower().split()):
            if want == "From" and SHOP_MAILBOX_RE.search(m.group(0)):
                return None  # "From: Acme Home <shipping@acmehome.in>": a shop's own mailbox, whatever the letter's voice
            a = m.start(g) + m.group(g).index(value)
            return Found(normalize_text(name.group(0)), name.group(0), (a, a + len(name.group(0))), "rule", 0.6)
    return None


# The mailboxes a shop's side sends from ("shipping@", "no-reply@", "orders@", "care@"): a header from one is no
# customer's, even where the letter's words read as the customer's.
SHOP_MAILBOX_RE = re.compile(r"<(?:shipping|dispatch|despatch|no-?reply|do-?not-?reply|orders?|notifications?|care|support|"
                             r"hello|customer-?care|customer-?service|customerservice|service|helpdesk)@", re.I)


# A greeting's one name, maybe after a courtesy title ("Hi Farah,", "Hi Ma'am Joy!", "Dear Mr Botha,"), the
# greeting's line or clause ending after it.
GREETING_ONE_NAME_RE = re.compile(rf"[ \t,]+((?:{TITLES}|Ma'am|Maam|Sir|Madam)\.?[ \t]+)?({NAME_WORD})[ \t]*[,!]", re.M)
# What a greeting addresses when it addresses no one by name ("Hi there,", "Hello all!").
GREETING_FILLERS = frozenset("there all everyone everybody folks guys again both you y'all".split())
GREETING_NAME_RE = re.compile(rf"[ \t]+({NAME_WORD}(?:{NAME_GAP}{NAME_WORD}){{1,2}})[ \t]*[,:!]?[ \t]*$", re.M)
CAPITALS_NAME = rf"[{_UP}]{{2,}}(?:['-][{_UP}]+)?(?:[ \t]+[{_UP}]{{2,}}(?:['-][{_UP}]+)?){{1,3}}"  # "ADA O'NEILL-OKORO"
CAPITALS_NAME_RE = re.compile(CAPITALS_NAME)
GREETING_CAPITALS_NAME_RE = re.compile(rf"[ \t]+({CAPITALS_NAME})[ \t]*[,:!][ \t]*$", re.M)
# Words of a greeting or signature that name a role, not a person ("Dear Customer Service", "Accounts Team").
ROLE_WORDS = frozenset("""customer customers service services team support sir madam colleague colleagues friend friends
department manager management shop store accounts account billing returns sales office desk staff client clients
member members partner partners care center centre helpdesk agent agents bot assistant advisor adviser operator
representative rep""".split())
