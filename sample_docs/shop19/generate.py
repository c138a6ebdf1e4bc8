"""Generate shop 19: Kalinis Laundry Systems (Manila head office, Jakarta and Bangkok branches).

    python -m sample_docs.shop19.generate              # documents, truth.jsonl, conflicts.json
    python -m sample_docs.shop19.generate --truth-only

Plans 16 customer cases (one order each), writes every document's blocks and truth from the same values
(templates.py), shuffles and numbers them KL-0001..., and checks that the only disagreements inside a case
are the planted ones.
"""

from __future__ import annotations

import random
import re
import string
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sample_docs.documents import Batch, Doc, _unique
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render, render_body
from sample_docs.shop19 import catalog as cat
from sample_docs.shop19.templates import TEMPLATES
from sample_docs.shop19.values import KCase, KWriter, branch_of, whole
from status.schema import Schema, load_schema

SEED = 19
PREFIX = "KL-"
SHOP_DIR = Path(__file__).parent
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif", "pdf_text": "pdf",
       "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
KINDS = (["refund"] * 3 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
FORMAT_WEIGHTS = {
    "invoice": {"clean_image": 2, "noisy_scan": 2, "fax": 1.5, "pdf_text": 3, "pdf_scan": 1.5, "noisy_pdf_scan": 1.5},
    "order_confirmation": {"email": 2, "text": 2, "pdf_text": 2, "clean_image": 1, "fax": 1.5},
    "shipping_notice": {"email": 2, "text": 2, "clean_image": 1.5, "noisy_scan": 1.5, "pdf_scan": 1, "pdf_text": 1},
    "refund_request": {"email": 2, "text": 2.5, "fax": 1.5, "noisy_scan": 1, "pdf_text": 1, "clean_image": 1,
                       "noisy_pdf_scan": 1},
    "refund_approval": {"pdf_text": 3, "email": 2, "clean_image": 1, "fax": 1.5, "pdf_scan": 1},
    "refund_execution": {"clean_image": 3, "email": 2, "text": 2, "pdf_text": 1.5, "noisy_scan": 1},
    "warranty_form": {"noisy_scan": 2, "fax": 2, "pdf_scan": 1.5, "noisy_pdf_scan": 2, "clean_image": 1, "email": 1.5},
    "customer_letter": {"email": 2, "text": 2, "pdf_text": 1.5, "fax": 1.5, "noisy_pdf_scan": 1.5, "clean_image": 0.5},
}
CHAT_TYPES = {"order_confirmation", "shipping_notice", "refund_request", "customer_letter"}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")
MACHINES = {p.name for p in cat.PRODUCTS if p.machine}
TECHNICIANS = {"MNL": ("Engr. Ramil Bautista", "Jomar Cruz"), "JKT": ("Teguh Prasetyo", "Dedi Kurniawan"),
               "BKK": ("Anucha Boonmee", "Thanawat Saelim")}
CARRIER_IDS = {
    "Lakbay Express": lambda r: "LBX" + _digits(r, 10),
    "Pasig Freight Movers": lambda r: "PFM-" + _digits(r, 8),
    "Kidlat Cargo Forwarders": lambda r: "KC" + _digits(r, 12),
    "Kilat Ekspres": lambda r: "KLT" + _digits(r, 13),
    "Nusantara Logistik Cargo": lambda r: "NSL-" + _digits(r, 10),
    "Siam Swift Logistics": lambda r: "SS" + _digits(r, 9) + "TH",
    "Chaiyo Freight": lambda r: "CYF" + _digits(r, 8),
}
FLAT_FEE = {"PHP": Decimal("1500"), "THB": Decimal("600"), "IDR": Decimal("150000"), "USD": Decimal("25")}
# fields whose values legitimately differ between documents of one case (the buyer's complaint and the
# technician's finding are both an issue description)
VARYING_FIELDS = {"document_date", "customer_expectation", "refund_status", "issue_description"}
CONFLICT_KINDS = {"refund_approved": "approved_amount_mismatch", "customer_deadline": "deadline_changed",
                  "customer_name": "misspelled_name", "delivery_estimate": "delivery_estimate_changed"}


def _digits(r: random.Random, n: int) -> str:
    return "".join(r.choice(string.digits) for _ in range(n))


def _alnum(r: random.Random, n: int) -> str:
    return "".join(r.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(n))


# --------------------------------------------------------------------------- the case


def _pick_items(cust: cat.Customer, kind: str, rng: random.Random) -> tuple[str, list[tuple[str, int, Decimal]]]:
    """What the buyer ordered and in which currency. Jakarta bills machines in USD and parts in rupiah,
    keeping every rupiah document under ten million."""
    branch = branch_of(cust.branch)
    warranty = kind in ("warranty", "refund_warranty")
    parts = [p for p in cat.PRODUCTS if not p.machine]
    if cust.business:
        machines = [p for p in cat.PRODUCTS if p.machine]
    else:
        machines = [p for p in cat.PRODUCTS if p.machine and p.serial_prefix in ("SM08", "DP5")]
    machine_order = warranty or (kind not in ("rejected",) and rng.random() < 0.45)
    currency = branch.currency
    if cust.branch == "JKT" and machine_order:
        currency = "USD" if cust.business and (not warranty or rng.random() < 0.6) else "IDR"
    if currency == "IDR" and machine_order:
        machines = [p for p in machines if p.serial_prefix == "DP5"]
    chosen = [rng.choice(machines)] if machine_order else []
    n_parts = rng.choice([0, 1, 1, 2]) if machine_order else rng.choice([1, 2, 2, 3])
    if kind in ("refund_warranty", "rejected") or (kind != "warranty" and not chosen):
        n_parts = max(n_parts, 1)
    for p in rng.sample(parts, n_parts):
        chosen.append(p)
    items = [(p.name, 1 if p.machine else rng.choice([1, 1, 2]), Decimal(p.prices[currency])) for p in chosen]
    if currency == "IDR":  # rupiah documents stay under ten million, tax included
        while sum(q * u for _, q, u in items) * Decimal("1.11") >= 9_900_000:
            items = items[:-1] if len(items) > 1 else [(items[0][0], 1, items[0][2])]
    return currency, items


def _case_number(branch: str, warranty_only: bool, rng: random.Random) -> str:
    n = rng.randrange(11, 9999)
    if warranty_only:
        return {"MNL": f"SR-26-{n:04d}", "JKT": f"SRV/26/{n:04d}", "BKK": f"SR69{n:04d}"}[branch]
    return {"MNL": f"RMA-2026-{n:04d}", "JKT": f"RT/26/{n:04d}", "BKK": f"CS-69{n:04d}"}[branch]


def _payment(case: KCase, rng: random.Random) -> None:
    """The refund channel, the masked account the money goes to, and the channel's reference shape."""
    business, cur = case.business, case.currency
    pool = {("PHP", True): ("InstaPay", "PESONet"), ("PHP", False): ("GCash", "InstaPay"),
            ("IDR", True): ("BCA", "Mandiri"), ("IDR", False): ("OVO", "BCA"),
            ("THB", True): ("Kasikorn", "PromptPay"), ("THB", False): ("PromptPay",),
            ("USD", True): ("BCA",), ("USD", False): ("BCA",)}[(cur, business)]
    ch = rng.choice(pool)
    tail = _digits(rng, 4)
    case.extra["channel"] = ch
    case.extra["account"] = {
        "InstaPay": f"BPI ****{tail}", "PESONet": f"Metrobank ****{tail}", "GCash": f"GCash 0917***{tail}",
        "BCA": f"BCA 52{_digits(rng, 2)}****{tail}", "Mandiri": f"Mandiri 1270****{tail}",
        "OVO": f"OVO 0812****{tail}", "Kasikorn": f"KBank xxx-x-x{tail}-x", "PromptPay": f"PromptPay 08x-xxx-{tail}",
    }[ch]
    case.extra["terminal"] = "T" + _digits(rng, 8)


def _make_case(i: int, kind: str, cust: cat.Customer, rng: random.Random, used: set[str]) -> KCase:
    branch = branch_of(cust.branch)
    currency, items = _pick_items(cust, kind, rng)
    order_date = date(2026, 1, 12) + timedelta(days=rng.randrange(0, 50))
    code = cust.branch
    if not cust.business:
        order_id = _unique(rng, used, lambda: str(rng.randrange(100000, 999999)))
        customer_id = _unique(rng, used, lambda: f"2026-{rng.randrange(10, 9999):04d}")
    else:
        order_id = _unique(rng, used, lambda: {"MNL": f"SO-{rng.randrange(40000, 99999):06d}",
                                               "JKT": f"JKT/26/{rng.randrange(100, 9999):05d}",
                                               "BKK": f"BKK-69{rng.randrange(100, 9999):04d}"}[code])
        customer_id = _unique(rng, used, lambda: {"MNL": f"C-{rng.randrange(100, 9999):05d}",
                                                  "JKT": f"PLG-{rng.randrange(10, 9999):04d}",
                                                  "BKK": f"CR{rng.randrange(10000, 99999)}"}[code])
    inv_date = order_date + timedelta(days=rng.randrange(0, 3))
    invoice_number = _unique(rng, used, lambda: {
        "MNL": f"{rng.randrange(1001, 99999):07d}",
        "JKT": f"INV/{inv_date:%y%m}/{rng.randrange(10, 9999):04d}",
        "BKK": f"IV{(inv_date.year + 543) % 100}{inv_date.month:02d}-{rng.randrange(10, 9999):04d}"}[code])
    case = KCase(
        cid=f"C{i:02d}", kind=kind, name=cust.name, address=cust.address, email=cust.mail, currency=currency,
        customer_id=customer_id, order_id=order_id, invoice_number=invoice_number,
        case_number=_unique(rng, used, lambda: _case_number(code, kind == "warranty", rng)),
        order_date=order_date, items=items, tax_label_rate=branch.tax_rate, branch=branch, customer=cust,
        invoice_date=inv_date,
    )
    if cust.business:
        case.po_number = f"PO-{''.join(w[0] for w in cust.name.split() if w[0].isalpha())[:4].upper()}-" \
                         f"{rng.randrange(100, 999)}"
    case.carrier = rng.choice(branch.couriers)
    case.tracking = _unique(rng, used, lambda: CARRIER_IDS[case.carrier](rng))
    _payment(case, rng)
    case.payment_ref = _unique(rng, used, lambda: _payment_ref(case.extra["channel"], rng))
    _refund_terms(case, rng)
    _warranty_terms(case, rng, used)
    case.extra.update({
        "buyer_tin": {"MNL": f"00{rng.randrange(1, 9)}-{_digits(rng, 3)}-{_digits(rng, 3)}-000",
                      "JKT": f"0{rng.randrange(1, 9)}.{_digits(rng, 3)}.{_digits(rng, 3)}.{rng.randrange(1, 9)}-"
                             f"{_digits(rng, 3)}.000",
                      "BKK": "0" + _digits(rng, 12)}[code],
        "faktur_pajak": f"010.00{rng.randrange(1, 9)}-26.{_digits(rng, 8)}",
        "kurs_date": f"{order_date - timedelta(days=order_date.weekday()):%d/%m/%Y}",
        "weight": rng.randrange(380, 690) if any(p in MACHINES for p, _, _ in items) else rng.randrange(2, 25),
        "dr_no": {"MNL": f"DR {_digits(rng, 6)}", "JKT": f"SJ/{order_date:%y%m}/{_digits(rng, 4)}",
                  "BKK": f"DN69{order_date.month:02d}-{_digits(rng, 4)}"}[code],
        "phone": {"MNL": f"0917 {_digits(rng, 3)} {_digits(rng, 4)}",
                  "JKT": f"0812-{_digits(rng, 4)}-{_digits(rng, 4)}",
                  "BKK": f"08{rng.randrange(1, 10)}-{_digits(rng, 3)}-{_digits(rng, 4)}"}[code],
        "machines": MACHINES,
    })
    return case


def _payment_ref(channel: str, rng: random.Random) -> str:
    return {
        "InstaPay": _digits(rng, 12), "PESONet": "PN" + _digits(rng, 13), "GCash": "9" + _digits(rng, 12),
        "BCA": "TRF" + _digits(rng, 12), "Mandiri": f"MDR-{_digits(rng, 4)}-{_digits(rng, 8)}",
        "OVO": f"OVO-P2P-{_alnum(rng, 8)}", "PromptPay": "2026" + _digits(rng, 4) + _alnum(rng, 10),
        "Kasikorn": "015" + _digits(rng, 9) + "BOR" + _digits(rng, 5),
    }[channel]


def _refund_terms(case: KCase, rng: random.Random) -> None:
    """What goes back and what is refunded: machines carry a 15% restocking fee, some parts 10% or a
    flat return freight charge; management may waive half or all of it."""
    returnable = [it for it in case.items if it[0] in cat.RETURN_REASONS and (it[0] not in MACHINES or
                                                                              case.kind not in ("rejected",))]
    if case.kind == "refund_warranty":
        returnable = [it for it in returnable if it[0] not in MACHINES] or returnable
    if case.kind == "rejected":
        returnable = [it for it in returnable if it[0] not in MACHINES]
    case.return_item = rng.choice(returnable or case.items)
    case.reason = cat.RETURN_REASONS.get(case.return_item[0], cat.RETURN_REASONS["Door gasket, KWX-25"])
    case.requested = case.gross(case.return_item[2])
    machine = case.return_item[0] in MACHINES
    if machine or rng.random() < 0.45:
        case.fee_basis = "restocking fee" if machine or rng.random() < 0.5 else "return freight charge"
        rate = Decimal("0.15") if machine else Decimal("0.10")
        fee = case.round(case.requested * rate) if case.fee_basis == "restocking fee" else FLAT_FEE[case.currency]
        case.fee = whole(fee) if case.currency == "IDR" else fee
        case.eligible = case.requested - case.fee
        case.waiver = rng.choice([None, 50, 100])
        case.approved = case.eligible + case.round(case.fee * (case.waiver or 0) / 100)
    else:
        case.eligible = case.approved = case.requested


def _warranty_terms(case: KCase, rng: random.Random, used: set[str]) -> None:
    machines = [it for it in case.items if it[0] in MACHINES]
    product = next(p for p in cat.PRODUCTS if p.name == (machines[0] if machines else case.items[0])[0])
    case.warranty_product = product.name
    m = re.search(r"(K[A-Z]{2}-\d+|DP-5)", product.name)
    case.model_code = m.group(1) if m else "KWX"
    prefix = product.serial_prefix or "KB"
    case.serial = _unique(rng, used, lambda: f"{prefix}-{rng.randrange(23, 26)}{rng.randrange(1, 13):02d}"
                                             f"{rng.choice('ABCDEFGHJK')}{_digits(rng, 4)}")
    k = rng.choice(cat.ISSUES_BY_MACHINE.get(prefix, (0,)))
    case.issue = cat.ISSUES_CUSTOMER[k]
    case.extra["tech_issue"] = cat.ISSUES_TECH[k]
    case.technician = rng.choice(TECHNICIANS[case.branch.code])


# --------------------------------------------------------------------------- the documents of a case


def _pick_format(rng: random.Random, doc_type: str) -> str:
    weights = FORMAT_WEIGHTS[doc_type]
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def _new_doc(case: KCase, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc:
    fmt = _pick_format(rng, doc_type)
    base = {
        "font": rng.choice(FONTS),
        "size": rng.choice([11, 11.5] if fmt in ("noisy_scan", "fax", "noisy_pdf_scan") else [10, 10.5, 11]),
        "dpi": 200 if fmt in ("noisy_scan", "fax") else 150,
        "aligned": rng.random() < 0.4,
        "scan_noise": fmt == "pdf_scan" and rng.random() < 0.5,
        "author": "Kalinis Laundry Systems",
        "chat": fmt == "text" and doc_type in CHAT_TYPES and rng.random() < 0.6,
        "form": fmt not in ("text", "email", "pdf_text") and rng.random() < 0.6,
    }
    doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**base, **style})
    case.docs.append(doc)
    return doc


