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

from tests.test_trans39_check import load

DATA = Path(__file__).parent / "data" / "money40_check.txt"

FINAL: set[int] = {5, 14, 21, 27, 34, 38, 41, 51}

NONE = "none"  # ">> subtotal = none": the document prints no such amount, and none may be read

# Left (not this module's reading): "120,000円", the yen's sign after the number, is no amount to `rules.money_candidates`
# (#11); OCR's slips inside labels ("Sub-tota1", "Ta x", "T O T A L") are not repaired before the cues read (#86).
KNOWN: set[tuple[int, str]] = {(11, "subtotal"), (11, "tax_amount"), (11, "order_total"),
                               (86, "subtotal"), (86, "tax_amount"), (86, "order_total")}


def rows() -> list[tuple[int, str, str, str, str | None, bool]]:
    """(document number, doc type got, field, expected, got, right) for every expected field."""
    from benchmarks.scoring import field_equal
    from status.schema import load_schema
    from tests.test_nlp import run

    schema = load_schema("default")
    out = []
    for i, (_dtype, _title, want, text) in enumerate(load(DATA), 1):
        _ocr, ex = run(text, schema)
        for name, value in want.items():
            fv = ex.fields.get(name)
            got = fv.value if fv is not None else None
            if value == NONE:
                right = got is None
            else:
                right = got is not None and field_equal(schema.fields[name].type, {"value": value}, str(got))
            out.append((i, ex.doc_type, name, value, None if got is None else str(got), right))
    return out


def test_money40_check_set():
    wrong = [r for r in rows() if not r[5] and (r[0], r[2]) not in KNOWN]
    assert not wrong, wrong


if __name__ == "__main__":
    got = rows()
    for i, dtype, name, want, value, right in got:
        mark = "ok  " if right else "MISS"
        print(f"{mark} #{i:<2}{'F' if i in FINAL else ' '} {dtype:<18} {name:<16} want {want!r:<12} got {value!r}")
    final = [r for r in got if r[0] in FINAL]
    print(f"{sum(r[5] for r in got)}/{len(got)} right; final check {sum(r[5] for r in final)}/{len(final)}")
