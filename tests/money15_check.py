"""A check set for the money totals of invoices and order confirmations (helper money15, issue 9), written before any
rule of the round was changed, in wording of its own (no shop's), and scored only once before and once after the
round's fixes. Totals blocks as other shops print them and OCR reads them: right-aligned label/value pairs, "Amount
due", "Grand total", "Total incl. VAT", "Net"/"Gross", several tax lines, discount and shipping lines, an items table
with a "Total" column, amounts split by OCR spaces, the currency after the number, decimal commas, thousands spaces,
negative lines (a discount, a returned item credited).

Truth: subtotal is the goods before tax (after a discount printed above it only when the document's own subtotal line
says so); tax_amount is the document's tax in all (the sum of its tax lines when it prints no tax total); order_total is
what the whole document comes to. A field the document does not print is a null slot (a value there is hallucinated).

    before the round (main at bae6a29): field accuracy 0.875 (70 of 80 stated), subtotal 20/22, tax_amount 21/24,
                                        order_total 29/34; hallucinated 0 (4 null slots), doc type 34/34, currency 56/74
    after the round (scored once, at the end): field accuracy 0.925 (74 of 80), subtotal 21/22, tax_amount 22/24,
                                        order_total 31/34; hallucinated 0, doc type 34/34, currency 59/74
    Missed after: "Total incl. VAT 52,72 €" (rules.find_money gives 52.72; stages.amounts.settle reads the amount as a
    tax part by the noun "VAT" before it and puts an item's labelled amount in its place), GST + PST without a tax
    total (the truth is their sum; one line is taken), "£1 ,204 .50" (OCR's spaces inside the thousands), "GST 15% on
    NZ$ 410.00  NZ$ 61.50" (the base after the tax's cue taken), currencies printed only in a label ("Total AUD") or a
    "$" on a French-Canadian invoice.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK_DOCS: list[tuple[str, str, dict]] = [
# 0: items table with a "Total" column; right-aligned block; "Amount due"
("invoice", """INVOICE  No. HL-20931
Harbour Lane Ceramics                          Date: 04/03/2026
Bill to: Martha Okafor

Description              Qty    Unit price      Total
Stoneware mug              4        £12.50     £50.00
Serving bowl               1        £38.00     £38.00

                                  Subtotal:     £88.00
                                  VAT 20%:      £17.60
                                  Amount due:  £105.60
""", dict(subtotal=M("88.00", "GBP"), tax_amount=M("17.60", "GBP"), order_total=M("105.60", "GBP"))),
# 1: discount and shipping lines, "Grand total"
("invoice", """Ridgeback Running Supply
Invoice no. 55102                         Invoice date: May 12, 2026

Item                               Qty        Amount
Trail shoes                          1       $129.00
Socks 3-pack                         2        $24.00

Merchandise subtotal                         $153.00
Discount (SPRING10)                          -$15.30
Shipping                                       $8.95
Sales tax (8.25%)                             $11.36
Grand total                                  $158.01
""", dict(subtotal=M("153.00", "USD"), tax_amount=M("11.36", "USD"), order_total=M("158.01", "USD"))),
# 2: decimal commas, currency after the number, "Net" / "Total incl. VAT"
("invoice", """Rechnung / Invoice   RE-2026-0388
Datum / Date: 17.02.2026
Pos  Artikel / Item            Menge   Einzelpreis      Gesamt
1    Chain oil 500 ml             2        9,90 €      19,80 €
2    Brake pads (set)             1       24,50 €      24,50 €

                                Net                    44,30 €
                                VAT 19%                 8,42 €
                                Total incl. VAT        52,72 €
""", dict(subtotal=M("44.30", "EUR"), tax_amount=M("8.42", "EUR"), order_total=M("52.72", "EUR"))),
# 3: two tax lines and no tax total; total with its code
("invoice", """INVOICE 7781
Prairie Print Co.                     Date: 2026-06-02
Customer: Elk Valley Rodeo Assoc.

Business cards (500)                            64.00
Flyers A5 (1000)                               112.00
                          Subtotal             176.00
                          GST 5%                 8.80
                          PST 6%                10.56
                          TOTAL CAD            195.36
""", dict(subtotal=M("176.00", "CAD"), tax_amount=M("19.36", "CAD"), order_total=M("195.36", "CAD"))),
# 4: Net / Gross labels, thousands with a space and decimal comma
("invoice", """FAKTURA / INVOICE  nr 2026/04/117
Date of issue: 09.04.2026
Buyer: Lasy Serwis Sp. z o.o.

No  Item                         Qty     Net price     Net value
1   Chainsaw CS-450                 2    1 240,00      2 480,00
2   Safety trousers                 3      185,00        555,00

