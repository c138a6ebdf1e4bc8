"""Prefect flows: `process_batch` (a folder or files) and `resume_batch` (what did not finish).

Stages are plain functions in `stages/`; `run_stage` wraps each so that it (1) reuses
a persisted output for the same bytes + stage configuration, (2) emits a StageStatus
before and after, (3) persists the output. One Prefect task run per document runs
its stages in order (Prefect costs a fraction of a second per task run, so one per
stage cost more than the NLP itself); the per-stage record is the event log. A
document's failure fails its task run (state "OcrFailed", "NlpFailed", ... with its
error) and never stops the batch; a document for review ends "NeedsReview".
Re-running a flow run (for example "Retry" in the UI) with the same batch id is a
resume: finished documents get no task run, finished stages are not run again.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import time
from pathlib import Path
from typing import Callable

from prefect import flow, get_run_logger, task
from prefect.cache_policies import NO_CACHE
from prefect.states import Completed, Failed, State
from prefect.task_runners import ThreadPoolTaskRunner
from prefect.utilities.annotations import quote
from pydantic import BaseModel
from sqlalchemy.exc import OperationalError

from flows.artifacts import ArtifactPublisher
from flows.context import BatchContext, BatchReport, batch_left_unreviewed, contested_cases
from flows.documents import (
    InputError,
    NoDocumentsError,
    batch_id_for_flow_run,
    check_batch_id,
    discover,
    hash_or_unreadable,
    new_batch_id,
)
from flows import collector, prefetch
from flows.export import export_batch
from flows.prefetch import documents_in_flight
from stages import model_extract
from stages import nlp as nlp_stage
from stages import review as review_stage
from stages import validate as validate_stage
from status.coordinator import Coordinator, DocumentRef, check_summary
from status.db import get_engine
from status.llm import batch_deadline
from status.models import (
    Extraction,
    OcrResult,
    ReviewResult,
    Stage,
    StageState,
    StageStatus,
    TransientError,
    Validation,
    utcnow,
)
from status.outputs import insert_outputs, load_output, output_row, save_output
from status.settings import get_settings

os.environ.setdefault("OMP_THREAD_LIMIT", "1")

FINISHED = {"succeeded", "needs_review"}  # a document in either state is not run again
TRANSIENT = (TransientError, OperationalError, TimeoutError, ConnectionError)


def _is_transient(task, task_run, state) -> bool:
    """Retry only errors that may go away; a bad document fails at once."""
    try:
        state.result()
    except TRANSIENT:
        return True
    except Exception:
        return False
    return False


# --------------------------------------------------------------------------- stage runner


def _event_id(ctx: BatchContext, doc: DocumentRef, stage: Stage, attempt: int, state: StageState) -> str:
    key = f"{ctx.batch_id}|{doc.doc_id}|{doc.content_hash}|{stage.value}|{attempt}|{state.value}"
    return hashlib.sha256(key.encode()).hexdigest()[:32]


class DocumentEvents:
    """One document's stage events and outputs, written in as few transactions as keep the record true.

    A stage's STARTED event is written at once, before its work begins (a run killed meanwhile
    leaves the document running, and the attempt is counted). Its output and its final event
    (succeeded, needs_review, failed, skipped) wait for the next write of the same document, the
    next stage's STARTED or the document's end (`flush`, always called when its stages stop,
    also by an error), and go in one transaction with it: four per document instead of seven
    (four for the events, three for the outputs). So a
    stage's output is durable when (and only when) its final event is, before the next stage
    begins; a run killed in between leaves the stage started, and resume runs it again.
    Each event is checked when added, so a bad summary fails where it was made.
    `stage_states` reads the document's event history once (this writer is the only one of the
    document while its stages run) and answers each stage from it."""

    def __init__(self, coordinator: Coordinator, doc: DocumentRef | None = None, batch_id: str = ""):
        self.coordinator = coordinator
        self._pending: list[StageStatus] = []
        self._outputs: list[dict] = []
        self._doc, self._batch_id = doc, batch_id
        self._history: dict[Stage, list[StageState]] | None = None

    def stage_states(self, batch_id: str, doc: DocumentRef, stage: Stage) -> list[StageState]:
        """`Coordinator.stage_states` of this document's version, read once for all its stages."""
        if (batch_id, doc) != (self._batch_id, self._doc):  # not the document this writer was made for
            return self.coordinator.stage_states(batch_id, doc.doc_id, stage, doc.content_hash)
        if self._history is None:
            self._history = self.coordinator.document_stage_states(batch_id, doc.doc_id, doc.content_hash)
        return list(self._history.get(stage, []))

    def add(self, event: StageStatus, now: bool = False) -> None:
        check_summary(event)
        self._pending.append(event)
        if now:
            self.flush()

    def add_output(self, row: dict) -> None:
        """A stage output (`status.outputs.output_row`), written with the stage's final event."""
        self._outputs.append(row)

    def flush(self) -> None:
        events, self._pending = self._pending, []
        outputs, self._outputs = self._outputs, []
        if outputs:
            self.coordinator.emit_many(events, before=lambda conn: insert_outputs(conn, outputs))
        elif len(events) == 1:
            self.coordinator.emit(events[0])
        elif events:
            self.coordinator.emit_many(events)


