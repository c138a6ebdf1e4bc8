"""A second set of documents of shops docflow has never seen, written for the doc-type tests
before the doctype2 changes and scored untouched first (an honest check, like
`tests/doctype_unseen_docs.py`, not taken from any sample set). It leans on the ways real shops
write that the first set has little of: formal Indian English, non-native English, forwarded
mails and quoted threads, no title, a title in another language beside the English one, and
short messages."""
FRESH_DOCS: list[tuple[str, str]] = [
# ---------------------------------------------------------------- invoice
("invoice", """FACTURA / INVOICE
No. F-2026-00418          Fecha / Date: 12/05/2026
Cliente / Customer: Talleres Ruiz S.L.
Brake cable set    10   EUR 45,00
Base imponible / Net      EUR 45,00
IVA 21%                   EUR  9,45
Total a pagar / Total     EUR 54,45
Payment by bank transfer within 30 days."""),
("invoice", """Respected Sir,

Please find the bill for the material supplied against your PO 2231 dated 02-04-2026.
Amount: Rs. 18,400.00 plus GST 18% Rs. 3,312.00, total Rs. 21,712.00.
Kindly arrange the payment within 15 days and do the needful.

Thanking you,
Accounts Dept., Shree Ganesh Traders"""),
("invoice", """Hello Mark,
attached is our bill for the April work. 3 hours of fitting at NZD 85.00, total NZD 255.00 incl. GST.
Pay when you can, account number is on the bottom.
Cheers, Dave"""),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Auftragsbestaetigung / Order acknowledgement
Auftrag / Order: A-77120
Datum / Date: 03.06.2026
Kunde / Customer: Velo Haus GmbH
2 x Wheel truing stand   EUR 318,00
Summe / Total            EUR 318,00
Voraussichtliche Lieferung / Expected delivery: KW 25"""),
("order_confirmation", """Dear Sir/Madam,

This is to inform you that your purchase order no. PO/778/26 dated 10.06.2026 has been received
and booked at our end. The material will be ready in 7 working days.
Order value: INR 46,250.00.

Thanks and regards,
Sales Team"""),
("order_confirmation", """Hi Sofia - got it! Order 30912 is in, EUR 64.00 paid. We pack it tomorrow.
- the Greenleaf team"""),
# ---------------------------------------------------------------- refund_request
("refund_request", """Respected Sir/Madam,

I have purchased one helmet vide order no. 44-1902 on 02/05/2026 for Rs. 2,499.
The same was received in damaged condition. I request you to kindly refund the amount of Rs. 2,499
to my account at the earliest.

Kindly do the needful.

Yours faithfully,
R. Venkatesh"""),
("refund_request", """Hello,
the lamp I buy from you (order 5521) not working from first day. I want my money back, 39 EUR.
Please make it fast.
Thank you
Marek"""),
("refund_request", """---------- Forwarded message ---------
From: Lena Berg <lena.berg@example.com>
Date: Mon, 8 Jun 2026 at 09:12
Subject: bottle cage broken

Hi, the cage from order 8812 snapped on the first ride. Could you give me back the SEK 199 please?
Lena"""),
# ---------------------------------------------------------------- refund_approval
("refund_approval", """Dear Mr. Sharma,

With reference to your letter dated 05-06-2026 regarding order 4410, we are pleased to inform you
that your request has been accepted and an amount of Rs. 1,850.00 will be refunded to your account
within 7 working days.

Regards,
Customer Care"""),
("refund_approval", """Hi Jonas,

sorry to hear about the pump. Good news: we approved your claim for order 66-201.
You will get EUR 27.50 back to your card within a week.

Best,
Mia from Support"""),
("refund_approval", """Dear Ms Tan,

Thank you for returning the jacket (order 11807). Our team has inspected it and found signs of wear,
so unfortunately we cannot refund the SGD 120.00.

Kind regards,
Returns"""),
# ---------------------------------------------------------------- refund_execution
("refund_execution", """Hi Omar,
Just to let you know the AED 310.00 for order 5590 went back to your Visa this morning.
It may take 3-5 days to show.
Thanks, Lina"""),
("refund_execution", """Dear Customer,

This is to inform you that the refund amount of INR 3,450.00 against your order no. 99-1203 has been
credited to your bank account on 14-06-2026. UTR No.: SBIN226151234567.

Regards,
Accounts Team"""),
("refund_execution", """Zahlungsavis / Payment advice
Empfaenger / Payee: Claudia Wolf
Betrag / Amount: EUR 89,90
Verwendungszweck / Reference: Erstattung Auftrag 7781
Ausgefuehrt am / Executed on: 15.06.2026"""),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """Dear Sir,

We are glad to inform you that your order no. 7712 has been despatched today through Blue Dart
vide AWB no. 49812234551. Kindly acknowledge receipt of the goods.

Thanking you,
Despatch Section"""),
("shipping_notice", """Lieferschein / Delivery note
Auftrag / Order: A-77120
Versand / Shipped: 18.06.2026
Spediteur / Carrier: DHL Freight
Sendungsnr. / Consignment: 00340434161234567890"""),
("shipping_notice", """Hey Ben, your stuff left the warehouse today with CourierPost, tracking CP12345678NZ. Cheers"""),
# ---------------------------------------------------------------- warranty_form
("warranty_form", """Garantieantrag / Warranty claim
Produkt / Product: E-bike display DX-5
Seriennr. / Serial no.: DX5-00912-77
Fehler / Fault: screen stays black after 10 minutes
Kaufdatum / Purchase date: 01.02.2026"""),
("warranty_form", """Respected Sir,

The mixer grinder (Sl. No. MG7781220) purchased from your showroom is not working since last week,
the motor makes noise and stops. It is under guarantee. Kindly arrange for repair at the earliest.

Yours faithfully,
S. Iyer"""),
# ---------------------------------------------------------------- customer_letter
("customer_letter", """Respected Sir,

This is the third reminder regarding my refund for order 2210. I was told on 02-06-2026 that it will be
processed within 7 days but till date nothing has been received. Kindly look into the matter urgently.

Regards,
P. Nair"""),
("customer_letter", """Hello again,
I still don't hear anything about my return from 3 weeks. Nobody answer my emails. What is happening?
Piotr"""),
("customer_letter", """On 4 Jun 2026, at 10:02, Returns <returns@shop.example> wrote:
> Dear Ms Lund, we are unable to refund the boots as they were worn outside.

Hi,
I do not accept this. The boots were only tried on at home. Please look at the decision again.
Karin Lund"""),
("customer_letter", """any news on my case 7781? thx"""),
]
