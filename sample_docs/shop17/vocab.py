"""The shop's vocabulary: branches, customers, products, couriers, reasons, faults and phrases.

Al Naseem Cooling & Home Appliances L.L.C. is a Dubai distributor of air-conditioning units, HVAC
spare parts and home appliances, with branches in Riyadh and Doha. Oman and Bahrain are served
from Dubai (zero-rated exports, billed in OMR and BHD).
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Al Naseem Cooling & Home Appliances L.L.C."
SHOP_SHORT = "Al Naseem Cooling"
DOMAIN = "alnaseem-cooling.example"

# country -> (currency, VAT rate, branch key, e-mail time zone)
COUNTRIES: dict[str, tuple[str, Decimal, str, str]] = {
    "UAE": ("AED", Decimal("5"), "DXB", "+0400"),
    "KSA": ("SAR", Decimal("15"), "RUH", "+0300"),
    "Qatar": ("QAR", Decimal("0"), "DOH", "+0300"),
    "Oman": ("OMR", Decimal("0"), "DXB", "+0400"),
    "Bahrain": ("BHD", Decimal("0"), "DXB", "+0300"),
}
# AED price -> local price factor
FX = {"AED": Decimal("1"), "SAR": Decimal("1.02"), "QAR": Decimal("0.99"), "OMR": Decimal("0.1048"),
      "BHD": Decimal("0.1026")}

BRANCHES = {
    "DXB": {
        "name": f"{SHOP_SHORT} - Head Office, Dubai",
        "address": "Warehouse 14, Street 19B, Al Quoz Industrial Area 3, P.O. Box 118204, Dubai, U.A.E.",
        "phone": "Tel: +971 4 338 7710 | Fax: +971 4 338 7719 | WhatsApp: +971 55 410 2286",
        "tax": "TRN: 100398765400003",
        "manager": "Suresh Menon",
        "city": "Dubai",
    },
    "RUH": {
        "name": f"{SHOP_SHORT} - Riyadh Branch",
        "address": "Al Olaya Street, Building 7214, Al Olaya District, Riyadh 12241, K.S.A.",
        "phone": "Tel: +966 11 464 2051 | Mob/WhatsApp: +966 55 902 7734",
        "tax": "VAT Registration No.: 310487652300003 | C.R. No. 1010734512",
        "manager": "Abdulrahman Al Otaibi",
        "city": "Riyadh",
    },
    "DOH": {
        "name": f"{SHOP_SHORT} W.L.L. - Doha",
        "address": "Shop 6, Salwa Road, near Midmac R/A, P.O. Box 22871, Doha, Qatar",
        "phone": "Tel: +974 4436 1190 | WhatsApp: +974 3317 4402",
        "tax": "C.R. No. 144719",
        "manager": "Joseph Thomas Kurian",
        "city": "Doha",
    },
}

# (name, country, kind, address, contact) - kind "home", "contractor" or "hotel"
CUSTOMERS = [
    ("Faisal Al Mansoori", "UAE", "home", "Villa 23, Street 8, Al Barsha 2, Dubai", None),
    ("Noura Al Suwaidi", "UAE", "home", "Villa 5, Al Rahmaniya 4, Sharjah", None),
    ("Rajesh Kumar Nair", "UAE", "home", "Flat 1204, Al Khail Heights, Al Quoz 4, Dubai", None),
    ("Maria Cristina Dela Cruz", "UAE", "home", "Apt 309, Bldg 12, International City, Dubai", None),
    ("Sarah Whitfield", "UAE", "home", "Villa 41, The Springs 7, Dubai", None),
    ("Al Khaleej Facility Management LLC", "UAE", "contractor", "Office 704, Al Saqr Tower, Al Nahda 1, Dubai",
     ("Sajid Ali", "MEP Supervisor")),
    ("Blue Dune Technical Services LLC", "UAE", "contractor", "Plot 118, Musaffah M-37, Abu Dhabi",
     ("Tariq Mahmood", "Procurement Officer")),
    ("Abdullah bin Saeed Al Ghamdi", "KSA", "home", "Villa 9, Al Malqa District, Riyadh", None),
    ("Imran Qureshi", "KSA", "home", "Apt 6, Al Rawdah District, Jeddah", None),
    ("Rawabi Building Maintenance Est.", "KSA", "contractor", "Prince Sultan Road, Al Khobar",
     ("Ahmed Abu Zaid", "Operations Manager")),
    ("Khalid Abu Hamdan", "Qatar", "home", "Villa 17, Al Waab Street, Doha", None),
    ("Pearl Crest Hotel Apartments", "Qatar", "hotel", "Porto Arabia, The Pearl, Doha",
     ("Jomar Villanueva", "Chief Engineer")),
    ("Fatima Al Balushi", "Oman", "home", "House 1127, Way 3419, Al Khuwair, Muscat", None),
    ("Omar bin Khalfan Al Hinai", "Oman", "home", "Al Mawaleh North, Seeb, Muscat", None),
    ("Hussain Abdulla Al Aali", "Bahrain", "home", "Flat 21, Building 2254, Road 2831, Seef, Bahrain", None),
    ("Seef Tower Hotel", "Bahrain", "hotel", "Building 160, Road 2803, Seef District, Manama",
     ("Prakash Shetty", "Engineering Manager")),
    ("Sunil Fernandes", "Oman", "home", "Flat 8, Ruwi High Street, Muscat", None),
]

# the same name as another hand transliterates or types it
NAME_VARIANTS = {
    "Al Mansoori": "Al Mansouri", "Al Suwaidi": "Al Suwaidy", "Nair": "Nayar", "Dela Cruz": "Delacruz",
    "Whitfield": "Whitefield", "Al Khaleej": "Al Khalij", "Blue Dune": "Blue Dunes", "Al Ghamdi": "Al Ghamedi",
    "Qureshi": "Qureishi", "Rawabi": "Rawaabi", "Abu Hamdan": "Abu Hamdaan", "Pearl Crest": "Pearlcrest",
    "Al Balushi": "Al Baloushi", "Al Hinai": "Al Henai", "Al Aali": "Al Aaly", "Seef Tower": "Seef Towers",
    "Fernandes": "Fernandez",
}

# (product, model, AED unit price, warranty-able)
PRODUCTS = [
    ("Frostline 1.5 Ton Inverter Split AC", "FL-18HVI", Decimal("1899"), True),
    ("Frostline 2.0 Ton Inverter Split AC", "FL-24HVI", Decimal("2499"), True),
    ("Coolvent 2.5 Ton Floor Standing AC", "CV-30FS", Decimal("4350"), True),
    ("Coolvent 1.0 Ton Window AC (Rotary)", "CV-12WR", Decimal("1150"), True),
    ("Zamzam Aire 3.0 Ton Ducted Split Unit", "ZA-36DS", Decimal("7800"), True),
    ("Rotary Compressor 18000 BTU R410A", "RC-18K410", Decimal("620"), True),
    ("Outdoor Fan Motor 1/6 HP", "FM-016", Decimal("185"), False),
    ("Run Capacitor 45+5 MFD", "CAP-455", Decimal("28"), False),
    ("Copper Pipe Set 1/4 x 1/2 (3 m)", "CP-1412", Decimal("145"), False),
    ("R410A Refrigerant Cylinder 11.3 kg", "GAS-410", Decimal("395"), False),
    ("Digital Wall Thermostat", "TH-DW2", Decimal("210"), False),
    ("Nordhaus 8 kg Front Load Washing Machine", "NH-WF8", Decimal("1649"), True),
    ("Nordhaus 540 L Side-by-Side Refrigerator", "NH-SBS540", Decimal("3299"), True),
    ("Kelvora 50 L Water Heater", "KV-WH50", Decimal("549"), True),
    ("Kelvora Hot & Cold Water Dispenser", "KV-WD2", Decimal("429"), True),
]
SERIAL_CODES = {"FL": "Frostline", "CV": "Coolvent", "ZA": "Zamzam", "RC": "Rotary", "NH": "Nordhaus",
                "KV": "Kelvora"}
SERIAL_CHARS = "ACDEFHJKMNPRTUVWXY34679"

# courier -> how its airway bill numbers look
COURIERS = {
    "Falcon Express Cargo": "FEC-########",
    "Sahara Link Courier": "##########",
    "Qafila Express": "QX###########",
    "Rimal Courier Services": "RM#########AE",
    "Dhow Line Logistics": "DLL#########",
}
DRIVERS = ["Mohammed Rafiq", "Gurpreet Singh", "Anwar Hossain", "Ramil Santos", "Shahid Iqbal", "Biju Varghese"]
STAFF = ["Rizwan (Customer Care)", "Aileen M. (Accounts)", "Hassan K. (Sales)", "Priya S. (Service Desk)",
         "Nabeel (After Sales)"]

RETURN_REASONS = [
    "the outdoor unit is making very loud noise from the first day itself",
    "the size is not fitting in the kitchen space, we measured wrongly",
    "the cooling is not enough for the majlis and we need bigger tonnage",
    "the front panel of indoor unit was broken when your team delivered",
    "we received 1.5 ton unit instead of 2 ton as per our order",
    "the owner has cancelled the project and the units are not required now",
    "the door is not closing properly and water is leaking on the floor",
    "the unit was delivered without remote and installation kit",
    "the part is not matching with our old unit, wrong model supplied",
]
ISSUES = [
    "Compressor not starting, breaker tripping after 2-3 seconds",
    "Not cooling, outdoor fan running but compressor making humming noise",
    "Water dripping continuously from indoor unit even after drain cleaning",
    "Gas leakage at outdoor unit service valve, unit recharged twice already",
    "Error code E4 on display and unit stops after 10 minutes",
    "Fridge section not cooling, freezer working normal",
    "Heating element burnt, no hot water and MCB tripping",
    "Compressor very noisy and hot, cooling stops in afternoon",
]
UNRESOLVED = [
    "before my family comes back from vacation",
    "before the hotel inspection visit",
    "before the new tenant moves in",
    "before the summer season starts",
    "when I am back from Umrah",
]
FEES = ["re-stocking charges", "uninstallation charges", "restocking fee", "handling charges"]