def run_stage(
    ctx: BatchContext,
    doc: DocumentRef,
    stage: Stage,
    output_model: type[BaseModel],
    compute: Callable[[], BaseModel],
    summarize: Callable[[BaseModel], dict],
    outcome: Callable[[BaseModel], StageState] = lambda _: StageState.SUCCEEDED,
    explain: Callable[[BaseModel], tuple[str, str]] | None = None,
    on_result: Callable[[BaseModel], None] | None = None,
    events: DocumentEvents | None = None,
    prefetched=None,
) -> BaseModel:
    """Run one stage for one document, exactly once per (bytes, stage config).

    `on_result` runs before the success event (e.g. folding facts into the store), so
    a stage counts as done only when everything it is responsible for is done.
    `events`: the document's event writer (its output and final event may wait for the next
    write; the caller flushes it); without it, this stage's are written before it returns.
    `prefetched`: a Future of `flows.prefetch.Prefetched`, the computation begun ahead
    (its start and CPU are the stage's).
    """
    engine = ctx.engine()
    coordinator = Coordinator(engine)
    own = events is None
    if own:
        events = DocumentEvents(coordinator)
    config_version = ctx.config_version(stage)
    cached = load_output(engine, doc.content_hash, stage.value, config_version, output_model)
    history = events.stage_states(ctx.batch_id, doc, stage)  # this stage, these bytes
    if cached is not None and any(state in (StageState.SUCCEEDED, StageState.NEEDS_REVIEW) for state in history):
        return cached  # finished in this batch already: no new event, no rework

    attempt = 1 + history.count(StageState.STARTED)

    def emit(state: StageState, now: bool = False, **kw) -> None:
        events.add(
            StageStatus(
                event_id=_event_id(ctx, doc, stage, attempt, state),
                batch_id=ctx.batch_id,
                doc_id=doc.doc_id,
                content_hash=doc.content_hash,
                stage=stage,
                state=state,
                attempt=attempt,
                **kw,
            ),
            now=now,
        )

    started = utcnow()
    t0, cpu0 = time.perf_counter(), time.thread_time()  # this thread's CPU: a stage's own cost, not its waits
    extra_cpu = 0.0
    try:
        if cached is None:
            if prefetched is not None:  # the reading began before this task run did
                started, t0 = prefetched.started_at, prefetched.started
            emit(StageState.STARTED, now=True, started_at=started)
        try:
            if cached is not None:
                result = cached
            elif prefetched is not None:
                ahead = prefetched.result()  # waits for a reading still under way; raises what it raised
                result, extra_cpu = ahead.result, ahead.cpu_s
                t0 += max(0.0, time.perf_counter() - ahead.finished)  # its duration: the reading, not the wait for Prefect
            else:
                result = compute()
            if cached is None:  # written with the final event (`DocumentEvents`)
                events.add_output(output_row(doc.content_hash, stage.value, config_version, doc.doc_id, result))
            if on_result:
                on_result(result)
        except Exception as exc:
            emit(
                StageState.FAILED,
                error_class=getattr(exc, "code", None) or type(exc).__name__,
                error_message=str(exc)[:500],
                started_at=started,
                finished_at=utcnow(),
                duration_ms=int((time.perf_counter() - t0) * 1000),
            )
            raise
        state = outcome(result)
        reason_class, reason = explain(result) if explain and state == StageState.NEEDS_REVIEW else (None, None)
        # reused: the same bytes were done in another batch (or saved just before a crash)
        emit(state, summary={**summarize(result), **({"reused": True} if cached is not None else {}),
                             "cpu_ms": int((time.thread_time() - cpu0 + extra_cpu) * 1000)},
             error_class=reason_class, error_message=reason,
             started_at=started, finished_at=utcnow(), duration_ms=int((time.perf_counter() - t0) * 1000))
    finally:
        if own:
            events.flush()
    return result


