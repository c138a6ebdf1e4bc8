"""Fact store: typed resolve values, per-batch document identity and versions,
schema per input, and the get_case_facts tool definition."""

from __future__ import annotations

import inspect
import json

import pytest
from sqlalchemy.pool import StaticPool
from sqlmodel import create_engine
from typer.testing import CliRunner

from status.fact_store import GET_CASE_FACTS_TOOL, FactStore, FactStoreError
from status.models import DocumentError, FactValue, Validation
from status.schema import load_schema
from tests.test_facts import IDS, SCHEMA, _cli, ingest, make_val, memory_store, refund_case

RECEIPTS = load_schema("receipts")


# --------------------------------------------------------------------------- 1. resolve parses by type


def _held(store: FactStore, case: str, field: str) -> dict:
    (held,) = [h for h in store.history(case, field) if h["current"]]
    return held


@pytest.mark.parametrize(
    "field, typed, stored",
    [
        ("refund_approved", "95.38 EUR", "95.38 EUR"),
        ("refund_approved", "1.234,56", "1234.56 EUR"),  # European grouping; currency held by the case
        ("refund_approved", "€1,234.56", "1234.56 EUR"),
        ("refund_approved", "120", "120.00 EUR"),
        ("refund_approved", "95.385", "95385.00 EUR"),  # the shared parser reads a dot before 3 digits as grouping
        ("customer_deadline", "14 March 2026", "2026-03-14"),
        ("customer_deadline", "2026-02-01", "2026-02-01"),
        ("customer_deadline", "25/01/2026", "2026-01-25"),
        ("fee_waiver_percent", "12.5%", "12.5%"),
        ("fee_waiver_percent", "15", "15%"),
        ("order_id", "ord-100001", "ORD-100001"),
        ("refund_status", "Approved", "approved"),
        ("customer_name", "  Anna   Schmidt. ", "Anna Schmidt"),
    ],
)
def test_resolve_stores_the_canonical_form_extraction_uses(field, typed, stored):
    store = memory_store()
    case = refund_case(store)
    report = store.resolve(case, field, typed, by="maria")
    assert report.value == stored
    held = _held(store, case, field)
    assert held["display"] == stored and held["source"]["extractor"] == "person:maria"
    assert held["value"] == (stored.split(" ")[0] if field == "refund_approved" else stored.rstrip("%"))


def test_resolving_a_gap_in_a_case_without_identifiers_stays_in_that_case():
    store = memory_store()
    a = store.ingest(make_val("a", "customer_letter", content_hash="a" * 64, customer_name="Anna Schmidt"), batch_id="b1", doc_id="a")
    b = store.ingest(make_val("b", "customer_letter", content_hash="b" * 64, customer_name="Bo Berg"), batch_id="b1", doc_id="b")
    store.resolve(a.case_id, "customer_deadline", "2026-02-01", by="maria")
    assert _held(store, a.case_id, "customer_deadline")["display"] == "2026-02-01"
    assert store.history(b.case_id, "customer_deadline") == []


def test_resolve_block_shows_the_parsed_amount_not_garbage():
    store = memory_store()
    case = refund_case(store)
    store.resolve(case, "refund_approved", "95.38 EUR", by="maria")
    block = store.case_block(case)
    assert "refund_approved (approved): 95.38 EUR" in block and "95 38 eur" not in block


@pytest.mark.parametrize(
    "field, typed, message",
    [
        ("customer_deadline", "next tuesday-ish", "not a date"),
        ("customer_deadline", "03/04/2026", "ambiguous"),
        ("customer_deadline", "2026-02-30", "not a date"),
        ("refund_approved", "about 95 or so", "not an amount"),
        ("refund_approved", "12O.00", "not an amount"),
        ("refund_approved", "12.5678", "more than two decimals"),
        ("refund_approved", "-5.00", "below minimum"),
        ("refund_approved", "25000000", "above maximum"),
        ("fee_waiver_percent", "150%", "above maximum"),
        ("fee_waiver_percent", "a lot", "not a percent"),
        ("order_id", "ORD-12", "not a order_id"),
        ("refund_status", "maybe later", "not one of"),
        ("customer_name", "   ", "empty value"),
    ],
)
def test_resolve_refuses_a_value_that_does_not_fit_its_field(field, typed, message):
    store = memory_store()
    case = refund_case(store)
    before = store.snapshot()
    with pytest.raises(FactStoreError, match=message):
        store.resolve(case, field, typed, by="maria")
    assert store.snapshot() == before  # nothing recorded


