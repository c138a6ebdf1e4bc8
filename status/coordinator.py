"""The coordinator: append stage events, fold them into document status and batch counters.

The fold is a pure function of a document's events (`fold_events`), so the live
tables written event by event by `emit` and the tables recomputed from the whole
log by `rebuild` come from the same code and must be equal.

Fold rules (deterministic, idempotent):
- Only events whose content hash equals the document's registered hash count: a
  changed file (re-registered with a new hash) starts over; old events stay in the
  log. Duplicate event ids count once.
- Events are ordered by (stage order, attempt, state rank, emitted_at, event_id),
  never by arrival. A stage's state is its last event in that order, so a later
  attempt supersedes an earlier one and, within an attempt, a terminal state
  supersedes `started` (rank: started < succeeded = skipped < needs_review < failed).
- Document state, first match wins:
  pending       no counted events;
  failed        some stage's state is failed (resume work);
  running       the last stage reached is still `started`;
  needs_review  some stage ended needs_review (a finished outcome: a person decides);
  succeeded     validate succeeded (or skipped) and review, if it ran, succeeded or skipped;
  running       otherwise (between stages).

Concurrency: `emit` inserts the event (primary key = event_id) and refolds the
document in one transaction, holding the document's registry row lock
(SELECT ... FOR UPDATE on PostgreSQL; SQLite serialises writers), and applies
counter deltas in sorted order so concurrent emits cannot deadlock. A duplicate
event id raises IntegrityError on insert; the transaction rolls back and `emit`
returns False.
"""

from __future__ import annotations

import json
import weakref
from collections import Counter, defaultdict
from datetime import datetime
from enum import Enum
from types import SimpleNamespace
from typing import Any, Callable, Iterable, NamedTuple

from pydantic import BaseModel, Field
from sqlalchemy import bindparam, case, func, inspect, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, SQLModel, select

from status.events import (
    BatchCounterRow,
    BatchDocumentRow,
    BatchRow,
    DocumentStatusRow,
    StageEventRow,
    as_utc,
)
from status.models import STAGE_ORDER, Stage, StageState, StageStatus, utcnow

MAX_SUMMARY_CHARS = 1500  # JSON of one event's summary; a few hundred tokens at most
MAX_ERROR_MESSAGE_CHARS = 500  # longer messages are clipped; full tracebacks belong in flow logs
MAX_ERROR_CLASS_CHARS = 120

STAGES: tuple[str, ...] = tuple(s.value for s in STAGE_ORDER)
STAGE_INDEX = {s: i for i, s in enumerate(STAGES)}
STATE_RANK = {
    StageState.STARTED.value: 0,
    StageState.SUCCEEDED.value: 1,
    StageState.SKIPPED.value: 1,
    StageState.NEEDS_REVIEW.value: 2,
    StageState.FAILED.value: 3,
}
STAGE_STATES: tuple[str, ...] = tuple(s.value for s in StageState)
DONE_STATES = (StageState.SUCCEEDED.value, StageState.SKIPPED.value)


class DocState(str, Enum):
    """A document's folded state (display order: most settled first)."""

    SUCCEEDED = "succeeded"
    NEEDS_REVIEW = "needs_review"
    FAILED = "failed"
    RUNNING = "running"
    PENDING = "pending"


DOC_STATES: tuple[str, ...] = tuple(s.value for s in DocState)
UNFINISHED_STATES = (DocState.FAILED.value, DocState.RUNNING.value, DocState.PENDING.value)
# a document in one of these has ended its run (a failed one may be resumed later)
FINAL_STATES = (DocState.SUCCEEDED.value, DocState.NEEDS_REVIEW.value, DocState.FAILED.value)


def finished(counts: dict) -> int:
    """How many documents of a `Coordinator.batch_counts` result are in a final state: a progress bar's count."""
    return sum(counts["by_state"].get(state, 0) for state in FINAL_STATES)
COUNTER_NAMES: tuple[str, ...] = tuple(f"final:{s}" for s in DOC_STATES) + tuple(
    f"stage:{stage}:{state}" for stage in STAGES for state in STAGE_STATES
)


# --------------------------------------------------------------------------- errors


class StatusError(ValueError):
    """Base class of coordinator input errors (bad event, unknown batch or document)."""


class UnknownBatchError(StatusError):
    def __init__(self, batch_id: str, known: list[str] | None = None):
        hint = f"; known batches: {', '.join(known)}" if known else "; no batches registered yet"
        super().__init__(f"unknown batch {batch_id!r}{hint}")
        self.batch_id = batch_id


class UnknownDocumentError(StatusError):
    pass


class InvalidSummaryError(StatusError):
    """A StageStatus summary that is nested, not JSON or too large (summaries are never narrative)."""


# --------------------------------------------------------------------------- public models


class DocumentRef(BaseModel):
    doc_id: str
    path: str
    content_hash: str


class DocumentStatus(BaseModel):
    batch_id: str
    doc_id: str
    path: str
    content_hash: str
    stage: str | None  # last stage reached
    state: DocState
    attempts: int
    error_stage: str | None = None
    error_class: str | None = None
    error_message: str | None = None
    updated_at: datetime | None = None  # emitted_at of the newest counted event
    completed_stages: list[str] = Field(default_factory=list)  # succeeded or skipped, in stage order
    stage_states: dict[str, str] = Field(default_factory=dict)
    summaries: dict[str, dict[str, Any]] = Field(default_factory=dict)
    duration_ms: int | None = None
    events: int = 0


