"""CPU cuts of perf10 (issue 12) that must not change any output: each faster path is checked
against the plain computation it replaces. No timings are asserted."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import inspect

from status import cases as cases_mod
from status.facts import DERIVED_TABLES, derived_row

from tests.test_fact_store_writes import _assert_stored_as_derived
from tests.test_facts import ingest, memory_store, refund_case


def _values_for(cls, rng: random.Random) -> dict:
    """Made-up values for a random subset of a table's fields (required ones always)."""
    out = {}
    for name, info in cls.model_fields.items():
        if info.is_required() or rng.random() < 0.5:
            kind = info.annotation
            if kind in (bool, bool | None):
                out[name] = rng.random() < 0.5
            elif kind in (int, int | None):
                out[name] = rng.randint(0, 99)
            else:
                out[name] = rng.choice([None, "", f"v{rng.randint(0, 9)}"]) if not info.is_required() else f"v{rng.randint(0, 9)}"
    return out


@pytest.mark.parametrize("cls", DERIVED_TABLES, ids=lambda c: c.__name__)
def test_derived_row_equals_the_table_models_own_init(cls):
    rng = random.Random(cls.__name__)
    for _ in range(40):
        values = _values_for(cls, rng)
        fast, plain = derived_row(cls, **values), cls(**values)
        skip = {"updated_at"}  # a default factory: the time of making
        assert fast.model_dump(exclude=skip) == plain.model_dump(exclude=skip)
        assert fast.model_fields_set == plain.model_fields_set
        assert set(fast.__dict__) == set(plain.__dict__)
        assert inspect(fast).transient
        name = next(iter(values))
        setattr(fast, name, values[name])  # attribute changes still go through SQLAlchemy's state
        assert getattr(fast, name) == values[name]


def test_derived_row_refuses_a_field_the_table_does_not_have():
    with pytest.raises(TypeError):
        derived_row(DERIVED_TABLES[0], no_such_field="x")


def test_cases_derived_with_plain_rows_are_stored_the_same(monkeypatch):
    """The whole store written with derived_row equals the store written with the models' __init__."""
    def build(store):
        refund_case(store)
        ingest(store, "a", "invoice", "2026-01-02", order_id="ORD-100001", customer_id="CUST-00001")
        ingest(store, "b", "refund_request", "2026-01-05", case_number="CASE-2026-0009", order_id="ORD-100009")
        ingest(store, "c", "customer_letter", "2026-01-06", case_number="CASE-2026-0009", customer_id="CUST-00001")
        return store.snapshot()

    fast_store = memory_store()
    fast = build(fast_store)
    for case in fast_store.cases():
        _assert_stored_as_derived(fast_store, case.case_id)
    monkeypatch.setattr(cases_mod, "derived_row", lambda cls, **values: cls(**values))
    assert build(memory_store()) == fast


def test_an_output_saved_twice_keeps_the_first_without_an_error(tmp_path):
    """save_output inserts without looking first: a key already stored stays as it was."""
    from status.db import get_engine
    from status.models import ReviewResult
    from status.outputs import load_output, save_output

    engine = get_engine(f"sqlite:///{tmp_path / 'o.db'}")
    first, second = (ReviewResult(doc_id="d", backend=b, needs_review=False) for b in ("first", "second"))
    save_output(engine, "h", "review", "v1", "d", first)
    save_output(engine, "h", "review", "v1", "d", second)
    assert load_output(engine, "h", "review", "v1", ReviewResult) == first


def test_document_status_answers_as_before(tmp_path):
    """A found document, a document the batch does not have (None), a batch that does not exist (error)."""
    from status.coordinator import Coordinator, DocumentRef, UnknownBatchError
    from status.db import get_engine

    coordinator = Coordinator(get_engine(f"sqlite:///{tmp_path / 's.db'}"))
    coordinator.register_batch("b1", [DocumentRef(doc_id="a.txt", path="/in/a.txt", content_hash="h")], schema_name="default", source="/in")
    assert coordinator.document_status("b1", "a.txt").state.value == "pending"
    assert coordinator.document_status("b1", "other.txt") is None
    with pytest.raises(UnknownBatchError):
        coordinator.document_status("b2", "a.txt")


def test_latest_output_is_the_newest_under_any_configuration(tmp_path):
    from status.db import get_engine
    from status.models import ReviewResult
    from status.outputs import load_latest_output, save_output

    engine = get_engine(f"sqlite:///{tmp_path / 'o.db'}")
    assert load_latest_output(engine, "h", "review", ReviewResult) is None
    for version in ("v1", "v2"):
        save_output(engine, "h", "review", version, "d", ReviewResult(doc_id="d", backend=version, needs_review=False))
    assert load_latest_output(engine, "h", "review", ReviewResult).backend == "v2"
    assert load_latest_output(engine, "h", "ocr", ReviewResult) is None


def test_evidence_is_read_from_the_current_version():
    from tests.test_facts import make_val

    store = memory_store()
    assert store.is_evidence("a", "b1") is False  # not ingested
    store.ingest(make_val("a", "refund_execution", order_id="ORD-100001"), batch_id="b1", doc_id="a", trusted=True)
    assert store.is_evidence("a", "b1") is True  # an evidence doc type from a trusted source
    store.ingest(make_val("a", "refund_execution", content_hash="h-a2", order_id="ORD-100001"), batch_id="b1", doc_id="a")
    assert store.is_evidence("a", "b1") is False  # the new version came from an untrusted source
