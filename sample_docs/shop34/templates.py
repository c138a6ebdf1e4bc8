"""Tanabana's documents: the writer (rupees and taka in lakh grouping, Sri Lankan rupees in thousands, "/-" and "/="
endings, day-first dates in a dozen styles) and one template per document type, each with several forms: sales tax
invoices, Mushak-6.3 challans and tax invoices; pro-formas and order acknowledgements; delivery challans; customers'
letters on factory letterhead, debit notes and return forms; forwarded WhatsApp chats; claim advices and credit notes;
bank transfer advices (IBFT, RTGS, BEFTN, CEFTS, SLIPS) and cheque vouchers; warranty and service forms."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import shop_kit as kit
from sample_docs.documents import Writer
from sample_docs.formatting import NBSP, cents, date_truth, email_date, month_end
from sample_docs.shop34 import vocab as V

S = NBSP
MONEY_STYLES = {"PKR": ("rs", "rs", "pkr", "rs_dash", "rs_west", "rs_tight"), "BDT": ("tk", "tk", "bdt", "tk_eq", "bdt_west"),
                "LKR": ("lk_rs", "lkr", "lkr", "lk_dash")}
CUSTOMER_MONEY = {"PKR": ("rs", "rs_dash", "rs_plain", "pkr"), "BDT": ("tk", "tk_eq", "bdt", "tk_plain"),
                  "LKR": ("lk_rs", "lkr", "lk_dash", "lk_plain")}
DATE_STYLES = {"pk": ("dmy_dash", "dmy_slash", "d_mon_y", "ord", "ord_comma", "d_month_y", "dmy2"),
               "bd": ("dmy_slash", "dmy_dot", "d_mon_y", "mdy_long", "ord", "d_month_y"),
               "lk": ("ymd_dot", "iso", "dmy_slash", "d_month_y", "ord", "mdy_long")}
CUSTOMER_TYPES = ("refund_request", "customer_letter")


# --------------------------------------------------------------------------- value printing


def lakh(whole: int) -> str:
    """Indian-system grouping: 1,25,000 and 12,50,000 (the last three digits, then pairs)."""
    s = str(whole)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    pairs = []
    while len(head) > 2:
        pairs.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *pairs, tail])


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'Rs. 1,25,000.00', 'PKR 1,25,000.00', 'Rs. 1,25,000/-', 'Tk. 1,25,000.00', 'Tk 1,25,000/=', 'BDT 125,000.00',
    'Rs. 125,000.00' and 'LKR 125,000.00' (Sri Lanka groups by thousands); customers also write 'Rs. 125000/-'."""
    a = cents(amount)
    whole, frac = f"{a:.2f}".split(".")
    ind, west = f"{lakh(int(whole))}.{frac}", f"{int(whole):,}.{frac}"
    round_ = frac == "00"
    return {
        "rs": f"Rs.{S}{ind}", "pkr": f"PKR{S}{ind}", "rs_tight": f"Rs.{ind}", "rs_west": f"Rs.{S}{west}",
        "rs_dash": f"Rs.{S}{lakh(int(whole))}/-" if round_ else f"Rs.{S}{ind}",
        "rs_plain": f"Rs.{S}{whole}/-" if round_ else f"Rs.{S}{whole}.{frac}",
        "tk": f"Tk.{S}{ind}", "bdt": f"BDT{S}{ind}", "bdt_west": f"BDT{S}{west}",
        "tk_eq": f"Tk{S}{lakh(int(whole))}/=" if round_ else f"Tk.{S}{ind}",
        "tk_plain": f"Tk{S}{whole}/=" if round_ else f"Tk{S}{whole}.{frac}",
        "lk_rs": f"Rs.{S}{west}", "lkr": f"LKR{S}{west}",
        "lk_dash": f"Rs.{S}{int(whole):,}/-" if round_ else f"Rs.{S}{west}",
        "lk_plain": f"LKR{S}{whole}/-" if round_ else f"LKR{S}{whole}.{frac}",
    }[style]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """Day-first dates the way South Asian offices write them: 12-03-2026, 12/03/2026, 12.03.2026, 12-Mar-2026,
    12th March 2026, 12th March, 2026, 12 March 2026, 12/03/26; Sri Lanka also 2026.03.12 and 2026-03-12; and the
    long month-first 'March 12, 2026' some desks' letters use."""
    month, mon = calendar.month_name[d.month], calendar.month_abbr[d.month]
    return {
        "dmy_dash": f"{d.day:02d}-{d.month:02d}-{d.year}", "dmy_slash": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dmy_dot": f"{d.day:02d}.{d.month:02d}.{d.year}", "d_mon_y": f"{d.day:02d}-{mon}-{d.year}",
        "ord": f"{_ordinal(d.day)}{S}{month}{S}{d.year}", "ord_comma": f"{_ordinal(d.day)}{S}{month},{S}{d.year}",
        "d_month_y": f"{d.day}{S}{month}{S}{d.year}", "dmy2": f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}",
        "ymd_dot": f"{d.year}.{d.month:02d}.{d.day:02d}", "iso": d.isoformat(),
        "mdy_long": f"{month}{S}{d.day},{S}{d.year}", "d_mon_y_sp": f"{d.day:02d}{S}{mon}{S}{d.year}",
    }[style]


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
         "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_1000(n: int) -> list[str]:
    out = []
    if n >= 100:
        out += [_ONES[n // 100], "Hundred"]
        n %= 100
    if n >= 20:
        out.append(_TENS[n // 10])
        n %= 10
    if n:
        out.append(_ONES[n])
    return out


def in_words(n: int, indian: bool) -> str:
    """An amount in words: Indian system (Crore, Lakh, Thousand) or international (Million, Thousand)."""
    words: list[str] = []
    units = [(10_000_000, "Crore"), (100_000, "Lakh"), (1000, "Thousand")] if indian else \
        [(1_000_000, "Million"), (1000, "Thousand")]
    for size, name in units:
        if n >= size:
            words += _below_1000(n // size) + [name]
            n %= size
    words += _below_1000(n)
    return " ".join(words) or "Zero"


def amount_words(amount: Decimal, currency: str) -> str:
    """'Rupees One Lakh Twenty Five Thousand Only', 'Taka ... and Paisa Fifty Only'."""
    a = cents(amount)
    whole, frac = int(a), int((a - int(a)) * 100)
    unit = {"PKR": ("Rupees", "Paisa"), "BDT": ("Taka", "Paisa"), "LKR": ("Rupees", "Cents")}[currency]
    text = f"{unit[0]} {in_words(whole, currency != 'LKR')}"
    if frac:
        text += f" and {unit[1]} {in_words(frac, True)}"
    return text + " Only"


class TanabanaWriter(kit.ShopWriter):
    """Prints in the desk country's conventions; customers write their own money and date styles."""

    vocab = V
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case, doc, rng):  # noqa: D107 - the kit's writer, keyed by country
        Writer.__init__(self, schema, case, doc, rng)
        self.desk, self.country = case.desk, case.country
        customer = doc.doc_type in CUSTOMER_TYPES
        self.money_style = rng.choice((CUSTOMER_MONEY if customer else MONEY_STYLES)[case.currency])
        self.date_style = rng.choice(DATE_STYLES[self.country])
        dv = doc.style.get("deadline_value")
        if isinstance(dv, str) and dv in V.UNRESOLVED_KEYS:
            doc.style["deadline_value"] = V.UNRESOLVED[self.country][V.UNRESOLVED_KEYS.index(dv)]

    def label(self, key: str) -> str:
        return self.rng.choice(V.LABELS[self.country][key])

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """Relative words (resolved against the document date) or a date after a preposition."""
        r = self.rng
        if allow_relative and r.random() < 0.4:
            words, rule = r.choice(V.RELATIVE_DEADLINES[self.country])
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        style = self.date_style if self.date_style != "dmy2" else "ord"
        return r.choice(V.DEADLINE_WORDS).format(date_text(d, style)), d

    def sys_date(self, name: str | None, d: date) -> str:
        """A date the way a bank or ERP prints it: 12-03-2026, 12/03/2026, 12-MAR-2026 or ISO."""
        saved = self.date_style
        self.date_style = self.rng.choice(["dmy_dash", "dmy_slash", "d_mon_y", "iso" if self.country == "lk" else "dmy_dash"])
        out = self.date(name, d)
        self.date_style = saved
        return out


# --------------------------------------------------------------------------- shared pieces


def is_mail(w: TanabanaWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def para(w: TanabanaWriter, text: str) -> None:
    w.add("para", text.replace("/-.", "/-").replace("/=.", "/=").replace("..", "."))


def name_of(w: TanabanaWriter) -> str:
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name


def mr(case, name: str) -> str:
    return f"{case.honorific} {name}"


def company(w: TanabanaWriter) -> str:
    return V.COMPANY[w.country]


def letterhead(w: TanabanaWriter) -> None:
    w.add("head", company(w))
    w.add("small", w.rng.choice(V.TAGLINE[w.country]))
    w.add("small", V.LEGAL[w.desk])
    w.add("gap")


def our_ref(w: TanabanaWriter, kind: str) -> str:
    """The shop's own outward reference on a letter (a distractor beside the customer's references)."""
    city = {"khi": "KHI", "lhe": "LHE", "dac": "DHK", "cgp": "CTG", "cmb": "CMB"}[w.desk]
    return f"Ref: TIS/{city}/{kind}/2026/{kit.digits(w.rng, 3)}"


def _hms(w: TanabanaWriter, lo: int, hi: int) -> tuple[int, int, int]:
    return w.rng.randrange(lo, hi), w.rng.randrange(60), w.rng.randrange(60)


def outlook_sent(d: date, h: int, m: int, month_first: bool) -> str:
    wd, month = calendar.day_name[d.weekday()], calendar.month_name[d.month]
    clock = f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return f"{wd}, {month} {d.day}, {d.year} {clock}" if month_first else f"{wd}, {d.day} {month} {d.year} {clock}"


def headers(w: TanabanaWriter, sender: str, to: str, subject: str, hours: tuple[int, int], cc: str | None = None) -> None:
    """E-mail headers; a message pasted from Outlook (text only) carries 'Sent:' instead of a Date header."""
    d, (h, m, s) = w.doc.date, _hms(w, *hours)
    if w.doc.fmt == "text" and w.rng.random() < 0.5:
        w.doc.email = {"From": sender, "Sent": outlook_sent(d, h, m, w.country == "bd" and w.rng.random() < 0.5),
                       "To": to, "Subject": subject}
    else:
        w.doc.email = {"From": sender, "To": to, "Subject": subject, "Date": email_date(d, h, m, s, V.TZ[w.country])}
    if cc:
        w.doc.email["Cc"] = cc


def shop_mail(w: TanabanaWriter, dept: str, subject: str) -> None:
    c, r = w.case, w.rng
    who = r.choice(V.STAFF[w.desk])
    sender = f"{who} - {company(w).split(' (')[0]} <{V.SENDERS[dept]}.{w.desk}@{V.DOMAIN}>"
    cc = f"{V.SENDERS['orders']}.{w.desk}@{V.DOMAIN}" if r.random() < 0.3 else None
    headers(w, sender, f"{name_of(w)} <{c.email}>", subject, (9, 19), cc)


def customer_mail(w: TanabanaWriter, subject: str) -> None:
    c, r = w.case, w.rng
    to = f"{V.SHOP} <{V.SENDERS[r.choice(['returns', 'orders'])]}.{w.desk}@{V.DOMAIN}>"
    headers(w, f"{c.name} <{c.email}>", to, subject, (9, 23))
    w.set("document_date", date_truth(w.doc.date))


def to_block(w: TanabanaWriter, name: str) -> None:
    """The customer's address block on a printed shop paper: 'To,' / 'M/s.' the factory, 'Attn:' the person."""
    c, r = w.case, w.rng
    w.text("customer_name", name)
    form = r.randrange(3)
    if form == 0:
        w.add("line", "To,")
        w.add("line", f"{mr(c, name)}, {c.designation}")
        w.add("line", f"M/s. {c.business}")
        w.add("line", c.address)
    elif form == 1:
        w.add("line", f"M/s. {c.business}")
        w.add("line", c.address)
        w.add("line", f"Kind Attn: {mr(c, name)} ({c.designation})")
    else:
        w.add("line", c.business)
        w.add("line", c.address)
        w.kv(w.label("customer_name"), name)
    w.add("gap")


def buyer_reg(w: TanabanaWriter) -> str:
    """The buyer's registration numbers, distractors beside the party code."""
    c = w.case
    d = kit.digits
    return {"pk": f"Buyer NTN: {c.tax_no}   STRN: 32-{d(w.rng, 2)}-{d(w.rng, 4)}-{d(w.rng, 3)}-{d(w.rng, 2)}",
            "bd": f"Buyer's BIN: {c.tax_no}", "lk": f"Purchaser's VAT No: {c.tax_no}"}[w.country]


def terms_page(w: TanabanaWriter) -> None:
    if w.doc.fmt == "pdf_text" and w.rng.random() < 0.35:
        w.add("page")
        w.add("title", V.TERMS[0])
        for p in V.TERMS[1:]:
            w.add("para", p)


def sign_customer(w: TanabanaWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.country]))
    w.text("customer_name", c.name)
    short = is_mail(w) and r.random() < 0.2
    parts = c.name.split(" ")
    w.add("line", (parts[1] if parts[0] in ("Md.", "Muhammad", "Mohammad", "Abu") else parts[0]) if short else c.name)
    w.add("line", c.designation)
    if "we" in c.flags or r.random() < 0.5:
        w.add("line", c.business)
    if is_mail(w) and r.random() < 0.35:
        w.add("line", f"Cell: +{ {'pk': '92 3', 'bd': '880 1', 'lk': '94 7'}[w.country] }{kit.digits(r, 2)} {kit.digits(r, 7)}")
    if w.doc.fmt == "email" and r.random() < 0.25:
        w.add("line", r.choice(["Sent from my Samsung Galaxy", "Sent from my iPhone", "Sent from Outlook for Android"]))


def quote_earlier(w: TanabanaWriter) -> None:
    """Under some customer e-mails: the shop's earlier message, quoted (an auto-reply or the claim registration)."""
    if not (is_mail(w) and w.doc.style.get("quote")):
        return
    r, c = w.rng, w.case
    earlier = w.doc.date - timedelta(days=r.randrange(2, 6))
    h, m = r.randrange(9, 18), r.randrange(60)
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", "-----Original Message-----")
        w.add("line", f"From: {V.SHOP} <{V.SENDERS['returns']}.{w.desk}@{V.DOMAIN}>")
        w.add("line", f"Sent: {outlook_sent(earlier, h, m, False)}")
        w.add("line", f"To: {c.email}")
    else:
        w.add("line", f"On {date_text(earlier, 'd_mon_y_sp')}, at {h}:{m:02d}, {V.SHOP} "
                      f"<{V.SENDERS['returns']}.{w.desk}@{V.DOMAIN}> wrote:")
    if c.kind != "delivery" and r.random() < 0.5:
        w.add("quote", f"Dear Sir, your complaint has been registered under No. {w.ident('case_number', c.case_number)}."
                       " Our team will revert within 48 hours.")
    else:
        w.add("quote", V.AUTO_REPLY)
    w.add("quote", f"{V.SHOP} | {V.CITY[w.desk]}")


def expectation(w: TanabanaWriter, key_dl: str, key_no: str) -> str:
    """The expectation sentence (truth, without its final period) and the deadline it states."""
    r, deadline = w.rng, w.doc.style["deadline_value"]
    if deadline is None:
        sentence = r.choice(V.EXPECT[key_no])
    elif isinstance(deadline, str):
        sentence = r.choice(V.EXPECT[key_dl]).format(dl=deadline)
        w.set("customer_deadline", deadline, unresolved=True)
    else:
        phrase, value = w.deadline_words(deadline, bool(w.doc.style.get("relative_ok")))
        sentence = r.choice(V.EXPECT[key_dl]).format(dl=phrase)
        w.set("customer_deadline", date_truth(value))
        w.case.deadline = value
    w.text("customer_expectation", sentence)
    return sentence


def chat(w: TanabanaWriter, msgs: list[tuple[str, str]]) -> None:
    """Messages exported from WhatsApp (iPhone or Android style, 12-hour clock), minutes apart."""
    r, d = w.rng, w.doc.date
    ios = r.random() < 0.5
    t = r.randrange(9 * 60, 18 * 60)
    for who, text in msgs:
        t += r.randrange(1, 7)
        hh, mm = divmod(t, 60)
        clock = f"{(hh - 1) % 12 + 1}:{mm:02d}"
        ampm = "pm" if hh >= 12 else "am"
        stamp = (f"[{d.day:02d}/{d.month:02d}/{d.year}, {clock}:{r.randrange(60):02d} {ampm.upper()}] {who}:" if ios
                 else f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}, {clock} {ampm} - {who}:")
        w.add("line", f"{stamp} {text}")


FORWARD = ["Dear Claims Team, please see below WhatsApp chat with the customer and do the needful.",
           "FYI and necessary action please. Customer has shared the details on WhatsApp (chat export below).",
           "Forwarding customer's WhatsApp messages for your kind action. Kindly revert to the party directly."]


def forwarded_chat(w: TanabanaWriter, subject: str) -> None:
    """A desk's sales officer forwards a customer's WhatsApp chat to the claims mailbox."""
    r, desk = w.rng, w.desk
    staff = r.choice(V.STAFF[desk])
    sender = f"{staff} <{V.SENDERS['orders']}.{desk}@{V.DOMAIN}>"
    headers(w, sender, f"Claims & After Sales <{V.SENDERS['returns']}.{desk}@{V.DOMAIN}>",
            f"FW: WhatsApp chat - {subject}", (9, 19))
    w.set("document_date", date_truth(w.doc.date))
    w.add("para", r.choice(FORWARD))
    w.add("line", f"Regards, {staff} (Sales, {V.CITY[desk]})")
    w.add("gap")


def factory_letter(w: TanabanaWriter, subject: str) -> None:
    """A customer's printed letter: factory letterhead, their reference and date (the document date), 'To,' the
    shop's manager, the subject line."""
    c, r = w.case, w.rng
    w.add("head", c.business)
    w.add("small", c.address)
    w.add("gap")
    initials = "".join(x[0] for x in c.business.replace("&", "").split()[:3] if x[0].isalpha()).upper()
    ref = f"Ref: {initials}/{r.choice(['PUR', 'STORE', 'MAINT', 'ADM'])}/2026/{kit.digits(r, 3)}"
    dated = w.date("document_date", w.doc.date)
    if r.random() < 0.5:
        w.add("line", ref)
        w.add("rline", f"Date: {dated}")
    else:
        w.add("line", f"{ref}        Dated: {dated}")
    w.add("gap")
    w.add("line", "To,")
    w.add("line", r.choice(["The Manager (Sales),", "The Manager, Claims & After Sales,", "The General Manager,"]))
    w.add("line", company(w) + ",")
    w.add("line", V.CITY[w.desk] + ".")
    w.add("gap")
    w.add("line", f"Subject: {subject}")
    w.add("gap")


# --------------------------------------------------------------------------- invoice

INVOICE_MAIL = {"pk": ("Sales Tax Invoice No. {inv} - P.O. {o}", "Please find below the details of our Sales Tax Invoice "
                       "against your P.O. for your kind perusal and record. The original will follow with the goods."),
                "bd": ("Mushak-6.3 / Invoice {inv} against P.O. {o}", "Please find the VAT challan (Mushak-6.3) details "
                       "for the goods supplied against your order. Kindly arrange payment as per agreed terms."),
                "lk": ("Tax Invoice {inv} - PO {o}", "Please find below the tax invoice details for the goods supplied "
                       "against your purchase order. Kindly settle within the credit period.")}
PAY_TERMS = ["Payment Terms: 30 days credit", "Payment: Against delivery", "Terms: 50% advance, balance on delivery",
             "Payment Terms: PDC 45 days", "Mode of Payment: Cheque / Online Transfer"]


def invoice(w: TanabanaWriter) -> None:
    """A sales tax invoice (pk), a Mushak-6.3 tax invoice / VAT challan (bd) or a tax invoice (lk), printed or as the
    accounts desk's mail."""
    c, r, ctry = w.case, w.rng, w.country
    name = name_of(w)
    inv = w.ident("invoice_number", c.invoice_number)
    refs = [(w.label("invoice_number"), inv), (w.label("invoice_date"), w.date("document_date", w.doc.date)),
            (w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    rate = V.TAX[ctry][1]
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_LABELS[ctry]).format(r=f"{rate.normalize():f}"), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    words = amount_words(c.total, c.currency)
    if is_mail(w):
        subject, lead = INVOICE_MAIL[ctry]
        shop_mail(w, "accounts", subject.format(inv=inv, o=c.order_id))
        w.add("line", f"Dear {mr(c, name.split(' ')[-1] if r.random() < 0.5 else name)},")
        w.text("customer_name", name)
        w.add("gap")
        w.add("para", lead)
        w.block(refs)
        w.add("gap")
        for lab, val in totals:
            w.kv(lab, val)
        w.add("line", f"({words})")
        w.add("gap")
        w.add("line", r.choice(PAY_TERMS))
        w.add("line", V.BANK_LINE[ctry])
        w.add("gap")
        w.add("line", "Regards,")
        w.add("line", f"Accounts Department, {company(w)}")
        return
    letterhead(w)
    if ctry == "bd" and r.random() < 0.7:
        w.add("small", "Government of the People's Republic of Bangladesh, National Board of Revenue")
        w.add("small", "[See clause (c) and (f) of Sub-rule (1) of Rule 40]")
    w.add("title", r.choice(V.TITLES["invoice"][ctry]))
    if ctry == "pk" and r.random() < 0.5:
        w.add("small", f"FBR Invoice No.: {kit.digits(r, 6)}{kit.digits(r, 6)}{kit.digits(r, 6)}-{kit.digits(r, 4)}")
    if r.random() < 0.3:
        for lab, val in refs:
            w.add("rkv", lab, val)
    else:
        w.block(refs)
    w.add("gap")
    to_block(w, name)
    w.add("line", buyer_reg(w))
    extra = []
    if r.random() < 0.6:
        extra.append(f"D.C. No. DC-{kit.digits(r, 5)}")
    if ctry == "bd":
        extra.append(f"Time of Issue: {r.randrange(10, 18)}:{r.randrange(60):02d}")
        if r.random() < 0.5:
            extra.append(f"Vehicle: {r.choice(['Dhaka Metro-Ta', 'Chatta Metro-Ma', 'Dhaka Metro-Na'])} "
                         f"{kit.digits(r, 2)}-{kit.digits(r, 4)}")
    if ctry == "lk" and r.random() < 0.6:
        extra.append(f"Date of Delivery: {w.date(None, w.doc.date)}   Place of Supply: {c.address.split(', ')[-1]}")
    if extra:
        w.add("line", "   ".join(extra))
    w.add("gap")
    rows = [[p, f"{q}{r.choice(['', ' Nos.', ' Pcs'])}" if "box" not in p and "carton" not in p else str(q),
             w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[ctry]), rows)
    w.add("gap")
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif r.random() < 0.5:
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("line", f"Amount in words: {words}")
    w.add("line", r.choice(PAY_TERMS) + f"   Due Date: {w.date(None, w.doc.date + timedelta(days=r.choice([15, 30, 45])))}")
    w.add("small", V.BANK_LINE[ctry])
    w.add("small", r.choice(["This is a computer generated invoice and does not require signature.",
                             "E.&O.E.   Goods once sold will not be taken back without a written claim within 7 days.",
                             "Prepared by: ________   Checked by: ________   Authorised Signatory: ________"]))
    terms_page(w)


# --------------------------------------------------------------------------- order confirmation

OC_SUBJECT = ["Order Confirmation - Your P.O. No. {o}", "Acknowledgement of P.O. {o}", "RE: Purchase Order {o}",
              "Proforma Invoice against P.O. {o}"]
OC_PROSE = ["Thank you for your valued P.O. No. {o} dated {d}. We are pleased to confirm the order for a total value "
            "of {t} inclusive of {tax}.",
            "We acknowledge with thanks the receipt of your purchase order {o} dated {d} amounting to {t} (including "
            "{tax}) and confirm acceptance of the same."]
OC_EST = ["The goods are expected to be delivered at your factory by {e}.", "Tentative delivery date is {e}.",
          "Delivery shall be made on or around {e}, subject to transport availability."]
OC_TERMS = {"pk": "Payment: 50% advance with P.O., balance against delivery. Prices inclusive of 18% Sales Tax.",
            "bd": "Payment: By L/C at sight or TT in advance. Prices inclusive of 15% VAT. Validity: 15 days.",
            "lk": "Payment: 30 days credit from date of invoice. Prices inclusive of 18% VAT."}


def order_confirmation(w: TanabanaWriter) -> None:
    """The sales desk's confirmation mail (prose or summary) or a printed acknowledgement / pro-forma invoice."""
    c, r, ctry = w.case, w.rng, w.country
    name = name_of(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    cust = r.random() < 0.65 or "typo_here" in w.doc.style
    tax = f"{V.TAX[ctry][0]} @ {V.TAX[ctry][1].normalize():f}%"
    if is_mail(w):
        shop_mail(w, "orders", r.choice(OC_SUBJECT).format(o=c.order_id))
        w.add("line", f"Dear {mr(c, w.text('customer_name', name))},")
        w.add("line", r.choice(["Assalam-o-Alaikum.", "Greetings from Tanabana!", "Good day."])
                      if ctry != "lk" else r.choice(["Greetings from Tanabana!", "Good day."]))
        w.add("gap")
        if r.random() < 0.5:
            para(w, r.choice(OC_PROSE).format(o=w.ident("order_id", c.order_id), d=w.date("order_date", c.order_date),
                                              t=w.money("order_total", c.total), tax=tax))
            if est:
                para(w, r.choice(OC_EST).format(e=w.date("delivery_estimate", est)))
            if cust:
                w.kv(w.label("customer_id"), w.ident("customer_id", c.customer_id))
            w.add("para", "Please feel free to contact the undersigned for any query.")
            w.add("line", "Regards,")
            w.add("line", f"Sales Department, {company(w)}")
            return
        w.add("para", "Please find below the confirmation of your order. Kindly check and revert in case of any "
                      "discrepancy.")
    else:
        letterhead(w)
        title = r.choice(V.TITLES["order_confirmation"][ctry])
        w.add("title", title)
        if "PRO" in title:
            w.add("line", f"PI No. TIS/PI/26/{kit.digits(r, 4)}   Validity: "
                          f"{w.date(None, c.order_date + timedelta(days=15))}")
        else:
            w.add("line", f"S.O. No. SO-26-{kit.digits(r, 4)}")
        w.add("gap")
        to_block(w, name)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[ctry]), rows)
    w.add("gap")
    tail = [(r.choice(["Total Order Value (incl. tax)", w.label("order_total")]), w.money("order_total", c.total))]
    if est:
        tail.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(tail)
    w.add("gap")
    w.add("small", OC_TERMS[ctry])
    w.add("small", "Delivery: within 7-10 working days of confirmation, ex-our warehouse.")
    if is_mail(w):
        w.add("line", "Regards,")
        w.add("line", f"Sales Department, {company(w)}")


# --------------------------------------------------------------------------- shipping notice

SHIP_SUBJECT = ["Dispatch Intimation - P.O. {o}", "Goods dispatched against P.O. No. {o}", "Delivery details - {o}"]
SHIP_LEAD = ["This is to inform you that the goods against your purchase order have been dispatched today. "
             "Details are as under:",
             "Please be informed that your consignment has been handed over to the transporter. Kindly arrange to "
             "receive the goods and sign the GRN."]


def shipping_notice(w: TanabanaWriter) -> None:
    """The dispatch desk's intimation mail or a printed delivery challan / dispatch advice with its own number."""
    c, r, ctry = w.case, w.rng, w.country
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.55) else None
    mail = is_mail(w)
    if mail:
        shop_mail(w, "ship", r.choice(SHIP_SUBJECT).format(o=c.order_id))
        w.add("line", f"Dear {mr(c, w.text('customer_name', c.name))},")
        w.add("gap")
        w.add("para", r.choice(SHIP_LEAD))
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["shipping_notice"][ctry]))
        w.add("line", f"D.C. No. DC-{kit.digits(r, 5)}      Gate Pass No. {kit.digits(r, 4)}")
        w.add("gap")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not mail:
        pairs.append((w.label("ship_name"), f"{mr(c, w.text('customer_name', c.name))}"))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    if not mail:
        w.add("line", c.business)
        w.add("line", c.address)
        w.add("gap")
    w.add("grid", ["Description", "Qty"], [[p, str(q)] for p, q, _ in c.items])
    heavy = any(h in p for p, _, _ in c.items for h in V.HEAVY)
    packs = r.choice(["wooden crate(s)", "carton(s)", "packages"])
    kg = r.randrange(60, 420) if heavy else r.randrange(5, 45)
    veh = {"pk": f"{r.choice(['JU', 'TKA', 'LES', 'LEA'])}-{kit.digits(r, 4)}",
           "bd": f"{r.choice(['Dhaka Metro-Ta', 'Chatta Metro-Ma'])} {kit.digits(r, 2)}-{kit.digits(r, 4)}",
           "lk": f"{r.choice(['WP', 'CP'])} {r.choice(['LD', 'LG', 'PH'])}-{kit.digits(r, 4)}"}[ctry]
    w.add("line", f"No. of {packs}: {r.randrange(1, 6)}   Gross Wt.: {kg} kg   Vehicle No.: {veh}")
    if not mail:
        w.add("gap")
        w.add("line", "Received the above goods in good order and condition.")
        w.add("line", "Receiver's Signature & Stamp: ____________      For Tanabana: ____________")
    else:
        w.add("gap")
        w.add("line", "Regards,")
        w.add("line", f"Dispatch Section, {company(w)}")


