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
