"""Generic, schema-driven extractors: one per field TYPE, steered by the field's cues
and pattern from the schema.

A field's cues are the label words that introduce its value ("order total",
"approved refund"). Every cue of every field of the document type is located
first; a cue inside a longer cue of another field is dropped (so "total" in
"order total" or "refund" in "refund approved" does not compete). A value is then
looked for after each remaining cue, up to the next cue of another field of the
same type or the end of the sentence. Adding a field therefore means adding its
cues and type to the schema, not code.
"""

from __future__ import annotations

import calendar
import re
import threading
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from itertools import product

from stages.normalize import (
    ABS_DATE_RE,
    MONEY_RE,
    MONTH_DAY_RANGE_RE,
    SPACE_GROUPED_AMOUNT_RE,
    WEEKDAYS,
    YEARLESS_NUMERIC_RE,
    YEARLESS_RE,
    approximate_count,
    reads_whole,
    counted_range,
    month_day_range_end,
    PERCENT_RE,
    REL_DATE_RE,
    Money,
    has_money_form,
    identifier_regex,
    identifier_value,
    looks_like_identifier,
    order_undecided,
    literal_prefix,
    currency_code,
    normalize_text,
    parse_date,
    read_identifier,
    spaced_groups,
    parse_money,
    parse_percent,
    resolve_relative,
    resolve_yearless_numeric,
    without_accents,
)
from stages.acts import FOREIGN_CELL, foreign_status, status_cell
from stages.cues import abbreviated_spans, fuzzy_spans
from stages.spans import SpanIndex
from status.schema import FieldSpec


@dataclass
class Found:
    """One extracted value with where it came from in OcrResult.text."""

    value: str | None
    raw: str
    span: tuple[int, int]
    extractor: str = "rule"
    confidence: float = 0.8
    currency: str | None = None
    basis: str | None = None
    unresolved: bool = False
    page: int | None = None


@dataclass(frozen=True)
class CueHit:
    field: str
    start: int
    end: int

    @property
    def length(self) -> int:
        return self.end - self.start


@lru_cache(maxsize=512)
def _cue_regex(cues: tuple[str, ...], raw: bool) -> re.Pattern:
    if not cues:
        return re.compile(r"(?!x)x")
    parts = sorted(cues, key=len, reverse=True)
    if raw or not all(c.split() for c in parts):
        body = "|".join(c if raw else _cue_body(c) for c in parts)
    else:
        body = _prefix_tree([_cue_units(c) for c in parts])
    return re.compile(r"(?<![\w-])(?:" + body + r")(?:(?<=[#:])|(?![\w-]))", re.I)  # "Case #R1182": a mark ends a label


# A field's cues (hundreds: ~45,000 characters of alternation for the longest list) are one pattern written as a
# prefix tree: "payment reference", "payment ref" and "payment id" share "payment" and the gap after it. It compiles
# in a fraction of the time the flat alternation took (~1 s a process for the schema's fields) and matches what the
# flat alternation of the cues' patterns, longest first, matches, because
#  - a shared prefix matches in one way only: a plain character does, and a word gap (`WORD_GAP`) is followed by a
#    word that opens with none of the gap's characters, so the gap ends where that word begins;
#  - a cue moves ahead of others only past cues that open, at that point, with another plain character (in any case):
#    the two cannot both match at one place. The rest of a cue from a word with a pattern of its own ("no", "and",
#    "SO": `_cue_word`) is one unit that shares nothing and that no cue moves past.
GAP = "gap"  # the unit of the gap between two words
GAP_CHARACTERS = " _(\t\n."  # what `WORD_GAP` can match


def _cue_units(cue: str) -> list[str]:
    """A cue's pattern as units: each character of its plain words (an ASCII letter in lower case: the pattern ignores
    case), the gap between words (`GAP`), and the rest from the first word that has a pattern of its own or opens with
    a gap's character, as one pattern "(?:...)"."""
    ws = cue.split()
    units: list[str] = []
    for i, w in enumerate(ws):
        if _cue_word(w) != re.escape(w) or w[0] in GAP_CHARACTERS:
            gap = WORD_GAP if i and w[0] in GAP_CHARACTERS else ""
            rest = gap + WORD_GAP.join(map(_cue_word, ws[i:]))
            rest += INITIALISM_LABEL_END if len(ws) == 1 and INITIALISM_RE.fullmatch(w) else ""
            return (units[:-1] if gap else units) + ["(?:" + rest + ")"]
        units += [c.lower() if c.isascii() else c for c in w] + ([GAP] if i < len(ws) - 1 else [])
    return units


def _openings(units: list[str], i: int) -> frozenset[str] | None:
    """The characters a cue's units from the i-th on can match first, as ASCII in lower case (None: others too, or
    none): a plain character's; after a gap, which may match nothing, the gap's and the next word's; a word with a
    pattern of its own (`_cue_word`): the characters it opens with."""
    unit = units[i]
    if unit == GAP:
        after = _openings(units, i + 1)
        return None if after is None else after | frozenset(GAP_CHARACTERS)
    if len(unit) == 1:
        return frozenset(unit) if unit.isascii() else None
    for word, openings in (("and", "a&"), ("no", "n")):
        if unit.startswith("(?:" + _cue_word(word)):
            return frozenset(openings)
    if unit.startswith("(?:(?-i:") and unit[8].isascii() and unit[8].isalpha():  # an initialism in capitals
        return frozenset(unit[8].lower())
    return None


def _prefix_tree(cues: list[list[str]], depth: int = 0) -> str:
    """The alternation of the cues' units from `depth` on (the units before it they share), in the cues' order of
    precedence, as a prefix tree: a cue joins the latest branch that opens with its unit if every branch after that
    one opens with other characters (`_openings`), else it opens a branch of its own (a cue that ends here: an empty
    branch, which may come before no other)."""
    branches: list[list] = []  # [the unit at depth ("" for none), the cues' `_openings`, the cues]
    for units in cues:
        first, openings = (units[depth], _openings(units, depth)) if len(units) > depth else ("", None)
        for branch in reversed(branches):
            if branch[0] == first:
                branch[1] = None if openings is None or branch[1] is None else branch[1] | openings
                if units not in branch[2]:  # (a cue twice: the first one matches first)
                    branch[2].append(units)
                break
            if openings is None or branch[1] is None or openings & branch[1]:
                branches.append([first, openings, [units]])
                break
        else:
            branches.append([first, openings, [units]])
    alternatives = [(WORD_GAP if key == GAP else key if len(key) > 1 else re.escape(key)) + _prefix_tree(group, depth + 1)
                    if key else "" for key, _, group in branches]
    return alternatives[0] if len(alternatives) == 1 else "(?:" + "|".join(alternatives) + ")"


# A cue word the schema writes in capitals is an abbreviation of a label ("SO" for sales order, "PO" for
# purchase order): it counts only as printed in capitals, with or without marks between its letters
# ("S/O", "P.O."). Alone as a label, it must be followed by a label mark or a value with digits ("SO
# 58.74862", "PO: 4500012"), never by a word ("PO Box 12" is an address).
INITIALISM_RE = re.compile(r"[A-Z]{2,4}")
INITIALISM_LABEL_END = r"(?=[ \t]*(?:[:#]|n[o0]\.)|[ \t]+[^\s]*\d|[ \t]*\n[ \t]*[^\s]*\d)"  # or over its value ("Your PO\n4471")


def _cue_word(w: str) -> str:
    if w.lower() == "and":
        return "(?:and|&)"  # "Track & trace" is "track and trace"
    if w.lower() == "no":
        return "(?:no|n\\.?[\u00ba\u00b0]|n\\.(?=[ \t]*\\d))"  # the numero sign as Romance languages
        # and their English print it: "N\u00ba", "n\u00b0"; "n." before a number ("Fattura n. 118") abbreviates numero
    if INITIALISM_RE.fullmatch(w):  # (an O between periods read by OCR as a zero: "S.0. No.", "P.0. ref")
        return "(?-i:" + r"[./]?".join(c if c != "O" or not i else r"(?:O|(?<=\.)0(?=\.))" for i, c in enumerate(w)) + r"\.?)"
    return re.escape(w)


def _cue_body(cue: str) -> str:
    ws = cue.split()
    body = WORD_GAP.join(_cue_word(w) for w in ws)
    return body + INITIALISM_LABEL_END if len(ws) == 1 and INITIALISM_RE.fullmatch(ws[0]) else body


# Between the words of a cue: one space or none (OCR drops spaces), or a line break; never a
# column gap ("reference        Credit date" are two labels).
WORD_GAP = r"\.?(?:[ _]?\(?|[ \t]*\n[ \t]*)"  # "Inv. no": a word may end in its abbreviation's period;
# the next may open a bracket ("Total (excl GST)" is the label "total excl"); a data export joins a field name's words
# with an underscore ("tracking_no", "order_id"); a tab parts a row's cells ("Carrier<TAB>Tracking ID" are two labels)


def cue_regex(cues: list[str] | tuple[str, ...], raw: bool = False) -> re.Pattern:
    """Case-insensitive, word-bounded alternation of cue phrases (longest first);
    whitespace inside a cue matches one space, none (OCR drops spaces: "no laterthan") or a
    line break, never a column gap (`WORD_GAP`).
    One thread compiles at a time: the batch's first documents, in NLP at once, wait for one compile of a
    pattern instead of each compiling it (a field's alternation takes ~5-30 ms)."""
    with _CUE_REGEX_LOCK:
        return _cue_regex(tuple(cues), raw)


_CUE_REGEX_LOCK = threading.Lock()


# The words of an id label that say "its number" ("order no", "purchase ref", "account #"): any one
# stands for the others, so "purchase ref." is a label wherever "purchase number" is.
ID_LABEL_TAILS = ("number", "no", "nr", "id", "ref", "reference", "code", "#")


def id_label_heads(spec: FieldSpec, value_cues: frozenset[str] = frozenset()) -> list[str]:
    """The bare nouns of an identifier's labels: the word before a number-word ("customer" of "customer
    id", "cust" of "cust no", "member" of "member number", "klant" of "klantnummer") that is no cue of its own, no
    possessive, and none of `value_cues` (a label of an amount or a date: "Payment: 1500" is a sum)."""
    return list(_id_label_heads(tuple(spec.cues), value_cues))


@lru_cache(maxsize=256)  # (a field's cues, the schema's value cue words): asked for each identifier field of each document
def _id_label_heads(cues: tuple[str, ...], value_cues: frozenset[str]) -> tuple[str, ...]:
    own = {c.lower() for c in cues}
    heads = []
    for cue in cues:
        ws = cue.lower().split()
        if len(ws) == 2 and ws[1] in ID_LABEL_TAILS and re.fullmatch(r"[a-z]{3,}", ws[0]) and ws[0] not in own \
                and ws[0] not in FUNCTION_WORDS | {"our", "my", "their"} and ws[0] not in value_cues:
            heads.append(ws[0])
        elif len(ws) == 1 and re.fullmatch(r"[a-z]+", ws[0]) and COMPOUND_NUMBER_RE.search(ws[0]):
            heads.append(_without_number_word(ws[0]))  # "klant" of "klantnummer"
    return tuple(dict.fromkeys(heads))


FUNCTION_WORDS = frozenset("the and for you your our with from into have has was were will been are not".split())


def abbreviated_heads(spec: FieldSpec, heads: list[str]) -> list[str]:
    """The short forms a label's noun is written in before its period ("acc." for account, "memb." for member): the
    first three and four letters of the field's bare nouns (`id_label_heads`) and of its one-word cues of five
    letters or more, without a number-word."""
    nouns = list(heads) + [c.lower() for c in spec.cues if re.fullmatch(r"[a-z]{5,}", c.lower())]
    out = [w[:k] for w in nouns if len(w) >= 5 and not COMPOUND_NUMBER_RE.search(w) for k in (3, 4)]
    return [w for w in dict.fromkeys(out) if w not in FUNCTION_WORDS and w not in heads]


def label_cues(spec: FieldSpec) -> list[str]:
    """The field's cues and the forms a label takes in other shops: a two-word noun label read
    either way ("refund total" / "total refund"); for an identifier, the number-word swapped for
    another ("purchase number" -> "purchase ref", "po number" -> "po #")."""
    return list(_label_forms(tuple(spec.cues), spec.type, bool(spec.name_like)))


def _label_forms(cues: tuple[str, ...], typ: str, name_like: bool) -> tuple[str, ...]:
    """`label_cues` of a field's cues, type and name flag, as the cached tuple itself (no copy: cue_hits hands it on
    for every field of every search)."""
    return _label_cues(cues, typ == "identifier", typ == "date", name_like, typ == "money")


def _cue_keys(specs: list[FieldSpec]) -> tuple[tuple[str, str, str, tuple[str, ...], bool], ...]:
    """The fields as `kind_nouns_of` and `thing_nouns_of` key their caches: (name, type, entity, cues, name flag), what
    their label forms are made of. Keying by the label forms themselves hashed ~9,000 strings a search (~1 ms a
    document type's search)."""
    return tuple((s.name, s.type, s.entity, tuple(s.cues), bool(s.name_like)) for s in specs)


@lru_cache(maxsize=64)
def _kind_nouns_by_keys(keys: tuple[tuple[str, str, str, tuple[str, ...], bool], ...]) -> dict[str, tuple[str, bool]]:
    return kind_nouns(tuple((name, typ, cues, _label_forms(cues, typ, name_like)) for name, typ, _, cues, name_like in keys))


@lru_cache(maxsize=64)
def _thing_nouns_by_keys(keys: tuple[tuple[str, str, str, tuple[str, ...], bool], ...]) -> dict[str, str]:
    return thing_nouns(tuple((name, typ, entity, cues, _label_forms(cues, typ, name_like))
                             for name, typ, entity, cues, name_like in keys))


@lru_cache(maxsize=64)
def _one_word_cues(keys: tuple[tuple[str, str, str, tuple[str, ...], bool], ...]) -> dict[str, str]:
    """The fields' one-word cues, lower case, each with its field (the last field listing it): what `thing_label_hits`
    reads a slash-joined label's words by, made once per field list, not per search (do not change the dict)."""
    return {c.lower(): name for name, _, _, cues, _ in keys for c in cues if " " not in c}


def kind_nouns_of(specs: list[FieldSpec]) -> dict[str, tuple[str, bool]]:
    """`kind_nouns` of the fields (do not change the dict)."""
    return _kind_nouns_by_keys(_cue_keys(specs))


def thing_nouns_of(specs: list[FieldSpec]) -> dict[str, str]:
    """`thing_nouns` of the fields (do not change the dict)."""
    return _thing_nouns_by_keys(_cue_keys(specs))


# The names of the tax an amount's label may carry in place of the word "tax" ("total before VAT" is "total before tax"):
# value added, goods and services, general consumption (Jamaica), harmonized sales (Canada).
TAX_NAMES = ("vat", "gst", "gct", "hst")


# The number-words a Romance or Germanic label opens with ("nº cliente", "número de pedido", "n° de transaction"): the
# same label is printed with its noun first ("Cliente nº").
LEADING_NUMBER_WORDS = frozenset("no nº n° n.º numero número numéro nummer nr num".split())
# The prepositions of a Romance label between its number-word and its noun ("No. de cliente", "N° do pedido", "número
# da nota"): Spanish, Portuguese, French and Italian print the label with one or without.
NUMBER_WORD_PREPOSITIONS = frozenset("de del do da du di".split())
# The number-words a Romance label is printed with in any of its forms (the abbreviations with their marks: "No.",
# "Nº", "N°", "Núm.").
ROMANCE_NUMBER_WORDS = ("no", "nº", "n°", "número", "numero", "núm", "num")
# Number-words that are words of their own too (Spanish and Portuguese "no", Portuguese "num"): a label only with the
# preposition after them ("No. de caso"; "no reclamado" is "not claimed").
WORD_NUMBER_WORDS = frozenset(("no", "num"))


def _number_word_forms(ws: list[str]) -> list[str]:
    """The forms a Romance id label with its number-word first takes on paper: "número de cliente" is printed "No. de
    cliente", "Nº cliente", "Núm. de cliente"; "nº cliente" is "No. de cliente". Each number-word, with the cue's
    preposition or another (the noun's gender and language choose it: "do pedido", "da fatura", "del caso"), or
    without one (not after a number-word that is a word of its own too, `WORD_NUMBER_WORDS`)."""
    noun = ws[2:] if ws[1] in NUMBER_WORD_PREPOSITIONS else ws[1:]
    if not noun:
        return []
    return [" ".join([nw, *([p] if p else []), *noun]) for nw in ROMANCE_NUMBER_WORDS
            for p in ("", *sorted(NUMBER_WORD_PREPOSITIONS)) if p or nw not in WORD_NUMBER_WORDS]


# The prepositions that name the means after a verb ("shipped via", "sent with", "dispatched through"): one stands
# for the others in a name's cue.
MEANS_PREPOSITIONS = ("via", "with", "by", "through")


@lru_cache(maxsize=256)
def _label_cues(cues: tuple[str, ...], identifier: bool, date: bool = False, name: bool = False,
                money: bool = False) -> tuple[str, ...]:
    out = dict.fromkeys(cues)
    if money:  # "amount before tax" -> "amount before VAT", "total excluding GST"
        for cue in cues:
            ws = cue.split()
            if len(ws) >= 2 and "tax" in (w.lower() for w in ws):
                for tax in TAX_NAMES:
                    out.setdefault(" ".join(tax if w.lower() == "tax" else w for w in ws))
    if name:  # "dispatched via" -> "dispatched through", "sent by"
        for cue in cues:
            ws = cue.lower().split()
            if len(ws) == 2 and ws[1] in MEANS_PREPOSITIONS and re.fullmatch(r"[a-z]+ed|sent", ws[0]):
                for prep in MEANS_PREPOSITIONS:
                    out.setdefault(f"{ws[0]} {prep}")
    if date:  # "promised delivery date" is printed "Promised delivery:" too: the date's label without "date"
        for cue in cues:
            ws = cue.split()
            if len(ws) >= 3 and ws[-1].lower() == "date":
                out.setdefault(" ".join(ws[:-1]))
    for cue in cues:  # a two-word noun label read either way: "refund total" / "total refund"
        ws = cue.lower().split()
        if len(ws) == 2 and all(re.fullmatch(r"[a-z]{3,}", w) and not re.search(r"(?:ed|ing)$", w) for w in ws) \
                and not FUNCTION_WORDS & set(ws) and ws[1] not in ID_LABEL_TAILS:  # nouns only: "placed order"
            # is no label; nor is a number-word first ("reference client" is two labels' words)
            out.setdefault(f"{ws[1]} {ws[0]}")
    if identifier:
        for cue in cues:
            ws = cue.lower().split()
            if len(ws) >= 2 and ws[0] in LEADING_NUMBER_WORDS and re.fullmatch(r"[^\W\d_]{4,}", ws[-1]):
                out.setdefault(f"{cue.split()[-1]} no")  # "nº cliente" printed "Cliente nº", "número de pedido" "pedido nº"
                for form in _number_word_forms(ws):
                    out.setdefault(form)
            if len(ws) == 1 and re.fullmatch(r"[^\W\d_]+", ws[0]) and COMPOUND_NUMBER_RE.search(ws[0]):
                for noun in _compound_nouns(ws[0]):  # "rechnungsnummer" printed apart: "Rechnung Nr.", "klant nr"
                    for tail in ID_LABEL_TAILS:
                        out.setdefault(f"{noun} {tail}")
            if len(ws) >= 2 and ws[-1] in ID_LABEL_TAILS:
                for tail in ID_LABEL_TAILS:  # (an abbreviation keeps its capitals: "SO no" -> "SO ref")
                    out.setdefault(" ".join(cue.split()[:-1] + [tail]))
                if len(ws) == 2 and re.fullmatch(r"[a-z]{4,}", ws[0]) and not ws[0].endswith("s"):
                    for tail in ID_LABEL_TAILS:  # the noun in its plural, a department's or a trade's name, whose
                        out.setdefault(f"{ws[0]}s {tail}")  # lemma is the cue's: "Returns no." is "return no"
                if len(ws) == 2 and len(ws[0]) >= 5 and ws[0].isalpha():  # "inv no", "cust no": an abbreviated noun
                    for cut in (3, 4):
                        for tail in ID_LABEL_TAILS:
                            out.setdefault(f"{ws[0][:cut]} {tail}")
    for cue in list(out):  # "Razon social", "Numero de caso", "Codigo cliente": the accents a keyboard or a scan leaves out
        out.setdefault(without_accents(cue))
    return tuple(out)


