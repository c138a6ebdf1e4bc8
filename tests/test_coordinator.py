"""The coordinator's fold: rules, order independence, idempotence, rebuild after failure + resume, status CLI."""

from __future__ import annotations

import json
import uuid
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import update
from typer.testing import CliRunner

from flows.cli_status import app as status_app
from status.coordinator import (
    Coordinator,
    DocState,
    DocumentRef,
    UnknownBatchError,
    fold_events,
)
from status.db import get_engine
from status.events import BatchCounterRow, DocumentStatusRow
from status.models import STAGE_ORDER, Stage, StageState, StageStatus

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
REF = DocumentRef(doc_id="d1", path="/in/d1.pdf", content_hash="h1")


def ev(stage: str, state: str, attempt: int = 1, at: int = 0, ref: DocumentRef = REF, batch: str = "b", **kw) -> StageStatus:
    return StageStatus(
        event_id=f"{batch}:{ref.doc_id}:{stage}:{attempt}:{state}:{at}",
        batch_id=batch,
        doc_id=ref.doc_id,
        content_hash=ref.content_hash,
        stage=Stage(stage),
        state=StageState(state),
        attempt=attempt,
        emitted_at=T0 + timedelta(seconds=at),
        **kw,
    )


def done(*stages: str) -> list[StageStatus]:
    return [ev(s, "succeeded", at=i) for i, s in enumerate(stages)]


# --------------------------------------------------------------------------- fold rules

RULES = [
    ("no events", [], DocState.PENDING, None),
    ("ocr started", [ev("ocr", "started")], DocState.RUNNING, "ocr"),
    ("between stages", done("ocr"), DocState.RUNNING, "ocr"),
    ("validate done", done("ocr", "nlp", "validate"), DocState.SUCCEEDED, "validate"),
    ("review skipped", done("ocr", "nlp", "validate") + [ev("review", "skipped", at=9)], DocState.SUCCEEDED, "review"),
    ("review running", done("ocr", "nlp", "validate") + [ev("review", "started", at=9)], DocState.RUNNING, "review"),
    ("review needs_review", done("ocr", "nlp", "validate") + [ev("review", "needs_review", at=9)], DocState.NEEDS_REVIEW, "review"),
    ("validate needs_review", done("ocr", "nlp") + [ev("validate", "needs_review", at=5)], DocState.NEEDS_REVIEW, "validate"),
    ("review succeeded without validate", done("ocr", "nlp") + [ev("review", "succeeded", at=9)], DocState.RUNNING, "review"),
    ("nlp failed", done("ocr") + [ev("nlp", "failed", at=3, error_class="ValueError", error_message="bad")], DocState.FAILED, "nlp"),
    (
        "resume attempt 2 running",
        done("ocr") + [ev("nlp", "failed", at=3), ev("nlp", "started", attempt=2, at=4)],
        DocState.RUNNING,
        "nlp",
    ),
    (
        "resume attempt 2 succeeded",
        done("ocr") + [ev("nlp", "failed", at=3), ev("nlp", "succeeded", attempt=2, at=4), ev("validate", "succeeded", at=5)],
        DocState.SUCCEEDED,
        "validate",
    ),
    # a late 'started' of the same attempt (delivered after its failure, or emitted with a skewed clock) cannot undo it
    ("started after failed, same attempt", [ev("ocr", "failed", at=5), ev("ocr", "started", at=9)], DocState.FAILED, "ocr"),
]


@pytest.mark.parametrize("events,state,stage", [r[1:] for r in RULES], ids=[r[0] for r in RULES])
def test_fold_rules(events, state, stage):
    folded = fold_events(events, REF.content_hash)
    assert folded.state == state.value
    assert folded.stage == stage


