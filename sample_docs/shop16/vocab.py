"""The shop's world: customers, kiosks, products, carriers and the way people there write."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Sunbridge Mobile & Solar Ltd"
LAGOS_ADDR = "Shop C12, Otigba Street, Computer Village, Ikeja, Lagos | RC 1487223 | 0803 411 2290"
ACCRA_ADDR = "Accra Branch: No. 7 Kojo Thompson Road, Adabraka, Accra | +233 30 296 4410"
SHOP_MAIL_NG = "sales@sunbridgemobile.com.ng"
SHOP_MAIL_GH = "accra@sunbridgemobile.com.ng"
CARE_MAIL = "customercare@sunbridgemobile.com.ng"

# (name, owner or None, address, e-mail, country); a kiosk's customer name is the business name
CUSTOMERS_NG = [
    ("Chidi Okafor", None, "14 Awolowo Road, Ikoyi, Lagos", "chidiokafor@gmail.com"),
    ("Ngozi Eze", None, "Plot 22, Independence Layout, Enugu", "ngozi.eze@yahoo.com"),
    ("Babajide Ogunleye", None, "5 Adeola Odeku Street, Victoria Island, Lagos", "jide.ogunleye@gmail.com"),
    ("Aisha Bello", None, "No. 9 Ahmadu Bello Way, Kaduna", "aishabello22@gmail.com"),
    ("Mama Tobi Phones & Accessories", "Mrs Oluwatobi Adeyemi", "Shop 41, Oluwole Market, Lagos Island",
     "mamatobiphones@gmail.com"),
    ("Blessed Hands Communication", "Emeka Nwankwo", "Shop B7, Ochanja Market, Onitsha, Anambra State",
     "blessedhandscomm@yahoo.com"),
    ("God's Time Solar Enterprise", "Alhaji Ibrahim Musa", "No. 18 Beirut Road, Kano", "godstimesolar@gmail.com"),
    ("Funke Adebayo", None, "12 Ring Road, Ibadan, Oyo State", "funkeadebayo@outlook.com"),
    ("Divine Favour Gadgets", "Mr Tunde Bakare", "Shop 3, Alaba International Market, Ojo, Lagos",
     "divinefavourgadgets@gmail.com"),
]
CUSTOMERS_GH = [
    ("Kwame Asante", None, "House No. 12, Adum, Kumasi", "kwame.asante@gmail.com"),
    ("Akosua Mensah", None, "East Legon, near A&C Mall, Accra", "akosuamensah@yahoo.com"),
    ("Nyame Nsa Mobile Centre", "Kofi Boateng", "Kejetia Market, Stall 118, Kumasi", "nyamensamobile@gmail.com"),
    ("Abena Owusu", None, "Community 9, Tema", "abena.owusu@gmail.com"),
    ("Yaw Darko Electricals", "Yaw Darko", "Takoradi Market Circle, Takoradi", "yawdarkoelectricals@gmail.com"),
]
CUSTOMERS_CM = [
    ("Ngwa Peter Fru", None, "Commercial Avenue, Bamenda, North West Region, Cameroon", "ngwapeterfru@yahoo.com"),
    ("Hope Alive Phones", "Nfor Divine", "Great Soppo, Buea, South West Region, Cameroon", "hopealivephones@gmail.com"),
]

# (product, unit NGN, unit GHS, kind)
PRODUCTS = [
    ("Tecno Spark 20 Pro (8GB/256GB)", 239000, 2650, "phone"),
    ("Infinix Hot 40i (4GB/128GB)", 159500, 1790, "phone"),
    ("itel A70 (3GB/64GB)", 96000, 1080, "phone"),
    ("Samsung Galaxy A15 (6GB/128GB)", 289000, 3250, "phone"),
    ("Redmi 13C (4GB/128GB)", 178000, 1990, "phone"),
    ("Solar Home Kit 1kVA (2 x 200W panels, 200Ah battery)", 1185000, 13400, "solar"),
    ("1.5kVA Pure Sine Wave Inverter 24V", 412000, 4650, "solar"),
    ("200W Mono Solar Panel", 118000, 1320, "solar"),
    ("12V 200Ah Tubular Battery", 465000, 5200, "solar"),
    ("Rechargeable Solar Fan 16-inch", 58500, 640, "solar"),
    ("Oraimo Traveler 20000mAh Power Bank", 21500, 245, "acc"),
    ("Oraimo FreePods 4 Earbuds", 27800, 315, "acc"),
    ("33W Type-C Fast Charger", 8900, 95, "acc"),
    ("Tempered Glass Screen Guard (pack of 10)", 7500, 85, "acc"),
]

CARRIERS_NG = [  # (carrier as printed, tracking style)
    ("GIG Logistics", "gig"), ("ABC Transport", "park"), ("Red Star Express", "redstar"),
    ("GUO Transport", "park"), ("Chisco Transport", "park"),
]
CARRIERS_GH = [("STC Intercity", "park"), ("VIP Jeoun Transport", "park"), ("DHL Express", "dhl")]
CARRIERS_CM = [("NIPOST EMS Speedpost", "ems"), ("GIG Logistics", "gig")]
PARKS = {"ABC Transport": "Jibowu Terminal, Yaba, Lagos", "GUO Transport": "Ojota Motor Park, Lagos",
         "Chisco Transport": "Jibowu Terminal, Yaba, Lagos", "STC Intercity": "Neoplan Station, Circle, Accra",
         "VIP Jeoun Transport": "Kwame Nkrumah Circle VIP Station, Accra"}

REASONS = {  # why goods go back, by product kind (no full stop inside: the reason ends at the period)
    "phone": [
        "two of the phones came with cracked screens and the seal on the carton was already tampered with",
        "the phones are showing a different model from what is written on the proforma",
        "the phones are refurbished and not brand new as you advertised",
        "the phones keep restarting and my customers are returning them to my shop",
    ],
    "solar": [
        "the inverter you sent is a smaller unit than the one written on my proforma",
        "the battery was leaking acid when the motor park people handed it over to me",
        "my customer rejected the goods as the frames were bent during transit",
    ],
    "acc": [
        "the power banks are not charging at all, even after I left them overnight",
        "the items are fake copies and not original Oraimo as advertised",
        "half of the chargers in the carton are not working",
    ],
}
ISSUES_PHONE = [
    "Phone goes off by itself and refuses to charge above 40 percent",
    "Screen shows green lines and freezes whenever I make a call",
    "Back camera is blurry and the flash no longer works",
    "Phone is overheating and the battery is swelling at the back",
    "SIM 2 slot not detecting any network since the second week",
]
ISSUES_SOLAR = [
    "Inverter beeps and trips off anytime the fridge is connected",
    "Battery is not holding charge for more than two hours at night",
    "Charge controller shows error E04 and the panels are not charging the battery",
    "Fan stopped rotating and the solar charging light does not come on",
]
UNRESOLVED = [  # deadline words no date can resolve
    "before the Sallah break", "before my shop reopens after the festive period",
    "as soon as my brother comes back from Abuja", "before the new school term",
]
