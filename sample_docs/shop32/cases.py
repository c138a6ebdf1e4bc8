"""Reefline Marine's cases: kinds, ID shapes, carriers with their consignment shapes, refund payment methods and
prices converted from Fiji dollars (whole vatu in Vanuatu)."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop32 import templates as T
from sample_docs.shop32 import vocab as V

SEED = 3226
EXT = kit.EXT
D, L = kit.digits, kit.letters

ID_SHAPES = {
    "order_id": [lambda r: f"RMO-{D(r, 6)}", lambda r: f"SO{D(r, 7)}", lambda r: f"{D(r, 5)}/26",
                 lambda r: f"RLM/26/{D(r, 5)}", lambda r: f"7{D(r, 6)}"],
    "customer_id": [lambda r: f"DR-{D(r, 5)}", lambda r: f"RLC{D(r, 4)}", lambda r: f"{D(r, 2)}-{D(r, 4)}",
                    lambda r: f"4{D(r, 5)}"],
    "invoice_number": [lambda r: f"TI-{D(r, 7)}", lambda r: f"INV{D(r, 6)}", lambda r: f"RL26/{D(r, 5)}",
                       lambda r: f"SUV/26/{D(r, 5)}", lambda r: f"00{D(r, 6)}"],
    "case_number": [lambda r: f"RTN-{D(r, 4)}-{D(r, 3)}", lambda r: f"CLM/26/{D(r, 4)}", lambda r: f"RA{D(r, 5)}",
                    lambda r: f"2604{D(r, 3)}", lambda r: f"WC-{D(r, 5)}"],
    "payment_reference": [lambda r: D(r, 9)],  # replaced per payment method in make_case
    "serial_number": [lambda r: f"{r.choice(['6B4', '66T', '6J8', '1C7'])}-{D(r, 7)}",
                      lambda r: f"GCBAK-{D(r, 7)}", lambda r: f"SN-{L(r, 8)}", lambda r: f"OB{D(r, 10)}",
                      lambda r: f"{L(r, 2)}{D(r, 2)}-{L(r, 6)}"],
}
TRACKING = {
    "Goundar Shipping": lambda r: f"GS-{D(r, 8)}",
    "Patterson Brothers Shipping": lambda r: f"PBS{D(r, 9)}",
    "Fiji Airways Cargo": lambda r: f"260{D(r, 8)}",
    "Post Fiji EMS": lambda r: f"E{L(r, 1, 'ABCDEFGH')}{D(r, 9)}FJ",
    "Air Niugini Cargo": lambda r: f"656{D(r, 8)}",
    "Consort Express Lines": lambda r: f"CEL-{D(r, 10)}",
    "PNG Post EMS": lambda r: f"E{L(r, 1, 'ABCDEFGH')}{D(r, 9)}PG",
    "DHL Express": lambda r: D(r, 10),
    "Samoa Shipping Corporation": lambda r: f"SSC{D(r, 8)}",
    "Samoa Post EMS": lambda r: f"E{L(r, 1, 'ABCDEFGH')}{D(r, 9)}WS",
    "Air Vanuatu Cargo": lambda r: f"218{D(r, 8)}",
    "Vanuatu Post EMS": lambda r: f"E{L(r, 1, 'ABCDEFGH')}{D(r, 9)}VU",
    "Big Sista Shipping": lambda r: f"BSS-{D(r, 9)}",
}
# refund payment methods per currency: (method, reference shape)
BSP_TT = lambda r: f"BSP-TT-26{D(r, 4)}-{D(r, 4)}"  # noqa: E731
PAY_METHODS = {
    "FJD": [("M-PAiSA", lambda r: f"MP{D(r, 2)}{L(r, 8)}"), ("BSP Fiji transfer", BSP_TT),
            ("cheque", lambda r: D(r, 6))],
    "PGK": [("Kina Bank transfer", lambda r: f"KBL{D(r, 10)}"), ("BSP transfer", BSP_TT),
            ("cheque", lambda r: D(r, 6))],
    "WST": [("ANZ Samoa transfer", lambda r: f"ANZ{D(r, 9)}"), ("Digicel MoneyPlus", lambda r: f"DMP-{L(r, 10)}"),
            ("cheque", lambda r: D(r, 6))],
    "VUV": [("NBV transfer", lambda r: f"NBV-{D(r, 4)}-{D(r, 6)}"),
            ("BRED Vanuatu transfer", lambda r: f"BRED{D(r, 9)}"),
            ("cheque", lambda r: D(r, 6))],
}
KINDS = (["refund"] * 3 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["FJD"] * 6 + ["PGK"] * 4 + ["WST"] * 3 + ["VUV"] * 3
SHOP_MAIL = {"email": 0.24, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}


def local_price(fjd: Decimal, currency: str) -> Decimal:
    """A Fiji-dollar price in the branch's currency: whole hundreds of vatu, else to the 50 cents."""
    x = fjd * V.RATE[currency]
    if currency == "VUV":
        return Decimal(round(x, -2))
    return cents(Decimal(round(x * 2)) / 2)


def case_hook(case: Case, rng: random.Random) -> None:
    """Branch prices; village and island buyers' e-mail; some buyers are co-ops, resorts or departments ('we')."""
    case.items[:] = [(p, q, local_price(u, case.currency)) for p, q, u in case.items]
    local = case.email.split("@")[0]
    case.email = f"{local}@{V.EMAIL_DOMAIN[case.currency]}"
    if rng.random() < 0.45:
        case.flags.add("we")


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the amount asked for or a rounder one."""
    step = Decimal("500") if case.currency == "VUV" else Decimal("10")
    options = [case.approved + step, case.approved + 5 * step]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class ReeflineSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case, re-priced (whole vatu, flat fees per currency), with its refund method and reference."""
        case = super().make_case(i, kind, currency, person, rng, used)
        case.waiver, case.fee_basis = None, ""  # priced again below, with this shop's fees
        flat = min(V.FLAT_FEE[currency], cents(case.requested / 5))  # a cheap part never costs more than a fifth
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), flat, [None, 50, 100])
        if currency == "VUV":
            fee = Decimal(round(case.requested - case.eligible, -2))
            case.eligible = case.requested - fee
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
        method, shape = rng.choice(PAY_METHODS[currency])
        if case.kind not in ("rejected", "delivery") and "we" in case.flags \
                and any(g in kit.business(V, case) for g in V.GOVERNMENT):
            method, shape = PAY_METHODS[currency][-1]  # government accounts are refunded by cheque
        case.pay_method = method
        used.discard(case.payment_ref)
        case.payment_ref = _unique(rng, used, lambda: shape(rng))
        return case


SPEC = ReeflineSpec(
    vocab=V, writer=T.ReeflineWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Reefline Marine & Outboard", case_prefix="R", file_prefix="rf-", kinds=KINDS, currencies=CURRENCIES,
    id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
