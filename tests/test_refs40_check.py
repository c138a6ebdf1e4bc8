"""refs40 CHECK set (tests/data/refs40_check.txt): carrier, ship date, tracking number and payment reference read
from invented shipping notices, delivery notes, waybills, courier mails, chat messages and payment documents (bank
transfer advices, card refund slips, mobile-money and wallet payouts, remittance advices, a cheque letter) from many
trades and countries. The carrier is named by its role (a label, "via", "shipped with", a table column, the carrier's
own letterhead), ship dates stand beside order, document and delivery dates, and payment references beside account
numbers, terminal and merchant ids and authorisation codes. Written before reading the code.

Held aside as a final check, not tuned on: #4, #11, #17, #20, #23, #29.

Run: python -m tests.test_refs40_check

    before the round (main at 715bae4): 78/96 right (held aside 14/18). Misses: #1 carrier with its service
        ("Royal Mail Tracked 48"); #2, #13, #16 no carrier (letterhead of a waybill, "our delivery partner X", the
        carrier's own mail); #3, #20 "went out today" in a chat read as the first message's date or none; #4, #12, #16
        no ship date ("Collected from sender:", "expédiée le", "we received your parcel ... on"); #22 the auth code
        taken for the RRN; #23 the mobile-money text read for nothing; #25, #26 the order's / original payment's date
        taken for the execution date; #27 a wallet receipt typed an invoice; #32 no end-to-end id
"""

from __future__ import annotations

from pathlib import Path

from tests.test_trans39_check import load

DATA = Path(__file__).parent / "data" / "refs40_check.txt"
HELD_ASIDE = {4, 11, 17, 20, 23, 29}

KNOWN: set[tuple[int, str]] = set()


def rows(path: Path = DATA) -> list[tuple[int, str, str, str, str | None, bool]]:
    """(document number, doc type got, field, expected, got, right) for every expected field."""
    from benchmarks.scoring import field_equal
    from status.schema import load_schema
    from tests.test_nlp import run

    schema = load_schema("default")
    out = []
    for i, (_dtype, _title, want, text) in enumerate(load(path), 1):
        _ocr, ex = run(text, schema)
        for name, value in want.items():
            fv = ex.fields.get(name)
            got = fv.value if fv is not None else None
            right = got is not None and field_equal(schema.fields[name].type, {"value": value}, str(got))
            out.append((i, ex.doc_type, name, value, None if got is None else str(got), right))
    return out


def test_refs40_check_set():
    wrong = [r for r in rows() if not r[5] and (r[0], r[2]) not in KNOWN]
    assert not wrong, wrong


if __name__ == "__main__":
    got = rows()
    for i, dtype, name, want, value, right in got:
        aside = "*" if i in HELD_ASIDE else " "
        print(f"{'ok ' if right else 'MISS'} #{i:<2}{aside} {dtype:<16} {name:<18} want {want!r:<28} got {value!r}")
    print(f"{sum(r[5] for r in got)}/{len(got)} right; held aside "
          f"{sum(r[5] for r in got if r[0] in HELD_ASIDE)}/{sum(r[0] in HELD_ASIDE for r in got)}")
