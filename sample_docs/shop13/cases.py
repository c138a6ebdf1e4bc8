"""The customer cases: kinds, identifiers, items and amounts, dates, deadlines and which case
carries which planted conflict."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sample_docs.documents import Doc
from sample_docs.shop13 import vocab as V
from sample_docs.shop13.values import tax_included, whole

# kind -> how many cases of it; each case is one order of one customer
KINDS = (["return"] * 3 + ["return_letter"] * 3 + ["repair"] * 3 + ["rejected"] * 2 + ["late"] * 2
         + ["return_repair"] * 2)
MARKETS = ["JP", "JP", "JP", "JP", "JP", "KR", "KR", "KR", "KR", "TW", "TW", "TW", "HK", "HK", "HK"]
CONFLICT_KINDS = ("approved_amount_mismatch", "deadline_changed", "misspelled_name", "delivery_estimate_changed")


@dataclass
class Case:
    cid: str
    kind: str
    store: V.Store
    name: str
    studio: str | None
    email: str
    address: str
    customer_id: str
    order_id: str
    invoice_number: str
    case_number: str
    order_date: date
    items: list[tuple[str, int, Decimal]]  # name, quantity, unit price incl. tax
    shipping_fee: Decimal
    pay_method: str
    flags: set[str] = field(default_factory=set)
    typo_name: str | None = None
    docs: list[Doc] = field(default_factory=list)
    # shipping
    carrier: str = ""
    tracking: str = ""
    ship_date: date | None = None
    est_confirm: date | None = None
    est_ship: date | None = None
    delivered: date | None = None
    # refund
    return_item: tuple[str, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    fee: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    waiver: int | None = None
    fee_basis: str = ""
    promised: date | None = None
    payment_ref: str = ""
    refund_route: str = ""  # card, bank, points
    wrong_amount: Decimal | None = None
    # deadlines: the customer's deadline and, when planted, the moved one
    deadline: Any = None
    deadline_plan: tuple | None = None  # (kind, arg) how the request words it
    new_deadline: date | None = None
    # warranty / repair
    warranty_product: str = ""
    serial: str = ""
    issue: str = ""
    repair_deadline: Any = None
    approval_date: date | None = None
    last_letter: date | None = None  # the customer's previous letter, for follow-ups

    @property
    def currency(self) -> str:
        return self.store.currency

    @property
    def total(self) -> Decimal:
        return sum((q * u for _, q, u in self.items), Decimal("0")) + self.shipping_fee

    @property
    def tax(self) -> Decimal:
        return tax_included(self.currency, self.total, self.store.tax_rate)

    @property
    def subtotal(self) -> Decimal:
        return self.total - self.tax

    @property
    def we(self) -> bool:
        return self.studio is not None


def local_price(jpy: int, currency: str) -> Decimal:
    """The market's catalogue price for a yen price, rounded like a local price tag."""
    raw = Decimal(jpy) * Decimal(str(V.RATE[currency]))
    if currency == "JPY":
        return Decimal(jpy)
    if currency == "KRW":
        return (raw / 1000).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * 1000
    if currency == "TWD":
        return (raw / 10).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * 10 - 10
    return ((raw / 10).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * 10 - 1).quantize(Decimal("0.01"))


