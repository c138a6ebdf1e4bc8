"""How Vaporella Pro's documents print money and dates, and the writer that keeps each printed value
and its truth together (sample_docs.documents.Writer with this shop's styles, labels and deadline words).

Money: "1 234,56 €" (France), "1.234,56 EUR" / "€ 1.234,56" (Belgium, Italy), "CHF 1'234.50" (Switzerland),
and the English ways some staff and customers write ("EUR 1,234.56"). Dates: "07/04/2026", "07.04.2026",
"7 avril 2026", "7 aprile 2026", "7. April 2026", "7th April 2026" ...
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import render as base_render
from sample_docs.documents import Case, Doc, Writer, _expectation
from sample_docs.formatting import NBSP, cents, email_date, month_end
from sample_docs.shop21 import vocab as V
from status.schema import Schema

NNBSP = "\u202f"  # the narrow no-break space French software puts between thousands
TEXT_WIDTH = base_render.PAGE_W - 2 * base_render.MARGIN

FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed", "sans_oblique", "serif_italic", "sans_light",
         "mono_oblique")

MONTHS = {
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"],
}
WEEKDAYS = {
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
}


# --------------------------------------------------------------------------- money


def _group(amount: Decimal, thousands: str, decimal: str) -> str:
    sign = "-" if amount < 0 else ""
    whole, frac = f"{abs(cents(amount)):.2f}".split(".")
    parts = []
    while len(whole) > 3:
        parts.insert(0, whole[-3:])
        whole = whole[:-3]
    parts.insert(0, whole)
    return sign + thousands.join(parts) + decimal + frac


def money_text(amount: Decimal, currency: str, style: str) -> str:
    s = NBSP
    if currency == "CHF":
        return {
            "ch_code": f"CHF{s}{_group(amount, chr(39), '.')}",
            "ch_suffix": f"{_group(amount, chr(39), '.')}{s}CHF",
            "ch_fr": f"Fr.{s}{_group(amount, chr(39), '.')}",
            "ch_typo": f"CHF{s}{_group(amount, chr(0x2019), '.')}",
            "ch_space": f"CHF{s}{_group(amount, NBSP, '.')}",
            "ch_comma": f"{_group(amount, NBSP, ',')}{s}CHF",
            "ch_plain": f"CHF{s}{_group(amount, '', '.')}",
            "ch_en": f"CHF{s}{_group(amount, ',', '.')}",
        }[style]
    return {
        "fr_sym": f"{_group(amount, NBSP, ',')}{s}€",
        "fr_nnbsp": f"{_group(amount, NNBSP, ',')}{s}€",
        "fr_code": f"{_group(amount, NBSP, ',')}{s}EUR",
        "dot_sym": f"{_group(amount, '.', ',')}{s}€",
        "dot_code": f"{_group(amount, '.', ',')}{s}EUR",
        "eur_prefix": f"€{s}{_group(amount, '.', ',')}",
        "code_prefix_dot": f"EUR{s}{_group(amount, '.', ',')}",
        "plain_euro": f"{_group(amount, '', ',')}{s}euro",
        "en_code": f"EUR{s}{_group(amount, ',', '.')}",
        "en_sym": f"€{_group(amount, ',', '.')}",
    }[style]


def bare_amount(amount: Decimal, style: str) -> str:
    """A table cell without the currency, grouped the way the document's style groups."""
    if style in ("en_code", "en_sym", "ch_en"):
        return _group(amount, ",", ".")
    if style in ("ch_code", "ch_suffix", "ch_fr", "ch_plain"):
        return _group(amount, "'", ".")
    if style == "ch_typo":
        return _group(amount, "\u2019", ".")
    if style == "ch_space":
        return _group(amount, NBSP, ".")
    if style in ("fr_sym", "fr_nnbsp", "fr_code", "ch_comma"):
        return _group(amount, NBSP, ",")
    return _group(amount, ".", ",")


