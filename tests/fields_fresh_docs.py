"""Documents of shops docflow has never seen, written for FIELD extraction (issue 9) before any
extraction rule was changed, and scored untouched first. Not taken from any sample set: made-up
shops in several countries and trades, with the label wording, label-value layouts, id shapes,
money and date formats each writes in (two-column rows, a table header over its values, the value
on the next line, bilingual labels, e-mails with quoted replies, forms, chat lines, terse notes).

Each entry: (doc type, text, truth). The truth names every field of the type; None where the
document does not state it. Values follow sample_docs/README.md: dates ISO, money a number string
with its currency as `(value, currency)`, identifiers as printed, text whitespace-collapsed without a
final period, customer_expectation the "I need / expect / would like / must" sentence, return_reason
the words after "because" (or the stated reason), approval_date the decision's date (None when the
refund is refused), execution_date the payment's date, refund_status one of the allowed values.

Scored with `score()` (values compared by benchmarks.scoring.field_equal, the benchmark's judge):
    untouched (main at 9489724, before any change for issue 9):
        field accuracy 0.802 (219 of 273 stated fields), doc type 39/40,
        hallucinated 2 of 56 null slots, currency 32/41 (5 wrong currencies on a right amount)
    after the issue-9 fixes (method changes, each with its own test in tests/test_fresh_fields.py):
        field accuracy 0.927 (253 of 273), doc type 39/40, hallucinated 0 of 56, currency 38/41
    Left: single first names ("Hey Jamie"), greetings in other languages ("Estimado/a ..."), an initial
    and a surname ("A. Johansson"), prose product and fault ("My Kestrel T2 turntable ... has started"),
    "Unit:" for the product, a reason without "because" in a chat, "receive it by", "with Canada Post"
    after another verb, a numeric date no currency or text decides ("6/2/2026"), an id printed with a
    space ("KD 88213" is read "KD88213"), "cust 55120093" inside a log line, and one letter whose doc type
    is read as the approval it quotes.
"""

from __future__ import annotations

from collections import Counter, defaultdict


def M(value: str, currency: str) -> tuple[str, str]:
    return (value, currency)


FRESH_FIELD_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- invoice
("invoice", """Van Dijk Fietsonderdelen B.V.
Keizersgracht 12, Utrecht

FACTUUR / INVOICE

Factuurnummer / Invoice no.    2026-0417
Klantnummer / Customer no.     K10293
Datum / Date                   14-04-2026
Uw bestelling / Your order     WEB-55812

Aan / To:
Fietsenwinkel De Spaak

Omschrijving                     Aantal   Bedrag
Derailleur hanger                  4      € 47,60
Tubeless valve set                 2      € 19,90

Subtotaal                                 € 67,50
BTW 21%                                   € 14,18
Totaal te betalen                         € 81,68
""", dict(invoice_number="2026-0417", order_id="WEB-55812", customer_id="K10293",
          customer_name="Fietsenwinkel De Spaak", document_date="2026-04-14", order_date=None,
          subtotal=M("67.50", "EUR"), tax_amount=M("14.18", "EUR"), order_total=M("81.68", "EUR"))),
("invoice", """BRIGHTWATER POOL SUPPLY
1180 Gulf Blvd, Clearwater FL 33767

INVOICE

Invoice #     Invoice Date    Customer #    PO #
BW-30981      05/07/2026      C-4471        7716-A

Bill To:
Marcus Delgado
22 Heron Court
Tampa, FL 33602

Description                    Qty    Unit     Amount
Chlorine tablets 25 lb          2     $89.99   $179.98
Pool test strips                3     $12.50    $37.50

Subtotal                                       $217.48
Sales Tax (7%)                                  $15.22
Total Due                                      $232.70

Terms: Net 30
""", dict(invoice_number="BW-30981", order_id="7716-A", customer_id="C-4471", customer_name="Marcus Delgado",
          document_date="2026-05-07", order_date=None, subtotal=M("217.48", "USD"), tax_amount=M("15.22", "USD"),
          order_total=M("232.70", "USD"))),
