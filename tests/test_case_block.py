"""Case Facts block: fixed heading, sections, issue tracker, budget and eviction."""

from __future__ import annotations

import pytest

from status.case_block import BlockBudgetError, heading
from status.tokens import estimate_tokens
from tests.test_facts import IDS, ingest, memory_store, refund_case


def test_heading_sections_and_sources():
    store = memory_store()
    case = refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    text = store.case_block(case)
    lines = text.splitlines()
    assert lines[0] == heading(case) == f"=== CASE FACTS: {case} (authoritative; do not summarize) ==="
    assert lines.index("Confirmed:") < lines.index("Contested:") < lines.index("Issue tracker:")
    assert '- refund_requested (requested): 120.00 EUR [req refund_request p1 "120.00"]' in lines
    assert not any(line.startswith("Gaps") for line in lines)  # every required field has a value


def test_gaps_list_required_fields_null_everywhere():
    store = memory_store()
    r = ingest(store, "req", "refund_request", "2026-01-10", **IDS, refund_requested="50.00")
    gaps = [line for line in store.case_block(r.case_id).splitlines() if line.startswith("Gaps")]
    assert gaps == ["Gaps (required, still null): customer_name, order_date, order_total"]


def test_four_issues_each_get_a_tracker_line_even_under_a_tight_ceiling():
    store = memory_store()
    for i in range(4):
        ids = dict(case_number=f"CASE-2026-000{i}", order_id=f"ORD-10000{i}", customer_id="CUST-00001")
        kind = "warranty_form" if i == 3 else "refund_request"
        extra = {"serial_number": "SN-AB12CD34"} if i == 3 else {"refund_requested": f"{10 + i}.00"}
        r = ingest(store, f"d{i}", kind, f"2026-01-1{i}", **ids, customer_name="Anna Schmidt", **extra)
    block = store.render(r.case_id, max_tokens=500)
    tracker = block.text.split("Issue tracker:\n")[1].splitlines()
    issues = [line for line in tracker if line.startswith("- ")]
    assert len(issues) == 4 and block.tokens <= 500
    assert any(line.startswith("- warranty claim for SN-AB12CD34") for line in issues)
    assert sum(line.startswith("- refund for ORD-") for line in issues) == 3


def test_unread_facts_are_evicted_first():
    store = memory_store()
    case = refund_case(store)
    full = store.render(case, max_tokens=2000)
    assert not full.omitted
    # an LLM step keeps reading refund_requested; order_date is never read
    for turn in range(6):
        store.record_read(case, ["refund_requested"], turn)
    ceiling = full.tokens - 12
    block = store.render(case, max_tokens=ceiling, evict_after_turns=3)
    assert block.tokens <= ceiling
    assert "refund_requested" in block.text
    assert block.omitted and all(not key.startswith("refund_requested") for key in block.omitted)
    assert "Not shown:" in block.text and f"full record: `docflow facts show {case} --all`" in block.text
    assert "LLM steps: tool get_case_facts(case_id, field)" in block.text


def test_pinned_facts_stay_and_a_ceiling_too_small_is_refused_clearly():
    store = memory_store()
    case = refund_case(store)
    block = store.render(case, max_tokens=260)
    assert block.tokens <= 260
    for pinned in ("case_number", "order_id", "customer_id", "customer_name", "customer_deadline"):
        assert f"- {pinned}" in block.text
    with pytest.raises(BlockBudgetError, match="raise DOCFLOW_CASE_BLOCK_TOKENS"):
        store.render(case, max_tokens=40)


def test_token_estimate_of_the_block_is_the_shared_one():
    store = memory_store()
    case = refund_case(store)
    block = store.render(case)
    assert block.tokens == estimate_tokens(block.text) <= block.ceiling == 900


def test_an_issue_is_named_by_the_order_key_of_the_schema_whatever_its_name():
    from status.case_block import issue_lines
    from tests.test_cases14 import renamed_schema

    store = memory_store()
    ids = dict(case_number="CASE-2026-0001", order_id="ORD-100001", customer_id="CUST-00001")
    r = ingest(store, "d1", "refund_request", "2026-01-11", **ids, customer_name="Anna Schmidt", refund_requested="10.00")
    view = store.load_view(r.case_id)
    assert issue_lines(view, store.schema)[0].startswith("- refund for ORD-100001 (CASE-2026-0001):")
    own, names = renamed_schema()  # "po_number" for order_id, ...
    for issue in view.issues:
        issue["keys"] = [names[k.split(":", 1)[0]] + ":" + k.split(":", 1)[1] for k in issue["keys"]]
    assert issue_lines(view, own)[0].startswith("- refund for ORD-100001 (CASE-2026-0001):")