# A word that makes the label after it a qualifier of the label before ("excl. VAT", "incl. tax").
# The modifiers that take a tax out of an amount: a label "<word> ex GST" is the net amount, the field whose
# cues say so ("total excl", "amount excluding tax").
EXCLUDING_RE = re.compile(r"(?<![\w-])(?:excl|excluding|ex|exclusive of|before|without|w/o|net of)(?![\w-])", re.I)
EXCLUDING_AFTER_RE = re.compile(r"[ \t]*+[(\[]?+[ \t]*+" + EXCLUDING_RE.pattern, re.I)  # (possessive: linear on a run of blanks)
MODIFIER_BEFORE_RE = re.compile(r"(?<![\w-])(?:excl|incl|inc|ex|excluding|including|before|after|plus|without|w/o)\.?[ \t]*$", re.I)


def in_reading_order(hits) -> list[CueHit]:
    """Cue hits by where they start, the longer first at one place: the order every finder reads them in."""
    return sorted(hits, key=lambda h: (h.start, -h.length))


def cue_hits(text: str, specs: list[FieldSpec]) -> list[CueHit]:
    """All cue occurrences of the given fields, exact or OCR-damaged ("Tota1", "Custorner"),
    with hits nested in a longer hit of another field removed."""
    cues = {s.name: _label_forms(tuple(s.cues), s.type, bool(s.name_like)) for s in specs}  # (tuples, not copied)
    hits = [CueHit(s.name, a, b) for s in specs for a, b in _label_spans(text, cues[s.name])]
    kept = []
    money = {s.name for s in specs if s.type == "money"}
    net = [s.name for s in specs if s.type == "money" and _names_a_net_amount(tuple(s.cues))]
    for h in _not_nested(hits):
        modifier = MODIFIER_BEFORE_RE.search(text, max(0, h.start - 16), h.start)
        if modifier:  # "Total excl. VAT", "Total (incl. tax)": the word qualifies another label
            label = re.search(r"(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t))[ \t]*([A-Za-z][\w.-]*(?:[ \t][A-Za-z][\w.-]*){0,2})[ \t(]*$",
                              text[:modifier.start()])
            if len(net) == 1 and EXCLUDING_RE.fullmatch(modifier.group(0).strip(" \t(.").lower()) and label \
                    and not any(o.start < h.start and o.end > label.start(1) for o in hits if o is not h):
                kept.append(CueHit(net[0], label.start(1), h.end))  # "Amount ex GST": the amount without the tax
            continue
        if h.field in money and h.field not in net and EXCLUDING_AFTER_RE.match(text, h.end):
            continue  # "Total (excl GST)": not the total a field without a tax-exclusive label means
        kept.append(h)
    kept = _split_overlaps(text, kept, cues)
    kept = _without_qualified_number_words(text, specs, kept)
    kept = [h for h in kept if not _misread_cue_as_a_value(text, h, kept, cues[h.field])]
    kept += noun_label_hits(text, specs, kept)
    kept += thing_label_hits(text, specs, kept)
    glossed = [(h, _with_translation(text, h, cues[h.field])) for h in kept]
    return in_reading_order(g if g.end == h.end or not _under_a_label(text, g.start, kept) else h for h, g in glossed)


def _not_nested(hits: list[CueHit]) -> list[CueHit]:
    """The hits, in their order, less those nested in a longer hit of another field (one bisection a field and hit:
    a damaged scan's thousands of hits are not tested pairwise)."""
    by_field: dict[str, list[tuple[int, int]]] = {}
    for o in hits:
        by_field.setdefault(o.field, []).append((o.start, o.end))
    index = {f: SpanIndex(spans) for f, spans in by_field.items()}
    return [h for h in hits if not any(  # another field's hit from at or before h's start past its end, or before it to it
        f != h.field and (ix.reaches(h.start, h.end + 1) or ix.reaches(h.start, h.end, strict=True))
        for f, ix in index.items())]


def _under_a_label(text: str, start: int, hits: list[CueHit]) -> bool:
    """Does a cell stand in a row under a row of labels, in one's column ("ID comandă (Order ID)   Stare (Status)" over
    "W5217607   Aprobat (Approved)"): a value and its gloss in brackets, no label?"""
    ls = text.rfind("\n", 0, start) + 1
    if ls < 2:
        return False
    ps = text.rfind("\n", 0, ls - 1) + 1
    while ps > 1 and not text[ps:ls].strip():  # past blank lines
        ps = text.rfind("\n", 0, ps - 1) + 1
    if not re.search(r"\S(?:[ \t]{2,}|\t)\S", text[ps:ls]):
        return False  # no row of cells above
    col = len(text[ls:start].expandtabs(8))
    return any(ps <= o.start < ls - 1 and abs(len(text[ps:cell_start(text, o.start)].expandtabs(8)) - col) <= 2
               for o in hits)


def _misread_cue_as_a_value(text: str, h: CueHit, hits: list[CueHit], cues: tuple[str, ...]) -> bool:
    """Is an OCR-damaged reading of a cue (no cue as printed) the value of another label instead: the whole rest of
    its line right after that label's mark ("Courier partner: Deliverix" is no damaged "delivery" label)?"""
    le = text.find("\n", h.end)
    if text[h.end:len(text) if le < 0 else le].strip(" \t.,") or not any(
            o is not h and o.end <= h.start and re.fullmatch(r"[ \t]*+\.?+[ \t]*+[:#][ \t]*", text[o.end:h.start]) for o in hits):
        return False
    return " ".join(text[h.start:h.end].lower().split()) not in {c.lower() for c in cues}


@lru_cache(maxsize=256)  # an identifier field's cues: searched once, not for every document
def _names_a_tax(cues: tuple[str, ...]) -> bool:
    """Does one of a field's cues name a tax ("tax invoice no", "VAT number": `TAX_WORD_RE`)?"""
    return any(TAX_WORD_RE.search(c) for c in cues)


@lru_cache(maxsize=256)  # a schema's money fields' cues: searched once, not for every document (~0.3 ms a document)
def _names_a_net_amount(cues: tuple[str, ...]) -> bool:
    """Does one of a money field's cues name an amount without the tax ("total excl VAT", "net of tax")?"""
    return any(EXCLUDING_RE.search(c) for c in cues)


# The word before a label on its line, joined to it by one space ("Web ref", "Sales no.").
WORD_BEFORE_RE = re.compile(r"(?:^|(?<=[\s|]))([A-Za-z]{3,})[ ]$")


def _without_qualified_number_words(text: str, specs: list[FieldSpec], hits: list[CueHit]) -> list[CueHit]:
    """A field's cue that is a number-word alone ("ref", "reference", "no") right after a noun that names another
    identifier field's thing in the type's cues (`kind_nouns`: "Web ref:" is the web order's reference) labels that
    id, not this field's: the hit goes (a processor's name before it, "Stripe ref", keeps it)."""
    nouns = None
    out = []
    for h in hits:
        if text[h.start:h.end].lower().rstrip(".") not in NUMBER_WORDS:
            out.append(h)
            continue
        before = WORD_BEFORE_RE.search(text, max(0, h.start - 24), h.start)
        if nouns is None:
            nouns = kind_nouns_of(specs)
        kind = nouns.get(before.group(1).lower()) if before else None
        if kind is not None and kind[0] != h.field:
            continue
        out.append(h)
    return out


# A label the schema does not list, printed as a noun and maybe a number-word before its mark ("Remittance: ...", "Web
# no.: ...", "Consignments #"), opening its line or a cell.
NOUN_LABEL_RE = re.compile(r"(?!(?<=[ \t]{3})[ \t])(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t)|(?<=\|[ \t]))[ \t]*(?P<noun>[A-Za-z]{3,})"
                           r"(?:[ \t]+(?P<tail>no|nr|num|number|id|ref|reference|code)(?![\w-]))?"
                           r"(?:\.?[ \t]*[:#]|(?<=[a-z])\.[ \t]+(?=[A-Za-z0-9-]*\d))", re.I)


# An id by its form alone, beyond `looks_like_identifier`: a run of four digits, and letters or a separator between
# digits beside it ("4471-99812", "RT44120"; not "2026", a sort code "20-44-19", a span "24-48h").
STRONG_ID_RE = re.compile(r"(?=[\w/.-]*\d{4})(?=[\w/.-]*(?:[A-Za-z]|\d[-/.]\d))(?![\d/.-]*\d[a-z]{1,3}(?![\w]))")


def noun_label_hits(text: str, specs: list[FieldSpec], hits: list[CueHit]) -> list[CueHit]:
    """Labels of identifiers by the noun that names what is numbered, not by a listed wording: a noun that the cues of
    one identifier field of the document type give as the thing before its number-word ("remittance" of "remittance
    no", "trace" of "trace number") or as the kind before the field's own noun ("web" of "web order"), and the cues of
    no other identifier field use (`kind_nouns`), printed alone or with a number-word before a label mark, where no
    cue was found. A noun alone, or one that a date's, an amount's or a name's cues use too ("remittance date"), labels
    an id only when its value is no bare number ("Payment: 1500" is a sum)."""
    nouns = kind_nouns_of(specs)
    if not nouns:
        return []
    out = []
    for m in NOUN_LABEL_RE.finditer(text):
        word = m.group("noun").lower()
        kind = nouns.get(word) or (nouns.get(word[:-1]) if word.endswith("s") else None)  # a plural: "Orders:"
        a = m.start("noun")
        b = m.end("tail") if m.group("tail") else m.end("noun")
        if kind is None or any(h.start < b and a < h.end for h in hits):
            continue
        field, weak = kind
        if weak or not m.group("tail"):  # (the noun alone: its value has letters or groups, "Remittance: 4471-99812")
            tail = LABEL_TAIL_RE.match(text, b)
            token = ID_TOKEN_RE.match(text, tail.end() if tail else b)
            if token is None or not STRONG_ID_RE.match(token.group(0)):
                continue
        out.append(CueHit(field, a, b))
    for m in NOUN_CELL_LABEL_RE.finditer(text):  # a noun and its number-word heading a column, or alone with its value
        word = m.group("noun").lower()
        kind = nouns.get(word) or (nouns.get(word[:-1]) if word.endswith("s") else None)
        a, b = m.start("noun"), m.end("tail")
        if kind is None or any(h.start < m.end() and a < h.end for h in hits + out):
            continue
        ls, le = text.rfind("\n", 0, a) + 1, text.find("\n", b)
        le = len(text) if le < 0 else le
        if m.group("val") is not None:  # "Web ref WEB7218585": the line is the label and one id, nothing else
            if text[ls:a].strip() or (kind[1] and not STRONG_ID_RE.match(m.group("val"))):
                continue
        elif re.search(r"\d", text[ls:le]) or le >= len(text):  # a header row: words only, a row under it
            continue
        out.append(CueHit(kind[0], a, b))
    return out


@lru_cache(maxsize=64)  # (the document type's fields with their entity, cues and label cues)
def thing_nouns(fields: tuple[tuple[str, str, str, tuple[str, ...], tuple[str, ...]], ...]) -> dict[str, str]:
    """The nouns that name a text field's thing without its head word: a field's cues of two words pair its own one-word
    cues with head words ("product name", "item description", "device model": heads "name", "description", "model"); a
    head that two cues or more share, after another noun, gives that noun ("equipment" of "equipment name", "machine" of
    "machine model"). A noun is no one-word cue of the field, and no other field's label forms use it but an identifier's
    (the thing's own number: "equipment serial"); a party's name (entity customer) is read by its role, not so."""
    used: dict[str, set[str]] = {}
    kinds = {name: typ for name, typ, _, _, _ in fields}
    for name, _, _, _, forms in fields:
        for cue in forms:
            for w in cue.lower().split():
                used.setdefault(w, set()).add(name)
    named: dict[str, set[str]] = {}
    for name, typ, entity, cues, _ in fields:
        if typ != "text" or entity == "customer":
            continue
        one = {c.lower() for c in cues if " " not in c}
        pairs = [tuple(c.lower().split()) for c in cues if len(c.split()) == 2]
        heads = {h for h in {b for a, b in pairs if a in one} if sum(b == h and a in one for a, b in pairs) >= 2}
        for a, b in pairs:
            if b in heads and a not in one and re.fullmatch(r"[^\W\d_]{3,}", a) and a not in FUNCTION_WORDS \
                    and not any(kinds[o] != "identifier" for o in used.get(a, set()) - {name}):
                named.setdefault(a, set()).add(name)
    return {noun: next(iter(names)) for noun, names in named.items() if len(names) == 1}


# A label of one noun or two joined by a slash before its mark, opening its line or a cell ("Equipment:", "Machine / Part:").
THING_LABEL_RE = re.compile(r"(?!(?<=[ \t]{3})[ \t])(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t))[ \t]*(?P<label>(?P<a>[^\W\d_]{3,})"
                            r"(?:[ \t]*/[ \t]*(?P<b>[^\W\d_]{3,}))?)[ \t]*:", re.M)


def thing_label_hits(text: str, specs: list[FieldSpec], hits: list[CueHit]) -> list[CueHit]:
    """Labels of a text field by the noun of its thing with the head word left out (`thing_nouns`: "Equipment:" is the
    "equipment name"'s label), or two such nouns or cues of the one field joined by a slash ("Machine / Part:"), with
    its mark, where no cue was found."""
    keys = _cue_keys(specs)
    nouns = _thing_nouns_by_keys(keys)
    if not nouns:
        return []
    own = _one_word_cues(keys)
    out = []
    for m in THING_LABEL_RE.finditer(text):
        words = [w.lower() for w in (m.group("a"), m.group("b")) if w]
        fields = {nouns.get(w) or own.get(w) for w in words}
        if len(fields) != 1 or None in fields or not any(w in nouns for w in words) \
                or any(h.start < m.end("label") and m.start("label") < h.end for h in hits):
            continue
        out.append(CueHit(fields.pop(), m.start("label"), m.end("label")))
    return out


# A label of a noun and its number-word with no mark, as a row's or a column's cell: heading a column (a gap or the
# line's end after it, the row under it holding the values: "Sales ref   Returns no."), or opening a line whose only
# other word is its id ("Web ref WEB7218585").
# (never starting at a blank with three blanks before it: the blank before was tried, to the same end)
NOUN_CELL_LABEL_RE = re.compile(r"(?!(?<=[ \t]{3})[ \t])(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t))[ \t]*(?P<noun>[A-Za-z]{3,})[ \t]+"
                                r"(?P<tail>no|nr|num|number|id|ref|reference|code)\.?"
                                r"(?:(?=[ \t]{2,}\S|\t|[ \t]*$)|[ \t]+(?P<val>[A-Za-z0-9/-]*\d[\w/-]*)[ \t]*$)", re.I | re.M)


@lru_cache(maxsize=64)  # (the document type's fields with their cues and label cues)
def kind_nouns(fields: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]) -> dict[str, tuple[str, bool]]:
    """The nouns that name one identifier field's thing among the given fields: each field's cues of two words give the
    noun before a number-word ("remittance no", "docket number") and the kind before the field's own one-word cue ("web
    order", "trade account"); a noun two identifier fields give, or that another identifier's label forms use, is
    neither's; a noun of three letters at least, no cue of its own. Each noun: (its field, whether a field of another
    type uses the word in its label forms: "remittance" of "remittance date")."""
    used: dict[str, set[str]] = {}
    kinds = {name: typ for name, typ, _, _ in fields}
    named: dict[str, set[str]] = {}
    for name, typ, cues, forms in fields:
        for cue in forms:
            for w in cue.lower().split():
                used.setdefault(w, set()).add(name)
        if typ != "identifier":
            continue
        own = {c.lower() for c in forms if " " not in c}
        for cue in cues:
            ws = cue.lower().split()
            if len(ws) != 2:
                continue
            noun = ws[0] if ws[1] in ID_LABEL_TAILS or ws[1] in own else None
            if noun and re.fullmatch(r"[a-z]{3,}", noun) and noun not in FUNCTION_WORDS | NUMBER_WORDS \
                    and noun not in ("your", "their", "this") and noun not in own:
                named.setdefault(noun, set()).add(name)
    out = {}
    for noun, names in named.items():
        others = used.get(noun, set()) - names
        if len(names) == 1 and not any(kinds[o] == "identifier" for o in others):
            out[noun] = (next(iter(names)), bool(others))
    return out


# A label printed in two languages, the other one first: "Matricola / Serial no.", "Kunde / Customer": the words
# before the slash, opening their line or a cell, are the same label's.
TRANSLATION_BEFORE_RE = re.compile(r"(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t))([^\W\d_][^\s/:|]*(?:[ \t][^\W\d_][^\s/:|]*){0,3})[ \t]*/[ \t]*$")


# ... or the other language's label first and the cue in brackets after it, the bracket holding nothing but the cue:
# "Termék megnevezése (Product)", "Nume client (Customer name):", "Rendelésszám (Order no.):" (bilingual forms of
# Central and Eastern Europe print the local label, its English gloss in brackets). The label ends at the bracket.
BRACKET_BEFORE_RE = re.compile(r"(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t)|(?<=\|))"
                               r"([^\W\d_](?:[^\W\d_]|[.'-])*(?:(?:[ ]|[ ]?/[ ]?)[^\W\d_](?:[^\W\d_]|[.'-])*){0,3})[ ]?\([ \t]*$")
BRACKET_AFTER_RE = re.compile(r"[ \t.]*\)")


def _with_translation(text: str, h: CueHit, cues: tuple[str, ...]) -> CueHit:
    """A cue hit that takes in the other language's words of a two-language label before it (a gloss in brackets
    only when printed as the cue is, no OCR-damaged reading: "Megbízó (Payer)" is no damaged "payee")."""
    m = TRANSLATION_BEFORE_RE.search(text, max(0, h.start - 48), h.start)
    if m:
        return CueHit(h.field, m.start(1), h.end)
    close = BRACKET_AFTER_RE.match(text, h.end)  # (first: most hits close no bracket, and need no other search)
    if close is None or not cue_regex(cues).fullmatch(text[h.start:h.end]):
        return h
    m = BRACKET_BEFORE_RE.search(text, max(0, h.start - 48), h.start)
    return CueHit(h.field, m.start(1), close.end()) if m else h


