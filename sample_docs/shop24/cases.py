"""Mekong Circuit's cases: kinds, ID shapes (Vietnamese and Singaporean), carriers and whole-dong prices."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop24 import templates as T
from sample_docs.shop24 import vocab as V

SEED = 2404
EXT = kit.EXT
D, L = kit.digits, kit.letters

ID_SHAPES = {
    "order_id": [lambda r: f"DH-{D(r, 6)}", lambda r: f"MCC{D(r, 7)}", lambda r: f"26{D(r, 6)}",
                 lambda r: f"{D(r, 4)}/{D(r, 4)}", lambda r: f"SO-{D(r, 7)}"],
    "customer_id": [lambda r: f"KH-{D(r, 5)}", lambda r: f"KH{D(r, 6)}", lambda r: f"0{D(r, 6)}",
                    lambda r: f"SG-{D(r, 4)}", lambda r: f"{D(r, 2)}-{D(r, 4)}"],
    "invoice_number": [lambda r: f"000{D(r, 5)}", lambda r: f"C26/{D(r, 5)}", lambda r: f"SI-{D(r, 6)}",
                       lambda r: f"HD{D(r, 7)}"],
    "case_number": [lambda r: f"BBTH-{D(r, 4)}-{D(r, 3)}", lambda r: f"RMA-26-{D(r, 4)}", lambda r: f"26{D(r, 5)}",
                    lambda r: f"TH/26/{D(r, 4)}", lambda r: f"BH{D(r, 6)}"],
    "payment_reference": [lambda r: f"FT26{D(r, 12)}", lambda r: f"{D(r, 11)}",
                          lambda r: f"PN-{L(r, 8)}", lambda r: f"TCB-{D(r, 8)}-{D(r, 6)}",
                          lambda r: f"MM{D(r, 10)}"],
    "serial_number": [lambda r: f"MC{D(r, 10)}", lambda r: f"HK-{L(r, 8)}", lambda r: f"{L(r, 3)}{D(r, 7)}",
                      lambda r: f"SN-{L(r, 8)}"],
}
TRACKING = {
    "Viettel Post": lambda r: f"17{D(r, 11)}",
    "GHN (Giao Hàng Nhanh)": lambda r: f"GHN-{D(r, 9)}",
    "VNPost EMS": lambda r: f"E{L(r, 1, 'ABCDEFGHJ')}{D(r, 9)}VN",
    "DHL Express": lambda r: D(r, 10),
    "Ninja Van": lambda r: f"NVSG{D(r, 10)}",
    "SingPost": lambda r: f"R{L(r, 1, 'ABCDEFGH')}{D(r, 9)}SG",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["VND"] * 12 + ["SGD"] * 5
SHOP_MAIL = {"email": 0.26, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.08,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}


def case_hook(case: Case, rng: random.Random) -> None:
    """Singapore cases carry SGD prices; some buyers are businesses that write 'we'."""
    if case.currency == "SGD":
        case.items[:] = [(p, q, V.SGD_PRICE[p]) for p, q, _ in case.items]
    cheap = sorted(V.PRODUCTS, key=lambda p: p[1])
    while case.currency == "VND" and case.total >= Decimal("9800000"):  # each amount under the schema's bound
        names = {p for p, _, _ in case.items}
        spare = next((p, 1, u) for p, u in cheap if p not in names)
        case.items[max(range(1, len(case.items)), key=lambda i: case.items[i][2])] = spare
    if rng.random() < 0.4:
        case.flags.add("we")


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount or a rounder figure."""
    step = Decimal("50000") if case.currency == "VND" else Decimal("5")
    options = [case.approved + step, case.approved + 2 * step]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class MekongSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case, re-priced: a restocking share rounded to whole dong, flat fees per currency."""
        case = super().make_case(i, kind, currency, person, rng, used)
        if currency == "VND":
            case.requested = Decimal(round(case.requested, -3))
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        if currency == "VND":
            fee = case.requested - case.eligible
            rounded = Decimal(round(fee, -3))
            case.eligible = case.requested - rounded
            case.approved = case.eligible + cents(rounded * (case.waiver or 0) / 100)
        return case


SPEC = MekongSpec(
    vocab=V, writer=T.MekongWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Mekong Circuit Components", case_prefix="M", file_prefix="mk-", kinds=KINDS, currencies=CURRENCIES,
    id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
