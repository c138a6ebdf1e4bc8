"""Shop 4, the second tuning set: complete and valid truth, real variety (first-person staff, business
customers, generic titles, quoted threads), planted conflicts, reproducible."""

from __future__ import annotations

import email
import email.policy
import json
import re
from collections import Counter
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from sample_docs.render import render_body
from sample_docs.shop_kit import EXT
from sample_docs.shop4.documents import DEFAULT_SEED, GENERIC_TITLES, build_batch
from sample_docs.shop4.generate import generate
from sample_docs.shop4.values import DATE_STYLES, MONEY_STYLES, date_text, money_text
from status.schema import load_schema
from tests import sample_shop_checks as checks

SHOP = Path(__file__).resolve().parent.parent / "sample_docs" / "shop4"
BATCH = SHOP / "batch"
SCHEMA = load_schema("default")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return checks.read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(DEFAULT_SEED)


def test_truth_covers_exactly_the_batch(rows):
    checks.truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert len(rows) >= 45
    assert len({r["case_id"] for r in rows}) >= 12
    assert set(Counter(r["doc_type"] for r in rows)) == set(SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT), formats
    assert all(n >= 3 for n in formats.values()), formats
    assert {r["fields"]["order_total"]["currency"] for r in rows if "order_total" in r["fields"]
            and r["fields"]["order_total"]["value"]} == {"AUD", "CAD", "CHF"}
    size = sum(p.stat().st_size for p in BATCH.iterdir())
    assert size < 15_000_000, size


def test_every_field_of_the_doc_type_is_present_and_valid(rows):
    nulls = checks.field_values(rows, SCHEMA, ("AUD", "CAD", "CHF"), identifier=r"[A-Z0-9][A-Z0-9/.-]*[A-Z0-9]")
    # documents leave fields unstated, and the truth says so
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_one_order_per_case_and_invoice_arithmetic(rows):
    checks.orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    checks.execution_facts_only_from_refund_notices(rows)


def test_identifier_shapes_and_wording_vary(batch):
    def shape(value: str) -> str:
        return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "case_number", "payment_reference", "tracking_number"):
        shapes = {shape(d.fields[name]["value"]) for d in batch.docs if d.fields.get(name, {}).get("value")}
        assert len(shapes) >= 4, (name, shapes)
    labels: dict[str, set[str]] = {}
    for d in batch.docs:
        by_value = {fv["value"]: n for n, fv in d.fields.items() if fv["value"] and n in ("order_id", "customer_id")}
        for b in d.blocks:
            pairs = [(b[1], b[2])] if b[0] == "kv" else [(b[1], b[2]), (b[3], b[4])] if b[0] == "kv2" else []
            for label, value in pairs:
                if value in by_value:
                    labels.setdefault(by_value[value], set()).add(label)
    assert all(len(v) >= 4 for v in labels.values()) and len(labels) == 2, labels
    assert len({d.style["layout"] for d in batch.docs}) == 5


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 4)
    assert "04/03/2026" in {date_text(d, s) for s in DATE_STYLES["AUD"]}
    assert "2026-03-04" in {date_text(d, s) for s in DATE_STYLES["CAD"]}
    assert not any("/" in date_text(d, s) for s in DATE_STYLES["CAD"])  # no ambiguous numeric dates
    assert "04.03.2026" in {date_text(d, s) for s in DATE_STYLES["CHF"]}
    francs = {money_text(Decimal("1234.5"), "CHF", s).replace("\u00a0", " ") for s in MONEY_STYLES["CHF"]}
    assert {"CHF 1'234.50", "CHF 1,234.50", "Fr. 1234.50"} <= francs
    assert "C$1,007.50" in {money_text(Decimal("1007.5"), "CAD", s) for s in MONEY_STYLES["CAD"]}


def test_what_sets_shop4_apart_is_in_the_batch(batch):
    """First-person staff, 'we' customers, generic or missing titles, quoted threads, a type as form and letter."""
    texts = {d.doc_id: render_body(d) for d in batch.docs}
    shop_types = ("refund_approval", "refund_execution", "shipping_notice", "order_confirmation")
    staff_i = [d for d in batch.docs if d.doc_type in shop_types and re.search(r"\bI (have|'ve|remitted|handed)\b|"
                                                                                  r"\bI'm\b", texts[d.doc_id])]
    assert len(staff_i) >= 5
    assert sum(bool(re.search(r"\b(We|we|our)\b", texts[d.doc_id])) for d in batch.docs
               if d.doc_type == "refund_request") >= 3
    quoted = [d for d in batch.docs if "\n> " in texts[d.doc_id] or "Original Message" in texts[d.doc_id]]
    assert {d.doc_type for d in quoted} >= {"customer_letter", "refund_approval"}, {d.doc_type for d in quoted}
    generic = [d for d in batch.docs if d.email and d.email["Subject"] in GENERIC_TITLES]
    assert len(generic) >= 3
    assert {bool(d.style.get("letter")) for d in batch.docs if d.doc_type == "warranty_form"} == {True, False}


def test_customer_expectation_is_one_sentence_of_the_text(rows, batch):
    by_id = {d.doc_id: d for d in batch.docs}
    unresolved = 0
    for r in rows:
        if r["doc_type"] not in ("refund_request", "customer_letter"):
            continue
        exp = r["fields"]["customer_expectation"]["value"]
        body = " ".join(render_body(by_id[r["doc_id"]]).replace("\u00a0", " ").split())
        assert body.count(exp + ".") == 1, r["doc_id"]
        dl = r["fields"]["customer_deadline"]
        if dl["unresolved"]:
            unresolved += 1
            assert dl["value"] in exp, r["doc_id"]
    assert unresolved >= 1


def test_emails_parse_and_carry_the_order(rows):
    for r in rows:
        if r["format"] != "email":
            continue
        msg = email.message_from_bytes((BATCH / r["doc_id"]).read_bytes(), policy=email.policy.default)
        assert msg["From"] and msg["Subject"] and msg["Date"], r["doc_id"]
        assert r["fields"]["order_id"]["value"] in msg.get_body(("plain",)).get_content(), r["doc_id"]


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert checks.pdf_text_layers(rows, BATCH)


def test_planted_conflicts(rows):
    conflicts = json.loads((SHOP / "conflicts.json").read_text())
    assert {c["kind"] for c in conflicts} == {"approved_amount_mismatch", "deadline_changed", "misspelled_name",
                                              "delivery_estimate_changed"}
    checks.planted_conflicts(rows, conflicts)


def test_same_seed_same_truth(tmp_path):
    checks.same_seed_same_truth(tmp_path, SHOP, DEFAULT_SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    checks.same_files_one_per_format(batch, DEFAULT_SEED, BATCH, EXT)
