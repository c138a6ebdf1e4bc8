"""Shop 7's vocabulary: Bracken & Furrow Garden Machinery, a dealer in lawnmowers, chainsaws,
hedge trimmers and spares with a yard in Co. Kildare (Ireland, EUR), a branch in Guelph, Ontario
serving Ontario and Quebec (CAD) and a depot in Newry serving Northern Ireland and Britain (GBP).
People, products, carriers and several wordings for every label.

Plain data: the generator picks from these pools at random per document. The wording is the
trade's own: dockets, delivery dockets and consignments, returns authorisations, service
reports, credit notes and remittances; Irish customers chat ("Hope you're keeping well"),
Canadians are polite and brisk, some Quebec paperwork is bilingual, British customers are terse
and sometimes cross. Contractors and landscapers write "we".
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Bracken & Furrow Garden Machinery"
DOMAIN = "brackenfurrow.example"
LETTERHEAD = {
    "EUR": "Bracken & Furrow Ltd | Unit 4, Millennium Business Park, Naas, Co. Kildare W91 X2T5 | VAT IE 3312874QH "
           "| CRO 612044 | Tel 045 889 120",
    "CAD": "Bracken & Furrow Garden Machinery Inc. | 88 Woodlawn Rd W, Guelph ON N1H 1B2 | GST/HST 78234 1190 RT0001 "
           "| QST 1227845512 TQ0001",
    "GBP": "Bracken & Furrow (NI) Ltd | 17 Greenbank Industrial Estate, Newry BT34 2QU | VAT Reg. GB 312 7781 46 "
           "| Co. No. NI 667120",
}
LOCALE = {"EUR": "ie", "CAD": "ca", "GBP": "uk"}
PRICE_FACTOR = {"EUR": Decimal("1"), "CAD": Decimal("1.45"), "GBP": Decimal("0.86")}

# (name, address line)
CUSTOMERS = {
    "EUR": [
        ("Siobhán Brennan", "Ballycane Road, Naas, Co. Kildare W91 K8P2"),
        ("Pádraig Mulvihill", "3 Church View, Listowel, Co. Kerry V31 DX40"),
        ("Aoife Kinsella", "The Paddocks, Enniscorthy, Co. Wexford Y21 F6H3"),
        ("Declan Moriarty", "12 Mill Street, Athlone, Co. Westmeath N37 T2C9"),
        ("Niamh Gallagher", "Carrowmore, Ballina, Co. Mayo F26 W5N7"),
    ],
    "CAD": [
        ("Geneviève Tremblay", "245 rue Principale, Saint-Sauveur QC J0R 1R0"),
        ("Marcus Oduya", "19 Elmira Road S, Guelph ON N1K 1N3"),
        ("Heather MacIsaac", "1102 Kingston Rd, Pickering ON L1V 1B5"),
        ("Luc Bélanger", "78 chemin du Lac, Magog QC J1X 3W2"),
        ("Priscilla Wong", "55 Bayview Ridge, Barrie ON L4N 8X9"),
    ],
    "GBP": [
        ("Ciaran McAleese", "4 Rathfriland Road, Banbridge BT32 4DL"),
        ("Gwen Prothero", "Ty Newydd, Llanidloes, Powys SY18 6JB"),
        ("Alistair Dunlop", "22 Kirk Brae, Peebles EH45 8AH"),
        ("Rachel Oyelaran", "9 Marlborough Close, Leominster HR6 8QT"),
        ("Trevor Hanna", "61 Portadown Road, Armagh BT61 9HQ"),
    ],
}
# Landscapers, golf clubs and hire shops that buy from the dealer; they write "we".
BUSINESSES = {
    "EUR": ["Lilliput Landscapes", "Curragh Hire & Sales", "Greenfield Estate Services"],
    "CAD": ["Northshore Grounds Maintenance", "Paysagement Laurentides", "Speed River Golf Club"],
    "GBP": ["Mourne Garden Care", "Dunlop Groundworks", "Borders Tool Hire"],
}
TAX = {"EUR": ("VAT", Decimal("23")), "CAD": ("HST", Decimal("13")), "GBP": ("VAT", Decimal("20"))}

# Prices in EUR; other currencies scale by PRICE_FACTOR.
PRODUCTS = [
    ("Honda HRX476 Self-Propelled Mower", Decimal("899.00")),
    ("Stihl MS 251 Chainsaw 16in", Decimal("579.00")),
    ("Husqvarna Automower 310 Mark II", Decimal("1349.00")),
    ("Cordless Hedge Trimmer 36V", Decimal("329.00")),
    ("Petrol Brushcutter 2-stroke 43cc", Decimal("449.00")),
    ("Saw Chain .325 1.6mm 66DL", Decimal("34.95")),
    ("Mower Blade 46cm (OEM)", Decimal("28.50")),
    ("Spark Plug BPMR7A (twin pack)", Decimal("11.90")),
    ("Battery 36V 6Ah Li-ion", Decimal("289.00")),
    ("Chainsaw Trousers Class 1", Decimal("119.00")),
    ("Leaf Blower Backpack 52cc", Decimal("519.00")),
    ("Log Splitter 7-ton Electric", Decimal("689.00")),
    ("Trimmer Line 2.4mm 87m", Decimal("16.50")),
    ("2-Stroke Oil 1L", Decimal("14.20")),
]
WARRANTY_PRODUCTS = ["Honda HRX476 Self-Propelled Mower", "Stihl MS 251 Chainsaw 16in",
                     "Husqvarna Automower 310 Mark II", "Cordless Hedge Trimmer 36V",
                     "Petrol Brushcutter 2-stroke 43cc", "Battery 36V 6Ah Li-ion", "Leaf Blower Backpack 52cc",
                     "Log Splitter 7-ton Electric"]

CARRIERS = {
    "EUR": ["Nightline", "Fastway Couriers", "GLS Ireland"],
    "CAD": ["Canada Post", "Purolator", "Canpar", "Loomis Express"],
    "GBP": ["Yodel", "Palletways", "DX Freight"],
}

RETURN_REASONS = [
    "the engine will not start even after following the manual",
    "the chain brake handle was snapped in the box",
    "it is far too heavy for my mother to push on our slope",
    "we ordered the 16in bar and the 18in one came",
    "the boundary wire kit was missing from the carton",
    "the casing was cracked and oil had leaked all over the box",
    "the job it was bought for has been cancelled",
    "the battery does not fit the trimmer we have",
    "it arrived a week after the date we were promised",
    "the cutting height lever is stuck on the lowest setting",
]
ISSUES = [
    "Cuts out after a few minutes once warm and will not restart",
    "Oil leaking from the pump housing onto the bar",
    "Drive belt slips and the mower will not self-propel uphill",
    "Battery shows full but dies within ten minutes",
    "Docking station error 'no loop signal' every morning",
    "Pull cord recoil spring broken, cord will not retract",
]

# ---------------------------------------------------------------- label pools (one is picked per document)
LABELS: dict[str, list[str]] = {
    "order_id": ["Docket", "Sales ref", "Order ref.", "Your order", "Job no.", "Sales docket no.", "Order number",
                 "Web ref", "No de commande / Order no.", "Sales order #", "Counter sale no."],
    "customer_id": ["Acct", "Client ref", "Account code", "Cust. a/c", "Customer #", "No de client / Client no.",
                    "Trade account", "Loyalty no.", "Acct ref."],
    "customer_name": ["Bill to", "Charge to", "Customer", "Account name", "Invoice to", "Facturé à / Bill to",
                      "Name"],
    "ship_name": ["Deliver to", "Delivery address", "Consignee", "Livrer à / Ship to", "Drop-off at"],
    "invoice_number": ["Invoice No", "VAT invoice no.", "Invoice #", "Doc no.", "No de facture / Invoice no.",
                       "Our invoice"],
    "invoice_date": ["Tax point", "Invoice date", "Date", "Dated", "Date de facture", "Issued on"],
    "order_date": ["Date ordered", "Order placed", "Sale date", "Docket date", "Date de commande", "Ordered on"],
    "subtotal": ["Goods", "Net", "Nett total", "Sub total", "Total before tax", "Sous-total", "Ex VAT"],
    "order_total": ["Total due", "TOTAL", "Invoice total", "Amount payable", "Total incl. tax", "Total à payer",
                    "Balance to pay"],
    "delivery_estimate": ["ETA", "Due with you", "Expected", "Delivery window", "Livraison prévue", "Arriving",
                          "Est. delivery"],
    "tracking_number": ["Consignment", "Consignment no.", "Waybill", "PIN", "Tracking no.", "Numéro de suivi",
                        "Track & trace", "Pallet ref"],
    "carrier": ["Goods dispatched via", "Courier", "Carrier", "Haulier", "Transporteur", "Sent with"],
    "ship_date": ["Dispatched", "Despatch date", "Left the yard", "Collected by courier", "Date d'expédition",
                  "Shipped"],
    "case_number": ["Returns no.", "RA no.", "Service ref", "Claim no.", "Job sheet", "Our ref", "No de dossier",
                    "Returns authorisation"],
    "approval_date": ["Authorised on", "Date approved", "Decision", "Inspected", "Date of decision",
                      "Date d'approbation"],
    "refund_eligible": ["Value returned", "Returnable amount", "Max. refundable", "Goods value", "Refundable"],
    "refund_approved": ["Amount to be credited", "Refund agreed", "Credit authorised", "Approved refund",
                        "Montant remboursé / Refund", "Credit due to you"],
    "promised_date": ["Expect the money by", "Credit due by", "Funds by", "Refund to reach you by",
                      "Remboursement d'ici le"],
    "refund_executed": ["Amount credited", "Credit note total", "Refunded", "Amount remitted", "Paid to you",
                        "Total credit"],
    "execution_date": ["Date credited", "Remittance date", "Processed on", "Paid", "Date du remboursement",
                       "Refund date"],
    "payment_reference": ["Remittance ref", "Transaction ID", "Bank ref", "EFT no.", "Payment ref.", "Confirmation #",
                          "Réf. de paiement"],
    "refund_status": ["Status", "Outcome", "Result", "Return status", "Statut"],
    "product_name": ["Machine", "Model", "Product", "Item", "Unit", "Appareil"],
    "serial_number": ["Serial No", "S/N", "Engine no.", "Frame/serial", "No de série", "Serial"],
    "issue_description": ["Fault reported", "What's wrong", "Problem", "Fault", "Description of fault",
                          "Symptoms"],
    "form_deadline": ["Needed back by", "Required by", "Customer needs it by", "Urgent for"],
    "form_date": ["Date booked in", "Date", "Claim date", "Received", "Date de la demande"],
    "return_reason": ["Reason for return", "Reason", "Why are you returning it?", "Return reason"],
    "refund_requested": ["Refund amount", "Amount claimed", "Refund sought", "Amount to refund"],
}
# Bilingual status words printed only on Canadian documents.
CA_STATUS_WORDS = {"approved": ["Approuvé / Approved"], "rejected": ["Refusé / Declined"],
                   "executed": ["Remboursé / Refunded"]}
STATUS_WORDS = {
    "approved": ["Approved", "AUTHORISED", "Accepted - refund to follow", "OK to credit"],
    "rejected": ["Declined", "NOT ACCEPTED", "Refused", "Rejected - see note"],
    "executed": ["Credited", "Paid", "Refund processed", "Complete"],
}
TABLE_HEADERS = [
    ["Description", "Qty", "Unit price", "Line total"],
    ["Code / item", "Qty", "Each", "Amount"],
    ["Item", "No.", "Price", "Total"],
    ["Article / Item", "Qté / Qty", "Prix / Price", "Montant / Amount"],
]
FEE_BASES = ["restocking charge", "collection charge", "workshop inspection fee"]

# ---------------------------------------------------------------- customer prose, per locale
GREETINGS = {
    "ie": ["Hi there,", "Hello,", "Hi folks,", "Good morning,", "Dear Sir/Madam,"],
    "ca": ["Hello,", "Hi,", "Good afternoon,", "Bonjour / Hello,", "To whom it may concern,"],
    "uk": ["Hello,", "Sirs,", "Dear Customer Services,", "Morning,", "Hi,"],
}
SIGN_OFFS = {
    "ie": ["Kind regards,", "Many thanks,", "Thanks a mill,", "Regards,", "Best wishes,"],
    "ca": ["Thanks so much,", "Best,", "Sincerely,", "Merci,", "Regards,"],
    "uk": ["Regards,", "Thanks,", "Yours faithfully,", "Cheers,", "Yours sincerely,"],
}
OPENERS = {
    "ie": ["Hope you're keeping well.", "Sorry to be bothering you again.", ""],
    "ca": ["I hope this finds you well.", "Thanks in advance for your help with this.", ""],
    "uk": ["", "", "I'll keep this short."],
}
REASON_SENTENCES = {
    ("ie", "I"): ["I'm afraid the {item} has to go back, the reason being {reason}.",
                  "I'm returning the {item} as {reason}.", "The {item} is going back to you because {reason}."],
    ("ie", "we"): ["We're returning the {item} as {reason}.", "The {item} is going back to you because {reason}."],
    ("ca", "I"): ["I'd like to return the {item} because {reason}.", "Unfortunately the {item} isn't working out since {reason}.",
                  "I am returning the {item}; the problem is that {reason}."],
    ("ca", "we"): ["We would like to return the {item} because {reason}.",
                   "We are returning the {item}; the problem is that {reason}."],
    ("uk", "I"): ["Returning the {item}. Reason: {reason}.", "The {item} is going back because {reason}.",
                  "I want to send back the {item} as {reason}."],
    ("uk", "we"): ["Returning the {item}. Reason: {reason}.", "We are sending back the {item} as {reason}."],
}
AMOUNT_SENTENCES = {
    ("ie", "I"): ["Could I get a refund of the {amt} please?", "The refund I'm looking for is {amt}.",
                  "It was {amt} so I'd like that back on my card."],
    ("ie", "we"): ["We'd like a refund of {amt} to the account.", "The refund we're looking for is {amt}."],
    ("ca", "I"): ["Please refund the {amt} to my Visa.", "I'm requesting a refund of {amt}.",
                  "The amount to refund is {amt}."],
    ("ca", "we"): ["Please refund the {amt} to our account.", "We're requesting a refund of {amt}."],
    ("uk", "I"): ["Refund of {amt} please.", "I want my {amt} back.", "Amount to refund: {amt}."],
    ("uk", "we"): ["Refund of {amt} to our account please.", "We want the {amt} back."],
}
EXPECT_REFUND_DL = {
    "ie": ["I'd really appreciate the money back {dl}.", "I'd be grateful if you could make sure the refund is through {dl}.",
           "I'd need to see it back on the card {dl}."],
    "ca": ["I would ask that the refund be issued {dl}.", "Please make sure the refund is posted {dl}.",
           "I'd appreciate having the credit on my card {dl}."],
    "uk": ["I expect the money back {dl}.", "Refund to be in my account {dl}, please.",
           "I want this settled {dl}."],
}
EXPECT_REFUND_NO_DL = {
    "ie": ["Just let me know when it's gone through.", "Give me a shout when it's done."],
    "ca": ["Please send me a confirmation once the refund is issued.", "Let me know if you need anything else from me."],
    "uk": ["Confirm by email when done.", "Let me know when it's processed."],
}
EXPECT_REPAIR_DL = {
    "ie": ["I'd need it fixed and back to me {dl}.", "I'd want it sorted {dl}, ideally."],
    "ca": ["We'd need the unit repaired or replaced {dl}.", "Please have it back to me {dl}."],
    "uk": ["I need it repaired {dl}.", "Replacement required {dl}."],
}
EXPECT_REPAIR_NO_DL = {
    "ie": ["A replacement would suit me better than a repair.", "Happy enough with a repair if it's quicker."],
    "ca": ["I would prefer a replacement unit rather than a repair.", "A repair is fine if it is covered."],
    "uk": ["I want a replacement, not a repair.", "Repair under warranty please."],
}
EXPECT_DELIVERY_DL = {
    "ie": ["I'd need it delivered {dl}.", "Please get it out to me {dl}."],
    "ca": ["We need the delivery {dl}.", "Please have it to us {dl}."],
    "uk": ["It must be here {dl}.", "Delivery required {dl}."],
}
EXPECT_REJECTED = {
    "ie": ["I'd ask you to have another look at this.", "I want someone senior to ring me about it."],
    "ca": ["I would ask that you reconsider this decision.", "Please escalate this to a manager."],
    "uk": ["I want this reviewed by a manager.", "Reconsider or I go to Trading Standards."],
}
DEADLINE_WORDS = {
    "ie": ["by {}", "before {}", "no later than {}"],
    "ca": ["by {}", "no later than {}", "on or before {}"],
    "uk": ["by {}", "by {} at the latest", "before {}"],
}
RELATIVE_DEADLINES = {
    "ie": [("within the fortnight", 14), ("inside ten days", 10), ("before the end of the month", "month_end")],
    "ca": [("within ten days", 10), ("within two weeks", 14), ("by month end", "month_end")],
    "uk": [("within 14 days", 14), ("within 7 days", 7), ("by the end of the month", "month_end")],
}
UNRESOLVED_DEADLINES = [
    "before the silage is cut",
    "before the first cut of the season",
    "in time for the club's open day",
    "before the clocks go back",
]

TERMS_PAGE = [
    "Terms of trade (summary)",
    "1. All machines are sold subject to the manufacturer's warranty. Warranty registration must be completed "
    "within 28 days of purchase. Wearing parts (blades, chains, belts, cord) are not covered.",
    "2. Unused goods may be returned within 14 days in their original packaging with a returns number. A "
    "restocking charge may apply. Machines that have had fuel or oil added cannot be returned.",
    "3. Collections from site are charged at cost. Pallet deliveries are kerbside only.",
    "4. Refunds go back to the original payment method; trade accounts are credited.",
]
INVOICE_TITLES = {"EUR": ["VAT INVOICE", "Invoice", "Sales Invoice"],
                  "CAD": ["INVOICE / FACTURE", "Invoice", "Sales Invoice"],
                  "GBP": ["VAT INVOICE", "Tax Invoice", "Invoice"]}
PAYMENT_NOTES = {
    "EUR": ["Paid in full by card - thank you for your custom.", "Trade account: payment due 30 days from invoice.",
            "Please quote the invoice number with any EFT payment. IBAN IE29 AIBK 9311 5212 3456 78."],
    "CAD": ["Paid - Visa. Thank you for your business!", "Terms: net 30. Interest 2% per month on overdue accounts.",
            "Payé / Paid. Merci de votre confiance."],
    "GBP": ["Paid with thanks.", "Payment due within 30 days. Sort code 95-01-04, acc 12345678.",
            "E&OE. Goods remain our property until paid for in full."],
}
RETURNS_ADDRESS = {"EUR": "Returns, Unit 4, Millennium Business Park, Naas, Co. Kildare",
                   "CAD": "Returns Dept., 88 Woodlawn Rd W, Guelph ON N1H 1B2",
                   "GBP": "Returns, 17 Greenbank Industrial Estate, Newry BT34 2QU"}
AUTO_REPLIES = ["Thanks for contacting Bracken & Furrow. Your email has been logged and someone will be back to you "
                "within 2 working days.",
                "Our workshop is very busy at the moment with the start of the season - thank you for your patience.",
                "This mailbox is monitored Monday to Friday, 8.30am - 5pm."]
AUTO_REPLY_SIGNATURE = "Bracken & Furrow - Customer Service"

# Labels only one country's documents use (French ones only in Canada).
LOCAL_LABELS = {
    "CAD": {"No de commande / Order no.", "No de client / Client no.", "Facturé à / Bill to", "Livrer à / Ship to",
            "No de facture / Invoice no.", "Date de facture", "Date de commande", "Sous-total", "Total à payer",
            "Livraison prévue", "Numéro de suivi", "Transporteur", "Date d'expédition", "No de dossier",
            "Date d'approbation", "Montant remboursé / Refund", "Remboursement d'ici le", "Date du remboursement",
            "Réf. de paiement", "Statut", "Appareil", "No de série", "Date de la demande", "PIN", "EFT no."},
}
NOT_IN = {"CAD": {"VAT invoice no.", "Tax point", "Ex VAT", "Nett total"}}
