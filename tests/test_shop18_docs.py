"""Shop 18, Cordillera Print & Sign Supply (written blind): the checks every sample shop passes, and the
shop's own habits (five currencies, whole pesos in Bogotá and Santiago, day-first dates, each branch's
identifier shapes, every stated value printed on the document)."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from sample_docs.formatting import NBSP
from sample_docs.render import render_body
from sample_docs.shop18 import printing as pr
from sample_docs.shop18.cases import EXT, SEED, build_batch
from sample_docs.shop18.generate import generate
from sample_docs.shop18.render import layout, plain_blocks, render
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop18"
CURRENCIES = ("MXN", "COP", "CLP", "BRL", "USD")
# Each branch numbers its own way; every shape is one the default schema accepts.
SHAPES = {
    "order_id": r"PV-26\d{5}|BOG/26/\d{4}|NV-\d{4,5}|\d{4}/26|EXP-26\d{4}",
    "customer_id": r"CTE-\d{5}|\d{5}|CL-\d{4}|C\d{5}|EXC-\d{4}",
    "invoice_number": r"A-\d{5}|FEBG-\d{5}|\d{5}|E-\d{5}",
    "case_number": r"(DEV|OS)-26-\d{4}|(DV|ST)-2026-\d{3}|(RMA|STC)-\d{4}|(DEV|OS)/26/\d{4}|(RX|SVX)-26-\d{4}",
    "tracking_number": r"RMX\d{10}|TAF-\d{8}|7000\d{8}|SC-\d{8}|AUS\d{8}|99\d{10}|RDB-\d{10}|ES\d{9}BR|AFF-26\d{6}"
                       r"|PBL\d{10}",
    "payment_reference": r"MERI\d{16}|FT26\d{3}[A-Z0-9]{4}\d|\d{9,10}|E18236120\d{12}[a-z0-9]{11}|RV-\d{8}",
    "serial_number": r"XHK\d{7}|OUV-\d\d[A-Z0-9]{2}\d{4}|(SBX|CTX)\d\d[A-Z0-9]\d{5,6}|LMP-\d{6}|TKP\d{4}[A-Z0-9]{3}",
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return chk.read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(SEED)


def printed(doc) -> str:
    """What the document says, whitespace collapsed: the e-mail body or the laid-out page text."""
    if doc.fmt in ("text", "email"):
        text = render_body(dataclasses.replace(doc, blocks=plain_blocks(doc)))
        text += " " + " ".join(f"{k}: {v}" for k, v in (doc.email or {}).items())
    else:
        text = " ".join(r.text for page in layout(doc) for r in page.runs)
    return " ".join(text.replace(NBSP, " ").split())


def test_truth_covers_exactly_the_batch(rows):
    chk.truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert 75 <= len(rows) <= 95
    assert 14 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(chk.SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT) and min(formats.values()) >= 3, formats
    assert {r["fields"]["order_total"]["currency"] for r in rows
            if r["fields"].get("order_total", {}).get("value")} == set(CURRENCIES)
    assert sum(p.stat().st_size for p in (SHOP / "batch").iterdir()) < 15_000_000


def test_every_field_present_and_valid(rows):
    nulls = chk.field_values(rows, chk.SCHEMA, CURRENCIES, identifier=SHAPES)
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "customer_deadline"):
        assert nulls[name] >= 2, (name, nulls[name])
    chk.ids_of_accepted_shapes(rows, chk.SCHEMA)


def test_orders_invoices_and_executions(rows):
    chk.orders_and_invoice_arithmetic(rows)
    chk.execution_facts_only_from_refund_notices(rows)


def test_whole_pesos_and_amounts_below_ten_million(rows):
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"]:
                assert Decimal(fv["value"]) < 10_000_000, (r["doc_id"], name)
                if fv["currency"] in ("COP", "CLP"):
                    assert fv["value"].endswith(".00"), (r["doc_id"], name)


def test_every_stated_value_is_printed(batch):
    """The truth never states what the document does not print (amounts and dates in any of the shop's styles)."""
    date_styles = ("dmy", "dmy_dash", "dmy_dot", "dmy_short", "dmy_abbr", "es_long", "cl_long", "pt_long", "en_long",
                   "en_mdy", "iso")
    relative = ("within ", "end of this month", "end of the month", "next Friday")
    for d in batch.docs:
        text, cur = printed(d), next(c.currency for c in batch.cases if c.cid == d.case_id)
        for name, fv in d.fields.items():
            v = fv["value"]
            if v is None or name == "refund_status":
                continue
            if fv["currency"]:
                shown = [pr.money_text(Decimal(v), cur, s).replace(NBSP, " ") for s in pr.MONEY_STYLES[cur] + ("bare",)]
            elif name == "fee_waiver_percent":
                shown = [f"{v}% of the {fv['basis']}"]
            elif re.fullmatch(r"\d{4}-\d\d-\d\d", v) and not fv["unresolved"]:
                day = date.fromisoformat(v)
                shown = [pr.date_text(day, s).replace(NBSP, " ") for s in date_styles]
                shown += [f"{day.day} de {m}" for m in (pr.MONTHS_ES[day.month - 1], pr.MONTHS_PT[day.month - 1])]
                shown += [f"{pr.MONTHS_EN[day.month - 1]} {day.day}, {day.year}",
                          f"{day.day:02d} {pr.MONTHS_EN[day.month - 1][:3]} {day.year}"]
                if name == "customer_deadline":
                    shown += list(relative)
            else:
                shown = [v]
            assert any(s in text for s in shown), (d.doc_id, name, v)


def test_dates_are_day_first(batch):
    for d in batch.docs:
        for day, month in re.findall(r"\b(\d\d)[/.-](\d\d)[/.-](?:\d{4}|\d\d)\b", printed(d)):
            assert 1 <= int(day) <= 31 and 1 <= int(month) <= 12, (d.doc_id, day, month)


def test_branches_and_wording(batch):
    """Each branch bills in its currency; order numbers come under many labels; five branches write."""
    branch_currency = {"MX": "MXN", "CO": "COP", "CL": "CLP", "BR": "BRL", "EX": "USD"}
    assert {c.branch.code for c in batch.cases} == set(branch_currency)
    assert all(c.currency == branch_currency[c.branch.code] for c in batch.cases)
    labels = {b[1] for d in batch.docs for b in d.blocks if b[0] == "kv" and b[2] == d.fields["order_id"]["value"]}
    assert len(labels) >= 8, labels
    variants = Counter(d.style.get("variant") for d in batch.docs)
    assert {"mail", "chat", "webform", "paper", "printed", "web", "sheet"} <= set(variants), variants


def test_customer_expectation_is_one_sentence(rows, batch):
    chk.expectation_is_one_sentence(rows, batch)


def test_emails_and_pdfs(rows):
    chk.emails_carry_the_order(rows, SHOP / "batch")
    pytest.importorskip("pypdfium2")
    assert chk.pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    chk.the_four_conflict_kinds_planted(rows, SHOP)


def test_same_seed_same_truth(tmp_path: Path):
    chk.same_seed_same_truth(tmp_path, SHOP, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    chk.same_files_one_per_format(batch, SEED, SHOP / "batch", EXT, render=render)
