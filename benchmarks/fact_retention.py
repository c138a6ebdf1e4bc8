"""Are exact values still in the request at turn 31+? Four request layouts, long sessions, offline.

    python benchmarks/fact_retention.py --samples sample_docs [--sessions 20] [--turns 40]
    python benchmarks/fact_retention.py --backend openai --base-url http://localhost:11434/v1 --model llama3.1

The sample batch is loaded without OCR: truth.jsonl values become validated
documents (as `facts_conflicts.py --from-truth` does), registered as one batch in a
throwaway status store. Each session is a `docflow ask` session (status.ask_session)
about one case, played from a script:

    turns 1..k     the operator asks for k exact values of the case (an amount with its
                   qualifier, a date with its meaning, an identifier, a status, a
                   percentage, as the case has them); a get_case_facts tool call answers
                   each and the reply quotes the value
    turn k+1       the case's full record (get_case_facts without a field)
    turns ..30     other work: other documents' status and extraction, failures, other
                   cases' full records; the early turns leave the window (8 exchanges)
    turns 31..N    the operator asks for the early values again, naming the case

Four layouts of the same sessions: summary only (instruction + running summary +
window, tool answers word for word); summary + trim (tool answers trimmed to the
fields each tool declares); blocks only (Pipeline Status + Case Facts + Scratchpad
blocks rebuilt for every call, tool answers word for word); blocks + trim (what
`docflow ask` sends). Offline, a probe scores 1 when the exact value is in the
request that would be sent; with `--backend openai` the probe turns go to the model
and a probe scores 1 when its answer holds the exact value. Tokens are
status.tokens estimates of each request.

Last line: RESULT summary_exact=... summary_trim_exact=... blocks_exact=... blocks_trim_exact=...
token_ratio=... (median blocks+trim request tokens / median summary-only request tokens)
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.facts_conflicts import validations_from_truth  # noqa: E402
from status.ask_session import AskOptions, AskSession, Scripted  # noqa: E402
from status.coordinator import Coordinator, DocumentRef  # noqa: E402
from status.db import get_engine  # noqa: E402
from status.fact_store import FactStore  # noqa: E402
from status.models import Stage, StageState, StageStatus  # noqa: E402
from status.outputs import save_output  # noqa: E402
from status.schema import load_schema  # noqa: E402
from status.settings import Settings  # noqa: E402

BATCH = "retention"
CONFIGS = {"summary": (False, False), "summary_trim": (False, True), "blocks": (True, False), "blocks_trim": (True, True)}
PROBE_TYPES = ("money", "date", "identifier", "status", "percent")
FIRST_PROBE_TURN = 31


def load_batch(url: str, samples: Path, schema_name: str = "default") -> tuple[FactStore, list[dict]]:
    """The sample batch from truth.jsonl into a status store: registered, validated, facts ingested."""
    schema = load_schema(schema_name)
    truth = [json.loads(line) for line in (samples / "truth.jsonl").read_text().splitlines() if line.strip()]
    engine = get_engine(url)
    coordinator = Coordinator(engine)
    refs = [DocumentRef(doc_id=r["doc_id"], path=str(samples / r["file"]), content_hash=f"truth-{r['doc_id']}") for r in truth]
    coordinator.register_batch(BATCH, refs, schema_name=schema_name, source=str(samples))
    store = FactStore(engine, schema)
    events = []
    for (validation, date), ref in zip(validations_from_truth(truth, schema), refs):
        save_output(engine, ref.content_hash, Stage.VALIDATE.value, "truth", ref.doc_id, validation)
        store.ingest(validation, batch_id=BATCH, doc_id=ref.doc_id, document_date=date)
        for stage in (Stage.OCR, Stage.NLP, Stage.VALIDATE):
            events.append(StageStatus(event_id=f"{ref.doc_id}:{stage.value}", batch_id=BATCH, doc_id=ref.doc_id,
                                      content_hash=ref.content_hash, stage=stage, state=StageState.SUCCEEDED, attempt=1))
        events.append(StageStatus(event_id=f"{ref.doc_id}:review", batch_id=BATCH, doc_id=ref.doc_id, content_hash=ref.content_hash,
                                  stage=Stage.REVIEW, state=StageState.SKIPPED, attempt=1))
    coordinator.emit_many(events)
    return store, truth


def _label(field: str, qualifier: str | None) -> str:
    words = field.replace("_", " ")
    return f"{words} ({qualifier})" if qualifier and qualifier not in field else words


def probes_for(store: FactStore, case_id: str, rng: random.Random) -> list[dict]:
    """One exact value per kind the case holds (money, date, identifier, status, percent)."""
    record = store.full_record(case_id)
    schema = store.case_schema(case_id)
    out = []
    for kind in PROBE_TYPES:
        facts = [f for f in record["facts"] if f["current"] and f["value"] is not None and f["state"] == "authoritative"
                 and schema.fields[f["field"]].type == kind and f["subject"] == case_id
                 and f["display"] != case_id]  # the case id is named in every question: not a value to recall
        if facts:
            f = rng.choice(sorted(facts, key=lambda f: f["field"]))
            out.append({"case_id": case_id, "field": f["field"], "qualifier": f["qualifier"], "value": f["display"],
                        "doc": f["source"]["doc_id"]})
    return out


def script(store: FactStore, truth: list[dict], case_id: str, other_cases: list[str], turns: int, rng: random.Random):
    """The operator's messages (with scripted tool calls and replies) and which turns probe which value."""
    probes = probes_for(store, case_id, rng)
    plan: list[tuple[str, Scripted | None, dict | None]] = []
    for p in probes:
        label = _label(p["field"], p["qualifier"])
        plan.append((f"What is the {label} of {case_id}?",
                     Scripted(f"The {label} of {case_id} is {p['value']}, from {p['doc']}; I read it in the stored record.",
                              [("get_case_facts", {"case_id": case_id, "field": p["field"]})]), None))
    plan.append((f"Show me everything stored on {case_id}.",
                 Scripted(f"Here is the full record of {case_id}. It has {len(store.full_record(case_id)['facts'])} facts.",
                          [("get_case_facts", {"case_id": case_id})]), None))
    docs = [r["doc_id"] for r in truth]
    while len(plan) < FIRST_PROBE_TURN - 1:
        pick = rng.random()
        if pick < 0.35:
            doc = rng.choice(docs)
            plan.append((f"What is the status of {doc}?", Scripted(f"{doc} went through every stage.",
                                                                   [("document_status", {"doc_id": doc})]), None))
        elif pick < 0.7:
            doc = rng.choice(docs)
            plan.append((f"What did validation accept from {doc}?", Scripted(f"Validation accepted the fields of {doc} shown by the tool.",
                                                                              [("get_document_extraction", {"doc_id": doc})]), None))
        elif pick < 0.8:
            plan.append(("Did anything fail in this batch?", Scripted("No document failed.", [("list_failures", {})]), None))
        else:
            other = rng.choice(other_cases)
            plan.append((f"Give me the full record of {other}.", Scripted(f"This is the stored record of {other}.",
                                                                        [("get_case_facts", {"case_id": other})]), None))
    for i in range(turns - len(plan)):
        p = probes[i % len(probes)]
        label = _label(p["field"], p["qualifier"])
        plan.append((f"Back to {case_id}: what exactly was the {label} you found earlier?", None, p))
    return plan


