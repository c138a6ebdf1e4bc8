"""Case grouping is not fooled by a party's constant (a seller's number on every document, a customer-level id
held by several customers) and keeps the right joins: tests/cases39_sets.py, pairwise as the benchmark scores."""

from __future__ import annotations

import pytest

from tests.cases13_sets import score
from tests.cases39_sets import SETS


@pytest.mark.parametrize("name", sorted(SETS))
def test_grouping_exact(name: str) -> None:
    p, r, f, groups, cases = score(SETS[name])
    assert (p, r) == (1.0, 1.0), f"{name}: precision {p:.3f} recall {r:.3f} ({groups} groups for {cases} cases)"
