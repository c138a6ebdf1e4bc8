"""types36 CHECK set (tests/data/types36_check.txt): a shop's statement of policy ("Refunds are paid by bank transfer
within 5 days", "will be credited", "are normally remitted") is no report of an act done; a title that is a decision
clause ("Return not accepted", "Claim declined") names a decision document. Invented documents of several trades,
written before the change.

Run: python -m tests.test_types36_check

    before the round (main at 7f720b7): 10/13 right, 1 flagged (#8 "Return not accepted" -> refund_request 0.5),
        2 silent (#12 -> refund_request 0.732, #13 -> refund_execution 0.751)
    after the round (types36): 12/13 right, 1 silent (#12: a request cue, "refund claim", as the title over
        "Status: Approved": a stage question this round does not answer; kept as the one known miss)
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import show, wrong_rows

DATA = Path(__file__).parent / "data" / "types36_check.txt"


KNOWN = {12}  # left for a later round (see above): a request's title over a decided status


def test_types36_check_set():
    wrong = wrong_rows(DATA, frozenset(KNOWN))
    assert not wrong, wrong


if __name__ == "__main__":
    show(DATA)


def test_policy_sentences_and_reports():
    from stages.acts import sentences, states_policy, tokens
    from stages.doctype import _lemmatized

    def policy(s: str) -> bool:
        sent = sentences(s, tokens(_lemmatized(s)))[0]
        return states_policy(s, sent)

    assert policy("Refunds are paid by bank transfer within 5 business days.")
    assert policy("The refund will be credited to the original payment method.")
    assert policy("Credits are normally remitted by transfer to the account the invoice was paid from.")
    assert not policy("Your refund has been paid to your card.")
    assert not policy("The refund was paid by bank transfer on 3 May.")
    assert not policy("We transferred the money yesterday.")
    assert not policy("The refund of EUR 64.00 is paid today.")


def test_decision_clause_titles():
    from stages.acts import title_clause_moods
    from status.schema import load_schema

    acts = load_schema("default").doc_types
    assert title_clause_moods("Return not accepted", acts["refund_approval"].acts)
    assert title_clause_moods("Claim declined", acts["refund_approval"].acts)
    assert title_clause_moods("Your refund has been approved", acts["refund_approval"].acts)
    assert not title_clause_moods("Return not accepted", acts["refund_execution"].acts)
    assert not title_clause_moods("Returns Department", acts["refund_approval"].acts)
    assert not title_clause_moods("Invoice to: Declan", acts["refund_approval"].acts)
