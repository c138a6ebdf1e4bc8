"""Shop 15, Kleinmeer Meettechniek: a B2B distributor of laboratory and industrial measuring instruments
(Eindhoven, with offices in Aachen and Basel) selling to labs, universities and factories in NL, BE, DE, AT, CH.

    python -m sample_docs.shop15.generate            # writes sample_docs/shop15/{batch,truth.jsonl,conflicts.json}

Same seed -> byte-identical files (seeded rng, render.py's deterministic drawing)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sample_docs.documents import Doc
from sample_docs.formatting import cents, month_end
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render
from sample_docs.shop15 import vocab as v
from sample_docs.shop15.values import Writer15, later
from sample_docs.shop15.writers import WRITERS
from status.schema import Schema, load_schema

SEED = 15
PREFIX = "KMI"
OUT = Path(__file__).parent
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
# Formats a doc type comes in, with weights: customers mail, forms get scanned or faxed, the ERP prints PDFs.
FORMATS = {
    "order_confirmation": {"email": 3, "text": 2, "pdf_text": 4, "clean_image": 2},
    "invoice": {"pdf_text": 4, "pdf_scan": 2, "noisy_pdf_scan": 2, "clean_image": 1, "fax": 1},
    "shipping_notice": {"email": 3, "text": 2, "fax": 2, "noisy_scan": 2, "clean_image": 2},
    "refund_request": {"text": 1, "email": 1},
    "refund_approval": {"email": 3, "pdf_text": 3, "clean_image": 2, "pdf_scan": 2},
    "refund_execution": {"email": 2, "text": 2, "pdf_text": 3, "clean_image": 2},
    "warranty_form": {"noisy_scan": 3, "fax": 3, "pdf_scan": 2, "noisy_pdf_scan": 2},
    "customer_letter": {"pdf_scan": 3, "noisy_scan": 2, "fax": 2, "pdf_text": 2, "email": 2, "noisy_pdf_scan": 1},
}
KINDS = ["refund"] * 4 + ["refund_letter"] * 3 + ["warranty"] * 2 + ["refund_warranty"] * 2 + ["rejected"] * 2 \
    + ["late"] * 2
PLANS = {
    "refund": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
               "refund_execution"],
    "refund_letter": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                      "customer_letter", "refund_execution"],
    "warranty": ["order_confirmation", "invoice", "shipping_notice", "warranty_form"],
    "refund_warranty": ["order_confirmation", "invoice", "shipping_notice", "warranty_form", "refund_request",
                        "refund_approval", "customer_letter", "refund_execution"],
    "rejected": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                 "customer_letter"],
    "late": ["order_confirmation", "invoice", "customer_letter", "shipping_notice"],
}
REJECT_REASONS = ["the seal of the instrument case was broken and the unit shows traces of use",
                  "the return arrived after the 14-day return period agreed in our terms",
                  "the instrument was operated outside its specified range, as the internal event log shows"]


@dataclass
class Case15:
    """One customer order and everything that happens to it."""

    cid: str
    kind: str
    country: str
    currency: str
    institution: str
    department: str
    street: str
    city: str
    vat_id: str
    first: str
    last: str
    gender: str
    role: str
    email: str
    procurement: str
    procurement_mail: str
    customer_id: str
    order_id: str
    order_num: str
    po: str
    invoice_number: str
    case_number: str
    has_case: bool
    order_date: date
    items: list[tuple[str, str, int, Decimal]]
    vat_rate: Decimal
    carrier: str = ""
    tracking: str = ""
    colli: int = 1
    weight: str = ""
    est_confirm: date | None = None
    states_estimate: bool = True
    ship_date: date | None = None
    ship_estimate: date | None = None
    delivered: date | None = None
    return_item: tuple[str, str, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    show_eligible: bool = True
    waiver: int | None = None
    promised: date | None = None
    payment_ref: str = ""
    approval_day: date | None = None
    letter_amount: Decimal = Decimal("0")
    request_deadline: Any = None
    letter_deadline: Any = None
    deadline: Any = None
    reject_reason: str = ""
    warranty_product: str = ""
    serial: str = ""
    issue: str = ""
    rma_on_form: bool = True
    form_deadline: date | None = None
    typo_name: str | None = None
    typo_doc: Doc | None = None
    planted: list[tuple[str, str]] = field(default_factory=list)
    docs: list[Doc] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def subtotal(self) -> Decimal:
        return sum((cents(q * u) for _, _, q, u in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return cents(self.subtotal * self.vat_rate / 100)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax


class Batch15:
    def __init__(self, docs: list[Doc], cases: list[Case15], conflicts: list[dict]):
        self.docs, self.cases, self.conflicts = docs, cases, conflicts


# --------------------------------------------------------------------------- identifiers


def _ids(country: str, n: int, rng: random.Random) -> dict[str, str]:
    """Order, customer, invoice, case and payment numbers in the shape of the selling entity's ERP."""
    web = rng.random() < 0.2
    if web:
        order = f"{260000 + n}"  # orders placed in the web portal: plain numbers
    elif country in ("NL", "BE"):
        order = f"26-{n:05d}"
    elif country == "CH":
        order = f"BS/26/{n:04d}"
    else:
        order = f"AC{26}{n:05d}"
    cust = {"NL": f"{rng.randint(10010, 19990)}", "BE": f"BE{rng.randint(40010, 49990)}",
            "DE": f"D-{rng.randint(20010, 29990)}", "AT": f"A-{rng.randint(30010, 39990)}",
            "CH": f"CH-{rng.randint(5010, 5990)}"}[country]
    inv = {"NL": f"2026-1{n:04d}", "BE": f"2026-1{n:04d}", "DE": f"RE-26{n:05d}", "AT": f"RE-26{n:05d}",
           "CH": f"RG/26/{n:05d}"}[country]
    case = rng.choice((f"RMA-26-{rng.randint(100, 999):04d}", f"RMA26{rng.randint(1000, 9999)}",
                       f"REK-2026-{rng.randint(10, 99):03d}")) if country != "CH" else f"RMA/26/{rng.randint(100, 999)}"
    pay = rng.choice((f"KMI-CN26{rng.randint(1000, 9999)}", f"SEPA-{rng.randint(20260000, 20269999)}-{rng.randint(10, 99)}",
                      f"{rng.randint(10**11, 10**12 - 1)}", f"E2E26{rng.randint(100000, 999999)}K{rng.randint(10, 99)}"))
    return {"order_id": order, "customer_id": cust, "invoice_number": inv, "case_number": case,
            "payment_ref": pay}


