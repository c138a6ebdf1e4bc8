"""Polish, Czech and German invoices (cee44): space-grouped amounts without a marker of their own, the ASCII
spellings of accented currency signs, the prepositions between an order's number and its date."""

from stages.normalize import groups_with_spaces, parse_money
from stages.rules import money_candidates


def test_a_document_grouping_with_spaces_reads_its_unmarked_cells_whole():
    text = "Sazba Základ DPH Celkem\n21% 13 781,00 2 894,01 16 675,01\nCelkem k úhradě: 16 675,01 Kč\n"
    assert groups_with_spaces(text)
    line_end = text.index("\n", text.index("21%"))
    got = [m.value for _, m in money_candidates(text, text.index("21%"), line_end)]
    assert got == ["13781.00", "2894.01", "16675.01"]


def test_no_space_grouping_where_the_marked_amounts_do_not_say_so():
    assert not groups_with_spaces("Qty 2 100.00 each\nTotal: $200.00\n")
    assert not groups_with_spaces("Netto 1.234,00 EUR\nRow 12 345,00\n")


def test_accented_currency_signs_as_keyboards_without_accents_print_them():
    assert parse_money("7 378,93 zl").currency == "PLN"
    assert parse_money("10 043,- Kc").currency == "CZK"
    assert parse_money("7 378,93 zl").value == "7378.93"


def _amounts(text: str) -> list[str]:
    from stages.rules import money_candidates
    return [str(money.amount) for _, money in money_candidates(text, 0, len(text))]


def test_a_space_grouped_amount_alone_on_its_line_reads_whole():
    """A total whose currency mark OCR garbled ("Kč" read "Ke") still reads whole: nothing else on its line is a number."""
    assert _amounts("Please refund\n42 350,00 Ke (gross).\n") == ["42350.00"]
    assert _amounts("Total incl. tax 16 675,01 KC\n") == ["16675.01"]


def test_a_space_grouped_amount_beside_other_numbers_stays_apart():
    """An item row's quantity beside its price, or a document grouping with periods, keeps the numbers apart."""
    assert _amounts("Drill bits 2 693,00 1 386,00\n") == ["693,00".replace(",", "."), "386.00"]
    assert _amounts("Qty 2 100.00\n") == ["100.00"]
    assert _amounts("Netto 1.234,00 EUR\nRow 12 345,00\n")[-1] == "345.00"


def test_a_date_with_a_space_after_each_period_is_found():
    """Czech and Slovak standard writing (CSN 01 6910) puts a space after the day's and the month's period."""
    from stages.normalize import ABS_DATE_RE, parse_date
    found = [m.group(0) for m in ABS_DATE_RE.finditer("We need the unit before 24. 1. 2027, please.")]
    assert found == ["24. 1. 2027"] and parse_date(found[0], "DMY").isoformat() == "2027-01-24"