SHIPPING = {"JPY": Decimal("0"), "KRW": Decimal("18000"), "TWD": Decimal("450"), "HKD": Decimal("110.00")}
RETURN_SHIPPING = {"JPY": Decimal("1500"), "KRW": Decimal("20000"), "TWD": Decimal("480"), "HKD": Decimal("120.00")}
FEE_STEP = {"JPY": Decimal("100"), "KRW": Decimal("1000"), "TWD": Decimal("10"), "HKD": Decimal("10")}
PAY = {"JP": ["credit card", "convenience store payment", "bank transfer", "credit card"],
       "KR": ["credit card", "KakaoPay"], "TW": ["credit card", "ATM transfer"], "HK": ["credit card", "PayPal", "FPS"]}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _ids(store: str, rng: random.Random, od: date, kind: str) -> dict[str, str]:
    yymm = od.strftime("%y%m")
    ids = {
        "JP": {"order_id": f"{od.strftime('%y%m%d')}-{_digits(rng, 5)}", "customer_id": f"{_digits(rng, 4)}-{_digits(rng, 4)}",
               "invoice_number": f"HB{yymm}-{_digits(rng, 5)}"},
        "KR": {"order_id": f"KR{rng.randint(10000000, 19999999)}", "customer_id": f"M{rng.randint(2000000, 2999999)}",
               "invoice_number": f"KRI-{yymm}{_digits(rng, 4)}"},
        "TW": {"order_id": f"TW-{rng.randint(5500000, 5599999)}", "customer_id": f"TWM-{rng.randint(30000, 39999)}",
               "invoice_number": f"{rng.choice(['KX', 'KY', 'LA'])}-{_digits(rng, 8)}"},
        "HK": {"order_id": f"{rng.randint(100700000, 100799999)}", "customer_id": f"{rng.randint(77000000, 77999999)}",
               "invoice_number": f"HK/{od.strftime('%y')}/{_digits(rng, 6)}"},
    }[store]
    if kind in ("repair",):
        ids["case_number"] = f"SV{yymm}-{_digits(rng, 4)}"
    elif kind == "late":
        ids["case_number"] = f"{rng.randint(1040000, 1099999)}"
    else:
        ids["case_number"] = f"RMA-{od.year}-{_digits(rng, 4)}"
    return ids


def _tracking(carrier: str, rng: random.Random) -> str:
    if carrier == "Japan Post EMS":
        return f"E{rng.choice('JLNM')}{_digits(rng, 9)}JP"
    if carrier == "SF Express":
        return f"SF{_digits(rng, 13)}"
    if carrier == "Yamato Transport":
        return f"4{_digits(rng, 11)}"
    if carrier == "Sagawa Express":
        return f"36{_digits(rng, 10)}"
    return f"68{_digits(rng, 10)}"  # CJ Logistics


def _serial(kind: str, product: str, rng: random.Random) -> str:
    if product.startswith(("FUJIFILM", "FUJINON")):
        return f"{rng.choice('23456789')}{rng.choice('ABCDEFGH')}{rng.choice('ABCDEFGH')}{_digits(rng, 5)}"
    if kind == "body":
        return _digits(rng, rng.choice((7, 8)))
    return _digits(rng, 8)


def _payment_ref(store: str, route: str, rng: random.Random, d: date) -> str:
    if route == "points":
        return f"PT-{_digits(rng, 8)}"
    if route == "bank":
        return f"{d.strftime('%y%m%d')}-{_digits(rng, 4)}" if rng.random() < 0.5 else d.strftime("%Y%m%d") + _digits(rng, 4)
    if store == "KR":
        return _digits(rng, 8)
    if store == "TW":
        return d.strftime("%y%m%d") + _digits(rng, 10)
    if store == "HK":
        return f"FRN{d.strftime('%Y%m%d')}HK{_digits(rng, 8)}"
    return f"TXN-{_digits(rng, 11)}"


