"""perf15's shortcuts in the OCR stage (issue 12) give what the slow paths gave: each against the code it replaced,
over many inputs. No timings."""

from __future__ import annotations

import io
import random
import sys

import cv2
import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageOps
from pytesseract.pytesseract import file_to_dict

from stages import ocr_image as oi
from stages import tesseract_engine
from stages.ocr import _join
from stages.ocr_pdf import non_space_chars
from status.models import OcrPage, OcrWord


def _reference_stats(ink: np.ndarray) -> np.ndarray:
    return cv2.connectedComponentsWithStats(ink, connectivity=8)[2]


def _blobs(rng: np.random.Generator, shape: tuple[int, int], box: tuple[int, int, int, int], n: int) -> np.ndarray:
    """A 0/255 page with n random blobs (rectangles, dots, strokes) inside `box` (x0, y0, x1, y1)."""
    ink = np.zeros(shape, np.uint8)
    x0, y0, x1, y1 = box
    for _ in range(n):
        x, y = int(rng.integers(x0, x1)), int(rng.integers(y0, y1))
        w, h = int(rng.integers(1, 12)), int(rng.integers(1, 12))
        ink[y:min(y + h, y1), x:min(x + w, x1)] = 255
    speck = rng.random((y1 - y0, x1 - x0)) < 0.01
    ink[y0:y1, x0:x1][speck] = 255
    return ink


def test_component_stats_on_the_ink_box_equal_opencv_on_the_whole_page():
    rng = np.random.default_rng(15)
    for _ in range(300):
        h, w = int(rng.integers(1, 160)), int(rng.integers(1, 160))
        x0, y0 = int(rng.integers(0, w)), int(rng.integers(0, h))
        x1, y1 = int(rng.integers(x0 + 1, w + 1)), int(rng.integers(y0 + 1, h + 1))
        ink = _blobs(rng, (h, w), (x0, y0, x1, y1), int(rng.integers(0, 40)))
        assert np.array_equal(oi.component_stats(ink), _reference_stats(ink)), (h, w, x0, y0, x1, y1)


def test_component_stats_of_blank_full_and_single_pixel_pages():
    for ink in (np.zeros((9, 7), np.uint8), np.full((9, 7), 255, np.uint8)):
        assert np.array_equal(oi.component_stats(ink), _reference_stats(ink))
    for y in range(5):
        for x in range(6):
            ink = np.zeros((5, 6), np.uint8)
            ink[y, x] = 255
            assert np.array_equal(oi.component_stats(ink), _reference_stats(ink)), (y, x)
    frame = np.full((40, 50), 255, np.uint8)
    frame[1:-1, 1:-1] = 0  # ink round the edge, background only inside
    frame[20, 25] = 255
    assert np.array_equal(oi.component_stats(frame), _reference_stats(frame))


def test_component_stats_on_a_text_page_with_margins():
    page = Image.new("L", (1201, 1533), 255)
    draw = ImageDraw.Draw(page)
    rng = random.Random(3)
    for row in range(40):
        draw.text((157 + rng.randrange(9), 203 + 27 * row), " ".join("Word%d" % rng.randrange(999) for _ in range(9)),
                  fill=0)
    ink = cv2.threshold(np.asarray(page), 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)[1]
    stats = oi.component_stats(ink)
    assert len(stats) > 500 and np.array_equal(stats, _reference_stats(ink))


def test_otsu_ink_per_line_and_ink_points_equal_numpy():
    rng = np.random.default_rng(4)
    for _ in range(50):
        gray = rng.integers(0, 256, (int(rng.integers(1, 90)), int(rng.integers(1, 90))), dtype=np.uint8)
        ink = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)[1]
        for vertical in (True, False):
            assert oi.otsu_ink_per_line(ink, vertical).tolist() == oi.ink_per_line(ink, vertical).tolist()
        ys, xs = oi.ink_points(ink)
        want_ys, want_xs = np.nonzero(ink)
        assert ys.tolist() == want_ys.tolist() and xs.tolist() == want_xs.tolist()
    empty = np.zeros((0, 5), np.uint8)
    assert [a.tolist() for a in oi.ink_points(empty)] == [[], []]
    assert [a.tolist() for a in oi.ink_points(np.zeros((4, 5), np.uint8))] == [[], []]


