"""refs40 CHECK set (tests/data/refs40_check.txt): carrier, ship date, tracking number and payment reference read
from invented shipping notices, delivery notes, waybills, courier mails, chat messages and payment documents (bank
transfer advices, card refund slips, mobile-money and wallet payouts, remittance advices, a cheque letter) from many
trades and countries. The carrier is named by its role (a label, "via", "shipped with", a table column, the carrier's
own letterhead), ship dates stand beside order, document and delivery dates, and payment references beside account
numbers, terminal and merchant ids and authorisation codes. Written before reading the code.

Held aside as a final check, not tuned on: #4, #11, #17, #20, #23, #29.
#33-#40 and then #41-#48 were written during the round, each batch after the fixes before it and before running it (#37's dates made unambiguous
after its first run: "10/04" and "11/04" without a currency are either order). #1's carrier is "Royal Mail Tracked 48",
the service kept as the shops' truth writes it (`references.tidy_carrier`), corrected after the first run.

Run: python -m tests.test_refs40_check

    before the round (main at 715bae4): 79/96 right on #1-#32 (held aside 14/18). Misses: #2, #13, #16 no carrier
        (a waybill's letterhead, "our delivery partner X", the carrier's own mail); #3, #20 "went out today" in a chat
        read as the first message's date or none; #4, #12, #16 no ship date ("Collected from sender:", "expédiée le",
        "we received your parcel ... on"); #22 the auth code taken for the RRN; #23 the mobile-money text read for
        nothing; #25, #26 the order's / original payment's date taken for the execution date; #27 a wallet receipt
        typed an invoice; #32 no end-to-end id
    after the round (refs40): 89/96 on #1-#32 (held aside 14/18, unchanged: #4, #20, #23 left; #27 mistyped); 106/120
        with #33-#40 (main 94/120: #33-#40 15/24 before, 18/24 after: #33's carrier and ship date, #40's reference);
        130/144 with #41-#48 (main 115/144: #41-#48 21/24 before, 23/24 after: #41's and #44's ship dates); #49-#53
        written last as a fresh check: 8/15 on main and on this branch alike when first run, then #49's carrier ("is
        with An Post") fixed: 139/159 (main 123/159), the rest in KNOWN
"""

from __future__ import annotations

from pathlib import Path

from tests.test_trans39_check import load

DATA = Path(__file__).parent / "data" / "refs40_check.txt"
HELD_ASIDE = {4, 11, 17, 20, 23, 29}

# Left: the held-aside misses (#4 "Collected from sender:", #20 a Tagalog sentence's "today", #23 a mobile-money text
# opening with its code); a document typed as another (#27 a wallet receipt as an invoice, #36 a courier's booking
# receipt as a refund's execution: `stages.doctype`); an amount no pass reads ("Payment made for GHS 350.00", #38,
# hence no event date); the shop's own sending in other words ("dropped your package off at the post office", #34); a
# tracking page's heading, no sender's label under it (#41: a shop's own order page is headed the same way); a chat
# and a transfer receipt typed invoices (#51: a Korean courier's "invoice number" is its tracking number; #52).
KNOWN: set[tuple[int, str]] = {(4, "ship_date"), (20, "ship_date"), (23, "payment_reference"), (23, "refund_executed"),
                               (27, "payment_reference"), (27, "execution_date"), (27, "refund_executed"),
                               (34, "ship_date"), (36, "carrier"), (36, "ship_date"), (36, "tracking_number"),
                               (38, "execution_date"), (38, "refund_executed"), (41, "carrier"),
                               (51, "carrier"), (51, "ship_date"), (51, "tracking_number"),
                               (52, "payment_reference"), (52, "execution_date"), (52, "refund_executed")}


def rows(path: Path = DATA) -> list[tuple[int, str, str, str, str | None, bool]]:
    """(document number, doc type got, field, expected, got, right) for every expected field."""
    from benchmarks.scoring import field_equal
    from status.schema import load_schema
    from tests.test_nlp import run

    schema = load_schema("default")
    out = []
    for i, (_dtype, _title, want, text) in enumerate(load(path), 1):
        _ocr, ex = run(text, schema)
        for name, value in want.items():
            fv = ex.fields.get(name)
            got = fv.value if fv is not None else None
            right = got is not None and field_equal(schema.fields[name].type, {"value": value}, str(got))
            out.append((i, ex.doc_type, name, value, None if got is None else str(got), right))
    return out


def test_refs40_check_set():
    wrong = [r for r in rows() if not r[5] and (r[0], r[2]) not in KNOWN]
    assert not wrong, wrong


if __name__ == "__main__":
    got = rows()
    for i, dtype, name, want, value, right in got:
        aside = "*" if i in HELD_ASIDE else " "
        print(f"{'ok ' if right else 'MISS'} #{i:<2}{aside} {dtype:<16} {name:<18} want {want!r:<28} got {value!r}")
    print(f"{sum(r[5] for r in got)}/{len(got)} right; held aside "
          f"{sum(r[5] for r in got if r[0] in HELD_ASIDE)}/{sum(r[0] in HELD_ASIDE for r in got)}")
