"""What the tuning shops (3 and 4) share: case making, document planning, batch building and the
truth guard, parameterised by a ShopSpec that carries each shop's tables and templates.

The order of random draws is part of each shop's output (the same seed must give byte-identical
files), so every draw here happens where it did in the shop modules this was folded from; a shop's
extra draws go through the two hooks, at the points where its own code drew them.
"""

from __future__ import annotations

import calendar
import random
import string
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from types import ModuleType
from typing import Any, Callable

from sample_docs.documents import (Batch, Case, Doc, Writer, _collect_conflicts, _expectation, _unique, fill_case,
                                   number_docs, price_refund, terms_page)
from sample_docs.formatting import NBSP, cents, collapse, date_truth, email_date, month_end
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery, resolve_deadline_plan
from status.schema import Schema, load_schema

EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
CUSTOMER_FORMATS = {"email": 0.32, "text": 0.24, "clean_image": 0.1, "noisy_scan": 0.1, "fax": 0.1,
                    "pdf_scan": 0.07, "noisy_pdf_scan": 0.07}
PRINT_FORMATS = {"pdf_text": 0.24, "clean_image": 0.18, "noisy_scan": 0.18, "fax": 0.14, "pdf_scan": 0.12,
                 "noisy_pdf_scan": 0.14}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")
LAYOUTS = ("inline", "aligned", "stacked", "pairs", "grid")
PLAN_ODDS = PlanOdds(
    request_after=(2, 10), request_deadline=0.55, request_deadline_days=(8, 24), approval_after=(2, 7),
    promise_after=(5, 12), letter_after=(3, 8), letter_deadline=0.4, letter_deadline_days=(6, 14),
    move_days=(4, 12), rejected_letter_after=(1, 6), execution_after=(1, 5), warranty_after=(20, 60),
    warranty_after_last=(3, 9), warranty_deadline_days=(10, 28), warranty_restate=0.6,
    warranty_letter_after=(5, 12), delivery_letter_after=(2, 6),
)
PLAN_EXTRAS = {"refund_request": lambda rng: {**flag(rng, "rr_case_no", 0.4), **flag(rng, "form", 0.3)},
               "customer_letter": lambda rng: {"quote": rng.random() < 0.5}}


# --------------------------------------------------------------------------- value printing


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """A date in one of the named styles ('long', 'numeric_mdy', 'weekday_dmy' ...)."""
    month, mon, wd = calendar.month_name[d.month], calendar.month_abbr[d.month], calendar.day_name[d.weekday()]
    s = NBSP
    return {
        "iso": d.isoformat(),
        "long": f"{d.day}{s}{month}{s}{d.year}",
        "ordinal": f"{_ordinal(d.day)}{s}{month}{s}{d.year}",
        "numeric_dmy": d.strftime("%d/%m/%Y"),
        "numeric_mdy": d.strftime("%m/%d/%Y"),
        "dotted_dmy": d.strftime("%d.%m.%Y"),
        "abbrev_dmy": f"{d.day:02d}-{mon}-{d.year}",
        "weekday_dmy": f"{wd},{s}{d.day}{s}{month}{s}{d.year}",
        "weekday_mdy": f"{wd},{s}{month}{s}{d.day},{s}{d.year}",
        "mon_d_y": f"{mon}{s}{d.day},{s}{d.year}",
        "month_d_y": f"{month}{s}{d.day},{s}{d.year}",
    }[style]


def email_sent(d: date, hour: int, minute: int, month_first: bool) -> str:
    """An Outlook-style 'Sent:' value: 'Tuesday, 3 March 2026 10:22' or 'Tuesday, March 3, 2026 10:22 AM'."""
    wd, month = calendar.day_name[d.weekday()], calendar.month_name[d.month]
    if month_first:
        return f"{wd}, {month} {d.day}, {d.year} {(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{wd}, {d.day} {month} {d.year} {hour:02d}:{minute:02d}"


UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O on serial plates


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng: random.Random, n: int, alphabet: str = UPPER + "23456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# --------------------------------------------------------------------------- the writer and shared template pieces


class ShopWriter(Writer):
    """Writer with a tuning shop's value styles, label pools and layouts; a shop subclasses it
    and sets the class attributes below."""

    vocab: ModuleType  # LABELS, RELATIVE_DEADLINES, SHOP, DOMAIN, LETTERHEAD, TERMS_PAGE, EXPECT_REFUND_* ...
    money_styles: dict[str, tuple[str, ...]]  # per currency
    date_styles: dict[str, tuple[str, ...]]  # per currency
    tz: dict[str, str]  # e-mail time zone per currency, "+0100"
    email_sent: Callable[[date, int, int, str], str]  # an Outlook 'Sent:' value (d, hour, minute, currency)
    date_text = staticmethod(date_text)

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        self.money_style = rng.choice(self.money_styles[case.currency])
        self.date_style = rng.choice(self.date_styles[case.currency])

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """A relative phrase from the vocabulary (about a third of the time, when allowed) or a date."""
        r = self.rng
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(self.vocab.RELATIVE_DEADLINES)
            if rule == "month_end":
                if self.doc.date.day <= 20:
                    return words, month_end(self.doc.date)
            else:
                return words, self.doc.date + timedelta(days=rule)
        printed = date_text(d, self.date_style)
        return r.choice(["by {}", "no later than {}", "before {}", "by {} at the latest", "on or before {}"]).format(
            printed), d

    def label(self, key: str) -> str:
        return self.rng.choice(self.vocab.LABELS[key])


class LocaleShopWriter(ShopWriter):
    """A shop writing to customers in several countries: the vocabulary keys its customer wording by
    locale (`vocab.LOCALE[currency]`: RELATIVE_DEADLINES, DEADLINE_WORDS, ...)."""

    @property
    def loc(self) -> str:
        return self.vocab.LOCALE[self.case.currency]

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """A relative phrase in the customer's idiom (a third of the time, when allowed) or a date."""
        r, V = self.rng, self.vocab
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(V.RELATIVE_DEADLINES[self.loc])
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        return r.choice(V.DEADLINE_WORDS[self.loc]).format(self.date_text(d, self.date_style)), d


def says_we(case: Case) -> bool:
    """The customer is a business that writes "we" (the case's "we" flag)."""
    return "we" in case.flags


def business(vocab: ModuleType, case: Case) -> str:
    """The customer's business name, fixed per case, from the currency's pool."""
    pool = vocab.BUSINESSES[case.currency]
    return pool[int(case.cid[1:]) % len(pool)]


