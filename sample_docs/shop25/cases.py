"""Danubia Agro Parts' cases: kinds, ID shapes per office (Hungarian, Romanian, Bulgarian), carriers, banks and
whole-forint prices."""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Case, Doc, _unique, price_refund
from sample_docs.formatting import cents
from sample_docs.plan import ShopPlan
from sample_docs.shop25 import templates as T
from sample_docs.shop25 import vocab as V

SEED = 2525
EXT = kit.EXT
D, L = kit.digits, kit.letters

# per currency; each shape takes the rng and the office code (DB, BP, CJ, TM, PV)
ID_SHAPES = {
    "order_id": {
        "HUF": [lambda r, o: f"RE-{D(r, 6)}", lambda r, o: f"{D(r, 4)}/2026", lambda r, o: f"W{D(r, 7)}"],
        "RON": [lambda r, o: f"CMD{D(r, 6)}", lambda r, o: f"{o}/26/{D(r, 5)}", lambda r, o: f"W{D(r, 7)}"],
        "EUR": [lambda r, o: f"PD-{D(r, 6)}", lambda r, o: f"26{D(r, 5)}", lambda r, o: f"W{D(r, 7)}"],
    },
    "customer_id": {
        "HUF": [lambda r, o: f"VK-{D(r, 5)}", lambda r, o: f"H{D(r, 6)}"],
        "RON": [lambda r, o: f"CL-{D(r, 5)}", lambda r, o: f"{o}{D(r, 4)}"],
        "EUR": [lambda r, o: f"PDV-{D(r, 4)}", lambda r, o: f"1{D(r, 5)}"],
    },
    "invoice_number": {
        "HUF": [lambda r, o: f"{o}26/{D(r, 5)}", lambda r, o: f"2026/{D(r, 6)}"],
        "RON": [lambda r, o: f"D{o}{D(r, 7)}", lambda r, o: f"{o}-{D(r, 6)}"],
        "EUR": [lambda r, o: f"00000{D(r, 5)}", lambda r, o: f"0000{D(r, 6)}"],
    },
    "case_number": {
        "HUF": [lambda r, o: f"REK-2026-{D(r, 4)}", lambda r, o: f"GAR{D(r, 6)}"],
        "RON": [lambda r, o: f"RET/26/{D(r, 4)}", lambda r, o: f"RMA-{D(r, 5)}"],
        "EUR": [lambda r, o: f"RK-{D(r, 5)}", lambda r, o: f"26{D(r, 5)}"],
    },
}
PAYMENT_REF = {
    "OTP Bank": lambda r: D(r, 16),
    "K&H Bank": lambda r: f"{D(r, 4)}-{D(r, 8)}",
    "Revolut Business": lambda r: f"REV-{L(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}-{D(r, 6)}",
    "Banca Transilvania": lambda r: f"FT26{D(r, 3)}{L(r, 5, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}",
    "ING Bank România": lambda r: f"INGB{D(r, 10)}",
    "UniCredit Bulbank": lambda r: f"E2E{D(r, 4)}DAP{D(r, 6)}",
    "DSK Bank": lambda r: f"SCT-{D(r, 10)}",
}
SERIALS = [lambda r: f"DZ{D(r, 7)}", lambda r: f"{L(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{D(r, 2)}-{D(r, 6)}",
           lambda r: f"SN-{L(r, 8)}", lambda r: f"{D(r, 4)}{L(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{D(r, 5)}"]
