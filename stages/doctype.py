"""Document type from the schema's doc-type cues, plus field evidence.

Score per type: each cue phrase found counts, by its length in words (longer is
more specific) times where it stands: a line of its own (a title) x4, opening one of the
first lines x2, elsewhere x1; a small bonus
for each of the type's pattern fields (order id, tracking number, ...) present.
Everything comes from the schema, so a new type is a new entry there.
"""

from __future__ import annotations

import re

from stages.normalize import identifier_regex
from stages.rules import cue_regex
from status.schema import Schema

TITLE_LINES = 7


def _position_factor(text: str, start: int, end: int, line_no: int) -> float:
    """4 for a title (the cue is the whole line), 2 for a cue opening one of the first
    lines (a heading, a greeting, an e-mail subject), else 1."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    line = text[ls: le if le >= 0 else len(text)].strip(" \t=*-")
    if line.lower() == text[start:end].lower():
        return 4.0
    opens_line = not re.sub(r"^\s*subject:", "", text[ls:start], flags=re.I).strip(" \t=*-")
    return 2.0 if opens_line and line_no < TITLE_LINES else 1.0


def _line_numbers(text: str) -> list[int]:
    """Offsets where each non-empty line starts (to number lines quickly)."""
    return [m.start() for m in re.finditer(r"(?m)^[ \t]*\S", text)]


def classify(text: str, schema: Schema) -> tuple[str, float]:
    """Return (doc type name, confidence 0-1)."""
    names = list(schema.doc_types)
    if len(names) == 1:
        dt = schema.doc_types[names[0]]
        return names[0], 0.9 if cue_regex(dt.cues).search(text) else 0.6
    starts = _line_numbers(text)
    scores: dict[str, float] = {}
    for name, dt in schema.doc_types.items():
        score = 0.0
        for cue in dt.cues:
            weight = len(cue.split())
            best = 0.0
            for m in cue_regex([cue]).finditer(text):
                line_no = sum(1 for s0 in starts if s0 <= m.start()) - 1
                best = max(best, weight * _position_factor(text, m.start(), m.end(), line_no))
            score += best
        pattern_fields = [schema.fields[f] for f in dt.fields if schema.fields[f].pattern]
        found = sum(1 for f in pattern_fields if identifier_regex(f.pattern).search(text))
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
