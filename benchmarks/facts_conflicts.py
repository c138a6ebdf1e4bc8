"""Ingest the sample batch into a fresh fact store; count cases, facts, conflicts, planted ones found.

    python benchmarks/facts_conflicts.py --samples sample_docs --from-truth
    python benchmarks/facts_conflicts.py --samples sample_docs --db sqlite:///.docflow/docflow.db

--from-truth turns truth.jsonl values into Validation objects (every value
authoritative); --db reads the stored `validate` stage outputs of a pipeline
database (read only: facts go into a temporary store). Planted conflicts come from
conflicts.json. A planted disagreement counts as detected when the store holds
both values and handled it: an open conflict (weighty fields, non-weighty
`latest` fields), a recorded change in history (non-weighty `history` fields) or
an alias (an entity's name). A false alarm is a conflict on a (case, field) with
nothing planted.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sqlmodel import Session, create_engine, select  # noqa: E402

from status.db import get_engine  # noqa: E402
from status.fact_store import FactStore  # noqa: E402
from status.models import FactValue, Validation  # noqa: E402
from status.outputs import StageOutputRow  # noqa: E402
from status.schema import Schema, load_schema  # noqa: E402


BATCH = "bench"  # every input goes into one batch: a document is (batch, doc id)


def validations_from_truth(rows: list[dict], schema: Schema) -> list[tuple[Validation, str | None]]:
    out = []
    for row in rows:
        fields = {}
        for name in schema.doc_types[row["doc_type"]].fields:
            spec = schema.fields[name]
            t = row["fields"].get(name) or {}
            value = t.get("value")
            fields[name] = FactValue(
                field=name, type=spec.type, qualifier=t.get("qualifier") or spec.qualifier, value=value, raw=value,
                currency=t.get("currency"), basis=t.get("basis"), unresolved=bool(t.get("unresolved")),
                page=1 if value else None, extractor="rule" if value else "none", confidence=1.0 if value else 0.0,
                authoritative=value is not None,
            )
        out.append((Validation(doc_id=row["doc_id"], content_hash=f"truth-{row['doc_id']}", doc_type=row["doc_type"],
                               fields=fields), row.get("document_date")))
    return out


def validations_from_db(url: str) -> list[tuple[Validation, str | None]]:
    engine = create_engine(url)
    with Session(engine) as s:
        rows = s.exec(select(StageOutputRow).where(StageOutputRow.stage == "validate")).all()
    return [(Validation.model_validate_json(r.output_json), None) for r in sorted(rows, key=lambda r: r.doc_id)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", default="sample_docs", type=Path)
    src = ap.add_mutually_exclusive_group()
    src.add_argument("--from-truth", action="store_true", help="use truth.jsonl values (default)")
    src.add_argument("--db", help="pipeline database URL holding validate outputs")
    ap.add_argument("--schema", default="default")
    ap.add_argument("--max-tokens", type=int, default=None, help="block ceiling (default: settings)")
    args = ap.parse_args()

    schema = load_schema(args.schema)
    truth = [json.loads(line) for line in (args.samples / "truth.jsonl").read_text().splitlines() if line.strip()]
    planted = json.loads((args.samples / "conflicts.json").read_text())
    inputs = validations_from_db(args.db) if args.db else validations_from_truth(truth, schema)
    truth_case = {r["doc_id"]: r["case_id"] for r in truth}

    with tempfile.TemporaryDirectory() as tmp:
        store = FactStore(get_engine(f"sqlite:///{tmp}/facts.db"), schema)
        skipped = 0
        for validation, date in inputs:
            if validation.doc_type not in schema.doc_types:
                skipped += 1
                continue
            store.ingest(validation, batch_id=BATCH, doc_id=validation.doc_id, document_date=date)

        cases = store.cases()
        records = {c.case_id: store.full_record(c.case_id) for c in cases}
        facts = sum(len(r["facts"]) for r in records.values())
        conflicts = [(cid, c) for cid, r in records.items() for c in r["conflicts"]]

        detected, missed, rows = 0, 0, []
        planted_keys = set()
        for p in planted:
            case = next((c for c in (store.case_for_document(d, BATCH) for d in p["doc_ids"]) if c), None)
            planted_keys.add((p["case_id"], p["field"]))
            how = "missed"
            if case:
                rec = records[case]
                conflict = next((c for c in rec["conflicts"] if c["field"] == p["field"]), None)
                values = {f["value"] for f in rec["facts"] if f["field"] == p["field"] and f["state"] != "unverified"}
                if conflict:
                    how = "conflict, needs review" if conflict["escalated"] else "conflict (policy applied)"
                elif set(p["values"]) <= values:
                    aliases = {a["alias"] for a in rec["aliases"]}
                    how = "alias" if set(p["values"]) <= aliases else "change in history"
            detected += how != "missed"
            missed += how == "missed"
            rows.append((p["case_id"], case or "-", p["field"], p["kind"], " / ".join(p["values"]), how))

        false_alarms = []
        for cid, c in conflicts:
            docs = {s["doc_id"] for v in c["values"] for s in v["sources"]}
            truth_cases = {truth_case.get(d) for d in docs}
            if not any((tc, c["field"]) in planted_keys for tc in truth_cases):
                false_alarms.append((cid, c["field"], " vs ".join(v["value"] for v in c["values"])))

        tokens = {}
        for c in cases:
            tokens[c.case_id] = store.render(c.case_id, args.max_tokens).tokens

    print(f"{'truth case':<10} {'case':<16} {'field':<18} {'kind':<26} {'values':<32} handled as")
    for row in rows:
        print(f"{row[0]:<10} {row[1]:<16} {row[2]:<18} {row[3]:<26} {row[4]:<32} {row[5]}")
    if false_alarms:
        print("\nfalse alarms:")
        for fa in false_alarms:
            print(f"  {fa[0]:<16} {fa[1]:<18} {fa[2]}")
    print(f"\n{'case':<16} {'review':<7} {'docs':>4} {'conflicts':>9} {'tokens':>6}")
    for c in cases:
        print(f"{c.case_id:<16} {'yes' if c.needs_review else 'no':<7} {c.doc_count:>4} {c.open_conflicts:>9} {tokens[c.case_id]:>6}")
    values = sorted(tokens.values()) or [0]
    print(f"\ninputs={len(inputs)} skipped(unknown doc type)={skipped} needs_review={sum(c.needs_review for c in cases)}")
    print(
        f"RESULT cases={len(cases)} facts={facts} conflicts={len(conflicts)} planted={len(planted)} detected={detected} "
        f"missed={missed} false_alarms={len(false_alarms)} block_tokens_median={statistics.median(values):g} "
        f"block_tokens_max={max(values)}"
    )


if __name__ == "__main__":
    main()