def _png(img: Image.Image, **kw) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, format=kw.pop("format", "PNG"), **kw)
    buf.seek(0)
    out = Image.open(buf)
    out.load()
    return out


def _images() -> list[Image.Image]:
    rng = np.random.default_rng(8)
    rgb = Image.fromarray(rng.integers(0, 256, (37, 53, 3), dtype=np.uint8))
    rgba = Image.fromarray(rng.integers(0, 256, (37, 53, 4), dtype=np.uint8))
    turned = rgb.copy()
    exif = turned.getexif()
    exif[0x0112] = 6  # rotated: exif_transpose turns it
    jpeg = _png(turned, format="JPEG", exif=exif.tobytes())
    plain_exif = rgb.getexif()
    plain_exif[0x0112] = 1
    return [rgb.convert("L"), rgb, rgba, rgb.convert("P"), rgb.convert("1"), rgb.convert("LA"), jpeg,
            _png(rgb, format="JPEG", exif=plain_exif.tobytes()), _png(rgba.convert("RGBA")),
            Image.fromarray(rng.integers(0, 65536, (20, 30), dtype=np.uint16)).convert("I;16"),
            Image.fromarray(rng.integers(0, 1 << 20, (20, 30), dtype=np.int32))]


def test_gray_array_and_upright_give_the_pixels_exif_transpose_gave():
    for img in _images():
        before = img.tobytes()
        expected = np.asarray(_old_upright(img).convert("L"))
        got = oi.gray_array(img)
        assert got.dtype == np.uint8 and np.array_equal(got, expected), img.mode
        assert np.array_equal(np.asarray(oi.to_grayscale(img)), expected)
        assert np.array_equal(np.asarray(oi.upright(img).convert("RGB")), np.asarray(_old_upright(img).convert("RGB")))
        assert img.tobytes() == before  # the caller's image unchanged


def _old_upright(img: Image.Image) -> Image.Image:
    """`upright` as it was before perf15 (exif_transpose always, a copy when nothing turns)."""
    img = ImageOps.exif_transpose(img)
    if img.mode in ("RGBA", "LA", "PA") or (img.mode == "P" and "transparency" in img.info):
        rgba = img.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        img = Image.alpha_composite(white, rgba)
    if img.mode in ("I;16", "I;16B", "I;16L", "I"):
        img = img.point(lambda v: v / 256).convert("L")
    return img


def test_prepared_pixels_are_the_array_sent_to_the_engine():
    page = Image.new("L", (600, 300), 255)
    ImageDraw.Draw(page).text((20, 20), "Invoice 1234 total 56.00", fill=0)
    for fit in (False, True):
        prepared = oi.prepare(page, 0, denoise=True, fit_text=fit)
        assert prepared.array is not None and np.array_equal(np.asarray(prepared.pixels), prepared.array)
    assert np.array_equal(oi.without_rules(page), np.asarray(page)) and oi.without_rules(page) is page


def test_non_space_chars_counts_what_isspace_does_not():
    chars = [chr(c) for c in range(0x3100)] + ["\u3000", "\ufeff", "\u200b", "\U0001f600"]
    rng = random.Random(5)
    for _ in range(300):
        text = "".join(rng.choice(chars) for _ in range(rng.randrange(60)))
        assert non_space_chars(text) == sum(1 for c in text if not c.isspace())
    every = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)
    assert non_space_chars(every) == sum(1 for c in every if not c.isspace())