("invoice", """Invoice
Harrow & Finch Ltd - Picture Framing
VAT Reg. GB 284 5519 07

Invoice No: HF/2026/1187
Tax point: 3rd March 2026
Account ref: HARR0092
Order placed: 24/02/2026
Invoice to: Priya Okafor

2 x oak frame A3, mounted           £96.00
Goods net                           £96.00
VAT @ 20%                           £19.20
Invoice total                      £115.20
""", dict(invoice_number="HF/2026/1187", order_id=None, customer_id="HARR0092", customer_name="Priya Okafor",
          document_date="2026-03-03", order_date="2026-02-24", subtotal=M("96.00", "GBP"),
          tax_amount=M("19.20", "GBP"), order_total=M("115.20", "GBP"))),
("invoice", """TAX INVOICE
Sai Krishna Electricals
GSTIN: 36ABCDE1234F1Z5

Invoice No. : SKE/25-26/0342        Date : 18.01.2026
Buyer : M/s Lakshmi Textiles
Buyer's Order No. : LT-PO-2207      dated 10.01.2026

Sl  Description          HSN     Qty   Rate      Amount
1   LED panel 18W        9405    20    450.00    9,000.00
2   MCB 32A              8536    6     310.00    1,860.00

Taxable Value                                  10,860.00
CGST @ 9%                                         977.40
SGST @ 9%                                         977.40
Total Tax                                       1,954.80
Grand Total (INR)                              12,814.80

Amount in words: Rupees Twelve Thousand Eight Hundred Fourteen and Eighty Paise Only
""", dict(invoice_number="SKE/25-26/0342", order_id="LT-PO-2207", customer_id=None,
          customer_name="Lakshmi Textiles", document_date="2026-01-18", order_date="2026-01-10",
          subtotal=M("10860.00", "INR"), tax_amount=M("1954.80", "INR"), order_total=M("12814.80", "INR"))),
("invoice", """Rechnung / Invoice
Holzwerk Brandner GmbH, Innsbruck

Rechnungsnr. / Invoice no.: RE-260233
Rechnungsdatum / Invoice date: 02.02.2026
Kundennr. / Customer no.: 40871
Auftragsnr. / Order no.: AB-19920
Lieferdatum / Delivery date: 28.01.2026

Kunde / Customer: Schreinerei Pichler KG

Pos  Artikel                 Menge   Preis
1    Eichenbohlen 40mm        12     1.140,00 EUR
Nettobetrag / Net amount             1.140,00 EUR
USt. 20 %                              228,00 EUR
Rechnungsbetrag / Invoice total      1.368,00 EUR
""", dict(invoice_number="RE-260233", order_id="AB-19920", customer_id="40871",
          customer_name="Schreinerei Pichler KG", document_date="2026-02-02", order_date=None,
          subtotal=M("1140.00", "EUR"), tax_amount=M("228.00", "EUR"), order_total=M("1368.00", "EUR"))),
("invoice", """From: accounts@sunrisesolar.com.au
To: Ben Whitaker <ben.w@bigpond.example>
Subject: Tax invoice 10552 - solar panel clean
Date: Mon, 9 Mar 2026 08:15:02 +1000

Hi Ben,

Please find your tax invoice below for the panel clean last Thursday.

Tax Invoice No. 10552
Customer account: SS-2231
Job: roof panel clean (14 panels)
Amount ex GST: $250.00
GST: $25.00
Total inc GST: $275.00

Payment within 14 days to BSB 062-000 Acc 1234 5678.

Thanks,
Kylie
Sunrise Solar Services

> On 2 Mar 2026, Ben Whitaker wrote:
> Can you come out Thursday to clean the panels?
""", dict(invoice_number="10552", order_id=None, customer_id="SS-2231", customer_name="Ben Whitaker",
          document_date="2026-03-09", order_date=None, subtotal=M("250.00", "AUD"), tax_amount=M("25.00", "AUD"),
          order_total=M("275.00", "AUD"))),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Merci pour votre commande ! / Thank you for your order!

Maison Lavande - Grasse, France

Commande n° / Order no.: ML-2026-88104
Date de commande / Order date: 11/03/2026
Client / Customer: Élodie Garnier
N° client / Customer no.: 00391822

Savon lavande x3 ............ 18,00 €
Huile essentielle 30 ml ..... 24,50 €
Livraison / Shipping ......... 6,90 €
Total TTC .................... 49,40 €

Livraison estimée / Estimated delivery: 17/03/2026
""", dict(order_id="ML-2026-88104", customer_id="00391822", customer_name="Élodie Garnier",
          order_date="2026-03-11", order_total=M("49.40", "EUR"), delivery_estimate="2026-03-17")),
("order_confirmation", """Subject: You're all set! Order #448-2291-07 confirmed
From: Copper Kettle Coffee <orders@copperkettle.example>
Date: April 22, 2026

