"""Review stage: what gets asked, through the door, offline by default."""

from __future__ import annotations

import json

import httpx

from stages.review import block_section, review, review_question
from status.settings import Settings
from tests.test_facts import IDS, ingest, make_val, memory_store, refund_case

PIPE = "=== PIPELINE STATUS: batch b1 ===\n3/3 validated"


def test_nothing_to_review_means_no_call():
    store = memory_store()
    case = refund_case(store)
    v = make_val("inv", "invoice", order_id="ORD-100001", order_total="499.00")
    result = review(v, store.case_block(case), PIPE, Settings(llm_backend="none"))
    assert result.needs_review is False and result.harness_card == {"skipped": "nothing to review"}


def test_offline_review_records_the_request_with_conflicts_and_unaccepted_values():
    store = memory_store()
    case = refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    block = store.case_block(case)
    v = make_val("letter", "customer_letter", **IDS, unverified={"customer_deadline": ("2026-13-40", "not a date")})
    question = review_question(v, block)
    assert "customer_deadline" in question and "contested in the case: refund_approved" in question
    result = review(v, block, PIPE, Settings(llm_backend="none"))
    assert result.backend == "none" and result.needs_review and result.answer is None
    card = result.harness_card
    assert card["blocks"] == [PIPE.splitlines()[0], block.splitlines()[0]]
    assert card["request"]["system"].index("=== PIPELINE STATUS") < card["request"]["system"].index("=== CASE FACTS")
    assert card["question"] == question and card["estimated_tokens"] > 0


def test_a_model_answer_does_not_clear_a_weighty_conflict():
    store = memory_store()
    case = refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    block = store.case_block(case)
    assert block_section(block, "Contested:")

    def handler(request: httpx.Request) -> httpx.Response:
        assert "=== CASE FACTS" in json.loads(request.content)["messages"][0]["content"]
        return httpx.Response(200, json={"choices": [{"message": {"content": "The approval letter says 120.00 EUR."}}]})

    settings = Settings(llm_backend="openai", llm_base_url="http://localhost:8000/v1")
    result = review(make_val("letter", "customer_letter", **IDS), block, PIPE, settings, transport=httpx.MockTransport(handler))
    assert result.answer == "The approval letter says 120.00 EUR." and result.needs_review is True


def test_a_model_answer_does_not_clear_a_failed_rule():
    """With a real backend the answer is advice: the document still waits for a person."""
    from status.models import RuleFailure

    store = memory_store()
    case = refund_case(store)
    v = make_val("inv", "invoice", order_id="ORD-100001", order_total="499.00")
    v = v.model_copy(update={"rules_failed": [RuleFailure(rule="line_items_sum", message="items add up to 450.00, not 499.00")]})

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"choices": [{"message": {"content": "I cannot tell."}}]})

    settings = Settings(llm_backend="openai", llm_base_url="http://localhost:8000/v1")
    result = review(v, store.case_block(case), PIPE, settings, transport=httpx.MockTransport(handler))
    assert result.answer == "I cannot tell." and result.needs_review is True


def test_case_review_asks_about_every_contested_fact_and_stays_open():
    from stages.review import review_case

    store = memory_store()
    case = refund_case(store)
    assert review_case(case, store.case_block(case), PIPE, Settings(llm_backend="none")).needs_review is False
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    block = store.case_block(case)
    result = review_case(case, block, PIPE, Settings(llm_backend="none"))
    assert result.needs_review and "refund_approved" in result.harness_card["question"]
    system = result.harness_card["request"]["system"]
    assert system.startswith("=== INSTRUCTION ===") and system.index("=== CASE FACTS") > 0


def test_a_document_with_no_fields_found_is_asked_about():
    v = make_val("minutes", "order_confirmation")
    v = v.model_copy(update={"fields": {k: f.model_copy(update={"value": None}) for k, f in v.fields.items()}})
    result = review(v, "", PIPE, Settings(llm_backend="none"))
    assert result.needs_review and "no field of the schema was found" in result.harness_card["question"]
