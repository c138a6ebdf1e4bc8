"""Vaporella Pro: a distributor of salon, beauty and spa equipment with offices in Lyon, Brussels,
Geneva and Milan. Plain data: offices, customers, products, carriers, labels and phrases.

Label lists are per language ("fr", "it", "en", "nl", "de"); a bilingual printed form joins the
first language's label with the second's ("N° de commande / Bestelnummer").
"""

from __future__ import annotations

from decimal import Decimal

SHOP = "Vaporella Pro"
DOMAIN = "vaporella-pro.example"
AUTHOR = "Vaporella Pro"

# --------------------------------------------------------------------------- offices (one a country)

OFFICES = {
    "FR": {
        "currency": "EUR", "lang": "fr", "second": "en", "city": "Lyon", "tax_word": "TVA", "rate": Decimal("20"),
        "entity": "Vaporella Pro France SAS",
        "lines": ["Équipement professionnel coiffure · esthétique · spa",
                  "14 rue de la Thibaudière · 69007 Lyon · Tél. +33 (0)4 78 62 19 40 · lyon@vaporella-pro.example"],
        "legal": ["SAS au capital de 50 000 € · RCS Lyon 852 417 396 · SIRET 852 417 396 00028 · Code APE 4669B",
                  "N° TVA intracommunautaire FR47852417396 · IBAN FR76 3000 4008 2800 0123 4567 890 · "
                  "BIC BNPAFRPPLYO"],
        "mail": {"orders": "commandes", "shipping": "logistique", "returns": "sav.fr", "payments": "compta.fr"},
        "tz": "fr",
    },
    "BE": {
        "currency": "EUR", "lang": "fr", "second": "nl", "city": "Bruxelles", "tax_word": "TVA", "rate": Decimal("21"),
        "entity": "Vaporella Pro Benelux SRL",
        "lines": ["Matériel pour salons de coiffure, instituts et spas · Materiaal voor kapsalons en spa's",
                  "Chaussée de Waterloo 1142 · 1180 Uccle · Tél. +32 2 374 55 10 · bruxelles@vaporella-pro.example"],
        "legal": ["N° d'entreprise / Ondernemingsnummer BCE 0781.552.963 · TVA/BTW BE 0781.552.963 · "
                  "RPM Bruxelles",
                  "IBAN BE68 5390 0754 7034 · BIC BBRUBEBB · Tél. +32 2 374 55 10"],
        "mail": {"orders": "orders.be", "shipping": "expedition.be", "returns": "sav.be", "payments": "finance.be"},
        "tz": "be",
    },
    "CH": {
        "currency": "CHF", "lang": "fr", "second": "de", "city": "Carouge", "tax_word": "TVA", "rate": Decimal("8.1"),
        "entity": "Vaporella Pro Suisse Sàrl",
        "lines": ["Équipements pour coiffure, esthétique et spa · Coiffeur- und Spa-Einrichtungen",
                  "Route des Acacias 48 · 1227 Carouge GE · Tél. +41 22 342 18 77 · geneve@vaporella-pro.example"],
        "legal": ["IDE/UID CHE-412.887.305 TVA/MWST · Registre du commerce de Genève CH-660.1.234.567-8",
                  "IBAN CH93 0076 2011 6238 5295 7 · QR-IBAN CH44 3199 9123 0008 8901 2 · Banque Cantonale"],
        "mail": {"orders": "commandes.ch", "shipping": "logistique.ch", "returns": "service.ch",
                 "payments": "comptabilite.ch"},
        "tz": "ch",
    },
    "IT": {
        "currency": "EUR", "lang": "it", "second": "en", "city": "Milano", "tax_word": "IVA", "rate": Decimal("22"),
        "entity": "Vaporella Pro Italia S.r.l.",
        "lines": ["Attrezzature professionali per parrucchieri, estetica e spa",
                  "Via Giovanni Ventura 15 · 20134 Milano (MI) · Tel. +39 02 2141 7750 · milano@vaporella-pro.example"],
        "legal": ["P.IVA e C.F. 11283470961 · REA MI-2589311 · Cap. soc. € 10.000,00 i.v. · "
                  "PEC vaporellapro@pec.example",
                  "IBAN IT60 X054 2811 1010 0000 0123 456 · Codice SDI per fatture passive: KRRH6B9"],
        "mail": {"orders": "ordini", "shipping": "spedizioni", "returns": "assistenza", "payments": "amministrazione"},
        "tz": "it",
    },
}

# staff who sign the shop's e-mails, per country
STAFF = {
    "FR": ["Aurélie Chabert, Service après-vente", "Jérôme Vidal, Service clients", "Sandrine Perrin, Comptabilité",
           "Mathieu Gros, Logistique"],
    "BE": ["Nadia Lambert, Service clientèle", "Pieter De Smet, Logistiek / Logistique",
           "Céline Renard, Comptabilité", "Youssef Haddad, SAV Benelux"],
    "CH": ["Corinne Blanc, Service technique", "Stefan Huber, Logistik / Logistique",
           "Valérie Dubois, Comptabilité", "Nicolas Perret, Service clients"],
    "IT": ["Chiara Galli, Ufficio assistenza", "Paolo Riva, Ufficio spedizioni", "Elena Conti, Amministrazione",
           "Marco Longhi, Customer service"],
}

# --------------------------------------------------------------------------- customers
# (name on the documents, contact person or None, company or None, address, e-mail local part @ domain)
# A name with a company: a salon owner; the documents name the person and print the salon beside it.
# A company without a contact: the customer is the company (hotels, spas), signed by a department.

