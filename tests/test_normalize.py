"""Normalisers: money, dates, percents, relative dates, text."""

from datetime import date
from decimal import Decimal

import pytest

from stages.normalize import (
    date_order,
    dominant_currency,
    normalize_text,
    parse_date,
    parse_money,
    parse_percent,
    resolve_relative,
)


@pytest.mark.parametrize(
    "raw, amount, currency",
    [
        ("EUR 1,234.56", "1234.56", "EUR"),
        ("€1,234.56", "1234.56", "EUR"),
        ("1.234,56 €", "1234.56", "EUR"),
        ("USD 89.00", "89.00", "USD"),
        ("$89", "89", "USD"),
        ("RM 9,00", "9.00", "MYR"),
        ("RM33.90", "33.90", "MYR"),
        ("33, 90", "33.90", None),  # OCR split a decimal amount
        ("£5.50", "5.50", "GBP"),
        ("12,50", "12.50", None),
        ("-12.00", "-12.00", None),
    ],
)
def test_parse_money(raw, amount, currency):
    m = parse_money(raw)
    assert m is not None
    assert m.amount == Decimal(amount)
    assert m.currency == currency


def test_money_value_has_two_decimals():
    assert parse_money("$89").value == "89.00"
    assert parse_money("EUR 1,149").value == "1149.00"


@pytest.mark.parametrize("raw", ["", "no amount here", "EUR"])
def test_parse_money_rejects_non_amounts(raw):
    assert parse_money(raw) is None


@pytest.mark.parametrize(
    "raw, order, iso",
    [
        ("2026-03-14", "DMY", "2026-03-14"),
        ("14 March 2026", "MDY", "2026-03-14"),
        ("March 14, 2026", "DMY", "2026-03-14"),
        ("03/14/2026", "MDY", "2026-03-14"),
        ("03/04/2026", "MDY", "2026-03-04"),
        ("03/04/2026", "DMY", "2026-04-03"),
        ("14/03/2026", "MDY", "2026-03-14"),  # 14 cannot be a month
        ("12-01-19", "DMY", "2019-01-12"),
        ("05 MAR 2018", "DMY", "2018-03-05"),
        ("25.12.2018", "DMY", "2018-12-25"),
    ],
)
def test_parse_date(raw, order, iso):
    assert parse_date(raw, order) == date.fromisoformat(iso)


@pytest.mark.parametrize("raw", ["31/02/2026", "not a date", "2026-13-01"])
def test_parse_date_rejects_invalid(raw):
    assert parse_date(raw, "DMY") is None


def test_date_order_from_document():
    assert date_order("Date: 25/12/2018") == "DMY"
    assert date_order("Date: 12/28/2017") == "MDY"
    assert date_order("Total $12.00 on 03/04/2026") == "MDY"  # US dollars, ambiguous: month first
    assert date_order("Total EUR 12.00 on 03/04/2026") == "DMY"


def test_dominant_currency():
    assert dominant_currency("EUR 12.00, EUR 3.00 and $1") == "EUR"
    assert dominant_currency("nothing") is None


@pytest.mark.parametrize(
    "raw, value",
    [("12%", "12"), ("12.50 %", "12.5"), ("50% of the restocking fee", "50"), ("100 percent", "100"), ("no", None)],
)
def test_parse_percent(raw, value):
    assert parse_percent(raw) == value


SATURDAY = date(2026, 3, 7)


@pytest.mark.parametrize(
    "phrase, iso",
    [
        ("next Friday", "2026-03-13"),
        ("on Friday", "2026-03-13"),
        ("tomorrow", "2026-03-08"),
        ("within 14 days", "2026-03-21"),
        ("in 2 weeks", "2026-03-21"),
        ("the end of this month", "2026-03-31"),
        ("on the 12th", "2026-03-12"),
        ("the 5th", "2026-04-05"),  # the 5th of March has passed: the next 5th
    ],
)
def test_relative_dates_resolved_against_document_date(phrase, iso):
    r = resolve_relative(phrase, SATURDAY)
    assert (r.value, r.unresolved) == (iso, False)


def test_weekday_on_same_weekday_means_the_next_one():
    assert resolve_relative("Saturday", SATURDAY).value == "2026-03-14"


@pytest.mark.parametrize("phrase", ["next week", "next month", "as soon as possible", "end of next week"])
def test_vague_relative_dates_stay_unresolved(phrase):
    r = resolve_relative(phrase, SATURDAY)
    assert r.value is None and r.unresolved


def test_relative_date_without_document_date_is_unresolved():
    r = resolve_relative("next Friday", None)
    assert r.value is None and r.unresolved


def test_normalize_text():
    assert normalize_text("  the battery\n drains   fast. ") == "the battery drains fast"
    assert normalize_text("SDN. BHD.") == "SDN. BHD"


# --------------------------------------------------------------------------- forms seen on unseen receipts and shops


@pytest.mark.parametrize("raw,amount,currency", [
    ("USD. 79.00", "79.00", "USD"), ("1,007.50", "1007.50", None), ("RM1,007.50", "1007.50", "MYR"),
    ("-1.73", "-1.73", None), ("RM -1.73", "-1.73", "MYR"), ("RM .40", "0.40", "MYR"), ("1007.50", "1007.50", None),
])
def test_money_forms_are_found_and_parsed(raw, amount, currency):
    from stages.normalize import MONEY_RE, format_money, parse_money

    m = MONEY_RE.search(f"x {raw} y")
    assert m is not None and m.group(0) == raw
    money = parse_money(raw)
    assert format_money(money.amount) == amount and money.currency == currency


@pytest.mark.parametrize("raw,iso", [("20180428", "2018-04-28"), ("05-AUG-2017", "2017-08-05"), ("2018/04/28", "2018-04-28"),
                                     ("05 Aug 17", "2017-08-05")])
def test_date_forms_are_found_and_parsed(raw, iso):
    from stages.normalize import ABS_DATE_RE, parse_date

    m = ABS_DATE_RE.search(f"Date: {raw} 10:22")
    assert m is not None and m.group(0) == raw
    assert parse_date(raw, "DMY").isoformat() == iso


def test_an_eight_digit_number_that_is_no_date_is_not_one():
    from stages.normalize import ABS_DATE_RE

    assert ABS_DATE_RE.search("Invoice 20181399") is None and ABS_DATE_RE.search("ref 201804289") is None