def shop_headers(w: ShopWriter, dept: str, subject: str) -> None:
    c, r, d, V = w.case, w.rng, w.doc.date, w.vocab
    sender = f"{V.SHOP} {dept} <{dept.lower().replace(' ', '')}@{V.DOMAIN}>"
    to = f"{c.name} <{c.email}>"
    hour, minute = r.randrange(7, 19), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": sender, "Sent": w.email_sent(d, hour, minute, c.currency), "To": to,
                       "Subject": subject}
    else:
        w.doc.email = {"From": sender, "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz[c.currency])}


def customer_headers(w: ShopWriter, subject: str) -> None:
    c, r, d, V = w.case, w.rng, w.doc.date, w.vocab
    to = f"{V.SHOP} <{r.choice(['help', 'returns', 'care'])}@{V.DOMAIN}>"
    hour, minute = r.randrange(7, 23), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": f"{c.name} <{c.email}>", "Sent": w.email_sent(d, hour, minute, c.currency),
                       "To": to, "Subject": subject}
    else:
        w.doc.email = {"From": f"{c.name} <{c.email}>", "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz[c.currency])}


def is_mail(w: ShopWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def letterhead(w: ShopWriter) -> None:
    w.add("head", w.vocab.SHOP)
    w.add("small", w.vocab.LETTERHEAD[w.case.currency])
    w.add("gap")


def address(w: ShopWriter, name: str) -> None:
    w.add("line", name)
    for part in w.case.address.split(", "):
        w.add("line", part)
    w.add("gap")


def page2(w: ShopWriter) -> None:
    terms_page(w, w.vocab.TERMS_PAGE, 0.4)


def printed_name(w: ShopWriter) -> str:
    """The customer's name, misspelt on the document where that is planted."""
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name


def first_name(name: str) -> str:
    return name.split(" ")[0]


def returns_form(w: ShopWriter) -> None:
    """A returns form the customer filled in on the website (an e-mail copy or a printout)."""
    c, r = w.case, w.rng
    if is_mail(w):
        customer_headers(w, f"Returns form submitted - {c.order_id}")
        w.set("document_date", date_truth(w.doc.date))
    else:
        letterhead(w)
        w.add("title", r.choice(["Returns form", "Return & refund request", "Online returns form"]))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(w.label("return_reason"), w.text("return_reason", reason))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    sentence = _expectation(w, w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("gap")
    w.add("line", r.choice(["Comments:", "Anything else we should know?", "Notes:"]))
    w.add("para", sentence)


def invoice(w: ShopWriter) -> None:
    """The invoice: printed only, title and closing note from the vocabulary."""
    c, r, V = w.case, w.rng, w.vocab
    name = printed_name(w)
    letterhead(w)
    w.add("title", r.choice(V.INVOICE_TITLES[c.currency]))
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
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS), rows)
    w.add("gap")
    tax_word, rate = V.TAX[c.currency]
    tax_label = r.choice([f"{tax_word} @ {rate.normalize():f}%", f"{tax_word} ({rate.normalize():f}%)", tax_word,
                          f"{tax_word} amount"])
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)), (tax_label, w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_PAID))
    page2(w)


def approval_outcome_form(w: ShopWriter, status_word: str, show_eligible: bool, promised: date | None) -> None:
    """An approval's values as a form: references and status, then eligible, waiver, approved, promised."""
    c, r = w.case, w.rng
    if is_mail(w):
        w.add("para", f"Dear {w.text('customer_name', c.name)}, please find the outcome of your return below.")
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), status_word)]
    w.block(pairs)
    w.add("gap")
    money = []
    if show_eligible:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        basis = c.fee_basis
        money.append(r.choice([(f"{basis.capitalize()} waived", f"{c.waiver}%"),
                               ("Fee waiver", f"{c.waiver}% of the {basis}"),
                               (f"{basis.capitalize()} waiver", f"{c.waiver}%")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=basis)
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    if promised:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
    w.block(money)
    w.add("gap")


def approval_promise(w: ShopWriter, promised: date | None) -> None:
    """An approval's closing sentences in prose: when the money arrives, maybe the customer number."""
    c, r = w.case, w.rng
    if promised:
        w.add("para", r.choice(["The money should be back in your account by {}.",
                                "You can expect the refund to reach your card no later than {}.",
                                "Please allow until {} for the credit to show."]).format(
            w.date("promised_date", promised)))
    else:
        w.add("para", "Refunds normally reach your account within 5 to 7 working days.")
    if r.random() < 0.6:
        w.add("para", f"Your customer number: {w.ident('customer_id', c.customer_id)}")


def order_details(w: ShopWriter, prose: bool, est: date | None, name: str) -> None:
    """An order confirmation's order, total and delivery estimate, in prose or as a form, then the address."""
    c, r = w.case, w.rng
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if prose:
        sentence = (f"Your order {w.ident('order_id', c.order_id)} was placed on {w.date('order_date', c.order_date)} "
                    f"and comes to {w.money('order_total', c.total)} including {w.vocab.TAX[c.currency][0]}.")
        if est:
            sentence += " " + r.choice(["We expect it to arrive on {}.", "It should be with you by {}.",
                                        "Estimated delivery is {}."]).format(w.date("delivery_estimate", est))
        w.add("para", sentence)
        if cust:
            w.add("para", f"Your customer number for any questions is {w.ident('customer_id', c.customer_id)}.")
    else:
        pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("order_date"), w.date("order_date", c.order_date))]
        if cust:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        w.block(pairs)
        w.add("gap")
        for p, q, u in c.items:
            w.add("line", r.choice(["{q} x {p}  {a}", "{p} (qty {q})  {a}", "{q} × {p} - {a}"]).format(
                q=q, p=p, a=w.money(None, cents(q * u))))
        w.add("gap")
        pairs = [(w.label("order_total"), w.money("order_total", c.total))]
        if est:
            pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        w.block(pairs)
    w.add("gap")
    w.add("line", r.choice(["Delivering to:", "Delivery address:", "Your parcel will go to:"]))
    w.text("customer_name", name)
    address(w, name)


