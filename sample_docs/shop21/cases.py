"""Vaporella Pro's cases: who ordered what from which office, the identifiers each office prints, the
documents of each case (dates, formats, languages) and the batch with its planted conflicts.

The shared plan (sample_docs/plan.py) adds the documents after delivery; everything else is here.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Batch, Case, Doc, _collect_conflicts, _unique, number_docs
from sample_docs.formatting import cents
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery, resolve_deadline_plan
from sample_docs.shop21 import vocab as V
from sample_docs.shop21.printing import FONTS, VWriter, unresolved_in
from status.schema import Schema, load_schema

SEED = 2136
PREFIX = "vp"
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
KINDS = (["refund"] * 4 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2
         + ["delivery"] * 2)
COUNTRIES = ["FR"] * 5 + ["BE"] * 4 + ["CH"] * 4 + ["IT"] * 4

CUSTOMER_PROSE = {"email": 0.36, "text": 0.26, "clean_image": 0.06, "noisy_scan": 0.08, "fax": 0.08,
                  "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS = {
    "invoice": {"pdf_text": 0.3, "clean_image": 0.14, "noisy_scan": 0.14, "fax": 0.12, "pdf_scan": 0.14,
                "noisy_pdf_scan": 0.16},
    "order_confirmation": {"email": 0.3, "text": 0.14, "pdf_text": 0.22, "clean_image": 0.1, "noisy_scan": 0.06,
                           "fax": 0.06, "pdf_scan": 0.06, "noisy_pdf_scan": 0.06},
    "shipping_notice": {"email": 0.3, "text": 0.16, "pdf_text": 0.14, "clean_image": 0.1, "noisy_scan": 0.1,
                        "fax": 0.06, "pdf_scan": 0.07, "noisy_pdf_scan": 0.07},
    "refund_approval": {"email": 0.3, "text": 0.2, "pdf_text": 0.2, "clean_image": 0.1, "noisy_scan": 0.05,
                        "fax": 0.05, "pdf_scan": 0.05, "noisy_pdf_scan": 0.05},
    "refund_execution": {"email": 0.3, "text": 0.2, "pdf_text": 0.2, "clean_image": 0.12, "noisy_scan": 0.06,
                         "pdf_scan": 0.06, "noisy_pdf_scan": 0.06},
    "warranty_form": {"text": 0.12, "email": 0.1, "clean_image": 0.1, "noisy_scan": 0.2, "fax": 0.16,
                      "pdf_scan": 0.16, "noisy_pdf_scan": 0.16},
    "refund_request": CUSTOMER_PROSE,
    "customer_letter": CUSTOMER_PROSE,
}
BILINGUAL = {"FR": "fr+en", "BE": "fr+nl", "CH": "fr+de", "IT": "it+en"}
PLAN_ODDS = PlanOdds(
    request_after=(2, 9), request_deadline=0.55, request_deadline_days=(8, 22), approval_after=(2, 8),
    promise_after=(5, 12), letter_after=(4, 10), letter_deadline=0.45, letter_deadline_days=(6, 14),
    move_days=(5, 12), rejected_letter_after=(2, 6), execution_after=(1, 6), warranty_after=(25, 60),
    warranty_after_last=(3, 10), warranty_deadline_days=(10, 25), warranty_restate=0.6,
    warranty_letter_after=(6, 13), delivery_letter_after=(2, 5),
)


# --------------------------------------------------------------------------- identifiers


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def alnum(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") -> str:
    """Letters and digits, at least one of each."""
    while True:
        s = "".join(rng.choice(alphabet) for _ in range(n))
        if any(ch.isdigit() for ch in s) and any(ch.isalpha() for ch in s):
            return s


ORDER_IDS = {
    "FR": [lambda r: f"CDE/26/{digits(r, 5)}", lambda r: f"26{digits(r, 5)}"],
    "BE": [lambda r: f"BXL-{digits(r, 6)}", lambda r: f"VB{digits(r, 7)}"],
    "CH": [lambda r: f"GE{digits(r, 6)}", lambda r: f"A-26{digits(r, 4)}"],
    "IT": [lambda r: f"MI/2026/{digits(r, 4)}", lambda r: f"{r.randrange(120, 980)}/2026"],
}
CUSTOMER_IDS = {
    "FR": [lambda r: f"C{digits(r, 5)}", lambda r: f"411{digits(r, 5)}"],
    "BE": [lambda r: f"KL-{digits(r, 5)}", lambda r: f"{r.randrange(1, 9)}{digits(r, 5)}"],
    "CH": [lambda r: f"D-{digits(r, 4)}", lambda r: f"CH{digits(r, 5)}"],
    "IT": [lambda r: f"00{digits(r, 4)}", lambda r: f"{r.randrange(10, 40)}/{digits(r, 4)}"],
}
INVOICE_NUMBERS = {
    "FR": [lambda r: f"FA26-{digits(r, 5)}", lambda r: f"F26{digits(r, 6)}"],
    "BE": [lambda r: f"F2026/{digits(r, 5)}"],
    "CH": [lambda r: f"FAC-{digits(r, 6)}"],
    "IT": [lambda r: f"{r.randrange(100, 990)}/2026", lambda r: f"FT/26/{digits(r, 5)}"],
}
CASE_NUMBERS = {
    "FR": [lambda r: f"SAV-26-{digits(r, 4)}", lambda r: f"RMA-{digits(r, 5)}"],
    "BE": [lambda r: f"RET/26/{digits(r, 4)}"],
    "CH": [lambda r: f"R-{digits(r, 4)}-26"],
    "IT": [lambda r: f"RMA{digits(r, 6)}", lambda r: f"26{digits(r, 5)}"],
}
PAYMENT_REFS = {
    "Virement SEPA": lambda r, c: f"VIR-{alnum(r, 10)}" if c == "FR" else
    (f"RF{digits(r, 2)}{digits(r, 12)}" if c == "BE" else digits(r, 11)),
    "Carte bancaire": lambda r, c: f"RBT-2026-{digits(r, 4)}-{alnum(r, 4)}",
    "Bancontact": lambda r, c: f"BC{alnum(r, 10)}",
    "TWINT": lambda r, c: f"TW{digits(r, 2)}-{alnum(r, 10)}",
    "Virement (QR-facture)": lambda r, c: f"ZV{digits(r, 8)}",
    "Satispay": lambda r, c: alnum(r, 16, "0123456789abcdef"),
    "Bonifico bancario": lambda r, c: digits(r, 11),
    "Carta di credito": lambda r, c: f"RIMB-{digits(r, 7)}",
}
TRACKING = {
    "Transports Rhodanie Express": lambda r: f"RHX{digits(r, 10)}",
    "DPD France": lambda r: digits(r, 14),
    "Colissimo": lambda r: f"CP{digits(r, 9)}FR",
    "Geodis Messagerie": lambda r: f"GEO-{digits(r, 12)}",
    "bpost": lambda r: f"3232{digits(r, 18)}",
    "Zennetrans Koeriers": lambda r: f"ZT{digits(r, 11)}",
    "DPD Belgium": lambda r: digits(r, 14),
    "GLS": lambda r: digits(r, 12),
    "La Poste Suisse": lambda r: f"996012{digits(r, 12)}",
    "Léman Fret Express": lambda r: f"LFX-{digits(r, 9)}",
    "DHL Express": lambda r: digits(r, 10),
    "Planzer Transport": lambda r: f"PLZ{digits(r, 11)}",
    "BRT Bartolini": lambda r: digits(r, 15),
    "Corriere Ambrosiano Express": lambda r: f"CAE{digits(r, 9)}",
    "SDA Express Courier": lambda r: digits(r, 13),
    "UPS Standard": lambda r: f"1Z{alnum(r, 6, string.ascii_uppercase + string.digits)}68{digits(r, 8)}",
}
SERIALS = {
    "CTN": lambda r: f"CTN25{r.randrange(10, 52)}{digits(r, 4)}",
    "SRG": lambda r: f"SRG-{alnum(r, 8)}",
    "OND": lambda r: f"OND{digits(r, 9)}",
    "LV2": lambda r: f"LV2-25{digits(r, 4)}",
    "NV12": lambda r: f"NV12-25{r.choice('ABC')}{digits(r, 4)}",
    "SIR": lambda r: f"SIR{digits(r, 2)}{r.choice('KLMN')}{digits(r, 5)}",
    "SRN": lambda r: f"SRN-3M25{digits(r, 5)}",
    "BZ": lambda r: f"BZ{alnum(r, 7)}",
    "CR1": lambda r: f"CR1{digits(r, 6)}",
    "TP23": lambda r: f"TP23-{alnum(r, 6)}",
    "RP": lambda r: f"RP25{r.choice('ABCD')}{digits(r, 7)}",
    "RTB": lambda r: f"RTB{digits(r, 8)}",
    "LL5": lambda r: f"LL5-{digits(r, 6)}",
    "HS18": lambda r: f"HS18{digits(r, 7)}",
}
PHONES = {"FR": lambda r: f"+33 6 {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
          "BE": lambda r: f"+32 47{r.randrange(0, 10)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
          "CH": lambda r: f"+41 79 {digits(r, 3)} {digits(r, 2)} {digits(r, 2)}",
          "IT": lambda r: f"+39 34{r.randrange(0, 10)} {digits(r, 3)} {digits(r, 4)}"}


def tax_lines(rng: random.Random, country: str, business: bool) -> list[str]:
    """The customer's own registration numbers, printed in its address block (not facts)."""
    if country == "FR":
        siren = digits(rng, 9)
        return [f"SIRET {siren[:3]} {siren[3:6]} {siren[6:]} {digits(rng, 5)}",
                f"N° TVA intracom. FR{digits(rng, 2)}{siren}"] if business else []
    if country == "BE":
        return [f"TVA BE 0{digits(rng, 3)}.{digits(rng, 3)}.{digits(rng, 3)}"] if business else []
    if country == "CH":
        return [f"IDE CHE-{digits(rng, 3)}.{digits(rng, 3)}.{digits(rng, 3)} TVA"] if business else []
    if business:
        return [f"P.IVA {digits(rng, 11)}", f"Codice SDI {alnum(rng, 7)}"]
    cf = "".join(rng.choice(string.ascii_uppercase) for _ in range(6)) + digits(rng, 2) + rng.choice("ABCDEHLMPRST") \
        + digits(rng, 2) + rng.choice("ABCDLFGHM") + digits(rng, 3) + rng.choice(string.ascii_uppercase)
    return [f"C.F. {cf}", "Codice destinatario SDI 0000000"]


