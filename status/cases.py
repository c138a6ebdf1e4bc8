"""Cases from documents, entities from references, and the case view from its inputs.

Everything here is a pure function of the stored per-document inputs (plus the
resolution events a person recorded), so the case view is the same whatever order
the documents arrived in, and rebuilding it from the inputs gives the live one.

Grouping (decision 2's unit): documents sharing a grouping key are one case (union-find).
The keys (`keys_of`) are evidence of two strengths: strong keys join alone (the doc type's
`case_keys` however printed, the other order- and case-level ids a document holds, a long
number whichever id field caught it); weak evidence (a customer's name, an amount, a short
number) joins only as a pair whose halves both agree (name + amount, an id one OCR digit
slip away + the same amount, a short number + the name). A key whose documents name three or more
parties, none of them on half of those documents, is a constant of some party (the seller's registration,
bank account, phone or till id read into a key field on everything it prints), not a case's key: it
joins nothing (`group`). Inside a case, documents sharing a
case- or order-level identifier form one *issue* (a refund for one order, a
warranty claim for another); customer-level identifiers link issues into the case
without merging them. Case ids are deterministic: the smallest case-level
identifier, else the smallest order id, else customer id, else
`DOC-<first 12 characters of the content hash>` (unique and stable across batches:
doc ids like `scan.txt` repeat, content hashes do not).

Sources: a document is identified by (batch_id, doc_id); inputs with the same
content hash (the same bytes in two batches, or two copies in one batch) are one
source: only one of them contributes observations, so copies never make "2 docs
agree" nor a conflict.

Subjects: a fact belongs to one entity instance. `order_total` of ORD-1 and of
ORD-2 are two facts, never a conflict. The subject of a field is its entity's key
value in the document (the order id for order fields, the customer id for
customer fields), the issue id for case fields, and the enclosing issue for the
key fields themselves ("which order is this issue about").

Update policy and conflicts (decisions 2-3), per (field, subject), read from the
schema:
- a value counts only if validation marked it authoritative, it is resolved, and
  (for `evidence_only` fields / `evidence_values`) it comes from trusted evidence: a
  system event, or a document of an evidence doc type from a source a person
  configured as trusted; otherwise it is kept as `unverified` with a reason. An
  execution claim the case's trusted state contradicts is a weighty conflict.
- `latest`: the newest document wins (document date, then doc id on ties); older
  different values are `superseded`, still stored.
- `history`: every value is kept with valid_from / valid_to.
- a disagreement between documents is a conflict when the field is weighty
  (any policy: the case needs review) or a non-weighty `latest` field (recorded,
  policy applied, no escalation). A new value of a non-weighty `history` field is
  a change. Spelling variants of an entity's name under one key are aliases.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from difflib import SequenceMatcher
from functools import lru_cache

from stages.normalize import (
    PERCENT_RE,
    currency_code,
    format_decimal,
    format_money,
    normalize_text,
    parse_date,
    parse_money,
    parse_percent,
    read_identifier,
)
from stages.validate import check_value
from status.case_rules import case_rule_conflicts
from status.facts import AliasRow, CaseDocRow, CaseRow, ConflictRow, EntityRow, FactRecordRow, derived_row
from status.models import FactValue, Validation
from status.schema import RESERVED_KEY_KINDS, FieldSpec, Schema

ENTITY_RANK = {"case": 0, "order": 1, "customer": 2}  # which identifiers name a case first
ISSUE_ENTITIES = ("case", "order")  # identifiers that make an issue; customer ids link issues
SYSTEM_DOC_TYPE = "system_event"


@dataclass(frozen=True)
class DocInput:
    """The current version of one ingested document (or system event), as stored."""

    batch_id: str
    doc_id: str
    content_hash: str
    doc_type: str
    document_date: str | None
    evidence: bool
    source_kind: str
    validation: Validation

    @property
    def order_key(self) -> tuple[str, str, str, str]:
        """Sort key for 'newest': document time (undated first), then ids for ties."""
        return (self.document_date or "", self.doc_id, self.batch_id, self.content_hash)


@dataclass(frozen=True)
class Resolution:
    event_id: str
    anchor_keys: frozenset[str]
    field: str
    subject: str
    value: str
    by: str
    note: str | None
    seen_values: frozenset[str]
    at: str


@dataclass
class CaseView:
    case: CaseRow
    docs: list[CaseDocRow]
    entities: list[EntityRow]
    aliases: list[AliasRow]
    facts: list[FactRecordRow]
    conflicts: list[ConflictRow]
    issues: list[dict] = field(default_factory=list)


# --------------------------------------------------------------------------- normalising


def norm_identifier(value: str) -> str:
    return re.sub(r"\s+", "", value).upper()


def norm_text(value: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", value.casefold()).split())


def normalise(spec: FieldSpec, value: str, currency: str | None = None) -> str:
    """The comparison form of a stored (already canonical) value: equal forms mean
    the documents agree. Printed values are parsed by `parse_value`, never here."""
    if spec.type in ("money", "percent"):
        try:
            amount = Decimal(value.strip())
        except InvalidOperation:
            return norm_text(value)  # not canonical: compares as text, never equal to a number
        text = format_money(amount) if spec.type == "money" else format_decimal(amount)
        return f"{text} {currency.upper()}" if currency else text
    if spec.type == "identifier":
        return norm_identifier(value)
    if spec.type == "date":
        return value.strip()
    if spec.type == "status":
        return value.strip().lower()
    return norm_text(value)


class BadValue(ValueError):
    """A value a person typed that does not fit its field (see `parse_value`)."""


_MONEY_CHARS = re.compile(r"[\d.,'\s\u00a0\u2009()+-]")
_NUMERIC_DATE = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})")


def parse_value(spec: FieldSpec, raw: str, currency: str | None = None) -> tuple[str, str | None]:
    """A value typed by a person (`docflow facts resolve --value`) in the canonical
    form extraction stores: (value, currency). Money "1234.56" + ISO currency, ISO
    dates, percent "12.5", identifiers by the schema pattern, status lower case,
    text whitespace-collapsed. Parsed with the extraction's own parsers
    (stages.normalize), then checked with validation's own bounds/pattern/allowed
    check. Raises BadValue with the reason when the text is not such a value.
    """
    text = (raw or "").strip()
    if not text:
        raise BadValue("empty value")
    out_currency: str | None = None
    if spec.type == "money":
        rest = _MONEY_CHARS.sub("", text)
        if rest and currency_code(rest) is None:
            raise BadValue(f"{raw!r} is not an amount (unexpected {rest!r}); write e.g. 1234.56 or 1234.56 EUR")
        money = parse_money(text, currency)
        if money is None:
            raise BadValue(f"{raw!r} is not an amount; write e.g. 1234.56 or 1234.56 EUR")
        if money.amount != money.amount.quantize(Decimal("0.01")):
            raise BadValue(f"{raw!r} has more than two decimals")
        value, out_currency = format_money(money.amount), money.currency
    elif spec.type == "percent":
        candidate = text if re.search(r"[%a-z]", text, re.I) else text + "%"
        if not PERCENT_RE.fullmatch(candidate):
            raise BadValue(f"{raw!r} is not a percent; write e.g. 12.5 or 12.5%")
        value = parse_percent(candidate)
    elif spec.type == "date":
        m = _NUMERIC_DATE.fullmatch(text)
        if m and int(m.group(1)) <= 12 and int(m.group(2)) <= 12 and m.group(1) != m.group(2):
            raise BadValue(f"{raw!r} is ambiguous (day/month or month/day); write it as YYYY-MM-DD")
        parsed = parse_date(text, "DMY")
        if parsed is None:
            raise BadValue(f"{raw!r} is not a date; write it as YYYY-MM-DD")
        value = parsed.isoformat()
    elif spec.type == "identifier":
        found = read_identifier(text, spec.shapes)
        if found is None:
            raise BadValue(f"{raw!r} is not a {spec.name} (pattern {' or '.join(spec.shapes)})")
        value = found
    elif spec.type == "status":
        value = normalize_text(text).lower()
    else:
        value = normalize_text(text)
    problems = check_value(FactValue(field=spec.name, type=spec.type, value=value, currency=out_currency), spec)
    if problems:
        raise BadValue(f"{raw!r} for {spec.name}: " + "; ".join(problems))
    return value, out_currency


def display(fact: FactRecordRow) -> str:
    """A value as shown to people and models: money with its currency, percent with %."""
    if fact.value is None:
        return "null"
    if fact.type == "money" and fact.currency:
        return f"{fact.value} {fact.currency}"
    if fact.type == "percent":
        return f"{fact.value}%" + (f" of {fact.basis}" if fact.basis else "")
    return fact.value


# --------------------------------------------------------------------------- grouping


def key_fields(schema: Schema, doc_type: str) -> list[str]:
    spec = schema.doc_types.get(doc_type)
    if spec is not None:
        return list(spec.case_keys)
    # system events and unknown types: every identifier that is a case key anywhere
    return sorted({k for dt in schema.doc_types.values() for k in dt.case_keys})


def grouping_of(schema: Schema, spec: FieldSpec) -> str:
    """How a field groups documents (the schema's `grouping:`, README "Case grouping for your own fields"):
    "cross", "own" or "none" for an identifier, "none" or "auto" for other types. `auto` reads the field's role
    in the schema, never its name: an identifier that is a case key of some doc type (the ids a letter names its
    case by: a case, order or customer number) is `cross`; another case- or order-level identifier (an invoice,
    a tracking number) `own`; any other identifier `none`."""
    if spec.grouping != "auto" or spec.type != "identifier":
        return spec.grouping
    if any(spec.name in dt.case_keys for dt in schema.doc_types.values()):
        return "cross"
    return "own" if spec.entity in ISSUE_ENTITIES else "none"


LINK = "~"  # "order_id~SO44712": a link key, the identifier as a reader compares it (see `link_form`)
LOOKALIKES = str.maketrans("OILSBZG", "0115826")  # the OCR confusions `stages.normalize` forgives in ids


def link_form(value: str) -> str:
    """An identifier as a person compares two printings of it: the same letters and digits, whatever
    separates them ("SO 4471-2", "SO-4471-2", "SO4471/2"; "T 22019", "T-22019") and whichever of
    OCR's look-alikes was read (O/0, I/l/1, S/5, B/8, Z/2, G/6): separators and look-alikes are how
    printers, people and scanners vary one number, never what tells two numbers apart."""
    return re.sub(r"[^0-9A-Z]", "", value.upper()).translate(LOOKALIKES)


LETTER_PREFIX = re.compile(r"^[A-Za-z]{1,4}[ \t./#-]*(?=[0-9])")  # "HB-2207-15": the id's kind, often left out
MIN_BARE_DIGITS = 5  # digits left without the prefix: fewer would meet other numbers by chance


def bare_link_form(value: str) -> str | None:
    """An identifier without its letter prefix, as people write it when the kind is plain from context
    ("HB-2207-15" in the shop's documents, "order 2207-15" in the customer's chat): the prefix names what
    kind of number it is, the digits which one. None when there is no prefix or too few digits are left."""
    m = LETTER_PREFIX.match(value.strip())
    rest = value.strip()[m.end():] if m else ""
    return link_form(rest) if m and sum(c.isdigit() for c in rest) >= MIN_BARE_DIGITS else None


def is_link_key(key: str) -> bool:
    """A grouping-only key (`link_form`), not an identifier to show or to name a case by."""
    return LINK in key.split(":", 1)[0]


MIN_DIGITS = 4  # a bare number of 3 digits (a quantity, a house number, an extension) meets another by chance
MIN_LETTERED_DIGITS = 3  # with letters ("RA-412", "C-7712") the letters name the kind: fewer digits suffice
MIN_CUSTOMER_DIGITS = 5  # a customer's 4-digit number is more often a postcode, a PIN or a branch read as one
MIN_CROSS_DIGITS = 7  # a bare number matched across fields (an order id read as the case number) needs more
MIN_CROSS_LETTERED = 5
YEAR = re.compile(r"(?:19|20)\d\d")


def is_specific(value: str, entity: str = "order") -> bool:
    """An identifier specific enough to join two documents on its own. A bare number of 3 digits, a
    year read as a number (a date's "2026"), a 4-digit number in a customer's field (a postcode, a PIN)
    are printed in unrelated documents: they join only with other evidence (the same customer name,
    `keys_of`). A shop's 4-digit order or ticket number ("order 7781") is specific."""
    digits = sum(c.isdigit() for c in value)
    if any(c.isalpha() for c in value):
        return digits >= MIN_LETTERED_DIGITS
    if YEAR.fullmatch(value.strip()):
        return False
    return digits >= (MIN_CUSTOMER_DIGITS if entity == "customer" else MIN_DIGITS)


def _cross_field_forms(value: str) -> list[str]:
    """The forms under which one number links across identifier fields: extraction reads a case
    number into the letter's order id field, a customer number as the order number; the same
    printed number is the same thing whichever field caught it. Only numbers long enough that two
    numbering series (orders, cases, customers) do not meet by chance."""
    form = link_form(value)
    digits = sum(c.isdigit() for c in value)
    out = []
    if digits >= (MIN_CROSS_LETTERED if re.search(r"[A-Za-z]", value) else MIN_CROSS_DIGITS):
        out.append(form)
    bare = bare_link_form(value)
    if bare and sum(c.isdigit() for c in bare) >= MIN_CROSS_DIGITS:
        out.append(bare)
    return out


# OCR's digit slips that look-alike letters do not cover: closed loops and strokes read as another digit
# (3/8, 0/8, 6/8, 9/8, 5/6; 1/7). A digit never slips to one outside its class (1 -> 2 is another order).
DIGIT_SLIPS = str.maketrans("035689" "17", "######" "!!")


def _slip_forms(value: str) -> list[str]:
    """The identifier with one digit blanked to its OCR slip class, once per position: two printings
    one digit slip apart ("ORD-318862" / "ORD-318882") share one form; 600141 and 600142 share none."""
    form = link_form(value)
    if sum(c.isdigit() for c in value) < 5:  # fewer digits: one slip away is another number too often
        return []
    out = []
    for i, c in enumerate(form):
        cls = c.translate(DIGIT_SLIPS)
        if cls != c:
            out.append(form[:i] + cls + form[i + 1:])
    return out


def name_form(value: str) -> str | None:
    """A person's name as two printings of it compare: accents, case, punctuation and word order
    ("Inès Moreau", "MOREAU, Ines") dropped. None for a single word (a first name alone is common)."""
    text = unicodedata.normalize("NFKD", value)
    words = sorted(w for w in re.sub(r"[^a-z\s]", " ", "".join(c for c in text if not unicodedata.combining(c)).casefold()).split()
                   if len(w) >= 2)
    return " ".join(words) if len(words) >= 2 else None


def _amounts(schema: Schema, validation: Validation) -> list[str]:
    out = set()
    for name, fv in validation.fields.items():
        spec = schema.fields.get(name)
        # an amount that repeats across orders (a tax: small, a fixed share) is marked `grouping: none`
        if spec is None or spec.type != "money" or not fv.value or spec.grouping == "none":
            continue
        try:
            amount = Decimal(fv.value.strip())
        except InvalidOperation:
            continue
        if amount > 0:
            out.add(format_money(amount))
    return sorted(out)


def keys_of(schema: Schema, doc_type: str, validation: Validation) -> list[str]:
    """The keys a document contributes to case grouping; two documents sharing one are one case.

    Evidence has strengths. Strong, each key alone joins:
    - the doc type's case identifiers ("field:VALUE"), each with its link key ("field~LINKFORM",
      `link_form`; the prefix-less `bare_link_form`): one id printed with other separators or look-alikes;
    - the other order- and case-level identifiers the document holds (invoice number, payment reference,
      tracking number, serial number): a corrected invoice, a delivery update, a payment advice that
      names no order share them with their case;
    - "ref~FORM": a long case / order / customer number whichever of those fields caught it.
    Weak, never alone (a customer's name, an amount, a number of 4 digits, a carrier: the carrier is no
    key at all), only in pairs whose both halves must agree:
    - "name+amount~NAME|AMOUNT": the customer's name and one amount (the order total, the refund);
    - "field+amount~SLIPFORM|AMOUNT": an id one OCR digit slip away (`_slip_forms`) and the same amount;
    - "field+name~VALUE|NAME": a short number (`is_specific`) and the customer's name.
    A note, joining nothing: "name~NAME|@CONTENT_HASH", the customer's name of a document without amounts (one
    with amounts shows it in its name+amount keys), which `group` reads to tell a case's key from a party's constant.
    A key is one string: the store joins documents on shared strings (`status.fact_store`) as `group` does.
    """
    keys: set[str] = set()
    name = next((name_form(fv.value) for fname, fv in sorted(validation.fields.items())
                 if fv.value and (spec := schema.fields.get(fname)) is not None and spec.entity == "customer"
                 and spec.type == "text" and spec.grouping != "none"), None)
    amounts = _amounts(schema, validation)
    case_keys = set(key_fields(schema, doc_type))
    for fname in sorted(validation.fields):
        spec = schema.fields.get(fname)
        fv = validation.fields[fname]
        if spec is None or spec.type != "identifier" or not fv.value:
            continue
        role = grouping_of(schema, spec)
        # a customer-level id joins where its doc type names it a case key, unless the schema says it joins anywhere
        if role == "none" or (fname not in case_keys and spec.entity not in ISSUE_ENTITIES and spec.grouping == "auto"):
            continue
        if not is_specific(fv.value, spec.entity):
            if name and fname in case_keys:
                keys.add(f"{fname}+name{LINK}{link_form(fv.value)}|{name}")
            continue
        if fname in case_keys:
            keys.add(f"{fname}:{norm_identifier(fv.value)}")
        for form in (link_form(fv.value), bare_link_form(fv.value)):
            if form:
                keys.add(f"{fname}{LINK}{form}")
        if role == "cross":
            keys.update(f"ref{LINK}{form}" for form in _cross_field_forms(fv.value))
        # a customer number one slip away would join by itself (one case per customer): a case's or an order's only
        if role == "cross" and spec.entity in ISSUE_ENTITIES:
            keys.update(f"{fname}+amount{LINK}{form}|{amount}" for form in _slip_forms(fv.value) for amount in amounts)
    if name:
        keys.update(f"name+amount{LINK}{name}|{amount}" for amount in amounts)
        if not amounts:  # the name alone, tied to this document's bytes: it joins nothing, `group` reads it
            keys.add(f"name{LINK}{name}{NAME_NOTE}{validation.content_hash}")
    return sorted(keys)


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


NAME_NOTE = "|@"  # "name~NAME|@HASH": a document's name note (`keys_of`), unique to its bytes


def _names_in(key: str) -> str | None:
    """The customer's name (`name_form`) a key carries: "name+amount~NAME|AMOUNT", "field+name~VALUE|NAME",
    the note "name~NAME|@HASH"."""
    kind, _, rest = key.partition(LINK)
    if kind == "name":
        return rest.partition(NAME_NOTE)[0] or None
    if kind == "name+amount":
        return rest.rpartition("|")[0] or None
    if kind.endswith("+name"):
        return rest.rpartition("|")[2] or None
    return None


SAME_NAME_RATIO = 0.8  # two printings of one name: a letter slip or two ("Lindqvist" / "Lidnqvist")


def _alike(a: str, b: str) -> bool:
    m = SequenceMatcher(None, a, b)
    return m.real_quick_ratio() >= SAME_NAME_RATIO and m.quick_ratio() >= SAME_NAME_RATIO and m.ratio() >= SAME_NAME_RATIO


@lru_cache(maxsize=65536)
def same_party(a: str, b: str) -> bool:
    """Two `name_form`s name one party: the same words bar OCR or typing slips, or one name's words all in the
    other ("Wei Ling" / "Tan Wei Ling", "Lucia Ferrer" / "Banquetes Lucia Ferrer")."""
    if a == b or _alike(a, b):
        return True
    wa, wb = a.split(), b.split()
    short, long_ = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    return all(any(w == v or _alike(w, v) for v in long_) for w in short)


MIN_PARTIES = 3  # a case's key may be held by its customer's firm and its contact person: two names are no proof


def _is_party_constant(names_of_holders: list[set[str]]) -> bool:
    """A key whose holders name several parties none of which holds half of them is a constant of someone
    else: the seller's registration, bank account, phone or till id, read into a key field on every document it
    prints, or a customer-level id misread on documents of different customers. A case's own key is held by its
    customer (under one or two names: the firm, the person writing), so one party holds most of its documents.
    `names_of_holders`: per holder (a document), the names its group so far shows; empty when unnamed.
    Parties are taken around the most frequent name, then the most frequent of the rest (never chained name to
    name: in a large batch some names of different customers are alike)."""
    rest = [n for n in names_of_holders if n]
    named = len(rest)
    if named < MIN_PARTIES:
        return False
    for party in range(MIN_PARTIES - 1):  # the first party, then the second: a third left over makes three
        counts = Counter(name for names in rest for name in names)
        rep = min(counts, key=lambda n: (-counts[n], n))
        before = len(rest)
        rest = [names for names in rest if not any(same_party(rep, n) for n in names)]
        if party == 0 and 2 * (before - len(rest)) >= named:
            return False  # one party holds half of the documents: its key
        if not rest:
            return False
    return True


def group(items: dict[str, list[str]]) -> list[list[str]]:
    """Union-find: items (id -> keys) sharing a key are one group. Sorted, deterministic.

    Keys are taken narrowest first (fewest holders, then the key): when a key comes, the names its holders'
    groups show so far (the names pair keys carry, `_names_in`) tell whether it is a case's key or a party's
    constant (`_is_party_constant`); a constant joins nothing."""
    uf = _UnionFind()
    holders: dict[str, list[str]] = {}
    names: dict[str, set[str]] = {}  # root -> names its group shows
    for item, keys in items.items():
        root = uf.find("i:" + item)
        for key in keys:
            holders.setdefault(key, []).append(item)
            name = _names_in(key)
            if name:
                names.setdefault(root, set()).add(name)
    for key in sorted(holders, key=lambda k: (len(holders[k]), k)):
        members = sorted(set(holders[key]))
        if len(members) < 2:
            continue
        if len(members) >= MIN_PARTIES and _is_party_constant([names.get(uf.find("i:" + m), set()) for m in members]):
            continue
        for m in members[1:]:
            ra, rb = uf.find("i:" + members[0]), uf.find("i:" + m)
            if ra != rb:
                uf.union(ra, rb)
                names[uf.find(ra)] = names.pop(ra, set()) | names.pop(rb, set())
    groups: dict[str, list[str]] = {}
    for item in items:
        groups.setdefault(uf.find("i:" + item), []).append(item)
    return sorted(sorted(g) for g in groups.values())


def _entity_of_key(schema: Schema, key: str) -> str:
    """The entity a key is about: its field's ("order_id+amount~...": the order's; "ref~...", "name+amount~...":
    a document's, joining the case but no issue)."""
    fname = key.split(":", 1)[0].split(LINK, 1)[0].split("+", 1)[0]
    if fname in RESERVED_KEY_KINDS:  # "ref~", "name+amount~": of no one field, whatever a field is named
        return "document"
    spec = schema.fields.get(fname)
    return spec.entity if spec else "document"


CONTENT_KEY = "@content:"  # grouping key shared by copies of the same bytes; not an identifier


def case_id_for(schema: Schema, keys: list[str], content_hashes: list[str]) -> str:
    """Deterministic case id: the best-ranked identifier's value, else
    DOC-<first 12 characters of the smallest content hash> (doc ids repeat across batches)."""
    if keys:
        best = min(keys, key=lambda k: (ENTITY_RANK.get(_entity_of_key(schema, k), 9), k))
        return best.split(":", 1)[1]
    return f"DOC-{min(content_hashes)[:12]}"


def doc_ref(doc: DocInput) -> str:
    """A document's identity: its batch and its id in the batch."""
    return f"{doc.batch_id}/{doc.doc_id}"


# --------------------------------------------------------------------------- derivation


@dataclass
class _Obs:
    doc: DocInput
    spec: FieldSpec
    fv: FactValue
    subject: str
    state: str = "authoritative"
    reason: str | None = None
    norm: str | None = None


def entity_key_field(schema: Schema, entity: str) -> str | None:
    """The identifier field that names instances of an entity (customer_id for customer)."""
    names = sorted({k for dt in schema.doc_types.values() for k in dt.case_keys if schema.fields[k].entity == entity})
    return names[0] if names else None


def derive_case(
    schema: Schema, docs: list[DocInput], resolutions: list[Resolution], known_keys: Mapping[str, list[str]] | None = None,
) -> CaseView:
    """The whole case view from its inputs. Pure: same inputs, same view, any order.
    `known_keys`: `keys_of(schema, d.doc_type, d.validation)` of documents (by `doc_ref`) already computed, e.g.
    remembered by the store per document version (a case's every document is re-derived on each ingest);
    the others are computed here."""
    docs = sorted(docs, key=lambda d: d.order_key)
    known_keys = known_keys or {}
    link_keys = {doc_ref(d): known_keys[doc_ref(d)] if doc_ref(d) in known_keys else keys_of(schema, d.doc_type, d.validation)
                 for d in docs}  # link keys join issues
    # each distinct key classified once (a case's documents share most of their keys: copies, one order's letters)
    distinct_keys = {k for ks in link_keys.values() for k in ks}
    link_only = {k for k in distinct_keys if is_link_key(k)}
    entity_of = {k: _entity_of_key(schema, k) for k in distinct_keys}
    doc_keys = {ref: [k for k in ks if k not in link_only] for ref, ks in link_keys.items()}  # shown, name the case
    all_keys = sorted({k for ks in doc_keys.values() for k in ks})
    case_id = case_id_for(schema, all_keys, [d.content_hash for d in docs])
    # one source per content hash: copies of the same bytes contribute once
    sources: dict[str, DocInput] = {}
    for d in docs:
        sources.setdefault(d.content_hash, d)
    shared_ids = {doc_id for doc_id, n in Counter(d.doc_id for d in docs).items() if n > 1}

    # issues: documents sharing a case- or order-level identifier
    issue_keys = {ref: [k for k in ks if entity_of[k] in ISSUE_ENTITIES] for ref, ks in link_keys.items()}
    issue_of: dict[str, str] = {}
    issues: list[dict] = []
    for members in group(issue_keys):
        keys = sorted({k for m in members for k in issue_keys[m] if k not in link_only})
        issue_id = case_id_for(schema, keys, members) if keys else "general"
        for m in members:
            issue_of[m] = issue_id
        if keys or not any(i["issue_id"] == "general" for i in issues):
            types = sorted({d.doc_type for d in docs if doc_ref(d) in members})
            issues.append({"issue_id": issue_id, "keys": keys, "doc_types": types})
    issues = _merge_general(issues)

    key_values: dict[str, dict[str, set[str]]] = {}  # entity -> scope -> key values
    entity_keys = {e: entity_key_field(schema, e) for e in ("customer", "order", "case")}

    def key_value(doc: DocInput, entity: str) -> str | None:
        kf = entity_keys.get(entity)
        fv = doc.validation.fields.get(kf) if kf else None
        return norm_identifier(fv.value) if fv is not None and fv.value else None

    for d in docs:
        for entity in ("customer", "order"):
            v = key_value(d, entity)
            if v:
                scope = "case" if entity == "customer" else issue_of[doc_ref(d)]
                key_values.setdefault(entity, {}).setdefault(scope, set()).add(v)

    # a name seen with a customer id identifies that customer in documents without the id
    name_to_key: dict[str, set[str]] = {}
    for d in docs:
        cid = key_value(d, "customer")
        for fname, fv in d.validation.fields.items():
            spec = schema.fields.get(fname)
            if cid and spec and spec.entity == "customer" and spec.type == "text" and fv.value:
                name_to_key.setdefault(norm_text(fv.value), set()).add(cid)

    def subject_of(doc: DocInput, spec: FieldSpec) -> str:
        issue = issue_of[doc_ref(doc)]
        if spec.entity == "document":  # the document itself; a doc id seen in two batches names its batch too
            return doc_ref(doc) if doc.doc_id in shared_ids else doc.doc_id
        if spec.name == entity_keys.get("customer"):
            return case_id  # "which customer": one per case; a different id is a disagreement
        if spec.entity == "case" or spec.name in entity_keys.values():
            return issue
        if spec.entity in ("customer", "order"):
            own = key_value(doc, spec.entity)
            if own:
                return own
            scope = "case" if spec.entity == "customer" else issue
            known = sorted(key_values.get(spec.entity, {}).get(scope, set()))
            if len(known) == 1:
                return known[0]
            fv = doc.validation.fields.get(spec.name)
            if spec.entity == "customer" and fv is not None and fv.value:
                matches = sorted(name_to_key.get(norm_text(fv.value), set()))
                if len(matches) == 1:
                    return matches[0]
            return issue if spec.entity == "order" else spec.entity
        return spec.entity

    # observations
    by_subject: dict[tuple[str, str], list[_Obs]] = {}
    for d in sources.values():
        for fname in sorted(d.validation.fields):
            spec = schema.fields.get(fname)
            fv = d.validation.fields[fname]
            if spec is None or (fv.value is None and not fv.unresolved):
                continue
            obs = _Obs(doc=d, spec=spec, fv=fv, subject=subject_of(d, spec))
            if fv.value is None:
                obs.state, obs.reason = "unverified", f"unresolved relative date: {fv.raw!r}"
            elif not d.evidence and is_execution_claim(spec, fv.value):
                obs.state = "unverified"
                obs.reason = claim_reason(d.doc_type)
            elif not fv.authoritative:
                obs.state, obs.reason = "unverified", fv.reason or "not authoritative (failed validation checks)"
            by_subject.setdefault((fname, obs.subject), []).append(obs)

    # a person may settle a field no document filled (a gap): it has a record too
    anchors = anchor_keys(all_keys, docs)
    for res in resolutions:
        if res.field in schema.fields and res.anchor_keys & anchors:
            by_subject.setdefault((res.field, res.subject), [])

    facts: list[FactRecordRow] = []
    conflicts: list[ConflictRow] = []
    for (fname, subject), obs_list in sorted(by_subject.items()):
        spec = schema.fields[fname]
        _fill_currency(obs_list)
        for o in obs_list:
            if o.fv.value is not None:
                o.norm = normalise(spec, o.fv.value, o.fv.currency)
        res = _resolution_for(resolutions, anchors, fname, subject)
        f, c = _apply_policy(case_id, spec, subject, obs_list, res, is_name=_is_name_field(schema, spec))
        facts.extend(f)
        if c is not None:
            conflicts.append(c)

    conflicts += _contested_claims(case_id, schema, facts, {(c.field, c.subject) for c in conflicts}, resolutions, anchors)
    conflicts.extend(case_rule_conflicts(schema, case_id, facts, issues))  # checks across fields (status.case_rules)
    entities, aliases = _fold_entities(schema, case_id, all_keys, facts)
    open_escalated = [c for c in conflicts if c.escalated]
    case = derived_row(CaseRow,
        case_id=case_id,
        schema_name=schema.name,
        needs_review=bool(open_escalated),
        open_conflicts=sum(1 for c in conflicts if c.status == "open"),
        doc_count=len(sources),  # distinct documents: the same bytes again (another batch, a copy) count once
        keys_json=json.dumps(all_keys),
        issues_json=json.dumps(issues),
        latest_document_date=max((d.document_date for d in docs if d.document_date), default=None),
    )
    case_docs = [
        derived_row(CaseDocRow,
            batch_id=d.batch_id,
            doc_id=d.doc_id,
            content_hash=d.content_hash,
            case_id=case_id,
            issue_id=issue_of[doc_ref(d)],
            doc_type=d.doc_type,
            document_date=d.document_date,
        )
        for d in docs
    ]
    return CaseView(case, case_docs, entities, aliases, facts, conflicts, issues)


CLAIM_REASON = "execution claim"  # start of the reason of every execution value that does not count


def is_execution_claim(spec: FieldSpec, value: str) -> bool:
    """A value only trusted evidence may set: an execution field, or an execution status."""
    return spec.evidence_only or bool(spec.evidence_values and value.strip().lower() in spec.evidence_values)


def claim_reason(doc_type: str) -> str:
    return (f"{CLAIM_REASON} in a {doc_type} document that is not trusted evidence; execution is recorded only from "
            "sources a person configured as trusted (DOCFLOW_TRUSTED_SOURCES) or system events")


def _contested_claims(
    case_id: str, schema: Schema, facts: list[FactRecordRow], taken: set[tuple[str, str]],
    resolutions: list[Resolution], anchors: set[str],
) -> list[ConflictRow]:
    """An execution claim from an untrusted document, checked against what the case holds.

    It never counts; it is contested (a weighty conflict: the case needs review) when the
    case's trusted state says otherwise: a different executed value from trusted evidence,
    a status that ended the case's ladder (rejected), no approved amount for that issue,
    or an approved amount different from the claimed one. A claim that fits what was
    approved stays a plain unverified claim, awaiting trusted evidence.
    """
    out: list[ConflictRow] = []
    claims = [f for f in facts if f.state == "unverified" and (f.reason or "").startswith(CLAIM_REASON)]
    by_subject: dict[str, list[FactRecordRow]] = {}  # the facts of each subject, in order: one pass, not one per claim
    if claims:
        for f in facts:
            by_subject.setdefault(f.subject, []).append(f)
    for key in sorted({(f.field, f.subject) for f in claims}):
        field, subject = key
        if key in taken or _resolution_for(resolutions, anchors, field, subject) is not None:
            continue
        mine = [f for f in claims if (f.field, f.subject) == key]
        about = by_subject[subject]
        held = [f for f in about if f.current and f.state != "unverified"]
        # every approved amount of the issue, contested ones too: a claim matching either side adds no conflict
        approved = [f for f in about if f.type == "money" and f.qualifier == "approved" and f.state in ("authoritative", "conflicting")]
        trusted_same = [f for f in held if f.field == field] if schema.fields[field].evidence_only else []
        ended = [f for f in held if f.type == "status" and f.norm not in _ladder(schema)]
        if trusted_same:
            against, why = trusted_same, "trusted evidence holds a different value"
            if all(f.norm == trusted_same[0].norm for f in mine):
                continue
        elif ended:
            against, why = ended, f"the case's status is {ended[0].value}"
        elif not approved:
            against, why = [], "the case holds no approved amount for it"
        elif mine[0].type == "money" and any(f.norm not in {a.norm for a in approved} for f in mine):
            against = [a for a in approved if a.current] or approved[-1:]
            why = f"the approved amount is {display(against[0])}"
        else:
            continue
        values = {}
        for f in mine + against:
            entry = values.setdefault(f"{f.norm}|{f.state}", {"value": display(f) + (" (claim)" if f in mine else ""),
                                                              "norm": f.norm, "sources": []})
            entry["sources"].append(_source_dict(f))
        if not against:
            values["|held"] = {"value": "no approved amount", "norm": None, "sources": []}
        out.append(derived_row(ConflictRow,
            conflict_id=hashlib.sha1(f"{case_id}|{field}|{subject}|claim".encode()).hexdigest()[:16],
            case_id=case_id, field=field, subject=subject, values_json=json.dumps([values[k] for k in sorted(values)]),
            weighty=True, escalated=True, policy="evidence",
            policy_note=f"execution claimed by an untrusted document ({', '.join(sorted({f.doc_id for f in mine}))}); {why}",
            status="open",
        ))
    return out


def _ladder(schema: Schema) -> set[str]:
    """The steps a case goes through (the qualifiers of its money fields: requested ... executed);
    a held status outside them (e.g. rejected) has ended that ladder."""
    return {q for spec in schema.fields.values() if spec.type == "money" for q in spec.qualifiers}


def _merge_general(issues: list[dict]) -> list[dict]:
    """Documents without any issue identifier share one 'general' issue."""
    out, general = [], None
    for issue in issues:
        if issue["issue_id"] == "general":
            general = general or {"issue_id": "general", "keys": [], "doc_types": []}
            general["doc_types"] = sorted(set(general["doc_types"]) | set(issue["doc_types"]))
        else:
            out.append(issue)
    return sorted(out, key=lambda i: i["issue_id"]) + ([general] if general else [])


def _is_name_field(schema: Schema, spec: FieldSpec) -> bool:
    """A text field of an entity that has a key identifier: its variants are aliases."""
    return spec.type == "text" and spec.entity in ("customer", "company") and entity_key_field(schema, spec.entity) is not None


def _fill_currency(obs_list: list[_Obs]) -> None:
    """A money value without a currency takes the one all its sibling values agree on."""
    currencies = {o.fv.currency.upper() for o in obs_list if o.fv.currency}
    if len(currencies) == 1:
        cur = currencies.pop()
        for o in obs_list:
            if o.fv.type == "money" and o.fv.value is not None and not o.fv.currency:
                o.fv = o.fv.model_copy(update={"currency": cur})


def anchor_keys(case_keys: list[str], docs: list[DocInput]) -> set[str]:
    """What a resolution is anchored to: the case's identifiers (they survive a merge),
    or for a case without identifiers the content of its documents."""
    return set(case_keys) or {CONTENT_KEY + d.content_hash for d in docs}


def _resolution_for(resolutions: list[Resolution], anchors: set[str], fname: str, subject: str) -> Resolution | None:
    matching = [r for r in resolutions if r.field == fname and r.subject == subject and r.anchor_keys & anchors]
    return max(matching, key=lambda r: (r.at, r.event_id)) if matching else None


def _record(case_id: str, spec: FieldSpec, subject: str, o: _Obs) -> FactRecordRow:
    fv, d = o.fv, o.doc
    return derived_row(FactRecordRow,
        case_id=case_id,
        field=spec.name,
        subject=subject,
        qualifier=fv.qualifier or spec.qualifier,
        type=spec.type,
        value=fv.value if fv.value is not None else fv.raw,
        norm=o.norm,
        currency=fv.currency,
        basis=fv.basis,
        doc_id=d.doc_id,
        batch_id=d.batch_id,
        content_hash=d.content_hash,
        doc_type=d.doc_type,
        stage="system" if d.source_kind == "system" else "validate",
        page=fv.page,
        span_start=fv.span[0] if fv.span else None,
        span_end=fv.span[1] if fv.span else None,
        quote=fv.raw,
        extractor=fv.extractor,
        source_time=d.document_date,
        state=o.state,
        reason=o.reason,
        valid_from=d.document_date,
        weight=spec.weight,
        pinned=spec.pinned,
    )


def _source_dict(r: FactRecordRow) -> dict:
    return {"doc_id": r.doc_id, "batch_id": r.batch_id, "doc_type": r.doc_type, "page": r.page, "quote": r.quote, "time": r.source_time}


def _apply_policy(
    case_id: str, spec: FieldSpec, subject: str, obs_list: list[_Obs], res: Resolution | None, *, is_name: bool
) -> tuple[list[FactRecordRow], ConflictRow | None]:
    obs_list = sorted(obs_list, key=lambda o: o.doc.order_key)
    records = [_record(case_id, spec, subject, o) for o in obs_list]
    valid = [r for r in records if r.state != "unverified"]
    distinct = sorted({r.norm for r in valid if r.norm is not None})

    # validity: each value holds from its document's time until a different value arrives
    # (rows are set through SQLAlchemy's attribute events: a value set only where it changes, rows start at their defaults)
    for i, r in enumerate(valid):
        later = next((n for n in valid[i + 1 :] if n.norm != r.norm), None)
        if later is not None and later.source_time is not None:  # valid_to starts None
            r.valid_to = later.source_time

    conflict: ConflictRow | None = None
    disagreement = len(distinct) > 1 and not is_name
    is_conflict = disagreement and (spec.weighty or spec.policy == "latest")

    held = valid[-1] if valid else None  # newest value: what both policies hold now
    # a resolution stores the canonical value ("120.00 EUR" for money); compare by its norm
    value, _, currency = res.value.partition(" ") if res is not None and spec.type == "money" else (res and res.value, "", "")
    res_norm = normalise(spec, value, currency or None) if res is not None else None
    if res is not None and (not is_conflict or set(distinct) <= set(res.seen_values) | {res_norm}):
        resolved = derived_row(FactRecordRow,
            case_id=case_id, field=spec.name, subject=subject, qualifier=spec.qualifier, type=spec.type,
            value=value, norm=res_norm, currency=currency or (held.currency if held else None),
            doc_id=f"resolution:{res.event_id}", content_hash=res.event_id, doc_type="resolution",
            stage="resolve", extractor=f"person:{res.by}", source_time=res.at[:10], state="authoritative",
            reason=res.note, current=True, valid_from=res.at[:10], weight=spec.weight, pinned=spec.pinned,
            quote=f"resolved by {res.by}",
        )
        for r in valid:
            if r.norm != res_norm:
                r.state = "superseded"
                r.reason = f"resolved by {res.by} to {res.value}"
            elif r.state != "authoritative":
                r.state = "authoritative"
        if is_conflict:
            conflict = _conflict_row(case_id, spec, subject, valid, resolved, status="resolved", res=res)
        records.append(resolved)
        return records, conflict

    if held is not None:
        held.current = True
        held.agree_docs = len({r.content_hash for r in valid if r.norm == held.norm})
        for r in valid:
            if r is held:
                continue
            if r.norm == held.norm:
                if r.state != "authoritative":
                    r.state = "authoritative"
            elif is_conflict:
                r.state = "conflicting"
            else:
                r.state = "superseded"
                if is_name:
                    r.reason = f"earlier spelling of {subject}; kept as an alias"
                else:
                    r.reason = f"changed by {held.doc_id} ({spec.policy} policy)"
        if is_conflict:
            held.state = "conflicting"
            conflict = _conflict_row(case_id, spec, subject, valid, held, status="open", res=None)
    return records, conflict


def _conflict_row(
    case_id: str, spec: FieldSpec, subject: str, valid: list[FactRecordRow], held: FactRecordRow, *, status: str, res: Resolution | None
) -> ConflictRow:
    values: dict[str, dict] = {}
    for r in valid:
        entry = values.setdefault(r.norm, {"value": display(r), "norm": r.norm, "sources": []})
        entry["sources"].append(_source_dict(r))
    note = (
        f"{spec.policy} policy holds {display(held)} from {held.doc_id} (newest document)"
        if status == "open"
        else f"resolved by {res.by} to {res.value}"
    )
    return derived_row(ConflictRow,
        conflict_id=hashlib.sha1(f"{case_id}|{spec.name}|{subject}".encode()).hexdigest()[:16],
        case_id=case_id,
        field=spec.name,
        subject=subject,
        values_json=json.dumps([values[k] for k in sorted(values)]),
        weighty=spec.weighty,
        escalated=spec.weighty and status == "open",
        policy=spec.policy,
        policy_note=note,
        status=status,
        resolved_value=res.value if res else None,
        resolved_by=res.by if res else None,
        resolution_note=res.note if res else None,
    )


def _fold_entities(schema: Schema, case_id: str, keys: list[str], facts: list[FactRecordRow]) -> tuple[list[EntityRow], list[AliasRow]]:
    """One record per entity instance; every spelling of its name kept as an alias."""
    entities: dict[str, EntityRow] = {}
    for key in keys:
        fname, value = key.split(":", 1)
        entity = schema.fields[fname].entity
        eid = f"{entity}:{value}"
        entities[eid] = derived_row(EntityRow, entity_id=eid, case_id=case_id, kind=entity, key_field=fname, key_value=value)
    aliases: dict[tuple[str, str], AliasRow] = {}
    for f in facts:
        spec = schema.fields[f.field]
        if not _is_name_field(schema, spec) or f.value is None or f.state == "unverified":
            continue
        eid = f"{spec.entity}:{f.subject}"
        ent = entities.setdefault(eid, derived_row(EntityRow, entity_id=eid, case_id=case_id, kind=spec.entity))
        if f.current:
            ent.name = f.value
        k = (eid, norm_text(f.value))
        if k not in aliases:  # facts are sorted oldest first: keep the first spelling seen
            aliases[k] = derived_row(AliasRow, entity_id=eid, alias=f.value, case_id=case_id, field=f.field, first_doc_id=f.doc_id, first_seen=f.source_time)
        if f.current:
            aliases[k].current = True
    return sorted(entities.values(), key=lambda e: e.entity_id), sorted(aliases.values(), key=lambda a: (a.entity_id, a.alias))
