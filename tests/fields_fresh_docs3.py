"""A third round of fresh documents for FIELD extraction (issue 9), written before any rule of this round was
changed and scored untouched first. Made-up businesses in trades and countries the earlier fresh sets did
not use (Singapore, Kenya, the Philippines, Hong Kong, Malta, Ghana, the UAE, South Africa, Pakistan, Sri
Lanka, Jamaica, Fiji, Mauritius, Canada's prairies and north): B2B wholesale, a marketplace, subscriptions,
repair and service shops, a caterer, a florist, an optician, rentals. Other label wordings ("Cust. No.",
"Acct", "Party code", "Indent No.", "Our reference", "Ref.", "Txn", "Remittance no.", "Why are you
cancelling?"), label above its value, right-aligned blocks, dotted key/value blocks, table headers over
values, forwarded mails, replies with quotes, forms, SMS and chat lines; ids with spaces, slashes and
letters inside; S$, KSh, GH₵, ₱, HK$, AED, Rs., R with a decimal comma, FJ$; dates with ordinals, "Sept",
two-digit years and day-first numbers.

Same format and truth conventions as `tests/fields_fresh_docs.py` (its module docstring); scored with its
`score()`. Titles (Mr, Mrs, Ms, Ma'am) are not part of a name; a single first name or an initial and a
surname is the name when that is all the document gives. An id the document prints with spaces is truth
as printed. A number the document does not label as the field (a receipt number, a vehicle plate, a tax id, a
proforma number, a P.O. box) is not that field.

Scored with `score()` (benchmarks.scoring.field_equal, the benchmark's judge):
    untouched (main at aaab94a, before any change of this round):
        field accuracy 0.661 (164 of 248 stated fields), doc type 38/40,
        hallucinated 0 of 81 null slots, currency 23/40
    after this round's fixes (method changes, each with its own test in tests/test_fresh_fields3.py):
        field accuracy 0.819 (203 of 248), doc type 38/40, hallucinated 0 of 81, currency 32/40
    Left: ids printed with spaces ("JBC 26/0588", "KBC 004 118", "CLM 44120", "9012 883 412077"), an invoice
    number under a right-hand "INVOICE" heading ("No.  GC-2026-117") or after a compound label ("Receipt-Invoice #"),
    "Confirmation #" as an order's number, "Ref." / "ref" / a subject's "Return request 88120-ZA" as the case, an
    approval in the present ("we are pleased to approve a refund of ..."), "Approved <date>" opening a note, a
    "waived in full" fee next to its percentage, prose products and faults, "Unit" over the product, a reason after
    "as mentioned ... so", an SMS or mobile-money notice (its amount beside the balance, its code first), a shop's
    "Rs." in Pakistan read as rupees of India, a quoted approval, a single bracketed messenger line's speaker, a
    chat's doc type (read as a letter) and a complaint read as a request (doc type: another helper's part).
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

FRESH3_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- invoice
("invoice", """LIONGATE CATERING WHOLESALE PTE. LTD.
UEN 201912345K
21 Senoko Loop, Singapore 758169

TAX INVOICE

Invoice No.
LGW-INV-260311
Invoice Date
11/03/2026
Cust. No.
SG-C0417
Your PO
4500-2231
Bill To
Merlion Bistro Pte Ltd

Item                          Qty   Unit Price    Amount
Disposable food trays (500)    4      S$38.00    S$152.00
Aluminium foil roll 45cm       6      S$21.50    S$129.00

Sub-Total                                        S$281.00
GST 9%                                            S$25.29
Amount Payable                                   S$306.29
""", dict(invoice_number="LGW-INV-260311", order_id="4500-2231", customer_id="SG-C0417",
          customer_name="Merlion Bistro Pte Ltd", document_date="2026-03-11", order_date=None,
          subtotal=M("281.00", "SGD"), tax_amount=M("25.29", "SGD"), order_total=M("306.29", "SGD"))),
("invoice", """AGRIVET STOCKISTS (NAKURU) LTD
P.O. Box 1432-20100 Nakuru | PIN P051234567X

INVOICE   0004512
Date: 4th February 2026
Acct: NKR/118
Customer: Chebet Farm Enterprises
LPO No. 20331