# --------------------------------------------------------------------------- tasks


def _summary_ocr(r: OcrResult) -> dict:
    return {"pages": len(r.pages), "chars": len(r.text), "mean_conf": r.mean_conf, "method": r.pages[0].method if r.pages else None}


def _summary_nlp(r: Extraction) -> dict:
    found = sum(1 for f in r.fields.values() if f.value is not None)
    return {"doc_type": r.doc_type, "fields_found": found, "fields_null": len(r.fields) - found,
            **(r.model_pass.summary() if r.model_pass else {})}


def _summary_validate(r: Validation) -> dict:
    not_auth = sum(1 for f in r.fields.values() if f.value is not None and not f.authoritative)
    first = r.rules_failed[0].rule if r.rules_failed else None
    return {"rules_failed": len(r.rules_failed), "not_authoritative": not_auth, "first_rule": first}


def _summary_review(r: ReviewResult) -> dict:
    return {"backend": r.backend, "needs_review": r.needs_review, "prompt_tokens": r.harness_card.get("estimated_tokens")}


# Task runs carry no tags: Prefect acquires a tag concurrency slot from the API around every tagged
# task run (two more calls each, ~15 ms of client and server CPU per document); the batch, schema
# and engine tags are on the flow run, which holds its task runs.
TASK_OPTIONS = dict(cache_policy=NO_CACHE, retries=2, retry_delay_seconds=2, retry_condition_fn=_is_transient, persist_result=False)


def process_document(ctx: BatchContext, doc: DocumentRef, reached: list[Stage]) -> None:
    """OCR -> NLP -> validate (-> review) for one document, each stage once per (bytes, config).

    Plain function (no Prefect): every stage emits its own StageStatus events, so the
    per-stage record is the same as with one task per stage. `reached` is appended to
    as each stage begins, so the caller can name the stage a failure happened in.
    """
    events = DocumentEvents(Coordinator(ctx.engine()), doc, ctx.batch_id)
    try:
        _process_document(ctx, doc, reached, events)
    finally:
        events.flush()  # the last stage's final event (also when a stage failed)


def _process_document(ctx: BatchContext, doc: DocumentRef, reached: list[Stage], events: DocumentEvents) -> None:
    reached.append(Stage.OCR)
    ocr_settings = ctx.ocr_settings()
    ahead = prefetch.take(doc, ocr_settings)  # begun before the flow started (`docflow run`), or None

    def read() -> OcrResult:
        return prefetch.read_document(doc.path, ocr_settings, ctx.concurrency, doc.doc_id)

    ocr = run_stage(ctx, doc, Stage.OCR, OcrResult, read, _summary_ocr, events=events, prefetched=ahead)
    reached.append(Stage.NLP)
    extraction = run_stage(ctx, doc, Stage.NLP, Extraction, lambda: model_extract.fill_nulls(  # model pass: only when configured
        nlp_stage.extract(ocr, ctx.schema()), ocr, ctx.schema(), ctx.settings(), store=ctx.fact_store(),
        deadline=batch_deadline(ctx.batch_id)), _summary_nlp, events=events)
    reached.append(Stage.VALIDATE)
    validation = run_stage(
        ctx, doc, Stage.VALIDATE, Validation,
        lambda: validate_stage.validate(extraction, ocr, ctx.schema()),
        _summary_validate,
        on_result=lambda v: ctx.fact_store().ingest(v, batch_id=ctx.batch_id, doc_id=doc.doc_id, document_date=extraction.document_date,
                                                     trusted=ctx.is_trusted(doc.path)),
        events=events,
    )
    if ctx.review:
        reached.append(Stage.REVIEW)
        review_document(ctx, doc, validation, events)


