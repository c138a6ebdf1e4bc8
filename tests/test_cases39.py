"""Case grouping is not fooled by a party's constant (a seller's number on every document, a customer-level id
held by several customers) and keeps the right joins: tests/cases39_sets.py, pairwise as the benchmark scores."""

from __future__ import annotations

import pytest

from status.cases import group
from tests.cases13_sets import score
from tests.cases39_sets import SETS


@pytest.mark.parametrize("name", sorted(SETS))
def test_grouping_exact(name: str) -> None:
    p, r, f, groups, cases = score(SETS[name])
    assert (p, r) == (1.0, 1.0), f"{name}: precision {p:.3f} recall {r:.3f} ({groups} groups for {cases} cases)"


def test_large_batch_constant_joins_nothing() -> None:
    """500 customers, two documents each, all printing the seller's number; names alike across customers
    (common first and last names) must not chain into one party."""
    first = ["anna", "lena", "omar", "yusuf", "marta", "jonas", "priya", "tom", "sara", "olu", "greta", "ahmed"]
    last = ["vogt", "demir", "okafor", "lindgren", "patel", "raman", "hendry", "kimura", "nowak", "berg"]
    items = {}
    for i in range(1000):
        c = i // 2
        name = f"{first[c % len(first)]} {last[(c * 7) % len(last)]}"
        items[f"d{i:04d}"] = [f"order_id:SO-{c}", "customer_id:SELLER", "ref~SELLER", f"name+amount~{name}|{c}.00"]
    assert len(group(items)) == 500
