"""A check set for the third fresh round of field extraction (issue 9), written AFTER that round's fixes
(`tests/fields_fresh_docs3.py`) in wording of its own and never tuned on: no rule was changed after scoring it.
Made-up businesses in countries neither fresh set used (Botswana, Trinidad, Bangladesh, Tanzania, Nepal, Cyprus,
Uganda, Gibraltar, Zambia, Rwanda, Malawi, Guyana, Namibia, the Bahamas, Brunei, Belize, Sri Lanka, Samoa).
Same truth conventions as `tests/fields_fresh_docs.py`; scored with its `score()`.

    main (aaab94a, before the third round):  field accuracy 0.742 (89 of 120 stated fields), doc type 19/20,
                                             hallucinated 0 of 43 null slots, currency 14/19
    after the third round's fixes (scored once, untouched by further changes):
                                             field accuracy 0.775 (93 of 120), doc type 19/20, hallucinated 0 of 43,
                                             currency 17/19
    Missed after the fixes: a one-line SMS or mobile-money notice ("... for Chanda Mwila (order ...)", "You have
    received UGX 65,000 from ..." read as a request), values before their labels ("OA-6610   our order reference"),
    "Booked by" / "Booking made", "Pick-up:" as the delivery, "Excl. VAT" alone as the net label, a label's second word
    taken into its value ("Problem noticed: ..."), "binti" in a Malay name, a name after "Namaste" or in a signature
    after a non-English closing ("Fa'afetai,"), a prose product ("The Prima 1.8L rice cooker I bought ...").
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK3_DOCS: list[tuple[str, str, dict]] = [
("invoice", """MOREMI PLUMBING & GAS (PTY) LTD
Plot 1120, Broadhurst, Gaborone

TAX INVOICE
Inv. Ref.: MPG-0917
Issued: 9 April 2026
Client A/C: GAB-3310
Client: Kagiso Molefe
Job: geyser replacement, 150 L

Labour                         P 1 200.00
Geyser 150 L                   P 4 350.00
Excl. VAT                      P 5 550.00
VAT 14%                          P 777.00
Amount Due                     P 6 327.00
""", dict(invoice_number="MPG-0917", order_id=None, customer_id="GAB-3310", customer_name="Kagiso Molefe",
          document_date="2026-04-09", order_date=None, subtotal=M("5550.00", "BWP"), tax_amount=M("777.00", "BWP"),
          order_total=M("6327.00", "BWP"))),
("invoice", """Caroni Pool & Spa Services Ltd
Chaguanas, Trinidad W.I.

INVOICE

Date          Invoice No.    Account       Your Ref
14/08/2026    CPS-44190      TT-0912       PO-7731

Bill to: Mrs. Anjali Ramdial, 5 Orchid Drive, Chaguanas

Monthly pool maintenance (August)          TT$ 950.00
Chemicals                                  TT$ 310.00
Subtotal                                 TT$ 1,260.00
VAT 12.5%                                  TT$ 157.50
Total                                    TT$ 1,417.50
""", dict(invoice_number="CPS-44190", order_id="PO-7731", customer_id="TT-0912", customer_name="Anjali Ramdial",
          document_date="2026-08-14", order_date=None, subtotal=M("1260.00", "TTD"), tax_amount=M("157.50", "TTD"),
          order_total=M("1417.50", "TTD"))),
("invoice", """Invoice #DH-2207 dated 03.05.2026 for Rahim Uddin (client code 88-107): 2 x ceiling fan installation, net BDT 3,400 + VAT 15% BDT 510 = total BDT 3,910. Please pay by bKash.
""", dict(invoice_number="DH-2207", order_id=None, customer_id="88-107", customer_name="Rahim Uddin",
          document_date="2026-05-03", order_date=None, subtotal=M("3400", "BDT"), tax_amount=M("510", "BDT"),
          order_total=M("3910", "BDT"))),
("order_confirmation", """BOOKING CONFIRMED

Stone Town Bike Hire, Zanzibar

Booking number: ZBH/26/0412
Booked by: Lukas Brenner
Booking made: 18 Jul 2026
Pick-up: 22 Jul 2026, 08:00
3 days x 2 bikes @ USD 15.00
Total paid: USD 90.00
""", dict(order_id="ZBH/26/0412", customer_id=None, customer_name="Lukas Brenner", order_date="2026-07-18",
          order_total=M("90.00", "USD"), delivery_estimate="2026-07-22")),
("order_confirmation", """Namaste Pemba Sherpa! Your order #KTM-55102 (2 items, NPR 8,450) is confirmed. Expected delivery 12 Oct 2026. - Himal Gear Store
""", dict(order_id="KTM-55102", customer_id=None, customer_name="Pemba Sherpa", order_date=None,
          order_total=M("8450", "NPR"), delivery_estimate="2026-10-12")),
("order_confirmation", """Order acknowledgement - Troodos Olive Press Ltd, Limassol

