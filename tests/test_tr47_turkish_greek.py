"""Turkish and Greek-transliterated paperwork (tr47): the dotless "ı" folded where labels and status words are matched,
the Greek months as ELOT 743 spells them, the labels of the twentieth pass, a pro-forma invoice as an order's
confirmation and a card refund's cardholder as the customer."""

from datetime import date

from stages.cues import words
from stages.normalize import elot743, parse_date, without_accents
from tests.test_nlp import DEFAULT, run


def test_dotless_and_dotted_i_fold_to_one_word_in_either_case():
    assert without_accents("numarası") == "numarasi"
    assert [w.text for w in words("SİPARİŞ NUMARASI / Sipariş Numarası", latin=True)] == \
        ["siparis", "numarasi", "siparis", "numarasi"]


def test_a_status_word_printed_in_capitals_without_its_dotless_i_is_still_the_status():
    status = DEFAULT.fields["refund_status"]
    assert status.status_value("ONAYLANDI") == "approved"
    assert status.status_value("Reddedildi") == "rejected"


def test_greek_months_in_latin_letters_as_elot_743_spells_them():
    assert elot743("αύγουστος") == "avgoustos"
    assert elot743("ευρώ") == "evro"
    assert parse_date("14 Oktovriou 2025", "DMY") == date(2025, 10, 14)
    assert parse_date("3 Dekemvriou 2026", "DMY") == date(2026, 12, 3)


def test_a_turkish_order_confirmation_reads_its_labels():
    _, ex = run("Sipariş Onayı\nSipariş No: AB-77120\nSipariş Tarihi: 14.05.2026\nMüşteri No: 4410-22\n"
                "Müşteri: Deniz Aksoy\nGenel Toplam: 1.250,00 TL\n")
    assert ex.doc_type == "order_confirmation"
    got = {k: v.value for k, v in ex.fields.items()}
    assert got["order_id"] == "AB-77120"
    assert got["order_date"] == "2026-05-14"
    assert got["customer_id"] == "4410-22"


def test_a_pro_forma_invoice_is_an_orders_confirmation_not_an_invoice():
    _, ex = run("Pro-forma invoice\nOrder no.: 5512093\nOrder date: 02/03/2026\nCustomer: Marta Lindqvist\n"
                "Total: EUR 500.00\nPayment in advance to the account below.\n")
    assert ex.doc_type == "order_confirmation"


def test_a_greek_return_approval_in_latin_letters():
    _, ex = run("Egkrisi epistrofis / Return approval\nAr. epistrofis: 884120\nOrder no.: 2026/5521\n"
                "Imerominia egkrisis: 3 Martiou 2026\nKatastasi: Egkrithike\nApproved refund: EUR 120,00\n")
    assert ex.doc_type == "refund_approval"
    got = {k: v.value for k, v in ex.fields.items()}
    assert got["case_number"] == "884120"
    assert got["approval_date"] == "2026-03-03"
    assert got["refund_status"] == "approved"


def test_a_card_refunds_cardholder_is_the_customer():
    _, ex = run("Card refund confirmation\nOrder no.: 77120345\nCardholder: Nadia Verhoeven\n"
                "Refund paid: EUR 80.00\nProcessed on: 4 May 2026\n")
    assert ex.fields["customer_name"].value == "Nadia Verhoeven"


def test_an_e_arsiv_invoices_buyer_is_the_customer_and_customer_services_is_no_label():
    _, ex = run("e-Arşiv Fatura\nFatura No: ABC2026000000123\nFatura Tarihi: 12.03.2026\nAlıcı: Selin Koç\n"
                "Kaya Otel\nGenel Toplam: 2.400,00 TL\n")
    assert ex.doc_type == "invoice"
    assert ex.fields["customer_name"].value == "Selin Koç"
    assert ex.fields["invoice_number"].value == "ABC2026000000123"
    _, ex = run("From: Burak Tan <b@example.com>\nSubject: Return 5512093\n\nMerhaba,\nI return order 5512093 because "
                "it arrived broken.\n\nBurak Tan\n\nİade ve Müşteri Hizmetleri - Örnek Ticaret Ltd. Şti.\n")
    assert ex.fields["customer_name"].value == "Burak Tan"