# --------------------------------------------------------------------------- refund request

RR_SUBJECT = ["Return of goods and refund - P.O. No. {o}", "Claim for defective goods against P.O. {o}",
              "Request for refund - P.O. {o}", "Quality complaint & return - PO {o}"]
RR_REF = ["We would like to bring to your kind notice that against our P.O. No. {o}{x}, the goods supplied by you "
          "have a problem.",
          "This is with reference to our purchase order {o}{x} and the goods received from your end.",
          "With reference to our P.O. No. {o}{x}, we regret to inform you about the following issue."]
RR_CUST = " (our party code with you is {v})"
RR_CASE = ", complaint no. {v}"
RR_ITEM = ["We are returning {n} of {p}. Reason for return: {why}.", "The {p} ({n}) is being returned as {why}.",
           "{n} of {p} will be sent back to your warehouse. Reason: {why}."]
RR_AMOUNT = ["The value of the returned goods comes to {a} inclusive of {tax}.",
             "Our claim amount is {a} (including {tax}).",
             "Accordingly, we have raised a claim of {a} against your invoice."]
RR_CHAT_Q = ["AoA, {n} sahib. Issue with P.O. {o}", "How many pcs are you returning? And amount?",
             "Noted. How do you want the refund, cheque or transfer?"]


def units(q: int, product: str) -> str:
    unit = "box" if "box" in product else "carton" if "carton" in product else "pack" if "pack" in product else \
        "can" if "can" in product else "unit"
    return f"{q} {unit}{'es' if q > 1 and unit == 'box' else 's' if q > 1 else ''}"


