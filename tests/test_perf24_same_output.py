"""perf24's CPU cuts (issue 12) give what the code they replaced gave: each shortcut against the slow path, over
many inputs. No timings. The prepared pixels of the sample pages are compared by tests/perf24_same_pages.py."""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from stages import ocr_image as oi


def _old_is_binary(img: Image.Image, gray: np.ndarray) -> bool:
    if img.mode == "1":
        return True
    hist = cv2.calcHist([gray], [0], None, [256], [0, 256]).ravel()
    return float(hist[0] + hist[255]) >= 0.995 * gray.size


def test_is_binary_counts_as_the_histogram_did():
    rng = np.random.default_rng(24)
    for _ in range(400):
        h, w = int(rng.integers(1, 120)), int(rng.integers(1, 120))
        gray = np.where(rng.random((h, w)) < 0.5, 0, 255).astype(np.uint8)
        # a few grey pixels, around the 0.5% the test allows
        grey = int(rng.integers(0, max(2, int(0.012 * h * w) + 2)))
        idx = rng.integers(0, h * w, grey)
        gray.ravel()[idx] = rng.integers(1, 255, grey)
        img = Image.fromarray(gray)
        assert oi.is_binary(img, gray) == _old_is_binary(img, gray), (h, w, grey)
    edge = np.zeros((100, 200), np.uint8)  # exactly 0.5% grey: still binary
    edge.ravel()[:100] = 7
    assert oi.is_binary(Image.fromarray(edge), edge) and _old_is_binary(Image.fromarray(edge), edge)
    edge.ravel()[100] = 7
    assert not oi.is_binary(Image.fromarray(edge), edge) and not _old_is_binary(Image.fromarray(edge), edge)
    page = rng.integers(0, 256, (50, 60), dtype=np.uint8)
    assert oi.is_binary(Image.fromarray(page).convert("1"), page)
