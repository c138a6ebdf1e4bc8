"""The time a date is told in (helper dates17): the verb that governs a relative date in the dependency parse
(`acts.date_frame`), and `normalize.resolve_relative` reading a day named without its month or year backwards when that
verb tells of the past. Each test fails on main at cce1d5d."""

from __future__ import annotations

from datetime import date

import pytest

from stages.normalize import REL_DATE_RE, resolve_relative

WED = date(2026, 10, 7)  # a Wednesday


@pytest.mark.parametrize("phrase, iso", [
    ("on the 5th", "2026-10-05"),  # not 5 November
    ("on Monday", "2026-10-05"),  # not 12 October
    ("Monday", "2026-10-05"),
    ("on the 7th", "2026-10-07"),  # the base's own day
    ("30 September", "2026-09-30"),
])
def test_past_frame_reads_backwards(phrase, iso):
    assert resolve_relative(phrase, WED, "past").value == iso


@pytest.mark.parametrize("phrase, iso", [
    ("on the 5th", "2026-11-05"),
    ("on Monday", "2026-10-12"),
    ("next Monday", "2026-10-12"),  # "next" is told forward whatever the verb
    ("9 October", "2026-10-09"),  # a day after the base is no past: the nearest stands
])
def test_no_or_future_frame_reads_as_before(phrase, iso):
    assert resolve_relative(phrase, WED).value == iso
    if phrase.startswith(("next", "9")):
        assert resolve_relative(phrase, WED, "past").value == iso


def _frames(text: str) -> list[tuple[str, str | None]]:
    spacy_model = pytest.importorskip("stages.spacy_model")
    from stages.acts import date_frame

    try:
        doc = spacy_model.lemmatize(text)
    except spacy_model.SpacyModelMissing:  # pragma: no cover
        pytest.skip("no spaCy model")
    return [(m.group(0), date_frame(doc, m.start(), m.end())) for m in REL_DATE_RE.finditer(text)]


@pytest.mark.parametrize("text, want", [
    ("Your parcel left our studio on the 5th and should be with you by Friday.",
     [("on the 5th", "past"), ("Friday", "future")]),
    ("Your refund was approved on Monday.", [("on Monday", "past")]),
    ("We have credited it on the 5th.", [("on the 5th", "past")]),
    ("It will arrive on the 9th.", [("on the 9th", "future")]),
    ("We expect it by Friday.", [("Friday", None)]),
    ("I returned the kettle on 30 September and need the money by 12 October.",
     [("30 September", "past"), ("12 October", None)]),
])
def test_the_verb_governing_a_date_tells_its_time(text, want):
    assert _frames(text) == want
