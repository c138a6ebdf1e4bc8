"""Fact store writes (Core statements, not ORM units of work): the stored rows are exactly
the rows `derive_case` derives, in its order, for first versions, new versions, merges and
resolutions."""

from __future__ import annotations

from status.fact_store import FactStore
from tests.test_facts import IDS, SCHEMA, ingest, make_val, memory_store, refund_case

COMPARED = {"id", "updated_at"}  # the database's row id; the time of writing


def _rows(rows) -> list[dict]:
    return [r.model_dump(exclude=COMPARED) for r in rows]


def _derived_again(store: FactStore, case_id: str):
    """The case view worked out afresh from the stored inputs, outside any write path."""
    from sqlmodel import Session

    view = store.load_view(case_id)
    with Session(store.engine) as s:
        return store._derive(s, {(d.batch_id, d.doc_id) for d in view.docs})


def _assert_stored_as_derived(store: FactStore, case_id: str) -> None:
    stored, derived = store.load_view(case_id), _derived_again(store, case_id)
    assert stored.case.model_dump(exclude=COMPARED) == derived.case.model_dump(exclude=COMPARED)
    assert _rows(stored.docs) == _rows(sorted(derived.docs, key=lambda d: (d.doc_id, d.batch_id)))
    assert _rows(stored.entities) == _rows(sorted(derived.entities, key=lambda e: e.entity_id))
    assert _rows(stored.aliases) == _rows(sorted(derived.aliases, key=lambda a: (a.entity_id, a.alias)))
    assert _rows(stored.facts) == _rows(derived.facts)  # ids follow the derived order
    assert _rows(stored.conflicts) == _rows(sorted(derived.conflicts, key=lambda c: (c.field, c.subject)))


def test_ingested_case_rows_are_the_derived_rows_in_derived_order():
    store = memory_store()
    case_id = refund_case(store)
    assert len(store.load_view(case_id).facts) > 5
    _assert_stored_as_derived(store, case_id)


def test_merge_and_new_version_replace_the_old_rows_completely():
    store = memory_store()
    ingest(store, "a", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001")
    ingest(store, "b", "refund_request", "2026-01-05", case_number="CASE-2026-0009", order_id="ORD-100009")
    merged = ingest(store, "c", "customer_letter", "2026-01-06", case_number="CASE-2026-0009", customer_id="CUST-00001")
    assert [c.case_id for c in store.cases()] == [merged.case_id]
    _assert_stored_as_derived(store, merged.case_id)
    # a new version of "c" without the customer id: the cases split again, the old version stays as an input
    again = store.ingest(make_val("c", "customer_letter", content_hash="h-c2", case_number="CASE-2026-0009"),
                         batch_id="b1", doc_id="c", document_date="2026-01-07")
    assert again.replaced == "h-c" and again.content_hash == "h-c2"
    assert sorted(c.case_id for c in store.cases()) == ["CASE-2026-0009", "ORD-100001"]
    for case in store.cases():
        _assert_stored_as_derived(store, case.case_id)
    assert store.full_record("CASE-2026-0009")["replaced_versions"][0]["superseded_by"] == "h-c2"
    assert store.ingest(make_val("c", "customer_letter", content_hash="h-c2", case_number="CASE-2026-0009"),
                        batch_id="b1", doc_id="c").new is False


def test_resolve_reports_the_conflict_as_stored():
    store = memory_store()
    case = refund_case(store)
    ingest(store, "appr2", "refund_approval", "2026-01-13", **IDS, refund_approved="150.00", approval_date="2026-01-13")
    report = store.resolve(case, "refund_approved", "120", by="maria")
    stored = next(c for c in store.load_view(case).conflicts if c.field == "refund_approved")
    assert report.conflict is not None and report.conflict.status == "resolved" == stored.status
    assert report.conflict.model_dump() == stored.model_dump()
    _assert_stored_as_derived(store, case)


def test_derive_case_is_what_the_store_writes_for_unrelated_documents():
    store = memory_store()
    r1 = ingest(store, "x", "invoice", "2026-01-02", order_id="ORD-300003", customer_id="CUST-00003", order_total="10.00")
    r2 = ingest(store, "y", "invoice", "2026-01-02", order_id="ORD-400004", customer_id="CUST-00004", order_total="20.00")
    assert r1.case_id != r2.case_id and r1.facts_written == r2.facts_written > 0
    for r in (r1, r2):
        _assert_stored_as_derived(store, r.case_id)


def test_cases_of_documents_is_case_for_document_for_a_whole_batch(tmp_path):
    """One query for a batch gives what `case_for_document` gives per document (current versions only)."""
    from status.db import get_engine
    from status.fact_store import FactStore
    from status.models import FactValue, Validation
    from status.schema import load_schema

    schema = load_schema("default")
    store = FactStore(get_engine(f"sqlite:///{tmp_path / 's.db'}"), schema)
    key = next(k for dt in schema.doc_types.values() for k in dt.case_keys)
    doc_type = next(name for name, dt in schema.doc_types.items() if key in dt.case_keys)
    spec = schema.fields[key]

    def validation(doc_id: str, content_hash: str, value: str) -> Validation:
        fv = FactValue(field=key, type=spec.type, qualifier=spec.qualifier, value=value, raw=value, authoritative=True, confidence=1.0)
        return Validation(doc_id=doc_id, content_hash=content_hash, doc_type=doc_type, fields={key: fv})

    store.ingest(validation("a.txt", "h1", "ORD-100001"), batch_id="b1")
    store.ingest(validation("b.txt", "h2", "ORD-100001"), batch_id="b1")
    store.ingest(validation("c.txt", "h3", "ORD-200002"), batch_id="b1")
    store.ingest(validation("c.txt", "h4", "ORD-100001"), batch_id="b1")  # a new version moves c.txt to a's case
    store.ingest(validation("a.txt", "h1", "ORD-100001"), batch_id="b2")  # another batch is not listed
    got = store.cases_of_documents("b1")
    assert got == {d: store.case_for_document(d, "b1") for d in ("a.txt", "b.txt", "c.txt")}
    assert len(set(got.values())) == 1
    assert store.cases_of_documents("nope") == {}
