"""Shop 12 (Fogón Pro, commercial-kitchen equipment in Mexico, Colombia, Chile and Peru; written blind):
the checked-in batch against its truth, with the shared sample-shop checks and this shop's own."""

from __future__ import annotations

import json
import re
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from sample_docs.shop12 import generate as gen
from sample_docs.shop12.values import date_text, money_text
from tests.sample_shop_checks import (SCHEMA, ids_of_accepted_shapes, emails_carry_the_order, execution_facts_only_from_refund_notices,
                                      expectation_is_one_sentence, field_values, orders_and_invoice_arithmetic,
                                      pdf_text_layers, read_rows, same_files_one_per_format, same_seed_same_truth,
                                      the_four_conflict_kinds_planted, truth_covers_the_batch)

SHOP = Path(__file__).resolve().parent.parent / "sample_docs" / "shop12"
CURRENCIES = ("MXN", "COP", "CLP", "PEN")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return gen.build_batch(gen.SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in gen.EXT.items()})


def test_size_and_mix(rows):
    assert 70 <= len(rows) <= 100
    assert 13 <= len({r["case_id"] for r in rows}) <= 18
    types = Counter(r["doc_type"] for r in rows)
    assert set(types) == set(SCHEMA.doc_types) and types["customer_letter"] >= 10
    statuses = Counter(r["fields"]["refund_status"]["value"] for r in rows if r["doc_type"] == "refund_approval")
    assert statuses["approved"] >= 2 and statuses["rejected"] >= 2
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(gen.EXT) and min(formats.values()) >= 3, formats
    assert {r["fields"]["order_total"]["currency"] for r in rows if r["fields"].get("order_total", {}).get("value")} \
        == set(CURRENCIES)
    size = sum(p.stat().st_size for p in (SHOP / "batch").iterdir())
    assert size < 15_000_000, size


def test_noisy_share(batch):
    noisy = sum(1 for d in batch.docs if d.fmt in gen.NOISY or d.style.get("scan_noise"))
    assert len(batch.docs) / 5 <= noisy <= len(batch.docs) / 2


def test_every_field_present_and_valid(rows):
    nulls = field_values(rows, SCHEMA, CURRENCIES, identifier={})  # shapes: test_identifiers_match_a_schema_shape
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                 "customer_deadline", "order_date"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_identifiers_match_a_schema_shape(rows):
    ids_of_accepted_shapes(rows, SCHEMA)


def test_tax_ids_are_not_customer_ids(batch):
    """RFC / NIT / RUT / RUC printed beside the customer are never the customer number."""
    for c in batch.cases:
        assert c.customer[4] != c.customer_id


def test_identifier_shapes_and_labels_vary(batch):
    def shape(value: str) -> str:
        return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "case_number", "payment_reference", "tracking_number", "invoice_number"):
        shapes = {shape(d.fields[name]["value"]) for d in batch.docs if d.fields.get(name, {}).get("value")}
        assert len(shapes) >= 3, (name, shapes)
    labels: dict[str, set[str]] = {}
    for d in batch.docs:
        by_value = {fv["value"]: n for n, fv in d.fields.items() if fv["value"] and n in ("order_id", "customer_id")}
        for b in d.blocks:
            pairs = [(b[1], b[2])] if b[0] == "kv" else [(b[1], b[2]), (b[3], b[4])] if b[0] == "kv2" else []
            for label, value in pairs:
                if value in by_value:
                    labels.setdefault(by_value[value], set()).add(label)
    assert all(len(v) >= 4 for v in labels.values()) and len(labels) == 2, labels


def test_one_order_per_case_and_invoice_arithmetic(rows):
    orders_and_invoice_arithmetic(rows)


def test_tax_rates_by_country(batch):
    rates = {"MXN": Decimal("0.16"), "COP": Decimal("0.19"), "CLP": Decimal("0.19"), "PEN": Decimal("0.18")}
    for c in batch.cases:
        assert abs(c.subtotal * rates[c.currency] - c.tax) <= Decimal("0.5"), c.cid
        if c.currency in ("COP", "CLP"):
            assert c.total == c.total.to_integral_value(), c.cid


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence_of_the_text(rows, batch):
    expectation_is_one_sentence(rows, batch)


def test_every_stated_value_is_printed(batch):
    for d in batch.docs:
        gen.check_printed(d)


def test_emails_parse_and_carry_the_order(rows):
    emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    the_four_conflict_kinds_planted(rows, SHOP)
    kinds = Counter(c["kind"] for c in json.loads((SHOP / "conflicts.json").read_text()))
    assert all(n == 2 for n in kinds.values()), kinds


def test_local_money_and_date_habits():
    assert money_text(Decimal("4250000"), "COP", "bare_space") == "$\u00a04.250.000"
    assert money_text(Decimal("4250000"), "COP", "code_cents") == "COP\u00a04.250.000,00"
    assert money_text(Decimal("1250000"), "CLP", "code") == "CLP\u00a01.250.000"
    assert money_text(Decimal("18450.5"), "MXN", "bare_code") == "$18,450.50\u00a0MXN"
    assert money_text(Decimal("6190"), "PEN", "sol") == "S/\u00a06,190.00"
    from datetime import date
    assert date_text(date(2026, 12, 6), "dmy_slash") == "06/12/2026"
    assert date_text(date(2026, 12, 6), "dmy_mon_es") == "06-dic-2026"


def test_same_seed_same_truth(tmp_path):
    same_seed_same_truth(tmp_path, SHOP, gen.SEED, gen.generate, gen.build_batch)


@pytest.mark.slow
def test_same_seed_same_files_one_per_format(batch):
    same_files_one_per_format(batch, gen.SEED, SHOP / "batch", gen.EXT)
