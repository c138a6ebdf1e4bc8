"""JSONL export of a batch's validated records: one line per validated document."""

from __future__ import annotations

import json
from pathlib import Path

from status.coordinator import Coordinator
from status.models import Stage, Validation
from status.outputs import load_latest_output


def export_batch(ctx) -> Path:
    """Write `<home>/exports/<batch>.jsonl` and return its path."""
    from status.settings import get_settings

    path = get_settings().export_dir / f"{ctx.batch_id}.jsonl"
    engine = ctx.engine()
    store = ctx.fact_store()
    with path.open("w") as out:
        for s in Coordinator(engine).document_statuses(ctx.batch_id):
            v = load_latest_output(engine, s.content_hash, Stage.VALIDATE.value, Validation)
            if v is None:
                continue
            record = {
                "batch_id": ctx.batch_id,
                "doc_id": s.doc_id,
                "state": s.state.value,
                "case_id": store.case_for_document(s.doc_id, ctx.batch_id),
                **json.loads(v.model_dump_json(include={"doc_type", "content_hash", "fields", "line_items", "rules_failed"})),
            }
            out.write(json.dumps(record, sort_keys=True) + "\n")
    return path
