"""Egeria Hotel & Catering Supply: the words and things of a hospitality-equipment supplier with offices in
Izmir (Türkiye, TRY), Thessaloniki (Greece, EUR) and Limassol (Cyprus, EUR).

Printed paperwork carries the office's own legal labels (Turkish, Greek in Latin transliteration with the
English beside it, Cypriot English); customers write English with their own names and idioms."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Egeria Hotel & Catering Supply"
DOMAIN = "egeria-horeca.example"
AUTHOR = "Egeria Hotel & Catering Supply"
COUNTRIES = ("TR", "GR", "CY")
CURRENCY = {"TR": "TRY", "GR": "EUR", "CY": "EUR"}

TRADING_NAME = {
    "TR": "Egeria Otel ve Mutfak Ekipmanları San. Tic. Ltd. Şti.",
    "GR": "Egeria Hotel Supply Hellas M.I.K.E.",
    "CY": "Egeria Hospitality Supplies (Cyprus) Ltd",
}
HEAD = {"TR": "EGERIA Otel Ekipmanları", "GR": "EGERIA Hellas", "CY": "EGERIA Cyprus"}
LETTERHEAD = {
    "TR": ["Şehit Fethi Bey Cad. No:58 Alsancak, 35210 Konak/İzmir  |  Tel +90 232 463 18 40",
           "Kordon Vergi Dairesi  VKN 3840571926  |  Mersis No 0384057192600011  |  www.egeria-horeca.example"],
    "GR": ["26is Oktovriou 44, 546 27 Thessaloniki  |  Tel +30 2310 552 140",
           "AFM 801234567  DOY Z' Thessalonikis  |  GEMI 158736206000  |  sales.gr@egeria-horeca.example"],
    "CY": ["Franklin Roosevelt Avenue 97, 3011 Limassol  |  Tel +357 25 871 330",
           "VAT Reg. No. CY10384512Q  |  Company Reg. HE 384512  |  cyprus@egeria-horeca.example"],
}
BANK = {
    "TR": "Ödeme / Payment: Türkiye İş Bankası Alsancak Şb.  IBAN TR41 0006 4000 0013 4560 1189 27",
    "GR": "Trapeza Peiraios / Piraeus Bank  IBAN GR16 0172 2140 0052 1404 8763 201  BIC PIRBGRAA",
    "CY": "Bank of Cyprus, Limassol  IBAN CY17 0020 0195 0000 3570 1234 5678  BIC BCYPCY2N  | cards via JCC",
}
TAX = {"TRY": ("KDV", Decimal("20")), "EUR": ("VAT", Decimal("24"))}
COUNTRY_TAX = {"TR": ("KDV", Decimal("20")), "GR": ("FPA", Decimal("24")), "CY": ("VAT", Decimal("19"))}
TRY_RATE = Decimal("38")  # list prices are kept in euro; the Izmir office prices in lira

# (name, list price in EUR); the Izmir office converts
PRODUCTS = [
    ("Combi steamer 10 x GN 1/1, electric", Decimal("8940.00")),
    ("Hood-type dishwasher 400 V", Decimal("4380.00")),
    ("Undercounter glasswasher 40 x 40", Decimal("1690.00")),
    ("Planetary mixer 20 L", Decimal("1450.00")),
    ("Modular ice maker 150 kg/24 h", Decimal("2875.00")),
    ("Double-basin electric fryer 2 x 8 L", Decimal("985.00")),
    ("Bain-marie counter 4 x GN 1/1", Decimal("1240.00")),
    ("Vacuum packing machine, 42 cm bar", Decimal("1315.00")),
    ("Salamander grill 600 mm", Decimal("760.00")),
    ("Blast chiller 5 x GN 1/1", Decimal("3690.00")),
    ("Espresso machine, 2 groups", Decimal("3250.00")),
    ("Chafing dish set, roll-top (6 pcs)", Decimal("642.00")),
    ("Porcelain dinner plates 27 cm (box of 24)", Decimal("186.00")),
    ("Tempered tumblers 35 cl (box of 48)", Decimal("94.80")),
    ("Stainless cutlery set, 72 pieces", Decimal("212.00")),
    ("Satin-band table cloths 180 x 180 (pack of 10)", Decimal("238.00")),
    ("Cotton bath towels 70 x 140 (pack of 12)", Decimal("156.00")),
    ("Guest amenity kit, olive oil line (case of 200)", Decimal("318.00")),
    ("Room-service trolley, two shelves", Decimal("472.00")),
    ("Buffet display risers, acacia (set of 3)", Decimal("129.00")),
    ("Digital kitchen thermometer with probe", Decimal("38.50")),
]
WARRANTY_PRODUCTS = [
    "Combi steamer 10 x GN 1/1, electric", "Hood-type dishwasher 400 V", "Undercounter glasswasher 40 x 40",
    "Planetary mixer 20 L", "Modular ice maker 150 kg/24 h", "Double-basin electric fryer 2 x 8 L",
    "Vacuum packing machine, 42 cm bar", "Blast chiller 5 x GN 1/1", "Espresso machine, 2 groups",
]
MACHINES = set(WARRANTY_PRODUCTS) | {"Bain-marie counter 4 x GN 1/1", "Salamander grill 600 mm"}

# customers: (name, address); the address's last part is the country
CUSTOMERS = {
    "TRY": [
        ("Barış Yıldırım", "Neyzen Tevfik Cad. No:112, 48400 Bodrum/Muğla, Türkiye"),
        ("Ayşegül Çelik", "Kıbrıs Şehitleri Cad. No:45, Alsancak, 35220 Konak/İzmir, Türkiye"),
        ("Mehmet Öztürk", "Atatürk Bulvarı 88/3, 07100 Muratpaşa/Antalya, Türkiye"),
        ("Şule Karagöz", "Bağdat Cad. No:210 D:4, 34728 Kadıköy/İstanbul, Türkiye"),
        ("İlker Doğan", "Cumhuriyet Meydanı 7, 35930 Çeşme/İzmir, Türkiye"),
        ("Gökhan Şahin", "Hesapçı Sok. No:19, Kaleiçi, 07100 Antalya, Türkiye"),
        ("Zeynep Aksoy", "Sahil Yolu No:23, 10400 Ayvalık/Balıkesir, Türkiye"),
        ("Çağla Ünal", "Karagözler Mah. Fevzi Çakmak Cad. 5, 48300 Fethiye/Muğla, Türkiye"),
    ],
    "EUR": [
        ("Dimitris Papadopoulos", "Leoforos Nikis 31, 546 22 Thessaloniki, Greece"),
        ("Nikos Karagiannis", "Kassandras 5, 630 77 Pefkochori, Halkidiki, Greece"),
        ("Sofia Tsakiri", "Plateia Aristotelous 4, 546 24 Thessaloniki, Greece"),
        ("Giorgos Mavridis", "Ermou 12, Paralia, 601 00 Katerini, Greece"),
        ("Maria Alexiou", "Akti Koundourioti 18, 190 03 Kavala, Greece"),
        ("Andreas Christodoulou", "Makariou III Avenue 145, 3105 Limassol, Cyprus"),
        ("Elena Ioannou", "28is Oktovriou 240, 4041 Germasogeia, Limassol, Cyprus"),
        ("Marios Charalambous", "Poseidonos Avenue 58, 8042 Paphos, Cyprus"),
        ("Stella Kyriakou", "Nissi Avenue 91, 5340 Ayia Napa, Cyprus"),
        ("Panayiotis Constantinou", "Athinon 12, 6023 Larnaca, Cyprus"),
    ],
}
BUSINESS = {
    "Barış Yıldırım": "Yalı Butik Otel", "Ayşegül Çelik": "Kordon Balık Restoran",
    "Mehmet Öztürk": "Lara Garden Hotel", "Şule Karagöz": "Moda Kahve Evi",
    "İlker Doğan": "Çeşme Taş Otel", "Gökhan Şahin": "Kaleiçi Konak Pansiyon",
    "Zeynep Aksoy": "Cunda Meze Evi", "Çağla Ünal": "Ölüdeniz Beach Club",
    "Dimitris Papadopoulos": "Ouzeri Nikis", "Nikos Karagiannis": "Pefkochori Bay Suites",
    "Sofia Tsakiri": "Aristotelous Café Bistro", "Giorgos Mavridis": "Olympus View Hotel",
    "Maria Alexiou": "Kavala Port Taverna", "Andreas Christodoulou": "Molos Seafood Restaurant",
    "Elena Ioannou": "Germasogeia Beach Apartments", "Marios Charalambous": "Kato Paphos Harbour Hotel",
    "Stella Kyriakou": "Nissi Sands Resort", "Panayiotis Constantinou": "Finikoudes Coffee House",
}
EMAIL_DOMAINS = {"TR": ["example.com.tr", "example.com"], "GR": ["example.gr", "example.com"],
                 "CY": ["example.com.cy", "example.com"]}

CARRIERS_BY_COUNTRY = {
    "TR": ["Yurtiçi Kargo", "Aras Kargo", "MNG Kargo", "PTT Kargo", "Horoz Lojistik"],
    "GR": ["ACS Courier", "Speedex", "Geniki Taxydromiki", "ELTA Courier"],
    "CY": ["ACS Cyprus", "Cyprus Post", "Akis Express", "DHL Express"],
}
CARRIERS = {"TRY": CARRIERS_BY_COUNTRY["TR"], "EUR": CARRIERS_BY_COUNTRY["GR"] + CARRIERS_BY_COUNTRY["CY"]}

MACHINE_REASONS = [
    "the unit is too deep for the space under our counter",
    "we ordered the three-phase version and received single phase",
    "the carton was crushed and the door hinge is bent",
    "the hotel changed its opening plans and we no longer need it",
    "the control panel is in Chinese and not in English or Turkish",
    "the outlet is on the wrong side for our drain",
]
GOODS_REASONS = [
    "several pieces arrived chipped at the rim",
    "the table cloths are ivory and we ordered white",
    "the towels shed fluff after the first wash",
    "the amenity kits came without the printed logo we agreed",
    "half of the tumblers in the box were cracked",
    "the colour does not match the rest of our restaurant",
    "the hotel changed its opening plans and we no longer need it",
]
RETURN_REASONS = MACHINE_REASONS + GOODS_REASONS
ISSUES_BY_PRODUCT = {
    "Combi steamer 10 x GN 1/1, electric": ["error code E04 on the display and the steam generator does not heat",
                                            "the door seal leaks steam and the core probe reads wrong"],
    "Hood-type dishwasher 400 V": ["the wash pump hums but no water reaches the arms",
                                   "the rinse does not reach 85 degrees and glasses come out greasy"],
    "Undercounter glasswasher 40 x 40": ["the machine trips the breaker after ten minutes",
                                         "the drain pump runs all the time and the tank never fills"],
    "Planetary mixer 20 L": ["the bowl lift jams halfway and the motor smells hot",
                             "speed two makes a grinding noise and the hook stops"],
    "Modular ice maker 150 kg/24 h": ["ice production dropped to a third and the bin stays half empty",
                                      "the cubes come out hollow and the water inlet ices up"],
    "Double-basin electric fryer 2 x 8 L": ["the thermostat does not hold temperature and the oil overheats",
                                            "the right basin does not heat at all"],
    "Vacuum packing machine, 42 cm bar": ["the seal bar does not close fully and the bags leak air",
                                          "the pump stops at 80 percent vacuum"],
    "Blast chiller 5 x GN 1/1": ["the fan stops during the cycle and the core probe reads wrong",
                                 "the compressor starts and stops every few minutes"],
    "Espresso machine, 2 groups": ["water drips from the steam wand even when it is closed",
                                   "the left group gives no pressure and the boiler light blinks"],
}
ISSUES = [i for issues in ISSUES_BY_PRODUCT.values() for i in issues]
FEE_BASES = ["restocking fee", "collection fee", "return freight charge"]

UNRESOLVED_DEADLINES = [
    "before the summer season opens",
    "before our Easter bookings start",
    "before the hotel reopens in spring",
    "before Kurban Bayramı",
    "ahead of the wedding season",
    "before the new menu launch",
]
RELATIVE_DEADLINES = {
    "TR": [("within 10 days", 10), ("within a week", 7), ("by the end of this month", "month_end"),
           ("in the next 15 days", 15)],
    "GR": [("within 14 days", 14), ("within the next ten days", 10), ("before the end of the month", "month_end")],
    "CY": [("within 7 days", 7), ("within two weeks", 14), ("by month end", "month_end")],
}
DEADLINE_WORDS = {
    "TR": ["by {}", "no later than {}", "until {} at the latest", "before {}"],
    "GR": ["by {}", "before {}", "no later than {}"],
    "CY": ["by {}", "on or before {}", "by {} latest"],
}

TURKISH_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
                  "Kasım", "Aralık"]
GREEK_MONTHS_GEN = ["Ianouariou", "Fevrouariou", "Martiou", "Apriliou", "Maiou", "Iouniou", "Iouliou",
                    "Avgoustou", "Septemvriou", "Oktovriou", "Noemvriou", "Dekemvriou"]

# label pools: a local one per office (often bilingual) and the group's English
LABELS: dict[str, dict[str, list[str]]] = {
    "order_id": {"TR": ["Sipariş No", "Sipariş No / Order No", "Siparis Numarasi"],
                 "GR": ["Ar. Paraggelias / Order No.", "Paraggelia / Order"], "CY": ["Sales Order", "SO No."],
                 "en": ["Order no.", "Order ref", "Your order", "Order number"]},
    "customer_id": {"TR": ["Cari Kod", "Müşteri No", "Cari Hesap / Account"],
                    "GR": ["Kodikos Pelati / Customer code", "Kod. pelati"], "CY": ["Account No.", "Debtor code"],
                    "en": ["Customer no.", "Account", "Client code"]},
    "invoice_number": {"TR": ["Fatura No", "e-Arşiv Fatura No", "Belge No"],
                       "GR": ["Ar. Timologiou / Invoice No.", "Arithmos / Number"],
                       "CY": ["Invoice No.", "Tax invoice no."], "en": ["Invoice number", "Invoice"]},
    "invoice_date": {"TR": ["Fatura Tarihi", "Düzenleme Tarihi"], "GR": ["Imerominia / Date", "Imer. ekdosis"],
                     "CY": ["Tax point", "Invoice date"], "en": ["Invoice date", "Date of issue"]},
    "order_date": {"TR": ["Sipariş Tarihi"], "GR": ["Imer. paraggelias / Order date"], "CY": ["Date ordered"],
                   "en": ["Order date", "Ordered on"]},
    "customer_name": {"TR": ["Sayın", "Alıcı", "Müşteri"], "GR": ["Pelatis / Customer"], "CY": ["Bill to"],
                      "en": ["Customer", "Sold to"]},
    "subtotal": {"TR": ["Mal Hizmet Toplam Tutarı", "Ara Toplam"], "GR": ["Kathari axia / Net value"],
                 "CY": ["Net amount", "Total excl. VAT"], "en": ["Subtotal", "Net total"]},
    "order_total": {"TR": ["Vergiler Dahil Toplam Tutar", "Ödenecek Tutar", "Genel Toplam"],
                    "GR": ["Synolo / Total", "Pliroteo / Amount payable"], "CY": ["Total incl. VAT", "Amount due"],
                    "en": ["Total", "Grand total", "Order total"]},
    "delivery_estimate": {"TR": ["Tahmini Teslim", "Tahmini Teslimat / Est. delivery"],
                          "GR": ["Ektim. paradosi / Expected delivery"], "CY": ["Due on site"],
                          "en": ["Expected delivery", "Estimated arrival"]},
    "carrier": {"TR": ["Kargo Firması", "Taşıyıcı"], "GR": ["Metaforiki / Courier"], "CY": ["Courier"],
                "en": ["Carrier", "Shipped with"]},
    "tracking_number": {"TR": ["Kargo Takip No", "Gönderi No"], "GR": ["Ar. voucher / Voucher no.", "Voucher"],
                        "CY": ["Consignment no.", "AWB"], "en": ["Tracking no.", "Tracking number"]},
    "ship_date": {"TR": ["Sevk Tarihi", "Fiili Sevk Tarihi"], "GR": ["Imer. apostolis / Dispatch date"],
                  "CY": ["Collected by courier"], "en": ["Dispatched", "Ship date"]},
    "ship_name": {"TR": ["Teslim Alacak", "Alıcı"], "GR": ["Paraliptis / Consignee"], "CY": ["Deliver to"],
                  "en": ["Consignee", "Recipient"]},
    "case_number": {"TR": ["İade No", "İade Talep No", "Başvuru No"],
                    "GR": ["Ar. epistrofis / Return no.", "RMA"], "CY": ["Return ref.", "Claim no."],
                    "en": ["Case", "Return no.", "Case ref."]},
    "approval_date": {"TR": ["Karar Tarihi", "Onay Tarihi"], "GR": ["Imer. apofasis / Decision date"],
                      "CY": ["Reviewed on"], "en": ["Date of decision", "Approved on"]},
    "refund_status": {"TR": ["Durum"], "GR": ["Katastasi / Status"], "CY": ["Decision"],
                      "en": ["Status", "Outcome"]},
    "refund_eligible": {"TR": ["İadeye Esas Tutar"], "GR": ["Dikaiouto poso / Eligible amount"],
                        "CY": ["Returnable value"], "en": ["Eligible amount", "Credit value before deductions"]},
    "refund_approved": {"TR": ["Onaylanan İade Tutarı", "İade Edilecek Tutar"],
                        "GR": ["Egkekrimeno poso / Approved refund"], "CY": ["Credit approved"],
                        "en": ["Approved refund", "Amount to be refunded"]},
    "promised_date": {"TR": ["Hesabınıza geçiş (en geç)", "Ödeme Tarihi"], "GR": ["Pliromi eos / Paid by"],
                      "CY": ["Expected in your account"], "en": ["Refund to be paid by", "Payment no later than"]},
    "refund_executed": {"TR": ["Ödenen Tutar", "EFT Tutarı"], "GR": ["Poso epistrofis / Amount refunded"],
                        "CY": ["Amount credited to card"], "en": ["Amount refunded", "Refund paid"]},
    "execution_date": {"TR": ["İşlem Tarihi", "Valör"], "GR": ["Imer. pliromis / Payment date"],
                       "CY": ["Value date"], "en": ["Payment date", "Processed on"]},
    "payment_reference": {"TR": ["Dekont No", "EFT Sorgu No", "İşlem Referansı"],
                          "GR": ["Kod. synallagis / Transaction ref."], "CY": ["JCC ref.", "Bank ref."],
                          "en": ["Payment ref.", "Transaction reference"]},
    "product_name": {"TR": ["Ürün", "Ürün / Cihaz"], "GR": ["Eidos / Item"], "CY": ["Appliance"],
                     "en": ["Product", "Equipment"]},
    "serial_number": {"TR": ["Seri No"], "GR": ["Ar. seiras / Serial no."], "CY": ["S/N"],
                      "en": ["Serial no.", "Serial"]},
    "issue_description": {"TR": ["Arıza Tanımı", "Şikayet / Fault"], "GR": ["Perigrafi vlavis / Fault"],
                          "CY": ["Problem"], "en": ["Fault description", "What happened"]},
    "form_date": {"TR": ["Tarih", "Başvuru Tarihi"], "GR": ["Imerominia / Date"], "CY": ["Date of claim"],
                  "en": ["Date", "Submitted"]},
    "form_deadline": {"TR": ["En geç / Needed by"], "GR": ["Prothesmia / Needed by"], "CY": ["Back in service by"],
                      "en": ["Needed back by", "Required by"]},
    "return_reason": {"TR": ["İade Nedeni"], "GR": ["Aitia epistrofis / Reason"], "CY": ["Reason"],
                      "en": ["Reason for return", "Reason"]},
    "refund_requested": {"TR": ["Talep Edilen Tutar"], "GR": ["Aitoumeno poso / Amount claimed"],
                         "CY": ["Refund due"], "en": ["Amount claimed", "Refund requested"]},
}

TITLES = {
    "invoice": {"TR": ["e-Arşiv Fatura", "FATURA / INVOICE", "e-Fatura"],
                "GR": ["TIMOLOGIO POLISIS / SALES INVOICE", "Timologio - Deltio Apostolis / Invoice"],
                "CY": ["TAX INVOICE", "Invoice"]},
    "order_confirmation": {"TR": ["Sipariş Onayı / Order Confirmation", "SİPARİŞ FORMU", "Proforma Fatura"],
                           "GR": ["Epivevaiosi Paraggelias / Order Confirmation", "Prosfora - Order acknowledgement"],
                           "CY": ["Order Acknowledgement", "Pro-forma invoice"]},
    "shipping_notice": {"TR": ["e-İrsaliye / Sevk İrsaliyesi", "Sevkiyat Bildirimi / Dispatch notice"],
                        "GR": ["Deltio Apostolis / Delivery Note", "Apostoli / Dispatch advice"],
                        "CY": ["Delivery Note", "Dispatch advice"]},
    "refund_approval": {"TR": ["İade Onayı / Return Authorisation", "İade Değerlendirme Sonucu"],
                        "GR": ["Apofasi Epistrofis / Return decision", "Pistotiko - credit approval"],
                        "CY": ["Return authorisation", "Credit approval"]},
    "refund_execution": {"TR": ["Para İadesi Bildirimi / Refund advice", "EFT / Havale Bildirimi"],
                         "GR": ["Eidopoiisi pliromis / Refund payment advice", "Pistotiko Timologio / Credit note"],
                         "CY": ["Refund advice", "Card refund confirmation"]},
    "warranty_form": {"TR": ["Garanti ve Servis Başvuru Formu", "Servis Formu / Warranty claim"],
                      "GR": ["Entypo Eggyisis / Warranty claim form", "Deltio service / Service request"],
                      "CY": ["Warranty & service request", "Warranty claim form"]},
}
GREEK_SCRIPT_TITLES = {"invoice": "ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ", "shipping_notice": "ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ",
                       "refund_execution": "ΠΙΣΤΩΤΙΚΟ", "warranty_form": "ΕΓΓΥΗΣΗ"}
STATUS_WORDS = {
    "approved": {"TR": ["ONAYLANDI / APPROVED", "Onaylandı", "Kabul edildi (approved)"],
                 "GR": ["Egkrithike / Approved", "APPROVED"], "CY": ["Approved", "APPROVED"]},
    "rejected": {"TR": ["REDDEDİLDİ / REJECTED", "Reddedildi (rejected)"],
                 "GR": ["Aporrifthike / Rejected", "REJECTED"], "CY": ["Rejected", "Declined - rejected"]},
    "executed": {"TR": ["ÖDENDİ / PAID (executed)", "Tamamlandı - executed"],
                 "GR": ["Ektelestike / Executed", "PAID - executed"], "CY": ["Executed", "Refund executed"]},
}
TABLE_HEADERS = {
    "TR": [["Mal / Hizmet", "Miktar", "Birim Fiyat", "Tutar"], ["Açıklama", "Adet", "Birim", "Tutar"]],
    "GR": [["Perigrafi / Description", "Pos.", "Timi / Price", "Axia / Value"]],
    "CY": [["Description", "Qty", "Unit price", "Net"], ["Item", "Qty", "Price", "Amount"]],
}
TERMS_PAGE = {
    "TR": ["Satış ve İade Koşulları / Terms of sale",
           "Ayıplı mal bildirimleri teslimden itibaren 8 gün içinde yazılı olarak yapılmalıdır. Defects must be "
           "reported in writing within eight days of delivery.",
           "Özel sipariş ürünlerde iade kabul edilmez; standart ürünlerde %15 yeniden stoklama bedeli uygulanabilir.",
           "Uyuşmazlıklarda İzmir Mahkemeleri ve İcra Daireleri yetkilidir."],
    "GR": ["Oroi polisis / Terms of sale",
           "Returns of standard stock are accepted within fourteen days in the original packaging. A restocking "
           "fee may apply. Custom-made items are not returnable.",
           "Warranty: twelve months on equipment, parts and labour, at the customer's premises in mainland Greece.",
           "Arbitrazh: the courts of Thessaloniki have jurisdiction."],
    "CY": ["Terms and conditions of sale",
           "Goods remain the property of Egeria Hospitality Supplies (Cyprus) Ltd until paid in full.",
           "Returns are accepted within 14 days, unused and in the original packaging; collection charges may apply.",
           "Equipment carries a twelve-month warranty; consumables and glassware are not covered."],
}
INVOICE_NOTES = {
    "TR": ["Bu fatura e-Arşiv kapsamında elektronik olarak düzenlenmiştir.", "İrsaliye yerine geçer.",
           "Ödeme: Havale / EFT, 30 gün vadeli."],
    "GR": ["Tropos pliromis: Trapeziki katathesi (bank transfer), 30 imeres.",
           "Paradosi sto katastima tou pelati / delivered to customer premises."],
    "CY": ["Payment terms: 30 days net. Please quote the invoice number with your payment.",
           "Thank you for your business."],
}

EXPECT_REFUND_DL = [
    "I would like the refund {dl}.",
    "I expect the money back in our account {dl}.",
    "We need the amount returned {dl}, please.",
    "Please make sure the refund reaches us {dl}.",
    "I must have this refund settled {dl}.",
]
EXPECT_REFUND_NO_DL = [
    "I would like the full amount returned to our account.",
    "We expect a full refund to the card we paid with.",
    "Please return the money by bank transfer to our company account.",
    "I need the refund, not a credit note for the next order.",
]
EXPECT_REPAIR_DL = [
    "I need the machine repaired and back in our kitchen {dl}.",
    "We must have it working again {dl}.",
    "Please send a technician {dl}, the kitchen cannot run without it.",
]
EXPECT_REPAIR_NO_DL = [
    "I would like a replacement unit rather than another repair.",
    "We expect the repair to be done under warranty at no cost.",
    "Please send a technician as soon as one is free.",
]
EXPECT_DELIVERY_DL = [
    "I need the goods delivered {dl}.",
    "We must receive everything {dl} or we will cancel the order.",
    "Please make sure the pallet is with us {dl}.",
]
CLOSING_COURTESY = {"TR": ["Teşekkürler.", "Kolay gelsin.", "Thank you."],
                    "GR": ["Efcharisto.", "Efcharisto poli.", "Thank you."],
                    "CY": ["Thank you.", "Efcharisto.", "Thanks in advance."]}
FILLERS = {
    "TR": ["We are working with your company for many years.", "Our season is starting and the kitchen is full.",
           "I called your İzmir office two times but nobody could give information."],
    "GR": ["We have been your customer since the Thessaloniki shop opened.",
           "I tried to call the office but the line was always busy."],
    "CY": ["We have ordered from you for years and never had a problem.", "I phoned the Limassol office on Monday."],
}
EXPECT_REJECTED = [
    "I expect you to reconsider and accept the return.",
    "We would like the decision reviewed by a manager.",
    "I need a proper answer why the return was refused.",
]
GREETINGS = {
    "TR": ["Merhaba,", "Merhabalar,", "İyi günler,", "Dear Egeria team,"],
    "GR": ["Kalimera,", "Dear Sirs,", "Geia sas,", "Hello,"],
    "CY": ["Good morning,", "Dear Sir/Madam,", "Hi,", "Kalimera,"],
}
SIGN_OFFS = {
    "TR": ["Saygılarımla,", "İyi çalışmalar,", "Kind regards,", "Teşekkürler,"],
    "GR": ["Me ektimisi,", "Regards,", "Efcharisto,", "Best regards,"],
    "CY": ["Kind regards,", "Thanks,", "Regards,", "Efcharisto,"],
}
STAFF = {
    "TR": [("Elif Korkmaz", "İade ve Müşteri Hizmetleri"), ("Serkan Aydın", "Satış Destek / Sales support"),
           ("Deniz Erdem", "Muhasebe / Accounts")],
    "GR": [("Katerina Zafeiriou", "Customer service"), ("Vasilis Nikolaidis", "Logistiria / Accounts")],
    "CY": [("Chrystalla Michael", "Customer care"), ("Loizos Hadjigeorgiou", "Accounts department")],
}
