"""Review stage: ask a model about what validation could not settle, through the one door.

The stage decides *what* needs a second look (values validation did not accept,
failed rules, contested or unverified facts of the document's case), builds the
request with `status.llm.build_request` (instruction and blocks first) and runs
the configured backend. With the default `none` backend nothing leaves the
machine: the result carries the harness card and the item is marked for review.

A weighty conflict is never settled by a model: the item stays `needs_review`
whatever the answer, until a person runs `docflow facts resolve`. Wherever an
answer is shown it carries `ADVICE_LABEL` (`advice_text`).
"""

from __future__ import annotations

from status.llm import Deadline, ToolHandler, ToolSpec, Transport, build_request, call_model
from status.models import ReviewResult, Validation
from status.untrusted import one_line

CASE_SECTIONS = ("Contested:", "Unverified:")
SECTION_TITLES = ("Confirmed:", "Contested:", "Unverified:", "Issue tracker:")
ADVICE_LABEL = "Model advice (advice only: it settles nothing; a person decides)"


def advice_text(result: ReviewResult) -> str:
    """How a review's outcome is shown anywhere (CLI, Prefect UI): a model answer always
    under the advice label; without one, what was recorded instead."""
    if result.answer is not None:
        return f"{ADVICE_LABEL}:\n{result.answer}"
    card = result.harness_card
    return f"(backend {result.backend}: no model answer; request recorded, ~{card.get('estimated_tokens')} tokens)"


def block_section(block: str, title: str) -> list[str]:
    """The item lines under one section title of a rendered case block."""
    lines, inside = [], False
    for line in block.splitlines():
        if line in SECTION_TITLES or line.startswith("Gaps") or line.startswith("Not shown"):
            inside = line == title
            continue
        if inside and line.startswith("- "):
            lines.append(line[2:])
    return lines


def review_question(validation: Validation, case_block: str) -> str | None:
    """The question for the reviewer, or None when there is nothing to check."""
    items: list[str] = []
    for name, fv in sorted(validation.fields.items()):
        if fv.value is not None and not fv.authoritative:
            items.append(f"{name} = {one_line(fv.raw or fv.value, 80)!r} was not accepted: {fv.reason or 'failed checks'}")
        elif fv.unresolved:
            items.append(f"{name}: relative date {one_line(fv.raw, 80)!r} could not be resolved")
    if all(fv.value is None for fv in validation.fields.values()):
        items.append(f"no field of the schema was found; is this really a {validation.doc_type}, or another kind of document?")
    for rule in validation.rules_failed:
        items.append(f"rule {rule.rule} failed ({rule.severity}): {one_line(rule.message)}")
    for title in CASE_SECTIONS:
        for line in block_section(case_block, title):
            items.append(f"{title[:-1].lower()} in the case: {line}")
    if not items:
        return None
    listing = "\n".join(f"{i}. {item}" for i, item in enumerate(items, 1))
    return (
        f"Review document {one_line(validation.doc_id)} (type {validation.doc_type}). For each point below, say which value "
        "the documents support and cite the source shown in the Case Facts block; if the blocks do not settle it, "
        f"say that a person must decide.\n{listing}"
    )


def review(
    validation: Validation,
    case_block: str,
    pipeline_block: str,
    settings,
    *,
    transport: Transport | None = None,
    tools: list[ToolSpec] | None = None,
    tool_handlers: dict[str, ToolHandler] | None = None,
    deadline: Deadline | None = None,
) -> ReviewResult:
    """Review one document; `tools` (e.g. get_case_facts) are offered to the model."""
    question = review_question(validation, case_block)
    backend = (settings.llm_backend or "none").lower()
    if question is None:
        return ReviewResult(doc_id=validation.doc_id, backend=backend, answer=None,
                            harness_card={"skipped": "nothing to review"}, needs_review=False)
    return _ask(validation.doc_id, question, [pipeline_block, case_block], settings, transport, tools, tool_handlers, deadline)


def _ask(subject: str, question: str, blocks: list[str], settings, transport, tools, tool_handlers, deadline) -> ReviewResult:
    """One review request through the door. The answer is advice recorded beside the
    item, never a verdict: the item stays needs_review until a person settles it.
    A slow or unreachable model raises `status.llm.ModelUnavailable` (retries spent)."""
    request = build_request(task=question, blocks=[b for b in blocks if b and b.strip()], summary=None, turns=[], tools=tools)
    response = call_model(request, settings, transport=transport, tool_handlers=tool_handlers, deadline=deadline)
    return ReviewResult(doc_id=subject, backend=response.backend, answer=response.answer,
                        harness_card=response.harness_card | {"question": question, "advice_only": True}, needs_review=True)


def review_case(
    case_id: str,
    case_block: str,
    pipeline_block: str,
    settings,
    *,
    transport: Transport | None = None,
    tools: list[ToolSpec] | None = None,
    tool_handlers: dict[str, ToolHandler] | None = None,
    deadline: Deadline | None = None,
) -> ReviewResult:
    """Case-level review: a contested case, once every document of the batch is in.

    Runs after the whole batch so the question sees every document's facts (a
    per-document check would depend on which document happened to arrive first).
    """
    contested = block_section(case_block, "Contested:")
    backend = (settings.llm_backend or "none").lower()
    if not contested:
        return ReviewResult(doc_id=case_id, backend=backend, harness_card={"skipped": "no contested facts"}, needs_review=False)
    listing = "\n".join(f"{i}. {line}" for i, line in enumerate(contested, 1))
    question = (
        f"Case {case_id} has contested facts. For each, say which value the documents support and why, citing the "
        f"sources in the Case Facts block; if the blocks do not settle it, say that a person must decide.\n{listing}"
    )
    return _ask(case_id, question, [pipeline_block, case_block], settings, transport, tools, tool_handlers, deadline)
