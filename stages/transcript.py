"""Chat transcripts and messenger exports: lines that each open with a time (and maybe a date)
and a speaker's name, then what that speaker said.

    [14:03] Ana Ruiz: my parcel never came          (a web chat's transcript)
    [03/06/2026, 09:14] Ana Ruiz: my parcel ...     (a messenger's export, bracketed)
    03/06/2026, 09:14 - Ana Ruiz: my parcel ...     (a messenger's export, dashed)
    Ana Ruiz (14:03): my parcel never came          (the time after the name)
    Ana Ruiz 14:03: my parcel never came            (the time after the name, unbracketed)
    Customer (Ana Ruiz): my parcel never came       (no time: a role and the name in brackets; only when
                                                     a speaker talks twice: a form's "Weight (kg): 3" is none)

Each message is its own utterance: a sentence never runs on into the next speaker's line, and
the customer is the speaker who talks as a customer (see `stages.nlp`), not whoever is named first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*+[AaPp]\.?[Mm]\.?)?"
# (the date maybe year first with a space after each period, as Hungarian writes it and its phones export: "2026. 04. 03.
# 9:02 - Name: ...")
_STAMP = rf"(?:(?:\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{2,4}}|\d{{4}}\.[ \t]?\d{{1,2}}\.[ \t]?\d{{1,2}}\.),?[ \t]++)?{_TIME}"
# A speaker's name, at most this long: a business account's label with the person after it ("Taller Hermanos Ortega de
# Guadalajara - Ana", WhatsApp Business) runs past 40 characters. (Each bounded name is tried lazily from one line
# start, so the bound only scales the work a line costs, never its growth with the line's length.)
MAX_SPEAKER = 64
_NAME = rf"[^:\n]{{1,{MAX_SPEAKER}}}?"  # "Rewa (Kauri Crafts)" too
_BARE_NAME = rf"[^:\n\[\]()]{{1,{MAX_SPEAKER}}}?"  # before a bracketed time
# Blanks: a pattern that tried each way of sharing a run of blanks between two quantifiers and a name that may hold
# blanks ("[ \t]*name[ \t]*") cost a line of blanks the cube of its length (0.5 s a line of 64). A run is read whole
# (possessive) where what follows it cannot be a blank, so giving one back never matched. Where a name may hold blanks
# and starts right after a run, the name starting at the run's end is tried first, as before; the only match a name
# starting earlier in the run can give beside it is a name of ONE blank right before what follows (a longer name there
# ends either in the run, where the run's rest reads as it did, or past it, where the name from the run's end already
# matched): `_LAST_BLANK` is that one try, then the backtracking ends as the former pattern's did, without a match.
_LAST_BLANK = r"[ \t]*(?=[ \t](?![ \t]))"  # all but the run's last blank (that blank is the name)
# The start of a message line, for a lookahead: a time first (bracketed, or followed by a dash or the name).
_TIME_FIRST = re.compile(rf"(?m)^[ \t]*+(?:\[{_STAMP}\]|\({_STAMP}\)|{_STAMP}(?:[ \t]++-)?)(?:[ \t]++|[ \t]{_LAST_BLANK})"
                         rf"(?P<name>{_NAME})[ \t]*+:[ \t]++(?P<body>\S[^\n]*)")
_WEEKDAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?[ \t]++"  # "(Tue 9:41pm)": a phone's SMS thread
_NAME_FIRST = re.compile(rf"(?m)^(?:[ \t]*+|{_LAST_BLANK})(?P<name>{_BARE_NAME})[ \t]*+[\[(](?:{_WEEKDAY})?{_STAMP}[\])][ \t]*+:"
                         rf"[ \t]++(?P<body>\S[^\n]*)")
# A header line of its own, the message on the lines below it: "Visitor 10:02", "Dilnoza, [07.06.2026 12:10]",
# "Mia (Lumen Lighting) - 14:02" (web chats' and messengers' multi-line exports), or the time first: "[14:20] Priya Natarajan"
# (a Teams copy).
_HEADER_NAME = rf"[^:\n\[\]()]{{1,{MAX_SPEAKER}}}?(?:[ \t]*+\([^:\n()]{{1,30}}\))?"
_HEADER = rf"(?:[ \t]*+|{_LAST_BLANK})(?P<name>{_HEADER_NAME})[ \t]*+[,-]?+[ \t]*+(?:\[{_STAMP}\]|\({_STAMP}\)|{_STAMP})[ \t]*+"
_TIME_HEADER = rf"[ \t]*+(?:\[{_STAMP}\]|{_STAMP}(?:[ \t]++-)?)[ \t]++(?P<name>[A-Za-z]{_HEADER_NAME})[ \t]*+"
_ANY_HEADER = "(?:" + "|".join(h.replace("?P<name>", "?:") for h in (_HEADER, _TIME_HEADER)) + ")"

# The start of a message line, for a lookahead: a time first (bracketed, or followed by a dash or the name) and the name
# with its colon, or a header line of its own (a sentence never runs on into the next speaker's message).
MESSAGE_START = (rf"(?:[ \t]*+(?:\[{_STAMP}\]|\({_STAMP}\)|{_STAMP}(?:[ \t]++-)?)(?:[ \t]++|[ \t]{_LAST_BLANK}){_NAME}[ \t]*+:[ \t]"
                 rf"|{_ANY_HEADER}\n)")

def _header_lines(header: str) -> re.Pattern:
    """A header line of `header`'s shape and the lines below it up to the next header line of either shape."""
    return re.compile(rf"(?m)^{header}\n(?P<body>(?:(?!{_ANY_HEADER}(?:\n|$))[ \t]*+\S[^\n]*+(?:\n|$))+)")


