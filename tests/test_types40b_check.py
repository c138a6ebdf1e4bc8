"""types40 second CHECK set (tests/data/types40b_check.txt): twelve more invented documents, written after the first
round's changes and scored before any change of this second round: a utility statement with a payment received, a bank
SMS crediting a marketplace refund, a PO acknowledged by mail, a customer forwarding an invoice to query a double
charge, the EU model withdrawal form, a B2B warranty return, a marketplace claim decided in the buyer's favour, a
seller's chat bill, a generic "Notice" of goods ready for collection, a complaint about a driver, a refund by cheque,
a garage's service booking.

Run: python -m tests.test_types40b_check

    before (main at 185c253 and types40 at 0fe4e4e alike): 9/12 right, 1 flagged, 2 silent: #5 the model withdrawal
        form -> order_confirmation 0.873 (SILENT), #8 a seller's chat bill -> refund_execution 0.2 (flagged), #11 a
        refund paid by cheque enclosed -> refund_request 0.737 (SILENT)
    after (types40): 11/12 right, 1 flagged: #8 kept as a known miss (flagged, to review): the seller's "Pay to <bank
        account> before Friday" opens with a verb and a preposition, which the grammar reads as no command (a form's
        "Ship to", "Bill to" are labels so), and its amount stands in the message before
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import show, wrong_rows

DATA = Path(__file__).parent / "data" / "types40b_check.txt"

KNOWN = frozenset({8})  # left (see above): a chat's bill asking payment with no command the grammar reads


def test_types40b_check_set():
    wrong = wrong_rows(DATA, KNOWN)
    assert not wrong, wrong


if __name__ == "__main__":
    show(DATA)


def _sentence(text: str):
    from tests.test_types40_check import _sentence as first

    return first(text)


def test_pointing_please_asks_nothing_but_a_command_joined_to_it_does():
    from stages.acts import is_request

    assert not is_request(_sentence("Please find enclosed our cheque no. 004512 for £45.00 in settlement of your refund."))
    assert is_request(_sentence("Please see the attached invoice and pay by 15 March."))
    assert is_request(_sentence("Please refund the £45.00 to my card."))


def test_a_cell_label_is_no_headline_passive():
    from stages.acts import is_done

    sent = _sentence("Ordered on: 02/03/2027        Received on: 09/03/2027")
    assert not is_done(sent, next(i for i, t in enumerate(sent) if t.lemma == "receive"))
    sent = _sentence("Deposit of KES 300 received with thanks.")
    assert is_done(sent, next(i for i, t in enumerate(sent) if t.lemma == "receive"))


def test_a_cheque_enclosed_is_money_sent():
    from stages.doctype import classify
    from status.schema import load_schema

    text = "Dear Ms Grant,\nWe enclose our cheque for $80.00 as a refund for the returned blender.\nYours sincerely, Accounts"
    assert classify(text, load_schema("default"))[0] == "refund_execution"
