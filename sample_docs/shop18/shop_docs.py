"""What Cordillera's branches send: order confirmations, invoices (CFDI, Colombian and Chilean
electronic invoices, the Brazilian DANFE, export commercial invoices), shipping notices (with
the Chilean guía de despacho and a forwarder's pre-alert), credit-note approvals and refund
payment receipts (SPEI, PIX, transfers, card reversals)."""

from __future__ import annotations

import hashlib
import re
from datetime import timedelta
from decimal import Decimal

from sample_docs.shop18 import printing as pr
from sample_docs.shop18.vocab import SHOP, is_business
from sample_docs.shop18.writer import W, tax_label

SALES = {"MX": ("Óscar Villalobos Peña", "Ejecutivo de ventas"), "CO": ("Natalia Cárdenas", "Asesora comercial"),
         "CL": ("Felipe Orellana", "Ejecutivo comercial"), "BR": ("Thiago Moreira", "Consultor de vendas"),
         "EX": ("Sofía Landa", "Export sales")}
WAREHOUSE = {"MX": ("Jorge Pineda", "Almacén CDMX"), "CO": ("Édgar Rincón", "Despachos Bogotá"),
             "CL": ("Matías Soto", "Bodega La Granja"), "BR": ("Caio Ribeiro", "Expedição"),
             "EX": ("Jorge Pineda", "Export logistics")}
BILLING = {"MX": ("Karla Estrada", "Facturación"), "CO": ("Yesenia Gómez", "Facturación electrónica"),
           "CL": ("Javiera Lagos", "Facturación"), "BR": ("Patrícia Souza", "Faturamento"),
           "EX": ("Karla Estrada", "Export billing")}
TREASURY = {"MX": ("Rubén Hernández", "Tesorería"), "CO": ("Diana Vargas", "Tesorería"),
            "CL": ("Pablo Reyes", "Finanzas"), "BR": ("Luciana Prado", "Financeiro"),
            "EX": ("Rubén Hernández", "Treasury")}

LABELS = {
    "order": {"MX": ("Pedido", "No. de pedido", "Pedido / Order"), "CO": ("Pedido No.", "Orden de pedido", "Pedido"),
              "CL": ("Nota de venta", "N° Nota de venta", "NV"), "BR": ("Pedido nº", "Nº do pedido", "Pedido"),
              "EX": ("Order ref.", "Sales order", "Pedido / Order")},
    "cust_id": {"MX": ("No. de cliente", "Cliente No.", "Cve. cliente"), "CO": ("Código cliente", "Cód. cliente"),
                "CL": ("Cód. cliente", "Código de cliente"), "BR": ("Código do cliente", "Cód. cliente"),
                "EX": ("Customer code", "Account no.", "Cliente No. / Customer")},
    "name": {"MX": ("Cliente", "Razón social", "Cliente / Customer"), "CO": ("Cliente", "Razón social", "Señores"),
             "CL": ("Señor(es)", "Cliente", "Razón social"), "BR": ("Cliente", "Razão social", "Destinatário"),
             "EX": ("Customer", "Consignee", "Bill to")},
    "order_date": {"MX": ("Fecha del pedido", "Fecha de pedido"), "CO": ("Fecha del pedido", "Fecha pedido"),
                   "CL": ("Fecha NV", "Fecha de la nota de venta"), "BR": ("Data do pedido",),
                   "EX": ("Order date", "Date of order")},
    "total": {"MX": ("Total (IVA incluido)", "Importe total", "Total"), "CO": ("Total a pagar", "Valor total"),
              "CL": ("Total", "Monto total"), "BR": ("Valor total", "Total do pedido"),
              "EX": ("Total amount", "Order total")},
    "est": {"MX": ("Fecha estimada de entrega", "Entrega estimada / Estimated delivery", "Entrega aprox."),
            "CO": ("Fecha estimada de entrega", "Entrega aproximada", "Estimated delivery"),
            "CL": ("Fecha estimada de entrega", "Entrega estimada"), "BR": ("Previsão de entrega", "Entrega prevista"),
            "EX": ("ETA destination", "Estimated arrival", "Estimated delivery")},
    "carrier": {"MX": ("Paquetería", "Transportista", "Paquetería / Carrier"),
                "CO": ("Transportadora", "Empresa de transporte"),
                "CL": ("Transportista", "Empresa de transporte"), "BR": ("Transportadora",),
                "EX": ("Forwarder", "Carrier")},
    "tracking": {"MX": ("No. de guía", "Guía", "No. de guía / Tracking"), "CO": ("No. de guía", "Guía No."),
                 "CL": ("N° OT", "N° de seguimiento", "Orden de transporte"), "BR": ("Código de rastreio", "Rastreio"),
                 "EX": ("HAWB No.", "Tracking no.")},
    "ship": {"MX": ("Fecha de embarque", "Embarcado el", "Fecha de envío"),
             "CO": ("Fecha de despacho", "Despachado el"),
             "CL": ("Fecha de despacho", "Fecha Emisión"), "BR": ("Data de expedição", "Data de saída"),
             "EX": ("ETD", "Shipped on")},
    "case": {"MX": ("No. de devolución", "Folio devolución", "Devolución / Return case"),
             "CO": ("Caso No.", "Radicado devolución", "No. de caso"), "CL": ("N° de caso", "Caso RMA"),
             "BR": ("Protocolo", "Nº da devolução"), "EX": ("RMA case", "Return case no.")},
}
TERMS = ("Condiciones de devolución / Return policy",
         "Los consumibles (tintas, viniles, lonas y películas) se aceptan en devolución dentro de los 15 días "
         "naturales siguientes a la entrega, en su empaque original y sin uso. Supplies are accepted back within "
         "15 days of delivery, sealed and unused.",
         "Las devoluciones que no obedecen a un defecto causan un cargo por reposición (restocking fee) de 15 a 20% "
         "y el flete de retorno corre por cuenta del cliente.",
         "Los equipos (impresoras, plotters de corte, laminadoras, prensas) tienen garantía de 12 meses contra "
         "defectos de fabricación; cabezales de impresión 3 meses. La garantía no cubre daños por tintas no "
         "originales, variaciones de voltaje ni mal uso.",
         "Los reembolsos se pagan por transferencia (SPEI, PIX, transferencia o TEF) a la cuenta registrada del "
         "cliente, o por reverso a la tarjeta con la que se pagó, una vez autorizada la nota de crédito.")


def num(value: str) -> int:
    """The digits of an identifier as a number (distractor numbers are derived from it)."""
    return int(re.sub(r"\D", "", value) or 0)


BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def lab(w: W, key: str) -> str:
    return w.rng.choice(LABELS[key][w.case.branch.code])


