"""Indus & Delta's cases: kinds, ID shapes, carriers with their consignment-number shapes, payment channels
per country (banks and mobile wallets) and prices in whole rupees and taka."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop27 import templates as T
from sample_docs.shop27 import vocab as V

SEED = 2733
EXT = kit.EXT
D, L = kit.digits, kit.letters

ID_SHAPES = {
    "order_id": [lambda r: f"SO-{D(r, 6)}", lambda r: f"IDT/26/{D(r, 5)}", lambda r: f"{D(r, 4)}/26",
                 lambda r: f"ID{D(r, 7)}"],
    "customer_id": [lambda r: f"DR-{D(r, 4)}", lambda r: f"CUS{D(r, 5)}", lambda r: f"{D(r, 2)}-{D(r, 5)}",
                    lambda r: f"P{D(r, 6)}"],
    "invoice_number": [lambda r: f"STI-{D(r, 6)}", lambda r: f"SI/26/{D(r, 5)}", lambda r: D(r, 7),
                       lambda r: f"DK{D(r, 4)}/{D(r, 3)}"],
    "case_number": [lambda r: f"CMP-26-{D(r, 4)}", lambda r: f"RMA/26/{D(r, 4)}", lambda r: f"CLM{D(r, 6)}",
                    lambda r: f"RT-{D(r, 5)}"],
    "payment_reference": [lambda r: f"FT26{D(r, 10)}"],  # replaced per payment channel in make_case
    "serial_number": [lambda r: f"SN-{L(r, 8)}", lambda r: f"{L(r, 4, kit.UPPER)}{D(r, 6)}",
                      lambda r: f"M{D(r, 2)}-{D(r, 7)}", lambda r: f"PMP{D(r, 8)}"],
}
PAYMENT = {  # channel -> reference shape; channels by country
    "HBL": lambda r: f"IBFT{D(r, 12)}", "Meezan": lambda r: f"MBL-{D(r, 10)}", "JazzCash": lambda r: D(r, 11),
    "Easypaisa": lambda r: D(r, 11),
    "BRAC": lambda r: f"BEFTN{D(r, 10)}", "DBBL": lambda r: f"DBBL-{D(r, 12)}",
    "bKash": lambda r: f"{L(r, 2, kit.UPPER)}{D(r, 1)}{L(r, 7)}", "Nagad": lambda r: f"7{L(r, 1, kit.UPPER)}{L(r, 6)}",
    "ComBank": lambda r: f"CEFT{D(r, 10)}", "ComBankOnline": lambda r: f"CB{D(r, 12)}",
}
CHANNELS = {"PKR": ["HBL", "Meezan", "JazzCash", "Easypaisa"], "BDT": ["BRAC", "DBBL", "bKash", "Nagad"],
            "LKR": ["ComBank", "ComBankOnline"]}
TRACKING = {
    "TCS": lambda r: D(r, 12),
    "Leopards Courier": lambda r: f"KI{D(r, 10)}",
    "M&P Express Logistics": lambda r: f"MNP-{D(r, 9)}",
    "Sundarban Courier Service": lambda r: f"SCS{D(r, 10)}",
    "SA Paribahan": lambda r: f"SAP-{D(r, 8)}",
    "Pathao Courier": lambda r: f"PT{D(r, 9)}",
    "Domex": lambda r: D(r, 10),
    "Pronto Lanka": lambda r: f"PRL{D(r, 8)}",
    "DHL Express": lambda r: D(r, 10),
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["PKR"] * 7 + ["BDT"] * 6 + ["LKR"] * 4
SHOP_MAIL = {"email": 0.26, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.08,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}


def case_hook(case: Case, rng: random.Random) -> None:
    """Bangladesh and Sri Lanka price lists; consumables by the box in several; some buyers write 'we'."""
    table = {"BDT": V.BDT_PRICE, "LKR": V.LKR_PRICE}.get(case.currency)
    case.items[:] = [(p, rng.choice([2, 3, 5]) if p in V.CONSUMABLES else q, table[p] if table else u)
                     for p, q, u in case.items]
    if rng.random() < 0.5:
        case.flags.add("we")


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount or a rounder figure."""
    step = Decimal("1000") if case.currency != "BDT" else Decimal("500")
    options = [case.approved + step, cents(case.approved + 2 * step)]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class IndusSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case with reasons and faults that fit the item, the shop's flat fees and a payment
        channel of the customer's country."""
        case = super().make_case(i, kind, currency, person, rng, used)
        case.reason = rng.choice(V.REASONS_BY[V.CATEGORY[case.return_item[0]]])
        case.issue = rng.choice(V.ISSUES_BY.get(V.CATEGORY[case.warranty_product], V.ISSUES))
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        channel = rng.choice(CHANNELS[currency])
        case.flags.add(f"pay={channel}")
        used.discard(case.payment_ref)
        case.payment_ref = _unique(rng, used, lambda: PAYMENT[channel](rng))
        return case


SPEC = IndusSpec(
    vocab=V, writer=T.IndusWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Indus & Delta Textile Machinery", case_prefix="I", file_prefix="idt-", kinds=KINDS,
    currencies=CURRENCIES, id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
