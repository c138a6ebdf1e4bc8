"""Field extraction for the fields whose knowledge was narrow on unseen shops (helper fields6): the carrier, the delivery
estimate, the payment reference, the customer's number. Each test is written in its own wording, not a document of
`tests/fields_fresh_docs6.py`, so that it tests the method, not the case; the last tests hold the round's sets as
floors."""

from __future__ import annotations

from tests.field_checks import holds_floor, values


# --------------------------------------------------------------------------- carrier


def test_a_carrier_named_by_its_trade_word_after_a_preposition():
    """No sending verb before it: the name's own word ("Freight", "Logistics", "Post") says it is a carrier."""
    for carrier in ("Tasman Freight Lines", "Oyelaran Logistics", "NordPost"):
        text = (f"Hi Ruth,\nthe lamp you ordered (order 7720-KR) goes out with {carrier}. Tracking number 5520 1188 4471.\n"
                "Expected delivery: 21/09/2026.\n")
        t, f = values(text)
        assert t == "shipping_notice"
        assert f["carrier"] == carrier, carrier


def test_a_carrier_after_words_of_the_goods_moving():
    """A plain name ("Zeta Runners") counts after a word of the act in the same sentence: the parcel is with it, it
    travels with it, it was handed to it."""
    for sentence in ("Your parcel is now with Zeta Runners", "Your parcel left our store and is travelling with Zeta Runners",
                     "Your order was handed over to Zeta Runners this morning"):
        text = f"Order 5512-TT update\n{sentence}. Tracking: ZR00441902. Estimated delivery: 18/06/2026.\n"
        _, f = values(text)
        assert f["carrier"] == "Zeta Runners", sentence


def test_a_name_after_with_in_a_sentence_of_other_things_is_no_carrier():
    for sentence in ("Pay later with Klarna Bank if you like.", "We appreciate your order with Harbour Home.",
                     "You can pay for the parcel with Apple Pay."):
        text = ("Hi Ruth,\nyour order 7720-KR has shipped. Tracking number 5520 1188 4471.\n" + sentence +
                "\nExpected delivery: 21/09/2026.\n")
        _, f = values(text)
        assert f["carrier"] is None, sentence


def test_a_carriers_label_in_another_language_or_word():
    for label in ("Versanddienstleister", "Transportista", "Transporteur", "Logistics provider", "Carrier code"):
        text = f"DISPATCH NOTE\nOrder: 44-1208\n{label}: Kolibri\nTracking: KB44120988\nETA date: 02.10.2026\n"
        _, f = values(text)
        assert f["carrier"] == "Kolibri", label


def test_a_table_with_bars_pairs_labels_and_values_by_their_cell():
    """The cells of a rendered table need not line up by character: the bars part them."""
    text = ("DISPATCH ADVICE\nOrder  |  Carrier   |  Consignment no.\n"
            "PO-55120     |  Sandpiper Couriers    |  SC9912044\nEstimated delivery: 11/11/2026\n")
    _, f = values(text)
    assert f["carrier"] == "Sandpiper Couriers"
    assert f["tracking_number"] == "SC9912044"


# --------------------------------------------------------------------------- delivery estimate


def test_a_window_of_delivery_dates_gives_its_last_day():
    from stages.rules import date_candidates, window_ends

    for printed, last in (("arriving 8-10 October 2026", "10 October 2026"), ("between 3 and 5 March 2026", "5 March 2026"),
                          ("Delivery window: 01/12/2026 - 04/12/2026", "04/12/2026"),
                          ("week of 13/07/2026, latest 18/07/2026", "18/07/2026"), ("27 to 29 May 2026", "29 May 2026")):
        got = window_ends(printed, date_candidates(printed, 0, len(printed)), 0, len(printed))
        assert got and got[0].group(0) == last, printed
    text = ("Hi Ana, your order 4410-PT has shipped with Vasco Freight (tracking VF55120441). It arrives 8-10 October "
            "2026.\n")
    _, f = values(text)
    assert f["delivery_estimate"] == "2026-10-10"


def test_an_arrival_promised_in_other_words():
    for line in ("You can expect it by 14 May 2026.", "ETA date: 14.05.2026", "Voraussichtliche Zustellung: 14.05.2026"):
        text = f"Your order 2291-AA has shipped with DPD. Tracking: 0552 1190 4471.\n{line}\n"
        _, f = values(text)
        assert f["delivery_estimate"] == "2026-05-14", line


# --------------------------------------------------------------------------- payment reference


def test_a_processors_reference_of_letters_and_digits_or_in_groups():
    for label, ref in (("Transaction ID", "7HQ20455LK0983012"), ("Payment voucher", "PV-2026-0412-7"),
                       ("Reversal ID", "RV-0044120"), ("PSP reference", "8815990012447")):
        text = (f"REFUND CONFIRMATION\nRefunded amount: EUR 64.00\nRefund date: 04/03/2026\n{label}: {ref}\n"
                "Status: refunded\n")
        t, f = values(text)
        assert t == "refund_execution"
        assert f["payment_reference"] == ref, label


def test_a_bar_between_a_label_and_its_id():
    text = ("REFUND PAID\nAmount refunded | USD 48.00\nPaid on | 2026-03-14\nTransaction ID | 5KD0091QX2217\n")
    _, f = values(text)
    assert f["payment_reference"] == "5KD0091QX2217"


# --------------------------------------------------------------------------- customer's number


def test_the_customers_number_as_other_trades_call_the_customer():
    for label in ("Owner ID", "Patron number", "User no.", "Loyalty ID", "Ship-to account"):
        text = f"WARRANTY CLAIM\nDate: 2026-04-02\n{label}: 77-40912\nProduct: Kettle K2\nSerial: KK2-4410\nFault: leaks\n"
        _, f = values(text)
        assert f["customer_id"] == "77-40912", label


