"""Shop 25 (Danubia Agro Parts, agricultural machinery spare parts and irrigation from Budapest/Debrecen,
Cluj-Napoca/Timișoara and Plovdiv): the checked-in batch is complete, valid, deterministic and carries its planted
conflicts. A held-out validation set."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.formatting import cents
from sample_docs.render import PAGE_W, _width, layout
from sample_docs.shop25.cases import EXT, SEED, build_batch
from sample_docs.shop25.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop25"
CURRENCIES = ("HUF", "RON", "EUR")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def test_whole_forints_local_vat_and_leva_beside_euro(rows, batch):
    """HUF amounts carry no fraction; each invoice's tax is its country's rate (27% HU, 21% RO, 20% BG); a
    Bulgarian invoice prints its total in words, and its BGN courtesy line is the EUR total at 1.95583."""
    rates = {"HUF": Decimal("0.27"), "RON": Decimal("0.21"), "EUR": Decimal("0.20")}
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"] == "HUF" and fv["value"]:
                assert Decimal(fv["value"]) % 1 == 0, (r["doc_id"], name, fv["value"])
        if r["doc_type"] == "invoice":
            f = r["fields"]
            sub, tax = Decimal(f["subtotal"]["value"]), Decimal(f["tax_amount"]["value"])
            assert abs(sub * rates[f["subtotal"]["currency"]] - tax) <= Decimal("0.01"), r["doc_id"]
    leva = 0
    for d in batch.docs:
        if d.doc_type != "invoice" or d.fields["order_total"]["currency"] != "EUR":
            continue
        assert any(b[0] == "line" and b[1].startswith("Словом / In words") for b in d.blocks), d.doc_id
        total = Decimal(d.fields["order_total"]["value"])
        for b in d.blocks:
            if b[0] == "kv" and "BGN" in b[1]:
                leva += 1
                printed = b[2].replace("\xa0", "").replace(",", ".").rstrip("лв.")
                assert printed == str(cents(total * Decimal("1.95583"))), d.doc_id
    assert leva >= 1


def test_local_paperwork_and_number_formats(batch):
    """The three countries' legal titles, tax labels and number formats are printed, and every local label of a
    printed pair has English beside it (in brackets or after a slash)."""
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)
    for mark in ("SZÁMLA", "Szállítólevél", "Adószám", "ÁFA", "NAV", "FACTURĂ FISCALĂ", "Aviz de însoțire a mărfii",
                 "CIF", "e-Factura", "ФАКТУРА", "ДДС", "ЕИК", "лв.", "Viber", "WhatsApp", "\xa0Ft", "lei", "€"):
        assert mark in texts, mark
    assert re.search(r"\b20\d\d\.\xa0\d\d\.\xa0\d\d\.", texts)  # Hungarian '2026. 04. 09.'
    assert re.search(r"\b20\d\d\.\xa0(január|február|március|április|május)\xa0\d{1,2}\.", texts)
    assert re.search(r"\d{1,3}\.\d{3},\d\d\xa0(lei|RON)", texts)  # Romanian '1.589,00 lei'
    assert re.search(r"\d{1,3}\xa0\d{3}\xa0Ft", texts)  # Hungarian '148 900 Ft'
    assert re.search(r"\d\d\.\d\d\.20\d\d\xa0г\.", texts)  # Bulgarian '09.04.2026 г.'
    local = re.compile(r"[áéíóöőúüűăâîșțА-Яа-я]")
    for d in batch.docs:
        labels = [b[1] for b in d.blocks if b[0] in ("kv", "rkv")] + [x for b in d.blocks if b[0] == "kv2"
                                                                       for x in (b[1], b[3])]
        for label in labels:
            if local.search(label):
                assert "(" in label or "/" in label, (d.doc_id, label)


def test_printed_words_stay_on_the_page(batch):
    """Long bilingual labels and values never run off the page or over each other in a printed document."""
    for d in batch.docs:
        if d.fmt in ("text", "email"):
            continue
        for page in layout(d):
            rows: dict[float, list[tuple[float, float]]] = {}
            for r in page:
                w = _width(r.text, d.style["font"], r.bold, r.size)
                left, right = (r.x - w, r.x) if r.align == "right" else (r.x, r.x + w)
                assert 0 < left and right < PAGE_W, (d.doc_id, r.text)
                rows.setdefault(round(r.y, 1), []).append((left, right))
            for spans in rows.values():
                spans.sort()
                assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), (d.doc_id, spans)
