"""`docflow facts`: read and settle case facts from the terminal.

    docflow facts CASE                 the Case Facts block (as a model sees it)
    docflow facts CASE --history FIELD every value of FIELD with its source and validity
    docflow facts CASE --all           the full stored record
    docflow facts list                 every case, needs_review first
    docflow facts resolve CASE FIELD --value V --by NAME [--note TEXT]
    ... each with --json

The lead mounts `facts_app` on the main CLI (`app.add_typer(facts_app, name="facts")`).
"""

from __future__ import annotations

import json
from typing import Optional

import click
import typer
from typer.core import TyperGroup

from status.untrusted import one_line


class _DefaultShowGroup(TyperGroup):
    """`docflow facts CASE ...` means `docflow facts show CASE ...` unless CASE is a command."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["show", *args]
        return super().parse_args(ctx, args)


facts_app = typer.Typer(cls=_DefaultShowGroup, help="Case facts: show, list, history, resolve.", no_args_is_help=True)


def _store(db: str | None, schema: str | None) -> FactStore:
    """A store whose cases render with the schema they were ingested with; `--schema`
    (or DOCFLOW_SCHEMA) only names the schema of a user's own YAML file."""
    from status.db import get_engine
    from status.fact_store import FactStore
    from status.schema import SchemaError, load_schema
    from status.settings import get_settings

    settings = get_settings(database_url=db)
    try:
        return FactStore(get_engine(settings.resolved_database_url), load_schema(schema or settings.schema_name),
                         schema_loader=load_schema)
    except SchemaError as exc:
        _fail(str(exc))
        raise


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code=2)


DbOpt = typer.Option(None, "--db", help="Database URL (default: DOCFLOW_DATABASE_URL or <home>/docflow.db).")
SchemaOpt = typer.Option(None, "--schema", help="Schema name or YAML path of a custom schema (bundled ones load by the name stored with each case; default: DOCFLOW_SCHEMA).")
JsonOpt = typer.Option(False, "--json", help="Print JSON.")


@facts_app.command("show", help="Show a case's block, one field's history (--history) or the full record (--all).")
def show(
    case: str = typer.Argument(..., help="Case id, e.g. CASE-2024-0001 or ORD-123456."),
    history: Optional[str] = typer.Option(None, "--history", help="Show every value of this field."),
    all_: bool = typer.Option(False, "--all", help="Show the full stored record."),
    max_tokens: Optional[int] = typer.Option(None, "--max-tokens", help="Block ceiling (default: DOCFLOW_CASE_BLOCK_TOKENS)."),
    as_json: bool = JsonOpt,
    db: Optional[str] = DbOpt,
    schema: Optional[str] = SchemaOpt,
) -> None:
    from status.fact_store import FactStoreError

    store = _store(db, schema)
    try:
        if history:
            rows = store.history(case, history)
            decisions = store.resolutions(case, history)
            if as_json:
                typer.echo(json.dumps({"case_id": case, "field": history, "history": rows, "resolutions": decisions}, indent=2))
                return
            if not rows:
                typer.echo(f"{case}: no values recorded for {history}")
            for r in rows:
                src = r["source"]
                valid = f"{r['valid_from'] or '?'} .. {r['valid_to'] or 'now'}"
                mark = "*" if r["current"] else " "
                echo(
                    f"{mark} [{r['subject']}] {r['display']:<18} {r['state']:<13} valid {valid:<24} "
                    f"{src['doc_id']} ({src['doc_type']} p{src['page'] or '-'} {src['quote']!r}{_by_model(src)})"
                    + (f" — {r['reason']}" if r["reason"] else "")
                )
            for d in decisions:
                echo(f"  resolved [{d['subject']}] to {d['value']} by {d['by']} at {d['at'][:19]}"
                     + (f" — {d['note']}" if d["note"] else ""))
            return
        if all_:
            record = store.full_record(case)
            if as_json:
                typer.echo(json.dumps(record, indent=2))
                return
            _print_record(record)
            return
        block = store.render(case, max_tokens)
        if as_json:
            typer.echo(json.dumps({"case_id": case, "block": block.text, "tokens": block.tokens, "ceiling": block.ceiling,
                                   "omitted": block.omitted}, indent=2))
        else:
            typer.echo(block.text)
    except (FactStoreError, ValueError) as exc:
        _fail(str(exc))


