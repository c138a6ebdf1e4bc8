"""The payment reference, the carrier and the delivery estimate on unseen shops (helper refs8). Each test is written in
its own wording, not a document of `tests/refs_fresh_docs8.py`, so that it tests the method, not the case; the last
tests hold the round's sets as floors."""

from __future__ import annotations

from tests.field_checks import holds_floor, values


# --------------------------------------------------------------------------- payment reference: labels


def test_a_remittance_or_payment_advices_number_is_the_payment_reference():
    """"Remittance advice" alone is the document's name (a status word); with its number-word it labels the id."""
    for label in ("Remittance advice no.", "Payment advice number", "Advice number"):
        text = (f"REFUND CREDITED\nCustomer ID: K-5512\nAmount credited: EUR 41.00 on 18/06/2026\n{label}  7731902254\n")
        _, f = values(text)
        assert f["payment_reference"] == "7731902254", label


def test_a_bank_transfers_reference_in_the_languages_printed_without_english():
    for label in ("Riferimento bonifico", "Référence du virement", "Überweisungsreferenz", "Referentie overboeking"):
        text = f"Refund paid\nAmount refunded: EUR 77.00\nRefund date: 20.05.2026\n{label}: BX-2026-771204\nOrder: 4410\n"
        _, f = values(text)
        assert f["payment_reference"] == "BX-2026-771204", label


# --------------------------------------------------------------------------- carrier


def test_a_carrier_labelled_as_haulage_or_transport():
    for label in ("Haulage", "Transport"):
        text = (f"DELIVERY NOTE\nOrder: 77-4120\nDispatched: 11/06/2026\n{label}:   Brennan Roadways\n"
                "Consignment no.: BR-55120448\n")
        _, f = values(text)
        assert f["carrier"] == "Brennan Roadways", label


def test_a_carriers_name_without_the_words_after_it():
    from stages.references import tidy_carrier
    from stages.rules import Found

    for raw, name in (("Nordvik Freight, tracking 5512 0093", "Nordvik Freight"), ("Harrow Couriers; parcel 2 of 3", "Harrow Couriers")):
        got = tidy_carrier({"carrier": Found(raw, raw, (10, 10 + len(raw)))})
        assert got["carrier"].value == name and got["carrier"].span == (10, 10 + len(name)), raw
    for raw in ("Kiwi Parcel Line 24", "Kestrel Post Tracked 24", "Smith, Jones Haulage"):  # the service stays; a name's comma
        assert tidy_carrier({"carrier": Found(raw, raw, (0, len(raw)))}) == {}, raw
    text = "Order 5512-KL has been dispatched on 02/07/2026.\nTransport: Kestrel Post, tracking KP5512009318\n"
    _, f = values(text)
    assert f["carrier"] == "Kestrel Post"


# --------------------------------------------------------------------------- delivery estimate


def test_a_delivery_promised_by_its_ERP_or_foreign_label():
    for label in ("Promise date", "Verwachte bezorging", "Fecha prevista de entrega", "Zustelltermin",
                  "Date de livraison prévue"):
        text = f"Order 3310-PX has shipped.\nCarrier: Brennan Roadways\nTracking: BR-55120448\n{label}: 23.07.2026\n"
        _, f = values(text)
        assert f["delivery_estimate"] == "2026-07-23", label


def test_a_delivery_promised_in_a_sentence():
    for sentence in ("We expect the boxes to reach you on 2026-09-14.", "They should land at your door on 14 September 2026.",
                     "The crate will be with you between 12 and 14 September 2026.",
                     "Your parcel arrives by 14/09/2026 at the latest."):
        text = f"Hello Ines,\nyour order 6620-LB was sent today with Brennan Roadways, tracking BR-55120448.\n{sentence}\n"
        _, f = values(text)
        assert f["delivery_estimate"] == "2026-09-14", sentence


