"""Long runs of blanks shortened before extraction, and every offset found in the shortened text mapped back.

A text or e-mail file can hold thousands of blanks in a row (space-padded columns, a pasted spreadsheet, a quote
blanked out). Many of the extractors' patterns hold two blank quantifiers side by side (`[ \\t]*` before and after a
mark, a label's `\\s+`), and each costs the square of a run's length wherever it is tried: one run of 30,000 blanks
stalls a document for minutes. No extractor reads more in a run than "a column gap": the longest run in the perf11
corpus's 378 real texts is 47 blanks. So `extract` reads a copy of the text whose runs of more than MAX_BLANK_RUN
blanks are cut to their first MAX_BLANK_RUN characters, and maps every span it records back to the text as printed
(`Shortened.span_back`): the text at a mapped span is the text at the found span, with each cut run whole again.
A text with no such run is read as it is (the same object: nothing is copied or mapped)."""

from __future__ import annotations

import re
from bisect import bisect_right

# (the longest run in real documents is 47 blanks; a pattern's quadratic work on a run this long is ~4,000 steps)
MAX_BLANK_RUN = 64
# A run of blanks on one line: spaces, tabs and the other horizontal spaces (no line or page break).
_BLANK = r"[^\S\n\r\f\v\x1c-\x1f\x85\u2028\u2029]"
LONG_BLANK_RUN_RE = re.compile(rf"{_BLANK}{{{MAX_BLANK_RUN + 1},}}")


class Shortened:
    """A text with each run of more than `limit` blanks cut to its first `limit` characters, and the map between the
    two texts' offsets. `text` is the shortened text (the original itself when nothing was cut)."""

    def __init__(self, original: str, limit: int = MAX_BLANK_RUN) -> None:
        self.original = original
        self.limit = limit
        rx = LONG_BLANK_RUN_RE if limit == MAX_BLANK_RUN else re.compile(rf"{_BLANK}{{{limit + 1},}}")
        # each cut: where it is in the original (the end of the kept `limit` blanks) and in the shortened text, and
        # how many characters all cuts up to and including it removed
        self._at_original: list[int] = []
        self._at_short: list[int] = []
        self._removed: list[int] = []
        parts, last, removed = [], 0, 0
        for m in rx.finditer(original):
            keep = m.start() + limit
            parts.append(original[last:keep])
            self._at_original.append(keep)
            self._at_short.append(keep - removed)
            removed += m.end() - keep
            self._removed.append(removed)
            last = m.end()
        self.text = original if not parts else "".join(parts) + original[last:]

    @property
    def cut(self) -> bool:
        return bool(self._removed)

    def to_original(self, p: int) -> int:
        """The original offset of the character at shortened offset p (a character after a cut run: past its removed
        blanks; p == len(text): the original's length)."""
        i = bisect_right(self._at_short, p)
        return p + (self._removed[i - 1] if i else 0)

    def to_short(self, o: int) -> int:
        """The shortened offset of original offset o (an offset among a run's removed blanks: where the cut is)."""
        i = bisect_right(self._at_original, o)
        if not i:
            return o
        removed_before = self._removed[i - 2] if i > 1 else 0
        cut_at = self._at_original[i - 1]
        return max(o - self._removed[i - 1], cut_at - removed_before)

    def span_back(self, span: tuple[int, int]) -> tuple[int, int]:
        """A span [start, end) of the shortened text as the original's: the same characters, each run it crosses
        whole again (the end maps as the character before it, plus one: a span ending in kept blanks ends there)."""
        start, end = span
        if end <= start:
            s = self.to_original(start)
            return s, s + (end - start)
        return self.to_original(start), self.to_original(end - 1) + 1