def make_case(i: int, kind: str, market: str, used_people: set, rng: random.Random) -> Case:
    store = V.STORES[market]
    people = [p for p in V.PEOPLE[market] if p[0] not in used_people]
    name, studio = rng.choice(people)
    used_people.add(name)
    od = date(2026, 9, 24) + timedelta(days=rng.randint(0, 48))
    ids = _ids(market, rng, od, kind)
    want = {"repair": ("body", "lens"), "return_repair": ("body", "lens")}.get(kind, ("body", "lens", "acc"))
    main = rng.choice([p for p in V.PRODUCTS if p[2] in want])
    items = [(main[0], 1, local_price(main[1], store.currency))]
    for extra in rng.sample([p for p in V.PRODUCTS if p[2] == "acc" and p[0] != main[0]], rng.choice((0, 1, 1, 2))):
        items.append((extra[0], rng.choice((1, 1, 2)), local_price(extra[1], store.currency)))
    local = name.split()[0].lower().replace("-", "") + "." + name.split()[-1].lower().replace("-", "")
    domains = {"JP": ["gmail.com", "yahoo.co.jp", "icloud.com"], "KR": ["naver.com", "gmail.com", "daum.net"],
               "TW": ["gmail.com", "yahoo.com.tw"], "HK": ["gmail.com", "netvigator.com", "outlook.com"]}[market]
    mail = f"{local}@{rng.choice(domains)}"
    if studio:
        mail = f"info@{studio.lower().replace(' ', '')[:14]}.{'jp' if market == 'JP' else 'com'}"
    case = Case(cid=f"C{i:02d}", kind=kind, store=store, name=name, studio=studio, email=mail,
                address=rng.choice(V.ADDRESSES[market]), order_date=od, items=items,
                shipping_fee=SHIPPING[store.currency], pay_method=rng.choice(PAY[market]), **ids)
    # shipping
    case.carrier = rng.choice(store.carriers)
    case.tracking = _tracking(case.carrier, rng)
    case.ship_date = od + timedelta(days=rng.randint(1, 3))
    transit = 1 if market == "JP" else rng.randint(3, 5)
    case.est_confirm = case.ship_date + timedelta(days=transit)
    case.est_ship = case.est_confirm
    case.delivered = case.est_confirm + timedelta(days=(rng.randint(5, 9) if kind == "late" else 0))
    # refund
    if kind in ("return", "return_letter", "rejected", "return_repair"):
        case.return_item = items[-1] if kind == "return_repair" and len(items) > 1 else items[0]
        ret_kind = next(p[2] for p in V.PRODUCTS if p[0] == case.return_item[0])
        pool = V.REASONS[ret_kind]
        if ret_kind == "acc":
            low = case.return_item[0].lower()
            fit = [r for r in pool if any(w in low and w in r for w in ("tripod", "battery", "flash"))]
            pool = fit + [pool[0], pool[-1]]
        case.reason = rng.choice(pool)
        case.requested = case.return_item[2]
        case.refund_route = {"convenience store payment": "bank", "bank transfer": "bank",
                             "ATM transfer": "bank", "FPS": "bank"}.get(case.pay_method, "card")
        if market == "JP" and rng.random() < 0.3:
            case.refund_route = "points"
        if kind != "rejected":
            roll = rng.random()
            if roll < 0.3:
                case.fee = Decimal("0")
            else:
                case.fee_basis = rng.choice(V.FEE_BASES)
                cur = store.currency
                if case.fee_basis == "return shipping fee":
                    case.fee = RETURN_SHIPPING[cur]
                else:
                    step = FEE_STEP[cur]
                    case.fee = (case.requested / 10 / step).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * step
                    if cur == "HKD":
                        case.fee = case.fee.quantize(Decimal("0.01"))
                case.waiver = rng.choice((None, 50, 50, 100))
            case.eligible = case.requested - case.fee
            case.approved = case.eligible + whole(store.currency, case.fee * (case.waiver or 0) / 100)
    # warranty
    if kind in ("repair", "return_repair"):
        prod = items[0]
        pkind = next(p[2] for p in V.PRODUCTS if p[0] == prod[0])
        case.warranty_product = prod[0]
        case.serial = _serial(pkind, prod[0], rng)
        case.issue = rng.choice(V.FAULTS[pkind])
    return case


def assign_conflicts(cases: list[Case], rng: random.Random) -> None:
    """Two cases per conflict kind, each in a case whose documents can carry it."""
    def pick(pred, n=2):
        pool = [c for c in cases if pred(c)]
        for c in rng.sample(pool, n):
            yield c

    for c in pick(lambda c: c.kind == "return_letter"):
        c.flags.add("approved_amount_mismatch")
    for c in pick(lambda c: c.kind in ("return_letter", "rejected", "return_repair")
                  and "approved_amount_mismatch" not in c.flags):
        c.flags.add("deadline_changed")
    for c in pick(lambda c: c.kind in ("late",) or False, 2):
        c.flags.add("delivery_estimate_changed")
    for c in pick(lambda c: not c.flags):
        c.flags.add("misspelled_name")
        c.typo_name = V.TYPOS[c.name]
    for c in cases:
        if "delivery_estimate_changed" in c.flags:
            c.est_ship = c.est_confirm + timedelta(days=rng.randint(2, 4))
            c.delivered = c.est_ship + timedelta(days=rng.randint(2, 5))
        if "approved_amount_mismatch" in c.flags:
            c.wrong_amount = c.requested if c.requested != c.approved else c.approved - 10 * {
                "JPY": 100, "KRW": 1000, "TWD": 10, "HKD": 10}[c.currency]
