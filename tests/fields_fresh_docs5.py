"""A fifth round of fresh documents for FIELD extraction (issue 9), written before any rule of this round was
changed and scored untouched first. Made-up businesses in countries no earlier fresh set used (Switzerland,
Germany, Nigeria, Portugal, Israel, Hungary, Uruguay, Ukraine, Slovenia, Kazakhstan, Greece, Romania, Croatia,
Latvia, Cambodia, Ecuador, Bulgaria, Georgia, Senegal, Costa Rica, Luxembourg, Slovakia, Lithuania, Serbia,
Ethiopia, the Dominican Republic, Tunisia, Mongolia, Cameroon, Armenia, Paraguay, Uzbekistan, Albania), in the
shapes the earlier rounds lacked: plain-text exports of accounting, ERP, WMS and approval-workflow systems (dotted
labels, a customer's number in brackets or before its name, a column table of one row), OCR-style noisy scans
(letters spaced apart, O for 0 and l for 1 inside labels, numbers and dates, labels broken over two lines), two
columns that tesseract reads side by side, letters with the customer's address block and account number above the
subject, forwarded and quoted e-mail chains naming several ids of which one is this document's, customer numbers as
"Acct", "Client no.", "Kundennr.", "Member ID", "Cust. ID", "client_number", amounts grouped by apostrophes, dots,
commas and spaces (CHF 1'349.00, 184.500,00 RSD, 528 320 Ft), dates in words of other languages ("2026. április
7.", "9 de junio de 2026", "14-AUG-2026"), refunds partly approved, deadlines stated relatively ("within 14 days of
this letter") and remittance advices without a status word.

Same format and truth conventions as `tests/fields_fresh_docs.py` (its module docstring), `tests/fields_fresh_docs3.py`
and `tests/fields_fresh_docs4.py`; scored with the shared `score()`. An OCR look-alike inside a number (O for 0, l for
1) is truth as the number meant ("2l.04.2026" is 2026-04-21, "KH-0O4471" is "KH-004471"). A deadline "within N days
of this letter" counts from the letter's date. A partly approved refund is "approved" with the approved amount; the
amount the customer claimed is no eligible amount. A customer's PO on a dispatch advice is the order. A remittance
advice or a credit alert is "executed" though no status word is printed.

Scored with `score()` (benchmarks.scoring.field_equal, the benchmark's judge):
    untouched (main at 4ec6b90, before any change of this round):
        field accuracy 0.662 (184 of 278 stated fields), doc type 37/40,
        hallucinated 1 of 54 null slots, currency 30/43
    after this round's fixes (method changes, each with its own test in tests/test_fresh_fields5.py):
        field accuracy 0.881 (245 of 278), doc type 37/40, hallucinated 0 of 54, currency 40/43
    merged with main at 1cc19f8 (another helper's doc-type changes: the forwarded invoice read as a letter, the
    forwarded dispatch advice as an invoice, their fields with them):
        field accuracy 0.853 (237 of 278), doc type 35/40, hallucinated 0 of 54, currency 37/43
    Left: three doc types (a refusal read as a payment through another request's "was refunded in full", a chat's
    approval read as a request, a letter chasing an agreed refund read as a request: another helper's part), "Nº:
    A-0041187" and "N.º FT 2026/1184" under a right-hand "FATURA" heading as invoice numbers, "Ihre Bestellung ..: vom
    02.08.2026" as the order date, "€   922.00" (three spaces after the sign) as euros, "Thanks, Aigerim!" closing a
    shop's SMS, "Customer:" with its value on the next line beside a right-hand column, a Romanian greeting ("Buna ziua
    Ioana") whose full name stands in the quoted "wrote:" line, labels broken inside a word by a space or a hyphenated
    line break ("Cus- / tomer", "Or der", "Track ing no.", "Reas on", "Cl ient no.", "Request N o."), "expect it on
    Thursday 5 March", "Guide no." as the tracking number and a carrier that sends the SMS ("Servientrega: Hi ..."),
    reasons in prose without "because" and a call log's third person ("Client says the jar cracked", "Client needs the
    money back by ..."), "CALL LOG #CR-26-3318" as the case, "Payer" read as the cue "payee" by the fuzzy cue match,
    "RFND/.../ORD 55012" as the order, "réf." with its accent, a From: header with an address after the name, a prose
    product and fault, "Your credit note ref." as the case, a letterhead's firm signing a business letter, a signature
    under a letter in the customer's voice.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

FRESH5_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- invoice
("invoice", """RECHNUNG                                                        Seite 1/1
Alpkäserei Gantrisch AG · Dorfstrasse 8 · 3150 Schwarzenburg · CHE-123.456.789 MWST

Rechnungs-Nr. ....: 2026-00731
Datum ............: 14.08.2026
Kundennr. ........: 10-4471
Ihre Bestellung ..: vom 02.08.2026
Empfänger ........: Hotel Steinbock Lauenen AG

