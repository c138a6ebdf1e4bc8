"""Seconds `stages.nlp.extract` (default schema) spends on damaged or adversarial OCR text, and an audit of the
regular expressions stages/ uses: a pattern that backtracks catastrophically stalls a whole document on one bad line.

    python benchmarks/adversarial_text.py [--sizes 300,3000,30000] [--cases spaces,total_lines] [--timeout 60]
    python benchmarks/adversarial_text.py --audit [--small 256] [--timeout 20] [--show 40]

Extraction: each case (a generated text: runs of spaces, of marks, of digits, a label repeated, very long lines, many
short lines, mixed runs) at each size, once, in one child process that loads spaCy once; a case that outlives
--timeout is killed and printed as `>timeout` (the child restarts at the next case). Prints a table of seconds per
case and size, then `RESULT max_s=... slowest=case@size cases=... timeouts=...`.

Audit: every pattern compiled on behalf of stages/ (re's compile is watched while stages/ is imported and a few
ordinary documents of the perf11 corpus are extracted, so the patterns built from the schema's cues count too) is
run (`finditer`, as `sub` and `findall` scan) over pathological inputs at --small and four times --small characters.
A pattern is flagged when the larger input costs more than 10 times the smaller one (linear work costs 4 times) and
more than 5 ms, when the smaller input alone costs a second, or when one input outlives --timeout. Prints the flagged patterns with where they were
compiled and ends with `RESULT patterns=... flagged=... timeouts=... over_1s_small=...`.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "perf11_ocr.json.gz"

# --------------------------------------------------------------------------- extraction cases

MARKS = ".-_=*#:/|~"


def _fill(unit: str, n: int) -> str:
    """`unit` repeated to exactly n characters."""
    return (unit * (n // max(len(unit), 1) + 1))[:n]


CASES: dict[str, Callable[[int], str]] = {
    "spaces_after_label": lambda n: "Invoice No" + " " * n + "\nabc\n",
    "spaces_before_amount": lambda n: "Total" + " " * n + "12.00\n",
    "spaces_tabs": lambda n: "Date:" + _fill(" \t", n) + "\nInvoice INV-1001\n",
    "spaces_only": lambda n: "x" + " " * n + "y",
    "dots_leader": lambda n: "Total" + "." * n + " 12.00\n",
    "marks_lines": lambda n: "".join(m * max(n // len(MARKS), 1) + "\n" for m in MARKS) + "Invoice No 1001\n",
    "marks_mixed": lambda n: _fill(". - : ", n) + "\nTotal 1.00\n",
    "digits_run": lambda n: "Invoice No " + "7" * n + "\n",
    "digits_spaced": lambda n: "Total " + _fill("1 ", n) + "\n",
    "digits_dotted": lambda n: "Amount " + _fill("1.2,", n) + "\n",
    "total_lines": lambda n: "Total:\n" * max(n // 7, 1),
    "total_one_line": lambda n: _fill("Total: ", n) + "\n",
    "label_number_lines": lambda n: _fill("Invoice No 1 \n", n),
    "long_line_words": lambda n: _fill("Order abc Def 12 GHI, ", n) + "\n",
    "short_lines": lambda n: _fill("a\n", n),
    "capital_words": lambda n: _fill("ABC DEF ", n) + "\n",
    "mixed_runs": lambda n: _fill("Total: ....   12 --  ::  ", n) + "\n",
    "colon_runs": lambda n: "Customer" + ":" * n + " Anna Smith\n",
}


def _ocr(text: str):
    from status.models import OcrPage, OcrResult
    return OcrResult(doc_id="adversarial.txt", content_hash=hashlib.sha256(text.encode()).hexdigest(),
                     source_format="text", pages=[OcrPage(page=1, text=text, method="plain_text")], text=text)


def _extract_items(args: argparse.Namespace) -> list[tuple[str, int]]:
    names = args.cases.split(",") if args.cases else list(CASES)
    return [(c, int(s)) for s in args.sizes.split(",") for c in names]


def _child_extract(items: list[tuple[str, int]], start: int) -> None:
    from stages.nlp import extract
    from status.models import DocumentError
    from status.schema import load_schema
    schema = load_schema("default")
    extract(_ocr("Invoice INV-1001\nDate: 3 March 2026\nTotal: EUR 12.00\n"), schema)  # warm-up: spaCy, cue regexes
    for i in range(start, len(items)):
        case, size = items[i]
        print(json.dumps({"i": i, "start": True}), flush=True)
        t = time.perf_counter()
        try:
            extract(_ocr(CASES[case](size)), schema)
            note = ""
        except DocumentError as e:
            note = e.code
        print(json.dumps({"i": i, "secs": time.perf_counter() - t, "note": note}), flush=True)


# --------------------------------------------------------------------------- running children with a watchdog


def _watched(child_args: list[str], n: int, timeout: float) -> Iterator[tuple[int, dict | None]]:
    """Results of items 0..n-1 as a child process (this file, `child_args` + the first index) gives them, one JSON
    line per item; an item the child does not finish within `timeout` seconds yields None, the child is killed and
    started again at the next item."""
    start = 0
    while start < n:
        proc = subprocess.Popen([sys.executable, __file__, *child_args, str(start)], stdout=subprocess.PIPE,
                                bufsize=0, cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)})
        current, deadline = None, None
        try:
            while True:
                wait = None if deadline is None else max(deadline - time.monotonic(), 0)
                ready, _, _ = select.select([proc.stdout], [], [], wait)
                if not ready:  # the current item outlived its budget
                    yield current, None
                    start = current + 1
                    break
                line = proc.stdout.readline().decode()
                if not line:
                    if proc.wait() != 0:
                        raise SystemExit(f"child failed (exit {proc.returncode}) after item {current}")
                    start = n
                    break
                msg = json.loads(line)
                if msg.get("start"):
                    current, deadline = msg["i"], time.monotonic() + timeout
                    continue
                deadline = None
                yield msg["i"], msg
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def run_extract(args: argparse.Namespace) -> None:
    items = _extract_items(args)
    sizes = list(dict.fromkeys(s for _, s in items))
    secs: dict[tuple[str, int], str] = {}
    worst, worst_at, timeouts = 0.0, "", 0
    for i, msg in _watched(["--child-extract", args.sizes, args.cases or ""], len(items), args.timeout):
        case, size = items[i]
        if msg is None:
            secs[case, size], timeouts, worst, worst_at = f">{args.timeout:g}", timeouts + 1, args.timeout, f"{case}@{size}"
        else:
            secs[case, size] = f"{msg['secs']:.3f}" + (f" ({msg['note']})" if msg["note"] else "")
            if msg["secs"] > worst:
                worst, worst_at = msg["secs"], f"{case}@{size}"
        print(f"  {case}@{size}: {secs[case, size]}", file=sys.stderr, flush=True)
    cases = list(dict.fromkeys(c for c, _ in items))
    print(f"{'case':24}" + "".join(f"{s:>14}" for s in sizes))
    for c in cases:
        print(f"{c:24}" + "".join(f"{secs.get((c, s), '-'):>14}" for s in sizes))
    print(f"RESULT max_s={worst:.3f} slowest={worst_at} cases={len(items)} timeouts={timeouts}")


# --------------------------------------------------------------------------- audit


def _collect_patterns() -> list[tuple[str, int, str]]:
    """(pattern, flags, where) of every str pattern compiled from stages/ code while stages/ is imported and a few
    ordinary documents are extracted; where is the stages/ line that asked re for it (file:line)."""
    import importlib
    import pkgutil

    seen: dict[tuple[str, int], str] = {}
    original = re._compile
    stages_dir, re_dir = str(REPO / "stages"), str(Path(re.__file__).parent)

    def watching(pattern, flags):
        if isinstance(pattern, str) and (pattern, int(flags)) not in seen:
            f = sys._getframe(1)
            while f is not None and f.f_code.co_filename.startswith(re_dir):
                f = f.f_back  # (re.search, re.sub ... on the way)
            if f is not None and f.f_code.co_filename.startswith(stages_dir):  # (not a library's own patterns)
                seen[pattern, int(flags)] = f"{Path(f.f_code.co_filename).name}:{f.f_lineno}"
        return original(pattern, flags)

    re._compile = watching
    re.purge()  # (a pattern re had cached before the watch began is compiled again, and seen)
    try:
        import stages
        for mod in pkgutil.iter_modules(stages.__path__):
            importlib.import_module(f"stages.{mod.name}")
        from stages.nlp import extract
        from status.models import OcrResult
        from status.schema import load_schema
        docs = json.loads(gzip.decompress(CORPUS.read_bytes()))["docs"]
        for name in ("default", "receipts"):
            schema = load_schema(name)
            for d in docs[::25]:
                extract(OcrResult.model_validate(d), schema)
    finally:
        re._compile = original
    return sorted((p, f, w) for (p, f), w in seen.items())


def _literal_word(pattern: str) -> str:
    """The first word of three or more letters the pattern spells out (a cue's word), else "total"."""
    m = re.search(r"(?<![\\\[{])[A-Za-z]{3,}", re.sub(r"\(\?[A-Za-z<=!:>]*|\\[A-Za-z]|\[[^\]]*\]|\{[^}]*\}", " ", pattern))
    return m.group(0) if m else "total"


def _inputs(pattern: str, n: int) -> dict[str, str]:
    word = _literal_word(pattern)
    return {
        "spaces": " " * n, "spaces_tabs": _fill(" \t", n), "newlines": "\n" * n, "letters": "a" * n,
        "capitals": "A" * n, "digits": "1" * n, "digits_spaced": _fill("1 ", n), "digits_dotted": _fill("1.", n),
        "dots": "." * n, "dashes": "-" * n, "colons": ":" * n, "marks_mixed": _fill(". -:", n),
        "words": _fill("ab ", n), "word_lines": _fill("ab\n", n), "label": _fill("Total: ", n),
        "cue_word": _fill(word + " ", n), "cue_word_colon": _fill(word + ": ", n), "cue_word_lines": _fill(word + "\n", n),
        "dotted_caps": _fill("A.", n), "words_digits": _fill("ab1 ", n),
    }


def _scan_time(compiled: re.Pattern, text: str, repeats: int) -> float:
    """The least of `repeats` timings of a full finditer scan (the least: other processes only ever add time)."""
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        for _m in compiled.finditer(text):
            pass
        best = min(best, time.perf_counter() - t)
    return best


def _child_audit(small: int, start: int) -> None:
    patterns = _collect_patterns()
    for i in range(start, len(patterns)):
        pattern, flags, _ = patterns[i]
        print(json.dumps({"i": i, "start": True}), flush=True)
        compiled = re.compile(pattern, flags)
        worst: tuple[float, str, float, float] = (0.0, "", 0.0, 0.0)
        for family in _inputs(pattern, 1):
            t_small = _scan_time(compiled, _inputs(pattern, small)[family], 3)
            if t_small > 1.0:  # (no need to try the larger one)
                worst = max(worst, (float("inf"), family, t_small, -1.0))
                continue
            big = _inputs(pattern, 4 * small)[family]
            t_big = _scan_time(compiled, big, 1)
            if t_big > LEAST_FLAGGED and t_big / max(t_small, 1e-7) > GROWTH_FLAGGED:
                t_small = _scan_time(compiled, _inputs(pattern, small)[family], 5)  # a second look, against noise
                t_big = min(t_big, _scan_time(compiled, big, 2))
            if t_big > LEAST_FLAGGED:
                worst = max(worst, (t_big / max(t_small, 1e-7), family, t_small, t_big))
        print(json.dumps({"i": i, "ratio": min(worst[0], 1e9), "family": worst[1], "t_small": worst[2],
                          "t_big": worst[3]}), flush=True)


LEAST_FLAGGED = 0.005  # seconds the larger input must cost to be flagged (below it, timer noise)
GROWTH_FLAGGED = 10.0  # linear work costs 4 times more on the four-times larger input, quadratic 16 times


def run_audit(args: argparse.Namespace) -> None:
    patterns = _collect_patterns()
    flagged: list[tuple[float, str, str, str, str]] = []
    timeouts = 0
    for i, msg in _watched(["--child-audit", str(args.small)], len(patterns), args.timeout):
        pattern, flags, where = patterns[i]
        if msg is None:
            timeouts += 1
            flagged.append((float("inf"), where, "?", f">{args.timeout:g}s", pattern))
        elif msg["t_big"] < 0:
            flagged.append((1e9, where, msg["family"], f"{msg['t_small']:.1f}s at {args.small}", pattern))
        elif msg["ratio"] > GROWTH_FLAGGED:
            flagged.append((msg["t_big"], where, msg["family"],
                            f"x{msg['ratio']:.0f} {msg['t_small'] * 1e3:.2f}->{msg['t_big'] * 1e3:.1f}ms", pattern))
    flagged.sort(key=lambda f: -f[0])
    for _, where, family, figure, pattern in flagged[:args.show]:
        print(f"{where:22} {family:15} {figure:24} {pattern[:140]!r}")
    print(f"RESULT patterns={len(patterns)} flagged={len(flagged)} timeouts={timeouts} "
          f"over_1s_small={sum(1 for f in flagged if f[0] == 1e9)} small={args.small}")


def main() -> None:
    if sys.argv[1:2] == ["--child-extract"]:
        sizes, cases, start = sys.argv[2:5]
        _child_extract(_extract_items(argparse.Namespace(sizes=sizes, cases=cases)), int(start))
        return
    if sys.argv[1:2] == ["--child-audit"]:
        _child_audit(int(sys.argv[2]), int(sys.argv[3]))
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="300,3000,30000", help="text sizes in characters, comma-separated")
    ap.add_argument("--cases", default="", help=f"comma-separated subset of: {','.join(CASES)}")
    ap.add_argument("--timeout", type=float, default=None,
                    help="seconds one case (default 60) or one audited pattern (default 10) may take")
    ap.add_argument("--audit", action="store_true", help="audit stages/' regular expressions instead")
    ap.add_argument("--small", type=int, default=256, help="audit: the smaller input's length")
    ap.add_argument("--show", type=int, default=60, help="audit: how many flagged patterns to print")
    args = ap.parse_args()
    args.timeout = args.timeout or (10.0 if args.audit else 60.0)
    run_audit(args) if args.audit else run_extract(args)


if __name__ == "__main__":
    main()