Net            3 035,00 PLN
VAT 23%          698,05 PLN
Gross          3 733,05 PLN
""", dict(subtotal=M("3035.00", "PLN"), tax_amount=M("698.05", "PLN"), order_total=M("3733.05", "PLN"))),
# 5: order confirmation, items with a Total column, "Order total" at the end
("order_confirmation", """Thanks for your order, Jamie!
Order #KT-88120 placed on 3 July 2026

Product                     Qty     Price     Total
Bamboo cutting board          1    $34.00    $34.00
Knife roll                    2    $27.50    $55.00

Items: $89.00
Shipping: $6.00
Order total: $95.00
""", dict(order_total=M("95.00", "USD"))),
# 6: OCR split the amounts ("1 ,204 .50", "£ 240. 90")
("invoice", """SALES INVOICE                   INV 0044812
Date 21/01/2026
Account: Thornbury Landscapes

Turf roll x 120 ............... £ 1 ,004 .50
Delivery ......................   £ 200 .00
Net total .....................  £1 ,204 .50
VAT @ 20% .....................   £ 240. 90
Invoice total .................  £1 ,445 .40
""", dict(subtotal=M("1204.50", "GBP"), tax_amount=M("240.90", "GBP"), order_total=M("1445.40", "GBP"))),
# 7: no tax, no subtotal: only a total ("Balance due")
("invoice", """Invoice 2026-118
From: Sofia Marin, Illustration
To: Northwind Books

Cover illustration, "The Salt Road" ........ 850.00 EUR
Balance due ................................ 850.00 EUR
Payment within 30 days.
""", dict(subtotal=None, tax_amount=None, order_total=M("850.00", "EUR"))),
# 8: totals in a row of column labels over a row of values
("invoice", """TAX INVOICE 30918
Bluegum Hardware Pty Ltd                 Date 14/08/2026

Qty  Description                    Unit      Total
 10  Deck screws 100pk             8.90      89.00
  2  Decking oil 4L               62.00     124.00

Subtotal        GST           Total AUD
213.00          21.30         234.30
""", dict(subtotal=M("213.00", "AUD"), tax_amount=M("21.30", "AUD"), order_total=M("234.30", "AUD"))),
# 9: confirmation with a discount below the items and a "You pay" line
("order_confirmation", """Order confirmation
Order number: 7720-5512
Date: 19 March 2026

2 x Linen pillowcase        €39.80
1 x Duvet cover             €79.00
Discount                   -€11.88
Delivery                     €4.95
Total to pay               €111.87
""", dict(order_total=M("111.87", "EUR"))),
# 10: "Total" column first, totals labels with colons, the currency code after the number
("invoice", """Invoice #: 4471-B
Invoice date: 2026-02-27
Bill to: Kestrel Aviation Ltd

Total         Description
240.00 CHF    Headset repair
 60.00 CHF    Cable

Subtotal: 300.00 CHF
VAT 8.1%: 24.30 CHF
Total amount: 324.30 CHF
""", dict(subtotal=M("300.00", "CHF"), tax_amount=M("24.30", "CHF"), order_total=M("324.30", "CHF"))),
# 11: "Amount payable" with tax included (VAT included line), no subtotal
("invoice", """RECEIPT INVOICE No. 20260611-04
Casa Verde Plant Shop, Lisbon
Date: 11/06/2026

Monstera 60cm           1     45,00
Terracotta pot 30cm     2     36,00

Amount payable:          81,00 EUR
of which VAT (23%):      15,15 EUR
""", dict(subtotal=None, tax_amount=M("15.15", "EUR"), order_total=M("81.00", "EUR"))),
# 12: HST single line, "Total (CAD)"
("invoice", """INVOICE
Invoice No: TW-6610             Date: Jan 9, 2026
Sold to: Maple Leaf Curling Club

Ice scraper blades x4                    $96.00
Broom heads x6                          $138.00
Sub-total                               $234.00
HST 13%                                  $30.42
Total (CAD)                             $264.42
""", dict(subtotal=M("234.00", "CAD"), tax_amount=M("30.42", "CAD"), order_total=M("264.42", "CAD"))),
# 13: several tax lines and a tax total
("invoice", """FACTURE / INVOICE  F-2026-0914
Date : 14 septembre 2026
Client : Boulangerie du Plateau

Farine bio 25 kg  x 8                       312,00 $
Levain sec 1 kg   x 4                        58,00 $
Sous-total / Subtotal                       370,00 $
TPS / GST (5 %)                              18,50 $
TVQ / QST (9,975 %)                          36,91 $
Taxes totales / Total taxes                  55,41 $
Total                                       425,41 $
""", dict(subtotal=M("370.00", "CAD"), tax_amount=M("55.41", "CAD"), order_total=M("425.41", "CAD"))),
# 14: confirmation in one paragraph of prose
("order_confirmation", """Hi Ben,

