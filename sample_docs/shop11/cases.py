"""Shop 11's customer cases: one order of one customer each, with the dates, amounts and
identifiers every document of the case prints."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from sample_docs.shop11 import vocab as V
from sample_docs.shop11.values import cents, local_price, plus

# kinds of case and the documents each one has, in the order they happen
KINDS = {
    "refund": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
               "refund_execution"],
    "refund_letter": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                      "customer_letter", "refund_execution"],
    "rejected": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                 "customer_letter"],
    "warranty": ["order_confirmation", "invoice", "shipping_notice", "warranty_form", "customer_letter"],
    "refund_warranty": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                        "refund_execution", "warranty_form", "customer_letter"],
    "late": ["order_confirmation", "invoice", "shipping_notice", "customer_letter"],
    "question": ["order_confirmation", "shipping_notice", "customer_letter"],
}
PLAN = ["refund", "refund", "refund", "refund_letter", "refund_letter", "refund_letter", "rejected", "rejected",
        "warranty", "warranty", "refund_warranty", "late", "late", "question"]
CONFLICTS = {  # which case kinds may carry which planted conflict, and how many
    "approved_amount_mismatch": (["refund_letter"], 2),
    "deadline_changed": (["refund_letter", "rejected"], 2),
    "misspelled_name": (["refund", "warranty", "late", "refund_letter"], 2),
    "delivery_estimate_changed": (["late", "refund", "question"], 2),
}
CITIES = {"SE": ["903 26 Umeå", "413 04 Göteborg", "752 20 Uppsala"], "NO": ["0552 Oslo", "9008 Tromsø"],
          "DK": ["8000 Aarhus C", "2200 København N"], "FI": ["00100 Helsinki", "33100 Tampere"],
          "PL": ["30-001 Kraków", "80-001 Gdańsk"], "DE": ["20095 Hamburg", "80331 München"]}
STREETS = {"SE": "gatan", "NO": "veien", "DK": "vej", "FI": "katu", "PL": "ul. Długa", "DE": "straße"}


@dataclass
class Case:
    cid: str
    kind: str
    name: str
    country: str
    currency: str
    email: str
    address: list[str]
    customer_id: str
    order_id: str
    invoice_number: str
    case_number: str
    order_date: date
    items: list[tuple[str, int, Decimal]]
    shipping: Decimal
    vat: Decimal
    carrier: str
    tracking: str
    ship_date: date
    est_confirm: date
    est_ship: date
    pay_method: str
    payment_ref: str
    typo_name: str | None = None
    flags: set[str] = field(default_factory=set)
    deadline: Any = None  # the customer's deadline once stated: date, or the words when unresolved
    deadline_words: str = ""
    docs: list = field(default_factory=list)
    # refund
    return_item: tuple[str, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    fee: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    waiver: int | None = None
    promised: date | None = None
    # warranty
    warranty_product: str = ""
    serial: str = ""
    issue: str = ""

    @property
    def hello(self) -> list[str]:
        return V.COUNTRIES[self.country]["hello"]

    @property
    def bye(self) -> list[str]:
        return V.COUNTRIES[self.country]["bye"]

    @property
    def first(self) -> str:
        return self.name.split()[0]

    @property
    def total(self) -> Decimal:
        return sum((cents(q * u) for _, q, u in self.items), Decimal("0")) + self.shipping

    @property
    def net(self) -> Decimal:
        return cents(self.total * 100 / (100 + self.vat))

    @property
    def tax(self) -> Decimal:
        return self.total - self.net


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def tracking_for(carrier: str, country: str, rng: random.Random) -> str:
    if carrier in ("Posten Norge", "Poczta Polska"):
        return rng.choice(["RR", "RA", "CP"]) + _digits(rng, 9) + country
    if carrier.startswith("PostNord"):
        return "00" + _digits(rng, 16)
    prefix = {"Budbee": "BB", "Instabox": "IBX", "Bring": "70", "Helthjem": "HH", "Posti": "JJFI",
              "Matkahuolto": "MH", "DHL Paket": "JJD", "Hermes": "H"}.get(carrier, "")
    length = {"GLS": 11, "DAO": 14, "InPost Paczkomaty": 22, "DPD": 14, "DPD Polska": 14, "Posti": 16,
              "DHL Paket": 16, "Hermes": 19}.get(carrier, 12)
    return prefix + _digits(rng, length if prefix != "70" else 15)


def payment_ref(method: str, rng: random.Random) -> str:
    if method == "paylater":
        return "NP-" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(10))
    if method == "card":
        return "CRD-" + _digits(rng, 10)
    return f"RF-2026{_digits(rng, 4)}-{_digits(rng, 4)}"


def make_case(i: int, kind: str, person: tuple[str, str], rng: random.Random, used: set[str]) -> Case:
    name, cc = person
    info = V.COUNTRIES[cc]
    cur = info["currency"]

    def unique(make) -> str:
        while True:
            v = make()
            if v not in used:
                used.add(v)
                return v

    n_items = rng.choice([1, 1, 2, 2, 3])
    products = rng.sample(V.PRODUCTS, n_items)
    if kind in ("warranty", "refund_warranty") and not any(p[2] for p in products):
        products[0] = rng.choice([p for p in V.PRODUCTS if p[2] and p not in products])
    if kind == "refund_warranty" and len(products) < 2:
        products.append(rng.choice([p for p in V.PRODUCTS if not p[2]]))
    items = [(p[0], rng.choice([1, 1, 1, 2]) if p[1] < 800 else 1, local_price(p[1], cur)) for p in products]
    first, last = name.split(" ", 1)
    ascii_name = (first + "." + last).lower().translate(str.maketrans("æøåäöśńłéü", "aoaaosnleu"))
    order_date = plus(date(2026, 9, 21), rng.randrange(0, {"refund_warranty": 10, "warranty": 22}.get(kind, 42)))
    ship = plus(order_date, rng.randrange(1, 4))
    est = plus(ship, rng.randrange(2, 5))
    carrier = rng.choice(info["carriers"])
    method = rng.choice(["paylater", "card", "bank"] if cc != "SE" else ["paylater", "card"])
    case = Case(
        cid=f"C{i:02d}", kind=kind, name=name, country=cc, currency=cur,
        email=f"{ascii_name}@{rng.choice(['example.com', 'example.net', 'example.org'])}",
        address=[f"{rng.choice(['Björk', 'Tall', 'Sjö', 'Fjord', 'Lind', 'Berg'])}{STREETS[cc]} {rng.randrange(2, 60)}"
                 if cc not in ("PL",) else f"{STREETS[cc]} {rng.randrange(2, 60)}/{rng.randrange(1, 20)}",
                 rng.choice(CITIES[cc])],
        customer_id=unique(lambda: f"KF-{rng.randrange(200000, 299999)}"),
        order_id=unique(lambda: f"{cc}-{rng.randrange(100200, 189999)}"),
        invoice_number=unique(lambda: f"F2026-{rng.randrange(10000, 39999)}"),
        case_number=unique(lambda: f"GAR-2026-{rng.randrange(100, 999):04d}" if kind == "warranty"
                           else f"R-{rng.randrange(261000, 269999)}"),
        order_date=order_date, items=items, shipping=V.SHIPPING[cur] if rng.random() < 0.6 else Decimal("0"),
        vat=info["vat"], carrier=carrier, tracking=unique(lambda: tracking_for(carrier, cc, rng)),
        ship_date=ship, est_confirm=est, est_ship=est, pay_method=method,
        payment_ref=unique(lambda: payment_ref(method, rng)),
    )
    if kind in ("refund", "refund_letter", "rejected", "refund_warranty"):
        choices = [it for it in items if not any(p[0] == it[0] and p[2] for p in V.PRODUCTS)] or items
        case.return_item = rng.choice(choices) if kind != "refund_warranty" else choices[-1]
        _, q, u = case.return_item
        case.reason = rng.choice(V.RETURN_REASONS)
        case.requested = cents(q * u)
        case.fee = info["fee"]
        case.eligible = case.requested - case.fee
        case.waiver = rng.choice([None, None, 50, 100])
        case.approved = case.eligible + (cents(case.fee * case.waiver / 100) if case.waiver else 0)
    if kind in ("warranty", "refund_warranty"):
        prod = next(p for p in V.PRODUCTS if p[0] in [it[0] for it in items] and p[2])
        case.warranty_product = prod[0]
        prefix, issues = prod[2]
        case.serial = unique(lambda: f"{prefix}{rng.choice(['24', '25', '26'])}-"
                              + "".join(rng.choice(string.digits + "ACEHKMRTX") for _ in range(6)))
        case.issue = rng.choice(issues)
    return case


def plan_cases(rng: random.Random) -> list[Case]:
    used: set[str] = set()
    people = rng.sample(V.CUSTOMERS, len(PLAN))
    kinds = PLAN[:]
    rng.shuffle(kinds)
    cases = [make_case(i + 1, k, p, rng, used) for i, (k, p) in enumerate(zip(kinds, people))]
    for kind, (allowed, n) in CONFLICTS.items():
        pool = [c for c in cases if c.kind in allowed and not c.flags]
        for c in rng.sample(pool, n):
            c.flags.add(kind)
    for c in cases:
        if "misspelled_name" in c.flags:
            first, last = c.name.split(" ", 1)
            c.typo_name = f"{first} {V.TYPOS[last]}"
        if "delivery_estimate_changed" in c.flags:
            c.est_ship = plus(c.est_confirm, rng.choice([2, 3, 5]))
    return cases
