"""PDFs through pypdfium2: the embedded text layer when a page has one, else render and OCR.

One page is loaded, read or rendered, and closed before the next, so memory stays
at one page's bitmap however long the document is. PDFium is not thread-safe, so
every call into it holds PDFIUM_LOCK; the lock is released while tesseract reads a
rendered page, which is where the time goes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
import re
import threading
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from pypdfium2.version import PDFIUM_INFO
from PIL import Image

from status.models import DocumentError

# Tesseract and memory both suffer on giant renders (an A0 poster at 300 dpi is 140 MP).
MAX_RENDER_PIXELS = 60_000_000

PDFIUM_BUILD = str(PDFIUM_INFO.build)  # text extraction and rendering change between builds

# One process-wide lock: PDFium must never be entered from two threads at once.
PDFIUM_LOCK = threading.RLock()


@dataclass
class PdfPageContent:
    """What one page offers: its text layer, or (when that is trivial) a rendered image."""

    page_no: int
    text_layer: str | None
    image: Image.Image | None
    render_dpi: int | None


@contextmanager
def open_pdf(path: Path) -> Iterator[pdfium.PdfDocument]:
    """Open a PDF, telling a password-protected, an empty and a damaged file apart.

    The cause is read from the file's own bytes, never from PDFium's last-error value:
    that value is process-wide and not reset by every failure (a PDF without pages
    fails to load with no error of its own and showed the code of whichever PDF failed
    before it).
    """
    try:
        with PDFIUM_LOCK:
            pdf = pdfium.PdfDocument(path)
    except pdfium.PdfiumError as exc:
        raise _load_error(path, exc) from exc
    try:
        if page_count(pdf) == 0:
            raise DocumentError(f"{path.name}: the PDF has no pages", code="empty_pdf")
        yield pdf
    finally:
        with PDFIUM_LOCK:
            pdf.close()


_ENCRYPT_RE = re.compile(rb"/Encrypt\s*(\d+\s+\d+\s+R|<<)")
_PAGE_RE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")
_NO_PAGES_RE = re.compile(rb"/Count\s+0(?![0-9])")


def _load_error(path: Path, exc: Exception) -> DocumentError:
    data = path.read_bytes()
    if _ENCRYPT_RE.search(data):
        return DocumentError(
            f"{path.name}: the PDF is password-protected (encrypted); it cannot be read without the password",
            code="encrypted_pdf",
        )
    if _NO_PAGES_RE.search(data) and not _PAGE_RE.search(data):
        return DocumentError(f"{path.name}: the PDF has no pages", code="empty_pdf")
    return DocumentError(f"{path.name}: not a readable PDF ({exc})", code="corrupt_pdf")


def page_count(pdf: pdfium.PdfDocument) -> int:
    with PDFIUM_LOCK:
        return len(pdf)


def clean_text_layer(raw: str) -> str:
    """PDFium text as plain lines: \\n line ends, no form feeds (they separate our pages), no NULs."""
    text = raw.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").replace("\x00", "")
    text = text.replace("\ufffe", "").replace("\x02", "-")  # PDFium's soft-hyphen marker
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")


def non_space_chars(text: str) -> int:
    """How many characters of `text` are not white space (str.isspace): what str.split() leaves."""
    return sum(map(len, text.split()))


def iter_pdf_pages(
    pdf: pdfium.PdfDocument, path: Path, *, dpi: int, text_layer_min_chars: int
) -> Iterator[PdfPageContent]:
    """Yield each page's text layer, or its rendering when the layer is trivial or absent."""
    for index in range(page_count(pdf)):
        yield read_page(pdf, index, path, dpi=dpi, text_layer_min_chars=text_layer_min_chars)


def read_page(pdf: pdfium.PdfDocument, index: int, path: Path, *, dpi: int, text_layer_min_chars: int) -> PdfPageContent:
    page_no = index + 1
    with PDFIUM_LOCK:
        try:
            page = pdf[index]
        except pdfium.PdfiumError as exc:
            raise DocumentError(f"{path.name}: page {page_no} cannot be loaded ({exc})", code="corrupt_pdf") from exc
        try:
            textpage = page.get_textpage()
            try:
                text = clean_text_layer(textpage.get_text_range())
            finally:
                textpage.close()
            if non_space_chars(text) >= text_layer_min_chars:
                return PdfPageContent(page_no, text, None, None)
            return PdfPageContent(page_no, None, *_render(page, dpi))
        except pdfium.PdfiumError as exc:
            raise DocumentError(f"{path.name}: page {page_no} cannot be rendered ({exc})", code="corrupt_pdf") from exc
        finally:
            page.close()


def _render(page: pdfium.PdfPage, dpi: int) -> tuple[Image.Image, int]:
    """Render in grayscale at `dpi`, lowered for pages so big the bitmap would be unreasonable."""
    width_pt, height_pt = page.get_size()
    pixels = (width_pt * dpi / 72) * (height_pt * dpi / 72)
    if pixels > MAX_RENDER_PIXELS:
        dpi = int(dpi * (MAX_RENDER_PIXELS / pixels) ** 0.5)
    # new_native: the pixels go into a buffer Python allocates (pypdfium2's default, named here because the image
    # relies on it). Closing the bitmap releases only PDFium's handle, not that buffer, and the image from to_pil
    # shares it (grey) or holds its own copy (colour), so the image is handed over without copying the page again.
    bitmap = page.render(scale=dpi / 72, bitmap_maker=pdfium.PdfBitmap.new_native, **_gray_render(page))
    try:
        image = bitmap.to_pil()
    finally:
        bitmap.close()
    return image, dpi


def _gray_render(page: pdfium.PdfPage) -> dict:
    """How a page is rendered in grayscale: into an 8-bit grey bitmap, with PDFium's grayscale mode (every colour
    turned grey as it is drawn) unless nothing on the page has a colour to turn. A scanned page (grey images only,
    no annotation) is rendered into the grey bitmap without that mode: the same pixels (the tuning shops' 67
    scanned pages compared) at ~1/3 of the CPU (~20 ms a 300-dpi page instead of ~65; the mode sends every pixel
    of a stretched image through its colour conversion)."""
    if _grey_images_only(page):
        return {"force_bitmap_format": pdfium_c.FPDFBitmap_Gray}
    return {"grayscale": True}


def _grey_images_only(page: pdfium.PdfPage) -> bool:
    """The page holds images in DeviceGray and nothing else (no text, path, form XObject or annotation)."""
    if pdfium_c.FPDFPage_GetAnnotCount(page) != 0:
        return False
    objects = list(page.get_objects(max_depth=0))
    return bool(objects) and all(
        obj.type == pdfium_c.FPDF_PAGEOBJ_IMAGE and obj.get_metadata().colorspace == pdfium_c.FPDF_COLORSPACE_DEVICEGRAY
        for obj in objects
    )
