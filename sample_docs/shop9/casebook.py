"""Tembo Tone's customer cases: who bought what, which documents each case produced and when, what is
planted to disagree, and the whole batch (documents and truth) for one seed."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.shop9 import lexicon as L
from sample_docs.shop9 import printing as P
from sample_docs.shop9.printing import cents
from sample_docs.shop9.sheet import MAY_DIFFER, Paper
from status.schema import Schema, load_schema

DEFAULT_SEED = 919
CASE_PREFIX = "Q"
FILE_PREFIX = "tmb_"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}

# what kinds of case the shop has this season (15 cases)
KINDS = ["refund", "refund", "refund", "refund_chase", "refund_chase", "refund_chase", "refund_chase",
         "warranty", "warranty", "warranty", "refund_warranty", "declined", "declined", "late", "late"]

# the forms each document type comes in (weight), and the file formats each form is kept in (weights)
FORMS = {
    "invoice": {"mail": (1, {"email": 1}),
                "sheet": (5, {"pdf_text": 4, "clean_image": 1.5, "noisy_scan": 2.5, "pdf_scan": 1, "noisy_pdf_scan": 1.5})},
    "order_confirmation": {"mail": (4, {"email": 3, "text": 1}), "portal": (1.5, {"text": 1}),
                           "sheet": (2.5, {"pdf_text": 2, "clean_image": 1, "fax": 1})},
    "shipping_notice": {"sms": (2, {"text": 1}), "mail": (2.5, {"email": 2, "text": 1}),
                        "sheet": (3, {"clean_image": 1.5, "noisy_scan": 1.5, "fax": 1.5, "pdf_text": 0.5})},
    "refund_request": {"chat": (2, {"text": 1, "email": 1}), "mail": (3, {"email": 2, "text": 1}),
                       "webform": (1.5, {"email": 1, "text": 1}),
                       "slip": (2, {"clean_image": 1, "noisy_scan": 1.5, "pdf_scan": 1, "fax": 0.5})},
    "refund_approval": {"sms": (1, {"text": 1}), "mail": (3, {"email": 2, "text": 1}),
                        "sheet": (3, {"pdf_text": 3, "clean_image": 1, "noisy_pdf_scan": 1.5, "email": 1})},
    "refund_execution": {"forward": (2, {"text": 2, "email": 1}), "mail": (2, {"email": 1}),
                         "sheet": (3, {"pdf_text": 2.5, "noisy_scan": 2, "pdf_scan": 1})},
    "warranty_form": {"webform": (2, {"email": 2, "text": 1}),
                      "sheet": (4, {"pdf_text": 3, "clean_image": 2, "noisy_scan": 2, "fax": 1})},
    "customer_letter": {"mail": (6, {"email": 3.5, "text": 3}),
                        "letter": (4, {"noisy_scan": 2, "clean_image": 1, "pdf_scan": 1, "fax": 0.5, "noisy_pdf_scan": 0.5})},
}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")
NOISY = ("noisy_scan", "noisy_pdf_scan", "fax")
KIND_OF_CONFLICT = {"refund_approved": "approved_amount_mismatch", "customer_deadline": "deadline_changed",
                    "customer_name": "misspelled_name", "delivery_estimate": "delivery_estimate_changed"}


@dataclass
class Case:
    cid: str
    kind: str
    cur: str
    name: str
    place: str
    inst: str | None  # the school, church or band the customer buys for ("we" voice), or None
    customer_id: str
    order_id: str
    invoice_number: str
    case_number: str
    order_date: date
    items: list[tuple[str, int, Decimal]]  # (product, quantity, unit price as printed on the invoice)
    planted: set[str]
    docs: list[Paper] = field(default_factory=list)
    # filled in by plan()
    subtotal: Decimal = Decimal(0)
    tax: Decimal = Decimal(0)
    total: Decimal = Decimal(0)
    carrier: str = ""
    tracking: str = ""
    payment_ref: str = ""
    serial: str = ""
    warranty_product: str = ""
    return_item: tuple[str, int, Decimal] | None = None
    reason: str = ""
    issue: str = ""
    requested: Decimal = Decimal(0)
    eligible: Decimal = Decimal(0)
    fee_basis: str | None = None
    fee: Decimal = Decimal(0)
    waiver: int | None = None
    approved: Decimal = Decimal(0)
    wrong_approved: Decimal = Decimal(0)
    typo_name: str = ""
    est_confirm: date | None = None
    est_ship: date | None = None
    phone: str = ""
    email_addr: str = ""
    # what the customer has said about a deadline so far: a date, unresolved words, or None
    deadline: date | str | None = None

    @property
    def loc(self) -> str:
        return L.COUNTRY[self.cur]

    @property
    def tax_word(self) -> str:
        return L.TAX[self.cur][0]

    @property
    def tax_rate(self) -> Decimal:
        return L.TAX[self.cur][1]

    def gross(self, unit: Decimal) -> Decimal:
        """What one unit cost the customer, tax included (Philippine prices are printed VAT-inclusive)."""
        return unit if self.cur == "PHP" else cents(unit * (100 + self.tax_rate) / 100)


def price(case: Case) -> None:
    lines = sum((q * u for _, q, u in case.items), Decimal(0))
    if case.cur == "PHP":  # VAT-inclusive shelf prices: the invoice backs the VAT out of the total
        case.total = cents(lines)
        case.subtotal = cents(case.total * 100 / (100 + case.tax_rate))
        case.tax = case.total - case.subtotal
    else:
        case.subtotal = cents(lines)
        case.tax = cents(case.subtotal * case.tax_rate / 100)
        case.total = case.subtotal + case.tax


def misspell(name: str, rng: random.Random) -> str:
    """A plausible slip of the keyboard in the surname (a doubled or dropped letter, swapped neighbours)."""
    first, last = name.rsplit(" ", 1)
    i = rng.randrange(1, len(last) - 2)
    how = rng.choice(["double", "drop", "swap"])
    if how == "double":
        wrong = last[:i] + last[i] + last[i:]
    elif how == "drop":
        wrong = last[:i] + last[i + 1:]
    else:
        wrong = last[:i] + last[i + 1] + last[i] + last[i + 2:]
    return f"{first} {wrong}" if wrong != last else f"{first} {last[:-1]}"


def make_case(n: int, kind: str, cur: str, person: tuple[str, str], planted: set[str], rng: random.Random,
              used: set[str]) -> Case:
    def fresh(make):
        while True:
            v = make()
            if v not in used:
                used.add(v)
                return v

    name, place = person
    col = {"KES": 0, "PHP": 1, "AED": 2, "JMD": 3}[cur]
    picks = rng.sample(L.PRODUCTS, rng.choice([1, 1, 2, 2, 3]))
    if kind in ("warranty", "refund_warranty") and not any(p in L.WARRANTY_PRODUCTS for p, _ in picks):
        wp = rng.choice(L.WARRANTY_PRODUCTS)
        picks[0] = next(p for p in L.PRODUCTS if p[0] == wp)
    if kind == "refund_warranty" and len(picks) == 1:
        picks.append(rng.choice([p for p in L.PRODUCTS if p[0] != picks[0][0] and p[0] not in L.WARRANTY_PRODUCTS]))
    items = []
    for prod, prices in picks:
        unit = Decimal(prices[col])
        if cur in ("PHP", "AED") and rng.random() < 0.4:
            unit -= Decimal("0.05") if cur == "AED" else Decimal("0.25")
        items.append((prod, rng.choice([1, 1, 2]) if prices[0] < 7000 else 1, unit))
    inst = rng.choice(L.INSTITUTIONS[cur]) if rng.random() < 0.3 else None
    c = Case(cid=f"{CASE_PREFIX}{n:02d}", kind=kind, cur=cur, name=name, place=place, inst=inst,
             customer_id=fresh(lambda: P.customer_id(rng, cur)), order_id=fresh(lambda: P.order_id(rng, cur)),
             invoice_number=fresh(lambda: P.invoice_number(rng, cur)), case_number=fresh(lambda: P.case_number(rng)),
             order_date=date(2026, 2, 2) + timedelta(days=rng.randrange(0, 60)), items=items, planted=planted)
    price(c)
    c.carrier = rng.choice(L.CARRIERS[cur])
    c.tracking = fresh(lambda: P.tracking(rng, c.carrier))
    c.payment_ref = fresh(lambda: P.payment_reference(rng, cur))
    warr = [it for it in items if it[0] in L.WARRANTY_PRODUCTS]
    c.warranty_product = (warr[0] if warr else items[0])[0]
    c.serial = fresh(lambda: P.serial_number(rng, c.warranty_product))
    c.return_item = rng.choice([it for it in items if kind != "refund_warranty" or it[0] != c.warranty_product])
    c.reason = rng.choice(L.RETURN_REASONS[L.kind_of(c.return_item[0])])
    c.issue = rng.choice(L.ISSUES.get(L.kind_of(c.warranty_product), L.ISSUES["keys"]))
    c.requested = c.gross(c.return_item[2])
    c.eligible = c.requested
    if rng.random() < 0.55:
        c.fee_basis = rng.choice(L.FEE_BASES)
        flat = {"KES": Decimal(650), "PHP": Decimal(250), "AED": Decimal(35), "JMD": Decimal(1200)}[cur]
        c.fee = cents(c.eligible * Decimal("0.1")) if c.fee_basis == "restocking fee" else flat
        c.waiver = rng.choice([None, 25, 50, 100])
    kept = c.fee * (100 - (c.waiver or 0)) / 100
    c.approved = cents(c.eligible - kept)
    c.wrong_approved = rng.choice([cents(c.approved + rng.choice([100, 250, 500]) * (1 if cur != "AED" else Decimal("0.1"))),
                                   c.requested if c.requested != c.approved else cents(c.approved * Decimal("0.9"))])
    c.typo_name = misspell(name, rng)
    c.phone = {"KES": f"07{P.dg(rng, 2)} {P.dg(rng, 3)} {P.dg(rng, 3)}", "PHP": f"0917 {P.dg(rng, 3)} {P.dg(rng, 4)}",
               "AED": f"+971 5{P.dg(rng, 1)} {P.dg(rng, 3)} {P.dg(rng, 4)}",
               "JMD": f"(876) {P.dg(rng, 3)}-{P.dg(rng, 4)}"}[cur]
    first, last = name.lower().replace("'", "").split(" ")[0], name.lower().split(" ")[-1]
    c.email_addr = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{P.dg(rng, 2)}"]) + "@" + rng.choice(
        {"KES": ["gmail.com", "yahoo.co.ke", "example.co.ke"], "PHP": ["gmail.com", "yahoo.com.ph", "example.ph"],
         "AED": ["gmail.com", "example.ae", "outlook.com"], "JMD": ["gmail.com", "example.com.jm", "hotmail.com"]}[cur])
    return c


# --------------------------------------------------------------------------- which documents, when


def new_paper(case: Case, doc_type: str, d: date, rng: random.Random, **extra: Any) -> Paper:
    forms = FORMS[doc_type]
    form = rng.choices(list(forms), weights=[w for w, _ in forms.values()])[0]
    weights = forms[form][1]
    fmt = rng.choices(list(weights), weights=list(weights.values()))[0]
    style = {
        "font": rng.choice(FONTS),
        "size": rng.choice([10.5, 11, 11.5]) if fmt in NOISY else rng.choice([9.5, 10, 10.5, 11]),
        "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
        "layout": rng.choice(["inline", "aligned", "stacked"]),
        "refs": rng.choice(["lines", "lines", "two_a_line", "grid", "right", "bullets"]),
        "kv_sep": rng.choice([":", ":", ":", " -", ""]),
        "author": L.SHOP,
        "qp": rng.random() < 0.4,
        "html": rng.random() < 0.35,
        "scan_noise": rng.random() < 0.5,
        "money": rng.choice(P.MONEY_STYLES[case.cur]),
        "date": rng.choice(P.DATE_STYLES[case.cur]),
        "form": form,
        **extra,
    }
    style["aligned"] = style["layout"] == "aligned"
    style["stacked"] = style["layout"] == "stacked"
    if style["kv_sep"] == "" and style["layout"] != "aligned" or style["kv_sep"] == " -" and style["layout"] != "inline":
        style["kv_sep"] = ":"
    p = Paper(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style=style, seq=len(case.docs))
    case.docs.append(p)
    return p


def deadline_plan(rng: random.Random, base: date, force: bool, p: float, unresolved_ok: bool) -> dict[str, Any]:
    """What deadline a customer's document will give: {'deadline': date | None, 'relative_ok': bool,
    'unresolved': bool}."""
    if not force and rng.random() > p:
        return {"deadline": None}
    if unresolved_ok and not force and rng.random() < 0.3:
        return {"deadline": "unresolved"}
    return {"deadline": base + timedelta(days=rng.randrange(8, 21)), "relative_ok": not force}


def plan(case: Case, rng: random.Random) -> None:
    k, planted = case.kind, case.planted
    ship = case.order_date + timedelta(days=rng.randrange(1, 4))
    case.est_confirm = ship + timedelta(days=rng.randrange(2, 6))
    case.est_ship = case.est_confirm + timedelta(days=rng.randrange(3, 7)) if "delivery_estimate" in planted \
        else case.est_confirm
    typo = "customer_name" in planted
    typo_on_oc = typo and rng.random() < 0.5
    if typo_on_oc or "delivery_estimate" in planted or k == "late" or rng.random() < 0.6:
        new_paper(case, "order_confirmation", case.order_date, rng, typo=typo_on_oc)
    if (typo and not typo_on_oc) or rng.random() < 0.65:
        new_paper(case, "invoice", case.order_date + timedelta(days=rng.randrange(0, 2)), rng,
                  typo=typo and not typo_on_oc)
    if k == "late" or rng.random() < 0.7:
        new_paper(case, "shipping_notice", ship, rng)
    arrived = case.est_ship

    if k == "late":
        new_paper(case, "customer_letter", case.est_confirm + timedelta(days=rng.randrange(2, 5)), rng, voice="late",
                  **deadline_plan(rng, case.est_confirm + timedelta(days=5), False, 0.6, True))
        return
    last = arrived
    if k in ("refund", "refund_chase", "refund_warranty", "declined"):
        req = arrived + timedelta(days=rng.randrange(2, 9))
        force = "customer_deadline" in planted
        new_paper(case, "refund_request", req, rng, case_no=rng.random() < 0.35,
                  **deadline_plan(rng, req, force, 0.6, True))
        appr = req + timedelta(days=rng.randrange(2, 6))
        if k == "refund" and rng.random() < 0.6 or k == "declined" and rng.random() < 0.3:
            appr += timedelta(days=3)
            new_paper(case, "customer_letter", req + timedelta(days=rng.randrange(1, 3)), rng, voice="query",
                      **deadline_plan(rng, req + timedelta(days=4), False, 0.5, True))
        new_paper(case, "refund_approval", appr, rng, declined=k == "declined",
                  promise=rng.random() < 0.6 and k != "declined", show_eligible=rng.random() < 0.65)
        last = appr
        if k == "declined":
            new_paper(case, "customer_letter", appr + timedelta(days=rng.randrange(1, 6)), rng, voice="declined",
                      **deadline_plan(rng, appr + timedelta(days=3), False, 0.7, True))
            return
        if k == "refund_chase":
            chase = appr + timedelta(days=rng.randrange(4, 9))
            moved = "customer_deadline" in planted
            new_paper(case, "customer_letter", chase, rng, voice="chase", quote_amount=True, moved=moved,
                      wrong_amount="refund_approved" in planted,
                      **({"deadline": "moved"} if moved else deadline_plan(rng, chase, False, 0.5, False)))
            last = chase
        paid = last + timedelta(days=rng.randrange(1, 5))
        new_paper(case, "refund_execution", paid, rng)
        last = paid
        if k == "refund_chase" and rng.random() < 0.5 or k == "refund" and rng.random() < 0.4:
            new_paper(case, "customer_letter", paid + timedelta(days=rng.randrange(1, 4)), rng, voice="thanks",
                      deadline=None)
    if k in ("warranty", "refund_warranty"):
        start = last + timedelta(days=rng.randrange(10, 30) if k == "refund_warranty" else rng.randrange(20, 50))
        force = "customer_deadline" in planted and k == "warranty"
        new_paper(case, "warranty_form", start, rng, **deadline_plan(rng, start, force, 0.55, False))
        moved = "customer_deadline" in planted and k == "warranty"
        later = rng.randrange(3, 7) if moved else rng.randrange(5, 12)
        new_paper(case, "customer_letter", start + timedelta(days=later), rng, voice="repair",
                  moved=moved, wrong_amount="refund_approved" in planted and k == "refund_warranty",
                  quote_amount=k == "refund_warranty",
                  **({"deadline": "moved"} if moved else deadline_plan(rng, start + timedelta(days=8), False, 0.5,
                                                                        True)))


# --------------------------------------------------------------------------- the batch


@dataclass
class Batch:
    docs: list[Paper]
    cases: list[Case]
    conflicts: list[dict[str, Any]]


def collect_conflicts(cases: list[Case]) -> list[dict[str, Any]]:
    """The planted disagreements, read back from the truth; every other field must agree within its case."""
    out = []
    for c in cases:
        docs = sorted(c.docs, key=lambda p: (p.date, p.seq))
        stated: dict[str, list[tuple[Paper, str]]] = {}
        for p in docs:
            for name, fv in p.fields.items():
                if fv["value"] is not None and name not in MAY_DIFFER:
                    stated.setdefault(name, []).append((p, fv["value"]))
        for name, pairs in stated.items():
            values = list(dict.fromkeys(v for _, v in pairs))
            if name in c.planted:
                if len(values) != 2:
                    raise AssertionError(f"{c.cid}: planted {name} shows {values}")
                entry = {"field": name, "kind": KIND_OF_CONFLICT[name], "values": values}
                for p, _ in pairs:
                    p.planted.append(entry)
                out.append({"case_id": c.cid, **entry, "doc_ids": [p.doc_id for p, _ in pairs]})
            elif len(values) > 1:
                raise AssertionError(f"{c.cid}: {name} disagrees without being planted: {values}")
        for name in c.planted:
            if name not in stated:
                raise AssertionError(f"{c.cid}: planted {name} never stated")
    return out


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """Every case and document (content and truth) for one seed. Nothing is written."""
    from sample_docs.shop9.papers import write_paper

    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds = list(KINDS)
    rng.shuffle(kinds)
    curs = (["KES", "PHP", "AED", "JMD"] * 4)[:len(kinds)]
    rng.shuffle(curs)
    people = {cur: rng.sample(ps, len(ps)) for cur, ps in L.PEOPLE.items()}
    cids = [f"{CASE_PREFIX}{i + 1:02d}" for i in range(len(kinds))]
    planted: dict[str, set[str]] = {c: set() for c in cids}
    of = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    chase = rng.sample(of("refund_chase"), 4)
    for c in chase[:2] + of("refund_warranty"):
        planted[c].add("refund_approved")
    for c in chase[2:] + rng.sample(of("warranty"), 1):
        planted[c].add("customer_deadline")
    for c in rng.sample(of("refund", "declined"), 2):
        planted[c].add("customer_name")
    for c in of("late"):
        planted[c].add("delivery_estimate")

    used: set[str] = set()
    cases = []
    for n, (cid, kind, cur) in enumerate(zip(cids, kinds, curs), 1):
        case = make_case(n, kind, cur, people[cur].pop(), planted[cid], rng, used)
        plan(case, rng)
        for paper in sorted(case.docs, key=lambda p: (p.date, p.seq)):
            write_paper(schema, case, paper, rng)
        cases.append(case)
    docs = [p for c in cases for p in c.docs]
    rng.shuffle(docs)
    for i, p in enumerate(docs, 1):
        p.doc_id = f"{FILE_PREFIX}{i:04d}.{EXT[p.fmt]}"
    return Batch(docs=docs, cases=cases, conflicts=collect_conflicts(cases))
