"""A CHECK set for issue 9 (helper acts15): the fields that come from what sentences and labels SAY, on shops docflow
has never seen. Written BEFORE any change of the round and before the tuning set (`tests/acts15_tune.py`): shipping
notices and e-mails from other writers (the carrier in a label, in a sentence as subject, agent or object, with service
words around it; estimates as dates, ranges, weekdays, counts of working days), approvals granting full and partial
refunds in other wording, eligibility stated and denied, customer expectations in many voices, product names in letters
and warranty forms, null slots. Made-up shops and people; carriers that exist in the world. Scored once before and once
after the round with `tests/fields14_score.py`:

    PYTHONPATH=. python -m tests.fields14_score tests.acts15_check:CHECK15_DOCS

Truth conventions as `tests/fields14_check.py`: a range of dates is its last day; a weekday is the first such day after
the document date; "within N working days" / "N-M working days" is the document date plus N (M) days Monday to Friday;
"today" / "this morning" in a report of the goods sent is the document date. A vague time ("by the end of next week")
is no date (None: no date is invented). A carrier is its name with the service printed with it ("FedEx Ground"), not
the words after it. An expectation is the customer's sentence without its final mark. A field the document does not
state is None.

    before the round (main at c743eea): 65 of 88 (precision 65/67, hallucinated 0 of 9 null slots): carrier 12/17,
        customer_deadline 4/4, customer_expectation 6/8, delivery_estimate 13/18, product_name 3/5, promised_date 3/4,
        refund_approved 9/10, refund_eligible 3/4, refund_executed 2/2, refund_status 2/3, ship_date 8/13
    after (scored once, at the end of the round): 74 of 88 (precision 74/75, hallucinated 0 of 9): carrier 13/17,
        customer_deadline 4/4, customer_expectation 7/8, delivery_estimate 14/18, product_name 5/5, promised_date 4/4,
        refund_approved 9/10, refund_eligible 4/4, refund_executed 2/2, refund_status 3/3, ship_date 9/13
    Missed after: "handed your order LL-22017 over to Posti this morning" (doc 0), a letter read as an invoice (6) and
    as a customer letter (16, "An Post Parcel"), an SMS whose sender is the carrier with no "from <shop>" clause (10),
    a weekday under a label with the date below the label (9), a table cell's estimate (11), a weekday range under
    "Arriving:" (17), an approval read as a payment (31), a "we expect" letter read as a warranty form (36); doc 5's
    ship date is the truth's slip (the text says "was shipped", not when) and doc 14's passive "will be delivered by
    Yodel on 4 June" gave the ship date that date.
"""

from __future__ import annotations

from datetime import date

from tests.fields14_check import next_weekday, workdays


MAR10 = date(2026, 3, 10)  # a Tuesday
APR8 = date(2026, 4, 8)  # a Wednesday
MAY12 = date(2026, 5, 12)  # a Tuesday
JUN2 = date(2026, 6, 2)  # a Tuesday

