"""Generic, schema-driven extractors: one per field TYPE, steered by the field's cues
and pattern from the schema.

A field's cues are the label words that introduce its value ("order total",
"approved refund"). Every cue of every field of the document type is located
first; a cue inside a longer cue of another field is dropped (so "total" in
"order total" or "refund" in "refund approved" does not compete). A value is then
looked for after each remaining cue, up to the next cue of another field of the
same type or the end of the sentence. Adding a field therefore means adding its
cues and type to the schema, not code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from stages.normalize import (
    ABS_DATE_RE,
    MONEY_RE,
    PERCENT_RE,
    REL_DATE_RE,
    Money,
    identifier_regex,
    normalize_text,
    parse_date,
    read_identifier,
    parse_money,
    parse_percent,
    resolve_relative,
)
from status.schema import FieldSpec


@dataclass
class Found:
    """One extracted value with where it came from in OcrResult.text."""

    value: str | None
    raw: str
    span: tuple[int, int]
    extractor: str = "rule"
    confidence: float = 0.8
    currency: str | None = None
    basis: str | None = None
    unresolved: bool = False
    page: int | None = None


@dataclass(frozen=True)
class CueHit:
    field: str
    start: int
    end: int

    @property
    def length(self) -> int:
        return self.end - self.start


@lru_cache(maxsize=512)
def _cue_regex(cues: tuple[str, ...], raw: bool) -> re.Pattern:
    if not cues:
        return re.compile(r"(?!x)x")
    parts = sorted(cues, key=len, reverse=True)
    body = "|".join(c if raw else r"\s*".join(re.escape(w) for w in c.split()) for c in parts)
    return re.compile(r"(?<![\w-])(?:" + body + r")(?![\w-])", re.I)


def cue_regex(cues: list[str], raw: bool = False) -> re.Pattern:
    """Case-insensitive, word-bounded alternation of cue phrases (longest first);
    whitespace inside a cue matches any run of whitespace (line breaks too) or none
    (OCR drops spaces: "no laterthan")."""
    return _cue_regex(tuple(cues), raw)


def cue_hits(text: str, specs: list[FieldSpec]) -> list[CueHit]:
    """All cue occurrences of the given fields, with hits nested in a longer hit of
    another field removed."""
    hits = [CueHit(s.name, m.start(), m.end()) for s in specs for m in cue_regex(s.cues).finditer(text)]
    kept = []
    for h in hits:
        if any(o is not h and o.field != h.field and o.start <= h.start and h.end <= o.end and o.length > h.length for o in hits):
            continue
        kept.append(h)
    return sorted(kept, key=lambda h: (h.start, -h.length))


# --------------------------------------------------------------------------- windows

SENTENCE_END_RE = re.compile(r"(?<=[^\d\s][.!?])\s|\n\s*\n|\f")


def window_after(text: str, hit: CueHit, hits: list[CueHit], same_type: set[str], limit: int = 160) -> tuple[int, int]:
    """[start, end) after a cue where its value may stand: up to the next cue of a
    different field of the same type, the end of the sentence/paragraph, or `limit`."""
    start = hit.end
    end = min(len(text), start + limit)
    for other in hits:
        if other.start >= hit.end and other.field != hit.field and other.field in same_type:
            end = min(end, other.start)
            break
    m = SENTENCE_END_RE.search(text, start, end)
    if m:
        end = m.start() + 1
    return start, end


def pattern_regex(pattern: str) -> re.Pattern:
    return re.compile(r"(?<![\w-])(?:" + pattern + r")(?![\w-])")


# --------------------------------------------------------------------------- per type


def find_identifier(text: str, spec: FieldSpec, hits: list[CueHit]) -> Found | None:
    """A pattern match (the schema's regex), preferring one right after the field's cue."""
    if spec.pattern:
        matches = [m for m in identifier_regex(spec.pattern).finditer(text) if read_identifier(m.group(0), spec.pattern)]
        if not matches:
            return None
        own = [h for h in hits if h.field == spec.name]
        def distance(m: re.Match) -> int:
            d = [m.start() - h.end for h in own if 0 <= m.start() - h.end <= 60]
            return min(d) if d else 10_000
        m = min(matches, key=lambda m: (distance(m), m.start()))
        conf = 0.95 if distance(m) < 10_000 else 0.85
        value = read_identifier(m.group(0), spec.pattern)
        return Found(value, m.group(0), (m.start(), m.end()), "rule", conf if value == m.group(0) else conf - 0.1)
    for h in hits:
        if h.field != spec.name:
            continue
        m = re.compile(r"\s*(?:[:#.]|no\.?|number)?\s*([A-Z0-9][A-Z0-9/._-]{2,})").match(text, h.end)
        if m:
            return Found(m.group(1), m.group(1), (m.start(1), m.end(1)), "rule", 0.7)
    return None


def money_candidates(text: str, start: int, end: int) -> list[tuple[re.Match, Money]]:
    out = []
    for m in MONEY_RE.finditer(text, start, end):
        raw = m.group(0)
        if not re.search(r"[.,]\d{2}\b|[$€£]|[A-Z]{3}", raw):
            continue  # a bare integer ("2 items", "order 12") is not an amount here
        money = parse_money(raw)
        if money is not None:
            out.append((m, money))
    return out


def find_money(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str], default_currency: str | None) -> Found | None:
    """The first amount after the field's cue (longest, then earliest cue wins)."""
    best: tuple[tuple, Found] | None = None
    for h in hits:
        if h.field != spec.name:
            continue
        ws, we = window_after(text, h, hits, same_type)
        cands = money_candidates(text, ws, we)
        if not cands:
            continue
        m, money = cands[0]
        found = Found(money.value, m.group(0), (m.start(), m.end()), "rule", 0.9, currency=money.currency or default_currency)
        rank = (-h.length, m.start() - h.end, h.start)
        if best is None or rank < best[0]:
            best = (rank, found)
    return best[1] if best else None


def find_percent(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str]) -> Found | None:
    """A percentage near its cue (before or after it, same sentence), with its basis:
    the noun phrase after "of (the)" / "on (the)" that follows the number."""
    for h in hits:
        if h.field != spec.name:
            continue
        # the number may precede the cue ("a 50% fee waiver") or follow it
        s0 = max(0, h.start - 60)
        sent_start = max(text.rfind(".", s0, h.start), text.rfind("\n\n", s0, h.start))
        ws = sent_start + 1 if sent_start >= 0 else s0
        _, we = window_after(text, h, hits, same_type)
        m = PERCENT_RE.search(text, ws, we)
        if not m:
            continue
        basis = None
        b = re.compile(r"\s+(?:of|on)\s+(?:the\s+|your\s+|our\s+)?([a-z][a-z -]{2,40}?)(?=[.,;:\n]|\s+(?:for|on|is|was|will|has|that|which)\b)", re.I).match(text, m.end())
        if b:
            basis = normalize_text(b.group(1)).lower()
        return Found(parse_percent(m.group(0)), m.group(0), (m.start(), m.end()), "rule", 0.85, basis=basis)
    return None


