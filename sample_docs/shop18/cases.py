"""Plan Cordillera's customer cases, their documents and dates, pick each document's format and
look, then write them; check that the only disagreements inside a case are the planted ones."""

from __future__ import annotations

import random
import string
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Batch, Doc, _unique
from sample_docs.shop18 import customer_docs as cd
from sample_docs.shop18 import shop_docs as sd
from sample_docs.shop18.render import FONTS
from sample_docs.shop18.vocab import (BRANCHES, CUSTOMERS, FAMILY, ISSUES, PRODUCTS, RETURN_REASONS, SERIAL_PREFIX,
                                     UNRESOLVED, Customer, Product, category, is_business)
from sample_docs.shop18.writer import Case, W
from status.schema import Schema, load_schema

SEED = 18
PREFIX = "CPS-"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif", "pdf_text": "pdf",
       "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
KINDS = ["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] \
    + ["delivery"] * 2
FORMATS = {
    "invoice": {"pdf_text": 4, "pdf_scan": 2, "noisy_pdf_scan": 2, "clean_image": 1, "email": 2, "fax": 1},
    "order_confirmation": {"email": 4, "text": 2, "pdf_text": 3, "clean_image": 1, "fax": 1},
    "shipping_notice": {"email": 3, "text": 2, "noisy_scan": 2, "clean_image": 2, "pdf_scan": 2, "fax": 1},
    "refund_request": {"email": 3, "text": 3, "clean_image": 2, "pdf_text": 1, "noisy_scan": 1, "fax": 1,
                       "noisy_pdf_scan": 1},
    "refund_approval": {"pdf_text": 3, "pdf_scan": 2, "noisy_pdf_scan": 2, "fax": 2, "email": 3},
    "refund_execution": {"clean_image": 3, "pdf_text": 3, "email": 2, "noisy_scan": 2, "pdf_scan": 1},
    "warranty_form": {"noisy_scan": 3, "fax": 2, "noisy_pdf_scan": 2, "pdf_scan": 1, "clean_image": 2, "pdf_text": 2},
    "customer_letter": {"email": 4, "text": 3, "fax": 2, "noisy_scan": 2, "pdf_scan": 1, "clean_image": 1},
}
TEMPLATES = {
    "invoice": sd.invoice, "order_confirmation": sd.order_confirmation, "shipping_notice": sd.shipping_notice,
    "refund_request": cd.refund_request, "refund_approval": sd.refund_approval,
    "refund_execution": sd.refund_execution, "warranty_form": cd.warranty_form, "customer_letter": cd.customer_letter,
}
CONFLICT_KINDS = {"refund_approved": "approved_amount_mismatch", "customer_deadline": "deadline_changed",
                  "customer_name": "misspelled_name", "delivery_estimate": "delivery_estimate_changed"}
VARYING = {"document_date", "customer_expectation", "refund_status"}
CAP = Decimal("9500000")
FLAT_FEE = {"MXN": Decimal("850"), "COP": Decimal("95000"), "CLP": Decimal("38000"), "BRL": Decimal("180"),
            "USD": Decimal("120")}
BUMP = {"MXN": Decimal("500"), "COP": Decimal("50000"), "CLP": Decimal("20000"), "BRL": Decimal("100"),
        "USD": Decimal("50")}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _price(p: Product, code: str) -> Decimal:
    b = BRANCHES[code]
    step = b.round_to
    return (p.price_mxn * b.fx / step).quantize(Decimal("1")) * step


# --------------------------------------------------------------------------- identifiers

def _ids(case_code: str, warranty_only: bool, rng: random.Random, used: set[str]) -> dict[str, str]:
    """The branch's own numbering for an order, customer, invoice and case."""
    u = lambda make: _unique(rng, used, make)  # noqa: E731
    n = rng.randrange
    order = {"MX": lambda: f"PV-26{n(1000, 99999):05d}", "CO": lambda: f"BOG/26/{n(100, 9999):04d}",
             "CL": lambda: f"NV-{n(1000, 99999)}", "BR": lambda: f"{n(1000, 9999)}/26",
             "EX": lambda: f"EXP-26{n(1, 9999):04d}"}[case_code]
    cust = {"MX": lambda: f"CTE-{n(100, 99999):05d}", "CO": lambda: f"{n(10000, 99999)}",
            "CL": lambda: f"CL-{n(1000, 9999)}", "BR": lambda: f"C{n(10000, 99999)}",
            "EX": lambda: f"EXC-{n(1, 9999):04d}"}[case_code]
    inv = {"MX": lambda: f"A-{n(10000, 99999)}", "CO": lambda: f"FEBG-{n(20001, 60000)}",
           "CL": lambda: f"{n(10000, 99999)}", "BR": lambda: f"{n(10000, 99999)}",
           "EX": lambda: f"E-{n(1, 99999):05d}"}[case_code]
    if warranty_only:
        case = {"MX": lambda: f"OS-26-{n(1, 9999):04d}", "CO": lambda: f"ST-2026-{n(100, 999)}",
                "CL": lambda: f"STC-{n(1000, 9999)}", "BR": lambda: f"OS/26/{n(1, 9999):04d}",
                "EX": lambda: f"SVX-26-{n(1, 9999):04d}"}[case_code]
    else:
        case = {"MX": lambda: f"DEV-26-{n(1, 9999):04d}", "CO": lambda: f"DV-2026-{n(100, 999)}",
                "CL": lambda: f"RMA-{n(1000, 9999)}", "BR": lambda: f"DEV/26/{n(1, 9999):04d}",
                "EX": lambda: f"RX-26-{n(1, 9999):04d}"}[case_code]
    note = {"MX": lambda: f"NC-{n(100, 9999):06d}", "CO": lambda: f"NCBG-{n(1000, 9999)}",
            "CL": lambda: f"{n(1000, 9999)}", "BR": lambda: f"NC-{n(100, 99999):05d}",
            "EX": lambda: f"NC-E{n(10, 999):04d}"}[case_code]
    return {"order_id": u(order), "customer_id": u(cust), "invoice_number": u(inv), "case_number": u(case),
            "credit_note": u(note)}


def _tracking(carrier: str, rng: random.Random, used: set[str]) -> str:
    make = {
        "Rutamex Paquetería": lambda: "RMX" + _digits(rng, 10),
        "Fletes Trans-Aztlán": lambda: "TAF-" + _digits(rng, 8),
        "Envíos Cóndor Express": lambda: "7000" + _digits(rng, 8),
        "Sabana Cargo S.A.S.": lambda: "SC-" + _digits(rng, 8),
        "Australis Cargo": lambda: "AUS" + _digits(rng, 8),
        "Rápido Andino": lambda: "99" + _digits(rng, 10),
        "Rodobras Cargas": lambda: "RDB-" + _digits(rng, 10),
        "Expressa Sul Encomendas": lambda: "ES" + _digits(rng, 9) + "BR",
        "Andes Freight Forwarding": lambda: "AFF-26" + _digits(rng, 6),
        "Pacific Bridge Logistics": lambda: "PBL" + _digits(rng, 10),
    }[carrier]
    return _unique(rng, used, make)


def _payment_ref(case: Case, paid: date, rng: random.Random, used: set[str]) -> str:
    """The reference of the bank transfer or card reversal that pays the refund."""
    code = case.branch.code
    if not is_business(case.cust) and code != "BR":
        return _unique(rng, used, lambda: "RV-" + _digits(rng, 8))
    alnum = string.ascii_uppercase + string.digits
    make = {
        "MX": lambda: f"MERI{paid:%y%m%d}{_digits(rng, 10)}",
        "EX": lambda: f"FT26{_digits(rng, 3)}" + "".join(rng.choice(alnum) for _ in range(4)) + _digits(rng, 1),
        "CO": lambda: _digits(rng, 10),
        "CL": lambda: str(rng.randrange(100_000_000, 999_999_999)),
        "BR": lambda: f"E18236120{paid:%Y%m%d}{rng.randrange(9, 18):02d}{rng.randrange(60):02d}"
                      + "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(10)) + "0",
    }[code]
    return _unique(rng, used, make)


def _serial(product: str, rng: random.Random, used: set[str]) -> str:
    prefix = SERIAL_PREFIX[product.split(" ")[0]]
    alnum = "ACDEFGHJKLMNPRTUVWXY3479"
    shapes = {
        "XHK": lambda: prefix + _digits(rng, 7),
        "OUV": lambda: prefix + "-" + _digits(rng, 2) + "".join(rng.choice(alnum) for _ in range(2)) + _digits(rng, 4),
        "SBX": lambda: prefix + _digits(rng, 2) + rng.choice(alnum) + _digits(rng, 6),
        "CTX": lambda: prefix + _digits(rng, 2) + rng.choice(alnum) + _digits(rng, 5),
        "LMP": lambda: prefix + "-" + _digits(rng, 6),
        "TKP": lambda: prefix + _digits(rng, 4) + "".join(rng.choice(alnum) for _ in range(3)),
    }[prefix]
    return _unique(rng, used, shapes)


# --------------------------------------------------------------------------- cases

def _items(kind: str, code: str, rng: random.Random) -> list[tuple[Product, int, Decimal]]:
    """What the customer bought; a warranty case includes a machine, and the total stays under the cap."""
    b = BRANCHES[code]
    while True:
        n = rng.choice([1, 2, 2, 3])
        picks = rng.sample(PRODUCTS, n)
        if kind in ("warranty", "refund_warranty") and not any(p.warranty for p in picks):
            picks[0] = rng.choice([p for p in PRODUCTS if p.warranty])
        if kind in ("refund", "refund_letter", "rejected", "refund_warranty") and not any(p.supply for p in picks):
            picks.append(rng.choice([p for p in PRODUCTS if p.supply]))
        if kind == "rejected" and not any(" x " in p.name for p in picks):
            picks.append(rng.choice([p for p in PRODUCTS if " x " in p.name]))
        items = [(p, rng.choice([2, 3, 4, 5, 6, 10]) if p.supply else 1, _price(p, code)) for p in picks]
        total = sum((q * u for _, q, u in items), Decimal("0")) * (1 + b.tax_rate / 100)
        if total < CAP and len(items) <= 4:
            return items


def _price_refund(case: Case, rng: random.Random) -> None:
    """Requested: the returned units with tax; a restocking share or the return freight may come
    off (eligible), and part or all of that fee may be waived again (approved)."""
    p, q, u = case.return_item
    case.requested = case.rounded(q * u * (1 + case.branch.tax_rate / 100))
    case.eligible = case.approved = case.requested
    if case.kind == "rejected" or rng.random() < 0.45:
        return
    if rng.random() < 0.6:
        case.fee_basis, case.fee_rate = "restocking fee", rng.choice([15, 20])
        case.fee = case.rounded(case.requested * case.fee_rate / 100)
    else:
        case.fee_basis, case.fee = "return freight", FLAT_FEE[case.currency]
    case.eligible = case.requested - case.fee
    case.waiver = rng.choice([None, 50, 100])
    case.approved = case.eligible + case.rounded(case.fee * (case.waiver or 0) / 100)


def _make_case(cid: str, kind: str, cust: Customer, rng: random.Random, used: set[str]) -> Case:
    code = cust.branch
    items = _items(kind, code, rng)
    case = Case(cid=cid, kind=kind, branch=BRANCHES[code], cust=cust, order_date=date(2026, 3, 2)
                + timedelta(days=rng.randrange(0, 45)), items=items, **_ids(code, kind == "warranty", rng, used))
    if is_business(cust) and rng.random() < 0.6:
        case.po = f"OC-{rng.randrange(1000, 9999)}" if rng.random() < 0.5 else f"4500{_digits(rng, 6)}"
    case.carrier = rng.choice(case.branch.carriers)
    case.tracking = _tracking(case.carrier, rng, used)
    machines = [it for it in items if it[0].warranty]
    case.warranty_product = (machines or items)[0][0].name
    case.serial = _serial(case.warranty_product, rng, used) if machines else ""
    case.issue = rng.choice(ISSUES[FAMILY[case.warranty_product.split(' ')[0]]]) if machines else ''
    supplies = [it for it in items if it[0].supply and (kind != "rejected" or " x " in it[0].name)]
    p, q, u = rng.choice(supplies or items)
    case.return_item = (p, q if q == 1 or rng.random() < 0.5 else max(1, q // 2), u)
    case.reason = rng.choice(RETURN_REASONS[category(p.name)])
    _price_refund(case, rng)
    return case


def _wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount, a rounder one, or two digits swapped."""
    options = [case.approved + BUMP[case.currency]]
    if case.requested != case.approved:
        options.append(case.requested)
    digits = str(int(case.approved))
    if len(digits) >= 4 and digits[-3] != digits[-4]:
        swapped = Decimal(digits[:-4] + digits[-3] + digits[-4] + digits[-2:]) + (case.approved - int(case.approved))
        options.append(swapped)
    return rng.choice(options)


# --------------------------------------------------------------------------- documents

def _doc(case: Case, doc_type: str, d: date, **style: Any) -> Doc:
    doc = Doc(case_id=case.cid, doc_type=doc_type, fmt="", date=d, style=dict(style))
    case.docs.append(doc)
    return doc


def _weekday(d: date) -> date:
    return d + timedelta(days=1) if d.weekday() == 6 else d


def _plan(case: Case, planted: set[str], rng: random.Random, used: set[str]) -> None:
    """Which documents the case has, their dates, and what each says about the customer's deadline."""
    k = case.kind
    r = rng.randrange
    est_change = "delivery_estimate" in planted
    case.ship_date = ship = _weekday(case.order_date + timedelta(days=r(1, 4)))
    case.est_confirm = ship + timedelta(days=r(2, 6))
    case.est_ship = case.est_confirm + timedelta(days=r(2, 5)) if est_change else case.est_confirm
    delivered = case.est_ship
    has_oc = est_change or k in ("delivery", "refund_warranty") or rng.random() < 0.55
    has_ship = est_change or k in ("delivery", "refund_warranty") or rng.random() < 0.55
    typo_oc = "customer_name" in planted and has_oc and rng.random() < 0.5
    if has_oc:
        _doc(case, "order_confirmation", case.order_date, typo=typo_oc, show_est=est_change or rng.random() < 0.85)
    _doc(case, "invoice", case.order_date + timedelta(days=r(0, 2)),
         typo="customer_name" in planted and not typo_oc)
    if has_ship:
        _doc(case, "shipping_notice", ship, show_est=est_change or rng.random() < 0.8)
    last = delivered
    if k in ("refund", "refund_letter", "refund_warranty", "rejected"):
        req = _weekday(delivered + timedelta(days=r(2, 9)))
        _doc(case, "refund_request", req, dl="new", with_case=rng.random() < 0.3)
        appr = _weekday(req + timedelta(days=r(2, 6)))
        _doc(case, "refund_approval", appr)
        case.promised = appr + timedelta(days=r(7, 15))
        if k == "rejected":
            _doc(case, "customer_letter", appr + timedelta(days=r(2, 6)), topic="rejected",
                 dl="move" if "customer_deadline" in planted else "same")
            last = appr
        else:
            paid = appr + timedelta(days=r(3, 6))
            if k in ("refund_letter", "refund_warranty"):
                letter = appr + timedelta(days=r(2, 4))
                quoted = _wrong_amount(case, rng) if "refund_approved" in planted else \
                    case.approved if rng.random() < 0.5 else None
                dl = "move" if "customer_deadline" in planted else "same" if rng.random() < 0.85 else None
                _doc(case, "customer_letter", letter, topic="refund", quoted=quoted, dl=dl)
                paid = letter + timedelta(days=r(2, 5))
            paid = _weekday(paid)
            case.payment_ref = _payment_ref(case, paid, rng, used)
            _doc(case, "refund_execution", paid)
            last = paid
    if k in ("warranty", "refund_warranty"):
        wf = last + timedelta(days=r(15, 35) if k == "warranty" else r(4, 12))
        moved = "customer_deadline" in planted and k == "warranty"
        dl = None if k == "refund_warranty" else "new" if moved or rng.random() < 0.6 else None
        _doc(case, "warranty_form", _weekday(wf), dl=dl)
        if k == "warranty" and (moved or rng.random() < 0.6):
            _doc(case, "customer_letter", wf + timedelta(days=r(5, 12)), topic="warranty",
                 dl="move" if moved else "same")
    if k == "delivery":
        _doc(case, "customer_letter", delivered + timedelta(days=r(2, 5)), topic="delivery", dl="new")


def _formats(docs: list[Doc], rng: random.Random) -> None:
    """Each document's format, by what its type is usually sent as; then every format gets at least three."""
    for doc_type, weights in FORMATS.items():
        mine = [d for d in docs if d.doc_type == doc_type]
        total = sum(weights.values())
        quota = {f: len(mine) * w / total for f, w in weights.items()}
        fmts = [f for f, q in quota.items() for _ in range(int(q))]
        rest = sorted(quota, key=lambda f: (int(quota[f]) - quota[f], rng.random()))
        fmts += rest[:len(mine) - len(fmts)]
        rng.shuffle(fmts)
        for d, f in zip(mine, fmts):
            d.fmt = f
    for fmt in EXT:
        while sum(d.fmt == fmt for d in docs) < 3:
            counts = {f: sum(d.fmt == f for d in docs) for f in EXT}
            movable = [d for d in docs if fmt in FORMATS[d.doc_type] and counts[d.fmt] > 4]
            rng.choice(movable).fmt = fmt


def _variant(d: Doc, rng: random.Random) -> str | None:
    if d.doc_type == "refund_request":
        return {"email": "mail", "text": "chat" if rng.random() < 0.55 else "mail",
                "clean_image": "chat" if rng.random() < 0.5 else "webform", "pdf_text": "webform"}.get(d.fmt, "paper")
    if d.doc_type == "customer_letter":
        return {"email": "mail", "text": "chat" if rng.random() < 0.45 else "mail", "clean_image": "chat"}.get(
            d.fmt, "printed")
    if d.doc_type == "warranty_form":
        return "web" if d.fmt == "pdf_text" or (d.fmt == "clean_image" and rng.random() < 0.6) else "sheet"
    return None


def _style(case: Case, d: Doc, rng: random.Random) -> None:
    noisy = d.fmt in ("noisy_scan", "fax", "noisy_pdf_scan")
    stacked = rng.random() < 0.2
    d.style.update({
        "font": rng.choice(list(FONTS)),
        "size": rng.choice([10.5, 11, 11.5]) if noisy else rng.choice([9.5, 10, 10.5]),
        "dpi": 150 if d.fmt in ("clean_image", "pdf_scan") else 200,
        "page": case.branch.page,
        "aligned": not stacked and rng.random() < 0.45,
        "stacked": stacked,
        "kv_sep": ":" if rng.random() < 0.85 or d.fmt in ("email", "text") else "",
        "tbl_lines": rng.random() < 0.5,
        "title_left": rng.random() < 0.7,
        "scan_noise": d.fmt == "pdf_scan" and rng.random() < 0.5,
        "fax_standard": d.fmt == "fax" and rng.random() < 0.35,
        "qp": rng.random() < 0.5,
        "html": d.fmt == "email" and rng.random() < 0.5,
        "variant": _variant(d, rng),
    })
    if d.style["font"] == "courier":
        d.style["size"] = min(d.style["size"], 10)


def _write(case: Case, schema: Schema, rng: random.Random) -> None:
    for d in sorted(case.docs, key=lambda x: x.date):
        w = W(schema, case, d, rng)
        TEMPLATES[d.doc_type](w)
        w.finish()


def _typo(name: str, rng: random.Random) -> str:
    """Two inner letters of the longest word swapped, the way a clerk mistypes a name."""
    words = name.split(" ")
    i = max(range(len(words)), key=lambda j: (len(words[j]), -j))
    word = words[i]
    while True:
        k = rng.randrange(1, len(word) - 2)
        if word[k] != word[k + 1] and word[k].isalpha() and word[k + 1].isalpha():
            break
    words[i] = word[:k] + word[k + 1] + word[k] + word[k + 2:]
    return " ".join(words)


def _collect_conflicts(cases: list[Case], planted: dict[str, set[str]]) -> list[dict]:
    """The planted conflicts, listed; any other disagreement inside a case is an error."""
    out = []
    for case in cases:
        docs = sorted(case.docs, key=lambda d: (d.date, d.doc_id))
        names = sorted({n for d in docs for n in d.fields} - VARYING)
        for name in names:
            stated = [(d, d.fields[name]["value"]) for d in docs if d.fields.get(name, {}).get("value") is not None]
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
    """All cases and documents (content and truth) for one seed; no files are written."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    used: set[str] = set()
    kinds = list(KINDS)
    rng.shuffle(kinds)
    customers = list(CUSTOMERS)
    rng.shuffle(customers)
    cids = [f"K{i + 1:02d}" for i in range(len(kinds))]
    of = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    planted: dict[str, set[str]] = {c: set() for c in cids}
    for c in rng.sample(of("refund_letter"), 3):
        planted[c].add("refund_approved")
    for c in rng.sample(of("refund_letter"), 2) + rng.sample(of("warranty"), 1):
        planted[c].add("customer_deadline")
    for c in rng.sample(cids, 3):
        planted[c].add("customer_name")
    for c in of("delivery") + rng.sample(of("refund"), 1):
        planted[c].add("delivery_estimate")
    cases = [_make_case(cid, kind, cust, rng, used) for cid, kind, cust in zip(cids, kinds, customers)]
    unresolved_ok = [c for c in cases if c.kind in ("refund", "refund_letter", "delivery")
                     and "customer_deadline" not in planted[c.cid]]
    for case, words in zip(rng.sample(unresolved_ok, 2), rng.sample(UNRESOLVED, 2)):
        case.unresolved = words
    for case in cases:
        if "customer_name" in planted[case.cid]:
            case.typo_name = _typo(case.name, rng)
        _plan(case, planted[case.cid], rng, used)
    docs = [d for c in cases for d in c.docs]
    _formats(docs, rng)
    for case in cases:
        for d in case.docs:
            _style(case, d, rng)
    for case in cases:
        _write(case, schema, rng)
    rng.shuffle(docs)
    for n, d in enumerate(docs, 1):
        d.doc_id = f"{PREFIX}{n:04d}.{EXT[d.fmt]}"
    return Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))
