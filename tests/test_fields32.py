"""fields32: noisy scans' field misses by method (a skewed page's rows, a scan's column gaps, OCR's small l for the
capital I opening a name's word)."""

from __future__ import annotations

import hashlib

from stages import layout
from stages.names import _names_a_person_or_firm
from stages.layout import cell_text, deskewed, page_skew
from stages.normalize import name_lookalikes
from stages.validate import render_again
from status.models import FactValue, OcrPage, OcrResult, OcrWord
from tests.test_nlp import run


def _tilted_scan(rows: list[list[tuple[str, int]]], slope: float) -> OcrResult:
    """A scan whose page is tilted: each word's top rises by `slope` pixels per pixel along its row (one OCR line per
    row, as tesseract keeps a row whole); rows 30 px apart, 10 px per character, 20 px high."""
    words, parts, pos = [], [], 0
    for i, row in enumerate(rows):
        for j, (tok, x) in enumerate(row):
            if j:
                parts.append(" ")
                pos += 1
            top = int(round(100 + 34 * i + slope * (x + 5 * len(tok))))
            words.append(OcrWord(text=tok, conf=90, left=x, top=top, width=10 * len(tok), height=20, block=1, par=1,
                                 line=i + 1, start=pos))
            parts.append(tok)
            pos += len(tok)
        parts.append("\n")
        pos += 1
    text = "".join(parts)
    page = OcrPage(page=1, text=text, method="tesseract", mean_conf=90, width=1200, height=600, words=words)
    return OcrResult(doc_id="scan.png", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="image",
                     pages=[page], text=text)


ROWS = [[("Service", 100), ("ref", 180), ("Date", 420), ("Web", 760), ("ref", 800)],
        [("WC-635-141", 100), ("Thu", 420), ("12", 460), ("Mar", 490), ("2026", 530), ("63513695", 760)],
        [("Trade", 100), ("account", 160), ("Invoice", 600), ("to", 680)],
        [("52-H-868", 100), ("Niamh", 600), ("Gallagher", 660)]]


def test_a_tilted_pages_rows_are_levelled_before_its_words_are_grouped_into_lines():
    ocr = _tilted_scan(ROWS, -0.025)
    assert abs(page_skew(ocr.pages[0].words) + 0.025) < 0.005
    raw = [ln.text for ln in layout.visual_lines(ocr)]  # (noisy33: visual_lines levels a tilted page itself)
    level = [ln.text for ln in layout.visual_lines(deskewed(ocr))]
    assert raw == level
    assert level[:2] == ["Service ref Date Web ref", "WC-635-141 Thu 12 Mar 2026 63513695"]
    straight = _tilted_scan(ROWS, 0.0)
    assert deskewed(straight) is straight  # a level page is read as printed


def test_a_scans_column_gaps_are_kept_as_tabs_offsets_unchanged():
    ocr = _tilted_scan(ROWS, -0.025)
    cells = cell_text(ocr.text, layout.visual_lines(deskewed(ocr)))
    assert len(cells) == len(ocr.text)
    assert cells.splitlines()[0] == "Service ref\tDate\tWeb ref"
    assert cells.splitlines()[1] == "WC-635-141\tThu 12 Mar 2026\t63513695"  # (a date's words stay one cell)


def test_a_small_l_opening_a_names_word_is_read_as_the_capital_i():
    assert name_lookalikes("Venkatesh lyer") == "Venkatesh Iyer"
    assert name_lookalikes("Anil lqbal") == "Anil Iqbal"
    assert name_lookalikes("Juan de la Cruz") == "Juan de la Cruz"  # (a vowel after the l: a particle, a word)
    assert name_lookalikes("lyer") == "lyer"  # (no capitalised word: no name's shape)
    assert _names_a_person_or_firm("Venkatesh lyer")
    ocr, ex = run("Refund Approval\nTicket No.: 6120044 Date: 24/09/2026\nCustomer: Harish lyer\nOrder No.: 88120431\n"
                  "Refund approved: Rs. 4,500.00\nStatus: Approved\n")
    assert ex.fields["customer_name"].value == "Harish Iyer"
    fv = ex.fields["customer_name"]
    assert render_again(fv, ocr.text[fv.span[0]:fv.span[1]], "dmy", None) == "Harish Iyer"  # the reverse check holds


def test_a_dates_month_split_by_a_space_is_read_whole():
    from stages.normalize import repaired_print

    assert repaired_print("latest by 18/1 1/2026. Thanks") == "latest by 18/11/2026 . Thanks"
    assert repaired_print("Qty 2 items 1 1/2026") == "Qty 2 items 1 1/2026"  # (no day and separator before: no date)
    _, ex = run("Dear Sir,\nMy order 5512093 has still not come. I need it delivered latest by 18/1 1/2026.\n"
                "Regards,\nMeera Pillai\n")
    assert ex.fields["customer_deadline"].value == "2026-11-18"


def test_a_small_l_after_mac_or_mc_before_a_consonant_is_the_capital_i():
    assert name_lookalikes("Ewan Maclntyre") == "Ewan MacIntyre"
    assert name_lookalikes("Rory Mclver") == "Rory McIver"
    assert name_lookalikes("Ewan Maclean") == "Ewan Maclean"  # (a vowel after the l: the name's own l)
    _, ex = run("Invoice\nInvoice No.: INV-55120\nDate: 02/03/2026\nCustomer: Morag Maclnnes\nTotal: GBP 40.00\n")
    assert ex.fields["customer_name"].value == "Morag MacInnes"


def test_a_capital_i_read_twice_in_a_names_word_is_read_once():
    from stages.normalize import name_read

    assert name_read("Heather MaclIsaac") == "Heather MacIsaac"
    assert name_read("Ciaran McIlroy") == "Ciaran McIlroy"  # (a capital I and a small l: the name's own)
    ocr, ex = run("Warranty claim\nClaim no.: 933081\nName: Morag MaclInnes\nProblem: the motor hums and will not start\n")
    fv = ex.fields["customer_name"]
    assert fv.value == "Morag MacInnes"
    assert render_again(fv, ocr.text[fv.span[0]:fv.span[1]], "dmy", None) == "Morag MacInnes"