def _tracking(carrier: str, rng: random.Random) -> str:
    key = v.CARRIERS[carrier][0]
    digits = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))  # noqa: E731
    if key == "dhl":
        return digits(10)
    if key == "dpd":
        return "0" + digits(13)
    if key == "gls":
        return digits(11)
    if key == "ups":
        return "1Z" + "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXY") for _ in range(16))
    if key == "kn":
        return "KN-" + digits(10)
    if key == "schenker":
        return digits(10)
    return rng.choice(("CD", "RR", "LX")) + digits(9) + ("CH" if carrier == "Swiss Post" else "NL")


def _serial(art: str, rng: random.Random) -> str:
    chars = "ACDEFGHJKMNPRTUVWXY234679"
    style = rng.randint(0, 2)
    if style == 0:
        return "SN-" + "".join(rng.choice(chars) for _ in range(8))
    if style == 1:
        return f"{art[3:6]}-26{''.join(rng.choice('0123456789') for _ in range(5))}"
    return "B" + "".join(rng.choice(chars) for _ in range(9))


def _typo(last: str, rng: random.Random) -> str:
    """A misspelling as a forwarder or a typist makes it: umlauts transliterated, a letter dropped or swapped."""
    for a, b in (("ü", "ue"), ("ö", "oe"), ("ä", "ae"), ("ß", "ss"), ("ij", "y")):
        if a in last:
            return last.replace(a, b, 1)
    for i in range(len(last) - 1):
        if last[i] == last[i + 1]:
            return last[:i] + last[i + 1:]
    i = rng.randint(1, len(last) - 3)
    return last[:i] + last[i + 1] + last[i] + last[i + 2:]


# --------------------------------------------------------------------------- cases