def echo(line: str) -> None:
    """One output line with document text in it: sanitized, its indentation kept."""
    typer.echo(line[: len(line) - len(line.lstrip(" "))] + one_line(line))


def _by_model(source: dict) -> str:
    """A value a model read (stages/model_extract.py) is marked wherever a fact is printed."""
    extractor = source.get("extractor") or ""
    return f" read by {extractor}" if extractor.startswith("model:") else ""


def _print_record(record: dict) -> None:
    case = record["case"]
    echo(f"case {case['case_id']}  needs_review={case['needs_review']}  documents={case['doc_count']}")
    echo("documents: " + ", ".join(f"{d['doc_id']} ({d['doc_type']}, {d['document_date'] or 'undated'})" for d in record["documents"]))
    for a in record["aliases"]:
        echo(f"alias {a['entity_id']}: {a['alias']!r}{' (current)' if a['current'] else ''} first in {a['first_doc_id']}")
    echo("facts:")
    for f in record["facts"]:
        echo(f"  {f['field']:<20} [{f['subject']}] {f['display']:<18} {f['state']:<13}{' current' if f['current'] else '        '} "
                   f"{f['source']['doc_id']}{_by_model(f['source'])} {f['valid_from'] or ''}..{f['valid_to'] or ''}"
                   + (f" — {f['reason']}" if f["reason"] else ""))
    if record["conflicts"]:
        echo("conflicts:")
        for c in record["conflicts"]:
            values = " vs ".join(f"{v['value']} ({', '.join(s['doc_id'] for s in v['sources'])})" for v in c["values"])
            echo(f"  {c['field']} [{c['subject']}] {c['status']}{' NEEDS REVIEW' if c['escalated'] else ''}: {values}; {c['policy_note']}")
    if record["resolutions"]:
        echo("resolutions (oldest first; the last of a field holds):")
        for d in record["resolutions"]:
            echo(f"  {d['field']} [{d['subject']}] = {d['value']} by {d['by']} at {d['at'][:19]}" + (f" — {d['note']}" if d["note"] else ""))


@facts_app.command("list", help="List cases, needs_review first.")
def list_cases(as_json: bool = JsonOpt, db: Optional[str] = DbOpt, schema: Optional[str] = SchemaOpt) -> None:
    from status.fact_store import summary_dict

    cases = _store(db, schema).cases()
    if as_json:
        typer.echo(json.dumps([summary_dict(c) for c in cases], indent=2))
        return
    if not cases:
        typer.echo("no cases yet")
    typer.echo(f"{'case':<22} {'status':<13} {'conflicts':>9} {'docs':>5} {'issues':>6}  latest")
    for c in cases:
        status = "NEEDS REVIEW" if c.needs_review else "ok"
        echo(f"{c.case_id:<22} {status:<13} {c.open_conflicts:>9} {c.doc_count:>5} {c.issues:>6}  {c.latest_document_date or '-'}")


@facts_app.command("resolve", help="Settle a field of a case (recorded as an event with who and why).")
def resolve(
    case: str = typer.Argument(...),
    field: str = typer.Argument(...),
    value: str = typer.Option(..., "--value", help="The value that holds."),
    by: str = typer.Option(..., "--by", help="Who decided."),
    note: Optional[str] = typer.Option(None, "--note", help="Why."),
    subject: Optional[str] = typer.Option(None, "--subject", help="Which order/issue, when the field has several."),
    as_json: bool = JsonOpt,
    db: Optional[str] = DbOpt,
    schema: Optional[str] = SchemaOpt,
) -> None:
    from status.fact_store import FactStoreError

    store = _store(db, schema)
    try:
        report = store.resolve(case, field, value, by=by, note=note, subject=subject)
    except FactStoreError as exc:
        _fail(str(exc))
        return
    conflict = report.conflict
    result = {
        "case_id": case,
        "field": field,
        "subject": report.subject,
        "conflict_status": conflict.status if conflict else None,
        "resolved_value": report.value,  # as stored: parsed and normalised, never the raw input
        "needs_review": report.needs_review,
    }
    if as_json:
        typer.echo(json.dumps(result, indent=2))
    else:
        state = f"conflict {conflict.status}" if conflict else "no conflict; value recorded"
        typer.echo(f"{case} {field}: {state} -> {report.value} (by {by}); case needs_review={report.needs_review}")
