"""The twelfth field round (helper fields12): the customer number under a label of the customer's noun alone, a payment
reference under other languages' words for "reference" or grouped in blocks of digits, a carrier told in a sentence of
any language, a brand's capitals ending its sentence, wishes in the Nordic languages and a chat's unpunctuated ask. Each
test is written in its own wording, not a document of the round's sets (`tests/fields12_tune.py`,
`tests/fields12_check.py`); the last tests hold the sets as floors."""

from __future__ import annotations

from unittest import mock

import stages.nlp as nlp
from tests.field_checks import field, holds_floor


def typed_field(text: str, doc_type: str, name: str):
    """One field's value with the document's type given (the fields are what these tests are about)."""
    from tests.test_nlp import run

    with mock.patch.object(nlp, "classify", lambda t, s, d=None: (doc_type, 1.0)):
        _, ex = run(text)
    return ex.fields[name].value


# --------------------------------------------------------------------------- the customer's noun as a label


def test_a_label_of_the_customers_noun_alone_gives_an_id_shaped_value():
    for label in ("Cliente", "Klant", "Kund-ID", "Nº de cliente", "Customer"):
        text = f"Refund approved\n{label}: QT-88017\nWe approve EUR 12.00 for the cracked bowl.\n"
        assert typed_field(text, "refund_approval", "customer_id") == "QT-88017", label


def test_a_label_of_the_customers_noun_with_a_name_is_no_number():
    text = "Refund approved\nCustomer: Ines Albrecht\nWe approve EUR 12.00 for the cracked bowl.\n"
    assert typed_field(text, "refund_approval", "customer_id") is None


def test_an_exports_customer_column():
    text = '"client";"amount";"ccy"\n"RB-30917";"14.00";"EUR"\n'
    assert typed_field(text, "refund_execution", "customer_id") == "RB-30917"


def test_the_nouns_come_from_the_cues():
    """A label whose number-word comes first ("número de cliente") and a noun without its inflected ending ("kunden" of
    "kundennummer" -> "Kund-ID") add to `rules.id_label_heads`; a one-word cue stays the cue it is."""
    from stages import rules
    from tests.test_nlp import DEFAULT

    spec = DEFAULT.fields["customer_id"]
    heads = rules.id_label_heads(spec)
    more = nlp._more_heads(spec, heads, frozenset())
    assert {"cliente", "kund"} <= set(more) and "account" not in more
    assert nlp._label_noun("Nº de cliente") == "cliente" and nlp._label_noun("Customer name") is None


def test_a_word_before_the_number_is_not_the_ids_letters():
    """"cust 40918" is the customer 40918 (the default schema's own "CUST-" shape is another shop's numbering); an id
    printed in capitals with its letters apart is still read with them ("CUST 40918" as OCR lost the hyphen)."""
    from stages.normalize import read_identifier
    from tests.test_nlp import DEFAULT

    shapes = DEFAULT.fields["customer_id"].shapes
    assert read_identifier("cust 40918", shapes) is None and read_identifier("Cust 40918", shapes) is None
    assert read_identifier("CUST 40918", shapes) == "CUST-40918"
    text = "refund done EUR 20.00 via SEPA, ref QX-88120 - cust 40918\n"
    assert typed_field(text, "refund_execution", "customer_id") == "40918"


# --------------------------------------------------------------------------- payment references


def test_a_reference_word_of_another_language_in_prose():
    text = "Remboursement effectué\nNous avons viré 18,00 EUR sur votre compte, avec la référence VR-55120-B.\n"
    assert typed_field(text, "refund_execution", "payment_reference") == "VR-55120-B"
    text = "Erstattung\nWir haben 18,00 EUR zurücküberwiesen (Referenz QK20260901).\n"
    assert typed_field(text, "refund_execution", "payment_reference") == "QK20260901"


def test_a_reference_in_blocks_of_digits_is_no_amount():
    text = "Terugbetaling\nBedrag: € 12,00\nBetalingskenmerk: 3301 0447 1289\n"
    assert typed_field(text, "refund_execution", "payment_reference") == "3301 0447 1289"
    # an amount under the label is still no reference
    text = "Terugbetaling\nBetalingskenmerk: € 12,00\n"
    assert typed_field(text, "refund_execution", "payment_reference") is None


def test_a_reference_wrapped_after_its_word_and_a_compound_reference_word():
    text = "Refund sent\nGBP 9.00 went back to your card today; your statement shows the reference\nLM22019.\n"
    assert typed_field(text, "refund_execution", "payment_reference") == "LM22019"
    text = "Återbetalning\nVi har betalat tillbaka 120 kr.\nReferensnummer: 88120934\n"
    assert typed_field(text, "refund_execution", "payment_reference") == "88120934"


def test_with_reference_to_an_order_is_no_payment_reference():
    text = "Refund sent\nWe refunded USD 8.00 with reference to order 33019.\n"
    assert typed_field(text, "refund_execution", "payment_reference") is None


def test_a_label_does_not_run_across_a_sentences_end_or_into_prose_brackets():
    """"to your account.\nRef X" and "to your account (reference X)" print the payment's reference, not a customer's
    account number: a cue's words across a sentence's end or a bracket of prose are the label after it."""
    for text in ("Refund paid\nWe have sent EUR 14.00 back to your account.\nRef QT55019\n",
                 "Refund paid\nWe have sent EUR 14.00 back to your account (reference QT55019).\n"):
        assert typed_field(text, "refund_execution", "payment_reference") == "QT55019"
        assert typed_field(text, "refund_execution", "customer_id") is None


# --------------------------------------------------------------------------- carriers


