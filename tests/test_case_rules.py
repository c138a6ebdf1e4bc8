"""Case-level checks (status/case_rules.py): fields compared across the documents of one case."""

from __future__ import annotations

import json

from tests.test_facts import IDS, ingest, make_val, memory_store


def _rule_conflicts(store, case):
    return [c for c in store.full_record(case)["conflicts"] if c.get("policy") == "case_rule"]


def test_refund_requested_in_one_document_above_the_total_in_another_is_a_weighty_conflict():
    store = memory_store()
    ingest(store, "conf", "order_confirmation", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001",
           order_total="80.00", order_date="2026-01-01")
    r = ingest(store, "req", "refund_request", "2026-01-10", **IDS, refund_requested="95.00")
    assert r.needs_review
    (c,) = _rule_conflicts(store, r.case_id)
    assert c["escalated"] and c["status"] == "open" and c["field"] == "refund_requested"
    docs = {s["doc_id"] for v in c["values"] for s in v["sources"]}
    assert docs == {"conf", "req"}  # both sources
    assert "refund_requested_above_order_total" in c["policy_note"]
    assert "NEEDS REVIEW" in store.case_block(r.case_id)


def test_a_refund_within_the_total_raises_nothing():
    store = memory_store()
    ingest(store, "conf", "order_confirmation", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001",
           order_total="80.00", order_date="2026-01-01")
    r = ingest(store, "req", "refund_request", "2026-01-10", **IDS, refund_requested="80.00")
    assert not r.needs_review and _rule_conflicts(store, r.case_id) == []


def test_execution_before_approval_and_deadline_before_order_date():
    store = memory_store()
    ingest(store, "conf", "order_confirmation", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001",
           order_total="80.00", order_date="2026-01-05")
    ingest(store, "req", "refund_request", "2026-01-10", **IDS, customer_deadline="2026-01-03")
    ingest(store, "appr", "refund_approval", "2026-01-12", **IDS, approval_date="2026-01-12")
    # execution is evidence only from a trusted source (the payment system's export)
    r = store.ingest(make_val("pay", "refund_execution", **IDS, execution_date="2026-01-11"), batch_id="b1", doc_id="pay",
                     document_date="2026-01-13", trusted=True)
    names = sorted(c["policy_note"].split(":")[0] for c in _rule_conflicts(store, r.case_id))
    assert names == ["case rule deadline_before_order_date", "case rule execution_before_approval"]
    assert r.needs_review


def test_another_orders_total_is_not_compared():
    store = memory_store()
    ingest(store, "conf2", "order_confirmation", "2026-01-02", order_id="ORD-200002", customer_id="CUST-00001",
           order_total="10.00")
    r = ingest(store, "req", "refund_request", "2026-01-10", **IDS, refund_requested="95.00")
    assert _rule_conflicts(store, r.case_id) == []


def test_a_resolution_settles_the_rule_conflict():
    store = memory_store()
    ingest(store, "conf", "order_confirmation", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001",
           order_total="80.00")
    r = ingest(store, "req", "refund_request", "2026-01-10", **IDS, refund_requested="95.00")
    store.resolve(r.case_id, "refund_requested", "75", by="maria", note="customer corrected the amount")
    assert store.cases()[0].needs_review is False
    assert all(c["status"] == "resolved" for c in _rule_conflicts(store, r.case_id))
    json.dumps(store.full_record(r.case_id), default=str)