Pos Art.-Nr.  Bezeichnung                    Menge    Betrag CHF
001 K-118     Bergkäse 12 Mt. (kg)            40.0      1'120.00
002 K-204     Raclette am Stück (kg)          25.0        612.50
                                  Total netto           1'732.50
                                  MWST 2.6 %               45.05
                                  Total CHF             1'777.55
Zahlbar innert 30 Tagen netto.
""", dict(invoice_number="2026-00731", order_id=None, customer_id="10-4471", customer_name="Hotel Steinbock Lauenen AG",
          document_date="2026-08-14", order_date="2026-08-02", subtotal=M("1732.50", "CHF"),
          tax_amount=M("45.05", "CHF"), order_total=M("1777.55", "CHF"))),
("invoice", """ADEBOYE 0FFICE SUPPLIES LTD
14 Allen Avenue, lkeja, Lagos
RC 1184402

I N V O I C E

lnvoice No : AOS/26/0418          Date: O3/02/2026
Cust. Acct : 002291
Bill to    : Chukwuemeka Obi & Sons Ltd
             22 Ago Palace Way, Okota

Qty  Description              Unit          Amount
10   A4 paper (ream)          6,500.00      65,000.00
 4   Toner cartridge 85A     38,750.00     155,000.00
                  Sub-total            ₦220,000.00
                  VAT 7.5%              ₦16,5OO.00
                  T0TAL DUE            ₦236,500.00
""", dict(invoice_number="AOS/26/0418", order_id=None, customer_id="002291", customer_name="Chukwuemeka Obi & Sons Ltd",
          document_date="2026-02-03", order_date=None, subtotal=M("220000.00", "NGN"), tax_amount=M("16500.00", "NGN"),
          order_total=M("236500.00", "NGN"))),
("invoice", """Cerâmica Vale do Lis, Lda.                 FATURA / INVOICE
Zona Industrial, Lote 7                    N.º FT 2026/1184
2400-016 Leiria                            Data: 2026-03-19
NIF 509 123 456                            Vencimento: 2026-04-18
Cliente / Customer                         Nº Cliente: C-0877
Casa dos Azulejos Unipessoal Lda           Encomenda: ENC-4471
Rua do Almada 210, Porto

Descrição                 Qtd.   Preço       Total
Azulejo 15x15 (m2)        120    18,50 €     2.220,00 €
Rodapé cerâmico (m)        60     7,25 €       435,00 €
Base tributável                              2.655,00 €
IVA 23%                                        610,65 €
Total a pagar                                3.265,65 €
""", dict(invoice_number="FT 2026/1184", order_id="ENC-4471", customer_id="C-0877",
          customer_name="Casa dos Azulejos Unipessoal Lda", document_date="2026-03-19", order_date=None,
          subtotal=M("2655.00", "EUR"), tax_amount=M("610.65", "EUR"), order_total=M("3265.65", "EUR"))),
("invoice", """From: Dana Levi <dana@levi-optics.example.co.il>
To: ap@galilee-clinics.example.co.il
Subject: FW: Invoice 7731 - replaces invoice 7702
Date: Mon, 9 Nov 2026 10:12

Hi, forwarding the corrected invoice below. Please disregard invoice 7702 (sent 2 Nov) and our quote Q-2290.

---------- Forwarded message ----------
From: Levi Optics Billing <billing@levi-optics.example.co.il>
Date: Mon, 9 Nov 2026 09:58
Subject: Invoice 7731

TAX INVOICE 7731
Date: 09/11/2026
Customer: Galilee Eye Clinics Ltd.
Customer no. 5108
Your order: PO-26-0930

Slit lamp bulbs x 12               ₪ 2,160.00
Lens cleaning kits x 30            ₪ 1,350.00
Total before VAT                   ₪ 3,510.00
VAT 18%                              ₪ 631.80
Total                              ₪ 4,141.80
""", dict(invoice_number="7731", order_id="PO-26-0930", customer_id="5108", customer_name="Galilee Eye Clinics Ltd",
          document_date="2026-11-09", order_date=None, subtotal=M("3510.00", "ILS"), tax_amount=M("631.80", "ILS"),
          order_total=M("4141.80", "ILS"))),
("invoice", """Tisza Nyomda Kft.
6720 Szeged, Kárász utca 9.
Adószám: 12345678-2-06

Számla / Invoice

Vevő / Buyer:
Dél-Alföldi Borház Kft.
6800 Hódmezővásárhely
Andrássy út 41.
Vevőkód / Account: V-20931

Számlaszám / Invoice no.: TN-2026-00588
Kelte / Issued: 2026. április 7.
Teljesítés / Delivery: 2026. április 3.