def _plan(case: KCase, rng: random.Random, planted: set[str], unresolved: str | None) -> None:
    """Which documents the case has, their dates, and what each says about the buyer's deadline.

    A deadline plan is a date, unresolved words, "SAME" (restate the case's current deadline) or "MOVE"
    (a later date: the planted deadline change); relative words are allowed only where a deadline first
    appears."""
    k = case.kind
    big = any(p in MACHINES for p, _, _ in case.items)
    case.ship_date = case.order_date + timedelta(days=rng.randrange(2, 6) if big else rng.randrange(1, 4))
    case.est_confirm = case.ship_date + timedelta(days=rng.randrange(2, 5))
    est_moved = "delivery_estimate" in planted
    case.est_ship = case.est_confirm + timedelta(days=rng.randrange(3, 7)) if est_moved else case.est_confirm
    case.delivered = case.est_ship
    typo = "customer_name" in planted
    if est_moved or k in ("delivery", "refund_warranty") or rng.random() < 0.4:
        oc = _new_doc(case, "order_confirmation", case.order_date, rng, **({"state_est": 1} if est_moved else {}))
        if typo and not oc.style["chat"] and rng.random() < 0.6:
            oc.style["typo_here"] = 1
            typo = False
    _new_doc(case, "invoice", case.invoice_date, rng, **({"typo_here": 1} if typo else {}))
    if est_moved or k in ("delivery", "refund_warranty") or rng.random() < 0.6:
        ship = _new_doc(case, "shipping_notice", case.ship_date, rng, **({"state_est": 1} if est_moved else {}))
        if k == "delivery" and ship.fmt in ("text", "email") and not ship.style["chat"]:
            ship.style["rescheduled"] = 1
            ship.date = case.ship_date + timedelta(days=1)
    last = case.delivered
    if k in ("refund", "refund_letter", "refund_warranty", "rejected"):
        last = _plan_refund(case, rng, planted, unresolved)
    if k in ("warranty", "refund_warranty"):
        _plan_warranty(case, rng, planted, last)
    if k == "delivery":
        d = case.est_confirm + timedelta(days=rng.randrange(1, 3))
        _new_doc(case, "customer_letter", d, rng, topic="delivery", relative_ok=rng.random() < 0.5,
                 deadline_value=d + timedelta(days=rng.randrange(3, 8)))