@task(name="document", task_run_name="doc · {doc_id}", **TASK_OPTIONS)
def document_task(ctx: BatchContext, doc: DocumentRef, doc_id: str) -> State:
    """One task run per document; its final state names what became of it:
    Completed, Completed "NeedsReview", or Failed "<Stage>Failed" with the document's error.
    Transient errors raise, so Prefect retries them (finished stages are not redone)."""
    logger = get_run_logger()
    reached: list[Stage] = []
    t0 = time.perf_counter()
    try:
        process_document(ctx, doc, reached)
    except TRANSIENT:
        raise
    except Exception as exc:
        stage = reached[-1].value if reached else "ocr"
        code = getattr(exc, "code", None) or type(exc).__name__
        logger.error("%s failed at %s: %s: %s", doc_id, stage, code, exc)
        return Failed(name=f"{stage.capitalize()}Failed", message=f"{doc_id}: {stage} failed: {code}: {str(exc)[:300]}")
    status = Coordinator(ctx.engine()).document_status(ctx.batch_id, doc_id)
    took = f"{time.perf_counter() - t0:.1f}s"
    if status is not None and status.state.value == "needs_review":
        return Completed(name="NeedsReview", message=f"{doc_id}: needs review at {status.stage}: {status.error_class}: {status.error_message}"[:500])
    if status is not None and status.state.value == "failed":  # e.g. a stage failed in an earlier attempt and was not redone
        return Failed(name=f"{str(status.stage).capitalize()}Failed", message=f"{doc_id}: {status.error_class}: {status.error_message}"[:500])
    return Completed(message=f"{doc_id}: {' -> '.join(s.value for s in reached)} done in {took}")


def needs_llm_review(validation: Validation) -> bool:
    """A document is reviewed for its own problems: failed rules, unverified values.
    Contested cases are reviewed once per case after the batch (`case_review_task`)."""
    return (
        bool(validation.rules_failed)
        or any(f.value is not None and not f.authoritative for f in validation.fields.values())
        or all(f.value is None for f in validation.fields.values())  # nothing found: likely not this schema's kind
    )


def review_document(ctx: BatchContext, doc: DocumentRef, validation: Validation, events: DocumentEvents | None = None) -> ReviewResult:
    """The review stage of one document: skipped (with an event) when nothing needs a model.
    `events`: the document's event writer (see `run_stage`)."""
    def compute() -> ReviewResult:
        case_id = ctx.fact_store().case_for_document(doc.doc_id, ctx.batch_id)
        return _with_case_context(ctx, case_id, lambda case_block, pipeline_block, tools: review_stage.review(
            validation, case_block, pipeline_block, ctx.settings(), **tools))

    if not needs_llm_review(validation):
        skipped = StageStatus(
            event_id=_event_id(ctx, doc, Stage.REVIEW, 1, StageState.SKIPPED),
            batch_id=ctx.batch_id, doc_id=doc.doc_id, content_hash=doc.content_hash,
            stage=Stage.REVIEW, state=StageState.SKIPPED, summary={"reason": "nothing to review"},
        )
        if events is not None:
            events.add(skipped)  # with the validation's final event, in one transaction
        else:
            Coordinator(ctx.engine()).emit(skipped)
        return ReviewResult(doc_id=doc.doc_id, backend="skipped", needs_review=False)
    return run_stage(  # its STARTED event goes out with the validation's final one, before the model is asked
        ctx, doc, Stage.REVIEW, ReviewResult, compute, _summary_review,
        outcome=lambda r: StageState.NEEDS_REVIEW if r.needs_review else StageState.SUCCEEDED,
        explain=lambda _: review_reason(validation),
        events=events,
    )


def review_reason(validation: Validation) -> tuple[str, str]:
    """Why a person must look: a short class and message for the status block."""
    if validation.rules_failed:
        return "rule_failed", "; ".join(f"{r.rule}: {r.message}" for r in validation.rules_failed)[:300]
    unverified = [f"{name} ({f.reason})" for name, f in sorted(validation.fields.items()) if f.value is not None and not f.authoritative]
    if unverified:
        return "unverified", "not authoritative: " + "; ".join(unverified)[:280]
    return "no_fields", f"no field of the schema found; the document type ({validation.doc_type}) is a guess"


