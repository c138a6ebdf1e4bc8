"""Shop 31 (Alcántara Ferretería Industrial, industrial hardware and fastening tools from Zaragoza, Porto and
Andorra la Vella): the checked-in batch is complete, valid, deterministic and carries its planted conflicts.
Written blind to docflow's rules."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.shop31.cases import EXT, SEED, build_batch
from sample_docs.shop31.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop31"
CURRENCIES = ("EUR",)


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def _texts(batch) -> dict[str, str]:
    return {d.doc_id: " ".join(" ".join(str(x) for x in b[1:]) for b in d.blocks) for d in batch.docs}


def test_three_desks_print_their_own_paperwork(batch):
    """Each desk's legal marks and money style are printed: Spanish CIF/IVA/rectificativa, Portuguese
    ATCUD/NIF/Multibanco/nota de crédito with space thousands, Andorran NRT/IGI; Bizum and MB WAY refunds."""
    by_desk: dict[str, str] = {}
    for d in batch.docs:
        desk = next(c.desk for c in batch.cases if c.cid == d.case_id)
        by_desk[desk] = by_desk.get(desk, "") + " " + _texts(batch)[d.doc_id]
    for mark in ("CIF B50847316", "IVA 21", "ALBARÁN", "Base imponible", "FACTURA"):
        assert mark in by_desk["es"], mark
    for mark in ("ATCUD", "NIPC", "Multibanco", "Entidade", "IVA", "2871/AT"):
        assert mark in by_desk["pt"], mark
    for mark in ("NRT", "IGI", "ALBARÀ"):
        assert mark in by_desk["ad"], mark
    every = " ".join(by_desk.values())
    for mark in ("MB WAY", "WhatsApp", "Fatura-recibo"):
        assert mark.lower() in every.lower(), mark
    assert re.search(r"€\u00a0\d{1,3}(\u00a0\d{3})*,\d\d", by_desk["pt"])  # '€ 1 234,56'
    assert re.search(r"\d,\d\d\u00a0€", by_desk["es"])  # '64,50 €'


def test_amounts_are_decimal_comma_and_vat_adds_up_per_desk(rows, batch):
    """Every printed amount uses a decimal comma; an invoice's tax is its desk's rate (21 %, 23 %, IGI 4.5 %)
    of the subtotal."""
    rates = {c.cid: c.tax_label_rate for c in batch.cases}
    for r in rows:
        if r["doc_type"] != "invoice":
            continue
        f = r["fields"]
        sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
        assert tax == (sub * rates[r["case_id"]] / 100).quantize(Decimal("0.01")), r["doc_id"]
    for d in batch.docs:
        for name, fv in d.fields.items():
            if fv["currency"] and fv["value"]:
                assert fv["currency"] == "EUR"
    assert {c.desk for c in batch.cases} == {"es", "pt", "ad"}
    assert all(not re.search(r"\d\.\d\d(?!\d)\s?(€|EUR)", t) for t in _texts(batch).values())


def test_dates_are_day_first_with_local_month_names(batch):
    """Long dates name the month in Spanish, Portuguese and Catalan (with d' before abril/agost/octubre);
    no month-first dates anywhere."""
    every = " ".join(_texts(batch).values()).replace("\u00a0", " ")
    long_dates = set(re.findall(r"\d{1,2} (?:de |d')(\w+) de 20\d\d", every))
    for only_here in (("enero", "febrero", "marzo", "mayo", "junio"), ("fevereiro", "março", "maio", "junho"),
                      ("febrer", "març", "maig", "juny", "abril")):
        assert long_dates & set(only_here), (only_here, long_dates)
    assert "d'abril de" in every or "d'agost de" in every
    assert not re.search(r"\b(January|February|March|April|May|June) \d{1,2}, 20\d\d", every)
