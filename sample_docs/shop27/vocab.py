"""Indus & Delta Textile Machinery: names, labels, products, customers and wording (Pakistan, Bangladesh,
Sri Lanka)."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Indus & Delta Textile Machinery"
DOMAIN = "indusdelta.com.pk"
LOCALE = {"PKR": "pk", "BDT": "bd", "LKR": "lk"}
COMPANY = {"PKR": "Indus & Delta Textile Machinery (Pvt.) Ltd.",
           "BDT": "Indus & Delta Textile Machinery (BD) Ltd.",
           "LKR": "Indus & Delta Textile Machinery Lanka (Pvt) Ltd"}
LETTERHEAD = {
    "PKR": "Plot 14-C, Sector 23, Korangi Industrial Area, Karachi-74900 | Lahore: 42-B Quaid-e-Azam Industrial "
           "Estate, Kot Lakhpat | UAN 111-463-382 | NTN 4417829-6 | STRN 32-77-8761-542-19",
    "BDT": "House 27, Road 11, Sector 6, Uttara, Dhaka-1230 | Chattogram: 118 Agrabad C/A | "
           "Hotline 09612-334455 | BIN 004581237-0102",
    "LKR": "No. 212, Baseline Road, Colombo 09 | Tel 011 2 694 517 | VAT Reg. No. 114582367-7000 | "
           "Co. Reg. PV 00231874",
}
LOCAL_HEAD = {  # a heading line in the local script, never the only carrier of a fact
    "PKR": ["انڈس اینڈ ڈیلٹا ٹیکسٹائل مشینری", "سیلز ٹیکس انوائس"],
    "BDT": ["ইন্ডাস অ্যান্ড ডেল্টা টেক্সটাইল মেশিনারি", "মূসক-৬.৩ কর চালানপত্র"],
    "LKR": ["ඉන්ඩස් ඇන්ඩ් ඩෙල්ටා ටෙක්ස්ටයිල් මැෂිනරි", "බදු ඉන්වොයිසිය"],
}
TAX = {"PKR": ("Sales Tax", Decimal("18")), "BDT": ("VAT", Decimal("15")), "LKR": ("VAT", Decimal("18"))}
TAX_LABELS = {
    "PKR": ["Sales Tax @ 18%", "Sales Tax (18%)", "S.Tax 18%", "Add: Sales Tax"],
    "BDT": ["VAT @ 15%", "VAT (15%)", "Mushak / VAT 15%", "Add: VAT"],
    "LKR": ["VAT @ 18%", "VAT (18%)", "Add: VAT 18%", "VAT amount"],
}

# (name, PKR price); BDT and LKR prices below. Whole rupees / taka.
PRODUCTS = [
    ("JUKI DDL-8700 single needle lockstitch machine", Decimal("168000")),
    ("Brother S-7300A direct-drive lockstitch machine", Decimal("295000")),
    ("Pegasus M952 5-thread overlock machine", Decimal("410000")),
    ("Siruba F007K flatlock machine", Decimal("372000")),
    ("Dosing pump 0-60 L/h for dyeing chemicals", Decimal("338000")),
    ("Servo motor 550 W with control box", Decimal("27800")),
    ("Ring spindle HP-S 68/3 (box of 24)", Decimal("86400")),
    ("Top roller cots 28x19 mm (pack of 100)", Decimal("21500")),
    ("Rapier gripper set for shuttle-less loom", Decimal("64800")),
    ("Wire healds 330 mm (bundle of 1000)", Decimal("18900")),
    ("Air-jet loom reed 190 cm", Decimal("47500")),
    ("Groz-Beckert needles DPx5 (box of 100)", Decimal("3250")),
    ("Bobbin case and rotary hook set (10 sets)", Decimal("14600")),
    ("Dyeing machine temperature controller", Decimal("58200")),
]
BDT_PRICE = {
    "JUKI DDL-8700 single needle lockstitch machine": Decimal("72500"),
    "Brother S-7300A direct-drive lockstitch machine": Decimal("128000"),
    "Pegasus M952 5-thread overlock machine": Decimal("176500"),
    "Siruba F007K flatlock machine": Decimal("159800"),
    "Dosing pump 0-60 L/h for dyeing chemicals": Decimal("146000"),
    "Servo motor 550 W with control box": Decimal("11950"),
    "Ring spindle HP-S 68/3 (box of 24)": Decimal("37200"),
    "Top roller cots 28x19 mm (pack of 100)": Decimal("9250"),
    "Rapier gripper set for shuttle-less loom": Decimal("27900"),
    "Wire healds 330 mm (bundle of 1000)": Decimal("8150"),
    "Air-jet loom reed 190 cm": Decimal("20400"),
    "Groz-Beckert needles DPx5 (box of 100)": Decimal("1420"),
    "Bobbin case and rotary hook set (10 sets)": Decimal("6300"),
    "Dyeing machine temperature controller": Decimal("25100"),
}
LKR_PRICE = {
    "JUKI DDL-8700 single needle lockstitch machine": Decimal("179500"),
    "Brother S-7300A direct-drive lockstitch machine": Decimal("316000"),
    "Pegasus M952 5-thread overlock machine": Decimal("438750"),
    "Siruba F007K flatlock machine": Decimal("398000"),
    "Dosing pump 0-60 L/h for dyeing chemicals": Decimal("361500"),
    "Servo motor 550 W with control box": Decimal("29750"),
    "Ring spindle HP-S 68/3 (box of 24)": Decimal("92450"),
    "Top roller cots 28x19 mm (pack of 100)": Decimal("23000"),
    "Rapier gripper set for shuttle-less loom": Decimal("69350"),
    "Wire healds 330 mm (bundle of 1000)": Decimal("20200"),
    "Air-jet loom reed 190 cm": Decimal("50800"),
    "Groz-Beckert needles DPx5 (box of 100)": Decimal("3480"),
    "Bobbin case and rotary hook set (10 sets)": Decimal("15600"),
    "Dyeing machine temperature controller": Decimal("62250"),
}
CONSUMABLES = {"Groz-Beckert needles DPx5 (box of 100)", "Wire healds 330 mm (bundle of 1000)",
               "Bobbin case and rotary hook set (10 sets)", "Top roller cots 28x19 mm (pack of 100)"}
WARRANTY_PRODUCTS = ["JUKI DDL-8700 single needle lockstitch machine",
                     "Brother S-7300A direct-drive lockstitch machine", "Pegasus M952 5-thread overlock machine",
                     "Siruba F007K flatlock machine", "Dosing pump 0-60 L/h for dyeing chemicals",
                     "Servo motor 550 W with control box", "Dyeing machine temperature controller"]
CARRIERS = {"PKR": ["TCS", "Leopards Courier", "M&P Express Logistics"],
            "BDT": ["Sundarban Courier Service", "SA Paribahan", "Pathao Courier"],
            "LKR": ["Domex", "Pronto Lanka", "DHL Express"]}
FEE_BASES = ["restocking fee", "return freight charge"]
FLAT_FEE = {"PKR": Decimal("2500"), "BDT": Decimal("1200"), "LKR": Decimal("3500")}

CUSTOMERS = {
    "PKR": [
        ("Asif Qureshi", "Purchase Dept, Al-Noor Knit Wear, Plot 36, Sector 7-A, Korangi Industrial Area, Karachi"),
        ("Farhan Siddiqui", "Store In-charge, Karachi Export Processing Zone, Plot B-14, Landhi, Karachi"),
        ("Sadia Malik", "Sadia Tailoring & Embroidery, Shop 12, Liberty Market, Gulberg III, Lahore"),
        ("Imran Butt", "Maintenance Office, Butt Spinning Mills, 22 km Sheikhupura Road, Faisalabad"),
        ("Naveed Akhtar", "Procurement, Sialkot Sportswear Ltd, Small Industrial Estate, Sialkot"),
        ("Rabia Sheikh", "Sheikh Garments Stitching Unit, 14 Ferozepur Road, Lahore"),
        ("Kamran Chaudhry", "Weaving Dept, Chaudhry Textile Mills, Jaranwala Road, Faisalabad"),
        ("Tariq Mehmood", "Admin Block, Multan Road Dyeing & Finishing, 9 km Multan Road, Lahore"),
        ("Bilal Hashmi", "Production Office, Hashmi Denim, SITE Area, Karachi"),
    ],
    "BDT": [
        ("Shafiqul Islam", "Commercial Dept, Meghna Knit Composite, Plot 41-44, DEPZ, Savar, Dhaka"),
        ("Nusrat Jahan", "Store Section, Padma Apparels Ltd, Sector 3, CEPZ, Chattogram"),
        ("Rezaul Karim", "Karim Spinning Mills, BSCIC Industrial Area, Narayanganj"),
        ("Tanvir Hossain", "Maintenance Cell, Jamuna Sweaters, Kashimpur, Gazipur"),
        ("Farzana Akter", "Farzana Tailors, 52 New Market Road, Dhaka-1205"),
        ("Mahbubur Rahman", "Purchase, Karnaphuli Dyeing Ltd, Kalurghat Heavy Industrial Area, Chattogram"),
        ("Sumon Chowdhury", "Buying House Liaison, Orchid Sourcing BD, House 9, Road 4, Banani, Dhaka"),
        ("Arif Mridha", "Mridha Denim Washing, Ashulia, Savar, Dhaka"),
    ],
    "LKR": [
        ("Chaminda Perera", "Engineering Dept, Lanka Knit Exports, Katunayake EPZ, Katunayake"),
        ("Dilani Wijesinghe", "Stores, Serendib Apparel (Pvt) Ltd, Biyagama EPZ, Biyagama"),
        ("Ruwan Jayasuriya", "Jayasuriya Tailoring House, 88 Galle Road, Dehiwala"),
        ("Nimal Fernando", "Maintenance Office, Koggala Garments, Koggala EPZ, Galle"),
        ("Mohamed Rizwan", "Rizwan Textiles, 41 Main Street, Pettah, Colombo 11"),
        ("Kavitha Rajendran", "Purchase, Vavuniya Weaving Centre, Industrial Estate, Vavuniya"),
    ],
}
BUSINESSES = {"PKR": ["Al-Noor Knit Wear", "Butt Spinning Mills (Pvt) Ltd", "Sialkot Sportswear Ltd",
                      "Chaudhry Textile Mills"],
              "BDT": ["Meghna Knit Composite Ltd", "Padma Apparels Ltd (CEPZ)", "Karim Spinning Mills",
                      "Orchid Sourcing BD"],
              "LKR": ["Lanka Knit Exports (Pvt) Ltd", "Serendib Apparel (Pvt) Ltd", "Koggala Garments"]}

CATEGORY = {p: c for c, ps in {
    "sewing": ["JUKI DDL-8700 single needle lockstitch machine", "Brother S-7300A direct-drive lockstitch machine",
               "Pegasus M952 5-thread overlock machine", "Siruba F007K flatlock machine"],
    "pump": ["Dosing pump 0-60 L/h for dyeing chemicals"],
    "motor": ["Servo motor 550 W with control box"],
    "controller": ["Dyeing machine temperature controller"],
    "spares": ["Ring spindle HP-S 68/3 (box of 24)", "Top roller cots 28x19 mm (pack of 100)",
               "Rapier gripper set for shuttle-less loom", "Wire healds 330 mm (bundle of 1000)",
               "Air-jet loom reed 190 cm", "Groz-Beckert needles DPx5 (box of 100)",
               "Bobbin case and rotary hook set (10 sets)"],
}.items() for p in ps}
REASONS_BY = {  # the customer's reason for returning an item, by what the item is
    "sewing": ["the machine was received with a cracked arm casting and the carton was torn",
               "wrong model supplied against our PO, we had ordered the direct-drive version",
               "the table and stand were missing and the machine cannot be installed"],
    "pump": ["the pump is leaking from the diaphragm housing on first trial",
             "the flow range does not suit our dye kitchen, we had asked for the bigger model"],
    "motor": ["the control box shows an error on power-up and the motor does not run",
              "the motor is rated 110 V and not 220 V as mentioned in our order"],
    "controller": ["the controller is for thermocouple input while our machine has PT100 sensors",
                   "the unit was delivered with a broken display glass"],
    "spares": ["the size is different from what was mentioned in the PI",
               "double quantity was delivered by mistake from your godown",
               "the parts are not matching our machine model and gauge"],
}
ISSUES_BY = {  # a warranty fault, by what the item is
    "sewing": ["Machine stops after every few stitches, motor makes a humming sound",
               "Thread breaking frequently and skip stitches even after needle change",
               "Abnormal noise from the hook area and oil leaking under the bed"],
    "pump": ["Pump dosing rate not stable, display showing wrong flow",
             "Diaphragm leaking again after three weeks of running"],
    "motor": ["Control box giving error E7 and the machine does not start",
              "Motor overheats within one hour of running and trips"],
    "controller": ["Temperature overshoots by 8 to 10 degrees and the alarm keeps ringing",
                   "Display goes blank intermittently and the program gets erased"],
}
RETURN_REASONS = [x for xs in REASONS_BY.values() for x in xs]
ISSUES = [x for xs in ISSUES_BY.values() for x in xs]

LABELS = {
    "order_id": ["Sales Order No.", "S.O. No.", "Order No.", "Our Order Ref.", "SO #", "Order Ref"],
    "customer_id": ["Customer Code", "Party Code", "A/c Code", "Customer A/c No.", "Client ID", "Party A/c"],
    "customer_name": ["Customer", "Party Name", "Buyer", "Bill To", "Attention", "Customer Name"],
    "invoice_number": ["Invoice No.", "Sales Tax Invoice No.", "Inv. No.", "Tax Invoice #", "Bill No."],
    "invoice_date": ["Invoice Date", "Date of Issue", "Dated", "Bill Date"],
    "order_date": ["Order Date", "S.O. Date", "Order Dated", "Order placed on"],
    "subtotal": ["Value Excl. Tax", "Sub Total", "Value of Supply", "Gross Amount", "Taxable Value"],
    "order_total": ["Value Incl. Tax", "Grand Total", "Net Payable", "Total Amount Payable", "Invoice Total"],
    "case_number": ["Complaint No.", "Return Ref.", "RMA No.", "Claim No.", "Case Ref."],
    "form_date": ["Date", "Dated", "Date of Complaint", "Submitted on"],
    "product_name": ["Item", "Machine / Part", "Description of Goods", "Model", "Article"],
    "return_reason": ["Reason for Return", "Reason", "Problem Reported", "Nature of Complaint"],
    "refund_requested": ["Refund Claimed", "Amount Claimed", "Refund Amount Requested", "Claim Amount"],
    "refund_eligible": ["Eligible Amount", "Admissible Amount", "Refundable Value", "Amount Admissible"],
    "refund_approved": ["Approved Refund", "Amount Sanctioned", "Refund Sanctioned", "Approved Amount",
                        "Credit Approved"],
    "approval_date": ["Approval Date", "Sanctioned on", "Date of Approval", "Decision Date"],
    "refund_status": ["Status", "Decision", "Claim Status"],
    "promised_date": ["Refund by", "Expected Credit Date", "Payment to be released by", "Credit to reach you by"],
    "delivery_estimate": ["Expected Delivery", "ETA", "Delivery Expected by", "Tentative Delivery Date",
                          "Est. Delivery"],
    "serial_number": ["Serial No.", "Machine No.", "M/C Serial No.", "S/N"],
    "issue_description": ["Fault Description", "Complaint Details", "Nature of Fault", "Problem"],
    "form_deadline": ["Required by", "Needed Back by", "Please Attend by", "Target Date"],
    "ship_name": ["Consignee", "Deliver To", "Ship To", "Receiver"],
    "carrier": ["Courier", "Carrier", "Dispatched through", "Transporter", "Courier Service"],
    "tracking_number": ["CN No.", "Tracking No.", "Consignment No.", "AWB No.", "Booking ID"],
    "ship_date": ["Dispatch Date", "Booked on", "Date of Dispatch", "Shipped on"],
    "refund_executed": ["Amount", "Amount Transferred", "Amount Credited", "Transfer Amount", "Refund Paid"],
    "execution_date": ["Transaction Date", "Value Date", "Transfer Date", "Date of Payment"],
    "payment_reference": ["Transaction ID", "Reference No.", "Bank Ref.", "Txn Ref.", "Trace No."],
}

INVOICE_TITLES = {"PKR": ["SALES TAX INVOICE", "Sales Tax Invoice", "COMMERCIAL / SALES TAX INVOICE"],
                  "BDT": ["TAX INVOICE (MUSHAK-6.3)", "VAT Challan - Mushak 6.3", "Tax Invoice / Musak-6.3"],
                  "LKR": ["TAX INVOICE", "VAT INVOICE", "Tax Invoice"]}
TABLE_HEADERS = [["Description", "Qty", "Rate", "Value"],
                 ["Particulars", "Qty", "Unit Price", "Amount"],
                 ["Item Description", "Quantity", "Rate", "Value Excl. Tax"]]
INVOICE_NOTES = {
    "PKR": ["Payment by cross cheque / online transfer to HBL Korangi branch a/c 0047-7901234503 only.",
            "Goods once sold will be taken back only as per our warranty and return policy.",
            "This is a computer generated invoice, FBR POS integrated. E&OE."],
    "BDT": ["Payment through BEFTN / cheque in favour of Indus & Delta Textile Machinery (BD) Ltd.",
            "VAT deducted at source certificate (Mushak-6.6) to be provided by the buyer where applicable.",
            "Goods once sold are not returnable except under warranty. E&OE."],
    "LKR": ["Cheques to be drawn in favour of Indus & Delta Textile Machinery Lanka (Pvt) Ltd, A/C Payee only.",
            "Bank: Commercial Bank of Ceylon, Wellawatte branch, A/C 8001 2345 67.",
            "Please quote the invoice number on all remittances. E&OE."],
}
TERMS_PAGE = [
    "Terms & Conditions of Sale",
    "1. Goods are supplied against a confirmed purchase order, PI or LC; prices are ex-godown unless stated.",
    "2. Claims for shortage or transit damage must be lodged within 3 days of receipt with the delivery challan.",
    "3. Returns are accepted within 10 days for unused items in original packing; opened machines carry a "
    "restocking fee of 15%.",
    "4. Warranty on machines and pumps is 12 months from the date of invoice against manufacturing defects only; "
    "needles, cots and healds are consumables.",
    "5. All disputes are subject to the jurisdiction of the courts of the seller's city.",
]
RETURNS_ADDRESS = {"PKR": ["Plot 14-C, Sector 23, Korangi Industrial Area, Karachi",
                           "42-B Quaid-e-Azam Industrial Estate, Kot Lakhpat, Lahore"],
                   "BDT": ["House 27, Road 11, Sector 6, Uttara, Dhaka", "118 Agrabad C/A, Chattogram"],
                   "LKR": ["No. 212, Baseline Road, Colombo 09"]}
GREETINGS = {"pk": ["Dear Sir,", "Respected Sir,", "Dear Indus & Delta team,", "Assalam-o-Alaikum,",
                    "Dear Sir/Madam,"],
             "bd": ["Dear Sir,", "Greetings from Dhaka!", "Dear Concern,", "Assalamu Alaikum,", "Dear Sir/Madam,"],
             "lk": ["Dear Sir/Madam,", "Ayubowan,", "Dear Team,", "Good day,"]}
LOCAL_GREETING = {"PKR": "السلام علیکم", "BDT": "শুভেচ্ছা নেবেন", "LKR": "ආයුබෝවන්"}
SIGN_OFFS = ["Thanks & Regards,", "Best Regards,", "Warm regards,", "Thanking you,", "Yours faithfully,",
             "With regards,"]
AUTO_REPLIES = ["Thank you for writing to Indus & Delta. Your mail has been logged and our team will revert "
                "within one working day.",
                "This is an auto-acknowledgement. For urgent breakdowns please call our service hotline."]
AUTO_REPLY_SIGNATURE = "Indus & Delta Textile Machinery - After Sales Service"
SERVICE_HOTLINE = {"PKR": "0300-8226417", "BDT": "01713-048225", "LKR": "077 318 4462"}

RELATIVE_DEADLINES = {
    "pk": [("within 7 days", 7), ("by the end of this month", "month_end"), ("within ten days", 10)],
    "bd": [("within 15 days", 15), ("by month end", "month_end"), ("within one week", 7)],
    "lk": [("within two weeks", 14), ("before the end of this month", "month_end"), ("within 10 days", 10)],
}
DEADLINE_WORDS = {
    "pk": ["by {}", "latest by {}", "before {}", "not later than {}"],
    "bd": ["by {}", "positively by {}", "on or before {}", "before {}"],
    "lk": ["by {}", "before {}", "on or before {}", "no later than {}"],
}
UNRESOLVED_DEADLINES = ["before the Eid holidays", "before our buyer's final inspection",
                        "before the next export shipment goes out", "before our year-end stock taking"]
EXPECT_REFUND_DL = [
    "Kindly arrange the refund to our account {dl}.",
    "We request you to credit the amount {dl} as our accounts are closing.",
    "Please release the refund payment {dl} without fail.",
    "Kindly do the needful and transfer the refund {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "Kindly refund the full amount to our bank account at the earliest.",
    "Please process the refund through the same channel we paid.",
    "We expect the full refund as per your return policy.",
]
EXPECT_REPAIR_DL = [
    "Kindly send your technician and get the machine running {dl}.",
    "We need the unit repaired or replaced {dl} as our line is affected.",
    "Please ensure the repaired machine reaches our floor {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "Please advise when your service engineer can visit.",
    "Kindly arrange a replacement unit under warranty.",
]
EXPECT_DELIVERY_DL = [
    "Please ensure the consignment reaches our factory {dl}.",
    "We need the goods at our store {dl} or our production plan will be disturbed.",
]
EXPECT_REJECTED = [
    "Kindly review the claim once again and approve the return.",
    "We request you to reconsider and allow at least a partial credit.",
]
