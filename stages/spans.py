"""Questions about many spans asked many times ("does any label overlap this word?"), answered in log time: a damaged
scan can carry thousands of labels, and a test of every pair costs the square of their number."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import accumulate
from typing import Iterable


class SpanIndex:
    """Spans [start, end) sorted by start, with the running maximum of their ends: any span that starts before a point
    and ends after another is found by one bisection (the same answer as testing every span)."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self._starts = [s for s, _ in ordered]
        self._max_ends = list(accumulate((e for _, e in ordered), max))

    def overlaps(self, a: int, b: int) -> bool:
        """Does a span [s, e) have s < b and a < e?"""
        i = bisect_left(self._starts, b)
        return i > 0 and self._max_ends[i - 1] > a

    def holds(self, x: int) -> bool:
        """Does a span [s, e) have s <= x < e?"""
        i = bisect_right(self._starts, x)
        return i > 0 and self._max_ends[i - 1] > x

    def reaches(self, x: int, end: int, strict: bool = False) -> bool:
        """Does a span that starts at or before x (before x when strict) end at or after `end`?"""
        i = bisect_left(self._starts, x) if strict else bisect_right(self._starts, x)
        return i > 0 and self._max_ends[i - 1] >= end
