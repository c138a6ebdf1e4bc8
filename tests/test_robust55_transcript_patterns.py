"""The chat-transcript patterns of stages/transcript.py rewritten so that a line of blanks no longer costs the cube of
its length (robust55: `_HEADER_LINE` took 0.5 s on one line of 64 blanks and a time; SENTENCE_RE asks MESSAGE_START
at every line break). Each rewrite must match exactly what its former text matched, match by match (spans and
groups), however stages/ calls it: compared on every string of up to three tokens of the transcripts' own alphabet and
on seeded random lines and multi-line texts. The former text is the rewrite with its possessive quantifiers made
greedy again and each `_LAST_BLANK` alternative folded back into the plain run; its hash pins it to the former file."""

from __future__ import annotations

import hashlib
import itertools
import random
import re

import pytest

from stages import nlp, transcript

ONE_BLANK = r"(?:[ \t]*+|[ \t]*(?=[ \t](?![ \t])))"
ONE_BLANK_AFTER_ONE = r"(?:[ \t]++|[ \t][ \t]*(?=[ \t](?![ \t])))"
ONE_BLANK_BEFORE_ONE = r"(?:[ \t]*+|[ \t]*(?=[ \t]{2}(?![ \t])))"


def former(pattern: str) -> str:
    p = pattern.replace(ONE_BLANK, r"[ \t]*").replace(ONE_BLANK_AFTER_ONE, r"[ \t]+").replace(ONE_BLANK_BEFORE_ONE, r"[ \t]*")
    return p.replace("*+", "*").replace("++", "+").replace("?+", "?")


# sha256 (first 16 hex digits) of each pattern's text before robust55
FORMER = {
    "_TIME_FIRST": "a6358e8dbd75b267", "_NAME_FIRST": "8767dddaf441f6fa", "_HEADER_LINE": "7854c685b1514d3b",
    "_TIME_HEADER_LINE": "ff06a1db76f472af", "_NAME_TIME": "86101a654b37af53", "_ROLE_NAME": "48375d1a995d39f2",
    "_PLAIN_NAME": "ed03dbb917df84f6", "_NAME_LINE": "f2ff41773e35fca7", "MESSAGE_START": "eb5ef60c98d3509b",
}

TOKENS = [" ", "\t", "  ", "\n", ":", "12:30", "9:41pm", " am", "[", "]", "(", ")", "03/06/2026,", "2026. 04. 03.",
          "-", ",", "Ana", "Ruiz", "Tue", "x", "Agent", "(support)", ">", "hi there", "1", ".", "A."]


def _bound_of_robust55(pattern: str) -> str:
    """The pattern with a speaker's name bounded as robust55 bounded it (40 characters; names56 raised the bound to
    `transcript.MAX_SPEAKER`): the pins hold the former texts, which differ from today's in nothing else."""
    return pattern.replace(f"{{1,{transcript.MAX_SPEAKER}}}", "{1,40}")


def _pattern_text(name: str) -> str:
    got = getattr(transcript, name)
    return got if isinstance(got, str) else got.pattern


def _strings(seed: int) -> list[str]:
    small = [" ", "\t", "\n", ":", "12:30", "[", "(", ")", "-", "Ana", "x", "  "]
    out = ["".join(p) for n in range(5) for p in itertools.product(small, repeat=n)]
    out += ["".join(p) for p in itertools.product(TOKENS, repeat=3)]
    rng = random.Random(seed)
    out += ["".join(rng.choice(TOKENS) for _ in range(rng.randint(4, 16))) for _ in range(4000)]
    lines = ["[12:30] Ana Ruiz: my parcel", "Ana Ruiz (9:41pm): hi", "Ana 12:30: where is it", "Visitor 10:02",
             "Mia (Lumen) - 14:02", "[14:20] Priya Natarajan", "03/06/2026, 09:14 - Ana: hi", "  hello there",
             "Customer (Ana): my order", "> Agent: we will", "Dana Whitfield", "   ", " \t 12:30", "  (12:30)",
             "   12:30  :  x", "x  12:30: y", "  [12:30]: hi", "\t (Tue 9:41pm):  yo", "  :  x", "Kim - Agent: fine", "Oren (Inkwell support)", ""]
    for _ in range(3000):
        out.append("\n".join(rng.choice(lines).replace(" ", rng.choice([" ", "  ", "\t", " \t "]), rng.randint(0, 2))
                             for _ in range(rng.randint(1, 5))))
    return out


