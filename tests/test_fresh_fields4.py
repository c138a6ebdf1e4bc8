"""Field extraction on the wording of a fourth round of unseen shops (issue 9). Each test is written in its
own wording, not a document of `tests/fields_fresh_docs4.py`, so that it tests the method, not the case;
the last tests hold the round's sets as floors."""

from __future__ import annotations

from stages.normalize import blank_table_rules
from tests.field_checks import values
from tests.test_nlp import run


# --------------------------------------------------------------------------- ruled tables


def test_a_ruled_rows_bars_are_column_gaps_and_keep_offsets():
    text = "| Account | 7712-0041 |\nItems 4 | 5\n|NV-2231\n"
    out = blank_table_rules(text)
    assert len(out) == len(text)
    assert out.splitlines()[0] == "  Account   7712-0041  "
    assert out.splitlines()[1] == "Items 4 | 5"  # no ruled row: a bar joining items stays
    assert out.splitlines()[2] == "|NV-2231"  # a bar touching a letter is OCR's "I"


def test_a_label_and_its_id_in_two_cells_of_a_ruled_row():
    """A bar before a number is no look-alike "1": the cell's value is read as printed."""
    text = ("STATEMENT OF ACCOUNT\n| Statement number | 58-2291      |\n| Client no.       | 40917        |\n"
            "| Sales order      | SO-88120     |\n| Amount due       | EUR 410.00   |\n")
    _, f = values(text)
    assert f["customer_id"] == "40917"
    assert f["order_id"] == "SO-88120"


# --------------------------------------------------------------------------- ids printed in groups


def test_an_id_printed_in_spaced_groups_is_kept_as_printed():
    from stages.normalize import spaced_groups

    assert spaced_groups("PL 7730 18") == "PL 7730 18"
    assert spaced_groups("5521 0087 3") == "5521 0087 3"
    assert spaced_groups("ending 3391") is None  # a word is no group
    assert spaced_groups("HL-2659204") is None
    assert spaced_groups("793810AM8950 26D594367") is None  # two codes whose column gap a scan closed


def test_a_labelled_id_in_groups_reads_whole_and_spaced():
    text = ("Despatch confirmation\nCarrier: Nordic Freight\nConsignment no.: 4410 2298 7731 05\n"
            "Customer order: BW 2210 7\nDispatched 04/05/2026\n")
    _, f = values(text)
    assert f["tracking_number"] == "4410 2298 7731 05"
    assert f["order_id"] == "BW 2210 7"


# --------------------------------------------------------------------------- names


def test_a_japanese_addressee_line_names_the_customer_of_a_shops_letter():
    """"<name> 様" (or a firm's "御中") is the salutation of a Japanese business letter: the name before it."""
    text = ("Nakamura Garden Tools\n\nAyaka Morimoto 様\n\nYour order has been dispatched.\nOrder no.: NGT-55102\n"
            "Carrier: Sagawa Express\nTracking: 3301-4471-2290\n")
    _, f = values(text)
    assert f["customer_name"] == "Ayaka Morimoto"


def test_a_greeting_in_another_language_with_a_given_name_alone_gives_no_customer_name():
    """A salutation in another language is still a salutation, and a given name alone is no customer name."""
    text = ("Hola Marisol, your order 4410-88 is confirmed and will be delivered on 14/03/2026.\n"
            "Order total: MXN 1,250.00\nThank you for your order!\n")
    _, f = values(text)
    assert f["customer_name"] is None


def test_a_closing_in_another_language_signs_for_the_shop_not_the_customer():
    text = ("Dear Britt Lundqvist,\n\nWe are pleased to approve your refund of SEK 640,00 for order 30-2214.\n\n"
            "Med vänliga hälsningar\nOskar Dahl\nKundtjänst\n")
    _, f = values(text)
    assert f["customer_name"] != "Oskar Dahl"


def test_a_titled_greeting_without_a_full_name_gives_the_surname():
    text = "Dear Mr. Oyelaran,\nYour parcel was shipped today with DHL, tracking 1Z 8841 2207.\nRegards, Despatch\n"
    _, f = values(text)
    assert f["customer_name"] == "Oyelaran"


# --------------------------------------------------------------------------- decisions in the present


def test_a_present_tense_decision_after_a_shared_subject_sets_status_and_amount():
    """"We have checked ... and are glad to accept your refund of ...": the saying is the deciding (the subject
    shared by the coordinated verbs), its sentence's one amount the approved amount."""
    text = ("Harbourside Cameras\n12 May 2026\n\nDear Tomasz Zielinski,\n\nWe have checked the lens you sent back and are "
            "glad to accept your refund of EUR 310.00 in full. It will reach your card shortly.\n\nKind regards\nReturns\n")
    t, f = values(text)
    assert t == "refund_approval"
    assert f["refund_status"] == "approved"
    assert f["refund_approved"] == "310.00"


def test_a_decision_sentence_with_two_amounts_gives_no_approved_amount():
    text = ("Harbourside Cameras\n12 May 2026\n\nDear Tomasz Zielinski,\n\nWe have checked the lens and are glad to "
            "accept your refund of EUR 310.00 less the EUR 25.00 handling fee.\n\nKind regards\nReturns\n")
    _, f = values(text)
    assert f["refund_approved"] is None


