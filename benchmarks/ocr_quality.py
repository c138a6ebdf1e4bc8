"""How well does the OCR stage read scanned pages? Text error rates with no field rules involved.

    python benchmarks/ocr_quality.py [--shops shop1,shop3,shop4,shop5] [--formats noisy_scan,...]
                                     [--limit N] [--psm-image 6 --psm-pdf 4 ...]
                                     [--degrade none,lowres:96,fax,fax:196,jpeg:30]

The tuning shops' generators know every document's true text: `render.layout(doc)` places
each run of text on the page, so the true page text is one line per baseline, runs left to
right. Each scanned document of the checked-in batch (clean_image, noisy_scan, pdf_scan,
noisy_pdf_scan, fax) is read by the real OCR stage (`stages.ocr.run_ocr`, nothing cached)
and compared with that text:
- CER: character error rate, Levenshtein(ocr, truth) / len(truth), both whitespace-collapsed
  (rapidfuzz); order-sensitive, so it also punishes lines read out of order.
- WER-bag: 1 - word recall, the share of the true words (a multiset, case kept) missing from
  the OCR words; order-free, so it measures reading alone.
- tess ms/page: tesseract's CPU time (finished and kept-loaded children) per page; prep ms/page: this
  process's CPU time per page outside tesseract (decoding, rendering, preprocessing).
With `--degrade`, each page image is first transformed the way real inboxes damage pages
the tuning shops never contain (seeded by file name and degradation: deterministic), and the
whole table is printed once per degradation (`none` = the files as they are):
- lowres:D   the page resampled (area average) to D dpi and saved in its own format without a
             dpi tag (a screenshot or a "save for web" page: nothing says how small it is);
- fax[:Y]    a fax at 204 x Y dpi (Y = 98 standard, 196 fine; default 98): resampled
             anisotropically, binarised at a fixed threshold, ~3% of ink pixels dropped out plus a
             few dropped scan lines, saved as a Group 4 TIFF tagged 204 x Y dpi at its native
             (stretched) pixel grid, as a fax viewer receives it; fax:98:notag without the tag;
- jpeg:Q     re-saved as a JPEG of quality Q at its own resolution.
PDF pages get the same treatment to their embedded page image and are written back as an
image-only PDF of the same page size.
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

from PIL import Image, ImageSequence  # noqa: E402
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


# --------------------------------------------------------------------------- degradations


def _source_pages(path: Path) -> tuple[str, list[tuple[Image.Image, float]], tuple[float, float] | None]:
    """(kind, [(grayscale page, dpi)], PDF page size in points or None) of a scanned file."""
    if path.suffix.lower() == ".pdf":
        import pypdfium2 as pdfium

        pdf = pdfium.PdfDocument(path)
        pages, size = [], None
        for page in pdf:
            size = page.get_size()
            objs = list(page.get_objects(filter=(pdfium.raw.FPDF_PAGEOBJ_IMAGE,)))
            if objs:
                img = objs[0].get_bitmap().to_pil().convert("L")
            else:
                img = page.render(scale=200 / 72, grayscale=True).to_pil().convert("L")
            pages.append((img.copy(), img.width * 72.0 / size[0]))
        return "pdf", pages, size
    img = Image.open(path)
    dpi = float((img.info.get("dpi") or (200, 200))[0]) or 200.0
    kind = {"PNG": "png", "JPEG": "jpeg", "TIFF": "tiff"}.get(img.format or "", "png")
    frames = []
    for frame in ImageSequence.Iterator(img):
        frames.append((frame.convert("L").copy(), dpi))
    return kind, frames, None


def _degrade_page(img: Image.Image, dpi: float, spec: str, rng) -> tuple[Image.Image, tuple[float, float] | None]:
    """One grayscale page degraded by `spec`; returns it and the dpi to tag it with (None: no tag)."""
    import numpy as np

    name, _, arg = spec.partition(":")
    if name == "lowres":
        k = float(arg) / dpi
        size = (max(1, round(img.width * k)), max(1, round(img.height * k)))
        return img.resize(size, Image.Resampling.BOX if k < 1 else Image.Resampling.BICUBIC), None
    if name == "fax":
        arg, _, untagged = arg.partition(":")
        ydpi = float(arg or 98)
        size = (max(1, round(img.width * 204 / dpi)), max(1, round(img.height * ydpi / dpi)))
        arr = np.asarray(img.resize(size, Image.Resampling.BOX), dtype=np.uint8)
        bw = np.where(arr < 140, 0, 255).astype(np.uint8)
        ink = bw == 0
        bw[ink & (rng.random(bw.shape) < 0.03)] = 255  # dropouts inside strokes
        for _ in range(int(rng.integers(2, 6))):  # dropped scan lines
            y = int(rng.integers(0, bw.shape[0]))
            bw[y, :] = 255
        return Image.fromarray(bw).convert("1", dither=Image.Dither.NONE), None if untagged else (204.0, ydpi)
    if name == "jpeg":
        return img, (dpi, dpi)
    raise SystemExit(f"unknown degradation {spec!r} (lowres:D, fax[:98|:196], jpeg:Q, none)")


def degrade_file(path: Path, spec: str, out_dir: Path) -> Path:
    """A copy of a scanned file with every page degraded by `spec` (see the module docstring)."""
    import io
    import zlib

    import numpy as np

    if spec == "none":
        return path
    # the same pixels with and without a fax's dpi tag: the seed leaves ":notag" out
    rng = np.random.default_rng(zlib.crc32(f"{path.name}:{spec.removesuffix(':notag')}".encode()))
    kind, pages, pdf_size = _source_pages(path)
    name, _, arg = spec.partition(":")
    quality = int(arg) if name == "jpeg" else 75
    done = [_degrade_page(img, dpi, spec, rng) for img, dpi in pages]

    def save(img: Image.Image, tag, fmt: str) -> bytes:
        buf = io.BytesIO()
        extra = {"dpi": tag} if tag else {}
        if fmt == "tiff":
            if img.mode != "1":
                img = img.point(lambda v: 0 if v < 128 else 255).convert("1", dither=Image.Dither.NONE)
            img.save(buf, "TIFF", compression="group4", **extra)
        elif fmt == "jpeg":
            img.convert("L").save(buf, "JPEG", quality=quality, **extra)
        else:
            img.save(buf, "PNG", **extra)
        return buf.getvalue()

    if kind == "pdf":
        from reportlab.lib.utils import ImageReader
        from reportlab.pdfgen import canvas

        buf = io.BytesIO()
        assert pdf_size is not None
        c = canvas.Canvas(buf, pagesize=pdf_size, invariant=1)
        for img, tag in done:
            fmt = "png" if img.mode == "1" else "jpeg"
            c.drawImage(ImageReader(io.BytesIO(save(img, tag, fmt))), 0, 0, *pdf_size)
            c.showPage()
        c.save()
        data, suffix = buf.getvalue(), ".pdf"
    else:
        fmt = "tiff" if name == "fax" else "jpeg" if name == "jpeg" else kind
        if len(done) > 1:
            raise SystemExit(f"{path.name}: multi-frame images are not degraded")
        img, tag = done[0]
        data, suffix = save(img, tag, fmt), {"tiff": ".tif", "jpeg": ".jpg", "png": ".png"}[fmt]
    out = out_dir / (path.stem + suffix)
    out.write_bytes(data)
    return out


def _cpu() -> tuple[float, float]:
    """(this process's CPU seconds, its children's: finished ones and those still running, such as
    the kept-loaded tesseract workers)."""
    import psutil

    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    live = 0.0
    for child in psutil.Process().children(recursive=True):
        try:
            live += sum(child.cpu_times()[:2])
        except psutil.Error:
            pass
    return me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime + live


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shops", default="shop1,shop3,shop4,shop5")
    ap.add_argument("--formats", default=",".join(SCANNED))
    ap.add_argument("--limit", type=int, default=None, help="at most N documents per shop and format")
    ap.add_argument("--psm-image", type=int, default=None)
    ap.add_argument("--psm-pdf", type=int, default=None)
    ap.add_argument("--dpi", type=int, default=None)
    ap.add_argument("--verbose", action="store_true", help="one line per document")
    ap.add_argument("--degrade", default="none",
                    help="comma-separated degradations, each measured in turn: none, lowres:D, fax[:98|:196][:notag], jpeg:Q")
    ap.add_argument("--write-shops", type=Path, default=None, metavar="DIR",
                    help="write each shop degraded by each --degrade spec under DIR (for extraction_accuracy) and stop")
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

    if args.write_shops:
        for shop in args.shops.split(","):
            for spec in args.degrade.split(","):
                print(write_shop(shop, spec.strip(), args.write_shops))
        return
    for spec in args.degrade.split(","):
        measure(docs, settings, spec.strip(), args.verbose)


def write_shop(shop: str, spec: str, out_root: Path) -> Path:
    """A copy of a tuning shop (truth.jsonl + batch/) whose scanned documents are degraded by
    `spec`, for `benchmarks/extraction_accuracy.py --shopN <folder>`: field accuracy on pages
    like the inboxes' rather than the generators'. Other documents are copied as they are."""
    import shutil

    folder, _ = TUNING_SHOPS[shop]
    root = REPO / folder
    out = out_root / f"{shop}-{spec.replace(':', '_')}"
    (out / "batch").mkdir(parents=True, exist_ok=True)
    rows = []
    for line in (root / "truth.jsonl").read_text().splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        src = root / row["file"]
        if row["format"] in SCANNED:
            made = degrade_file(src, spec, out / "batch")
            row["file"] = f"batch/{made.name}"
        else:
            shutil.copyfile(src, out / row["file"])
        rows.append(json.dumps(row))
    (out / "truth.jsonl").write_text("\n".join(rows) + "\n")
    return out


def measure(docs, settings: OcrSettings, spec: str, verbose: bool) -> None:
    import tempfile

    print(f"\n== degrade={spec}", flush=True)
    stats: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    tmp = tempfile.TemporaryDirectory(prefix="ocrq-")
    for shop, fmt, path, truth in docs:
        read = degrade_file(path, spec, Path(tmp.name))
        wall0, (me0, kids0) = time.perf_counter(), _cpu()
        result = run_ocr(read, settings)
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
        if verbose:
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
    tmp.cleanup()
    print("RESULT " + " ".join(parts) + f" docs={len(docs)} degrade={spec} config={settings.config_version.split(';')[0]}",
          flush=True)


if __name__ == "__main__":
    main()
