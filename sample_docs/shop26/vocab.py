"""Atlas Solaire Pompage: offices, legal lines, labels, products, customers and wording
(Morocco and Tunisia in French with English beside each label, Egypt in English with some Arabic)."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Atlas Solaire Pompage"
LOCALE = {"MAD": "ma", "TND": "tn", "EGP": "eg"}
LANG = {"MAD": "fr", "TND": "fr", "EGP": "eg"}

# --------------------------------------------------------------------------- offices and legal lines

OFFICE = {
    "MAD": {
        "legal": "ATLAS SOLAIRE POMPAGE SARL",
        "arabic": "أطلس سولير للضخ - ش.م.م",
        "address": "Parc industriel Ouled Salah, Lot 118, 20180 Bouskoura - Casablanca | Tél. +212 522 59 41 80",
        "ids": "ICE 002187654000073 | IF 45128763 | RC Casablanca 398421 | Patente 35792146 | CNSS 9182736",
        "bank": "Attijariwafa bank, agence Bouskoura - RIB 007 780 0001846327000417 52",
        "domain": "atlas-solaire.ma",
        "city": "Casablanca",
    },
    "TND": {
        "legal": "ATLAS SOLAIRE POMPAGE TUNISIE SARL",
        "arabic": "أطلس سولير للضخ - تونس",
        "address": "Immeuble Lac Palace, Rue du Lac Biwa, 1053 Les Berges du Lac - Tunis | Tél. +216 71 962 408",
        "ids": "Matricule fiscal (MF) 1587342K/A/M/000 | RNE 1587342K | Code TVA 1587342K",
        "bank": "BIAT agence Lac II - RIB 08 006 0001234567890 41",
        "domain": "atlas-solaire.tn",
        "city": "Tunis",
        "branch": "Agence Sfax : Route de Tunis km 4,5 - 3027 Sfax | Tél. +216 74 401 255",
    },
    "EGP": {
        "legal": "Atlas Solar Pumping Egypt S.A.E.",
        "arabic": "أطلس سولار للطلمبات - مصر",
        "address": "17 Ahmed El Zomor St., 8th District, Nasr City, Cairo | Tel. +20 2 2274 6610",
        "ids": "Tax Registration No. 538-217-904 | Commercial Register 147823 Cairo | VAT Reg. 538-217-904",
        "bank": "Banque Misr, Nasr City branch - IBAN EG38 0002 0123 0123 4567 8901 2345 6",
        "domain": "atlas-solar.com.eg",
        "city": "Cairo",
    },
}
TAX = {"MAD": ("TVA", Decimal("20")), "TND": ("TVA", Decimal("19")), "EGP": ("VAT", Decimal("14"))}
TIMBRE = Decimal("1.00")  # Tunisian stamp duty on every invoice: 1,000 DT
CURRENCY_WORDS = {"MAD": ("dirhams", "centimes"), "TND": ("dinars", "millimes"),
                  "EGP": ("Egyptian Pounds", "Piastres")}

# --------------------------------------------------------------------------- products
# (French catalogue name, MAD unit price excl. VAT); English names and TND / EGP prices below.
PRODUCTS = [
    ("Kit pompe solaire Lorentz PS2-1800 C-SJ5-12", Decimal("38500.00")),
    ("Pompe immergée Grundfos SQFlex 5A-7", Decimal("21900.00")),
    ("Pompe immergée 4\" inox 2,2 kW Pedrollo 4SR", Decimal("6850.00")),
    ("Variateur solaire INVT GD100-PV 4 kW", Decimal("7450.00")),
    ("Variateur de pompage Veichi SI23 5,5 kW", Decimal("9200.00")),
    ("Panneau JA Solar 550 Wc mono PERC", Decimal("1290.00")),
    ("Panneau Jinko Tiger Neo 575 Wc bifacial", Decimal("1480.00")),
    ("Kit goutte-à-goutte 1 ha (gaine 16 mm, filtres, raccords)", Decimal("8900.00")),
    ("Câble immergé 4G4 mm² (rouleau 100 m)", Decimal("2150.00")),
    ("Structure sol galvanisée pour 12 panneaux", Decimal("4600.00")),
    ("Filtre à disques 2\" 120 mesh", Decimal("780.00")),
    ("Kit sonde de niveau et flotteur", Decimal("320.00")),
    ("Pompe de surface solaire DC 750 W", Decimal("4350.00")),
    ("Programmateur d'irrigation 6 voies", Decimal("1150.00")),
    ("Compteur d'eau Woltman DN80", Decimal("2950.00")),
]
ENGLISH = {
    "Kit pompe solaire Lorentz PS2-1800 C-SJ5-12": "Lorentz PS2-1800 C-SJ5-12 solar pump kit",
    "Pompe immergée Grundfos SQFlex 5A-7": "Grundfos SQFlex 5A-7 submersible pump",
    "Pompe immergée 4\" inox 2,2 kW Pedrollo 4SR": "Pedrollo 4SR 4\" stainless submersible pump 2.2 kW",
    "Variateur solaire INVT GD100-PV 4 kW": "INVT GD100-PV 4 kW solar pump inverter",
    "Variateur de pompage Veichi SI23 5,5 kW": "Veichi SI23 5.5 kW pump drive",
    "Panneau JA Solar 550 Wc mono PERC": "JA Solar 550 W mono PERC panel",
    "Panneau Jinko Tiger Neo 575 Wc bifacial": "Jinko Tiger Neo 575 W bifacial panel",
    "Kit goutte-à-goutte 1 ha (gaine 16 mm, filtres, raccords)":
        "Drip kit 2.4 feddan (16 mm tape, filters, fittings)",
    "Câble immergé 4G4 mm² (rouleau 100 m)": "Submersible cable 4x4 mm² (100 m roll)",
    "Structure sol galvanisée pour 12 panneaux": "Galvanised ground mount for 12 panels",
    "Filtre à disques 2\" 120 mesh": "Disc filter 2\" 120 mesh",
    "Kit sonde de niveau et flotteur": "Level probe and float switch kit",
    "Pompe de surface solaire DC 750 W": "DC solar surface pump 750 W",
    "Programmateur d'irrigation 6 voies": "Irrigation controller 6 stations",
    "Compteur d'eau Woltman DN80": "Woltman water meter DN80",
}
TND_PRICE = {
    "Kit pompe solaire Lorentz PS2-1800 C-SJ5-12": Decimal("12480.00"),
    "Pompe immergée Grundfos SQFlex 5A-7": Decimal("7150.50"),
    "Pompe immergée 4\" inox 2,2 kW Pedrollo 4SR": Decimal("2215.00"),
    "Variateur solaire INVT GD100-PV 4 kW": Decimal("2390.00"),
    "Variateur de pompage Veichi SI23 5,5 kW": Decimal("2985.50"),
    "Panneau JA Solar 550 Wc mono PERC": Decimal("412.50"),
    "Panneau Jinko Tiger Neo 575 Wc bifacial": Decimal("476.00"),
    "Kit goutte-à-goutte 1 ha (gaine 16 mm, filtres, raccords)": Decimal("2870.00"),
    "Câble immergé 4G4 mm² (rouleau 100 m)": Decimal("698.50"),
    "Structure sol galvanisée pour 12 panneaux": Decimal("1480.00"),
    "Filtre à disques 2\" 120 mesh": Decimal("249.50"),
    "Kit sonde de niveau et flotteur": Decimal("104.00"),
    "Pompe de surface solaire DC 750 W": Decimal("1395.00"),
    "Programmateur d'irrigation 6 voies": Decimal("372.50"),
    "Compteur d'eau Woltman DN80": Decimal("955.00"),
}
EGP_PRICE = {
    "Kit pompe solaire Lorentz PS2-1800 C-SJ5-12": Decimal("192500.00"),
    "Pompe immergée Grundfos SQFlex 5A-7": Decimal("108750.00"),
    "Pompe immergée 4\" inox 2,2 kW Pedrollo 4SR": Decimal("33900.00"),
    "Variateur solaire INVT GD100-PV 4 kW": Decimal("36800.00"),
    "Variateur de pompage Veichi SI23 5,5 kW": Decimal("45600.00"),
    "Panneau JA Solar 550 Wc mono PERC": Decimal("6350.00"),
    "Panneau Jinko Tiger Neo 575 Wc bifacial": Decimal("7280.00"),
    "Kit goutte-à-goutte 1 ha (gaine 16 mm, filtres, raccords)": Decimal("43500.00"),
    "Câble immergé 4G4 mm² (rouleau 100 m)": Decimal("10650.00"),
    "Structure sol galvanisée pour 12 panneaux": Decimal("22400.00"),
    "Filtre à disques 2\" 120 mesh": Decimal("3850.00"),
    "Kit sonde de niveau et flotteur": Decimal("1575.00"),
    "Pompe de surface solaire DC 750 W": Decimal("21300.00"),
    "Programmateur d'irrigation 6 voies": Decimal("5690.00"),
    "Compteur d'eau Woltman DN80": Decimal("14450.00"),
}
PANELS = ("Panneau JA Solar 550 Wc mono PERC", "Panneau Jinko Tiger Neo 575 Wc bifacial")
SMALL_PARTS = ("Filtre à disques 2\" 120 mesh", "Kit sonde de niveau et flotteur")
_WARRANTY_FR = ["Kit pompe solaire Lorentz PS2-1800 C-SJ5-12", "Pompe immergée Grundfos SQFlex 5A-7",
                "Pompe immergée 4\" inox 2,2 kW Pedrollo 4SR", "Variateur solaire INVT GD100-PV 4 kW",
                "Variateur de pompage Veichi SI23 5,5 kW", "Pompe de surface solaire DC 750 W"]
WARRANTY_PRODUCTS = _WARRANTY_FR  # catalogue names; Egyptian documents print ENGLISH[name]

CARRIERS = {"MAD": ["Amana Messagerie", "CTM Messagerie", "DHL Express"],
            "TND": ["Rapid-Poste", "Aramex", "DHL Express"],
            "EGP": ["Bosta", "Aramex", "Egypt Post EMS"]}
FEE_BASES = ["restocking fee", "return transport fee"]
FEE_FR = {"restocking fee": "Frais de remise en stock", "return transport fee": "Frais de transport retour"}
FLAT_FEE = {"MAD": Decimal("180.00"), "TND": Decimal("35.00"), "EGP": Decimal("650.00")}

# --------------------------------------------------------------------------- customers

CUSTOMERS = {
    "MAD": [
        ("Youssef El Amrani", "Ferme Oulad Saïd, Douar Laâounat, Commune Sidi Bennour, El Jadida"),
        ("Fatima Zahra Benali", "Coopérative agricole Al Baraka, Route de Biougra km 12, Aït Melloul"),
        ("Hicham Ouazzani", "Ouazzani Énergie Services, 23 Rue Ibn Sina, Quartier Industriel, Berrechid"),
        ("Khadija Tahiri", "Association Ain Tamda pour le développement, Douar Tamda, Azilal"),
        ("Mustapha Berrada", "Domaine Berrada, Route d'Azrou km 8, Meknès"),
        ("Nadia Chraibi", "Riad Dar Zitoun, 14 Derb Sidi Bouloukat, Médina, Marrakech"),
        ("Abdelkrim Haddaoui", "Exploitation agricole Haddaoui, Douar Ouled Brahim, Taroudant"),
        ("Salma Bennis", "Hôtel Palmeraie Oasis, Circuit de la Palmeraie, Marrakech"),
    ],
    "TND": [
        ("Mohamed Ali Trabelsi", "Huilerie Trabelsi, Route de Gabès km 7, 3083 Sfax"),
        ("Amira Ben Salah", "GDA Chenini Nahal, Oasis de Chenini, 6041 Gabès"),
        ("Sami Jlassi", "Jlassi Solaire Services, Avenue Habib Bourguiba, 3100 Kairouan"),
        ("Hela Gharbi", "Ferme Gharbi, Zone agricole Bouficha, 4010 Sousse"),
        ("Karim Bouazizi", "Hôtel Dar Djerba Sun, Zone touristique Midoun, 4116 Djerba"),
        ("Leila Mansouri", "Association Eau Pour Tous, Rue de Marseille, 1000 Tunis"),
        ("Walid Hammami", "Domaine Hammami, Route de Zaghouan km 15, 1100 Zaghouan"),
    ],
    "EGP": [
        ("Ahmed Mostafa", "Mostafa Farms, Km 54 Cairo-Alexandria Desert Road, Sadat City, Menoufia"),
        ("Mona Abdelfattah", "Wadi Natrun Organic Cooperative, Wadi El Natrun, Beheira"),
        ("Tarek Soliman", "Soliman Solar Installations, 9 Gamal Abdel Nasser St., Minya"),
        ("Heba Rashwan", "Siwa Water Initiative (NGO), Shali, Siwa Oasis, Matrouh"),
        ("Omar Elsayed", "Red Sea Palms Resort, Touristic Villages Road, Hurghada"),
        ("Yasmine Farouk", "Farouk Date Farm, Bahariya Oasis, Giza"),
        ("Mahmoud Kandil", "East Oweinat Project, Plot 17, New Valley"),
    ],
}
STAFF = {"MAD": [("Karim Lahlou", "k.lahlou"), ("Samira Idrissi", "s.idrissi")],
         "TND": [("Anis Ferchichi", "a.ferchichi"), ("Rim Chaabane", "r.chaabane")],
         "EGP": [("Mohamed Hegazy", "m.hegazy"), ("Nourhan Adel", "n.adel")]}

# --------------------------------------------------------------------------- the customer's story

REASONS_BY_KIND = {  # by the returned item's kind, plus reasons any item can have
    "pump": ["the pump delivered is the 2,2 kW model but we ordered the 1,5 kW one for our borehole",
             "the pump is too big for the flow of our well according to the hydrogeologist study"],
    "controller": ["the controller is not compatible with our three-phase pump contrary to what the commercial told us",
                   "the drive delivered has a single-phase input and our installation needs a three-phase unit"],
    "panel": ["one of the panels arrived with broken glass and the driver refused to write it on the delivery note",
              "the panels delivered are monofacial but the quotation we signed was for bifacial panels"],
    "parts": ["the parcel arrived incomplete, some connectors and accessories are missing",
              "the size does not fit our installation according to our installer",
              "the material does not correspond to the quotation we accepted"],
    "any": ["the donor cancelled the second phase of the project so we do not need this material any more",
            "the item was ordered two times by error from our side"],
}
ISSUES_BY_KIND = {
    "pump": ["Pump stops after 10 minutes and the controller shows a dry-run fault although the well is full",
             "Flow dropped to half of the nominal value after three months of use",
             "Motor makes a loud noise and the thermal protection trips every afternoon",
             "Water leaks from the pump head and the pressure is very low"],
    "controller": ["Inverter display stays black since the storm, no output to the pump",
                   "Controller does not start in the morning, we must reset it by hand every day",
                   "Fault code E-OV (overvoltage) appears at midday and the pump stops"],
}
RETURN_REASONS = [x for pool in REASONS_BY_KIND.values() for x in pool]  # the kit's first draw
ISSUES = [x for pool in ISSUES_BY_KIND.values() for x in pool]
REJECT_GROUNDS = {  # by the returned item's kind; "any" when the customer simply changed their mind
    "pump": "Our technician found sand and scratches inside the hydraulic part: the pump was run in a borehole without "
    "a sand filter, which the warranty conditions exclude (article 6).",
    "any": "The goods were returned after the 15-day return period and the packing was opened and used on site.",
    "controller": "The inverter was connected to the panels with the wrong polarity; this damage is not covered.",
}


def kind_of(product: str) -> str:
    """'pump', 'controller', 'panel' or 'parts', from the catalogue name (French or English)."""
    french = {en: fr for fr, en in ENGLISH.items()}
    name = french.get(product, product).lower()
    if "pompe" in name:
        return "pump"
    if "variateur" in name:
        return "controller"
    if "panneau" in name:
        return "panel"
    return "parts"
SITE_DETAILS = ["Profondeur forage / Borehole depth: {d} m", "HMT / Total head: {h} m",
                "Champ PV / PV array: {n} x 550 Wc", "Débit attendu / Expected flow: {q} m3/h"]
SITE_DETAILS_EN = ["Borehole depth: {d} m", "Total dynamic head: {h} m", "PV array: {n} x 550 W",
                   "Expected flow: {q} m3/h"]

# --------------------------------------------------------------------------- labels
# French documents carry English beside each label; Egyptian ones are English, some with Arabic before it.

LABELS = {
    "fr": {
        "order_id": ["N° commande / Order No.", "Réf. commande / Order ref.", "Bon de commande N° / Order no.",
                     "N° de commande (Order number)", "Commande / Order"],
        "customer_id": ["Code client / Customer code", "N° client / Customer no.", "Compte client / Account no.",
                        "Réf. client / Customer ref.", "Code tiers (Account code)"],
        "customer_name": ["Client / Customer", "Nom du client / Customer name", "Facturé à / Bill to",
                          "Nom et prénom / Full name"],
        "invoice_number": ["N° facture / Invoice No.", "Facture N° / Invoice no.",
                           "Numéro de facture (Invoice number)", "Réf. facture / Invoice ref."],
        "invoice_date": ["Date facture / Invoice date", "Date d'émission / Issue date", "Fait le / Issued on"],
        "order_date": ["Date commande / Order date", "Commandé le / Ordered on", "Date du BC / PO date"],
        "subtotal": ["Total HT / Subtotal excl. VAT", "Montant HT / Net amount", "Total hors taxes / Total before tax"],
        "order_total": ["Total TTC / Total incl. VAT", "Net à payer / Amount due", "Montant TTC / Total amount",
                        "Total à payer / Total payable"],
        "oc_total": ["Montant total TTC / Order total", "Total commande TTC / Order total incl. VAT",
                     "Montant de la commande / Order amount"],
        "case_number": ["N° dossier / Case No.", "Réf. retour / Return ref.", "N° SAV / Service ref.",
                        "N° de réclamation / Claim no."],
        "form_date": ["Date de la demande / Request date", "Date / Date", "Fait le / Date"],
        "product_name": ["Article / Item", "Désignation / Product", "Matériel / Equipment",
                         "Produit concerné / Product"],
        "return_reason": ["Motif du retour / Reason for return", "Motif / Reason", "Raison du retour / Reason"],
        "refund_requested": ["Montant demandé / Amount requested", "Remboursement demandé / Refund requested",
                             "Montant à rembourser / Refund amount"],
        "refund_eligible": ["Montant remboursable / Refundable amount", "Base de remboursement / Eligible amount",
                            "Montant éligible / Eligible"],
        "refund_approved": ["Montant accordé / Approved amount", "Remboursement accordé / Refund approved",
                            "Net à rembourser / Refund approved"],
        "approval_date": ["Date de décision / Decision date", "Accordé le / Approved on",
                          "Date d'accord / Approval date"],
        "refund_status": ["Statut / Status", "Décision / Decision", "État / Status"],
        "exec_status": ["Statut / Status", "État de l'opération / Status"],
        "promised_date": ["Remboursement prévu le / Refund expected on", "Virement prévu le / Transfer planned on",
                          "Crédit attendu le / Expected credit date"],
        "delivery_estimate": ["Livraison prévue / Expected delivery", "Date de livraison estimée / Est. delivery",
                              "Livraison prévue le / Delivery on", "Arrivée estimée / ETA"],
        "serial_number": ["N° de série / Serial No.", "N° série / S/N", "Numéro de série (Serial number)"],
        "issue_description": ["Description de la panne / Fault description", "Panne constatée / Fault found",
                              "Symptôme / Problem"],
        "form_deadline": ["Souhaité avant le / Needed before", "Délai souhaité / Required by",
                          "À traiter avant le / Deadline"],
        "ship_name": ["Destinataire / Consignee", "Livré à / Deliver to", "Client / Customer"],
        "carrier": ["Transporteur / Carrier", "Expédié par / Shipped via", "Messagerie / Courier"],
        "tracking_number": ["N° de suivi / Tracking No.", "N° d'expédition / Shipment no.", "Suivi colis / Tracking",
                            "N° de lettre de voiture / Waybill no."],
        "ship_date": ["Date d'expédition / Ship date", "Expédié le / Shipped on", "Date d'enlèvement / Pick-up date"],
        "refund_executed": ["Montant / Amount", "Montant viré / Amount transferred",
                            "Montant remboursé / Amount refunded"],
        "execution_date": ["Date d'exécution / Execution date", "Date de valeur / Value date",
                           "Viré le / Transferred on"],
        "payment_reference": ["Réf. opération / Transaction ref.", "Référence virement / Transfer ref.",
                              "N° d'opération / Operation no."],
    },
    "eg": {
        "order_id": ["Order No.", "Sales Order #", "Order Ref.", "SO No.", "رقم الطلب / Order No."],
        "customer_id": ["Customer Code", "Client ID", "Account No.", "Customer No.", "كود العميل / Customer Code"],
        "customer_name": ["Customer", "Customer Name", "Bill To", "Client", "اسم العميل / Customer"],
        "invoice_number": ["Invoice No. (Internal ID)", "Invoice No.", "Invoice #", "رقم الفاتورة / Invoice No."],
        "invoice_date": ["Issue Date", "Invoice Date", "Date Issued", "تاريخ الإصدار / Date of issue"],
        "order_date": ["Order Date", "PO Date", "Ordered on"],
        "subtotal": ["Total Sales (Net)", "Net Amount", "Subtotal", "Total before VAT"],
        "order_total": ["Total Amount", "Grand Total", "Total Due", "Net Payable"],
        "oc_total": ["Order Total (incl. VAT)", "Total Amount", "Order value"],
        "case_number": ["Ticket No.", "Case Ref.", "RMA No.", "Complaint No."],
        "form_date": ["Date", "Request Date", "Submitted on"],
        "product_name": ["Item", "Product", "Equipment", "Model"],
        "return_reason": ["Reason for Return", "Reason", "Return reason"],
        "refund_requested": ["Refund Requested", "Amount Claimed", "Refund Amount"],
        "refund_eligible": ["Eligible Amount", "Refundable Value", "Amount Eligible"],
        "refund_approved": ["Approved Refund", "Refund Approved", "Amount Approved"],
        "approval_date": ["Decision Date", "Approved on", "Approval Date"],
        "refund_status": ["Status", "Decision", "Outcome"],
        "exec_status": ["Status", "Transaction Status"],
        "promised_date": ["Refund Expected by", "Transfer Date (planned)", "Expected Credit Date"],
        "delivery_estimate": ["Expected Delivery", "ETA", "Estimated Arrival", "Delivery Date (est.)"],
        "serial_number": ["Serial No.", "S/N", "Serial Number"],
        "issue_description": ["Fault Description", "Problem", "Issue Reported"],
        "form_deadline": ["Needed by", "Required before", "Deadline"],
        "ship_name": ["Consignee", "Deliver To", "Receiver"],
        "carrier": ["Carrier", "Courier", "Shipped via"],
        "tracking_number": ["Tracking No.", "AWB No.", "Shipment ID", "Tracking Number"],
        "ship_date": ["Ship Date", "Dispatched on", "Pick-up Date"],
        "refund_executed": ["Amount", "Amount Transferred", "Transfer Amount"],
        "execution_date": ["Transaction Date", "Value Date", "Transfer Date"],
        "payment_reference": ["Reference No.", "Transaction ID", "Transfer Ref."],
    },
}

INVOICE_TITLES = {"MAD": ["FACTURE / INVOICE", "Facture / Invoice", "FACTURE N° / INVOICE No."],
                  "TND": ["FACTURE / INVOICE", "Facture de vente / Sales invoice", "FACTURE / INVOICE (original)"],
                  "EGP": ["TAX INVOICE", "Tax Invoice / فاتورة ضريبية", "E-INVOICE (Tax Invoice)"]}
TABLE_HEADERS = {"fr": [["Désignation / Description", "Qté / Qty", "P.U. HT / Unit price", "Montant HT / Amount"],
                        ["Désignation", "Qté", "Prix unitaire HT", "Total HT"],
                        ["Article / Item", "Qté", "P.U. HT", "Montant HT"]],
                 "eg": [["Description", "Qty", "Unit Price", "Total"],
                        ["Item", "Qty", "Price", "Net Amount"],
                        ["Description / البيان", "Qty", "Unit Price", "Amount"]]}
TERMS_PAGE = {
    "fr": ["Conditions générales de vente / General terms of sale",
           "1. Les retours sont acceptés sous 15 jours après livraison, matériel non installé et dans son emballage "
           "d'origine / Returns are accepted within 15 days of delivery for goods not installed, in original packing.",
           "2. Des frais de remise en stock de 15 % peuvent s'appliquer / A 15% restocking fee may apply.",
           "3. Garantie pompes et variateurs : 24 mois, hors marche à sec et sable / Pumps and drives: 24-month "
           "warranty, dry running and sand damage excluded.",
           "4. Tout litige relève des tribunaux de commerce compétents / Disputes go to the competent commercial "
           "court."],
    "eg": ["General Terms of Sale",
           "1. Returns accepted within 14 days of delivery for uninstalled goods in original packing.",
           "2. A 15% restocking fee may apply to opened equipment.",
           "3. Pumps and inverters carry a 24-month warranty; dry running and sand damage are excluded.",
           "4. Refunds are made by bank transfer, InstaPay or wallet to the customer's registered account."],
}

# --------------------------------------------------------------------------- customer voice

GREETINGS = {
    "ma": ["Bonjour,", "Dear Sir, Madam,", "Hello Atlas Solaire team,", "Bonjour Madame, Monsieur,",
           "Salam, dear team,"],
    "tn": ["Bonjour,", "Dear Madam, Sir,", "Hello,", "Bonjour à toute l'équipe,", "Dear Atlas Solaire team,"],
    "eg": ["Dear Sirs,", "Dear Atlas Solar team,", "Dear Sir/Madam,", "Salam Alaikum,", "Dear Eng. team,"],
}
SIGN_OFFS = {
    "ma": ["Cordialement / Best regards,", "Best regards,", "Cordialement,", "Bien à vous / Regards,"],
    "tn": ["Cordialement,", "Best regards,", "Bien cordialement / Best regards,", "Merci d'avance / Thanks,"],
    "eg": ["Best regards,", "Thanks and best regards,", "Awaiting your prompt reply, regards,", "Regards,"],
}
CLOSING_COURTESY = {
    "ma": ["I remain at your disposal for any information.", "Thank you in advance for your comprehension.",
           "Waiting for your return."],
    "tn": ["I remain at your disposal.", "Thank you in advance for your understanding.",
           "Please confirm me the reception of this mail."],
    "eg": ["Thanks in advance for your cooperation.", "Your quick action is highly appreciated.",
           "Kindly confirm receipt."],
}
RELATIVE_DEADLINES = {
    "ma": [("within 15 days", 15), ("in the delay of 10 days", 10), ("before the end of the month", "month_end"),
           ("within 8 days", 8)],
    "tn": [("within a delay of 15 days", 15), ("before end of this month", "month_end"), ("within 10 days", 10)],
    "eg": [("within 7 days", 7), ("within maximum 10 days", 10), ("by the end of this month", "month_end"),
           ("within two weeks", 14)],
}
DEADLINE_WORDS = {
    "ma": ["before {}", "by {}", "at the latest on {}", "no later than {}"],
    "tn": ["before {}", "by {}", "at the latest on {}", "not later than {}"],
    "eg": ["by {}", "before {}", "no later than {}", "on or before {}"],
}
UNRESOLVED_DEADLINES = ["before the start of the irrigation season", "before Ramadan", "before the olive harvest",
                        "before the summer season opens", "before the donor's field visit"]
EXPECT = {
    "fr": {
        "refund_dl": ["I ask you to transfer the refund to my account {dl}.",
                      "Please make the transfer of the amount {dl}.",
                      "We count on you to refund us {dl}.",
                      "I would like the refund to be done on my RIB {dl}."],
        "refund_no": ["I ask you to refund me the amount by bank transfer.",
                      "Please do the necessary for the refund on our RIB.",
                      "We would like to be refunded and not to receive a credit voucher."],
        "repair_dl": ["We need the pump working again {dl}.",
                      "I ask you to repair or replace the equipment {dl}.",
                      "Please send your technician to the site {dl}."],
        "repair_no": ["Please send us a technician or a replacement unit as soon as possible.",
                      "I ask you to inform me of the repair progress."],
        "delivery_dl": ["We need the material on site {dl}.",
                        "Please make sure the delivery is done {dl}."],
        "rejected": ["I ask you to study the file again and accept the return.",
                     "We request a new examination of our file by your technical director."],
    },
    "eg": {
        "refund_dl": ["Kindly transfer the refund to our account {dl}.",
                      "Please process the refund to my InstaPay {dl}.",
                      "We expect the refund amount in our account {dl}.",
                      "Kindly arrange the refund {dl}."],
        "refund_no": ["Kindly arrange the refund at your earliest convenience.",
                      "We are waiting for the refund to our account at Banque Misr.",
                      "Please transfer the amount to the same account we paid from."],
        "repair_dl": ["Kindly send the engineer to the site {dl}.",
                      "We need the pump back in operation {dl}.",
                      "Please replace or repair the unit {dl}."],
        "repair_no": ["Kindly advise the expected date of the repair.",
                      "Please send a replacement unit as soon as possible."],
        "delivery_dl": ["We need the shipment delivered to the farm {dl}.",
                        "Kindly make sure the goods reach us {dl}."],
        "rejected": ["Kindly review the case again and accept the return.",
                     "We request that the technical manager re-examine our case."],
    },
}
AUTO_REPLY = {
    "fr": "Merci pour votre message. / Thank you for your message. Notre service après-vente vous répondra sous "
          "48 heures ouvrables / our after-sales team will answer within 48 working hours.",
    "eg": "Thank you for contacting Atlas Solar Pumping Egypt. Your message has been received and our after-sales "
          "team will reply within 2 working days.",
}
