"""Shop 28 (Mwanga Dairy & Vet Supplies, dairy-farm and veterinary equipment from Nairobi, Dar es Salaam and
Kampala): the checked-in batch is complete, valid, deterministic and carries its planted conflicts. A held-out
validation set written blind."""

from __future__ import annotations

import re
from decimal import Decimal

from sample_docs.shop28.cases import EXT, SEED, build_batch
from sample_docs.shop28.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop28"
CURRENCIES = ("KES", "TZS", "UGX")
SWAHILI = re.compile(r"\b(Namba|Tarehe|Jumla|Kiasi|Sababu|Bidhaa|Mteja|Hali|Msafirishaji|Mpokeaji|Mlipwaji|Oda|"
                     r"Akaunti|Mashine|Maelezo|Utapokea|Inatarajiwa|Imetumwa|Kumbukumbu|Uamuzi|Jina)\b")


globals().update(chk.blind_shop_tests(SHOP, CURRENCIES, EXT, SEED, build_batch, generate))


def _labels(doc) -> list[str]:
    out = []
    for b in doc.blocks:
        if b[0] in ("kv", "rkv"):
            out.append(b[1])
        elif b[0] == "kv2":
            out += [b[1], b[3]]
        elif b[0] == "grid":
            out += list(b[1])
    return out


def test_whole_shillings_under_the_bound(rows):
    """Every amount is whole shillings (KES too) and stays below the schema's 10,000,000 bound."""
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"] and fv["value"]:
                assert Decimal(fv["value"]) < 10_000_000, (r["doc_id"], name)
                assert Decimal(fv["value"]) % 1 == 0, (r["doc_id"], name, fv["value"])


def test_fiscal_paperwork_and_money_spellings(batch):
    """Each country's tax-authority marks and money spellings are printed somewhere in the batch."""
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs).replace("\xa0", " ")
    for mark in ("KRA PIN", "CU Serial No.", "eTIMS", "EFD Serial", "VRN", "FDN", "EFRIS", "Paybill",
                 "Amount in words", "Kshs. ", "KSh ", "TZS ", "USh ", "/=", "WhatsApp"):
        assert mark in texts, mark


def test_swahili_labels_carry_english_and_stay_out_of_uganda(batch):
    """A Swahili label always has English beside it (after a slash or in brackets); Ugandan documents print
    English labels only."""
    cur = {c.cid: c.currency for c in batch.cases}
    seen = 0
    for d in batch.docs:
        for label in _labels(d):
            if SWAHILI.search(label):
                seen += 1
                assert "/" in label or "(" in label, (d.doc_id, label)
                assert cur[d.case_id] != "UGX", (d.doc_id, label)
    assert seen >= 30


def test_refund_paid_through_the_country_channel(batch):
    """Refunds go back through the case's own country channel: M-Pesa, PesaLink or EFT in Kenya, M-Pesa, Mixx
    by Yas or TISS in Tanzania, MTN MoMo, Airtel Money or Stanbic EFT in Uganda."""
    shapes = {"KES": r"U[A-Z][0-9][A-Z0-9]{7}|PL\d{12}|FT26\d{3}[A-Z]{5}",
              "TZS": r"\d[A-Z0-9]{9}|MX\d{10}|TISS-\d{6}-\d{4}",
              "UGX": r"\d{11,12}|SBU-\d{2}[A-Z]{2}\d{6}"}
    for case in batch.cases:
        for d in case.docs:
            ref = d.fields.get("payment_reference", {}).get("value")
            if ref:
                assert re.fullmatch(shapes[case.currency], ref), (d.doc_id, ref)