CHECK15_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- shipping_notice
# 0 handed over to a carrier (object of "to"), range of working days in a sentence
("shipping_notice", """From: Lumo Lighting Oy <orders@lumolighting.example>
Sent: Tuesday, 10 March 2026 10:02
Subject: Your lamp is on its way

Hi Aino,

We handed your order LL-22017 over to Posti this morning. It should be with you in 2-4 working days.

Lumo Lighting
""", dict(carrier="Posti", ship_date="2026-03-10", delivery_estimate=workdays(MAR10, 4))),
# 1 carrier as the subject of a delivering verb, weekday
("shipping_notice", """Date: 8 April 2026

Bonjour Claire,

Your parcel (order 5520-18) left our workshop today. Colissimo will deliver it on Thursday.

Atelier Ravel
""", dict(carrier="Colissimo", delivery_estimate=next_weekday(APR8, 3), ship_date="2026-04-08")),
# 2 label with a service word after the carrier
("shipping_notice", """DESPATCH ADVICE
Order: 88-4410
Despatched: 12/05/2026
Carrier: DHL Freight
Service: Express
Delivery expected: 15/05/2026
""", dict(carrier="DHL Freight", ship_date="2026-05-12", delivery_estimate="2026-05-15")),
# 3 handed to a carrier, planned delivery
("shipping_notice", """Date: 2026-05-12
Hello Jens,
we have handed your parcel to Bpost today; delivery is planned for 14 May 2026.
Order: BX-50117
""", dict(carrier="Bpost", ship_date="2026-05-12", delivery_estimate="2026-05-14")),
# 4 picked up by a carrier with a service word, date range in prose
("shipping_notice", """Subject: Order 7719-220 shipped
Date: 2 June 2026

Your package was picked up by FedEx Ground on 2 June 2026 and will arrive between 5 and 8 June.
""", dict(carrier="FedEx Ground", ship_date="2026-06-02", delivery_estimate="2026-06-08")),
# 5 carrier with extra words after it in a sentence
("shipping_notice", """Date: 10 March 2026
Dear Mr Haas,
your order 30415 was shipped with UPS Standard, insured and with signature required. Expected delivery: 13 March 2026.
""", dict(carrier="UPS Standard", ship_date="2026-03-10", delivery_estimate="2026-03-13")),
# 6 "will bring it to your door" (no arrival word)
("shipping_notice", """Hi Marta,

Good news: order #PK-40021 is packed. DPD will bring it to your door on Friday 10 April 2026.

Pakko Kids
""", dict(carrier="DPD", delivery_estimate="2026-04-10")),
# 7 within a range of working days, carrier after a shipping verb
("shipping_notice", """Date: 2026-04-08
Dear customer,
your order 66120 left our warehouse today with GLS and will be delivered within 3-5 working days.
""", dict(carrier="GLS", ship_date="2026-04-08", delivery_estimate=workdays(APR8, 5))),
# 8 no carrier, no estimate
("shipping_notice", """Subject: Your order has left us
Date: 12 May 2026

Your order 55-3301 has left our warehouse. You will receive tracking details from the courier by e-mail.
""", dict(carrier=None, delivery_estimate=None)),
# 9 label "Shipping partner" with a service
("shipping_notice", """Versandbestätigung / Shipping confirmation
Order: 2026-7781
Shipping partner: Hermes Germany
Tracking: H1002345678901
Estimated delivery: Tuesday
Date: 08.04.2026
""", dict(carrier="Hermes Germany", delivery_estimate=next_weekday(APR8, 1))),
# 10 the carrier as the sender of an SMS
("shipping_notice", """InPost: Your parcel from Larchwood Home (order LH-20931) is on its way. Tracking 620011223344556677.
Expected: Fri 17 Apr 2026.
""", dict(carrier="InPost", delivery_estimate="2026-04-17")),
# 11 table with a carrier column with a service
("shipping_notice", """Shipment summary

Order      Shipped      Carrier                   Delivery by
40-7713    2026-06-02   Canada Post Expedited     2026-06-05
""", dict(carrier="Canada Post Expedited", ship_date="2026-06-02", delivery_estimate="2026-06-05")),
# 12 vague estimate: no date
("shipping_notice", """Date: 8 April 2026
Hi Tom,
your desk (order 9910-4) was collected by Pallet Freight Express today and should arrive by the end of next week.
""", dict(carrier="Pallet Freight Express", ship_date="2026-04-08", delivery_estimate=None)),
# 13 "on its way with" and next working day
("shipping_notice", """From: Brightfield Seeds <hello@brightfield.example>
Sent: Tuesday, 12 May 2026 15:30
Subject: Dispatched: order BS-1102

Your seeds are on their way with Royal Mail Tracked 24 and should land on your doormat on Wednesday.
""", dict(carrier="Royal Mail Tracked 24", delivery_estimate=next_weekday(MAY12, 2))),
# 14 the carrier as agent of a passive delivery
("shipping_notice", """Date: 2 June 2026
Order 44-8812 has been dispatched. It will be delivered by Yodel on 4 June 2026.
Tracking number: JD0002211445566
""", dict(carrier="Yodel", ship_date="2026-06-02", delivery_estimate="2026-06-04")),
# 15 label over its value
("shipping_notice", """SHIPPING NOTICE

Order
AX-55012

Courier
Aramex Express

Ship date
2026-03-10

ETA
2026-03-16
""", dict(carrier="Aramex Express", ship_date="2026-03-10", delivery_estimate="2026-03-16")),
# 16 "sent out via" with a service and a comma after
("shipping_notice", """Date: 2026-06-02
Hello Dara,
order 3310-9 was sent out via An Post Parcel, tracked. Please allow 2-3 working days.
""", dict(carrier="An Post Parcel", ship_date="2026-06-02")),
# 17 carrier not named; estimate in a label as a weekday range
("shipping_notice", """Your order 77310 has shipped!
Shipped on: 10 March 2026
Arriving: Thursday - Friday
""", dict(carrier=None, ship_date="2026-03-10", delivery_estimate=next_weekday(MAR10, 4))),
# 18 a quoted earlier carrier; the new one as subject of "collected"
("shipping_notice", """From: Oakridge Rugs <care@oakridge.example>
Sent: Wednesday, 8 April 2026 09:15
Subject: RE: replacement rug

Hi Nadia,
Parcelforce collected your replacement rug (order OR-3301) this morning. Delivery is expected on 10 April 2026.

> On 6 April you wrote:
> The first rug came with Evri and was damaged.
""", dict(carrier="Parcelforce", delivery_estimate="2026-04-10")),
# ---------------------------------------------------------------- order_confirmation
# 19 estimate as a count of working days under its label
("order_confirmation", """Order confirmation
Date: 12 May 2026
Order number: WB-20931
Estimated delivery: 3-5 working days
Total: EUR 64.00
""", dict(delivery_estimate=workdays(MAY12, 5))),
# 20 weekday in a sentence
("order_confirmation", """Date: 2026-06-02
Thanks for your order 5501-2, Lucy! Your sofa will be delivered on Saturday between 8am and 1pm.
Total: GBP 899.00
""", dict(delivery_estimate=next_weekday(JUN2, 5))),
# 21 vague estimate
("order_confirmation", """Thank you for your order!
Order: MT-7781
Date: 10 March 2026
We aim to deliver by the end of next week.
Total: USD 45.00
""", dict(delivery_estimate=None)),
# ---------------------------------------------------------------- refund_approval
# 22 qualifies for a full refund, approved
("refund_approval", """Date: 10 March 2026
Dear Ms Patel,
your return of order 55120 qualifies for a full refund of CAD 129.99, which we have approved today.
""", dict(refund_eligible="129.99", refund_approved="129.99")),
# 23 a partial refund in other words
("refund_approval", """Hello Mr Sato,
because the box had been opened, we can refund EUR 40.00 of the EUR 50.00 you paid for order 7714.
We will send the money to your card by 20 April 2026.
""", dict(refund_approved="40.00", promised_date="2026-04-20")),
# 24 eligible amount label and an approved lower amount
("refund_approval", """RETURN DECISION
Order: CH-44120
Date: 2026-05-12
The item is covered by our 30-day returns policy.
Eligible amount: GBP 75.00
Return postage deducted: GBP 5.00
We will credit GBP 70.00 to your original payment method.
""", dict(refund_eligible="75.00", refund_approved="70.00")),
# 25 negation: not within the window
("refund_approval", """Dear Mr Okoro,
we are sorry, but your return of order 8812-3 does not fall within our 14-day return window, so it is not eligible
for a refund. We therefore cannot approve the refund of USD 59.00 you asked for.
""", dict(refund_eligible=None, refund_approved=None, refund_status="rejected")),
# 26 grant a partial refund, promised date
("refund_approval", """Date: 2026-05-12
Hi Jo,
we are pleased to grant you a partial refund of USD 18.50 for the scratched frame (order 40291).
You will see it on your card by 20 May 2026.
""", dict(refund_approved="18.50", promised_date="2026-05-20")),
# 27 falls within the window, will be reimbursed
("refund_approval", """Dear Mrs Lowe,
your claim for order AU-88120 falls within the return window, and the full purchase price of AUD 249.00 will be
reimbursed to your account.
""", dict(refund_eligible="249.00", refund_approved="249.00")),
# 28 label decision, refund amount, money within working days
("refund_approval", """Refund decision
Date: 08.04.2026
Order: NO-3310
Decision: approved
Refund amount: NOK 1,200.00
The money will be in your account within 5 working days.
""", dict(refund_approved="1200.00", refund_status="approved", promised_date=workdays(APR8, 5))),
# 29 give you back
("refund_approval", """Hej Erik,
after inspecting the returned lid we have agreed to give you back SEK 450 for order 2201-8.
""", dict(refund_approved="450")),
# 30 entitled to, authorised
("refund_approval", """Dear Ms Brandt,
under our guarantee you are entitled to a refund of up to EUR 60.00 for order GB-7712. We have authorised the full
EUR 60.00.
""", dict(refund_eligible="60.00", refund_approved="60.00")),
# 31 goodwill partial, rest not covered
("refund_approval", """Hello Priya,
the warranty on your kettle (order 30-4417) has expired, so a repair is not covered. As a goodwill gesture we can
offer you a refund of EUR 22.50, half the price you paid.
""", dict(refund_approved="22.50")),
# 32 approved, paid out by a date
("refund_approval", """Subject: Your refund request R-5510
Date: 2026-04-08

Your refund of JPY 5,400 for order 7710-2 has been approved and will be paid out by 28 April 2026.
""", dict(refund_approved="5400", promised_date="2026-04-28", refund_status="approved")),
# ---------------------------------------------------------------- refund_request / customer_letter: expectations
# 33 grateful if
("refund_request", """Hello,
I returned the blender from order 44120 on 2 March because the jug leaks.
I'd be grateful if you could send the refund of EUR 89.00 to my PayPal account by 30 March 2026.
Kind regards, Ana Ruiz
""", dict(customer_expectation="I'd be grateful if you could send the refund of EUR 89.00 to my PayPal account by 30 March 2026",
          customer_deadline="2026-03-30")),
