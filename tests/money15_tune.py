"""The TUNE set of helper money15 (issue 9): invoices and order confirmations whose totals blocks the round's rules
were tuned on, beside sample_docs/shop7 (the CHECK set, tests/money15_check.py, is scored only before and after).
Truth conventions as tests/money15_check.py.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE_DOCS: list[tuple[str, str, dict]] = [
# an items table's "Total" column over rows of items; the total below
("invoice", """INVOICE 2026-5521
Date: 12/05/2026
Product                 Qty    Price     Total
Garden hose 25m           1   €29.99    €29.99
Hose reel                 1   €44.01    €44.01
Net total                            €74.00
VAT 23%                              €17.02
Total incl. VAT                      €91.02
""", dict(subtotal=M("74.00", "EUR"), tax_amount=M("17.02", "EUR"), order_total=M("91.02", "EUR"))),
# the header's words run together as a PDF's text layer prints them
("order_confirmation", """Order confirmation
Order no. 66120-A     Date 3 March 2026
Item Qty Price Total
Pruning saw 1 £18.40 £18.40
Loppers 1 £31.10 £31.10
Total to pay
£49.50
""", dict(order_total=M("49.50", "GBP"))),
# OCR splits a decimal amount before its mark
("invoice", """INVOICE IN-7781
Date 04.04.2026
Description Qty Price Total
Strimmer line 1 EUR12 .40 EUR12 .40
Subtotal EUR12.40
VAT EUR2 .85
Amount due EUR15.25
""", dict(subtotal=M("12.40", "EUR"), tax_amount=M("2.85", "EUR"), order_total=M("15.25", "EUR"))),
# a label that is a cue's modifier alone ("Merchandise", "Gross")
("invoice", """Invoice 4471
Date: 2026-08-02
Merchandise: $120.00
Sales tax: $9.60
Gross: $129.60
""", dict(subtotal=M("120.00", "USD"), tax_amount=M("9.60", "USD"), order_total=M("129.60", "USD"))),
# two tax lines and their total; a French subtotal
("invoice", """FACTURE / INVOICE 55-120
Date : 2026-05-14
Article            Qté   Prix      Total
Bottes            1     89,00 $   89,00 $
Sous-total                        89,00 $
TPS 5%                             4,45 $
TVQ 9,975%                         8,88 $
Total des taxes                   13,33 $
Total                            102,33 $
""", dict(subtotal=M("89.00", "CAD"), tax_amount=M("13.33", "CAD"), order_total=M("102.33", "CAD"))),
# arithmetic decides: "Total" printed both for the goods and for the whole
("invoice", """INVOICE 9902                      Date 8 June 2026
Widgets x 10                                      100.00
Total                                             100.00
VAT 20%                                            20.00
Total incl. VAT                                   120.00
""", dict(tax_amount=M("20.00", None), order_total=M("120.00", None))),
# shipping and a discount among the totals lines
("invoice", """Invoice INV-551                      Date: 2026-02-11
Subtotal                     $200.00
Discount                     -$20.00
Shipping                      $12.00
Tax                           $14.40
Total                        $206.40
""", dict(subtotal=M("200.00", "USD"), tax_amount=M("14.40", "USD"), order_total=M("206.40", "USD"))),
# a "Total" header over a totals row of values only: a totals grid, its labels stand
("invoice", """Invoice 3310    Date 01/07/2026
Subtotal     Tax      Total
£50.00       £10.00   £60.00
""", dict(subtotal=M("50.00", "GBP"), tax_amount=M("10.00", "GBP"), order_total=M("60.00", "GBP"))),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(TUNE_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.money15_tune
    from tests.fields_fresh_docs import report

    report(score())
