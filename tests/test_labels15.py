"""Issue 9 (helper labels15): labelled values on shops never seen. A label printed with its words abbreviated ("Doc.
date:", "Purch Dt:"), a compound label printed apart from its number-word ("Rechnung Nr."), a block of two parties'
columns whose second label is the same field's, an id in blocks of four that opens with letters and digits. Wordings
of their own, not documents of the round's sets (`tests/labels15_tune.py`, `tests/labels15_check.py`)."""

from __future__ import annotations

from stages.cues import abbreviates
from stages.normalize import spaced_groups
from tests.field_checks import field

INVOICE = "INVOICE\nGoods as listed below.\n"


def test_a_shortened_label_word_is_its_first_letters_or_its_first_letter_and_consonants():
    assert abbreviates("doc", "document") and abbreviates("dt", "date") and abbreviates("acct", "account")
    assert abbreviates("kd", "kunden") and abbreviates("purch", "purchase")
    assert not abbreviates("re", "reference") and not abbreviates("to", "total")  # two letters with a vowel: words
    assert not abbreviates("date", "date") and not abbreviates("xdt", "date")


def test_a_label_with_abbreviated_words_before_its_mark_is_the_label():
    assert field(INVOICE + "Invoice 5521-7\nPurch. Dt: 14 Jan 2026\n", "order_date") == "2026-01-14"
    assert field(INVOICE + "Invoice 5521-7\nDocum. date: 20 Jan 2026\n", "document_date") == "2026-01-20"


def test_an_abbreviated_label_needs_its_mark():
    # "Ord dt" with no colon or '#' after it is no label
    assert field(INVOICE + "Invoice 5521-7\nDated 3 Feb 2026\nOrd Dt 14 Jan 2026 was late\n", "order_date") != "2026-01-14"


def test_a_compound_id_label_printed_apart_from_its_number_word():
    assert field(INVOICE + "Rechnung Nr. AB-2026-771\nDatum: 03.04.2026\n", "invoice_number") == "AB-2026-771"
    assert field(INVOICE + "Klant nr: 4471209\n", "customer_id") == "4471209"


def test_a_party_block_of_two_columns_gives_the_first_label_the_name_under_it():
    text = INVOICE + "Invoice 2026-5512\n\nBill To                      Ship To\nPetra Lindholm               Unit 9\n" \
                     "3 Fir Road                   Quay Street\n"
    assert field(text, "customer_name") == "Petra Lindholm"


def test_an_id_in_blocks_that_opens_with_letters_and_digits_is_read_whole():
    assert spaced_groups("4C88 1200 7731") == "4C88 1200 7731"
    assert spaced_groups("SW1A 1AA") is None and spaced_groups("B2 400") is None
    text = "Your parcel has shipped today.\nTracking number:\n4C88 1200 7731\n"
    assert field(text, "tracking_number") == "4C88 1200 7731"


REFUNDED = "Refund processed\nWe have refunded your payment today.\n"


def test_a_noun_that_names_one_id_field_thing_labels_it_with_or_without_a_number_word():
    assert field(REFUNDED + "Remittance: 0093-88120-K\nAmount: EUR 5.00\n", "payment_reference") == "0093-88120-K"
    assert field("Order confirmation\nWeb no.: 71-55020\nPlaced: 4 May 2026\n", "order_id") == "71-55020"


def test_a_noun_label_alone_takes_no_bare_number_nor_a_short_code():
    assert field(REFUNDED + "Remittance: 2026\nAmount: EUR 5.00\n", "payment_reference") is None
    assert field(REFUNDED + "Bank: 20-44-19\nAmount: EUR 5.00\n", "payment_reference") is None


def test_kind_nouns_are_those_one_identifier_field_gives():
    from stages import rules
    from tests.test_nlp import DEFAULT
    specs = [DEFAULT.fields[n] for n in DEFAULT.doc_types["refund_execution"].fields]
    nouns = rules.kind_nouns(tuple((s.name, s.type, tuple(s.cues), tuple(rules.label_cues(s))) for s in specs))
    assert nouns["remittance"] == ("payment_reference", True)  # "remittance date" is a date's label too
    assert "refund" not in nouns  # a case's ("refund case") and a payment's ("refund id")


def test_the_noun_of_the_customer_id_label_alone_labels_the_customer_name():
    text = REFUNDED + "Subscriber no: 4471-22\nMember: Tobias Lindgren\nAmount: EUR 5.00\n"
    assert field(text, "customer_name") == "Tobias Lindgren"
    assert field(REFUNDED + "Member: Gold Tier Benefits\nAmount: EUR 5.00\n", "customer_name") is None


def test_a_courtesy_title_before_a_full_name_is_no_part_of_it():
    assert field(INVOICE + "Invoice 5521-7\nAttn.: Mr Henrik Dahl, Dahl Tapwerk\n", "customer_name") == "Henrik Dahl"


def test_a_customer_message_signed_with_the_name_alone_on_its_last_line():
    text = "Subject: refund\nDate: 4 May 2026\n\nHello, my order 7712-88 came broken. Please refund it.\nLeona Marsh\n"
    assert field(text, "customer_name") == "Leona Marsh"


def test_a_number_word_after_another_ids_kind_noun_labels_that_id():
    text = "Refund sent\nWe have refunded your payment.\nOnline ref: 2026/OL/0077\nAmount: EUR 9.00\n"
    assert field(text, "payment_reference") is None
    assert field(text, "order_id") == "2026/OL/0077"
    text = "Refund sent\nWe have refunded your payment.\nAdyen ref: 8825611772651\nAmount: EUR 9.00\n"
    assert field(text, "payment_reference") == "8825611772651"


def test_dates_with_an_apostrophe_year_or_the_month_name_first_between_hyphens():
    assert field(INVOICE + "Invoice 5521-7\nDate: 9 April '26\n", "document_date") == "2026-04-09"
    assert field(INVOICE + "Invoice 5521-7\nDate: Apr-09-2026\n", "document_date") == "2026-04-09"


def test_a_tax_word_in_a_customer_label_is_a_tax_registration():
    text = "Order confirmation\nThank you for shopping.\nOrder no: 4471-22\nClient VAT no: FR40303265045\n"
    assert field(text, "customer_id") is None
    assert field(INVOICE + "Tax invoice no: 2026-0093\n", "invoice_number") == "2026-0093"


def test_a_word_of_its_own_is_no_cut_of_a_longer_cue_word():
    from stages.cues import abbreviated_spans
    assert abbreviated_spans("Credit amount:\nGBP 74.28\n", ("creditable amount",)) == ()
    assert abbreviated_spans("Sale date: 4 May 2026\n", ("sales date",)) == ()
    assert abbreviated_spans("Purch. date: 4 May 2026\n", ("purchase date",)) == ((0, 11, "purchase date"),)
