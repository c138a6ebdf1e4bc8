"""Shop 10's cases: one order of one customer each, and what happens to it after delivery."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.formatting import cents
from sample_docs.shop10 import vocabulary as V

# case kinds and how many of each (seeded order)
KINDS = (["refund"] * 4 + ["refund_letter"] * 3 + ["rejected"] * 2 + ["warranty"] * 3
         + ["late"] * 2 + ["refund_warranty"] * 2)


@dataclass
class ShopCase:
    cid: str
    kind: str
    currency: str
    name: str
    address: str
    state: str
    customer_id: str
    order_id: str
    invoice_number: str
    case_number: str
    channel: str
    order_date: date
    items: list[tuple[str, str, int, Decimal]]  # name, HSN, qty, unit taxable value
    tax_parts: list[tuple[str, Decimal]]  # label, rate percent
    carrier: str = ""
    tracking: str = ""
    ship_date: date | None = None
    est_confirm: date | None = None
    est_ship: date | None = None
    delivered: date | None = None
    request_date: date | None = None
    approval_date: date | None = None
    exec_date: date | None = None
    typo_name: str | None = None
    flags: set[str] = field(default_factory=set)
    # refund
    return_item: tuple[str, str, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    fee_label: str = ""
    waiver: int | None = None
    promised: date | None = None
    payment_ref: str = ""
    pay_mode: str = ""
    deadline: Any = None
    letter_deadline: Any = None
    letter_approved: Decimal | None = None
    # warranty
    warranty_product: str = ""
    serial: str = ""
    issue: str = ""

    @property
    def subtotal(self) -> Decimal:
        return sum((cents(q * u) for _, _, q, u in self.items), Decimal("0"))

    def tax_lines(self) -> list[tuple[str, Decimal, Decimal]]:
        return [(label, rate, cents(self.subtotal * rate / 100)) for label, rate in self.tax_parts]

    @property
    def tax(self) -> Decimal:
        return sum((t for _, _, t in self.tax_lines()), Decimal("0"))

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    def gross(self, item) -> Decimal:
        rate = sum((r for _, r in self.tax_parts), Decimal("0"))
        return cents(item[2] * item[3] * (1 + rate / 100))


def _unique(rng: random.Random, used: set[str], make) -> str:
    while True:
        v = make()
        if v not in used:
            used.add(v)
            return v


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def order_id(rng: random.Random, channel: str, currency: str) -> str:
    if currency == "MYR":
        return f"MY-{_digits(rng, 6)}"
    if currency == "AED":
        return f"EXP/26/{rng.randint(100, 999):05d}"
    if channel == "Flipkart":
        return "OD" + _digits(rng, 12)
    if channel == "Amazon.in":
        return f"{rng.randint(400, 408)}-{_digits(rng, 7)}"
    if channel == "Pepperfry Marketplace":
        return _digits(rng, 9)
    return f"KDL-{_digits(rng, 7)}"


def invoice_number(rng: random.Random, currency: str) -> str:
    if currency == "MYR":
        return f"KLM/26/{rng.randint(1000, 9999):05d}"
    if currency == "AED":
        return f"EX2627/{rng.randint(100, 999):04d}"
    return rng.choice([f"KDL/2627/{rng.randint(1, 99999):05d}", f"KA2627/{rng.randint(1, 99999):06d}",
                       f"BLR-{_digits(rng, 6)}"])


def customer_id(rng: random.Random) -> str:
    return rng.choice([f"KC-{_digits(rng, 6)}", _digits(rng, 8), f"CUS{_digits(rng, 5)}", f"91-{_digits(rng, 6)}"])


def case_number(rng: random.Random) -> str:
    return rng.choice([f"TKT-26-{rng.randint(1, 999999):06d}", f"CR/26/{_digits(rng, 5)}",
                       f"SR{_digits(rng, 7)}", _digits(rng, 10)])


def tracking(rng: random.Random, shape: str) -> str:
    if shape == "awb14":
        return _digits(rng, 14)
    if shape == "awb12":
        return _digits(rng, 12)
    if shape == "awb11":
        return _digits(rng, 11)
    if shape == "awb10":
        return _digits(rng, 10)
    if shape == "lr":
        return f"LR-{_digits(rng, 9)}"
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    tail = "IN" if shape == "upu_in" else "MY"
    return "E" + rng.choice(letters) + _digits(rng, 9) + tail


def payment_ref(rng: random.Random, mode: str) -> str:
    if mode == "UPI":
        return _digits(rng, 12)  # a UPI RRN
    if mode == "NEFT":
        return rng.choice(["HDFCN", "SBIN", "ICIC", "UTIBN"]) + "5" + _digits(rng, 11)  # a UTR
    if mode == "card":
        return f"ARN-{_digits(rng, 12)}"
    if mode == "DuitNow":
        return "M" + _digits(rng, 4) + "DN" + _digits(rng, 8)  # a DuitNow reference
    return f"FT-{_digits(rng, 10)}"  # AED bank transfer


def serial(rng: random.Random) -> str:
    chars = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    p = rng.choice(V.SERIAL_PREFIX)
    body = "".join(rng.choice(chars) for _ in range(rng.choice([6, 8, 9])))
    body = body[:2] + str(rng.randint(0, 9)) + body[3:]
    return f"{p}-{body}" if rng.random() < 0.6 else p + body


def typo(rng: random.Random, name: str) -> str:
    parts = name.split()
    i = max(range(len(parts)), key=lambda k: len(parts[k]))
    w = parts[i]
    j = rng.randint(1, len(w) - 2)
    w2 = w[:j] + w[j + 1:] if rng.random() < 0.5 else w[:j] + w[j] + w[j:]
    parts[i] = w2
    return " ".join(parts)


def plan_cases(rng: random.Random) -> list[ShopCase]:
    kinds = KINDS[:]
    rng.shuffle(kinds)
    currencies = ["INR"] * len(kinds)
    for i in rng.sample(range(len(kinds)), 4):
        currencies[i] = "MYR"
    for i in rng.sample([k for k in range(len(kinds)) if currencies[k] == "INR" and kinds[k] != "rejected"], 2):
        currencies[i] = "AED"
    used: set[str] = set()
    names_in, names_my, names_ae = V.CUSTOMERS_IN[:], V.CUSTOMERS_MY[:], V.CUSTOMERS_AE[:]
    for lst in (names_in, names_my, names_ae):
        rng.shuffle(lst)
    cases = []
    for n, (kind, cur) in enumerate(zip(kinds, currencies), 1):
        if cur == "INR":
            name, addr, state = names_in.pop()
            channel = rng.choice(V.CHANNELS)
        elif cur == "MYR":
            (name, addr), state, channel = names_my.pop(), "MY", "kadambliving.com.my"
        else:
            (name, addr), state, channel = names_ae.pop(), "AE", "kadambliving.in (export)"
        price_col = {"INR": 2, "MYR": 3, "AED": 4}[cur]
        pool = V.FURNITURE if rng.random() < 0.8 or kind in ("warranty", "refund_warranty") else V.TEXTILES
        picks = rng.sample(pool, rng.choice([2, 3] if kind == "refund_warranty" else [1, 2, 2, 3]))
        items = [(p[0], p[1], 1 if pool is V.FURNITURE else rng.choice([1, 2]), Decimal(p[price_col])) for p in picks]
        if cur == "INR":
            rate = Decimal(18) if pool is V.FURNITURE else Decimal(12)
            tax_parts = ([("CGST", rate / 2), ("SGST", rate / 2)] if state == "KA" else [("IGST", rate)])
        elif cur == "MYR":
            tax_parts = [("Sales Tax", Decimal(10))]
        else:
            tax_parts = [("IGST (export under LUT)", Decimal(0))]
        od = date(2026, 9, 1) + timedelta(days=rng.randint(0, 70))
        c = ShopCase(
            cid=f"C{n:02d}", kind=kind, currency=cur, name=name, address=addr, state=state,
            customer_id=_unique(rng, used, lambda: customer_id(rng)),
            order_id=_unique(rng, used, lambda: order_id(rng, channel, cur)),
            invoice_number=_unique(rng, used, lambda: invoice_number(rng, cur)),
            case_number=_unique(rng, used, lambda: case_number(rng)),
            channel=channel, order_date=od, items=items, tax_parts=tax_parts)
        carrier, shape = rng.choice(V.CARRIERS[cur])
        if len(items) > 1 and cur == "INR" and rng.random() < 0.5:
            carrier, shape = rng.choice([("VRL Logistics", "lr"), ("Safexpress", "lr")])
        c.carrier, c.tracking = carrier, _unique(rng, used, lambda: tracking(rng, shape))
        c.ship_date = od + timedelta(days=rng.randint(2, 6))
        transit = {"INR": 6, "MYR": 4, "AED": 12}[cur]
        c.est_confirm = c.ship_date + timedelta(days=transit + rng.randint(0, 3))
        c.est_ship = c.est_confirm
        c.delivered = c.est_confirm + timedelta(days=rng.randint(0, 2) + (9 if kind == "late" else 0))
        if kind in ("refund", "refund_letter", "rejected", "refund_warranty"):
            _plan_refund(rng, c, used)
        if kind in ("warranty", "refund_warranty"):
            c.warranty_product = rng.choice([it[0] for it in items if it is not c.return_item] or [items[0][0]])
            c.serial = _unique(rng, used, lambda: serial(rng))
            c.issue = rng.choice([t for w, t in V.ISSUES if w and w in c.warranty_product]
                                 or [t for w, t in V.ISSUES if not w])
        cases.append(c)
    _plant(rng, cases)
    return cases


def _plan_refund(rng: random.Random, c: ShopCase, used: set[str]) -> None:
    c.return_item = rng.choice(c.items)
    c.reason = rng.choice(V.RETURN_REASONS)
    c.requested = c.gross(c.return_item)
    if c.kind == "rejected":
        c.flags.add("rejected")
        return
    c.pay_mode = {"INR": rng.choice(["UPI", "NEFT", "card", "UPI"]), "MYR": "DuitNow", "AED": "transfer"}[c.currency]
    c.payment_ref = _unique(rng, used, lambda: payment_ref(rng, c.pay_mode))
    fee_kind = rng.choice(["restocking", "pickup", "none", "restocking"])
    if fee_kind == "none":
        c.eligible = c.approved = c.requested
        return
    if fee_kind == "restocking":
        fee, c.fee_label = cents(c.requested * Decimal("0.10")), "restocking fee"
    else:
        fee = {"INR": Decimal(1500), "MYR": Decimal(80), "AED": Decimal(150)}[c.currency]
        c.fee_label = "reverse pickup charges"
    c.waiver = rng.choice([50, 100, 25])
    c.eligible = c.requested - fee
    c.approved = c.requested - cents(fee * (100 - c.waiver) / 100)


def _plant(rng: random.Random, cases: list[ShopCase]) -> None:
    """Which cases carry a planted conflict."""
    letters = [c for c in cases if c.kind in ("refund_letter", "refund_warranty")]
    for c in rng.sample(letters, 2):
        c.flags.add("approved_mismatch")
    customers = [c for c in cases if c.kind in ("refund_letter", "rejected", "refund_warranty")]
    for c in rng.sample(customers, 2):
        c.flags.add("deadline_changed")
    for c in rng.sample(cases, 3):
        c.flags.add("misspelled")
        c.typo_name = typo(rng, c.name)
    for c in rng.sample([c for c in cases if c.kind != "late"], 2):
        c.flags.add("estimate_changed")
        c.est_ship = c.est_confirm + timedelta(days=rng.choice([3, 4, 5, 7]))
        c.delivered = c.est_ship
