"""Shop 5's vocabulary: Tarn & Trail Cycle Supply, a bicycle and outdoor parts wholesaler selling
to bike shops and riders in New Zealand, India and Sweden (NZD, INR, SEK). People, products,
carriers and several wordings for every label.

Plain data: the generator picks from these pools at random per document. The wording is the
trade's and the countries' own: sales order acknowledgements, dispatch advices with con notes,
AWB and LR numbers, return authorisations (RA), credit notes and remittance advices; Indian
customers write formal Indian English ("Respected Sir", "kindly do the needful"), Swedish ones
non-native English ("I want to have the money back until ..."), New Zealanders write casually.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Tarn & Trail Cycle Supply"
DOMAIN = "tarntrail.example"
LETTERHEAD = {
    "NZD": "Tarn & Trail Cycle Supply Ltd | 21 Nazareth Ave, Addington, Christchurch 8024 | GST No. 112-458-903 "
           "| Bank: ANZ 06-0801-0456789-00",
    "INR": "Tarn & Trail Cycle Supply India Pvt. Ltd. | Plot 14, KIADB Industrial Area, Bommasandra, Bengaluru 560099 "
           "| GSTIN 29AAGCT4471K1Z6 | CIN U34100KA2019PTC123456",
    "SEK": "Tarn & Trail Cycle Supply AB | Åsögatan 118, 116 24 Stockholm | Org.nr 559213-4471 | VAT SE559213447101 "
           "| Bankgiro 5412-0831",
}
LOCALE = {"NZD": "nz", "INR": "in", "SEK": "se"}
# Roughly what one NZ dollar's worth of parts costs in each currency (whole rupees and kronor).
PRICE_FACTOR = {"NZD": Decimal("1"), "INR": Decimal("48"), "SEK": Decimal("6")}

# (name, address line)
CUSTOMERS = {
    "NZD": [
        ("Aroha Ngata", "14 Tainui Street, Greymouth 7805"),
        ("Hamish McLeod", "9 Stafford Street, Dunedin 9016"),
        ("Kiri Tipene", "33 Gloucester Street, Napier 4110"),
        ("Sione Fifita", "2/48 Dominion Road, Mt Eden, Auckland 1024"),
        ("Bridget O'Rourke", "71 Bridge Street, Nelson 7010"),
        ("Tama Rewiti", "5 Lake Terrace, Taupō 3330"),
        ("Fiona Gallagher", "120 Cuba Street, Te Aro, Wellington 6011"),
    ],
    "INR": [
        ("Priya Raghavan", "Flat 4B, Prestige Lakeside, Whitefield, Bengaluru 560066"),
        ("Rohit Deshpande", "22 Law College Road, Erandwane, Pune 411004"),
        ("Anjali Mehta", "B-17, Sector 40, Noida 201303"),
        ("Sandeep Kulkarni", "Shop No. 3, Panchvati Complex, Nashik 422003"),
        ("Farhan Qureshi", "11 Hill Road, Bandra West, Mumbai 400050"),
    ],
    "SEK": [
        ("Åsa Lindqvist", "Storgatan 12, 903 26 Umeå"),
        ("Johan Berglund", "Kungsgatan 44, 411 19 Göteborg"),
        ("Emelie Sjöberg", "Drottninggatan 7, 753 10 Uppsala"),
        ("Mikael Håkansson", "Östra Hamngatan 3, 211 22 Malmö"),
        ("Sara Nyström", "Vasagatan 19, 831 30 Östersund"),
    ],
}
# Bike shops that buy wholesale; a case for one of them speaks as "we" and adds the shop's name.
BUSINESSES = {
    "NZD": ["Westcoast Wheelworks", "Spokesmith Cycles Ltd", "Hawke's Bay Bike Hub", "Southern Singletrack"],
    "INR": ["Cadence Cycles Pvt Ltd", "Ride On Bicycles", "Sahyadri Cycle Works"],
    "SEK": ["Cykelverkstan Umeå AB", "Västkust Cykel & Fritid", "Norrland Bike Service"],
}
TAX = {"NZD": ("GST", Decimal("15")), "INR": ("GST", Decimal("18")), "SEK": ("Moms", Decimal("25"))}

# Prices in NZD; other currencies scale by PRICE_FACTOR (documents.py rounds them to whole units).
PRODUCTS = [
    ("Shimano Deore 12-speed Rear Derailleur", Decimal("149.00")),
    ("Hydraulic Disc Brake Set (front/rear)", Decimal("289.00")),
    ("Tubeless Wheelset 29in Boost", Decimal("499.00")),
    ("Trail Tyre 29x2.4 (pair)", Decimal("139.90")),
    ("Dropper Seatpost 150mm", Decimal("329.00")),
    ("12-speed Chain 126L", Decimal("54.50")),
    ("Bottom Bracket BSA 73mm", Decimal("62.00")),
    ("Front Light 1200 lumen", Decimal("119.00")),
    ("Workstand Pro Clamp", Decimal("259.00")),
    ("Bikepacking Frame Bag L", Decimal("89.00")),
    ("Torque Wrench 2-14 Nm", Decimal("99.00")),
    ("Cassette 10-51T", Decimal("179.00")),
    ("Brake Pads Organic (4 sets)", Decimal("48.00")),
    ("Smart Trainer Belt Drive", Decimal("519.00")),
]
WARRANTY_PRODUCTS = ["Shimano Deore 12-speed Rear Derailleur", "Hydraulic Disc Brake Set (front/rear)",
                     "Tubeless Wheelset 29in Boost", "Dropper Seatpost 150mm", "Front Light 1200 lumen",
                     "Smart Trainer Belt Drive"]

CARRIERS = {
    "NZD": ["NZ Post Courier", "Mainfreight", "Aramex NZ", "Castle Parcels"],
    "INR": ["Blue Dart", "Delhivery", "DTDC"],
    "SEK": ["PostNord", "DB Schenker", "Bring"],
}

RETURN_REASONS = [
    "it makes a grinding noise after the first ride",
    "it does not suit our frames",
    "it is the wrong size for the bike",
    "the housing was cracked when we opened the box",
    "the carton was soaked through and the part has rust spots",
    "the finish is scratched all over",
    "the customer cancelled the bike build it was for",
    "it is the wrong axle standard for the frame",
    "we ordered the wrong model by mistake",
    "it is much heavier than the listing said",
]
ISSUES = [
    "Fails intermittently after about ten minutes of riding",
    "Internal parts slip under load",
    "Housing cracked along the seam without any crash",
    "Creaks loudly under load and has play in it",
    "Will not hold its setting and creeps back",
    "Seal weeps oil after every ride",
]

# ---------------------------------------------------------------- label pools (one is picked per document)
LABELS: dict[str, list[str]] = {
    "order_id": ["Sales order", "SO no.", "Order ref", "Sales order no.", "Our ref.", "Order", "Web order",
                 "Ordernr", "S/O", "Order no. (please quote)", "SO ref"],
    "customer_id": ["Acct", "Account", "Dealer no.", "Dealer code", "Customer acct", "A/c no.", "Kundnr",
                    "Party code", "Ledger a/c", "Debtor no."],
    "customer_name": ["Bill to", "Sold to", "Buyer", "Party name", "Dealer", "Attn", "Invoice to", "Kund"],
    "ship_name": ["Deliver to", "Consignee", "Ship to", "Receiver", "Mottagare"],
    "invoice_number": ["Tax invoice no.", "Invoice no.", "Inv. #", "Bill no.", "Fakturanr", "Document no.",
                       "Voucher no."],
    "invoice_date": ["Invoice date", "Dated", "Date", "Bill date", "Fakturadatum", "Issued"],
    "order_date": ["Order date", "SO date", "Ordered", "Date of order", "Order received", "Orderdatum"],
    "subtotal": ["Sub-total", "Taxable value", "Net amount", "Total excl. GST", "Goods value", "Net (exkl. moms)",
                 "Amount before tax"],
    "order_total": ["Invoice total", "Grand total", "Amount due", "Balance due", "To pay / Att betala",
                    "Net payable", "Total payable", "Total (incl. tax)"],
    "delivery_estimate": ["ETA", "Expected delivery", "Due", "Est. arrival", "Delivery date (est.)", "Should arrive",
                          "Leveransdatum", "Expected at your door"],
    "tracking_number": ["Con note", "Consignment no.", "AWB no.", "Docket no.", "LR no.", "Track #", "Tracking",
                        "Kolli-ID", "Parcel no."],
    "carrier": ["Carrier", "Courier", "Transporter", "Freight via", "Forwarder", "Via", "Speditör"],
    "ship_date": ["Dispatched", "Despatch date", "Date of despatch", "Left depot", "Shipped on", "Picked up",
                  "Utleveransdatum"],
    "case_number": ["RA no.", "RMA", "Return authorisation", "Claim ref", "Return ref.", "Our claim no.",
                    "Ärendenr", "Complaint no.", "RMA #"],
    "approval_date": ["Approved", "Date authorised", "Decision date", "Assessed on", "Reviewed", "Beslutsdatum"],
    "refund_eligible": ["Credit value", "Eligible credit", "Returnable value", "Value of returned goods",
                        "Goods returned", "Max. credit"],
    "refund_approved": ["Credit approved", "Refund authorised", "Amount to credit", "Approved credit", "Net credit",
                        "Refund value", "Credit due"],
    "promised_date": ["Credit by", "Refund by", "Funds by", "Expected payout", "Money back by",
                      "Credit will reach you by"],
    "refund_executed": ["Amount paid", "Refund paid", "Credited", "Payout", "Amount remitted", "Total credit",
                        "Paid back", "Utbetalt"],
    "execution_date": ["Payment date", "Paid on", "Value date", "Date of transfer", "Processed", "Remitted on",
                       "Utbetalningsdag"],
    "payment_reference": ["UTR no.", "Payment ref", "Bank reference", "Transaction no.", "Ref", "Remittance no.",
                          "Betalningsreferens"],
    "refund_status": ["Status", "Result", "Outcome", "Claim status", "Decision"],
    "product_name": ["Part", "Product", "Item", "Description", "Component", "Model"],
    "serial_number": ["Frame no.", "Serial", "S/N", "Serial no.", "Batch/serial", "Serienr"],
    "issue_description": ["Fault", "Defect", "Problem found", "Describe the defect", "Symptom", "Complaint"],
    "form_deadline": ["Required by", "Need back by", "Rider needs it by", "Urgent - by", "Deadline"],
    "form_date": ["Claim date", "Date", "Lodged", "Submitted on", "Date of claim"],
    "return_reason": ["Reason for return", "Reason", "Return reason", "Why returned"],
    "refund_requested": ["Credit requested", "Refund amount", "Amount claimed", "Value claimed"],
}
# The printed words for a status, per truth value.
STATUS_WORDS = {
    "approved": ["APPROVED", "Authorised", "Accepted", "Approved - credit to follow"],
    "rejected": ["Declined", "REJECTED", "Not approved", "Claim denied"],
    "executed": ["Paid", "Completed", "Transferred", "Settled", "Credited"],
}
TABLE_HEADERS = [
    ["Description", "Qty", "Rate", "Amount"],
    ["Part / description", "Units", "Unit price", "Line value"],
    ["Item", "Qty", "Price ea.", "Total"],
    ["Artikel / Item", "Antal", "À-pris", "Summa"],
]
FEE_BASES = ["restocking fee", "return freight", "inspection charge"]

# ---------------------------------------------------------------- customer prose, per locale
GREETINGS = {
    "nz": ["Kia ora,", "Hi team,", "Hey there,", "Morning,", "Hi,"],
    "in": ["Respected Sir/Madam,", "Dear Sir,", "Dear Team,", "Greetings of the day,", "Sir,"],
    "se": ["Hej,", "Hello,", "Dear Tarn & Trail,", "Hi,", "Good day,"],
}
SIGN_OFFS = {
    "nz": ["Cheers,", "Thanks heaps,", "Ngā mihi,", "Cheers for that,", "Thanks,"],
    "in": ["Thanking you,", "Regards,", "Warm regards,", "Thanks and regards,", "Yours faithfully,"],
    "se": ["Best regards,", "Med vänliga hälsningar,", "Regards,", "Have a nice day,", "Thanks,"],
}
# Reason sentences: {item}, {reason}, per locale and voice ("I" or "we": a bike shop).
REASON_SENTENCES = {
    ("nz", "I"): ["Sending the {item} back because {reason}.", "Bit gutted - the {item} has to go back as {reason}.",
                  "The {item} is no good to me since {reason}."],
    ("nz", "we"): ["We're sending the {item} back because {reason}.", "The {item} has to go back as {reason}.",
                   "Can't use the {item} in the workshop: {reason}."],
    ("in", "I"): ["I wish to return the {item} as {reason}.", "I am returning the {item} because {reason}.",
                  "The {item} is not acceptable to me as {reason}."],
    ("in", "we"): ["We wish to return the {item} as {reason}.", "We are returning the {item} because {reason}.",
                   "The {item} supplied is not acceptable since {reason}."],
    ("se", "I"): ["I send back the {item} because {reason}.", "The {item} is not ok, because {reason}.",
                  "I must return the {item} since {reason}."],
    ("se", "we"): ["We send back the {item} because {reason}.", "The {item} is not ok for us, because {reason}.",
                   "We must return the {item} since {reason}."],
}
AMOUNT_SENTENCES = {
    ("nz", "I"): ["Could you refund the {amt} to my card?", "I'm after a refund of {amt}.",
                  "That's {amt} I'd like back."],
    ("nz", "we"): ["Please credit {amt} back to our account.", "We're after a refund of {amt}.",
                   "That's {amt} to come back to us."],
    ("in", "I"): ["Kindly refund the amount of {amt}.", "I request refund of {amt} paid by me.",
                  "The refund amount is {amt}."],
    ("in", "we"): ["Kindly refund the amount of {amt} to our account.", "We request refund of {amt}.",
                   "The amount to be refunded is {amt}."],
    ("se", "I"): ["I want the refund of {amt}.", "Please pay back {amt} to me.", "The amount is {amt}."],
    ("se", "we"): ["We want a refund of {amt}.", "Please pay back {amt} to our account.", "The amount is {amt}."],
}
EXPECT_REFUND_DL = {
    "nz": ["Would be great to have the money back {dl}.", "Please get the refund sorted {dl}.",
           "I'd need the credit to show up {dl}."],
    "in": ["Kindly credit the amount to my account {dl}.", "I request you to process the refund {dl}.",
           "Please do the needful and refund the amount {dl}."],
    "se": ["I want to have the money back {dl}.", "Please pay back the money {dl}.",
           "We need the refund on our account {dl}."],
}
EXPECT_REFUND_NO_DL = {
    "nz": ["Let me know once it's gone through.", "Just flick me an email when the credit is done."],
    "in": ["Kindly confirm once the refund is done.", "Please inform me when the amount is credited."],
    "se": ["Please send a confirmation when you have paid back.", "Please tell me when the money is sent."],
}
EXPECT_REPAIR_DL = {
    "nz": ["We need it fixed or swapped {dl}.", "I need a working one back {dl}."],
    "in": ["Kindly replace the part {dl}.", "I request you to repair it {dl}."],
    "se": ["I need a new one or a repair {dl}.", "Please repair it {dl}."],
}
EXPECT_REPAIR_NO_DL = {
    "nz": ["A straight swap would be easiest for us.", "Happy with a repair if that's quicker."],
    "in": ["Kindly arrange replacement under warranty.", "Please arrange repair free of cost under warranty."],
    "se": ["I prefer a new part, not a repair.", "Please repair it under the warranty."],
}
EXPECT_DELIVERY_DL = {
    "nz": ["We need the parts here {dl}.", "The order has to land {dl}."],
    "in": ["Kindly ensure the delivery reaches us {dl}.", "I need the consignment {dl}."],
    "se": ["We must have the delivery {dl}.", "The parts must be here {dl}."],
}
EXPECT_REJECTED = {
    "nz": ["I'd like someone senior to take another look at this.", "Please reconsider and take it back."],
    "in": ["I request you to kindly review the decision once again.", "Kindly escalate this to your manager."],
    "se": ["I want that you look at the decision again.", "Please take back the part anyway."],
}
# Deadline phrasings with a date, per locale ({} is the printed date).
DEADLINE_WORDS = {
    "nz": ["by {}", "no later than {}", "before {}"],
    "in": ["on or before {}", "latest by {}", "before {}"],
    "se": ["until {}", "at latest {}", "before {}"],
}
RELATIVE_DEADLINES = {
    "nz": [("within ten days", 10), ("inside a fortnight", 14), ("by the end of the month", "month_end")],
    "in": [("within 15 days", 15), ("within one week", 7), ("by month-end", "month_end")],
    "se": [("within two weeks", 14), ("within 10 days", 10), ("before the end of this month", "month_end")],
}
UNRESOLVED_DEADLINES = [
    "before the club's spring series starts",
    "in time for our winter service rush",
    "before our stocktake",
    "before I leave on the long tour",
]

TERMS_PAGE = [
    "Conditions of sale (extract)",
    "1. Goods remain the property of Tarn & Trail until paid for in full. Dealer accounts are payable by the "
    "20th of the month following invoice.",
    "2. Returns need a return authorisation (RA) number before goods are sent back. Unused stock in original "
    "packaging may be returned within 30 days; a restocking fee may apply. Return freight is at the sender's cost "
    "unless the goods are faulty.",
    "3. Warranty claims are assessed by our workshop or by the manufacturer's agent. Wear parts (chains, pads, "
    "tyres, cassettes) are not covered for wear. Keep the frame or serial number with your claim.",
    "4. Credits are paid to the original payment method or held on the dealer account, at the dealer's choice.",
]
INVOICE_TITLES = {"NZD": ["TAX INVOICE", "Tax Invoice", "Tax invoice / statement"],
                  "INR": ["TAX INVOICE", "GST Invoice", "Tax Invoice (Original for Recipient)"],
                  "SEK": ["Faktura / Invoice", "INVOICE", "Invoice"]}
PAYMENT_NOTES = {
    "NZD": ["Paid by card at checkout - thank you.", "Dealer account: due 20th of the month following.",
            "Please use the invoice number as your payment reference."],
    "INR": ["Payment received via UPI. Thank you for your business.", "E. & O.E. Subject to Bengaluru jurisdiction.",
            "Goods once sold will be taken back only against an RA number."],
    "SEK": ["Betalningsvillkor / terms: 30 dagar netto.", "Paid by card (Klarna) - nothing to pay.",
            "Dröjsmålsränta / late interest 8% per year."],
}
RETURNS_ADDRESS = {"NZD": "Returns Bay, 21 Nazareth Ave, Christchurch 8024",
                   "INR": "Returns Desk, Plot 14, Bommasandra, Bengaluru 560099",
                   "SEK": "Returer, Åsögatan 118, 116 24 Stockholm"}
AUTO_REPLIES = ["Thanks for your message - our workshop team will get back to you within two working days.",
                "We have received your e-mail. Please quote your RA or order number in any reply.",
                "This is an automatic reply. Our office is open Monday to Friday, 8am to 5pm."]
AUTO_REPLY_SIGNATURE = "Tarn & Trail - Dealer Support"

# Labels only one country's documents use (the rest of each pool is shared English).
LOCAL_LABELS = {
    "SEK": {"Ordernr", "Kundnr", "Kund", "Mottagare", "Fakturanr", "Fakturadatum", "Orderdatum", "Net (exkl. moms)",
            "To pay / Att betala", "Leveransdatum", "Kolli-ID", "Speditör", "Utleveransdatum", "Ärendenr",
            "Beslutsdatum", "Utbetalt", "Utbetalningsdag", "Betalningsreferens", "Serienr"},
    "INR": {"Party code", "Party name", "Bill no.", "Voucher no.", "Bill date", "Taxable value", "Net payable",
            "AWB no.", "LR no.", "Transporter", "UTR no."},
    "NZD": {"Debtor no.", "Con note", "Docket no."},
}
NOT_IN = {"SEK": {"Total excl. GST"}}
