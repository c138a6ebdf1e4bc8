"""Shop 15 (Kleinmeer Meettechniek, continental B2B measuring instruments): the checked-in batch passes the
shared sample-shop checks, and its own: continental money and dates, bilingual labels, no unplanned
disagreement between the documents of a case."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from sample_docs.render import printed_text, render_text
from sample_docs.shop15.generate import EXT, SEED, build_batch, generate
from tests.sample_shop_checks import (
    SCHEMA,
    emails_carry_the_order,
    execution_facts_only_from_refund_notices,
    expectation_is_one_sentence,
    field_values,
    ids_of_accepted_shapes,
    orders_and_invoice_arithmetic,
    pdf_text_layers,
    read_rows,
    same_files_one_per_format,
    same_seed_same_truth,
    the_four_conflict_kinds_planted,
    truth_covers_the_batch,
)

SHOP = Path(__file__).resolve().parent.parent / "sample_docs" / "shop15"
CONFLICT_FIELDS = ("refund_approved", "customer_deadline", "customer_name", "delivery_estimate")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert 70 <= len(rows) <= 100
    assert 13 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT) and all(n >= 3 for n in formats.values()), formats
    assert {r["fields"]["order_total"]["currency"] for r in rows
            if r["fields"].get("order_total", {}).get("value")} == {"EUR", "CHF"}
    assert sum(p.stat().st_size for p in (SHOP / "batch").iterdir()) < 15_000_000


def test_every_field_present_valid_and_of_accepted_shapes(rows):
    nulls = field_values(rows, SCHEMA, {"EUR", "CHF"}, identifier={})  # shapes: ids_of_accepted_shapes below
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                 "order_date", "customer_name"):
        assert nulls[name] >= 2, (name, nulls[name])
    ids_of_accepted_shapes(rows, SCHEMA)


def test_orders_arithmetic_and_execution(rows):
    orders_and_invoice_arithmetic(rows)
    execution_facts_only_from_refund_notices(rows)


def test_planted_conflicts_and_nothing_else_disagrees(rows):
    the_four_conflict_kinds_planted(rows, SHOP)
    planted = {(r["case_id"], c["field"]) for r in rows for c in r.get("planted_conflicts", [])}
    for case in {r["case_id"] for r in rows}:
        for name in CONFLICT_FIELDS:
            values = {r["fields"][name]["value"] for r in rows if r["case_id"] == case and name in r["fields"]
                      and r["fields"][name]["value"] is not None}
            assert (len(values) == 2) == ((case, name) in planted) and len(values) <= 2, (case, name, values)


def test_prose_emails_and_pdfs(rows, batch):
    expectation_is_one_sentence(rows, batch)
    emails_carry_the_order(rows, SHOP / "batch")
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_values_are_printed_the_continental_way(batch):
    """Stated text values are in the document's words; money has comma decimals (EUR) or the Swiss
    apostrophe; dates are day first; labels are bilingual on shop forms."""
    money = re.compile(r"(?:EUR|€|CHF)\s?\d{1,3}(?:[. ']\d{3})*[,.]\d\d|\d{1,3}(?:[. ']\d{3})*[,.]\d\d\s(?:€|CHF)")
    bilingual = 0
    for d in batch.docs:
        text = " ".join((render_text(d) if d.email else printed_text(d)).replace("\u00a0", " ").split())
        for name in ("customer_name", "carrier", "return_reason", "product_name", "issue_description"):
            value = d.fields.get(name, {}).get("value")
            assert value is None or value in text, (d.doc_id, name, value)
        if d.fields.get("order_total", {}).get("value"):
            assert money.search(text), d.doc_id
        assert not re.search(r"\b\d\d/\d\d/\d{4}\b", text), d.doc_id  # no US-style dates
        bilingual += bool(re.search(r"[A-Za-z.] / (?:Klantnr|Kunden-Nr|Ordernr|Auftrags-Nr|Factuur|Rechnung|Datum|"
                                    r"Orderbevestiging|Auftragsbestätigung|Pakbon|Lieferschein|Creditnota|Gutschrift|"
                                    r"Betalingsadvies|Zahlungsavis|Totaal|Gesamt|Netto|BTW|MwSt|MWST|USt)", text))
    assert bilingual >= len(batch.docs) // 3, bilingual


def test_same_seed_same_truth(tmp_path):
    same_seed_same_truth(tmp_path, SHOP, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    same_files_one_per_format(batch, SEED, SHOP / "batch", EXT)
