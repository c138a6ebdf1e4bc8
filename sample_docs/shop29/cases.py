"""Karavai Food Machinery's cases: kinds, ID shapes, carriers with their tracking shapes, payment channels with their
reference shapes, and per-office prices (UZS whole sums trimmed under the schema's 10,000,000 bound)."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop29 import templates as T
from sample_docs.shop29 import vocab as V

SEED = 2929
EXT = kit.EXT
D, L = kit.digits, kit.letters
LIMIT = Decimal("9800000")

ID_SHAPES = {
    "order_id": [lambda r: f"ZK-{D(r, 6)}", lambda r: f"10{D(r, 7)}", lambda r: f"KRV/26/{D(r, 5)}",
                 lambda r: f"00-{D(r, 6)}", lambda r: f"WEB{D(r, 7)}"],
    "customer_id": [lambda r: f"K-{D(r, 5)}", lambda r: f"KNT{D(r, 6)}", lambda r: f"0{D(r, 5)}",
                    lambda r: f"{D(r, 3)}/{D(r, 4)}", lambda r: f"KL-{D(r, 4)}"],
    "invoice_number": [lambda r: f"00{D(r, 5)}", lambda r: f"SF26-{D(r, 5)}", lambda r: f"HF-{D(r, 6)}",
                       lambda r: f"EA-{D(r, 8)}", lambda r: f"ALA/26/{D(r, 4)}"],
    "case_number": [lambda r: f"PRT-26-{D(r, 4)}", lambda r: f"VZ-{D(r, 7)}", lambda r: f"RKL/26/{D(r, 3)}",
                    lambda r: f"SR{D(r, 6)}", lambda r: f"26{D(r, 5)}"],
    "payment_reference": [lambda r: D(r, 10)],  # replaced per payment channel in make_case
    "serial_number": [lambda r: f"PK{D(r, 2)}-{L(r, 2)}{D(r, 5)}", lambda r: f"{L(r, 3)}{D(r, 7)}",
                      lambda r: f"SN{D(r, 10)}", lambda r: f"KT-{D(r, 2)}{L(r, 1)}{D(r, 5)}"],
}
PAY_REFS = {
    "kaspi": lambda r: D(r, 10),
    "halyk": lambda r: f"HLK-{D(r, 3)}-{D(r, 8)}",
    "forte": lambda r: f"FB{D(r, 12)}",
    "payme": lambda r: L(r, 4, "abcdef") + D(r, 4) + L(r, 16, "0123456789abcdef"),
    "click": lambda r: f"CLICK-{D(r, 10)}",
    "kapital": lambda r: f"KB{D(r, 12)}",
    "swift": lambda r: f"FT{D(r, 5)}{L(r, 5)}",
    "tbc": lambda r: f"TBC-{D(r, 4)}-{D(r, 6)}",
    "bog": lambda r: f"BOG{D(r, 9)}",
    "tbcpay": lambda r: D(r, 12),
}
TRACKING = {
    "Kazpost": lambda r: f"{r.choice(['RR', 'CC', 'EE'])}{D(r, 9)}KZ",
    "CDEK": lambda r: D(r, 10),
    "Alem-Tat": lambda r: f"AT-{D(r, 9)}",
    "DHL Express": lambda r: D(r, 10),
    "Uzbekistan Post (EMS)": lambda r: f"EE{D(r, 9)}UZ",
    "Fargo Courier": lambda r: f"FRG{D(r, 8)}",
    "Georgian Post": lambda r: f"RC{D(r, 9)}GE",
    "Tbilisi Express Cargo": lambda r: f"TEC-{D(r, 11)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["KZT"] * 6 + ["UZS"] * 4 + ["USD"] * 3 + ["GEL"] * 4
SHOP_MAIL = {"email": 0.26, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.08,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}


def case_hook(case: Case, rng: random.Random) -> None:
    """Re-price the basket in the office's currency; Tashkent sells only small machines and parts in sums, and every
    single amount stays under the bound; most buyers are businesses (bakeries, hotels, chains) that write 'we'."""
    prices = V.PRICES[case.currency]
    names = [p for p, _, _ in case.items]
    chosen: list[str] = []
    for p in names:
        if p not in prices:
            pool = [n for n in prices if n not in names and n not in chosen]
            same = [n for n in pool if (n in V.WARRANTY_PRODUCTS) == (p in V.WARRANTY_PRODUCTS)]
            p = rng.choice(same or pool)
        chosen.append(p)
    case.items[:] = [(p, rng.choice(V.QTY.get(p, (1,))), prices[p]) for p in chosen]
    cheap = sorted(prices, key=lambda n: prices[n])
    while case.total >= LIMIT:
        spare = next(n for n in cheap if n not in {p for p, _, _ in case.items})
        i = max(range(1, len(case.items)), key=lambda k: case.items[k][1] * case.items[k][2])
        case.items[i] = (spare, 1, prices[spare])
    if rng.random() < 0.65:
        case.flags.add("we")
    case.tax_id = {"KZT": lambda: D(rng, 12), "GEL": lambda: f"4{D(rng, 8)}"}.get(
        case.currency, lambda: f"{rng.choice('23456')}{D(rng, 8)}")()


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount, or a rounder figure."""
    step = {"KZT": Decimal("10000"), "UZS": Decimal("100000"), "USD": Decimal("50"), "GEL": Decimal("20")}[
        case.currency]
    options = [case.approved + step, cents((case.approved // step + 1) * step)]
    if case.requested != case.approved:
        options.append(case.requested)
    options = [o for o in options if o != case.approved]
    return cents(rng.choice(options))


class KaravaiSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case; the refund is the whole returned line; fees per office (whole sums in Tashkent); the
        payment reference in the shape of the channel that pays it back."""
        case = super().make_case(i, kind, currency, person, rng, used)
        p, q, u = case.return_item
        case.requested = case.gross(cents(q * u))
        if currency == "UZS":
            case.requested = Decimal(round(case.requested, -3))
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        if currency == "UZS":
            fee = Decimal(round(case.requested - case.eligible, -3))
            case.eligible = case.requested - fee
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
        case.pay_channel = rng.choice(V.PAY_CHANNELS[currency])
        used.discard(case.payment_ref)
        case.payment_ref = _unique(rng, used, lambda: PAY_REFS[case.pay_channel](rng))
        return case


SPEC = KaravaiSpec(
    vocab=V, writer=T.KaravaiWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Karavai Food Machinery", case_prefix="K", file_prefix="kv-", kinds=KINDS, currencies=CURRENCIES,
    id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
