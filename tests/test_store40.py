"""An ingest derives only the cases it changes, and the store's cases stay `status.cases.group`'s partition of the
whole batch: documents ingested one by one in varied orders (a party's constant on every document, copies of one
document in two batches, new versions that move a document) give group()'s cases over the current versions, the
same stored views in every order, and what `rebuild` derives from scratch. SQLite; PostgreSQL when it is reachable."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from benchmarks.facts_conflicts import validations_from_truth
from status.cases import CONTENT_KEY, group, keys_of
from status.db import get_engine
from status.fact_store import FactStore
from status.models import FactValue, Validation
from status.schema import load_schema
from tests.cases13_sets import validation as flip_validation
from tests.test_postgres_flow import pg_url  # noqa: F401  (the throw-away schema fixture)

SCHEMA = load_schema("default")
TRUTH = Path(__file__).resolve().parent.parent / "sample_docs" / "truth.jsonl"
SELLER = "HRB-5538210"  # a seller's registration read as the customer number

Item = tuple[str, Validation, str | None]  # (batch, validation, document date)


def with_field(v: Validation, name: str, value: str | None, tag: str) -> Validation:
    """`v` with field `name` set to `value`, as another document version (content hash + `tag`)."""
    fv = FactValue(field=name, type=SCHEMA.fields[name].type, value=value, raw=value, page=1 if value else None,
                   extractor="rule" if value else "none", confidence=1.0 if value else 0.0, authoritative=value is not None)
    return v.model_copy(update={"fields": {**v.fields, name: fv}, "content_hash": v.content_hash + tag})


def batch(n: int, constant: bool) -> list[Item]:
    """The first n truth documents (batch "b"; with `constant`, the seller's registration as every customer number),
    and a copy of the first one's bytes in batch "c"."""
    rows = [json.loads(line) for line in TRUTH.read_text().splitlines() if line.strip()][:n]
    items = [("b", with_field(v, "customer_id", SELLER, "") if constant else v, date)
             for v, date in validations_from_truth(rows, SCHEMA)]
    return items + [("c", *items[0][1:])]


def new_versions(items: list[Item]) -> list[Item]:
    """New versions of some documents: one leaves the seller's constant for its own customer number, one takes
    another document's order id (it moves to that case), one loses its order id."""
    (b1, v1, d1), (b2, v2, d2), (b3, v3, d3), (_, other, _) = items[3], items[7], items[11], items[20]
    return [(b1, with_field(v1, "customer_id", "CUST-90411", "-v2"), d1),
            (b2, with_field(v2, "order_id", other.fields["order_id"].value or "ORD-555001", "-v2"), d2),
            (b3, with_field(v3, "order_id", None, "-v2"), d3)]


def expected_cases(items: list[Item]) -> set[frozenset[str]]:
    """group() over the current version of every document, keyed as the store keys them."""
    current = {(b, v.doc_id): v for b, v, _ in items}  # a later version replaces an earlier one
    keys = {f"{b}/{d}": keys_of(SCHEMA, v.doc_type, v) + [CONTENT_KEY + v.content_hash] for (b, d), v in current.items()}
    return {frozenset(g) for g in group(keys)}


def stored_cases(store: FactStore) -> set[frozenset[str]]:
    by_case: dict[str, set[str]] = {}
    for b in ("b", "c"):
        for doc, case in store.cases_of_documents(b).items():
            by_case.setdefault(case, set()).add(f"{b}/{doc}")
    assert {c.case_id for c in store.cases()} == set(by_case), "a case row without documents, or documents without one"
    return {frozenset(docs) for docs in by_case.values()}


def ingest(store: FactStore, items: list[Item]) -> None:
    for b, v, date in items:
        store.ingest(v, batch_id=b, doc_id=v.doc_id, document_date=date)


def orders(n: int) -> list[list[int]]:
    """Forward, backward and two fixed shuffles."""
    out = [list(range(n)), list(range(n))[::-1]]
    for seed in (1, 2):
        out.append(random.Random(seed).sample(range(n), n))
    return out


def check_store(store: FactStore, items: list[Item]) -> dict:
    """The store's cases are group()'s over all `items`, and `rebuild` derives the views ingest left."""
    assert stored_cases(store) == expected_cases(items)
    live = store.snapshot()
    store.rebuild()
    assert store.snapshot() == live, "rebuild differs from the ingests"
    return live


@pytest.mark.parametrize("constant", [True, False], ids=["seller-constant", "plain"])
def test_ingest_one_by_one_in_any_order_is_group_over_the_whole_batch(tmp_path, constant: bool) -> None:
    items = batch(40, constant)
    snapshots = []
    for n, order in enumerate(orders(len(items))):
        store = FactStore(get_engine(f"sqlite:///{tmp_path / f'{n}.db'}"), SCHEMA)
        ingest(store, [items[i] for i in order])
        snapshots.append(check_store(store, items))
        store.engine.dispose()
    assert all(s == snapshots[0] for s in snapshots), "ingest order changes the stored cases"
    if constant:  # the constant joins nothing: the batch is not one case
        assert len(snapshots[0]["facts_case"]) > 1


@pytest.mark.parametrize("seed", [1, 2])
def test_new_versions_leave_group_s_cases_over_the_current_versions(tmp_path, seed: int) -> None:
    items = batch(30, constant=True)
    store = FactStore(get_engine(f"sqlite:///{tmp_path / 'store.db'}"), SCHEMA)
    ingest(store, random.Random(seed).sample(items, len(items)))
    changed = new_versions(items)
    for k in range(len(changed)):
        ingest(store, changed[k:k + 1])
        check_store(store, items + changed[:k + 1])


@pytest.mark.postgres
def test_ingest_and_new_versions_on_postgres(pg_url: str) -> None:  # noqa: F811
    items = batch(30, constant=True)
    store = FactStore(get_engine(pg_url), SCHEMA)
    assert store.engine.dialect.name == "postgresql"
    ingest(store, random.Random(3).sample(items, len(items)))
    check_store(store, items)
    changed = new_versions(items)
    ingest(store, changed)
    check_store(store, items + changed)


SHORT_SELLER = "HRB-5538"  # too few digits for the cross-field forms: only the customer number's own keys
FLIP = [  # one order of two names (a firm and its contact), then another party's document with the same number
    ("order_confirmation", dict(order_id="SO-1001", customer_id=SHORT_SELLER, customer_name="Kiosk Amsel", order_total="41.00")),
    ("order_confirmation", dict(order_id="SO-1001", customer_id=SHORT_SELLER, customer_name="Yusuf Demir", order_total="96.40")),
    ("order_confirmation", dict(order_id="SO-1001", customer_name="Kiosk Amsel", order_total="12.00")),
    ("order_confirmation", dict(order_id="SO-2002", customer_id=SHORT_SELLER, customer_name="Marta Lindgren", order_total="7.00")),
]


@pytest.mark.parametrize("order", list(itertools.permutations(range(len(FLIP)))), ids=str)
def test_a_case_whose_key_becomes_a_party_constant_is_derived_again(tmp_path, order: tuple[int, ...]) -> None:
    """The last document makes the customer number a constant (three parties, none on half) without changing the
    first case's documents (the order id still joins them): that case no longer shows the number, so it is derived
    again although its documents are the same."""
    items = [("b", flip_validation(f"d{i}", *FLIP[i]), None) for i in range(len(FLIP))]
    store = FactStore(get_engine(f"sqlite:///{tmp_path / 'store.db'}"), SCHEMA)
    ingest(store, [items[i] for i in order])
    assert stored_cases(store) == {frozenset({"b/d0", "b/d1", "b/d2"}), frozenset({"b/d3"})}
    live = check_store(store, items)
    assert all(SHORT_SELLER not in case["keys_json"] for case in live["facts_case"])
