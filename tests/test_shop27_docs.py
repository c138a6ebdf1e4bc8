"""Shop 27 (Indus & Delta Textile Machinery, textile-mill spares and machines from Karachi/Lahore, Dhaka/Chattogram
and Colombo): the checked-in batch is complete, valid, deterministic and carries its planted conflicts.
A held-out validation set."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.shop27.cases import EXT, SEED, build_batch
from sample_docs.shop27.generate import generate
from sample_docs.shop27.templates import lakh, money_text
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop27"
CURRENCIES = ("PKR", "BDT", "LKR")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def _texts(batch) -> str:
    return " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)


def test_taka_in_lakh_grouping_and_rupee_endings(batch):
    """Taka amounts group by lakh and crore; whole rupees may end in '/-' (Pakistan) or '/=' (Sri Lanka)."""
    assert lakh(1234567) == "12,34,567" and lakh(123) == "123" and lakh(91234567) == "9,12,34,567"
    assert money_text(Decimal("1234567"), "BDT", "tk").replace("\u00a0", " ") == "Tk 12,34,567.00"
    assert money_text(Decimal("1234567"), "LKR", "rs_eq").replace("\u00a0", " ") == "Rs. 1,234,567/="
    assert money_text(Decimal("12.50"), "PKR", "rs_dash").replace("\u00a0", " ") == "Rs. 12.50"
    texts = _texts(batch).replace("\u00a0", " ")
    assert re.search(r"Tk\.? \d{1,2},\d\d,\d{3}", texts)
    assert re.search(r"Rs\. \d{1,3}(,\d{3})+/-", texts) and re.search(r"Rs\. \d{1,3}(,\d{3})+/=", texts)
    # the taka sign (missing from the printed fonts) only in e-mails
    for d in batch.docs:
        if any("৳" in str(x) for b in d.blocks for x in b[1:]):
            assert d.fmt in ("text", "email"), d.doc_id


def test_country_paperwork_and_distractors(batch):
    """Each country's tax paperwork and the trade's other numbers are printed beside the schema's facts."""
    texts = _texts(batch)
    for mark in ("NTN", "STRN", "BIN", "Mushak", "VAT Reg. No.", "PI No.", "L/C No.", "Indent No.", "Challan No.",
                 "WhatsApp", "bKash", "CEFTS", "IBFT", "PFA", "Kindly do the needful"):
        assert mark in texts, mark
    assert re.search(r"\d{2}-[A-Z][a-z]{2}-\d{2}\b", texts)  # two-digit-year dates, 09-Apr-26


def test_local_script_never_carries_a_fact(rows, batch):
    """Urdu, Bengali and Sinhala appear only as headings and greetings: no truth value is in those scripts."""
    script = re.compile(r"[\u0600-\u06ff\u0980-\u09f2\u09f4-\u09ff\u0d80-\u0dff]")  # not the taka sign U+09F3
    assert script.search(_texts(batch))
    for r in rows:
        for name, fv in r["fields"].items():
            assert not (fv["value"] and script.search(fv["value"])), (r["doc_id"], name)
    for d in batch.docs:
        for b in d.blocks:
            if b[0] in ("kv", "kv2") and any(script.search(str(x)) for x in b[1:]):
                raise AssertionError((d.doc_id, b))
