"""The LLM door: request layout, trimming, backends over a fake transport, and the only-door rule."""

from __future__ import annotations

import json

import httpx
import pytest

from status.llm import (
    CONSULT_INSTRUCTION,
    INSTRUCTION_HEADING,
    Deadline,
    LlmError,
    ModelUnavailable,
    ToolSpec,
    build_request,
    call_model,
    trim_tool_result,
)
from status.models import TransientError
from status.settings import Settings

CASE = "=== CASE FACTS: CASE-2026-0001 (authoritative; do not summarize) ===\n- refund_approved (approved): 120.00 EUR [appr]"
PIPE = "=== PIPELINE STATUS: batch b1 ===\n12/12 documents validated"
TURNS = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"turn {i}"} for i in range(10)]


def test_instruction_and_blocks_come_first_in_system_then_the_window():
    req = build_request(task="What was approved?", blocks=[PIPE, CASE], summary="We discussed a refund.", turns=TURNS,
                        tool_results=None, tool_fields=None, last_n=4)
    assert req.system.startswith(f"{INSTRUCTION_HEADING}\n{CONSULT_INSTRUCTION}\n\n=== PIPELINE STATUS")
    assert req.system.index(PIPE) < req.system.index(CASE)
    assert req.block_headings == [PIPE.splitlines()[0], CASE.splitlines()[0]]
    joined = [m["content"] for m in req.messages]
    assert joined[0].startswith("Running summary") and "We discussed a refund." in joined[0]
    assert "turn 5" not in "".join(joined) and "turn 6" in joined[0]  # last 4 turns: 6..9; 6 merged with summary
    assert req.messages[-2:] == [{"role": "assistant", "content": "turn 9"}, {"role": "user", "content": "What was approved?"}]
    assert all(a["role"] != b["role"] for a, b in zip(req.messages, req.messages[1:]))
    assert "120.00 EUR" not in "".join(joined)  # facts live in the system region only


def test_tool_results_are_trimmed_to_the_fields_used():
    result = {"case_id": "C1", "facts": [{"field": "x", "value": "1", "source": {"doc_id": "d"}}], "huge": "y" * 5000}
    req = build_request(task="t", blocks=[CASE], summary=None, turns=[],
                        tool_results=[{"tool": "get_case_facts", "result": result}, {"tool": "other", "result": {"a": 1}}],
                        tool_fields={"get_case_facts": ["case_id", "facts"]})
    tool_msg = req.messages[0]["content"]
    payload = json.loads(tool_msg.split("\n", 1)[1].split("\n\nt")[0])
    assert payload[0]["result"] == {"case_id": "C1", "facts": result["facts"]} and "y" * 50 not in tool_msg
    assert payload[1]["result"] == {"a": 1}
    assert trim_tool_result([{"a": 1, "b": 2}], ["a"]) == [{"a": 1}]


def test_bad_requests_are_refused():
    with pytest.raises(ValueError, match="fixed"):
        build_request(task="t", blocks=["no heading here"], summary=None, turns=[])
    with pytest.raises(ValueError, match="empty task"):
        build_request(task=" ", blocks=[], summary=None, turns=[])
    with pytest.raises(ValueError, match="role"):
        build_request(task="t", blocks=[], summary=None, turns=[{"role": "system", "content": "x"}])


def test_none_backend_records_a_harness_card_and_marks_review():
    req = build_request(task="t", blocks=[PIPE, CASE], summary=None, turns=[])
    resp = call_model(req, Settings(llm_backend="none"))
    assert resp.needs_review and resp.answer is None and resp.backend == "none"
    card = resp.harness_card
    assert card["blocks"] == req.block_headings and card["chars"] == len(req.system) + len("t")
    assert card["estimated_tokens"] > 0 and card["request"]["system"] == req.system


