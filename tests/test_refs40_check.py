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

from tests import check_docs

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


def test_refs40_check_set():
    assert not check_docs.unexpected_misses(check_docs.rows(DATA), KNOWN)


if __name__ == "__main__":
    check_docs.show(check_docs.rows(DATA), aside=HELD_ASIDE)