Borcímke nyomtatás (5000 db)          180 000 Ft
Doboz nyomtatás (400 db)              236 000 Ft
Nettó összesen / Net total            416 000 Ft
ÁFA 27%                               112 320 Ft
Bruttó / Gross total                  528 320 Ft
""", dict(invoice_number="TN-2026-00588", order_id=None, customer_id="V-20931", customer_name="Dél-Alföldi Borház Kft",
          document_date="2026-04-07", order_date=None, subtotal=M("416000", "HUF"), tax_amount=M("112320", "HUF"),
          order_total=M("528320", "HUF"))),
("invoice", """e-Factura
Nº: A-0041187
Tipo de moneda: UYU
Fecha de comprobante: 28/05/2026
RUT emisor: 211234560017
Distribuidora Costa Oriental S.R.L. - Montevideo

RUT receptor: 217654320011
Razón social / Client: Supermercado La Paloma S.A.
Código de cliente / Client code: 3318
Orden de compra / PO: OC 1107

Detalle                      Cant.   Importe
Aceite de girasol 900 ml     240     $ 21.360,00
Yerba mate 1 kg              120     $ 22.800,00
Subtotal gravado                     $ 44.160,00
IVA 22%                               $ 9.715,20
Total $U                             $ 53.875,20
""", dict(invoice_number="A-0041187", order_id="OC 1107", customer_id="3318", customer_name="Supermercado La Paloma S.A",
          document_date="2026-05-28", order_date=None, subtotal=M("44160.00", "UYU"), tax_amount=M("9715.20", "UYU"),
          order_total=M("53875.20", "UYU"))),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Subject: Order 88104-UA received / Замовлення прийнято
From: Karpaty Tea House <orders@karpatytea.example.ua>

Dear Oksana Melnyk,

Thank you for ordering from Karpaty Tea House.

Order no.: 88104-UA
Placed: 4 Feb 2026, 18:22
Client no.: 0017-3390
Total: 2 346,50 ₴
Delivery by Nova Poshta to branch No. 12, Ivano-Frankivsk, expected on 7 Feb 2026.
""", dict(order_id="88104-UA", customer_id="0017-3390", customer_name="Oksana Melnyk", order_date="2026-02-04",
          order_total=M("2346.50", "UAH"), delivery_estimate="2026-02-07")),
("order_confirmation", """SALES ORDER CONFIRMATION                                   Page 1
=============================================================
Order          : S05518
Order date     : 11/06/2026
Customer       : [KUP-0412] Gostilna Pri Lipi d.o.o.
Salesperson    : Matej Kranjc
Expected date  : 18/06/2026
-------------------------------------------------------------
Product                          Qty      Price      Amount
[PV-20] Wine glass, 0.2 l        240      2.10       504.00
[PV-31] Carafe 1 l                36      9.90       356.40
-------------------------------------------------------------
Untaxed amount                                       860.40
VAT 22%                                              189.29
Total                                            EUR 1,049.69
""", dict(order_id="S05518", customer_id="KUP-0412", customer_name="Gostilna Pri Lipi d.o.o", order_date="2026-06-11",
          order_total=M("1049.69", "EUR"), delivery_estimate="2026-06-18")),
("order_confirmation", """Dala Fresh: Order #KZ-550187 confirmed. 3 items, total 18 450 ₸. Courier will deliver on 12.03.2026 between 10:00-14:00. Thanks, Aigerim!
""", dict(order_id="KZ-550187", customer_id=None, customer_name="Aigerim", order_date=None,
          order_total=M("18450", "KZT"), delivery_estimate="2026-03-12")),
("order_confirmation", """Aegean Marine Chandlers S.A.               ORDER CONFIRMATION
Akti Miaouli 45, Piraeus                   Order ref.     AMC-26-1184
VAT EL 099123456                           Order date     05 May 2026
                                           Customer code  4410-GR
Customer:                                  Delivery       by 09 May 2026
Papadakis Yachting I.K.E.
Marina Zea, berth 14

Antifouling paint 2.5 l   x 6        €   534.00
Mooring line 16 mm x 50 m x 2        €   388.00
Total incl. VAT 24%                  €   922.00
""", dict(order_id="AMC-26-1184", customer_id="4410-GR", customer_name="Papadakis Yachting I.K.E", order_date="2026-05-05",
          order_total=M("922.00", "EUR"), delivery_estimate="2026-05-09")),
