"""Page preparation's blob statistics (`ocr_image.component_stats`, 16-bit labels when they
fit) are exactly OpenCV's 32-bit `connectedComponentsWithStats`: same blobs, same order, so
`glyph_sizes` (and the enlargement it decides) cannot change."""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from stages import ocr_image


def _reference(ink: np.ndarray) -> np.ndarray:
    return cv2.connectedComponentsWithStats(ink, connectivity=8)[2]


def _text_page(seed: int) -> np.ndarray:
    """A grey page of printed lines with speckle: thousands of letter blobs."""
    rng = np.random.default_rng(seed)
    page = Image.new("L", (1240, 1754), 255)
    draw = ImageDraw.Draw(page)
    font = ImageFont.load_default(size=18)
    for row in range(60):
        words = " ".join("".join(chr(rng.integers(65, 91)) for _ in range(rng.integers(2, 9))) for _ in range(10))
        draw.text((40 + int(rng.integers(0, 30)), 30 + 28 * row), words, fill=int(rng.integers(0, 90)), font=font)
    arr = np.asarray(page).copy()
    speck = rng.random(arr.shape) < 0.002
    arr[speck] = 0
    return arr


def _ink(gray: np.ndarray) -> np.ndarray:
    return cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)[1]


def test_component_stats_equal_opencv_32_bit_labels_on_text_pages():
    for seed in range(3):
        ink = _ink(_text_page(seed))
        stats = ocr_image.component_stats(ink)
        assert len(stats) > 1000
        assert np.array_equal(stats, _reference(ink))


def test_component_stats_fall_back_to_32_bit_labels_when_16_bits_overflow():
    dots = np.zeros((700, 700), np.uint8)
    dots[::2, ::2] = 255  # 122,500 separate dots: more labels than 16 bits hold
    stats = ocr_image.component_stats(dots)
    assert len(stats) == 350 * 350 + 1
    assert np.array_equal(stats, _reference(dots))


def test_glyph_sizes_unchanged_by_the_labels(monkeypatch):
    gray = _text_page(7)
    fast = ocr_image.glyph_sizes(gray)
    monkeypatch.setattr(ocr_image, "component_stats", _reference)
    assert fast is not None and fast == ocr_image.glyph_sizes(gray)
