"""Case facts tables: immutable inputs, human events, and the derived case view.

Inputs (written, never derived, never edited):
- `facts_input`       one row per ingested document version. A document's identity
                      is (batch_id, doc_id): `scan.txt` of Monday's batch and of
                      Tuesday's are two documents. Its content_hash is its version:
                      a new hash supersedes the previous version (`current` moves to
                      the new row; the old row stays). Re-ingesting a version
                      inserts nothing (idempotent). Each row records the schema it
                      was ingested with, so a case renders with its own schema.
- `facts_input_key`   the grouping keys of each current input: its identifiers
                      (case keys) as "field:VALUE", plus "@content:<hash>" so copies
                      of the same bytes always share a case; the index that groups
                      inputs into cases (union-find).
- `facts_resolution`  explicit resolutions of a conflict by a person (an event).
- `facts_read`        which fields an LLM step read, at which turn (for eviction).

Derived (recomputed from all inputs of a case on every ingest; order-independent):
- `facts_case`, `facts_case_doc`, `facts_entity`, `facts_alias`, `facts_record`,
  `facts_conflict`.

`facts_lock` is one row that every writer updates first, so ingests serialise on
SQLite (the write lock is taken before any read) and on PostgreSQL (row lock).
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any, TypeVar

from sqlalchemy import Index
from sqlalchemy.orm import configure_mappers
from sqlmodel import Field, SQLModel

from status.models import utcnow


def _now() -> datetime:
    return utcnow()


# --------------------------------------------------------------------------- inputs


class FactInputRow(SQLModel, table=True):
    __tablename__ = "facts_input"

    batch_id: str = Field(primary_key=True)
    doc_id: str = Field(primary_key=True)
    content_hash: str = Field(primary_key=True)  # the version of (batch_id, doc_id)
    current: bool = True  # False: superseded by a newer version of the same document
    schema_name: str  # the schema the input was ingested (and must be rendered) with
    doc_type: str
    document_date: str | None = None  # ISO date: the time of the source document
    evidence: bool = False  # from an evidence doc type or a system/tool event
    source_kind: str = "document"  # document | system
    validation_json: str  # status.models.Validation as JSON
    ingested_at: datetime = Field(default_factory=_now)
    superseded_by: str | None = None  # content hash of the version that replaced this one


class FactInputKeyRow(SQLModel, table=True):
    __tablename__ = "facts_input_key"
    # every ingest reads and replaces one document's keys: by (batch_id, doc_id), not by the key the primary key starts with
    __table_args__ = (Index("ix_facts_input_key_doc", "batch_id", "doc_id"),)

    key: str = Field(primary_key=True)  # "order_id:ORD-123456" or "@content:<hash>"
    batch_id: str = Field(primary_key=True)
    doc_id: str = Field(primary_key=True)
    content_hash: str  # the current version's hash


class ResolutionEventRow(SQLModel, table=True):
    __tablename__ = "facts_resolution"

    event_id: str = Field(primary_key=True)
    case_id: str = Field(index=True)
    anchor_keys_json: str  # the case's identifiers when resolved: survives a case merge
    field: str
    subject: str
    value: str  # the canonical value chosen by the person (money "120.00 EUR", ISO dates)
    by: str
    note: str | None = None
    seen_values_json: str  # values in conflict when resolved; a new value reopens it
    at: datetime = Field(default_factory=_now)


class FactReadRow(SQLModel, table=True):
    __tablename__ = "facts_read"

    id: int | None = Field(default=None, primary_key=True)
    case_id: str = Field(index=True)
    field: str
    turn: int
    at: datetime = Field(default_factory=_now)


class FactLockRow(SQLModel, table=True):
    __tablename__ = "facts_lock"

    id: int = Field(primary_key=True)
    n: int = 0


# --------------------------------------------------------------------------- derived


class CaseRow(SQLModel, table=True):
    __tablename__ = "facts_case"

    case_id: str = Field(primary_key=True)
    schema_name: str = "default"  # the schema every input of the case was ingested with
    needs_review: bool = False
    open_conflicts: int = 0
    doc_count: int = 0
    keys_json: str = "[]"  # every identifier of the case, sorted
    issues_json: str = "[]"  # [{issue_id, keys}]
    latest_document_date: str | None = None
    updated_at: datetime = Field(default_factory=_now)


class CaseDocRow(SQLModel, table=True):
    __tablename__ = "facts_case_doc"

    batch_id: str = Field(primary_key=True)
    doc_id: str = Field(primary_key=True)
    content_hash: str  # the current version
    case_id: str = Field(index=True)
    issue_id: str
    doc_type: str
    document_date: str | None = None


class EntityRow(SQLModel, table=True):
    __tablename__ = "facts_entity"

    case_id: str = Field(primary_key=True)
    entity_id: str = Field(primary_key=True)  # "customer:CUST-00012"
    kind: str  # customer | order | company ...
    key_field: str | None = None
    key_value: str | None = None
    name: str | None = None  # current spelling (newest document)


class AliasRow(SQLModel, table=True):
    __tablename__ = "facts_alias"

    case_id: str = Field(primary_key=True)
    entity_id: str = Field(primary_key=True)
    alias: str = Field(primary_key=True)
    field: str
    first_doc_id: str
    first_seen: str | None = None
    current: bool = False


class FactRecordRow(SQLModel, table=True):
    __tablename__ = "facts_record"

    id: int | None = Field(default=None, primary_key=True)
    case_id: str = Field(index=True)
    field: str
    subject: str  # the entity instance the value belongs to ("ORD-123456", "CASE-2024-0001")
    qualifier: str | None = None
    type: str
    value: str | None = None
    norm: str | None = None  # comparison form
    currency: str | None = None
    basis: str | None = None
    doc_id: str
    batch_id: str = ""
    content_hash: str
    doc_type: str
    stage: str = "validate"
    page: int | None = None
    span_start: int | None = None
    span_end: int | None = None
    quote: str | None = None
    extractor: str = "none"
    source_time: str | None = None
    state: str  # authoritative | unverified | superseded | conflicting
    reason: str | None = None
    current: bool = False  # the value the policy holds for (field, subject)
    valid_from: str | None = None
    valid_to: str | None = None
    weight: int = 1
    pinned: bool = False
    agree_docs: int = 1  # independent sources (distinct content hashes) holding the same value


class ConflictRow(SQLModel, table=True):
    __tablename__ = "facts_conflict"

    conflict_id: str = Field(primary_key=True)  # case|field|subject
    case_id: str = Field(index=True)
    field: str
    subject: str
    values_json: str  # [{value, norm, sources: [...]}] sorted
    weighty: bool
    escalated: bool  # weighty and still open: the case needs review
    policy: str
    policy_note: str
    status: str  # open | resolved
    resolved_value: str | None = None
    resolved_by: str | None = None
    resolution_note: str | None = None


DERIVED_TABLES = (CaseDocRow, EntityRow, AliasRow, FactRecordRow, ConflictRow, CaseRow)


R = TypeVar("R", bound=SQLModel)


def derived_row(cls: type[R], **values: Any) -> R:
    """`cls(**values)` for a derived table's row, made ~10x faster: the instance and its SQLAlchemy
    state are created, then every field is put in place at once, instead of SQLModel's __init__
    setting each field (defaults too) through SQLAlchemy's attribute events. Every ingest derives
    its whole case again, a row per observation, so this was ~40% of the validate stage's CPU.
    Table models are not validated by their __init__ either; the row is equal field for field
    (tests/test_perf10_same_output.py), and later attribute changes are tracked as usual."""
    row = cls.__new__(cls)
    cls._sa_class_manager._new_state_if_none(row)
    fields = _fields_of(cls)
    given = {name: values[name] for name, _, _ in fields if name in values}  # given fields, then defaults: __init__'s order
    if len(given) != len(values):
        raise TypeError(f"{cls.__name__} has no field(s) {sorted(values.keys() - given.keys())}")
    row.__dict__.update(given)
    row.__dict__.update((name, info.get_default(call_default_factory=True)) for name, info, required in fields
                        if not required and name not in given)
    object.__setattr__(row, "__pydantic_fields_set__", set(values))
    object.__setattr__(row, "__pydantic_extra__", None)
    object.__setattr__(row, "__pydantic_private__", None)
    return row


@lru_cache(maxsize=None)
def _fields_of(cls: type[SQLModel]) -> tuple[tuple[str, Any, bool], ...]:
    """(name, field info, required) of each field of a table model, in declaration order. Mappers are configured
    first: SQLModel's __init__ does so on a class's first row, and a row made without it has no attribute impls."""
    configure_mappers()
    return tuple((name, info, info.is_required()) for name, info in cls.model_fields.items())
