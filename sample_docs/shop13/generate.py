"""Generate shop 13 (Hanabusa Camera, Osaka): documents, ground truth, planted conflicts.

    python -m sample_docs.shop13.generate --seed 13 --out sample_docs/shop13
    python -m sample_docs.shop13.generate --truth-only --out /tmp/x

Same seed, same bytes. The generator refuses to write a batch in which a field disagrees within a
case other than the planted conflicts, or in which a stated truth value's printed words are not in
the document's text.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from sample_docs.documents import Batch, Doc
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render, render_body
from sample_docs.shop13 import vocab as V
from sample_docs.shop13.cases import KINDS, MARKETS, Case, _payment_ref, assign_conflicts, make_case
from sample_docs.shop13.values import SHOP_MONEY, collapse, date_truth
from sample_docs.shop13.writers import VARIANTS, WRITERS, W

SEED = 13
PREFIX = "HBC-"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif", "pdf_text": "pdf",
       "pdf_scan": "pdf"}
FORMATS = tuple(EXT)
NOISY = ("noisy_scan", "fax")  # degraded images; pdf_scan pages are degraded in about half the files

FORMAT_WEIGHTS = {
    "order_confirmation": {"text": 3, "email": 3, "pdf_text": 2, "clean_image": 1},
    "invoice": {"pdf_text": 3, "pdf_scan": 2, "clean_image": 1, "noisy_scan": 2, "fax": 1},
    "shipping_notice": {"text": 3, "email": 3, "clean_image": 1, "pdf_text": 1},
    "refund_request": {"text": 3, "email": 3, "fax": 1, "noisy_scan": 1},
    "refund_approval": {"email": 2, "text": 1, "pdf_text": 2, "fax": 2, "pdf_scan": 1},
    "refund_execution": {"text": 2, "email": 2, "pdf_text": 2, "clean_image": 1, "noisy_scan": 1},
    "warranty_form": {"fax": 3, "noisy_scan": 2, "pdf_scan": 2, "clean_image": 1, "pdf_text": 1},
    "customer_letter": {"text": 3, "email": 3, "fax": 1, "noisy_scan": 2, "pdf_scan": 1},
}
SHOP_DATE_STYLES = {"JP": ("slash", "slash_wd", "iso", "dot"), "KR": ("dot", "iso", "slash"),
                    "TW": ("slash", "iso", "slash"), "HK": ("dmy", "iso", "slash")}
VARYING_FIELDS = {"document_date", "customer_expectation", "refund_status"}
CONFLICT_FIELD = {"misspelled_name": "customer_name", "delivery_estimate_changed": "delivery_estimate",
                  "approved_amount_mismatch": "refund_approved", "deadline_changed": "customer_deadline"}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")


# --------------------------------------------------------------------------- the order of events


def _deadline_kind(rng: random.Random, d: date, must: bool) -> str | None:
    kinds = ["date", "date", "date", "within", "weeks", "unresolved"] + ([] if must else [None, None])
    if d.day <= 22:
        kinds.append("month_end")
    if d.weekday() >= 5:
        kinds += ["friday", "friday"]
    return rng.choice(kinds)


def plan_case(c: Case, rng: random.Random) -> list[tuple[str, date, dict]]:
    """The case's documents in order of events: (doc type, date, extra style)."""
    docs: list[tuple[str, date, dict]] = [("order_confirmation", c.order_date, {})]
    invoice_p = {"return": 0.6, "return_letter": 0.5, "repair": 1, "rejected": 0.7, "late": 0.5, "return_repair": 1}
    if rng.random() < invoice_p[c.kind]:
        docs.append(("invoice", c.order_date if c.pay_method == "credit card" else c.ship_date, {}))
    docs.append(("shipping_notice", c.ship_date, {}))
    k = c.kind
    if k in ("return", "return_letter", "rejected", "return_repair"):
        rq = c.delivered + timedelta(days=rng.randint(2, 6))
        docs.append(("refund_request", rq, {}))
        c.deadline_plan = _deadline_kind(rng, rq, must="deadline_changed" in c.flags)
        if c.deadline_plan == "date":
            c.deadline = rq + timedelta(days=rng.randint(9, 18))
        ap = rq + timedelta(days=rng.randint(4, 8))
        c.approval_date = ap
        docs.append(("refund_approval", ap, {}))
        if k != "rejected":
            c.promised = ap + timedelta(days=rng.randint(7, 12)) if rng.random() < 0.7 else None
            ex = ap + timedelta(days=rng.randint(3, 7))
            if k in ("return_letter", "return_repair"):
                n = 2 if k == "return_letter" and rng.random() < 0.5 else 1
                ld = ap + timedelta(days=rng.randint(3, 5))
                for i in range(n):
                    docs.append(("customer_letter", ld, {"topic": "refund", "letter": i}))
                    ld += timedelta(days=rng.randint(2, 3))
                ex = ld + timedelta(days=rng.randint(1, 3))
            c.payment_ref = _payment_ref(c.store.code, c.refund_route, rng, ex)
            docs.append(("refund_execution", ex, {}))
        else:
            docs.append(("customer_letter", ap + timedelta(days=rng.randint(1, 4)), {"topic": "complaint", "letter": 0}))
    if k in ("repair", "return_repair"):
        wd = c.delivered + timedelta(days=rng.randint(12, 40) if k == "repair" else rng.randint(1, 2))
        docs.append(("warranty_form", wd, {}))
        if k == "repair":
            roll = rng.random()
            c.repair_deadline = (wd + timedelta(days=rng.randint(14, 24)) if roll < 0.5 else
                                 rng.choice(V.UNRESOLVED) if roll < 0.7 else None)
            n = 2 if rng.random() < 0.35 else 1
            ld = wd + timedelta(days=rng.randint(10, 13))
            for i in range(n):
                docs.append(("customer_letter", ld, {"topic": "repair", "letter": i}))
                ld += timedelta(days=rng.randint(3, 5))
    if k == "late":
        ld = c.est_ship + timedelta(days=rng.randint(2, 3))
        n = 2 if rng.random() < 0.5 else 1
        for i in range(n):
            docs.append(("customer_letter", ld, {"topic": "late", "letter": i}))
            ld += timedelta(days=2)
    return sorted(docs, key=lambda x: x[1])


