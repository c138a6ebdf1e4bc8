"""Tanabana Industrial Sewing: desks, registration marks, labels, products, customers and the customers' words.

Five desks in three countries: Karachi and Lahore (Pakistan, PKR, sales tax 18 %, NTN/STRN), Dhaka and Chattogram
(Bangladesh, BDT, VAT 15 %, BIN, Mushak 6.3 challans) and Colombo (Sri Lanka, LKR, VAT 18 %). Everything is written in
South Asian business English; every wording list is drawn from per document, so no label is the only one used.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Tanabana Industrial Sewing"
DOMAIN = "tanabana-sewing.example"
DESKS = ("khi", "lhe", "dac", "cgp", "cmb")
COUNTRY = {"khi": "pk", "lhe": "pk", "dac": "bd", "cgp": "bd", "cmb": "lk"}
CURRENCY = {"pk": "PKR", "bd": "BDT", "lk": "LKR"}
CITY = {"khi": "Karachi", "lhe": "Lahore", "dac": "Dhaka", "cgp": "Chattogram", "cmb": "Colombo"}
TAX = {"pk": ("Sales Tax", Decimal("18")), "bd": ("VAT", Decimal("15")), "lk": ("VAT", Decimal("18"))}
TZ = {"pk": "+0500", "bd": "+0600", "lk": "+0530"}

COMPANY = {"pk": "Tanabana Industrial Sewing (Pvt.) Ltd.", "bd": "Tanabana Sewing Solutions (BD) Ltd.",
           "lk": "Tanabana Lanka (Pvt) Ltd"}
LEGAL = {
    "khi": "Plot C-27, Sector 23, Korangi Industrial Area, Karachi-74900 | NTN: 4217735-6 | "
           "STRN: 32-77-8761-471-25 | Ph: +92 21 3505 1147",
    "lhe": "Lahore Branch: 14-B, Quaid-e-Azam Industrial Estate, Kot Lakhpat, Lahore | NTN: 4217735-6 | "
           "STRN: 32-77-8761-471-25 | Ph: +92 42 3521 8830",
    "dac": "House 17, Road 4, Sector 7, Uttara, Dhaka-1230 | BIN: 004518327-0102 | TIN: 518203746195 | "
           "Hotline: +880 1711 408 362",
    "cgp": "Chattogram Office: 92 Agrabad C/A, Chattogram-4100 | BIN: 004518327-0301 | "
           "Ph: +880 31 271 4406",
    "cmb": "No. 214/3, Hill Street, Dehiwala | VAT Reg. No: 114792803-7000 | TIN: 114792803 | "
           "Tel: +94 11 273 8842",
}
REG_MARK = {"khi": "STRN: 32-77-8761-471-25", "lhe": "STRN: 32-77-8761-471-25", "dac": "BIN: 004518327-0102",
            "cgp": "BIN: 004518327-0301", "cmb": "VAT Reg. No: 114792803-7000"}
TAGLINE = {"pk": ["Industrial Sewing Machines - Spare Parts - Garment Consumables",
                  "Authorised dealers: lockstitch, overlock, flatlock, cutting & finishing"],
           "bd": ["Industrial Sewing Machines, Spares & Garment Accessories",
                  "Sales - Service - Spares for RMG industry"],
           "lk": ["Industrial sewing machines, spares and apparel consumables",
                  "Sales & after-sales service for the apparel sector"]}
BANK_LINE = {
    "pk": "Bank: Margalla Commercial Bank Ltd, Korangi Branch | A/C Title: Tanabana Industrial Sewing (Pvt.) Ltd. | "
          "IBAN: PK36 MCBK 0104 0081 4417 0153",
    "bd": "Bank: Rupsha Trust Bank PLC, Uttara Branch | A/C No. 1102-0410-0087-32 | Routing No. 245264638",
    "lk": "Bank: Kelani Valley Bank PLC, Dehiwala | A/C No. 0071 2290 4418 | SWIFT KVBLLKLX",
}
SENDERS = {"orders": "sales", "ship": "dispatch", "returns": "claims", "accounts": "accounts"}
DEPT = {"orders": "Sales", "ship": "Dispatch", "returns": "Claims & After Sales", "accounts": "Accounts"}
STAFF = {"khi": ["Faisal Memon", "Rubina Shaikh", "Adeel Ahmed"], "lhe": ["Hamza Tariq", "Saima Nawaz", "Waqas Iqbal"],
         "dac": ["Mahmudul Hasan", "Sadia Rahman", "Arif Hossain"], "cgp": ["Nazmul Huda", "Tahmina Begum"],
         "cmb": ["Roshan de Silva", "Ishara Gunawardena", "Pradeep Kumara"]}

# (name, net price in PKR, kind of device: motor / elec / heat, None for parts and consumables)
PRODUCTS = [
    ("Juki DDL-9000C direct drive lockstitch machine", Decimal("215000"), "motor"),
    ("Jack A4B single needle lockstitch machine", Decimal("108500"), "motor"),
    ("Siruba 757K 5-thread overlock machine", Decimal("166000"), "motor"),
    ("Pegasus M952 4-thread overlock machine", Decimal("289000"), "motor"),
    ("Kansai Special DFB-1404PMD 4-needle machine", Decimal("685000"), "motor"),
    ("Brother KE-430HX electronic bartack machine", Decimal("1185000"), "elec"),
    ("Eastman Brute 629X 10-inch straight knife cutter", Decimal("338000"), "motor"),
    ("KM KS-AUV 8-inch straight knife cutting machine", Decimal("146500"), "motor"),
    ("Naomoto HYS-590 steam iron", Decimal("38500"), "heat"),
    ("Silver Star ES-94AL gravity feed steam iron", Decimal("24750"), "heat"),
    ("550W servo motor with needle positioner", Decimal("14800"), "elec"),
    ("Groz-Beckert DBx1 14/90 needles, box of 100", Decimal("3150"), None),
    ("Organ DCx27 11/75 overlock needles, box of 100", Decimal("2650"), None),
    ("Aluminium bobbins for DDL series, pack of 100", Decimal("3900"), None),
    ("Hook assembly HSH-7.94 (genuine)", Decimal("6850"), None),
    ("Spun polyester thread 40/2, 5000 m, carton of 24 cones", Decimal("15600"), None),
    ("Sewing machine oil, 4 litre can", Decimal("3450"), None),
    ("Presser foot set for lockstitch, 11 pcs", Decimal("2850"), None),
]
HEAVY = ("machine", "cutter", "bartack")

# customers per desk: (contact person, Mr./Ms., designation, factory, address)
CUSTOMERS = {
    "khi": [("Imran Qureshi", "Mr.", "Manager Procurement", "Al-Noor Knitwear (Pvt.) Ltd.",
             "Plot 45, Sector 7-A, Korangi Industrial Area, Karachi"),
            ("Sana Farooq", "Ms.", "Purchase Officer", "Bluewater Denim Mills Ltd.", "F-112, S.I.T.E., Karachi"),
            ("Muhammad Asif Butt", "Mr.", "Maintenance In-charge", "Zaitoon Apparel Industries",
             "Plot A-9, North Karachi Industrial Area, Karachi"),
            ("Kashif Rehman", "Mr.", "Store In-charge", "Saba Textiles & Garments",
             "LA-15, Federal B Area Industrial Area, Karachi"),
            ("Naveed Akhtar", "Mr.", "GM Operations", "Karwan Sportswear (Pvt.) Ltd.",
             "Plot 22, Sector 16, Korangi Industrial Area, Karachi")],
    "lhe": [("Ali Raza Chaudhry", "Mr.", "Procurement Manager", "Shalimar Hosiery Mills (Pvt.) Ltd.",
             "32-KM, Ferozepur Road, Lahore"),
            ("Ayesha Siddiqui", "Ms.", "Purchase Executive", "Gulberg Garments",
             "12-C, Sundar Industrial Estate, Raiwind Road, Lahore"),
            ("Usman Ghani", "Mr.", "Maintenance Engineer", "Lahore Fashion Wear (Pvt.) Ltd.",
             "Plot 77, Multan Road, Chung, Lahore"),
            ("Bilal Aslam", "Mr.", "Store Keeper", "Chenab Stitching Unit", "Main Sheikhupura Road, Shahdara, Lahore"),
            ("Fatima Javed", "Ms.", "Admin & Purchase Manager", "Noor Knits (Pvt.) Ltd.",
             "Canal Bank Road, Harbanspura, Lahore")],
    "dac": [("Md. Rafiqul Islam", "Mr.", "Sr. Executive, Procurement", "Meghna Knit Composite Ltd.",
             "Plot 14, BSCIC Industrial Area, Tongi, Gazipur"),
            ("Nusrat Jahan", "Ms.", "Manager (Commercial)", "Ashulia Apparels Ltd.", "Zirabo, Ashulia, Savar, Dhaka"),
            ("Tanvir Ahmed", "Mr.", "Maintenance Manager", "Green Thread Garments Ltd.",
             "Kashimpur Road, Konabari, Gazipur"),
            ("Sharmin Akter", "Ms.", "Asst. Manager, Store", "Rupganj Fashions Ltd.", "Tarabo, Rupganj, Narayanganj")],
    "cgp": [("Abu Sayeed Chowdhury", "Mr.", "GM (Admin)", "Karnaphuli Sweaters Ltd.",
             "Plot 31, CEPZ, South Halishahar, Chattogram"),
            ("Mohammad Jahangir Alam", "Mr.", "Procurement Officer", "Bay Apparels Ltd.",
             "Nasirabad Industrial Area, Chattogram"),
            ("Farhana Haque", "Ms.", "Manager, Supply Chain", "Patenga Denim Ltd.",
             "Kalurghat Heavy Industrial Area, Chattogram"),
            ("Rashed Karim", "Mr.", "Maintenance In-charge", "Hill View Garments Ltd.",
             "Baizid Bostami Road, Chattogram")],
    "cmb": [("Dilani Perera", "Ms.", "Procurement Executive", "Lotus Intimates (Pvt) Ltd",
             "No. 42, Katunayake EPZ, Katunayake"),
            ("Chaminda Jayasuriya", "Mr.", "Engineering Manager", "Kelani Apparel Lanka (Pvt) Ltd",
             "Biyagama EPZ, Walgama, Malwana"),
            ("Nuwan Wickramasinghe", "Mr.", "Stores Manager", "Horana Garments Ltd", "No. 118, Panadura Road, Horana"),
            ("Thilini Fernando", "Ms.", "Purchasing Officer", "Ceylon Activewear (Pvt) Ltd",
             "No. 9, Industrial Zone, Pallekele, Kandy")],
}

# ---------------------------------------------------------------- labels, per country (the desks of a country share)

_COMMON = {
    "customer_name": ["Contact Person", "Attn.", "Kind Attn.", "Contact"],
    "case_number": ["Complaint No.", "Claim No.", "Claim Ref.", "Complaint Ref. No."],
    "form_date": ["Date", "Dated", "Date of Complaint"],
    "product_name": ["Machine / Item", "Description of Goods", "Item", "Model / Description"],
    "return_reason": ["Reason for Return", "Nature of Complaint", "Reason"],
    "refund_requested": ["Amount Claimed", "Claim Amount", "Refund Requested"],
    "refund_eligible": ["Admissible Amount", "Amount Admissible", "Eligible Amount"],
    "refund_approved": ["Amount Approved", "Approved Refund", "Sanctioned Amount", "Refund Approved"],
    "approval_date": ["Date of Approval", "Approved On", "Decision Date"],
    "refund_status": ["Status", "Claim Status", "Decision"],
    "promised_date": ["Payment By", "Expected Credit Date", "Refund To Be Released By"],
    "serial_number": ["Machine Sr. No.", "Serial No.", "M/C S. No.", "Sr. #"],
    "issue_description": ["Fault Reported", "Nature of Fault", "Problem Description", "Complaint Details"],
    "form_deadline": ["Required By", "Machine Needed Back By", "Target Date"],
    "ship_name": ["Consignee", "Deliver To", "Ship To"],
    "carrier": ["Courier / Transporter", "Transporter", "Courier", "Through"],
    "ship_date": ["Dispatch Date", "Date of Dispatch", "Dispatched On"],
    "refund_executed": ["Amount", "Transfer Amount", "Amount Credited"],
    "execution_date": ["Value Date", "Transaction Date", "Date of Transfer"],
}
LABELS = {
    "pk": {**_COMMON,
           "order_id": ["Your P.O. No.", "P.O. No.", "Customer P.O. #", "Purchase Order No.", "P.O. Ref."],
           "customer_id": ["Party Code", "Customer Code", "A/C Code", "Party A/C No."],
           "invoice_number": ["Invoice No.", "Sales Tax Invoice No.", "Bill No.", "Invoice #"],
           "invoice_date": ["Invoice Date", "Dated", "Date"],
           "order_date": ["P.O. Date", "Order Date", "P.O. Dated"],
           "subtotal": ["Value Excl. Sales Tax", "Amount Excluding Sales Tax", "Total Value (Excl. ST)", "Gross Value"],
           "order_total": ["Value Incl. Sales Tax", "Total Amount Payable", "Net Payable", "Grand Total"],
           "delivery_estimate": ["Expected Delivery", "Delivery Date (Expected)", "E.T.A.", "Likely Delivery"],
           "tracking_number": ["CN No.", "Bilty No.", "Consignment No.", "Tracking No."]},
    "bd": {**_COMMON,
           "order_id": ["Your P.O. No.", "P.O. No.", "Work Order No.", "Purchase Order Ref."],
           "customer_id": ["Customer ID", "Customer Code", "Client Code", "Party ID"],
           "invoice_number": ["Challan No.", "Invoice No.", "Mushak Challan No.", "Bill No."],
           "invoice_date": ["Date of Issue", "Invoice Date", "Challan Date"],
           "order_date": ["P.O. Date", "Work Order Date", "Order Date"],
           "subtotal": ["Total Value (Excl. VAT)", "Taxable Value", "Value Before VAT", "Sub Total"],
           "order_total": ["Total Value Incl. VAT", "Grand Total", "Total Payable", "Net Amount"],
           "delivery_estimate": ["Expected Delivery", "Tentative Delivery Date", "Delivery Schedule"],
           "tracking_number": ["Consignment No.", "CN No.", "Booking No.", "Tracking ID"]},
    "lk": {**_COMMON,
           "order_id": ["Your PO No.", "PO Number", "Customer PO", "Purchase Order No."],
           "customer_id": ["Customer Code", "Debtor Code", "Customer No.", "Account Code"],
           "invoice_number": ["Invoice No.", "Tax Invoice No.", "Invoice Number"],
           "invoice_date": ["Invoice Date", "Date of Invoice", "Date"],
           "order_date": ["PO Date", "Order Date", "Date of PO"],
           "subtotal": ["Total Value of Supply", "Value Excluding VAT", "Sub Total", "Net Value"],
           "order_total": ["Total Amount Including VAT", "Invoice Total", "Total Payable", "Grand Total"],
           "delivery_estimate": ["Expected Delivery", "Delivery Date", "Estimated Delivery"],
           "tracking_number": ["Consignment No.", "AWB No.", "Waybill No.", "Tracking No."]},
}
TAX_LABELS = {"pk": ["Sales Tax @ {r}%", "Sales Tax {r}%", "S.Tax @ {r}%", "GST @ {r}%"],
              "bd": ["VAT @ {r}%", "VAT ({r}%)", "VAT Amount {r}%"],
              "lk": ["VAT {r}%", "VAT @ {r}%", "Value Added Tax ({r}%)"]}
TABLE_HEADERS = {
    "pk": [["Description", "Qty", "Rate", "Amount"], ["Particulars", "Qty (Nos.)", "Unit Price", "Value Excl. ST"],
           ["Item Description", "Qty", "Rate (Rs.)", "Amount (Rs.)"]],
    "bd": [["Description of Goods", "Qty", "Unit Price", "Total Price"], ["Item", "Qty", "Rate (Tk)", "Value (Tk)"],
           ["Particulars", "Quantity", "Unit Price", "Amount"]],
    "lk": [["Description", "Qty", "Unit Price", "Amount"], ["Item Description", "Qty", "Rate (LKR)", "Value (LKR)"],
           ["Particulars", "Quantity", "Unit Rate", "Total"]],
}
TITLES = {
    "invoice": {"pk": ["SALES TAX INVOICE", "Sales Tax Invoice", "COMMERCIAL INVOICE / BILL"],
                "bd": ["TAX INVOICE (Mushak-6.3)", "MUSHAK-6.3 / VAT CHALLAN", "BILL / INVOICE"],
                "lk": ["TAX INVOICE", "Tax Invoice", "INVOICE"]},
    "order_confirmation": {"pk": ["SALES ORDER CONFIRMATION", "ORDER ACKNOWLEDGEMENT", "PROFORMA INVOICE"],
                           "bd": ["PROFORMA INVOICE", "ORDER CONFIRMATION", "WORK ORDER ACKNOWLEDGEMENT"],
                           "lk": ["ORDER CONFIRMATION", "SALES ORDER ACKNOWLEDGEMENT", "PRO-FORMA INVOICE"]},
    "shipping_notice": {"pk": ["DELIVERY CHALLAN", "DISPATCH ADVICE", "GOODS DISPATCH NOTE"],
                        "bd": ["DELIVERY CHALLAN", "DISPATCH ADVICE", "GATE PASS / DELIVERY NOTE"],
                        "lk": ["DELIVERY NOTE", "DISPATCH ADVICE", "GOODS DISPATCH NOTE"]},
    "approval": {"pk": ["CLAIM SETTLEMENT ADVICE", "Approval of Refund Claim", "CLAIM APPROVAL"],
                 "bd": ["CLAIM SETTLEMENT ADVICE", "Refund Approval Letter", "CLAIM APPROVAL NOTE"],
                 "lk": ["CLAIM SETTLEMENT ADVICE", "Refund Approval", "CLAIM APPROVAL"]},
    "credit_note": {"pk": ["CREDIT NOTE", "Credit Note / Claim Settlement"], "bd": ["CREDIT NOTE", "Credit Note (Mushak-6.7)"],
                    "lk": ["CREDIT NOTE", "Credit Note"]},
    "rejection": {"pk": ["Regret Letter - Claim Not Accepted", "CLAIM DECISION"],
                  "bd": ["CLAIM DECISION", "Regret Letter"], "lk": ["CLAIM DECISION", "Claim Not Accepted"]},
    "warranty": {"pk": ["WARRANTY CLAIM FORM", "SERVICE COMPLAINT FORM", "TECHNICIAN VISIT REPORT"],
                 "bd": ["WARRANTY CLAIM FORM", "SERVICE REQUEST FORM", "MACHINE COMPLAINT REPORT"],
                 "lk": ["WARRANTY CLAIM FORM", "SERVICE JOB CARD", "MACHINE BREAKDOWN REPORT"]},
    "return_form": {"pk": ["GOODS RETURN & CLAIM FORM", "MATERIAL RETURN NOTE"],
                    "bd": ["GOODS RETURN & CLAIM FORM", "MATERIAL RETURN NOTE"],
                    "lk": ["GOODS RETURN & CLAIM FORM", "RETURN REQUEST FORM"]},
}

CARRIERS = {"pk": ["Margalla Couriers", "Ravi Goods Transport Co.", "SpeedLink Couriers"],
            "bd": ["Padma Parcel Express", "Karnaphuli Transport Agency", "Dhaka Rapid Couriers"],
            "lk": ["Lanka Swift Couriers", "Kelani Express Logistics", "Serendib Door2Door"]}
# fees a refund may lose: a restocking share, or the return freight; printed as the desk writes them
FEE_BASES = {"pk": ["restocking charges", "return freight (bilty) charges"],
             "bd": ["restocking charges", "return carriage charges"],
             "lk": ["restocking fee", "return transport charges"]}
FLAT_FEE = {"PKR": Decimal("4500.00"), "BDT": Decimal("1800.00"), "LKR": Decimal("5500.00")}
STATUS_WORDS = {
    "approved": ["Approved", "APPROVED", "Claim Accepted", "Sanctioned", "Approved for payment"],
    "rejected": ["Rejected", "NOT ACCEPTED", "Claim Declined", "Regretted"],
    "executed": ["Successful", "Paid", "Transferred", "Credited", "Processed - Successful"],
}
BANKS = {"pk": ["Margalla Commercial Bank Ltd - IBFT Transaction Advice", "Al-Qamar Islamic Bank - Funds Transfer Receipt",
                "Margalla Commercial Bank Ltd - RTGS Payment Advice", "Payment Voucher - Cheque"],
         "bd": ["Rupsha Trust Bank PLC - BEFTN Credit Advice", "Rupsha Trust Bank PLC - RTGS Transfer Advice",
                "Sonargaon Commerce Bank PLC - Fund Transfer Confirmation", "Payment Voucher - Account Payee Cheque"],
         "lk": ["Kelani Valley Bank PLC - CEFTS Transfer Confirmation", "Kelani Valley Bank PLC - SLIPS Payment Advice",
                "Ruhuna Commercial Bank - Online Transfer Receipt", "Payment Voucher - Crossed Cheque"]}
PAYEE = ["Beneficiary", "Beneficiary Name", "Payee", "Credited To"]
PURPOSE = ["Purpose", "Narration", "Remarks", "Payment Details"]

# why a customer sends goods back: any goods, machines only, consumables/parts only
RETURN_REASONS = {
    "any": ["wrong model supplied, not as per our P.O. specification",
            "excess quantity supplied over and above the P.O. quantity", "goods not as per approved sample"],
    "device": ["machine received in damaged condition, table top cracked", "motor not starting since installation",
               "accessories missing as per packing list"],
    "consumable": ["needles of wrong size supplied, 16/100 instead of 14/90",
                   "cartons received wet and cones are unusable"],
}
ISSUES = {
    "motor": ["Motor gets heated and trips after 20-30 minutes of running", "Thread trimmer not working, error E-7 on panel",
              "Skip stitches and abnormal noise from hook area"],
    "elec": ["Control box shows error and machine stops intermittently", "Display panel dead after voltage fluctuation",
             "Needle positioner not stopping at up position"],
    "heat": ["Iron not heating properly, thermostat fault", "Steam leakage from sole plate and valve"],
}

# ---------------------------------------------------------------- the customer's words

GREETINGS = {"pk": ["Dear Sir,", "Respected Sir,", "Dear Sir / Madam,", "Assalam-o-Alaikum,"],
             "bd": ["Dear Sir,", "Dear Concern,", "Respected Sir,", "Assalamu Alaikum,"],
             "lk": ["Dear Sir,", "Dear Sir / Madam,", "Dear Team,", "Hi Team,"]}
SIGN_OFFS = {"pk": ["Thanking you,", "Regards,", "Best Regards,", "Yours faithfully,"],
             "bd": ["Thanks & Regards,", "Best Regards,", "Yours faithfully,", "With thanks,"],
             "lk": ["Thank you,", "Best Regards,", "Thanks & Regards,", "Yours faithfully,"]}
THANKS = ["Your early action in this regard will be highly appreciated.", "Kindly treat this as most urgent.",
          "Please revert at the earliest.", "Thanks in anticipation."]
RELATIVE_DEADLINES = {
    "pk": [("within 7 days", 7), ("within one week", 7), ("within 15 days", 15), ("by month end", "month_end")],
    "bd": [("within 7 days", 7), ("within 10 days", 10), ("within this month", "month_end"), ("within a fortnight", 14)],
    "lk": [("within 7 days", 7), ("within two weeks", 14), ("before the end of this month", "month_end")],
}
DEADLINE_WORDS = ["by {}", "latest by {}", "on or before {}", "positively by {}", "not later than {}"]
UNRESOLVED_KEYS = ["U0", "U1"]
UNRESOLVED = {"pk": ["before Eid holidays", "before our export shipment goes out"],
              "bd": ["before the buyer's compliance audit", "before the Eid vacation"],
              "lk": ["before the Avurudu holidays", "before our next production run starts"]}

EXPECT = {
    "refund_dl": ["Kindly arrange the refund of the said amount {dl}.",
                  "We request you to release the payment to our account {dl}.",
                  "Please credit the amount to our bank account {dl}.",
                  "Kindly send the refund cheque {dl}."],
    "refund_no_dl": ["Kindly arrange refund of the full amount and do the needful.",
                     "We request you to refund the amount instead of adjusting it in the next bill.",
                     "Please process the refund and share the payment details with us."],
    "repair_dl": ["We need the machine repaired and back on the production line {dl}.",
                  "Kindly depute your technician and rectify the fault {dl}.",
                  "Please arrange replacement of the unit {dl}."],
    "repair_no_dl": ["Kindly depute your technician and arrange a standby machine till the repair is done.",
                     "Please send your service engineer and keep us informed about the repair status."],
    "delivery_dl": ["The consignment must reach our factory {dl}, otherwise we shall be forced to cancel the P.O.",
                    "Kindly ensure the goods are delivered {dl}."],
    "rejected": ["We request you to review the claim once again and approve the refund.",
                 "We expect at least a partial credit note against this claim."],
}
LETTER = {
    "refund_quoted": ["As per your letter, a refund of {amt} was approved but the amount has not been received in our "
                      "account till date.",
                      "You had confirmed the refund of {amt} more than a week back, however our accounts department "
                      "has still not received any payment."],
    "refund_plain": "You had confirmed that our claim is approved, however no payment has been received so far.",
    "warranty_paid": "The refund of {amt} against the other item has been received, thank you.",
    "warranty": "The {p} was handed over to your technician for warranty repair three weeks back and we have not "
                "heard anything since.",
    "delivery": "The consignment has not reached our factory yet and the tracking status has not changed for days.",
    "rejected": "We do not agree with your decision to reject our claim. The damage was noticed at the time of "
                "unloading and was mentioned on the GRN the same day.",
    "moved": "Please note that our schedule has changed since our last letter.",
}
REMINDER = ["This is our second reminder.", "We have already written to you twice on this matter.",
            "This is a gentle reminder."]
AUTO_REPLY = "Thank you for contacting Tanabana. Your e-mail has been received and our team will revert within 24 working hours."
TERMS = ["Terms & Conditions of Sale",
         "1. Goods once sold will not be taken back except against a written claim lodged within 7 days of receipt.",
         "2. Warranty covers manufacturing defects only for 12 months from the date of installation; damage due to "
         "voltage fluctuation, mishandling or non-genuine parts is not covered.",
         "3. Returned goods are subject to restocking charges of up to 10% and return freight at actual.",
         "4. Approved refunds are released through bank transfer or account payee cheque within 10 working days.",
         "5. All disputes are subject to the jurisdiction of the courts of the city of the issuing office."]
