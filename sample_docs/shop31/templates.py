"""Alcántara's documents: the writer (EUR printed the Spanish, Portuguese or Andorran way, day-first dates with
Spanish, Portuguese or Catalan month names) and one template per document type, worded by the case's desk."""

from __future__ import annotations

import calendar
import random
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth, email_date, month_end
from sample_docs.shop31 import vocab as V

D, L = kit.digits, kit.letters


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'1.234,56 €' (Spain, Andorra), '€ 1 234,56' (Portugal) and their variants; always EUR."""
    whole, frac = f"{cents(amount):.2f}".split(".")
    dots = f"{int(whole):,}".replace(",", ".")
    spaces = f"{int(whole):,}".replace(",", NBSP)
    return {"es_sym": f"{dots},{frac}{NBSP}€", "es_tight": f"{dots},{frac}€", "es_eur": f"{dots},{frac}{NBSP}EUR",
            "es_plain": f"{whole},{frac}{NBSP}€", "pt_lead": f"€{NBSP}{spaces},{frac}",
            "pt_trail": f"{spaces},{frac}{NBSP}€", "pt_eur": f"{spaces},{frac}{NBSP}EUR",
            "ad_lead": f"EUR{NBSP}{dots},{frac}"}[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates: numeric (slash, dash, dot), ISO, and long forms in Spanish, Portuguese, Catalan or
    Iberian English ('14th of March 2026')."""
    s = NBSP
    if style in ("es_long", "pt_long"):
        return f"{d.day}{s}de{s}{V.MONTHS[style[:2]][d.month - 1]}{s}de{s}{d.year}"
    if style == "ca_long":
        m = V.MONTHS["ca"][d.month - 1]
        of = "d'" if m[0] in "ao" else "de" + s
        return f"{d.day}{s}{of}{m}{s}de{s}{d.year}"
    if style in ("es_abbr", "ca_abbr"):
        return f"{d.day:02d}-{V.MONTH_ABBR[style[:2]][d.month - 1]}-{d.year}"
    if style == "en_ordinal":
        return f"{kit._ordinal(d.day)}{s}of{s}{calendar.month_name[d.month]}{s}{d.year}"
    if style == "en_long":
        return f"{d.day}{s}{calendar.month_name[d.month]}{s}{d.year}"
    return {"num": d.strftime("%d/%m/%Y"), "dash": d.strftime("%d-%m-%Y"), "dot": d.strftime("%d.%m.%Y"),
            "iso": d.isoformat(), "short": d.strftime("%d/%m/%y")}[style]


MONEY_STYLES = {"es": ("es_sym", "es_sym", "es_tight", "es_eur", "es_plain"),
                "pt": ("pt_lead", "pt_lead", "pt_trail", "pt_eur", "es_sym"),
                "ad": ("es_sym", "ad_lead", "es_eur")}
DATE_STYLES = {"es": ("num", "es_long", "dash", "es_abbr", "es_long"), "pt": ("num", "pt_long", "iso", "dash"),
               "ad": ("num", "ca_long", "dot", "ca_abbr")}
PROSE_DATE_STYLES = {"es": ("num", "en_ordinal", "en_long", "es_long"), "pt": ("num", "en_ordinal", "pt_long"),
                     "ad": ("num", "en_long", "ca_long")}