def _make_case(i: int, kind: str, rng: random.Random, used_customers: list[int]) -> Case15:
    pick = [k for k in range(len(v.CUSTOMERS)) if used_customers.count(k) < 2]
    k = rng.choice([k for k in pick if k not in used_customers] or pick)
    used_customers.append(k)
    country, inst, dept, street, dom, vat_id, people = v.CUSTOMERS[k]
    first, last = rng.choice(people)
    ids = _ids(country, 4000 + i * 37 + rng.randint(0, 30), rng)
    entity_rate = Decimal(v.ENTITIES[country][5])
    n_items = rng.randint(1, 3)
    main = rng.sample(v.PRODUCTS, 1 + (n_items > 2))
    items = [(n, a, rng.choice((1, 1, 2)), u) for n, a, u in main]
    items += [(n, a, rng.randint(1, 3), u) for n, a, u in rng.sample(v.ACCESSORIES, max(0, n_items - len(main)))]
    if country == "CH":  # the Basel branch prices in CHF
        items = [(n, a, q, cents(u * Decimal("0.94"))) for n, a, q, u in items]
    order_date = later(date(2026, 9, 1), 0, 70, rng)
    role = rng.choice(("Laboratory manager", "Purchasing / Einkauf" if country in ("DE", "AT", "CH")
                       else "Purchasing / Inkoop", "Research associate", "Head of QC"))
    proc = "Procurement Office / " + ("Zentraler Einkauf" if country in ("DE", "AT", "CH") else "Inkoop")
    c = Case15(
        cid=f"C{i + 1:02d}", kind=kind, country=country, currency="CHF" if country == "CH" else "EUR",
        institution=inst, department=dept, street=street, city=street.split(", ")[-1].split(" ", 1)[-1].split(" ", 1)[-1]
        if country == "NL" else street.split(", ")[-1].split(" ", 1)[-1],
        vat_id=vat_id, first=first, last=last, gender="f" if first in FEMALE else "m", role=role,
        email=f"{first[0].lower()}.{_ascii(last).lower().replace(' ', '')}@{dom}", procurement=proc,
        procurement_mail=f"einkauf@{dom}" if country in ("DE", "AT", "CH") else f"inkoop@{dom}",
        customer_id=ids["customer_id"], order_id=ids["order_id"], order_num=ids["order_id"][-5:].replace("/", ""),
        po=rng.choice((f"45{rng.randint(10**7, 10**8 - 1)}", f"PO-{rng.randint(100000, 999999)}",
                       f"B{rng.randint(2600000, 2699999)}")),
        invoice_number=ids["invoice_number"], case_number=ids["case_number"],
        has_case=kind != "late", order_date=order_date, items=items, vat_rate=entity_rate,
        payment_ref=ids["payment_ref"],
    )
    c.carrier = rng.choice([cr for cr in v.CARRIERS if (cr != "Swiss Post" or country == "CH")
                            and (cr != "PostNL" or country in ("NL", "BE"))])
    c.tracking = _tracking(c.carrier, rng)
    c.colli = rng.randint(1, 3)
    c.weight = f"{rng.randint(2, 38)},{rng.randint(0, 9)}"
    return c


FEMALE = {"Anouk", "Sanne", "Lieselot", "Katrin", "Melanie", "Stefanie", "Verena", "Corinne"}


def _ascii(s: str) -> str:
    for a, b in (("ü", "ue"), ("ö", "oe"), ("ä", "ae"), ("ß", "ss"), ("é", "e")):
        s = s.replace(a, b)
    return s.replace("-", "")