Hey Jamie,

Thanks for ordering with Copper Kettle! We've got your order and our roasters are on it.

Order: #448-2291-07
Placed: Apr 22, 2026, 9:14 PM
Rewards member: CK-0098812

Ethiopia Guji, whole bean 12oz    x2    $37.00
Pour-over filters (100)           x1     $8.50
Shipping                                 FREE
Order total                             $45.50

Arrives: Tue, Apr 28
""", dict(order_id="448-2291-07", customer_id="CK-0098812", customer_name="Jamie", order_date="2026-04-22",
          order_total=M("45.50", "USD"), delivery_estimate="2026-04-28")),
("order_confirmation", """ORDER ACKNOWLEDGEMENT

Kiwi Fastenings Ltd
Unit 4, 17 Barrys Point Rd, Auckland

Sales Order    Account     Order Date
SO24-0815      HOLM01      16/06/2026

Sold To: Holmwood Builders Ltd

Line  Part        Description              Qty    Ext
1     KF-M10-50   M10 x 50 hex bolt, zinc   500   NZD 140.00
2     KF-W10      M10 flat washer           500   NZD  35.00

                        Total (excl GST)    NZD 175.00
                        GST 15%             NZD  26.25
                        Total NZD           NZD 201.25

Promised delivery: 23/06/2026
""", dict(order_id="SO24-0815", customer_id="HOLM01", customer_name="Holmwood Builders Ltd",
          order_date="2026-06-16", order_total=M("201.25", "NZD"), delivery_estimate="2026-06-23")),
("order_confirmation", """[10:42] Bakery Rosa: Hi Tomasz, order confirmed ✔
[10:42] Bakery Rosa: 1x birthday cake (chocolate), 2 kg - total 240 zł, paid by BLIK
[10:43] Bakery Rosa: Order no. 0613/26, pick-up Sat 13.06.2026 from 12:00
[10:44] Tomasz Nowak: super, thanks!
""", dict(order_id="0613/26", customer_id=None, customer_name="Tomasz Nowak", order_date=None,
          order_total=M("240.00", "PLN"), delivery_estimate="2026-06-13")),
("order_confirmation", """Order Confirmation

Dear Mr. Kenji Watanabe,

Thank you very much for your order. We are pleased to confirm the contents as below.

Order Number: 2026041500317
Member ID: 8810-2245
Order Date: 2026/04/15
Total amount (tax included): ¥12,980
Scheduled delivery date: 2026/04/18

We sincerely appreciate your continued patronage.
Sakura Stationery Online Shop
""", dict(order_id="2026041500317", customer_id="8810-2245", customer_name="Kenji Watanabe",
          order_date="2026-04-15", order_total=M("12980", "JPY"), delivery_estimate="2026-04-18")),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """DESPATCH NOTE

Thornbury Garden Supplies
Despatch date: 19 May 2026
Our ref: TGS-D-77410
Your order: 30418
Deliver to: Alan Hughes, 4 Mill Lane, Ludlow SY8 1BB

Carrier: Parcelforce Worldwide
Consignment no: PB771928455GB
Expected: 21 May 2026

3 x raised bed kit (cedar)
""", dict(order_id="30418", customer_id=None, customer_name="Alan Hughes", tracking_number="PB771928455GB",
          carrier="Parcelforce Worldwide", ship_date="2026-05-19", delivery_estimate="2026-05-21")),
("shipping_notice", """From: Tidewater Outfitters <ship@tidewater.example>
Subject: Your gear is on the way!
Date: 6/2/2026

Hi Rachel Kim,

Good news - your order TW100482 shipped today via UPS.

Tracking: 1Z999AA10123456784
Estimated delivery: Monday, June 8

Questions? Reply to this e-mail.
""", dict(order_id="TW100482", customer_id=None, customer_name="Rachel Kim", tracking_number="1Z999AA10123456784",
          carrier="UPS", ship_date="2026-06-02", delivery_estimate="2026-06-08")),
("shipping_notice", """Versandbestätigung / Shipping confirmation

Bestellung / Order   Kunde / Customer   Versanddatum / Ship date
B-2026-4471          KD 88213           07.07.2026

