"""`docflow ask`: a coordinator session over one batch, as the design describes it.

Every call is laid out by the one request builder, with its blocks rebuilt fresh:

    system   = consult instruction
               + Pipeline Status block (the batch, now)
               + Case Facts block of each case in focus (rendered with what this session read)
               + Scratchpad block (the operator's active constraints and decisions)
               + Changes block (once, after a resume: what changed since the session was saved)
    messages = running summary (continuity only) + the last `window` exchanges word for word
               + the question; tool answers are trimmed to each tool's declared fields and
               sent in the exchange that asked for them (later the window keeps the call only)

Exchanges older than the window fold into the running summary (by the model; with
backend `none` extractively). If a request would exceed the context budget, more
exchanges fold until it fits. The summary is never read for facts.

Which case is in focus follows the identifiers the operator names (case, order,
customer or document ids, looked up in the fact store) and the cases tools were
asked about. Which fields of a case count as read at a turn follows the schema:
a field the question names (its name's words, or one of its cue words) or a tool
returned. Read fields stay in the block; unread ones leave it first.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from status.ask_tools import BatchTools
from status.case_block import render_case_block
from status.cases import display
from status.coordinator import Coordinator
from status.fact_store import FactStore
from status.facts import CaseDocRow, CaseRow, FactRecordRow, ResolutionEventRow
from status.llm import LlmRequest, build_request, call_model
from status.pipeline_block import render_pipeline_block
from status.scratchpad import detect_notes, parse_command, render_block
from status.sessions import AskSessionRow, SessionStore
from status.summarize import extractive_summary, model_summary

FOCUS_CASES = 2  # Case Facts blocks per request: the cases named most recently
CHANGES_HEADING = "=== CHANGES SINCE THIS SESSION WAS SAVED ({at}) ==="
MAX_CHANGE_LINES = 30
NO_ANSWER = "(no model answer: backend none; the request was recorded)"
IDENTIFIER = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*\d[A-Za-z0-9._-]*")


class AskOptions(BaseModel):
    """How requests are laid out (the benchmark compares these; `docflow ask` uses the defaults)."""

    blocks: bool = True  # Pipeline Status / Case Facts / Scratchpad blocks in the system region
    trim: bool = True  # tool answers trimmed to their declared fields
    window: int = 8  # exchanges kept word for word
    summary_tokens: int = 400
    context_tokens: int = 8000  # fold further while a request is larger (0: never)
    status_block_tokens: int = 1200
    case_block_tokens: int = 900
    evict_after_turns: int = 5
    snapshot: bool = True  # save what the batch looked like after every exchange (for "what changed" on resume)

    @classmethod
    def from_settings(cls, settings, **overrides) -> "AskOptions":
        values = dict(window=settings.ask_window_turns, summary_tokens=settings.ask_summary_tokens,
                      context_tokens=settings.llm_context_tokens, status_block_tokens=settings.status_block_tokens,
                      case_block_tokens=settings.case_block_tokens, evict_after_turns=settings.evict_after_turns)
        return cls(**values | {k: v for k, v in overrides.items() if v is not None})


class AskReply(BaseModel):
    session_id: str
    turn: int
    question: str
    answer: str | None = None
    advice_only: bool = True  # a model's answer is advice: it settles nothing
    backend: str
    command: str | None = None  # /note, /done, /notes: handled without a model call
    notes_added: list[dict[str, Any]] = Field(default_factory=list)
    notes: list[dict[str, Any]] = Field(default_factory=list)
    focus: list[str] = Field(default_factory=list)
    window: int = 0  # exchanges sent word for word
    folded: int = 0  # exchanges in the running summary
    changes: list[str] = Field(default_factory=list)
    harness_card: dict[str, Any] = Field(default_factory=dict)


@dataclass
class Scripted:
    """A turn played without a model (benchmarks, tests): these tool calls, then this answer."""

    answer: str
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


class AskSession:
    def __init__(self, engine: Engine, store: FactStore, row: AskSessionRow, settings, options: AskOptions | None = None,
                 transport=None, changes: list[str] | None = None):
        self.engine, self.store, self.row, self.settings = engine, store, row, settings
        self.options = options or AskOptions.from_settings(settings)
        self.sessions = SessionStore(engine)
        self.coordinator = Coordinator(engine)
        self.transport = transport
        self.changes = changes or []  # told once, in the next request
        self._turn = row.exchanges + 1
        self.tools = BatchTools(engine, store, row.batch_id, notes=lambda state: self.sessions.notes(row.session_id, state),
                                on_read=self._on_read)
        self._index = _identifier_index(engine, row.batch_id)

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, engine: Engine, store: FactStore, batch_id: str, settings, *, session_id: str | None = None,
             fork: str | None = None, fresh: bool = False, options: AskOptions | None = None, transport=None) -> "AskSession":
        """Resume `session_id`, branch `fork`, start `fresh`, or (none given) resume the batch's newest session."""
        sessions = SessionStore(engine)
        if not Coordinator(engine).has_batch(batch_id):
            from status.coordinator import UnknownBatchError

            raise UnknownBatchError(batch_id)
        if fork:
            row = sessions.fork(fork)
        elif session_id:
            row = sessions.get(session_id)
        else:
            row = None if fresh else sessions.newest(batch_id)
        if row is not None and row.batch_id != batch_id:
            from status.sessions import SessionError

            raise SessionError(f"session {row.session_id} is about batch {row.batch_id}, not {batch_id}")
        if row is None:
            row = sessions.create(batch_id)
            row.snapshot_json = json.dumps(batch_snapshot(engine, batch_id))
            sessions.save(row)
            return cls(engine, store, row, settings, options, transport)
        changes = describe_changes(json.loads(row.snapshot_json or "{}"), batch_snapshot(engine, batch_id))
        return cls(engine, store, row, settings, options, transport, changes)

    @property
    def session_id(self) -> str:
        return self.row.session_id

    # ------------------------------------------------------------------ one turn

    def ask(self, text: str, scripted: Scripted | None = None) -> AskReply:
        """Handle one operator message: a /command, or a question for the model (notes the
        message states are kept first). Saves the session."""
        command = parse_command(text)
        if command:
            return self._command(text, command)
        turn = self._turn
        added = [self.sessions.add_note(self.session_id, n.kind, n.text, turn) for n in detect_notes(text)] if self.options.blocks else []
        self._focus_from(text)
        for case_id in self.focus:
            fields = self._fields_named(case_id, text)
            if fields:
                self.sessions.add_reads(self.session_id, case_id, fields, turn)

        tool_turns: list[dict[str, Any]] = []
        if scripted is not None:
            for name, args in scripted.tool_calls:
                tool_turns.append({"role": "tool", "tool": name, "args": args, "result": self._run_tool(name, args)})
        request, window = self._request(text, tool_turns)
        card = request.harness_card()
        backend = (self.settings.llm_backend or "none").lower()
        if scripted is not None:
            answer = scripted.answer
        else:
            response = call_model(request, self.settings, transport=self.transport, tool_handlers=self.tools.handlers())
            card = response.harness_card
            answer = response.answer
            tool_turns += _tool_turns(card)
        changes, self.changes = self.changes, []
        self.sessions.add_exchange(self.session_id, turn, [
            {"role": "user", "content": text}, *tool_turns,
            {"role": "assistant", "content": answer if answer is not None else NO_ANSWER}])
        self._turn += 1
        self.row.exchanges = turn
        if self.options.snapshot:
            self.row.snapshot_json = json.dumps(batch_snapshot(self.engine, self.row.batch_id))
        self.sessions.save(self.row)
        return AskReply(session_id=self.session_id, turn=turn, question=text, answer=answer, backend=backend if scripted is None else "scripted",
                        notes_added=added, notes=self.sessions.notes(self.session_id, "active"), focus=self.focus,
                        window=window, folded=self.row.folded, changes=changes, harness_card=card)

    def _command(self, text: str, command) -> AskReply:
        reply = AskReply(session_id=self.session_id, turn=self._turn, question=text, backend="none", command=command.name,
                         focus=self.focus, folded=self.row.folded)
        if command.name in ("note", "constraint", "decision"):
            if not command.argument:
                raise ValueError(f"/{command.name} needs the text of the note")
            kind = "note" if command.name == "note" else command.name
            reply.notes_added = [self.sessions.add_note(self.session_id, kind, command.argument, self._turn)]
        elif command.name == "done":
            if not command.argument.isdigit():
                raise ValueError("/done needs the note's number, e.g. /done 2")
            self.sessions.complete_note(self.session_id, int(command.argument), self._turn)
        reply.notes = self.sessions.notes(self.session_id, "all")
        return reply

    # ------------------------------------------------------------------ the request

    def blocks(self) -> list[str]:
        """The blocks of the next request, rendered now (never cached between calls)."""
        if not self.options.blocks:
            return []
        out = [render_pipeline_block(self.coordinator, self.row.batch_id, self.options.status_block_tokens)]
        for case_id in self.focus:
            view = self.store.load_view(case_id)
            out.append(render_case_block(view, self.store.schema_named(view.case.schema_name),
                                         max_tokens=self.options.case_block_tokens,
                                         reads=self.sessions.reads(self.session_id, case_id),
                                         evict_after_turns=self.options.evict_after_turns).text)
        pad = render_block(self.sessions.notes(self.session_id, "all"))
        if pad:
            out.append(pad)
        if self.changes:
            out.append("\n".join([CHANGES_HEADING.format(at=self.row.updated_at.isoformat(timespec="seconds")), *self.changes]))
        return out

    def _request(self, question: str, tool_turns: list[dict[str, Any]]) -> tuple[LlmRequest, int]:
        """Fold what left the window, then fold more while the request is over budget."""
        window = self.options.window
        while True:
            pending = self.sessions.exchanges(self.session_id, self.row.folded)
            if len(pending) > window:
                self._fold(pending[: len(pending) - window])
                pending = pending[len(pending) - window:]
            turns = [t for ex in pending for t in (_without_answers(ex) if self.options.trim else ex)] + tool_turns
            request = build_request(task=question, blocks=self.blocks(), summary=self.row.summary, turns=turns,
                                    last_n=len(turns), tools=self.tools.specs() if self.options.trim else None)
            budget = self.options.context_tokens
            if not budget or request.estimated_tokens() <= budget or window == 0 or not pending:
                return request, len(pending)
            window = len(pending) - 1

    def _fold(self, exchanges: list[list[dict[str, Any]]]) -> None:
        if not exchanges:
            return
        if self.settings is not None and (self.settings.llm_backend or "none").lower() != "none":
            self.row.summary = model_summary(self.row.summary, exchanges, self.options.summary_tokens, self.settings,
                                             transport=self.transport)
        else:
            self.row.summary = extractive_summary(self.row.summary, exchanges, self.options.summary_tokens)
        self.row.folded += len(exchanges)

    # ------------------------------------------------------------------ focus and reads

    @property
    def focus(self) -> list[str]:
        return json.loads(self.row.focus_json)[:FOCUS_CASES]

    def _bring_into_focus(self, case_id: str) -> None:
        focus = [c for c in json.loads(self.row.focus_json) if c != case_id]
        self.row.focus_json = json.dumps([case_id, *focus][:FOCUS_CASES * 4])

    def _focus_from(self, text: str) -> None:
        named = []
        for token in IDENTIFIER.findall(text):
            case_id = self._index.get(token.strip("._-").upper())
            if case_id and case_id not in named:
                named.append(case_id)
        for case_id in reversed(named):
            self._bring_into_focus(case_id)

    def _fields_named(self, case_id: str, text: str) -> list[str]:
        """Schema fields the text names: every word of the field's name (by stem), or a cue word."""
        schema = self.store.case_schema(case_id)
        words = {w[:5] for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2}
        lowered = f" {text.lower()} "
        named = []
        for name, spec in schema.fields.items():
            parts = [p[:5] for p in name.split("_") if len(p) > 2]
            if (parts and all(p in words for p in parts)) or any(f" {c.lower()} " in lowered for c in spec.cues if len(c) > 3):
                named.append(name)
        return named

    def _on_read(self, case_id: str, fields: list[str]) -> None:
        if case_id in self._index.values():
            self._bring_into_focus(case_id)
        self.sessions.add_reads(self.session_id, case_id, fields, self._turn)

    def _run_tool(self, name: str, args: dict[str, Any]) -> Any:
        raw = self.tools.handlers()[name](args)
        try:
            return json.loads(raw)
        except ValueError:
            return raw


