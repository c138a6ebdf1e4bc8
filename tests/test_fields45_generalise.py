"""fields45: the carrier and product names of any Latin alphabet, a row of labels read as labels (the value under its
label), a name that is no id, spaced and accent-less dates, another document's "of the day" date, the NF-e's goods
total."""

from __future__ import annotations

import hashlib

from stages import nlp
from stages.normalize import ABS_DATE_RE, parse_date
from stages.rules import _fits_kind, labels_only
from status.models import OcrPage, OcrResult
from status.schema import load_schema
from tests.test_fresh_images5 import ocr_of, row

SCHEMA = load_schema("default")


def text_ocr(text: str) -> OcrResult:
    return OcrResult(doc_id="t.txt", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="text",
                     pages=[OcrPage(page=1, text=text, method="plain_text")], text=text)


def test_the_rest_of_a_label_line_that_is_other_labels():
    assert labels_only("Parcels / Weight")  # a label and its translation
    assert labels_only("Kolli / Gewicht")
    assert labels_only("N° OT")  # a number-word: another column's id label
    assert labels_only("No. de guía")
    assert not labels_only("Nordic Freight Lines")
    assert not labels_only("2 / 40 kg")  # values, not labels
    assert not labels_only("Swift & Sons Haulage")


def test_a_name_in_any_latin_alphabet_and_never_one_id_token():
    carrier = SCHEMA.fields["carrier"]
    assert _fits_kind(carrier, "Österreichische Post")
    assert _fits_kind(carrier, "Łódź Kurier")
    assert _fits_kind(carrier, "UPS")
    assert not _fits_kind(carrier, "XQ4411902837")  # a tracking number beside the label
    assert not _fits_kind(carrier, "N")  # one letter is no name
    assert _fits_kind(SCHEMA.fields["product_name"], "WH-1000XM5")  # a model's name keeps its letters


def test_a_carrier_under_its_label_in_a_scanned_row_of_labels():
    ocr = ocr_of([row(40, (100, "DESPATCH NOTE")),
                  row(80, (100, "Order no.: 55120")),
                  row(120, (100, "Carrier"), (600, "Parcels / Weight")),
                  row(150, (100, "Nordic Freight Lines"), (600, "2 / 40 kg")),
                  row(190, (100, "Tracking no.: NF-20581177")),
                  row(230, (100, "Your goods have been dispatched today."))])
    ex = nlp.extract(ocr, SCHEMA)
    assert ex.doc_type == "shipping_notice"
    assert ex.fields["carrier"].value == "Nordic Freight Lines"


def test_a_carrier_named_with_accented_capitals_after_its_label():
    text = ("Shipping confirmation\nYour order 77120 has been shipped.\n\nShipped with       Édition Transports Sàrl\n"
            "Tracking number    88120044551\nShipping date      3 March 2026\n")
    ex = nlp.extract(text_ocr(text), SCHEMA)
    assert ex.fields["carrier"].value == "Édition Transports Sàrl"


def test_dates_spaced_after_their_dots_and_month_names_without_accents():
    for printed, iso in (("6. 10. 2026", "2026-10-06"), ("14 de marco de 2026", "2026-03-14"),
                         ("2 fevrier 2026", "2026-02-02"), ("3. 3. 2026", "2026-03-03")):
        m = ABS_DATE_RE.search(f"Shipped: {printed}\n")
        assert m is not None and m.group(0) == printed
        assert str(parse_date(printed, "DMY")) == iso
    assert ABS_DATE_RE.search("Item 6. 10 pieces") is None


def test_the_date_of_another_documents_id_is_not_the_documents_date():
    """A credit note's "to invoice INV-0815 of the day 29. 11. 2026" dates the invoice; the credit note's own date
    stands under its label in a row of labels."""
    text = ("CREDIT NOTE CN26-0804\nto invoice INV26-0815 ze dne 29. 11. 2026\n"
            "Datum vystavení / Issued Claim no.\n11. 12. 2026 CL-2026-0096\nApproved refund: 1 551,28 CZK\n")
    ctx = nlp._Context(text_ocr(text), SCHEMA, SCHEMA.fields_for("refund_approval"), "refund_approval")
    assert str(ctx.document_date) == "2026-12-11"


def test_the_goods_total_of_a_brazilian_nf_e():
    text = ("NOTA FISCAL ELETRÔNICA - Invoice 4471\nData de emissão: 13/03/2026\nPedido: 9911/26\n"
            "Valor total dos produtos: BRL 1.200,00\nValor do IPI: BRL 60,00\nValor total da nota: BRL 1.260,00\n")
    ex = nlp.extract(text_ocr(text), SCHEMA)
    assert ex.doc_type == "invoice"
    assert ex.fields["subtotal"].value == "1200.00"


def test_a_product_under_its_label_when_the_row_goes_on_with_a_number_label():
    """"Unit / Model  No. / Serial" over the values: "No." is the next column's label, not the product's name."""
    ocr = ocr_of([row(40, (100, "REPAIR ORDER / WARRANTY CLAIM")),
                  row(80, (100, "Unit / Model"), (700, "No. / Serial")),
                  row(110, (100, "Alder Bay 40 dehumidifier"), (700, "ABD-771904")),
                  row(150, (100, "Problem: the fan runs but the tank never fills")),
                  row(190, (100, "Please repair under warranty."))])
    ex = nlp.extract(ocr, SCHEMA)
    assert ex.fields["product_name"].value == "Alder Bay 40 dehumidifier"


def test_a_form_rows_value_after_its_bracketed_note_when_the_mark_is_lost():
    text = ("WARRANTY CLAIM\nSerial no.: QX-55120-B\nProduct: Alder Bay 40 dehumidifier\n"
            "Fault (as the customer put it) The fan runs but the tank never fills\nPlease repair under warranty.\n")
    ex = nlp.extract(text_ocr(text), SCHEMA)
    assert ex.fields["issue_description"].value == "The fan runs but the tank never fills"


def test_a_card_reversals_reference_in_spanish():
    text = ("Reverso de cargo / Card refund notice\nFecha del reverso: 24/04/2026\nReferencia de reverso: RX-55120931\n"
            "Pedido: PV-2201\nImporte reembolsado: $1,099.00 MXN\nEstado: Completed\n")
    ex = nlp.extract(text_ocr(text), SCHEMA)
    assert ex.doc_type == "refund_execution"
    assert ex.fields["payment_reference"].value == "RX-55120931"