def test_anthropic_backend_over_a_fake_transport():
    seen = {}

    def handler(request: httpx.Request) -> httpx.Response:
        seen["url"], seen["headers"], seen["body"] = str(request.url), request.headers, json.loads(request.content)
        return httpx.Response(200, json={"content": [{"type": "text", "text": "120.00 EUR, per appr."}]})

    req = build_request(task="t", blocks=[CASE], summary=None, turns=[])
    resp = call_model(req, Settings(llm_backend="anthropic", llm_api_key="k", llm_model="m"), transport=httpx.MockTransport(handler))
    assert resp.answer == "120.00 EUR, per appr." and not resp.needs_review
    assert seen["url"].endswith("/v1/messages") and seen["headers"]["x-api-key"] == "k"
    assert seen["body"]["system"] == req.system and seen["body"]["messages"] == req.messages and seen["body"]["model"] == "m"
    with pytest.raises(LlmError, match="API_KEY"):
        call_model(req, Settings(llm_backend="anthropic", llm_api_key=None), transport=httpx.MockTransport(handler))


def test_openai_compatible_backend_and_error_classes():
    def ok(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        assert str(request.url) == "http://localhost:11434/v1/chat/completions"
        assert body["messages"][0] == {"role": "system", "content": req.system}
        return httpx.Response(200, json={"choices": [{"message": {"content": "ok"}}]})

    req = build_request(task="t", blocks=[CASE], summary=None, turns=[])
    settings = Settings(llm_backend="openai", llm_base_url="http://localhost:11434/v1", llm_retries=0)
    assert call_model(req, settings, transport=httpx.MockTransport(ok)).answer == "ok"
    with pytest.raises(ModelUnavailable, match="503") as busy:
        call_model(req, settings, transport=httpx.MockTransport(lambda r: httpx.Response(503, text="busy")))
    assert busy.value.kind == "busy" and not isinstance(busy.value, TransientError)  # retries are spent here, once
    with pytest.raises(LlmError, match="401"):
        call_model(req, settings, transport=httpx.MockTransport(lambda r: httpx.Response(401, text="no")))
    with pytest.raises(LlmError, match="unexpected"):
        call_model(req, settings, transport=httpx.MockTransport(lambda r: httpx.Response(200, json={"x": 1})))
    with pytest.raises(LlmError, match="unknown llm backend"):
        call_model(req, Settings(llm_backend="carrier-pigeon"))


def _raising(exc_type, counter: list):
    def handler(request: httpx.Request) -> httpx.Response:
        counter.append(request)
        raise exc_type("simulated", request=request)
    return handler


def test_slow_and_unreachable_are_told_apart_and_retried_within_the_budget():
    req = build_request(task="t", blocks=[CASE], summary=None, turns=[])
    settings = Settings(llm_backend="openai", llm_base_url="http://x/v1", llm_retries=2, llm_retry_backoff_s=0,
                        llm_timeout_s=7)
    calls: list = []
    with pytest.raises(ModelUnavailable, match="slow: connected but no reply within 7 s") as slow:
        call_model(req, settings, transport=httpx.MockTransport(_raising(httpx.ReadTimeout, calls)))
    assert slow.value.kind == "slow" and slow.value.code == "model_slow" and len(calls) == 3
    assert "after 3 attempts" in str(slow.value)
    calls.clear()
    with pytest.raises(ModelUnavailable, match="unreachable") as down:
        call_model(req, settings, transport=httpx.MockTransport(_raising(httpx.ConnectError, calls)))
    assert down.value.kind == "unreachable" and len(calls) == 3
    calls.clear()
    with pytest.raises(ModelUnavailable, match="unreachable: no connection within 5 s"):
        call_model(req, settings, transport=httpx.MockTransport(_raising(httpx.ConnectTimeout, calls)))


def test_one_overall_deadline_stops_retries_and_later_steps():
    now = [0.0]
    deadline = Deadline(10, clock=lambda: now[0])
    req = build_request(task="t", blocks=[CASE], summary=None, turns=[])
    settings = Settings(llm_backend="openai", llm_base_url="http://x/v1", llm_retries=5, llm_retry_backoff_s=0)
    seen: list = []

    def slow(request: httpx.Request) -> httpx.Response:
        seen.append(request.extensions["timeout"]["read"])
        now[0] += 6  # each attempt uses up 6 of the 10 seconds
        raise httpx.ReadTimeout("simulated", request=request)

    with pytest.raises(ModelUnavailable, match="deadline") as exc:
        call_model(req, settings, transport=httpx.MockTransport(slow), deadline=deadline)
    assert exc.value.kind == "deadline" and len(seen) == 2 and seen[1] == pytest.approx(4)  # the 2nd waits only what is left
    with pytest.raises(ModelUnavailable, match="request not sent"):
        call_model(req, settings, transport=httpx.MockTransport(slow), deadline=deadline)
    assert len(seen) == 2


FACTS_TOOL = ToolSpec(
    name="get_case_facts",
    description="Full record of a case, or one field's history.",
    input_schema={"type": "object", "properties": {"case_id": {"type": "string"}, "field": {"type": "string"}},
                  "required": ["case_id"]},
    result_fields=["case_id", "field", "history.display", "history.source.doc_id"],
)


def test_anthropic_tool_call_is_answered_by_the_handler():
    seen: list[dict] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        seen.append(body)
        assert body["tools"][0]["name"] == "get_case_facts"
        if len(seen) == 1:
            return httpx.Response(200, json={"content": [
                {"type": "tool_use", "id": "tu1", "name": "get_case_facts", "input": {"case_id": "C1", "field": "refund_approved"}}]})
        result = body["messages"][-1]["content"][0]
        assert result == {"type": "tool_result", "tool_use_id": "tu1", "content": "refund_approved: 120.00 EUR"}
        return httpx.Response(200, json={"content": [{"type": "text", "text": "120.00 EUR per the approval."}]})

    calls: list[dict] = []
    req = build_request(task="What was approved?", blocks=[CASE], summary=None, turns=[], tools=[FACTS_TOOL])
    assert req.harness_card()["tools"] == ["get_case_facts"]
    resp = call_model(req, Settings(llm_backend="anthropic", llm_api_key="k"), transport=httpx.MockTransport(handler),
                      tool_handlers={"get_case_facts": lambda args: calls.append(args) or f"{args['field']}: 120.00 EUR"})
    assert resp.answer == "120.00 EUR per the approval." and calls == [{"case_id": "C1", "field": "refund_approved"}]


def test_openai_tool_call_errors_go_back_to_the_model_not_up():
    rounds: list[dict] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        rounds.append(body)
        if len(rounds) == 1:
            return httpx.Response(200, json={"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "get_case_facts", "arguments": '{"case_id": "nope"}'}}]}}]})
        assert body["messages"][-1] == {"role": "tool", "tool_call_id": "c1", "content": '{"error":"KeyError: \'nope\'"}'}
        return httpx.Response(200, json={"choices": [{"message": {"content": "I could not check the record."}}]})

    def facts(args):
        raise KeyError(args["case_id"])

    req = build_request(task="What was approved?", blocks=[CASE], summary=None, turns=[], tools=[FACTS_TOOL])
    resp = call_model(req, Settings(llm_backend="openai", llm_base_url="http://x/v1"), transport=httpx.MockTransport(handler),
                      tool_handlers={"get_case_facts": facts})
    assert resp.answer == "I could not check the record." and len(rounds) == 2


def test_trimming_reaches_into_nested_records():
    record = {"case": {"case_id": "C1", "keys_json": "x" * 500}, "facts": [
        {"field": "refund_approved", "display": "120.00 EUR", "source": {"doc_id": "d1", "quote": "q" * 300}}],
        "fields": {"a": {"value": "1", "raw": "r" * 100}, "b": {"value": None, "raw": None}}}
    kept = trim_tool_result(record, ["case.case_id", "facts.display", "facts.source.doc_id", "fields.*.value"])
    assert kept == {"case": {"case_id": "C1"}, "facts": [{"display": "120.00 EUR", "source": {"doc_id": "d1"}}],
                    "fields": {"a": {"value": "1"}, "b": {"value": None}}}
    assert trim_tool_result({"error": "no such case", "x": 1}, ["facts.display"]) == {"error": "no such case"}


def test_offered_tools_must_declare_their_fields():
    with pytest.raises(ValueError, match="declares no result_fields"):
        build_request(task="t", blocks=[], summary=None, turns=[],
                      tools=[ToolSpec(name="x", description="d", input_schema={"type": "object"})])
