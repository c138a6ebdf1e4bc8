"""Plan the shop's customer cases: who bought what, which documents follow, on which dates, what
each says about the customer's deadline, and the disagreements planted on purpose."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Batch, Doc, _unique
from sample_docs.formatting import cents, month_end
from sample_docs.shop17 import vocab as V
from sample_docs.shop17.values import digits, pattern
from sample_docs.shop17.writers import GulfCase, Say, write_doc
from status.schema import Schema, load_schema

PREFIX = "ANC-"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"]
         + ["delivery"] * 2)
# per doc type, the formats it comes in and how often
FORMAT_WEIGHTS: dict[str, dict[str, float]] = {
    "invoice": {"pdf_text": 4, "clean_image": 2, "noisy_scan": 2, "pdf_scan": 2, "fax": 1, "noisy_pdf_scan": 2},
    "order_confirmation": {"email": 3, "text": 2, "pdf_text": 3, "clean_image": 1, "fax": 1},
    "shipping_notice": {"text": 3, "email": 2, "noisy_scan": 3, "fax": 1, "clean_image": 1, "noisy_pdf_scan": 1},
    "refund_request": {"email": 3, "text": 4, "noisy_scan": 2, "fax": 1, "pdf_scan": 1},
    "refund_approval": {"pdf_scan": 2, "noisy_pdf_scan": 3, "fax": 2, "clean_image": 1, "pdf_text": 1, "email": 2},
    "refund_execution": {"email": 3, "text": 1, "pdf_text": 3, "clean_image": 2, "noisy_scan": 1},
    "warranty_form": {"noisy_scan": 3, "pdf_scan": 2, "noisy_pdf_scan": 3, "fax": 2, "clean_image": 1},
    "customer_letter": {"email": 3, "text": 3, "pdf_text": 1, "noisy_scan": 2, "fax": 1, "pdf_scan": 1},
}
CHAT_SHARE = {"refund_request": 0.6, "customer_letter": 0.5, "shipping_notice": 0.6}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")
LAYOUTS = {"inline": {}, "aligned": {"aligned": True}, "stacked": {"stacked": True},
           "inline_spaced": {"kv_sep": " :"}, "inline_dash": {"kv_sep": ":-"}}
FLAT_FEE = {"AED": Decimal("150"), "SAR": Decimal("150"), "QAR": Decimal("150"), "OMR": Decimal("15"),
            "BHD": Decimal("15")}
CONFLICT_KINDS = {"refund_approved": "approved_amount_mismatch", "customer_deadline": "deadline_changed",
                  "customer_name": "misspelled_name", "delivery_estimate": "delivery_estimate_changed"}
VARYING_FIELDS = {"document_date", "customer_expectation", "refund_status"}


def _local_price(aed: Decimal, currency: str) -> Decimal:
    """A catalogue price in the case's currency: whole units, or 0.05 steps for OMR and BHD."""
    x = aed * V.FX[currency]
    if currency in ("OMR", "BHD"):
        return (x / Decimal("0.05")).quantize(Decimal("1")) * Decimal("0.05")
    return x.quantize(Decimal("1"))