def _plan_refund(case: KCase, rng: random.Random, planted: set[str], unresolved: str | None) -> date:
    k = case.kind
    req = case.delivered + timedelta(days=rng.randrange(2, 9))
    if unresolved:
        dl: Any = unresolved
    elif "customer_deadline" in planted or rng.random() < 0.65:
        dl = req + timedelta(days=rng.randrange(8, 20))
    else:
        dl = None
    _new_doc(case, "refund_request", req, rng, deadline_value=dl, relative_ok=rng.random() < 0.4,
             **({"rr_case_no": 1} if rng.random() < 0.4 else {}))
    appr = req + timedelta(days=rng.randrange(2, 6))
    if k != "rejected" and rng.random() < 0.6:
        case.promised = appr + timedelta(days=rng.randrange(5, 12))
    _new_doc(case, "refund_approval", appr, rng)
    last = appr
    if k == "rejected":
        d = appr + timedelta(days=rng.randrange(2, 6))
        _new_doc(case, "customer_letter", d, rng, topic="rejected",
                 deadline_value="SAME" if dl is not None else None)
        return d
    if k == "refund_letter" or (k == "refund_warranty" and rng.random() < 0.5):
        d = appr + timedelta(days=rng.randrange(3, 7))
        if "refund_approved" in planted:
            quoted = _wrong_amount(case, rng)
        else:
            quoted = case.approved if rng.random() < 0.5 else None
        if "customer_deadline" in planted:
            plan: Any = "MOVE"
        elif dl is not None:
            plan = rng.choice(["SAME", None])
        else:
            plan = rng.choice([d + timedelta(days=rng.randrange(5, 11)), None])
        _new_doc(case, "customer_letter", d, rng, topic="refund", quoted=quoted, deadline_value=plan,
                 relative_ok=plan not in ("SAME", "MOVE") and rng.random() < 0.5,
                 move_days=rng.randrange(5, 12), **({"moved_deadline": 1} if plan == "MOVE" else {}))
        last = d
    ex = last + timedelta(days=rng.randrange(1, 5))
    _new_doc(case, "refund_execution", ex, rng)
    return ex