def refund_request(w: TanabanaWriter) -> None:
    """A customer's e-mail or letter, a return form or debit note, or a WhatsApp chat a sales officer forwards."""
    c, r = w.case, w.rng
    subject = r.choice(RR_SUBJECT).format(o=c.order_id)
    if "form" in w.doc.style:
        return debit_note(w) if r.random() < 0.5 and not is_mail(w) else returns_form(w)
    if is_mail(w) and r.random() < 0.4:
        forwarded_chat(w, subject)
        who = w.text("customer_name", c.name)
        shop = f"{r.choice(V.STAFF[w.desk])} (Tanabana)"
        reason = w.text("return_reason", c.reason[0].upper() + c.reason[1:])
        msgs = [(who, f"Dear, we have problem in goods against P.O. {w.ident('order_id', c.order_id)}"),
                (who, reason), (shop, "Noted. How many pcs and what is the claim amount?"),
                (who, f"{units(c.return_qty, c.return_item[0])}, total claim {w.money('refund_requested', c.requested)}"
                      f" {r.choice(['incl. tax', 'with ST', 'including VAT' if w.country != 'pk' else 'with GST'])}"),
                (shop, "Ok, how do you want the refund? Cheque or transfer?"),
                (who, expectation(w, "refund_dl", "refund_no_dl"))]
        chat(w, msgs)
        return
    if is_mail(w):
        customer_mail(w, subject)
    else:
        factory_letter(w, subject)
    w.add("line", r.choice(V.GREETINGS[w.country]))
    w.add("gap")
    extra = ""
    if "rr_case_no" in w.doc.style:
        extra += RR_CASE.format(v=w.ident("case_number", c.case_number))
    if r.random() < 0.4:
        extra += RR_CUST.format(v=w.ident("customer_id", c.customer_id))
    para(w, r.choice(RR_REF).format(o=w.ident("order_id", c.order_id), x=extra))
    para(w, r.choice(RR_ITEM).format(n=units(c.return_qty, c.return_item[0]), p=c.return_item[0],
                                     why=w.text("return_reason", c.reason)))
    para(w, money_line(w))
    if r.random() < 0.4:
        para(w, f"The goods were received vide your D.C. No. DC-{kit.digits(r, 5)} and our GRN No. "
                f"{kit.digits(r, 5)} refers.")
    para(w, expectation(w, "refund_dl", "refund_no_dl") + " " + r.choice(V.THANKS))
    sign_customer(w)
    quote_earlier(w)


