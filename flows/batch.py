"""Prefect flows: `process_batch` (a folder or files) and `resume_batch` (what did not finish).

Stages are plain functions in `stages/`; this module wraps each in a Prefect task
that (1) reuses a persisted output for the same bytes + stage configuration,
(2) emits a StageStatus before and after, (3) persists the output. One task per
stage per document; a document's failure fails its task run (visible, with its
error, in the Prefect UI) and never stops the batch. Re-running a flow run (for
example "Retry" in the UI) with the same batch id is a resume: finished stages are
not run again.
"""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path
from typing import Callable

from prefect import flow, get_run_logger, tags, task
from prefect.cache_policies import NO_CACHE
from prefect.futures import wait
from prefect.states import Completed, Failed
from prefect.task_runners import ThreadPoolTaskRunner
from pydantic import BaseModel
from sqlalchemy.exc import OperationalError

from flows.artifacts import ArtifactPublisher
from flows.context import BatchContext, BatchReport, contested_cases
from flows.documents import NoDocumentsError, check_batch_id, discover, hash_or_unreadable, new_batch_id
from flows.export import export_batch
from stages import nlp as nlp_stage
from stages import ocr as ocr_stage
from stages import review as review_stage
from stages import validate as validate_stage
from status.coordinator import Coordinator, DocumentRef
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
from status.outputs import load_output, save_output
from status.settings import get_settings

os.environ.setdefault("OMP_THREAD_LIMIT", "1")

STAGES_PER_DOC = 4  # ocr, nlp, validate, review
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
) -> BaseModel:
    """Run one stage for one document, exactly once per (bytes, stage config).

    `on_result` runs before the success event (e.g. folding facts into the store), so
    a stage counts as done only when everything it is responsible for is done.
    """
    engine = ctx.engine()
    coordinator = Coordinator(engine)
    config_version = ctx.config_version(stage)
    cached = load_output(engine, doc.content_hash, stage.value, config_version, output_model)
    history = [e for e in coordinator.events(ctx.batch_id, doc.doc_id) if e.stage == stage and e.content_hash == doc.content_hash]
    if cached is not None and any(e.state in (StageState.SUCCEEDED, StageState.NEEDS_REVIEW) for e in history):
        return cached  # finished in this batch already: no new event, no rework

    attempt = 1 + sum(1 for e in history if e.state == StageState.STARTED)

    def emit(state: StageState, **kw) -> None:
        coordinator.emit(
            StageStatus(
                event_id=_event_id(ctx, doc, stage, attempt, state),
                batch_id=ctx.batch_id,
                doc_id=doc.doc_id,
                content_hash=doc.content_hash,
                stage=stage,
                state=state,
                attempt=attempt,
                **kw,
            )
        )

    started = utcnow()
    t0 = time.perf_counter()
    if cached is None:
        emit(StageState.STARTED, started_at=started)
    try:
        result = cached if cached is not None else compute()
        if cached is None:
            save_output(engine, doc.content_hash, stage.value, config_version, doc.doc_id, result)
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
    emit(state, summary={**summarize(result), **({"reused": True} if cached is not None else {})},
         error_class=reason_class, error_message=reason,
         started_at=started, finished_at=utcnow(), duration_ms=int((time.perf_counter() - t0) * 1000))
    return result


# --------------------------------------------------------------------------- tasks


def _summary_ocr(r: OcrResult) -> dict:
    return {"pages": len(r.pages), "chars": len(r.text), "mean_conf": r.mean_conf, "method": r.pages[0].method if r.pages else None}


def _summary_nlp(r: Extraction) -> dict:
    found = sum(1 for f in r.fields.values() if f.value is not None)
    return {"doc_type": r.doc_type, "fields_found": found, "fields_null": len(r.fields) - found}


def _summary_validate(r: Validation) -> dict:
    not_auth = sum(1 for f in r.fields.values() if f.value is not None and not f.authoritative)
    first = r.rules_failed[0].rule if r.rules_failed else None
    return {"rules_failed": len(r.rules_failed), "not_authoritative": not_auth, "first_rule": first}