def _ids(case: GulfCase, rng: random.Random, used: set[str]) -> None:
    br, cur = case.branch, case.currency
    if cur == "OMR":
        case.order_id = _unique(rng, used, lambda: f"26/1{digits(rng, 4)}")
        case.customer_id = _unique(rng, used, lambda: "4" + digits(rng, 4))
        case.invoice_number = _unique(rng, used, lambda: "EXI" + digits(rng, 6))
    elif cur == "BHD":
        case.order_id = _unique(rng, used, lambda: "EXP" + digits(rng, 6))
        case.customer_id = _unique(rng, used, lambda: "7" + digits(rng, 4))
        case.invoice_number = _unique(rng, used, lambda: "EXI" + digits(rng, 6))
    elif br == "RUH":
        case.order_id = _unique(rng, used, lambda: f"RUH/26/0{digits(rng, 4)}")
        case.customer_id = _unique(rng, used, lambda: "RUH-" + digits(rng, 5))
        case.invoice_number = _unique(rng, used, lambda: "STI-" + digits(rng, 6) if case.ckind == "home"
                                      else f"SIN/2026/{digits(rng, 5)}")
    elif br == "DOH":
        case.order_id = _unique(rng, used, lambda: f"DOH/2026/{digits(rng, 4)}")
        case.customer_id = _unique(rng, used, lambda: "QA" + digits(rng, 5))
        case.invoice_number = _unique(rng, used, lambda: f"INV/26/{digits(rng, 5)}")
    else:
        web = case.ckind == "home" and rng.random() < 0.5
        case.channel = "web" if web else "showroom"
        case.order_id = _unique(rng, used, lambda: ("WEB" + digits(rng, 6)) if web else ("SO-26" + digits(rng, 5)))
        case.customer_id = _unique(rng, used, lambda: ("C" + digits(rng, 5)) if case.ckind == "home"
                                   else "DXB-" + digits(rng, 4))
        case.invoice_number = _unique(rng, used, lambda: "TI-" + digits(rng, 6))
    case.case_number = _unique(rng, used, lambda: rng.choice([
        f"CMP-26-{digits(rng, 4)}", f"WC/26/{digits(rng, 4)}", f"SR-{digits(rng, 6)}", f"RMA26{digits(rng, 5)}",
        "7" + digits(rng, 4)]))
    couriers = sorted(V.COURIERS)
    case.carrier = couriers[(int(case.cid[1:]) * 3) % len(couriers)]  # every courier serves a few cases
    case.tracking = _unique(rng, used, lambda: pattern(rng, V.COURIERS[case.carrier]))
    case.payment_ref_kind = rng.choice(["rrn", "auth", "bank", "bank"])
    case.payment_ref = _unique(rng, used, lambda: {
        "rrn": lambda: "6" + digits(rng, 11),
        "auth": lambda: "".join(rng.choice("0123456789") + rng.choice("ACDEFHJKMNPRTUVWXY") for _ in range(3)),
        "bank": lambda: rng.choice([f"FT26{digits(rng, 3)}" + pattern(rng, "@@@@@") + "X",
                                    f"TRF-{case.branch}-{digits(rng, 6)}"]),
    }[case.payment_ref_kind]())
    cc = {"AED": "AE", "SAR": "SA", "QAR": "QA", "OMR": "OM", "BHD": "BH"}[cur]
    n = {"AE": 21, "SA": 22, "QA": 27, "OM": 21, "BH": 20}[cc]
    raw = cc + digits(rng, 2) + digits(rng, n)
    case.iban = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    case.card = digits(rng, 4)


def _reason_and_issue(case: GulfCase, rng: random.Random) -> None:
    r = V.RETURN_REASONS
    ret = case.return_item[0]
    if " AC" in ret or "Unit" in ret:
        case.reason = rng.choice([r[0], r[2], r[3], r[4], r[7]])
    elif any(k in ret for k in ("Washing", "Refrigerator", "Dispenser")):
        case.reason = rng.choice([r[1], r[3], r[6]])
    else:
        case.reason = rng.choice([r[5], r[8]])
    wp, i = case.warranty_product, V.ISSUES
    if "Refrigerator" in wp:
        case.issue = i[5]
    elif "Heater" in wp:
        case.issue = i[6]
    elif "Washing" in wp:
        case.issue = "Drum not spinning, error E21 and water not draining"
    elif "Dispenser" in wp:
        case.issue = "Hot water not coming, cold side working"
    elif "Compressor" in wp:
        case.issue = rng.choice([i[0], i[7]])
    else:
        case.issue = rng.choice([i[0], i[1], i[2], i[3], i[4], i[7]])


