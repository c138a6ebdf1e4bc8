"""What the OCR stage does to a page's pixels before tesseract, decided from the page itself:
skewed pages are levelled (and their word boxes put back on the page as given); level pages
are left alone."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

from stages.ocr import run_ocr
from stages.ocr_image import MIN_GLYPH_PX, MIN_SKEW_DEG, TARGET_GLYPH_PX, glyph_sizes, prepare, skew_angle, unturn_box
from status.models import OcrWord
from tests.test_ocr import font

LINES = [
    "Statement of account for the period ending March",
    "Reference 88213-B opened by the customer service desk",
    "Amount approved for the refund 1,250.00 EUR in full",
    "Please keep this letter with your purchase records",
    "Delivery was made by courier to the address on file",
    "Questions about this notice go to the accounts team",
]


def page(lines: list[str] = LINES, size: int = 30, width: int = 1400) -> Image.Image:
    """A letter-like page: dark text lines on white, like a clean 200-dpi scan."""
    img = Image.new("L", (width, 140 + int(size * 2.2) * len(lines)), 255)
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((60, 70 + i * int(size * 2.2)), line, fill=0, font=font(size))
    return img


def turned(img: Image.Image, degrees: float) -> Image.Image:
    """The page fed in skewed: turned counter-clockwise as seen (PIL's sense), paper-white corners."""
    return img.rotate(degrees, resample=Image.Resampling.BILINEAR, fillcolor=255)


def noisy(img: Image.Image, sigma: float = 10.0, seed: int = 1) -> Image.Image:
    rng = np.random.default_rng(seed)
    arr = np.asarray(img, dtype=np.float32) + rng.normal(0, sigma, (img.height, img.width))
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8))


@pytest.mark.parametrize("degrees", [-2.0, -1.2, 0.7, 1.5, 2.5])
def test_skew_angle_is_the_turn_that_levels_the_lines(degrees: float):
    gray = np.asarray(turned(page(), degrees))
    assert skew_angle(gray) == pytest.approx(-degrees, abs=0.15)


def test_level_page_and_blank_page_have_no_skew():
    assert abs(skew_angle(np.asarray(page()))) < MIN_SKEW_DEG
    assert skew_angle(np.full((600, 800), 250, np.uint8)) == 0.0


def test_clean_level_page_is_left_as_it_is():
    img = page()
    prepared = prepare(img, 0)
    assert prepared.skew == 0.0 and prepared.factor == 1.0
    assert np.array_equal(np.asarray(prepared.pixels), np.asarray(img))


def test_slightly_skewed_page_is_left_as_it_is():
    """Below MIN_SKEW_DEG tesseract copes on its own; turning would only blur the strokes."""
    assert prepare(turned(page(), 0.3), 0).skew == 0.0


def test_skewed_page_is_levelled():
    prepared = prepare(turned(page(), 1.8), 0)
    assert prepared.skew == pytest.approx(-1.8, abs=0.15)
    assert abs(skew_angle(np.asarray(prepared.pixels))) < MIN_SKEW_DEG
    assert prepare(turned(page(), 1.8), 0, adapt=False).skew == 0.0


def test_unturn_box_puts_the_centre_back():
    """A box read on the page turned by +3 degrees about its centre goes back where it was."""
    width, height, degrees = 1000, 800, 3.0
    cx, cy = 900.0, 100.0  # the word's centre on the page as given
    a = math.radians(degrees)
    dx, dy = cx - width / 2, cy - height / 2
    # counter-clockwise as seen, y pointing down (OpenCV's getRotationMatrix2D)
    tx, ty = dx * math.cos(a) + dy * math.sin(a) + width / 2, -dx * math.sin(a) + dy * math.cos(a) + height / 2
    read = OcrWord(text="word", conf=90, left=round(tx - 40), top=round(ty - 10), width=80, height=20)
    back = unturn_box(read, degrees, width, height)
    assert (back.left + 40, back.top + 10) == (pytest.approx(cx, abs=1), pytest.approx(cy, abs=1))


def test_skewed_noisy_scan_reads_fully_with_boxes_on_the_page_as_given(tmp_path: Path):
    """End to end: the levelled page is read, and each word's box lies on that word in the file's
    own pixels (ink under the box centre's row), not on the levelled copy."""
    degrees = -2.5
    scan = noisy(turned(page(), degrees), sigma=8)
    path = tmp_path / "scan.png"
    scan.save(path)
    result = run_ocr(path)
    words = [w for w in result.pages[0].words]
    read = [w.text for w in words]
    for line in LINES:
        for word in line.split():
            assert word in read, (word, read)
    ink = np.asarray(turned(page(), degrees)) < 128
    inked = 0
    for w in words:
        box = ink[w.top: w.top + w.height, w.left: w.left + w.width]
        inked += box.size > 0 and box.mean() > 0.08
    assert inked >= 0.9 * len(words)


# --------------------------------------------------------------------------- print size and pixel shape


def small_page(scale: float) -> Image.Image:
    """The letter-like page as a low-resolution image: `scale` of its 200-dpi-like size (area-averaged)."""
    big = page()
    return big.resize((round(big.width * scale), round(big.height * scale)), Image.Resampling.BOX)


def test_glyph_sizes_measure_the_print():
    big, small = glyph_sizes(np.asarray(page())), glyph_sizes(np.asarray(small_page(0.4)))
    assert big is not None and small is not None
    assert small.height == pytest.approx(0.4 * big.height, rel=0.25)
    assert 1.0 < big.aspect < 2.0
    assert glyph_sizes(np.full((600, 800), 250, np.uint8)) is None  # nothing to measure


