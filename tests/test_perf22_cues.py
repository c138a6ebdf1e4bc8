"""perf22's shortcuts in the label search (issue 12) give what the plain search gave: `abbreviated_spans` and
`fuzzy_spans` rule cues out by their words' first letters before comparing words; here each against every cue tried
at every place, over every field of the schema and texts made to hold many damaged and shortened labels. No timings."""

from __future__ import annotations

import random

from stages.cues import (ABBREVIATION_GAP_RE, INFLECTION_RE, LABEL_MARK_AFTER_RE, WORD_CHAR_RE, _cue_words,
                         abbreviated_spans, abbreviates, fuzzy_spans, word_matches, words)
from stages.rules import label_cues
from status.schema import load_schema
from tests.doctype_unseen_docs import DOCS
from tests.test_perf13 import _damaged, _slow_fuzzy_spans

DEFAULT = load_schema("default")
FIELD_CUES = [tuple(label_cues(spec)) for spec in DEFAULT.fields.values()]


def _slow_abbreviated_spans(text: str, cues: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """Every cue of the span's number of words tried at every label's end, in the cues' order, no grouping."""
    ws = words(text, latin=True)  # (the words labels are searched among)
    by_end = {w.end: i for i, w in enumerate(ws)}
    ends = [by_end[m.start()] for m in LABEL_MARK_AFTER_RE.finditer(text) if m.start() in by_end]
    plain = [(cue, _cue_words(cue)) for cue in cues if _cue_words(cue) is not None and len(_cue_words(cue)) >= 2]
    shortens, matches = abbreviates.__wrapped__, word_matches.__wrapped__  # (uncached: pairs asked once churn the caches)
    out = []
    for j in ends:
        for n in range(2, 5):
            if j - n + 1 < 0:
                continue
            span = ws[j - n + 1:j + 1]
            if any(not ABBREVIATION_GAP_RE.fullmatch(text, a.end, b.start) for a, b in zip(span, span[1:])) \
                    or WORD_CHAR_RE.match(text[span[0].start - 1:span[0].start] or " "):
                continue
            for cue, cw in plain:
                # (the first word must be the cue's first word shortened or as it is, whatever the rest: asked
                # first, so the millions of pairs that fail it skip building the list below)
                if len(cw) != n or not (shortens(span[0].text, cw[0]) or matches(span[0].text, cw[0])):
                    continue
                short = [shortens(w.text, c) and (not c.startswith(w.text) or text[w.end:w.end + 1] == "."
                                                     or len(w.text) <= 4 and not (len(w.text) == 4 and INFLECTION_RE.fullmatch(c[4:])))
                         for w, c in zip(span, cw)]
                if any(short) and all(s or matches(w.text, c) for s, w, c in zip(short, span, cw)):
                    out.append((span[0].start, span[-1].end, cue))
                    break
    return out


def _label_text(rng: random.Random) -> str:
    """Lines of the schema's labels of two words or more, their words shortened ("Ord. Dt:"), OCR-damaged or kept,
    each before a label's mark and a value, among words of other labels."""
    multi = [c for cues in FIELD_CUES for c in cues if _cue_words(c) is not None and len(_cue_words(c)) >= 2]
    lines = []
    for _ in range(150):
        parts = []
        for w in rng.choice(multi).split():
            k = rng.random()
            parts.append(w[:rng.randint(2, 5)] + rng.choice(["", "."]) if k < 0.4 else _damaged(w, rng) if k < 0.6 else w)
        label = rng.choice([" ", ". ", "-", " "]).join(p.capitalize() if rng.random() < 0.5 else p for p in parts)
        lines.append(f"{rng.choice(['', 'Your ', 'Ref '])}{label}{rng.choice([':', ' :', ' #', '.:', ''])} {rng.randint(10, 99999)}")
    return "\n".join(lines)


def test_abbreviated_spans_same_as_every_cue_tried_at_every_label_end():
    texts = [_label_text(random.Random(seed)) for seed in range(6)] + [d[0] for d in DOCS][:60]
    found = 0
    for text in texts:
        for cues in FIELD_CUES:
            got = list(abbreviated_spans(text, cues))
            assert got == _slow_abbreviated_spans(text, cues), cues[:3]
            found += len(got)
    assert found > 100  # the texts hold shortened labels: the comparison is not of empty lists


def test_fuzzy_spans_same_as_every_cue_tried_at_every_word_over_every_field():
    texts = [_label_text(random.Random(100 + seed)) for seed in range(4)] + [d[0] for d in DOCS][40:80]
    found = 0
    for text in texts:
        for cues in FIELD_CUES:
            got = fuzzy_spans(text, cues)
            assert sorted(got) == sorted(_slow_fuzzy_spans(text, cues)), cues[:3]
            found += len(got)
    assert found > 300
