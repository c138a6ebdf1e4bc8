"""Fogón Pro's vocabulary: the group's companies per country, its customers, products, carriers,
and the words customers use for reasons, faults and deadlines."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Fogón Pro"
FILE_PREFIX = "FGP-"

# country -> the selling company of the group, its tax id, address, mail domain, tax
COUNTRIES = {
    "MX": {"company": "Grupo Fogón Pro Equipos Comerciales, S.A. de C.V.", "taxid_label": "RFC",
           "taxid": "GFP0904153K2", "city": "Guadalajara, Jalisco",
           "street": "Av. Mariano Otero 3260, Col. Verde Valle, C.P. 44550",
           "phone": "+52 33 3647 2210", "domain": "fogonpro.mx", "currency": "MXN",
           "tax_name": "IVA", "tax_rate": Decimal("0.16"), "tz": "-0600", "country": "Mexico"},
    "CO": {"company": "Fogón Pro Colombia S.A.S.", "taxid_label": "NIT", "taxid": "901.442.187-3",
           "city": "Bogotá D.C.", "street": "Calle 19 # 68B-42, Zona Industrial Montevideo",
           "phone": "+57 601 745 3380", "domain": "fogonpro.co", "currency": "COP",
           "tax_name": "IVA", "tax_rate": Decimal("0.19"), "tz": "-0500", "country": "Colombia"},
    "CL": {"company": "Fogón Pro Chile SpA", "taxid_label": "RUT", "taxid": "77.218.904-6",
           "city": "Santiago", "street": "Av. Américo Vespucio 1501, Bodega 14, Quilicura",
           "phone": "+56 2 2948 1170", "domain": "fogonpro.cl", "currency": "CLP",
           "tax_name": "IVA", "tax_rate": Decimal("0.19"), "tz": "-0300", "country": "Chile"},
    "PE": {"company": "Fogón Pro Perú S.A.C.", "taxid_label": "RUC", "taxid": "20608814572",
           "city": "Lima", "street": "Av. Argentina 2840, Cercado de Lima",
           "phone": "+51 1 713 4452", "domain": "fogonpro.pe", "currency": "PEN",
           "tax_name": "IGV", "tax_rate": Decimal("0.18"), "tz": "-0500", "country": "Peru"},
}

# (country, business name, contact person, mailbox, tax id printed beside the name, kind)
CUSTOMERS = [
    ("MX", "Hotel Casa Pedregal", "Marisol Quintero", "compras@casapedregal.com.mx", "HCP120611QW3"),
    ("MX", "Taquería El Güero de Tlaquepaque", "Rogelio Becerra", "rbecerra.elguero@gmail.com", "BERR780912H45"),
    ("MX", "Banquetes Lucía Ferrer", "Lucía Ferrer", "lucia@banquetesluciaferrer.mx", "FELU850302KT1"),
    ("MX", "Mariscos La Perla del Pacífico", "Jesús Ortega", "administracion@laperlamariscos.mx", "MPP150820AB7"),
    ("MX", "Café Tlaquepaque Tostadores", "Valeria Navarro", "valeria@cafetlaquepaque.mx", "CTT190405MN2"),
    ("MX", "Restaurante Ámbar Providencia", "Héctor Salcedo", "hector.salcedo@ambarprovidencia.mx", "RAP170918GH9"),
    ("CO", "Café Montaña Alta", "Andrés Cárdenas", "andres.cardenas@cafemontanaalta.co", "900.871.234-5"),
    ("CO", "Hotel Boutique Candelaria", "Paola Rincón", "compras@hotelcandelaria.com.co", "901.223.540-1"),
    ("CO", "Asadero Los Llanos", "Wilson Pardo", "asaderolosllanos@hotmail.com", "79.445.210-8"),
    ("CO", "Panadería Santa Bárbara", "Gloria Mejía", "gerencia@panaderiasantabarbara.co", "900.334.982-7"),
    ("CL", "Hotel Costanera Viña", "Francisca Muñoz", "fmunoz@costaneravina.cl", "76.881.402-9"),
    ("CL", "Sanguchería Don Lalo", "Eduardo Fuentes", "donlalo.sangucheria@gmail.com", "77.105.338-K"),
    ("CL", "Banquetería Alerce", "Camila Soto", "camila.soto@banqueteriaalerce.cl", "76.540.117-3"),
    ("PE", "Cevichería Mar de Barranco", "Luis Huamán", "lhuaman@mardebarranco.pe", "20603318895"),
    ("PE", "Hotel Plaza Arequipa", "Rosa Quispe", "logistica@hotelplazaarequipa.pe", "20455890123"),
    ("PE", "Pollería La Brasa Norteña", "Carlos Vílchez", "cvilchez@labrasanortena.pe", "20512277436"),
    ("MX", "Comedor Industrial Zapopan", "Arturo Limón", "alimon@comedorzapopan.mx", "CIZ110214LK8"),
]

# (name, model prefix for serials, price in USD, kind of fault words)
PRODUCTS = [
    ("Tornado CX-6 combi oven, 6 x GN 1/1", "CX6", Decimal("7400"), "oven"),
    ("Glaciar IM-45 undercounter ice maker, 45 kg/day", "IM45", Decimal("1650"), "ice"),
    ("Glaciar IM-150 ice maker with bin, 150 kg/day", "IM150", Decimal("3900"), "ice"),
    ("Polar RT-2P reach-in refrigerator, 2 doors", "RT2P", Decimal("2900"), "cold"),
    ("Polar MP-3 refrigerated prep table, 3 doors", "MP3", Decimal("2350"), "cold"),
    ("Frita Max GF-18 gas fryer, 2 baskets, 18 L", "GF18", Decimal("980"), "fryer"),
    ("Fogón Pro R-6 six-burner range with oven", "R6", Decimal("1850"), "oven"),
    ("Brasa CH-90 gas charbroiler, 90 cm", "CH90", Decimal("1300"), "grill"),
    ("Masa SM-20 spiral dough mixer, 20 L", "SM20", Decimal("1450"), "mixer"),
    ("Crema 2G espresso machine, 2 groups", "CR2G", Decimal("3600"), "coffee"),
    ("Molino EG-64 espresso grinder", "EG64", Decimal("620"), "grinder"),
    ("Lava UD-50 undercounter glasswasher", "UD50", Decimal("1750"), "wash"),
    ("Vitrina DV-120 refrigerated display, 1.2 m", "DV120", Decimal("2100"), "cold"),
    ("Plancha GP-60 gas griddle, 60 cm", "GP60", Decimal("760"), "grill"),
    ("Stainless work table 180 x 70 cm", "", Decimal("310"), ""),
    ("Blendra HB-2 high-speed blender, 2 L", "HB2", Decimal("540"), "mixer"),
    ("Polar UC-1 undercounter freezer, 1 door", "UC1", Decimal("1280"), "cold"),
]

# per currency: USD -> local, and the step prices are rounded to
RATES = {"MXN": (Decimal("17.5"), Decimal("10")), "COP": (Decimal("3950"), Decimal("1000")),
         "CLP": (Decimal("940"), Decimal("1000")), "PEN": (Decimal("3.72"), Decimal("10"))}

FREIGHT_USD = {"parcel": Decimal("38"), "pallet": Decimal("145")}

CARRIERS = {
    "MX": [("Estafeta", "parcel"), ("Paquetexpress", "parcel"), ("Tresguerras", "pallet"),
           ("Fletes Castores", "pallet")],
    "CO": [("Servientrega", "parcel"), ("Coordinadora", "pallet"), ("TCC", "pallet")],
    "CL": [("Chilexpress", "parcel"), ("Starken", "pallet"), ("Blue Express", "parcel")],
    "PE": [("Olva Courier", "parcel"), ("Shalom Empresarial", "pallet"), ("Cruz del Sur Cargo", "pallet")],
}

# why a customer sends equipment back: the words after "because"
RETURN_REASONS = [
    "the unit is too wide for the space we have under the extraction hood",
    "we needed the electric version and we received the gas one",
    "the unit arrived with the door dented and the side panel scratched",
    "the new branch opening was cancelled and we do not need the equipment anymore",
    "the unit does not pass through the door of our kitchen",
    "the model is different from the one in the quotation we approved",
    "two of the shelves were missing and the thermostat knob is broken",
    "our chef decided to keep the old equipment after the remodel",
    "the capacity is too small for our breakfast service",
]

# fault words per kind of equipment (what a ticket or a customer writes)
ISSUES = {
    "oven": ["Oven does not reach set temperature, stops at 140 °C and shows error E34",
             "Steam generator does not fill with water, cooking in combi mode is not possible",
             "Door gasket leaks steam and the fan makes a loud noise after 10 minutes"],
    "ice": ["Ice maker produces thin hollow cubes and water leaks into the bin",
            "Machine stopped making ice, compressor runs but evaporator stays warm",
            "Harvest cycle does not finish, cubes stay stuck to the evaporator plate"],
    "cold": ["Compressor starts and stops every 2-3 minutes, cabinet stays at 11 °C",
             "Cabinet does not go below 9 °C and the evaporator fan is noisy",
             "Ice forms on the back wall and the door does not close well"],
    "fryer": ["Pilot light goes out after a few minutes and the burner does not stay on",
              "Thermostat does not control the oil temperature, oil starts to smoke"],
    "grill": ["Two burners do not ignite and there is gas smell near the valve"],
    "mixer": ["Motor stops under load and smells of burnt, speed 2 does not engage",
              "Bowl guard switch fails, machine stops every few seconds"],
    "coffee": ["Group 2 leaks water and the boiler pressure drops below 0.8 bar",
               "Boiler does not heat and the pressure gauge stays at 0 bar"],
    "grinder": ["Grinder motor hums but the burrs do not turn",
                "Dose is not regular and the motor overheats after 20 shots"],
    "wash": ["Rinse water does not heat and glasses come out with marks",
             "Drain pump does not work, water stays in the tank after each cycle"],
}

SHOP_STAFF = {
    "MX": [("Daniela Orozco", "postventa"), ("Iván Mercado", "ventas.gdl"), ("Sofía Camarena", "cobranza")],
    "CO": [("Juliana Restrepo", "servicioalcliente"), ("Mauricio Gaviria", "ventas")],
    "CL": [("Constanza Vergara", "postventa"), ("Matías Araya", "ventas")],
    "PE": [("Milagros Chávez", "atencion"), ("Renzo Paredes", "ventas")],
}

# words no calendar resolves (kept verbatim, unresolved)
UNRESOLVED = [
    "before our new branch opens",
    "before the health inspection of the municipality",
    "before the high season starts",
    "when our chef is back from vacation",
    "before the wedding season",
]
