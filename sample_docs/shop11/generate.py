"""Shop 11 (Kvarnfjäll Outdoor, written blind): documents, truth and planted conflicts.

    python -m sample_docs.shop11.generate                      # batch/, truth.jsonl, conflicts.json
    python -m sample_docs.shop11.generate --truth-only --out /tmp/x

Same seed, same bytes (seeded choices and noise, reportlab invariant=1)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path

from sample_docs.documents import Doc
from sample_docs.formatting import collapse
from sample_docs.generate import generator_cli
from sample_docs.render import render, render_body
from sample_docs.shop11 import writers as W
from sample_docs.shop11.cases import Case, plan_cases
from sample_docs.shop11.values import plus
from sample_docs.shop11.vocab import FILE_PREFIX

SEED = 11
HERE = Path(__file__).resolve().parent
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "pdf_text": "pdf",
       "pdf_scan": "pdf", "fax": "tif"}
FORMATS = {  # how each kind of document reaches the shop's inbox (customers forward scans and photos too)
    "order_confirmation": {"text": 4, "email": 4, "clean_image": 2, "pdf_text": 1, "noisy_scan": 1},
    "invoice": {"pdf_text": 4, "pdf_scan": 3, "noisy_scan": 3, "clean_image": 1, "fax": 1},
    "shipping_notice": {"text": 3, "email": 3, "clean_image": 2, "noisy_scan": 2},
    "refund_request": {"text": 2, "email": 2, "pdf_text": 2, "noisy_scan": 3, "pdf_scan": 1, "fax": 2},
    "refund_approval": {"email": 3, "text": 2, "pdf_text": 2, "pdf_scan": 2, "fax": 1, "noisy_scan": 1},
    "refund_execution": {"email": 3, "text": 2, "pdf_text": 2, "clean_image": 1, "noisy_scan": 2},
    "warranty_form": {"noisy_scan": 3, "pdf_scan": 3, "fax": 2, "pdf_text": 1, "clean_image": 1},
    "customer_letter": {"text": 3, "email": 3, "noisy_scan": 3, "fax": 2, "pdf_scan": 1},
}
TEXT_FIELDS = {"customer_expectation", "return_reason", "issue_description", "product_name"}
SAME_WITHIN_CASE = ("document_date", "refund_status")  # fields that may differ between documents of a case


@dataclass
class Batch:
    docs: list[Doc]
    cases: list[Case]
    conflicts: list[dict]


def _fmt(rng: random.Random, doc_type: str) -> str:
    w = FORMATS[doc_type]
    return rng.choices(list(w), weights=list(w.values()))[0]


def _write_case(c: Case, rng: random.Random) -> None:
    f = lambda t: _fmt(rng, t)  # noqa: E731
    W.order_confirmation(c, f("order_confirmation"), rng)
    if "invoice" in _kinds(c):
        W.invoice(c, f("invoice"), rng)
    W.shipping_notice(c, f("shipping_notice"), rng)
    delivered = c.est_ship
    if c.kind in ("refund", "refund_letter", "rejected", "refund_warranty"):
        req = plus(delivered, rng.randrange(2, 9))
        W.refund_request(c, f("refund_request"), rng, req)
        decided = plus(req, rng.randrange(4, 9))
        if rng.random() < 0.6 and c.kind != "rejected":
            c.promised = plus(decided, rng.choice([7, 10, 14]))
        W.refund_approval(c, f("refund_approval"), rng, decided, rejected=c.kind == "rejected")
        paid = plus(decided, rng.randrange(2, 6))
        if c.kind == "refund_letter":
            W.customer_letter(c, f("customer_letter"), rng, plus(decided, rng.randrange(6, 10)), "chaser")
            paid = plus(c.docs[-1].date, rng.randrange(1, 3))
        if c.kind == "rejected":
            W.customer_letter(c, f("customer_letter"), rng, plus(decided, rng.randrange(1, 5)), "complaint")
        if c.kind in ("refund", "refund_letter", "refund_warranty"):
            W.refund_execution(c, f("refund_execution"), rng, paid)
    if c.kind in ("warranty", "refund_warranty"):
        claim = plus(c.docs[-1].date, rng.randrange(6, 20))
        W.warranty_form(c, f("warranty_form"), rng, claim, with_deadline=c.kind == "warranty" and rng.random() < 0.7)
        mood = "warranty" if c.kind == "refund_warranty" or c.cid < "C08" else "thanks"
        W.customer_letter(c, f("customer_letter"), rng, plus(claim, rng.randrange(6, 14)), mood)
    if c.kind == "late":
        W.customer_letter(c, f("customer_letter"), rng, plus(c.est_ship, rng.randrange(3, 7)), "late")
    if c.kind == "question":
        W.customer_letter(c, f("customer_letter"), rng, plus(c.est_ship, rng.randrange(2, 12)), "question")


def _kinds(c: Case) -> list[str]:
    from sample_docs.shop11.cases import KINDS

    return KINDS[c.kind]


def _conflicts(cases: list[Case]) -> list[dict]:
    """Each planted conflict: the two values its documents state, in document order. Any other
    disagreement inside a case is a generator bug."""
    out = []
    field_of = {"approved_amount_mismatch": "refund_approved", "deadline_changed": "customer_deadline",
                "misspelled_name": "customer_name", "delivery_estimate_changed": "delivery_estimate"}
    for c in cases:
        docs = sorted(c.docs, key=lambda d: d.date)
        planted = {field_of[k]: k for k in c.flags}
        names = {n for d in docs for n in d.fields}
        for name in sorted(names - TEXT_FIELDS - set(SAME_WITHIN_CASE)):
            stating = [d for d in docs if d.fields.get(name, {}).get("value") is not None]
            if name == "refund_approved":  # a rejection's 0,00 is no approved refund to quote
                stating = [d for d in stating if d.fields.get("refund_status", {}).get("value") != "rejected"]
            values = list(dict.fromkeys(d.fields[name]["value"] for d in stating))
            if len(values) < 2:
                assert name not in planted, (c.cid, name, "conflict not printed")
                continue
            assert name in planted and len(values) == 2, (c.cid, name, values)
            kind = planted[name]
            for d in stating:
                d.planted_conflicts.append({"field": name, "kind": kind, "values": values})
            out.append({"case_id": c.cid, "field": name, "kind": kind, "values": values,
                        "doc_ids": [d.doc_id for d in stating]})
    return out


def build_batch(seed: int = SEED) -> Batch:
    rng = random.Random(seed)
    cases = plan_cases(rng)
    for c in cases:
        _write_case(c, rng)
    docs = [d for c in cases for d in c.docs]
    rng.shuffle(docs)
    for n, d in enumerate(docs, 1):
        d.doc_id = f"{FILE_PREFIX}{n:04d}.{EXT[d.fmt]}"
    conflicts = sorted(_conflicts(cases), key=lambda x: (x["case_id"], x["field"]))
    for d in docs:
        check_shows(d)
    return Batch(docs, cases, conflicts)


def full_text(d: Doc) -> str:
    head = "\n".join(f"{k}: {v}" for k, v in (d.email or {}).items())
    return collapse(head + "\n" + render_body(d))


def check_shows(d: Doc) -> None:
    """Every stated field's printed words are in the document's text."""
    text = full_text(d)
    for name, printed in d.shows:
        assert collapse(printed) in text, (d.doc_id, name, printed)
        fv = d.fields[name]
        if name in TEXT_FIELDS:
            assert fv["value"] in text, (d.doc_id, name)


def truth_row(d: Doc) -> dict:
    row = {"doc_id": d.doc_id, "file": f"batch/{d.doc_id}", "format": d.fmt, "doc_type": d.doc_type,
           "case_id": d.case_id, "document_date": d.date.isoformat(), "fields": d.fields}
    if d.planted_conflicts:
        row["planted_conflicts"] = d.planted_conflicts
    return row


def truth_jsonl(batch: Batch) -> str:
    rows = sorted((truth_row(d) for d in batch.docs), key=lambda r: r["doc_id"])
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def conflicts_json(batch: Batch) -> str:
    return json.dumps(batch.conflicts, indent=2, ensure_ascii=False) + "\n"


def generate(out: Path = HERE, seed: int = SEED, truth_only: bool = False) -> Batch:
    batch = build_batch(seed)
    out.mkdir(parents=True, exist_ok=True)
    (out / "truth.jsonl").write_text(truth_jsonl(batch), encoding="utf-8")
    (out / "conflicts.json").write_text(conflicts_json(batch), encoding="utf-8")
    if truth_only:
        return batch
    folder = out / "batch"
    folder.mkdir(exist_ok=True)
    keep = {d.doc_id for d in batch.docs}
    for stale in folder.glob(f"{FILE_PREFIX}*"):
        if stale.name not in keep:
            stale.unlink()
    for n, d in enumerate(sorted(batch.docs, key=lambda d: d.doc_id)):
        (folder / d.doc_id).write_bytes(render(d, seed * 100_000 + n))
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
