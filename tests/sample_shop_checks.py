"""Checks every sample shop's checked-in batch must pass; the shop tests call them with what
differs (folder, formats, currencies, identifier shapes) and add their shop's own checks."""

from __future__ import annotations

import email
import email.policy
import json
import re
from collections import Counter
from collections.abc import Callable, Collection, Mapping
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from sample_docs.generate import conflicts_json, truth_jsonl
from sample_docs.render import render, render_body
from sample_docs.shop_kit import EXT
from status.schema import Schema, load_schema

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = load_schema("default")


def read_rows(shop: Path) -> list[dict]:
    """The shop's truth.jsonl, one dict a document."""
    return [json.loads(line) for line in (shop / "truth.jsonl").read_text().splitlines()]


def truth_covers_the_batch(rows: list[dict], shop: Path, suffixes: Mapping[str, str]) -> None:
    """One truth row per file in batch/, no more, no less; the file suffix fits the format."""
    ids = [r["doc_id"] for r in rows]
    assert len(ids) == len(set(ids))
    assert set(ids) == {p.name for p in (shop / "batch").iterdir()}
    for r in rows:
        assert r["file"] == f"batch/{r['doc_id']}"
        assert (shop / r["file"]).is_file()
        assert Path(r["doc_id"]).suffix == suffixes[r["format"]], r["doc_id"]


def field_values(rows: list[dict], schema: Schema, currencies: Collection[str],
                 identifier: str | Mapping[str, str] | None = None) -> Counter:
    """Every field of the doc type is present, in schema order, with a valid value of its type.

    identifier: the pattern identifiers must match: one for all, one per field (fields not in the
    mapping are not checked), or None for each field's own schema pattern.
    Returns how often each field is null."""
    nulls: Counter = Counter()
    for r in rows:
        assert list(r["fields"]) == schema.doc_types[r["doc_type"]].fields, r["doc_id"]
        date.fromisoformat(r["document_date"])
        for name, fv in r["fields"].items():
            spec, where, value = schema.fields[name], f"{r['doc_id']}:{name}", fv["value"]
            assert set(fv) == {"value", "qualifier", "currency", "basis", "unresolved"}, where
            assert fv["qualifier"] == spec.qualifier, where
            if value is None:
                nulls[name] += 1
                assert fv["currency"] is None and fv["basis"] is None and not fv["unresolved"], where
                continue
            if fv["unresolved"]:
                assert spec.type == "date" and not re.search(r"\d", value), where
                continue
            if spec.type == "money":
                assert re.fullmatch(r"\d+\.\d\d", value) and fv["currency"] in currencies, where
                assert spec.min <= Decimal(value) <= spec.max, where
            else:
                assert fv["currency"] is None, where
            if spec.type == "date":
                date.fromisoformat(value)
            if spec.type == "percent":
                assert re.fullmatch(r"\d+", value) and fv["basis"], where
            if spec.type == "identifier":
                shape = identifier.get(name) if isinstance(identifier, Mapping) else identifier or spec.pattern
                assert shape is None or re.fullmatch(shape, value), where
            if spec.type == "status":
                assert value in spec.allowed, where
            if spec.type == "text":
                assert value == " ".join(value.split()) and not value.endswith("."), where
    return nulls


def ids_of_accepted_shapes(rows: list[dict], schema: Schema) -> None:
    """Every identifier's truth matches one of the shapes its schema field accepts (`FieldSpec.shapes`): a shop's
    own ID formats must be readable with the default schema, not only with a copy adapted to them."""
    for r in rows:
        for name, fv in r["fields"].items():
            shapes = schema.fields[name].shapes
            if schema.fields[name].type == "identifier" and fv["value"] is not None:
                assert any(re.fullmatch(p, fv["value"]) for p in shapes), (r["doc_id"], name, fv["value"])


def orders_and_invoice_arithmetic(rows: list[dict]) -> None:
    """Every document names its order; a case has one order and no two cases share one;
    an invoice's subtotal and tax add up to its total."""
    by_case: dict[str, set[str]] = {}
    for r in rows:
        f = r["fields"]
        assert f["order_id"]["value"], r["doc_id"]  # every document can be grouped by order
        by_case.setdefault(r["case_id"], set()).add(f["order_id"]["value"])
        if r["doc_type"] == "invoice":
            sub, tax, total = (Decimal(f[k]["value"]) for k in ("subtotal", "tax_amount", "order_total"))
            assert sub + tax == total, r["doc_id"]
    assert all(len(orders) == 1 for orders in by_case.values())
    assert len({next(iter(o)) for o in by_case.values()}) == len(by_case)


