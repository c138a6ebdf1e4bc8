"""Persisted stage outputs, keyed by content hash + stage + stage config version.

This is what makes resume cheap: a stage whose output is here for the same bytes
and the same configuration is not run again, in this run or any later one.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypeVar

from pydantic import BaseModel
from sqlalchemy import bindparam
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, SQLModel, select

from status.models import utcnow

M = TypeVar("M", bound=BaseModel)


class StageOutputRow(SQLModel, table=True):
    __tablename__ = "stage_output"

    content_hash: str = Field(primary_key=True)
    stage: str = Field(primary_key=True)
    config_version: str = Field(primary_key=True)
    doc_id: str
    output_json: str
    created_at: datetime = Field(default_factory=utcnow)


_OUTPUT = StageOutputRow.__table__
# Built once: every stage of every document runs these, and building statements costs more than running them.
_SQL_OUTPUT_JSON = select(_OUTPUT.c.output_json).where(
    _OUTPUT.c.content_hash == bindparam("k_hash"), _OUTPUT.c.stage == bindparam("k_stage"),
    _OUTPUT.c.config_version == bindparam("k_version"),
)
_SQL_INSERT_OUTPUT = _OUTPUT.insert()
_SQL_INSERT_SKIPPING: dict[str, object] = {}  # dialect name -> INSERT ... ON CONFLICT DO NOTHING
_SQL_LATEST_OUTPUT_JSON = (select(_OUTPUT.c.output_json)
                           .where(_OUTPUT.c.content_hash == bindparam("k_hash"), _OUTPUT.c.stage == bindparam("k_stage"))
                           .order_by(_OUTPUT.c.created_at.desc()).limit(1))


def _key(content_hash: str, stage: str, config_version: str) -> dict[str, str]:
    return {"k_hash": content_hash, "k_stage": stage, "k_version": config_version}


def output_row(content_hash: str, stage: str, config_version: str, doc_id: str, output: BaseModel) -> dict:
    """The stage_output row of one output (for `save_output`, or `insert_outputs` in a caller's transaction)."""
    return dict(content_hash=content_hash, stage=stage, config_version=config_version, doc_id=doc_id,
                output_json=output.model_dump_json(), created_at=utcnow())


def insert_outputs(conn: Connection, rows: list[dict]) -> None:
    """Store outputs (`output_row`) in the caller's transaction, as `save_output` does: a key already
    there keeps its first output. A key taken is skipped by the insert itself (ON CONFLICT DO NOTHING),
    so the caller's other writes in the transaction stand."""
    if not rows:
        return
    statement = _SQL_INSERT_SKIPPING.get(conn.dialect.name)
    if statement is None:
        if conn.dialect.name == "sqlite":
            from sqlalchemy.dialects.sqlite import insert
        elif conn.dialect.name == "postgresql":
            from sqlalchemy.dialects.postgresql import insert
        else:  # no portable "skip a taken key" insert: one transaction per output, as save_output does
            for row in rows:
                save_output_row(conn.engine, row)
            return
        statement = _SQL_INSERT_SKIPPING[conn.dialect.name] = insert(_OUTPUT).on_conflict_do_nothing()
    conn.execute(statement, rows)


def save_output_row(engine: Engine, row: dict) -> None:
    try:
        with engine.begin() as conn:
            conn.execute(_SQL_INSERT_OUTPUT, row)
    except IntegrityError:
        pass  # stored before (by a concurrent writer, or earlier): the first output stays (the insert was rolled back)


def save_output(engine: Engine, content_hash: str, stage: str, config_version: str, doc_id: str, output: BaseModel) -> None:
    """Store one stage output. The key says "same bytes, same stage configuration", so
    when two copies of a file finish at once the first write wins and the second is a no-op.
    Inserted without looking first: the stage runner saves only what it did not find, so the
    key is nearly always new, and a key already there fails the insert, which changes nothing."""
    save_output_row(engine, output_row(content_hash, stage, config_version, doc_id, output))


def load_output(engine: Engine, content_hash: str, stage: str, config_version: str, model: type[M]) -> M | None:
    with engine.connect() as conn:
        output_json = conn.execute(_SQL_OUTPUT_JSON, _key(content_hash, stage, config_version)).scalar()
    return model.model_validate_json(output_json) if output_json is not None else None


def load_latest_output(engine: Engine, content_hash: str, stage: str, model: type[M]) -> M | None:
    """The newest output of `stage` for these bytes under any configuration: what a
    document finished with, even when settings changed since (exports read this, per document)."""
    with engine.connect() as conn:
        output_json = conn.execute(_SQL_LATEST_OUTPUT_JSON, {"k_hash": content_hash, "k_stage": stage}).scalar()
    return model.model_validate_json(output_json) if output_json is not None else None