def value_present(text: str, probe: dict, reach: int = 300) -> bool:
    """The exact value, stated as this case's value of this field: in one part of the request
    (a block, a message; parts are split at blank lines) that names the case, within `reach`
    characters of the field's name or label. A bare "executed" from another case's record,
    or a date elsewhere, does not count."""
    names = (probe["field"], _label(probe["field"], probe["qualifier"]), probe["field"].replace("_", " "))
    for part in text.split("\n\n"):
        if probe["case_id"] not in part:
            continue
        start = part.find(probe["value"])
        while start != -1:
            near = part[max(0, start - reach): start + len(probe["value"]) + reach]
            if any(n in near for n in names):
                return True
            start = part.find(probe["value"], start + 1)
    return False


def run_session(store: FactStore, settings: Settings, options: AskOptions, plan, live: bool, transport=None) -> list[dict]:
    session = AskSession.open(store.engine, store, BATCH, settings, fresh=True, options=options, transport=transport)
    rows = []
    for turn, (text, scripted, probe) in enumerate(plan, 1):
        if scripted is None and not live:  # a probe, offline: score the request; the reply is a placeholder
            scripted = Scripted("(offline run: no model reply)")
        reply = session.ask(text, scripted=scripted)
        card = reply.harness_card
        sent = card["request"]["messages"]
        if probe is not None:  # the operator's question itself does not count as holding the answer
            sent = [*sent[:-1], {**sent[-1], "content": sent[-1]["content"].replace(text, "")}]
        request_text = "\n\n".join([card["request"]["system"], *(m["content"] for m in sent)])
        row = {"turn": turn, "tokens": card["estimated_tokens"], "probe": probe is not None}
        if probe is not None:
            row["in_request"] = value_present(request_text, probe)
            row["exact"] = probe["value"] in (reply.answer or "") if live else row["in_request"]
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", type=Path, default=Path("sample_docs"))
    ap.add_argument("--sessions", type=int, default=20)
    ap.add_argument("--turns", type=int, default=40)
    ap.add_argument("--window", type=int, default=8)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--context-tokens", type=int, default=Settings().llm_context_tokens, help="the context budget checked")
    ap.add_argument("--backend", choices=["none", "openai"], default="none")
    ap.add_argument("--base-url", default=None)
    ap.add_argument("--model", default="local-model")
    ap.add_argument("--api-key", default=None)
    args = ap.parse_args(argv)
    if args.turns < FIRST_PROBE_TURN:
        ap.error(f"--turns must be at least {FIRST_PROBE_TURN}")
    if args.backend == "openai" and not args.base_url:
        ap.error("--backend openai needs --base-url")
    live = args.backend == "openai"
    settings = Settings(llm_backend=args.backend, llm_base_url=args.base_url, llm_model=args.model, llm_api_key=args.api_key)

    with tempfile.TemporaryDirectory() as tmp:
        store, truth = load_batch(f"sqlite:///{tmp}/retention.db", args.samples)
        cases = sorted(c.case_id for c in store.cases())
        rng = random.Random(args.seed)
        chosen = [cases[i % len(cases)] for i in range(args.sessions)]
        plans = [script(store, truth, case, [c for c in cases if c != case], args.turns, random.Random(rng.random()))
                 for case in chosen]
        results: dict[str, list[list[dict]]] = {}
        for name, (blocks, trim) in CONFIGS.items():
            options = AskOptions.from_settings(settings, blocks=blocks, trim=trim, window=args.window, context_tokens=0,
                                               snapshot=False)
            results[name] = [run_session(store, settings, options, plan, live) for plan in plans]

    print(f"{args.sessions} sessions x {args.turns} turns over batch {BATCH} ({len(truth)} documents, {len(cases)} cases); "
          f"window {args.window} exchanges; probes from turn {FIRST_PROBE_TURN}; backend {args.backend}")
    print(f"{'layout':<14} {'exact':>7} {'probes':>7} {'median tok':>10} {'max tok':>8} {'probe median tok':>16}")
    figures = {}
    for name, sessions in results.items():
        rows = [r for s in sessions for r in s]
        probe_rows = [r for r in rows if r["probe"]]
        exact = sum(r["exact"] for r in probe_rows) / len(probe_rows)
        figures[name] = {"exact": exact, "median": statistics.median(r["tokens"] for r in rows),
                         "max": max(r["tokens"] for r in rows)}
        print(f"{name:<14} {exact:>7.1%} {len(probe_rows):>7} {figures[name]['median']:>10g} {figures[name]['max']:>8} "
              f"{statistics.median(r['tokens'] for r in probe_rows):>16g}")
    ratio = figures["blocks_trim"]["median"] / figures["summary"]["median"]
    over = sum(r["tokens"] > args.context_tokens for s in results["blocks_trim"] for r in s)
    print(f"blocks+trim: largest request {figures['blocks_trim']['max']} tokens against a budget of {args.context_tokens}; "
          f"{over} request(s) over it")
    print(f"RESULT summary_exact={figures['summary']['exact']:.3f} summary_trim_exact={figures['summary_trim']['exact']:.3f} "
          f"blocks_exact={figures['blocks']['exact']:.3f} blocks_trim_exact={figures['blocks_trim']['exact']:.3f} "
          f"token_ratio={ratio:.3f} blocks_trim_max_tokens={figures['blocks_trim']['max']} over_budget={over}")
    return figures


if __name__ == "__main__":
    main()