def execution_facts_only_from_refund_notices(rows: list[dict]) -> None:
    """Only a refund execution says that money was paid back."""
    for r in rows:
        f = r["fields"]
        executed = f.get("refund_executed", {}).get("value") or f.get("refund_status", {}).get("value") == "executed"
        assert bool(executed) == (r["doc_type"] == "refund_execution"), r["doc_id"]


def pdf_text_layers(rows: list[dict], batch_dir: Path) -> Counter:
    """Text PDFs carry the order ID in their text layer, scanned PDFs no text at all.
    Returns how many text PDFs have each page count."""
    import pypdfium2 as pdfium

    pages: Counter = Counter()
    for r in rows:
        if "pdf" not in r["format"]:
            continue
        pdf = pdfium.PdfDocument(str(batch_dir / r["doc_id"]))
        text = "".join(p.get_textpage().get_text_range() for p in pdf)
        if r["format"] == "pdf_text":
            pages[len(pdf)] += 1
            assert r["fields"]["order_id"]["value"] in text, r["doc_id"]
        else:
            assert text.strip() == "", r["doc_id"]
        pdf.close()
    return pages


def planted_conflicts(rows: list[dict], conflicts: list[dict]) -> None:
    """Each planted conflict has two values, stated by documents of its case, which list it."""
    by_id = {r["doc_id"]: r for r in rows}
    for c in conflicts:
        docs = [by_id[d] for d in c["doc_ids"]]
        assert len(set(c["values"])) == 2 and all(d["case_id"] == c["case_id"] for d in docs)
        assert {d["fields"][c["field"]]["value"] for d in docs} == set(c["values"])
        for d in docs:
            assert {"field": c["field"], "kind": c["kind"], "values": c["values"]} in d["planted_conflicts"]


def the_four_conflict_kinds_planted(rows: list[dict], shop: Path) -> None:
    """conflicts.json plants the first shop's four kinds of disagreement, each as `planted_conflicts` checks."""
    conflicts = json.loads((shop / "conflicts.json").read_text())
    assert {c["kind"] for c in conflicts} == {"approved_amount_mismatch", "deadline_changed", "misspelled_name",
                                              "delivery_estimate_changed"}
    planted_conflicts(rows, conflicts)


def emails_carry_the_order(rows: list[dict], batch_dir: Path) -> None:
    """Every .eml parses, has From/Subject/Date, and its plain body prints the order id."""
    for r in rows:
        if r["format"] != "email":
            continue
        msg = email.message_from_bytes((batch_dir / r["doc_id"]).read_bytes(), policy=email.policy.default)
        assert msg["From"] and msg["Subject"] and msg["Date"], r["doc_id"]
        assert r["fields"]["order_id"]["value"] in msg.get_body(("plain",)).get_content(), r["doc_id"]


def expectation_is_one_sentence(rows: list[dict], batch: Any) -> None:
    """A customer's expectation is one sentence of the printed text; an unresolved deadline is words of it."""
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


def same_seed_same_truth(tmp_path: Path, shop: Path, seed: int, generate: Callable[..., Any],
                               build_batch: Callable[[int], Any]) -> None:
    """Regenerating with the shop's seed gives the checked-in truth and conflicts byte for byte;
    another seed gives other truth."""
    generate(tmp_path, seed, truth_only=True)
    assert (tmp_path / "truth.jsonl").read_bytes() == (shop / "truth.jsonl").read_bytes()
    assert (tmp_path / "conflicts.json").read_bytes() == (shop / "conflicts.json").read_bytes()
    other = build_batch(seed + 1)
    assert truth_jsonl(other) != (shop / "truth.jsonl").read_text()
    assert conflicts_json(other)


def same_files_one_per_format(batch: Any, seed: int, batch_dir: Path, formats: Collection[str],
                              render: Callable[[Any, int], bytes] = render) -> None:
    """The first document of each format renders to the checked-in file byte for byte."""
    done = set()
    for n, doc in enumerate(sorted(batch.docs, key=lambda d: d.doc_id)):
        if doc.fmt in done:
            continue
        done.add(doc.fmt)
        assert render(doc, seed * 100_000 + n) == (batch_dir / doc.doc_id).read_bytes(), doc.doc_id
    assert done == set(formats)


