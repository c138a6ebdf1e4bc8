"""Shop 8's vocabulary: Saltbush Marine Supply, a trade chandlery and marine electronics wholesaler
with a warehouse in Fremantle (Australia, AUD) and branches in Auckland (New Zealand, NZD),
Singapore (SGD) and Cape Town (South Africa, ZAR). It sells to boatyards, marinas, charter
operators, fishing fleets and yacht owners. People, products, carriers and several wordings for
every label.

Plain data: the generator picks from these pools at random per document. The wording is the
trade's own: sales orders and pick slips, tax invoices with GST (VAT in South Africa), con notes
and air waybills, RMA and claim numbers, credit advices and EFT remittances, warranty claims
lodged for a unit off a boat. Australians are easy-going ("Cheers"), New Zealanders brief and
friendly ("Kia ora", "Ngā mihi"), Singapore buyers formal and precise ("Kindly advise"), South
Africans warm and direct ("Howzit", "Shot"). Boatyards and charter firms write "we".
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Saltbush Marine Supply"
DOMAIN = "saltbushmarine.example"
LETTERHEAD = {
    "AUD": "Saltbush Marine Supply Pty Ltd  ABN 61 604 218 337  |  14 Mews Road, Fremantle WA 6160  |  (08) 9430 7712",
    "NZD": "Saltbush Marine Supply (NZ) Ltd  GST No. 118-402-667  |  22 Beaumont Street, Westhaven, Auckland 1010",
    "SGD": "Saltbush Marine Supply Pte. Ltd.  UEN 201834412K  GST Reg. M90-3812254-X  |  "
           "31 Tuas Avenue 11, Singapore 639105",
    "ZAR": "Saltbush Marine Supply (Pty) Ltd  Reg. 2017/402231/07  VAT No. 4390271155  |  "
           "Unit 6, Paarden Eiland Business Park, Cape Town 7405",
}
LOCALE = {"AUD": "au", "NZD": "nz", "SGD": "sg", "ZAR": "za"}
PRICE_FACTOR = {"AUD": Decimal("1"), "NZD": Decimal("1.09"), "SGD": Decimal("0.87"), "ZAR": Decimal("11.8")}

# (name, address line)
CUSTOMERS = {
    "AUD": [
        ("Bronwyn Hatherly", "7 Jetty Lane, Port Lincoln SA 5606"),
        ("Kieran Nguyen", "Unit 3/48 Marine Parade, Southport QLD 4215"),
        ("Tamsin Whitlock", "112 Esplanade, Hobart TAS 7000"),
        ("Darcy Pellegrino", "19 Slipway Road, Hillarys WA 6025"),
        ("Leanne Okafor", "5 Pittwater Road, Mona Vale NSW 2103"),
        ("Callum Fairweather", "2 Boatshed Row, Williamstown VIC 3016"),
    ],
    "NZD": [
        ("Aroha Ngata", "16 Tamaki Drive, Mission Bay, Auckland 1071"),
        ("Finn McAllister", "4 Wharf Street, Picton 7220"),
        ("Mereana Tipene", "31 Marsden Road, Paihia 0200"),
        ("Oliver Stroud", "88 Oriental Parade, Wellington 6011"),
        ("Hemi Walker", "9 Harbour View Road, Nelson 7010"),
    ],
    "SGD": [
        ("Tan Wei Ming", "Blk 412 Pasir Ris Drive 6, #08-221, Singapore 510412"),
        ("Priya Ramasamy", "27 Sentosa Cove Avenue, Singapore 098297"),
        ("Lim Hui Shan", "10 Changi Village Road, #02-14, Singapore 500010"),
        ("Daniel Koh", "5 Keppel Bay View, #11-03, Singapore 098417"),
        ("Nurul Aisyah", "Blk 88 Telok Blangah Heights, #05-190, Singapore 100088"),
    ],
    "ZAR": [
        ("Thandeka Mokoena", "14 Beach Road, Gordon's Bay 7140"),
        ("Pieter van Wyk", "3 Harbour Road, Hout Bay 7806"),
        ("Ayesha Jacobs", "22 Marina Drive, Knysna 6571"),
        ("Sipho Dlamini", "71 Point Road, Durban 4001"),
        ("Marlize Botha", "8 Visserstraat, Langebaan 7357"),
    ],
}
# Boatyards, marinas, charter and fishing firms that buy on account; they write "we".
BUSINESSES = {
    "AUD": ["Spencer Gulf Charters", "Broadwater Boatworks", "Derwent Yacht Services"],
    "NZD": ["Bay of Islands Sailing Co", "Sounds Marine Services", "Harbourside Moorings"],
    "SGD": ["Straits Yacht Management", "Changi Sailing Club", "Keppel Marine Services Pte Ltd"],
    "ZAR": ["False Bay Boatyard", "Knysna Charters", "Durban Ski-Boat Services"],
}
TAX = {"AUD": ("GST", Decimal("10")), "NZD": ("GST", Decimal("15")), "SGD": ("GST", Decimal("9")),
       "ZAR": ("VAT", Decimal("15"))}

# Prices in AUD; other currencies scale by PRICE_FACTOR.
PRODUCTS = [
    ("Bilge Pump 12V 1100GPH Auto", Decimal("89.00")),
    ("Fixed-Mount VHF Radio with DSC", Decimal("429.00")),
    ("Tiller Autopilot TP-22", Decimal("1290.00")),
    ("Plough Anchor Galvanised 10kg", Decimal("149.00")),
    ("AGM Deep-Cycle Battery 105Ah", Decimal("389.00")),
    ("Chartplotter 7in Touchscreen", Decimal("1149.00")),
    ("LED Navigation Light Set", Decimal("119.00")),
    ("Double-Braid Mooring Line 16mm x 15m", Decimal("64.50")),
    ("Inflatable Lifejacket 150N Auto", Decimal("179.00")),
    ("Antifouling Paint 4L Red", Decimal("215.00")),
    ("Stainless D-Shackle 8mm (4 pack)", Decimal("22.40")),
    ("Outboard Fuel Line & Primer Bulb", Decimal("38.90")),
    ("Fender 8 x 26in (pair)", Decimal("72.00")),
    ("Freshwater Pressure Pump 12V", Decimal("249.00")),
]
WARRANTY_PRODUCTS = ["Bilge Pump 12V 1100GPH Auto", "Fixed-Mount VHF Radio with DSC", "Tiller Autopilot TP-22",
                     "AGM Deep-Cycle Battery 105Ah", "Chartplotter 7in Touchscreen", "LED Navigation Light Set",
                     "Inflatable Lifejacket 150N Auto", "Freshwater Pressure Pump 12V"]

CARRIERS = {
    "AUD": ["StarTrack", "Australia Post", "Toll IPEC"],
    "NZD": ["NZ Couriers", "Mainfreight", "CourierPost"],
    "SGD": ["Ninja Van", "SingPost", "J&T Express"],
    "ZAR": ["The Courier Guy", "RAM Hand-to-Hand", "Dawn Wing"],
}

RETURN_REASONS = [
    "the pump outlet is 19mm and our hose is 25mm",
    "the radio was sent without its mounting bracket",
    "the skipper ordered the wrong anchor weight for the tender",
    "two of the shackles in the pack were a different size",
    "the battery terminals were corroded when it came out of the box",
    "the paint was the wrong colour for our hull",
    "the charter it was needed for was cancelled",
    "the lifejacket's inflation cylinder was missing",
    "the plotter screen had a dead pixel line across the middle",
    "it turned up after the boat had already left port",
]
# What goes wrong with each warranty product, and why a product comes back (general reasons for the rest).
ISSUE_BY_PRODUCT = {
    "Bilge Pump 12V 1100GPH Auto": "Float switch sticks so the pump runs until the battery is flat",
    "Fixed-Mount VHF Radio with DSC": "Radio powers on but transmits no audio on channel 16",
    "Tiller Autopilot TP-22": "Autopilot drifts ten degrees off course and will not hold a heading",
    "AGM Deep-Cycle Battery 105Ah": "Battery will not hold charge overnight even with nothing connected",
    "Chartplotter 7in Touchscreen": "Touchscreen stops responding once the unit warms up in the sun",
    "LED Navigation Light Set": "Port light flickers and water has got inside the lens",
    "Inflatable Lifejacket 150N Auto": "Auto-inflator fired on its own in the locker and will not re-arm",
    "Freshwater Pressure Pump 12V": "Pump cycles on and off every few seconds with all taps closed",
}
REASON_BY_PRODUCT = {
    "Bilge Pump 12V 1100GPH Auto": "the pump outlet is 19mm and our hose is 25mm",
    "Fixed-Mount VHF Radio with DSC": "the radio was sent without its mounting bracket",
    "Plough Anchor Galvanised 10kg": "the skipper ordered the wrong anchor weight for the tender",
    "Stainless D-Shackle 8mm (4 pack)": "two of the shackles in the pack were a different size",
    "AGM Deep-Cycle Battery 105Ah": "the battery terminals were corroded when it came out of the box",
    "Antifouling Paint 4L Red": "the paint was the wrong colour for our hull",
    "Inflatable Lifejacket 150N Auto": "the lifejacket's inflation cylinder was missing",
    "Chartplotter 7in Touchscreen": "the plotter screen had a dead pixel line across the middle",
}
ISSUES = [
    "Float switch sticks so the pump runs until the battery is flat",
    "Radio powers on but transmits no audio on channel 16",
    "Autopilot drifts ten degrees off course and will not hold a heading",
    "Battery will not hold charge overnight even with nothing connected",
    "Touchscreen stops responding once the unit warms up in the sun",
    "Port light flickers and water has got inside the lens",
    "Pump cycles on and off every few seconds with all taps closed",
]

# ---------------------------------------------------------------- label pools (one is picked per document)
LABELS: dict[str, list[str]] = {
    "order_id": ["Sales order", "Order no", "SO number", "Purchase ref", "Your order ref", "Web order", "Order #",
                 "Sales order no."],
    "customer_id": ["Account code", "Acct no.", "Customer code", "Debtor no.", "Client #", "Account",
                    "Trade acct", "Cust. code"],
    "customer_name": ["Sold to", "Customer", "Account name", "Bill to", "Attention", "Name"],
    "ship_name": ["Ship to", "Deliver to", "Receiver", "Consignee"],
    "invoice_number": ["Tax invoice no.", "Invoice", "Invoice #", "Document no.", "Inv. no"],
    "invoice_date": ["Invoice date", "Date of issue", "Date", "Issued"],
    "order_date": ["Order date", "Date ordered", "Ordered", "Date of order"],
    "subtotal": ["Subtotal", "Total ex GST", "Total excl. VAT", "Net amount", "Goods total", "Amount before tax"],
    "order_total": ["Total", "Total incl. GST", "Total incl. VAT", "Amount due", "Grand total", "Invoice total",
                    "Balance due"],
    "delivery_estimate": ["ETA", "Expected delivery", "Est. arrival", "Due", "Delivery by"],
    "tracking_number": ["Con note", "Connote no.", "Tracking ID", "Waybill no.", "Track number", "AWB"],
    "carrier": ["Carrier", "Freight by", "Courier", "Shipped via", "Transport co."],
    "ship_date": ["Despatched", "Ship date", "Date shipped", "Sent out", "Dispatch date"],
    "case_number": ["Claim #", "RMA", "Case ref", "Claim no.", "Return auth.", "Ticket", "RA number"],
    "approval_date": ["Date approved", "Approved on", "Assessed", "Decision date", "Date assessed"],
    "refund_eligible": ["Eligible amount", "Credit value", "Refundable value", "Return value"],
    "refund_approved": ["Credit approved", "Refund amount", "Approved credit", "Amount to refund",
                        "We will refund"],
    "promised_date": ["Funds expected by", "Refund due", "Payment by", "Expected in your account"],
    "refund_executed": ["Amount refunded", "Credit paid", "Refund paid", "Total refunded"],
    "execution_date": ["Date paid", "Payment date", "Refunded on", "Value date"],
    "payment_reference": ["Payment ref", "EFT ref", "Bank reference", "Txn ref", "Remittance no."],
    "refund_status": ["Status", "Claim status", "Decision", "Result"],
    "product_name": ["Product", "Item", "Part", "Model", "Unit"],
    "serial_number": ["Serial", "Serial #", "S/N", "Unit serial", "Serial no."],
    "issue_description": ["Fault", "Fault description", "Issue", "Describe the problem", "Defect"],
    "form_deadline": ["Needed by", "Required by", "Required back by", "Boat leaves on"],
    "form_date": ["Claim date", "Date lodged", "Date", "Submitted"],
    "return_reason": ["Reason", "Reason for return", "Why returning", "Return reason"],
    "refund_requested": ["Refund requested", "Credit requested", "Amount claimed", "Refund sought"],
}
STATUS_WORDS = {
    "approved": ["Approved", "APPROVED - credit to follow", "Accepted", "Claim accepted"],
    "rejected": ["Declined", "NOT APPROVED", "Claim declined", "Rejected"],
    "executed": ["Paid", "Refunded", "Credit issued", "Completed"],
}
TABLE_HEADERS = [
    ["Item description", "Qty", "Unit ex", "Ext."],
    ["Part / description", "Units", "Price", "Line value"],
    ["Product", "Qty", "Rate", "Amount"],
    ["Description", "Ord", "Each", "Total"],
]
FEE_BASES = ["handling charge", "return freight", "repack fee"]

# ---------------------------------------------------------------- customer prose, per locale
GREETINGS = {
    "au": ["Hi team,", "G'day,", "Hi there,", "Hello,", "Morning all,"],
    "nz": ["Kia ora,", "Hi,", "Hello team,", "Kia ora koutou,", "Morning,"],
    "sg": ["Dear Sir/Madam,", "Dear Saltbush team,", "Good day,", "Hi,", "Dear Customer Service,"],
    "za": ["Howzit,", "Good day,", "Hi there,", "Morning,", "Dear Sir/Madam,"],
}
SIGN_OFFS = {
    "au": ["Cheers,", "Thanks,", "Regards,", "Thanks heaps,", "Kind regards,"],
    "nz": ["Ngā mihi,", "Cheers,", "Thanks,", "Kind regards,", "Ka kite,"],
    "sg": ["Best regards,", "Thank you and regards,", "Yours sincerely,", "Regards,", "Thanks & regards,"],
    "za": ["Shot,", "Thanks,", "Kind regards,", "Regards,", "Thank you,"],
}
OPENERS = {
    "au": ["Hope you're all well over there.", "Sorry to bug you with this.", ""],
    "nz": ["Hope the week's treating you well.", "", "Quick one for you."],
    "sg": ["I refer to my recent purchase.", "Thank you for your assistance in advance.", ""],
    "za": ["Hope you're well.", "Sorry to trouble you again.", ""],
}
REASON_SENTENCES = {
    ("au", "I"): ["I need to send the {item} back because {reason}.", "The {item} is going back as {reason}.",
                  "Bit of a problem with the {item}: {reason}."],
    ("au", "we"): ["We need to send the {item} back because {reason}.", "We're returning the {item} as {reason}."],
    ("nz", "I"): ["I'm sending the {item} back - {reason}.", "The {item} has to go back, as {reason}."],
    ("nz", "we"): ["We're sending the {item} back - {reason}.", "The {item} has to go back, as {reason}."],
    ("sg", "I"): ["I wish to return the {item} as {reason}.", "Kindly note that I am returning the {item} "
                  "because {reason}."],
    ("sg", "we"): ["We wish to return the {item} as {reason}.", "Kindly note that we are returning the {item} "
                   "because {reason}."],
    ("za", "I"): ["I have to return the {item} because {reason}.", "The {item} must go back - {reason}."],
    ("za", "we"): ["We have to return the {item} because {reason}.", "The {item} must go back - {reason}."],
}
AMOUNT_SENTENCES = {
    ("au", "I"): ["Can you refund the {amt} to my card?", "I paid {amt}, so that's what I'm after.",
                  "Refund of {amt} please."],
    ("au", "we"): ["Please credit {amt} back to our account.", "We paid {amt} for it and would like that back."],
    ("nz", "I"): ["Please refund {amt}.", "Keen to get the {amt} back."],
    ("nz", "we"): ["Please credit our account {amt}.", "Keen to get the {amt} back on the account."],
    ("sg", "I"): ["Kindly refund the amount of {amt}.", "I would like a refund of {amt} to my card."],
    ("sg", "we"): ["Kindly credit {amt} to our account.", "We request a refund of {amt}."],
    ("za", "I"): ["Please pay back the {amt}.", "I'd like my {amt} refunded by EFT."],
    ("za", "we"): ["Please refund the {amt} into our account.", "We'd like the {amt} credited back."],
}
EXPECT_REFUND_DL = {
    "au": ["I'd like to see the money back {dl}.", "Please make sure it's refunded {dl}.",
           "Ideally I'd have it back in my account {dl}."],
    "nz": ["Would be good to have it back {dl}.", "Please have the refund through {dl}."],
    "sg": ["Kindly ensure the refund is made {dl}.", "I would appreciate receiving the refund {dl}."],
    "za": ["Please make sure the refund is paid {dl}.", "I need the money back {dl}."],
}
EXPECT_REFUND_NO_DL = {
    "au": ["Let me know once it's done.", "Just flick me an email when it's gone through."],
    "nz": ["Let me know when that's done.", "Flick me a note once it's sorted."],
    "sg": ["Kindly advise once the refund has been processed.", "Please confirm by return email."],
    "za": ["Please send me proof of payment when done.", "Let me know when it's paid."],
}
EXPECT_REPAIR_DL = {
    "au": ["We need it fixed and back on the boat {dl}.", "I'd need a working unit {dl}."],
    "nz": ["Need it sorted {dl}.", "Would be great to have it back {dl}."],
    "sg": ["Kindly arrange the repair or replacement {dl}.", "We require the unit back {dl}."],
    "za": ["I need it repaired {dl}.", "Please get a replacement to me {dl}."],
}
EXPECT_REPAIR_NO_DL = {
    "au": ["A swap for a new one would be easiest.", "Happy with a repair if that's quicker."],
    "nz": ["A replacement would be ideal.", "Repair's fine if it's covered."],
    "sg": ["We would prefer a replacement unit.", "Kindly advise on the repair turnaround."],
    "za": ["I'd rather have a new one than a repair.", "A repair is fine if it is under warranty."],
}
EXPECT_DELIVERY_DL = {
    "au": ["We need it delivered {dl}.", "It has to be here {dl}."],
    "nz": ["Need it here {dl}.", "Please get it to us {dl}."],
    "sg": ["Kindly ensure delivery {dl}.", "The goods must reach us {dl}."],
    "za": ["It must be delivered {dl}.", "Please get it to me {dl}."],
}
EXPECT_REJECTED = {
    "au": ["I'd like someone to take another look at this.", "Please get a manager to call me about it."],
    "nz": ["Can someone have another look at this please.", "Please pass this on to your manager."],
    "sg": ["Kindly review this decision.", "I request that this matter be escalated."],
    "za": ["I want this decision reviewed.", "Please escalate this to your branch manager."],
}
DEADLINE_WORDS = {
    "au": ["by {}", "before {}", "no later than {}"],
    "nz": ["by {}", "before {}"],
    "sg": ["by {}", "on or before {}", "not later than {}"],
    "za": ["by {}", "before {}", "by {} at the latest"],
}
RELATIVE_DEADLINES = {
    "au": [("within the next fortnight", 14), ("within 10 days", 10), ("by the end of the month", "month_end")],
    "nz": [("within a fortnight", 14), ("within a week", 7), ("by month end", "month_end")],
    "sg": [("within 14 days", 14), ("within 7 working days", 9), ("by the end of this month", "month_end")],
    "za": [("within two weeks", 14), ("within 10 days", 10), ("before month end", "month_end")],
}
UNRESOLVED_DEADLINES = [
    "before the boat goes back in the water",
    "in time for the regatta",
    "before the charter season starts",
    "before we slip the boat",
]

TERMS_PAGE = [
    "Trading terms (extract)",
    "1. Goods may be returned within 30 days unused and in original packaging with an RMA number. A handling "
    "charge of up to 15% may apply to goods not faulty.",
    "2. Electronics carry the manufacturer's warranty. Claims must include the serial number and proof of "
    "purchase; units showing water ingress through unsealed cable entries are not covered.",
    "3. Freight is charged at cost. Dangerous goods (paints, flares) ship by road only.",
    "4. Credits are paid to the original payment method or to the trade account within 10 business days.",
]
INVOICE_TITLES = {"AUD": ["TAX INVOICE", "Tax Invoice", "Invoice"],
                  "NZD": ["TAX INVOICE", "Tax Invoice", "Invoice"],
                  "SGD": ["TAX INVOICE", "Invoice", "Tax Invoice"],
                  "ZAR": ["TAX INVOICE", "Tax Invoice", "VAT Invoice"]}
PAYMENT_NOTES = {
    "AUD": ["Paid by card - thank you.", "Terms: 30 days EOM. BSB 086-420 Acc 5512 3390.",
            "Please use the invoice number as your EFT reference."],
    "NZD": ["Paid in full, cheers.", "Payment due 20th of the month following. Bank 12-3011-0448120-00.",
            "Please reference the invoice number with your payment."],
    "SGD": ["Payment received with thanks.", "Payment terms: 30 days. PayNow UEN 201834412K.",
            "Kindly quote the invoice number when remitting."],
    "ZAR": ["Paid - thank you for your support.", "Terms: 30 days from statement. FNB 62 8841 20177, branch 250655.",
            "Please use the invoice number as your payment reference."],
}
RETURNS_ADDRESS = {"AUD": "Returns Desk, 14 Mews Road, Fremantle WA 6160",
                   "NZD": "Returns, 22 Beaumont Street, Westhaven, Auckland 1010",
                   "SGD": "Returns Counter, 31 Tuas Avenue 11, Singapore 639105",
                   "ZAR": "Returns, Unit 6, Paarden Eiland Business Park, Cape Town 7405"}
AUTO_REPLIES = ["Thanks for getting in touch with Saltbush Marine. We've received your message and one of the "
                "team will reply within one business day.",
                "Our counter staff are at the boat show this week, so replies may be a little slower than usual.",
                "For urgent warranty matters on a vessel at sea please call our service line."]
AUTO_REPLY_SIGNATURE = "Saltbush Marine Supply - Customer Service"

# Labels naming another country's tax: only South African documents say VAT, they never say GST.
LOCAL_LABELS = {"ZAR": {"Total excl. VAT", "Total incl. VAT"}}
NOT_IN = {"ZAR": {"Total ex GST", "Total incl. GST"}}
