"""What putting back the diacritics of names on English pages costs (stages.ocr_accents): the Latin model's one
strip reading per page, against the OCR stage's whole tesseract CPU, on scanned documents.

    python benchmarks/accent_cpu.py [FOLDER ...] [--docs 40]

Documents: files taken evenly from the folders (default: the tuning shops' batches), OCRed one at a time with
docflow's defaults (`lang=auto`); those with no page read by tesseract are left out, the first (it starts the
engines) is not counted. CPU: the tesseract engines' (kept-loaded worker processes, read with psutil before and after
each call) and, for the step's own Python (cropping, pasting the strip, matching its words), this process's
time.process_time inside `restore_marks` less its strip reading. The share is the step's CPU (strip and Python)
over the OCR stage's other tesseract CPU on the same documents. Prints a row per kind of document and ends with
`RESULT docs=... pages=... words_per_page=... accent_ms_per_doc=... tesseract_ms_per_doc=... accent_share_pct=...`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import psutil

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from PIL import Image  # noqa: E402

from stages import ocr_accents, ocr_image, ocr_language  # noqa: E402
from stages.ocr import OcrSettings, run_ocr  # noqa: E402

TUNING = ("", "shop3", "shop4", "shop5", "shop7", "shop10", "shop12", "shop15", "shop18", "shop20", "shop21",
          "shop22", "shop25", "shop27")
SCANNED = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".pdf"}


def engine_cpu() -> float:
    """CPU seconds of the running tesseract engines (child processes)."""
    return sum(sum(c.cpu_times()[:2]) for c in psutil.Process().children(recursive=True))


class Meter:
    """Engine CPU of every tesseract call, and the share of it (and of Python) spent on the accent strips."""

    def __init__(self) -> None:
        self.tess = self.strip = self.python = 0.0
        self.words = self.kept = self.pages = 0
        self.inner = ocr_image._tesseract_data
        self.restore = ocr_accents.restore_marks

    def install(self) -> None:
        ocr_image._tesseract_data = self.timed_call
        ocr_accents.restore_marks = self.timed_restore

    def timed_call(self, *args, **kwargs):
        before = engine_cpu()
        try:
            return self.inner(*args, **kwargs)
        finally:
            self.tess += engine_cpu() - before

    def timed_restore(self, rows, pixels, factor, read):
        spent = [0.0, 0.0]  # engine CPU, Python CPU of the strip's reading

        def timed_read(strip):
            e, p = engine_cpu(), time.process_time()
            try:
                return read(strip)
            finally:
                spent[0] += engine_cpu() - e
                spent[1] += time.process_time() - p

        start = time.process_time()
        stats = dict(ocr_accents.ACCENT_STATS)
        out = self.restore(rows, pixels, factor, timed_read)
        self.python += time.process_time() - start - spent[1]
        self.strip += spent[0]
        self.pages += ocr_accents.ACCENT_STATS["pages"] - stats["pages"]
        self.words += ocr_accents.ACCENT_STATS["words"] - stats["words"]
        self.kept += ocr_accents.ACCENT_STATS["kept"] - stats["kept"]
        return out


def files(folders: list[Path], n: int) -> list[Path]:
    pool = sorted(p for f in folders for p in f.iterdir() if p.suffix.lower() in SCANNED)
    if n <= 0 or n >= len(pool):
        return pool
    return [pool[i * len(pool) // n] for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folders", nargs="*", type=Path)
    ap.add_argument("--docs", type=int, default=40, help="files taken evenly from the folders (0: all)")
    args = ap.parse_args()
    folders = args.folders or [REPO / "sample_docs" / s / "batch" for s in TUNING]
    meter = Meter()
    latin = ocr_language.models("auto")[1]
    if latin:  # the Latin engine started (its model loaded) before anything is measured
        ocr_image._tesseract_data(Image.new("L", (64, 32), 255), page_no=0, lang=latin, psm=ocr_accents.STRIP_PSM,
                                  dpi=None, timeout_s=60)
    meter.install()
    settings = OcrSettings()
    rows: dict[str, list[float]] = {}
    paths = files(folders, args.docs + 1)
    for k, path in enumerate(paths):
        before = (meter.tess, meter.strip, meter.python, meter.pages, meter.words, meter.kept)
        result = run_ocr(path, settings, doc_id=path.name)
        scanned = [p for p in result.pages if p.method == "tesseract"]
        if k == 0 or not scanned:
            continue
        kind = "image" if path.suffix.lower() != ".pdf" else "pdf scan"
        after = (meter.tess, meter.strip, meter.python, meter.pages, meter.words, meter.kept)
        figures = [b - a for a, b in zip(before, after)] + [len(scanned), 1]
        rows[kind] = [x + y for x, y in zip(rows.get(kind, [0.0] * len(figures)), figures)]
    total = [sum(col) for col in zip(*rows.values())]
    print(f"{'kind':10} {'docs':>5} {'pages':>6} {'words/pg':>9} {'kept':>5} {'ocr tess ms/doc':>16} "
          f"{'strip ms/doc':>13} {'py ms/doc':>10} {'share %':>8}")
    for kind, (tess, strip, py, _, words, kept, pages, docs) in [*rows.items(), ("all", total)]:
        share = 100 * (strip + py) / (tess - strip) if tess > strip else 0.0
        print(f"{kind:10} {docs:5.0f} {pages:6.0f} {words / max(pages, 1):9.1f} {kept:5.0f} "
              f"{1000 * (tess - strip) / docs:16.1f} {1000 * strip / docs:13.1f} {1000 * py / docs:10.1f} {share:8.2f}")
    tess, strip, py, _, words, kept, pages, docs = total
    print(f"RESULT docs={docs:.0f} pages={pages:.0f} words_per_page={words / max(pages, 1):.1f} kept={kept:.0f} "
          f"accent_ms_per_doc={1000 * (strip + py) / docs:.1f} strip_tesseract_ms_per_doc={1000 * strip / docs:.1f} "
          f"tesseract_ms_per_doc={1000 * (tess - strip) / docs:.1f} accent_share_pct={100 * (strip + py) / (tess - strip):.2f}")


if __name__ == "__main__":
    main()
