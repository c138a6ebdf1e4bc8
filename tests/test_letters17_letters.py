"""letters17: a customer's letter is told from the shop's documents it talks about (unit tests of the round's changes)."""

from __future__ import annotations

from stages.doctype import classify, forwarded_subjects, quoted_spans
from status.schema import load_schema

SCHEMA = load_schema("default")


def test_goods_returned_worth_an_amount_is_no_money_paid_back():
    # the participle's thing is the goods before it, not the amount the sentence names
    text = ("Hi,\n\nI sent the lamps back on 2 April. The goods returned were worth NZ$412.80 and your depot signed for "
            "them on the 5th. I have not heard anything since. Can you confirm you have them?\n\nThanks,\nRewi Parata")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_the_reader_agent_doing_the_act_on_the_writers_thing_is_a_report():
    # "your driver dumped my package": the shop's act on the writer's own thing, told by the writer
    text = ("Hello,\n\nYour driver left my package behind the bins (order 60418) and never rang the bell. It was soaked "
            "by the time I found it. I'm not happy with this delivery firm at all.\n\nRegards,\nNell Carver")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_shop_notice_naming_the_readers_thing_still_acts():
    text = ("Hi Ruth,\n\nGood news: we have shipped your parcel with Parcelwise today. Tracking number PW55102993. "
            "It should arrive on Friday.\n\nThe Linden Lamp team")
    assert classify(text, SCHEMA)[0] == "shipping_notice"


def test_reply_subject_over_a_quote_is_the_earlier_messages():
    text = ("Subject: Re: Your order has shipped!\n\nThe box came with two mugs broken. What should I do now?\nAlma\n\n"
            "On 4 Jun 2026, Cobble Pottery wrote:\n> Your order CP-1182 has shipped with Evri.\n> Tracking: EV55120099")
    quoted = quoted_spans(text)
    subject_end = text.index("\n")
    assert (0, subject_end) in forwarded_subjects(text, quoted)
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_naming_the_readers_decision_chases_the_request():
    # the request was made and approved already: asking for the money again chases it (the letter `follows`)
    text = ("Hello,\n\nAbout case RC-2207. Your refund decision for EUR 310.40 is worth nothing while the money stays "
            "away.\n\nI expect the money back by 14 April at the latest.\n\nBest,\nIlse")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_a_first_request_stays_a_request():
    text = ("Hello,\n\nThe kettle from order 44120 leaks at the base. I expect the money back, EUR 39.00, by 14 April "
            "at the latest.\n\nBest,\nIlse")
    assert classify(text, SCHEMA)[0] == "refund_request"


def test_the_writers_own_doing_is_no_shop_act():
    # "I placed ... order": the customer's own act, told by them (no reader, no third party named)
    text = ("Hi there,\n\nI think I placed the same order twice last night (orders 3301 and 3302, both $41.80). Please "
            "cancel one of them.\n\nThanks,\nMo")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_a_shop_document_the_writer_got_is_named_not_written():
    text = ("Hello,\n\nI've just received the order confirmation for order 77-1042 and the order total says GBP 86.00, "
            "but the shop page showed GBP 78.00 with the voucher. Could you check this please?\n\nRegards,\nIvo Petrov")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_a_clerk_doing_the_act_for_the_reader_still_acts():
    text = ("Hi Mr. Rao,\n\nI've reserved the walnut sofa for you - 38,500 rupees, deposit received. Delivery is planned "
            "for 12 June.\n\nPriya, Sales")
    assert classify(text, SCHEMA)[0] == "order_confirmation"


def test_a_customers_letter_names_the_shipment_it_is_about():
    # no act of the shipping notice's, no form: its cues and dates are the letter's subject (read surely, no review)
    from stages.validate import MIN_TYPE_CONFIDENCE
    text = ("Dear Customer Service,\n\nMy order 2291 was shipped on Tuesday and the parcel arrived on Friday with the "
            "tape cut open. The courier would not wait while I checked the package. I want you to know how your parcels "
            "are handled in transit.\n\nBest regards,\nOskar Lind")
    got, conf = classify(text, SCHEMA)
    assert got == "customer_letter" and conf >= MIN_TYPE_CONFIDENCE


def test_a_contact_relative_clause_names_the_verbs_thing():
    # "the invoice you sent for order ...": what was sent is the invoice, no order or parcel
    text = ("Hello,\n\nThe invoice you sent for order 2026-7781 has our old company address on it. Please send a "
            "corrected invoice to 4 Harbour Road, Galway.\n\nRegards,\nNiamh Walsh")
    assert classify(text, SCHEMA)[0] == "customer_letter"


def test_your_customers_and_your_policy_are_the_shops_side():
    from stages.doctype import voice_evidence
    from stages.cues import words
    assert voice_evidence(words("Your returns policy is unfair. Please treat your customers better."))[0] == "customer"

