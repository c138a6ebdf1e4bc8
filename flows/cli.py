"""The `docflow` command: run, resume, status, batches, facts, serve."""

from __future__ import annotations

import os
from enum import Enum
import threading
import time
from pathlib import Path
from typing import Optional

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from flows.cli_facts import facts_app
from flows.cli_status import register_status_commands
from status.untrusted import one_line

app = typer.Typer(help="docflow: OCR -> NLP -> validation over batches of scanned documents, as Prefect flows.", no_args_is_help=True)
app.add_typer(facts_app, name="facts", help="Case Facts: show, list, history, resolve.")
register_status_commands(app)
from flows.cli_ask import register_ask_command; register_ask_command(app)  # noqa: E402,E702 (one line: eases merging)
console = Console()



class OcrEngine(str, Enum):
    tesseract = "tesseract"
    ppocr = "ppocr"


def _apply_common(
    database_url: Optional[str], schema: Optional[str], concurrency: Optional[int], ocr_engine: Optional[str] = None
) -> None:
    """CLI options win over environment: write them where Settings reads them."""
    if ocr_engine:
        os.environ["DOCFLOW_OCR_ENGINE"] = ocr_engine
    from pydantic import ValidationError

    from status.settings import get_settings

    try:
        get_settings()
        from flows.context import BatchContext

        BatchContext.create(batch_id="check", database_url="sqlite://").ocr_settings()  # OCR bounds (dpi, timeout)
    except ValidationError as exc:  # a bad DOCFLOW_* value: say which, not a traceback
        _error(f"invalid setting: {escape(_setting_problems(exc))}")
        raise typer.Exit(2)
    if database_url:
        os.environ["DOCFLOW_DATABASE_URL"] = database_url
    if schema:
        os.environ["DOCFLOW_SCHEMA"] = schema
    if concurrency:
        os.environ["DOCFLOW_CONCURRENCY"] = str(concurrency)


def _error(message: str) -> None:
    """One line, however narrow the terminal (markup already escaped by the caller)."""
    console.print(f"[red]error:[/red] {message}", soft_wrap=True)


def _setting_problems(exc) -> str:
    """'DOCFLOW_CONCURRENCY: Input should be a valid integer; ...' from a pydantic error."""
    names = {"timeout_s": "ocr_timeout_s", "dpi": "ocr_dpi", "lang": "ocr_lang", "max_pages": "ocr_max_pages", "engine": "ocr_engine"}
    out = []
    for e in exc.errors():
        name = "_".join(map(str, e["loc"])) or "?"
        name = names.get(name, name).upper()
        out.append(f"{name if name.startswith('DOCFLOW_') else 'DOCFLOW_' + name}={e.get('input')!r}: {e['msg']}")
    return "; ".join(out)


def _check_schema() -> None:
    """An unknown --schema / DOCFLOW_SCHEMA would leave every document pending: refuse it before starting."""
    from status.schema import SchemaError, load_schema
    from status.settings import get_settings

    name = get_settings().schema_name
    try:
        load_schema(name)
    except (SchemaError, OSError, ValueError) as exc:
        _error(f"schema {escape(repr(name))} cannot be used: {escape(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)}")
        raise typer.Exit(2)


def _begin_orchestrator():
    """Start (or reach) the Prefect API in the background while the batch is prepared."""
    from flows.orchestrator import start_in_background
    from status.settings import get_settings

    return start_in_background(get_settings().orchestrator_start_timeout_s)


def _begin_prefetch(docs) -> None:
    """Begin the OCR of a new batch's first documents before Prefect is loaded and its flow run made
    (`flows.prefetch`); their task runs take the readings. Documents whose bytes already have a stored
    reading (under any OCR configuration; usually this one, which their OCR stage reuses) are left out."""
    from flows import prefetch
    from flows.context import BatchContext
    from status.settings import get_settings

    from stages import ocr_language, tesseract_engine
    from stages.filetypes import TEXT_EXTENSIONS

    settings = get_settings()
    ctx = BatchContext.create(batch_id="prefetch")
    ocr_settings = ctx.ocr_settings()
    first = docs[: prefetch.read_ahead(settings.concurrency)]
    stored = _stored_readings(ctx.database_url, [d.content_hash for d in first])
    todo = [d for d in first if d.content_hash not in stored]
    # the engines load (processes of their own, on the other core) while the first pages are prepared and the
    # rest of the run loads, instead of after the first page is ready; none for text files alone (an e-mail's
    # attachments may need tesseract)
    plain_text = TEXT_EXTENSIONS - {".eml"}
    scans = sum(1 for d in todo if Path(d.path).suffix.lower() not in plain_text)
    if scans and ocr_settings.engine == "tesseract":
        ocr_language.preload(ocr_settings.lang)
    tesseract_engine.prestart(ocr_language.first_model(ocr_settings.lang), min(settings.concurrency, scans))
    prefetch.begin(todo, ocr_settings, settings.concurrency)


