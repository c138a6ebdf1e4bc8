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


# --------------------------------------------------------------------------- money as businesses print it worldwide

NB, NNB = "\u00a0", "\u202f"  # no-break and narrow no-break spaces


@pytest.mark.parametrize("printed,amount,currency", [
    ("NZ$1,234.50", "1234.50", "NZD"), (f"${'1' + NB + '234.50'}", "1234.50", "USD"),  # space-grouped thousands
    (f"Rs.{NB}12,499/-", "12499.00", "INR"), ("₹12,499.00", "12499.00", "INR"),  # "/-": whole rupees
    ("Rs. 1,23,456.00", "123456.00", "INR"), ("₹12,34,56,789.50", "123456789.50", "INR"),  # lakh / crore grouping
    (f"1{NB}234,56{NB}kr", "1234.56", "SEK"), (f"SEK{NB}1.234,56", "1234.56", "SEK"), (f"1{NB}234:-", "1234.00", None),
    (f"1{NNB}234,56 €", "1234.56", "EUR"), ("CHF 1'234.50", "1234.50", "CHF"), ("CHF 1’234.50", "1234.50", "CHF"),
    ("Fr. 1234.50", "1234.50", "CHF"), ("CHF 80.–", "80.00", "CHF"), ("C$1,007.50", "1007.50", "CAD"),
    ("A$77.48", "77.48", "AUD"), (f"$1,234.50{NB}NZD", "1234.50", "NZD"), ("1.234.567,89 EUR", "1234567.89", "EUR"),
    ("R$ 1.234,56", "1234.56", "BRL"), ("HK$88.00", "88.00", "HKD"), ("NZD 146. 85", "146.85", "NZD"),
])
def test_money_as_businesses_print_it_is_found_whole_and_read(printed, amount, currency):
    from stages.normalize import MONEY_RE, has_money_form

    text = f"Amount due: {printed} thanks"
    m = MONEY_RE.search(text)
    assert m is not None and m.group(0) == printed and has_money_form(m.group(0))
    money = parse_money(printed)
    assert (money.value, money.currency) == (amount, currency)


@pytest.mark.parametrize("text", [
    "Call +64 3 366 1234 today", "Tel: 021 234 567", "GST No. 112-458-903", "Bank: ANZ 06-0801-0456789-00",
    "Org-nr 559213-4471", "Order SO/26/26776", "ref $0/26/23855", "VAT 15%", "discount 12.50 %", "2 items",
    "Postcode 903 26 Umea", "Qty 12 units", "Invoice 20181399", "order 58.74862",
])
def test_numbers_that_are_no_amounts_are_not_read_as_money(text):
    from stages.normalize import MONEY_RE, has_money_form

    assert not [m.group(0) for m in MONEY_RE.finditer(text) if has_money_form(m.group(0))]


def test_a_marker_belongs_to_the_number_after_it_not_to_a_quantity_before_it():
    from stages.normalize import MONEY_RE

    assert [m.group(0) for m in MONEY_RE.finditer("Brake pads 1 Rs. 24,912.00 Rs. 24,912.00")] == \
        ["1", "Rs. 24,912.00", "Rs. 24,912.00"]
    assert [m.group(0) for m in MONEY_RE.finditer("Light 1 $119.00")] == ["1", "$119.00"]
    # a plain space groups thousands only next to a marker: "2 100.00" in a row of numbers is two numbers
    assert [m.group(0) for m in MONEY_RE.finditer("Chain 2 100.00 200.00")] == ["2", "100.00", "200.00"]
    text = "Drive 1 Rs. 24,912.00"  # a search window that ends between a marker and its number
    assert [m.group(0) for m in MONEY_RE.finditer(text, 0, text.index("24"))] == ["1"]


def test_a_single_mark_before_three_digits_groups_thousands_unless_the_currency_or_document_says_decimals():
    """The ambiguity rule: "1.234" / "1,234" is 1234 in two-decimal currencies (no amount is printed to a
    tenth of a cent); 1.234 in a three-decimal currency (KWD, BHD, TND...) or when the document's own
    decimal mark is that character."""
    from stages.normalize import parse_amount

    assert parse_money("EUR 1.234").amount == Decimal("1234") and parse_money("$1,234").amount == Decimal("1234")
    assert parse_money("KWD 1.234").amount == Decimal("1.234") and parse_money("BHD 12,500").amount == Decimal("12.500")
    assert parse_amount("1.234", decimal_mark=".") == Decimal("1.234")
    assert parse_amount("1.234", decimal_mark=",") == Decimal("1234")
    assert parse_amount("12,50") == Decimal("12.50") and parse_amount("1.234,5") == Decimal("1234.5")
    assert parse_amount("1.234.56") is None and parse_amount("1,2,3") is None  # no consistent reading


