"""Status store tables: the append-only event log, its inputs and its derived tables.

Inputs (written, never derived):
- `batch`           one row per batch (schema, source).
- `batch_document`  the registry: which documents a batch holds, with path and
                    content hash. Re-registering a changed file updates its hash.
- `stage_event`     the append-only log of `StageStatus` events. `event_id` is the
                    primary key, so delivering an event twice inserts nothing.

Derived (the coordinator's fold; `rebuild` recomputes them from the inputs):
- `document_status` one row per registered document: its folded state.
- `batch_counter`   per batch, `final:<state>` and `stage:<stage>:<state>` counts,
                    kept by deltas in the same transaction as each fold.

Datetimes are aware UTC (SQLModel's UTC column type: timestamptz on PostgreSQL,
UTC text on SQLite); `as_utc` normalises naive (taken as UTC) or other-zone values.
"""

from __future__ import annotations

from datetime import datetime, timezone

from sqlalchemy import Index
from sqlmodel import Field, SQLModel

from status.models import utcnow


def as_utc(value: datetime | None) -> datetime | None:
    """Aware UTC; a naive value is taken as UTC."""
    if value is None:
        return None
    return value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(timezone.utc)


class BatchRow(SQLModel, table=True):
    __tablename__ = "batch"

    batch_id: str = Field(primary_key=True)
    schema_name: str
    source: str
    created_at: datetime = Field(default_factory=utcnow)
    # The OCR engine the batch was started with: resume reads the rest of the batch the same way.
    ocr_engine: str = Field(default="tesseract", sa_column_kwargs={"server_default": "tesseract"})


class BatchDocumentRow(SQLModel, table=True):
    __tablename__ = "batch_document"

    batch_id: str = Field(primary_key=True, foreign_key="batch.batch_id")
    doc_id: str = Field(primary_key=True)
    path: str
    content_hash: str
    seq: int  # registration order within the batch, for stable listings
    registered_at: datetime = Field(default_factory=utcnow)


class StageEventRow(SQLModel, table=True):
    __tablename__ = "stage_event"
    __table_args__ = (Index("ix_stage_event_batch_doc", "batch_id", "doc_id"),)

    event_id: str = Field(primary_key=True)
    batch_id: str
    doc_id: str
    content_hash: str
    stage: str
    state: str
    attempt: int
    summary_json: str = "{}"
    error_class: str | None = None
    error_message: str | None = None
    started_at: datetime | None = None
    finished_at: datetime | None = None
    duration_ms: int | None = None
    emitted_at: datetime
    recorded_at: datetime = Field(default_factory=utcnow)  # arrival; never used by the fold


class DocumentStatusRow(SQLModel, table=True):
    __tablename__ = "document_status"
    __table_args__ = (Index("ix_document_status_batch_state", "batch_id", "state"),)

    batch_id: str = Field(primary_key=True)
    doc_id: str = Field(primary_key=True)
    content_hash: str
    state: str  # DocState value
    stage: str | None = None  # last stage reached
    attempts: int = 0
    ocr_state: str | None = None
    nlp_state: str | None = None
    validate_state: str | None = None
    review_state: str | None = None
    error_stage: str | None = None
    error_class: str | None = None
    error_message: str | None = None
    summaries_json: str = "{}"
    duration_ms: int | None = None
    events: int = 0
    updated_at: datetime | None = None  # emitted_at of the newest counted event (not wall clock)


class BatchCounterRow(SQLModel, table=True):
    __tablename__ = "batch_counter"

    batch_id: str = Field(primary_key=True)
    name: str = Field(primary_key=True)  # "final:<state>" or "stage:<stage>:<state>"
    count: int = 0
