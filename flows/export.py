"""JSONL export of a batch: one line per document, in the order of their ids.

A validated document carries its type, case and every field (value or null,
qualifier, source span, authoritative). A document that did not get through
(failed in OCR, say) still has its line: state, the stage it stopped at and its
error, with no fields. An execution value from a document that is not trusted
evidence is exported as a claim: never authoritative, whatever validation found.
"""

from __future__ import annotations

import json
from pathlib import Path

from status.cases import claim_reason, is_execution_claim
from status.coordinator import Coordinator
from status.models import Stage, Validation
from status.outputs import load_latest_output


def export_batch(ctx) -> Path:
    """Write `<home>/exports/<batch>.jsonl` and return its path."""
    from status.settings import get_settings

    path = get_settings().export_dir / f"{ctx.batch_id}.jsonl"
    engine = ctx.engine()
    store = ctx.fact_store()
    schema = ctx.schema()
    case_of = store.cases_of_documents(ctx.batch_id)  # one query for the batch, not one per document
    evidence = store.evidence_documents(ctx.batch_id)  # likewise
    with path.open("w") as out:
        for s in Coordinator(engine).document_statuses(ctx.batch_id):
            record = {"batch_id": ctx.batch_id, "doc_id": s.doc_id, "state": s.state.value, "content_hash": s.content_hash}
            v = load_latest_output(engine, s.content_hash, Stage.VALIDATE.value, Validation) if s.state.value != "failed" else None
            if v is None:
                record |= {"doc_type": None, "case_id": None, "fields": {}, "line_items": [], "rules_failed": [],
                           "stage": s.stage, "error_class": s.error_class, "error_message": s.error_message}
            else:
                record |= {"case_id": case_of.get(s.doc_id),
                           **json.loads(v.model_dump_json(include={"doc_type", "content_hash", "fields", "line_items", "rules_failed"}))}
                if s.doc_id not in evidence:
                    _mark_claims(record["fields"], schema, v.doc_type)
            out.write(json.dumps(record, sort_keys=True) + "\n")
    return path


def _mark_claims(fields: dict, schema, doc_type: str) -> None:
    for name, fv in fields.items():
        spec = schema.fields.get(name)
        if spec is not None and fv.get("value") is not None and is_execution_claim(spec, str(fv["value"])):
            fv["authoritative"] = False
            fv["reason"] = claim_reason(doc_type)
