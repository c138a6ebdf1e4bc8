"""fields18: the weakest fields on unseen shops read by method (roles of amounts, the verb governing a date or a
percentage, a reason's clause by the parse), each behaviour with a case that fails without it."""

from __future__ import annotations

import pytest

from stages import amounts
from tests.test_nlp import DEFAULT, run


def _value(text: str, field: str):
    _, ex = run(text, DEFAULT)
    f = ex.fields.get(field)
    return None if f is None else f.value


def _roles(text: str) -> list[tuple[str, str | None]]:
    from stages.spacy_model import lemmatize

    has = {amounts.REQUESTED, amounts.APPROVED, amounts.EXECUTED, amounts.ELIGIBLE}
    return [(a.raw, a.role) for a in amounts.read_amounts(text, lemmatize(text), has, None)]


# ---------------------------------------------------------------- the eligible amount, a role of its own

@pytest.mark.parametrize("label", ["Refundable total", "Amount eligible", "Qualifying amount", "Maximum refund"])
def test_eligibility_labels_give_the_eligible_role(label):
    assert amounts.label_role(label, {amounts.APPROVED, amounts.ELIGIBLE}) == amounts.ELIGIBLE


def test_an_approved_label_stays_approved():
    assert amounts.label_role("Approved refund", {amounts.APPROVED, amounts.ELIGIBLE}) == amounts.APPROVED


@pytest.mark.parametrize("sentence", [
    "After checking the parcel you qualify for a reimbursement of EUR 412.00 under our policy.",
    "The policy entitles you to EUR 45.00 of the price.",
    "An amount of GBP 54.00 is refundable under our terms.",
    "You were eligible for a refund of USD 88.10 at the time.",
])
def test_qualifying_predicates_give_the_eligible_role(sentence):
    assert [r for _, r in _roles(sentence)] == [amounts.ELIGIBLE]


def test_a_negated_eligibility_gives_no_eligible_role():
    assert [r for _, r in _roles("Sadly you are not eligible for a refund of EUR 40.00 after 60 days.")] \
        != [amounts.ELIGIBLE]


def test_eligible_and_approved_told_apart_in_prose():
    text = """Dear Mr Quinn,

Regarding case QR-1180 (order 7720-11): an amount of EUR 89.00 is refundable for the returned headset.
We have approved EUR 80.10 because the ear cushions were missing. The amount will be transferred by 14 May 2026.

Tessellate Audio
"""
    assert _value(text, "refund_eligible") == "89.00"
    assert _value(text, "refund_approved") == "80.10"


def test_a_colonless_label_over_its_amount():
    text = "Refund review result\n\nQualifying amount\nAUD 150.00\n\nRefund authorised\nAUD 140.00\n"
    roles = dict(_roles(text))
    assert roles["AUD 140.00"] == amounts.APPROVED and roles["AUD 150.00"] == amounts.ELIGIBLE


def test_a_decision_noun_before_the_amount_in_a_letter():
    text = """Hello,

About case RA-0951 and order 55120: your refund approval for EUR 312.40 means nothing if the money never arrives.

I expect the money back by 22 March 2026 at the latest.

Trevor
"""
    assert _value(text, "refund_approved") == "312.40"


# ---------------------------------------------------------------- the promised date by its verb or its money label

def test_promised_date_from_a_future_verb_of_the_payment():
    text = """Dear Ms Varga,

Your return under case FR-2210 has been approved: we will refund EUR 207.00. The payment will be made on
22 July 2026.
"""
    assert _value(text, "promised_date") == "2026-07-22"
    assert _value(text, "approval_date") != "2026-07-22"  # (the decision's step is reached, not to come)


def test_a_labelled_step_date_stays_with_its_label():
    text = """Refund notice
Credit amount:
GBP 74.28
Date of refund:
15 April 2026
Depending on your bank it can take a few working days for the money to show on your statement.
"""
    assert _value(text, "execution_date") == "2026-04-15"


def test_promised_date_for_the_reader_told_to_expect_it():
    text = """Hi Noor,

Your return (order 66-120) is approved and you'll get $64.00 back. Expect the refund in your account on or
before June 30, 2026.
"""
    assert _value(text, "promised_date") == "2026-06-30"


def test_promised_date_under_a_label_of_the_money():
    text = "Claim: PL-118\nEligible refund: USD 42.00\nApproved refund: USD 42.00\nPayment to you on: April 20, 2026\n"
    assert _value(text, "promised_date") == "2026-04-20"


