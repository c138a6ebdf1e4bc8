"""A fresh round of RENDERED document images for field extraction (issue 9), read by real tesseract.

The earlier fresh rounds (tests/fields_fresh_docs*.py) were hand-written TEXT, so they never exercised how
tesseract reads a page's layout. These documents are drawn with PIL in layouts the sample shops' generators
do not use: a two-column header (sender block left, document block right, the recipient beside further
values), labels printed above their values in boxes, ruled label / value grids, values right-aligned far
from their labels (with or without dot leaders), a shaded sidebar holding the references, small print
running the values together in one line, and scan or fax degradation (the generic helpers of
sample_docs/render.py). Fonts: DejaVu (sans, serif, condensed, mono), and the Arial-, Times- and
Courier-like Type 1 fonts shipped with reportlab and the Geist fonts shipped with prefect (both installed
with docflow, so every machine has them).

Made-up businesses; written with their truth BEFORE looking at how docflow reads them. Truth conventions
are those of tests/fields_fresh_docs.py (dates ISO, money `(value, currency)`, ids as printed, the
expectation sentence without its final period, names without a title). DOCS is the round; CHECK_DOCS,
written at the same time, is scored once at the end.

Scored with the shared score() of tests/fields_fresh_docs.py, each document OCRed by stages.ocr.run_ocr from
its saved image (OCR results cached per image hash and OCR configuration version):
    before (main at d52c2c7, ocr-7): field accuracy 0.581 (129 of 222), doc type 28/31, hallucinated 1 of 12
    after (ocr-8: page text from tesseract's words, tests/test_fresh_images5.py):
                                     field accuracy 0.640 (142 of 222), doc type 28/31, hallucinated 1 of 12
    check set (10 documents, 71 stated fields, scored once at the end): 0.549 (39) before, 0.620 (44) after
    Left, mostly tesseract losing print before any text is laid out (page preparation, not this round's
    part): a ruled grid of label and value cells under psm 6 reads as nothing at all (4 documents, 31
    misses; erasing the rule lines before OCR gives every row back), Courier on a fax and 7-pt grey
    labels in boxes or a fax sidebar vanish, dot leaders on a noisy scan turn a row into gibberish with
    its value; then wording ("Est. Delivery", a bare "Customer" over an id, "Refund to" over the name).
"""

from __future__ import annotations

import hashlib
import io
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from sample_docs.render import degrade, fax

# --------------------------------------------------------------------------- fonts

_SITE = Path(ImageFont.__file__).resolve().parents[1]  # site-packages
_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


def _font_files() -> dict[str, tuple[str, str]]:
    rl = _SITE / "reportlab" / "fonts"
    geist = _SITE / "prefect" / "server" / "ui-v2" / "fonts"
    return {
        "sans": (str(_DEJAVU / "DejaVuSans.ttf"), str(_DEJAVU / "DejaVuSans-Bold.ttf")),
        "serif": (str(_DEJAVU / "DejaVuSerif.ttf"), str(_DEJAVU / "DejaVuSerif-Bold.ttf")),
        "condensed": (str(_DEJAVU / "DejaVuSansCondensed.ttf"), str(_DEJAVU / "DejaVuSansCondensed-Bold.ttf")),
        "serif_condensed": (str(_DEJAVU / "DejaVuSerifCondensed.ttf"),
                            str(_DEJAVU / "DejaVuSerifCondensed-Bold.ttf")),
        "arial": (str(rl / "_a______.pfb"), str(rl / "_ab_____.pfb")),
        "times": (str(rl / "_er_____.pfb"), str(rl / "_eb_____.pfb")),
        "courier": (str(rl / "com_____.pfb"), str(rl / "cob_____.pfb")),
        "geist": (str(geist / "Geist-VariableFont_wght.ttf"), str(geist / "Geist-VariableFont_wght.ttf")),
        "geist_mono": (str(geist / "GeistMono-VariableFont_wght.ttf"),
                       str(geist / "GeistMono-VariableFont_wght.ttf")),
    }


_FONT_CACHE: dict[tuple, ImageFont.FreeTypeFont] = {}


