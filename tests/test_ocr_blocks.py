"""Two blocks of lines printed side by side at different line pitches (a "Bill to" block beside the sender's
letterhead): tesseract reading the page as one block (psm 6) runs its lines across both and garbles letters from
parts of two lines; such a pair is found from the word boxes (stages.ocr_image.garbled_blocks) and read again from
its own crops (reread_side_by_side), laid out as two columns. Pages without such a pair cost no extra call."""

from __future__ import annotations

from PIL import Image

from stages import ocr_image
from stages.ocr_image import garbled_blocks, page_rows, reread_side_by_side, split_columns, text_of_rows


def _data(lines: list[list[tuple[str, int, int, int, int, float]]], block: int = 1) -> dict[str, list]:
    """image_to_data-like dict: each given line one tesseract line of (text, left, top, width, height, conf)."""
    keys = ["level", "text", "conf", "left", "top", "width", "height", "block_num", "par_num", "line_num"]
    data: dict[str, list] = {k: [] for k in keys}
    for n, line in enumerate(lines, start=1):
        for text, left, top, width, height, conf in line:
            for k, v in zip(keys, [5, text, conf, left, top, width, height, block, 1, n]):
                data[k].append(v)
    return data


def _words(left: int, top: int, text: str, height: int = 20, conf: float = 95) -> list[tuple]:
    out = []
    for word in text.split():
        out.append((word, left, top, 12 * len(word), height, conf))
        left += 12 * len(word) + 8
    return out


def _billto_lines(garbled: bool = True) -> list[list[tuple]]:
    """The sender's block left (lines 34 px apart, under a big name), the "Bill to" block right (38 px apart,
    starting higher): psm 6's rows hold a left line and a right line each, their middles a dozen px apart; one
    right line read across two lines ("sre Bers": tall boxes, low confidence) when `garbled`."""
    third = (_words(960, 204, "sre Bers", height=60, conf=30) if garbled
             else _words(960, 212, "Shaw Builders"))
    return [
        _words(130, 140, "Ashgrove Timber Merchants", height=36) + _words(960, 140, "BILL TO", height=16),
        _words(130, 194, "Unit 3, Foundry Lane") + _words(960, 172, "Rebecca Shaw"),
        _words(130, 228, "Ipswich IP2 8HJ") + third,
        _words(130, 262, "accounts@ashgrove.example") + _words(960, 250, "21 Orwell Road"),
        _words(960, 288, "Felixstowe IP11 7QH"),
        _words(130, 380, "Invoice", height=30),
        _words(130, 440, "Invoice No.") + _words(700, 440, "Date") + _words(1100, 440, "Customer"),
        _words(130, 470, "ATM-41187") + _words(700, 470, "04/03/2026") + _words(1100, 470, "AG-2207"),
    ]


def test_a_garbled_block_beside_another_at_another_pitch_is_found():
    rows = page_rows(_data(_billto_lines()))
    runs = garbled_blocks(rows, 20)
    assert len(runs) == 1
    run = runs[0]
    assert (run.first, run.end) == (0, 5)  # the two blocks; the title under them (after a gap) and the table not
    assert 130 + 12 * len("accounts@ashgrove.example") <= run.x0 and run.x1 <= 960


def test_the_same_blocks_read_cleanly_are_not_read_again():
    """Lines not level across the band alone are no sign of a bad reading: every word at a line's height and
    read surely, no second reading."""
    assert garbled_blocks(page_rows(_data(_billto_lines(garbled=False))), 20) == []


def test_a_table_with_an_unsure_word_is_not_read_again():
    """A table's cells are level row by row: a word read unsurely in it (a tall misread box even) is no garbled
    pair of blocks."""
    lines = [_words(130, 100 + 34 * k, f"Item number {k}") + _words(1100, 100 + 34 * k, f"{k}0.00") for k in range(4)]
    lines[2] = _words(130, 168, "Item number 2") + _words(1100, 160, "2O.0O", height=60, conf=20)
    assert garbled_blocks(page_rows(_data(lines)), 20) == []


def test_a_ghost_line_counts_as_garbled():
    """A line read twice, its ghost (letters from the feet of one line and the tops of the next) lying over most
    of a word of the line above, is a bad reading even when tesseract is sure of it."""
    lines = [
        _words(130, 140, "Wildflower Bakeware", height=30) + _words(960, 138, "CUSTOMER", height=22),
        _words(130, 197, "9 Orchard M") + _words(960, 174, "Harriet Lowe"),
        _words(170, 203, "rcnar ews", height=13, conf=80),
        _words(130, 231, "Cheltenham GL50 3PN") + _words(960, 212, "5 Bath Road"),
        _words(960, 250, "Stroud GL5 3JB"),
    ]
    runs = garbled_blocks(page_rows(_data(lines)), 20)
    assert len(runs) == 1 and (runs[0].first, runs[0].end) == (0, 5)


