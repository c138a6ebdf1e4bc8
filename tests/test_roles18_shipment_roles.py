"""Roles the schema declares instead of the default schema's names in `stages/references.py` (roles18): the goods'
shipment (a field's `shipment`: `sent`, the day the goods left; `arrival`, the day they are promised to arrive;
`tracking`, the carrier's number), the fault stated in prose (a text field's `fault`), the payment's reference (the
identifier recording the executed step, its `steps`) and the case's file number (the type's case key of the case
entity). The default schema with these fields and their doc types renamed reads each document the same; without the
declaration the behaviour is gone; a bad declaration is refused in one line that names it."""

from __future__ import annotations

import pytest
import yaml

from stages.acts import foreign_sentences
from stages.doctype import foreign_keywords
from status.schema import SchemaError, load_schema
from tests.test_roles17_schema_keys import run, schema, schema_data

RENAMED = {"ship_date": "dispatched_on", "delivery_estimate": "eta", "tracking_number": "consignment_no",
           "carrier": "shipper", "payment_reference": "bank_ref", "case_number": "file_no",
           "issue_description": "fault_text", "return_reason": "why", "shipping_notice": "dispatch_note",
           "refund_execution": "payout_note", "refund_approval": "verdict", "warranty_form": "repair_form",
           "refund_request": "claim", "invoice": "bill"}

PROMISED = ("Hello Ines,\nyour order 6620-LB was sent today with Brennan Roadways, tracking BR-55120448.\n"
            "We expect the boxes to reach you on 2026-09-14.\n")
DUE = "Goods on their way\nOrder ref: 55-1209\nTracking: BRN5512004\nVia: Brennan Roadways\nDue: Thu 21 May 2026\n"
DAYS = ("Shipping notice\nDate: 4 May 2026\nOrder ORD-552211 has shipped with Falcon Express.\n"
        "Tracking number: 1Z9A8B7C6D5E\nPlease allow 3-5 working days for delivery.\n")
CONDITION = ("Hi Jo,\nyour order 4410-KL was dispatched on 16/06/2026 with Nordlink Cargo, tracking NC44120099.\n"
             "If it has not arrived by 25 June 2026 let us know.\n")
SENT_CUE = ("Shipping notice\nOrder ORD-552211\nShip date: we expect it to reach you on 14 September 2026.\n"
            "Tracking: 1Z9A8B7C6D5E\n")  # (the sent date's cue took the date the goods are promised to arrive on)
GERMAN = ("Versandbestätigung\nBestellnummer: 55120\nVersanddatum: 12.05.2026\nSendungsnummer: 00340434161234567890\n"
          "Transporteur: DHL\n")
TRACK_VIA = "Shipping notice\nOrder ORD-552211 is on its way.\nTracking via Nordlink Cargo: NC44120099\n"
QUOTE = ("Refund confirmation\nWe have transferred EUR 48.50 to your bank account today, 3 June 2026.\n"
         "Please quote QX-2291-004 if you contact your bank.\n")
REMITTANCE = ("Payment advice\nOrder ORD-661020\nRefund of EUR 30.00 sent on 2 May 2026.\n"
              "Verwendungszweck: RF18539007547034\n")
DOSSIER = ("Refund decision\n\nNuméro de dossier: 551204\nOrder ORD-661020\n\n"
           "We are pleased to approve your refund of EUR 64.00.\n")
FAULT = ("Warranty claim\n\nOrder ORD-661020\nProduct: Vela Pro 2 Kettle\nSerial number: SN-AB12CD34\n\n"
         "Since last week the kettle leaks from the base whenever it boils.\n\nPlease repair it.\n")
REASON = ("Refund request\n\nOrder ORD-661020\nI would like a refund of EUR 25.00 for the lamp.\n"
          "The lamp flickers constantly and the switch is loose.\n\nRegards, Ana Lopes\n")

CASES = [  # id, text, field (default name), value, the declaration that gives it, the value without it
    ("arrival in a sentence", PROMISED, "delivery_estimate", "2026-09-14", "fields.delivery_estimate.shipment", None),
    ("arrival under Due", DUE, "delivery_estimate", "2026-05-21", "fields.delivery_estimate.shipment", None),
    ("arrival in days", DAYS, "delivery_estimate", "2026-05-11", "fields.delivery_estimate.shipment", None),
    ("Due needs a sent field", DUE, "delivery_estimate", "2026-05-21", "fields.ship_date.shipment", None),
    ("no arrival in a condition", CONDITION, "delivery_estimate", None, "fields.delivery_estimate.shipment",
     "2026-06-25"),
    ("an arrival is no sent date", SENT_CUE, "ship_date", None, "fields.ship_date.shipment", "2026-09-14"),
    ("sent under a German label", GERMAN, "ship_date", "2026-05-12", "fields.ship_date.shipment", None),
    ("tracking after its carrier", TRACK_VIA, "tracking_number", "NC44120099", "fields.tracking_number.shipment", None),
    ("payment reference to quote", QUOTE, "payment_reference", "QX-2291-004", "fields.payment_reference.steps", None),
    ("fault in prose", FAULT, "issue_description", "the kettle leaks from the base whenever it boils",
     "fields.issue_description.fault", None),
    ("return reason in prose", REASON, "return_reason", "The lamp flickers constantly and the switch is loose",
     "fields.return_reason.fault", None),
]


