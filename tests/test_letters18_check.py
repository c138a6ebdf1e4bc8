"""letters18 CHECK and TUNE sets (tests/data/letters18_check.txt, letters18_tune.txt): customer letters that mention a
fault, a refund, a delivery or an approval in prose, with warranty forms, refund requests, refund approvals and order
confirmations as near-misses. Read and scored by doctype16's loader and scorer. CHECK is scored once before and once
after the round, never tuned on.

Run: python -m tests.test_letters18_check [tune]
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import load, score

DATA = Path(__file__).parent / "data" / "letters18_check.txt"
TUNE = Path(__file__).parent / "data" / "letters18_tune.txt"


def test_check_set_parses():
    for path in (DATA, TUNE):
        if not path.exists():
            continue
        cases = load(path)
        assert len(cases) >= 28 and all(text for _, _, text in cases)
        assert sum(w == "customer_letter" for w, _, _ in cases) >= 15


if __name__ == "__main__":
    import sys
    r = score(load(TUNE if "tune" in sys.argv[1:] else DATA))
    for row in r["rows"]:
        print(*row[:5], "-", row[5])
    let = [row for row in r["rows"] if row[1] == "customer_letter"]
    near = [row for row in r["rows"] if row[1] != "customer_letter"]
    print(f"TOTAL {r['right']}/{r['docs']} right, {r['flagged']} flagged, {r['silent']} silent; letters "
          f"{sum(x[4] == 'ok' for x in let)}/{len(let)}, near-misses {sum(x[4] == 'ok' for x in near)}/{len(near)}")
