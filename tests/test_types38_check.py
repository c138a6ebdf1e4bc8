"""types38 CHECK set (tests/data/types38_check.txt): a forward whose own words only pass the message on ("FYI, see
below") is the forwarded message; a label printed in two languages ("Credit approved / Gecrediteerd", "Status:
approved / goedgekeurd") says nothing of which language the text is in, and its status is read from either side; a
business customer's formal letter naming the supplier's decision ("your decision") and a "Re:" line of both sides'
numbers is the customer's letter. Invented documents of several trades, with guards, written before the change.

Run: python -m tests.test_types38_check
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import show, wrong_rows

DATA = Path(__file__).parent / "data" / "types38_check.txt"


KNOWN: set[int] = set()


def test_types38_check_set():
    wrong = wrong_rows(DATA, frozenset(KNOWN))
    assert not wrong, wrong


if __name__ == "__main__":
    show(DATA)
