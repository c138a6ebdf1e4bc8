"""Patterns rewritten by robust53 so that a run of blanks costs its length, not its square or cube (a scan's
"Invoice No" and thousands of spaces took seconds in `HEADING`, `NOUN_CELL_LABEL_RE`, `LABEL_SEP_RE`). Each rewrite
must match exactly what its former text matched: compared as robust52's rewrites are (its generated strings and
calls: `match`/`search` at each position, `finditer`, `fullmatch`; whole strings only for a pattern that refuses to
start inside a run of blanks)."""

from __future__ import annotations

import re

import pytest

from stages import amounts, cues, doctype, nlp, rules
from tests.test_robust52_linear_patterns import BLANKS, _calls, _strings

OLD_REFERENCE = r"(?:[ \t]+(?:no\.?|nr\.?|number|#)?[ \t]*#?[A-Za-z0-9/-]*\d[A-Za-z0-9/-]*)?"
HEADING_TOKENS = [*BLANKS, "\n", "Invoice", "No", "no.", "#", "12", "A-1", "-", "|", "(", ")", "Refund", "=", ":"]

LINES = ["Desk lamp   2   EUR 12.00   EUR 24.00", "  Cable x   10 x $1.50 $15.00  ", "Eligible for refund: Yes (",
         "Note  Refund :  in full -", "Invoice No. 0098", "DELIVERY DOCKET - Accounts", "Order 7712, two lamps",
         "Got it! Order 55 120 88 now", "FV/2026/0193      invoice no.", "Total ......: 12", "Web ref    Returns no.",
         "Total" + " " * 40 + "12.00", "Invoice No" + " " * 40, "x" + " \t" * 20 + "y"]

# name: (former text, the pattern now, flags, tokens the strings are made of, whole strings only)
CASES: dict[str, tuple[str, str, int, list[str], bool]] = {
    "doctype.HEADING": (doctype.HEADING.pattern.replace(doctype.REFERENCE, OLD_REFERENCE), doctype.HEADING.pattern,
                        re.I, HEADING_TOKENS, False),
    "doctype.HEADING_WHOLE": (doctype.HEADING_WHOLE.pattern.replace(doctype.REFERENCE, OLD_REFERENCE),
                              doctype.HEADING_WHOLE.pattern, re.I, HEADING_TOKENS, False),
    "rules.NOUN_CELL_LABEL_RE": (
        r"(?:^|(?<=\n)|(?<=[ \t]{2})|(?<=\t))[ \t]*(?P<noun>[A-Za-z]{3,})[ \t]+"
        r"(?P<tail>no|nr|num|number|id|ref|reference|code)\.?"
        r"(?:(?=[ \t]{2,}\S|\t|[ \t]*$)|[ \t]+(?P<val>[A-Za-z0-9/-]*\d[\w/-]*)[ \t]*$)", rules.NOUN_CELL_LABEL_RE.pattern,
        re.I | re.M, [*BLANKS, "\n", "Web", "ref", "no.", ".", "W12", "x", "-"], True),
    "rules.LABEL_SEP_RE": (
        r"(?:[ \t]*(?:\.{2,}|\u2026+)?[ \t]*:[ \t]*|[ \t]*(?:\.{2,}|\u2026+)[ \t]*|[ \t]{2,}|\t[ \t]*)(?=\S)",
        rules.LABEL_SEP_RE.pattern, 0, [*BLANKS, ".", "..", "\u2026", ":", "x", "\n"], False),
    "cues.LABEL_MARK_AFTER_RE": (r"\.?[ \t]*[:#]", cues.LABEL_MARK_AFTER_RE.pattern, 0,
                                 [*BLANKS, ".", ":", "#", "x", "\n"], True),
    "nlp.TWO_CELL_ROW_RE": (
        r"(?m)^([ \t]*)(\S(?:[^\n\t]*?\S)?)((?:[ \t]{2,}|\t)[ \t]*)(\S(?:[^\n\t]*?\S)?)[ \t]*$",
        nlp.TWO_CELL_ROW_RE.pattern, 0, [*BLANKS, "\n", "FV/1", "Customer", "a b", "x", ":"], False),
    "doctype.TOPIC": (
        r"(?:^|(?<=[.!?\n])|(?<=[.!?][ \t]))[ \t]*([A-Z][a-z]+)[ \t]*(?:no\.?|nr\.?|number|#)?[ \t]*#?"
        r"[A-Z]{0,4}[-/]?(?:\d[\dA-Z/-]{2,}|\d{2,4}(?:[ ]\d{2,4}){1,3})\b", doctype.TOPIC.pattern, 0,
        [*BLANKS, "\n", ".", "Order", "no", "#", "AB", "-", "7712", "55", "x"], False),
    "amounts.ANSWERED_LABEL_RE": (
        r"(?:^|[ \t]{2,}|\t)([^\W\d_][^\n:]{1,40}?)[ \t]*:[ \t]*(?:yes|y|ja|oui|s[ií]|full|in[ \t]+full|"
        r"partial|partly|part)[ \t]*[-\u2013(\[,][ \t]*$", amounts.ANSWERED_LABEL_RE.pattern, re.I,
        [*BLANKS, "\n", "Refund", "a", ":", "yes", "in full", "(", "-", "1"], True),
    "nlp.LINE_ITEM_RE": (
        r"^\s*(?P<desc>[A-Za-z][^\n]*?)\s+(?P<qty>\d{1,3})\s*(?:x\s+)?(?P<unit>(?:[A-Z]{3}\s|[$€£])?\s?[\d,]+\.\d{2})"
        r"\s+(?P<amount>(?:[A-Z]{3}\s|[$€£])?\s?[\d,]+\.\d{2})\s*$", nlp.LINE_ITEM_RE.pattern, 0,
        [*BLANKS, "\n", "Lamp", "a", "2", "x ", "EUR ", "$", "12.00", "1,200.50"], False),
}


@pytest.mark.parametrize("name", CASES)
def test_rewritten_pattern_matches_exactly_as_its_former_text(name):
    old_text, new_text, flags, tokens, whole = CASES[name]
    assert new_text != old_text
    old, new = re.compile(old_text, flags), re.compile(new_text, flags)
    for s in _strings(tokens, seed=len(name)) + LINES:
        assert _calls(new, s, whole) == _calls(old, s, whole), (name, s)
