"""Render a case's facts as the Case Facts block, within a token ceiling.

Layout (fixed, so a model and a person always find things in the same place):

    === CASE FACTS: <case> (authoritative; do not summarize) ===
    Status / Entities (with aliases)
    Confirmed:   current values nobody disputes
    Contested:   conflicts between documents (both values, their sources)
    Unverified:  values that do not count yet, with the reason (e.g. a promise of execution)
    Gaps:        required fields still null across every document of the case
    Issue tracker: one line per issue (what; status; resolution; pending action)
    Not shown:   how many facts stayed in storage, and how to get them

"Confirmed" means: the value the update policy holds, from a document whose value
passed validation (authoritative), with no open disagreement. It says how many
independent documents agree ("2 docs") — a single authoritative document counts as
confirmed, because validation already found the value at its span in the source.

Budget: pinned facts, open weighty conflicts and the issue tracker always stay.
Everything else is ranked: facts unread by LLM steps for `evict_after_turns`
turns go first, then lower weight, then older. If the must-keep part alone does
not fit, sources are shortened, then dropped; if it still does not fit the
ceiling is too small for the pinned facts and `BlockBudgetError` says so.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from status.cases import CaseView, display, entity_key_field
from status.facts import FactRecordRow
from status.schema import Schema
from status.tokens import estimate_tokens
from status.untrusted import one_line

SECTIONS = ("head", "confirmed", "contested", "unverified", "gaps", "issues", "footer")
SECTION_TITLES = {
    "confirmed": "Confirmed:",
    "contested": "Contested:",
    "unverified": "Unverified:",
    "issues": "Issue tracker:",
}
QUOTE_CHARS = 32


def heading(case_id: str) -> str:
    return f"=== CASE FACTS: {one_line(case_id)} (authoritative; do not summarize) ==="


def not_shown_line(case_id: str, count: int) -> str:
    """Where the rest is, in words true for both readers: a person has the CLI, an
    LLM step has the get_case_facts tool (status.fact_store.GET_CASE_FACTS_TOOL)."""
    return (f"Not shown: {count} fact(s) in storage — full record: `docflow facts show {case_id} --all`; "
            f"LLM steps: tool get_case_facts(case_id, field)")


class BlockBudgetError(ValueError):
    def __init__(self, case_id: str, ceiling: int, minimum: int):
        super().__init__(
            f"case {case_id}: the block's must-keep part (pinned facts, open weighty conflicts, issue tracker) "
            f"needs {minimum} tokens, above the ceiling of {ceiling}; raise DOCFLOW_CASE_BLOCK_TOKENS"
        )
        self.minimum = minimum


@dataclass
class RenderedBlock:
    case_id: str
    text: str
    tokens: int
    ceiling: int
    fields_shown: list[str] = field(default_factory=list)
    omitted: list[str] = field(default_factory=list)  # "field[subject]" left in storage
    compact_level: int = 0


@dataclass
class _Line:
    section: str
    order: tuple
    texts: tuple[str, str, str]  # full, short source, no source
    must: bool
    rank: tuple = ()  # higher keeps longer
    key: str | None = None  # "field[subject]" for facts
    field: str | None = None

    def text(self, level: int) -> str:
        return self.texts[min(level, 2)]

    def cost(self, level: int) -> int:
        return estimate_tokens(self.text(level) + "\n")


def _source(f: FactRecordRow, level: int) -> str:
    """Where a value comes from; a value a model read (extractor "model:...") says so at every level."""
    by_model = (f.extractor or "").startswith("model:")
    if level >= 2:
        return " [model]" if by_model else ""
    if level == 1:
        return f" [{f.doc_id}{' model' if by_model else ''}]"
    bits = [f.doc_id, f.doc_type] + ([f"read by {f.extractor}"] if by_model else [])
    if f.page:
        bits.append(f"p{f.page}")
    if f.quote and f.doc_type != "resolution":
        quote = f.quote if len(f.quote) <= QUOTE_CHARS else f.quote[: QUOTE_CHARS - 1] + "…"
        bits.append(json.dumps(quote, ensure_ascii=False))
    elif f.doc_type == "resolution":
        bits = [f.quote or "resolution"]
    return " [" + " ".join(bits) + "]"


def _conflict_values(c, level: int) -> str:
    """Both sides of a conflict whose sides are not held facts (an execution claim against the case's state)."""
    sides = []
    for v in json.loads(c.values_json):
        docs = ", ".join(s["doc_id"] for s in v["sources"])
        sides.append(v["value"] + (f" [{docs}]" if docs and level < 2 else ""))
    return " vs ".join(sides)


def _label(f: FactRecordRow, multi_subject: bool) -> str:
    label = f.field
    if f.qualifier and f.qualifier != f.field:
        label += f" ({f.qualifier})"
    if multi_subject or f.subject in (f.doc_id, f"{f.batch_id}/{f.doc_id}"):  # document-level facts name their document
        label += f" [{f.subject}]"
    return label


def render_case_block(
    view: CaseView,
    schema: Schema,
    *,
    max_tokens: int,
    reads: list[tuple[str, int]] | None = None,
    evict_after_turns: int = 5,
) -> RenderedBlock:
    case_id = view.case.case_id
    field_index = {name: i for i, name in enumerate(schema.fields)}
    subjects: dict[str, set[str]] = {}
    for f in view.facts:
        subjects.setdefault(f.field, set()).add(f.subject)
    multi = {name for name, subs in subjects.items() if len(subs) > 1}
    stale = _Stale(reads or [], evict_after_turns)
    open_conflicts = [c for c in view.conflicts if c.status == "open"]
    conflict_keys = {(c.field, c.subject) for c in open_conflicts}

    lines: list[_Line] = []

    def add(line: _Line) -> None:
        """Every line but the heading carries document text (file names, quotes, values): one line each, no fences."""
        if line.section != "head" or line.order != (0,):
            line.texts = tuple(one_line(t) for t in line.texts)  # type: ignore[assignment]
        lines.append(line)

    # head: status and entities (who the case is about) always stay
    escalated = sum(1 for c in open_conflicts if c.escalated)
    status = f"NEEDS REVIEW ({escalated} open weighty conflict{'s' if escalated != 1 else ''})" if view.case.needs_review else "ok"
    head = f"Status: {status} | documents: {view.case.doc_count} | issues: {len(view.issues)}"
    add(_Line("head", (0,), (heading(case_id),) * 3, must=True))
    add(_Line("head", (1,), (head,) * 3, must=True))
    for ent in view.entities:
        if ent.kind != "customer" and not ent.name:
            continue
        aliases = [a.alias for a in view.aliases if a.entity_id == ent.entity_id and not a.current]
        text = f"Entity: {ent.kind} {ent.key_value or ''}".rstrip()
        if ent.name:
            text += f" \"{ent.name}\""
        if aliases:
            text += " (also written: " + ", ".join(f'"{a}"' for a in aliases) + ")"
        add(_Line("head", (2, ent.entity_id), (text,) * 3, must=True))

    # confirmed: the held value of every (field, subject) without an open conflict
    for f in view.facts:
        if not f.current or (f.field, f.subject) in conflict_keys:
            continue
        agree = f" — {f.agree_docs} docs agree" if f.agree_docs > 1 else ""
        base = f"- {_label(f, f.field in multi)}: {display(f)}"
        texts = tuple(base + _source(f, lvl) + (agree if lvl < 2 else "") for lvl in range(3))
        weight = 0 if f.subject in (f.doc_id, f"{f.batch_id}/{f.doc_id}") else f.weight  # a document's own date ranks below case facts
        rank = (f.field not in stale, weight, f.source_time or "", -field_index.get(f.field, 999))
        add(_Line("confirmed", (not f.pinned, field_index.get(f.field, 999), f.subject), texts, must=f.pinned,
                  rank=rank, key=f"{f.field}[{f.subject}]", field=f.field))

    # contested: every open conflict with both sides and their sources
    facts_by_key: dict[tuple[str, str], list[FactRecordRow]] = {}
    for f in view.facts:
        facts_by_key.setdefault((f.field, f.subject), []).append(f)
    for c in open_conflicts:
        spec = schema.fields.get(c.field)
        sides = [f for f in facts_by_key.get((c.field, c.subject), []) if f.state == "conflicting"]
        label = _label(sides[0], c.field in multi) if sides else c.field
        verdict = "NEEDS REVIEW" if c.escalated else f"not weighty: {c.policy} policy applied"
        texts = []
        for lvl in range(3):
            parts = " vs ".join(f"{display(f)}{_source(f, lvl)}" for f in sides) or _conflict_values(c, lvl)
            tail = f" — {verdict}; {c.policy_note}" if lvl < 2 else f" — {verdict}"
            if c.escalated and lvl == 0:
                tail += f"; settle: docflow facts resolve {view.case.case_id} {c.field} --value V --by NAME"
            texts.append(f"- {label}: {parts}{tail}")
        pinned = bool(spec and spec.pinned)
        add(_Line("contested", (not c.escalated, field_index.get(c.field, 999), c.subject), tuple(texts),
                  must=c.escalated or pinned, rank=(True, spec.weight if spec else 1, "", 0),
                  key=f"{c.field}[{c.subject}]", field=c.field))

    # unverified: values that do not count (yet), with why — only where nothing authoritative is held
    for f in view.facts:
        if f.state != "unverified":
            continue
        base = f"- {_label(f, f.field in multi)}: {display(f)}"
        texts = tuple(base + _source(f, lvl) + (f" — {f.reason}" if lvl < 2 else " — unverified") for lvl in range(3))
        add(_Line("unverified", (field_index.get(f.field, 999), f.subject, f.doc_id), texts, must=False,
                  rank=(f.field not in stale, f.weight, f.source_time or "", 0), key=f"{f.field}[{f.subject}]:unverified:{f.doc_id}",
                  field=f.field))

    # gaps: required fields with no value that counts anywhere in the case
    held = {f.field for f in view.facts if f.state != "unverified"}
    gaps = [name for name, spec in schema.fields.items() if spec.required and name not in held]
    if gaps:
        add(_Line("gaps", (0,), (f"Gaps (required, still null): {', '.join(gaps)}",) * 3, must=True))

    for i, text in enumerate(issue_lines(view, schema)):
        short = text.split("; resolution:")[0]
        add(_Line("issues", (i,), (text, text, short), must=True))

    return _fit(case_id, lines, max_tokens)


class _Stale:
    """Fields unread by LLM steps for k turns. Before any read is recorded, nothing is stale;
    a field never read counts as last read at the first recorded turn."""

    def __init__(self, reads: list[tuple[str, int]], k: int):
        self.k = k
        self.current = max((t for _, t in reads), default=None)
        self.first = min((t for _, t in reads), default=None)
        self.last: dict[str, int] = {}
        for name, turn in reads:
            self.last[name] = max(turn, self.last.get(name, turn))

    def __contains__(self, name: object) -> bool:
        if self.current is None:
            return False
        return self.current - self.last.get(str(name), self.first) >= self.k


def _fit(case_id: str, lines: list[_Line], ceiling: int) -> RenderedBlock:
    def section_cost(chosen: list[_Line]) -> int:
        return sum(estimate_tokens(SECTION_TITLES[s] + "\n") for s in {line.section for line in chosen} if s in SECTION_TITLES)

    optional = [line for line in lines if not line.must]
    footer_reserve = estimate_tokens(not_shown_line(case_id, len(optional)) + "\n")
    must = [line for line in lines if line.must]
    level = 0
    while True:
        base = sum(line.cost(level) for line in must) + section_cost(must) + footer_reserve
        if base <= ceiling or level == 2:
            break
        level += 1
    if base > ceiling:
        raise BlockBudgetError(case_id, ceiling, base)

    chosen = list(must)
    budget = ceiling - base
    for line in sorted(optional, key=lambda ln: ln.rank, reverse=True):
        extra = line.cost(level)
        if line.section in SECTION_TITLES and not any(c.section == line.section for c in chosen):
            extra += estimate_tokens(SECTION_TITLES[line.section] + "\n")
        if extra <= budget:
            chosen.append(line)
            budget -= extra
    omitted = sorted(line.key for line in optional if line not in chosen and line.key)

    out: list[str] = []
    for section in SECTIONS:
        members = sorted((ln for ln in chosen if ln.section == section), key=lambda ln: ln.order)
        if not members:
            continue
        if section in SECTION_TITLES:
            out.append(SECTION_TITLES[section])
        out.extend(ln.text(level) for ln in members)
    if omitted:
        out.append(not_shown_line(case_id, len(omitted)))
    text = "\n".join(out)
    shown = sorted({ln.field for ln in chosen if ln.field})
    return RenderedBlock(case_id, text, estimate_tokens(text), ceiling, shown, omitted, level)


# --------------------------------------------------------------------------- issue tracker

# what each issue's line says is the schema's: its kinds (`Schema.issue_kinds`, the doc types' `issue`), the field
# naming a kind's thing (its `issue_subject`), the action pending at each step (`step_actions`), the dates shown beside it
# (fields' `deadline`), and the date and reference of the step reached (fields' `steps`)


def issue_lines(view: CaseView, schema: Schema) -> list[str]:
    """One line per issue of the case: what; status; resolution; pending action."""
    lines = []
    order_key = entity_key_field(schema, "order")  # the order's own number: a user's "po_number" too
    for issue in view.issues:
        iid = issue["issue_id"]
        values = {k.split(":", 1)[1] for k in issue["keys"]}
        subjects = values | {iid}
        facts = [f for f in view.facts if f.subject in subjects]
        held = {f.field: f for f in facts if f.current and f.state != "unverified"}
        contested_values = {
            f.field: " vs ".join(display(x) for x in facts if x.field == f.field and x.state == "conflicting")
            for f in facts if f.state == "conflicting"
        }
        kind = schema.issue_kind(issue["doc_types"])
        orders = sorted(v for v in values if any(k == f"{order_key}:{v}" for k in issue["keys"]))
        target = orders[0] if orders else iid
        about = next((n for n in schema.issue_subjects(kind.name) if n in held), None) if kind is not None else None
        if about is not None:
            target = held[about].value
        what = f"{kind.name if kind else 'order'} for {target}" if iid != "general" else "documents without an order or case id"
        if iid not in (target, "general"):
            what += f" ({iid})"

        status, resolution = _issue_status(schema, held, contested_values)
        if status == "open":
            pending = kind.open_action if kind is not None else "none"
        else:
            pending = schema.step_actions.get(status, "none")
        for name in (n for n, spec in schema.fields.items() if spec.deadline):
            if name in held and pending != "none":
                pending += f" ({name.replace('_', ' ')} {held[name].value})"
        contested = sorted({c.field for c in view.conflicts if c.status == "open" and c.subject in subjects})
        if contested:
            pending = f"review conflict in {', '.join(contested)}; then {pending}"
        claims = sorted({f.field for f in facts if f.state == "unverified" and f.reason and "evidence" in f.reason})
        if claims:
            pending += f" (unverified claim: {', '.join(claims)})"
        lines.append(f"- {what}: status {status}; resolution: {resolution}; pending: {pending}")
    return lines


def _issue_status(schema: Schema, held: dict[str, FactRecordRow], contested: dict[str, str]) -> tuple[str, str]:
    """Status from the status field if held, else the furthest qualifier reached on a ladder."""
    best: tuple[int, FactRecordRow] | None = None
    for f in held.values():
        spec = schema.fields.get(f.field)
        if spec and spec.type == "money" and spec.qualifier and len(spec.qualifiers) > 1:
            rank = spec.qualifiers.index(spec.qualifier)
            if best is None or rank > best[0]:
                best = (rank, f)
    status_field = next((f for f in held.values() if f.type == "status"), None)
    status = status_field.value if status_field else (best[1].qualifier if best else "open")
    resolution = "none yet"
    if best:
        f = best[1]
        resolution = f"{f.qualifier} {display(f)}"
        if f.field in contested:
            resolution = f"{f.qualifier} amount contested ({contested[f.field]})"
        date = next((held[n].value for n in schema.step_fields(f.qualifier, "date") if n in held), None)
        if date:
            resolution += f" on {date}"
        ref = next((held[n].value for n in schema.step_fields(f.qualifier, "identifier") if n in held), None)
        if ref:
            resolution += f" (ref {ref})"
    return status, resolution
