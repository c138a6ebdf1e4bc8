"""Alcántara Ferretería Industrial: offices, labels, products, customers and wording for its three desks
(Zaragoza "es", Porto "pt", Andorra la Vella "ad"). All money is EUR; the desk decides the language."""

from __future__ import annotations

import re
from decimal import Decimal

SHOP = "Alcántara Ferretería Industrial"
DOMAIN = "alcantara-fi.es"
DOMAINS = {"es": "alcantara-fi.es", "pt": "alcantara-fi.pt", "ad": "alcantara-fi.ad"}
SHOP_NAMES = {"es": "ALCÁNTARA FERRETERÍA INDUSTRIAL, S.L.",
              "pt": "ALCÁNTARA FERRAGENS INDUSTRIAIS, UNIPESSOAL LDA.",
              "ad": "ALCÁNTARA FERRETERIA INDUSTRIAL ANDORRA, SLU"}
LETTERHEAD = {
    "es": "CIF B50847316 · Pol. Ind. Cogullada, C/ Río de Janeiro 18, 50014 Zaragoza · Tel. 976 47 21 08 · "
          "Inscrita en el Registro Mercantil de Zaragoza, tomo 4127, folio 88, hoja Z-60214",
    "pt": "NIPC 516 204 877 · Rua de Campanhã 402, 4300-086 Porto · Tel. 22 509 44 17 · "
          "Capital social € 50 000 · Conservatória do Registo Comercial do Porto",
    "ad": "NRT L-714093-C · Av. Santa Coloma 58, AD500 Andorra la Vella · Tel. +376 82 44 17 · "
          "Registre de Societats Mercantils núm. 19884",
}
BRANCHES = "Zaragoza · Porto · Andorra la Vella  |  www.alcantara-fi.es  |  pedidos@alcantara-fi.es"
TAX = {"EUR": ("IVA", Decimal("21"))}  # the kit's default; each case takes its desk's rate
TAX_RATE = {"es": Decimal("21"), "pt": Decimal("23"), "ad": Decimal("4.5")}
TAX_LABELS = {"es": ["IVA 21 %", "Cuota IVA (21 %)", "IVA 21% s/ base", "I.V.A. 21 %"],
              "pt": ["IVA 23%", "IVA à taxa normal (23%)", "Total IVA / VAT 23%"],
              "ad": ["IGI 4,5 %", "Quota IGI (4,5 %)", "IGI general 4,5%"]}
TZ = {"es": ("+0100", "+0200"), "pt": ("+0000", "+0100"), "ad": ("+0100", "+0200")}  # winter, summer

MONTHS = {
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    "ca": ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre",
           "desembre"],
}
MONTH_ABBR = {"es": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
              "ca": ["gen", "febr", "març", "abr", "maig", "juny", "jul", "ag", "set", "oct", "nov", "des"]}
WEEKDAYS = {"es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
            "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado",
                   "domingo"],
            "ca": ["dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"]}

# (name, unit price before tax, EUR)
PRODUCTS = [
    ("Makita DHP486Z cordless combi drill 18V", Decimal("189.00")),
    ("Hilti SF 6-A22 cordless drill driver", Decimal("412.00")),
    ("Bosch GWS 18V-10 angle grinder", Decimal("164.50")),
    ("Fischer FIS V Plus 360 S chemical anchor (12 pcs)", Decimal("142.80")),
    ("Spit Pulsa 800P+ gas nailer", Decimal("1240.00")),
    ("DIN 933 hex bolts M12x40 zinc (box of 100)", Decimal("18.90")),
    ("Würth ASSY 4 wood screws 6x120 (200 pcs)", Decimal("54.60")),
    ("Gesipa PowerBird Pro rivet gun", Decimal("689.00")),
    ("Bahco 8071 torque wrench 40-200 Nm", Decimal("236.00")),
    ("DIN 975 A2 threaded rod M10 x 1 m (10 pcs)", Decimal("47.30")),
    ("Irimo impact socket set 1/2\" (15 pcs)", Decimal("98.40")),
    ("Tajima ZEROBLU-G line laser", Decimal("358.00")),
    ("Stanley FatMax fall-arrest harness kit", Decimal("119.90")),
    ("Metabo KHA 18 LTX SDS-plus rotary hammer", Decimal("298.00")),
]
WARRANTY_PRODUCTS = ["Makita DHP486Z cordless combi drill 18V", "Hilti SF 6-A22 cordless drill driver",
                     "Bosch GWS 18V-10 angle grinder", "Spit Pulsa 800P+ gas nailer", "Gesipa PowerBird Pro rivet gun",
                     "Bahco 8071 torque wrench 40-200 Nm", "Tajima ZEROBLU-G line laser",
                     "Metabo KHA 18 LTX SDS-plus rotary hammer"]
