"""Mwanga Dairy's cases: kinds, ID shapes, carriers with their waybill shapes, refund channels per country
(M-Pesa, Mixx by Yas, MTN MoMo, Airtel Money, PesaLink, EFT, TISS/RTGS) and whole-shilling prices."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop28 import templates as T
from sample_docs.shop28 import vocab as V

SEED = 2865
EXT = kit.EXT
D, L, UP = kit.digits, kit.letters, kit.UPPER

ID_SHAPES = {
    "order_id": [lambda r: f"MW-{D(r, 6)}", lambda r: f"SO/26/{D(r, 5)}", lambda r: f"26{D(r, 6)}",
                 lambda r: f"{D(r, 4)}-{D(r, 3)}", lambda r: f"WS{D(r, 7)}"],
    "customer_id": [lambda r: f"C{D(r, 5)}", lambda r: f"COOP-{D(r, 4)}", lambda r: D(r, 6),
                    lambda r: f"{D(r, 3)}/{D(r, 2)}", lambda r: f"AC-{D(r, 5)}"],
    "invoice_number": [lambda r: f"MDS/26/{D(r, 5)}", lambda r: f"TI-{D(r, 7)}", lambda r: f"INV26-{D(r, 5)}",
                       lambda r: f"00{D(r, 7)}"],
    "case_number": [lambda r: f"RET-26-{D(r, 4)}", lambda r: f"CLM/26/{D(r, 4)}", lambda r: f"9{D(r, 6)}",
                    lambda r: f"WR{D(r, 5)}", lambda r: f"TKT-{D(r, 6)}"],
    "payment_reference": [lambda r: f"PAY{D(r, 8)}"],  # replaced per country's refund channel (PAY_REFS)
    "serial_number": [lambda r: f"{L(r, 3, UP)}-{D(r, 7)}", lambda r: f"MW{D(r, 2)}{L(r, 2, UP)}{D(r, 5)}",
                      lambda r: f"{D(r, 4)}-{L(r, 2, UP)}{D(r, 5)}", lambda r: f"SN{D(r, 9)}"],
}
PAY_METHODS = {"KES": ["mpesa", "mpesa", "pesalink", "eft_ke"], "TZS": ["mpesa_tz", "mixx", "rtgs_tz"],
               "UGX": ["mtn", "airtel", "eft_ug"]}
PAY_REFS = {
    "mpesa": lambda r: f"U{L(r, 1, UP)}{D(r, 1)}{L(r, 7)}",
    "mpesa_tz": lambda r: f"{D(r, 1)}{L(r, 2, UP)}{L(r, 7)}",
    "mixx": lambda r: f"MX{D(r, 10)}",
    "airtel": lambda r: D(r, 12),
    "mtn": lambda r: D(r, 11),
    "pesalink": lambda r: f"PL{D(r, 12)}",
    "eft_ke": lambda r: f"FT26{D(r, 3)}{L(r, 5, UP)}",
    "rtgs_tz": lambda r: f"TISS-{D(r, 6)}-{D(r, 4)}",
    "eft_ug": lambda r: f"SBU-{D(r, 2)}{L(r, 2, UP)}{D(r, 6)}",
}
TRACKING = {
    "G4S Courier": lambda r: D(r, 10),
    "Wells Fargo Kenya": lambda r: f"WF-{D(r, 9)}",
    "Fargo Courier": lambda r: f"FCL{D(r, 9)}",
    "Easy Coach Parcels": lambda r: f"ECP-{D(r, 8)}",
    "Posta Kenya EMS": lambda r: f"EE{D(r, 9)}KE",
    "Posta Tanzania EMS": lambda r: f"EE{D(r, 9)}TZ",
    "Kilimanjaro Express Parcels": lambda r: f"KX{D(r, 8)}",
    "Aramex Tanzania": lambda r: D(r, 11),
    "Posta Uganda EMS": lambda r: f"EE{D(r, 9)}UG",
    "Link Bus Parcels": lambda r: f"LB-{D(r, 8)}",
    "Aramex Uganda": lambda r: D(r, 11),
}
SERIALS = {  # each maker's rating-plate shape
    "Single-bucket milking machine MB-1": lambda r: f"MB1-{D(r, 7)}",
    "Milk cooling tank 200 L": lambda r: f"MCT200{L(r, 1, UP)}{D(r, 6)}",
    "Chaff cutter 1.5 HP with motor": lambda r: f"CC{D(r, 2)}-{D(r, 6)}",
    "Cream separator 100 L/h": lambda r: f"{D(r, 4)}-{L(r, 2, UP)}{D(r, 5)}",
    "Ultrasonic milk analyser LactoCheck S": lambda r: f"LCS{D(r, 8)}",
    "Solar electric fence energiser 12 V": lambda r: f"SN-{L(r, 8)}",
    "Motorised knapsack sprayer 20 L": lambda r: f"{L(r, 3, UP)}-{D(r, 7)}",
    "Digital cattle scale 1,000 kg": lambda r: f"DCS{D(r, 2)}{L(r, 2, UP)}{D(r, 5)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["KES"] * 8 + ["TZS"] * 5 + ["UGX"] * 4
MAIL_DOMAIN = {"KES": "example.co.ke", "TZS": "example.co.tz", "UGX": "example.co.ug"}
BOUND = Decimal("9500000")  # every amount stays under the schema's 10,000,000
SHOP_MAIL = {"email": 0.26, "text": 0.15, "pdf_text": 0.15, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.09,
             "pdf_scan": 0.07, "noisy_pdf_scan": 0.08}
PRINTED = {"pdf_text": 0.22, "clean_image": 0.16, "noisy_scan": 0.17, "fax": 0.15, "pdf_scan": 0.13,
           "noisy_pdf_scan": 0.17}  # photocopies and phone scans of paper: the 'fax' format is a 1-bit copy
CUSTOMER = {"email": 0.3, "text": 0.24, "clean_image": 0.09, "noisy_scan": 0.11, "fax": 0.11, "pdf_scan": 0.07,
            "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": PRINTED, "refund_request": CUSTOMER, "customer_letter": CUSTOMER,
                   "warranty_form": {**PRINTED, "text": 0.15, "email": 0.1}}


def case_hook(case: Case, rng: random.Random) -> None:
    """Prices in the case's shillings; cans and consumables sometimes by two; baskets trimmed under the bound;
    co-operatives, agro-vets and farms write 'we'."""
    cur = case.currency
    if cur != "KES":
        case.items[:] = [(p, q, Decimal(V.PRICE[cur][p])) for p, q, _ in case.items]
    case.items[:] = [(p, 2 if p in V.MULTI and rng.random() < 0.5 else q, u) for p, q, u in case.items]
    price = dict(V.PRODUCTS) if cur == "KES" else {p: Decimal(v) for p, v in V.PRICE[cur].items()}
    cheap = sorted(price, key=price.get)
    while case.total >= BOUND:
        names = {p for p, _, _ in case.items}
        i = max(range(1, len(case.items)), key=lambda k: case.items[k][1] * case.items[k][2])
        spare = next(p for p in cheap if p not in names)
        case.items[i] = (spare, 1, price[spare])
    if rng.random() < 0.4:
        case.flags.add("we")


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the amount asked for, or a rounder figure above the approval."""
    step = Decimal("500") if case.currency == "KES" else Decimal("50000")
    options = [case.approved + step, case.approved + 2 * step]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class MwangaSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case with local mail, fees rounded to whole shillings and the country's refund channel."""
        case = super().make_case(i, kind, currency, person, rng, used)
        case.email = f"{case.email.split('@')[0]}@{MAIL_DOMAIN[currency]}"
        case.fee_basis, case.waiver = "", None
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        step = Decimal(10) if currency == "KES" else Decimal(1000)
        fee = ((case.requested - case.eligible) / step).quantize(Decimal(1), ROUND_HALF_UP) * step
        case.eligible = cents(case.requested - fee)
        case.approved = cents(case.eligible + fee * (case.waiver or 0) / 100)
        case.reason = rng.choice([why for why, fits in V.RETURN_REASONS if case.return_item[0] in fits])
        case.issue = rng.choice(V.ISSUES_BY_PRODUCT.get(case.warranty_product, V.ISSUES))
        if case.warranty_product in SERIALS:
            case.serial = _unique(rng, used, lambda: SERIALS[case.warranty_product](rng))
        case.pay_method = rng.choice(PAY_METHODS[currency])
        case.payment_ref = _unique(rng, used, lambda: PAY_REFS[case.pay_method](rng))
        return case


SPEC = MwangaSpec(
    vocab=V, writer=T.MwangaWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Mwanga Dairy & Vet Supplies", case_prefix="E", file_prefix="mw-", kinds=KINDS, currencies=CURRENCIES,
    id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
