"""Case reviews in the status store: each outcome (advice recorded or the error that
stopped it), so a failed review is a row a person and `docflow ask` can read, not
only a log line.

A document review's outcome is already in the event log (its `review` stage event
carries the error); case reviews have no document, so they are kept here.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.engine import Engine
from sqlmodel import Field, Session, SQLModel, select

from status.models import ReviewResult, utcnow


class CaseReviewRow(SQLModel, table=True):
    __tablename__ = "case_review"

    id: int | None = Field(default=None, primary_key=True)
    batch_id: str = Field(index=True)
    case_id: str = Field(index=True)
    state: str  # advice | recorded | failed
    backend: str | None = None
    error_class: str | None = None
    error_message: str | None = None
    advice: str | None = None  # the model's answer: advice only, never a verdict
    estimated_tokens: int | None = None
    at: datetime = Field(default_factory=utcnow)


def _ensure(engine: Engine) -> None:
    SQLModel.metadata.create_all(engine, tables=[CaseReviewRow.__table__])


def record_case_review(engine: Engine, batch_id: str, case_id: str, *, result: ReviewResult | None = None,
                       error: BaseException | None = None) -> CaseReviewRow:
    """Store one case review's outcome: the result, or the error it failed with."""
    _ensure(engine)
    if error is not None:
        row = CaseReviewRow(batch_id=batch_id, case_id=case_id, state="failed",
                            error_class=getattr(error, "code", None) or type(error).__name__,
                            error_message=str(error)[:500] or type(error).__name__)
    elif result is not None:
        row = CaseReviewRow(batch_id=batch_id, case_id=case_id, state="advice" if result.answer is not None else "recorded",
                            backend=result.backend, advice=result.answer,
                            estimated_tokens=result.harness_card.get("estimated_tokens"))
    else:
        raise ValueError("record_case_review needs a result or an error")
    with Session(engine) as s:
        s.add(row)
        s.commit()
        s.refresh(row)
        s.expunge(row)
    return row


def case_reviews(engine: Engine, batch_id: str, failed_only: bool = False) -> list[CaseReviewRow]:
    """The newest outcome per case of a batch, by case id."""
    _ensure(engine)
    with Session(engine) as s:
        rows = s.exec(select(CaseReviewRow).where(CaseReviewRow.batch_id == batch_id).order_by(CaseReviewRow.id)).all()
        s.expunge_all()
    newest = {r.case_id: r for r in rows}
    return [newest[c] for c in sorted(newest) if not failed_only or newest[c].state == "failed"]
