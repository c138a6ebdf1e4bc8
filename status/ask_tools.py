"""Tools an LLM step may call, each declaring the fields of its answer the step uses.

The stores answer with everything they hold (a case's full record is 12k-32k
characters); `result_fields` says what of it goes back to the model. The trimming
itself happens in the request builder (`status.llm.followup_request`), in every
tool round, so no caller can forget it.

    get_case_facts(case_id, field?)   a case's full record, or one field's history
    document_status(doc_id?, state?)  one document, or the documents in a state
    list_failures()                   failed documents and failed case reviews
    get_document_extraction(doc_id)   what one document's validation accepted
    get_scratchpad(state?)            operator notes (completed ones live only here)
"""

from __future__ import annotations

import json
from typing import Any, Callable

from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from status.coordinator import Coordinator, StatusError
from status.fact_store import GET_CASE_FACTS_TOOL, FactStore
from status.llm import ToolHandler, ToolSpec

CASE_FACTS_FIELDS = [
    "case_id", "field",
    "history.display", "history.current", "history.valid_from", "history.source.doc_id",
    "case.needs_review",
    "facts.field", "facts.display", "facts.current",
    "conflicts.field", "conflicts.status", "conflicts.values.value",
    "resolutions.field", "resolutions.value", "resolutions.by",
]
DOCUMENT_FIELDS = ["doc_id", "state", "stage", "error_class", "error_message"]
MAX_LISTED = 50  # documents per document_status answer; the count says how many matched


def case_facts_tool(store: FactStore, turn: int | None = None,
                    on_read: Callable[[str, list[str]], None] | None = None) -> tuple[ToolSpec, ToolHandler]:
    """get_case_facts with its declared fields and a handler over `store` (`turn` records
    the read in the store, `on_read(case_id, fields)` tells a session what it read)."""
    spec = ToolSpec(**GET_CASE_FACTS_TOOL, result_fields=CASE_FACTS_FIELDS)

    def handler(args: dict[str, Any]) -> str:
        answer = store.answer_tool_call(args, turn=turn)
        if on_read is not None and isinstance(args.get("case_id"), str):
            data = json.loads(answer)
            if "error" not in data:
                fields = [args["field"]] if args.get("field") else sorted({f["field"] for f in data.get("facts", [])})
                on_read(args["case_id"], fields)
        return answer

    return spec, handler


def _schema(properties: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required or [], "additionalProperties": False}


DOCUMENT_STATUS_TOOL = ToolSpec(
    name="document_status",
    description="One document's pipeline status (doc_id), or the documents of the batch in one state "
                "(succeeded, needs_review, failed, running, pending), with counts by state.",
    input_schema=_schema({"doc_id": {"type": "string"}, "state": {"type": "string"}}),
    result_fields=["count", "by_state", *(f"documents.{f}" for f in DOCUMENT_FIELDS)],
)
LIST_FAILURES_TOOL = ToolSpec(
    name="list_failures",
    description="Every failed document of the batch (stage, error class, message) and every case review that failed.",
    input_schema=_schema({}),
    result_fields=["failed.doc_id", "failed.error_stage", "failed.error_class", "failed.error_message",
                   "failed_case_reviews.case_id", "failed_case_reviews.error_class", "failed_case_reviews.error_message"],
)
DOCUMENT_EXTRACTION_TOOL = ToolSpec(
    name="get_document_extraction",
    description="What validation accepted from one document: its type and every schema field "
                "(value or null, qualifier, currency, authoritative, reason), and failed rules.",
    input_schema=_schema({"doc_id": {"type": "string"}}, ["doc_id"]),
    result_fields=["doc_id", "doc_type", "fields.*.value", "fields.*.currency", "fields.*.authoritative",
                   "rules_failed.rule", "rules_failed.message"],
)
SCRATCHPAD_TOOL = ToolSpec(
    name="get_scratchpad",
    description="The operator's notes in this session: 'done' (completed, not shown in the prompt) or 'all'.",
    input_schema=_schema({"state": {"type": "string", "enum": ["done", "active", "all"]}}),
    result_fields=["notes.n", "notes.kind", "notes.text", "notes.state", "notes.turn", "notes.done_turn"],
)


