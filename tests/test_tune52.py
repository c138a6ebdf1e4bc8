"""tune52's round on text of its own (no sample shop's wording): each test fails on the code before the round."""

from __future__ import annotations

from stages import rules
from stages.nlp import extract
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _values(text: str) -> dict[str, str]:
    ex = extract(ocr_of(text), SCHEMA)
    return {k: v.value for k, v in ex.fields.items() if v is not None and v.value}


def test_a_label_of_the_things_noun_without_its_head_word_labels_the_product():
    """"Equipment:" is the "equipment name" cue without its head word "name"; "Machine / Part:" two such nouns."""
    nouns = rules.thing_nouns(tuple((s.name, s.type, s.entity, tuple(s.cues), tuple(rules.label_cues(s)))
                                    for s in SCHEMA.fields.values()))
    assert nouns.get("equipment") == "product_name" and nouns.get("machine") == "product_name"
    assert "delivery" not in nouns and "customer" not in nouns  # (other fields' words, a party's nouns)
    form = ("Service claim form\nClaim ref.: SVC-2026-4410\nSerial no.:\nQX-99127-B\nEquipment:\nCombi steamer 6 trays\n"
            "Fault description:\nthe door seal leaks steam when it heats up\n")
    assert _values(form).get("product_name") == "Combi steamer 6 trays"
    form2 = form.replace("Equipment:", "Machine / Part:")
    assert _values(form2).get("product_name") == "Combi steamer 6 trays"


def test_a_ship_date_label_ending_its_line_has_its_date_on_the_next():
    """"Date d'expédition / Versanddatum:" ends its line; the date opens the next one."""
    text = ("Avis d'expédition / Lieferschein n° AX-4471\nTransporteur / Spediteur:\nAlpenkurier Express\n"
            "Suivi colis / Sendungsnummer:\nAKX88120045\nDate d'expédition / Versanddatum:\n04.05.2026\n")
    assert _values(text).get("ship_date") == "2026-05-04"


def test_a_dispatch_notes_event_label_in_the_carriers_block_dates_the_sending():
    """"Loaded on:" names an event no date cue lists, printed among the carrier's rows of a dispatch note."""
    text = ("Dispatch note\nNote no.: DN-55120\nOrder no.: 77120\nDeliver to: Meera Nair\nCarrier: Swiftline Freight\n"
            "Consignment no.: SWF-44120087\nLoaded on: 09-Apr-26\nETA: 14-Apr-26\nItems Qty\nSteel shelving unit 2\n")
    assert _values(text).get("ship_date") == "2026-04-09"
    # an event that is no sending beside it ("Weighed on:") dates nothing (review50: only the sending's verbs)
    weighed = text.replace("ETA: 14-Apr-26\n", "Weighed on: 08-Apr-26\nETA: 14-Apr-26\n")
    assert _values(weighed).get("ship_date") == "2026-04-09"


def test_a_cue_opening_with_another_fields_cue_splits_in_a_row_over_one_value_more():
    """"Carrier Tracking no." over a carrier's name and a number: the carrier's label and the tracking number's."""
    text = ("Shipping notice\nOrder no. Recipient\nSO-88120 Meera Nair\nCarrier Tracking no. Shipped\n"
            "Swiftline Freight 551200874411 3 May 2026\n")
    got = _values(text)
    assert got.get("carrier") == "Swiftline Freight"
    assert got.get("tracking_number") == "551200874411"


def test_the_eligible_amount_by_the_waived_share_of_a_fee():
    """eligible + fee x waived % = approved: the one amount that fits is the eligible one."""
    text = ("Return decision\nCase no.: RC-2026-1180\nDecision date: 12 May 2026\nStatus: approved\n"
            "Amount invoiced 500.00 EUR\nRestocking charge 10 % -50.00 EUR\nBalance after charge 450.00 EUR\n"
            "Charge waived: 40%\nApproved refund: 470.00 EUR\n")
    got = _values(text)
    assert got.get("refund_approved") == "470.00"
    assert got.get("refund_eligible") == "450.00"


def test_a_labelled_name_ends_before_another_fields_cue_after_a_comma():
    """"Product: Acme Rear Hub 32h, serial 1534-SZNN-32": the serial is its own field's value, not the product's."""
    got = _values("Warranty claim\nProduct: Acme Rear Hub 32h, serial 1534-SZNN-32. Problem: it grinds when I pedal.\n")
    assert got.get("product_name") == "Acme Rear Hub 32h"
    assert got.get("serial_number") == "1534-SZNN-32"