def test_fold_keeps_the_decisive_error_and_clears_it_after_resume():
    failed = done("ocr") + [ev("nlp", "failed", at=3, error_class="ValueError", error_message="no text")]
    folded = fold_events(failed, REF.content_hash)
    assert (folded.error_stage, folded.error_class, folded.error_message) == ("nlp", "ValueError", "no text")
    resumed = fold_events(failed + [ev("nlp", "succeeded", attempt=2, at=7)], REF.content_hash)
    assert resumed.error_class is None and resumed.attempts == 2
    other_file = fold_events(failed, "another-hash")
    assert other_file.state == DocState.PENDING.value and other_file.events == 0


# --------------------------------------------------------------------------- order independence (property)

STAGES = [s.value for s in STAGE_ORDER]
STATES = [s.value for s in StageState]

raw_events = st.lists(
    st.tuples(st.sampled_from(STAGES), st.sampled_from(STATES), st.integers(1, 3), st.integers(0, 5)),
    min_size=0,
    max_size=12,
    unique_by=lambda t: t[:3] + (t[3],),
)


def build(raw: list[tuple[str, str, int, int]], batch: str = "b") -> list[StageStatus]:
    # equal emitted_at values are allowed on purpose: event_id must break the tie
    return [ev(stage, state, attempt, at, batch=batch, error_class="E" if state == "failed" else None) for stage, state, attempt, at in raw]


@given(raw=raw_events, data=st.data())
@settings(max_examples=300, deadline=None)
def test_any_permutation_or_duplication_folds_the_same(raw, data):
    events = build(raw)
    reference = fold_events(events, REF.content_hash)
    shuffled = data.draw(st.permutations(events))
    dupes = data.draw(st.lists(st.sampled_from(events), max_size=6)) if events else []
    assert fold_events(shuffled + dupes, REF.content_hash) == reference
    assert fold_events(list(reversed(shuffled)) + dupes + shuffled, REF.content_hash) == reference


@pytest.fixture(scope="module")
def shared_coordinator(tmp_path_factory) -> Coordinator:
    return Coordinator(get_engine(f"sqlite:///{tmp_path_factory.mktemp('fold') / 'fold.db'}"))


@given(raw=raw_events, data=st.data())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_emitting_in_any_order_matches_the_pure_fold_and_the_rebuild(shared_coordinator, raw, data):
    coord = shared_coordinator
    batch = f"p-{uuid.uuid4().hex[:12]}"
    coord.register_batch(batch, [REF], schema_name="default", source="/in")
    events = build(raw, batch)
    deliveries = data.draw(st.permutations(events)) + (data.draw(st.lists(st.sampled_from(events), max_size=4)) if events else [])
    accepted = sum(coord.emit(e) for e in deliveries)
    assert accepted == len(events)
    status = coord.document_statuses(batch)[0]
    folded = fold_events(events, REF.content_hash)
    assert (status.state.value, status.stage, status.attempts, status.events) == (folded.state, folded.stage, folded.attempts, folded.events)
    assert coord.rebuild(batch).ok


# --------------------------------------------------------------------------- failure + resume, rebuild


@pytest.fixture()
def coord(engine) -> Coordinator:
    return Coordinator(engine)


def _refs(n: int) -> list[DocumentRef]:
    return [DocumentRef(doc_id=f"doc-{i}", path=f"/in/doc-{i}.pdf", content_hash=f"h{i}") for i in range(n)]


def _run(coord: Coordinator, ref: DocumentRef, stages, attempt: int, at: int, fail_at: str | None = None,
         crash_at: str | None = None, batch: str = "b"):
    """Emit what a pipeline run would: started/succeeded per stage, a failure, or a crash (started, nothing after)."""
    for i, stage in enumerate(stages):
        coord.emit(ev(stage, "started", attempt, at + 2 * i, ref=ref, batch=batch))
        if stage == crash_at:
            return
        if stage == fail_at:
            coord.emit(ev(stage, "failed", attempt, at + 2 * i + 1, ref=ref, batch=batch, error_class="ValueError",
                          error_message=f"{stage} broke"))
            return
        coord.emit(ev(stage, "succeeded", attempt, at + 2 * i + 1, ref=ref, batch=batch, summary={"stage": stage}))


