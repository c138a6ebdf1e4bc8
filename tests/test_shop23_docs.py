"""Shop 23 (Ferrow & Sons Motor Factors, a Sheffield motor factors with Glasgow and Cardiff branches): the
checked-in batch is complete, valid, deterministic and carries its planted conflicts. A held-out validation set."""

from __future__ import annotations

import re

from sample_docs.shop23 import vocab as V
from sample_docs.shop23.cases import EXT, SEED, TRACKING, build_batch
from sample_docs.shop23.generate import generate
from sample_docs.shop23.photo import is_photo, render_doc
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop23"
CURRENCIES = ("GBP",)


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate, render_file=render_doc))


def words(doc) -> str:
    """Everything a document prints (blocks and e-mail headers), as one string."""
    def strings(x) -> list[str]:
        return [x] if isinstance(x, str) else [s for y in x for s in strings(y)] if isinstance(x, (list, tuple)) else []

    return " ".join(strings([list(b[1:]) for b in doc.blocks])) + " " + " ".join((doc.email or {}).values())


def test_three_branches_and_uk_paperwork(batch):
    """Every branch has cases; documents carry UK legal labels, GBP in several styles and day-first dates;
    Cardiff prints Welsh alongside English."""
    assert {c.branch for c in batch.cases} == set(V.BRANCHES)
    texts = " ".join(words(d) for d in batch.docs)
    for mark in ("£", "GBP", "VAT Reg No", "Registered in England & Wales", "Tax Point", "Credit", "RA"):
        assert mark.lower() in texts.lower(), mark
    cardiff = " ".join(words(d) for d in batch.docs if next(c for c in batch.cases if c.cid == d.case_id).branch
                       == "CDF" and d.fmt not in ("text", "email"))
    assert "Caerdydd" in cardiff
    numeric = re.findall(r"\b(\d\d)/(\d\d)/(?:\d\d){1,2}\b", texts)
    assert numeric and all(int(month) <= 12 for _, month in numeric)  # day first, never month first
    assert any(int(day) > 12 for day, _ in numeric)


def test_accounts_and_carriers_fit_their_systems(batch):
    """Mail-order customers get MO numbers, Sheffield trade accounts accounts-package codes; every tracking
    number has its carrier's shape."""
    for c in batch.cases:
        if V.BUSINESS_OF.get(c.name) is None:
            assert re.fullmatch(r"MO\d{6}", c.customer_id), c.customer_id
        elif c.branch == "SHF":
            assert re.fullmatch(r"[A-Z]{4}\d{3}", c.customer_id), c.customer_id
        shapes = {TRACKING[c.carrier](__import__("random").Random(n)) for n in range(3)}
        assert all(len(s) == len(c.tracking) for s in shapes), (c.carrier, c.tracking)




def test_some_noisy_scans_are_phone_photos(batch):
    """Noisy scans come both from a scanner and from a phone camera (a dark surround, smaller page)."""
    import numpy as np
    from PIL import Image

    photos = [d for d in batch.docs if is_photo(d)]
    scans = [d for d in batch.docs if d.fmt == "noisy_scan" and not is_photo(d)]
    assert photos and scans
    first = sorted(photos, key=lambda d: d.doc_id)[0]
    n = sorted(batch.docs, key=lambda d: d.doc_id).index(first)
    assert render_doc(first, SEED * 100_000 + n) == (SHOP / "batch" / first.doc_id).read_bytes()
    with Image.open(SHOP / "batch" / first.doc_id) as im:
        corner = np.asarray(im.convert("L").crop((0, 0, 20, 20)))
        assert corner.mean() < 160  # the desk, not paper