Description                 Qty   Price (KSh)   Total (KSh)
DAP fertiliser 50kg          10     3,500.00     35,000.00
Maize seed 10kg               5     2,150.00     10,750.00

                      Total before VAT   45,750.00
                      VAT 16%             7,320.00
                      TOTAL KSh          53,070.00

Pay via M-Pesa Paybill 222111, Account NKR/118
""", dict(invoice_number="0004512", order_id="20331", customer_id="NKR/118", customer_name="Chebet Farm Enterprises",
          document_date="2026-02-04", order_date=None, subtotal=M("45750.00", "KES"), tax_amount=M("7320.00", "KES"),
          order_total=M("53070.00", "KES"))),
("invoice", """CEBU PRINTWORKS CORPORATION
VAT Reg. TIN 004-512-889-000
Mandaue City, Cebu

SALES INVOICE                                No. 0018834

Sold to: Kalinaw Travel & Tours Inc.
TIN: 221-448-097-000
Business Style: Travel agency
Date: March 27, 2026
Terms: 30 days
P.O. No.: KT-2026-041

QTY  UNIT   ARTICLES                        UNIT PRICE    AMOUNT
500  pcs    Brochures, tri-fold, 2 sides        18.00    9,000.00
  2  pcs    Pull-up banner 2x6 ft            1,650.00    3,300.00

                          VATable Sales          10,982.14
                          VAT (12%)               1,317.86
                          TOTAL AMOUNT DUE       ₱12,300.00
""", dict(invoice_number="0018834", order_id="KT-2026-041", customer_id=None,
          customer_name="Kalinaw Travel & Tours Inc", document_date="2026-03-27", order_date=None,
          subtotal=M("10982.14", "PHP"), tax_amount=M("1317.86", "PHP"), order_total=M("12300.00", "PHP"))),
("invoice", """From: Wing-kei Lam <lam.wk@example.hk>
To: bookkeeping@lamfamily.example.hk
Subject: Fwd: Invoice JBC 26/0588
Date: 15 May 2026

pls pay this one, thx

---------- Forwarded message ---------
From: Accounts <ar@junkbaychandlery.example.hk>
Date: Thu, 14 May 2026 at 10:02
Subject: Invoice JBC 26/0588
To: Wing-kei Lam <lam.wk@example.hk>

Dear Mr Lam,

Our invoice for the rigging work on your boat is set out below. No tax is charged in Hong Kong.

Invoice ......... JBC 26/0588
Invoice date .... 14 May 2026
Customer ref .... LAM-WK
Job date ........ 8 May 2026
Amount .......... HK$ 7,480.00

Kindly settle by FPS or cheque within 30 days.

Junk Bay Chandlery Ltd
""", dict(invoice_number="JBC 26/0588", order_id=None, customer_id="LAM-WK", customer_name="Wing-kei Lam",
          document_date="2026-05-14", order_date=None, subtotal=None, tax_amount=None,
          order_total=M("7480.00", "HKD"))),
("invoice", """                                              GHAJN CATERING LTD
                                         Triq il-Kbira, Mosta MST 1012
                                                   VAT MT 1234 5678

INVOICE TO                                           INVOICE
Malta Rowing Club                                    No.      GC-2026-117
Regatta Road, Marsa                                  Date     06 Jun 2026
                                                     Event    31 May 2026
                                                     Client   MRC-0091

Buffet lunch, 80 guests @ EUR 22.50                             1,800.00
Service staff (4 x 6 hrs)                                        336.00
                                                    Net         2,136.00
                                                    VAT 18%       384.48
                                                    Total (EUR) 2,520.48
