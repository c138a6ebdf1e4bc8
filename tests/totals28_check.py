"""The CHECK set of helper totals28 (issue 9: an order's money block and the refund a claim is eligible for, on layouts
docflow never saw), written before any rule of the round was changed, in wording of its own (no shop's), and scored
only once before and once after the round's changes (`python -m tests.totals28_check` prints aggregates only;
`--misses` lists the misses, looked at only after the round).

Invoices, receipts and order confirmations in many countries and currencies: totals as a horizontal table (a row of
labels over a row of amounts, with pipes, with column rules, with 2+ spaces), totals in the item table's last rows
under its amount column, amounts before their labels, synonyms ("Sum", "Items total", "Order value", "Total payable",
"Sales tax", "Tax (8.25%)"), codes and symbols before or after, both thousands conventions, totals told in an e-mail's
prose or a chat, the tax given as a rate only, totals on a second page, OCR damage (O for 0, S for 5, a comma for the
point). Refund decisions where the amount the claim is eligible for is the shop's statement of entitlement, beside a
customer's own claim and policy boilerplate that name amounts no claim qualifies for.

Truth: subtotal is the goods before tax (and before shipping when a subtotal row says so); tax_amount the tax in all
(None when only its rate is printed); order_total what the document comes to. refund_eligible what the shop states the
claim qualifies for (None when only the customer claims it or a policy names a general ceiling). None: not stated.

    before the round (main at 5121635): right 81/97, wrong 5, missed 11, hallucinated 3/13 (order_total 23/29,
                                        subtotal 18/21, tax_amount 19/21 (1 hallucinated), refund_eligible 8/11
                                        (2 hallucinated), refund_approved 13/15)
    after the round (scored once, at the end): right 89/97, wrong 3, missed 5, hallucinated 0/13 (order_total 26/29,
                                        subtotal 19/21, tax_amount 19/21, refund_eligible 10/11, refund_approved 15/15)
    Left: OCR's O/S for 0/5 inside amounts (normalize's look-alike repair needs four digits), a dropped decimal point,
    "Excl. VAT / VAT 15% / Incl. VAT" as a row of labels, "had a value of" in prose.
    Caveat: the set was written by the same helper that then wrote the rules, from the same brief.
"""

from __future__ import annotations

import sys

from tests.fields_fresh_docs import M