thanks for shopping with Quill & Ink. We've received your order 100-4471 on 2 Feb 2026 and are packing it now.
Your card was charged A$67.40 (including GST of A$6.13). It should arrive in 3-5 business days.
""", dict(order_total=M("67.40", "AUD"))),
# 15: negative line for a returned item credited on the invoice
("invoice", """INVOICE  BRK-22019
Date: 30 April 2026
Account no. 55-0192

Bike service (full)                 1     $145.00
Tubeless conversion                 1      $60.00
Credit - returned saddle            1     -$49.00
                                 Subtotal     $156.00
                                 Tax 7%        $10.92
                                 Total        $166.92
""", dict(subtotal=M("156.00", "USD"), tax_amount=M("10.92", "USD"), order_total=M("166.92", "USD"))),
# 16: totals labels left, values far right with dot leaders, "Grand Total" in capitals
("invoice", """ALPINE GLASS WORKS                      INVOICE 9-00341
                                        DATE 05.05.2026

Shower screen 90x200 ..................................... 610.00
Fitting ..................................................... 95.00
TOTAL NET ................................................ 705.00
VAT 20% .................................................. 141.00
GRAND TOTAL EUR .......................................... 846.00
""", dict(subtotal=M("705.00", "EUR"), tax_amount=M("141.00", "EUR"), order_total=M("846.00", "EUR"))),
# 17: order confirmation where the tax is shown but the total appears above it
("order_confirmation", """ORDER SUMMARY                Order: SO-55812
Ordered: 08/09/2026

Total: £72.48
  incl. VAT £12.08
Items (3): £64.49
Delivery: £7.99
""", dict(order_total=M("72.48", "GBP"))),
# 18: amount with thousands separators and a currency word after
("invoice", """Invoice No. 2026-0071           Date: 2 March 2026
Customer: Bell & Ross Events

Marquee hire 3 days                         2,400.00
Lighting package                              650.00
Subtotal                                    3,050.00
Tax (10%)                                     305.00
Amount due                             3,355.00 dollars
""", dict(subtotal=M("3050.00", None), tax_amount=M("305.00", None), order_total=M("3355.00", None))),
# 19: totals in a two-column box read by OCR with pipes
("invoice", """INVOICE 58-1120                         Date: 16/10/2026
| Item                  | Qty | Total   |
| Cedar planter box     |  2  | 178.00  |
| Soil mix 50L          |  4  |  47.96  |
| Goods value           |     | 225.96  |
| VAT                   |     |  45.19  |
| Total payable (GBP)   |     | 271.15  |
""", dict(subtotal=M("225.96", "GBP"), tax_amount=M("45.19", "GBP"), order_total=M("271.15", "GBP"))),
# 20: OCR space in the total and currency after ("1 234 ,56 zł")
("order_confirmation", """Potwierdzenie zamówienia / Order confirmation
Nr zamówienia / Order no.: 88120/2026
Data / Date: 12.11.2026

Rower miejski / City bike           1 199,00 zł
Kask / Helmet                          99,00 zł
Razem / Total:                      1 298,00 zł
""", dict(order_total=M("1298.00", "PLN"))),
# 21: several shipping/fee lines, "Order total" after "Total before tax"
("invoice", """Invoice INV-30021                       Date: 2026-07-19
Ship to: R. Castillo

Standing desk frame                     $389.00
Desk top 160x80                         $149.00
Assembly fee                             $45.00
Total before tax                        $583.00
Estimated tax                            $48.10
Order total                             $631.10
""", dict(subtotal=M("583.00", "USD"), tax_amount=M("48.10", "USD"), order_total=M("631.10", "USD"))),
# 22: "Net amount" / "VAT amount" / "Gross amount" with a "Total" column header above
("invoice", """INVOICE NUMBER 700-1192
INVOICE DATE 23/02/2026

Code    Description            Qty   Price     Total
A-11    Hedge trimmer           1   199.00    199.00
A-14    Spare blade             2    24.00     48.00

Net amount      EUR 247.00
VAT amount      EUR  56.81
Gross amount    EUR 303.81
""", dict(subtotal=M("247.00", "EUR"), tax_amount=M("56.81", "EUR"), order_total=M("303.81", "EUR"))),
# 23: the total printed before the breakdown ("Invoice total" then "made up of")
("invoice", """Invoice 4410 - Greyfriars Removals
Date: 1 June 2026