def test_a_carrier_told_in_a_sentence_of_another_language():
    text = "Hej Maja,\n\ndin order 88041 skickades i morse med Budbee.\n\nVänliga hälsningar\nSkogsbutiken\n"
    assert typed_field(text, "shipping_notice", "carrier") == "Budbee"
    text = "Hola Ana:\n\nEl pedido 5530 se envió el 03/05/2026 por Nacex.\n\nTienda Sol\n"
    assert typed_field(text, "shipping_notice", "carrier") == "Nacex"


def test_a_name_printed_again_is_the_shops_not_a_carrier():
    text = "Hallo Tim,\n\ndeine Bestellung 66120 bei Kleinkram ist fertig, danke für deinen Einkauf mit Kleinkram.\n\nKleinkram\n"
    assert typed_field(text, "shipping_notice", "carrier") is None


def test_the_goods_handed_to_a_carrier_with_the_object_between():
    text = "Dear Ms Ode,\n\nwe handed the two boxes of order 3317 to Mainfreight this afternoon.\n"
    assert typed_field(text, "shipping_notice", "carrier") == "Mainfreight"


def test_a_brands_capitals_end_its_sentence():
    text = "Hoi Sem,\n\nje pakket van bestelling 7781 is verstuurd met BudNL. Volg het met code 3SXQ12345678.\n"
    assert typed_field(text, "shipping_notice", "carrier") == "BudNL"


def test_three_capitals_end_their_sentence_at_a_lines_start_too():
    text = "Order 2291 left the depot today with GLS. Tracking 44120099812 for the record.\n"
    assert typed_field(text, "shipping_notice", "carrier") == "GLS"


def test_a_service_level_alone_names_no_carrier():
    text = "Order 2291\nShipping method: Economy (5-8 days)\nTracking: 44120099812\n"
    assert typed_field(text, "shipping_notice", "carrier") is None
    text = "Order 2291\nShipping method: Economy (Bring)\nTracking: 44120099812\n"
    assert typed_field(text, "shipping_notice", "carrier") == "Bring"


def test_the_shop_the_order_was_placed_with_is_no_carrier():
    text = "Your order 2291 with Lumen Lights is on its way.\nTracking: 44120099812\n"
    assert typed_field(text, "shipping_notice", "carrier") is None


def test_a_dutch_passives_agent():
    text = "Beste Kim,\n\nuw bestelling 2291 wordt op 05-06-2026 bezorgd door Homerr.\n"
    assert typed_field(text, "shipping_notice", "carrier") == "Homerr"


# --------------------------------------------------------------------------- the customer's wish


def test_wishes_in_the_nordic_languages():
    text = "Hej,\n\nlampan från order 4410 är trasig. Jag önskar en ny lampa.\n\nKundnummer 22019\n"
    assert typed_field(text, "refund_request", "customer_expectation") == "Jag önskar en ny lampa"
    text = "Hei,\n\nskoene fra ordre 4410 er for små. Jeg ønsker pengene tilbake.\n"
    assert typed_field(text, "refund_request", "customer_expectation") == "Jeg ønsker pengene tilbake"


def test_a_chats_unpunctuated_ask():
    text = ("[14:02] Customer (Ola): hi, order 5512 came without the lid\n[14:03] Agent: sorry about that!\n"
            "[14:03] Customer (Ola): can you post the lid to me\n")
    assert typed_field(text, "refund_request", "customer_expectation") == "can you post the lid to me"


def test_an_ask_in_prose_without_its_mark_is_not_taken_for_one():
    text = "Hello,\n\nthe lid of order 5512 is missing. Can you believe it. I would like the lid sent.\n"
    assert typed_field(text, "refund_request", "customer_expectation") == "I would like the lid sent"


def test_a_polite_german_imperative_and_a_dutch_graag():
    text = "Hallo,\n\ndie Lampe aus Bestellung 2291 flackert. Bitte schicken Sie mir eine neue Lampe.\n"
    assert typed_field(text, "refund_request", "customer_expectation") == "Bitte schicken Sie mir eine neue Lampe"
    text = "Hallo,\n\nde lamp uit bestelling 2291 knippert. Graag een nieuwe lamp per post.\n"
    assert typed_field(text, "refund_request", "customer_expectation") == "Graag een nieuwe lamp per post"


def test_an_outcome_label_inside_a_paragraph():
    text = "Hi,\n\nthe lamp from order 2291 flickers. Requested outcome: a new lamp by post. Thanks, Ola\n"
    assert typed_field(text, "refund_request", "customer_expectation") == "a new lamp by post"


def test_a_wish_to_say_something_is_no_expectation():
    text = "Hello,\n\nI just wanted to let you know the second box for order 4410 came today. All good now.\n\nCustomer no. 22019\n"
    assert typed_field(text, "customer_letter", "customer_expectation") is None


def test_a_label_nouns_column_before_an_id_whose_letters_only_may_name_the_field():
    """An export's "client" column holds the customer number; a tracking number in another column whose two letters
    are the initials of "client code" ("CC...") is not it."""
    text = "store;order;client;carrier;tracking\nHarbour;H-5512;HB-30917;Omniva;CC223344556EE\n"
    assert typed_field(text, "shipping_notice", "customer_id") == "HB-30917"


# --------------------------------------------------------------------------- the round's sets as floors


def test_tuning_set_floor():
    from tests.fields12_tune import score

    holds_floor(score(), correct=49, hallucinated=0)


def test_check_set_floor():
    from tests.fields12_check import score

    holds_floor(score(forced=True), correct=93, hallucinated=0)


def test_second_check_set_floor():
    from tests.fields12_fresh import score

    holds_floor(score(), correct=21, hallucinated=1)
