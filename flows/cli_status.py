"""`docflow status BATCH` and `docflow batches`: read the status store from a shell.

Mount into the main CLI with `register_status_commands(app)` (the same as
`app.add_typer(cli_status.app)` with no name: the two commands join the top level).

Exit codes: 0 ok; 1 unknown batch (or bad option); 2 `--rebuild` found differences
that were not applied (use `--apply` to rewrite the live tables from the events).
"""

from __future__ import annotations

import json
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from status.coordinator import Coordinator, DocState, DocumentStatus, StatusError, UnknownBatchError
from status.db import get_engine
from status.pipeline_block import render_pipeline_block
from status.settings import get_settings
from status.untrusted import one_line

app = typer.Typer(help="Batch status: the Pipeline Status block, per-document tables, rebuild from events.")

ATTENTION_ROWS = 50  # rows of the default table (documents that are not succeeded); --all shows every one

DbOption = Annotated[
    Optional[str], typer.Option("--db", help="Database URL (default: DOCFLOW_DATABASE_URL, else <home>/docflow.db).")
]


def _coordinator(db: str | None) -> Coordinator:
    return Coordinator(get_engine(get_settings(database_url=db).resolved_database_url))


def _console() -> Console:
    return Console(highlight=False, soft_wrap=False)


def _fail(message: str, code: int = 1) -> None:
    Console(stderr=True, highlight=False).print(f"error: {message}", markup=False)
    raise typer.Exit(code)


def _doc_table(docs: list[DocumentStatus], title: str) -> Table:
    table = Table(title=title, title_justify="left")
    for column in ("doc_id", "state", "stage", "attempts", "completed", "error", "path"):
        table.add_column(column, overflow="fold")
    for d in docs:
        error = " ".join(x for x in ((d.error_class and f"{d.error_class}:"), d.error_message) if x) or "-"
        table.add_row(
            Text(one_line(d.doc_id)), d.state.value, d.error_stage or d.stage or "-", str(d.attempts),
            ",".join(d.completed_stages) or "-", Text(one_line(error)), Text(one_line(d.path)),
        )
    return table


@app.command("status")
def status_command(
    batch_id: Annotated[str, typer.Argument(help="Batch id (see `docflow batches`).")],
    all_: Annotated[bool, typer.Option("--all", help="Every document, not only those needing attention.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output (every document).")] = False,
    rebuild: Annotated[bool, typer.Option("--rebuild", help="Recompute from the event log; report differences.")] = False,
    apply: Annotated[bool, typer.Option("--apply", help="With --rebuild: rewrite the live tables from the events.")] = False,
    tokens: Annotated[Optional[int], typer.Option("--tokens", help="Block token ceiling (default DOCFLOW_STATUS_BLOCK_TOKENS).")] = None,
    db: DbOption = None,
) -> None:
    """Print the Pipeline Status block and the document table of BATCH."""
    if apply and not rebuild:
        _fail("--apply only makes sense with --rebuild")
    coordinator = _coordinator(db)
    try:
        if rebuild:
            _rebuild(coordinator, batch_id, apply, as_json)
            return
        if as_json:
            payload = {
                "counts": coordinator.batch_counts(batch_id),  # raises UnknownBatchError first
                "batch": coordinator.batch(batch_id).model_dump(mode="json"),
                "documents": [d.model_dump(mode="json") for d in coordinator.document_statuses(batch_id)],
            }
            typer.echo(json.dumps(payload, indent=2, sort_keys=True))
            return
        block = render_pipeline_block(coordinator, batch_id, tokens or get_settings().status_block_tokens)
        typer.echo(block)  # verbatim: the block's lines must never be re-wrapped
        typer.echo("")
        console = _console()
        if all_:
            docs = coordinator.document_statuses(batch_id)
            console.print(_doc_table(docs, f"all {len(docs)} documents of {batch_id}"))
            return
        not_done = [s.value for s in DocState if s is not DocState.SUCCEEDED]
        total = sum(coordinator.batch_counts(batch_id)["by_state"][s] for s in not_done)
        docs = coordinator.documents(batch_id, not_done, order="attention", limit=ATTENTION_ROWS)
        if not docs:
            console.print(f"every document succeeded (docflow status {batch_id} --all lists them)", markup=False)
            return
        console.print(_doc_table(docs, f"{total} documents not succeeded"))
        if total > len(docs):
            console.print(f"+{total - len(docs)} more (docflow status {batch_id} --all)", markup=False)
    except UnknownBatchError as exc:
        _fail(f"{exc} (docflow batches lists them)")
    except StatusError as exc:
        _fail(str(exc))
    except ValueError as exc:  # e.g. a --tokens ceiling too small for the block
        _fail(str(exc))


def _rebuild(coordinator: Coordinator, batch_id: str, apply: bool, as_json: bool) -> None:
    report = coordinator.rebuild(batch_id, apply=apply)
    if as_json:
        typer.echo(json.dumps({**report.model_dump(mode="json"), "ok": report.ok}, indent=2, sort_keys=True))
    else:
        console = _console()
        console.print(
            f"rebuild {batch_id}: {report.documents} documents, {report.events_total} events "
            f"({report.events_folded} folded, {report.events_stale} for an older content hash, "
            f"{report.events_orphan} for unregistered documents)",
            markup=False,
        )
        if report.ok:
            console.print("no differences: the live tables equal the fold of the event log", markup=False)
        else:
            table = Table(title=f"{len(report.differences)} differences (live vs rebuilt)", title_justify="left")
            for column in ("table", "key", "field", "live", "rebuilt"):
                table.add_column(column, overflow="fold")
            for d in report.differences:
                table.add_row(*(Text(one_line(x)) for x in (d.table, d.key, d.field, repr(d.live), repr(d.rebuilt))))
            console.print(table)
            console.print(
                "applied: the live tables now equal the rebuild" if report.applied else "not applied (use --rebuild --apply)",
                markup=False,
            )
    if not report.ok and not report.applied:
        raise typer.Exit(2)


@app.command("batches")
def batches_command(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    db: DbOption = None,
) -> None:
    """List batches with their document counts by state (--json adds source and created_at)."""
    batches = _coordinator(db).batches()
    if as_json:
        typer.echo(json.dumps([b.model_dump(mode="json") for b in batches], indent=2, sort_keys=True))
        return
    console = _console()
    if not batches:
        console.print("no batches yet", markup=False)
        return
    table = Table(title=f"{len(batches)} batches", title_justify="left")
    states = [s.value for s in DocState]
    table.add_column("batch", no_wrap=True, min_width=12)
    table.add_column("schema", overflow="fold")
    for column in ["documents", *states]:
        table.add_column(column, justify="right", no_wrap=True)
    table.add_column("updated (UTC)", no_wrap=True)
    for b in batches:
        updated = f"{b.updated_at:%Y-%m-%d %H:%M}" if b.updated_at else "-"
        table.add_row(b.batch_id, b.schema_name, str(b.documents), *(str(b.by_state[s]) for s in states), updated)
    console.print(table)


def register_status_commands(parent: typer.Typer) -> None:
    """Add `status` and `batches` to another Typer app (top level, no group)."""
    parent.add_typer(app)


register = register_status_commands
