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


def test_advice_is_labelled_wherever_it_is_shown():
    from stages.review import ADVICE_LABEL, advice_text
    from status.models import ReviewResult

    answered = ReviewResult(doc_id="CASE-1", backend="openai", answer="The approval says 120.00 EUR.",
                            harness_card={"estimated_tokens": 300})
    assert advice_text(answered) == f"{ADVICE_LABEL}:\nThe approval says 120.00 EUR." and "advice only" in ADVICE_LABEL
    recorded = ReviewResult(doc_id="CASE-1", backend="none", harness_card={"estimated_tokens": 300})
    assert "no model answer" in advice_text(recorded) and "~300 tokens" in advice_text(recorded)


def test_a_failed_case_review_is_recorded_in_the_status_store_with_its_error():
    from sqlmodel import create_engine

    from status.llm import ModelUnavailable
    from status.models import ReviewResult
    from status.review_log import case_reviews, record_case_review

    engine = create_engine("sqlite://")
    record_case_review(engine, "b1", "CASE-1", result=ReviewResult(doc_id="CASE-1", backend="none", harness_card={"estimated_tokens": 5}))
    record_case_review(engine, "b1", "CASE-2", error=ModelUnavailable("slow", "model endpoint slow: connected but no reply within 30 s"))
    rows = case_reviews(engine, "b1")
    assert [(r.case_id, r.state) for r in rows] == [("CASE-1", "recorded"), ("CASE-2", "failed")]
    failed = case_reviews(engine, "b1", failed_only=True)
    assert failed[0].error_class == "model_slow" and "no reply within 30 s" in failed[0].error_message
    record_case_review(engine, "b1", "CASE-2", result=ReviewResult(doc_id="CASE-2", backend="openai", answer="ok"))
    assert case_reviews(engine, "b1", failed_only=True) == []  # the newest outcome counts
    assert case_reviews(engine, "b1")[1].advice == "ok"


def test_a_slow_model_fails_the_review_with_a_clear_error_and_no_second_retry_layer():
    from status.llm import Deadline, ModelUnavailable
    from status.models import TransientError

    store = memory_store()
    case = refund_case(store)
    v = make_val("inv", "invoice", order_id="ORD-100001", order_total="499.00", unverified={"order_total": ("4990.00", "bound")})
    calls = []

    def slow(request: httpx.Request) -> httpx.Response:
        calls.append(1)
        raise httpx.ReadTimeout("simulated", request=request)

    settings = Settings(llm_backend="openai", llm_base_url="http://localhost:8000/v1", llm_retries=1, llm_retry_backoff_s=0)
    try:
        review(v, store.case_block(case), PIPE, settings, transport=httpx.MockTransport(slow), deadline=Deadline(60))
    except ModelUnavailable as exc:
        assert exc.code == "model_slow" and not isinstance(exc, TransientError) and len(calls) == 2
    else:
        raise AssertionError("a slow model must fail the review")