def is_mail(w: W) -> bool:
    return w.doc.fmt in ("email", "text")


def terms_page(w: W) -> None:
    if w.doc.fmt == "pdf_text" and w.chance(0.35):
        w.add("page")
        w.add("title", TERMS[0])
        for p in TERMS[1:]:
            w.add("para", p)


def item_rows(w: W, with_code: bool, style: str | None = None) -> list[list[str]]:
    c = w.case
    rows = []
    for n, (p, q, u) in enumerate(c.items):
        row = [f"{p.name[:2].upper()}-{(n + 3) * 1117 % 9000 + 1000}"] if with_code else []
        rows.append(row + [p.name, str(q), w.m(None, u, style), w.m(None, c.rounded(q * u), style)])
    return rows


def order_lines(w: W) -> None:
    for p, q, u in w.case.items:
        w.add("line", f"{q} x {p.name} - {w.m(None, u)}")


# --------------------------------------------------------------------------- order confirmation

def order_confirmation(w: W) -> None:
    c, b = w.case, w.case.branch
    est = c.est_confirm if w.doc.style.get("show_est", True) else None
    if is_mail(w):
        rep = SALES[b.code]
        subj = {"BR": f"Confirmação do pedido {c.order_id}", "EX": f"Order acknowledgement {c.order_id}"}.get(
            b.code, f"Confirmación de pedido {c.order_id} / Order confirmation")
        w.shop_mail_to_customer("ventas", subj, rep[0])
        w.add("line", w.greeting_to_customer())
        w.add("gap")
        w.add("para", w.pick(
            "Thank you for your order. We confirm the pedido below; prices include taxes.",
            "Gracias por su compra. Le confirmamos su pedido / we confirm your order:",
            "Thanks for your purchase! Here the confirmation of your order with the delivery date.")
            if b.code != "BR" else w.pick("Obrigado pelo pedido! Segue a confirmação / order confirmation:",
                                          "Confirmamos o seu pedido conforme abaixo."))
        if w.chance(0.35):
            w.kv(w.pick("Ref. cotización", "Cotización / Quote"), f"COT-{num(c.order_id) % 10**4 * 7 % 90000 + 10000}")
        w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
        w.kv(lab(w, "name"), w.name())
        if w.chance(0.75):
            w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
        w.kv(lab(w, "order_date"), w.d("order_date", c.order_date))
        w.add("gap")
        order_lines(w)
        w.add("gap")
        w.kv(lab(w, "total"), w.m("order_total", c.total))
        if est:
            w.kv(lab(w, "est"), w.d("delivery_estimate", est))
        w.add("para", w.pick(
            "We will send you the guía number when the material leaves our warehouse.",
            "Le enviaremos el número de guía cuando el material salga del almacén.",
            "Any question please contact me by mail or WhatsApp.") if b.code != "BR" else
            "Enviaremos o código de rastreio quando o pedido for expedido.")
        w.staff_signature(*rep)
        return
    w.letterhead("ventas")
    v = w.rng.randrange(2)
    title = {"BR": "CONFIRMAÇÃO DE PEDIDO", "EX": "ORDER ACKNOWLEDGEMENT / CONFIRMACIÓN DE PEDIDO"}.get(
        b.code, "CONFIRMACIÓN DE PEDIDO / ORDER CONFIRMATION")
    w.add("title", title)
    if v == 0:
        w.add("kv2", lab(w, "order"), w.ident("order_id", c.order_id), "Fecha", w.d("order_date", c.order_date))
        cells = [(lab(w, "name"), w.name(), 0.5), (tax_label(c.cust), c.cust.tax_id, 0.25)]
        if w.chance(0.8):
            cells.append((lab(w, "cust_id"), w.ident("customer_id", c.customer_id), 0.25))
        w.add("boxes", cells)
    else:
        w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
        w.kv(lab(w, "order_date"), w.d("order_date", c.order_date))
        w.kv(lab(w, "name"), w.name())
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
        w.kv("Atención" if b.code != "BR" else "A/C", c.cust.contact)
    w.add("gap")
    head = ["Código", "Descripción", "Cant.", "P. unitario", "Importe"] if b.code != "BR" else \
        ["Código", "Descrição", "Qtd.", "V. unitário", "V. total"]
    w.add("tbl", head, item_rows(w, True), [0.13, 0.47, 0.08, 0.16, 0.16], "llrrr")
    if b.tax_rate:
        w.add("rkv", "Subtotal", w.m(None, c.subtotal))
        w.add("rkv", f"{b.tax_label} {b.tax_rate}%", w.m(None, c.tax))
    w.add("rkv", lab(w, "total"), w.m("order_total", c.total))
    w.add("gap")
    if est:
        w.kv(lab(w, "est"), w.d("delivery_estimate", est))
    w.kv({"BR": "Condição de pagamento", "EX": "Payment terms"}.get(b.code, "Condiciones de pago"),
         {"BR": w.pick("PIX antecipado", "Boleto 28 dias"), "EX": "Wire transfer in advance"}.get(
             b.code, w.pick("Transferencia anticipada", "Crédito 30 días", "50% anticipo, 50% contra entrega")))
    w.add("small", f"Vendedor: {SALES[b.code][0]} - {SALES[b.code][1]}. " + ("Preços sujeitos a alteração sem aviso "
                   "prévio." if b.code == "BR" else "Precios sujetos a cambio sin previo aviso."))
    terms_page(w)


# --------------------------------------------------------------------------- invoices

def invoice(w: W) -> None:
    if w.doc.fmt == "email" or (w.doc.fmt == "text"):
        invoice_mail(w)
    else:
        {"MX": cfdi, "CO": factura_co, "CL": factura_cl, "BR": danfe, "EX": commercial_invoice}[w.case.branch.code](w)
    terms_page(w)


