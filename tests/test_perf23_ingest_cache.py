"""perf23: the fact store remembers each document version's parsed validation and case keys.

The stored facts, conflicts and cases must be what they were: a multi-document case ingested in
another order, or rebuilt by a fresh store (nothing remembered), gives the same snapshot; and keys
are computed once per document version, not again for every document of the case on each ingest."""

from __future__ import annotations

import json
import random
from pathlib import Path

import status.cases as cases
from benchmarks.facts_conflicts import validations_from_truth
from status.db import get_engine
from status.fact_store import FactStore
from status.schema import load_schema

SAMPLES = Path(__file__).resolve().parent.parent / "sample_docs" / "truth.jsonl"


def _docs(n: int = 60):
    schema = load_schema("default")
    rows = [json.loads(line) for line in SAMPLES.read_text().splitlines() if line.strip()][:n]
    return schema, [(v, d) for v, d in validations_from_truth(rows, schema)]


def _ingest(tmp_path: Path, name: str, schema, docs) -> FactStore:
    store = FactStore(get_engine(f"sqlite:///{tmp_path / name}.db"), schema)
    for v, date in docs:
        store.ingest(v, batch_id="b", doc_id=v.doc_id, document_date=date)
    return store


def test_multi_document_cases_same_in_any_order_and_after_rebuild(tmp_path):
    schema, docs = _docs()
    first = _ingest(tmp_path, "a", schema, docs)
    snap = first.snapshot()
    assert max(c["doc_count"] for c in snap["facts_case"]) >= 3  # multi-document cases
    assert snap["facts_conflict"]  # and conflicts among them
    shuffled = list(docs)
    random.Random(23).shuffle(shuffled)
    assert _ingest(tmp_path, "b", schema, shuffled).snapshot() == snap
    assert _ingest(tmp_path, "c", schema, list(reversed(docs))).snapshot() == snap
    fresh = FactStore(first.engine, schema)  # nothing remembered: every input parsed and keyed again
    fresh.rebuild()
    assert fresh.snapshot() == snap
    # a new version of a document: its old keys are not reused
    v, date = docs[0]
    fields = dict(v.fields)
    name = next(n for n, fv in sorted(fields.items()) if fv.value and schema.fields[n].type == "identifier")
    fields[name] = fields[name].model_copy(update={"value": fields[name].value + "9", "raw": fields[name].value + "9"})
    changed = v.model_copy(update={"fields": fields, "content_hash": v.content_hash + "-2"})
    for store in (first, fresh):
        store.ingest(changed, batch_id="b", doc_id=v.doc_id, document_date=date)
    check = FactStore(get_engine(f"sqlite:///{tmp_path / 'a'}.db"), schema)
    check.rebuild()
    assert check.snapshot() == first.snapshot()


def test_case_keys_computed_once_per_document_version(tmp_path, monkeypatch):
    schema, docs = _docs()
    calls = []
    real = cases.keys_of

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(cases, "keys_of", counting)
    monkeypatch.setattr("status.fact_store.keys_of", counting)
    _ingest(tmp_path, "k", schema, docs)
    # once when ingested (its key rows), once when first derived; before: again for each document of its case per ingest
    assert len(calls) <= 2 * len(docs)
