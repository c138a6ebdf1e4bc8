"""Shop 30 (Taigawood Forest Equipment, forestry and sawmill equipment from Tallinn, Riga, Vilnius and Helsinki,
with Swedish customers billed in SEK): the checked-in batch is complete, valid, deterministic and carries its
planted conflicts. A held-out validation set, written blind."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.shop30.cases import EXT, SEED, build_batch
from sample_docs.shop30.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop30"
CURRENCIES = ("EUR", "SEK")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def _texts(batch) -> str:
    return " ".join(" ".join(str(x) for x in b[1:]) for d in batch.docs for b in d.blocks)


def test_vat_at_each_countrys_rate(rows):
    """Invoices charge Estonian 24%, Latvian and Lithuanian 21%, Finnish 25.5% or Swedish 25% VAT."""
    rates = set()
    for r in rows:
        if r["doc_type"] == "invoice":
            f = r["fields"]
            sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
            rate = next(x for x in (Decimal("24"), Decimal("21"), Decimal("25.5"), Decimal("25"))
                        if abs(sub * x / 100 - tax) <= Decimal("0.01"))
            rates.add(rate)
    assert len(rates) >= 3, rates


def test_bank_references_carry_check_digits(rows):
    """RF creditor references pass ISO 11649's mod 97; all-digit references pass the 7-3-1 check."""
    seen = set()
    for r in rows:
        ref = r["fields"].get("payment_reference", {}).get("value")
        if not ref:
            continue
        if re.fullmatch(r"RF\d{12}", ref):
            digits = "".join(str(int(ch, 36)) for ch in ref[4:] + ref[:4])
            assert int(digits) % 97 == 1, ref
            seen.add("rf")
        elif ref.isdigit():
            body, check = ref[:-1], int(ref[-1])
            total = sum(int(ch) * (7, 3, 1)[i % 3] for i, ch in enumerate(reversed(body)))
            assert (10 - total % 10) % 10 == check, ref
            seen.add("ref")
    assert seen, "no bank references planted"


def test_local_labels_and_dates_carry_english(batch):
    """A label or a local-month date with diacritics (which OCR may damage) always has English beside it."""
    for d in batch.docs:
        for b in d.blocks:
            labels = [b[1]] if b[0] in ("kv", "rkv") else [b[1], b[3]] if b[0] == "kv2" else []
            for label in labels:
                if not label.isascii():
                    assert "(" in label or "/" in label, (d.doc_id, label)
    texts = _texts(batch)
    for m in re.finditer(r"\d{1,2}\.\s(märts|kesäkuuta)\s2026", texts.replace("\u00a0", " ")):
        assert texts.replace("\u00a0", " ")[m.end():m.end() + 2] == " (", m.group(0)


def test_baltic_and_nordic_paperwork(batch):
    """Each office's legal identifiers, e-invoice channels, carriers and chat channels are printed."""
    texts = _texts(batch)
    for mark in ("KMKR", "Registrikood", "PVN", "PVM", "Y-tunnus", "Viitenumer", "SEPA", "€", "kr", "Omniva",
                 "parcel", "IBAN"):
        assert mark in texts, mark
    assert re.search(r"\d \d{3},\d\d", texts.replace("\u00a0", " "))  # space thousands, decimal comma
    assert any(app in texts for app in ("WhatsApp", "Messenger", "Viber"))
