"""Shop 3's vocabulary: Harbourline Home & Kitchen, a UK homeware shop that also sells into
the euro area and the USA. People, products, carriers, and several wordings for every label.

Plain data: the generator picks from these pools at random per document, so one document
says "PO#" where the next says "Your reference". The wording is ordinary business English,
written for this shop, not taken from any extractor's cue list.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Harbourline Home & Kitchen"
DOMAIN = "harbourline.example"
# Letterhead small print: company numbers and a VAT number, distractors for identifier fields.
LETTERHEAD = {
    "GBP": "Harbourline Home Ltd · 14 Quay Street · Bristol BS1 4RN · VAT reg. GB 284 5521 07 · Company no. 09931482",
    "EUR": "Harbourline Home B.V. · Keizersgracht 318 · 1016 EZ Amsterdam · BTW NL859912034B01 · KvK 71120987",
    "USD": "Harbourline Home Inc. · 220 Canal Street, Suite 4 · Providence, RI 02903 · harbourline.example",
}

# (name, address line, country) per currency. USD customers get US month-first dates,
# the others day-first (the shop's locale: en-GB, and nl-NL style dotted dates in euro documents).
CUSTOMERS = {
    "GBP": [
        ("Eleanor Whitcombe", "7 Chandos Road, Bristol BS6 6PG"),
        ("Rajesh Patel", "41 Wilmslow Road, Manchester M14 5TB"),
        ("Fiona MacLeod", "3 Ferry Brae, Inverness IV3 5LD"),
        ("Gareth Llewellyn", "18 Heol y Coed, Cardiff CF14 6HX"),
        ("Priya Chandrasekar", "92 Mill Lane, Leicester LE2 7HU"),
        ("Thomas Ashworth", "5 Quarry Bank, Sheffield S6 3RB"),
        ("Siobhan Gallagher", "27 Ormeau Avenue, Belfast BT2 8HD"),
        ("Oluwaseun Adeyemi", "60 Brixton Hill, London SW2 1QS"),
        ("Harriet Pemberton", "2 The Crescent, Harrogate HG1 2RS"),
        ("Daniel O'Connor", "14 Ryehill Terrace, Edinburgh EH6 8EN"),
    ],
    "EUR": [
        ("Annelies de Vries", "Vondelstraat 12, 1054 GD Amsterdam"),
        ("Matthias Grünewald", "Schanzenstraße 7, 20357 Hamburg"),
        ("Sinéad Fitzgerald", "22 Leeson Street, Dublin D02 X285"),
        ("Pieter Janssens", "Meir 84, 2000 Antwerpen"),
        ("Camille Laurent", "9 rue Saint-Rome, 31000 Toulouse"),
        ("Giulia Bianchi", "Via Garibaldi 31, 10122 Torino"),
    ],
    "USD": [
        ("Marcus Delgado", "1188 Maple Ave, Evanston, IL 60202"),
        ("Jennifer Okafor", "47 Beacon Street, Somerville, MA 02143"),
        ("Tyler Brennan", "3021 Larkin St, San Francisco, CA 94109"),
        ("Ashley Nguyen", "815 Elm Street, Raleigh, NC 27601"),
    ],
}
TAX = {"GBP": ("VAT", Decimal("20")), "EUR": ("VAT", Decimal("21")), "USD": ("Sales tax", Decimal("7.25"))}

PRODUCTS = [
    ("Tidewater 1.7L Glass Kettle", Decimal("44.99")),
    ("Marlow 4-Slice Toaster", Decimal("59.00")),
    ("Quayside Stand Mixer 5L", Decimal("249.00")),
    ("Brackwater Cast Iron Casserole 26cm", Decimal("129.50")),
    ("Solent 12-Piece Dinner Set", Decimal("89.95")),
    ("Harbour Bean-to-Cup Coffee Machine", Decimal("399.00")),
    ("Anchor High-Speed Blender", Decimal("119.00")),
    ("Pier 5-Piece Knife Block", Decimal("74.50")),
    ("Driftwood Linen Duvet Set (King)", Decimal("95.00")),
    ("Lighthouse Cordless Stick Vacuum", Decimal("219.99")),
    ("Estuary Air Fryer 5.5L", Decimal("139.00")),
    ("Shingle Non-Stick Pan Set", Decimal("84.00")),
    ("Mooring Oak Chopping Board", Decimal("32.00")),
    ("Gull Ultrasonic Humidifier", Decimal("64.99")),
    ("Keel Rechargeable Hand Blender", Decimal("49.00")),
    ("Seawall Digital Kitchen Scale", Decimal("24.99")),
]
# Appliances with a serial plate: only these get warranty claims.
WARRANTY_PRODUCTS = [
    "Tidewater 1.7L Glass Kettle", "Marlow 4-Slice Toaster", "Quayside Stand Mixer 5L",
    "Harbour Bean-to-Cup Coffee Machine", "Anchor High-Speed Blender", "Lighthouse Cordless Stick Vacuum",
    "Estuary Air Fryer 5.5L", "Gull Ultrasonic Humidifier", "Keel Rechargeable Hand Blender",
]

CARRIERS = {
    "GBP": ["Royal Mail Tracked 48", "DPD Local", "Evri", "Parcelforce Express 24", "DHL Parcel UK"],
    "EUR": ["PostNL", "DHL Paket", "GLS", "DPD"],
    "USD": ["UPS Ground", "FedEx Ground", "USPS Priority Mail"],
}

RETURN_REASONS = [
    "it leaks from the base",
    "the glass lid cracked the first time I used it",
    "the colour is nothing like the photo on your website",
    "it arrived chipped in two places",
    "it is far too loud for an open-plan kitchen",
    "the handle came loose after a week",
    "the parts do not lock together properly",
    "it is a lot smaller than the dimensions you list",
    "the finish is already peeling off",
    "it trips the fuse every time I switch it on",
    "the box had been opened and the manual and one attachment were missing",
    "I ordered the wrong size by mistake",
]
ISSUES = [
    "Motor cuts out after about thirty seconds and will not restart until it has cooled down",
    "Display shows error E4 and the heating element stays cold",
    "Water pools under the machine after every brew",
    "Battery no longer holds a charge for more than five minutes",
    "Switch does not click off when the water boils",
    "Burning smell and smoke from the vents on the highest setting",
    "Speed dial is stuck on setting 2",
    "Unit powers on but the fan does not spin",
]
ITEM_NOUNS = ["unit", "appliance", "item", "product"]

# ---------------------------------------------------------------- label pools (one is picked per document)
LABELS: dict[str, list[str]] = {
    "order_id": ["Order number", "Order no.", "Order #", "Your order", "Order reference", "Order ref.",
                 "Purchase ref.", "PO#", "Web order no.", "Your reference", "Sales order", "Order"],
    "customer_id": ["Customer no.", "Customer number", "Account no.", "Account number", "Acct #", "Customer ref.",
                    "Client no.", "Member no.", "Customer code", "Account"],
    "customer_name": ["Customer", "Name", "Bill to", "Invoice to", "Customer name", "Sold to", "Account holder"],
    "ship_name": ["Deliver to", "Ship to", "Recipient", "Delivery name", "Addressee"],
    "invoice_number": ["Invoice no.", "Invoice number", "Invoice #", "Tax invoice no.", "Inv. no.", "Document no.",
                       "VAT invoice number"],
    "invoice_date": ["Invoice date", "Date", "Tax point", "Date of issue", "Issued", "Document date", "Dated"],
    "order_date": ["Order date", "Ordered", "Date ordered", "Order placed", "Purchase date", "Date of purchase",
                   "Placed on"],
    "subtotal": ["Subtotal", "Net", "Net total", "Goods", "Total excl. VAT", "Amount before tax", "Items"],
    "order_total": ["Total", "Total due", "Grand total", "Total incl. VAT", "Amount payable", "Order total",
                    "Total paid", "To pay", "Invoice total", "Total charged"],
    "delivery_estimate": ["Estimated delivery", "Expected", "Expected by", "Delivery due", "ETA",
                          "Estimated arrival", "Arriving", "Expected delivery date", "Your delivery date"],
    "tracking_number": ["Tracking number", "Tracking no.", "Tracking ref.", "Consignment no.", "Parcel ID",
                        "Shipment ID", "Track & trace", "Tracking code", "Waybill no.", "Parcel reference"],
    "carrier": ["Carrier", "Courier", "Delivery by", "Shipped via", "Service", "Delivery partner", "Sent with"],
    "ship_date": ["Dispatched", "Dispatch date", "Shipped", "Ship date", "Date shipped", "Despatched on",
                  "Left warehouse"],
    "case_number": ["Return no.", "Return ref.", "RMA", "RMA no.", "Case ref.", "Case", "Ticket #",
                    "Claim no.", "Claim reference", "Our reference", "Service ref."],
    "approval_date": ["Decision date", "Date of decision", "Approved on", "Authorised on", "Reviewed on",
                      "Decided"],
    "refund_eligible": ["Eligible for refund", "Refundable", "Refundable amount", "Amount eligible",
                        "Qualifying amount", "Returnable value", "Max. refundable"],
    "refund_approved": ["Approved refund", "Refund approved", "Amount approved", "Refund amount",
                        "Credit authorised", "Authorised refund", "Total refund", "Amount to be refunded"],
    "promised_date": ["Refund due by", "In your account by", "Expected in your account by", "Credit expected by",
                      "Payment by", "Money back by", "Funds expected by"],
    "refund_executed": ["Amount refunded", "Refunded", "Credited", "Amount credited", "Refund total",
                        "Refund issued", "Paid to you", "Credit amount"],
    "execution_date": ["Refund date", "Date processed", "Processed on", "Credited on", "Paid on", "Date of refund",
                       "Issued on", "Value date", "Transaction date"],
    "payment_reference": ["Transaction ID", "Transaction ref.", "Payment ref.", "Refund ID", "Reference",
                          "Remittance ref.", "Bank ref.", "Refund reference"],
    "refund_status": ["Status", "Decision", "Outcome", "Result", "Refund status", "Claim status"],
    "product_name": ["Product", "Item", "Model", "Appliance", "Article", "Product description", "Unit"],
    "serial_number": ["Serial no.", "Serial number", "S/N", "SN", "Serial", "Unit serial"],
    "issue_description": ["Fault", "Fault reported", "Problem", "Describe the problem", "Issue", "Nature of fault",
                          "Symptoms", "What went wrong"],
    "form_deadline": ["Needed back by", "Required by", "Please return by", "Latest date", "Date needed",
                      "Deadline for repair"],
    "form_date": ["Date", "Date of claim", "Submitted", "Form date", "Completed on", "Claim date"],
    "return_reason": ["Reason for return", "Return reason", "Why are you returning this item?", "Reason"],
    "refund_requested": ["Refund requested", "Amount claimed", "Refund due to me", "Amount to refund",
                         "Value of return"],
}
# The printed words for a status, per truth value.
STATUS_WORDS = {
    "approved": ["Approved", "APPROVED", "Accepted", "Authorised", "Granted"],
    "rejected": ["Declined", "REJECTED", "Not approved", "Refused", "Unsuccessful"],
    "executed": ["Refunded", "Paid", "Completed", "Processed", "Settled"],
}
TABLE_HEADERS = [
    ["Item", "Qty", "Price", "Line total"],
    ["Description", "Quantity", "Unit price", "Amount"],
    ["Product", "No.", "Each", "Total"],
    ["Article", "Units", "Rate", "Net"],
]
FEE_BASES = ["restocking fee", "return postage", "collection charge"]

# ---------------------------------------------------------------- customer prose
GREETINGS = ["Hi there,", "Hello,", "Dear Harbourline team,", "Good morning,", "To whom it may concern,",
             "Dear Customer Care,", "Hi,"]
SIGN_OFFS = ["Thanks,", "Many thanks,", "Kind regards,", "Best wishes,", "Cheers,", "Yours faithfully,",
             "Warm regards,", "Thank you,"]
# Reason sentences: {item}, {reason}. The truth is the reason clause.
REASON_SENTENCES = [
    "I'd like to send the {item} back as {reason}.",
    "I am returning the {item} since {reason}.",
    "The problem with the {item} is that {reason}.",
    "Sadly the {item} has to go back: {reason}.",
    "I'm returning the {item} because {reason}.",
    "Unfortunately I cannot keep the {item}, as {reason}.",
]
# Amount sentences: {amt}. The truth is the amount.
AMOUNT_SENTENCES = [
    "Please refund {amt} to the card I paid with.",
    "I am asking for my {amt} back.",
    "I paid {amt} for it and would like that refunded in full.",
    "Could you put {amt} back on my card, please.",
    "I'd like a refund of {amt}.",
    "The refund I am claiming is {amt}.",
]
# Expectations with a deadline phrase {dl}: the truth is the whole sentence without its full stop.
EXPECT_REFUND_DL = [
    "Please make sure the money is back in my account {dl}.",
    "It is important that I receive the refund {dl}.",
    "I'd be grateful if the refund could be completed {dl}.",
    "I need the money back {dl}.",
    "Kindly process the refund {dl}.",
    "I am counting on having the refund {dl}.",
    "I expect to see the credit on my statement {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "Please let me know once the refund has gone through.",
    "I'd appreciate an e-mail when you have received the parcel.",
    "Please confirm when the money has been sent.",
]
EXPECT_REPAIR_DL = [
    "I need a working machine again {dl}.",
    "Please arrange the repair so that I have it back {dl}.",
    "I'd like a replacement sent out {dl}.",
    "It would really help to have the unit back {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "I'd prefer a replacement to a repair.",
    "Please repair it free of charge under the guarantee.",
]
EXPECT_DELIVERY_DL = [
    "I need the parcel {dl}.",
    "Please make sure it reaches me {dl}.",
    "I must have the order delivered {dl}.",
]
EXPECT_REJECTED = [
    "Please have someone senior look at this decision again.",
    "I'd like you to reconsider and accept the return.",
    "I expect the refund to be approved after all.",
]
# Deadline words no date resolves: the truth keeps the words, unresolved.
UNRESOLVED_DEADLINES = [
    "before we move house",
    "in time for my daughter's birthday",
    "before the school term starts",
]
# Relative deadlines and how they resolve against the document date: (words, days) or (words, "month_end").
RELATIVE_DEADLINES = [
    ("within 10 days", 10),
    ("within two weeks", 14),
    ("within a fortnight", 14),
    ("by the end of this month", "month_end"),
    ("before the end of the month", "month_end"),
]

TERMS_PAGE = [
    "Returns, refunds and guarantee",
    "You may return most items within 30 days of delivery. Items must be unused and in their original "
    "packaging; a restocking fee may apply to opened electrical goods. Refunds go back to the original "
    "payment method.",
    "Electrical appliances carry a two-year manufacturer's guarantee. Keep your proof of purchase and quote "
    "your order reference whenever you contact us.",
    "Harbourline Home & Kitchen is a trading name of Harbourline Home Ltd, registered in England and Wales.",
]


# ---------------------------------------------------------------- shared templates' wording (sample_docs/shop_kit.py)
_INVOICE_TITLES = ["INVOICE", "Tax invoice", "VAT invoice", "Invoice", "Sales invoice"]
INVOICE_TITLES = {"GBP": _INVOICE_TITLES, "EUR": _INVOICE_TITLES,
                  "USD": ["INVOICE", "Invoice", "Sales receipt / invoice"]}
INVOICE_PAID = ["Paid in full by card. No further payment is due.", "Payment received with thanks.",
                "This invoice has been settled by PayPal."]
RETURNS_ADDRESS = ["Returns Department", "14 Quay Street, Bristol BS1 4RN", "by post"]
# The shop's automatic reply, quoted under a customer's e-mail.
AUTO_REPLIES = ["Thank you for contacting Harbourline. A member of our team will reply within two working days.",
                "Thanks for your message. We are looking into this and will be in touch shortly.",
                "We have passed your query to our returns team. Please do not reply to this automated message."]
AUTO_REPLY_SIGNATURE = "Harbourline Customer Care"
