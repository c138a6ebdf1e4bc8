"""Shop 24 (Mekong Circuit Components, electronic components and test equipment from Ho Chi Minh City,
Hanoi and Singapore): the checked-in batch is complete, valid, deterministic and carries its planted
conflicts. A held-out validation set."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.shop24.cases import EXT, SEED, build_batch
from sample_docs.shop24.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop24"
CURRENCIES = ("VND", "SGD")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def test_vnd_is_whole_dong_and_under_the_bounds(rows):
    """Dong amounts carry no fraction; every single amount stays below the schema's 10,000,000 bound."""
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"] and fv["value"]:
                assert Decimal(fv["value"]) < 10_000_000, (r["doc_id"], name)
                if fv["currency"] == "VND":
                    assert Decimal(fv["value"]) % 1 == 0, (r["doc_id"], name, fv["value"])


def test_vietnamese_and_singapore_paperwork(batch):
    """Both offices' legal labels and money formats are printed; Vietnamese labels carry English beside them."""
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)
    for mark in ("Mẫu số", "Ký hiệu", "Mã số thuế", "PHIẾU XUẤT KHO", "BIÊN BẢN TRẢ HÀNG", "ĐƠN ĐẶT HÀNG",
                 "₫", "VND", "S$", "GST", "UEN", "Zalo"):
        assert mark in texts, mark
    assert re.search(r"\d{1,3}\.\d{3}\.\d{3}", texts)  # dot thousands
    for d in batch.docs:
        for b in d.blocks:
            if b[0] == "kv" and re.search(r"[ạảấầậắằẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđĐ]", b[1]):
                assert "(" in b[1] or "/" in b[1], (d.doc_id, b[1])