@lru_cache(maxsize=1024)  # (text, one field's label cues): a document's text is searched three times
def _label_spans(text: str, cues: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    """Where one field's labels are printed: exactly (regex), or OCR-damaged where no exact reading overlaps, or with
    words abbreviated where neither does (`stages.cues.abbreviated_spans`)."""
    exact = [(m.start(), m.end()) for m in cue_regex(cues).finditer(text)]
    printed = SpanIndex(exact)
    damaged = [(a, b) for a, b, _ in fuzzy_spans(text, cues) if not printed.overlaps(a, b)]
    read = SpanIndex(exact + damaged)
    shortened = [(a, b) for a, b, _ in abbreviated_spans(text, cues)  # "Doc. date:", "Ord Dt:"
                 if not read.overlaps(a, b)]
    return (*exact, *damaged, *shortened)


def _split_overlaps(text: str, hits: list[CueHit], cues: dict[str, tuple[str, ...]]) -> list[CueHit]:
    """Two labels of different fields that share a word ("VAT Total paid": "vat total" and "total
    paid"): the longer keeps the word; the other keeps what is left of it when that is still one of
    its field's cues ("VAT"), else it goes. (A hit meets only hits of its run of overlapping spans, and what is left
    of a hit lies inside it: each run is settled on its own, not every hit against every other; the list keeps the
    order the one list would have: the hits kept as they came, then what was left of others as it was cut.)"""
    group = _overlap_groups(hits)
    members: dict[int, list[tuple[tuple[int, int], CueHit]]] = {}
    for i, h in enumerate(hits):
        members.setdefault(group[i], []).append(((0, i), h))
    cut = 0
    for i in sorted(range(len(hits)), key=lambda i: -hits[i].length):
        h, out = hits[i], members[group[i]]
        if not any(x == h for _, x in out):
            continue
        for _, o in list(out):
            if o is h or o.field == h.field or not (o.start < h.end and h.start < o.end) or o.length > h.length:
                continue
            if o.start >= h.start and o.end <= h.end:
                continue  # nested: handled by cue_hits
            del out[next(k for k, (_, x) in enumerate(out) if x == o)]
            a, b = (o.start, h.start) if o.start < h.start else (h.end, o.end)
            m = cue_regex(cues[o.field]).fullmatch(text[a:b].strip()) if text[a:b].strip() else None
            if m is not None:
                lead = len(text[a:b]) - len(text[a:b].lstrip())
                out.append(((1, cut), CueHit(o.field, a + lead, a + lead + len(text[a:b].strip()))))
                cut += 1
    return [h for _, h in sorted((x for out in members.values() for x in out), key=lambda x: x[0])]


def _overlap_groups(hits: list[CueHit]) -> list[int]:
    """Each hit's run of spans joined by overlaps (or touching: a run may take in more, never less), by number."""
    group = [0] * len(hits)
    reach, n = None, -1
    for i in sorted(range(len(hits)), key=lambda i: hits[i].start):
        if reach is None or hits[i].start > reach:
            n, reach = n + 1, hits[i].end
        reach = max(reach, hits[i].end)
        group[i] = n
    return group


# An e-mail header line (its amounts and dates are not the document's facts).
HEADER_LINE_RE = re.compile(r"(?:from|to|cc|subject|date|sent|re|fwd?)\s*:", re.I)  # used with match()

# --------------------------------------------------------------------------- windows

SENTENCE_END_RE = re.compile(r"(?<=[a-z)\]'\"][.!?])\s|\n\s*\n|\f")  # "USD. 79.00": a period after a code is no end


def next_cue_finder(hits: list[CueHit], field: str, same_type: set[str]) -> Callable[[int], int | None]:
    """Where the first hit in `hits` (in their order) of another field of `same_type` than `field` that starts at or
    after a position starts, or None: built once for a field's hits, asked for each (a bisection when the hits are in
    reading order, as `cue_hits` gives them; else the hits in turn)."""
    others = [o for o in hits if o.field != field and o.field in same_type]
    if all(a.start <= b.start for a, b in zip(others, others[1:])):
        starts = [o.start for o in others]
        return lambda x: starts[i] if (i := bisect_left(starts, x)) < len(starts) else None
    return lambda x: next((o.start for o in others if o.start >= x), None)


def window_after(text: str, hit: CueHit, hits: list[CueHit], same_type: set[str], limit: int = 160,
                 next_cue: Callable[[int], int | None] | None = None) -> tuple[int, int]:
    """[start, end) after a cue where its value may stand: up to the next cue of a
    different field of the same type, the end of the sentence/paragraph, or `limit`. A label that
    ends its line with a colon reads from the next line with text (`LABEL_OVER_VALUE_RE`). (`next_cue`: the field's
    `next_cue_finder`, for a caller that asks for each of its hits.)"""
    over = LABEL_OVER_VALUE_RE.match(text, hit.end)
    start = over.end() if over else hit.end
    end = min(len(text), start + limit)
    stop = (next_cue or next_cue_finder(hits, hit.field, same_type))(hit.end)
    if stop is not None:
        end = min(end, stop)
    for m in SENTENCE_END_RE.finditer(text, start, end):
        if m.start() == hit.end + 1 and text[hit.end] == "." \
                and not (SENTENCE_OPENING_RE.match(text, m.end()) and prose_cue(text, hit)):
            continue  # the label's own abbreviation period ("MwSt. 19 %: ...", "Amt. 40.00"), not a sentence's last
            # word before the next sentence ("Your refund has been approved. It will be issued within 5 business days")
        if not ABBREVIATION_RE.search(text, max(0, m.start() - 8), m.start()) and not in_amount(text, m.start()) \
                and not in_date(text, m.start()):
            end = m.start() + 1
            break
    return start, end


# The first word of a sentence: a capital and small letters, then a space ("It will", "We have").
SENTENCE_OPENING_RE = re.compile(r"\s*[A-Z][a-z]*[ \t]")


def in_amount(text: str, pos: int) -> bool:
    """Is the period at `pos` part of an amount as printed: a currency marker written with its period
    before its number ("Rs. 1,250.00", "Fr. 80.50"), not the end of a sentence?"""
    ls = text.rfind("\n", 0, pos) + 1
    return any(m.start() <= pos < m.end() for m in MONEY_RE.finditer(text, max(ls, pos - 8), min(len(text), pos + 24)))


def in_date(text: str, pos: int) -> bool:
    """Is the period at `pos` inside a date as printed, not its last character: a continental day's or a month's
    abbreviation's period ("5. Oct. 2026"), no sentence's end?"""
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    le = len(text) if le < 0 else le
    return any(m.start() <= pos < m.end() - 1 for m in date_candidates(text, max(ls, pos - 12), min(le, pos + 24)))


# A label alone at the end of its line, its value on the next line with text, across the blank line a
# form's layout may leave between them ("Date of purchase:\n\n20-Mar-2026"); not when that line is
# another label ("Order placed:\n\nAccount:").
LABEL_OVER_VALUE_RE = re.compile(r"[ \t]*[:#][ \t!|_.]*\n\s*(?=\S)(?![A-Za-z][\w /#.-]{0,30}:)")


# A period that ends an abbreviation in a label, not a sentence ("Total excl. VAT: ...", "Ref. no.").
ABBREVIATION_RE = re.compile(r"(?<![\w-])(?:excl|incl|inc|ex|no|nr|ref|approx|acc|acct|cust|inv|est|tel)\.$", re.I)


def pattern_regex(pattern: str) -> re.Pattern:
    return re.compile(r"(?<![\w-])(?:" + pattern + r")(?![\w-])")


# --------------------------------------------------------------------------- per type


# What may stand between a label and its value: "Order no.: ", "Customer #", "Ref - ", a form's leader of dots
# ("Account ........ 4471").
# A tail word glued to its value by a hyphen ("order NO-26-0771", "REF-2291") is the id's own prefix; a scan's
# "N o." is "No."; an ERP's bracket around a code ("Customer: [KUP-0412] Gostilna") opens the value.
LABEL_TAIL_RE = re.compile(r"(?:\)(?=[ \t]*[:#]))?"  # a label in brackets as another's translation: "Key (clave de rastreo): 77"
                           r"(?:[ \t]*\((?![^)\n]*\d)[^()\n]{1,30}\)(?=[ \t]*[:#]))?"  # "Payment ref (end-to-end): 77"
                           r"[ \t]*(?:\.{2,}[ \t]*|\u2026+[ \t]*)?(?:[:#.\-]|(?:n ?[o0\u00ba\u00b0]|number|nr|id|ref|code|pin)(?:\.|(?![-\w])))?"
                           # a note after the label's abbreviation, before its mark: "Serial No. (see the sticker): 77"
                           r"(?:[ \t]*\((?![^)\n]*\d)[^()\n]{1,40}\)(?=[ \t]*[:#]))?"
                           r"[ \t]*(?:\.{2,}[ \t]*|\u2026+[ \t]*)?(?:(?:[:#.\-]|(?<=[ \t])\|(?=[ \t]))[ \t]*)?"  # "Kundennr. ......: 4471",
                           # a table's bar between a label's cell and its value's ("Transaction ID | 9XK220")
                           r"(?:\s*(?<![\w-])(?:is|was|reads)\s+(?:[:#][ \t]*)?)?\[?", re.I)  # "My order number is 1135"
# An id as printed, possibly in spaced groups ("ORD -729270", "7712 9902 1133"); a group that opens a
# date is the next cell's value, not part of the id ("PLZ99559023251 4 April 2026", "T-1182 4/04/2026").
ID_TOKEN_RE = re.compile(r"(?:[A-Za-z0-9|]|\$(?=[0-9A-Za-z]+[-/]))[A-Za-z0-9|/._-]*(?:[ \t]-?[ \t]?(?!\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?"
                         r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)[0-9][0-9A-Za-z-]*+(?![/.:]\d)){0,3}",
                         re.I)


@lru_cache(maxsize=256)  # (asked for each label on the line: a long line read once, not once a label)
def row_of_cells(line: str) -> bool:
    """Is the line a row of cells: a column gap (two blanks or a tab) between two of its words?"""
    return re.search(r"\S(?:[ \t]{2,}|\t)\S", line) is not None


def cell_start(text: str, pos: int) -> int:
    """Where the table cell holding `pos` begins: after the last column gap (two spaces or a
    tab) before it on its line ("Bank reference" for the cue "reference")."""
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    if not row_of_cells(text[ls:le if le >= 0 else len(text)]):
        return pos  # not a row of cells (a scan's line has single spaces): the word itself
    p = pos - ls
    line = text[ls:le if le >= 0 else len(text)]
    runs = _blank_runs(line)
    i = bisect_left(runs, (p,)) - 1  # the last run starting before pos (cut at pos; the runs before it end before pos)
    while i >= 0:
        a, e = runs[i]
        e = min(e, p)
        if e - a >= 2 or line[a] == "\t":
            return ls + e
        i -= 1
    return ls + len(text[ls:pos]) - len(text[ls:pos].lstrip())


@lru_cache(maxsize=64)
def _blank_runs(line: str) -> tuple[tuple[int, int], ...]:
    """The line's runs of blanks (spaces and tabs), [start, end): where `cell_start` finds the last column gap before a
    label by bisection, as `re.finditer(r"[ \t]{2,}|\t", line[:pos])` finds it (once a line, not once a label)."""
    return tuple(m.span() for m in re.finditer(r"[ \t]+", line))


# The next line with text under a header row, past a rule of dashes under it ("|----|-----|", "-----  ------", "+---+").
NEXT_ROW_RE = re.compile(r"\n(?:[ \t]*[|+:]?[ \t]*-{3,}[-|+: \t=]*\n)?[ \t]*(?=\S)")


def value_below(text: str, start: int) -> int | None:
    """Where the value under a label in a header row stands: the cell of the next non-empty
    line that begins in the label's column ("Order no     Customer no" over "SO-1234      C-77")."""
    barred = _barred_cell_below(text, start)
    if barred is not None:
        return barred
    exported = export_cell_below(text, start)
    if exported is not None:
        return exported[0]
    start = cell_start(text, start)
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", start)
    if le < 0:
        return None
    col = len(text[ls:start].expandtabs(8))
    nxt = NEXT_ROW_RE.match(text, le) or re.compile(r"\n\s*\n[ \t]*(?=\S)").match(text, le)
    if nxt is None:
        return None
    ns = text.rfind("\n", 0, nxt.end()) + 1
    ne = text.find("\n", ns)
    line = text[ns:ne if ne >= 0 else len(text)]
    for cell in re.finditer(r"(?:(?<=^)|(?<=\s{2})|(?<=\t))\S", line):
        c = len(line[:cell.start()].expandtabs(8))
        if abs(c - col) <= 2:
            return ns + cell.start()
    return None


BAR_RE = re.compile(r"[ \t]\|[ \t]")  # a table's column rule as text ("Order No.  |  Carrier"), not OCR's "I" or "1"


# A data export's header row: three or more names of fields parted by one delimiter (a comma, a semicolon, a tab or a
# bar), each a name of three words at most, quoted or not, with no digit ("order_id,carrier,tracking_no",
# "Auftrag;Versender"); a line of prose that ends its sentence is none ("the lamp, the shade, and the bulbs.").
EXPORT_HEADER_CELL = r"[ \t]?\"?[^\W\d]+(?:[._/&'()-]*[^\W\d]+)*(?:[ ._/&'()-]+[^\W\d]+){0,2}[.#]?\"?[ \t]?"


NEXT_TEXT_LINE_RE = re.compile(r"\n[ \t]*(?=\S)")


def line_and_next(text: str, start: int) -> tuple[int, int, int, int] | None:
    """Start and end of the line holding `start` and of the next line with text: a header and the row under it.
    None when either is missing."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", start)
    nxt = NEXT_TEXT_LINE_RE.match(text, le) if le >= 0 else None
    if nxt is None:
        return None
    ns = text.rfind("\n", 0, nxt.end()) + 1
    ne = text.find("\n", ns)
    return ls, le, ns, len(text) if ne < 0 else ne


def export_record(text: str, start: int) -> tuple[str, int, list[tuple[int, int]]] | None:
    """The delimiter, the header line's start and the record's cells (absolute spans) of a one-record export (CSV,
    semicolon or tab separated) whose header line holds `start`: a header of names (`EXPORT_HEADER_CELL`) and the next
    line with text holding as many cells."""
    lines = line_and_next(text, start)
    if lines is None:
        return None
    ls, le, ns, ne = lines
    header = text[ls:le]
    sep = next((d for d in (";", "\t", ",", "|") if header.count(d) >= 2), None)
    if sep is None or header.rstrip().endswith(".") or not all(re.fullmatch(EXPORT_HEADER_CELL, c) for c in header.split(sep)):
        return None
    cells = [(ns + a, ns + b) for a, b in _split_record(text[ns:ne], sep)]
    return (sep, ls, cells) if len(cells) == header.count(sep) + 1 else None


def export_cell_below(text: str, start: int) -> tuple[int, int] | None:
    """The value under a field's name in a one-record export (`export_record`): the record's cell of the same rank,
    without its quotes and spaces."""
    record = export_record(text, start)
    if record is None:
        return None
    sep, ls, cells = record
    a, b = cells[text.count(sep, ls, start)]
    m = re.compile(r'[ \t]*"?([^\s"](?:[^"]*[^\s"])?)"?[ \t]*$').match(text, a, b)
    return m.span(1) if m else None


def export_currency(text: str) -> str | None:
    """The currency a one-record export names in a cell of its own ("...,212.50,GBP"): the one ISO code its record's
    cells hold."""
    for m in re.finditer(r"(?m)^.+$", text):
        record = export_record(text, m.start())
        if record is not None:
            codes = {c for a, b in record[2] if (c := currency_code(text[a:b].strip(' \t"'))) is not None
                     and re.fullmatch(r"[A-Z]{3}", text[a:b].strip(' \t"'))}
            return codes.pop() if len(codes) == 1 else None
    return None


def _split_record(row: str, sep: str) -> list[tuple[int, int]]:
    """The cells of an export's record line as spans, a quoted cell ("a,b") one cell whatever it holds."""
    cells: list[tuple[int, int]] = []
    start, quoted = 0, False
    for i, ch in enumerate(row + sep):
        if ch == '"':
            quoted = not quoted
        elif ch == sep and not quoted:
            cells.append((start, i))
            start = i + 1
    return cells


def _barred_cell_below(text: str, start: int) -> int | None:
    """Where the value under a label stands in a table whose columns are parted by bars: the cell of the same rank on
    the next line with text, when both lines have as many bars (a rendered table's cells need not line up by
    character: "Order No.  |  Transporter" over "PO-9921    |  Fastway Couriers")."""
    lines = line_and_next(text, start)
    if lines is None:
        return None
    ls, le, ns, ne = lines
    bars = [m.start() for m in BAR_RE.finditer(text, ls, le)]
    if not bars:
        return None
    below = [m.start() for m in BAR_RE.finditer(text, ns, ne)]
    if len(below) != len(bars):
        return None
    rank = sum(b < start for b in bars)
    cell = ns if rank == 0 else below[rank - 1] + 2
    m = re.compile(r"[ \t]*(?=[^\s|])").match(text, cell, ne)
    return m.end() if m else None


# A past participle after a Spanish or Portuguese label's noun, which it qualifies ("Número de caso asignado: 77",
# "Protocolo registrado 77"): the Romance languages put the adjective after its noun, so it stands between the label and
# its value. In lower case (a value's word is capitalised) and no other field's label.
POSTPOSED_PARTICIPLE_RE = re.compile(r"[ \t]+[a-záéíóúâêôãõç]{2,}(?:ad|id)[oa]s?(?![\w-])")


def _labelled_token(text: str, hit: CueHit, hits: list[CueHit]) -> re.Match | None:
    """The token standing as the value of a label: after it on its line, alone at the start
    of the next line when the label ends its line, or under it when the label heads a column."""
    participle = POSTPOSED_PARTICIPLE_RE.match(text, hit.end)
    start = participle.end() if participle and not any(hit.end <= o.start < participle.end() for o in hits) else hit.end
    tail = LABEL_TAIL_RE.match(text, start)
    pos = tail.end() if tail else start
    m = ID_TOKEN_RE.match(text, pos)
    before = text[text.rfind("\n", 0, hit.start) + 1:hit.start]
    colon = ":" in text[hit.end:pos]  # "VAT invoice number:\n5952555": a label that ends its line with a colon
    if colon:  # a label opening its sentence after another on its line ("... on 18 May. Refund reference:\n7712-0041")
        before = re.split(r"(?<=[a-z0-9)][.!?])[ \t]+(?=[A-Z]|$)", before)[-1]
    alone = not before.strip() or ((colon or _label_line(before)) and len(before) <= 30 and not re.search(r"\d", before))
    if m is None and not before.strip(JUNK) and (comma := COMMA_MARK_RE.match(text, pos)) is not None:
        m = ID_TOKEN_RE.match(text, comma.end())  # a form row's colon read as a comma ("Transaction Ref, MBL-7712"):
        # the line's one token after it, an id's, is the value
    if m is None and text[pos:pos + 1] == "\n" and before.strip() \
            and (below := id_below_by_order(text, hit, hits)) is not None:
        m = below  # a row of labels over as many values: the label's own cell, not the row's first word
    elif m is None and alone and text[pos:pos + 1] == "\n":
        nxt = re.compile(r"\n[ \t]*").match(text, pos)
        m = ID_TOKEN_RE.match(text, nxt.end()) if nxt else None
    elif m is None and text[pos:pos + 1] == "\n" and not HEADER_ROW_BEFORE_RE.fullmatch(before):
        # a sentence (or a line of label: value cells) wrapped after its label: the value opens the next
        m = WRAPPED_VALUE_RE.match(text, pos)  # line and the sentence goes on ("... customer no.\n52-H-868. The ...")
        word = re.compile(r"\S+").match(text, m.end()) if m else None  # one token: a row of values is no sentence
        m = ID_TOKEN_RE.match(text, word.start(), word.end()) if word else None
        if m is not None and not WRAPPED_VALUE_END_RE.match(text, m.start() + len(m.group(0).rstrip("._-/"))):
            m = None
    if m is None or not re.search(r"\d", m.group(0)):
        # a row of labels without column gaps over as many values: they pair in order, and the label's value is its
        # own word of the row ("Claim no. Order ref Account" over "HT-5521 40912-7 AC-3390"), never joined to the next
        m = id_below_by_order(text, hit, hits) or m
    if m is None or not re.search(r"\d", m.group(0)):
        below = value_below(text, hit.start)
        if below is not None:  # (a cell's "#" before its id is the number's sign: "#30-44120")
            m = ID_TOKEN_RE.match(text, below + (text[below:below + 1] == "#")) or m
    if m is None or not re.search(r"\d", m.group(0)):  # "Your customer number for any questions is 3833702"
        late = LATE_COPULA_RE.match(text, hit.end)
        m = ID_TOKEN_RE.match(text, late.end()) if late else m
    if m is None or not re.search(r"\d", m.group(0)):  # "your order, number 8812044", "the order with the number 77"
        named = NUMBER_NAMED_AFTER_RE.match(text, hit.end)
        m = ID_TOKEN_RE.match(text, named.end()) if named else m
    if m is None or not re.search(r"\d", m.group(0)):  # "my order (SOF-91105)": the id alone in brackets after the noun
        br = BRACKETED_ID_RE.match(text, hit.end)
        m = ID_TOKEN_RE.match(text, br.start("id"), br.end("id")) if br else m
    if (m is None or not re.search(r"\d", m.group(0))) and SUBJECT_RE.match(text, text.rfind("\n", 0, hit.start) + 1):
        marked = SUBJECT_MARKED_ID_RE.match(text, hit.end)  # a subject's "Order received #HL-44019": two words at most
        m = ID_TOKEN_RE.match(text, marked.end()) if marked else m
    return m