def letter_body(w: ShopWriter, topic: str, quoted: Decimal | None) -> None:
    """A customer's chasing letter after its opening: references, greeting, the complaint by topic,
    the expectation sentence (the truth) with a closing courtesy."""
    c, r = w.case, w.rng
    ref_bits = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75:
        ref_bits.insert(0, f"case {w.ident('case_number', c.case_number)}" if r.random() < 0.5 else
                        f"return ref. {w.ident('case_number', c.case_number)}")
    if r.random() < 0.4:
        ref_bits.append(f"account {w.ident('customer_id', c.customer_id)}")
    if not is_mail(w):
        w.add("line", "Re: " + ", ".join(ref_bits))
        w.add("gap")
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    if is_mail(w):
        w.add("para", r.choice(["I'm writing again about {}.", "This concerns {}.", "Following up on {}."]).format(
            ", ".join(ref_bits)))
    if topic == "refund":
        if quoted is not None:
            how = r.choice(["Your e-mail said you had approved a refund of {}, but nothing has reached my card.",
                            "You agreed to refund me {} more than a week ago and I still have not seen it.",
                            "The {} you approved has still not been paid back to me."])
            w.add("para", how.format(w.money("refund_approved", quoted)))
        else:
            w.add("para", "You confirmed that my return was accepted, but the money has not arrived yet.")
        with_dl, without = w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", "The refund of " + w.money("refund_approved", quoted) + " you approved for the other "
                          "item has arrived, thank you.")
        w.add("para", ("However, I" if quoted is not None else "I") + f" sent my {c.warranty_product} in for repair "
                      "under the guarantee three weeks ago and have heard nothing since.")
        with_dl, without = w.vocab.EXPECT_REPAIR_DL, w.vocab.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", "My parcel has not turned up and the tracking page has not changed for days.")
        with_dl, without = w.vocab.EXPECT_DELIVERY_DL, w.vocab.EXPECT_DELIVERY_DL
    else:
        w.add("para", "I was very disappointed to read that my return has been turned down. The damage was there "
                      "when the parcel arrived, and I told you so the same day.")
        with_dl, without = w.vocab.EXPECT_REJECTED, w.vocab.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["My plans have changed since I last wrote.", "Please note the new date."]))
    sentence = _expectation(w, with_dl, without, w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(["Thank you.", "I look forward to hearing from you.",
                                             "Thanks in advance."]))


def warranty_claim_form(w: ShopWriter, title: str) -> None:
    """A warranty claim as a form: a web form's e-mail copy (text) or a printed form, signed."""
    c, r = w.case, w.rng
    if w.doc.fmt == "text":
        customer_headers(w, f"{title}: {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"The following {title.lower()} was submitted on {w.vocab.DOMAIN}.")
    else:
        letterhead(w)
        w.add("title", title)
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
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "n/a", "none given"]))
    w.add("gap")
    w.add("line", r.choice(["Preferred outcome:  [x] Repair   [ ] Replacement",
                            "[ ] Refund  [x] Repair  [ ] Replacement", "Proof of purchase attached: yes"]))
    if w.doc.fmt != "text":
        w.add("gap")
        w.add("line", f"Signed: {c.name}")


