"""Receipt company evidence that holds on receipts docflow never saw (branch receipts13, issue 9). One test per
change, in wording of its own (not the texts of tests/receipt_rendered_receipts13.py)."""

from __future__ import annotations

import hashlib

from stages import layout
from stages.nlp import extract
from status.models import OcrPage, OcrResult, OcrWord
from status.schema import load_schema
from tests.receipt_fresh_headers import R, receipt_ocr

LINE_HEIGHT = 20


def _company(markup: str) -> str | None:
    fv = extract(receipt_ocr(R(markup, "", None)[0]), load_schema("receipts")).fields["company"]
    return fv.raw if fv.value is not None else None


def columns_ocr(rows: list[tuple]) -> OcrResult:
    """An OCR result of printed rows, each (text, height factor[, pitch factor]); "||" in a row's text is a column
    gap (twelve characters wide) the OCR's text joins with one space, as a page pass joins a printed row. A
    character is half the body's height wide, times the pitch factor (default: the height factor)."""
    words, parts, pos, top = [], [], 0, 20
    for row, factor, *pitch in rows:
        h = int(LINE_HEIGHT * factor)
        cw = int(LINE_HEIGHT // 2 * (pitch[0] if pitch else factor))
        x = 12
        first = True
        for column in row.split("||"):
            for tok in column.split():
                if not first:
                    parts.append(" ")
                    pos += 1
                first = False
                words.append(OcrWord(text=tok, conf=97.0, left=x, top=top, width=cw * len(tok), height=h, start=pos))
                parts.append(tok)
                pos += len(tok)
                x += cw * (len(tok) + 1)
            x += 12 * cw
        parts.append("\n")
        pos += 1
        top += h + 12
    text = "".join(parts)
    page = OcrPage(page=1, text=text, method="ppocr", mean_conf=95, width=600, height=top, words=words)
    return OcrResult(doc_id="columns.jpg", content_hash=hashlib.sha256(text.encode()).hexdigest(),
                     source_format="image", pages=[page], text=text)


def _columns_company(rows: list[tuple[str, float]]) -> str | None:
    fv = extract(columns_ocr(rows), load_schema("receipts")).fields["company"]
    return " ".join(fv.raw.split()) if fv.value is not None else None


BODY = [("NO. 7, JALAN PERDANA 2,", 1.0), ("31400 IPOH, PERAK", 1.0), ("TEL: 05-545 2211", 1.0),
        ("DATE: 02/05/2019 11:20", 1.0), ("TOTAL 21.00", 1.0), ("CASH 50.00", 1.0), ("CHANGE 29.00", 1.0)]


def test_a_title_in_the_right_column_of_the_name_row_is_left_out():
    # the page pass joins "NAME ... TAX INVOICE" into one line of text: the title made the line no name at all
    assert _columns_company([("KILANG ROTI SEMPURNA TRADING||TAX INVOICE", 1.0), ("(JM0881122-U)||No: 7781", 1.0)]
                            + BODY) == "KILANG ROTI SEMPURNA TRADING"
    assert _columns_company([("SYARIKAT HONG CHEONG SDN BHD||CASH SALE", 1.0), ("(118233-T)", 1.0)] + BODY) \
        == "SYARIKAT HONG CHEONG SDN BHD"


def test_a_row_without_a_column_gap_is_read_as_it_is():
    ocr = columns_ocr([("PUSAT SERVIS TAYAR MAJU", 1.0)] + BODY)
    tl = layout.text_lines(ocr.text)[0]
    assert layout._name_column(ocr, tl, None) == tl


def test_a_slogan_speaking_to_the_customer_is_not_the_name():
    # the slogan carries a company cue ("store") and heads the address; the name above it has no legal form
    assert _company("""
^LIM KEE
YOUR ONE STOP HARDWARE STORE
NO 12, JALAN BESAR,
72100 BAHAU
TEL: 06-454 1234
""") == "LIM KEE"
    assert layout.SLOGAN_RE.search("WE DELIVER TO YOUR DOOR") and not layout.SLOGAN_RE.search("YOU TIAO KING")


def test_two_name_lines_in_one_font_whose_boxes_differ_in_height_are_joined():
    # both lines in one headline font; the recogniser's boxes of the second are a quarter taller (blur, fading):
    # their character pitch is the font's
    assert _columns_company([("PERUSAHAAN KAIN", 1.5, 1.5), ("SUTERA INDAH SDN BHD", 1.85, 1.5), ("(660011-H)", 1.0)]
                            + BODY) == "PERUSAHAAN KAIN SUTERA INDAH SDN BHD"


def test_a_double_width_headline_is_tall_by_its_pitch():
    # a thermal printer's double-width mode: the body's height, twice its pitch
    ocr = columns_ocr([("KIM HOE", 1.05, 2.0), ("FRUITS SDN BHD", 1.05, 2.0)] + BODY)
    first, second = layout.text_lines(ocr.text)[:2]
    assert layout._tall(ocr, first) and layout._tall(ocr, second)
    assert not layout._tall(ocr, layout.text_lines(ocr.text)[2])


def test_a_brand_line_whose_words_the_registered_name_below_repeats_is_not_the_name():
    assert _company("""
^PETAL LANE
Petal Lane Flowers
SST No: J31-1808-22000417
NO 4, JALAN MERBAU 2,
81300 SKUDAI
""") == "Petal Lane Flowers"
    # the fuller line with no id after it is no registered name: a tall brand over its slogan-like line stays
    assert _company("""
^PETAL LANE
Petal Lane Flowers
NO 4, JALAN MERBAU 2,
81300 SKUDAI
""") == "PETAL LANE"


def test_initialisms_count_as_legal_forms_only_with_their_dots():
    # cleanco spells "S.Coop.", "O.N.G.", "S.p.A." only with dots: without them they are words and names
    for line in ("GOLDEN SCOOP", "KEDAI RUNCIT ONG", "LOTUS THAI SPA"):
        assert layout.legal_form(line) is None, line
    for line in ("FERRAMENTA BIANCHI S.p.A.", "TALLERES UNIDOS S.Coop."):
        assert layout.legal_form(line) is not None, line
    assert layout.legal_form("BISTROT DU PORT SAS") == "sas"  # also spelt without dots


def test_a_kind_of_business_weighs_the_same_in_any_word():
    # the schema's cues no longer single out "restaurant" and "store" (words of the receipts tuned on) over
    # "restoran", "kedai", "mart": a description line naming the trade is not the name under it
    for kind in ("STORE", "MART", "SHOP"):
        assert _company(f"""
^SRI BULAN
24 HOUR CONVENIENCE {kind}
NO 3, JALAN SUNGAI BESI,
57100 KUALA LUMPUR
""") == "SRI BULAN", kind


def test_a_name_line_naming_its_trade_joins_the_registered_line_below_in_its_font():
    # neither line is a headline; the first names a kind of business, the registration follows the second
    assert " ".join(_company("""
RESTORAN SELERA
PAK ALI CORNER
(SA0123456-T)
NO 8, JALAN TEMBUSU,
08000 SUNGAI PETANI
""").split()) == "RESTORAN SELERA PAK ALI CORNER"