def po_number(rng: random.Random, country: str) -> str:
    """The customer's own purchase-order reference (a distractor, not the shop's order)."""
    return {"FR": f"BC {rng.randrange(20, 400)}/26", "BE": f"PO {digits(rng, 4)}",
            "CH": f"2026-{digits(rng, 3)}", "IT": f"{rng.randrange(10, 99)}/26"}[country]


# --------------------------------------------------------------------------- cases


def product(key: str) -> tuple:
    return next(p for p in V.PRODUCTS if p[0] == key)


def make_case(i: int, kind: str, country: str, person: tuple, rng: random.Random, used: set[str]) -> Case:
    name, company, address, mail = person
    office = V.OFFICES[country]
    cur = office["currency"]
    signer = V.COMPANY_SIGNERS.get(name)
    business = bool(company or signer)
    keys = [p[0] for p in V.PRODUCTS]
    chosen = rng.sample(keys, rng.choice([1, 2, 2, 3]))
    serial_keys = [p[0] for p in V.PRODUCTS if p[5]]
    if kind in ("warranty", "refund_warranty") and not any(k in serial_keys for k in chosen):
        chosen[0] = rng.choice(serial_keys)
    if kind == "refund_warranty" and len(chosen) == 1:
        chosen.append(rng.choice([k for k in keys if k != chosen[0]]))
    items, discounts = [], {}
    for k in chosen:
        p = product(k)
        price = Decimal(p[3] if cur == "EUR" else p[4])
        cat = p[1]
        if not business:
            qty = 1
        elif cat == "consumable":
            qty = rng.choice([2, 3, 4, 6, 10])
        elif cat in ("chair", "dryer", "clipper", "towel", "wax", "spare"):
            qty = rng.choice([1, 2, 2, 3, 4])
        else:
            qty = rng.choice([1, 1, 2])
        if business and price > 100 and rng.random() < 0.35:
            discounts[k] = rng.choice([5, 10, 15])
            price = cents(price * (100 - discounts[k]) / 100)
        items.append((k, qty, price))
    if rng.random() < 0.6:
        items.append(("shipping", 1, Decimal(rng.choice(V.SHIPPING_COST[cur]))))
    case = Case(
        cid=f"V{i:02d}", kind=kind, name=name, address=address, email=mail, currency=cur,
        customer_id=_unique(rng, used, lambda: rng.choice(CUSTOMER_IDS[country])(rng)),
        order_id=_unique(rng, used, lambda: rng.choice(ORDER_IDS[country])(rng)),
        invoice_number=_unique(rng, used, lambda: rng.choice(INVOICE_NUMBERS[country])(rng)),
        case_number=_unique(rng, used, lambda: rng.choice(CASE_NUMBERS[country])(rng)),
        order_date=date(2026, 2, 9) + timedelta(days=rng.randrange(0, 63)),
        items=items, tax_label_rate=office["rate"],
    )
    extra: dict[str, Any] = {
        "country": country, "company": company, "signer": signer, "business": business, "discounts": discounts,
        "city": address.split(", ")[-1].split(" ", 1)[1],
        "mail_name": name if not signer else f"{name} - {signer[1]}",
        "tax_lines": tax_lines(rng, country, business), "phone": PHONES[country](rng),
        "po": po_number(rng, country) if business else None,
        "pay_method": rng.choice(V.PAYMENT_METHODS[country]),
    }
    if case.total > 4000 and extra["pay_method"] not in V.TRANSFERS:  # big orders are paid by transfer
        extra["pay_method"] = next(m for m in V.PAYMENT_METHODS[country] if m in V.TRANSFERS) \
            if country != "IT" else "Bonifico bancario"
    for k, v in extra.items():
        setattr(case, k, v)
    case.carrier = rng.choice(V.CARRIERS[country] if country != "CH" else
                              ["La Poste Suisse", "Léman Fret Express", "DHL Express", "Planzer Transport"])
    case.tracking = _unique(rng, used, lambda: TRACKING[case.carrier](rng))
    case.payment_ref = _unique(rng, used, lambda: PAYMENT_REFS[case.pay_method](rng, country))
    goods = [it for it in items if it[0] != "shipping"]
    wp = [it for it in goods if product(it[0])[5]]
    case.warranty_product = (wp[0] if wp else goods[0])[0]
    plate = product(case.warranty_product)[5]  # only warranty cases print the serial; others have none
    case.serial = _unique(rng, used, lambda: SERIALS[plate](rng)) if plate else ""
    returnable = [it for it in goods if kind != "refund_warranty" or it[0] != case.warranty_product]
    case.return_item = rng.choice(returnable)
    rcat = product(case.return_item[0])[1]
    reasons = V.REASONS.get(rcat, []) + V.REASONS["any" if business else "private"]
    case.reason = rng.choice(reasons)  # type: ignore[assignment]  # {language: words}
    faults = V.FAULTS.get(product(case.warranty_product)[1], V.FAULTS["wax"])  # only warranty cases print it
    case.issue = rng.choice(faults)  # type: ignore[assignment]
    case.requested = case.gross(case.return_item[2])
    price_refund(case, rng)
    return case


