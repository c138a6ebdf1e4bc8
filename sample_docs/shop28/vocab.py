"""Mwanga Dairy & Vet Supplies: names, labels, products, customers and wording (Kenya, Tanzania, Uganda)."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Mwanga Dairy & Vet Supplies"
DOMAIN = "mwangadairy.co.ke"
LOCALE = {"KES": "ke", "TZS": "tz", "UGX": "ug"}
LEGAL = {"KES": "MWANGA DAIRY & VET SUPPLIES LTD",
         "TZS": "MWANGA DAIRY & VET SUPPLIES (T) LIMITED",
         "UGX": "MWANGA DAIRY & VET SUPPLIES (U) LTD"}
LETTERHEAD = {
    "KES": "Enterprise Road, Industrial Area | P.O. Box 18230-00500 Nairobi | Tel 0709 418 220 | "
           "sales@mwangadairy.co.ke | KRA PIN P051739264K",
    "TZS": "Plot 42, Nyerere Road, Dar es Salaam | S.L.P. 31877 | Simu (Tel) +255 22 286 4410 | "
           "TIN 128-406-913 | VRN 40-027713-Y",
    "UGX": "Plot 17 Jinja Road, Kampala | P.O. Box 72144 | Tel +256 414 530 882 | TIN 1009284417",
}
OFFICE = {"KES": "Nairobi", "TZS": "Dar es Salaam", "UGX": "Kampala"}
TAX = {"KES": ("VAT", Decimal("16")), "TZS": ("VAT", Decimal("18")), "UGX": ("VAT", Decimal("18"))}
SW_MONTHS = ["", "Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba",
             "Oktoba", "Novemba", "Desemba"]

# (name, KES price); TZS and UGX prices below. Whole shillings; TZS/UGX multiples of 1,000 so 18% VAT stays whole.
PRODUCTS = [
    ("Stainless steel milk can 50 L", Decimal("21500")),
    ("Aluminium milk can 20 L", Decimal("7850")),
    ("Single-bucket milking machine MB-1", Decimal("168000")),
    ("Milk cooling tank 200 L", Decimal("298000")),
    ("Chaff cutter 1.5 HP with motor", Decimal("64500")),
    ("Cream separator 100 L/h", Decimal("38900")),
    ("Ultrasonic milk analyser LactoCheck S", Decimal("142000")),
    ("Animal health kit (hoof & drench)", Decimal("12750")),
    ("California Mastitis Test kit", Decimal("4650")),
    ("Teat dip concentrate 5 L", Decimal("3200")),
    ("Solar electric fence energiser 12 V", Decimal("26400")),
    ("Motorised knapsack sprayer 20 L", Decimal("18300")),
    ("Digital cattle scale 1,000 kg", Decimal("96000")),
    ("AI flask & insemination gun set", Decimal("15600")),
    ("Calf feeding buckets with teat (5 pcs)", Decimal("4250")),
]
PRICE = {
    "TZS": {"Stainless steel milk can 50 L": 430000, "Aluminium milk can 20 L": 162000,
            "Single-bucket milking machine MB-1": 3450000, "Milk cooling tank 200 L": 6150000,
            "Chaff cutter 1.5 HP with motor": 1320000, "Cream separator 100 L/h": 795000,
            "Ultrasonic milk analyser LactoCheck S": 2900000,
            "Animal health kit (hoof & drench)": 262000, "California Mastitis Test kit": 95000,
            "Teat dip concentrate 5 L": 66000, "Solar electric fence energiser 12 V": 540000,
            "Motorised knapsack sprayer 20 L": 375000, "Digital cattle scale 1,000 kg": 1960000,
            "AI flask & insemination gun set": 320000, "Calf feeding buckets with teat (5 pcs)": 87000},
    "UGX": {"Stainless steel milk can 50 L": 610000, "Aluminium milk can 20 L": 228000,
            "Single-bucket milking machine MB-1": 4750000, "Milk cooling tank 200 L": 7400000,
            "Chaff cutter 1.5 HP with motor": 1850000, "Cream separator 100 L/h": 1120000,
            "Ultrasonic milk analyser LactoCheck S": 4050000,
            "Animal health kit (hoof & drench)": 365000, "California Mastitis Test kit": 133000,
            "Teat dip concentrate 5 L": 92000, "Solar electric fence energiser 12 V": 756000,
            "Motorised knapsack sprayer 20 L": 525000, "Digital cattle scale 1,000 kg": 2750000,
            "AI flask & insemination gun set": 446000, "Calf feeding buckets with teat (5 pcs)": 122000},
}
WEIGHT_KG = {"Stainless steel milk can 50 L": 9, "Aluminium milk can 20 L": 4, "Single-bucket milking machine MB-1": 68,
             "Milk cooling tank 200 L": 145, "Chaff cutter 1.5 HP with motor": 52, "Cream separator 100 L/h": 14,
             "Ultrasonic milk analyser LactoCheck S": 6, "Solar electric fence energiser 12 V": 5,
             "Motorised knapsack sprayer 20 L": 12, "Digital cattle scale 1,000 kg": 48}
MULTI = ["Aluminium milk can 20 L", "Stainless steel milk can 50 L", "California Mastitis Test kit",
         "Teat dip concentrate 5 L", "Calf feeding buckets with teat (5 pcs)"]
WARRANTY_PRODUCTS = ["Single-bucket milking machine MB-1", "Milk cooling tank 200 L",
                     "Chaff cutter 1.5 HP with motor", "Cream separator 100 L/h",
                     "Ultrasonic milk analyser LactoCheck S", "Solar electric fence energiser 12 V",
                     "Motorised knapsack sprayer 20 L", "Digital cattle scale 1,000 kg"]
CARRIERS = {"KES": ["G4S Courier", "Wells Fargo Kenya", "Fargo Courier", "Easy Coach Parcels", "Posta Kenya EMS"],
            "TZS": ["Posta Tanzania EMS", "Kilimanjaro Express Parcels", "Aramex Tanzania"],
            "UGX": ["Posta Uganda EMS", "Link Bus Parcels", "Aramex Uganda", "G4S Courier"]}
BUS_PARCELS = ("Easy Coach Parcels", "Kilimanjaro Express Parcels", "Link Bus Parcels")
FEE_BASES = ["restocking fee", "transport charge"]
FLAT_FEE = {"KES": Decimal("1500"), "TZS": Decimal("35000"), "UGX": Decimal("40000")}

CUSTOMERS = {
    "KES": [
        ("Wanjiru Kamau", "P.O. Box 214-20300, Nyahururu"),
        ("Kipchumba Rotich", "Plot 9, Kaptagat Road, Eldoret"),
        ("Achieng Otieno", "Kondele, off Kibos Road, Kisumu"),
        ("Mutua Musyoka", "P.O. Box 1187-90100, Machakos"),
        ("Njeri Gachanja", "Githunguri Town, Kiambu County"),
        ("Chepkoech Langat", "Silibwet, Bomet County"),
        ("Kariuki Githinji", "Ol Kalou, Nyandarua County"),
        ("Moraa Nyaboke", "Daraja Mbili, Kisii"),
        ("Hassan Abdi Farah", "Kulamawe, Isiolo"),
    ],
    "TZS": [
        ("Neema Mushi", "S.L.P. 402, Moshi, Kilimanjaro"),
        ("Baraka Mwakyusa", "Uyole, Mbeya"),
        ("Rehema Said", "Barabara ya 12, Tanga"),
        ("Joseph Massawe", "Usa River, Arumeru, Arusha"),
        ("Zawadi Lyimo", "Makambako Road, Njombe"),
        ("Emmanuel Kimaro", "Kihesa, Iringa"),
        ("Halima Juma", "Kihonda, Morogoro"),
    ],
    "UGX": [
        ("Robert Mugisha", "Kakoba, Mbarara"),
        ("Grace Atuhaire", "Sanga, Kiruhura District"),
        ("Joseph Ssemakula", "Nyendo, Masaka"),
        ("Brenda Kyomuhendo", "Boma Road, Fort Portal"),
        ("Innocent Tumusiime", "Kazo Town Council"),
        ("Agnes Nabirye", "Wobulenzi, Luwero District"),
    ],
}
BUSINESS_OF = {  # the business a customer writes for when the case says "we": (name, how they sign)
    "Wanjiru Kamau": ("Nyahururu Dairy Farmers Co-operative Society", "Secretary,"),
    "Kipchumba Rotich": ("Rotich Family Farm", "For"),
    "Achieng Otieno": ("Kondele Agrovet", "For"),
    "Mutua Musyoka": ("Machakos Zero-Grazing Farmers Group", "Chairman,"),
    "Njeri Gachanja": ("Githunguri Highlands Dairy Co-operative Society", "Chairlady,"),
    "Chepkoech Langat": ("Silibwet Milk Collectors", "Treasurer,"),
    "Kariuki Githinji": ("Ol Kalou Dairy Co-op", "Chairman,"),
    "Moraa Nyaboke": ("Daraja Mbili Agrovet", "For"),
    "Hassan Abdi Farah": ("Isiolo Camel & Dairy Traders", "For"),
    "Neema Mushi": ("Kilimanjaro Wafugaji Cooperative (KIWACO)", "Katibu (Secretary),"),
    "Baraka Mwakyusa": ("Uyole Milk Farmers Group", "Mwenyekiti (Chairman),"),
    "Rehema Said": ("Tanga Fresh Milk Suppliers", "For"),
    "Joseph Massawe": ("Usa River Agrovet", "For"),
    "Zawadi Lyimo": ("Njombe Milk Farmers Group", "Mwenyekiti (Chairman),"),
    "Emmanuel Kimaro": ("Kihesa Dairy Unit", "Manager,"),
    "Halima Juma": ("Kihonda Livestock Keepers", "For"),
    "Robert Mugisha": ("Mbarara Vet Centre", "For"),
    "Grace Atuhaire": ("Kiruhura Dairy Farmers' Cooperative", "Chairperson,"),
    "Joseph Ssemakula": ("Nyendo Agro Inputs", "For"),
    "Brenda Kyomuhendo": ("Fort Portal Dairy Farmers Assoc.", "Secretary,"),
    "Innocent Tumusiime": ("Kazo Milk Collectors Assoc.", "Chairman,"),
    "Agnes Nabirye": ("Wobulenzi Farmers Cooperative", "Treasurer,"),
}

CANS = {"Stainless steel milk can 50 L", "Aluminium milk can 20 L", "Calf feeding buckets with teat (5 pcs)"}
KITS = {"Animal health kit (hoof & drench)", "California Mastitis Test kit", "Teat dip concentrate 5 L",
        "AI flask & insemination gun set"}
MACHINES = {p for p, _ in PRODUCTS} - CANS - KITS
ALL = {p for p, _ in PRODUCTS}
MILKING = {"Single-bucket milking machine MB-1", "Milk cooling tank 200 L", "Cream separator 100 L/h",
           "Ultrasonic milk analyser LactoCheck S"}
BUCKETS = {"Calf feeding buckets with teat (5 pcs)"}
RETURN_REASONS = [  # (reason, the products it fits)
    ("the can lids do not seal and milk is spilling on the way to the collection centre", CANS - BUCKETS),
    ("two of the cans arrived dented and one handle is broken", CANS - BUCKETS),
    ("the teats on the buckets are cracked and the calves cannot suckle", BUCKETS),
    ("the cooler was delivered with a dented side panel and the gas is leaking", {"Milk cooling tank 200 L"}),
    ("the kit came with half of the items missing and the box was opened", KITS - {"Teat dip concentrate 5 L"}),
    ("the teat dip delivered is already expired", {"Teat dip concentrate 5 L"}),
    ("the machine has refused to start since the day it was delivered",
     MACHINES - {"Digital cattle scale 1,000 kg", "Ultrasonic milk analyser LactoCheck S"}),
    ("it was sent without the charger and the calibration solution", {"Ultrasonic milk analyser LactoCheck S"}),
    ("the item is not the model shown on your website", MACHINES | KITS),
    ("we paid twice for the same order", ALL),
    ("the goods came two weeks late and we had already bought elsewhere", ALL),
]
ISSUES_BY_PRODUCT = {
    "Single-bucket milking machine MB-1": ["Vacuum pump is making a knocking noise and the pulsator has stopped",
                                           "Milk flows back into the liners and the vacuum gauge drops to zero"],
    "Milk cooling tank 200 L": ["The compressor trips after 20 minutes and the milk is not cooling below 10 degrees",
                                "The agitator has stopped and the thermostat display is blank"],
    "Chaff cutter 1.5 HP with motor": ["Motor is overheating and the belt keeps slipping off the pulley",
                                       "The blades vibrate badly and one bolt has sheared off"],
    "Cream separator 100 L/h": ["The bowl wobbles at full speed and the cream comes out thin"],
    "Ultrasonic milk analyser LactoCheck S": ["Display shows error E-04 and the fat readings are wrong"],
    "Solar electric fence energiser 12 V": ["The unit is not charging from the solar panel and the fence has no "
                                            "current"],
    "Motorised knapsack sprayer 20 L": ["Pressure is very low and it leaks from the pump seal",
                                        "The engine starts but dies after a few seconds"],
    "Digital cattle scale 1,000 kg": ["The scale reads different weights for the same animal",
                                      "The indicator goes off when the load cells are connected"],
}
ISSUES = [i for issues in ISSUES_BY_PRODUCT.values() for i in issues]  # the kit's first draw; cases.py re-draws

LABELS_EN = {
    "order_id": ["Order No.", "Order number", "Sales order", "SO No.", "Web order", "Our ref.", "Order ref"],
    "customer_id": ["Customer No.", "Account No.", "Cust. code", "A/C No.", "Client ID", "Member No."],
    "bill_to": ["Bill to", "Customer", "Sold to", "Customer name", "Buyer"],
    "invoice_number": ["Invoice No.", "Tax invoice No.", "Invoice #", "Inv. No."],
    "invoice_date": ["Invoice date", "Date", "Date of issue", "Tax date"],
    "order_date": ["Order date", "Date ordered", "Ordered on", "SO date"],
    "subtotal": ["Sub-total", "Total excl. VAT", "Taxable amount", "Net amount"],
    "order_total": ["Total", "Grand total", "Total (VAT incl.)", "Amount payable"],
    "case_number": ["Return ref.", "Claim No.", "Case No.", "RMA No.", "Ticket No.", "Returns No."],
    "form_date": ["Date", "Date submitted", "Date of request", "Date received"],
    "product_name": ["Item", "Equipment", "Product", "Model / description", "Machine"],
    "return_reason": ["Reason for return", "Reason", "Problem", "Why returned"],
    "refund_requested": ["Amount claimed", "Refund requested", "Amount to refund", "Value claimed"],
    "refund_eligible": ["Refundable amount", "Eligible refund", "Amount eligible", "Value due"],
    "refund_approved": ["Approved refund", "Amount approved", "Refund to be paid", "Credit approved"],
    "approval_date": ["Approval date", "Decision date", "Approved on", "Authorised on"],
    "refund_status": ["Status", "Decision", "Outcome"],
    "promised_date": ["Refund to reach you by", "Expected payment date", "Payment by", "You will receive it by"],
    "delivery_estimate": ["Expected delivery", "ETA", "Delivery by", "Estimated arrival"],
    "serial_number": ["Serial No.", "S/N", "Machine No.", "Serial number"],
    "issue_description": ["Fault reported", "Problem description", "Nature of fault", "Complaint"],
    "form_deadline": ["Needed back by", "Required by", "Customer deadline", "Please repair by"],
    "ship_name": ["Consignee", "Deliver to", "Ship to", "Receiver"],
    "carrier": ["Courier", "Carrier", "Transporter", "Sent via"],
    "tracking_number": ["Waybill No.", "Tracking No.", "Consignment No.", "Parcel No.", "AWB No."],
    "ship_date": ["Dispatch date", "Dispatched on", "Date sent", "Left our stores"],
    "refund_executed": ["Amount paid", "Amount", "Refund paid", "Amount sent"],
    "execution_date": ["Payment date", "Date paid", "Value date", "Transaction date"],
    "payment_reference": ["Transaction ID", "Reference", "Trans. ref.", "Payment ref."],
}
LABELS_SW = {
    "order_id": ["Namba ya oda / Order No.", "Oda Na. (Order No.)"],
    "customer_id": ["Namba ya mteja / Customer No.", "Akaunti (A/C No.)"],
    "bill_to": ["Jina la mteja / Customer", "Mnunuzi (Buyer)"],
    "invoice_number": ["Namba ya ankara / Invoice No.", "Ankara Na. (Invoice No.)"],
    "invoice_date": ["Tarehe / Date", "Tarehe ya ankara (Invoice date)"],
    "order_date": ["Tarehe ya oda / Order date"],
    "subtotal": ["Jumla ndogo / Sub-total", "Jumla bila VAT (Net)"],
    "order_total": ["Jumla kuu / Grand total", "Jumla (Total)", "Kiasi cha kulipa / Amount payable"],
    "case_number": ["Namba ya madai / Claim No.", "Kumbukumbu Na. (Ref. No.)"],
    "form_date": ["Tarehe / Date"],
    "product_name": ["Bidhaa / Item", "Mashine (Machine)"],
    "return_reason": ["Sababu ya kurejesha / Reason for return", "Sababu (Reason)"],
    "refund_requested": ["Kiasi kinachoombwa / Amount claimed"],
    "refund_eligible": ["Kiasi kinachostahili / Eligible amount"],
    "refund_approved": ["Kiasi kilichoidhinishwa / Approved amount", "Kiasi cha kurejeshwa (Refund)"],
    "approval_date": ["Tarehe ya idhini / Approval date"],
    "refund_status": ["Hali / Status", "Uamuzi (Decision)"],
    "promised_date": ["Utapokea kabla ya / Expected by"],
    "delivery_estimate": ["Inatarajiwa kufika / ETA", "Makadirio ya kufika (Est. delivery)"],
    "serial_number": ["Namba ya mashine / Serial No."],
    "issue_description": ["Maelezo ya tatizo / Fault description", "Tatizo (Problem)"],
    "form_deadline": ["Inahitajika kabla ya / Needed by"],
    "ship_name": ["Mpokeaji / Consignee", "Anapelekewa (Deliver to)"],
    "carrier": ["Msafirishaji / Carrier", "Usafiri (Transporter)"],
    "tracking_number": ["Namba ya kufuatilia / Tracking No.", "Namba ya mzigo (Parcel No.)"],
    "ship_date": ["Tarehe ya kutuma / Dispatch date", "Imetumwa (Sent on)"],
    "refund_executed": ["Kiasi kilicholipwa / Amount paid"],
    "execution_date": ["Tarehe ya malipo / Payment date"],
    "payment_reference": ["Namba ya muamala / Transaction ID", "Kumbukumbu ya malipo (Payment ref.)"],
}

INVOICE_TITLES = {"KES": ["TAX INVOICE", "eTIMS TAX INVOICE", "TAX INVOICE - ORIGINAL", "Tax Invoice (eTIMS)"],
                  "TZS": ["ANKARA YA KODI / TAX INVOICE", "TAX INVOICE (EFD)", "ANKARA / INVOICE"],
                  "UGX": ["e-INVOICE / TAX INVOICE", "EFRIS TAX INVOICE", "TAX INVOICE"]}
TABLE_HEADERS = {"en": [["Description", "Qty", "Unit price", "Amount"], ["Item", "Qty", "Rate", "Total"],
                        ["Particulars", "Qty", "Price", "Amount"]],
                 "sw": [["Maelezo (Description)", "Idadi (Qty)", "Bei (Price)", "Jumla (Amount)"],
                        ["Bidhaa / Item", "Idadi", "Bei / Rate", "Kiasi / Amount"]]}
CURRENCY_WORDS = {"KES": "Kenya Shillings", "TZS": "Shilingi za Kitanzania (Tanzania Shillings)",
                  "UGX": "Uganda Shillings"}
PAY_FOOTER = {
    "KES": ["Pay via M-PESA Paybill 522 418, Account No.: {order}", "Lipa na M-PESA: Till No. 58 41 27",
            "Bank: KCB Industrial Area Branch, A/C 1148 392 077. Cheques payable to Mwanga Dairy & Vet Supplies Ltd"],
    "TZS": ["Lipa kwa M-Pesa / Mixx by Yas - Lipa Namba 5 224 871", "Benki (Bank): CRDB Bank, Pugu Road, "
            "A/C 0150 2846 01700", "Malipo yote kwa jina la kampuni (All payments in the company name)"],
    "UGX": ["MTN MoMo Pay merchant code 384 117", "Airtel Money Pay: 4471 90",
            "Stanbic Bank, Garden City Branch, A/C 9030 0174 228 11"],
}
FISCAL = {
    "KES": ["CU Serial No.: KRACU0400{d7}", "CU Invoice No.: 0040{d6}/{d4}", "Scan the QR code to verify "
            "this invoice on KRA eTIMS", "Seller PIN: P051739264K"],
    "TZS": ["EFD Serial: 10TZ10{d4}", "Z No.: {d3}/{d4}", "Risiti Na. (Receipt No.): {d5}",
            "Verification code: {a8}  (verify.tra.go.tz)"],
    "UGX": ["FDN (Fiscal Document No.): 3{d13}", "Verification Code: {d19}", "Device No.: TCS{a4}{d6}",
            "Verify at efris.ura.go.ug"],
}
TERMS_PAGE = [
    "Masharti ya mauzo / Terms of sale",
    "1. Goods once sold are returnable within 7 days of delivery if unused and in the original packing.",
    "2. A restocking fee of 15% applies to opened equipment; transport charges are not refundable unless the "
    "fault is ours.",
    "3. Warranty: 12 months on milking machines, coolers and analysers, parts and labour, excluding damage by "
    "power surges, rodents or misuse.",
    "4. Refunds are paid to the M-Pesa, MoMo or bank account the goods were paid from.",
    "E&OE. Bidhaa zilizouzwa hazirudishwi bila risiti (No return without a receipt).",
]
RETURNS_ADDRESS = {"KES": "P.O. Box 18230-00500, NAIROBI", "TZS": "S.L.P. 31877, DAR ES SALAAM",
                   "UGX": "P.O. Box 72144, KAMPALA"}

GREETINGS = {
    "ke": ["Dear Sir/Madam,", "Habari,", "Good morning team,", "Dear Mwanga team,", "Hello,"],
    "tz": ["Habari za leo,", "Hujambo,", "Dear Sir/Madam,", "Shikamoo,", "Salaam,"],
    "ug": ["Dear Sir/Madam,", "Greetings,", "Oli otya, Mwanga team,", "Hello Sir,", "Good afternoon,"],
}
CHAT_HI = {"ke": ["Habari,", "Hi,", "Sasa,", "Good morning,"], "tz": ["Habari,", "Shikamoo,", "Mambo,"],
           "ug": ["Hello,", "Oli otya,", "Hi,"]}
SIGN_OFFS = {
    "ke": ["Regards,", "Asante,", "Thanks and God bless,", "Yours faithfully,", "Kind regards,"],
    "tz": ["Asante sana,", "Wako,", "Kwa heri,", "Regards,", "Yours faithfully,"],
    "ug": ["Webale nyo,", "Regards,", "Yours faithfully,", "Thank you,", "Kind regards,"],
}
STAFF = {"KES": ["Faith Mwende", "Dennis Ochieng", "Lucy Wairimu"],
         "TZS": ["Anna Mrema", "Godfrey Mollel", "Saida Omari"],
         "UGX": ["Ivan Kato", "Harriet Namutebi", "Ronald Okello"]}
AUTO_REPLY = ["Asante kwa kuwasiliana nasi. Thank you for contacting Mwanga Dairy & Vet Supplies; a customer care "
              "officer will get back to you within 24 hours (Mon-Sat, 8am-5pm).",
              "We have received your message. For urgent matters call or WhatsApp 0709 418 220."]

RELATIVE_DEADLINES = {
    "ke": [("within 7 days", 7), ("within two weeks", 14), ("by end month", "month_end"),
           ("within ten days", 10)],
    "tz": [("within 14 days", 14), ("before the end of this month", "month_end"), ("within one week", 7)],
    "ug": [("within 10 days", 10), ("by the end of this month", "month_end"), ("within two weeks", 14)],
}
DEADLINE_WORDS = {
    "ke": ["by {}", "before {}", "latest {}", "not later than {}"],
    "tz": ["by {}", "before {}", "not later than {}", "on or before {}"],
    "ug": ["by {}", "before {}", "by {} latest", "not later than {}"],
}
UNRESOLVED_DEADLINES = ["before the long rains start", "before our AGM", "before the Nakuru ASK show",
                        "ahead of the Nane Nane show", "before schools open", "before Eid"]
EXPECT = {
    "ke": {
        "refund_dl": ["Kindly refund the money to my {ch} {dl}.", "I am requesting for the refund {dl}.",
                      "We expect the full amount back in our {ch} {dl}."],
        "refund_no": ["Kindly refund the money to the same {ch} I paid from.",
                      "I request you to process my refund as soon as possible."],
        "repair_dl": ["Kindly send a technician to repair the machine {dl}.",
                      "We need the machine back in working condition {dl} because we milk twice a day."],
        "repair_no": ["Kindly advise when the technician will come.", "I request a replacement unit."],
        "delivery_dl": ["Please follow up with the courier so that the goods reach us {dl}."],
        "rejected": ["I request you to review the decision and refund my money."],
    },
    "tz": {
        "refund_dl": ["Naomba (kindly) refund my money {dl}.", "Please send the refund to my {ch} {dl}.",
                      "We request the refund to be paid {dl}."],
        "refund_no": ["Naomba urudishe pesa yangu (please return my money) to the same account.",
                      "Please process the refund quickly."],
        "repair_dl": ["Please repair or replace the machine {dl}.", "Tunaomba the technician comes to our farm {dl}."],
        "repair_no": ["Please tell us when the fundi (technician) will come."],
        "delivery_dl": ["Please make sure the parcel reaches Tanga {dl}."],
        "rejected": ["Naomba you reconsider the decision and give me at least a part refund."],
    },
    "ug": {
        "refund_dl": ["I am requesting that the money be refunded to my {ch} {dl}.",
                      "Kindly refund the money {dl}.", "We expect the refund on our {ch} {dl}."],
        "refund_no": ["Kindly refund the money on the same {ch}.",
                      "I request for my refund without further delay."],
        "repair_dl": ["Kindly have the machine repaired or replaced {dl}.", "We need the unit working again {dl}."],
        "repair_no": ["Kindly let me know when I can bring the machine to your workshop."],
        "delivery_dl": ["Please push the transporter so that the parcel reaches us {dl}."],
        "rejected": ["Kindly review the case again and refund me."],
    },
}
