"""Damage of this round's own (noisy10): pages drawn with tests/fresh_images5.py's layouts, then worn the way
cheap office scanners and old fax machines wear them, in ways sample_docs/render.py's `degrade` / `fax` do not:

- grainy: low contrast (grey ink on grey paper), a strong blur, heavy grain and salt-and-pepper specks, 1.5-2.5
  degrees of skew, saved as a JPEG at quality 30 (blocky artefacts round every letter);
- halftone: a pale photocopy faxed in "photo" mode: the grey page is ordered-dithered (Bayer 4 x 4) to black
  and white, so letters become dot patterns and the paper tone a screen of dots;
- thin: a light fax of worn toner: strokes thinned by a grey-level opening, a high threshold, dropped pixels,
  a streak; some as standard 204 x 98 dpi;
- smudge: a dark heavy copy: strokes thickened, counters filled, slight motion blur, speckle, JPEG q45.

`CLEAN` renders the same pages undamaged (same layout) for the reference figure: the gap is what the damage costs.
Run a set: PYTHONPATH=. python -m tests.noisy10 [check] [--clean] [--texts]
"""

from __future__ import annotations

import hashlib
import io
import time
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

from tests import fresh_images5 as f5

FINISH_SUFFIX = {"clean": ".png", "grainy": ".jpg", "halftone": ".tif", "thin": ".tif", "thin_std": ".tif",
                 "smudge": ".jpg"}
_BAYER4 = np.array([[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]], dtype=np.float32)


def _rotate(img: Image.Image, rng: np.random.Generator, lo: float, hi: float, fill: int) -> Image.Image:
    angle = float(rng.uniform(lo, hi)) * (1 if rng.random() < 0.5 else -1)
    return img.rotate(angle, resample=Image.Resampling.BILINEAR, expand=False, fillcolor=fill)


def grainy(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    ink, paper = float(rng.uniform(85, 115)), float(rng.uniform(200, 218))
    arr = ink + np.asarray(img, dtype=np.float32) / 255.0 * (paper - ink)
    out = _rotate(Image.fromarray(arr.clip(0, 255).astype(np.uint8)), rng, 1.5, 2.5, int(paper))
    out = out.filter(ImageFilter.GaussianBlur(float(rng.uniform(1.1, 1.5))))
    arr = np.asarray(out, dtype=np.float32) + rng.normal(0, float(rng.uniform(14, 20)), out.size[::-1])
    h, w = arr.shape
    n = int(h * w * 0.0015)
    arr[rng.integers(0, h, n), rng.integers(0, w, n)] = rng.uniform(0, 80, n)
    arr[rng.integers(0, h, n), rng.integers(0, w, n)] = 255
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8))