def _reader(answers: list[dict[str, list]], crops: list[tuple[int, int]]):
    def read(crop: Image.Image) -> dict[str, list]:
        crops.append(crop.size)
        return answers[len(crops) - 1]
    return read


def test_a_garbled_pair_is_read_again_from_its_crops_and_laid_out_as_columns():
    """Each block read from its own crop (two calls), its words put back on the page (the crop's offset, the
    page's scale), the left block first, the right block after it, then the rest of the page as it was read."""
    rows = page_rows(_data(_billto_lines()))
    pixels = Image.new("L", (1700 * 2, 1000 * 2), 255)  # read at twice the page's size
    # the crops' own readings, in the crops' pixels (left crop starts at x 0, right one at the band's middle)
    left = _data([_words(260, 260, "Ashgrove Timber Merchants", height=72), _words(260, 368, "Unit 3, Foundry Lane"),
                  _words(260, 436, "Ipswich IP2 8HJ"), _words(260, 504, "accounts@ashgrove.example")])
    right = _data([_words(200, 260, "BILL TO", height=32), _words(200, 324, "Rebecca Shaw"),
                   _words(200, 400, "Shaw Builders"), _words(200, 480, "21 Orwell Road"),
                   _words(200, 556, "Felixstowe IP11 7QH")])
    crops: list[tuple[int, int]] = []
    calls = dict(ocr_image.REREAD_STATS)
    out = reread_side_by_side(rows, pixels, 2.0, _reader([left, right], crops))
    text, words = text_of_rows(out)
    assert len(crops) == 2 and ocr_image.REREAD_STATS["calls"] == calls["calls"] + 2
    assert text.startswith("Ashgrove Timber Merchants\nUnit 3, Foundry Lane\nIpswich IP2 8HJ\naccounts@ashgrove.example"
                           "\n\nBILL TO\nRebecca Shaw\nShaw Builders\n21 Orwell Road\nFelixstowe IP11 7QH\n\nInvoice\n")
    assert "sre" not in text and "Invoice No. Date Customer\nATM-41187 04/03/2026 AG-2207" in text
    at = {w.text: w for w in words}
    assert at["Rebecca"].top < at["Builders"].top < at["Orwell"].top  # the crop's rows, at half their pixels
    assert at["Orwell"].top - at["Builders"].top == (480 - 400) // 2
    # the right crop starts at the band's middle: its words land right of the band on the page
    assert min(w.left for w in words if w.text in ("Rebecca", "Builders", "Felixstowe")) > 695
    assert all(text[w.start:w.start + len(w.text)] == w.text for w in words)


def test_a_second_reading_tesseract_is_less_sure_of_is_dropped():
    rows = page_rows(_data(_billto_lines()))
    worse = _data([_words(200, 260, "B1LL T0", conf=10), _words(200, 324, "Rcbecca", conf=10)])
    crops: list[tuple[int, int]] = []
    out = reread_side_by_side(rows, Image.new("L", (1700, 1000), 255), 1.0, _reader([worse, worse], crops))
    assert len(crops) == 2
    assert text_of_rows(out) == text_of_rows(split_columns(rows))  # the first reading, laid out as before


def test_a_page_without_side_by_side_blocks_costs_no_call():
    rows = page_rows(_data([_words(130, 100 + 34 * k, "A line of a letter that runs across") for k in range(6)]))
    crops: list[tuple[int, int]] = []
    out = reread_side_by_side(rows, Image.new("L", (1700, 1000), 255), 1.0, _reader([], crops))
    assert crops == [] and text_of_rows(out) == text_of_rows(split_columns(rows))


def test_a_bill_to_block_beside_the_letterhead_is_read_whole_by_real_tesseract():
    """A rendered page (tests/fresh_layouts8.py's `billto` layout): psm 6 read the customer's block beside the
    sender's as "sre Bers" and ghost lines; each block read from its own crop reads whole, two extra calls."""
    from tests.fresh_layouts8 import DOCS, render

    doc = next(d for d in DOCS if d.layout == "billto" and d.party and "Shaw Builders" in d.party[1])
    before = dict(ocr_image.REREAD_STATS)
    page = ocr_image.ocr_image(render(doc, 0), page_no=1, lang="eng", psm=6, timeout_s=60, upscale_below=0)
    assert "BILL TO\nRebecca Shaw\nShaw Builders\n21 Orwell Road\nFelixstowe IP11 7QH" in page.text
    assert "Ashgrove Timber Merchants\nUnit 3, Foundry Lane\nIpswich IP2 8HJ" in page.text
    assert ocr_image.REREAD_STATS["calls"] - before["calls"] == 2
    assert all(page.text[w.start:w.start + len(w.text)] == w.text for w in page.words)
