"""Cordillera Print & Sign Supply: branches, customers, catalogue, carriers and the words its
people and customers use. Pure data; printing habits are in printing.py."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

SHOP = "Cordillera Print & Sign Supply"


@dataclass(frozen=True)
class Branch:
    """One office of the shop: where it is, how it bills and whom it ships with."""

    code: str  # MX, CO, CL, BR, EX (export desk at head office)
    currency: str
    city: str
    legal_name: str
    tax_id_label: str
    tax_id: str
    address: str
    phone: str
    mail: str  # domain part of the branch's addresses
    tax_label: str
    tax_rate: Decimal
    page: str  # letter or a4
    manager: tuple[str, str]  # who signs credit notes
    carriers: tuple[str, ...]
    bank: str
    fx: Decimal  # price list factor from MXN
    round_to: Decimal  # price list rounding step


BRANCHES = {
    "MX": Branch(
        "MX", "MXN", "Ciudad de México", "Cordillera Print & Sign Supply, S.A. de C.V.", "RFC", "CPS091120JK4",
        "Av. Insurgentes Sur 1457, Col. Insurgentes Mixcoac, Benito Juárez, 03920 CDMX", "+52 55 5598 4410",
        "cordillera-print.example", "IVA", Decimal("16"), "letter",
        ("Lic. Fernanda Ruiz Castañeda", "Gerente de Sucursal CDMX"),
        ("Rutamex Paquetería", "Fletes Trans-Aztlán"), "Banco Meridiano", Decimal("1"), Decimal("10")),
    "CO": Branch(
        "CO", "COP", "Bogotá", "Cordillera Print & Sign Supply Colombia S.A.S.", "NIT", "901.284.733-5",
        "Calle 17 # 68D-52, Zona Industrial Montevideo, Bogotá D.C.", "PBX +57 601 742 1180",
        "co.cordillera-print.example", "IVA", Decimal("19"), "letter",
        ("Carolina Beltrán Mejía", "Gerente Sucursal Bogotá"),
        ("Envíos Cóndor Express", "Sabana Cargo S.A.S."), "Bancolínea", Decimal("228"), Decimal("1000")),
    "CL": Branch(
        "CL", "CLP", "Santiago", "Cordillera Print & Sign Supply Chile SpA", "RUT", "76.918.244-3",
        "Av. Santa Rosa 7850, Bodega 14, La Granja, Santiago", "+56 2 2948 3310",
        "cl.cordillera-print.example", "IVA", Decimal("19"), "letter",
        ("Ignacio Valenzuela Rojas", "Jefe de Sucursal Santiago"),
        ("Australis Cargo", "Rápido Andino"), "Banco del Maule", Decimal("52"), Decimal("100")),
    "BR": Branch(
        "BR", "BRL", "São Paulo", "Cordillera Print & Sign Supply Comércio Ltda.", "CNPJ", "34.812.557/0001-08",
        "Rua Guaicurus 1120, Lapa, São Paulo - SP, 05033-002", "+55 11 3871 2290",
        "br.cordillera-print.example", "IPI", Decimal("5"), "a4",
        ("Renata Albuquerque Prado", "Gerente da Filial São Paulo"),
        ("Rodobras Cargas", "Expressa Sul Encomendas"), "Banco Paulistano", Decimal("0.29"), Decimal("0.10")),
    "EX": Branch(
        "EX", "USD", "Ciudad de México", "Cordillera Print & Sign Supply, S.A. de C.V. - Export Desk", "RFC",
        "CPS091120JK4", "Av. Insurgentes Sur 1457, Col. Insurgentes Mixcoac, 03920 CDMX, México",
        "+52 55 5598 4433", "cordillera-print.example", "IVA", Decimal("0"), "letter",
        ("Mtro. Alejandro Cházaro Lugo", "Export Manager"),
        ("Andes Freight Forwarding", "Pacific Bridge Logistics"), "Banco Meridiano", Decimal("0.058"),
        Decimal("1")),
}


@dataclass(frozen=True)
class Customer:
    """A customer: a business writing through a contact, or an individual designer."""

    branch: str
    name: str  # the business's name, or the person's for a designer
    contact: str  # who writes (same as name for a designer)
    role: str
    city: str
    tax_id: str  # their RFC/NIT/RUT/CNPJ/CPF or VAT number: printed, never a field
    mail: str


CUSTOMERS = (
    Customer("MX", "Rótulos del Bajío S.A. de C.V.", "Roberto Garza Villarreal", "Jefe de Producción",
             "León, Gto.", "RBA150312AB4", "rgarza@rotulosdelbajio.example"),
    Customer("MX", "Grupo Visual Anáhuac S.A. de C.V.", "Daniela Ortiz Lozano", "Compras",
             "Monterrey, N.L.", "GVA120806QW1", "compras@visualanahuac.example"),
    Customer("MX", "Mariana Solís Treviño", "Mariana Solís Treviño", "Diseñadora gráfica",
             "Coyoacán, CDMX", "SOTM880914KD3", "mariana.solis.design@example.com"),
    Customer("MX", "Agencia Tinta Roja S.C.", "Paola Medina Arriaga", "Producción",
             "Puebla, Pue.", "ATR170221MN8", "paola@tintaroja.example"),
    Customer("MX", "Héctor Ibarra Quintero", "Héctor Ibarra Quintero", "Diseñador independiente",
             "Querétaro, Qro.", "IAQH910330P52", "hector.ibarra.q@example.net"),
    Customer("CO", "Señalética Andina S.A.S.", "Juan Camilo Restrepo", "Coordinador de compras",
             "Medellín", "900.456.789-1", "compras@senaleticaandina.example"),
    Customer("CO", "Andrés Felipe Rojas", "Andrés Felipe Rojas", "Diseñador",
             "Bogotá", "1.019.884.203", "andresfrojas.diseno@example.com"),
    Customer("CO", "Publicidad Exterior Macondo Ltda.", "Luz Marina Ospina", "Gerente de producción",
             "Barranquilla", "800.771.365-4", "luzmarina@pexmacondo.example"),
    Customer("CL", "Letreros Pacífico SpA", "Francisca Muñoz Tapia", "Jefa de taller",
             "Viña del Mar", "76.482.115-K", "fmunoz@letrerospacifico.example"),
    Customer("CL", "Camila Fuenzalida Araya", "Camila Fuenzalida Araya", "Diseñadora",
             "Ñuñoa, Santiago", "17.884.302-6", "camila.fuenzalida@example.cl"),
    Customer("CL", "Gráfica Austral Ltda.", "Rodrigo Sepúlveda Vera", "Socio gerente",
             "Puerto Montt", "77.102.548-1", "rsepulveda@graficaaustral.example"),
    Customer("BR", "Comunicação Visual Ipiranga Ltda.", "Fernanda Lopes Carvalho", "Compras",
             "São Paulo", "21.448.903/0001-62", "fernanda@cvipiranga.example"),
    Customer("BR", "João Pedro Nascimento", "João Pedro Nascimento", "Designer",
             "Campinas", "318.447.502-19", "jp.nascimento.design@example.com.br"),
    Customer("BR", "Sinaliza Mais Comunicação Visual Ltda.", "Marcos Tavares Lima", "Gerente de produção",
             "Curitiba", "28.117.640/0001-05", "marcos@sinalizamais.example"),
    Customer("EX", "Publicidad Altiplano S.A.C.", "Renzo Quispe Mamani", "Logistics coordinator",
             "Lima, Perú", "RUC 20608841177", "rquispe@altiplanopublicidad.example"),
    Customer("EX", "Impresos del Istmo S.A.", "Yaritza Batista", "Purchasing",
             "Ciudad de Panamá", "RUC 155702284-2-2021", "ybatista@impresosistmo.example"),
)


def is_business(c: Customer) -> bool:
    return c.name != c.contact


@dataclass(frozen=True)
class Product:
    name: str
    price_mxn: Decimal
    warranty: bool = False
    supply: bool = False  # sold in several units


PRODUCTS = (
    Product("Printhaus HX-54 eco-solvent printer 1.37 m", Decimal("268500"), warranty=True),
    Product("Printhaus HX-64 eco-solvent printer 1.62 m", Decimal("324900"), warranty=True),
    Product("Orinoco UV-6090 flatbed UV printer", Decimal("189000"), warranty=True),
    Product("Sublimax SB-1900 dye-sublimation printer", Decimal("142000"), warranty=True),
    Product("Cortex CP-1350 cutting plotter 1.35 m", Decimal("38400"), warranty=True),
    Product("Cortex CP-720 vinyl cutter 72 cm", Decimal("14900"), warranty=True),
    Product("LamiPro 1600C cold laminator 1.6 m", Decimal("52800"), warranty=True),
    Product("LamiPro 1100H hot/cold laminator", Decimal("31200"), warranty=True),
    Product("Termika TP-45 heat press 40 x 50 cm", Decimal("11800"), warranty=True),
    Product("HX eco-solvent ink 1 L cyan", Decimal("1480"), supply=True),
    Product("HX eco-solvent ink 1 L magenta", Decimal("1480"), supply=True),
    Product("UV ink 500 ml white", Decimal("2950"), supply=True),
    Product("Self-adhesive vinyl glossy white 1.37 x 50 m", Decimal("3260"), supply=True),
    Product("Cast wrap vinyl 1.52 x 25 m", Decimal("7890"), supply=True),
    Product("Frontlit banner 13 oz 3.20 x 50 m", Decimal("4150"), supply=True),
    Product("Matte laminating film 1.37 x 50 m", Decimal("2780"), supply=True),
    Product("DX7 printhead, replacement (HX series)", Decimal("18600")),
    Product("Capping station assembly HX-54", Decimal("2340")),
    Product("Cutting blades 45 deg, pack of 5", Decimal("620"), supply=True),
    Product("Satin photo paper 260 g 1.07 x 30 m", Decimal("2410"), supply=True),
    Product("Transfer tape 1.22 x 91 m", Decimal("1890"), supply=True),
)

# Where the serial plate's number comes from: a prefix per product family.
SERIAL_PREFIX = {"Printhaus": "XHK", "Orinoco": "OUV", "Sublimax": "SBX", "Cortex": "CTX", "LamiPro": "LMP",
                 "Termika": "TKP"}

RETURN_REASONS = {
    "roll": (
        "the material arrived with the core crushed and the first meters are creased",
        "the box came wet and the liner has water stains",
        "you sent a different width than the one we ordered",
        "the client cancelled the project and the material is still sealed",
        "the material has bubbles and lines along the whole roll",
        "the white is different from the sample we approved with the client",
    ),
    "ink": (
        "the ink is for the HX series and our printer is a DX5 model, the sales rep sent the wrong reference",
        "two bottles arrived open and the ink leaked in the box",
        "the ink expires next month and we cannot use it so fast",
        "the client cancelled the project and the bottles are still sealed",
    ),
    "part": (
        "it is the wrong part for our model, the sales rep sent the wrong reference",
        "the package arrived open and one piece is missing",
        "we bought it twice by mistake and this one is still sealed",
    ),
}


def category(product_name: str) -> str:
    """What kind of thing a product is, for the words a customer uses about it."""
    return "roll" if " x " in product_name else "ink" if " ink " in f" {product_name} " else "part"


ISSUES = {  # by product family, in the words a customer or the counter writes them down
    "printer": (
        "Error 0x1A07 (head temperature) after 10 minutes of printing, then the printer stops",
        "Banding lines in magenta every 2 cm, nozzle check incomplete even after 5 cleanings",
        "Media feed slips and the print comes out skewed after 3 m",
        "Does not power on after a power cut in the shop, no lights on the panel",
    ),
    "uv": ("UV lamp turns off in the middle of the print and the ink does not cure",
           "White ink channel clogs every morning even with the automatic circulation on"),
    "cutter": ("Cutter loses the registration marks on jobs longer than 2 m, optical sensor does not read",
               "The carriage makes a loud noise and the blade does not cut through the vinyl liner",
               "Does not power on after a power cut in the shop, no lights on the panel"),
    "laminator": ("Left side of the rollers stays cold, film does not adhere on that side",
                  "Film wrinkles at the entry, the tension brake does not hold"),
    "press": ("Temperature goes over 220 C with the setting at 180 C, transfers come out burned",
              "The pressure handle does not lock and the platen opens by itself"),
}
FAMILY = {"Printhaus": "printer", "Sublimax": "printer", "Orinoco": "uv", "Cortex": "cutter", "LamiPro": "laminator",
          "Termika": "press"}

UNRESOLVED = (
    "before the installation at our client's shopping mall",
    "before the sign expo in Guadalajara",
    "before our client's new store opening",
    "before the big campaign of our client starts",
)