# A comma for a label's colon (OCR's reading of a faint one), the line's one token of an id's form after it, nothing more.
COMMA_MARK_RE = re.compile(r",[ \t]+(?=[A-Za-z]{0,6}[-/]?\d[\w/-]*[ \t]*(?:\n|$))")


# An id alone in brackets right after its label's noun ("my order (SOF-91105)", "your claim [#55120]").
BRACKETED_ID_RE = re.compile(r"[ \t]*[(\[][ \t]*#?(?P<id>[A-Za-z0-9]*\d[A-Za-z0-9/-]*)[ \t]*[)\]]")

# The words before a label in a row of labels (cells parted by a bar, a tab or a column gap, no value among them):
# the line under it holds the row's values, not a wrapped sentence's.
HEADER_ROW_BEFORE_RE = re.compile(r"(?=[^\d\n]*(?:\||\t|[ ]{2}))[^\d\n]*")

# A value carried to the next line by a wrapped sentence: the line opens with a token of an id's form (a digit in it)
# and the sentence goes on after it: punctuation, a closing bracket, a lower-case word, or the line's end.
WRAPPED_VALUE_RE = re.compile(r"\n[ \t]*(?=[A-Za-z0-9]*\d|[A-Za-z0-9]+[-/.]?\d)")
WRAPPED_VALUE_END_RE = re.compile(r"[.,;:)\]]+(?:[ \t]|$)|[ \t]+[a-z(]|[ \t]*$|[ \t]+\|[ \t]", re.M)  # (or a cell's rule)

SUBJECT_RE = re.compile(r"[ \t]*(?:subject|betreff|objet|asunto|oggetto|onderwerp)[ \t]*:", re.I)
SUBJECT_MARKED_ID_RE = re.compile(r"(?:[ \t]+[^\W\d_]+){1,2}[ \t]+(?:#|n[o\u00ba\u00b0]\.?)[ \t]*(?=[A-Za-z0-9/-]*\d)")


# A thing's number named after it in a sentence: a comma, "with" or a bracket, then a number-word ("order, number
# 8812044", "order with the number 3301772", "your order (ref 8841-KT)").
NUMBER_NAMED_AFTER_RE = re.compile(r"(?:,[ \t]*|[ \t]+with[ \t]+|[ \t]*\([ \t]*)(?:the[ \t]+)?(?:number|no\.?|nr\.?|ref\.?|reference)[ \t]*[:#]?[ \t]*"
                                   r"(?=[A-Za-z0-9/-]*\d)")


def _label_line(before: str) -> bool:
    """Are the words before a label on its line the label's own (a stacked form's "Your PO", "Cust. PO" over
    their values): at most three words, no sentence's punctuation, no column gap, none a number-word that ends a
    label of its own ("Order no Customer no" are two labels over two values)."""
    return bool(re.fullmatch(r"[ \t]*[^\W\d_][\w'.&/-]*(?: [^\W\d_][\w'.&/-]*){0,2} ?", before)) \
        and not {w.strip(".:").lower() for w in before.split()} & set(ID_LABEL_TAILS)


def labelled_id(text: str, hit: CueHit, hits: list[CueHit]) -> re.Match | None:
    """The token standing as a label's value (`_labelled_token`) when it can be an id: it has a digit
    and opens no date ("Return authorisation\nApr 11, 2026" is a title over a date). A label whose value is
    words beside it on its line ("Customer: Jane Doe") has that value: a number on a later line (the postcode of
    the address under the name) is none of its."""
    m = _labelled_token(text, hit, hits)
    if m is None or not re.search(r"\d", m.group(0)) or ABS_DATE_RE.match(text, m.start()) or masked(m.group(0)) \
            or WORDS_DATE_RE.match(text, m.start()):
        return None
    line_end = text.find("\n", hit.end)
    line_end = len(text) if line_end < 0 else line_end
    if m.start() > line_end and WORDS_VALUE_RE.match(text, hit.end) \
            and not any(o is not hit and hit.end <= o.start < line_end for o in hits):
        return None
    return m


# A date whose month is a word ("12 March 2026", "3rd Feb. 26"): a label over it ("In your account by:") dates something.
WORDS_DATE_RE = re.compile(r"\d{1,2}(?:st|nd|rd|th)?[ \t]*(?:of[ \t]+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?"
                           r"[ \t]*\d{2,4}(?!\d)", re.I)


# A label's value of words on its own line: its mark, then a word of letters ("Customer: Jane Doe").
WORDS_VALUE_RE = re.compile(r"[ \t]*[:#][ \t]{0,3}[^\W\d_]{2,}", re.U)


# A bare account label ("Account:", "Acct no.", "A/C number") near the words of a bank's details: the account the money
# goes to or comes from, not the customer's number with the shop.
BARE_ACCOUNT_RE = re.compile(r"(?:a/c|acct|account)(?:[ \t.]*(?:no|number|nr|#))?\.?", re.I)
BANK_WORDS_RE = re.compile(r"(?<![\w-])(?:iban|bic|swift|sort[ \t-]?code|bsb|routing|aba|bank(?:ing)?|beneficiary)(?![\w-])",
                           re.I)  # (not "account holder": a shop's form labels its customer's name so)
# A payment's means before the label on its own line ("by cheque or transfer to our branch a/c"): ordinary words of an
# invoice elsewhere ("Branch: Westlands" over the customer's account number), so only there.
PAYMENT_MEANS_RE = re.compile(r"(?<![\w-])(?:branch|cheques?|transfer)(?![\w-])", re.I)


def bank_account_label(text: str, hit: CueHit) -> bool:
    """Is a bare account label one of a bank's details: a bank's word near it
    ("Sort code 20-44-19, account 33104482"; "IBAN ...\nAccount holder: ...\nAccount: 5407324931"): its line, the two
    lines before it and the one after; or a payment's means before it on its line (`PAYMENT_MEANS_RE`)."""
    label = text[hit.start:hit.end].strip()
    gloss = re.search(r"\(([^()]+)\)$", label)  # a two-language label's gloss in brackets: "Számlaszám (Account)"
    if not BARE_ACCOUNT_RE.fullmatch(gloss.group(1).strip() if gloss else label):
        return False
    ls = text.rfind("\n", 0, hit.start)
    for _ in range(2):
        ls = text.rfind("\n", 0, ls) if ls > 0 else -1
    ls += 1
    le = text.find("\n", hit.end)
    le = text.find("\n", le + 1) if le >= 0 else -1
    le = len(text) if le < 0 else le
    own_line = text.rfind("\n", 0, hit.start) + 1
    return bool(BANK_WORDS_RE.search(text, ls, le) or PAYMENT_MEANS_RE.search(text, own_line, hit.start))


# A payment card's number (four groups of four digits): never a key a shop files a customer or a case under.
# An IBAN (ISO 13616): a country's two letters, two check digits, then 11 to 30 letters and digits (15 to 34 in all),
# printed in groups of four or run together.
IBAN_RE = re.compile(r"[A-Z]{2}\d{2}(?=(?:[ ]?[A-Z0-9]){11,30}(?!\w))")
CARD_NUMBER_RE = re.compile(r"\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}")


# A number printed masked, its leading digits hidden ("xxxx0913", "****2291"): a card or bank account shown
# for recognition, never a key to look anything up by.
MASKED_RE = re.compile(r"(?:[xX*\u2022]{3,}|(?:[xX*\u2022]{2,}[ \t-]){1,3})\d")
# ... or its middle hidden, the first and last digits shown ("0887-XXXX840", "4111 **** **** 1111"): the same
MASKED_INSIDE_RE = re.compile(r"\d[ \t-]?(?:[xX*\u2022]{3,}|(?:[xX*\u2022]{2,}[ \t-]){2,4})[ \t-]?\d")


# An id's letter segment of X's ("SO-2026-XXX-17"): the token opens with letters of its own (a prefix, no X run) and the
# X's fill one whole segment between hyphens. A mask hides digits of a number: its X's stand before or among digits
# ("0887-XXXX840", "XXXX-XXXX-1234"), or as groups parted by spaces ("4111 XXXX XXXX 1111").
_X_SEGMENT_RE = re.compile(r"(?=[A-Z]*[A-WYZ])[A-Z]{1,6}-(?:[A-Z0-9]+-)*?X{2,}-[A-Z0-9]")


def masked(token: str) -> bool:
    """Is a printed number masked (`MASKED_RE`, `MASKED_INSIDE_RE`): shown for recognition, no key of a record? An
    id whose segment is letters X (`_X_SEGMENT_RE`) is no mask."""
    if _X_SEGMENT_RE.match(token):
        return False
    return MASKED_RE.match(token) is not None or MASKED_INSIDE_RE.search(token) is not None


# A label's value given a few words later in its sentence, after "is" / "was".
LATE_COPULA_RE = re.compile(r"(?:[ \t]+[a-z]+){1,4}[ \t]+(?:is|was)[ \t]+(?=[A-Za-z0-9])")


# Words of a label that say "this is a number", not what it numbers: left out of a label's initials.
NUMBER_WORDS = frozenset("number no nr num id ref reference code #".split())
# A printed id that starts with letters naming what it is ("RMA-88-4410", "INV 2026/0412", "RMA-GR-2209").
PREFIXED_ID_RE = re.compile(r"(?<![\w-])([A-Z]{2,6})[-_/.#]?(?=[A-Z0-9/._-]*\d)([A-Z0-9]+(?:[-/._][A-Z0-9]+){0,5})(?![\w-])")


def prefix_fit(prefix: str, spec: FieldSpec) -> float:
    """How closely an id's leading letters name the field (0 when they do not, `prefix_names`): 1 for a cue
    word or a label's initials; for an abbreviation, the share of the word's letters it keeps ("RTN" keeps
    three of return's consonants "rtrn", fewer of remittance's "rmttnc")."""
    return _prefix_fit(prefix.lower(), tuple(spec.cues))


@lru_cache(maxsize=4096)  # (an id's leading letters, a field's cues): the same few prefixes asked of every document
def _prefix_fit(p: str, cues: tuple[str, ...]) -> float:
    if not _prefix_names(p, cues):
        return 0.0
    best = 0.0
    for cue in cues:
        ws = [w for w in cue.lower().split() if re.fullmatch(r"[a-z]+", w)]
        content = [_without_number_word(w) for w in ws if w not in NUMBER_WORDS]
        if p in ws or (len(content) >= 2 and p == "".join(w[0] for w in content)):
            return 1.0
        if len(p) >= 3 and len(content) == 1 and _abbreviates(p, content[0]):
            word = content[0]
            best = max(best, len(p) / len(word if word.startswith(p) else word[0] + re.sub(r"[aeiou]", "", word[1:])))
    return best


def prefix_names(prefix: str, spec: FieldSpec) -> bool:
    """Do an id's leading letters name the field, by its cue words? A cue word itself ("RMA",
    "TICKET"), an abbreviation of one (`_abbreviates`: "ORD" for order, "CUST" for customer, "TRK"
    for tracking) or the initials of a label of two words or more ("PO" for purchase order)."""
    return _prefix_names(prefix.lower(), tuple(spec.cues))


@lru_cache(maxsize=4096)
def _prefix_names(p: str, cues: tuple[str, ...]) -> bool:
    for cue in cues:
        ws = [w for w in cue.lower().split() if re.fullmatch(r"[a-z]+", w)]
        if not ws:
            continue
        if p in ws:
            return True
        content = [_without_number_word(w) for w in ws if w not in NUMBER_WORDS]
        if len(content) >= 2 and p == "".join(w[0] for w in content):
            return True
        if len(p) >= 3 and len(content) == 1 and _abbreviates(p, content[0]):
            return True
    return False


# A compound label word ending in its number-word ("kundennummer", "klantnr"): the noun before it is what an id's
# prefix may abbreviate ("KTM" is no abbreviation of "klantnummer").
COMPOUND_NUMBER_RE = re.compile(r"(?<=[a-z]{3})(?:nummer|number|nr)$")


def _without_number_word(word: str) -> str:
    return COMPOUND_NUMBER_RE.sub("", word)


def _compound_nouns(word: str) -> list[str]:
    """The noun of a compound label ending in its number-word, as printed apart from it: "kunden" of "kundennummer";
    a Germanic compound's linking "s" dropped when the noun stands alone ("rechnungs-" -> "Rechnung Nr.")."""
    noun = _without_number_word(word)
    nouns = [noun]
    if noun.endswith("s") and len(noun) >= 6 and not noun.endswith("ss"):
        nouns.append(noun[:-1])
    return nouns


def own_prefix(spec: FieldSpec) -> Callable[[str], bool]:
    """The test `looks_like_identifier` asks of an id's leading capitals: do they name this field?"""
    return lambda prefix: prefix_names(prefix, spec)


def _abbreviates(p: str, word: str) -> bool:
    """"ord" for order (its first letters), "cst" or "trk" for customer, tracking (its first letter
    and consonants in order); "rma" is no abbreviation of remittance."""
    if p[0] != word[0] or len(p) > len(word):
        return False
    if word.startswith(p):
        return True
    skeleton = iter(word[0] + re.sub(r"[aeiou]", "", word[1:]))
    return all(c in skeleton for c in p)


# A tax's word inside an id's label ("Customer VAT no", "Client tax ID"): the party's tax registration, not its number
# with the shop.
TAX_WORD_RE = re.compile(r"(?<![\w-])(?:tax|" + "|".join(TAX_NAMES) + r")(?![\w-])", re.I)
# standard vocabulary: the nouns of a number another register keeps, whoever it belongs to: a line's (a phone or a
# fax), a state's (a tax or company registration, a passport, an identity card, a licence) or a bank's. Between a
# party's noun and a number word ("Customer phone no.", "Buyer company number", "Member passport no.") they say the
# number is that register's, not the party's number with the shop.
OTHER_REGISTER_RE = re.compile(r"(?:phone|telephone|tel|mobile|cell|fax|whatsapp|tax|" + "|".join(TAX_NAMES)
                               + r"|tin|registration|reg|company|passport|identity|national|licence|license|bank|iban)",
                               re.I)


def find_identifier(text: str, spec: FieldSpec, hits: list[CueHit], writer: str | None = None) -> Found | None:
    """The field's identifier: a declared shape (`pattern`, `patterns`, OCR slips forgiven), else
    the token standing as the value of the field's own label when it has an identifier's form.

    A shape that starts with its own letters ("ORD-\\d{6}") names itself: found anywhere,
    the one nearest after the field's label preferred. A generic shape ("[A-Z]{2,4}-?\\d{4,10}",
    another shop's numbering) is taken only as the value of the field's own label. A labelled
    token that fits no declared shape ("Order #: PC/2026/00871") is the evidence of the label
    alone: accepted with a lower confidence, never found without its label. An order's id whose label names the
    buyer's own purchase order ranks after one whose label names the seller's order (`order_side`, by `writer`)."""
    shapes = spec.shapes
    own = [h for h in hits if h.field == spec.name]
    side = {h: order_side(text, h, writer) for h in own} if spec.entity == "order" else {}
    candidates: list[tuple[tuple, Found]] = []
    named = tuple(p for p in shapes if len(literal_prefix(p)) >= 2)
    if named:
        for m in identifier_regex(named).finditer(text):
            value = read_identifier(m.group(0), shapes)
            if value is None:
                continue
            d = [(m.start() - h.end, side.get(h, 1)) for h in own if 0 <= m.start() - h.end <= 60]
            dist, sd = min(d) if d else (10_000, 1)
            conf = (0.95 if d else 0.85) - (0 if value == m.group(0) else 0.1)
            candidates.append(((0, sd, dist, 0, m.start()), Found(value, m.group(0), (m.start(), m.end()), "rule", conf)))
    if spec.entity == "customer":  # a bank's account label is not the customer's account with the shop
        own = [h for h in own if not bank_account_label(text, h)]
    if not _names_a_tax(tuple(spec.cues)):  # ("Tax invoice no" is an invoice's own label)
        own = [h for h in own if not TAX_WORD_RE.search(text, h.start, h.end)]  # "Customer VAT no": a tax registration
    tokens = {h: labelled_id(text, h, hits) for h in own}
    # a label's token that is the opening of a longer label is that label, no value ("Order Confirmation" over "S.0. No.:
    # 4471", its "S.0." read with a digit): the other label keeps its own value
    tokens = {h: None if m is not None and any(o is not h and o.start == m.start() and o.end > m.end() for o in hits)
              else m for h, m in tokens.items()}
    if spec.entity == "customer":  # a card's or a bank account's number (an IBAN) is where money goes, not the customer
        tokens = {h: (None if m is not None and (CARD_NUMBER_RE.fullmatch(m.group(0).strip()) or IBAN_RE.match(text, m.start()))
                      else m) for h, m in tokens.items()}
    for h, m in tokens.items():
        if m is None or any(t is not None and o is not h and t.start() <= h.start < t.end() for o, t in tokens.items()) \
                or any(o.field != spec.name and m.start() <= o.start < m.end() for o in hits):
            continue  # no value; or the label word is part of another label's value ("Case ref.: CASE -454062"); or
            # the token opens with another field's label ("Devolución pedido 2026-3381": the order's, not the case's)
        joined = joined_id(text, m, spec)  # an id the scan cut short: whole when the whole fits a declared shape
        if joined is not None:
            candidates.append(((0, side.get(h, 1), m.start() - h.end, 0, m.start()),
                               Found(joined[0], joined[0], (m.start(), joined[1]), "rule", 0.8)))
            continue
        parts = m.group(0).split()
        # a group after the id that is a date, or a second code of letters and digits after one, is the next cell's
        # value whose column gap the scan closed ("NZB-776323-85 19-04-2026", "793810AM8950 26D594367")
        cut = next((k for k in range(1, len(parts)) if ABS_DATE_RE.fullmatch(parts[k]) or (
            re.search(r"[A-Za-z]", parts[k]) and re.search(r"[A-Za-z]", parts[0]) and re.search(r"\d", parts[0]))), None)
        if cut is not None:
            parts = parts[:cut]
            m = re.compile(re.escape(" ".join(parts)).replace(r"\ ", r"\s+")).match(text, m.start()) or m
        tries = [" ".join(parts[:k]).rstrip("._-/") for k in range(len(parts), 0, -1)]  # longest reading first
        dist = m.start() - h.end
        grouped = spaced_groups(m.group(0))
        if grouped is not None and looks_like_identifier(grouped.replace(" ", ""), own_prefix(spec)):
            value = read_identifier(grouped, shapes) if shapes else None
            if value is None or not any(re.fullmatch(p, value) for p in named):  # no shop's own numbering
                candidates.append(((0, side.get(h, 1), dist, 1, m.start()), Found(grouped, grouped, (m.start(), m.start() + len(grouped)),
                                                                 "rule", 0.8)))
                continue
        for raw in [m.group(0)] + tries:
            value = read_identifier(raw, shapes) if shapes else None
            if value is not None:
                conf = 0.85 if value == raw else 0.75
                candidates.append(((0, side.get(h, 1), dist, 1, m.start()), Found(value, raw, (m.start(), m.start() + len(raw)), "rule", conf)))
                break
        else:
            raw = parts[0].rstrip("._-/")
            # a prefix of capitals printed apart from its number ("SL 44-0192", "KD 7712 0091", an abbreviation's
            # slashed capitals "A/C 4306" under a label of its own): the id as printed
            spaced = " ".join(parts).rstrip("._-/")
            if len(parts) > 1 and re.fullmatch(r"[A-Z]{1,5}|[A-Z]{1,2}/[A-Z]{1,2}", parts[0]) and all(re.search(r"\d", p) for p in parts[1:]) \
                    and looks_like_identifier("".join(parts[1:]).rstrip("._-/"), own_prefix(spec)):
                raw = spaced
            if looks_like_identifier(raw.replace(" ", ""), own_prefix(spec)):
                candidates.append(((1, side.get(h, 1), dist, 2, m.start()), Found(raw, raw, (m.start(), m.start() + len(raw)), "rule", 0.6)))
    return min(candidates, key=lambda c: c[0])[1] if candidates else None


