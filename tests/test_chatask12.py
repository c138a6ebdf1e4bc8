"""A chat customer's ask without a verb ("spare cover please") is a request, and a request sentence ends with its
message, never running on over the next speaker's line of a chat copied without times (chatask12 round). Texts
written here."""

from __future__ import annotations

from stages.transcript import message_breaks
from tests.test_nlp import run

SLACK_RUN_ON = """Alma Ortiz
hello, order 81-3307 arrived late and the cake was spoiled
I want my money back for the cake
Eli (Crumb support)
Hi Alma, so sorry. I will refund it
Alma Ortiz
thank you
"""

TIMED_NOUN_PHRASE = """[09:40] Dev Patel: hi, my order 45-1180 came with a dented pan
[09:41] Support: So sorry! What would you like?
[09:42] Dev Patel: new pan thanks
[09:43] Support: Sure, I will send one
"""

VERBLESS_QUESTION = """Customer: my order 22-4031 was charged twice
Agent: Sorry about that, let me check
Customer: refund of the double charge to my card?
Agent: Yes, done
"""

SLACK_NOUN_PHRASE = """Jo Park
hi, order 70-5512 came with the wrong lid
correct lid please
Sam (Potter support)
Hi Jo, sorry! Sending it today
Jo Park
thanks
"""


def _expectation(text: str):
    _, ex = run(text)
    return ex.fields["customer_expectation"].value


def test_message_breaks_part_a_slack_copy_at_each_speaker_line_and_body_line():
    breaks = message_breaks(SLACK_RUN_ON)
    assert SLACK_RUN_ON.index("Eli (Crumb") in breaks
    assert SLACK_RUN_ON.index("I want my money") in breaks
    assert message_breaks("Dear team,\nI want a refund for order 4471.\nRegards\nAna\n") == []


def test_a_request_ends_with_its_message_not_the_next_speakers_line():
    assert _expectation(SLACK_RUN_ON) == "I want my money back for the cake"


def test_a_noun_phrase_with_thanks_in_a_chat_is_the_request():
    assert _expectation(TIMED_NOUN_PHRASE) == "new pan thanks"


def test_a_verbless_question_in_a_chat_is_the_request():
    assert _expectation(VERBLESS_QUESTION) == "refund of the double charge to my card?"


def test_a_noun_phrase_with_please_on_its_own_line_of_a_slack_copy():
    assert _expectation(SLACK_NOUN_PHRASE) == "correct lid please"


def test_a_customers_plain_answer_without_courtesy_is_no_request():
    text = VERBLESS_QUESTION.replace("refund of the double charge to my card?", "about two weeks ago")
    assert _expectation(text) is None