def _plan(c: Case15, rng: random.Random, plant: set[str]) -> list[tuple[str, date]]:
    """The case's timeline and money: which documents, dated when, stating what."""
    oc_date = later(c.order_date, 0, 2, rng)
    c.est_confirm = later(c.order_date, 8, 16, rng)
    c.states_estimate = c.kind == "late" or "delivery_estimate_changed" in plant or rng.random() < 0.75
    transit = v.CARRIERS[c.carrier][1]
    if c.kind == "late":
        letter_date = later(c.est_confirm, 4, 7, rng)
        c.letter_deadline = later(letter_date, 7, 12, rng)
        c.ship_date = later(letter_date, 1, 3, rng)
    else:
        c.ship_date = later(c.order_date, 3, 7, rng)
    if "delivery_estimate_changed" in plant:
        c.ship_estimate = later(max(c.ship_date, c.est_confirm), 2, 5, rng)
    elif c.kind != "late" and rng.random() < 0.7 and c.est_confirm >= c.ship_date:
        c.ship_estimate = c.est_confirm if c.states_estimate else c.delivered
    c.delivered = later(c.ship_date, transit - 1, transit + 1, rng)
    inv_date = later(c.ship_date, 0, 2, rng)
    dated = {"order_confirmation": oc_date, "invoice": inv_date, "shipping_notice": c.ship_date}
    if c.kind == "late":
        dated["customer_letter"] = letter_date
    if c.kind in ("warranty", "refund_warranty"):
        item = rng.choice([it for it in c.items if it[1] in {p[1] for p in v.PRODUCTS}])
        c.warranty_product = item[0]
        c.serial = _serial(item[1], rng)
        c.issue = rng.choice(v.ISSUES)
        c.rma_on_form = rng.random() < 0.6
        dated["warranty_form"] = later(c.delivered, 5, 15, rng)
        if c.kind == "warranty" and rng.random() < 0.6:
            c.form_deadline = later(dated["warranty_form"], 14, 28, rng)
    if c.kind in ("refund", "refund_letter", "refund_warranty", "rejected"):
        c.return_item = rng.choice(c.items)
        req_date = later(max(c.delivered, dated.get("warranty_form", c.delivered)), 3, 12, rng)
        c.reason = rng.choice(v.RETURN_REASONS)
        gross = cents(c.return_item[3] * (1 + c.vat_rate / 100))
        c.requested = gross
        fee = cents(gross * Decimal("0.15")) if rng.random() < 0.5 and c.kind != "rejected" else Decimal("0")
        c.eligible = gross - fee
        c.waiver = rng.choice((25, 50, 100)) if fee and rng.random() < 0.6 else None
        c.approved = c.eligible + (cents(fee * c.waiver / 100) if c.waiver else Decimal("0"))
        c.show_eligible = rng.random() < 0.6
        if "unresolved" in plant:
            c.request_deadline = rng.choice(v.UNRESOLVED)
        elif rng.random() < 0.3 and (month_end(req_date) - req_date).days >= 21:
            c.request_deadline = month_end(req_date)
        else:
            c.request_deadline = req_date + timedelta(days=rng.choice((21, 28, 30, 35)))
        c.approval_day = later(req_date, 3, 6, rng)
        c.promised = later(c.approval_day, 5, 9, rng) if rng.random() < 0.7 or c.kind == "refund_letter" else None
        dated["refund_request"] = req_date
        dated["refund_approval"] = c.approval_day
        if c.kind == "rejected":
            c.reject_reason = rng.choice(REJECT_REASONS)
            c.promised = None
        if c.kind in ("refund_letter", "refund_warranty", "rejected"):
            letter_date = later(c.promised or c.approval_day + timedelta(days=7), 2, 4, rng)
            dated["customer_letter"] = letter_date
            c.letter_deadline = c.request_deadline
            c.letter_amount = c.approved
            if "approved_amount_mismatch" in plant:
                c.letter_amount = c.requested if c.requested != c.approved else c.approved + Decimal("50.00")
            exec_date = later(letter_date, 2, 5, rng)
        else:
            exec_date = later(c.promised or c.approval_day, -3 if c.promised else 2, 0 if c.promised else 6, rng)
            exec_date = max(exec_date, c.approval_day + timedelta(days=1))
        if c.kind != "rejected":
            dated["refund_execution"] = exec_date
    if "deadline_changed" in plant:
        base = c.request_deadline if isinstance(c.request_deadline, date) else dated["customer_letter"]
        c.letter_deadline = later(max(base, dated["customer_letter"]), 7, 14, rng)
    return [(t, dated[t]) for t in PLANS[c.kind]]


def _style(rng: random.Random, fmt: str) -> dict[str, Any]:
    layout = rng.choice(("kv", "aligned", "stacked", "grid", "letter"))
    style: dict[str, Any] = {
        "font": rng.choice(("sans", "serif", "mono", "sans_condensed", "serif_condensed")),
        "size": rng.choice((9.5, 10, 10.5, 11)),
        "dpi": 200 if fmt == "fax" else rng.choice((150, 150, 170)),
        "layout": layout, "author": v.SHOP,
    }
    if layout == "aligned":
        style["aligned"] = True
    if layout == "stacked":
        style["stacked"] = True
    if fmt == "pdf_scan":
        style["scan_noise"] = rng.random() < 0.5
    if fmt == "email":
        style["qp"] = rng.random() < 0.4
        style["html"] = rng.random() < 0.4
    return style


