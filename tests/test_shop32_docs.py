"""Shop 32 (Reefline Marine & Outboard, outboards, generators and boat parts from Suva, Port Moresby, Apia and
Port Vila): the checked-in batch is complete, valid, deterministic and carries its planted conflicts. Written blind
to docflow's rules."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

from sample_docs.shop32.cases import EXT, SEED, build_batch
from sample_docs.shop32.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop32"
CURRENCIES = ("FJD", "PGK", "WST", "VUV")
RATES = {"FJD": Decimal("0.125"), "PGK": Decimal("0.10"), "WST": Decimal("0.15"), "VUV": Decimal("0.15")}


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def test_vatu_whole_and_tax_at_each_country_rate(rows):
    """Vatu carry no fraction; each invoice's tax is its country's rate (Fiji VAT 12.5%, PNG GST 10%, Samoa VAGST
    15%, Vanuatu VAT 15%) of the subtotal, to the cent."""
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"] == "VUV" and fv["value"]:
                assert Decimal(fv["value"]) % 1 == 0, (r["doc_id"], name, fv["value"])
        if r["doc_type"] == "invoice":
            f = r["fields"]
            cur = f["subtotal"]["currency"]
            expected = (Decimal(f["subtotal"]["value"]) * RATES[cur]).quantize(Decimal("0.01"), ROUND_HALF_UP)
            assert Decimal(f["tax_amount"]["value"]) == expected, r["doc_id"]


def test_pacific_paperwork_is_printed(batch):
    """Each branch's money spellings, tax words, TINs, shipping distractors, chat apps and refund channels appear."""
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs).replace("\u00a0", " ")
    for mark in ("TIN", "VEP", "VAGST", "GST", "LPO", "Wharf receipt", "Vessel", "Viber", "Facebook Messenger",
                 "Bula", "Talofa", "Moning", "Halo", "Kina", "tala"):
        assert mark in texts, mark
    assert re.search(r"FJ\$\d|FJD \d", texts) and re.search(r"\bK ?\d", texts) and re.search(r"(WS|SAT)\$\d", texts)
    assert re.search(r"VT \d{1,3} \d{3}\b", texts)  # vatu with space thousands


def test_refunds_paid_by_the_branch_channels(rows):
    """Refund notices carry M-PAiSA, bank-transfer and cheque references, each of its own shape."""
    refs = [r["fields"]["payment_reference"]["value"] for r in rows if r["doc_type"] == "refund_execution"]
    assert any(re.fullmatch(r"\d{6}", x) for x in refs)  # cheque numbers
    assert any(not re.fullmatch(r"\d{6}", x) for x in refs)