class AlcantaraWriter(kit.ShopWriter):
    vocab = V
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case, doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        self.loc = case.desk
        self.money_style = rng.choice(MONEY_STYLES[self.loc])
        prose = doc.doc_type in ("refund_request", "customer_letter")
        self.date_style = rng.choice((PROSE_DATE_STYLES if prose else DATE_STYLES)[self.loc])
        winter, summer = V.TZ[self.loc]
        self.tz = {"EUR": summer if doc.date >= date(2026, 3, 29) else winter}

    def label(self, key: str) -> str:
        return self.rng.choice(V.LABELS[self.loc][key])

    def say(self, es: str, pt: str, ad: str) -> str:
        """The desk's own wording."""
        return {"es": es, "pt": pt, "ad": ad}[self.loc]

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """A relative phrase of the customer's (a third of the time, when allowed) or a printed date."""
        r = self.rng
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(V.RELATIVE_DEADLINES[self.loc])
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        return r.choice(V.DEADLINE_WORDS).format(self.date_text(d, self.date_style)), d

    def email_sent(self, d: date, hour: int, minute: int, currency: str) -> str:
        """An Outlook 'Sent:' value, in English or in the desk's language."""
        if self.rng.random() < 0.5:
            return kit.email_sent(d, hour, minute, False)
        lang = "ca" if self.loc == "ad" else self.loc
        m = V.MONTHS[lang][d.month - 1]
        return f"{V.WEEKDAYS[lang][d.weekday()]}, {d.day} de {m} de {d.year} {hour:02d}:{minute:02d}"


# --------------------------------------------------------------------------- shared pieces


def head(w: AlcantaraWriter, title: str) -> None:
    w.add("head", V.SHOP_NAMES[w.loc])
    w.add("small", V.LETTERHEAD[w.loc])
    if w.rng.random() < 0.3:
        w.add("small", V.BRANCHES)
    w.add("gap")
    w.add("title", title)


def shop_mail(w: AlcantaraWriter, box: str, dept: str, subject: str) -> None:
    c, r, d = w.case, w.rng, w.doc.date
    sender = f"{V.SHOP} - {dept} <{box}@{V.DOMAINS[w.loc]}>"
    hour, minute = r.randrange(8, 19), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": sender, "Sent": w.email_sent(d, hour, minute, "EUR"), "To": f"{c.name} <{c.email}>",
                       "Subject": subject}
    else:
        w.doc.email = {"From": sender, "To": f"{c.name} <{c.email}>", "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz["EUR"])}


def customer_mail(w: AlcantaraWriter, subject: str, to_box: str = "") -> None:
    c, r, d = w.case, w.rng, w.doc.date
    to = f"{V.SHOP} <{to_box or r.choice(['clientes', 'devoluciones', 'sat'])}@{V.DOMAINS[w.loc]}>"
    hour, minute = r.randrange(7, 23), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": f"{c.name} <{c.email}>", "Sent": w.email_sent(d, hour, minute, "EUR"), "To": to,
                       "Subject": subject}
    else:
        w.doc.email = {"From": f"{c.name} <{c.email}>", "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz["EUR"])}
    w.set("document_date", date_truth(d))


def tax_id(w: AlcantaraWriter) -> str:
    """A customer's tax number, printed beside the customer as a distractor."""
    r = w.rng
    if w.loc == "pt":
        return f"NIF: {r.choice('125')}{D(r, 2)} {D(r, 3)} {D(r, 3)}"
    if w.loc == "ad":
        return f"NRT: {r.choice('FL')}-{D(r, 6)}-{r.choice('ABCDEX')}"
    if "company" in w.case.flags:
        return f"CIF: B{D(r, 8)}"
    return f"NIF: {D(r, 8)}{r.choice('TRWAGMYFPDXBNJZSQVHLCKE')}"


def letter_sender(w: AlcantaraWriter) -> None:
    """A printed letter's sender block and its 'City, date' line (the document date)."""
    c, r = w.case, w.rng
    w.add("line", c.name)
    for part in c.address.split(", "):
        w.add("line", part)
    w.add("gap")
    town = c.address.split(", ")[-1].split(" ", 1)[1]
    printed = w.date("document_date", w.doc.date)
    w.add("rline", f"{town}, {printed}" if r.random() < 0.6 else printed)
    w.add("gap")
    w.add("line", f"{V.SHOP_NAMES[w.loc]} - {w.say('Atención al cliente', 'Apoio ao cliente', 'Atenció al client')}")
    w.add("gap")


def sign(w: AlcantaraWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.loc]))
    w.text("customer_name", c.name)
    short = kit.is_mail(w) and r.random() < 0.3  # the From header carries the full name
    w.add("line", c.name.split(" ")[0] if short else c.name)
    if "company" in c.flags:
        w.add("line", c.company)
    if kit.is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        who = f"{V.SHOP} <clientes@{V.DOMAINS[w.loc]}>"
        w.add("line", w.say(f"El {earlier.strftime('%d/%m/%Y')}, {who} escribió:",
                            f"Em {earlier.strftime('%d/%m/%Y')}, {who} escreveu:",
                            f"El {earlier.strftime('%d/%m/%Y')}, {who} va escriure:"))
        w.add("quote", V.AUTO_REPLY[w.loc])


