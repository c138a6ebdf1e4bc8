"""Tanabana's cases: desks, ID shapes per desk, carriers, prices per currency and the plan of each case.

The order ID is the garment factory's own purchase-order number (South Asian suppliers quote "your P.O. No." on every
paper), so its shape follows the customer's desk; the shop's own sales-order, challan and pro-forma numbers are
distractors printed beside it.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _collect_conflicts, _unique, number_docs
from sample_docs.formatting import cents
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery
from sample_docs.shop34 import templates as T
from sample_docs.shop34 import vocab as V
from status.schema import Schema, load_schema

SEED = 3404
EXT = kit.EXT
D, L = kit.digits, kit.letters
UP = kit.UPPER


def _n(r: random.Random, lo: int, hi: int) -> str:
    return str(r.randrange(lo, hi))


ID_SHAPES: dict[str, dict[str, list]] = {
    "order_id": {"khi": [lambda r: f"PO-{D(r, 5)}", lambda r: f"450{D(r, 7)}", lambda r: f"{_n(r, 100, 9999)}/26"],
                 "lhe": [lambda r: f"PO/26/{D(r, 4)}", lambda r: f"LPO-{D(r, 6)}", lambda r: f"26{D(r, 5)}"],
                 "dac": [lambda r: f"WO{D(r, 6)}", lambda r: f"45{D(r, 8)}", lambda r: f"MKC/26/{D(r, 4)}"],
                 "cgp": [lambda r: f"PO/26/{D(r, 5)}", lambda r: f"{_n(r, 1000, 9999)}-26", lambda r: f"CTG{D(r, 5)}"],
                 "cmb": [lambda r: f"PO{D(r, 7)}", lambda r: f"LIPL/26/{D(r, 3)}", lambda r: D(r, 6)]},
    "customer_id": {"khi": [lambda r: f"KC-{D(r, 4)}", lambda r: f"P-{D(r, 5)}", lambda r: f"{_n(r, 1, 9)}{D(r, 4)}"],
                    "lhe": [lambda r: f"LC-{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}", lambda r: f"DR-{D(r, 4)}"],
                    "dac": [lambda r: f"DC-{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 4)}", lambda r: f"BD-{D(r, 5)}"],
                    "cgp": [lambda r: f"CC-{D(r, 4)}", lambda r: f"CGP{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                    "cmb": [lambda r: f"CMB-{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}", lambda r: f"LK{D(r, 5)}"]},
    "invoice_number": {"khi": [lambda r: f"STI-{D(r, 5)}", lambda r: f"KHI/26/{D(r, 5)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                       "lhe": [lambda r: f"LHE/26/{D(r, 4)}", lambda r: f"SI-26{D(r, 5)}", lambda r: f"{D(r, 4)}/26"],
                       "dac": [lambda r: f"DAC/26/{D(r, 5)}", lambda r: f"{_n(r, 1, 9)}{D(r, 6)}", lambda r: f"TSB-{D(r, 6)}"],
                       "cgp": [lambda r: f"CGP/26/{D(r, 4)}", lambda r: f"M63-{D(r, 6)}", lambda r: f"{_n(r, 1, 9)}{D(r, 6)}"],
                       "cmb": [lambda r: f"TI{D(r, 6)}", lambda r: f"INV/26/{D(r, 4)}", lambda r: f"{D(r, 5)}-26"]},
    "case_number": {"khi": [lambda r: f"CMP-{D(r, 5)}", lambda r: f"CLM/26/{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                    "lhe": [lambda r: f"CMP-{D(r, 5)}", lambda r: f"CLM/26/{D(r, 4)}", lambda r: f"LC{D(r, 6)}"],
                    "dac": [lambda r: f"CLM-26-{D(r, 4)}", lambda r: f"SR{D(r, 6)}", lambda r: f"RMA/26/{D(r, 3)}"],
                    "cgp": [lambda r: f"CLM-26-{D(r, 4)}", lambda r: f"SR{D(r, 6)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                    "cmb": [lambda r: f"TKT-{D(r, 6)}", lambda r: f"{_n(r, 1, 9)}{D(r, 6)}", lambda r: f"CR-2026-{D(r, 3)}"]},
}
# refund payments by the rail the desk's bank uses: IBFT/RTGS or a cheque (pk), BEFTN/RTGS or a cheque (bd),
# CEFTS/SLIPS or a cheque (lk); the third entry of each is the cheque number
PAY_SHAPES = {
    "pk": [lambda r: f"{_n(r, 1, 9)}{D(r, 11)}", lambda r: f"FT26{D(r, 8)}", lambda r: D(r, 8)],
    "bd": [lambda r: f"BEFTN{D(r, 10)}", lambda r: f"RT26{D(r, 8)}", lambda r: f"CHQ-{D(r, 7)}"],
    "lk": [lambda r: f"CEFT{D(r, 10)}", lambda r: f"SL{D(r, 4)}{L(r, 2, UP)}{D(r, 4)}", lambda r: D(r, 6)],
}
# a machine's serial plate follows its maker's numbering (the product name's first word)
SERIAL_BY_MAKER = {
    "Juki": lambda r: f"{L(r, 2, UP)}{D(r, 2)}{L(r, 1, UP)}{D(r, 6)}", "Jack": lambda r: f"J{D(r, 9)}",
    "Siruba": lambda r: f"SN-{L(r, 8)}", "Pegasus": lambda r: f"SN-{L(r, 8)}", "Kansai": lambda r: f"SN-{L(r, 8)}",
    "Brother": lambda r: f"{L(r, 1, UP)}{D(r, 1)}{L(r, 1, UP)}{D(r, 1)}-{D(r, 7)}", "Eastman": lambda r: D(r, 10),
    "KM": lambda r: D(r, 10), "Naomoto": lambda r: f"NM{D(r, 8)}", "Silver": lambda r: f"SS{D(r, 2)}-{D(r, 6)}",
    "550W": lambda r: f"SV{D(r, 2)}-{D(r, 7)}",
}
TRACKING = {
    "Margalla Couriers": lambda r: f"MC{D(r, 11)}", "Ravi Goods Transport Co.": lambda r: f"RGT-{D(r, 8)}",
    "SpeedLink Couriers": lambda r: D(r, 13), "Padma Parcel Express": lambda r: f"PPX-{D(r, 10)}",
    "Karnaphuli Transport Agency": lambda r: f"KTA{D(r, 8)}", "Dhaka Rapid Couriers": lambda r: D(r, 12),
    "Lanka Swift Couriers": lambda r: f"LS{D(r, 9)}LK", "Kelani Express Logistics": lambda r: f"KEL-{D(r, 9)}",
    "Serendib Door2Door": lambda r: f"SD{D(r, 10)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
DESK_MIX = ["khi"] * 4 + ["lhe"] * 4 + ["dac"] * 3 + ["cgp"] * 3 + ["cmb"] * 3
RATE = {"PKR": Decimal("1"), "BDT": Decimal("0.435"), "LKR": Decimal("1.07")}

MAIL_HEAVY = {"email": 0.3, "text": 0.16, "pdf_text": 0.16, "clean_image": 0.08, "noisy_scan": 0.08, "fax": 0.07,
              "pdf_scan": 0.07, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {
    "invoice": {"pdf_text": 0.3, "clean_image": 0.12, "noisy_scan": 0.14, "fax": 0.1, "pdf_scan": 0.12,
                "noisy_pdf_scan": 0.12, "email": 0.1},
    "refund_request": {"email": 0.3, "text": 0.2, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.12,
                       "pdf_scan": 0.08, "noisy_pdf_scan": 0.1},
    "customer_letter": {"email": 0.28, "text": 0.22, "clean_image": 0.12, "noisy_scan": 0.1, "fax": 0.1,
                        "pdf_scan": 0.08, "noisy_pdf_scan": 0.1},
    "refund_approval": {"pdf_text": 0.22, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1, "pdf_scan": 0.1,
                        "noisy_pdf_scan": 0.1, "email": 0.18, "text": 0.1},
    "refund_execution": {"email": 0.25, "text": 0.15, "pdf_text": 0.15, "clean_image": 0.15, "noisy_scan": 0.1,
                         "fax": 0.05, "pdf_scan": 0.1, "noisy_pdf_scan": 0.05},
    "warranty_form": {"pdf_text": 0.12, "clean_image": 0.12, "noisy_scan": 0.18, "fax": 0.18, "pdf_scan": 0.12,
                      "noisy_pdf_scan": 0.12, "text": 0.16},
}
FONTS = ("serif", "sans_condensed", "serif_condensed", "mono", "sans", "sans_light", "serif_italic", "sans_oblique")
ROUGH = ("noisy_scan", "fax", "noisy_pdf_scan")
PLAN_ODDS = PlanOdds(
    request_after=(2, 9), request_deadline=0.5, request_deadline_days=(7, 21), approval_after=(3, 9),
    promise_after=(5, 12), letter_after=(5, 10), letter_deadline=0.45, letter_deadline_days=(5, 12),
    move_days=(4, 11), rejected_letter_after=(1, 5), execution_after=(1, 6), warranty_after=(15, 45),
    warranty_after_last=(3, 9), warranty_deadline_days=(7, 20), warranty_restate=0.6,
    warranty_letter_after=(5, 12), delivery_letter_after=(2, 6),
)
PLAN_EXTRAS = {"refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.35), **flag(rng, "form", 0.3)},
               "customer_letter": lambda rng: {"quote": rng.random() < 0.4}}


def price(pkr: Decimal, currency: str) -> Decimal:
    """A list price in the desk's currency: taka rounded to tens, Sri Lankan rupees to fifties."""
    if currency == "BDT":
        return Decimal(int((pkr * RATE["BDT"] / 10).quantize(Decimal("1")) * 10))
    if currency == "LKR":
        return Decimal(int((pkr * RATE["LKR"] / 50).quantize(Decimal("1")) * 50))
    return pkr


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount, a rounder figure, or two digits swapped."""
    step = {"PKR": Decimal("1000"), "BDT": Decimal("500"), "LKR": Decimal("1000")}[case.currency]
    options = [cents(case.approved + step)]
    if case.requested != case.approved:
        options.append(case.requested)
    figs = f"{case.approved:.2f}".replace(".", "")
    if len(figs) >= 6 and figs[-5] != figs[-6]:
        options.append(cents(Decimal(figs[:-6] + figs[-5] + figs[-6] + figs[-4:]) / 100))
    return rng.choice(options)


def typo(name: str, rng: random.Random) -> str:
    """The surname (last word) with two inner letters swapped, the way a billing clerk mistypes it."""
    head, last = name.rsplit(" ", 1)
    i = rng.randrange(1, len(last) - 2)
    while last[i] == last[i + 1]:
        i = rng.randrange(1, len(last) - 2)
    return f"{head} {last[:i]}{last[i + 1]}{last[i]}{last[i + 2:]}"


class TanabanaSpec(kit.ShopSpec):
    """The kit's planning with Tanabana's desks, prices and returned quantities; make_case and build_batch are
    this shop's."""

    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_KEYS, extras=PLAN_EXTRAS)

    def style(self, rng: random.Random, fmt: str) -> dict[str, Any]:
        layout = rng.choice(kit.LAYOUTS)
        fonts = [f for f in FONTS if fmt not in ROUGH or f not in ("sans_light", "serif_italic", "sans_oblique")]
        return {
            "font": rng.choice(fonts),
            "size": rng.choice([9.5, 10, 10.5, 11]) if fmt not in ROUGH else rng.choice([10.5, 11, 11.5]),
            "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
            "layout": layout, "aligned": layout == "aligned", "stacked": layout == "stacked",
            "kv_sep": rng.choice([":", ":", ""]) if layout in ("inline", "aligned") else ":",
            "author": "Tanabana Industrial Sewing", "qp": rng.random() < 0.5, "html": rng.random() < 0.4,
            "scan_noise": False,
        }

    def make_case(self, cid: str, kind: str, desk: str, person: tuple, rng: random.Random, used: set[str]) -> Case:
        name, honorific, designation, business, street = person
        country = V.COUNTRY[desk]
        cur = V.CURRENCY[country]
        pool = list(V.PRODUCTS)
        products = rng.sample(pool, rng.choice([1, 1, 2, 2, 3]))
        if kind in ("warranty", "refund_warranty") and not any(p[2] for p in products):
            products[0] = rng.choice([p for p in pool if p[2] and p not in products])
        if kind == "refund_warranty" and len(products) == 1:
            products.append(rng.choice([p for p in pool if p not in products]))
        items = []
        for p, pkr, _ in products:
            qty = rng.choice([1, 2, 3, 5]) if pkr >= 100000 else rng.choice([2, 4, 6, 10, 12, 20])
            items.append((p, qty, price(pkr, cur)))
        while sum(q * u for _, q, u in items) > Decimal("6500000"):  # a factory order stays under the schema's bound
            items = [(p, max(1, q // 2), u) for p, q, u in items]
        shape = {f: rng.choice(ID_SHAPES[f][desk]) for f in ID_SHAPES}
        first, last = name.replace("Md. ", "").lower().split(" ")[0], name.lower().split(" ")[-1]
        domain = "".join(ch for ch in business.lower().split(" (")[0].split(" ltd")[0] if ch.isalnum())[:14]
        case = Case(
            cid=cid, kind=kind, name=name, address=street,
            email=f"{first}.{last}@{domain}.example",
            currency=cur,
            customer_id=_unique(rng, used, lambda: shape["customer_id"](rng)),
            order_id=_unique(rng, used, lambda: shape["order_id"](rng)),
            invoice_number=_unique(rng, used, lambda: shape["invoice_number"](rng)),
            case_number=_unique(rng, used, lambda: shape["case_number"](rng)),
            order_date=date(2026, 2, 2) + timedelta(days=rng.randrange(0, 70)),
            items=items, tax_label_rate=V.TAX[country][1],
        )
        case.desk, case.country, case.business = desk, country, business
        case.honorific, case.designation = honorific, designation
        case.tax_no = {"pk": lambda: f"{D(rng, 7)}-{D(rng, 1)}", "bd": lambda: f"00{D(rng, 7)}-0{D(rng, 3)}",
                       "lk": lambda: f"{D(rng, 9)}-7000"}[country]()
        case.account = {"pk": lambda: f"PK{D(rng, 2)} {L(rng, 4, UP)} {D(rng, 4)} {D(rng, 4)} {D(rng, 4)} {D(rng, 4)}",
                        "bd": lambda: f"{D(rng, 4)}-{D(rng, 4)}-{D(rng, 5)}",
                        "lk": lambda: f"{D(rng, 4)} {D(rng, 4)} {D(rng, 4)}"}[country]()
        if rng.random() < 0.7:
            case.flags.add("we")
        case.carrier = rng.choice(V.CARRIERS[country])
        case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
        case.pay_kind = rng.randrange(3)  # 0, 1: a bank transfer of the desk's rails; 2: a cheque
        case.payment_ref = _unique(rng, used, lambda: PAY_SHAPES[country][case.pay_kind](rng))
        kind_of = {p: k for p, _, k in V.PRODUCTS}
        wp_items = [it for it in items if kind_of[it[0]]]
        case.warranty_product = (wp_items[0] if wp_items else items[0])[0]
        maker = SERIAL_BY_MAKER.get(case.warranty_product.split(" ")[0], SERIAL_BY_MAKER["KM"])
        case.serial = _unique(rng, used, lambda: maker(rng))
        case.return_item = rng.choice([it for it in items if kind != "refund_warranty" or it[0] != case.warranty_product])
        case.return_qty = min(case.return_item[1], rng.choice([1, 1, 2, 5]))
        case.reason = rng.choice(V.RETURN_REASONS["any"] + V.RETURN_REASONS["device" if kind_of[case.return_item[0]]
                                                                            else "consumable"])
        case.issue = rng.choice(V.ISSUES[kind_of[case.warranty_product] or "elec"])
        self.price_refund(case, rng)
        return case

    @staticmethod
    def price_refund(case: Case, rng: random.Random) -> None:
        """Requested: the returned units with tax; eligible: that less restocking (10 %) or the return freight;
        approved: eligible plus any waived part of the deduction."""
        gross = case.gross(case.return_item[2] * case.return_qty)
        case.requested = case.eligible = case.approved = gross
        case.fee = None
        if rng.random() < 0.5:
            i = rng.randrange(2)
            case.fee_basis = V.FEE_BASES[case.country][i]
            fee = cents(gross * Decimal("0.10")) if i == 0 else min(V.FLAT_FEE[case.currency], cents(gross / 5))
            case.fee = fee
            case.eligible = gross - fee
            case.waiver = rng.choice([None, 50, 100])
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)

    def plan_docs(self, case: Case, rng: random.Random, planted: set[str]) -> None:
        """Confirmation, invoice and dispatch before delivery, then the kit's plan after it."""
        k = case.kind
        est_change = "delivery_estimate" in planted
        ship = case.order_date + timedelta(days=rng.randrange(1, 5))
        case.est_confirm = ship + timedelta(days=rng.randrange(1, 4))
        case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 6)) if est_change else case.est_confirm
        typo_here = "customer_name" in planted
        if est_change or typo_here or k == "delivery" or rng.random() < 0.55:
            self.new_doc(case, "order_confirmation", case.order_date, rng, **({"typo_here": 1} if typo_here else {}),
                         **({"planted": 1} if est_change else {}))
        if typo_here or rng.random() < 0.65:
            self.new_doc(case, "invoice", case.order_date + timedelta(days=rng.randrange(0, 4)), rng,
                         **({"typo_here": 1} if typo_here and rng.random() < 0.5 else {}))
        if est_change or k == "delivery" or rng.random() < 0.6:
            self.new_doc(case, "shipping_notice", ship, rng, **({"planted_est": 1} if est_change else {}))
        plan_after_delivery(case, rng, planted, case.est_ship, self.plan)

    def build_batch(self, seed: int, schema: Schema | None = None) -> Batch:
        """All cases and documents (content + truth) for one seed; no files are written."""
        schema = schema or load_schema("default")
        rng = random.Random(seed)
        kinds, desks = list(self.kinds), list(DESK_MIX)
        rng.shuffle(kinds)
        rng.shuffle(desks)
        pools = {d: rng.sample(V.CUSTOMERS[d], len(V.CUSTOMERS[d])) for d in V.DESKS}
        cids = [f"{self.case_prefix}{i + 1:02d}" for i in range(len(kinds))]
        by_kind = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
        planted: dict[str, set[str]] = {c: set() for c in cids}
        for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("refund_warranty"), 1):
            planted[c].add("refund_approved")
        for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("warranty"), 1):
            planted[c].add("customer_deadline")
        for c in rng.sample(by_kind("refund", "warranty", "rejected"), 2):
            planted[c].add("customer_name")
        for c in by_kind("delivery"):
            planted[c].add("delivery_estimate")
        used: set[str] = set()
        cases = []
        for cid, kind, desk in zip(cids, kinds, desks):
            case = self.make_case(cid, kind, desk, pools[desk].pop(), rng, used)
            if "customer_name" in planted[cid]:
                case.typo_name = typo(case.name, rng)
            self.plan_docs(case, rng, planted[cid])
            for doc in case.docs:
                self.write(case, doc, schema, rng)
            cases.append(case)
        docs = number_docs(cases, rng, self.file_prefix, EXT)
        return Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))


SPEC = TanabanaSpec(
    vocab=V, writer=T.TanabanaWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=MAIL_HEAVY,
    author="Tanabana Industrial Sewing", case_prefix="T", file_prefix="tnb_", kinds=KINDS,
    currencies=["PKR", "BDT", "LKR"], id_shapes={}, tracking=TRACKING,
)


def build_batch(seed: int = SEED) -> Batch:
    return SPEC.build_batch(seed)
