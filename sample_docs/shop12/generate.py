"""Generate shop 12 (Fogón Pro, commercial-kitchen equipment, Mexico / Colombia / Chile / Peru):
documents, ground truth and planted conflicts.

    python -m sample_docs.shop12.generate            # writes sample_docs/shop12/{batch,truth.jsonl,conflicts.json}
    python -m sample_docs.shop12.generate --truth-only --out /tmp/x

The same seed gives the same bytes. Before anything is written the generator checks that no
field disagrees within a case except the planted conflicts, and that every stated value's
printed words are in the document's text.
"""

from __future__ import annotations

import random
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import printed_text, render, render_body, render_text
from sample_docs.shop12 import writers as wr
from sample_docs.shop12.cases import (Case, assign_conflicts, make_cases, payment_ref, plan_deadline,
                                      price_refund, price_warranty)
from sample_docs.shop12.values import collapse, date_truth
from sample_docs.shop12.vocab import COUNTRIES, FILE_PREFIX

SEED = 12
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "pdf_text": "pdf",
       "pdf_scan": "pdf", "fax": "tif"}
NOISY = ("noisy_scan", "fax")
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")

# format weights per document type (what a distributor's inbox really holds)
FORMAT_WEIGHTS = {
    "invoice": {"pdf_text": 4, "pdf_scan": 3, "fax": 1.5, "clean_image": 1, "email": 1.5},
    "order_confirmation": {"email": 2.5, "pdf_text": 2.5, "clean_image": 1.5, "fax": 1.5, "text": 1, "pdf_scan": 1},
    "shipping_notice": {"email": 2.5, "text": 2.5, "noisy_scan": 2.5, "clean_image": 1.5},
    "refund_request": {"text": 4, "email": 4, "fax": 1},
    "refund_approval": {"pdf_text": 3, "email": 2.5, "fax": 2, "clean_image": 1.5, "pdf_scan": 1},
    "refund_execution": {"email": 4, "pdf_text": 2.5, "clean_image": 2, "text": 1.5},
    "warranty_form": {"noisy_scan": 4.5, "pdf_scan": 2.5, "text": 1.5, "email": 1.5},
    "customer_letter": {"text": 3.5, "email": 3.5, "noisy_scan": 1, "pdf_text": 1, "fax": 1},
}

CONFLICT_FIELD = {"approved_amount_mismatch": "refund_approved", "deadline_changed": "customer_deadline",
                  "misspelled_name": "customer_name", "delivery_estimate_changed": "delivery_estimate"}
VARYING = {"document_date", "customer_expectation", "refund_status"}


def _style(rng: random.Random, fmt: str, country: str) -> dict:
    st = {"font": rng.choice(FONTS), "size": rng.choice([9.5, 10, 10.5, 11]),
          "dpi": {"noisy_scan": 200, "fax": 200}.get(fmt, 150), "author": COUNTRIES[country]["company"]}
    roll = rng.random()
    if roll < 0.35:
        st["aligned"] = True
    elif roll < 0.5 and fmt not in ("text", "email"):
        st["stacked"] = True
    if fmt == "pdf_scan":
        st["scan_noise"] = rng.random() < 0.5
    if fmt == "email":
        st["qp"] = rng.random() < 0.5
        st["html"] = rng.random() < 0.5
    return st


def _fmt(rng: random.Random, doc_type: str) -> str:
    w = FORMAT_WEIGHTS[doc_type]
    return rng.choices(list(w), weights=list(w.values()))[0]


def _schedule(c: Case, rng: random.Random) -> list[tuple[str, date]]:
    """The case's documents with their dates, in order of events."""
    dd: dict[str, date] = {"order_confirmation": c.order_date, "invoice": c.invoice_date,
                           "shipping_notice": c.ship_date}
    arrived = c.est_ship
    if c.kind == "late":
        dd["customer_letter:late"] = (c.est_confirm or c.order_date + timedelta(days=6)) + timedelta(days=2)
        assert dd["customer_letter:late"] < c.ship_date
        dd["customer_letter:late2"] = c.ship_date + timedelta(days=rng.randint(1, 2))
    if c.kind in ("warranty", "refund_warranty"):
        dd["warranty_form"] = arrived + timedelta(days=rng.randint(20, 70) if c.kind == "warranty" else rng.randint(15, 40))
        dd["customer_letter:service"] = dd["warranty_form"] + timedelta(days=rng.randint(2, 3))
    if "refund_request" in c.plan:
        start = dd.get("warranty_form", arrived)
        req = start + timedelta(days=rng.randint(8, 12) if c.kind == "refund_warranty" else rng.randint(3, 10))
        appr = req + timedelta(days=rng.randint(2, 5))
        dd["refund_request"], dd["refund_approval"] = req, appr
        c.refund["approval_date"] = appr
        c.refund["promised"] = appr + timedelta(days=rng.randint(10, 12)) if rng.random() < 0.7 else None
        if "customer_letter:chase" in c.plan:
            dd["customer_letter:chase"] = appr + timedelta(days=rng.randint(3, 5))
            dd["refund_execution"] = dd["customer_letter:chase"] + timedelta(days=rng.randint(2, 4))
        else:
            dd["refund_execution"] = appr + timedelta(days=rng.randint(3, 7))
        dd["customer_letter:dispute"] = appr + timedelta(days=rng.randint(1, 4))
        c.refund["payref"] = payment_ref(rng, c.country, dd["refund_execution"])
    return [(p, dd[p]) for p in c.plan]


