"""Mopane Safety & Mining Supplies: desks, legal marks, labels, products, customers and the customers' own words.

Five desks in four countries, all writing the English of the region's business paperwork: Gaborone (Botswana,
BWP "P", VAT 14 %, BURS TIN), Lusaka and Kitwe (Zambia, ZMW "K", VAT 16 %, ZRA TPIN, Smart Invoice), Harare
(Zimbabwe, USD or ZiG, VAT 15 %, ZIMRA BP number, fiscal device) and Lilongwe (Malawi, MWK "MK"/"K", VAT 16.5 %,
MRA TPIN). Every wording list is drawn from per document, so no label is the only one used.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Mopane Safety & Mining Supplies"
DOMAIN = "mopanesafety.example"
DESKS = ("gab", "lsk", "ktw", "hre", "llw")
COUNTRY = {"gab": "bw", "lsk": "zm", "ktw": "zm", "hre": "zw", "llw": "mw"}
CITY = {"gab": "Gaborone", "lsk": "Lusaka", "ktw": "Kitwe", "hre": "Harare", "llw": "Lilongwe"}
CURRENCIES = {"gab": ("BWP",), "lsk": ("ZMW",), "ktw": ("ZMW",), "hre": ("USD", "ZWG"), "llw": ("MWK",)}
TAX = {"bw": ("VAT", Decimal("14")), "zm": ("VAT", Decimal("16")), "zw": ("VAT", Decimal("15")),
       "mw": ("VAT", Decimal("16.5"))}
TZ = "+0200"  # Central Africa Time everywhere, no summer time

COMPANY = {"gab": "Mopane Safety (Pty) Ltd", "lsk": "Mopane Safety Zambia Limited",
           "ktw": "Mopane Safety Zambia Limited - Kitwe Branch", "hre": "Mopane Safety (Private) Limited",
           "llw": "Mopane Safety Malawi Limited"}
LEGAL = {
    "gab": "Plot 20584, Western Bypass, Block 3 Industrial, Gaborone | P O Box 40219, Gaborone | Tel +267 391 4470 | "
           "BURS TIN: C05128473901 | VAT Reg. No. P03127645118 | Co. Reg. (UIN) BW00001874326",
    "lsk": "Plot 7412, Mungwi Road, Light Industrial Area, Lusaka | P.O. Box 31845, Lusaka | Tel +260 211 287 540 | "
           "TPIN: 1002847316 | PACRA No. 120190004718",
    "ktw": "Plot 1183, Chiwala Road, Heavy Industrial Area, Kitwe | P.O. Box 21730, Kitwe | Tel +260 212 230 118 | "
           "TPIN: 1002847316 | PACRA No. 120190004718",
    "hre": "14 Coventry Road, Workington, Harare | Tel +263 242 621 904 | ZIMRA BP No. 200184736 | "
           "VAT No. 220473618 | Co. Reg. No. 4217/2014",
    "llw": "Plot 29/112, Kanengo Industrial Area, Lilongwe | P.O. Box 30614, Lilongwe 3 | Tel +265 1 710 482 | "
           "MRA TPIN: 70418362 | BRN: MBRS1012847",
}
BANK = {
    "gab": "First National Bank Botswana, Corporate Branch (branch code 284267), A/c 62847193015, SWIFT FIRNBWGX",
    "lsk": "Zanaco, Cairo Road Branch (sort code 010017), A/c 0412847300157, SWIFT ZNCOZMLU",
    "ktw": "Stanbic Bank Zambia, Kitwe Branch (sort code 040210), A/c 9130004718264, SWIFT SBICZMLX",
    "hre": "CBZ Bank, Kurima House (branch 6101), USD FCA 01128473640019 / ZWG A/c 01128473640027",
    "llw": "National Bank of Malawi, Capital City Branch, A/c 1004718293, SWIFT NBMAMWMW",
}
HEADS = {"gab": ["MOPANE SAFETY  -  mining & workshop safety equipment", "Mopane Safety & Mining Supplies | Gaborone"],
         "lsk": ["MOPANE SAFETY ZAMBIA  -  PPE | gas detection | fire", "Mopane Safety & Mining Supplies | Lusaka"],
         "ktw": ["MOPANE SAFETY ZAMBIA  -  Copperbelt branch", "Mopane Safety & Mining Supplies | Kitwe"],
         "hre": ["MOPANE SAFETY  -  PPE, gas detection, fire suppression", "Mopane Safety & Mining Supplies | Harare"],
         "llw": ["MOPANE SAFETY MALAWI  -  safety equipment for industry", "Mopane Safety & Mining Supplies | Lilongwe"]}
SENDERS = {"orders": "sales.{d}", "ship": "dispatch.{d}", "returns": "returns.{d}", "accounts": "accounts.{d}",
           "service": "service.{d}"}
DEPT = {"orders": "Sales", "ship": "Dispatch", "returns": "Returns & Claims", "accounts": "Accounts",
        "service": "Service Workshop"}
STAFF = {"gab": ["Lorato Modise", "Kabelo Tau"], "lsk": ["Mercy Tembo", "Brian Lungu"],
         "ktw": ["Memory Chilufya", "Patrick Ngoma"], "hre": ["Chiedza Mhlanga", "Tafadzwa Sibanda"],
         "llw": ["Ruth Chirwa", "Blessings Mbewe"]}
PHONE = {"bw": "+267 7{a} {b} {d}", "zm": "+260 97 {a} {c}", "zw": "+263 77 {a} {c}", "mw": "+265 99 {a} {c}"}

# (name, USD net list price, kind: gas / lamp / fall / resp / fire / None for consumables); local prices in cases.py
PRODUCTS = [
    ("Drager X-am 2500 4-gas detector", Decimal("1150.00"), "gas"),
    ("MSA Altair 4XR multigas detector", Decimal("1280.00"), "gas"),
    ("BW GasAlert Max XT II pump detector", Decimal("890.00"), "gas"),
    ("Drager Pac 6500 single-gas CO monitor", Decimal("410.00"), "gas"),
    ("Roclite RL4 LED cap lamp", Decimal("165.00"), "lamp"),
    ("Wisdom KL8M cordless cap lamp", Decimal("138.00"), "lamp"),
    ("Cap lamp charging rack, 20-way", Decimal("1890.00"), "lamp"),
    ("DBI-SALA Nano-Lok SRL, 1.8 m", Decimal("385.00"), "fall"),
    ("3M DBI-SALA ExoFit full-body harness", Decimal("420.00"), "fall"),
    ("Drager X-plore 8000 PAPR blower unit", Decimal("1450.00"), "resp"),
    ("3M 6800 full-face respirator, medium", Decimal("185.00"), "resp"),
    ("MSA W65 filter self-rescuer", Decimal("96.00"), "resp"),
    ("Fogmaker vehicle fire suppression kit", Decimal("1980.00"), "fire"),
    ("Dry powder fire extinguisher 9 kg", Decimal("86.00"), "fire"),
    ("3M 2135 P3 filters, 10 pairs", Decimal("78.00"), None),
    ("Calibration gas 4-mix, 58 L cylinder", Decimal("210.00"), None),
    ("Bova Neo steel-toe safety boots", Decimal("72.00"), None),
    ("MSA V-Gard hard hats, white, box of 10", Decimal("164.00"), None),
    ("Reflective vests, orange, pack of 10", Decimal("48.00"), None),
    ("3M 1100 foam earplugs, box of 200", Decimal("54.00"), None),
]
HEAVY = ("charging rack", "fire suppression", "cylinder")

# customers per desk: (contact person, business, role, address)
CUSTOMERS = {
    "gab": [("Kagiso Molefe", "Tsodilo Drilling Services (Pty) Ltd", "SHEQ Officer",
             "Plot 64518, Block 8, Gaborone"),
            ("Onalenna Sebina", "Kalahari Welding & Fabrication", "Workshop Manager",
             "Plot 1219, Extension 2, Lobatse"),
            ("Tebogo Masire", "Selebi Borehole Contractors", "Site Supervisor",
             "Plot 8841, Old Industrial, Selebi-Phikwe"),
            ("Neo Kgosidintsi", "Francistown City Council - Fire Services", "Senior Fire Officer",
             "Private Bag 40, Francistown"),
            ("Lesego Ntshole", "Jwaneng Haulage & Plant Hire", "Procurement Officer",
             "Plot 2207, Unit 4, Jwaneng")],
    "lsk": [("Mwila Chanda", "Kafue Road Construction Ltd", "Safety Officer",
             "Plot 5521, Kafue Road, Lusaka"),
            ("Chileshe Mulenga", "Chongwe Quarry & Crushing Ltd", "Plant Manager",
             "Farm 412a, Great East Road, Chongwe"),
            ("Bwalya Kapembwa", "Lusaka City Council - Fire Brigade", "Station Officer",
             "Civic Centre, Independence Avenue, Lusaka"),
            ("Natasha Phiri", "Makeni Engineering Works Ltd", "Purchasing Officer",
             "Plot 88, Makeni Road, Lusaka"),
            ("Mutale Banda", "Chilanga Steel Fabricators", "Workshop Foreman",
             "Stand 3340, Chilanga, Lusaka")],
    "ktw": [("Kelvin Musonda", "Nkana Shaft Services Ltd", "SHE Coordinator",
             "Plot 1142, Nkana East, Kitwe"),
            ("Grace Mwansa", "Chambishi Mining Contractors Ltd", "Stores Controller",
             "Plot 97, Chambishi Road, Kalulushi"),
            ("Emmanuel Kabwe", "Mindolo Heavy Equipment Workshop", "Workshop Supervisor",
             "Plot 5108, Mindolo, Kitwe"),
            ("Precious Zulu", "Chingola Municipal Council", "Occupational Health Officer",
             "Civic Centre, Chingola"),
            ("Joseph Chisenga", "Luanshya Drilling & Blasting Ltd", "Underground Section Boss",
             "Plot 22, Mikomfwa, Luanshya")],
    "hre": [("Tendai Moyo", "Msasa Engineering (Pvt) Ltd", "SHEQ Manager",
             "23 Mutare Road, Msasa, Harare"),
            ("Rutendo Chikwanha", "Chitungwiza Municipality - Fire Brigade", "Divisional Officer",
             "Town House, Seke Road, Chitungwiza"),
            ("Farai Mutasa", "Mazowe Mining Contractors (Pvt) Ltd", "Mine Captain",
             "Stand 417, Mazowe"),
            ("Tatenda Ncube", "Kwekwe Steel Fabricators", "Procurement Officer",
             "11 Gweru Road, Kwekwe"),
            ("Nyasha Gumbo", "Shurugwi Gold Claims (Pvt) Ltd", "Safety Officer",
             "Unki Road, Shurugwi"),
            ("Kudakwashe Marufu", "Willowvale Motor Workshops", "Workshop Manager",
             "7 Lytton Road, Workington, Harare")],
    "llw": [("Chikondi Banda", "Lilongwe City Council - Fire Services", "Fire Station Officer",
             "Civic Offices, Area 2, Lilongwe"),
            ("Thokozani Phiri", "Kanengo Engineering Ltd", "Workshop Manager",
             "Plot 13/204, Kanengo, Lilongwe"),
            ("Mphatso Kachingwe", "Kasungu Quarry Ltd", "Quarry Manager",
             "Plot 7, M1 Road, Kasungu"),
            ("Kondwani Mwale", "Mchinji Road Works Ltd", "Safety and Health Officer",
             "Box 112, Mchinji"),
            ("Tiwonge Nyirenda", "Salima Agro-Processing Workshop", "Maintenance Engineer",
             "Plot 41, Salima Boma")],
}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]

_LABELS = {
    "order_id": ["Sales Order No.", "S/O No.", "Our Order Ref", "Sales Order", "Order No."],
    "customer_id": ["Account No.", "Customer A/c", "Acc. Code", "Debtor A/c No.", "Customer Code"],
    "customer_name": ["Attention", "Contact", "Attn", "Contact Person"],
    "invoice_number": ["Tax Invoice No.", "Invoice No.", "Document No.", "Inv. No."],
    "invoice_date": ["Invoice Date", "Date", "Date of Issue", "Tax Point Date"],
    "order_date": ["Order Date", "S/O Date", "Date Ordered"],
    "subtotal": ["Total Excl. VAT", "Sub Total", "Amount Excl. VAT", "Nett Amount"],
    "order_total": ["Total Incl. VAT", "TOTAL DUE", "Amount Payable", "Invoice Total"],
    "delivery_estimate": ["Expected Delivery", "Est. Delivery Date", "ETA", "Delivery Due"],
    "case_number": ["Claim No.", "RMA No.", "Return Ref", "Our Claim Ref"],
    "form_date": ["Date", "Date Lodged", "Date of Report"],
    "product_name": ["Item", "Equipment", "Product / Model", "Item Description"],
    "return_reason": ["Reason for Return", "Reason", "Fault / Reason"],
    "refund_requested": ["Refund Claimed", "Amount Claimed", "Value of Goods Returned"],
    "refund_eligible": ["Value Accepted", "Credit Value Accepted", "Eligible Amount"],
    "refund_approved": ["Refund Approved", "Amount Approved", "Credit Approved"],
    "approval_date": ["Date", "Decision Date", "Date Authorised"],
    "refund_status": ["Status", "Outcome", "Claim Status"],
    "promised_date": ["Refund Due By", "Payment Expected By", "To Be Paid By"],
    "serial_number": ["Serial No.", "S/N", "Serial Number"],
    "issue_description": ["Fault Reported", "Description of Fault", "Problem"],
    "form_deadline": ["Required Back By", "Needed By", "Return Required"],
    "ship_name": ["Deliver To (Attn)", "Consignee", "Receiver"],
    "carrier": ["Courier", "Transporter", "Carrier"],
    "tracking_number": ["Waybill No.", "Consignment No.", "Tracking No."],
    "ship_date": ["Dispatch Date", "Date Dispatched", "Collected On"],
    "refund_executed": ["Amount", "Amount Paid", "Transfer Amount"],
    "execution_date": ["Payment Date", "Value Date", "Date Processed"],
    "payment_reference": ["Transaction Ref", "Payment Reference", "Bank Ref", "Trans ID"],
}
# each desk's own extra words beside the shared ones
_OWN = {
    "gab": {"customer_id": ["Debtor Code"], "order_total": ["TOTAL (BWP)"], "invoice_number": ["Tax Invoice #"]},
    "lsk": {"order_id": ["SO Number"], "order_total": ["Grand Total (ZMW)"], "tracking_number": ["Waybill #"]},
    "ktw": {"customer_id": ["Cust. A/c No."], "carrier": ["Haulier"], "order_total": ["Total Payable"]},
    "hre": {"invoice_number": ["Fiscal Invoice No."], "customer_id": ["Client Code"],
            "payment_reference": ["RTGS Ref"]},
    "llw": {"order_id": ["Order Ref No."], "customer_id": ["Customer No."], "order_total": ["Total Amount (MK)"]},
}
LABELS = {d: {k: v + _OWN[d].get(k, []) for k, v in _LABELS.items()} for d in DESKS}
LABELS["hre_zwg"] = {**LABELS["hre"], "order_total": [x for x in LABELS["hre"]["order_total"]] + ["Total (ZiG)"]}

TITLES = {
    "invoice": {"bw": ["TAX INVOICE", "Tax Invoice", "TAX INVOICE / DELIVERY"],
                "zm": ["TAX INVOICE", "TAX INVOICE (ZRA SMART INVOICE)", "Tax Invoice"],
                "zw": ["FISCAL TAX INVOICE", "TAX INVOICE", "Fiscal Tax Invoice"],
                "mw": ["TAX INVOICE", "Tax Invoice", "TAX INVOICE - ORIGINAL"]},
    "order_confirmation": ["SALES ORDER ACKNOWLEDGEMENT", "ORDER CONFIRMATION", "Confirmation of Order",
                           "SALES ORDER"],
    "shipping_notice": ["DELIVERY NOTE", "GOODS DISPATCH NOTE", "Delivery Note", "DISPATCH ADVICE"],
    "approval": ["RETURN AUTHORISATION", "CLAIM OUTCOME - APPROVED", "Returns Claim: Decision"],
    "credit_note": ["CREDIT NOTE", "TAX CREDIT NOTE", "Credit Note"],
    "rejection": ["RETURN CLAIM - DECLINED", "CLAIM OUTCOME", "Returns Claim: Decision"],
    "warranty": ["WARRANTY CLAIM FORM", "EQUIPMENT FAULT REPORT", "SERVICE JOB CARD / WARRANTY"],
    "return_form": ["CUSTOMER RETURNS FORM", "GOODS RETURN REQUEST", "RETURNS REQUEST FORM"],
}
TABLE_HEADERS = [["Description", "Qty", "Unit Price", "Amount"], ["Item Description", "Qty", "Price Excl.", "Total"],
                 ["Description", "Qty", "Unit Excl.", "Line Total"], ["Product", "Qty", "Rate", "Value"]]
TAX_LABELS = ["VAT @ {r}%", "VAT {r}%", "Output VAT ({r}%)", "Add VAT {r}%"]
CARRIERS = {"gab": ["Botswana Post EMS", "DHL Express Botswana", "Courier Guy Botswana"],
            "lsk": ["Zampost EMS", "Mercury Express", "Aramex Zambia"],
            "ktw": ["Mercury Express", "Copperbelt Freight Services", "Zampost EMS"],
            "hre": ["Zimpost Courier", "Swift Transport", "DHL Express Zimbabwe"],
            "llw": ["Malawi Posts EMS", "CTS Courier", "Speed Courier Services"]}
FEE_BASES = ["restocking fee", "return freight charge", "re-calibration and testing fee"]
FLAT_FEE = {"BWP": Decimal("350.00"), "ZMW": Decimal("650.00"), "USD": Decimal("25.00"), "ZWG": Decimal("670.00"),
            "MWK": Decimal("45000.00")}
STATUS_WORDS = {"approved": ["APPROVED", "Approved", "Accepted - credit to be refunded", "AUTHORISED"],
                "rejected": ["DECLINED", "Not approved", "REJECTED"],
                "executed": ["Successful", "PAID", "Completed", "Processed"]}

# refunds: bank transfers and mobile money by country
BANKS = {"bw": ["FNB Botswana - Online Banking Payment Notification", "Absa Bank Botswana - Proof of Payment",
                "Orange Money - Transaction confirmation"],
         "zm": ["Zanaco Bill Muster - Proof of Payment", "Stanbic Bank Zambia - Payment Confirmation",
                "MTN MoMo - Transaction receipt", "Airtel Money - Transaction receipt"],
         "zw": ["CBZ Touch - RTGS Transfer Confirmation", "Stanbic Zimbabwe - Payment Advice",
                "EcoCash - Transfer confirmation"],
         "mw": ["National Bank of Malawi - Payment Advice", "Standard Bank Malawi - Proof of Payment",
                "TNM Mpamba - Transaction receipt", "Airtel Money Malawi - Transaction receipt"]}
MOBILE = ("Orange Money", "MTN MoMo", "Airtel Money", "EcoCash", "TNM Mpamba")

RETURN_REASONS = {  # by the returned item's kind: any item, gas detectors, powered equipment, fall arrest, consumables
    "any": ["the quantity delivered does not agree with our LPO",
            "the carton was crushed and the item inside is damaged",
            "the item was ordered twice in error by our stores",
            "the project it was bought for has been cancelled by the client"],
    "gas": ["the wrong model was delivered, our LPO was for the 4-gas version",
            "the display is cracked and the unit failed the bump test",
            "it came without the calibration certificate that our mine requires"],
    "powered": ["the unit does not switch on out of the box",
                "the charger supplied is for 110 V and not for our 220 V supply"],
    "fall": ["the harness sizes do not fit our riggers",
             "the connector hook is not the type specified on our LPO"],
    "consumable": ["the sizes supplied are not the sizes on our LPO",
                   "the items do not carry the standards mark required by our mine",
                   "the batch supplied expires in less than three months"],
}
ISSUES = {
    "gas": ["The sensor fails the bump test even after calibration", "The pump alarm goes off every few minutes",
            "The unit switches off on its own underground", "The display shows sensor error E-12 on start-up"],
    "lamp": ["The lamp does not last a full 12-hour shift any more", "The battery does not charge on the rack",
             "The main beam flickers and goes dim"],
    "fall": ["The lifeline does not lock when pulled sharply", "The webbing on the dorsal D-ring is fraying",
             "The retraction is very slow and the cable jams"],
    "resp": ["The blower unit stops after about twenty minutes", "The low-flow alarm sounds with a new filter",
             "The exhalation valve is leaking"],
    "fire": ["The pressure gauge reads empty after one month", "The control unit shows a fault light all the time",
             "The detection cable gives false alarms"],
}

GREETINGS = ["Dear Sir/Madam,", "Good day,", "Dear Mopane team,", "Greetings,", "Dear Sir,"]
SIGN_OFFS = ["Regards,", "Kind regards,", "Yours faithfully,", "Thanking you in advance,", "Best regards,"]
THANKS = ["Your urgent assistance will be appreciated.", "Thank you.", "Kindly treat this as urgent.",
          "Hoping for your quick response."]
CHAT_HELLO = {"bw": ["Dumela Rra", "Dumela Mma"], "zm": ["Mwaiseni", "Good morning boss"],
              "zw": ["Mhoro", "Hesi, good morning"], "mw": ["Muli bwanji", "Moni, good morning"]}
# relative deadline words: (words, days after the document, or "month_end")
RELATIVE_DEADLINES = [("within 7 days", 7), ("within the next 14 days", 14), ("by month end", "month_end"),
                      ("by the end of this month", "month_end"), ("within ten days", 10), ("within a week", 7)]
DEADLINE_WORDS = ["by {}", "not later than {}", "before {}", "on or before {}", "by latest {}"]
UNRESOLVED_KEYS = ["U0", "U1"]  # the plan draws a key; the writer words it the customer's country's way
UNRESOLVED_BY_COUNTRY = {"bw": ["before the Department of Mines inspection", "before our plant shutdown week"],
                         "zm": ["before the Mine Safety Department inspection", "before the rains start"],
                         "zw": ["before the Ministry of Mines inspection", "before our plant shutdown week"],
                         "mw": ["before the OSH inspectors come", "before the rains start"]}

EXPECT = {
    "refund_dl": ["Kindly refund the amount into our account {dl}", "We expect the refund to reflect {dl}",
                  "Please process the refund {dl}", "We request that the money is paid back {dl}"],
    "refund_no_dl": ["Kindly refund the full amount to our account", "We want a refund and not a credit on our account",
                     "Please pay back the money through the same channel we paid"],
    "repair_dl": ["We need the unit repaired or replaced {dl} as our crews cannot work without it",
                  "Kindly have the unit back to us {dl}", "Please send a working replacement {dl}"],
    "repair_no_dl": ["Please advise the status of the repair and give us a loan unit meanwhile",
                     "Kindly let us know when the unit will be ready"],
    "delivery_dl": ["The goods must reach our site {dl} or we will cancel the LPO",
                    "Please make sure the consignment is delivered {dl}"],
    "rejected": ["Kindly review the claim again and approve the refund",
                 "We expect at least a partial refund on this claim"],
}
LETTER = {
    "refund_quoted": ["Your office confirmed an approved refund of {amt} but to date nothing has reflected in our account",
                      "We were told the refund of {amt} was approved more than a week ago and we have not received it"],
    "refund_plain": "You confirmed that our return was accepted but the money has not been received to date",
    "warranty_paid": "The refund of {amt} for the other item has reflected, thank you",
    "warranty": "We brought the {p} to your workshop under warranty about three weeks ago and have heard nothing since",
    "delivery": "Our goods have not arrived on site and the waybill has shown no movement for several days",
    "rejected": "We do not agree with your decision to decline our claim since the damage was there on delivery and "
                "our stores wrote it on the delivery note",
    "moved": "Please note that our date has changed since we last wrote",
}
AUTO_REPLY = "Thank you for contacting Mopane Safety. Your message has been received and will be attended to " \
             "within 24 hours (Monday to Friday, 07:30 to 16:30)."
TERMS = ["Terms and Conditions of Sale",
         "Goods remain the property of Mopane Safety until paid for in full. Accounts are payable 30 days from "
         "statement. Interest is charged on overdue accounts at the prime lending rate plus 2 %.",
         "Returns are accepted within 14 days of delivery against a Claim No. (RMA) only, in the original packaging. "
         "Gas detectors and fall-arrest equipment that have been used or issued to staff cannot be returned for credit; "
         "a restocking fee of 15 % may apply.",
         "Warranty claims are assessed at our service workshop. Damage caused by misuse, immersion or unauthorised "
         "repair is not covered. E&OE."]