Empfänger / Recipient: Katrin Vogel, Lindenstr. 5, 04109 Leipzig
Versanddienstleister / Carrier: DHL Paket
Sendungsnummer / Tracking no.: 00340434161094015902
Voraussichtliche Zustellung / Expected delivery: 09.07.2026
""", dict(order_id="B-2026-4471", customer_id="KD 88213", customer_name="Katrin Vogel",
          tracking_number="00340434161094015902", carrier="DHL Paket", ship_date="2026-07-07",
          delivery_estimate="2026-07-09")),
("shipping_notice", """PACKING SLIP
Ship via: FedEx Ground       Ship date: 2026-08-14
Order: 7781-22   Cust: ACME-0042
Ship to: Northside Dental Clinic
Tracking: 792144881034
Items: 6 x nitrile gloves (box 100)
""", dict(order_id="7781-22", customer_id="ACME-0042", customer_name="Northside Dental Clinic",
          tracking_number="792144881034", carrier="FedEx Ground", ship_date="2026-08-14", delivery_estimate=None)),
("shipping_notice", """Subject: RE: where is my order?
From: Service client Erable & Fils <aide@erablefils.example>
To: Luc Tremblay
Date: 2026-10-05

Bonjour Luc,

Your order EF-20931 left our warehouse on October 2 with Canada Post.
Tracking number: RR123456785CA
You should receive it by October 8.

Merci,
Erable & Fils

> -----Original Message-----
> From: Luc Tremblay
> Sent: October 4, 2026
> I ordered 2 weeks ago and nothing yet. Order EF-20931.
""", dict(order_id="EF-20931", customer_id=None, customer_name="Luc Tremblay", tracking_number="RR123456785CA",
          carrier="Canada Post", ship_date="2026-10-02", delivery_estimate="2026-10-08")),
("shipping_notice", """Dear Customer,
Your shipment against Order ID OD3318870921 has been dispatched through Blue Dart Express on 21-11-2026.
AWB No: 50912834761
Expected delivery date: 25-11-2026.
For any query please contact our customer care.
Regards,
Team ShopKart
""", dict(order_id="OD3318870921", customer_id=None, customer_name=None, tracking_number="50912834761",
          carrier="Blue Dart Express", ship_date="2026-11-21", delivery_estimate="2026-11-25")),
# ---------------------------------------------------------------- refund_request
("refund_request", """From: Javier Morales <jmorales@correo.example>
To: soporte@tiendaluna.example
Subject: Devolucion pedido 2026-3381
Date: 12 Jan 2026 18:03

Hello, good afternoon

I received the blender of my order 2026-3381 but it come with the glass jar broken, because the box was crushed in the transport. I send photos.

I need the refund of the 89,95 € to my card before the 31 of January, no replacement please.

Thank you,
Javier Morales
Customer nº 77120
""", dict(case_number=None, order_id="2026-3381", customer_id="77120", customer_name="Javier Morales",
          document_date="2026-01-12", refund_requested=M("89.95", "EUR"),
          return_reason="the box was crushed in the transport", customer_deadline="2026-01-31",
          customer_expectation="I need the refund of the 89,95 € to my card before the 31 of January, "
                               "no replacement please")),
("refund_request", """RETURN & REFUND FORM

Name: Olivia Brennan
Email: olivia.b@example.ie
Order number: IE-559201
Date of purchase: 02/09/2026
Date of this request: 15/09/2026
Item(s) returned: Wool throw, forest green
Reason for return: Colour very different from website photos
Refund amount requested: €74.00
Refund to: original payment method
""", dict(case_number=None, order_id="IE-559201", customer_id=None, customer_name="Olivia Brennan",
          document_date="2026-09-15", refund_requested=M("74.00", "EUR"),
          return_reason="Colour very different from website photos", customer_deadline=None,
          customer_expectation=None)),
("refund_request", """Chat transcript - Nordic Kitchenware support
Date: 2026-03-28

Customer (Emma Lindqvist): hi, order 88123301, the pan handle came loose after 2 uses
Agent (Sven): Sorry to hear that! What would you like us to do?
Customer (Emma Lindqvist): just refund it please, it was 549 kr
Agent (Sven): I've opened case NK-4410 for you.
Customer (Emma Lindqvist): ok, I expect the money back within 10 days
""", dict(case_number="NK-4410", order_id="88123301", customer_id=None, customer_name="Emma Lindqvist",
          document_date="2026-03-28", refund_requested=M("549.00", "SEK"),
          return_reason="the pan handle came loose after 2 uses", customer_deadline="2026-04-07",
          customer_expectation="I expect the money back within 10 days")),
("refund_request", """14 Cedar Avenue
Harrogate HG1 2PQ

