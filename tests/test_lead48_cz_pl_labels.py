"""Polish counterparty codes and Czech labels OCR read with a cent sign for "č" (lead48)."""

from stages.normalize import repair_lookalikes


def test_a_cent_sign_no_number_stands_before_is_a_c():
    assert repair_lookalikes("Zakaznické ¢islo 37435") == "Zakaznické cislo 37435"
    assert repair_lookalikes("Odberatel ¢.\n34894") == "Odberatel c.\n34894"


def test_a_price_keeps_its_cent_sign():
    assert repair_lookalikes("only 99¢ each") == "only 99¢ each"
    assert repair_lookalikes("price 99 ¢.") == "price 99 ¢."


def test_the_counterpartys_code_is_the_customer_number():
    from stages.nlp import extract
    from status.schema import load_schema
    from tests.test_nlp import ocr_from_text
    text = ("Faktura VAT nr FV/2026/00123\nData wystawienia: 12.10.2026\nKod kontrahenta: KH-48120\n"
            "Nabywca: Stolarnia Lipa Sp. z o.o.\nRazem do zapłaty: 1 230,00 PLN\n")
    ex = extract(ocr_from_text(text), load_schema("default"))
    assert ex.fields["customer_id"].value == "KH-48120"


def test_ghanas_cedi_keeps_its_sign():
    assert repair_lookalikes("Total GH¢ 1,200.00") == "Total GH¢ 1,200.00"
    assert repair_lookalikes("GH¢1,200.00 paid") == "GH¢1,200.00 paid"
