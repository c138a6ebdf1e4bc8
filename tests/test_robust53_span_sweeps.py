"""Tests of every pair of spans replaced by sorted sweeps and bisections (robust53: thousands of "Total:" lines made
cue finding cost the square of the hits' number). Each new form must give exactly what the pairwise form gave, order
included: both are run on seeded random spans (few fields, few positions, so that nesting, sharing, equal spans and
duplicates all occur) and the results compared."""

from __future__ import annotations

import random

import pytest

from stages import rules
from stages.rules import CueHit
from stages.spans import SpanIndex

FIELDS = ["total", "subtotal", "tax", "order"]


def _spans(rng: random.Random, n: int, width: int = 30) -> list[tuple[int, int]]:
    out = []
    for _ in range(n):
        a = rng.randrange(width)
        out.append((a, a + rng.randrange(0, 8)))
    return out


def _hits(rng: random.Random, n: int) -> list[CueHit]:
    hits = [CueHit(rng.choice(FIELDS), a, b) for a, b in _spans(rng, n) if b > a]
    if hits and rng.random() < 0.3:
        hits.append(CueHit(hits[0].field, hits[0].start, hits[0].end))  # an equal hit, another object
    return hits


@pytest.mark.parametrize("seed", range(300))
def test_span_index_answers_as_every_span_tested(seed):
    rng = random.Random(seed)
    spans = _spans(rng, rng.randrange(0, 12))
    ix = SpanIndex(spans)
    for a in range(-1, 40):
        assert ix.holds(a) == any(s <= a < e for s, e in spans)
        for b in range(a, a + 9):
            assert ix.overlaps(a, b) == any(s < b and a < e for s, e in spans)
            assert ix.reaches(a, b) == any(s <= a and e >= b for s, e in spans)
            assert ix.reaches(a, b, strict=True) == any(s < a and e >= b for s, e in spans)


def _pairwise_not_nested(hits):  # (cue_hits' former test)
    return [h for h in hits if not any(o is not h and o.field != h.field and o.start <= h.start and h.end <= o.end
                                       and o.length > h.length for o in hits)]


@pytest.mark.parametrize("seed", range(500))
def test_not_nested_keeps_what_the_pairwise_test_kept(seed):
    hits = _hits(random.Random(seed), random.Random(seed).randrange(0, 14))
    assert rules._not_nested(hits) == _pairwise_not_nested(hits)


def _pairwise_split_overlaps(text, hits, cues):  # (the former `_split_overlaps`, verbatim)
    out = list(hits)
    for h in sorted(hits, key=lambda x: -x.length):
        if h not in out:
            continue
        for o in list(out):
            if o is h or o.field == h.field or not (o.start < h.end and h.start < o.end) or o.length > h.length:
                continue
            if o.start >= h.start and o.end <= h.end:
                continue
            out.remove(o)
            a, b = (o.start, h.start) if o.start < h.start else (h.end, o.end)
            m = rules.cue_regex(cues[o.field]).fullmatch(text[a:b].strip()) if text[a:b].strip() else None
            if m is not None:
                lead = len(text[a:b]) - len(text[a:b].lstrip())
                out.append(CueHit(o.field, a + lead, a + lead + len(text[a:b].strip())))
    return out


@pytest.mark.parametrize("seed", range(500))
def test_split_overlaps_gives_the_pairwise_result_in_its_order(seed):
    rng = random.Random(seed)
    words = ["vat", "total", "paid", "tax", "order", "no", "sub"]
    text = " ".join(rng.choice(words) for _ in range(12))  # (a cue left over is found in what is cut off)
    cues = {f: (f, "vat", "paid", "no", "total paid") for f in FIELDS}
    hits = _hits(rng, rng.randrange(0, 14))
    assert rules._split_overlaps(text, hits, cues) == _pairwise_split_overlaps(text, hits, cues)


def test_split_overlaps_on_a_label_shared_by_two_fields():
    text = "VAT Total paid 12.00"
    hits = [CueHit("tax", 0, 9), CueHit("total", 4, 14)]
    cues = {"tax": ("vat total", "vat"), "total": ("total paid",)}
    assert rules._split_overlaps(text, hits, cues) == [CueHit("total", 4, 14), CueHit("tax", 0, 3)]


def _pairwise_next_cue(hits, hit, same_type):  # (window_after's former loop)
    for other in hits:
        if other.start >= hit.end and other.field != hit.field and other.field in same_type:
            return other.start
    return None


@pytest.mark.parametrize("seed", range(300))
def test_next_cue_finder_finds_the_hit_the_loop_found(seed):
    rng = random.Random(seed)
    hits = _hits(rng, rng.randrange(0, 14))
    if seed % 2:
        hits = rules.in_reading_order(hits)  # (as cue_hits gives them: the bisection; else the hits in turn)
    same_type = set(rng.sample(FIELDS, rng.randrange(1, len(FIELDS) + 1)))
    for field in FIELDS:
        find = rules.next_cue_finder(hits, field, same_type)
        for end in range(0, 40):
            assert find(end) == _pairwise_next_cue(hits, CueHit(field, max(0, end - 3), end), same_type)