MONEY_STYLES = {
    # (country, language, side) -> styles; side "shop" or "cust"
    ("FR", "local", "shop"): ("fr_sym", "fr_sym", "fr_code"),
    ("FR", "en", "shop"): ("fr_sym", "en_code", "fr_nnbsp"),
    ("FR", "local", "cust"): ("fr_sym", "fr_code"),
    ("FR", "en", "cust"): ("fr_sym", "plain_euro", "en_sym", "fr_nnbsp"),
    ("BE", "local", "shop"): ("fr_sym", "dot_sym", "code_prefix_dot"),
    ("BE", "en", "shop"): ("dot_sym", "en_code", "fr_sym"),
    ("BE", "local", "cust"): ("fr_sym", "dot_sym"),
    ("BE", "en", "cust"): ("dot_sym", "en_sym", "plain_euro", "code_prefix_dot"),
    ("IT", "local", "shop"): ("eur_prefix", "dot_code", "dot_sym"),
    ("IT", "en", "shop"): ("eur_prefix", "en_code", "dot_code"),
    ("IT", "local", "cust"): ("eur_prefix", "dot_sym"),
    ("IT", "en", "cust"): ("eur_prefix", "plain_euro", "en_code", "dot_sym"),
    ("CH", "local", "shop"): ("ch_code", "ch_suffix", "ch_typo", "ch_fr"),
    ("CH", "en", "shop"): ("ch_code", "ch_en", "ch_suffix"),
    ("CH", "local", "cust"): ("ch_code", "ch_comma", "ch_fr"),
    ("CH", "en", "cust"): ("ch_code", "ch_plain", "ch_en", "ch_comma", "ch_space"),
}


# --------------------------------------------------------------------------- dates


def date_text(d: date, style: str) -> str:
    s = NBSP
    day1 = {"fr": "1er", "it": "1°"}
    if style == "dmy_slash":
        return d.strftime("%d/%m/%Y")
    if style == "dmy_dot":
        return d.strftime("%d.%m.%Y")
    if style == "dmy_dash":
        return d.strftime("%d-%m-%Y")
    if style == "dmy_dot_short":
        return d.strftime("%d.%m.%y")
    if style == "iso":
        return d.isoformat()
    if style in ("fr_long", "it_long"):
        lang = style[:2]
        day = day1[lang] if d.day == 1 else str(d.day)
        return f"{day}{s}{MONTHS[lang][d.month - 1]}{s}{d.year}"
    if style in ("fr_long_wd", "it_long_wd"):
        lang = style[:2]
        day = day1[lang] if d.day == 1 else str(d.day)
        return f"{WEEKDAYS[lang][d.weekday()]}{s}{day}{s}{MONTHS[lang][d.month - 1]}{s}{d.year}"
    if style == "de_long":
        return f"{d.day}.{s}{MONTHS['de'][d.month - 1]}{s}{d.year}"
    month = MONTHS["en"][d.month - 1]
    if style == "en_long":
        return f"{d.day}{s}{month}{s}{d.year}"
    suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    if style == "en_ord":
        return f"{d.day}{suffix}{s}{month}{s}{d.year}"
    if style == "en_ord_of":
        return f"{d.day}{suffix}{s}of{s}{month}{s}{d.year}"
    if style == "en_mdy":
        return f"{month}{s}{d.day},{s}{d.year}"
    raise ValueError(style)


DATE_STYLES = {
    ("FR", "fr"): ("dmy_slash", "dmy_slash", "fr_long"),
    ("BE", "fr"): ("dmy_slash", "fr_long", "dmy_dash"),
    ("CH", "fr"): ("dmy_dot", "dmy_dot", "fr_long"),
    ("IT", "it"): ("dmy_slash", "dmy_slash", "it_long"),
    ("BE", "fr+nl"): ("dmy_slash",),
    ("CH", "fr+de"): ("dmy_dot",),
    ("FR", "fr+en"): ("dmy_slash", "iso"),
    ("IT", "it+en"): ("dmy_slash",),
    ("FR", "en"): ("en_long", "dmy_slash", "en_ord"),
    ("BE", "en"): ("dmy_slash", "en_long", "en_ord_of"),
    ("CH", "en"): ("dmy_dot", "en_long", "en_ord_of", "dmy_dot_short"),
    ("IT", "en"): ("dmy_slash", "en_long", "en_mdy", "en_ord"),
}
LETTER_DATE_STYLES = {"FR": ("fr_long", "fr_long_wd", "dmy_slash"), "BE": ("fr_long", "dmy_slash"),
                      "CH": ("fr_long", "dmy_dot"), "IT": ("it_long", "dmy_slash", "it_long_wd")}