def date_candidates(text: str, start: int, end: int) -> list[re.Match]:
    found = [m for m in ABS_DATE_RE.finditer(text, start, end)]
    found += [m for m in REL_DATE_RE.finditer(text, start, end)
              if not any(a.start() <= m.start() < a.end() for a in found)]
    return sorted(found, key=lambda m: m.start())


def date_found(m: re.Match, base, date_order: str, confidence: float = 0.9) -> Found | None:
    """A Found for a date match: absolute dates parsed, relative ones resolved
    against `base` when unambiguous, else kept verbatim and unresolved."""
    raw = m.group(0)
    if ABS_DATE_RE.fullmatch(raw):
        d = parse_date(raw, date_order)
        if d is None:
            return None
        return Found(d.isoformat(), raw, (m.start(), m.end()), "rule", confidence)
    rel = resolve_relative(raw, base)
    return Found(rel.value, raw, (m.start(), m.end()), "rule", confidence * (0.9 if rel.value else 0.5), unresolved=rel.unresolved)


def find_date(text: str, spec: FieldSpec, hits: list[CueHit], same_type: set[str], base, date_order: str) -> Found | None:
    best: tuple[tuple, Found] | None = None
    for h in hits:
        if h.field != spec.name:
            continue
        ws, we = window_after(text, h, hits, same_type, limit=80)
        for m in date_candidates(text, ws, we):
            found = date_found(m, base, date_order)
            if found is None:
                continue
            rank = (-h.length, m.start() - h.end, h.start)
            if best is None or rank < best[0]:
                best = (rank, found)
            break
    return best[1] if best else None


JUNK = " \t_|~\u2014\u2013-\u00ab\u00bb\"'\u2018\u2019\u201c\u201d*.,:;"  # OCR debris around a label value
LABEL_VALUE_RE = re.compile(r"[ \t]*(?:[:#-]|is|was)[ \t]*([^\n]{1,120})")


def find_text_after_label(text: str, spec: FieldSpec, hits: list[CueHit]) -> Found | None:
    """Text after a "Cue:" label to the end of the line (or sentence)."""
    for h in hits:
        if h.field != spec.name:
            continue
        m = re.compile(r"[ \t]*:[ \t]*([^\n]{1,160})").match(text, h.end)
        if not m:
            continue
        value = m.group(1)
        stop = re.search(r"(?<=[^\d\s])\.(?:\s|$)|\s{3,}|\s\|\s", value)
        if stop:
            value = value[: stop.start() + (1 if value[stop.start()] == "." else 0)]
        lead = len(value) - len(value.lstrip(JUNK))
        raw = value[lead:].rstrip().rstrip(JUNK)
        if not normalize_text(raw):
            continue
        s = m.start(1) + lead
        return Found(normalize_text(raw), raw, (s, s + len(raw)), "rule", 0.8)
    return None


def find_text(text: str, spec: FieldSpec, hits: list[CueHit]) -> Found | None:
    """A text field: the value of a "Cue: value" label, else the rest of the sentence
    after a cue used in prose ("... because it arrived with a cracked screen.")."""
    labelled = find_text_after_label(text, spec, hits)
    if labelled is not None:
        return labelled
    for h in hits:
        if h.field != spec.name:
            continue
        m = re.compile(r"[ \t]+(\S[^\f]*?)(?=[.!?](?:\s|$)|\n[ \t]*\n|$)").match(text, h.end)
        if not m or len(m.group(1)) > 200 or len(m.group(1).split()) < 2:
            continue
        raw = m.group(1)
        return Found(normalize_text(raw), raw, (m.start(1), m.end(1)), "rule", 0.75)
    return None


def find_status(text: str, spec: FieldSpec, hits: list[CueHit]) -> Found | None:
    """One of the field's allowed values after its cue ("Status: approved")."""
    allowed = cue_regex(spec.allowed)
    for h in hits:
        if h.field != spec.name:
            continue
        m = allowed.search(text, h.end, min(len(text), h.end + 40))
        if m:
            return Found(m.group(0).lower(), m.group(0), (m.start(), m.end()), "rule", 0.9)
    return None