CY-20931          your customer number
OA-6610           our order reference
21/09/2026        date of order
EUR 412.80        order value incl. VAT
Week 40           planned delivery

Customer: Andreas Georgiou
""", dict(order_id="OA-6610", customer_id="CY-20931", customer_name="Andreas Georgiou", order_date="2026-09-21",
          order_total=M("412.80", "EUR"), delivery_estimate=None)),
("shipping_notice", """DISPATCH CONFIRMATION
Kampala Office Mart Ltd

Customer          : Nakato Investments Ltd
Customer No.      : UG-5531
Order No.         : KOM-88102
Dispatch Date     : 07-09-2026
Dispatched Through: Posta Uganda EMS
Docket No.        : EE123456789UG
Expected Arrival  : 09-09-2026
""", dict(order_id="KOM-88102", customer_id="UG-5531", customer_name="Nakato Investments Ltd",
          tracking_number="EE123456789UG", carrier="Posta Uganda EMS", ship_date="2026-09-07",
          delivery_estimate="2026-09-09")),
("shipping_notice", """Subject: Re: Has my order left yet?
From: Rock Marine Spares <dispatch@rockmarine.example.gi>
To: Tom Ferrary
Date: 2 March 2026

Hi Tom,

Yes - order GIB-7710 was handed to Parcelforce this morning, tracking number CK882211445GB. Allow 3-4 working days.

Cheers,
Sandra

> On 1 March 2026 Tom Ferrary wrote:
> Has order GIB-7710 left yet? I need the impeller before the weekend.
""", dict(order_id="GIB-7710", customer_id=None, customer_name="Tom Ferrary", tracking_number="CK882211445GB",
          carrier="Parcelforce", ship_date="2026-03-02", delivery_estimate=None)),
("shipping_notice", """ZAMPOST: Item RR998877665ZM for Chanda Mwila (order LSK-3318) despatched 11/11/2026 from Lusaka Sorting Centre. Est. delivery 16/11/2026.
""", dict(order_id="LSK-3318", customer_id=None, customer_name="Chanda Mwila", tracking_number="RR998877665ZM",
          carrier="ZAMPOST", ship_date="2026-11-11", delivery_estimate="2026-11-16")),
("refund_request", """From: Aline Uwase <aline.uwase@example.rw>
To: returns@kigalitech.example
Subject: Refund please - order KT-66019
Date: 15 June 2026

Hello,

I am returning the smartwatch from order KT-66019 because the screen stays black after charging.
Please refund RWF 85,000 to my MoMo number.
I would appreciate the refund within one week.

Aline Uwase
""", dict(case_number=None, order_id="KT-66019", customer_id=None, customer_name="Aline Uwase",
          document_date="2026-06-15", refund_requested=M("85000", "RWF"),
          return_reason="the screen stays black after charging", customer_deadline="2026-06-22",
          customer_expectation="I would appreciate the refund within one week")),
("refund_request", """[09:14] Chikondi Banda: my order MW-4471 arrived but the solar lamp is cracked
[09:15] Agent Esther: Sorry! Would you like a replacement?
[09:16] Chikondi Banda: no, I want a refund of MWK 32,000 please
[09:17] Agent Esther: OK, refund request RF-2290 logged.
""", dict(case_number="RF-2290", order_id="MW-4471", customer_id=None, customer_name="Chikondi Banda",
          document_date=None, refund_requested=M("32000", "MWK"),
          return_reason="my order MW-4471 arrived but the solar lamp is cracked", customer_deadline=None,
          customer_expectation="I want a refund of MWK 32,000 please")),
("refund_request", """27 Church Street
Georgetown

October 5, 2026

The Manager
Demerara Appliance Centre

Dear Sir,

Re: Refund for defective microwave, Account 4410-GY

I purchased a microwave oven from your store on September 28. It stopped heating after three days, since the magnetron has failed according to your own technician.

I am requesting a full refund of GY$ 48,500. I must receive it before October 20, 2026.

Yours truly,
Devon Harripersad
""", dict(case_number=None, order_id=None, customer_id="4410-GY", customer_name="Devon Harripersad",
          document_date="2026-10-05", refund_requested=M("48500", "GYD"),
          return_reason="the magnetron has failed according to your own technician", customer_deadline="2026-10-20",
          customer_expectation="I must receive it before October 20, 2026")),
("refund_approval", """From: Claims <claims@etoshaoutdoor.example.na>
To: Hendrik Shikongo
Subject: Claim EO-CL-0931 approved
Date: 4 Aug 2026

Dear Mr Shikongo,

