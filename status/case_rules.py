"""Checks across the documents of one case, declared in the schema (`case_rules`).

A same-field disagreement is found by comparing one field's values; some mistakes
only show between two fields from two documents: a refund requested in the
customer's letter above the total on the order confirmation, a refund executed
before it was approved, a deadline before the order was placed. Each rule says
`field` must be `op` (at_most for amounts, not_before for dates) `other`; a breach is
a weighty conflict with both values and both sources, so the case needs review
until a person settles one of the two fields (`docflow facts resolve`).

Only values that count are compared (authoritative or contested, never unverified or
superseded; a person's resolution replaces the documents' values), and only values
about the same issue: a refund of one order is never compared with another order's
total. Pure: a function of the case's fact records and issues.
"""

from __future__ import annotations

import hashlib
import json
from decimal import Decimal, InvalidOperation

from status.facts import ConflictRow, FactRecordRow
from status.schema import CaseRuleSpec, Schema

TOLERANCE = Decimal("0.01")


def _counted(facts: list[FactRecordRow], field: str) -> list[FactRecordRow]:
    """The values of a field that count; a person's resolution replaces the documents'."""
    return _counted_rows([f for f in facts if f.field == field and f.value is not None])


def _counted_rows(rows: list[FactRecordRow]) -> list[FactRecordRow]:
    """`_counted` of one field's facts that have a value (in the case's order)."""
    resolved = [f for f in rows if f.doc_type == "resolution" and f.current]
    return resolved or [f for f in rows if f.state in ("authoritative", "conflicting")]


def _issues_of(fact: FactRecordRow, issues: list[dict], known: dict[str, set[str]] | None = None) -> set[str]:
    """The issues a fact is about: its subject is the issue, or one of the issue's identifiers.
    `known`: the answers so far, by subject (the answer depends on the subject alone; a rule's pairs
    of facts asked it again for every pair, ~15% of an ingest's CPU on cases of 15 documents)."""
    found = known.get(fact.subject) if known is not None else None
    if found is None:
        found = {i["issue_id"] for i in issues
                 if fact.subject == i["issue_id"] or any(k.split(":", 1)[-1] == fact.subject for k in i.get("keys", []))}
        if known is not None:
            known[fact.subject] = found
    return found


def _related(a: FactRecordRow, b: FactRecordRow, issues: list[dict], known: dict[str, set[str]] | None = None) -> bool:
    if a.subject == b.subject or len(issues) <= 1:
        return True
    ia, ib = _issues_of(a, issues, known), _issues_of(b, issues, known)
    return not ia or not ib or bool(ia & ib)


def _breach(rule: CaseRuleSpec, a: FactRecordRow, b: FactRecordRow) -> bool:
    if rule.op == "not_before":  # ISO dates compare as strings
        return len(a.value) == len(b.value) == 10 and a.value < b.value
    if a.currency and b.currency and a.currency.upper() != b.currency.upper():
        return False  # two currencies: no comparison without a rate
    try:
        return Decimal(a.value) > Decimal(b.value) + TOLERANCE
    except InvalidOperation:
        return False


def _side(f: FactRecordRow) -> dict:
    value = f"{f.value} {f.currency}" if f.type == "money" and f.currency else f.value
    return {"field": f.field, "value": value, "norm": f.norm,
            "sources": [{"doc_id": f.doc_id, "batch_id": f.batch_id, "doc_type": f.doc_type, "page": f.page,
                         "quote": f.quote, "time": f.source_time}]}


def case_rule_conflicts(schema: Schema, case_id: str, facts: list[FactRecordRow], issues: list[dict]) -> list[ConflictRow]:
    """One weighty conflict per breached rule and subject, with both values and their sources."""
    out: dict[str, ConflictRow] = {}
    if not schema.case_rules:
        return []
    by_field: dict[str, list[FactRecordRow]] = {}  # each field's facts with a value, in order: one pass, not two per rule
    for f in facts:
        if f.value is not None:
            by_field.setdefault(f.field, []).append(f)
    counted: dict[str, list[FactRecordRow]] = {}

    def counted_of(field: str) -> list[FactRecordRow]:
        if field not in counted:
            counted[field] = _counted_rows(by_field.get(field, []))
        return counted[field]

    known: dict[str, set[str]] = {}  # the issues of each subject, found once
    for rule in schema.case_rules:
        others = counted_of(rule.other)
        for a in counted_of(rule.field):
            for b in others:
                if not _related(a, b, issues, known) or not _breach(rule, a, b):
                    continue
                cid = hashlib.sha1(f"{case_id}|rule:{rule.name}|{a.subject}".encode()).hexdigest()[:16]
                if cid in out:
                    continue
                settled = a.doc_type == "resolution" or b.doc_type == "resolution"
                va, vb = _side(a)["value"], _side(b)["value"]
                out[cid] = ConflictRow(
                    conflict_id=cid, case_id=case_id, field=rule.field, subject=a.subject,
                    values_json=json.dumps([_side(a), _side(b)]), weighty=True, escalated=not settled,
                    policy="case_rule",
                    policy_note=(f"case rule {rule.name}: {rule.field} {va} ({a.doc_id}) vs {rule.other} {vb} ({b.doc_id})"
                                 + (f": {rule.message}" if rule.message else "")),
                    status="resolved" if settled else "open",
                )
    return [out[k] for k in sorted(out)]