def we(w: AlcantaraWriter, plural: str, singular: str) -> str:
    return plural if "company" in w.case.flags else singular


# --------------------------------------------------------------------------- templates


def invoice(w: AlcantaraWriter) -> None:
    """Factura / factura simplificada (Zaragoza), fatura / fatura-recibo with ATCUD (Porto), factura with IGI
    (Andorra)."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    head(w, r.choice(V.INVOICE_TITLES[c.inv_kind]))
    if w.loc == "pt":
        w.add("line", f"ATCUD: {L(r, 8)}-{c.invoice_number.split('/')[-1]}    Original")
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("line", c.address)
    if c.inv_kind != "simplificada" or r.random() < 0.5:
        w.add("line", tax_id(w))
    w.add("gap")
    codes = {p: V.ARTICLE_CODES[i] for i, (p, _) in enumerate(V.PRODUCTS)}
    rows = [[p if len(p) > 38 else f"{codes[p]}{D(r, 4)} {p}", str(q), w.money(None, u), w.money(None, cents(q * u))]
            for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[w.loc]), rows)
    w.add("gap")
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_LABELS[w.loc]), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif r.random() < 0.5:
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    due = w.doc.date + timedelta(days=r.choice([0, 30, 60]))
    if w.loc == "es":
        w.add("para", f"Forma de pago: transferencia a Ibercaja ES58 2085 0138 41 0330{D(r, 6)}. "
                      f"Vencimiento: {due.strftime('%d/%m/%Y')}." if c.inv_kind == "factura" else
                      "IVA incluido. Pagado con tarjeta en mostrador (TPV). Gracias por su compra.")
    elif w.loc == "pt":
        if c.inv_kind == "fatura":
            w.add("line", "Pagamento por Multibanco / ATM payment:")
            w.add("line", f"Entidade 21{D(r, 3)}   Referência {D(r, 3)} {D(r, 3)} {D(r, 3)}   "
                          f"Valor {w.money(None, c.total)}")
            w.add("line", f"Data de vencimento: {due.strftime('%d-%m-%Y')}")
        else:
            w.add("line", f"Pago por MB WAY em {w.doc.date.strftime('%d-%m-%Y')}. Recibo incluído.")
        w.add("small", f"{L(r, 4, 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ')}-Processado por programa "
                       f"certificado n.º 2871/AT")
    else:
        w.add("para", f"Pagament: transferència a Andbank AD12 0006 0008 {D(r, 4)} {D(r, 4)}. "
                      f"Venciment: {due.strftime('%d/%m/%Y')}.")
    kit.terms_page(w, V.TERMS_PAGE[w.loc], 0.4)


def order_confirmation(w: AlcantaraWriter) -> None:
    """The web shop's order e-mail or a printed order confirmation (with a Multibanco reference in Portugal)."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if kit.is_mail(w):
        shop_mail(w, w.say("pedidos", "encomendas", "comandes"), w.say("Pedidos", "Encomendas", "Comandes"),
                  w.say(f"Confirmación de su pedido {c.order_id}", f"Encomenda {c.order_id} registada",
                        f"Confirmació de la comanda {c.order_id}"))
        hello = w.say("Hola", "Olá", "Hola") if r.random() < 0.5 else "Dear"
        w.add("para", f"{hello} {w.text('customer_name', name)},")
    else:
        head(w, w.say("CONFIRMACIÓN DE PEDIDO / ORDER CONFIRMATION", "CONFIRMAÇÃO DE ENCOMENDA / ORDER CONFIRMATION",
                      "CONFIRMACIÓ DE COMANDA / ORDER CONFIRMATION"))
    if kit.is_mail(w) and r.random() < 0.5:
        w.add("para", w.say(
            "hemos recibido su pedido {o} con fecha {d}. Importe total con IVA: {t}.",
            "recebemos a sua encomenda {o} de {d}. Valor total com IVA: {t}.",
            "hem rebut la seva comanda {o} del dia {d}. Import total: {t}.").format(
            o=w.ident("order_id", c.order_id), d=w.date("order_date", c.order_date), t=w.money("order_total", c.total)))
        if est:
            w.add("para", w.say("Fecha prevista de entrega: {}.", "Data prevista de entrega: {}.",
                                "Data prevista de lliurament: {}.").format(w.date("delivery_estimate", est)))
        if cust:
            w.add("para", w.say("Su código de cliente es {}.", "O seu número de cliente é {}.",
                                "El seu codi de client és {}.").format(w.ident("customer_id", c.customer_id)))
    else:
        pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("order_date"), w.date("order_date", c.order_date))]
        if cust:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        w.block(pairs)
        if not kit.is_mail(w):
            w.kv(w.label("customer_name"), w.text("customer_name", name))
        w.add("gap")
        for p, q, u in c.items:
            w.add("line", f"{q} x {p}  ...  {w.money(None, cents(q * u))}")
        w.add("line", w.say("Portes: gratuitos (pedido > 150 €)", "Portes: grátis", "Ports: inclosos"))
        w.add("gap")
        pairs = [(w.label("oc_total"), w.money("order_total", c.total))]
        if est:
            pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        w.block(pairs)
    if w.loc == "pt" and r.random() < 0.6:
        w.add("gap")
        w.add("line", f"Multibanco - Entidade 11{D(r, 3)} | Referência {D(r, 3)} {D(r, 3)} {D(r, 3)} | "
                      f"Valor {w.money(None, c.total)}")
        w.add("small", f"Referência válida até {(c.order_date + timedelta(days=3)).strftime('%d/%m/%Y')}.")
    w.add("gap")
    w.add("line", w.say("Dirección de entrega:", "Morada de entrega:", "Adreça de lliurament:"))
    w.add("line", c.address)


