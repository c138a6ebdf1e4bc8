"""wish27 (issue 9): the customer's own words on shops docflow never saw - the expectation as the sentence that asks for an
outcome (plea shorthand, a form's answer under its wish question, a remedy that "would be great", a modal question
with "please", "any chance", an opening "Requesting ...", a subjectless "Need ...", "looking forward to" an act; a
wish to send the goods back ranked under the outcome asked), its deadline by the date the wish governs (not an
event's date in it, not a quoted or a shop's date, not in a reason's clause; a named occasion; the words end with
their clause), the fault in the customer's turns of a conversation, a wish read as a reason dropped, a greeting and an
id's lead trimmed off a fault. Each case fails without its change (texts of the round's own)."""

from __future__ import annotations

from tests.test_nlp import DEFAULT, run


def _fields(text: str) -> dict:
    _, ex = run(text, DEFAULT)
    return {k: (v.value, v.unresolved) for k, v in ex.fields.items()} | {"_type": (ex.doc_type, False)}


def _value(text: str, field: str):
    return _fields(text).get(field, (None, False))[0]


# ---------------------------------------------------------------- the expectation

def test_plea_shorthand_opens_an_imperative_wish():
    text = "Hi,\n\nplz send the missing shelf brackets for order 7731, the unit is useless without them\n\nthx\nKofi\n"
    assert _value(text, "customer_expectation") == "plz send the missing shelf brackets for order 7731, the unit is useless without them"


def test_a_forms_answer_under_its_wish_question():
    text = ("Return request\nOrder number: 90312-C\nWhy are you returning this item?\nThe strap snapped on the second day\n"
            "What would you like us to do?\nA brown strap of the same length\n")
    assert _value(text, "customer_expectation") == "A brown strap of the same length"


def test_an_agents_question_in_a_chat_gives_no_form_answer():
    from stages.nlp import _answered_wish

    text = "Agent: Would you like us to send a new one?\nCustomer: yes please\n"
    assert _answered_wish(text) is None


def test_a_remedy_subject_of_a_pleasing_conditional():
    text = ("Subject: Return 3310\n\nHi,\n\nSending back the rain jacket. Reason: the seams leak at the shoulders.\n"
            "A refund to my Mastercard would be perfect.\n\nThanks, Wiremu\n")
    assert _value(text, "customer_expectation") == "A refund to my Mastercard would be perfect"


def test_a_wish_to_send_back_ranks_under_the_outcome_asked():
    text = ("Visitor: hello\nVisitor: I'd like to return order 6620 because the kettle lid will not close\n"
            "Visitor: could you refund it to my Amex card?\nAgent: Of course, I will email a label.\n")
    assert _value(text, "customer_expectation") == "could you refund it to my Amex card?"


def test_a_modal_question_with_please_asks():
    text = "Hello,\n\nOrder 8812. Could I please have a refund for the scratched mirror?\n\nThanks\nNoor\n"
    assert _value(text, "customer_expectation") == "Could I please have a refund for the scratched mirror?"


def test_an_opening_requesting_asks():
    text = "Hello,\n\nOrder 8812. Requesting a refund for the scratched mirror to my debit card.\n\nNoor\n"
    assert _value(text, "customer_expectation") == "Requesting a refund for the scratched mirror to my debit card"


def test_looking_forward_to_an_act_asks():
    text = "Good day\n\nMy order 8812 mirror came scratched. Looking forward to a replacement by 9 June 2026.\n\nNoor\n"
    assert _value(text, "customer_expectation") == "Looking forward to a replacement by 9 June 2026"


def test_looking_forward_to_a_reply_asks_nothing():
    from stages import nlp

    text = "Dear team,\n\nI look forward to hearing from you soon.\n\nNoor\n"
    ocr, _ = run(text, DEFAULT)
    ctx = nlp._Context(ocr, DEFAULT, DEFAULT.fields_for("customer_letter"), "customer_letter")
    s = text.index("I look")
    assert nlp._request_form(ctx, s, text.index(" soon") + 5) == 0.0


