"""Tembo Tone Instruments: the words, names, places and things of a musical-instrument supplier with a head
office in Nairobi (Kenya, KES) and branches in Makati (the Philippines, PHP), Dubai (the UAE, AED) and
Kingston (Jamaica, JMD). Everything here was written for this shop; nothing is taken from the other shops."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Tembo Tone Instruments"
DOMAIN = "tembotone.example"

COUNTRY = {"KES": "KE", "PHP": "PH", "AED": "AE", "JMD": "JM"}
TZ = {"KES": "+0300", "PHP": "+0800", "AED": "+0400", "JMD": "-0500"}

BRANCH = {
    "KES": ("Tembo Tone Instruments Ltd", "Sarit Centre, 2nd Floor, Westlands, Nairobi",
            "KRA PIN P051234567X  |  Tel +254 20 765 4410  |  M-Pesa Paybill 522 818"),
    "PHP": ("Tembo Tone Instruments Phils., Inc.", "Unit 1204 Jupiter Tower, Makati City 1209, Metro Manila",
            "VAT Reg. TIN 009-331-872-000  |  (02) 8812 4470  |  GCash merchant 0917 882 4410"),
    "AED": ("Tembo Tone Instruments Trading LLC", "Warehouse 14, Al Quoz Industrial Area 3, Dubai",
            "TRN 100 4421 8830 0003  |  +971 4 338 5120  |  P.O. Box 118842"),
    "JMD": ("Tembo Tone Instruments (Jamaica) Ltd", "Shop 21, Sovereign Centre, Hope Road, Kingston 6",
            "TRN 114-882-310  |  GCT Reg. 000-114-882  |  (876) 927 4410"),
}

TAX = {"KES": ("VAT", Decimal("16")), "PHP": ("VAT", Decimal("12")), "AED": ("VAT", Decimal("5")),
       "JMD": ("GCT", Decimal("15"))}

# (name, price per currency KES, PHP, AED, JMD); whole units in KES (receipts print "/=")
PRODUCTS = [
    ("Yamaha F310 acoustic guitar", (18500, 8950, 575, 26500)),
    ("Cort AD810 dreadnought guitar", (16900, 7990, 520, 24000)),
    ("Kala KA-15S soprano ukulele", (6800, 3150, 210, 9800)),
    ("Stentor Student II violin 4/4 outfit", (21500, 11900, 690, 27000)),
    ("Casio CT-S300 61-key keyboard", (17800, 9495, 545, 25500)),
    ("Meinl HDJ1-L headliner djembe", (9400, 4600, 310, 13500)),
    ("Schlagwerk CP404 cajon", (19900, 9990, 640, 26900)),
    ("Vandoren Traditional alto sax reeds (box of 10)", (4300, 1950, 135, 6200)),
    ("D'Addario EJ16 phosphor bronze strings (3 sets)", (3150, 1480, 95, 4400)),
    ("Korg TM-60 tuner metronome", (3900, 1890, 118, 5600)),
    ("Boss Katana-50 MkII combo amp", (26900, 14950, 935, 27000)),
    ("Hohner Special 20 harmonica in C", (5200, 2450, 165, 7400)),
    ("Gator padded gig bag, dreadnought", (4800, 2300, 150, 6900)),
    ("K&M 101 music stand", (3600, 1750, 110, 5200)),
    ("Fender Player Stratocaster (used, grade A)", (24500, 14500, 880, 26000)),
    ("Shure SM58 vocal microphone", (14900, 6990, 420, 19500)),
]
WARRANTY_PRODUCTS = ["Yamaha F310 acoustic guitar", "Cort AD810 dreadnought guitar", "Casio CT-S300 61-key keyboard",
                     "Boss Katana-50 MkII combo amp", "Korg TM-60 tuner metronome", "Shure SM58 vocal microphone",
                     "Stentor Student II violin 4/4 outfit", "Fender Player Stratocaster (used, grade A)"]

PEOPLE = {
    "KES": [("Amani Odhiambo", "Kileleshwa, Nairobi"), ("Wanjiru Kamau", "Nyali, Mombasa"),
            ("Brian Kiprotich", "Eldoret"), ("Faith Achieng Otieno", "Milimani, Kisumu"),
            ("Mwangi Njoroge", "Thika Road, Nairobi")],
    "PHP": [("Maria Lourdes Santos", "Quezon City"), ("Jericho Dela Cruz", "Cebu City"),
            ("Kristine Mae Bautista", "Davao City"), ("Paolo Reyes", "Pasig City"),
            ("Angelica Villanueva", "Iloilo City")],
    "AED": [("Rashid Al Mansoori", "Al Barsha, Dubai"), ("Priya Menon", "Al Nahda, Sharjah"),
            ("Omar Haddad", "Khalifa City, Abu Dhabi"), ("Sarah Whitfield", "Jumeirah Village Circle, Dubai"),
            ("Joseph Dsouza", "Al Karama, Dubai")],
    "JMD": [("Tameka Campbell", "Half Way Tree, Kingston"), ("Andre Blake", "Montego Bay, St James"),
            ("Shanice Williams", "Mandeville, Manchester"), ("Delroy Brown", "Spanish Town, St Catherine"),
            ("Kimone Reid", "Ocho Rios, St Ann")],
}
# customers that are institutions: they write "we" and sign for the institution
INSTITUTIONS = {
    "KES": ["St. Mary's School Music Dept.", "Nairobi Chapel Worship Team", "Kisumu Youth Brass Band"],
    "PHP": ["Our Lady of Fatima Parish Choir", "Cebu Rondalla Ensemble", "San Roque Elementary School"],
    "AED": ["Harmony Music Institute", "Al Noor Private School, Performing Arts", "Marina Jazz Collective"],
    "JMD": ["Calabar High School Band", "Mona Heights Gospel Choir", "Riddim Kings Sound"],
}
NICKNAMES = {"Maria Lourdes Santos": "Malou", "Kristine Mae Bautista": "Tin", "Jericho Dela Cruz": "Jeck",
             "Joseph Dsouza": "Joe", "Andre Blake": "Dre"}

CARRIERS = {
    "KES": ["G4S Courier", "Wells Fargo Kenya", "Fargo Courier", "Sendy", "DHL Express"],
    "PHP": ["LBC Express", "2GO Express", "Grab Express", "Entrego", "DHL Express"],
    "AED": ["Emirates Post", "SMSA Express", "Quiqup", "Fetchr", "DHL Express"],
    "JMD": ["Knutsford Express", "Tara Courier", "ZipMail JA", "DHL Express"],
}

# why a customer sends an item back, and what goes wrong under warranty, by the kind of instrument
KIND = {"Yamaha": "acoustic", "Cort": "acoustic", "Fender": "electric", "Kala": "ukulele", "Stentor": "violin",
        "Casio": "keys", "Meinl": "drum", "Schlagwerk": "drum", "Vandoren": "reeds", "D'Addario": "strings",
        "Korg": "tuner", "Boss": "amp", "Hohner": "harmonica", "Gator": "bag", "K&M": "stand", "Shure": "mic"}


def kind_of(product: str) -> str:
    return KIND[product.split(" ")[0]]


RETURN_REASONS = {
    "acoustic": ["the neck has a visible twist and the strings buzz on every fret",
                 "it arrived in the wrong finish, natural instead of sunburst",
                 "the box was crushed and the top has a hairline crack"],
    "electric": ["the pickup selector crackles in every position", "it has more fret wear than a grade A guitar should"],
    "ukulele": ["the tuning pegs slip and it will not stay in tune", "my son's teacher says a concert size suits him better"],
    "violin": ["my daughter's teacher says a 3/4 size suits her better", "the bridge was snapped inside the case when it arrived"],
    "keys": ["two of the keys stick and make a clicking sound", "the adaptor in the box has a US plug and no converter"],
    "drum": ["the drum head came split along the rim", "the snare wires inside rattle even when it is not played"],
    "reeds": ["the reeds are the wrong strength, I ordered 2.5 and got 3.5"],
    "strings": ["the pack was opened and one set is missing"],
    "tuner": ["the clip is broken and it will not hold on the headstock"],
    "amp": ["the amp hums loudly even with nothing plugged in", "it is a duplicate order, the same amp was charged twice"],
    "harmonica": ["it is in the wrong key, I ordered C and got G"],
    "bag": ["the zip broke the first time it was used"],
    "stand": ["one of the locking screws is missing and the desk will not stay up"],
    "mic": ["the microphone cuts out unless the cable is held", "it is a duplicate order, the same item was charged twice"],
}
ISSUES = {
    "acoustic": ["Bridge lifting at the back edge, gap of about 1 mm",
                 "Truss rod nut is stripped, neck relief cannot be adjusted"],
    "electric": ["Output jack crackles and cuts out when the cable is moved",
                 "Truss rod nut is stripped, neck relief cannot be adjusted"],
    "keys": ["Keys C4 to E4 produce no sound after 3 weeks of use",
             "Display flickers and the unit switches off on battery power"],
    "amp": ["Speaker rattles at moderate volume on the clean channel", "Power lamp on but no sound from the speaker"],
    "tuner": ["Display flickers and the unit switches off on battery power", "Metronome click stops after a few seconds"],
    "mic": ["Intermittent signal, the microphone cuts out unless the grille is pressed"],
    "violin": ["Fine tuner on the E string is cracked and will not hold pitch", "Seam opening along the lower bout"],
}

# fees a return can carry, and what they are called
FEE_BASES = ["restocking fee", "return courier charge", "inspection fee"]

# relative deadlines: (words, days after the document date) or "month_end"
RELATIVE = {
    "KE": [("within 7 days", 7), ("within fourteen days", 14), ("by the end of this month", "month_end"),
           ("within ten days", 10)],
    "PH": [("within 15 days", 15), ("within the next seven days", 7), ("before the end of the month", "month_end"),
           ("within two weeks", 14)],
    "AE": [("within 10 days", 10), ("within 7 days", 7), ("by month end", "month_end"),
           ("within 14 days", 14)],
    "JM": [("within the next fortnight", 14), ("within a week", 7), ("by the end of the month", "month_end"),
           ("within 10 days", 10)],
}
UNRESOLVED = {
    "KE": ["before the school's music festival", "before our choir travels for the county finals"],
    "PH": ["before our parish fiesta", "in time for the Simbang Gabi rehearsals"],
    "AE": ["before our spring recital", "ahead of the band's gig at the marina"],
    "JM": ["before the Festival Song competition", "in time for the church's anniversary service"],
}

TERMS = [
    "Returns & repairs - the small print",
    "Unplayed items in their original packaging may be returned within 14 days of delivery. Instruments that "
    "have been set up, strung or played are inspected before a credit is agreed; a restocking fee may apply to "
    "opened keyboards, amplifiers and electronics. Strings, reeds and mouthpieces cannot be returned once the "
    "seal is broken, for hygiene reasons.",
    "Warranty repairs are carried out by our workshop or the maker's agent. We aim to return repaired "
    "instruments within 21 days; loan instruments are available to schools on request.",
    "Refunds go back the way you paid: M-Pesa, GCash, card or bank transfer. Please allow 3-5 banking days.",
]
