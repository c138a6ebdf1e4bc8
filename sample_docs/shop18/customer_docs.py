"""What customers send: refund requests (e-mails, WhatsApp chats, the web return form, the paper
return form scanned or faxed), follow-up letters, and warranty paperwork (the service job sheet
the counter fills in with the customer, or the web warranty claim)."""

from __future__ import annotations

from decimal import Decimal

from sample_docs.shop18 import printing as pr
from sample_docs.shop18.shop_docs import LABELS, lab
from sample_docs.shop18.vocab import SHOP, category, is_business
from sample_docs.shop18.writer import W, customer_phone

REFUND_DL = [
    "We need the refund in our account {dl}.",
    "Please we need the money back {dl}.",
    "I would appreciate to receive the refund {dl}.",
    "We expect the credit note to be paid {dl}.",
    "I need that the refund is done {dl}.",
    "Kindly make the transfer of the refund {dl}.",
    "We count on having this money {dl} to pay our suppliers.",
]
REFUND_NO = ["We expect the refund as soon as possible.", "Please process the refund to the same account."]
FOLLOW_DL = [
    "We need the transfer {dl}, otherwise we will have to escalate this.",
    "Please we need the money in our account {dl}.",
    "I expect the payment of the nota de crédito {dl}.",
    "I really need the refund {dl}.",
    "We must have the payment {dl} for our month closing.",
]
FOLLOW_NO = ["We expect the payment this week.", "Please tell us when the transfer will be made."]
WARRANTY_DL = [
    "We need the printer back and working {dl}, we have a big job for a client.",
    "Please I need the equipment repaired {dl}.",
    "We expect the equipment back {dl}.",
    "I need the machine working again {dl}.",
]
WARRANTY_NO = ["We expect a diagnosis from the technician soon.", "Please tell us the status of the repair."]
DELIVERY_DL = [
    "We need the material {dl}, the installation is already scheduled.",
    "Please we need the rolls delivered {dl}.",
    "I need the order in my shop {dl}.",
]
REJECTED_DL = [
    "We expect you to review the case again and refund the amount {dl}.",
    "I need a new answer from the branch manager {dl}.",
]


def _units(w: W) -> str:
    p, q, _ = w.case.return_item
    if q == 1:
        return w.pick("the", "our") + " " + p.name
    unit = {"roll": "rolls", "ink": "bottles"}.get(category(p.name), "packs" if "pack" in p.name else "pieces")
    return f"{q} {unit} of {p.name}"


def _reason(w: W, capital: bool = False) -> str:
    reason = w.case.reason[0].upper() + w.case.reason[1:] if capital else w.case.reason
    return w.text("return_reason", reason)


def _refs(w: W, with_case: bool) -> str:
    c = w.case
    parts = []
    if with_case:
        word = w.pick("case", "caso") if c.case_number.startswith("RMA") else w.pick("case", "caso", "RMA")
        parts.append(f"{word} {w.ident('case_number', c.case_number)}")
    parts.append(f"{w.pick('pedido', 'order', 'orden')} {w.ident('order_id', c.order_id)}")
    if w.chance(0.45):
        label = w.pick("client no.", "customer number", "No. de cliente")
        parts.append(f"{label} {w.ident('customer_id', c.customer_id)}")
    return ", ".join(parts)


def _who(w: W) -> str:
    """How the writer introduces themselves; for a business the business's name is what customer_name is."""
    cu = w.case.cust
    if is_business(cu):
        return f"{cu.contact.split(' ')[0]} from {w.name()}"
    return w.name()


# --------------------------------------------------------------------------- refund requests

def refund_request(w: W) -> None:
    {"mail": request_mail, "chat": request_chat, "webform": request_webform, "paper": request_paper}[
        w.doc.style["variant"]](w)


def request_mail(w: W) -> None:
    c = w.case
    w.customer_mail("devoluciones", w.pick(f"Devolución pedido {c.order_id}", f"Return request - order {c.order_id}",
                                          f"Solicitud de reembolso / refund {c.order_id}", "Devolución de material"))
    w.set("document_date", w.doc.date.isoformat())
    w.add("line", w.pick("Good morning,", "Dear Cordillera team,", "Hello,", "Buenos días,", "Dear Sirs,")
          if c.branch.code != "BR" else w.pick("Bom dia,", "Olá, tudo bem?", "Dear team,"))
    w.add("gap")
    refs = _refs(w, w.doc.style.get("with_case", False))
    if is_business(c.cust):
        w.add("para", f"I write you from {w.name()} about our purchase ({refs}).")
    else:
        w.add("para", f"My name is {w.name()}, I am writing about my purchase ({refs}).")
    w.add("para", f"We want to return {_units(w)} because {_reason(w)}. " + w.pick(
        f"Please make a refund of {w.pm('refund_requested', c.requested)} to our account.",
        f"We request a refund of {w.pm('refund_requested', c.requested)}, taxes included.",
        f"The amount to refund is {w.pm('refund_requested', c.requested)} as in the invoice."))
    sentence = w.expectation(REFUND_DL, REFUND_NO)
    w.add("para", sentence + " " + w.pick("Thank you for your help.", "Thanks in advance.", "Waiting for your answer."))
    if w.chance(0.3):
        w.add("para", "PS: the material is in our warehouse, your carrier can pick it up any day from 9 to 18 hrs.")
    w.customer_signoff()


