"""dates18: a date's sentence frame passed to relative dates, windows stopping at a sentence's end, a "date" word of a
sentence that is no document date's label, numeric dates without a year, a quoted message's date."""

from __future__ import annotations

from datetime import date

from stages import rules
from stages.normalize import resolve_yearless_numeric
from tests.data.dates18_check import DATES18_CHECK
from tests.test_nlp import DEFAULT, run


def _value(text: str, field: str):
    _, ex = run(text, DEFAULT)
    if field == "document_date" and field not in ex.fields:
        return ex.document_date
    f = ex.fields.get(field)
    return None if f is None else f.value


def test_past_ordinal_reads_back():
    text = DATES18_CHECK[0][1]  # "sent with DPD on the 7th" in a letter of 9 October
    assert _value(text, "ship_date") == "2026-10-07"
    assert _value(text, "delivery_estimate") == "2026-10-13"  # "should reach you on the 13th": forward


def test_past_weekday_and_month_before():
    assert _value(DATES18_CHECK[1][1], "execution_date") == "2026-10-09"
    assert _value(DATES18_CHECK[15][1], "execution_date") == "2026-01-30"


def test_window_stops_at_sentence_end_after_prose_cue():
    text = "Your refund of SGD 120.00 has been approved. It will be issued within 5 business days."
    hit = next(h for h in rules.cue_hits(text, [DEFAULT.fields["approval_date"]]) if text[h.start:h.end] == "approved")
    _, end = rules.window_after(text, hit, [hit], set(), limit=80)
    assert end <= text.index("It will")
    label = "MwSt. 19 %"  # a label's own abbreviation period stays in the window
    h = rules.CueHit("tax", 0, 4)
    assert rules.window_after(label, h, [h], set())[1] == len(label)


def test_approval_without_date_is_not_the_promise():
    text = DATES18_CHECK[4][1]
    assert _value(text, "approval_date") == "2026-03-18"


def test_date_word_in_sentence_is_no_document_date():
    assert _value(DATES18_CHECK[6][1], "document_date") == "2026-03-14"


def test_yearless_numeric():
    base = date(2026, 12, 28)
    assert resolve_yearless_numeric("5/1", base, "DMY") == date(2027, 1, 5)
    assert resolve_yearless_numeric("1/4", date(2026, 12, 29), "MDY") == date(2027, 1, 4)
    assert resolve_yearless_numeric("20/3", date(2026, 3, 10), "") == date(2026, 3, 20)  # a part > 12 decides
    assert resolve_yearless_numeric("4/5", date(2026, 3, 10), "") is None  # no order: no date
    assert [m.group(0) for m in rules.date_candidates("by 20/3, 1/2 of it", 0, 17)] == ["20/3"]


def test_yearless_numeric_in_documents():
    assert _value(DATES18_CHECK[9][1], "customer_deadline") == "2026-03-20"
    assert _value(DATES18_CHECK[16][1], "delivery_estimate") == "2027-01-04"


def test_quoted_sent_line_is_no_document_date():
    text = """From: Ana Lopes <ana@example.com>
To: Shop <care@shop.example>
Subject: Still waiting
Date: Fri, 20 Mar 2026 19:39:54 +0000

Hello, my refund has still not arrived. Please look into it.

Ana Lopes

________________________________
From: Shop care <care@shop.example>
Sent: Thursday, 12 March 2026 16:00
To: Ana Lopes

We have passed your request on.
"""
    assert _value(text, "document_date") == "2026-03-20"


def test_header_date_after_a_subject_ending_in_a_date_cue_word():
    text = """From: Ana Lopes <ana@example.com>
To: Shop <care@shop.example>
Subject: Where is my refund
Date: Fri, 20 Mar 2026 19:39:54 +0000

Hello, nothing has arrived yet.

Ana Lopes

________________________________
From: Shop care <care@shop.example>
Sent: Thursday, 12 March 2026 16:00
To: Ana Lopes

We have passed your request on.
"""
    assert _value(text, "document_date") == "2026-03-20"


def test_date_word_of_a_scanned_sentence_is_no_label_over_a_cell():
    """A scan's sentence "The date I gave before has changed." over a line with a date: no label over its cell."""
    from stages.nlp import extract
    from tests.test_nlp import ocr_from_rows

    rows = ["Hanna Berg", "12 Elm Road", "Apr 2, 2026", "Northgate Tools", "Re: case NT-4410, order 88120",
            "Dear team,", "My refund of 120.00 $ was approved, but it has not been paid yet.",
            "The date I gave before has changed.", "By Apr 20, 2026 I would like the money back on my card.",
            "Regards,", "Hanna Berg"]
    ex = extract(ocr_from_rows([(r, 90.0) for r in rows]), DEFAULT)
    got = ex.fields.get("document_date")
    assert (got.value if got is not None and "document_date" in ex.fields else ex.document_date) == "2026-04-02"
