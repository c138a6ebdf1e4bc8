"""Fact-store ingest CPU per document: the working tree's status.fact_store against another git ref's, in one process.

Validated documents are made from truth.jsonl files (as `facts_conflicts.py --from-truth` does: no OCR),
one batch per truth file, and ingested one by one (as the validate stage does) into a fresh SQLite store.
A document's content hash names its batch too: the same doc id in two truth files is two documents, not copies.
The ref's `status/cases.py` and `status/fact_store.py` are loaded from git under other module names, so
both variants run in this process, alternating (ref, tree, ref, tree, ...); each round uses a fresh store.
The stored derived tables of both variants are compared (`FactStore.snapshot`).

Batches (`--batches`): `plain`, the documents as the truth has them; `constant`, the same documents with one
seller's registration number read as the customer number on every document (a party's constant: the whole
batch is one raw component, `status.cases.group` joins nothing by it). The cost of an ingest should not grow
with the batch in either.

    python benchmarks/ingest_cost.py --truth sample_docs/truth.jsonl [/tmp/gen/seed-8/truth.jsonl ...]
        [--docs 100 300 1000] [--batches plain constant] [--rounds 3] [--ref main | --ref none]

Generate more documents with `python -m sample_docs.generate --seed N --out DIR --truth-only` (DIR/truth.jsonl).
`--ref none` times the working tree alone.
Last line: RESULT [ref_ms_per_doc_<batch>_<n>=...] tree_ms_per_doc_<batch>_<n>=... [speedup_<batch>_<n>=...]
same_output=1|0
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.facts_conflicts import validations_from_truth  # noqa: E402
from status.db import get_engine  # noqa: E402
from status.models import FactValue  # noqa: E402
from status.schema import load_schema  # noqa: E402


def ref_fact_store(ref: str) -> types.ModuleType:
    """status.fact_store (and the status.cases it imports) as they are at git `ref`, as separate modules."""
    def load(name: str, path: str, replace: dict[str, str]) -> types.ModuleType:
        source = subprocess.run(["git", "show", f"{ref}:{path}"], cwd=REPO, check=True, capture_output=True, text=True).stdout
        for old, new in replace.items():
            source = source.replace(old, new)
        spec = importlib.util.spec_from_loader(name, loader=None)
        module = importlib.util.module_from_spec(spec)
        module.__file__ = f"<{ref}:{path}>"
        sys.modules[name] = module
        exec(compile(source, module.__file__, "exec"), module.__dict__)
        return module

    load("_ref_status_cases", "status/cases.py", {})
    return load("_ref_status_fact_store", "status/fact_store.py", {"from status.cases import": "from _ref_status_cases import"})


SELLER_REGISTRATION = "HRB-5538210"  # the `constant` batch's customer number on every document


def documents(truth_files: list[Path], n: int, schema, constant: bool) -> list[tuple[str, object, str | None]]:
    """(batch_id, validation, document date) of the first n documents, one batch per truth file; with `constant`,
    every document's customer number is the seller's registration."""
    out = []
    for i, path in enumerate(truth_files):
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        for v, date in validations_from_truth(rows, schema):
            fields = dict(v.fields)
            if constant:
                fields["customer_id"] = FactValue(
                    field="customer_id", type="identifier", value=SELLER_REGISTRATION, raw=SELLER_REGISTRATION,
                    page=1, extractor="rule", confidence=1.0, authoritative=True)
            out.append((f"b{i}", v.model_copy(update={"content_hash": f"b{i}-{v.content_hash}", "fields": fields}), date))
        if len(out) >= n:
            break
    if len(out) < n:
        raise SystemExit(f"only {len(out)} documents in {truth_files}; generate more (sample_docs.generate)")
    return out[:n]


def run(module, docs, schema, work: Path, tag: str) -> tuple[float, dict]:
    engine = get_engine(f"sqlite:///{work / (tag + '.db')}")
    store = module.FactStore(engine, schema)
    t0 = time.process_time()
    for batch_id, validation, date in docs:
        store.ingest(validation, batch_id=batch_id, doc_id=validation.doc_id, document_date=date)
    cpu = time.process_time() - t0
    snap = store.snapshot()
    engine.dispose()
    return cpu * 1000 / len(docs), snap


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--truth", nargs="+", type=Path, default=[REPO / "sample_docs" / "truth.jsonl"])
    ap.add_argument("--docs", nargs="+", type=int, default=[100, 300, 1000])
    ap.add_argument("--batches", nargs="+", choices=("plain", "constant"), default=["plain", "constant"])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--ref", default="main", help="git ref to compare with; 'none': the working tree alone")
    args = ap.parse_args()

    import status.fact_store as tree

    variants = [("tree", tree)] if args.ref == "none" else [("ref", ref_fact_store(args.ref)), ("tree", tree)]
    schema = load_schema("default")
    result, same = [], True
    ref_head = "" if args.ref == "none" else f"{args.ref + ' ms/doc':>14} "
    print(f"{'batch':>9} {'docs':>6} {'cases':>6} {ref_head}{'tree ms/doc':>12} {'speedup':>8} same")
    with tempfile.TemporaryDirectory() as tmp:
        for batch in args.batches:
            for n in args.docs:
                docs = documents(args.truth, n, schema, constant=batch == "constant")
                times: dict[str, list[float]] = {tag: [] for tag, _ in variants}
                snaps = {}
                for r in range(args.rounds):
                    for tag, module in variants:
                        ms, snaps[tag] = run(module, docs, schema, Path(tmp), f"{tag}-{batch}-{n}-{r}")
                        times[tag].append(ms)
                b = statistics.median(times["tree"])
                cells, key = f"{b:>12.2f} {'':>8} -", f"{batch}_{n}"
                if "ref" in times:
                    a, equal = statistics.median(times["ref"]), snaps["ref"] == snaps["tree"]
                    same &= equal
                    cells = f"{a:>14.2f} {b:>12.2f} {a / b:>7.2f}x {'yes' if equal else 'NO'}"
                    result += [f"ref_ms_per_doc_{key}={a:.2f}"]
                print(f"{batch:>9} {n:>6} {len(snaps['tree']['facts_case']):>6} {cells}", flush=True)
                result += [f"tree_ms_per_doc_{key}={b:.2f}"] + ([f"speedup_{key}={a / b:.2f}"] if "ref" in times else [])
    print("RESULT " + " ".join(result) + f" same_output={int(same)}")


if __name__ == "__main__":
    main()
