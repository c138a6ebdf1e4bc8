"""Stored `docflow ask` sessions (SQLModel, in the status store's database).

A session keeps what the conversation needs to go on, never the facts themselves:
its exchanges word for word, the running summary and how many exchanges it
covers, the operator's notes (scratchpad), which case fields it read at which
turn (what keeps them in its Case Facts blocks), the cases in focus, and a
snapshot of the batch when it was last saved, so a resumed session can be told
what changed since (documents, facts, resolutions).

`fork` copies all of it under a new id with `parent_id` set; the two go on apart.
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime
from typing import Any

from sqlalchemy.engine import Engine
from sqlmodel import Field, Session, SQLModel, select

from status.models import utcnow


class AskSessionRow(SQLModel, table=True):
    __tablename__ = "ask_session"

    session_id: str = Field(primary_key=True)
    batch_id: str = Field(index=True)
    parent_id: str | None = None
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    summary: str | None = None
    folded: int = 0  # exchanges covered by the summary
    exchanges: int = 0
    focus_json: str = "[]"  # case ids, most recent first
    snapshot_json: str = "{}"


class AskExchangeRow(SQLModel, table=True):
    __tablename__ = "ask_exchange"

    id: int | None = Field(default=None, primary_key=True)
    session_id: str = Field(index=True)
    n: int  # 1-based exchange number in the session
    turns_json: str  # [{"role": "user"|"assistant"|"tool", ...}]
    at: datetime = Field(default_factory=utcnow)


class AskNoteRow(SQLModel, table=True):
    __tablename__ = "ask_note"

    id: int | None = Field(default=None, primary_key=True)
    session_id: str = Field(index=True)
    n: int  # number shown to the operator (/done N)
    kind: str  # constraint | decision | note
    text: str
    state: str = "active"  # active | done
    turn: int
    done_turn: int | None = None


class AskReadRow(SQLModel, table=True):
    __tablename__ = "ask_read"

    id: int | None = Field(default=None, primary_key=True)
    session_id: str = Field(index=True)
    case_id: str
    field: str
    turn: int


TABLES = [AskSessionRow.__table__, AskExchangeRow.__table__, AskNoteRow.__table__, AskReadRow.__table__]


class SessionError(ValueError):
    pass


class SessionStore:
    def __init__(self, engine: Engine):
        self.engine = engine
        SQLModel.metadata.create_all(engine, tables=TABLES)

    # ------------------------------------------------------------------ sessions

    def create(self, batch_id: str, parent: AskSessionRow | None = None) -> AskSessionRow:
        row = AskSessionRow(session_id=f"s-{uuid.uuid4().hex[:8]}", batch_id=batch_id,
                            parent_id=parent.session_id if parent else None)
        if parent is not None:
            for name in ("summary", "folded", "exchanges", "focus_json", "snapshot_json"):
                setattr(row, name, getattr(parent, name))
        with Session(self.engine) as s:
            s.add(row)
            s.commit()
            s.refresh(row)
            s.expunge(row)
        return row

    def get(self, session_id: str) -> AskSessionRow:
        with Session(self.engine) as s:
            row = s.get(AskSessionRow, session_id)
            if row is None:
                raise SessionError(f"unknown session {session_id!r}; `docflow ask --list` shows them")
            s.expunge(row)
            return row

    def newest(self, batch_id: str) -> AskSessionRow | None:
        with Session(self.engine) as s:
            row = s.exec(select(AskSessionRow).where(AskSessionRow.batch_id == batch_id)
                         .order_by(AskSessionRow.updated_at.desc())).first()
            if row is not None:
                s.expunge(row)
            return row

    def list(self, batch_id: str | None = None) -> list[AskSessionRow]:
        with Session(self.engine) as s:
            q = select(AskSessionRow).order_by(AskSessionRow.updated_at.desc())
            if batch_id:
                q = q.where(AskSessionRow.batch_id == batch_id)
            rows = list(s.exec(q).all())
            s.expunge_all()
            return rows

    def fork(self, session_id: str) -> AskSessionRow:
        """A new session with everything of `session_id` so far; later turns go to one only."""
        parent = self.get(session_id)
        child = self.create(parent.batch_id, parent=parent)
        with Session(self.engine) as s:
            for model in (AskExchangeRow, AskNoteRow, AskReadRow):
                for r in s.exec(select(model).where(model.session_id == session_id)).all():
                    data = r.model_dump(exclude={"id"}) | {"session_id": child.session_id}
                    s.add(model(**data))
            s.commit()
        return child

    def save(self, row: AskSessionRow) -> None:
        row.updated_at = utcnow()
        with Session(self.engine) as s:
            s.merge(row)
            s.commit()

    # ------------------------------------------------------------------ contents

    def add_exchange(self, session_id: str, n: int, turns: list[dict[str, Any]]) -> None:
        with Session(self.engine) as s:
            s.add(AskExchangeRow(session_id=session_id, n=n, turns_json=json.dumps(turns, sort_keys=True, default=str)))
            s.commit()

    def exchanges(self, session_id: str, start: int = 0) -> list[list[dict[str, Any]]]:
        """Exchanges after the first `start`, oldest first."""
        with Session(self.engine) as s:
            rows = s.exec(select(AskExchangeRow).where(AskExchangeRow.session_id == session_id, AskExchangeRow.n > start)
                          .order_by(AskExchangeRow.n)).all()
            return [json.loads(r.turns_json) for r in rows]

    def add_note(self, session_id: str, kind: str, text: str, turn: int) -> dict[str, Any]:
        with Session(self.engine) as s:
            n = 1 + len(s.exec(select(AskNoteRow.id).where(AskNoteRow.session_id == session_id)).all())
            row = AskNoteRow(session_id=session_id, n=n, kind=kind, text=text, turn=turn)
            s.add(row)
            s.commit()
            s.refresh(row)
            return _note(row)

    def complete_note(self, session_id: str, n: int, turn: int) -> dict[str, Any]:
        with Session(self.engine) as s:
            row = s.exec(select(AskNoteRow).where(AskNoteRow.session_id == session_id, AskNoteRow.n == n)).first()
            if row is None:
                raise SessionError(f"no note [{n}] in session {session_id}")
            row.state, row.done_turn = "done", turn
            s.add(row)
            s.commit()
            s.refresh(row)
            return _note(row)

    def notes(self, session_id: str, state: str = "all") -> list[dict[str, Any]]:
        with Session(self.engine) as s:
            q = select(AskNoteRow).where(AskNoteRow.session_id == session_id)
            if state != "all":
                q = q.where(AskNoteRow.state == state)
            return [_note(r) for r in s.exec(q.order_by(AskNoteRow.n)).all()]

    def add_reads(self, session_id: str, case_id: str, fields: list[str], turn: int) -> None:
        with Session(self.engine) as s:
            s.add_all([AskReadRow(session_id=session_id, case_id=case_id, field=f, turn=turn) for f in sorted(set(fields))])
            s.commit()

    def reads(self, session_id: str, case_id: str) -> list[tuple[str, int]]:
        with Session(self.engine) as s:
            rows = s.exec(select(AskReadRow).where(AskReadRow.session_id == session_id, AskReadRow.case_id == case_id)).all()
            return [(r.field, r.turn) for r in rows]


def _note(row: AskNoteRow) -> dict[str, Any]:
    return {"n": row.n, "kind": row.kind, "text": row.text, "state": row.state, "turn": row.turn, "done_turn": row.done_turn}
