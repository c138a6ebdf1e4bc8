"""The CHECK set of helper money27 (issue 9: money roles on documents from shops docflow never saw), written before
any rule of the round was changed, in wording of its own (no shop's), and scored only once before and once after the
round's changes (its misses are not looked at while tuning; `score_check` prints aggregates only).

Invoices and order confirmations in many countries and currencies (KES, PHP, AED, JMD, ZAR, SGD, NZD, INR, MYR, CHF,
GBP, EUR, CAD, AUD, NGN, MXN), totals blocks laid out as labels and amounts on one line, a label row over an amount
row, amounts before their label, VAT- or GST-inclusive prices with the tax stated "of which" / "incl."; refund
requests, decisions and notices whose amounts are named by the act ("qualifies for", "entitled to", "authorised",
"we will reimburse", "credit note for", "has been paid back").

Truth: subtotal is the goods before tax (the net the document states; on a VAT-inclusive document the net it prints);
tax_amount the tax in all; order_total what the whole document comes to. Refund fields: refund_requested what the
customer asks back, refund_eligible what the claim qualifies for before the decision, refund_approved what the shop
grants, refund_executed what went back. A field the document does not print is a null slot.

    before the round (main at ce65f8c): right 60/69, wrong 2, hallucinated 0/1 (order_total 19/21, subtotal 15/16,
                                        tax_amount 13/17, refund_approved 3/5, eligible 4/4, executed 3/3, requested 3/3)
    after the round (scored once, at the end): right 68/69, wrong 1, hallucinated 0/1 (order_total 20/21,
                                        subtotal 16/16, tax_amount 17/17, refund_approved 5/5, the others unchanged)
    Caveat: the set was written by the same helper that then wrote the rules, from the same brief; the brief's own
    vocabulary (GCT, "credit note for", "entitled to", "qualifies for", "can be credited") appears in both.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK_DOCS: list[tuple[str, str, dict]] = [
# 0: Kenya, VAT-inclusive prices, "of which VAT"
("invoice", """TAX INVOICE   No. NRB-30881
Mara Ridge Outfitters Ltd, Nairobi               Date: 14/05/2026
Customer: Wanjiru Kamau

Hiking boots                    1     KSh 9,280.00
Rain shell                      1     KSh 4,640.00

Total (VAT inclusive)                KSh 13,920.00
of which VAT 16%                      KSh 1,920.00
Net amount                           KSh 12,000.00
""", dict(subtotal=M("12000.00", "KES"), tax_amount=M("1920.00", "KES"), order_total=M("13920.00", "KES"))),
# 1: Philippines, peso sign, VATable sales and VAT, amount due
("invoice", """SALES INVOICE No. 004512
Bayanihan Office Depot, Quezon City      Date: June 3, 2026
Sold to: Ma. Teresa Villanueva

2 x Ink cartridge set @ ₱1,120.00          ₱2,240.00
1 x Paper ream box                          ₱1,120.00

VATable Sales                               ₱3,000.00
VAT (12%)                                     ₱360.00
TOTAL AMOUNT DUE                            ₱3,360.00
""", dict(subtotal=M("3000.00", "PHP"), tax_amount=M("360.00", "PHP"), order_total=M("3360.00", "PHP"))),
# 2: UAE, label row over amount row
("invoice", """Tax Invoice  INV/2026/0771
Al Noor Trading LLC, Dubai     Date: 22-04-2026
Bill to: Farid Haddad

Description                 Qty     Amount (AED)
Desk lamp                     3         450.00
Office chair                  1         550.00

Taxable Amount      VAT 5%       Invoice Total
AED 1,000.00        AED 50.00    AED 1,050.00
""", dict(subtotal=M("1000.00", "AED"), tax_amount=M("50.00", "AED"), order_total=M("1050.00", "AED"))),
# 3: Jamaica, GCT, J$
("invoice", """INVOICE #JM-2290
Blue Mountain Hardware, Kingston          Date: 09/07/2026
Customer: Desmond Clarke

Cement bags x10                      J$ 18,000.00
Steel rods x20                       J$ 12,000.00
Sub-Total                            J$ 30,000.00
GCT @ 15%                             J$ 4,500.00
Balance Due                          J$ 34,500.00
""", dict(subtotal=M("30000.00", "JMD"), tax_amount=M("4500.00", "JMD"), order_total=M("34500.00", "JMD"))),
# 4: South Africa, R with space thousands and decimal comma
("invoice", """TAX INVOICE 2026/118
Karoo Kitchenworks (Pty) Ltd       Date: 2026-08-11
Client: Thandi Nkosi

