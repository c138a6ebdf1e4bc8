"""letters18 CHECK and TUNE sets (tests/data/letters18_check.txt, letters18_tune.txt): customer letters that mention a
fault, a refund, a delivery or an approval in prose, with warranty forms, refund requests, refund approvals and order
confirmations as near-misses. Read and scored by doctype16's loader and scorer. CHECK is scored once before and once
after the round, never tuned on.

Run: python -m tests.test_letters18_check [tune]

    CHECK before the round (main at 05875e7, set committed at 5b945cf): 26/30 right, 1 flagged, 3 silent; letters 13/17
        (#2 thanks naming the old unit's serial -> warranty_form 0.733 SILENT, #7 refund credited twice -> refund_request
        0.668 SILENT, #9 slow delivery of a PO -> order_confirmation 0.556 flagged, #17 repair centre lost the camera,
        serial named -> warranty_form 0.639 SILENT), near-misses 13/13
    CHECK after the round (scored once, at b88e8d1): 26/30 right, 1 flagged, 3 silent; letters 13/17, the same four
        (#2 -> warranty_form 0.667, #7, #9, #17 as before: two of them give the serial number, which the round keeps as a
        warranty claim's own value), near-misses 13/13; letters right before are surer (#1 0.786 -> 0.893, #4 0.748 ->
        0.885, #10 0.765 -> 0.833, #16 0.786 -> 0.821)
    TUNE (48 docs, tuned on): main 40/48 (4 flagged, 4 silent; letters 25/33) -> 45/48 (1 flagged, 2 silent; 30/33)
"""

from __future__ import annotations

from pathlib import Path

from tests.test_doctype16_check import load, show_letters

DATA = Path(__file__).parent / "data" / "letters18_check.txt"
TUNE = Path(__file__).parent / "data" / "letters18_tune.txt"


def test_check_set_parses():
    for path in (DATA, TUNE):
        cases = load(path)
        assert len(cases) >= 28 and all(text for _, _, text in cases)
        assert sum(w == "customer_letter" for w, _, _ in cases) >= 15


if __name__ == "__main__":
    import sys
    show_letters(TUNE if "tune" in sys.argv[1:] else DATA)