def _write(c: Case, purpose: str, d: date, rng: random.Random) -> wr.ShopDoc:
    doc_type, _, sub = purpose.partition(":")
    fmt = _fmt(rng, doc_type)
    doc = wr.new_doc(c, doc_type, fmt, d, _style(rng, fmt, c.country))
    doc.purpose = purpose
    if c.misspelled_on == doc_type:
        doc.style["typo"] = True
    w = wr.W(c, doc, rng)
    if doc_type == "order_confirmation":
        wr.order_confirmation(w)
    elif doc_type == "invoice":
        wr.invoice(w)
    elif doc_type == "shipping_notice":
        wr.shipping_notice(w, c.est_ship)
    elif doc_type == "refund_request":
        wr.refund_request(w)
    elif doc_type == "refund_approval":
        wr.refund_approval(w, c.refund.get("promised"))
    elif doc_type == "refund_execution":
        wr.refund_execution(w, d)
    elif doc_type == "warranty_form":
        wr.warranty_form(w)
    else:
        planted = {}
        if sub == "chase" and "approved_amount_mismatch" in c.conflicts:
            planted["approved_amount"] = c.refund["requested"]
        if sub in ("chase", "dispute") and "deadline_changed" in c.conflicts:
            old = c.deadline["resolved"]
            new = d + timedelta(days=rng.randint(5, 9))
            planted["new_deadline"] = new if new != old else new + timedelta(days=1)
        wr.customer_letter(w, sub, planted)
    return doc


def full_text(doc) -> str:
    """Everything a reader of the file sees, as one collapsed string."""
    if doc.fmt == "text":
        return collapse(render_text(doc))
    if doc.fmt == "email":
        return collapse("\n".join(f"{k}: {v}" for k, v in doc.email.items()) + "\n" + render_body(doc))
    return collapse(printed_text(doc))


def check_printed(doc) -> None:
    """Every stated value's printed words are in the document's text."""
    text = full_text(doc).lower()
    for name, fv in doc.fields.items():
        if fv["value"] is None:
            continue
        printed = doc.printed.get(name)
        assert printed, (doc.doc_id, name, "stated but no printed words recorded")
        assert collapse(printed).lower() in text, (doc.doc_id, name, printed)
        if fv["basis"]:
            assert fv["basis"].lower() in text, (doc.doc_id, name, fv["basis"])


def collect_conflicts(cases: list[Case]) -> list[dict]:
    """The disagreements within each case: each must be planted, and each planted one must occur."""
    out = []
    for c in cases:
        found = set()
        for name in sorted({n for d in c.docs for n in d.fields} - VARYING):
            stating = [d for d in c.docs if name in d.fields and d.fields[name]["value"] is not None]
            values = list(dict.fromkeys(d.fields[name]["value"] for d in stating))
            if len(values) < 2:
                continue
            kinds = [k for k in c.conflicts if CONFLICT_FIELD[k] == name]
            assert len(values) == 2 and kinds, (c.cid, name, values)
            found.add(kinds[0])
            entry = {"field": name, "kind": kinds[0], "values": values}
            for d in stating:
                d.planted_conflicts.append(entry)
            out.append({"case_id": c.cid, "field": name, "kind": kinds[0], "values": values,
                        "doc_ids": [d.doc_id for d in stating]})
        assert found == c.conflicts, (c.cid, found, c.conflicts)
    return out


def build_batch(seed: int = SEED) -> Batch:
    rng = random.Random(seed)
    cases = make_cases(rng)
    assign_conflicts(cases, rng)
    for c in cases:
        if c.refund is not None and "refund_request" in c.plan:
            price_refund(c, rng)
        if "warranty_form" in c.plan:
            price_warranty(c, rng)
        plan_deadline(c, rng)
        if "deadline_changed" in c.conflicts:
            c.deadline = {"how": "date"}
    docs = []
    for c in cases:
        events = _schedule(c, rng)
        for purpose, d in events:
            doc = _write(c, purpose, d, rng)
            c.docs.append(doc)
            docs.append(doc)
        if "deadline_changed" in c.conflicts:
            req = next(d for d in c.docs if d.doc_type == "refund_request")
            assert req.fields["customer_deadline"]["value"], c.cid
    order = list(range(len(docs)))
    rng.shuffle(order)
    for n, i in enumerate(order, start=1):
        docs[i].doc_id = f"{FILE_PREFIX}{n:04d}.{EXT[docs[i].fmt]}"
    for d in docs:
        check_printed(d)
    conflicts = collect_conflicts(cases)
    check_mix(docs)
    return Batch(docs=sorted(docs, key=lambda d: d.doc_id), cases=cases, conflicts=conflicts)


def check_mix(docs) -> None:
    fmts = Counter(d.fmt for d in docs)
    types = Counter(d.doc_type for d in docs)
    assert 70 <= len(docs) <= 100, len(docs)
    assert set(fmts) == set(EXT) and min(fmts.values()) >= 3, fmts
    noisy = sum(1 for d in docs if d.fmt in NOISY or d.style.get("scan_noise"))
    assert len(docs) / 5 <= noisy <= len(docs) / 2, (noisy, fmts)
    assert len(types) == 8 and types["customer_letter"] >= 10, types
    statuses = Counter(d.fields["refund_status"]["value"] for d in docs if d.doc_type == "refund_approval")
    assert statuses["rejected"] >= 2 and statuses["approved"] >= 2, statuses


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, f"{FILE_PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
