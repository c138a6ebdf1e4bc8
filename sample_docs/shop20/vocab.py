"""Tripoint Tools: the shop's offices, customers, catalogue, carriers and customer phrasing.

Plain data. Three offices, each with its own paperwork: Wrocław (PL, PLN), Brno (CZ, CZK) and
Linz with a Vienna branch (AT, EUR). Customers write English as a second language; the shop's
printed forms keep their local labels, some of them bilingual.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Tripoint Tools"
DOMAIN = "tripoint-tools.example"

CURRENCY = {"PL": "PLN", "CZ": "CZK", "AT": "EUR"}
VAT = {"PL": Decimal("23"), "CZ": Decimal("21"), "AT": Decimal("20")}

OFFICE = {
    "PL": {
        "entity": "Tripoint Tools Polska Sp. z o.o.",
        "lines": ["ul. Krakowska 180, 52-015 Wrocław",
                  "NIP: 899-274-15-53 · REGON: 021784431 · KRS: 0000398122 · BDO: 000081274",
                  "tel. +48 71 344 12 90 · fax +48 71 344 12 99 · www.tripoint-tools.example"],
        "bank": "mBank S.A. 61 1140 2004 0000 3102 7521 8874",
        "city": "Wrocław",
        "mail": {"orders": "zamowienia", "shipping": "magazyn.wroclaw", "returns": "reklamacje",
                 "accounts": "ksiegowosc", "service": "serwis.pl"},
    },
    "CZ": {
        "entity": "Tripoint Tools CZ s.r.o.",
        "lines": ["Vídeňská 112, 619 00 Brno",
                  "IČO: 28314562 · DIČ: CZ28314562 · C 61844 vedená u Krajského soudu v Brně",
                  "tel. +420 543 211 870 · www.tripoint-tools.example"],
        "bank": "Komerční banka, č. ú. 107-2873410227/0100",
        "city": "Brno",
        "mail": {"orders": "objednavky", "shipping": "sklad.brno", "returns": "reklamace",
                 "accounts": "uctarna", "service": "servis.cz"},
    },
    "AT": {
        "entity": "Tripoint Tools Austria GmbH",
        "lines": ["Industriezeile 47, 4020 Linz · Filiale Wien: Laxenburger Straße 210, 1230 Wien",
                  "UID-Nr.: ATU68314527 · FN 389214 f, Landesgericht Linz",
                  "Tel. +43 732 77 41 20 · www.tripoint-tools.example"],
        "bank": "Raiffeisenlandesbank OÖ, IBAN AT48 3400 0000 0271 4839, BIC RZOOAT2L",
        "city": "Linz",
        "mail": {"orders": "verkauf", "shipping": "versand.linz", "returns": "retouren",
                 "accounts": "buchhaltung", "service": "service.at"},
    },
}

# (customer name as billed, contact person, address lines, e-mail, business?, tax line, phone)
CUSTOMERS = {
    "PL": [
        ("Agromech Kos Sp. z o.o.", "Tomasz Wrona", ["ul. Polna 14", "55-080 Kąty Wrocławskie"],
         "t.wrona@agromech-kos.example", True, "NIP 896-153-22-71", "+48 604 218 377"),
        ("Zakład Mechaniki Pojazdowej Marek Lis", "Marek Lis", ["ul. Opolska 52", "49-300 Brzeg"],
         "zmp.lis@poczta.example", True, "NIP 747-102-88-36", "77 416 20 95"),
        ("Gospodarstwo Rolne Anna Kubiak", "Anna Kubiak", ["Wierzbno 31", "63-430 Odolanów"],
         "kubiak.gospodarstwo@wp.example", True, "NIP 622-208-41-17", "+48 691 330 514"),
        ("Stolarnia DREWBUD Nowak i Syn", "Krzysztof Nowak", ["ul. Leśna 8", "58-100 Świdnica"],
         "biuro@drewbud-nowak.example", True, "NIP 884-233-70-12", "74 852 61 40"),
        ("FLEXPOL Zakłady Metalowe S.A.", "Agnieszka Malinowska", ["ul. Przemysłowa 21", "41-400 Mysłowice"],
         "zaopatrzenie@flexpol.example", True, "NIP 222-007-45-61", "+48 32 318 90 00"),
        ("Paweł Zieliński", "Paweł Zieliński", ["ul. Kasztanowa 7/12", "50-364 Wrocław"],
         "pawel.zielinski82@onet.example", False, "", "+48 512 407 288"),
        ("Katarzyna Wójcik", "Katarzyna Wójcik", ["os. Słoneczne 4/18", "58-500 Jelenia Góra"],
         "kasia.wojcik@interia.example", False, "", "+48 783 115 902"),
    ],
    "CZ": [
        ("Strojírny Hlinsko, s.r.o.", "Petr Dvořák", ["Průmyslová 1144", "539 01 Hlinsko"],
         "dvorak@strojirny-hlinsko.example", True, "IČO: 25947281, DIČ: CZ25947281", "+420 469 311 250"),
        ("Autoservis Novotný", "Jiří Novotný", ["Hybešova 38", "602 00 Brno"],
         "autoservis.novotny@seznam.example", True, "IČO: 71234588", "+420 603 551 207"),
        ("ZD Vysočina Bystřice", "Jana Horáková", ["Zahradní 512", "593 01 Bystřice nad Pernštejnem"],
         "dilna@zd-vysocina.example", True, "IČO: 00139521, DIČ: CZ00139521", "+420 566 552 118"),
        ("KOVO Pražák a syn", "Martin Pražák", ["Na Ostrově 9", "674 01 Třebíč"],
         "kovo.prazak@email.example", True, "IČO: 46991720", "+420 731 402 665"),
        ("Lucie Svobodová", "Lucie Svobodová", ["Palackého třída 17", "612 00 Brno"],
         "lucie.svobodova@seznam.example", False, "", "+420 776 218 390"),
        ("Tomáš Procházka", "Tomáš Procházka", ["Nádražní 8", "785 01 Šternberk"],
         "t.prochazka@centrum.example", False, "", "+420 604 881 327"),
    ],
    "AT": [
        ("Tischlerei Huber GmbH", "Markus Huber", ["Hauptstraße 42", "4600 Wels"],
         "office@tischlerei-huber.example", True, "UID: ATU57234819", "+43 7242 46 1 88"),
        ("Landmaschinen Pichler KG", "Stefan Pichler", ["Dorfplatz 3", "3340 Waidhofen an der Ybbs"],
         "werkstatt@pichler-landtechnik.example", True, "UID: ATU63318204", "+43 664 381 22 70"),
        ("Metallbau Steiner & Söhne GmbH", "Ing. Claudia Steiner", ["Industriestraße 9", "8430 Leibnitz"],
         "einkauf@steiner-metallbau.example", True, "UID: ATU45902317", "+43 3452 821 40"),
        ("Kfz-Technik Berger", "Lukas Berger", ["Wiener Straße 131", "2700 Wiener Neustadt"],
         "berger.kfz@aon.example", True, "UID: ATU71820456", "+43 2622 24 117"),
        ("Sabine Gruber", "Sabine Gruber", ["Favoritenstraße 118/2/14", "1100 Wien"],
         "sabine.gruber@gmx.example", False, "", "+43 676 512 40 83"),
        ("Florian Leitner", "Florian Leitner", ["Leonfeldner Straße 27", "4040 Linz"],
         "f.leitner@chello.example", False, "", "+43 699 102 47 61"),
    ],
}

# key: (English, Polish, Czech, German, net EUR price, serial prefix or None)
PRODUCTS = [
    ("Tauern SB 850 Impact Drill", "Wiertarka udarowa Tauern SB 850", "Příklepová vrtačka Tauern SB 850",
     "Schlagbohrmaschine Tauern SB 850", Decimal("89.00"), "SB85"),
    ("Oderwerk AKS 18 Cordless Drill Kit", "Wkrętarka akumulatorowa Oderwerk AKS 18",
     "Aku vrtačka Oderwerk AKS 18", "Akku-Bohrschrauber Oderwerk AKS 18", Decimal("169.00"), "AKS18"),
    ("Brnomat KP 50/260 Piston Compressor", "Sprężarka tłokowa Brnomat KP 50/260",
     "Pístový kompresor Brnomat KP 50/260", "Kolbenkompressor Brnomat KP 50/260", Decimal("329.00"), "KP50"),
    ("Brnomat KS 200/600 Two-Stage Compressor", "Sprężarka dwustopniowa Brnomat KS 200/600",
     "Dvoustupňový kompresor Brnomat KS 200/600", "Zweistufenkompressor Brnomat KS 200/600",
     Decimal("1249.00"), "KS200"),
    ("Tauern MIG 200 Multi-Process Welder", "Spawarka MIG/MAG Tauern MIG 200", "Svářečka MIG/MAG Tauern MIG 200",
     "Schweißgerät MIG/MAG Tauern MIG 200", Decimal("549.00"), "MG200"),
    ("Oderwerk TIG 200 AC/DC Inverter Welder", "Spawarka TIG Oderwerk TIG 200 AC/DC",
     "Svářecí invertor Oderwerk TIG 200 AC/DC", "WIG-Schweißinverter Oderwerk TIG 200 AC/DC",
     Decimal("899.00"), "TG200"),
    ("Sázava PK 1600 Circular Saw", "Pilarka tarczowa Sázava PK 1600", "Kotoučová pila Sázava PK 1600",
     "Handkreissäge Sázava PK 1600", Decimal("119.00"), "PK16"),
    ("Tauern BS 315 Metal Band Saw", "Piła taśmowa do metalu Tauern BS 315", "Pásová pila na kov Tauern BS 315",
     "Metallbandsäge Tauern BS 315", Decimal("1390.00"), "BS315"),
    ("Sázava UB 125 Angle Grinder", "Szlifierka kątowa Sázava UB 125", "Úhlová bruska Sázava UB 125",
     "Winkelschleifer Sázava UB 125", Decimal("64.90"), "UB125"),
    ("Oderwerk HD 160 Pressure Washer", "Myjka ciśnieniowa Oderwerk HD 160", "Vysokotlaký čistič Oderwerk HD 160",
     "Hochdruckreiniger Oderwerk HD 160", Decimal("279.00"), "HD160"),
    ("Sázava GE 3500 Petrol Generator", "Agregat prądotwórczy Sázava GE 3500", "Elektrocentrála Sázava GE 3500",
     "Stromerzeuger Sázava GE 3500", Decimal("449.00"), "GE35"),
    ("Deep groove ball bearing 6205-2RS", "Łożysko kulkowe 6205-2RS", "Kuličkové ložisko 6205-2RS",
     "Rillenkugellager 6205-2RS", Decimal("3.40"), None),
    ("Tapered roller bearing 30208", "Łożysko stożkowe 30208", "Kuželíkové ložisko 30208",
     "Kegelrollenlager 30208", Decimal("11.80"), None),
    ("V-belt SPA 1250", "Pas klinowy SPA 1250", "Klínový řemen SPA 1250", "Keilriemen SPA 1250",
     Decimal("9.60"), None),
    ("Timing belt HTD 8M-1200-30", "Pas zębaty HTD 8M-1200-30", "Ozubený řemen HTD 8M-1200-30",
     "Zahnriemen HTD 8M-1200-30", Decimal("27.50"), None),
    ("Air filter element for KP 50", "Wkład filtra powietrza do KP 50", "Vložka vzduchového filtru pro KP 50",
     "Luftfiltereinsatz für KP 50", Decimal("6.20"), None),
    ("Hydraulic return filter HR 160, 10 µm", "Filtr hydrauliczny powrotny HR 160, 10 µm",
     "Zpětný hydraulický filtr HR 160, 10 µm", "Hydraulik-Rücklauffilter HR 160, 10 µm", Decimal("23.90"), None),
    ("Tractor oil filter OF 940-25", "Filtr oleju do ciągnika OF 940-25", "Olejový filtr pro traktor OF 940-25",
     "Traktor-Ölfilter OF 940-25", Decimal("7.90"), None),
    ("Cutting discs 125 x 1,0 mm (box of 25)", "Tarcze do cięcia 125 x 1,0 mm (op. 25 szt.)",
     "Řezné kotouče 125 x 1,0 mm (bal. 25 ks)", "Trennscheiben 125 x 1,0 mm (25 Stk.)", Decimal("14.50"), None),
    ("TCT saw blade 315 x 30 mm, 48 T", "Piła tarczowa HM 315 x 30 mm, 48 z", "Pilový kotouč SK 315 x 30 mm, 48 z",
     "HM-Sägeblatt 315 x 30 mm, 48 Z", Decimal("42.00"), None),
    ("Welding wire SG2 0,8 mm, 15 kg spool", "Drut spawalniczy SG2 0,8 mm, szpula 15 kg",
     "Svařovací drát SG2 0,8 mm, cívka 15 kg", "Schweißdraht SG2 0,8 mm, 15-kg-Spule", Decimal("38.00"), None),
    ("HSS-G drill bit set 1-10 mm, 19 pcs", "Zestaw wierteł HSS-G 1-10 mm, 19 szt.", "Sada vrtáků HSS-G 1-10 mm, 19 ks",
     "HSS-G Bohrersatz 1-10 mm, 19-tlg.", Decimal("18.90"), None),
    ("EP2 grease cartridges 400 g (12 pcs)", "Smar EP2 w kartuszach 400 g (12 szt.)",
     "Mazivo EP2 kartuše 400 g (12 ks)",
     "Fettkartuschen EP2 400 g (12 Stk.)", Decimal("29.00"), None),
]
LANG_COL = {"en": 0, "PL": 1, "CZ": 2, "AT": 3}

FREIGHT = {  # a freight line on bigger orders: (label, net price)
    "PL": [("Koszt dostawy / Delivery", Decimal("29.00")), ("Transport paletowy / Pallet freight", Decimal("180.00"))],
    "CZ": [("Doprava / Shipping", Decimal("149.00")), ("Paletová přeprava / Pallet freight", Decimal("990.00"))],
    "AT": [("Versandkosten", Decimal("9.90")), ("Palettenversand / Pallet freight", Decimal("49.00"))],
}

CARRIERS = {
    "PL": ["Poczta Polska", "SPEEDPOL Kurier", "Odra Express"],
    "CZ": ["PPL", "Morava Cargo", "Česká pošta"],
    "AT": ["Österreichische Post", "Donau Express", "Alpen Spedition Kofler"],
}

# Return reasons, in the customers' English (no full stop inside: the reason runs to the period), with what they
# fit: "machine", "part", "business" (a customer of a business speaks of its own customers) or "any"
RETURN_REASONS = [
    ("it is not fitting to our machine, the shaft diameter is different", "part"),
    ("we ordered wrong type by mistake and it is not usable for us", "any"),
    ("you delivered more pieces than we have ordered", "part"),
    ("our customer cancelled the job and we do not need it anymore", "business"),
    ("the packaging was broken and the housing has deep scratches", "machine"),
    ("it came two weeks later than promised and we had to buy it in other shop", "any"),
    ("it is other model than on the picture in your e-shop", "any"),
    ("the motor is much weaker than it is written in the specification", "machine"),
    ("it is too loud for our workshop, we have neighbours behind the wall", "machine"),
]

# Faults reported on warranty claims by kind of machine, in English or (some customers) in their own language
ISSUES = {
    "drill": {"en": ["Motor stops after 5-10 minutes of work and the housing is very hot",
                     "After two weeks the gearbox makes loud noise and the chuck is wobbling"],
              "PL": ["Silnik nie uruchamia się, czuć zapach spalenizny"],
              "CZ": ["Vrtačka se po několika minutách sama vypne"],
              "AT": ["Gerät schaltet nach kurzer Zeit ab, Überhitzungsanzeige leuchtet"]},
    "saw": {"en": ["Blade guard is blocking and the brake of the motor does not work",
                   "Motor stops after 5-10 minutes of work and the housing is very hot"],
            "PL": ["Osłona tarczy się blokuje, hamulec silnika nie działa"],
            "CZ": ["Kryt kotouče se zasekává, brzda motoru nefunguje"],
            "AT": ["Motor läuft unrund und qualmt beim Anlaufen"]},
    "compressor": {"en": ["Safety valve blows off already at 6 bar, pressure switch does not turn off the motor",
                          "Pump is leaking oil under the machine after every use"],
                   "PL": ["Sprężarka nie dobija ciśnienia, zawór bezpieczeństwa upuszcza powietrze"],
                   "CZ": ["Kompresor nedotlakuje, pojistný ventil upouští vzduch"],
                   "AT": ["Kompressor erreicht den Abschaltdruck nicht, Sicherheitsventil bläst ab"]},
    "welder": {"en": ["Wire feeder is not feeding constantly and the arc is jumping",
                      "Display shows error E04 and the machine does not weld anymore"],
               "PL": ["Podajnik drutu nie podaje równo, łuk przerywa"],
               "CZ": ["Podavač drátu nepodává plynule, oblouk přeskakuje"],
               "AT": ["Drahtvorschub ungleichmäßig, Lichtbogen reißt ab"]},
    "generator": {"en": ["Engine does not start, there is no spark on the spark plug",
                         "Voltage is jumping between 180 and 260 V under load"],
                  "PL": ["Silnik nie odpala, brak iskry na świecy"],
                  "CZ": ["Motor nestartuje, na svíčce není jiskra"],
                  "AT": ["Motor springt nicht an, kein Zündfunke"]},
    "washer": {"en": ["Pump is leaking oil under the machine after every use",
                      "Pressure drops after one minute and the motor is humming"],
               "PL": ["Pompa cieknie, ciśnienie spada po minucie pracy"],
               "CZ": ["Čerpadlo teče, tlak po minutě klesne"],
               "AT": ["Pumpe undicht, Druck fällt nach einer Minute ab"]},
}
ISSUE_KIND = {"SB85": "drill", "AKS18": "drill", "UB125": "saw", "PK16": "saw", "BS315": "saw",
              "KP50": "compressor", "KS200": "compressor", "MG200": "welder", "TG200": "welder",
              "GE35": "generator", "HD160": "washer"}

FEE_BASES = {  # (basis as printed in English, local words, share of goods value or None for a flat fee)
    "PL": [("handling fee", "opłata manipulacyjna", Decimal("0.15")),
           ("return freight", "koszt odbioru kurierem", Decimal("49.00"))],
    "CZ": [("handling fee", "manipulační poplatek", Decimal("0.10")),
           ("return freight", "náklady na zpětnou přepravu", Decimal("250.00"))],
    "AT": [("restocking fee", "Wiedereinlagerungsgebühr", Decimal("0.15")),
           ("return freight", "Rückversandkosten", Decimal("12.90"))],
}

# Deadline words, as these customers write them (the date follows)
DEADLINE_WORDS = {
    "PL": ["until {}", "by {}", "latest on {}", "not later than {}", "till {}"],
    "CZ": ["until {}", "latest on {}", "by {}", "at the latest {}", "before {}"],
    "AT": ["by {}", "by {} at the latest", "not later than {}", "until {}", "before {}"],
}
RELATIVE_DEADLINES = [  # (words, days after the document date, or "month_end")
    ("within 14 days", 14), ("within 10 days", 10), ("in one week", 7), ("within two weeks", 14),
    ("till the end of this month", "month_end"), ("until end of this month", "month_end"),
]
UNRESOLVED_DEADLINES = [
    "before the harvest starts",
    "before the stocktaking",
    "when the mechanic is back from holiday",
    "before the season opens",
]

# Expectation sentences: {dl} the deadline words, {p} the product, {x}/{we}/{our}: "I"/"I"/"my" or "We"/"we"/"our"
EXPECT_REFUND_DL = [
    "{x} need the money back on {our} account {dl}.",
    "{x} would like to get the refund {dl}.",
    "{x} expect the credit note and the money {dl}.",
    "{x} must have the refund {dl}, the money is blocked already too long.",
]
EXPECT_REFUND_NO_DL = [
    "{x} would like to get a confirmation when the goods arrive back to your warehouse.",
    "{x} expect the refund as soon as possible.",
    "{x} would like to know when the money will be sent.",
]
EXPECT_REPAIR_DL = [
    "{x} need the {p} back in the workshop {dl}.",
    "{x} must have a working machine {dl}, {we} have orders to finish.",
    "{x} would like a replacement unit {dl}.",
    "{x} expect the repair finished {dl}.",
]
EXPECT_REPAIR_NO_DL = [
    "{x} expect a repair free of charge or a new machine.",
    "{x} would like a replacement rather than another repair.",
]
EXPECT_DELIVERY_DL = [
    "{x} need the goods {dl}, the machine is standing without them.",
    "{x} must receive the delivery {dl}.",
    "{x} expect the parcel {dl}.",
]
EXPECT_REJECTED = [
    "{x} expect that you check the complaint again and accept it.",
    "{x} would like a second inspection by your technician.",
    "{x} need a written explanation of your decision.",
]

GREETINGS = {
    "PL": ["Dzień dobry,", "Dear Sirs,", "Hello,", "Good morning,", "Dear Tripoint team,"],
    "CZ": ["Dobrý den,", "Dear Sir or Madam,", "Hello,", "Good day,"],
    "AT": ["Sehr geehrte Damen und Herren,", "Dear Sir or Madam,", "Hello,", "Grüß Gott,", "Dear Tripoint team,"],
}
SIGN_OFFS = {
    "PL": ["Best regards", "Pozdrawiam", "With kind regards", "Regards"],
    "CZ": ["S pozdravem", "Best regards", "Kind regards", "Thank you and regards"],
    "AT": ["Mit freundlichen Grüßen", "Best regards", "Kind regards", "LG"],
}
STAFF = {
    "PL": ["Magdalena Sikora", "Łukasz Pawlak", "Ewa Jabłońska"],
    "CZ": ["Veronika Marešová", "Ondřej Kratochvíl", "Hana Benešová"],
    "AT": ["Thomas Auer", "Julia Wimmer", "Bernhard Eder"],
}
STAFF_ROLE = {
    "PL": ["Dział Reklamacji / Returns dept.", "Obsługa Klienta / Customer Service", "Księgowość / Accounting"],
    "CZ": ["Oddělení reklamací / Claims", "Zákaznický servis", "Účtárna / Accounting"],
    "AT": ["Retourenabteilung / Returns", "Kundendienst / Customer Service", "Buchhaltung / Accounting"],
}
AUTO_REPLIES = {
    "PL": "Dziękujemy za wiadomość. Odpowiemy w ciągu 2 dni roboczych. / Thank you for your message, we reply "
          "within 2 working days. Zgłoszenie nr 48213.",
    "CZ": "Děkujeme za Vaši zprávu, odpovíme do 2 pracovních dnů. / Thank you, we answer within 2 working days. "
          "Požadavek č. 30977.",
    "AT": "Vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von 2 Werktagen. / Thank you, we will reply "
          "within 2 working days. Ticket 71604.",
}

TERMS_PAGE = {
    "PL": ["Warunki zwrotów i reklamacji / Returns and warranty terms",
           "Towar niewadliwy klient biznesowy może zwrócić w ciągu 14 dni od dostawy, w oryginalnym opakowaniu. "
           "Od zwrotu towaru niewadliwego pobieramy opłatę manipulacyjną w wysokości 15% wartości towaru netto.",
           "Reklamacje gwarancyjne rozpatrujemy w ciągu 14 dni od dostarczenia urządzenia do serwisu w Wrocławiu. "
           "Prosimy o podanie numeru zamówienia i numeru seryjnego urządzenia.",
           "Business customers may return unused goods within 14 days of delivery; a handling fee may apply."],
    "CZ": ["Reklamační řád / Returns and claims",
           "Reklamace vyřizujeme bez zbytečného odkladu, nejpozději do 30 dnů ode dne uplatnění reklamace. "
           "Spotřebitel může od smlouvy uzavřené distančním způsobem odstoupit do 14 dnů od převzetí zboží.",
           "Při vrácení nepoškozeného zboží podnikatelem účtujeme manipulační poplatek 10 % z ceny bez DPH.",
           "Please always quote the order number and the serial number of the machine."],
    "AT": ["Allgemeine Geschäftsbedingungen (Auszug) / Terms",
           "Rücksendungen mangelfreier Ware nur nach Rücksprache und mit RMA-Nummer. Wir verrechnen eine "
           "Wiedereinlagerungsgebühr von 15 % des Warenwertes.",
           "Gewährleistungsansprüche sind unverzüglich nach Entdeckung des Mangels schriftlich geltend zu machen. "
           "Gerichtsstand ist Linz.",
           "Returns of goods without defects only with an RMA number; a restocking fee applies."],
}
