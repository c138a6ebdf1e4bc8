"""Shop 34 (Tanabana Industrial Sewing, industrial sewing machines and garment-factory consumables from Karachi, Lahore,
Dhaka, Chattogram and Colombo): the checked-in batch is complete, valid, deterministic and carries its planted
conflicts. Written blind to docflow's rules; a held-out validation set."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.formatting import cents
from sample_docs.shop34 import vocab as V
from sample_docs.shop34.cases import EXT, SEED, build_batch
from sample_docs.shop34.generate import generate
from sample_docs.shop34.templates import amount_words, lakh
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop34"
CURRENCIES = ("PKR", "BDT", "LKR")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


SHOP_PAPERS = ("invoice", "order_confirmation", "shipping_notice")


def test_each_desk_prints_its_own_registration(batch):
    """Every printed shop paper carries its desk's registration mark (STRN, BIN, VAT Reg. No.) and no other country's;
    printed Pakistani invoices name the buyer's NTN, Bangladeshi ones the buyer's BIN."""
    desk = {c.cid: c.desk for c in batch.cases}
    texts = chk.printed_texts(batch)
    for d in batch.docs:
        if d.doc_type not in SHOP_PAPERS or d.fmt in ("text", "email"):
            continue
        t, own = texts[d.doc_id], desk[d.case_id]
        assert V.REG_MARK[own] in t, d.doc_id
        assert not any(V.REG_MARK[o] in t for o in V.DESKS if V.COUNTRY[o] != V.COUNTRY[own]), d.doc_id
        if d.doc_type == "invoice":
            assert {"pk": "Buyer NTN:", "bd": "Buyer's BIN:", "lk": "Purchaser's VAT No:"}[V.COUNTRY[own]] in t, d.doc_id


def test_lakh_grouping_and_each_countrys_tax(rows, batch):
    """Rupee and taka amounts of a lakh and more appear in lakh grouping (1,25,000.00) somewhere, Sri Lankan ones never;
    '/-' and '/=' endings appear; an invoice's tax is its country's rate of the subtotal; printed invoices spell the
    total in words."""
    country = {c.cid: c.country for c in batch.cases}
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"]:
                assert fv["currency"] == V.CURRENCY[country[r["case_id"]]], (r["doc_id"], name)
        if r["doc_type"] == "invoice":
            f = r["fields"]
            sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
            assert tax == cents(sub * V.TAX[country[r["case_id"]]][1] / 100), r["doc_id"]
    texts = chk.printed_texts(batch)
    by_country: dict[str, str] = {}
    for d in batch.docs:
        by_country[country[d.case_id]] = by_country.get(country[d.case_id], "") + " " + texts[d.doc_id]
    indian = r"\b\d{1,2},\d\d,\d{3}(\.\d\d|/-|/=)"
    assert re.search(r"(Rs\.|PKR) ?" + indian, by_country["pk"]) and re.search(r"(Tk\.?|BDT) ?" + indian, by_country["bd"])
    assert not re.search(indian, by_country["lk"])
    assert "/-" in by_country["pk"] and "/=" in by_country["bd"]
    for d in batch.docs:
        if d.doc_type == "invoice" and d.fmt not in ("text", "email"):
            total = Decimal(d.fields["order_total"]["value"])
            assert f"Amount in words: {amount_words(total, d.fields['order_total']['currency'])}" in texts[d.doc_id]


def test_lakh_and_words_helpers():
    """The grouping and the words the papers print, on known figures."""
    assert [lakh(n) for n in (999, 1000, 125000, 1250000, 12345678)] == ["999", "1,000", "1,25,000", "12,50,000",
                                                                         "1,23,45,678"]
    assert amount_words(Decimal("125000"), "PKR") == "Rupees One Lakh Twenty Five Thousand Only"
    assert amount_words(Decimal("1309459.50"), "BDT") == \
        "Taka Thirteen Lakh Nine Thousand Four Hundred Fifty Nine and Paisa Fifty Only"
    assert amount_words(Decimal("1250000"), "LKR") == "Rupees One Million Two Hundred Fifty Thousand Only"


def test_dates_are_day_first(batch):
    """No numeric date is month first: in dd/mm/yyyy, dd-mm-yyyy and dd.mm.yyyy the second number is a month; Sri
    Lankan year-first dates keep the month in the middle."""
    every = " ".join(chk.printed_texts(batch).values())
    for a, b in re.findall(r"\b(\d\d)[/.-](\d\d)[/.-](?:20)?\d\d\b", every):
        assert 1 <= int(b) <= 12 and 1 <= int(a) <= 31, (a, b)
    assert re.search(r"\b\d\d/\d\d/20\d\d\b", every) and re.search(r"\b\d{1,2}(st|nd|rd|th) [A-Z][a-z]+,? 20\d\d", every)
    assert re.search(r"\b2026\.\d\d\.\d\d\b", every)


def test_forwarded_whatsapp_chats(batch):
    """Sales officers forward customers' WhatsApp chats in both export styles; every chat line carries a stamp."""
    chats = [d for d in batch.docs if d.email and d.email.get("Subject", "").startswith("FW: WhatsApp")]
    assert len(chats) >= 3
    lines = [b[1] for d in chats for b in d.blocks if b[0] == "line" and re.match(r"\[?\d\d/\d\d/", b[1])]
    assert any(s.startswith("[") for s in lines) and any(re.match(r"\d\d/\d\d/\d\d, ", s) for s in lines)
