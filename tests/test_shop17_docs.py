"""Shop 17 (Al Naseem Cooling & Home Appliances, Dubai/Riyadh/Doha): the checked-in batch passes the
shared sample-shop checks, regenerates byte for byte, and keeps its Gulf money and date habits."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from sample_docs.render import render_body
from sample_docs.shop17.generate import EXT, SEED, build_batch, generate, render_doc
from tests import sample_shop_checks as checks

SHOP = Path(checks.ROOT) / "sample_docs" / "shop17"
CURRENCIES = {"AED", "SAR", "QAR", "OMR", "BHD"}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return checks.read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(SEED)


def test_truth_covers_exactly_the_batch(rows):
    checks.truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert 70 <= len(rows) <= 100
    assert 13 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(checks.SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT) and all(n >= 3 for n in formats.values()), formats
    assert {r["fields"]["order_total"]["currency"] for r in rows
            if "order_total" in r["fields"] and r["fields"]["order_total"]["value"]} == CURRENCIES
    assert sum(p.stat().st_size for p in (SHOP / "batch").iterdir()) < 15_000_000


def test_fields_present_valid_and_sometimes_unstated(rows):
    nulls = checks.field_values(rows, checks.SCHEMA, CURRENCIES, identifier={})
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                 "customer_deadline"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_ids_of_accepted_shapes(rows):
    checks.ids_of_accepted_shapes(rows, checks.SCHEMA)


def test_identifier_shapes_vary(batch):
    def shape(value: str) -> str:
        return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "case_number", "payment_reference", "tracking_number"):
        shapes = {shape(d.fields[name]["value"]) for d in batch.docs if d.fields.get(name, {}).get("value")}
        assert len(shapes) >= 4, (name, shapes)


def test_orders_and_invoice_arithmetic(rows):
    checks.orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    checks.execution_facts_only_from_refund_notices(rows)


def test_planted_conflicts(rows):
    checks.the_four_conflict_kinds_planted(rows, SHOP)


def test_emails_parse_and_carry_the_order(rows):
    checks.emails_carry_the_order(rows, SHOP / "batch")


def test_customer_expectation_is_one_sentence(rows, batch):
    checks.expectation_is_one_sentence(rows, batch)


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert checks.pdf_text_layers(rows, SHOP / "batch")


def test_three_decimal_currencies_print_three_decimals(batch):
    """Omani and Bahraini amounts are printed with three decimals; their truth keeps two."""
    for d in batch.docs:
        cur = next(c.currency for c in batch.cases if c.cid == d.case_id)
        if cur not in ("OMR", "BHD"):
            continue
        text = render_body(d).replace("\u00a0", " ")
        for name, fv in d.fields.items():
            if fv["currency"]:
                assert re.search(re.escape(f"{float(fv['value']):,.2f}") + "0", text) or \
                    re.search(re.escape(fv["value"]) + "0", text), (d.doc_id, name)


def test_dates_are_day_first(batch):
    """No document prints a month-first date: every dd/mm/yyyy has a day that fits the truth."""
    for d in batch.docs:
        text = render_body(d)
        for day, month in re.findall(r"\b(\d\d)[/.-](\d\d)[/.-]2026\b", text):
            assert int(month) <= 12, (d.doc_id, day, month)


def test_same_seed_same_truth(tmp_path):
    checks.same_seed_same_truth(tmp_path, SHOP, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    checks.same_files_one_per_format(batch, SEED, SHOP / "batch", EXT, render=render_doc)
