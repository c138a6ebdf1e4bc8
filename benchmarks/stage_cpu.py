"""docflow's own Python CPU per document, stage by stage (NLP, validation, and OCR's Python side), of several code
trees compared in one run on a shared, noisy machine.

    python benchmarks/stage_cpu.py --tree /work/main --tree /work/wt/perf27 [--rounds 3] \
        [--corpus tests/perf11_ocr.json.gz] [--docs 0] [--ocr sample_docs/batch ...] [--ocr-docs 24]

Each round runs every tree once, in turn, in a fresh process whose `stages` come from that tree (this file is run
again with --child). A child:
  nlp       `stages.nlp.extract` on each document of the corpus (OCR results: the perf11 corpus, 378 tuning-shop
            documents as tesseract read them), after one warm-up document, each text seen once (the caches keyed by
            text would flatter a second pass);
  validate  `stages.validate.validate` of each extraction;
  first     the warm-up document's CPU (spaCy's model loaded, the cue regexes compiled: once per process);
  ocr       with --ocr: `stages.ocr.run_ocr` on --ocr-docs files taken evenly from the folders, the first (it starts
            the engine) not counted; tesseract runs in engine processes, so this process's CPU is OCR's Python side.
CPU is time.process_time (wall time is noise here). Each document's NLP CPU is kept too: `nlp_floor` is, per tree, the
sum over the documents of each one's least CPU over the rounds, per document. Another process's load only ever adds
to a document's time, and lands on different documents in different rounds, so the floor moves far less than a
round's total does (a round's total swings by ±10% on a loaded machine; compare trees by their floors, with
--rounds 3 or more). The extractions and validations are hashed: trees whose hashes
differ do not give the same output (`same_output=0`).
Prints each round's figures, the median per tree, and ends with
`RESULT tree0_nlp_ms=... tree0_validate_ms=... tree0_first_ms=... [tree0_ocr_ms=...] ... same_output=1|0`.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
REPO = HERE.parent.parent
STAGES = ("nlp", "nlp_floor", "validate", "first", "ocr")


def evenly(pool: list, n: int) -> list:
    """n items taken evenly from a sorted pool (all of it when n is 0 or not smaller)."""
    if n <= 0 or n >= len(pool):
        return list(pool)
    return [pool[i * len(pool) // n] for i in range(n)]


def floor_per_doc(rounds_docs: list[list[float]]) -> float:
    """The sum over the documents of each one's least time over the rounds (each round a list of the same documents'
    times, in the same order), per document: the time the documents take with the least of the load other processes
    add to them."""
    if not rounds_docs or any(len(r) != len(rounds_docs[0]) for r in rounds_docs) or not rounds_docs[0]:
        raise ValueError("rounds of the same documents needed")
    return sum(min(times) for times in zip(*rounds_docs)) / len(rounds_docs[0])


def medians(rounds: list[dict[str, float]]) -> dict[str, float]:
    """The median of each figure over a tree's rounds (a figure some rounds lack: over those that have it)."""
    keys = dict.fromkeys(k for r in rounds for k in r)
    return {k: statistics.median(r[k] for r in rounds if k in r) for k in keys}


def result_line(per_tree: list[dict[str, float]], same: bool) -> str:
    """`RESULT tree0_nlp_ms=... tree1_nlp_ms=... nlp_speedup=... same_output=1` (speedups: the first tree's CPU over
    the last's, for a two-tree comparison)."""
    parts = [f"tree{t}_{k}_ms={v:.2f}" for t, figures in enumerate(per_tree) for k, v in figures.items() if k in STAGES]
    if len(per_tree) >= 2:
        first, last = per_tree[0], per_tree[-1]
        parts += [f"{k}_speedup={first[k] / last[k]:.2f}" for k in STAGES if k in first and k in last and last[k] > 0]
    return "RESULT " + " ".join(parts) + f" same_output={int(same)}"