("order_confirmation", """From: comenzi@atelierul-de-lemn.example.ro
To: ioana.dumitrescu@example.ro
Subject: Re: Re: Comanda / Order CMD-20931 - confirmare

Buna ziua Ioana,

We confirm your order CMD-20931 placed on 14.09.2026 (it replaces your earlier cart CMD-20904, which we cancelled).
Total de plata / Total: 1.840,00 lei
Livrare / Delivery: 21.09.2026 with Fan Courier.

Cu stima,
Atelierul de Lemn

> On 13.09.2026 Ioana Dumitrescu wrote:
> Hello, can you change order CMD-20904 to the oak version? My client code is RO-7731.
""", dict(order_id="CMD-20931", customer_id="RO-7731", customer_name="Ioana Dumitrescu", order_date="2026-09-14",
          order_total=M("1840.00", "RON"), delivery_estimate="2026-09-21")),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """OTPREMNICA / DELIVERY N0TE            Br. 0T-2026-0588
Jadran Vodoinstalacije d.o.o., Split

Kupac / Cus-
tomer: Hotel Marjan Vidik d.o.o.
Narudžba / Or der: NR-4471
Datum otpreme / Ship date: 2l.04.2026
Prijevoznik / Carrier: Overseas Express
Br. pošiljke / Track ing no.: 4410 2291 0087
""", dict(order_id="NR-4471", customer_id=None, customer_name="Hotel Marjan Vidik d.o.o", tracking_number="4410 2291 0087",
          carrier="Overseas Express", ship_date="2026-04-21", delivery_estimate=None)),
("shipping_notice", """Hi Jānis,

Good news - the 2 boxes of birch plywood for order LV-30187 left our Riga warehouse this morning (Tuesday 3 March 2026) with DPD Latvija. Your parcel number is 05809023112847. DPD normally delivers within 2 working days, so expect it on Thursday 5 March.

If nobody is at home, the courier will leave it at the nearest Pickup point.

Kind regards,
Baltic Ply Store
Customer account: BPS-1187
""", dict(order_id="LV-30187", customer_id="BPS-1187", customer_name="Jānis", tracking_number="05809023112847",
          carrier="DPD Latvija", ship_date="2026-03-03", delivery_estimate="2026-03-05")),
("shipping_notice", """SHIPMENT REPORT - Mekong Garment Accessories Co., Ltd. (Phnom Penh)
Printed 2026-07-22 08:14 by WMS

Shipment   SO No.      Consignee                           Ship Date    Carrier       AWB
SHP-7718   SO-26-441   Angkor Apparel Manufacturing Ltd    2026-07-21   DHL Express   3318447102
""", dict(order_id="SO-26-441", customer_id=None, customer_name="Angkor Apparel Manufacturing Ltd",
          tracking_number="3318447102", carrier="DHL Express", ship_date="2026-07-21", delivery_estimate=None)),
("shipping_notice", """Servientrega: Hi María José Cevallos, your order 77-4410 from TiendaQuito was dispatched on 16/10/2026. Guide no. 1022 8841 77. Estimated delivery 19/10/2026.
""", dict(order_id="77-4410", customer_id=None, customer_name="María José Cevallos", tracking_number="1022 8841 77",
          carrier="Servientrega", ship_date="2026-10-16", delivery_estimate="2026-10-19")),
("shipping_notice", """Subject: FW: Dispatch advice DA-2026-3391 / your PO 88-117
From: Stefan Georgiev <s.georgiev@rila-tools.example.bg>
To: purchasing@plovdiv-build.example.bg
Date: 27.11.2026

Dear colleagues,

see below - your order left us today. The invoice (No. 0000004418) follows by post.

Stefan Georgiev
Sales, Rila Tools Ltd.

-----Original Message-----
From: Warehouse <wh@rila-tools.example.bg>
Sent: 27.11.2026 11:40
Subject: Dispatch advice DA-2026-3391

Customer: Plovdiv Build EOOD (acct 30-0412)
Customer PO: 88-117
Dispatched: 27.11.2026 via Speedy, waybill 61 2209 4471
Expected delivery: 30.11.2026
""", dict(order_id="88-117", customer_id="30-0412", customer_name="Plovdiv Build EOOD", tracking_number="61 2209 4471",
          carrier="Speedy", ship_date="2026-11-27", delivery_estimate="2026-11-30")),
# ---------------------------------------------------------------- refund_request
("refund_request", """Claudia Hoffmann
Lindenstraße 22
04109 Leipzig

Elbtal Küchentechnik GmbH
Kundenservice
Hafenstraße 5
01067 Dresden

Leipzig, 12. März 2026

Kundennr.: 7700-1832
Auftrag / Order: A-26-00917

Refund for a returned espresso machine

Dear Sir or Madam,

on 2 March I returned the espresso machine from the above order, because the pump leaked water onto the counter from the first day. Your carrier confirmed the pick-up. I ask you to refund the purchase price of 649,00 € within 14 days of this letter.

Yours faithfully,
Claudia Hoffmann
""", dict(case_number=None, order_id="A-26-00917", customer_id="7700-1832", customer_name="Claudia Hoffmann",
          document_date="2026-03-12", refund_requested=M("649.00", "EUR"),
          return_reason="the pump leaked water onto the counter from the first day", customer_deadline="2026-03-26",
          customer_expectation="I ask you to refund the purchase price of 649,00 € within 14 days of this letter")),
