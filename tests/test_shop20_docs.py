"""Sample shop 20 (Tripoint Tools: tools and machine parts from Wrocław, Brno and Linz): the checked-in
batch matches its generator and its truth is complete and valid."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from sample_docs.render import render_body
from sample_docs.shop20 import generate as shop20
from tests.sample_shop_checks import SCHEMA, TuningShopChecks, ids_of_accepted_shapes

SHOP = Path(shop20.__file__).resolve().parent

# every identifier must fit one of the shapes its schema field accepts
IDENTIFIERS = {name: "(?:" + "|".join(spec.shapes) + ")" for name, spec in SCHEMA.fields.items()
               if spec.type == "identifier"}


class TestShop20(TuningShopChecks):
    shop = SHOP
    seed = shop20.SEED
    build_batch = staticmethod(shop20.build_batch)
    generate = staticmethod(shop20.generate)
    min_docs = 75
    min_cases = 14
    currencies = ("PLN", "CZK", "EUR")
    identifier = IDENTIFIERS  # type: ignore[assignment]
    min_label_variants = 5

    def test_ids_fit_the_default_schema(self, rows):
        ids_of_accepted_shapes(rows, SCHEMA)

    def test_batch_is_small_and_sized(self, rows):
        assert 75 <= len(rows) <= 95
        assert 14 <= len({r["case_id"] for r in rows}) <= 18

    def test_each_office_writes_its_own_paperwork(self, batch):
        """Invoices, credit notes and delivery notes carry their country's titles; every office's currency
        and payment customs appear in its own notation."""
        titles = " ".join(b[1] for d in batch.docs for b in d.blocks if b[0] == "title").upper()
        for word in ("FAKTURA VAT", "DAŇOVÝ DOKLAD", "RECHNUNG", "FAKTURA KORYGUJĄCA", "DOBROPIS", "GUTSCHRIFT",
                     "WZ", "DODACÍ LIST", "LIEFERSCHEIN"):
            assert word in titles, word
        text = "\n".join(render_body(d) for d in batch.docs)
        for mark in ("zł", "Kč", "€", "Variabilní symbol", "Słownie", "Skonto", "BLIK", "QR Platba", "UID"):
            assert mark in text, mark

    def test_local_mail_headers(self, batch):
        headers = Counter(k for d in batch.docs if d.email for k in d.email)
        assert headers["Date"] and headers["Sent"] and (headers["Wysłano"] + headers["Odesláno"] + headers["Gesendet"])

    def test_every_money_type_in_each_currency(self, rows):
        for doc_type in ("invoice", "order_confirmation", "refund_request", "refund_approval"):
            cur = {fv["currency"] for r in rows if r["doc_type"] == doc_type for fv in r["fields"].values()
                   if fv["currency"]}
            assert cur == {"PLN", "CZK", "EUR"}, (doc_type, cur)

    def test_fee_waiver_basis_is_printed(self, rows):
        waived = [r for r in rows if r["fields"].get("fee_waiver_percent", {}).get("value")]
        assert waived and all(r["fields"]["fee_waiver_percent"]["basis"] for r in waived)