CUSTOMERS = {
    "FR": [
        ("Nathalie Roux", "Institut Belle Saison", "12 rue Mercière, 69002 Lyon", "n.roux@bellesaison.example"),
        ("Karim Benali", "Le Rasoir d'Or Barbershop", "5 cours Gambetta, 38000 Grenoble",
         "karim@rasoirdor.example"),
        ("Hôtel & Spa Les Terrasses du Lac", None, "210 route d'Évian, 74200 Thonon-les-Bains",
         "achats@terrasses-du-lac.example"),
        ("Sophie Lemaire", None, "8 allée des Tilleuls, 42100 Saint-Étienne", "sophie.lemaire@free.example"),
        ("Julien Marchetti", "Coiffure Julien M.", "34 avenue Thiers, 06000 Nice", "contact@coiffure-jm.example"),
        ("Camille Fournier", "Atelier Fournier Esthétique", "3 place Darcy, 21000 Dijon",
         "camille.fournier@atelier-fe.example"),
    ],
    "BE": [
        ("Annelies Peeters", "Kapsalon Annelies", "Rue Haute 91, 1000 Bruxelles", "annelies@kapsalon-ap.example"),
        ("Mehdi El Amrani", "Barber Shop Mehdi", "Chaussée de Gand 410, 1080 Molenbeek-Saint-Jean",
         "mehdi.barber@skynet.example"),
        ("Véronique Dumont", None, "Rue des Wallons 17, 1348 Louvain-la-Neuve", "vero.dumont@proximus.example"),
        ("Spa Thermal de la Fagne SRL", None, "Route du Lac 3, 4845 Jalhay", "technique@spa-fagne.example"),
        ("Thomas Vanderlinden", "Salon Thomas V", "Place Saint-Lambert 12, 4000 Liège",
         "thomas@salon-tv.example"),
    ],
    "CH": [
        ("Isabelle Favre", "Institut Favre Beauté", "Rue du Marché 22, 1204 Genève", "i.favre@favre-beaute.example"),
        ("Luca Bernasconi", "Coiffure Luca", "Avenue de la Gare 9, 1003 Lausanne", "luca@coiffure-luca.example"),
        ("Hôtel Beau-Lac Montreux SA", None, "Grand-Rue 77, 1820 Montreux", "technique@beaulac-montreux.example"),
        ("Martine Rochat", None, "Chemin des Vignes 4, 1260 Nyon", "martine.rochat@bluewin.example"),
        ("Reto Müller", "Barbier Reto", "Rue de Romont 5, 1700 Fribourg", "reto@barbier-reto.example"),
    ],
    "IT": [
        ("Giulia Ferraro", "Parrucchieria Giulia", "Via Paolo Sarpi 18, 20154 Milano",
         "giulia@parrucchieriagiulia.example"),
        ("Antonio Esposito", "Barberia Esposito", "Corso Vittorio Emanuele 120, 80121 Napoli",
         "barberia.esposito@libero.example"),
        ("Centro Benessere Aurora Srl", None, "Via Roma 45, 24121 Bergamo", "amministrazione@aurora-spa.example"),
        ("Francesca Colombo", None, "Via Garibaldi 7, 10122 Torino", "fra.colombo@gmail.example"),
        ("Davide Moretti", "Estetica Moretti", "Piazza Bra 3, 37121 Verona", "info@esteticamoretti.example"),
    ],
}
# who signs for a company customer (the customer is the company; the signer is not a fact)
COMPANY_SIGNERS = {
    "Hôtel & Spa Les Terrasses du Lac": ("Franck Morel", "Responsable technique"),
    "Spa Thermal de la Fagne SRL": ("Grégory Lejeune", "Gestionnaire des achats"),
    "Hôtel Beau-Lac Montreux SA": ("Pierre-Alain Jaquet", "Chef technique"),
    "Centro Benessere Aurora Srl": ("Silvia Rinaldi", "Ufficio acquisti"),
}

# --------------------------------------------------------------------------- products
# key, category, {lang: name}, EUR price, CHF price, serial prefix (None: no serial plate)

