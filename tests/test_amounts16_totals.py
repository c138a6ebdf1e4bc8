"""Totals blocks of shops nobody here has seen (helper amounts16): a row's role from its label's words once what the
label says the amount includes or leaves out is read away, confirmed by the arithmetic between the rows. Each test in
its own wording (not a document of the round's CHECK set, tests/data/amounts16_check.py)."""

from __future__ import annotations

import pytest

from stages import amounts


def _fields(text: str, doc_type: str = "invoice") -> dict:
    from tests.test_nlp import DEFAULT, run

    _, ex = run(text, DEFAULT)
    assert ex.doc_type == doc_type
    return {k: (None if v is None or v.is_null else v.value) for k, v in ex.fields.items()}


# (1) a total labelled with the tax it includes is the total, not a part of it
@pytest.mark.parametrize("label", ["Total incl. VAT", "Gesamt inkl. MwSt.", "Totale IVA inclusa", "Total TVA comprise"])
def test_a_total_labelled_with_its_tax_is_the_total(label):
    text = f"INVOICE 4410\nParts                        80,00 €\nVAT 20 %                     16,00 €\n{label}        96,00 €\n"
    from stages.nlp import _parse

    am = next(a for a in amounts.read_amounts(text, _parse(text), {amounts.ORDERED}, "EUR") if a.value == "96.00")
    assert am.role == amounts.ORDERED and am.by == "label"


def test_the_order_total_after_a_total_incl_tax_line_is_kept():
    text = ("INVOICE RT-7781                          Date: 04/04/2026\nBill to: Quill & Sons\n\n"
            "Item                        Qty       Amount\nLetterpress plates            2      £60.00\n"
            "Ink, black                    3      £27.00\n\n"
            "                   Net                 £87.00\n"
            "                   VAT 20%             £17.40\n"
            "                   Total incl. VAT    £104.40\n")
    got = _fields(text)
    assert got["order_total"] == "104.40" and got["tax_amount"] == "17.40" and got["subtotal"] == "87.00"


# (2) a sub-total in another language is a part of the total, never the order's labelled total
@pytest.mark.parametrize("label", ["Sous-total", "Zwischensumme", "Subtotaal", "Sub total", "Subtotale"])
def test_a_sub_total_in_any_language_is_a_part(label):
    assert amounts.label_role(label, {amounts.ORDERED}) == amounts.PART


def test_a_sub_total_above_the_total_is_not_the_order_total():
    text = ("FACTURE 2026-118\nDate : 02/03/2026\nClient : Atelier Morel\n\n"
            "Peinture murale                         400,00 €\n"
            "Sous-total                              400,00 €\n"
            "TVA 20 %                                 80,00 €\n"
            "Net à payer                             480,00 €\n")
    got = _fields(text)
    assert got["order_total"] == "480.00" and got["subtotal"] == "400.00"


# (3) two tax lines with no tax total: their sum when the rows add up, else no tax
def test_two_tax_lines_are_summed_when_the_rows_add_up():
    text = ("INVOICE 5521\nMaple Ridge Hardware                Date: 2026-03-11\nCustomer: Pine Bay Marina\n\n"
            "Rope, 50 m                                    90.00\n"
            "Shackles x10                                  60.00\n"
            "                   Subtotal                  150.00\n"
            "                   GST 5%                      7.50\n"
            "                   PST 7%                     10.50\n"
            "                   Total                     168.00\n")
    got = _fields(text)
    assert got["tax_amount"] == "18.00" and got["order_total"] == "168.00" and got["subtotal"] == "150.00"


def test_two_tax_lines_that_do_not_add_up_leave_no_tax():
    text = ("INVOICE 5522\nMaple Ridge Hardware                Date: 2026-03-12\nCustomer: Pine Bay Marina\n\n"
            "                   Subtotal                  150.00\n"
            "                   GST 5%                      7.50\n"
            "                   PST 7%                     10.50\n"
            "                   Total                     171.00\n")
    assert _fields(text)["tax_amount"] is None


def test_two_vat_rates_with_a_vat_total_take_the_vat_total():
    rows = amounts.totals_rows("Net   100.00\nVAT 7%   3.50\nVAT 19%   9.50\nVAT total   13.00\nGross   113.00\n",
                               None, amounts.TAX_WORDS)
    sm = amounts.block_sum(rows[0])
    assert sm is not None and [r.value for r in sm.taxes if r.tax_total] == [13.0] and sm.total.value == 113.0