""", dict(invoice_number="GC-2026-117", order_id=None, customer_id="MRC-0091", customer_name="Malta Rowing Club",
          document_date="2026-06-06", order_date=None, subtotal=M("2136.00", "EUR"), tax_amount=M("384.48", "EUR"),
          order_total=M("2520.48", "EUR"))),
("invoice", """KWAME OTENG TYRES & ALIGNMENT - Kumasi
Receipt-Invoice #: 2291   Date: 20/07/2026   Customer: Yaw Boateng (Vehicle GR 4471-22)
4 x 195/65R15 tyres @ GH₵ 850.00 = GH₵ 3,400.00 | wheel alignment GH₵ 150.00
Sub-total GH₵ 3,550.00   VAT/NHIL/GETFund 20%: GH₵ 710.00   TOTAL: GH₵ 4,260.00
""", dict(invoice_number="2291", order_id=None, customer_id=None, customer_name="Yaw Boateng",
          document_date="2026-07-20", order_date=None, subtotal=M("3550.00", "GHS"), tax_amount=M("710.00", "GHS"),
          order_total=M("4260.00", "GHS"))),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Subject: Order placed: #AE-7730195624 - thanks, Farah!
From: Souqly Marketplace <no-reply@souqly.example.ae>

Hi Farah,

Your order has been placed and the seller has accepted it.

Sold by: Dune Home Textiles (Souqly seller)
Order #AE-7730195624 · placed 02 Aug 2026
Bamboo bedsheet set, king × 1 ........ AED 289.00
Delivery ............................. FREE
Order total (incl. VAT) .............. AED 289.00

Get it by Wed 5 Aug
""", dict(order_id="AE-7730195624", customer_id=None, customer_name="Farah", order_date="2026-08-02",
          order_total=M("289.00", "AED"), delivery_estimate="2026-08-05")),
("order_confirmation", """WELCOME TO THE KAROO BILTONG CLUB

Membership no.      KBC 004 118
Subscriber          Thandiwe Mokoena
Signed up           28 August 2026
Plan                Monthly box (1 kg)
Monthly charge      R 495,00

Your first box will be delivered on or about 4 September 2026, and on the 4th of every month after that.
""", dict(order_id=None, customer_id="KBC 004 118", customer_name="Thandiwe Mokoena", order_date="2026-08-28",
          order_total=M("495.00", "ZAR"), delivery_estimate="2026-09-04")),
("order_confirmation", """Faisal Fabrics (Pvt.) Ltd. - Faisalabad
ORDER ACKNOWLEDGEMENT

Indent No.        2026/1452
Party code        LHR-2210
Party             Hira Boutique, Lahore
Date of order     12-10-2026

Lawn printed 3pc suits     120 sets    Rs. 2,450    Rs. 294,000
Less trade discount 5%                              Rs.  14,700
Net order value                                     Rs. 279,300

Despatch by 20-10-2026 via Leopards Courier.
""", dict(order_id="2026/1452", customer_id="LHR-2210", customer_name="Hira Boutique", order_date="2026-10-12",
          order_total=M("279300", "PKR"), delivery_estimate=None)),
("order_confirmation", """MAMA NJERI CATERERS: Booking confirmed for Wanjiru Kamau, order MNC-3318, 40 pax lunch on 14/11/2026. Total KSh 36,000, deposit KSh 18,000 received via M-Pesa QKT7XY2B9Z. Asante!
""", dict(order_id="MNC-3318", customer_id=None, customer_name="Wanjiru Kamau", order_date=None,
          order_total=M("36000", "KES"), delivery_estimate="2026-11-14")),
("order_confirmation", """Order Confirmation - Prairie Strings Music, Saskatoon SK

Confirmation #   Ordered         Customer No.
PSM-558102       Oct 3, 2026     100-2284

Ship to: Étienne Beaulieu, 12 Spadina Cres E, Saskatoon SK S7K 3G9

1  Larkspur LA-20 acoustic guitar       $279.99
1  Brightline light strings (3-pack)     $24.99
   Subtotal                            $304.98
   GST 5%                               $15.25
   PST 6%                               $18.30
   Total (CAD)                         $338.53

Estimated delivery: October 9, 2026
""", dict(order_id="PSM-558102", customer_id="100-2284", customer_name="Étienne Beaulieu", order_date="2026-10-03",
          order_total=M("338.53", "CAD"), delivery_estimate="2026-10-09")),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """DELIVERY ORDER / SHIPMENT ADVICE

Shipper
Tanjong Aquatics Pte Ltd
Consignee
Ang Mo Kio Aquarium Club
D/O No.
DO-26-04471
Cust. PO
AMK-55120
Despatched
22 Apr 2026
Courier
Ninja Van
Tracking
NVSGTAQ0004471285
ETA
24 Apr 2026
""", dict(order_id="AMK-55120", customer_id=None, customer_name="Ang Mo Kio Aquarium Club",
          tracking_number="NVSGTAQ0004471285", carrier="Ninja Van", ship_date="2026-04-22",
          delivery_estimate="2026-04-24")),
