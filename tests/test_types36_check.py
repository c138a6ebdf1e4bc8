"""types36 CHECK set (tests/data/types36_check.txt): a shop's statement of policy ("Refunds are paid by bank transfer
within 5 days", "will be credited", "are normally remitted") is no report of an act done; a title that is a decision
clause ("Return not accepted", "Claim declined") names a decision document. Invented documents of several trades,
written before the change.

Run: python -m tests.test_types36_check
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import load, score

DATA = Path(__file__).parent / "data" / "types36_check.txt"


def test_types36_check_set():
    r = score(load(DATA))
    wrong = [row for row in r["rows"] if row[4] != "ok"]
    assert not wrong, wrong


if __name__ == "__main__":
    r = score(load(DATA))
    for row in r["rows"]:
        print(*row[:5], "-", row[5])
    print(f"TOTAL {r['right']}/{r['docs']} right, {r['flagged']} flagged, {r['silent']} silent")