def test_no_promise_in_a_condition_a_message_or_a_report():
    from stages.references import delivery_in_prose

    class Ctx:
        document_date, date_order = None, "DMY"

    for sentence in ("If it has not arrived by 20 September 2026, please contact us.",
                     "You will receive an e-mail on 14 September 2026 with the tracking link.",
                     "The parcel was received at our depot on 14 September 2026."):
        ctx = Ctx()
        ctx.text = f"Hello Ines,\nyour order was sent today.\n{sentence}\n"
        assert delivery_in_prose(ctx, {"delivery_estimate": None}) == {}, sentence
    base = "Hi Jo,\nyour order 4410-KL was dispatched on 16/06/2026 with Nordlink Cargo, tracking NC44120099.\n"
    for sentence in ("Items must be received back within 14 days (by 30 June 2026).",  # a return's deadline
                     "It was delivered to our hub on 17 June 2026 and will reach you shortly.",  # a report, then a promise
                     "If it has not arrived by 25 June 2026 let us know.",  # a complaint's date (a label cue took it)
                     "Should your parcel not be delivered by 25 June 2026, call us."):
        assert values(base + sentence + "\n")[1]["delivery_estimate"] is None, sentence


def test_a_label_never_spans_a_column_gap():
    """Two cells' words ("Service", "Delivery") are no two-word label read across the gap between them."""
    from stages.cues import fuzzy_spans

    assert fuzzy_spans("Courier      Service      Delivery window\n", ("service delivery",)) == ()
    assert fuzzy_spans("Courier: Service Delivery Co\n", ("service delivery",)) != ()


def test_a_row_of_labels_gives_each_label_the_cell_under_it():
    """A header row whose next cell is a word no label knows ("Service"), over a row of values: the carrier is the cell
    under its label, and the window under "Delivery window" ends on its last day, a day's name before each date."""
    text = ("Booking confirmed\n\nCarrier             Service        Delivery window\n"
            "Brennan Roadways    Economy        Mon 12 Oct 2026 - Wed 14 Oct 2026\n\nTracking: BR-55120448\n")
    _, f = values(text)
    assert f["carrier"] == "Brennan Roadways"
    assert f["delivery_estimate"] == "2026-10-14"
    from stages.rules import date_candidates, window_ends

    printed = "Mon 12 Oct 2026 - Wed 14 Oct 2026"
    assert window_ends(printed, date_candidates(printed, 0, len(printed)), 0, len(printed))[0].group(0) == "Wed 14 Oct 2026"  # a day's name is part of its date


def test_an_arrival_word_not_in_the_past_promises_its_date():
    for sentence in ("The pallet turns up at your depot on 9 October 2026.", "It reaches you on 9 October 2026."):
        text = f"Hello Ines,\nyour order 6620-LB was sent today with Brennan Roadways, tracking BR-55120448.\n{sentence}\n"
        _, f = values(text)
        assert f["delivery_estimate"] == "2026-10-09", sentence


def test_the_carrier_named_with_the_tracking_number():
    """In a tracking line with its means ("Tracking via X: id", whose id is the tracking number), as the tracking
    label's first words ("X tracking number:"), in brackets after the id, or after its label and a copula."""
    for line in ("Track your box via Harbour Cargo Lines: HC7712004491", "Harbour Cargo Lines tracking no.: HC7712004491",
                 "Consignment HC7712004491 (Harbour Cargo Lines)", "Your carrier is Harbour Cargo Lines, tracking HC7712004491."):
        text = f"Dear Ines,\norder 6620-LB has been dispatched on 17/06/2026.\n{line}\n"
        _, f = values(text)
        assert f["carrier"] == "Harbour Cargo Lines", line
        assert f["tracking_number"] == "HC7712004491", line
    for line in ("Parcel tracking number: HC7712004491", "Your tracking number: HC7712004491"):  # a label's own words
        _, f = values(f"Dear Ines,\norder 6620-LB has been dispatched on 17/06/2026.\n{line}\n")
        assert f["carrier"] is None, line


