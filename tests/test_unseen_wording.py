"""Extraction on wording, layouts and ids the sample shop never uses (written here, not taken
from any sample set): the type comes from scored evidence, labels survive OCR damage, values
stop at the next label, ids of other shapes are read, and doubt ends in review, never silence."""

from __future__ import annotations

import pytest

from stages.doctype import classify
from stages.normalize import read_identifier
from stages.validate import validate
from status.schema import Schema, load_schema
from tests.ocr_fixtures import scan
from tests.test_nlp import DEFAULT, run

PAYMENT_ADVICE = """Brightline Home Goods - Payment Advice

Account holder:   Oskar Brennan   Account: BH-20931
Sales order:      SO-55812
Amount refunded:  USD. 79.00
Transaction no.:  TX-4471920
Value date:       2026-05-04

The amount has been transferred to the card used for the purchase.
"""

RETURN_FORM = """RETURN & REFUND FORM

Client name: Ada Lindqvist
Purchase number: SO-55813
Reason for return: the lid does not close
Refund amount: USD 45.10

I would like my money back by 2026-06-01.
"""

APPROVAL = """Decision on your refund

Ticket: RT-7781
Sales order: SO-55814
Decision date: 12 May 2026
Amount approved: USD 30.00
Status: approved
"""


@pytest.mark.parametrize("text,doc_type", [(PAYMENT_ADVICE, "refund_execution"), (RETURN_FORM, "refund_request"),
                                           (APPROVAL, "refund_approval")])
def test_type_from_other_wording(text, doc_type):
    got, confidence = classify(text, DEFAULT)
    assert got == doc_type and confidence >= 0.6


def test_type_survives_ocr_damage_in_the_title():
    damaged = RETURN_FORM.replace("RETURN & REFUND FORM", "RETURN & REFUND F0RM").replace("Refund amount", "Refnnd arnount")
    assert classify(damaged, DEFAULT)[0] == "refund_request"


def test_payment_advice_fields_other_labels_ids_and_money():
    ocr, ex = run(PAYMENT_ADVICE)
    f = {k: v.value for k, v in ex.fields.items()}
    assert ex.doc_type == "refund_execution"
    assert f["customer_name"] == "Oskar Brennan"  # stops at the next label
    assert f["customer_id"] == "BH-20931" and f["order_id"] == "SO-55812"
    assert f["refund_executed"] == "79.00" and ex.fields["refund_executed"].currency == "USD"
    assert f["payment_reference"] == "TX-4471920" and f["execution_date"] == "2026-05-04"
    val = validate(ex, ocr, DEFAULT)
    assert all(v.authoritative for v in val.fields.values() if v.value is not None)
    assert not val.rules_failed


def test_approval_decision_date_and_ticket():
    _, ex = run(APPROVAL)
    f = {k: v.value for k, v in ex.fields.items()}
    assert f["approval_date"] == "2026-05-12" and f["refund_approved"] == "30.00" and f["case_number"] == "RT-7781"


def test_name_stops_at_a_label_without_colon_too():
    _, ex = run("Refund request\nCustomer: Oskar Brennan Account No BH-20931\nRefund of USD 12.00 please.\n")
    assert ex.fields["customer_name"].value == "Oskar Brennan"


def test_ocr_slip_in_the_prefix_is_forgiven_only_to_a_declared_shape():
    shapes = ["SO-\\d{4}"]
    assert read_identifier("S0-1234", shapes) == "SO-1234"
    assert read_identifier("5O-I234", shapes) == "SO-1234"
    assert read_identifier("XO-1234", shapes) is None
    generic = DEFAULT.fields["case_number"].shapes
    assert read_identifier("2026-9209", generic) is None  # a number is never turned into "Z026-9209"
    own = DEFAULT.fields["customer_id"].shapes
    assert read_identifier("CUST 81717", own) == "CUST-81717"  # a printed gap where the shape has its hyphen
    assert read_identifier("CUST81717", own) == "CUST81717"  # fits a shape as printed: another shop's numbering


def test_a_schema_adapted_to_its_own_ids_in_one_edit():
    data = DEFAULT.model_dump()
    data["fields"]["order_id"]["pattern"] = "SO-\\d{5}"  # the one edit
    adapted = Schema.model_validate(data)
    _, ex = run("Order confirmation\nOrder: S0-55812\nOrder total: USD 12.00\nOrder date: 2026-05-01\n", adapted)
    assert ex.fields["order_id"].value == "SO-55812"


