"""Fact-store ingest CPU per document: the working tree's status.fact_store against another git ref's, in one process.

Validated documents are made from truth.jsonl files (as `facts_conflicts.py --from-truth` does: no OCR),
one batch per truth file, and ingested one by one (as the validate stage does) into a fresh SQLite store.
The ref's `status/cases.py` and `status/fact_store.py` are loaded from git under other module names, so
both variants run in this process, alternating (ref, tree, ref, tree, ...); each round uses a fresh store.
The stored derived tables of both variants are compared (`FactStore.snapshot`).

    python benchmarks/ingest_cost.py --truth sample_docs/truth.jsonl [/tmp/gen/seed-8/truth.jsonl ...]
        [--docs 150 1000] [--rounds 3] [--ref main]

Generate more documents with `python -m sample_docs.generate --seed N --out DIR` (DIR/truth.jsonl).
Last line: RESULT ref_ms_per_doc_<n>=... tree_ms_per_doc_<n>=... speedup_<n>=... same_output=1|0
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


def documents(truth_files: list[Path], n: int, schema) -> list[tuple[str, object, str | None]]:
    """(batch_id, validation, document date) of the first n documents, one batch per truth file."""
    out = []
    for i, path in enumerate(truth_files):
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        out += [(f"b{i}", v, date) for v, date in validations_from_truth(rows, schema)]
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
    ap.add_argument("--docs", nargs="+", type=int, default=[150])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--ref", default="main")
    args = ap.parse_args()

    import status.fact_store as tree

    old = ref_fact_store(args.ref)
    schema = load_schema("default")
    result, same = [], True
    print(f"{'docs':>6} {'cases':>6} {args.ref + ' ms/doc':>14} {'tree ms/doc':>12} {'speedup':>8} same")
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.docs:
            docs = documents(args.truth, n, schema)
            times: dict[str, list[float]] = {"ref": [], "tree": []}
            snaps = {}
            for r in range(args.rounds):
                for tag, module in (("ref", old), ("tree", tree)):
                    ms, snaps[tag] = run(module, docs, schema, Path(tmp), f"{tag}-{n}-{r}")
                    times[tag].append(ms)
            equal = snaps["ref"] == snaps["tree"]
            same &= equal
            a, b = statistics.median(times["ref"]), statistics.median(times["tree"])
            print(f"{n:>6} {len(snaps['tree']['facts_case']):>6} {a:>14.2f} {b:>12.2f} {a / b:>7.2f}x {'yes' if equal else 'NO'}",
                  flush=True)
            result += [f"ref_ms_per_doc_{n}={a:.2f}", f"tree_ms_per_doc_{n}={b:.2f}", f"speedup_{n}={a / b:.2f}"]
    print("RESULT " + " ".join(result) + f" same_output={int(same)}")


if __name__ == "__main__":
    main()
