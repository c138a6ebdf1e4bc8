"""fields19: a greeted name gives the full name the document prints, an expectation sentence read through OCR damage to
its opening (the pronoun's stroke, a wish verb a letter off), a speaker's line's own words, a step's date on its row
before the step's word; each behaviour with a case that fails without it (texts of the round's own)."""

from __future__ import annotations

import pytest

from tests.test_nlp import DEFAULT, run


def _value(text: str, field: str, doc_type: str | None = None):
    _, ex = run(text, DEFAULT)
    f = ex.fields.get(field)
    return None if f is None else f.value


# ---------------------------------------------------------------- a greeted name: the full name printed (a lone one
# stays the greeting's: the lead kept the earlier convention, tests/test_fresh_fields3.py and test_fresh_fields4.py)

def test_a_greeted_given_name_with_the_full_name_printed_is_kept():
    text = ("To: Rik Vandermeer <rik@mail.example>\nFrom: Refunds <refunds@tallowshop.example>\nDate: 9 March 2026\n\n"
            "Hey Rik,\n\nYour refund for the boots was approved on 8 March 2026.\n\nTallow Shop\n")
    assert _value(text, "customer_name") == "Rik Vandermeer"


def test_a_greeted_title_and_surname_give_the_full_name_printed():
    text = ("Larkspur Home Ltd\n4 June 2026\n\nChiamaka Okonkwo\n12 Elm Row\nLeeds LS2 9JT\n\nDear Mrs Okonkwo,\n\n"
            "We approved your refund on 2 June 2026; GBP 85.00 will reach your card soon.\n\nKind regards,\nLarkspur Home\n")
    assert _value(text, "customer_name") == "Chiamaka Okonkwo"


# ---------------------------------------------------------------- expectations through OCR damage

@pytest.mark.parametrize("opening", ["1 expect", "Il expect", "| expect"])
def test_a_speakers_line_opened_by_a_damaged_pronoun_is_the_expectation(opening):
    text = (f"Chat log 5 May 2026\nclient: the bowl you sent has a chip on the rim\n"
            f"client: {opening} a full refund to my card this week\nshop: we are sorry!\n")
    assert _value(text, "customer_expectation") == "I expect a full refund to my card this week"  # (the pronoun repaired)


def test_a_wish_verb_a_letter_off_still_asks():
    text = ("Hello,\nmy order HB-331 arrived with a broken lid. I exepct a refund of EUR 19.90 by Monday.\n"
            "Regards,\nTobias Keller\n")
    assert _value(text, "customer_expectation") == "I exepct a refund of EUR 19.90 by Monday"


def test_a_contraction_whose_pronoun_ocr_lost_still_asks():
    text = ("Dear Team,\n\nThe garden hose reel I bought (order GR-5510) leaks at the swivel joint.\n"
            "\\'d like a replacement reel sent to me.\n\nYours,\nWinifred Ashcombe\n")
    assert _value(text, "customer_expectation") == "I'd like a replacement reel sent to me"


def test_a_fuzzy_wish_verb_only_in_the_verbs_place():
    from stages.nlp import _desire_word
    from stages.spacy_model import load_nlp

    doc = load_nlp()[0]("I exepct a refund, everything except the charger")
    exepct, except_ = doc[1], doc[6]
    assert _desire_word(exepct, fuzzy=True) and not _desire_word(exepct)
    assert not _desire_word(except_)  # ("except" a letter from "expect", but not in the verb's place)


# ---------------------------------------------------------------- a step's date on its row

def test_a_decision_rows_date_before_the_step_word_is_the_approval_date():
    text = ("RETURN SUMMARY\nCustomer: Agata Wrobel\nReturn logged 2026-02-03\n"
            "Decision 2026-02-06: refund approved in full\nAmount: PLN 120.00\n")
    assert _value(text, "approval_date") == "2026-02-06"


# ---------------------------------------------------------------- a fault told by the function the goods lack

@pytest.mark.parametrize("sentence", ["There is no picture on the screen, only sound, since the update",
                                      "No heat from the dryer on any setting, fan still runs"])
def test_a_negated_function_of_the_goods_is_the_fault(sentence):
    text = (f"Warranty claim 2026-04-02\nCustomer: Ilse Vermeulen\nProduct: Orbit 55 television, serial OR55-20931\n"
            f"{sentence}.\n")
    assert _value(text, "issue_description") == sentence


def test_the_writers_own_lack_is_no_fault():
    text = ("Warranty claim 2026-04-02\nCustomer: Ilse Vermeulen\nProduct: Orbit 55 television, serial OR55-20931\n"
            "We have no box for it any more.\n")
    assert _value(text, "issue_description") is None
