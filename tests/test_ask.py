"""docflow ask sessions against a recording fake model: blocks first and fresh, the window and
its summary, trimming in every tool round, the scratchpad, resume / fork / fresh, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from benchmarks.fact_retention import BATCH, load_batch
from status.ask_session import AskOptions, AskSession
from status.models import Stage, StageState, StageStatus
from status.settings import Settings
from status.summarize import SUMMARY_TASK

SAMPLES = Path(__file__).resolve().parent.parent / "sample_docs"
CASE_ROWS = ("C24",)  # the truth case whose documents make the small batch (CASE-2026-2031)
CASE = "CASE-2026-2031"


@pytest.fixture()
def batch(tmp_path):
    rows = [line for line in (SAMPLES / "truth.jsonl").read_text().splitlines() if json.loads(line)["case_id"] in CASE_ROWS]
    (tmp_path / "samples").mkdir()
    (tmp_path / "samples" / "truth.jsonl").write_text("\n".join(rows) + "\n")
    store, truth = load_batch(f"sqlite:///{tmp_path}/ask.db", tmp_path / "samples")
    return store, truth


class FakeModel:
    """An OpenAI-compatible endpoint that records every request body and answers from a script."""

    def __init__(self, script=None):
        self.bodies: list[dict] = []
        self.script = script or (lambda body: {"content": f"answer {len(self.bodies)}"})

    def __call__(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        self.bodies.append(body)
        if SUMMARY_TASK.split(".")[0] in body["messages"][-1]["content"]:
            return httpx.Response(200, json={"choices": [{"message": {"content": "SUMMARY: the operator checked things."}}]})
        return httpx.Response(200, json={"choices": [{"message": self.script(body)}]})

    def asks(self) -> list[dict]:
        return [b for b in self.bodies if SUMMARY_TASK.split(".")[0] not in b["messages"][-1]["content"]]


def _settings(**kw) -> Settings:
    return Settings(llm_backend="openai", llm_base_url="http://fake/v1", llm_retries=0, **kw)


def _open(store, fake, **kw) -> AskSession:
    settings = kw.pop("settings", _settings())
    options = kw.pop("options", AskOptions.from_settings(settings))
    return AskSession.open(store.engine, store, BATCH, settings, transport=httpx.MockTransport(fake), options=options, **kw)


def _system(body: dict) -> str:
    return body["messages"][0]["content"]


def test_blocks_come_first_and_are_rebuilt_for_every_call(batch):
    store, truth = batch
    fake = FakeModel()
    session = _open(store, fake, fresh=True)
    session.ask(f"What was approved for {CASE}?")
    first = _system(fake.asks()[-1])
    assert first.startswith("=== INSTRUCTION ===") and first.index("=== PIPELINE STATUS") < first.index(f"=== CASE FACTS: {CASE}")
    assert "37.79 USD" in first  # the exact value comes from the block, not from any turn
    doc = truth[0]["doc_id"]
    session.coordinator.emit(StageStatus(event_id="x-fail", batch_id=BATCH, doc_id=doc, content_hash=f"truth-{doc}",
                                         stage=Stage.REVIEW, state=StageState.FAILED, attempt=2,
                                         error_class="model_slow", error_message="no reply within 30 s"))
    session.ask("And now?")
    second = _system(fake.asks()[-1])
    assert "model_slow" in second and "model_slow" not in first


def test_window_folds_old_exchanges_into_a_summary_that_is_not_a_fact_source(batch):
    store, _ = batch
    fake = FakeModel()
    settings = _settings()
    session = _open(store, fake, fresh=True, options=AskOptions.from_settings(settings, window=3))
    for i in range(6):
        session.ask(f"question {i} about {CASE}")
    last = fake.asks()[-1]
    text = json.dumps(last["messages"][1:])
    assert "question 5" in text and "question 2" in text and "question 1" not in text  # last 3 exchanges + the question
    assert "SUMMARY: the operator checked things." in text and "for continuity only" in text
    assert session.row.folded == 2 and session.row.exchanges == 6  # 5 earlier exchanges: 3 in the window, 2 summarised
    assert len(fake.bodies) > len(fake.asks())  # the model wrote the summary through the door


def test_backend_none_folds_with_the_extractive_summariser(batch):
    store, _ = batch
    settings = Settings(llm_backend="none")
    session = AskSession.open(store.engine, store, BATCH, settings, fresh=True,
                              options=AskOptions.from_settings(settings, window=2))
    for i in range(5):
        reply = session.ask(f"Which documents of {CASE} came first, part {i}? Tell me more.")
    assert reply.answer is None and reply.folded == 2 and reply.window == 2
    messages = reply.harness_card["request"]["messages"]
    assert "operator: Which documents of CASE-2026-2031 came first, part 0?" in messages[0]["content"]
    assert "Tell me more" not in messages[0]["content"].split("\n\n")[0]  # first sentence only


def test_every_tool_round_is_trimmed_and_counted(batch):
    store, _ = batch

    def script(body):
        tool_messages = [m for m in body["messages"] if m["role"] == "tool"]
        if not tool_messages:
            return {"role": "assistant", "content": None, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "get_case_facts", "arguments": json.dumps({"case_id": CASE})}}]}
        if len(tool_messages) == 1:
            return {"role": "assistant", "content": None, "tool_calls": [
                {"id": "c2", "type": "function", "function": {"name": "get_case_facts",
                                                              "arguments": json.dumps({"case_id": CASE, "field": "refund_approved"})}}]}
        return {"content": "37.79 USD, approved."}

    fake = FakeModel(script)
    session = _open(store, fake, fresh=True)
    reply = session.ask(f"What was approved for {CASE}?")
    full = store.get_case_facts(CASE)
    assert len(full) > 10_000
    rounds = fake.asks()
    assert len(rounds) == 3
    for body in rounds[1:]:
        for m in (m for m in body["messages"] if m["role"] == "tool"):
            assert "content_hash" not in m["content"] and "quote" not in m["content"] and len(m["content"]) < len(full) / 4
    assert '"display":"37.79 USD"' in rounds[2]["messages"][-1]["content"]
    card = reply.harness_card
    assert [r["round"] for r in card["rounds_sent"]] == [0, 1, 2] and card["tool_rounds"] == 2
    assert card["estimated_tokens_all_rounds"] == sum(r["estimated_tokens"] for r in card["rounds_sent"])
    assert reply.answer == "37.79 USD, approved." and reply.advice_only
    session.ask("thanks")
    window = json.dumps(fake.asks()[-1]["messages"])
    assert "get_case_facts(case_id=CASE-2026-2031) was answered here" in window and '"display"' not in window


def test_the_scratchpad_keeps_constraints_outside_the_summary(batch):
    store, _ = batch
    fake = FakeModel()
    settings = _settings()
    session = _open(store, fake, fresh=True, options=AskOptions.from_settings(settings, window=2))
    reply = session.ask(f"Do not reprocess NW-0004.png. What is the status of {CASE}?")
    assert [n["text"] for n in reply.notes_added] == ["Do not reprocess NW-0004.png."] and reply.notes_added[0]["kind"] == "constraint"
    session.ask("/note treat CUST-70070 as a premium customer")
    assert session.ask("show me the failed documents").notes_added == []  # a plain request is not a note
    for i in range(4):
        session.ask(f"filler {i}")
    system = _system(fake.asks()[-1])
    assert "=== SCRATCHPAD" in system and "[1] constraint: Do not reprocess NW-0004.png." in system
    assert "[2] note: treat CUST-70070 as a premium customer" in system
    assert "Do not reprocess" not in json.dumps(fake.asks()[-1]["messages"][1:])  # long gone from the window
    session.ask("/done 1")
    session.ask("and now?")
    system = _system(fake.asks()[-1])
    assert "Do not reprocess" not in system and "Completed: 1 note(s)" in system
    done = session.tools.raw_scratchpad("done")["notes"]
    assert [n["text"] for n in done] == ["Do not reprocess NW-0004.png."]


def test_resume_fork_and_fresh(batch):
    store, truth = batch
    fake = FakeModel()
    a = _open(store, fake, fresh=True)
    a.ask(f"first question on {CASE}")
    a.ask("second question")
    resumed = _open(store, fake, session_id=a.session_id)
    assert resumed.session_id == a.session_id and resumed.changes == []
    resumed.ask("third question")
    assert "second question" in json.dumps(fake.asks()[-1]["messages"])

    fork = _open(store, fake, fork=a.session_id)
    assert fork.session_id != a.session_id and fork.row.parent_id == a.session_id
    fork.ask("only in the fork")
    assert "third question" in json.dumps(fake.asks()[-1]["messages"])
    _open(store, fake, session_id=a.session_id).ask("back in the original")
    assert "only in the fork" not in json.dumps(fake.asks()[-1]["messages"])

    fresh = _open(store, fake, fresh=True)
    fresh.ask("clean start")
    body = fake.asks()[-1]
    assert fresh.session_id not in (a.session_id, fork.session_id)
    assert "first question" not in json.dumps(body["messages"]) and "=== PIPELINE STATUS" in _system(body)

    doc = truth[0]["doc_id"]  # what changes while the session is away is told on resume
    a.coordinator.emit(StageStatus(event_id="y-fail", batch_id=BATCH, doc_id=doc, content_hash=f"truth-{doc}",
                                   stage=Stage.REVIEW, state=StageState.FAILED, attempt=2, error_class="x", error_message="y"))
    store.resolve(CASE, "refund_approved", "40.00", by="alice", note="checked the ledger")
    again = _open(store, fake, session_id=a.session_id)
    assert any(f"document {doc}: succeeded -> failed" in c for c in again.changes)
    assert any("refund_approved: 37.79 USD -> 40.00 USD" in c for c in again.changes)
    assert any("resolved: refund_approved = 40.00 USD by alice" in c for c in again.changes)
    again.ask("what changed?")
    assert "=== CHANGES SINCE THIS SESSION WAS SAVED" in _system(fake.asks()[-1])
    again.ask("and again?")
    assert "=== CHANGES SINCE" not in _system(fake.asks()[-1])  # told once


def test_requests_stay_under_the_context_budget(batch):
    store, _ = batch
    fake = FakeModel(lambda body: {"content": "x " * 1500})  # long replies fill the window fast
    settings = _settings(llm_context_tokens=3500)
    session = _open(store, fake, fresh=True, options=AskOptions.from_settings(settings, window=8))
    for i in range(12):
        reply = session.ask(f"question {i} on {CASE}")
        assert reply.harness_card["estimated_tokens"] <= 3500
    assert reply.window < 8


def test_cli_ask_one_question_and_list(batch, monkeypatch):
    from typer.testing import CliRunner

    from flows.cli import app

    store, _ = batch
    url = str(store.engine.url)
    monkeypatch.setenv("DOCFLOW_LLM_BACKEND", "none")
    runner = CliRunner()
    result = runner.invoke(app, ["ask", BATCH, "-q", f"What was approved for {CASE}?", "--db", url, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["answer"] is None and data["advice_only"] and data["focus"] == [CASE]
    assert data["harness_card"]["blocks"][0].startswith("=== PIPELINE STATUS") and "request" not in data["harness_card"]
    listed = json.loads(runner.invoke(app, ["ask", "--list", "--db", url, "--json"]).output)
    assert [s["session_id"] for s in listed] == [data["session_id"]] and listed[0]["exchanges"] == 1
    result = runner.invoke(app, ["ask", BATCH, "--session", data["session_id"], "-q", "/note do not touch NW-0004.png", "--db", url])
    assert result.exit_code == 0 and "kept as note [1]" in result.output
    assert runner.invoke(app, ["ask", "nope", "-q", "x", "--db", url]).exit_code == 1
    assert runner.invoke(app, ["ask", BATCH, "--fresh", "--fork", "s-1", "-q", "x", "--db", url]).exit_code == 2
