"""Persisted stage outputs, keyed by content hash + stage + stage config version.

This is what makes resume cheap: a stage whose output is here for the same bytes
and the same configuration is not run again, in this run or any later one.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypeVar

from pydantic import BaseModel
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, Session, SQLModel, select

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


def save_output(engine: Engine, content_hash: str, stage: str, config_version: str, doc_id: str, output: BaseModel) -> None:
    """Store one stage output. The key says "same bytes, same stage configuration", so
    when two copies of a file finish at once the first write wins and the second is a no-op."""
    row = StageOutputRow(content_hash=content_hash, stage=stage, config_version=config_version, doc_id=doc_id,
                         output_json=output.model_dump_json())
    with Session(engine) as s:
        if s.get(StageOutputRow, (content_hash, stage, config_version)) is not None:
            return
        s.add(row)
        try:
            s.commit()
        except IntegrityError:
            s.rollback()  # a concurrent writer stored the same key first


def load_output(engine: Engine, content_hash: str, stage: str, config_version: str, model: type[M]) -> M | None:
    with Session(engine) as s:
        row = s.get(StageOutputRow, (content_hash, stage, config_version))
        return model.model_validate_json(row.output_json) if row else None


def load_latest_output(engine: Engine, content_hash: str, stage: str, model: type[M]) -> M | None:
    """The newest output of `stage` for these bytes under any configuration: what a
    document finished with, even when settings changed since (exports read this)."""
    with Session(engine) as s:
        row = s.exec(
            select(StageOutputRow)
            .where(StageOutputRow.content_hash == content_hash, StageOutputRow.stage == stage)
            .order_by(StageOutputRow.created_at.desc())
        ).first()
        return model.model_validate_json(row.output_json) if row else None