PRODUCTS = [
    ("cortina", "chair", {"en": "Styling chair Cortina hydraulic", "fr": "Fauteuil de coiffage Cortina hydraulique",
                          "it": "Poltrona da taglio Cortina idraulica"}, "489.00", "529.00", "CTN"),
    ("sergente", "chair", {"en": "Barber chair Sergente reclining", "fr": "Fauteuil barbier Sergente inclinable",
                           "it": "Poltrona barbiere Sergente reclinabile"}, "1150.00", "1240.00", "SRG"),
    ("onda", "chair", {"en": "Pedicure spa chair Onda with footbath",
                       "fr": "Fauteuil de pédicure spa Onda avec bain de pieds",
                       "it": "Poltrona pedicure spa Onda con vasca"}, "2390.00", "2590.00", "OND"),
    ("lavanda", "backwash", {"en": "Backwash unit Lavanda 2 ceramic bowl",
                             "fr": "Bac à shampoing Lavanda 2 vasque céramique",
                             "it": "Lavatesta Lavanda 2 vasca in ceramica"}, "1290.00", "1390.00", "LV2"),
    ("nuvola", "dryer", {"en": "Hood dryer Nuvola 1200 W on stand", "fr": "Casque séchoir Nuvola 1200 W sur pied",
                         "it": "Casco asciugacapelli Nuvola 1200 W su piantana"}, "329.00", "355.00", "NV12"),
    ("sole", "dryer", {"en": "Colour accelerator Sole infrared", "fr": "Accélérateur de couleur Sole infrarouge",
                       "it": "Acceleratore di colore Sole a infrarossi"}, "690.00", "745.00", "SIR"),
    ("serena", "table", {"en": "Electric massage table Serena 3 motors",
                         "fr": "Table de massage électrique Serena 3 moteurs",
                         "it": "Lettino massaggio elettrico Serena 3 motori"}, "1845.00", "1990.00", "SRN"),
    ("viaggio", "table", {"en": "Folding massage table Viaggio aluminium",
                          "fr": "Table de massage pliante Viaggio alu",
                          "it": "Lettino massaggio pieghevole Viaggio in alluminio"}, "219.00", "239.00", None),
    ("brezza", "steamer", {"en": "Facial steamer Brezza with ozone", "fr": "Vapozone Brezza avec ozone",
                           "it": "Vaporizzatore viso Brezza con ozono"}, "245.00", "265.00", "BZ"),
    ("cera", "wax", {"en": "Wax heater Cera 1 L", "fr": "Chauffe-cire Cera 1 L", "it": "Scaldacera Cera 1 L"},
     "59.90", "64.90", "CR1"),
    ("duo", "wax", {"en": "Double roll-on wax heater Duo", "fr": "Chauffe-cire roll-on double Duo",
                    "it": "Scaldacera roll-on doppio Duo"}, "49.50", "54.00", None),
    ("tepido", "towel", {"en": "Towel warmer Tepido 23 L UV-C", "fr": "Chauffe-serviettes Tepido 23 L UV-C",
                         "it": "Scaldasalviette Tepido 23 L UV-C"}, "289.00", "312.00", "TP23"),
    ("rasoia", "clipper", {"en": "Cordless clipper Rasoia Pro", "fr": "Tondeuse sans fil Rasoia Pro",
                           "it": "Tosatrice cordless Rasoia Pro"}, "149.00", "162.00", "RP"),
    ("tblade", "clipper", {"en": "Trimmer Rasoia T-Blade", "fr": "Tondeuse de finition Rasoia T-Blade",
                           "it": "Trimmer Rasoia T-Blade"}, "89.00", "96.00", "RTB"),
    ("lente", "lamp", {"en": "LED magnifying lamp 5 dioptres", "fr": "Lampe loupe LED 5 dioptries",
                       "it": "Lampada lente LED 5 diottrie"}, "119.00", "129.00", "LL5"),
    ("pietra", "stones", {"en": "Hot stone heater 18 L", "fr": "Chauffe-pierres 18 L", "it": "Scaldapietre 18 L"},
     "159.00", "172.00", "HS18"),
    ("pump", "spare", {"en": "Hydraulic pump for Cortina chair", "fr": "Pompe hydraulique pour fauteuil Cortina",
                       "it": "Pompa idraulica per poltrona Cortina"}, "159.00", "172.00", None),
    ("blades", "spare", {"en": "Replacement blade set Rasoia Pro", "fr": "Jeu de lames de rechange Rasoia Pro",
                         "it": "Set lame di ricambio Rasoia Pro"}, "34.90", "38.00", None),
    ("jar", "spare", {"en": "Steamer glass jar 1 L", "fr": "Bocal en verre pour vapozone 1 L",
                      "it": "Ampolla in vetro per vaporizzatore 1 L"}, "28.50", "31.00", None),
    ("cartridges", "consumable", {"en": "Wax cartridges 100 ml, box of 24",
                                  "fr": "Cartouches de cire 100 ml, carton de 24",
                                  "it": "Ricariche cera 100 ml, scatola da 24"}, "42.00", "45.50", None),
    ("towels", "consumable", {"en": "Disposable towels 40x80, pack of 100",
                              "fr": "Serviettes jetables 40x80, paquet de 100",
                              "it": "Asciugamani monouso 40x80, conf. 100"}, "19.90", "21.50", None),
    ("oil", "consumable", {"en": "Neutral massage oil 5 L", "fr": "Huile de massage neutre 5 L",
                           "it": "Olio da massaggio neutro 5 L"}, "54.00", "58.00", None),
    ("trolley", "furniture", {"en": "Beauty trolley Cassetta 4 drawers", "fr": "Desserte Cassetta 4 tiroirs",
                              "it": "Carrello Cassetta 4 cassetti"}, "129.00", "139.00", None),
]
ARTICLE_CODES = {p[0]: f"VP-{1100 + 37 * i:04d}" for i, p in enumerate(PRODUCTS)}  # printed item codes, not facts

SHIPPING_LINE = {"fr": "Frais de port et emballage", "it": "Spese di trasporto", "en": "Shipping and packing",
                 "nl": "Verzendkosten", "de": "Versandkosten"}
SHIPPING_COST = {"EUR": ("25.00", "39.00", "65.00"), "CHF": ("29.00", "45.00", "70.00")}

# --------------------------------------------------------------------------- carriers

CARRIERS = {
    "FR": ["Transports Rhodanie Express", "DPD France", "Colissimo", "Geodis Messagerie"],
    "BE": ["bpost", "Zennetrans Koeriers", "DPD Belgium", "GLS"],
    "CH": ["La Poste Suisse / Post CH", "Léman Fret Express", "DHL Express", "Planzer Transport"],
    "IT": ["BRT Bartolini", "Corriere Ambrosiano Express", "SDA Express Courier", "UPS Standard"],
}

# --------------------------------------------------------------------------- labels

