"""Names on an English page keep their diacritics (stages.ocr_accents): the Latin model's reading of a word is kept
only where it adds marks the page shows to the English reading's letters."""

from __future__ import annotations

import unicodedata

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from stages import ocr_accents, ocr_language
from stages.ocr import OcrSettings, run_ocr
from tests.test_ocr_language import FONT, _page, needs_latin  # one rendered page and one skip for both



@pytest.mark.parametrize("english,latin,seen,kept", [
    ("Lofgren", "Löfgren", 2, "Löfgren"),  # a diaeresis: two dots
    ("Lofgren", "Löfgren", 1, "Löfgren"),  # ... blurred into one
    ("Noemie,", "Noémie", 2, "Noémie,"),  # the English reading's comma stays, the Latin one's marks are taken
    ("Heléne", "Hélène", 2, "Hélène"),  # the English model's only accented letter, "é", read for another
    ("Hlavacek", "Hlaváček", 2, "Hlaváček"),
    ("HLAVACEK", "HLAVÁČEK", 2, "HLAVÁČEK"),
    ("Lafgren", "Löfgren", 2, "Löfgren"),  # the English model's nearest letter for a marked one it does not have
])
def test_marks_are_added_to_the_english_letters(english, latin, seen, kept):
    assert ocr_accents.adopted(english, 95.0, latin, 94.0, seen) == kept


@pytest.mark.parametrize("english,english_conf,latin,latin_conf,seen", [
    ("Lofgran", 90.0, "Löfgren", 96.0, 2),  # an unmarked letter: never changed
    ("Lofgren", 90.0, "löfgren", 96.0, 2),  # ... nor its case
    ("Lofgren", 90.0, "Löfgrén", 96.0, 1),  # two marked letters read, one mark seen: no better than none
    ("Lofgren", 96.0, "Löfgren", 80.0, 2),  # the Latin model far less sure
    ("Castle", 95.0, "Cästle", 95.0, 0),  # no mark on the page: the Latin model's accent is grain
    ("Banana", 95.0, "Bánáná", 95.0, 1),  # one mark seen, three read: no better than none
    ("Cafe", 95.0, "Cafe", 95.0, 1),  # the same reading
    ("Café", 95.0, "Cafè", 95.0, 1),  # the English reading's mark accounts for what is seen
    ("Lofgren", 95.0, "Löf gren", 95.0, 2),  # split: not the same letters
])
def test_anything_else_keeps_the_english_reading(english, english_conf, latin, latin_conf, seen):
    assert ocr_accents.adopted(english, english_conf, latin, latin_conf, seen) is None


@pytest.mark.parametrize("english,latin,seen,kept", [
    ("Lucia", "Lucía", ocr_accents.Marks("/", 0), "Lucía"),  # the acute in the i's place: a stroke, no dot
    ("Pacifico", "Pacífico", ocr_accents.Marks("/.", 0), "Pacífico"),
    ("Genevieve", "Geneviéve", ocr_accents.Marks(".\\", 0), "Geneviève"),  # the print's grave, read as an acute
    ("Geneviéve", "Geneviéve", ocr_accents.Marks(".\\", 0), "Geneviève"),  # ... by both models
    ("Goncalves", "Gonçalves", ocr_accents.Marks("", 1), "Gonçalves"),  # a cedilla below the line
    ("Crisan", "Crişan", ocr_accents.Marks(".", 0, 1), "Crișan"),  # a comma below apart from its s, read ş
    ("Vevé", "Vevő", ocr_accents.Marks("//", 0), "Vevő"),  # a double acute: two strokes
    ("Sahin", "Şahin", ocr_accents.Marks(".", 1), "Şahin"),
])
def test_the_marks_shapes_and_ink_below_pick_the_reading(english, latin, seen, kept):
    assert ocr_accents.adopted(english, 95.0, latin, 94.0, seen) == kept


@pytest.mark.parametrize("english,latin,seen", [
    ("Lucia", "Lucía", ocr_accents.Marks(".", 0)),  # an i's dot: the English reading fits the print
    ("Wilson", "Wílson", ocr_accents.Marks(".", 0)),
    ("Garcia", "Garçia", ocr_accents.Marks(".", 0)),  # no ink below the line: no cedilla
    ("Sigmund", "Şigmund", ocr_accents.Marks(".", 1)),  # ... but for the g's tail
    ("Dublin", "Dublín", ocr_accents.Marks("^", 0)),  # a worn blob, neither a dot nor a stroke: no better
])
def test_a_dot_or_a_tail_keeps_the_english_reading(english, latin, seen):
    assert ocr_accents.adopted(english, 95.0, latin, 95.0, seen) is None


