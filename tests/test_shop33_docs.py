"""Shop 33 (Sava Dental & Lab Supply, dental-clinic and dental-lab equipment from Ljubljana, Zagreb, Belgrade and
Sarajevo): the checked-in batch is complete, valid, deterministic and carries its planted conflicts and its three
cross-field anomalies. Written blind to docflow's rules; a held-out validation set."""

from __future__ import annotations

import json
import re
from decimal import Decimal

from sample_docs.formatting import cents
from sample_docs.shop33 import vocab as V
from sample_docs.shop33.cases import EXT, SEED, build_batch
from sample_docs.shop33.generate import anomalies_json, generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop33"
CURRENCIES = ("EUR", "RSD", "BAM")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


SHOP_PAPERS = ("invoice", "order_confirmation", "shipping_notice", "refund_approval")
REGISTRATION = {"si": "ID za DDV: SI47291836", "hr": "OIB: 58316924077", "rs": "PIB: 109482736",
                "ba": "JIB: 4202718390004"}
DELIVERY_NOTE = {"si": "Dobavnica št.", "hr": "Otpremnica br.", "rs": "Otpremnica br.", "ba": "Otpremnica br."}


def test_each_desk_prints_its_own_paperwork(batch):
    """Every printed shop paper carries its desk's registration number (ID za DDV, OIB, PIB, JIB) and no other
    desk's; every printed delivery note its own number; Serbian invoices their SEF id; Croatian paperwork mentions
    kune only as old references; chats come forwarded from Viber and WhatsApp."""
    desk = {c.cid: c.desk for c in batch.cases}
    texts = chk.printed_texts(batch)
    for d in batch.docs:
        t, own = texts[d.doc_id], desk[d.case_id]
        if d.doc_type in SHOP_PAPERS and d.fmt not in ("text", "email"):
            assert REGISTRATION[own] in t, d.doc_id
            assert not any(REGISTRATION[o] in t for o in V.DESKS if o != own), d.doc_id
        if d.doc_type == "shipping_notice" and d.fmt not in ("text", "email"):
            assert DELIVERY_NOTE[own] in t, d.doc_id
        if d.doc_type == "invoice" and own == "rs":
            assert "SEF" in t, d.doc_id
    hr = " ".join(t for i, t in texts.items() if desk[next(d.case_id for d in batch.docs if d.doc_id == i)] == "hr")
    assert re.search(r"\d kn\b|HRK", hr)
    chats = [t for t in texts.values() if "Fwd: Viber" in t or "Fwd: WhatsApp" in t]
    assert len(chats) >= 3 and any("Viber" in t for t in chats) and any("WhatsApp" in t for t in chats)
    assert all(re.search(r"\d\d:\d\d\]? ?-? ?[^:]+: ", t) for t in chats)


def test_comma_decimals_and_each_desks_tax(rows, batch):
    """No amount is printed with a decimal point; an invoice's tax is its desk's rate of the subtotal (DDV 22 %,
    PDV 25 %, 20 %, 17 %); the currency follows the desk; every amount stays under the schema's bound."""
    desk = {c.cid: c.desk for c in batch.cases}
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"]:
                assert fv["currency"] == V.CURRENCY[desk[r["case_id"]]], (r["doc_id"], name)
                assert Decimal(fv["value"]) < 10_000_000
        if r["doc_type"] == "invoice":
            f = r["fields"]
            sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
            assert tax == cents(sub * V.TAX[desk[r["case_id"]]][1] / 100), r["doc_id"]
    for doc_id, text in chk.printed_texts(batch).items():
        assert not re.search(r"\d\.\d\d(?!\d)\s?(€|EUR|RSD|din|KM|BAM)", text), doc_id
        assert re.search(r"\d,\d\d\s?(€|EUR|RSD|din|KM|BAM)|(€|EUR|RSD|KM) \d[\d.]*,\d\d", text) or "€" not in text


def test_dates_are_day_first_with_local_month_names(batch):
    """A long date names its month in the writer's language: the desk's on shop papers (Slovenian, Croatian in the
    genitive, Serbian, Bosnian), the customer's on theirs; numeric dates are day first, Croatian, Serbian and Bosnian
    ones often closed by a dot; no month-first dates anywhere."""
    lang = {c.cid: (c.desk, c.lang) for c in batch.cases}
    texts, seen = chk.printed_texts(batch), set()
    for d in batch.docs:
        desk, customer = lang[d.case_id]
        own = customer if d.doc_type in ("refund_request", "customer_letter") else desk
        body = " ".join(chk.printed_strings([list(b[1:]) for b in d.blocks])).replace("\u00a0", " ")
        for month in re.findall(r"\b\d{1,2}\. ([a-zčćžšđ]+) 20\d\d", body):
            assert month in V.MONTHS[own], (d.doc_id, month)
            seen.add((own, month))
    assert {o for o, _ in seen} >= {"si", "hr", "rs"} or {o for o, _ in seen} >= {"si", "hr", "ba"}, seen
    assert any(o == "hr" for o, _ in seen)
    every = " ".join(texts.values())
    assert re.search(r"\b\d{1,2}\. \d{1,2}\. 2026\.", every)  # '7. 4. 2026.'
    assert not re.search(r"\b(January|February|March|April|May|June) \d{1,2}, 20\d\d", every)
    assert not re.search(r"\b(0[1-9]|1[0-2])/[0-3]\d/20\d\d", every)


def test_cross_field_anomalies_agree_with_the_truth(rows, tmp_path):
    """anomalies.json: a refund asked above the order total, a refund paid before its approval, a deadline
    before the order was placed; each stated by the listed documents, and regenerated byte for byte."""
    anomalies = json.loads((SHOP / "anomalies.json").read_text())
    assert {a["kind"] for a in anomalies} == {"requested_above_order_total", "execution_before_approval",
                                             "deadline_before_order"}
    by_id = {r["doc_id"]: r for r in rows}
    for a in anomalies:
        first, second = a["fields"]
        docs = [by_id[d] for d in a["doc_ids"]]
        assert all(d["case_id"] == a["case_id"] for d in docs)
        stated = [{d["fields"][f]["value"] for d in docs if f in d["fields"] and d["fields"][f]["value"]}
                  for f in (first, second)]
        assert stated == [{a["values"][0]}, {a["values"][1]}], a
        x, y = a["values"]
        assert (Decimal(x) > Decimal(y)) if a["kind"] == "requested_above_order_total" else x < y
    assert anomalies_json(build_batch(SEED)) == (SHOP / "anomalies.json").read_text()