LABELS: dict[str, dict[str, list[str]]] = {
    "order_id": {
        "fr": ["N° de commande", "Commande n°", "Réf. commande", "Votre commande", "N° commande"],
        "it": ["N. ordine", "Numero ordine", "Rif. ordine", "Vs. ordine n.", "Ordine nr."],
        "en": ["Order no.", "Order ref", "Your order", "Order number", "Order"],
        "nl": ["Bestelnummer", "Bestelling nr."], "de": ["Bestellnummer", "Auftrag Nr."],
    },
    "customer_id": {
        "fr": ["N° client", "Code client", "Compte client", "Client n°"],
        "it": ["Cod. cliente", "Codice cliente", "Cliente n.", "Cod. cli."],
        "en": ["Customer no.", "Customer code", "Account no.", "Client code"],
        "nl": ["Klantnummer", "Klant nr."], "de": ["Kunden-Nr.", "Kundennummer"],
    },
    "customer_name": {
        "fr": ["Client", "Nom du client"],
        "it": ["Cliente", "Spett.le"],
        "en": ["Customer", "Client", "Name"],
        "nl": ["Klant"], "de": ["Kunde"],
    },
    "bill_to": {
        "fr": ["Client", "Facturé à", "Nom du client"], "it": ["Cliente", "Spett.le", "Intestatario"],
        "en": ["Bill to", "Customer"], "nl": ["Klant", "Gefactureerd aan"], "de": ["Kunde", "Rechnungsempfänger"],
    },
    "invoice_number": {
        "fr": ["Facture n°", "N° de facture", "Numéro de facture"],
        "it": ["Fattura n.", "Numero documento", "N. fattura"],
        "en": ["Invoice no.", "Invoice number"], "nl": ["Factuur nr.", "Factuurnummer"], "de": ["Rechnung Nr."],
    },
    "invoice_date": {
        "fr": ["Date de facture", "Date facture", "Date d'émission"],
        "it": ["Data fattura", "Data documento", "Data emissione"],
        "en": ["Invoice date", "Date"], "nl": ["Factuurdatum"], "de": ["Rechnungsdatum"],
    },
    "order_date": {
        "fr": ["Date de commande", "Commandé le", "Date cde"],
        "it": ["Data ordine", "Ordinato il", "Data dell'ordine"],
        "en": ["Order date", "Ordered on"], "nl": ["Besteldatum"], "de": ["Bestelldatum"],
    },
    "subtotal": {
        "fr": ["Total HT", "Montant HT", "Sous-total HT", "Base HT"],
        "it": ["Imponibile", "Totale imponibile", "Totale merce"],
        "en": ["Net amount", "Subtotal excl. VAT"], "nl": ["Totaal excl. btw"], "de": ["Total exkl. MWST"],
    },
    "order_total": {
        "fr": ["Total TTC", "Montant TTC", "Total à payer TTC", "Net à payer"],
        "it": ["Totale documento", "Totale fattura", "Totale da pagare"],
        "en": ["Total incl. VAT", "Total amount"], "nl": ["Totaal incl. btw", "Te betalen"],
        "de": ["Total inkl. MWST", "Gesamtbetrag"],
    },
    "conf_total": {
        "fr": ["Montant total TTC", "Total de la commande", "Total TTC"],
        "it": ["Totale ordine", "Importo totale IVA inclusa", "Totale"],
        "en": ["Order total", "Total incl. VAT", "Total amount"], "nl": ["Totaal bestelling"],
        "de": ["Auftragstotal"],
    },
    "carrier": {
        "fr": ["Transporteur", "Expédié par", "Livré par"],
        "it": ["Vettore", "Corriere", "A mezzo"],
        "en": ["Carrier", "Courier", "Shipped with"], "nl": ["Vervoerder"], "de": ["Spediteur", "Transporteur"],
    },
    "tracking_number": {
        "fr": ["N° de suivi", "N° d'expédition", "Suivi colis"],
        "it": ["N. spedizione", "Tracking", "Lettera di vettura n."],
        "en": ["Tracking no.", "Tracking", "Tracking number"], "nl": ["Zendingnummer"],
        "de": ["Sendungsnummer"],
    },
    "ship_date": {
        "fr": ["Date d'expédition", "Expédié le", "Date d'enlèvement"],
        "it": ["Data spedizione", "Data inizio trasporto", "Data ritiro"],
        "en": ["Shipped on", "Dispatch date", "Ship date"], "nl": ["Verzenddatum"], "de": ["Versanddatum"],
    },
    "delivery_estimate": {
        "fr": ["Livraison prévue le", "Date de livraison estimée", "Livraison prévue"],
        "it": ["Consegna prevista", "Data prevista di consegna", "Consegna stimata"],
        "en": ["Expected delivery", "Estimated delivery", "ETA"], "nl": ["Verwachte levering"],
        "de": ["Voraussichtliche Lieferung", "Liefertermin"],
    },
    "case_number": {
        "fr": ["Dossier SAV n°", "N° de dossier", "Réf. retour", "N° RMA"],
        "it": ["Pratica n.", "N. pratica reso", "Rif. reso", "N. RMA"],
        "en": ["Case no.", "Return ref.", "RMA no.", "File ref."], "nl": ["Dossiernummer"], "de": ["Fall-Nr."],
    },
    "approval_date": {
        "fr": ["Date de la décision", "Date d'accord", "Accord du"],
        "it": ["Data approvazione", "Data autorizzazione"],
        "en": ["Decision date", "Approved on", "Date of agreement"], "nl": ["Datum akkoord"],
        "de": ["Entscheid vom"],
    },
    "refund_status": {
        "fr": ["Statut", "Décision"], "it": ["Esito", "Stato pratica"], "en": ["Status", "Decision"],
        "nl": ["Status"], "de": ["Status"],
    },
    "refund_eligible": {
        "fr": ["Montant remboursable", "Montant éligible"], "it": ["Importo rimborsabile", "Importo ammesso"],
        "en": ["Refundable amount", "Eligible amount"], "nl": ["Terugbetaalbaar bedrag"],
        "de": ["Erstattungsfähiger Betrag"],
    },
    "refund_approved": {
        "fr": ["Montant accordé", "Remboursement accordé", "Montant du remboursement"],
        "it": ["Importo approvato", "Rimborso approvato", "Importo da rimborsare"],
        "en": ["Refund approved", "Approved amount", "Amount to refund"], "nl": ["Goedgekeurd bedrag"],
        "de": ["Genehmigter Betrag"],
    },
    "promised_date": {
        "fr": ["Remboursement prévu le", "Virement prévu au plus tard le"],
        "it": ["Accredito previsto entro il", "Data prevista rimborso"],
        "en": ["Refund expected by", "Payment planned by"], "nl": ["Terugbetaling uiterlijk"],
        "de": ["Rückzahlung bis"],
    },
    "ship_to": {
        "fr": ["Destinataire", "Livré à", "Adresse de livraison"], "it": ["Destinatario", "Luogo di consegna"],
        "en": ["Ship to", "Deliver to"], "nl": ["Geadresseerde"], "de": ["Empfänger"],
    },
    "exec_status": {
        "fr": ["Statut", "État"], "it": ["Stato", "Stato operazione"], "en": ["Status"], "nl": ["Status"],
        "de": ["Status"],
    },
    "refund_executed": {
        "fr": ["Montant remboursé", "Montant du virement"], "it": ["Importo rimborsato", "Importo bonifico"],
        "en": ["Amount refunded", "Refunded amount"], "nl": ["Terugbetaald bedrag"], "de": ["Erstatteter Betrag"],
    },
    "execution_date": {
        "fr": ["Date d'exécution", "Effectué le", "Date de l'opération"],
        "it": ["Data esecuzione", "Data operazione"],
        "en": ["Execution date", "Processed on"], "nl": ["Uitvoeringsdatum"], "de": ["Ausführungsdatum"],
    },
    "payment_reference": {
        "fr": ["Référence de l'opération", "Réf. opération", "Référence"],
        "it": ["Rif. operazione", "ID transazione", "Riferimento"],
        "en": ["Payment reference", "Transaction ID"], "nl": ["Referentie"], "de": ["Referenz"],
    },
    "product_name": {
        "fr": ["Appareil", "Désignation de l'appareil", "Produit concerné"],
        "it": ["Apparecchio", "Prodotto", "Descrizione articolo"],
        "en": ["Product", "Device", "Item"], "nl": ["Toestel"], "de": ["Gerät"],
    },
    "serial_number": {
        "fr": ["N° de série", "S/N", "Numéro de série"], "it": ["Matricola", "N. di serie", "S/N"],
        "en": ["Serial no.", "S/N", "Serial number"], "nl": ["Serienummer"], "de": ["Seriennummer"],
    },
    "issue_description": {
        "fr": ["Panne constatée", "Description de la panne", "Défaut constaté"],
        "it": ["Difetto riscontrato", "Descrizione del guasto", "Anomalia"],
        "en": ["Fault", "Problem description", "Issue"], "nl": ["Defect"], "de": ["Fehlerbeschreibung"],
    },
    "form_name": {
        "fr": ["Nom du client", "Client", "Nom / Raison sociale"], "it": ["Cliente", "Nominativo", "Nome e cognome"],
        "en": ["Customer name", "Name"], "nl": ["Naam klant"], "de": ["Name"],
    },
    "form_date": {
        "fr": ["Date de la demande", "Date"], "it": ["Data richiesta", "Data"], "en": ["Date of request", "Date"],
        "nl": ["Datum"], "de": ["Datum"],
    },
    "form_deadline": {
        "fr": ["Souhaité avant le", "Date limite souhaitée"], "it": ["Da risolvere entro il", "Urgenza: entro il"],
        "en": ["Needed by", "Wanted before"], "nl": ["Gewenst voor"], "de": ["Gewünscht bis"],
    },
    "return_reason": {
        "fr": ["Motif du retour", "Raison du retour"], "it": ["Motivo del reso", "Causale reso"],
        "en": ["Reason for return", "Return reason"], "nl": ["Reden van retour"], "de": ["Rücksendegrund"],
    },
    "refund_requested": {
        "fr": ["Montant demandé", "Remboursement demandé"], "it": ["Importo richiesto", "Rimborso richiesto"],
        "en": ["Amount claimed", "Refund requested"], "nl": ["Gevraagd bedrag"], "de": ["Geforderter Betrag"],
    },
    "purchase_date": {
        "fr": ["Date d'achat"], "it": ["Data di acquisto"], "en": ["Purchase date"], "nl": ["Aankoopdatum"],
        "de": ["Kaufdatum"],
    },
}

