"""The customer's request ranked by what it asks (an act of the case over a plea for help; the amount asked back costs
less), an asking clause after a reporting one ("Already sent you photos, please ..."), and a chat of two untimed
messages read as a transcript (asks13 round). Texts written here."""

from __future__ import annotations

from stages.transcript import messages
from tests.test_nlp import run

PLEA_THEN_REFUND = """Hello,

I need your assistance with order 47-3310. The blender jug cracked on the second use.
Please send the 64.00 EUR back to my Visa card.

Regards,
Owen Price
"""

PLEA_THEN_DOCUMENT = """Dear accounts,

I need some help with order 52-8874. The receipt is missing the VAT line.
Please issue a corrected invoice for my employer.

Thanks,
Rita Gomes
"""

REPORT_THEN_ASK = """Hi,

The mixer from order 30-2290 arrived without its whisk. Already emailed twice about it, please post the whisk this week.

Jan Kowal
"""

DASH_ASK = """Hello,

The parcel for order 18-6630 is lost. I have already waited five weeks - please refund the order in full.

Best,
Eva Stone
"""

TWO_MESSAGE_CHAT = """Visitor: hi, the rug from order 65-4402 is the wrong colour, I want to send it back for a refund
Agent Noor: Sorry about that, I will email you a return label now
"""

TWO_LABEL_FORM = """Customer: Hana Sato
Reason: the rug is the wrong colour, refund please
"""


def _expectation(text: str):
    _, ex = run(text)
    return ex.fields["customer_expectation"].value


def test_a_plea_for_help_first_does_not_outrank_the_refund_asked_with_its_amount():
    assert _expectation(PLEA_THEN_REFUND) == "Please send the 64.00 EUR back to my Visa card"


def test_an_i_need_plea_first_does_not_outrank_the_document_asked_for():
    assert _expectation(PLEA_THEN_DOCUMENT) == "Please issue a corrected invoice for my employer"


def test_an_asking_clause_after_a_reporting_clause_is_the_request():
    assert _expectation(REPORT_THEN_ASK) == "please post the whisk this week"


def test_an_already_waited_chaser_still_asks_after_its_dash():
    assert _expectation(DASH_ASK) == "please refund the order in full"


def test_a_chat_of_two_untimed_messages_with_speaker_labels_is_a_transcript():
    assert [m.speaker for m in messages(TWO_MESSAGE_CHAT)] == ["Visitor", "Agent Noor"]
    assert _expectation(TWO_MESSAGE_CHAT) == "I want to send it back for a refund"


def test_a_form_of_two_labels_is_no_chat():
    assert messages(TWO_LABEL_FORM) == []
    assert messages("Customer: I want a refund for the lamp please\nReason: it arrived broken in the box\n") == []
    assert messages("Order number: 4471 for the lamp please\nName: Ana Ruiz wrote this form\n") == []


def test_an_answers_no_before_please_is_no_reporting_clause():
    from stages.nlp import _Context, _asking_clause
    from status.schema import load_schema
    from tests.test_nlp import ocr_from_text
    text = "No, please refund the 45.00 EUR I paid\n"
    ctx = _Context(ocr_from_text(text), load_schema("default"), [])
    assert _asking_clause(ctx, 0, len(text) - 1) is None
    text = "I sent photos twice, please refund the 45.00 EUR I paid\n"
    ctx = _Context(ocr_from_text(text), load_schema("default"), [])
    assert text[_asking_clause(ctx, 0, len(text) - 1):].startswith("please refund")
