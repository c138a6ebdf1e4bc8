"""Danubia Agro Parts: offices, labels, products, customers and wording (Hungary, Romania, Bulgaria).

Every local label carries English beside it (in brackets or after a slash), so a fact never depends on OCR
reading accents or Cyrillic correctly.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Danubia Agro Parts"
LOCALE = {"HUF": "hu", "RON": "ro", "EUR": "bg"}
DOMAIN = {"hu": "danubia-agro.hu", "ro": "danubia-agro.ro", "bg": "danubia-agro.bg"}
OFFICES = {"HUF": ["Debrecen", "Debrecen", "Budapest"], "RON": ["Cluj-Napoca", "Timișoara"], "EUR": ["Plovdiv"]}
OFFICE_CODE = {"Debrecen": "DB", "Budapest": "BP", "Cluj-Napoca": "CJ", "Timișoara": "TM", "Plovdiv": "PV"}
LEGAL_NAME = {"hu": "Danubia Agro Parts Kft.", "ro": "Danubia Agro Parts SRL",
              "bg": "Danubia Agro Parts EOOD"}
LETTERHEAD = {
    "Debrecen": "4031 Debrecen, Mikepércsi út 132. | Adószám (Tax no.): 25431876-2-09 | "
                "Cégjegyzékszám (Reg. no.): 09-09-031245 | Tel. +36 52 412 870",
    "Budapest": "Budapesti iroda (Budapest office): 1097 Budapest, Gubacsi út 38. | Adószám (Tax no.): "
                "25431876-2-09 | Tel. +36 1 348 2290",
    "Cluj-Napoca": "Str. Fabricii 104, 400632 Cluj-Napoca | CIF RO38765412 | Reg. Com. J12/2871/2018 | "
                   "Tel. 0264 431 880",
    "Timișoara": "Punct de lucru Timișoara (branch): Calea Buziașului 59, 300693 Timișoara | CIF RO38765412 | "
                 "Tel. 0256 208 114",
    "Plovdiv": "Данубия Агро Партс ЕООД | бул. Кукленско шосе 17, 4004 Пловдив (17 Kuklensko shose Blvd, Plovdiv) | "
               "ЕИК (UIC) 205318764 | "
               "ДДС № (VAT No.) BG205318764 | тел. 032 641 275",
}
BANK_LINE = {
    "hu": "OTP Bank Nyrt. 11738008-20987654-00000000 | IBAN HU42 1173 8008 2098 7654 0000 0000",
    "ro": "Banca Transilvania, IBAN RO62 BTRL 0130 1202 8765 41XX | ING Bank IBAN RO17 INGB 0000 9999 0412 7751",
    "bg": "УниКредит Булбанк (UniCredit Bulbank) IBAN BG80 UNCR 7000 1523 4567 89, BIC UNCRBGSF",
}
TAX = {"HUF": ("ÁFA (VAT)", Decimal("27")), "RON": ("TVA (VAT)", Decimal("21")), "EUR": ("ДДС / VAT", Decimal("20"))}
TAX_LABELS = {"hu": ["ÁFA 27% (VAT)", "ÁFA összesen (VAT total)", "27% ÁFA / VAT amount"],
              "ro": ["TVA 21% (VAT)", "Total TVA (VAT)", "TVA / VAT 21%"],
              "bg": ["ДДС 20% / VAT 20%", "Начислен ДДС (VAT charged)", "ДДС / VAT"]}
BGN_RATE = Decimal("1.95583")  # the fixed conversion rate: BGN shown beside EUR in the dual-display year

# (name, HUF, RON, EUR): HUF prices are whole hundreds, so 27% VAT stays in whole forints
PRODUCTS = [
    ("Hydraulic gear pump 19 cm3 (MTZ-82)", Decimal("148900"), Decimal("1589.00"), Decimal("312.00")),
    ("Alternator 14V 95A, John Deere 6000", Decimal("126500"), Decimal("1349.00"), Decimal("268.50")),
    ("Starter motor 12V 3.0 kW, Zetor", Decimal("164300"), Decimal("1749.00"), Decimal("349.90")),
    ("PTO shaft 1 3/8\" 6-spline 1010 mm", Decimal("94600"), Decimal("989.00"), Decimal("198.00")),
    ("Borehole pump 4 inch 1.1 kW", Decimal("389900"), Decimal("4120.00"), Decimal("829.00")),
    ("Irrigation controller 8-zone Wi-Fi", Decimal("86400"), Decimal("915.00"), Decimal("184.90")),
    ("Drip irrigation kit 0.5 ha", Decimal("312000"), Decimal("3290.00"), Decimal("659.00")),
    ("Drip tape 16 mm, 1000 m roll", Decimal("41900"), Decimal("445.00"), Decimal("89.50")),
    ("Disc filter 2\" 120 mesh", Decimal("28700"), Decimal("305.00"), Decimal("61.20")),
    ("Solenoid valve 1\" 24 V AC", Decimal("12400"), Decimal("132.00"), Decimal("26.40")),
    ("Oil filter set, New Holland T5", Decimal("18900"), Decimal("199.00"), Decimal("39.90")),
    ("Seed drill disc bearing kit (10 pcs)", Decimal("36800"), Decimal("389.00"), Decimal("78.00")),
    ("Sprinkler gun 1.5 inch + nozzles", Decimal("118000"), Decimal("1249.00"), Decimal("249.00")),
    ("Pressure regulator 2 inch + gauge", Decimal("45600"), Decimal("482.00"), Decimal("96.80")),
    ("LED work light 48 W (pair)", Decimal("23800"), Decimal("252.00"), Decimal("50.60")),
]
CONSUMABLES = {"Drip tape 16 mm, 1000 m roll", "Solenoid valve 1\" 24 V AC",
               "Oil filter set, New Holland T5", "Seed drill disc bearing kit (10 pcs)",
               "LED work light 48 W (pair)", "Disc filter 2\" 120 mesh"}
WARRANTY_PRODUCTS = ["Hydraulic gear pump 19 cm3 (MTZ-82)", "Alternator 14V 95A, John Deere 6000",
                     "Starter motor 12V 3.0 kW, Zetor", "Borehole pump 4 inch 1.1 kW",
                     "Irrigation controller 8-zone Wi-Fi", "Sprinkler gun 1.5 inch + nozzles",
                     "Pressure regulator 2 inch + gauge"]
CARRIERS = {"HUF": ["GLS Hungary", "MPL (Magyar Posta)", "DPD Hungary"],
            "RON": ["Sameday", "FAN Courier", "Cargus"],
            "EUR": ["Speedy", "Econt Express"]}
BANKS = {"HUF": ["OTP Bank", "K&H Bank", "Revolut Business"],
         "RON": ["Banca Transilvania", "ING Bank România", "Revolut Business"],
         "EUR": ["UniCredit Bulbank", "DSK Bank", "Revolut Business"]}
FEE_BASES = ["restocking fee", "return shipping fee"]
FEE_LOCAL = {"hu": {"restocking fee": "visszavételi díj", "return shipping fee": "visszaszállítási díj"},
             "ro": {"restocking fee": "taxă de reintroducere în stoc", "return shipping fee": "cost transport retur"},
             "bg": {"restocking fee": "такса за връщане в склад", "return shipping fee": "разходи за обратна доставка"}}
FLAT_FEE = {"HUF": Decimal("2990"), "RON": Decimal("25.00"), "EUR": Decimal("8.50")}

CUSTOMERS = {
    "HUF": [
        ("Kovács Péter", "Mikepércsi út 88., 4030 Debrecen"),
        ("Nagy Erzsébet", "Szentvér utca 14., 4300 Nyírbátor"),
        ("Szabó István", "Orosházi út 51., 5600 Békéscsaba"),
        ("Tóth Gábor", "Szolnoki út 19/A, 6000 Kecskemét"),
        ("Horváth Zoltán", "Külső Pozsonyi út 7., 9700 Szombathely"),
        ("Varga Katalin", "Csépi út 102., 2310 Szigetszentmiklós"),
        ("Molnár László", "Debreceni útfél 33., 4200 Hajdúszoboszló"),
        ("Farkas Judit", "Kossuth Lajos sugárút 76., 6720 Szeged"),
        ("Balogh Attila", "Kistályai út 4., 3300 Eger"),
        ("Kiss Ferenc", "Tokaji út 150., 4400 Nyíregyháza"),
    ],
    "RON": [
        ("Ioan Mureșan", "Str. Câmpului 23, Apahida, jud. Cluj"),
        ("Maria Ionescu", "Str. Libertății 8, Jimbolia, jud. Timiș"),
        ("Andrei Popescu", "Calea Turzii 210, Cluj-Napoca"),
        ("Gheorghe Crișan", "Sat Cheșereu nr. 145, jud. Bihor"),
        ("Elena Dumitrescu", "Str. Gării 41, Lugoj, jud. Timiș"),
        ("Szilágyi Csaba", "Str. Avram Iancu 54, Salonta, jud. Bihor"),
        ("Cristina Bogdan", "Bd. Revoluției 15, Arad"),
        ("Mihai Oltean", "Str. Morii 6, Dej, jud. Cluj"),
    ],
    "EUR": [
        ("Georgi Petrov", "ул. Генерал Гурко 12, 4000 Пловдив (Plovdiv)"),
        ("Ivan Dimitrov", "ул. Христо Ботев 3, с. Царацово (Tsaratsovo), обл. Пловдив"),
        ("Desislava Ivanova", "ул. Васил Левски 41, гр. Асеновград (Asenovgrad)"),
        ("Stoyan Kolev", "бул. България 88, гр. Пазарджик (Pazardzhik)"),
        ("Milena Georgieva", "ул. Цар Симеон Велики 110, гр. Стара Загора (Stara Zagora)"),
        ("Nikolay Stoyanov", "ул. Шипка 9, с. Брестовица (Brestovitsa)"),
    ],
}
TOWN = {"Kovács Péter": "Debrecen", "Nagy Erzsébet": "Nyírbátor", "Szabó István": "Békéscsaba",
        "Tóth Gábor": "Kecskemét", "Horváth Zoltán": "Szombathely", "Varga Katalin": "Szigetszentmiklós",
        "Molnár László": "Hajdúszoboszló", "Farkas Judit": "Szeged", "Balogh Attila": "Eger",
        "Kiss Ferenc": "Nyíregyháza", "Ioan Mureșan": "Apahida", "Maria Ionescu": "Jimbolia",
        "Andrei Popescu": "Cluj-Napoca", "Gheorghe Crișan": "Cheșereu", "Elena Dumitrescu": "Lugoj",
        "Szilágyi Csaba": "Salonta", "Cristina Bogdan": "Arad", "Mihai Oltean": "Dej", "Georgi Petrov": "Plovdiv",
        "Ivan Dimitrov": "Tsaratsovo", "Desislava Ivanova": "Asenovgrad", "Stoyan Kolev": "Pazardzhik",
        "Milena Georgieva": "Stara Zagora", "Nikolay Stoyanov": "Brestovitsa"}
BUSINESSES = {
    "HUF": ["Hajdúsági Agrár Kft.", "Rákóczi Mezőgazdasági Szövetkezet", "Tisza-menti Gépkör Kft.",
            "Alföldi Öntözés Bt."],
    "RON": ["Agro Someș SRL", "Cooperativa Agricolă Banat Grâu", "Ferma Crișana SRL", "Mecanizare Apuseni SRL"],
    "EUR": ["Тракия Агро ЕООД (Trakia Agro EOOD)", "ЗК Нива (Niva agricultural cooperative)",
            "Марица Фрукт ООД (Maritsa Fruit OOD)"],
}
MAIL_DOMAIN = {"HUF": ["example.hu", "freemail.example.hu"], "RON": ["example.ro", "yahoo.example.ro"],
               "EUR": ["example.bg", "abv.example.bg"]}
STAFF = {"hu": {"returns": "Szűcs Anita, reklamációs ügyintéző (returns clerk)",
                "sales": "Papp Norbert, értékesítés (sales)", "accounts": "Fekete Ildikó, pénzügy (accounts)",
                "warehouse": "Raktár / Warehouse team"},
         "ro": {"returns": "Raluca Moldovan, departament retururi (returns)", "sales": "Sorin Chiriac, vânzări (sales)",
                "accounts": "Ana Pop, contabilitate (accounts)", "warehouse": "Echipa depozit / Warehouse team"},
         "bg": {"returns": "Анна Маринова / Anna Marinova, рекламации (returns)",
                "sales": "Петър Янев / Petar Yanev, продажби (sales)",
                "accounts": "Елена Тодорова / Elena Todorova, счетоводство (accounts)",
                "warehouse": "Склад / Warehouse team"}}

GENERIC_REASONS = [
    "the goods arrived damaged and the box was also broken",
    "we ordered the wrong version by mistake and it does not fit our machine",
    "the item is not the same as on the photo in the web shop",
]
RETURN_REASONS = {  # per product, beside the generic ones
    "Hydraulic gear pump 19 cm3 (MTZ-82)": [
        "the flange does not match our MTZ-82, the bolt holes are in a different position"],
    "Alternator 14V 95A, John Deere 6000": [
        "the alternator pulley is for a single V-belt but our engine has a poly-V belt"],
    "Starter motor 12V 3.0 kW, Zetor": ["the starter has 10 teeth and our flywheel needs 9 teeth"],
    "PTO shaft 1 3/8\" 6-spline 1010 mm": [
        "the PTO shaft has the wrong spline count, our mower needs 21 splines and not 6"],
    "Borehole pump 4 inch 1.1 kW": [
        "the pump is too long for our well casing and cannot be lowered to the water"],
    "Irrigation controller 8-zone Wi-Fi": [
        "the controller does not connect to our Wi-Fi and the app gives an error every time"],
    "Drip irrigation kit 0.5 ha": [
        "the hail destroyed the crop and the irrigation project is cancelled for this year"],
    "Drip tape 16 mm, 1000 m roll": ["the rolls arrived crushed and the tape is split along several metres"],
    "Disc filter 2\" 120 mesh": ["the thread is BSP and our line needs the NPT thread"],
    "Solenoid valve 1\" 24 V AC": ["we ordered too many valves, half of them are not needed"],
    "Oil filter set, New Holland T5": ["the filters are for the T5 Electro Command, not our T5 Dual Command"],
    "Seed drill disc bearing kit (10 pcs)": ["the bearings are 62 mm and our drill needs the 72 mm ones"],
    "Sprinkler gun 1.5 inch + nozzles": ["the gun leaks at the swivel from the first day"],
    "Pressure regulator 2 inch + gauge": ["the glass of the gauge was cracked when we opened the box"],
    "LED work light 48 W (pair)": ["one of the two lights does not switch on at all"],
}
ISSUES = {  # per warranty product
    "Hydraulic gear pump 19 cm3 (MTZ-82)": ["Oil leaks at the shaft seal after about 40 operating hours",
                                                   "Pressure drops and the pump knocks loudly under load"],
    "Alternator 14V 95A, John Deere 6000": ["Does not charge above 12.2 V, battery warning light stays on",
                                                        "Bearing noise and the voltage jumps between 11 and 15 V"],
    "Starter motor 12V 3.0 kW, Zetor": ["Clicks but does not turn the engine, the solenoid gets very hot"],
    "Borehole pump 4 inch 1.1 kW": ["Trips the breaker after 5 minutes of running, motor smells burnt",
                                                 "Runs but gives almost no water, pressure under 1 bar"],
    "Irrigation controller 8-zone Wi-Fi": ["Restarts by itself every few minutes and loses all watering programmes",
                                           "Zones 5 to 8 do not open, the display shows error E4"],
    "Sprinkler gun 1.5 inch + nozzles": ["The gun stops turning after a few minutes, the arm spring is broken"],
    "Pressure regulator 2 inch + gauge": ["Gauge needle stuck at 2 bar and the valve does not open any more"],
}

LABELS = {
    "hu": {
        "order_id": ["Rendelésszám (Order no.)", "Rendelés azonosító / Order ID", "Megrendelés száma (Order number)",
                     "Order no."],
        "customer_id": ["Vevőkód (Customer code)", "Ügyfélszám / Customer no.", "Partnerkód (Account)",
                        "Customer code"],
        "customer_name": ["Vevő (Buyer)", "Vevő neve / Customer name", "Megrendelő (Customer)", "Name"],
        "invoice_number": ["Számla sorszáma (Invoice no.)", "Számlaszám / Invoice number", "Sorszám (No.)"],
        "invoice_date": ["Számla kelte (Invoice date)", "Kiállítás dátuma / Date of issue", "Kelt (Issued)"],
        "order_date": ["Rendelés dátuma (Order date)", "Megrendelés kelte / Ordered on"],
        "subtotal": ["Nettó összesen (Net total)", "Nettó érték / Net amount", "Összesen nettó (Subtotal)"],
        "order_total": ["Bruttó végösszeg (Gross total)", "Fizetendő (Amount payable)", "Mindösszesen / Grand total"],
        "case_number": ["Reklamáció száma (Claim no.)", "Ügyszám / Case no.", "Visszáru azonosító (Return ref.)",
                        "Claim ref."],
        "form_date": ["Dátum (Date)", "Kelt / Dated", "Bejelentés dátuma (Date of claim)"],
        "product_name": ["Termék (Product)", "Megnevezés / Item", "Visszaküldött termék (Item returned)"],
        "return_reason": ["Visszaküldés oka (Reason for return)", "Indoklás / Reason", "Reason"],
        "refund_requested": ["Visszaigényelt összeg (Refund claimed)", "Kért visszatérítés / Refund requested"],
        "refund_eligible": ["Visszatéríthető összeg (Refundable amount)", "Jogosult összeg / Eligible amount"],
        "refund_approved": ["Jóváhagyott visszatérítés (Approved refund)", "Visszautalandó / Amount to be refunded",
                            "Approved refund"],
        "approval_date": ["Elbírálás dátuma (Decision date)", "Jóváhagyás kelte / Approved on"],
        "refund_status": ["Státusz (Status)", "Döntés / Decision", "Eredmény (Outcome)"],
        "exec_status": ["Státusz (Status)", "Állapot / Status"],
        "oc_total": ["Fizetendő bruttó (Total incl. VAT)", "Rendelés összesen / Order total", "Végösszeg (Total)"],
        "promised_date": ["Várható jóváírás (Credit expected by)", "Visszautalás határideje / Refund by"],
        "delivery_estimate": ["Várható kézbesítés (Expected delivery)", "Szállítás várható napja / ETA",
                              "Estimated delivery"],
        "serial_number": ["Gyári szám (Serial no.)", "Sorozatszám / S/N"],
        "issue_description": ["Hiba leírása (Fault description)", "Hibajelenség / Fault"],
        "form_deadline": ["Kért javítási határidő (Needed back by)", "Határidő / Deadline"],
        "ship_name": ["Címzett (Consignee)", "Átvevő / Deliver to"],
        "carrier": ["Fuvarozó (Carrier)", "Futárszolgálat / Courier", "Szállító (Shipped via)"],
        "tracking_number": ["Csomagszám (Parcel no.)", "Nyomkövetési szám / Tracking no.",
                            "Küldeményazonosító (Consignment ID)"],
        "ship_date": ["Feladás dátuma (Dispatch date)", "Kiszállítás kezdete / Shipped on",
                      "Átadva a futárnak (Handed to courier)"],
        "refund_executed": ["Összeg (Amount)", "Átutalt összeg / Amount transferred", "Visszautalt összeg (Refunded)"],
        "execution_date": ["Terhelés dátuma (Debit date)", "Értéknap / Value date", "Teljesítés dátuma (Executed on)"],
        "payment_reference": ["Tranzakció azonosító (Transaction ID)", "Banki hivatkozás / Bank ref.", "Reference"],
    },
    "ro": {
        "order_id": ["Nr. comandă (Order no.)", "Comanda nr. / Order number", "ID comandă (Order ID)", "Order no."],
        "customer_id": ["Cod client (Customer code)", "Nr. client / Customer no.", "Customer ID"],
        "customer_name": ["Cumpărător (Buyer)", "Client / Customer", "Nume client (Customer name)", "Name"],
        "invoice_number": ["Nr. factură (Invoice no.)", "Număr factură / Invoice number", "Factura nr. (No.)"],
        "invoice_date": ["Data emiterii (Date of issue)", "Data facturii / Invoice date", "Data (Date)"],
        "order_date": ["Data comenzii (Order date)", "Comandă din / Ordered on"],
        "subtotal": ["Total fără TVA (Net total)", "Valoare netă / Subtotal", "Bază impozabilă (Tax base)"],
        "order_total": ["Total de plată (Total payable)", "Total factură / Invoice total",
                        "Total cu TVA (Total incl. VAT)"],
        "case_number": ["Nr. retur (Return no.)", "Nr. reclamație / Claim no.", "Dosar (Case no.)", "RMA"],
        "form_date": ["Data (Date)", "Data cererii / Date of request"],
        "product_name": ["Produs (Product)", "Denumire produs / Item", "Articol returnat (Item returned)"],
        "return_reason": ["Motivul returului (Reason for return)", "Motiv / Reason"],
        "refund_requested": ["Sumă solicitată (Refund requested)", "Valoare de rambursat / Refund claimed"],
        "refund_eligible": ["Sumă eligibilă (Eligible amount)", "Valoare returnabilă / Refundable amount"],
        "refund_approved": ["Rambursare aprobată (Approved refund)", "Sumă aprobată / Amount approved"],
        "approval_date": ["Data deciziei (Decision date)", "Aprobat la / Approved on"],
        "refund_status": ["Status", "Decizie / Decision", "Stare (Status)"],
        "exec_status": ["Stare (Status)", "Status"],
        "oc_total": ["Total de plată cu TVA (Total incl. VAT)", "Total comandă / Order total", "Total (cu TVA)"],
        "promised_date": ["Termen rambursare (Refund by)", "Data estimată a plății / Expected payment"],
        "delivery_estimate": ["Livrare estimată (Estimated delivery)", "Data estimată de livrare / ETA"],
        "serial_number": ["Serie produs (Serial no.)", "Nr. serie / S/N"],
        "issue_description": ["Descrierea defectului (Fault description)", "Defect constatat / Fault"],
        "form_deadline": ["Termen solicitat (Needed by)", "Termen / Deadline"],
        "ship_name": ["Destinatar (Consignee)", "Livrare către / Deliver to"],
        "carrier": ["Curier (Courier)", "Transportator / Carrier"],
        "tracking_number": ["AWB", "Nr. AWB (Tracking no.)", "Număr urmărire / Tracking no."],
        "ship_date": ["Data expedierii (Dispatch date)", "Expediat la / Shipped on",
                      "Predat curierului (Handed to courier)"],
        "refund_executed": ["Sumă (Amount)", "Suma transferată / Amount transferred", "Rambursat (Refunded)"],
        "execution_date": ["Data tranzacției (Transaction date)", "Data valutei / Value date",
                           "Data plății (Payment date)"],
        "payment_reference": ["Referință (Reference)", "Nr. ordin de plată / Payment order no.",
                              "ID tranzacție (Transaction ID)"],
    },
    "bg": {
        "order_id": ["Поръчка № / Order no.", "Номер на поръчка (Order number)", "Order ID"],
        "customer_id": ["Клиентски номер / Customer no.", "Код на клиент (Customer code)", "Customer ID"],
        "customer_name": ["Получател / Customer", "Клиент (Customer)", "Име / Name"],
        "invoice_number": ["Фактура № / Invoice no.", "Номер (No.)"],
        "invoice_date": ["Дата на издаване / Date of issue", "Дата (Date)"],
        "order_date": ["Дата на поръчка / Order date", "Поръчано на (Ordered on)"],
        "subtotal": ["Данъчна основа / Tax base", "Сума без ДДС (Net amount)"],
        "order_total": ["Сума за плащане / Total due", "Обща стойност (Total)", "Всичко / Grand total"],
        "case_number": ["Рекламация № / Claim no.", "Номер на случай (Case no.)", "Return ref."],
        "form_date": ["Дата / Date", "Дата на подаване (Submitted on)"],
        "product_name": ["Продукт / Product", "Артикул (Item)"],
        "return_reason": ["Причина за връщане / Reason for return", "Причина (Reason)"],
        "refund_requested": ["Искана сума / Refund requested", "Сума за възстановяване (Refund claimed)"],
        "refund_eligible": ["Сума за възстановяване по правилата / Eligible amount", "Eligible amount"],
        "refund_approved": ["Одобрена сума / Approved refund", "Одобрено възстановяване (Refund approved)"],
        "approval_date": ["Дата на решение / Decision date", "Одобрено на (Approved on)"],
        "refund_status": ["Статус / Status", "Решение (Decision)"],
        "exec_status": ["Статус / Status", "Състояние (Status)"],
        "oc_total": ["Обща сума с ДДС / Total incl. VAT", "Сума на поръчката (Order total)"],
        "promised_date": ["Срок за възстановяване / Refund by", "Очаквано плащане (Expected payment)"],
        "delivery_estimate": ["Очаквана доставка / Expected delivery", "Срок на доставка (ETA)"],
        "serial_number": ["Сериен номер / Serial no.", "S/N"],
        "issue_description": ["Описание на дефекта / Fault description", "Дефект (Fault)"],
        "form_deadline": ["Желан срок / Needed by", "Краен срок (Deadline)"],
        "ship_name": ["Получател / Consignee", "Доставка до (Deliver to)"],
        "carrier": ["Куриер / Courier", "Спедитор (Carrier)"],
        "tracking_number": ["Товарителница № / Waybill no.", "Номер на пратка (Tracking no.)"],
        "ship_date": ["Дата на изпращане / Dispatch date", "Изпратено на (Shipped on)"],
        "refund_executed": ["Сума / Amount", "Преведена сума (Amount transferred)"],
        "execution_date": ["Дата на вальор / Value date", "Дата на превода (Transfer date)"],
        "payment_reference": ["Референция / Reference", "End-to-end ID", "Номер на транзакция (Transaction ID)"],
    },
}

INVOICE_TITLES = {"hu": ["SZÁMLA / INVOICE", "Számla (Invoice)", "ELEKTRONIKUS SZÁMLA / E-INVOICE"],
                  "ro": ["FACTURĂ FISCALĂ / TAX INVOICE", "FACTURĂ / INVOICE", "Factură fiscală (Invoice)"],
                  "bg": ["ФАКТУРА / INVOICE", "ФАКТУРА (INVOICE)"]}
TABLE_HEADERS = {  # short enough for the invoice's narrow number columns
    "hu": [["Megnevezés (Description)", "Menny./Qty", "Egységár", "Nettó érték"],
           ["Termék / Item", "Db / Qty", "Ár / Price", "Összeg"]],
    "ro": [["Denumire produs (Product)", "Cant./Qty", "Preț unitar", "Valoare"],
           ["Produs / Item", "Cant.", "Preț/Price", "Valoare/Value"]],
    "bg": [["Наименование / Description", "К-во/Qty", "Ед. цена", "Стойност"],
           ["Артикул (Item)", "Бр./Qty", "Цена/Price", "Сума/Amount"]],
}
INVOICE_NOTES = {
    "hu": ["A számla adatai a NAV Online Számla rendszerébe továbbításra kerültek (reported to NAV Online Invoice).",
           "Fizetési mód: átutalás (bank transfer). Késedelmes fizetés esetén a Ptk. szerinti kamatot számítjuk fel.",
           "Fizetve bankkártyával / Paid by card - web shop order. Köszönjük a vásárlást!"],
    "ro": ["Factura a fost transmisă în sistemul RO e-Factura (submitted to RO e-Factura).",
           "Factura circulă fără semnătură și ștampilă conform Codului Fiscal (valid without signature and stamp).",
           "Plată prin card online / Paid online by card. Vă mulțumim!"],
    "bg": ["Съгласно чл. 6, ал. 1 от Закона за счетоводството подпис и печат не са задължителни "
           "(signature and stamp not required).",
           "Начин на плащане: банков превод (payment: bank transfer).",
           "Платено с карта / Paid by card online. Благодарим Ви!"],
}
TERMS_PAGE = {
    "hu": ["ÁSZF, kivonat / Terms of sale (extract)",
           "1. Online vásárlás esetén a fogyasztó 14 napon belül indoklás nélkül elállhat (14-day withdrawal).",
           "2. Beépített vagy olajjal szennyezett alkatrészt nem veszünk vissza "
           "(fitted or oily parts are not taken back).",
           "3. Bontatlan, hibátlan termék visszavételekor 15% visszavételi díjat számíthatunk fel (restocking fee).",
           "4. A jótállási igényt a jótállási jeggyel és a számlával együtt kérjük bejelenteni."],
    "ro": ["Condiții de vânzare / Terms of sale",
           "1. Dreptul de retragere: 14 zile de la primirea produsului (14-day right of withdrawal).",
           "2. Piesele montate sau murdare de ulei nu se primesc înapoi (fitted parts are not accepted back).",
           "3. Pentru produsele desigilate se poate reține o taxă de 15% (restocking fee).",
           "4. Garanția se acordă pe baza facturii și a certificatului de garanție."],
    "bg": ["Общи условия / Terms of sale",
           "1. Право на отказ в срок от 14 дни (14-day right of withdrawal).",
           "2. Монтирани или замърсени с масло части не се приемат обратно (fitted parts are not taken back).",
           "3. При отворена опаковка може да се удържи такса 15% (restocking fee).",
           "4. Гаранционно обслужване срещу фактура и гаранционна карта (warranty card)."],
}
RETURNS_ADDRESS = {"hu": "Danubia Agro Parts Kft., Reklamáció, Mikepércsi út 132., 4031 Debrecen",
                   "ro": "Danubia Agro Parts SRL, Retururi, Str. Fabricii 104, 400632 Cluj-Napoca",
                   "bg": "Данубия Агро Партс ЕООД, Рекламации, бул. Кукленско шосе 17, 4004 Пловдив"}

LOCAL = {
    "hu": {"GREETINGS": ["Tisztelt Danubia Agro Parts!", "Tisztelt Hölgyem/Uram! (Dear Sir or Madam,)",
                         "Dear Danubia team,", "Jó napot kívánok! (Good day,)"],
           "SIGN_OFFS": ["Üdvözlettel / Best regards,", "Tisztelettel,", "Köszönöm, üdvözlettel,", "Best regards,"],
           "RELATIVE_DEADLINES": [("within 8 days", 8), ("within 15 days", 15),
                                  ("until the end of this month", "month_end"), ("within two weeks", 14)],
           "DEADLINE_WORDS": ["by {}", "until {}", "latest on {}", "not later than {}"]},
    "ro": {"GREETINGS": ["Bună ziua,", "Stimate domn, stimată doamnă,", "Dear Danubia team,", "Hello,"],
           "SIGN_OFFS": ["Cu stimă,", "Mulțumesc, o zi bună,", "Best regards,", "Cu respect,"],
           "RELATIVE_DEADLINES": [("within 14 days", 14), ("in maximum 10 days", 10),
                                  ("by the end of the month", "month_end")],
           "DEADLINE_WORDS": ["by {}", "until {}", "no later than {}", "before {}"]},
    "bg": {"GREETINGS": ["Здравейте, (Hello,)", "Уважаеми господа, (Dear Sirs,)", "Dear Danubia team,", "Hello,"],
           "SIGN_OFFS": ["Поздрави, (Regards,)", "С уважение / Kind regards,", "Thank you, regards,"],
           "RELATIVE_DEADLINES": [("within 7 days", 7), ("within 14 days", 14),
                                  ("by the end of this month", "month_end")],
           "DEADLINE_WORDS": ["by {}", "before {}", "not later than {}", "latest {}"]},
}
UNRESOLVED_DEADLINES = ["before the spring sowing starts", "before the maize harvest",
                        "before the irrigation season begins", "before the grape harvest",
                        "before our next spraying round"]

EXPECT_REFUND_DL = {
    "I": ["I kindly ask you to transfer the money back to my account {dl}.",
          "Please be so kind and refund the amount {dl}.",
          "I expect the refund on my bank account {dl}."],
    "we": ["We kindly ask you to transfer the refund to our account {dl}.",
           "We expect the money back {dl}, as we have to close the month in the accounts.",
           "Please refund the amount to our company account {dl}."],
}
EXPECT_REFUND_NO_DL = {
    "I": ["I would like to receive the full price back on my bank account.",
          "Please send the money back to the card I paid with."],
    "we": ["We would like a refund to our bank account, not a credit note.",
           "Please transfer the amount back to our account as soon as possible."],
}
EXPECT_REPAIR_DL = {
    "I": ["I need the repaired part back {dl}, otherwise the tractor stays in the yard.",
          "Please repair or exchange it {dl}."],
    "we": ["We need the unit back working {dl} because the machine is standing without it.",
           "Please send us a replacement {dl}."],
}
EXPECT_REPAIR_NO_DL = {
    "I": ["Please inform me what is the status of the repair.", "I would like to get a new unit instead."],
    "we": ["Please let us know when we can collect the unit from your service.",
           "We would like an exchange for a new piece."],
}
EXPECT_DELIVERY_DL = {
    "I": ["I need the parcel {dl}, please check with the courier.",
          "Please make sure the goods are delivered {dl}."],
    "we": ["We need the parts on the farm {dl}, otherwise the work stops.",
           "Please arrange that the shipment arrives {dl}."],
}
EXPECT_REJECTED = {
    "I": ["I ask you to check my case again and accept the return.",
          "Please reconsider the decision and refund at least part of the price."],
    "we": ["We ask you to review the decision and accept the return.",
           "Please reconsider, we are your customer for many years."],
}