def price_refund(case: Case, rng: random.Random) -> None:
    """Eligible and approved refund: sometimes a fee comes off (15 % restocking, or a flat collection fee for
    bulky items), part or all of which may be waived."""
    if rng.random() < 0.5:
        big = case.requested > 300
        case.fee_basis = "collection fee" if big and rng.random() < 0.6 else "restocking fee"
        fee = cents(case.requested * Decimal("0.15")) if case.fee_basis == "restocking fee" else \
            Decimal("45.00" if case.currency == "EUR" else "49.00")
        case.eligible = case.requested - fee
        case.waiver = rng.choice([None, 25, 50, 100])
        case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
        case.fee = fee  # type: ignore[attr-defined]
    else:
        case.eligible = case.approved = case.requested
        case.fee = None  # type: ignore[attr-defined]


def typo(name: str, rng: random.Random) -> str:
    """Two neighbouring letters of the surname swapped (never a space or the same letter twice)."""
    first, last = name.split(" ", 1)
    spots = [i for i in range(1, len(last) - 2) if last[i].isalpha() and last[i + 1].isalpha()
             and last[i] != last[i + 1]]
    i = rng.choice(spots)
    return f"{first} {last[:i]}{last[i + 1]}{last[i]}{last[i + 2:]}"


# --------------------------------------------------------------------------- documents


