"""The tenth field round (helper fields10): payment reference, refund paid back, carrier, the customer's wish and the
customer's number on unseen shops. Each test is written in its own wording, not a document of the round's sets
(`tests/fields10_tune.py`, `tests/fields10_check.py`), so that it tests the method; the last tests hold the sets as
floors."""

from __future__ import annotations

from tests.field_checks import field, holds_floor, values

# --------------------------------------------------------------------------- payment reference


def test_the_earlier_sales_id_is_not_the_refunds_reference():
    """A label qualified as the sale the refund reverses ("Initial purchase transaction", "(orig. charge ...") names
    that sale's id; the refund's own labelled id is its reference, or there is none."""
    text = ("Refund completed\nAmount refunded: EUR 14.00 on 09/09/2026\nInitial purchase transaction: 55120-7781\n"
            "Refund ref: QZ-88120\n")
    assert field(text, "payment_reference") == "QZ-88120"
    text = "Refund completed\nAmount refunded: EUR 14.00 on 09/09/2026\nOriginal payment transaction ID: 55120-7781\n"
    assert field(text, "payment_reference") is None


def test_the_reference_whose_clause_names_the_money_going_back():
    text = ("Dear Ms Ito,\nyou paid for order 2201 by transaction 30-5512-77. Today we returned EUR 21.00 to your card, "
            "reimbursement transaction 30-9918-02.\n")
    assert field(text, "payment_reference") == "30-9918-02"


def test_a_table_of_payments_takes_the_refunds_row():
    text = ("Your refund has been processed.\n\nKind       When        Sum         Reference\n"
            "Purchase   01/04/2026  NZD 60.00   PX-4410221\nRefund     12/04/2026  NZD 25.00   RX-5510934\n")
    _, f = values(text)
    assert f["payment_reference"] == "RX-5510934" and f["refund_executed"] == "25.00"


# --------------------------------------------------------------------------- customer number


def test_a_customer_number_right_after_its_noun_in_a_note_or_signature():
    for line, want in (("refund done for cust 3310-42 today, EUR 8.00 back to card", "3310-42"),
                       ("EUR 8.00 refunded today. Kim Lee (client 77120-B)", "77120-B")):
        assert field("Refund completed\n" + line + "\n", "customer_id") == want, line


def test_a_count_or_a_year_after_the_noun_is_no_customer_number():
    text = "Refund completed\nEUR 8.00 refunded to the customer 2026 card today; customer since 2019.\n"
    assert field(text, "customer_id") is None


def test_an_abbreviated_noun_with_its_period_and_a_compound_labels_noun():
    assert field("Refund completed\nEUR 8.00 refunded to Ola Hansen (acc. NH-4410) today.\n", "customer_id") == "NH-4410"
    assert field("Refund completed\nEUR 8,00 terugbetaald, klant 44-5512.\n", "customer_id") == "44-5512"


def test_a_romance_label_printed_with_its_noun_first():
    text = "Hola,\nquiero la devolución de 20,00 EUR del pedido 4410.\nCliente n.º 55-9012\n"
    assert field(text, "customer_id") == "55-9012"


def test_an_id_answering_a_question_that_names_its_label():
    text = ("[02/05/2026, 11:00] Ivo: my toaster broke, i want a refund\n"
            "[02/05/2026, 11:02] Toast & Co: sorry! what is your customer number?\n"
            "[02/05/2026, 11:03] Ivo: TC-44120\n")
    assert field(text, "customer_id") == "TC-44120"
    text = text.replace("TC-44120", "no idea sorry")
    assert field(text, "customer_id") is None


def test_a_label_with_one_noun_more_before_its_number_word():
    text = "Refund completed\nAmount refunded: EUR 20.00 on 02/03/2026\nPatron card no.: PC-77120\n"
    assert field(text, "customer_id") == "PC-77120"
    text = "Refund completed\nAmount refunded: EUR 20.00 on 02/03/2026\nCustomer invoice number: 55120\n"
    assert field(text, "customer_id") is None  # (the noun of another id: the invoice's)


def test_an_iban_after_an_account_label_is_no_customer_number():
    text = "Refund completed\nAmount refunded: EUR 61.00 on 14/10/2026\nAccount: FR76 1020 7000 0155 4410 9921 042\n"
    assert field(text, "customer_id") is None
    text += "Client account: KX55120044\n"  # (two letters and digits, too short for an IBAN)
    assert field(text, "customer_id") == "KX55120044"


# --------------------------------------------------------------------------- the customer's wish


def test_a_forms_outcome_field_is_the_customers_wish():
    text = "RETURNS\nCustomer ID: 55-1200\nOrder: 7712\nDesired resolution: credit back to my Amex\n"
    assert field(text, "customer_expectation") == "credit back to my Amex"
    text = "RETURNS\nCustomer ID: 55-1200\nRefund request: EUR 40.00\nMessage: the lid is cracked, I want a new one.\n"
    assert field(text, "customer_expectation") == "I want a new one"