def test_cli_resolve_echoes_the_stored_value_and_refuses_bad_input(db_url, engine):
    store = FactStore(engine, SCHEMA)
    case = refund_case(store)
    runner, app = CliRunner(), _cli()
    out = runner.invoke(app, ["facts", "resolve", case, "refund_approved", "--value", "1.234,56", "--by", "maria", "--db", db_url])
    assert out.exit_code == 0, out.output
    assert "-> 1234.56 EUR" in out.output and "1.234,56" not in out.output
    out = runner.invoke(app, ["facts", "resolve", case, "customer_deadline", "--value", "next tuesday-ish", "--by", "maria",
                              "--db", db_url])
    assert out.exit_code == 2 and "not a date" in out.output


# --------------------------------------------------------------------------- 2. identity across batches, versions


def test_same_doc_id_in_two_batches_is_two_documents():
    store = memory_store()
    mon = make_val("scan.txt", "invoice", content_hash="a" * 64, order_id="ORD-100001", order_total="100.00")
    tue = make_val("scan.txt", "invoice", content_hash="b" * 64, order_id="ORD-200002", order_total="250.00")
    store.ingest(mon, batch_id="monday", doc_id="scan.txt", document_date="2026-01-05")
    store.ingest(tue, batch_id="tuesday", doc_id="scan.txt", document_date="2026-01-06")
    assert store.case_for_document("scan.txt", "monday") == "ORD-100001"
    assert store.case_for_document("scan.txt", "tuesday") == "ORD-200002"
    assert store.case_for_document("scan.txt", "wednesday") is None


def test_documents_without_identifiers_get_unique_stable_case_ids():
    store = memory_store()
    a = make_val("scan.txt", "customer_letter", content_hash="0123456789abcdef" * 4, customer_name="Anna Schmidt")
    b = make_val("scan.txt", "customer_letter", content_hash="fedcba9876543210" * 4, customer_name="Bo Berg")
    ra = store.ingest(a, batch_id="monday", doc_id="scan.txt", document_date="2026-01-05")
    rb = store.ingest(b, batch_id="tuesday", doc_id="scan.txt", document_date="2026-01-06")
    assert (ra.case_id, rb.case_id) == ("DOC-0123456789ab", "DOC-fedcba987654")
    assert len(store.cases()) == 2
    assert "Anna Schmidt" in store.case_block(ra.case_id) and "Bo Berg" in store.case_block(rb.case_id)
    # the same bytes again in a third batch: the same case, one source
    rc = store.ingest(a.model_copy(), batch_id="wednesday", doc_id="copy.txt", document_date="2026-01-05")
    assert rc.case_id == ra.case_id and len(store.cases()) == 2
    live = store.snapshot()
    assert store.rebuild() == len(store.cases()) == 2
    assert store.snapshot() == live


def test_a_new_version_supersedes_its_old_version_without_conflict():
    store = memory_store()
    v1 = make_val("inv.txt", "invoice", content_hash="v1", order_id="ORD-100001", customer_id="CUST-00001", order_total="100.00")
    v2 = make_val("inv.txt", "invoice", content_hash="v2", order_id="ORD-100001", customer_id="CUST-00001", order_total="120.00")
    store.ingest(v1, batch_id="b1", doc_id="inv.txt", document_date="2026-01-02")
    r = store.ingest(v2, batch_id="b1", doc_id="inv.txt", document_date="2026-01-02")
    assert r.new and r.replaced == "v1" and r.content_hash == "v2"
    assert not r.needs_review and r.conflicts == []
    assert [(h["value"], h["current"]) for h in store.history(r.case_id, "order_total")] == [("120.00", True)]
    record = store.full_record(r.case_id)
    assert [(v["doc_id"], v["content_hash"], v["superseded_by"]) for v in record["replaced_versions"]] == [("inv.txt", "v1", "v2")]
    assert record["case"]["doc_count"] == 1
    # the old version again is a no-op: the newest version stays current
    before = store.snapshot()
    assert store.ingest(v1, batch_id="b1", doc_id="inv.txt", document_date="2026-01-02").new is False
    assert store.ingest(v2, batch_id="b1", doc_id="inv.txt", document_date="2026-01-02").new is False
    assert store.snapshot() == before
    # a different document disagreeing is still a conflict
    r = ingest(store, "inv2.txt", "invoice", "2026-01-03", order_id="ORD-100001", order_total="130.00")
    assert r.needs_review and r.conflicts == ["order_total[ORD-100001]"]


