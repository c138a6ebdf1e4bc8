"""Generate shop 10 (Kadamb Living, written blind): documents, ground truth, planted conflicts.

    python -m sample_docs.shop10.generate                      # writes sample_docs/shop10/{batch/,truth.jsonl,conflicts.json}
    python -m sample_docs.shop10.generate --truth-only --out /tmp/x

Same seed, byte-identical output.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sample_docs.documents import Batch, Doc
from sample_docs.formatting import cents, month_end
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render
from sample_docs.shop10 import vocabulary as V
from sample_docs.shop10 import writers as W
from sample_docs.shop10.cases import ShopCase, plan_cases

SEED = 10
PREFIX = "KDL-"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "pdf_text": "pdf",
       "pdf_scan": "pdf", "noisy_pdf_scan": "pdf", "fax": "tif"}
NOISY = ("noisy_scan", "noisy_pdf_scan", "fax")
FORMATS = {  # doc type -> format weights (about a third noisy: noisy_scan, noisy_pdf_scan, fax)
    "invoice": {"pdf_text": 25, "clean_image": 10, "noisy_scan": 20, "pdf_scan": 15, "noisy_pdf_scan": 15, "fax": 15},
    "order_confirmation": {"email": 30, "text": 15, "pdf_text": 20, "clean_image": 20, "noisy_scan": 15},
    "shipping_notice": {"text": 15, "email": 15, "clean_image": 10, "noisy_scan": 20, "fax": 15, "pdf_text": 10,
                        "noisy_pdf_scan": 15},
    "refund_request": {"text": 20, "email": 20, "clean_image": 20, "noisy_scan": 25, "noisy_pdf_scan": 15},
    "refund_approval": {"email": 15, "text": 10, "pdf_text": 20, "noisy_scan": 20, "pdf_scan": 15, "fax": 20},
    "refund_execution": {"text": 20, "email": 20, "pdf_text": 20, "noisy_scan": 15, "clean_image": 15, "pdf_scan": 10},
    "warranty_form": {"noisy_scan": 35, "pdf_scan": 20, "clean_image": 15, "noisy_pdf_scan": 20, "pdf_text": 10},
    "customer_letter": {"text": 20, "email": 20, "noisy_scan": 25, "clean_image": 15, "noisy_pdf_scan": 15,
                        "pdf_text": 5},
}


def pick(rng: random.Random, doc_type: str) -> str:
    w = FORMATS[doc_type]
    return rng.choices(list(w), weights=list(w.values()))[0]


def _deadline(rng: random.Random, c: ShopCase, d: date, allow_unresolved: bool) -> tuple[Any, str]:
    """The customer's deadline and how the sentence states it: a date, within N days, month end, or words."""
    hows = ["date", "date", "within"] + (["month_end"] if d.day <= 15 else []) + (["words"] if allow_unresolved else [])
    how = rng.choice(hows)
    if how == "date":
        return d + timedelta(days=rng.randint(10, 20)), how
    if how == "within":
        return d + timedelta(days=rng.choice([10, 15])), how
    if how == "month_end":
        return month_end(d), how
    return rng.choice(V.UNRESOLVED), how


