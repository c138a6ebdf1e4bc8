"""The eleventh field round (helper fields11): numeric dates' day/month order by the document's place and language,
one-record exports, tracking numbers, ship dates and remittance references under other languages' labels, an amount in
a relative clause, and a customer's own acceptance beside the shop's approval. Each test is written in its own
wording, not a document of the round's sets (`tests/fields11_tune.py`, `tests/fields11_check.py`), so that it tests the
method; the last tests hold the sets as floors."""

from __future__ import annotations

from stages import rules
from stages.normalize import date_order
from tests.field_checks import field, holds_floor, values

# --------------------------------------------------------------------------- the numeric dates' order


def test_a_us_address_reads_numeric_dates_month_first():
    text = "Quill & Ink Stationers\n5 Main St, Fargo, ND 58102\n\nInvoice no: QI-4410\nInvoice date: 07/08/2026\nTotal 33.00\n"
    assert field(text, "document_date") == "2026-07-08"
    assert date_order("Ship to: 9 Oak Ave, Reno, Nevada 89501\nDate 02/03/2026") == "MDY"


def test_a_country_that_writes_day_first_reads_them_day_first():
    text = "Quill & Ink Stationers\nHigh Street 5, Galway, Ireland\n\nInvoice no: QI-4410\nInvoice date: 07/08/2026\nTotal 33.00\n"
    assert field(text, "document_date") == "2026-08-07"


def test_a_date_label_in_a_day_first_language_decides():
    assert date_order("Factuur FA-2210\nFactuurdatum: 04/05/2026\nTotaal 80,00\n") == "DMY"
    assert date_order("Pedido 5512\nFecha de entrega: 04/05/2026\n") == "DMY"


def test_nothing_that_decides_leaves_the_order_open():
    assert date_order("Invoice 4410\nDate: 04/05/2026\nTotal 10.00\n") == ""
    assert date_order("Invoice 4410\nCustomer ID 55120\nDate: 04/05/2026\n") == ""  # no Idaho ZIP
    assert date_order("Toronto, Canada\nDate: 04/05/2026\n") == ""  # Canada prints both
    # an address in each of two countries that disagree decides nothing
    assert date_order("From: Seattle, WA 98101, USA\nTo: Bristol, United Kingdom\nDate: 04/05/2026\n") == ""


# --------------------------------------------------------------------------- one-record exports


def test_an_exports_field_names_label_its_records_cells():
    text = "order_ref;customer_no;parcel_no;carrier_name\nZX-1182;C-30291;77120045519203;GLS\n"
    kind, got = values(text)
    assert got.get("order_id") == "ZX-1182" and got.get("customer_id") == "C-30291"
    if kind == "shipping_notice":
        assert got["tracking_number"] == "77120045519203"


def test_an_exports_amount_and_its_currency_cell():
    text = 'invoice_number,invoice_date,grand_total,currency_code\n"B-20931","2026-06-30","1045.20","SEK"\n'
    kind, got = values(text)
    assert kind == "invoice"
    assert got["invoice_number"] == "B-20931" and got["document_date"] == "2026-06-30"
    assert got["order_total"] == "1045.20"
    assert rules.export_currency(text) == "SEK"


def test_a_tab_parts_two_labels_of_a_header():
    """Two labels a tab parts are two cells, not one label of two words ("Carrier" + "Tracking ID" is no
    "carrier tracking id")."""
    text = "Parcel sent\tCarrier\tTracking ID\n2026-10-02\tDHL Express\t7731200945\n"
    assert field(text, "carrier") == "DHL Express"


def test_a_record_with_a_quoted_comma_keeps_its_cells():
    text = 'name,order_id,note\n"Hale, Rory",Q-55120,"left at door"\n'
    assert rules.export_cell_below(text, text.index("order_id")) == (text.index("Q-55120"), text.index("Q-55120") + 7)


def test_prose_with_commas_is_no_export():
    text = "We packed the lamp, the shade, and the bulbs.\nThey left on 3 May, 2026, by van.\n"
    assert rules.export_cell_below(text, text.index("lamp")) is None