@pytest.mark.parametrize("text,field,value,declaration,without", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_renamed_schema_keeps_the_behaviour_and_the_declaration_gives_it(text, field, value, declaration, without):
    doc_type, fields = run(text, load_schema("default"))
    assert fields[field] == value
    renamed_type, renamed_fields = run(text, schema(RENAMED))
    assert renamed_type == RENAMED.get(doc_type, doc_type)
    assert renamed_fields[RENAMED[field]] == value
    assert {RENAMED.get(k, k): v for k, v in fields.items()} == renamed_fields
    _, dropped = run(text, schema(drop=(declaration,)))
    assert dropped[field] == without


@pytest.mark.parametrize("text,field,value", [
    (GERMAN, "tracking_number", "00340434161234567890"),  # (a tracking label in another language)
    (REMITTANCE, "payment_reference", "RF18539007547034"),  # (a bank's remittance label)
    (DOSSIER, "case_number", "551204"),  # (a case's file in another language: the type's case key of the case entity)
], ids=["tracking label", "remittance label", "case file label"])
def test_labels_of_other_languages_fill_the_fields_of_their_roles_whatever_their_names(text, field, value):
    doc_type, fields = run(text, load_schema("default"))
    assert fields[field] == value
    renamed_type, renamed_fields = run(text, schema(RENAMED))
    assert renamed_type == RENAMED.get(doc_type, doc_type)
    assert {RENAMED.get(k, k): v for k, v in fields.items()} == renamed_fields


def test_the_default_schema_declares_what_the_names_in_code_said():
    s = load_schema("default")
    assert {f.name: f.shipment for f in s.fields.values() if f.shipment} == {
        "tracking_number": "tracking", "ship_date": "sent", "delivery_estimate": "arrival"}
    assert [f.name for f in s.fields.values() if f.fault] == ["return_reason", "issue_description"]
    assert s.step_fields("executed", "identifier") == ["payment_reference"]
    assert not any(f.shipment or f.fault for f in load_schema("receipts").fields.values())


@pytest.mark.parametrize("change,message", [
    ({"fields__ship_date__shipment": "shipped"}, "field ship_date: shipment 'shipped' is not one of sent, arrival, tracking"),
    ({"fields__carrier__shipment": "tracking"}, "field carrier: shipment tracking is for identifier fields, not a text field"),
    ({"fields__tracking_number__shipment": "arrival"},
     "field tracking_number: shipment arrival is for date fields, not an identifier field"),
    ({"fields__delivery_estimate__shipment": "sent"},
     "doc type shipping_notice: shipment sent is declared by more than one of its fields (ship_date, delivery_estimate)"),
    ({"fields__order_date__fault": True}, "field order_date: fault is for text fields, not a date field"),
    ({"fields__return_reason__fault": "often"}, "fields.return_reason.fault: Input should be a valid boolean"),
])
def test_a_bad_declaration_is_refused_in_one_line_naming_it(tmp_path, change, message):
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(schema_data(**change)))
    with pytest.raises(SchemaError) as err:
        load_schema(path)
    text = str(err.value)
    assert "\n" not in text and message in text, text


def test_foreign_stems_are_found_by_a_types_words_not_its_name():
    """`stages.acts.FOREIGN_STEMS` is keyed by the English words the schema's keywords and cues are written in
    ("invoice", "carrier"), never by a doc type's or a field's name: a renamed invoice type keeps its foreign words."""
    sents = foreign_sentences("Rechnung Nr. 2026-5512\nBitte überweisen Sie den Betrag innerhalb von 14 Tagen.\n")
    renamed = schema(RENAMED)
    words = {k.lower() for k in renamed.doc_types["bill"].keywords}
    assert "invoice" in foreign_keywords(sents, words)
    assert foreign_keywords(sents, words) == foreign_keywords(
        sents, {k.lower() for k in load_schema("default").doc_types["invoice"].keywords})
