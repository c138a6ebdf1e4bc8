"""Generate shop 16 (Sunbridge Mobile & Solar): documents, truth.jsonl and conflicts.json.

    python -m sample_docs.shop16.generate            # writes sample_docs/shop16/{batch,truth.jsonl,conflicts.json}

Same seed, byte-identical files (seeded choices and noise, no timestamps)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sample_docs.documents import Batch, Doc
from sample_docs.formatting import cents, month_end
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render
from sample_docs.shop16 import values as val
from sample_docs.shop16 import vocab as V
from sample_docs.shop16.writers import WRITERS, ShopCase, ShopWriter
from status.schema import load_schema

SEED = 16
PREFIX = "SBM"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
HERE = Path(__file__).parent

KINDS = ["refund", "refund", "refund", "refund_letter", "refund_letter", "refund_letter", "warranty", "warranty",
         "warranty", "refund_warranty", "refund_warranty", "rejected", "rejected", "late", "late"]
PLAN = {
    "refund": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
               "refund_execution"],
    "refund_letter": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                      "customer_letter", "refund_execution"],
    "warranty": ["invoice", "shipping_notice", "warranty_form", "customer_letter"],
    "refund_warranty": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                        "refund_execution", "warranty_form", "customer_letter"],
    "rejected": ["order_confirmation", "invoice", "shipping_notice", "refund_request", "refund_approval",
                 "customer_letter"],
    "late": ["order_confirmation", "invoice", "shipping_notice", "customer_letter"],
}
MAIL_TYPES = {"order_confirmation": 0.45, "shipping_notice": 0.3, "refund_request": 0.55, "refund_approval": 0.3,
              "refund_execution": 0.35, "customer_letter": 0.4, "invoice": 0.0, "warranty_form": 0.0}
PRINT_FORMATS = {
    "invoice": ["pdf_text", "pdf_text", "pdf_text", "clean_image", "noisy_scan", "pdf_scan", "fax", "noisy_pdf_scan"],
    "order_confirmation": ["pdf_text", "pdf_text", "clean_image", "fax", "pdf_scan"],
    "shipping_notice": ["noisy_scan", "noisy_scan", "fax", "pdf_scan", "clean_image", "noisy_pdf_scan", "pdf_text"],
    "refund_request": ["noisy_scan", "fax", "pdf_scan", "noisy_pdf_scan"],
    "refund_approval": ["pdf_text", "pdf_text", "clean_image", "fax", "pdf_scan"],
    "refund_execution": ["clean_image", "pdf_text", "noisy_scan"],
    "warranty_form": ["noisy_scan", "pdf_scan", "noisy_pdf_scan", "clean_image", "fax"],
    "customer_letter": ["noisy_scan", "fax", "noisy_pdf_scan", "clean_image", "pdf_scan"],
}
LAYOUTS = {
    "invoice": ["columns", "plain", "aligned"],
    "order_confirmation": ["stacked", "columns", "plain", "aligned"],
    "shipping_notice": ["stacked", "aligned", "plain", "columns"],
    "refund_request": ["letter"],
    "refund_approval": ["plain", "columns", "aligned", "stacked"],
    "refund_execution": ["aligned", "stacked", "plain", "columns"],
    "warranty_form": ["plain", "aligned", "stacked", "columns"],
    "customer_letter": ["letter", "sms"],
}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _unique(rng: random.Random, used: set[str], make) -> str:
    while True:
        v = make(rng)
        if v not in used:
            used.add(v)
            return v


def _tracking(rng: random.Random, style: str) -> str:
    if style == "gig":
        return "GIG-" + _digits(rng, 10)
    if style == "redstar":
        return "RS" + _digits(rng, 11)
    if style == "dhl":
        return _digits(rng, 10)
    if style == "ems":
        return "EE" + _digits(rng, 9) + "NG"
    return rng.choice(["", "WB-"]) + _digits(rng, 8)


def _payment_ref(rng: random.Random, currency: str, d: date) -> str:
    if currency == "NGN":
        if rng.random() < 0.6:  # the first 18 digits of a NIP session id: bank code + yymmddhhmmss
            return "000013" + d.strftime("%y%m%d") + _digits(rng, 6)
        return "FT" + d.strftime("%y") + _digits(rng, 3) + "".join(rng.choice("ACDEFHJKMNPQRTUVWXY34679")
                                                                 for _ in range(5))
    if rng.random() < 0.5:
        return _digits(rng, 11)  # a mobile-money transaction id
    return f"GIP-{d.strftime('%y%m')}-{_digits(rng, 7)}"


def _make_case(i: int, kind: str, cust: tuple, country: str, rng: random.Random, used: set[str]) -> ShopCase:
    name, owner, address, mail = cust
    cur = "GHS" if country == "GH" else "NGN"
    d0 = date(2026, 9, 7) + timedelta(days=rng.randint(0, 70))
    kiosk = owner is not None
    # the order: phones and kits, in dozens for a kiosk, one or two for a walk-in buyer
    picks = rng.sample(V.PRODUCTS, rng.randint(1, 3))
    if kind in ("warranty", "refund_warranty") and not any(p[3] != "acc" for p in picks):
        picks[0] = rng.choice([p for p in V.PRODUCTS if p[3] != "acc"])
    items = []
    for pname, ngn, ghs, k in picks:
        q = rng.randint(3, 12) if kiosk and k != "solar" else rng.randint(1, 2)
        items.append((pname, q, Decimal(ngn if cur == "NGN" else ghs)))
    rate = Decimal("20") if cur == "GHS" else Decimal("7.5")
    while sum(q * u for _, q, u in items) * (1 + rate / 100) >= 9_000_000:
        items = [(n, max(1, q // 2), u) for n, q, u in items]
    if country == "GH":
        order = _unique(rng, used, lambda r: f"SBA/26/{_digits(r, 4)}")
        cid = _unique(rng, used, lambda r: f"{r.randint(30, 45)}{_digits(r, 2)}/{_digits(r, 4)}")
        inv = _unique(rng, used, lambda r: f"GH26/{_digits(r, 5)}")
    else:
        order = _unique(rng, used, lambda r: rng.choice([f"SBL/26/0{_digits(r, 4)}", f"WA-26{_digits(r, 5)}"]))
        cid = _unique(rng, used, lambda r: (f"DLR-{_digits(r, 4)}" if kiosk else
                                            f"CMR-{_digits(r, 4)}" if country == "CM" else f"SB-{_digits(r, 5)}"))
        inv = _unique(rng, used, lambda r: rng.choice([f"INV/26/{_digits(r, 5)}", f"SI-00{_digits(r, 5)}"]))
    warranty = kind in ("warranty",)
    case_no = _unique(rng, used, lambda r: (rng.choice([f"WC-26{_digits(r, 4)}", f"RMA-26-{_digits(r, 4)}"]) if warranty
                                            else rng.choice([f"CMP/26/{_digits(r, 4)}", f"TKT-{_digits(r, 5)}"])))
    carriers = V.CARRIERS_GH if country == "GH" else V.CARRIERS_CM if country == "CM" else V.CARRIERS_NG
    carrier, tstyle = rng.choice(carriers)
    c = ShopCase(cid=f"C{i:02d}", kind=kind, name=name, address=address, email=mail, currency=cur,
                 customer_id=cid, order_id=order, invoice_number=inv, case_number=case_no, order_date=d0,
                 items=items, tax_label_rate=rate, owner=owner, country=country, carrier=carrier,
                 tracking=_unique(rng, used, lambda r: _tracking(r, tstyle)), park=V.PARKS.get(carrier, ""))
    c.ship_date = d0 + timedelta(days=rng.randint(1, 3))
    c.est_ship = c.ship_date + timedelta(days=rng.randint(2, 5))
    c.est_confirm = c.est_ship if rng.random() < 0.6 else None
    c.delivered = c.est_ship + timedelta(days=rng.randint(0, 2))
    return c


def _price_refund(c: ShopCase, rng: random.Random) -> None:
    cands = [it for it in c.items if it[0] != c.warranty_product] or c.items
    pname, q, unit = rng.choice(cands)
    back = rng.randint(1, q)
    c.return_item = (pname, back, unit)
    kind = next(p[3] for p in V.PRODUCTS if p[0] == pname)
    c.reason = rng.choice(V.REASONS[kind])
    c.requested = cents(back * c.gross(unit))
    c.eligible = c.requested
    c.fee_basis = "handling charge"
    mode = rng.choice(["full", "fee", "waiver"])
    fee = cents(c.eligible / 10)
    if mode == "fee":
        c.handling = fee
        c.approved = c.eligible - fee
    elif mode == "waiver":
        c.waiver = rng.choice([50, 100])
        c.approved = c.eligible - cents(fee * (100 - c.waiver) / 100)
    else:
        c.approved = c.eligible


def _resolve(spec: Any, d: date) -> Any:
    if isinstance(spec, str) and spec.startswith("within "):
        return d + timedelta(days=int(spec.split()[1]))
    if spec == "month_end":
        return month_end(d)
    return spec


def _doc_style(rng: random.Random, doc_type: str, fmt: str, kind: str) -> dict[str, Any]:
    mail = fmt in ("text", "email")
    if mail:
        layout = "chat" if doc_type == "refund_request" and rng.random() < 0.45 else "mail"
    else:
        layout = rng.choice(LAYOUTS[doc_type])
    style: dict[str, Any] = {"font": rng.choice(FONTS), "size": rng.choice([10, 10.5, 11]),
                             "dpi": 150 if fmt != "noisy_scan" else rng.choice([150, 170]),
                             "layout": layout, "author": V.SHOP}
    if layout in ("stacked", "aligned"):
        style[layout] = True
    if fmt == "pdf_scan":
        style["scan_noise"] = rng.random() < 0.5
    if fmt == "email":
        style["qp"] = rng.random() < 0.5
        style["html"] = rng.random() < 0.4
    if doc_type == "invoice" and fmt != "pdf_text":
        style["stamp"] = rng.random() < 0.5
    return style


def _typo(name: str, rng: random.Random) -> str:
    """A misspelling a park clerk or a bank officer makes: a doubled or a dropped letter, or a swapped vowel."""
    words = name.split()
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    j = rng.randint(2, len(w) - 2)
    choice = rng.choice(["double", "drop", "vowel"])
    if choice == "double":
        w = w[:j] + w[j] + w[j:]
    elif choice == "drop":
        w = w[:j] + w[j + 1:]
    else:
        vowels = [k for k in range(1, len(w)) if w[k] in "aeiou"]
        k = rng.choice(vowels)
        w = w[:k] + {"a": "e", "e": "i", "i": "e", "o": "u", "u": "o"}[w[k]] + w[k + 1:]
    words[i] = w
    return " ".join(words)


def _plan(c: ShopCase, rng: random.Random, plant: set[str]) -> None:
    """The case's documents with their dates and styles, and the values each letter states."""
    types = list(PLAN[c.kind])
    if c.kind == "refund" and rng.random() < 0.4:
        types.remove("order_confirmation")
    if c.kind in ("warranty", "refund_warranty"):
        kind_of = {p[0]: p[3] for p in V.PRODUCTS}
        prod = [it for it in c.items if kind_of[it[0]] != "acc"] or c.items
        pname = rng.choice(prod)[0]
        phone = kind_of[pname] == "phone"
        c.warranty_product = pname
        c.serial = (val.imei(rng) if phone else
                    val.solar_serial(rng, "inv" if "Inverter" in pname else "bat" if "Battery" in pname else
                                     "kit" if "Kit" in pname else "pan" if "Panel" in pname else "fan"))
        c.issue = rng.choice(V.ISSUES_PHONE if phone else V.ISSUES_SOLAR)
    if "refund_request" in types:
        _price_refund(c, rng)
    if "delivery_estimate_changed" in plant:
        c.est_confirm = c.est_ship - timedelta(days=rng.randint(2, 4))
    if c.kind == "late":
        c.delivered = None
    dates: dict[str, date] = {"order_confirmation": c.order_date, "invoice": c.order_date + timedelta(days=rng.randint(0, 1)),
                              "shipping_notice": c.ship_date}
    base = c.delivered or c.est_ship + timedelta(days=4)
    c.request_date = base + timedelta(days=rng.randint(1, 3))
    dates["refund_request"] = c.request_date
    c.approval_date = c.request_date + timedelta(days=rng.randint(2, 5))
    dates["refund_approval"] = c.approval_date
    c.promised = c.approval_date + timedelta(days=rng.randint(3, 7)) if rng.random() < 0.7 else None
    dates["refund_execution"] = c.approval_date + timedelta(days=rng.randint(4, 9))
    c.payment_ref = _payment_ref(rng, c.currency, dates["refund_execution"])
    dates["warranty_form"] = base + timedelta(days=rng.randint(10, 30))
    if c.kind in ("refund_letter", "rejected"):
        dates["customer_letter"] = c.approval_date + timedelta(days=rng.randint(1, 3))
    elif c.kind == "refund_warranty":
        dates["customer_letter"] = c.approval_date + timedelta(days=1)
    elif c.kind == "warranty":
        dates["customer_letter"] = dates["warranty_form"] + timedelta(days=rng.randint(6, 12))
    else:
        dates["customer_letter"] = base
    # the customer's deadline, as the request words it
    if c.kind == "warranty":
        c.deadline = dates["warranty_form"] + timedelta(days=rng.randint(14, 21))
    elif c.kind == "late":
        c.deadline = base + timedelta(days=rng.randint(3, 7))
    else:
        c.deadline = rng.choice(["within 10 days", "within 14 days", "month_end", "date", "date", "date"])
        if c.deadline == "date":
            c.deadline = c.request_date + timedelta(days=rng.randint(7, 18))
        if "unresolved" in plant:
            c.deadline = rng.choice(V.UNRESOLVED)
    letter_deadline = _resolve(c.deadline, c.request_date) if c.kind != "late" else c.deadline
    if "deadline_changed" in plant:
        first = letter_deadline if isinstance(letter_deadline, date) else dates["customer_letter"]
        letter_deadline = max(first, dates["customer_letter"]) + timedelta(days=rng.randint(5, 10))
    claimed = c.approved if c.kind in ("refund_letter", "refund_warranty") and rng.random() < 0.7 else None
    if "approved_amount_mismatch" in plant:
        claimed = c.requested if c.requested != c.approved else cents(c.approved * Decimal("1.1"))
    typo_type = None
    if "misspelled_name" in plant:
        c.typo_name = _typo(c.name, rng)
        typo_type = rng.choice([t for t in types if t in ("shipping_notice", "refund_execution", "warranty_form",
                                                          "refund_approval")])
    for t in sorted(types, key=lambda t: dates[t]):
        if rng.random() < MAIL_TYPES[t]:
            fmt = rng.choice(["text", "email"])
        else:
            fmt = rng.choice(PRINT_FORMATS[t])
        style = _doc_style(rng, t, fmt, c.kind)
        if t == typo_type:
            style["typo"] = True
        if t == "customer_letter":
            style["deadline"] = letter_deadline
            style["claimed"] = claimed
            style["quoted"] = rng.random() < 0.6
        c.docs.append(Doc(case_id=c.cid, doc_type=t, fmt=fmt, date=dates[t], style=style))


