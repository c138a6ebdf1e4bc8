"""Generate sample shop 20: Tripoint Tools, workshop and industrial tools and machine spare parts
from Wrocław (PL), Brno (CZ) and Linz / Vienna (AT).

    python -m sample_docs.shop20.generate                # batch/, truth.jsonl, conflicts.json
    python -m sample_docs.shop20.generate --truth-only   # truth.jsonl and conflicts.json only

The same seed gives byte-identical files.
"""

from __future__ import annotations

import random

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sample_docs.documents import Batch, Doc, _collect_conflicts, _unique, number_docs
from sample_docs.formatting import cents
from sample_docs.generate import generator_cli, write_shop
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery, resolve_deadline_plan
from sample_docs.render import render
from sample_docs.shop20 import values as V
from sample_docs.shop20 import vocab as W
from sample_docs.shop20.templates import TEMPLATES
from sample_docs.shop20.writer import ToolCase, ToolWriter, typo
from sample_docs.shop_kit import EXT, check_truth_matches_text
from status.schema import Schema, load_schema

SEED = 2119
OUT = Path(__file__).resolve().parent
FILE_PREFIX = "tpt-"

KINDS = (["refund"] * 3 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2
         + ["rejected"] * 2 + ["delivery"] * 2)
LOCS = ["PL"] * 6 + ["CZ"] * 5 + ["AT"] * 5

FORMATS = {
    "invoice": {"pdf_text": 0.34, "clean_image": 0.14, "noisy_scan": 0.12, "fax": 0.12, "pdf_scan": 0.14,
                "noisy_pdf_scan": 0.14},
    "order_confirmation": {"email": 0.3, "text": 0.15, "pdf_text": 0.2, "fax": 0.12, "clean_image": 0.08,
                           "pdf_scan": 0.08, "noisy_pdf_scan": 0.07},
    "shipping_notice": {"email": 0.3, "text": 0.2, "clean_image": 0.15, "noisy_scan": 0.15, "fax": 0.1,
                        "pdf_text": 0.1},
    "refund_request": {"email": 0.35, "text": 0.25, "noisy_scan": 0.12, "fax": 0.1, "clean_image": 0.08,
                       "noisy_pdf_scan": 0.1},
    "refund_approval": {"email": 0.25, "text": 0.1, "pdf_text": 0.25, "pdf_scan": 0.15, "clean_image": 0.1,
                        "noisy_pdf_scan": 0.15},
    "refund_execution": {"email": 0.3, "text": 0.2, "pdf_text": 0.2, "clean_image": 0.1, "pdf_scan": 0.12,
                         "noisy_pdf_scan": 0.08},
    "warranty_form": {"noisy_scan": 0.2, "fax": 0.2, "pdf_scan": 0.15, "noisy_pdf_scan": 0.15, "clean_image": 0.1,
                      "email": 0.1, "text": 0.1},
    "customer_letter": {"email": 0.35, "text": 0.3, "noisy_scan": 0.1, "fax": 0.1, "noisy_pdf_scan": 0.075,
                        "clean_image": 0.075},
}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed", "sans_oblique", "serif_italic",
         "mono_oblique", "sans_light")
LAYOUTS = ("inline", "aligned", "stacked", "pairs", "grid")

ODDS = PlanOdds(
    request_after=(2, 12), request_deadline=0.5, request_deadline_days=(7, 21), approval_after=(3, 9),
    promise_after=(5, 15), letter_after=(3, 8), letter_deadline=0.45, letter_deadline_days=(5, 12),
    move_days=(10, 20), rejected_letter_after=(1, 5), execution_after=(1, 6), warranty_after=(14, 50),
    warranty_after_last=(3, 10), warranty_deadline_days=(10, 25), warranty_restate=0.6,
    warranty_letter_after=(6, 14), delivery_letter_after=(2, 6),
)


# --------------------------------------------------------------------------- cases


def local_price(eur: Decimal, loc: str) -> Decimal:
    """The office's net list price for a catalogue price in EUR."""
    if loc == "AT":
        return eur
    if loc == "PL":
        x = eur * Decimal("4.31")
        return Decimal(round(x)) if x >= 100 else cents(round(x * 10) / Decimal(10))
    x = eur * Decimal("25.2")
    return Decimal(round(x / 100) * 100) if x >= 1000 else Decimal(round(x))