def money_line(w: TanabanaWriter) -> str:
    c = w.case
    tax = f"{V.TAX[w.country][0]} @ {V.TAX[w.country][1].normalize():f}%"
    return w.rng.choice(RR_AMOUNT).format(a=w.money("refund_requested", c.requested), tax=tax)


def returns_form(w: TanabanaWriter) -> None:
    """The shop's goods return & claim form, filled in by the factory: printed (scanned, faxed) or the web form's
    mail."""
    c, r, ctry = w.case, w.rng, w.country
    title = r.choice(V.TITLES["return_form"][ctry])
    if is_mail(w):
        customer_mail(w, f"{title} - P.O. {c.order_id}")
        w.add("para", f"The following claim was submitted through the customer portal on {V.DOMAIN}.")
    else:
        letterhead(w)
        w.add("title", title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append(("Factory / Party", c.business))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    pairs.append(("Qty Returned", units(c.return_qty, c.return_item[0])))
    w.block(pairs)
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(w.label("return_reason"), w.text("return_reason", reason))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.add("line", r.choice(["Mode of refund:  [x] Bank transfer   [ ] Cheque   [ ] Adjust in next bill",
                            "Settlement:  [ ] Replacement   [x] Refund   [ ] Credit note"]))
    w.add("gap")
    w.add("line", "Remarks:")
    para(w, expectation(w, "refund_dl", "refund_no_dl"))
    if not is_mail(w):
        w.add("gap")
        w.add("line", f"Signature: {c.name}      Store In-charge: ________      Gate Pass No. {kit.digits(r, 4)}")


def debit_note(w: TanabanaWriter) -> None:
    """The factory's debit note to the supplier: their own number, the invoice it debits, the amount claimed."""
    c, r = w.case, w.rng
    w.add("head", c.business)
    w.add("small", c.address)
    w.add("title", "DEBIT NOTE")
    w.add("line", f"Debit Note No. DN/26/{kit.digits(r, 4)}")
    w.kv(w.label("form_date"), w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", "To,")
    w.add("line", f"M/s. {company(w)}, {V.CITY[w.desk]}")
    w.add("gap")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)), ("Your Invoice No.", c.invoice_number)]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if r.random() < 0.5:
        pairs.append(("Your Party Code for us", w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    para(w, f"We have debited your account as under on account of return of {units(c.return_qty, c.return_item[0])} "
            f"of {c.return_item[0]}.")
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(r.choice(["Debit Amount (incl. tax)", w.label("refund_requested")]), w.money("refund_requested", c.requested))
    w.add("line", f"({amount_words(c.requested, c.currency)})")
    w.add("gap")
    para(w, expectation(w, "refund_dl", "refund_no_dl"))
    w.add("gap")
    w.text("customer_name", c.name)
    w.add("line", f"Prepared by: {c.name} ({c.designation})      Approved by: ________")


# --------------------------------------------------------------------------- refund approval

APPROVE_LEAD = ["With reference to your claim, we are pleased to inform you that the same has been approved by the "
                "management as per details below.",
                "Your claim has been examined by our technical team and approved as under.",
                "We refer to your letter regarding the returned goods. After inspection, the claim has been accepted."]
APPROVE_SUBJECT = ["Claim Settlement - Complaint No. {k}", "Your claim {k} - approved", "RE: Claim No. {k}"]
PROMISE = ["The amount shall be transferred to your account latest by {d}.",
           "Payment will be released on or before {d}.",
           "You will receive the refund by {d}."]
NO_PROMISE = ["The payment will be released as per our payment cycle.",
              "Accounts will process the payment in the next payment run."]
WAIVE = "{b} waived"
DEDUCT = "Less: {b}"
SIGNATURE = ["For Tanabana - Claims & After Sales", "Manager Claims & After Sales", "Authorised Signatory"]
REJECT_WHY = ["On inspection, our service engineer found that the control box was damaged due to voltage "
              "fluctuation at your premises, which is not covered under warranty.",
              "The goods were found to be used and mishandled; therefore your claim cannot be entertained.",
              "The claim was lodged after the 7-day period allowed under our terms of sale."]


def refund_approval(w: TanabanaWriter) -> None:
    """The claims desk's decision: a claim settlement advice (letter or mail), a credit note, or a regret letter."""
    c, r, ctry = w.case, w.rng, w.country
    if c.kind == "rejected":
        return rejection(w)
    if not is_mail(w) and r.random() < 0.45:
        return credit_note(w)
    if is_mail(w):
        shop_mail(w, "returns", r.choice(APPROVE_SUBJECT).format(k=c.case_number))
        w.add("line", f"Dear {mr(c, w.text('customer_name', c.name))},")
        w.add("gap")
    else:
        letterhead(w)
        w.add("line", our_ref(w, "CLM"))
        w.add("title", r.choice(V.TITLES["approval"][ctry]))
        to_block(w, c.name)
    w.add("para", r.choice(APPROVE_LEAD))
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), r.choice(V.STATUS_WORDS["approved"]))]
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = []
    if r.random() < 0.55 or c.fee_basis:
        money.append((r.choice(["Claim Amount", "Amount Claimed"]), w.money(None, c.requested)))
    if r.random() < 0.55:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.fee_basis:
        if c.waiver:
            money.append((WAIVE.format(b=c.fee_basis.capitalize()), f"{c.waiver}%"))
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        else:
            money.append((DEDUCT.format(b=c.fee_basis), "(" + w.money(None, c.fee) + ")"))
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    promised, in_block = (c.promised if r.random() < 0.75 else None), r.random() < 0.5
    if promised and in_block:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
    w.block(money)
    w.add("gap")
    if promised and not in_block:
        para(w, r.choice(PROMISE).format(d=w.date("promised_date", promised)))
    elif not promised:
        w.add("para", r.choice(NO_PROMISE))
    w.add("para", "Kindly acknowledge receipt and share your bank details if changed.")
    w.add("line", r.choice(SIGNATURE))