def _chat_line(w: W, day: str, clock: str, who: str, text: str) -> None:
    w.add("line", f"{day}, {clock} - {who}: {text}")


def chat_start(w: W, first_day) -> tuple[str, str, str]:
    """The top of a WhatsApp chat: the phone's header (screenshots only) and the encryption notice."""
    c = w.case
    shop = f"Cordillera Print {c.branch.city}"
    w.doc.style.update(chat=True, chat_shop=shop)
    if w.doc.fmt != "text":
        w.doc.style.update(page="phone", margin=18, size=10)
        w.add("line", f"< {shop}  (en línea)")
    day = pr.date_text(first_day, "dmy_short")
    w.add("line", f"{day}, 08:5{w.rng.randrange(10)} - Los mensajes y las llamadas están cifrados de extremo a "
                  "extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.")
    return shop, c.cust.contact, day


def request_chat(w: W) -> None:
    c, r = w.case, w.rng
    shop, me, _ = chat_start(w, w.doc.date)
    day = w.d("document_date", w.doc.date, "dmy_short")
    h = r.randrange(9, 17)
    first = c.cust.contact.split(" ")[0]
    br = c.branch.code == "BR"
    hello = w.pick("Olá, bom dia", "Boa tarde", "Good morning") if br else \
        w.pick("Buenos días", "Hola buenas tardes", "Good morning")
    _chat_line(w, day, f"{h:02d}:1{r.randrange(10)}", me, f"{hello}, this is {_who(w)}")
    _chat_line(w, day, f"{h:02d}:2{r.randrange(10)}", me,
               f"We received the pedido {w.ident('order_id', c.order_id)} but we want to return {_units(w)} because "
               f"{_reason(w)}.")
    _chat_line(w, day, f"{h:02d}:3{r.randrange(10)}", shop,
               f"Olá {first}, tudo bem. Qual é o valor e o seu código de cliente, por favor?" if br else
               f"Hola {first}, claro que sí. Cuál es el monto y su número de cliente por favor?")
    amount = w.pm("refund_requested", c.requested)
    if w.chance(0.6):
        _chat_line(w, day, f"{h:02d}:4{r.randrange(10)}", me,
                   f"Client {w.ident('customer_id', c.customer_id)}, the refund is for {amount} IVA incluido")
    else:
        _chat_line(w, day, f"{h:02d}:4{r.randrange(10)}", me, f"We need a refund of {amount}, it is what we paid")
    _chat_line(w, day, f"{h:02d}:5{r.randrange(10)}", me, w.expectation(REFUND_DL, REFUND_NO))
    if w.doc.style.get("with_case"):
        _chat_line(w, day, f"{h + 1:02d}:0{r.randrange(10)}", shop,
                   f"{'Pronto' if br else 'Listo'} {first}, {'o protocolo é' if br else 'su caso es el'} "
                   f"{w.ident('case_number', c.case_number)}. The branch manager will review it and we send you the "
                   "nota de crédito.")
    else:
        _chat_line(w, day, f"{h + 1:02d}:0{r.randrange(10)}", shop, "Recebido, vou passar para o setor de devoluções."
                   if br else "Recibido, lo paso a devoluciones y le confirmamos.")


