"""A sixth fresh round of RENDERED page images (issue 9), read by real tesseract: templates of shops never seen.

tests/fresh_images5.py drew six layouts; this round draws others, in the spirit of what held-out shops print:
a letterhead on the right beside the customer's address window on the left, a references table of
right-aligned labels ("Invoice no.:") with values beside them, values printed UNDER small grey labels in a
row with no boxes, two label / value pairs to a printed row, a fax cover header and footer line (the fax
machine's own "date time FROM number P.001" line) over a Courier page, horizontal rules only between rows,
and small cards of label over value. Finishes: clean PNG, fine fax (200 x 200 dpi, black and white), and
standard fax (204 x 98 dpi, stretched), with the scan noise and slight skew of sample_docs/render.py.

Made-up businesses; written with their truth BEFORE looking at how docflow reads them (truth conventions of
tests/fields_fresh_docs.py). CHECK_DOCS was written first, before DOCS, and is scored once before and once
after the round. Run: PYTHONPATH=. python -m tests.fresh_images6 [check] [--texts]

    tuning set (DOCS, 28 images, 199 stated fields): 0.643 (128) on main at 038c81d (ocr-9), 0.643 (128) ocr-10.1
    check set (CHECK_DOCS, 12 images, 86 stated fields): 0.663 (57) before, 0.663 (57) after
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageFont

from tests import fresh_images5 as f5
from tests.fresh_images5 import MARGIN_PT, M, _closing, _items_table

_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
_MORE = {
    "mono": (str(_DEJAVU / "DejaVuSansMono.ttf"), str(_DEJAVU / "DejaVuSansMono-Bold.ttf")),
}
_CACHE: dict[tuple, ImageFont.FreeTypeFont] = {}


@dataclass
class Doc(f5.Doc):
    fax_header: str = ""  # the fax machine's line over the page ("" = none)


class Page(f5.Page):
    def font(self, size: float, bold: bool = False):
        if self.family in _MORE:
            key = (self.family, self.px(size), bold)
            if key not in _CACHE:
                _CACHE[key] = ImageFont.truetype(_MORE[self.family][bold], self.px(size))
            return _CACHE[key]
        return super().font(size, bold)


# --------------------------------------------------------------------------- layouts


def _letterhead_right(p: Page, d: Doc, right: float, size0: float = 14) -> float:
    y = p.y
    for i, line in enumerate(d.sender):
        p.text(right, y, line, size0 if i == 0 else 8.5, bold=i == 0, align="right", ink=0 if i == 0 else 70)
        y += size0 + 4 if i == 0 else 11
    return y


def layout_window(p: Page, d: Doc) -> None:
    """Letterhead top right; the customer's address window top left (a tiny return line above it); the
    references below the letterhead, labels right-aligned with a colon, values beside them."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    y_right = _letterhead_right(p, d, right) + 16
    y = p.y + 40
    p.text(left, y, d.sender[0] + " · " + (d.sender[1] if len(d.sender) > 1 else ""), 6.5, ink=90)
    y += 12
    if d.party:
        for line in d.party[1]:
            p.text(left, y, line, 10.5)
            y += 14
    colon = right - 110
    for label, value in d.refs + d.values:
        p.text(colon, y_right, label + ":", 9, align="right", ink=60)
        p.text(colon + 6, y_right, value, 9.5)
        y_right += 13.5
    p.y = max(y, y_right) + 20
    if d.title:
        p.text(left, p.y, d.title, 14, bold=True)
        p.y += 24
    _items_table(p, d, left, right)
    f5._totals_right(p, d, right)
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def layout_under(p: Page, d: Doc) -> None:
    """Sender left, title right; then a band of references: small grey capital labels with each value
    printed under its label, four to a row, no boxes; the customer under a label too."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    y = p.y
    for i, line in enumerate(d.sender):
        p.text(left, y, line, 12 if i == 0 else 8.5, bold=i == 0)
        y += 16 if i == 0 else 11
    if d.title:
        p.text(right, p.y, d.title, 16, bold=True, align="right")
    p.y = y + 18
    cells = [(lab, [val]) for lab, val in d.refs + d.values]
    if d.party:
        cells.append(d.party)
    w = (right - left) / 4
    for start in range(0, len(cells), 4):
        chunk = cells[start:start + 4]
        h = 0
        for i, (label, lines) in enumerate(chunk):
            x = left + i * w
            p.text(x, p.y, label.upper(), 6.5, ink=120)
            for j, line in enumerate(lines):
                p.text(x, p.y + 10 + 12.5 * j, line, 9.5, bold=j == 0)
            h = max(h, 10 + 12.5 * len(lines))
        p.y += h + 12
    p.y += 6
    _items_table(p, d, left, right)
    f5._totals_right(p, d, right)
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def layout_pairs(p: Page, d: Doc) -> None:
    """Centred letterhead, a full-width rule; then the references two label / value pairs to a printed
    row ("Order no.: X      Customer: Y"); the customer block under them."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    for i, line in enumerate(d.sender):
        size = 15 if i == 0 else 8.5
        w = p.text_width(line, size, i == 0)
        p.text((p.width_pt - w) / 2, p.y, line, size, bold=i == 0)
        p.y += 19 if i == 0 else 11
    p.y += 4
    p.hline(left, right, p.y, 1.2)
    p.y += 10
    if d.title:
        p.text(left, p.y, d.title, 13, bold=True)
        p.y += 22
    pairs = d.refs + d.values
    half = (right - left) / 2
    for k in range(0, len(pairs), 2):
        for j, (label, value) in enumerate(pairs[k:k + 2]):
            x = left + j * half
            p.text(x, p.y, label + ":", 9.5, bold=True)
            p.text(x + 105, p.y, value, 9.5)
        p.y += 15
    p.y += 8
    if d.party:
        p.text(left, p.y, d.party[0] + ":", 9.5, bold=True)
        for j, line in enumerate(d.party[1]):
            p.text(left + 105, p.y + 13 * j, line, 9.5)
        p.y += 13 * len(d.party[1]) + 10
    _items_table(p, d, left, right)
    f5._totals_right(p, d, right)
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def layout_rows(p: Page, d: Doc) -> None:
    """Letterhead left with a block of contact lines right of it; the references in a table ruled with
    horizontal lines only, label left, value at a tab stop; the customer block beside the table."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    p.text(left, p.y, d.sender[0], 16, bold=True)
    for i, line in enumerate(d.sender[1:]):
        p.text(right, p.y + 11 * i, line, 8, align="right", ink=50)
    p.y += max(26, 11 * len(d.sender))
    if d.title:
        p.text(left, p.y, d.title.upper(), 11, bold=True)
        p.y += 20
    top = p.y
    tw = (right - left) * 0.55
    for label, value in d.refs + d.values:
        p.hline(left, left + tw, p.y, 0.5)
        p.text(left + 2, p.y + 4, label, 9)
        p.text(left + 120, p.y + 4, value, 9.5, bold=True)
        p.y += 18
    p.hline(left, left + tw, p.y, 0.5)
    y_table = p.y
    if d.party:
        x = left + tw + 30
        y = top
        p.text(x, y, d.party[0], 8, bold=True, ink=80)
        y += 12
        for line in d.party[1]:
            p.text(x, y, line, 10)
            y += 13
        p.y = max(y_table, y)
    p.y += 16
    _items_table(p, d, left, right)
    f5._totals_right(p, d, right)
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


def layout_cards(p: Page, d: Doc) -> None:
    """Title and sender over a grid of shaded cards, two to a row, each a small grey label over its value;
    the customer in a card of its own."""
    left, right = MARGIN_PT, p.width_pt - MARGIN_PT
    p.text(left, p.y, d.sender[0], 13, bold=True)
    p.text(right, p.y, d.title, 13, bold=True, align="right")
    p.y += 17
    p.text(left, p.y, ", ".join(d.sender[1:]), 8, ink=80)
    p.y += 20
    cells = [(lab, [val]) for lab, val in d.refs + d.values]
    if d.party:
        cells.append(d.party)
    w = (right - left - 10) / 2
    for k in range(0, len(cells), 2):
        chunk = cells[k:k + 2]
        h = max(14 + 12.5 * len(lines) for _, lines in chunk) + 4
        for j, (label, lines) in enumerate(chunk):
            x = left + j * (w + 10)
            p.shade(x, p.y, x + w, p.y + h, 238)
            p.text(x + 6, p.y + 3, label, 7, ink=110)
            for i, line in enumerate(lines):
                p.text(x + 6, p.y + 13 + 12.5 * i, line, 10, bold=i == 0)
        p.y += h + 6
    p.y += 8
    _items_table(p, d, left, right)
    f5._totals_right(p, d, right)
    p.paragraphs(left, right - left, d.body)
    _closing(p, d, left)


LAYOUTS = {**f5.LAYOUTS, "window": layout_window, "under": layout_under, "pairs": layout_pairs,
           "rows": layout_rows, "cards": layout_cards}


def render(d: Doc, seed: int) -> Image.Image:
    p = Page(d.font)
    if d.fax_header:
        p.text(18, 10, d.fax_header, 8, ink=0)
        p.y = max(p.y, 34)
    LAYOUTS[d.layout](p, d)
    if d.fax_header:
        p.y += 16
        p.text(18, p.y, d.fax_header.split("  ")[0] + "  RECEIVED  P.1", 7.5)
    return f5.finish(p, d, seed)


def write_all(folder: Path, docs: list[Doc], prefix: str) -> list[Path]:
    return f5.write_all(folder, docs, prefix, seed0=600, draw=render)


def score_images(docs: list[Doc] | None = None, folder: Path | None = None, cache: Path | None = None,
                 prefix: str = "img") -> dict:
    return f5.score_images(DOCS if docs is None else docs, folder or Path("/tmp/fresh_images6"), cache, prefix,
                           write=write_all)


report = f5.report


# --------------------------------------------------------------------------- the check set (written first)

FAXHDR = "{date} {time}  FROM: {num}  TO: {to}  P.001/001"

CHECK_DOCS: list[Doc] = [
Doc("invoice", "window", "sans", "clean",
    ["Brightwater Aquatics", "12 Canal Side", "Leeds LS11 5PS", "Tel 0113 496 0012"],
    "Invoice", [("Invoice no.", "BWA-20417"), ("Invoice date", "08/09/2026"), ("Customer no.", "C-77410"),
                ("Your order", "WEB-55812")],
    party=("Bill to", ["Harriet Osei", "27 Kirkgate", "Otley LS21 3HN"]),
    items=[("Canister filter 1200", "1", "£149.00"), ("Aquarium heater 150W", "2", "£51.80")],
    totals=[("Net", "£167.33"), ("VAT 20%", "£33.47"), ("Total", "£200.80")],
    truth=dict(invoice_number="BWA-20417", order_id="WEB-55812", customer_id="C-77410", customer_name="Harriet Osei",
               document_date="2026-09-08", subtotal=M("167.33", "GBP"), tax_amount=M("33.47", "GBP"),
               order_total=M("200.80", "GBP"))),
Doc("shipping_notice", "under", "courier", "fax",
    ["SIERRA VALVE & FITTING", "4410 Industrial Pkwy, Reno NV 89502"],
    "SHIP NOTICE", [("Order No", "SVF-118730"), ("Customer", "RN-3391"), ("Ship Date", "10/14/2026"),
                    ("Carrier", "Old Dominion")],
    values=[("Pro Number", "07712094418"), ("Est. Arrival", "10/17/2026")],
    party=("Ship To", ["Dale Whitaker", "900 Mine Rd", "Elko NV 89801"]),
    fax_header=FAXHDR.format(date="10/14/2026", time="16:02", num="775 555 0144", to="775 555 0190"),
    truth=dict(order_id="SVF-118730", customer_id="RN-3391", customer_name="Dale Whitaker",
               tracking_number="07712094418", carrier="Old Dominion", ship_date="2026-10-14",
               delivery_estimate="2026-10-17")),
Doc("order_confirmation", "pairs", "times", "clean",
    ["Oakhurst Piano Supplies", "6 Bridge Street, Chester CH1 1NQ", "sales@oakhurst.example"],
    "Order Confirmation", [("Order no.", "OPS-40921"), ("Date", "21 May 2026"), ("Customer no.", "9904"),
                           ("Delivery by", "28 May 2026")],
    party=("Customer", ["Imogen Hale", "3 Grosvenor Park Rd", "Chester CH2 3LQ"]),
    items=[("Tuning hammer", "1", "£64.00"), ("Felt mutes (pair)", "3", "£22.50")],
    totals=[("Order total", "£86.50")],
    truth=dict(order_id="OPS-40921", customer_id="9904", customer_name="Imogen Hale", order_date="2026-05-21",
               order_total=M("86.50", "GBP"), delivery_estimate="2026-05-28")),
Doc("refund_execution", "rows", "arial", "fax_standard",
    ["Parkside Cycles", "210 Queen St, Brisbane QLD 4000", "ABN 51 824 753 556"],
    "Refund Advice", [("Return no.", "PC-RT-3390"), ("Order no.", "PC-71205"), ("Customer", "PCC-4418")],
    values=[("Refund amount", "$389.00"), ("Refunded on", "02/07/2026"), ("Reference", "EFT-2026070211"),
            ("Status", "Completed")],
    party=("Refunded to", ["Lachlan Byrne"]),
    truth=dict(case_number="PC-RT-3390", order_id="PC-71205", customer_id="PCC-4418", customer_name="Lachlan Byrne",
               refund_executed=M("389.00", "AUD"), execution_date="2026-07-02", payment_reference="EFT-2026070211",
               refund_status="executed")),
Doc("customer_letter", "window", "serif", "fax",
    ["Gwen Talbot", "Rose Cottage, Mill Lane", "Frome BA11 2PA"],
    "Missing parts from my order", [("Date", "3 November 2026"), ("Order", "TW-88012"), ("Customer no.", "TW-C-5120")],
    body=["Dear Customer Services,",
          "the garden table I ordered arrived without its fixing kit, and the legs cannot be fitted.",
          "Please send the missing fixings by 14 November 2026.",
          "Yours sincerely,"],
    closing=["Gwen Talbot"],
    fax_header=FAXHDR.format(date="03-NOV-2026", time="09:41", num="01373 555012", to="0800 555 0199"),
    truth=dict(case_number=None, order_id="TW-88012", customer_id="TW-C-5120", customer_name="Gwen Talbot",
               document_date="2026-11-03", refund_approved=None, customer_deadline="2026-11-14",
               customer_expectation="Please send the missing fixings by 14 November 2026")),
Doc("invoice", "cards", "geist", "clean",
    ["Nordlys Design Studio", "Torggata 18", "0181 Oslo"],
    "FAKTURA / INVOICE", [("Invoice number", "NDS-2026-144"), ("Invoice date", "15.04.2026"),
                          ("Customer number", "K-2208"), ("Order", "NDS-O-771")],
    party=("Customer", ["Eirik Haugen", "Parkveien 3", "0350 Oslo"]),
    items=[("Brand workshop, 2 days", "1", "NOK 18 000,00")],
    totals=[("Subtotal", "NOK 18 000,00"), ("MVA 25%", "NOK 4 500,00"), ("Total", "NOK 22 500,00")],
    truth=dict(invoice_number="NDS-2026-144", order_id="NDS-O-771", customer_id="K-2208", customer_name="Eirik Haugen",
               document_date="2026-04-15", subtotal=M("18000.00", "NOK"), tax_amount=M("4500.00", "NOK"),
               order_total=M("22500.00", "NOK"))),
Doc("shipping_notice", "rows", "serif", "clean",
    ["Tallgrass Bindery", "301 Main St, Lawrence KS 66044", "(785) 555-0117"],
    "Your order is on its way", [("Order", "TB-55170"), ("Customer ID", "TBC-0911"), ("Shipped on", "August 3, 2026")],
    values=[("Shipping carrier", "FedEx Ground"), ("Tracking no.", "781224409913"),
            ("Estimated delivery", "August 7, 2026")],
    party=("Shipping to", ["Rebecca Nolan", "18 Aspen Ct", "Boulder CO 80304"]),
    truth=dict(order_id="TB-55170", customer_id="TBC-0911", customer_name="Rebecca Nolan",
               tracking_number="781224409913", carrier="FedEx Ground", ship_date="2026-08-03",
               delivery_estimate="2026-08-07")),
Doc("order_confirmation", "under", "mono", "fax_standard",
    ["Kestrel Lab Supply", "22 Science Park, Cambridge CB4 0FZ"],
    "ORDER ACKNOWLEDGEMENT", [("Order", "KLS-30418"), ("Account", "KL-7720"), ("Order Date", "06/02/2026"),
                              ("Due", "13/02/2026")],
    party=("Invoice Address", ["Dr Amara Chukwu", "Dept. of Chemistry", "Cambridge CB2 1EW"]),
    items=[("Pipette tips 200ul (x960)", "4", "£118.00"), ("Nitrile gloves M", "10", "£65.00")],
    totals=[("Total", "£183.00")],
    fax_header=FAXHDR.format(date="06/02/2026", time="11:15", num="+44 1223 555031", to="+44 1223 555200"),
    truth=dict(order_id="KLS-30418", customer_id="KL-7720", customer_name="Amara Chukwu", order_date="2026-02-06",
               order_total=M("183.00", "GBP"), delivery_estimate="2026-02-13")),
Doc("refund_execution", "pairs", "condensed", "clean",
    ["Sunhouse Kitchens", "Calle Mayor 14, 28013 Madrid"],
    "Refund confirmation", [("Case", "SK-CS-2219"), ("Order", "SK-88104"), ("Client no.", "SK-3018"),
                            ("Amount", "€142.60"), ("Date of payment", "12/06/2026"), ("Payment ref", "SEPA-9981204")],
    party=("Account holder", ["Lucia Navarro"]),
    body=["The refund has been paid to the account you gave us."],
    truth=dict(case_number="SK-CS-2219", order_id="SK-88104", customer_id="SK-3018", customer_name="Lucia Navarro",
               refund_executed=M("142.60", "EUR"), execution_date="2026-06-12", payment_reference="SEPA-9981204",
               refund_status="executed")),
Doc("customer_letter", "rows", "courier", "fax",
    ["Theo Marchetti", "Via Roma 8", "40121 Bologna"],
    "Re: refund still not received", [("Date", "20 March 2026"), ("Order", "CV-44019"), ("Case", "CV-R-882")],
    body=["Dear Sir or Madam,",
          "on 2 March your colleague approved a refund of EUR 96.00 for the returned coffee grinder.",
          "I expect the money in my account within 10 days.",
          "Regards,"],
    closing=["Theo Marchetti"],
    fax_header=FAXHDR.format(date="20/03/2026", time="18:22", num="+39 051 555 0113", to="+39 02 555 0100"),
    truth=dict(case_number="CV-R-882", order_id="CV-44019", customer_id=None, customer_name="Theo Marchetti",
               document_date="2026-03-20", refund_approved=M("96.00", "EUR"), customer_deadline="2026-03-30",
               customer_expectation="I expect the money in my account within 10 days")),
Doc("invoice", "under", "times", "fax",
    ["Hartwell Signs & Print", "Unit 3 Riverside, Exeter EX2 8PP"],
    "INVOICE", [("Invoice", "HSP-6611"), ("Date", "29/01/2026"), ("Customer", "HS-0452"), ("PO Number", "PO-7781")],
    party=("Invoice to", ["Simon Crane", "Crane Estate Agents", "Exeter EX1 1HB"]),
    items=[("Correx boards A1", "25", "£187.50")],
    totals=[("Sub total", "£187.50"), ("VAT", "£37.50"), ("Amount due", "£225.00")],
    truth=dict(invoice_number="HSP-6611", order_id="PO-7781", customer_id="HS-0452", customer_name="Simon Crane",
               document_date="2026-01-29", subtotal=M("187.50", "GBP"), tax_amount=M("37.50", "GBP"),
               order_total=M("225.00", "GBP"))),
Doc("shipping_notice", "cards", "arial", "fax_standard",
    ["Blue Fern Nursery", "Rangitoto Rd", "Auckland 0630"],
    "Dispatch notice", [("Order number", "BFN-20188"), ("Customer number", "BF-4471"), ("Dispatched", "9 Sep 2026"),
                        ("Carrier", "NZ Couriers"), ("Tracking", "NZC77812094"), ("Arriving", "11 Sep 2026")],
    party=("Deliver to", ["Mere Parata", "14 Totara St", "Whangarei 0110"]),
    truth=dict(order_id="BFN-20188", customer_id="BF-4471", customer_name="Mere Parata",
               tracking_number="NZC77812094", carrier="NZ Couriers", ship_date="2026-09-09",
               delivery_estimate="2026-09-11")),
]


# --------------------------------------------------------------------------- the tuning set

DOCS: list[Doc] = [
Doc("invoice", "window", "times", "fax",
    ["Corbel Stoneworks", "Quarry Lane", "Bakewell DE45 1AA", "01629 555 210"],
    "INVOICE", [("Invoice number", "CS-30112"), ("Date", "11/05/2026"), ("Account", "CS-A-208"),
                ("Order ref", "CSO-4471")],
    party=("Invoice to", ["Philip Aske", "Hill Farm", "Tideswell SK17 8LE"]),
    items=[("York stone flags", "12", "£540.00")],
    totals=[("Subtotal", "£540.00"), ("VAT", "£108.00"), ("Total", "£648.00")],
    fax_header=FAXHDR.format(date="11/05/2026", time="10:04", num="01629 555210", to="01298 555 031"),
    truth=dict(invoice_number="CS-30112", order_id="CSO-4471", customer_id="CS-A-208", customer_name="Philip Aske",
               document_date="2026-05-11", subtotal=M("540.00", "GBP"), tax_amount=M("108.00", "GBP"),
               order_total=M("648.00", "GBP"))),
Doc("shipping_notice", "window", "geist", "clean",
    ["Pinecone Toys", "88 Harbour Rd", "Halifax NS B3H 1Y4"],
    "Shipping confirmation", [("Order no.", "PT-77012"), ("Customer no.", "PTC-220"), ("Shipped", "May 4, 2026"),
                              ("Carrier", "Canada Post"), ("Tracking", "7023 4455 8812 9900"),
                              ("Expected", "May 8, 2026")],
    party=("Ship to", ["Olivia Chen", "12 Birch Cres", "Moncton NB E1C 4X2"]),
    truth=dict(order_id="PT-77012", customer_id="PTC-220", customer_name="Olivia Chen",
               tracking_number="7023 4455 8812 9900", carrier="Canada Post", ship_date="2026-05-04",
               delivery_estimate="2026-05-08")),
Doc("order_confirmation", "window", "courier", "fax_standard",
    ["ALDER & ASH WOODWORK", "7 Sawmill Row, Hexham NE46 1BB"],
    "ORDER CONFIRMATION", [("Order no.", "AAW-1190"), ("Order date", "02/03/2026"), ("Customer no.", "AA-311"),
                           ("Delivery", "16/03/2026")],
    party=("Customer", ["Ruth Pemberton", "The Grange", "Corbridge NE45 5AA"]),
    items=[("Oak bench 1.6 m", "1", "£420.00"), ("Seat cushion", "2", "£60.00")],
    totals=[("Total", "£480.00")],
    fax_header=FAXHDR.format(date="02/03/2026", time="14:50", num="01434 555 118", to="01434 555 900"),
    truth=dict(order_id="AAW-1190", customer_id="AA-311", customer_name="Ruth Pemberton", order_date="2026-03-02",
               order_total=M("480.00", "GBP"), delivery_estimate="2026-03-16")),
Doc("refund_execution", "window", "sans", "clean",
    ["Zephyr Outdoor", "Hauptstrasse 51", "6020 Innsbruck"],
    "Refund executed", [("Case no.", "ZO-R-5520"), ("Order no.", "ZO-30981"), ("Customer no.", "ZC-1142"),
                        ("Refund", "€79.95"), ("Paid on", "21.09.2026"), ("Reference", "RF-77120934")],
    party=("Refund to", ["Jonas Egger", "Museumstrasse 4", "6020 Innsbruck"]),
    truth=dict(case_number="ZO-R-5520", order_id="ZO-30981", customer_id="ZC-1142", customer_name="Jonas Egger",
               refund_executed=M("79.95", "EUR"), execution_date="2026-09-21", payment_reference="RF-77120934",
               refund_status="executed")),
Doc("customer_letter", "window", "condensed", "clean",
    ["Ines Duarte", "Rua das Flores 22", "4050-262 Porto"],
    "Complaint about a late refund", [("Date", "9 October 2026"), ("Order", "LX-50231"), ("Customer no.", "LX-9120")],
    body=["Dear Sir or Madam,",
          "you approved a refund of EUR 64.50 for the returned jacket on 18 September.",
          "I expect the refund to reach my account by 20 October 2026.",
          "Kind regards,"],
    closing=["Ines Duarte"],
    truth=dict(case_number=None, order_id="LX-50231", customer_id="LX-9120", customer_name="Ines Duarte",
               document_date="2026-10-09", refund_approved=M("64.50", "EUR"), customer_deadline="2026-10-20",
               customer_expectation="I expect the refund to reach my account by 20 October 2026")),
Doc("invoice", "under", "sans", "clean",
    ["Fieldstone Veterinary", "55 Market St, Armidale NSW 2350"],
    "TAX INVOICE", [("Invoice no.", "FV-88120"), ("Invoice date", "14/08/2026"), ("Client no.", "FV-C-419"),
                    ("Order no.", "FV-O-3301")],
    party=("Client", ["Amelia Brooks", "Glenroy Station", "Walcha NSW 2354"]),
    items=[("Vaccination, canine", "2", "$180.00"), ("Worming tablets", "1", "$40.00")],
    totals=[("Subtotal", "$200.00"), ("GST", "$20.00"), ("Total", "$220.00")],
    truth=dict(invoice_number="FV-88120", order_id="FV-O-3301", customer_id="FV-C-419", customer_name="Amelia Brooks",
               document_date="2026-08-14", subtotal=M("200.00", "AUD"), tax_amount=M("20.00", "AUD"),
               order_total=M("220.00", "AUD"))),
Doc("shipping_notice", "under", "times", "fax_standard",
    ["Glenmoor Woollens", "Mill Road, Galashiels TD1 3AN"],
    "Despatch Advice", [("Order", "GW-60014"), ("Account", "GW-2291"), ("Despatched", "12 Feb 2026"),
                        ("Courier", "Royal Mail Tracked")],
    values=[("Tracking", "TT448812094GB"), ("Due", "14 Feb 2026")],
    party=("Deliver to", ["Callum Reid", "4 Shore St", "Oban PA34 4LQ"]),
    fax_header=FAXHDR.format(date="12/02/2026", time="08:31", num="01896 555 440", to="01631 555 210"),
    truth=dict(order_id="GW-60014", customer_id="GW-2291", customer_name="Callum Reid",
               tracking_number="TT448812094GB", carrier="Royal Mail Tracked", ship_date="2026-02-12",
               delivery_estimate="2026-02-14")),
Doc("order_confirmation", "under", "geist", "clean",
    ["Marlow Bakehouse Supply", "19 Wharf Lane, Marlow SL7 1TB"],
    "Order received", [("Order number", "MBS-22871"), ("Customer number", "MB-0618"), ("Ordered on", "7 July 2026"),
                       ("Estimated delivery", "10 July 2026")],
    party=("Deliver to", ["Georgia Flint", "The Crust Cafe", "Henley RG9 2AB"]),
    items=[("Stone-ground flour 16 kg", "3", "£66.00"), ("Banneton baskets", "6", "£54.00")],
    totals=[("Total", "£120.00")],
    truth=dict(order_id="MBS-22871", customer_id="MB-0618", customer_name="Georgia Flint", order_date="2026-07-07",
               order_total=M("120.00", "GBP"), delivery_estimate="2026-07-10")),
Doc("refund_execution", "under", "courier", "fax",
    ["PACIFICA SURF CO.", "1200 Coast Hwy, Oceanside CA 92054"],
    "REFUND NOTICE", [("RMA", "PSC-RMA-771"), ("Order", "PSC-20912"), ("Customer", "PS-6610"),
                      ("Refund Amount", "$249.00")],
    values=[("Date", "06/18/2026"), ("Confirmation", "CNF-55012983"), ("Status", "Refunded")],
    party=("Customer Name", ["Tyler Brooks"]),
    fax_header=FAXHDR.format(date="06/18/2026", time="13:12", num="760 555 0177", to="858 555 0123"),
    truth=dict(case_number="PSC-RMA-771", order_id="PSC-20912", customer_id="PS-6610", customer_name="Tyler Brooks",
               refund_executed=M("249.00", "USD"), execution_date="2026-06-18", payment_reference="CNF-55012983",
               refund_status="executed")),
Doc("customer_letter", "under", "serif", "fax",
    ["Ahmed Karimi", "41 Elm Grove", "Reading RG1 5DS"],
    "Broken kettle - second request", [("Date", "1 June 2026"), ("Order no.", "HK-33019"), ("Case", "HK-C-114")],
    body=["Dear Sir,",
          "the kettle you replaced in May has failed again, and I have not heard back about the case.",
          "I would like a full refund by 15 June 2026.",
          "Yours faithfully,"],
    closing=["Ahmed Karimi"],
    truth=dict(case_number="HK-C-114", order_id="HK-33019", customer_id=None, customer_name="Ahmed Karimi",
               document_date="2026-06-01", refund_approved=None, customer_deadline="2026-06-15",
               customer_expectation="I would like a full refund by 15 June 2026")),
Doc("invoice", "pairs", "arial", "fax",
    ["Copperfield Electrical", "18 Dock Road, Liverpool L3 4BQ", "VAT GB 448 1120 91"],
    "Invoice", [("Invoice No", "CE-71044"), ("Invoice Date", "03/03/2026"), ("Customer No", "CE-5521"),
                ("Order No", "CE-O-2290")],
    party=("Invoice To", ["Martin Doyle", "Doyle Lettings", "Liverpool L8 7NJ"]),
    items=[("Consumer unit 10-way", "1", "£212.00"), ("Labour", "4", "£180.00")],
    totals=[("Net", "£392.00"), ("VAT", "£78.40"), ("Total", "£470.40")],
    fax_header=FAXHDR.format(date="03/03/2026", time="17:44", num="0151 555 0190", to="0151 555 0172"),
    truth=dict(invoice_number="CE-71044", order_id="CE-O-2290", customer_id="CE-5521", customer_name="Martin Doyle",
               document_date="2026-03-03", subtotal=M("392.00", "GBP"), tax_amount=M("78.40", "GBP"),
               order_total=M("470.40", "GBP"))),
Doc("shipping_notice", "pairs", "mono", "clean",
    ["Bitwise Components", "Am Sandtorkai 30, 20457 Hamburg"],
    "Versandbestaetigung / Shipping notice", [("Order", "BWC-400917"), ("Customer", "BW-7781"),
                                              ("Shipped", "2026-04-21"), ("Carrier", "DHL Paket"),
                                              ("Tracking", "00340434161094042557"), ("Delivery", "2026-04-23")],
    party=("Ship to", ["Katrin Vogel", "Lindenstr. 9", "10969 Berlin"]),
    truth=dict(order_id="BWC-400917", customer_id="BW-7781", customer_name="Katrin Vogel",
               tracking_number="00340434161094042557", carrier="DHL Paket", ship_date="2026-04-21",
               delivery_estimate="2026-04-23")),
Doc("order_confirmation", "pairs", "serif", "fax_standard",
    ["Highland Fly Fishing", "12 Tay Street, Perth PH1 5LQ"],
    "Order Confirmation", [("Order", "HFF-5531"), ("Order Date", "19/04/2026"), ("Account", "HF-201"),
                           ("Estimated Delivery", "24/04/2026")],
    party=("Customer", ["Fergus Gray", "Loch View", "Pitlochry PH16 5AB"]),
    items=[("Fly rod 9ft #5", "1", "£289.00"), ("Reel 5/6", "1", "£119.00")],
    totals=[("Total", "£408.00")],
    truth=dict(order_id="HFF-5531", customer_id="HF-201", customer_name="Fergus Gray", order_date="2026-04-19",
               order_total=M("408.00", "GBP"), delivery_estimate="2026-04-24")),
Doc("refund_execution", "pairs", "geist", "fax",
    ["Lumière Optics", "14 rue de Rivoli, 75004 Paris"],
    "Remboursement / Refund", [("Case", "LO-RF-3307"), ("Order", "LO-77190"), ("Customer", "LOC-552"),
                               ("Amount refunded", "€210.00"), ("Refund date", "30/09/2026"),
                               ("Transaction", "TRX-FR-880123")],
    party=("Customer name", ["Camille Laurent"]),
    truth=dict(case_number="LO-RF-3307", order_id="LO-77190", customer_id="LOC-552", customer_name="Camille Laurent",
               refund_executed=M("210.00", "EUR"), execution_date="2026-09-30", payment_reference="TRX-FR-880123",
               refund_status="executed")),
Doc("customer_letter", "pairs", "times", "clean",
    ["Eleanor Voss", "9 Linden Road", "Cambridge MA 02139"],
    "", [("Date", "July 8, 2026"), ("Order number", "GL-661208"), ("Customer ID", "GL-88341")],
    body=["To whom it may concern,",
          "the lamp I ordered arrived with a cracked shade, and your team agreed to a refund of $58.00.",
          "I expect the refund to be processed by July 22, 2026.",
          "Sincerely,"],
    closing=["Eleanor Voss"],
    truth=dict(case_number=None, order_id="GL-661208", customer_id="GL-88341", customer_name="Eleanor Voss",
               document_date="2026-07-08", refund_approved=M("58.00", "USD"), customer_deadline="2026-07-22",
               customer_expectation="I expect the refund to be processed by July 22, 2026")),
Doc("invoice", "rows", "geist", "clean",
    ["Saltmarsh Brewing Co.", "2 Quay Street", "Whitstable CT5 1AB", "hello@saltmarsh.example"],
    "Invoice", [("Invoice", "SBC-10458"), ("Date", "22/10/2026"), ("Customer", "SB-C-771"), ("Order", "SB-9920")],
    party=("Bill to", ["Owen Tate", "The Neptune Inn", "Herne Bay CT6 5AA"]),
    items=[("Pale ale cask 72 pt", "2", "£250.00")],
    totals=[("Subtotal", "£250.00"), ("VAT", "£50.00"), ("Total due", "£300.00")],
    truth=dict(invoice_number="SBC-10458", order_id="SB-9920", customer_id="SB-C-771", customer_name="Owen Tate",
               document_date="2026-10-22", subtotal=M("250.00", "GBP"), tax_amount=M("50.00", "GBP"),
               order_total=M("300.00", "GBP"))),
Doc("shipping_notice", "rows", "courier", "fax",
    ["DESERT BLOOM SUPPLY", "601 E Camelback Rd, Phoenix AZ 85012"],
    "Shipment Notice", [("Order #", "DBS-33918"), ("Customer #", "DB-4410"), ("Ship Date", "09/01/2026"),
                        ("Ship Via", "UPS Ground"), ("Tracking #", "1Z999AA10123456784"),
                        ("Est. Delivery", "09/04/2026")],
    party=("Ship To", ["Carlos Medina", "77 Saguaro Dr", "Tucson AZ 85710"]),
    fax_header=FAXHDR.format(date="09/01/2026", time="15:27", num="602 555 0134", to="520 555 0166"),
    truth=dict(order_id="DBS-33918", customer_id="DB-4410", customer_name="Carlos Medina",
               tracking_number="1Z999AA10123456784", carrier="UPS Ground", ship_date="2026-09-01",
               delivery_estimate="2026-09-04")),
Doc("order_confirmation", "rows", "sans", "fax_standard",
    ["Quillon Office Furniture", "Westpoint Park, Bristol BS11 9QD"],
    "Order Acknowledgement", [("Order No.", "QOF-88312"), ("Order Date", "17/11/2026"), ("Customer No.", "QO-7710"),
                              ("Delivery Date", "01/12/2026")],
    party=("Deliver To", ["Hannah Shaw", "Shaw & Co Accountants", "Bath BA1 2QL"]),
    items=[("Task chair", "6", "£894.00")],
    totals=[("Total", "£894.00")],
    truth=dict(order_id="QOF-88312", customer_id="QO-7710", customer_name="Hannah Shaw", order_date="2026-11-17",
               order_total=M("894.00", "GBP"), delivery_estimate="2026-12-01")),
Doc("refund_execution", "rows", "serif", "clean",
    ["Tangerine Audio", "500 Collins St, Melbourne VIC 3000"],
    "Refund completed", [("Return", "TA-RET-1180"), ("Order", "TA-40771"), ("Customer", "TA-9930")],
    values=[("Refund", "$129.95"), ("Processed", "11/11/2026"), ("Receipt no.", "RCP-4412098"),
            ("Status", "Completed")],
    party=("Customer name", ["Priya Nair"]),
    truth=dict(case_number="TA-RET-1180", order_id="TA-40771", customer_id="TA-9930", customer_name="Priya Nair",
               refund_executed=M("129.95", "AUD"), execution_date="2026-11-11", payment_reference="RCP-4412098",
               refund_status="executed")),
Doc("customer_letter", "rows", "arial", "fax",
    ["Bronwyn Hughes", "Ty Gwyn, Heol y Bont", "Brecon LD3 7AB"],
    "Complaint: wrong size delivered", [("Date", "5 February 2026"), ("Order no.", "CW-20418"),
                                        ("Account no.", "CW-7731")],
    body=["Dear Customer Services,",
          "you sent the boots in size 6, not size 5 as ordered, and I returned them on 28 January.",
          "I need the correct pair delivered by 19 February 2026.",
          "Yours sincerely,"],
    closing=["Bronwyn Hughes"],
    fax_header=FAXHDR.format(date="05/02/2026", time="12:03", num="01874 555 019", to="0800 555 0144"),
    truth=dict(case_number=None, order_id="CW-20418", customer_id="CW-7731", customer_name="Bronwyn Hughes",
               document_date="2026-02-05", refund_approved=None, customer_deadline="2026-02-19",
               customer_expectation="I need the correct pair delivered by 19 February 2026")),
Doc("invoice", "cards", "condensed", "fax",
    ["Riverbend Landscaping", "3400 River Rd", "Richmond VA 23226"],
    "INVOICE", [("Invoice #", "RL-2026-0311"), ("Invoice Date", "03/11/2026"), ("Customer #", "RLC-808"),
                ("Work Order", "WO-5512")],
    party=("Bill To", ["Janet Moore", "19 Ridge Ave", "Richmond VA 23229"]),
    items=[("Spring clean-up", "1", "$380.00"), ("Mulch, 5 yd", "1", "$245.00")],
    totals=[("Subtotal", "$625.00"), ("Sales Tax", "$34.38"), ("Total", "$659.38")],
    truth=dict(invoice_number="RL-2026-0311", order_id="WO-5512", customer_id="RLC-808", customer_name="Janet Moore",
               document_date="2026-03-11", subtotal=M("625.00", "USD"), tax_amount=M("34.38", "USD"),
               order_total=M("659.38", "USD"))),
Doc("order_confirmation", "cards", "times", "clean",
    ["Wildflower Paper Co.", "88 Orchard St", "Asheville NC 28801"],
    "Order Confirmation", [("Order Number", "WPC-61180"), ("Order Date", "April 30, 2026"),
                           ("Customer Number", "WP-3019"), ("Expected Delivery", "May 6, 2026")],
    party=("Shipping Address", ["Laura Kim", "220 Pine St", "Greenville SC 29601"]),
    items=[("Letterpress cards (10)", "3", "$54.00"), ("Envelopes A7 (50)", "1", "$18.00")],
    totals=[("Order Total", "$72.00")],
    truth=dict(order_id="WPC-61180", customer_id="WP-3019", customer_name="Laura Kim", order_date="2026-04-30",
               order_total=M("72.00", "USD"), delivery_estimate="2026-05-06")),
Doc("refund_execution", "cards", "mono", "fax_standard",
    ["Northgate Camera Repair", "15 Northgate, Canterbury CT1 1BA"],
    "Refund Processed", [("Repair case", "NCR-0419"), ("Order", "NCR-20031"), ("Customer", "NC-118"),
                         ("Refund amount", "£75.00"), ("Refund date", "08/08/2026"), ("Bank ref", "BACS-77120019")],
    party=("Payee", ["Daniel Price"]),
    fax_header=FAXHDR.format(date="08/08/2026", time="10:55", num="01227 555 310", to="01227 555 901"),
    truth=dict(case_number="NCR-0419", order_id="NCR-20031", customer_id="NC-118", customer_name="Daniel Price",
               refund_executed=M("75.00", "GBP"), execution_date="2026-08-08", payment_reference="BACS-77120019",
               refund_status="executed")),
Doc("shipping_notice", "cards", "sans", "fax",
    ["Ironbark Tools", "9 Forge St", "Geelong VIC 3220"],
    "Dispatch confirmation", [("Order", "IBT-70219"), ("Customer ID", "IB-5530"), ("Dispatched", "18/05/2026"),
                              ("Carrier", "StarTrack"), ("Consignment", "STK88120944"), ("ETA", "21/05/2026")],
    party=("Deliver to", ["Sam Whitlock", "4 Gum Tree Rd", "Ballarat VIC 3350"]),
    truth=dict(order_id="IBT-70219", customer_id="IB-5530", customer_name="Sam Whitlock",
               tracking_number="STK88120944", carrier="StarTrack", ship_date="2026-05-18",
               delivery_estimate="2026-05-21")),
Doc("invoice", "two_column", "mono", "fax_standard",
    ["Fenwick Marine Services", "Pier 4, Falmouth TR11 3DF"],
    "INVOICE", [("Invoice No.", "FMS-0920"), ("Date", "28/09/2026"), ("Account", "FM-114")],
    party=("Invoice to", ["Nick Trelawny", "MV Seaspray", "Falmouth TR11 2AB"]),
    values=[("Your order", "PO-3312")],
    items=[("Engine service", "1", "£450.00")],
    totals=[("Net", "£450.00"), ("VAT", "£90.00"), ("Total", "£540.00")],
    fax_header=FAXHDR.format(date="28/09/2026", time="16:40", num="01326 555 212", to="01326 555 890"),
    truth=dict(invoice_number="FMS-0920", order_id="PO-3312", customer_id="FM-114", customer_name="Nick Trelawny",
               document_date="2026-09-28", subtotal=M("450.00", "GBP"), tax_amount=M("90.00", "GBP"),
               order_total=M("540.00", "GBP"))),
Doc("order_confirmation", "far_right", "mono", "fax",
    ["SOLSTICE YOGA SUPPLY", "77 Pearl St, Boulder CO 80302"],
    "ORDER CONFIRMATION", [("Order Number", "SYS-44801"), ("Customer ID", "SY-2019"), ("Order Date", "01/15/2026")],
    values=[("Estimated Delivery", "01/21/2026")],
    party=("Ship To", ["Maya Ortiz", "31 Canyon Blvd", "Denver CO 80202"]),
    items=[("Cork yoga mat", "2", "$138.00"), ("Bolster", "1", "$49.00")],
    totals=[("Order Total", "$187.00")],
    fax_header=FAXHDR.format(date="01/15/2026", time="09:12", num="303 555 0101", to="720 555 0147"),
    truth=dict(order_id="SYS-44801", customer_id="SY-2019", customer_name="Maya Ortiz", order_date="2026-01-15",
               order_total=M("187.00", "USD"), delivery_estimate="2026-01-21")),
Doc("refund_execution", "window", "times", "fax_standard",
    ["Hawthorn Garden Centre", "Station Rd", "Ludlow SY8 2AA"],
    "Refund confirmation", [("Case ref", "HGC-C-881"), ("Order ref", "HGC-20198"), ("Customer no.", "HG-440"),
                            ("Amount", "£36.99"), ("Date refunded", "14/04/2026"), ("Payment ref", "CARD-8812094")],
    party=("Refund to", ["Gillian Ford", "2 Dinham", "Ludlow SY8 1EJ"]),
    truth=dict(case_number="HGC-C-881", order_id="HGC-20198", customer_id="HG-440", customer_name="Gillian Ford",
               refund_executed=M("36.99", "GBP"), execution_date="2026-04-14", payment_reference="CARD-8812094",
               refund_status="executed")),
Doc("customer_letter", "cards", "geist", "clean",
    ["Yusuf Demir", "Hofweg 12", "2511 AB Den Haag"],
    "Order never arrived", [("Date", "12 January 2026"), ("Order", "NL-770231"), ("Customer", "NL-C-5518")],
    body=["Dear customer service,",
          "my order was marked as delivered on 2 January, but the parcel never reached me.",
          "Please send a replacement or refund me by 26 January 2026.",
          "Kind regards,"],
    closing=["Yusuf Demir"],
    truth=dict(case_number=None, order_id="NL-770231", customer_id="NL-C-5518", customer_name="Yusuf Demir",
               document_date="2026-01-12", refund_approved=None, customer_deadline="2026-01-26",
               customer_expectation="Please send a replacement or refund me by 26 January 2026")),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fresh_images6 [check] [--texts]
    f5.main(sys.argv[1:], DOCS, CHECK_DOCS, score_images, Path("/tmp/fresh_images6/ocr_cache"))
