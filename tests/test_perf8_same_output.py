"""CPU cuts that must not change any output (issue 12, perf8): each faster path is checked against the
plain computation it replaces, on random inputs and drawn pages. No timings are asserted."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from stages import ocr_image as oi
from stages import rules
from status import schema as schema_mod
from status import untrusted
from status.untrusted import _hidden, one_line

_SANS = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def _font(px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(_SANS), px) if _SANS.exists() else ImageFont.load_default(px)


def ruled_page(seed: int = 0) -> Image.Image:
    """Rows of made-up label/value text in a boxed grid, a few stray strokes: rules and letters both."""
    rng = np.random.default_rng(seed)
    img = Image.new("L", (1200, 900), 255)
    d = ImageDraw.Draw(img)
    for r in range(8):
        y = 60 + r * 90
        d.line([(40, y), (1160, y)], fill=0, width=int(rng.integers(1, 4)))
        d.text((60, y + 25), f"Field {r} ref", font=_font(26), fill=0)
        d.text((620, y + 25), f"VAL-{int(rng.integers(1000, 9999))} qty {r}", font=_font(26), fill=0)
    for x in (40, 600, 1160):
        d.line([(x, 60), (x, 780)], fill=0, width=2)
    return img


def _in_a_row_plain(x, y, w, h):
    bottom = y + h
    hi, hj = h[:, None], h[None, :]
    similar = (hj >= 0.7 * hi) & (hj <= 1.43 * hi)
    level = np.abs(bottom[:, None] - bottom[None, :]) <= 0.2 * hi
    gap = np.maximum(x[None, :] - (x + w)[:, None], x[:, None] - (x + w)[None, :])
    near = (gap <= 1.0 * hi) & (gap >= -0.2 * hi)
    np.fill_diagonal(near, False)
    return (similar & level & near).any(axis=1)


def test_blobs_in_a_row_same_as_every_pair_compared():
    rng = np.random.default_rng(3)
    for _ in range(60):
        n = int(rng.integers(1, 1500))
        x = rng.integers(0, 1500, n).astype(np.float32)
        y = (rng.integers(0, 40, n) * 12 + rng.integers(0, 5, n)).astype(np.float32)  # rows of blobs, ragged baselines
        w = rng.integers(1, 30, n).astype(np.float32)
        h = (rng.integers(3, 30, n) + rng.random(n)).astype(np.float32)
        assert (oi._in_a_row(x, y, w, h) == _in_a_row_plain(x, y, w, h)).all()


def test_long_run_opening_same_as_opencv():
    rng = np.random.default_rng(5)
    for _ in range(150):
        height, width = int(rng.integers(1, 90)), int(rng.integers(1, 90))
        ink = ((rng.random((height, width)) < rng.random()) * 255).astype(np.uint8)
        if height > 1:  # a long run somewhere, touching the right edge
            ink[int(rng.integers(0, height)), int(rng.integers(0, width)):] = 255
        for length in (int(rng.integers(1, 40)), 15, 16):
            for vertical in (False, True):
                kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (1, length) if vertical else (length, 1))
                assert (oi._open_runs(ink, length, vertical) == cv2.morphologyEx(ink, cv2.MORPH_OPEN, kernel)).all()


def test_rules_found_with_known_letter_sizes_are_the_same_pixels():
    for seed in range(3):
        gray = ruled_page(seed)
        arr = np.asarray(gray)
        glyphs = oi.glyph_sizes(arr)
        plain = np.asarray(oi.without_rules(gray))
        assert (np.asarray(oi.without_rules(gray, glyphs)) == plain).all()
        assert not (plain == arr).all()  # the page had rules to erase


def test_prepare_hands_its_measured_letters_to_the_rule_finder(monkeypatch):
    """An image page left as it is (no enlargement, no turn) is measured once, not again for its rules."""
    calls = []
    real = oi._glyph_sizes_of_ink
    monkeypatch.setattr(oi, "_glyph_sizes_of_ink", lambda *a: calls.append(1) or real(*a))
    page = oi.prepare(ruled_page(), upscale_below=0, fit_text=True)
    assert page.factor == 1.0 and page.skew == 0.0
    assert len(calls) == 1


def test_one_line_fast_path_for_printable_ascii():
    for ch in map(chr, range(128)):
        assert ch.isprintable() != _hidden(ch)  # printable ASCII is exactly ASCII without hidden characters
    def every_char_checked(text: str) -> str:  # one_line as it was: each character looked up
        t = untrusted._BREAKS.sub(" ", untrusted._ESCAPES.sub("", text))
        t = "".join(ch for ch in t if not _hidden(ch))
        return untrusted._FENCE.sub(r"\1", t).strip()

    for text in ["Order 42 = ok", "a\x00b", "tab\there", "del\x7f", "x\u200by", "\x1b[31mred", "=== head", "", " pad "]:
        assert one_line(text) == every_char_checked(text)


def test_schema_parsed_once_by_threads_asking_together(tmp_path, monkeypatch):
    src = Path(schema_mod.__file__).parent / "schemas" / "default.yaml"
    path = tmp_path / "mine.yaml"  # a path of its own: not in the process's cache yet
    path.write_text(src.read_text())
    parses = []
    real = schema_mod.parse_yaml

    def slow_parse(text):
        parses.append(1)
        time.sleep(0.05)  # the window in which other threads ask too
        return real(text)

    monkeypatch.setattr(schema_mod, "parse_yaml", slow_parse)
    got = []
    threads = [threading.Thread(target=lambda: got.append(schema_mod.load_schema(path))) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(parses) == 1 and len(got) == 6 and all(s is got[0] for s in got)


def test_cue_regex_compiled_once_by_threads_asking_together(monkeypatch):
    cues = [f"perfeight cue {i}" for i in range(3)]  # a pattern nobody compiled yet
    bodies = []
    real = rules._cue_units

    def slow_body(cue):
        bodies.append(cue)
        time.sleep(0.02)
        return real(cue)

    monkeypatch.setattr(rules, "_cue_units", slow_body)
    got = []
    threads = [threading.Thread(target=lambda: got.append(rules.cue_regex(cues))) for _ in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(bodies) == len(cues) and all(p is got[0] for p in got)
    assert got[0].search("see Perfeight cue 2: x")