TRACKING = {
    "GLS Hungary": lambda r: f"{r.choice(['50', '51', '90'])}{D(r, 9)}",
    "MPL (Magyar Posta)": lambda r: f"{r.choice(['CE', 'CP', 'RB'])}{D(r, 9)}HU",
    "DPD Hungary": lambda r: f"0{r.choice(['5', '6'])}{D(r, 12)}",
    "Sameday": lambda r: f"{r.choice(['ONB', 'SDY'])}{D(r, 10)}",
    "FAN Courier": lambda r: f"2{D(r, 12)}",
    "Cargus": lambda r: f"1{D(r, 9)}",
    "Speedy": lambda r: f"6{D(r, 10)}",
    "Econt Express": lambda r: f"10{D(r, 11)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
CURRENCIES = ["HUF"] * 7 + ["RON"] * 6 + ["EUR"] * 4
SHOP_MAIL = {"email": 0.26, "text": 0.14, "pdf_text": 0.16, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.08,
             "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {"invoice": kit.PRINT_FORMATS, "refund_request": kit.CUSTOMER_FORMATS,
                   "customer_letter": kit.CUSTOMER_FORMATS,
                   "warranty_form": {**kit.PRINT_FORMATS, "text": 0.2}}
SCANNED = ("noisy_scan", "fax", "pdf_scan", "noisy_pdf_scan")


def doc_hook(doc: Doc, rng: random.Random) -> None:
    """A farm's own letter or form, scanned or faxed, is often filled in by hand: a slanted, handwriting-like face."""
    if doc.doc_type in ("refund_request", "customer_letter", "warranty_form") and doc.fmt in SCANNED \
            and rng.random() < 0.5:
        doc.style["font"] = rng.choice(["serif_italic", "sans_oblique"])


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the amount asked for, or a rounder figure above the approval."""
    step = {"HUF": Decimal("5000"), "RON": Decimal("50"), "EUR": Decimal("10")}[case.currency]
    options = [case.approved + step, case.approved + 2 * step]
    if case.requested != case.approved:
        options.append(case.requested)
    return cents(rng.choice(options))


def email_of(name: str, currency: str, rng: random.Random) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    first, last = ascii_name.split(" ", 1)
    local = f"{first}.{last}" if currency != "EUR" else f"{first[0]}.{last}"
    return f"{local.replace(' ', '')}@{rng.choice(V.MAIL_DOMAIN[currency])}"


class DanubiaSpec(kit.ShopSpec):
    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=kit.PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=kit.PLAN_EXTRAS)

    def make_case(self, i, kind, currency, person, rng, used):
        """A case priced in the office's currency: HUF in whole forints (fees rounded to 10 Ft), RON and EUR in
        cents; IDs in the office's shapes; the customer's bank and (for a business) tax number."""
        name, address = person
        office = rng.choice(V.OFFICES[currency])
        code = V.OFFICE_CODE[office]
        col = {"HUF": 1, "RON": 2, "EUR": 3}[currency]
        products = rng.sample(V.PRODUCTS, rng.choice([1, 1, 2, 2, 3]))
        names = [p[0] for p in products]
        if kind in ("warranty", "refund_warranty") and not any(n in V.WARRANTY_PRODUCTS for n in names):
            wp = rng.choice([n for n in V.WARRANTY_PRODUCTS if n not in names])
            products[0] = next(p for p in V.PRODUCTS if p[0] == wp)
        if kind == "refund_warranty" and len(products) == 1:
            products.append(rng.choice([p for p in V.PRODUCTS if p[0] != products[0][0]]))
        items = [(p[0], rng.choice([2, 4, 5]) if p[0] in V.CONSUMABLES else 1, p[col]) for p in products]
        shapes = {f: rng.choice(ID_SHAPES[f][currency]) for f in ID_SHAPES}
        case = Case(
            cid=f"{self.case_prefix}{i:02d}", kind=kind, name=name, address=address,
            email=email_of(name, currency, rng), currency=currency,
            customer_id=_unique(rng, used, lambda: shapes["customer_id"](rng, code)),
            order_id=_unique(rng, used, lambda: shapes["order_id"](rng, code)),
            invoice_number=_unique(rng, used, lambda: shapes["invoice_number"](rng, code)),
            case_number=_unique(rng, used, lambda: shapes["case_number"](rng, code)),
            order_date=date(2026, 2, 2) + timedelta(days=rng.randrange(0, 70)),
            items=items,
            tax_label_rate=V.TAX[currency][1],
        )
        case.office, case.code = office, code
        if rng.random() < 0.45:
            case.flags.add("we")
        case.buyer_tax = {"HUF": f"{D(rng, 8)}-2-{rng.choice(['09', '15', '04', '13'])}",
                          "RON": f"RO{D(rng, 8)}", "EUR": f"BG{D(rng, 9)}"}[currency]
        case.customer_iban = {"HUF": f"{D(rng, 8)}-{D(rng, 8)}-00000000",
                              "RON": f"RO{D(rng, 2)} BTRL {D(rng, 4)} {D(rng, 4)} {D(rng, 4)} XX",
                              "EUR": f"BG{D(rng, 2)} STSA 9300 {D(rng, 4)} {D(rng, 4)} {D(rng, 2)}"}[currency]
        case.carrier = rng.choice(V.CARRIERS[currency])
        case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
        case.bank = rng.choice(V.BANKS[currency])
        case.payment_ref = _unique(rng, used, lambda: PAYMENT_REF[case.bank](rng))
        case.serial = _unique(rng, used, lambda: rng.choice(SERIALS)(rng))
        wp_items = [it for it in items if it[0] in V.WARRANTY_PRODUCTS]
        case.warranty_product = (wp_items[0] if wp_items else items[0])[0]
        case.return_item = rng.choice([it for it in items
                                       if kind != "refund_warranty" or it[0] != case.warranty_product])
        case.reason = rng.choice(V.RETURN_REASONS.get(case.return_item[0], []) * 4 + V.GENERIC_REASONS)
        case.issue = rng.choice(V.ISSUES.get(case.warranty_product, ["Stopped working after a few days of use"]))
        _, qty, unit = case.return_item
        case.requested = case.gross(qty * unit)
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), V.FLAT_FEE[currency], [None, 50, 100])
        if currency == "HUF":  # a restocking share in whole tens of forints, so half of it is still whole
            fee = (case.requested - case.eligible) / 10
            fee = fee.quantize(Decimal("1"), rounding=ROUND_HALF_UP) * 10
            case.eligible = case.requested - fee
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
        return case


SPEC = DanubiaSpec(
    vocab=V, writer=T.DanubiaWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_MAIL,
    author="Danubia Agro Parts", case_prefix="D", file_prefix="dap-", kinds=KINDS, currencies=CURRENCIES,
    id_shapes={}, tracking=TRACKING, doc_hook=doc_hook,
)


def build_batch(seed: int = SEED):
    return SPEC.build_batch(seed)
