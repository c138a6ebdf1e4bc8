"""Mopane Safety's cases: desks and currencies, ID shapes per desk, carriers and their waybills, local prices, and the
plan of each case (the kit's plan after delivery, with this shop's odds)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, _collect_conflicts, _unique, fill_case, number_docs
from sample_docs.formatting import cents
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery
from sample_docs.shop35 import templates as T
from sample_docs.shop35 import vocab as V
from status.schema import Schema, load_schema

SEED = 3505
EXT = kit.EXT
D, L = kit.digits, kit.letters
UP = kit.UPPER
ALNUM = UP + "23456789"


def _n(r: random.Random, lo: int, hi: int) -> str:
    return str(r.randrange(lo, hi))


def _pastel(case_business: str, r: random.Random) -> str:
    """A Pastel/Sage-style debtor code: the business's first letters and a running number ('TSOD004')."""
    letters = "".join(ch for ch in case_business.upper() if ch.isalpha())
    return f"{letters[:4]}{D(r, 3)}"


ID_SHAPES: dict[str, dict[str, list]] = {
    "order_id": {"gab": [lambda r: f"GSO-{D(r, 5)}", lambda r: f"SO{D(r, 6)}", lambda r: f"GAB/26/{D(r, 4)}"],
                 "lsk": [lambda r: f"LSK/26/{D(r, 4)}", lambda r: f"SO-26{D(r, 5)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                 "ktw": [lambda r: f"KTW/26/{D(r, 4)}", lambda r: f"KSO-{D(r, 5)}", lambda r: f"26-{D(r, 5)}"],
                 "hre": [lambda r: f"HSO-{D(r, 6)}", lambda r: f"26-{D(r, 5)}", lambda r: f"SO{D(r, 7)}"],
                 "llw": [lambda r: f"SO/26/{D(r, 5)}", lambda r: f"{_n(r, 100, 999)}/2026", lambda r: f"LSO-{D(r, 5)}"]},
    "customer_id": {"gab": ["pastel", lambda r: f"D-{D(r, 5)}", lambda r: f"1{D(r, 5)}"],
                    "lsk": ["pastel", lambda r: f"ACC-{D(r, 4)}", lambda r: f"20{D(r, 4)}"],
                    "ktw": ["pastel", lambda r: f"CU{D(r, 5)}", lambda r: f"{_n(r, 1, 9)}{D(r, 4)}"],
                    "hre": ["pastel", lambda r: f"HC-{D(r, 4)}", lambda r: f"{_n(r, 10, 99)}-{D(r, 4)}"],
                    "llw": ["pastel", lambda r: f"MW{D(r, 5)}", lambda r: f"0{D(r, 5)}"]},
    "invoice_number": {"gab": [lambda r: f"TI-{D(r, 6)}", lambda r: f"GAB/26/{D(r, 5)}", lambda r: f"IN{D(r, 7)}"],
                       "lsk": [lambda r: f"INV26/{D(r, 5)}", lambda r: f"000{D(r, 5)}", lambda r: f"ZM-{D(r, 6)}"],
                       "ktw": [lambda r: f"KT26/{D(r, 4)}", lambda r: f"000{D(r, 5)}", lambda r: f"INV-{D(r, 6)}"],
                       "hre": [lambda r: f"FT26-{D(r, 5)}", lambda r: f"HRE/26/{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 6)}"],
                       "llw": [lambda r: f"MW-{D(r, 7)}", lambda r: f"LL26/{D(r, 5)}", lambda r: f"{D(r, 8)}"]},
    "case_number": {"gab": [lambda r: f"RMA-26-{D(r, 4)}", lambda r: f"CLM{D(r, 5)}", lambda r: f"RA/26/{D(r, 3)}"],
                    "lsk": [lambda r: f"RMA-{D(r, 5)}", lambda r: f"RET/26/{D(r, 4)}", lambda r: f"26{D(r, 4)}"],
                    "ktw": [lambda r: f"KCL-{D(r, 4)}", lambda r: f"RMA-26-{D(r, 4)}", lambda r: f"RET/26/{D(r, 3)}"],
                    "hre": [lambda r: f"CLM-26-{D(r, 3)}", lambda r: f"RA/26/{D(r, 4)}", lambda r: f"WC{D(r, 6)}"],
                    "llw": [lambda r: f"RMA{D(r, 6)}", lambda r: f"CLM/26/{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"]},
}
# refund payment references by how the refund is paid (a bank transfer or a mobile wallet)
PAY_REF = {
    "FNB Botswana": lambda r: f"FNB26{D(r, 9)}", "Absa Bank Botswana": lambda r: f"ABW-{D(r, 10)}",
    "Orange Money": lambda r: f"OM{D(r, 6)}{L(r, 2, UP)}{D(r, 4)}",
    "Zanaco": lambda r: f"FT26{D(r, 3)}{L(r, 5, ALNUM)}", "Stanbic Bank Zambia": lambda r: f"SBZ-{L(r, 4, UP)}-{D(r, 6)}",
    "MTN MoMo": lambda r: D(r, 11), "Airtel Money": lambda r: f"MP26{D(r, 4)}{L(r, 1, UP)}{D(r, 5)}",
    "CBZ Bank": lambda r: f"RTGS-CBZ-26{D(r, 2)}-{D(r, 6)}", "Stanbic Zimbabwe": lambda r: f"SZW{D(r, 12)}",
    "EcoCash": lambda r: f"PP26{D(r, 4)}{L(r, 1, UP)}{D(r, 5)}",
    "National Bank of Malawi": lambda r: f"NBM-FT-26{D(r, 4)}-{D(r, 4)}",
    "Standard Bank Malawi": lambda r: f"SBM{D(r, 10)}", "TNM Mpamba": lambda r: L(r, 10, ALNUM) + D(r, 1),
    "Airtel Money Malawi": lambda r: f"CI26{D(r, 4)}{L(r, 1, UP)}{D(r, 5)}",
}
PAYERS = {"gab": ["FNB Botswana", "Absa Bank Botswana", "Orange Money"],
          "lsk": ["Zanaco", "MTN MoMo", "Airtel Money"], "ktw": ["Stanbic Bank Zambia", "MTN MoMo", "Zanaco"],
          "hre": ["CBZ Bank", "Stanbic Zimbabwe", "EcoCash"],
          "llw": ["National Bank of Malawi", "Standard Bank Malawi", "TNM Mpamba", "Airtel Money Malawi"]}
SERIAL_SHAPES = {"gas": [lambda r: f"{L(r, 4, UP)}-{D(r, 4)}", lambda r: f"MA4X{D(r, 7)}",
                         lambda r: f"KA{D(r, 2)}-{D(r, 6)}"],
                 "lamp": [lambda r: f"RL{D(r, 2)}{L(r, 1, UP)}{D(r, 5)}", lambda r: f"SN{D(r, 8)}",
                          lambda r: f"KL8-{D(r, 6)}"],
                 "fall": [lambda r: f"{D(r, 4)}-{D(r, 5)}", lambda r: f"DBI{D(r, 7)}", lambda r: f"SRL-{L(r, 2, UP)}{D(r, 5)}"],
                 "resp": [lambda r: f"ARLM-{D(r, 4)}", lambda r: f"SN{D(r, 8)}", lambda r: f"X8{L(r, 2, UP)}-{D(r, 5)}"],
                 "fire": [lambda r: f"FM{D(r, 2)}-{D(r, 5)}", lambda r: f"{D(r, 4)}-{D(r, 5)}", lambda r: f"FGM{D(r, 6)}"]}
TRACKING = {
    "Botswana Post EMS": lambda r: f"EE{D(r, 9)}BW", "DHL Express Botswana": lambda r: D(r, 10),
    "Courier Guy Botswana": lambda r: f"TCG{D(r, 8)}", "Zampost EMS": lambda r: f"EE{D(r, 9)}ZM",
    "Mercury Express": lambda r: f"MEZ-{D(r, 9)}", "Aramex Zambia": lambda r: D(r, 11),
    "Copperbelt Freight Services": lambda r: f"CFS{D(r, 8)}", "Zimpost Courier": lambda r: f"CP{D(r, 9)}ZW",
    "Swift Transport": lambda r: f"SWT-{D(r, 8)}", "DHL Express Zimbabwe": lambda r: D(r, 10),
    "Malawi Posts EMS": lambda r: f"EE{D(r, 9)}MW", "CTS Courier": lambda r: f"CTS-{D(r, 9)}",
    "Speed Courier Services": lambda r: D(r, 10),
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 2 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
DESK_MIX = ["gab"] * 3 + ["lsk"] * 3 + ["ktw"] * 3 + ["hre"] * 4 + ["llw"] * 3
RATE = {"BWP": Decimal("13.6"), "ZMW": Decimal("26.5"), "USD": Decimal("1"), "ZWG": Decimal("26.8"),
        "MWK": Decimal("1750")}

FORMATS_BY_TYPE = {
    "invoice": {"pdf_text": 0.28, "clean_image": 0.12, "noisy_scan": 0.14, "fax": 0.1, "pdf_scan": 0.12,
                "noisy_pdf_scan": 0.12, "email": 0.12},
    "order_confirmation": {"email": 0.3, "text": 0.1, "pdf_text": 0.2, "clean_image": 0.1, "noisy_scan": 0.08,
                           "fax": 0.08, "pdf_scan": 0.07, "noisy_pdf_scan": 0.07},
    "shipping_notice": {"email": 0.22, "text": 0.1, "pdf_text": 0.14, "clean_image": 0.1, "noisy_scan": 0.14,
                        "fax": 0.1, "pdf_scan": 0.1, "noisy_pdf_scan": 0.1},
    "refund_request": {"email": 0.3, "text": 0.22, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
                       "pdf_scan": 0.09, "noisy_pdf_scan": 0.09},
    "customer_letter": {"email": 0.3, "text": 0.22, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
                        "pdf_scan": 0.09, "noisy_pdf_scan": 0.09},
    "refund_approval": {"pdf_text": 0.2, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.12, "pdf_scan": 0.08,
                        "noisy_pdf_scan": 0.1, "email": 0.2, "text": 0.1},
    "refund_execution": {"email": 0.26, "text": 0.16, "pdf_text": 0.14, "clean_image": 0.12, "noisy_scan": 0.1,
                         "fax": 0.06, "pdf_scan": 0.08, "noisy_pdf_scan": 0.08},
    "warranty_form": {"pdf_text": 0.14, "clean_image": 0.14, "noisy_scan": 0.18, "fax": 0.16, "pdf_scan": 0.1,
                      "noisy_pdf_scan": 0.1, "text": 0.18},
}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed", "serif_italic", "sans_oblique", "mono_oblique")
ROUGH = ("noisy_scan", "fax", "noisy_pdf_scan")
PLAN_ODDS = PlanOdds(
    request_after=(2, 10), request_deadline=0.25, request_deadline_days=(7, 21), approval_after=(2, 9),
    promise_after=(5, 14), letter_after=(5, 11), letter_deadline=0.45, letter_deadline_days=(5, 14),
    move_days=(4, 11), rejected_letter_after=(1, 6), execution_after=(1, 6), warranty_after=(15, 45),
    warranty_after_last=(3, 10), warranty_deadline_days=(7, 21), warranty_restate=0.6,
    warranty_letter_after=(7, 14), delivery_letter_after=(2, 6),
)
PLAN_EXTRAS = {"refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.4), **flag(rng, "form", 0.3)},
               "customer_letter": lambda rng: {"quote": rng.random() < 0.35}}


def price(usd: Decimal, currency: str) -> Decimal:
    """A list price in the desk's currency: pula to the half, kwacha and ZiG to the whole unit, kwacha of Malawi to
    the hundred."""
    x = usd * RATE[currency]
    if currency == "MWK":
        return Decimal(int((x / 100).quantize(Decimal("1"), rounding=ROUND_HALF_UP)) * 100)
    if currency == "BWP":
        return cents((x * 2).quantize(Decimal("1"), rounding=ROUND_HALF_UP) / 2)
    if currency in ("ZMW", "ZWG"):
        return cents(x.quantize(Decimal("1"), rounding=ROUND_HALF_UP))
    return cents(x)


STEP = {"BWP": Decimal("100"), "ZMW": Decimal("200"), "USD": Decimal("10"), "ZWG": Decimal("250"),
        "MWK": Decimal("10000")}


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the amount they asked for, a rounder figure, or two digits swapped."""
    options = [cents(case.approved + STEP[case.currency])]
    if case.requested != case.approved:
        options.append(case.requested)
    figs = f"{case.approved:.2f}".replace(".", "")
    if len(figs) >= 5 and figs[-3] != figs[-4]:
        options.append(cents(Decimal(figs[:-4] + figs[-3] + figs[-4] + figs[-2:]) / 100))
    return rng.choice(options)


class MopaneSpec(kit.ShopSpec):
    """The kit's planning with Mopane's desks, currencies and prices; make_case and build_batch are this shop's."""

    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_KEYS, extras=PLAN_EXTRAS)

    def style(self, rng: random.Random, fmt: str) -> dict[str, Any]:
        layout = rng.choice(kit.LAYOUTS)
        fonts = [f for f in FONTS if fmt not in ROUGH or f not in ("serif_italic", "sans_oblique", "mono_oblique")]
        return {
            "font": rng.choice(fonts),
            "size": rng.choice([9.5, 10, 10.5, 11]) if fmt not in ROUGH else rng.choice([10.5, 11, 11.5]),
            "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
            "layout": layout, "aligned": layout == "aligned", "stacked": layout == "stacked",
            "kv_sep": rng.choice([":", ":", ""]) if layout in ("inline", "aligned") else ":",
            "author": "Mopane Safety", "qp": rng.random() < 0.5, "html": rng.random() < 0.4,
            "scan_noise": rng.random() < 0.4,
        }

    def make_case(self, cid: str, kind: str, desk: str, currency: str, person: tuple, rng: random.Random,
                  used: set[str]) -> Case:
        name, business, role, street = person
        pool = [p for p in V.PRODUCTS if currency != "MWK" or p[1] < 1500]
        products = rng.sample(pool, rng.choice([1, 1, 2, 2, 3]))
        if kind in ("warranty", "refund_warranty") and not any(p[2] for p in products):
            products[0] = rng.choice([p for p in pool if p[2] and p not in products])
        if kind == "refund_warranty" and len(products) == 1:
            products.append(rng.choice([p for p in pool if p not in products]))
        items = [(p, 1 if usd >= 300 else rng.choice([1, 2, 4, 5]), price(usd, currency)) for p, usd, _ in products]
        shape = {f: rng.choice(ID_SHAPES[f][desk]) for f in ID_SHAPES}
        first, last = name.lower().split(" ", 1)
        country = V.COUNTRY[desk]
        domain = {"bw": "co.bw", "zm": "co.zm", "zw": "co.zw", "mw": "mw"}[country]
        org = "".join(ch for ch in business.split(" ")[0].lower() if ch.isalpha())
        email = rng.choice([f"{first}.{last}@{org}.example.{domain}", f"{first[0]}{last}@{org}.example.{domain}",
                            f"{first}{last[0]}{_n(rng, 70, 99)}@gmail.example.com"])
        cust_shape = shape["customer_id"]
        case = Case(
            cid=cid, kind=kind, name=name, address=street, email=email, currency=currency,
            customer_id=_unique(rng, used, lambda: _pastel(business, rng) if cust_shape == "pastel" else cust_shape(rng)),
            order_id=_unique(rng, used, lambda: shape["order_id"](rng)),
            invoice_number=_unique(rng, used, lambda: shape["invoice_number"](rng)),
            case_number=_unique(rng, used, lambda: shape["case_number"](rng)),
            order_date=date(2026, 2, 2) + timedelta(days=rng.randrange(0, 70)),
            items=items, tax_label_rate=V.TAX[country][1],
        )
        case.desk, case.country, case.business, case.role = desk, country, business, role
        case.lpo = rng.choice([f"LPO {D(rng, 4)}/26", f"PO-26-{D(rng, 4)}", f"LPO No. {D(rng, 5)}",
                               f"P.O. {_n(rng, 1, 9)}{D(rng, 4)}"])
        case.phone = V.PHONE[country].format(a=D(rng, 1 if country == "bw" else 3), b=D(rng, 3),
                                             c=D(rng, 4), d=D(rng, 3))
        case.tax_no = {"bw": lambda: f"C0{D(rng, 10)}", "zm": lambda: f"100{D(rng, 7)}",
                       "zw": lambda: f"2000{D(rng, 5)}", "mw": lambda: f"7{D(rng, 7)}"}[country]()
        case.man_no = D(rng, 5) if "Mining" in business or "Shaft" in business or "Drilling" in business else ""
        case.flags.add("we")
        case.carrier = rng.choice(V.CARRIERS[desk])
        case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
        case.payer = rng.choice(PAYERS[desk])
        case.payment_ref = _unique(rng, used, lambda: PAY_REF[case.payer](rng))
        case.account = (case.phone if case.payer in V.MOBILE or case.payer.startswith(("Airtel", "TNM"))
                        else D(rng, rng.choice([10, 11, 13])))
        kind_of = {p: k for p, _, k in V.PRODUCTS}
        wp_items = [it for it in items if kind_of[it[0]]]
        case.warranty_product = (wp_items[0] if wp_items else items[0])[0]
        wkind = kind_of[case.warranty_product] or "gas"
        case.serial = _unique(rng, used, lambda: rng.choice(SERIAL_SHAPES[wkind])(rng))
        case.return_item = rng.choice([it for it in items if kind != "refund_warranty" or it[0] != case.warranty_product])
        reasons = V.RETURN_REASONS
        rkind = kind_of[case.return_item[0]]
        own = {None: ["consumable"], "gas": ["gas", "powered"], "fall": ["fall"]}.get(rkind, ["powered"])
        case.reason = rng.choice(reasons["any"] + [x for k in own for x in reasons[k]])
        case.issue = rng.choice(V.ISSUES[wkind])
        self.price_refund(case, rng)
        return case

    @staticmethod
    def price_refund(case: Case, rng: random.Random) -> None:
        """Requested: the returned item with VAT; eligible: that less a restocking share, the return freight or a
        re-test fee; approved: eligible plus the waived part of the fee."""
        gross = case.gross(case.return_item[2])
        case.requested = case.eligible = case.approved = gross
        case.fee = None
        if rng.random() < 0.5:
            i = rng.randrange(len(V.FEE_BASES))
            case.fee_basis = V.FEE_BASES[i]
            fee = cents(gross * Decimal("0.15")) if i == 0 else min(V.FLAT_FEE[case.currency], cents(gross / 5))
            case.fee = fee
            case.eligible = gross - fee
            case.waiver = rng.choice([None, 50, 100, 25])
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)

    def plan_docs(self, case: Case, rng: random.Random, planted: set[str]) -> None:
        """Acknowledgement, invoice and delivery note before delivery (at least one stating the order total), then
        the kit's plan after delivery."""
        k = case.kind
        est_change = "delivery_estimate" in planted
        ship = case.order_date + timedelta(days=rng.randrange(1, 5))
        case.est_confirm = ship + timedelta(days=rng.randrange(1, 5))
        case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 6)) if est_change else case.est_confirm
        typo = "customer_name" in planted
        has_oc = est_change or typo or k == "delivery" or rng.random() < 0.6
        if has_oc:
            self.new_doc(case, "order_confirmation", case.order_date, rng, **({"typo_here": 1} if typo else {}),
                         **({"planted": 1} if est_change else {}))
        if typo or not has_oc or rng.random() < 0.55:
            self.new_doc(case, "invoice", case.order_date + timedelta(days=rng.randrange(0, 4)), rng,
                         **({"typo_here": 1} if typo and rng.random() < 0.5 else {}))
        if est_change or k == "delivery" or rng.random() < 0.7:
            self.new_doc(case, "shipping_notice", ship, rng, **({"planted_est": 1} if est_change else {}))
        plan_after_delivery(case, rng, planted, case.est_ship, self.plan)

    def build_batch(self, seed: int, schema: Schema | None = None) -> Batch:
        """All cases and documents (content + truth) for one seed; no files are written."""
        schema = schema or load_schema("default")
        rng = random.Random(seed)
        kinds, desks = list(self.kinds), list(DESK_MIX)
        rng.shuffle(kinds)
        rng.shuffle(desks)
        harare = iter(["USD", "ZWG", "USD", "ZWG"])
        currencies = [next(harare) if d == "hre" else V.CURRENCIES[d][0] for d in desks]
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
        cases = [fill_case(self.make_case(cid, kind, desk, cur, pools[desk].pop(), rng, used), planted[cid], schema,
                           rng, self.plan_docs, self.write)
                 for cid, kind, desk, cur in zip(cids, kinds, desks, currencies)]
        docs = number_docs(cases, rng, self.file_prefix, EXT)
        return Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))


SPEC = MopaneSpec(
    vocab=V, writer=T.MopaneWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE,
    shop_formats=FORMATS_BY_TYPE["customer_letter"], author="Mopane Safety", case_prefix="M", file_prefix="mop-",
    kinds=KINDS, currencies=["BWP", "ZMW", "USD", "ZWG", "MWK"], id_shapes={}, tracking=TRACKING,
)


def build_batch(seed: int = SEED) -> Batch:
    return SPEC.build_batch(seed)
