"""The fact store's cases are `status.cases.group`'s partition (one way to group): a key that documents of three
or more parties share with no majority party (a seller's constant) joins no cases in the store either, in any
ingest order, and `rebuild` gives the same cases."""

from __future__ import annotations

import random

import pytest
from sqlalchemy.pool import StaticPool
from sqlmodel import create_engine

from status.cases import group, keys_of
from status.fact_store import FactStore
from tests.cases13_sets import SCHEMA, Doc, validation
from tests.cases39_sets import SETS


def memory_store() -> FactStore:
    engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
    return FactStore(engine, SCHEMA)


def orders(n: int) -> list[list[int]]:
    """Forward, backward and two fixed shuffles."""
    out = [list(range(n)), list(range(n))[::-1]]
    for seed in (1, 2):
        shuffled = list(range(n))
        random.Random(seed).shuffle(shuffled)
        out.append(shuffled)
    return out


def ingest_all(docs: list[Doc], order: list[int]) -> FactStore:
    store = memory_store()
    for i in order:
        _, doc_type, values = docs[i]
        store.ingest(validation(f"d{i:03d}", doc_type, values), batch_id="b", doc_id=f"d{i:03d}")
    return store


def store_partition(store: FactStore) -> set[frozenset[str]]:
    by_case: dict[str, set[str]] = {}
    for doc, case in store.cases_of_documents("b").items():
        by_case.setdefault(case, set()).add(doc)
    assert {c.case_id for c in store.cases()} == set(by_case), "a case row without documents, or documents without one"
    return {frozenset(docs) for docs in by_case.values()}


def group_partition(docs: list[Doc]) -> set[frozenset[str]]:
    keys = {f"d{i:03d}": keys_of(SCHEMA, dt, validation(f"d{i:03d}", dt, vals)) for i, (_, dt, vals) in enumerate(docs)}
    return {frozenset(g) for g in group(keys)}


def assert_same_in_every_order(docs: list[Doc]) -> set[frozenset[str]]:
    expected = group_partition(docs)
    snapshots = []
    for order in orders(len(docs)):
        store = ingest_all(docs, order)
        assert store_partition(store) == expected, f"order {order}"
        live = store.snapshot()
        store.rebuild()
        assert store.snapshot() == live, f"rebuild differs from ingest in order {order}"
        snapshots.append(live)
    assert all(s == snapshots[0] for s in snapshots), "ingest order changes the stored cases"
    return expected


@pytest.mark.parametrize("name", sorted(SETS))
def test_store_cases_are_group_s_partition(name: str) -> None:
    assert_same_in_every_order(SETS[name])


SELLER = "HRB-5538210"  # a seller's registration read as the customer number
TWO_THEN_THREE: list[Doc] = [
    ("X", "order_confirmation", dict(order_id="SO-1001", customer_id=SELLER, customer_name="Kiosk Amsel", order_total="41.00")),
    ("Y", "order_confirmation", dict(order_id="SO-2002", customer_id=SELLER, customer_name="Yusuf Demir", order_total="96.40")),
    ("Z", "order_confirmation", dict(order_id="SO-3003", customer_id=SELLER, customer_name="Marta Lindgren", order_total="12.00")),
]


def test_a_third_party_s_document_turns_a_key_into_a_constant_and_splits_a_case() -> None:
    two = group_partition(TWO_THEN_THREE[:2])
    assert two == {frozenset({"d000", "d001"})}, "two parties sharing a key are one case (no proof of a constant)"
    store = ingest_all(TWO_THEN_THREE, [0, 1])
    assert store_partition(store) == two
    store.ingest(validation("d002", *TWO_THEN_THREE[2][1:]), batch_id="b", doc_id="d002")
    three = {frozenset({"d000"}), frozenset({"d001"}), frozenset({"d002"})}
    assert store_partition(store) == three
    assert assert_same_in_every_order(TWO_THEN_THREE) == three


def test_a_new_version_without_the_constant_joins_the_case_again() -> None:
    store = ingest_all(TWO_THEN_THREE, [0, 1, 2])
    _, doc_type, values = TWO_THEN_THREE[2]
    corrected = validation("d002", doc_type, {k: v for k, v in values.items() if k != "customer_id"})
    corrected = corrected.model_copy(update={"content_hash": "h-d002-v2"})
    store.ingest(corrected, batch_id="b", doc_id="d002")
    assert store_partition(store) == {frozenset({"d000", "d001"}), frozenset({"d002"})}
    live = store.snapshot()
    store.rebuild()
    assert store.snapshot() == live


LETTERS: list[Doc] = [  # customer letters naming no order: the seller's number is their only identifier
    (name, "customer_letter", dict(customer_id=SELLER, customer_name=name))
    for name in ("Kiosk Amsel", "Yusuf Demir", "Marta Lindgren", "Priya Raman")
]


def test_a_constant_names_no_case_so_split_cases_keep_unique_ids() -> None:
    """Documents whose only identifier is a constant: each is its own case, none named by the constant."""
    assert assert_same_in_every_order(LETTERS) == {frozenset({f"d{i:03d}"}) for i in range(4)}
    store = ingest_all(LETTERS, [0, 1, 2, 3])
    assert SELLER not in {c.case_id for c in store.cases()}


def test_resolving_a_case_beside_a_constant_is_what_rebuild_derives() -> None:
    store = ingest_all(TWO_THEN_THREE, [0, 1, 2])
    case = store.case_for_document("d000", "b")
    assert case != SELLER
    store.resolve(case, "order_total", "41.00", by="maria")
    assert store_partition(store) == {frozenset({"d000"}), frozenset({"d001"}), frozenset({"d002"})}
    live = store.snapshot()
    store.rebuild()
    assert store.snapshot() == live