("refund_request", """RETURN / REFUND F0RM
Kavkasia Home Appliances LLC, Tbilisi

Ful l name: Nino Beridze
Member ID: KH-0O4471
0rder No.: 2026/118/22
Date: 0l.06.2026
Amount to be refunded: ₾ 1,2l9.00
Reas on for return: The fridge door seal is torn and the freezer frosts up
I would like the money back by 15.06.2026
""", dict(case_number=None, order_id="2026/118/22", customer_id="KH-004471", customer_name="Nino Beridze",
          document_date="2026-06-01", refund_requested=M("1219.00", "GEL"),
          return_reason="The fridge door seal is torn and the freezer frosts up", customer_deadline="2026-06-15",
          customer_expectation="I would like the money back by 15.06.2026")),
("refund_request", """Web form submission - Teranga Electronics (Dakar)
--------------------------------------------------
submitted_at: 2026-08-19 21:07:44
full_name: Aminata Diallo
client_number: TE-55018
order_reference: CMD-2026-7731
request_type: refund
amount_requested: 85 000 FCFA
reason: the phone screen flickers and the touch does not respond in the lower half
message: I need the refund before my trip on 30/08/2026.
""", dict(case_number=None, order_id="CMD-2026-7731", customer_id="TE-55018", customer_name="Aminata Diallo",
          document_date="2026-08-19", refund_requested=M("85000", "XOF"),
          return_reason="the phone screen flickers and the touch does not respond in the lower half",
          customer_deadline="2026-08-30", customer_expectation="I need the refund before my trip on 30/08/2026")),
("refund_request", """From: Mateus Ferreira <mateus.f@example.pt>
To: apoio@surfline-lisboa.example.pt
Subject: Fwd: Your order SL-60418 has shipped   [Ticket #TK-88120]
Date: Thu, 22 Oct 2026 09:31

Hello,

I am writing again about ticket TK-88120. The wetsuit from the order below arrived in size L instead of M. I sent it back on 15 October (return label RT-5521). Please refund the 189,95 € to my card. My previous order SL-59002 is fine, this is only about SL-60418. I expect the refund by the end of the month.

Mateus Ferreira

---------- Forwarded message ---------
From: Surfline Lisboa <noreply@surfline-lisboa.example.pt>
Date: 12 Oct 2026
Subject: Your order SL-60418 has shipped

Order SL-60418 - Wetsuit 4/3 mm (M) - 189,95 €
""", dict(case_number="TK-88120", order_id="SL-60418", customer_id=None, customer_name="Mateus Ferreira",
          document_date="2026-10-22", refund_requested=M("189.95", "EUR"),
          return_reason="The wetsuit from the order below arrived in size L instead of M", customer_deadline="2026-10-31",
          customer_expectation="I expect the refund by the end of the month")),
("refund_request", """CALL LOG #CR-26-3318
Agent: Valeria Mora   |   Line: Customer care   |   14/05/2026 11:05
Client: Esteban Vargas Solís, client no. 118-0447
Topic: refund - order 2026-5510 (blender Licuadora Pro 900)
Notes: Client says the jar cracked on first use. Wants ₡ 64.900 refunded to his card. Client needs the money back by 21/05/2026.
""", dict(case_number="CR-26-3318", order_id="2026-5510", customer_id="118-0447", customer_name="Esteban Vargas Solís",
          document_date="2026-05-14", refund_requested=M("64900", "CRC"), return_reason="the jar cracked on first use",
          customer_deadline="2026-05-21", customer_expectation="Client needs the money back by 21/05/2026")),
# ---------------------------------------------------------------- refund_approval
("refund_approval", """Moselle Électroménager S.à r.l.
12, route d'Esch
L-1470 Luxembourg

Mr Paul Schmit
4, rue des Vignes
L-5401 Ahn

Account no.: 0044-1187
Our ref.: RMB/2026/0931
Luxembourg, 6 July 2026

Your refund claim for order 26-77104

Dear Mr Schmit,

We have examined the dishwasher you returned. The appliance itself is undamaged, but the accessories basket was missing. Of the EUR 899.00 you claimed, we have therefore approved EUR 820.00. The amount will be transferred to your account within 10 days of this letter.

Yours sincerely,
Customer Relations
""", dict(case_number="RMB/2026/0931", order_id="26-77104", customer_id="0044-1187", customer_name="Paul Schmit",
          approval_date="2026-07-06", refund_eligible=None, refund_approved=M("820.00", "EUR"), fee_waiver_percent=None,
          promised_date="2026-07-16", refund_status="approved")),
