"""Long straight rules (table grids, boxes, underlines) are erased before tesseract (issue 9, ocr-9).

Real pages drawn with PIL, read by the real tesseract through stages.ocr_image.ocr_image (psm 6, as image
files are read). Made-up labels and values."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from stages import ocr_image as oi

pytestmark = pytest.mark.skipif(oi.tesseract_version() is None, reason="tesseract not installed")

_SANS = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def _font(px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(_SANS), px) if _SANS.exists() else ImageFont.load_default(px)


def read(img: Image.Image) -> str:
    return oi.ocr_image(img, page_no=1, lang="eng", psm=6, timeout_s=60, upscale_below=0).text


def ruled_grid() -> Image.Image:
    """A title over a two-column grid of label and value cells, every cell boxed by 2-px lines."""
    rows = [("Invoice Number", "QX-30418"), ("Invoice Date", "March 3, 2026"),
            ("Account", "7731-0092"), ("Payment Terms", "Net 30"), ("Amount Due", "412.75 EUR")]
    img = Image.new("L", (1400, 640), 255)
    draw = ImageDraw.Draw(img)
    draw.text((80, 40), "Billing Summary", font=_font(40), fill=0)
    left, mid, right, top, step = 80, 520, 1300, 140, 80
    for i, (label, value) in enumerate(rows):
        y = top + i * step
        draw.text((left + 20, y + 24), label, font=_font(30), fill=0)
        draw.text((mid + 20, y + 24), value, font=_font(30), fill=0)
    for i in range(len(rows) + 1):
        draw.line([(left, top + i * step), (right, top + i * step)], fill=0, width=2)
    for x in (left, mid, right):
        draw.line([(x, top), (x, top + len(rows) * step)], fill=0, width=2)
    return img


def test_a_ruled_grid_of_label_and_value_cells_is_read():
    text = read(ruled_grid())
    for word in ("Invoice Number", "QX-30418", "March 3, 2026", "7731-0092", "Payment Terms", "Net 30",
                 "412.75"):
        assert word in text, text


def test_underlined_text_keeps_its_letters():
    img = Image.new("L", (1300, 420), 255)
    draw = ImageDraw.Draw(img)
    lines = ["Please reply by Friday, quoting your policy", "number, so that we can arrange a prompt refund."]
    for i, line in enumerate(lines):
        y = 60 + i * 130
        draw.text((60, y), line, font=_font(36), fill=0)
        width = int(draw.textlength(line, font=_font(36)))
        draw.line([(60, y + 40), (60 + width, y + 40)], fill=0, width=3)  # through the descenders
    page = oi.prepare(img, 0, fit_text=True)
    pixels = np.asarray(page.pixels)
    assert (pixels[100:103, 200:1000] > 200).all()  # the first underline is gone
    text = read(img)
    for word in ("Please", "reply", "Friday,", "quoting", "policy", "arrange", "prompt", "refund."):
        assert word in text, text


def test_a_page_without_rules_is_unchanged():
    img = Image.new("L", (1200, 400), 255)
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(["Dear Ms Okafor, thank you for your letter of 2 May.",
                              "The replacement part left our warehouse this morning."]):
        draw.text((60, 60 + i * 60), line, font=_font(30), fill=0)
    gray = oi.to_grayscale(img)
    assert oi.without_rules(gray) is gray
    assert np.array_equal(np.asarray(oi.prepare(img, 0, fit_text=True).pixels), np.asarray(gray))


def test_a_filled_bar_is_no_rule():
    """A dark band with white print in it is not a thin rule: it stays dark."""
    img = Image.new("L", (1200, 300), 255)
    draw = ImageDraw.Draw(img)
    draw.rectangle([(40, 40), (1160, 110)], fill=0)
    draw.text((60, 55), "ORDER CONFIRMATION", font=_font(40), fill=255)
    for i in range(3):
        draw.text((60, 150 + i * 40), "Thank you for ordering with us again this spring.", font=_font(28), fill=0)
    out = np.asarray(oi.without_rules(oi.to_grayscale(img)))
    assert (out[45:50, 100:1100] < 60).all()