def request_webform(w: W) -> None:
    c = w.case
    br = c.branch.code == "BR"
    w.add("head", SHOP)
    w.add("title", "Solicitação de devolução online / Online return request" if br
          else "Solicitud de devolución en línea / Online return request")
    stamp = w.d("document_date", w.doc.date, "dmy")
    w.add("small", f"www.cordillera-print.example/devoluciones - Enviado / submitted: {stamp} "
                   f"{w.rng.randrange(8, 22):02d}:{w.rng.randrange(60):02d}")
    w.add("gap")
    if is_business(c.cust):
        w.add("boxes", [("Empresa / Company", w.name(), 0.6), ("Contacto / Contact", c.cust.contact, 0.4)])
    else:
        w.add("boxes", [("Nombre / Name", w.name(), 0.6), ("Ciudad / City", c.cust.city, 0.4)])
    w.add("boxes", [("Correo / E-mail", c.cust.mail, 0.6), ("Teléfono / Phone", customer_phone(c), 0.4)])
    cid = w.ident("customer_id", c.customer_id) if w.chance(0.6) else ""
    w.add("boxes", [("No. de pedido / Order no.", w.ident("order_id", c.order_id), 0.5),
                    ("No. de cliente / Customer no.", cid, 0.5)])
    p, q, _ = c.return_item
    w.add("boxes", [("Producto / Product", p.name, 0.8), ("Cantidad / Qty", str(q), 0.2)])
    w.kv("Motivo de la devolución / Reason for return", _reason(w, capital=True))
    w.kv("Monto a reembolsar / Refund amount", w.m("refund_requested", c.requested))
    sentence = w.expectation(REFUND_DL, REFUND_NO)
    w.kv("Comentarios / Comments", w.pick("The material is sealed and in our warehouse.", "Thank you.",
                                          "We already talked with the sales rep.") + " " + sentence)
    w.add("small", "Al enviar este formulario acepta la política de devoluciones de Cordillera.")


def request_paper(w: W) -> None:
    c = w.case
    br = c.branch.code == "BR"
    w.add("head", SHOP)
    w.add("small", f"{c.branch.legal_name} - {c.branch.address}")
    w.add("title", "FORMULÁRIO DE DEVOLUÇÃO / RETURN FORM" if br else "FORMATO DE DEVOLUCIÓN / RETURN FORM")
    w.add("rline", "F-DEV-03 rev. 2")
    cells = [("Fecha / Date" if not br else "Data / Date", w.d("document_date", w.doc.date, "dmy"), 0.3),
             (LABELS["order"][c.branch.code][0], w.ident("order_id", c.order_id), 0.35)]
    cells.append((lab(w, "cust_id"), w.ident("customer_id", c.customer_id) if w.chance(0.6) else "", 0.35))
    w.add("boxes", cells)
    w.add("boxes", [("Cliente / Customer", w.name(), 0.5), ("Contato" if br else "Contacto", c.cust.contact, 0.3),
                    ("Telefone" if br else "Teléfono", customer_phone(c), 0.2)])
    p, q, _ = c.return_item
    w.add("tbl", ["Qtd." if br else "Cant.", "Descrição do material devolvido" if br else "Descripción del material "
                  "devuelto", "Valor" if br else "Importe"], [[str(q), p.name, w.m(None, c.requested)]],
          [0.1, 0.68, 0.22], "rlr")
    w.kv("Motivo / Reason for return", _reason(w, capital=True))
    w.kv(("Reembolso solicitado" if br else "Reembolso solicitado") + " / Refund requested",
         w.m("refund_requested", c.requested))
    sentence = w.expectation(REFUND_DL, REFUND_NO)
    w.kv("Observações" if br else "Observaciones",
         w.pick("Material in original box.", "Rolls still sealed.", "Pick up at our shop please.") + " " + sentence)
    w.add("gap")
    w.add("boxes", [("Assinatura do cliente" if br else "Firma del cliente", c.cust.contact, 0.5),
                    ("Recebido por (uso interno)" if br else "Recibido por (uso interno)", "", 0.25),
                    ("Data de recebimento" if br else "Fecha recepción", "", 0.25)])


# --------------------------------------------------------------------------- letters

def customer_letter(w: W) -> None:
    {"mail": letter_mail, "chat": letter_chat, "printed": letter_printed}[w.doc.style["variant"]](w)


def _letter_body(w: W) -> list[str]:
    """The paragraphs of a follow-up (the expectation sentence last); truth set as they are written."""
    c = w.case
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    out = []
    if topic == "refund":
        if quoted is not None:
            out.append(w.pick(
                f"In your nota de crédito you approved a refund of {w.pm('refund_approved', quoted)}, but until today "
                "we don't see the money in our account.",
                f"The branch manager approved {w.pm('refund_approved', quoted)} for our return and the transfer has "
                "not arrived yet.",
                f"You confirmed the approved refund of {w.pm('refund_approved', quoted)}, however nothing has been "
                "credited."))
        else:
            out.append(w.pick("We received the approval of the credit note but the transfer has not arrived.",
                              "The credit note was approved some days ago and we still have not received the payment."))
        templates = (FOLLOW_DL, FOLLOW_NO)
    elif topic == "warranty":
        out.append(f"Our {c.warranty_product} (serial {c.serial}) is in your service center and nobody has called us "
                   "with a diagnosis.")
        templates = (WARRANTY_DL, WARRANTY_NO)
    elif topic == "delivery":
        out.append(f"The material of this order has not arrived and the guía {c.tracking} shows no movement in the "
                   f"{c.carrier} page since {pr.date_text(c.ship_date, 'dmy')}.")
        templates = (DELIVERY_DL, DELIVERY_DL)
    else:
        out.append("We do not agree with the rejection of our return. The rolls were cut by your own warehouse to "
                   "check them, we sent them complete.")
        templates = (REJECTED_DL, REJECTED_DL)
    if w.doc.style.get("dl") == "move":
        out.append(w.pick("Sorry, our situation changed.", "Please note that the date changed.",
                          "One more thing: our client moved the dates."))
    out.append(w.expectation(*templates))
    return out