def shipping_notice(w: AlcantaraWriter) -> None:
    """Albarán de entrega / guia de remessa (with ATCUD and load/unload places) / albarà, or the warehouse's
    dispatch e-mail."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    if kit.is_mail(w):
        shop_mail(w, "logistica", w.say("Logística", "Logística", "Logística"),
                  w.say(f"Su pedido {c.order_id} ha salido de nuestro almacén", f"Encomenda {c.order_id} expedida",
                        f"La comanda {c.order_id} ja és en camí"))
        w.add("para", w.say("Estimado/a {}, le informamos de que su pedido ya está en manos de la agencia.",
                            "Caro(a) {}, a sua encomenda já foi entregue à transportadora.",
                            "Benvolgut/da {}, la seva comanda ja és a l'agència de transport.").format(
            w.text("customer_name", c.name)))
    else:
        head(w, w.say("ALBARÁN DE ENTREGA / DELIVERY NOTE", "GUIA DE REMESSA / DELIVERY NOTE",
                      "ALBARÀ DE LLIURAMENT / DELIVERY NOTE"))
        w.add("line", w.say(f"Albarán nº ALB-{D(r, 6)}", f"Guia GR2026/{D(r, 3)}    ATCUD: {L(r, 8)}-{D(r, 3)}",
                            f"Albarà núm. {D(r, 6)}"))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not kit.is_mail(w):
        pairs.append((w.label("ship_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    if w.loc == "pt" and not kit.is_mail(w):
        w.add("line", f"Local de carga: Rua de Campanhã 402, Porto    Local de descarga: {c.address}")
        w.add("line", f"Matrícula viatura: {D(r, 2)}-{L(r, 2, 'ABCDEFGHJKLMNPRSTVXZ')}-{D(r, 2)}")
    w.add("gap")
    w.add("grid", [w.say("Artículo", "Artigo", "Article"), w.say("Uds.", "Qtd.", "Unit.")],
          [[p, str(q)] for p, q, _ in c.items])
    w.add("line", w.say(f"Bultos: {len(c.items)}   Peso: {r.randrange(2, 40)} kg",
                        f"Volumes: {len(c.items)}   Peso bruto: {r.randrange(2, 40)} kg",
                        f"Bultos: {len(c.items)}   Pes: {r.randrange(2, 40)} kg"))
    if not kit.is_mail(w):
        w.add("gap")
        w.add("line", w.say("Recibí conforme (firma y sello): ______________",
                            "Recebi / Received by: ______________  Carimbo",
                            "Rebut (signatura i segell): ______________"))


def refund_request(w: AlcantaraWriter) -> None:
    """The web returns form, a WhatsApp chat forwarded by the sales rep, or the customer's e-mail or letter."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        returns_form(w)
    elif kit.is_mail(w) and "chat" in w.doc.style:
        whatsapp_chat(w)
    else:
        request_letter(w)


