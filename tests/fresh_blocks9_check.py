"""A supplementary CHECK set for round blocks9 (two blocks of lines side by side at different line pitches), written
after the fix and scored once before (main's OCR at d463721, ocr-10.2) and once after, never tuned on: the round's
own check set (tests/fresh_layouts8_check.py) has no page with such a pair, so it cannot move.

Made-up shops, other wording, fonts and sizes than tests/fresh_layouts8.py; truth written before reading them:
- `billto` (tests/fresh_layouts8.py's layout): sender block top left, the party's block top right under a label.
- `sideblocks` (new): the customer's block top left under a small label, the sender's block top right (a big name
  over smaller lines, tighter pitch), the title under them, references as labels with values at a tab stop.

Run: PYTHONPATH=. python -m tests.fresh_blocks9_check

    before (d463721, ocr-10.2): 0.827 (43 of 52 stated fields); after (ocr-10.3): 0.846 (44 of 52); 3 of the 7 pages
    (all `billto`) read again, the others' text unchanged

"""

from __future__ import annotations

import sys
from pathlib import Path

from tests import fresh_images5 as f5
from tests import fresh_layouts8 as f8
from tests.fresh_images5 import M
from tests.fresh_layouts8 import Doc, Page, bank


def layout_sideblocks(p: Page, d: Doc) -> None:
    left, right = f8.MARGIN_PT, p.width_pt - f8.MARGIN_PT
    s = d.size
    top = p.y
    y_left = top
    if d.party:
        p.text(left, y_left, d.party[0], s - 2, bold=True, ink=80)
        y_left = f8._block(p, left, y_left + s * 1.25, d.party[1], s + 0.5)
    x = p.width_pt * 0.6
    y_right = f8._block(p, x, top, d.sender[:1], s + 5, True)
    y_right = f8._block(p, x, y_right + 1, d.sender[1:], s - 1.5)
    p.y = max(y_left, y_right) + 22
    p.text(left, p.y, d.title, s + 5, bold=True)
    p.y += s + 16
    tab = left + (right - left) * 0.3
    for label, value in d.refs + d.values:
        p.text(left, p.y, label, s)
        p.text(tab, p.y, value, s, bold=True)
        p.y += s * 1.6
    p.y += 10
    f8._items(p, d, left, right)
    f8._totals(p, d, right)
    f8._body(p, d, left, right)
    f8._footer(p, d, left, right)


LAYOUTS = dict(f8.LAYOUTS, sideblocks=layout_sideblocks)


def render(d: Doc, seed: int):
    p = Page(d.font)
    LAYOUTS[d.layout](p, d)
    return f5.finish(p, d, seed)


def write_all(folder: Path, docs: list[Doc], prefix: str) -> list[Path]:
    return f5.write_all(folder, docs, prefix, seed0=900, draw=render)


def score_images(docs: list[Doc] | None = None, folder: Path | None = None, cache: Path | None = None,
                 prefix: str = "blocks9") -> dict:
    return f5.score_images(CHECK_DOCS if docs is None else docs, folder or Path("/tmp/fresh_blocks9"), cache, prefix,
                           write=write_all)


