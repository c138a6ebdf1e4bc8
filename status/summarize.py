"""The running summary of a session: continuity only, never a source of facts.

Turns that leave the window fold into the summary. With a model backend the model
writes it (through the one door, told to keep the thread of the conversation and
leave exact values to the blocks); with backend `none` (and as a fallback when the
model fails) a deterministic extractive summariser keeps one line per folded
exchange: who asked what, which tools were used, the first sentence of the answer.
The summary has a token ceiling; its oldest lines go first.

Nothing reads facts back out of a summary: amounts, dates, ids and statuses come
from the Case Facts and Pipeline Status blocks, rebuilt for every call.
"""

from __future__ import annotations

import re

from status.llm import build_request, call_model
from status.tokens import estimate_tokens

LINE_CHARS = 160
DROPPED = re.compile(r"^\(\d+ earlier line\(s\) dropped\)$")
SUMMARY_TASK = (
    "Update the running summary of this operator session with the exchanges above. Keep who asked what, what was "
    "checked and what is still open, in at most {limit} tokens. Do not copy exact amounts, dates, identifiers or "
    "statuses: those live in the blocks, which are rebuilt for every call. Reply with the summary only."
)


def _first_sentence(text: str) -> str:
    text = " ".join(text.split())
    match = re.search(r"(?<=[.!?])\s", text)
    first = text[: match.start()] if match else text
    return first if len(first) <= LINE_CHARS else first[: LINE_CHARS - 1] + "…"


def exchange_line(exchange: list[dict]) -> str:
    """One line for one exchange (the operator's message, tool answers, the reply)."""
    parts = []
    for turn in exchange:
        if turn["role"] == "user":
            parts.append(f"operator: {_first_sentence(turn['content'])}")
        elif turn["role"] == "tool":
            parts.append(f"tool {turn.get('tool')} used")
        elif turn["role"] == "assistant":
            parts.append(f"reply: {_first_sentence(turn['content'])}")
    return " | ".join(parts)


def extractive_summary(previous: str | None, folded: list[list[dict]], max_tokens: int) -> str:
    """Previous summary lines + one line per folded exchange, newest kept within `max_tokens`."""
    lines = [ln for ln in (previous or "").splitlines() if ln.strip() and not DROPPED.match(ln.strip())]
    dropped = sum(int(re.findall(r"\d+", ln)[0]) for ln in (previous or "").splitlines() if DROPPED.match(ln.strip()))
    lines += [f"- {exchange_line(ex)}" for ex in folded if ex]
    while lines and estimate_tokens("\n".join(lines)) > max_tokens - 12:
        lines.pop(0)
        dropped += 1
    head = [f"({dropped} earlier line(s) dropped)"] if dropped else []
    return "\n".join(head + lines)


def model_summary(previous: str | None, folded: list[list[dict]], max_tokens: int, settings, transport=None,
                  deadline=None) -> str:
    """Ask the model to fold `folded` into the summary; on any failure (or backend none)
    fall back to the extractive summary, so a session never stops for it."""
    if (settings.llm_backend or "none").lower() == "none":
        return extractive_summary(previous, folded, max_tokens)
    turns = [t if t["role"] != "tool" else {"role": "user", "content": f"(tool {t.get('tool')} was used)"}
             for ex in folded for t in ex]
    request = build_request(task=SUMMARY_TASK.format(limit=max_tokens), blocks=[], summary=previous, turns=turns,
                            last_n=len(turns))
    try:
        answer = call_model(request, settings, transport=transport, deadline=deadline).answer
    except Exception:  # the summary is for continuity only: never fail a session over it
        answer = None
    if not answer or estimate_tokens(answer) > max_tokens * 2:
        return extractive_summary(previous, folded, max_tokens)
    return answer.strip()
