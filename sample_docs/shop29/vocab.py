"""Karavai Food Machinery: names, labels, products, customers and wording for the Almaty (KZT), Tashkent (UZS for
spare parts and small machines, USD for equipment contracts) and Tbilisi (GEL) offices. Russian, Kazakh, Uzbek and
Georgian words are transliterated to Latin script or printed with English beside them."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Karavai Food Machinery"
DOMAIN = "karavai.kz"
DOMAINS = {"KZT": "karavai.kz", "UZS": "karavai.uz", "USD": "karavai.uz", "GEL": "karavai.ge"}
LOCALE = {"KZT": "kz", "UZS": "uz", "USD": "uz", "GEL": "ge"}
OFFICE = {"KZT": "Almaty", "UZS": "Tashkent", "USD": "Tashkent", "GEL": "Tbilisi"}
LETTERHEAD = {
    "KZT": "TOO «Karavai Tekhnika» (Karavai Food Machinery LLP) | 050000 Almaty, ul. Rayimbeka 348/1, ofis 12 | "
           "BIN 180540021317 | IIK KZ45 601A 8610 0123 4567, Halyk Bank, BIK HSBKKZKX | tel. +7 727 355 41 20",
    "UZS": "«Karavai Texnika» MChJ (Karavai Food Machinery LLC) | Toshkent sh., Chilonzor tumani, Bunyodkor ko'chasi "
           "12 | STIR (INN) 307514298 | MFO 00440, h/r 2020 8000 9051 4298 0001 | tel. +998 71 207 33 10",
    "GEL": "შპს «კარავაი ჯორჯია» / Karavai Georgia LLC | 0119 Tbilisi, Tsereteli Ave. 116 | Saidentifikatsio kodi "
           "(ID code) 405318774 | TBC Bank GE29TB7702336020100007 | tel. +995 32 219 44 06",
}
LETTERHEAD["USD"] = LETTERHEAD["UZS"]
SELLER_BIN = "180540021317"
TAX = {"KZT": ("NDS / VAT", Decimal("16")), "UZS": ("QQS / VAT", Decimal("12")), "USD": ("QQS / VAT", Decimal("12")),
       "GEL": ("DGhG / VAT", Decimal("18"))}

# (name, KZT unit price); other offices' prices below (Tashkent sells only the small machines and parts in sums)
PRODUCTS = [
    ("Deck oven PD-3.6 (3 decks, 6 trays)", Decimal("4650000")),
    ("Rotary rack oven RT-18E", Decimal("7950000")),
    ("Spiral dough mixer SM-40", Decimal("1690000")),
    ("Proofing cabinet PK-16", Decimal("980000")),
    ("Bread slicer HRS-450", Decimal("1240000")),
    ("Dough divider-rounder DR-30", Decimal("2750000")),
    ("Convection oven KO-5 (5 trays)", Decimal("890000")),
    ("Planetary mixer B20 (20 l)", Decimal("640000")),
    ("Dough sheeter DS-520 tabletop", Decimal("2190000")),
    ("Meat grinder MG-22", Decimal("310000")),
    ("Vegetable cutter VC-65", Decimal("470000")),
    ("Baking tray 600x400 perforated", Decimal("8600")),
    ("Slicer blade set 12 mm", Decimal("118000")),
    ("Heating element 3 kW (TEN) for PD deck", Decimal("42500")),
    ("Proofer humidifier module PH-2", Decimal("156000")),
    ("Core thermometer TP-300", Decimal("24900")),
]
PRICES = {
    "UZS": {"Convection oven KO-5 (5 trays)": Decimal("8150000"), "Planetary mixer B20 (20 l)": Decimal("5890000"),
            "Meat grinder MG-22": Decimal("2860000"), "Vegetable cutter VC-65": Decimal("4350000"),
            "Baking tray 600x400 perforated": Decimal("79000"), "Slicer blade set 12 mm": Decimal("1090000"),
            "Heating element 3 kW (TEN) for PD deck": Decimal("392000"),
            "Proofer humidifier module PH-2": Decimal("1440000"), "Core thermometer TP-300": Decimal("229000")},
    "USD": {"Deck oven PD-3.6 (3 decks, 6 trays)": Decimal("8950.00"), "Rotary rack oven RT-18E": Decimal("15400.00"),
            "Spiral dough mixer SM-40": Decimal("3250.00"), "Proofing cabinet PK-16": Decimal("1890.00"),
            "Bread slicer HRS-450": Decimal("2390.00"), "Dough divider-rounder DR-30": Decimal("5300.00"),
            "Convection oven KO-5 (5 trays)": Decimal("1720.00"), "Planetary mixer B20 (20 l)": Decimal("1240.00"),
            "Dough sheeter DS-520 tabletop": Decimal("4220.00"), "Meat grinder MG-22": Decimal("598.00"),
            "Vegetable cutter VC-65": Decimal("905.00"), "Baking tray 600x400 perforated": Decimal("16.50"),
            "Slicer blade set 12 mm": Decimal("228.00"), "Heating element 3 kW (TEN) for PD deck": Decimal("82.00"),
            "Proofer humidifier module PH-2": Decimal("300.00"), "Core thermometer TP-300": Decimal("48.00")},
    "GEL": {"Deck oven PD-3.6 (3 decks, 6 trays)": Decimal("24500"), "Rotary rack oven RT-18E": Decimal("41900"),
            "Spiral dough mixer SM-40": Decimal("8900"), "Proofing cabinet PK-16": Decimal("5150"),
            "Bread slicer HRS-450": Decimal("6450"), "Dough divider-rounder DR-30": Decimal("14300"),
            "Convection oven KO-5 (5 trays)": Decimal("4690"), "Planetary mixer B20 (20 l)": Decimal("3350"),
            "Dough sheeter DS-520 tabletop": Decimal("11400"), "Meat grinder MG-22": Decimal("1620"),
            "Vegetable cutter VC-65": Decimal("2450"), "Baking tray 600x400 perforated": Decimal("45"),
            "Slicer blade set 12 mm": Decimal("615"), "Heating element 3 kW (TEN) for PD deck": Decimal("222"),
            "Proofer humidifier module PH-2": Decimal("815"), "Core thermometer TP-300": Decimal("129")},
}
PRICES["KZT"] = dict(PRODUCTS)
QTY = {"Baking tray 600x400 perforated": (5, 10, 20), "Heating element 3 kW (TEN) for PD deck": (2, 3, 4),
       "Core thermometer TP-300": (1, 2, 3)}
WARRANTY_PRODUCTS = ["Deck oven PD-3.6 (3 decks, 6 trays)", "Rotary rack oven RT-18E", "Spiral dough mixer SM-40",
                     "Proofing cabinet PK-16", "Bread slicer HRS-450", "Dough divider-rounder DR-30",
                     "Convection oven KO-5 (5 trays)", "Planetary mixer B20 (20 l)", "Dough sheeter DS-520 tabletop",
                     "Meat grinder MG-22", "Vegetable cutter VC-65"]
CARRIERS = {"KZT": ["Kazpost", "CDEK", "Alem-Tat", "DHL Express"],
            "UZS": ["Uzbekistan Post (EMS)", "CDEK", "Fargo Courier"],
            "USD": ["CDEK", "Fargo Courier", "DHL Express"],
            "GEL": ["Georgian Post", "DHL Express", "Tbilisi Express Cargo"]}
FEE_BASES = ["restocking fee", "return freight charge"]
FLAT_FEE = {"KZT": Decimal("18000"), "UZS": Decimal("150000"), "USD": Decimal("40.00"), "GEL": Decimal("60")}
PAY_CHANNELS = {"KZT": ["kaspi", "halyk", "forte"], "UZS": ["payme", "click", "kapital"], "USD": ["swift", "kapital"],
                "GEL": ["tbc", "bog", "tbcpay"]}

CUSTOMERS = {
    "KZT": [
        ("Aigerim Seitkali", "Almaty, mkr. Samal-2, d. 58, kv. 14"),
        ("Nurlan Abenov", "Almaty, pr. Abaya 150/230, ofis 7"),
        ("Dana Zhaksylykova", "Astana, ul. Kenesary 40, VP-3"),
        ("Yerlan Tokhtarov", "Shymkent, ul. Tauke khana 21"),
        ("Gulnara Iskakova", "Almaty, ul. Zhibek Zholy 115"),
        ("Timur Baimukhanov", "Karaganda, pr. Bukhar-Zhyrau 49"),
        ("Saule Omarova", "Almaty, ul. Tole bi 286/4"),
        ("Askar Nurpeisov", "Kostanay, ul. Baitursynova 63"),
    ],
    "UZS": [
        ("Dilshod Karimov", "Toshkent, Yunusobod tumani, 4-kvartal, 17-uy"),
        ("Nodira Yusupova", "Toshkent, Mirzo Ulug'bek tumani, Buyuk Ipak Yo'li 81"),
        ("Sherzod Rakhimov", "Samarqand, Registon ko'chasi 9"),
        ("Malika Tursunova", "Toshkent, Shayxontohur tumani, Navoiy ko'chasi 30"),
        ("Jasur Kholmatov", "Namangan, Uychi ko'chasi 44"),
        ("Kamola Saidova", "Buxoro, Mustaqillik ko'chasi 12"),
    ],
    "GEL": [
        ("Giorgi Beridze", "Tbilisi, Vake, Chavchavadze Ave. 37"),
        ("Nino Kapanadze", "Tbilisi, Saburtalo, Pekini St. 24"),
        ("Levan Tsiklauri", "Batumi, Gorgasali St. 58"),
        ("Tamar Gelashvili", "Kutaisi, Rustaveli Ave. 11"),
        ("Davit Lomidze", "Tbilisi, Didube, Tsereteli Ave. 72"),
        ("Ketevan Jorbenadze", "Rustavi, Megobroba St. 5"),
    ],
}
CUSTOMERS["USD"] = [("Rustam Abdullaev", "Toshkent, Sergeli tumani, Yangi Sergeli 3-uy"),
                    ("Zilola Nazarova", "Toshkent, Yakkasaroy tumani, Shota Rustaveli 55"),
                    ("Bekzod Ergashev", "Farg'ona, Al-Farg'oniy ko'chasi 18"),
                    ("Feruza Mirzaeva", "Andijon, Bobur shoh ko'chasi 6")]
BUSINESSES = {
    "KZT": ["TOO «Altyn Dan Bakery»", "Alatau Grand Hotel, banquet kitchen", "Saryarka Fresh supermarkets",
            "IP «Taba Nan» bakery", "Kokzhiek Coffee & Pastry", "TOO «Nan Ultra» bakery chain"],
    "UZS": ["«Non Uyi» bakery", "Hotel Turon Palace, kitchen", "Yunusobod Family Market chain", "Lavash Express cafe"],
    "USD": ["«Chorsu Sweet» bakery MChJ", "Hotel Silk Caravan, main kitchen", "Bozor Plus supermarkets"],
    "GEL": ["Puri Sakhli bakery", "Hotel Mtatsminda View, kitchen", "Kvartali Market chain", "Lobiani Corner cafe"],
}
# the buyer's tax number: BIN/IIN (12 digits), STIR (9 digits), Georgian ID code (9 digits)
TAX_ID_LABEL = {"KZT": ["BIN/IIN pokupatelya (Buyer BIN)", "BIN/IIN", "IIN/BIN (buyer)"],
                "UZS": ["Xaridor STIR (Buyer INN)", "STIR / INN", "INN pokupatelya (Buyer TIN)"],
                "GEL": ["Saidentifikatsio kodi (ID code)", "Buyer ID code (s/k)", "Taxpayer ID"]}
TAX_ID_LABEL["USD"] = TAX_ID_LABEL["UZS"]
COMPANY_LABEL = {"KZT": ["Organizatsiya (Company)", "Kompaniya / Company", "Pokupatel-yurlitso (Legal entity)"],
                 "UZS": ["Tashkilot (Company)", "Korxona / Company", "Organisation"],
                 "GEL": ["Kompania (Company)", "Organisation", "Legal entity"]}
COMPANY_LABEL["USD"] = COMPANY_LABEL["UZS"]

RETURN_REASONS = [
    "the housing arrived dented and the door does not close properly",
    "we received a different model than the one in our order",
    "it does not work from the first day, the indicator does not even light up",
    "it does not fit our production line, your manager advised the wrong size",
    "the order was duplicated on the web shop and we paid twice",
    "it arrived without the power cable and without the passport (manual)",
    "it needs 380 V but our premises have only a 220 V supply",
]
ISSUES = [
    "Upper deck does not heat above 180 C, heating element or relay faulty",
    "Motor stops after 5 minutes under load, thermal protection trips",
    "Control panel shows error E-04 at start-up and cannot be reset",
    "Strong vibration and noise from the gearbox when kneading",
    "Door seal burnt, steam leaks and the glass is too hot to touch",
    "Timer and temperature display go blank, buttons do not respond",
]

LABELS_EN = {
    "order_id": ["Order No.", "Order ref.", "Order number"],
    "customer_id": ["Customer No.", "Account code", "Client code"],
    "customer_name": ["Buyer", "Customer", "Contact person"],
    "invoice_number": ["Invoice No.", "Invoice number"],
    "invoice_date": ["Invoice date", "Date of issue"],
    "order_date": ["Order date", "Ordered on"],
    "subtotal": ["Subtotal", "Net amount"],
    "order_total": ["Total due", "Grand total", "Total incl. VAT"],
    "case_number": ["RMA / Claim ref.", "Case No.", "Claim No."],
    "form_date": ["Date", "Submitted on"],
    "product_name": ["Model", "Equipment", "Product"],
    "return_reason": ["Reason for return", "Reason"],
    "refund_requested": ["Refund amount requested", "Amount claimed"],
    "refund_eligible": ["Eligible refund", "Refundable amount"],
    "refund_approved": ["Refund approved", "Amount approved"],
    "approval_date": ["Date of decision", "Approved on"],
    "refund_status": ["Status", "Decision"],
    "promised_date": ["Money back by", "Expected transfer date"],
    "delivery_estimate": ["Estimated delivery", "Expected at your site"],
    "serial_number": ["Serial No.", "S/N"],
    "issue_description": ["Defect", "Fault description"],
    "form_deadline": ["Repair needed by", "Required by"],
    "ship_name": ["Consignee", "Deliver to"],
    "carrier": ["Carrier", "Courier"],
    "tracking_number": ["Tracking No.", "Waybill / AWB No."],
    "ship_date": ["Dispatched on", "Ship date"],
    "refund_executed": ["Amount refunded", "Amount"],
    "execution_date": ["Value date", "Payment date"],
}
LABELS_LOCAL = {
    "kz": {
        "order_id": ["Zakaz № (Order No.)", "Nomer zakaza / Order number", "Zakaz / Order"],
        "customer_id": ["Kod kontragenta (Customer code)", "Kod klienta / Client code", "Kontragent / Cust. code"],
        "customer_name": ["Pokupatel (Buyer)", "Kontaktnoe litso / Contact", "Poluchatel / Recipient"],
        "invoice_number": ["Nomer scheta-faktury (Invoice No.)", "Schet-faktura № / Invoice No."],
        "invoice_date": ["Data vypiski (Date of issue)", "Data / Date"],
        "order_date": ["Data zakaza (Order date)", "Data oformleniya / Order placed"],
        "subtotal": ["Stoimost bez NDS (Amount excl. VAT)", "Itogo bez NDS / Net"],
        "order_total": ["Vsego k oplate (Total payable)", "Itogo s NDS / Total incl. VAT"],
        "case_number": ["Nomer obrashcheniya (Claim No.)", "Pretenziya № / Claim No.", "Vozvrat № / Return No."],
        "form_date": ["Data (Date)", "Data zapolneniya / Filled in on"],
        "product_name": ["Naimenovanie (Item)", "Oborudovanie (Equipment)", "Tovar / Product"],
        "return_reason": ["Prichina vozvrata (Reason)"],
        "refund_requested": ["Summa k vozvratu (Refund requested)"],
        "refund_eligible": ["Summa k vozmeshcheniyu (Eligible amount)"],
        "refund_approved": ["Odobrennaya summa (Approved refund)", "Soglasovano k vozvratu / Approved amount"],
        "approval_date": ["Data resheniya (Decision date)"],
        "refund_status": ["Status resheniya / Status"],
        "promised_date": ["Vozvrat do (Refund by)"],
        "delivery_estimate": ["Srok postavki (Delivery by)", "Ориентировочная доставка / Est. delivery"],
        "serial_number": ["Zavodskoy № (Serial No.)", "Seriynyy nomer / S/N"],
        "issue_description": ["Opisanie neispravnosti (Fault)"],
        "form_deadline": ["Trebuemyy srok (Needed by)"],
        "ship_name": ["Gruzopoluchatel (Consignee)"],
        "carrier": ["Perevozchik (Carrier)"],
        "tracking_number": ["Trek-nomer (Tracking No.)", "Nomer otpravleniya / Shipment No."],
        "ship_date": ["Data otgruzki (Dispatch date)"],
        "refund_executed": ["Summa (Amount)", "Summa vozvrata / Refund amount"],
        "execution_date": ["Data operatsii (Transaction date)"],
    },
    "uz": {
        "order_id": ["Buyurtma raqami (Order No.)", "Buyurtma № / Order", "Zakaz № (Order No.)"],
        "customer_id": ["Mijoz kodi (Client code)", "Kontragent kodi / Customer code"],
        "customer_name": ["Xaridor / Buyer", "Mijoz (Customer)", "Oluvchi / Recipient"],
        "invoice_number": ["Hisob-faktura raqami (Invoice No.)", "Hisob-faktura № / Invoice No."],
        "invoice_date": ["Sana (Date)", "Hisob-faktura sanasi / Invoice date"],
        "order_date": ["Buyurtma sanasi / Order date"],
        "subtotal": ["QQSsiz summa (Net amount)", "Tovarlar qiymati / Net value"],
        "order_total": ["Jami to'lov (Total)", "QQS bilan jami / Total incl. VAT"],
        "case_number": ["Murojaat raqami (Request No.)", "Da'vo № / Claim No."],
        "form_date": ["Sana / Date"],
        "product_name": ["Mahsulot / Item", "Uskuna (Equipment)"],
        "return_reason": ["Qaytarish sababi / Reason"],
        "refund_requested": ["Qaytariladigan summa / Refund claimed"],
        "refund_eligible": ["Qaytarishga tegishli (Eligible)"],
        "refund_approved": ["Tasdiqlangan summa (Approved)"],
        "approval_date": ["Qaror sanasi / Decision date"],
        "refund_status": ["Holati (Status)"],
        "promised_date": ["Pul qaytariladi / Refund by"],
        "delivery_estimate": ["Yetkazib berish (Est. delivery)", "Taxminiy yetkazish / ETA"],
        "serial_number": ["Seriya raqami (Serial No.)", "Zavod raqami / S/N"],
        "issue_description": ["Nosozlik tavsifi / Fault description"],
        "form_deadline": ["Muddat / Needed by"],
        "ship_name": ["Yuk oluvchi / Consignee"],
        "carrier": ["Tashuvchi / Carrier"],
        "tracking_number": ["Trek raqami / Tracking No."],
        "ship_date": ["Jo'natilgan sana / Shipped on"],
        "refund_executed": ["To'lov summasi (Amount)", "Qaytarilgan summa / Refunded"],
        "execution_date": ["Operatsiya sanasi (Transaction date)"],
    },
    "ge": {
        "order_id": ["Shekveta № / Order No.", "Shekvetis nomeri (Order No.)"],
        "customer_id": ["Klienti № / Client No.", "Klientis kodi (Client code)"],
        "customer_name": ["Mqidveli (Buyer)", "Klienti / Customer"],
        "invoice_number": ["Angarish-faktura № (Invoice No.)"],
        "invoice_date": ["Tarighi / Date"],
        "order_date": ["Shekvetis tarighi / Order date"],
        "subtotal": ["Jami DGhG-s gareshe (Net of VAT)"],
        "order_total": ["Sul gadasakhdeli (Total payable)"],
        "case_number": ["Motkhovnis № (Claim No.)"],
        "form_date": ["Tarighi (Date)"],
        "product_name": ["Produkti / Product", "Danadgari (Equipment)"],
        "return_reason": ["Dabrunebis mizezi (Reason)"],
        "refund_requested": ["Dasabrunebeli tankha (Refund claimed)"],
        "refund_eligible": ["Anazghaurebadi tankha (Eligible)"],
        "refund_approved": ["Damtkitsebuli tankha (Approved refund)"],
        "approval_date": ["Gadatsqvetilebis tarighi (Decision date)"],
        "refund_status": ["Statusi / Status"],
        "promised_date": ["Tankha chairitskheba / Refund by"],
        "delivery_estimate": ["Mitana / Delivery by"],
        "serial_number": ["Seriuli № (Serial No.)"],
        "issue_description": ["Dazianebis aghtsera (Fault)"],
        "form_deadline": ["Vada / Needed by"],
        "ship_name": ["Mimghebi (Consignee)"],
        "carrier": ["Gadamzidavi (Carrier)"],
        "tracking_number": ["Gzavnilis kodi (Tracking)"],
        "ship_date": ["Gagzavnis tarighi (Ship date)"],
        "refund_executed": ["Tankha (Amount)"],
        "execution_date": ["Tarighi (Date)"],
    },
}

INVOICE_TITLES = {
    "KZT": ["ЭЛЕКТРОННЫЙ СЧЕТ-ФАКТУРА / Elektronnyy schet-faktura (ESF) / Electronic VAT invoice",
            "SCHET-FAKTURA (ESF) / VAT INVOICE", "Schet-faktura / Invoice (vypisan v IS ESF)"],
    "UZS": ["HISOB-FAKTURA / Schet-faktura / VAT Invoice", "ELEKTRON HISOB-FAKTURA (Didox) / E-invoice",
            "Hisob-faktura / Invoice"],
    "GEL": ["საგადასახადო ანგარიშ-ფაქტურა / Sagadasakhado angarish-faktura / Tax invoice",
            "TAX INVOICE (RS.ge) / Angarish-faktura", "Angarish-faktura / Invoice"],
}
INVOICE_TITLES["USD"] = INVOICE_TITLES["UZS"]
TABLE_HEADERS = {  # short heads: the columns are narrow, and the currency stands in the head, not in the cells
    "KZT": [["Naimenovanie (Description)", "Kol-vo", "Tsena, tg", "Summa, tg"],
            ["Description", "Qty", "Price, KZT", "Total, KZT"]],
    "UZS": [["Mahsulot nomi (Description)", "Soni", "Narxi, so'm", "Qiymati, so'm"],
            ["Description", "Qty", "Price, UZS", "Amount, UZS"]],
    "USD": [["Mahsulot nomi (Description)", "Soni", "Narxi, USD", "Qiymati, USD"],
            ["Description", "Qty", "Price, USD", "Amount, USD"]],
    "GEL": [["Dasakheleba (Description)", "Raod.", "Fasi, GEL", "Tankha, GEL"],
            ["Description", "Qty", "Price, GEL", "Amount, GEL"]],
}
INVOICE_NOTES = {
    "KZT": ["Oplata po Kaspi QR ili bezn. raschetom (payment by Kaspi QR or bank transfer). Kbe 17, KNP 710.",
            "Garantiya 12 mesyatsev (12 months warranty) from the date of commissioning.",
            "Dokument podpisan EDS v IS ESF (signed with digital signature in the ESF system)."],
    "UZS": ["To'lov bank o'tkazmasi orqali (payment by bank transfer). Hisob-faktura Didox orqali imzolangan.",
            "Kafolat 12 oy (12 months warranty). Payme / Click accepted for parts.",
            "Signed with EDS (ERI) in the Didox e-invoice system."],
    "GEL": ["Gadakhda: sabanko gadaritskhvit (payment by bank transfer) to TBC Bank GE29TB7702336020100007.",
            "Garantia 12 tve (12 months warranty). Invoice registered on RS.ge.",
            "TBC Pay / Bank of Georgia terminal payments accepted for spare parts."],
}
INVOICE_NOTES["USD"] = ["Contract price fixed in USD; payment in USD or in UZS at the CBU rate on the day of payment.",
                        "Kafolat 12 oy (12 months warranty). Didox e-invoice signed with EDS."]
TERMS_PAGE = [
    "Usloviya postavki i vozvrata / Terms of delivery and return",
    "1. Equipment is returned only in original packing, unused, within 14 days of delivery, with the akt priema-"
    "peredachi (acceptance act).",
    "2. A restocking fee of 15% may be withheld for equipment that was unpacked or installed.",
    "3. Warranty repair is done by our service engineers on site in Almaty, Tashkent and Tbilisi.",
    "4. Refunds are paid by bank transfer to the account the payment came from, within 10 banking days.",
]
ESF_NOTE = "ESF registratsionnyy nomer (reg. No.)"

GREETINGS = {
    "kz": ["Dear Sirs,", "Zdravstvuyte! / Hello,", "Dobryy den, Karavai team,", "Sálem! Hello,",
           "Dear Karavai Food Machinery,"],
    "uz": ["Dear Sirs,", "Assalomu alaykum! / Hello,", "Hurmatli Karavai jamoasi (Dear Karavai team),",
           "Zdravstvuyte,", "Dear Karavai Texnika team,"],
    "ge": ["Dear Sirs,", "Gamarjobat! / Hello,", "Dear Karavai Georgia team,", "Hello team,"],
}
SIGN_OFFS = {
    "kz": ["Respectfully,", "S uvazheniem / Best regards,", "Best regards,", "Raqmet, with thanks,"],
    "uz": ["Respectfully,", "Hurmat bilan / Respectfully,", "S uvazheniem,", "Best regards,"],
    "ge": ["Respectfully,", "Pativistsemit / Respectfully,", "Best regards,", "Madloba, thanks,"],
}
TITLES = {"kz": "Director", "uz": "Direktor (Director)", "ge": "Director"}

RELATIVE_DEADLINES = {
    "kz": [("within 10 calendar days", 10), ("within five days", 5), ("by the end of this month", "month_end")],
    "uz": [("within 7 days", 7), ("within two weeks", 14), ("by the end of the month", "month_end")],
    "ge": [("within 10 days", 10), ("within one week", 7), ("by the end of this month", "month_end")],
}
DEADLINE_WORDS = {
    "kz": ["by {}", "no later than {}", "before {}", "not later than {}"],
    "uz": ["by {}", "until {}", "no later than {}", "before {}"],
    "ge": ["by {}", "before {}", "no later than {}"],
}
UNRESOLVED_DEADLINES = ["before our summer terrace opens", "before our new branch opens", "before the Ramadan rush",
                        "before the New Year orders start", "before the tax inspection visits us"]
EXPECT_REFUND_DL = {
    "we": ["We ask you to transfer the refund to our settlement account {dl}.",
           "We expect the money back on our account {dl}.",
           "Please return the paid amount to our company {dl}."],
    "i": ["Please return the money to my Kaspi or card account {dl}.",
          "I need the refund {dl} because I pay my rent from this money.",
          "Kindly send the money back {dl}."],
}
EXPECT_REFUND_NO_DL = {
    "we": ["We ask you to return the full amount to our bank account.",
           "We expect a full refund by bank transfer, not a credit note."],
    "i": ["Please return the money to the card I paid with.", "I want my money back, not a replacement."],
}
EXPECT_REPAIR_DL = {
    "we": ["We ask you to send an engineer and repair the equipment {dl}.",
           "We need the equipment working again {dl} because the bakery cannot keep up with orders."],
    "i": ["Please repair or replace the machine {dl}.", "I need the machine back in working order {dl}."],
}
EXPECT_REPAIR_NO_DL = {
    "we": ["We ask you to inform us in writing when the engineer will come.",
           "We expect a replacement unit under the warranty."],
    "i": ["Please tell me when the repair will be done.", "I expect a replacement under the guarantee."],
}
EXPECT_DELIVERY_DL = {
    "we": ["We need the goods at our site {dl} or we will cancel the order.",
           "Please make sure the delivery reaches us {dl}."],
    "i": ["Please deliver my order {dl}.", "I need the parcel {dl} at the latest."],
}
EXPECT_REJECTED = {
    "we": ["We ask you to review the decision and accept the return.",
           "We expect you to reconsider and approve at least a partial refund."],
    "i": ["Please look at my case again and accept the return.", "I ask you to reconsider your decision."],
}
AUTO_REPLY = ["Spasibo za obrashchenie! Thank you for your message, our service desk answers within 1 working day.",
              "Rahmat! We received your message and a manager will contact you soon."]