ARTICLE_CODES = ["MK-", "HI-", "BO-", "FI-", "SP-", "TOR-", "WU-", "GE-", "BA-", "VAR-", "IR-", "TA-", "ST-", "ME-"]

CARRIERS = {"EUR": ["SEUR"]}  # the kit's draw; each case re-draws from its desk's agencies
CARRIERS_BY_DESK = {"es": ["SEUR", "MRW", "Correos Express", "Transportes Carreras"],
                    "pt": ["CTT Expresso", "DPD Portugal", "Nacex Portugal"],
                    "ad": ["Transports Pujol Andorra", "SEUR Andorra", "Nacex"]}
PAY_METHODS = {"es": ["bizum", "transfer_es", "card"], "pt": ["mbway", "mbway", "transfer_pt"],
               "ad": ["transfer_ad", "card"]}
FEE_BASES = ["restocking fee", "return transport"]
FEE_WORDS = {"restocking fee": {"es": "Gastos de reposición (restocking fee)",
                                "pt": "Taxa de reposição (restocking fee)",
                                "ad": "Despeses de reposició (restocking fee)"},
             "return transport": {"es": "Portes de devolución (return transport)",
                                  "pt": "Portes de devolução (return transport)",
                                  "ad": "Ports de devolució (return transport)"}}

# customers: (name, address); their desk and company (if a business) below
CUSTOMERS = {"EUR": [
    ("Javier Lasheras Gil", "Talleres Lasheras, Pol. Ind. Malpica, Calle E nave 14, 50016 Zaragoza"),
    ("Pilar Aznar Bielsa", "C/ Coso 112, 3º izda., 50001 Zaragoza"),
    ("Iñaki Etxeberria Mendizabal",
     "Construcciones Etxeberria, Polígono Júndiz, C/ Lermandabide 9, 01015 Vitoria-Gasteiz"),
    ("Marta Sancho Lafuente", "Av. de Navarra 44, 50010 Zaragoza"),
    ("Rubén Castillo Orduña", "Cerrajería Castillo, C/ Río Ebro 21, 22500 Binéfar"),
    ("Nuria Gracia Pardo", "Montajes Gracia S.L., Pol. Ind. Plaza, C/ Bari 33, 50197 Zaragoza"),
    ("Álvaro Ferrer Roig", "C/ Mayor 8, 44001 Teruel"),
    ("Lucía Romero Esteban", "Reformas Romero, C/ Doctor Cerrada 5, 50005 Zaragoza"),
    ("João Pedro Carvalho", "Serralharia Carvalho, Rua do Freixo 1071, 4300-219 Porto"),
    ("Ana Rita Figueiredo", "Av. da Boavista 1837, 4100-133 Porto"),
    ("Miguel Sousa Ferreira", "Construções Sousa & Filhos Lda., Zona Industrial da Maia I, 4470-122 Maia"),
    ("Catarina Lopes Matos", "Rua de Santa Catarina 455, 4000-446 Porto"),
    ("Rui Manuel Teixeira", "Oficina Teixeira, Rua Central de Gondomar 88, 4420-087 Gondomar"),
    ("Ferran Pujol Cerqueda", "Av. Meritxell 96, AD500 Andorra la Vella"),
    ("Montserrat Riba Font", "Fusteria Riba, Carrer de la Unió 7, AD700 Escaldes-Engordany"),
    ("Xavier Torres Naudi", "Construccions Torres, Ctra. General 2, AD400 La Massana"),
    ("Meritxell Babot Armengol", "Carrer Prat de la Creu 34, AD500 Andorra la Vella"),
    ("Pau Cornella Vidal", "Tallers Cornella, Av. del Través 15, AD100 Canillo"),
]}
DESK_OF = {name: "ad" if addr.split(", ")[-1].startswith("AD")
           else "pt" if re.match(r"\d{4}-\d{3} ", addr.split(", ")[-1]) else "es"
           for name, addr in CUSTOMERS["EUR"]}
