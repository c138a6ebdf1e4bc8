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

_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?"
_STAMP = rf"(?:\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{2,4}},?[ \t]+)?{_TIME}"
_NAME = r"[^:\n]{1,40}?"  # "Rewa (Kauri Crafts)" too
_BARE_NAME = r"[^:\n\[\]()]{1,40}?"  # before a bracketed time
# The start of a message line, for a lookahead: a time first (bracketed, or followed by a dash or the name).
MESSAGE_START = rf"[ \t]*(?:\[{_STAMP}\]|\({_STAMP}\)|{_STAMP}(?:[ \t]+-)?)[ \t]+{_NAME}[ \t]*:[ \t]"
_TIME_FIRST = re.compile(rf"(?m)^[ \t]*(?:\[{_STAMP}\]|\({_STAMP}\)|{_STAMP}(?:[ \t]+-)?)[ \t]+(?P<name>{_NAME})[ \t]*:[ \t]+(?P<body>\S[^\n]*)")
_WEEKDAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?[ \t]+"  # "(Tue 9:41pm)": a phone's SMS thread
_NAME_FIRST = re.compile(rf"(?m)^[ \t]*(?P<name>{_BARE_NAME})[ \t]*[\[(](?:{_WEEKDAY})?{_STAMP}[\])][ \t]*:[ \t]+(?P<body>\S[^\n]*)")
# A header line of its own, the message on the lines below it: "Visitor 10:02", "Dilnoza, [07.06.2026 12:10]",
# "Mia (Lumen Lighting) - 14:02" (web chats' and messengers' multi-line exports).
_HEADER = (rf"[ \t]*(?P<name>[^:\n\[\]()]{{1,40}}?(?:[ \t]*\([^:\n()]{{1,30}}\))?)[ \t]*[,-]?[ \t]*"
           rf"(?:\[{_STAMP}\]|\({_STAMP}\)|{_STAMP})[ \t]*")
_HEADER_LINE = re.compile(rf"(?m)^{_HEADER}\n(?P<body>(?:(?!{_HEADER.replace('?P<name>', '?:')}(?:\n|$))[ \t]*\S[^\n]*(?:\n|$))+)")
_NAME_TIME = re.compile(rf"(?m)^[ \t]*(?P<name>[^:\n\[\]]{{1,40}}?)[ \t]+{_STAMP}[ \t]*:[ \t]+(?P<body>\S[^\n]*)")
_ROLE_NAME = re.compile(r"(?m)^[ \t]*(?P<name>[A-Za-z][^:\n()\[\]]{0,30}?[ \t]*\([^:\n()]{1,30}\))[ \t]*:[ \t]+(?P<body>\S[^\n]*)")
# No time at all: "Ana Ruiz: my parcel never came" (a messenger's copied thread) - a speaker of one to three capitalised
# words; only in a conversation (`_untimed_conversation`), never a form's "Name: Ana Ruiz".
_PLAIN_NAME = re.compile(r"(?m)^[ \t]*(?P<name>[A-Z][\w'&.-]*(?:[ \t][A-Z][\w'&.-]*){0,2})[ \t]*:[ \t]+(?P<body>\S[^\n]*)")
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
    found = {m.start(): m for rx in (_TIME_FIRST, _NAME_FIRST, _NAME_TIME) for m in rx.finditer(text)}
    untimed = [m for m in _ROLE_NAME.finditer(text) if m.start() not in found]
    names = [m.group("name").strip().lower() for m in untimed]
    if len(set(names)) >= 2 and len(names) > len(set(names)):  # a conversation: some speaker talks again
        found.update((m.start(), m) for m in untimed)
    if not found:
        found.update((m.start(), m) for m in _HEADER_LINE.finditer(text))
    if not found:
        found.update((m.start(), m) for m in _untimed_conversation(text))
    out = [Message(m.group("name").strip(), m.start("name"), m.start("body"), m.start("body") + len(m.group("body").rstrip()))
           for _, m in sorted(found.items())]
    if len(out) < MIN_MESSAGES or len(speakers(out)) < 2:
        return ()
    return tuple(out)


def _untimed_conversation(text: str) -> list[re.Match]:
    """The lines of an untimed conversation: "Name: what they said" lines in one block (no other line between
    them), at least MIN_UNTIMED, two speakers or more with one talking again, each body a sentence of three words or
    more (a form's "Order: 4471" or an e-mail's "From: Ana" header is none)."""
    lines = [m for m in _PLAIN_NAME.finditer(text)
             if m.group("name").lower() not in HEADER_WORDS and len(m.group("body").split()) >= 3]
    if len(lines) < MIN_UNTIMED:
        return []
    between = [text[a.end():b.start()] for a, b in zip(lines, lines[1:])]
    names = [m.group("name").strip().lower() for m in lines]
    if any(gap.strip() for gap in between) or len(set(names)) < 2 or len(set(names)) == len(names):
        return []
    return lines


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
