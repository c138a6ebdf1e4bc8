"""Shop 15's vocabulary: Kleinmeer Meettechniek, a B2B distributor of laboratory and industrial measuring
instruments in Eindhoven (with a sales office in Aachen and a Swiss branch in Basel), its customers,
instruments, forwarders and the English its continental staff and customers write."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Kleinmeer Meettechniek B.V."

# Selling entity per customer country: name, address line, VAT id, bank line, VAT label, VAT rate, currency.
ENTITIES = {
    "NL": ("Kleinmeer Meettechniek B.V.", "Hurksestraat 41, 5652 AJ Eindhoven, Nederland",
           "VAT no. / BTW-nr.: NL851204377B01", "IBAN NL42 RABO 0318 4472 19 | BIC RABONL2U", "VAT / BTW", "21"),
    "BE": ("Kleinmeer Meettechniek B.V.", "Hurksestraat 41, 5652 AJ Eindhoven, Nederland",
           "VAT no. / BTW-nr.: NL851204377B01", "IBAN NL42 RABO 0318 4472 19 | BIC RABONL2U", "VAT / BTW", "0"),
    "DE": ("Kleinmeer Messtechnik GmbH", "Jülicher Straße 215, 52070 Aachen, Deutschland",
           "USt-IdNr. / VAT ID: DE318775402", "IBAN DE71 3905 0000 1072 4418 03 | BIC AACSDE33", "VAT / MwSt.", "19"),
    "AT": ("Kleinmeer Messtechnik GmbH", "Jülicher Straße 215, 52070 Aachen, Deutschland",
           "USt-IdNr. / VAT ID: DE318775402", "IBAN DE71 3905 0000 1072 4418 03 | BIC AACSDE33", "VAT / USt.", "0"),
    "CH": ("Kleinmeer Messtechnik AG", "Güterstrasse 144, 4053 Basel, Schweiz",
           "MWST-Nr. / VAT no.: CHE-291.447.806 MWST", "IBAN CH56 0483 5029 8829 1100 0 | BIC CRESCHZZ80A",
           "VAT / MWST", "8.1"),
}
ENTITY_MAIL = {"NL": "kleinmeer.nl", "BE": "kleinmeer.nl", "DE": "kleinmeer.de", "AT": "kleinmeer.de",
               "CH": "kleinmeer.ch"}

# Customers: (country, institution, department, street + city, mail domain, VAT id, contact persons)
CUSTOMERS = [
    ("NL", "Technische Universiteit Zuidrand", "Faculteit Technische Natuurkunde, Lab. Fluïdummechanica",
     "De Zaale 12, 5612 AZ Eindhoven", "tu-zuidrand.nl", "NL003214889B01",
     [("Maarten", "Verhoeven"), ("Anouk", "Dijkstra")]),
    ("NL", "Waterlaboratorium Gelderse Vallei", "Afdeling Chemische Analyse", "Nijverheidsweg 8, 6717 LR Ede",
     "wlgv.nl", "NL812004551B01", [("Sanne", "van der Meulen"), ("Joost", "Brinkman")]),
    ("NL", "Zuivelcoöperatie Noordkaap U.A.", "Kwaliteitslab", "Zuivelweg 3, 9351 PA Leek", "noordkaap.nl",
     "NL004417230B01", [("Hendrik", "Wiersma")]),
    ("BE", "Universiteit Schelde-Leie", "Vakgroep Analytische Chemie", "Krijgslaan 281, 9000 Gent",
     "ugent-sl.be", "BE0248015142", [("Wouter", "De Smedt"), ("Lieselot", "Van Damme")]),
    ("BE", "Brouwerij De Vlasbloem NV", "Labo kwaliteitscontrole", "Kortrijksesteenweg 640, 8530 Harelbeke",
     "vlasbloem.be", "BE0431227809", [("Pieter", "Vanhoutte")]),
    ("DE", "Universität Oberrhein", "Institut für Physikalische Chemie", "Albertstraße 21, 79104 Freiburg",
     "uni-oberrhein.de", "DE142117553", [("Jürgen", "Maier"), ("Katrin", "Schößler")]),
    ("DE", "Stahlwerk Rheinhausen GmbH", "Qualitätslabor / Werkstoffprüfung", "Hochfelder Str. 90, 47226 Duisburg",
     "stahl-rheinhausen.de", "DE119883204", [("Thomas", "Große-Kleimann"), ("Melanie", "Bäcker")]),
    ("DE", "Labor Dr. Wendel GmbH", "Umweltanalytik", "Mainzer Landstraße 77, 60329 Frankfurt am Main",
     "labor-wendel.de", "DE264013398", [("Stefanie", "Hoffmann")]),
    ("AT", "Technische Hochschule Steiermark", "Institut für Verfahrenstechnik", "Inffeldgasse 25, 8010 Graz",
     "th-steiermark.at", "ATU57794411", [("Florian", "Pichler"), ("Verena", "Gruber")]),
    ("AT", "Alpenmilch Tirol eGen", "Qualitätssicherung", "Industriezone 4, 6176 Völs", "alpenmilch-tirol.at",
     "ATU33810025", [("Andreas", "Hörtnagl")]),
    ("CH", "Hochschule Limmattal", "Institut für Sensorik", "Technikumstrasse 9, 8400 Winterthur",
     "hs-limmattal.ch", "CHE-108.955.204 MWST", [("Reto", "Brunner"), ("Corinne", "Zürcher")]),
    ("CH", "Pharmazell AG", "QC Laboratory", "Klybeckstrasse 141, 4057 Basel", "pharmazell.ch",
     "CHE-412.660.173 MWST", [("Beat", "Aeschbacher")]),
]

# Instruments: (name, article no., unit price net)
PRODUCTS = [
    ("pH/ORP benchtop meter PHM-320 with electrode", "KM-40311", Decimal("1285.00")),
    ("Digital pressure calibrator DPC-16, 0-16 bar", "KM-52016", Decimal("2940.00")),
    ("Precision thermometer PRT-5 incl. Pt100 probe", "KM-31105", Decimal("1648.50")),
    ("Analytical balance AB-220, readability 0.1 mg", "KM-60220", Decimal("3875.00")),
    ("Conductivity meter KLF-4 with 4-pole cell", "KM-40404", Decimal("964.00")),
    ("Handheld infrared thermometer IRT-550", "KM-31550", Decimal("318.40")),
    ("Temperature/humidity data logger TH-Log 8", "KM-70008", Decimal("189.90")),
    ("Bench multimeter DMM 6.5 digit", "KM-80065", Decimal("1720.00")),
    ("Ultrasonic thickness gauge UTG-10", "KM-55010", Decimal("2215.00")),
    ("Digital refractometer RD-45", "KM-45045", Decimal("2480.00")),
    ("Rotational viscometer VR-2 with spindle set", "KM-47002", Decimal("4390.00")),
    ("Dissolved oxygen meter DO-7 optical", "KM-40707", Decimal("1199.00")),
]
ACCESSORIES = [
    ("Buffer solution set pH 4/7/10, 3 x 500 ml", "KM-49001", Decimal("46.80")),
    ("ISO/IEC 17025 calibration certificate", "KM-99017", Decimal("165.00")),
    ("Spare Pt100 probe, 150 mm", "KM-31190", Decimal("212.00")),
    ("Carrying case, aluminium", "KM-99120", Decimal("78.50")),
    ("USB interface cable with software licence", "KM-99230", Decimal("59.00")),
]

RETURN_REASONS = [
    "the measuring range does not match our order (0-10 bar instead of 0-16 bar)",
    "the pH electrode arrived with a cracked glass membrane",
    "the instrument was delivered without the calibration certificate we ordered",
    "the wrong plug type was supplied (UK plug instead of Schuko)",
    "the display shows an offset of 0,8 K against our reference thermometer",
    "our project was cancelled and the unit is still unopened in its original packaging",
    "a duplicate order was placed by our ERP system",
]
ISSUES = [
    "Display stays blank after switching on, also with new batteries",
    "Readings drift continuously after calibration, approx. 0,5 % of reading per hour",
    "Device reports error E-07 (sensor fault) during every start-up",
    "Zero point is unstable, values jump by 2-3 digits without load",
    "USB interface is no longer recognised by the PC software",
    "Housing seal leaks, condensation visible behind the display window",
]
UNRESOLVED = [
    "before our laboratory moves to the new building",
    "before the accreditation audit",
    "before the start of the next measuring campaign",
    "before the practical course for the students begins",
]

CARRIERS = {
    # name: (tracking maker key, typical transit days)
    "DHL Express": ("dhl", 2), "DB Schenker": ("schenker", 4), "Kuehne+Nagel": ("kn", 5),
    "DPD": ("dpd", 3), "UPS": ("ups", 2), "PostNL": ("upu", 3), "Swiss Post": ("upu", 3), "GLS": ("gls", 3),
}
CARRIER_CONTACT = {
    "DHL Express": "dhl-express.nl", "DB Schenker": "dbschenker.com", "Kuehne+Nagel": "kuehne-nagel.com",
    "DPD": "dpd.de", "UPS": "ups.com", "PostNL": "postnl.nl", "Swiss Post": "post.ch", "GLS": "gls-group.eu",
}
STAFF = {
    "NL": [("Eva", "Kuijpers", "Sales Support"), ("Ruud", "Janssen", "Customer Service"),
           ("Lotte", "Smits", "Accounts Receivable")],
    "BE": [("Eva", "Kuijpers", "Sales Support"), ("Bram", "Peeters", "Sales Benelux"),
           ("Lotte", "Smits", "Accounts Receivable")],
    "DE": [("Nina", "Schulte", "Vertriebsinnendienst / Inside Sales"), ("Markus", "Vogt", "Service / RMA"),
           ("Heike", "Lorenz", "Buchhaltung / Accounting")],
    "AT": [("Nina", "Schulte", "Vertriebsinnendienst / Inside Sales"), ("Markus", "Vogt", "Service / RMA"),
           ("Heike", "Lorenz", "Buchhaltung / Accounting")],
    "CH": [("Luca", "Bernasconi", "Verkauf Innendienst / Inside Sales"), ("Sandra", "Meier", "Service / RMA"),
           ("Daniel", "Keller", "Finanzen / Accounting")],
}