def tz(d: date) -> str:
    """Central European time: summer time from the last Sunday of March 2026 (29 March)."""
    return "+0200" if date(2026, 3, 29) <= d < date(2026, 10, 25) else "+0100"


def outlook_sent(d: date, hour: int, minute: int, lang: str) -> str:
    """A forwarded message's 'Envoyé :' / 'Inviato:' / 'Sent:' line."""
    if lang == "fr":
        return f"{WEEKDAYS['fr'][d.weekday()]} {d.day} {MONTHS['fr'][d.month - 1]} {d.year} {hour:02d}:{minute:02d}"
    if lang == "it":
        return f"{WEEKDAYS['it'][d.weekday()]} {d.day} {MONTHS['it'][d.month - 1]} {d.year} {hour:02d}:{minute:02d}"
    return f"{WEEKDAYS['en'][d.weekday()]}, {d.day} {MONTHS['en'][d.month - 1]} {d.year} {hour:02d}:{minute:02d}"


def rfc_date(d: date, rng: random.Random, first: int = 7, last: int = 20) -> str:
    return email_date(d, rng.randrange(first, last), rng.randrange(60), rng.randrange(60), tz(d))


# --------------------------------------------------------------------------- the writer


class VWriter(Writer):
    """One document of this shop: its language(s), money and date styles, labels and layout."""

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        self.country: str = case.country  # type: ignore[attr-defined]
        self.lang: str = doc.style["lang"]
        self.langs = self.lang.split("+")
        self.first = self.langs[0]
        side = doc.style["side"]
        kind = "en" if self.first == "en" else "local"
        self.money_style = rng.choice(MONEY_STYLES[(self.country, kind, side)])
        key = (self.country, self.lang)
        if key not in DATE_STYLES:
            key = (self.country, "en" if self.first == "en" else V.OFFICES[self.country]["lang"])
        self.date_style = rng.choice(DATE_STYLES[key])

    # values
    def money_text(self, amount: Decimal, currency: str, style: str) -> str:  # type: ignore[override]
        return money_text(amount, currency, style)

    def date_text(self, d: date, style: str) -> str:  # type: ignore[override]
        return date_text(d, style)

    def bare(self, amount: Decimal) -> str:
        return bare_amount(amount, self.money_style)

    def plain_money(self, amount: Decimal) -> str:
        """An amount that is not a fact (a fee, a deposit), in the document's style."""
        return money_text(amount, self.case.currency, self.money_style)

    def plain_date(self, d: date) -> str:
        return date_text(d, self.date_style)

    # labels
    def lab(self, key: str, lang: str | None = None) -> str:
        """A label in the document's language; bilingual documents print both ("Client / Klant")."""
        r = self.rng
        if lang:
            return r.choice(V.LABELS[key][lang])
        first = r.choice(V.LABELS[key][self.first])
        if len(self.langs) > 1 and self.langs[1] in V.LABELS[key]:
            other = [lab for lab in V.LABELS[key][self.langs[1]] if lab.lower() != first.lower()]
            return f"{first} / {r.choice(other)}" if other else first
        return first

    def title(self, key: str) -> str:
        r = self.rng
        first = r.choice(V.TITLES[key][self.first])
        if len(self.langs) > 1 and self.langs[1] in V.TITLES[key]:
            return f"{first} / {r.choice(V.TITLES[key][self.langs[1]])}"
        return first

    def product(self, key: str) -> str:
        names = next(p[2] for p in V.PRODUCTS if p[0] == key) if key != "shipping" else V.SHIPPING_LINE
        return names.get(self.first, names["fr" if self.country != "IT" else "it"])

    def local(self) -> str:
        """The document's local language (fr or it): its first language unless that is English."""
        return self.first if self.first in ("fr", "it") else V.OFFICES[self.country]["lang"]

    # layout
    def width(self, text: str, bold: bool = False) -> float:
        """Printed width in points at the document's font and size."""
        return base_render._width(text, self.doc.style["font"], bold, float(self.doc.style["size"]))

    def kv(self, label: str, value: str) -> None:
        """A label and value; a value too long for one printed line goes under its label as a paragraph."""
        sep = self.doc.style.get("kv_sep", ":")
        if self.width(f"{label}{sep} ", True) + self.width(value) > TEXT_WIDTH - 150 * self.doc.style["aligned"]:
            self.add("line", f"{label}{sep}")
            self.add("para", value)
        else:
            self.add("kv", label, value)

    def block(self, pairs: list[tuple[str, str]]) -> None:
        lay = self.doc.style["layout"]
        sep = self.doc.style.get("kv_sep", ":")
        if lay == "pairs":
            half = TEXT_WIDTH * 0.5 - 10
            fits = lambda p: self.width(f"{p[0]}{sep} ", True) + self.width(p[1]) < half  # noqa: E731
            i = 0
            while i < len(pairs):
                if i + 1 < len(pairs) and fits(pairs[i]) and fits(pairs[i + 1]):
                    self.add("kv2", *pairs[i], *pairs[i + 1])
                    i += 2
                else:
                    self.kv(*pairs[i])
                    i += 1
        elif lay == "grid":
            step = TEXT_WIDTH / 3 - 8
            self.grid(pairs, [p for p in pairs if self.width(p[1]) < step and self.width(p[0], True) < step + 6])
        else:
            for p in pairs:
                self.kv(*p)

    # customer deadlines
    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        r, lang = self.rng, self.doc.style.get("prose", "en")
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(RELATIVE[lang][self.country] if lang == "en" else RELATIVE[lang])
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        style = self.date_style
        if lang != "en" and style.startswith("en_"):
            style = "dmy_slash"
        pool = V.DEADLINE_WORDS[self.country] if lang == "en" else LOCAL_DEADLINE_WORDS[lang]
        return r.choice(pool).format(date_text(d, style)), d

    def expectation(self, with_dl: list[str], without: list[str], product: str = "") -> str:
        """The customer's expectation sentence (truth: customer_expectation, customer_deadline)."""
        fill = lambda ts: [t.replace("{p}", product) for t in ts]  # noqa: E731
        deadline = self.doc.style["deadline_value"]
        if isinstance(deadline, str):
            deadline = unresolved_in(deadline, self.doc.style.get("prose", "en"))
            self.case.deadline = deadline
        return _expectation(self, fill(with_dl), fill(without), deadline) + "."