Granite sink               R 3 400,00
Tap mixer                  R 1 250,00

Total excl. VAT            R 4 650,00
VAT @ 15%                    R 697,50
Total incl. VAT            R 5 347,50
""", dict(subtotal=M("4650.00", "ZAR"), tax_amount=M("697.50", "ZAR"), order_total=M("5347.50", "ZAR"))),
# 5: Singapore, GST included in price, amount before its label
("order_confirmation", """Order Confirmation  SG-88123
Thank you for your order, placed 02 Mar 2026.

Bluetooth speaker     S$ 218.00
S$ 218.00   Total payable (GST inclusive)
S$ 18.00    GST included
""", dict(order_total=M("218.00", "SGD"))),
# 6: New Zealand, GST inclusive invoice, net stated
("invoice", """Tax Invoice 10442               GST No. 123-456-789
Kea Climbing Gear Ltd, Christchurch      Date: 5/06/2026
To: Aroha Ngata

Harness                                   $172.50
Belay device                               $57.50
Total incl GST                            $230.00
Includes GST of                            $30.00
Total excl GST                            $200.00
""", dict(subtotal=M("200.00", "NZD"), tax_amount=M("30.00", "NZD"), order_total=M("230.00", "NZD"))),
# 7: Switzerland, apostrophe thousands, MwSt
("invoice", """Rechnung / Invoice  R-2026-0456
Alpen Velo AG, Luzern             Datum: 18.05.2026

E-Bike Akku                          CHF 1'150.00
Ladegerät                            CHF   240.00
Zwischensumme                        CHF 1'390.00
MwSt 8.1%                            CHF   112.60
Total                                CHF 1'502.60
""", dict(subtotal=M("1390.00", "CHF"), tax_amount=M("112.60", "CHF"), order_total=M("1502.60", "CHF"))),
# 8: India, CGST + SGST lines, grand total
("invoice", """TAX INVOICE  No. BLR/26/0932
Deccan Electricals, Bengaluru      Date: 12-03-2026
Buyer: Ramesh Iyer

Ceiling fan x2                      ₹ 5,000.00
Taxable value                       ₹ 5,000.00
CGST 9%                               ₹ 450.00
SGST 9%                               ₹ 450.00
Grand Total                         ₹ 5,900.00
""", dict(subtotal=M("5000.00", "INR"), tax_amount=M("900.00", "INR"), order_total=M("5900.00", "INR"))),
# 9: Malaysia, SST, RM
("invoice", """INVOICE  KL-55120
Petaling Stationers Sdn Bhd       Date: 01/09/2026
Customer: Lim Wei Ling

Printer toner                        RM 380.00
Amount before tax                    RM 380.00
SST 8%                                RM 30.40
Total payable                        RM 410.40
""", dict(subtotal=M("380.00", "MYR"), tax_amount=M("30.40", "MYR"), order_total=M("410.40", "MYR"))),
# 10: Canada, HST, amounts with CAD after the number
("invoice", """Invoice 2026-4471                Date: April 30, 2026
Lakeshore Paddle Co., Ontario
Billed to: Megan Tremblay

Kayak paddle                       189.00 CAD
Dry bag                             41.00 CAD
Net                                230.00 CAD
HST 13%                             29.90 CAD
Invoice total                      259.90 CAD
""", dict(subtotal=M("230.00", "CAD"), tax_amount=M("29.90", "CAD"), order_total=M("259.90", "CAD"))),
# 11: Nigeria, naira, VAT 7.5%
("invoice", """INVOICE No. LAG-7731
Eko Solar Supplies, Lagos            Date: 16/10/2026
Customer: Chinedu Okeke

Solar panel 300W x2               ₦ 240,000.00
Goods value                       ₦ 240,000.00
VAT 7.5%                           ₦ 18,000.00
Amount payable                    ₦ 258,000.00
""", dict(subtotal=M("240000.00", "NGN"), tax_amount=M("18000.00", "NGN"), order_total=M("258000.00", "NGN"))),
# 12: Mexico, IVA, MXN after
("invoice", """FACTURA / INVOICE  A-2219
Talavera Poblana SA de CV          Fecha: 08/02/2026

