"""Field extraction on the shapes of a fifth round of unseen documents (issue 9): noisy scans, system exports, forwarded
chains, address blocks. Each test is written in its own wording, not a document of `tests/fields_fresh_docs5.py`, so
that it tests the method, not the case; the last tests hold the round's sets as floors."""

from __future__ import annotations

from tests.field_checks import values


# --------------------------------------------------------------------------- OCR's look-alikes


def test_lookalike_letters_in_numbers_and_zeros_in_words_are_read_as_meant():
    from stages.normalize import repair_lookalikes

    text = "Inv0ice date: 1O.O3.2026  T0TAL 4,2l5.00  Ref KL-2026-0O81  DECISl0N"
    out = repair_lookalikes(text)
    assert len(out) == len(text)  # offsets hold
    assert out == "Invoice date: 10.03.2026  TOTAL 4,215.00  Ref KL-2026-0081  DECISION"


def test_real_letters_of_ids_and_units_are_no_slips():
    from stages.normalize import repair_lookalikes

    text = "SO-4410 NO-2291 box A4, 0.5l bottle, 20l can, case PR-O-7731, at 1O:30, Il pleut"
    assert repair_lookalikes(text) == text


def test_a_scanned_decision_with_lookalikes_gives_its_dates_and_case():
    text = ("REFUND DECISI0N\nClaim n0.: KV-2026-0l44\nCustomer: Irena Novak\nDecision date: l4.O2.2026\n"
            "Decision: APPR0VED\nApproved amount: 58,40 EUR\nPaid by: 2l.02.2026\n")
    _, f = values(text)
    assert f["case_number"] == "KV-2026-0144"
    assert f["approval_date"] == "2026-02-14"
    assert f["promised_date"] == "2026-02-21"


# --------------------------------------------------------------------------- which date labels the document


def test_a_dates_label_beats_the_same_word_inside_a_sentence():
    text = ("From: Hamid Rezai <hr@example.com>\nDate: Tue, 17 Mar 2026 08:40\nSubject: refund, order 5521-KL\n\n"
            "Hello, the kettle (sent 9 Mar) leaks at the base. Please refund the EUR 39.90 to my card.\n\nHamid Rezai\n")
    _, f = values(text)
    assert f["document_date"] == "2026-03-17"


def test_this_messages_date_before_the_forwarded_ones():
    text = ("From: Ines Duarte <ines@example.com>\nSubject: Fwd: your parcel\nDate: Thu, 30 Apr 2026 18:02\n\n"
            "Hello, the lamp from this order came broken: the glass shade is shattered. I want my EUR 64.00 back.\n\n"
            "Ines Duarte\n\n---------- Forwarded message ---------\nFrom: Shop <noreply@shop.example>\n"
            "Date: 21 Apr 2026\nSubject: Order 7741-LX shipped\n")
    _, f = values(text)
    assert f["document_date"] == "2026-04-30"


# --------------------------------------------------------------------------- ids


def test_a_number_word_glued_to_its_id_by_a_hyphen_is_the_ids_prefix():
    text = ("Hello Dora,\nyour refund of EUR 42.00 for order NO-8812-44 was paid to your card today, 4 May 2026.\n"
            "Transaction reference: TR55012\n")
    _, f = values(text)
    assert f["order_id"] == "NO-8812-44"


# --------------------------------------------------------------------------- statuses


def test_a_remittance_advice_records_its_payment_made_without_a_status_word():
    text = ("REMITTANCE ADVICE\nPayer: Kalinda Tools Ltd\nPayee: Oskar Brandt\nAmount: EUR 310.00\n"
            "Value date: 12.05.2026\nPayment reference: KT-PAY-0512\nDetails: refund, returned drill, order 7741\n")
    t, f = values(text)
    assert t == "refund_execution"
    assert f["refund_status"] == "executed"


# --------------------------------------------------------------------------- names


def test_a_firms_legal_form_after_its_name_stays_with_it():
    """Registers' terms (cleanco's table, and forms it lacks) after a long name, kept past the value's cut at a period."""
    for firm in ("Sveti Nikola Vinarija Zlatna Loza d.o.o.", "Rodopi Agro Trade EOOD", "Ionian Blue Charters I.K.E.",
                 "Ferreteria Los Pinos, S. de R.L. de C.V."):
        text = f"INVOICE\nInvoice no.: 26-0044\nDate: 03.03.2026\nCustomer: {firm}\nTotal: EUR 120.00\n"
        _, f = values(text)
        assert f["customer_name"] == firm.rstrip("."), firm