def credit_note(w: TanabanaWriter) -> None:
    """A credit note: its own number, the invoice it corrects, the returned line and its tax, the amount credited to
    the party (the approved refund)."""
    c, r, ctry = w.case, w.rng, w.country
    letterhead(w)
    w.add("title", r.choice(V.TITLES["credit_note"][ctry]))
    w.add("line", f"Credit Note No. CN-26-{kit.digits(r, 4)}    Against Invoice No. {c.invoice_number}")
    w.add("gap")
    to_block(w, c.name)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("approval_date"), w.date("approval_date", w.doc.date))]
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    rate = c.tax_label_rate
    net = cents(c.approved / (1 + rate / 100))
    w.add("table", r.choice(V.TABLE_HEADERS[ctry]), [[c.return_item[0], f"({c.return_qty})", "", w.money(None, net)]])
    w.add("gap")
    w.kv(f"{V.TAX[ctry][0]} @ {rate.normalize():f}%", w.money(None, c.approved - net))
    w.kv(r.choice(["Total Credit", "Amount Credited to Party", "Net Credit Amount"]), w.money("refund_approved", c.approved))
    w.add("line", f"({amount_words(c.approved, c.currency)})")
    w.kv(w.label("refund_status"), r.choice(V.STATUS_WORDS["approved"]))
    w.set("refund_status", "approved")
    w.add("gap")
    if r.random() < 0.5:
        para(w, r.choice(PROMISE).format(d=w.date("promised_date", c.promised)))
    else:
        w.add("para", r.choice(NO_PROMISE))
    w.add("line", r.choice(SIGNATURE))


