"""names56: a chat speaker's label longer than 40 characters (a WhatsApp Business account's name with the person after
it); the shop's own firm refused as the customer; a legal form read with OCR look-alikes kept whole."""

from __future__ import annotations

from stages import transcript


def test_a_business_accounts_long_label_is_a_speaker():
    label = "Carpinteria Hermanos Villaseñor de Zapopan - Jorge"  # 50 characters
    text = (f"[19/05/26, 08:02] {label}: Good morning\n"
            f"[19/05/26, 08:03] {label}: We want to return the saw of order 1234\n"
            "[19/05/26, 08:11] Ferreteria Sol - Ana Ruiz: Hello, I will pass it on\n")
    assert [m.speaker for m in transcript.messages(text)] == [label, label, "Ferreteria Sol - Ana Ruiz"]


def test_the_payer_is_no_damaged_payee():
    from stages.cues import word_matches

    assert not word_matches("payer", "payee") and not word_matches("consignor", "consignee")
    assert word_matches("payce", "payee") and word_matches("consignec", "consignee")


def test_a_refunds_payer_firm_is_not_the_customer():
    from stages.nlp import extract
    from status.models import OcrPage, OcrResult
    from status.schema import load_schema

    text = ("Revolut Business - Payment sent\nPayer: Larkspur Garden Supplies Ltd\nTransfer date: 3 May 2026\n"
            "Amount transferred: 731,49 EUR\nBeneficiary: Oona Valtonen\nReturn ref.: RK-97536\nStatus: Completed\n")
    ocr = OcrResult(doc_id="t.txt", content_hash="0" * 64, source_format="text", pages=[OcrPage(page=1, text=text, method="plain_text")], text=text)
    got = extract(ocr, load_schema("default")).fields.get("customer_name")
    assert got is not None and got.value == "Oona Valtonen"


def test_a_legal_form_read_with_digits_for_its_letters_stays_whole():
    from stages import layout, names

    text = "Kupujący / Buyer: Wiklina Brzoza Sp. z 0.0.\n"
    start = text.index("Wiklina")
    end = names.with_legal_form(text, start, text.index(" Sp."))
    assert text[start:end] == "Wiklina Brzoza Sp. z 0.0."
    assert layout.form_spelled(text[start:end]) == "Wiklina Brzoza Sp. z o.o."
    assert layout.form_spelled("TIGA BINTANG SDN 8HD") == "TIGA BINTANG SDN BHD"
    assert layout.form_spelled("Invoice 100") == "Invoice 100" and layout.legal_form("Room 100") is None
