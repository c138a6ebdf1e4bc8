"""What every task of a batch needs to know, in one small serialisable object."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from pydantic import BaseModel, Field

from status.models import Stage
from status.schema import Schema, load_schema
from status.settings import Settings, get_settings


class BatchContext(BaseModel):
    """Passed to every task. Holds names and numbers, not connections, so it
    travels to threads, Dask workers and the Prefect UI's parameter view."""

    batch_id: str
    database_url: str
    schema_name: str = "default"
    review: bool = True
    concurrency: int = 2
    status_block_tokens: int = 1200
    artifact_every_s: float = 2.0
    ocr_engine: str = "tesseract"
    ocr_timeout_s: int = 120
    ocr_dpi: int = 300
    ocr_lang: str = "auto"
    ocr_max_pages: int = 50
    trusted_folders: list[str] = Field(default_factory=list)

    @classmethod
    def create(cls, *, batch_id: str, schema: str | None = None, database_url: str | None = None, review: bool = True) -> "BatchContext":
        s = get_settings()
        return cls(
            batch_id=batch_id,
            database_url=database_url or s.resolved_database_url,
            schema_name=schema or s.schema_name,
            review=review,
            concurrency=s.concurrency,
            status_block_tokens=s.status_block_tokens,
            artifact_every_s=s.artifact_every_s,
            ocr_engine=s.ocr_engine,
            ocr_timeout_s=s.ocr_timeout_s,
            ocr_dpi=s.ocr_dpi,
            ocr_lang=s.ocr_lang,
            ocr_max_pages=s.ocr_max_pages,
            trusted_folders=s.trusted_folders,
        )

    def is_trusted(self, path: str) -> bool:
        """A document read from inside a folder a person configured as trusted (DOCFLOW_TRUSTED_SOURCES)."""
        from pathlib import Path

        real = Path(path).resolve()
        return any(real == Path(f) or Path(f) in real.parents for f in self.trusted_folders)

    def engine(self):
        from status.db import get_engine

        return get_engine(self.database_url)

    def schema(self) -> Schema:
        return load_schema(self.schema_name)

    def settings(self) -> Settings:
        return get_settings()

    def ocr_settings(self):
        from stages.ocr import OcrSettings

        return OcrSettings(
            engine=self.ocr_engine, timeout_s=self.ocr_timeout_s, dpi=self.ocr_dpi, lang=self.ocr_lang,
            max_pages=self.ocr_max_pages,
        )

    def fact_store(self):
        return _fact_store(self.database_url, self.schema_name)

    def config_version(self, stage: Stage) -> str:
        """Part of every stage output's key. Each stage's version includes the versions of
        the stages before it (its input), so changing OCR settings re-runs NLP too."""
        from stages.model_extract import config_tag

        settings = self.settings()
        return _version_chain(self.model_dump_json(), settings.llm_backend, config_tag(settings))[stage]


@lru_cache(maxsize=32)
def _version_chain(ctx_json: str, llm_backend: str, model_pass: str) -> dict[Stage, str]:
    """Every stage's version for one batch context, model backend and model extraction
    pass, worked out once per process (asked four times per document)."""
    import hashlib

    from stages.nlp import nlp_config_version
    from stages.validate import VALIDATE_CONFIG_VERSION

    ctx = BatchContext.model_validate_json(ctx_json)
    chain = {
        Stage.OCR: ctx.ocr_settings().config_version,
        Stage.NLP: nlp_config_version(ctx.schema()) + model_pass,  # the model pass, when on, is part of it
        Stage.VALIDATE: VALIDATE_CONFIG_VERSION,
        # per batch: a review reflects its case at that time, so it is not reused across batches
        Stage.REVIEW: f"review-1:{llm_backend}:{ctx.batch_id}",
    }
    out, parts = {}, []
    for step in (Stage.OCR, Stage.NLP, Stage.VALIDATE, Stage.REVIEW):
        parts.append(chain[step])
        out[step] = f"{chain[step]}#{hashlib.sha256('|'.join(parts).encode()).hexdigest()[:12]}"
    return out


