"""Shop 6's words: Caracal Clinical & Lab Supply, a distributor of clinical consumables and small
laboratory instruments with offices in Midrand (South Africa, ZAR), Galway (Ireland, EUR) and
Raleigh (North Carolina, USD). Its customers are GP practices, vets, dental surgeries, teaching
labs and people buying home-care devices; its paperwork is a distributor's: returned-goods
authorisations (RGA), decontamination declarations, instrument service requests, advance ship
notices, tax credit notes and credit memos, proof-of-payment slips.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Caracal Clinical & Lab Supply"
DOMAIN = "caracal-clinical.example"
ENTITY = {"ZAR": "Caracal Clinical & Lab Supply (Pty) Ltd", "EUR": "Caracal Clinical & Lab Supply Ireland Ltd",
          "USD": "Caracal Clinical & Lab Supply, Inc."}
LETTERHEAD = {
    "ZAR": "Reg. 2014/118372/07 | VAT No. 4870263519 | B-BBEE Level 2 | 14 Bridal Veil Rd, Midrand 1685 "
           "| 011 555 0142",
    "EUR": "Unit 7, Ballybrit Business Park, Galway H91 YX2P | CRO 582214 | VAT IE3318427OH | 091 555 014",
    "USD": "4100 Capital Blvd, Suite 210, Raleigh, NC 27604 | (919) 555-0188 | EIN 47-3318842",
}
LOCALE = {"ZAR": "za", "EUR": "ie", "USD": "us"}
PRICE_FACTOR = {"ZAR": Decimal("18"), "EUR": Decimal("0.95"), "USD": Decimal("1")}
TZ = {"ZAR": "+0200", "EUR": "+0000", "USD": "-0500"}
TIME_ZONE_NAME = {"ZAR": "SAST", "EUR": "GMT", "USD": "ET"}

CUSTOMERS = {
    "ZAR": [
        ("Thandiwe Mokoena", "21 Jan Smuts Avenue, Parktown, Johannesburg 2193"),
        ("Pieter van der Merwe", "8 Dorp Street, Stellenbosch 7600"),
        ("Ayesha Patel", "44 Florida Road, Morningside, Durban 4001"),
        ("Sipho Dlamini", "17 Voortrekker Road, Bellville 7530"),
        ("Annelie Botha", "3 Kerk Street, George 6529"),
        ("Lerato Khumalo", "96 Rivonia Road, Sandton 2196"),
    ],
    "EUR": [
        ("Siobhán O'Connor", "12 Fairhill Road Lower, Claddagh, Galway H91 X2C4"),
        ("Ciarán Byrne", "4 Ormond Quay Upper, Dublin 7 D07 F6W2"),
        ("Aoife Kavanagh", "27 O'Connell Street, Limerick V94 K8R2"),
        ("Declan Murphy", "Knockbrack, Ballincollig, Co. Cork P31 E9T1"),
        ("Niamh Gallagher", "9 Main Street, Letterkenny, Co. Donegal F92 PX84"),
    ],
    "USD": [
        ("Tamika Johnson", "1820 Glenwood Ave, Raleigh, NC 27608"),
        ("Raymond Okafor", "55 Franklin St, Chapel Hill, NC 27516"),
        ("Greg Halvorsen", "310 W Main St, Durham, NC 27701"),
        ("Luz Ramirez", "742 Harding Pl, Charlotte, NC 28204"),
        ("Daniel Whitfield", "19 Oak Hollow Ct, Greenville, SC 29607"),
    ],
}
# A practice or lab that writes as "we"; picked by case number.
BUSINESSES = {
    "ZAR": ["Sunnyside Family Practice", "Karoo Veterinary Clinic", "Umhlanga Dental Studio",
            "Hillcrest Pathology Teaching Lab"],
    "EUR": ["Claddagh Dental Surgery", "Corrib Physiotherapy Clinic", "Shannonside Veterinary Hospital"],
    "USD": ["Blue Ridge Urgent Care", "Piedmont Animal Hospital", "Research Triangle Core Lab"],
}

TAX = {"ZAR": ("VAT", Decimal("15")), "EUR": ("VAT", Decimal("23")), "USD": ("Sales tax", Decimal("7.25"))}

# (description, catalogue price in USD); other currencies scale by PRICE_FACTOR.
PRODUCTS = [
    ("Automatic Blood Pressure Monitor BP-220", Decimal("89.00")),
    ("Fingertip Pulse Oximeter OX-10", Decimal("34.50")),
    ("Nitrile Exam Gloves, Medium, 10 x 100", Decimal("64.90")),
    ("Adjustable Micropipette 10-100 µL", Decimal("245.00")),
    ("Benchtop Centrifuge CF-6, 6 x 15 mL", Decimal("689.00")),
    ("Vortex Mixer VX-3", Decimal("179.00")),
    ("Sharps Container 5 L, pack of 10", Decimal("42.00")),
    ("Infrared Forehead Thermometer IR-7", Decimal("39.95")),
    ("Compressor Nebuliser Kit NB-40", Decimal("69.00")),
    ("Dry Block Heater DB-2, two blocks", Decimal("515.00")),
    ("Filter Pipette Tips 200 µL, 10 racks", Decimal("38.00")),
    ("Stainless Instrument Tray 30 x 20 cm", Decimal("27.80")),
    ("Ultrasonic Cleaner UC-3, 3 litre", Decimal("229.00")),
    ("LED Otoscope Set with Specula", Decimal("158.00")),
    ("Glucose Test Strips, 50 strips", Decimal("24.50")),
]
WARRANTY_PRODUCTS = ["Automatic Blood Pressure Monitor BP-220", "Adjustable Micropipette 10-100 µL",
                     "Benchtop Centrifuge CF-6, 6 x 15 mL", "Vortex Mixer VX-3", "Dry Block Heater DB-2, two blocks",
                     "Ultrasonic Cleaner UC-3, 3 litre", "LED Otoscope Set with Specula",
                     "Compressor Nebuliser Kit NB-40", "Infrared Forehead Thermometer IR-7"]
CATALOGUE_PREFIX = "CCL-"

CARRIERS = {
    "ZAR": ["The Courier Guy", "RAM Hand-to-Hand", "Dawn Wing"],
    "EUR": ["An Post", "DPD Ireland", "Nuvo"],
    "USD": ["OnTrac", "Spee-Dee Delivery", "USPS Priority Mail"],
}

RETURN_REASONS = [
    "the outer seal was broken when the box arrived",
    "the lot expires in less than three months",
    "the wrong pack size was ordered",
    "the cold-chain indicator had turned red on delivery",
    "the same order had already been placed by our procurement office",
    "the carton was crushed in transit",
    "it was delivered to the wrong branch",
    "it is not the model on the purchase order",
]
# The fault a warranty claim reports, per instrument.
ISSUE_BY_PRODUCT = {
    "Automatic Blood Pressure Monitor BP-220": "display shows E04 and the cuff no longer inflates",
    "Adjustable Micropipette 10-100 µL": "plunger sticks and the volume drifts by about 3 percent",
    "Benchtop Centrifuge CF-6, 6 x 15 mL": "imbalance alarm after two minutes at any speed",
    "Vortex Mixer VX-3": "motor stalls when set to maximum speed",
    "Dry Block Heater DB-2, two blocks": "block will not hold temperature above 60 degrees",
    "Ultrasonic Cleaner UC-3, 3 litre": "heater light comes on but the tank stays cold",
    "LED Otoscope Set with Specula": "LED lamp flickers and cuts out after a few seconds",
    "Compressor Nebuliser Kit NB-40": "compressor runs but no mist comes out of the mask",
    "Infrared Forehead Thermometer IR-7": "reads two degrees low against our reference thermometer",
}
ISSUES = list(ISSUE_BY_PRODUCT.values())
FEE_BASES = ["restocking fee", "decontamination fee", "handling charge"]

# Label pools per field. A label in LOCAL_LABELS is printed only on that currency's documents.
LABELS: dict[str, list[str]] = {
    "order_id": ["Sales order", "SO #", "Our ref.", "Order ref", "Web order", "Sales doc.", "Order number",
                 "Confirmation #", "Sales order no."],
    "customer_id": ["Account", "Acct. no.", "Sold-to", "Customer account", "Bill-to no.", "Practice ID",
                    "Client code", "Account #"],
    "customer_name": ["Attention", "Contact", "Customer", "Ordered by", "Name", "Customer name"],
    "bill_name": ["Invoice to", "Bill to", "Customer", "Billing contact"],
    "ship_name": ["Deliver to", "Ship to", "Consignee", "Recipient"],
    "invoice_number": ["Invoice no.", "Tax invoice no.", "Document no.", "Billing doc.", "Inv #", "Invoice number"],
    "invoice_date": ["Invoice date", "Date of issue", "Doc. date", "Tax point", "Billing date"],
    "order_date": ["Order date", "Ordered on", "Date ordered", "Entered", "Order placed"],
    "subtotal": ["Nett amount", "Total excl. VAT", "Merchandise total", "Goods value", "Sub-total", "Net total"],
    "order_total": ["Total incl. VAT", "Amount due", "Invoice total", "Balance due", "Total payable", "TOTAL"],
    "delivery_estimate": ["Est. arrival", "Due on site", "Expected on", "Delivery ETA", "Expected delivery",
                          "Arriving"],
    "ship_date": ["Shipped", "Date dispatched", "Collected by courier", "Ship date", "Left warehouse",
                  "Dispatch date"],
    "carrier": ["Courier", "Ship via", "Carrier", "Service", "Delivered by"],
    "tracking_number": ["Waybill", "Waybill no.", "Tracking #", "Consignment no.", "Track & trace", "Tracking ID"],
    "case_number": ["RGA no.", "RGA #", "Return auth.", "Complaint ref.", "Notification no.", "RMA #", "Ticket #"],
    "form_date": ["Date", "Submitted", "Date of request", "Logged on", "Reported on"],
    "approval_date": ["Authorised on", "Date approved", "Reviewed on", "Authorized on", "Approval date"],
    "refund_status": ["Status", "Outcome", "RGA status", "Decision", "Result"],
    "refund_requested": ["Credit requested", "Amount to refund", "Refund amount", "Value claimed",
                         "Amount to be refunded"],
    "refund_eligible": ["Returnable value", "Value of goods returned", "Eligible for credit", "Credit value (gross)"],
    "refund_approved": ["Credit authorised", "Credit to be issued", "Approved credit", "Net credit",
                        "Credit authorized", "Refund approved"],
    "promised_date": ["Funds to reflect by", "Credit expected by", "Refund to post by", "Refund due by",
                      "Expected in your account"],
    "refund_executed": ["Amount refunded", "Credited", "Amount paid", "Refund total", "Credit amount"],
    "execution_date": ["Payment date", "Date paid", "Processed on", "Value date", "Effective date"],
    "payment_reference": ["EFT reference", "Trace no.", "Transaction ID", "Bank reference", "Refund ID",
                          "End-to-end ID"],
    "serial_number": ["Serial no.", "S/N", "Instrument serial", "Asset / serial no.", "Device serial"],
    "product_name": ["Instrument", "Model", "Equipment", "Device", "Item"],
    "issue_description": ["Fault description", "Symptom", "Problem reported", "Describe the fault", "Fault"],
    "form_deadline": ["Required by", "Needed back by", "Date required", "Back in service by"],
    "return_reason": ["Reason for return", "Why are you returning this?", "Return reason", "Reason"],
}
LOCAL_LABELS = {
    "ZAR": {"Tax point", "Funds to reflect by", "EFT reference", "Nett amount", "Total incl. VAT", "Total excl. VAT",
            "Authorised on", "Credit authorised", "Tax invoice no."},
    "EUR": {"End-to-end ID", "Total incl. VAT", "Total excl. VAT", "Nett amount", "Tax point", "Authorised on",
            "Credit authorised"},
    "USD": {"Trace no.", "Authorized on", "Credit authorized", "Merchandise total", "Balance due", "Refund to post by"},
}
STATUS_WORDS = {
    "approved": ["AUTHORISED", "Approved", "Accepted for credit", "RGA issued"],
    "rejected": ["Not authorised", "Declined", "Rejected", "Closed - no credit"],
    "executed": ["Paid", "Processed", "Complete", "Released"],
}
STATUS_US = {"AUTHORISED": "AUTHORIZED", "Not authorised": "Not authorized"}

INVOICE_TITLES = {"ZAR": ["TAX INVOICE / BELASTINGFAKTUUR", "Tax Invoice"],
                  "EUR": ["VAT Invoice", "Sales Invoice"],
                  "USD": ["INVOICE", "Invoice (Net 30)"]}
ORDER_TITLES = {"ZAR": ["Sales Order Confirmation", "Order Confirmation / Bestellingbevestiging"],
                "EUR": ["Order Confirmation", "Order Received - Confirmation"],
                "USD": ["Order Acknowledgment", "Customer Order Acknowledgment"]}
SHIP_TITLES = {"ZAR": ["Waybill Advice", "Dispatch Confirmation", "Advance Ship Notice"],
               "EUR": ["Delivery Docket", "Dispatch Confirmation", "Advance Ship Notice"],
               "USD": ["Advance Ship Notice (ASN)", "Packing Slip / Shipment Notice", "Shipment Confirmation"]}
TABLE_HEADERS = [["Cat. no. / description", "Qty", "Unit price", "Line total"],
                 ["Item", "Qty", "Price each", "Amount"],
                 ["Product code & description", "Units", "Unit", "Extended"]]
PAYMENT_TERMS = {
    "ZAR": ["Banking details: FNB, Midrand branch 250655, acc. 62812345678. Use the invoice number as reference.",
            "Payment by EFT within 30 days of statement. E&OE."],
    "EUR": ["Payment by bank transfer to IBAN IE29 AIBK 9311 5212 3456 78 within 30 days. Please quote the "
            "invoice number.", "Goods remain our property until paid in full."],
    "USD": ["Terms: Net 30. Remit to: Caracal Clinical & Lab Supply, Inc., PO Box 33017, Raleigh, NC 27636.",
            "Make checks payable to Caracal Clinical & Lab Supply, Inc. Past-due balances accrue 1.5% per month."],
}
TERMS_PAGE = [
    "Returned goods policy",
    "Goods may be returned for credit within 30 days of delivery with a returned-goods authorisation (RGA) "
    "number issued by our customer service team. Returns without an RGA number will not be accepted.",
    "Sterile, single-use and cold-chain products cannot be returned once they have left our premises, unless they "
    "were faulty or damaged on arrival. Instruments that have been used must be cleaned and decontaminated and "
    "must travel with a signed decontamination declaration.",
    "A restocking fee or a handling charge may be deducted from the credit. Credits are paid to the original "
    "payment method or held on your account.",
]
RETURNS_ADDRESS = {"ZAR": "Returns Desk, 14 Bridal Veil Rd, Midrand 1685",
                   "EUR": "Returns, Unit 7, Ballybrit Business Park, Galway H91 YX2P",
                   "USD": "Attn: Returns Dept., 4100 Capital Blvd, Suite 210, Raleigh, NC 27604"}
STAFF = {"ZAR": ["Zanele Nkosi", "Riaan Steyn"], "EUR": ["Orla Fitzgerald", "Seán Doyle"],
         "USD": ["Jess Moreno", "Andre Williams"]}

# ---------------------------------------------------------------- customer prose, per locale

GREETINGS = {"za": ["Good day,", "Good morning,", "Hi there,", "Dear Sir/Madam,"],
             "ie": ["Hi,", "Hello,", "Dear Sir or Madam,", "Hi folks,"],
             "us": ["Hello,", "Hi team,", "To whom it may concern,", "Hi,"]}
SIGN_OFFS = {"za": ["Kind regards", "Regards", "Thank you"],
             "ie": ["Many thanks", "Kind regards", "Thanks a million"],
             "us": ["Thanks,", "Best,", "Sincerely,"]}
REASON_SENTENCES = {
    "I": ["I am sending the {item} back because {reason}.", "The {item} is going back to you because {reason}.",
          "Unfortunately I have to return the {item} because {reason}."],
    "we": ["We are returning the {item} because {reason}.", "The {item} has to come back to you because {reason}.",
           "We cannot use the {item} because {reason}."],
}
AMOUNT_SENTENCES = {
    "I": ["I paid {amt} and would like a refund of {amt}.", "Please refund {amt} to my card.",
          "The refund I am asking for is {amt}."],
    "we": ["We are claiming a credit of {amt}.", "Please refund {amt} to our account.",
           "The amount to be refunded is {amt}."],
}
# Written in the first person singular; a practice or lab's "we" is derived (documents.py's _voiced).
EXPECT_REFUND_DL = {
    "za": ["Please make sure the refund reflects in my account {dl}.", "Kindly have the money paid back to me {dl}.",
           "I need the credit to reflect {dl}."],
    "ie": ["I'd be grateful if the refund was back on my card {dl}.", "Please have the money refunded to me {dl}.",
           "I'd ask that the credit is applied {dl}."],
    "us": ["Please issue the refund {dl}.", "I need the credit posted to my card {dl}.",
           "I expect to see the refund {dl}."],
}
EXPECT_REFUND_NO_DL = {
    "za": ["Please pay the refund back into the account it came from.", "Kindly process the credit as soon as possible."],
    "ie": ["Please refund the full amount to the card I paid with.", "I'd appreciate the refund as soon as you can."],
    "us": ["Please refund the full amount to the original card.", "Please process the credit at your earliest convenience."],
}
EXPECT_REPAIR_DL = {
    "za": ["I need the instrument repaired and back in service {dl}.", "Please have the unit fixed and returned {dl}."],
    "ie": ["I'd need the unit repaired or swapped {dl}.", "Please get the device back to me working {dl}."],
    "us": ["I need a working unit back {dl}.", "Please repair or replace the unit {dl}."],
}
EXPECT_REPAIR_NO_DL = {
    "za": ["Please arrange a repair or a loan unit in the meantime.", "Kindly advise when the unit will be repaired."],
    "ie": ["Please let me know when the repair will be done.", "I'd like it repaired or replaced, whichever is quicker."],
    "us": ["Please send a replacement or a loaner while it is repaired.", "Please let me know the repair status."],
}
EXPECT_DELIVERY_DL = {
    "za": ["Please get the consignment to me {dl} or refund the order.", "I need the stock delivered {dl}."],
    "ie": ["Please get the parcel to me {dl}, otherwise I want a refund.", "I need the delivery {dl}."],
    "us": ["Please get the shipment to me {dl} or cancel and refund it.", "I need the order delivered {dl}."],
}
EXPECT_REJECTED = {
    "za": ["Please review the decision and credit the returned item.", "I want the decision escalated and reversed."],
    "ie": ["Please look at this again and refund me.", "I'd ask you to reconsider and issue the refund."],
    "us": ["Please escalate this to your quality manager and reverse the decision.",
           "Please reconsider and refund the returned item."],
}
DEADLINE_WORDS = {
    "za": ["by {}", "before {}", "not later than {}", "by {} latest"],
    "ie": ["by {}", "before {}", "no later than {}", "by {} at the very latest"],
    "us": ["by {}", "no later than {}", "on or before {}", "before {}"],
}
RELATIVE_DEADLINES = {
    "za": [("within 7 days", 7), ("within three weeks", 21), ("before month-end", "month_end")],
    "ie": [("within 14 days", 14), ("by the end of the month", "month_end"), ("within ten days", 10)],
    "us": [("within 30 days", 30), ("in the next 10 days", 10), ("by end of month", "month_end")],
}
UNRESOLVED_DEADLINES = [
    "before the accreditation audit",
    "before the new student intake",
    "before the clinic reopens after the renovation",
    "ahead of the next vaccination clinic",
]