def test_good_page_passes_unchanged():
    """Print big enough and square pixels: the pixels tesseract sees are the page's own."""
    img = page()
    prepared = prepare(img, 0, fit_text=True)
    assert (prepared.factor, prepared.stretch, prepared.skew) == (1.0, 1.0, 0.0)
    assert np.array_equal(np.asarray(prepared.pixels), np.asarray(img))


def test_low_resolution_page_is_enlarged_to_the_target_letter_height():
    img = small_page(0.35)
    before = glyph_sizes(np.asarray(img))
    assert before is not None and before.height < MIN_GLYPH_PX
    prepared = prepare(img, 0, fit_text=True)
    assert prepared.factor > 1.0 and prepared.stretch == 1.0
    after = glyph_sizes(np.asarray(prepared.pixels))
    assert after is not None and after.height == pytest.approx(TARGET_GLYPH_PX, rel=0.25)
    assert prepare(img, 0).factor == 1.0  # only where nothing says how big the print is (not PDF renders)


def fax_page(tag: bool = True) -> Image.Image:
    """The page as a standard-resolution fax: 204 x 98 dpi (half as many rows), black and white."""
    img = page()
    squashed = img.resize((img.width, round(img.height * 98 / 204)), Image.Resampling.BOX)
    fax = squashed.point(lambda v: 0 if v < 140 else 255).convert("1", dither=Image.Dither.NONE)
    if tag:
        fax.info["dpi"] = (204.0, 98.0)
    return fax


@pytest.mark.parametrize("tag", [True, False])
def test_fax_resolution_page_is_made_square(tag: bool):
    """From the file's dpi tag when it has one, else from the squashed shape of its letters."""
    img = fax_page(tag)
    prepared = prepare(img, 0, fit_text=True)
    assert prepared.stretch == pytest.approx(204 / 98, rel=0.01)
    assert prepared.pixels.height == pytest.approx(img.height * 204 / 98 * prepared.factor, abs=2)
    glyphs = glyph_sizes(np.asarray(prepared.pixels))
    assert glyphs is not None and 1.0 < glyphs.aspect < 2.0


def test_square_fine_fax_is_not_stretched():
    img = page().convert("1", dither=Image.Dither.NONE)
    img.info["dpi"] = (204.0, 196.0)
    assert prepare(img, 0, fit_text=True).stretch == 1.0


def test_fax_reads_with_boxes_in_square_pixels(tmp_path: Path):
    """End to end: the fax TIFF is read fully; the page and its word boxes are given in square
    pixels (the file's columns, its rows times the stretch), so boxes keep a letter's shape."""
    path = tmp_path / "fax.tif"
    fax = fax_page()
    fax.save(path, compression="group4", dpi=(204, 98))
    result = run_ocr(path)
    words = result.pages[0].words
    read = [w.text for w in words]
    for line in LINES:
        for word in line.split():
            assert word in read, (word, read)
    assert result.pages[0].height == pytest.approx(fax.height * 204 / 98, abs=2)
    assert result.pages[0].width == fax.width
    ink = np.asarray(page()) < 128
    inked = sum(ink[w.top: w.top + w.height, w.left: w.left + w.width].mean() > 0.08 for w in words)
    assert inked >= 0.9 * len(words)


def test_grey_page_with_flat_print_is_never_stretched_without_a_tag():
    """Only a black-and-white page is taken for an untagged fax from its letters' shape: a grey
    photo's narrow-printed rows (or a receipt's dashed rules) stay as they are."""
    img = page()
    squashed = img.resize((img.width, round(img.height * 98 / 204)), Image.Resampling.BOX)
    assert prepare(squashed, 0, fit_text=True).stretch == 1.0


def test_dashed_rules_and_specks_do_not_count_as_letters():
    """A page of dashes and paper grain only has no print to measure; dashes beside text leave
    the measured letter height alone."""
    rng = np.random.default_rng(3)
    dashes = Image.new("L", (1400, 900), 255)
    draw = ImageDraw.Draw(dashes)
    for row in range(8):
        for col in range(60):
            draw.rectangle((40 + col * 22, 60 + row * 100, 52 + col * 22, 63 + row * 100), fill=0)
    grain = np.asarray(dashes).copy()
    ys, xs = rng.integers(0, 900, 3000), rng.integers(0, 1400, 3000)
    grain[ys, xs] = 60
    assert glyph_sizes(grain) is None
    text = page()
    both = Image.new("L", (text.width, text.height + 900), 255)
    both.paste(text, (0, 0))
    both.paste(Image.fromarray(grain), (0, text.height))
    alone, mixed = glyph_sizes(np.asarray(text)), glyph_sizes(np.asarray(both))
    assert alone is not None and mixed is not None and mixed.height == pytest.approx(alone.height, abs=1)


def test_untagged_black_and_white_page_not_found_squashed_is_read_as_it_is():
    """Small print on an untagged 1-bit page whose letters do not look squashed (a fax's broken
    letters can hide it): not enlarged; the same page with a scanner's dpi tag is."""
    img = small_page(0.35).point(lambda v: 0 if v < 128 else 255).convert("1", dither=Image.Dither.NONE)
    assert prepare(img, 0, fit_text=True).factor == 1.0
    img.info["dpi"] = (72.0, 72.0)
    assert prepare(img, 0, fit_text=True).factor > 1.0