("shipping_notice", """[Sat, 15 Aug 2026 4:12 PM] Lola Nena's Kakanin: Hi Ma'am Joy! Your order #PH2608-11573 has been shipped out today via J&T Express. Tracking no. 750012345678 (pls allow 24 hrs to update). Expect it within 3-5 days po. Salamat!
""", dict(order_id="PH2608-11573", customer_id=None, customer_name="Joy", tracking_number="750012345678",
          carrier="J&T Express", ship_date="2026-08-15", delivery_estimate=None)),
("shipping_notice", """From: Dispatch <dispatch@capevineyardsupplies.example.co.za>
Sent: Tuesday, 09 June 2026 15:40
To: Pieter van der Merwe
Subject: Collection booked - your order CVS-20887

Goeie middag Pieter,

Your order CVS-20887 (acc. no. 4410-STB) was collected by The Courier Guy this afternoon.
Waybill: TCG0098812234
It should be with you in Stellenbosch by Thursday 11 June.

Kind regards
Marelize
Cape Vineyard Supplies (Pty) Ltd
""", dict(order_id="CVS-20887", customer_id="4410-STB", customer_name="Pieter van der Merwe",
          tracking_number="TCG0098812234", carrier="The Courier Guy", ship_date="2026-06-09",
          delivery_estimate="2026-06-11")),
("shipping_notice", """DESPATCH ADVICE                                   No. 000731
Blue Mountain Office Supplies Ltd, Kingston

                                   Date of despatch:      16/09/2026
                                   Customer A/C:          BMS-1044
                                   Customer Order Ref:    MB-4410

Deliver to:
Montego Bay Dental Associates
12 Union Street, Montego Bay

Transported by: Knutsford Express Courier
Parcel ref: KEC-77120391

10 x toner cartridge, black
4 x A4 copy paper (box of 5 reams)
""", dict(order_id="MB-4410", customer_id="BMS-1044", customer_name="Montego Bay Dental Associates",
          tracking_number="KEC-77120391", carrier="Knutsford Express Courier", ship_date="2026-09-16",
          delivery_estimate=None)),
("shipping_notice", """Dear Otieno, ord 55-77120 from Savannah Beekeepers dispatched 3 Mar 2026 via G4S Courier, waybill 0412887731. Collect at G4S Kisumu from 5 Mar.
""", dict(order_id="55-77120", customer_id=None, customer_name="Otieno", tracking_number="0412887731",
          carrier="G4S Courier", ship_date="2026-03-03", delivery_estimate="2026-03-05")),
("shipping_notice", """SHIPPING ADVICE

Ceylon Leaf Exporters (Pvt) Ltd, Colombo 03
To: Hamburg Teehaus GmbH, Hamburg

Buyer's order:        HT/2026/077
Proforma invoice:     CLE/PI/2026/118
Shipping line:        Maersk
B/L No.:              MAEU226311478
Shipped on board:     28 August 2026
ETA Hamburg:          30 September 2026

120 chests Ceylon BOP tea, 40 kg net each
""", dict(order_id="HT/2026/077", customer_id=None, customer_name="Hamburg Teehaus GmbH",
          tracking_number="MAEU226311478", carrier="Maersk", ship_date="2026-08-28",
          delivery_estimate="2026-09-30")),
# ---------------------------------------------------------------- refund_request
("refund_request", """From: Kelvin Tan <kelvin.tan88@example.sg>
To: help@kopibuy.example.sg
Subject: Re: Order 2607-55128 - return
Date: Sun, 19 Jul 2026 22:41

Hi, as mentioned the rice cooker arrived with a dented inner pot, so I have returned it at the locker on 17 Jul.
Pls refund S$89.90 to my PayNow. I need the money back by 31 Jul 2026 latest.

Kelvin

On Sat, 18 Jul 2026, Kopibuy Help wrote:
> Dear customer, thank you for contacting us. Could you tell us the reason for the return?
""", dict(case_number=None, order_id="2607-55128", customer_id=None, customer_name="Kelvin Tan",
          document_date="2026-07-19", refund_requested=M("89.90", "SGD"),
          return_reason="the rice cooker arrived with a dented inner pot", customer_deadline="2026-07-31",
          customer_expectation="I need the money back by 31 Jul 2026 latest")),