COMPANY = {name: addr.split(", ")[0] for name, addr in CUSTOMERS["EUR"]
           if addr.split(", ")[0][:2] not in ("C/", "Av", "Ru", "Ca")}
MAIL_HOSTS = {"es": ["gmail.com", "telefonica.net", "hotmail.es"], "pt": ["sapo.pt", "gmail.com", "outlook.pt"],
              "ad": ["andorra.ad", "gmail.com"]}

RETURN_REASONS = [
    "the box arrived opened and one of the units is damaged",
    "you sent us a different reference from the one in our order",
    "the obra was cancelled by the promoter and we do not need the material",
    "it came without the certificate and the documentation we asked",
    "we ordered it two times by mistake in the web shop",
    "the quality is not the one of the photos in your catalogue",
    "the delivery arrived one week late and we had to buy it in another place",
]
ISSUES = [
    "The motor stops after two or three minutes of work and the housing gets very hot",
    "Battery does not charge, the charger blinks red and green all the time",
    "The trigger stays blocked and the tool does not stop when you release it",
    "The laser line is not level, we measure 4 mm of error at 10 metres",
    "It misfires, only one of every three nails goes in",
    "The clutch is slipping in all positions, even at the maximum",
]
REJECT_WHY = {
    "es": "Tras revisar el material en nuestro almacén de Zaragoza, la herramienta presenta marcas de uso en el "
          "portabrocas y restos de hormigón, por lo que no se acepta la devolución (material used on site).",
    "pt": "Após verificação no nosso armazém do Porto, o equipamento apresenta sinais de utilização em obra, pelo que "
          "a devolução não pode ser aceite (signs of use on site).",
    "ad": "Després de revisar el material, l'eina presenta senyals d'ús i restes de formigó; la devolució no "
          "s'accepta (signs of use on site).",
}

