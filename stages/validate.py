"""Validation stage: decide which extracted values count.

A value is authoritative only when it passes
1. its type and bound checks from the schema (min/max, pattern, allowed values),
2. the schema's document rules that involve it (`document_rules:`: line items sum to
   the subtotal, subtotal + tax = total, a refund not above the order total), and
3. the reverse check: the text at its recorded span, parsed again with the same
   normalisers, gives the same value. A value that cannot be found where it says
   it came from is not evidence.
Failing values are kept (a person may still want to see them) with
authoritative=False and a `reason`. Nulls stay nulls: never authoritative, no reason.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal, InvalidOperation

from stages import amounts
from stages.normalize import (
    ABS_DATE_RE,
    collapse,
    date_order,
    dropped_decimal_mark,
    format_money,
    normalize_text,
    parse_date,
    parse_money,
    parse_percent,
    name_read,
    repaired_print,
    fits_shape,
    identifier_value,
    looks_like_identifier,
    minor_digits,
    thousands_mark,
    resolve_relative,
)
from stages.layout import printed_name
from stages.rules import own_prefix
from status.models import Extraction, FactValue, OcrResult, RuleFailure, Validation
from status.schema import FieldSpec, Schema

VALIDATE_CONFIG_VERSION = "validate-6"  # bump when a check changes what counts as authoritative (6: an outcome word on an evidence record reads back as its act done, as extraction reads it; 5: the reverse check reads a repaired print through the same OCR repair, noisy29)

TOLERANCE = Decimal("0.01")
# Below this, the document type is a guess (the runner-up scored nearly as high): a person confirms it.
MIN_TYPE_CONFIDENCE = 0.6


def validate(extraction: Extraction, ocr: OcrResult, schema: Schema) -> Validation:
    fields = {name: fv.model_copy() for name, fv in extraction.fields.items()}
    failures: list[RuleFailure] = []
    problems: dict[str, list[str]] = {name: [] for name in fields}
    order = date_order(ocr.text)
    base = date.fromisoformat(extraction.document_date) if extraction.document_date else None

    checked = failed = 0
    for name, fv in fields.items():
        if fv.value is None and not fv.unresolved:
            continue
        spec = schema.fields.get(name)
        if spec is None:
            problems[name].append("field not in schema")
            failures.append(RuleFailure(rule=f"unknown_field:{name}", message=f"{name} is not a field of schema {schema.name}", fields=[name]))
            continue
        if fv.unresolved:
            problems[name].append("relative date not resolved")
            failures.append(RuleFailure(rule=f"unresolved:{name}", message=f"{name} kept verbatim: {fv.raw!r}", fields=[name], severity="warning"))
        else:
            for msg in check_value(fv, spec, ocr.text):
                problems[name].append(msg)
                failures.append(RuleFailure(rule=f"bounds:{name}", message=f"{name}: {msg}", fields=[name]))
        checked += 1
        ok, why = reverse_check(fv, ocr, order, base, spec)
        if not ok:
            failed += 1
            problems[name].append(f"reverse check failed: {why}")
            failures.append(RuleFailure(rule=f"reverse:{name}", message=f"{name}: {why}", fields=[name]))

    for rule in doc_type_rules(fields, extraction, schema):
        failures.append(rule)
    for rule in document_rules(fields, extraction, schema):
        failures.append(rule)
        if rule.severity == "error":
            for name in rule.fields:
                problems.setdefault(name, []).append(rule.message)

    for name, fv in fields.items():
        if fv.value is None and not fv.unresolved:
            fv.authoritative, fv.reason = False, None
            continue
        msgs = problems.get(name) or []
        fv.authoritative = not msgs
        fv.reason = "; ".join(msgs) if msgs else None

    return Validation(
        doc_id=extraction.doc_id,
        content_hash=extraction.content_hash,
        doc_type=extraction.doc_type,
        fields=fields,
        line_items=extraction.line_items,
        rules_failed=failures,
        reverse_checked=checked,
        reverse_failed=failed,
    )


# --------------------------------------------------------------------------- single values


# One separator followed by exactly three digits and nothing more ("95.385", "Rs.1,250"): printed
# either as a thousands group or as three decimals (fuel, unit prices); never guess which.
# ("0.125" is not ambiguous: a thousands group never follows a lone 0.)
AMBIGUOUS_GROUP_RE = re.compile(r"^\D*(?<!\d)(?<!\d[.,])[1-9]\d{0,2}[.,]\d{3}(?![\d.,])\D*$")


def _grouped_by_document(raw: str, text: str) -> bool:
    """The amount's group follows the mark the document groups thousands with."""
    grouping = thousands_mark(text) if text else None
    return bool(grouping and re.search(rf"\d{re.escape(grouping)}\d{{3}}(?!\d)", raw))