def make_case(n: int, kind: str, person: tuple, rng: random.Random, used: set[str]) -> GulfCase:
    name, country, ckind, address, contact = person
    currency, vat, branch, tz = V.COUNTRIES[country]
    warr = [p for p in V.PRODUCTS if p[3]]
    picks = rng.sample(V.PRODUCTS, rng.choice([1, 2, 2, 3]))
    if kind in ("warranty", "refund_warranty") and not any(p[3] for p in picks):
        picks[0] = rng.choice(warr)
    if kind == "refund_warranty" and len(picks) == 1:
        picks.append(rng.choice([p for p in V.PRODUCTS if p not in picks]))
    items = []
    for prod, _model, aed, _w in picks:
        unit = _local_price(aed, currency)
        qty = rng.choice([2, 3, 4, 6]) if ckind != "home" and aed < 3000 else rng.choice([1, 1, 1, 2])
        items.append((prod, qty, unit))
    local = "".join(ch for ch in name.lower() if ch.isalpha() or ch == " ").split()
    if contact:
        first, last = contact[0].lower().split(" ", 1)
        domain = "".join(w[0] for w in local if w not in ("al", "llc")) + "-gulf.example"
        mail = f"{first}.{last.replace(' ', '')}@{domain}"
    else:
        mail = f"{local[0]}.{local[-1]}{rng.randrange(10, 99)}@{rng.choice(['example.com', 'example.net', 'example.org'])}"
    case = GulfCase(
        cid=f"C{n:02d}", kind=kind, name=name, address=address, email=mail, currency=currency,
        customer_id="", order_id="", invoice_number="", case_number="",
        order_date=date(2026, 10, 1) + timedelta(days=rng.randrange(0, 50)), items=items, tax_label_rate=vat,
        country=country, ckind=ckind, contact=contact, branch=branch, tz=tz,
    )
    _ids(case, rng, used)
    if ckind != "home":
        case.lpo = f"LPO/{''.join(w[0] for w in local if w not in ('al', 'llc')).upper()}/2026/{rng.randrange(100, 999)}"
    case.driver = rng.choice(V.DRIVERS)
    wp = [(p, m) for p, m, _a, w in picks if w]
    case.warranty_product, case.model = wp[0] if wp else (picks[0][0], picks[0][1])
    code = case.model[:2]
    case.serial = _unique(rng, used, lambda: rng.choice([f"{code}26-" + pattern(rng, "@@@@@@@@"),
                                                         f"{code}2610" + pattern(rng, "@@@@@@") + digits(rng, 2)]))
    returnable = [it for it in items if it[0] != case.warranty_product] if kind == "refund_warranty" else items
    case.return_item = rng.choice(returnable)
    _reason_and_issue(case, rng)
    case.requested = case.gross(case.return_item[2])
    _price_refund(case, rng)
    return case


def _price_refund(case: GulfCase, rng: random.Random) -> None:
    """A fee may come off the requested amount (10% re-stocking or a flat charge), part or all waived."""
    flat = FLAT_FEE[case.currency]
    if rng.random() < 0.5 and case.requested > 4 * flat:
        case.fee_basis = rng.choice(V.FEES)
        fee = cents(case.requested / 10) if "stocking" in case.fee_basis else flat
        case.eligible = case.requested - fee
        case.waiver = rng.choice([None, None, 50, 100])
        case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
    else:
        case.eligible = case.approved = case.requested


def _wrong_amount(case: GulfCase, rng: random.Random) -> Decimal:
    """What a customer misremembers: the amount asked for, a rounded-up one, or two digits swapped."""
    options = [case.requested] if case.requested != case.approved else []
    step = Decimal("5") if case.currency in ("OMR", "BHD") else Decimal("50")
    options.append(cents(case.approved + step))
    s = f"{case.approved:.2f}".replace(".", "")
    if len(s) >= 4 and s[-3] != s[-4]:
        options.append(cents(Decimal(s[:-4] + s[-3] + s[-4] + s[-2:]) / 100))
    return rng.choice(options)


