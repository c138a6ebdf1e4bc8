"""Shop 11 (Kvarnfjäll Outdoor, written blind): the checked-in batch, its truth and its conflicts."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from sample_docs.formatting import collapse
from sample_docs.render import render, render_body
from sample_docs.shop11 import generate as G
from sample_docs.shop11.values import money, number
from tests.sample_shop_checks import (SCHEMA, ids_of_accepted_shapes, execution_facts_only_from_refund_notices, field_values,
                                      orders_and_invoice_arithmetic, pdf_text_layers, read_rows,
                                      the_four_conflict_kinds_planted, truth_covers_the_batch)

SHOP = Path(G.__file__).resolve().parent
CURRENCIES = ("SEK", "NOK", "DKK", "EUR", "PLN")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return G.build_batch(G.SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in G.EXT.items()})


def test_size_and_mix(rows):
    assert len(rows) >= 64 and len({r["case_id"] for r in rows}) >= 13
    types = Counter(r["doc_type"] for r in rows)
    assert set(types) == set(SCHEMA.doc_types) and types["customer_letter"] >= 10, types
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(G.EXT) and all(n >= 3 for n in formats.values()), formats
    statuses = Counter(r["fields"]["refund_status"]["value"] for r in rows if r["doc_type"] == "refund_approval")
    assert statuses["rejected"] >= 2 and statuses["approved"] >= 2
    docs = list(rows)
    noisy = sum(r["format"] in ("noisy_scan", "fax", "pdf_scan") for r in docs)
    assert len(docs) / 5 < noisy < len(docs) / 2
    assert {r["fields"]["order_total"]["currency"] for r in rows if "order_total" in r["fields"]} == set(CURRENCIES)


def test_every_field_present_valid_and_ids_of_accepted_shapes(rows):
    nulls = field_values(rows, SCHEMA, CURRENCIES, identifier={})
    for name in ("customer_id", "case_number", "refund_eligible", "promised_date", "fee_waiver_percent"):
        assert nulls[name] >= 2, (name, nulls[name])
    ids_of_accepted_shapes(rows, SCHEMA)


def test_one_order_per_case_and_invoice_arithmetic(rows):
    orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    the_four_conflict_kinds_planted(rows, SHOP)


def test_truth_text_is_printed(batch, rows):
    """Every stated value's printed words, and every prose truth, are in the document's text;
    the truth file is the generator's truth."""
    by_id = {r["doc_id"]: r for r in rows}
    unresolved = 0
    for d in batch.docs:
        G.check_shows(d)
        assert by_id[d.doc_id]["fields"] == d.fields
        text = G.full_text(d)
        for name in ("customer_expectation", "return_reason", "issue_description"):
            value = d.fields.get(name, {}).get("value")
            if value:
                assert text.count(value) >= 1 and not value.endswith("."), (d.doc_id, name)
        if d.fields.get("customer_expectation", {}).get("value"):  # one whole sentence of the body
            body = collapse(render_body(d))
            assert body.count(d.fields["customer_expectation"]["value"] + ".") == 1, d.doc_id
        dl = d.fields.get("customer_deadline", {})
        if dl.get("unresolved"):
            unresolved += 1
            assert dl["value"] in text
    assert unresolved >= 2


def test_money_is_printed_the_local_way():
    from decimal import Decimal

    assert number(Decimal("1299"), " ").replace("\u00a0", " ") == "1 299,00"
    assert money(Decimal("1299"), "SEK", 1).replace("\u00a0", " ") == "SEK 1.299,00"
    assert money(Decimal("499.5"), "PLN", 0).replace("\u00a0", " ") == "499,50 zł"
    assert money(Decimal("89.95"), "EUR", 0).replace("\u00a0", " ") == "€ 89,95"


def test_same_seed_same_truth(tmp_path):
    G.generate(tmp_path, G.SEED, truth_only=True)
    assert (tmp_path / "truth.jsonl").read_bytes() == (SHOP / "truth.jsonl").read_bytes()
    assert (tmp_path / "conflicts.json").read_bytes() == (SHOP / "conflicts.json").read_bytes()
    assert G.truth_jsonl(G.build_batch(G.SEED + 1)) != (SHOP / "truth.jsonl").read_text()


def test_same_seed_same_files_one_per_format(batch):
    done = set()
    for n, doc in enumerate(sorted(batch.docs, key=lambda d: d.doc_id)):
        if doc.fmt not in done:
            done.add(doc.fmt)
            assert render(doc, G.SEED * 100_000 + n) == (SHOP / "batch" / doc.doc_id).read_bytes(), doc.doc_id
    assert done == set(G.EXT)