def halftone(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    ink, paper = float(rng.uniform(60, 90)), float(rng.uniform(224, 238))
    arr = ink + np.asarray(_rotate(img, rng, 0.3, 1.2, 255), dtype=np.float32) / 255.0 * (paper - ink)
    arr = np.asarray(Image.fromarray(arr.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.7)), dtype=np.float32)
    h, w = arr.shape
    cells = np.tile(_BAYER4, (h // 4 + 1, w // 4 + 1))[:h, :w]
    bw = np.where(arr / 255.0 * 16 <= cells + 0.5, 0, 255).astype(np.uint8)
    return Image.fromarray(bw).convert("1", dither=Image.Dither.NONE)


def thin(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    turned = _rotate(img, rng, 0.4, 1.6, 255)
    worn = np.asarray(turned.filter(ImageFilter.MaxFilter(3)), dtype=np.float32)
    arr = 0.45 * np.asarray(turned, dtype=np.float32) + 0.55 * worn  # strokes thinned to a grey core
    arr = np.asarray(Image.fromarray(arr.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6)), dtype=np.float32)
    arr += rng.normal(0, 25, arr.shape)
    bw = np.where(arr < float(rng.uniform(120, 140)), 0, 255).astype(np.uint8)
    h, w = bw.shape
    n = int(h * w * 0.0006)
    bw[rng.integers(0, h, n), rng.integers(0, w, n)] = 0
    y = int(rng.integers(h // 4, h - 4))
    bw[y: y + 2, :] = 0
    return Image.fromarray(bw).convert("1", dither=Image.Dither.NONE)


def smudge(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    out = _rotate(img, rng, 0.5, 1.5, 255).filter(ImageFilter.MinFilter(3))
    kernel = [0.0] * 25
    for i in range(10, 15):
        kernel[i] = 0.2  # a horizontal smear: the page slid in the feeder
    out = out.filter(ImageFilter.Kernel((5, 5), kernel, scale=1.0))
    arr = np.asarray(out, dtype=np.float32) * float(rng.uniform(0.8, 0.9)) + rng.normal(0, 10, out.size[::-1])
    h, w = arr.shape
    n = int(h * w * 0.001)
    arr[rng.integers(0, h, n), rng.integers(0, w, n)] = 20
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8))


DAMAGE = {"grainy": grainy, "halftone": halftone, "thin": thin, "thin_std": thin, "smudge": smudge}


def draw(d: f5.Doc, seed: int, finish: str) -> Image.Image:
    p = f5.Page(d.font)
    f5.LAYOUTS[d.layout](p, d)
    img = p.img.crop((0, 0, p.img.width, min(p.img.height, p.px(p.y + 60))))
    if finish == "clean":
        return img
    out = DAMAGE[finish](img, np.random.default_rng(seed))
    if finish == "thin_std":
        out = out.resize((out.width, out.height // 2), Image.Resampling.NEAREST)
    return out


def save(d: f5.Doc, seed: int, folder: Path, stem: str, finish: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (stem + FINISH_SUFFIX[finish])
    img = draw(d, seed, finish)
    buf = io.BytesIO()
    dpi = (204, 98) if finish == "thin_std" else (f5.DPI, f5.DPI)
    if finish == "clean":
        img.save(buf, "PNG", dpi=dpi)
    elif finish in ("grainy", "smudge"):
        img.save(buf, "JPEG", quality=30 if finish == "grainy" else 45, dpi=dpi)
    else:
        img.save(buf, "TIFF", compression="group4", dpi=dpi)
    path.write_bytes(buf.getvalue())
    return path


def writer(clean: bool, seed0: int):
    """write(folder, docs, prefix) for f5.score_images: each document in its own finish (or clean)."""
    def write(folder: Path, docs: list[f5.Doc], prefix: str) -> list[Path]:
        return [save(d, seed0 + i, folder, f"{prefix}_{i:02d}", "clean" if clean else d.finish)
                for i, d in enumerate(docs)]
    return write


def ocr_all(paths: list[Path], cache: Path | None = None) -> list:
    """docflow's OCR of each image (cached per image and OCR code); a page tesseract gives up on (a timeout on a
    page of heavy grain) reads as nothing, so its document counts as all missed. Prints the seconds each took."""
    from stages.ocr import run_ocr
    from status.models import DocumentError, OcrPage, OcrResult

    results = []
    for path in paths:
        key = cache / (hashlib.sha256(path.read_bytes()).hexdigest()[:32] + ".json") if cache else None
        if key is not None and key.exists():
            results.append(OcrResult.model_validate_json(key.read_text()))
            continue
        start = time.process_time(), time.perf_counter()
        try:
            result = run_ocr(path)
        except DocumentError as exc:
            print(f"{path.name}: {exc.code}", flush=True)
            result = OcrResult(doc_id=path.name, content_hash="-", source_format="image",
                               pages=[OcrPage(page=1, text="-", method="tesseract")], text="-")
        print(f"{path.name}: {time.perf_counter() - start[1]:.1f} s", flush=True)
        if key is not None:
            key.parent.mkdir(parents=True, exist_ok=True)
            key.write_text(result.model_dump_json())
        results.append(result)
    return results


def score(docs: list[f5.Doc], cache: Path | None, prefix: str, clean: bool = False, seed0: int = 1000,
          folder: Path | None = None) -> dict:
    from unittest import mock

    folder = folder or Path("/tmp/noisy10_images") / (prefix + ("_clean" if clean else ""))
    with mock.patch.object(f5, "ocr_all", ocr_all):
        return f5.score_images(docs, folder=folder, cache=cache, prefix=prefix, write=writer(clean, seed0))


def per_finish(out: dict, docs: list[f5.Doc]) -> dict[str, str]:
    """Right / stated per finish (the misses name the document)."""
    stated: dict[str, int] = {}
    missed: dict[str, int] = {}
    for d in docs:
        stated[d.finish] = stated.get(d.finish, 0) + sum(v is not None for v in d.truth.values())
    for i, _, name, want, _ in out["misses"]:
        if want is not None and name != "doc_type" and not name.endswith(".currency"):
            missed[docs[i].finish] = missed.get(docs[i].finish, 0) + 1
    return {f: f"{(n - missed.get(f, 0)) / n:.3f} ({n - missed.get(f, 0)}/{n})" for f, n in stated.items()}


def main(argv: list[str], docs: list[f5.Doc], check_docs: list[f5.Doc]) -> dict:
    which = check_docs if "check" in argv else docs
    prefix = "check" if which is check_docs else "tune"
    clean = "--clean" in argv
    out = score(which, Path("/tmp/noisy10_images/ocr_cache_" + _code_key()), prefix, clean)
    if "--texts" in argv:
        for i, text in enumerate(out["texts"]):
            print(f"=== {i} {which[i].layout} {which[i].finish}\n{text}")
    f5.report(out, which)
    print("per finish:", per_finish(out, which))
    from stages.ocr_image import REREAD_STATS, SMOOTH_STATS, WORD_STATS
    print("extra tesseract calls:", {"smoothed": SMOOTH_STATS, "codes": WORD_STATS, "side_by_side": REREAD_STATS})
    return out


def _code_key() -> str:
    """OCR results are cached per image and per the OCR code as it is now (this round changes OCR without
    bumping its version): a hash of the OCR modules' source."""
    root = Path(__file__).resolve().parents[1] / "stages"
    digest = hashlib.sha256()
    for name in ("ocr.py", "ocr_image.py"):
        digest.update((root / name).read_bytes())
    return digest.hexdigest()[:12]