class TuningShopChecks:
    """The checks shops 3 and 4 share, as test methods: a shop's test module subclasses this as
    `class TestShopN(TuningShopChecks)`, sets the attributes below and adds its own tests."""

    shop: Path  # sample_docs/shopN
    seed: int
    build_batch: Callable[[int], Any]
    generate: Callable[..., Any]
    min_docs: int
    min_cases: int
    currencies: tuple[str, ...]
    identifier: str  # the regular expression every identifier value matches
    min_label_variants: int  # how many labels, at least, order_id and customer_id each come under

    @pytest.fixture(scope="class")
    @classmethod
    def rows(cls) -> list[dict]:
        return read_rows(cls.shop)

    @pytest.fixture(scope="class")
    @classmethod
    def batch(cls) -> Any:
        return cls.build_batch(cls.seed)

    def test_truth_covers_exactly_the_batch(self, rows):
        truth_covers_the_batch(rows, self.shop, {fmt: "." + ext for fmt, ext in EXT.items()})

    def test_size_and_mix(self, rows):
        assert len(rows) >= self.min_docs
        assert len({r["case_id"] for r in rows}) >= self.min_cases
        assert set(Counter(r["doc_type"] for r in rows)) == set(SCHEMA.doc_types)
        formats = Counter(r["format"] for r in rows)
        assert set(formats) == set(EXT), formats
        assert all(n >= 3 for n in formats.values()), formats
        assert {r["fields"]["order_total"]["currency"] for r in rows if "order_total" in r["fields"]
                and r["fields"]["order_total"]["value"]} == set(self.currencies)
        size = sum(p.stat().st_size for p in (self.shop / "batch").iterdir())
        assert size < 15_000_000, size

    def test_every_field_of_the_doc_type_is_present_and_valid(self, rows):
        nulls = field_values(rows, SCHEMA, self.currencies, identifier=self.identifier)
        # documents leave fields unstated, and the truth says so
        for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
            assert nulls[name] >= 2, (name, nulls[name])

    def test_one_order_per_case_and_invoice_arithmetic(self, rows):
        orders_and_invoice_arithmetic(rows)

    def test_execution_facts_only_from_refund_notices(self, rows):
        execution_facts_only_from_refund_notices(rows)

    def test_identifier_shapes_and_wording_vary(self, batch):
        def shape(value: str) -> str:
            return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value))

        for name in ("order_id", "customer_id", "case_number", "payment_reference", "tracking_number"):
            shapes = {shape(d.fields[name]["value"]) for d in batch.docs if d.fields.get(name, {}).get("value")}
            assert len(shapes) >= 4, (name, shapes)
        labels: dict[str, set[str]] = {}
        for d in batch.docs:
            by_value = {fv["value"]: n for n, fv in d.fields.items()
                        if fv["value"] and n in ("order_id", "customer_id")}
            for b in d.blocks:
                pairs = [(b[1], b[2])] if b[0] == "kv" else [(b[1], b[2]), (b[3], b[4])] if b[0] == "kv2" else []
                for label, value in pairs:
                    if value in by_value:
                        labels.setdefault(by_value[value], set()).add(label)
        assert all(len(v) >= self.min_label_variants for v in labels.values()) and len(labels) == 2, labels
        assert len({d.style["layout"] for d in batch.docs}) == 5

    def test_customer_expectation_is_one_sentence_of_the_text(self, rows, batch):
        expectation_is_one_sentence(rows, batch)

    def test_emails_parse_and_carry_the_order(self, rows):
        emails_carry_the_order(rows, self.shop / "batch")

    def test_pdf_text_layers(self, rows):
        pytest.importorskip("pypdfium2")
        assert pdf_text_layers(rows, self.shop / "batch")

    def test_planted_conflicts(self, rows):
        the_four_conflict_kinds_planted(rows, self.shop)

    def test_same_seed_same_truth(self, tmp_path):
        same_seed_same_truth(tmp_path, self.shop, self.seed, type(self).generate, type(self).build_batch)

    def test_same_seed_same_files_one_per_format(self, batch):
        same_files_one_per_format(batch, self.seed, self.shop / "batch", EXT)


def assert_labels_stay_local(batch, local_labels: Mapping[str, Collection[str]]) -> None:
    """No document prints a label word of another currency's locale (`local_labels`: currency -> its words)."""
    for d in batch.docs:
        cur = next(c.currency for c in batch.cases if c.cid == d.case_id)
        labels = {b[1] for b in d.blocks if b[0] in ("kv", "rkv")} | {b[3] for b in d.blocks if b[0] == "kv2"}
        for other, words in local_labels.items():
            if other != cur:
                assert not labels & words, (d.doc_id, labels & words)