TITLES = {
    "invoice": {"fr": ["FACTURE", "Facture"], "it": ["FATTURA", "Fattura"], "en": ["INVOICE"],
                "nl": ["FACTUUR"], "de": ["RECHNUNG"]},
    "order_confirmation": {"fr": ["Confirmation de commande", "Accusé de réception de commande"],
                           "it": ["Conferma d'ordine", "CONFERMA ORDINE"], "en": ["Order confirmation"],
                           "nl": ["Orderbevestiging"], "de": ["Auftragsbestätigung"]},
    "shipping_notice": {"fr": ["Bon de livraison", "Avis d'expédition"],
                        "it": ["Documento di trasporto (DDT)", "Avviso di spedizione"],
                        "en": ["Dispatch note"], "nl": ["Leveringsbon"], "de": ["Lieferschein"]},
    "refund_approval": {"fr": ["Accord de retour", "Décision SAV - Retour marchandise"],
                        "it": ["Autorizzazione al reso", "Esito pratica di reso"],
                        "en": ["Return authorisation"], "nl": ["Retourakkoord"], "de": ["Rücksendebestätigung"]},
    "credit_note": {"fr": ["AVOIR", "Avoir"], "it": ["NOTA DI CREDITO", "Nota di credito"], "en": ["Credit note"],
                    "nl": ["CREDITNOTA"], "de": ["GUTSCHRIFT"]},
    "refund_execution": {"fr": ["Avis de remboursement", "Avis de virement"],
                         "it": ["Avviso di rimborso", "Conferma bonifico di rimborso"],
                         "en": ["Refund advice"], "nl": ["Terugbetalingsbericht"], "de": ["Rückerstattung"]},
    "warranty_form": {"fr": ["Demande d'intervention sous garantie", "Fiche retour SAV - Garantie"],
                      "it": ["Richiesta di intervento in garanzia", "Modulo assistenza in garanzia"],
                      "en": ["Warranty claim"], "nl": ["Garantieaanvraag"], "de": ["Garantieantrag"]},
    "returns_form": {"fr": ["Formulaire de retour", "Demande de retour marchandise"],
                     "it": ["Modulo di reso", "Richiesta di reso merce"], "en": ["Return request form"],
                     "nl": ["Retourformulier"], "de": ["Rücksendeformular"]},
}

