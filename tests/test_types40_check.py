"""types40 CHECK set (tests/data/types40_check.txt): invented documents, written before reading the code.

Each is a realistic variant of one type from a trade or region unlike an electronics web shop: B2B wholesalers,
repair services, subscriptions and utilities, marketplaces, mobile-money and bank payout messages, courier SMS, terse
chats, forwarded threads whose quoted message is of another type, tick-box forms, generic or missing titles, and
documents that use other types' words. #31-#37 (HOLDOUT in the note) are a final check, never tuned on.

Run: python -m tests.test_types40_check

    before the round (main at 185c253): 30/37 right, 4 flagged, 3 silent
        tuning rows 25/30: #5 "order noted" chat -> refund_execution 0.5 (flagged), #8 subscription sign-up ->
        invoice 0.5 (flagged), #10 replacement dispatched in a warranty case -> warranty_form 0.631 (SILENT),
        #13 a first complaint asking money back -> customer_letter 0.835 (SILENT), #21 wallet "You have received
        ... from <shop>. Refund for order" -> order_confirmation 0.654 (SILENT), #28 letter chasing an approved
        refund -> refund_request 0.59 (flagged)
        holdout rows 6/7: #33 wallet refund receipt -> order_confirmation 0.517 (flagged)
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import show, wrong_rows

DATA = Path(__file__).parent / "data" / "types40_check.txt"

KNOWN: frozenset[int] = frozenset()


def test_types40_check_set():
    wrong = wrong_rows(DATA, KNOWN)
    assert not wrong, wrong


if __name__ == "__main__":
    show(DATA)
