"""Shop 14 (Larimer & Pike Coffee Gear, Denver; written blind): the checked-in batch is complete,
well-formed, deterministic and carries its planted conflicts."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from sample_docs.shop14 import generate as gen
from tests.sample_shop_checks import (SCHEMA, emails_carry_the_order, execution_facts_only_from_refund_notices,
                                      expectation_is_one_sentence, field_values, ids_of_accepted_shapes,
                                      orders_and_invoice_arithmetic, pdf_text_layers, read_rows,
                                      same_files_one_per_format, same_seed_same_truth,
                                      the_four_conflict_kinds_planted, truth_covers_the_batch)

SHOP = Path(gen.__file__).resolve().parent
SEED = gen.SEED


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return gen.build_batch(SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in gen.EXT.items()})
    assert all(re.fullmatch(r"LPG-\d{4}\.[a-z]{3}", r["doc_id"]) for r in rows)


def test_size_and_mix(rows):
    assert 70 <= len(rows) <= 100
    assert 13 <= len({r["case_id"] for r in rows}) <= 18
    types = Counter(r["doc_type"] for r in rows)
    assert set(types) == set(SCHEMA.doc_types) and types["customer_letter"] >= 10
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(gen.EXT) and min(formats.values()) >= 3, formats
    noisy = sum(n for f, n in formats.items() if f in gen.NOISY)
    assert len(rows) / 5 <= noisy <= len(rows) / 2
    status = Counter(r["fields"]["refund_status"]["value"] for r in rows if r["doc_type"] == "refund_approval")
    assert status["rejected"] >= 2 and status["approved"] >= 2
    assert {r["fields"]["order_total"]["currency"] for r in rows if "order_total" in r["fields"]} == {"USD", "CAD"}
    size = sum(p.stat().st_size for p in (SHOP / "batch").iterdir())
    assert size < 15_000_000, size


def test_every_field_present_valid_and_of_accepted_shape(rows):
    nulls = field_values(rows, SCHEMA, ("USD", "CAD"), identifier=r"[A-Z0-9]+(?:-[A-Z0-9]+)*")
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
        assert nulls[name] >= 2, (name, nulls[name])
    ids_of_accepted_shapes(rows, SCHEMA)


def test_one_order_per_case_and_invoice_arithmetic(rows):
    orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence_of_the_text(rows, batch):
    expectation_is_one_sentence(rows, batch)


def test_stated_values_are_printed(batch):
    for doc in batch.docs:
        gen.check_printed(doc)


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


def test_no_other_field_disagrees_within_a_case(rows):
    planted = {(c["case_id"], c["field"]) for c in json.loads((SHOP / "conflicts.json").read_text())}
    values: dict[tuple[str, str], set] = {}
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["value"] is not None and name not in gen.VARYING:
                values.setdefault((r["case_id"], name), set()).add(fv["value"])
    assert {k for k, v in values.items() if len(v) > 1} == planted


def test_names_are_full_names(rows):
    """A first name alone (a greeting, a signature) is never the customer's name."""
    for r in rows:
        name = r["fields"]["customer_name"]["value"]
        assert name is None or " " in name, r["doc_id"]


def test_same_seed_same_truth(tmp_path):
    same_seed_same_truth(tmp_path, SHOP, SEED, gen.generate, gen.build_batch)


def test_same_seed_same_files_one_per_format(batch):
    same_files_one_per_format(batch, SEED, SHOP / "batch", gen.EXT, gen.render_doc)