("refund_request", """SUBSCRIPTION CANCELLATION & REFUND REQUEST

Account holder ........ Mireille Gagnon
Acct .................. 7730-1182
Subscription .......... StreamLeaf Pro (annual)
Charged on ............ 2026-01-05
Amount to refund ...... CAD 119.88
Why are you cancelling? I was charged for a renewal I had switched off in December
Submitted ............. 2026-01-07
""", dict(case_number=None, order_id=None, customer_id="7730-1182", customer_name="Mireille Gagnon",
          document_date="2026-01-07", refund_requested=M("119.88", "CAD"),
          return_reason="I was charged for a renewal I had switched off in December", customer_deadline=None,
          customer_expectation=None)),
("refund_request", """Messenger - GadgetFix Quezon City
Sat 12 Sep 2026
Rowena Dizon: hello po, I paid ₱2,500 for the screen replacement of my phone last week
Rowena Dizon: the touch is not working on the left side
GadgetFix: sorry to hear that ma'am, can you bring it back?
Rowena Dizon: I'd rather get a refund of the ₱2,500. I need it within 5 days
""", dict(case_number=None, order_id=None, customer_id=None, customer_name="Rowena Dizon",
          document_date="2026-09-12", refund_requested=M("2500", "PHP"),
          return_reason="the touch is not working on the left side", customer_deadline="2026-09-17",
          customer_expectation="I need it within 5 days")),
("refund_request", """Plot 14, Kiambu Road
Nairobi

12 March 2026

The Manager
Umoja Uniforms Ltd

Dear Sir/Madam,

RE: REFUND - RECEIPT No. 0088213

On 2nd March I bought two school blazers for my son at your Westlands branch. Both blazers have lost their colour after the first wash as the fabric is not colourfast.

Kindly refund me the full KSh 7,400 paid. I expect the refund within 14 days of this letter.

Yours faithfully,
Mrs. Grace Wambui
""", dict(case_number=None, order_id=None, customer_id=None, customer_name="Grace Wambui",
          document_date="2026-03-12", refund_requested=M("7400", "KES"),
          return_reason="the fabric is not colourfast", customer_deadline="2026-03-26",
          customer_expectation="I expect the refund within 14 days of this letter")),
("refund_request", """From: Chloe Ng <chloe.ng@example.com.hk>
To: refunds@potterylane.example.hk
Subject: FW: Booking PL-66120 cancelled
Date: 03/11/2026 09:15

Hi,

See below. I would like my HK$1,680 course fee back, as you cancelled the Saturday wheel-throwing course yourselves.

Member no. 20-7781

Chloe

-----Original Message-----
From: Pottery Lane Studio
Sent: 01/11/2026
Subject: Booking PL-66120 cancelled
Dear Chloe, we regret that the course starting 7 November is cancelled due to low enrolment.
""", dict(case_number=None, order_id="PL-66120", customer_id="20-7781", customer_name="Chloe Ng",
          document_date="2026-11-03", refund_requested=M("1680", "HKD"),
          return_reason="you cancelled the Saturday wheel-throwing course yourselves", customer_deadline=None,
          customer_expectation="I would like my HK$1,680 course fee back, as you cancelled the Saturday "
                               "wheel-throwing course yourselves")),
# ---------------------------------------------------------------- refund_approval
("refund_approval", """CLEARVIEW OPTICAL PTE LTD
#02-14 Bugis Junction, Singapore 188021

Our reference: CVO/RF/2026/031

5 October 2026

Ms Priscilla Goh
Blk 412 Bedok North Ave 2 #08-117
Singapore 460412

Dear Ms Goh,

REFUND FOR PROGRESSIVE LENSES

We refer to your e-mail of 28 September 2026. As our optometrist confirmed that you could not adapt to the progressive lenses, we are pleased to approve a refund of S$420.00, being the lens cost less the S$60.00 eye examination fee.

The refund will be made to your Visa card within 7 working days.

Yours sincerely,
Jasmine Lim
Customer Care Manager
""", dict(case_number="CVO/RF/2026/031", order_id=None, customer_id=None, customer_name="Priscilla Goh",
          approval_date="2026-10-05", refund_eligible=None, refund_approved=M("420.00", "SGD"),
          fee_waiver_percent=None, promised_date=None, refund_status="approved")),