def _ocr_reader(engine: str) -> str:
    """What reads scanned pages: ppocr, or tesseract with the models its language setting picks."""
    from stages import ocr_language
    from status.settings import get_settings

    return ocr_language.describe(get_settings().ocr_lang) if engine == "tesseract" else engine


def _stored_readings(database_url: str, hashes: list[str]) -> set[str]:
    """Which of these content hashes have an OCR output stored (under any configuration)."""
    from sqlalchemy import bindparam, text

    from status.db import get_engine

    query = text("SELECT DISTINCT content_hash FROM stage_output WHERE stage = 'ocr' AND content_hash IN :hashes")
    with get_engine(database_url).connect() as conn:
        return {h for (h,) in conn.execute(query.bindparams(bindparam("hashes", expanding=True)), {"hashes": hashes})}


def _await_orchestrator(wait, verbose: bool) -> None:
    """The Prefect API must be up before a batch starts; if it cannot be, one line and exit 3."""
    from flows.orchestrator import OrchestratorUnavailable

    if not verbose:
        _quiet_prefect_console()
    try:
        wait()
    except OrchestratorUnavailable as exc:
        _error(f"orchestrator unavailable: {escape(str(exc))}")
        raise typer.Exit(3)


def _watch(batch_id: str, stop: threading.Event, quiet: bool) -> None:
    """Progress bar fed from the status store while the flow runs in the main thread: from the batch's counters
    (a few rows), not every document's status (at 1,000 documents ~25 ms of CPU a poll, twice a second)."""
    if quiet:
        return
    from status.coordinator import Coordinator, finished
    from status.db import get_engine
    from status.settings import get_settings

    coordinator = Coordinator(get_engine(get_settings().resolved_database_url))
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[detail]}"),
                  TimeElapsedColumn(), console=console, transient=False) as progress:
        bar = progress.add_task(f"batch {batch_id}", total=None, detail="starting")
        while True:
            t0 = time.monotonic()
            counts = coordinator.batch_counts(batch_id) if coordinator.has_batch(batch_id) else None
            if counts and counts["documents"]:
                by_state = counts["by_state"]
                done = finished(counts)
                failed = by_state.get("failed", 0)
                progress.update(bar, total=counts["documents"], completed=done, detail=f"failed {failed}" if failed else "")
            if stop.is_set():
                break
            stop.wait(max(0.5, 20 * (time.monotonic() - t0)))  # a big batch: fewer polls, same share of the machine


def _print_report(report, as_json: bool) -> None:
    if as_json:
        console.print_json(report.model_dump_json())
        return
    table = Table(title=f"batch {report.batch_id}: {report.total} documents")
    table.add_column("final state")
    table.add_column("documents", justify="right")
    for state, n in report.counts.items():
        table.add_row(state, str(n))
    console.print(table)
    if report.failed:
        failed = Table(title="failed documents")
        for col in ("document", "stage", "error"):
            failed.add_column(col)
        for f in report.failed:
            failed.add_row(Text(one_line(f.doc_id)), f.stage or "", Text(one_line(f"{f.error_class}: {f.error_message}")))
        console.print(failed)
        console.print(f"retry them: [bold]docflow resume {report.batch_id}[/bold]")
    if report.export_path:
        console.print(f"validated records: {report.export_path}")


def _report_for(batch_id: str):
    from flows.context import BatchReport
    from status.coordinator import Coordinator
    from status.db import get_engine
    from status.settings import get_settings

    settings = get_settings()
    statuses = Coordinator(get_engine(settings.resolved_database_url)).document_statuses(batch_id)
    export = settings.export_dir / f"{batch_id}.jsonl"
    return BatchReport.from_statuses(batch_id, statuses, str(export) if export.exists() else None)