def test_a_customers_number_with_its_prefix_printed_apart():
    text = "Refund request\nDate: 02/03/2026\nCustomer account #: TR 55-0912\nOrder #: 4471\nRefund amount: EUR 40.00\n"
    _, f = values(text)
    assert f["customer_id"] == "TR 55-0912"


# --------------------------------------------------------------------------- the round's sets as floors


def test_the_sixth_fresh_set_holds_its_accuracy():
    """The 30 documents of the round (`tests.fields_fresh_docs6`): untouched 81/116 fields, after the fixes 106/116,
    none hallucinated. A regression fails here; not 100%."""
    from tests.fields_fresh_docs6 import score

    holds_floor(score(), correct=106, doctype_ok=27)


def test_a_date_or_a_second_code_after_an_id_is_the_next_cells_value():
    """A scan that closed a column gap prints the next cell right after the id: the date, another code."""
    for row, ref in (("Payment ref: KBX-551203-44 21-05-2026", "KBX-551203-44"),
                     ("Payment ref: 55120AB9931 77Q2204515", "55120AB9931")):
        text = f"REMITTANCE ADVICE\nAmount paid: EUR 120.00\nPayment date: 21.05.2026\n{row}\n"
        _, f = values(text)
        assert f["payment_reference"] == ref, row


def test_a_sending_phrasal_verb_dates_the_shipment():
    """The act's phrasal verbs ("pick up", "go out") report the sending as its single verbs do: the date of their clause."""
    for sentence in ("your order 7720-KR was picked up by Zeta Runners today (14/09/2026).",
                     "your order 7720-KR went out with Zeta Runners on 14 September 2026."):
        _, f = values(f"Hi Ruth,\n{sentence} Tracking number 5520 1188 4471.\n")
        assert f["carrier"] == "Zeta Runners", sentence
        assert f["ship_date"] == "2026-09-14", sentence


def test_payment_references_labelled_in_other_languages():
    for label in ("Zahlungsreferenz", "Referencia de pago", "Référence de paiement", "Betalingsreferentie"):
        text = f"REMITTANCE ADVICE\nAmount paid: EUR 86.00\nPayment date: 02.06.2026\n{label}: QF-2026-55120\n"
        _, f = values(text)
        assert f["payment_reference"] == "QF-2026-55120", label


def test_a_systems_or_a_transcripts_own_date_dates_the_document():
    for label in ("created_at:", "Timestamp:", "Chat started:"):
        text = (f"{label} 02/06/2026 10:14, channel web chat, queue returns and refunds\n"
                "customer: I returned the kettle for order 55-1209 and want my EUR 40.00 back because it leaks.\n")
        _, f = values(text)
        assert f["document_date"] == "2026-06-02", label


def test_a_carrier_named_on_the_next_line_of_a_wrapped_sentence():
    text = ("Hello Ana,\n\nyour order 55-4410 left our store on 03/03/2026 with\nKiwi Parcel Line 24. Your tracking number "
            "is KP44120933. It should\narrive by 06/03/2026.\n")
    _, f = values(text)
    assert f["carrier"] == "Kiwi Parcel Line 24"
    text = "Packing list\n\nCustomer acct Picked up Freight via\nC77120 2026/02/20\nConsignment no.\n55120441\n"
    _, f = values(text)
    assert f["carrier"] is None  # a row of values under a row of labels is no name in prose


def test_a_label_after_a_sentence_on_its_line_with_its_id_on_the_next():
    text = ("Hi Lea,\n\nwe have refunded EUR 22.00 to your card on 04-Mar-2026. Transaction reference:\n5521-0044-7712.\n\n"
            "Regards, Accounts\n")
    _, f = values(text)
    assert f["payment_reference"] == "5521-0044-7712"


def test_an_arrival_said_as_the_goods_being_with_the_customer():
    text = "Hi Sam, your order 4410-QQ of 2026-05-02 is booked in. It should be with you by 2026-05-06.\n"
    _, f = values(text)
    assert f["delivery_estimate"] == "2026-05-06"


# --------------------------------------------------------------------------- system dumps


def test_a_dumps_key_value_pairs_and_json_are_labels_and_values():
    from stages.normalize import spaced_keys

    text = '{"order_ref": "55-1209", "amount": 40.0}\nstatus=open\n'
    out = spaced_keys(text)
    assert len(out) == len(text)
    assert out == '  order ref :  55-1209 ,  amount : 40.0 \nstatus:open\n'
    for dump in ('{"submitted_at": "2026-10-02T17:44:00Z", "order_number": "55-1209", "refund_amount": "EUR 40.00", '
                 '"reason": "the lid cracked"}',
                 "submitted_at=2026-10-02T17:44:00Z\norder_number=55-1209\nrefund_amount=EUR 40.00\nreason=the lid cracked\n"):
        _, f = values(dump)
        assert f["order_id"] == "55-1209", dump
        assert f["document_date"] == "2026-10-02", dump
        assert f["return_reason"] == "the lid cracked", dump


def test_an_iso_time_stamp_is_a_date():
    from stages.normalize import ABS_DATE_RE

    m = ABS_DATE_RE.search("refunded_at: 2026-01-17T09:12:44+01:00")
    assert m is not None and m.group(0) == "2026-01-17"


def test_the_sixth_check_set_holds_its_accuracy():
    """The 15 documents written before the round's changes (`tests.fields_fresh_docs6_check`), scored once before
    (44/58) and once after (49/58)."""
    from tests.fields_fresh_docs6_check import score

    holds_floor(score(), correct=49, doctype_ok=14)