Invoice total: £1,134.00
made up of: removal (2 men, 6 hours) £945.00 + VAT £189.00
""", dict(subtotal=None, tax_amount=M("189.00", "GBP"), order_total=M("1134.00", "GBP"))),
# 24: order confirmation with a "Total" column and a final "Total" line
("order_confirmation", """Your order is confirmed
Order ID: 4412-77-3
Order date: 30/01/2026

Item              Qty   Total
Coffee beans 1kg   2    £36.00
Grinder            1    £89.00
Total                  £125.00
""", dict(order_total=M("125.00", "GBP"))),
# 25: "Subtotal" missing; "Shipping" and "Tax" then "Total"; the smaller amounts after the total (payments)
("order_confirmation", """Order #39015 confirmed - June 4, 2026

Tent 2P ........................ $219.00
Sleeping mat ................... $59.00
Shipping ....................... $0.00
Tax ............................ $22.24
Total .......................... $300.24
Paid with Visa ending 0042 ..... $300.24
""", dict(order_total=M("300.24", "USD"))),
# 26: Nordic invoice, "Netto"/"Moms"/"Att betala"-style but with English beside it
("invoice", """FAKTURA / INVOICE 10443
Fakturadatum / Invoice date: 2026-03-31
Kund / Customer: Fjällgården AB

Ved (birch) 3 m3                      4 200,00
Transport                               600,00
Netto / Net                           4 800,00 SEK
Moms / VAT 25 %                       1 200,00 SEK
Att betala / To pay                   6 000,00 SEK
""", dict(subtotal=M("4800.00", "SEK"), tax_amount=M("1200.00", "SEK"), order_total=M("6000.00", "SEK"))),
# 27: right-aligned labels without a colon, no currency printed
("invoice", """Invoice A-7781      Issued 11 Nov 2026
Client: Pike Street Cafe

Espresso machine descaling                    140.00
Gasket set                                     36.50
                                  Subtotal    176.50
                              Sales Tax 9.6%   16.94
                                 Total Due    193.44
""", dict(subtotal=M("176.50", None), tax_amount=M("16.94", None), order_total=M("193.44", None))),
# 28: an item named "Total" something in the items; totals below
("invoice", """INVOICE no. 66-410                      date 08/08/2026
Total Gym XL home trainer        1    £749.00
Total Care cleaning spray        2     £11.98
Subtotal                               £760.98
VAT                                    £152.20
Total                                  £913.18
""", dict(subtotal=M("760.98", "GBP"), tax_amount=M("152.20", "GBP"), order_total=M("913.18", "GBP"))),
# 29: zero tax ("VAT 0%") and exempt
("invoice", """Invoice 2026-310                        Date: 15.07.2026
Customer: St. Brigid's Primary School

Children's books (zero rated)                   312.40
Subtotal                                        312.40
VAT 0%                                            0.00
Total EUR                                       312.40
""", dict(subtotal=M("312.40", "EUR"), tax_amount=M("0.00", "EUR"), order_total=M("312.40", "EUR"))),
# 30: confirmation with the total in words and figures, "Grand Total" at the bottom of a table
("order_confirmation", """ORDER ACKNOWLEDGEMENT  PO 4500-1123
Date: 2026-05-06

Line  Part no.    Qty   Unit price   Line total
1     BR-2200      10      14.20       142.00
2     BR-2210       5      31.00       155.00
                               Freight      25.00
                               Grand Total 322.00 USD
""", dict(order_total=M("322.00", "USD"))),
# 31: invoice in which the tax line prints its rate and its base before the tax
("invoice", """INVOICE 2026-9031               Date: 20/09/2026
Bill to: Kowhai Kindergarten

Art supplies                                 NZ$ 410.00
Goods total                                  NZ$ 410.00
GST 15% on NZ$ 410.00                        NZ$  61.50
Total incl. GST                              NZ$ 471.50
""", dict(subtotal=M("410.00", "NZD"), tax_amount=M("61.50", "NZD"), order_total=M("471.50", "NZD"))),
# 32: "Sub total" in two words, "TOTAL" in capitals
("invoice", """INVOICE No 7003
Date 2 Dec 2026
Window cleaning, December            £60.00
Gutter clearing                       £45.00
Sub total                            £105.00
VAT 20%                               £21.00
TOTAL                                £126.00
""", dict(subtotal=M("105.00", "GBP"), tax_amount=M("21.00", "GBP"), order_total=M("126.00", "GBP"))),
# 33: confirmation whose only money besides the total is a per-item price
("order_confirmation", """We've got your order!
Order no. 2026-55-1190, placed 14.04.2026
3 x Wool socks @ 12,90 €
Sum total: 38,70 €
""", dict(order_total=M("38.70", "EUR"))),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(CHECK_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.money15_check
    from tests.fields_fresh_docs import report

    report(score())