_HEADER_LINE = _header_lines(_HEADER)
_TIME_HEADER_LINE = _header_lines(_TIME_HEADER)
# (a one-blank name here stands before one blank more: the run's last two blanks)
_NAME_TIME = re.compile(rf"(?m)^(?:[ \t]*+|[ \t]*(?=[ \t]{{2}}(?![ \t])))(?P<name>[^:\n\[\]]{{1,{MAX_SPEAKER}}}?)[ \t]++{_STAMP}[ \t]*+:"
                        rf"[ \t]++(?P<body>\S[^\n]*)")
_ROLE_NAME = re.compile(r"(?m)^[ \t]*+(?P<name>[A-Za-z][^:\n()\[\]]{0,30}?[ \t]*+\([^:\n()]{1,30}\))[ \t]*+:[ \t]++(?P<body>\S[^\n]*)")
# No time at all: "Ana Ruiz: my parcel never came", "customer: ...", "Thandi (Customer): ...", "Kim - Agent: ...",
# "> Agent: ..." (a chat quoted in an e-mail) - a speaker label of one to three words, maybe a role in brackets; only in a
# conversation (`_untimed_conversation`), never a form's "Name: Ana Ruiz".
_LABEL_WORD = r"[A-Za-z][\w'&.]*+"
_PLAIN_NAME = re.compile(rf"(?m)^[ \t]*+(?:>[ \t]*+)*+(?P<name>{_LABEL_WORD}(?:[ \t]++(?:-[ \t]++)?{_LABEL_WORD}){{0,2}}"
                         rf"(?:[ \t]*+\([^:\n()]{{1,30}}\))?)[ \t]*+:[ \t]++(?P<body>\S[^\n]*)")
MIN_MESSAGES = 2  # and two speakers: one timed line is a log entry or a signature, not a conversation
MIN_UNTIMED = 3  # untimed lines: a conversation has at least three, one speaker talking again, bodies of sentences


@dataclass(frozen=True)
class Message:
    speaker: str  # as printed
    name_start: int
    body_start: int
    body_end: int


def messages(text: str) -> list[Message]:
    """The messages of a transcript in text order, or [] when the text is none (fewer than
    MIN_MESSAGES message lines, or a single speaker)."""
    return list(_messages(text))


@lru_cache(maxsize=32)  # asked by the doc type, the customer's name and the request sentences of one text
def _messages(text: str) -> tuple[Message, ...]:
    found = {m.start(): m for rx in (_TIME_FIRST, _NAME_FIRST, _NAME_TIME) for m in _timed_line_matches(rx, text)}
    untimed = [m for m in _ROLE_NAME.finditer(text) if m.start() not in found]
    names = [m.group("name").strip().lower() for m in untimed]
    if len(set(names)) >= 2 and len(names) > len(set(names)):  # a conversation: some speaker talks again
        found.update((m.start(), m) for m in untimed)
    if not found:
        found.update((m.start(), m) for m in _timed_line_matches(_HEADER_LINE, text))
    if not found:  # the time first: only when a speaker talks again (a tracking log's "09:14 Collected" lines never do)
        timed = list(_timed_line_matches(_TIME_HEADER_LINE, text))
        names = [m.group("name").strip().lower() for m in timed]
        if len(names) > len(set(names)):
            found.update((m.start(), m) for m in timed)
    if not found:
        found.update((m.start(), m) for m in _name_line_conversation(text))
    if not found:
        found.update((m.start(), m) for m in _untimed_conversation(text))
    if not found:
        found.update((m.start(), m) for m in _short_chat(text))
    out = [Message(m.group("name").strip(), m.start("name"), m.start("body"), m.start("body") + len(m.group("body").rstrip()))
           for _, m in sorted(found.items())]
    if len(out) < MIN_MESSAGES or len(speakers(out)) < 2:
        return ()
    return tuple(out)