def test_a_shared_symbol_takes_the_documents_currency():
    from stages.normalize import currency_code

    assert parse_money("$1 234.50").currency == "USD"  # nothing else said: the usual reading
    assert parse_money("$1 234.50", "NZD").currency == "NZD"  # a New Zealand document's "$"
    assert parse_money("NZ$12.00", "USD").currency == "NZD"  # a named currency wins over the document's
    assert parse_money("12,00 kr", "NOK").currency == "NOK" and parse_money("12,00 kr").currency == "SEK"
    assert currency_code("€", "NZD") == "EUR"  # the document cannot turn a euro into a dollar
    assert dominant_currency("Credit NZ$5.00, total $136.85 and $12.00") == "NZD"
    assert dominant_currency("All prices in NZD. Total $136.85") == "NZD"
    assert dominant_currency("ALL ITEMS $12.00 and $4.00") == "USD"  # "ALL" is a word here, not the lek
    assert dominant_currency("Rs. 12,499/- incl. GST") == "INR"


# --------------------------------------------------------------------------- dates as businesses print them worldwide


@pytest.mark.parametrize("raw,order,iso", [
    ("3rd of March 2026", "", "2026-03-03"), (f"3rd{NB}of{NB}March{NB}2026", "", "2026-03-03"),
    ("3rd March, 2026", "", "2026-03-03"), ("03/03/26", "", "2026-03-03"), ("2026/03/03", "", "2026-03-03"),
    ("03-03-2026", "", "2026-03-03"), ("3/3 2026", "", "2026-03-03"), ("23/3 2026", "MDY", "2026-03-23"),
    ("3.3. 2026", "DMY", "2026-03-03"), ("10.04.26", "DMY", "2026-04-10"), ("06-Mar-2026", "", "2026-03-06"),
    ("Tue 3 March 2026", "", "2026-03-03"), ("05 Aug 17", "", "2017-08-05"), ("March 3rd, 2026", "", "2026-03-03"),
])
def test_dates_as_businesses_print_them_are_found_and_read(raw, order, iso):
    from stages.normalize import ABS_DATE_RE

    m = ABS_DATE_RE.search(f"Date: {raw} x")
    assert m is not None and raw.endswith(m.group(0))
    assert parse_date(raw, order) == date.fromisoformat(iso)


def test_written_dates_are_read_without_dateparser(monkeypatch):
    import stages.normalize as n

    monkeypatch.setattr(n.dateparser, "parse", lambda *a, **k: pytest.fail("dateparser called"))
    n.parse_date.cache_clear()
    for raw in ("3rd of March 2026", "3rd March, 2026", "05 Aug 17", "3/3 2026", "Wed, 04-Feb-2026"):
        assert n.parse_date(raw, "DMY") is not None
    n.parse_date.cache_clear()


def test_a_numeric_date_both_readings_of_which_are_valid_is_not_guessed():
    assert parse_date("03/04/2026", "") is None  # nothing decided the order
    assert parse_date("03/04/2026", "DMY") == date(2026, 4, 3) and parse_date("03/04/2026", "MDY") == date(2026, 3, 4)
    assert parse_date("13/04/2026", "") == date(2026, 4, 13) and parse_date("04/13/2026", "") == date(2026, 4, 13)


def test_date_order_is_decided_by_evidence_or_left_undecided():
    assert date_order("Total Rs. 1,200.00 due 03/04/2026") == "DMY"  # the rupee: India writes day first
    assert date_order("Total $12.00 due 03/04/2026") == "MDY"
    assert date_order("Total NZ$12.00 due 03/04/2026") == "DMY"  # a dollar, but New Zealand's
    assert date_order("Total C$12.00 due 03/04/2026") == ""  # Canada prints both orders
    assert date_order("Please reply by 03/04/2026") == ""  # no currency, nothing else
    assert date_order("Sent: 2 April 2026. Due 03/04/2026") == "DMY"  # nearest the written date
    assert date_order("Paid 12.50 2026, due 03/04/2026") == ""  # an amount and a year are no date


@pytest.mark.parametrize("phrase,iso", [("Mar-10", "2026-03-10"), ("ETA Mar-09", "2026-03-09"), ("by 10-Mar", "2026-03-10")])
def test_a_yearless_day_takes_the_year_from_the_document_date(phrase, iso):
    from stages.normalize import REL_DATE_RE

    m = REL_DATE_RE.search(phrase)
    assert m is not None
    assert resolve_relative(m.group(0), date(2026, 3, 6)).value == iso


@pytest.mark.parametrize("text", ["INV-MAR-09", "Mar-2026", "a 1/2 20 mm bolt", "Ref 2/3 55", "size 3/4 2350"])
def test_things_that_are_no_day_are_not_read_as_one(text):
    from stages.normalize import ABS_DATE_RE, REL_DATE_RE

    assert ABS_DATE_RE.search(text) is None and REL_DATE_RE.search(text) is None