def wrong_amount(case: ToolCase, rng: random.Random) -> Decimal:
    """What a customer misremembers: a rounder amount, the requested one, or two digits swapped."""
    step = {"PL": [10, 20, 50], "CZ": [100, 200, 500], "AT": [5, 10, 20]}[case.loc]
    options = [cents(case.approved + rng.choice(step))]
    if case.requested != case.approved:
        options.append(case.requested)
    figs = f"{case.approved:.2f}".replace(".", "")
    if len(figs) >= 4 and figs[-3] != figs[-4]:
        options.append(cents(Decimal(figs[:-4] + figs[-3] + figs[-4] + figs[-2:]) / 100))
    return rng.choice(options)


def make_case(n: int, kind: str, loc: str, customer: tuple, rng: random.Random, used: set[str]) -> ToolCase:
    name, contact, addr, mail, business, taxline, phone = customer
    products = rng.sample(W.PRODUCTS, rng.choice([1, 1, 2, 2, 3]))
    if kind in ("warranty", "refund_warranty") and not any(p[5] for p in products):
        products[0] = rng.choice([p for p in W.PRODUCTS if p[5]])
    if kind == "refund_warranty" and len(products) == 1:
        products.append(rng.choice([p for p in W.PRODUCTS if p[0] != products[0][0]]))
    items = []
    for p in products:
        eur = p[4]
        qty = rng.choice([2, 4, 5, 10, 12, 20]) if eur < 30 and business else rng.choice([1, 1, 2]) if eur < 200 else 1
        items.append((p[0], qty, local_price(eur, loc)))
    if business and rng.random() < 0.5:
        heavy = any(p[4] > 1000 for p in products)
        label, price = W.FREIGHT[loc][1 if heavy else 0]
        items.append((label, 1, price))
    case = ToolCase(
        cid=f"T{n:02d}", kind=kind, name=name, address=", ".join(addr), email=mail, currency=W.CURRENCY[loc],
        customer_id=_unique(rng, used, lambda: V.customer_id(rng, loc, business)),
        order_id=_unique(rng, used, lambda: V.order_id(rng, loc, business)),
        invoice_number=_unique(rng, used, lambda: V.invoice_number(rng, loc)),
        case_number=_unique(rng, used, lambda: V.case_number(rng, loc)),
        order_date=date(2026, 9, 14) + timedelta(days=rng.randrange(0, 95)),
        items=items, tax_label_rate=W.VAT[loc],
        loc=loc, business=business, contact=contact, addr=list(addr), taxline=taxline, phone=phone,
    )
    case.po = V.customer_po(rng, loc) if business else ""
    case.credit_no = _unique(rng, used, lambda: f"00{V.nz(rng, 3)}")
    case.carrier = rng.choice(W.CARRIERS[loc])
    case.tracking = _unique(rng, used, lambda: V.tracking(rng, case.carrier))
    case.payment_ref = _unique(rng, used, lambda: V.payment_reference(rng, loc, business, case.credit_no))
    serial_products = [p for p in products if p[5]]
    wp = serial_products[0] if serial_products else products[0]
    case.warranty_product, case.warranty_prefix = wp[0], wp[5] or "TT"
    case.serial = _unique(rng, used, lambda: V.serial(rng, case.warranty_prefix))
    returnable = [it for it in items if not case.is_freight(it[0])
                  and (kind != "refund_warranty" or it[0] != case.warranty_product)]
    case.return_item = rng.choice(returnable)
    q = case.return_item[1]
    case.return_qty = q if q <= 2 else rng.choice([q, q // 2, 1])
    machine = any(p[0] == case.return_item[0] and p[5] for p in W.PRODUCTS)
    fits = {"any", "machine" if machine else "part"} | ({"business"} if business else set())
    case.reason = rng.choice([text for text, kind in W.RETURN_REASONS if kind in fits])
    net = cents(case.return_item[2] * case.return_qty)
    case.requested = net + cents(net * case.tax_label_rate / 100)
    if rng.random() < 0.55:
        basis, local, share = rng.choice(W.FEE_BASES[loc])
        case.fee_basis, case.fee_local = basis, local
        case.fee = cents(case.requested * share) if share < 1 else share
        if case.fee >= case.requested:
            case.fee = cents(case.requested / 10)
        case.eligible = case.requested - case.fee
        case.waiver = rng.choice([None, 25, 50, 100])
        case.approved = case.eligible + cents(case.fee * (case.waiver or 0) / 100)
    else:
        case.eligible = case.approved = case.requested
    case.account = V.bank_account(rng, loc)
    case.staff = rng.choice(W.STAFF[loc])
    return case


# --------------------------------------------------------------------------- documents


def pick_format(rng: random.Random, doc_type: str) -> str:
    weights = FORMATS[doc_type]
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def doc_style(rng: random.Random, fmt: str) -> dict[str, Any]:
    layout = rng.choice(LAYOUTS)
    return {
        "font": rng.choice(FONTS),
        "size": rng.choice([9.5, 10, 10.5, 11]) if fmt not in ("noisy_scan", "fax", "noisy_pdf_scan")
        else rng.choice([10.5, 11, 11.5]),
        "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
        "layout": layout,
        "aligned": layout == "aligned",
        "stacked": layout == "stacked",
        "kv_sep": rng.choice([":", ":", ""]) if layout in ("inline", "aligned") else ":",
        "author": W.SHOP,
        "qp": rng.random() < 0.5,
        "html": rng.random() < 0.4,
        "scan_noise": rng.random() < 0.5,
    }


def new_doc(case: ToolCase, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc:
    fmt = pick_format(rng, doc_type)
    doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**doc_style(rng, fmt), **style})
    case.docs.append(doc)
    return doc


PLAN = ShopPlan(
    odds=ODDS, new_doc=new_doc, wrong_amount=wrong_amount, unresolved_deadlines=W.UNRESOLVED_DEADLINES,
    extras={"refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.35), **flag(rng, "form", 0.5)},
            "customer_letter": lambda rng: {"quote": rng.random() < 0.35}},
)


def plan_docs(case: ToolCase, rng: random.Random, planted: set[str]) -> None:
    """The order's documents (confirmation, invoice, delivery note), then what followed delivery."""
    k = case.kind
    est_change = "delivery_estimate" in planted
    case.ship = case.order_date + timedelta(days=rng.randrange(1, 4))
    case.est_confirm = case.ship + timedelta(days=rng.randrange(1, 5))
    case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 6)) if est_change else case.est_confirm
    case.invoice_date = case.ship + timedelta(days=rng.randrange(0, 2))
    typo_case = "customer_name" in planted
    has_oc = est_change or typo_case or k == "delivery" or rng.random() < 0.6
    if has_oc:
        new_doc(case, "order_confirmation", case.order_date, rng, **({"typo_here": 1} if typo_case else {}))
    if typo_case or rng.random() < 0.75:
        new_doc(case, "invoice", case.invoice_date, rng,
                **({"typo_here": 1} if typo_case and rng.random() < 0.5 else {}))
    if est_change or k == "delivery" or rng.random() < 0.65:
        new_doc(case, "shipping_notice", case.ship, rng, **({"planted_est": 1} if est_change else {}))
    plan_after_delivery(case, rng, planted, case.est_ship, PLAN)