def rejection(w: TanabanaWriter) -> None:
    c, r, ctry = w.case, w.rng, w.country
    if is_mail(w):
        shop_mail(w, "returns", r.choice(APPROVE_SUBJECT[::2]).format(k=c.case_number))
        w.add("line", f"Dear {mr(c, w.text('customer_name', c.name))},")
        w.add("gap")
    else:
        letterhead(w)
        w.add("line", our_ref(w, "CLM"))
        w.add("title", r.choice(V.TITLES["rejection"][ctry]))
        to_block(w, c.name)
    w.add("para", "We refer to your claim regarding the goods supplied against your purchase order.")
    w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("approval_date"), w.date("approval_date", w.doc.date)),
             (w.label("refund_status"), r.choice(V.STATUS_WORDS["rejected"]))])
    w.set("refund_status", "rejected")
    w.add("gap")
    w.add("para", "We regret to inform you that your claim cannot be accepted. " + r.choice(REJECT_WHY))
    w.add("para", "We value your business and assure you of our best services at all times.")
    w.add("line", r.choice(SIGNATURE))


# --------------------------------------------------------------------------- refund execution

EXEC_SUBJECT = ["Payment advice - refund against P.O. {o}", "Refund transferred - P.O. {o}",
                "Claim payment released - {o}"]
