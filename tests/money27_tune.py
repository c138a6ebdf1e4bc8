"""The TUNE set of helper money27 (issue 9): invoices, order confirmations and refund documents of its own invention the
round's rules were tuned on, beside sample_docs shops 1/3/4/5/7 (the CHECK set, tests/money27_check.py, is scored only
before and after). Truth conventions as tests/money27_check.py.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE_DOCS: list[tuple[str, str, dict]] = [
# 0: VAT-inclusive, "VAT included" under the total, "Net" stated after
("invoice", """INVOICE  MBS-2291
Mombasa Beach Supplies          Date: 03/02/2026
Customer: Halima Said

Snorkel set                          KES 5,800.00
Total                                KES 5,800.00
VAT (16%) included                     KES 800.00
Net of VAT                           KES 5,000.00
""", dict(subtotal=M("5000.00", "KES"), tax_amount=M("800.00", "KES"), order_total=M("5800.00", "KES"))),
# 1: label row over amount row, three cells
("invoice", """INVOICE 7730-B                       Date 11.03.2026
Kopje Hardware, Windhoek

Subtotal          VAT 15%          Amount Due
N$ 2 000,00       N$ 300,00        N$ 2 300,00
""", dict(subtotal=M("2000.00", "NAD"), tax_amount=M("300.00", "NAD"), order_total=M("2300.00", "NAD"))),
# 2: amounts before their labels
("invoice", """Invoice 00912                Date: 2026-01-19
Makati Print Hub

   ₱5,000.00   Net amount
     ₱600.00   VAT 12%
   ₱5,600.00   Total amount due
""", dict(subtotal=M("5000.00", "PHP"), tax_amount=M("600.00", "PHP"), order_total=M("5600.00", "PHP"))),
# 3: "inclusive of VAT" sentence
("order_confirmation", """Order confirmed: DXB-55102, 4 May 2026
Coffee grinder x1
Your total is AED 525.00, inclusive of VAT of AED 25.00.
""", dict(order_total=M("525.00", "AED"))),
# 4: GCT, JMD code after
("invoice", """INVOICE MB-118               Date: 10/10/2026
Montego Bay Auto Parts

Brake discs                       24,000.00 JMD
Total before GCT                  24,000.00 JMD
GCT 15%                            3,600.00 JMD
Total payable                     27,600.00 JMD
""", dict(subtotal=M("24000.00", "JMD"), tax_amount=M("3600.00", "JMD"), order_total=M("27600.00", "JMD"))),
# 5: PST and GST summed
("invoice", """INVOICE 3310                Date: 2026-05-05
Okanagan Bike Barn, BC

Tune-up                                 120.00
Chain                                    40.00
Subtotal                                160.00
GST 5%                                    8.00
PST 7%                                   11.20
Total (CAD)                             179.20
""", dict(subtotal=M("160.00", "CAD"), tax_amount=M("19.20", "CAD"), order_total=M("179.20", "CAD"))),
# 6: taxable amount, VAT, invoice total, AED prefix dirham word
("invoice", """TAX INVOICE  TRN 100200300400003
Invoice No: SHJ-4410        Date: 15/06/2026
Sharjah Tools Trading

Taxable amount                 AED 3,200.00
VAT @ 5%                         AED 160.00
Invoice total                  AED 3,360.00
""", dict(subtotal=M("3200.00", "AED"), tax_amount=M("160.00", "AED"), order_total=M("3360.00", "AED"))),
# 7: refund approval "entitled to", "will refund"
("refund_approval", """Your return RT-5512 has been assessed.
You are entitled to a refund of R 1 200,00 for the unopened items. We will refund R 1 200,00 to your card.
""", dict(refund_eligible=M("1200.00", "ZAR"), refund_approved=M("1200.00", "ZAR"))),
# 8: refund approval labelled
("refund_approval", """REFUND AUTHORISATION
Case: KE-RF-0912
Eligible for refund:      KES 3,000.00
Refund authorised:        KES 2,700.00
""", dict(refund_eligible=M("3000.00", "KES"), refund_approved=M("2700.00", "KES"))),
# 9: refund request, "I want my money back"
("refund_request", """Hello, order SG-9910. The shoes fell apart after two days. I want S$ 89.90 refunded to my card.
Thanks, Ben Goh""", dict(refund_requested=M("89.90", "SGD"))),
# 10: refund execution "reimbursed"
("refund_execution", """Refund confirmation
We reimbursed ₱1,499.00 to your GCash wallet on 05/06/2026. Reference GC-889102.
""", dict(refund_executed=M("1499.00", "PHP"))),
# 11: credit note, labelled
("refund_execution", """CREDIT NOTE No. CN-0091          Date: 18/11/2026
Against invoice: INV-7720
Credit amount:                      NZ$ 64.40
Credited to your account on 18/11/2026.
""", dict(refund_executed=M("64.40", "NZD"))),
# 12: approval, "we can credit"
("refund_approval", """Hi Tom,
After inspecting the jacket (case UK-2208) we can credit £45.00 back to you; the £60.00 you asked for included
postage we did not charge. Approved 02/02/2026.
""", dict(refund_approved=M("45.00", "GBP"))),
# 13: refund request, claim
("refund_request", """Claim form
Order: AE-33019
I am claiming AED 199.00 for the damaged kettle.
""", dict(refund_requested=M("199.00", "AED"))),
# 14: eligible, "the maximum we can refund is"
("refund_approval", """Dear Priya,
Your return (case IN-4410) falls within the 30-day window, so the maximum refundable amount is ₹ 2,400.00.
We have approved a refund of ₹ 2,150.00, less the shipping charge.
""", dict(refund_eligible=M("2400.00", "INR"), refund_approved=M("2150.00", "INR"))),
# 15: invoice, TVA, French-style spaces, amount due
("invoice", """FACTURE / INVOICE  F-2026-331         Date : 12/03/2026
Atelier Lumière, Lyon