def _quiet_prefect_console() -> None:
    """Prefect logs every task run to the console; the progress bar and the summary say
    the same more readably. The logs still go to the Prefect API (the UI)."""
    import logging

    from prefect.logging.handlers import PrefectConsoleHandler

    for name in ("", "prefect", "prefect.flow_runs", "prefect.task_runs", "prefect.server", "uvicorn"):
        for handler in logging.getLogger(name).handlers:
            if isinstance(handler, (PrefectConsoleHandler, logging.StreamHandler)):
                handler.setLevel(logging.CRITICAL)


def _warn_without_tesseract() -> None:
    """Without tesseract only plain text and PDFs with a text layer can be read: say so up front."""
    import shutil

    if shutil.which("tesseract") is None:
        console.print("[yellow]warning:[/yellow] tesseract is not installed (apt-get install tesseract-ocr, or `make setup`); "
                      "images and scanned PDFs will fail")


def _batch_ocr_engine(batch_id: str) -> str | None:
    """The OCR engine an existing batch began with, or None for a new batch."""
    from status.coordinator import Coordinator
    from status.db import get_engine
    from status.settings import get_settings

    started = Coordinator(get_engine(get_settings().resolved_database_url)).batch(batch_id)
    return started.ocr_engine if started else None


def _check_ocr_engine(engine: str) -> None:
    """The ppocr engine without its package would fail every scanned document: refuse before starting."""
    if engine == "ppocr":
        from stages.ocr_ppocr import INSTALL_HINT, ppocr_version

        if ppocr_version() is None:
            _error(f"{escape(INSTALL_HINT)}")
            raise typer.Exit(2)


def _finish(state, report, as_json: bool) -> None:
    """Print the report and exit: 0 all finished, 1 documents failed, 3 the flow itself failed."""
    if state is not None and state.is_failed() and not report.failed:
        _error(f"the flow run failed: {escape(_one_line(state.message))}"
                      + (f"; `docflow resume {report.batch_id}` completes it" if report.total else ""))
        raise typer.Exit(3)
    _print_report(report, as_json)
    exit_now(1 if report.failed else 0)


def exit_now(code: int) -> None:
    """End the `docflow` process once a batch is done: the exit handlers run (Prefect sends its last
    events and logs, the tesseract engines stop), then the process ends without tearing down its heap
    object by object (spaCy's model, the caches, Prefect's modules: ~1 s on a quiet machine, 3-4 s on a
    loaded one, after every result was already written). Every store is committed by then. Called in
    the command's own process only; anywhere else (a test's CliRunner) the usual typer.Exit."""
    if not _own_process():
        raise typer.Exit(code)
    import atexit
    import sys

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def _own_process() -> bool:
    """True when this process is the `docflow` command: its console script, or `python -m flows.cli`."""
    import sys

    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    return Path(getattr(main, "__file__", None) or "").name == "docflow" or (spec is not None and spec.name == "flows.cli")


def _run_with_progress(batch_id: str, quiet: bool, call, verbose: bool = False):
    if not verbose:
        _quiet_prefect_console()
    stop = threading.Event()
    watcher = threading.Thread(target=_watch, args=(batch_id, stop, quiet), daemon=True)
    watcher.start()
    try:
        state = call()
    except Exception as exc:  # the orchestration itself broke (documents' own errors are states, not exceptions)
        stop.set()
        watcher.join(timeout=5)
        if verbose:
            console.print_exception()
        report = _report_for(batch_id)
        _error(f"the flow run failed: {escape(type(exc).__name__)}: {escape(_one_line(str(exc)))}"
                      + (f"; `docflow resume {batch_id}` completes it" if report.total else ""))
        raise typer.Exit(3)
    finally:
        stop.set()
        watcher.join(timeout=5)
    report = _report_for(batch_id)
    return state, report


def _one_line(message: object) -> str:
    return one_line(message, 300)