EXEC_LEAD = {0: "Please be informed that the refund amount has been transferred to your account today. Bank details "
                "are as under:",
             1: "This is to confirm that your claim amount has been remitted through our bank. Transaction details:",
             2: "Please be informed that a cheque for your claim amount has been issued and can be collected from our "
                "office, or will be couriered to your factory. Details:"}
PAYER = {"pk": "Remitter: Tanabana Industrial Sewing (Pvt.) Ltd., A/C PK36 MCBK 0104 0081 4417 0153",
         "bd": "Remitter: Tanabana Sewing Solutions (BD) Ltd., A/C 1102-0410-0087-32",
         "lk": "Remitter: Tanabana Lanka (Pvt) Ltd, A/C 0071 2290 4418"}
PAY_LABELS = {"IBFT": ["Transaction ID", "IBFT Ref. No.", "RRN"],
              "RTGS": ["RTGS Ref. No.", "Transaction Reference", "UTR No."],
              "BEFTN": ["BEFTN Trace No.", "Transaction Ref.", "Reference No."],
              "CEFTS": ["CEFTS Ref. No.", "Transaction Reference", "Trace No."],
              "SLIPS": ["SLIPS Ref.", "Reference No.", "Transaction Reference"]}
RAIL = {"pk": ("IBFT", "RTGS", "Cheque"), "bd": ("BEFTN", "RTGS", "Cheque"), "lk": ("CEFTS", "SLIPS", "Cheque")}


def refund_execution(w: TanabanaWriter) -> None:
    """The bank's transfer advice, a cheque payment voucher, or the accounts desk's mail with the bank's details."""
    c, r, ctry = w.case, w.rng, w.country
    cheque = c.pay_kind == 2
    bank = V.BANKS[ctry][3 if cheque else 2 if r.random() < 0.3 else c.pay_kind]
    rail = RAIL[ctry][c.pay_kind]
    if is_mail(w):
        shop_mail(w, "accounts", r.choice(EXEC_SUBJECT).format(o=c.order_id))
        w.add("line", f"Dear {mr(c, c.name)},")
        w.add("gap")
        w.add("para", EXEC_LEAD[c.pay_kind])
        if not cheque:
            w.add("line", bank)
    else:
        if cheque:
            letterhead(w)
            w.add("title", "PAYMENT VOUCHER")
            w.add("line", f"Voucher No. PV-{kit.digits(r, 5)}    {bank.split(' - ')[-1]}")
        else:
            w.add("head", bank.split(" - ")[0])
            w.add("title", bank.split(" - ")[-1])
    if not cheque:
        w.add("line", PAYER[ctry])
    if r.random() < 0.4 and not cheque:
        w.add("line", f"Request Date: {w.sys_date(None, w.doc.date - timedelta(days=r.choice([0, 1])))}")
    pairs = [(w.label("execution_date") if not cheque else r.choice(["Cheque Date", "Date"]),
              w.sys_date("execution_date", w.doc.date)),
             (w.label("refund_executed") if not cheque else "Amount", w.money("refund_executed", c.approved)),
             (r.choice(V.PAYEE) if not cheque else "Paid To", c.business)]
    if not cheque:
        pairs.append(("Beneficiary A/C" if ctry != "pk" else "Beneficiary IBAN", c.account))
        pairs.append((r.choice(PAY_LABELS[rail]), w.ident("payment_reference", c.payment_ref)))
    else:
        drawn = {"pk": "Margalla Commercial Bank Ltd, Korangi Branch", "bd": "Rupsha Trust Bank PLC, Uttara Branch",
                 "lk": "Kelani Valley Bank PLC, Dehiwala"}[ctry]
        pairs.append(("Cheque No.", w.ident("payment_reference", c.payment_ref)))
        pairs.append(("Drawn On", drawn))
    w.block(pairs)
    w.text("customer_name", c.name)
    if is_mail(w):
        pass
    elif cheque:
        w.add("line", f"Handed over to / Attn: {mr(c, c.name)}, {c.designation}")
    else:
        w.add("line", f"Advice sent to: {c.name} <{c.email}>")
    if not cheque and ctry == "pk" and r.random() < 0.6:
        w.add("line", f"STAN: {kit.digits(r, 6)}   Channel: {r.choice(['Internet Banking', 'Corporate Portal'])}")
    purpose = f"Refund against P.O. {w.ident('order_id', c.order_id)}"
    if r.random() < 0.6:
        purpose += f" / Claim {w.ident('case_number', c.case_number)}"
    w.kv(r.choice(V.PURPOSE), purpose)
    if r.random() < 0.4:
        w.kv(w.label("customer_id"), w.ident("customer_id", c.customer_id))
    w.kv("Status", r.choice(V.STATUS_WORDS["executed"]) if not cheque else r.choice(["Paid", "Cheque issued - Paid"]))
    w.set("refund_status", "executed")
    if cheque and not is_mail(w):
        w.add("gap")
        w.add("line", f"({amount_words(c.approved, c.currency)})")
        w.add("line", "Prepared by: ________   Approved by: ________   Received by: ________")
    elif not is_mail(w):
        w.add("small", "This is a system generated advice and does not require any signature.")
    else:
        w.add("gap")
        w.add("para", "Kindly acknowledge the receipt and confirm the credit in your ledger.")
        w.add("line", "Regards,")
        w.add("line", f"Accounts Department, {company(w)}")