def test_an_operators_note_reporting_the_customers_wish():
    for note, want in (("Phone call 3/4: caller 55-2201, kettle lid broken. Requests a new lid by post.",
                        "Requests a new lid by post"),
                       ("Phone call 3/4: kettle lid broken. Customer wanted the money back to her Visa.",
                        "Customer wanted the money back to her Visa"),
                       ("Memo 5/6: caller requests credit to original card, lid broken.",
                        "caller requests credit to original card, lid broken")):
        assert field(note + "\n", "customer_expectation") == want, note


def test_a_wish_after_a_fronted_phrase_starts_at_its_subject():
    text = "Hello,\n\nSince the second delivery also failed we need the full amount back on our account.\n\nRegards, Tim\n"
    assert field(text, "customer_expectation") == "we need the full amount back on our account"


def test_a_possibility_question_and_a_question_followed_by_more_text():
    text = "Hi,\nthe kettle came without its base. Would it be possible to post the base this week? Thanks a lot.\n"
    assert field(text, "customer_expectation") == "Would it be possible to post the base this week?"
    text = "Hello,\nCould you refund the broken vase (order 4410), please? It arrived in pieces.\nAnna\n"
    assert field(text, "customer_expectation") == "Could you refund the broken vase (order 4410), please?"


def test_wishes_in_the_languages_a_customer_writes_without_english():
    for sentence in ("Ik wil graag mijn geld terug op mijn rekening", "Vorrei un rimborso completo sulla mia carta",
                     "Gostaria de receber um novo produto", "J'aimerais un échange contre une taille plus grande"):
        text = f"Bestelling 5512 / ordine 5512\n\nHallo,\n\ndas Produkt ist defekt. {sentence}.\n\nAnna\n"
        assert field(text, "customer_expectation") == sentence, sentence


def test_a_terse_ask_names_the_thing_and_please():
    text = "Hi, the kettle from my order 3390 stopped working after a week and I am not happy.\n\nNew kettle please.\n\nOla\n"
    assert field(text, "customer_expectation") == "New kettle please"
    text = "Hello, order 3390 arrived today with a cracked lid. Thanks, nothing else please.\n"
    assert field(text, "customer_expectation") is None


def test_an_agents_question_later_on_its_line_is_not_the_customers_wish():
    text = ("Customer: hello, the lamp of my order came broken\nCustomer: please refund it to my card\n"
            "Agent: Sorry about that. Could you tell me your order number?\nCustomer: 55120\n")
    assert field(text, "customer_expectation") == "please refund it to my card"


def test_a_wish_owned_as_a_noun_a_can_i_question_and_a_preference():
    for sentence in ("Our wish is a voucher for the full amount", "Can we get the missing leg posted this week?",
                     "I would rather receive a credit note than wait for a repair"):
        text = f"Hello,\n\nthe table I ordered (no. 7720) arrived damaged and I am not happy. {sentence}\n\nKind regards, Uma\n"
        assert field(text, "customer_expectation") == sentence.rstrip("."), sentence


# --------------------------------------------------------------------------- carrier


def test_a_service_level_names_no_carrier_its_bracketed_name_does():
    text = "Your order has shipped.\nOrder: 4410-77\nShipping method: Express delivery (Nordlink Cargo)\nTracking: NC4410229\n"
    assert field(text, "carrier") == "Nordlink Cargo"


def test_a_carrier_after_a_one_line_messages_greeting():
    text = "Hey Jo, your parcel went out this morning with Starline Couriers, tracking SC-4410229.\n"
    assert field(text, "carrier") == "Starline Couriers"


def test_a_carrier_under_a_label_of_the_sendings_own_words():
    for label in ("Shipping", "Dispatch method", "Versandart", "Envío", "Mode de livraison"):
        text = f"Your order 7731 is on its way.\n{label}: Kestrel Post\nTracking: KP55120093\n"
        assert field(text, "carrier") == "Kestrel Post", label
    for line in ("Shipping: Free", "Delivery: Thursday", "Shipper: Ridgeway Crafts", "Shipping address: Lena Holm"):
        text = f"Your order 7731 is on its way.\n{line}\nTracking: KP55120093\n"
        assert field(text, "carrier") is None, line


# --------------------------------------------------------------------------- the round's sets as floors


def test_the_tenth_tuning_set_holds_its_accuracy():
    """39 documents (`tests.fields10_tune`): untouched 52/80, after the round's fixes 69/80, none made up. Not 100%:
    eleven documents' types are misread (the type's slots then lack the field)."""
    from tests.fields10_tune import score

    holds_floor(score(), correct=69, doctype_ok=28)


def test_the_tenth_check_set_holds_its_accuracy():
    """30 documents written before the round's changes (`tests.fields10_check`), scored once before (42/63, after
    one truth corrected to the samples' convention) and once after (50/63)."""
    from tests.fields10_check import score

    holds_floor(score(), correct=50, doctype_ok=23)