def check_value(fv: FactValue, spec: FieldSpec, text: str = "") -> list[str]:
    """Type and bound problems of one value (empty list: fine). An amount's lone group after the mark the document's
    own amounts (`text`) group thousands with (`thousands_mark`, read only for such an amount) is no three decimals,
    nor in a currency without a minor unit (CLP, JPY)."""
    v = fv.value or ""
    out: list[str] = []
    if spec.type in ("money", "percent"):
        try:
            number = Decimal(v)
        except InvalidOperation:
            return [f"{v!r} is not a number"]
        if spec.min is not None and number < spec.min:
            out.append(f"{v} below minimum {spec.min}")
        if spec.max is not None and number > spec.max:
            out.append(f"{v} above maximum {spec.max}")
        if spec.type == "money" and fv.currency is not None and not re.fullmatch(r"[A-Z]{3}", fv.currency):
            out.append(f"currency {fv.currency!r} is not an ISO 4217 code")
        if spec.type == "money" and fv.raw and AMBIGUOUS_GROUP_RE.search(fv.raw) and minor_digits(fv.currency) != 0 \
                and not _grouped_by_document(fv.raw, text):
            out.append(f"{fv.raw.strip()!r} is ambiguous: a thousands group or three decimals (read as {v})")
    elif spec.type == "date":
        try:
            date.fromisoformat(v)
        except ValueError:
            out.append(f"{v!r} is not an ISO date")
    elif spec.type == "status":
        if spec.allowed and v not in spec.allowed:
            out.append(f"{v!r} not one of {spec.allowed}")
    if spec.shapes and spec.type in ("identifier", "text") and not fits_shape(v, spec.shapes) \
            and not (spec.type == "identifier" and looks_like_identifier(v, own_prefix(spec))):  # another shop's id
        out.append(f"{v!r} does not match pattern {' or '.join(spec.shapes)}")
    if spec.type == "text" and not v.strip():
        out.append("empty text")
    return out


def reverse_check(fv: FactValue, ocr: OcrResult, order: str, base: date | None,
                  spec: FieldSpec | None = None) -> tuple[bool, str]:
    """Find the stored value again at its span: parse ocr.text[span] anew and compare."""
    if fv.span is None:
        return False, "no span recorded"
    start, end = fv.span
    if not (0 <= start < end <= len(ocr.text)):
        return False, f"span {fv.span} outside the text (length {len(ocr.text)})"
    source = ocr.text[start:end]
    if fv.raw is not None and source != fv.raw:
        return False, f"text at span is {source!r}, raw was {fv.raw!r}"
    again = render_again(fv, source, order, base, spec)
    if again != fv.value and not fv.unresolved:
        # OCR's look-alike slips ("£12.S0", "l4/05/2026"): the print read through the repair extraction read it through
        repaired = repaired_print(ocr.text)[start:end]
        if repaired != source:
            again = render_again(fv, repaired, order, base, spec)
        if fv.type == "money" and again != fv.value and fv.value and dropped_decimal_mark(repaired, fv.value):
            again = fv.value  # the print's digits, its decimal mark lost ("£14400" for 144.00: the arithmetic chose)
    if fv.unresolved:
        return (normalize_text(source) != "", "empty span") if again is None else (False, f"{source!r} resolves to {again}")
    if again != fv.value:
        return False, f"text at span {source!r} reads as {again!r}, stored {fv.value!r}"
    return True, ""


def render_again(fv: FactValue, source: str, order: str, base: date | None, spec: FieldSpec | None = None) -> str | None:
    """The normalised value the text `source` stands for, by the field's type."""
    if fv.type == "money":
        m = parse_money(source)
        return format_money(m.amount) if m else None
    if fv.type == "percent":
        return parse_percent(source)
    if fv.type == "date":
        if ABS_DATE_RE.fullmatch(source.strip()):
            d = parse_date(source, order)
            return d.isoformat() if d else None
        return resolve_relative(source, base).value
    if fv.type == "status":
        read = (spec.status_value(source) if spec else None) or collapse(source).lower()
        # a success word can stand for a record's act done (on an evidence type: which type, validation does not know)
        return read if spec is None or fv.value == read else amounts.record_outcome(read, source, spec.evidence_values)
    if fv.type == "identifier":
        return identifier_value(source, spec.shapes if spec else None, own_prefix(spec) if spec else None)
    plain = normalize_text(source)
    # a name is stored as printed (`layout.printed_name`: a printer's line-end hyphen, OCR's '_' for a dot): either reading
    if plain != fv.value and fv.type == "text" and normalize_text(name_read(source)) == fv.value:
        return fv.value  # a name read through OCR's small l for a capital I (`name_read`), as extraction read it
    return plain if plain == fv.value else normalize_text(printed_name(source))


