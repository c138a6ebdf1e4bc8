"""The coordinator's document listings (read with Core, for the artifact publisher, exports
and every task's final status) give what the ORM rows of the registry and the status table
hold, in each order and filter."""

from __future__ import annotations

import json

from sqlmodel import Session, select

from status.coordinator import Coordinator, DocState, DocumentRef
from status.db import get_engine
from status.events import BatchDocumentRow, DocumentStatusRow, as_utc
from tests.test_coordinator import ev


def _batch(tmp_path) -> Coordinator:
    coordinator = Coordinator(get_engine(f"sqlite:///{tmp_path / 's.db'}"))
    refs = [DocumentRef(doc_id=f"d{i}", path=f"/in/d{i}.pdf", content_hash=f"h{i}") for i in range(6)]
    coordinator.register_batch("b", refs, schema_name="default", source="/in")
    plans = {
        "d0": [("ocr", "succeeded"), ("nlp", "succeeded"), ("validate", "succeeded"), ("review", "skipped")],
        "d1": [("ocr", "succeeded"), ("nlp", "failed")],
        "d2": [("ocr", "started")],
        "d3": [("ocr", "succeeded"), ("nlp", "succeeded"), ("validate", "needs_review")],
        "d4": [("ocr", "failed")],
    }  # d5: pending
    for ref in refs:
        for at, (stage, state) in enumerate(plans.get(ref.doc_id, [])):
            extra = {"error_class": "boom", "error_message": "it broke"} if state == "failed" else {}
            coordinator.emit(ev(stage, state, at=at + int(ref.doc_id[1:]), ref=ref, summary={"n": at}, **extra))
    return coordinator


def _orm_reference(coordinator: Coordinator, doc_id: str) -> dict:
    with Session(coordinator.engine) as s:
        reg = s.get(BatchDocumentRow, ("b", doc_id))
        row = s.get(DocumentStatusRow, ("b", doc_id))
        stage_states = {st: getattr(row, f"{st}_state") for st in ("ocr", "nlp", "validate", "review") if getattr(row, f"{st}_state")}
        return dict(batch_id=reg.batch_id, doc_id=reg.doc_id, path=reg.path, content_hash=reg.content_hash, stage=row.stage,
                    state=DocState(row.state), attempts=row.attempts, error_stage=row.error_stage, error_class=row.error_class,
                    error_message=row.error_message, updated_at=as_utc(row.updated_at),
                    completed_stages=[st for st, v in stage_states.items() if v in ("succeeded", "skipped")],
                    stage_states=stage_states, summaries=json.loads(row.summaries_json), duration_ms=row.duration_ms,
                    events=row.events)


def test_documents_match_the_stored_rows_in_every_order_and_filter(tmp_path):
    coordinator = _batch(tmp_path)
    listed = coordinator.documents("b")
    assert [d.doc_id for d in listed] == [f"d{i}" for i in range(6)]  # registration order
    for d in listed:
        assert d.model_dump() == _orm_reference(coordinator, d.doc_id)
        assert coordinator.document_status("b", d.doc_id) == d
    assert {d.state for d in listed} == set(DocState)
    failed = coordinator.documents("b", ["failed"], order="attention")
    assert [d.doc_id for d in failed] == ["d4", "d1"]  # ocr before nlp
    assert [d.doc_id for d in coordinator.documents("b", order="newest", limit=2)] == ["d3", "d4"]  # newest event first
    assert coordinator.document_status("b", "nope") is None
    with Session(coordinator.engine) as s:
        assert len(s.exec(select(DocumentStatusRow)).all()) == 6
