"""The shop's cases: who ordered what, the order's numbers and money, and what happened after.

Each case is one order of one customer. Kinds:
- refund: returned for a refund, approved and paid back
- refund_letter: the same, plus the customer's chasers (and sometimes a thank-you)
- rejected: the refund is declined; the customer complains (formal complaint, chargeback threat)
- warranty: a repair claim under warranty, with the customer's letters
- refund_warranty: a repair claim first, then the machine is returned for a refund
- late: the delivery is late; the customer chases it
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.shop14.values import cents
from sample_docs.shop14.vocab import (ACCESSORIES, BUSINESSES, CANADA, ISSUES, PEOPLE, PORTAL_REASONS, PRODUCTS,
                                      REGIONS, RETURN_REASONS)

SERIAL_CHARS = "ACDEFGHJKMNPQRTUVWXY2345679"

# case id, kind, customer (P index or B index), planted conflict kinds, payment method
CASE_PLAN = [
    ("C01", "refund", ("P", 0), set(), "card"),
    ("C02", "refund_letter", ("P", 1), {"approved_amount_mismatch"}, "card"),
    ("C03", "rejected", ("P", 2), set(), "card"),
    ("C04", "warranty", ("B", 0), set(), "net30"),
    ("C05", "refund_warranty", ("P", 12), set(), "card"),
    ("C06", "late", ("P", 3), {"delivery_estimate_changed"}, "card"),
    ("C07", "refund_letter", ("P", 4), {"deadline_changed"}, "paypal"),
    ("C08", "rejected", ("P", 13), set(), "card"),
    ("C09", "refund", ("P", 5), {"misspelled_name"}, "bnpl"),
    ("C10", "warranty", ("P", 6), set(), "card"),
    ("C11", "refund_letter", ("B", 1), {"approved_amount_mismatch"}, "net30"),
    ("C12", "late", ("P", 14), {"delivery_estimate_changed"}, "card"),
    ("C13", "refund_letter", ("P", 8), {"deadline_changed"}, "store_credit"),
    ("C14", "refund", ("P", 9), {"misspelled_name"}, "paypal"),
    ("C15", "warranty", ("P", 10), set(), "card"),
    ("C16", "refund_warranty", ("P", 11), set(), "card"),
]


@dataclass
class Case:
    cid: str
    kind: str
    planted: set[str]
    pay: str
    business: bool
    name: str  # the customer_name truth: the person, or the business for a wholesale account
    first: str
    contact: str  # the person writing (the same as name for a person)
    street: str
    city: str
    region: str
    zip: str
    phone: str
    email: str
    currency: str
    order_id: str
    cust_id: str
    case_no: str | None
    case_no_printed: str | None  # how the shop prints it ("RMA-58213", "#41877", ...)
    order_date: date
    items: list[tuple[str, int, Decimal]]
    subtotal: Decimal
    tax: Decimal
    total: Decimal
    tax_label: str
    invoice_no: str
    main: tuple  # the product at the heart of the case
    money_style: str
    ship_date: date = None
    carrier: str = ""
    service: str = ""
    tracking: str = ""
    estimate: date = None
    estimate2: date | None = None  # the shipping notice's changed estimate (planted)
    delivered: date = None
    serial: str | None = None
    issue: str | None = None
    reason: str | None = None
    portal_reason: str | None = None
    requested: Decimal | None = None
    eligible: Decimal | None = None
    approved: Decimal | None = None
    wrong_approved: Decimal | None = None
    fee_pct: int | None = None
    restock: Decimal | None = None
    label_fee: Decimal | None = None
    promised: date | None = None
    deadline: Any = None  # a date, or unresolved words
    deadline2: date | None = None
    extras: dict = field(default_factory=dict)

    @property
    def canada(self) -> bool:
        return self.region in CANADA

    @property
    def region_name(self) -> str:
        return REGIONS[self.region][0]


def _serial(rng: random.Random, prefix: str, year_week: str) -> str:
    tail = "".join(rng.choice(SERIAL_CHARS) for _ in range(3)) + f"{rng.randrange(1000, 9999)}"
    return f"{prefix}-{year_week}{tail}"


def _tracking(rng: random.Random, carrier: str) -> str:
    if carrier == "UPS":
        return "1Z" + "".join(rng.choice("0123456789ABCDEFGHJKRVWXY") for _ in range(6)) + \
            "".join(rng.choice("0123456789") for _ in range(10))
    if carrier == "FedEx":
        return "".join(rng.choice("0123456789") for _ in range(12))
    if carrier == "USPS":
        return "9400" + "".join(rng.choice("0123456789") for _ in range(18))
    if carrier == "USPS_intl":
        return "LZ" + "".join(rng.choice("0123456789") for _ in range(9)) + "US"
    return "".join(rng.choice("0123456789") for _ in range(16))  # Canada Post PIN


def make_cases(rng: random.Random) -> list[Case]:
    cases: list[Case] = []
    order_no = 10388 + rng.randrange(0, 60)
    ticket = 40100 + rng.randrange(0, 500)
    rma = 58100 + rng.randrange(0, 300)
    qb_invoice = 4410 + rng.randrange(0, 20)
    claim = rng.randrange(300, 340)
    start = date(2026, 9, 7)
    for i, (cid, kind, (ptype, idx), planted, pay) in enumerate(CASE_PLAN):
        order_no += rng.randrange(7, 61)
        if ptype == "P":
            first, last, street, city, region, zipc, phone, user = PEOPLE[idx]
            name, contact = f"{first} {last}", f"{first} {last}"
            mail = f"{user}@{rng.choice(['gmail.com', 'icloud.com', 'outlook.com', 'yahoo.com', 'proton.me'])}"
            business = False
            cust_id = str(rng.randrange(3_100_000, 3_999_999))
            order_id = f"LP{order_no}"
        else:
            name, first, last, street, city, region, zipc, phone, mail = BUSINESSES[idx]
            contact = f"{first} {last}"
            business = True
            cust_id = f"WH-{rng.randrange(210, 480):04d}"
            order_id = f"WS-{order_no + 20000}"
        currency = "CAD" if region in CANADA else "USD"
        # what was ordered: the main product (with a serial number) or, for a few refunds, a small item
        if business:
            main = PRODUCTS[7] if idx == 0 else PRODUCTS[2]
        else:
            main = PRODUCTS[(i * 3 + rng.randrange(0, 2)) % 7]
        price = main[1] if currency == "USD" else main[2]
        items = [(main[0], 1, price)]
        for acc in rng.sample(ACCESSORIES, rng.choice([0, 1, 1, 2])):
            items.append((acc[0], rng.choice([1, 1, 2]), acc[1] if currency == "USD" else acc[2]))
        if business and idx == 1:
            items[0] = (main[0], 2, price)
        subtotal = cents(sum(q * p for _, q, p in items))
        tax_label, rate = REGIONS[region][1], REGIONS[region][2]
        tax = cents(subtotal * rate / 100)
        order_date = start + timedelta(days=i * 2 + rng.randrange(0, 3))
        case = Case(
            cid=cid, kind=kind, planted=set(planted), pay=pay, business=business, name=name, first=first,
            contact=contact, street=street, city=city, region=region, zip=zipc, phone=phone, email=mail,
            currency=currency, order_id=order_id, cust_id=cust_id, case_no=None, case_no_printed=None,
            order_date=order_date, items=items, subtotal=subtotal, tax=tax, total=subtotal + tax,
            tax_label=tax_label, invoice_no=(str(qb_invoice + i) if business else f"LPI-{order_no}"),
            main=main, money_style=rng.choice(["sym", "sym", "sym_code"] if currency == "USD" else ["sym_code", "ca", "code"]),
        )
        # shipping
        case.ship_date = order_date + timedelta(days=rng.randrange(1, 4))
        if case.canada:
            case.carrier = rng.choice(["Canada Post", "UPS"]) if kind != "late" else "Canada Post"
        elif business:
            case.carrier = "FedEx"
        else:
            case.carrier = rng.choice(["UPS", "FedEx", "USPS"])
        case.service = {"UPS": "Ground", "FedEx": "Home Delivery" if not business else "Freight Economy",
                        "USPS": "Priority Mail", "Canada Post": "Expedited Parcel"}[case.carrier]
        case.tracking = _tracking(rng, case.carrier)
        transit = rng.randrange(3, 6) + (3 if case.canada else 0)
        case.estimate = case.ship_date + timedelta(days=transit)
        case.delivered = case.estimate + timedelta(days=rng.choice([0, 0, 1]))
        if kind == "late":
            case.estimate2 = case.estimate + timedelta(days=rng.randrange(5, 9))
            case.delivered = case.estimate2 + timedelta(days=rng.randrange(0, 3))
        # identifiers of the case
        if kind in ("refund", "refund_letter", "rejected"):
            rma += rng.randrange(11, 90)
            case.case_no = case.case_no_printed = f"RMA-{rma}"
        elif kind in ("warranty", "refund_warranty"):
            claim += rng.randrange(3, 29)
            case.case_no = case.case_no_printed = f"WC-2026-{claim:04d}"
        else:  # late delivery: a helpdesk ticket
            ticket += rng.randrange(40, 400)
            case.case_no, case.case_no_printed = str(ticket), f"#{ticket}"
        case.extras["ticket"] = ticket
        case.extras["cust_style"] = rng.choice(["sym_code", "c", "sym_code"])
        # product details
        if main[3]:
            yw = f"{(order_date.year % 100):02d}{rng.randrange(10, 38):02d}"
            case.serial = _serial(rng, main[3], yw)
        pool = ISSUES[main[3][:1]]
        case.issue = pool[i % len(pool)] if kind in ("warranty", "refund_warranty") else None
        if kind in ("refund", "refund_letter", "rejected", "refund_warranty"):
            case.reason = RETURN_REASONS[main[3][:1] if main[3] else "V"][i % 3] if kind != "refund_warranty" \
                else "the same fault came back after your warranty repair"
            case.portal_reason = PORTAL_REASONS[i % len(PORTAL_REASONS)]
            _price_refund(case, rng)
        cases.append(case)
    return cases


def _price_refund(case: Case, rng: random.Random) -> None:
    """What the customer asks for, what the policy allows, what the shop approves."""
    name, qty, unit = case.items[0]
    base = cents(unit * qty)
    case.requested = base if rng.random() < 0.7 else case.subtotal
    if case.kind == "rejected":
        case.eligible = Decimal("0.00") if rng.random() < 0.5 else None
        return
    restock = cents(base * Decimal("0.15"))
    label = Decimal("14.95") if case.currency == "USD" else Decimal("19.95")
    r = rng.random()
    if r < 0.35 or case.kind == "refund_warranty":  # defective or damaged: no fees at all
        case.restock, case.label_fee, case.fee_pct = None, None, None
        case.eligible = base
        case.approved = base
    elif r < 0.7:  # 15% restocking fee, half of it waived
        case.restock, case.label_fee, case.fee_pct = restock, None, 50
        case.eligible = base - restock
        case.approved = cents(base - restock / 2)
    else:  # return label deducted
        case.restock, case.label_fee, case.fee_pct = None, label, None
        case.eligible = base - label
        case.approved = base - label
    if rng.random() < 0.3:
        case.eligible = None  # the approval states only what is approved
    if "approved_amount_mismatch" in case.planted:
        # the customer quotes the item's full price, or (when that was approved) the order total with tax
        case.wrong_approved = base if base != case.approved else case.total
