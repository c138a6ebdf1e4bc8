"""Kalinis Laundry Systems: what the shop sells, who buys, where, and how each office words things."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

SHOP = "Kalinis Laundry Systems Corp."


@dataclass(frozen=True)
class Branch:
    """One office: its currency, tax and letterhead, and the distractor numbers on its paper."""

    code: str
    currency: str
    tax_rate: Decimal
    legal_name: str
    address: str
    phone: str
    tax_id: str
    mail_domain: str
    tz: str
    couriers: tuple[str, ...]


MNL = Branch("MNL", "PHP", Decimal("12"), "KALINIS LAUNDRY SYSTEMS CORP.",
             "Unit 1204 Tektite East Tower, Exchange Road, Ortigas Center, Pasig City 1605",
             "(02) 8634-1187 / 0917 812 4406", "VAT Reg. TIN 009-412-775-000", "kalinis-laundry.example.ph", "+0800",
             ("Lakbay Express", "Pasig Freight Movers", "Kidlat Cargo Forwarders"))
JKT = Branch("JKT", "IDR", Decimal("11"), "PT KALINIS LAUNDRY INDONESIA",
             "Ruko Sunter Permai Blok C No. 17, Jl. Danau Sunter Utara, Jakarta Utara 14350",
             "+62 21 6530 8871", "NPWP 02.845.113.6-048.000", "kalinis-laundry.example.co.id", "+0700",
             ("Kilat Ekspres", "Nusantara Logistik Cargo"))
BKK = Branch("BKK", "THB", Decimal("7"), "KALINIS LAUNDRY SYSTEMS (THAILAND) CO., LTD.",
             "88/14 Soi Sukhumvit 101/1, Bang Chak, Phra Khanong, Bangkok 10260",
             "+66 2 741 3380", "Tax ID 0105563041187 (Head Office)", "kalinis-laundry.example.co.th", "+0700",
             ("Siam Swift Logistics", "Chaiyo Freight"))
BRANCHES = {b.code: b for b in (MNL, JKT, BKK)}


@dataclass(frozen=True)
class Customer:
    """A buyer: a business writing through a contact, or a private person (contact == name)."""

    name: str
    branch: str
    contact: str
    title: str
    address: str
    mail: str
    business: bool = True


CUSTOMERS = (
    Customer("Bayview Grand Hotel Manila", "MNL", "Liza M. Reyes", "Executive Housekeeper",
             "2150 Roxas Blvd., Malate, Manila 1004", "housekeeping@bayviewgrand.example.ph"),
    Customer("San Lorenzo Medical Center", "MNL", "Engr. Paolo Mendoza", "Facilities Supervisor, Engineering Dept.",
             "Ortigas Ave. Extension, Pasig City 1600", "engineering@sanlorenzomc.example.ph"),
    Customer("Suds & Bubbles Laundromat", "MNL", "Jenny Ocampo", "Owner",
             "318 Katipunan Ave., Loyola Heights, Quezon City 1108", "sudsandbubbles.qc@example.com"),
    Customer("Maginhawa Linen & Laundry Services Inc.", "MNL", "Rodel Santiago", "Plant Manager",
             "Lot 7 Blk 3, Light Industry & Science Park, Cabuyao, Laguna 4025",
             "rodel.santiago@maginhawalinen.example.ph"),
    Customer("Casa Amparo Boutique Hotel", "MNL", "Grace Dizon", "Housekeeping Manager",
             "Km. 58 Aguinaldo Highway, Tagaytay City 4120", "grace.dizon@casaamparo.example.ph"),
    Customer("Teresa Villanueva", "MNL", "Teresa Villanueva", "",
             "12 Sampaguita St., Concepcion Uno, Marikina City 1807", "tess.villanueva@example.com", False),
    Customer("Hotel Cendana Jakarta", "JKT", "Hendra Wijaya", "Chief Engineer",
             "Jl. Jend. Gatot Subroto Kav. 21, Jakarta Selatan 12930", "engineering@hotelcendana.example.co.id"),
    Customer("RS Harapan Sehat", "JKT", "Dewi Lestari", "Kepala Unit Laundry",
             "Jl. D.I. Panjaitan No. 8, Jakarta Timur 13340", "laundry@rsharapansehat.example.co.id"),
    Customer("Bersih Kilat Laundry", "JKT", "Agus Santoso", "Pemilik",
             "Jl. Kemang Raya No. 45, Jakarta Selatan 12730", "bersihkilat.laundry@example.com"),
    Customer("Rina Kusumawati", "JKT", "Rina Kusumawati", "",
             "Perumahan Galaxy Blok F2/9, Bekasi Selatan 17147", "rina.kusumawati@example.com", False),
    Customer("Chao Phraya Riverside Hotel", "BKK", "Nattaya Srisuk", "Executive Housekeeper",
             "1180 Charoen Krung Road, Bang Rak, Bangkok 10500", "hsk@cpriverside.example.co.th"),
    Customer("Bangkok Praram Hospital", "BKK", "Wichai Thongdee", "Engineering Department",
             "99 Rama IX Road, Huai Khwang, Bangkok 10310", "eng.dept@praramhospital.example.co.th"),
    Customer("Wash & Fold Sukhumvit Co., Ltd.", "BKK", "Ploy Chaiyaporn", "Manager",
             "27 Sukhumvit Soi 49, Khlong Tan Nuea, Watthana, Bangkok 10110", "washfold49@example.com"),
    Customer("Somchai Wongsakul", "BKK", "Somchai Wongsakul", "",
             "45/12 Moo 3, Bang Kraso, Mueang Nonthaburi 11000", "somchai.w@example.com", False),
    Customer("Silom Suites Hotel", "BKK", "Kanokwan Rattanakul", "Housekeeping Manager",
             "61 Silom Soi 5, Bang Rak, Bangkok 10500", "housekeeping@silomsuites.example.co.th"),
    Customer("PT Laundry Prima Nusantara", "JKT", "Yusuf Hidayat", "Purchasing",
             "Kawasan Industri Pulogadung, Jl. Rawa Gelam III No. 6, Jakarta Timur 13930",
             "purchasing@laundryprima.example.co.id"),
)


@dataclass(frozen=True)
class Product:
    """One line of the price list; prices per currency (PHP VAT-inclusive, the others before tax).
    serial_prefix is empty for parts that carry no serial."""

    name: str
    machine: bool
    prices: dict
    serial_prefix: str = ""


PRODUCTS = (
    Product("Kalinis KWX-25 Washer-Extractor 25 kg", True,
            {"PHP": "685000", "THB": "298000", "USD": "11900"}, "WX25"),
    Product("Kalinis KWX-12 Washer-Extractor 12 kg", True,
            {"PHP": "348500", "THB": "152000", "USD": "6150"}, "WX12"),
    Product("Kalinis KTD-30 Tumble Dryer 30 kg (LPG)", True,
            {"PHP": "298000", "THB": "131500", "USD": "5280"}, "TD30"),
    Product("Kalinis KFI-2500 Flatwork Ironer 2.5 m", True,
            {"PHP": "1380000", "THB": "612000", "USD": "24500"}, "FI25"),
    Product("Kalinis KSM-8 Stack Washer/Dryer 8 kg (coin-op)", True,
            {"PHP": "218000", "THB": "96000", "USD": "3890"}, "SM08"),
    Product("DoseRite DP-5 Detergent Dosing Pump, 5 channel", True,
            {"PHP": "48500", "THB": "21400", "IDR": "7850000", "USD": "865"}, "DP5"),
    Product("Door gasket, KWX-25", False, {"PHP": "6850", "THB": "3050", "IDR": "1250000", "USD": "122"}),
    Product("Drain valve assembly 76 mm", False, {"PHP": "4200", "THB": "1890", "IDR": "985000", "USD": "75"}),
    Product("Drum bearing & seal kit, KWX-12", False,
            {"PHP": "18900", "THB": "8400", "IDR": "3450000", "USD": "337"}),
    Product("Main control board (PCB), KWX series", False,
            {"PHP": "38500", "THB": "17200", "IDR": "7250000", "USD": "690"}),
    Product("Heating element 6 kW", False, {"PHP": "12400", "THB": "5500", "IDR": "2275000", "USD": "221"}),
    Product("Ironer feed belt set (4 pcs)", False, {"PHP": "9750", "THB": "4350", "IDR": "1790000", "USD": "174"}),
    Product("Peristaltic squeeze tube kit (5 pcs)", False,
            {"PHP": "2350", "THB": "1050", "IDR": "430000", "USD": "42"}),
    Product("Lint filter screen, KTD-30", False, {"PHP": "1950", "THB": "870", "IDR": "355000", "USD": "35"}),
    Product("Door lock switch assembly", False, {"PHP": "5600", "THB": "2480", "IDR": "1020000", "USD": "100"}),
)

# why a part or machine goes back: the words after "because", or under a "Reason" label
RETURN_REASONS = {
    "Door gasket, KWX-25": "the gasket is for the 25 kg model and does not fit our 12 kg washer",
    "Drain valve assembly 76 mm": "the drain valve is 76 mm but our machines use the 50 mm valve",
    "Drum bearing & seal kit, KWX-12": "the seal in the kit was torn inside the sealed bag",
    "Main control board (PCB), KWX series": "the control board arrived with a cracked connector and bent pins",
    "Heating element 6 kW": "we ordered the 6 kW element but the box contained a 9 kW element",
    "Ironer feed belt set (4 pcs)": "the feed belts are 2.0 m long and our ironer needs 2.5 m belts",
    "Peristaltic squeeze tube kit (5 pcs)": "two of the squeeze tubes were already cracked when we opened the pack",
    "Lint filter screen, KTD-30": "the screen was bent during delivery and no longer seals the lint drawer",
    "Door lock switch assembly": "the switch is the 3-pin type and our stack washer needs the 4-pin one",
    "DoseRite DP-5 Detergent Dosing Pump, 5 channel":
        "the pump came without the wall bracket and the suction lances listed in the quotation",
    "Kalinis KSM-8 Stack Washer/Dryer 8 kg (coin-op)":
        "the unit is 380 V three-phase and our shop only has a single-phase supply",
    "Kalinis KWX-12 Washer-Extractor 12 kg":
        "the drum front panel was dented on arrival, as noted on the delivery receipt",
    "Kalinis KTD-30 Tumble Dryer 30 kg (LPG)": "the dryer door glass was cracked on arrival",
}

# faults, by who writes them: the customer on a claim, the technician on a service report
ISSUES_CUSTOMER = (
    "Machine stops during final spin and shows E-21 (imbalance) on the display, even with a half load",
    "Ayaw mag-heat ng dryer; the burner lights then shuts off after about 30 seconds",
    "Loud grinding noise from the drum at high spin and water leaking at the back of the machine",
    "Door will not unlock after the cycle ends, display stays on dOOr",
    "Channel 3 of the pump does not prime, no detergent reaching washer no. 2",
    "Ironer roll stops every few minutes and the inverter shows an OC fault",
)
# which faults fit which machine (by serial prefix): indexes into the two lists above
ISSUES_BY_MACHINE = {"WX25": (0, 2, 3), "WX12": (0, 2, 3), "SM08": (0, 3), "TD30": (1,), "DP5": (4,), "FI25": (5,)}
ISSUES_TECH = (
    "Shock absorbers worn, drum out of balance above 600 rpm; E-21 logged 14x in error history",
    "Flame sensor fails to prove flame, lockout after 30 s; ignition module tested OK",
    "Drum bearing worn and rear seal leaking; grinding noise above 600 rpm",
    "Door lock solenoid not releasing; lock switch feedback lost at end of cycle",
    "Squeeze tube on channel 3 split, pump head roller seized",
    "Main drive inverter trips on overcurrent (OC) under load; feed belt tension within spec",
)

UNRESOLVED_DEADLINES = (
    "before our hotel reopens after the renovation",
    "before the start of our peak season",
    "before our next big linen contract starts",
    "once our new branch is ready to open",
)

# bank / wallet channels for refunds, per currency
CHANNELS = {
    "PHP": ("InstaPay", "PESONet", "GCash"),
    "IDR": ("BCA", "Mandiri", "OVO"),
    "THB": ("PromptPay", "Kasikorn"),
    "USD": ("BCA",),
}

ID_MONTHS = ("Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
             "November", "Desember")
TH_MONTHS = ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค.")

RETURN_POLICY = (
    "Returns and Warranty",
    "Spare parts may be returned within 14 days of delivery in their original packing. Parts that have been "
    "installed, wired or used are not accepted for return. A restocking fee of up to 15% applies to machines and "
    "to parts ordered specially for the customer.",
    "Machines carry a 12-month parts and labour warranty from the date of installation (24 months on the drum "
    "bearing of KWX washer-extractors) when installed by Kalinis or an accredited partner. The warranty does not "
    "cover damage from unstable power supply, hard water scale or chemicals not approved by Kalinis.",
    "Refunds are released by bank transfer or e-wallet to the account of the registered customer within 7 to 14 "
    "banking days from approval.",
)
