"""Shop 2 (Oakridge Audio Supply), the held-out validation set: complete truth in the first
shop's format, its own identifier shapes and wording, reproducible from its seed."""

from __future__ import annotations

import email
import email.policy
import json
import re
from collections import Counter
from decimal import Decimal

import pytest

from sample_docs.shop2.documents import EXT, NOISY_FORMATS, build_batch
from sample_docs.shop2.generate import DEFAULT_SEED, generate
from sample_docs.shop2.render import render
from tests import sample_shop_checks as checks
from tests.sample_shop_checks import ROOT, SCHEMA

SHOP2 = ROOT / "sample_docs" / "shop2"
BATCH = SHOP2 / "batch"
# This shop's identifier shapes: none of them is the first shop's.
SHAPES = {
    "order_id": r"SO-\d{6}",
    "customer_id": r"CL-\d{6}",
    "case_number": r"RMA-\d{4}-\d{3}",
    "payment_reference": r"RF-\d{9}",
    "tracking_number": r"1Z[A-Z0-9]{16}|\d{12}|9400\d{18}",
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return checks.read_rows(SHOP2)


def test_truth_covers_exactly_the_batch(rows):
    checks.truth_covers_the_batch(rows, SHOP2, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert len(rows) >= 40
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT)
    assert sum(formats[f] for f in NOISY_FORMATS) >= 10
    assert formats["email"] + formats["text"] >= 10
    assert set(Counter(r["doc_type"] for r in rows)) == {
        "order_confirmation", "shipping_notice", "refund_request", "refund_approval", "refund_execution",
        "customer_letter"}
    sizes = Counter(r["case_id"] for r in rows)
    assert len(sizes) >= 10 and sum(n >= 4 for n in sizes.values()) >= 6


def test_fields_are_the_default_schemas_with_valid_values(rows):
    nulls = checks.field_values(rows, SCHEMA, ("USD",), identifier=SHAPES)
    assert sum(nulls.values()) >= 40  # fields the documents truly do not state
    for r in rows:
        for fv in r["fields"].values():
            if fv["basis"]:
                assert fv["value"] in ("50", "100") and fv["basis"] == "restocking fee", r["doc_id"]


def test_identifiers_are_this_shops_own(rows):
    """No first-shop identifier shape anywhere: the default schema's patterns are not tuned to it."""
    for r in rows:
        for name, fv in r["fields"].items():
            spec = SCHEMA.fields[name]
            if spec.type == "identifier" and fv["value"] and name != "tracking_number":
                assert not re.fullmatch(spec.pattern, fv["value"]), f"{r['doc_id']}:{name}"
    for p in BATCH.glob("*.txt"):
        assert not re.search(r"ORD-|CUST-|CASE-|PAY-|TRK", p.read_text())


def test_one_order_per_case_and_execution_only_from_payment_notices(rows):
    checks.orders_and_invoice_arithmetic(rows)
    checks.execution_facts_only_from_refund_notices(rows)


def test_printed_wording_varies(rows):
    """Money, dates and labels are printed the other shop's ways (checked on the text layers we can read)."""
    texts = "\n".join(p.read_text() for p in BATCH.glob("*.txt"))
    for p in BATCH.glob("*.eml"):
        msg = email.message_from_bytes(p.read_bytes(), policy=email.policy.default)
        assert msg["Message-ID"] and msg["Date"] and msg["Subject"]
        texts += "\n" + msg.get_body(preferencelist=("plain",)).get_content()
    pdfium = pytest.importorskip("pypdfium2")
    for r in rows:
        if r["format"] == "pdf_text":
            pdf = pdfium.PdfDocument(str(BATCH / r["doc_id"]))
            texts += "\n" + "".join(pg.get_textpage().get_text_range() for pg in pdf)
            pdf.close()
    assert re.search(r"USD\. \d", texts) and re.search(r"\$\d+(?![\d.,])", texts) and re.search(r"\d USD", texts)
    assert re.search(r"\d{2}-[A-Z][a-z]{2}-\d{4}", texts) and re.search(r"\d(st|nd|rd|th), \d{4}", texts)
    assert "Client" in texts and "Ref." in texts and "Decision date" in texts


def test_planted_conflicts(rows):
    by_id = {r["doc_id"]: r for r in rows}
    conflicts = json.loads((SHOP2 / "conflicts.json").read_text())
    kinds = Counter(c["kind"] for c in conflicts)
    assert kinds["requested_above_order_total"] >= 1 and kinds["approved_amount_mismatch"] >= 1
    above = [c for c in conflicts if c["kind"] == "requested_above_order_total"]
    for c in above:  # a cross-field conflict: the values are of two fields, so checked here
        ask, total = c["values"]
        assert Decimal(ask) > Decimal(total)
        assert {by_id[d]["doc_type"] for d in c["doc_ids"]} == {"refund_request", "order_confirmation"}
        assert all(by_id[d]["case_id"] == c["case_id"] for d in c["doc_ids"])
    checks.planted_conflicts(rows, [c for c in conflicts if c not in above])


def test_same_seed_same_truth(tmp_path):
    checks.same_seed_same_truth(tmp_path, SHOP2, DEFAULT_SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format():
    checks.same_files_one_per_format(build_batch(DEFAULT_SEED), DEFAULT_SEED, BATCH, EXT, render=render)