LABELS = {
    "es": {
        "order_id": ["Nº pedido", "Pedido nº / Order no.", "Su pedido", "Ref. pedido",
                     "Número de pedido (Order number)"],
        "customer_id": ["Cód. cliente", "Código de cliente / Customer code", "Nº cliente", "Cuenta cliente"],
        "customer_name": ["Cliente", "Cliente / Customer", "Razón social", "Nombre y apellidos"],
        "invoice_number": ["Nº factura", "Factura nº / Invoice no.", "Número de factura", "Serie-número"],
        "invoice_date": ["Fecha de expedición", "Fecha factura / Invoice date", "Fecha de emisión"],
        "order_date": ["Fecha pedido", "Fecha del pedido / Order date", "Pedido realizado el"],
        "subtotal": ["Base imponible", "Base imponible / Net", "Importe neto"],
        "order_total": ["Total factura", "TOTAL (IVA incl.)", "Total a pagar / Amount due", "Importe total"],
        "oc_total": ["Total pedido", "Importe total (IVA incl.)", "Total pedido / Order total"],
        "delivery_estimate": ["Entrega prevista", "Fecha prevista de entrega / Expected delivery", "Llegada estimada"],
        "case_number": ["Nº incidencia", "Expediente de devolución", "Ref. devolución / Return ref.", "Nº RMA"],
        "form_date": ["Fecha", "Fecha de solicitud", "Fecha / Date"],
        "product_name": ["Artículo", "Producto / Product", "Máquina", "Herramienta"],
        "return_reason": ["Motivo de la devolución", "Motivo / Reason"],
        "refund_requested": ["Importe solicitado", "Reembolso solicitado / Refund requested"],
        "refund_eligible": ["Importe con derecho a abono", "Importe abonable / Eligible amount"],
        "refund_approved": ["Importe aprobado", "Abono aprobado / Approved refund", "Importe a abonar"],
        "approval_date": ["Fecha de resolución", "Fecha aprobación / Approval date", "Resuelto el"],
        "refund_status": ["Estado", "Estado / Status", "Resolución"],
        "promised_date": ["Abono previsto antes del", "Fecha prevista de abono / Refund by"],
        "serial_number": ["Nº de serie", "N.º serie / S/N", "Número de serie (serial)"],
        "issue_description": ["Descripción de la avería", "Avería / Fault", "Problema detectado"],
        "form_deadline": ["Necesario antes de", "Fecha límite cliente / Needed by"],
        "ship_name": ["Destinatario", "Consignatario / Ship to", "Entregar a"],
        "carrier": ["Agencia de transporte", "Transportista / Carrier", "Agencia"],
        "tracking_number": ["Nº expedición", "Nº de envío / Tracking", "Localizador"],
        "ship_date": ["Fecha de salida", "Fecha de envío / Ship date", "Expedido el"],
        "refund_executed": ["Importe devuelto", "Importe / Amount", "Importe transferido"],
        "execution_date": ["Fecha operación", "Fecha valor / Value date", "Fecha de la devolución"],
        "payment_reference": ["Referencia de la operación", "Nº operación / Ref.", "Código de operación"],
        "payee": ["Beneficiario", "Beneficiario / Payee"],
    },
    "pt": {
        "order_id": ["N.º encomenda", "Encomenda n.º / Order no.", "A sua encomenda", "Ref.ª encomenda"],
        "customer_id": ["N.º cliente", "Cód. cliente / Customer no.", "Conta cliente"],
        "customer_name": ["Cliente", "Nome / Name", "Adquirente", "Cliente / Customer"],
        "invoice_number": ["Fatura n.º", "N.º documento", "Documento / Invoice no."],
        "invoice_date": ["Data de emissão", "Data do documento / Date", "Data"],
        "order_date": ["Data da encomenda", "Encomendado em / Order date"],
        "subtotal": ["Total ilíquido", "Incidência / Net total", "Base tributável"],
        "order_total": ["Total a pagar", "Total documento", "TOTAL (EUR)", "Total c/ IVA / Total"],
        "oc_total": ["Total da encomenda", "Valor total c/ IVA / Order total"],
        "delivery_estimate": ["Entrega prevista", "Data prevista de entrega / Est. delivery", "Previsão de entrega"],
        "case_number": ["N.º processo", "Processo de devolução / Return case", "Ref.ª RMA"],
        "form_date": ["Data", "Data do pedido", "Data / Date"],
        "product_name": ["Artigo", "Equipamento", "Produto / Product"],
        "return_reason": ["Motivo da devolução", "Motivo / Reason"],
        "refund_requested": ["Valor pedido", "Reembolso solicitado / Refund requested"],
        "refund_eligible": ["Valor elegível", "Montante reembolsável / Eligible"],
        "refund_approved": ["Valor aprovado", "Crédito aprovado / Approved refund", "Valor a creditar"],
        "approval_date": ["Data da decisão", "Aprovado em / Approval date"],
        "refund_status": ["Estado", "Situação / Status", "Decisão"],
        "promised_date": ["Reembolso até", "Data prevista do reembolso / Refund by"],
        "serial_number": ["N.º de série", "N.º série / S/N"],
        "issue_description": ["Descrição da avaria", "Avaria / Fault", "Anomalia detetada"],
        "form_deadline": ["Necessário até", "Prazo pretendido / Needed by"],
        "ship_name": ["Destinatário", "Entregar a / Ship to"],
        "carrier": ["Transportador", "Transportadora / Carrier", "Expedido por"],
        "tracking_number": ["N.º de objeto", "Código de seguimento / Tracking", "N.º guia transportadora"],
        "ship_date": ["Data de carga", "Início do transporte / Ship date", "Expedido em"],
        "refund_executed": ["Montante", "Valor devolvido / Amount", "Valor transferido"],
        "execution_date": ["Data do movimento", "Data-valor / Value date", "Data da operação"],
        "payment_reference": ["Referência", "ID da operação / Txn ID", "N.º de operação"],
        "payee": ["Beneficiário", "Destinatário / Payee"],
    },
    "ad": {
        "order_id": ["Núm. comanda", "Comanda núm. / Order no.", "Referència comanda", "La seva comanda"],
        "customer_id": ["Codi client", "Núm. client / Customer no.", "Compte client"],
        "customer_name": ["Client", "Client / Customer", "Nom i cognoms", "Raó social"],
        "invoice_number": ["Núm. factura", "Factura núm. / Invoice no.", "Número"],
        "invoice_date": ["Data d'emissió", "Data factura / Date"],
        "order_date": ["Data comanda", "Data de la comanda / Order date"],
        "subtotal": ["Base imposable", "Base de l'IGI / Net", "Import net"],
        "order_total": ["Total factura", "Total a pagar / Total", "Import total"],
        "oc_total": ["Total comanda", "Import total / Order total"],
        "delivery_estimate": ["Lliurament previst", "Data prevista d'entrega / Est. delivery"],
        "case_number": ["Núm. expedient", "Devolució núm. / Return ref.", "Núm. incidència"],
        "form_date": ["Data", "Data de la sol·licitud"],
        "product_name": ["Article", "Producte / Product", "Màquina"],
        "return_reason": ["Motiu de la devolució", "Motiu / Reason"],
        "refund_requested": ["Import sol·licitat", "Reemborsament demanat / Refund requested"],
        "refund_eligible": ["Import reemborsable", "Import amb dret a abonament / Eligible"],
        "refund_approved": ["Import aprovat", "Abonament aprovat / Approved refund", "Import a abonar"],
        "approval_date": ["Data de resolució", "Aprovat el / Approval date"],
        "refund_status": ["Estat", "Estat / Status", "Resolució"],
        "promised_date": ["Abonament previst abans del", "Data prevista d'abonament / Refund by"],
        "serial_number": ["Núm. de sèrie", "Núm. sèrie / S/N"],
        "issue_description": ["Descripció de l'avaria", "Avaria / Fault"],
        "form_deadline": ["Necessari abans del", "Data límit / Needed by"],
        "ship_name": ["Destinatari", "Lliurar a / Ship to"],
        "carrier": ["Transportista", "Agència / Carrier"],
        "tracking_number": ["Núm. d'enviament", "Seguiment / Tracking", "Núm. expedició"],
        "ship_date": ["Data de sortida", "Data d'enviament / Ship date", "Expedit el"],
        "refund_executed": ["Import", "Import retornat / Amount", "Import transferit"],
        "execution_date": ["Data de l'operació", "Data valor / Value date"],
        "payment_reference": ["Referència", "Núm. operació / Ref.", "Referència de l'operació"],
        "payee": ["Beneficiari", "Beneficiari / Payee"],
    },
}
STATUS_WORDS = {
    "approved": {"es": ["Aprobada", "APROBADA / APPROVED", "Aceptada - se abonará"],
                 "pt": ["Aprovado", "Deferido / Approved", "APROVADA"], "ad": ["Aprovada", "Acceptada / Approved"]},
    "rejected": {"es": ["Denegada / Rejected", "No aceptada"], "pt": ["Indeferido / Rejected", "Recusada"],
                 "ad": ["Denegada / Rejected", "No acceptada"]},
    "executed": {"es": ["Realizada", "Completada / Completed", "Abonado"], "pt": ["Efetuada", "Concluída / Completed"],
                 "ad": ["Executada", "Realitzada / Completed"]},
}
INVOICE_TITLES = {"factura": ["FACTURA", "FACTURA / INVOICE", "Factura ordinaria"],
                  "simplificada": ["FACTURA SIMPLIFICADA", "Factura simplificada (ticket)"],
                  "fatura": ["FATURA", "FATURA / INVOICE"],
                  "fatura_recibo": ["FATURA-RECIBO", "Fatura-recibo / Invoice-receipt"],
                  "factura_ad": ["FACTURA", "FACTURA / INVOICE"]}