TSV_ROWS = [
    "1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t",
    "5\t1\t1\t1\t1\t1\t264\t180\t331\t63\t96.512344\tInvoice",
    "5\t1\t1\t1\t1\t2\t610\t180\t88\t63\t91.000000\t#4471",
    "5\t1\t2\t1\t1\t1\t264\t300\t40\t30\t0\t",
    "5\t1\t2\t1\t1\t2\t310\t300\t40\t30\t12.999\t1e3",
    "5\t1\t2\t1\t1\t3\t360\t300\t40\t30\t-1\t  ",
]


@pytest.mark.parametrize("tsv", [
    "", "\n", "   \n", "\n".join(TSV_ROWS) + "\n", "\n".join(TSV_ROWS), "\n".join(TSV_ROWS[:1]) + "\n",
    "\n".join(TSV_ROWS[:4]) + "\n",  # last row's text empty: pytesseract's short last row
    "\n".join(TSV_ROWS + ["5\t1\t3\t1\t1\t1\t1.5\tx\t40\t30\tnan\ta\tb"]),  # odd cells, a tab in the text
    "\n".join(TSV_ROWS + ["5\t1\t3"]),  # a short row
    "\n".join(TSV_ROWS + ["5\t1\t3\t1\t1\t1\t12345678901234567891\t0\t1\t1\t50\tbig"]),
    "5\t1\t1\t1\t1\t1\t\u0663\t1_0\t 7 \t+2\t-0.5\tdigits",
])
def test_tsv_to_dict_equals_pytesseract(tsv):
    assert tesseract_engine.tsv_to_dict(tsv) == file_to_dict(tesseract_engine.TSV_HEADER + tsv, "\t", -1)


@pytest.mark.skipif(not tesseract_engine.available(), reason="libtesseract's C API is not installed here")
def test_engine_reads_an_array_as_it_reads_the_image():
    page = Image.new("L", (700, 160), 255)
    draw = ImageDraw.Draw(page)
    draw.text((20, 30), "Invoice INV-2231 due 12.03.2026", fill=0)
    draw.text((20, 90), "Total EUR 1,249.00", fill=0)
    page = page.resize((1400, 320))
    arr = np.asarray(page)
    from_image = tesseract_engine.image_to_data(page, lang="eng", psm=6, dpi=None, timeout_s=60)
    assert tesseract_engine.image_to_data(arr, lang="eng", psm=6, dpi=None, timeout_s=60) == from_image
    assert tesseract_engine.image_to_data(np.asfortranarray(arr), lang="eng", psm=6, dpi=None, timeout_s=60) == from_image
    assert "Total" in from_image["text"]
    with pytest.raises(ValueError):
        tesseract_engine.image_to_data(np.zeros((4, 4, 3), np.uint8), lang="eng", psm=6, dpi=None, timeout_s=60)


def test_join_keeps_the_first_pages_words_and_moves_the_others():
    words = [OcrWord(text="a", conf=90, left=1, top=2, width=3, height=4, start=0),
             OcrWord(text="bc", conf=80, left=5, top=2, width=3, height=4, start=2)]
    pages = [OcrPage(page=1, text="a bc", method="tesseract", words=words),
             OcrPage(page=2, text="a bc", method="tesseract", words=words)]
    placed, text = _join(pages)
    assert text == "a bc\fa bc"
    assert [w.start for w in placed[0].words] == [0, 2] and [w.start for w in placed[1].words] == [5, 7]
    assert [w.model_dump() for w in placed[0].words] == [w.model_dump() for w in words]
    assert placed[0].start == 0 and placed[1].start == 5


def test_has_alnum_is_any_isalnum_over_every_character():
    for c in map(chr, range(sys.maxunicode + 1)):
        assert oi.has_alnum(c) == c.isalnum(), hex(ord(c))
    for text in ("", "...", "-_-", "a", "__1", "€12", "²", "½", "\u0663", " x "):
        assert oi.has_alnum(text) == any(c.isalnum() for c in text)