# --------------------------------------------------------------------------- document type


def _versus(extraction: Extraction) -> str:
    """": order_confirmation 2.1 vs refund_request 1.9" from the classifier's best two, when the type is still its pick."""
    ranked = list(extraction.doc_type_scores.items())[:2]
    if len(ranked) < 2 or ranked[0][0] != extraction.doc_type:
        return ""
    (best, top), (second, score) = ranked
    return f": {best} {top:.1f} vs {second} {score:.1f}"


def doc_type_rules(fields: dict[str, FactValue], extraction: Extraction, schema: Schema) -> list[RuleFailure]:
    """A document whose type is a guess, or whose type's defining fields are all null, is
    not silently done: each becomes a failed rule, so the document ends needs_review with
    the reason. (A refund request typed as an order confirmation loses its refund amount.)
    Fields keep their authority: the doubt is about the document, not about each value.
    A doubtful type's reason names the runner-up and both scores ("order_confirmation 2.1 vs refund_request 1.9")."""
    out: list[RuleFailure] = []
    if all(fv.value is None and not fv.unresolved for fv in fields.values()):
        return out  # nothing found at all: review already says so ("no field of the schema found")
    if extraction.doc_type not in schema.doc_types:
        return [RuleFailure(rule="doc_type_unknown", message=f"{extraction.doc_type!r} is not a document type of schema {schema.name}")]
    if len(schema.doc_types) > 1 and extraction.doc_type_confidence < MIN_TYPE_CONFIDENCE:
        out.append(RuleFailure(
            rule="doc_type_uncertain",
            message=f"document type {extraction.doc_type} is uncertain (confidence {extraction.doc_type_confidence:.2f}"
                    + _versus(extraction) + "); a person should confirm it"))
    defining = schema.defining_fields(extraction.doc_type)
    if defining and all(fields.get(f) is None or (fields[f].value is None and not fields[f].unresolved) for f in defining):
        out.append(RuleFailure(
            rule="defining_fields_missing", fields=[],
            message=f"none of the fields that make a {extraction.doc_type} was found ({', '.join(defining)}): "
                    "the type may be wrong or the text unreadable"))
    return out


# --------------------------------------------------------------------------- among a document's amounts


def document_rules(fields: dict[str, FactValue], extraction: Extraction, schema: Schema) -> list[RuleFailure]:
    """The schema's checks among one document's amounts (`document_rules:`: subtotal + tax = total, a refund not
    above the order total, ...), then a note when the amounts are in more than one currency. A rule whose
    operands are not all present is not checked."""
    out: list[RuleFailure] = []

    def amount(name: str | None) -> Decimal | None:
        fv = fields.get(name) if name else None
        return fv.decimal() if fv is not None and fv.value is not None else None

    for rule in schema.document_rules:
        value, limit = amount(rule.field), amount(rule.other)
        if value is None or (rule.other and limit is None):
            continue
        if rule.op == "at_most":
            total, breached = None, value > limit + TOLERANCE
        else:
            if rule.op == "sum_of":
                parts = [amount(name) for name in rule.parts]
                if None in parts:
                    continue
            else:  # sum_of_line_items
                if not extraction.line_items:
                    continue
                parts = [item.amount for item in extraction.line_items]
            total = sum(parts, Decimal(0))
            breached = abs(total - value) > TOLERANCE
        if breached:
            named = {name: amount(name) for name in rule.operands}  # (the schema allows no other field's name)
            message = rule.message.format_map({**named, "value": value, "limit": limit, "sum": total,
                                               "field": rule.field, "other": rule.other})
            out.append(RuleFailure(rule=rule.name, fields=list(rule.blame), severity=rule.severity, message=message))
    currencies = {fv.currency for fv in fields.values() if fv.type == "money" and fv.value is not None and fv.currency}
    if len(currencies) > 1:
        names = [n for n, fv in fields.items() if fv.type == "money" and fv.currency]
        out.append(RuleFailure(rule="mixed_currency", fields=names, severity="warning",
                               message=f"amounts in more than one currency: {sorted(currencies)}"))
    return out