def blind_shop_tests(shop: Path, currencies: tuple[str, ...], ext: Mapping[str, str], seed: int,
                     build_batch: Callable[[int], Any], generate: Callable[..., Any],
                     render_file: Callable[[Any, int], bytes] = render) -> dict[str, Any]:
    """The checks every shop written blind from the shop brief shares (shop 16 and shops 21 on), as a module's `rows`
    and `batch` fixtures and its test functions: the shop's test module takes them with
    `globals().update(blind_shop_tests(...))` and adds its own tests, which may ask for `rows` and `batch`."""

    @pytest.fixture(scope="module")
    def rows() -> list[dict]:
        return read_rows(shop)

    @pytest.fixture(scope="module")
    def batch() -> Any:
        return build_batch(seed)

    def test_truth_covers_exactly_the_batch(rows):
        truth_covers_the_batch(rows, shop, {fmt: "." + e for fmt, e in ext.items()})

    def test_size_and_mix(rows):
        assert 75 <= len(rows) <= 95
        assert 14 <= len({r["case_id"] for r in rows}) <= 18
        assert set(Counter(r["doc_type"] for r in rows)) == set(SCHEMA.doc_types)
        formats = Counter(r["format"] for r in rows)
        assert set(formats) == set(ext) and all(n >= 3 for n in formats.values()), formats
        totals = {r["fields"]["order_total"]["currency"] for r in rows
                  if "order_total" in r["fields"] and r["fields"]["order_total"]["value"]}
        assert totals == set(currencies)
        size = sum(p.stat().st_size for p in (shop / "batch").iterdir())
        assert size < 15_000_000, size

    def test_every_field_is_present_and_valid(rows):
        nulls = field_values(rows, SCHEMA, currencies, identifier={})  # shapes: the next test
        for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                     "customer_deadline", "refund_approved"):
            assert nulls[name] >= 2, (name, nulls[name])

    def test_identifiers_fit_the_default_schema(rows):
        ids_of_accepted_shapes(rows, SCHEMA)

    def test_identifier_shapes_vary(rows):
        def shape(value: str) -> str:
            return re.sub(r"[A-Za-z]", "A", re.sub(r"\d", "9", value))

        for name in ("order_id", "customer_id", "invoice_number", "case_number", "payment_reference",
                     "tracking_number", "serial_number"):
            shapes = {shape(r["fields"][name]["value"]) for r in rows if r["fields"].get(name, {}).get("value")}
            assert len(shapes) >= 3, (name, shapes)

    def test_one_order_per_case_and_invoice_arithmetic(rows):
        orders_and_invoice_arithmetic(rows)

    def test_execution_facts_only_from_refund_notices(rows):
        execution_facts_only_from_refund_notices(rows)

    def test_customer_expectation_is_one_sentence(rows, batch):
        expectation_is_one_sentence(rows, batch)

    def test_emails_parse_and_carry_the_order(rows):
        emails_carry_the_order(rows, shop / "batch")

    def test_pdf_text_layers(rows):
        pytest.importorskip("pypdfium2")
        assert pdf_text_layers(rows, shop / "batch")

    def test_planted_conflicts(rows):
        the_four_conflict_kinds_planted(rows, shop)

    def test_same_seed_same_truth(tmp_path):
        same_seed_same_truth(tmp_path, shop, seed, generate, build_batch)

    def test_same_seed_same_files_one_per_format(batch):
        same_files_one_per_format(batch, seed, shop / "batch", ext, render=render_file)

    return {name: f for name, f in locals().items() if name in ("rows", "batch") or name.startswith("test_")}


def printed_strings(x) -> list[str]:
    """Every string in a nest of lists and tuples (a document block's cells), in order."""
    if isinstance(x, str):
        return [x]
    return [s for y in x for s in printed_strings(y)] if isinstance(x, (list, tuple)) else []


def printed_texts(batch) -> dict[str, str]:
    """Each document's printed words (blocks and mail headers), non-breaking spaces as spaces: what a shop's own
    tests search for its registrations, money styles and dates."""
    out = {}
    for d in batch.docs:
        words = " ".join(printed_strings([list(b[1:]) for b in d.blocks]) + list((d.email or {}).values()))
        out[d.doc_id] = words.replace("\u00a0", " ")
    return out