@task(name="case-review", task_run_name="review · {case_id}", **TASK_OPTIONS)
def case_review_task(ctx: BatchContext, case_id: str) -> ReviewResult:
    """Ask the model (or record the harness card) about one contested case, with its block first."""
    return _with_case_context(ctx, case_id, lambda case_block, pipeline_block, tools: review_stage.review_case(
        case_id, case_block, pipeline_block, ctx.settings(), **tools))


def _with_case_context(ctx: BatchContext, case_id: str | None, ask: Callable) -> ReviewResult:
    """Give an LLM step its context the one way: the Pipeline Status block, the case's
    block, the get_case_facts tool for the full record; then record what it read."""
    from status.ask_tools import case_facts_tool
    from status.llm import batch_deadline
    from status.pipeline_block import render_pipeline_block

    store = ctx.fact_store()
    pipeline_block = render_pipeline_block(Coordinator(ctx.engine()), ctx.batch_id, ctx.status_block_tokens)
    if case_id is None:
        return ask("", pipeline_block, {"deadline": batch_deadline(ctx.batch_id)})
    turn = 1 + max((t for _, t in store.reads(case_id)), default=0)
    rendered = store.render(case_id)
    spec, handler = case_facts_tool(store, turn=turn)  # answers trimmed to the tool's declared fields
    tools = {"tools": [spec], "tool_handlers": {"get_case_facts": handler}, "deadline": batch_deadline(ctx.batch_id)}
    result = ask(rendered.text, pipeline_block, tools)
    store.record_read(case_id, rendered.fields_shown, turn)  # what the model saw stays in the active block
    return result




# --------------------------------------------------------------------------- flows


def _run_tags(ctx: BatchContext) -> list[str]:
    return [f"batch:{ctx.batch_id}", f"schema:{ctx.schema_name}", f"engine:{ctx.ocr_engine}"]


def _tag_flow_run(ctx: BatchContext) -> None:
    """Put batch, schema and engine on the flow run, so runs can be filtered by them in the UI."""
    from prefect.client.orchestration import get_client
    from prefect.context import FlowRunContext

    run_ctx = FlowRunContext.get()
    if run_ctx is None or run_ctx.flow_run is None:
        return
    wanted = sorted(set(run_ctx.flow_run.tags) | set(_run_tags(ctx)))
    with get_client(sync_client=True) as client:
        client.update_flow_run(run_ctx.flow_run.id, tags=wanted)


def wait_publishing(futures: list, publisher: ArtifactPublisher | None, every_s: float) -> None:
    """Wait for every future, publishing the artifacts at most every `every_s` seconds.

    Waits on one future at a time with its own timeout, rather than `prefect.futures.wait`
    with a timeout: that one interrupts its waiting thread on timeout and can leave its
    lock half-released (RuntimeError 'release unlocked lock' on a busy machine)."""
    for future in futures:
        while not future.wrapped_future.done():
            future.wait(timeout=every_s)
            if publisher is not None:
                publisher.publish()
        future.wait()  # records the final state on the future (returns at once now)


