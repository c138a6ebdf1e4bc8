"""OCR throughput: how many pages per second does the OCR stage sustain here?

    python benchmarks/ocr_throughput.py PATH... [--workers N] [--engine ppocr] [--lang eng|Latin|auto] [--psm-image N] [--psm-pdf N] [--dpi N]

PATH may be files or folders (every file directly inside; .json/.jsonl/README
skipped). Documents run in a thread pool of N workers (tesseract is a separate
process per page, so threads run in parallel; PDFium calls are serialised inside
the stage). Prints one row per file (kind, pages, seconds, mean confidence, or
the error code), then the totals and a final line:

    RESULT files=.. failed=.. pages=.. seconds=.. pages_per_s=.. mean_conf=.. engine_cpu_s=..

`seconds` is wall time for the whole run, so pages_per_s includes parallelism.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stages.ocr import OcrSettings, run_ocr  # noqa: E402
from status.models import DocumentError, OcrResult  # noqa: E402

SKIP_SUFFIXES = {".json", ".jsonl", ".py", ".pyc"}


def collect(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            files += [f for f in sorted(p.iterdir()) if f.is_file() and f.suffix.lower() not in SKIP_SUFFIXES and f.name != "README.md"]
        else:
            files.append(p)
    return files


def ocr_one(path: Path, settings: OcrSettings) -> tuple[Path, OcrResult | str, float]:
    t0 = time.perf_counter()
    try:
        result: OcrResult | str = run_ocr(path, settings)
    except DocumentError as exc:
        result = f"ERROR {exc.code}"
    return path, result, time.perf_counter() - t0


def kind_of(result: OcrResult) -> str:
    methods = sorted({p.method for p in result.pages})
    return f"{result.source_format}/{'+'.join(m.replace('_', '-') for m in methods)}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--engine", choices=["tesseract", "ppocr"], help="OCR engine (default tesseract)")
    ap.add_argument("--psm-image", type=int)
    ap.add_argument("--psm-pdf", type=int)
    ap.add_argument("--dpi", type=int)
    ap.add_argument("--upscale-below", type=int)
    ap.add_argument("--lang", help="tesseract language(s) as DOCFLOW_OCR_LANG (default auto; e.g. eng, Latin)")
    args = ap.parse_args()
    overrides = {
        k: v
        for k, v in {"engine": args.engine, "psm_image": args.psm_image, "psm_pdf": args.psm_pdf, "dpi": args.dpi, "upscale_below": args.upscale_below, "lang": args.lang}.items()
        if v is not None
    }
    settings = OcrSettings(**overrides)
    files = collect(args.paths)
    print(f"config {settings.config_version}; {len(files)} files; {args.workers} worker(s)\n")
    print(f"{'file':<40} {'kind':<28} {'pages':>5} {'seconds':>8} {'conf':>6}")

    pages = failed = 0
    confs: list[float] = []
    t0, engines0 = time.perf_counter(), engine_cpu_s()
    with ThreadPoolExecutor(max_workers=max(1, args.workers)) as pool:
        for path, result, seconds in pool.map(lambda p: ocr_one(p, settings), files):
            name = path.name if len(path.name) <= 40 else path.name[:37] + "..."
            if isinstance(result, str):
                failed += 1
                print(f"{name:<40} {result:<28} {'-':>5} {seconds:>8.2f} {'-':>6}")
                continue
            pages += len(result.pages)
            conf = result.mean_conf
            if conf is not None:
                confs.append(conf)
            conf_s = f"{conf:6.1f}" if conf is not None else f"{'-':>6}"
            print(f"{name:<40} {kind_of(result):<28} {len(result.pages):>5} {seconds:>8.2f} {conf_s}")
    wall, engines = time.perf_counter() - t0, engine_cpu_s() - engines0
    mean_conf = sum(confs) / len(confs) if confs else float("nan")
    rate = pages / wall if wall > 0 else 0.0
    print(f"\n{len(files)} files ({failed} failed), {pages} pages in {wall:.1f}s: {rate:.2f} pages/s; "
          f"mean word confidence over OCRed documents {mean_conf:.1f}; the kept-loaded tesseract engines' CPU "
          f"{engines:.1f} s ({engines / max(pages, 1) * 1000:.0f} ms per page)")
    print(f"RESULT files={len(files)} failed={failed} pages={pages} seconds={wall:.2f} "
          f"pages_per_s={rate:.3f} mean_conf={mean_conf:.2f} engine_cpu_s={engines:.2f}")


def engine_cpu_s() -> float:
    """CPU seconds of this process's child processes still running (the kept-loaded tesseract engines, which
    `resource.RUSAGE_CHILDREN` counts only once they exit); 0 for children that started and ended in between."""
    import psutil

    return sum(sum(c.cpu_times()[:2]) for c in psutil.Process().children(recursive=True))


if __name__ == "__main__":
    main()
