"""perf25: a rendered PDF page is handed over without a second copy; its pixels are the same as before."""

from __future__ import annotations

import gc
import hashlib
from pathlib import Path

from stages import ocr_pdf

REPO = Path(__file__).resolve().parent.parent
PDFS = sorted((REPO / "sample_docs" / "batch").glob("*.pdf")) + sorted((REPO / "sample_docs" / "shop3" / "batch").glob("*.pdf"))[:6]


def _old_render(page, dpi):
    """The code before perf25: the image copied out of the bitmap before it was closed."""
    width_pt, height_pt = page.get_size()
    pixels = (width_pt * dpi / 72) * (height_pt * dpi / 72)
    if pixels > ocr_pdf.MAX_RENDER_PIXELS:
        dpi = int(dpi * (ocr_pdf.MAX_RENDER_PIXELS / pixels) ** 0.5)
    bitmap = page.render(scale=dpi / 72, **ocr_pdf._gray_render(page))
    try:
        image = bitmap.to_pil().copy()
    finally:
        bitmap.close()
    return image, dpi


def _digest(image) -> tuple:
    return image.mode, image.size, hashlib.sha256(image.tobytes()).hexdigest()


def test_rendered_pages_unchanged_and_outlive_the_bitmap():
    checked = {"grey": 0, "colour": 0}
    for path in PDFS:
        with ocr_pdf.open_pdf(path) as pdf:
            for index in range(ocr_pdf.page_count(pdf)):
                with ocr_pdf.PDFIUM_LOCK:
                    page = pdf[index]
                    try:
                        grey_only = "force_bitmap_format" in ocr_pdf._gray_render(page)
                        old, old_dpi = _old_render(page, 300)
                        new, new_dpi = ocr_pdf._render(page, 300)
                    finally:
                        page.close()
                gc.collect()
                junk = [bytearray(new.size[0] * new.size[1]) for _ in range(3)]  # reuse freed memory, if any was
                for block in junk:
                    block[:] = b"\xaa" * len(block)
                assert new_dpi == old_dpi
                assert _digest(new) == _digest(old), (path.name, index)
                checked["grey" if grey_only else "colour"] += 1
                old.close()
                new.close()
                if sum(checked.values()) >= 8 and all(checked.values()):
                    return
    raise AssertionError(f"too few pages of both kinds rendered: {checked}")