class BatchSummary(BaseModel):
    batch_id: str
    schema_name: str
    source: str
    created_at: datetime
    documents: int
    by_state: dict[str, int]
    updated_at: datetime | None = None
    ocr_engine: str = "tesseract"


class Difference(BaseModel):
    """One place where a live table disagrees with the rebuild from events."""

    table: str  # document_status | batch_counter
    key: str  # doc_id or counter name
    field: str
    live: Any = None
    rebuilt: Any = None

    def __str__(self) -> str:
        return f"{self.table}[{self.key}].{self.field}: live={self.live!r} rebuilt={self.rebuilt!r}"


class RebuildReport(BaseModel):
    batch_id: str
    documents: int
    events_total: int
    events_folded: int
    events_stale: int  # content hash differs from the registered one (file changed since)
    events_orphan: int  # document not registered in the batch
    differences: list[Difference] = Field(default_factory=list)
    applied: bool = False

    @property
    def ok(self) -> bool:
        return not self.differences


# --------------------------------------------------------------------------- the fold (pure)


class _Ev(NamedTuple):
    stage_idx: int
    attempt: int
    rank: int
    emitted_at: datetime  # aware UTC
    event_id: str
    stage: str
    state: str
    error_class: str | None
    error_message: str | None
    summary_json: str
    duration_ms: int | None


class Folded(NamedTuple):
    """The derived columns of one document_status row."""

    state: str
    stage: str | None
    attempts: int
    stage_states: dict[str, str]
    error_stage: str | None
    error_class: str | None
    error_message: str | None
    summaries_json: str
    duration_ms: int | None
    events: int
    updated_at: datetime | None


def _ev_from_row(row: StageEventRow) -> _Ev:
    return _Ev(
        STAGE_INDEX[row.stage], row.attempt, STATE_RANK[row.state], as_utc(row.emitted_at), row.event_id,
        row.stage, row.state, row.error_class, row.error_message, row.summary_json, row.duration_ms,
    )


def _fold(events: Iterable[_Ev]) -> Folded:
    unique = {e.event_id: e for e in events}
    ordered = sorted(unique.values())  # tuple order = (stage, attempt, rank, emitted_at, event_id)
    if not ordered:
        return Folded(DocState.PENDING.value, None, 0, {}, None, None, None, "{}", None, 0, None)
    latest: dict[str, _Ev] = {}
    for ev in ordered:
        latest[ev.stage] = ev  # last in fold order wins
    states = {stage: latest[stage].state for stage in STAGES if stage in latest}
    last_stage = ordered[-1].stage
    decisive: _Ev | None = None
    failed = [latest[s] for s in STAGES if states.get(s) == StageState.FAILED.value]
    review = [latest[s] for s in STAGES if states.get(s) == StageState.NEEDS_REVIEW.value]
    if failed:
        state, decisive = DocState.FAILED.value, failed[0]
    elif states[last_stage] == StageState.STARTED.value:
        state = DocState.RUNNING.value
    elif review:
        state, decisive = DocState.NEEDS_REVIEW.value, review[-1]
    elif states.get(Stage.VALIDATE.value) in DONE_STATES and (
        Stage.REVIEW.value not in states or states[Stage.REVIEW.value] in DONE_STATES
    ):
        state = DocState.SUCCEEDED.value
    else:
        state = DocState.RUNNING.value
    summaries = {s: json.loads(latest[s].summary_json) for s in STAGES if s in latest and latest[s].summary_json not in ("", "{}")}
    durations = [latest[s].duration_ms for s in STAGES if s in latest and latest[s].duration_ms is not None]
    return Folded(
        state=state,
        stage=last_stage,
        attempts=max(e.attempt for e in ordered),
        stage_states=states,
        error_stage=decisive.stage if decisive else None,
        error_class=decisive.error_class if decisive else None,
        error_message=decisive.error_message if decisive else None,
        summaries_json=json.dumps(summaries, sort_keys=True, separators=(",", ":")),
        duration_ms=sum(durations) if durations else None,
        events=len(ordered),
        updated_at=max(e.emitted_at for e in ordered),
    )


def fold_events(events: Iterable[StageStatus], content_hash: str) -> Folded:
    """Fold one document's events (any order, duplicates allowed) for its current content hash."""
    return _fold(_ev_from_row(SimpleNamespace(**_event_values(e))) for e in events if e.content_hash == content_hash)


# --------------------------------------------------------------------------- event checks