4 August 2026

Customer Relations
Bramley & Sons Furniture

Dear Sir or Madam,

Order reference: BSF/0088/26   Customer number: 204455

I am writing to request a full refund of £649.00 for the oak dining table delivered on 29 July. I am returning it because two of the legs are split along the grain.

I must insist that the refund is paid no later than 18 August 2026.

Yours faithfully,

Geoffrey Marsh
""", dict(case_number=None, order_id="BSF/0088/26", customer_id="204455", customer_name="Geoffrey Marsh",
          document_date="2026-08-04", refund_requested=M("649.00", "GBP"),
          return_reason="two of the legs are split along the grain", customer_deadline="2026-08-18",
          customer_expectation="I must insist that the refund is paid no later than 18 August 2026")),
("refund_request", """Re: RMA 55-10293
Hi team - the headlamp from order #A77-1902 is useless. Please refund $34.99 to my PayPal because the headlamp died after a week and won't charge.
I need it sorted by Friday 10/16/2026 as I'm travelling.
- Dana Ortiz, acct 5510023
""", dict(case_number="55-10293", order_id="A77-1902", customer_id="5510023", customer_name="Dana Ortiz",
          document_date=None, refund_requested=M("34.99", "USD"),
          return_reason="the headlamp died after a week and won't charge", customer_deadline="2026-10-16",
          customer_expectation="I need it sorted by Friday 10/16/2026 as I'm travelling")),
# ---------------------------------------------------------------- refund_approval
("refund_approval", """RETURNS DEPARTMENT - DECISION

Alpenglow Sports AG, Luzern

Case          Order         Customer
R-26-00871    AS-771023     CH-55802

Date of decision: 21.05.2026
Customer: Nina Baumann

Your return of 1 pair of touring skis has been inspected and accepted.
Refundable amount: CHF 420.00
Handling fee waived: 100 %
Refund approved: CHF 420.00
The amount will be credited to your card by 31.05.2026.
""", dict(case_number="R-26-00871", order_id="AS-771023", customer_id="CH-55802", customer_name="Nina Baumann",
          approval_date="2026-05-21", refund_eligible=M("420.00", "CHF"), refund_approved=M("420.00", "CHF"),
          fee_waiver_percent="100", promised_date="2026-05-31", refund_status="approved")),
("refund_approval", """From: Returns Team <returns@lumenlighting.example>
To: Priya Raman
Subject: Your return RA#20391 has been approved
Date: Thu, Jul 9, 2026

Hi Priya,

Good news: we approved your return request for order LL-88120.
We'll refund $126.40 to your Visa ending 4411 once the lamp reaches our warehouse.

RA number: 20391
Approved on: 07/09/2026

Lumen Lighting Customer Care
""", dict(case_number="20391", order_id="LL-88120", customer_id=None, customer_name="Priya Raman",
          approval_date="2026-07-09", refund_eligible=None, refund_approved=M("126.40", "USD"),
          fee_waiver_percent=None, promised_date=None, refund_status="approved")),
("refund_approval", """Claim outcome

Our ref: CLM-2026-00412
Your order: 991203
Account no: 66021-B
Customer: Omar Farouk
Date: 11 November 2026

Dear Mr Farouk,

Thank you for returning the cordless drill. Our technician found that the motor failure was caused by water ingress, which is excluded under our returns policy. We are therefore unable to approve a refund on this occasion.

Status: declined

The drill is available for collection from our Leeds depot.

Yours sincerely,
Claire Hodge
Customer Claims, Ashworth Tools Ltd
""", dict(case_number="CLM-2026-00412", order_id="991203", customer_id="66021-B", customer_name="Omar Farouk",
          approval_date=None, refund_eligible=None, refund_approved=None, fee_waiver_percent=None,
          promised_date=None, refund_status="rejected")),
("refund_approval", """REFUND AUTHORISATION

Customer:      Liam O'Connor
Cust. No.:     AU-330915
Order No.:     SO-2026-1188
RMA No.:       RMA-4471

Authorised: 2 March 2026