TABLE_HEADERS = {
    "fr": [["Désignation", "Qté", "PU HT", "Montant HT"], ["Article", "Qté", "Prix unit. HT", "Total HT"]],
    "it": [["Descrizione", "Q.tà", "Prezzo unit.", "Importo"], ["Articolo", "Qtà", "Prezzo", "Totale riga"]],
    "en": [["Description", "Qty", "Unit price", "Amount"]],
    "nl": [["Omschrijving", "Aantal", "Prijs", "Bedrag"]],
    "de": [["Bezeichnung", "Menge", "Preis", "Betrag"]],
}

STATUS_WORDS = {
    "approved": {"fr": ["Accepté", "ACCORDÉ", "Retour accepté"], "it": ["Approvato", "ACCETTATO", "Reso approvato"],
                 "en": ["approved", "Approved", "ACCEPTED"], "nl": ["Goedgekeurd"], "de": ["Genehmigt"]},
    "rejected": {"fr": ["Refusé", "REFUSÉ", "Retour refusé"], "it": ["Respinto", "NON ACCETTATO", "Reso respinto"],
                 "en": ["rejected", "Declined", "REJECTED"], "nl": ["Geweigerd"], "de": ["Abgelehnt"]},
}

FEE_NAMES = {
    "restocking fee": {"fr": "frais de remise en stock", "it": "costi di riassortimento", "en": "restocking fee"},
    "collection fee": {"fr": "frais d'enlèvement", "it": "spese di ritiro", "en": "collection fee"},
}

# --------------------------------------------------------------------------- payments

PAYMENT_METHODS = {
    "FR": ["Virement SEPA", "Carte bancaire", "Virement SEPA"],
    "BE": ["Bancontact", "Virement SEPA", "Bancontact"],
    "CH": ["TWINT", "Virement (QR-facture)", "TWINT"],
    "IT": ["Satispay", "Bonifico bancario", "Carta di credito"],
}
METHOD_FR = {"Virement SEPA": "virement SEPA", "Carte bancaire": "carte bancaire", "Bancontact": "Bancontact",
             "TWINT": "TWINT", "Virement (QR-facture)": "virement bancaire"}
METHOD_IT = {"Satispay": "Satispay", "Bonifico bancario": "bonifico bancario", "Carta di credito": "carta di credito"}
TRANSFERS = ("Virement SEPA", "Virement (QR-facture)", "Bonifico bancario")
METHOD_EN = {"Virement SEPA": "SEPA transfer", "Carte bancaire": "card", "Bancontact": "Bancontact",
             "TWINT": "TWINT", "Virement (QR-facture)": "bank transfer", "Satispay": "Satispay",
             "Bonifico bancario": "bank transfer", "Carta di credito": "credit card"}

# --------------------------------------------------------------------------- reasons and faults (per category)

REASONS = {
    "chair": [
        {"en": "the colour is not the one we ordered, we ordered cognac and received black",
         "fr": "la couleur ne correspond pas, nous avions commandé cognac et reçu noir",
         "it": "il colore non è quello ordinato, avevamo scelto cognac e è arrivato nero"},
        {"en": "the base is too large for our salon, the chairs touch each other",
         "fr": "le pied est trop large pour notre salon, les fauteuils se touchent",
         "it": "la base è troppo grande per il nostro salone, le poltrone si toccano"},
    ],
    "backwash": [
        {"en": "the ceramic bowl has a crack on the left side",
         "fr": "la vasque céramique est fêlée sur le côté gauche",
         "it": "la vasca in ceramica è incrinata sul lato sinistro"},
    ],
    "dryer": [
        {"en": "it is much too noisy for our small salon", "fr": "il est beaucoup trop bruyant pour notre petit salon",
         "it": "è troppo rumoroso per il nostro piccolo salone"},
        {"en": "the stand was bent when we opened the box", "fr": "le pied était tordu à l'ouverture du carton",
         "it": "la piantana era piegata quando abbiamo aperto la scatola"},
    ],
    "table": [
        {"en": "the table is too wide for our cabin and does not pass the door",
         "fr": "la table est trop large pour notre cabine et ne passe pas la porte",
         "it": "il lettino è troppo largo per la nostra cabina e non passa dalla porta"},
        {"en": "the skai cover arrived torn at the head side", "fr": "le revêtement skaï est arrivé déchiré côté tête",
         "it": "il rivestimento in ecopelle è arrivato strappato dal lato testa"},
    ],
    "steamer": [
        {"en": "we received two steamers instead of one", "fr": "nous avons reçu deux vapozones au lieu d'un",
         "it": "abbiamo ricevuto due vaporizzatori invece di uno"},
    ],
    "wax": [
        {"en": "the thermostat knob was broken on arrival", "fr": "le bouton du thermostat était cassé à la réception",
         "it": "la manopola del termostato era rotta all'arrivo"},
    ],
    "towel": [
        {"en": "the plug is the French type and we need the Swiss type 12 plug",
         "fr": "la prise est de type français et il nous faut une prise suisse type 12",
         "it": "la spina è di tipo francese e ci serve la spina svizzera tipo 12"},
        {"en": "the door does not close properly", "fr": "la porte ne ferme pas correctement",
         "it": "lo sportello non si chiude bene"},
    ],
    "clipper": [
        {"en": "the blade was already rusty when we opened the box",
         "fr": "la lame était déjà rouillée à l'ouverture de la boîte",
         "it": "la lama era già arrugginita all'apertura della confezione"},
    ],
    "lamp": [
        {"en": "the light flickers since the first day", "fr": "la lumière clignote depuis le premier jour",
         "it": "la luce sfarfalla dal primo giorno"},
    ],
    "stones": [
        {"en": "we ordered it twice by mistake", "fr": "nous l'avons commandé deux fois par erreur",
         "it": "lo abbiamo ordinato due volte per errore"},
    ],
    "spare": [
        {"en": "it is not the right model for our chairs", "fr": "ce n'est pas le bon modèle pour nos fauteuils",
         "it": "non è il modello giusto per le nostre poltrone"},
    ],
    "consumable": [
        {"en": "several cartons arrived crushed and wet", "fr": "plusieurs cartons sont arrivés écrasés et mouillés",
         "it": "diversi cartoni sono arrivati schiacciati e bagnati"},
    ],
    "furniture": [
        {"en": "one drawer rail is missing in the box", "fr": "il manque une glissière de tiroir dans le carton",
         "it": "manca una guida del cassetto nella scatola"},
    ],
    "private": [
        {"en": "it is bigger than on the photos and does not fit in my flat",
         "fr": "il est plus grand que sur les photos et ne rentre pas dans mon appartement",
         "it": "è più grande che nelle foto e non entra nel mio appartamento"},
        {"en": "I ordered the wrong model by mistake", "fr": "j'ai commandé le mauvais modèle par erreur",
         "it": "ho ordinato il modello sbagliato per errore"},
    ],
    "any": [
        {"en": "the opening of our new cabin is postponed and we cannot store the equipment",
         "fr": "l'ouverture de notre nouvelle cabine est reportée et nous ne pouvons pas stocker le matériel",
         "it": "l'apertura della nuova cabina è rinviata e non possiamo tenere il materiale"},
    ],
}

