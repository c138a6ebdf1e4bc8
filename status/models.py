"""Typed interfaces between stages: what each stage takes and returns.

Every stage is a plain function `typed in -> typed out`; these models are the
only things that cross a stage boundary, get persisted, or get folded. Keep them
small and JSON-serialisable (Decimal and date serialise as strings).
"""

from __future__ import annotations

import uuid
from datetime import datetime, timezone
from decimal import Decimal
from enum import Enum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Stage(str, Enum):
    OCR = "ocr"
    NLP = "nlp"
    VALIDATE = "validate"
    REVIEW = "review"


STAGE_ORDER: tuple[Stage, ...] = (Stage.OCR, Stage.NLP, Stage.VALIDATE, Stage.REVIEW)


class StageState(str, Enum):
    STARTED = "started"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    SKIPPED = "skipped"
    NEEDS_REVIEW = "needs_review"


# --------------------------------------------------------------------------- errors


class DocumentError(Exception):
    """A problem with one input document. Never retried; fails that document only.

    `code` is a short stable identifier (e.g. `empty_file`, `encrypted_pdf`) that
    tests and the status block use; the message says what is wrong in words.
    """

    code: str = "document_error"

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        if code:
            self.code = code


class TransientError(Exception):
    """A problem that may go away on retry (a timeout, a locked database)."""


# --------------------------------------------------------------------------- OCR


class OcrWord(BaseModel):
    """One word as tesseract saw it (image_to_data), in page pixel coordinates."""

    model_config = ConfigDict(frozen=True)

    text: str
    conf: float  # 0-100; -1 when the engine gives none
    left: int
    top: int
    width: int
    height: int
    block: int = 0
    par: int = 0
    line: int = 0
    start: int = -1  # char offset of this word in OcrResult.text (-1: not placed)


class OcrPage(BaseModel):
    page: int  # 1-based
    text: str
    method: Literal["text_layer", "tesseract", "ppocr", "plain_text"]
    mean_conf: float | None = None  # mean word confidence 0-100; None for text layer / plain text
    width: int = 0
    height: int = 0
    words: list[OcrWord] = Field(default_factory=list)
    start: int = 0  # char offset of this page's text in OcrResult.text


class OcrResult(BaseModel):
    """Text of a whole document. `text` is the pages joined by a form feed ("\\f")."""

    doc_id: str
    content_hash: str
    source_format: Literal["image", "pdf", "text"]
    pages: list[OcrPage]
    text: str

    @property
    def mean_conf(self) -> float | None:
        confs = [p.mean_conf for p in self.pages if p.mean_conf is not None]
        return round(sum(confs) / len(confs), 2) if confs else None

    def page_of(self, offset: int) -> int:
        """1-based page number that holds character `offset` of `text`."""
        page = 1
        for p in self.pages:
            if offset >= p.start:
                page = p.page
        return page


# --------------------------------------------------------------------------- extraction

# "model:<backend>/<model>": a value a model proposed that was then found at its span in the text
# (stages/model_extract.py); it says which model, so a reader can weigh it.
ModelExtractor = Annotated[str, StringConstraints(pattern=r"^model:\S{1,120}$")]
Extractor = Literal["rule", "ner", "layout", "none"] | ModelExtractor


class FactValue(BaseModel):
    """One schema slot for one document: a value, or an explicit null.

    `value` is None when the extractor looked and found nothing (`raw` None too).
    `value` holds the normalised form as a string: money "123.45" (with
    `currency`), dates ISO "2026-03-14", percents "12" (with `basis`), ids and
    text as found after whitespace collapse. `unresolved` marks a relative date
    kept verbatim because it could not be resolved unambiguously.
    """

    field: str
    type: str  # money | date | identifier | percent | text | status
    qualifier: str | None = None
    value: str | None = None
    currency: str | None = None
    basis: str | None = None  # what a percent is a percent of
    raw: str | None = None
    page: int | None = None
    span: tuple[int, int] | None = None  # [start, end) in OcrResult.text
    extractor: Extractor = "none"
    confidence: float = 0.0
    unresolved: bool = False
    authoritative: bool = False  # set by validation after checks and the reverse check
    reason: str | None = None  # why not authoritative

    @property
    def is_null(self) -> bool:
        return self.value is None and not self.unresolved

    def decimal(self) -> Decimal | None:
        return Decimal(self.value) if self.value is not None and self.type in ("money", "percent") else None