# --------------------------------------------------------------------------- labels of other languages


def test_labels_printed_in_other_languages_without_english():
    text = ("RECHNUNG\nRechnungsnummer: 2026-1187\nRechnungsdatum: 04.05.2026\nKundennummer: 70-2291\n"
            "Empfänger: Tischlerei Brandl KG\nNettobetrag: 400,00 EUR\nMwSt 19 %: 76,00 EUR\nGesamtbetrag: 476,00 EUR\n")
    _, f = values(text)
    assert f["invoice_number"] == "2026-1187"
    assert f["customer_id"] == "70-2291"
    assert f["customer_name"] == "Tischlerei Brandl KG"
    assert f["document_date"] == "2026-05-04"
    assert (f["subtotal"], f["order_total"]) == ("400.00", "476.00")


def test_an_ids_prefix_abbreviates_no_compound_labels_number_word():
    """"KLN" is no abbreviation of "klantnummer" (the noun is "klant"): an order's own id stays the order's."""
    from tests.test_nlp import DEFAULT
    from stages.rules import prefix_names

    assert not prefix_names("KTN", DEFAULT.fields["customer_id"])
    text = "Hi Noor! Your order #KTN-40981 is confirmed, total EUR 55.00. Expected delivery 3 Jun 2026.\n"
    _, f = values(text)
    assert f["order_id"] == "KTN-40981"
    assert f["customer_id"] is None


# --------------------------------------------------------------------------- dates and money of other languages


def test_written_dates_with_month_names_of_other_languages():
    from stages.normalize import ABS_DATE_RE, parse_date

    for printed, iso in (("3. Oktober 2026", "2026-10-03"), ("14 de febrero de 2026", "2026-02-14"),
                         ("2026. május 8.", "2026-05-08"), ("21 settembre 2026", "2026-09-21"),
                         ("7 lipca 2026", "2026-07-07")):
        m = ABS_DATE_RE.search(f"Datum: {printed}\n")
        assert m is not None and m.group(0).rstrip(".") == printed.rstrip("."), printed
        assert parse_date(m.group(0), "DMY").isoformat() == iso


def test_a_letters_date_line_in_another_language_dates_it_and_its_relative_deadline():
    text = ("Jana Vogel\nGartenweg 3\n80331 München\n\nMünchen, 3. Oktober 2026\n\nOrder 55-2091\n\nDear Sir or Madam,\n"
            "the coffee grinder I returned arrived broken. Please refund the EUR 89.00 within 14 days of this letter.\n\n"
            "Jana Vogel\n")
    _, f = values(text)
    assert f["document_date"] == "2026-10-03"
    assert f["customer_deadline"] == "2026-10-17"


def test_currency_signs_the_library_lacks():
    from stages.normalize import parse_money

    for printed, code, amount in (("₸ 12 400", "KZT", "12400"), ("₺1.250,00", "TRY", "1250.00"), ("₾ 86.50", "GEL", "86.50"),
                                  ("NT$ 3,200", "TWD", "3200"), ("45 000 FCFA", "XOF", "45000"),
                                  ("1,200 Birr", "ETB", "1200")):
        money = parse_money(printed)
        assert money is not None and money.currency == code and str(money.amount) == amount, printed


# --------------------------------------------------------------------------- system dumps


def test_a_dumps_keys_written_as_identifiers_are_labels():
    from stages.normalize import spaced_keys

    assert spaced_keys("full_name: Ana\n  order_ref = 55\nsee my_file: x_y\n") == \
        "full name: Ana\n  order ref : 55\nsee my_file: x_y\n"  # (a dump's "=" read as the label's colon: fields6)
    text = ("ticket_export\nsubmitted_at: 2026-05-02 10:14\ncustomer_name: Tomas Berg\nclient_number: KB-40912\n"
            "order_number: 88120-SE\nrequested_amount: SEK 640,00\nreason: the zip broke on the first day\n")
    _, f = values(text)
    assert f["customer_name"] == "Tomas Berg"
    assert f["customer_id"] == "KB-40912"
    assert f["order_id"] == "88120-SE"