("refund_approval", """RMA DECISION
Northern Lights Outdoor Rentals - Whitehorse, YT

RMA #         Booking #     Customer acct
NL-0412       BK-77120      YK-10293

Decision date: 2026-02-18
Customer: Aputi Kunuk

Returned: 2-person tent (rented 3 days, pole snapped on day 1)
Eligible credit ....... $210.00
Damage charge ......... none (manufacturer defect)
Approved credit ....... $210.00 CAD
Funds back to card by . 2026-02-25
RMA status ............ ACCEPTED
""", dict(case_number="NL-0412", order_id="BK-77120", customer_id="YK-10293", customer_name="Aputi Kunuk",
          approval_date="2026-02-18", refund_eligible=M("210.00", "CAD"), refund_approved=M("210.00", "CAD"),
          fee_waiver_percent=None, promised_date="2026-02-25", refund_status="approved")),
("refund_approval", """From: Returns | Baobab Gadgets <returns@baobabgadgets.example.co.za>
To: Sipho Dlamini
Subject: Re: Return request 88120-ZA
Date: 22 Apr 2026

Hi Sipho,

We've had a look at the earphones you sent back. The seal on the box was broken and the ear tips have been used, so for hygiene reasons we can't take them back and your refund request has been declined.

We'll courier the earphones back to you at no charge.

Regards,
Lerato
Baobab Gadgets Returns

> From: Sipho Dlamini
> Sent: 15 April 2026
> Please refund the R 1 299,00 for order BG-5512034, the sound is too soft.
""", dict(case_number="88120-ZA", order_id="BG-5512034", customer_id=None, customer_name="Sipho Dlamini",
          approval_date=None, refund_eligible=None, refund_approved=None, fee_waiver_percent=None,
          promised_date=None, refund_status="rejected")),
("refund_approval", """RETURN APPROVAL NOTICE
Oasis Home Appliances LLC - Dubai

Ref.            RT-26-1187
Sales order     SO-55120
Customer        Rashid Al Mansoori
Customer code   C-77120
Notice date     14-06-2026

Decision: APPROVED
Item: 12,000 BTU split AC (returned unopened)
Refundable value           AED 1,850.00
Restocking charge 10%      waived in full
Refund approved            AED 1,850.00
Expected refund date       21-06-2026
""", dict(case_number="RT-26-1187", order_id="SO-55120", customer_id="C-77120", customer_name="Rashid Al Mansoori",
          approval_date="2026-06-14", refund_eligible=M("1850.00", "AED"), refund_approved=M("1850.00", "AED"),
          fee_waiver_percent="100", promised_date="2026-06-21", refund_status="approved")),
("refund_approval", """Approved 09/05/2026 - refund of FJ$65.00 for order 33180 (torn sulu), Mere Tuilagi, will be paid by 12/05/2026. Bula Fabrics, Suva
""", dict(case_number=None, order_id="33180", customer_id=None, customer_name="Mere Tuilagi",
          approval_date="2026-05-09", refund_eligible=None, refund_approved=M("65.00", "FJD"),
          fee_waiver_percent=None, promised_date="2026-05-12", refund_status="approved")),
# ---------------------------------------------------------------- refund_execution
("refund_execution", """REMITTANCE ADVICE - CREDIT REFUND

Payer:           Accra Office World Ltd
Payee:           Adwoa Mensah Enterprises
Debtor no.:      D-2231
Remittance no.:  RMT-0098812
Value date:      30.07.2026
Amount:          GH₵ 1,245.60
Bank:            GCB Bank, Osu branch
Narration:       refund of overpayment on invoice AOW-55120
""", dict(case_number=None, order_id=None, customer_id="D-2231", customer_name="Adwoa Mensah Enterprises",
          refund_executed=M("1245.60", "GHS"), execution_date="2026-07-30", payment_reference="RMT-0098812",
          refund_status="executed")),