class ModelPassReport(BaseModel):
    """What the model extraction pass did for one document (stages/model_extract.py).

    Only `accepted` fields were stored; a rejected value is never stored, its reason is
    kept here. `ignored` counts problems with the answer itself (malformed JSON, unknown
    fields, wrong types). `warning`: the model failed ("model_slow: ..."); the rule values stand."""

    extractor: str
    asked: list[str] = Field(default_factory=list)
    accepted: list[str] = Field(default_factory=list)
    rejected: dict[str, str] = Field(default_factory=dict)
    ignored: dict[str, int] = Field(default_factory=dict)
    warning: str | None = None

    def summary(self) -> dict[str, str | int]:
        """Flat fields for the NLP stage's status event (`docflow status --json`)."""
        out: dict[str, str | int] = {"model_asked": len(self.asked), "model_accepted": len(self.accepted),
                                     "model_rejected": len(self.rejected) + sum(self.ignored.values())}
        if self.warning:
            out["warning"] = self.warning[:300]
        return out


class LineItem(BaseModel):
    description: str
    quantity: Decimal = Decimal(1)
    unit_price: Decimal | None = None
    amount: Decimal
    span: tuple[int, int] | None = None


class Extraction(BaseModel):
    """NLP output: the document type and every schema field for it (value or null)."""

    doc_id: str
    content_hash: str
    schema_name: str
    doc_type: str
    doc_type_confidence: float = 0.0
    doc_type_scores: dict[str, float] = Field(default_factory=dict)  # the best two types' evidence, best first
    fields: dict[str, FactValue]
    line_items: list[LineItem] = Field(default_factory=list)
    document_date: str | None = None  # ISO; the date used to resolve relative dates
    model_pass: ModelPassReport | None = None  # set when the model extraction pass ran


class RuleFailure(BaseModel):
    rule: str  # e.g. "line_items_sum", "refund_not_above_total", "bounds:order_total"
    message: str
    fields: list[str] = Field(default_factory=list)
    severity: Literal["error", "warning"] = "error"


class Validation(BaseModel):
    """Validation output: the extraction with each value marked authoritative or not."""

    doc_id: str
    content_hash: str
    doc_type: str
    fields: dict[str, FactValue]
    line_items: list[LineItem] = Field(default_factory=list)
    rules_failed: list[RuleFailure] = Field(default_factory=list)
    reverse_checked: int = 0
    reverse_failed: int = 0

    @property
    def ok(self) -> bool:
        return not any(r.severity == "error" for r in self.rules_failed)


class ReviewResult(BaseModel):
    """Output of the LLM review step (or the offline `none` backend's harness card)."""

    doc_id: str
    backend: str
    answer: str | None = None
    harness_card: dict[str, Any] = Field(default_factory=dict)
    needs_review: bool = True


# --------------------------------------------------------------------------- status events


class StageStatus(BaseModel):
    """One stage's status update: small, typed, never narrative.

    `event_id` is unique per (document, stage, attempt, state) so delivering the
    same event twice is a no-op in the fold.
    """

    event_id: str = Field(default_factory=lambda: uuid.uuid4().hex)
    batch_id: str
    doc_id: str
    content_hash: str
    stage: Stage
    state: StageState
    attempt: int = 1
    summary: dict[str, str | int | float | bool | None] = Field(default_factory=dict)
    error_class: str | None = None
    error_message: str | None = None
    started_at: datetime | None = None
    finished_at: datetime | None = None
    duration_ms: int | None = None
    emitted_at: datetime = Field(default_factory=utcnow)
