"""fields17: a claim's product and fault, a return's reason, when no cue labels them (stages/references.py)."""

from __future__ import annotations

from tests.test_nlp import run


def values(text: str) -> tuple[str, dict]:
    _, ex = run(text)
    return ex.doc_type, {k: (None if v.is_null else v.value) for k, v in ex.fields.items()}


def test_label_whose_head_noun_is_a_kind_of_goods_gives_the_product():
    t, f = values("Warranty claim form\nClaim date: 3 March 2026\nEquipment: Makita DHP484 Combi Drill, serial 5520931\n"
                  "Fault: Chuck wobbles on every setting\n")
    assert t == "warranty_form"
    assert f["product_name"] == "Makita DHP484 Combi Drill"


def test_goods_noun_as_subject_before_a_copula_gives_the_product():
    t, f = values("Hello,\nI am submitting a warranty claim for order 5519.\n\nThe appliance is the Vortex 900 Air Fryer. "
                  "Basket coating peels off after every use.\n\nRegards, Ana Lopes\n")
    assert t == "warranty_form"
    assert f["product_name"] == "Vortex 900 Air Fryer"


def test_object_of_the_writers_purchase_is_the_whole_noun_chunk():
    t, f = values("Warranty claim\n\nIn January I bought a Breville Barista Express espresso machine from you. "
                  "The pump rattles loudly.\n\nSerial: BES870-2291045\nTom Wieczorek\n")
    assert f["product_name"] == "Breville Barista Express espresso machine"  # not "In January"


def test_fault_sentence_in_prose_gives_the_issue_without_its_time_adverbial():
    t, f = values("Warranty claim\nAppliance: Smeg KLF03 Kettle\nCustomer: Daniel Reyes\n"
                  "Since last month the kettle no longer switches off when the water boils.\n")
    assert t == "warranty_form"
    assert f["issue_description"] == "the kettle no longer switches off when the water boils"


def test_no_fault_stated_gives_no_issue():
    t, f = values("Warranty claim\nOrder: 51-2290\nI have attached the receipt. Please call me on the number below.\n"
                  "Name: Hugo Lind\n")
    assert f["issue_description"] is None and f["product_name"] is None


def test_fault_sentence_gives_a_returns_reason_when_no_cue_does():
    t, f = values("Hi,\nI'd like a refund for order 4412-77. The zip on the backpack broke on the first trip.\n"
                  "Thanks, Lea Fournier\n")
    assert t == "refund_request"
    assert f["return_reason"] == "The zip on the backpack broke on the first trip"


def test_fault_after_an_explaining_colon_is_the_clause_after_it():
    t, f = values("To whom it may concern,\n\nI ordered from you recently (order ref WX-1182). Sadly the Pellet Smoker\n"
                  "Grill 20 has to go back: the door hinge snapped the second time I opened it.\n\n"
                  "I am asking for my GBP 212.00 back.\n")
    assert t == "refund_request"
    assert f["return_reason"] == "the door hinge snapped the second time I opened it"


def test_fault_with_its_subject_left_out_and_a_negated_verb():
    t, f = values("Hi,\nI am submitting a warranty claim for order no. 771-204.\n\nThe unit is the Ember 40 Fire Pit, "
                  "serial EF-22014. Smokes heavily after an hour\nand will not relight.\n\nThanks, Jo Park\n")
    assert t == "warranty_form"
    assert f["issue_description"] == "Smokes heavily after an hour and will not relight"


def test_lower_case_label_word_before_a_title_case_value_is_the_labels():
    t, f = values("Product defect report\n\nDate of claim 30 Apr 2026\nProduct Alder 3 Bike Light\n"
                  "Serial AL3-99120044\nProblem noted Flickers when the cable is moved\nDeadline 12 May 2026\n")
    assert f["issue_description"] == "Flickers when the cable is moved"


def test_a_shops_rule_about_damage_and_an_orders_label_are_no_fault_nor_product():
    t, f = values("Warranty claim for Order 55190\n\nName: Ruth Adler\nSerial: KX-55120093\n\n"
                  "If your item arrives damaged, it must be reported within 48 hours.\n")
    assert f["issue_description"] is None
    assert f["product_name"] is None
