"""Fact store: grouping, update policy, conflicts, evidence, resolution, CLI."""

from __future__ import annotations

import json

import pytest
from sqlalchemy.pool import StaticPool
from sqlmodel import create_engine
from typer.testing import CliRunner

from status.fact_store import FactStore, FactStoreError
from status.models import DocumentError, FactValue, Validation
from status.schema import load_schema

SCHEMA = load_schema("default")


def memory_store() -> FactStore:
    engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
    return FactStore(engine, SCHEMA)


def make_val(doc_id: str, doc_type: str, *, content_hash: str | None = None, unverified: dict | None = None, **values) -> Validation:
    """A Validation with every field of the doc type: given values authoritative, the rest null."""
    fields = {}
    for name in SCHEMA.doc_types[doc_type].fields:
        spec = SCHEMA.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, qualifier=spec.qualifier)
    for name, value in values.items():
        spec = SCHEMA.fields[name]
        fields[name] = FactValue(
            field=name, type=spec.type, qualifier=spec.qualifier, value=value, raw=value, page=1,
            span=(10, 10 + len(value)), extractor="rule", confidence=0.9, authoritative=True,
            currency="EUR" if spec.type == "money" else None,
        )
    for name, (value, reason) in (unverified or {}).items():
        spec = SCHEMA.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, qualifier=spec.qualifier, value=value, raw=value,
                                 extractor="rule", authoritative=False, reason=reason)
    return Validation(doc_id=doc_id, content_hash=content_hash or f"h-{doc_id}", doc_type=doc_type, fields=fields)


IDS = dict(case_number="CASE-2026-0001", order_id="ORD-100001", customer_id="CUST-00001")


def ingest(store: FactStore, doc_id: str, doc_type: str, date: str, **values):
    return store.ingest(make_val(doc_id, doc_type, **values), batch_id="b1", doc_id=doc_id, document_date=date)


def refund_case(store: FactStore) -> str:
    ingest(store, "inv", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001",
           customer_name="Anna Schmidt", order_total="499.00", order_date="2026-01-01")
    ingest(store, "req", "refund_request", "2026-01-10", **IDS, customer_name="Anna Schmidt",
           refund_requested="120.00", customer_deadline="2026-02-01")
    r = ingest(store, "appr", "refund_approval", "2026-01-12", **IDS, customer_name="Anna Schmidt",
               refund_approved="120.00", approval_date="2026-01-12", refund_status="approved")
    return r.case_id