@lru_cache(maxsize=8)
def _fact_store(database_url: str, schema_name: str):
    from status.db import get_engine
    from status.fact_store import FactStore

    return FactStore(get_engine(database_url), load_schema(schema_name))


def contested_cases(ctx: BatchContext, doc_ids: list[str]) -> list[str]:
    """Contested cases to review after a run, sorted: those of these documents (their
    case may have changed), and every other contested case of the batch that has no
    stored review yet (a run killed before its case reviews leaves such cases; a
    resume that re-runs none of their documents must still review them)."""
    store = ctx.fact_store()
    case_of = store.cases_of_documents(ctx.batch_id)  # one query, not one per document
    touched = {case_of.get(doc_id) for doc_id in doc_ids}
    batch_cases = set(_batch_cases(ctx, case_of))
    reviewed = reviewed_cases(ctx)
    return sorted(c.case_id for c in store.cases()
                  if c.needs_review and (c.case_id in touched or (c.case_id in batch_cases and c.case_id not in reviewed)))


def unreviewed_contested_cases(ctx: BatchContext) -> list[str]:
    """Contested cases of the batch without a stored review (empty once a batch has finished)."""
    batch_cases, reviewed = set(_batch_cases(ctx)), reviewed_cases(ctx)
    return sorted(c.case_id for c in ctx.fact_store().cases() if c.needs_review and c.case_id in batch_cases and c.case_id not in reviewed)


def batch_left_unreviewed(batch_id: str, database_url: str | None = None) -> list[str]:
    """Contested cases of a stored batch still without a review, read with the schema and
    engine the batch began with (a run killed after its last document, before its case
    reviews, leaves them: a resume with no document to re-run must still review them)."""
    from status.coordinator import Coordinator

    ctx = BatchContext.create(batch_id=batch_id, database_url=database_url)
    batch = Coordinator(ctx.engine()).batch(batch_id)
    if batch is None:
        return []
    return unreviewed_contested_cases(ctx.model_copy(update={"schema_name": batch.schema_name, "ocr_engine": batch.ocr_engine}))


def _batch_cases(ctx: BatchContext, case_of: dict[str, str] | None = None) -> list[str]:
    """The cases of the batch's registered documents (`case_of`: the batch's {doc_id: case_id}, when already read)."""
    from status.coordinator import Coordinator

    if case_of is None:
        case_of = ctx.fact_store().cases_of_documents(ctx.batch_id)
    ids = {case_of.get(s.doc_id) for s in Coordinator(ctx.engine()).document_statuses(ctx.batch_id)}
    return sorted(i for i in ids if i)


def reviewed_cases(ctx: BatchContext) -> set[str]:
    """Cases with a case review stored for this batch (stage output keyed `case:<id>:<question hash>`)."""
    from sqlmodel import Session, select

    from status.outputs import StageOutputRow

    with Session(ctx.engine()) as s:
        rows = s.exec(select(StageOutputRow.content_hash).where(
            StageOutputRow.stage == Stage.REVIEW.value, StageOutputRow.config_version == ctx.config_version(Stage.REVIEW),
            StageOutputRow.content_hash.startswith("case:"))).all()
    return {key.split(":", 2)[1] for key in rows}


class FailedDocument(BaseModel):
    doc_id: str
    stage: str | None
    error_class: str | None
    error_message: str | None


class BatchReport(BaseModel):
    batch_id: str
    total: int
    counts: dict[str, int]
    failed: list[FailedDocument] = Field(default_factory=list)
    export_path: str | None = None

    @classmethod
    def from_statuses(cls, batch_id: str, statuses: list, export_path: str | None) -> "BatchReport":
        counts = Counter(s.state.value for s in statuses)
        failed = [
            FailedDocument(
                doc_id=s.doc_id,
                stage=s.stage,
                error_class=s.error_class if s.state.value == "failed" else "unfinished",
                error_message=s.error_message if s.state.value == "failed" else f"ended {s.state.value}: no stage finished or failed it",
            )
            for s in statuses
            if s.state.value not in ("succeeded", "needs_review")  # after a run, anything else did not make it
        ]
        return cls(batch_id=batch_id, total=len(statuses), counts=dict(sorted(counts.items())), failed=failed, export_path=export_path)
