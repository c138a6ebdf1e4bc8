"""The one declarative fact schema: which fields exist, how they behave.

The schema is data (YAML under `status/schemas/`, or a user's own file given by
`--schema` / `DOCFLOW_SCHEMA`). Extraction, validation and the fact store all read
it; nothing else decides what a field is, whether it keeps history, or whether a
disagreement about it escalates.
"""

from __future__ import annotations

import string
import threading
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, Field, ValidationError, model_validator

FieldType = Literal["money", "date", "identifier", "percent", "text", "status"]
Entity = Literal["customer", "order", "case", "document", "company"]
UpdatePolicy = Literal["history", "latest"]
# how a field groups documents into cases (`status.cases.keys_of`; README "Case grouping for your own fields"):
# auto: by its type and role (below); cross: an identifier whose long numbers link across every `cross` field (an
# order number read into the case-number field is still that order's) and, for a case or order id, one OCR digit slip
# away with the same amount; own: an identifier that joins only under its own field; none: never a grouping key nor
# half of one (an amount that repeats across orders, a tax)
Grouping = Literal["auto", "cross", "own", "none"]
GROUPING_VALUES: tuple[str, ...] = Grouping.__args__
# what each type may declare: `cross` / `own` are kinds of identifier; any field may be kept out (`none`)
GROUPING_BY_TYPE = {"identifier": GROUPING_VALUES}
# a field's part in the goods' shipment (`FieldSpec.shipment`), with the type of field each part is
Shipment = Literal["sent", "arrival", "tracking"]
SHIPMENT_TYPES = {"sent": "date", "arrival": "date", "tracking": "identifier"}
KEY_SEPARATORS = (":", "~", "+")  # grouping keys are "field:VALUE", "field~FORM", "field+amount~FORM|AMOUNT"
RESERVED_KEY_KINDS = ("ref", "name")  # "ref~FORM", "name+amount~...": keys of no one field (`status.cases`)

SCHEMA_DIR = Path(__file__).parent / "schemas"