def test_uncertain_type_or_missing_defining_fields_end_in_review():
    ocr, ex = run("Order confirmation\nRefund request\nOrder: ORD-123456\n")  # two titles, equal evidence
    val = validate(ex, ocr, DEFAULT)
    assert "doc_type_uncertain" in {r.rule for r in val.rules_failed}
    ocr, ex = run("Refund request\n\nOrder: ORD-123456\n\nI am not happy with the lamp.\n")
    val = validate(ex, ocr, DEFAULT)
    assert ex.doc_type == "refund_request"
    assert "defining_fields_missing" in {r.rule for r in val.rules_failed}


def test_every_doc_type_declares_fields_that_exist():
    schema = load_schema("default")
    for name in schema.doc_types:
        assert set(schema.defining_fields(name)) <= set(schema.doc_types[name].fields)


def test_values_under_a_row_of_labels():
    text = ("Order confirmation\n\nOrder no        Customer no     Customer\n"
            "SO-55812        C-7781          Ada Lindqvist\n\nOrder total: USD 12.00\nOrder date: 2026-05-01\n")
    _, ex = run(text)
    f = {k: v.value for k, v in ex.fields.items()}
    assert f["order_id"] == "SO-55812" and f["customer_id"] == "C-7781" and f["customer_name"] == "Ada Lindqvist"


def test_values_under_a_row_of_labels_on_a_scan():
    """On a scan the two rows are two lines of text; only the word boxes pair label and value."""
    from stages.nlp import extract

    rows = [[("Order", 10), ("confirmation", 90)],
            [("Order", 10), ("no", 70), ("Customer", 300), ("no", 400)],
            [("SO-55812", 12), ("C-7781", 305), ("(copy)", 500)],  # a cell no label heads: the order of the words pairs nothing
            [("Order", 10), ("total:", 80), ("USD", 150), ("12.00", 200)],
            [("Order", 10), ("date:", 80), ("2026-05-01", 150)]]
    ocr = scan(rows, width=600, height=200)
    ex = extract(ocr, DEFAULT)
    assert ex.fields["order_id"].value == "SO-55812" and ex.fields["customer_id"].value == "C-7781"
    assert ex.fields["customer_id"].extractor == "layout"


# --------------------------------------------------------------------------- who writes, and what is quoted

CLERK_APPROVAL = """Subject: Update on your case

Hello Ada,

I have checked your return for order 4471-2290 and on 3 May 2026 I approved a refund of USD 30.00
to your card. I'm sorry it took a while; I will keep an eye on it for you.

Regards,
Mia Holt, Customer Care
"""

CLERK_PAYMENT_UNDER_A_QUOTED_REQUEST = """Subject: Re: my refund

Hi Ada,

I sent USD 30.00 back to your card today. Transaction no.: TX-4471920. Value date: 2026-05-04.
Your bank may take a few days to show it.

Mia Holt

On 28 April 2026, Ada Lind <ada@example.com> wrote:
> I would like to return the lamp and want a refund. It is faulty and I am unhappy.
> Please send my money back, I need the refund by 10 May 2026.
"""


def test_the_writer_is_told_by_whose_things_the_text_names():
    from stages.cues import words
    from stages.doctype import voice

    assert voice(words("I have approved your refund and I will credit your card.")) == "shop"  # a clerk says I
    assert voice(words("We are returning our chair and want our money back on our card.")) == "customer"  # a business


def test_a_clerk_writing_i_does_not_make_a_customer_s_letter():
    assert classify(CLERK_APPROVAL, DEFAULT)[0] == "refund_approval"


def test_a_quoted_earlier_message_is_no_evidence_of_this_one_s_type():
    from stages.doctype import quoted_spans

    spans = quoted_spans(CLERK_PAYMENT_UNDER_A_QUOTED_REQUEST)
    assert spans and CLERK_PAYMENT_UNDER_A_QUOTED_REQUEST[spans[-1][0]:].lstrip().startswith("On 28 April")
    assert classify(CLERK_PAYMENT_UNDER_A_QUOTED_REQUEST, DEFAULT)[0] == "refund_execution"
    forwarded = CLERK_PAYMENT_UNDER_A_QUOTED_REQUEST.replace("On 28 April 2026, Ada Lind <ada@example.com> wrote:",
                                                              "-----Original Message-----\nFrom: Ada Lind")
    assert classify(forwarded, DEFAULT)[0] == "refund_execution"