def returns_form(w: AlcantaraWriter) -> None:
    c, r = w.case, w.rng
    title = w.say("Solicitud de devolución / Return request", "Pedido de devolução / Return request",
                  "Sol·licitud de devolució / Return request")
    if kit.is_mail(w):
        customer_mail(w, f"[Web] {title} - {c.order_id}", "devoluciones")
        w.add("para", w.say("Formulario enviado desde alcantara-fi.es/devoluciones:",
                            "Formulário enviado a partir de alcantara-fi.pt/devolucoes:",
                            "Formulari enviat des d'alcantara-fi.ad:"))
    else:
        head(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not kit.is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.add("gap")
    w.add("line", w.say("Observaciones / Comments:", "Observações / Comments:", "Observacions / Comments:"))
    w.add("para", _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"]))


def whatsapp_chat(w: AlcantaraWriter) -> None:
    """A WhatsApp export ('14/03/26, 10:42 - Name: text') forwarded to returns by the sales rep."""
    c, r = w.case, w.rng
    rep = w.say("Sergio (comercial)", "Tiago (comercial)", "Jordi (comercial)")
    shop_mail(w, "comercial", rep.split(" ")[0], f"FW: WhatsApp {c.name} - devolución {c.order_id}")
    w.doc.email["To"] = f"{V.SHOP} Devoluciones <devoluciones@{V.DOMAINS[w.loc]}>"
    w.set("document_date", date_truth(w.doc.date))
    w.add("para", w.say("Os reenvío la conversación de WhatsApp con el cliente para que abráis la devolución.",
                        "Reencaminho a conversa de WhatsApp com o cliente para abrirem a devolução.",
                        "Us reenvio la conversa de WhatsApp amb el client per obrir la devolució."))
    w.add("gap")
    day = w.doc.date.strftime("%d/%m/%y")
    stamp = lambda m: f"{day}, {10 + m // 60}:{m % 60:02d} -"  # noqa: E731
    who = w.text("customer_name", c.name)
    w.add("line", f"{stamp(3)} {who}: Hello, good morning. I write you about the order "
                  f"{w.ident('order_id', c.order_id)}")
    w.add("line", f"{stamp(4)} {who}: We have a problem, {w.text('return_reason', c.reason)}")
    w.add("line", f"{stamp(11)} {rep}: Buenos días, sorry for that. Which article and how much was it?")
    w.add("line", f"{stamp(15)} {who}: The {c.return_item[0]}, we paid {w.money('refund_requested', c.requested)}")
    sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("line", f"{stamp(16)} {who}: {sentence}")
    w.add("line", f"{stamp(20)} {rep}: OK, I pass it to the returns department today")


def request_letter(w: AlcantaraWriter) -> None:
    c, r = w.case, w.rng
    if kit.is_mail(w):
        customer_mail(w, r.choice([f"Devolución pedido {c.order_id}", f"Return of order {c.order_id}",
                                   f"Claim order {c.order_id} - return and refund"]))
    else:
        letter_sender(w)
        w.add("line", f"{w.say('Asunto', 'Assunto', 'Assumpte')} / Subject: "
                      f"{w.say('Devolución', 'Devolução', 'Devolució')} - "
                      f"{w.ident('order_id', c.order_id)}")
        w.add("gap")
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (client code {w.ident('customer_id', c.customer_id)})"
    w.add("para", f"{we(w, 'We', 'I')} write you regarding the {ref}. {we(w, 'We', 'I')} want to return the "
                  f"{c.return_item[0]} because {w.text('return_reason', c.reason)}.")
    w.add("para", r.choice(["The amount of this article was {} with " + w.say("IVA", "IVA", "IGI") + " included.",
                            we(w, "We", "I") + " want the refund of {}, the price we paid.",
                            "Total to refund: {}."]).format(w.money("refund_requested", c.requested)))
    w.add("para", _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"]))
    sign(w)


def refund_approval(w: AlcantaraWriter) -> None:
    """The returns desk's decision: a resolution form, a credit document (factura rectificativa, nota de crédito,
    factura d'abonament) or an e-mail; rejections state no amount."""
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    credit_doc = not rejected and not kit.is_mail(w) and r.random() < 0.45
    if kit.is_mail(w):
        shop_mail(w, w.say("devoluciones", "devolucoes", "devolucions"),
                  w.say("Devoluciones", "Devoluções", "Devolucions"),
                  w.say(f"Resolución devolución {c.case_number}", f"Decisão sobre a devolução {c.case_number}",
                        f"Resolució devolució {c.case_number}"))
        w.add("para", w.say("Estimado/a {}:", "Caro(a) {},", "Benvolgut/da {},").format(
            w.text("customer_name", c.name)))
    elif credit_doc:
        head(w, w.say("FACTURA RECTIFICATIVA (ABONO)", "NOTA DE CRÉDITO / CREDIT NOTE",
                      "FACTURA D'ABONAMENT / CREDIT NOTE"))
        num = w.say(f"R26/{D(r, 5)}", f"NC2026/{D(r, 3)}", f"AB-26{D(r, 4)}")
        w.add("line", w.say(f"Nº rectificativa: {num} · Rectifica a la factura {c.invoice_number}",
                            f"Nota de crédito {num} · ATCUD {L(r, 8)}-{num.split('/')[-1]} · "
                            f"Ref.ª fatura {c.invoice_number}",
                            f"Núm. {num} · Factura d'origen {c.invoice_number}"))
        w.add("line", f"{c.name}  {tax_id(w)}")
        w.text("customer_name", c.name)
    else:
        head(w, w.say("RESOLUCIÓN DE DEVOLUCIÓN / RETURN DECISION", "DECISÃO DE DEVOLUÇÃO / RETURN DECISION",
                      "RESOLUCIÓ DE DEVOLUCIÓ / RETURN DECISION"))
        w.kv(w.label("customer_name"), w.text("customer_name", c.name))
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("approval_date"), w.date("approval_date", w.doc.date)))
    status = "rejected" if rejected else "approved"
    pairs.append((w.label("refund_status"), r.choice(V.STATUS_WORDS[status][w.loc])))
    w.set("refund_status", status)
    w.block(pairs)
    w.add("gap")
    if rejected:
        w.add("para", V.REJECT_WHY[w.loc])
        w.add("para", w.say("El material queda a su disposición en nuestro almacén durante 30 días.",
                            "O material fica à sua disposição no armazém durante 30 dias.",
                            "El material resta a la seva disposició durant 30 dies."))
        return
    money = []
    if r.random() < 0.55:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        fee_words = V.FEE_WORDS[c.fee_basis][w.loc]
        money.append((f"{fee_words} {w.say('condonados', 'dispensada', 'condonades')}", f"{c.waiver}{NBSP}%"))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    elif c.eligible != c.requested:
        money.append((V.FEE_WORDS[c.fee_basis][w.loc], w.money(None, c.eligible - c.requested)))
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    promised = c.promised if r.random() < 0.6 else None
    if promised and r.random() < 0.5:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
        promised = None
    w.block(money)
    w.add("gap")
    if promised:
        w.add("para", w.say("Recibirá el abono por el mismo medio de pago antes del {}.",
                            "O reembolso será creditado pelo mesmo meio de pagamento até {}.",
                            "Rebrà l'abonament pel mateix mitjà de pagament abans del {}.").format(
            w.date("promised_date", promised)))
    elif "promised_date" not in w.doc.fields:
        w.add("para", w.say("El abono se realiza en un plazo de 5 a 10 días hábiles.",
                            "O reembolso é efetuado em 5 a 10 dias úteis.",
                            "L'abonament es fa en un termini de 5 a 10 dies feiners."))
    if credit_doc and w.loc == "pt":
        w.add("small", "Processado por programa certificado n.º 2871/AT")


def refund_execution(w: AlcantaraWriter) -> None:
    """Proof the refund left: Bizum or SEPA transfer receipt (Ibercaja), card refund (Redsys), MB WAY or CGD
    transfer (Portugal), Andbank transfer (Andorra)."""
    c, r = w.case, w.rng
    title = {"bizum": "Bizum - Envío realizado / Payment sent",
             "transfer_es": "Ibercaja - Justificante de transferencia SEPA",
             "card": "Devolución a tarjeta (TPV Redsys) / Card refund",
             "mbway": "MB WAY - Transferência efetuada",
             "transfer_pt": "Caixa Geral de Depósitos - Comprovativo de transferência",
             "transfer_ad": "Andbank - Comprovant de transferència"}[c.pay_method]
    if kit.is_mail(w):
        shop_mail(w, "administracion", w.say("Administración", "Contabilidade", "Administració"),
                  w.say(f"Abono realizado - pedido {c.order_id}", f"Reembolso efetuado - encomenda {c.order_id}",
                        f"Abonament fet - comanda {c.order_id}"))
        w.add("para", w.say("Estimado/a {}, le adjuntamos el justificante de la devolución:",
                            "Caro(a) {}, segue o comprovativo do reembolso:",
                            "Benvolgut/da {}, li adjuntem el comprovant de l'abonament:").format(
            w.text("customer_name", c.name)))
        w.add("gap")
        w.add("line", title)
    else:
        w.add("head", title)
        w.add("small", w.say("Ordenante: ALCÁNTARA FERRETERÍA INDUSTRIAL SL", "Ordenante: ALCÁNTARA FERRAGENS LDA",
                             "Ordenant: ALCÁNTARA FERRETERIA INDUSTRIAL ANDORRA SLU"))
        w.add("gap")
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not kit.is_mail(w):
        pairs.append((w.label("payee"), w.text("customer_name", c.name)))
    if c.pay_method in ("bizum", "mbway"):
        pairs.append((w.say("Teléfono", "Telemóvel", "Telèfon"),
                      w.say(f"+34 6** *** {D(r, 3)}", f"+351 91* *** {D(r, 3)}", f"+376 3** {D(r, 3)}")))
    elif c.pay_method == "card":
        pairs.append((w.say("Tarjeta", "Cartão", "Targeta"), f"**** **** **** {D(r, 4)}"))
    else:
        pairs.append(("IBAN", w.say(f"ES{D(r, 2)} **** **** **** {D(r, 4)}", f"PT50 **** **** **** {D(r, 4)}",
                                    f"AD{D(r, 2)} **** **** {D(r, 4)}")))
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((w.say("Concepto", "Descritivo", "Concepte"), f"DEVOL {w.ident('order_id', c.order_id)}"))
    w.block(pairs)
    w.kv(w.label("refund_status") if r.random() < 0.5 else w.say("Estado operación", "Estado", "Estat"),
         r.choice(V.STATUS_WORDS["executed"][w.loc]))
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", w.say("Este justificante no es válido como factura.", "Este comprovativo não serve de fatura.",
                             "Aquest comprovant no és vàlid com a factura."))


