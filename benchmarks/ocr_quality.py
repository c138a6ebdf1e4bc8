"""How well does the OCR stage read scanned pages? Text error rates with no field rules involved.

    python benchmarks/ocr_quality.py [--shops shop1,shop3,shop4,shop5] [--formats noisy_scan,...]
                                     [--limit N] [--psm-image 6 --psm-pdf 4 ...]

The tuning shops' generators know every document's true text: `render.layout(doc)` places
each run of text on the page, so the true page text is one line per baseline, runs left to
right. Each scanned document of the checked-in batch (clean_image, noisy_scan, pdf_scan,
noisy_pdf_scan, fax) is read by the real OCR stage (`stages.ocr.run_ocr`, nothing cached)
and compared with that text:
- CER: character error rate, Levenshtein(ocr, truth) / len(truth), both whitespace-collapsed
  (rapidfuzz); order-sensitive, so it also punishes lines read out of order.
- WER-bag: 1 - word recall, the share of the true words (a multiset, case kept) missing from
  the OCR words; order-free, so it measures reading alone.
- tess ms/page: tesseract's CPU time (children's rusage) per page; prep ms/page: this
  process's CPU time per page outside tesseract (decoding, rendering, preprocessing).
The held-out shops (shop2, shop6) are refused. Prints one row per format, then the totals,
then `RESULT ...` with the noisy and clean figures.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from rapidfuzz.distance import Levenshtein  # noqa: E402

from stages.ocr import OcrSettings, run_ocr  # noqa: E402

SCANNED = ("clean_image", "noisy_scan", "pdf_scan", "noisy_pdf_scan", "fax")
NOISY = ("noisy_scan", "pdf_scan", "noisy_pdf_scan", "fax")
TUNING_SHOPS = {
    "shop1": ("sample_docs", "sample_docs.documents"),
    "shop3": ("sample_docs/shop3", "sample_docs.shop3.documents"),
    "shop4": ("sample_docs/shop4", "sample_docs.shop4.documents"),
    "shop5": ("sample_docs/shop5", "sample_docs.shop5.documents"),
}


def true_text(doc) -> str:
    """The page text as printed (`sample_docs.render.printed_text`)."""
    from sample_docs.render import printed_text

    return printed_text(doc)


def error_rates(ocr: str, truth: str) -> tuple[float, float]:
    """(CER, bag-of-words error) of `ocr` against `truth`."""
    o, t = " ".join(ocr.split()), " ".join(truth.split())
    cer = Levenshtein.distance(o, t) / max(1, len(t))
    want, got = Counter(t.split()), Counter(o.split())
    return cer, 1 - sum((want & got).values()) / max(1, sum(want.values()))


def shop_documents(shop: str) -> list[tuple[str, str, Path, str]]:
    """(shop, format, file, true text) of every scanned document of a tuning shop's batch."""
    if shop not in TUNING_SHOPS:
        raise SystemExit(f"{shop}: not a tuning shop (allowed: {', '.join(TUNING_SHOPS)})")
    folder, module = TUNING_SHOPS[shop]
    root = REPO / folder
    rows = {json.loads(line)["doc_id"]: json.loads(line) for line in (root / "truth.jsonl").read_text().splitlines()}
    mod = importlib.import_module(module)
    seed = getattr(mod, "DEFAULT_SEED", 7)
    out = []
    for doc in mod.build_batch(seed).docs:
        row = rows.get(doc.doc_id)
        if row is None or row["format"] not in SCANNED:
            continue
        out.append((shop, row["format"], root / row["file"], true_text(doc)))
    return out


def _cpu() -> tuple[float, float]:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shops", default="shop1,shop3,shop4,shop5")
    ap.add_argument("--formats", default=",".join(SCANNED))
    ap.add_argument("--limit", type=int, default=None, help="at most N documents per shop and format")
    ap.add_argument("--psm-image", type=int, default=None)
    ap.add_argument("--psm-pdf", type=int, default=None)
    ap.add_argument("--dpi", type=int, default=None)
    ap.add_argument("--verbose", action="store_true", help="one line per document")
    args = ap.parse_args()
    formats = set(args.formats.split(","))
    overrides = {k: v for k, v in (("psm_image", args.psm_image), ("psm_pdf", args.psm_pdf), ("dpi", args.dpi))
                 if v is not None}
    settings = OcrSettings(**overrides)

    docs = []
    for shop in args.shops.split(","):
        taken: Counter = Counter()
        for item in shop_documents(shop):
            if item[1] in formats and (args.limit is None or taken[item[1]] < args.limit):
                taken[item[1]] += 1
                docs.append(item)

    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for shop, fmt, path, truth in docs:
        wall0, (me0, kids0) = time.perf_counter(), _cpu()
        result = run_ocr(path, settings)
        me1, kids1 = _cpu()
        cer, wer = error_rates(result.text, truth)
        for key in (fmt, f"{shop}:{'noisy' if fmt in NOISY else 'clean'}"):
            s = stats[key]
            s["docs"] += 1
            s["pages"] += len(result.pages)
            s["cer"] += cer
            s["wer"] += wer
            s["tess"] += kids1 - kids0
            s["prep"] += me1 - me0
            s["wall"] += time.perf_counter() - wall0
        if args.verbose:
            print(f"  {shop} {path.name:<16} {fmt:<15} cer={cer:.4f} wer={wer:.4f} tess={kids1 - kids0:.2f}s", flush=True)

    def row(name: str, s: dict[str, float]) -> str:
        n, p = max(1, s["docs"]), max(1, s["pages"])
        return (f"{name:<16}{int(s['docs']):>6}{int(s['pages']):>7}{s['cer'] / n:>9.4f}{s['wer'] / n:>9.4f}"
                f"{1000 * s['tess'] / p:>12.0f}{1000 * s['prep'] / p:>11.0f}")

    print(f"{'format':<16}{'docs':>6}{'pages':>7}{'CER':>9}{'WER-bag':>9}{'tess ms/pg':>12}{'prep ms/pg':>11}")
    for fmt in SCANNED:
        if fmt in stats:
            print(row(fmt, stats[fmt]))
    print()
    for key in sorted(k for k in stats if ":" in k):
        print(row(key, stats[key]))
    totals = {}
    for group, fmts in (("noisy", NOISY), ("clean", ("clean_image",))):
        merged: dict[str, float] = defaultdict(float)
        for fmt in fmts:
            for k, v in stats.get(fmt, {}).items():
                merged[k] += v
        totals[group] = merged
    print()
    for group, s in totals.items():
        print(row(group, s))
    parts = []
    for group, s in totals.items():
        n, p = max(1, s["docs"]), max(1, s["pages"])
        parts += [f"{group}_cer={s['cer'] / n:.4f}", f"{group}_wer={s['wer'] / n:.4f}",
                  f"{group}_tess_ms={1000 * s['tess'] / p:.0f}", f"{group}_prep_ms={1000 * s['prep'] / p:.0f}"]
    print("RESULT " + " ".join(parts) + f" docs={len(docs)} config={settings.config_version.split(';')[0]}")


if __name__ == "__main__":
    main()
