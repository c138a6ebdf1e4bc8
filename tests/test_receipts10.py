"""Receipt company on unseen receipts (branch receipts10): a name line whose small marks or narrow word breaks the
page pass dropped gets them back from the line's own re-reading; one test per change, in wording of its own (not
the texts of tests/receipt_fresh_headers10.py), and a floor on that check set."""

from __future__ import annotations

from PIL import Image

from stages.ocr import OcrSettings, run_ocr
from stages.ocr_image import TesseractPage
from stages.receipt_reread import _mended_line, _only_mended, _replace_line, reread_name
from tests.test_ocr import text_image
from tests.test_receipt_reread import line_of, needs_ppocr, reading


def test_only_marks_or_breaks_put_in_between_the_words_count():
    assert _only_mended("KOH PAINT HOUSE", "KOH & PAINT HOUSE")
    assert _only_mended("RAJ&GUPTA TEXTILES", "RAJ & GUPTA TEXTILES")
    assert _only_mended("BAKTI NIAGA SDN BHD", "BAKTI - NIAGA SDN. BHD")
    assert not _only_mended("BAKTI NIAGA SDN BHD", "BAKTI-NIAGA SDN BHD")  # a break taken for a mark
    # a letter or digit changed, added or dropped; a word break dropped; a mark changed; a mark at either end
    assert not _only_mended("KOH PAINT HOUSE", "KOH PAINT HOUSES")
    assert not _only_mended("KOH PAINT HOUSE", "K0H PAINT HOUSE")
    assert not _only_mended("KOH PAINT HOUSE", "KOHPAINT HOUSE")
    assert not _only_mended("RAJ, GUPTA", "RAJ. GUPTA")
    assert not _only_mended("KOH PAINT HOUSE", "KOH PAINT HOUSE.")
    assert not _only_mended("KOH PAINT HOUSE", "-KOH PAINT HOUSE")
    assert not _only_mended("KOH PAINT HOUSE", "KOH PAINT HOUSE")


def test_a_digit_in_a_word_of_letters_is_mended_to_the_letter_it_looks_like():
    assert _only_mended("G0LDEN 1SLAND CAFE", "GOLDEN ISLAND CAFE")
    assert _only_mended("DAPUR 0'HARA", "DAPUR O'HARA")
    # a word that keeps a digit is a code, a word of digits a number; a digit for a letter it does not look like
    assert not _only_mended("UNIT A0214 CAFE", "UNIT AO214 CAFE")
    assert not _only_mended("KEDAI 88 MART", "KEDAI BB MART")
    assert not _only_mended("G0LDEN CAFE", "GALDEN CAFE")


def test_a_mark_comes_back_only_when_both_rereadings_read_it_surely():
    _, words = line_of("KOH PAINT HOUSE", 99.5)  # the page pass was sure of every word it did read
    both = reading("KOH & PAINT HOUSE")
    assert _mended_line(words, [both, both]) == "KOH & PAINT HOUSE"
    assert _mended_line(words, [both, reading("KOH PAINT HOUSE")]) is None  # the two views disagree
    assert _mended_line(words, [both, reading("KOH & PAINT HOUSE", prob=0.4)]) is None  # one is unsure
    assert _mended_line(words, [reading("KOH & PAINT HOUSES")] * 2) is None  # a letter more: no mark


@needs_ppocr
def test_an_ampersand_the_page_pass_dropped_from_the_name_is_read_back(tmp_path):
    path = tmp_path / "amp.png"
    text_image(["WENG & SONS HARDWARE SDN BHD", "No 8, Jalan Kilang", "Tel 04-555 1234", "TOTAL RM 19.90"]).save(path)
    page = run_ocr(path, OcrSettings(engine="ppocr")).pages[0]
    page = TesseractPage(text=page.text, words=page.words, mean_conf=page.mean_conf, width=page.width,
                         height=page.height)
    assert page.text.splitlines()[0] == "WENG & SONS HARDWARE SDN BHD"
    line = [w for w in page.words if w.line == 1]
    text, words = _replace_line(page.text, page.words, line, "WENG SONS HARDWARE SDN BHD", 0.999)  # read surely
    dropped = TesseractPage(text=text, words=words, mean_conf=page.mean_conf, width=page.width, height=page.height)
    with Image.open(path) as image:
        out = reread_name(image, dropped)
    assert out.text.splitlines()[0] == "WENG & SONS HARDWARE SDN BHD"
    assert all(out.text[w.start:w.start + len(w.text)] == w.text for w in out.words)


def test_fresh_headers10_floor():
    from tests.receipt_fresh_headers10 import score

    from tests.receipt_fresh_headers10 import FRESH_HEADERS10

    assert score()["figures"]["company_ci"] >= 0.77
    assert score(FRESH_HEADERS10)["figures"]["company_ci"] >= 0.91


# --------------------------------------------------------------------------- two printed lines read as one row


def test_a_registration_in_brackets_read_before_the_name_on_its_row_is_left_out():
    from tests.test_receipt_company3 import ADDRESS, read

    assert read("(401122-V) CAHAYA PERMATA GLASS SDN BHD\n" + ADDRESS)[0] == "CAHAYA PERMATA GLASS SDN BHD"
    assert read("(SA0456123-X) KEDAI JAHIT SERI ANGSA\n" + ADDRESS)[0] == "KEDAI JAHIT SERI ANGSA"


def test_a_document_title_read_before_the_name_on_its_row_is_left_out():
    from tests.test_receipt_company3 import ADDRESS, read

    assert read("OFFICIAL RECEIPT PUSAT CUCIAN KERETA MAJU SDN BHD\n" + ADDRESS)[0] == "PUSAT CUCIAN KERETA MAJU SDN BHD"
    assert read("CASH BILL: KEDAI KOPI HENG\n" + ADDRESS)[0] == "KEDAI KOPI HENG"


def test_a_legal_form_glued_to_the_registration_keeps_its_last_word():
    from stages.layout import trim_name

    line = "DAYA MURNI PLASTICS SDN BHD778812-P"
    s, e = trim_name(line, 0, len(line))
    assert line[s:e] == "DAYA MURNI PLASTICS SDN BHD"
    line = "DAYA MURNI PLASTICS S/B(778812-P)"
    assert line[slice(*trim_name(line, 0, len(line)))] == "DAYA MURNI PLASTICS S/B"
    # letters that open a registration under a prefix of its own stay the number's ("JM0352019-K")
    line = "WARUNG PAK ALI JM0352019-K"
    assert line[slice(*trim_name(line, 0, len(line)))] == "WARUNG PAK ALI"


def test_a_lower_case_by_before_the_registered_name_is_a_label():
    from tests.test_receipt_company3 import ADDRESS, read

    head = "^LAGUNA NOODLE BAR\nby Laguna Dining Concepts Sdn. Bhd.\n(774411-W)\n" + ADDRESS
    assert read(head)[0] == "Laguna Dining Concepts Sdn. Bhd."
    # a capitalised "BY" opens a name of its own
    assert read("BY THE RIVER SEAFOOD SDN BHD\n(774411-W)\n" + ADDRESS)[0] == "BY THE RIVER SEAFOOD SDN BHD"
