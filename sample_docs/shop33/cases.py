"""Sava Dental's cases: desks, ID shapes per desk, carriers, prices per currency, the plan of each case, and the
three cross-field anomalies planted beside the four same-field conflicts (anomalies.json)."""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _collect_conflicts, _unique, fill_case, number_docs
from sample_docs.formatting import cents
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery
from sample_docs.shop33 import templates as T
from sample_docs.shop33 import vocab as V
from status.schema import Schema, load_schema

SEED = 3303
EXT = kit.EXT
D, L = kit.digits, kit.letters
UP = kit.UPPER


def _n(r: random.Random, lo: int, hi: int) -> str:
    return str(r.randrange(lo, hi))


ID_SHAPES: dict[str, dict[str, list]] = {
    "order_id": {"si": [lambda r: f"SD-{D(r, 6)}", lambda r: f"WEB{D(r, 6)}", lambda r: f"2600-{D(r, 5)}"],
                 "hr": [lambda r: f"NAR/26/{D(r, 5)}", lambda r: f"WEB{D(r, 6)}", lambda r: f"{_n(r, 100, 999)}/2026"],
                 "rs": [lambda r: f"POR/26/{D(r, 4)}", lambda r: f"26{D(r, 6)}", lambda r: f"WEB{D(r, 6)}"],
                 "ba": [lambda r: f"NAR/26/{D(r, 4)}", lambda r: f"SA-{D(r, 6)}", lambda r: f"{_n(r, 100, 999)}/26"]},
    "customer_id": {"si": [lambda r: f"K-{D(r, 5)}", lambda r: f"PAR-{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                    "hr": [lambda r: f"KUP-{D(r, 5)}", lambda r: f"{D(r, 2)}-{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 4)}"],
                    "rs": [lambda r: f"KUP-{D(r, 4)}", lambda r: f"00{D(r, 5)}", lambda r: f"RS-{D(r, 5)}"],
                    "ba": [lambda r: f"KB-{D(r, 4)}", lambda r: f"{_n(r, 1, 9)}{D(r, 4)}", lambda r: f"BA-{D(r, 5)}"]},
    "invoice_number": {"si": [lambda r: f"26-{D(r, 5)}", lambda r: f"RA-26{D(r, 5)}", lambda r: f"2026-{D(r, 6)}"],
                       "hr": [lambda r: f"R1-{D(r, 5)}", lambda r: f"IR/26/{D(r, 5)}", lambda r: f"{D(r, 5)}/2026"],
                       "rs": [lambda r: f"F-26{D(r, 5)}", lambda r: f"FA/26/{D(r, 4)}", lambda r: f"{D(r, 4)}-2026"],
                       "ba": [lambda r: f"FK-26{D(r, 4)}", lambda r: f"{_n(r, 100, 999)}/26", lambda r: f"26{D(r, 5)}"]},
    "case_number": {"si": [lambda r: f"REK-26-{D(r, 4)}", lambda r: f"VR-26{D(r, 4)}", lambda r: f"26{D(r, 5)}"],
                    "hr": [lambda r: f"REK/26/{D(r, 4)}", lambda r: f"POV-26{D(r, 5)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}"],
                    "rs": [lambda r: f"RL-{D(r, 4)}-26", lambda r: f"REKL/26/{D(r, 3)}", lambda r: f"RK{D(r, 6)}"],
                    "ba": [lambda r: f"RZ-2026-{D(r, 3)}", lambda r: f"{_n(r, 1, 9)}{D(r, 5)}", lambda r: f"GAR/26/{D(r, 4)}"]},
    "payment_reference": {
        "si": [lambda r: f"TRX{D(r, 10)}", lambda r: f"{L(r, 2, UP)}{D(r, 4)}{L(r, 4, UP)}", lambda r: f"UPN-{D(r, 8)}"],
        "hr": [lambda r: f"{D(r, 4)}-26{D(r, 5)}", lambda r: f"ZABA-26{D(r, 4)}-{D(r, 4)}", lambda r: f"PBZ{D(r, 11)}"],
        "rs": [lambda r: f"{D(r, 2)}-26{D(r, 5)}", lambda r: f"IPS-{L(r, 8)}", lambda r: D(r, 14)],
        "ba": [lambda r: D(r, 13), lambda r: f"RBBH-26{D(r, 2)}-{D(r, 4)}", lambda r: f"UCB{D(r, 9)}"]},
}
SERIAL_SHAPES = [lambda r: f"WH-{L(r, 8)}", lambda r: f"{L(r, 3, UP)}{D(r, 7)}", lambda r: f"{D(r, 4)}-{D(r, 5)}",
                 lambda r: f"SN{D(r, 2)}{L(r, 1, UP)}{D(r, 5)}", lambda r: D(r, 10)]