class BatchTools:
    """The tools of a `docflow ask` session over one batch. Each `raw_*` method returns the
    full answer (a dict); `handlers()` wraps them as JSON for `call_model`."""

    def __init__(self, engine: Engine, store: FactStore, batch_id: str,
                 notes: Callable[[str], list[dict[str, Any]]] | None = None,
                 on_read: Callable[[str, list[str]], None] | None = None):
        self.engine, self.store, self.batch_id = engine, store, batch_id
        self.coordinator = Coordinator(engine)
        self._notes = notes or (lambda state: [])
        self.facts_spec, self._facts = case_facts_tool(store, on_read=on_read)

    def specs(self) -> list[ToolSpec]:
        return [self.facts_spec, DOCUMENT_STATUS_TOOL, LIST_FAILURES_TOOL, DOCUMENT_EXTRACTION_TOOL, SCRATCHPAD_TOOL]

    def handlers(self) -> dict[str, ToolHandler]:
        def as_json(fn):
            return lambda args: json.dumps(fn(**args), sort_keys=True, default=str)

        return {
            "get_case_facts": self._facts,
            "document_status": as_json(self.raw_document_status),
            "list_failures": as_json(self.raw_list_failures),
            "get_document_extraction": as_json(self.raw_document_extraction),
            "get_scratchpad": as_json(self.raw_scratchpad),
        }

    def raw_case_facts(self, case_id: str, field: str | None = None) -> dict[str, Any]:
        return json.loads(self._facts({"case_id": case_id, **({"field": field} if field else {})}))

    def raw_document_status(self, doc_id: str | None = None, state: str | None = None) -> dict[str, Any]:
        try:
            if doc_id:
                doc = self.coordinator.document_status(self.batch_id, doc_id)
                if doc is None:
                    return {"error": f"no document {doc_id!r} in batch {self.batch_id}"}
                docs = [doc]
            else:
                docs = self.coordinator.documents(self.batch_id, [state] if state else None, order="attention")
        except (StatusError, ValueError) as exc:
            return {"error": str(exc)}
        counts = self.coordinator.batch_counts(self.batch_id)["by_state"]
        return {"count": len(docs), "by_state": counts,
                "documents": [d.model_dump(mode="json") for d in docs[:MAX_LISTED]]}

    def raw_list_failures(self) -> dict[str, Any]:
        from status.review_log import case_reviews

        try:
            failed = self.coordinator.documents(self.batch_id, ["failed"], order="attention")
        except StatusError as exc:
            return {"error": str(exc)}
        return {"failed": [d.model_dump(mode="json") for d in failed],
                "failed_case_reviews": [r.model_dump(mode="json") for r in case_reviews(self.engine, self.batch_id, failed_only=True)]}

    def raw_document_extraction(self, doc_id: str) -> dict[str, Any]:
        from status.outputs import StageOutputRow

        doc = self.coordinator.document_status(self.batch_id, doc_id) if self.coordinator.has_batch(self.batch_id) else None
        if doc is None:
            return {"error": f"no document {doc_id!r} in batch {self.batch_id}"}
        with Session(self.engine) as s:
            row = s.exec(select(StageOutputRow).where(StageOutputRow.content_hash == doc.content_hash,
                                                      StageOutputRow.stage == "validate")
                         .order_by(StageOutputRow.created_at.desc())).first()
        if row is None:
            return {"error": f"document {doc_id!r} has no validation output (state {doc.state.value}, stage {doc.stage})"}
        return json.loads(row.output_json) | {"doc_id": doc_id}

    def raw_scratchpad(self, state: str = "done") -> dict[str, Any]:
        if state not in ("done", "active", "all"):
            return {"error": f"state must be done, active or all, got {state!r}"}
        return {"notes": self._notes(state)}