("refund_approval", """R EFUND DECISl0N
Tatra Šport s.r.o., Poprad

Case n o.: TS-R-2026-1l8
Customer: Martin Horváth
0rder: 5540-118
Date of decision: 2O.0l.2026

Decisi0n: APPR0VED
Approved am ount: 74,90 EUR
Refund will be paid by: 27.0l.2026
""", dict(case_number="TS-R-2026-118", order_id="5540-118", customer_id=None, customer_name="Martin Horváth",
          approval_date="2026-01-20", refund_eligible=None, refund_approved=M("74.90", "EUR"), fee_waiver_percent=None,
          promised_date="2026-01-27", refund_status="approved")),
("refund_approval", """Subject: RE: RE: Refund request no. 2291 (order VP-55018)
From: Vilnius Pet Supplies <help@vilniuspet.example.lt>
To: Rūta Kazlauskienė
Date: 3 September 2026

Dear Rūta Kazlauskienė,

Thank you for your patience. We have reviewed your request no. 2291 again. The cat tree was assembled and used for several weeks, so it cannot be returned under our 14-day policy, and we must decline the refund. Your earlier request no. 2107 (order VP-54410) was refunded in full in July.

Kind regards,
Vilnius Pet Supplies

> From: Rūta Kazlauskienė
> Sent: 28 August 2026
> Please reconsider my request no. 2291, I paid EUR 129.00 for the cat tree.
""", dict(case_number="2291", order_id="VP-55018", customer_id=None, customer_name="Rūta Kazlauskienė",
          approval_date=None, refund_eligible=None, refund_approved=None, fee_waiver_percent=None,
          promised_date=None, refund_status="rejected")),
("refund_approval", """APPROVAL WORKFLOW - CREDIT NOTE REQUEST
System: FinDesk 4.2   Export: 2026-12-14 16:02

Request ID ........ CNR-000318
Customer .......... 20044 Beogradska Pekara Zlatni Klas d.o.o.
Original invoice .. 26-INV-004471
Requested amount .. 184.500,00 RSD
Eligible amount ... 150.000,00 RSD
Handling fee ...... 5 % (waived 100 %)
Approved amount ... 150.000,00 RSD
Status ............ APPROVED
Approved by ....... N. Petrović on 14.12.2026
Credit to be issued by 21.12.2026
""", dict(case_number="CNR-000318", order_id=None, customer_id="20044", customer_name="Beogradska Pekara Zlatni Klas d.o.o",
          approval_date="2026-12-14", refund_eligible=M("150000.00", "RSD"), refund_approved=M("150000.00", "RSD"),
          fee_waiver_percent="100", promised_date="2026-12-21", refund_status="approved")),
("refund_approval", """[02/04/2026 09:12] Selam Tesfaye: Hello, any news on my refund for order ET-3318?
[02/04/2026 09:30] Habesha Leather Works: Good morning Selam. Yes, the manager approved it today: 2,450 Birr will be sent back to your telebirr wallet by Friday 03/04/2026.
[02/04/2026 09:31] Selam Tesfaye: Thank you!
""", dict(case_number=None, order_id="ET-3318", customer_id=None, customer_name="Selam Tesfaye",
          approval_date="2026-04-02", refund_eligible=None, refund_approved=M("2450", "ETB"), fee_waiver_percent=None,
          promised_date="2026-04-03", refund_status="approved")),
("refund_approval", """AUTORIZACIÓN DE REEMBOLSO / REFUND AUTHORIZATION
Caribe Motores S.R.L. - Santo Domingo
Caso / Case: DR-RMA-4471
Cliente / Customer: Yokasta Peña        Cód. cliente / Cust. code: CM-30918
Fecha / Date: 9 de junio de 2026

Monto reembolsable / Refundable amount:           RD$ 12,400.00
Cargo por reposición / Restocking fee (20%):      RD$ 2,480.00 - 50% exonerado / waived
Monto aprobado / Approved amount:                 RD$ 11,160.00
Se acreditará antes del / To be credited before:  16/06/2026
""", dict(case_number="DR-RMA-4471", order_id=None, customer_id="CM-30918", customer_name="Yokasta Peña",
          approval_date="2026-06-09", refund_eligible=M("12400.00", "DOP"), refund_approved=M("11160.00", "DOP"),
          fee_waiver_percent="50", promised_date="2026-06-16", refund_status="approved")),
# ---------------------------------------------------------------- refund_execution
("refund_execution", """ZAHLUNGSAVIS / REMITTANCE ADVICE
Zahlungslauf 2026-09-30 / Payment run
Zahlender / Payer: Velohaus Aare GmbH, Bern

Begünstigter / Payee:     Sandra Keller
Kundennummer:             KD-88041
Betrag / Amount:          CHF 1'349.00
Valuta / Value date:      30.09.2026
Referenz / Reference:     ZL-2026-09-0417
Verwendungszweck:         Rückerstattung Retoure E-Bike-Akku, Bestellung 2026-3318
""", dict(case_number=None, order_id="2026-3318", customer_id="KD-88041", customer_name="Sandra Keller",
          refund_executed=M("1349.00", "CHF"), execution_date="2026-09-30", payment_reference="ZL-2026-09-0417",
          refund_status="executed")),