CHECK_DOCS: list[Doc] = [
Doc("invoice", "billto", "courier", "clean",
    ["Millbrook Garden Supplies", "Station Yard", "Hexham NE46 1ET"],
    "Sales Invoice", [("Invoice", "MGS-30418"), ("Dated", "11/06/2026"), ("Account", "MG-7731"),
                      ("Your order", "HX-2291")],
    party=("Invoice to", ["Colin Armstrong", "Armstrong Landscapes", "4 Priestpopple", "Hexham NE46 1PS"]),
    items=[("Raised bed kit, larch", "3", "£267.00"), ("Bark mulch 70 l", "12", "£66.00")],
    totals=[("Goods", "£333.00"), ("VAT", "£66.60"), ("Total due", "£399.60")],
    footer=bank("uk", bank="Tyne Valley Bank", sort="20-51-77", acct="40991827", reg="08871204"),
    size=9, truth=dict(invoice_number="MGS-30418", order_id="HX-2291", customer_id="MG-7731",
                       customer_name="Colin Armstrong", document_date="2026-06-11", order_date=None,
                       subtotal=M("333.00", "GBP"), tax_amount=M("66.60", "GBP"), order_total=M("399.60", "GBP"))),
Doc("order_confirmation", "billto", "condensed", "clean",
    ["Harbour Light Chandlery", "Quay Road 12", "Kinsale P17 X283", "Co. Cork"],
    "Order Acknowledgement", [("Order", "HLC-55120"), ("Order date", "3 July 2026"), ("Customer", "HL-0912"),
                              ("Expected", "10 July 2026")],
    party=("Deliver to", ["Siobhan Nolan", "Nolan Marine Services", "The Pier", "Baltimore P81 R970"]),
    items=[("Mooring line 14 mm x 10 m", "4", "€139.60"), ("Fender, large", "2", "€78.00")],
    totals=[("Shipping", "€12.00"), ("Order total", "€229.60")],
    footer=bank("iban", bank="Munster Bank", iban="IE29 AIBK 9311 5212 3456 78", bic="AIBKIE2D", reg="IE 671204"),
    size=11, truth=dict(order_id="HLC-55120", customer_id="HL-0912", customer_name="Siobhan Nolan",
                        order_date="2026-07-03", order_total=M("229.60", "EUR"), delivery_estimate="2026-07-10")),
Doc("refund_execution", "billto", "geist", "clean",
    ["Redwood Trail Outfitters", "880 Mill Street", "Eureka CA 95501"],
    "Refund Issued", [("Return no.", "RTO-R-4410"), ("Order no.", "RTO-90217"), ("Customer no.", "RT-3318"),
                      ("Refunded on", "08/22/2026")],
    values=[("Refund amount", "$184.95"), ("Transaction", "TX-55019273"), ("Status", "Processed")],
    party=("Refunded to", ["Marisol Vega", "21 Hawthorne Ave", "Arcata CA 95521"]),
    footer=bank("us", bank="North Coast Savings", routing="121142119", acct="5520913", reg="94-3321907"),
    size=12, truth=dict(case_number="RTO-R-4410", order_id="RTO-90217", customer_id="RT-3318",
                        customer_name="Marisol Vega", refund_executed=M("184.95", "USD"), execution_date="2026-08-22",
                        payment_reference="TX-55019273", refund_status="executed")),
Doc("invoice", "billto", "arial", "clean",
    ["Fjellheim Verktøy AS", "Industriveien 9", "2815 Gjøvik", "post@fjellheim.example"],
    "Faktura / Invoice", [("Invoice no.", "FV-7720"), ("Date", "19.10.2026"), ("Customer no.", "FK-40177"),
                          ("Order", "FO-2210")],
    party=("Customer", ["Eirik Haugen", "Haugen Bygg", "Storgata 3", "2821 Gjøvik"]),
    items=[("Slagbormaskin 18 V", "2", "NOK 3 980.00"), ("Bits, sett", "5", "NOK 745.00")],
    totals=[("Net", "NOK 4 725.00"), ("MVA 25%", "NOK 1 181.25"), ("Total", "NOK 5 906.25")],
    footer=bank("iban", bank="Innlandet Sparebank", iban="NO93 8601 1117 947", bic="INLBNO22", reg="NO 914 220 671"),
    size=8.5, truth=dict(invoice_number="FV-7720", order_id="FO-2210", customer_id="FK-40177",
                         customer_name="Eirik Haugen", document_date="2026-10-19", order_date=None,
                         subtotal=M("4725.00", "NOK"), tax_amount=M("1181.25", "NOK"),
                         order_total=M("5906.25", "NOK"))),
Doc("invoice", "sideblocks", "sans", "clean",
    ["Lakeshore Office Interiors", "55 Front Street West", "Toronto ON M5J 1E6", "billing@lakeshore.example"],
    "INVOICE", [("Invoice number", "LOI-11820"), ("Invoice date", "2026-02-17"), ("Client number", "LC-6604"),
                ("Purchase order", "PO-3391")],
    party=("BILL TO", ["Priya Raman", "Raman Dental Clinic", "120 King St E", "Hamilton ON L8N 1B1"]),
    items=[("Ergonomic chair", "4", "CAD 1,596.00"), ("Sit-stand desk", "2", "CAD 1,398.00")],
    totals=[("Subtotal", "CAD 2,994.00"), ("HST 13%", "CAD 389.22"), ("Total", "CAD 3,383.22")],
    size=10, truth=dict(invoice_number="LOI-11820", order_id="PO-3391", customer_id="LC-6604",
                        customer_name="Priya Raman", document_date="2026-02-17", order_date=None,
                        subtotal=M("2994.00", "CAD"), tax_amount=M("389.22", "CAD"), order_total=M("3383.22", "CAD"))),
Doc("order_confirmation", "sideblocks", "serif", "clean",
    ["Atelier Verdier", "14 rue des Tanneurs", "69001 Lyon"],
    "Confirmation de commande", [("Order", "AV-60218"), ("Date", "12/05/2026"), ("Customer", "AVC-2290"),
                                 ("Delivery", "20/05/2026")],
    party=("Livraison / Ship to", ["Camille Roux", "8 place Bellecour", "69002 Lyon"]),
    items=[("Lin lavé, 3 m", "2", "€96.00"), ("Fil de coton", "6", "€27.00")],
    totals=[("Total", "€123.00")],
    size=9.5, truth=dict(order_id="AV-60218", customer_id="AVC-2290", customer_name="Camille Roux",
                         order_date="2026-05-12", order_total=M("123.00", "EUR"), delivery_estimate="2026-05-20")),
Doc("refund_execution", "sideblocks", "times", "clean",
    ["Blackwater Pet Supplies", "Unit 7, Riverside Park", "Maldon CM9 4LE"],
    "Refund Paid", [("Case", "BPS-C-1187"), ("Order", "BPS-44021"), ("Customer", "BP-7719"),
                    ("Paid on", "30 Sept 2026"), ("Amount", "£42.80"), ("Reference", "BACS-660912")],
    party=("Customer", ["Graham Pike", "3 Mill Road", "Heybridge CM9 4EU"]),
    body=["Your refund has been paid to your bank account. Status: completed."],
    size=11, truth=dict(case_number="BPS-C-1187", order_id="BPS-44021", customer_id="BP-7719",
                        customer_name="Graham Pike", refund_executed=M("42.80", "GBP"), execution_date="2026-09-30",
                        payment_reference="BACS-660912", refund_status="executed")),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fresh_blocks9_check
    out = score_images(cache=Path("/tmp/fresh_blocks9/ocr_cache"))
    print({k: v for k, v in out.items() if k not in ("misses", "per_field", "texts")})