def pick_lang(rng: random.Random, doc_type: str, fmt: str, country: str) -> dict[str, str]:
    """Language of the document's labels and of the customer's own words."""
    local = V.OFFICES[country]["lang"]
    mail = fmt in ("text", "email")
    if doc_type in ("refund_request", "customer_letter"):
        prose = ("en" if rng.random() < 0.85 else local) if mail else (local if rng.random() < 0.65 else "en")
        return {"lang": prose, "side": "cust", "prose": prose}
    if doc_type == "warranty_form":
        lang = local if rng.random() < 0.6 else BILINGUAL[country]
        prose = ("en" if rng.random() < 0.5 else local) if mail else local
        return {"lang": lang, "side": "cust", "prose": prose}
    if mail:
        return {"lang": "en", "side": "shop", "prose": "en"}
    return {"lang": local if rng.random() < 0.6 else BILINGUAL[country], "side": "shop", "prose": local}


def new_doc(case: Case, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc:
    weights = FORMATS[doc_type]
    fmt = rng.choices(list(weights), weights=list(weights.values()))[0]
    layout = rng.choice(("inline", "aligned", "stacked", "pairs", "grid"))
    country = case.country  # type: ignore[attr-defined]
    base = {
        "font": rng.choice(FONTS),
        "size": rng.choice([9.5, 10, 10.5]) if fmt not in ("noisy_scan", "fax", "noisy_pdf_scan")
        else rng.choice([10.5, 11, 11.5]),
        "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
        "layout": layout, "aligned": layout == "aligned", "stacked": layout == "stacked",
        "kv_sep": rng.choice([":", ":", " :", ""]) if layout in ("inline", "aligned") else rng.choice([":", " :"]),
        "author": V.OFFICES[country]["entity"], "qp": rng.random() < 0.5, "html": rng.random() < 0.4,
        "scan_noise": rng.random() < 0.5,
    }
    base.update(pick_lang(rng, doc_type, fmt, country))
    if base["lang"] in ("it", "en", "it+en") and base["kv_sep"] == " :":
        base["kv_sep"] = ":"
    if doc_type == "refund_request" and style.get("form"):
        base["lang"] = V.OFFICES[country]["lang"] if rng.random() < 0.6 else BILINGUAL[country]
        base["prose"] = V.OFFICES[country]["lang"] if rng.random() < 0.75 else "en"
        base["kv_sep"] = ":" if base["kv_sep"] == "" else base["kv_sep"]
    doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**base, **style})
    case.docs.append(doc)
    return doc


