"""The operator's standing constraints and decisions, kept outside the summary.

Two tiers: active notes sit in the system region of every request of the session
(the Scratchpad block); completed ones leave the prompt and stay one tool call away
(`get_scratchpad`). A summary may drop a sentence; a note is never summarised.

A note comes from an explicit command (`/note TEXT`, `/done N`; `/notes` lists them) or is recognised in
what the operator says by its grammatical form (spaCy's parse), not by known phrases:

- constraint: a negated instruction ("do not reprocess INV-0042", "never escalate X")
  or an obligation with a modal ("INV-0042 must not be reprocessed");
- decision: an instruction that classifies something ("treat CU-1234 as premium":
  an imperative whose verb takes an "as" complement) or that holds always ("Always
  cite the source": an imperative led by an adverb of frequency, i.e. an adverb
  modifying the root before it).

Questions never become notes, and a plain request ("show me the failures") is an
imperative with none of those marks, so it stays a question to answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COMMAND = re.compile(r"^/(notes|note|constraint|decision|done)\b\s*(.*)$", re.IGNORECASE | re.DOTALL)
BLOCK_HEADING = "=== SCRATCHPAD: operator constraints and decisions (active; binding for this session) ==="
OBLIGATION_MODALS = {"must", "should", "shall", "may"}  # the closed class of English deontic modals


@dataclass(frozen=True)
class NoteCandidate:
    kind: str  # constraint | decision
    text: str


@dataclass(frozen=True)
class Command:
    name: str  # notes | note | constraint | decision | done
    argument: str


def parse_command(text: str) -> Command | None:
    match = COMMAND.match(text.strip())
    if not match:
        return None
    return Command(match.group(1).lower(), match.group(2).strip())


def _nlp():
    from stages.spacy_model import load_nlp

    return load_nlp()[0]


def _is_imperative(root) -> bool:
    """A root verb in base form with no subject of its own."""
    has_subject = any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in root.children)
    return not has_subject and (root.tag_ == "VB" or (root.i == root.sent.start and root.pos_ in ("VERB", "ADJ")))


def classify_sentence(sent) -> str | None:
    """'constraint', 'decision' or None for one parsed sentence."""
    if sent.text.strip().endswith("?"):
        return None
    root = sent.root
    children = list(root.children)
    negated = any(c.dep_ == "neg" for c in children)
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in OBLIGATION_MODALS for c in children)
    if modal or (negated and _is_imperative(root)):
        return "constraint"
    if not _is_imperative(root):
        return None
    if any(c.dep_ == "prep" and c.lower_ == "as" for c in children):
        return "decision"
    if any(c.dep_ == "advmod" and c.i < root.i and c.tag_ == "RB" and c.i == sent.start for c in children):
        return "decision"
    return None


def detect_notes(text: str, nlp=None) -> list[NoteCandidate]:
    """Every constraint or decision sentence in what the operator said."""
    if not text.strip() or parse_command(text):
        return []
    doc = (nlp or _nlp())(text)
    out = []
    for sent in doc.sents:
        kind = classify_sentence(sent)
        if kind:
            out.append(NoteCandidate(kind, sent.text.strip()))
    return out


def render_block(notes: list[dict]) -> str | None:
    """The active tier as a block; None when there is nothing active."""
    active = [n for n in notes if n["state"] == "active"]
    if not active:
        return None
    lines = [BLOCK_HEADING]
    lines += [f"[{n['n']}] {n['kind']}: {n['text']} (since turn {n['turn']})" for n in active]
    done = sum(1 for n in notes if n["state"] == "done")
    if done:
        lines.append(f"Completed: {done} note(s), not shown; tool get_scratchpad(state='done')")
    return "\n".join(lines)
