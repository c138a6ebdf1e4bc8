"""perf33's cuts (issue 12) give what the code before them gave. No timings."""

from __future__ import annotations

import random
import re

from stages import rules
from stages.rules import _cue_body

ODD_CASES = "KkſSsıİiI&ÆæØøÉé#"


def _plain_cue_regex(cues: list[str]) -> re.Pattern:
    """The cue pattern as it was: every cue's pattern in one alternation, longest first."""
    body = "|".join(_cue_body(c) for c in sorted(cues, key=len, reverse=True))
    return re.compile(r"(?<![\w-])(?:" + body + r")(?:(?<=[#:])|(?![\w-]))", re.I)


def _forms(cue: str, rng: random.Random) -> str:
    form = rng.choice([cue, cue.upper(), cue.title(), rng.choice(ODD_CASES) + cue[1:], cue.replace(" ", ""),
                       cue.replace(" ", ". "), cue.replace(" ", "\n"), cue.replace(" ", "_"), cue.replace(" ", " ("),
                       cue[:-1], cue + rng.choice(["s", " no", " amount", "-x"])])
    return form + rng.choice([": 4471", " #R1182", "x", "\n9912", "  ", " ", ".", "&", " no. 12", " nº 5", " n. 7", ""])


# Cues whose shared prefixes end where a gap, a word of its own pattern or a longer cue goes on: "sub total" matches
# "subtotal" too, but "subtotal amount" is longer and comes first; a word that opens with a gap's character.
TRIE_EDGES = [
    ["sub total", "subtotal", "subtotal amount", "sub total amount", "sub", "subs", "sub-total"],
    ["order", "order no", "orderno", "orderno date", "order number", "orders", "order nr", "order n", "order and id"],
    ["payment ref", "payment reference", "payments ref", "payment (ref)", "payment .net", "payment _id", "payment"],
    ["SO", "so number", "S/O", "sales order", "s o", "PO no", "P.O. number", "po", "and", "and no", "& co", "a & b"],
    ["ref", "ref", "Ref no", "REF", "référence", "reference", "rèf", "kunde", "Kunde no", "K no", "ſtraße"],
    ["no", "no later than", "n later", "nº", "by no later than", "by", "by n"],
]


def test_cue_prefix_trees_match_as_the_plain_alternation():
    rng = random.Random(33)
    for cues in TRIE_EDGES:
        fast, slow = rules.cue_regex(cues), _plain_cue_regex(cues)
        for _ in range(300):
            text = " ".join(_forms(rng.choice(cues), rng) for _ in range(rng.randrange(1, 8)))
            assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)], (cues, text)
            assert bool(fast.fullmatch(text.strip())) == bool(slow.fullmatch(text.strip())), (cues, text)


def test_cue_units_spell_the_cue_pattern():
    for cue in ["order no", "payment (ref)", "SO", "P.O. number", "and more", "tracking id", "nº cliente", "x"]:
        units = rules._cue_units(cue)
        pattern = "".join(rules.WORD_GAP if u == rules.GAP else u[3:-1] if len(u) > 1 else re.escape(u) for u in units)
        # (the rest of a cue from a word with a pattern of its own: "(?:...)"; plain ASCII letters in lower case)
        assert pattern.lower() == _cue_body(cue).lower(), cue