def test_failure_resume_and_rebuild_show_no_differences(coord):
    docs = _refs(6)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    stages = ["ocr", "nlp", "validate"]
    # run 1: doc-1 fails at nlp, doc-2 crashes inside ocr, doc-5 never starts
    for ref in docs[:5]:
        _run(coord, ref, stages, attempt=1, at=0, fail_at="nlp" if ref.doc_id == "doc-1" else None,
             crash_at="ocr" if ref.doc_id == "doc-2" else None)
    counts = coord.batch_counts("b")
    assert counts["by_state"] == {"succeeded": 3, "needs_review": 0, "failed": 1, "running": 1, "pending": 1}
    assert counts["by_stage"]["nlp"] == {"succeeded": 3, "failed": 1}
    assert [d.doc_id for d in coord.unfinished("b")] == ["doc-1", "doc-2", "doc-5"]
    assert coord.rebuild("b").ok

    # resume: attempt 2 from the first stage not done, events redelivered and out of order
    for d in coord.unfinished("b"):
        ref = next(r for r in docs if r.doc_id == d.doc_id)
        todo = [s for s in stages if s not in d.completed_stages]
        _run(coord, ref, todo, attempt=2, at=100)
    for e in reversed(coord.events("b", "doc-1")):
        assert coord.emit(e) is False
    # and one late duplicate of the original failure
    assert coord.emit(ev("nlp", "failed", 1, 3, ref=docs[1], error_class="ValueError", error_message="nlp broke")) is False

    statuses = {d.doc_id: d for d in coord.document_statuses("b")}
    assert all(d.state is DocState.SUCCEEDED for d in statuses.values())
    assert statuses["doc-1"].attempts == 2 and statuses["doc-1"].error_class is None
    assert statuses["doc-1"].completed_stages == ["ocr", "nlp", "validate"]
    assert coord.unfinished("b") == []
    report = coord.rebuild("b")
    assert report.ok, [str(d) for d in report.differences]
    assert report.events_total == report.events_folded == len(coord.events("b"))


def test_rebuild_reports_and_repairs_a_tampered_table(coord, engine):
    docs = _refs(3)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    for ref in docs:
        _run(coord, ref, ["ocr", "nlp", "validate"], 1, 0, fail_at="validate" if ref.doc_id == "doc-0" else None)
    with engine.begin() as conn:
        conn.execute(update(DocumentStatusRow).where(DocumentStatusRow.doc_id == "doc-0").values(state="succeeded", error_class=None))
        conn.execute(update(BatchCounterRow).where(BatchCounterRow.name == "final:failed").values(count=7))
    report = coord.rebuild("b")
    found = {(d.table, d.key, d.field): (d.live, d.rebuilt) for d in report.differences}
    assert found[("document_status", "doc-0", "state")] == ("succeeded", "failed")
    assert found[("document_status", "doc-0", "error_class")] == (None, "ValueError")
    assert found[("batch_counter", "final:failed", "count")] == (7, 1)
    assert not report.applied
    assert coord.rebuild("b", apply=True).applied
    assert coord.rebuild("b").ok
    assert coord.document_statuses("b")[0].state is DocState.FAILED
    assert coord.batch_counts("b")["by_state"]["failed"] == 1


def test_batches_and_unknown_batch(coord):
    coord.register_batch("b1", _refs(2), schema_name="default", source="/a")
    coord.register_batch("b2", _refs(1), schema_name="receipts", source="/b")
    _run(coord, _refs(1)[0], ["ocr", "nlp", "validate"], 1, 0, batch="b2")
    summaries = {b.batch_id: b for b in coord.batches()}
    assert set(summaries) == {"b1", "b2"}
    assert summaries["b2"].schema_name == "receipts" and summaries["b2"].documents == 1
    assert summaries["b1"].by_state["pending"] == 2
    with pytest.raises(UnknownBatchError, match="unknown batch 'nope'; known batches: b1, b2"):
        coord.document_statuses("nope")
    for call in (coord.batch_counts, coord.unfinished, coord.rebuild, coord.events):
        with pytest.raises(UnknownBatchError):
            call("nope")