TRACKING = {
    "Pošta Slovenije": lambda r: f"CE{D(r, 9)}SI", "GLS Slovenija": lambda r: D(r, 11),
    "DPD Slovenija": lambda r: D(r, 14), "Hrvatska pošta": lambda r: f"CP{D(r, 9)}HR",
    "Overseas Express": lambda r: f"OE{D(r, 10)}", "GLS Croatia": lambda r: D(r, 11),
    "Post Express": lambda r: f"PE{D(r, 9)}RS", "D Express": lambda r: f"DE{D(r, 9)}",
    "AKS Express": lambda r: f"AKS-{D(r, 10)}", "BH Pošta Express": lambda r: f"EB{D(r, 9)}BA",
    "EuroExpress": lambda r: D(r, 12), "X Express": lambda r: f"XE-{D(r, 9)}",
}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
DESK_MIX = ["si"] * 5 + ["hr"] * 5 + ["rs"] * 4 + ["ba"] * 3
RATE = {"EUR": Decimal("1"), "RSD": Decimal("117.2"), "BAM": Decimal("1.95583")}

MAIL_HEAVY = {"email": 0.3, "text": 0.16, "pdf_text": 0.16, "clean_image": 0.08, "noisy_scan": 0.08, "fax": 0.07,
              "pdf_scan": 0.07, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {
    "invoice": {"pdf_text": 0.3, "clean_image": 0.14, "noisy_scan": 0.14, "fax": 0.1, "pdf_scan": 0.1,
                "noisy_pdf_scan": 0.12, "email": 0.1},
    "refund_request": {"email": 0.3, "text": 0.24, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
                       "pdf_scan": 0.08, "noisy_pdf_scan": 0.08},
    "customer_letter": {"email": 0.3, "text": 0.24, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
                        "pdf_scan": 0.08, "noisy_pdf_scan": 0.08},
    "refund_approval": {"pdf_text": 0.22, "clean_image": 0.12, "noisy_scan": 0.1, "fax": 0.1, "pdf_scan": 0.08,
                        "noisy_pdf_scan": 0.1, "email": 0.18, "text": 0.1},
    "warranty_form": {"pdf_text": 0.14, "clean_image": 0.14, "noisy_scan": 0.18, "fax": 0.16, "pdf_scan": 0.1,
                      "noisy_pdf_scan": 0.1, "text": 0.18},
}
FONTS = ("serif", "sans_condensed", "serif_condensed", "mono", "sans", "sans_light", "serif_italic", "sans_oblique")
ROUGH = ("noisy_scan", "fax", "noisy_pdf_scan")
PLAN_ODDS = PlanOdds(
    request_after=(2, 9), request_deadline=0.45, request_deadline_days=(8, 22), approval_after=(3, 8),
    promise_after=(4, 11), letter_after=(4, 9), letter_deadline=0.45, letter_deadline_days=(5, 14),
    move_days=(5, 13), rejected_letter_after=(1, 5), execution_after=(1, 5), warranty_after=(18, 50),
    warranty_after_last=(3, 9), warranty_deadline_days=(10, 25), warranty_restate=0.6,
    warranty_letter_after=(6, 13), delivery_letter_after=(2, 6),
)
PLAN_EXTRAS = {"refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.35), **flag(rng, "form", 0.25)},
               "customer_letter": lambda rng: {"quote": rng.random() < 0.4}}


def price(eur: Decimal, currency: str) -> Decimal:
    """A catalogue price in the desk's currency: dinars rounded to tens, marks to ten feninga."""
    if currency == "RSD":
        return Decimal(int((eur * RATE["RSD"] / 10).quantize(Decimal("1")) * 10))
    if currency == "BAM":
        return cents((eur * RATE["BAM"]).quantize(Decimal("0.1")))
    return eur


def _ascii(s: str) -> str:
    s = s.replace("đ", "dj").replace("Đ", "Dj")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount, a rounder figure, or two digits swapped."""
    step = {"EUR": Decimal("10"), "RSD": Decimal("1000"), "BAM": Decimal("20")}[case.currency]
    options = [cents(case.approved + step), cents(case.approved + 2 * step)]
    if case.requested != case.approved:
        options.append(case.requested)
    figs = f"{case.approved:.2f}".replace(".", "")
    if len(figs) >= 5 and figs[-3] != figs[-4]:
        options.append(cents(Decimal(figs[:-4] + figs[-3] + figs[-4] + figs[-2:]) / 100))
    return rng.choice(options)


class SavaSpec(kit.ShopSpec):
    """The kit's planning with Sava's desks, prices and anomalies; make_case and build_batch are this shop's."""

    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=V.UNRESOLVED_KEYS, extras=PLAN_EXTRAS)
        self.anomaly: dict[str, str] = {}

    def style(self, rng: random.Random, fmt: str) -> dict[str, Any]:
        layout = rng.choice(kit.LAYOUTS)
        fonts = [f for f in FONTS if fmt not in ROUGH or f not in ("sans_light", "serif_italic", "sans_oblique")]
        return {
            "font": rng.choice(fonts),
            "size": rng.choice([9.5, 10, 10.5, 11]) if fmt not in ROUGH else rng.choice([10.5, 11, 11.5]),
            "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
            "layout": layout, "aligned": layout == "aligned", "stacked": layout == "stacked",
            "kv_sep": rng.choice([":", ":", ""]) if layout in ("inline", "aligned") else ":",
            "author": "Sava Dental d.o.o.", "qp": rng.random() < 0.5, "html": rng.random() < 0.4,
            "scan_noise": False,
        }

    def make_case(self, i: int, cid: str, kind: str, desk: str, person: tuple, rng: random.Random,
                  used: set[str]) -> Case:
        name, business, title, street = person
        cur = V.CURRENCY[desk]
        anomaly = self.anomaly.get(cid)
        pool = list(V.PRODUCTS)
        products = rng.sample(pool, 1 if anomaly == "over_total" else rng.choice([1, 1, 2, 2, 3]))
        if kind in ("warranty", "refund_warranty") and not any(p[2] for p in products):
            products[0] = rng.choice([p for p in pool if p[2] and p not in products])
        if kind == "refund_warranty" and len(products) == 1:
            products.append(rng.choice([p for p in pool if p not in products]))
        items = [(p, 1 if eur >= 150 else rng.choice([1, 2, 3]), price(eur, cur)) for p, eur, _ in products]
        shape = {f: rng.choice(ID_SHAPES[f][desk]) for f in ID_SHAPES}
        first, last = _ascii(name).split(" ", 1)
        case = Case(
            cid=cid, kind=kind, name=name, address=street,
            email=f"{first}.{last.replace(' ', '')}@{rng.choice(['example.com', 'example.net', 'example.org'])}",
            currency=cur,
            customer_id=_unique(rng, used, lambda: shape["customer_id"](rng)),
            order_id=_unique(rng, used, lambda: shape["order_id"](rng)),
            invoice_number=_unique(rng, used, lambda: shape["invoice_number"](rng)),
            case_number=_unique(rng, used, lambda: shape["case_number"](rng)),
            order_date=date(2026, 2, 2) + timedelta(days=rng.randrange(0, 70)),
            items=items, tax_label_rate=V.TAX[desk][1],
        )
        case.desk, case.business, case.title = desk, business, title
        case.lang = "en" if rng.random() < 0.25 else desk
        case.tax_no = {"si": lambda: f"SI{D(rng, 8)}", "hr": lambda: D(rng, 11), "rs": lambda: f"1{D(rng, 8)}",
                       "ba": lambda: f"42{D(rng, 11)}"}[desk]()
        case.iban = {"si": lambda: f"SI56 {D(rng, 4)} {D(rng, 4)} {D(rng, 4)} {D(rng, 3)}",
                     "hr": lambda: f"HR{D(rng, 2)} {D(rng, 4)} {D(rng, 4)} {D(rng, 4)} {D(rng, 4)} {D(rng, 1)}",
                     "rs": lambda: f"{D(rng, 3)}-{D(rng, 13)}-{D(rng, 2)}",
                     "ba": lambda: D(rng, 16)}[desk]()
        if rng.random() < 0.6:
            case.flags.add("we")
        case.carrier = rng.choice(V.CARRIERS[desk])
        case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
        case.payment_ref = _unique(rng, used, lambda: shape["payment_reference"](rng))
        case.serial = _unique(rng, used, lambda: rng.choice(SERIAL_SHAPES)(rng))
        wp_items = [it for it in items if any(it[0] == p and w for p, _, w in V.PRODUCTS)]
        case.warranty_product = (wp_items[0] if wp_items else items[0])[0]
        case.return_item = rng.choice([it for it in items if kind != "refund_warranty" or it[0] != case.warranty_product])
        kind_of = {p: k for p, _, k in V.PRODUCTS}
        reasons = V.RETURN_REASONS[case.lang]
        case.reason = rng.choice(reasons["any"] + reasons["device" if kind_of[case.return_item[0]] else "consumable"])
        case.issue = rng.choice(V.ISSUES[case.lang][kind_of[case.warranty_product] or "elec"])
        self.price_refund(case, rng, anomaly)
        return case

    @staticmethod
    def price_refund(case: Case, rng: random.Random, anomaly: str | None) -> None:
        """Requested: the returned item with tax (or, planted, the whole order plus the customer's own costs);
        eligible: that less a restocking share or the return freight; approved: eligible plus any waived part."""
        gross = case.gross(case.return_item[2])
        case.requested = gross
        if anomaly == "over_total":
            case.requested = case.total + V_EXTRA[case.currency]
        case.eligible = case.approved = gross
        case.fee = None
        if rng.random() < 0.5:
            i = rng.randrange(2)
            case.fee_basis = V.FEE_BASES[case.desk][i]
            fee = cents(gross * Decimal("0.15")) if i == 0 else min(V.FLAT_FEE[case.currency], cents(gross / 5))
            case.fee = fee
            case.eligible = gross - fee
            case.waiver = rng.choice([None, 50, 100])
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)

    def plan_docs(self, case: Case, rng: random.Random, planted: set[str]) -> None:
        """Confirmation, invoice and dispatch before delivery, the kit's plan after it, then the case's anomaly."""
        k, anomaly = case.kind, self.anomaly.get(case.cid)
        est_change = "delivery_estimate" in planted
        ship = case.order_date + timedelta(days=rng.randrange(1, 4))
        case.est_confirm = ship + timedelta(days=rng.randrange(1, 4))
        case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 6)) if est_change else case.est_confirm
        typo = "customer_name" in planted
        if est_change or typo or k == "delivery" or rng.random() < 0.55:
            self.new_doc(case, "order_confirmation", case.order_date, rng, **({"typo_here": 1} if typo else {}),
                         **({"planted": 1} if est_change else {}))
        if typo or anomaly in ("over_total", "deadline_early") or rng.random() < 0.6:
            self.new_doc(case, "invoice", case.order_date + timedelta(days=rng.randrange(0, 3)), rng,
                         **({"typo_here": 1} if typo and rng.random() < 0.5 else {}))
        if est_change or k == "delivery" or rng.random() < 0.6:
            self.new_doc(case, "shipping_notice", ship, rng, **({"planted_est": 1} if est_change else {}))
        plan_after_delivery(case, rng, planted, case.est_ship, self.plan)
        of = {d.doc_type: d for d in case.docs}
        if anomaly == "exec_early":  # accounts paid before the written decision went out
            of["refund_execution"].date = of["refund_approval"].date - timedelta(days=rng.randrange(1, 3))
        if anomaly == "deadline_early":  # the customer's date lies before the order was even placed
            rr = of["refund_request"]
            rr.style["deadline"] = ("new", case.order_date - timedelta(days=rng.randrange(4, 15)))
            rr.style["absolute_only"] = 1
            rr.style.pop("form", None)

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
        early = rng.sample(by_kind("refund"), 2)
        over = rng.choice([c for c in by_kind("refund_letter") if "refund_approved" not in planted[c]])
        self.anomaly = {early[0]: "exec_early", early[1]: "deadline_early", over: "over_total"}
        used: set[str] = set()
        cases = [fill_case(self.make_case(n, cid, kind, desk, pools[desk].pop(), rng, used), planted[cid], schema,
                           rng, self.plan_docs, self.write)
                 for n, (cid, kind, desk) in enumerate(zip(cids, kinds, desks), 1)]
        docs = number_docs(cases, rng, self.file_prefix, EXT)
        batch = Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))
        batch.anomalies = collect_anomalies(cases, self.anomaly)
        return batch