# Whose order a label names (UBL's OrderReference: the buyer's own order id, its purchase order; SalesOrderID: the
# seller's). A label's noun of the buyer's purchase ("PO", "purchase order", "customer order number", "Bestellnummer")
# or of the seller's sale ("sales order", "order confirmation / acknowledgement number", "Auftrags-Nr.").
BUYER_ORDER_WORD_RE = re.compile(r"(?<![\w-])(?:p\.?o|l\.?p\.?o|purchase|purchasing|buyer'?s?|customer'?s?|client'?s?|indent|"
                                 r"bestell\w*)(?![\w-])", re.I)
SELLER_ORDER_WORD_RE = re.compile(r"(?<![\w-])(?:sales?|confirmation|acknowledge?ment|auftrags?\w*)(?![\w-])", re.I)
# A possessive opening the label or right before it on its line ("Your order no.", "our PO 4578", "your PO B26")
POSSESSIVE_BEFORE_RE = re.compile(r"(?<![\w-])(your|our)[ \t]+$", re.I)
BUYER, NEUTRAL, SELLER = 2, 1, 0


def order_side(text: str, hit: CueHit, writer: str | None) -> int:
    """Whose order a label of an order's id names, as a rank (`SELLER` first): the label's noun (`BUYER_ORDER_WORD_RE`,
    `SELLER_ORDER_WORD_RE`), else the possessive relative to who writes ("your" in the shop's words, "our" in the
    customer's: the buyer's; the other way round: the seller's), else neither. In business to business papers both ids
    are printed ("Your PO no. 4512 / our order no. 26-04337"); the order's id is the seller's, the buyer's purchase
    order a reference of the buyer's, taken only when no label names the seller's."""
    label = text[hit.start:hit.end]
    if BUYER_ORDER_WORD_RE.search(label):
        return BUYER  # (a purchase order is the buyer's whoever names it: a shop's form's "Your PO no." filled in)
    if SELLER_ORDER_WORD_RE.search(label):
        return SELLER
    ls = text.rfind("\n", 0, hit.start) + 1
    # (the possessive anywhere in the label: a translation's "Wasz znak / Your ref." reads it from its second language)
    j = hit.start  # (the possessive ends where the blanks before the label begin: sought there, not along the line)
    while j > ls and text[j - 1] in " \t":
        j -= 1
    m = re.search(r"(?<![\w-])(your|our)\s", label, re.I) or POSSESSIVE_BEFORE_RE.search(
        text, max(ls, j - len("your")), hit.start)
    if m is not None and writer in ("shop", "customer"):
        mine = (m.group(1).lower() == "our") == (writer == "shop")
        return SELLER if mine else BUYER
    return NEUTRAL


# The groups of an id printed apart by single spaces on its line, letters or digits ("RB 482 119 305 GB",
# "1Z 999 AA1 01 2345 6784"): six characters at most each after the first.
SPACED_RUN_RE = re.compile(r"[A-Za-z0-9]{1,8}(?: [A-Za-z0-9]{1,6})+(?![\w/-])")
# The rest of an id broken by a hyphen at its line's end ("4490-\n7721"): the next line opens with a group of
# letters and digits (a digit in it) and the sentence or row goes on after it.
HYPHEN_BROKEN_RE = re.compile(r"\n[ \t]*(?P<rest>[A-Za-z0-9]*\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?=[.,;:)\]]*(?:[ \t]|$))", re.M)


def joined_id(text: str, m: re.Match, spec: FieldSpec) -> tuple[str, int] | None:
    """A label's id that the token scan cut short, read whole when the whole fits one of the field's declared shapes:
    an id in spaced groups whose later groups open with a letter or run past the scan's four groups (the printed
    groups kept: "RB 482 119 305 GB"), or an id broken by a hyphen at its line's end (joined: "4490-7721"; its form is
    evidence enough with a hyphen, the next line's group holding a digit). Only a token that is already spaced
    groups, or ends its line with a hyphen, is continued: a single word of a row of values never takes its
    neighbour. Returns the value and where it ends."""
    raw = m.group(0)
    shapes = spec.shapes
    if raw.endswith("-") and text[m.end():m.end() + 1] == "\n":
        nxt = HYPHEN_BROKEN_RE.match(text, m.end())
        if nxt is not None and " " not in raw.strip():
            value = raw.strip() + nxt.group("rest")
            if any(re.fullmatch(p, value) for p in shapes) or looks_like_identifier(value, own_prefix(spec)):
                return value, nxt.end("rest")
        return None
    if " " not in raw.strip():
        return None
    run = SPACED_RUN_RE.match(text, m.start())
    if run is None or run.end() <= m.start() + len(raw.rstrip()):
        return None
    groups = run.group(0).split(" ")
    done = len(raw.split())
    pos = m.start()  # a group that opens a date is the next cell's value ("4471 2209 17 May 2026")
    for i, g in enumerate(groups):
        if i >= done and (ABS_DATE_RE.match(text, pos) or WORDS_DATE_RE.match(text, pos)):
            groups = groups[:i]
            break
        pos += len(g) + 1
    for k in range(len(groups), done, -1):
        whole = "".join(groups[:k])
        if re.search(r"\d", whole) and any(re.fullmatch(p, whole) for p in shapes):
            return " ".join(groups[:k]), m.start() + len(" ".join(groups[:k]))
    return None


def find_prefixed_identifier(text: str, spec: FieldSpec, siblings: list[FieldSpec]) -> Found | None:
    """An id whose leading letters name this field and no other identifier field of the document
    type (`prefix_names`): "Reference: RMA-88-4410" is the case number of an approval. The first one
    in the text; used when no label of the field gave a value."""
    for m in PREFIXED_ID_RE.finditer(text):
        raw = m.group(0).rstrip("._-/")
        fits = {s.name: prefix_fit(m.group(1), s) for s in siblings}
        best = max(fits.values(), default=0.0)  # the field its letters name most closely ("RTN": return, not remittance)
        named = [name for name, fit in fits.items() if fit == best and fit > 0]
        if named == [spec.name] and looks_like_identifier(raw, own_prefix(spec)):
            return Found(identifier_value(raw, spec.shapes) or raw, raw, (m.start(), m.start() + len(raw)), "rule", 0.7)
    return None


# A unit of length, mass or volume after a bare number, or "x" and a second such measure: a size ("1.62 m", "1.37 x 50m",
# "2.5 kg"), not money. SI symbols (and feet), written apart from the number or not; only for a number without a
# currency marker ("USD 1.5 m" is a sum of millions).
MEASURE_AFTER_RE = re.compile(r"[ \t]?(?:(?:mm|cm|m|km|kg|mg|ml|m2|m3|m²|m³|ft)(?![^\W\d_])"
                              r"|[x×][ \t]?\d+(?:[.,]\d+)?[ \t]?(?:mm|cm|m|km|ft)(?![^\W\d_]))")  # not "in": "12.99 x 2 in total"


def measurement(text: str, m: re.Match) -> bool:
    """Is a money-shaped bare number a measure (`MEASURE_AFTER_RE`)? Line items print sizes beside prices: a product's
    "1.52 x 25 m" is no amount."""
    return bool(re.fullmatch(r"[\d.,' \u00a0]+", m.group(0))) and bool(MEASURE_AFTER_RE.match(text, m.end()))


def money_candidates(text: str, start: int, end: int, default_currency: str | None = None) -> list[tuple[re.Match, Money]]:
    """The amounts in text[start:end]; `default_currency` (the document's) decides a shared "$"."""
    return list(_money_candidates(text, start, end, default_currency))


@lru_cache(maxsize=512)  # (text, span, currency): a document's readers ask ~40% of their spans again, its whole text thrice
def _money_candidates(text: str, start: int, end: int, default_currency: str | None) -> tuple[tuple[re.Match, Money], ...]:
    out = []
    found = [m for m in MONEY_RE.finditer(text, start, end) if has_money_form(m.group(0))  # not "2 items", "order 12"
             and not measurement(text, m)]
    # a space-grouped "13 781,00" that no marked amount holds is one amount where the document says so (`reads_whole`)
    spaced = [s for s in SPACE_GROUPED_AMOUNT_RE.finditer(text, start, end)
              if not any(m.start() <= s.start() and s.end() <= m.end() for m in found) and reads_whole(text, s)]
    for m in spaced + [m for m in found if not any(s.start() <= m.start() < s.end() for s in spaced)]:
        money = parse_money(m.group(0), default_currency)
        if money is not None:
            out.append((m, money))
    out.sort(key=lambda c: c[0].start())
    return tuple(out)


def _cell_amount(text: str, cell: tuple[int, int], default_currency: str | None) -> list[tuple[tuple[int, int], Money]]:
    """The amount that is a whole cell of an export's record ("...,212.50,GBP"): its delimiter, touching the number, hides
    it from `money_candidates`."""
    a, b = cell
    m = MONEY_RE.fullmatch(text[a:b])
    money = parse_money(m.group(0), default_currency) if m and has_money_form(m.group(0)) else None
    return [((a, b), money)] if money is not None else []


@lru_cache(maxsize=256)  # (asked for each label on the line: a long line of labels read once, not once a label)
def holds_value(line: str) -> bool:
    """Does a printed line hold an amount or a date? A row of labels heading columns holds neither:
    "Total refund approved:  A$ 314.50" is a label with its value, not a header over the next line."""
    return bool(money_candidates(line, 0, len(line)) or date_candidates(line, 0, len(line)))


def header_cell_below(text: str, hit: CueHit, holds_value) -> tuple[int, int] | None:
    """The cell under a label that heads a column: the label's line is a row of cells (a column
    gap in it) holding no value (`holds_value(line)` false), and a cell of the next line starts in
    the label's column ("Subtotal     VAT      Total due" over "£100.00      £20.00   £120.00")."""
    exported = export_cell_below(text, hit.start)
    if exported is not None:
        return exported
    ls = text.rfind("\n", 0, hit.start) + 1
    le = text.find("\n", hit.end)
    line = text[ls:le if le >= 0 else len(text)]
    if not row_of_cells(line) or holds_value(line):
        return None
    b = value_below(text, hit.start)
    if b is None:
        return None
    e = re.compile(r"[ \t]{2,}|\t|\n").search(text, b)
    return b, e.start() if e else len(text)


def amount_below_by_order(text: str, hit: CueHit, hits: list[CueHit]) -> tuple[int, int] | None:
    """The amount under a label in a row of labels printed without column gaps (`value_below_by_order`)."""
    return value_below_by_order(text, hit, hits, lambda a, b: [m for m, _ in money_candidates(text, a, b)])


def date_below_by_order(text: str, hit: CueHit, hits: list[CueHit]) -> tuple[int, int] | None:
    """The date under a label in a row of labels printed without column gaps ("Dispatch date Arriving"
    over "12/03/2026 16/03/2026")."""
    return value_below_by_order(text, hit, hits, lambda a, b: date_candidates(text, a, b), split_money=True)


def id_below_by_order(text: str, hit: CueHit, hits: list[CueHit]) -> re.Match | None:
    """The id token under a label in a row of labels printed without column gaps ("Transaction ID Your
    reference Client no." over "REF-2026-470369 118480609 C-464658")."""
    cell = value_below_by_order(text, hit, hits, lambda a, b: [m] if (m := ID_TOKEN_RE.fullmatch(text, a, b)) else [],
                                split_money=True)
    return ID_TOKEN_RE.fullmatch(text, *cell) if cell else None


def row_cells(text: str, start: int, end: int, money: bool = True) -> list[tuple[int, int]]:
    """The values of a printed row without column gaps, in order: each date and amount as one cell
    ("3rd March 2026", "GBP 249.00"), every other word a cell of its own (amounts too when not `money`)."""
    typed: list[tuple[int, int]] = [(m.start(), m.end()) for m in date_candidates(text, start, end)]
    typed += [(m.start(), m.end()) for m, _ in (money_candidates(text, start, end) if money else [])
              if not any(a < m.end() and m.start() < b for a, b in typed)]
    cells = list(typed)
    for w in re.finditer(r"\S+", text[start:end]):
        a, b = start + w.start(), start + w.end()
        if not any(x < b and a < y for x, y in typed):
            cells.append((a, b))
    return sorted(cells)


def words_as_one_cell(text: str, cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A row's cells with each run of words without a digit joined into one ("PV-2654178 Grupo Visual Anáhuac S.A. de
    C.V. CTE-28866": the order, the customer's name, the customer's code): a name or a description printed in a row of
    ids, dates and amounts is one value however many words it has."""
    out: list[tuple[int, int]] = []
    for a, b in cells:
        if out and not re.search(r"\d", text[a:b]) and not re.search(r"\d", text[out[-1][0]:out[-1][1]]) \
                and not text[out[-1][1]:a].strip():
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


@lru_cache(maxsize=256)  # (text, line): asked for each label of a line, and a line may hold thousands
def _numbered_line(text: str, ls: int, le: int) -> bool:
    """Does text[ls:le] hold a digit besides a tax's rate in a label (`LABEL_RATE_RE`)?"""
    return re.search(r"\d", LABEL_RATE_RE.sub(" ", text[ls:le])) is not None


def value_below_by_order(text: str, hit: CueHit, hits: list[CueHit], find, split_money: bool = False) -> tuple[int, int] | None:
    """The value under a label in a row of labels printed without column gaps (a PDF's text layer:
    "Goods VAT Total paid" over "GBP 249.00 GBP 49.80 GBP 298.80"): the row splits into labels
    (each cue, and each run of other words), the next line into cells (`row_cells`); when they are
    as many, they pair in order, and the label's cell must hold a value of its type (`find(start,
    end)`: its matches). A cue read across the line break from a title above ("Invoice" over "Date
    ...") labels the row from its first word; when the counts differ, the words right before a cue may
    be its own modifier ("Sales docket no.", "Counter sale no."): one label with it (`_row_labels`), which pairs the row
    but is no longer the cue's own label (a sales docket is no carrier's docket): its field takes nothing from it."""
    ls = text.rfind("\n", 0, hit.start) + 1
    le = text.find("\n", hit.end)
    if le < 0:
        return None
    if money_candidates(text, ls, le) or _numbered_line(text, ls, le):
        return None  # (a tax's rate in its label is no value: "Value Excl. Tax  VAT (15%)  Total Amount Payable")
    nxt = re.compile(r"\n[ \t]*(?=\S)").match(text, le)
    if nxt is None:
        return None  # (asked before the row's labels are gathered: a line of thousands of labels and no line under it)
    mine_span = (max(hit.start, ls), hit.end)
    row = sorted({(max(o.start, ls), o.end) for o in hits if ls < o.end <= le and o.start < le})
    ne = text.find("\n", nxt.end())
    ne = len(text) if ne < 0 else ne
    cells = row_cells(text, nxt.end(), ne)
    money_cells = cells
    for merge in (False, True):
        groups, mine, modified = _row_labels(text, row, mine_span, ls, le, merge)
        if mine is None or groups < 2:
            return None
        cells = money_cells
        if len(cells) != groups and split_money:  # an id's or a date's row: a number beside a currency code's column is
            cells = row_cells(text, nxt.end(), ne, money=False)  # no amount ("8812 USD": the account, then the currency)
        if len(cells) != groups:  # a name of several words among the row's values is one cell
            cells = words_as_one_cell(text, money_cells)
        if len(cells) == groups:
            if modified:
                return None
            a, b = cells[mine]
            found = [m for m in find(a, b) if (m.start(), m.end()) == (a, b)]
            return (a, b) if found else None
    return None


# A rate printed in a label ("VAT (15%)", "S.Tax 18%", "GST @ 5 %"): part of the label, no value of the row.
# (Possessive, and never starting inside a run of blanks, where the run's first blank failed: linear, for `sub`.)
LABEL_RATE_RE = re.compile(r"(?!(?<=[ \t])[ \t])[ \t]*+[(\[]?+[ \t]*+@?+[ \t]*+\d{1,2}(?:[.,]\d{1,3})?[ \t]?%[ \t]*[)\]]?")
POSSESSIVE_ONLY_RE = re.compile(r"[^\w\n]*(?:our|your|my|their)[ \t]*", re.I)
# A number-word alone after a cue in a row of labels ("Sales docket no.", "Claim #"): the cue's own tail.
NUMBER_WORD_TAIL_RE = re.compile(r"[ \t]*(?:no|nr|number|num|id|ref|#)\.?[ \t]*", re.I)


def _row_labels(text: str, row: list[tuple[int, int]], mine_span: tuple[int, int], ls: int, le: int,
                merge: bool) -> tuple[int, int | None, bool]:
    """How many labels a row of labels holds, the rank of `mine_span`'s and whether a modifier joined it: each cue one label, each run of other
    words between cues one more (a label of a field this type does not have; "no." ends a cue). With `merge`, a run
    of words right before a cue (one space apart, not itself ending in a number-word) is that cue's modifier, one
    label with it ("Sales docket no." is one label, not "Sales" and "docket no.")."""
    groups, pos, mine, modified = 0, ls, None, False
    for a, b in row:
        if a < pos:
            continue  # nested in the previous label
        gap, joined = LABEL_RATE_RE.sub("", text[pos:a]), False  # (the previous label's rate: "VAT (15%)")
        if pos > ls and NUMBER_WORD_TAIL_RE.fullmatch(gap):
            gap = ""  # the previous cue's own number-word ("Sales docket no."), no label of its own
        if re.search(r"\w", gap):
            modifier = merge and re.search(r"\w[ ]$", gap) and not re.search(r"(?:\W|^)(?:" + "|".join(
                re.escape(w) for w in NUMBER_WORDS) + r")\W*[ ]$", gap, re.I)
            # (a possessive says whose the labelled thing is, not which: "Our order no." is the order's own label)
            joined = bool(modifier) and not POSSESSIVE_ONLY_RE.fullmatch(gap)
            if not modifier:
                groups += 1  # words that are no cue: a label of a field this type does not have ("no." ends a cue)
        if (a, b) == mine_span:
            mine, modified = groups, joined
        groups, pos = groups + 1, b
    if re.search(r"\w", LABEL_RATE_RE.sub("", text[pos:le])):
        groups += 1
    return groups, mine, modified


def find_money(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str], default_currency: str | None,
               sums: list[tuple[str, list[str]]] = (), specs: dict[str, FieldSpec] | None = None) -> Found | None:
    """The first amount after the field's cue (longest, then earliest cue wins); under the cue
    when it heads a column of a table. A cue heading a column of an items table is the last resort
    (`items_column_header`: "Item  Qty  Price  Total" over the items' rows is no total's label). When the
    field is the total or a part of a sum the schema states (`sums`: `(total, parts)`, from its sum_of rules),
    the amounts of the fields that add up (`consistent_amounts`) win over each field's own first choice."""
    ranked = money_ranked(text, spec, hits, same_type, default_currency, specs)
    if not ranked:
        return _amount_before_verb(text, spec, hits, default_currency)
    if sums and specs:
        found = consistent_amounts(text, spec, hits, same_type, default_currency, sums, specs, ranked)
        if found is not None:
            return found
    return ranked[0]


def money_ranked(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str],
                 default_currency: str | None, specs: dict[str, FieldSpec] | None = None) -> list[Found]:
    """The field's amounts, one a cue, best first: a cue heading an items table's column last, then the longest
    cue, the nearest amount, the earliest cue. With the type's fields (`specs`), the labels that are a cue's
    modifier alone (`money_ellipsis_hits`) come after the cues."""
    out: list[tuple[tuple, Found]] = []
    for h, (m, money) in money_ellipsis_hits(text, spec, hits, default_currency, specs) if specs else []:
        found = magnitude(Found(money.value, m.group(0), m.span(), "rule", 0.8,
                                currency=money.currency or default_currency), spec)
        out.append(((False, True, -h.length, m.start() - h.end, h.start), found))
    next_cue = next_cue_finder(hits, spec.name, same_type)
    for h in hits:
        if h.field != spec.name:
            continue
        ws, we = window_after(text, h, hits, same_type, next_cue=next_cue)
        cell = header_cell_below(text, h, holds_value) \
            or amount_below_by_order(text, h, hits)
        cands = money_candidates(text, *cell, default_currency) if cell else money_candidates(text, ws, we, default_currency)
        cands = [(m.span(), money) for m, money in cands] or (_cell_amount(text, cell, default_currency) if cell else [])
        if not cands:
            continue
        (a, b), money = cands[0]
        found = magnitude(Found(money.value, text[a:b], (a, b), "rule", 0.9,
                                currency=money.currency or default_currency), spec)
        out.append(((items_column_header(text, h), False, -h.length, a - h.end, h.start), found))
    out.sort(key=lambda c: c[0])
    return [f for _, f in out]