def _summary_review(r: ReviewResult) -> dict:
    return {"backend": r.backend, "needs_review": r.needs_review, "prompt_tokens": r.harness_card.get("estimated_tokens")}


TASK_OPTIONS = dict(cache_policy=NO_CACHE, retries=2, retry_delay_seconds=2, retry_condition_fn=_is_transient, persist_result=False)


@task(name="ocr", task_run_name="ocr · {doc_id}", tags=["stage:ocr"], **TASK_OPTIONS)
def ocr_task(ctx: BatchContext, doc: DocumentRef, doc_id: str) -> OcrResult:
    return run_stage(
        ctx, doc, Stage.OCR, OcrResult,
        lambda: ocr_stage.run_ocr(Path(doc.path), ctx.ocr_settings(), doc_id=doc.doc_id),
        _summary_ocr,
    )


@task(name="nlp", task_run_name="nlp · {doc_id}", tags=["stage:nlp"], **TASK_OPTIONS)
def nlp_task(ctx: BatchContext, doc: DocumentRef, doc_id: str, ocr: OcrResult) -> Extraction:
    return run_stage(ctx, doc, Stage.NLP, Extraction, lambda: nlp_stage.extract(ocr, ctx.schema()), _summary_nlp)


@task(name="validate", task_run_name="validate · {doc_id}", tags=["stage:validate"], **TASK_OPTIONS)
def validate_task(ctx: BatchContext, doc: DocumentRef, doc_id: str, ocr: OcrResult, extraction: Extraction) -> Validation:
    return run_stage(
        ctx, doc, Stage.VALIDATE, Validation,
        lambda: validate_stage.validate(extraction, ocr, ctx.schema()),
        _summary_validate,
        on_result=lambda v: ctx.fact_store().ingest(v, batch_id=ctx.batch_id, doc_id=doc.doc_id, document_date=extraction.document_date,
                                                     trusted=ctx.is_trusted(doc.path)),
    )


def needs_llm_review(validation: Validation) -> bool:
    """A document is reviewed for its own problems: failed rules, unverified values.
    Contested cases are reviewed once per case after the batch (`case_review_task`)."""
    return (
        bool(validation.rules_failed)
        or any(f.value is not None and not f.authoritative for f in validation.fields.values())
        or all(f.value is None for f in validation.fields.values())  # nothing found: likely not this schema's kind
    )


@task(name="review", task_run_name="review · {doc_id}", tags=["stage:review"], **TASK_OPTIONS)
def review_task(ctx: BatchContext, doc: DocumentRef, doc_id: str, validation: Validation) -> ReviewResult:
    def compute() -> ReviewResult:
        case_id = ctx.fact_store().case_for_document(doc.doc_id, ctx.batch_id)
        return _with_case_context(ctx, case_id, lambda case_block, pipeline_block, tools: review_stage.review(
            validation, case_block, pipeline_block, ctx.settings(), **tools))

    if not needs_llm_review(validation):
        Coordinator(ctx.engine()).emit(
            StageStatus(
                event_id=_event_id(ctx, doc, Stage.REVIEW, 1, StageState.SKIPPED),
                batch_id=ctx.batch_id, doc_id=doc.doc_id, content_hash=doc.content_hash,
                stage=Stage.REVIEW, state=StageState.SKIPPED, summary={"reason": "nothing to review"},
            )
        )
        return ReviewResult(doc_id=doc.doc_id, backend="skipped", needs_review=False)
    return run_stage(
        ctx, doc, Stage.REVIEW, ReviewResult, compute, _summary_review,
        outcome=lambda r: StageState.NEEDS_REVIEW if r.needs_review else StageState.SUCCEEDED,
        explain=lambda _: review_reason(validation),
    )


def review_reason(validation: Validation) -> tuple[str, str]:
    """Why a person must look: a short class and message for the status block."""
    if validation.rules_failed:
        return "rule_failed", "; ".join(f"{r.rule}: {r.message}" for r in validation.rules_failed)[:300]
    unverified = [f"{name} ({f.reason})" for name, f in sorted(validation.fields.items()) if f.value is not None and not f.authoritative]
    if unverified:
        return "unverified", "not authoritative: " + "; ".join(unverified)[:280]
    return "no_fields", f"no field of the schema found; the document type ({validation.doc_type}) is a guess"