def letter_plan(c: Case, extra: dict, d: date, rng: random.Random) -> tuple | None:
    """What a letter says about the deadline, decided when it is written (after the request)."""
    topic = extra["topic"]
    if topic == "repair":
        if c.repair_deadline is None or rng.random() < 0.3:
            return None
        return ("same", c.repair_deadline)
    if topic == "late":
        if extra["letter"] == 0:
            if rng.random() < 0.25:
                return None
            return ("fresh", rng.choice(("date", "date", "within")))
        return ("same", c.deadline) if c.deadline is not None else None
    # refund chase / complaint: the request's deadline, or the planted move
    if "deadline_changed" in c.flags and extra["letter"] == 0:
        base = c.deadline if isinstance(c.deadline, date) else d
        new = base + timedelta(days=rng.choice((-4, -3, 5, 7, 10)))
        if new <= d + timedelta(days=1):
            new = d + timedelta(days=rng.randint(5, 9))
        if isinstance(c.deadline, date) and abs((new - c.deadline).days) < 3:
            new = c.deadline + timedelta(days=rng.choice((4, 6)))
        return ("new", new)
    if c.deadline is None or rng.random() < 0.25:
        return None
    if isinstance(c.deadline, date) and c.deadline <= d:  # a passed deadline is not repeated
        return None
    return ("same", c.deadline)


# --------------------------------------------------------------------------- formats and styles


def pick_formats(plans: list[tuple[Case, str, date, dict]], rng: random.Random) -> list[str]:
    """A format per document, drawn by type until every format is used at least 4 times and the
    noisy share sits between a fifth and a half of the batch."""
    for _ in range(500):
        fmts = []
        for _c, t, _d, _x in plans:
            w = FORMAT_WEIGHTS[t]
            fmts.append(rng.choices(list(w), weights=list(w.values()))[0])
        n = len(fmts)
        counts = {f: fmts.count(f) for f in FORMATS}
        noisy = sum(counts[f] for f in NOISY)
        if min(counts.values()) >= 4 and noisy >= 0.22 * n and noisy + counts["pdf_scan"] <= 0.45 * n:
            return fmts
    raise RuntimeError("no format mix satisfies the constraints")


def style_for(c: Case, t: str, fmt: str, extra: dict, rng: random.Random) -> dict[str, Any]:
    fonts = [f for f in FONTS if not (c.currency == "KRW" and "serif" in f)]
    if fmt in ("text", "email"):
        variants = list(range(VARIANTS[t]))
    elif t in ("refund_request",):
        variants = [0]
    elif t == "customer_letter":
        variants = [0, 1, 2]
    else:
        variants = list(range(VARIANTS[t]))
    style = {"font": rng.choice(fonts), "size": rng.choice((9.5, 10, 10.5, 11)),
             "dpi": {"clean_image": 150, "noisy_scan": 200, "fax": 200, "pdf_scan": 150}.get(fmt, 150),
             "kv_sep": rng.choice((":", ":", ":", "")), "aligned": rng.random() < 0.5,
             "stacked": t == "warranty_form" and rng.random() < 0.3,
             "date": rng.choice(SHOP_DATE_STYLES[c.store.code]), "money": rng.choice(SHOP_MONEY[c.currency]),
             "variant": rng.choice(variants), "author": V.SHOP, **extra}
    if style["stacked"]:
        style["aligned"] = False
    if fmt == "email":
        style["qp"] = rng.random() < 0.5
        style["html"] = rng.random() < 0.4
    if fmt == "pdf_scan":
        style["scan_noise"] = rng.random() < 0.5
    if t in ("refund_request", "customer_letter") and fmt in ("text", "email") and style["variant"] == 3 \
            and extra.get("topic") in ("complaint",):
        style["variant"] = 0
    return style


