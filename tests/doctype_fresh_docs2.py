"""A third set of documents of made-up businesses docflow has never seen, written for the doc-type
tests before the doctype3 changes and scored untouched first (an honest check, like
`tests/doctype_fresh_docs.py`, not taken from any sample set). It leans on the ways documents
reach a business inbox that the older sets have little of: web-form submissions mailed as
"Field: value" dumps, chat transcripts, terse operator mails signed with a first name,
system-generated notices in capitals, bank and payment-processor advices, credit notes with
amounts in brackets, packing lists and delivery dockets, telegraphic customers with typos,
formal legal letters, and replies whose quoted part is of another type."""
FRESH_DOCS2: list[tuple[str, str]] = [
# ---------------------------------------------------------------- invoice
("invoice", """*** SYSTEM GENERATED - DO NOT REPLY ***
INV NO: 2026-INV-004512   INV DT: 14-JUL-2026
BILL TO: KORU MARINE LTD  ACCT: C10442
LN  ITEM          QTY   UNIT     EXT
01  SS-SHACKLE8    20   4.10    82.00
02  ROPE-12MM      50   1.95    97.50
NET 179.50  GST 26.93  TOTAL DUE NZD 206.43
TERMS: 20TH MONTH FOLLOWING"""),
("invoice", """Hi Priya, invoice 3318 for the June deliveries attached - AUD 1,240.00 inc GST, due 30 July.
Ta, Kev"""),
("invoice", """Hi Tom,
goods went out last week as confirmed below, so here is the bill: invoice 8841, EUR 612.00,
payable within 14 days to the account in the footer.
Greta

> From: Greta Lindqvist
> Sent: 2 July 2026
> We confirm your order 5531 for 12 crates, EUR 612.00. Delivery in week 28."""),
("invoice", """FEE NOTE
Our ref: JM/2231
To: Harbour Lane Cafe Ltd
For professional services rendered in connection with the renewal of the lease of the premises.
Our fee: GBP 850.00
VAT: GBP 170.00
Total: GBP 1,020.00
Payment is due within 30 days of the date hereof."""),
("invoice", """You have a new invoice from Pixel & Pine Studio
Amount due: USD 450.00
Due date: Aug 1, 2026
Invoice #PXP-0192
Pay this invoice"""),
("invoice", """invioce for fence repair 3 hrs + materials total 390 pls pay to acct 12-3456-0098765-00 thx Rangi"""),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """ORDER ACKNOWLEDGEMENT
SO#: 4500231177   STATUS: CONFIRMED
CUST PO: PO-88-1203
SHIP VIA: GROUND   REQ DATE: 22-JUL-26
LINE 1  VLV-BALL-25  QTY 40 EA  @ 12.60   504.00
ORDER TOTAL USD 504.00
THIS IS AN AUTOMATED MESSAGE"""),
("order_confirmation", """[10:41] Aroha: hi can i order 3 bags of the dark roast for pickup sat?
[10:42] Beans & Co: Sure! Done - order #2219, 3 x dark roast 1kg, NZD 96.00 total, ready Saturday from 9am.
[10:42] Aroha: awesome ty"""),
("order_confirmation", """Sam - yours is booked in. Order 7740, 2 pallets of pavers, GBP 1,380 + VAT, delivery Thursday AM.
Jo"""),
("order_confirmation", """Thank you for your order!
Order number: WEB-55120
Name: Hana Kobayashi
Items: Ceramic pour-over set x1
Total: JPY 6,800
Payment: Card ending 4421
We'll email you again when it ships."""),
("order_confirmation", """Dear Sirs,

We acknowledge with thanks receipt of your purchase order No. 2026/114 of 3 July 2026 and confirm
acceptance thereof on our standard terms of sale. Delivery is scheduled for the week commencing
20 July 2026. The order value is EUR 7,420.00 exclusive of VAT.

Yours faithfully,
For and on behalf of Nordkamm Werkzeuge GmbH"""),
# ---------------------------------------------------------------- refund_request
("refund_request", """New submission from Returns & Refunds form
Name: Callum Reid
Email: callum.r@example.com
Order number: 20931
Reason: Wrong size
What would you like?: Refund to original payment
Amount: GBP 42.00
Message: sent back tuesday, tracking RM123456789GB"""),
("refund_request", """14:02 Leilani: hi, my order 6612 came with the glass cracked
14:03 Agent Ben: Oh no, sorry about that! Do you have a photo?
14:05 Leilani: yes sent. i just want the money back, $64.90
14:06 Agent Ben: Understood, I've passed this to our refunds team."""),
("refund_request", """ordr 3381 never came. want refnd 27.50 usd asap"""),
("refund_request", """Dear Sir or Madam,

Re: Order 77102 - Notice of rejection of goods

I write to inform you that I reject the goods supplied under the above order as not of satisfactory
quality pursuant to the Consumer Rights Act 2015. I require a full refund of GBP 349.00 within
14 days of the date of this letter, failing which I shall commence proceedings without further notice.

Yours faithfully,
E. Hartley"""),
("refund_request", """Hi, this arrived today but it's the wrong colour. Can I return it and get my CAD 58.00 refunded please?
Nadia

-----Original Message-----
From: Maple Thread Co.
Sent: 8 July 2026
Subject: Your order 4410 has shipped
Your parcel is on its way with Canada Post, tracking 7023 1104 5521 8890."""),
("refund_request", """Pls issue credit for the 4 damaged cartons on inv 55812 (AUD 212.40). Photos attached.
Rgds, Mel - Purchasing"""),
# ---------------------------------------------------------------- refund_approval
("refund_approval", """RMA AUTHORISATION
RMA NO: RA-26-00871
ORIG INV: 2026-INV-003990
STATUS: APPROVED
CREDIT VALUE: NZD 118.00
RETURN GOODS TO: BAY 4, 12 FOUNDRY RD, HAMILTON WITHIN 14 DAYS
QUOTE RMA NO ON PACKAGE"""),
("refund_approval", """[16:20] Mateo: any update on the refund for 8832?
[16:24] Lucy | Support: Yes - it's been approved! EUR 45.00 will go back to your PayPal in the next 2-3 business days.
[16:24] Mateo: great thanks"""),
("refund_approval", """Hi Ruth, ok'd the refund on 1182, $39 going back to your card this week.
Pete"""),
("refund_approval", """Dear Mr Okafor,

Re: Your claim dated 2 July 2026 - Order 55-190

Having reviewed the matter, we regret that we are unable to accede to your request for a refund.
The item was returned outside the 30-day period provided for in clause 8.2 of our terms and
conditions. This decision is final.

Yours sincerely,
Customer Relations Manager"""),
("refund_approval", """Hi Anna,
No problem at all - we'll refund the full SEK 450 once the parcel is back with us. Return label attached.
Best, Johan

> On 6 Jul 2026, Anna Holm wrote:
> The shoes are too small. Can I send them back and get my money back?"""),
# ---------------------------------------------------------------- refund_execution
("refund_execution", """CREDIT NOTE
Credit note no.: CN-00412
Date: 15/07/2026
Original invoice: INV-09821
Customer: Hillside Plumbing Ltd
Returned: 2 x Mixer tap chrome     (GBP 178.00)
VAT 20%                            (GBP 35.60)
Total credit                       (GBP 213.60)
This amount has been credited to your account."""),
("refund_execution", """REMITTANCE ADVICE
Payer: Kiwi Outdoor Supply Ltd
Payee: J WHITTAKER
Amount: NZD 149.00
Value date: 16/07/2026
Payment ref: REFUND ORD 30021
Bank ref: FT26197KX8812"""),
("refund_execution", """A refund of USD 24.99 has been issued to your Visa ending 7731 by Loft & Lumen.
Refund ID: re_8812LMN
Order: #10442
Refunds take 5-10 business days to appear on your statement."""),
("refund_execution", """REFUND PROCESSED
CASE: RF-2026-1193   ORDER: 88012
AMOUNT: AUD 75.00   METHOD: ORIGINAL PAYMENT
PROCESSED: 17-JUL-2026 09:14   BATCH 0412
NO ACTION REQUIRED"""),
("refund_execution", """Hi Greg, sent the $85 back this morning to your bank, ref 1182-RF. Shout if it's not there by Friday.
Sue"""),
("refund_execution", """CREDIT MEMO CM-2207
Bill to: Pacific Bolt Supply
Re: Invoice 41877 - shortage on delivery
Line 3  M10 nuts short shipped 200 @ 0.12    (24.00)
Freight adj                                   (15.00)
Credit total USD                              (39.00)
Applied to account 30877 - no payment will be issued."""),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """PACKING LIST
Shipper: Tidewater Ceramics
Consignee: The Pot Shed, 14 Kereru Lane, Nelson
PO: 5512   Pack date: 18/07/2026
Carton 1 of 2: Planter large x 4
Carton 2 of 2: Planter small x 10
Gross weight: 32 kg"""),
("shipping_notice", """DELIVERY DOCKET No. 009812
Deliver to: Site 7, Rimu Street, Tauranga
Driver: M. Tane   Truck: HT-22
12 x 90x45 H3.2 4.8m
6 x Plywood 17mm
Received in good order by: ______   Date: ______"""),
("shipping_notice", """SHIPMENT NOTIFICATION / ASN
ASN NO: 0088123   PO: PO-88-1203
SHIP DATE: 23-JUL-26   CARRIER: ESTES   PRO#: 2345567781
CTNS: 3   WT: 41 LB
ETA: 26-JUL-26"""),
("shipping_notice", """09:15 Kai: where's my order 5523?
09:17 Marama (Harakeke Home): Hi Kai! It left us yesterday with NZ Post - tracking NZ882134455. Should be with you Thursday."""),
("shipping_notice", """Your parcel from Fernwood Books is out for delivery today between 1pm-3pm. Track: fwb.example/t/88XY12. Reply STOP to opt out"""),
("shipping_notice", """Hi Lorenzo, quick update - your order went out today on the afternoon truck (GLS 33812200941),
should arrive Wednesday.
Chiara

> Il giorno 10 lug 2026 Vini Bruno ha scritto:
> Thank you, we confirm your order 2210 for 24 bottles, EUR 312.00."""),
# ---------------------------------------------------------------- warranty_form
("warranty_form", """New form entry: Warranty Registration & Claims
Full name: Deepak Raman
Product: Cordless drill CD-18X
Serial number: CD18X-2204-7719
Date of purchase: 14/03/2026
Describe the fault: battery won't hold charge more than 5 min
Preferred outcome: Repair
Attachments: receipt.jpg"""),
("warranty_form", """[11:02] Ines: hi the coffee machine i bought in feb leaks from the bottom, is it covered by warranty?
[11:03] Ines: serial is BX-3391-0021
[11:05] Agent Paul: Thanks Ines, I've opened warranty case W-5512 for you."""),
("warranty_form", """blender stoped working after 2 months, serial BL9-22871, under waranty? need fix or replace"""),
("warranty_form", """Dear Sirs,

Re: Claim under manufacturer's warranty - Dishwasher model DW-600, serial no. 6002281934

We act for Mrs J. Whitfield, who purchased the above appliance on 4 January 2026. The appliance has
developed a recurring fault whereby it fails to drain. Our client hereby makes a claim under the
two-year warranty and requests that you repair or replace the appliance within a reasonable time.

Yours faithfully,
Carter & Lowe Solicitors"""),
("warranty_form", """Warranty claim - dealer
Dealer: Southside Cycles
Frame no.: WTU1122098
Model: Trail 29 2025
Complaint: crack at rear dropout
Km: 840
Claim type: frame replacement"""),
# ---------------------------------------------------------------- customer_letter
("customer_letter", """Contact form submission
Name: Olivia Grant
Email: ogrant@example.com
Subject: Rude driver
Message: Your delivery driver threw my parcel over the fence and drove off. Not acceptable, I expect better."""),
("customer_letter", """[19:02] Ravi: this is the 3rd time I'm asking about order 7719 and nobody answers
[19:02] Ravi: hello??
[19:10] Bot: Thanks for your message! An agent will reply within 24 hours."""),
("customer_letter", """still waiting on answer re order 9912. pls call me back 021 555 0192"""),
("customer_letter", """Dear Sir/Madam,

Formal complaint - account 88123

I wish to register a formal complaint regarding the manner in which my previous correspondence of
1 and 9 July 2026 has been handled. Neither letter has been acknowledged. I would ask that this
matter be escalated to a senior manager and that I receive a written response within ten working days.

Yours faithfully,
H. Brennan"""),
("customer_letter", """So I'm supposed to pay the return postage myself? That wasn't mentioned anywhere on your site. Not impressed.
Tom

On Tue, 14 Jul 2026 Support <help@gearloft.example> wrote:
> Hi Tom, your return is approved. Once we receive the item we will refund GBP 59.00 minus postage."""),
("customer_letter", """Tracking says delivered but there's nothing here. Checked with neighbours too. What now?

> Your order 6621 has been delivered. Carrier: Aramex. Tracking AX99812."""),
("customer_letter", """Just wanted to say thanks - the bike fit session was brilliant and Jamie was really patient.
Will recommend you.
Claire"""),
]