# --------------------------------------------------------------------------- warranty form

WF_INTRO = f"A service request was submitted through the customer portal ({V.DOMAIN}) with the following details."


def warranty_form(w: TanabanaWriter) -> None:
    """The service desk's warranty claim form / job card or the portal's service-request mail: serial with the
    installation date and warranty end beside it, a technician's visit."""
    c, r, ctry = w.case, w.rng, w.country
    title = r.choice(V.TITLES["warranty"][ctry])
    if is_mail(w):
        customer_mail(w, f"Service Request: {c.warranty_product} - P.O. {c.order_id}")
        w.add("para", WF_INTRO)
    else:
        letterhead(w)
        w.add("title", title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [("Factory", c.business), (w.label("customer_name"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    install = c.order_date + timedelta(days=r.randrange(3, 9))
    w.add("line", f"Date of Installation: {w.date(None, install)}   Warranty Valid Till: "
                  f"{w.date(None, install.replace(year=install.year + 1))}")
    if r.random() < 0.5:
        w.add("line", f"Invoice No. {c.invoice_number}   Machine Location: Line {r.randrange(1, 24)}, "
                      f"{r.choice(['Sewing Floor', 'Cutting Section', 'Finishing Section'])}")
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "ASAP", "N/A"]))
    w.add("gap")
    w.add("line", r.choice(["Power supply: 220V single phase   Stabilizer installed: [ ] Yes  [x] No",
                            "Genuine parts used: [x] Yes  [ ] No    Oil level checked: [x]",
                            "Machine under warranty: [x] Yes  [ ] No    Standby machine required: [x] Yes"]))
    if not is_mail(w):
        w.add("line", f"Technician: {r.choice(['M. Shahid', 'Abdul Karim', 'S. Fernando', 'R. Uddin'])}   "
                      f"Visit No. {r.randrange(1, 4)}   Time In: {r.randrange(9, 12)}:{r.randrange(60):02d}")
        w.add("gap")
        w.add("line", f"Customer Signature: {c.name}        Service Engineer: ________")


# --------------------------------------------------------------------------- customer letter

CL_SUBJECT = {"refund": ["Reminder: refund against P.O. {o}", "2nd Reminder - our claim against P.O. {o}",
                         "URGENT: payment of approved claim - P.O. {o}"],
              "warranty": ["Machine still not repaired - P.O. {o}", "Follow up: warranty complaint - P.O. {o}",
                           "URGENT: service pending, P.O. No. {o}"],
              "delivery": ["Follow up - P.O. {o}", "URGENT: goods not received - P.O. No. {o}"],
              "rejected": ["Re: rejection of our claim - P.O. {o}", "Request for review of claim - P.O. {o}"]}
CL_REF = ["This is with reference to {x}.", "We are again writing to you regarding {x}.",
          "Please refer to {x}."]


def customer_letter(w: TanabanaWriter) -> None:
    """A customer's follow-up: chasing the refund, the repair or the consignment, or protesting a rejection."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    bits = [f"our P.O. No. {w.ident('order_id', c.order_id)}"]
    if topic != "delivery" and r.random() < 0.7:
        bits.append(f"complaint no. {w.ident('case_number', c.case_number)}")
    if r.random() < 0.35:
        bits.append(f"party code {w.ident('customer_id', c.customer_id)}")
    refs = ", ".join(bits[:-1]) + " and " + bits[-1] if len(bits) > 1 else bits[0]
    subject = r.choice(CL_SUBJECT[topic]).format(o=c.order_id)
    if is_mail(w) and r.random() < 0.35:
        forwarded_chat(w, subject)
        who = w.text("customer_name", c.name)
        msgs = [(who, r.choice(CL_REF).format(x=refs))] + [(who, s) for s in topic_lines(w, topic, quoted)]
        msgs.append((who, expectation_for(w, topic)))
        msgs.append((f"{r.choice(V.STAFF[w.desk])} (Tanabana)",
                     "Noted sir, will check with the concerned department and revert."))
        chat(w, msgs)
        return
    if is_mail(w):
        customer_mail(w, subject)
    else:
        factory_letter(w, subject)
    w.add("line", r.choice(V.GREETINGS[w.country]))
    w.add("gap")
    para(w, r.choice(CL_REF).format(x=refs))
    lines = topic_lines(w, topic, quoted)
    if r.random() < 0.4:
        lines.append(r.choice(V.REMINDER))
    for s in lines:
        para(w, s)
    para(w, expectation_for(w, topic) + " " + r.choice(["Kindly do the needful.", "Please revert at the earliest.",
                                                          "Your prompt response is awaited."]))
    sign_customer(w)
    quote_earlier(w)


def topic_lines(w: TanabanaWriter, topic: str, quoted: Decimal | None) -> list[str]:
    c, r = w.case, w.rng
    out = []
    if topic == "refund":
        if quoted is not None:
            out.append(r.choice(V.LETTER["refund_quoted"]).format(amt=w.money("refund_approved", quoted)))
        else:
            out.append(V.LETTER["refund_plain"])
    elif topic == "warranty":
        if quoted is not None:
            out.append(V.LETTER["warranty_paid"].format(amt=w.money("refund_approved", quoted)))
        out.append(V.LETTER["warranty"].format(p=c.warranty_product))
    else:
        out.append(V.LETTER[topic])
    if "moved_deadline" in w.doc.style:
        out.append(V.LETTER["moved"])
    return [s.replace("/-.", "/-").replace("/=.", "/=") for s in out]


def expectation_for(w: TanabanaWriter, topic: str) -> str:
    keys = {"refund": ("refund_dl", "refund_no_dl"), "warranty": ("repair_dl", "repair_no_dl"),
            "delivery": ("delivery_dl", "delivery_dl"), "rejected": ("rejected", "rejected")}[topic]
    return expectation(w, *keys)


TEMPLATES: dict[str, Any] = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter}