def test_marks_expected_counts_dots_and_accents_above():
    assert ocr_accents.marks_expected("Noemie") == (1, 1)  # the i's dot
    assert ocr_accents.marks_expected("Noémie") == (2, 2)
    assert ocr_accents.marks_expected("Löfgren") == (1, 2)  # a diaeresis may print as one blob
    assert ocr_accents.marks_expected("Ibáñez") == (2, 2)  # a capital I has no dot
    assert ocr_accents.marks_expected("Gonçalves") == (0, 0)  # a cedilla is below
    assert ocr_accents.marks_expected("Jíra") == (1, 1)  # an accent on an i replaces its dot


def _word(text: str, size: int = 40, speck: bool = False) -> np.ndarray:
    font = ImageFont.truetype(str(FONT), size)
    img = Image.new("L", (int(size * len(text) * 0.8) + 40, size * 2), 255)
    draw = ImageDraw.Draw(img)
    draw.text((20, size // 3), text, font=font, fill=0)
    if speck:  # one grain of a noisy scan above the letters
        draw.point((30, size // 3 + 4), fill=0)
    return np.asarray(img)


@pytest.mark.skipif(not FONT.is_file(), reason="DejaVu Sans missing")
def test_marks_above_counts_what_floats_over_the_letters():
    assert ocr_accents.marks_above(_word("Noemie")) == 1
    assert ocr_accents.marks_above(_word("Noémie")) == 2
    assert ocr_accents.marks_above(_word("Löfgren")) == 2
    assert ocr_accents.marks_above(_word("Castle", speck=True)) == 0


@pytest.mark.skipif(not FONT.is_file(), reason="DejaVu Sans missing")
@pytest.mark.parametrize("size", [20, 28, 40])
def test_print_marks_tells_a_dot_from_an_accent_and_sees_ink_below(size):
    def marks(text):
        return ocr_accents.print_marks(_word(text, size))
    assert marks("Lucia").above == "."
    assert marks("Lucía").above == "/"
    assert marks("Lucìa").above == "\\"
    assert marks("Löfgren").above == ".."
    assert marks("Hlaváček").above == "/^"  # a caron: a bent stroke
    assert marks("Gonçalves").below == 1 and marks("Goncalves").below == 0 and marks("Sigmund").below == 1


def test_only_capitalised_plain_words_are_looked_at():
    from status.models import OcrWord

    def word(text: str) -> OcrWord:
        return OcrWord(text=text, conf=95.0, left=0, top=0, width=50, height=20)

    assert [ocr_accents.may_have_lost_marks(word(t)) for t in ("Lofgren,", "Jean-Noel", "Café", "the", "A", "2026")] \
        == [True, True, True, False, False, False]


LETTER_OF_NAMES = ("Dear Lucía Mejía, thank you for your order of 12 March. Your parcel for Joana Gonçalves was sent "
                   "this morning and should arrive within three working days, with a note from Geneviève Şahin. "
                   "Please keep this letter for your records and quote your order number when you write to us.")


@needs_latin
def test_an_acute_on_an_i_and_a_cedilla_are_kept(tmp_path):
    path = _page(LETTER_OF_NAMES, tmp_path / "letter.png")
    english = run_ocr(path, OcrSettings(lang="eng"))
    auto = run_ocr(path, OcrSettings())
    assert "Lucia Mejia" in english.text and "Goncalves" in english.text  # the English model drops the marks
    for name in ("Lucía Mejía", "Gonçalves", "Geneviève Şahin"):
        assert name in auto.text, auto.text
    assert ocr_accents.plain(auto.text) == english.text  # only marks added


ENGLISH_LETTER = ("Dear Annika Löfgren, thank you for your order of 12 March. Your parcel was sent to Mäkelä Street 14 "
                  "this morning and should arrive within three working days. Please keep this letter for your "
                  "records and quote your order number when you write to us.")
@needs_latin
def test_an_english_scan_keeps_the_accents_of_its_names(tmp_path):
    path = _page(ENGLISH_LETTER, tmp_path / "letter.png")
    english = run_ocr(path, OcrSettings(lang="eng"))
    auto = run_ocr(path, OcrSettings())
    assert "Annika Lofgren" in english.text  # the English model drops the marks
    for name in ("Annika Löfgren", "Mäkelä"):
        assert name in auto.text, auto.text
    # only marks were added: the same letters at the same offsets, every word where it says it is
    assert ocr_accents.plain(auto.text) == english.text
    page_words = auto.pages[0].words
    assert [w.start for w in page_words] == [w.start for w in english.pages[0].words]
    assert all(auto.pages[0].text[w.start:w.start + len(w.text)] == w.text for w in page_words)
    assert unicodedata.is_normalized("NFC", auto.text)
