"""Whole-batch wall time and documents/minute; resume of N failed documents vs a full re-run.

    python benchmarks/batch_throughput.py sample_docs/batch [--concurrency 2] [--fail 10] [--skip-resume]

Runs in a fresh temporary database each time (nothing cached from earlier runs):
  1. full:   every document through OCR -> NLP -> validate -> review
  2. resume: a copy of the batch with N files emptied (they fail), then the files
             are restored and `resume_batch` is timed: only those N run
Ratios are measured in this one run; the machine is shared, so absolute seconds vary.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "CRITICAL")  # the table below is the output; planted failures log errors
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def _fresh_env(tmp: Path, name: str) -> str:
    url = f"sqlite:///{tmp / f'{name}.db'}"
    os.environ["DOCFLOW_DATABASE_URL"] = url
    os.environ["DOCFLOW_HOME"] = str(tmp / f"{name}-home")
    return url


def _states(url: str, batch_id: str) -> Counter:
    from status.coordinator import Coordinator
    from status.db import get_engine

    return Counter(s.state.value for s in Coordinator(get_engine(url)).document_statuses(batch_id))


def _warm_up_prefect() -> None:
    """Start the ephemeral Prefect API before timing, so neither run pays for it."""
    from prefect import flow

    @flow(name="warm-up")
    def warm_up() -> int:
        return 1

    warm_up()


def _score_export(export: Path, truth_file: Path) -> dict[str, tuple[int, int]]:
    """Per field: (truth values, exact matches) of the pipeline's exported records."""
    import json

    from extraction_accuracy import same  # the same comparison the extraction benchmark uses
    from status.schema import load_schema

    schema = load_schema("default")
    truth = {r["doc_id"]: r for r in map(json.loads, truth_file.read_text().splitlines()) if r}
    got = {r["doc_id"]: r for r in map(json.loads, export.read_text().splitlines()) if r} if export.is_file() else {}
    scores: dict[str, list[int]] = {}
    for doc_id, row in truth.items():
        fields = got.get(doc_id, {}).get("fields", {})
        for name, t in row["fields"].items():
            if t.get("value") is None:
                continue
            fv = fields.get(name) or {}
            tally = scores.setdefault(name, [0, 0])
            tally[0] += 1
            tally[1] += same(schema.fields[name].type, t, fv.get("value"), bool(fv.get("unresolved")))
    return {k: (v[0], v[1]) for k, v in scores.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folder", type=Path, help="batch folder (e.g. sample_docs/batch)")
    ap.add_argument("--concurrency", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--fail", type=int, default=10, help="documents made to fail before the resume")
    ap.add_argument("--skip-resume", action="store_true")
    ap.add_argument("--truth", type=Path, default=None,
                    help="truth.jsonl to score the exported records per field (default: <folder>/../truth.jsonl when present)")
    args = ap.parse_args()

    from flows.batch import run_batch, run_resume
    from flows.documents import discover

    docs = discover([str(args.folder)])
    tmp = Path(tempfile.mkdtemp(prefix="docflow-bench-"))
    rows: list[tuple[str, int, float, str]] = []

    _warm_up_prefect()
    url = _fresh_env(tmp, "full")
    t0 = time.perf_counter()
    batch_id, _ = run_batch([args.folder], batch_id="bench-full", concurrency=args.concurrency)
    full_s = time.perf_counter() - t0
    full_states = _states(url, batch_id)
    truth = args.truth or args.folder.parent / "truth.jsonl"
    accuracy = _score_export(Path(os.environ["DOCFLOW_HOME"]) / "exports" / f"{batch_id}.jsonl", truth) if truth.is_file() else None
    rows.append(("full batch", len(docs), full_s, dict(full_states).__repr__()))

    resume_s = None
    if not args.skip_resume:
        copy = tmp / "copy"
        shutil.copytree(args.folder, copy)
        victims = [copy / d.doc_id for d in docs[:: max(1, len(docs) // args.fail)][: args.fail]]
        saved = {p: p.read_bytes() for p in victims}
        for p in victims:
            p.write_bytes(b"")
        url = _fresh_env(tmp, "resume")
        batch_id, _ = run_batch([copy], batch_id="bench-resume", concurrency=args.concurrency)
        pre = _states(url, batch_id)
        for p, data in saved.items():
            p.write_bytes(data)
        t0 = time.perf_counter()
        run_resume(batch_id, concurrency=args.concurrency)
        resume_s = time.perf_counter() - t0
        rows.append((f"resume {len(victims)} failed", len(victims), resume_s, f"before {dict(pre)} after {dict(_states(url, batch_id))}"))

    print(f"\n{'run':<22}{'docs':>6}{'seconds':>10}{'docs/min':>10}  states")
    for name, n, s, states in rows:
        print(f"{name:<22}{n:>6}{s:>10.1f}{60 * n / s:>10.1f}  {states}")
    if accuracy:
        print(f"\n{'field (pipeline export vs truth)':<34}{'truth':>6}{'exact':>8}")
        for name, (n, ok) in sorted(accuracy.items()):
            print(f"{name:<34}{n:>6}{ok / n if n else 1:>8.3f}")
    shutil.rmtree(tmp, ignore_errors=True)
    result = {
        "docs": len(docs),
        "wall_s": round(full_s, 1),
        "docs_per_min": round(60 * len(docs) / full_s, 1),
        "succeeded": full_states.get("succeeded", 0),
        "needs_review": full_states.get("needs_review", 0),
        "failed": full_states.get("failed", 0),
    }
    if accuracy:
        n, ok = sum(v[0] for v in accuracy.values()), sum(v[1] for v in accuracy.values())
        result["field_exact"] = round(ok / n, 3)
    if resume_s is not None:
        result |= {"resume_s": round(resume_s, 1), "resume_vs_full": round(resume_s / full_s, 3)}
    print("RESULT " + " ".join(f"{k}={v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
