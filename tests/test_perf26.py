"""perf26: the fact store's case rules and contested claims with less work per ingest, the same rows."""

from __future__ import annotations


class _CountingIssues(list):
    """A case's issues that count how often they are scanned."""

    scans = 0

    def __iter__(self):
        type(self).scans += 1
        return super().__iter__()


def test_case_rules_find_a_subject_s_issues_once_per_case():
    from status.case_rules import case_rule_conflicts
    from status.facts import FactRecordRow
    from status.schema import load_schema

    schema = load_schema("default")
    rule = schema.case_rules[0]
    value = "2026-01-10" if schema.fields[rule.field].type == "date" else "10.00"
    facts = [FactRecordRow(case_id="c", field=name, subject=subject, type=schema.fields[name].type, value=value,
                           doc_id=f"d{k}", content_hash=f"h{k}", doc_type="order_confirmation", state="authoritative")
             for k in range(8) for name, subject in ((rule.field, "ORD-1"), (rule.other, "ORD-2"))]
    issues = _CountingIssues([{"issue_id": "ORD-1", "keys": ["order_id:ORD-1"]}, {"issue_id": "ORD-2", "keys": ["order_id:ORD-2"]}])
    _CountingIssues.scans = 0
    case_rule_conflicts(schema, "c", facts, issues)
    assert _CountingIssues.scans <= 2  # two subjects; 8 x 8 pairs asked it 128 times


# --------------------------------------------------------------------------- contested claims as before

from status.cases import (  # noqa: E402  (the names the old code reads)
    CLAIM_REASON, ConflictRow, FactRecordRow, Resolution, Schema, _ladder, _resolution_for, _source_dict, derived_row, display,
)
import hashlib  # noqa: E402
import json  # noqa: E402


def _old_contested_claims(
    case_id: str, schema: Schema, facts: list[FactRecordRow], taken: set[tuple[str, str]],
    resolutions: list[Resolution], anchors: set[str],
) -> list[ConflictRow]:
    """status.cases._contested_claims before perf26 (every claim scanning the case's facts). An execution claim from an untrusted document, checked against what the case holds.

    It never counts; it is contested (a weighty conflict: the case needs review) when the
    case's trusted state says otherwise: a different executed value from trusted evidence,
    a status that ended the case's ladder (rejected), no approved amount for that issue,
    or an approved amount different from the claimed one. A claim that fits what was
    approved stays a plain unverified claim, awaiting trusted evidence.
    """
    out: list[ConflictRow] = []
    claims = [f for f in facts if f.state == "unverified" and (f.reason or "").startswith(CLAIM_REASON)]
    for key in sorted({(f.field, f.subject) for f in claims}):
        field, subject = key
        if key in taken or _resolution_for(resolutions, anchors, field, subject) is not None:
            continue
        mine = [f for f in claims if (f.field, f.subject) == key]
        held = [f for f in facts if f.subject == subject and f.current and f.state != "unverified"]
        # every approved amount of the issue, contested ones too: a claim matching either side adds no conflict
        approved = [f for f in facts if f.subject == subject and f.type == "money" and f.qualifier == "approved"
                    and f.state in ("authoritative", "conflicting")]
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


def test_contested_claims_as_before():
    import random

    from status.cases import _contested_claims
    from status.schema import load_schema

    schema = load_schema("default")
    money = sorted(n for n, s in schema.fields.items() if s.type == "money")
    statuses = sorted(n for n, s in schema.fields.items() if s.type == "status")
    fields = money + statuses
    rng = random.Random(26)
    found = 0
    for _ in range(600):
        facts = []
        for k in range(rng.randrange(0, 16)):
            name = rng.choice(fields)
            spec = schema.fields[name]
            value = rng.choice(["80.00", "95.00", "10.00"]) if spec.type == "money" else rng.choice(["approved", "rejected", "executed"])
            state = rng.choice(["authoritative", "conflicting", "unverified", "superseded"])
            facts.append(FactRecordRow(
                case_id="c", field=name, subject=rng.choice(["ORD-1", "ORD-2"]), type=spec.type, value=value, norm=value,
                qualifier=rng.choice([None, "approved", "executed", "requested"]), currency="EUR", doc_id=f"d{k}",
                content_hash=f"h{k}", doc_type="refund_request", state=state, current=rng.random() < 0.5,
                reason=rng.choice([None, f"{CLAIM_REASON}: x", "other"]) if state == "unverified" else None))
        taken = {(rng.choice(fields), "ORD-1")} if rng.random() < 0.3 else set()
        got = [c.model_dump() for c in _contested_claims("c", schema, facts, taken, [], set())]
        want = [c.model_dump() for c in _old_contested_claims("c", schema, facts, taken, [], set())]
        assert got == want
        found += bool(want)
    assert found > 50