def letter_mail(w: W) -> None:
    c = w.case
    topic = w.doc.style["topic"]
    dept = {"warranty": "servicio", "delivery": "logistica"}.get(topic, "devoluciones")
    subj = {"refund": f"RE: Nota de crédito {c.case_number} - pago pendiente",
            "warranty": f"Status reparación / repair status - {c.case_number}",
            "delivery": f"Pedido {c.order_id} no ha llegado / order not arrived",
            "rejected": f"RE: Respuesta a su solicitud de devolución {c.case_number}"}[topic]
    w.customer_mail(dept, subj)
    w.set("document_date", w.doc.date.isoformat())
    w.add("line", w.pick("Good morning,", "Dear Cordillera team,", "Hello again,", "Buenos días,", "Estimados,")
          if c.branch.code != "BR" else w.pick("Bom dia,", "Prezados,", "Hello again,"))
    w.add("gap")
    w.add("para", f"I write you again from {w.name()} about {_refs(w, topic != 'delivery')}." if is_business(c.cust)
          else f"I am {w.name()}, I write about {_refs(w, topic != 'delivery')}.")
    for p in _letter_body(w):
        w.add("para", p)
    w.customer_signoff()
    if topic in ("refund", "rejected") and w.chance(0.6):
        w.add("gap")
        w.add("line", f"-----Mensaje original----- De: {c.branch.manager[0]}")
        w.add("quote", "Le informamos que su solicitud fue revisada por la gerencia de sucursal. Cualquier duda "
                       "estamos a sus órdenes.")


def letter_chat(w: W) -> None:
    c, r = w.case, w.rng
    shop, me, _ = chat_start(w, w.doc.date)
    day = w.d("document_date", w.doc.date, "dmy_short")
    h = r.randrange(9, 18)
    topic = w.doc.style["topic"]
    br = c.branch.code == "BR"
    _chat_line(w, day, f"{h:02d}:0{r.randrange(5)}", me, (w.pick("Oi, bom dia", "Good afternoon") if br else
                                                           w.pick("Hola buenos días", "Good afternoon", "Hola"))
               + f", {_who(w)} here again")
    _chat_line(w, day, f"{h:02d}:0{r.randrange(5, 10)}", me,
               f"I write about {_refs(w, topic != 'delivery')}")
    for i, p in enumerate(_letter_body(w)):
        _chat_line(w, day, f"{h:02d}:{11 + 3 * i}", me, p)
    _chat_line(w, day, f"{h:02d}:4{r.randrange(10)}", shop, "Bom dia, vou verificar com a área e te aviso hoje."
               if br else "Buen día, lo reviso con el área y le aviso hoy mismo.")


def letter_printed(w: W) -> None:
    c = w.case
    topic = w.doc.style["topic"]
    w.sender_block({"refund": "Asunto: pago de nota de crédito pendiente / pending refund",
                    "warranty": "Asunto: reparación en garantía / warranty repair",
                    "delivery": "Asunto: pedido no recibido / order not received",
                    "rejected": "Asunto: inconformidad con resolución / complaint"}[topic])
    w.add("line", "Ref.: " + _refs(w, topic != "delivery"))
    w.add("gap")
    w.add("line", w.pick("Dear Sirs,", "Estimados señores:", "To whom it may concern,"))
    w.add("gap")
    for p in _letter_body(w):
        w.add("para", p)
    w.customer_signoff()


# --------------------------------------------------------------------------- warranty

def warranty_form(w: W) -> None:
    (warranty_web if w.doc.style["variant"] == "web" else job_sheet)(w)


TECHS = {"MX": "Ulises Carmona", "CO": "Wilson Parra", "CL": "Cristián Bravo", "BR": "Diego Fontes",
         "EX": "Ulises Carmona"}