class FieldSpec(BaseModel):
    """One fact field. `qualifier` is fixed per field: a requested refund and an
    approved refund are two fields, never one amount with a flag."""

    name: str
    type: FieldType
    entity: Entity = "case"
    qualifier: str | None = None
    qualifiers: list[str] = Field(default_factory=list)  # the allowed ones; `qualifier` must be among them
    description: str = ""
    min: Decimal | None = None
    max: Decimal | None = None
    pattern: str | None = None  # regex a value (identifier/text) must fully match: the shop's own id shape
    patterns: list[str] = Field(default_factory=list)  # further accepted id shapes (another shop's, generic ones)
    allowed: list[str] = Field(default_factory=list)  # for status fields
    # other words for an allowed value ("refused" -> rejected): read as the allowed value they stand for
    synonyms: dict[str, list[str]] = Field(default_factory=dict)
    policy: UpdatePolicy = "latest"
    weight: int = 1  # >= 3: a conflict marks the case needs_review
    pinned: bool = False  # never evicted from the case block
    cues: list[str] = Field(default_factory=list)  # label words that introduce the value in text
    required: bool = False  # a Gap when still null across every document of a case
    name_like: bool = False  # a text value that is a name (a carrier, a product): capitalised, short
    # words that, inside a capitalised name, say it is this field's kind of name (a carrier's "Express", "Logistics",
    # "Post"; matched inside a word: "Mainfreight", "InPost"): a name in prose after "by" / "with" / "via" with one is
    # the value though no verb of the field's act stands before it
    name_words: list[str] = Field(default_factory=list)
    # lemmas that, before such a preposition in the same sentence, make the name after it the value ("travelling
    # with", "being delivered by"): the field's act in other words than its document type's verbs
    context_words: list[str] = Field(default_factory=list)
    # a date field whose value is a promise: a window of dates ("arriving 3-5 March", "14/08 - 16/08", "between 12
    # and 14 August") gives its last day, the date by which it is promised
    range_end: bool = False
    # a text value that is a clause its cue introduces ("because it leaks", "as the lid cracked"): a bare
    # conjunction cue counts only before a clause's subject
    clause: bool = False
    evidence_only: bool = False  # may only be set from system/payment documents (doc type evidence: true)
    evidence_values: list[str] = Field(default_factory=list)  # status values only evidence may set
    # how the field groups documents into cases (`Grouping` above). auto: an identifier that is a doc type's
    # `case_keys` is `cross`, another case- or order-level identifier `own`, others `none`; an amount (money) pairs
    # with the customer's name or a slipped id; the customer's text field is the name of such pairs
    grouping: Grouping = "auto"
    # a date the case's issue line shows beside its pending action, a limit on it (a promised payout, the
    # customer's own deadline): "pending: execute the refund (promised date 2026-05-01)"
    deadline: bool = False
    # the steps of the case's resolution this field records (`Schema.steps`: a money field's qualifiers, a status
    # field's values): a date the day of the step, an identifier its reference ("executed 40.00 on 2026-05-02 (ref
    # TX-1)"). The first is the step whose event it records; the others, steps it stands for when none of their
    # own is held (a decision's date dates whichever step the decision reached)
    steps: list[str] = Field(default_factory=list)
    # the issue kinds (`Schema.issue_kinds`) whose thing this field names when held: a warranty claim is about the
    # product by its serial number, not the order ("warranty claim for SN-…")
    issue_subject: list[str] = Field(default_factory=list)
    # values of a status field under which a document's value of this field is none of its own: a refusal approves
    # nothing, so a rejection's "Decision date" is no approval date
    unless_status: list[str] = Field(default_factory=list)
    # a date field that dates its entity's key (the identifier of its entity that is a doc type's case key): written
    # right after that id ("your order 4471 of 3 March", "order no. SO-1180 dated 2026-03-09") a date no label gave is
    # this field's (the default's order_date of the order's number)
    dates_key: bool = False
    # a date field of the act its document type reports done (the type's `acts` of mood done): the sentence that
    # reports the goods sent or the money paid back ("we have transferred BHD 48.750 today, 28 October 2026") gives it
    # when no label did
    act_date: bool = False
    # a text field that holds a postal address: under a receipt's business name (a doc type's `layout: receipt`) the
    # lines after the name are this field's, not the name's
    address: bool = False
    # the field's part in the goods' shipment (`stages.references`): `sent`, the day the goods left (a date: also under
    # a sending's date label in another language, "Versanddatum"); `arrival`, the day they are promised to reach the
    # reader (a date: a sentence promising it, a shipping notice's "Due", "allow 3-5 working days for delivery"; not a
    # condition, "if it has not arrived by"); `tracking`, the carrier's number of the consignment (an identifier: in a
    # tracking line naming the carrier, under a tracking label in another language, beside the carrier's name)
    shipment: Shipment | None = None
    # a text field that states what is wrong with the goods (a claim's fault, a return's reason): when no label gave
    # it, the first sentence of the body that states goods failing ("the kettle leaks from the base")
    fault: bool = False

    @model_validator(mode="before")
    @classmethod
    def _grouping_known(cls, data):
        """An unknown `grouping` or `shipment` value named with its field, before pydantic's generic message."""
        if isinstance(data, dict) and "grouping" in data and data["grouping"] not in GROUPING_VALUES:
            raise ValueError(f"field {data.get('name', '?')}: grouping {data['grouping']!r} is not one of "
                             f"{', '.join(GROUPING_VALUES)}")
        if isinstance(data, dict) and data.get("shipment") is not None and data["shipment"] not in tuple(SHIPMENT_TYPES):
            raise ValueError(f"field {data.get('name', '?')}: shipment {data['shipment']!r} is not one of "
                             f"{', '.join(SHIPMENT_TYPES)}")
        return data

    @model_validator(mode="after")
    def _grouping_fits_type(self) -> "FieldSpec":
        allowed = GROUPING_BY_TYPE.get(self.type, ("auto", "none"))
        if self.grouping not in allowed:
            raise ValueError(f"field {self.name}: grouping {self.grouping!r} is for identifier fields; a {self.type} "
                             f"field takes {' or '.join(allowed)}")
        return self

    @model_validator(mode="after")
    def _roles_fit_type(self) -> "FieldSpec":
        """A role declared on a field of a type it is not for is refused, naming the field ("not an identifier field")."""
        if self.deadline and self.type != "date":
            raise ValueError(f"field {self.name}: deadline is for date fields, not {self._a_type} field")
        for role in ("dates_key", "act_date"):
            if getattr(self, role) and self.type != "date":
                raise ValueError(f"field {self.name}: {role} is for date fields, not {self._a_type} field")
        for role in ("address", "fault"):
            if getattr(self, role) and self.type != "text":
                raise ValueError(f"field {self.name}: {role} is for text fields, not {self._a_type} field")
        if self.shipment is not None and self.type != SHIPMENT_TYPES[self.shipment]:
            raise ValueError(f"field {self.name}: shipment {self.shipment} is for {SHIPMENT_TYPES[self.shipment]} fields, "
                             f"not {self._a_type} field")
        if self.steps and self.type not in ("date", "identifier"):
            raise ValueError(f"field {self.name}: steps are for date and identifier fields, not {self._a_type} field")
        return self

    @property
    def _a_type(self) -> str:
        return ("an " if self.type[0] in "aeiou" else "a ") + self.type

    @model_validator(mode="after")
    def _synonyms_allowed(self) -> "FieldSpec":
        unknown = sorted(set(self.synonyms) - set(self.allowed))
        if unknown:
            raise ValueError(f"field {self.name}: synonyms for values not in allowed: {unknown}")
        return self

    @model_validator(mode="after")
    def _qualifier_allowed(self) -> "FieldSpec":
        if self.qualifier and self.qualifiers and self.qualifier not in self.qualifiers:
            raise ValueError(f"field {self.name}: qualifier {self.qualifier!r} not in {self.qualifiers}")
        return self

    def status_value(self, word: str) -> str | None:
        """The allowed value a printed status word stands for (itself or a synonym), or None."""
        from stages.normalize import without_accents  # status words print with or without accents ("ONAYLANDI")

        w = without_accents(" ".join(word.lower().split()))
        if w in self.allowed:
            return w
        return next((v for v, words in self.synonyms.items()
                     if w in (without_accents(x.lower()) for x in words)), None)

    @property
    def status_words(self) -> list[str]:
        """Every printed word of a status: the allowed values and their synonyms."""
        return list(self.allowed) + [w for v in self.allowed for w in self.synonyms.get(v, [])]

    @property
    def weighty(self) -> bool:
        return self.weight >= 3

    @property
    def shapes(self) -> tuple[str, ...]:
        """Every declared shape of the value, the shop's own first."""
        return tuple(([self.pattern] if self.pattern else []) + self.patterns)