@task(name="case-review", task_run_name="review · {case_id}", tags=["stage:review"], **TASK_OPTIONS)
def case_review_task(ctx: BatchContext, case_id: str) -> ReviewResult:
    """Ask the model (or record the harness card) about one contested case, with its block first."""
    return _with_case_context(ctx, case_id, lambda case_block, pipeline_block, tools: review_stage.review_case(
        case_id, case_block, pipeline_block, ctx.settings(), **tools))


def _with_case_context(ctx: BatchContext, case_id: str | None, ask: Callable) -> ReviewResult:
    """Give an LLM step its context the one way: the Pipeline Status block, the case's
    block, the get_case_facts tool for the full record; then record what it read."""
    from status.fact_store import GET_CASE_FACTS_TOOL
    from status.llm import ToolSpec
    from status.pipeline_block import render_pipeline_block

    store = ctx.fact_store()
    pipeline_block = render_pipeline_block(Coordinator(ctx.engine()), ctx.batch_id, ctx.status_block_tokens)
    if case_id is None:
        return ask("", pipeline_block, {})
    turn = 1 + max((t for _, t in store.reads(case_id)), default=0)
    rendered = store.render(case_id)
    tools = {"tools": [ToolSpec(**GET_CASE_FACTS_TOOL)],
             "tool_handlers": {"get_case_facts": lambda args: store.answer_tool_call(args, turn=turn)}}
    result = ask(rendered.text, pipeline_block, tools)
    store.record_read(case_id, rendered.fields_shown, turn)  # what the model saw stays in the active block
    return result




# --------------------------------------------------------------------------- flows


def _submit_documents(ctx: BatchContext, docs: list[DocumentRef]) -> list:
    futures = []
    with tags(f"batch:{ctx.batch_id}"):
        for doc in docs:
            ocr_f = ocr_task.submit(ctx, doc, doc.doc_id)
            nlp_f = nlp_task.submit(ctx, doc, doc.doc_id, ocr_f)
            val_f = validate_task.submit(ctx, doc, doc.doc_id, ocr_f, nlp_f)
            futures += [ocr_f, nlp_f, val_f]
            if ctx.review:
                futures.append(review_task.submit(ctx, doc, doc.doc_id, val_f))
    return futures


def _run(ctx: BatchContext, docs: list[DocumentRef], total_docs: int):
    logger = get_run_logger()
    coordinator = Coordinator(ctx.engine())
    publisher = ArtifactPublisher(ctx, coordinator, every_s=ctx.artifact_every_s)
    publisher.publish(force=True)
    from stages.spacy_model import load_nlp

    logger.info("batch %s: %d documents to process (%d in batch), concurrency %d, spaCy model %s",
                ctx.batch_id, len(docs), total_docs, ctx.concurrency, load_nlp()[1])
    futures = _submit_documents(ctx, docs)
    pending = list(futures)
    while pending:
        pending = _wait_some(pending, ctx.artifact_every_s)
        publisher.publish()
    case_reviews = _review_cases(ctx, [d.doc_id for d in docs]) if ctx.review else []
    publisher.publish(force=True, final=True, case_reviews=case_reviews)
    export_path = export_batch(ctx)
    report = BatchReport.from_statuses(ctx.batch_id, coordinator.document_statuses(ctx.batch_id), str(export_path))
    logger.info("batch %s finished: %s; export %s", ctx.batch_id, report.counts, export_path)
    if report.failed:
        return Failed(message=f"{len(report.failed)} of {report.total} documents failed; `docflow resume {ctx.batch_id}` retries them", data=report)
    return Completed(message=f"{report.total} documents processed", data=report)