def test_a_scans_pronoun_read_as_a_bar_is_no_ruled_row():
    """OCR reads a capital I as "|": a line opening "| need ..." is a sentence, not a table's row."""
    text = "| need the parcel by Friday. | hope that is possible.\n"
    assert blank_table_rules(text) == text


# --------------------------------------------------------------------------- the sending in prose


def test_the_carrier_and_date_of_the_sentence_that_reports_the_goods_sent():
    text = ("Hi Lotte,\nGood news: your parcel was posted this morning, 22/06/2026, with Bring Cargo, tracking "
            "CB 4410 2287 NO. It should reach you by Thursday.\nOrder 7730-NO\nBest, Fjordstova\n")
    _, f = values(text)
    assert f["carrier"] == "Bring Cargo"
    assert f["ship_date"] == "2026-06-22"


def test_no_carrier_from_a_date_or_a_pronoun_after_by():
    text = ("Your order 5521-88 was dispatched by us on 03/02/2026 and should arrive by Friday.\n"
            "Tracking number: 00340434161234567890\n")
    _, f = values(text)
    assert f["carrier"] is None


# --------------------------------------------------------------------------- values before their labels


VALUE_FIRST = """PACKING LIST / PAKKSEDDEL
Vestland Verktøy AS

PL-55120-B               Order number
11.08.2026               Dispatch date
Hardanger Snekkeri AS    Consignee
Bring                    Carrier
70702224451104           Tracking number

Chisel set 6 pcs         4
"""


def test_a_form_printing_values_before_their_labels():
    ocr, ex = run(VALUE_FIRST)
    f = {k: v.value for k, v in ex.fields.items()}
    assert ex.doc_type == "shipping_notice"
    assert f["order_id"] == "PL-55120-B"
    assert f["tracking_number"] == "70702224451104"
    assert f["ship_date"] == "2026-08-11"
    assert f["customer_name"] == "Hardanger Snekkeri AS"
    for v in ex.fields.values():  # the spans are the printed text's
        if v.value is not None:
            assert ocr.text[v.span[0]:v.span[1]] == v.raw


def test_one_row_ending_in_a_label_word_is_no_value_first_form():
    from stages.nlp import value_first_rows
    from tests.test_nlp import DEFAULT

    text = "Dear customer,\nThank you for your recent order    Order number\nRef 1182\n"
    assert value_first_rows(text, DEFAULT.fields_for("order_confirmation")) == []


# --------------------------------------------------------------------------- money of three minor digits, legal forms


def test_an_amount_of_a_three_decimal_currency_keeps_its_fils():
    from stages.normalize import MONEY_RE, parse_money

    m = MONEY_RE.search("Net payable  JOD 2,318.755")
    assert m is not None and m.group(0) == "JOD 2,318.755"
    money = parse_money(m.group(0))
    assert (money.value, money.currency) == ("2318.755", "JOD")
    assert parse_money("EUR 18.5").value == "18.50"


def test_a_polish_civil_partnerships_form_stays_with_its_name():
    text = ("FAKTURA / INVOICE\nInvoice no.: 2026/11/044\nDate: 04.11.2026\nBuyer: Piekarnia Zawada s.c.\n"
            "Net total: 800,00 zł\nVAT 23%: 184,00 zł\nTotal due: 984,00 zł\n")
    _, f = values(text)
    assert f["customer_name"] == "Piekarnia Zawada s.c"


def test_the_date_of_the_sentence_that_reports_the_money_paid_back():
    text = ("Dear Ms Grønlund,\n\nWe have refunded DKK 845,00 to your card today, 9 June 2026, for the lamp you "
            "returned.\n\nPayment ref: DK-RF-30118\nKind regards\nLysstuen ApS\n")
    t, f = values(text)
    assert t == "refund_execution"
    assert f["execution_date"] == "2026-06-09"


# --------------------------------------------------------------------------- a bare "Ref."


def test_a_bare_reference_heading_a_decision_letter_is_its_case():
    text = ("Lakeshore Kayaks Oy\nRef: LK/RT/118\n14.05.2026\n\nDear Aino Koskinen,\n\nWe have approved your refund of "
            "EUR 240,00 for order 55-2017.\n\nYours sincerely\nLakeshore Kayaks\n")
    _, f = values(text)
    assert f["case_number"] == "LK/RT/118"
    assert f["order_id"] == "55-2017"


def test_a_bare_reference_on_a_payment_or_an_invoice_is_no_case():
    text = ("REFUND PAID\nRef. 7781-22-0931\nAmount: EUR 18.00\nDate: 02/03/2026\nOrder: 66120\n")
    _, f = values(text)
    assert f.get("case_number") is None


# --------------------------------------------------------------------------- the status an outcome's amount records


def test_an_approval_form_with_its_approved_amount_records_the_approved_status():
    text = ("CREDIT AUTHORISATION\nClaim ref: CR-44120\nCustomer: Ines Baptista\nDate: 03/04/2026\n"
            "Credit approved: EUR 92,50\nCredit by: 10/04/2026\n")
    t, f = values(text)
    assert t == "refund_approval"
    assert f["refund_status"] == "approved"


