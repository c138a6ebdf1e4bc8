"""Chat transcripts and messenger exports (written here, not taken from any sample set): the
customer is the speaker who talks as one, whoever speaks first, and a request sentence ends
with its message line."""

from __future__ import annotations

from stages.doctype import writer_voice
from stages.cues import words
from stages.transcript import messages
from tests.test_nlp import run

WEB_CHAT = """Support chat - session 88-1204
[09:31] Assistant Priya: Welcome to Hollowmere Garden, what can we do for you today?
[09:32] Jonas Eklund: hi, my order 30-99812 came with a broken hinge on the planter box
[09:32] Jonas Eklund: I want my money back, it was GBP 58.20
[09:33] Assistant Priya: I'm sorry about that. I have logged it for our returns desk.
"""

DASHED_EXPORT = """17/08/2026, 20:05 - Marta Kowalczyk: evening! the lamp from order 30-99815 flickers
17/08/2026, 20:06 - Marta Kowalczyk: please refund me, I paid EUR 74.00
17/08/2026, 20:40 - Lumen Store: Hi Marta, sorry! We will check with the warehouse tomorrow
"""

# The shop speaks first and names itself with a person's full name; only the voices tell.
SHOP_FIRST = """Oliver Grant (10:02): Hello, this is Oliver from Brookside Outfitters. How can I help?
Hannah Ito (10:03): my jacket from order 30-99817 tore at the seam after one day
Hannah Ito (10:03): I would like a refund of USD 120.00 please
Oliver Grant (10:05): I understand, I will pass your request to the team
"""


def test_transcript_lines_are_found_in_each_export_style():
    assert [m.speaker for m in messages(WEB_CHAT)] == ["Assistant Priya", "Jonas Eklund", "Jonas Eklund", "Assistant Priya"]
    assert {m.speaker for m in messages(DASHED_EXPORT)} == {"Marta Kowalczyk", "Lumen Store"}
    assert len(messages(SHOP_FIRST)) == 4


def test_one_timed_line_or_one_speaker_is_no_conversation():
    assert messages("Printed 14:02: page 1 of 2\nOrder total: USD 10.00\n") == []
    assert messages("[10:01] Ana Silva: hello\n[10:02] Ana Silva: my parcel is late\n") == []


def test_a_conversation_has_no_single_writer_voice():
    assert writer_voice(words(SHOP_FIRST), [], SHOP_FIRST) == (None, 0.0)


def test_customer_is_the_speaker_who_talks_as_a_customer():
    for text, name in ((WEB_CHAT, "Jonas Eklund"), (DASHED_EXPORT, "Marta Kowalczyk"), (SHOP_FIRST, "Hannah Ito")):
        _, ex = run(text)
        assert ex.doc_type == "refund_request", text
        assert ex.fields["customer_name"].value == name


def test_a_request_sentence_ends_with_its_message_line():
    _, ex = run(WEB_CHAT + "[09:34] Jonas Eklund: please sort it out by 2026-09-01\n[09:35] Assistant Priya: Noted, thanks\n")
    expectation = ex.fields["customer_expectation"].value
    assert expectation is not None and "2026-09-01" in expectation and "Noted" not in expectation