class Deadlines:
    """The customer's current deadline in a case; each document states a new one, restates it or says none."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.cur: Say | None = None

    def new(self, d: date, allow_none: bool, allow_unresolved: bool = True) -> Say:
        r = self.rng
        options = ["date", "date", "date", "days"]
        if (month_end(d) - d).days >= 14:
            options.append("month_end")
        if allow_unresolved:
            options.append("unresolved")
        if allow_none:
            options.append("none")
        kind = r.choice(options)
        if kind == "none":
            return Say()
        if kind == "unresolved":
            say = Say("unresolved", r.choice(V.UNRESOLVED))
        elif kind == "days":
            say = Say("days", d + timedelta(days=r.choice([14, 15, 20, 21])))
        elif kind == "month_end":
            say = Say("month_end", month_end(d))
        else:
            say = Say("date", d + timedelta(days=r.randrange(14, 24)))
        self.cur = say
        return say

    def restate(self, d: date) -> Say:
        if self.cur is None:
            return Say()
        if self.cur.kind == "unresolved":
            return Say("unresolved", self.cur.value)
        if self.cur.value > d + timedelta(days=1):
            return Say("date", self.cur.value)
        return Say()

    def change(self, d: date) -> Say:
        """A new deadline that differs from the one stated before (planted)."""
        old = self.cur.value if self.cur else None
        new = d + timedelta(days=self.rng.randrange(7, 12))
        if new == old:
            new += timedelta(days=2)
        say = Say("days", new) if self.rng.random() < 0.3 else Say("date", new)
        self.cur = say
        return say


def _fmt(rng: random.Random, doc_type: str) -> str:
    w = FORMAT_WEIGHTS[doc_type]
    return rng.choices(list(w), weights=list(w.values()))[0]


def _style(rng: random.Random, fmt: str, doc_type: str) -> dict[str, Any]:
    layout = rng.choice(list(LAYOUTS))
    style: dict[str, Any] = {
        "font": rng.choice(FONTS), "layout": layout, **LAYOUTS[layout],
        "size": rng.choice([10, 10.5, 11]) if fmt not in ("noisy_scan", "fax", "noisy_pdf_scan") else rng.choice([11, 11.5]),
        "dpi": 200 if fmt in ("noisy_scan", "fax") and rng.random() < 0.3 else 150,
        "scan_noise": fmt == "pdf_scan" and rng.random() < 0.5,
        "author": "Al Naseem Cooling & Home Appliances",
        "qp": fmt == "email" and rng.random() < 0.4, "html": fmt == "email" and rng.random() < 0.5,
    }
    if fmt == "text" and rng.random() < CHAT_SHARE.get(doc_type, 0):
        style["chat"] = True
    return style


def plan_case(case: GulfCase, rng: random.Random, planted: set[str]) -> None:
    """The case's documents, in date order, with what each is to say."""
    k = case.kind
    dl = Deadlines(rng)

    def add(doc_type: str, d: date, **extra: Any) -> Doc:
        fmt = _fmt(rng, doc_type)
        doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**_style(rng, fmt, doc_type), **extra})
        case.docs.append(doc)
        return doc

    est_planted = "delivery_estimate" in planted
    od = case.order_date
    ship = od + timedelta(days=rng.randrange(1, 4))
    est1 = ship + timedelta(days=rng.randrange(1, 4))
    est2 = est1 + timedelta(days=rng.randrange(3, 7)) if est_planted else est1
    delivered = est2
    if est_planted or k in ("delivery", "refund_warranty") or rng.random() < 0.5:
        add("order_confirmation", od, est=est1 if est_planted or rng.random() < 0.75 else None)
    add("invoice", od + timedelta(days=rng.randrange(0, 2)))
    if est_planted or k in ("delivery", "refund_warranty") or rng.random() < 0.6:
        add("shipping_notice", ship, est=est2 if est_planted or rng.random() < 0.7 else None)
    dl_planted = "customer_deadline" in planted
    last = delivered
    if k in ("refund", "refund_letter", "rejected", "refund_warranty"):
        req = delivered + timedelta(days=rng.randrange(3, 10))
        add("refund_request", req, say=dl.new(req, allow_none=not dl_planted), delivered=delivered,
            case_no=rng.random() < 0.4)
        appr = req + timedelta(days=rng.randrange(2, 6))
        promise = rng.random() < 0.5 and k != "rejected"
        case.promised = appr + timedelta(days=rng.randrange(7, 13)) if promise else None
        add("refund_approval", appr, rejected=k == "rejected", promise=promise)
        last = appr
        if k in ("refund_letter", "rejected") or (k == "refund_warranty" and rng.random() < 0.5):
            let = appr + timedelta(days=rng.randrange(4, 9))
            claim = _wrong_amount(case, rng) if "refund_approved" in planted else case.approved
            add("customer_letter", let, say=dl.change(let) if dl_planted else dl.restate(let),
                topic="rejected" if k == "rejected" else "refund", claim=None if k == "rejected" else claim,
                case_no=rng.random() < 0.6)
            last = let
        if k != "rejected":
            last = last + timedelta(days=rng.randrange(1, 5))
            add("refund_execution", last)
    if k in ("warranty", "refund_warranty"):
        wf = last + timedelta(days=rng.randrange(12, 40))
        if k == "warranty":
            say = dl.new(wf, allow_none=not dl_planted, allow_unresolved=False) if dl_planted or rng.random() < 0.6 else Say()
        else:
            say = Say()
        add("warranty_form", wf, say=say)
        if k == "warranty" and (dl_planted or rng.random() < 0.7):
            let = wf + timedelta(days=rng.randrange(5, 10))
            add("customer_letter", let, say=dl.change(let) if dl_planted else (dl.restate(let) if dl.cur else dl.new(let, False)),
                topic="warranty", case_no=rng.random() < 0.7)
    if k == "delivery":
        let = est1 + timedelta(days=rng.randrange(1, 3))
        add("customer_letter", let, say=dl.new(let, allow_none=False), topic="delivery", promised_est=est1,
            case_no=False)
    if "customer_name" in planted:
        for old, new in V.NAME_VARIANTS.items():
            if old in case.name:
                case.typo_name = case.name.replace(old, new)
                break
        target = next(d for d in case.docs if d.doc_type in ("order_confirmation", "invoice"))
        target.style["typo"] = True