Item returned opened; eligible for refund less 15% restocking fee.
Eligible refund:        A$ 340.00
Restocking fee waived:  50%
Total refund approved:  A$ 314.50
Refund will be processed by 9 March 2026.
Status: APPROVED
""", dict(case_number="RMA-4471", order_id="SO-2026-1188", customer_id="AU-330915", customer_name="Liam O'Connor",
          approval_date="2026-03-02", refund_eligible=M("340.00", "AUD"), refund_approved=M("314.50", "AUD"),
          fee_waiver_percent="50", promised_date="2026-03-09", refund_status="approved")),
("refund_approval", """Support (Mia) 14:02: Hi Carlos, I checked your case #77-6612. The jacket was unworn, so your refund of 59.90 EUR is approved today (18/12/2026).
Support (Mia) 14:03: You'll see it on your account in 3-5 days.
Carlos Mendes 14:05: great, obrigado!
""", dict(case_number="77-6612", order_id=None, customer_id=None, customer_name="Carlos Mendes",
          approval_date="2026-12-18", refund_eligible=None, refund_approved=M("59.90", "EUR"),
          fee_waiver_percent=None, promised_date=None, refund_status="approved")),
# ---------------------------------------------------------------- refund_execution
("refund_execution", """CREDIT NOTE

Finch & Moss Stationers
Credit note no.: CN-004417
Date: 23/04/2026
Against invoice: FM-10932
Customer account: FINM-2210
Customer: Hollis Primary School
Refund ref: RF8830217

Returned: 10 x A4 lever arch file (damaged)    £28.50
VAT                                              £5.70
Total credited                                  £34.20

The credit has been refunded to the card used for the original purchase.
""", dict(case_number=None, order_id=None, customer_id="FINM-2210", customer_name="Hollis Primary School",
          refund_executed=M("34.20", "GBP"), execution_date="2026-04-23", payment_reference="RF8830217",
          refund_status="executed")),
("refund_execution", """REMITTANCE ADVICE

From: Greenway Bikes Pty Ltd
To: Sam Patel
Payment date: 15 Jun 2026
Payment method: EFT
Bank reference: EFT0615-88231
Amount paid: $212.00 AUD

Details: Refund - return RTN-5520, order GB-44120
""", dict(case_number="RTN-5520", order_id="GB-44120", customer_id=None, customer_name="Sam Patel",
          refund_executed=M("212.00", "AUD"), execution_date="2026-06-15", payment_reference="EFT0615-88231",
          refund_status="executed")),
("refund_execution", """From: Harbor Pet Supply <help@harborpet.example>
To: Grace Liu <grace.liu@example.com>
Subject: Your refund is complete
Date: Wed, 25 Nov 2026 10:31:00 -0500

Hi Grace,

We've issued your refund of $18.75 for order HP-7720013 (return #R8821).
Transaction ID: ch_3PqL8x2eZvKYlo2C
It can take 5-10 business days to show on your statement.

Thanks,
Harbor Pet Supply
""", dict(case_number="R8821", order_id="HP-7720013", customer_id=None, customer_name="Grace Liu",
          refund_executed=M("18.75", "USD"), execution_date="2026-11-25", payment_reference="ch_3PqL8x2eZvKYlo2C",
          refund_status="executed")),
("refund_execution", """REFUND PROCESSED
txn 9182-3344-0021 | 2026-02-27 14:22 UTC | EUR 12.99 -> IBAN DE89 **** 3000
order 310-5522871-0093 | cust 55120093 | status: SETTLED
""", dict(case_number=None, order_id="310-5522871-0093", customer_id="55120093", customer_name=None,
          refund_executed=M("12.99", "EUR"), execution_date="2026-02-27", payment_reference="9182-3344-0021",
          refund_status="executed")),
("refund_execution", """Confirmación de reembolso / Refund confirmation

Estimado/a Lucía Fernández:

Le confirmamos que hemos realizado la devolución / we have refunded the amount below.

Nº de pedido / Order no.: 40022187
Nº de cliente / Customer no.: C-00984
Importe reembolsado / Amount refunded: 45,60 €
Fecha / Date: 08/05/2026
Referencia de la operación / Transaction reference: TRX-77102934