def _wait_some(futures: list, timeout_s: float) -> list:
    """Wait up to `timeout_s` for the futures; return those still running. Each future's
    own wait: prefect.futures.wait(timeout=...) runs under an alarm-signal timeout that
    once broke its own lock (RuntimeError 'release unlocked lock') and lost the batch."""
    deadline = time.monotonic() + timeout_s
    for future in futures:
        future.wait(timeout=max(0.0, deadline - time.monotonic()))
    return [f for f in futures if not f.wrapped_future.done()]


def _review_cases(ctx: BatchContext, doc_ids: list[str]) -> list[ReviewResult]:
    """One review per contested case of this run (`contested_cases`: touched by it, or left unreviewed by a killed run), after every document is in.
    Each result is stored (stage output keyed `case:<id>`) and shown in the final artifact."""
    logger = get_run_logger()
    case_ids = contested_cases(ctx, doc_ids)
    with tags(f"batch:{ctx.batch_id}"):
        futures = [case_review_task.submit(ctx, case_id) for case_id in case_ids]
    wait(futures)
    results = []
    for case_id, future in zip(case_ids, futures):
        if not future.state.is_completed():
            logger.error("case review of %s did not complete: %s", case_id, future.state.message)
            continue
        result = future.result()
        asked = hashlib.sha256(str(result.harness_card.get("question")).encode()).hexdigest()[:12]
        save_output(ctx.engine(), f"case:{case_id}:{asked}", Stage.REVIEW.value, ctx.config_version(Stage.REVIEW), case_id, result)
        results.append(result)
    return results


def _flow_batch_id(parameters: dict) -> str:
    from prefect.runtime import flow_run

    return parameters.get("batch_id") or f"b-{str(flow_run.id)[:8]}"


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
        # Each document is a chain of STAGES_PER_DOC tasks submitted in order; a
        # downstream task holds its thread while it waits for its upstream one, so
        # this many threads keep `workers` documents in flight, one stage active each.
        return ThreadPoolTaskRunner(max_workers=workers * STAGES_PER_DOC)
    from prefect_dask import DaskTaskRunner

    if dask_address == "local":
        return DaskTaskRunner(cluster_kwargs={"n_workers": workers, "threads_per_worker": 1, "processes": True})
    return DaskTaskRunner(address=dask_address)


@flow(name="process_batch", flow_run_name=_batch_run_name, task_runner=_task_runner(None), log_prints=True)
def process_batch(
    paths: list[str],
    batch_id: str | None = None,
    schema_name: str | None = None,
    database_url: str | None = None,
    review: bool = True,
    pattern: str = "*",
):
    """OCR -> NLP -> validation (-> review) over every file in `paths` (folders or files)
    whose name matches `pattern`."""
    from prefect.runtime import flow_run

    ctx = BatchContext.create(batch_id=check_batch_id(_flow_batch_id(flow_run.parameters)), schema=schema_name,
                              database_url=database_url, review=review)
    try:
        docs = discover(paths, pattern)
    except NoDocumentsError as exc:  # an empty inbox on a scheduled run is not an error
        return Completed(message=str(exc))
    coordinator = Coordinator(ctx.engine())
    started = coordinator.batch(ctx.batch_id)
    if started is not None:  # a re-run (a UI retry) reads the rest of the batch with the engine it began with
        ctx = ctx.model_copy(update={"ocr_engine": started.ocr_engine})
    coordinator.register_batch(ctx.batch_id, docs, schema_name=ctx.schema_name, source=", ".join(map(str, paths)),
                               ocr_engine=ctx.ocr_engine)
    return _run(ctx, docs, len(docs))


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



def run_batch(paths: list[str], *, batch_id: str | None = None, concurrency: int | None = None, dask: str | None = None, **kw):
    """Run `process_batch` with a concurrency bound; returns (batch id, final flow state)."""
    batch_id = batch_id or new_batch_id()
    f = process_batch.with_options(task_runner=_task_runner(concurrency, dask))
    return batch_id, f(paths=[str(p) for p in paths], batch_id=batch_id, return_state=True, **kw)


def run_resume(batch_id: str, *, concurrency: int | None = None, dask: str | None = None, **kw):
    f = resume_batch.with_options(task_runner=_task_runner(concurrency, dask))
    return f(batch_id=batch_id, return_state=True, **kw)
