"""Shop 22 (Egeria Hotel & Catering Supply, hospitality equipment from Izmir, Thessaloniki and Limassol): the
checked-in batch is complete, valid, deterministic and carries its planted conflicts. Written blind."""

from __future__ import annotations

from decimal import Decimal

import pytest

from sample_docs.shop22 import printing as P
from sample_docs.shop22 import vocab as V
from sample_docs.shop22.cases import EXT, SEED, build_batch
from sample_docs.shop22.generate import generate
from sample_docs.shop22.templates import country
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop22"
CURRENCIES = ("TRY", "EUR")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def test_three_offices_and_their_paperwork(rows, batch):
    """Every office has cases; printed documents carry each office's legal labels, money and tax."""
    by_case = {c.cid: c for c in batch.cases}
    assert {country(c) for c in batch.cases} == set(V.COUNTRIES)
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)
    for mark in ("TL", "₺", "TRY", "€", "EUR", "KDV", "FPA", "VAT", "VKN", "AFM", "e-Arşiv", "İrsaliye",
                 "Sipariş", "İade", "WhatsApp", "JCC", "IBAN", "Mart"):
        assert mark in texts or any(mark in str(d.email) for d in batch.docs), mark
    for r in rows:
        k = country(by_case[r["case_id"]])
        cur = r["fields"].get("order_total", {}).get("currency")
        assert cur in (None, V.CURRENCY[k]), r["doc_id"]


def test_office_vat_rates(rows, batch):
    """Invoices charge the office's VAT: KDV 20% in Izmir, FPA 24% in Thessaloniki, VAT 19% in Limassol."""
    by_case = {c.cid: c for c in batch.cases}
    assert {country(by_case[r["case_id"]]) for r in rows if r["doc_type"] == "invoice"} == set(V.COUNTRIES)
    for r in rows:
        if r["doc_type"] != "invoice":
            continue
        f = r["fields"]
        rate = V.COUNTRY_TAX[country(by_case[r["case_id"]])][1]
        sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
        assert abs(sub * rate / 100 - tax) <= Decimal("0.01"), r["doc_id"]


@pytest.mark.parametrize("amount, style, printed", [
    (Decimal("12450"), "tl_suffix", "12.450,00\u00a0TL"), (Decimal("12450"), "lira_sign", "₺12.450,00"),
    (Decimal("1234.5"), "eur_suffix_comma", "1.234,50\u00a0€"), (Decimal("1234.5"), "eur_sign_dot", "€1,234.50"),
    (Decimal("7.05"), "eur_code_dot", "EUR\u00a07.05"),
])
def test_money_printing(amount, style, printed):
    assert P.money_text(amount, "X", style) == printed


def test_date_printing():
    from datetime import date
    d = date(2026, 3, 5)
    assert P.date_text(d, "dotted") == "05.03.2026"
    assert P.date_text(d, "tr_long").replace("\u00a0", " ") == "5 Mart 2026"
    assert P.date_text(d, "gr_long").replace("\u00a0", " ") == "5 Martiou 2026"
    assert P.date_text(d, "dash") == "5-3-2026"
