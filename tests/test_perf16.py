"""perf16: a document's stage events in fewer transactions, and the OCR of a new batch's first
documents begun before its flow starts (flows.prefetch), each with the same record and outputs."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

NOTE = "Order confirmation\nOrder number: ORD-{n}\nOrder date: 2024-03-0{d}\nTotal: EUR {n}.00\n"


def _batch(tmp_path: Path, name: str, count: int = 3, db: str = "d.db"):
    from flows.context import BatchContext
    from flows.documents import discover
    from status.coordinator import Coordinator

    inbox = tmp_path / f"in-{name}-{Path(db).stem}"
    inbox.mkdir()
    for i in range(count):
        (inbox / f"n{i}.txt").write_text(NOTE.format(n=100 + i, d=i + 1))
    ctx = BatchContext.create(batch_id=name, database_url=f"sqlite:///{tmp_path / db}", review=True)
    docs = discover([str(inbox)], "*")
    coordinator = Coordinator(ctx.engine())
    coordinator.register_batch(ctx.batch_id, docs, schema_name=ctx.schema_name, source=str(inbox), ocr_engine=ctx.ocr_engine)
    return ctx, docs, coordinator


@pytest.fixture(autouse=True)
def _no_prefetch_left():
    from flows import prefetch

    prefetch.end()
    yield
    prefetch.end()


def test_a_document_s_seven_events_are_written_in_four_transactions_with_the_same_fold(tmp_path, monkeypatch):
    import flows.batch as fb
    from status.coordinator import Coordinator

    ctx, docs, coordinator = _batch(tmp_path, "tx")
    writes = []
    real_emit, real_many = Coordinator.emit, Coordinator.emit_many
    monkeypatch.setattr(Coordinator, "emit", lambda self, e: writes.append([(e.stage.value, e.state.value)]) or real_emit(self, e))
    monkeypatch.setattr(Coordinator, "emit_many", lambda self, es, **kw: writes.append([(e.stage.value, e.state.value) for e in es])
                        or real_many(self, es, **kw))
    fb.process_document(ctx, docs[0], [])
    assert writes == [
        [("ocr", "started")],
        [("ocr", "succeeded"), ("nlp", "started")],
        [("nlp", "succeeded"), ("validate", "started")],
        [("validate", "succeeded"), ("review", "skipped")],
    ]
    status = coordinator.document_status(ctx.batch_id, docs[0].doc_id)
    assert status.state.value == "succeeded" and status.events == 7
    assert coordinator.rebuild(ctx.batch_id).ok  # the live rows equal the fold of the log


def test_a_failing_stage_writes_its_failed_event_before_the_error_leaves(tmp_path):
    import flows.batch as fb

    ctx, docs, coordinator = _batch(tmp_path, "fail", count=1)
    Path(docs[0].path).write_bytes(b"")  # empty: OCR fails with empty_file (the hash registered is the old one: same batch)
    with pytest.raises(Exception, match="empty"):
        fb.process_document(ctx, docs[0], [])
    events = coordinator.events(ctx.batch_id, docs[0].doc_id)
    assert [(e.stage.value, e.state.value) for e in events] == [("ocr", "started"), ("ocr", "failed")]
    assert coordinator.document_status(ctx.batch_id, docs[0].doc_id).state.value == "failed"


def test_a_bad_summary_fails_where_it_is_made_not_at_the_next_write(tmp_path):
    import flows.batch as fb
    from status.coordinator import InvalidSummaryError

    ctx, docs, coordinator = _batch(tmp_path, "bad", count=1)
    events = fb.DocumentEvents(coordinator)
    with pytest.raises(InvalidSummaryError):
        fb.run_stage(ctx, docs[0], fb.Stage.OCR, fb.OcrResult, lambda: fb.prefetch.read_document(
            docs[0].path, ctx.ocr_settings(), 1, docs[0].doc_id), lambda r: {"note": "x" * 2000}, events=events)  # too large
    assert [(e.stage.value, e.state.value) for e in coordinator.events(ctx.batch_id, docs[0].doc_id)] == [("ocr", "started")]


def test_prefetched_readings_are_taken_by_the_documents_and_the_record_is_the_same(tmp_path, monkeypatch):
    import flows.batch as fb
    import stages.ocr as ocr_stage
    from flows import prefetch
    from status.outputs import StageOutputRow
    from sqlmodel import Session, select

    plain_ctx, plain_docs, plain = _batch(tmp_path, "plain", db="plain.db")
    for doc in plain_docs:
        fb.process_document(plain_ctx, doc, [])

    ctx, docs, coordinator = _batch(tmp_path, "ahead", db="ahead.db")
    readers: list[str] = []
    real = ocr_stage.run_ocr
    monkeypatch.setattr(ocr_stage, "run_ocr", lambda *a, **k: readers.append(threading.current_thread().name) or real(*a, **k))
    before = time.time()
    ahead = prefetch.begin(docs, ctx.ocr_settings(), 2)
    deadline = time.monotonic() + 30
    while len(readers) < len(docs) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(1.5)  # the readings wait for their task runs, as they wait for Prefect to load
    for doc in docs:
        fb.process_document(ctx, doc, [])
    assert len(readers) == len(docs) and all(name.startswith("ocr-prefetch") for name in readers)  # none read twice
    assert ahead.take(docs[0], ctx.ocr_settings()) is None  # taken once
    for doc, plain_doc in zip(docs, plain_docs):
        events = coordinator.events(ctx.batch_id, doc.doc_id)
        assert [(e.stage.value, e.state.value) for e in events] == [
            (e.stage.value, e.state.value) for e in plain.events(plain_ctx.batch_id, plain_doc.doc_id)]
        ocr_done = next(e for e in events if e.stage.value == "ocr" and e.state.value == "succeeded")
        assert ocr_done.started_at.timestamp() >= before - 1 and "reused" not in ocr_done.summary and "cpu_ms" in ocr_done.summary
        assert ocr_done.duration_ms < 1500  # the reading's time, not the wait for its task run (review)

    def outputs(c):
        with Session(c.engine) as s:
            return sorted((r.content_hash, r.stage, r.config_version, r.output_json) for r in s.exec(select(StageOutputRow)))
    assert outputs(coordinator) == outputs(plain)  # byte for byte the same stage outputs


def test_a_document_whose_task_run_began_first_is_never_read_ahead_and_no_more_is_after_it(tmp_path, monkeypatch):
    import stages.ocr as ocr_stage
    from flows import prefetch

    ctx, docs, _ = _batch(tmp_path, "claim", count=4)
    read: list[str] = []
    gate = threading.Event()

    def fake(path, settings, doc_id=None):
        read.append(doc_id)
        gate.wait(10)
        return doc_id

    monkeypatch.setattr(ocr_stage, "run_ocr", fake)
    ahead = prefetch.OcrPrefetch(docs, ctx.ocr_settings(), 1)
    ahead.start()
    deadline = time.monotonic() + 10
    while not read and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ahead.take(docs[2], ctx.ocr_settings()) is None  # not begun yet: its task run reads it, and the prefetch stops
    gate.set()
    future = ahead.take(docs[0], ctx.ocr_settings())
    assert future is not None and future.result(10).result == docs[0].doc_id
    time.sleep(0.3)
    assert read in ([docs[0].doc_id], [docs[0].doc_id, docs[1].doc_id])  # docs[1] only if claimed before docs[2] was taken
    assert ahead.take(docs[3], ctx.ocr_settings()) is None and read[-1] != docs[3].doc_id

    stopped = prefetch.OcrPrefetch(docs, ctx.ocr_settings(), 1)
    assert stopped.take(docs[0], ctx.ocr_settings()) is None  # a task run began before any reading ahead
    read.clear()
    stopped.start()
    time.sleep(0.3)
    assert read == []  # caught up already: nothing is read ahead
    partial = prefetch.OcrPrefetch(docs[1:], ctx.ocr_settings(), 1)
    assert partial.take(docs[0], ctx.ocr_settings()) is None and not partial._stopped  # not one it would read: no catching up
    other = ctx.ocr_settings().model_copy(update={"dpi": 200})
    assert prefetch.OcrPrefetch(docs, ctx.ocr_settings(), 1).take(docs[3], other) is None  # other settings: never a match


def test_a_prefetched_failure_fails_the_document_as_its_own_reading_would(tmp_path, monkeypatch):
    import flows.batch as fb
    from flows import prefetch

    ctx, docs, coordinator = _batch(tmp_path, "pfail", count=1)
    Path(docs[0].path).write_bytes(b"")
    ahead = prefetch.begin(docs, ctx.ocr_settings(), 1)
    deadline = time.monotonic() + 10
    # the read-ahead thread adds the document's future itself: wait for it to be there, then for it to be done
    while time.monotonic() < deadline and not any(f.done() for f in list(ahead._futures.values())):
        time.sleep(0.02)
    with pytest.raises(Exception, match="empty"):
        fb.process_document(ctx, docs[0], [])
    events = coordinator.events(ctx.batch_id, docs[0].doc_id)
    assert [(e.stage.value, e.state.value, e.error_class) for e in events] == [("ocr", "started", None), ("ocr", "failed", "empty_file")]


def test_the_run_command_reads_ahead_only_documents_without_a_stored_reading(tmp_path, monkeypatch):
    import flows.batch as fb
    from flows import cli, prefetch

    ctx, docs, _ = _batch(tmp_path, "stored", count=3)
    fb.process_document(ctx, docs[0], [])  # its bytes now have a stored reading
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", ctx.database_url)
    begun = {}
    monkeypatch.setattr(prefetch, "begin", lambda todo, settings, concurrency: begun.update(docs=[d.doc_id for d in todo]))
    cli._begin_prefetch(docs)
    assert begun["docs"] == [d.doc_id for d in docs[1:]]


def test_artifact_updates_share_one_api_client_closed_after_the_final_update(tmp_path, monkeypatch):
    import flows.artifacts as art

    ctx, docs, coordinator = _batch(tmp_path, "arts", count=2)
    opened, updates = [], []

    class Client:
        def __init__(self):
            self.closed = False
            opened.append(self)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.closed = True

        def update_artifact(self, artifact_id, update):
            updates.append((artifact_id, update.data))

    ids = iter(range(100))
    monkeypatch.setattr(art, "get_client", lambda sync_client=False: Client())
    for name in ("create_progress_artifact", "create_table_artifact", "create_markdown_artifact"):
        monkeypatch.setattr(art, name, lambda *a, **k: f"id-{next(ids)}")
    publisher = art.ArtifactPublisher(ctx, coordinator, every_s=0)
    publisher.publish(force=True)  # creates the three artifacts (no client of ours)
    import flows.batch as fb

    fb.process_document(ctx, docs[0], [])
    publisher.publish(force=True)  # progress, table and block updated through one client
    fb.process_document(ctx, docs[1], [])
    publisher.publish(force=True, final=True)
    assert len(opened) == 1 and opened[0].closed
    assert [u[0] for u in updates] == ["id-0", "id-1", "id-2"] * 2
    assert updates[0][1] == 50.0 and updates[3][1] == 100.0  # the progress artifact's data: its percentage
