"""Shop 26 (Atlas Solaire Pompage, solar water-pumping and irrigation equipment from Casablanca, Tunis/Sfax and
Cairo): the checked-in batch is complete, valid, deterministic and carries its planted conflicts. A held-out
validation set."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

from sample_docs.shop26 import vocab as V
from sample_docs.shop26.cases import EXT, SEED, build_batch
from sample_docs.shop26.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop26"
CURRENCIES = ("MAD", "TND", "EGP")
ARABIC = re.compile(r"[\u0600-\u06ff]")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def _words(doc) -> str:
    return " ".join(str(x) for b in doc.blocks for x in b[1:]).replace("\u00a0", " ")


def _labels(doc) -> list[str]:
    return [b[1] for b in doc.blocks if b[0] in ("kv", "rkv")] + [x for b in doc.blocks if b[0] == "kv2"
                                                                   for x in (b[1], b[3])]


def test_tunisian_invoices_print_millimes_and_the_stamp_duty(rows, batch):
    """Dinars print three decimals; a Tunisian invoice adds the fixed timbre fiscal, its tax is VAT plus stamp,
    and the truth keeps two decimals (the third printed one is always 0)."""
    currency = {c.cid: c.currency for c in batch.cases}
    by_id = {r["doc_id"]: r for r in rows}
    tnd_invoices = 0
    for d in batch.docs:
        text = _words(d)
        if currency[d.case_id] != "TND":
            continue
        for name, fv in d.fields.items():
            if fv["currency"] == "TND" and fv["value"]:
                assert re.fullmatch(r"\d+\.\d\d", fv["value"]), (d.doc_id, name)
        if d.doc_type == "invoice":
            tnd_invoices += 1
            assert re.search(r"(Droit de timbre|Timbre fiscal)", text), d.doc_id
            assert re.search(r"\d[,.]\d{3}(?: DT| TND)|TND [\d,]+\.\d{3}", text), d.doc_id
            f = by_id[d.doc_id]["fields"]
            sub, tax, total = (Decimal(f[k]["value"]) for k in ("subtotal", "tax_amount", "order_total"))
            vat = (sub * Decimal("0.19")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
            assert tax == vat + V.TIMBRE and total == sub + tax, d.doc_id
    assert tnd_invoices >= 2


def test_french_paperwork_carries_english_and_local_registrations(batch):
    """Moroccan and Tunisian labels carry English beside the French; the letterheads print ICE / IF / RC / patente,
    the matricule fiscal and the Egyptian tax registration; ETA UUIDs, amounts in words and the region's carriers."""
    assert all("/" in x or "(" in x for pool in V.LABELS["fr"].values() for x in pool)
    currency = {c.cid: c.currency for c in batch.cases}
    for d in batch.docs:
        if currency[d.case_id] in ("MAD", "TND"):
            for label in _labels(d):
                if re.search(r"[éèàçôû]|^(N°|Date|Montant|Total|Code|Réf|Client|Motif|Statut)", label):
                    assert "/" in label or "(" in label, (d.doc_id, label)
    texts = " ".join(_words(d) for d in batch.docs) + " ".join(str(d.email) for d in batch.docs)
    for mark in ("ICE 00", "IF ", "RC Casablanca", "Patente", "Matricule fiscal", "Tax Registration No.",
                 "ETA e-invoice UUID", "Arrêtée la présente facture", "Amount in words", "Amana", "CTM Messagerie",
                 "Rapid-Poste", "WhatsApp", "Envoyé", "a écrit :", " DH", " DT", "E£", "avril 2026"):
        assert mark in texts, mark


def test_arabic_never_carries_a_fact(rows, batch):
    """Arabic appears (a letterhead line, a label prefix, a chat's thanks) but no truth value is Arabic and every
    label with Arabic also says it in Latin letters, so OCR dropping the script loses no fact."""
    seen = 0
    for d in batch.docs:
        for name, fv in d.fields.items():
            assert not (fv["value"] and ARABIC.search(fv["value"])), (d.doc_id, name)
        for label in _labels(d):
            if ARABIC.search(label):
                seen += 1
                assert re.search(r"[A-Za-z]{3}", label), (d.doc_id, label)
        seen += any(ARABIC.search(str(x)) for b in d.blocks for x in b[1:])
    assert seen >= 5