# A line with a time on it: where the match of a pattern whose first line holds a time (`_STAMP`) can start.
_TIMED_LINE = re.compile(r"(?m)^[^\n]*\d:\d{2}")


def _timed_line_matches(rx: re.Pattern, text: str) -> list[re.Match]:
    """`rx.finditer(text)` for a pattern that matches from a line's start and holds a time on that line: tried only at
    the starts of lines with a time. The same matches, without the pattern's backtracking over every other line (a
    quote blanked to spaces costs `_HEADER_LINE` ~0.1 s a page)."""
    out: list[re.Match] = []
    for line in _TIMED_LINE.finditer(text):
        if out and line.start() < out[-1].end():
            continue  # (inside the last match: finditer goes on from its end)
        m = rx.match(text, line.start())
        if m:
            out.append(m)
    return out


def _untimed_conversation(text: str) -> list[re.Match]:
    """The lines of an untimed conversation: the largest block of "Speaker: what they said" lines (only blank lines
    between them) that reads as turns (`_is_conversation`). A form's "Order: 4471" or an e-mail's "From: Ana" is none."""
    lines = [m for m in _PLAIN_NAME.finditer(text) if m.group("name").split()[0].lower() not in HEADER_WORDS]
    blocks: list[list[re.Match]] = []
    for m in lines:
        if blocks and not text[blocks[-1][-1].end():m.start()].strip():
            blocks[-1].append(m)
        else:
            blocks.append([m])
    turns = [b for b in blocks if _is_conversation([m.group("name").strip().lower() for m in b], [m.group("body") for m in b])]
    return max(turns, key=len, default=[])