Mood = Literal["asked", "done", "promised", "refused", "negated", "any"]


class ActSpec(BaseModel):
    """What a document of a type does, as a sentence says it, whatever the words: one of
    `words` (lemmas, a synonym set of the action: "refund", "reimburse", "repay", or a phrase
    of lemmas: "turn down"), with one of `about` in the same sentence when given (a lemma,
    or "$money" for an amount), in a `mood`: asked (a request: "could I have", "please"),
    done (past or perfect: "has been credited", "I sent"), promised (to come, by the writer: "we will
    refund", "we are happy to give you back"), refused ("cannot refund",
    "unable to accept"), negated ("still have not received"), any. `whose`: writer = the sentence names the writer ("I", "our")
    as who acts or owns; writers_own = it names the writer's thing ("my") and not the reader's;
    other = not writers_own ("my return has been turned down" is a customer reporting a decision)."""

    words: list[str]
    about: list[str] = Field(default_factory=list)
    unless: list[str] = Field(default_factory=list)  # lemmas that make it another act ("sent back" is a return)
    mood: Mood = "any"
    whose: Literal["writer", "writers_own", "other", "any"] = "any"
    by: Literal["reader", "not_reader", "any"] = "any"  # who does it: "you agreed" is the reader's act


class DocTypeSpec(BaseModel):
    name: str
    fields: list[str]
    cues: list[str] = Field(default_factory=list)  # words that identify the type
    # single content words (matched as lemmas) that speak for the type wherever they stand: the
    # verbs and nouns of what the document does ("approve", "dispatch", "remittance")
    keywords: list[str] = Field(default_factory=list)
    # nouns that name the type as a heading's last word ("Sales order", "Purchase order") though too
    # common elsewhere to be its vocabulary; a heading ending in one of `keywords` counts the same
    heads: list[str] = Field(default_factory=list)
    # who writes this kind of document: "customer" (first person singular: "I", "my") or "shop"
    # ("we", "our"); a text in that voice speaks for the type. None: a form, either may fill it.
    voice: Literal["customer", "shop"] | None = None
    # what the document does, sentence by sentence (`ActSpec`, `stages.acts`): the meaning of the
    # type's action with its grammar (who, requested or done), not a phrase of one shop
    acts: list[ActSpec] = Field(default_factory=list)
    # types whose act a document of this type repeats: a follow-up letter restates the request it
    # chases, so when this type's act is found the request's is no evidence of a request
    follows: list[str] = Field(default_factory=list)
    evidence: bool = False  # a system/payment document: may set evidence_only fields
    # a catch-all kind (a customer's letter): its cues describe the form of the document, not what
    # it is about, so each counts once wherever it stands; a specific type must win on content
    generic: bool = False
    case_keys: list[str] = Field(default_factory=list)  # identifier fields that group documents into cases
    # the fields that make a document this kind of document (a refund request without a requested
    # amount is not one): all null -> the document needs review. Empty: the type's `required` fields.
    required: list[str] = Field(default_factory=list)
    # a bare "Ref." / "Reference no." heading the document names the file of its case (the type's case key of
    # entity `case`): a request, its decision, a repair, a letter chasing one. Not a payment's (its reference is the
    # payment's), nor an order's or an invoice's (a buyer's PO, the document's own number could stand there)
    case_reference: bool = False
    # the dealing (an entity) the document confirms: its own "Confirmation #" is that dealing's number (an order
    # confirmation's is the order's: UBL OrderResponse / EDIFACT ORDRSP), its case key of that entity
    confirms: Entity | None = None
    # the kind of issue a case with this type's documents is (`Schema.issue_kinds`): "refund", "warranty claim"
    issue: str | None = None
    # how the document is read besides its labels: `receipt`, by a receipt's layout (the business's name and its
    # `address` from the header lines, the total from the totals rows, the date from the printed dates)
    layout: Literal["receipt"] | None = None