Lampe de bureau                          1 250,00 €
Total HT                                 1 250,00 €
TVA 20 %                                   250,00 €
Total TTC                                1 500,00 €
""", dict(subtotal=M("1250.00", "EUR"), tax_amount=M("250.00", "EUR"), order_total=M("1500.00", "EUR"))),
# 16: VAT-inclusive with the VAT in a sentence, net stated
("invoice", """INVOICE 2026/77                    Date: 09/09/2026
Table Bay Provisions, Cape Town
Total amount payable:  R 2 300,00
This amount includes VAT of R 300,00 (net R 2 000,00).
""", dict(subtotal=M("2000.00", "ZAR"), tax_amount=M("300.00", "ZAR"), order_total=M("2300.00", "ZAR"))),
# 17: order confirmation, grand total with code before
("order_confirmation", """Thank you for your purchase!
Order: NZ-66102   Date: 14/02/2026
Item: Merino jumper      NZD 159.00
Shipping                 NZD 10.00
Grand total              NZD 169.00
""", dict(order_total=M("169.00", "NZD"))),
# 18: one line of three label/amount pairs
("invoice", """INVOICE 4410-C                   Date: 06/06/2026
Summit Sign Co.
Customer: Dana White
Vinyl banner 3m                                  $210.00
Subtotal: $210.00   Sales tax (7%): $14.70   Total: $224.70
""", dict(subtotal=M("210.00", "USD"), tax_amount=M("14.70", "USD"), order_total=M("224.70", "USD"))),
# 19: currency in the label only
("invoice", """INVOICE 2026-0091               Date 14/04/2026
Rift Valley Coffee Roasters
Customer: Peter Mwangi
Roasted beans 5 kg                           7,500.00
Subtotal (KES)                               7,500.00
VAT 16% (KES)                                1,200.00
Amount due (KES)                             8,700.00
""", dict(subtotal=M("7500.00", "KES"), tax_amount=M("1200.00", "KES"), order_total=M("8700.00", "KES"))),
# 20: VAT-inclusive price, tax stated in a sentence, no net printed
("invoice", """INVOICE RV-3301                Date: 20/07/2026
Lakeside Kiosk, Kisumu
Customer: Akinyi Odhiambo
Solar lantern x3                    KSh 4,640.00
TOTAL PAYABLE (incl. VAT)           KSh 4,640.00
VAT @16% included in the total: KSh 640.00
""", dict(tax_amount=M("640.00", "KES"), order_total=M("4640.00", "KES"))),
# 21: approval in prose: "we'll refund you"
("refund_approval", """Case ZA-3310 - outcome
Hi Lerato, we looked at the photos and we'll refund you R 300,00 for the scratched lid.
""", dict(refund_approved=M("300.00", "ZAR"))),
# 22: approval, a credit to be applied
("refund_approval", """Refund approved - case PH-9910
A credit of PHP 500.00 will be applied to your card within 7 days.
""", dict(refund_approved=M("500.00", "PHP"))),
# 23: request, "can I get my X back"
("refund_request", """Hi there, order AE-4410. The lamp doesn't work. Can I get my AED 145.00 back please?
Thanks, Noura""", dict(refund_requested=M("145.00", "AED"))),
# 24: request, "I'm owed"
("refund_request", """Dear Sir/Madam,
I returned the coat (order UK-7781) two weeks ago and I am still owed £89.00. Please refund it.
Mark Evans""", dict(refund_requested=M("89.00", "GBP"))),
# 25: approval with labels after amounts in a table
("refund_approval", """REFUND ASSESSMENT  Case JM-2201
JMD 6,000.00    Eligible amount
JMD 5,400.00    Approved amount
""", dict(refund_eligible=M("6000.00", "JMD"), refund_approved=M("5400.00", "JMD"))),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.money27_tune
    from tests.fields14_score import per_field, show

    show(*per_field(TUNE_DOCS), label="money27_tune")
