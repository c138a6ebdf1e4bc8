"""The shop's vocabulary: who it is, what it sells, who buys, where they live, why things come back."""

from __future__ import annotations

from decimal import Decimal as D

SHOP = "Larimer & Pike Coffee Gear"
SHOP_SHORT = "Larimer & Pike"
SHOP_LEGAL = "Larimer & Pike Coffee Gear LLC"
STREET = "2950 Walnut St, Unit 4"
CITY_LINE = "Denver, CO 80205"
PHONE = "(720) 555-0148"
FAX = "(720) 555-0149"
DOMAIN = "larimerandpike.com"
SUPPORT = f"support@{DOMAIN}"
ORDERS = f"orders@{DOMAIN}"
RETURNS = f"returns@{DOMAIN}"
WHOLESALE = f"wholesale@{DOMAIN}"
REPAIRS = f"repairs@{DOMAIN}"
EIN = "84-3927716"

# name, price USD, price CAD, serial prefix or None (no serial), warranty years
PRODUCTS = [
    ("Vireo V3 Dual Boiler Espresso Machine", D("2199.00"), D("2999.00"), "VDB3", 2),
    ("Vireo Mini Single Boiler Espresso Machine", D("1149.00"), D("1569.00"), "VSB1", 2),
    ("Halden 64 Flat Burr Grinder", D("749.00"), D("1019.00"), "H64", 1),
    ("Halden 40 Conical Burr Grinder", D("329.00"), D("449.00"), "H40", 1),
    ("Kestrel Gooseneck Electric Kettle 0.9 L", D("165.00"), D("225.00"), "KGK", 1),
    ("Porto Brew Scale with Flow Timer", D("119.00"), D("162.00"), "PBS", 1),
    ("Alder Lever Espresso Machine", D("1490.00"), D("2035.00"), "ALV", 3),
    ("Cortado 2-Group Commercial Espresso Machine", D("7450.00"), D("10150.00"), "CG2", 2),
]
ACCESSORIES = [
    ("58.5 mm Calibrated Tamper", D("69.00"), D("94.00")),
    ("Bottomless Portafilter 58 mm", D("89.00"), D("121.00")),
    ("Milk Pitcher 20 oz, Matte Black", D("34.00"), D("46.00")),
    ("Group Head Gasket & Shower Screen Kit", D("28.50"), D("39.00")),
    ("Descaler, 4-pack", D("24.00"), D("33.00")),
    ("Knock Box, Walnut", D("59.00"), D("80.00")),
    ("Replacement Burr Set (64 mm)", D("145.00"), D("198.00")),
    ("Water Filter Cartridge, 3-pack", D("39.00"), D("53.00")),
]

# state/province code -> (name, tax label, rate in percent)
REGIONS = {
    "CO": ("Colorado", "Sales tax (Denver 8.81%)", D("8.81")),
    "CA": ("California", "Sales tax (CA 7.25%)", D("7.25")),
    "TX": ("Texas", "Sales tax (TX 8.25%)", D("8.25")),
    "NY": ("New York", "Sales tax (NYC 8.875%)", D("8.875")),
    "WA": ("Washington", "Sales tax (Seattle 10.35%)", D("10.35")),
    "IL": ("Illinois", "Sales tax (Chicago 10.25%)", D("10.25")),
    "OR": ("Oregon", "Sales tax (OR, none)", D("0")),
    "MA": ("Massachusetts", "Sales tax (MA 6.25%)", D("6.25")),
    "FL": ("Florida", "Sales tax (Orange Co. 6.5%)", D("6.5")),
    "AZ": ("Arizona", "Sales tax (Phoenix 8.6%)", D("8.6")),
    "NC": ("North Carolina", "Sales tax (Wake Co. 7.25%)", D("7.25")),
    "MN": ("Minnesota", "Sales tax (Minneapolis 9.03%)", D("9.03")),
    "ON": ("Ontario", "HST (ON 13%)", D("13")),
    "BC": ("British Columbia", "GST 5% + PST 7%", D("12")),
    "AB": ("Alberta", "GST (5%)", D("5")),
}
CANADA = {"ON", "BC", "AB"}