# The nouns that a money label's modifier qualifies, left out when the label is printed short: "Goods" for "goods total".
MONEY_HEAD_NOUNS = ("total", "value", "amount", "sum")


@lru_cache(maxsize=256)
def _ellipsis_words(field: str, cues: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[str, ...]:
    own, others = [], set()
    for name, its in cues:
        for cue in its:
            words = re.findall(r"[^\W\d_]+", cue.lower())
            if name == field:
                if len(words) == 2 and words[1] in MONEY_HEAD_NOUNS:
                    own.append(words[0])
            elif len(words) <= 2:  # another field's one-word label, or a word it qualifies ("order" of "order no")
                others.add(words[0])
    return tuple(sorted({w for w in own if w not in others and w not in FUNCTION_WORDS and w not in MONEY_HEAD_NOUNS}))


def money_ellipsis_hits(text: str, spec: FieldSpec, hits: list[CueHit], default_currency: str | None,
                        specs: dict[str, FieldSpec]) -> list[tuple[CueHit, tuple[re.Match, Money]]]:
    """A money label printed as its modifier alone: the first word of a cue of the field that is that word and a
    head noun (`MONEY_HEAD_NOUNS`: "goods" of "goods total", "gross" of "gross amount"), when no cue of another field
    of the type opens with it or is it, standing as a line's label before the amount that ends the line ("Goods:
    EUR618.00", "Gross   3 733,05 PLN"), or ending its line with a colon over a line that is the amount; each with its
    amount, or in a row of labels over a row of amounts (`amount_below_by_order`). No cue's hit may hold it; a longer phrase of another field opening with the
    word ("goods and services tax") is no label it shortens."""
    words = _ellipsis_words(spec.name, tuple((n, tuple(s.cues)) for n, s in specs.items()))
    if not words:
        return []
    rx = re.compile(r"(?im)^[ \t|]*(" + "|".join(map(re.escape, words)) + r")(?:[ \t]*:[ \t]*\n(?:[ \t]*\n)?[ \t]*(?=\S)"
                    r"|[ \t]*(?:\.{2,})?[ \t]*:?[ \t]*(?=[^\s:]))")  # (or over its amount: "Items:" with the amount's line below)
    out = []
    for m in rx.finditer(text):
        ls, le = _line_at(text, m.end())
        amounts = money_candidates(text, m.end(), le, default_currency)
        if not amounts or amounts[0][0].start() != m.end() or not _currency_word(text[amounts[-1][0].end():le]):
            continue
        if any(h.start < m.end(1) and m.start(1) < h.end for h in hits):
            continue
        out.append((CueHit(spec.name, m.start(1), m.end(1)), amounts[0]))
    # in a row of labels printed without column gaps, over a row of their amounts ("Goods VAT Total paid")
    for m in re.finditer(r"(?i)(?<![\w-])(?:" + "|".join(map(re.escape, words)) + r")(?![\w-])", text):
        h = CueHit(spec.name, m.start(), m.end())
        if any(o.start < h.end and h.start < o.end for o in hits) or any(o.start == h.start for o, _ in out):
            continue
        cell = amount_below_by_order(text, h, sorted(hits + [h], key=lambda o: o.start))
        amounts = money_candidates(text, *cell, default_currency) if cell else []
        if amounts:
            out.append((h, amounts[0]))
    return out


def _currency_word(rest: str) -> bool:
    """Is what follows a line's last amount nothing, or a currency's name ("462.20 euro")?"""
    from price_parser import Price

    rest = rest.strip(" \t|")
    return not rest or bool(re.fullmatch(r"[^\W\d_]{1,8}\.?", rest)
                            and (currency_code(rest) or Price.fromstring("1.00 " + rest).currency))


# A word of a row's text (a product's name), not a currency's code or a unit ("CAD", "EUR", "x").
_ROW_WORD_RE = re.compile(r"(?<![\w.])[^\W\d_]{3,}(?![\w.])")


def _line_at(text: str, pos: int) -> tuple[int, int]:
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    return ls, len(text) if le < 0 else le


def items_column_header(text: str, hit: CueHit) -> bool:
    """Does the cue head a column of an items table rather than label a total? Its line is a row of labels (three
    words or more, no digit) and the next printed row holds an amount beside words of its own, that are no amount
    or currency ("Description  Qty  Total" over "Oak table  1  £420.00  £420.00"). A row of amounts alone under a
    row of labels ("Subtotal  VAT  Total" over "£100.00  £20.00  £120.00") is a totals grid: its labels stand."""
    ls, le = _line_at(text, hit.start)
    line = text[ls:le]
    if re.search(r"\d", line) or len(re.findall(r"[^\W\d_]{2,}", line)) < 3:
        return False
    pos = le + 1
    while pos < len(text):
        a, b = _line_at(text, pos)
        row = text[a:b]
        if re.search(r"[^\W_]", row):  # (a rule of dashes or bars between header and rows is skipped)
            amounts = money_candidates(text, a, b)
            rest = row
            for m, _ in reversed(amounts):
                rest = rest[:m.start() - a] + " " + rest[m.end() - a:]
            words = [w for w in _ROW_WORD_RE.findall(rest) if currency_code(w) is None]
            return bool(amounts) and bool(words)
        pos = b + 1
    return False


def _cents(found: Found) -> Decimal | None:
    try:
        return Decimal(found.value)
    except (InvalidOperation, TypeError):
        return None


def consistent_amounts(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str],
                       default_currency: str | None, sums: list[tuple[str, list[str]]], specs: dict[str, FieldSpec],
                       ranked: list[Found], depth: int = 4) -> Found | None:
    """The field's amount as the document's arithmetic decides it: for a sum the schema states (total = parts,
    `sums`) whose every field has amounts after its cues (`money_ranked`), the choice of one amount each, on
    different places, where the parts (and the other amounts that end the lines printed among them: a delivery
    charge, a discount's minus) add up to the total within a cent; of several such, the one nearest each field's
    own ranking. None when no choice adds up (each field keeps its own first)."""
    for total, parts in sums:
        names = [total, *parts]
        if spec.name not in names or any(n not in specs or n not in same_type for n in names):
            continue
        if spec.name != total and not ranked:
            continue
        lists = {n: (ranked if n == spec.name else money_ranked(text, specs[n], hits, same_type, default_currency, specs))
                 for n in names}
        if not lists[total] or all(not lists[n] for n in parts):
            continue
        for n in parts:  # a part no label of its own names may be printed under the total's word ("Total  100.00"
            lists[n] = lists[n] or lists[total]  # over "VAT  20.00" and "Total  120.00"): the total's other amounts
        best = None
        for combo in product(*(list(enumerate(lists[n][:depth])) for n in names)):
            founds = [f for _, f in combo]
            if len({f.span for f in founds}) < len(founds):
                continue
            values = [_cents(f) for f in founds]
            if None in values:
                continue
            gap = values[0] - sum(values[1:], Decimal(0))
            if abs(gap) > CENT and abs(gap - _amounts_among(text, founds)) > CENT:
                continue
            score = sum(i for i, _ in combo)
            if best is None or score < best[0]:
                best = (score, founds)
        if best is not None:
            return best[1][names.index(spec.name)]
    return None


CENT = Decimal("0.01")


def _amounts_among(text: str, founds: list[Found]) -> Decimal:
    """The sum of the amounts that end the printed lines among the chosen amounts' lines (not theirs): the other
    lines of a totals block ("Shipping  $8.95", "Discount  -$15.30")."""
    lines = sorted({_line_at(text, f.span[0]) for f in founds})
    total = Decimal(0)
    pos = lines[0][1] + 1
    while pos < lines[-1][0]:
        a, b = _line_at(text, pos)
        if (a, b) not in lines:
            amounts = money_candidates(text, a, b)
            if amounts and not text[amounts[-1][0].end():b].strip():
                total += amounts[-1][1].amount
        pos = b + 1
    return total


def magnitude(found: Found, spec: FieldSpec) -> Found:
    """A field that is a magnitude (its lower bound is 0: a refund, a total) read from an amount printed with a
    minus before it ("-103.16" on a credit note, where the sign is the booking's direction): the amount without
    its sign, the span from its first character after the minus."""
    if spec.min is None or spec.min < 0 or not found.value or not found.value.startswith("-"):
        return found
    sign = re.match(r"-[ \t]?", found.raw)
    if sign is None:
        return found  # ("RM -1.73", "(12.00)": the sign is inside the amount as printed; left as read)
    raw = found.raw[sign.end():]
    return Found(found.value[1:], raw, (found.span[0] + sign.end(), found.span[1]), found.extractor, found.confidence,
                 currency=found.currency)


# Between an amount and the verb that governs it: "€35.01 you approved", "GBP 38.40 was approved".
BEFORE_VERB_RE = re.compile(r"\s+(?:that\s+|which\s+)?(?:(?:you|we|they|it)\s+(?:have\s+|had\s+)?|(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\s+)$", re.I)


def _amount_before_verb(text: str, spec: FieldSpec, hits: list[CueHit], default_currency: str | None) -> Found | None:
    """An amount the field's verb cue governs from after it, in one clause: "The refund of GBP 38.40
    you approved has arrived" is the approved refund by the cue "approved"."""
    for h in hits:
        if h.field != spec.name or not re.fullmatch(r"[A-Za-z]+ed", text[h.start:h.end]):
            continue
        gap = BEFORE_VERB_RE.search(text, max(0, h.start - 30), h.start)
        if gap is None:
            continue
        cands = [c for c in money_candidates(text, max(0, gap.start() - 30), gap.start(), default_currency)
                 if c[0].end() == gap.start()]
        if cands:
            m, money = cands[-1]
            return Found(money.value, m.group(0), (m.start(), m.end()), "rule", 0.7, currency=money.currency or default_currency)
    return None


def find_percent(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str]) -> Found | None:
    """The percentage nearest its cue (before or after it, same sentence), with its basis:
    the noun phrase after "of (the)" / "on (the)" that follows the number."""
    next_cue = next_cue_finder(hits, spec.name, same_type)
    for h in hits:
        if h.field != spec.name:
            continue
        # the number may precede the cue ("a 50% fee waiver") or follow it
        s0 = max(0, h.start - 60)
        sent_start = max(text.rfind(".", s0, h.start), text.rfind("\n\n", s0, h.start))
        ws = sent_start + 1 if sent_start >= 0 else s0
        _, we = window_after(text, h, hits, same_type, next_cue=next_cue)
        near = sorted(PERCENT_RE.finditer(text, ws, we),
                      key=lambda p: h.start - p.end() if p.end() <= h.start else p.start() - h.end)
        if not near:
            continue
        m = near[0]  # the nearest to the cue: "Fee 5 % (waived 100 %)", "Restocking fee 15%   50% waived"
        basis = None
        b = re.compile(r"\s+(?:of|on)\s+(?:the\s+|your\s+|our\s+)?([a-z][a-z -]{2,40}?)(?=[.,;:\n]|\s+(?:for|on|is|was|will|has|that|which)\b)", re.I).match(text, m.end())
        if b:
            basis = normalize_text(b.group(1)).lower()
        return Found(parse_percent(m.group(0)), m.group(0), (m.start(), m.end()), "rule", 0.85, basis=basis)
    return None


def date_candidates(text: str, start: int, end: int) -> list[re.Match]:
    """The dates in text[start:end], absolute and relative; a relative date that the absolute one in brackets
    after it spells out ("today (18/12/2026)") is that one."""
    found = [m for m in ABS_DATE_RE.finditer(text, start, end)]
    found += [m for m in YEARLESS_NUMERIC_RE.finditer(text, start, end)  # "by 20/3", "Estimated delivery: 3/20"
              if YEARLESS_NUMERIC_BEFORE_RE.search(text, max(0, m.start() - 12), m.start())
              and not any(a.start() <= m.start() < a.end() for a in found)]
    found += [m for m in REL_DATE_RE.finditer(text, start, end)
              if not any(a.start() <= m.start() < a.end() for a in found)
              and not any(re.fullmatch(r"[ \t]*[(\[][ \t]*", text[m.end():a.start()]) for a in found)]
    return sorted(found, key=lambda m: m.start())


# What a numeric day and month without a year stands after to be a date, not a fraction or a count: a date's preposition
# or a label's mark ("by 20/3", "due on 3/20", "Delivery: 1/4").
YEARLESS_NUMERIC_BEFORE_RE = re.compile(r"(?:(?<![\w-])(?:by|on|until|till|before|after|from|due|since)|[:])[ \t]*$", re.I)


def date_found(m: re.Match, base, date_order: str, confidence: float = 0.9, frame: str | None = None) -> Found | None:
    """A Found for a date match: absolute dates parsed, relative ones resolved
    against `base` when unambiguous, else kept verbatim and unresolved. A numeric date whose day
    and month nothing in the document decides ("03/04/2026", `order_undecided`) is kept verbatim
    and unresolved too: no reading is guessed, and the date is not dropped. `frame` ("past", "future": `acts.date_frame`)
    is the time the sentence tells the date in, which reads a day named without its month or year backwards or
    forwards; a numeric day and month without a year ("20/3") is read in `date_order`, else dropped."""
    raw = m.group(0)
    if YEARLESS_NUMERIC_RE.fullmatch(raw):
        d = resolve_yearless_numeric(raw, base, date_order, frame)
        return Found(d.isoformat(), raw, (m.start(), m.end()), "rule", confidence * 0.9) if d else None
    last = month_day_range_end(raw)
    if last is not None:
        return Found(last.isoformat(), raw, (m.start(), m.end()), "rule", confidence)
    if ABS_DATE_RE.fullmatch(raw):
        d = parse_date(raw, date_order)
        if d is None and order_undecided(raw):
            return Found(None, raw, (m.start(), m.end()), "rule", confidence * 0.5, unresolved=True)
        if d is None:
            return None
        return Found(d.isoformat(), raw, (m.start(), m.end()), "rule", confidence)
    rel = resolve_relative(raw, base, frame)
    return Found(rel.value, raw, (m.start(), m.end()), "rule", confidence * (0.9 if rel.value else 0.5), unresolved=rel.unresolved)


# A cue inside a sentence ("(sent 2 Nov)", "invoice 7702 sent on ..."): a word before it on its line and no colon after.
PROSE_CUE_BEFORE_RE = re.compile(r"[A-Za-z(,][ \t]?$")


def prose_cue(text: str, h: CueHit) -> bool:
    """Is the cue a word of a sentence rather than a label: a word or a bracket right before it on its line, and
    no colon or column gap after it?"""
    before = text[text.rfind("\n", 0, h.start) + 1:h.start]
    return bool(PROSE_CUE_BEFORE_RE.search(before)) and not re.match(r"[ \t]*:|[ \t]{2,}|\t", text[h.end:])


def find_date(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str], base, date_order: str,
              quoted: list[tuple[int, int]] = (), frame_of: Callable[[int, int], str | None] | None = None) -> Found | None:
    """The first date after the field's cue (a label's before a word's in a sentence, then the longest, then this
    message's before a quoted or forwarded one's, then the nearest cue wins); else a date the field's verb governs across a
    few words ("Shipped via DHL Express on 3 March"). `frame_of(start, end)` tells whether the sentence tells the date
    at text[start:end] as past or to come (`acts.date_frame`): asked for a date without its year only ("sent on the 7th"
    in a letter of 9 October is 7 October)."""
    best: tuple[tuple, Found] | None = None
    next_cue = next_cue_finder(hits, spec.name, same_type)
    for h in hits:
        if h.field != spec.name:
            continue
        ws, we = window_after(text, h, hits, same_type, limit=80, next_cue=next_cue)
        cell = header_cell_below(text, h, holds_value) \
            or date_below_by_order(text, h, hits)
        cands = date_candidates(text, *cell) if cell else date_candidates(text, ws, we)
        if spec.range_end:  # a window of dates: its last day
            cands = window_ends(text, cands, *(cell or (ws, we)))
        prose = prose_cue(text, h)
        for m in cands:
            if prose and approximate_count(m.group(0)):
                continue  # "it should arrive in 2-3 working days": a duration told, no date promised
            if spec.qualifier == "promised_date" and counted_range(m.group(0)):
                continue  # "will be credited within 5-7 working days": the money's promise names no day
            if prose and spec.qualifier == "document_date" and len(re.findall(r"[A-Za-z]+", text[h.end:m.start()])) > 2:
                break  # "The date has changed: it is now 20 March": a date the sentence is about, not the document's
            if spec.steps and frame_of is not None and not re.fullmatch(r"[\s:#.|-]*", text[h.end:m.start()]) \
                    and frame_of(m.start(), m.end()) == "future":  # (a label's own value has no verb to tell it)
                continue  # "approved: ... the payment will be made on 22 July": a step's date is reached, not to come
            frame = frame_of(m.start(), m.end()) if frame_of is not None and base is not None \
                and not ABS_DATE_RE.fullmatch(m.group(0)) else None
            found = date_found(m, base, date_order, frame=frame)
            if found is None:
                continue
            in_quote = any(a <= h.start < b for a, b in quoted)
            rank = (prose, -h.length, in_quote, m.start() - h.end, h.start)
            if best is None or rank < best[0]:
                best = (rank, found)
            break
    return best[1] if best else _date_after_verb(text, spec, hits, same_type, base, date_order, frame_of)


# A window of dates as printed: two dates joined by a dash, "to", "until", "and" ("14/08/2026 - 16/08/2026", "between 3
# March and 5 March 2026"), a date and its limit ("week of 13/07/2026, latest 17/07/2026", "bis spätestens ..."), or
# two days before one month ("11-12 June 2026", "27 to 29 January", "entre el 3 y el 5 de marzo" without the article).
RANGE_JOIN_RE = re.compile(r"[ \t]*+(?:[-\u2013\u2014~][ \t]*|(?:to|until|till|through|thru|and|or|bis|al|au|a|y|e|tot)[ \t]+|"
                           r",?+[ \t]*+(?:(?:at[ \t]+the[ \t]+)?latest|no[ \t]+later[ \t]+than|sp(?:ä|ae)testens)[ \t]*:?[ \t]*)", re.I)
DAY_RANGE_RE = re.compile(r"(?<![\w/.:-])\d{1,2}(?:st|nd|rd|th|\.)?(?=" + RANGE_JOIN_RE.pattern + r"\d{1,2}(?:st|nd|rd|th|\.)?[ \t]+"
                          r"(?:of[ \t]+|de[ \t]+)?[^\W\d_])", re.I)
# an absolute date starting exactly here, whatever stands before it ("11-|12 June 2026")
ABS_DATE_AT_RE = re.compile(ABS_DATE_RE.pattern.replace(r"(?<![\w/.-])", "", 1), re.I)


# A first date a window may start with besides an absolute one: a weekday ("Thursday", "on Thursday") or a day and
# month without the year ("15 April", "Apr 15"), which the window's second date completes.
WEEKDAY_OR_YEARLESS_RE = re.compile(r"(?:(?:on|this|next|coming)\s+)?" + WEEKDAYS + r"|" + YEARLESS_RE.pattern.rstrip("$"), re.I)
WEEKDAY_AT_RE = re.compile(WEEKDAYS + r"(?![\w-])", re.I)  # a window's second day by its name ("... and Thursday next week")
WEEKDAY_BEFORE_RE = re.compile(r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ \t]+(?=\d)", re.I)