def dispatch_form(w: ShopWriter, with_name: bool, est: date | None) -> None:
    """A shipping notice's values as a form, then the parcel's contents."""
    c, r = w.case, w.rng
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if with_name:
        pairs.append((w.label("ship_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    rows = [[p, str(q)] for p, q, _ in c.items]
    w.add("grid", [r.choice(["Contents", "Items in this parcel", "Packed"]), "Qty"], rows)


def customer_close(w: ShopWriter, company: str | None) -> None:
    """A customer's sign-off and name (and company, for a business buyer); under some e-mails the
    shop's automatic reply, quoted."""
    c, r, V = w.case, w.rng, w.vocab
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS))
    short = is_mail(w) and r.random() < 0.25  # the From header carries the full name
    w.text("customer_name", c.name)
    w.add("line", first_name(c.name) if short else c.name)
    if company:
        w.add("line", company)
    if is_mail(w) and w.doc.style.get("quote") and c.case_number:
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", f"On {date_text(earlier, w.date_style)}, {V.SHOP} <care@{V.DOMAIN}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLIES))
        w.add("quote", V.AUTO_REPLY_SIGNATURE)


def customer_opening(w: ShopWriter, subject: str) -> None:
    """E-mail headers, or a printed letter's sender block and date line (the document date)."""
    c, r = w.case, w.rng
    if is_mail(w):
        customer_headers(w, subject)
        w.set("document_date", date_truth(w.doc.date))
        return
    address(w, c.name)
    printed = w.date("document_date", w.doc.date)
    w.add("rline" if r.random() < 0.5 else "line", printed)
    w.add("gap")
    w.add("line", f"{w.vocab.SHOP}, Customer Care")
    w.add("line", r.choice(w.vocab.RETURNS_ADDRESS))
    w.add("gap")


# --------------------------------------------------------------------------- planning and building