Un saludo,
Atención al cliente - Calzados Brisa
""", dict(case_number=None, order_id="40022187", customer_id="C-00984", customer_name="Lucía Fernández",
          refund_executed=M("45.60", "EUR"), execution_date="2026-05-08", payment_reference="TRX-77102934",
          refund_status="executed")),
# ---------------------------------------------------------------- warranty_form
("warranty_form", """WARRANTY SERVICE REQUEST

Date submitted: 3 Feb 2026
Customer name: Hiroshi Tanaka
Customer ID: 30-88124
Purchase order: KT-2025-7781
Product: AquaPure 300 water filter
Serial no.: AP3-0091-7723
Fault: Leaks from the base seal when the tank is full
Replacement required by: 20/02/2026
""", dict(case_number=None, order_id="KT-2025-7781", customer_id="30-88124", customer_name="Hiroshi Tanaka",
          document_date="2026-02-03", product_name="AquaPure 300 water filter", serial_number="AP3-0091-7723",
          issue_description="Leaks from the base seal when the tank is full", customer_deadline="2026-02-20")),
("warranty_form", """From: Fiona Blake <fiona.blake@example.co.uk>
To: warranty@kestrelaudio.example
Subject: Guarantee claim - turntable
Date: 2 Oct 2026

Hello,

My Kestrel T2 turntable (serial KT2X884019, bought on order 60-22871) has started running fast: the platter speed drifts to about 36 rpm after ten minutes.

It is still within the 2-year guarantee so please could you arrange a repair or a replacement. I would like it back before 14 October as it is a birthday present.

Best wishes,
Fiona Blake
""", dict(case_number=None, order_id="60-22871", customer_id=None, customer_name="Fiona Blake",
          document_date="2026-10-02", product_name="Kestrel T2 turntable", serial_number="KT2X884019",
          issue_description="the platter speed drifts to about 36 rpm after ten minutes",
          customer_deadline="2026-10-14")),
("warranty_form", """SERVICE ORDER  #SR-118204
Opened: 2026-07-30
Cust: Ahmed Al-Sayed  (acct 7700912)
Unit: Vortex 5 robot vacuum   S/N VX5-22B-009187
Orig. order: 2207-448812
Reported symptoms: brush motor stops after 2 min, error E07
Needed by: n/a
""", dict(case_number="SR-118204", order_id="2207-448812", customer_id="7700912", customer_name="Ahmed Al-Sayed",
          document_date="2026-07-30", product_name="Vortex 5 robot vacuum", serial_number="VX5-22B-009187",
          issue_description="brush motor stops after 2 min, error E07", customer_deadline=None)),
("warranty_form", """MODULO DI GARANZIA / WARRANTY FORM

Pratica n. / Claim no.: GAR-2026-0318
Data / Date: 16/03/2026

Cliente / Customer: Giulia Ferrara
Codice cliente / Customer code: IT004521

Prodotto / Product          Matricola / Serial no.
Macchina caffè Espresso Duo  ED2-7781230

Difetto / Defect: the pump makes noise and no water comes out
Ordine / Order: 2026/0211
""", dict(case_number="GAR-2026-0318", order_id="2026/0211", customer_id="IT004521", customer_name="Giulia Ferrara",
          document_date="2026-03-16", product_name="Macchina caffè Espresso Duo", serial_number="ED2-7781230",
          issue_description="the pump makes noise and no water comes out", customer_deadline=None)),
# ---------------------------------------------------------------- customer_letter
("customer_letter", """From: Beatriz Costa <bia.costa@example.pt>
To: returns@solmarhome.example
Subject: Still waiting - case SH-20114
Date: Tue, 20 Oct 2026 09:12:44 +0100

Dear Solmar Home team,

On 2 October you wrote that my refund of €135.00 was approved (order 7702231), but nothing has arrived on my card.

I expect the amount in my account by the end of this month, otherwise I will contact my bank.

Regards,
Beatriz Costa
""", dict(case_number="SH-20114", order_id="7702231", customer_id=None, customer_name="Beatriz Costa",
          document_date="2026-10-20", refund_approved=M("135.00", "EUR"), customer_deadline="2026-10-31",
          customer_expectation="I expect the amount in my account by the end of this month, "
                               "otherwise I will contact my bank")),
("customer_letter", """To whom it may concern,

Three weeks ago I sent back the speaker (Order No. 55-881203, Customer No. 10447). Nobody has answered my two e-mails.
I would like a reply within 7 days.

