"""Date styles of other locales and writers (helper dates17): each test fails on main at cce1d5d."""

from __future__ import annotations

from datetime import date

import pytest

from stages.normalize import ABS_DATE_RE, REL_DATE_RE, date_order, parse_date, resolve_relative
from tests.test_nlp import run


def _abs(text: str) -> str | None:
    m = ABS_DATE_RE.search(text)
    return m.group(0) if m else None


@pytest.mark.parametrize("printed, iso", [
    ("2027-W02-5", "2027-01-15"),  # ISO 8601 week date: Friday of week 2
    ("2025W011", "2024-12-30"),  # the basic form; week 1 may start in the year before
])
def test_iso_week_dates_are_read(printed, iso):
    assert _abs(f"due {printed} at noon") == printed
    assert parse_date(printed, "") == date.fromisoformat(iso)


@pytest.mark.parametrize("printed, iso", [
    ("Thu 9 Jul 2026", "2026-07-09"),
    ("Tues. 14 April 2026", "2026-04-14"),
    ("Sat, Oct 3, 2026", "2026-10-03"),
    ("Monday the 2nd of November 2026", "2026-11-02"),
])
def test_a_day_name_abbreviated_or_with_the_opens_the_date(printed, iso):
    assert _abs(f"Please allow until {printed} for it to clear.") == printed
    assert parse_date(printed, "") == date.fromisoformat(iso)


@pytest.mark.parametrize("printed, iso", [
    ("12 mai 2026", "2026-05-12"),  # French, German, Romanian, Norwegian: May's full name has three letters
    ("4 mei 2026", "2026-05-04"),  # Dutch
    ("30 maj 2026", "2026-05-30"),  # Swedish, Danish, Polish
    ("1er octobre 2026", "2026-10-01"),  # the French ordinal of the first
    ("ler octobre 2026", "2026-10-01"),  # ... as OCR reads its "1"
])
def test_foreign_three_letter_month_names_and_the_first(printed, iso):
    assert _abs(f"livraison le {printed}.") == printed
    assert parse_date(printed, "") == date.fromisoformat(iso)


def test_foreign_abbreviations_of_three_letters_stay_unread():
    assert _abs("12 set 2026") is None  # an abbreviation other words share ("set", "out") is no month


@pytest.mark.parametrize("phrase, iso", [
    ("within the fortnight", "2026-10-19"),
    ("inside ten days", "2026-10-15"),
    ("within the next two weeks", "2026-10-19"),
    ("within one week", "2026-10-12"),
])
def test_counted_spans_in_other_words(phrase, iso):
    base = date(2026, 10, 5)
    m = REL_DATE_RE.search(f"I would like the money back {phrase}, please.")
    assert m is not None and m.group(0) == phrase
    assert resolve_relative(m.group(0), base).value == iso


def test_a_weekday_at_the_latest():
    m = REL_DATE_RE.search("It will be with you by Friday at the latest.")
    assert m is not None and m.group(0) == "Friday"
    assert resolve_relative(m.group(0), date(2026, 10, 6)).value == "2026-10-09"


def test_dotted_dates_with_two_digit_years_are_day_first():
    assert date_order("Paid 04.06.26 by transfer.") == "DMY"


def test_a_deadline_in_a_fortnight_in_a_letter():
    text = """14 October 2026

Dear Sirs,

The blender I returned under order QX-55120 has still not been refunded. I would really appreciate the
money back within the fortnight.

Yours,
Nils Aberg
"""
    _, ex = run(text)
    assert ex.fields["customer_deadline"].value == "2026-10-28"


def test_a_promise_allowed_until_an_abbreviated_day():
    text = """Date: Mon, 12 Oct 2026

Dear Ms Ferreira,

We checked the returned coffee grinder for case RC-2207 and on Mon 12 Oct 2026 we approved a refund of EUR 64.00.
Please allow until Wed 21 Oct 2026 for it to show.

Kind regards,
Roastcraft Returns
"""
    _, ex = run(text)
    assert ex.fields["promised_date"].value == "2026-10-21"


@pytest.mark.parametrize("printed, iso", [
    ("June Ist, 2026", "2026-06-01"),  # OCR's "I" for the "1" of "1st"
    ("2lst October 2026", "2026-10-21"),  # ... and its "l"
])
def test_ocr_first_ordinal_is_read(printed, iso):
    assert _abs(f"Dated {printed}.") == printed
    assert parse_date(printed, "") == date.fromisoformat(iso)


def test_the_word_ist_is_no_date():
    assert _abs("Die Frist ist March 2026 abgelaufen") is None


@pytest.mark.parametrize("phrase, iso", [
    ("Thursday 8th of October", "2026-10-08"),
    ("Thursday, October 8th", "2026-10-08"),
    ("Friday the 9th of October", "2026-10-09"),
])
def test_a_day_name_with_a_yearless_date_is_one_date(phrase, iso):
    m = REL_DATE_RE.search(f"Please have it back to me by {phrase}.")
    assert m is not None and m.group(0) == phrase
    assert resolve_relative(m.group(0), date(2026, 10, 8)).value == iso  # not the Thursday after the letter's


def test_a_day_name_picks_the_year_it_fits():
    # from 1 July 2026, 4 January 2026 (a Sunday) is nearer than 4 January 2027 (a Monday): the day's name decides
    assert resolve_relative("Monday 4th of January", date(2026, 7, 1)).value == "2027-01-04"
    assert resolve_relative("4th of January", date(2026, 7, 1)).value == "2026-01-04"


@pytest.mark.parametrize("phrase, iso", [
    ("Monday next week", "2026-10-12"),  # that day of the week after the letter's (Wednesday 7 October)
    ("Friday, next week", "2026-10-16"),
    ("the day after tomorrow", "2026-10-09"),  # not "tomorrow"
    ("within 7 calendar days", "2026-10-14"),
])
def test_more_relative_phrases(phrase, iso):
    m = REL_DATE_RE.search(f"We need it {phrase}, thanks.")
    assert m is not None and m.group(0) == phrase
    assert resolve_relative(m.group(0), date(2026, 10, 7)).value == iso


@pytest.mark.parametrize("phrase, iso", [("by Thurs.", "2026-10-08"), ("on Fri", "2026-10-09"), ("by Wed", "2026-10-14")])
def test_an_abbreviated_weekday_after_by_or_on(phrase, iso):
    m = REL_DATE_RE.search(f"It should be with you {phrase} at the latest")
    assert m is not None
    assert resolve_relative(m.group(0), date(2026, 10, 7)).value == iso


def test_abbreviated_day_names_are_no_dates_elsewhere():
    assert REL_DATE_RE.search("The Sun is out and Sat Nav works") is None


def test_hours_are_no_date():
    assert REL_DATE_RE.search("Claims for shortages within 48 hours, please.") is None


@pytest.mark.parametrize("printed, iso", [("October the 3rd, 2026", "2026-10-03"), ("Oct 3, '26", "2026-10-03")])
def test_month_first_with_the_or_an_apostrophe_year(printed, iso):
    assert _abs(f"dated {printed} here") == printed
    assert parse_date(printed, "") == date.fromisoformat(iso)