FAULTS = {
    "chair": [
        {"en": "the hydraulic pump loses pressure and the chair goes down slowly by itself",
         "fr": "la pompe hydraulique perd de la pression, le fauteuil redescend tout seul",
         "it": "la pompa idraulica perde pressione e la poltrona si abbassa da sola"},
        {"en": "the backrest lever is blocked, impossible to recline",
         "fr": "le levier du dossier est bloqué, impossible d'incliner",
         "it": "la leva dello schienale è bloccata, non si reclina più"},
    ],
    "backwash": [
        {"en": "the mixer tap leaks under the bowl", "fr": "le mitigeur fuit sous la vasque",
         "it": "il miscelatore perde acqua sotto la vasca"},
    ],
    "dryer": [
        {"en": "the heating stops after 5 minutes, only the fan continues",
         "fr": "la chauffe s'arrête après 5 minutes, seul le ventilateur continue",
         "it": "il riscaldamento si ferma dopo 5 minuti, va solo la ventola"},
        {"en": "one of the infrared lamps does not heat any more",
         "fr": "une des lampes infrarouges ne chauffe plus", "it": "una delle lampade a infrarossi non scalda più"},
    ],
    "table": [
        {"en": "the back motor makes a clicking noise and does not lift any more",
         "fr": "le moteur du dossier fait un bruit de claquement et ne remonte plus",
         "it": "il motore dello schienale fa un rumore di scatto e non sale più"},
        {"en": "the foot pedal works only one time out of three",
         "fr": "la pédale de commande ne fonctionne qu'une fois sur trois",
         "it": "il pedale di comando funziona una volta su tre"},
    ],
    "steamer": [
        {"en": "no steam comes out although the heating light stays on",
         "fr": "aucune vapeur ne sort alors que le voyant de chauffe reste allumé",
         "it": "non esce vapore anche se la spia di riscaldamento resta accesa"},
    ],
    "wax": [
        {"en": "the thermostat does not regulate any more and the wax burns",
         "fr": "le thermostat ne régule plus et la cire brûle",
         "it": "il termostato non regola più e la cera brucia"},
    ],
    "towel": [
        {"en": "the UV-C lamp does not switch on and the error light blinks",
         "fr": "la lampe UV-C ne s'allume pas et le voyant d'erreur clignote",
         "it": "la lampada UV-C non si accende e la spia di errore lampeggia"},
    ],
    "clipper": [
        {"en": "the battery does not charge any more, the LED blinks red",
         "fr": "la batterie ne charge plus, la LED clignote en rouge",
         "it": "la batteria non si ricarica più, il LED lampeggia rosso"},
    ],
    "lamp": [
        {"en": "the arm joint is loose and the lamp falls down on the client",
         "fr": "l'articulation du bras a du jeu et la lampe retombe sur la cliente",
         "it": "lo snodo del braccio è allentato e la lampada cade sulla cliente"},
    ],
    "stones": [
        {"en": "the water does not get warmer than 35 degrees", "fr": "l'eau ne dépasse pas 35 degrés",
         "it": "l'acqua non supera i 35 gradi"},
    ],
}

# --------------------------------------------------------------------------- customer wording (English by
# French, Belgian, Swiss and Italian writers): per country, what each says

GREETINGS = {
    "FR": ["Bonjour,", "Hello,", "Dear Sir or Madam,", "Good morning,"],
    "BE": ["Hello,", "Bonjour,", "Dear Vaporella team,", "Good afternoon,"],
    "CH": ["Hello,", "Dear Sirs,", "Bonjour,", "Good day,"],
    "IT": ["Good morning,", "Dear Sirs,", "Buongiorno,", "Hello,"],
}
SIGN_OFFS = {
    "FR": ["Best regards,", "Cordialement,", "Regards,"],
    "BE": ["Kind regards,", "Bien à vous,", "Best regards,"],
    "CH": ["Best regards,", "Meilleures salutations,", "Kind regards,"],
    "IT": ["Best regards,", "Cordiali saluti,", "Thanks and regards,"],
}

