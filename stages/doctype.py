"""Document type from the schema's doc-type cues, plus field evidence.

Score per type: each cue phrase found counts, more when it stands in the title
area (the first lines) and more for longer (more specific) phrases; a small bonus
for each of the type's pattern fields (order id, tracking number, ...) present.
Everything comes from the schema, so a new type is a new entry there.
"""

from __future__ import annotations

import re

from stages.rules import cue_regex, pattern_regex
from status.schema import Schema

TITLE_CHARS = 250


def _title_area(text: str) -> int:
    """End offset of the title area: the first few non-empty lines, at most TITLE_CHARS."""
    lines = 0
    for m in re.finditer(r"\n", text):
        if text[max(0, m.start() - 1)] != "\n":
            lines += 1
        if lines >= 4 or m.start() >= TITLE_CHARS:
            return m.start()
    return min(len(text), TITLE_CHARS)


def classify(text: str, schema: Schema) -> tuple[str, float]:
    """Return (doc type name, confidence 0-1)."""
    names = list(schema.doc_types)
    if len(names) == 1:
        dt = schema.doc_types[names[0]]
        return names[0], 0.9 if cue_regex(dt.cues).search(text) else 0.6
    title_end = _title_area(text)
    scores: dict[str, float] = {}
    for name, dt in schema.doc_types.items():
        score = 0.0
        for cue in dt.cues:
            weight = len(cue.split())
            for m in cue_regex([cue]).finditer(text):
                score += weight * (3.0 if m.start() < title_end else 1.0)
                break
        pattern_fields = [schema.fields[f] for f in dt.fields if schema.fields[f].pattern]
        found = sum(1 for f in pattern_fields if pattern_regex(f.pattern).search(text))
        missing = len(pattern_fields) - found
        score += 0.3 * found - 0.2 * missing
        scores[name] = score
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    best, top = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    if top <= 0:
        return best, 0.2
    margin = (top - second) / (abs(top) + 1e-9)
    return best, round(min(1.0, 0.5 + margin / 2), 3)
