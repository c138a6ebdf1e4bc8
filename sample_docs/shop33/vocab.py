"""Sava Dental & Lab Supply: desks, legal marks, labels, products, customers and the customers' own words.

Four desks, four languages: Ljubljana (Slovenian, EUR, DDV 22 %), Zagreb (Croatian, EUR, PDV 25 %; kune only in
old references), Belgrade (Serbian Latin, RSD, PDV 20 %) and Sarajevo (Bosnian, BAM/KM, PDV 17 %). Some customers
write regional English ("en"). Every wording list is drawn from per document, so no label is the only one used.
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Sava Dental & Lab Supply"
DOMAIN = "savadental.example"
DESKS = ("si", "hr", "rs", "ba")
CURRENCY = {"si": "EUR", "hr": "EUR", "rs": "RSD", "ba": "BAM"}
CITY = {"si": "Ljubljana", "hr": "Zagreb", "rs": "Beograd", "ba": "Sarajevo"}
TAX = {"si": ("DDV", Decimal("22")), "hr": ("PDV", Decimal("25")), "rs": ("PDV", Decimal("20")),
       "ba": ("PDV", Decimal("17"))}
TZ_WINTER, TZ_SUMMER = "+0100", "+0200"  # all four desks keep Central European time

LEGAL = {
    "si": "Sava Dental d.o.o. | Dunajska cesta 156, 1000 Ljubljana | ID za DDV: SI47291836 | "
          "Matična št.: 6518273000 | TRR: SI56 0201 0025 8741 396 (NLB d.d.)",
    "hr": "Sava Dental d.o.o. | Radnička cesta 37b, 10000 Zagreb | OIB: 58316924077 | MBS: 081274519 | "
          "IBAN: HR37 2360 0001 1027 4156 3 (Zagrebačka banka d.d.)",
    "rs": "Sava Dental doo Beograd | Bulevar Mihajla Pupina 10b, 11070 Novi Beograd | PIB: 109482736 | "
          "MB: 21374856 | Tekući račun: 160-0000000487215-93 (Banca Intesa)",
    "ba": "Sava Dental d.o.o. Sarajevo | Džemala Bijedića 160, 71000 Sarajevo | JIB: 4202718390004 | "
          "PDV broj: 202718390004 | Transakcijski račun: 1610000048721596 (Raiffeisen Bank BiH)",
}
HEADS = {"si": ["SAVA DENTAL · zobozdravstvena in laboratorijska oprema", "Sava Dental & Lab Supply — Ljubljana"],
         "hr": ["SAVA DENTAL · dentalna i laboratorijska oprema", "Sava Dental & Lab Supply — Zagreb"],
         "rs": ["SAVA DENTAL · stomatološka i laboratorijska oprema", "Sava Dental & Lab Supply — Beograd"],
         "ba": ["SAVA DENTAL · stomatološka i laboratorijska oprema", "Sava Dental & Lab Supply — Sarajevo"]}
SENDERS = {"si": {"orders": "narocila.lj", "ship": "skladisce.lj", "returns": "reklamacije.lj", "accounts": "racunovodstvo.lj"},
           "hr": {"orders": "narudzbe.zg", "ship": "skladiste.zg", "returns": "reklamacije.zg", "accounts": "racunovodstvo.zg"},
           "rs": {"orders": "porudzbine.bg", "ship": "magacin.bg", "returns": "reklamacije.bg", "accounts": "knjigovodstvo.bg"},
           "ba": {"orders": "narudzbe.sa", "ship": "skladiste.sa", "returns": "reklamacije.sa", "accounts": "racunovodstvo.sa"}}
DEPT = {"si": {"orders": "Prodaja", "ship": "Skladišče", "returns": "Reklamacije", "accounts": "Računovodstvo"},
        "hr": {"orders": "Prodaja", "ship": "Skladište", "returns": "Reklamacije", "accounts": "Računovodstvo"},
        "rs": {"orders": "Prodaja", "ship": "Magacin", "returns": "Reklamacije", "accounts": "Knjigovodstvo"},
        "ba": {"orders": "Prodaja", "ship": "Skladište", "returns": "Reklamacije", "accounts": "Računovodstvo"}}

# (name, EUR net price, kind of device: heat / motor / elec, None for consumables); RSD and BAM prices are converted and rounded in cases.py
PRODUCTS = [
    ("NSK Ti-Max Z95L contra-angle 1:5", Decimal("1184.00"), "motor"),
    ("W&H Synea Fusion TA-98 turbine", Decimal("869.00"), "motor"),
    ("Woodpecker Ai-Motor endo motor", Decimal("612.00"), "motor"),
    ("Woodpex III apex locator", Decimal("289.00"), "elec"),
    ("3M Elipar DeepCure-S curing light", Decimal("1045.00"), "elec"),
    ("Ivoclar Programat P310 press furnace", Decimal("7350.00"), "heat"),
    ("Renfert Silent TC3 lab suction unit", Decimal("1490.00"), "motor"),
    ("Elmasonic S 60 H ultrasonic cleaner", Decimal("812.00"), "heat"),
    ("Melag Vacuklav 31-B+ autoclave", Decimal("5290.00"), "heat"),
    ("Marathon N7 lab micromotor 35K", Decimal("268.00"), "motor"),
    ("Dental loupes 3.5x with LED light", Decimal("690.00"), "elec"),
    ("Filtek Z550 composite kit 8 x 4 g", Decimal("176.50"), None),
    ("Nitrile gloves M, 10 x 100 pcs", Decimal("64.90"), None),
    ("Hydrogum 5 alginate, 10 x 453 g", Decimal("96.00"), None),
    ("Zirconia discs 98 x 14 mm, 5 pcs", Decimal("418.00"), None),
    ("K-files 25 mm assorted, 10 blisters", Decimal("58.40"), None),
    ("Bite registration silicone 2 x 50 ml", Decimal("23.60"), None),
]
HEAVY = ("press furnace", "autoclave", "suction unit", "ultrasonic cleaner")  # parcels of 15 kg and more
UDI = ["04015630", "04039891", "07640153", "04049429"]  # UDI-DI company prefixes, distractors near serials

# customers per desk: (person, business, title, street and town)
CUSTOMERS = {
    "si": [("Špela Kranjc", "Zobna ambulanta Kranjc d.o.o.", "dr. dent. med.", "Celovška cesta 112, 1000 Ljubljana"),
           ("Tadej Potočnik", "Zobotehnični laboratorij Potočnik s.p.", "zobotehnik", "Tržaška cesta 45, 2000 Maribor"),
           ("Urška Zupan", "Ordinacija Zupan", "dr. dent. med.", "Prešernova ulica 8, 4000 Kranj"),
           ("Matej Vidmar", "Dentalni center Vidmar", "dr. dent. med.", "Ljubljanska cesta 21, 3000 Celje"),
           ("Nina Žagar", "Zobozdravstvo Žagar s.p.", "dr. dent. med.", "Kidričeva ulica 5, 6000 Koper"),
           ("Rok Kovačič", "Zobni laboratorij Kovačič", "zobotehnik", "Glavni trg 14, 8000 Novo mesto")],
    "hr": [("Ivana Šimić", "Ordinacija dentalne medicine Ivana Šimić", "dr. med. dent.", "Ilica 214, 10000 Zagreb"),
           ("Luka Babić", "Dentalni laboratorij Babić", "zubni tehničar", "Vukovarska 58, 21000 Split"),
           ("Petra Jurić", "Poliklinika Dentalis Rijeka", "dr. med. dent.", "Korzo 12, 51000 Rijeka"),
           ("Marko Horvat", "Zubotehnički laboratorij Horvat", "zubni tehničar", "Ulica Matije Gupca 3, 31000 Osijek"),
           ("Ana Knežević", "Stomatološka ordinacija Knežević", "dr. med. dent.", "Ulica kralja Zvonimira 17, 23000 Zadar"),
           ("Tomislav Matić", "Dom zdravlja Varaždin, stomatologija", "dr. med. dent.", "Kolodvorska 20, 42000 Varaždin")],
    "rs": [("Jelena Petrović", "Stomatološka ordinacija Dr Petrović", "dr stom.", "Bulevar oslobođenja 88, 21000 Novi Sad"),
           ("Dragan Đorđević", "Zubotehnička laboratorija Đorđević", "zubni tehničar", "Vojvode Stepe 310, 11000 Beograd"),
           ("Miloš Stanković", "Dom zdravlja Niš, stomatološka služba", "dr stom.", "Vojvode Tankosića 15, 18000 Niš"),
           ("Milica Nikolić", "Dental studio Nikolić", "dr stom.", "Kneza Miloša 47, 34000 Kragujevac"),
           ("Nenad Marković", "Zubotehnička laboratorija Marković", "zubni tehničar", "Cara Dušana 9, 32000 Čačak")],
    "ba": [("Amra Hodžić", "Stomatološka ordinacija Hodžić", "dr. stom.", "Zmaja od Bosne 44, 71000 Sarajevo"),
           ("Emir Begović", "Zubotehnički laboratorij Begović", "zubni tehničar", "Titova 12, 75000 Tuzla"),
           ("Lejla Mujkić", "Poliklinika Dental Lux", "dr. stom.", "Maršala Tita 28, 88000 Mostar"),
           ("Selma Čaušević", "Dentalni centar Čaušević", "dr. stom.", "Kralja Petra I 19, 78000 Banja Luka"),
           ("Adnan Kovačević", "Zubotehnički laboratorij Kovačević", "zubni tehničar", "Bulevar Mese Selimovića 65, 71000 Sarajevo")],
}

MONTHS = {
    "si": ["januar", "februar", "marec", "april", "maj", "junij", "julij", "avgust", "september", "oktober",
           "november", "december"],
    "hr": ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna",
           "listopada", "studenoga", "prosinca"],
    "rs": ["januar", "februar", "mart", "april", "maj", "jun", "jul", "avgust", "septembar", "oktobar", "novembar",
           "decembar"],
    "ba": ["januar", "februar", "mart", "april", "maj", "juni", "juli", "august", "septembar", "oktobar",
           "novembar", "decembar"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"],
}
WEEKDAYS = {
    "si": ["ponedeljek", "torek", "sreda", "četrtek", "petek", "sobota", "nedelja"],
    "hr": ["ponedjeljak", "utorak", "srijeda", "četvrtak", "petak", "subota", "nedjelja"],
    "rs": ["ponedeljak", "utorak", "sreda", "četvrtak", "petak", "subota", "nedelja"],
    "ba": ["ponedjeljak", "utorak", "srijeda", "četvrtak", "petak", "subota", "nedjelja"],
}
# the header names of a message pasted from a local Outlook: From, Sent, To, Subject
OUTLOOK_KEYS = {"si": ("Od", "Poslano", "Za", "Zadeva"), "hr": ("Šalje", "Poslano", "Prima", "Predmet"),
                "rs": ("Od", "Poslato", "Za", "Tema"), "ba": ("Od", "Poslano", "Za", "Predmet")}

_BCS = {  # labels Croatian, Serbian and Bosnian share; each desk overrides what it words its own way
    "customer_id": ["Šifra kupca", "Šifra partnera", "Kupac br."],
    "customer_name": ["Kupac", "Kupac / Customer"],
    "case_number": ["Broj reklamacije", "Reklamacija br.", "Broj predmeta"],
    "form_date": ["Datum", "Datum prijave", "Datum podnošenja"],
    "refund_status": ["Status", "Odluka"],
    "serial_number": ["Serijski broj", "Ser. br.", "S/N"],
    "issue_description": ["Opis kvara", "Opis neispravnosti", "Kvar / Fault"],
    "form_deadline": ["Potrebno do", "Rok"],
    "tracking_number": ["Broj pošiljke", "Broj za praćenje"],
    "ship_date": ["Datum otpreme", "Otpremljeno", "Datum slanja"],
    "refund_executed": ["Iznos", "Uplaćeni iznos"],
    "execution_date": ["Datum izvršenja", "Datum valute"],
}
LABELS = {
    "si": {
        "order_id": ["Naročilo št.", "Št. naročila", "Vaše naročilo", "Naročilo / Order No.", "Številka naročila"],
        "customer_id": ["Šifra kupca", "Št. partnerja", "Kupec št. / Customer No.", "Šifra partnerja"],
        "customer_name": ["Kupec", "Naročnik", "Kupec / Customer"],
        "invoice_number": ["Račun št.", "Številka računa", "Račun št. / Invoice No.", "Št. dokumenta"],
        "invoice_date": ["Datum računa", "Datum izdaje", "Datum izdaje / Issue date"],
        "order_date": ["Datum naročila", "Naročeno dne", "Datum naročila / Order date"],
        "subtotal": ["Skupaj brez DDV", "Osnova za DDV", "Vrednost brez DDV", "Neto znesek"],
        "order_total": ["Za plačilo", "Skupaj z DDV", "SKUPAJ ZA PLAČILO", "Znesek za plačilo / Total"],
        "delivery_estimate": ["Predviden rok dobave", "Predvidena dobava", "Pričakovana dostava / ETA"],
        "case_number": ["Št. reklamacije", "Reklamacija št.", "Številka zadeve", "Št. vračila / RMA"],
        "form_date": ["Datum", "Datum prijave", "Datum vloge"],
        "product_name": ["Izdelek", "Artikel", "Naziv izdelka", "Aparat / Device"],
        "return_reason": ["Razlog vračila", "Vzrok vračila", "Razlog / Reason"],
        "refund_requested": ["Zahtevani znesek vračila", "Znesek za vračilo", "Vračilo v višini"],
        "refund_eligible": ["Upravičeni znesek", "Priznana vrednost blaga", "Priznani znesek"],
        "refund_approved": ["Odobreni znesek vračila", "Odobreno vračilo", "Vračilo / Refund approved"],
        "approval_date": ["Datum odločitve", "Datum odobritve", "Odločeno dne"],
        "refund_status": ["Status", "Odločitev", "Stanje zahtevka"],
        "promised_date": ["Vračilo na vaš račun do", "Predvideno nakazilo", "Rok nakazila"],
        "serial_number": ["Serijska številka", "Ser. št.", "S/N"],
        "issue_description": ["Opis napake", "Opis okvare", "Napaka / Fault"],
        "form_deadline": ["Želeni rok popravila", "Potrebno do", "Rok"],
        "ship_name": ["Prejemnik", "Naslov dostave", "Dostava za"],
        "carrier": ["Prevoznik", "Dostavna služba", "Kurir"],
        "tracking_number": ["Št. pošiljke", "Številka za sledenje", "Sledenje / Tracking"],
        "ship_date": ["Datum odpreme", "Odpremljeno", "Datum odpreme / Shipped"],
        "refund_executed": ["Znesek", "Nakazani znesek", "Znesek vračila"],
        "execution_date": ["Datum izvršitve", "Datum plačila", "Datum valute"],
        "payment_reference": ["ID transakcije", "Referenca plačila", "Št. transakcije"],
    },
    "hr": {**_BCS,
           "order_id": ["Narudžba br.", "Broj narudžbe", "Vaša narudžba", "Narudžba / Order No."],
           "customer_id": _BCS["customer_id"] + ["Šifra kupca / Customer ID"],
           "customer_name": _BCS["customer_name"] + ["Naručitelj"],
           "invoice_number": ["Broj računa", "Račun br.", "Račun broj / Invoice No."],
           "invoice_date": ["Datum računa", "Datum izdavanja", "Datum izdavanja / Issue date"],
           "order_date": ["Datum narudžbe", "Naručeno", "Datum narudžbe / Order date"],
           "subtotal": ["Osnovica", "Iznos bez PDV-a", "Ukupno bez PDV-a", "Porezna osnovica"],
           "order_total": ["Ukupno", "Sveukupno", "Ukupno za platiti", "Ukupno s PDV-om / Total"],
           "delivery_estimate": ["Očekivani datum isporuke", "Predviđena isporuka", "Isporuka do / ETA"],
           "product_name": ["Proizvod", "Artikl", "Naziv uređaja", "Uređaj / Device"],
           "return_reason": ["Razlog povrata", "Razlog", "Razlog povrata / Reason"],
           "refund_requested": ["Traženi iznos povrata", "Iznos za povrat", "Zahtijevani povrat"],
           "refund_eligible": ["Priznati iznos", "Vrijednost robe za povrat", "Iznos koji se priznaje"],
           "refund_approved": ["Odobreni iznos povrata", "Odobreni povrat", "Povrat / Refund approved"],
           "approval_date": ["Datum odluke", "Datum odobrenja", "Riješeno dana"],
           "refund_status": _BCS["refund_status"] + ["Status zahtjeva"],
           "promised_date": ["Povrat sredstava do", "Očekivana uplata", "Rok uplate"],
           "form_deadline": _BCS["form_deadline"] + ["Željeni rok popravka"],
           "ship_name": ["Primatelj", "Adresa isporuke", "Isporuka za"],
           "carrier": ["Prijevoznik", "Dostavna služba", "Kurirska služba"],
           "tracking_number": _BCS["tracking_number"] + ["Praćenje / Tracking"],
           "refund_executed": _BCS["refund_executed"] + ["Iznos povrata"],
           "execution_date": _BCS["execution_date"] + ["Datum uplate"],
           "payment_reference": ["Poziv na broj", "Poziv na broj primatelja", "Referenca"]},
    "rs": {**_BCS,
           "order_id": ["Porudžbina br.", "Broj porudžbine", "Vaša porudžbina", "Porudžbenica / Order No."],
           "customer_name": _BCS["customer_name"] + ["Naručilac"],
           "invoice_number": ["Broj fakture", "Faktura br.", "Račun broj", "Broj računa / Invoice No."],
           "invoice_date": ["Datum izdavanja", "Datum fakture", "Datum izdavanja računa"],
           "order_date": ["Datum porudžbine", "Poručeno", "Datum porudžbine / Order date"],
           "subtotal": ["Osnovica za PDV", "Iznos bez PDV-a", "Ukupno bez PDV-a"],
           "order_total": ["Ukupno za plaćanje", "Ukupan iznos", "UKUPNO SA PDV-om", "Za uplatu / Total"],
           "delivery_estimate": ["Očekivani datum isporuke", "Predviđena isporuka", "Rok isporuke (okvirno)"],
           "product_name": ["Proizvod", "Artikal", "Naziv uređaja"],
           "return_reason": ["Razlog povraćaja", "Razlog vraćanja robe", "Razlog"],
           "refund_requested": ["Traženi iznos povraćaja", "Iznos za povraćaj", "Zahtevani povraćaj"],
           "refund_eligible": ["Priznati iznos", "Vrednost robe za povraćaj", "Iznos koji se priznaje"],
           "refund_approved": ["Odobreni iznos povraćaja", "Odobreni povraćaj", "Iznos odobrenja"],
           "approval_date": ["Datum odluke", "Datum odobrenja", "Rešeno dana"],
           "refund_status": _BCS["refund_status"] + ["Status zahteva"],
           "promised_date": ["Povraćaj sredstava do", "Očekivana uplata", "Rok za uplatu"],
           "form_deadline": _BCS["form_deadline"] + ["Željeni rok popravke"],
           "ship_name": ["Primalac", "Adresa isporuke", "Isporuka za"],
           "carrier": ["Prevoznik", "Kurirska služba", "Dostava"],
           "tracking_number": _BCS["tracking_number"] + ["Praćenje pošiljke"],
           "refund_executed": _BCS["refund_executed"] + ["Iznos povraćaja"],
           "execution_date": _BCS["execution_date"] + ["Datum plaćanja"],
           "payment_reference": ["Poziv na broj", "Referenca", "ID transakcije"]},
    "ba": {**_BCS,
           "order_id": ["Narudžba br.", "Broj narudžbe", "Vaša narudžba", "Narudžbenica / Order No."],
           "customer_name": _BCS["customer_name"] + ["Naručilac"],
           "invoice_number": ["Broj fakture", "Faktura br.", "Račun br."],
           "invoice_date": ["Datum fakture", "Datum izdavanja", "Datum izdavanja / Date"],
           "order_date": ["Datum narudžbe", "Naručeno", "Datum narudžbe / Order date"],
           "subtotal": ["Iznos bez PDV-a", "Osnovica", "Ukupno bez PDV-a"],
           "order_total": ["Ukupno sa PDV-om", "Za uplatu", "Ukupno za platiti", "UKUPNO KM"],
           "delivery_estimate": ["Očekivana isporuka", "Predviđeni datum isporuke", "Okvirni rok isporuke"],
           "product_name": ["Proizvod", "Artikal", "Naziv aparata"],
           "return_reason": ["Razlog povrata", "Razlog", "Razlog povrata robe"],
           "refund_requested": ["Traženi iznos povrata", "Iznos za povrat", "Zahtijevani povrat"],
           "refund_eligible": ["Priznati iznos", "Vrijednost robe za povrat", "Iznos koji se priznaje"],
           "refund_approved": ["Odobreni iznos povrata", "Odobreni povrat", "Iznos knjižnog odobrenja"],
           "approval_date": ["Datum odluke", "Datum odobrenja", "Riješeno dana"],
           "refund_status": _BCS["refund_status"] + ["Status zahtjeva"],
           "promised_date": ["Povrat sredstava do", "Očekivana uplata", "Rok za uplatu"],
           "form_deadline": _BCS["form_deadline"] + ["Željeni rok popravka"],
           "ship_name": ["Primalac", "Adresa isporuke", "Isporuka za"],
           "carrier": ["Prevoznik", "Kurirska služba", "Dostava"],
           "tracking_number": _BCS["tracking_number"] + ["Praćenje"],
           "refund_executed": _BCS["refund_executed"] + ["Iznos povrata"],
           "execution_date": _BCS["execution_date"] + ["Datum uplate"],
           "payment_reference": ["Referenca", "Broj transakcije", "Poziv na broj"]},
}

TITLES = {
    "invoice": {"si": ["RAČUN", "Račun / Invoice", "RAČUN ŠT.", "e-račun (izpis)"],
                "hr": ["RAČUN", "R-1 RAČUN", "Račun - otpremnica", "e-Račun (vizualizacija)"],
                "rs": ["FAKTURA", "RAČUN", "Faktura / Invoice", "Račun - otpremnica"],
                "ba": ["FAKTURA", "RAČUN", "Faktura / Invoice"]},
    "order_confirmation": {"si": ["POTRDITEV NAROČILA", "Potrditev naročila / Order confirmation",
                                  "PREDRAČUN / potrditev naročila"],
                           "hr": ["POTVRDA NARUDŽBE", "Potvrda narudžbe / Order confirmation",
                                  "PONUDA - POTVRDA NARUDŽBE"],
                           "rs": ["POTVRDA PORUDŽBINE", "Potvrda porudžbine / Order confirmation",
                                  "PREDRAČUN / potvrda porudžbine"],
                           "ba": ["POTVRDA NARUDŽBE", "Potvrda narudžbe / Order confirmation",
                                  "PREDRAČUN / potvrda narudžbe"]},
    "shipping_notice": {"si": ["DOBAVNICA", "Obvestilo o odpremi", "Dobavnica / Delivery note"],
                        "hr": ["OTPREMNICA", "Obavijest o otpremi", "Otpremnica / Delivery note"],
                        "rs": ["OTPREMNICA", "Obaveštenje o slanju robe", "Otpremnica / Delivery note"],
                        "ba": ["OTPREMNICA", "Obavijest o otpremi robe", "Otpremnica / Delivery note"]},
    "approval": {"si": ["ODGOVOR NA REKLAMACIJO", "Odobritev vračila", "Rešitev reklamacije / Complaint outcome"],
                 "hr": ["ODGOVOR NA REKLAMACIJU", "Odobrenje povrata", "Rješenje reklamacije / Complaint outcome"],
                 "rs": ["ODGOVOR NA REKLAMACIJU", "Odobrenje povraćaja", "Rešenje po reklamaciji"],
                 "ba": ["ODGOVOR NA REKLAMACIJU", "Odluka o reklamaciji", "Odobrenje povrata"]},
    "credit_note": {"si": ["DOBROPIS", "Dobropis / Credit note"], "hr": ["KNJIŽNO ODOBRENJE", "Odobrenje / Credit note"],
                    "rs": ["KNJIŽNO ODOBRENJE", "Knjižno odobrenje / Credit note"],
                    "ba": ["KNJIŽNO ODOBRENJE", "Knjižna obavijest - odobrenje"]},
    "rejection": {"si": ["ZAVRNITEV REKLAMACIJE", "Odgovor na reklamacijo"],
                  "hr": ["ODBIJANJE REKLAMACIJE", "Odgovor na reklamaciju"],
                  "rs": ["ODBIJANJE REKLAMACIJE", "Odgovor na reklamaciju"],
                  "ba": ["ODBIJANJE REKLAMACIJE", "Odgovor na reklamaciju"]},
    "warranty": {"si": ["REKLAMACIJSKI ZAPISNIK", "Garancijski zahtevek / servisni nalog", "Prijava okvare v garanciji"],
                 "hr": ["REKLAMACIJSKI ZAPISNIK", "Servisni nalog - jamstvo", "Prijava kvara u jamstvenom roku"],
                 "rs": ["REKLAMACIONI LIST", "Zahtev za servis u garantnom roku", "Servisni nalog - garancija"],
                 "ba": ["REKLAMACIONI ZAPISNIK", "Garantni zahtjev / servisni nalog", "Prijava kvara u garantnom roku"]},
    "return_form": {"si": ["OBRAZEC ZA VRAČILO BLAGA", "Vračilo blaga - obrazec"],
                    "hr": ["OBRAZAC ZA POVRAT ROBE", "Zahtjev za povrat robe"],
                    "rs": ["OBRAZAC ZA POVRAĆAJ ROBE", "Zahtev za povraćaj robe"],
                    "ba": ["OBRAZAC ZA POVRAT ROBE", "Zahtjev za povrat robe"]},
}
TABLE_HEADERS = {
    "si": [["Opis", "Kol.", "Cena", "Vrednost"], ["Artikel", "Količina", "Cena/enoto", "Znesek"],
           ["Naziv blaga", "Kol.", "Cena brez DDV", "Vrednost brez DDV"]],
    "hr": [["Opis", "Kol.", "Cijena", "Iznos"], ["Naziv artikla", "Količina", "Jed. cijena", "Ukupno"],
           ["Artikl", "Kol.", "Cijena bez PDV-a", "Iznos bez PDV-a"]],
    "rs": [["Opis", "Kol.", "Cena", "Iznos"], ["Naziv artikla", "Količina", "Jed. cena", "Vrednost"],
           ["Artikal", "Kol.", "Cena bez PDV-a", "Iznos bez PDV-a"]],
    "ba": [["Opis", "Kol.", "Cijena", "Iznos"], ["Naziv artikla", "Količina", "Jed. cijena", "Vrijednost"],
           ["Artikal", "Kol.", "Cijena bez PDV-a", "Iznos bez PDV-a"]],
}
TAX_LABELS = {"si": ["DDV {r} %", "Znesek DDV ({r} %)", "DDV {r} % / VAT"],
              "hr": ["PDV {r}%", "PDV ({r} %)", "Iznos PDV-a {r}%"],
              "rs": ["PDV {r}%", "Iznos PDV-a ({r}%)", "PDV {r}% / VAT"],
              "ba": ["PDV {r}%", "Iznos PDV-a {r}%", "PDV ({r} %)"]}

CARRIERS = {"si": ["Pošta Slovenije", "GLS Slovenija", "DPD Slovenija"],
            "hr": ["Hrvatska pošta", "Overseas Express", "GLS Croatia"],
            "rs": ["Post Express", "D Express", "AKS Express"],
            "ba": ["BH Pošta Express", "EuroExpress", "X Express"]}
# fees a refund may lose (per desk: restocking share, return freight), printed in the desk's words
FEE_BASES = {"si": ["stroški ponovnega skladiščenja", "stroški povratne dostave"],
             "hr": ["naknada za ponovno skladištenje", "trošak povratne dostave"],
             "rs": ["naknada za ponovno skladištenje", "troškovi povratne isporuke"],
             "ba": ["naknada za obradu povrata", "troškovi povratne dostave"]}
FLAT_FEE = {"EUR": Decimal("14.50"), "RSD": Decimal("1690.00"), "BAM": Decimal("28.00")}

STATUS_WORDS = {  # truth -> printed, per desk
    "approved": {"si": ["Odobreno", "ODOBRENO / approved", "Reklamacija je upravičena - odobreno"],
                 "hr": ["Odobreno", "PRIHVAĆENO / approved", "Reklamacija prihvaćena - povrat odobren"],
                 "rs": ["Odobreno", "PRIHVAĆENO / approved", "Reklamacija usvojena - povraćaj odobren"],
                 "ba": ["Odobreno", "PRIHVAĆENO / approved", "Reklamacija usvojena - povrat odobren"]},
    "rejected": {"si": ["Zavrnjeno", "ZAVRNJENO / rejected"], "hr": ["Odbijeno", "ODBIJENO / rejected"],
                 "rs": ["Odbijeno", "ODBIJENO / rejected"], "ba": ["Odbijeno", "ODBIJENO / rejected"]},
    "executed": {"si": ["Izvršeno", "Plačilo izvršeno", "IZVEDENO"], "hr": ["Izvršeno", "Provedeno", "IZVRŠEN"],
                 "rs": ["Izvršeno", "Realizovano", "IZVRŠEN"], "ba": ["Izvršeno", "Realizovano", "PROVEDENO"]},
}
BANKS = {"si": ["NLB Klik - potrdilo o izvršenem plačilu", "Nova KBM - potrdilo o plačilu",
                "Univerzalni plačilni nalog (UPN) - izvršen"],
         "hr": ["Zagrebačka banka - potvrda o izvršenoj uplati", "PBZ365 - potvrda o plaćanju",
                "Nalog za plaćanje - izvršen"],
         "rs": ["Banca Intesa - potvrda o izvršenom plaćanju", "Nalog za prenos - izvršen",
                "Raiffeisen banka - potvrda o transakciji (IPS)"],
         "ba": ["Raiffeisen Bank BiH - potvrda o izvršenoj transakciji", "UniCredit Bank - nalog za prijenos izvršen",
                "Nalog za plaćanje - realizovan"]}
PAYEE = {"si": ["Prejemnik", "Prejemnik plačila"], "hr": ["Primatelj", "Naziv primatelja"],
         "rs": ["Primalac", "Naziv primaoca"], "ba": ["Primalac", "Korisnik"]}
PURPOSE = {"si": ["Namen", "Namen plačila"], "hr": ["Opis plaćanja", "Svrha"], "rs": ["Svrha plaćanja", "Svrha"],
           "ba": ["Svrha doznake", "Opis"]}
REFUND_WORD = {"si": "Vračilo kupnine", "hr": "Povrat sredstava", "rs": "Povraćaj sredstava", "ba": "Povrat sredstava"}

# why a customer sends an item back: any item, a device only, a consumable only
RETURN_REASONS = {
    "si": {"any": ["dobavili ste napačno različico, naročili smo drugo", "isti artikel smo pomotoma naročili dvakrat",
                   "artikel ne ustreza opisu v spletni trgovini"],
           "device": ["paket je prispel poškodovan, ohišje je počeno", "naprava se sploh ne vklopi",
                      "v paketu manjka pribor, ki je naveden v katalogu"],
           "consumable": ["embalaža je bila poškodovana in del vsebine je neuporaben",
                          "rok uporabnosti poteče že čez dva meseca"]},
    "hr": {"any": ["isporučena je pogrešna verzija, naručili smo drugu", "istu stavku greškom smo naručili dvaput",
                   "artikl ne odgovara opisu iz web trgovine"],
           "device": ["paket je stigao oštećen, kućište je napuknuto", "uređaj se uopće ne uključuje",
                      "u paketu nedostaje pribor naveden u katalogu"],
           "consumable": ["ambalaža je bila oštećena i dio sadržaja je neupotrebljiv",
                          "rok trajanja istječe već za dva mjeseca"]},
    "rs": {"any": ["isporučena je pogrešna verzija, poručili smo drugu", "istu stavku smo greškom poručili dva puta",
                   "artikal ne odgovara opisu sa sajta"],
           "device": ["paket je stigao oštećen, kućište je napuklo", "uređaj uopšte ne može da se uključi",
                      "u paketu nedostaje pribor naveden u katalogu"],
           "consumable": ["ambalaža je bila oštećena i deo sadržaja je neupotrebljiv",
                          "rok trajanja ističe već za dva meseca"]},
    "ba": {"any": ["isporučena je pogrešna verzija, naručili smo drugu", "istu stavku smo greškom naručili dva puta",
                   "artikal ne odgovara opisu sa web stranice"],
           "device": ["paket je stigao oštećen, kućište je napuklo", "aparat se uopće ne uključuje",
                      "u paketu nedostaje pribor naveden u katalogu"],
           "consumable": ["ambalaža je bila oštećena i dio sadržaja je neupotrebljiv",
                          "rok trajanja ističe već za dva mjeseca"]},
    "en": {"any": ["wrong version was delivered, we ordered the other one", "we ordered the same item two times by mistake",
                   "the item is not as described in the web shop"],
           "device": ["the parcel arrived damaged and the housing is cracked",
                      "the unit does not switch on at all",
                      "accessories listed in the catalogue are missing from the box"],
           "consumable": ["the packing was damaged and part of the content is not usable",
                          "the expiry date is already in two months"]},
}
# what goes wrong with a device under warranty, by kind of device
ISSUES = {
    "si": {"heat": ["Naprava ne vzdržuje nastavljene temperature", "Ob vsakem vklopu se pojavi napaka E04"],
           "motor": ["Motor je zelo glasen in vibrira", "Naprava se po nekaj minutah delovanja pregreje"],
           "elec": ["Naprava se med delom sama izklopi", "Baterija se izprazni v manj kot eni uri"]},
    "hr": {"heat": ["Uređaj ne drži zadanu temperaturu", "Pri svakom uključivanju javlja se greška E04"],
           "motor": ["Motor je jako bučan i vibrira", "Uređaj se pregrijava nakon nekoliko minuta rada"],
           "elec": ["Uređaj se sam isključuje tijekom rada", "Baterija se isprazni za manje od sat vremena"]},
    "rs": {"heat": ["Uređaj ne održava zadatu temperaturu", "Pri svakom uključivanju javlja se greška E04"],
           "motor": ["Motor je veoma bučan i vibrira", "Uređaj se pregreva posle nekoliko minuta rada"],
           "elec": ["Uređaj se sam isključuje tokom rada", "Baterija se isprazni za manje od sat vremena"]},
    "ba": {"heat": ["Aparat ne drži zadanu temperaturu", "Pri svakom uključivanju javlja se greška E04"],
           "motor": ["Motor je jako bučan i vibrira", "Aparat se pregrijava nakon nekoliko minuta rada"],
           "elec": ["Aparat se sam isključuje tokom rada", "Baterija se isprazni za manje od sat vremena"]},
    "en": {"heat": ["The unit does not keep the set temperature", "Error E04 appears at every start"],
           "motor": ["Motor is very loud and vibrating", "The unit overheats after few minutes of work"],
           "elec": ["The unit switches off by itself during work", "Battery is empty in less than one hour"]},
}

# ---------------------------------------------------------------- the customer's words, per language

GREETINGS = {"si": ["Spoštovani,", "Pozdravljeni,", "Dober dan,"], "hr": ["Poštovani,", "Dobar dan,", "Poštovana gospodo,"],
             "rs": ["Poštovani,", "Dobar dan,", "Pozdrav,"], "ba": ["Poštovani,", "Dobar dan,", "Poštovana gospodo,"],
             "en": ["Dear Sirs,", "Dear Sava Dental team,", "Respected,", "Hello,"]}
SIGN_OFFS = {"si": ["Lep pozdrav,", "S spoštovanjem,", "Lp,"], "hr": ["Lijep pozdrav,", "S poštovanjem,", "Srdačan pozdrav,"],
             "rs": ["Srdačan pozdrav,", "S poštovanjem,", "Pozdrav,"], "ba": ["Lijep pozdrav,", "S poštovanjem,", "Srdačan pozdrav,"],
             "en": ["Best regards,", "Kind regards,", "Regards,"]}
THANKS = {"si": ["Hvala za razumevanje.", "Hvala vnaprej."], "hr": ["Hvala unaprijed.", "Zahvaljujemo na razumijevanju."],
          "rs": ["Hvala unapred.", "Zahvaljujemo na razumevanju."], "ba": ["Hvala unaprijed.", "Hvala na razumijevanju."],
          "en": ["Thank you in advance.", "Thanks for understanding."]}
RELATIVE_DEADLINES = {
    "si": [("v 8 dneh", 8), ("v roku 14 dni", 14), ("do konca meseca", "month_end"), ("v naslednjih desetih dneh", 10)],
    "hr": [("u roku od 8 dana", 8), ("u roku od 15 dana", 15), ("do kraja mjeseca", "month_end"),
           ("unutar tjedan dana", 7)],
    "rs": [("u roku od 8 dana", 8), ("u roku od 15 dana", 15), ("do kraja meseca", "month_end"),
           ("u narednih sedam dana", 7)],
    "ba": [("u roku od 8 dana", 8), ("najkasnije za 15 dana", 15), ("do kraja mjeseca", "month_end"),
           ("u roku od sedmicu dana", 7)],
    "en": [("within 8 days", 8), ("in next 15 days", 15), ("until end of month", "month_end")],
}
DEADLINE_WORDS = {"si": ["do {}", "najkasneje do {}", "še pred {}"], "hr": ["do {}", "najkasnije do {}", "prije {}"],
                  "rs": ["do {}", "najkasnije do {}", "pre {}"], "ba": ["do {}", "najkasnije do {}", "prije {}"],
                  "en": ["until {}", "by {}", "latest on {}"]}
# words no date resolves; plan.py picks a key, the writer prints it in the customer's language
UNRESOLVED_KEYS = ["U0", "U1"]
UNRESOLVED = {"si": ["pred kolektivnim dopustom", "pred začetkom šolskih preventivnih pregledov"],
              "hr": ["prije godišnjeg odmora", "prije otvaranja naše nove ordinacije"],
              "rs": ["pre krsne slave", "pre inspekcijskog nadzora"],
              "ba": ["prije Bajrama", "prije dolaska inspekcije"],
              "en": ["before our summer break", "before the new practice opens"]}

EXPECT = {
    "refund_dl": {
        "si": ["Prosimo, da nam denar vrnete {dl}.", "Vračilo pričakujemo na naš TRR {dl}.",
               "Prosim, da znesek nakažete na naš račun {dl}."],
        "hr": ["Molimo da nam povrat novca izvršite {dl}.", "Očekujemo uplatu na naš žiro račun {dl}.",
               "Molim vas da iznos vratite na naš račun {dl}."],
        "rs": ["Molimo da nam novac vratite {dl}.", "Očekujemo uplatu na naš tekući račun {dl}.",
               "Molim vas da iznos uplatite na naš račun {dl}."],
        "ba": ["Molimo da nam novac vratite {dl}.", "Očekujemo uplatu na naš transakcijski račun {dl}.",
               "Molim vas da iznos uplatite na naš račun {dl}."],
        "en": ["Please make the refund to our account {dl}.", "We expect the money back on our account {dl}.",
               "Kindly return the amount to our account {dl}."]},
    "refund_no_dl": {
        "si": ["Prosimo za vračilo celotnega zneska na naš TRR.", "Želimo vračilo denarja in ne dobropisa za naslednji nakup."],
        "hr": ["Molimo povrat punog iznosa na naš žiro račun.", "Tražimo povrat novca, a ne zamjenu ili bon."],
        "rs": ["Molimo povraćaj celog iznosa na naš tekući račun.", "Tražimo povraćaj novca, a ne zamenu ili vaučer."],
        "ba": ["Molimo povrat cijelog iznosa na naš račun.", "Tražimo povrat novca, a ne zamjenu robe."],
        "en": ["Please return the full amount to our bank account.", "We want the money back, not a credit for next order."]},
    "repair_dl": {
        "si": ["Popravljeno napravo potrebujemo nazaj {dl}, ker imamo naročene paciente.",
               "Prosimo za popravilo ali zamenjavo naprave {dl}."],
        "hr": ["Ispravan uređaj trebamo natrag {dl} jer imamo naručene pacijente.",
               "Molimo popravak ili zamjenu uređaja {dl}."],
        "rs": ["Ispravan uređaj nam treba {dl} jer imamo zakazane pacijente.", "Molimo popravku ili zamenu uređaja {dl}."],
        "ba": ["Ispravan aparat nam treba {dl} jer imamo naručene pacijente.", "Molimo popravak ili zamjenu aparata {dl}."],
        "en": ["We need the repaired unit back {dl} because patients are booked.", "Please repair or replace the unit {dl}."]},
    "repair_no_dl": {
        "si": ["Prosimo za obvestilo o poteku popravila in nadomestno napravo v času servisa."],
        "hr": ["Molimo obavijest o tijeku popravka i zamjenski uređaj dok traje servis."],
        "rs": ["Molimo obaveštenje o toku popravke i zamenski uređaj dok traje servis."],
        "ba": ["Molimo obavještenje o toku popravka i zamjenski aparat dok traje servis."],
        "en": ["Please inform us about the repair status and give us a replacement unit meanwhile."]},
    "delivery_dl": {
        "si": ["Pošiljka mora prispeti {dl}, sicer naročilo prekličemo.", "Prosimo, preverite pri prevozniku, da blago prispe {dl}."],
        "hr": ["Pošiljka nam mora stići {dl}, inače otkazujemo narudžbu.",
               "Molimo provjerite s dostavnom službom da roba stigne {dl}."],
        "rs": ["Pošiljka mora da stigne {dl}, u suprotnom otkazujemo porudžbinu.",
               "Molimo proverite sa kurirskom službom da roba stigne {dl}."],
        "ba": ["Pošiljka mora stići {dl}, u suprotnom otkazujemo narudžbu.",
               "Molimo provjerite s kurirskom službom da roba stigne {dl}."],
        "en": ["The parcel must arrive {dl}, otherwise we cancel the order.",
               "Please check with the courier that the goods arrive {dl}."]},
    "rejected": {
        "si": ["Prosimo, da reklamacijo ponovno preučite in odobrite vračilo.", "Pričakujemo vsaj delno vračilo kupnine."],
        "hr": ["Molimo da ponovno razmotrite reklamaciju i odobrite povrat.", "Očekujemo barem djelomičan povrat novca."],
        "rs": ["Molimo da ponovo razmotrite reklamaciju i odobrite povraćaj.", "Očekujemo bar delimičan povraćaj novca."],
        "ba": ["Molimo da ponovo razmotrite reklamaciju i odobrite povrat.", "Očekujemo barem djelimičan povrat novca."],
        "en": ["Please reconsider the complaint and approve the refund.", "We expect at least a partial refund."]},
}

# the customer's follow-up letter, by topic (amount quoted as {amt})
LETTER = {
    "refund_quoted": {
        "si": ["V vašem sporočilu ste potrdili odobreno vračilo v višini {amt}, vendar denarja še ni na našem računu.",
               "Vračilo {amt} ste odobrili že pred več kot tednom dni, nakazila pa še nismo prejeli."],
        "hr": ["U vašem e-mailu potvrdili ste odobreni povrat od {amt}, ali sredstva još nisu sjela na naš račun.",
               "Odobrili ste nam povrat u iznosu od {amt} prije više od tjedan dana, a uplatu još nismo vidjeli."],
        "rs": ["U vašem mejlu ste potvrdili odobreni povraćaj od {amt}, ali novac još nije legao na naš račun.",
               "Odobrili ste nam povraćaj u iznosu od {amt} pre više od nedelju dana, a uplatu još nismo videli."],
        "ba": ["U vašem mailu ste potvrdili odobreni povrat od {amt}, ali novac još nije legao na naš račun.",
               "Odobrili ste nam povrat u iznosu od {amt} prije više od sedmicu dana, a uplatu još nismo vidjeli."],
        "en": ["In your e-mail you confirmed the approved refund of {amt}, but the money is still not on our account.",
               "You approved us a refund of {amt} more than one week ago and we still did not see the payment."]},
    "refund_plain": {
        "si": "Potrdili ste, da je vračilo odobreno, vendar denar še ni prispel.",
        "hr": "Potvrdili ste da je povrat prihvaćen, ali novac još nije stigao.",
        "rs": "Potvrdili ste da je povraćaj odobren, ali novac još nije stigao.",
        "ba": "Potvrdili ste da je povrat odobren, ali novac još nije stigao.",
        "en": "You confirmed the refund is approved, but the money did not arrive yet."},
    "warranty_paid": {
        "si": "Vračilo {amt} za drugi artikel je prispelo, hvala.",
        "hr": "Povrat od {amt} za drugi artikl je stigao, hvala.",
        "rs": "Povraćaj od {amt} za drugi artikal je legao, hvala.",
        "ba": "Povrat od {amt} za drugi artikal je stigao, hvala.",
        "en": "The refund of {amt} for the other item arrived, thank you."},
    "warranty": {
        "si": "Napravo {p} smo pred tremi tedni poslali na garancijsko popravilo in od takrat nimamo nobenih informacij.",
        "hr": "Uređaj {p} poslali smo na servis u jamstvenom roku prije tri tjedna i od tada nemamo nikakvu informaciju.",
        "rs": "Uređaj {p} smo poslali na servis u garantnom roku pre tri nedelje i od tada nemamo nikakvu informaciju.",
        "ba": "Aparat {p} smo poslali na servis u garantnom roku prije tri sedmice i od tada nemamo nikakvu informaciju.",
        "en": "We sent the {p} for warranty repair three weeks ago and since then we have no information."},
    "delivery": {
        "si": "Pošiljka še ni prispela, status sledenja pa se že več dni ne spremeni.",
        "hr": "Pošiljka još nije stigla, a status praćenja nije se promijenio danima.",
        "rs": "Pošiljka još nije stigla, a status praćenja se danima ne menja.",
        "ba": "Pošiljka još nije stigla, a status praćenja se danima ne mijenja.",
        "en": "The parcel still did not arrive and the tracking status is not changing for days."},
    "rejected": {
        "si": "Z zavrnitvijo reklamacije se ne strinjamo. Poškodba je bila prisotna že ob dostavi in smo jo prijavili isti dan.",
        "hr": "Ne slažemo se s odlukom o odbijanju reklamacije. Oštećenje je postojalo već pri isporuci i prijavili smo ga isti dan.",
        "rs": "Ne slažemo se sa odlukom o odbijanju reklamacije. Oštećenje je postojalo već pri isporuci i prijavili smo ga isti dan.",
        "ba": "Ne slažemo se s odlukom o odbijanju reklamacije. Oštećenje je postojalo već pri isporuci i prijavili smo ga isti dan.",
        "en": "We do not agree with the decision to reject the complaint. The damage was there already at delivery and we reported it the same day."},
    "moved": {"si": "Medtem so se naši načrti spremenili.", "hr": "U međuvremenu su nam se planovi promijenili.",
              "rs": "U međuvremenu su nam se planovi promenili.", "ba": "U međuvremenu su nam se planovi promijenili.",
              "en": "Our plans changed in the meantime."},
}
# old prices in kune: Croatian customers and forms still mention them (distractors, never a truth value)
HRK_ASIDES = {"hr": ["Prethodni uređaj kupili smo kod vas 2021. za {k} kn i radio je bez problema.",
                     "Za usporedbu, 2022. smo isti artikl plaćali {k} HRK."],
              "en": ["We bought the previous unit from you in 2021 for {k} kn and it worked without problems."]}
AUTO_REPLY = {"si": "Zahvaljujemo za vaše sporočilo. Odgovorili vam bomo v enem delovnem dnevu.",
              "hr": "Zahvaljujemo na poruci. Odgovorit ćemo vam u roku od jednog radnog dana.",
              "rs": "Hvala na poruci. Odgovorićemo vam u roku od jednog radnog dana.",
              "ba": "Hvala na poruci. Odgovorit ćemo vam u roku od jednog radnog dana.",
              "en": "Thank you for your message. We will answer within one working day."}
TERMS = {
    "si": ["Splošni prodajni pogoji (izvleček)",
           "1. Reklamacije zaradi vidnih napak je treba sporočiti v 8 dneh od prejema blaga.",
           "2. Pri vračilu neodprtega blaga lahko zaračunamo stroške ponovnega skladiščenja do 15 %.",
           "3. Garancijska popravila opravlja pooblaščeni servis v Ljubljani; rok popravila je do 45 dni.",
           "4. Vračila kupnine nakazujemo na TRR kupca v 8 delovnih dneh po odobritvi."],
    "hr": ["Opći uvjeti prodaje (izvadak)",
           "1. Vidljive nedostatke potrebno je prijaviti u roku od 8 dana od primitka robe.",
           "2. Kod povrata neotvorene robe može se zaračunati naknada za ponovno skladištenje do 15 %.",
           "3. Jamstvene popravke obavlja ovlašteni servis u Zagrebu u roku do 45 dana.",
           "4. Povrat sredstava vrši se na IBAN kupca u roku od 8 radnih dana od odobrenja."],
    "rs": ["Opšti uslovi prodaje (izvod)",
           "1. Vidljive nedostatke je potrebno prijaviti u roku od 8 dana od prijema robe.",
           "2. Kod povraćaja neotvorene robe može se naplatiti naknada za ponovno skladištenje do 15 %.",
           "3. Servis u garantnom roku obavlja ovlašćeni servis u Beogradu u roku do 45 dana.",
           "4. Povraćaj sredstava vrši se na tekući račun kupca u roku od 8 radnih dana od odobrenja."],
    "ba": ["Opći uslovi prodaje (izvod)",
           "1. Vidljive nedostatke potrebno je prijaviti u roku od 8 dana od prijema robe.",
           "2. Kod povrata neotvorene robe može se naplatiti naknada za obradu povrata do 15 %.",
           "3. Servis u garantnom roku obavlja ovlašteni servis u Sarajevu u roku do 45 dana.",
           "4. Povrat sredstava vrši se na transakcijski račun kupca u roku od 8 radnih dana od odobrenja."],
}