def child_figures(stdout: str) -> dict:
    """The child's last line, a JSON object of figures and a digest."""
    lines = [line for line in stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise ValueError("no figures in the child's output")
    return json.loads(lines[-1])


# --------------------------------------------------------------------------- child: runs inside one tree


def _child(corpus: Path, n_docs: int, ocr_folders: list[str], ocr_docs: int) -> None:
    from stages.nlp import extract
    from stages.validate import validate
    from status.models import OcrResult
    from status.schema import load_schema

    schema = load_schema("default")
    stored = json.loads(gzip.decompress(corpus.read_bytes()))
    docs = [OcrResult.model_validate(d) for d in evenly(stored["docs"], n_docs)]
    digest = hashlib.sha256()
    t0 = time.process_time()
    validate(extract(docs[0], schema), docs[0], schema)
    first = time.process_time() - t0
    nlp = val = 0.0
    nlp_docs = []
    for ocr in docs[1:]:
        t0 = time.process_time()
        extraction = extract(ocr, schema)
        t1 = time.process_time()
        validation = validate(extraction, ocr, schema)
        t2 = time.process_time()
        nlp, val = nlp + t1 - t0, val + t2 - t1
        nlp_docs.append(round(1000 * (t1 - t0), 4))
        digest.update(extraction.model_dump_json().encode())
        digest.update(validation.model_dump_json().encode())
    n = len(docs) - 1
    out = {"nlp": 1000 * nlp / n, "validate": 1000 * val / n, "first": 1000 * first, "docs": n, "nlp_docs": nlp_docs}
    if ocr_folders:
        from stages.ocr import run_ocr

        pool = sorted(p for f in ocr_folders for p in Path(f).iterdir() if p.is_file())
        files = evenly(pool, ocr_docs + 1)
        run_ocr(files[0])  # starts the tesseract engine
        cpu = 0.0
        for path in files[1:]:
            t0 = time.process_time()
            result = run_ocr(path)
            cpu += time.process_time() - t0
            digest.update(result.model_dump_json().encode())
        out.update(ocr=1000 * cpu / (len(files) - 1), ocr_docs=len(files) - 1)
    out["digest"] = digest.hexdigest()
    print(json.dumps(out), flush=True)


# --------------------------------------------------------------------------- parent: rounds over the trees


def _run_child(tree: str, args: argparse.Namespace) -> dict:
    env = dict(os.environ, PYTHONPATH=tree, OMP_THREAD_LIMIT="1", PREFECT_HOME=str(Path(tree) / ".prefect_home"),
               PREFECT_SERVER_ANALYTICS_ENABLED="false")
    cmd = [sys.executable, str(HERE), "--child", "--corpus", str(args.corpus), "--docs", str(args.docs),
           "--ocr-docs", str(args.ocr_docs), *(["--ocr", *args.ocr] if args.ocr else [])]
    done = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True)
    try:
        return child_figures(done.stdout)
    except ValueError:
        raise SystemExit(f"{tree}: the child failed\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", action="append", help="a checkout whose stages run (repeat to compare; default: this one)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--corpus", type=Path, default=REPO / "tests" / "perf11_ocr.json.gz", help="OCR results (perf11's)")
    ap.add_argument("--docs", type=int, default=0, help="documents of the corpus, taken evenly (0: all)")
    ap.add_argument("--ocr", nargs="*", default=[], help="folders of documents to OCR (absolute, or relative to each tree)")
    ap.add_argument("--ocr-docs", type=int, default=24, help="files OCRed per run, taken evenly from --ocr")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.rounds < 1 or args.docs == 1 or args.docs < 0 or (args.ocr and args.ocr_docs < 2):
        ap.error("--rounds must be at least 1, --docs 0 (all) or at least 2, --ocr-docs at least 2 (the first one warms up)")
    args.corpus = args.corpus.resolve()
    if args.child:
        _child(args.corpus, args.docs, args.ocr, args.ocr_docs)
        return
    trees = [str(Path(t).resolve()) for t in (args.tree or [str(REPO)])]
    rounds: list[list[dict]] = [[] for _ in trees]
    doc_times: list[list[list[float]]] = [[] for _ in trees]  # per tree, per round: each document's NLP ms
    digests: set[str] = set()
    names = [k for k in STAGES if k != "nlp_floor" and (k != "ocr" or args.ocr)]  # (the floor: after the rounds)
    print(f"{'round':>5} {'tree':>4} " + " ".join(f"{k + ' ms/doc':>14}" for k in names) + "  digest")
    for r in range(args.rounds):
        for t, tree in enumerate(trees):
            figures = _run_child(tree, args)
            rounds[t].append({k: figures[k] for k in names})
            doc_times[t].append(figures["nlp_docs"])
            digests.add(figures["digest"])
            print(f"{r + 1:>5} {t:>4} " + " ".join(f"{figures[k]:>14.2f}" for k in names) + f"  {figures['digest'][:12]}",
                  flush=True)
    per_tree = [medians(rs) for rs in rounds]
    for figures_t, times in zip(per_tree, doc_times):
        figures_t["nlp_floor"] = floor_per_doc(times)
    print(f"median over {args.rounds} rounds, nlp_floor: each document's least (docs: {figures['docs']} NLP/validate"
          + (f", {figures['ocr_docs']} OCR" if args.ocr else "") + "):")
    for t, (tree, figures) in enumerate(zip(trees, per_tree)):
        print(f"  tree{t} {tree}: " + "  ".join(f"{k} {v:.2f}" for k, v in figures.items()))
    print(result_line(per_tree, len(digests) == 1))


if __name__ == "__main__":
    main()