# first, last, street, city, region, zip, phone, e-mail user
PEOPLE = [
    ("Megan", "Albrecht", "1418 S Pearl St", "Denver", "CO", "80210", "(303) 555-0192", "megan.albrecht"),
    ("Darnell", "Okafor", "2237 Fulton St", "San Francisco", "CA", "94117", "(415) 555-0133", "dokafor"),
    ("Priya", "Raghunathan", "9104 Burnet Rd, Apt 212", "Austin", "TX", "78758", "(512) 555-0177", "priya.r"),
    ("Tomasz", "Wieczorek", "341 Graham Ave, Apt 3R", "Brooklyn", "NY", "11211", "(718) 555-0126", "t.wieczorek"),
    ("Hannah", "Lindqvist", "5520 Ballard Ave NW", "Seattle", "WA", "98107", "(206) 555-0161", "hlindqvist"),
    ("Marcus", "Delacroix-Bell", "2816 N Kedzie Ave", "Chicago", "IL", "60618", "(773) 555-0140", "mdbell"),
    ("Aiyana", "Runningwater", "733 SE Belmont St", "Portland", "OR", "97214", "(503) 555-0119", "aiyana.rw"),
    ("Colleen", "O'Shaughnessy", "58 Hancock St", "Somerville", "MA", "02144", "(617) 555-0185", "colleen.osh"),
    ("Luis", "Betancourt", "4410 Edgewater Dr", "Orlando", "FL", "32804", "(407) 555-0158", "lbetancourt"),
    ("Kristen", "Yoder", "1906 E Monterosa St", "Phoenix", "AZ", "85016", "(602) 555-0104", "kyoder"),
    ("Desmond", "Achterberg", "612 Glenwood Ave", "Raleigh", "NC", "27603", "(919) 555-0171", "desmond.a"),
    ("Siobhan", "Nakamura", "3145 Bryant Ave S", "Minneapolis", "MN", "55408", "(612) 555-0139", "snakamura"),
    ("Gabriel", "Tremblay", "88 Harbord St", "Toronto", "ON", "M5S 1G5", "(416) 555-0150", "gab.tremblay"),
    ("Fiona", "MacPhail", "2260 W 4th Ave", "Vancouver", "BC", "V6K 1N8", "(604) 555-0188", "fiona.macphail"),
    ("Ravi", "Sandhu", "10238 82 Ave NW", "Edmonton", "AB", "T6E 1Z8", "(780) 555-0112", "ravi.sandhu"),
    ("Beatriz", "Quintanilla", "1530 Platte St", "Denver", "CO", "80202", "(720) 555-0166", "bquintanilla"),
]
# business customers: name, contact first, contact last, street, city, region, zip, phone, e-mail
BUSINESSES = [
    ("Copper Door Coffee Bar", "Maya", "Ellison", "3401 Tejon St", "Denver", "CO", "80211", "(303) 555-0145",
     "maya@copperdoorcoffee.com"),
    ("Low Tide Espresso Bar", "Jonah", "Pelletier", "212 Washington St", "Salem", "MA", "01970", "(978) 555-0121",
     "jonah@lowtide-espresso.com"),
]

# by the serial prefix's first letter: V(ireo)/A(lder)/C(ortado) machines, H(alden) grinders, K(estrel) kettles,
# P(orto) scales
_MACHINE = [
    "it arrived with a dented drip tray and a cracked water tank",
    "the steam wand leaks at the base after every use",
    "it is too big for my counter under the cabinets",
]
RETURN_REASONS = {
    "V": _MACHINE, "A": _MACHINE, "C": _MACHINE,
    "H": ["the grinder retains way more coffee than the listing said and I'm wasting beans every morning",
          "the burrs squeal at fine settings and the motor smells hot",
          "the box was opened and parts were missing when it got here"],
    "K": ["the kettle's lid rattles and the temperature readout is 6 degrees off",
          "it was a gift and my husband already bought the same one",
          "the base gets too hot to touch and left a mark on our counter"],
    "P": ["the scale's flow timer keeps resetting mid-shot",
          "the display is unreadable under a cup on the drip tray",
          "it was a gift and we already had the same one"],
}
PORTAL_REASONS = [
    "Item arrived damaged",
    "Changed my mind",
    "Does not fit my space",
    "Not as described",
    "Ordered by mistake",
]
# by the serial prefix's first letter, as for RETURN_REASONS
ISSUES = {
    "V": ["Pump runs but no water comes through the group head; the pressure gauge stays at zero",
          "Steam boiler trips the breaker about ten minutes after switching on",
          "Brew boiler temperature swings by 8 degrees between shots"],
    "A": ["Lever spring feels loose and the group leaks water at rest",
          "Boiler pressurestat clicks constantly and the safety valve vents steam"],
    "C": ["Left group solenoid stays open and water keeps dripping after the shot ends",
          "Display flickers and the right group's volumetric buttons stop responding"],
    "H": ["Grinder motor hums but the burrs do not turn, even with the hopper empty"],
    "K": ["Kettle stops heating at 180 F and shows error E2"],
    "P": ["Display flickers and the scale drifts by 2-3 grams with nothing on it"],
}
