"""One sanitizer for text that comes from documents or file names.

File names, quotes, extracted values and error messages are written by whoever
made the document. Wherever such text enters a Case Facts or Pipeline Status block,
a CLI table or a model request, it goes through `one_line` first, so it cannot:

- break a block's line structure (newlines, carriage returns, vertical tabs, form
  feeds, Unicode line and paragraph separators), and so start a line of its own;
- forge a heading (`=== CASE FACTS: ... ===`, `=== END PIPELINE STATUS ===`, `# ...`):
  runs of heading marks are collapsed, so no untrusted text looks like a block fence;
- drive a terminal (ANSI/VT escape sequences, C1 controls, other control characters)
  or reorder what is shown (bidirectional overrides).

What remains is the readable text, on one line, optionally cut to a length.
"""

from __future__ import annotations

import re
import unicodedata

# ESC [ ... final byte (CSI), ESC ] ... BEL / ST (OSC), ESC P/X/^/_ ... ST (DCS and the like), other ESC x
_ESCAPES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[PX^_][^\x1b]*(?:\x1b\\)?|\x1b.?|\x9b[0-?]*[ -/]*[@-~]")
_BREAKS = re.compile(r"\s*[\r\n\t\v\f\x85\u2028\u2029][\s\r\n\t\v\f\x85\u2028\u2029]*")
_FENCE = re.compile(r"([=#~`])\1{2,}")  # "===", "###", "~~~", "```": fences and headings


def one_line(text: object, limit: int | None = None) -> str:
    """`text` made safe to show on one line of a block, a table or a model request."""
    s = _ESCAPES.sub("", "" if text is None else str(text))
    s = _BREAKS.sub(" ", s)
    if not s.isprintable():  # a hidden character's categories (C*) are all unprintable to str.isprintable
        s = "".join(ch for ch in s if not _hidden(ch))
    s = _FENCE.sub(r"\1", s)
    s = s.strip()
    if limit is not None and len(s) > limit:
        s = s[: max(0, limit - 1)] + "…"
    return s


def _hidden(ch: str) -> bool:
    """Control characters (C0, C1, DEL) and invisible format characters (bidi overrides, zero-width)."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs")


def is_clean(text: str) -> bool:
    """True when `one_line` would leave `text` as it is (for checks and tests)."""
    return one_line(text) == text