def _conflicts(cases: list[ShopCase], planted: dict[str, set[str]]) -> list[dict]:
    fields = {"approved_amount_mismatch": "refund_approved", "deadline_changed": "customer_deadline",
              "misspelled_name": "customer_name", "delivery_estimate_changed": "delivery_estimate"}
    out = []
    for c in cases:
        for kind in sorted(planted.get(c.cid, set()) & set(fields)):
            name = fields[kind]
            docs = [d for d in c.docs if d.fields.get(name, {}).get("value")]
            values: list[str] = []
            for d in docs:
                if d.fields[name]["value"] not in values:
                    values.append(d.fields[name]["value"])
            assert len(values) == 2, (c.cid, kind, values)
            for d in docs:
                d.planted_conflicts.append({"field": name, "kind": kind, "values": values})
            out.append({"case_id": c.cid, "field": name, "kind": kind, "values": values,
                        "doc_ids": [d.doc_id for d in docs]})
    return out


def build_batch(seed: int = SEED) -> Batch:
    """Plan the cases, write every document and its truth, number the files, list the conflicts."""
    rng = random.Random(seed)
    schema = load_schema("default")
    used: set[str] = set()
    kinds = list(KINDS)
    rng.shuffle(kinds)
    people = ([(p, "NG") for p in V.CUSTOMERS_NG] + [(p, "GH") for p in V.CUSTOMERS_GH]
              + [(p, "CM") for p in V.CUSTOMERS_CM])
    rng.shuffle(people)
    cases = [_make_case(i + 1, k, *people[i], rng, used) for i, k in enumerate(kinds)]
    # which case carries which planted disagreement
    plant: dict[str, set[str]] = {c.cid: set() for c in cases}

    def pick(kinds_ok: tuple[str, ...], what: str, n: int) -> None:
        cands = [c for c in cases if c.kind in kinds_ok and what not in plant[c.cid]]
        for c in rng.sample(cands, n):
            plant[c.cid].add(what)

    pick(("refund_letter", "refund_warranty"), "approved_amount_mismatch", 2)
    pick(("refund_letter", "rejected", "refund_warranty"), "deadline_changed", 2)
    pick(("refund", "warranty", "refund_letter"), "misspelled_name", 2)
    pick(("late",), "delivery_estimate_changed", 2)
    pick(("refund",), "unresolved", 1)
    for c in cases:
        _plan(c, rng, plant[c.cid])
    docs = [d for c in cases for d in c.docs]
    order = list(range(len(docs)))
    rng.shuffle(order)
    for n, k in enumerate(order):
        docs[k].doc_id = f"{PREFIX}-{n + 1:04d}.{EXT[docs[k].fmt]}"
    for c in cases:
        for d in c.docs:
            w = ShopWriter(schema, c, d, random.Random(f"{seed}-{d.doc_id}"))
            WRITERS[d.doc_type](w)
            w.finish()
    return Batch(docs=docs, cases=cases, conflicts=_conflicts(cases, plant))


def generate(out: Path = HERE, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, f"{PREFIX}-*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