def test_the_payment_reference_the_reader_is_asked_to_quote():
    for sentence in ("Please quote PB-5512-0093 if your bank asks about it.", "Quote reference PB-5512-0093 in any query."):
        text = f"Hello Jun,\nyour refund of EUR 30.00 for order 44120 was paid to your account on 14 May 2026.\n{sentence}\n"
        _, f = values(text)
        assert f["payment_reference"] == "PB-5512-0093", sentence
    text = "Hello Jun,\nyour refund of EUR 30.00 was paid to your account on 14 May 2026.\nPlease quote order 44120 if you write.\n"
    assert values(text)[1]["payment_reference"] != "44120"  # the order's number, another field's


def test_a_promised_date_a_sending_cue_took_is_the_delivery_not_the_ship_date():
    text = ("Dispatch update for order 3390\nCarrier: Harbour Cargo Lines\nTracking: HC7712004491\n"
            "The crate is due with you on Tuesday 16 June 2026.\n")
    t, f = values(text)
    assert t == "shipping_notice"
    assert f["delivery_estimate"] == "2026-06-16"
    assert f["ship_date"] != "2026-06-16"


def test_a_labels_note_in_brackets_before_its_colon():
    for line in ("Payment reference (end-to-end): 8HQ2209KX41", "Trans. ID: 8HQ2209KX41", "Bank ref (for your records): 8HQ2209KX41"):
        text = f"REFUND PAID\nAmount refunded: EUR 18.00\nRefunded on: 19/06/2026\nOrder: 66120\n{line}\n"
        _, f = values(text)
        assert f["payment_reference"] == "8HQ2209KX41", line


def test_due_in_a_shipping_notice_is_the_delivery():
    for text in ("Goods on their way\nOrder ref: 55-1209\nTracking: BRN5512004\nVia: Brennan Roadways\nDue: Thu 21 May 2026\n",
                 "Shipment\nCarrier             Sent          Due\nBrennan Roadways    18/05/2026    21/05/2026\nTracking: BRN5512004\n"):
        t, f = values(text)
        assert t == "shipping_notice"
        assert f["delivery_estimate"] == "2026-05-21", text
        assert f["carrier"] == "Brennan Roadways", text  # (a table's header: "Sent" is the next label, not the name)
    from stages.references import delivery_due

    class Ctx:
        document_date, date_order = None, "DMY"
        text = "ORDER CONFIRMATION\nOrder: 55-1209\nTotal: EUR 310.00\nDue: 30/05/2026\n"

    assert delivery_due(Ctx(), {"delivery_estimate": None}) == {}  # no ship date in the type: the payment's due date


def test_a_carriers_label_last_in_a_row_of_labels_takes_the_rest_of_the_row():
    text = "Packing slip\n\nAccount no Collected Shipped with\nQ55120 2026/05/19 Brennan Roadways\n\nConsignment no.\n77120044915\n"
    _, f = values(text)
    assert f["carrier"] == "Brennan Roadways"
    text = "Packing slip\n\nAccount no Collected Haulage via\nQ55120 2026/05/19 Brennan Roadways\n\nConsignment no.\n77120044915\n"
    assert values(text)[1]["carrier"] == "Brennan Roadways"  # ("Haulage via": one label, its word before the preposition)
    text = "Packing slip\n\nAccount no Collected Shipped with\nQ55120 2026/05/19\n\nConsignment no.\n77120044915\n"
    assert values(text)[1]["carrier"] is None  # no cell left for it


# --------------------------------------------------------------------------- the round's sets as floors


def test_the_eighth_fresh_set_holds_its_accuracy():
    """The 43 documents of the round (`tests.refs_fresh_docs8`): untouched 33/57 fields, after the fixes 52/57, none
    made up. A regression fails here; not 100% (five documents' types are misread)."""
    from tests.refs_fresh_docs8 import score

    holds_floor(score(), correct=52, doctype_ok=38)


def test_the_eighth_check_set_holds_its_accuracy():
    """The 16 documents written before the round's changes (`tests.refs_fresh_docs8_check`), scored once before
    (11/20) and once after (14/20)."""
    from tests.refs_fresh_docs8_check import score

    holds_floor(score(), correct=14, doctype_ok=14)
