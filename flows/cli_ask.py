"""`docflow ask`: question a batch in a stored coordinator session.

    docflow ask BATCH                      interactive (resumes the batch's newest session)
    docflow ask BATCH -q "..." [--json]    one question
    docflow ask BATCH --session ID         resume that session (told what changed since)
    docflow ask BATCH --fork ID            branch a session: the copy goes on, the original stays
    docflow ask BATCH --fresh              a new session: only the blocks, no history
    docflow ask --list [BATCH] [--json]    stored sessions

Mounted on the main CLI with `register_ask_command(app)`.
"""

from __future__ import annotations

import json
from typing import Optional

import typer
from rich.console import Console
from rich.markup import escape

console = Console()
HELP = ("commands: /note TEXT (keep a constraint or decision), /done N (complete note N), /notes, /session, /quit; "
        "anything else is a question")


def _open(batch: str, db: Optional[str], session: Optional[str], fork: Optional[str], fresh: bool, window: Optional[int]):
    from status.ask_session import AskOptions, AskSession
    from status.db import get_engine
    from status.fact_store import FactStore
    from status.schema import load_schema
    from status.settings import get_settings

    settings = get_settings(database_url=db)
    engine = get_engine(settings.resolved_database_url)
    store = FactStore(engine, load_schema(settings.schema_name), schema_loader=load_schema)
    return AskSession.open(engine, store, batch, settings, session_id=session, fork=fork, fresh=fresh,
                           options=AskOptions.from_settings(settings, window=window))


def _print_reply(reply, as_json: bool) -> None:
    if as_json:
        data = reply.model_dump(mode="json")
        data["harness_card"] = {k: v for k, v in reply.harness_card.items() if k != "request"}
        console.print_json(json.dumps(data))
        return
    for line in reply.changes:
        console.print(f"[yellow]changed since saved:[/yellow] {escape(line)}")
    for note in reply.notes_added:
        console.print(f"[cyan]kept as note [{note['n']}] ({note['kind']}):[/cyan] {escape(note['text'])}")
    if reply.command in ("notes", "done"):
        for note in reply.notes:
            console.print(f"  [{note['n']}] {note['state']:<6} {note['kind']}: {escape(note['text'])}")
    if reply.command:
        return
    card = reply.harness_card
    if reply.answer is not None:
        from stages.review import ADVICE_LABEL

        console.print(f"[bold]{ADVICE_LABEL}:[/bold]\n{escape(reply.answer)}")
    else:
        console.print(f"[dim]backend {reply.backend}: no model answer; request recorded[/dim]")
    blocks = [b.strip("= ").split(" (")[0] for b in card.get("blocks", [])]
    console.print(f"[dim]turn {reply.turn} · blocks: {escape('; '.join(blocks))}\n"
                  f"~{card.get('estimated_tokens')} tokens · window {reply.window} exchanges · summary covers {reply.folded} · "
                  f"focus {', '.join(reply.focus) or '-'} · session {reply.session_id}[/dim]")


def register_ask_command(app: typer.Typer) -> None:
    @app.command()
    def ask(
        batch: Optional[str] = typer.Argument(None, help="Batch id to question (see `docflow batches`)."),
        question: Optional[str] = typer.Option(None, "--question", "-q", help="Ask one question and exit."),
        session: Optional[str] = typer.Option(None, "--session", help="Resume this stored session."),
        fork: Optional[str] = typer.Option(None, "--fork", help="Branch this stored session into a new one."),
        fresh: bool = typer.Option(False, "--fresh", help="Start a new session (default: resume the batch's newest)."),
        list_sessions: bool = typer.Option(False, "--list", help="List stored sessions (of BATCH, if given)."),
        window: Optional[int] = typer.Option(None, "--window", min=1, help="Exchanges kept word for word (default DOCFLOW_ASK_WINDOW_TURNS)."),
        database_url: Optional[str] = typer.Option(None, "--db", help="Database URL (default: DOCFLOW_DATABASE_URL, else <home>/docflow.db)."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON."),
    ) -> None:
        """Question a batch: a coordinator session with the blocks first, a rolling window and a scratchpad."""
        from status.coordinator import StatusError
        from status.sessions import SessionError

        if list_sessions:
            _list(batch, database_url, as_json)
            return
        if not batch:
            console.print("[red]error:[/red] give a batch id (or --list)")
            raise typer.Exit(2)
        if sum(bool(x) for x in (session, fork, fresh)) > 1:
            console.print("[red]error:[/red] --session, --fork and --fresh exclude each other")
            raise typer.Exit(2)
        try:
            asker = _open(batch, database_url, session, fork, fresh, window)
        except (StatusError, SessionError) as exc:
            console.print(f"[red]error:[/red] {escape(str(exc))}")
            raise typer.Exit(1)
        if question is not None:
            _one(asker, question, as_json)
            return
        _repl(asker)

    def _list(batch: Optional[str], db: Optional[str], as_json: bool) -> None:
        from rich.table import Table

        from status.db import get_engine
        from status.sessions import SessionStore
        from status.settings import get_settings

        rows = SessionStore(get_engine(get_settings(database_url=db).resolved_database_url)).list(batch)
        data = [{"session_id": r.session_id, "batch_id": r.batch_id, "parent_id": r.parent_id, "exchanges": r.exchanges,
                 "summarized": r.folded, "created_at": r.created_at.isoformat(), "updated_at": r.updated_at.isoformat()}
                for r in rows]
        if as_json:
            console.print_json(json.dumps(data))
            return
        table = Table(title="docflow ask sessions")
        for col in ("session", "batch", "forked from", "exchanges", "summarized", "updated"):
            table.add_column(col)
        for d in data:
            table.add_row(d["session_id"], d["batch_id"], d["parent_id"] or "", str(d["exchanges"]), str(d["summarized"]),
                          d["updated_at"][:19])
        console.print(table)

    def _one(asker, text: str, as_json: bool) -> None:
        from status.llm import LlmError

        try:
            reply = asker.ask(text)
        except (LlmError, ValueError) as exc:
            console.print(f"[red]error:[/red] {escape(str(exc))}")
            raise typer.Exit(1)
        _print_reply(reply, as_json)

    def _repl(asker) -> None:
        from status.llm import LlmError

        console.print(f"session [bold]{asker.session_id}[/bold] over batch [bold]{asker.row.batch_id}[/bold] "
                      f"({asker.row.exchanges} exchanges so far). {HELP}")
        for line in asker.changes:
            console.print(f"[yellow]changed since saved:[/yellow] {escape(line)}")
        while True:
            try:
                text = input("ask> ").strip()
            except (EOFError, KeyboardInterrupt):
                console.print()
                break
            if not text:
                continue
            if text in ("/quit", "/exit"):
                break
            if text == "/session":
                console.print(f"session {asker.session_id}; resume with `docflow ask {asker.row.batch_id} --session {asker.session_id}`")
                continue
            try:
                reply = asker.ask(text)
            except (LlmError, ValueError) as exc:
                console.print(f"[red]error:[/red] {escape(str(exc))}")
                continue
            _print_reply(reply, False)
        console.print(f"saved: `docflow ask {asker.row.batch_id} --session {asker.session_id}` resumes it")