def job_sheet(w: W) -> None:
    c, b = w.case, w.case.branch
    br = b.code == "BR"
    w.letterhead("servicio")
    w.add("title", "ORDEM DE SERVIÇO / SERVICE JOB SHEET" if br else "ORDEN DE SERVICIO / SERVICE JOB SHEET")
    job = ("No. de orden / Job no." if not br else "Nº OS / Job no.") if c.kind == "warranty" else "Caso / Case ref."
    w.add("boxes", [(job, w.ident("case_number", c.case_number), 0.35),
                    ("Fecha de ingreso" if not br else "Data de entrada", w.d("document_date", w.doc.date), 0.35),
                    ("Técnico", TECHS[b.code], 0.3)])
    cells = [(lab(w, "name"), w.name(), 0.5)]
    if w.chance(0.7):
        cells.append((lab(w, "cust_id"), w.ident("customer_id", c.customer_id), 0.25))
    cells.append(("Telefone" if br else "Teléfono", customer_phone(c), 0.25))
    w.add("boxes", cells)
    w.add("boxes", [(LABELS["order"][b.code][0], w.ident("order_id", c.order_id), 0.5),
                    ("Factura" if not br else "NF-e", c.invoice_number, 0.5)])
    w.add("boxes", [("Equipo / Model" if not br else "Equipamento / Model",
                     w.text("product_name", c.warranty_product), 0.5),
                    ("No. de serie / Serial" if not br else "Nº de série", w.ident("serial_number", c.serial), 0.3),
                    ("Contador", f"{len(c.serial) * 131 + 412} m2", 0.2)])
    w.kv(w.pick("Falla reportada por el cliente / Reported fault", "Falla reportada", "Fault (customer's words)")
         if not br else "Defeito reclamado", w.text("issue_description", c.issue))
    w.kv("Acessórios recebidos" if br else "Accesorios recibidos",
         w.pick("Cabo de força", "Nenhum / none") if br else w.pick("Cable de poder", "Cable de poder y cable USB",
                                                                   "Ninguno / none"))
    w.kv("Diagnóstico técnico", "Pendente / pending" if br else "Pendiente / pending")
    needed = w.deadline_date()
    if needed:
        w.kv(w.pick("Cliente requiere el equipo para", "Needed by / Requerido para") if not br
             else "Cliente precisa até", needed)
    w.kv("Garantía" if not br else "Garantia", w.pick("Sí, 12 meses", "En revisión") if not br else "Sim, 12 meses")
    stamp_day = pr.date_text(w.doc.date, "dmy_abbr_up_pt" if br else "dmy_abbr_up")
    w.add("stamp", f"{'RECEBIDO' if br else 'RECIBIDO'} {stamp_day}")
    w.add("boxes", [("Assinatura cliente" if br else "Firma cliente", c.cust.contact, 0.5),
                    ("Recebido por (assistência técnica)" if br else "Recibió (servicio técnico)", TECHS[b.code], 0.5)])
    fee = w.m(None, Decimal({"MXN": 950, "COP": 180000, "CLP": 45000, "BRL": 250, "USD": 60}[c.currency]))
    w.add("small", f"Equipamento não retirado em 60 dias será cobrado armazenagem. Orçamento fora da garantia: {fee}"
          if br else f"El equipo no reclamado en 60 días causará almacenaje. Diagnóstico fuera de garantía: {fee}")


def warranty_web(w: W) -> None:
    c = w.case
    br = c.branch.code == "BR"
    w.add("head", SHOP)
    w.add("title", "Reclamo de garantía / Warranty claim" if not br else "Solicitação de garantia / Warranty claim")
    w.add("small", f"Formulario web - Enviado: {w.d('document_date', w.doc.date, 'dmy')} - Ticket web "
                   f"#{int(c.serial[-4:], 36) % 90000 + 10000}")
    w.add("gap")
    w.kv("Empresa / Company" if is_business(c.cust) else "Nombre / Name", w.name())
    if w.chance(0.6):
        w.kv("No. de cliente", w.ident("customer_id", c.customer_id))
    w.kv("Pedido / Order", w.ident("order_id", c.order_id))
    w.kv("Producto / Product", w.text("product_name", c.warranty_product))
    w.kv("Número de serie / Serial number", w.ident("serial_number", c.serial))
    w.kv("Describa la falla / Describe the problem", w.text("issue_description", c.issue))
    needed = w.deadline_date("dmy")
    if needed:
        w.kv("¿Para cuándo necesita el equipo? / Needed by", needed)
    w.kv("Número de caso asignado", w.ident("case_number", c.case_number))
    w.add("small", "Un técnico le contactará en 48 horas hábiles. Conserve su número de caso.")
