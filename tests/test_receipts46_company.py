"""Receipt company on unseen receipts (branch receipts46): a plain word of a business's name that `STOP_RE` also
lists as a label ("ORDER", "TABLE", "DATE", "DOCUMENT", "COMPANY") rejects the line as the name only when it is
printed as a label. Made-up headers, in wording of their own."""

from __future__ import annotations

from stages.layout import _label_stop
from tests.test_receipt_company3 import ADDRESS, read


def test_a_plain_word_of_a_name_is_no_label():
    for name in ("GOLDEN ORDER ENTERPRISE", "THE TABLE CAFE", "SIN CHEW DOCUMENT SERVICES", "KEDAI MAKAN TABLE ONE"):
        assert not _label_stop(name)
        head = f"{name}\n(445566-K)\n" + ADDRESS
        assert read(head)[0] == name


def test_the_words_printed_as_labels_still_stop():
    for line in ("Date 12/03/18", "Table 5", "Cashier: Ali", "ORDER #1234", "Company Reg. No. 123456-A", "DATE:",
                 "Tel: 03-1234 5678", "TAX INVOICE", "Doc No 1234"):
        assert _label_stop(line), line


def test_a_line_ending_in_a_conjunction_goes_on_with_the_name():
    head = "TAN BROTHERS FOOD AND\nBEVERAGE INDUSTRIES SDN BHD\n(667788-W)\n" + ADDRESS
    assert " ".join(read(head)[0].split()) == "TAN BROTHERS FOOD AND BEVERAGE INDUSTRIES SDN BHD"
    head = "^KEDAI JAHIT MAJU DAN\n^SERVIS\n(JM0445566-X)\n" + ADDRESS
    assert " ".join(read(head)[0].split()) == "KEDAI JAHIT MAJU DAN SERVIS"
    # a line above without a conjunction at its end stays apart (a brand or an outlet over the registered name)
    head = "SRI PETALING OUTLET CORNER\nBEVERAGE INDUSTRIES SDN BHD\n(667788-W)\n" + ADDRESS
    assert read(head)[0] == "BEVERAGE INDUSTRIES SDN BHD"


def test_fresh_headers46_floor():
    from tests.receipt_fresh_headers import score
    from tests.receipt_fresh_headers46 import FRESH_HEADERS46

    assert score(FRESH_HEADERS46)["figures"]["company_ci"] >= 1.0
