"""Atlas Solaire Pompage's cases: kinds, ID shapes, carriers and banks per country, prices per currency."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop26 import templates as T
from sample_docs.shop26 import vocab as V

SEED = 2626
EXT = kit.EXT
D, L = kit.digits, kit.letters

ID_SHAPES = {
    "order_id": [lambda r: f"BC-26{D(r, 5)}", lambda r: f"BC/26/{D(r, 5)}", lambda r: f"ASP{D(r, 7)}",
                 lambda r: f"26-{D(r, 6)}", lambda r: f"SO{D(r, 6)}"],
    "customer_id": [lambda r: f"CL-{D(r, 5)}", lambda r: f"411{D(r, 5)}", lambda r: f"411/{D(r, 4)}",
                    lambda r: f"C{D(r, 6)}", lambda r: f"AGR-{D(r, 4)}"],
    "invoice_number": [lambda r: f"FA26{D(r, 5)}", lambda r: f"FA2026/{D(r, 4)}", lambda r: f"FV/26/{D(r, 5)}",
                       lambda r: f"26{D(r, 6)}", lambda r: f"INV-{D(r, 7)}"],
    "case_number": [lambda r: f"SAV-26-{D(r, 4)}", lambda r: f"DR/26/{D(r, 4)}", lambda r: f"RET{D(r, 6)}",
                    lambda r: f"TKT-{D(r, 5)}", lambda r: f"26{D(r, 5)}"],
    "payment_reference": [lambda r: f"VIR{D(r, 12)}"],  # replaced per bank below
    "serial_number": [lambda r: f"LRZ-{L(r, 8)}", lambda r: f"SQF{D(r, 2)}{L(r, 1, 'ABCDEFGHJK')}{D(r, 6)}",
                      lambda r: f"GD{D(r, 10)}", lambda r: f"SN-{L(r, 8)}"],
}
BANKS = {  # the bank or wallet the refund leaves by, and its reference shape
    "MAD": [("Attijariwafa bank", lambda r: f"VIR{D(r, 12)}"),
            ("Bank of Africa (BMCE)", lambda r: f"BOA-{D(r, 4)}-{D(r, 6)}"),
            ("CIH Bank", lambda r: f"CIH{D(r, 10)}"),
            ("Orange Money", lambda r: f"MP{D(r, 6)}{L(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}")],
    "TND": [("BIAT", lambda r: f"FT{D(r, 5)}{L(r, 5, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}"),
            ("D17 - La Poste Tunisienne", lambda r: f"D17-{L(r, 8)}"), ("Attijari bank Tunisie", lambda r: D(r, 16))],
    "EGP": [("CIB", lambda r: f"CIB-{D(r, 4)}-{D(r, 7)}"), ("Banque Misr", lambda r: f"BM{D(r, 14)}"),
            ("InstaPay", lambda r: D(r, 12)), ("Vodafone Cash", lambda r: f"VC{D(r, 10)}")],
}
TRACKING = {
    "Amana Messagerie": lambda r: f"{L(r, 1, 'CEL')}{L(r, 1, 'ABDEFGH')}{D(r, 9)}MA",
    "CTM Messagerie": lambda r: f"CTM{D(r, 10)}",
    "DHL Express": lambda r: D(r, 10),
    "Rapid-Poste": lambda r: f"EE{D(r, 9)}TN",
    "Aramex": lambda r: D(r, 11),
    "Bosta": lambda r: D(r, 8),
    "Egypt Post EMS": lambda r: f"EE{D(r, 9)}EG",
}
KINDS = (["refund"] * 3 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["MAD"] * 6 + ["TND"] * 5 + ["EGP"] * 5
SHOP_MAIL = {"email": 0.26, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.08,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS, "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}


def case_hook(case: Case, rng: random.Random) -> None:
    """Prices in the case's currency, panels by the dozen; some buyers write 'we'."""
    cur = case.currency
    items = []
    for p, q, u in case.items:
        price = u if cur == "MAD" else V.TND_PRICE[p] if cur == "TND" else V.EGP_PRICE[p]
        qty = rng.choice([6, 8, 10, 12]) if p in V.PANELS else rng.choice([1, 2, 3]) if p in V.SMALL_PARTS else q
        items.append((p, qty, price))
    case.items[:] = items
    if rng.random() < 0.55:
        case.flags.add("we")
    first, last = case.email.split("@")[0], rng.choice(["example.com", "example.net", "example.org"])
    case.email = f"{first}@{last}"


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount or a rounder figure."""
    step = {"MAD": Decimal("100"), "TND": Decimal("50"), "EGP": Decimal("500")}[case.currency]
    options = [case.approved + step, case.approved + 2 * step]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class AtlasSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case with reasons and faults that fit the items, fees per currency, the office's carriers in turn
        and the refund's bank."""
        case = super().make_case(i, kind, currency, person, rng, used)
        case.reason = rng.choice(V.REASONS_BY_KIND[V.kind_of(case.return_item[0])] + V.REASONS_BY_KIND["any"])
        fault = "pump" if V.kind_of(case.warranty_product) == "pump" else "controller"
        case.issue = rng.choice(V.ISSUES_BY_KIND[fault])
        case.fee_basis, case.waiver = "", None  # the kit priced the refund with its own fee: start again
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        if currency == "EGP":  # Egyptian documents print the catalogue's English names
            en = lambda it: (V.ENGLISH[it[0]], it[1], it[2])  # noqa: E731
            case.items[:] = [en(it) for it in case.items]
            case.return_item = en(case.return_item)
            case.warranty_product = V.ENGLISH[case.warranty_product]
        carriers = V.CARRIERS[currency]  # each office spreads its parcels over its carriers
        case.carrier = carriers[i % len(carriers)]
        case.tracking = _unique(rng, used, lambda: self.tracking[case.carrier](rng))
        case.bank, shape = rng.choice(BANKS[currency])
        case.payment_ref = _unique(rng, used, lambda: shape(rng))
        return case


SPEC = AtlasSpec(
    vocab=V, writer=T.AtlasWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Atlas Solaire Pompage", case_prefix="A", file_prefix="asp-", kinds=KINDS, currencies=CURRENCIES,
    id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
