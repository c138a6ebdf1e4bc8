"""Page preparation's CPU per page (stages.ocr_image.prepare), two code trees compared in alternating runs.

    python benchmarks/prepare_cpu.py --trees /path/to/main /path/to/branch --rounds 3 \
        --hashes /tmp/pages.json sample_docs/batch sample_docs/shop3/batch ...

Each round runs tests/perf24_same_pages.py (of this tree) once per tree, in turn, in a fresh process whose
`stages` come from that tree: every OCRed page of the folders prepared as `ocr_image` prepares it, CPU measured
with time.process_time (wall time is noise on a shared machine), the prepared pixels hashed and checked against
`--hashes` (written by the first tree's first run when the file does not exist). Prints a table of the rounds and
the median CPU ms per page of each tree; ends with `RESULT tree0_ms_per_page=... tree1_ms_per_page=...
changed0=... changed1=...`.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "tests" / "perf24_same_pages.py"


def run(tree: str, hashes: str, folders: list[str], repeat: int) -> tuple[float, int]:
    mode = "--check" if Path(hashes).exists() else "--write"
    env = dict(os.environ, PYTHONPATH=tree, OMP_THREAD_LIMIT="1")
    out = subprocess.run([sys.executable, str(SCRIPT), mode, hashes, "--repeat", str(repeat), *folders],
                         env=env, capture_output=True, text=True, cwd=tree)
    found = re.search(r"RESULT pages=(\d+) changed=(\d+) cpu_ms_per_page=([\d.]+)", out.stdout)
    if not found:
        raise SystemExit(f"{tree}: no RESULT line\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}")
    return float(found.group(3)), int(found.group(2))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trees", nargs=2, required=True, help="two checkouts (their `stages` are imported)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=1, help="prepare each page this many times per run")
    ap.add_argument("--hashes", required=True, help="prepared-page hashes to check (written first if missing)")
    ap.add_argument("folders", nargs="+", help="folders of documents (absolute paths, or relative to each tree)")
    args = ap.parse_args()
    figures: list[list[float]] = [[], []]
    changed = [0, 0]
    print(f"{'round':>5} {'tree':>4} {'cpu ms/page':>12} {'changed':>8}")
    for r in range(args.rounds):
        for t, tree in enumerate(args.trees):
            ms, diff = run(tree, args.hashes, args.folders, args.repeat)
            figures[t].append(ms)
            changed[t] = max(changed[t], diff)
            print(f"{r + 1:>5} {t:>4} {ms:>12.2f} {diff:>8}", flush=True)
    med = [statistics.median(f) for f in figures]
    print(f"median: tree0 {med[0]:.2f}  tree1 {med[1]:.2f} ms/page")
    print(f"RESULT tree0_ms_per_page={med[0]:.2f} tree1_ms_per_page={med[1]:.2f} changed0={changed[0]} changed1={changed[1]}")


if __name__ == "__main__":
    main()