def test_a_new_version_with_other_identifiers_moves_to_its_case_and_the_old_case_splits():
    store = memory_store()
    ingest(store, "ship", "shipping_notice", "2026-01-04", order_id="ORD-100001", carrier="DHL")
    misread = make_val("inv.txt", "invoice", content_hash="v1", order_id="ORD-100001", customer_id="CUST-00009")
    store.ingest(misread, batch_id="b1", doc_id="inv.txt", document_date="2026-01-02")
    ingest(store, "letter", "customer_letter", "2026-01-05", customer_id="CUST-00009", customer_name="Bo Berg")
    assert len(store.cases()) == 1  # the misread invoice linked the two
    fixed = make_val("inv.txt", "invoice", content_hash="v2", order_id="ORD-200002", customer_id="CUST-00002")
    r = store.ingest(fixed, batch_id="b1", doc_id="inv.txt", document_date="2026-01-02")
    assert r.case_id == "ORD-200002"
    assert {c.case_id for c in store.cases()} == {"ORD-100001", "CUST-00009", "ORD-200002"}
    assert store.case_for_document("ship", "b1") == "ORD-100001"
    assert store.case_for_document("letter", "b1") == "CUST-00009"
    live = store.snapshot()
    assert store.rebuild() == 3 and store.snapshot() == live


def test_identical_content_counts_as_one_source():
    store = memory_store()
    case = refund_case(store)
    letter = make_val("letter", "customer_letter", content_hash="same-bytes", **IDS, refund_approved="120.00")
    store.ingest(letter, batch_id="b1", doc_id="letter", document_date="2026-01-15")
    agree = _held(store, case, "refund_approved")["agree_docs"]
    assert agree == 2  # the approval and the letter
    # the same letter again: in another batch, and as a second copy in the same batch
    store.ingest(letter, batch_id="b2", doc_id="letter", document_date="2026-01-15")
    store.ingest(letter, batch_id="b2", doc_id="letter (copy)", document_date="2026-01-15")
    assert _held(store, case, "refund_approved")["agree_docs"] == 2
    assert store.full_record(case)["case"]["doc_count"] == 4  # copies and re-runs are one document each
    assert len(store.full_record(case)["documents"]) == 6  # every (batch, doc) input is still listed
    # copies whose stored readings differ (e.g. read by another pipeline version) are still one source: no conflict
    other = make_val("letter", "customer_letter", content_hash="same-bytes", **IDS, refund_approved="150.00")
    r = store.ingest(other, batch_id="b3", doc_id="letter", document_date="2026-01-15")
    assert not r.needs_review and r.conflicts == []


# --------------------------------------------------------------------------- 3. schema per input


def receipt(doc_id: str, content_hash: str, **values) -> Validation:
    fields = {n: FactValue(field=n, type=RECEIPTS.fields[n].type) for n in RECEIPTS.doc_types["receipt"].fields}
    for name, value in values.items():
        spec = RECEIPTS.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, value=value, raw=value, page=1, span=(0, len(value)),
                                 extractor="rule", confidence=0.9, authoritative=True,
                                 currency="MYR" if spec.type == "money" else None)
    return Validation(doc_id=doc_id, content_hash=content_hash, doc_type="receipt", fields=fields)


def test_a_case_renders_with_the_schema_it_was_ingested_with(db_url, engine):
    FactStore(engine, RECEIPTS).ingest(receipt("X1.jpg", "c0ffee" * 10, company="ABC SDN BHD",
                                                                   date="2019-01-02", total="9.00"),
                                       batch_id="r1", doc_id="X1.jpg", document_date="2019-01-02")
    default_store = FactStore(engine, SCHEMA)  # what the CLI builds from DOCFLOW_SCHEMA=default
    case = default_store.case_for_document("X1.jpg", "r1")
    assert case == "DOC-c0ffeec0ffee"
    gaps = [line for line in default_store.case_block(case).splitlines() if line.startswith("Gaps")]
    assert gaps == ["Gaps (required, still null): address"]  # not order_id, customer_id, ... of the default schema
    assert default_store.history(case, "total")[0]["display"] == "9.00 MYR"
    out = CliRunner().invoke(_cli(), ["facts", case, "--db", db_url])
    assert out.exit_code == 0, out.output
    assert "Gaps (required, still null): address" in out.output and "order_id" not in out.output


