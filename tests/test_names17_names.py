"""customer_name on unseen shops (helper names17): the surer OCR reading of a name printed twice, no place of an
address for a name, OCR's "rn" for "m" in a name label, the shop's own name (letterhead, sender's domain) is no
customer."""

from __future__ import annotations

import hashlib
import re

from status.models import OcrPage, OcrResult, OcrWord
from stages.nlp import extract
from tests.test_nlp import DEFAULT, run


def _name(text: str):
    _, ex = run(text)
    fv = ex.fields.get("customer_name")
    return None if fv is None else fv.value


def _scanned(text: str, unsure: dict[str, float]) -> OcrResult:
    """A one-page scan of `text`: a word box per word, confidence 95 save the words (by offset) in `unsure`."""
    words = []
    for i, m in enumerate(re.finditer(r"\S+", text)):
        conf = unsure.get(f"{m.group(0)}@{m.start()}", 95.0)
        words.append(OcrWord(text=m.group(0), conf=conf, left=10 * i, top=20 * text.count("\n", 0, m.start()),
                             width=40, height=12, start=m.start()))
    page = OcrPage(page=1, text=text, method="tesseract", mean_conf=90.0, width=1000, height=1400, words=words)
    return OcrResult(doc_id="scan.png", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="image",
                     pages=[page], text=text)


def test_name_printed_twice_takes_the_surer_reading():
    text = """Mireille Dufresne
14 rue des Pins
Sherbrooke QC J1H 2K3
Apr 2, 2026
Holloway Saw & Mower
Returns, 9 Mill Road, Kingston ON
Re: order HM-55120
To whom it may concern,
The chainsaw I returned on 12 March has not been refunded yet. I would like the refund of 219,50 $ by April 15.
Sincerely,
Mireile Dufresne
"""
    pos = text.rindex("Mireile")
    ex = extract(_scanned(text, {f"Mireile@{pos}": 58.0}), DEFAULT)
    fv = ex.fields["customer_name"]
    assert fv.value == "Mireille Dufresne"
    assert text[fv.span[0]:fv.span[1]] == fv.raw


def test_surer_reading_needs_a_margin():
    text = """Mireille Dufresne
14 rue des Pins
Sherbrooke QC J1H 2K3
Holloway Saw & Mower
Re: order HM-55120
To whom it may concern,
The chainsaw I returned on 12 March has not been refunded yet. I would like the refund of 219,50 $ by April 15.
Sincerely,
Mireile Dufresne
"""
    pos = text.rindex("Mireile")
    ex = extract(_scanned(text, {f"Mireile@{pos}": 90.0}), DEFAULT)  # both read surely: the evidence's own reading
    assert ex.fields["customer_name"].value == "Mireile Dufresne"


def test_label_value_that_is_an_address_is_no_name():
    text = """Holloway Saw & Mower
INVOICE HM-20417    Date 04/05/2026
Sold to: Suite 4, Crossfield Business Estate, Leeds LS9 8AB
Hedge trimmer blade x 2    GBP 38.00
Total GBP 38.00
"""
    assert _name(text) is None


def test_label_value_with_a_name_before_the_address_is_the_name():
    text = """Holloway Saw & Mower
INVOICE HM-20418    Date 04/05/2026
Sold to: Ada Kowalczyk, 12 Mill Road, Leeds
Hedge trimmer blade x 2    GBP 38.00
Total GBP 38.00
"""
    assert _name(text) == "Ada Kowalczyk"


def test_name_label_misread_rn_for_m():
    text = """SERVICE CLAIM
Narne: Tobiasz Kwiatek
Product: Chainsaw 40cm
Purchase date: 02/09/2025
Problem: chain brake sticks
I expect a repair under warranty.
"""
    assert _name(text) == "Tobiasz Kwiatek"


def test_split_name_fields_with_rn_for_m():
    text = """RETURN FORM
First narne: Ines
Last narne: Carvalho
Order no: HM-66120
Reason: wrong blade length delivered
Please refund me.
"""
    assert _name(text) == "Ines Carvalho"


def test_shops_bank_account_name_under_its_letterhead_is_not_the_customer():
    text = """Greenway Tools Ltd
14 Harbour Road, Tralee, Co. Kerry
INVOICE GT-44120          Date: 03/06/2026
Your order: GW-77120
Pole saw 25cm    1    EUR 189.00
Total EUR 189.00
Payment details
Account name: Greenway Tools Ltd
IBAN IE29 AIBK 9311 5212 3456 78
"""
    assert _name(text) is None


def test_shops_account_name_matching_the_senders_domain_is_not_the_customer():
    text = """From: Accounts <accounts@greenwaytools.ie>
To: d.fahy@eirmail.ie
Subject: Invoice GT-44121

Please find your invoice below.
INVOICE GT-44121          Date: 03/06/2026
Pole saw 25cm    1    EUR 189.00
Total EUR 189.00
Pay by transfer to
Account name: Greenway Tools
IBAN IE29 AIBK 9311 5212 3456 78
"""
    assert _name(text) is None


def test_customer_firm_named_like_no_letterhead_stays():
    text = """Greenway Tools Ltd
14 Harbour Road, Tralee, Co. Kerry
INVOICE GT-44122          Date: 03/06/2026
Bill to: Fahy Landscapes Ltd
Pole saw 25cm    1    EUR 189.00
Total EUR 189.00
"""
    assert _name(text) == "Fahy Landscapes Ltd"