def test_documents_sharing_identifiers_form_one_case_with_deterministic_id():
    store = memory_store()
    r1 = ingest(store, "inv", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001")
    assert r1.case_id == "ORD-100001"  # no case number yet: the order id names the case
    r2 = ingest(store, "req", "refund_request", "2026-01-10", **IDS)
    assert r2.case_id == "CASE-2026-0001" and r2.merged_cases == ["ORD-100001"]
    assert [c.case_id for c in store.cases()] == ["CASE-2026-0001"]
    assert store.case_for_document("inv", "b1") == "CASE-2026-0001"
    other = ingest(store, "inv2", "invoice", "2026-01-03", order_id="ORD-200002", customer_id="CUST-00002")
    assert other.case_id == "ORD-200002"
    assert len(store.cases()) == 2


def test_a_late_document_linking_two_cases_merges_them():
    store = memory_store()
    ingest(store, "a", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001")
    ingest(store, "b", "refund_request", "2026-01-05", case_number="CASE-2026-0009", order_id="ORD-100009")
    assert len(store.cases()) == 2
    r = ingest(store, "c", "customer_letter", "2026-01-06", case_number="CASE-2026-0009", customer_id="CUST-00001")
    assert r.case_id == "CASE-2026-0009" and sorted(r.merged_cases) == ["ORD-100001"]
    assert [c.case_id for c in store.cases()] == ["CASE-2026-0009"]
    assert {store.case_for_document(d, "b1") for d in "abc"} == {"CASE-2026-0009"}


def test_replay_is_idempotent():
    store = memory_store()
    refund_case(store)
    before = store.snapshot()
    r = store.ingest(make_val("appr", "refund_approval", **IDS, customer_name="Anna Schmidt", refund_approved="120.00",
                              approval_date="2026-01-12", refund_status="approved"), batch_id="b1", doc_id="appr",
                     document_date="2026-01-12")
    assert r.new is False
    assert store.snapshot() == before


def test_weighty_disagreement_is_a_conflict_and_marks_the_case():
    store = memory_store()
    case = refund_case(store)
    r = ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, customer_name="Anna Schmidt",
               refund_approved="150.00")
    assert r.needs_review and r.conflicts == [f"refund_approved[{case}]"]
    record = store.full_record(case)
    (conflict,) = record["conflicts"]
    assert conflict["escalated"] and conflict["status"] == "open"
    assert [v["value"] for v in conflict["values"]] == ["120.00 EUR", "150.00 EUR"]
    assert {s["doc_id"] for v in conflict["values"] for s in v["sources"]} == {"appr", "letter"}
    block = store.case_block(case)
    assert "Contested:" in block and "120.00 EUR" in block and "150.00 EUR" in block and "NEEDS REVIEW" in block


def test_history_field_change_is_kept_with_validity_and_weighty_change_is_flagged():
    store = memory_store()
    ingest(store, "o1", "order_confirmation", "2026-01-01", order_id="ORD-100001", customer_id="CUST-00001",
           delivery_estimate="2026-01-10")
    r = ingest(store, "s1", "shipping_notice", "2026-01-05", order_id="ORD-100001", customer_id="CUST-00001",
               delivery_estimate="2026-01-12")
    assert not r.needs_review and r.conflicts == []  # delivery_estimate: history, weight 1 -> a change
    hist = store.history(r.case_id, "delivery_estimate")
    assert [(h["value"], h["valid_from"], h["valid_to"], h["state"]) for h in hist] == [
        ("2026-01-10", "2026-01-01", "2026-01-05", "superseded"),
        ("2026-01-12", "2026-01-05", None, "authoritative"),
    ]
    # customer_deadline: history but weighty -> a disagreement between documents is flagged
    ingest(store, "r1", "refund_request", "2026-01-06", order_id="ORD-100001", customer_deadline="2026-02-01")
    r = ingest(store, "l1", "customer_letter", "2026-01-08", order_id="ORD-100001", customer_deadline="2026-01-25")
    assert r.needs_review and any(c.startswith("customer_deadline") for c in r.conflicts)


def test_non_weighty_latest_disagreement_is_recorded_but_not_escalated():
    store = memory_store()
    ingest(store, "s1", "shipping_notice", "2026-01-05", order_id="ORD-100001", carrier="DHL")
    r = ingest(store, "s2", "shipping_notice", "2026-01-06", order_id="ORD-100001", carrier="UPS")
    assert not r.needs_review and r.conflicts == ["carrier[ORD-100001]"]
    current = [h for h in store.history(r.case_id, "carrier") if h["current"]]
    assert [h["value"] for h in current] == ["UPS"]  # latest policy applied on purpose


def test_misspelled_name_under_one_customer_id_folds_into_an_alias():
    store = memory_store()
    ingest(store, "inv", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001", customer_name="Peter Lidnqvist")
    r = ingest(store, "req", "refund_request", "2026-01-10", **IDS, customer_name="Peter Lindqvist")
    assert not r.needs_review and r.conflicts == []
    record = store.full_record(r.case_id)
    assert [e["name"] for e in record["entities"] if e["kind"] == "customer"] == ["Peter Lindqvist"]
    assert {a["alias"]: a["current"] for a in record["aliases"]} == {"Peter Lidnqvist": False, "Peter Lindqvist": True}
    old = [f for f in record["facts"] if f["field"] == "customer_name" and f["value"] == "Peter Lidnqvist"]
    assert old[0]["state"] == "superseded"
    assert 'also written: "Peter Lidnqvist"' in store.case_block(r.case_id)


def test_a_name_without_customer_id_attaches_to_the_known_customer():
    store = memory_store()
    ingest(store, "inv", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001", customer_name="Felix Wagner")
    r = ingest(store, "letter", "customer_letter", "2026-01-05", order_id="ORD-100001", customer_name="Felix Wagner")
    names = [f for f in store.full_record(r.case_id)["facts"] if f["field"] == "customer_name"]
    assert {f["subject"] for f in names} == {"CUST-00001"} and max(f["agree_docs"] for f in names) == 2


def test_execution_only_from_evidence_documents():
    store = memory_store()
    case = refund_case(store)
    # a customer letter saying the refund was executed is a claim, not evidence
    letter = make_val("letter", "customer_letter", **IDS)
    letter.fields["refund_executed"] = FactValue(field="refund_executed", type="money", qualifier="executed",
                                                 value="120.00", raw="120.00", currency="EUR", authoritative=True)
    store.ingest(letter, batch_id="b", doc_id="letter", document_date="2026-01-14")
    rec = [f for f in store.full_record(case)["facts"] if f["field"] == "refund_executed"]
    assert [f["state"] for f in rec] == ["unverified"] and "evidence" in rec[0]["reason"]
    block = store.case_block(case)
    assert "status approved" in block and "unverified claim: refund_executed" in block
    # the payment notice (evidence: true) sets it
    pay = make_val("pay", "refund_execution", **IDS, refund_executed="120.00", execution_date="2026-01-16",
                   payment_reference="PAY-12345678", refund_status="executed")
    store.ingest(pay, batch_id="b1", doc_id="pay", document_date="2026-01-16", trusted=True)
    held = [f for f in store.full_record(case)["facts"] if f["field"] == "refund_executed" and f["current"]]
    assert held[0]["source"]["doc_id"] == "pay" and held[0]["state"] == "authoritative"
    assert "status executed; resolution: executed 120.00 EUR on 2026-01-16 (ref PAY-12345678)" in store.case_block(case)


def test_refund_status_executed_from_a_non_evidence_document_is_unverified():
    store = memory_store()
    case = refund_case(store)
    v = make_val("appr2", "refund_approval", **IDS, refund_status="executed")
    store.ingest(v, batch_id="b", doc_id="appr2", document_date="2026-01-13")
    statuses = {f["value"]: f["state"] for f in store.history(case, "refund_status")}
    assert statuses == {"approved": "authoritative", "executed": "unverified"}


def test_system_event_is_evidence():
    store = memory_store()
    case = refund_case(store)
    r = store.record_system_event(event_id="tx-1", source="payments", at="2026-01-20",
                                  fields={"case_number": "CASE-2026-0001", "refund_executed": "120.00", "refund_status": "executed"})
    assert r.case_id == case
    held = {f["field"]: f for f in store.full_record(case)["facts"] if f["current"]}
    assert held["refund_executed"]["state"] == "authoritative" and held["refund_executed"]["source"]["stage"] == "system"
    with pytest.raises(FactStoreError, match="no case identifier"):
        store.record_system_event(event_id="tx-2", source="payments", fields={"refund_executed": "1.00"})


def test_non_authoritative_values_are_unverified_and_make_no_conflict():
    store = memory_store()
    case = refund_case(store)
    v = make_val("letter", "customer_letter", **IDS, unverified={"refund_approved": ("999.00", "not found at its span")})
    r = store.ingest(v, batch_id="b", doc_id="letter", document_date="2026-01-15")
    assert not r.needs_review
    rows = [f for f in store.history(case, "refund_approved") if f["value"] == "999.00"]
    assert rows[0]["state"] == "unverified" and rows[0]["reason"] == "not found at its span"


def test_latest_ties_are_broken_by_doc_id_not_arrival():
    a, b = memory_store(), memory_store()
    for store, order in ((a, ("x", "y")), (b, ("y", "x"))):
        for doc in order:
            ingest(store, doc, "shipping_notice", "2026-01-05", order_id="ORD-100001", carrier=f"carrier-{doc}")
    assert a.snapshot() == b.snapshot()
    held = [h for h in a.history("ORD-100001", "carrier") if h["current"]]
    assert held[0]["value"] == "carrier-y"


def test_resolve_is_an_event_and_a_new_value_reopens():
    store = memory_store()
    case = refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    report = store.resolve(case, "refund_approved", "120", by="maria", note="the approval letter governs")
    conflict = report.conflict
    assert conflict.status == "resolved" and conflict.resolved_value == "120.00 EUR" and conflict.resolved_by == "maria"
    assert report.value == "120.00 EUR" and report.needs_review is False
    assert store.cases()[0].needs_review is False
    held = [h for h in store.history(case, "refund_approved") if h["current"]]
    assert held[0]["display"] == "120.00 EUR" and held[0]["source"]["extractor"] == "person:maria"
    # nothing disappeared: both document values are still there
    assert {h["value"] for h in store.history(case, "refund_approved")} == {"120.00", "150.00"}
    # a third, new value reopens the conflict
    r = ingest(store, "letter2", "customer_letter", "2026-01-18", **IDS, refund_approved="175.00")
    assert r.needs_review
    with pytest.raises(FactStoreError, match="unknown case"):
        store.resolve("CASE-0000-0000", "refund_approved", "1", by="x")
    with pytest.raises(FactStoreError, match="unknown field"):
        store.resolve(case, "nonsense", "1", by="x")


def test_unknown_doc_type_is_a_document_error():
    store = memory_store()
    v = Validation(doc_id="x", content_hash="h", doc_type="telegram", fields={})
    with pytest.raises(DocumentError) as err:
        store.ingest(v, batch_id="b", doc_id="x", document_date=None)
    assert err.value.code == "unknown_doc_type"


def test_orders_of_one_customer_are_separate_subjects_not_conflicts():
    store = memory_store()
    ingest(store, "i1", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001", order_total="100.00")
    r = ingest(store, "i2", "invoice", "2026-01-03", order_id="ORD-100002", customer_id="CUST-00001", order_total="250.00")
    assert r.conflicts == [] and len(store.cases()) == 1
    assert "order_total (ordered) [ORD-100001]: 100.00 EUR" in store.case_block(r.case_id)


def test_get_case_facts_tool_returns_json_and_records_reads():
    store = memory_store()
    case = refund_case(store)
    data = json.loads(store.get_case_facts(case, "refund_requested", turn=3))
    assert data["history"][0]["value"] == "120.00"
    assert ("refund_requested", 3) in store.reads(case)
    full = json.loads(store.get_case_facts(case))
    assert {f["field"] for f in full["facts"]} >= {"order_total", "refund_approved", "customer_name"}
    assert "error" in json.loads(store.get_case_facts("nope"))


def test_rebuild_equals_live():
    store = memory_store()
    refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    live = store.snapshot()
    assert store.rebuild() == 1
    assert store.snapshot() == live


# --------------------------------------------------------------------------- CLI


def _cli():
    import typer

    from flows.cli_facts import facts_app

    app = typer.Typer()
    app.add_typer(facts_app, name="facts")
    return app


def test_cli_show_list_history_all_resolve(db_url, engine):
    store = FactStore(engine, SCHEMA)
    case = refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    runner, app = CliRunner(), _cli()

    out = runner.invoke(app, ["facts", case, "--db", db_url])
    assert out.exit_code == 0, out.output
    assert out.output.startswith(f"=== CASE FACTS: {case} (authoritative; do not summarize) ===")

    out = runner.invoke(app, ["facts", "list", "--db", db_url, "--json"])
    assert json.loads(out.output)[0]["needs_review"] is True

    out = runner.invoke(app, ["facts", case, "--history", "refund_approved", "--db", db_url])
    assert "120.00 EUR" in out.output and "150.00 EUR" in out.output and "appr" in out.output

    out = runner.invoke(app, ["facts", case, "--all", "--json", "--db", db_url])
    assert json.loads(out.output)["conflicts"][0]["field"] == "refund_approved"

    out = runner.invoke(app, ["facts", "resolve", case, "refund_approved", "--value", "120.00", "--by", "maria",
                              "--note", "approval letter", "--db", db_url, "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output) == {"case_id": case, "field": "refund_approved", "subject": case,
                                      "conflict_status": "resolved", "resolved_value": "120.00 EUR", "needs_review": False}

    out = runner.invoke(app, ["facts", "CASE-9999-9999", "--db", db_url])
    assert out.exit_code == 2 and "unknown case" in out.output