("refund_execution", """GCash
You have received ₱1,349.00 from SHOPLINE PH as a refund.
Message: Refund for order #2607311842
Ref. No. 9012 883 412077
Date: Aug 3, 2026 11:04 AM
""", dict(case_number=None, order_id="2607311842", customer_id=None, customer_name=None,
          refund_executed=M("1349.00", "PHP"), execution_date="2026-08-03", payment_reference="9012 883 412077",
          refund_status="executed")),
("refund_execution", """CREDIT NOTE CN-2026-0087
Maplecrest Software Inc. · Halifax NS

Bill to                Account        Date
Tidal Bay Physio       ACC-004471     Nov 20, 2026

Description                                        Amount (CAD)
Refund of unused seats, Oct 15 - Nov 14 (3)              -89.70
HST 15%                                                  -13.46
Total refunded to card ending 0041                      -103.16

Payment ref: re_1QxY7aZ22bKd
""", dict(case_number=None, order_id=None, customer_id="ACC-004471", customer_name="Tidal Bay Physio",
          refund_executed=M("103.16", "CAD"), execution_date="2026-11-20", payment_reference="re_1QxY7aZ22bKd",
          refund_status="executed")),
("refund_execution", """QHT5K8L2PX Confirmed. Ksh1,250.00 has been reversed to your M-PESA account from SAFARI SNAX LTD on 14/2/26 at 3:05 PM for refund of order 77120. New M-PESA balance is Ksh3,410.50.
""", dict(case_number=None, order_id="77120", customer_id=None, customer_name=None,
          refund_executed=M("1250.00", "KES"), execution_date="2026-02-14", payment_reference="QHT5K8L2PX",
          refund_status="executed")),
("refund_execution", """Subject: Refund paid - Claim CLM 44120
From: Accounts Receivable <ar@kalaharioutdoor.example.co.za>
To: Johan Botha

Good day Mr Botha,

Your refund has been paid into your account ending 3391.

Txn        Date         Amount
EFT88120   2026/05/27   R2 150,00

Order: KO-220871 | Acct: 330155

Regards
Kalahari Outdoor - Accounts
""", dict(case_number="CLM 44120", order_id="KO-220871", customer_id="330155", customer_name="Johan Botha",
          refund_executed=M("2150.00", "ZAR"), execution_date="2026-05-27", payment_reference="EFT88120",
          refund_status="executed")),
# ---------------------------------------------------------------- warranty_form
("warranty_form", """WARRANTY CLAIM - please print clearly

Claimant's name: Devika Persaud
Address: 88 Bathurst St, Toronto ON
Phone: 416-555-0132
Date of claim: 2026-04-06
Model: FrostLine FL-240 chest freezer
Serial: FL240-26C-10482
Bought from: Lakeside Appliances
Describe the problem: Compressor runs all the time but the freezer does not get below -5 °C.
""", dict(case_number=None, order_id=None, customer_id=None, customer_name="Devika Persaud",
          document_date="2026-04-06", product_name="FrostLine FL-240 chest freezer", serial_number="FL240-26C-10482",
          issue_description="Compressor runs all the time but the freezer does not get below -5 °C",
          customer_deadline=None)),
("warranty_form", """From: Brian Kiprono <bkiprono@example.co.ke>
To: care@jua-power.example
Subject: Warranty - solar home kit
Date: 9 June 2026

Hello Jua Power,

My SunBox 300 solar home kit (serial SB3-0045521), bought on account JP-88412 in January, no longer charges the battery even in full sun. The charge light stays off.

It is still under the 2-year warranty. Please send a technician to replace or repair it. We need light for the children's exams, so I need it working by 20 June 2026.

Thank you,
Brian Kiprono
""", dict(case_number=None, order_id=None, customer_id="JP-88412", customer_name="Brian Kiprono",
          document_date="2026-06-09", product_name="SunBox 300 solar home kit", serial_number="SB3-0045521",
          issue_description="no longer charges the battery even in full sun", customer_deadline="2026-06-20")),
