"""Generate shop 14 (Larimer & Pike Coffee Gear, Denver): documents, truth, planted conflicts.

    python -m sample_docs.shop14.generate --seed 14 --out sample_docs/shop14
    python -m sample_docs.shop14.generate --truth-only --out /tmp/x

Same seed, same bytes. The generator refuses to write when a field disagrees within a case
without being planted, when a stated value's printed words are missing from the document's
text, or when the format mix is off.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from sample_docs.documents import Batch, Doc
from sample_docs.formatting import collapse, month_end
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import printed_text, render, render_body
from sample_docs.shop14.cases import Case, make_cases
from sample_docs.shop14.writers import SCHEMA, WRITERS, W

SEED = 14
PREFIX = "LPG"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "pdf_text": "pdf",
       "pdf_scan": "pdf", "fax": "tif"}
NOISY = {"noisy_scan", "pdf_scan", "fax"}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")

CONFLICT_OF = {"customer_name": "misspelled_name", "refund_approved": "approved_amount_mismatch",
               "customer_deadline": "deadline_changed", "delivery_estimate": "delivery_estimate_changed"}
VARYING = {"document_date", "customer_expectation", "refund_status"}
UNRESOLVED = ["before our café reopens after the remodel", "before my sister's wedding",
              "when I'm back from my work trip", "sometime before the holidays"]


# ------------------------------------------------------------------ the documents of a case, in order


class Plan:
    def __init__(self, case: Case, rng: random.Random):
        self.c, self.r = case, rng
        self.items: list[tuple[str, date, str, int, dict]] = []

    def add(self, doc_type: str, d: date, fmts: list[str], variant: int, **extra: Any) -> None:
        self.items.append((doc_type, d, self.r.choice(fmts), variant, extra))


def _typo(name: str) -> str:
    first, last = name.split(" ", 1)
    for a, b in (("ie", "ei"), ("er", "re"), ("o", "a"), ("a", "e"), ("i", "y")):
        if a in last[1:]:
            i = last.index(a, 1)
            return f"{first} {last[:i]}{b}{last[i + len(a):]}"
    return f"{first} {last[:-1]}"


def _pay_ref(c: Case, rng: random.Random) -> str:
    up = string.ascii_uppercase + string.digits
    if c.pay == "paypal":
        while True:
            s = "".join(rng.choice(up) for _ in range(17))
            if any(ch.isdigit() for ch in s) and any(ch.isalpha() for ch in s):
                return s
    if c.pay == "store_credit":
        return "LPGC-" + "-".join("".join(rng.choice("ACDEFGHJKMNPQRTUVWXY34679") for _ in range(4))
                                  for _ in range(3))
    if c.pay == "bnpl":
        return "RF-" + "".join(rng.choice("ACDEFGHJKMNPQRTUVWXY34679") for _ in range(8))
    if c.pay == "net30":
        return "0" + "".join(rng.choice("0123456789") for _ in range(14))
    return str(rng.randrange(10**10, 10**11))


def plan_case(c: Case, rng: random.Random) -> Plan:
    p = Plan(c, rng)
    d0 = c.order_date
    est_oc = c.estimate if rng.random() < 0.75 or c.kind == "late" else None
    est_sn = (c.estimate2 if c.estimate2 else c.estimate) if (rng.random() < 0.8 or c.kind == "late") else None
    typo_where = None
    if "misspelled_name" in c.planted:
        typo_where = rng.choice(["order_confirmation", "invoice"])
    name_x = lambda t: {"name": _typo(c.name)} if t == typo_where else {}  # noqa: E731
    # the order
    if c.business:
        p.add("order_confirmation", d0, ["pdf_text", "fax"], 0, estimate=est_oc, **name_x("order_confirmation"))
    else:
        v = rng.randrange(3)
        p.add("order_confirmation", d0, [["email"], ["text", "email"], ["clean_image", "pdf_text"]][v], v,
              estimate=est_oc, **name_x("order_confirmation"))
    if c.business:
        p.add("invoice", c.ship_date, ["pdf_scan", "fax", "noisy_scan"], 0, **name_x("invoice"))
    elif c.cid == "C02" or typo_where == "invoice":
        p.add("invoice", d0, ["pdf_text", "pdf_text", "clean_image", "pdf_scan"], rng.randrange(2), **name_x("invoice"))
    v = rng.randrange(3)
    p.add("shipping_notice", c.ship_date, [["email"], ["text", "email"], ["clean_image", "noisy_scan", "pdf_scan"]][v],
          v, estimate=est_sn)
    dl_date = c.delivered
    if c.kind == "late":
        l1 = c.estimate2 + timedelta(days=2)
        p.add("customer_letter", l1, ["email", "text"], 0, letter="where", promised_est=c.estimate2)
        l2 = l1 + timedelta(days=rng.randrange(3, 5))
        p.add("customer_letter", l2, ["email", "text"], 1, letter="where", second=True, ticket_opened=l1 + timedelta(1),
              deadline=l2 + timedelta(days=7), deadline_kind="within")
        p.items[-2][4]["deadline"] = None
        if c.cid == "C12":  # the parcel turns up; the customer writes a short note
            l3 = l2 + timedelta(days=rng.randrange(4, 7))
            p.add("customer_letter", l3, ["clean_image", "noisy_scan"], 0, letter="thanks", date_style="long")
        return p
    # warranty first
    wf_date = None
    if c.kind in ("warranty", "refund_warranty"):
        wf_date = dl_date + timedelta(days=rng.randrange(10, 21))
        wdl: Any = None
        if c.kind == "warranty":
            wdl = UNRESOLVED[0] if c.business else (UNRESOLVED[2] if c.cid == "C15" else
                                                    wf_date + timedelta(days=rng.randrange(18, 30)))
        wfmt = {"C04": ["fax"], "C10": ["noisy_scan"], "C15": ["pdf_text"], "C05": ["pdf_scan"],
                "C16": ["clean_image"]}[c.cid]
        p.add("warranty_form", wf_date, wfmt, rng.randrange(3), deadline=wdl)
        lr = wf_date + timedelta(days=rng.randrange(8, 13))
        if c.kind == "warranty":
            if isinstance(wdl, str):
                p.add("customer_letter", lr, ["email", "text"], 0, letter="repair", deadline=wdl, deadline_kind="words",
                      sentence="I need it back {dl}, which is why I'm asking now.",
                      body="We are running on our backup machine and it can't keep up with the morning rush."
                      if c.business else "I'm without espresso at home until it comes back, so I'm keen to know "
                      "where things stand.")
            else:
                p.add("customer_letter", lr, ["email", "text"], 0, letter="repair", deadline=wdl, deadline_kind="date",
                      body="It has been almost two weeks and the claim page still says \"Received\".")
            lt = lr + timedelta(days=rng.randrange(9, 15))
            p.add("customer_letter", lt, ["fax"] if c.business else ["noisy_scan", "clean_image", "pdf_scan"], 0,
                  letter="thanks",
                  date_style=rng.choice(["us", "long"]))
            return p
        p.add("customer_letter", lr, ["email", "text"], 0, letter="repair",
              body="Your technician's second repair lasted four days before the same fault came back.",
              sentence="I would like to return it for a refund instead of a third repair.")
        dl_date = lr
    # the return
    rr = dl_date + timedelta(days=rng.randrange(3, 9))
    if c.cid == "C07":
        kinds = "within"
    else:
        kinds = rng.choice(["within", "month_end", "date", "date"])
    if c.kind == "rejected":
        kinds = "date"
    deadline = {"within": rr + timedelta(days=rng.choice([10, 14, 21])), "month_end": month_end(rr),
                "date": rr + timedelta(days=rng.randrange(12, 25))}[kinds]
    if c.business:
        rv, rf = 3, ["fax", "noisy_scan"]
    else:
        rv = rng.choice([0, 1, 2, 3])
        rf = [["email", "text"], ["pdf_text", "clean_image"], ["text", "email"], ["noisy_scan", "pdf_scan"]][rv]
    if c.kind == "rejected":
        deadline, kinds = None, None
    p.add("refund_request", rr, rf, rv, deadline=deadline, deadline_kind=kinds, deadline_style=rng.choice(["long", "short", "us_short"]))
    received = rr + timedelta(days=rng.randrange(4, 7))
    ra = received + timedelta(days=rng.randrange(2, 4))
    if c.kind == "refund_letter":
        lc = received + timedelta(days=rng.randrange(3, 5))
        keep = rng.random() < 0.5 and deadline > lc
        p.add("customer_letter", lc, ["email", "text"], rng.randrange(2), letter="chaser", received=received,
              deadline=deadline if keep else None, deadline_kind="date" if keep else None,
              deadline_style="short")
        ra = lc + timedelta(days=rng.randrange(1, 3))
    if c.kind == "rejected":
        p.add("refund_approval", ra, ["email", "text"] if c.cid == "C03" else ["pdf_text", "pdf_scan"],
              0 if c.cid == "C03" else 1, rejected=True)
        if c.cid == "C03":
            p.add("customer_letter", ra + timedelta(days=6), ["pdf_text", "noisy_scan"], 0, letter="bbb")
            p.add("customer_letter", ra + timedelta(days=2), ["noisy_scan", "pdf_scan"], 0, letter="printed",
                  body=f"I am writing about the {c.main[0]} I returned. Your decision to decline my refund ignores "
                       "that I reported the problem within a week of delivery.",
                  deadline=rr + timedelta(days=30), deadline_kind="date", deadline_style="long",
                  sentence="I expect you to reconsider and refund me {dl}.")
        else:
            p.add("customer_letter", ra + timedelta(days=1), ["email"], 0, letter="chargeback", declined_on=ra,
                  deadline=ra + timedelta(days=1 + 10), deadline_kind="within")
            p.add("customer_letter", ra + timedelta(days=9), ["fax", "pdf_scan"], 0, letter="printed",
                  body="I have now waited more than a week for a reply to my e-mail about the declined return.",
                  sentence="I must have a decision from a manager before I contact my card issuer.")
        return p
    promised = ra + timedelta(days=rng.randrange(5, 9)) if rng.random() < 0.7 or c.kind == "refund_letter" else None
    ra_fmts = {0: ["email", "text"], 1: ["email"], 2: ["pdf_text", "pdf_scan"]}
    rav = 2 if c.business else rng.randrange(3)
    p.add("refund_approval", ra, ra_fmts[rav], rav, promised=promised)
    ex = ra + timedelta(days=rng.randrange(1, 4))
    pay_ref = _pay_ref(c, rng)
    if c.kind == "refund_letter":
        la = (promised or ra + timedelta(days=6)) + timedelta(days=rng.randrange(1, 3))
        extra: dict[str, Any] = {}
        if "approved_amount_mismatch" in c.planted:
            extra["claim_approved"] = c.wrong_approved
        elif rng.random() < 0.6:
            extra["claim_approved"] = c.approved
        if "deadline_changed" in c.planted:
            extra.update(deadline=max(deadline, la) + timedelta(days=rng.randrange(7, 11)), deadline_kind="date",
                         deadline_style="long")
        elif deadline > la:
            extra.update(deadline=deadline, deadline_kind="date", deadline_style="short")
        if c.business:
            p.add("customer_letter", la, ["fax"], 0, letter="printed",
                  body="We returned two grinders under this RMA and were told the credit would follow. Our "
                       "bookkeeper still shows the full invoice open.", **extra,
                  sentence="I need the credit applied {dl} so our statement closes correctly.")
        else:
            extra.setdefault("claim_approved", c.approved)
            p.add("customer_letter", la, ["email", "text"], 0, letter="after_approval", approved_on=ra, **extra)
        ex = la + timedelta(days=rng.randrange(1, 3))
    exf = {"paypal": ["email", "text"], "store_credit": ["email"], "net30": ["pdf_text", "fax"],
           "bnpl": ["email", "text"], "card": ["email", "text", "clean_image", "pdf_text"]}[c.pay]
    exv = rng.randrange(2)
    fmt_choice = exf
    if c.pay == "card":
        fmt_choice = ["email", "text"] if exv == 0 else ["clean_image", "pdf_text"]
    p.add("refund_execution", ex, fmt_choice, exv, pay_ref=pay_ref)
    if c.cid == "C13":
        p.add("customer_letter", ex + timedelta(days=rng.randrange(3, 7)), ["clean_image", "noisy_scan", "pdf_scan"],
              0, letter="thanks", date_style="us")
    return p


# ------------------------------------------------------------------ styles, writing, checks


def _style(rng: random.Random, fmt: str, doc_type: str, variant: int) -> dict[str, Any]:
    st: dict[str, Any] = {"font": rng.choice(FONTS), "size": rng.choice([9.5, 10, 10.5, 11]),
                          "dpi": {"clean_image": 150, "noisy_scan": 200, "pdf_scan": 150, "fax": 200}.get(fmt, 150),
                          "layout": f"{doc_type}:{variant}", "author": "Larimer & Pike Coffee Gear"}
    r = rng.random()
    if r < 0.25:
        st["aligned"] = True
    elif r < 0.35 and fmt not in ("text", "email"):
        st["stacked"] = True
    if fmt == "email":
        st["qp"] = rng.random() < 0.5
        st["html"] = doc_type in ("order_confirmation", "shipping_notice", "refund_execution") or rng.random() < 0.2
    if fmt == "pdf_scan":
        st["scan_noise"] = rng.random() < 0.7
    return st


def _printed_email(doc: Doc) -> None:
    """An e-mail printed and then scanned or faxed: its headers become the first printed lines."""
    if doc.email and doc.fmt not in ("text", "email"):
        lines = [("line", f"{k}: {v}") for k, v in doc.email.items() if k != "Message-ID"]
        doc.blocks[:0] = lines + [("gap",)]
        doc.email = None


def _fax_header(c: Case, doc: Doc, rng: random.Random) -> str:
    """The line a fax machine prints across the top of each page it sends."""
    from_shop = doc.doc_type in ("order_confirmation", "invoice", "refund_approval", "refund_execution")
    sender = "LARIMER & PIKE  720 555 0149" if from_shop else \
        f"{c.name.upper()}  {c.phone.replace('(', '').replace(') ', ' ').replace('-', ' ')}"
    to = ''.join(ch for ch in c.phone if ch.isdigit()) if from_shop else "17205550149"
    stamp = f"{doc.date.strftime('%b').upper()}-{doc.date.day:02d}-{doc.date.year} {rng.randrange(7, 18):02d}:" \
            f"{rng.randrange(60):02d}"
    return f"{stamp}   FROM: {sender}   TO: {to}   P. 1/1"


def doc_text(doc: Doc) -> str:
    if doc.fmt in ("text", "email"):
        head = "\n".join(f"{k}: {v}" for k, v in (doc.email or {}).items())
        return collapse(head + "\n" + render_body(doc))
    return collapse(printed_text(doc))


def _write(c: Case, plan: Plan, rng: random.Random) -> list[Doc]:
    docs = []
    for n, (doc_type, d, fmt, variant, extra) in enumerate(plan.items):
        doc = Doc(case_id=c.cid, doc_type=doc_type, fmt=fmt, date=d)
        doc.style = _style(rng, fmt, doc_type, variant)
        doc.fields = {}
        w = W(c, doc, rng, variant, **extra)
        WRITERS[doc_type](w)
        if doc.email is None and fmt in ("text", "email"):
            raise ValueError(f"{c.cid} {doc_type}: e-mail format without headers")
        _printed_email(doc)
        if fmt == "fax":
            doc.blocks.insert(0, ("small", _fax_header(c, doc, rng)))
        unknown = set(doc.fields) - set(SCHEMA.doc_types[doc_type].fields)
        if unknown:
            raise ValueError(f"{c.cid} {doc_type}: fields not of the type {unknown}")
        doc.fields = {f: doc.fields.get(f, {"value": None, "qualifier": _qual(f), "currency": None, "basis": None,
                                            "unresolved": False}) for f in SCHEMA.doc_types[doc_type].fields}
        doc.style["printed"] = dict(w.printed)
        doc.style["seq"] = n
        docs.append(doc)
    return docs


def _qual(name: str) -> str | None:
    return SCHEMA.fields[name].qualifier


def check_printed(doc: Doc) -> None:
    """Every stated value's printed words are in the document's text."""
    text = doc_text(doc)
    for name, fv in doc.fields.items():
        if fv["value"] is None:
            continue
        printed = collapse(doc.style["printed"].get(name, ""))
        if not printed or printed not in text:
            raise ValueError(f"{doc.case_id} {doc.doc_type} {name}: printed {printed!r} not in the text")


def collect_conflicts(c: Case, docs: list[Doc]) -> list[dict]:
    out = []
    fields = sorted({f for d in docs for f in d.fields}, key=lambda f: f)
    for f in fields:
        if f in VARYING:
            continue
        stated = [(d, d.fields[f]["value"]) for d in docs if f in d.fields and d.fields[f]["value"] is not None]
        values = list(dict.fromkeys(v for _, v in stated))
        if len(values) <= 1:
            continue
        kind = CONFLICT_OF.get(f)
        if kind not in c.planted or len(values) != 2:
            raise ValueError(f"{c.cid}: {f} disagrees without a planted conflict: {values}")
        entry = {"field": f, "kind": kind, "values": values}
        for d, _ in stated:
            d.planted_conflicts.append(dict(entry))
        out.append({"case_id": c.cid, **entry, "doc_ids": [d for d, _ in stated]})
    missing = c.planted - {o["kind"] for o in out}
    if missing:
        raise ValueError(f"{c.cid}: planted {missing} but no disagreement found")
    return out


def build_batch(seed: int = SEED) -> Batch:
    rng = random.Random(seed)
    cases = make_cases(rng)
    all_docs: list[Doc] = []
    conflicts: list[dict] = []
    for c in cases:
        docs = sorted(_write(c, plan_case(c, rng), rng), key=lambda d: (d.date, d.style["seq"]))
        for d in docs:
            check_printed(d)
        conflicts += collect_conflicts(c, docs)
        all_docs += docs
    order = list(range(len(all_docs)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        d = all_docs[i]
        d.doc_id = f"{PREFIX}-{n:04d}.{EXT[d.fmt]}"
    for cf in conflicts:
        cf["doc_ids"] = [d.doc_id for d in cf["doc_ids"]]
    _check_mix(all_docs)
    return Batch(docs=all_docs, cases=cases, conflicts=conflicts)


def _check_mix(docs: list[Doc]) -> None:
    fmts = Counter(d.fmt for d in docs)
    types = Counter(d.doc_type for d in docs)
    noisy = sum(n for f, n in fmts.items() if f in NOISY)
    problems = []
    if not 70 <= len(docs) <= 100:
        problems.append(f"{len(docs)} documents")
    if set(fmts) != set(EXT) or min(fmts.values()) < 3:
        problems.append(f"formats {dict(fmts)}")
    if not len(docs) / 5 <= noisy <= len(docs) / 2:
        problems.append(f"noisy {noisy} of {len(docs)}")
    if len(types) != 8 or types["customer_letter"] < 10:
        problems.append(f"types {dict(types)}")
    statuses = Counter(d.fields["refund_status"]["value"] for d in docs if d.doc_type == "refund_approval")
    if statuses["rejected"] < 2 or statuses["approved"] < 2:
        problems.append(f"approvals {dict(statuses)}")
    if problems:
        raise ValueError("batch mix: " + "; ".join(problems) + f" by case {dict(Counter(d.case_id for d in docs))}")


def render_doc(doc: Doc, seed: int) -> bytes:
    return render(doc, seed)


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render_doc, seed, f"{PREFIX}-*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