def test_any_chance_of_a_remedy_asks():
    text = ("Hi there,\n\nI returned the blender from order 4410 last week. Any chance of a refund before the weekend?\n\n"
            "Cheers\nDev\n")
    assert _value(text, "customer_expectation") == "Any chance of a refund before the weekend?"


# ---------------------------------------------------------------- the deadline

def test_an_events_date_in_the_wish_is_no_deadline():
    text = ("Dear Sir,\n\nRef: Order 2026/411\n\nI hereby request a full refund for the standing desk delivered on "
            "9 May 2026, since the motor grinds when it rises.\n\nYours faithfully,\nA. Boateng\n")
    assert _value(text, "customer_deadline") is None


def test_a_quoted_shop_date_is_no_deadline():
    text = ("Thanks Priya, I'll post it on Saturday.\n\nOn Mon, 6 Apr 2026 at 09:12, Oakfield Returns "
            "<returns@oakfield.example> wrote:\n> Hi Sam, please send the heater back to us by 14 April 2026.\n> Priya\n")
    assert _value(text, "customer_deadline") is None


def test_a_reason_clause_holds_no_undated_deadline():
    text = ("Hello,\n\nWe would like to return the garden bench from order 5120 because it came a week after the date "
            "we were told. Please confirm once the refund has been issued.\n\nRegards,\nThe Mensahs\n")
    f = _fields(text)
    assert f["customer_deadline"][0] is None
    assert f["customer_expectation"][0] == "Please confirm once the refund has been issued"


def test_a_named_occasion_is_an_undated_deadline_ending_with_its_clause():
    text = ("Kia ora,\n\nThe tent pegs in my parcel are the wrong size for the tent. Could you send the right pegs before "
            "Matariki, we are camping then?\n\nNga mihi,\nHemi\n")
    assert _fields(text)["customer_deadline"] == ("before Matariki", True)


# ---------------------------------------------------------------- the fault and the reason

def test_a_fault_in_the_customers_chat_turn():
    text = ("[15:20] Customer: hey, my Breville toaster doesn't pop up any more, the bread just burns\n"
            "[15:21] Agent: Oh no! When did you buy it?\n[15:21] Customer: in February, it is under warranty\n")
    assert _value(text, "issue_description") == "my Breville toaster doesn't pop up any more, the bread just burns"


def test_a_wish_after_a_speakers_label_is_no_reason():
    text = ("[02/06/2026, 11:02] Achieng Otieno: hi\n[02/06/2026, 11:03] Achieng Otieno: the blender I bought cracked at the base\n"
            "[02/06/2026, 11:04] Achieng Otieno: I want my money back by 10/06/2026\n[02/06/2026, 11:30] Shop Care: noted\n")
    assert _value(text, "return_reason") == "the blender I bought cracked at the base"


def test_a_faults_greeting_line_and_id_lead_are_trimmed():
    text = "Hi\nOrder 7731 - the fan is dead on arrival, won't spin at all. Refund pls.\nSade\n"
    assert _value(text, "return_reason") == "the fan is dead on arrival, won't spin at all"


def test_a_symptom_states_the_fault():
    head = "WARRANTY CLAIM\nCustomer: Ama Owusu\nProduct: Hisense 43in TV\n\nDear Sir,\n\n"
    tail = " Please repair it under warranty.\n\nAma Owusu\n"
    assert _value(head + "The screen keeps switching off after ten minutes of use." + tail, "issue_description") \
        == "The screen keeps switching off after ten minutes of use"
    assert _value(head + "The fan makes a loud grinding noise when it starts." + tail, "issue_description") \
        == "The fan makes a loud grinding noise when it starts"
    assert _value(head + "The TV cuts out randomly during programmes." + tail, "issue_description") \
        == "The TV cuts out randomly during programmes"


