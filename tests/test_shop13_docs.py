"""Shop 13 (Hanabusa Camera, Osaka; JPY/KRW/TWD/HKD): the checked-in batch and its truth, written
blind. Uses the shared checks of tests/sample_shop_checks.py plus this shop's own."""

from __future__ import annotations

import json
import re
from collections import Counter
from decimal import Decimal

import pytest

from sample_docs.shop13 import generate as gen
from tests.sample_shop_checks import (
    ROOT,
    SCHEMA,
    ids_of_accepted_shapes,
    emails_carry_the_order,
    execution_facts_only_from_refund_notices,
    expectation_is_one_sentence,
    field_values,
    pdf_text_layers,
    read_rows,
    same_files_one_per_format,
    same_seed_same_truth,
    the_four_conflict_kinds_planted,
    truth_covers_the_batch,
)

SHOP = ROOT / "sample_docs" / "shop13"
CURRENCIES = ("JPY", "KRW", "TWD", "HKD")


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
    assert set(types) == set(SCHEMA.doc_types)
    assert types["customer_letter"] >= 10
    status = Counter(r["fields"]["refund_status"]["value"] for r in rows if r["doc_type"] == "refund_approval")
    assert status["rejected"] >= 2 and status["approved"] >= 2, status
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(gen.EXT) and all(n >= 3 for n in formats.values()), formats
    noisy = formats["noisy_scan"] + formats["fax"]
    assert len(rows) / 5 <= noisy and noisy + formats["pdf_scan"] <= len(rows) / 2, formats
    assert {r["fields"]["order_total"]["currency"] for r in rows if "order_total" in r["fields"]
            and r["fields"]["order_total"]["value"]} == set(CURRENCIES)
    size = sum(p.stat().st_size for p in (SHOP / "batch").iterdir())
    assert size < 15_000_000, size


def test_every_field_present_valid_and_ids_match_the_shapes(rows):
    nulls = field_values(rows, SCHEMA, CURRENCIES, identifier={})
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
        assert nulls[name] >= 2, (name, nulls[name])
    ids_of_accepted_shapes(rows, SCHEMA)


def test_money_truth_has_two_decimals_even_for_yen_and_won(rows):
    seen = set()
    for r in rows:
        for fv in r["fields"].values():
            if fv["currency"]:
                assert re.fullmatch(r"\d+\.\d\d", fv["value"])
                if fv["currency"] in ("JPY", "KRW", "TWD"):
                    assert fv["value"].endswith(".00"), r["doc_id"]
                seen.add(fv["currency"])
    assert seen == set(CURRENCIES)


def test_one_order_per_case_and_invoice_arithmetic(rows):
    by_case: dict[str, set[str]] = {}
    for r in rows:
        f = r["fields"]
        assert f["order_id"]["value"], r["doc_id"]
        by_case.setdefault(r["case_id"], set()).add(f["order_id"]["value"])
        if r["doc_type"] == "invoice":
            sub, total = Decimal(f["subtotal"]["value"]), Decimal(f["order_total"]["value"])
            tax = f["tax_amount"]["value"]
            if tax is None:  # Hong Kong charges no sales tax and prints none
                assert f["order_total"]["currency"] == "HKD" and sub == total, r["doc_id"]
            else:
                assert sub + Decimal(tax) == total, r["doc_id"]
    assert all(len(o) == 1 for o in by_case.values())
    assert len({next(iter(o)) for o in by_case.values()}) == len(by_case)


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence_of_the_text(rows, batch):
    expectation_is_one_sentence(rows, batch)


def test_stated_values_are_printed_in_the_text(batch):
    for d in batch.docs:
        gen.printed_words_in_text(d)


def test_qualified_invoice_number_is_not_the_invoice_number(rows):
    jp = [r for r in rows if r["doc_type"] == "invoice" and r["fields"]["order_total"]["currency"] == "JPY"]
    assert jp
    for r in jp:
        assert not r["fields"]["invoice_number"]["value"].startswith("T")


def test_emails_parse_and_carry_the_order(rows):
    emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts_two_of_each_kind(rows):
    the_four_conflict_kinds_planted(rows, SHOP)
    conflicts = json.loads((SHOP / "conflicts.json").read_text())
    assert Counter(c["kind"] for c in conflicts) == {"approved_amount_mismatch": 2, "deadline_changed": 2,
                                                     "misspelled_name": 2, "delivery_estimate_changed": 2}


def test_same_seed_same_truth(tmp_path):
    same_seed_same_truth(tmp_path, SHOP, gen.SEED, gen.generate, gen.build_batch)


@pytest.mark.slow
def test_same_seed_same_files_one_per_format(batch):
    same_files_one_per_format(batch, gen.SEED, SHOP / "batch", gen.EXT)