EXTRAS = {
    "refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.35), **flag(rng, "form", 0.3)},
    "customer_letter": lambda rng: {"quote": rng.random() < 0.4},
}


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer remembers: the amount asked for, a rounder one, or two digits swapped."""
    options = [cents(case.approved + rng.choice([10, 15, 30]))]
    if case.requested != case.approved:
        options.append(case.requested)
    figs = f"{case.approved:.2f}".replace(".", "")
    if len(figs) >= 4 and figs[-3] != figs[-4]:
        options.append(cents(Decimal(figs[:-4] + figs[-3] + figs[-4] + figs[-2:]) / 100))
    return rng.choice(options)


SHOP_PLAN = ShopPlan(odds=PLAN_ODDS, new_doc=new_doc, wrong_amount=wrong_amount,
                     unresolved_deadlines=V.UNRESOLVED_DEADLINES, extras=EXTRAS)


def plan_docs(case: Case, rng: random.Random, planted: set[str]) -> None:
    k = case.kind
    est_change = "delivery_estimate" in planted
    ship = case.order_date + timedelta(days=rng.randrange(1, 5))
    if ship.weekday() >= 5:
        ship += timedelta(days=7 - ship.weekday())
    case.est_confirm = ship + timedelta(days=rng.randrange(1, 4))
    case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 6)) if est_change else case.est_confirm
    typo_planted = "customer_name" in planted
    if est_change or typo_planted or k == "delivery" or rng.random() < 0.6:
        new_doc(case, "order_confirmation", case.order_date, rng, **({"typo_here": 1} if typo_planted else {}),
                **({"planted": ("delivery_estimate",)} if est_change else {}))
    if typo_planted or rng.random() < 0.7:
        new_doc(case, "invoice", ship if rng.random() < 0.5 else case.order_date + timedelta(days=rng.randrange(0, 2)),
                rng, **({"typo_here": 1} if typo_planted and rng.random() < 0.5 else {}))
    if est_change or k == "delivery" or rng.random() < 0.65:
        new_doc(case, "shipping_notice", ship, rng, **({"planted_est": 1} if est_change else {}))
    plan_after_delivery(case, rng, planted, case.est_ship, SHOP_PLAN)


def write(case: Case, doc: Doc, schema: Schema, rng: random.Random) -> None:
    from sample_docs.shop21.templates import TEMPLATES

    plan = doc.style.get("deadline")
    if plan and plan[0] == "restate" and isinstance(case.deadline, str):
        # unresolved words are restated in the words first used, so in that language
        lang = next(lg for lg in ("en", "fr", "it") if unresolved_in(case.deadline, lg) == case.deadline)
        doc.style["prose"] = lang
        if doc.style["side"] == "cust" and doc.doc_type != "warranty_form":
            doc.style["lang"] = lang
    resolve_deadline_plan(case, doc)
    w = VWriter(schema, case, doc, rng)
    TEMPLATES[doc.doc_type](w)
    w.finish()
    if doc.fmt in ("text", "email") and doc.email is None:
        raise AssertionError(f"{case.cid} {doc.doc_type}: e-mail without headers")


def build_batch(seed: int = SEED, schema: Schema | None = None) -> Batch:
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds, countries = list(KINDS), list(COUNTRIES)
    rng.shuffle(kinds)
    rng.shuffle(countries)
    pools = {c: rng.sample(V.CUSTOMERS[c], len(V.CUSTOMERS[c])) for c in V.CUSTOMERS}
    people = [pools[c].pop() for c in countries]
    cids = [f"V{i + 1:02d}" for i in range(len(kinds))]
    by_kind = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    planted: dict[str, set[str]] = {c: set() for c in cids}
    for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("refund_warranty"), 1):
        planted[c].add("refund_approved")
    for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("warranty"), 1):
        planted[c].add("customer_deadline")
    persons = [c for c, p in zip(cids, people) if p[0] not in V.COMPANY_SIGNERS]
    for c in rng.sample([c for c in by_kind("refund", "warranty", "rejected") if c in persons], 2):
        planted[c].add("customer_name")
    for c in by_kind("delivery"):
        planted[c].add("delivery_estimate")
    used: set[str] = set()
    cases = []
    for n, (cid, kind, country, person) in enumerate(zip(cids, kinds, countries, people), 1):
        case = make_case(n, kind, country, person, rng, used)
        if "customer_name" in planted[cid]:
            case.typo_name = typo(case.name, rng)
        plan_docs(case, rng, planted[cid])
        for doc in case.docs:
            write(case, doc, schema, rng)
        cases.append(case)
    docs = number_docs(cases, rng, PREFIX + "-", EXT)
    batch = Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))
    return batch


def mix(batch: Batch) -> tuple[int, Counter, Counter]:
    return len(batch.docs), Counter(d.fmt for d in batch.docs), Counter(d.doc_type for d in batch.docs)