("warranty_form", """SERVICE JOB SHEET
Job No.
SJ-2026-00871
Date In
18/05/2026
Customer
Ramon Villanueva
Acct
PH-77120
Unit
Inverter washing machine WM-850X
Serial
WM850X-221-0087
Complaint
Drum does not spin; error code E3 on display
Warranty?
Yes - within 12 months
""", dict(case_number="SJ-2026-00871", order_id=None, customer_id="PH-77120", customer_name="Ramon Villanueva",
          document_date="2026-05-18", product_name="Inverter washing machine WM-850X", serial_number="WM850X-221-0087",
          issue_description="Drum does not spin; error code E3 on display", customer_deadline=None)),
("warranty_form", """Warranty claim lodged - ref WC-118820

G'day Tahlia,

Thanks for lodging a warranty claim with Little Wombat Prams. Here's what you told us:

Order number: LW-2025-33018
Product: Wombat Trekker 3-wheel pram
Frame number: TRK3-AU-559104
What's wrong: the front wheel wobbles and the brake won't hold on slopes
Date lodged: 27/01/2026

We'll be in touch within 2 business days.
""", dict(case_number="WC-118820", order_id="LW-2025-33018", customer_id=None, customer_name="Tahlia",
          document_date="2026-01-27", product_name="Wombat Trekker 3-wheel pram", serial_number="TRK3-AU-559104",
          issue_description="the front wheel wobbles and the brake won't hold on slopes", customer_deadline=None)),
# ---------------------------------------------------------------- customer_letter
("customer_letter", """From: Meera Pillai <meera.p@example.ae>
To: care@falconelectronics.example.ae
Subject: Re: Refund approved - Ref RF-55210
Date: 10 Sept 2026

Dear Falcon team,

It has been three weeks since the mail below and there is still no credit on my card. I would like someone to call me back within 2 days with a date.

Meera Pillai
Cust. No. 118-2207

-----Original Message-----
From: Falcon Electronics Care
Sent: 19 August 2026
Dear Ms Pillai, your refund of AED 749.00 for the returned speaker has been approved (Ref RF-55210).
""", dict(case_number="RF-55210", order_id=None, customer_id="118-2207", customer_name="Meera Pillai",
          document_date="2026-09-10", refund_approved=M("749.00", "AED"), customer_deadline="2026-09-12",
          customer_expectation="I would like someone to call me back within 2 days with a date")),
("customer_letter", """To the Customer Service Manager,
Island Blooms Florist, Port Louis

Order 20931 - flowers for my mother's 70th birthday

I paid Rs 3,200 for a bouquet to be delivered on 14 February. It was delivered on the 16th and half of the roses were wilted. I have called twice and was promised a call back, but nobody rang.

I expect a full refund and an apology by the end of this month.

S. Ramgoolam
Curepipe, 18 February 2026
""", dict(case_number=None, order_id="20931", customer_id=None, customer_name="S. Ramgoolam",
          document_date="2026-02-18", refund_approved=None, customer_deadline="2026-02-28",
          customer_expectation="I expect a full refund and an apology by the end of this month")),
("customer_letter", """Dec 2, 2026

Attention: Accounts, Fundy Marine Supply, Saint John NB

Our account: FMS-20771
Your RMA no.: R-4410

Hello,

On Nov 12 you agreed to credit us C$1,140.00 for the returned outboard parts. We still don't see it on our statement. We need the credit applied before our year-end on December 31, 2026.

Regards,
Colin MacNeil
""", dict(case_number="R-4410", order_id=None, customer_id="FMS-20771", customer_name="Colin MacNeil",
          document_date="2026-12-02", refund_approved=M("1140.00", "CAD"), customer_deadline="2026-12-31",
          customer_expectation="We need the credit applied before our year-end on December 31, 2026")),
("customer_letter", """[8/21/26, 9:02 AM] Carmela Reyes: Good morning! Follow up lang po on my refund for order 5523108, you said last week it was approved (₱3,150.00). Until now wala pa. I need it before Aug 28 pls, rent is due.
""", dict(case_number=None, order_id="5523108", customer_id=None, customer_name="Carmela Reyes",
          document_date="2026-08-21", refund_approved=M("3150.00", "PHP"), customer_deadline="2026-08-28",
          customer_expectation="I need it before Aug 28 pls, rent is due")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(FRESH3_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields_fresh_docs3
    from tests.fields_fresh_docs import report

    report(score())
