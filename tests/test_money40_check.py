"""money40 CHECK set (tests/data/money40_check.txt): how businesses around the world print totals and refund
amounts. Invented invoices, receipts, credit notes and refund decisions (US sales tax, UK/EU VAT with several rates,
GST/HST/PST, India CGST+SGST/IGST, Japanese consumption tax, Latin American IVA, Gulf VAT, tax-inclusive totals,
net/gross, discount/shipping/deposit lines around the total, totals in a right-hand column or a grid, currency after
the number, comma decimals, whole-unit currencies) and refund approvals whose eligible amount (what policy allows)
differs from the approved one (what is granted). Written before reading stages/amounts.py.

Documents kept aside as a final check, not tuned on: #5, #14, #21, #27, #34, #38, #41, #51 (FINAL).

Run: python -m tests.test_money40_check

    before the round (main at 715bae4), the first 52 documents (#1-#52, committed first): 124/138 right (final check
        18/21). Misses: #9 "IGST @ 18%" not read as tax; #11 yen with the sign after ("120,000円") read as nothing; #18
        "GST included in total" not read as tax; #22 "Amount after tax" not read as the total; #27 "Supply amount" not
        read as the subtotal; #34 "$420.00 of the purchase price is eligible" not read as eligible; #45 state + city +
        district tax lines not summed; #47 a Totals row under Net / VAT / Gross headers (subtotal none, tax 120.00);
        #49 Refund column's total not read as approved; #50 eligible 9.99 (the non-refundable charge); #51 eligible
        85.00 (the approved amount)
    #53-#113 were written during the round, blind as the first (probes of harder layouts, other languages, OCR, refund
        prose, amounts that must not be read: ">> field = none"), each measured on main: all 113 on main 265/298 (final
        check 18/21); #102/#103 show main taking an item's price for the subtotal when none is printed
    after the round (money40): 292/298 (final check 21/21; #27, #34 and #51 were fixed by methods found on other
        documents: the arithmetic of a total above the tax (#99-#101), the partitive "X of ... qualifies" (#95) and an
        amount right before a word of entitlement (#50, #70)); the 6 left listed in KNOWN
"""

from __future__ import annotations

from pathlib import Path

from tests import check_docs

DATA = Path(__file__).parent / "data" / "money40_check.txt"

FINAL: set[int] = {5, 14, 21, 27, 34, 38, 41, 51}

# Left (not this module's reading): "120,000円", the yen's sign after the number, is no amount to `rules.money_candidates`
# (#11); OCR's slips inside labels ("Sub-tota1", "Ta x", "T O T A L") are not repaired before the cues read (#86).
KNOWN: set[tuple[int, str]] = {(11, "subtotal"), (11, "tax_amount"), (11, "order_total"),
                               (86, "subtotal"), (86, "tax_amount"), (86, "order_total")}


def test_money40_check_set():
    assert not check_docs.unexpected_misses(check_docs.rows(DATA), KNOWN)


if __name__ == "__main__":
    check_docs.show(check_docs.rows(DATA), aside=FINAL)