def test_a_date_in_a_condition_is_no_promise():
    text = """Dear Ms Varga,

Your return under case FR-2210 has been approved: we will refund EUR 207.00 to your card. If you cancel the
claim, the payment will be made on 22 July 2026 instead.
"""
    assert _value(text, "promised_date") is None


# ---------------------------------------------------------------- the waived share of a fee

def test_a_share_of_a_fee_dropped():
    text = """Hi Noor,

Your return (order 66-120) is approved and you'll get $64.00 back. We're also dropping 50% of the restocking
charge.
"""
    _, ex = run(text, DEFAULT)
    f = ex.fields["fee_waiver_percent"]
    assert f.value is not None and float(f.value) == 50 and f.basis == "restocking charge"


def test_a_share_of_a_fee_not_charged():
    text = """Dear Mrs Sato,

Your return of the grinder has been accepted and we have approved JPY 22,320. We will not charge 60% of the usual
restocking fee.
"""
    assert float(_value(text, "fee_waiver_percent")) == 60


def test_a_share_of_a_fee_charged_is_no_waiver():
    text = """Dear Mrs Sato,

Your return of the grinder has been accepted and we have approved JPY 22,320. We have charged 10% of the price
as a restocking fee.
"""
    assert _value(text, "fee_waiver_percent") is None


# ---------------------------------------------------------------- reasons and wishes as clauses

def test_a_reason_ends_before_the_writers_own_next_act():
    text = """Dear shop,

I want to send back the hiking poles because one of them snapped on the first walk and ask for a refund of
EUR 65.00. I expect to be refunded within 14 days.

Elif
"""
    assert _value(text, "return_reason") == "one of them snapped on the first walk"


def test_a_reason_with_two_finite_verbs_is_kept_whole():
    text = """Dear shop,

I am returning the kettle because the lid does not close and the handle gets hot. I would like a refund of EUR 30.00.

Elif
"""
    assert _value(text, "return_reason") == "the lid does not close and the handle gets hot"


def test_a_reason_before_a_consequence_connector():
    text = "Hello, the blender jug leaks at the base, which is why I want to return it (order 77-2201).\n" \
           "I would like a refund of GBP 49.99.\n"
    assert _value(text, "return_reason") == "the blender jug leaks at the base"


def test_a_wish_after_a_semicolon_is_a_sentence_of_its_own():
    text = """Hi,

I am returning the phone case from order 4411 because it does not fit my phone model. Please send the money back
to my card; I would like it done by 12 May 2026.

Ben
"""
    assert _value(text, "customer_expectation") == "I would like it done by 12 May 2026"


def test_a_why_answer_among_rows_without_colons():
    text = """Purchase ref. 252-5340340
Account no. ACC-49-0558
Why are you returning this item? The handle came loose after a week
Refund requested GBP 98.80
"""
    assert _value(text, "return_reason") == "The handle came loose after a week"


# ---------------------------------------------------------------- products and order dates by their labels' grammar

def test_a_product_label_with_a_participle():
    text = """Warranty claim form
Product purchased: Nikon Z50 camera body
Date of purchase: 04/11/2025
What is wrong? The shutter jams after a few shots.
"""
    assert _value(text, "product_name") == "Nikon Z50 camera body"


def test_an_order_date_after_the_order_noun():
    text = "Hi Sara, please find below invoice 2026-0412 for your order from 12 April 2026.\n" \
           "Total: EUR 310.00, payable within 14 days.\n"
    assert _value(text, "order_date") == "2026-04-12"


def test_an_order_date_in_a_bracket_after_its_number():
    text = "Thanks for ordering from Copper Kettle Coffee (order 7712, 2 June 2026).\n" \
           "We'll deliver your beans on 5 June 2026. Total GBP 28.50.\n"
    assert _value(text, "order_date") == "2026-06-02"


def test_an_order_date_under_a_label_of_the_noun_and_a_participle():
    text = "Order received: 14 May 2026\nOrder ID: 55120-K\nArriving: Monday 18 May 2026\nTotal paid: USD 72.40\n"
    assert _value(text, "order_date") == "2026-05-14"


def test_a_ship_label_is_no_order_date():
    text = "Order shipped: 16 May 2026\nOrder ID: 55120-K\nArriving: Monday 18 May 2026\nTotal paid: USD 72.40\n"
    assert _value(text, "order_date") != "2026-05-16"