TABLE_HEADERS = {"es": [["Descripción", "Uds.", "Precio", "Importe"],
                        ["Concepto / Item", "Cant.", "P. unit.", "Total"]],
                 "pt": [["Designação", "Qtd.", "Preço unit.", "Valor"], ["Artigo / Item", "Qtd.", "P. unit.", "Total"]],
                 "ad": [["Descripció", "Quant.", "Preu", "Import"], ["Concepte / Item", "Unit.", "Preu u.", "Total"]]}
TERMS_PAGE = {
    "es": ["Condiciones generales de venta / Terms of sale",
           "1. Las devoluciones se aceptan en 15 días naturales desde la entrega, con el material sin usar y en su "
           "embalaje original.",
           "2. El material cortado a medida (varilla roscada, cable, perfiles) no admite devolución.",
           "3. Las herramientas eléctricas tienen 3 años de garantía; la reparación se tramita a través del SAT del "
           "fabricante.",
           "4. Los abonos se realizan por el mismo medio de pago (transferencia, Bizum o tarjeta)."],
    "pt": ["Condições gerais de venda / Terms of sale",
           "1. Aceitam-se devoluções no prazo de 14 dias após a entrega, com o material por usar e na embalagem "
           "original.",
           "2. As ferramentas elétricas têm garantia de 3 anos nos termos do DL 84/2021.",
           "3. Os reembolsos são efetuados pelo mesmo meio de pagamento (transferência ou MB WAY)."],
    "ad": ["Condicions generals de venda / Terms of sale",
           "1. S'accepten devolucions en 15 dies des del lliurament, amb el material sense utilitzar.",
           "2. Les eines elèctriques tenen 2 anys de garantia.",
           "3. Els abonaments es fan pel mateix mitjà de pagament."],
}

