"""Ferrow & Sons' batch: its identifier shapes, carriers' tracking numbers, branches and the ShopSpec
that plans and writes the cases (sample_docs/shop_kit.py)."""

from __future__ import annotations

import random
import re
import unicodedata

from sample_docs.documents import Batch, Case, Doc
from sample_docs.shop23 import vocab as V
from sample_docs.shop23.printing import FerrowWriter
from sample_docs.shop23.templates import TEMPLATES
from sample_docs.shop_kit import EXT, ShopSpec, digits, letters

SEED = 2326
__all__ = ["EXT", "SEED", "build_batch", "SPEC"]

KINDS = (["refund"] * 3 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2
         + ["rejected"] * 2 + ["delivery"] * 2)

FORMATS_BY_TYPE = {
    "invoice": {"pdf_text": 0.35, "clean_image": 0.15, "noisy_scan": 0.15, "fax": 0.1, "pdf_scan": 0.12,
                "noisy_pdf_scan": 0.13},
    "order_confirmation": {"email": 0.35, "text": 0.15, "pdf_text": 0.2, "clean_image": 0.2, "fax": 0.05,
                           "pdf_scan": 0.05},
    "shipping_notice": {"email": 0.3, "text": 0.1, "noisy_scan": 0.2, "clean_image": 0.1, "fax": 0.1,
                        "pdf_scan": 0.1, "noisy_pdf_scan": 0.1},
    "refund_request": {"email": 0.35, "text": 0.3, "noisy_scan": 0.1, "fax": 0.1, "pdf_scan": 0.07,
                       "noisy_pdf_scan": 0.08},
    "refund_approval": {"email": 0.25, "text": 0.15, "pdf_text": 0.2, "clean_image": 0.2, "fax": 0.1,
                        "pdf_scan": 0.1},
    "refund_execution": {"email": 0.25, "text": 0.1, "pdf_text": 0.3, "clean_image": 0.1, "noisy_scan": 0.1,
                         "noisy_pdf_scan": 0.15},
    "warranty_form": {"pdf_text": 0.2, "clean_image": 0.15, "noisy_scan": 0.2, "fax": 0.15, "pdf_scan": 0.15,
                      "noisy_pdf_scan": 0.15},
    "customer_letter": {"email": 0.35, "text": 0.25, "noisy_scan": 0.15, "fax": 0.1, "pdf_scan": 0.075,
                        "noisy_pdf_scan": 0.075},
}

ID_SHAPES = {
    # sales orders: counter S/O, portal web order, branch/year/number, phone-order pad number
    "order_id": [lambda r: f"SO{digits(r, 6)}", lambda r: f"W{digits(r, 7)}", lambda r: f"BR/26/{digits(r, 5)}",
                 lambda r: f"{r.randrange(1, 9)}{digits(r, 2)}-{digits(r, 5)}"],
    # replaced per branch in branch_hook (Sage-style codes, branch prefixes, mail-order numbers)
    "customer_id": [lambda r: digits(r, 6)],
    # accounts package, counter till, portal, branch series
    "invoice_number": [lambda r: f"SI-{digits(r, 6)}", lambda r: f"T{r.randrange(1, 5)}/{digits(r, 6)}",
                       lambda r: f"INV{digits(r, 7)}", lambda r: f"{digits(r, 6)}"],
    # returns authorisations, desk tickets, warranty claims
    "case_number": [lambda r: f"RA-26-{digits(r, 4)}", lambda r: f"TKT{digits(r, 6)}",
                    lambda r: f"RMA/26/{digits(r, 4)}", lambda r: f"WC{digits(r, 5)}", lambda r: digits(r, 6)],
    # BACS, Faster Payments, card refund authorisations, bank reference numbers
    "payment_reference": [lambda r: f"BACS-{digits(r, 10)}", lambda r: f"FPS-{letters(r, 10)}",
                          lambda r: f"RF{letters(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{digits(r, 3)}{letters(r, 5)}",
                          lambda r: digits(r, 12)],
    # diagnostic tools, batteries, lifts and chargers
    "serial_number": [lambda r: f"FRS-{letters(r, 4)}{digits(r, 5)}", lambda r: f"BT{digits(r, 2)}{letters(r, 8)}",
                      lambda r: f"TL4-26{digits(r, 5)}", lambda r: f"AUT{digits(r, 2)}A{digits(r, 5)}"],
}

TRACKING = {
    "DPD": lambda r: f"15{digits(r, 12)}",
    "Royal Mail Tracked 48": lambda r: f"{r.choice(['TT', 'RK', 'WS'])}{digits(r, 9)}GB",
    "Parcelforce Worldwide": lambda r: f"PB{letters(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{digits(r, 7)}001",
    "APC Overnight": lambda r: f"0{digits(r, 15)}",
    "Ferrow & Sons own van": lambda r: f"VR-{digits(r, 8)}",
}


def branch_of(address: str) -> str:
    """The branch serving an address: Cardiff or Glasgow by town, else Sheffield head office."""
    return next((b for b, towns in V.BRANCH_TOWNS.items() if any(t in address for t in towns)), "SHF")


def sage_code(name: str, n: int) -> str:
    """An accounts-package account code: the first four letters of the business or surname and a number."""
    base = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().upper()
    return re.sub(r"[^A-Z]", "", base)[:4] + f"{n:03d}"


def branch_hook(case: Case, rng: random.Random) -> None:
    """The case's branch, its customer's account number in that branch's style, and a branch order prefix."""
    case.branch = branch_of(case.address)  # type: ignore[attr-defined]
    who = V.BUSINESS_OF.get(case.name)
    if who is None:
        case.customer_id = f"MO{digits(rng, 6)}"  # mail-order customer
    elif case.branch == "SHF":  # type: ignore[attr-defined]
        case.customer_id = sage_code(who, int(case.cid[1:]))
    elif case.branch == "GLA":  # type: ignore[attr-defined]
        case.customer_id = f"G-{digits(rng, 5)}"
    else:
        case.customer_id = f"{rng.randrange(20, 29)}/{digits(rng, 4)}"
    case.order_id = case.order_id.replace("BR/", f"{case.branch}/")  # type: ignore[attr-defined]


def scan_hook(doc: Doc, rng: random.Random) -> None:
    """Half of the image-only PDFs are photocopies (degraded), half clean scans."""
    doc.style["scan_noise"] = doc.fmt == "pdf_scan" and rng.random() < 0.5


SPEC = ShopSpec(
    vocab=V, writer=FerrowWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE,
    shop_formats=FORMATS_BY_TYPE["customer_letter"], author=V.SHOP, case_prefix="F", file_prefix="fs-",
    kinds=KINDS, currencies=["GBP"] * len(KINDS), id_shapes=ID_SHAPES, tracking=TRACKING,
    case_hook=branch_hook, doc_hook=scan_hook,
)


def build_batch(seed: int = SEED) -> Batch:
    """All of Ferrow & Sons' cases and documents for one seed (no files written)."""
    return SPEC.build_batch(seed)