def _plan_warranty(case: KCase, rng: random.Random, planted: set[str], after: date) -> None:
    claim = after + timedelta(days=rng.randrange(15, 40))
    had = any(d.style.get("deadline_value") is not None for d in case.docs)
    moved = "customer_deadline" in planted
    dl: Any = None
    if not had and (moved or rng.random() < 0.5):
        dl = claim + timedelta(days=rng.randrange(10, 25))
    _new_doc(case, "warranty_form", claim, rng, role="claim", deadline_value=dl)
    report = claim + timedelta(days=rng.randrange(2, 6))
    _new_doc(case, "warranty_form", report, rng, role="report",
             deadline_value="SAME" if dl is not None and rng.random() < 0.5 else None)
    if moved or rng.random() < 0.45:
        d = report + timedelta(days=rng.randrange(4, 9))
        quoted = case.approved if case.kind == "refund_warranty" and rng.random() < 0.5 else None
        plan: Any = "MOVE" if moved else ("SAME" if dl is not None else None)
        _new_doc(case, "customer_letter", d, rng, topic="warranty", quoted=quoted, deadline_value=plan,
                 move_days=rng.randrange(5, 12), **({"moved_deadline": 1} if moved else {}))


def _wrong_amount(case: KCase, rng: random.Random) -> Decimal:
    """What a buyer misremembers: the amount asked for, the amount before the waiver, or a rounded figure."""
    options = [a for a in (case.requested, case.eligible) if a != case.approved]
    step = {"IDR": 50000, "USD": 10}.get(case.currency, 500)
    options.append(case.round(case.approved + step))
    return rng.choice(options)