def test_a_cue_in_we_matches_a_clerk_s_i():
    from stages.cues import words
    from stages.doctype import WordIndex, _cue_occurrences, text_lemmas

    text = "Dear Ada, I have refunded the full amount."
    assert _cue_occurrences(text, "we have refunded", WordIndex(text_lemmas(text), words(text)))


DECLINED_UNDER_A_COMPOUND_TITLE = """Return request outcome

Ticket: RT-7781
Sales order: SO-55814
Decision date: 12 May 2026

The goods arrived back with us on 10 May. Having inspected them, the return is declined: they have been used.
"""


def test_a_cue_modifying_the_heading_s_last_word_is_not_the_heading():
    # "Return request outcome" is an outcome: the request it names is what the decision is about
    assert classify(DECLINED_UNDER_A_COMPOUND_TITLE, DEFAULT)[0] == "refund_approval"


DECISION_WITH_SMALL_PRINT = ("Case ref.: RT-7781\nOrder: SO-55814\nDecision: declined\n\n"
                             "I have inspected the goods and I'm afraid I cannot accept them back.\n"
                             "\fTerms of sale\nKeep your tax invoice as proof of purchase: the invoice shows the tax "
                             "and the amount due.\n")


def test_small_print_on_a_later_page_does_not_outweigh_the_first():
    assert classify(DECISION_WITH_SMALL_PRINT, DEFAULT)[0] == "refund_approval"


DISPATCH_NOTE_SAYING_OUR = """Northgate Garden Tools
Dispatch note
Sales order SO-44120
Sent on 2026-05-02 with Parcelworks
Deliver to Maren Holt
Birkenweg 7, 28195 Bremen
Item Qty Box
Hedge Shears 1 1of1
Our driver calls ahead. Our depot keeps missed parcels for seven days.
"""


def test_the_type_s_voice_decides_who_a_label_without_colon_names():
    # the shop's "our driver", "our depot" read as a buying business; the type says the shop writes
    ocr, ex = run(DISPATCH_NOTE_SAYING_OUR)
    assert ex.doc_type == "shipping_notice"
    assert ex.fields["customer_name"].value == "Maren Holt"


ACK_WITH_NAME_UNDER_ITS_LABEL = """Northgate Garden Tools
Order acknowledgement
Sales order: SO-44121
Order date: 2026-05-02
Buyer name: |
Thomas Fischer
Fischer Landscaping
Birkenweg 7, 28195 Bremen
Order total: EUR 120.00
We will dispatch your order within three days.
"""


def test_a_name_under_a_colon_label_is_no_closing_in_the_shop_s_voice():
    ocr, ex = run(ACK_WITH_NAME_UNDER_ITS_LABEL)
    assert ex.fields["customer_name"].value == "Thomas Fischer"


SHIPPED_WITH_A_ROW_OF_LABELS = """Your parcel is on its way

Sales order     Account no.     Recipient
SO-55815        C-7781          Thomas Fischer
Birkenweg 7, 28195 Bremen

Item                    Qty
Hedge Shears            1

Your tracking number is PW-99120341. Thank you for your order.
"""


def test_a_name_under_the_last_label_of_a_row_is_no_closing_in_the_shop_s_voice():
    ocr, ex = run(SHIPPED_WITH_A_ROW_OF_LABELS)
    assert ex.fields["customer_name"].value == "Thomas Fischer"


ORDER_WITH_A_NUMBER_AFTER_A_NAME_CUE = """Northgate Garden Tools
Sales order
Sales order no.: SO-44122
Client: 4471920
Name: Tama Rewiti
5 Lake Terrace, Taupo 3330
Order total: NZD 120.00
We will dispatch your order within three days.
"""


def test_a_name_label_whose_value_is_no_name_passes_to_the_next_label():
    # "Client: 4471920" is the account, not the customer's name; the next label holds it
    ocr, ex = run(ORDER_WITH_A_NUMBER_AFTER_A_NAME_CUE)
    assert ex.fields["customer_name"].value == "Tama Rewiti"


