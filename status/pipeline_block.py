"""The Pipeline Status block: a bounded, deterministic text record of a batch for prompts.

Two tiers. The active tier (`render_pipeline_block`) is always in a prompt, under a
fixed heading, within a token ceiling (estimated offline by `status.tokens`):

    === PIPELINE STATUS: batch <id> (authoritative; do not summarize) ===
    batch: documents=<n> schema=<name> source=<path>
    counts: succeeded=.. needs_review=.. failed=.. running=.. pending=..
    stages: ocr[succeeded=..] nlp[..] validate[..] review[..]
    failed by stage/error: nlp/ValueError=3 ...
    failed (<n>):
    - <doc> stage=<stage> attempt=<k> error=<class>: <message>
    +<m> more failed (docflow status <id> --all)
    needs_review (<n>):  ... same shape, reason=<class>: <message> ...
    newest changes:
    - <time> <doc> <stage>=<stage state> doc=<document state>
    full table: docflow status <id> --all
    === END PIPELINE STATUS ===

The heading, the counts and the stage lines always appear, and so does a "+N more"
line for every failed or needs_review document that is not listed (a ceiling too
small for them is an error). Then, while they fit: the failure groups, every failed
document, every needs_review document, the newest changes (at most 10). The second tier (`render_full_table`)
is every document, on demand.

Deterministic: documents are sorted by (stage, error class, doc id) or (updated_at,
doc id); times come from events, never from the clock; two renders of the same
state are byte-identical.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from status.tokens import estimate_tokens
from status.untrusted import one_line

if TYPE_CHECKING:
    from status.coordinator import Coordinator, DocumentStatus

NEWEST_LINES = 10
ERROR_GROUPS = 6
MESSAGE_CHARS = 120
MIN_LINE_TOKENS = 6  # no document line is cheaper than this; bounds how many rows to fetch


def heading(batch_id: str) -> str:
    return f"=== PIPELINE STATUS: batch {_one_line(batch_id)} (authoritative; do not summarize) ==="


FOOTER = "=== END PIPELINE STATUS ==="


_one_line = one_line  # the one sanitizer for document text (file names, error messages)


def _cost(line: str) -> int:
    # Per-line estimates sum to at least the estimate of the joined text (both terms are additive up to ceil).
    return estimate_tokens(line + "\n")


def _doc_line(doc: DocumentStatus, label: str) -> str:
    message = _one_line(doc.error_message, MESSAGE_CHARS)
    error = _one_line(doc.error_class) or "-"
    if message:
        error = f"{error}: {message}"
    return f"- {_one_line(doc.doc_id)} stage={doc.error_stage or doc.stage or '-'} attempt={doc.attempts} {label}={error}"


def _more_line(count: int, what: str, batch_id: str) -> str:
    return f"+{count} more {what} (docflow status {_one_line(batch_id)} --all)"


def render_pipeline_block(coordinator: Coordinator, batch_id: str, max_tokens: int | None = None) -> str:
    """The active tier for `batch_id`, at most `max_tokens` estimated tokens (default Settings.status_block_tokens)."""
    from status.coordinator import DOC_STATES, STAGES, DocState

    if max_tokens is None:
        from status.settings import get_settings

        max_tokens = get_settings().status_block_tokens
    counts = coordinator.batch_counts(batch_id)  # raises UnknownBatchError
    batch = coordinator.batch(batch_id)
    by_state = counts["by_state"]

    stage_parts = []
    for stage in STAGES:
        inner = " ".join(f"{state}={n}" for state, n in counts["by_stage"][stage].items()) or "-"
        stage_parts.append(f"{stage}[{inner}]")
    top = [
        heading(batch_id),
        f"batch: documents={counts['documents']} schema={_one_line(batch.schema_name, 60)} source={_one_line(batch.source, 80)}",
        "counts: " + " ".join(f"{state}={by_state[state]}" for state in DOC_STATES),
        "stages: " + " ".join(stage_parts),
    ]
    bottom = [f"full table: docflow status {_one_line(batch_id)} --all", FOOTER]
    attention = [(DocState.FAILED.value, "error"), (DocState.NEEDS_REVIEW.value, "reason")]
    # The "+N more <state>" line of every non-empty attention state is reserved up front, so a
    # failed or needs_review document is always either listed or counted with how to fetch it.
    reserved = {state: _cost(_more_line(by_state[state], state, batch_id)) for state, _ in attention if by_state[state]}
    used = sum(_cost(line) for line in top + bottom) + sum(reserved.values())
    if used > max_tokens:
        raise ValueError(
            f"status block ceiling {max_tokens} tokens is below the {used} tokens the heading, counts and "
            "'+N more' lines need; raise DOCFLOW_STATUS_BLOCK_TOKENS"
        )
    budget = max_tokens - used
    middle: list[str] = []

    n_failed = by_state[DocState.FAILED.value]
    if n_failed:
        groups = coordinator.error_groups(batch_id, DocState.FAILED.value)
        parts = [f"{stage}/{_one_line(cls, 40)}={n}" for stage, cls, n in groups[:ERROR_GROUPS]]
        if len(groups) > ERROR_GROUPS:
            parts.append(f"+{len(groups) - ERROR_GROUPS} more kinds")
        line = "failed by stage/error: " + " ".join(parts)
        if _cost(line) <= budget:
            middle.append(line)
            budget -= _cost(line)

    fetch = max_tokens // MIN_LINE_TOKENS + 1  # more rows than could ever fit
    for state, label in attention:
        total = by_state[state]
        if not total:
            continue
        budget += reserved[state]  # spend the reservation here: it always covers the "+N more" line
        header = f"{state} ({total}):"
        lines: list[str] = []
        spent = _cost(header)
        for doc in coordinator.documents(batch_id, [state], order="attention", limit=min(total, fetch)):
            line = _doc_line(doc, label)
            left = total - len(lines) - 1
            more = _cost(_more_line(left, state, batch_id)) if left else 0
            if spent + _cost(line) + more > budget:
                break
            lines.append(line)
            spent += _cost(line)
        if lines:
            middle += [header] + lines
            budget -= spent
        if len(lines) < total:
            line = _more_line(total - len(lines), state, batch_id)
            middle.append(line)
            budget -= _cost(line)

    newest = [
        f"- {d.updated_at:%Y-%m-%dT%H:%M:%S}Z {_one_line(d.doc_id)} {d.stage}={d.stage_states.get(d.stage or '', '-')} doc={d.state.value}"
        for d in coordinator.documents(batch_id, order="newest", limit=NEWEST_LINES)
        if d.updated_at
    ]
    header = "newest changes:"
    shown = []
    spent = _cost(header)
    for line in newest:
        if spent + _cost(line) > budget:
            break
        shown.append(line)
        spent += _cost(line)
    if shown:
        middle += [header] + shown
        budget -= spent

    block = "\n".join(top + middle + bottom)
    if estimate_tokens(block) > max_tokens:  # cannot happen: per-line costs bound the whole block
        raise RuntimeError(f"status block exceeded its ceiling ({estimate_tokens(block)} > {max_tokens} tokens)")
    return block


def render_full_table(coordinator: Coordinator, batch_id: str, fmt: str = "text") -> str:
    """The second tier: every document of the batch, in registration order. fmt: text | markdown."""
    docs = coordinator.document_statuses(batch_id)
    header = ["doc_id", "state", "stage", "attempts", "completed", "error"]
    rows = [
        [
            _one_line(d.doc_id),
            d.state.value,
            d.error_stage or d.stage or "-",
            str(d.attempts),
            ",".join(d.completed_stages) or "-",
            _one_line(" ".join(x for x in (d.error_class and f"{d.error_class}:", d.error_message) if x), MESSAGE_CHARS) or "-",
        ]
        for d in docs
    ]
    if fmt == "markdown":
        def cell(value: str) -> str:
            return value.replace("|", "\\|")

        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
        return "\n".join(lines)
    if fmt != "text":
        raise ValueError(f"unknown table format {fmt!r} (text | markdown)")
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(header)]
    lines = ["  ".join(v.ljust(w) for v, w in zip(header, widths)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(row, widths)).rstrip() for row in rows]
    return "\n".join(lines)