def test_a_leader_of_dots_after_an_abbreviated_label_and_before_its_colon():
    text = ("INVOICE\nInvoice no. .......: 26-00418\nDate ..............: 02.09.2026\nCustomer no. ......: 44-1029\n"
            "Customer ..........: Sunde Marine AS\nTotal .............: EUR 980.00\n")
    _, f = values(text)
    assert f["invoice_number"] == "26-00418"
    assert f["customer_id"] == "44-1029"
    assert f["customer_name"] == "Sunde Marine AS"


def test_a_code_glued_to_digits_by_a_hyphen_is_an_ids_prefix_not_a_currency():
    from stages.normalize import dominant_currency

    assert dominant_currency("Firma AG, CHE-105.934.222 MWST\nTotal CHF 1'200.00\n") == "CHF"


def test_a_capital_i_read_as_l_opening_a_word():
    from stages.normalize import repair_lookalikes

    assert repair_lookalikes("lnvoice no. 4471, lkeja; 5 lbs, Pty ltd") == "Invoice no. 4471, Ikeja; 5 lbs, Pty ltd"


def test_a_carrier_named_in_prose_ends_with_its_sentence():
    text = ("Hi Marta,\nyour order 55-1209 left our warehouse today (4 May 2026) with Cargus Romania. Your tracking "
            "number is 8841 2093 55.\nKind regards\n")
    _, f = values(text)
    assert f["carrier"] == "Cargus Romania"


def test_the_waived_percentage_is_the_one_nearest_the_waiver():
    text = ("REFUND APPROVAL\nCase: RA-5520\nCustomer: Lena Park\nRestocking fee: 10 % (waived 50 %)\n"
            "Approved refund: EUR 270.00\nStatus: approved\n")
    _, f = values(text)
    assert f["fee_waiver_percent"] == "50"


def test_a_things_validity_is_no_customers_deadline():
    text = ("REPAIR TICKET\nTicket: RT-5512\nOpened: 2026-03-02\nCustomer: Sami Haddad\nItem: Blender Vortex B-9\n"
            "S/N: VB9-2025-0041\nWarranty: valid until 2027-01-31\nFault: the motor hums but the blades do not turn\n")
    _, f = values(text)
    assert f["customer_deadline"] is None


def test_names_with_the_letters_of_central_and_eastern_european_languages():
    for name in ("Dārta Ozoliņa", "Tomáš Dvořák", "Łucja Świątek", "Ivana Hodžić"):
        text = f"Dear {name},\n\nyour parcel for order 55-2291 left our warehouse today with DPD. Tracking 0580 9023 11.\n"
        _, f = values(text)
        assert f["customer_name"] == name, name


def test_a_greeting_to_a_name_printed_in_capitals():
    text = ("Subject: Credit notification\n\nDear CHIAMAKA NWOSU-EZE,\n\nYour account has been credited.\n"
            "Amount: NGN 12,500.00\nValue date: 02-MAR-2026\nReference: 000099412\n")
    _, f = values(text)
    assert f["customer_name"] == "CHIAMAKA NWOSU-EZE"
    text = "Dear VALUED CUSTOMER,\n\nYour account has been credited with NGN 12,500.00 on 02-MAR-2026. Reference: 000099412\n"
    _, f = values(text)
    assert f["customer_name"] is None


def test_an_id_in_small_letters_ocr_does_not_confuse_is_kept_as_printed():
    from stages.normalize import read_identifier

    shapes = ["[A-Z]{1,4}-?\\d{3,10}"]
    assert read_identifier("m-220417", shapes) == "m-220417"
    assert read_identifier("hb-40917", shapes) == "hb-40917"
    assert read_identifier("c-40917", shapes) == "C-40917"  # a small c is OCR's capital as often as not


def test_a_size_in_inches_ends_a_labelled_value():
    text = ("WARRANTY CLAIM\nName: Rui Costa\nProduct: Monitor Lumen 27\"\nSerial number: LM27-2291-04\n"
            "Problem: the screen flickers\nDate: 02/03/2026\n")
    _, f = values(text)
    assert f["product_name"] == 'Monitor Lumen 27"'


def test_a_totals_currency_code_before_its_amount_in_the_next_column():
    from stages.normalize import dominant_currency

    assert dominant_currency("Item        Amount\nBoots        1'120.00\nTotal CHF        1'120.00\n") == "CHF"