# (4) an amount inside a tax row's label is its base: the row's value is its last amount
@pytest.mark.parametrize("line", ["VAT 20% on £300.00            £60.00", "VAT at 20% of £300.00     £60.00",
                                  "VAT 20% on net £300.00    £60.00"])
def test_a_tax_rows_base_is_not_the_tax(line):
    text = ("INVOICE 3390\nDate: 10/10/2026\nBill to: Hawthorn Cafe\n\nCoffee grinder service              £300.00\n"
            f"Goods total                         £300.00\n{line}\nTotal due                           £360.00\n")
    assert _fields(text)["tax_amount"] == "60.00"


def test_a_tax_rows_base_is_not_the_tax_without_a_sum():
    text = ("INVOICE 3391\nDate: 11/10/2026\nBill to: Hawthorn Cafe\n\n"
            "GST 15% on $200.00                  $30.00\nPlease pay by 30/10/2026\n")
    assert _fields(text)["tax_amount"] == "30.00"


# (5) shipping, discount and deposit rows between the subtotal and the total
def test_charges_and_deductions_between_the_subtotal_and_the_total():
    text = ("Subtotal          200.00\nFreight            25.00\nDiscount           20.00\nVAT 10%            20.50\n"
            "Total             225.50\nDeposit paid       50.00\nBalance due       175.50\n")
    sm = amounts.block_sum(amounts.totals_rows(text, "USD", amounts.TAX_WORDS)[0])
    assert sm is not None and (sm.sub.value, sm.total.value, [r.value for r in sm.taxes]) == (200.0, 225.5, [20.5])


def test_a_tax_label_only_on_a_total_row_does_not_give_the_tax():
    text = ("RECHNUNG 2026-771\nDatum: 04.05.2026\nKunde: Gärtnerei Vogt\n\n"
            "Pflanzerde 40 l                               48,00 €\n"
            "Nettobetrag                                   48,00 €\n"
            "Versand                                        6,90 €\n"
            "USt. 19 %                                     10,43 €\n"
            "Rechnungsbetrag inkl. USt.                    65,33 €\n")
    got = _fields(text)
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("48.00", "10.43", "65.33")


@pytest.mark.parametrize("label,kind", [("Total excl. VAT", amounts.SUB), ("Total VAT", amounts.TAX),
                                        ("Total incl. tax", amounts.TOTAL), ("(includes GST of", amounts.INCLUDED),
                                        ("Shipping & handling", amounts.CHARGE), ("Less deposit paid", amounts.LESS),
                                        ("Imponibile", None), ("IVA inclusa", amounts.INCLUDED)])
def test_row_kinds_from_a_labels_words(label, kind):
    assert amounts.row_kind(label, amounts.TAX_WORDS)[0] == kind


def test_two_cells_on_one_line_are_two_rows():
    text = "Net amount: $80.00\nVAT 10%: $8.00 Amount due: $88.00\n"
    rows = amounts.totals_rows(text, "USD", amounts.TAX_WORDS)[0]
    assert [(r.kind, r.value) for r in rows] == [(amounts.SUB, 80.0), (amounts.TAX, 8.0), (amounts.TOTAL, 88.0)]


@pytest.mark.parametrize("label", ["Plus GST @ 15%", "zzgl. MwSt. 19 %", "+ VAT"])
def test_a_label_opening_with_the_word_that_adds_it_names_its_own_row(label):
    assert amounts.row_kind(label, amounts.TAX_WORDS)[0] == amounts.TAX


def test_an_items_tax_rate_far_above_does_not_void_the_tax():
    from types import SimpleNamespace

    from stages.rules import Found
    from tests.test_nlp import DEFAULT

    text = ("Gloves (VAT 20%)                        40.00\n"
            "Masks (VAT 20%)                         25.00\n"
            "Net                                     65.00\n"
            "VAT                                     13.00\n"
            "Total due                               80.00\n")  # (a total that does not add up: no sum confirms)
    ctx = SimpleNamespace(specs=[DEFAULT.fields[n] for n in DEFAULT.doc_types["invoice"].fields], schema=DEFAULT,
                          text=text, currency="GBP")
    at = text.index("13.00")
    found = {"tax_amount": Found("13.00", "13.00", (at, at + 5)), "subtotal": None, "order_total": None}
    assert "tax_amount" not in amounts.settle_totals(ctx, found)
