"""refs19: the carrier as the agent of the sending, the tracking number in a sentence of tracing, the payment's reference
by the record a payment leaves, the document's own number by its title. Each test fails on main (1ba70ff)."""

from __future__ import annotations

import pytest

from tests.test_nlp import DEFAULT, run


def _value(text: str, field: str, doc_type: str | None = None):
    _, ex = run(text)
    if doc_type is not None:
        assert ex.doc_type == doc_type
    fv = ex.fields.get(field)
    return None if fv is None else fv.value


@pytest.mark.parametrize("text, carrier", [
    ("Order shipped\n\nGullwing Cargo is taking your parcel to the local depot today.\nTracking number: GC55120937\n",
     "Gullwing Cargo"),
    ("Order shipped\n\nWe dispatched your order this morning using Gorse Couriers.\nTracking number: GC00418273\n",
     "Gorse Couriers"),
])
def test_carrier_as_the_sendings_agent(text, carrier):
    assert _value(text, "carrier", "shipping_notice") == carrier


def test_a_shop_or_a_person_delivering_is_no_carrier():
    """A subject must name a carrier's trade (the schema's name_words) or be an initialism."""
    text = "Order shipped\n\nOakhurst Studio is taking your parcel to you personally.\nTracking number: 55120937441\n"
    assert _value(text, "carrier", "shipping_notice") is None


def test_shop_signing_the_notice_is_no_carrier():
    text = ("Order shipped\n\nHalvard Freight shipped your parcel this morning.\nTracking number: 55120937441\n\n"
            "Kind regards,\nHalvard Freight\n")
    assert _value(text, "carrier", "shipping_notice") is None


def test_carrier_field_found_by_role_not_name():
    """A renamed carrier field ("courier") still gets the agent of the sending: the pass reads the schema's role."""
    import copy

    schema = copy.deepcopy(DEFAULT)
    spec = schema.fields.pop("carrier")
    spec = spec.model_copy(update={"name": "courier"})
    schema.fields["courier"] = spec
    for dt in schema.doc_types.values():
        dt.fields[:] = ["courier" if f == "carrier" else f for f in dt.fields]
    _, ex = run("Order shipped\n\nWe dispatched your order this morning using Gorse Couriers.\n"
                "Tracking number: GC00418273\n", schema)
    assert ex.fields["courier"].value == "Gorse Couriers"


def test_tracking_number_in_a_sentence_of_tracing():
    text = "Your order has shipped!\n\nYou can trace it with this number: QX5501928374\n"
    assert _value(text, "tracking_number", "shipping_notice") == "QX5501928374"


def test_tracing_sentence_takes_no_phone_number():
    text = "Your order has shipped!\n\nTo track it, call us on 020-7946-0018.\n"
    assert _value(text, "tracking_number", "shipping_notice") is None


@pytest.mark.parametrize("text, ref", [
    ("Refund paid\n\nWe refunded EUR 25.00 to your card.\nReceipt no. RC-5519203\n", "RC-5519203"),
    ("Refund paid\n\nThe refund of EUR 25.00 was executed on 2 June 2026 under XT-5510-77201.\n", "XT-5510-77201"),
])
def test_payment_reference_by_the_record_it_names(text, ref):
    assert _value(text, "payment_reference", "refund_execution") == ref


def test_payment_reference_not_the_sales_record():
    text = ("Refund paid\n\nWe refunded EUR 25.00 to your card.\nOriginal purchase receipt no. 55019283\n")
    assert _value(text, "payment_reference", "refund_execution") is None


def test_invoice_number_labelled_by_the_documents_title():
    text = "STATEMENT OF ACCOUNT\n\nStatement no. 2026-8841\nAccount: Halloran Bakery\nBalance due: EUR 120.00\n"
    assert _value(text, "invoice_number", "invoice") == "2026-8841"


def test_invoice_number_under_a_header_cell_of_the_title():
    text = "STATEMENT\n\nStatement      Date          Amount due\nS-77201        3 May 2026    EUR 80.00\n"
    assert _value(text, "invoice_number", "invoice") == "S-77201"


def test_header_cells_take_no_date_for_an_id():
    text = "STATEMENT\n\nStatement      Amount due\n3 May 2026     EUR 80.00\n"
    assert _value(text, "invoice_number", "invoice") is None


def test_invoice_number_first_under_the_title_in_another_language():
    """The document's own number is the first number-word label under its title, whatever the label's language."""
    text = ("Fjellvik Outdoor AS\nStorgata 5, 0155 Oslo\nINVOICE\nFakturanummer:\nFV/2026/3318\nDate:\n3 March 2026\n"
            "Amount due: NOK 1.250,00\n")
    assert _value(text, "invoice_number", "invoice") == "FV/2026/3318"


def test_first_number_under_the_title_held_by_another_field_is_not_taken():
    text = "INVOICE\nOrder no.: 55120934\nDate: 3 March 2026\nAmount due: EUR 40.00\n"
    assert _value(text, "invoice_number", "invoice") is None