# --------------------------------------------------------------------------- status CLI


@pytest.fixture()
def cli_db(db_url, coord, monkeypatch):
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", db_url)
    docs = _refs(4)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    for ref in docs[:3]:
        _run(coord, ref, ["ocr", "nlp", "validate"], 1, 0, fail_at="nlp" if ref.doc_id == "doc-1" else None)
    return coord


def test_cli_status_prints_block_and_table(cli_db):
    result = CliRunner().invoke(status_app, ["status", "b"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("=== PIPELINE STATUS: batch b (authoritative; do not summarize) ===\n")
    assert "counts: succeeded=2 needs_review=0 failed=1 running=0 pending=1" in result.output
    assert "- doc-1 stage=nlp attempt=1 error=ValueError: nlp broke" in result.output
    assert "2 documents not succeeded" in result.output
    full = CliRunner().invoke(status_app, ["status", "b", "--all"])
    assert full.exit_code == 0 and "all 4 documents of b" in full.output and "doc-0" in full.output


def test_cli_json_and_batches(cli_db):
    data = json.loads(CliRunner().invoke(status_app, ["status", "b", "--json"]).output)
    assert data["counts"]["by_state"]["failed"] == 1
    assert [d["doc_id"] for d in data["documents"]] == ["doc-0", "doc-1", "doc-2", "doc-3"]
    listing = json.loads(CliRunner().invoke(status_app, ["batches", "--json"]).output)
    assert listing[0]["batch_id"] == "b" and listing[0]["documents"] == 4
    table = CliRunner().invoke(status_app, ["batches"])
    assert table.exit_code == 0 and "1 batches" in table.output


def test_cli_unknown_batch_exits_1(cli_db):
    result = CliRunner().invoke(status_app, ["status", "missing"])
    assert result.exit_code == 1
    assert "unknown batch 'missing'" in result.output


def test_cli_rebuild_reports_differences_and_applies(cli_db, engine):
    ok = CliRunner().invoke(status_app, ["status", "b", "--rebuild"])
    assert ok.exit_code == 0 and "no differences" in ok.output
    with engine.begin() as conn:
        conn.execute(update(DocumentStatusRow).where(DocumentStatusRow.doc_id == "doc-1").values(attempts=9))
    bad = CliRunner().invoke(status_app, ["status", "b", "--rebuild", "--json"])
    assert bad.exit_code == 2
    report = json.loads(bad.output)
    assert report["ok"] is False and report["differences"][0]["field"] == "attempts"
    fixed = CliRunner().invoke(status_app, ["status", "b", "--rebuild", "--apply"])
    assert fixed.exit_code == 0 and "applied" in fixed.output
    assert CliRunner().invoke(status_app, ["status", "b", "--rebuild"]).exit_code == 0


def test_a_batch_keeps_the_ocr_engine_it_began_with(coord):
    coord.register_batch("pp", _refs(2), schema_name="receipts", source="/in", ocr_engine="ppocr")
    coord.register_batch("pp", _refs(3), schema_name="receipts", source="/in", ocr_engine="tesseract")  # a re-run
    assert coord.batch("pp").ocr_engine == "ppocr"
    coord.register_batch("plain", _refs(1), schema_name="default", source="/in")
    assert coord.batch("plain").ocr_engine == "tesseract"


def test_a_store_from_before_engines_were_recorded_gets_the_column(tmp_path):
    from sqlalchemy import create_engine, text

    url = f"sqlite:///{tmp_path / 'old.db'}"
    with create_engine(url).begin() as conn:  # the batch table as earlier versions made it
        conn.execute(text("CREATE TABLE batch (batch_id VARCHAR PRIMARY KEY, schema_name VARCHAR NOT NULL, "
                          "source VARCHAR NOT NULL, created_at DATETIME NOT NULL)"))
        conn.execute(text("INSERT INTO batch VALUES ('old', 'default', '/in', '2026-01-01 00:00:00')"))
    coord = Coordinator(get_engine(url))
    assert coord.batches()[0].ocr_engine == "tesseract"