def _pick(rng: random.Random, doc_type: str) -> str:
    opts = FORMATS[doc_type]
    return rng.choices(list(opts), weights=list(opts.values()))[0]


def build_batch(seed: int = SEED, schema: Schema | None = None) -> Batch15:
    """Plan the cases, write every document with its truth, plant the conflicts, number the files."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds = KINDS[:]
    rng.shuffle(kinds)
    letter_cases = [i for i, k in enumerate(kinds) if k in ("refund_letter", "refund_warranty", "rejected")]
    amount_cases = [i for i in letter_cases if kinds[i] != "rejected"]
    plants: dict[int, set[str]] = {i: set() for i in range(len(kinds))}
    for i in rng.sample(amount_cases, 2):
        plants[i].add("approved_amount_mismatch")
    for i in rng.sample(letter_cases, 2):
        plants[i].add("deadline_changed")
    for i in rng.sample(range(len(kinds)), 2):
        plants[i].add("misspelled_name")
    est = [i for i, k in enumerate(kinds) if k == "late"] + rng.sample([i for i, k in enumerate(kinds) if k == "warranty"], 1)
    for i in est:
        plants[i].add("delivery_estimate_changed")
    # two refund requests whose deadline is words no date resolves (not a conflict: a plan flag)
    for i in rng.sample([i for i, k in enumerate(kinds) if k in ("refund", "refund_letter")], 2):
        plants[i].add("unresolved")
    cases: list[Case15] = []
    used: list[int] = []
    for i, kind in enumerate(kinds):
        c = _make_case(i, kind, rng, used)
        for t, d in sorted(_plan(c, rng, plants[i]), key=lambda td: td[1]):
            fmt = _pick(rng, t)
            doc = Doc(case_id=c.cid, doc_type=t, fmt=fmt, date=d, style=_style(rng, fmt))
            c.docs.append(doc)
        if "misspelled_name" in plants[i]:
            c.typo_name = f"{c.first} {_typo(c.last, rng)}"
            c.typo_doc = next(d for d in c.docs if d.doc_type in ("shipping_notice", "invoice"))
        c.planted = sorted((FIELD_OF[k], k) for k in plants[i] if k in FIELD_OF)
        cases.append(c)
    _balance_formats([d for c in cases for d in c.docs], rng)
    for c in cases:
        for doc in c.docs:
            w = Writer15(schema, c, doc, rng)
            WRITERS[doc.doc_type](w)
            w.finish()
    docs = [d for c in cases for d in c.docs]
    order = list(range(len(docs)))
    rng.shuffle(order)
    for n, k in enumerate(order, 1):
        docs[k].doc_id = f"{PREFIX}-{n:04d}.{EXT[docs[k].fmt]}"
    return Batch15(docs, cases, _conflicts(cases))


FIELD_OF = {"approved_amount_mismatch": "refund_approved", "deadline_changed": "customer_deadline",
            "misspelled_name": "customer_name", "delivery_estimate_changed": "delivery_estimate"}


def _balance_formats(docs: list[Doc], rng: random.Random) -> None:
    """At least three documents of every format: move documents from the most common format their type allows."""
    for fmt in EXT:
        while sum(d.fmt == fmt for d in docs) < 3:
            counts = {f: sum(d.fmt == f for d in docs) for f in EXT}
            movable = [d for d in docs if fmt in FORMATS[d.doc_type] and counts[d.fmt] > 4]
            doc = max(movable, key=lambda d: (counts[d.fmt], rng.random()))
            doc.fmt = fmt
            doc.style = _style(rng, fmt)


def _conflicts(cases: list[Case15]) -> list[dict]:
    """Each planted disagreement: the two values in document order and the documents stating them."""
    out = []
    for c in cases:
        for fld, kind in c.planted:
            docs = [d for d in c.docs if d.fields.get(fld, {}).get("value") is not None]
            values = list(dict.fromkeys(d.fields[fld]["value"] for d in docs))
            assert len(values) == 2, (c.cid, fld, values)
            for d in docs:
                d.planted_conflicts.append({"field": fld, "kind": kind, "values": values})
            out.append({"case_id": c.cid, "field": fld, "kind": kind, "values": values,
                        "doc_ids": [d.doc_id for d in docs]})
    return out


def generate(out: Path = OUT, seed: int = SEED, truth_only: bool = False) -> Batch15:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, f"{PREFIX}-*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, OUT, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