# customers' English ("Iberian business English")
GREETINGS = {"es": ["Good morning,", "Dear Sirs,", "Hello Alcántara team,", "Buenos días,"],
             "pt": ["Good afternoon,", "Dear Sirs,", "Bom dia,", "Hello,"],
             "ad": ["Bon dia,", "Dear Sirs,", "Good morning,"]}
SIGN_OFFS = {"es": ["Best regards,", "Un saludo,", "Thanks in advance and regards,", "Atentamente,"],
             "pt": ["Best regards,", "Cumprimentos,", "Com os melhores cumprimentos,", "Thank you,"],
             "ad": ["Best regards,", "Salutacions,", "Moltes gràcies,"]}
RELATIVE_DEADLINES = {
    "es": [("within the next 15 days", 15), ("in one week", 7), ("before the end of this month", "month_end")],
    "pt": [("within 8 days", 8), ("before the end of the month", "month_end"), ("within the next 10 days", 10)],
    "ad": [("within 15 days", 15), ("before the end of this month", "month_end")],
}
DEADLINE_WORDS = ["by {}", "before {}", "not later than {}", "as maximum on {}", "before the day {}"]
UNRESOLVED_DEADLINES = ["before we start the works in the new nave", "before the inspection of the obra",
                        "before our gestor closes the quarter", "before the crew goes to the next obra"]
EXPECT_REFUND_DL = [
    "Please, we need the money returned to our account {dl}.",
    "I would appreciate that you make the refund {dl}.",
    "We expect to receive the abono {dl} as we have to close the month with our gestor.",
]
EXPECT_REFUND_NO_DL = [
    "Please, return us the full amount by the same payment method.",
    "We want the money back, not a vale for the shop.",
    "I prefer the refund to my account and not a credit note for next orders.",
]
EXPECT_REPAIR_DL = [
    "We need the machine repaired and back in the workshop {dl}.",
    "Please, send us the repaired tool or a new one {dl} because the crew cannot work without it.",
]
EXPECT_REPAIR_NO_DL = [
    "Please, inform us when the repair will be ready.",
    "We would like a replacement unit instead of waiting for the SAT.",
]
EXPECT_DELIVERY_DL = [
    "We need the material on site {dl}, otherwise we lose the day with the crew.",
    "Please, make sure the agency delivers it {dl}.",
]
EXPECT_REJECTED = [
    "We ask you to review the decision and accept the return.",
    "I expect at least a partial abono for this material.",
]
AUTO_REPLY = {"es": "Hemos recibido su mensaje. Le responderemos en un plazo máximo de 48 horas laborables.",
              "pt": "Recebemos a sua mensagem. Responderemos no prazo de 2 dias úteis.",
              "ad": "Hem rebut el seu missatge. Li respondrem en un termini màxim de 48 hores."}