# --------------------------------------------------------------------------- checks


def printed_words_in_text(doc: Doc) -> None:
    """Every stated truth value's printed words are in the document's text."""
    text = render_body(doc)
    if doc.email:
        text += "\n" + "\n".join(doc.email.values())
    flat = collapse(text).lower()
    for name, fv in doc.fields.items():
        if fv["value"] is None:
            continue
        words = collapse(doc.printed[name]).lower()
        if words not in flat:
            raise AssertionError(f"{doc.doc_id} {name}: {words!r} not in the text")
        if fv["basis"] and collapse(fv["basis"]).lower() not in flat:
            raise AssertionError(f"{doc.doc_id} {name}: basis not in the text")
        if name == "customer_expectation" and collapse(render_body(doc)).count(fv["value"] + ".") != 1:
            raise AssertionError(f"{doc.doc_id}: expectation is not one sentence of the body")


def collect_conflicts(cases: list[Case]) -> list[dict]:
    """Planted disagreements, annotated on both sides; any other disagreement is an error."""
    out = []
    for c in cases:
        docs = sorted(c.docs, key=lambda d: (d.date, d.doc_id))
        names = {n for d in docs for n in d.fields} - VARYING_FIELDS
        planted = {CONFLICT_FIELD[k]: k for k in c.flags}
        for name in sorted(names):
            stated = [(d, d.fields[name]["value"]) for d in docs if d.fields.get(name, {}).get("value") is not None]
            values = list(dict.fromkeys(v for _, v in stated))
            if len(values) > 1:
                if name not in planted or len(values) != 2:
                    raise AssertionError(f"{c.cid}: {name} disagrees: {values}")
                kind = planted.pop(name)
                for d, _ in stated:
                    d.planted_conflicts.append({"field": name, "kind": kind, "values": values})
                out.append({"case_id": c.cid, "field": name, "kind": kind, "values": values,
                            "doc_ids": [d.doc_id for d, _ in stated]})
        if planted:
            raise AssertionError(f"{c.cid}: planted conflict missing: {planted}")
    return sorted(out, key=lambda x: (x["case_id"], x["field"]))


# --------------------------------------------------------------------------- the batch


def build_batch(seed: int = SEED) -> Batch:
    rng = random.Random(seed)
    kinds, markets = list(KINDS), list(MARKETS)
    rng.shuffle(kinds)
    rng.shuffle(markets)
    used: set = set()
    cases = [make_case(i + 1, k, m, used, rng) for i, (k, m) in enumerate(zip(kinds, markets))]
    assign_conflicts(cases, rng)
    plans = [(c, t, d, x) for c in cases for t, d, x in plan_case(c, rng)]
    # at least one deadline no date can resolve
    if not any(c.deadline_plan == "unresolved" for c in cases) and not any(isinstance(c.repair_deadline, str)
                                                                           for c in cases):
        c = next(c for c in cases if c.deadline_plan and "deadline_changed" not in c.flags)
        c.deadline_plan, c.deadline = "unresolved", None
    fmts = pick_formats(plans, rng)
    for (c, t, d, extra), fmt in zip(plans, fmts):
        doc = Doc(case_id=c.cid, doc_type=t, fmt=fmt, date=d, style=style_for(c, t, fmt, extra, rng))
        c.docs.append(doc)
    # write every case's documents in order of events: letters read the deadline the request stated
    for c in cases:
        for doc in c.docs:
            if doc.doc_type == "customer_letter":
                doc.style["deadline"] = letter_plan(c, doc.style, doc.date, rng)
            w = W(c, doc, rng)
            WRITERS[doc.doc_type](w)
            if doc.doc_type == "refund_request" and doc.fields["customer_deadline"]["value"] is not None:
                fv = doc.fields["customer_deadline"]
                c.deadline = fv["value"] if fv["unresolved"] else date.fromisoformat(fv["value"])
            if doc.doc_type == "customer_letter" and doc.fields["customer_deadline"]["value"] is not None:
                fv = doc.fields["customer_deadline"]
                c.deadline = fv["value"] if fv["unresolved"] else date.fromisoformat(fv["value"])
    docs = [d for c in cases for d in c.docs]
    order = list(range(len(docs)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        docs[i].doc_id = f"{PREFIX}{n + 1:04d}.{EXT[docs[i].fmt]}"
    for d in docs:
        printed_words_in_text(d)
    conflicts = collect_conflicts(cases)
    return Batch(docs=docs, cases=cases, conflicts=conflicts)


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, f"{PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