class IssueKindSpec(BaseModel):
    """A kind of issue a case can be, named on its issue tracker's line: "refund for ORD-1", "warranty claim for
    SN-…" (a field's `issue_subject` names its thing). Doc types declare theirs (`DocTypeSpec.issue`); a case whose
    documents are of several kinds is the first kind's, in the schema's order."""

    name: str
    # the action pending while the issue is still open (no status nor step reached): "assess the warranty claim"
    open_action: str = "none"


CompareOp = Literal["at_most", "not_before"]


class CaseRuleSpec(BaseModel):
    """A check across the documents of one case: every value of `field` must be `op` every
    value of `other` (money: at_most; dates: not_before). A breach is a weighty conflict
    with both sources."""

    name: str
    field: str
    op: CompareOp
    other: str
    message: str = ""


DocumentRuleOp = Literal["at_most", "sum_of", "sum_of_line_items"]
RULE_PLACEHOLDERS = ("value", "limit", "sum", "field", "other")  # besides the names of the rule's own fields


class DocumentRuleSpec(BaseModel):
    """A check among one document's own amounts (`stages.validate.document_rules`), declared in the schema so that
    a user's own field names get it too: `field` at_most `other`; `field` equal to the sum of `parts` (sum_of) or of
    the line items (sum_of_line_items), within a cent. An error makes the `blame` fields (default: `field`, and the
    `parts` of a sum) not authoritative; a warning is a note. `message` is a template: {value} (the field's), {limit}
    (the other's), {sum}, {field}, {other} and the name of any field of the rule ({subtotal})."""

    name: str
    op: DocumentRuleOp
    field: str
    other: str | None = None
    parts: list[str] = Field(default_factory=list)
    blame: list[str] = Field(default_factory=list)
    severity: Literal["error", "warning"] = "error"
    message: str

    @model_validator(mode="after")
    def _operands(self) -> "DocumentRuleSpec":
        if self.op == "at_most" and not self.other:
            raise ValueError(f"document rule {self.name}: at_most needs `other` (the field it may not exceed)")
        if self.op == "sum_of" and len(self.parts) < 2:
            raise ValueError(f"document rule {self.name}: sum_of needs two or more `parts`")
        if not self.blame:
            self.blame = [*self.parts, self.field]
        return self

    @property
    def operands(self) -> list[str]:
        return [self.field, *([self.other] if self.other else []), *self.parts, *self.blame]