def test_a_persons_doing_is_no_symptom():
    head = "WARRANTY CLAIM\nCustomer: Ama Owusu\nProduct: Hisense 43in TV\n\nDear Sir,\n\n"
    assert _value(head + "I keep getting told to wait by your staff.\n\nAma Owusu\n", "issue_description") is None


def test_an_exchange_is_an_outcome_asked():
    from stages import nlp

    text = "Hello,\n\nCan we sort out an exchange for the larger size?\n\nNoor\n"
    ocr, _ = run(text, DEFAULT)
    ctx = nlp._Context(ocr, DEFAULT, DEFAULT.fields_for("customer_letter"), "customer_letter")
    assert nlp._names_schema_act(ctx, text.index("Can"), text.index("?"))


def test_the_goods_the_shop_sold_the_writer_are_the_product():
    text = ("Subject: Warranty claim\n\nHello,\n\nIn April your Nairobi branch sold me a Hotpoint FreshCare washing machine. "
            "It has stopped spinning. Please fix it under warranty.\n\nMaria Njeri\n")
    assert _value(text, "product_name") == "Hotpoint FreshCare washing machine"


def test_a_yes_please_answer_in_an_untimed_chat_asks():
    text = ("Agent: Hi, thanks for contacting Lumo Lighting. How can I help?\n"
            "Customer: my desk lamp from order 5512 arrived with a cracked shade\n"
            "Agent: Sorry! Would you like a refund?\nCustomer: yes please, a refund to my card\n")
    assert _value(text, "customer_expectation") == "yes please, a refund to my card"


def test_a_chat_modal_ask_without_its_question_mark():
    from stages import nlp

    text = "Hi\n\ncan u send a new lamp shade by friday\n\nAmy\n"
    ocr, _ = run(text, DEFAULT)
    ctx = nlp._Context(ocr, DEFAULT, DEFAULT.fields_for("customer_letter"), "customer_letter")
    s = text.index("can")
    assert nlp._request_form(ctx, s, text.index("friday") + 6) == 2.0
    t2 = "Hi\n\ncan you believe it took three weeks\n\nAmy\n"
    ocr, _ = run(t2, DEFAULT)
    ctx = nlp._Context(ocr, DEFAULT, DEFAULT.fields_for("customer_letter"), "customer_letter")
    assert nlp._request_form(ctx, t2.index("can"), t2.index("weeks") + 5) == 0.0


def test_goods_arriving_late_or_too_much_of_a_quality_are_the_reason():
    head, tail = "Hi,\n\nI'm sending back order 5512. ", " Please refund me.\n\nAmy\n"
    assert _value(head + "The jacket is too tight across the shoulders." + tail, "return_reason") \
        == "The jacket is too tight across the shoulders"
    assert _value(head + "It arrived two weeks late, after the party." + tail, "return_reason") \
        == "It arrived two weeks late, after the party"
    assert _value(head + "The courier turned up late and was rude." + tail, "return_reason") is None


def test_a_past_acts_date_is_no_deadline_whatever_its_preposition():
    text = "Hello,\n\nI posted the kettle back before 3 May 2026 with the prepaid label. Did it arrive?\n\nThanks,\nSofia\n"
    assert _value(text, "customer_deadline") is None
    text = "Date: 4 May 2026\n\nDear Sir/Madam,\n\nNobody came about the cooker. I need it repaired within seven days.\n\nZanele\n"
    assert _value(text, "customer_deadline") == "2026-05-11"


def test_a_wished_things_participle_and_a_label_above_leave_the_deadline():
    text = "Hello,\n\nOrder 4410. I'd like a replacement sent out no later than Jun 6, 2026.\n\nThanks,\nAnn\n"
    assert _value(text, "customer_deadline") == "2026-06-06"
    text = ("RETURN FORM\nOrder: 20931\nAmount claimed: INR 2,300.00\nComments:\nKindly credit the amount to my account "
            "latest by 2nd May, 2026.\n")
    assert _value(text, "customer_deadline") == "2026-05-02"