def font(family: str, px: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    key = (family, px, bold)
    if key not in _FONT_CACHE:
        f = ImageFont.truetype(_font_files()[family][bold], px)
        if family.startswith("geist"):
            f.set_variation_by_axes([700 if bold else 400])
        _FONT_CACHE[key] = f
    return _FONT_CACHE[key]


# --------------------------------------------------------------------------- documents


def M(value: str, currency: str) -> tuple[str, str]:
    return (value, currency)


@dataclass
class Doc:
    kind: str  # the true doc type
    layout: str  # two_column | boxes | ruled | far_right | sidebar | small_print
    font: str
    finish: str  # clean | scan | fax | fax_standard (204 x 98 dpi)
    sender: list[str]  # first line the sender's name
    title: str
    refs: list[tuple[str, str]]  # the document block: number, date...
    values: list[tuple[str, str]] = field(default_factory=list)  # further labelled values
    party: tuple[str, list[str]] | None = None  # ("Bill to", [name, address...])
    items: list[tuple[str, str, str]] = field(default_factory=list)  # (description, qty, amount)
    totals: list[tuple[str, str]] = field(default_factory=list)
    body: list[str] = field(default_factory=list)  # paragraphs
    closing: list[str] = field(default_factory=list)
    leaders: bool = False  # far_right: dot leaders between label and value
    truth: dict = field(default_factory=dict)


DOCS: list[Doc] = [
# ------------------------------------------------------------------ shipping notices
Doc("shipping_notice", "two_column", "sans", "clean",
    ["Fjellgear AS", "Sandakerveien 44", "0477 Oslo, Norway", "orders@fjellgear.example"],
    "SHIPPING NOTICE", [("Order no.", "FG-230871"), ("Date", "03.06.2026")],
    values=[("Customer no.", "55-1182"), ("Carrier", "Bring Parcels"), ("Tracking", "370712345678901234"),
            ("Shipped", "03.06.2026"), ("Estimated delivery", "06.06.2026")],
    party=("Deliver to", ["Ingrid Solberg", "Bakkegata 9", "2609 Lillehammer"]),
    body=["Your parcel has left our warehouse. Please keep this notice until the goods have arrived."],
    truth=dict(order_id="FG-230871", customer_id="55-1182", customer_name="Ingrid Solberg",
               tracking_number="370712345678901234", carrier="Bring Parcels", ship_date="2026-06-03",
               delivery_estimate="2026-06-06")),
Doc("shipping_notice", "boxes", "arial", "fax",
    ["Hollis & Crane Stationers", "14 Chapel Row, Bath BA1 1HN"],
    "Dispatch Note", [("Order Ref", "HC-77120"), ("Account No.", "HC/CU/0931"), ("Despatch Date", "12 May 2026")],
    values=[("Courier", "DPD Predict"), ("Parcel No.", "15501234567890"), ("Expected Delivery", "14 May 2026")],
    party=("Deliver To", ["Owen Pritchard", "3 Lansdown Crescent", "Bath BA1 5EX"]),
    body=["Goods remain the property of Hollis & Crane Stationers until paid for in full."],
    truth=dict(order_id="HC-77120", customer_id="HC/CU/0931", customer_name="Owen Pritchard",
               tracking_number="15501234567890", carrier="DPD Predict", ship_date="2026-05-12",
               delivery_estimate="2026-05-14")),
Doc("shipping_notice", "ruled", "times", "clean",
    ["Maple Ridge Outfitters", "2210 Lakeshore Rd, Kelowna BC V1W 3K4"],
    "Shipment Confirmation", [("Order Number", "MRO-448120"), ("Customer Number", "009-4471")],
    values=[("Ship Date", "June 9, 2026"), ("Carrier", "Purolator"), ("Tracking Number", "335588114422"),
            ("Estimated Arrival", "June 12, 2026")],
    party=("Ship To", ["Danielle Tremblay", "88 Rue Principale", "Gatineau QC J8X 1C2"]),
    body=["Thank you for shopping with Maple Ridge Outfitters."],
    truth=dict(order_id="MRO-448120", customer_id="009-4471", customer_name="Danielle Tremblay",
               tracking_number="335588114422", carrier="Purolator", ship_date="2026-06-09",
               delivery_estimate="2026-06-12")),
Doc("shipping_notice", "far_right", "courier", "fax",
    ["KOBAYASHI TOOL WORKS", "3-12-7 Higashi-Ueno, Taito-ku, Tokyo"],
    "SHIPMENT NOTIFICATION", [("Order", "KTW-20931"), ("Customer code", "K-5520")],
    values=[("Shipping company", "Yamato Transport"), ("Waybill", "441288901234"), ("Shipped on", "2026/07/01"),
            ("Estimated delivery", "2026/07/03")],
    party=("Attn", ["Kenji Mori", "Mori Garage", "Sapporo"]),
    leaders=True,
    truth=dict(order_id="KTW-20931", customer_id="K-5520", customer_name="Kenji Mori",
               tracking_number="441288901234", carrier="Yamato Transport", ship_date="2026-07-01",
               delivery_estimate="2026-07-03")),
Doc("shipping_notice", "sidebar", "geist", "clean",
    ["Southbank Surf Co.", "17 Marine Pde", "Coolangatta QLD 4225"],
    "Your order is on its way", [("Order", "SB-10442"), ("Customer", "SBC-88213")],
    values=[("Carrier", "Australia Post"), ("Tracking number", "APX0098127766"), ("Dispatched", "21/05/2026"),
            ("Estimated delivery", "27/05/2026")],
    party=("Ship to", ["Liam Walsh", "4/12 Ocean St", "Byron Bay NSW 2481"]),
    body=["We packed your boards and wax this morning and handed them to the courier.",
          "Signature is required on delivery. If nobody is home the parcel goes to the nearest post office."],
    truth=dict(order_id="SB-10442", customer_id="SBC-88213", customer_name="Liam Walsh",
               tracking_number="APX0098127766", carrier="Australia Post", ship_date="2026-05-21",
               delivery_estimate="2026-05-27")),
Doc("shipping_notice", "small_print", "serif", "scan",
    ["Ostara Garden Supplies", "Lindenallee 5, 50968 Koeln"],
    "Delivery Notification", [("Order", "ORD/26/5531"), ("Customer no.", "7734012")],
    values=[("Shipped", "2 July 2026"), ("Carrier", "GLS"), ("Parcel", "90812345671"),
            ("Expected delivery", "4 July 2026")],
    party=("Recipient", ["Sabine Kramer", "Rosenweg 12", "53111 Bonn"]),
    body=["Please check the parcel for visible damage when it is handed over and note any damage on the "
          "driver's scanner."],
    truth=dict(order_id="ORD/26/5531", customer_id="7734012", customer_name="Sabine Kramer",
               tracking_number="90812345671", carrier="GLS", ship_date="2026-07-02",
               delivery_estimate="2026-07-04")),
Doc("shipping_notice", "two_column", "condensed", "fax_standard",
    ["Rio Verde Coffee Importers", "410 Harbor Way, Oakland CA 94607", "Tel (510) 555-0148"],
    "Shipping Confirmation", [("Date", "08/14/2026"), ("Order #", "RV-66031")],
    values=[("Customer ID", "RV-C-2210"), ("Ship Via", "FedEx Ground"), ("Tracking #", "781234567890"),
            ("Ship Date", "08/14/2026"), ("Est. Delivery", "08/19/2026")],
    party=("Sold To", ["Harper Bennett", "Bennett Roasters", "Eugene OR 97401"]),
    truth=dict(order_id="RV-66031", customer_id="RV-C-2210", customer_name="Harper Bennett",
               tracking_number="781234567890", carrier="FedEx Ground", ship_date="2026-08-14",
               delivery_estimate="2026-08-19")),
Doc("shipping_notice", "boxes", "geist_mono", "clean",
    ["Nordlys Optics ApS", "Vestergade 21, 8000 Aarhus C"],
    "Dispatch Confirmation", [("Order", "NO-2026-1187"), ("Customer", "DK-30912"), ("Dispatched", "15-09-2026")],
    values=[("Carrier", "PostNord"), ("Track & trace", "00370726201234567890"),
            ("Expected delivery", "17-09-2026")],
    party=("Recipient", ["Mads Kjaer", "Norregade 3", "5000 Odense"]),
    truth=dict(order_id="NO-2026-1187", customer_id="DK-30912", customer_name="Mads Kjaer",
               tracking_number="00370726201234567890", carrier="PostNord", ship_date="2026-09-15",
               delivery_estimate="2026-09-17")),
# ------------------------------------------------------------------ order confirmations
Doc("order_confirmation", "two_column", "arial", "clean",
    ["Larkspur Ceramics", "Unit 4, Pottery Lane", "Stoke-on-Trent ST1 5QR"],
    "ORDER CONFIRMATION", [("Order No.", "LC-50213"), ("Order Date", "2 March 2026"), ("Customer No.", "10-4482")],
    party=("Bill to", ["Eleanor Whitfield", "9 Mill Street", "Ludlow SY8 1BB"]),
    values=[("Estimated delivery", "9 March 2026")],
    items=[("Speckled mug, sage (set of 4)", "2", "£72.00"), ("Serving bowl, large", "1", "£48.50"),
           ("Side plates, oat (set of 4)", "1", "£64.00")],
    totals=[("Total", "£184.50")],
    body=["Thank you for your order. Each piece is made by hand, so small variations in glaze are normal."],
    truth=dict(order_id="LC-50213", customer_id="10-4482", customer_name="Eleanor Whitfield",
               order_date="2026-03-02", order_total=M("184.50", "GBP"), delivery_estimate="2026-03-09")),
Doc("order_confirmation", "ruled", "geist", "fax",
    ["Tidewater Marine Parts", "55 Dock Street, Annapolis MD 21401"],
    "Order Confirmation", [("Order #", "TMP-90817"), ("Customer ID", "44817"), ("Order Date", "04/22/2026")],
    values=[("Expected Delivery", "04/29/2026")],
    party=("Ship To", ["Marcus Hale", "12 Bayview Ct", "Norfolk VA 23503"]),
    items=[("Bilge pump 1100 GPH", "1", "$189.00"), ("Stainless cleat 8in", "4", "$96.00"),
           ("Marine battery AGM 100Ah", "2", "$964.00")],
    totals=[("Order Total", "$1,249.00")],
    truth=dict(order_id="TMP-90817", customer_id="44817", customer_name="Marcus Hale",
               order_date="2026-04-22", order_total=M("1249.00", "USD"), delivery_estimate="2026-04-29")),
Doc("order_confirmation", "far_right", "times", "scan",
    ["Bellweather Books", "Dame Street 41, Dublin 2"],
    "Thank you for your order", [("Order reference", "BWB-3329017"), ("Account", "CUS-7781"),
                                 ("Order placed", "11 Oct 2026")],
    values=[("Delivery expected by", "16 Oct 2026")],
    party=("Customer", ["Aoife Brennan", "22 Sandymount Ave", "Dublin 4"]),
    items=[("The Quiet Harbour (hardback)", "1", "€24.90"), ("Atlas of Small Islands", "1", "€31.90")],
    totals=[("Total to pay", "€56.80")],
    truth=dict(order_id="BWB-3329017", customer_id="CUS-7781", customer_name="Aoife Brennan",
               order_date="2026-10-11", order_total=M("56.80", "EUR"), delivery_estimate="2026-10-16")),
Doc("order_confirmation", "sidebar", "sans", "clean",
    ["Kiwi Spark Electrical", "88 Victoria St", "Hamilton 3204"],
    "Order Confirmed", [("Order number", "KSE-004127"), ("Customer", "CN-22019"), ("Order date", "5 August 2026")],
    values=[("Estimated delivery", "12 August 2026")],
    party=("Deliver to", ["Tama Ngata", "7 Kowhai Road", "Cambridge 3434"]),
    items=[("LED downlight 10W", "12", "NZ$ 214.80"), ("Dimmer switch", "2", "NZ$ 127.90")],
    totals=[("Total (incl. GST)", "NZ$ 342.70")],
    body=["Kia ora, thanks for ordering with us. We will let you know when your order ships."],
    truth=dict(order_id="KSE-004127", customer_id="CN-22019", customer_name="Tama Ngata",
               order_date="2026-08-05", order_total=M("342.70", "NZD"), delivery_estimate="2026-08-12")),
Doc("order_confirmation", "boxes", "courier", "fax",
    ["Prairie Seed Co-op", "Box 118, Swift Current SK S9H 3V5"],
    "Order Acknowledgement", [("Order No.", "PSC-7710-26"), ("Customer Account", "3309-PR"),
                              ("Order Date", "2026-01-19")],
    values=[("Delivery Estimate", "2026-01-26")],
    party=("Customer", ["Ridgeview Farms", "RR 2, Maple Creek SK"]),
    items=[("Canola seed, 50 lb", "20", "CAD 1,640.00"), ("Inoculant pack", "5", "CAD 375.40")],
    totals=[("Total", "CAD 2,015.40")],
    truth=dict(order_id="PSC-7710-26", customer_id="3309-PR", customer_name="Ridgeview Farms",
               order_date="2026-01-19", order_total=M("2015.40", "CAD"), delivery_estimate="2026-01-26")),
Doc("order_confirmation", "small_print", "condensed", "clean",
    ["Hanami Tea House", "1520 Pine St, Seattle WA 98101"],
    "Order summary", [("Order", "HTH-88102"), ("Customer ID", "HT-5521"), ("Ordered", "Nov 30, 2026")],
    values=[("Estimated delivery", "Dec 5, 2026")],
    party=("Ship to", ["Yuki Tanaka", "301 Cedar Ave", "Portland OR 97205"]),
    items=[("Sencha, first flush 100 g", "2", "$38.00"), ("Cast iron kettle", "1", "$34.15")],
    totals=[("Total", "$72.15")],
    truth=dict(order_id="HTH-88102", customer_id="HT-5521", customer_name="Yuki Tanaka",
               order_date="2026-11-30", order_total=M("72.15", "USD"), delivery_estimate="2026-12-05")),
# ------------------------------------------------------------------ invoices
Doc("invoice", "two_column", "times", "clean",
    ["Calder Joinery Ltd", "Mill Yard, Hebden Bridge HX7 8AD", "VAT reg. GB 284 1190 22"],
    "INVOICE", [("Invoice No.", "CJ-INV-2291"), ("Date", "17/06/2026"), ("Account", "CJ-0073")],
    party=("Invoice to", ["Fiona Darby", "Old School House", "Todmorden OL14 5AA"]),
    values=[("Your order", "PO-55120")],
    items=[("Oak window board, fitted", "2", "£540.00"), ("Skirting, 12 m", "1", "£320.00")],
    totals=[("Subtotal", "£860.00"), ("VAT 20%", "£172.00"), ("Total due", "£1,032.00")],
    body=["Payment within 30 days of the invoice date please."],
    truth=dict(invoice_number="CJ-INV-2291", order_id="PO-55120", customer_id="CJ-0073",
               customer_name="Fiona Darby", document_date="2026-06-17", order_date=None,
               subtotal=M("860.00", "GBP"), tax_amount=M("172.00", "GBP"), order_total=M("1032.00", "GBP"))),
Doc("invoice", "ruled", "sans", "fax",
    ["Mesa Verde Irrigation", "2700 E Camelback Rd, Phoenix AZ 85016"],
    "Invoice", [("Invoice Number", "100482"), ("Invoice Date", "09/03/2026"), ("Customer No.", "MV-2287"),
                ("Sales Order", "SO-40091"), ("Order Date", "08/28/2026")],
    party=("Bill To", ["Hector Ruiz", "Ruiz Landscaping", "Tempe AZ 85281"]),
    items=[("Drip line 1/2in, 500 ft", "4", "$1,120.00"), ("Pressure regulator", "6", "$420.00")],
    totals=[("Subtotal", "$1,540.00"), ("Sales Tax", "$123.20"), ("Total", "$1,663.20")],
    truth=dict(invoice_number="100482", order_id="SO-40091", customer_id="MV-2287", customer_name="Hector Ruiz",
               document_date="2026-09-03", order_date="2026-08-28", subtotal=M("1540.00", "USD"),
               tax_amount=M("123.20", "USD"), order_total=M("1663.20", "USD"))),
Doc("invoice", "far_right", "arial", "scan",
    ["Alpenrose Hotelbedarf GmbH", "Maximilianstrasse 8, 6020 Innsbruck, Austria"],
    "INVOICE", [("Invoice no.", "AR-26-0915"), ("Invoice date", "21.09.2026"), ("Customer no.", "40012"),
                ("Order", "B-7781")],
    party=("Bill to", ["Hotel Edelweiss", "Dorfstrasse 14", "6580 St. Anton"]),
    items=[("Bath towels, 70x140", "100", "EUR 1,450.00"), ("Bathrobes, waffle", "20", "EUR 850.00")],
    totals=[("Net amount", "EUR 2,300.00"), ("VAT 19%", "EUR 437.00"), ("Invoice total", "EUR 2,737.00")],
    leaders=True,
    truth=dict(invoice_number="AR-26-0915", order_id="B-7781", customer_id="40012",
               customer_name="Hotel Edelweiss", document_date="2026-09-21", order_date=None,
               subtotal=M("2300.00", "EUR"), tax_amount=M("437.00", "EUR"), order_total=M("2737.00", "EUR"))),
Doc("invoice", "boxes", "geist", "clean",
    ["Pinecrest Veterinary Supply", "600 Ridge Rd, Asheville NC 28801"],
    "Invoice", [("Invoice #", "PVS-118204"), ("Date Issued", "Feb 3, 2026"), ("Customer #", "2291-A"),
                ("PO Number", "88-1043")],
    party=("Bill To", ["Rana Aziz", "Blue Ridge Animal Clinic", "Hendersonville NC 28739"]),
    items=[("Suture kit, absorbable", "10", "$260.00"), ("Exam gloves, M (box)", "8", "$152.00")],
    totals=[("Subtotal", "$412.00"), ("Tax", "$32.96"), ("Amount Due", "$444.96")],
    truth=dict(invoice_number="PVS-118204", order_id="88-1043", customer_id="2291-A", customer_name="Rana Aziz",
               document_date="2026-02-03", order_date=None, subtotal=M("412.00", "USD"),
               tax_amount=M("32.96", "USD"), order_total=M("444.96", "USD"))),
Doc("invoice", "sidebar", "geist_mono", "fax",
    ["Saltmarsh Print Studio", "2 Quay Lane", "Whitstable CT5 1AB"],
    "INVOICE", [("Invoice number", "SPS/0426/118"), ("Date", "28 April 2026"), ("Client ref", "SPS-C-061"),
                ("Order", "SPS-O-2231")],
    party=("Bill to", ["Juno Collective", "Studio 5, Harbour St", "Margate CT9 1AA"]),
    items=[("Risograph posters A3", "50", "GBP 175.00"), ("Zine printing", "25", "GBP 75.00")],
    totals=[("Net", "GBP 250.00"), ("VAT", "GBP 50.00"), ("Total", "GBP 300.00")],
    body=["Please pay by bank transfer within 14 days, quoting the invoice number."],
    truth=dict(invoice_number="SPS/0426/118", order_id="SPS-O-2231", customer_id="SPS-C-061",
               customer_name="Juno Collective", document_date="2026-04-28", order_date=None,
               subtotal=M("250.00", "GBP"), tax_amount=M("50.00", "GBP"), order_total=M("300.00", "GBP"))),
Doc("invoice", "small_print", "serif_condensed", "clean",
    ["Brightline Signs Pty Ltd", "ABN 51 824 753 556", "9 Factory Rd, Geelong VIC 3220"],
    "Tax Invoice", [("Invoice", "INV-77120"), ("Date", "14/11/2026"), ("Customer ID", "BL-30018"),
                    ("Order", "BLO-5512")],
    party=("Bill to", ["Morgan Pryce", "Pryce Bakery", "Torquay VIC 3228"]),
    items=[("Shopfront lightbox", "1", "$720.00"), ("Vinyl window lettering", "1", "$180.00")],
    totals=[("Subtotal", "$900.00"), ("GST", "$90.00"), ("Total (AUD)", "$990.00")],
    truth=dict(invoice_number="INV-77120", order_id="BLO-5512", customer_id="BL-30018", customer_name="Morgan Pryce",
               document_date="2026-11-14", order_date=None, subtotal=M("900.00", "AUD"),
               tax_amount=M("90.00", "AUD"), order_total=M("990.00", "AUD"))),
# ------------------------------------------------------------------ refund executions
Doc("refund_execution", "two_column", "serif", "clean",
    ["Harbour Lane Apparel", "31 Quayside, Newcastle NE1 3DE"],
    "REFUND CONFIRMATION", [("Date", "05/10/2026"), ("Case no.", "HLA-RMA-2041")],
    values=[("Order", "HLA-70012"), ("Customer", "88210-H"), ("Amount refunded", "£64.99"),
            ("Refunded on", "5 October 2026"), ("Payment reference", "BAC-0091827364"), ("Status", "Completed")],
    party=("Refund to", ["Priya Raman", "Flat 2, 18 Jesmond Rd", "Newcastle NE2 1LA"]),
    truth=dict(case_number="HLA-RMA-2041", order_id="HLA-70012", customer_id="88210-H", customer_name="Priya Raman",
               refund_executed=M("64.99", "GBP"), execution_date="2026-10-05",
               payment_reference="BAC-0091827364", refund_status="executed")),
Doc("refund_execution", "ruled", "arial", "fax",
    ["Vortex Bike Hub", "1204 Spruce St, Boulder CO 80302"],
    "Refund Processed", [("Case Number", "VBH-C-3312"), ("Order Number", "VBH-44105"), ("Customer ID", "77-0231"),
                         ("Customer Name", "Tomas Novak")],
    values=[("Refund Amount", "$219.00"), ("Date Processed", "03/17/2026"), ("Transaction ID", "TXN-883021774"),
            ("Status", "Paid")],
    truth=dict(case_number="VBH-C-3312", order_id="VBH-44105", customer_id="77-0231", customer_name="Tomas Novak",
               refund_executed=M("219.00", "USD"), execution_date="2026-03-17", payment_reference="TXN-883021774",
               refund_status="executed")),
Doc("refund_execution", "far_right", "courier", "scan",
    ["Greenleaf Pharmacy", "Rua Augusta 120, 1100-053 Lisboa"],
    "Refund issued", [("Order", "GLP-12093"), ("Customer", "GL-4471")],
    values=[("Amount credited", "EUR 18.40"), ("Date credited", "2026-08-02"), ("Bank reference", "202608020045512"),
            ("Status", "Credited")],
    party=("Account holder", ["Marta Silva"]),
    body=["The amount has been credited to the card used for the purchase."],
    truth=dict(case_number=None, order_id="GLP-12093", customer_id="GL-4471", customer_name="Marta Silva",
               refund_executed=M("18.40", "EUR"), execution_date="2026-08-02", payment_reference="202608020045512",
               refund_status="executed")),
Doc("refund_execution", "boxes", "geist", "clean",
    ["Copperkettle Kitchenware", "77 Union Sq, Savannah GA 31401"],
    "Refund Paid", [("Return Number", "CK-R-0612"), ("Order", "CK-33419"), ("Customer", "CK-C-9910")],
    values=[("Refund Amount", "$45.50"), ("Payment Date", "June 30, 2026"), ("Payment Ref", "PAY-00481177"),
            ("Status", "Completed")],
    party=("Paid to", ["Ben Adeyemi"]),
    truth=dict(case_number="CK-R-0612", order_id="CK-33419", customer_id="CK-C-9910", customer_name="Ben Adeyemi",
               refund_executed=M("45.50", "USD"), execution_date="2026-06-30", payment_reference="PAY-00481177",
               refund_status="executed")),
Doc("refund_execution", "sidebar", "condensed", "fax",
    ["Lumen Lighting Co.", "400 King St W", "Toronto ON M5V 1K4"],
    "Refund remittance", [("Case", "LL-9921"), ("Order", "LLO-20451"), ("Customer", "LLC-118")],
    body=["Dear Grace Kim,",
          "we have transferred CAD 310.75 to your card on 14 July 2026 for the returned floor lamp.",
          "Transfer reference: E2E-7712094455",
          "Status: settled"],
    truth=dict(case_number="LL-9921", order_id="LLO-20451", customer_id="LLC-118", customer_name="Grace Kim",
               refund_executed=M("310.75", "CAD"), execution_date="2026-07-14", payment_reference="E2E-7712094455",
               refund_status="executed")),
Doc("refund_execution", "small_print", "times", "clean",
    ["Quayside Audio", "5 Wharf Rd, Hobart TAS 7000"],
    "Refund statement", [("Claim", "QA-CL-0087"), ("Order", "QA-55019"), ("Customer", "QA-C-3301")],
    values=[("Refund executed", "19 Jan 2026"), ("Amount", "$129.00"), ("Reference", "QAPAY-20260119"),
            ("Status", "Executed")],
    party=("Payee", ["Nina Petrov"]),
    truth=dict(case_number="QA-CL-0087", order_id="QA-55019", customer_id="QA-C-3301", customer_name="Nina Petrov",
               refund_executed=M("129.00", "AUD"), execution_date="2026-01-19", payment_reference="QAPAY-20260119",
               refund_status="executed")),
# ------------------------------------------------------------------ customer letters
Doc("customer_letter", "two_column", "serif", "scan",
    ["Rosa Lindqvist", "Storgatan 4", "753 20 Uppsala", "Sweden"],
    "", [("Date", "12 March 2026"), ("Customer no.", "SE-44120"), ("Order", "90-33218")],
    body=["Dear Sir or Madam,",
          "I returned the cooker hood on 1 March as agreed with your service desk. You approved a refund of "
          "SEK 2,450.00 the same week, but nothing has reached my account yet.",
          "I need the refund in my account by 31 March 2026.",
          "Kind regards,"],
    closing=["Rosa Lindqvist"],
    truth=dict(case_number=None, order_id="90-33218", customer_id="SE-44120", customer_name="Rosa Lindqvist",
               document_date="2026-03-12", refund_approved=M("2450.00", "SEK"), customer_deadline="2026-03-31",
               customer_expectation="I need the refund in my account by 31 March 2026")),
Doc("customer_letter", "sidebar", "sans", "clean",
    ["Peter Okafor", "21 Allen Avenue", "Ikeja, Lagos"],
    "Regarding my warranty repair", [("Account", "PO-7719"), ("Order ref", "TRX-48812"), ("Case", "WR-2026-310"),
                                     ("Date", "2 April 2026")],
    body=["Hello,",
          "the repair centre collected my espresso machine three weeks ago and I have heard nothing since.",
          "I expect the replacement part to arrive before 20 April 2026.",
          "Thank you,"],
    closing=["Peter Okafor"],
    truth=dict(case_number="WR-2026-310", order_id="TRX-48812", customer_id="PO-7719", customer_name="Peter Okafor",
               document_date="2026-04-02", refund_approved=None, customer_deadline="2026-04-20",
               customer_expectation="I expect the replacement part to arrive before 20 April 2026")),
Doc("customer_letter", "boxes", "arial", "fax",
    ["Fernhill Cafe Ltd", "8 Market Place, Kendal LA9 4TN"],
    "Credit for damaged delivery", [("Your ref", "KS-ORD-6612"), ("Our account", "FH-2093"),
                                    ("Date", "28 April 2026")],
    body=["Dear Accounts Team,",
          "half of the glassware in the last delivery arrived broken. You approved a refund of £118.40 on the "
          "phone last week.",
          "We need the credit note issued by 5 May 2026.",
          "Yours faithfully,"],
    closing=["Alison Marsh", "Fernhill Cafe Ltd"],
    truth=dict(case_number=None, order_id="KS-ORD-6612", customer_id="FH-2093", customer_name="Alison Marsh",
               document_date="2026-04-28", refund_approved=M("118.40", "GBP"), customer_deadline="2026-05-05",
               customer_expectation="We need the credit note issued by 5 May 2026")),
Doc("customer_letter", "far_right", "geist", "clean",
    ["Daniel Ferreira", "1402 Elm Street", "Springfield IL 62704"],
    "", [("Date", "June 2, 2026"), ("Order number", "BX-66120"), ("Customer number", "C-508812")],
    leaders=True,
    body=["To the customer service team,",
          "you approved a refund of $89.90 for the returned headphones on May 20.",
          "I would like the refund paid within 14 days of this letter.",
          "Sincerely,"],
    closing=["Daniel Ferreira"],
    truth=dict(case_number=None, order_id="BX-66120", customer_id="C-508812", customer_name="Daniel Ferreira",
               document_date="2026-06-02", refund_approved=M("89.90", "USD"), customer_deadline="2026-06-16",
               customer_expectation="I would like the refund paid within 14 days of this letter")),
Doc("customer_letter", "small_print", "courier", "fax",
    ["Margaret Ashby", "The Old Forge, Church Lane", "Ledbury HR8 1DW"],
    "", [("Date", "14 September 2026"), ("Order", "HB-20977"), ("Case", "CC-5512")],
    body=["Dear Madam,",
          "the garden bench I ordered in August arrived with a split seat slat, and your colleague opened a case "
          "for it on the telephone.",
          "I must have the matter settled before 30 September 2026.",
          "Yours sincerely,"],
    closing=["Margaret Ashby"],
    truth=dict(case_number="CC-5512", order_id="HB-20977", customer_id=None, customer_name="Margaret Ashby",
               document_date="2026-09-14", refund_approved=None, customer_deadline="2026-09-30",
               customer_expectation="I must have the matter settled before 30 September 2026")),
]


CHECK_DOCS: list[Doc] = [
Doc("shipping_notice", "two_column", "geist", "fax",
    ["Lakehead Hardware", "190 Red River Rd", "Thunder Bay ON P7B 1A6"],
    "Shipment Advice", [("Order No.", "LH-301774"), ("Date", "11/03/2026")],
    values=[("Account", "LHA-5512"), ("Carrier", "Canpar Express"), ("Tracking", "D420351209876001"),
            ("Ship date", "11/03/2026"), ("Estimated delivery", "16/03/2026")],
    party=("Ship to", ["Brendan Kowalski", "44 Algoma St", "Kenora ON"]),
    truth=dict(order_id="LH-301774", customer_id="LHA-5512", customer_name="Brendan Kowalski",
               tracking_number="D420351209876001", carrier="Canpar Express", ship_date="2026-03-11",
               delivery_estimate="2026-03-16")),
Doc("shipping_notice", "sidebar", "times", "clean",
    ["Willow & Wren Home", "3 Abbey Walk", "Shrewsbury SY2 6AP"],
    "Good news - your order has shipped", [("Order", "WW-81920"), ("Customer no.", "WWC-3318")],
    values=[("Courier", "Evri"), ("Tracking number", "EV-8840123377"), ("Dispatched", "7 August 2026"),
            ("Estimated delivery", "10 August 2026")],
    party=("Deliver to", ["Hannah Price", "12 Castle Gates", "Ludlow SY8 1AW"]),
    body=["We hope you love your new cushions."],
    truth=dict(order_id="WW-81920", customer_id="WWC-3318", customer_name="Hannah Price",
               tracking_number="EV-8840123377", carrier="Evri", ship_date="2026-08-07",
               delivery_estimate="2026-08-10")),
Doc("order_confirmation", "ruled", "courier", "scan",
    ["Redgum Saddlery", "14 Stock Route, Dubbo NSW 2830"],
    "Order Confirmation", [("Order", "RGS-22019"), ("Customer No.", "30-7781"), ("Order date", "19/02/2026")],
    values=[("Estimated delivery", "26/02/2026")],
    party=("Customer", ["Jess McAllister", "Wirra Station", "Nyngan NSW 2825"]),
    items=[("Stock saddle 17in", "1", "$1,150.00"), ("Saddle blanket", "2", "$130.00")],
    totals=[("Total", "$1,280.00")],
    truth=dict(order_id="RGS-22019", customer_id="30-7781", customer_name="Jess McAllister",
               order_date="2026-02-19", order_total=M("1280.00", "AUD"), delivery_estimate="2026-02-26")),
Doc("order_confirmation", "far_right", "arial", "fax",
    ["Cascadia Climbing Gear", "811 Western Ave, Seattle WA 98104"],
    "Order Confirmation", [("Order number", "CCG-402217"), ("Customer ID", "CC-90114"),
                           ("Order date", "March 28, 2026")],
    values=[("Estimated delivery", "April 3, 2026")],
    party=("Ship to", ["Noah Lindgren", "5 Alpine Way", "Bend OR 97701"]),
    items=[("Dynamic rope 60 m", "1", "$219.95"), ("Locking carabiner", "4", "$59.80")],
    totals=[("Order total", "$279.75")],
    truth=dict(order_id="CCG-402217", customer_id="CC-90114", customer_name="Noah Lindgren",
               order_date="2026-03-28", order_total=M("279.75", "USD"), delivery_estimate="2026-04-03")),
Doc("invoice", "boxes", "serif", "fax",
    ["Dunmore Plumbing Supplies", "Unit 7, Harbour Ind. Est., Cork"],
    "INVOICE", [("Invoice No.", "DPS-66120"), ("Invoice Date", "4 May 2026"), ("Account No.", "DP-1180"),
                ("Order No.", "DPO-4471")],
    party=("Invoice To", ["Cian Murphy", "Murphy Heating", "Mallow, Co. Cork"]),
    items=[("Copper pipe 15 mm x 3 m", "20", "€260.00"), ("Compression fittings", "40", "€88.00")],
    totals=[("Subtotal", "€348.00"), ("VAT 23%", "€80.04"), ("Total", "€428.04")],
    truth=dict(invoice_number="DPS-66120", order_id="DPO-4471", customer_id="DP-1180", customer_name="Cian Murphy",
               document_date="2026-05-04", order_date=None, subtotal=M("348.00", "EUR"),
               tax_amount=M("80.04", "EUR"), order_total=M("428.04", "EUR"))),
Doc("invoice", "two_column", "condensed", "clean",
    ["Tamarind Event Hire", "22 Orchard Rd", "Christchurch 8011"],
    "TAX INVOICE", [("Invoice", "TEH-3390"), ("Date", "9 December 2026"), ("Customer", "TE-0412")],
    party=("Bill to", ["Sofia Marino", "Marino Weddings", "Rangiora 7400"]),
    values=[("Booking", "BK-77120")],
    items=[("Marquee 6 x 12 m, 2 days", "1", "NZ$ 1,400.00"), ("Trestle tables", "12", "NZ$ 180.00")],
    totals=[("Subtotal", "NZ$ 1,580.00"), ("GST 15%", "NZ$ 237.00"), ("Total due", "NZ$ 1,817.00")],
    truth=dict(invoice_number="TEH-3390", order_id="BK-77120", customer_id="TE-0412", customer_name="Sofia Marino",
               document_date="2026-12-09", order_date=None, subtotal=M("1580.00", "NZD"),
               tax_amount=M("237.00", "NZD"), order_total=M("1817.00", "NZD"))),
Doc("refund_execution", "ruled", "geist", "clean",
    ["Bluefin Dive Centre", "Jl. Pantai 9, Sanur, Bali"],
    "Refund Completed", [("Case No.", "BDC-R-118"), ("Booking", "BDC-55012"), ("Customer", "BD-2290")],
    values=[("Refunded", "USD 340.00"), ("Refund date", "22 October 2026"), ("Transaction ref", "TRF-5590127734"),
            ("Status", "Refunded")],
    party=("Customer name", ["Lucas Moreau"]),
    truth=dict(case_number="BDC-R-118", order_id="BDC-55012", customer_id="BD-2290", customer_name="Lucas Moreau",
               refund_executed=M("340.00", "USD"), execution_date="2026-10-22", payment_reference="TRF-5590127734",
               refund_status="executed")),
Doc("refund_execution", "far_right", "sans", "fax",
    ["Orchard Street Pets", "90 Orchard St, New York NY 10002"],
    "Refund Confirmation", [("Return", "OSP-RT-447"), ("Order", "OSP-61020"), ("Customer #", "55019")],
    values=[("Amount refunded", "$62.40"), ("Processed on", "09/09/2026"), ("Confirmation number", "8812004471"),
            ("Refund status", "Processed")],
    party=("Customer", ["Keisha Grant"]),
    leaders=True,
    truth=dict(case_number="OSP-RT-447", order_id="OSP-61020", customer_id="55019", customer_name="Keisha Grant",
               refund_executed=M("62.40", "USD"), execution_date="2026-09-09", payment_reference="8812004471",
               refund_status="executed")),
Doc("customer_letter", "boxes", "times", "clean",
    ["Colm Gallagher", "5 Strand Road, Sligo"],
    "Missing refund", [("Order", "ST-30281"), ("Customer no.", "IE-7713"), ("Date", "3 November 2026")],
    body=["Dear Sir,",
          "your agent approved a refund of €76.00 for the damaged jacket when I returned it in October.",
          "I expect the money back on my card by 17 November 2026.",
          "Regards,"],
    closing=["Colm Gallagher"],
    truth=dict(case_number=None, order_id="ST-30281", customer_id="IE-7713", customer_name="Colm Gallagher",
               document_date="2026-11-03", refund_approved=M("76.00", "EUR"), customer_deadline="2026-11-17",
               customer_expectation="I expect the money back on my card by 17 November 2026")),
Doc("customer_letter", "sidebar", "geist_mono", "scan",
    ["Anika Sharma", "Flat 9, 40 Park Road", "Leicester LE2 1XL"],
    "Complaint about a late delivery", [("Order", "GH-908812"), ("Case", "GH-C-2207"), ("Date", "20 July 2026")],
    body=["Dear Customer Care,",
          "the dining chairs I paid for in June have still not arrived, and the tracking page has not changed "
          "for two weeks.",
          "I need the chairs delivered by 31 July 2026.",
          "Best wishes,"],
    closing=["Anika Sharma"],
    truth=dict(case_number="GH-C-2207", order_id="GH-908812", customer_id=None, customer_name="Anika Sharma",
               document_date="2026-07-20", refund_approved=None, customer_deadline="2026-07-31",
               customer_expectation="I need the chairs delivered by 31 July 2026")),
]


# --------------------------------------------------------------------------- drawing

PAGE_W_IN, PAGE_H_IN = 8.27, 11.69  # A4
DPI = 200
MARGIN_PT = 48


class Page:
    """A white A4 page drawn in points; y grows downwards and `y` is the next free line."""

    def __init__(self, family: str, dpi: int = DPI):
        self.family, self.dpi = family, dpi
        self.img = Image.new("L", (round(PAGE_W_IN * dpi), round(PAGE_H_IN * dpi)), 255)
        self.draw = ImageDraw.Draw(self.img)
        self.width_pt = PAGE_W_IN * 72
        self.y = MARGIN_PT

    def px(self, pt: float) -> int:
        return round(pt * self.dpi / 72)

    def font(self, size: float, bold: bool = False):
        return font(self.family, self.px(size), bold)

    def text_width(self, s: str, size: float, bold: bool = False) -> float:
        return self.draw.textlength(s, font=self.font(size, bold)) * 72 / self.dpi

    def text(self, x: float, y: float, s: str, size: float = 10, bold: bool = False, align: str = "left",
             ink: int = 0) -> None:
        if align == "right":
            x -= self.text_width(s, size, bold)
        self.draw.text((self.px(x), self.px(y)), s, font=self.font(size, bold), fill=ink)

    def rect(self, x0: float, y0: float, x1: float, y1: float, fill: int | None = None, width: float = 0.8) -> None:
        self.draw.rectangle((self.px(x0), self.px(y0), self.px(x1), self.px(y1)), fill=fill, outline=0,
                            width=max(1, self.px(width)))

    def shade(self, x0: float, y0: float, x1: float, y1: float, tone: int) -> None:
        self.draw.rectangle((self.px(x0), self.px(y0), self.px(x1), self.px(y1)), fill=tone)

    def hline(self, x0: float, x1: float, y: float, width: float = 0.8) -> None:
        self.draw.line((self.px(x0), self.px(y), self.px(x1), self.px(y)), fill=0, width=max(1, self.px(width)))

    def vline(self, x: float, y0: float, y1: float, width: float = 0.8) -> None:
        self.draw.line((self.px(x), self.px(y0), self.px(x), self.px(y1)), fill=0, width=max(1, self.px(width)))

    def wrap(self, s: str, size: float, width: float) -> list[str]:
        chars = max(20, int(width / (size * 0.5)))
        lines = textwrap.wrap(s, chars)
        while any(self.text_width(line, size) > width for line in lines) and chars > 20:
            chars -= 3
            lines = textwrap.wrap(s, chars)
        return lines

    def paragraphs(self, x: float, width: float, paras: list[str], size: float = 10, gap: float = 6) -> None:
        for para in paras:
            for line in self.wrap(para, size, width):
                self.text(x, self.y, line, size)
                self.y += size * 1.35
            self.y += gap


def _items_table(p: Page, d: Doc, x0: float, x1: float, size: float = 9.5, ruled: bool = False) -> None:
    if not d.items:
        return
    p.y += 8
    head = ("Description", "Qty", "Amount")
    p.text(x0, p.y, head[0], size, bold=True)
    p.text(x1 - 110, p.y, head[1], size, bold=True, align="right")
    p.text(x1, p.y, head[2], size, bold=True, align="right")
    p.y += size * 1.4
    p.hline(x0, x1, p.y - 2)
    for desc, qty, amount in d.items:
        p.y += 3
        p.text(x0, p.y, desc, size)
        p.text(x1 - 110, p.y, qty, size, align="right")
        p.text(x1, p.y, amount, size, align="right")
        p.y += size * 1.4
        if ruled:
            p.hline(x0, x1, p.y - 1, 0.4)
    p.y += 6


def _totals_right(p: Page, d: Doc, x1: float, size: float = 10) -> None:
    for i, (label, value) in enumerate(d.totals):
        bold = i == len(d.totals) - 1
        p.text(x1 - 200, p.y, label, size, bold)
        p.text(x1, p.y, value, size, bold, align="right")
        p.y += size * 1.5
    p.y += 6


def _closing(p: Page, d: Doc, x: float, size: float = 10) -> None:
    for line in d.closing:
        p.text(x, p.y, line, size)
        p.y += size * 1.35


def layout_two_column(p: Page, d: Doc) -> None:
    """Sender block top left, the document block (title and references) top right; below, the recipient
    on the left beside the further values on the right."""
    left, right, mid = MARGIN_PT, p.width_pt - MARGIN_PT, p.width_pt * 0.55
    y0 = p.y
    for i, line in enumerate(d.sender):
        p.text(left, p.y, line, 13 if i == 0 else 9, bold=i == 0)
        p.y += 17 if i == 0 else 12
    y_left = p.y
    p.y = y0
    if d.title:
        p.text(mid, p.y, d.title, 15, bold=True)
        p.y += 24
    for label, value in d.refs:
        p.text(mid, p.y, label, 9.5)
        p.text(mid + 100, p.y, value, 9.5, bold=True)
        p.y += 14
    p.y = max(p.y, y_left) + 22
    y0 = p.y
    if d.party:
        p.text(left, p.y, d.party[0].upper(), 8, bold=True)
        p.y += 12
        for line in d.party[1]:
            p.text(left, p.y, line, 10)
            p.y += 13
    y_left = p.y
    p.y = y0
    for label, value in d.values:
        p.text(mid, p.y, label, 9.5)
        p.text(right, p.y, value, 9.5, align="right")
        p.y += 14
    p.y = max(p.y, y_left) + 16
    _items_table(p, d, left, right)
    _totals_right(p, d, right)
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def _box(p: Page, x: float, y: float, w: float, label: str, lines: list[str]) -> float:
    h = 16 + 13 * len(lines)
    p.rect(x, y, x + w, y + h)
    p.text(x + 5, y + 3, label.upper(), 7, ink=60)
    for i, line in enumerate(lines):
        p.text(x + 5, y + 13 + 13 * i, line, 10, bold=i == 0)
    return h


def layout_boxes(p: Page, d: Doc) -> None:
    """Title top left, the sender in small type top right; every value in a ruled box under its small
    capital label, three boxes a row."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    p.text(left, p.y, d.title, 16, bold=True)
    for i, line in enumerate(d.sender):
        p.text(right, p.y + 11 * i, line, 8.5, bold=i == 0, align="right")
    p.y += max(30, 11 * len(d.sender) + 10)
    cells = [(lab, [val]) for lab, val in d.refs + d.values]
    if d.party:
        cells.append(d.party)
    w = (right - left) / 3
    for row in range(0, len(cells), 3):
        chunk = cells[row: row + 3]
        h = max(16 + 13 * len(lines) for _, lines in chunk)
        for i, (label, lines) in enumerate(chunk):
            p.rect(left + i * w, p.y, left + (i + 1) * w, p.y + h)
            p.text(left + i * w + 5, p.y + 3, label.upper(), 7, ink=60)
            for j, line in enumerate(lines):
                p.text(left + i * w + 5, p.y + 13 + 13 * j, line, 10, bold=j == 0)
        p.y += h
    p.y += 14
    _items_table(p, d, left, right)
    if d.totals:
        tw = 150
        for label, value in d.totals:
            _box(p, right - 2 * tw, p.y, tw, label, [])
            p.rect(right - tw, p.y, right, p.y + 16)
            p.text(right - 5, p.y + 3, value, 10, bold=True, align="right")
            p.y += 16
        p.y += 14
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def layout_ruled(p: Page, d: Doc) -> None:
    """Sender centred over a ruled two-column grid: shaded label cells, value cells beside them."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    for i, line in enumerate(d.sender):
        size = 14 if i == 0 else 9
        w = p.text_width(line, size, i == 0)
        p.text((p.width_pt - w) / 2, p.y, line, size, bold=i == 0)
        p.y += 18 if i == 0 else 12
    p.y += 10
    p.text(left, p.y, d.title, 13, bold=True)
    p.y += 22
    rows = list(d.refs) + list(d.values)
    if d.party:
        rows.append((d.party[0], ", ".join(d.party[1])))
    split = left + 170
    top = p.y
    for label, value in rows:
        p.shade(left, p.y, split, p.y + 19, 225)
        p.text(left + 6, p.y + 4, label, 9.5)
        p.text(split + 8, p.y + 4, value, 10)
        p.hline(left, right, p.y)
        p.y += 19
    p.hline(left, right, p.y)
    for x in (left, split, right):
        p.vline(x, top, p.y)
    p.y += 14
    _items_table(p, d, left, right, ruled=True)
    if d.totals:
        top = p.y
        for label, value in d.totals:
            p.hline(right - 260, right, p.y)
            p.text(right - 254, p.y + 4, label, 10, bold=True)
            p.text(right - 6, p.y + 4, value, 10, align="right")
            p.y += 19
        p.hline(right - 260, right, p.y)
        for x in (right - 260, right - 120, right):
            p.vline(x, top, p.y)
        p.y += 14
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def _far_pair(p: Page, label: str, value: str, left: float, right: float, size: float, leaders: bool,
              bold: bool = False) -> None:
    p.text(left, p.y, label, size, bold)
    if leaders:
        start = left + p.text_width(label, size, bold) + 6
        end = right - p.text_width(value, size, bold) - 6
        dot = p.text_width(". ", size)
        n = int((end - start) / dot)
        if n > 2:
            p.text(start, p.y, ". " * n, size)
    p.text(right, p.y, value, size, bold, align="right")
    p.y += size * 1.6


def layout_far_right(p: Page, d: Doc) -> None:
    """Every label at the left margin, its value right-aligned at the right margin (dot leaders between
    them on some documents)."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    for i, line in enumerate(d.sender):
        p.text(left, p.y, line, 12 if i == 0 else 9, bold=i == 0)
        p.y += 16 if i == 0 else 12
    p.y += 12
    if d.title:
        p.text(left, p.y, d.title, 14, bold=True)
        p.y += 24
    for label, value in d.refs + d.values:
        _far_pair(p, label, value, left, right, 10, d.leaders)
    if d.party:
        p.y += 6
        p.text(left, p.y, d.party[0] + ":", 10, bold=True)
        p.y += 14
        for line in d.party[1]:
            p.text(left + 12, p.y, line, 10)
            p.y += 13
    p.y += 8
    _items_table(p, d, left, right)
    for i, (label, value) in enumerate(d.totals):
        _far_pair(p, label, value, left, right, 10, d.leaders, bold=i == len(d.totals) - 1)
    p.y += 8
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def layout_sidebar(p: Page, d: Doc) -> None:
    """A shaded sidebar down the left edge: the sender, then every reference as a small label above its
    value, then the recipient; the title, body, items and totals in the main column."""
    side_w = p.width_pt * 0.30
    p.shade(0, 0, side_w, PAGE_H_IN * 72, 232)
    sx = 22
    y = MARGIN_PT
    for i, line in enumerate(d.sender):
        p.text(sx, y, line, 11 if i == 0 else 8.5, bold=i == 0)
        y += 15 if i == 0 else 11
    y += 18
    blocks = [(lab, [val]) for lab, val in d.refs + d.values]
    if d.party:
        blocks.append(d.party)
    for label, lines in blocks:
        p.text(sx, y, label.upper(), 7, ink=70)
        y += 10
        for line in lines:
            p.text(sx, y, line, 9.5, bold=True)
            y += 12
        y += 9
    left, right = side_w + 26, p.width_pt - MARGIN_PT
    p.y = MARGIN_PT
    if d.title:
        for line in p.wrap(d.title, 15, right - left):
            p.text(left, p.y, line, 15, bold=True)
            p.y += 21
        p.y += 12
    p.paragraphs(left, right - left, d.body)
    _items_table(p, d, left, right)
    _totals_right(p, d, right)
    _closing(p, d, left)
    p.y = max(p.y, y)


def layout_small_print(p: Page, d: Doc) -> None:
    """The sender and title in a narrow header; every labelled value run together in one small-print
    paragraph ("Order: X · Customer no.: Y ..."); body in small type too."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    p.text(left, p.y, d.sender[0], 11, bold=True)
    p.text(right, p.y, "  |  ".join(d.sender[1:]), 7, align="right")
    p.y += 18
    p.hline(left, right, p.y)
    p.y += 8
    if d.title:
        p.text(left, p.y, d.title, 12, bold=True)
        p.y += 20
    if d.party:
        p.text(left, p.y, f"{d.party[0]}: " + ", ".join(d.party[1]), 7.5)
        p.y += 12
    pairs = "  ·  ".join(f"{lab}: {val}" for lab, val in d.refs + d.values)
    p.paragraphs(left, right - left, [pairs], size=7.5)
    _items_table(p, d, left, right, size=7.5)
    _totals_right(p, d, right, size=8)
    p.paragraphs(left, right - left, d.body, size=7.5, gap=4)
    _closing(p, d, left, size=7.5)


LAYOUTS = {"two_column": layout_two_column, "boxes": layout_boxes, "ruled": layout_ruled,
           "far_right": layout_far_right, "sidebar": layout_sidebar, "small_print": layout_small_print}
SUFFIX = {"clean": ".png", "scan": ".jpg", "fax": ".tif", "fax_standard": ".tif"}


def render(d: Doc, seed: int) -> Image.Image:
    p = Page(d.font)
    LAYOUTS[d.layout](p, d)
    return finish(p, d, seed)


def finish(p: Page, d: Doc, seed: int) -> Image.Image:
    """The drawn page cut below its last line, then given the document's finish (scan, fax, standard fax)."""
    img = p.img.crop((0, 0, p.img.width, min(p.img.height, p.px(p.y + 60))))
    if d.finish == "scan":
        return degrade(img, seed)
    if d.finish in ("fax", "fax_standard"):
        img = fax(img, seed)
        if d.finish == "fax_standard":  # a standard-resolution fax: half the lines, 204 x 98 dpi
            img = img.resize((img.width, img.height // 2), Image.Resampling.NEAREST)
        return img
    return img


def save(d: Doc, seed: int, folder: Path, stem: str, draw=None) -> Path:
    """Render (with `draw`, default render) and write the image in its finish's format and resolution."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (stem + SUFFIX[d.finish])
    img = (draw or render)(d, seed)
    dpi = (204, 98) if d.finish == "fax_standard" else (DPI, DPI)
    buf = io.BytesIO()
    if d.finish == "clean":
        img.save(buf, "PNG", dpi=dpi)
    elif d.finish == "scan":
        img.save(buf, "JPEG", quality=80, dpi=dpi)
    else:
        img.save(buf, "TIFF", compression="group4", dpi=dpi)
    path.write_bytes(buf.getvalue())
    return path


def write_all(folder: Path, docs: list[Doc] | None = None, prefix: str = "img", seed0: int = 500,
              draw=None) -> list[Path]:
    docs = DOCS if docs is None else docs
    return [save(d, seed0 + i, folder, f"{prefix}_{i:02d}", draw) for i, d in enumerate(docs)]


# --------------------------------------------------------------------------- scoring


def ocr_all(paths: list[Path], cache: Path | None = None):
    """docflow's own OCR of each saved image (cached by content hash and OCR configuration version)."""
    from stages.ocr import OcrSettings, content_hash, run_ocr
    from status.models import OcrResult

    settings = OcrSettings()
    results = []
    for path in paths:
        version = hashlib.sha256(settings.config_version.encode()).hexdigest()[:16]
        key = cache / f"{content_hash(path)}-{version}.json" if cache else None
        if key is not None and key.exists():
            results.append(OcrResult.model_validate_json(key.read_text()))
            continue
        result = run_ocr(path, settings)
        if key is not None:
            key.parent.mkdir(parents=True, exist_ok=True)
            key.write_text(result.model_dump_json())
        results.append(result)
    return results


def score_images(docs: list[Doc] | None = None, folder: Path | None = None, cache: Path | None = None,
                 prefix: str = "img", write=None) -> dict:
    """Render, OCR and score the documents with the shared score() of tests/fields_fresh_docs.py: its
    text-in runner is swapped for one that hands extraction the image's OCR result. `write(folder, docs,
    prefix)` saves the images (default write_all)."""
    from unittest import mock

    import tests.test_nlp as test_nlp
    from stages.nlp import extract
    from tests.fields_fresh_docs import score

    docs = DOCS if docs is None else docs
    folder = folder or Path("/tmp/fresh_images5")
    results = ocr_all((write or write_all)(folder, docs, prefix), cache)
    by_key = {f"#{i}": r for i, r in enumerate(results)}

    def run(key, schema=test_nlp.DEFAULT):
        return by_key[key], extract(by_key[key], schema)

    with mock.patch.object(test_nlp, "run", run):
        out = score([(d.kind, f"#{i}", d.truth) for i, d in enumerate(docs)])
    out["texts"] = [r.text for r in results]
    return out


def report(out: dict, docs: list[Doc]) -> None:
    for i, t, name, want, got in out["misses"]:
        d = docs[i]
        print(f"{i:2d} {t:18s} {d.layout:11s} {d.finish:12s} {name:22s} want={want!r:40s} got={got!r}")
    print({k: v for k, v in out.items() if k not in ("misses", "per_field", "texts")})


def main(argv: list[str], docs: list[Doc], check_docs: list[Doc], score_fn, cache: Path) -> None:
    which = check_docs if "check" in argv else docs
    prefix = "check" if which is check_docs else "img"
    result = score_fn(which, cache=cache, prefix=prefix)
    if "--texts" in argv:
        for i, text in enumerate(result["texts"]):
            print(f"=== {i} {which[i].layout} {which[i].finish}\n{text}")
    report(result, which)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fresh_images5 [check] [--texts]
    main(sys.argv[1:], DOCS, CHECK_DOCS, score_images, Path("/tmp/fresh_images5/ocr_cache"))
