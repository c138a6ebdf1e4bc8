"""The event log: append-only, idempotent emit, small summaries, safe under concurrency (SQLite and PostgreSQL)."""

from __future__ import annotations

import random
import threading
import uuid
from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import create_engine, text
from sqlmodel import Session, select

from status.coordinator import (
    MAX_ERROR_MESSAGE_CHARS,
    Coordinator,
    DocState,
    DocumentRef,
    InvalidSummaryError,
    StatusError,
    UnknownDocumentError,
    fold_events,
)
from status.events import DocumentStatusRow, StageEventRow
from status.models import Stage, StageState, StageStatus

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


def refs(n: int, prefix: str = "doc") -> list[DocumentRef]:
    return [DocumentRef(doc_id=f"{prefix}-{i:03d}", path=f"/in/{prefix}-{i:03d}.pdf", content_hash=f"hash-{prefix}-{i}") for i in range(n)]


def event(ref: DocumentRef, batch: str, stage: str, state: str, attempt: int = 1, at: int = 0, **kw) -> StageStatus:
    return StageStatus(
        event_id=f"{batch}:{ref.doc_id}:{stage}:{attempt}:{state}",
        batch_id=batch,
        doc_id=ref.doc_id,
        content_hash=ref.content_hash,
        stage=Stage(stage),
        state=StageState(state),
        attempt=attempt,
        emitted_at=T0 + timedelta(seconds=at),
        **kw,
    )


def happy_path(ref: DocumentRef, batch: str, at: int = 0) -> list[StageStatus]:
    out = []
    for i, stage in enumerate(("ocr", "nlp", "validate")):
        out.append(event(ref, batch, stage, "started", at=at + 2 * i))
        out.append(event(ref, batch, stage, "succeeded", at=at + 2 * i + 1, summary={"step": i}, duration_ms=10))
    return out


@pytest.fixture()
def coord(engine) -> Coordinator:
    return Coordinator(engine)


def test_same_event_twice_changes_nothing(coord, engine):
    docs = refs(1)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    first = event(docs[0], "b", "ocr", "started")
    assert coord.emit(first) is True
    before = coord.document_statuses("b")
    assert coord.emit(first) is False
    assert coord.emit(first.model_copy(update={"state": StageState.FAILED})) is False  # same id, other content: ignored
    assert coord.document_statuses("b") == before
    with Session(engine) as s:
        assert len(s.exec(select(StageEventRow)).all()) == 1
    assert coord.rebuild("b").ok


def test_summary_must_be_flat_and_small(coord):
    docs = refs(1)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    nested = StageStatus.model_construct(**{**event(docs[0], "b", "ocr", "succeeded").__dict__, "summary": {"pages": {"1": 3}}})
    with pytest.raises(InvalidSummaryError, match="'pages'.*nested"):
        coord.emit(nested)
    large = event(docs[0], "b", "ocr", "succeeded", summary={f"field_{i}": "x" * 40 for i in range(40)})
    with pytest.raises(InvalidSummaryError, match="limit 1500"):
        coord.emit(large)
    with pytest.raises(InvalidSummaryError, match="not valid JSON"):
        coord.emit(event(docs[0], "b", "ocr", "succeeded", summary={"ratio": float("nan")}))
    assert coord.events("b") == []  # rejected events never reach the log
    assert coord.emit(event(docs[0], "b", "ocr", "succeeded", summary={"pages": 2, "mean_conf": 91.5, "text_layer": False}))


def test_long_error_message_is_clipped_not_rejected(coord):
    docs = refs(1)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    coord.emit(event(docs[0], "b", "ocr", "failed", error_class="TesseractError", error_message="x" * 5000))
    status = coord.document_statuses("b")[0]
    assert status.state is DocState.FAILED
    assert len(status.error_message) == MAX_ERROR_MESSAGE_CHARS and status.error_message.endswith("…")


def test_bad_attempt_and_unregistered_document_are_rejected(coord, engine):
    docs = refs(1)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    with pytest.raises(StatusError, match="attempt must be >= 1"):
        coord.emit(event(docs[0], "b", "ocr", "started", attempt=0))
    stranger = DocumentRef(doc_id="stranger", path="/in/x", content_hash="h")
    with pytest.raises(UnknownDocumentError, match="not registered in batch 'b'"):
        coord.emit(event(stranger, "b", "ocr", "started"))
    with Session(engine) as s:
        assert s.exec(select(StageEventRow)).all() == []  # the transaction rolled back