LOCAL_DEADLINE_WORDS = {"fr": ["avant le {}", "au plus tard le {}", "d'ici le {}"],
                        "it": ["entro il {}", "non oltre il {}", "prima del {}"]}
RELATIVE: dict[str, Any] = {
    "en": V.RELATIVE_DEADLINES,
    "fr": [("sous 10 jours", 10), ("d'ici la fin du mois", "month_end"), ("dans les 15 jours", 15)],
    "it": [("entro 15 giorni", 15), ("entro fine mese", "month_end"), ("entro una settimana", 7)],
}
UNRESOLVED_TR = {
    "before the reopening of the salon after the works": {"fr": "avant la réouverture du salon après les travaux",
                                                          "it": "prima della riapertura del salone dopo i lavori"},
    "before our high season": {"fr": "avant notre haute saison", "it": "prima della nostra alta stagione"},
    "before the wedding season starts": {"fr": "avant le début de la saison des mariages",
                                         "it": "prima dell'inizio della stagione dei matrimoni"},
    "when our accountant closes the books": {"fr": "quand notre comptable clôture les comptes",
                                             "it": "quando il commercialista chiude il bilancio"},
    "before the inspection of the hygiene service": {"fr": "avant le contrôle du service d'hygiène",
                                                     "it": "prima del controllo dell'ASL"},
}


def unresolved_in(words: str, lang: str) -> str:
    """Unresolved deadline words in the prose language (the plan draws them in English)."""
    for en, tr in UNRESOLVED_TR.items():
        if words in (en, *tr.values()):
            return en if lang == "en" else tr[lang]
    return words
