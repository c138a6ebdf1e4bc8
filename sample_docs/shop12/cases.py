"""Fogón Pro's cases: one order of one customer each, its kind, identifiers, amounts, dates,
deadlines and which conflicts it carries; and the documents it will hold, in order of events."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.shop12.values import NO_CENTS, cents, whole
from sample_docs.shop12.vocab import (CARRIERS, COUNTRIES, CUSTOMERS, FREIGHT_USD, ISSUES, PRODUCTS, RATES,
                                      RETURN_REASONS, UNRESOLVED)

# kind -> the documents of the case in order of events (letters marked with their purpose)
KINDS = {
    "refund": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
               "refund_execution"],
    "refund_letter": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                      "customer_letter:chase", "refund_execution"],
    "rejected": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                 "customer_letter:dispute"],
    "warranty": ["order_confirmation", "invoice", "shipping_notice", "warranty_form", "customer_letter:service"],
    "refund_warranty": ["order_confirmation", "invoice", "shipping_notice", "warranty_form", "refund_request",
                        "refund_approval", "customer_letter:chase", "refund_execution"],
    "late": ["order_confirmation", "invoice", "customer_letter:late", "shipping_notice", "customer_letter:late2"],
}
PLAN = (["refund"] * 3 + ["refund_letter"] * 3 + ["rejected"] * 2 + ["warranty"] * 3 + ["refund_warranty"] * 2
        + ["late"] * 3)
RESTOCKING = Decimal("0.15")
CAP = Decimal("9500000")  # no document amount above this (the schema's money maximum is 10 million)
FAULT_REASONS = {2, 5, 6}  # RETURN_REASONS the shop is to blame for: no restocking fee


@dataclass
class Line:
    name: str
    qty: int
    unit: Decimal
    serial_prefix: str = ""
    fault: str = ""

    @property
    def short(self) -> str:
        """How a customer names the product in a sentence."""
        return self.name.split(",")[0]

    @property
    def amount(self) -> Decimal:
        return self.unit * self.qty


@dataclass
class Case:
    cid: str
    kind: str
    country: str
    currency: str
    customer: tuple
    customer_id: str
    order_id: str
    invoice_no: str
    case_no: str | None
    lines: list[Line]
    freight: tuple[str, str, Decimal]  # carrier, mode, charge
    subtotal: Decimal
    tax: Decimal
    total: Decimal
    order_date: date
    invoice_date: date
    ship_date: date
    est_confirm: date | None  # what the confirmation promises (None: not stated)
    est_ship: date
    tracking: str
    plan: list[str]
    conflicts: set[str] = field(default_factory=set)
    refund: dict[str, Any] = field(default_factory=dict)
    warranty: dict[str, Any] = field(default_factory=dict)
    deadline: dict[str, Any] = field(default_factory=dict)
    misspelled_on: str = ""
    typo_name: str = ""
    docs: list = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.customer[1]

    @property
    def rate(self) -> Decimal:
        return COUNTRIES[self.country]["tax_rate"]

    def round(self, x: Decimal) -> Decimal:
        return whole(x) if self.currency in NO_CENTS else cents(x)


def _unique(rng: random.Random, used: set[str], make) -> str:
    while True:
        v = make()
        if v not in used:
            used.add(v)
            return v


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def customer_id(rng, country):
    return {"MX": lambda: f"{rng.randint(10100, 19990)}", "CO": lambda: f"CO-{rng.randint(1000, 4999):05d}",
            "CL": lambda: f"CL-{rng.randint(7000, 7999)}", "PE": lambda: f"PE-{rng.randint(30000, 30999)}"}[country]()


def order_id(rng, country):
    return {"MX": lambda: f"PV-{rng.randint(104000, 109999)}", "CO": lambda: f"OV/26/{rng.randint(300, 1999):05d}",
            "CL": lambda: f"NV-{rng.randint(58000, 61999)}", "PE": lambda: f"SO-{rng.randint(30000, 32999)}"}[country]()


def invoice_no(rng, country):
    return {"MX": lambda: f"A-{rng.randint(18000, 21999)}", "CO": lambda: f"FE-{rng.randint(5000, 7999)}",
            "CL": lambda: f"{rng.randint(4200, 5999)}", "PE": lambda: f"F001-{rng.randint(4000, 6999):08d}"}[country]()


def case_no(rng, country, kind):
    if kind in ("warranty", "refund_warranty"):
        if country in ("MX", "PE"):
            return f"ST-{rng.randint(48000, 49999)}"
        return f"SRV/26/{rng.randint(100, 999):04d}"
    if country == "CO":
        return f"DEV-26-{rng.randint(20, 399):04d}"
    return f"RMA-2026-{rng.randint(40, 499):04d}"


def tracking(rng, carrier):
    return {
        "Estafeta": lambda: _digits(rng, 22), "Paquetexpress": lambda: "PQX" + _digits(rng, 10),
        "Tresguerras": lambda: "TG-" + _digits(rng, 8), "Fletes Castores": lambda: "CAS-" + _digits(rng, 9),
        "Servientrega": lambda: "2" + _digits(rng, 9), "Coordinadora": lambda: "7" + _digits(rng, 10),
        "TCC": lambda: "TCC-" + _digits(rng, 8), "Chilexpress": lambda: "99" + _digits(rng, 10),
        "Starken": lambda: "STK-" + _digits(rng, 8), "Blue Express": lambda: "BX-" + _digits(rng, 9),
        "Olva Courier": lambda: "OLV-" + _digits(rng, 8), "Shalom Empresarial": lambda: "SHL-" + _digits(rng, 8),
        "Cruz del Sur Cargo": lambda: "CDS-" + _digits(rng, 10),
    }[carrier]()


def payment_ref(rng, country, d: date):
    if country == "MX":
        return f"MBAN0100{d:%y%m%d}" + _digits(rng, 7)
    if country == "CO":
        return "31" + _digits(rng, 8)
    if country == "CL":
        return "TEF-" + _digits(rng, 8)
    return "OP-" + _digits(rng, 6)


def serial(rng, prefix, d: date):
    return f"{prefix}-{d:%y%m}{rng.choice('ACDEFHJKLMNPRTWX')}{_digits(rng, 4)}"


def local_price(usd: Decimal, cur: str) -> Decimal:
    rate, step = RATES[cur]
    return (usd * rate / step).quantize(Decimal("1")) * step


def _order(rng, case_kind, cur, country) -> tuple[list[Line], tuple, Decimal, Decimal, Decimal]:
    rate = COUNTRIES[country]["tax_rate"]
    rnd = whole if cur in NO_CENTS else cents
    needs_fault = case_kind in ("warranty", "refund_warranty")
    for _ in range(200):
        first = rng.choice([p for p in PRODUCTS if p[3]] if needs_fault else PRODUCTS)
        others = rng.sample([p for p in PRODUCTS if p is not first], rng.choice([0, 0, 1, 1, 2]))
        lines = [Line(first[0], 1, local_price(first[2], cur), first[1], first[3])]
        lines += [Line(p[0], rng.choice([1, 1, 2]), local_price(p[2], cur)) for p in others]
        carrier, mode = rng.choice(CARRIERS[country])
        charge = local_price(FREIGHT_USD[mode] * (1 + len(lines) // 2), cur)
        sub = sum((ln.amount for ln in lines), Decimal(0)) + charge
        tax = rnd(sub * rate)
        if sub + tax < CAP:
            return lines, (carrier, mode, charge), sub, tax, sub + tax
    raise RuntimeError("no order under the cap")


def make_cases(rng: random.Random) -> list[Case]:
    kinds = PLAN[:]
    rng.shuffle(kinds)
    customers = rng.sample(CUSTOMERS, len(kinds))
    used: set[str] = set()
    cases = []
    for i, (kind, cust) in enumerate(zip(kinds, customers), start=1):
        country = cust[0]
        cur = COUNTRIES[country]["currency"]
        lines, freight, sub, tax, total = _order(rng, kind, cur, country)
        d0 = date(2026, 1, 12) + timedelta(days=rng.randint(0, 250))
        late = kind == "late"
        ship = d0 + timedelta(days=rng.randint(9, 15) if late else rng.randint(1, 4))
        transit = rng.randint(3, 6) if freight[1] == "pallet" else rng.randint(1, 3)
        est_ship = ship + timedelta(days=transit)
        est_confirm = est_ship if rng.random() < 0.75 else None
        c = Case(
            cid=f"C{i:02d}", kind=kind, country=country, currency=cur, customer=cust,
            customer_id=_unique(rng, used, lambda: customer_id(rng, country)),
            order_id=_unique(rng, used, lambda: order_id(rng, country)),
            invoice_no=_unique(rng, used, lambda: invoice_no(rng, country)),
            case_no=None if kind == "late" else _unique(rng, used, lambda: case_no(rng, country, kind)),
            lines=lines, freight=freight, subtotal=sub, tax=tax, total=total, order_date=d0,
            invoice_date=d0 if rng.random() < 0.5 else ship, ship_date=ship, est_confirm=est_confirm,
            est_ship=est_ship, tracking=_unique(rng, used, lambda: tracking(rng, freight[0])),
            plan=KINDS[kind][:])
        cases.append(c)
    return cases


def assign_conflicts(cases: list[Case], rng: random.Random) -> None:
    """Two cases each: a letter quoting another approved amount, a letter moving the deadline,
    a misspelled name on the confirmation or invoice, a shipping notice moving the delivery estimate."""
    def pick(kinds, n, kind):
        pool = [c for c in cases if c.kind in kinds and kind not in c.conflicts]
        for c in rng.sample(pool, n):
            c.conflicts.add(kind)
    pick({"refund_letter"}, 2, "approved_amount_mismatch")
    pool = [c for c in cases if c.kind in ("refund_letter", "rejected", "refund_warranty")
            and "approved_amount_mismatch" not in c.conflicts]
    for c in rng.sample(pool, 2):
        c.conflicts.add("deadline_changed")
    pick({"refund", "warranty", "rejected"}, 2, "misspelled_name")
    for n, c in enumerate([c for c in cases if c.kind == "late"]):
        if n < 2:
            c.conflicts.add("delivery_estimate_changed")
            c.est_confirm = c.order_date + timedelta(days=rng.randint(4, 6))
        else:
            c.est_confirm = None
    for c in cases:
        if "misspelled_name" in c.conflicts:
            c.misspelled_on = rng.choice(["invoice", "order_confirmation"])
            c.typo_name = typo(c.name, rng)


def typo(name: str, rng: random.Random) -> str:
    """A misspelling a clerk makes: a doubled or dropped letter, a swapped pair, a lost accent."""
    accents = str.maketrans("áéíóúÁÉÍÓÚüÜ", "aeiouAEIOUuU")
    if name.translate(accents) != name and rng.random() < 0.4:
        return name.translate(accents)
    words = name.split()
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    j = rng.randint(1, len(w) - 3)
    choice = rng.choice(["swap", "double", "drop"])
    if choice == "swap":
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    elif choice == "double":
        w = w[:j] + w[j] + w[j:]
    else:
        w = w[:j] + w[j + 1:]
    words[i] = w
    out = " ".join(words)
    return out if out != name else name + "s"


def price_refund(c: Case, rng: random.Random) -> None:
    """Amounts of a return: the returned unit's price with tax; a restocking fee or return freight
    the shop may keep, part of it waived; what was approved; when it is promised and paid."""
    line = c.lines[0]
    gross = c.round(line.unit * (1 + c.rate))
    r: dict[str, Any] = {"line": line, "requested": gross, "eligible": gross, "fee": None}
    if c.kind == "refund_warranty":
        r["reason"] = None
    else:
        idx = rng.randrange(len(RETURN_REASONS))
        r["reason"] = RETURN_REASONS[idx]
        must_fee = "approved_amount_mismatch" in c.conflicts
        if (idx not in FAULT_REASONS or must_fee) and c.kind != "rejected":
            if must_fee or rng.random() < 0.8:
                basis = rng.choice(["restocking fee", "restocking fee", "return freight charge"])
                charge = c.round(gross * RESTOCKING) if basis == "restocking fee" else c.round(c.freight[2] * (1 + c.rate))
                waiver = rng.choice([0, 50, 50, 25]) if must_fee else rng.choice([0, 50, 100])
                r["fee"] = {"basis": basis, "charge": charge, "waiver": waiver}
                r["approved"] = c.round(gross - charge * (100 - waiver) / 100)
        if c.kind == "rejected":
            r["reject_why"], r["dispute"] = rng.choice([
                ("the equipment shows signs of use (grease and food residue inside) and returns are only accepted "
                 "for new, unused units",
                 "The unit was only connected one time to test it and it was cleaned before packing."),
                ("the return was requested after the 30 days our return policy allows",
                 "Your sales agent told us by phone that we had 60 days to return it."),
                ("the unit was installed by a non-authorised technician and the connections were modified",
                 "The installation was done by the technician that your own shop recommended to us.")])
    r.setdefault("approved", gross)
    c.refund = r


def price_warranty(c: Case, rng: random.Random) -> None:
    line = c.lines[0]
    c.warranty = {"product": line.name, "serial": serial(rng, line.serial_prefix, c.order_date),
                  "issue": rng.choice(ISSUES[line.fault])}


def plan_deadline(c: Case, rng: random.Random) -> None:
    """How the customer states the deadline the first time: a date, days from the message,
    the end of the month, or words no calendar resolves."""
    roll = rng.random()
    if roll < 0.45:
        c.deadline = {"how": "date"}
    elif roll < 0.65:
        c.deadline = {"how": "days", "n": rng.choice([7, 10, 15])}
    elif roll < 0.8:
        c.deadline = {"how": "month_end"}
    else:
        c.deadline = {"how": "words", "words": rng.choice(UNRESOLVED)}