A. Johansson
Stockholm, 9 September 2026
""", dict(case_number=None, order_id="55-881203", customer_id="10447", customer_name="A. Johansson",
          document_date="2026-09-09", refund_approved=None, customer_deadline="2026-09-16",
          customer_expectation="I would like a reply within 7 days")),
("customer_letter", """Subject: Re: Your refund decision (ticket 40918)
From: Daniel Okoye
Date: 04/03/2026

Hi,

You told me the refund would be approved but now the status says declined. I bought the monitor less than 14 days ago. I need you to look at this again before 11 March 2026.

Thanks,
Daniel

> From: Pixelhaus Support
> Sent: 03/03/2026
> Ticket 40918: after inspection we cannot approve the refund of £189.00. Status: declined.
""", dict(case_number="40918", order_id=None, customer_id=None, customer_name="Daniel Okoye",
          document_date="2026-03-04", refund_approved=None, customer_deadline="2026-03-11",
          customer_expectation="I need you to look at this again before 11 March 2026")),
("customer_letter", """Margaret Ellison
78 Birch Hollow Rd
Asheville, NC 28801

October 30, 2026

Blue Ridge Quilting Supply
Attn: Customer Service

Re: Order BRQ-661203 / Customer #A-20931

Dear Customer Service,

Your letter of October 21 said you approved a refund of $64.25 for the damaged thread set. As of today I have not received it.
Please let me know when it will be sent. I must have it settled by November 15, 2026.

Sincerely,
Margaret Ellison
""", dict(case_number=None, order_id="BRQ-661203", customer_id="A-20931", customer_name="Margaret Ellison",
          document_date="2026-10-30", refund_approved=M("64.25", "USD"), customer_deadline="2026-11-15",
          customer_expectation="I must have it settled by November 15, 2026")),
]


def _slot(truth):
    if isinstance(truth, tuple):
        return {"value": truth[0]}, truth[1]
    return {"value": truth}, None


def score(docs=None, schema=None) -> dict:
    """Run extraction on each document (as plain text, the way tests.test_nlp.run does) and judge
    every field of its TRUE type with the benchmark's comparison. Returns the figures and the misses."""
    from benchmarks.scoring import field_equal
    from tests.test_nlp import DEFAULT, run

    schema = schema or DEFAULT
    docs = FRESH_FIELD_DOCS if docs is None else docs
    out = Counter()
    misses: list[tuple[int, str, str, object, object]] = []
    per_field: dict[str, Counter] = defaultdict(Counter)
    for i, (doc_type, text, truth) in enumerate(docs):
        _, ex = run(text, schema)
        out["docs"] += 1
        out["doctype_ok"] += ex.doc_type == doc_type
        if ex.doc_type != doc_type:
            misses.append((i, doc_type, "doc_type", doc_type, ex.doc_type))
        for name, want in truth.items():
            slot, currency = _slot(want)
            got = ex.fields.get(name)
            got_value = None if got is None or got.is_null else got.value
            unresolved = bool(got is not None and got.unresolved)
            ftype = schema.fields[name].type
            if slot["value"] is None:
                out["null_slots"] += 1
                if got_value is not None:
                    out["hallucinated"] += 1
                    misses.append((i, doc_type, name, None, got_value))
                continue
            out["stated"] += 1
            ok = field_equal(ftype, slot, got_value, unresolved)
            out["correct"] += ok
            per_field[name]["stated"] += 1
            per_field[name]["correct"] += ok
            if not ok:
                misses.append((i, doc_type, name, slot["value"], got_value))
            if currency is not None:
                out["currency_slots"] += 1
                out["currency_ok"] += bool(ok and got.currency == currency)
                if ok and got.currency != currency:
                    misses.append((i, doc_type, name + ".currency", currency, got.currency))
    out_d = {"hallucinated": 0, **dict(out)}
    out_d["field_accuracy"] = out["correct"] / out["stated"]
    out_d["misses"] = misses
    out_d["per_field"] = {k: dict(v) for k, v in per_field.items()}
    return out_d


def report(r: dict) -> None:
    """Print a score's misses, one per line, then its figures: what a set's module prints when run."""
    for i, t, name, want, got in r["misses"]:
        print(f"{i:2d} {t:18s} {name:22s} want={want!r:40s} got={got!r}")
    print({k: v for k, v in r.items() if k not in ("misses", "per_field")})
    print(r["per_field"])


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields_fresh_docs
    report(score())
