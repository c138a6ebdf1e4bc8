"""Shop 4's vocabulary: Kestrel Desk & Studio, an office and studio supplies shop selling to
people and small businesses in Australia, Canada and Switzerland. People, products, carriers, and
several wordings for every label.

Plain data: the generator picks from these pools at random per document. Unlike shops 1 and 3,
shop staff here write in the first person singular ("I have approved ...") and many customers
are small businesses writing "we"; titles are often missing or generic, and every core action
has its synonyms (reimbursed, credited back, signed off, handed to the courier, remitted ...).
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Kestrel Desk & Studio"
DOMAIN = "kestreldesk.example"
LETTERHEAD = {
    "AUD": "Kestrel Desk & Studio Pty Ltd · 88 Flinders Lane · Melbourne VIC 3000 · ABN 51 824 753 556",
    "CAD": "Kestrel Desk & Studio Inc. · 410 Rue McGill · Montréal QC H2Y 2G1 · GST/HST 80431 2297 RT0001",
    "CHF": "Kestrel Desk & Studio GmbH · Langstrasse 141 · 8004 Zürich · UID CHE-318.662.904 MWST",
}

# (name, address line). Some buyers are small businesses: their letters say "we" and "our".
CUSTOMERS = {
    "AUD": [
        ("Bronwyn Hartigan", "12 Darling Street, Balmain NSW 2041"),
        ("Lachlan Murray", "7 Hope Street, Brunswick VIC 3056"),
        ("Mei Lin Tan", "55 Adelaide Terrace, Perth WA 6000"),
        ("Callum Fitzroy", "3/18 Ann Street, Brisbane QLD 4000"),
        ("Aroha Walker", "9 Rundle Mall, Adelaide SA 5000"),
        ("Declan Whitfield", "140 Elizabeth Street, Hobart TAS 7000"),
    ],
    "CAD": [
        ("Genevieve Tremblay", "2250 Rue Ontario Est, Montreal QC H2K 1W1"),
        ("Harjit Sandhu", "88 Kingsway, Vancouver BC V5T 3H9"),
        ("Colleen MacIsaac", "15 Spring Garden Road, Halifax NS B3J 3R4"),
        ("Owen Kowalczyk", "402 Osborne Street, Winnipeg MB R3L 2A9"),
    ],
    "CHF": [
        ("Luca Bernasconi", "Via Nassa 22, 6900 Lugano"),
        ("Regula Meier", "Spalenberg 40, 4051 Basel"),
        ("Amélie Rochat", "Rue de Bourg 8, 1003 Lausanne"),
        ("Stefan Zbinden", "Kramgasse 61, 3011 Bern"),
    ],
}
# Company names some customers buy for; a document for such a case speaks as "we".
BUSINESSES = ["Northwind Design Studio", "Ironbark Architects", "Saltbush Accounting", "Little Fern Print Co.",
              "Otter Creek Legal", "Maple & Rye Bakery", "Alpenblick Treuhand"]
TAX = {"AUD": ("GST", Decimal("10")), "CAD": ("GST/QST", Decimal("14.975")), "CHF": ("MWST", Decimal("8.1"))}

PRODUCTS = [
    ("Ergo Mesh Task Chair", Decimal("329.00")),
    ("Sit-Stand Desk Frame 140cm", Decimal("579.00")),
    ("Cross-Cut Shredder 12-Sheet", Decimal("189.90")),
    ("Thermal Label Printer LP-4", Decimal("214.50")),
    ("A3 Laminator Pro", Decimal("96.00")),
    ("LED Architect Lamp", Decimal("74.95")),
    ("Monitor Arm, Dual", Decimal("129.00")),
    ("Archival Box File (10-pack)", Decimal("42.00")),
    ("Fineliner Set, 24 colours", Decimal("31.50")),
    ("Cutting Mat A1", Decimal("58.00")),
    ("Document Camera DC-8", Decimal("249.00")),
    ("Whiteboard 120x90", Decimal("119.00")),
    ("Desk Organiser, Walnut", Decimal("45.00")),
    ("Wireless Presenter", Decimal("39.90")),
]
WARRANTY_PRODUCTS = ["Sit-Stand Desk Frame 140cm", "Cross-Cut Shredder 12-Sheet", "Thermal Label Printer LP-4",
                     "A3 Laminator Pro", "LED Architect Lamp", "Document Camera DC-8"]

CARRIERS = {
    "AUD": ["Australia Post eParcel", "StarTrack Express", "Aramex AU", "Couriers Please"],
    "CAD": ["Canada Post Expedited", "Purolator Ground", "UPS Standard"],
    "CHF": ["Swiss Post PostPac Priority", "DPD Schweiz", "Planzer Paket"],
}

RETURN_REASONS = [
    "the gas lift sinks within an hour",
    "two of the legs were bent in transit",
    "it jams on every third sheet",
    "the colour does not match the rest of our office",
    "the labels print off-centre whatever setting is used",
    "the box arrived crushed and the glass top is scratched",
    "it is noisier than the one it was meant to replace",
    "the clamp does not fit a desk thicker than 30 mm",
    "half of the pens were dry on arrival",
    "we ordered two by mistake and only need one",
    "it overheats and switches itself off",
]
ISSUES = [
    "Left motor hums but the frame no longer rises",
    "Feed rollers stop turning and the red light flashes",
    "Print head leaves a blank stripe down every label",
    "Rollers do not warm up and pouches come out cloudy",
    "Lamp flickers and then goes dark after ten minutes",
    "Camera image freezes after a few seconds over USB",
]
ITEM_NOUNS = ["unit", "item", "product", "goods"]

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
                  "Left warehouse", "Handed to courier", "Sent out on"],
    "case_number": ["Return no.", "Return ref.", "RMA", "RMA no.", "Case ref.", "Case", "Ticket #",
                    "Claim no.", "Claim reference", "Our reference", "Service ref."],
    "approval_date": ["Decision date", "Date of decision", "Approved on", "Authorised on", "Reviewed on",
                      "Decided", "Signed off on", "Agreed on"],
    "refund_eligible": ["Eligible for refund", "Refundable", "Refundable amount", "Amount eligible",
                        "Qualifying amount", "Returnable value", "Max. refundable"],
    "refund_approved": ["Approved refund", "Refund approved", "Amount approved", "Refund amount",
                        "Credit authorised", "Authorised refund", "Total refund", "Amount to be refunded", "Reimbursement agreed", "To be credited back"],
    "promised_date": ["Refund due by", "In your account by", "Expected in your account by", "Credit expected by",
                      "Payment by", "Money back by", "Funds expected by"],
    "refund_executed": ["Amount refunded", "Refunded", "Credited", "Amount credited", "Refund total",
                        "Refund issued", "Paid to you", "Amount reimbursed", "Remitted", "Paid out"],
    "execution_date": ["Refund date", "Date processed", "Processed on", "Credited on", "Paid on", "Date of refund",
                       "Issued on", "Value date", "Remitted on", "Paid out on"],
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
    "approved": ["Authorised", "Agreed", "Accepted", "Signed off", "OK to proceed"],
    "rejected": ["Declined", "Not accepted", "Refused", "Unsuccessful"],
    "executed": ["Remitted", "Paid out", "Credited", "Processed", "Done"],
}
TABLE_HEADERS = [
    ["Item", "Qty", "Price", "Line total"],
    ["Description", "Quantity", "Unit price", "Amount"],
    ["Product", "No.", "Each", "Total"],
    ["Article", "Units", "Rate", "Net"],
]
FEE_BASES = ["restocking fee", "return postage", "collection charge"]

# ---------------------------------------------------------------- customer prose
GREETINGS = ["Hi there,", "Hello,", "Dear Kestrel team,", "G'day,", "To whom it may concern,", "Dear Sir or Madam,",
             "Hi,", "Good afternoon,"]
SIGN_OFFS = ["Thanks,", "Many thanks,", "Kind regards,", "Best wishes,", "Cheers,", "Regards,", "Thank you,"]
# Reason sentences: {item}, {reason}; the first person is "I" or "we" (a business buyer).
REASON_SENTENCES = {
    "I": ["I'd like to send the {item} back as {reason}.", "I am returning the {item} since {reason}.",
          "The trouble with the {item} is that {reason}.", "I can't keep the {item}: {reason}."],
    "we": ["We would like to send the {item} back as {reason}.", "We are returning the {item} since {reason}.",
           "The trouble with the {item} is that {reason}.", "Our office cannot use the {item}: {reason}."],
}
# Amount sentences: {amt}, with the core action in other words.
AMOUNT_SENTENCES = {
    "I": ["Please reimburse {amt} to the card I paid with.", "I'd like the {amt} credited back to my card.",
          "Could I have my {amt} back, please.", "I am asking for {amt} to be returned to me."],
    "we": ["Please reimburse {amt} to our company card.", "We would like the {amt} credited back to our account.",
           "We are claiming back {amt}.", "Please return the {amt} we paid."],
}
EXPECT_REFUND_DL = [
    "Please make sure the money is back in our account {dl}.",
    "It is important that the reimbursement reaches me {dl}.",
    "We need the credit to show on our statement {dl}.",
    "Kindly put the money back {dl}.",
    "I am counting on being reimbursed {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "Please let us know once the money has been returned.",
    "I'd appreciate a note when the parcel is back with you.",
    "Please confirm when the credit has been made.",
]
EXPECT_REPAIR_DL = [
    "We need a working unit again {dl}.",
    "Please have it fixed and back with us {dl}.",
    "I'd like a replacement sent out {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "We would prefer a replacement to a repair.",
    "Please fix it at no charge under the guarantee.",
]
EXPECT_DELIVERY_DL = [
    "We need the goods {dl}.",
    "Please make sure the delivery reaches me {dl}.",
    "The order has to be here {dl}.",
]
EXPECT_REJECTED = [
    "Please ask a manager to look at this decision again.",
    "We would like you to reconsider and take the item back.",
    "I expect the return to be accepted after all.",
]
UNRESOLVED_DEADLINES = [
    "before our office move",
    "before the end of the financial year",
    "in time for our new starter",
]
RELATIVE_DEADLINES = [
    ("within 7 days", 7),
    ("within three weeks", 21),
    ("within a fortnight", 14),
    ("by the end of this month", "month_end"),
]

TERMS_PAGE = [
    "Returns and warranty",
    "Unused goods may be sent back within 21 days of delivery in their original packaging. Opened "
    "electrical items may attract a handling charge. Money goes back to the card or account that paid.",
    "Powered equipment carries a 24-month warranty. Please keep your tax invoice and quote your order "
    "number when you contact us.",
    "Kestrel Desk & Studio trades in Australia, Canada and Switzerland through local companies.",
]


# ---------------------------------------------------------------- shared templates' wording (sample_docs/shop_kit.py)
_INVOICE_TITLES = ["TAX INVOICE", "Tax invoice", "Invoice", "Bill", "Account"]
INVOICE_TITLES = {"AUD": _INVOICE_TITLES, "CAD": _INVOICE_TITLES,
                  "CHF": ["Rechnung / Invoice", "Invoice", "Tax invoice"]}
INVOICE_PAID = ["Paid in full by card. Nothing further is owing.", "Payment received with thanks.",
                "Settled by bank transfer on the day of order."]
RETURNS_ADDRESS = ["Returns Department", "88 Flinders Lane, Melbourne VIC 3000", "by post"]
# The shop's automatic reply, quoted under a customer's e-mail.
AUTO_REPLIES = ["Thanks for getting in touch. I have passed this on and someone will reply within two working days.",
                "Thanks for your message. We are looking into this and will be in touch shortly.",
                "We have passed your query to our returns team. Please do not reply to this automated message."]
AUTO_REPLY_SIGNATURE = "Kestrel Customer Care"
