"""Identifier fields on shops docflow never saw (helper ids16): each behaviour by method, on made-up documents.

- a label's head noun in its plural ("Returns no.") is the cue's lemma ("return no");
- a label ending a wrapped line of prose has its value at the start of the next line when the sentence goes on after it
  ("... customer no.\\nKL-4410-9, which ..."), never when that line is a row of values under a row of labels;
- the tracking number by its carrier: a token of the tracking field's declared shape (hyphens dropped) printed beside or
  under the carrier's name, under a label no cue lists ("PIN:"), never a phone's number or another field's value;
- a noun naming one id field's thing and its number-word, with no label mark, heading a column ("Sales ref") or alone
  on a line with its id ("Web ref WEB-7712").
"""

from __future__ import annotations

from tests.test_nlp import run


def _ids(text: str) -> dict:
    _, ex = run(text)
    return {n: f.value for n, f in ex.fields.items() if f.type == "identifier"}, ex.doc_type


def test_plural_head_noun_is_the_cues_lemma():
    ids, _ = _ids("""Hi,

I'm back on to you about returns no. LT-99120, order no. 4471-2209. Nobody has called me.

Maya Olsen
""")
    assert ids["case_number"] == "LT-99120"
    assert ids["order_id"] == "4471-2209"


def test_value_of_a_label_wrapped_to_the_next_line_of_prose():
    ids, _ = _ids("""Hello,

I am writing again about case QS-2210, order 88120334, customer no.
KL-4410-9. Nobody has called me back about the broken kettle.

Regards,
Tom Reyes
""")
    assert ids["customer_id"] == "KL-4410-9"


def test_tracking_label_in_brackets_wrapped_to_the_next_line():
    ids, dt = _ids("""Hi Ana,

We handed your order 5520194 to Nordlink Cargo on 2 May 2026 (tracking no.:
NC4412009981). It should reach you in three days.

Dispatch team
""")
    assert dt == "shipping_notice"
    assert ids["tracking_number"] == "NC4412009981"


def test_a_row_of_values_under_a_label_ending_its_line_is_no_wrapped_sentence():
    ids, _ = _ids("""Refund approval
Claim ref. Sales order Client no.
QX-551204 88-1203394 4471205
Status: Approved
Approved refund: EUR 40.00
""")
    assert ids["customer_id"] != "QX-551204"


def test_tracking_number_beside_its_carrier_under_a_label_no_cue_lists():
    ids, dt = _ids("""Delivery note
Order #: 7712044
Dispatched: 2026-05-02
Shipped via:
Pelican Freight
PIN:
X551200987712
Arriving: 2026-05-05
""")
    assert dt == "shipping_notice"
    assert ids["tracking_number"] == "X551200987712"
    assert ids["order_id"] == "7712044"


def test_tracking_digits_grouped_by_hyphens_beside_the_carrier():
    ids, _ = _ids("""Despatch note
Your order: 4410992
Haulier: Pelican Freight
Pallet ref: 5512-7730-21
Expected: 12 May 2026
""")
    assert ids["tracking_number"] == "5512-7730-21"


def test_a_phone_number_by_the_carrier_is_no_tracking_number():
    ids, _ = _ids("""Despatch note
Your order: 4410992
Haulier: Pelican Freight
Driver: 519-555-0142
Expected: 12 May 2026
""")
    assert ids["tracking_number"] is None


def test_noun_and_number_word_heading_a_column_without_a_mark():
    ids, dt = _ids("""Dear Ruth Adeyemi,

Remittance ref    Date credited    Sales ref
TRX55129340021    4 May 2026       HX44-10293
Service ref       Refunded to      Status
SV/2210/26        card             Refund processed

Refunded: EUR 77.10
""")
    assert dt == "refund_execution"
    assert ids["order_id"] == "HX44-10293"
    assert ids["case_number"] == "SV/2210/26"


def test_noun_and_number_word_alone_on_a_line_with_its_id():
    ids, _ = _ids("""Service / warranty booking
Our ref QW5512
Date Tue 5 May 2026
Web ref 4410-99201
Product: Orbit 20 hedge trimmer
Fault: blade stops after a minute
""")
    assert ids["order_id"] == "4410-99201"
    assert ids["case_number"] == "QW5512"


def test_id_right_after_its_fields_noun_in_prose():
    ids, _ = _ids("""Hi Dana,

We refunded EUR 52.00 to your card today, transaction PX55120934. This closes order 7712-KT and
claim 4410298.

Accounts team
""")
    assert ids["case_number"] == "4410298"


def test_an_id_after_the_noun_whose_letters_name_another_field_is_not_taken():
    ids, _ = _ids("""Subject: Return WEB5512093

Hello, the mower you sent back has been checked and we agreed a refund of EUR 80.00.

Returns desk
""")
    assert ids["case_number"] != "WEB5512093"


def test_id_alone_in_brackets_after_its_labels_noun():
    ids, _ = _ids("""Hello,

It's about your ref QT-88120, my order (KXB40917). The kettle leaks from the base, so I am sending it back.
Please refund the EUR 45.00 to my card.

Thanks,
Ines Moreau
""")
    assert ids["order_id"] == "KXB40917"


def test_value_of_a_label_ending_a_line_of_cells_wrapped_to_the_next():
    ids, _ = _ids("""Your order
Order ref.: 5512093 | Order placed: 04/02/2026 | Member no.:
77-K-120 | Delivery window: 10/02/2026
Charge to: Lena Park
Total incl. VAT EUR 120.00
""")
    assert ids["customer_id"] == "77-K-120"


def test_case_file_label_in_another_language():
    ids, _ = _ids("""Remboursement approuvé / Refund approval
2026-04-11
N° de dossier:
558120
Commande / Order: 4410-2231
Remboursement approuvé / Approved refund: 120,00 $
""")
    assert ids["case_number"] == "558120"


def test_case_file_word_without_a_value_is_no_error():
    ids, _ = _ids("""Bonjour,

Votre dossier est en cours de traitement. Commande 4410-2231, remboursement de 45,00 $ approuvé.

Service client
""")
    assert ids["case_number"] is None
