"""store28: a stage's output goes in one transaction with its final event (and the next stage's
STARTED), and a document's stage history is read once: fewer round trips, the same record."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import event

from tests.test_perf16 import NOTE, _batch, _no_prefetch_left  # noqa: F401 (the same batch and prefetch guard)


def _outputs(engine) -> dict[str, str]:
    from sqlmodel import Session, select

    from status.outputs import StageOutputRow

    with Session(engine) as s:
        return {(r.content_hash, r.stage): r.output_json for r in s.exec(select(StageOutputRow)).all()}


def _watch(engine):
    seen = {"commits": 0, "statements": []}
    event.listen(engine, "commit", lambda *a: seen.__setitem__("commits", seen["commits"] + 1))
    event.listen(engine, "before_cursor_execute", lambda conn, cur, statement, *a: seen["statements"].append(statement))
    return seen


def test_a_document_is_five_transactions_and_its_outputs_are_written_with_its_events(tmp_path):
    import flows.batch as fb

    ctx, docs, coordinator = _batch(tmp_path, "tx", count=2)
    fb.process_document(ctx, docs[1], [])  # the first write of a store also creates its fact store's lock row
    seen = _watch(ctx.engine())
    fb.process_document(ctx, docs[0], [])
    # ocr started | ocr output + succeeded, nlp started | nlp output + succeeded, validate started |
    # fact store ingest | validate output + succeeded, review skipped
    assert seen["commits"] == 5
    history_reads = [s for s in map(" ".join, map(str.split, seen["statements"]))
                     if s.startswith(("SELECT stage_event.stage, stage_event.state FROM", "SELECT stage_event.state FROM"))]
    assert len(history_reads) == 1  # one read of the document's stage history, not one per stage
    outputs = _outputs(ctx.engine())
    assert {stage for _, stage in outputs} == {"ocr", "nlp", "validate"}
    status = coordinator.document_status(ctx.batch_id, docs[0].doc_id)
    assert status.state.value == "succeeded" and status.events == 7
    assert coordinator.rebuild(ctx.batch_id).ok


def test_the_record_and_outputs_equal_one_transaction_per_write(tmp_path, monkeypatch):
    """Written the old way (each output saved on its own before the stage's final event), the same rows."""
    import flows.batch as fb
    from status.outputs import save_output_row

    ctx, docs, coordinator = _batch(tmp_path, "new", db="new.db")
    for doc in docs:
        fb.process_document(ctx, doc, [])
    old_ctx, old_docs, old = _batch(tmp_path, "new", db="old.db")
    monkeypatch.setattr(fb.DocumentEvents, "add_output", lambda self, row: save_output_row(self.coordinator.engine, row))
    monkeypatch.setattr(fb.DocumentEvents, "stage_states", lambda self, batch_id, doc, stage: old.stage_states(
        batch_id, doc.doc_id, stage, doc.content_hash))
    for doc in old_docs:
        fb.process_document(old_ctx, doc, [])

    def record(c):
        return [(e.doc_id, e.stage.value, e.state.value, e.attempt, {k: v for k, v in e.summary.items() if k != "cpu_ms"})
                for e in c.events(ctx.batch_id)]

    assert record(coordinator) == record(old)
    assert _outputs(ctx.engine()) == _outputs(old_ctx.engine())
    assert ctx.fact_store().cases() == old_ctx.fact_store().cases()


def test_a_failing_ingest_still_stores_the_validation_and_resume_reuses_it(tmp_path, monkeypatch):
    import flows.batch as fb
    from status.fact_store import FactStore

    ctx, docs, coordinator = _batch(tmp_path, "ingest", count=1)
    real = FactStore.ingest
    monkeypatch.setattr(FactStore, "ingest", lambda self, *a, **k: (_ for _ in ()).throw(RuntimeError("store down")))
    with pytest.raises(RuntimeError, match="store down"):
        fb.process_document(ctx, docs[0], [])
    assert {stage for _, stage in _outputs(ctx.engine())} == {"ocr", "nlp", "validate"}  # with the FAILED event
    assert coordinator.document_status(ctx.batch_id, docs[0].doc_id).state.value == "failed"
    monkeypatch.setattr(FactStore, "ingest", real)
    fb.process_document(ctx, docs[0], [])  # resume: every stage reused, validation's ingest done now
    events = coordinator.events(ctx.batch_id, docs[0].doc_id)
    validate_done = [e for e in events if e.stage.value == "validate" and e.state.value == "succeeded"]
    assert len(validate_done) == 1 and validate_done[0].summary.get("reused") is True and validate_done[0].attempt == 2
    assert coordinator.document_status(ctx.batch_id, docs[0].doc_id).state.value == "succeeded"


def test_a_stage_failing_leaves_the_earlier_outputs_durable_and_its_own_none(tmp_path, monkeypatch):
    import flows.batch as fb

    ctx, docs, coordinator = _batch(tmp_path, "nlpfail", count=1)
    monkeypatch.setattr(fb.nlp_stage, "extract", lambda *a, **k: (_ for _ in ()).throw(ValueError("no grammar")))
    with pytest.raises(ValueError):
        fb.process_document(ctx, docs[0], [])
    assert {stage for _, stage in _outputs(ctx.engine())} == {"ocr"}
    events = [(e.stage.value, e.state.value) for e in coordinator.events(ctx.batch_id, docs[0].doc_id)]
    assert events == [("ocr", "started"), ("ocr", "succeeded"), ("nlp", "started"), ("nlp", "failed")]


def test_insert_outputs_keeps_the_first_output_and_the_transaction_s_other_writes(tmp_path):
    from status.db import get_engine
    from status.models import ReviewResult
    from status.outputs import insert_outputs, load_output, output_row

    engine = get_engine(f"sqlite:///{tmp_path / 'o.db'}")
    first = ReviewResult(doc_id="d", backend="first", needs_review=False)
    with engine.begin() as conn:
        insert_outputs(conn, [output_row("h", "review", "v1", "d", first)])
    with engine.begin() as conn:
        insert_outputs(conn, [output_row("h", "review", "v1", "d", ReviewResult(doc_id="d", backend="second", needs_review=True)),
                              output_row("h2", "review", "v1", "d", first)])
    assert load_output(engine, "h", "review", "v1", ReviewResult).backend == "first"
    assert load_output(engine, "h2", "review", "v1", ReviewResult).backend == "first"


@pytest.mark.postgres
def test_outputs_and_events_in_one_transaction_on_postgres(pg_url, tmp_path):
    """The same on PostgreSQL (INSERT ... ON CONFLICT DO NOTHING there too): a document's record and outputs,
    and a taken output key that leaves the transaction's other writes standing."""
    import flows.batch as fb
    from flows.context import BatchContext
    from flows.documents import discover
    from status.coordinator import Coordinator
    from status.models import ReviewResult
    from status.outputs import insert_outputs, load_output, output_row

    inbox = tmp_path / "in"
    inbox.mkdir()
    (inbox / "n0.txt").write_text(NOTE.format(n=300, d=1))
    ctx = BatchContext.create(batch_id="pg", database_url=pg_url, review=True)
    docs = discover([str(inbox)], "*")
    coordinator = Coordinator(ctx.engine())
    coordinator.register_batch(ctx.batch_id, docs, schema_name=ctx.schema_name, source=str(inbox), ocr_engine=ctx.ocr_engine)
    fb.process_document(ctx, docs[0], [])
    assert {stage for _, stage in _outputs(ctx.engine())} == {"ocr", "nlp", "validate"}
    assert coordinator.document_status(ctx.batch_id, docs[0].doc_id).state.value == "succeeded"
    assert coordinator.rebuild(ctx.batch_id).ok
    first = ReviewResult(doc_id="d", backend="first", needs_review=False)
    with ctx.engine().begin() as conn:
        insert_outputs(conn, [output_row("h", "review", "v1", "d", first)])
    with ctx.engine().begin() as conn:
        insert_outputs(conn, [output_row("h", "review", "v1", "d", ReviewResult(doc_id="d", backend="second", needs_review=True)),
                              output_row("h2", "review", "v1", "d", first)])
    assert load_output(ctx.engine(), "h", "review", "v1", ReviewResult).backend == "first"
    assert load_output(ctx.engine(), "h2", "review", "v1", ReviewResult).backend == "first"


from tests.test_postgres_flow import pg_url  # noqa: E402,F401  (the throw-away schema fixture)


def test_evidence_documents_of_a_batch_answer_is_evidence_of_each_in_one_query():
    from tests.test_facts import IDS, make_val, memory_store

    store = memory_store()
    paid = dict(IDS, refund_executed="120.00", refund_status="executed")
    store.ingest(make_val("trusted.md", "refund_execution", **paid), batch_id="b1", doc_id="trusted.md",
                 document_date="2026-01-20", trusted=True)
    store.ingest(make_val("forged.md", "refund_execution", **paid), batch_id="b1", doc_id="forged.md", document_date="2026-01-21")
    store.ingest(make_val("other.md", "refund_execution", **paid), batch_id="b2", doc_id="other.md",
                 document_date="2026-01-20", trusted=True)
    old = make_val("later.md", "refund_execution", **paid)
    store.ingest(old, batch_id="b1", doc_id="later.md", document_date="2026-01-22", trusted=True)
    newer = make_val("later.md", "refund_execution", **dict(paid, refund_executed="121.00"))
    newer = newer.model_copy(update={"content_hash": old.content_hash + "-2"})
    store.ingest(newer, batch_id="b1", doc_id="later.md", document_date="2026-01-23")  # a new version, untrusted now
    docs = ["trusted.md", "forged.md", "later.md", "missing.md"]
    assert store.evidence_documents("b1") == {d for d in docs if store.is_evidence(d, "b1")} == {"trusted.md"}


def test_task_arguments_are_quoted_only_for_the_thread_runner(monkeypatch):
    """Threads: quoted (Prefect does not walk the batch context per task run); Dask (or outside a flow): as they are."""
    from types import SimpleNamespace

    from prefect.context import FlowRunContext
    from prefect.task_runners import ThreadPoolTaskRunner
    from prefect.utilities.annotations import quote

    import flows.batch as fb

    assert fb._unwalked()("ctx") == "ctx"
    monkeypatch.setattr(FlowRunContext, "get", classmethod(lambda cls: SimpleNamespace(task_runner=ThreadPoolTaskRunner(2))))
    assert isinstance(fb._unwalked()("ctx"), quote) and fb._unwalked()("ctx").unquote() == "ctx"
    monkeypatch.setattr(FlowRunContext, "get", classmethod(lambda cls: SimpleNamespace(task_runner=object())))
    assert fb._unwalked()("ctx") == "ctx"