def _resolve_deadline(case: KCase, doc: Doc) -> None:
    """Turn SAME / MOVE into the value this document states, now that earlier documents are written."""
    plan = doc.style.get("deadline_value")
    if plan == "SAME":  # a deadline already passed is not restated
        passed = isinstance(case.deadline, date) and case.deadline <= doc.date
        doc.style["deadline_value"] = None if passed else case.deadline
    elif plan == "MOVE":
        assert isinstance(case.deadline, date), case.cid
        doc.style["deadline_value"] = case.deadline + timedelta(days=doc.style["move_days"])


def _write(case: KCase, doc: Doc, schema: Schema, rng: random.Random) -> None:
    _resolve_deadline(case, doc)
    w = KWriter(schema, case, doc, rng)
    TEMPLATES[doc.doc_type](w)
    w.finish()


# --------------------------------------------------------------------------- the batch


def _typo(name: str, rng: random.Random) -> str:
    """Two neighbouring letters swapped in the longest word: how a name gets mistyped at billing."""
    words = name.split(" ")
    k = max(range(len(words)), key=lambda j: (len(words[j]) if words[j].isalpha() else 0, -j))
    word = words[k]
    i = rng.randrange(1, len(word) - 2)
    while word[i] == word[i + 1]:
        i = rng.randrange(1, len(word) - 2)
    words[k] = word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return " ".join(words)