CHECK_DOCS: list[tuple[str, str, dict]] = [
# 0: horizontal totals table with pipes, USD
("invoice", """INVOICE #A-20418                         Date: 03/14/2026
Redwood Trail Outfitters, Eugene OR
Bill to: Marcus Whitfield

Item                         Qty    Price     Amount
Trekking poles (pair)          2    64.00     128.00
Dry bag 20L                    1    32.00      32.00

| Subtotal | Shipping | Tax     | Total   |
| $160.00  | $9.95    | $13.20  | $183.15 |
""", dict(subtotal=M("160.00", "USD"), tax_amount=M("13.20", "USD"), order_total=M("183.15", "USD"))),
# 1: horizontal totals table, columns parted by spaces only, currency in the header
("invoice", """TAX INVOICE  2026-0771
Harbour Lights Chandlery Ltd, Portsmouth           Invoice date: 21/04/2026
Customer: Eleanor Pike

Description                          Qty        Net
Mooring line 12mm                      2      90.00
Fender cover                           4      60.00

Net total (GBP)      VAT 20%      Total due (GBP)
150.00               30.00        180.00
""", dict(subtotal=M("150.00", "GBP"), tax_amount=M("30.00", "GBP"), order_total=M("180.00", "GBP"))),
# 2: horizontal table with column rules (box drawing) turned to bars by OCR
("invoice", """RECHNUNG Nr. 2026-1183                    Datum: 12.05.2026
Kranich Bürobedarf GmbH, Hannover
Kunde: Petra Vogel

Pos  Artikel                    Menge   Betrag
1    Aktenordner breit             20    59,80 €
2    Kopierpapier A4 (Karton)       3    74,70 €

+--------------+-----------+--------------+
| Nettobetrag  | MwSt 19%  | Gesamtbetrag |
+--------------+-----------+--------------+
| 134,50 €     | 25,56 €   | 160,06 €     |
+--------------+-----------+--------------+
""", dict(subtotal=M("134.50", "EUR"), tax_amount=M("25.56", "EUR"), order_total=M("160.06", "EUR"))),
# 3: totals in the item table's last rows, under the amount column
("invoice", """INVOICE                                   No. 55-0912
Blue Gum Joinery Pty Ltd, Hobart TAS       Date: 9 June 2026
Client: Sam Nguyen

Description            Qty    Unit price       Amount
Oak shelf 900mm          3        85.00        255.00
Wall brackets (pair)     3        15.00         45.00
                              Subtotal         300.00
                              GST 10%           30.00
                              Total AUD        330.00
""", dict(subtotal=M("300.00", "AUD"), tax_amount=M("30.00", "AUD"), order_total=M("330.00", "AUD"))),
# 4: amounts before labels, Canada, two taxes and their total
("invoice", """Invoice  QC-44710                    Date: 2026-02-17
Érablière Supplies Inc., Sherbrooke QC
Sold to: Julien Tremblay

Maple syrup tins x12                      C$ 240.00

   C$ 240.00    Sub-total
    C$ 12.00    GST 5%
    C$ 23.94    QST 9.975%
   C$ 275.94    Amount due
""", dict(subtotal=M("240.00", "CAD"), tax_amount=M("35.94", "CAD"), order_total=M("275.94", "CAD"))),
# 5: "Items total", "Sales tax", "Order value", order confirmation (total only in its fields)
("order_confirmation", """Order confirmation - order 7781-2290
Thanks for shopping with Pinecone Pantry! Order placed on March 2, 2026.

Wild rice 2 lb            2     $17.90
Maple granola             1      $8.50
Items total                     $26.40
Sales tax                        $1.85
Order value                     $28.25
""", dict(order_total=M("28.25", "USD"))),
# 6: "Grand total", "Tax (8.25%)", Texas
("invoice", """LONE STAR PRINT CO.                 INVOICE 10-3356
Austin, TX 78701                     Date: 07/22/2026
Bill to: Dolores Ramirez

Banner 3x6 ft                                      $120.00
Yard signs x10                                      $80.00
Subtotal                                           $200.00
Tax (8.25%)                                         $16.50
Grand total                                        $216.50
""", dict(subtotal=M("200.00", "USD"), tax_amount=M("16.50", "USD"), order_total=M("216.50", "USD"))),
# 7: "Sum", "Net amount", VAT after the amount, euro after the number, decimal comma
("invoice", """Factuur / Invoice  F2026-0315            Datum: 15-03-2026
Molenaar Tuinmeubelen B.V., Zwolle
Klant: Joris de Boer

Tuinbank teak                          1     449,00 EUR
Kussen set                             2      58,00 EUR

Net amount                                   565,00 EUR
VAT 21%                                      118,65 EUR
Sum                                          683,65 EUR
""", dict(subtotal=M("565.00", "EUR"), tax_amount=M("118.65", "EUR"), order_total=M("683.65", "EUR"))),
# 8: "Total payable", thousands with dots, decimal comma, code before
("invoice", """FACTURA N.º 2026/0458                      Fecha: 04/06/2026
Cerámicas del Turia S.L., Valencia
Cliente: Lucía Ferrer

Azulejo 20x20 (m2)            40       EUR 1.240,00
Rodapié (ml)                  25         EUR 310,00
Base imponible                         EUR 1.550,00
IVA 21%                                  EUR 325,50
Total payable                          EUR 1.875,50
""", dict(subtotal=M("1550.00", "EUR"), tax_amount=M("325.50", "EUR"), order_total=M("1875.50", "EUR"))),
# 9: e-mail prose, order confirmation
("order_confirmation", """From: orders@lindenleaf-tea.de
Subject: Your order LT-88120 is confirmed

Hello Mia,

thank you for your order LT-88120 placed on 11 May 2026. Your order of 3 items came to EUR 142.50 including
EUR 23.75 VAT. We will let you know as soon as it ships.

Kind regards,
Linden Leaf Tea
""", dict(order_total=M("142.50", "EUR"))),
# 10: e-mail invoice in prose: net, tax and total in one sentence
("invoice", """Subject: Invoice INV-3012 for your design work

Hi Tom,

please find invoice INV-3012 dated 02/09/2026 below. The fee for the logo package is USD 1,200.00; with
8.875% sales tax of USD 106.50 the invoice total comes to USD 1,306.50, payable within 14 days.

Thanks,
Greta Holm, Holm Studio, New York
""", dict(subtotal=M("1200.00", "USD"), tax_amount=M("106.50", "USD"), order_total=M("1306.50", "USD"))),
# 11: chat transcript, the agent tells the total
("order_confirmation", """Chat transcript - Sunbird Electronics - 14/08/2026
[10:02] Customer (Priya): hi, I just placed order SB-55031, can you confirm the total?
[10:03] Agent (Ken): Hi Priya! Order SB-55031 is confirmed. Your total comes to S$ 327.00, which includes S$ 27.00 GST.
[10:03] Customer (Priya): great thanks
""", dict(order_total=M("327.00", "SGD"))),
# 12: tax as a rate only (VAT-inclusive price, no tax amount printed)
("invoice", """INVOICE 2026-204                        Date: 19/03/2026
Fjord Line Knitwear AS, Bergen
Customer: Ingrid Solberg

Wool sweater                                  NOK 1 450,00
Mittens                                         NOK 350,00

Total (incl. 25% VAT)                         NOK 1 800,00
""", dict(subtotal=None, tax_amount=None, order_total=M("1800.00", "NOK"))),
# 13: tax exempt, no tax line; subtotal = total
("invoice", """INVOICE No. 8812                                  Date: 3 Feb 2026
Greenfield Seed Co-op, Ames IA
Bill to: Harold Jensen Farms

Seed corn 80k bag              10        $2,950.00
Delivery                                   $150.00
Total                                    $3,100.00

Tax-exempt agricultural sale.
""", dict(subtotal=None, tax_amount=None, order_total=M("3100.00", "USD"))),
# 14: multi-page order: totals on page 2
("invoice", """INVOICE  MT-22617                                     Page 1 of 2
Matterhorn Tools AG, Visp                             Date: 05.10.2026
Customer: Bau Imhof GmbH

Item                                  Qty          Amount
Hammer drill SDS                        2      CHF 598.00
Drill bit set                           4      CHF 236.00
Angle grinder 125mm                     1      CHF 189.00

Continued on page 2
\f
INVOICE  MT-22617                                     Page 2 of 2

Item                                  Qty          Amount
Safety glasses                         10      CHF 77.00

Subtotal                                     CHF 1'100.00
VAT 8.1%                                        CHF 89.10
Total                                        CHF 1'189.10
""", dict(subtotal=M("1100.00", "CHF"), tax_amount=M("89.10", "CHF"), order_total=M("1189.10", "CHF"))),
# 15: OCR damage: O for 0, S for 5
("invoice", """lNVOICE 4471                          Date: 11/O2/2026
Copper Kettle Cafe Supplies, Leeds
Customer: Hannah Wood

Espresso cups x12                              £36.00
Milk jug                                       £12.S0
Subtotal                                       £48.S0
VAT 20%                                         £9.7O
Total                                          £58.2O
""", dict(subtotal=M("48.50", "GBP"), tax_amount=M("9.70", "GBP"), order_total=M("58.20", "GBP"))),
# 16: OCR damage: a comma for the point in one row
("invoice", """INVOICE 90-1142                                Date: 28/01/2026
Wattle Street Pet Supplies, Adelaide
Customer: Chloe Martin

Dog bed large                                  A$ 89.00
Lead and collar set                            A$ 41.00
Subtotal                                      A$ 130.00
GST                                            A$ 13,00
Total                                         A$ 143.00
""", dict(subtotal=M("130.00", "AUD"), tax_amount=M("13.00", "AUD"), order_total=M("143.00", "AUD"))),
# 17: markdown table of totals (a rule line under the header)
("invoice", """# Invoice INV-00871
**Nimbus Web Hosting Ltd**, Dublin — Issued 01/07/2026
Billed to: Aoife Byrne

| Subtotal | VAT (23%) | Amount due |
|---------:|----------:|-----------:|
| €240.00 | €55.20 | €295.20 |
""", dict(subtotal=M("240.00", "EUR"), tax_amount=M("55.20", "EUR"), order_total=M("295.20", "EUR"))),
# 18: horizontal table with shipping and discount, amounts with codes after
("invoice", """INVOICE 2026/552                                Date: 18.08.2026
Polar Bay Outdoor Oy, Oulu
Customer: Mikko Laine

Items total      Discount      Shipping      ALV 24%       Total
210.00 EUR       -10.00 EUR    15.00 EUR     51.60 EUR     266.60 EUR
""", dict(subtotal=M("210.00", "EUR"), tax_amount=M("51.60", "EUR"), order_total=M("266.60", "EUR"))),
# 19: receipt: amounts before the total word, terse POS layout
("invoice", """CORNER MART #0412
Toronto ON   2026-04-03 18:22
RECEIPT 0412-88310

MILK 2L              5.49
BREAD                3.29
BATTERIES AA        12.99 H
SUBTOTAL            21.77
HST 13%              1.69
TOTAL               23.46
VISA               23.46
""", dict(subtotal=M("21.77", "CAD"), tax_amount=M("1.69", "CAD"), order_total=M("23.46", "CAD"))),
# 20: pipes in every row of the totals (vertical), with an empty column
("invoice", """Invoice No: KL-20931                             Date: 14/09/2026
Batik House Sdn Bhd, Kuala Lumpur
Customer: Nur Aisyah

| Description          | Qty | Amount (RM) |
| Batik sarong         |  4  |      320.00 |
| Silk scarf           |  2  |      180.00 |
| Subtotal             |     |      500.00 |
| SST 8%               |     |       40.00 |
| Total payable        |     |      540.00 |
""", dict(subtotal=M("500.00", "MYR"), tax_amount=M("40.00", "MYR"), order_total=M("540.00", "MYR"))),
# 21: no totals at all (a delivery note style invoice reminder without amounts)
("invoice", """INVOICE COPY REQUEST  No. 7712
Orchard Row Ciders, Hereford                      Date: 12/12/2026
Customer: Tom Ellis

As requested, a copy of invoice 7712 will be posted to you. Amounts are as on the original.
""", dict(subtotal=None, tax_amount=None, order_total=None)),
# 22: amount due before its label across a gap, India, lakh grouping
("invoice", """TAX INVOICE  No. MUM/26/1190                  Date: 22-07-2026
Konkan Spices Pvt Ltd, Mumbai
Buyer: Anil Deshpande

Cardamom 5 kg                          ₹ 1,10,000.00
₹ 1,10,000.00      Taxable value
   ₹ 5,500.00      IGST 5%
₹ 1,15,500.00      Total invoice value
""", dict(subtotal=M("110000.00", "INR"), tax_amount=M("5500.00", "INR"), order_total=M("115500.00", "INR"))),
# 23: order confirmation, horizontal table, tabs
("order_confirmation", """ORDER CONFIRMATION   #HK-20771
Lotus Lane Homeware, Hong Kong          Ordered: 2026-05-30

Subtotal\tDelivery\tTotal
HK$ 880.00\tHK$ 40.00\tHK$ 920.00
""", dict(order_total=M("920.00", "HKD"))),
# 24: invoice with the tax rate only in a note, net = total (reverse charge)
("invoice", """INVOICE  EU-4410                                     Date: 09/11/2026
Baltic Amber Works UAB, Vilnius
Customer: Hansen Smykker ApS, Copenhagen (VAT DK12345678)

Amber pendants x40                               EUR 2,400.00
Total                                            EUR 2,400.00

VAT 0% - reverse charge, Art. 196 Directive 2006/112/EC.
""", dict(subtotal=None, tax_amount=None, order_total=M("2400.00", "EUR"))),
# 25: order confirmation in Spanish-English, total after the amount in prose lines
("order_confirmation", """Confirmación de pedido / Order confirmation  MX-30982
Fecha: 03/03/2026
Gracias por su compra, Andrea Castillo.

Cafetera prensa francesa        MXN 690.00
Molino manual                   MXN 540.00
Total a pagar                 MXN 1,230.00
""", dict(order_total=M("1230.00", "MXN"))),
# 26: horizontal totals, the amounts with a dropped decimal point in the total (arithmetic restores it)
("invoice", """INVOICE 3390                                  Date: 06/05/2026
Kingfisher Aquatics, Bristol
Customer: Owen Price

Subtotal         VAT 20%        Total
£118.75          £23.75         £14250
""", dict(subtotal=M("118.75", "GBP"), tax_amount=M("23.75", "GBP"), order_total=M("142.50", "GBP"))),
# 27: totals block to the right of the payment details on the same lines
("invoice", """INVOICE 26-0419                                   Date: 19 Apr 2026
Cedar & Slate Interiors, Vancouver BC
Client: Grace Liu

Design consultation (6 h)                           C$ 720.00
Bank: RBC  Transit 01234          Subtotal          C$ 720.00
Account: 5566778                  GST 5%             C$ 36.00
Due within 30 days                Total due         C$ 756.00
""", dict(subtotal=M("720.00", "CAD"), tax_amount=M("36.00", "CAD"), order_total=M("756.00", "CAD"))),
# 28: Japanese yen, no decimals, consumption tax
("invoice", """INVOICE / 請求書  No. 2026-0611                 Date: 2026/06/11
Sakura Stationery K.K., Kyoto
Customer: Kenji Watanabe

Fountain pen                                 ¥18,000
Ink set                                       ¥4,000
Subtotal                                     ¥22,000
Consumption tax 10%                           ¥2,200
Total                                        ¥24,200
""", dict(subtotal=M("22000", "JPY"), tax_amount=M("2200", "JPY"), order_total=M("24200", "JPY"))),
# 29: horizontal table where the amounts row names the currency once at its start
("invoice", """Invoice 55-7120                                  Date: 10/10/2026
Cape Fynbos Distillers, Stellenbosch
Customer: Pieter van Wyk

Excl. VAT          VAT 15%          Incl. VAT
R 2 600,00         R 390,00         R 2 990,00
""", dict(subtotal=M("2600.00", "ZAR"), tax_amount=M("390.00", "ZAR"), order_total=M("2990.00", "ZAR"))),
# ---------------------------------------------------------------- refunds: the amount the claim is eligible for
# 30: statement of entitlement by the shop, then the approval after a deduction
("refund_approval", """Refund decision - case RF-20877                       Date: 14/05/2026
Dear Ms Hartley,

we have inspected the kettle you returned. You are eligible for a refund of £64.00. After deducting the return
postage of £6.00 we have approved a refund of £58.00, which will reach your card within 5 working days.

Returns Team, Brightwater Home
""", dict(refund_eligible=M("64.00", "GBP"), refund_approved=M("58.00", "GBP"))),
# 31: the customer's claim vs the shop's entitlement statement
("refund_approval", """Your refund request RQ-5512 - decision                      12 March 2026
Hello Daniel,

You asked for a refund of $80.00 for the headphones. Under our returns policy you are entitled to $65.00,
as the ear cushions were missing. We have approved this amount today.

Best, Soundhaus Support
""", dict(refund_eligible=M("65.00", "USD"), refund_approved=M("65.00", "USD"))),
# 32: policy boilerplate names a ceiling that is no claim's entitlement
("refund_approval", """Refund approval - claim CL-7781                               Date: 02/04/2026
Dear Mr Osei,

your claim for the damaged lamp has been approved. We will refund GHS 450.00 to your mobile money wallet.

Note: under our standard policy, refunds of up to GHS 5,000.00 per order may be issued without a receipt.
Accra Home Goods
""", dict(refund_eligible=None, refund_approved=M("450.00", "GHS"))),
# 33: the customer's own claim of entitlement: no eligible amount stated by the shop
("refund_approval", """Re: case 30-118, refund decision                        Date: 21/06/2026
Dear Ms Novak,

in your letter you state that you are entitled to a refund of EUR 120.00. Having inspected the jacket, we
approve a refund of EUR 90.00, as the item shows signs of wear.

Customer Service, Alpenmode Ljubljana
""", dict(refund_eligible=None, refund_approved=M("90.00", "EUR"))),
# 34: labelled table: refundable value, fee, approved
("refund_approval", """RETURN ASSESSMENT                           Case: RA-66120
Coastline Surf Co., Gold Coast                Date: 30/01/2026
Customer: Jack Morrison

Refundable value           AUD 420.00
Restocking fee (10%)        AUD 42.00
Refund approved            AUD 378.00
""", dict(refund_eligible=M("420.00", "AUD"), refund_approved=M("378.00", "AUD"))),
# 35: horizontal table: original amount | eligible | approved
("refund_approval", """Refund decision  RD-2026-318                          Date: 17.07.2026
Customer: Ana Kovač

Original amount      Eligible amount      Approved refund
EUR 259.00           EUR 229.00           EUR 229.00
""", dict(refund_eligible=M("229.00", "EUR"), refund_approved=M("229.00", "EUR"))),
# 36: chat: the agent says the return qualifies for the full amount
("refund_approval", """Live chat - Kiwi Gadgets - case KG-4410 - 08/09/2026
Customer: hi, any news about my returned smartwatch?
Agent (Mere): Yes! Your return qualifies for the full NZ$ 349.00 back. I've just approved the refund.
Customer: awesome, thank you
""", dict(refund_eligible=M("349.00", "NZD"), refund_approved=M("349.00", "NZD"))),
# 37: assessed value of the returned goods, less a fee
("refund_approval", """RETURN ASSESSMENT - case SG-20931                      Date: 11/11/2026
Merlion Cameras Pte Ltd
Dear Mr Tan,

Your returned lens has been assessed.
Assessed value:          S$ 1,200.00
Less restocking fee:        S$ 60.00
Refund approved:         S$ 1,140.00
""", dict(refund_eligible=M("1200.00", "SGD"), refund_approved=M("1140.00", "SGD"))),
# 38: approval with no eligible amount stated
("refund_approval", """Refund approved - case 7713                             Date: 05/05/2026
Dear Mrs Clarke,

good news: we have approved a refund of GBP 30.00 for the chipped mug. The money will be back on your card
within 3-5 working days.

Teacup & Saucer Ltd
""", dict(refund_eligible=None, refund_approved=M("30.00", "GBP"))),
# 39: German labels: refundable amount and granted refund
("refund_approval", """Erstattungsentscheid / Refund decision        Vorgang: ER-2026-0912
Datum: 03.04.2026
Kundin: Sabine Krüger

Erstattungsfähiger Betrag:       89,90 €
Genehmigte Erstattung:           79,90 €
(abzüglich Rücksendekosten 10,00 €)
""", dict(refund_eligible=M("89.90", "EUR"), refund_approved=M("79.90", "EUR"))),
# 40: amount before its label
("refund_approval", """REFUND AUTHORISATION  RA-0455                         Date: 24/02/2026
Prairie Saddlery, Calgary AB
Customer: Wyatt Olsen

  CAD 560.00     Value of goods returned
  CAD 520.00     Refund authorised
""", dict(refund_eligible=M("560.00", "CAD"), refund_approved=M("520.00", "CAD"))),
# 41: eligibility stated yes with the amount in brackets
("refund_approval", """Refund review - case CS-88120                           Date: 16/10/2026
Customer: Lauren Scott

Eligible for refund: Yes (USD 75.00)
Refund approved: USD 75.00
Reason: arrived damaged
""", dict(refund_eligible=M("75.00", "USD"), refund_approved=M("75.00", "USD"))),
# 42: policy says what is eligible in general; the approval names one amount
("refund_approval", """Dear Ms Dubois,                                          Case RC-3021, 09/06/2026

Thank you for returning the blender. Items returned within 30 days in their original packaging are eligible
for a full refund. We have approved a refund of EUR 89.00 to your original payment method.

Maison Cuisine, Lyon
""", dict(refund_eligible=None, refund_approved=M("89.00", "EUR"))),
# 43: the items' purchase price stated as what the return is worth to the customer
("refund_approval", """Refund decision - case 55-2019                           Date: 27/08/2026
Dear Mr Reddy,

the two shirts you sent back had a value of INR 4,500.00. After the inspection we have approved a refund of
INR 4,500.00 to your UPI account.

Indigo Threads, Chennai
""", dict(refund_eligible=M("4500.00", "INR"), refund_approved=M("4500.00", "INR"))),
# 44: maximum refund under warranty, partial approval
("refund_approval", """WARRANTY CLAIM DECISION  WC-77120                      Date: 12/03/2026
Highveld Appliances, Johannesburg
Customer: Sipho Dlamini

Maximum refund under warranty:     R 2 000,00
Amount approved:                   R 1 500,00
""", dict(refund_eligible=M("2000.00", "ZAR"), refund_approved=M("1500.00", "ZAR"))),
]


def score_check(misses: bool = False) -> None:
    """Aggregates per field (right / wrong / missed / hallucinated); `misses`: the misses too (after the round only)."""

    from tests.fields14_score import per_field, show_right_wrong_missed

    counts, missed = per_field(CHECK_DOCS)
    if misses:
        for m in missed:
            print("   miss", m)
    show_right_wrong_missed(counts)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.totals28_check [--misses]
    score_check("--misses" in sys.argv[1:])
