"""Shop 16 (Sunbridge Mobile & Solar, Lagos and Accra): the checked-in batch passes the shared blind-shop checks,
and its own: naira amounts stay under the schema's bound, warranty serials are IMEIs or unit serials."""

from __future__ import annotations

import re

from sample_docs.shop16 import generate as shop
from tests import sample_shop_checks as chk

globals().update(chk.blind_shop_tests(shop.HERE, ("NGN", "GHS"), shop.EXT, shop.SEED, shop.build_batch,
                                      shop.generate))


def test_naira_stays_below_ten_million(rows):
    for r in rows:
        for fv in r["fields"].values():
            if fv["currency"] == "NGN":
                assert float(fv["value"]) < 10_000_000, r["doc_id"]


def test_warranty_serials_are_imeis_or_unit_serials(rows):
    serials = [r["fields"]["serial_number"]["value"] for r in rows if r["doc_type"] == "warranty_form"]
    assert serials and all(re.fullmatch(r"\d{15}|[A-Z0-9]{4,5}-[A-Z0-9]{8}", s) for s in serials)