def _collect_conflicts(cases: list[KCase], planted: dict[str, set[str]]) -> list[dict]:
    """Every planted conflict, and a check that nothing else disagrees inside a case."""
    out = []
    for case in cases:
        for name in sorted({n for d in case.docs for n in d.fields} - VARYING_FIELDS):
            stated = [(d, d.fields[name]["value"]) for d in case.docs
                      if name in d.fields and d.fields[name]["value"] is not None]
            values = list(dict.fromkeys(v for _, v in stated))
            if name not in planted[case.cid]:
                assert len(values) <= 1, f"{case.cid}: unplanned conflict on {name}: {values}"
                continue
            assert len(values) == 2, f"{case.cid}: planted conflict on {name} has values {values}"
            entry = {"case_id": case.cid, "field": name, "kind": CONFLICT_KINDS[name], "values": values,
                     "doc_ids": [d.doc_id for d, _ in stated]}
            out.append(entry)
            for d, _ in stated:
                d.planted_conflicts.append({"field": name, "kind": entry["kind"], "values": values})
    return out


def build_batch(seed: int = SEED, schema: Schema | None = None) -> Batch:
    """All cases and documents (content and truth) for one seed; no files written."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds = list(KINDS)
    rng.shuffle(kinds)
    customers = rng.sample(cat.CUSTOMERS, len(kinds))
    cids = [f"C{i + 1:02d}" for i in range(len(kinds))]
    of = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    planted: dict[str, set[str]] = {c: set() for c in cids}
    for c in rng.sample(of("refund_letter"), 3):
        planted[c].add("refund_approved")
    for c in rng.sample(of("refund_letter"), 1) + rng.sample(of("warranty"), 1):
        planted[c].add("customer_deadline")
    for c in rng.sample(cids, 3):
        planted[c].add("customer_name")
    for c in of("delivery") + rng.sample(of("refund"), 1):
        planted[c].add("delivery_estimate")
    unresolved_case = rng.choice([c for c in of("refund", "rejected", "refund_letter")
                                  if "customer_deadline" not in planted[c]])
    used: set[str] = set()
    cases = []
    for n, (cid, kind, cust) in enumerate(zip(cids, kinds, customers), 1):
        case = _make_case(n, kind, cust, rng, used)
        if "customer_name" in planted[cid]:
            case.typo_name = _typo(case.name, rng)
        words = rng.choice(cat.UNRESOLVED_DEADLINES) if cid == unresolved_case else None
        _plan(case, rng, planted[cid], words)
        for doc in case.docs:
            _write(case, doc, schema, rng)
        cases.append(case)
    docs = [d for c in cases for d in c.docs]
    rng.shuffle(docs)
    for n, doc in enumerate(docs, 1):
        doc.doc_id = f"{PREFIX}{n:04d}.{EXT[doc.fmt]}"
    return Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))


def render_doc(doc: Doc, seed: int) -> bytes:
    """A chat export or SMS is its body alone; everything else as the shared renderer draws it."""
    if doc.fmt == "text" and doc.email is None:
        return render_body(doc).encode("utf-8")
    return render(doc, seed)


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render_doc, seed, f"{PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, SHOP_DIR, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