def test_a_scans_spaced_number_word_after_a_label():
    text = "REPAIR REQUEST\nCase n o.: RQ-26-0412\nCustomer: Olga Marin\nProduct: Kettle K-20\nFault: leaks\n"
    _, f = values(text)
    assert f["case_number"] == "RQ-26-0412"


def test_a_prefix_naming_the_case_before_a_lettered_group():
    text = ("Dear Mr Weber,\n\nRe: your return RMA-DE-5521\n\nWe refunded EUR 49.00 to your card on 03/03/2026. "
            "Transaction reference 9KQ2X7.\n\nRegards, Returns\n")
    _, f = values(text)
    assert f["case_number"] == "RMA-DE-5521"


def test_an_erp_exports_customer_code_in_brackets_or_before_the_name():
    text = ("SALES ORDER\nOrder      : S07781\nCustomer   : [PT-0091] Padaria Aurora Lda\nOrder date : 04/02/2026\n"
            "Total      : EUR 310.00\n")
    _, f = values(text)
    assert f["customer_id"] == "PT-0091"
    text = ("CREDIT NOTE REQUEST\nRequest ID ....... CR-5512\nCustomer ......... 30871 Pekara Klas d.o.o.\n"
            "Approved amount .. 1.200,00 RSD\nStatus ........... APPROVED\n")
    _, f = values(text)
    assert f["customer_id"] == "30871"


def test_a_forms_message_field_holds_the_customers_sentence():
    text = ("Contact form\nname: Leila Haddad\norder: 55-2041\nsubject: refund\n"
            "message: I would like the refund before 12/05/2026, I am travelling after that.\n")
    _, f = values(text)
    assert f["customer_expectation"] == "I would like the refund before 12/05/2026, I am travelling after that"


def test_portuguese_particles_inside_a_firms_name():
    text = "FATURA\nFatura n.º: FT 26/0412\nData: 2026-03-02\nCliente: Padaria dos Aliados Lda\nTotal: 120,00 €\n"
    _, f = values(text)
    assert f["customer_name"] == "Padaria dos Aliados Lda"


def test_a_delivery_label_before_a_date_and_a_forms_promise_in_the_infinitive():
    text = ("ORDER CONFIRMATION\nOrder: 44-1093\nOrder date: 02.03.2026\nCustomer: Maja Horvat\nDelivery: 06.03.2026\n"
            "Total: EUR 89.00\n")
    _, f = values(text)
    assert f["delivery_estimate"] == "2026-03-06"
    text = ("REFUND AUTHORISATION\nCase: RA-2291\nCustomer: Maja Horvat\nDate: 02.03.2026\nApproved amount: EUR 89.00\n"
            "To be credited before: 09.03.2026\n")
    _, f = values(text)
    assert f["promised_date"] == "2026-03-09"


# --------------------------------------------------------------------------- the fifth round's sets as a floor


def test_the_fifth_fresh_set_holds_its_accuracy():
    """The 40 documents of the fifth round (`tests.fields_fresh_docs5`): untouched 184/278 fields, 1 of 54 null slots
    filled; after its fixes 245/278 and none on the round's branch, 237/278 merged with main at 1cc19f8, whose doc-type
    changes read a forwarded invoice as a letter and a forwarded dispatch advice as an invoice (their fields follow).
    A regression fails here; not 100%."""
    from tests.fields_fresh_docs5 import score

    r = score()
    assert r["correct"] >= 237, r["misses"]
    assert r["hallucinated"] <= 0, r["misses"]
    assert r["doctype_ok"] >= 35


def test_a_letters_from_line_gives_the_name_before_the_writers_town():
    text = ("To: Customer Service, Alpine Kitchen GmbH\nFrom: Renate Gruber, Salzburg\nDate: 04.03.2026\n"
            "Subject: refund for order 44-2093\n\nThe toaster I returned last week has not been refunded yet. "
            "Please refund the EUR 59.00 to my card.\n")
    t, f = values(text)
    assert t == "refund_request"
    assert f["customer_name"] == "Renate Gruber"


def test_the_fifth_check_set_holds_its_accuracy():
    """The 20 documents written with the fifth round's set and scored once after its fixes
    (`tests.fields_fresh_docs5_check`): 93/136 on main before the round, 107/136 after it."""
    from tests.fields_fresh_docs5_check import score

    r = score()
    assert r["correct"] >= 107, r["misses"]
    assert r["hallucinated"] <= 1, r["misses"]
    assert r["doctype_ok"] >= 18