# 34 a question ask
("refund_request", """Hi there,
the jacket from order 5520 is too small and I sent it back last week.
Could you please refund the full GBP 120.00 to my Visa card?
Thanks, Leo
""", dict(customer_expectation="Could you please refund the full GBP 120.00 to my Visa card?")),
# 35 expectation as a noun
("customer_letter", """Dear Sir or Madam,
my complaint about order 7711 is now three weeks old. My expectation is a full refund within 14 days.
Yours faithfully,
Hannah Berg
""", dict(customer_expectation="My expectation is a full refund within 14 days")),
# 36 we-voice with a deadline
("customer_letter", """To: Northgate Events Supplies
Re: order 30-1180

We expect the replacement tables to arrive before our event on 12 June 2026.
Regards, Kofi Mensah (office manager)
""", dict(customer_expectation="We expect the replacement tables to arrive before our event on 12 June 2026",
          customer_deadline="2026-06-12")),
# 37 imperative ask with "as soon as possible"
("refund_request", """Refund request - order 88120
The fridge arrived with a dented door. Please arrange a collection of the faulty fridge and refund me as soon as possible.
Sam Idowu
""", dict(customer_expectation="Please arrange a collection of the faulty fridge and refund me as soon as possible")),
# 38 preference with "rather than"
("customer_letter", """Hello,
about order 2210-4: my husband and I would like the money back rather than store credit.
Best, Ines Costa
""", dict(customer_expectation="my husband and I would like the money back rather than store credit")),
# 39 "Kindly" with a slashed date
("refund_request", """Dear team,
the speaker from order 66-1209 stopped working after two days.
Kindly replace the unit or return my money by 15/05/2026.
Regards, Ravi Kumar
""", dict(customer_expectation="Kindly replace the unit or return my money by 15/05/2026", customer_deadline="2026-05-15")),
# 40 a report only: no expectation
("customer_letter", """Hi,
just to let you know that I returned the blender from order 5511 last Tuesday. The courier gave me a receipt.
Best, Ola
""", dict(customer_expectation=None)),
# 41 impersonal "it is important to me"
("refund_request", """Hello,
I am returning the suitcase from order 7720-11 because the handle broke.
It is important to me that the refund reaches my account before I travel on 3 July 2026.
Mia Novak
""", dict(customer_expectation="It is important to me that the refund reaches my account before I travel on 3 July 2026",
          customer_deadline="2026-07-03")),
