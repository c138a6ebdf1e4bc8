"""Chats pasted in the shapes operators paste them (chat12 round): a transcript is recognised from its structure -
repeated "speaker: text" turns passing between a few speakers, or speaker lines with the message below - whatever the
labels' words, and forms, e-mail headers and letters stay none. Texts written here, not taken from any sample set."""

from __future__ import annotations

from stages.transcript import messages
from tests.test_nlp import run

LOWERCASE_SHORT_ANSWER = """agent: hello, how can I help today?
customer: the toaster from order 80-1174 burns one side only
agent: sorry about that. can I have your account number?
customer: TA-55302
customer: I would like a new toaster sent to me please
agent: thanks, I will arrange it
"""

BOT_AND_YOU = """Help bot: Hi, what can I do for you?
You: my parcel for order 41-7730 came open and half empty
Help bot: Sorry! Do you want a refund for the missing items?
You: yes please refund the missing items to my card
"""

NAME_AND_ROLE_AFTER_DASH = """Chat opened
Customer: my rain jacket (order 19-4410) lets water in at the seams
Lena - Agent: Sorry to hear that. How long have you had it?
Customer: about a month now
Customer: I want to return it for a refund
Lena - Agent: I have sent you a return label
Chat closed
"""

QUOTED_IN_MAIL = """Hello,

Here is the chat I had with you on Monday.

> Customer: the blinds from order 52-0981 are 10 cm too short
> Agent: I'm sorry, did you order them made to measure?
> Customer: yes, with my measurements
> Customer: I want them remade at the right length

Thanks,
Irina Volkova
"""

TEAMS_TIME_FIRST = """[11:02] Kwame Boateng
hello, I cancelled order 63-2208 within an hour but was charged anyway
[11:05] Elif (Copper & Co)
Hi Kwame, let me check that for you
[11:07] Kwame Boateng
please refund the charge to my card
"""

SLACK_NAME_LINES = """Marisa Lowe
hi, the vase from order 90-3315 arrived in pieces
the box was crushed too
Joel (Kiln Studio support)
Hi Marisa, I'm so sorry. Could you send a photo of the box?
Marisa Lowe
sent it just now, please send a new vase
"""


def test_untimed_turns_are_a_transcript_whatever_the_labels_words():
    assert [m.speaker for m in messages(LOWERCASE_SHORT_ANSWER)] == ["agent", "customer", "agent", "customer", "customer", "agent"]
    assert [m.speaker for m in messages(BOT_AND_YOU)] == ["Help bot", "You", "Help bot", "You"]
    assert [m.speaker for m in messages(NAME_AND_ROLE_AFTER_DASH)] == ["Customer", "Lena - Agent", "Customer", "Customer",
                                                                        "Lena - Agent"]


def test_a_chat_quoted_in_an_email_is_a_transcript():
    assert [m.speaker for m in messages(QUOTED_IN_MAIL)] == ["Customer", "Agent", "Customer", "Customer"]


def test_speaker_lines_with_the_message_below():
    msgs = messages(TEAMS_TIME_FIRST)
    assert [m.speaker for m in msgs] == ["Kwame Boateng", "Elif (Copper & Co)", "Kwame Boateng"]
    msgs = messages(SLACK_NAME_LINES)
    assert [m.speaker for m in msgs] == ["Marisa Lowe", "Joel (Kiln Studio support)", "Marisa Lowe"]
    assert SLACK_NAME_LINES[msgs[0].body_start:msgs[0].body_end].endswith("the box was crushed too")


def test_forms_headers_and_letters_are_no_transcript():
    form = "INVOICE\nItem: Blue kettle with lid\nQty: 1\nItem: Red mug large size\nQty: 2\nTotal: EUR 31.00\n"
    status = ("Carrier: DPD\nStatus: Out for delivery today\nNote: Driver will call before arrival\n"
              "Status: Delivered to your neighbour at number 12\n")
    letter = "Dear team,\n\nPlease refund my order 6612-01. The chairs arrived scratched.\n\nLeo Brandt\n\nLeo Brandt\nLeeds\n"
    log = "12/03/2026 09:14 Collected\nDepot: Leeds\n12/03/2026 11:40 In transit\nDepot: York\n"
    for text in (form, status, letter, log):
        assert messages(text) == [], text


def test_the_customers_ask_in_an_untimed_chat_with_short_answers():
    _, ex = run(LOWERCASE_SHORT_ANSWER)
    assert ex.fields["customer_expectation"].value == "I would like a new toaster sent to me please"


def test_a_request_sentence_ends_before_the_next_speaker_line():
    text = ("[11:02] Kwame Boateng\nhello, I cancelled order 63-2208 within an hour but was charged anyway\n"
            "[11:03] Kwame Boateng\nI want the charge refunded to my card\n[11:05] Elif (Copper & Co)\n"
            "Hi Kwame, let me check that for you\n")
    _, ex = run(text)
    assert ex.fields["customer_expectation"].value == "I want the charge refunded to my card"


def test_speaker_role_from_any_word_of_the_label_the_last_role_word_deciding():
    from stages.doctype import speaker_role

    assert speaker_role("Thandi (Customer)") == "customer"
    assert speaker_role("Kim - Agent") == "shop"
    assert speaker_role("Agent Maeve") == "shop"
    assert speaker_role("Customer Support") == "shop"
    assert speaker_role("Thandi Mokoena") is None
