"""Shop 2 (Oakridge Audio Supply), the held-out validation set: complete truth in the first
shop's format, its own identifier shapes and wording, reproducible from its seed."""

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

from sample_docs.generate import conflicts_json, truth_jsonl
from sample_docs.shop2.documents import EXT, NOISY_FORMATS, build_batch
from sample_docs.shop2.generate import DEFAULT_SEED, generate
from sample_docs.shop2.render import render
from status.schema import load_schema

SHOP2 = Path(__file__).resolve().parent.parent / "sample_docs" / "shop2"
BATCH = SHOP2 / "batch"
SCHEMA = load_schema("default")
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
    return [json.loads(line) for line in (SHOP2 / "truth.jsonl").read_text().splitlines()]


def test_truth_covers_exactly_the_batch(rows):
    assert {p.name for p in BATCH.iterdir()} == {r["doc_id"] for r in rows}
    for r in rows:
        assert r["file"] == f"batch/{r['doc_id']}"
        assert Path(r["doc_id"]).suffix == "." + EXT[r["format"]]


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
    nulls = 0
    for r in rows:
        assert list(r["fields"]) == SCHEMA.doc_types[r["doc_type"]].fields, r["doc_id"]
        date.fromisoformat(r["document_date"])
        for name, fv in r["fields"].items():
            spec, where, value = SCHEMA.fields[name], f"{r['doc_id']}:{name}", fv["value"]
            assert set(fv) == {"value", "qualifier", "currency", "basis", "unresolved"}, where
            assert fv["qualifier"] == spec.qualifier, where
            if value is None:
                nulls += 1
                continue
            if fv["unresolved"]:
                assert spec.type == "date" and not re.search(r"\d", value), where
            elif spec.type == "money":
                assert re.fullmatch(r"\d+\.\d\d", value) and fv["currency"] == "USD", where
            elif spec.type == "date":
                date.fromisoformat(value)
            elif spec.type == "percent":
                assert value in ("50", "100") and fv["basis"] == "restocking fee", where
            elif spec.type == "status":
                assert value in spec.allowed, where
            elif spec.type == "text":
                assert value == " ".join(value.split()) and not value.endswith("."), where
            if name in SHAPES:
                assert re.fullmatch(SHAPES[name], value), where
    assert nulls >= 40  # fields the documents truly do not state


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
    orders: dict[str, set[str]] = {}
    for r in rows:
        f = r["fields"]
        assert f["order_id"]["value"], r["doc_id"]
        orders.setdefault(r["case_id"], set()).add(f["order_id"]["value"])
        executed = f.get("refund_executed", {}).get("value") or f.get("refund_status", {}).get("value") == "executed"
        assert bool(executed) == (r["doc_type"] == "refund_execution"), r["doc_id"]
    assert all(len(o) == 1 for o in orders.values())
    assert len({next(iter(o)) for o in orders.values()}) == len(orders)


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
    for c in conflicts:
        docs = [by_id[d] for d in c["doc_ids"]]
        assert all(d["case_id"] == c["case_id"] for d in docs)
        if c["kind"] == "requested_above_order_total":
            ask, total = c["values"]
            assert Decimal(ask) > Decimal(total)
            assert {d["doc_type"] for d in docs} == {"refund_request", "order_confirmation"}
        else:
            assert {d["fields"][c["field"]]["value"] for d in docs} == set(c["values"])


def test_same_seed_same_truth(tmp_path):
    generate(tmp_path, DEFAULT_SEED, truth_only=True)
    assert (tmp_path / "truth.jsonl").read_bytes() == (SHOP2 / "truth.jsonl").read_bytes()
    assert (tmp_path / "conflicts.json").read_bytes() == (SHOP2 / "conflicts.json").read_bytes()
    assert truth_jsonl(build_batch(DEFAULT_SEED + 1)) != (SHOP2 / "truth.jsonl").read_text()  # type: ignore[arg-type]
    assert conflicts_json(build_batch(DEFAULT_SEED))  # type: ignore[arg-type]


def test_same_seed_same_files_one_per_format():
    ordered = sorted(build_batch(DEFAULT_SEED).docs, key=lambda d: d.doc_id)
    done = set()
    for n, doc in enumerate(ordered):
        if doc.fmt not in done:
            done.add(doc.fmt)
            assert render(doc, DEFAULT_SEED * 100_000 + n) == (BATCH / doc.doc_id).read_bytes(), doc.doc_id
    assert done == set(EXT)