def _run(ctx: BatchContext, docs: list[DocumentRef], total_docs: int, skipped_note: str = ""):
    logger = get_run_logger()
    coordinator = Coordinator(ctx.engine())
    from status.llm import start_batch_deadline

    start_batch_deadline(ctx.batch_id, ctx.settings().llm_batch_deadline_s)  # one deadline for this run's model steps
    from stages.spacy_model import installed_model, warm_up

    warm_up()  # loads while the first pages are in tesseract
    logger.info("batch %s: %d documents to process (%d in batch%s), concurrency %d, spaCy model %s",
                ctx.batch_id, len(docs), total_docs, skipped_note, ctx.concurrency, installed_model())
    _warm_versions(ctx)
    collector.freeze_start_up()  # start-up's objects live as long as the run: the collector's full passes skip them
    keep = _unwalked()
    futures = [document_task.submit(keep(ctx), keep(doc), doc.doc_id) for doc in docs]  # untagged: see TASK_OPTIONS
    # the flow run's tags and first artifacts are API calls: made while the first documents are read, not before
    _tag_flow_run(ctx)
    publisher = ArtifactPublisher(ctx, coordinator, every_s=ctx.artifact_every_s)
    try:
        publisher.publish(force=True)
        wait_publishing(futures, publisher, ctx.artifact_every_s)
        prefetch.stop()  # every document's task run has taken its reading by now
        case_reviews = _review_cases(ctx, [d.doc_id for d in docs]) if ctx.review else []
        publisher.publish(force=True, final=True, case_reviews=case_reviews)
    finally:
        publisher.close()  # (the final publish closed it; an error before it must not leave the client open)
    export_path = export_batch(ctx)
    report = BatchReport.from_statuses(ctx.batch_id, coordinator.document_statuses(ctx.batch_id), str(export_path))
    logger.info("batch %s finished: %s; export %s", ctx.batch_id, report.counts, export_path)
    if report.failed:
        return Failed(message=f"{len(report.failed)} of {report.total} documents failed{skipped_note}; `docflow resume {ctx.batch_id}` retries them", data=report)
    return Completed(message=f"{report.total} documents processed{skipped_note}", data=report)


def _unwalked() -> Callable:
    """How to pass a task argument Prefect need not walk: in threads, `quote`d. Prefect walks every argument
    (twice per task run) for futures and states to resolve; the batch context and a document reference hold
    none, and walking them cost ~1-2 ms of CPU per document. Dask sends arguments as they are (it would hand
    the task a quote's bare tuple)."""
    from prefect.context import FlowRunContext

    run_ctx = FlowRunContext.get()
    if run_ctx is not None and isinstance(run_ctx.task_runner, ThreadPoolTaskRunner):
        return quote
    return lambda value: value


def _warm_versions(ctx: BatchContext) -> None:
    """Work out the stages' config versions once, before the task runs start: the first task runs,
    started together, would each work them out (an unlocked cache), each running `tesseract --version`.
    A failure is left to the task runs, which fail their documents with it as before."""
    try:
        ctx.config_version(Stage.OCR)
    except Exception:
        pass


def _review_cases(ctx: BatchContext, doc_ids: list[str]) -> list[ReviewResult]:
    """One review per contested case of this run (`contested_cases`: touched by it, or left unreviewed by a killed run), after every document is in.
    Each result is stored (stage output keyed `case:<id>`) and shown in the final artifact."""
    logger = get_run_logger()
    case_ids = contested_cases(ctx, doc_ids)
    keep = _unwalked()
    futures = [case_review_task.submit(keep(ctx), case_id) for case_id in case_ids]
    wait_publishing(futures, None, ctx.artifact_every_s)
    results = []
    from status.review_log import record_case_review

    for case_id, future in zip(case_ids, futures):
        if not future.state.is_completed():
            logger.error("case review of %s did not complete: %s", case_id, future.state.message)
            error = future.state.result(raise_on_failure=False)
            record_case_review(ctx.engine(), ctx.batch_id, case_id,
                               error=error if isinstance(error, BaseException) else RuntimeError(str(future.state.message)))
            continue
        result = future.result()
        record_case_review(ctx.engine(), ctx.batch_id, case_id, result=result)
        asked = hashlib.sha256(str(result.harness_card.get("question")).encode()).hexdigest()[:12]
        save_output(ctx.engine(), f"case:{case_id}:{asked}", Stage.REVIEW.value, ctx.config_version(Stage.REVIEW), case_id, result)
        results.append(result)
    return results


def _flow_batch_id(parameters: dict) -> str:
    """The given batch id, else one from the whole flow-run id: unique per run (scheduled
    runs are created in bursts with time-ordered ids) and the same when the run is retried."""
    from prefect.runtime import flow_run

    return parameters.get("batch_id") or batch_id_for_flow_run(flow_run.id)


def _batch_run_name() -> str:
    from prefect.runtime import flow_run

    return f"batch-{_flow_batch_id(flow_run.parameters)}"


def _resume_run_name() -> str:
    from prefect.runtime import flow_run

    return f"resume-{flow_run.parameters['batch_id']}"


