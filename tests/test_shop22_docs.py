"""Shop 22 (Egeria Hotel & Catering Supply, hospitality equipment from Izmir, Thessaloniki and Limassol): the
checked-in batch is complete, valid, deterministic and carries its planted conflicts. Written blind."""

from __future__ import annotations

import re
from collections import Counter
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


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return chk.read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(SEED)


def test_truth_covers_exactly_the_batch(rows):
    chk.truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert 75 <= len(rows) <= 95
    assert 14 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(chk.SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT) and all(n >= 3 for n in formats.values()), formats
    totals = {r["fields"]["order_total"]["currency"] for r in rows
              if "order_total" in r["fields"] and r["fields"]["order_total"]["value"]}
    assert totals == set(CURRENCIES)
    size = sum(p.stat().st_size for p in (SHOP / "batch").iterdir())
    assert size < 15_000_000, size


def test_every_field_is_present_and_valid(rows):
    nulls = chk.field_values(rows, chk.SCHEMA, CURRENCIES, identifier={})  # shapes: the next test
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                 "customer_deadline", "refund_approved"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_identifiers_fit_the_default_schema(rows):
    chk.ids_of_accepted_shapes(rows, chk.SCHEMA)


def test_identifier_shapes_vary(rows):
    def shape(value: str) -> str:
        return re.sub(r"[A-Za-z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "invoice_number", "case_number", "payment_reference",
                 "tracking_number", "serial_number"):
        shapes = {shape(r["fields"][name]["value"]) for r in rows
                  if r["fields"].get(name, {}).get("value")}
        assert len(shapes) >= 3, (name, shapes)


def test_one_order_per_case_and_invoice_arithmetic(rows):
    chk.orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    chk.execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence(rows, batch):
    chk.expectation_is_one_sentence(rows, batch)


def test_emails_parse_and_carry_the_order(rows):
    chk.emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert chk.pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    chk.the_four_conflict_kinds_planted(rows, SHOP)


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


def test_same_seed_same_truth(tmp_path):
    chk.same_seed_same_truth(tmp_path, SHOP, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    chk.same_files_one_per_format(batch, SEED, SHOP / "batch", EXT)