Platos decorados x6                   1,800.00 MXN
Subtotal                              1,800.00 MXN
IVA 16%                                 288.00 MXN
Total                                 2,088.00 MXN
""", dict(subtotal=M("1800.00", "MXN"), tax_amount=M("288.00", "MXN"), order_total=M("2088.00", "MXN"))),
# 13: Australia, order confirmation, GST included in total line
("order_confirmation", """Your order is confirmed!
Order #AU-66120  placed 11/11/2026

Camping stove            A$ 129.00
Gas canister x4           A$ 22.00
Order total: A$ 151.00 (incl. GST A$ 13.73)
""", dict(order_total=M("151.00", "AUD"))),
# 14: UK, totals block with amounts on the same line as pipe-separated cells
("invoice", """INVOICE 88-2201            Date: 03/03/2026
Thistle & Fern Florists, Edinburgh
Bill to: Fiona MacLeod

Wedding bouquets (3)                               £270.00
Net £270.00 | VAT 20% £54.00 | Total due £324.00
""", dict(subtotal=M("270.00", "GBP"), tax_amount=M("54.00", "GBP"), order_total=M("324.00", "GBP"))),
# 15: Germany/EU, amounts 1.234,50 € style, USt.
("invoice", """Rechnung Nr. 2026-8812          Datum: 21.06.2026
Holzwerk Schreiner GmbH, Freiburg

Eichentisch                                1.450,00 €
Nettobetrag                                1.450,00 €
USt. 19 %                                    275,50 €
Rechnungsbetrag                            1.725,50 €
""", dict(subtotal=M("1450.00", "EUR"), tax_amount=M("275.50", "EUR"), order_total=M("1725.50", "EUR"))),
# 16: Kenya order confirmation, KES after, prices include VAT, no net printed
("order_confirmation", """ORDER CONFIRMED - Ref KE-40912
Date: 7 July 2026
Thanks for shopping with Savanna Sound.

Headphones                     6,500.00 KES
Delivery (Nairobi)               300.00 KES
Total to pay                   6,800.00 KES
Prices include VAT at 16%.
""", dict(order_total=M("6800.00", "KES"))),
# 17: Jamaica, GCT inclusive, stated net
("invoice", """INVOICE 5521                       Date: 14/12/2026
Port Royal Pharmacy Supplies, Kingston
Customer: Marcia Brown

Goods (GCT inclusive)                  JMD 11,500.00
Amount before GCT                      JMD 10,000.00
GCT 15%                                 JMD 1,500.00
Amount due                             JMD 11,500.00
""", dict(subtotal=M("10000.00", "JMD"), tax_amount=M("1500.00", "JMD"), order_total=M("11500.00", "JMD"))),
# 18: refund request, Philippines, "I'd like to get back"
("refund_request", """Subject: Refund request for order PH-22019

Hi, I bought a rice cooker for ₱2,450.00 on 2 May but it stopped heating after a week.
I would like to get back the full ₱2,450.00, please. My order number is PH-22019.

Thanks,
Jose Ramirez
""", dict(refund_requested=M("2450.00", "PHP"))),
# 19: refund request, form
("refund_request", """RETURN & REFUND FORM
Order number: ZA-55012          Customer: Sipho Dlamini
Reason for return: wrong size
Amount to be refunded to me:    R 899,00
Date: 04/04/2026
""", dict(refund_requested=M("899.00", "ZAR"))),
# 20: refund request in prose, AED, "reimburse"
("refund_request", """Dear support team,

The blender I ordered (order DXB-7712) arrived with a cracked jug. Please reimburse me AED 320.00 for it.
I have attached photos.

Regards,
Layla Mansour
""", dict(refund_requested=M("320.00", "AED"))),
# 21: refund approval, "qualifies for" and "authorised"
("refund_approval", """Refund decision - case RF-30017
Dear Mr Otieno,

We have reviewed your claim for order KE-5510. Under our returns policy the item qualifies for a refund of
KES 4,200.00. After deducting the return courier charge, we have authorised KES 3,900.00.

Kind regards,
Returns Team
""", dict(refund_eligible=M("4200.00", "KES"), refund_approved=M("3900.00", "KES"))),
# 22: refund approval, form layout, entitled / credited
("refund_approval", """CLAIM OUTCOME            Case: CL-77310
Customer: Grace Tan               Order: SG-44021
Amount you are entitled to:       S$ 145.00
Amount we will credit:            S$ 145.00
Decision date: 19/08/2026
""", dict(refund_eligible=M("145.00", "SGD"), refund_approved=M("145.00", "SGD"))),
# 23: refund approval, "we will reimburse", partial
("refund_approval", """Hello Ms Bennett,