def warranty_form(w: AlcantaraWriter) -> None:
    """Parte de garantía / pedido de assistência / full de garantia: the printed SAT form or the web form's copy."""
    c, r = w.case, w.rng
    title = w.say("Parte de garantía (SAT) / Warranty claim", "Pedido de assistência em garantia / Warranty claim",
                  "Full de garantia / Warranty claim")
    if w.doc.fmt == "text":
        customer_mail(w, f"{title.split(' /')[0]}: {c.warranty_product}", "sat")
        w.add("para", w.say("Copia del formulario de garantía enviado desde la web:",
                            "Cópia do formulário de garantia enviado pelo site:",
                            "Còpia del formulari de garantia enviat des del web:"))
    else:
        head(w, title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt != "text":
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("customer_name"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice([w.say("[x] Reparación  [ ] Sustitución  [ ] Abono",
                                  "[x] Reparação  [ ] Substituição  [ ] Crédito",
                                  "[x] Reparació  [ ] Substitució  [ ] Abonament"),
                            w.say("Se adjunta copia de la factura: sí", "Cópia da fatura anexada: sim",
                                  "S'adjunta còpia de la factura: sí")]))
    if w.doc.fmt != "text":
        w.add("gap")
        w.add("line", w.say(f"Firma del cliente: {c.name}", f"Assinatura: {c.name}", f"Signatura: {c.name}"))


def customer_letter(w: AlcantaraWriter) -> None:
    """The customer chasing: the refund, the repair, a parcel that did not arrive, or a rejection."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    if kit.is_mail(w):
        customer_mail(w, r.choice([f"RE: order {c.order_id}", f"Reclamación pedido {c.order_id}",
                                   f"Urgent - {c.order_id}"]))
    else:
        letter_sender(w)
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75:
        refs.insert(0, f"your reference {w.ident('case_number', c.case_number)}")
    if r.random() < 0.35:
        refs.append(f"client number {w.ident('customer_id', c.customer_id)}")
    if not kit.is_mail(w):
        w.add("line", "Ref.: " + ", ".join(refs))
        w.add("gap")
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    if kit.is_mail(w):
        w.add("para", r.choice(["I write you again about {}.", "This is in relation with {}.",
                                "Following my last e-mail about {}."]).format(", ".join(refs)))
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice([
                "In your e-mail you confirmed a refund of {} but until today we have not received anything.",
                "Your colleague approved the abono of {} more than one week ago and the money is still not in "
                "our account.",
                "We are still waiting for the {} that you accepted to return us."]).format(
                w.money("refund_approved", quoted)))
        else:
            w.add("para", "You accepted the return of the material but the money has not arrived to our account.")
        dl, no_dl = V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", f"The abono of {w.money('refund_approved', quoted)} for the other article arrived "
                          "correctly, thank you.")
        w.add("para", f"We sent the {c.warranty_product} to your SAT for the guarantee some weeks ago and nobody "
                      "has called us since then.")
        dl, no_dl = V.EXPECT_REPAIR_DL, V.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", "The agency shows the parcel in transit since several days and nobody answers the phone in "
                      "the delegation.")
        dl = no_dl = V.EXPECT_DELIVERY_DL
    else:
        w.add("para", "We do not agree with your answer about the return: the material arrived like this and we "
                      "have photos of the pallet when we opened it.")
        dl = no_dl = V.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["The planning of our works has changed, so please note the new date.",
                                "Attention, the date is not the same as in my previous message."]))
    w.add("para", _expectation(w, dl, no_dl, w.doc.style["deadline_value"]) + " "
          + r.choice(["Thank you for your help.", "Waiting for your news.", "Thanks in advance."]))
    sign(w)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