@dataclass
class ShopSpec:
    """One shop's data and templates; its methods plan, write and build that shop's batch."""

    vocab: ModuleType  # PRODUCTS, WARRANTY_PRODUCTS, TAX, CARRIERS, CUSTOMERS, ... (see shop3/vocab.py)
    writer: Callable[[Schema, Case, Doc, random.Random], Writer]
    templates: dict[str, Callable[[Any], None]]
    formats_by_type: dict[str, dict[str, float]]
    shop_formats: dict[str, float]
    author: str  # the PDF author
    case_prefix: str  # "H" -> case ids H01, H02 ...
    file_prefix: str  # "hl_" -> hl_0001.pdf ...
    kinds: list[str]
    currencies: list[str]
    id_shapes: dict[str, list[Callable[[random.Random], str]]]
    tracking: dict[str, Callable[[random.Random], str]]
    case_hook: Callable[[Case, random.Random], None] | None = None  # after the Case is made, before the carrier
    doc_hook: Callable[[Doc, random.Random], None] | None = None  # after a Doc is made, before it joins its case

    def __post_init__(self) -> None:
        self.plan = ShopPlan(odds=PLAN_ODDS, new_doc=self.new_doc, wrong_amount=wrong_amount,
                             unresolved_deadlines=self.vocab.UNRESOLVED_DEADLINES, extras=PLAN_EXTRAS)

    def pick_format(self, rng: random.Random, doc_type: str) -> str:
        weights = self.formats_by_type.get(doc_type, self.shop_formats)
        return rng.choices(list(weights), weights=list(weights.values()))[0]

    def style(self, rng: random.Random, fmt: str) -> dict[str, Any]:
        layout = rng.choice(LAYOUTS)
        return {
            "font": rng.choice(FONTS),
            "size": rng.choice([9.5, 10, 10.5, 11]) if fmt not in ("noisy_scan", "fax", "noisy_pdf_scan")
            else rng.choice([10.5, 11, 11.5]),
            "dpi": 200 if fmt in ("fax", "pdf_text") else 150 if fmt == "noisy_pdf_scan" else rng.choice([150, 200]),
            "layout": layout,
            "aligned": layout == "aligned",
            "stacked": layout == "stacked",
            "kv_sep": rng.choice([":", ":", ""]) if layout in ("inline", "aligned") else ":",
            "author": self.author,
            "qp": rng.random() < 0.5,
            "html": rng.random() < 0.4,
        }

    def new_doc(self, case: Case, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc:
        fmt = self.pick_format(rng, doc_type)
        doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**self.style(rng, fmt), **style})
        if self.doc_hook:
            self.doc_hook(doc, rng)
        case.docs.append(doc)
        return doc

    def make_case(self, i: int, kind: str, currency: str, person: tuple[str, str], rng: random.Random,
                  used: set[str]) -> Case:
        V = self.vocab
        name, address = person
        products = rng.sample(V.PRODUCTS, rng.choice([1, 1, 2, 2, 3]))
        if kind in ("warranty", "refund_warranty") and not any(p in V.WARRANTY_PRODUCTS for p, _ in products):
            wp = rng.choice(V.WARRANTY_PRODUCTS)
            products[0] = next(p for p in V.PRODUCTS if p[0] == wp)
        if kind == "refund_warranty" and len(products) == 1:
            products.append(rng.choice([p for p in V.PRODUCTS if p[0] != products[0][0]]))
        items = [(p, rng.choice([1, 1, 2]) if price < 60 else 1, price) for p, price in products]
        shape = {f: rng.choice(self.id_shapes[f]) for f in self.id_shapes}
        ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        first, last = ascii_name.lower().replace("'", "").split(" ", 1)
        case = Case(
            cid=f"{self.case_prefix}{i:02d}", kind=kind, name=name, address=address,
            email=f"{first[0]}{last.split(' ')[-1]}@{rng.choice(['example.co.uk', 'example.com', 'example.net'])}",
            currency=currency,
            customer_id=_unique(rng, used, lambda: shape["customer_id"](rng)),
            order_id=_unique(rng, used, lambda: shape["order_id"](rng)),
            invoice_number=_unique(rng, used, lambda: shape["invoice_number"](rng)),
            case_number=_unique(rng, used, lambda: shape["case_number"](rng)),
            order_date=date(2026, 2, 2) + timedelta(days=rng.randrange(0, 70)),
            items=items,
            tax_label_rate=V.TAX[currency][1],
        )
        if self.case_hook:
            self.case_hook(case, rng)
        case.carrier = rng.choice(V.CARRIERS[currency])
        case.tracking = _unique(rng, used, lambda: self.tracking[case.carrier](rng))
        case.payment_ref = _unique(rng, used, lambda: shape["payment_reference"](rng))
        case.serial = _unique(rng, used, lambda: shape["serial_number"](rng))
        wp_items = [it for it in items if it[0] in V.WARRANTY_PRODUCTS]
        case.warranty_product = (wp_items[0] if wp_items else items[0])[0]
        case.return_item = rng.choice([it for it in items
                                       if kind != "refund_warranty" or it[0] != case.warranty_product])
        case.reason = rng.choice(V.RETURN_REASONS)
        case.issue = rng.choice(V.ISSUES)
        case.requested = case.gross(case.return_item[2])
        price_refund(case, rng, 0.5, V.FEE_BASES, Decimal("0.15"), Decimal("4.95"), [None, 25, 50, 100])
        return case

    def plan_docs(self, case: Case, rng: random.Random, planted: set[str]) -> None:
        """Which documents a case has, their dates, and each one's deadline plan (see sample_docs/plan.py)."""
        k = case.kind
        est_change = "delivery_estimate" in planted
        ship = case.order_date + timedelta(days=rng.randrange(1, 4))
        case.est_confirm = ship + timedelta(days=rng.randrange(2, 5))
        case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 6)) if est_change else case.est_confirm
        typo = "customer_name" in planted
        has_oc = est_change or typo or k == "delivery" or rng.random() < 0.55
        if has_oc:
            self.new_doc(case, "order_confirmation", case.order_date, rng,
                         **({"typo_here": 1} if typo else {}),
                         **({"planted": ("delivery_estimate",)} if est_change else {}))
        if typo or rng.random() < 0.6:
            self.new_doc(case, "invoice", case.order_date + timedelta(days=rng.randrange(0, 3)), rng,
                         **({"typo_here": 1} if typo and rng.random() < 0.5 else {}))
        if est_change or k == "delivery" or rng.random() < 0.6:
            self.new_doc(case, "shipping_notice", ship, rng, **({"planted_est": 1} if est_change else {}))
        plan_after_delivery(case, rng, planted, case.est_ship, self.plan)

    def write(self, case: Case, doc: Doc, schema: Schema, rng: random.Random) -> None:
        """Resolve the document's deadline plan against the case, then fill its template."""
        resolve_deadline_plan(case, doc)
        w = self.writer(schema, case, doc, rng)
        self.templates[doc.doc_type](w)
        w.finish()
        if doc.fmt in ("text", "email") and doc.email is None:
            raise AssertionError(f"{case.cid} {doc.doc_type}: e-mail format without headers")

    def build_batch(self, seed: int, schema: Schema | None = None) -> Batch:
        """All of the shop's cases and documents (content + truth) for one seed. No files are written."""
        schema = schema or load_schema("default")
        rng = random.Random(seed)
        kinds = list(self.kinds)
        rng.shuffle(kinds)
        currencies = list(self.currencies)
        rng.shuffle(currencies)
        pools = {cur: rng.sample(people, len(people)) for cur, people in self.vocab.CUSTOMERS.items()}
        cids = [f"{self.case_prefix}{i + 1:02d}" for i in range(len(kinds))]
        by_kind = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
        planted: dict[str, set[str]] = {c: set() for c in cids}
        for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("refund_warranty"), 1):
            planted[c].add("refund_approved")
        for c in rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("warranty"), 1):
            planted[c].add("customer_deadline")
        for c in rng.sample(by_kind("refund", "warranty", "rejected"), 2):
            planted[c].add("customer_name")
        for c in by_kind("delivery"):
            planted[c].add("delivery_estimate")

        used: set[str] = set()
        cases = [fill_case(self.make_case(n, kind, cur, pools[cur].pop(), rng, used), planted[cid], schema, rng,
                           self.plan_docs, self.write)
                 for n, (cid, kind, cur) in enumerate(zip(cids, kinds, currencies), 1)]
        docs = number_docs(cases, rng, self.file_prefix, EXT)
        return Batch(docs=docs, cases=cases, conflicts=_collect_conflicts(cases, planted))


def wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount, a rounder one, or two digits swapped."""
    options = [cents(case.approved + rng.choice([5, 10, 20]))]
    if case.requested != case.approved:
        options.append(case.requested)
    figs = f"{case.approved:.2f}".replace(".", "")
    if len(figs) >= 4 and figs[-3] != figs[-4]:
        options.append(cents(Decimal(figs[:-4] + figs[-3] + figs[-4] + figs[-2:]) / 100))
    return rng.choice(options)


def check_truth_matches_text(doc: Doc) -> None:
    """Every stated text value appears in the document's words (a guard against template slips)."""
    def strings(x: Any) -> list[str]:
        return [x] if isinstance(x, str) else [s for y in x for s in strings(y)] if isinstance(x, list) else []

    words = collapse(" ".join(s for b in doc.blocks for s in strings(list(b[1:]))))
    for name, fv in doc.fields.items():
        if fv["value"] is not None and fv["currency"] is None and not fv["unresolved"] and name not in (
                "document_date", "order_date", "delivery_estimate", "ship_date", "approval_date", "promised_date",
                "execution_date", "customer_deadline", "refund_status", "fee_waiver_percent") \
                and fv["value"] not in words and not (doc.email and fv["value"] in str(doc.email)):
            raise AssertionError(f"{doc.case_id} {doc.doc_type}: {name}={fv['value']!r} not in the document")