def _default_concurrency() -> int:
    """DOCFLOW_CONCURRENCY; the CPU count while settings are invalid: the flow decorators
    below run at import, and a bad setting must be named by the CLI, not crash the import."""
    try:
        return get_settings().concurrency
    except ValueError:  # pydantic's ValidationError
        return os.cpu_count() or 2


def _task_runner(concurrency: int | None, dask_address: str | None = None):
    """Threads on one machine (default); Dask for fan-out: `local` starts a local
    cluster of single-threaded worker processes, anything else is a scheduler address."""
    workers = concurrency or _default_concurrency()
    if not dask_address:
        return ThreadPoolTaskRunner(max_workers=documents_in_flight(workers))  # one task per document
    from prefect_dask import DaskTaskRunner

    if dask_address == "local":
        return DaskTaskRunner(cluster_kwargs={"n_workers": workers, "threads_per_worker": 1, "processes": True})
    return DaskTaskRunner(address=dask_address)


def to_do(coordinator: Coordinator, batch_id: str, docs: list[DocumentRef]) -> list[DocumentRef]:
    """The documents of `docs` not finished in the batch (new, changed, failed, pending or
    interrupted). Finished ones get no task run at all: a re-run shows only real work."""
    if not coordinator.has_batch(batch_id):
        return docs
    finished = {(s.doc_id, s.content_hash) for s in coordinator.document_statuses(batch_id) if s.state.value in FINISHED}
    return [d for d in docs if (d.doc_id, d.content_hash) not in finished]


def _deployment_key() -> str | None:
    """"<flow>/<deployment>" when this flow run belongs to a deployment (`docflow serve`), else None."""
    from prefect.runtime import deployment, flow_run

    if not deployment.id:
        return None
    return f"{flow_run.flow_name}/{deployment.name}"


def move_done(docs: list[DocumentRef], finished: set[str], done_dir: str | Path) -> tuple[int, list[str]]:
    """Move the files of the finished documents (ids in `finished`) to `done_dir`, keeping
    their relative path; the others stay in the inbox for `docflow resume`.
    Returns how many moved and a message for each file that could not be moved."""
    moved, problems = 0, []
    for doc in docs:
        source = Path(doc.path)
        if doc.doc_id not in finished or not source.is_file():
            continue
        target = Path(done_dir) / doc.doc_id
        if target.exists():  # a file of the same name done earlier: keep both
            target = target.with_name(f"{target.stem}-{doc.content_hash[:8]}{target.suffix}")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(source), str(target))
            moved += 1
        except OSError as exc:  # the document is done either way; say why its file stayed
            problems.append(f"could not move {source} to {target}: {exc}")
    return moved, problems


@flow(name="process_batch", flow_run_name=_batch_run_name, task_runner=_task_runner(None), log_prints=True)
def process_batch(
    paths: list[str],
    batch_id: str | None = None,
    schema_name: str | None = None,
    database_url: str | None = None,
    review: bool = True,
    pattern: str = "*",
    move_done_to: str | None = None,
):
    """OCR -> NLP -> validation (-> review) over every file in `paths` (folders or files)
    whose name matches `pattern`. In a deployment, documents an earlier run of it took
    (same bytes) are skipped; `move_done_to` moves finished files out of the inbox."""
    from prefect.runtime import flow_run

    logger = get_run_logger()
    ctx = BatchContext.create(batch_id=check_batch_id(_flow_batch_id(flow_run.parameters)), schema=schema_name,
                              database_url=database_url, review=review)
    try:
        docs = discover(paths, pattern)
    except NoDocumentsError as exc:  # an empty inbox on a scheduled run is not an error
        return Completed(message=str(exc))
    skipped_note = ""
    deployment = _deployment_key()
    if deployment is not None:
        from status.inbox import claim_documents, settled

        settle_s = get_settings().inbox_settle_s
        docs, writing = settled(docs, settle_s)
        docs, skipped = claim_documents(ctx.engine(), deployment, ctx.batch_id, docs)
        skipped_note = f"; {len(skipped)} skipped, taken by earlier runs of {deployment}" + (
            f"; {len(writing)} changed in the last {settle_s:g} s, left for the next run" if writing else "")
        logger.info("%d new documents%s", len(docs), skipped_note)
        if not docs:
            return Completed(name="NothingNew", message=f"0 new documents{skipped_note}")
    coordinator = Coordinator(ctx.engine())
    started = coordinator.batch(ctx.batch_id)
    if started is not None:  # a re-run (a UI retry) reads the rest of the batch with the engine it began with
        ctx = ctx.model_copy(update={"ocr_engine": started.ocr_engine})
    coordinator.register_batch(ctx.batch_id, docs, schema_name=ctx.schema_name, source=", ".join(map(str, paths)),
                               ocr_engine=ctx.ocr_engine)
    state = _run(ctx, to_do(coordinator, ctx.batch_id, docs), len(docs), skipped_note)
    if move_done_to:
        finished = {s.doc_id for s in coordinator.document_statuses(ctx.batch_id) if s.state.value in FINISHED}
        moved, problems = move_done(docs, finished, move_done_to)
        for problem in problems:
            logger.warning(problem)
        logger.info("moved %d finished documents to %s", moved, move_done_to)
    return state