# refund expectation with a deadline ({dl}) and without
EXPECT_REFUND_DL = {
    "FR": ["I would like to have the refund on my account {dl}", "We count on receiving the reimbursement {dl}",
           "I need the money back {dl}, our accountant closes the quarter"],
    "BE": ["We would like the refund to be done {dl}", "I expect the reimbursement on our account {dl}",
           "I must have the amount back {dl}, this is important for our cash"],
    "CH": ["I would like to receive the refund {dl}", "We need the reimbursement {dl}",
           "I expect the money back on my account {dl}"],
    "IT": ["Please we ask to receive the refund {dl}", "I would like the reimbursement {dl}",
           "We need the money back {dl}"],
}
EXPECT_REFUND_NO_DL = {
    "FR": ["I would like the refund by transfer and not as a credit note on the next invoice",
           "I expect the refund on the same card I used for the payment"],
    "BE": ["I would like the refund on the Bancontact card used for the payment",
           "We prefer a bank transfer and not a credit note"],
    "CH": ["I would like the refund by TWINT like the payment", "We need the refund by bank transfer"],
    "IT": ["I would like the refund on the same account of the payment",
           "We need the refund and not a credit for the next order"],
}
EXPECT_REPAIR_DL = {
    "FR": ["I need the {p} repaired or replaced {dl}", "We expect the repaired {p} back {dl}"],
    "BE": ["I would like the {p} back in our salon {dl}", "We need a working {p} {dl}"],
    "CH": ["I expect the {p} to be repaired {dl}", "We need the {p} back {dl}"],
    "IT": ["We need the {p} repaired {dl}", "I would like to have the {p} back {dl}"],
}
EXPECT_REPAIR_NO_DL = {
    "FR": ["I would like a replacement {p} if the repair takes long",
           "We expect a loan device during the repair"],
    "BE": ["I would like to know when the {p} comes back", "We expect a replacement if it cannot be repaired"],
    "CH": ["I would like a loan device during the repair", "I expect a replacement and not a second repair"],
    "IT": ["We would like a replacement if the repair is not possible",
           "I need a date for the return of the {p}"],
}
EXPECT_DELIVERY = {
    "FR": ["I need the delivery {dl}, we open the new salon"], "BE": ["We must receive the goods {dl}"],
    "CH": ["I need the parcel {dl} at the latest"], "IT": ["We need the goods {dl}, the customers are booked"],
}
EXPECT_REJECTED = {
    "FR": ["I would like you to review the decision and refund the amount",
           "I expect a new inspection of the product"],
    "BE": ["I would like a second inspection by your technician", "I expect you to reconsider and refund me"],
    "CH": ["I would like you to check again and accept the return", "I expect a refund and not the item back"],
    "IT": ["I would like you to check again the product", "We expect that you accept the return"],
}
# "{dl}" wording of a date, per country
DEADLINE_WORDS = {
    "FR": ["before {}", "until {}", "at the latest on {}", "for {}"],
    "BE": ["before {}", "by {}", "at the latest {}", "before the {}"],
    "CH": ["until {}", "by {}", "before {}", "latest {}"],
    "IT": ["within {}", "by {}", "before {}", "not later than {}"],
}
# relative words and the days they add ("month_end": the last day of the document's month)
RELATIVE_DEADLINES = {
    "FR": [("within 10 days", 10), ("before the end of the month", "month_end"), ("in the next two weeks", 14)],
    "BE": [("within 15 days", 15), ("before end of this month", "month_end"), ("within one week", 7)],
    "CH": [("within 10 days", 10), ("until the end of the month", "month_end"), ("in the next 14 days", 14)],
    "IT": [("within 15 days", 15), ("by the end of this month", "month_end"), ("within 7 days", 7)],
}
UNRESOLVED_DEADLINES = ["before the reopening of the salon after the works", "before our high season",
                        "before the wedding season starts", "when our accountant closes the books",
                        "before the inspection of the hygiene service"]

AUTO_REPLIES = [
    "Merci pour votre message. Thank you for your message, our team answers within 48 working hours.",
    "Grazie per averci contattato. We have received your request and will answer as soon as possible.",
    "Accusé de réception automatique - please do not answer to this e-mail.",
]

TERMS = {
    "fr": ["Conditions générales de vente (extrait)",
           "Les retours sont acceptés dans un délai de 14 jours après réception, dans l'emballage d'origine. "
           "Des frais de remise en stock de 15 % peuvent être appliqués aux produits déballés.",
           "Garantie constructeur : 24 mois pièces et main-d'œuvre en atelier, 12 mois pour les batteries. "
           "La garantie ne couvre pas l'usure normale ni les dommages dus à un mauvais entretien.",
           "Pénalités de retard : trois fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de "
           "recouvrement : 40 €."],
    "it": ["Condizioni generali di vendita (estratto)",
           "I resi sono accettati entro 14 giorni dal ricevimento, nell'imballo originale. Per i prodotti aperti "
           "possono essere addebitati costi di riassortimento del 15%.",
           "Garanzia: 24 mesi su parti e manodopera presso il nostro laboratorio, 12 mesi sulle batterie.",
           "Foro competente: Milano. Contributo RAEE assolto ove dovuto."],
}

# how customers name a product in their own sentences
SHORT = {"cortina": "Cortina chair", "sergente": "barber chair", "onda": "pedicure chair", "lavanda": "backwash unit",
         "nuvola": "Nuvola dryer", "sole": "colour accelerator", "serena": "Serena table",
         "viaggio": "folding table", "brezza": "Brezza steamer", "cera": "wax heater", "duo": "roll-on heater",
         "tepido": "towel warmer", "rasoia": "Rasoia clipper", "tblade": "trimmer", "lente": "magnifying lamp",
         "pietra": "stone heater"}