Thank you for returning the desk (case NZ-10293). The returned goods are worth NZ$ 480.00, but one drawer was
missing, so we will reimburse NZ$ 430.00 to your card within five working days.

Best regards,
Kiwi Furniture Co.
""", dict(refund_eligible=M("480.00", "NZD"), refund_approved=M("430.00", "NZD"))),
# 24: refund approval, label above amount
("refund_approval", """REFUND APPROVAL
Reference: RA-2026-551
Order: JM-8812

Refundable amount
JMD 7,800.00

Approved refund
JMD 7,000.00

Approved on 03/05/2026. A restocking fee of JMD 800.00 applies.
""", dict(refund_eligible=M("7800.00", "JMD"), refund_approved=M("7000.00", "JMD"))),
# 25: refund execution, credit note
("refund_execution", """CREDIT NOTE  CN-20419
Date: 12/06/2026
Customer: Aisha Bello      Original invoice: LAG-7720

Credit note for returned inverter       ₦ 85,000.00
This amount has been paid back to your bank account on 12/06/2026 (ref TRX-99812).
""", dict(refund_executed=M("85000.00", "NGN"))),
# 26: refund execution, transfer confirmation, amount before label
("refund_execution", """Refund processed
Case RF-88201 / Order IN-4410

INR 1,299.00   refunded to your UPI account
Date of transfer: 21-09-2026   Reference: UTR 612345987
""", dict(refund_executed=M("1299.00", "INR"))),
# 27: refund execution, prose, "has been returned to your card"
("refund_execution", """Dear Ms Müller,

Your refund for order CH-4482 has been completed: CHF 1'150.00 was returned to your Visa card today,
04.07.2026. Payment reference: RF-CH-0093.

Alpen Velo AG
""", dict(refund_executed=M("1150.00", "CHF"))),
# 28: approval with requested shown, "can be credited"
("refund_approval", """Re: your refund request (case UK-4470)

You asked us for £95.00 back. Having checked the parcel, £80.00 can be credited to your account, as the
accessories were not returned. This decision was made on 10/10/2026.

Customer Care
""", dict(refund_approved=M("80.00", "GBP"), refund_eligible=None)),
# 29: invoice, Ireland, VAT on a two-row label/value table
("invoice", """INVOICE  IE-2026-0218              Date: 28/02/2026
Cliffside Bakery Equipment, Galway

Goods value   VAT 23%    Total
€2,000.00     €460.00    €2,460.00
""", dict(subtotal=M("2000.00", "EUR"), tax_amount=M("460.00", "EUR"), order_total=M("2460.00", "EUR"))),
# 30: order confirmation, South Africa, ZAR code before number with comma decimals
("order_confirmation", """Order confirmation ZA-90211
Date: 15/01/2026
Thank you for your order!

Running shoes            ZAR 1 299,00
Socks                      ZAR 149,00
Order total              ZAR 1 448,00
""", dict(order_total=M("1448.00", "ZAR"))),
# 31: invoice with no subtotal line (a service and its GST)
("invoice", """INVOICE No. 40-118                   Date: 02/05/2026
Coral Coast Marine, Cairns
Customer: Liam O'Brien

Outboard service                        A$ 880.00
GST 10%                                  A$ 88.00
Invoice total                           A$ 968.00
""", dict(tax_amount=M("88.00", "AUD"), order_total=M("968.00", "AUD"))),
]


def score_check() -> None:
    """Aggregates only (the set's misses are not looked at): per field recall / precision / hallucinated."""
    from collections import Counter

    from tests.fields14_score import per_field

    counts, misses = per_field(CHECK_DOCS)
    tot = Counter()
    for name, c in sorted(counts.items()):
        tot.update(c)
        print(f"{name:18s} right {c['correct']}/{c['stated']}  wrong {c['extracted'] - c['correct'] - c['hallucinated']}"
              f"  hallucinated {c['hallucinated']}/{c['null']}")
    print(f"{'ALL':18s} right {tot['correct']}/{tot['stated']}  wrong {tot['extracted'] - tot['correct'] - tot['hallucinated']}"
          f"  hallucinated {tot['hallucinated']}/{tot['null']}")


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.money27_check
    score_check()