def test_cases_mixing_schemas_are_refused_clearly():
    engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
    other = SCHEMA.model_copy(update={"name": "shop-v2"})
    FactStore(engine, SCHEMA).ingest(make_val("inv", "invoice", order_id="ORD-100001"), batch_id="b1", doc_id="inv")
    store = FactStore(engine, other, schema_loader=lambda name: {"default": SCHEMA, "shop-v2": other}[name])
    with pytest.raises(DocumentError, match="different schemas") as err:
        store.ingest(make_val("req", "refund_request", order_id="ORD-100001"), batch_id="b2", doc_id="req")
    assert err.value.code == "schema_mismatch"
    assert store.case_for_document("req", "b2") is None and len(store.cases()) == 1


def test_a_schema_that_cannot_be_loaded_is_a_clear_error():
    engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
    custom = SCHEMA.model_copy(update={"name": "my-own"})
    FactStore(engine, custom).ingest(make_val("inv", "invoice", order_id="ORD-100001"), batch_id="b1", doc_id="inv")
    with pytest.raises(FactStoreError, match="'my-own'.*cannot be loaded"):
        FactStore(engine, SCHEMA).case_block("ORD-100001")


# --------------------------------------------------------------------------- 4. the tool the block names


def test_get_case_facts_tool_definition_matches_the_method():
    assert GET_CASE_FACTS_TOOL["name"] == "get_case_facts" == FactStore.get_case_facts.__name__
    schema = GET_CASE_FACTS_TOOL["input_schema"]
    params = inspect.signature(FactStore.get_case_facts).parameters
    assert set(schema["properties"]) <= set(params) and schema["required"] == ["case_id"]
    assert all(p["type"] == "string" for p in schema["properties"].values())
    store = memory_store()
    case = refund_case(store)
    args = {"case_id": case, "field": "refund_requested"}  # what a model would send
    assert json.loads(store.answer_tool_call(args, turn=4))["history"][0]["value"] == "120.00"
    assert ("refund_requested", 4) in store.reads(case)
    assert "error" in json.loads(store.answer_tool_call({"case": case}))
    from status.llm import ToolSpec

    assert ToolSpec.model_validate(GET_CASE_FACTS_TOOL).name == "get_case_facts"  # the shape requests carry


def test_old_store_layout_is_migrated(tmp_path):
    """A database written before per-batch identity keeps its inputs and cases."""
    import sqlite3

    path = tmp_path / "old.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE facts_input (doc_id VARCHAR NOT NULL, content_hash VARCHAR NOT NULL, batch_id VARCHAR NOT NULL, "
                "doc_type VARCHAR NOT NULL, document_date VARCHAR, evidence BOOLEAN NOT NULL, source_kind VARCHAR NOT NULL, "
                "validation_json VARCHAR NOT NULL, ingested_at DATETIME NOT NULL, PRIMARY KEY (doc_id, content_hash))")
    con.execute("CREATE TABLE facts_case (case_id VARCHAR PRIMARY KEY, needs_review BOOLEAN)")
    for i, (h, total) in enumerate((("v1", "100.00"), ("v2", "120.00"))):
        v = make_val("inv", "invoice", content_hash=h, order_id="ORD-100001", order_total=total)
        con.execute("INSERT INTO facts_input VALUES (?,?,?,?,?,?,?,?,?)",
                    ("inv", h, "b1", "invoice", "2026-01-02", 0, "document", v.model_dump_json(), f"2026-01-0{i + 1} 10:00:00"))
    con.commit()
    con.close()
    store = FactStore(create_engine(f"sqlite:///{path}"), SCHEMA)
    assert store.case_for_document("inv", "b1") == "ORD-100001"
    assert [h["value"] for h in store.history("ORD-100001", "order_total")] == ["120.00"]


def test_overridden_resolutions_stay_in_the_record():
    """A later decision wins, but the earlier one is still listed (who, what, when)."""
    store = memory_store()
    case = refund_case(store)
    ingest(store, "letter", "customer_letter", "2026-01-15", **IDS, refund_approved="150.00")
    store.resolve(case, "refund_approved", "120.00", by="alice", note="approval letter")
    store.resolve(case, "refund_approved", "150.00", by="dave", note="ledger says so")
    decisions = store.resolutions(case, "refund_approved")
    assert [(d["by"], d["value"]) for d in decisions] == [("alice", "120.00 EUR"), ("dave", "150.00 EUR")]
    assert store.full_record(case)["resolutions"] == store.resolutions(case)
