"""Shop 21 (Vaporella Pro, salon and spa equipment from Lyon, Brussels, Geneva and Milan): the checked-in
batch is complete, valid, deterministic and carries its planted conflicts. A held-out validation set."""

from __future__ import annotations

from collections import Counter

from sample_docs.shop21 import vocab as V
from sample_docs.shop21.cases import EXT, SEED, build_batch
from sample_docs.shop21.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop21"
CURRENCIES = ("EUR", "CHF")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def test_four_offices_and_their_paperwork(rows, batch):
    """Every office has cases; printed documents use the offices' own languages and money formats."""
    by_case = {c.cid: c for c in batch.cases}
    assert {c.country for c in batch.cases} == set(V.OFFICES)
    langs = Counter(d.style["lang"] for d in batch.docs)
    assert {"fr", "it", "en"} <= set(langs) and any("+" in lang for lang in langs)
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)
    for mark in ("CHF", "€", "EUR", "'", "+++", "SIRET", "P.IVA", "IDE", "BCE"):
        assert mark in texts, mark
    chf = [r for r in rows if by_case[r["case_id"]].currency == "CHF"]
    assert chf and all(r["fields"].get("order_total", {}).get("currency") in (None, "CHF") for r in chf)