def _found(m: re.Match | None):
    return None if m is None else (m.span(), m.groups())


def _calls(p: re.Pattern, s: str):
    return ([_found(m) for m in p.finditer(s)], [_found(p.match(s, i)) for i in range(len(s) + 1)])


@pytest.mark.parametrize("name", FORMER)
def test_rewritten_transcript_pattern_matches_exactly_as_its_former_text(name):
    now = _pattern_text(name)
    was = former(now)
    assert was != now and hashlib.sha256(_bound_of_robust55(was).encode()).hexdigest()[:16] == FORMER[name]
    new, old = re.compile(now), re.compile(was)
    for s in _strings(seed=len(name)):
        assert _calls(new, s) == _calls(old, s), (name, s)


def test_sentences_split_at_message_starts_as_before():
    old = re.compile(nlp.SENTENCE_RE.pattern.replace(transcript.MESSAGE_START, former(transcript.MESSAGE_START)))
    assert old.pattern != nlp.SENTENCE_RE.pattern
    for s in _strings(seed=7)[::3]:
        assert [_found(m) for m in nlp.SENTENCE_RE.finditer(s)] == [_found(m) for m in old.finditer(s)], s


def test_messages_of_blank_padded_lines_as_before():
    """Whole transcripts, their lines padded with long runs of blanks, read into the same messages."""
    chat = ["[12:30] Ana Ruiz: my parcel never came", "[12:31] Agent Ivo: let me check", "[12:33] Ana Ruiz: thanks"]
    for pad in (" " * 40, "\t" * 3, " \t" * 20):
        text = "\n".join(pad + line + pad for line in chat) + "\n"
        assert [m.speaker for m in transcript.messages(text)] == ["Ana Ruiz", "Agent Ivo", "Ana Ruiz"]


# --------------------------------------------------------------------------- long lines (robust55)


def test_bilingual_cell_matches_as_before():
    """acts.BILINGUAL_CELL, tried only where a cell starts (it read the rest of a long line from every start)."""
    from stages.acts import BILINGUAL_CELL

    old = re.compile(r"[^\n:]*[^\W\d_][ \t]+[/|][ \t]+[^\W\d_][^\n:]*")
    tokens = ["a", "Ab", " ", "\t", "/", "|", ":", "\n", "1", "é", "_", " / ", "x | y"]
    rng = random.Random(5)
    strings = ["".join(p) for n in range(5) for p in itertools.product(tokens[:9], repeat=n)]
    strings += ["".join(rng.choice(tokens) for _ in range(rng.randint(5, 20))) for _ in range(5000)]
    strings += ["Credit approved / Gecrediteerd: yes", "Status: approved / goedgekeurd\nMet vriendelijke groet / Kind regards"]
    for s in strings:
        assert [_found(m) for m in BILINGUAL_CELL.finditer(s)] == [_found(m) for m in old.finditer(s)], s


def test_cell_start_and_the_possessive_before_a_label_as_before():
    """rules.cell_start (the last column gap before a label, by bisection over the line's blank runs, once a line) and
    rules.order_side's possessive (sought where the blanks before the label begin) give what a scan of the line gave."""
    from stages import rules

    def old_cell_start(text, pos):
        ls = text.rfind("\n", 0, pos) + 1
        le = text.find("\n", pos)
        if not re.search(r"\S(?:[ \t]{2,}|\t)\S", text[ls:le if le >= 0 else len(text)]):
            return pos
        gaps = list(re.finditer(r"[ \t]{2,}|\t", text[ls:pos]))
        return ls + gaps[-1].end() if gaps else ls + len(text[ls:pos]) - len(text[ls:pos].lstrip())

    rng = random.Random(11)
    for _ in range(6000):
        t = "".join(rng.choice(["a", " ", "  ", "\t", "\n", "bc", " \t", "your", "our", "-", "Our"]) for _ in range(rng.randint(0, 14)))
        for pos in range(len(t) + 1):
            assert rules.cell_start(t, pos) == old_cell_start(t, pos), (t, pos)
            hit = rules.CueHit("order_id", pos, pos)
            ls = t.rfind("\n", 0, pos) + 1
            m = rules.POSSESSIVE_BEFORE_RE.search(t, ls, pos)
            want = rules.NEUTRAL if m is None else (rules.SELLER if m.group(1).lower() == "our" else rules.BUYER)
            assert rules.order_side(t, hit, "shop") == want, (t, pos)