class Schema(BaseModel):
    name: str
    version: str
    description: str = ""
    fields: dict[str, FieldSpec]
    doc_types: dict[str, DocTypeSpec]
    document_rules: list[DocumentRuleSpec] = Field(default_factory=list)
    case_rules: list[CaseRuleSpec] = Field(default_factory=list)
    # the kinds of issue a case can be, in order of precedence (`IssueKindSpec`)
    issue_kinds: list[IssueKindSpec] = Field(default_factory=list)
    # the action pending at each step a case's issue reached (a status value or a money qualifier): "approved":
    # "execute the refund"; a step not named here pends nothing
    step_actions: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _names_from_keys(cls, data: dict) -> dict:
        for key in ("fields", "doc_types"):
            for name, spec in (data.get(key) or {}).items():
                if isinstance(spec, dict):
                    spec.setdefault("name", name)
        return data

    @model_validator(mode="after")
    def _field_names_fit_keys(self) -> "Schema":
        """A field's name is part of its grouping keys ("order_id:ORD-1", "order_id~ORD1"): it must not hold
        their separators, and an identifier must not take a name the keys of no one field use."""
        for spec in self.fields.values():
            bad = [c for c in KEY_SEPARATORS if c in spec.name]
            if bad:
                raise ValueError(f"field {spec.name}: a field name may not contain {' '.join(bad)}")
            if spec.type == "identifier" and spec.name in RESERVED_KEY_KINDS:
                raise ValueError(f"field {spec.name}: an identifier may not be named {' or '.join(RESERVED_KEY_KINDS)} "
                                 "(case grouping's own key names)")
        return self

    @model_validator(mode="after")
    def _case_keys_group(self) -> "Schema":
        for spec in self.fields.values():
            types = sorted(dt.name for dt in self.doc_types.values() if spec.name in dt.case_keys)
            if spec.grouping == "none" and types:
                raise ValueError(f"field {spec.name}: grouping none, but it is a case key (groups documents) of "
                                 f"doc types {', '.join(types)}")
        return self

    @model_validator(mode="after")
    def _fields_exist(self) -> "Schema":
        for dt in self.doc_types.values():
            missing = [f for f in dt.fields + dt.case_keys + dt.required if f not in self.fields]
            if missing:
                raise ValueError(f"doc type {dt.name}: unknown fields {missing}")
        for rule in self.case_rules:
            missing = [f for f in (rule.field, rule.other) if f not in self.fields]
            if missing:
                raise ValueError(f"case rule {rule.name}: unknown fields {missing}")
        for doc_rule in self.document_rules:
            missing = sorted({f for f in doc_rule.operands if f not in self.fields})
            if missing:
                raise ValueError(f"document rule {doc_rule.name}: unknown fields {missing}")
            unknown = sorted({n for _, n, _, _ in string.Formatter().parse(doc_rule.message)
                              if n and n not in RULE_PLACEHOLDERS and n not in doc_rule.operands})
            if unknown:
                raise ValueError(f"document rule {doc_rule.name}: message names {unknown}, neither a field of the rule "
                                 f"nor one of {', '.join(RULE_PLACEHOLDERS)}")
        return self

    @model_validator(mode="after")
    def _roles_declared(self) -> "Schema":
        """The role declarations name what exists: an issue kind, a step, an entity the type has a case key of."""
        kinds = [k.name for k in self.issue_kinds]
        dup = sorted({k for k in kinds if kinds.count(k) > 1})
        if dup:
            raise ValueError(f"issue kinds named twice: {', '.join(dup)}")
        steps = self.steps
        for spec in self.fields.values():
            unknown = [k for k in spec.issue_subject if k not in kinds]
            if unknown:
                raise ValueError(f"field {spec.name}: issue_subject {unknown} not among the schema's issue_kinds "
                                 f"({', '.join(kinds) or 'none declared'})")
            unknown = [s for s in spec.steps if s not in steps]
            if unknown:
                raise ValueError(f"field {spec.name}: steps {unknown} are neither a money field's qualifiers nor a "
                                 f"status field's values ({', '.join(steps) or 'none declared'})")
        said = {v for spec in self.fields.values() if spec.type == "status" for v in spec.allowed}
        for spec in self.fields.values():
            unknown = [v for v in spec.unless_status if v not in said]
            if unknown:
                raise ValueError(f"field {spec.name}: unless_status {unknown} are no status field's allowed values "
                                 f"({', '.join(sorted(said)) or 'none declared'})")
        unknown = sorted(set(self.step_actions) - set(steps))
        if unknown:
            raise ValueError(f"step_actions: {unknown} are neither a money field's qualifiers nor a status field's "
                             f"values ({', '.join(steps) or 'none declared'})")
        for spec in self.fields.values():
            if spec.dates_key and not self.entity_keys(spec.entity):
                raise ValueError(f"field {spec.name}: dates_key needs a case key (an identifier) of entity {spec.entity}")
        for dt in self.doc_types.values():
            for part in SHIPMENT_TYPES:
                two = [f for f in dt.fields if self.fields[f].shipment == part]
                if len(two) > 1:
                    raise ValueError(f"doc type {dt.name}: shipment {part} is declared by more than one of its fields "
                                     f"({', '.join(two)})")
            if dt.issue is not None and dt.issue not in kinds:
                raise ValueError(f"doc type {dt.name}: issue {dt.issue!r} is not one of the schema's issue_kinds "
                                 f"({', '.join(kinds) or 'none declared'})")
            for role, entity in (("case_reference", "case" if dt.case_reference else None), ("confirms", dt.confirms)):
                if entity and not any(self.fields[k].entity == entity and self.fields[k].type == "identifier"
                                      for k in dt.case_keys):
                    raise ValueError(f"doc type {dt.name}: {role} needs a case key (an identifier) of entity {entity}")
        return self

    @property
    def steps(self) -> list[str]:
        """The steps a case's issue can reach: every money field's qualifiers and status field's values, in order."""
        out: list[str] = []
        for spec in self.fields.values():
            for s in (spec.qualifiers if spec.type == "money" else spec.allowed if spec.type == "status" else []):
                if s not in out:
                    out.append(s)
        return out

    def entity_keys(self, entity: str) -> list[str]:
        """The identifier fields of `entity` that are a doc type's case key, in schema order: the entity's number (the
        default's order_id for an order; not the invoice's number, nor a tracking number)."""
        keys = {k for dt in self.doc_types.values() for k in dt.case_keys}
        return [s.name for s in self.fields.values() if s.entity == entity and s.type == "identifier" and s.name in keys]

    def issue_kind(self, doc_types) -> IssueKindSpec | None:
        """The kind of issue of a case with documents of `doc_types`: the first declared kind any of them has."""
        have = {self.doc_types[t].issue for t in doc_types if t in self.doc_types}
        return next((k for k in self.issue_kinds if k.name in have), None)

    def issue_subjects(self, kind: str) -> list[str]:
        """The fields naming what an issue of `kind` is about, in schema order."""
        return [s.name for s in self.fields.values() if kind in s.issue_subject]

    def step_fields(self, step: str, type_: str) -> list[str]:
        """The fields of `type_` recording `step`: those whose event it is first, then those standing for it."""
        own = [s.name for s in self.fields.values() if s.type == type_ and s.steps[:1] == [step]]
        return own + [s.name for s in self.fields.values() if s.type == type_ and step in s.steps[1:]]

    def event_dates(self) -> dict[str, str]:
        """Each date field recording a step's event (its first `steps`) with the money field of that step's amount
        (its qualifier): the default's approval_date -> refund_approved, execution_date -> refund_executed. For the
        code that pairs an event's date with its amount (`stages.nlp._event_dates_from_document_date`, `stages.amounts._event_dates`)."""
        out = {}
        for d in self.fields.values():
            if d.type == "date" and d.steps:
                money = next((m.name for m in self.fields.values() if m.type == "money" and m.qualifier == d.steps[0]), None)
                if money is not None:
                    out[d.name] = money
        return out

    def defining_fields(self, doc_type: str) -> list[str]:
        """The fields whose absence means the document is probably not of this type."""
        dt = self.doc_types[doc_type]
        return dt.required or [f for f in dt.fields if self.fields[f].required]

    def fields_for(self, doc_type: str) -> list[FieldSpec]:
        return [self.fields[f] for f in self.doc_types[doc_type].fields]

    @property
    def config_version(self) -> str:
        """Changes whenever the schema content changes (part of stage cache keys)."""
        import hashlib

        return f"{self.name}-{self.version}-" + hashlib.sha256(
            self.model_dump_json().encode()
        ).hexdigest()[:10]