def test_no_status_word_printed_no_status_read():
    text = ("RETURN DECISION\nCase: RD-5512\nCustomer: Ines Baptista\nRefundable: EUR 92,50\n")
    _, f = values(text)
    assert f["refund_status"] is None


# --------------------------------------------------------------------------- a confirmation's own number


def test_an_order_confirmations_own_number_is_the_orders():
    text = ("ORDER ACKNOWLEDGEMENT\nPampas Saddlery S.A. - Córdoba\nConfirmation no.: PS-2026-0418\n"
            "Customer: Estancia La Loma\nOrder date: 02/03/2026\nTotal: USD 1,480.00\n")
    _, f = values(text)
    assert f["order_id"] == "PS-2026-0418"


def test_a_payments_confirmation_number_is_no_order():
    text = ("Refund sent\nConfirmation number: TX-88120-55\nAmount refunded: USD 45.00\nDate: 03/02/2026\n")
    _, f = values(text)
    assert f.get("order_id") is None


def test_a_decision_on_an_indefinite_but_priced_refund_is_made_by_saying_it():
    """"we are glad to approve a refund of GBP 18.40": one refund with its amount, a decision; "we accept a return
    within 28 days" is a policy and decides nothing."""
    text = ("Dear Noor Aziz,\n\nWe have looked at the kettle and are glad to approve a refund of GBP 18.40 for it.\n\n"
            "Regards\nReturns desk\n")
    _, f = values(text)
    assert f["refund_status"] == "approved"
    assert f["refund_approved"] == "18.40"
    from stages import acts
    from stages.spacy_model import lemmatize

    text = "We accept a return within 28 days of delivery."
    doc = lemmatize(text)
    sent = acts.tokens(doc)
    i = next(k for k, t in enumerate(sent) if t.lemma == "accept")
    assert not acts.is_performative(sent, i)


def test_baltic_and_nordic_legal_forms_stay_with_the_name():
    text = ("DELIVERY NOTE\nCustomer order: 7731-LV\nConsignee: Rigas Galdnieki SIA\nCarrier: Omniva\n"
            "Despatched: 02.03.2026\nTracking: CC123456789EE\n")
    _, f = values(text)
    assert f["customer_name"] == "Rigas Galdnieki SIA"


# --------------------------------------------------------------------------- the fourth round's sets as a floor


def test_the_fourth_fresh_set_holds_its_accuracy():
    """The 40 documents of the fourth round (`tests.fields_fresh_docs4`): untouched 149/254 fields, 1 of 75 null slots
    filled; after its fixes 204/254 and the same one. A regression fails here; not 100%."""
    from tests.fields_fresh_docs4 import score

    r = score()
    assert r["correct"] >= 204, r["misses"]
    assert r["hallucinated"] <= 1, r["misses"]
    assert r["doctype_ok"] >= 37


def test_the_fourth_check_set_holds_its_accuracy():
    """The 20 documents written after the fourth round's fixes and never tuned on (`tests.fields_fresh_docs4_check`):
    77/118 on main before the round (one document crashed), 98/118 after it, 102/118 after two later general changes."""
    from tests.fields_fresh_docs4_check import score

    r = score()
    assert r["correct"] >= 102, r["misses"]
    assert r["hallucinated"] <= 1, r["misses"]
    assert r["doctype_ok"] >= 20


def test_a_refusals_decision_date_is_no_approval_date():
    text = ("CLAIM DECISION\nClaim no.: CD-2291\nCustomer: Piotr Lis\nDecision date: 14/09/2026\n"
            "Decision: Rejected - the damage was caused in use\n")
    t, f = values(text)
    assert t == "refund_approval"
    assert f["refund_status"] == "rejected"
    assert f["approval_date"] is None


def test_a_bare_reference_and_a_confirmation_number_go_to_the_schemas_own_key_fields():
    """The case's and the order's key fields come from the schema's roles (a doc type's case key of entity case /
    order), so a schema calling them "ticket_no" and "po_number" gets the same values under its own names."""
    from stages.nlp import extract
    from tests.test_cases14 import renamed_schema
    from tests.test_nlp import ocr_from_text

    own, names = renamed_schema()
    letter = ("Lakeshore Kayaks Oy\nRef: LK/RT/118\n14.05.2026\n\nDear Aino Koskinen,\n\nWe have approved your refund of "
              "EUR 240,00 for order 55-2017.\n\nYours sincerely\nLakeshore Kayaks\n")
    confirmation = ("ORDER ACKNOWLEDGEMENT\nPampas Saddlery S.A. - Córdoba\nConfirmation no.: PS-2026-0418\n"
                    "Customer: Estancia La Loma\nOrder date: 02/03/2026\nTotal: USD 1,480.00\n")
    got = extract(ocr_from_text(letter), own)
    assert got.fields[names["case_number"]].value == "LK/RT/118"
    got = extract(ocr_from_text(confirmation), own)
    assert got.fields[names["order_id"]].value == "PS-2026-0418"
