"""Egeria's cases: seventeen customers of the three offices, each one order, planned with the shared ShopSpec.

What the shared spec cannot know is fixed here after it makes a case: the office (from the address), the
office's VAT rate (Cyprus 19%), lira prices in Izmir, the office's carriers and the customer's e-mail."""

from __future__ import annotations

import random
from decimal import Decimal

from sample_docs.documents import Batch, Case, Doc, _unique, price_refund
from sample_docs.shop22 import printing as P
from sample_docs.shop22 import vocab as V
from sample_docs.shop22.templates import TEMPLATES, EgeriaWriter, country
from sample_docs.shop_kit import CUSTOMER_FORMATS, EXT, PRINT_FORMATS, ShopSpec

SEED = 2208
__all__ = ["EXT", "SEED", "SPEC", "build_batch"]

KINDS = (["refund"] * 4 + ["refund_letter"] * 5 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"]
         + ["delivery"] * 2)
CURRENCIES = ["TRY"] * 7 + ["EUR"] * 10
SHOP_MAIL_FORMATS = {"email": 0.2, "text": 0.12, "pdf_text": 0.2, "clean_image": 0.1, "noisy_scan": 0.12,
                     "fax": 0.1, "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {
    "invoice": PRINT_FORMATS, "order_confirmation": SHOP_MAIL_FORMATS, "shipping_notice": SHOP_MAIL_FORMATS,
    "refund_approval": SHOP_MAIL_FORMATS, "refund_execution": SHOP_MAIL_FORMATS,
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS, "warranty_form": CUSTOMER_FORMATS,
}
FLAT_FEE = {"TRY": Decimal("1450.00"), "EUR": Decimal("35.00")}
ASCII = str.maketrans("çğıöşüÇĞİÖŞÜ", "cgiosuCGIOSU")


class EgeriaSpec(ShopSpec):
    """The shared case maker, then Egeria's offices: tax rate, currency, carriers, e-mail, "we" buyers."""

    def make_case(self, i: int, kind: str, currency: str, person: tuple[str, str], rng: random.Random,
                  used: set[str]) -> Case:
        case = super().make_case(i, kind, currency, person, rng, used)
        k = country(case)
        case.tax_label_rate = V.COUNTRY_TAX[k][1]
        if currency == "TRY":
            lira = {p: (u * V.TRY_RATE).quantize(Decimal("1")) for p, _, u in case.items}
            case.items = [(p, q, lira[p]) for p, q, _ in case.items]
            case.return_item = next(it for it in case.items if it[0] == case.return_item[0])
        for name in ("order_id", "customer_id", "invoice_number", "case_number", "payment_reference",
                     "serial_number"):
            shape = P.ID_SHAPES[name][rng.choice(P.OFFICE_SHAPES[k][name])]
            setattr(case, "payment_ref" if name == "payment_reference" else "serial" if name == "serial_number"
                    else name, _unique(rng, used, lambda: shape(rng)))
        machine = case.return_item[0] in V.MACHINES
        case.reason = rng.choice(V.MACHINE_REASONS if machine else V.GOODS_REASONS)
        case.issue = rng.choice(V.ISSUES_BY_PRODUCT.get(case.warranty_product, V.ISSUES))
        case.requested = case.gross(case.return_item[2])
        case.waiver, case.fee_basis = None, ""
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), FLAT_FEE[currency], [None, 25, 50, 100])
        if case.carrier not in V.CARRIERS_BY_COUNTRY[k]:
            case.carrier = rng.choice(V.CARRIERS_BY_COUNTRY[k])
            case.tracking = _unique(rng, used, lambda: P.TRACKING[case.carrier](rng))
        first, last = case.name.translate(ASCII).lower().split(" ", 1)
        case.email = f"{rng.choice([first + '.' + last, first[0] + last, first])}@{rng.choice(V.EMAIL_DOMAINS[k])}"
        if rng.random() < 0.5:
            case.flags.add("we")
        return case


def _scan_look(doc: Doc, rng: random.Random) -> None:
    """Half of the image-only PDFs are photocopies with scan noise."""
    doc.style["scan_noise"] = doc.fmt == "pdf_scan" and rng.random() < 0.5


SPEC = EgeriaSpec(
    vocab=V, writer=EgeriaWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE,
    shop_formats=SHOP_MAIL_FORMATS, author=V.AUTHOR, case_prefix="E", file_prefix="eg-", kinds=KINDS,
    currencies=CURRENCIES, id_shapes=P.ID_SHAPES, tracking=P.TRACKING, doc_hook=_scan_look,
)


def build_batch(seed: int = SEED) -> Batch:
    """All of Egeria's cases and documents (content and truth) for one seed; no files are written."""
    return SPEC.build_batch(seed)