def check_summary(event: StageStatus) -> str:
    """The summary as compact JSON, or InvalidSummaryError: named scalar fields only, <= MAX_SUMMARY_CHARS."""
    where = f"doc {event.doc_id!r} stage {event.stage.value!r}"
    if not isinstance(event.summary, dict):
        raise InvalidSummaryError(f"summary of {where} must be a dict of named scalar fields, got {type(event.summary).__name__}")
    for key, value in event.summary.items():
        if not isinstance(key, str):
            raise InvalidSummaryError(f"summary of {where} has a non-string key {key!r}")
        if value is not None and not isinstance(value, (str, int, float, bool)):
            raise InvalidSummaryError(
                f"summary field {key!r} of {where} is a {type(value).__name__}; summaries hold named scalar "
                "fields only (counts, flags, short codes), never nested data or narrative"
            )
    try:
        text = json.dumps(event.summary, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except ValueError as exc:
        raise InvalidSummaryError(f"summary of {where} is not valid JSON: {exc}") from exc
    if len(text) > MAX_SUMMARY_CHARS:
        raise InvalidSummaryError(
            f"summary of {where} is {len(text)} characters of JSON (limit {MAX_SUMMARY_CHARS}); keep it to a few "
            "named fields and put large outputs in the stage output store"
        )
    return text


def _clip(text: str | None, limit: int) -> str | None:
    if text is None or len(text) <= limit:
        return text
    return text[: limit - 1] + "…"


def _event_values(event: StageStatus) -> dict[str, Any]:
    """The stage_event row for `event`, checked: attempt >= 1, summary small and flat, errors clipped."""
    if event.attempt < 1:
        raise StatusError(f"attempt must be >= 1, got {event.attempt} (doc {event.doc_id!r} stage {event.stage.value!r})")
    return dict(
        event_id=event.event_id,
        batch_id=event.batch_id,
        doc_id=event.doc_id,
        content_hash=event.content_hash,
        stage=Stage(event.stage).value,
        state=StageState(event.state).value,
        attempt=event.attempt,
        summary_json=check_summary(event),
        error_class=_clip(event.error_class, MAX_ERROR_CLASS_CHARS),
        error_message=_clip(event.error_message, MAX_ERROR_MESSAGE_CHARS),
        started_at=as_utc(event.started_at),
        finished_at=as_utc(event.finished_at),
        duration_ms=event.duration_ms,
        emitted_at=as_utc(event.emitted_at),
        recorded_at=utcnow(),
    )


def _row_to_event(row: StageEventRow) -> StageStatus:
    return StageStatus(
        event_id=row.event_id,
        batch_id=row.batch_id,
        doc_id=row.doc_id,
        content_hash=row.content_hash,
        stage=Stage(row.stage),
        state=StageState(row.state),
        attempt=row.attempt,
        summary=json.loads(row.summary_json or "{}"),
        error_class=row.error_class,
        error_message=row.error_message,
        started_at=as_utc(row.started_at),
        finished_at=as_utc(row.finished_at),
        duration_ms=row.duration_ms,
        emitted_at=as_utc(row.emitted_at),
    )


# --------------------------------------------------------------------------- rows <-> models

_DERIVED_FIELDS = (
    "content_hash", "state", "stage", "attempts", "ocr_state", "nlp_state", "validate_state", "review_state",
    "error_stage", "error_class", "error_message", "summaries_json", "duration_ms", "events", "updated_at",
)


def _status_values(folded: Folded, content_hash: str) -> dict[str, Any]:
    values = folded._asdict()
    stage_states = values.pop("stage_states")
    values["content_hash"] = content_hash
    for stage in STAGES:
        values[f"{stage}_state"] = stage_states.get(stage)
    return values


def _counter_names(values: dict[str, Any] | None) -> Counter:
    """Counter names a document_status row contributes to (one final state, one per stage reached)."""
    if values is None:
        return Counter()
    names = Counter({f"final:{values['state']}": 1})
    for stage in STAGES:
        if values.get(f"{stage}_state"):
            names[f"stage:{stage}:{values[f'{stage}_state']}"] += 1
    return names


def _to_status(row) -> DocumentStatus:
    """A DocumentStatus from one row of `_SQL_DOCUMENTS` (the registry's columns and the folded status's)."""
    stage_states = {s: getattr(row, f"{s}_state") for s in STAGES if getattr(row, f"{s}_state")}
    return DocumentStatus(
        batch_id=row.batch_id,
        doc_id=row.doc_id,
        path=row.path,
        content_hash=row.content_hash,
        stage=row.stage,
        state=DocState(row.state),
        attempts=row.attempts,
        error_stage=row.error_stage,
        error_class=row.error_class,
        error_message=row.error_message,
        updated_at=as_utc(row.updated_at),
        completed_stages=[s for s, st in stage_states.items() if st in DONE_STATES],
        stage_states=stage_states,
        summaries=json.loads(row.summaries_json or "{}"),
        duration_ms=row.duration_ms,
        events=row.events,
    )


# --------------------------------------------------------------------------- write helpers (Core, one connection)

_BATCH = BatchRow.__table__
_REG = BatchDocumentRow.__table__
_EVENT = StageEventRow.__table__
_STATUS = DocumentStatusRow.__table__
_COUNTER = BatchCounterRow.__table__
_TABLES = [_BATCH, _REG, _EVENT, _STATUS, _COUNTER]


_READY: weakref.WeakSet = weakref.WeakSet()  # engines whose status tables exist


def _add_ocr_engine_column(engine: Engine) -> None:
    """Stores made before batches recorded their OCR engine get the column (their batches used tesseract)."""
    if "ocr_engine" in {c["name"] for c in inspect(engine).get_columns(_BATCH.name)}:
        return
    with engine.begin() as conn:
        conn.execute(text(f"ALTER TABLE {_BATCH.name} ADD COLUMN ocr_engine VARCHAR NOT NULL DEFAULT 'tesseract'"))


class _Duplicate(Exception):
    """The event id is already in the log."""


_EVENT_FOLD_COLUMNS = [_EVENT.c.doc_id, _EVENT.c.content_hash] + [
    _EVENT.c[name] for name in _Ev._fields if name not in ("stage_idx", "rank")
]
_STATUS_COLUMNS = [_STATUS.c.doc_id] + [_STATUS.c[f] for f in _DERIVED_FIELDS]
_CHUNK = 500  # documents per IN (...) query

# Built once: emit runs these for every event, and building SQLAlchemy statements costs more than running them.
_SQL_INSERT_EVENT = _EVENT.insert()
_SQL_LOCK_DOC = (
    select(_REG.c.content_hash)
    .where(_REG.c.batch_id == bindparam("k_batch"), _REG.c.doc_id == bindparam("k_doc"))
    .with_for_update()
)
_SQL_DOC_EVENTS = select(*_EVENT_FOLD_COLUMNS).where(_EVENT.c.batch_id == bindparam("k_batch"), _EVENT.c.doc_id == bindparam("k_doc"))
_SQL_DOC_STATUS = select(*_STATUS_COLUMNS).where(_STATUS.c.batch_id == bindparam("k_batch"), _STATUS.c.doc_id == bindparam("k_doc"))
_SQL_STAGE_STATES = select(_EVENT.c.state).where(
    _EVENT.c.batch_id == bindparam("k_batch"), _EVENT.c.doc_id == bindparam("k_doc"),
    _EVENT.c.stage == bindparam("k_stage"), _EVENT.c.content_hash == bindparam("k_hash"),
)
_SQL_DOC_STAGE_STATES = select(_EVENT.c.stage, _EVENT.c.state).where(
    _EVENT.c.batch_id == bindparam("k_batch"), _EVENT.c.doc_id == bindparam("k_doc"), _EVENT.c.content_hash == bindparam("k_hash"))
# A document's registry row joined to its status row: read with Core (ORM loading of two
# entities per document cost more than the query on every artifact publish and export).
_SQL_DOCUMENTS = select(
    _REG.c.batch_id, _REG.c.doc_id, _REG.c.path, _REG.c.content_hash,
    *(_STATUS.c[f] for f in ("stage", "state", "attempts", "error_stage", "error_class", "error_message", "updated_at",
                             *(f"{stage}_state" for stage in STAGES), "summaries_json", "duration_ms", "events")),
).join(_STATUS, (_STATUS.c.batch_id == _REG.c.batch_id) & (_STATUS.c.doc_id == _REG.c.doc_id))
_SQL_DOCUMENT = _SQL_DOCUMENTS.where(_REG.c.batch_id == bindparam("k_batch"), _REG.c.doc_id == bindparam("k_doc"))
_SQL_DOCS_EVENTS = select(*_EVENT_FOLD_COLUMNS).where(
    _EVENT.c.batch_id == bindparam("k_batch"), _EVENT.c.doc_id.in_(bindparam("k_docs", expanding=True)))
_SQL_DOCS_STATUS = select(*_STATUS_COLUMNS).where(
    _STATUS.c.batch_id == bindparam("k_batch"), _STATUS.c.doc_id.in_(bindparam("k_docs", expanding=True)))
_SQL_KNOWN_EVENTS = select(_EVENT.c.event_id).where(_EVENT.c.event_id.in_(bindparam("k_ids", expanding=True)))
_SQL_LOCK_DOCS = (
    select(_REG.c.doc_id, _REG.c.content_hash)
    .where(_REG.c.batch_id == bindparam("k_batch"), _REG.c.doc_id.in_(bindparam("k_docs", expanding=True)))
    .order_by(_REG.c.doc_id)
    .with_for_update()
)
_SQL_INSERT_STATUS = _STATUS.insert()
_SQL_UPDATE_STATUS = (
    _STATUS.update()
    .where(_STATUS.c.batch_id == bindparam("k_batch"), _STATUS.c.doc_id == bindparam("k_doc"))
    .values({f: bindparam(f) for f in _DERIVED_FIELDS})
)
_SQL_BUMP_COUNTER = (
    _COUNTER.update()
    .where(_COUNTER.c.batch_id == bindparam("k_batch"), _COUNTER.c.name == bindparam("k_name"))
    .values(count=_COUNTER.c.count + bindparam("delta"))
)


def _refold(conn: Connection, batch_id: str, doc_id: str, content_hash: str, deltas: Counter) -> None:
    """Recompute one document's status row from its events (current content hash); add counter deltas."""
    _refold_many(conn, batch_id, {doc_id: content_hash}, deltas)


def _refold_many(conn: Connection, batch_id: str, hashes: dict[str, str], deltas: Counter) -> None:
    """Recompute the status rows of documents {doc_id: registered content hash}; add counter deltas."""
    doc_ids = sorted(hashes)
    for i in range(0, len(doc_ids), _CHUNK):
        chunk = doc_ids[i : i + _CHUNK]
        if len(chunk) == 1:
            key = {"k_batch": batch_id, "k_doc": chunk[0]}
            event_rows = conn.execute(_SQL_DOC_EVENTS, key)
            status_rows = conn.execute(_SQL_DOC_STATUS, key).mappings()
        else:
            key = {"k_batch": batch_id, "k_docs": chunk}
            event_rows = conn.execute(_SQL_DOCS_EVENTS, key)
            status_rows = conn.execute(_SQL_DOCS_STATUS, key).mappings()
        by_doc: dict[str, list[_Ev]] = defaultdict(list)
        for row in event_rows:
            if row.content_hash == hashes[row.doc_id]:
                by_doc[row.doc_id].append(_ev_from_row(row))
        old = {r["doc_id"]: {f: r[f] for f in _DERIVED_FIELDS} for r in status_rows}
        inserts, updates = [], []
        for doc_id in chunk:
            values = _status_values(_fold(by_doc.get(doc_id, [])), hashes[doc_id])
            before = old.get(doc_id)
            deltas.subtract(_counter_names(before))
            deltas.update(_counter_names(values))
            if before is None:
                inserts.append({"batch_id": batch_id, "doc_id": doc_id, **values})
            elif before != values:
                updates.append({"k_batch": batch_id, "k_doc": doc_id, **values})
        if inserts:
            conn.execute(_SQL_INSERT_STATUS, inserts)
        if updates:
            conn.execute(_SQL_UPDATE_STATUS, updates)


def _apply_deltas(conn: Connection, batch_id: str, deltas: Counter) -> None:
    # sorted: concurrent transactions lock counter rows in the same order, so they cannot deadlock
    params = [{"k_batch": batch_id, "k_name": name, "delta": deltas[name]} for name in sorted(deltas) if deltas[name]]
    if params:
        conn.execute(_SQL_BUMP_COUNTER, params)

# --------------------------------------------------------------------------- the coordinator


class Coordinator:
    """Owns the status store: registration, event append + fold, queries, rebuild."""

    def __init__(self, engine: Engine):
        self.engine = engine
        if engine not in _READY:  # flows build a Coordinator per task; check the tables once per engine
            SQLModel.metadata.create_all(engine, tables=_TABLES)
            _add_ocr_engine_column(engine)
            _READY.add(engine)

    # ------------------------------------------------------------------ writes

    def register_batch(
        self, batch_id: str, documents: list[DocumentRef], *, schema_name: str, source: str, ocr_engine: str = "tesseract"
    ) -> None:
        """Create or extend a batch. Idempotent; a changed content hash restarts that document's status.
        `ocr_engine` is recorded when the batch is created and kept afterwards."""
        if not batch_id or not batch_id.strip():
            raise StatusError("batch_id must be a non-empty string")
        seen: dict[str, DocumentRef] = {}
        for doc in documents:
            if not doc.doc_id:
                raise StatusError(f"document with path {doc.path!r} has an empty doc_id")
            if doc.doc_id in seen and seen[doc.doc_id] != doc:
                raise StatusError(f"doc_id {doc.doc_id!r} is listed twice with different path or content hash")
            seen[doc.doc_id] = doc
        for attempt in range(3):  # a concurrent registration of the same batch may win the insert race
            try:
                self._register(batch_id, list(seen.values()), schema_name, source, ocr_engine)
                return
            except IntegrityError:
                if attempt == 2:
                    raise

    def _register(self, batch_id: str, documents: list[DocumentRef], schema_name: str, source: str, ocr_engine: str) -> None:
        with self.engine.begin() as conn:
            batch = conn.execute(select(_BATCH.c.schema_name, _BATCH.c.source).where(_BATCH.c.batch_id == batch_id)).first()
            if batch is None:
                conn.execute(_BATCH.insert().values(batch_id=batch_id, schema_name=schema_name, source=source,
                                                    ocr_engine=ocr_engine, created_at=utcnow()))
                conn.execute(_COUNTER.insert(), [{"batch_id": batch_id, "name": n, "count": 0} for n in COUNTER_NAMES])
            elif tuple(batch) != (schema_name, source):
                conn.execute(_BATCH.update().where(_BATCH.c.batch_id == batch_id).values(schema_name=schema_name, source=source))
            existing = {
                r.doc_id: r
                for r in conn.execute(
                    select(_REG.c.doc_id, _REG.c.path, _REG.c.content_hash, _REG.c.seq)
                    .where(_REG.c.batch_id == batch_id)
                    .with_for_update()
                )
            }
            seq = max((r.seq for r in existing.values()), default=0)
            deltas: Counter = Counter()
            new_regs, new_status = [], []
            pending = _status_values(_fold([]), "")
            for doc in documents:
                reg = existing.get(doc.doc_id)
                if reg is None:
                    seq += 1
                    new_regs.append(
                        {"batch_id": batch_id, "doc_id": doc.doc_id, "path": doc.path, "content_hash": doc.content_hash,
                         "seq": seq, "registered_at": utcnow()}
                    )
                    new_status.append({**pending, "batch_id": batch_id, "doc_id": doc.doc_id, "content_hash": doc.content_hash})
                    deltas.update(_counter_names(pending))
                elif (reg.path, reg.content_hash) != (doc.path, doc.content_hash):
                    conn.execute(
                        _REG.update()
                        .where(_REG.c.batch_id == batch_id, _REG.c.doc_id == doc.doc_id)
                        .values(path=doc.path, content_hash=doc.content_hash)
                    )
                    if reg.content_hash != doc.content_hash:
                        _refold(conn, batch_id, doc.doc_id, doc.content_hash, deltas)
            if new_regs:
                conn.execute(_REG.insert(), new_regs)
                conn.execute(_STATUS.insert(), new_status)
            _apply_deltas(conn, batch_id, deltas)

    def emit(self, event: StageStatus) -> bool:
        """Append one event and fold its document, in one transaction. False if the event_id was already there."""
        values = _event_values(event)  # validates summary and attempt before touching the database
        batch_id, doc_id = values["batch_id"], values["doc_id"]
        try:
            with self.engine.begin() as conn:
                try:
                    conn.execute(_SQL_INSERT_EVENT, values)
                except IntegrityError as exc:
                    raise _Duplicate from exc
                reg = conn.execute(_SQL_LOCK_DOC, {"k_batch": batch_id, "k_doc": doc_id}).first()
                if reg is None:
                    raise UnknownDocumentError(
                        f"document {doc_id!r} is not registered in batch {batch_id!r}; call register_batch first"
                    )
                deltas: Counter = Counter()
                _refold(conn, batch_id, doc_id, reg.content_hash, deltas)
                _apply_deltas(conn, batch_id, deltas)
        except _Duplicate:
            return False
        return True

    def emit_many(self, events: Iterable[StageStatus], before: Callable[[Connection], None] | None = None) -> int:
        """Bulk append (imports, replays, benchmarks): one transaction, known event ids skipped,
        each touched document folded once. Returns the number of new events. All events are
        checked first; one bad event rejects the whole call.
        `before(conn)`: the caller's writes to make in the same transaction, first (the stage
        runner's outputs: a stage's output and its final event are durable together)."""
        rows = {}
        for event in events:
            values = _event_values(event)
            rows.setdefault(values["event_id"], values)
        if not rows and before is None:
            return 0
        with self.engine.begin() as conn:
            if before is not None:
                before(conn)
            ids = list(rows)
            for i in range(0, len(ids), 500):
                chunk = ids[i : i + 500]
                for (known,) in conn.execute(_SQL_KNOWN_EVENTS, {"k_ids": chunk}):
                    del rows[known]
            if not rows:
                return 0
            by_batch: dict[str, set[str]] = defaultdict(set)
            for values in rows.values():
                by_batch[values["batch_id"]].add(values["doc_id"])
            registered: dict[tuple[str, str], str] = {}
            for batch_id, doc_ids in sorted(by_batch.items()):
                for doc_id, content_hash in conn.execute(_SQL_LOCK_DOCS, {"k_batch": batch_id, "k_docs": sorted(doc_ids)}):
                    registered[(batch_id, doc_id)] = content_hash
                missing = sorted(doc_ids - {d for b, d in registered if b == batch_id})
                if missing:
                    raise UnknownDocumentError(
                        f"{len(missing)} documents are not registered in batch {batch_id!r} (first: {missing[0]!r}); "
                        "call register_batch first"
                    )
            conn.execute(_SQL_INSERT_EVENT, list(rows.values()))
            for batch_id, doc_ids in sorted(by_batch.items()):
                deltas: Counter = Counter()
                _refold_many(conn, batch_id, {d: registered[(batch_id, d)] for d in doc_ids}, deltas)
                _apply_deltas(conn, batch_id, deltas)
        return len(rows)

    # ------------------------------------------------------------------ queries

    def has_batch(self, batch_id: str) -> bool:
        with Session(self.engine) as s:
            return s.get(BatchRow, batch_id) is not None

    def _require_batch(self, s: Session, batch_id: str) -> BatchRow:
        batch = s.get(BatchRow, batch_id)
        if batch is None:
            known = list(s.exec(select(BatchRow.batch_id).order_by(BatchRow.batch_id).limit(20)))
            raise UnknownBatchError(batch_id, known)
        return batch

    def batch(self, batch_id: str) -> BatchSummary | None:
        """One batch's summary, or None when it is not registered."""
        if not self.has_batch(batch_id):
            return None
        return self._batch_summaries(batch_id)[0]

    def documents(
        self,
        batch_id: str,
        states: Iterable[str] | None = None,
        *,
        order: str = "seq",
        limit: int | None = None,
    ) -> list[DocumentStatus]:
        """Documents of a batch, optionally only some states. order: seq (registration),
        attention (stage order, error class, doc id) or newest (updated_at desc, doc id)."""
        with Session(self.engine) as s:
            self._require_batch(s, batch_id)
            q = _SQL_DOCUMENTS.where(_REG.c.batch_id == batch_id)
            if states is not None:
                q = q.where(_STATUS.c.state.in_([DocState(x).value for x in states]))
            if order == "seq":
                q = q.order_by(_REG.c.seq)
            elif order == "newest":
                q = q.order_by(_STATUS.c.updated_at.desc(), _REG.c.doc_id)
            elif order == "attention":
                stage_rank = case(STAGE_INDEX, value=func.coalesce(_STATUS.c.error_stage, _STATUS.c.stage), else_=99)
                q = q.order_by(stage_rank, func.coalesce(_STATUS.c.error_class, ""), _REG.c.doc_id)
            else:
                raise StatusError(f"unknown order {order!r} (seq | attention | newest)")
            if limit is not None:
                q = q.limit(limit)
            return [_to_status(row) for row in s.connection().execute(q)]

    def document_statuses(self, batch_id: str) -> list[DocumentStatus]:
        return self.documents(batch_id)

    def document_status(self, batch_id: str, doc_id: str) -> DocumentStatus | None:
        """One document's status; None when the batch has no such document (UnknownBatchError: no such batch).
        The batch is looked up only when the document is not found: every task run asks this once."""
        with self.engine.connect() as conn:
            row = conn.execute(_SQL_DOCUMENT, {"k_batch": batch_id, "k_doc": doc_id}).first()
        if row is not None:
            return _to_status(row)
        with Session(self.engine) as s:
            self._require_batch(s, batch_id)
        return None

    def unfinished(self, batch_id: str) -> list[DocumentStatus]:
        """Documents resume must still work on: failed, running (started, not finished) or pending (never started)."""
        return self.documents(batch_id, UNFINISHED_STATES)

    def batch_counts(self, batch_id: str) -> dict:
        """{"documents": n, "by_state": {state: n, ... all five}, "by_stage": {stage: {stage_state: n (non-zero)}}}."""
        with Session(self.engine) as s:
            self._require_batch(s, batch_id)
            counters = dict(
                s.exec(select(BatchCounterRow.name, BatchCounterRow.count).where(BatchCounterRow.batch_id == batch_id)).all()
            )
        return _counts_from_counters(counters)

    def error_groups(self, batch_id: str, state: str = DocState.FAILED.value) -> list[tuple[str, str, int]]:
        """(stage, error class, documents) for documents in `state`, largest group first."""
        with Session(self.engine) as s:
            self._require_batch(s, batch_id)
            rows = s.exec(
                select(DocumentStatusRow.error_stage, DocumentStatusRow.error_class, func.count())
                .where(DocumentStatusRow.batch_id == batch_id, DocumentStatusRow.state == DocState(state).value)
                .group_by(DocumentStatusRow.error_stage, DocumentStatusRow.error_class)
            ).all()
        groups = [(stage or "-", cls or "-", n) for stage, cls, n in rows]
        return sorted(groups, key=lambda g: (-g[2], STAGE_INDEX.get(g[0], 99), g[1]))

    def batches(self) -> list[BatchSummary]:
        return self._batch_summaries(None)

    def _batch_summaries(self, only: str | None) -> list[BatchSummary]:
        with Session(self.engine) as s:
            if only is not None:
                self._require_batch(s, only)
            q = select(BatchRow).order_by(BatchRow.created_at, BatchRow.batch_id)
            if only is not None:
                q = q.where(BatchRow.batch_id == only)
            batches = s.exec(q).all()
            cq = select(BatchCounterRow.batch_id, BatchCounterRow.name, BatchCounterRow.count).where(
                BatchCounterRow.name.like("final:%")
            )
            uq = select(DocumentStatusRow.batch_id, func.max(DocumentStatusRow.updated_at)).group_by(DocumentStatusRow.batch_id)
            if only is not None:
                cq = cq.where(BatchCounterRow.batch_id == only)
                uq = uq.where(DocumentStatusRow.batch_id == only)
            counters: dict[str, dict[str, int]] = defaultdict(dict)
            for bid, name, count in s.exec(cq):
                counters[bid][name] = count
            updated = dict(s.exec(uq).all())
        out = []
        for b in batches:
            counts = _counts_from_counters(counters[b.batch_id])
            out.append(
                BatchSummary(
                    batch_id=b.batch_id,
                    schema_name=b.schema_name,
                    source=b.source,
                    ocr_engine=b.ocr_engine,
                    created_at=as_utc(b.created_at),
                    documents=counts["documents"],
                    by_state=counts["by_state"],
                    updated_at=as_utc(updated.get(b.batch_id)),
                )
            )
        return out

    def events(self, batch_id: str, doc_id: str | None = None) -> list[StageStatus]:
        """The batch's events (all content hashes), per document in fold order."""
        with Session(self.engine) as s:
            self._require_batch(s, batch_id)
            q = select(StageEventRow).where(StageEventRow.batch_id == batch_id)
            if doc_id is not None:
                q = q.where(StageEventRow.doc_id == doc_id)
            rows = s.exec(q).all()
        rows = sorted(rows, key=lambda r: (r.doc_id, _ev_from_row(r)))
        return [_row_to_event(r) for r in rows]

    def document_stage_states(self, batch_id: str, doc_id: str, content_hash: str) -> dict[Stage, list[StageState]]:
        """`stage_states` of every stage of a document's version at once (a stage with no event: absent)."""
        with self.engine.connect() as conn:
            rows = conn.execute(_SQL_DOC_STAGE_STATES, {"k_batch": batch_id, "k_doc": doc_id, "k_hash": content_hash})
            states: dict[Stage, list[StageState]] = defaultdict(list)
            for stage, state in rows:
                states[Stage(stage)].append(StageState(state))
            return dict(states)

    def stage_states(self, batch_id: str, doc_id: str, stage: Stage, content_hash: str) -> list[StageState]:
        """The states of every event of one stage of a document's version (any order, duplicates
        impossible: event ids are unique): what the stage runner asks before each stage, in one query."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                _SQL_STAGE_STATES, {"k_batch": batch_id, "k_doc": doc_id, "k_stage": Stage(stage).value, "k_hash": content_hash}
            )
            return [StageState(state) for (state,) in rows]

    # ------------------------------------------------------------------ rebuild

    def rebuild(self, batch_id: str, apply: bool = False) -> RebuildReport:
        """Recompute document status and counters from registry + events; report differences from the live tables.

        apply=True rewrites the live rows (inside one transaction, holding the batch's registry row locks)
        so they equal the rebuild; the report still lists what was different before.
        """
        with Session(self.engine) as s:
            self._require_batch(s, batch_id)
        with self.engine.begin() as conn:
            reg_q = select(_REG.c.doc_id, _REG.c.content_hash).where(_REG.c.batch_id == batch_id)
            if apply:
                # Take the write lock before reading, so no emit can commit between the read and the rewrite:
                # a no-op UPDATE starts SQLite's write transaction (its driver begins one only at the first
                # write); on PostgreSQL the registry row locks below make this batch's emits wait.
                conn.execute(_BATCH.update().where(_BATCH.c.batch_id == batch_id).values(source=_BATCH.c.source))
                reg_q = reg_q.with_for_update()
            registry = dict(conn.execute(reg_q).all())
            by_doc: dict[str, list[_Ev]] = defaultdict(list)
            total = stale = orphan = 0
            for row in conn.execute(select(*_EVENT_FOLD_COLUMNS).where(_EVENT.c.batch_id == batch_id)):
                total += 1
                content_hash = registry.get(row.doc_id)
                if content_hash is None:
                    orphan += 1
                elif row.content_hash != content_hash:
                    stale += 1
                else:
                    by_doc[row.doc_id].append(_ev_from_row(row))
            expected = {doc_id: _status_values(_fold(by_doc.get(doc_id, [])), h) for doc_id, h in registry.items()}
            live = {
                r["doc_id"]: {f: r[f] for f in _DERIVED_FIELDS}
                for r in conn.execute(
                    select(_STATUS.c.doc_id, *(_STATUS.c[f] for f in _DERIVED_FIELDS)).where(_STATUS.c.batch_id == batch_id)
                ).mappings()
            }
            expected_counters: Counter = Counter()
            for values in expected.values():
                expected_counters.update(_counter_names(values))
            live_counters = dict(
                conn.execute(select(_COUNTER.c.name, _COUNTER.c.count).where(_COUNTER.c.batch_id == batch_id)).all()
            )
            report = RebuildReport(
                batch_id=batch_id,
                documents=len(registry),
                events_total=total,
                events_folded=total - stale - orphan,
                events_stale=stale,
                events_orphan=orphan,
                differences=_compare(expected, live, expected_counters, live_counters),
            )
            if apply:
                conn.execute(_STATUS.delete().where(_STATUS.c.batch_id == batch_id))
                conn.execute(_COUNTER.delete().where(_COUNTER.c.batch_id == batch_id))
                if expected:
                    conn.execute(_STATUS.insert(), [{"batch_id": batch_id, "doc_id": d, **v} for d, v in expected.items()])
                conn.execute(
                    _COUNTER.insert(),
                    [{"batch_id": batch_id, "name": n, "count": expected_counters.get(n, 0)} for n in COUNTER_NAMES],
                )
                report.applied = True
        return report

def _compare(
    expected: dict[str, dict[str, Any]],
    live: dict[str, dict[str, Any] | None],
    expected_counters: Counter,
    live_counters: dict[str, int],
) -> list[Difference]:
    diffs: list[Difference] = []
    for doc_id in sorted(set(expected) | set(live)):
        want, have = expected.get(doc_id), live.get(doc_id)
        if want is None:
            diffs.append(Difference(table="document_status", key=doc_id, field="(row)", live="present", rebuilt="absent"))
        elif have is None:
            diffs.append(Difference(table="document_status", key=doc_id, field="(row)", live="absent", rebuilt="present"))
        else:
            for field in _DERIVED_FIELDS:
                a, b = have[field], want[field]
                if isinstance(a, datetime) or isinstance(b, datetime):
                    a, b = as_utc(a), as_utc(b)
                if a != b:
                    diffs.append(Difference(table="document_status", key=doc_id, field=field, live=_plain(a), rebuilt=_plain(b)))
    for name in sorted(set(COUNTER_NAMES) | set(live_counters) | set(expected_counters)):
        a, b = live_counters.get(name), expected_counters.get(name, 0)
        if a != b:
            diffs.append(Difference(table="batch_counter", key=name, field="count", live=a, rebuilt=b))
    return diffs


def _plain(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime) else value


def _counts_from_counters(counters: dict[str, int]) -> dict:
    by_state = {state: int(counters.get(f"final:{state}", 0)) for state in DOC_STATES}
    by_stage: dict[str, dict[str, int]] = {}
    for stage in STAGES:
        by_stage[stage] = {
            state: int(counters[f"stage:{stage}:{state}"])
            for state in STAGE_STATES
            if counters.get(f"stage:{stage}:{state}")
        }
    return {"documents": sum(by_state.values()), "by_state": by_state, "by_stage": by_stage}
