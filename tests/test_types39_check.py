"""types39 CHECK set (tests/data/types39_check.txt): invented documents of trades and regions docflow has not seen,
each a realistic variant of one type: untitled or generically titled papers, trade words for a title (fee note,
job sheet, service docket), an order acknowledgement with VAT and totals, a paid cash-sale receipt, a refund
promised vs done (bank slip, mobile-money message, card refund slip), a refusal, a partial approval, a customer
chasing vs requesting, chat and SMS logs, a forwarded mail, formal "The Manager" letters, bilingual labels.
Expected types follow the schema's definitions (the act the document does), written before any change.

Run: python -m tests.test_types39_check
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import show, wrong_rows

DATA = Path(__file__).parent / "data" / "types39_check.txt"


KNOWN: set[int] = set()


def test_types39_check_set():
    wrong = wrong_rows(DATA, frozenset(KNOWN))
    assert not wrong, wrong


if __name__ == "__main__":
    show(DATA)