# --------------------------------------------------------------------------- labels in other languages' words


def test_tracking_numbers_under_other_languages_labels():
    for label in ("Numero di tracciamento", "Código de rastreio", "Numer przesyłki", "Sporingsnummer"):
        text = f"Order 60218 has been shipped with GLS.\n{label}: 88120045512\n"
        assert field(text, "tracking_number") == "88120045512", label


def test_a_tracking_labels_number_word_code_or_pin():
    text = "Your order 44120 is on its way with Purolator.\nTracking PIN: 335510099812\n"
    assert field(text, "tracking_number") == "335510099812"


def test_a_ship_date_under_other_languages_labels():
    for label in ("Data di spedizione", "Data de envio", "Afsendelsesdato"):
        text = f"Order 60218 has been shipped with GLS.\nTracking: 88120045512\n{label}: 14.09.2026\n"
        assert field(text, "ship_date") == "2026-09-14", label


def test_a_remittance_information_label_gives_the_reference():
    text = "Refund paid\nWe have refunded EUR 23.00 to your account.\nCausale: RIMB-55012\n"
    assert field(text, "payment_reference") == "RIMB-55012"
    text = "Refund paid\nWe have refunded EUR 23.00 to your account.\nRemittance information: RT 7781 20931\n"
    assert field(text, "payment_reference") == "RT 7781 20931"


def test_n_dot_before_a_number_is_numero():
    text = "Factura n. 2026/3318\nFecha: 12/05/2026\nTotal: 88,00 EUR\n"
    assert field(text, "invoice_number") == "2026/3318"


# --------------------------------------------------------------------------- the refund paid in a relative clause


def test_an_amount_paid_in_its_relative_clause():
    """The verb of a relative clause after the amount gives its role; "sent" with the reader's account as its
    destination is money going out, as "sent back" is."""
    text = "Hi Omar, as agreed we can refund SEK 210.00, which we sent to your bank account this morning. Ref: SB-88120\n"
    assert field(text, "refund_executed") == "210.00"


# --------------------------------------------------------------------------- the customer's own acceptance


def test_the_customers_acceptance_is_not_the_shops_approval():
    text = ("Refund decision, case 70331\nThe client accepted CHF 12.00 in the chat on Monday. Having seen the video we "
            "approve CHF 30.00 to the card.\n")
    assert field(text, "refund_approved") == "30.00"


def test_a_customers_acceptance_opening_its_sentence_is_no_approval_label():
    text = "Case 44019 decision\nThe buyer accepted USD 5.00 as goodwill on 2 June. We now approve USD 22.00.\n"
    assert field(text, "refund_approved") == "22.00"
    text = "Note 3 June: cust agreed USD 5.00 credit. Refund of USD 22.00 granted by supervisor. Case 44019\n"
    assert field(text, "refund_approved") == "22.00"


# --------------------------------------------------------------------------- the round's sets as floors


def test_tuning_set_floor():
    from tests.fields11_tune import score

    holds_floor(score(), correct=75, hallucinated=0)


def test_check_set_floor():
    from tests.fields11_check import score

    holds_floor(score(), correct=70, hallucinated=0)


def test_a_remittance_purpose_written_out_in_words_is_no_payment_reference():
    """Remittance information is free text: an id alone on it is the transfer's reference, an id with words after it
    ("FA 2026 7710 Rueckzahlung") is part of a purpose written out (there: an invoice's number)."""
    for label in ("Verwendungszweck", "Causale", "Remittance information"):
        alone = f"Refund paid\nEUR 30.00 sent to your account on 02.03.2026.\n{label}: QX-2026-55871\n"
        assert field(alone, "payment_reference") == "QX-2026-55871", label
        worded = f"Refund paid\nEUR 30.00 sent to your account on 02.03.2026.\n{label}: FA 2026 7710 Rueckzahlung\n"
        assert field(worded, "payment_reference") is None, label