def test_register_is_idempotent_and_a_changed_file_starts_over(coord):
    docs = refs(3)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    coord.register_batch("b", docs, schema_name="default", source="/in")
    for e in happy_path(docs[0], "b") + happy_path(docs[1], "b"):
        coord.emit(e)
    assert coord.batch_counts("b")["by_state"] == {"succeeded": 2, "needs_review": 0, "failed": 0, "running": 0, "pending": 1}

    moved = docs[0].model_copy(update={"path": "/in/renamed.pdf"})
    edited = docs[1].model_copy(update={"content_hash": "hash-new"})
    added = DocumentRef(doc_id="doc-new", path="/in/new.pdf", content_hash="hash-x")
    coord.register_batch("b", [moved, edited, added], schema_name="default", source="/in")

    by_id = {d.doc_id: d for d in coord.document_statuses("b")}
    assert [d.doc_id for d in coord.document_statuses("b")] == ["doc-000", "doc-001", "doc-002", "doc-new"]
    assert by_id["doc-000"].state is DocState.SUCCEEDED and by_id["doc-000"].path == "/in/renamed.pdf"
    assert by_id["doc-001"].state is DocState.PENDING and by_id["doc-001"].content_hash == "hash-new"
    assert by_id["doc-new"].state is DocState.PENDING
    assert coord.batch_counts("b")["by_state"] == {"succeeded": 1, "needs_review": 0, "failed": 0, "running": 0, "pending": 3}
    report = coord.rebuild("b")
    assert report.ok and report.events_stale == 6 and report.events_folded == 6

    with pytest.raises(StatusError, match="listed twice"):
        coord.register_batch("b", [docs[2], docs[2].model_copy(update={"content_hash": "other"})], schema_name="default", source="/in")


def test_events_round_trip_in_fold_order(coord):
    docs = refs(1)
    coord.register_batch("b", docs, schema_name="default", source="/in")
    sent = happy_path(docs[0], "b")
    for e in reversed(sent):
        coord.emit(e)
    got = coord.events("b", docs[0].doc_id)
    assert [e.event_id for e in got] == [e.event_id for e in sent]
    assert got[1].summary == {"step": 0} and got[1].emitted_at == sent[1].emitted_at
    assert got[1].emitted_at.tzinfo is not None


def _hammer(coord: Coordinator, batch: str, n_docs: int, threads: int, seed: int, rebuilds: int = 0) -> list[StageStatus]:
    """Emit every document's events from `threads` threads, shuffled, each event twice,
    while the main thread rewrites the live tables `rebuilds` times (rebuild apply=True)."""
    docs = refs(n_docs, prefix=batch)
    coord.register_batch(batch, docs, schema_name="default", source="/in")
    events: list[StageStatus] = []
    rng = random.Random(seed)
    for i, ref in enumerate(docs):
        if i % 7 == 3:
            events += [event(ref, batch, "ocr", "succeeded", at=1), event(ref, batch, "nlp", "failed", at=2, error_class="E")]
        else:
            events += happy_path(ref, batch)
    deliveries = events + events
    rng.shuffle(deliveries)
    accepted = []

    def worker(chunk: list[StageStatus]) -> None:
        for e in chunk:
            if coord.emit(e):
                accepted.append(e.event_id)

    pool = [threading.Thread(target=worker, args=(deliveries[k::threads],)) for k in range(threads)]
    for t in pool:
        t.start()
    for _ in range(rebuilds):
        assert coord.rebuild(batch, apply=True).applied
    for t in pool:
        t.join()
    assert sorted(accepted) == sorted(e.event_id for e in events)  # each event accepted exactly once
    return events


def _check_against_pure_fold(coord: Coordinator, batch: str, events: list[StageStatus]) -> None:
    assert coord.rebuild(batch).ok
    for status in coord.document_statuses(batch):
        mine = [e for e in events if e.doc_id == status.doc_id]
        assert status.state.value == fold_events(mine, status.content_hash).state


def test_concurrent_emits_sqlite(coord):
    events = _hammer(coord, "conc", n_docs=30, threads=4, seed=1, rebuilds=3)
    _check_against_pure_fold(coord, "conc", events)
    counts = coord.batch_counts("conc")["by_state"]
    assert counts["failed"] == 4 and counts["succeeded"] == 26


@pytest.mark.postgres
def test_fold_on_postgres(pg_base_url: str):
    url = pg_base_url
    schema = f"docflow_test_{uuid.uuid4().hex[:10]}"
    admin = create_engine(url)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    engine = create_engine(url, connect_args={"options": f"-csearch_path={schema}"}, pool_size=8)
    try:
        coord = Coordinator(engine)
        events = _hammer(coord, "pg", n_docs=30, threads=6, seed=2, rebuilds=3)
        _check_against_pure_fold(coord, "pg", events)
        with Session(engine) as s:
            assert len(s.exec(select(DocumentStatusRow)).all()) == 30
        assert coord.batch_counts("pg")["by_state"]["failed"] == 4
    finally:
        engine.dispose()
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