def write(case: ToolCase, doc: Doc, schema: Schema, rng: random.Random) -> None:
    resolve_deadline_plan(case, doc)
    w = ToolWriter(schema, case, doc, rng)
    TEMPLATES[doc.doc_type](w)
    w.finish()
    if doc.fmt in ("text", "email") and doc.email is None:
        raise AssertionError(f"{case.cid} {doc.doc_type}: e-mail format without headers")


def build_batch(seed: int = SEED, schema: Schema | None = None) -> Batch:
    """All cases and documents (content and truth) for one seed. No files are written."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds, locs = list(KINDS), list(LOCS)
    rng.shuffle(kinds)
    rng.shuffle(locs)
    pools = {loc: rng.sample(people, len(people)) for loc, people in W.CUSTOMERS.items()}
    cids = [f"T{i + 1:02d}" for i in range(len(kinds))]
    by_kind = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    planted: dict[str, set[str]] = {c: set() for c in cids}
    for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("refund_warranty"), 1):
        planted[c].add("refund_approved")
    for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("warranty"), 1):
        planted[c].add("customer_deadline")
    for c in rng.sample(by_kind("refund", "warranty", "rejected"), 2):
        planted[c].add("customer_name")
    for c in by_kind("delivery") + rng.sample(by_kind("refund"), 1):
        planted[c].add("delivery_estimate")
    used: set[str] = set()
    cases = []
    for n, (cid, kind, loc) in enumerate(zip(cids, kinds, locs), 1):
        case = make_case(n, kind, loc, pools[loc].pop(), rng, used)
        if "customer_name" in planted[cid]:
            case.typo_name = typo(case.name, rng)
        plan_docs(case, rng, planted[cid])
        for doc in case.docs:
            write(case, doc, schema, rng)
        cases.append(case)
    docs = number_docs(cases, rng, FILE_PREFIX, EXT)
    return Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))


def generate(out: Path = OUT, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    for doc in batch.docs:
        check_truth_matches_text(doc)
    write_shop(out, batch, render, seed, f"{FILE_PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, OUT, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()