def receipt_fields(specs: list[FieldSpec]) -> tuple[FieldSpec | None, FieldSpec | None]:
    """A receipt's business name field (the first text field that is no `address`) and its address field (the first
    text field declared `address`), by the schema's declarations, not by name (`stages.nlp._receipt`,
    `stages.receipt_reread`)."""
    text_specs = [s for s in specs if s.type == "text"]
    name = next((s for s in text_specs if not s.address), None)
    return name, next((s for s in text_specs if s.address), None)


def shipment_field(specs, part: str) -> str | None:
    """The field of a doc type's `specs` that declares `part` of the goods' shipment (`FieldSpec.shipment`: sent,
    arrival, tracking), by the schema's declaration, not by name (`stages.references`)."""
    return next((s.name for s in specs if s.shipment == part), None)


class SchemaError(ValueError):
    pass


def load_schema(name_or_path: str | Path = "default") -> Schema:
    """Load a schema by bundled name (`default`, `receipts`) or by file path."""
    path = Path(name_or_path)
    if not path.suffix:
        path = SCHEMA_DIR / f"{name_or_path}.yaml"
    return _load(str(path.resolve()))


_LOAD_LOCK = threading.Lock()
# libyaml's parser under the same safe constructor and resolver: the same data, parsed ~10x faster (the default
# schema took ~70 ms of every run's start-up in the pure-Python parser)
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_yaml(text: str):
    """`yaml.safe_load(text)`, through SAFE_LOADER."""
    return yaml.load(text, Loader=SAFE_LOADER)


