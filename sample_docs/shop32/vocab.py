"""Reefline Marine & Outboard: names, labels, products, customers and wording for Fiji, Papua New Guinea,
Samoa and Vanuatu."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Reefline Marine & Outboard"
DOMAIN = "reefline.com.fj"
LOCALE = {"FJD": "fj", "PGK": "pg", "WST": "ws", "VUV": "vu"}
LETTERHEAD = {
    "FJD": "Reefline Marine & Outboard Pte Limited | Lot 14 Wailada Industrial Subdivision, Lami, Suva, Fiji | "
           "TIN 50-14382-0-7 | Ph (679) 336 2140 | Viber (679) 927 4410",
    "PGK": "Reefline Marine (PNG) Limited | Section 38 Lot 9, Stanley Esplanade, Port Moresby, NCD | "
           "TIN 500 417 286 | GST Reg. 500417286 | Ph (675) 321 7740",
    "WST": "Reefline Marine Samoa Ltd | Matautu-tai Wharf Road, Apia, Samoa | TIN 112 084 | VAGST Reg. 112084 | "
           "Ph (685) 22 914",
    "VUV": "Reefline Marine Vanuatu Ltd | Rue Emile Mercet, Port Vila, Efate, Vanuatu | VAT No. 14 227 | "
           "TIN 0014227 | Ph (678) 25 611",
}
BRANCH = {"FJD": "Suva", "PGK": "Port Moresby", "WST": "Apia", "VUV": "Port Vila"}
TAX = {"FJD": ("VAT", Decimal("12.5")), "PGK": ("GST", Decimal("10")), "WST": ("VAGST", Decimal("15")),
       "VUV": ("VAT", Decimal("15"))}
# the three invoice total lines per currency: before tax, tax, after tax
TOTAL_LABELS = {
    "FJD": [("Total VEP", "VAT 12.5%", "Total VIP"), ("Value excl. VAT (VEP)", "VAT @ 12.5%", "Amount due (VIP)"),
            ("Sub Total", "VAT 12.5%", "TOTAL FJD")],
    "PGK": [("Subtotal excl. GST", "GST 10%", "Total incl. GST"), ("Nett amount", "Add GST @ 10%", "Total Kina"),
            ("Sub-total", "GST", "Amount payable")],
    "WST": [("Total excl. VAGST", "VAGST 15%", "Total incl. VAGST"), ("Net value", "VAGST @ 15%", "Total tala"),
            ("Sub Total", "VAGST", "Balance due")],
    "VUV": [("Total HT / Excl. VAT", "TVA / VAT 15%", "Total TTC / Incl. VAT"), ("Sub-total", "VAT 15%",
                                                                                  "Total Vatu"),
            ("Valiu (Value) excl. VAT", "VAT 15%", "Total blong pem (Total)")],
}

# (name, FJD price excl. tax); other currencies are converted with RATE and rounded
PRODUCTS = [
    ("Yamaha 40HP 2-stroke outboard (E40XMHL)", Decimal("13950.00")),
    ("Yamaha 15HP 2-stroke outboard (E15DMHS)", Decimal("6480.00")),
    ("Suzuki DF60A 4-stroke outboard", Decimal("18720.00")),
    ("Tohatsu 9.8HP outboard MFS9.8", Decimal("4890.00")),
    ("Honda EU22i inverter generator 2.2kVA", Decimal("3260.00")),
    ("Yamaha EF2800i generator", Decimal("3545.00")),
    ("Diesel generator 6.5kVA open frame (LD6500)", Decimal("4120.00")),
    ("Propeller 13 x 19 aluminium (40HP)", Decimal("468.00")),
    ("25L outboard fuel tank with gauge", Decimal("142.50")),
    ("Fuel line & primer bulb kit 3/8in", Decimal("58.90")),
    ("Bilge pump 1100 GPH 12V", Decimal("186.00")),
    ("Marine battery 105Ah deep cycle", Decimal("412.00")),
    ("Anchor kit 7kg galvanised with 50m rope", Decimal("298.00")),
    ("Water pump impeller kit (6H4-W0078)", Decimal("96.40")),
    ("Lifejacket adult SOLAS type (pack of 4)", Decimal("356.00")),
    ("2-stroke outboard oil TC-W3 4L", Decimal("64.80")),
]
RATE = {"FJD": Decimal("1"), "PGK": Decimal("1.72"), "WST": Decimal("1.21"), "VUV": Decimal("53")}
WARRANTY_PRODUCTS = ["Yamaha 40HP 2-stroke outboard (E40XMHL)", "Yamaha 15HP 2-stroke outboard (E15DMHS)",
                     "Suzuki DF60A 4-stroke outboard", "Tohatsu 9.8HP outboard MFS9.8",
                     "Honda EU22i inverter generator 2.2kVA", "Yamaha EF2800i generator",
                     "Diesel generator 6.5kVA open frame (LD6500)", "Bilge pump 1100 GPH 12V"]
CARRIERS = {
    "FJD": ["Goundar Shipping", "Fiji Airways Cargo", "Post Fiji EMS", "Patterson Brothers Shipping"],
    "PGK": ["Air Niugini Cargo", "Consort Express Lines", "PNG Post EMS", "DHL Express"],
    "WST": ["Samoa Shipping Corporation", "Samoa Post EMS", "Fiji Airways Cargo"],
    "VUV": ["Air Vanuatu Cargo", "Vanuatu Post EMS", "Big Sista Shipping", "DHL Express"],
}
VESSELS = {"FJD": ["MV Lomaiviti Princess V", "MV Spirit of Harmony", "MV Lau Trader"],
           "PGK": ["MV Kimbe Express", "MV Rabaul Queen II", "MV Milne Bay Star"],
           "WST": ["MV Lady Samoa III", "MV Fotu o Samoa", "MV Lady Naomi"],
           "VUV": ["MV Big Sista", "MV Vanuatu Ferry II", "MV Brisk"]}
WHARVES = {"FJD": ["Muaiwalu Wharf, Walu Bay", "Natovi Landing", "Kings Wharf, Suva"],
           "PGK": ["Motukea Wharf", "Lae Main Wharf", "Kimbe Wharf"],
           "WST": ["Matautu Wharf, Apia", "Mulifanua Wharf", "Salelologa Wharf"],
           "VUV": ["Main Wharf, Port Vila", "Luganville Wharf (Santo)", "Lenakel landing (Tanna)"]}
FEE_BASES = ["restocking fee", "freight-back charge"]
FLAT_FEE = {"FJD": Decimal("85.00"), "PGK": Decimal("145.00"), "WST": Decimal("100.00"), "VUV": Decimal("4500")}

CUSTOMERS = {
    "FJD": [
        ("Mere Tuisawau", "Lot 6 Ratu Dovi Road, Nasinu, Fiji"),
        ("Ravinesh Prasad", "22 Tavewa Avenue, Lautoka, Fiji"),
        ("Josefa Nailatikau", "Nabukavesi Village, Namosi, Fiji"),
        ("Salote Vakaloloma", "P.O. Box 211, Savusavu, Vanua Levu, Fiji"),
        ("Anish Chand", "14 Vunivau Street, Labasa, Fiji"),
        ("Tevita Cakau", "Dravuni Island, Kadavu, Fiji"),
        ("Losana Ratuvou", "c/- Levuka Post Office, Ovalau, Fiji"),
        ("Shalendra Naidu", "Lot 31 Wainibokasi Road, Nausori, Fiji"),
        ("Iliesa Bogiva", "Fisheries Station, Lami, Suva, Fiji"),
    ],
    "PGK": [
        ("Kila Morea", "Section 12 Lot 4, Hohola, NCD, Papua New Guinea"),
        ("Mathias Kaupa", "P.O. Box 388, Kavieng, New Ireland Province, PNG"),
        ("Agnes Waisale", "Alotau Town, Milne Bay Province, PNG"),
        ("Peter Yambun", "Lae Top Town, Morobe Province, PNG"),
        ("Grace Tamarua", "P.O. Box 1204, Kimbe, West New Britain, PNG"),
        ("Joseph Kaiwi", "Gerehu Stage 2, NCD, Papua New Guinea"),
    ],
    "WST": [
        ("Sione Leota", "Vaitele-uta, Upolu, Samoa"),
        ("Malia Fuimaono", "Lalomanu, Aleipata, Upolu, Samoa"),
        ("Tavita Seiuli", "Salelologa, Savai'i, Samoa"),
        ("Fetu Aumua", "P.O. Box 3140, Apia, Samoa"),
        ("Lagi Tuilagi", "Faleolo, Upolu, Samoa"),
    ],
    "VUV": [
        ("Jimmy Kalorib", "Mele Village, Efate, Vanuatu"),
        ("Leias Toka", "P.O. Box 1442, Port Vila, Vanuatu"),
        ("Marie-Claire Tari", "Lenakel, Tanna, Vanuatu"),
        ("Willie Bule", "Luganville, Espiritu Santo, Vanuatu"),
        ("Esther Molisa", "Pango Road, Port Vila, Vanuatu"),
    ],
}
EMAIL_DOMAIN = {"FJD": "example.com.fj", "PGK": "example.com.pg", "WST": "example.ws", "VUV": "example.vu"}
BUSINESSES = {
    "FJD": ["Ministry of Fisheries, Lami Station", "Koro Island Fishermen's Co-operative",
            "Vatulele Reef Resort", "Namosi Provincial Office"],
    "PGK": ["National Fisheries Authority, Kavieng", "Milne Bay Provincial Administration",
            "Kimbe Bay Dive Lodge"],
    "WST": ["Ministry of Agriculture and Fisheries, Apia", "Savai'i Fishing Association",
            "Lalomanu Beach Fales"],
    "VUV": ["Department of Fisheries, Port Vila", "Malekula Co-operative Society", "Pango Point Bungalows"],
}
GOVERNMENT = ("Ministry", "Department", "Provincial", "Authority")

RETURN_REASONS = [
    "the carton was crushed on the boat and the item inside is cracked",
    "you sent the wrong model, it does not fit our boat",
    "it does not work out of the box, we tried for two days",
    "we ordered twice by mistake when the first LPO was faxed again",
    "the size is wrong for our engine and the shop said it would fit",
    "it arrived wet and rusty from the cargo hold",
]
# labels in the branch's own language with English beside, per currency
LOCAL_LABELS = {
    "FJD": {"customer_name": ["Yaca / Name"]},
    "PGK": {"order_id": ["Namba bilong oda / Order no."], "customer_name": ["Nem / Name"]},
    "WST": {"order_id": ["Numera o le oka / Order no."], "customer_name": ["Igoa / Name"]},
    "VUV": {"order_id": ["Namba blong oda / Order no."], "customer_name": ["Nem / Name"],
            "invoice_number": ["No. facture / Invoice no."]},
}
STATUS_PAID_LABELS = ["Status", "Payment status", "Transfer status"]
ISSUES = [
    "Engine cuts out after 10 minutes at full throttle, plugs replaced but same problem",
    "Overheat alarm sounds even at idle, tell-tale stream is weak",
    "Generator surges and the output drops when the freezer starts",
    "Gear shift slips out of forward in choppy water",
    "Pull-start rope jams and the recoil spring is broken",
    "Oil warning light stays on, oil level is full",
    "Pump runs but does not move any water out of the bilge",
]

LABELS = {
    "order_id": ["Sales order no.", "Order No.", "S/O", "Our order ref", "Order number"],
    "customer_id": ["Account no.", "Debtor code", "Customer A/C", "Cust. no.", "Acct"],
    "customer_name": ["Customer", "Sold to", "Bill to", "Name", "Account name"],
    "claimant": ["Customer", "Owner", "Claimant", "Owner's name"],
    "invoice_number": ["Tax invoice no.", "Invoice No.", "Invoice #", "Inv. no."],
    "invoice_date": ["Date", "Invoice date", "Tax date", "Date of supply"],
    "order_date": ["Order date", "Date ordered", "S/O date"],
    "case_number": ["Return ref.", "Claim no.", "RA no.", "Case ref", "Returns case"],
    "form_date": ["Date", "Date lodged", "Lodged on"],
    "product_name": ["Item", "Model", "Unit", "Engine / unit model"],
    "return_reason": ["Reason for return", "Reason", "Why returning"],
    "refund_requested": ["Refund asked", "Amount claimed", "Refund requested"],
    "refund_eligible": ["Refundable value", "Eligible for refund", "Credit value"],
    "refund_approved": ["Refund approved", "Approved amount", "Amount to be refunded", "Credit approved"],
    "approval_date": ["Decision date", "Date approved", "Authorised on"],
    "refund_status": ["Status", "Decision", "Outcome"],
    "promised_date": ["Refund to reach you by", "Payment due out by", "Expected payout"],
    "delivery_estimate": ["ETA", "Expected arrival", "Due at your wharf", "Est. delivery"],
    "serial_number": ["Serial no.", "Engine serial", "S/N", "Frame / serial no."],
    "issue_description": ["Fault reported", "Problem", "Description of fault"],
    "form_deadline": ["Needed back by", "Required by", "Customer needs unit by"],
    "ship_name": ["Consignee", "Deliver to", "Receiver"],
    "carrier": ["Carrier", "Shipped by", "Freight via", "Forwarder"],
    "tracking_number": ["Consignment no.", "AWB no.", "Tracking no.", "Con note"],
    "ship_date": ["Dispatched", "Date shipped", "Left our store", "Loaded on"],
    "refund_executed": ["Amount paid", "Refund paid", "Amount transferred", "Amount"],
    "execution_date": ["Date paid", "Transfer date", "Value date", "Paid on"],
    "payment_reference": ["Transaction ID", "Ref no.", "Payment ref", "Cheque no."],
}

INVOICE_TITLES = {"FJD": ["TAX INVOICE", "Tax Invoice - VAT Reg."],
                  "PGK": ["TAX INVOICE", "TAX INVOICE / GST"],
                  "WST": ["VAGST TAX INVOICE", "TAX INVOICE"],
                  "VUV": ["TAX INVOICE / FACTURE", "INVOIS / TAX INVOICE"]}
TABLE_HEADERS = [["Description", "Qty", "Unit price", "Ext. amount"],
                 ["Part / model", "Qty", "Each", "Amount"],
                 ["Item", "Qty", "Rate", "Line total"]]
INVOICE_NOTES = [
    "Goods remain the property of Reefline Marine until paid in full. E&OE.",
    "Please pay by direct deposit quoting the invoice number. Cheques payable to Reefline Marine.",
    "Outboards carry the maker's 3 year limited warranty when serviced by an approved dealer.",
    "Freight to outer islands is at customer's risk once loaded on the vessel.",
]
TERMS_PAGE = [
    "Conditions of sale",
    "1. Returns accepted within 14 days of delivery in original carton, unused and not fuelled.",
    "2. A restocking fee of 15% applies to engines and generators returned for change of mind.",
    "3. Freight-back to Suva, Port Moresby, Apia or Port Vila is paid by the customer unless the goods are faulty.",
    "4. Refunds go back by the way you paid: M-PAiSA, bank transfer, or cheque for government accounts.",
]
RETURNS_ADDRESS = {"FJD": "Lot 14 Wailada Industrial Subdivision, Lami, Suva", "PGK": "Stanley Esplanade, Port Moresby",
                   "WST": "Matautu-tai Wharf Road, Apia", "VUV": "Rue Emile Mercet, Port Vila"}
BANK_LINES = {"FJD": ["Bank: BSP Suva, A/C 1004 772 318, SWIFT BOSPFJFJ", "Bank: ANZ Fiji Suva, A/C 1173 2205"],
              "PGK": ["Bank: Kina Bank Port Moresby, A/C 6010 2279 41", "Bank: BSP Waigani, A/C 1000 4471 22"],
              "WST": ["Bank: ANZ Samoa, A/C 0211 04470 00", "Bank: BSP Samoa Apia, A/C 2000 1182 4"],
              "VUV": ["Bank: National Bank of Vanuatu, A/C 0114 220 701", "Bank: BRED Vanuatu, A/C 31182 0044 7"]}
LOCAL_WORDING = {
    "FJD": {"GREETINGS": ["Bula vinaka,", "Ni sa bula,", "Namaste and bula,", "Dear Reefline team,",
                          "Bula Sir/Madam,"],
            "SIGN_OFFS": ["Vinaka vakalevu,", "Vinaka,", "Kind regards,", "Thank you and regards,"]},
    "PGK": {"GREETINGS": ["Moning tru,", "Dear Sir/Madam,", "Gutpela de,", "Hi Reefline POM,"],
            "SIGN_OFFS": ["Tenkyu tru,", "Thanks and God bless,", "Regards,", "Tenkyu,"]},
    "WST": {"GREETINGS": ["Talofa lava,", "Talofa,", "Dear Reefline Apia,", "Malo le soifua,"],
            "SIGN_OFFS": ["Fa'afetai tele lava,", "Soifua,", "Ia manuia,", "Kind regards,"]},
    "VUV": {"GREETINGS": ["Halo,", "Gud moning,", "Dear Reefline Vila,", "Halo olgeta,"],
            "SIGN_OFFS": ["Tankyu tumas,", "Tankyu,", "Regards,", "Best regards,"]},
}
AUTO_REPLIES = ["Bula! Thank you for your message. Our Lami service desk answers e-mails within one working day.",
                "Thank you for contacting Reefline Marine. For urgent parts please call or Viber the branch."]
AUTO_REPLY_SIGNATURE = "Reefline Marine & Outboard - Service & Returns | Suva | Port Moresby | Apia | Port Vila"

RELATIVE_DEADLINES = {
    "fj": [("within 7 days", 7), ("by end of this month", "month_end"), ("inside two weeks", 14)],
    "pg": [("within 10 days", 10), ("before end of this month", "month_end"), ("within two weeks", 14)],
    "ws": [("within the next 14 days", 14), ("by the end of the month", "month_end"), ("within a week", 7)],
    "vu": [("within one week", 7), ("before the end of this month", "month_end"), ("within 10 days", 10)],
}
DEADLINE_WORDS = {
    "fj": ["by {}", "before {}", "latest {}", "on or before {}"],
    "pg": ["by {}", "before {}", "not later than {}"],
    "ws": ["by {}", "before {}", "no later than {}"],
    "vu": ["by {}", "before {}", "latest by {}"],
}
UNRESOLVED_DEADLINES = ["before the Hibiscus Festival", "before the cyclone season starts",
                        "before our next boat to Kadavu", "before the Teuila Festival",
                        "before the school holidays end", "before the Independence regatta"]
EXPECT_REFUND_DL = [
    "Please send the refund to my bank account {dl}.",
    "We need the money back {dl} because the co-op must pay the fuel bill.",
    "I am asking for the full refund {dl}.",
    "Kindly have the refund paid to us {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "Please refund the full amount to the same account we paid from.",
    "We are asking for our money back, not a credit note.",
    "Kindly arrange the refund when the item reaches your store.",
]
EXPECT_REPAIR_DL = [
    "We need the engine fixed and back on the boat {dl}.",
    "Please repair or swap the unit {dl} because our fishing trips have stopped.",
    "Kindly send the repaired unit back on the next boat {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "Please tell me when the mechanic will look at it.",
    "We would like a replacement unit if it cannot be repaired.",
]
EXPECT_DELIVERY_DL = [
    "Please check with the shipping agent and get the goods to us {dl}.",
    "We need the cargo at the wharf {dl} otherwise the boats stay on the beach.",
]
EXPECT_REJECTED = [
    "Please look at my case again and accept the return.",
    "We ask Reefline to reconsider and at least give us a part refund.",
]
