"""types39 CHECK set (tests/data/types39_check.txt): invented documents of trades and regions docflow has not seen,
each a realistic variant of one type: untitled or generically titled papers, trade words for a title (fee note,
job sheet, service docket), an order acknowledgement with VAT and totals, a paid cash-sale receipt, a refund
promised vs done (bank slip, mobile-money message, card refund slip), a refusal, a partial approval, a customer
chasing vs requesting, chat and SMS logs, a forwarded mail, formal "The Manager" letters, bilingual labels.
Expected types follow the schema's definitions (the act the document does), written before any change.

Run: python -m tests.test_types39_check

    before the round (main at ad61a9f): 23/28 right, 4 flagged (#1 bill -> warranty_form 0.557, #7 tailor's chat ->
        refund_approval 0.2, #15 refusal -> customer_letter 0.562, #20 mobile-money refund -> refund_request 0.54),
        1 silent (#10 "The Manager" complaint asking money back -> customer_letter 0.721)
    after the round (types39): 27/28 right, 1 flagged (#20: "You have received Ksh2,450.00 from <shop>" is the reader's
        receipt, which no act of the schema reads as money paid out; kept as the one known miss, a schema cue proposed)
    after the lead dropped "go" + adjective as a fault ("the screen goes black"): it mistyped a held-out shop's document
        (shop 8 doc type 0.921 -> 0.908, back with it dropped): 26/28, #10 a known miss again
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import show, wrong_rows

DATA = Path(__file__).parent / "data" / "types39_check.txt"


KNOWN = {10, 20}  # left (see above): a fault told by a verb of becoming; the reader receiving money, no act word of a payout


def test_types39_check_set():
    wrong = wrong_rows(DATA, frozenset(KNOWN))
    assert not wrong, wrong


if __name__ == "__main__":
    show(DATA)


def test_whole_unit_currencies_are_amounts():
    from stages.acts import has_amount

    assert has_amount("3 kurtas @ Rs 4,500") and has_amount("a deposit of KSh 50,000") and has_amount("for ₦265,000")
    assert not has_amount("order 12 of 3 items") and not has_amount("No. 3318, week 25")


def test_work_line_over_priced_lines_is_no_request():
    from stages.acts import _work_line, is_request, sentences, tokens
    from stages.doctype import _lemmatized

    def first(text: str):
        return sentences(text, tokens(_lemmatized(text)))[0]

    bill = "Replace thermostatic valve, bathroom\nLabour 2.5 h @ £48.00   £120.00\n"
    assert is_request(first(bill)) and _work_line(bill, first(bill))
    note = "Replace the cracked screen please.\nLabour £40.00\n"
    assert not _work_line(note, first(note))  # asked in words of its own
    ask = "Replace the cracked screen under warranty\nThe phone is two months old.\n"
    assert not _work_line(ask, first(ask))  # no priced line under it


def test_no_thing_with_a_modal_passive_is_refused():
    from stages.acts import is_refused, reports_fault, sentences, tokens
    from stages.doctype import _lemmatized

    def sent(text: str):
        return sentences(text, tokens(_lemmatized(text)))[0]

    s = sent("We are unable to accept your claim, and no refund or replacement can be offered.")
    assert is_refused(s, next(i for i, t in enumerate(s) if t.lemma == "refund"))
    s = sent("No refund has arrived on my card.")
    assert not is_refused(s, next(i for i, t in enumerate(s) if t.lemma == "refund"))
    assert not reports_fault(sent("Everything went well with the delivery."))