def _load(path: str) -> Schema:
    """`_load_once`, one thread at a time: the batch's threads asking for the schema at once wait for one
    parse instead of each parsing the YAML (six parses at a batch's start, ~80 ms of CPU each)."""
    with _LOAD_LOCK:
        return _load_once(path)


@lru_cache(maxsize=16)
def _load_once(path: str) -> Schema:
    p = Path(path)
    if not p.is_file():
        bundled = ", ".join(sorted(x.stem for x in SCHEMA_DIR.glob("*.yaml")))
        raise SchemaError(f"schema file not found: {p} (bundled schemas: {bundled})")
    try:
        data = parse_yaml(p.read_text())
        return Schema.model_validate(data)
    except ValidationError as exc:
        raise SchemaError(f"invalid schema {p}: {validation_message(exc)}") from exc
    except (yaml.YAMLError, ValueError) as exc:
        raise SchemaError(f"invalid schema {p}: {exc}") from exc


def validation_message(exc: ValidationError) -> str:
    """pydantic's errors in one line, each where it is and what is wrong ("doc_types.ticket.confirms: Input should be
    'customer', 'order', …"; a check of the schema's own says where in its words: "doc type ticket: issue 'repiar' is
    not one of the schema's issue_kinds (repair)")."""
    out = []
    for err in exc.errors():
        msg = " ".join(str(err.get("msg", "")).split())
        if err.get("type") == "value_error":
            msg = msg.removeprefix("Value error, ")
            out.append(msg)
        else:
            where = ".".join(str(x) for x in err.get("loc", ()))
            out.append(f"{where}: {msg}" if where else msg)
    return "; ".join(out)
