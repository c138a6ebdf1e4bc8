"""Taigawood's cases: kinds, ID shapes (Baltic and Finnish paperwork, bank references with check digits),
carriers with their tracking shapes, offices and VAT rates, SEK prices for Swedish customers."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop30 import templates as T
from sample_docs.shop30 import vocab as V

SEED = 3033
EXT = kit.EXT
D, L = kit.digits, kit.letters

ID_SHAPES = {
    "order_id": [lambda r: f"TW{D(r, 7)}", lambda r: f"26{D(r, 6)}", lambda r: f"WEB-{D(r, 6)}",
                 lambda r: f"{D(r, 4)}/{D(r, 3)}", lambda r: f"MT/26/{D(r, 5)}"],
    "customer_id": [lambda r: f"K{D(r, 5)}", lambda r: f"{D(r, 6)}", lambda r: f"AS-{D(r, 4)}",
                    lambda r: f"{D(r, 2)}-{D(r, 4)}", lambda r: f"KL{D(r, 6)}"],
    "invoice_number": [lambda r: f"{D(r, 8)}", lambda r: f"AR-{D(r, 6)}", lambda r: f"TW26-{D(r, 5)}",
                       lambda r: f"SF{D(r, 6)}"],
    "case_number": [lambda r: f"TAG-26-{D(r, 4)}", lambda r: f"RMA{D(r, 5)}", lambda r: f"REK/26/{D(r, 4)}",
                    lambda r: f"{D(r, 6)}", lambda r: f"PAL-{D(r, 5)}"],
    "payment_reference": [lambda r: T.rf_reference(D(r, 10)), lambda r: T._ref(f"26{D(r, 6)}"),
                          lambda r: f"TWRF-{D(r, 6)}-{D(r, 4)}", lambda r: f"E2E{D(r, 4)}{L(r, 6)}",
                          lambda r: f"NDEA{D(r, 12)}"],
    "serial_number": [lambda r: f"{D(r, 9)}", lambda r: f"TW-{L(r, 8)}",
                      lambda r: f"20{D(r, 2)}{L(r, 2, 'ABCDEFGH')}{D(r, 5)}", lambda r: f"SN{D(r, 8)}"],
}
TRACKING = {
    "Omniva": lambda r: f"CE{D(r, 9)}EE",
    "DPD": lambda r: f"0{D(r, 13)}",
    "Itella": lambda r: f"JJEE{D(r, 16)}",
    "Venipak": lambda r: f"V{D(r, 12)}",
    "LP Express": lambda r: f"CE{D(r, 9)}LT",
    "Latvijas Pasts": lambda r: f"RR{D(r, 9)}LV",
    "Posti": lambda r: f"JJFI{D(r, 17)}",
    "Matkahuolto": lambda r: f"MH{D(r, 10)}",
    "PostNord": lambda r: f"00{D(r, 18)}",
    "DB Schenker": lambda r: f"DBS-{D(r, 10)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"]
         + ["delivery"] * 2)
CURRENCIES = ["EUR"] * 13 + ["SEK"] * 3
SHOP_MAIL = {"email": 0.26, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.08,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}
MAIL_DOMAINS = {"ee": ["example.ee", "mail.example.ee"], "lv": ["example.lv", "inbox.example.lv"],
                "lt": ["example.lt"], "fi": ["example.fi", "kolumbus.example.fi"], "se": ["example.se"]}


def case_hook(case: Case, rng: random.Random) -> None:
    """The office follows the customer's country; VAT at that country's rate; kronor prices for Sweden;
    business buyers write 'we'."""
    case.office = V.OFFICE_OF_COUNTRY[case.address.rsplit(", ", 1)[1]]
    case.tax_label_rate = V.TAX[case.office][1]
    if case.currency == "SEK":
        case.items[:] = [(p, q, cents(int(round(u * V.SEK_RATE, -1)))) for p, q, u in case.items]
    if case.name in V.COMPANY:
        case.flags.add("we")


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount or a rounder figure."""
    step = Decimal("100") if case.currency == "SEK" else Decimal("10")
    options = [case.approved + step, case.approved + 5 * step]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class TaigawoodSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case with the carrier of the customer's country, a local mail domain and per-currency fees."""
        case = super().make_case(i, kind, currency, person, rng, used)
        used.discard(case.tracking)
        case.carrier = rng.choice(V.CARRIERS_OF[case.office])
        case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
        case.email = case.email.split("@")[0] + "@" + rng.choice(MAIL_DOMAINS[case.office])
        case.issue = rng.choice(V.ISSUES_BY_KIND[V.KIND_OF.get(case.warranty_product, "chainsaw")])
        case.waiver, case.fee_basis = None, ""
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        return case


SPEC = TaigawoodSpec(
    vocab=V, writer=T.TaigawoodWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE,
    shop_formats=SHOP_MAIL, author="Taigawood Forest Equipment", case_prefix="T", file_prefix="tw-", kinds=KINDS,
    currencies=CURRENCIES, id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
