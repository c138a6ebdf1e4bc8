"""Caches added to cut NLP CPU (issue 12, perf52) must answer as the uncached code did: a cached answer a caller changes
must not change the next caller's, and a field list's one-word cues are the ones its fields list, the last field
listing a cue keeping it. (Whole-output identity: tests/test_perf11_same_output.py.)"""

from __future__ import annotations

from stages import rules
from status.schema import load_schema


def test_money_candidates_changed_by_a_caller_stay_the_same_for_the_next():
    text = "Subtotal $12.50\nTax $1.25\nTotal $13.75\n"
    first = rules.money_candidates(text, 0, len(text), "USD")
    assert [m.group(0) for m, _ in first] == ["$12.50", "$1.25", "$13.75"]
    first.pop()
    first.reverse()
    again = rules.money_candidates(text, 0, len(text), "USD")
    assert [m.group(0) for m, _ in again] == ["$12.50", "$1.25", "$13.75"]
    assert [money.value for _, money in again] == ["12.50", "1.25", "13.75"]


def test_one_word_cues_of_a_field_list_are_its_fields_cues():
    specs = list(load_schema("default").fields.values())
    expected: dict[str, str] = {}
    for spec in specs:
        for cue in spec.cues:
            if " " not in cue:
                expected[cue.lower()] = spec.name
    assert rules._one_word_cues(rules._cue_keys(specs)) == expected
    assert rules._one_word_cues(rules._cue_keys(specs[:3])) == {
        c.lower(): s.name for s in specs[:3] for c in s.cues if " " not in c}