("refund_execution", """Subject: Credit Alert: NGN 45,750.00
From: alerts@zenithbridge-bank.example.ng

Dear OLUWASEUN ADEYEMI,

A credit transaction has occurred on your account 01****7731.

Description : RFND/EKO GADGETS/ORD 55012
Amount      : NGN 45,750.00
Value Date  : 14-AUG-2026
Reference   : 000015260814103355120091
Balance     : NGN 212,330.18
""", dict(case_number=None, order_id="55012", customer_id=None, customer_name="OLUWASEUN ADEYEMI",
          refund_executed=M("45750.00", "NGN"), execution_date="2026-08-14", payment_reference="000015260814103355120091",
          refund_status="executed")),
("refund_execution", """Athens, 18/02/2026

Ms Eleni Georgiou
Client no. 30-00917

Re: Your return RMA-GR-2209

Dear Ms Georgiou,

We confirm that on 17/02/2026 we refunded €1.249,00 to your Visa card ending 4410 for the returned laptop (order 104-2291-33). Depending on your bank, the amount may take 3-5 days to appear. The transaction reference is 7F3K29QX.

Kind regards,
Hellas Computer Store
""", dict(case_number="RMA-GR-2209", order_id="104-2291-33", customer_id="30-00917", customer_name="Eleni Georgiou",
          refund_executed=M("1249.00", "EUR"), execution_date="2026-02-17", payment_reference="7F3K29QX",
          refund_status="executed")),
("refund_execution", """AVIS DE REMB0URSEMENT / REFUND N0TICE
Carthage Optique SARL - Tunis

Client: Sami Ben Salah            N° client: 0O7718
Montant remboursé / Amount refunded: 2l4,500 TND
Date: 1l/03/2026
Mode: virement / bank transfer, réf. VIR-26-0311-08
Statut / Status: Remboursé
""", dict(case_number=None, order_id=None, customer_id="007718", customer_name="Sami Ben Salah",
          refund_executed=M("214.500", "TND"), execution_date="2026-03-11", payment_reference="VIR-26-0311-08",
          refund_status="executed")),
("refund_execution", """Your refund of ₮185,000 from Nomad Outdoor LLC for order NO-26-0771 was credited to your QPay wallet on 2026.05.09. Txn ID: QP2605091188204.
""", dict(case_number=None, order_id="NO-26-0771", customer_id=None, customer_name=None,
          refund_executed=M("185000", "MNT"), execution_date="2026-05-09", payment_reference="QP2605091188204",
          refund_status="executed")),
# ---------------------------------------------------------------- warranty_form
("warranty_form", """WARRANTY SERVICE REQUEST
Dnipro Tech Service Centre

Request N o.: WS-26-0l18
Date: 1O.O3.2026
Customer
name: Andriy Kovalenko
Client
no.: 55-0187
Product: Washing machine AquaLux WM-712
Serial
No.: WM712-UA-88410
Fault description: drum does not spin and the machine shows error E21
""", dict(case_number="WS-26-0118", order_id=None, customer_id="55-0187", customer_name="Andriy Kovalenko",
          document_date="2026-03-10", product_name="Washing machine AquaLux WM-712", serial_number="WM712-UA-88410",
          issue_description="drum does not spin and the machine shows error E21", customer_deadline=None)),
("warranty_form", """Douala, 4 November 2026

To: After-Sales Service, Wouri Solar Systems SARL
From: Emmanuel Nkemelu, Bonapriso, Douala
Customer account: WSS/0412

Subject: Warranty claim - inverter, order WS-2026-188

Dear Sir/Madam,

The SunMax 3 kW inverter that your technicians installed in June stopped charging the batteries. Its serial number is SMX3K-0622-4471. It is still within the two-year warranty. I need it repaired or replaced within 10 days of this letter, as the shop runs on it.

Yours faithfully,
Emmanuel Nkemelu
""", dict(case_number=None, order_id="WS-2026-188", customer_id="WSS/0412", customer_name="Emmanuel Nkemelu",
          document_date="2026-11-04", product_name="SunMax 3 kW inverter", serial_number="SMX3K-0622-4471",
          issue_description="stopped charging the batteries", customer_deadline="2026-11-14")),
