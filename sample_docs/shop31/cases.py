"""Alcántara's cases: kinds, ID shapes, each case's desk (Zaragoza, Porto, Andorra la Vella) with its VAT/IGI rate,
invoice series, transport agencies and refund channel (Bizum, MB WAY, SEPA transfer, card)."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan, flag
from sample_docs.shop31 import templates as T
from sample_docs.shop31 import vocab as V

SEED = 3131
EXT = kit.EXT
D, L = kit.digits, kit.letters

ID_SHAPES = {
    "order_id": [lambda r: f"PV-26{D(r, 5)}", lambda r: f"AFI/26/{D(r, 5)}", lambda r: f"26{D(r, 6)}",
                 lambda r: f"{r.choice(['01', '02', '03'])}-{D(r, 6)}", lambda r: f"WEB{D(r, 7)}"],
    "customer_id": [lambda r: f"CLI-{D(r, 5)}", lambda r: f"4300{D(r, 4)}", lambda r: f"{D(r, 4)}/{D(r, 2)}",
                    lambda r: f"C{D(r, 6)}"],
    "invoice_number": [lambda r: f"F26/{D(r, 6)}"],  # re-drawn per desk and invoice kind below
    "case_number": [lambda r: f"DEV-26-{D(r, 4)}", lambda r: f"RMA/26/{D(r, 4)}", lambda r: f"INC{D(r, 7)}",
                    lambda r: f"SAT-{D(r, 5)}"],
    "payment_reference": [lambda r: f"PAY{D(r, 8)}"],  # re-drawn per refund channel below
    "serial_number": [lambda r: f"{D(r, 7)}{r.choice('YXW')}", lambda r: f"SN-{L(r, 8)}",
                      lambda r: f"{L(r, 3)}-{D(r, 2)}{L(r, 4)}", lambda r: f"{D(r, 2)}{L(r, 1)}{D(r, 7)}"],
}
INVOICE_KINDS = {"es": ["factura", "simplificada"], "pt": ["fatura", "fatura_recibo"], "ad": ["factura_ad"]}
INVOICE_SHAPES = {"factura": lambda r: f"F26/{D(r, 6)}", "simplificada": lambda r: f"FS26-{D(r, 5)}",
                  "fatura": lambda r: f"FT2026/{D(r, 3)}", "fatura_recibo": lambda r: f"FR2026/{D(r, 4)}",
                  "factura_ad": lambda r: f"FA-26{D(r, 5)}"}
PAY_SHAPES = {"bizum": lambda r: f"BZ{D(r, 12)}", "transfer_es": lambda r: f"{D(r, 4)}-{L(r, 10)}",
              "card": lambda r: f"RDS-{D(r, 6)}-{D(r, 4)}", "mbway": lambda r: f"MBWAY-{D(r, 10)}",
              "transfer_pt": lambda r: D(r, 15), "transfer_ad": lambda r: f"AND{D(r, 4)}{L(r, 6)}"}
TRACKING = {
    "SEUR": lambda r: f"0{D(r, 13)}",
    "MRW": lambda r: f"0265{D(r, 8)}",
    "Correos Express": lambda r: f"CEX{D(r, 16)}",
    "Transportes Carreras": lambda r: f"TC-{D(r, 10)}",
    "CTT Expresso": lambda r: f"E{r.choice('ABDL')}{D(r, 9)}PT",
    "DPD Portugal": lambda r: D(r, 14),
    "Nacex Portugal": lambda r: f"NX-{D(r, 9)}",
    "Transports Pujol Andorra": lambda r: f"TPA{D(r, 9)}",
    "SEUR Andorra": lambda r: f"AD{D(r, 12)}",
    "Nacex": lambda r: f"NX-{D(r, 9)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["EUR"] * len(KINDS)
SHOP_MAIL = {"email": 0.24, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}
PLAN_EXTRAS = {"refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.4), **flag(rng, "form", 0.3),
                                              **flag(rng, "chat", 0.45)},
               "customer_letter": lambda rng: {"quote": rng.random() < 0.4}}


def case_hook(case: Case, rng: random.Random) -> None:
    """The customer's desk sets the tax rate and mail host; businesses write 'we'."""
    case.desk = V.DESK_OF[case.name]
    case.tax_label_rate = V.TAX_RATE[case.desk]
    case.email = case.email.split("@")[0] + "@" + rng.choice(V.MAIL_HOSTS[case.desk])
    if case.name in V.COMPANY:
        case.flags.add("company")
        case.company = V.COMPANY[case.name]


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer quotes instead of the approved refund: the amount before VAT, or a round figure above it."""
    net = cents(case.approved * 100 / (100 + case.tax_label_rate))
    options = [net, Decimal((int(case.approved) // 10 + 1) * 10)]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


class AlcantaraSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """The kit's case, then the desk's invoice series, agency and refund channel, and Alcántara's fees."""
        case = super().make_case(i, kind, currency, person, rng, used)
        case.inv_kind = rng.choice(INVOICE_KINDS[case.desk])
        case.invoice_number = _unique(rng, used, lambda: INVOICE_SHAPES[case.inv_kind](rng))
        case.carrier = rng.choice(V.CARRIERS_BY_DESK[case.desk])
        case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
        case.pay_method = rng.choice(V.PAY_METHODS[case.desk])
        case.payment_ref = _unique(rng, used, lambda: PAY_SHAPES[case.pay_method](rng))
        case.waiver, case.fee_basis = None, ""  # the kit's fee is replaced by Alcántara's
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.10"), Decimal("9.50"), [None, 50, 100])
        return case


SPEC = AlcantaraSpec(
    vocab=V, writer=T.AlcantaraWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE,
    shop_formats=SHOP_MAIL, author="Alcántara Ferretería Industrial", case_prefix="A", file_prefix="afi-",
    kinds=KINDS, currencies=CURRENCIES, id_shapes=ID_SHAPES, tracking=TRACKING, case_hook=case_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