def collect_conflicts(cases: list[GulfCase], planted: dict[str, set[str]]) -> list[dict]:
    """Every planted conflict with its documents; any other disagreement within a case is an error."""
    out = []
    for case in cases:
        for name in sorted({n for d in case.docs for n in d.fields} - VARYING_FIELDS):
            stated = [(d, d.fields[name]["value"]) for d in case.docs
                      if name in d.fields and d.fields[name]["value"] is not None]
            values = list(dict.fromkeys(v for _, v in stated))
            if name not in planted[case.cid]:
                assert len(values) <= 1, f"{case.cid}: unplanned conflict on {name}: {values}"
                continue
            assert len(values) == 2, f"{case.cid}: planted conflict on {name} has values {values}"
            entry = {"case_id": case.cid, "field": name, "kind": CONFLICT_KINDS[name], "values": values,
                     "doc_ids": [d.doc_id for d, _ in stated]}
            out.append(entry)
            for d, _ in stated:
                d.planted_conflicts.append({"field": name, "kind": entry["kind"], "values": values})
    return out


def build_batch(seed: int, schema: Schema | None = None) -> Batch:
    """All cases and documents (content and truth) for one seed; no files written."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds = list(KINDS)
    rng.shuffle(kinds)
    people = rng.sample(V.CUSTOMERS, len(kinds))
    cids = [f"C{i + 1:02d}" for i in range(len(kinds))]

    def of(*ks: str) -> list[str]:
        return [c for c, k in zip(cids, kinds) if k in ks]

    planted: dict[str, set[str]] = {c: set() for c in cids}
    for c in rng.sample(of("refund_letter"), 2):
        planted[c].add("refund_approved")
    for c in rng.sample(of("refund_letter"), 1) + rng.sample(of("warranty"), 1) + of("rejected"):
        planted[c].add("customer_deadline")
    for c in rng.sample(cids, 3):
        planted[c].add("customer_name")
    for c in of("delivery") + rng.sample(of("refund"), 1):
        planted[c].add("delivery_estimate")
    used: set[str] = set()
    cases = []
    for n, (cid, kind, person) in enumerate(zip(cids, kinds, people), 1):
        case = make_case(n, kind, person, rng, used)
        plan_case(case, rng, planted[cid])
        for doc in case.docs:
            write_doc(case, doc, schema, rng)
        cases.append(case)
    docs = [d for c in cases for d in c.docs]
    rng.shuffle(docs)
    for i, doc in enumerate(docs, 1):
        doc.doc_id = f"{PREFIX}{i:04d}.{EXT[doc.fmt]}"
    conflicts = collect_conflicts(cases, planted)
    return Batch(docs=docs, cases=cases, conflicts=conflicts)