def _hexes(seed: str, n: int, alphabet: str = "0123456789abcdef") -> str:
    """n characters that look random and are the same every run (UUIDs, CUFE, seals)."""
    digest = b"".join(hashlib.sha256(f"{seed}/{i}".encode()).digest() for i in range(n // 32 + 1))
    return "".join(alphabet[x % len(alphabet)] for x in digest[:n])


def invoice_mail(w: W) -> None:
    c, b = w.case, w.case.branch
    person, role = BILLING[b.code]
    word = {"BR": "NF-e", "EX": "Invoice", "CL": "Factura electrónica", "CO": "Factura electrónica"}.get(
        b.code, "Factura")
    w.shop_mail_to_customer("facturacion" if b.code != "BR" else "faturamento",
                            f"{word} {c.invoice_number} - {LABELS['order'][b.code][0]} {c.order_id}", person)
    w.add("line", w.greeting_to_customer())
    w.add("gap")
    w.add("para", w.pick("Adjuntamos la factura electrónica (PDF y XML) de su pedido. Please find attached the "
                         "invoice of your order.", "Please find attached the electronic invoice, the XML goes in "
                         "the same mail. Below the summary:")
          if b.code != "BR" else "Segue em anexo a NF-e (DANFE e XML) referente ao seu pedido. Resumo abaixo:")
    w.kv(word if b.code != "EX" else "Invoice No.", w.ident("invoice_number", c.invoice_number))
    w.kv({"BR": "Data de emissão", "EX": "Invoice date"}.get(b.code, "Fecha de emisión"),
         w.d("document_date", w.doc.date))
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    if w.chance(0.5):
        w.kv(lab(w, "order_date"), w.d("order_date", c.order_date))
    w.kv(lab(w, "name"), w.name())
    if w.chance(0.6):
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
    w.kv({"BR": "Valor dos produtos", "CL": "Monto neto"}.get(b.code, "Subtotal"), w.m("subtotal", c.subtotal))
    w.kv(f"{b.tax_label} {b.tax_rate}%" if b.tax_rate else "IVA 0% (export)", w.m("tax_amount", c.tax))
    w.kv({"BR": "Valor total da nota", "CO": "Total a pagar"}.get(b.code, "Total"), w.m("order_total", c.total))
    w.add("gap")
    w.add("para", w.pick("Para cualquier aclaración sobre la factura responda a este correo.",
                         "If you need a change in the invoice please tell us in the same month.")
          if b.code != "BR" else "Qualquer dúvida estamos à disposição.")
    w.staff_signature(person, role)


def cfdi(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("sii", ["FACTURA", f"Folio: {w.ident('invoice_number', c.invoice_number)}", "CFDI 4.0 - Ingreso"])
    w.add("head", b.legal_name)
    w.add("small", f"RFC: {b.tax_id}   Régimen fiscal: 601 General de Ley Personas Morales")
    w.add("small", b.address)
    w.add("small", "Lugar de expedición (C.P.): 03920")
    w.add("gap")
    uuid = _hexes(c.invoice_number, 32).upper()
    w.kv("Folio fiscal (UUID)", f"{uuid[:8]}-{uuid[8:12]}-{uuid[12:16]}-{uuid[16:20]}-{uuid[20:]}")
    hour, minute, second = w.rng.randrange(9, 18), w.rng.randrange(59), w.rng.randrange(60)
    w.set("document_date", w.doc.date.isoformat())
    w.kv("Fecha y hora de emisión", f"{w.doc.date.isoformat()}T{hour:02d}:{minute:02d}:{second:02d}")
    w.kv("Fecha y hora de certificación", f"{w.doc.date.isoformat()}T{hour:02d}:{minute + 1:02d}:{second // 2:02d}")
    w.add("boxes", [("Receptor", w.name(), 0.5), ("RFC receptor", c.cust.tax_id, 0.22),
                    ("Uso CFDI", "G01 Adquisición de mercancías", 0.28)])
    cells = [("Pedido", w.ident("order_id", c.order_id), 0.34)]
    if w.chance(0.7):
        cells.append(("No. de cliente", w.ident("customer_id", c.customer_id), 0.33))
    if w.chance(0.5):
        cells.append(("Fecha de pedido", w.d("order_date", c.order_date), 0.33))
    elif c.po:
        cells.append(("Orden de compra cliente", c.po, 0.33))
    w.add("boxes", cells)
    w.add("gap")
    rows = [[("82121500", "44103100", "31201600")[n % 3], str(q), "H87 Pieza", p.name, w.m(None, u, "bare"),
             w.m(None, c.rounded(q * u), "bare")] for n, (p, q, u) in enumerate(c.items)]
    w.add("tbl", ["Clave SAT", "Cant.", "Unidad", "Descripción", "P. unitario", "Importe"], rows,
          [0.12, 0.07, 0.12, 0.41, 0.14, 0.14], "lrllrr")
    w.add("rkv", "Subtotal", w.m("subtotal", c.subtotal))
    w.add("rkv", w.pick("IVA 16%", "IVA Trasladado 16%", "Impuestos trasladados IVA 16.00%"), w.m("tax_amount", c.tax))
    w.add("rkv", "Total", w.m("order_total", c.total))
    w.add("small", "Importe con letra: " + pr.amount_in_words_mxn(c.total))
    w.kv("Forma de pago", w.pick("03 - Transferencia electrónica de fondos", "04 - Tarjeta de crédito"))
    w.kv("Método de pago", "PUE - Pago en una sola exhibición")
    w.add("small", "Sello digital del CFDI: " + _hexes(c.order_id + "s", 110, BASE64))
    w.add("small", "No. de serie del certificado del SAT: 00001000000509846663")
    w.add("small", "Este documento es una representación impresa de un CFDI.")


def factura_co(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("sii", ["FACTURA ELECTRÓNICA", "DE VENTA", f"No. {w.ident('invoice_number', c.invoice_number)}"])
    w.add("head", b.legal_name)
    w.add("small", f"NIT {b.tax_id} - Responsable de IVA")
    w.add("small", b.address)
    w.add("small", "Resolución DIAN No. 18764061234817 de 2025-02-14, prefijo FEBG del 20001 al 60000")
    w.add("gap")
    w.add("kv2", "Fecha de expedición", w.d("document_date", w.doc.date), "Fecha de vencimiento",
          w.d(None, w.doc.date + timedelta(days=30)))
    w.kv("Señores", w.name())
    w.kv("NIT / C.C.", c.cust.tax_id)
    if w.chance(0.75):
        w.kv("Código cliente", w.ident("customer_id", c.customer_id))
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    if w.chance(0.4):
        w.kv("Fecha pedido", w.d("order_date", c.order_date))
    w.kv("Forma de pago", w.pick("Crédito 30 días", "Contado"))
    w.add("gap")
    w.add("tbl", ["Código", "Descripción", "Cant.", "Vr. unitario", "Vr. total"], item_rows(w, True, "bare"),
          [0.12, 0.46, 0.08, 0.17, 0.17], "llrrr")
    w.add("rkv", "Subtotal", w.m("subtotal", c.subtotal))
    w.add("rkv", "IVA 19%", w.m("tax_amount", c.tax))
    w.add("rkv", "Total a pagar", w.m("order_total", c.total))
    w.add("small", "CUFE: " + _hexes(c.invoice_number + "cufe", 96))
    w.add("small", "Esta factura se asimila en todos sus efectos a una letra de cambio (Art. 774 C. de Co.).")


def factura_cl(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("sii", [f"R.U.T.: {b.tax_id}", "FACTURA ELECTRÓNICA", f"N° {w.ident('invoice_number', c.invoice_number)}",
                  "S.I.I. - SANTIAGO SUR"])
    w.add("head", b.legal_name)
    w.add("small", "Giro: Venta al por mayor de insumos y equipos para impresión")
    w.add("small", b.address)
    w.add("small", f"Fono {b.phone}")
    w.add("gap")
    w.kv("Fecha Emisión", w.d("document_date", w.doc.date, w.pick("cl_long", "dmy_dash", "dmy")))
    w.add("boxes", [("Señor(es)", w.name(), 0.55), ("R.U.T.", c.cust.tax_id, 0.2),
                    ("Comuna", c.cust.city.split(",")[0], 0.25)])
    cells = [("Giro", "Publicidad" if is_business(c.cust) else "Diseño gráfico", 0.3),
             ("Nota de venta", w.ident("order_id", c.order_id), 0.35)]
    if w.chance(0.7):
        cells.append(("Cód. cliente", w.ident("customer_id", c.customer_id), 0.35))
    w.add("boxes", cells)
    w.add("gap")
    w.add("tbl", ["Código", "Descripción", "Cantidad", "Precio", "Valor"], item_rows(w, True, "bare"),
          [0.12, 0.48, 0.1, 0.15, 0.15], "llrrr")
    w.add("rkv", "Monto Neto", w.m("subtotal", c.subtotal))
    w.add("rkv", "I.V.A. 19%", w.m("tax_amount", c.tax))
    w.add("rkv", "Total", w.m("order_total", c.total))
    w.add("gap")
    w.add("small", "Timbre Electrónico SII - Res. 80 de 2014 - Verifique documento: www.sii.cl")


def danfe(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("sii", ["DANFE", "Documento Auxiliar da", "Nota Fiscal Eletrônica", "1 - Saída",
                  f"Nº {w.ident('invoice_number', c.invoice_number)}  Série 1"])
    w.add("head", b.legal_name)
    w.add("small", b.address)
    w.add("small", f"CNPJ {b.tax_id} - IE 116.448.902.117")
    w.add("gap")
    key = "".join(str((ord(ch) * 7 + i) % 10) for i, ch in enumerate((c.invoice_number + c.order_id) * 4))[:44]
    w.kv("Chave de acesso", " ".join(key[i:i + 4] for i in range(0, 44, 4)))
    w.kv("Natureza da operação", "Venda de mercadoria adquirida de terceiros")
    w.add("boxes", [("Nome / Razão social", w.name(), 0.5), ("CNPJ / CPF", c.cust.tax_id, 0.25),
                    ("Data da emissão", w.d("document_date", w.doc.date, "dmy"), 0.25)])
    cells = [("Pedido", w.ident("order_id", c.order_id), 0.34)]
    if w.chance(0.7):
        cells.append(("Código do cliente", w.ident("customer_id", c.customer_id), 0.33))
    cells.append(("Data da saída", w.d(None, w.doc.date + timedelta(days=1), "dmy"), 0.33))
    w.add("boxes", cells)
    w.add("line", "CÁLCULO DO IMPOSTO")
    icms = c.rounded(c.subtotal * Decimal("0.18"))
    w.add("boxes", [("Base de cálculo do ICMS", w.m(None, c.subtotal, "bare"), 0.34),
                    ("Valor do ICMS", w.m(None, icms, "bare"), 0.33),
                    ("Valor total dos produtos", w.m("subtotal", c.subtotal, "bare"), 0.33)])
    w.add("boxes", [("Valor do frete", "0,00", 0.34), ("Valor do IPI", w.m("tax_amount", c.tax, "bare"), 0.33),
                    ("Valor total da nota", w.m("order_total", c.total, "bare"), 0.33)])
    w.add("line", "DADOS DOS PRODUTOS / SERVIÇOS")
    rows = [[f"{(n + 5) * 1311 % 90000 + 10000}", p.name, "8443.32.99" if p.warranty else "3215.19.00", str(q),
             w.m(None, u, "bare"), w.m(None, c.rounded(q * u), "bare")] for n, (p, q, u) in enumerate(c.items)]
    w.add("tbl", ["Código", "Descrição do produto", "NCM", "Qtd.", "V. unit.", "V. total"], rows,
          [0.1, 0.44, 0.12, 0.07, 0.13, 0.14], "lllrrr")
    w.kv("Dados adicionais", f"Vendedor: {SALES['BR'][0]}. Valor aproximado dos tributos conforme Lei 12.741/2012.")


def commercial_invoice(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("head", SHOP)
    w.add("small", f"{b.legal_name} - RFC {b.tax_id}")
    w.add("small", b.address + f" - Tel. {b.phone}")
    w.add("title", "COMMERCIAL INVOICE / FACTURA COMERCIAL")
    w.add("kv2", "Invoice No.", w.ident("invoice_number", c.invoice_number), "Date",
          w.d("document_date", w.doc.date, w.pick("en_long", "dmy")))
    w.add("kv2", "Order ref.", w.ident("order_id", c.order_id), "Order date", w.d("order_date", c.order_date, "dmy"))
    w.add("boxes", [("Sold to / Consignee", f"{w.name()}, {c.cust.city}", 0.6), ("Tax ID", c.cust.tax_id, 0.4)])
    if w.chance(0.7):
        w.kv("Customer code", w.ident("customer_id", c.customer_id))
    w.kv("Incoterm", "FCA Ciudad de México (Incoterms 2020)")
    w.kv("Payment terms", "Wire transfer in advance")
    rows = [["8443.32" if p.warranty else "3215.19", p.name, str(q), w.m(None, u, "bare"),
             w.m(None, c.rounded(q * u), "bare")] for p, q, u in c.items]
    w.add("tbl", ["HS code", "Description", "Qty", "Unit price USD", "Amount USD"], rows,
          [0.12, 0.46, 0.08, 0.17, 0.17], "llrrr")
    w.add("rkv", "Subtotal", w.m("subtotal", c.subtotal))
    w.add("rkv", "IVA 0% (export)", w.m("tax_amount", c.tax))
    w.add("rkv", "Total USD", w.m("order_total", c.total))
    w.add("small", "Bank: Banco Meridiano - SWIFT BMERMXMMXXX - Account 0114882033 - CLABE 112180001148820337")
    w.add("small", "Goods of Chinese and Mexican origin. We declare this invoice true and correct.")


# --------------------------------------------------------------------------- shipping

def shipping_notice(w: W) -> None:
    c, b = w.case, w.case.branch
    est = c.est_ship if w.doc.style.get("show_est", True) else None
    if b.code == "EX":
        forwarder_advice(w, est)
    elif is_mail(w):
        shipping_mail(w, est)
    elif b.code == "CL" and w.chance(0.75):
        guia_despacho(w, est)
    else:
        shipping_printed(w, est)


def shipping_mail(w: W, est) -> None:
    c, b = w.case, w.case.branch
    person, role = WAREHOUSE[b.code]
    subj = {"BR": f"Pedido {c.order_id} expedido - rastreio"}.get(
        b.code, w.pick(f"Aviso de embarque pedido {c.order_id}",
                       f"Your order {c.order_id} is on the way / Su pedido va en camino"))
    w.shop_mail_to_customer("logistica", subj, f"{SHOP} - {role}")
    w.add("line", w.greeting_to_customer())
    w.add("gap")
    w.add("para", w.pick("Your material left our warehouse today. Here the data of the shipment:",
                         "Le informamos que su pedido ya fue embarcado. Datos del envío / shipment details:",
                         "Good news, the order was shipped. Please check the guía with the carrier.")
          if b.code != "BR" else "Seu pedido foi expedido hoje. Dados para acompanhamento:")
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    if w.chance(0.6):
        w.kv(lab(w, "name"), w.name())
    if w.chance(0.5):
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
    w.kv(lab(w, "carrier"), w.text("carrier", c.carrier))
    w.kv(lab(w, "tracking"), w.ident("tracking_number", c.tracking))
    w.kv(lab(w, "ship"), w.d("ship_date", w.doc.date))
    if est:
        w.kv(lab(w, "est"), w.d("delivery_estimate", est))
    w.kv("Bultos" if b.code != "BR" else "Volumes", str(len(c.items) + 1))
    w.add("para", w.pick("Please check the boxes when you receive them and write any damage in the carrier's guide.",
                         "Favor de revisar la mercancía al recibirla; daños visibles deben anotarse en la guía."))
    w.staff_signature(person, role)


def shipping_printed(w: W, est) -> None:
    c, b = w.case, w.case.branch
    w.letterhead("logistica")
    w.add("title", {"BR": "AVISO DE EXPEDIÇÃO / SHIPPING NOTICE", "CO": "REMISIÓN DE DESPACHO"}.get(
        b.code, "AVISO DE EMBARQUE / SHIPPING NOTICE"))
    if b.code == "CO":
        w.add("rline", f"Remisión No. RM-{(num(c.tracking) % 10**4) + 3000}")
    cells = [(lab(w, "order"), w.ident("order_id", c.order_id), 0.3), (lab(w, "name"), w.name(), 0.45)]
    if w.chance(0.6):
        cells.append((lab(w, "cust_id"), w.ident("customer_id", c.customer_id), 0.25))
    w.add("boxes", cells)
    w.add("boxes", [(lab(w, "carrier"), w.text("carrier", c.carrier), 0.5),
                    (lab(w, "tracking"), w.ident("tracking_number", c.tracking), 0.5)])
    cells = [(lab(w, "ship"), w.d("ship_date", w.doc.date), 0.5)]
    if est:
        cells.append((lab(w, "est"), w.d("delivery_estimate", est), 0.5))
    w.add("boxes", cells)
    w.add("boxes", [("Bultos" if b.code != "BR" else "Volumes", str(len(c.items) + 1), 0.25),
                    ("Peso" if b.code != "BR" else "Peso bruto", f"{12 + 9 * len(c.items)}.5 kg", 0.25),
                    ("Destino", c.cust.city, 0.5)])
    w.add("gap")
    w.add("tbl", ["Cant.", "Descripción" if b.code != "BR" else "Descrição"], [[str(q), p.name] for p, q, _ in c.items],
          [0.12, 0.88], "rl")
    w.add("sign", WAREHOUSE[b.code][0], WAREHOUSE[b.code][1])
    terms_page(w)


def guia_despacho(w: W, est) -> None:
    c, b = w.case, w.case.branch
    w.add("sii", [f"R.U.T.: {b.tax_id}", "GUÍA DE DESPACHO", "ELECTRÓNICA", f"N° {num(c.tracking) % 9000 + 1000}",
                  "S.I.I. - SANTIAGO SUR"])
    w.add("head", b.legal_name)
    w.add("small", "Giro: Venta al por mayor de insumos y equipos para impresión")
    w.add("small", b.address)
    w.add("gap")
    w.kv("Fecha Emisión", w.d("ship_date", w.doc.date, w.pick("cl_long", "dmy_dash")))
    w.add("boxes", [("Señor(es)", w.name(), 0.55), ("R.U.T.", c.cust.tax_id, 0.2),
                    ("Comuna", c.cust.city.split(",")[0], 0.25)])
    cells = [("Nota de venta", w.ident("order_id", c.order_id), 0.3),
             ("Tipo de traslado", "Operación constituye venta", 0.4)]
    if w.chance(0.6):
        cells.append(("Cód. cliente", w.ident("customer_id", c.customer_id), 0.3))
    w.add("boxes", cells)
    w.add("boxes", [("Transportista", w.text("carrier", c.carrier), 0.5),
                    ("N° OT transportista", w.ident("tracking_number", c.tracking), 0.5)])
    if est:
        w.kv("Fecha estimada de entrega", w.d("delivery_estimate", est, "dmy_dash"))
    w.add("tbl", ["Cantidad", "Detalle"], [[str(q), p.name] for p, q, _ in c.items], [0.15, 0.85], "rl")
    w.add("gap")
    w.add("boxes", [("Recibí conforme - Nombre", "", 0.4), ("R.U.T.", "", 0.2), ("Fecha", "", 0.2),
                    ("Firma", "", 0.2)])
    w.add("small", "Timbre Electrónico SII - Res. 80 de 2014")


def forwarder_advice(w: W, est) -> None:
    c = w.case
    fwd = c.carrier
    if is_mail(w):
        w.headers(f"{fwd} Operations <ops@{fwd.split()[0].lower()}-freight.example>", w.customer_address(),
                  f"Pre-alert shipment {c.tracking} / {c.order_id}", f"export@{c.branch.mail}")
        w.add("line", "Dear customer,")
        w.add("para", "Please find below the pre-alert of your shipment from Mexico. Documents travel with the cargo.")
    else:
        w.add("head", fwd)
        w.add("small", "International freight forwarding - Air & Ocean - Av. Central 2210, Aeropuerto Intl. CDMX")
        w.add("title", "SHIPPING ADVICE / PRE-ALERT")
    w.kv("Shipper", SHOP + ", Ciudad de México")
    w.kv("Consignee", w.name())
    if w.chance(0.4):
        w.kv("Consignee code", w.ident("customer_id", c.customer_id))
    w.kv("Your ref. / Order", w.ident("order_id", c.order_id))
    w.kv("Forwarder", w.text("carrier", fwd))
    w.kv("HAWB No.", w.ident("tracking_number", c.tracking))
    w.kv("MAWB", f"139-{(num(c.tracking) % 10**8) % 90000000 + 10000000}")
    w.kv("Flight", w.pick("AM 0692 MEX-LIM", "CM 0413 MEX-PTY"))
    w.kv("ETD", w.d("ship_date", w.doc.date, "en_long"))
    if est:
        w.kv("ETA", w.d("delivery_estimate", est, "en_long"))
    w.kv("Pieces / Weight", f"{len(c.items) + 1} pcs / {40 + 15 * len(c.items)} kg")
    w.add("gap")
    w.add("para", "ETA subject to airline confirmation. Customs clearance at destination by consignee's broker.")
    w.add("line", f"{fwd} - Operations desk")


# --------------------------------------------------------------------------- credit-note approvals

def refund_approval(w: W) -> None:
    c = w.case
    if c.kind == "rejected":
        rejection(w)
    elif is_mail(w):
        approval_mail(w)
    elif c.branch.code in ("CO", "CL") and w.chance(0.7):
        approval_grid(w)
    else:
        approval_form(w)
    terms_page(w)


def _status_word(w: W, approved: bool) -> str:
    b = w.case.branch.code
    if approved:
        w.set("refund_status", "approved")
        return w.pick("APROBADA", "Aprobada / Approved", "AUTORIZADA") if b != "BR" else w.pick("APROVADA", "Aprovada")
    w.set("refund_status", "rejected")
    return w.pick("RECHAZADA", "No procede / Rejected") if b != "BR" else w.pick("REPROVADA", "Não procede")


def _fee_words(w: W) -> str:
    c = w.case
    basis = c.fee_basis
    w.set("fee_waiver_percent", str(c.waiver), basis=basis)
    return f"{c.waiver}% of the {basis}"


def approval_form(w: W) -> None:
    c, b = w.case, w.case.branch
    br = b.code == "BR"
    w.letterhead("devoluciones")
    w.add("title", "APROVAÇÃO DE NOTA DE CRÉDITO / CREDIT NOTE APPROVAL" if br
          else "AUTORIZACIÓN DE NOTA DE CRÉDITO / CREDIT NOTE APPROVAL")
    w.add("kv2", "Nota de crédito No." if not br else "Nota de crédito nº", c.credit_note,
          "Fecha / Date" if not br else "Data / Date", w.d("approval_date", w.doc.date))
    w.kv(lab(w, "case"), w.ident("case_number", c.case_number))
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    w.kv(lab(w, "name"), w.name())
    if w.chance(0.7):
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
    if w.chance(0.5):
        w.kv("Factura origen" if not br else "NF-e de origem", c.invoice_number)
    w.add("gap")
    p, q, _ = c.return_item
    w.add("tbl", ["Cant.", "Concepto devuelto / Returned item" if not br else "Item devolvido", "Importe"],
          [[str(q), p.name, w.m(None, c.requested)]], [0.1, 0.68, 0.22], "rlr")
    show_eligible = c.eligible != c.approved or w.chance(0.5)
    if c.fee:
        w.add("rkv", "Importe devuelto" if not br else "Valor devolvido", w.m(None, c.requested))
        w.add("rkv", (f"Cargo por reposición {c.fee_rate}%" if c.fee_rate else "Flete de retorno") if not br
              else (f"Taxa de reposição {c.fee_rate}%" if c.fee_rate else "Frete de retorno"), "-" + w.m(None, c.fee))
    if show_eligible:
        w.add("rkv", w.pick("Monto elegible / Eligible amount", "Importe elegible") if not br
              else "Valor elegível / Eligible amount", w.m("refund_eligible", c.eligible))
    if c.waiver:
        w.add("rkv", "Condonación / Fee waiver" if not br else "Isenção / Fee waiver", _fee_words(w))
    w.add("rkv", w.pick("Total nota de crédito / Approved amount", "Monto autorizado") if not br
          else "Valor aprovado / Approved amount", w.m("refund_approved", c.approved))
    w.add("gap")
    w.kv(w.pick("Fecha compromiso de pago", "Refund will be paid until", "Pago a más tardar el") if not br
         else "Pagamento previsto até", w.d("promised_date", c.promised))
    w.kv("Estatus" if not br else "Situação", _status_word(w, True))
    w.add("para", "El reembolso se realizará a la cuenta registrada del cliente o a la tarjeta utilizada en la compra."
          if not br else "O reembolso será feito na conta cadastrada do cliente (PIX) ou estorno no cartão.")
    w.add("sign", b.manager[0], b.manager[1])


def approval_grid(w: W) -> None:
    c, b = w.case, w.case.branch
    w.letterhead("devoluciones")
    w.add("title", "NOTA CRÉDITO - APROBACIÓN" if b.code == "CO" else "NOTA DE CRÉDITO - APROBACIÓN DE DEVOLUCIÓN")
    w.add("boxes", [(lab(w, "case"), w.ident("case_number", c.case_number), 0.33),
                    ("Fecha de aprobación", w.d("approval_date", w.doc.date), 0.33),
                    ("Nota crédito No.", c.credit_note, 0.34)])
    cells = [(lab(w, "name"), w.name(), 0.5), (lab(w, "order"), w.ident("order_id", c.order_id), 0.25)]
    if w.chance(0.7):
        cells.append((lab(w, "cust_id"), w.ident("customer_id", c.customer_id), 0.25))
    w.add("boxes", cells)
    w.add("gap")
    rows = [["Valor devuelto (IVA incluido)", w.m(None, c.requested)]]
    if c.fee:
        rows.append([f"Menos: cargo por reposición {c.fee_rate}%" if c.fee_rate else "Menos: flete de retorno",
                     "-" + w.m(None, c.fee)])
    if c.eligible != c.approved or w.chance(0.5):
        rows.append(["Valor a reconocer (elegible)", w.m("refund_eligible", c.eligible)])
    if c.waiver:
        rows.append(["Condonación del cargo", _fee_words(w)])
    rows.append(["VALOR APROBADO", w.m("refund_approved", c.approved)])
    w.add("tbl", ["Concepto", "Valor"], rows, [0.7, 0.3], "lr")
    w.kv("Fecha estimada de pago", w.d("promised_date", c.promised))
    w.kv("Estado", _status_word(w, True))
    w.add("para", "Cualquier inquietud con gusto la atendemos en la línea de servicio al cliente.")
    w.add("sign", b.manager[0], b.manager[1])


def approval_mail(w: W) -> None:
    c, b = w.case, w.case.branch
    br = b.code == "BR"
    w.shop_mail_to_customer("devoluciones", (f"Nota de crédito aprovada - {c.case_number}" if br else
                                             f"Nota de crédito aprobada - caso {c.case_number}"), b.manager[0])
    w.add("line", w.greeting_to_customer())
    w.add("gap")
    w.add("para", w.pick(
        f"I confirm that the credit note for your return was approved today. Here the details of case "
        f"{w.ident('case_number', c.case_number)}:",
        f"Le confirmo que su devolución {w.ident('case_number', c.case_number)} fue revisada y la nota de crédito "
        "quedó autorizada. Detalle / details:") if not br else
        f"Confirmo que a devolução {w.ident('case_number', c.case_number)} foi aprovada. Detalhes:")
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    if w.chance(0.5):
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
    w.kv(lab(w, "name"), w.name())
    w.kv("Fecha de aprobación" if not br else "Data de aprovação", w.d("approval_date", w.doc.date))
    if c.eligible != c.approved or w.chance(0.4):
        w.kv("Eligible amount" if not br else "Valor elegível", w.m("refund_eligible", c.eligible))
    if c.waiver:
        w.kv("Fee waiver", _fee_words(w))
    w.kv(w.pick("Approved amount", "Monto aprobado", "Nota de crédito por") if not br else "Valor aprovado",
         w.m("refund_approved", c.approved))
    w.kv(w.pick("Payment no later than", "Fecha compromiso de pago") if not br else "Pagamento até",
         w.d("promised_date", c.promised))
    w.kv("Status", _status_word(w, True))
    w.add("para", w.pick("Treasury will send you the bank receipt when the transfer is done.",
                         "Tesorería le enviará el comprobante cuando se haga la transferencia.")
          if not br else "O financeiro enviará o comprovante quando o pagamento for feito.")
    w.staff_signature(*b.manager)


def rejection(w: W) -> None:
    c, b = w.case, w.case.branch
    if is_mail(w):
        w.shop_mail_to_customer("devoluciones", f"Respuesta a su solicitud de devolución {c.case_number}", b.manager[0])
        w.add("line", w.greeting_to_customer())
        w.add("gap")
        w.add("para", "Regarding your return request, this is the decision of the branch:")
    else:
        w.letterhead("devoluciones")
        w.add("title", "RESOLUCIÓN DE DEVOLUCIÓN / RETURN DECISION")
        w.kv("Fecha", w.d(None, w.doc.date))
    w.kv(lab(w, "case"), w.ident("case_number", c.case_number))
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    w.kv(lab(w, "name"), w.name())
    if w.chance(0.6):
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
    w.kv("Importe solicitado / Requested", w.m(None, c.requested))
    w.add("para", "Our warehouse inspected the returned material: the rolls were already cut and printed on, so they "
                  "cannot be resold. According to our return policy we cannot issue a credit note for this return.")
    w.kv("Resolución / Status", _status_word(w, False))
    w.add("para", "The material is available for pick-up in our warehouse for 30 days.")
    if is_mail(w):
        w.staff_signature(*b.manager)
    else:
        w.add("sign", b.manager[0], b.manager[1])


# --------------------------------------------------------------------------- refund payments

def refund_execution(w: W) -> None:
    c = w.case
    if is_mail(w):
        payment_mail(w)
    elif not is_business(c.cust) and c.branch.code != "BR":
        card_reversal(w)
    else:
        {"MX": spei, "EX": wire, "CO": transfer_co, "CL": tef_cl, "BR": pix}[c.branch.code](w)


def _executed(w: W, word: str) -> str:
    w.set("refund_status", "executed")
    return word


def _concept(w: W) -> str:
    c = w.case
    return f"Devolucion {w.ident('case_number', c.case_number)} pedido {w.ident('order_id', c.order_id)}"


def phone_screen(w: W) -> bool:
    """Bank apps are screenshots on a phone; the same receipt as a PDF or scan is a page."""
    if w.doc.fmt == "clean_image":
        w.doc.style.update(page="phone", margin=20, size=10)
        return True
    return False


def spei(w: W) -> None:
    c, b = w.case, w.case.branch
    phone = phone_screen(w)
    w.add("head", b.bank)
    w.add("title", "Comprobante Electrónico de Pago (CEP)" if not phone else "Transferencia SPEI enviada")
    w.kv("Fecha de operación", w.d("execution_date", w.doc.date, "dmy"))
    w.kv("Hora", f"{w.rng.randrange(9, 18):02d}:{w.rng.randrange(60):02d}:{w.rng.randrange(60):02d}")
    w.kv("Clave de rastreo", w.ident("payment_reference", c.payment_ref))
    w.kv("Referencia numérica", f"{w.doc.date.strftime('%d%m%y')}{w.rng.randrange(1, 9)}")
    w.kv("Monto", w.m("refund_executed", c.approved, "sym"))
    w.kv("Concepto del pago", _concept(w))
    w.add("gap")
    w.kv("Ordenante", b.legal_name)
    w.kv("Cuenta ordenante (CLABE)", "112180001148820337")
    w.kv("Beneficiario", w.name())
    w.kv("Banco receptor", w.pick("BBVA MEXICO", "BANORTE", "SANTANDER"))
    w.kv("Cuenta beneficiaria", f"0121800{(num(c.customer_id) % 10**4) * 77 % 10**11:011d}")
    w.kv("Estado", _executed(w, w.pick("LIQUIDADA", "Liquidada")))
    w.add("small", "Consulte la validez de este comprobante en www.banxico.org.mx/cep")


def wire(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("head", b.bank)
    w.add("title", "Outgoing international transfer - MT103 confirmation")
    w.kv("Value date", w.d("execution_date", w.doc.date, "en_long"))
    w.kv("Our reference", w.ident("payment_reference", c.payment_ref))
    w.kv("UETR", _hexes(c.payment_ref, 8) + "-" + _hexes(c.order_id, 4) + "-4" + _hexes(c.case_number, 3) + "-a"
         + _hexes(c.cid, 3) + "-" + _hexes(c.serial or c.tracking, 12))
    w.kv("Amount", w.m("refund_executed", c.approved, "code"))
    w.kv("Charges", "OUR")
    w.kv("Ordering customer", b.legal_name + ", account 0114882033")
    w.kv("Beneficiary", w.name())
    w.kv("Beneficiary account", f"PA{(num(c.customer_id) % 10**4) * 91 % 10**6:06d}0000{(num(c.tracking) % 10**6):06d}")
    w.kv("Remittance information",
         f"REFUND {w.ident('case_number', c.case_number)} ORDER {w.ident('order_id', c.order_id)}")
    w.kv("Status", _executed(w, "Processed / Sent"))


def transfer_co(w: W) -> None:
    c, b = w.case, w.case.branch
    phone = phone_screen(w)
    w.add("head", b.bank)
    w.add("title", "Comprobante de transferencia" if not phone else "¡Transferencia exitosa!")
    w.kv("Fecha", w.d("execution_date", w.doc.date, w.pick("dmy", "es_long")))
    w.kv("Comprobante No.", w.ident("payment_reference", c.payment_ref))
    w.kv("Valor transferido", w.m("refund_executed", c.approved, w.pick("sym", "dec")))
    w.kv("Costo de la transacción", "$ 0")
    w.kv("Cuenta origen", "Corriente ****4471")
    w.kv("Destinatario", w.name())
    w.kv("Cuenta destino", f"Ahorros ****{(num(c.customer_id) % 10**4) * 3 % 9000 + 1000}")
    w.kv("Descripción", _concept(w))
    w.kv("Estado", _executed(w, w.pick("Exitosa", "Aprobada")))


def tef_cl(w: W) -> None:
    c, b = w.case, w.case.branch
    phone = phone_screen(w)
    w.add("head", b.bank)
    w.add("title", "Comprobante de Transferencia Electrónica de Fondos" if not phone else "Transferencia realizada")
    w.kv("Fecha", w.d("execution_date", w.doc.date, w.pick("dmy_dash", "dmy")))
    w.kv("N° de operación", w.ident("payment_reference", c.payment_ref))
    w.kv("Monto transferido", w.m("refund_executed", c.approved, "sym"))
    w.kv("Cuenta de origen", "Cta. Cte. 00-412-88301-07")
    w.kv("Nombre destinatario", w.name())
    w.kv("RUT destinatario", c.cust.tax_id)
    w.kv("Banco destino", w.pick("Banco Estado", "Banco de Chile", "Scotiabank"))
    w.kv("Mensaje", _concept(w))
    w.kv("Estado", _executed(w, w.pick("Realizada", "Exitosa")))


def pix(w: W) -> None:
    c, b = w.case, w.case.branch
    phone = phone_screen(w)
    w.add("head", b.bank)
    w.add("title", "Comprovante de transferência Pix" if not phone else "Pix enviado")
    w.kv("Valor", w.m("refund_executed", c.approved, "sym"))
    clock = f"{w.rng.randrange(9, 18):02d}:{w.rng.randrange(60):02d}"
    w.kv("Data", w.d("execution_date", w.doc.date, "dmy") + f" - {clock}")
    w.kv("ID da transação", w.ident("payment_reference", c.payment_ref))
    w.add("line", "Destino")
    w.kv("Nome", w.name())
    w.kv("CPF/CNPJ", c.cust.tax_id)
    w.kv("Instituição", w.pick("Itaú Unibanco", "Banco do Brasil", "Nubank"))
    n = num(c.customer_id)
    w.kv("Agência / Conta", f"0{n % 900 + 100} / {n % 10**4 * 13 % 90000 + 10000}-{n % 9}")
    w.add("line", "Origem")
    w.kv("Nome", b.legal_name)
    w.kv("CNPJ", b.tax_id)
    w.kv("Descrição", _concept(w))
    w.kv("Situação", _executed(w, w.pick("Concluída", "Pix realizado")))


def card_reversal(w: W) -> None:
    c, b = w.case, w.case.branch
    w.add("head", "PagoAndes - Pasarela de pagos")
    w.add("small", f"Comercio: {b.legal_name} - Afiliación 7741{(num(c.order_id) % 10**3):03d}")
    w.add("title", "Reverso de cargo / Card refund notice")
    w.kv("Fecha del reverso", w.d("execution_date", w.doc.date, "dmy"))
    w.kv("Referencia de reverso", w.ident("payment_reference", c.payment_ref))
    w.kv("Tarjeta", w.pick("VISA **** 4821", "MASTERCARD **** 9035", "AMEX **** 31007"))
    w.kv("Código de autorización original", f"{(num(c.order_id) % 10**4) * 13 % 900000:06d}")
    w.kv("Terminal ID", f"000{(num(c.order_id) % 10**5) % 90000 + 10000}")
    w.kv("Titular", w.name())
    w.kv("Pedido", w.ident("order_id", c.order_id))
    w.kv("Importe reembolsado", w.m("refund_executed", c.approved))
    w.kv("Estado", _executed(w, w.pick("Aplicado", "Reverso aplicado / Completed")))
    w.add("para", "El reembolso puede tardar de 5 a 10 días hábiles en reflejarse en el estado de cuenta, según el "
                  "banco emisor.")


def payment_mail(w: W) -> None:
    c, b = w.case, w.case.branch
    br = b.code == "BR"
    person, role = TREASURY[b.code]
    w.shop_mail_to_customer("tesoreria" if not br else "financeiro",
                            (f"Comprovante de reembolso - {c.case_number}" if br else
                             f"Comprobante de reembolso / Refund receipt - {c.case_number}"), person)
    w.add("line", w.greeting_to_customer())
    w.add("gap")
    method = {"MX": "SPEI", "CO": "transferencia", "CL": "TEF", "BR": "PIX", "EX": "wire transfer"}[b.code]
    if not is_business(c.cust) and b.code != "BR":
        method = "reverso a su tarjeta / card refund"
    w.add("para", (f"Informamos que o reembolso da devolução {w.ident('case_number', c.case_number)} foi pago hoje "
                   f"por {method}.") if br else
          w.pick(f"We inform you that the refund of case {w.ident('case_number', c.case_number)} was paid today "
                 f"by {method}. Attached the bank receipt.",
                 f"Le informamos que el reembolso de la devolución {w.ident('case_number', c.case_number)} ya fue "
                 f"pagado ({method}). Anexamos comprobante."))
    w.kv(lab(w, "order"), w.ident("order_id", c.order_id))
    w.kv(lab(w, "name"), w.name())
    if w.chance(0.5):
        w.kv(lab(w, "cust_id"), w.ident("customer_id", c.customer_id))
    w.kv(w.pick("Monto pagado", "Amount refunded", "Importe del reembolso") if not br else "Valor pago",
         w.m("refund_executed", c.approved))
    w.kv(w.pick("Fecha de pago", "Payment date") if not br else "Data do pagamento", w.d("execution_date", w.doc.date))
    w.kv({"MX": "Clave de rastreo SPEI", "BR": "ID da transação Pix", "CO": "Comprobante No.", "CL": "N° de operación",
          "EX": "Bank reference"}[b.code] if is_business(c.cust) or br else "Referencia de reverso",
         w.ident("payment_reference", c.payment_ref))
    w.kv("Estatus" if not br else "Status", _executed(w, w.pick("Pagado", "Paid / Pagado") if not br else "Pago"))
    w.staff_signature(person, role)
