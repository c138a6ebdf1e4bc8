"""perf24 (issue 12): page preparation must give the very same pixels after its CPU cuts.

Every OCRed page of the given folders (image frames; PDF pages without a usable text layer, rendered as the OCR stage
renders them) is prepared with `stages.ocr_image.prepare` exactly as `ocr_image` calls it (and image frames once
more as `_second_reading` enlarges them), and the prepared array, factor, skew, stretch and letter height are
hashed per page. `--write FILE` stores the hashes; `--check FILE` compares and fails on any difference. CPU time of
`prepare` per page is printed (time.process_time; the machine is shared, wall time is noise).

    python -m tests.perf24_same_pages --write /tmp/perf24_pages.json sample_docs/batch sample_docs/shop3/batch ...
    python -m tests.perf24_same_pages --check /tmp/perf24_pages.json sample_docs/batch ...
Ends with `RESULT pages=N changed=K cpu_ms_per_page=X`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

from stages import ocr_image as oi
from stages.ocr import OcrSettings, RETRY_WIDTH
from stages.ocr_pdf import iter_pdf_pages, open_pdf

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp", ".gif", ".webp"}


def pages(folders: list[str]):
    """(name, image, prepare kwargs) for every OCRed page of the folders' files, in name order."""
    settings = OcrSettings()
    for folder in folders:
        for path in sorted(Path(folder).iterdir()):
            suffix = path.suffix.lower()
            if suffix in IMAGE_SUFFIXES:
                for n, frame in enumerate(oi.iter_image_frames(path, settings.max_pages), start=1):
                    yield f"{path}#{n}", frame, dict(upscale_below=settings.upscale_below, fit_text=True)
                    yield f"{path}#{n}@retry", frame, dict(upscale_below=RETRY_WIDTH, fit_text=True)
            elif suffix == ".pdf":
                with open_pdf(path) as pdf:
                    for content in iter_pdf_pages(pdf, path, dpi=settings.dpi,
                                                  text_layer_min_chars=settings.text_layer_min_chars):
                        if content.text_layer is not None or content.image is None:
                            continue
                        denoise = settings.denoise_pdf and (content.render_dpi or 0) >= 200
                        yield (f"{path}#{content.page_no}", content.image,
                               dict(upscale_below=0, denoise=denoise, fit_text=False))


def page_hash(page: oi.PreparedPage) -> str:
    arr = np.ascontiguousarray(page.array if page.array is not None else np.asarray(page.pixels))
    assert np.array_equal(np.asarray(page.pixels), arr)
    h = hashlib.sha256(arr.tobytes())
    h.update(repr((arr.shape, str(arr.dtype), page.factor, page.skew, page.stretch, page.letter_px)).encode())
    return h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", metavar="FILE")
    mode.add_argument("--check", metavar="FILE")
    ap.add_argument("--repeat", type=int, default=1, help="prepare each page this many times (CPU figures)")
    ap.add_argument("folders", nargs="+")
    args = ap.parse_args(argv)
    got: dict[str, str] = {}
    cpu = 0.0
    for name, image, kw in pages(args.folders):
        for _ in range(args.repeat):
            t0 = time.process_time()
            page = oi.prepare(image, **kw)
            cpu += time.process_time() - t0
        got[name] = page_hash(page)
    n = len(got)
    per_page = 1000 * cpu / max(1, n * args.repeat)
    if args.write:
        Path(args.write).write_text(json.dumps(got, indent=0, sort_keys=True))
        changed: list[str] = []
    else:
        want = json.loads(Path(args.check).read_text())
        changed = sorted(k for k in set(want) | set(got) if want.get(k) != got.get(k))
        for k in changed[:20]:
            print("CHANGED", k)
    print(f"{'pages':>8} {'changed':>8} {'cpu_ms/page':>12}")
    print(f"{n:>8} {len(changed):>8} {per_page:>12.2f}")
    print(f"RESULT pages={n} changed={len(changed)} cpu_ms_per_page={per_page:.2f}")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