def case_docs(c: ShopCase, rng: random.Random) -> tuple[list[Doc], list[tuple[str, str, list[Doc]]]]:
    """The documents of one case in date order, and its planted conflicts (field, kind, documents)."""
    docs: list[Doc] = []
    planted: list[tuple[str, str, list[Doc]]] = []
    if "misspelled" in c.flags:
        c.flags.add(rng.choice(["typo_oc", "typo_inv"]))
    oc = W.order_confirmation(c, pick(rng, "order_confirmation"), rng)
    inv = W.invoice(c, pick(rng, "invoice"), rng, c.ship_date - timedelta(days=rng.randint(0, 1)))
    sn = W.shipping_notice(c, pick(rng, "shipping_notice"), rng)
    docs += [oc, inv, sn]
    if "estimate_changed" in c.flags:
        planted.append(("delivery_estimate", "delivery_estimate_changed", [oc, sn]))
    if "misspelled" in c.flags:
        first = oc if "typo_oc" in c.flags else inv
        planted.append(("customer_name", "misspelled_name", [first]))  # completed with a correct spelling below

    refund = c.kind in ("refund", "refund_letter", "rejected", "refund_warranty")
    if refund:
        c.request_date = c.delivered + timedelta(days=rng.randint(1, 3))
        allow_words = c.kind == "refund" and "deadline_changed" not in c.flags
        c.deadline, how = _deadline(rng, c, c.request_date, allow_words)
        rr = W.refund_request(c, pick(rng, "refund_request"), rng, c.request_date, how)
        docs.append(rr)
        c.approval_date = c.request_date + timedelta(days=rng.randint(2, 3))
        if "rejected" not in c.flags and rng.random() < 0.6:
            c.promised = c.approval_date + timedelta(days=rng.randint(5, 8))
        ra = W.refund_approval(c, pick(rng, "refund_approval"), rng, c.approval_date)
        docs.append(ra)
        after = c.approval_date
        if c.kind in ("refund_letter", "rejected", "refund_warranty"):
            if c.kind == "refund_warranty":
                wf_date = c.approval_date + timedelta(days=rng.randint(1, 2))
                docs.append(W.warranty_form(c, pick(rng, "warranty_form"), rng, wf_date, None))
                after = wf_date
            ld = after + timedelta(days=rng.randint(1, 2))
            dl = c.deadline
            if "deadline_changed" in c.flags:
                dl = c.deadline + timedelta(days=rng.randint(5, 12))
            approved = None
            if c.kind != "rejected":
                approved = c.approved
                if "approved_mismatch" in c.flags:
                    approved = c.requested if c.requested != c.approved else cents(c.approved * Decimal("0.9"))
            topic = {"refund_letter": "refund_followup", "rejected": "rejected",
                     "refund_warranty": "refund_warranty"}[c.kind]
            cl = W.customer_letter(c, pick(rng, "customer_letter"), rng, ld, topic, dl, approved)
            docs.append(cl)
            if "deadline_changed" in c.flags:
                planted.append(("customer_deadline", "deadline_changed", [rr, cl]))
            if "approved_mismatch" in c.flags:
                planted.append(("refund_approved", "approved_amount_mismatch", [ra, cl]))
            after = ld
        if "rejected" not in c.flags:
            c.exec_date = after + timedelta(days=rng.randint(1, 4))
            if c.promised and c.exec_date > c.promised and c.kind == "refund":
                c.exec_date = c.promised
            docs.append(W.refund_execution(c, pick(rng, "refund_execution"), rng, c.exec_date))
    elif c.kind == "warranty":
        wf_date = c.delivered + timedelta(days=rng.randint(15, 50))
        ld = wf_date + timedelta(days=rng.randint(5, 9))
        dl, how = _deadline(rng, c, ld, True)
        wf = W.warranty_form(c, pick(rng, "warranty_form"), rng, wf_date, dl if how in ("date", "words") else None)
        docs.append(wf)
        docs.append(W.customer_letter(c, pick(rng, "customer_letter"), rng, ld, "warranty", dl, None, how))
    else:  # late delivery: a short note, then a formal letter
        l1 = c.est_ship + timedelta(days=rng.randint(2, 4))
        dl, how = _deadline(rng, c, l1, False)
        if how == "month_end" and dl < l1 + timedelta(days=3):
            how = "date"
        docs.append(W.customer_letter(c, rng.choice(["clean_image", "text", "email"]), rng, l1, "late", dl, None, how))
        l2 = l1 + timedelta(days=rng.randint(2, 3))
        docs.append(W.customer_letter(c, rng.choice(["noisy_scan", "pdf_text", "noisy_pdf_scan", "email"]), rng, l2,
                                      "late", dl, None, "date"))
    for p in planted:
        if p[1] == "misspelled_name":
            first = p[2][0]
            later = next(d for d in docs if d is not first and d.fields.get("customer_name", {}).get("value") == c.name
                         and docs.index(d) > docs.index(first))
            p[2].append(later)
    return docs, planted


def build_batch(seed: int = SEED) -> Batch:
    rng = random.Random(seed * 1000 + 10)
    cases = plan_cases(rng)
    docs: list[Doc] = []
    planted_all = []
    for c in cases:
        case_d, planted = case_docs(c, rng)
        docs += case_d
        planted_all += [(c, *p) for p in planted]
    order = {id(d): i for i, d in enumerate(docs)}
    rng.shuffle(docs)
    for n, d in enumerate(docs, 1):
        d.doc_id = f"{PREFIX}{n:04d}.{EXT[d.fmt]}"
    conflicts = []
    for c, fld, kind, pdocs in planted_all:
        pdocs = sorted(pdocs, key=lambda d: order[id(d)])
        values = [d.fields[fld]["value"] for d in pdocs]
        assert len(set(values)) == 2, (c.cid, fld, values)
        for d in pdocs:
            d.planted_conflicts.append({"field": fld, "kind": kind, "values": values})
        conflicts.append({"case_id": c.cid, "field": fld, "kind": kind, "values": values,
                          "doc_ids": [d.doc_id for d in pdocs]})
    conflicts.sort(key=lambda x: (x["case_id"], x["field"]))
    _check_case_agreement(cases, docs, conflicts)
    return Batch(docs=docs, cases=cases, conflicts=conflicts)


def _check_case_agreement(cases: list[ShopCase], docs: list[Doc], conflicts: list[dict]) -> None:
    """No field disagrees within a case except where a conflict is planted."""
    planted = {(x["case_id"], x["field"]) for x in conflicts}
    for c in cases:
        seen: dict[str, set] = {}
        for d in docs:
            if d.case_id != c.cid:
                continue
            for name, fv in d.fields.items():
                if fv["value"] is not None and name not in ("document_date", "refund_status", "customer_expectation"):
                    seen.setdefault(name, set()).add(fv["value"])
        for name, values in seen.items():
            assert len(values) == 1 or (c.cid, name) in planted, (c.cid, name, values)


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, f"{PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
