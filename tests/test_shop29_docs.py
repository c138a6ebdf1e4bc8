"""Shop 29 (Karavai Food Machinery, bakery and food-processing equipment from Almaty, Tashkent and Tbilisi): the
checked-in batch is complete, valid, deterministic and carries its planted conflicts. Written blind."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.shop29.cases import EXT, SEED, build_batch
from sample_docs.shop29.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop29"
CURRENCIES = ("KZT", "UZS", "USD", "GEL")
NON_LATIN = re.compile(r"[\u0400-\u04ff\u10a0-\u10ff]")  # Cyrillic, Georgian


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def _texts(doc) -> list[str]:
    out = []
    for b in doc.blocks:
        for x in b[1:]:
            if isinstance(x, str):
                out.append(x)
            elif isinstance(x, list):
                out += [c for row in x for c in (row if isinstance(row, list) else [row])]
    return out


def test_uzs_is_whole_sums_and_every_amount_under_the_bound(rows):
    """Uzbek sums carry no fraction; every single amount stays below the schema's 10,000,000 bound."""
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"] and fv["value"]:
                assert Decimal(fv["value"]) < 10_000_000, (r["doc_id"], name)
                if fv["currency"] == "UZS":
                    assert Decimal(fv["value"]) % 1 == 0, (r["doc_id"], name, fv["value"])


def test_post_soviet_money_and_numeric_distractors(batch):
    """Space thousands with comma decimals, whole sums, the lari sign only in mail; the buyer's 12-digit BIN/IIN,
    9-digit STIR and the ESF/SNT registration numbers are printed near the customer codes."""
    by_fmt = {}
    for d in batch.docs:
        by_fmt.setdefault(d.fmt in ("text", "email"), []).append(" ".join(_texts(d)).replace("\u00a0", " "))
    printed, mailed = " ".join(by_fmt[False]), " ".join(by_fmt[True])
    assert re.search(r"\d{1,3} \d{3} \d{3},\d\d (tenge|KZT|₸)", printed + mailed)
    assert re.search(r"\d{1,3} \d{3} \d{3} (so'm|sum)", printed + mailed)
    assert re.search(r"GEL \d{1,3},\d{3}\.\d\d", printed + mailed)
    assert "₾" in mailed and "₾" not in printed  # DejaVu has no lari sign: only a mail client draws it
    assert re.search(r"BIN/IIN[^0-9]*\d{12}\b", printed)
    assert re.search(r"STIR[^0-9]*\d{9}\b", printed)
    assert re.search(r"\d{1,2} (fevralya|marta|aprelya|maya|iyunya) 2026", printed + mailed)  # Russian months
    for mark in ("ESF-", "KZ-SNT-", "Didox", "RS.ge", "Kaspi", "Payme", "Telegram", "-yil"):
        assert mark in printed + mailed, mark


def test_non_latin_words_have_latin_beside(batch):
    """Tesseract here reads Latin script only: every label or title in Cyrillic or Georgian carries Latin words
    (an English or transliterated twin) in the same line."""
    for d in batch.docs:
        for b in d.blocks:
            if b[0] in ("title", "small", "line", "kv", "rkv"):
                text = b[1]
                if NON_LATIN.search(text):
                    latin = re.sub(r"[^A-Za-z]", "", NON_LATIN.sub("", text))
                    assert len(latin) >= 5, (d.doc_id, text)