V_EXTRA = {"EUR": Decimal("38.90"), "RSD": Decimal("4560.00"), "BAM": Decimal("76.00")}  # the customer's own costs
ANOMALY_KINDS = {"over_total": ("requested_above_order_total", "refund_requested", "order_total"),
                 "exec_early": ("execution_before_approval", "execution_date", "approval_date"),
                 "deadline_early": ("deadline_before_order", "customer_deadline", "order_date")}


def _stating(case: Case, name: str) -> list[Doc]:
    return [d for d in case.docs if d.fields.get(name, {}).get("value") is not None]


def collect_anomalies(cases: list[Case], anomaly: dict[str, str]) -> list[dict]:
    """The cross-field anomalies as stated by the documents, checked: the first field's value is above (money)
    or before (dates) the second's; each lists the documents that state either side."""
    out = []
    for case in cases:
        if case.cid not in anomaly:
            continue
        kind, first, second = ANOMALY_KINDS[anomaly[case.cid]]
        a, b = _stating(case, first), _stating(case, second)
        va, vb = {d.fields[first]["value"] for d in a}, {d.fields[second]["value"] for d in b}
        if not a or not b or len(va) != 1 or len(vb) != 1:
            raise AssertionError(f"{case.cid} {kind}: {first}={va} {second}={vb}")
        x, y = va.pop(), vb.pop()
        ok = Decimal(x) > Decimal(y) if kind == "requested_above_order_total" else x < y
        if not ok:
            raise AssertionError(f"{case.cid} {kind}: {x} vs {y}")
        out.append({"case_id": case.cid, "kind": kind, "fields": [first, second], "values": [x, y],
                    "doc_ids": sorted(d.doc_id for d in a + b)})
    return sorted(out, key=lambda e: e["case_id"])


SPEC = SavaSpec(
    vocab=V, writer=T.SavaWriter, templates=T.TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=MAIL_HEAVY,
    author="Sava Dental d.o.o.", case_prefix="Z", file_prefix="sava-", kinds=KINDS, currencies=["EUR", "RSD", "BAM"],
    id_shapes={}, tracking=TRACKING,
)


def build_batch(seed: int = SEED) -> Batch:
    return SPEC.build_batch(seed)