("warranty_form", """SERVICE TICKET                                   Yerevan Appliance Care
Ticket: YAC-77120                                Opened: 2026-02-11
Customer: Ani Hakobyan                           Cust. ID: 10-3318
Phone: +374 91 000 000                           Purchase: order 2291-AM
Item: Coffee machine Brevio CM-5                 S/N: CM5-2025-3391
Warranty: valid until 2027-05-01
Complaint: leaks water from the bottom when brewing
""", dict(case_number="YAC-77120", order_id="2291-AM", customer_id="10-3318", customer_name="Ani Hakobyan",
          document_date="2026-02-11", product_name="Coffee machine Brevio CM-5", serial_number="CM5-2025-3391",
          issue_description="leaks water from the bottom when brewing", customer_deadline=None)),
("warranty_form", """=== Warranty claim (online form) ===
Name ............... Lucía Benítez
Email .............. lucia.benitez@example.com.py
Member ID .......... m-220417
Order number ....... PY-88041
Product ............ Ventilador de techo Brisa 52"
Serial number ...... BR52-1904-771
Purchase date ...... 12/01/2026
Describe the problem: The fan wobbles strongly at the highest speed and makes a clicking noise.
Submitted .......... 03/03/2026 22:14
""", dict(case_number=None, order_id="PY-88041", customer_id="m-220417", customer_name="Lucía Benítez",
          document_date="2026-03-03", product_name='Ventilador de techo Brisa 52"', serial_number="BR52-1904-771",
          issue_description="The fan wobbles strongly at the highest speed and makes a clicking noise",
          customer_deadline=None)),
# ---------------------------------------------------------------- customer_letter
("customer_letter", """Bäckerei Sonnenkorn GmbH
Hauptstraße 41
79098 Freiburg

Müllerei Breisgau AG
Buchhaltung
Mühlenweg 3
79100 Freiburg

Freiburg, 20.10.2026

Kundennr. 40-1187
Your credit note ref.: GS-2026-0517

Credit note for the spoiled flour delivery

Dear Sir or Madam,

on 2 October you approved a credit of 1.320,00 € for the mouldy flour in delivery LS-88120. The credit has still not appeared on our account statement. We expect the credit to be booked within 7 days of this letter.

Kind regards
Bäckerei Sonnenkorn GmbH
""", dict(case_number="GS-2026-0517", order_id=None, customer_id="40-1187", customer_name="Bäckerei Sonnenkorn GmbH",
          document_date="2026-10-20", refund_approved=M("1320.00", "EUR"), customer_deadline="2026-10-27",
          customer_expectation="We expect the credit to be booked within 7 days of this letter")),
("customer_letter", """From: Yael Cohen <yael.cohen@example.co.il>
To: service@negev-outdoor.example.co.il
Subject: Still waiting - refund for order NO-44718 (your case 26-0931)
Date: 15 Dec 2026

Hello,

On 1 December your agent Avi wrote that the refund of ₪ 1,180.00 for the tent was approved. Two weeks later nothing has reached my card. I would like the money back by 20 December, or I will file a chargeback with my bank.

Yael Cohen
Member no. 880-1204

> On 1 Dec 2026, Avi (Negev Outdoor) wrote:
> Your refund of ₪ 1,180.00 has been approved and will be credited within 7 business days.
""", dict(case_number="26-0931", order_id="NO-44718", customer_id="880-1204", customer_name="Yael Cohen",
          document_date="2026-12-15", refund_approved=M("1180.00", "ILS"), customer_deadline="2026-12-20",
          customer_expectation="I would like the money back by 20 December, or I will file a chargeback with my bank")),
("customer_letter", """Tashkent, 05.O5.2026

To: Samarkand Carpets Online
Cl ient no.: UZ-0O918
0rder: SC-2026-3391

Dear team,

You agreed on 28 April to refund 1 250 000 so'm for the carpet that arrived with a torn edge, but I have not received anything. I must have the money before 15.05.2026 because I am moving abroad.

Dilnoza Karimova
""", dict(case_number=None, order_id="SC-2026-3391", customer_id="UZ-00918", customer_name="Dilnoza Karimova",
          document_date="2026-05-05", refund_approved=M("1250000", "UZS"), customer_deadline="2026-05-15",
          customer_expectation="I must have the money before 15.05.2026 because I am moving abroad")),
("customer_letter", """Tirana, 9 September 2026

Adriatik Furniture sh.p.k.
Customer service

Client code: AF-2209
Order: 26/0771

Dear Sir or Madam,

The wardrobe I ordered on 10 August was promised for the end of August. It has still not been delivered and nobody answers the phone. I expect delivery within 10 days of this letter, otherwise I will cancel the order.

Regards,
Erion Hoxha
""", dict(case_number=None, order_id="26/0771", customer_id="AF-2209", customer_name="Erion Hoxha",
          document_date="2026-09-09", refund_approved=None, customer_deadline="2026-09-19",
          customer_expectation="I expect delivery within 10 days of this letter, otherwise I will cancel the order")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(FRESH5_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields_fresh_docs5
    from tests.fields_fresh_docs import report

    report(score())
