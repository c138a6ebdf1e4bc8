"""The checked-in sample batch: complete truth, valid values, real conflicts, reproducible."""

from __future__ import annotations

import json
import re
import subprocess
from collections import Counter
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from sample_docs.bad import EXPECTED_CODES
from sample_docs.documents import build_batch
from sample_docs.generate import DEFAULT_SEED, conflicts_json, generate, truth_jsonl
from sample_docs.render import render
from status.schema import load_schema

SAMPLE = Path(__file__).resolve().parent.parent / "sample_docs"
BATCH = SAMPLE / "batch"
FORMATS = {"text": ".txt", "clean_image": ".png", "noisy_scan": ".jpg", "pdf_text": ".pdf", "pdf_scan": ".pdf"}
SCHEMA = load_schema("default")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return [json.loads(line) for line in (SAMPLE / "truth.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def conflicts() -> list[dict]:
    return json.loads((SAMPLE / "conflicts.json").read_text())


def test_truth_covers_exactly_the_batch(rows):
    files = {p.name for p in BATCH.iterdir()}
    ids = [r["doc_id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert set(ids) == files
    for r in rows:
        assert r["file"] == f"batch/{r['doc_id']}"
        assert Path(r["doc_id"]).suffix == FORMATS[r["format"]]


def test_size_and_mix(rows):
    assert len(rows) >= 120
    assert len({r["case_id"] for r in rows}) >= 25
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(FORMATS)
    assert all(n >= 0.1 * len(rows) for n in formats.values()), formats
    assert set(Counter(r["doc_type"] for r in rows)) == set(SCHEMA.doc_types)
    sizes = Counter(r["case_id"] for r in rows)
    assert sum(n >= 4 for n in sizes.values()) >= 10


def test_every_field_of_the_doc_type_is_present_and_valid(rows):
    for r in rows:
        dt = SCHEMA.doc_types[r["doc_type"]]
        assert list(r["fields"]) == dt.fields, r["doc_id"]
        date.fromisoformat(r["document_date"])
        for name, fv in r["fields"].items():
            spec = SCHEMA.fields[name]
            where = f"{r['doc_id']}:{name}"
            assert set(fv) == {"value", "qualifier", "currency", "basis", "unresolved"}, where
            assert fv["qualifier"] == spec.qualifier, where
            value = fv["value"]
            if value is None:
                assert fv["currency"] is None and fv["basis"] is None and not fv["unresolved"], where
                continue
            if fv["unresolved"]:
                assert spec.type == "date" and not re.search(r"\d", value), where
                continue
            if spec.type == "money":
                assert re.fullmatch(r"\d+\.\d\d", value) and fv["currency"] in ("EUR", "USD"), where
                assert spec.min <= Decimal(value) <= spec.max, where
            else:
                assert fv["currency"] is None, where
            if spec.type == "date":
                date.fromisoformat(value)
            if spec.type == "percent":
                assert re.fullmatch(r"\d+", value) and fv["basis"], where
            if spec.type == "identifier":
                assert re.fullmatch(spec.pattern, value), where
            if spec.type == "status":
                assert value in spec.allowed, where
            if spec.type == "text":
                assert value == " ".join(value.split()) and not value.endswith("."), where


def test_required_identifiers_and_invoice_arithmetic(rows):
    for r in rows:
        f = r["fields"]
        assert f["order_id"]["value"], r["doc_id"]  # every document can be grouped by order
        if r["doc_type"] == "invoice":
            sub, tax, total = (Decimal(f[k]["value"]) for k in ("subtotal", "tax_amount", "order_total"))
            assert sub + tax == total, r["doc_id"]
    by_case: dict[str, set[str]] = {}
    for r in rows:
        by_case.setdefault(r["case_id"], set()).add(r["fields"]["order_id"]["value"])
    assert all(len(orders) == 1 for orders in by_case.values())
    assert len({next(iter(o)) for o in by_case.values()}) == len(by_case)


def test_execution_facts_only_from_payment_notices(rows):
    for r in rows:
        f = r["fields"]
        executed = f.get("refund_executed", {}).get("value") or f.get("refund_status", {}).get("value") == "executed"
        assert bool(executed) == (r["doc_type"] == "refund_execution"), r["doc_id"]


def test_customer_prose_conventions(rows):
    unresolved = relative = 0
    for r in rows:
        if r["doc_type"] not in ("refund_request", "customer_letter"):
            continue
        exp = r["fields"]["customer_expectation"]["value"]
        assert re.match(r"I (need|expect|would like|must) ", exp), r["doc_id"]
        dl = r["fields"]["customer_deadline"]
        unresolved += dl["unresolved"]
        relative += bool(re.search(r"next Friday|end of this month|within 14 days", exp))
        if r["format"] == "text":
            body = (BATCH / r["doc_id"]).read_text()
            assert " ".join(body.split()).count(exp + ".") == 1, r["doc_id"]
            if dl["unresolved"]:
                assert dl["value"] in exp
    assert unresolved >= 2 and relative >= 3


def test_text_documents_are_emails(rows):
    for r in rows:
        if r["format"] == "text":
            head = (BATCH / r["doc_id"]).read_text().split("\n\n", 1)[0]
            assert [line.split(":", 1)[0] for line in head.splitlines()] == ["From", "To", "Subject", "Date"]


def test_pdf_text_layers(rows):
    pdfium = pytest.importorskip("pypdfium2")
    pages = Counter()
    for r in rows:
        if r["format"] not in ("pdf_text", "pdf_scan"):
            continue
        pdf = pdfium.PdfDocument(str(BATCH / r["doc_id"]))
        text = "".join(p.get_textpage().get_text_range() for p in pdf)
        pages[len(pdf)] += r["format"] == "pdf_text"
        if r["format"] == "pdf_scan":
            assert text.strip() == "", r["doc_id"]
        else:
            assert r["fields"]["order_id"]["value"] in text, r["doc_id"]
        pdf.close()
    assert pages[2] >= 3


def test_planted_conflicts(rows, conflicts):
    by_id = {r["doc_id"]: r for r in rows}
    kinds = Counter(c["kind"] for c in conflicts)
    assert kinds["approved_amount_mismatch"] >= 6
    assert kinds["deadline_changed"] >= 4
    assert kinds["misspelled_name"] >= 3
    for c in conflicts:
        assert len(set(c["values"])) == 2
        docs = [by_id[d] for d in c["doc_ids"]]
        assert all(d["case_id"] == c["case_id"] for d in docs)
        assert {d["fields"][c["field"]]["value"] for d in docs} == set(c["values"])
        for d in docs:
            assert {"field": c["field"], "kind": c["kind"], "values": c["values"]} in d["planted_conflicts"]
        if c["kind"] == "approved_amount_mismatch":
            assert {d["doc_type"] for d in docs} == {"refund_approval", "customer_letter"}
        if c["kind"] == "misspelled_name":
            assert len({d["fields"]["customer_id"]["value"] for d in docs} - {None}) == 1
            typo_docs = [d for d in docs if d["fields"]["customer_name"]["value"] == c["values"][0]]
            assert all(d["fields"]["customer_id"]["value"] for d in typo_docs)
    multi = Counter(c["case_id"] for c in conflicts)
    assert any(n >= 2 for n in multi.values())


def test_bad_inputs_fail_for_real():
    bad = SAMPLE / "bad"
    assert {p.name for p in bad.iterdir()} == set(EXPECTED_CODES) | {"README.md"}
    readme = (bad / "README.md").read_text()
    assert all(name in readme and code in readme for name, code in EXPECTED_CODES.items())
    assert (bad / "empty.png").stat().st_size == 0
    from PIL import Image

    with pytest.raises(OSError):
        with Image.open(bad / "truncated.jpg") as im:
            im.load()
    with Image.open(bad / "blank.png") as im:
        assert im.getextrema() == (255, 255)
    pikepdf = pytest.importorskip("pikepdf")
    with pytest.raises(pikepdf.PasswordError):
        pikepdf.open(bad / "encrypted.pdf")
    with pikepdf.open(bad / "encrypted.pdf", password="secret") as pdf:
        assert len(pdf.pages) == 1
    with pytest.raises(pikepdf.PdfError):
        pikepdf.open(bad / "corrupt.pdf")


def test_same_seed_same_truth(tmp_path):
    generate(tmp_path, DEFAULT_SEED, truth_only=True)
    assert (tmp_path / "truth.jsonl").read_bytes() == (SAMPLE / "truth.jsonl").read_bytes()
    assert (tmp_path / "conflicts.json").read_bytes() == (SAMPLE / "conflicts.json").read_bytes()
    other = build_batch(DEFAULT_SEED + 1)
    assert truth_jsonl(other) != (SAMPLE / "truth.jsonl").read_text()
    assert conflicts_json(other)


def test_same_seed_same_files_one_per_format():
    batch = build_batch(DEFAULT_SEED)
    ordered = sorted(batch.docs, key=lambda d: d.doc_id)
    done = set()
    for n, doc in enumerate(ordered):
        if doc.fmt in done:
            continue
        done.add(doc.fmt)
        assert render(doc, DEFAULT_SEED * 100_000 + n) == (BATCH / doc.doc_id).read_bytes(), doc.doc_id
    assert done == set(FORMATS)


@pytest.mark.slow
def test_noisy_scans_stay_readable(rows):
    """Tesseract finds the identifiers of a few noisy scans (spaces around hyphens forgiven)."""
    scans = [r for r in rows if r["format"] == "noisy_scan"][:4]
    found = total = 0
    for r in scans:
        out = subprocess.run(["tesseract", str(BATCH / r["doc_id"]), "stdout"], capture_output=True, text=True,
                             env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"}, check=True).stdout
        flat = re.sub(r"\s*-\s*", "-", " ".join(out.split()))
        for name, fv in r["fields"].items():
            if SCHEMA.fields[name].type == "identifier" and fv["value"]:
                total += 1
                found += fv["value"] in flat
    assert total and found / total >= 0.9