Your claim EO-CL-0931 for the torn rooftop tent (order EO-55102) has been assessed and approved.
Amount approved: N$ 3 950,00
The refund will be paid into your account by 11 August 2026.

Kind regards,
Etosha Outdoor Claims
""", dict(case_number="EO-CL-0931", order_id="EO-55102", customer_id=None, customer_name="Hendrik Shikongo",
          approval_date="2026-08-04", refund_eligible=None, refund_approved=M("3950.00", "NAD"),
          fee_waiver_percent=None, promised_date="2026-08-11", refund_status="approved")),
("refund_approval", """RMA REVIEW RESULT
Nassau Dive Supply

RMA: NDS-RMA-2207
Customer: Kendra Rolle
Account: BS-0031
Reviewed: 2026-05-19
Result: NOT APPROVED - regulator shows salt-water damage, not covered
""", dict(case_number="NDS-RMA-2207", order_id=None, customer_id="BS-0031", customer_name="Kendra Rolle",
          approval_date=None, refund_eligible=None, refund_approved=None, fee_waiver_percent=None,
          promised_date=None, refund_status="rejected")),
("refund_execution", """Y'ello! You have received UGX 65,000 from KAMPALA BOOK HUB LTD. Reason: refund order 77210. Transaction ID: 18827766351. Date: 02/10/2026 14:33. New balance: UGX 102,500.
""", dict(case_number=None, order_id="77210", customer_id=None, customer_name=None,
          refund_executed=M("65000", "UGX"), execution_date="2026-10-02", payment_reference="18827766351",
          refund_status="executed")),
("refund_execution", """PAYMENT VOUCHER
Brunei Garden Centre Sdn Bhd

Pay to: Nurul Huda binti Osman
Cheque No.: 004417
Cheque date: 28/02/2026
Amount: BND 215.00
Being: refund for returned orchid pots, order BGC-3320
Status: Paid
""", dict(case_number=None, order_id="BGC-3320", customer_id=None, customer_name="Nurul Huda binti Osman",
          refund_executed=M("215.00", "BND"), execution_date="2026-02-28", payment_reference="004417",
          refund_status="executed")),
("warranty_form", """WARRANTY REPAIR FORM
Customer: Marisol Chi
Tel: 610-2231
Bought: 12/01/2026 at Cayo Electronics
Appliance model: CoolBreeze 12K inverter AC
S/No.: CB12K-7730-0412
Problem noticed: unit blows warm air and shows code F4
Date: 03/03/2026
""", dict(case_number=None, order_id=None, customer_id=None, customer_name="Marisol Chi", document_date="2026-03-03",
          product_name="CoolBreeze 12K inverter AC", serial_number="CB12K-7730-0412",
          issue_description="unit blows warm air and shows code F4", customer_deadline=None)),
("warranty_form", """From: Ruwan Jayasinghe <ruwanj@example.lk>
To: service@lankahome.example
Subject: Guarantee repair - rice cooker
Date: 19 Jan 2026

Dear Sir/Madam,

The Prima 1.8L rice cooker I bought on order LH-22091 (serial PR18-004471) has a fault: the lid latch broke and the cooker no longer seals.

Please repair or replace it under the guarantee. I need it back by 31 January 2026.

Thank you,
Ruwan Jayasinghe
""", dict(case_number=None, order_id="LH-22091", customer_id=None, customer_name="Ruwan Jayasinghe",
          document_date="2026-01-19", product_name="Prima 1.8L rice cooker", serial_number="PR18-004471",
          issue_description="the lid latch broke and the cooker no longer seals", customer_deadline="2026-01-31")),
("customer_letter", """Apia, 30 June 2026

Talofa,

Order SMO-4410, case C-0917. On 3 June your staff told me the refund of WS$ 180.00 was approved, and I still have nothing.

I expect the money in my account by 7 July 2026.

Fa'afetai,
Lusia Faleolo
""", dict(case_number="C-0917", order_id="SMO-4410", customer_id=None, customer_name="Lusia Faleolo",
          document_date="2026-06-30", refund_approved=M("180.00", "WST"), customer_deadline="2026-07-07",
          customer_expectation="I expect the money in my account by 7 July 2026")),
("customer_letter", """Subject: RE: Ticket 55120 - refund declined
From: Farhana Akter
Date: 11 Sep 2026

Hello,

I do not accept this decision. The saree had a torn border when it arrived, it was not my fault. I would like a manager to review the case within 5 days.

Farhana

> Ticket 55120: we regret that your refund request has been declined.
""", dict(case_number="55120", order_id=None, customer_id=None, customer_name="Farhana Akter",
          document_date="2026-09-11", refund_approved=None, customer_deadline="2026-09-16",
          customer_expectation="I would like a manager to review the case within 5 days")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(CHECK3_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields_fresh_docs3_check
    from tests.fields_fresh_docs import report

    report(score())