def window_ends(text: str, cands: list[re.Match], start: int, end: int) -> list[re.Match]:
    """The dates of text[start:end] with each window of dates read as its last day (a promise's date: "arriving 3-5
    March" is due by 5 March): a date followed by a join and another date is that one; two days before a month and
    year are the second day's date."""
    out: list[re.Match] = []
    for m in cands:
        j = RANGE_JOIN_RE.match(text, m.end(), end)
        j = WEEKDAY_BEFORE_RE.match(text, j.end(), end) or j if j else j  # "Wed 18 Nov - Fri 20 Nov": the day's name
        second = ABS_DATE_AT_RE.match(text, j.end(), end) if j else None
        if second is None and j is not None and not ABS_DATE_RE.fullmatch(m.group(0)):
            # two dates read against the document's ("between Thursday and Saturday", "15 April - 17 April")
            second = REL_DATE_RE.match(text, j.end(), end) or WEEKDAY_AT_RE.match(text, j.end(), end)
        first_is_day = ABS_DATE_RE.fullmatch(m.group(0)) or (WEEKDAY_OR_YEARLESS_RE.fullmatch(m.group(0)) is not None)
        out.append(second if second is not None and first_is_day else m)
    for d in MONTH_DAY_RANGE_RE.finditer(text, start, end):  # "June 9-11, 2026": the month before two days
        if not any(m.start() < d.end() and d.start() < m.end() and ABS_DATE_RE.fullmatch(m.group(0)) for m in out):
            out = [m for m in out if not (d.start() <= m.start() < d.end())] + [d]
    for d in DAY_RANGE_RE.finditer(text, start, end):
        j = RANGE_JOIN_RE.match(text, d.end(), end)
        second = ABS_DATE_AT_RE.match(text, j.end(), end) if j else None
        if second is not None and not any(m.start() <= second.start() < m.end() for m in out):
            out.append(second)
    return sorted({m.span(): m for m in out}.values(), key=lambda m: m.start())


PREPOSITIONS = ("on", "by", "at", "until", "before", "from")
GAP_CHARS = 60  # how far a verb reaches for its "on <date>" in one clause
# The end of a clause: a sentence mark, or a line that opens with a label ("Paid on: ...").
CLAUSE_END_RE = re.compile(r"[.;!?](?:\s|$)|\n(?=[ \t]*[A-Za-z][\w /#.-]{0,30}:)")


def _date_after_verb(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str], base, date_order: str,
                     frame_of: Callable[[int, int], str | None] | None = None) -> Found | None:
    """A cue "<verb> on" also matches with words between the verb and its preposition, inside one
    sentence and before any cue of another date field: "we have refunded $79.00 to your card on
    4 March" is an execution date by the cue "refunded on"."""
    for cue in spec.cues:
        parts = cue.lower().split()
        if len(parts) < 2 or parts[-1] not in PREPOSITIONS:
            continue
        verb = cue_regex([" ".join(parts[:-1])])
        prep = re.compile(r"(?<![\w-])" + parts[-1] + r"\s+", re.I)
        for v in verb.finditer(text):
            end = min(len(text), v.end() + GAP_CHARS)
            stop = SENTENCE_END_RE.search(text, v.end(), end) or CLAUSE_END_RE.search(text, v.end(), end)
            end = stop.start() if stop else end
            for o in hits:
                if v.end() <= o.start < end and o.field != spec.name and o.field in same_type:
                    end = o.start
            for p in prep.finditer(text, v.end(), end):
                m = next((c for c in date_candidates(text, p.end(), min(len(text), p.end() + 40)) if c.start() == p.end()), None)
                frame = frame_of(m.start(), m.end()) if m and frame_of is not None and base is not None \
                    and not ABS_DATE_RE.fullmatch(m.group(0)) else None
                found = date_found(m, base, date_order, 0.75, frame) if m else None
                if found is not None:
                    return found
            # the date fronted before its verb: "... and on 2026-04-07 we authorised a refund"
            for m in date_candidates(text, max(0, v.start() - 50), v.start()):
                if prep.search(text, max(0, m.start() - 6), m.start()) and FRONTED_GAP_RE.fullmatch(text, m.end(), v.start()):
                    found = date_found(m, base, date_order, 0.7)
                    if found is not None:
                        return found
    return None


# Between a fronted date and its verb: at most a subject ("on 4 March we approved", "on 4 March, it was").
FRONTED_GAP_RE = re.compile(r",?\s+(?:(?:we|i|they|you|it|this|the\s+\w+)\s+)?(?:have\s+|has\s+|was\s+|were\s+)?", re.I)


JUNK = " \t_|~\u2014\u2013-\u00ab\u00bb\"'\u2018\u2019\u201c\u201d*.,:;"  # OCR debris around a label value
# A label value: after a colon, a leader of dots ("Kunde ........: Ana Ruiz") or a column gap (two spaces or a tab)
# on the label's line.
# A participle after a label's noun, before its mark: the thing the label names, qualified by what was done with it
# ("Product purchased:", "Item returned:", "Goods affected:", "Model bought:"), and the past participles of the Romance
# languages ("Produit concerné:", "Artículo comprado:", "Prodotto acquistato:", "Equipamento avariado:").
PARTICIPLE_TAIL_RE = re.compile(r"[ \t]+(?:[a-z]+ed|bought|sold|sent|given|taken|shown|seen"
                                r"|[a-zà-ÿ]{3,}(?:é|ée|és|ées|ado|ada|ados|adas|ido|ida|idos|idas|ato|ata|ati|ate|ito|ita|uto|uta))"
                                r"(?=[ \t]*:)")
# (possessive where what follows a run is never what the run takes, so giving some back never matched (not a leader's
# dots before the lookahead: "..." ends a label with two); linear on a run of blanks)
LABEL_SEP_RE = re.compile(r"(?:[ \t]*+(?:\.{2,}+|\u2026++)?+[ \t]*+:[ \t]*+|[ \t]*+(?:\.{2,}|\u2026+)[ \t]*+|[ \t]{2,}+|\t[ \t]*+)(?=\S)")
# Another cell inside a value ends it: "Oskar Brennan   Account: C-1002" (a column gap, a bar, a tab).
NEXT_CELL_RE = re.compile(r"\s{3,}|\s\|\s|\t")
# The mark that ends a label inside a value, a value after it: "... Tracking: AE12", "... Order #: 5", "... Ord# 5".
LABEL_MARK_RE = re.compile(r"[ \t]*(?:#[ \t]*:?|:)[ \t]*(?=[\w$€£])")
# The words a label runs on with after its first capitalised one: a number-word ("Parcel ID", "Tracking No"), a
# preposition ("Ship Via", "Bill To") or a joining word ("Track & Trace", "Nº de seguimiento").
LABEL_JOINS = frozenset(ID_LABEL_TAILS + MEANS_PREPOSITIONS
                        + ("to", "of", "for", "from", "&", "and", "/", "de", "du", "des", "di", "da", "del", "van", "von"))


def _value_end(text: str, start: int, end: int, hits: list[CueHit], field: str) -> int:
    """Where a label's value stops: the next label (`_next_label_start`), a column gap, or the end of its sentence."""
    value = text[start:end]
    cut = len(value)
    # (an abbreviation's period before a number or a word in lower case on its line ends nothing: "approx. 0,5 %")
    stop = re.search(r"(?<=[^\d\s])\.(?:(?![ \t]+[a-z0-9])\s|$)", value)
    if stop:
        cut = stop.start() + 1
    m = NEXT_CELL_RE.search(value)
    if m and m.start() > 0:
        cut = min(cut, m.start())
    label = _next_label_start(text, start, start + cut, hits, field)
    if label is not None:
        cut = min(cut, label - start)
    for h in hits:
        if h.field != field and start < h.start < start + cut and text[h.start].isupper() and text[h.start - 1].isspace():
            cut = min(cut, h.start - start)
    return start + cut


def _next_label_start(text: str, start: int, end: int, hits: list[CueHit], field: str) -> int | None:
    """Where the next "Label: value" pair on a value's line begins ("Carrier: Allied Express Tracking: AE1234567"), from
    the label's own evidence, not from the words of labels seen: the cue of any field (exact or OCR-damaged) that ends
    at a label mark; else the words before the mark that have a label's shape (`_label_start`)."""
    lower = _labels_in_lower_case(text, start, hits, field)
    for mark in LABEL_MARK_RE.finditer(text, start, end):
        cue = [h.start for h in hits if start < h.start < mark.start() + 1 and h.end <= mark.end()
               and not text[h.end:mark.start()].strip(" \t.#")]
        label = min(cue) if cue else _label_start(text, start, mark.start(), lower)
        if label is not None and label > start:
            return label
    return None


def _labels_in_lower_case(text: str, start: int, hits: list[CueHit], field: str) -> bool:
    """Does the form write its labels in lower case ("order: 5590 carrier: Aramex Express tracking: 4412")? Its
    value's own label says."""
    own = [h for h in hits if h.field == field and h.end <= start]
    return bool(own) and text[max(own, key=lambda h: h.end).start].islower()


def _label_start(text: str, start: int, mark: int, lower: bool) -> int | None:
    """Where the label before a label mark begins, from the shape of its words: a form in title case opens a label
    with a capital and runs it on in lower case, number-words or joining words ("Ship date", "Parcel ID", "Nº de
    seguimiento", "Track & Trace"); a value's words before it are capitalised too ("Allied Express Tracking:" is
    the label "Tracking"). A form in lower case: the lower-case words after the value's last capitalised one.
    None when the words before the mark have no label's shape (a colon inside a sentence)."""
    words = [(w.start(), w.group(0)) for w in re.finditer(r"\S+", text[start:mark])][-4:]
    label, lowered = None, 0
    for i in range(len(words) - 1, -1, -1):
        pos, w = words[i]
        if w.lower().strip(".") in LABEL_JOINS or not w[0].isalnum():
            label = pos
        elif w[0].isupper() and not lower:
            joined = i >= 2 and words[i - 1][1].lower() in LABEL_JOINS and words[i - 2][1][0].isupper()
            return start + (words[i - 2][0] if joined else pos)  # "Track & Trace", "Date of Purchase"
        elif w[0].islower() and (not lower or lowered < 2):
            label, lowered = pos, lowered + 1
        else:
            break
    return start + label if lower and label is not None else None


# A line that carries on the sentence of the line before: it opens with a lower-case word.
CONTINUATION_RE = re.compile(r"[ \t]*\n[ \t]*(?=[a-z])")


def wrapped_end(text: str, start: int, end: int, hits: list[CueHit], field: str, max_lines: int = 3) -> int:
    """Where a value that reaches the end of its line really ends: a sentence wrapped by the page's width
    goes on in lower case on the next line ("Fault: The hinge squeaks and the lid\nwill not stay open."),
    to its sentence's end or the next label; a line opening with a capital, a digit or a label is
    something else (the next row of a form)."""
    for _ in range(max_lines):
        if re.search(r"[.!?;:][\s\"')]*$", text[start:end]):
            break
        nxt = CONTINUATION_RE.match(text, end)
        if nxt is None:
            break
        ne = text.find("\n", nxt.end())
        ne = len(text) if ne < 0 else ne
        if re.match(r"[a-z][\w /#.&'-]{0,30}:", text[nxt.end():ne]):
            break  # "note: ...": a label of its own
        stop = _value_end(text, nxt.end(), min(ne, nxt.end() + 160), hits, field)
        if stop <= nxt.end():
            break
        end = stop
        if text[end:ne].strip():
            break
    return end


INCH_MARK_RE = re.compile(r"[\"'\u2033\u2032]")


def find_text_after_label(text: str, spec: FieldSpec, hits: list[CueHit],
                          accept: Callable[[str], bool] | None = None) -> Found | None:
    """Text after a "Cue: value" label (or "Cue    value" in columns) to the end of the line,
    the sentence or the next label; or the line under a label that stands alone on its line.
    `accept`: the first value it takes (the field's kind), later labels tried when one's value is not."""
    for h in hits:
        if h.field != spec.name:
            continue
        exported = export_cell_below(text, h.start)
        if exported is not None:  # a field's name over its record's cell in an export: the cell is the value
            raw = text[slice(*exported)]
            if normalize_text(raw) and (accept is None or accept(raw)):
                return Found(normalize_text(raw), raw, exported, "rule", 0.8)
            continue
        line_end = text.find("\n", h.end)
        line_end = len(text) if line_end < 0 else line_end
        sep = LABEL_SEP_RE.match(text, h.end, line_end)
        if sep is None and (tail := PARTICIPLE_TAIL_RE.match(text, h.end, line_end)) is not None \
                and not text[text.rfind("\n", 0, h.start) + 1:h.start].strip(JUNK):
            sep = LABEL_SEP_RE.match(text, tail.end(), line_end)  # "Product purchased: ...", "Item returned: ..."
        below = value_below(text, h.start)
        # another label right after this one's gap: another field's, or this field's own in a block of two parties'
        # columns ("Invoice To          Deliver To" over the two names)
        label_next = sep is not None and any(o.start == sep.end() and (o.field != h.field or ":" not in sep.group(0))
                                             for o in hits)
        if label_next and below is None:
            continue  # another label follows and nothing stands under this one: no value here
        header = label_next and below is not None
        line_start = text.rfind("\n", 0, h.start) + 1
        if not header and below is not None and sep is not None and ":" not in sep.group(0) \
                and not re.search(r"\d", text[line_start:line_end]) \
                and (any(o.field != h.field and h.end < o.start < line_end for o in hits) or _rows_of_a_table(text, line_start, below)):
            header = True  # a row of labels over a row of values: the cell after this one is a label too, not its value
        if not header and sep is None and below is not None and not re.search(r"\d", text[line_start:line_end]) \
                and not text[h.end:line_end].strip() and re.search(r"\S(?:[ \t]{2,}|\t)$", text[line_start:h.start]) \
                and any(o.field != h.field and line_start <= o.start < h.start for o in hits):
            header = True  # the last heading of a row of labels parted by column gaps, its value in the row under it
        barred = None if header else _barred_cell_below(text, h.start)
        if barred is not None and not re.search(r"\d", text[line_start:line_end]) \
                and BAR_RE.search(text, h.end - 1, line_end):  # a row of labels parted by bars, over its values' row
            header, below = True, barred
        if header:  # a row of labels: the value stands under this one, in its cell (to the next column gap)
            start = below
            line_end = text.find("\n", start)
            line_end = len(text) if line_end < 0 else line_end
            gap = re.compile(r"[ \t]{2,}(?=\S)|\t|[ \t]\|").search(text, start, line_end)
            line_end = gap.start() if gap else line_end
        elif sep is not None:
            start = sep.end()
        else:
            line_start = text.rfind("\n", 0, h.start) + 1
            alone = not text[line_start:h.start].strip(JUNK) and not text[h.end:line_end].strip(" \t:#-")
            alone = alone or _heads_a_block(text, line_start, h, line_end)
            nxt = re.compile(r"\n[ \t]*(?=\S)").match(text, line_end) if alone else None
            if nxt is None:
                continue
            start = nxt.end()
            if spec.fault:  # the fault written under its label: its first sentence, from its subject ("Within a few
                lead = LEADING_TIME_RE.match(text, start, min(len(text), start + 60))  # weeks the hinge is loose")
                start = lead.end() if lead is not None else start
            line_end = text.find("\n", start)
            line_end = len(text) if line_end < 0 else line_end
        end = _value_end(text, start, min(line_end, start + 160), hits, spec.name)
        if not spec.name_like and not text[end:line_end].strip():  # (a name does not run onto the next line)
            end = wrapped_end(text, start, end, hits, spec.name)
        if spec.name_like:  # "Product: Acme hub 32h, serial 1534-X": another field's value after the comma
            end = cut_at_other_field(text, start, end, hits, spec.name)
        value = text[start:end]
        lead = len(value) - len(value.lstrip(JUNK))
        raw = value[lead:].rstrip().rstrip(JUNK)
        if INCH_MARK_RE.match(value, lead + len(raw)) and raw[-1:].isdigit():  # 'TV 43"': a size, no debris
            raw = value[lead:lead + len(raw) + 1]
        if not normalize_text(raw) or (accept is not None and not accept(raw)):
            continue
        s = start + lead
        if spec.name_like and _bilingual_label_after(text, s, raw):
            continue  # "Delivered by: Teslim Alan / Received by:": another label's words, its own value left blank
        return Found(normalize_text(raw), raw, (s, s + len(raw)), "rule", 0.8)
    return None


# The rest of a line after a label's words and the slash before their translation: the translation and its colon,
# nothing after it but a form's blank to fill ("Teslim Alan / Received by: ........").
BLANK_LABEL_REST_RE = re.compile(r"[ \t]*[^\W\d][\w .'-]{0,30}:[ \t._\u2026]*$", re.M)


# The words that make a noun's label the label of its code or number when printed before it, as Romance languages print
# them ("Réf. article", "Code produit", "N° d'article", "Código de artículo", "Cod. articolo"): the number-words and
# the words for a reference and a code.
REFERENCE_WORDS = LEADING_NUMBER_WORDS | frozenset(
    "ref réf reference référence referencia referência riferimento rif code cod codice código kod kód sku".split())
# (one space at most between the words: a column gap parts two cells, "Ref      Courier" heads two columns)
REFERENCE_WORD_BEFORE_RE = re.compile(r"(?<!\S)(\S+?)\.?[ ]?(?:(?:de|du|di|del|do|da)[ ]|d')?$", re.I)


def _reference_word_before(text: str, start: int) -> bool:
    """Is the word before a name's label, in its cell, a reference-word (`REFERENCE_WORDS`): "Réf. article:" labels the
    article's code, not its name?"""
    line_start = max(text.rfind("\n", 0, start) + 1, start - 24)
    m = REFERENCE_WORD_BEFORE_RE.search(text, line_start, start)
    return m is not None and m.group(1).lower() in REFERENCE_WORDS


# A label's head noun and the preposition of what it is about, before a cue in its cell: "Reason for" of "Reason for
# transport:", "Causale del" of "Causale del trasporto:", "Mode de" of "Mode de livraison:" (the cue names the thing the
# head is about: the label's value is the head's, a reason or a mode, not the cue's field's).
HEAD_OF_CUE_RE = re.compile(r"(?:^|[ \t]{2,}|\t|\|)[ \t]*[^\W\d_][\w'-]*\.?[ \t]+"
                            r"(?:of|for|del|della|dello|dei|degli|delle|de|du|des|di|da|do|dos|das|van|von|der|dla|na)"
                            r"(?:[ \t]+(?:the|la|le|il|el|lo|los|las|les|het))?[ \t]+$|(?:\bd|\bl|\bdell)'$", re.I | re.M)


def _modifies_a_head(text: str, start: int) -> bool:
    """Is the cue at `start` the complement of another head noun in its label ("Causale del trasporto:", "Reason for
    transport:")? Such a label is tried after the labels the cue opens ("Vettore:", "Carrier:"): a label naming the field's
    thing as what it is about may still be its label ("Name of carrier:"), when no other is printed."""
    ls = text.rfind("\n", 0, start) + 1
    return HEAD_OF_CUE_RE.search(text, ls, start) is not None


def cut_at_other_field(text: str, start: int, end: int, hits, field: str) -> int:
    """A name's value ends before ", serial ..." / "(S/N ...)": a comma or bracket followed by another field's cue."""
    for m in re.finditer(r"[ \t]*[,;(][ \t]*", text[start:end]):
        at = start + m.end()
        if any(h.start == at and h.field != field for h in hits):
            return start + m.start()
    return end


def _bilingual_label_after(text: str, start: int, raw: str) -> bool:
    """Is a name's value another label: words ending in the slash of a bilingual label, the other language's words
    and their colon after it with a blank (a signature box's "Teslim Alan / Received by:")? A name ends in no slash."""
    return raw.rstrip().endswith("/") and BLANK_LABEL_REST_RE.match(text, start + len(raw)) is not None


# A time adverbial opening a sentence before its subject: "Since last week the pump ...", "After two months, my ...".
LEADING_TIME_RE = re.compile(r"(?i)(?:since|after|for|within|over|during|from|last|this|recently|lately|now|today|"
                             r"yesterday)\b[^,.\n]{0,30}?,?[ \t]+(?=(?:the|my|our|its|it|this|these|both|one)\b)")


# A note in brackets between a label's words and its mark: "Nature of complaint (in customer's words):", "Serial No. (see
# the sticker):".
LABEL_NOTE_RE = re.compile(r"[ \t]*\([^()\n]{1,40}\)")
MAX_LABEL_LEAD_WORDS = 3  # words before the cue in a heading label ("Describe the problem:", "Please state the fault:")