def _without_answers(exchange: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A past exchange as the window keeps it when trimming: the tool calls, not their answers
    (the reply already used them; the facts are in the blocks; the tool is one call away)."""
    out = []
    for t in exchange:
        if t["role"] == "tool":
            args = ", ".join(f"{k}={v}" for k, v in sorted((t.get("args") or {}).items()))
            out.append({"role": "user", "content": f"(tool {t.get('tool')}({args}) was answered here; call it again to see the answer)"})
        else:
            out.append(t)
    return out


def _tool_turns(card: dict[str, Any]) -> list[dict[str, Any]]:
    """The tool calls a model made in this exchange, with their (trimmed) answers, for the window."""
    out = []
    for r in card.get("request", {}).get("rounds", []):
        for call, result in zip(r["calls"], r["results"]):
            try:
                parsed: Any = json.loads(result)
            except ValueError:
                parsed = result
            out.append({"role": "tool", "tool": call["name"], "args": call["arguments"], "result": parsed})
    return out


# --------------------------------------------------------------------------- batch snapshot and changes


def _identifier_index(engine: Engine, batch_id: str) -> dict[str, str]:
    """Upper-cased identifier -> case id, for the cases of a batch: case ids, their keys, document ids."""
    index: dict[str, str] = {}
    with Session(engine) as s:
        docs = s.exec(select(CaseDocRow).where(CaseDocRow.batch_id == batch_id)).all()
        case_ids = sorted({d.case_id for d in docs})
        for d in docs:
            index[d.doc_id.upper()] = d.case_id
            index[d.doc_id.rsplit(".", 1)[0].upper()] = d.case_id
        for row in s.exec(select(CaseRow).where(CaseRow.case_id.in_(case_ids))).all() if case_ids else []:
            index[row.case_id.upper()] = row.case_id
            for key in json.loads(row.keys_json):
                index[key.split(":", 1)[-1].upper()] = row.case_id
    return index


def batch_snapshot(engine: Engine, batch_id: str) -> dict[str, Any]:
    """What a session was told about: document states, current facts, resolutions."""
    coordinator = Coordinator(engine)
    docs = {d.doc_id: d.state.value for d in coordinator.documents(batch_id)} if coordinator.has_batch(batch_id) else {}
    with Session(engine) as s:
        case_ids = sorted({d.case_id for d in s.exec(select(CaseDocRow).where(CaseDocRow.batch_id == batch_id)).all()})
        facts: dict[str, dict[str, str]] = {c: {} for c in case_ids}
        resolutions: dict[str, list[str]] = {c: [] for c in case_ids}
        if case_ids:
            for f in s.exec(select(FactRecordRow).where(FactRecordRow.case_id.in_(case_ids), FactRecordRow.current == True)).all():  # noqa: E712
                label = f.field if f.subject == f.case_id else f"{f.field}[{f.subject}]"
                facts[f.case_id][label] = display(f)
            for r in s.exec(select(ResolutionEventRow).where(ResolutionEventRow.case_id.in_(case_ids))
                            .order_by(ResolutionEventRow.at)).all():
                resolutions[r.case_id].append(f"{r.field} = {r.value} by {r.by}" + (f" ({r.note})" if r.note else ""))
    return {"documents": docs, "facts": facts, "resolutions": resolutions}


def describe_changes(before: dict[str, Any], now: dict[str, Any]) -> list[str]:
    """Lines saying what changed between two snapshots (empty: nothing)."""
    if not before:
        return []
    lines = []
    old_docs, new_docs = before.get("documents", {}), now.get("documents", {})
    for doc_id in sorted(set(old_docs) | set(new_docs)):
        a, b = old_docs.get(doc_id), new_docs.get(doc_id)
        if a != b:
            lines.append(f"- document {doc_id}: {a or 'new'} -> {b or 'gone'}")
    old_facts, new_facts = before.get("facts", {}), now.get("facts", {})
    for case_id in sorted(set(old_facts) | set(new_facts)):
        a, b = old_facts.get(case_id, {}), new_facts.get(case_id, {})
        for label in sorted(set(a) | set(b)):
            if a.get(label) != b.get(label):
                lines.append(f"- {case_id} {label}: {a.get(label, 'none')} -> {b.get(label, 'none')}")
    old_res, new_res = before.get("resolutions", {}), now.get("resolutions", {})
    for case_id in sorted(new_res):
        for text in new_res[case_id][len(old_res.get(case_id, [])):]:
            lines.append(f"- {case_id} resolved: {text}")
    if len(lines) > MAX_CHANGE_LINES:
        lines = lines[:MAX_CHANGE_LINES] + [f"- … and {len(lines) - MAX_CHANGE_LINES} more change(s)"]
    return lines