@app.command()
def run(
    paths: list[Path] = typer.Argument(..., help="Folders and/or files to process."),
    batch: Optional[str] = typer.Option(None, "--batch", help="Batch id (default: generated). Re-using an id resumes that batch."),
    schema: Optional[str] = typer.Option(None, "--schema", help="Fact schema: bundled name (default, receipts) or a YAML path."),
    ocr_engine: Optional[OcrEngine] = typer.Option(None, "--ocr-engine", help="Who reads scanned pages: tesseract (default) or ppocr (better on photographed receipts; needs the ppocr extra)."),
    pattern: str = typer.Option("*", "--pattern", "-p", help='Only files whose name matches this glob in folders, e.g. "*.jpg".'),
    concurrency: Optional[int] = typer.Option(None, "--concurrency", "-c", help="OCR engines at once, about one per core (default: CPU count); three times as many documents are in flight."),
    database_url: Optional[str] = typer.Option(None, "--db", help="Database URL (default: DOCFLOW_DATABASE_URL, else <home>/docflow.db)."),
    no_review: bool = typer.Option(False, "--no-review", help="Skip the LLM review step."),
    dask: Optional[str] = typer.Option(None, "--dask", help="Fan out with Dask: `local` (a local cluster) or a scheduler address tcp://host:8786."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Show Prefect's task-run logs on the console."),
    as_json: bool = typer.Option(False, "--json", help="Print the batch report as JSON (no progress bar)."),
) -> None:
    """Process a batch: OCR -> NLP -> validation (-> review), with a progress bar and a summary."""
    from flows import collector

    collector.pause_for_start_up()  # on again when the documents begin (flows.collector)
    try:
        _apply_common(database_url, schema, concurrency, ocr_engine.value if ocr_engine else None)
        from flows.documents import InputError, check_batch_id, discover, hashes_kept, new_batch_id
        from stages.spacy_model import SpacyModelMissing, installed_model, warm_up
        from status.settings import get_settings

        with hashes_kept():  # each file hashed once in this run (found here, found again by the flow)
            try:
                batch_id = check_batch_id(batch) if batch else new_batch_id()
                docs = discover([str(p) for p in paths], pattern)  # fail fast, before starting Prefect, on an unusable input
                _check_schema()
                model = installed_model()  # no model installed: refuse before any work
                started_with = _batch_ocr_engine(batch_id)
                engine = started_with or get_settings().ocr_engine  # a re-used batch id keeps its engine
                _check_ocr_engine(engine)
                _warn_without_tesseract()
                if dask is None and started_with is None and engine == "tesseract":
                    _begin_prefetch(docs)  # tesseract reads the first documents while the rest loads (first: both cores busy)
                # a new batch (no id given, or an id no batch has yet) has work: the API boots while the rest loads
                api = _begin_orchestrator() if started_with is None else None
                if dask is None:
                    warm_up()  # and the spaCy model loads
                from flows.batch import nothing_to_do, run_batch

                if api is None and nothing_to_do(batch_id, None, lambda: docs, review=not no_review) is None:
                    api = _begin_orchestrator()  # an existing batch may be finished: then it answers without Prefect
                if api is not None:
                    _await_orchestrator(api, verbose)
                if not as_json:
                    console.print(f"batch [bold]{batch_id}[/bold]  (watch it in the Prefect UI)")
                    console.print(f"spaCy model: {model}; OCR engine: {_ocr_reader(engine)}")
                state, report = _run_with_progress(
                    batch_id, as_json,
                    lambda: run_batch([str(p) for p in paths], batch_id=batch_id, concurrency=concurrency, dask=dask, review=not no_review, pattern=pattern)[1],
                    verbose,
                )
            except (InputError, SpacyModelMissing) as exc:
                _error(f"{escape(str(exc))}")
                raise typer.Exit(2)
            _finish(state, report, as_json)
    finally:
        collector.resume()  # (a command that ended before its batch began)


@app.command()
def resume(
    batch: str = typer.Argument(..., help="Batch id to resume (see `docflow batches`)."),
    concurrency: Optional[int] = typer.Option(None, "--concurrency", "-c"),
    database_url: Optional[str] = typer.Option(None, "--db", help="Database URL (default: DOCFLOW_DATABASE_URL, else <home>/docflow.db)."),
    no_review: bool = typer.Option(False, "--no-review"),
    dask: Optional[str] = typer.Option(None, "--dask", help="Fan out with Dask: `local` or a scheduler address."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Show Prefect's task-run logs on the console."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Re-run only the documents that did not finish, each from its first unfinished stage."""
    _apply_common(database_url, None, concurrency)
    from status.coordinator import Coordinator
    from status.db import get_engine
    from status.settings import get_settings

    coordinator = Coordinator(get_engine(get_settings().resolved_database_url))
    summary = coordinator.batch(batch)
    if summary is None:
        _error(f"unknown batch {escape(repr(batch))}; `docflow batches` lists them")
        raise typer.Exit(1)
    _check_ocr_engine(summary.ocr_engine)  # a batch is read to the end by the engine it began with
    from flows.context import batch_left_unreviewed

    todo = len(coordinator.unfinished(batch))
    unreviewed = [] if no_review else batch_left_unreviewed(batch)
    if not as_json:
        console.print(f"resuming batch [bold]{batch}[/bold]: {todo} documents not finished"
                      + (f", {len(unreviewed)} contested cases without a review" if unreviewed else "")
                      + f" (OCR engine: {summary.ocr_engine})")
    if todo == 0 and not unreviewed:  # nothing to do: answer without importing or starting Prefect
        _finish(None, _report_for(batch), as_json)
    api = _begin_orchestrator()
    from flows.batch import run_resume

    _await_orchestrator(api, verbose)

    state, report = _run_with_progress(batch, as_json, lambda: run_resume(batch, concurrency=concurrency, dask=dask, review=not no_review), verbose)
    _finish(state, report, as_json)


@app.command()
def serve(
    path: Path = typer.Argument(..., help="Inbox folder processed on every scheduled run."),
    cron: Optional[str] = typer.Option(None, "--cron", help='Schedule, e.g. "0 * * * *" (hourly).'),
    interval: Optional[int] = typer.Option(None, "--interval", help="Schedule every N seconds."),
    name: str = typer.Option("docflow-inbox", "--name", help="Deployment name shown in the Prefect UI."),
    move_done: Optional[Path] = typer.Option(None, "--move-done", help="Move the files of finished documents to this folder after each run (failed ones stay)."),
    pattern: str = typer.Option("*", "--pattern", "-p", help='Only files whose name matches this glob, e.g. "*.pdf".'),
    database_url: Optional[str] = typer.Option(None, "--db", help="Database URL of every scheduled run (default: DOCFLOW_DATABASE_URL, else <home>/docflow.db)."),
) -> None:
    """Schedule batch runs of PATH (needs a Prefect server: `prefect server start`, PREFECT_API_URL).

    Each run is its own batch and takes only documents no earlier run of this
    deployment took (same bytes); it says how many it skipped."""
    _apply_common(database_url, None, None)
    from flows.batch import process_batch

    if not (cron or interval):
        _error("give --cron or --interval")
        raise typer.Exit(2)
    if not path.is_dir():
        _error(f"no such folder: {escape(str(path))}")
        raise typer.Exit(2)
    parameters = {"paths": [str(path.resolve())], "pattern": pattern, **({"database_url": database_url} if database_url else {})}
    if move_done:
        parameters["move_done_to"] = str(move_done.resolve())
    process_batch.serve(name=name, cron=cron, interval=interval, parameters=parameters, tags=["docflow", "inbox"])


def unreachable_service(exc: BaseException) -> str | None:
    """The one-line reason when `exc` (or what caused it) is a service docflow needs being out of reach or
    misnamed (the database, the Prefect API): a setting or a server to fix, not a bug to show as a traceback.
    None for anything else."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        module = type(exc).__module__.split(".")[0]
        if module == "sqlalchemy" and type(exc).__name__ in ("OperationalError", "InterfaceError", "ArgumentError",
                                                             "NoSuchModuleError"):
            detail = str(getattr(exc, "orig", None) or exc).splitlines()[0]
            return f"the database cannot be used ({_one_line(detail)}); check --db or DOCFLOW_DATABASE_URL"
        if module in ("httpx", "httpcore") and type(exc).__name__ in ("ConnectError", "ConnectTimeout", "ReadTimeout",
                                                                      "PoolTimeout", "RemoteProtocolError"):
            api = os.environ.get("PREFECT_API_URL") or "the Prefect API"
            return (f"cannot reach {api} ({type(exc).__name__}: {_one_line(str(exc)) or 'no answer'}); "
                    "start one with `prefect server start` or check PREFECT_API_URL")
        exc = exc.__cause__ or exc.__context__
    return None


def main() -> None:
    """The `docflow` console command: the Typer app, with an unreachable database or Prefect API reported in
    one line and exit code 3 instead of a traceback."""
    import sys

    try:
        app()
    except Exception as exc:  # Typer re-raises what a command did not handle
        reason = unreachable_service(exc)
        if reason is None:
            raise
        _error(escape(reason))
        sys.exit(3)


if __name__ == "__main__":  # pragma: no cover
    main()