# ---------------------------------------------------------------- warranty_form: product names
# 42 form label
("warranty_form", """WARRANTY CLAIM FORM
Customer: Petra Novak
Product: Aeris 400 Air Purifier
Serial number: AE4-2201778
Fault: the fan stops after ten minutes
""", dict(product_name="Aeris 400 Air Purifier")),
# 43 product in a letter
("warranty_form", """Dear service team,
the Vela Pro 2 Coffee Grinder I bought from you in January (order 44-1120) has stopped grinding. It is still under
warranty, so please repair or replace it. Serial: VP2-00881234.
Kind regards, Tomasz
""", dict(product_name="Vela Pro 2 Coffee Grinder")),
# 44 "Model / device"
("warranty_form", """Repair request
Model / device: Kestrel X9 Cordless Drill
Purchase date: 02/02/2026
Problem: battery does not charge
""", dict(product_name="Kestrel X9 Cordless Drill")),
# 45 "The item concerned is"
("warranty_form", """Guarantee claim

The item concerned is the Halden Oak Bedside Table from order HB-5512. One drawer runner snapped after a month.
Please send a replacement runner under the guarantee.
""", dict(product_name="Halden Oak Bedside Table")),
# 46 description of goods
("warranty_form", """Service request
Description of goods: Solace Ergonomic Office Chair
Serial no: SEC-770112
Issue: the gas lift sinks slowly
""", dict(product_name="Solace Ergonomic Office Chair")),
# 47 no product named
("warranty_form", """Warranty claim
Order: 30-2291
Serial number: XX-88120044
Problem: it makes a loud clicking noise when switched on.
Please repair it.
""", dict(product_name=None)),
# ---------------------------------------------------------------- refund_execution
# 48 sent back to the card
("refund_execution", """Date: 2026-06-02
Hi Wei,
we have sent SGD 84.20 back to your card today for order 3310-4. Reference: SG-RF-441207.
""", dict(refund_executed="84.20")),
# 49 a credit from us
("refund_execution", """Refund notification
Order 5512-7
Your bank statement will now show a credit of CHF 35.90 from us, paid today (transaction 8800441122).
""", dict(refund_executed="35.90")),
]


def score():
    from tests.fields14_score import per_field

    return per_field(CHECK15_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.acts15_check
    from tests.fields14_score import show

    show(*score(), label="acts15_check")