def _is_conversation(names: list[str], bodies: list[str]) -> bool:
    """Turns, not a form's labels: at least MIN_UNTIMED lines; few speakers (two, or one for every two lines) of whom
    two hold two thirds of the lines or more, the talk passing from one to another and back (a form names most labels
    once, or repeats one without going back); at least half the lines say a sentence of three words or more (a form's
    values are names and numbers)."""
    if len(names) < MIN_UNTIMED or len(set(names)) > max(2, len(names) // 2):
        return False
    top_two = sum(sorted((names.count(n) for n in set(names)), reverse=True)[:2])
    changes = sum(a != b for a, b in zip(names, names[1:]))
    sentences = sum(len(re.findall(r"[^\W\d_]{2,}", body)) >= 3 for body in bodies)
    return len(set(names)) >= 2 and 3 * top_two >= 2 * len(names) and changes >= 2 and 2 * sentences >= len(names)


# The role words of a chat's speaker labels, by side ("Visitor:", "Agent Ivo:", "Sam (support):", "Rep Dana:").
CUSTOMER_SIDE = frozenset("customer client buyer caller visitor guest member user shopper".split())
SHOP_SIDE = frozenset("agent support staff operator advisor adviser rep representative assistant bot helpdesk service "
                      "clerk moderator seller shop store team care".split())
_CAPITALISED = re.compile(r"[A-Z][a-z'\-]+")


def _label_side(label: str) -> str | None:
    """"customer" or "shop" when a speaker label names a role of that side (any of its words, in brackets too);
    "name" when it is a person's name of two or three capitalised words ("Lena Fischer"); else None (a form's "Reason",
    "Order number")."""
    words = re.findall(r"[A-Za-z]+", label.lower())
    sides = {side for side, roles in (("customer", CUSTOMER_SIDE), ("shop", SHOP_SIDE)) if set(words) & roles}
    if len(sides) == 1:
        return sides.pop()
    plain = label.split()
    if not sides and 2 <= len(plain) <= 3 and all(_CAPITALISED.fullmatch(w) for w in plain):
        return "name"
    return None


def _short_chat(text: str) -> list[re.Match]:
    """A chat of two untimed messages ("Visitor: ... / Agent Ivo: ..."): too short for `_is_conversation`'s count, it
    is one when the text's only label lines are these two, one after the other, both labels are a speaker's (a role
    word, or a person's full name: `_label_side`), at least one names a role, the two are of different sides, and both
    messages say a sentence of three words or more. A form's "Customer: Ana Ruiz" / "Reason: broken" is none."""
    lines = [m for m in _PLAIN_NAME.finditer(text) if m.group("name").split()[0].lower() not in HEADER_WORDS]
    if len(lines) != 2 or text[lines[0].end():lines[1].start()].strip():
        return []
    sides = [_label_side(m.group("name")) for m in lines]
    if None in sides or "name" not in sides and sides[0] == sides[1] or sides == ["name", "name"]:
        return []
    if any(len(re.findall(r"[^\W\d_]{2,}", m.group("body"))) < 3 for m in lines):
        return []
    return lines


# A line that is only a speaker's name (a Slack copy without times: "Dana Whitfield", "Oren (Inkwell support)").
_NAME_LINE = re.compile(r"(?m)^[ \t]*+(?P<name>[A-Z][\w'&-]*+\.?(?:[ \t]++[A-Z][\w'&-]*+\.?){0,3}(?:[ \t]*+\([^:\n()]{1,30}\))?)[ \t]*+$")


@dataclass(frozen=True)
class _Span:
    """A message found without one regex match: its name's and body's places, as `re.Match` gives them."""
    name: str
    body: str
    name_at: int
    body_at: int

    def start(self, group: str | None = None) -> int:
        return self.name_at if group in (None, "name") else self.body_at

    def group(self, group: str) -> str:
        return self.name if group == "name" else self.body


# A letter's closing on the line above ("Kind regards,", "Thanks in advance,", "Yours faithfully,"): a short line of a
# capitalised word or three ending in a comma. The name under it signs the letter: no speaker of a chat, whose messages
# end in a sentence's stop, not in a comma (a letterhead's name and the same name signing would read as turns otherwise).
CLOSING_LINE = r"^[ \t]*[A-Z][\w'\u2019]*(?:[ \t]+[\w'\u2019]+){0,2}[ \t]*"  # a capitalised word or three (then its mark)
_SIGNED = re.compile(r"(?m)" + CLOSING_LINE + r",[ \t]*\n[ \t]*\Z")


def _name_line_conversation(text: str) -> list[_Span]:
    """Messages under speaker lines without a time: a speaker line is a line of one to four capitalised words (maybe a
    role in brackets), each message the lines down to the next speaker line; a conversation only when some speaker
    talks again, every speaker line has a message under it and they read as turns (`_is_conversation`)."""
    heads = [m for m in _NAME_LINE.finditer(text) if not _SIGNED.search(text, max(0, m.start() - 80), m.start())]
    names = [m.group("name").lower() for m in heads]
    if len(set(names)) == len(names) or not 2 <= len(set(names)) <= 4:
        return []
    out = []
    for head, nxt in zip(heads, heads[1:] + [None]):
        body_at = min(head.end() + 1, len(text))
        body = text[body_at:nxt.start() if nxt else len(text)].rstrip()
        if not body.strip():
            return []
        out.append(_Span(head.group("name"), body, head.start("name"), body_at))
    names = [m.group("name").lower() for m in out]
    return out if _is_conversation(names, [m.group("body") for m in out]) else []


# The labels of an e-mail's or a memo's header, never a speaker.
HEADER_WORDS = frozenset("from to cc bcc subject date sent re fw fwd reply attn attention".split())


def speakers(msgs: list[Message] | tuple[Message, ...]) -> set[str]:
    return {m.speaker.lower() for m in msgs}


def message_at(msgs: list[Message], text: str, pos: int) -> Message | None:
    """The message whose line holds `pos` (its time and name included)."""
    for m in msgs:
        if text.rfind("\n", 0, m.body_start) < pos < m.body_end:
            return m
    return None


def message_breaks(text: str) -> list[int]:
    """Where an utterance of a transcript ends and the next begins, whatever the punctuation: the start of each
    message's line (its name or time), the start of its body, and the start of each line within a body of several
    lines (a chat's lines are each sent on their own: "I need a size 9" and the next speaker's "Nadia (support)" line
    are never one sentence). [] when the text is no transcript."""
    out = set()
    for m in messages(text):
        out.update((text.rfind("\n", 0, m.name_start) + 1, m.body_start))
        out.update(k + 1 for k in range(m.body_start, m.body_end) if text[k] == "\n")
    return sorted(out)