def _heads_a_block(text: str, line_start: int, h: CueHit, line_end: int) -> bool:
    """Is the cue's line a label heading the lines under it: the line ends in the label's colon right after the cue (or
    a note in brackets after it), with at most a few words before the cue ("Describe the problem:", "Nature of
    complaint (in customer's words):")? Its value is the next line, as a label alone on its line has it."""
    after = h.end
    note = LABEL_NOTE_RE.match(text, after, line_end)
    if note is not None:
        after = note.end()
    if not re.fullmatch(r"[ \t]*:[ \t]*", text[after:line_end]):
        return False
    before = text[line_start:h.start].strip(JUNK)
    return len(before.split()) <= MAX_LABEL_LEAD_WORDS and not re.search(r"[\d.!?,;]", before)


def _rows_of_a_table(text: str, line_start: int, below: int) -> bool:
    """Are a line and the line holding `below` a table's header and row: three cells or more on each, as many, parted by
    column gaps (a form's "Label   value" lines have two)."""
    def cells(pos: int) -> list[str]:
        ls = text.rfind("\n", 0, pos) + 1
        le = text.find("\n", pos)
        return [c for c in re.split(r"[ \t]{2,}|\t", text[ls:le if le >= 0 else len(text)].strip()) if c]
    head, row = cells(line_start), cells(below)
    return len(head) >= 3 and len(head) == len(row)


def find_text(text: str, spec: FieldSpec, hits: list[CueHit]) -> Found | None:
    """A text field: the value of a "Cue: value" label, else the rest of the sentence
    after a cue used in prose ("... because it arrived with a cracked screen.")."""
    if spec.name_like:  # "Réf. article: VP-1396": the label of the goods' code, not of their name
        hits = [h for h in hits if h.field != spec.name or not _reference_word_before(text, h.start)]
    hits = sorted(hits, key=lambda h: h.field == spec.name and _modifies_a_head(text, h.start))  # (stable: in order)
    labelled = find_text_after_label(text, spec, hits, accept=lambda raw: _fits_kind(spec, raw))  # (a later label's
    if labelled is not None:  # value when the first one's is no value of the kind: a date under "Date of complaint")
        return labelled
    for h in hits:
        if h.field != spec.name or (spec.name_like and _inside_name(text, h)):
            continue
        opens_line = not text[text.rfind("\n", 0, h.start) + 1:h.start].strip(JUNK)
        line_end = text.find("\n", h.end)
        if spec.name_like and opens_line and labels_only(text[h.end:line_end if line_end >= 0 else len(text)]):
            continue  # a row of labels ("Carrier  Parcels / Weight" over the values): the name is under its label
        # a form row's label with a note in brackets, its mark lost ("Fault (customer's words) Left side ..."): the
        # value after the note
        note = LABEL_NOTE_RE.match(text, h.end) if opens_line else None
        # (the cue may end its line, the sentence wrapping on in lower case: "... because\nthe plug was wrong")
        m = re.compile(r"(?:[ \t]+|[ \t]*\n[ \t]*(?=[a-z]))(\S[^\f]*?)(?=[.!?](?:\s|$)|\n[ \t]*\n|$)").match(
            text, note.end() if note is not None else h.end)
        if not m:
            continue
        if m.group(1).startswith("/") and any(o.field == spec.name and m.start(1) < o.start < m.start(1) + 48
                                              and "\n" not in text[m.start(1):o.start] for o in hits):
            continue  # "Describa la falla / Describe the problem  Media feed ...": the label's translation follows, its
            # own cue the label the value comes after
        if spec.clause and not _opens_clause(text, h, m.group(1)):
            continue
        value = m.group(1).split("\n")[0] if spec.name_like else m.group(1)  # a name does not run onto the next line
        value = re.split(r"\n(?=[ \t]*[A-Za-z][\w /#.&'-]{0,30}:)", value)[0]  # nor any value onto a "Label:" line
        vstart = m.start(1)
        # nor onto a line another field's label opens ("Numero de caso asignado DEV/26/4297" under a form's answer)
        nxt_label = next((o.start for o in hits if o.field != spec.name and vstart < o.start < vstart + len(value)
                          and text[o.start].isupper() and "\n" in text[vstart:o.start]
                          and not text[text.rfind("\n", 0, o.start) + 1:o.start].strip(JUNK)), None)
        # (a line opening in lower case is the sentence wrapped: "because a duplicate\norder was placed")
        if nxt_label is not None:
            value = value[:text.rfind("\n", vstart, nxt_label) - vstart]
        if not text[text.rfind("\n", 0, h.start) + 1:h.start].strip(JUNK):  # a cue that opens its line heads a form row:
            value = re.split(r"[ \t]*\n(?![ \t]*[a-z])", value)[0]  # its value goes on only as a wrapped sentence does
            word = LABEL_LAST_WORD_RE.match(value) if text[h.start].isupper() and not spec.name_like else None
            if word:  # "Problem found Creaks under load": a title-case row's label runs on in lower case to its value
                value, vstart = value[word.end():], vstart + word.end()
        if len(value) > 200 or any(o.field != spec.name and m.start(1) <= o.start <= m.start(1) + 1 for o in hits):
            continue  # too long for a value, or another label follows this one (a row of labels)
        raw = _before_adverbial(value)
        form_row = opens_line and (text[h.end - 1] in ")]" or "/" in text[h.start:h.end]
                                   or re.match(r"[ \t]{2,}|\t", text[h.end:h.end + 2]))
        if spec.name_like and not form_row:  # a name in prose ends where its capitalised words do ("by Coastline
            # Couriers this morning"); a form row's label (its gloss in brackets, a column gap after it) has the rest of
            # its line as its value ("Termék megnevezése (Product) Borehole pump 4 inch")
            run = NAME_RUN_RE.match(raw)
            raw = run.group(0) if run and run.end() < len(raw.rstrip()) else raw
        one_word = raw != m.group(1)[vstart - m.start(1):] or (spec.name_like and re.fullmatch(r"[A-Z][A-Za-z0-9&-]+", raw.strip()))
        if len(raw.split()) < (1 if one_word else 2) or not _fits_kind(spec, raw):  # one word only when a date or
            continue  # amount ended it, or it is a name ("via UPS")
        return Found(normalize_text(raw), raw, (vstart, vstart + len(raw)), "rule", 0.75)
    return None


# The lower-case word that ends a title-case label printed without a colon, before its value's capital ("Problem found
# Creaks ...", "Fault noted Display dead"): one word, then a capitalised one.
LABEL_LAST_WORD_RE = re.compile(r"[a-z]+[ \t]+(?=[A-Z][a-z])")


# Words that open a clause as its subject ("as it leaks", "since the lid cracked", "is that I ordered").
CLAUSE_SUBJECTS = frozenset("it its i the my they this that these those there he she we our a an one".split()
                            # a quantifier opening the subject ("as half of the cups were chipped", "both hinges")
                            + "half all both some most several many each two three four five".split())
# Words before "as" that make it no conjunction ("such as", "as well as", "so as").
NOT_CONJUNCTION_BEFORE = re.compile(r"(?:such|well|so|same|soon|much|long|far)\s+$", re.I)


# A form's question that asks for a reason, its answer after it on its line or on the next: "Why are you returning
# it? The zip broke", "Why do you want a refund?\nIt arrived late".
WHY_QUESTION_RE = re.compile(r"(?mi)^[ \t]*(?:\d+[.)][ \t]*)?why\b[^?\n]{3,80}\?[ \t]*(?:\n[ \t]*)?(?P<answer>[^\s?][^\n]{2,200})$")


FORM_ROW_RE = re.compile(r"[ \t]*[A-Za-z][\w /#'().-]{0,40}?(?:[ \t]*:|[ \t]*\.{3,}|[ \t]{3,})[ \t]*\S"  # "Order no: 5", "Acct ..... 7"
                         # or a label of a few words before its one value of digits, no mark between ("Account no. ACC-49-0558",
                         # "Refund requested GBP 298.80")
                         r"|[ \t]*[A-Z][\w.'-]*(?:[ \t]+[A-Za-z][\w.'-]*){0,4}[ \t]+[A-Z$\u00a3\u20ac]{0,3}[ \t]?\S*\d[\w.,/-]*[ \t]*$")


def find_why_answer(text: str) -> Found | None:
    """The answer to a form's "Why ...?" question: the reason it asks for (a question opening its line, not one
    inside a sentence, among the form's "Label: value" rows: a letter's "Why has nobody answered?" is none)."""
    for m in WHY_QUESTION_RE.finditer(text):
        raw = m.group("answer").rstrip().rstrip(".").lstrip(":-\u2013 \t")
        ls = text.rfind("\n", 0, m.start() + 1)
        above = text[text.rfind("\n", 0, max(ls, 0)) + 1:max(ls, 0)]
        below = text[m.end() + 1:text.find("\n", m.end() + 1) if text.find("\n", m.end() + 1) >= 0 else len(text)]
        if not any(FORM_ROW_RE.match(line) for line in (above, below)):
            continue
        if len(raw.split()) >= 2 and not WHY_QUESTION_RE.match(raw):
            s0 = m.start("answer") + m.group("answer").index(raw)
            return Found(normalize_text(raw), raw, (s0, s0 + len(raw)), "rule", 0.7)
    return None


def _opens_clause(text: str, hit: CueHit, value: str) -> bool:
    """For a `clause` field: a one-word conjunction cue ("as", "since") counts only when a clause
    follows it, its first word a subject, and it is not part of "such as" / "as well as"."""
    cue = text[hit.start:hit.end].lower()
    if " " in cue.strip() or cue in ("because",):
        return True
    first = re.match(r"[A-Za-z']+", value)
    return bool(first and first.group(0).lower() in CLAUSE_SUBJECTS) and not NOT_CONJUNCTION_BEFORE.search(
        text[max(0, hit.start - 12):hit.start])


# A colon inside a sentence, after a word and before a word: "I cannot use the saw: its blade is bent".
EXPLAINING_COLON_RE = re.compile(r"(?<=[A-Za-z0-9)])[ \t]*:[ \t]+(?=[A-Za-z])")
# What stands before an explaining colon: a clause of its own with a verb the writer says ("I can't keep the
# lamp", "we are sending the chairs back"), not a label ("Order no", "Reason") nor a salutation.
COLON_CLAUSE_RE = re.compile(r"(?<![\w'])(?:i|we)(?:[ \t]+(?:am|are|have|had|will|would|must|need|could|can|cannot|can't|won't|"
                             r"don't|do|did|didn't|really|just|also|still|to))*[ \t]+[a-z']+|(?<![\w'])(?:can't|cannot|won't)[ \t]+[a-z]+", re.I)


def find_explained_clause(text: str, spec: FieldSpec) -> Found | None:
    """A `clause` field (a reason) given without its cue, as the clause a colon joins to the sentence it
    explains: "We can't use the drill press in our shop: it runs far too loud." The sentence before the
    colon must be the writer's own clause (a first-person subject or a negated modal), the clause after
    it must open with a subject (`CLAUSE_SUBJECTS`); e-mail headers and quoted lines are passed over."""
    for m in EXPLAINING_COLON_RE.finditer(text):
        ls = text.rfind("\n", 0, m.start()) + 1
        if HEADER_LINE_RE.match(text, ls) or text[ls:m.start()].lstrip().startswith(">"):
            continue
        s0 = max(text.rfind(c, 0, m.start()) for c in ".!?") + 1
        s0 = max(s0, text.rfind("\n\n", 0, m.start()) + 1)
        before = text[s0:m.start()]
        if len(before.split()) < 4 or not COLON_CLAUSE_RE.search(before):
            continue
        v = re.compile(r"(\S[^\f]*?)(?=[.!?](?:\s|$)|\n[ \t]*\n|$)").match(text, m.end())
        first = re.match(r"[A-Za-z']+", text[m.end():])
        if v is None or first is None or first.group(0).lower() not in CLAUSE_SUBJECTS:
            continue
        raw = re.split(r"[ \t]*\n(?![ \t]*[a-z])", v.group(1))[0]  # a wrapped sentence goes on in lower case
        if len(raw.split()) < 3 or len(raw) > 200:
            continue
        return Found(normalize_text(raw), raw, (m.end(), m.end() + len(raw)), "rule", 0.65)
    return None


def _fits_kind(spec: FieldSpec, raw: str) -> bool:
    """A field declared `name_like: true` (a carrier, a product) holds a name: it starts with a capital
    letter of any Latin alphabet ("Österreichische Post", "Česká pošta") or a digit, or a word in lower case with a
    capital inside ("iPhone 15", "pH/ORP meter", as `NAME_RUN_RE`), and has at most MAX_NAME_WORDS words ("expects to
    deliver" is no carrier) not counting the short words that join a name's words in Romance languages ("Fauteuil de
    pédicure avec bain de pieds"); it has two letters or more and is not one token of an id's form (`id_token_only`: a
    tracking or an order number beside the name's label is no name)."""
    if spec.fault and _date_only(raw):
        return False  # a date under a fault's label ("Date of complaint: 12th April 2026"): no fault's words
    words = raw.split()
    return not spec.name_like or (bool(re.match(rf"[{CAPITALS}0-9]|[a-z]+[{CAPITALS}]", raw.strip()))
                                  and len([w for w in words if len(w) > 2 or not w.isalpha()]) <= MAX_NAME_WORDS
                                  and sum(c.isalpha() for c in raw) >= 2 and not id_token_only(raw)
                                  # an id's row ("KI2807173440 1 March 2026"), not a name opening with a number
                                  and not (id_token_only(words[0]) and _date_only(" ".join(words[1:]))))


def _date_only(raw: str) -> bool:
    """Is the text a date and nothing else: digits, and words that are the months' and weekdays' names ("12th April
    2026", "Mon 4 May")? A fault's code ("E4") or a name opening with a number ("24000 Express") is not."""
    return bool(re.search(r"\d", raw)) and all(_month_or_day_word(w) for w in re.findall(r"[^\W\d_]+", raw))


MAX_NAME_WORDS = 8
# The months' and the weekdays' English names: a word of three letters or more that begins one is a date's word
# (abbreviated, or cut by OCR at its end: "Apri]" read as "Apri"), as are an ordinal's ending and "of".
MONTH_AND_DAY_NAMES = tuple(n.lower() for n in (*calendar.month_name[1:], *calendar.day_name))


def _month_or_day_word(word: str) -> bool:
    w = word.lower()
    return w in ("st", "nd", "rd", "th", "of") or len(w) >= 3 and any(n.startswith(w) for n in MONTH_AND_DAY_NAMES)
# The capitals of the Latin alphabets (ASCII, Latin-1 and Latin Extended-A/B: "Ö", "Č", "Ł", "Ș"), for a name's first
# letter in a character class.
CAPITALS = "A-Z" + "".join(c for c in map(chr, range(0xC0, 0x250)) if c.isupper() and c.lower() != c)
ID_DIGITS = 5  # digits enough to make one token an id, not a name's number ("Tracked 48", "HX-64")


def id_token_only(raw: str) -> bool:
    """Is a value one token of an id's form, not a name: no space, ID_DIGITS digits or more, more than twice its letters
    ("RMX5485958954"; a model's name keeps its letters: "WH-1000XM5")."""
    raw = raw.strip()
    digits = sum(c.isdigit() for c in raw)
    return " " not in raw and digits >= ID_DIGITS and digits > 2 * sum(c.isalpha() for c in raw)


# The rest of a label's line when it is other labels, not the label's value: no digit, and a label's own marks in it, a
# number-word ("N° OT", "No. de guía", "Nr.", "č.") or a label and its translation parted by a slash ("Packstücke /
# Gewicht", "Počet kusů / hmotnost"), as bilingual forms print their labels. The value stands under the label then.
LABELS_ONLY_RE = re.compile(r"(?=[^\d]*$)(?:.*(?<![\w.])(?:n[o°º]\.|n[°º]|nr\.|č\.|#)(?:[ \t]|$)"
                            r"|.*[^\W\d_][ \t]*/[ \t]*[^\W\d_])", re.I)


def labels_only(rest: str) -> bool:
    """Is `rest`, the rest of a label's line after the label, a row's other labels (`LABELS_ONLY_RE`)?"""
    return LABELS_ONLY_RE.match(rest.strip()) is not None


ADVERBIAL_RE = re.compile(r"[ \t,]+(?:on|at|by|for|from|until|before|after|of)\s+(?=\S)", re.I)


# A name as prose prints it: capitalised words or words with a digit ("G4S", "J&T"), joined by "&", "and", "of";
# it ends before the first word in lower case, a comma or a bracket.
NAME_RUN_RE = re.compile(rf"(?:[{CAPITALS}0-9][\w&'.-]*)(?:[ \t]+(?:(?:&|and|of|de|du|da|van|von)[ \t]+)?(?:[{CAPITALS}0-9]|[a-z]+[{CAPITALS}])[\w&'.-]*)*")
# (a word in lower case with a capital inside is a brand's: "Australia Post eParcel")


def _inside_name(text: str, h: CueHit) -> bool:
    """Is a name field's cue a word of a name in prose ("The Courier Guy", "Swift Freight Lines"), not its label:
    printed capitalised between capitalised words on its line, no label mark after it?"""
    if not text[h.start:h.start + 1].isupper() or re.match(r"[ \t]*[:#]", text[h.end:]):
        return False
    before = re.search(r"(?:^|[ \t])([A-Z0-9][\w&'-]*)[ \t]$", text[text.rfind("\n", 0, h.start) + 1:h.start])
    after = re.match(r"[ \t]+[A-Z0-9]", text[h.end:])
    return bool(before and (after or re.match(r"[ \t]*(?:[,.;)]|$)", text[h.end:])) and before.start(1) > 0)


def _before_adverbial(value: str) -> str:
    """A prose value without a trailing "on <date>" / "for <amount>": "DHL Express on 3 March 2026"
    is the carrier "DHL Express"; the date and the amount are other fields' values."""
    for p in ADVERBIAL_RE.finditer(value):
        rest = value[p.end():]
        money = MONEY_RE.match(rest)
        if ABS_DATE_RE.match(rest) or REL_DATE_RE.match(rest) \
                or money and re.match(r"\S*\d", rest) and has_money_form(money.group(0)):  # ("of 0-16 bar": a range)
            return value[:p.start()].rstrip(" ,")
    return value


@lru_cache(maxsize=8)
def _status_words_without_accents(words: tuple[str, ...]) -> tuple[str, ...]:
    """The accented status words as printed without their accents (`FieldSpec.status_value` reads them either way)."""
    return tuple(without_accents(w) for w in words if not w.isascii())


def find_status(text: str, spec: FieldSpec, hits: list[CueHit]) -> Found | None:
    """One of the field's allowed values, or a synonym of one, after its cue ("Status: approved",
    "Decision: Refused" -> rejected, "Outcome: Not accepted" -> what the schema calls "not approved"); a word printed
    or read without its accents ("schvaleno" for "schváleno") is the word."""
    plain = _status_words_without_accents(tuple(spec.status_words))
    allowed = cue_regex([*spec.status_words, *plain])
    for h in hits:
        if h.field != spec.name:
            continue
        m = allowed.search(text, h.end, min(len(text), h.end + 40))
        value = spec.status_value(m.group(0)) if m else None
        if value and re.search(r"\bnot\s+$", text[max(h.end, m.start() - 8):m.start()], re.I):
            # "Not accepted": the negation of the word's value, as the schema spells one ("not approved")
            value = spec.status_value("not " + m.group(0)) or spec.status_value("not " + value)
        if value:
            return Found(value, m.group(0), (m.start(), m.end()), "rule", 0.9 if value == m.group(0).lower() else 0.8)
    for h in hits:  # none in the schema's words: a status cell in another language ("Statut : ACCORDÉ")
        if h.field != spec.name:
            continue
        cell = status_cell(text, h.end)
        side = next((x for x in re.split(r"[ \t]+[/|][ \t]+", cell) if x.strip(" \t:=|#-")), "")
        value = foreign_status(side, spec) if FOREIGN_CELL.fullmatch(side) else None
        if value:
            word = next(m for m in re.finditer(r"[^\W\d_]+", side) if len(m.group(0)) >= 4)
            at = text.index(side, h.end) + word.start()
            return Found(value, word.group(0), (at, at + len(word.group(0))), "rule", 0.7)
    return None

