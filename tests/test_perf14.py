"""perf14's shortcuts in the NLP stage (issue 12) give what the plain code gave: each fast path against the slow one it
replaced, over the tuning shops' texts (tests/perf11_ocr.json.gz), chats, and texts made to test the edges. No timings."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from stages import names, nlp, references, rules, transcript
from stages.rules import _cue_body, label_cues
from status.schema import load_schema
from tests.chat12_check import CHAT12_CHECK
from tests.chat12_tune import CHAT12_TUNE
from tests.chatask12_check import CHATASK12_CHECK
from tests.doctype_unseen_docs import DOCS
from tests.test_perf11_same_output import _stored

SCHEMAS = [load_schema("default"), load_schema("receipts")]
BATCH_TEXTS = sorted(Path(__file__).parent.parent.joinpath("sample_docs", "batch").glob("*.txt"))


@pytest.fixture(scope="module")
def texts() -> list[str]:
    shop = [d["text"] for d in _stored()["docs"]]
    chats = [t for _, t, *_ in CHAT12_CHECK + CHAT12_TUNE + CHATASK12_CHECK]
    return shop + chats + [d[0] for d in DOCS] + [p.read_text() for p in BATCH_TEXTS]


def _plain_cue_regex(cues: list[str]) -> re.Pattern:
    """The cue pattern as it was: every cue's pattern in one alternation, longest first."""
    body = "|".join(_cue_body(c) for c in sorted(cues, key=len, reverse=True))
    return re.compile(r"(?<![\w-])(?:" + body + r")(?:(?<=[#:])|(?![\w-]))", re.I)


def _field_cue_lists() -> list[list[str]]:
    return [label_cues(spec) for schema in SCHEMAS for spec in schema.fields.values() if spec.cues] \
        + [spec.status_words for schema in SCHEMAS for spec in schema.fields.values() if spec.status_words]


# Characters that match a letter in another case or only when the case is ignored ("K" is the Kelvin sign, "ſ" a long s).
ODD_CASES = "KkſSsıİiI&ÆæØøÉé#"


def _edge_text(cues: list[str], rng: random.Random) -> str:
    """Cues as a shop may print them: in capitals, lower case, with odd case letters first, glued to words or marks."""
    out = []
    for _ in range(120):
        cue = rng.choice(cues)
        form = rng.choice([cue, cue.upper(), cue.lower(), cue.title(), rng.choice(ODD_CASES) + cue[1:], cue.replace(" ", "")])
        out.append(form + rng.choice([": 4471", " #R1182", "-x", "x", "\n9912", "  ", " ", ".", "&", " no. 12"]))
    return " ".join(out)


def test_cue_patterns_as_prefix_trees_match_as_the_plain_alternation(texts):
    rng = random.Random(14)
    for cues in _field_cue_lists():
        fast, slow = rules.cue_regex(cues), _plain_cue_regex(cues)
        for text in texts[::3] + [_edge_text(cues, rng) for _ in range(3)]:
            assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)], cues[:3]
        for cue in cues[:60]:  # (a label cut from a text is asked whole: `_split_overlaps`)
            for form in (cue, cue.upper(), " " + cue, cue + ":", cue[:-1]):
                assert bool(fast.fullmatch(form)) == bool(slow.fullmatch(form)), form
                assert (m.span() if (m := fast.match(form)) else None) == (m.span() if (m := slow.match(form)) else None)


def test_cue_patterns_of_odd_cues_as_the_plain_alternation():
    cues = ["and more", "Kelvin no", "ſtraße", "SO", "P.O. number", "#", "nº cliente", "and", "İade no", "ıd", "kunde",
            "Sales order", "s/o", "id", "K no"]
    rng = random.Random(7)
    fast, slow = rules.cue_regex(cues), _plain_cue_regex(cues)
    for text in [_edge_text(cues, rng) for _ in range(30)]:
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)]


def _blanked(text: str, rng: random.Random) -> str:
    """The text with a run of its lines blanked to spaces, as the doc type blanks a quote (`doctype._unquoted`)."""
    lines = text.split("\n")
    a = rng.randrange(len(lines))
    b = rng.randrange(a, len(lines)) + 1
    return "\n".join(re.sub(r"[^\s]", " ", ln) if a <= i < b else ln for i, ln in enumerate(lines))


TIMED_PATTERNS = [transcript._TIME_FIRST, transcript._NAME_FIRST, transcript._NAME_TIME, transcript._HEADER_LINE,
                  transcript._TIME_HEADER_LINE]


def test_message_patterns_tried_at_timed_lines_match_as_finditer(texts):
    rng = random.Random(14)
    extra = ["Visitor 10:02\nhi there\nAgent 10:03\nhello\n", "x 1:23\n\n" * 5, "09:14 Collected\n09:20 Sorted\n",
             "[14:20] Priya Natarajan\nmy lamp broke\n[14:21] Sam (support)\nsorry!\n", "a:b 12:30: c\n" + " " * 80 + "\n"]
    for text in texts + [_blanked(t, rng) for t in texts[::10]] + extra:  # (finditer takes ~0.1 s on a blanked page)
        for rx in TIMED_PATTERNS:
            fast = [(m.span(), m.groupdict()) for m in transcript._timed_line_matches(rx, text)]
            assert fast == [(m.span(), m.groupdict()) for m in rx.finditer(text)], (rx.pattern[:40], text[:80])


def test_label_helpers_cached_give_what_they_computed_each_time():
    for schema in SCHEMAS:
        specs = list(schema.fields.values())
        value_cues = frozenset(w for s in specs if s.type in ("money", "date", "percent") for c in s.cues for w in c.lower().split())
        assert nlp._value_cue_words(tuple(c for s in specs if s.type in ("money", "date", "percent") for c in s.cues)) == value_cues
        owners = {" ".join(c.lower().split()): s.name for s in specs if s.type == "identifier"
                  for c in s.cues if c.lower().split()[0] in nlp.POSSESSIVES}
        assert nlp._possessive_labels(tuple((s.name, tuple(s.cues)) for s in specs if s.type == "identifier")) == owners
        words = {w.lower() for spec in specs for c in spec.cues for w in re.findall(r"[^\W\d_]+", c)}
        words |= set("your our the my this that a an his her their its please".split())
        assert references._cue_words_and_determiners(tuple(c for s in specs for c in s.cues)) == words
        prefixes = ["RMA", "ORD", "CUST", "PO", "TRK", "RTN", "INV", "KTN", "SO", "CN", "XYZ", "Case", "ticket", "A"]
        for spec in specs:
            for p in prefixes:
                assert rules.prefix_names(p, spec) == rules._prefix_names.__wrapped__(p.lower(), tuple(spec.cues))
                assert rules.prefix_fit(p, spec) == rules._prefix_fit.__wrapped__(p.lower(), tuple(spec.cues))
            assert rules.id_label_heads(spec, value_cues) == list(rules._id_label_heads.__wrapped__(tuple(spec.cues), value_cues))
    for label in ["Cust0mer", "C1ient name", "Rec ipient", "order|no", ""]:
        assert names._squashed(label) == names._squashed.__wrapped__(label)