@flow(name="resume_batch", flow_run_name=_resume_run_name, task_runner=_task_runner(None), log_prints=True)
def resume_batch(batch_id: str, database_url: str | None = None, review: bool = True):
    """Re-run only the documents of `batch_id` that did not finish, each from its first unfinished stage."""
    ctx = BatchContext.create(batch_id=batch_id, database_url=database_url, review=review)
    coordinator = Coordinator(ctx.engine())
    batch = coordinator.batch(batch_id)
    if batch is None:
        raise ValueError(f"unknown batch {batch_id!r}; `docflow batches` lists them")
    ctx = ctx.model_copy(update={"schema_name": batch.schema_name, "ocr_engine": batch.ocr_engine})
    unfinished = coordinator.unfinished(batch_id)
    docs = [DocumentRef(doc_id=s.doc_id, path=s.path, content_hash=hash_or_unreadable(Path(s.path))) for s in unfinished]
    coordinator.register_batch(batch_id, docs, schema_name=ctx.schema_name, source=batch.source,  # a changed file gets its new hash
                               ocr_engine=batch.ocr_engine)
    return _run(ctx, docs, len(coordinator.document_statuses(batch_id)))


def nothing_to_do(batch_id: str, database_url: str | None, docs: Callable[[], list[DocumentRef]] | None = None,
                  review: bool = True) -> State | None:
    """A Completed state when the batch exists and every document (of `docs()`, else of
    the batch) is finished with the same bytes; None otherwise. Checked before any flow
    starts, so re-running or resuming a finished batch does not start a Prefect API."""
    coordinator = Coordinator(get_engine(database_url or get_settings().resolved_database_url))
    if not coordinator.has_batch(batch_id):
        return None
    try:
        if coordinator.unfinished(batch_id) if docs is None else to_do(coordinator, batch_id, docs()):
            return None
    except InputError:
        return None  # the flow reports an unusable input in its own way
    if review and batch_left_unreviewed(batch_id, database_url):
        return None  # killed before its case reviews: the flow reviews those cases
    return Completed(message=f"batch {batch_id}: every document is finished; nothing to do")


def run_batch(paths: list[str], *, batch_id: str | None = None, concurrency: int | None = None, dask: str | None = None, **kw):
    """Run `process_batch` with a concurrency bound; returns (batch id, final flow state)."""
    batch_id = batch_id or new_batch_id()
    paths = [str(p) for p in paths]
    done = nothing_to_do(batch_id, kw.get("database_url"), lambda: discover(paths, kw.get("pattern", "*")), kw.get("review", True))
    if done is not None:
        return batch_id, done
    f = process_batch.with_options(task_runner=_task_runner(concurrency, dask))
    return batch_id, f(paths=paths, batch_id=batch_id, return_state=True, **kw)


def run_resume(batch_id: str, *, concurrency: int | None = None, dask: str | None = None, **kw):
    done = nothing_to_do(batch_id, kw.get("database_url"), review=kw.get("review", True))
    if done is not None:
        return done
    f = resume_batch.with_options(task_runner=_task_runner(concurrency, dask))
    return f(batch_id=batch_id, return_state=True, **kw)
