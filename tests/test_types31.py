"""types31: document type on shops docflow has never seen (issue 9). One test per behaviour change:

- who writes is told by the words of sentences, never by a person word that is part of an identifier, an address or a
  web domain ("order MY-20417", "care@shop.com.my") nor by a bar separating a letterhead's items (OCR's "I" otherwise);
- "our" before what only a seller has ("our return policy", "our helpline") is the shop's voice;
- a decision both sides know of ("this decision", "the rejection of my claim") is the reader's answer, given already:
  asking for the money again chases it (a letter, not a new request);
- a wish that is only the fallback of another ("..., otherwise refund me") is no ask of its own;
- an ask to confirm something ("please confirm the credit") asks to be told, not for the thing;
- a period before an identifier, a colon or another abbreviation ("serial no. XK-2093", "ref.: 55", "Pvt. Ltd.")
  ends no sentence.
"""

from __future__ import annotations

from stages import acts
from stages.doctype import classify, text_voice
from tests.test_nlp import DEFAULT


def _sents(text: str):
    from stages.spacy_model import lemmatize

    return acts.sentences(text, acts.tokens(lemmatize(text)))


# ------------------------------------------------------------------ person words inside identifiers, domains, bars

SHOP_MAIL_WITH_CODES = """From: Sinar Rumah <orders@sinarrumah.com.my>
To: aziz.k@mail.com.my
Subject: Order MY-20417 on the way

Hi Aziz,

Your order MY-20417 left our store this morning with J&T Express.
Tracking: 630012884412. The driver will call your mobile before arriving.

Sinar Rumah | orders@sinarrumah.com.my | +60 3-5511 2200
"""


def test_person_words_in_codes_and_domains_tell_no_writer():
    # before: "MY-20417" and ".com.my" read as the writer's "my" (and the bars as OCR's "I"): a customer wrote it
    assert text_voice(SHOP_MAIL_WITH_CODES) == "shop"


def test_person_word_in_a_sentence_still_counts():
    assert text_voice("Hello, my order 20417 never came and my card was charged. Where is it?") == "customer"


# ------------------------------------------------------------------ "our" before what only a seller has

def test_our_policy_is_the_shops_voice():
    text = ("We have looked at the photographs. The marks are wear from use, which our return policy does not cover. "
            "For questions, call our helpline between 9 and 5.")
    assert text_voice(text) == "shop"


def test_our_shop_stays_anyones():
    # a business buying names its own shop: no seller's voice from that
    text = "Please could your drivers use the back door when delivering to our shop? Our team is there from 8."
    assert text_voice(text) != "shop"


# ------------------------------------------------------------------ a decision both sides know of

APPEAL = """Dear Sir or Madam,

Order 66120. I am unhappy with the refusal of my claim for the cracked wash basin. The crack was visible when it was
unpacked, and the fitter photographed it on the same day.

I ask you to overturn this decision and pay me back the 189.00 EUR by the end of the month.

Yours faithfully,
Hendrik Vos
"""


def test_asking_again_after_a_decision_is_a_letter():
    assert classify(APPEAL, DEFAULT)[0] == "customer_letter"


def test_first_ask_for_money_back_stays_a_request():
    text = APPEAL.replace("I am unhappy with the refusal of my claim for the cracked wash basin. ", "The wash basin arrived cracked. ") \
                 .replace("I ask you to overturn this decision and pay me back", "I ask you to pay me back")
    assert classify(text, DEFAULT)[0] == "refund_request"


# ------------------------------------------------------------------ a fallback wish

def test_otherwise_makes_the_wish_a_fallback():
    sent = _sents("Please deliver the wardrobe by Friday, otherwise cancel the order and refund my money.")[0]
    i = next(k for k, t in enumerate(sent) if t.lemma == "refund")
    assert acts.is_hypothetical(sent, i)


def test_otherwise_inside_a_clause_is_no_condition():
    sent = _sents("I am otherwise happy, but please refund the delivery charge.")[0]
    i = next(k for k, t in enumerate(sent) if t.lemma == "refund")
    assert not acts.is_hypothetical(sent, i)


def test_delivery_chaser_with_a_fallback_refund_is_a_letter():
    text = """Hello,

Order 30981. The bookcase was due on 2 November. Please deliver it by Saturday, otherwise cancel the order and
refund me.

Thanks,
Vikram
"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


# ------------------------------------------------------------------ asking to be told

def test_confirm_asks_to_be_told():
    sent = _sents("Could you please confirm the credit to my card by Monday?")[0]
    i = next(k for k, t in enumerate(sent) if t.lemma == "credit")
    assert acts.asked_about(sent, i)


# ------------------------------------------------------------------ abbreviations end no sentence

def _texts(text: str) -> list[str]:
    return [text[s[0].start:s[-1].end] for s in _sents(text)]


def test_period_before_an_identifier_ends_no_sentence():
    # the identifier's first characters hold no digit ("XK-DH"), its run to the next blank does
    assert _texts("The serial no. XK-DH2093 is on the label. Please check it.")[0] == "The serial no. XK-DH2093 is on the label."


def test_period_before_a_colon_ends_no_sentence():
    assert _texts("Please quote our ref.: 55120 when you call back. Thank you.")[0] == \
        "Please quote our ref.: 55120 when you call back."


def test_abbreviated_company_name_ends_no_sentence():
    assert _texts("The chair came from Sharma Furniture Pvt. Ltd. in Jaipur. It was broken.")[0] == \
        "The chair came from Sharma Furniture Pvt. Ltd. in Jaipur."


def test_sentence_after_a_number_still_ends():
    assert _texts("I paid 40 dollars. Please refund it.") == ["I paid 40 dollars.", "Please refund it."]