def test_find_text_after_label_tries_later_labels_for_an_accepted_value():
    from stages import rules

    spec = DEFAULT.fields["customer_name"]
    text = "Client: 4471920\nName: Thomas Fischer\n"
    hits = rules.cue_hits(text, [spec])
    assert rules.find_text_after_label(text, spec, hits).raw == "4471920"
    assert rules.find_text_after_label(text, spec, hits, accept=lambda raw: not raw[0].isdigit()).raw == "Thomas Fischer"


@pytest.mark.parametrize("role", ["Receiver", "Dealer", "Ordered by"])
def test_trade_roles_label_the_customer(role):
    # a wholesaler's customer is a dealer; a carrier's, the receiver
    text = (f"Northgate Garden Tools\nDispatch note\nSales order SO-44120\nShipped 2026-05-02 with Parcelworks\n"
            f"{role}: Tama Rewiti\n5 Lake Terrace, Taupo 3330\n")
    ocr, ex = run(text)
    assert ex.fields["customer_name"].value == "Tama Rewiti"


# A colon-less label-value form in the customer's voice (an invented wholesaler's claim form).
COLONLESS_CLAIM_FORM = """Westbrook Outdoor Gear
Warranty claim

Claim no WCL/77/104
Claim date 14 Jun 2026
Order ref 88.10422
Bill to Henrik Solberg

About the item
Item Alpine Trekking Pole Set
Fault description The locking clip snaps open under load

I bought my poles in May and my clip broke on my first walk.
"""


def test_a_colonless_form_row_labels_the_customer_name():
    # "Bill to Henrik Solberg" opens a row of a form whose lines are "Label value" without colons:
    # the label names the customer even though the customer writes the form
    ocr, ex = run(COLONLESS_CLAIM_FORM)
    assert ex.fields["customer_name"].value == "Henrik Solberg"


def test_a_cue_with_its_value_beside_it_does_not_name_a_person_lines_below():
    # without its row neighbours the "Bill to" line is no form row; the capitalised words of the
    # item line further down ("Item Black Diamond Trail") are no name of the customer's
    text = (COLONLESS_CLAIM_FORM.replace("Order ref 88.10422\n", "\n").replace("Claim date 14 Jun 2026\n", "")
            .replace("Item Alpine Trekking Pole Set", "Item Black Diamond Trail Pole"))
    ocr, ex = run(text)
    assert ex.fields["customer_name"].value is None


SCANNED_APPROVAL_LETTER = """Lindqvist Audio

Lindqvist Audio AB | Sveavagen 12 | 111 57 Stockholm

Refund decision

5 June 2026
{name}
{street}
{town}

Return no: RT-55012
Status: Approved
Refund approved: SEK 1 240.00
"""


@pytest.mark.parametrize("name,street,town", [
    ("Marta Kowalczyk i", "ul. Dluga 14", "00-238 Warszawa"),  # a scan's speck after the name
    ("Marta Kowalczyk", "\nul. Dluga 14", "00-238 Warszawa"),  # a blank line between name and street
])
def test_a_scanned_address_block_names_the_customer(name, street, town):
    ocr, ex = run(SCANNED_APPROVAL_LETTER.format(name=name, street=street, town=town))
    assert ex.fields["customer_name"].value == "Marta Kowalczyk"


def test_a_letterhead_repeating_its_company_name_is_no_address_block():
    # "Lindqvist Audio" over "Lindqvist Audio AB | Sveavagen 12 ..." is the shop's letterhead
    ocr, ex = run(SCANNED_APPROVAL_LETTER.format(name="", street="", town=""))
    assert ex.fields["customer_name"].value is None


CUSTOMER_MAIL_SIGNED_BY_FIRST_NAME = """From: Tomasz Wielgus <twielgus@example.org>
To: Brightline Home Goods <care@brightline.example>
Subject: Broken kettle, refund please
Date: Tue, 12 May 2026 09:14:02 +0200

Hi,

I bought from you last month (order ref BH-5520931). The kettle leaks from the base every
time I fill it.

I'd like a refund of $54.90 please.

Kind regards,
Tomasz
"""


def test_a_tagged_person_without_a_name_s_shape_gives_way_to_the_sender():
    # the model may tag "ref BH-5520931" as a PERSON near "Hi,": no name's shape, so the sender's
    # header name, not nothing, is the customer
    ocr, ex = run(CUSTOMER_MAIL_SIGNED_BY_FIRST_NAME)
    assert ex.fields["customer_name"].value == "Tomasz Wielgus"
