"""Shop 35 (Mopane Safety & Mining Supplies, mine and workshop safety equipment from Gaborone, Lusaka, Kitwe, Harare
and Lilongwe): the checked-in batch is complete, valid, deterministic and carries its planted conflicts; each desk
prints its own country's paperwork. Written blind to docflow's rules; a held-out validation set."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from sample_docs.formatting import cents
from sample_docs.shop35 import vocab as V
from sample_docs.shop35.cases import EXT, SEED, build_batch
from sample_docs.shop35.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop35"
CURRENCIES = ("BWP", "ZMW", "USD", "ZWG", "MWK")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


SHOP_PAPERS = ("invoice", "order_confirmation", "shipping_notice", "refund_approval")
REGISTRATION = {"gab": "BURS TIN: C05128473901", "lsk": "TPIN: 1002847316", "ktw": "TPIN: 1002847316",
                "hre": "ZIMRA BP No. 200184736", "llw": "MRA TPIN: 70418362"}
FISCAL = {"zm": "ZRA Smart Invoice", "zw": "Verification Code", "mw": "MRA EIS", "bw": "Value Added Tax Act"}


def test_each_desk_prints_its_own_paperwork(batch):
    """Every printed shop paper carries its country's registration number (BURS TIN, ZRA TPIN, ZIMRA BP, MRA TPIN)
    and no other country's; every printed invoice its tax authority's fiscal block; Harare invoices show the other
    currency at the interbank rate; a customer's LPO number is printed but is never the order ID."""
    cases = {c.cid: c for c in batch.cases}
    texts = chk.printed_texts(batch)
    for d in batch.docs:
        t, c = texts[d.doc_id], cases[d.case_id]
        printed = d.fmt not in ("text", "email")
        if d.doc_type in SHOP_PAPERS and printed:
            assert REGISTRATION[c.desk] in t, d.doc_id
            assert not any(REGISTRATION[o] in t for o in V.DESKS if V.COUNTRY[o] != c.country), d.doc_id
        if d.doc_type == "invoice" and printed:
            assert FISCAL[c.country] in t, d.doc_id
            if c.desk == "hre":
                assert "RBZ interbank rate" in t and ("ZiG " in t if c.currency == "USD" else "US$ " in t), d.doc_id
        assert d.fields["order_id"]["value"] != c.lpo
    lpos = [c.lpo for c in batch.cases]
    assert sum(any(lpo.split()[-1] in t for lpo in lpos) for t in texts.values()) >= 20


def test_money_follows_the_desk_and_each_countrys_vat(rows, batch):
    """Amounts are in the desk's currency (Harare in US dollars or ZiG); an invoice's VAT is its country's rate of
    the subtotal (14, 16, 15 or 16.5 %); no amount is printed with a comma decimal."""
    cases = {c.cid: c for c in batch.cases}
    seen = set()
    for r in rows:
        c = cases[r["case_id"]]
        for name, fv in r["fields"].items():
            if fv["currency"]:
                assert fv["currency"] == c.currency and c.currency in V.CURRENCIES[c.desk], (r["doc_id"], name)
                seen.add(fv["currency"])
        if r["doc_type"] == "invoice":
            f = r["fields"]
            sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
            assert tax == cents(sub * V.TAX[c.country][1] / 100), r["doc_id"]
    assert seen == set(CURRENCIES)
    every = " ".join(chk.printed_texts(batch).values())
    assert not re.search(r"(P|K|US\$|ZiG|MK) ?\d+(\.\d{3})*,\d\d\b", every)
    for pattern in (r"\bP\d{1,3}(,\d{3})*\.\d\d", r"\bK\d{1,3}(,\d{3})*\.\d\d", r"US\$\d", r"ZiG \d", r"MK\d",
                    r"(\bP|US\$) \d{1,3}( \d{3})+\.\d\d"):
        assert re.search(pattern, every), pattern


def test_dates_are_day_first(batch):
    """Numeric dates read day first (a day above 12 appears in front, never behind); month names follow the day;
    the e-mails' time zone is Central Africa Time."""
    texts = chk.printed_texts(batch)
    every = " ".join(texts.values())
    assert not re.search(r"\b(January|February|March|April|May|June) \d{1,2},? 20\d\d", every)
    first_big = 0
    for a, b, y in re.findall(r"\b(\d\d)/(\d\d)/(20\d\d|\d\d)\b", every):
        assert 1 <= int(b) <= 12, (a, b, y)
        first_big += int(a) > 12
    assert first_big >= 10
    assert re.search(r"\b\d{1,2}(st|nd|rd|th) (of )?(February|March|April|May) 2026", every)
    for d in batch.docs:
        if d.email and "Date" in d.email:
            assert d.email["Date"].endswith("+0200"), d.doc_id


def test_chats_wallets_and_proofs_of_payment(batch):
    """Desk staff forward customers' WhatsApp chats; refunds go out by bank transfer and by mobile wallet, and
    every proof of payment names its bank or wallet."""
    texts = chk.printed_texts(batch)
    chats = [t for t in texts.values() if "Fwd: WhatsApp chat" in t]
    assert len(chats) >= 2
    assert all(re.search(r"\d\d/\d\d/2026, \d\d:\d\d(:\d\d\])? -? ?[^:]+: ", t) for t in chats)
    wallets = banks = 0
    for d in batch.docs:
        if d.doc_type != "refund_execution":
            continue
        t = texts[d.doc_id]
        assert any(b.split(" - ")[0] in t for bs in V.BANKS.values() for b in bs), d.doc_id
        if "Mobile No." in t:
            wallets += 1
        else:
            banks += 1
    assert wallets >= 1 and banks >= 1


def test_documents_stay_in_2026(rows):
    """Every date the truth holds is a real 2026 date."""
    for r in rows:
        for fv in r["fields"].values():
            if fv["qualifier"] and fv["value"] and re.fullmatch(r"\d{4}-\d\d-\d\d", fv["value"]):
                assert date.fromisoformat(fv["value"]).year == 2026, r["doc_id"]
