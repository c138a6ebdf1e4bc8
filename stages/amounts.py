"""Which amount of a document is which: the refund asked for, the refund granted, the refund paid back and the order's
total, told apart by the evidence around each amount (helper amounts8).

A refund's documents print several amounts side by side: what the order came to, what the customer asked for, what
the shop granted (in part, less a fee), what went back, and the parts of these (shipping, tax, a restocking fee, a
voucher, a balance, an earlier refund). A label's cue finds *an* amount; which qualifier that amount carries is what
this module reads, from three kinds of evidence, none of them a phrase of one document:

- the amount's label (the words before it in its cell: "Approved amount:", "Erstattet / Refunded", "Paid this
  run"): a qualifier's past participle or noun, in the languages a shop labels in (general trade words);
- the verb that governs it in its clause, by lemma and by tense and aspect (spaCy's tags, `stages.acts`): money sent
  back and done ("has been credited", "we refunded", "was transferred") is executed; promised ("we will refund",
  "we'll credit", "will be returned") or decided ("we approve a further ...") is approved; asked for ("you asked us
  for", "I'd like to claim back", "the ... you claimed") is requested; bought ("you paid", "it cost") is the order;
- the nouns it stands with ("the £79.90 order", "a $10.00 voucher", "... was the delivery charge", "including ...
  shipping", "less ... ") that make it a part of another amount, and words that make it an earlier one ("already",
  "previously").

`settle` uses the reading for the money fields whose qualifier names a role (`ROLE_OF_QUALIFIER`): a field the labels
left empty takes the amount read in its role; a field whose amount is read in another role (the order total taken as
the refund paid) takes the amount read in its own, or the one amount no evidence claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from stages import acts, rules
from stages.rules import Found

REQUESTED, APPROVED, EXECUTED, ORDERED, PART, EARLIER = "requested", "approved", "executed", "ordered", "part", "earlier"
# The qualifiers of the amounts that record a decision's or a payment's outcome: the money field of one found, it says
# the document records the status value of that name (stages.nlp).
OUTCOME_QUALIFIERS = (APPROVED, EXECUTED)
ELIGIBLE = "eligible"  # what the claim qualifies for, before the decision (the policy's amount, the goods' worth)
ROLE_OF_QUALIFIER = {"requested": REQUESTED, "approved": APPROVED, "executed": EXECUTED, "ordered": ORDERED,
                     "eligible": ELIGIBLE}

# ---------------------------------------------------------------- label words (general trade vocabulary)

_B = r"(?<![^\W\d_])"  # a word's start (letters of any script)
_E = r"(?![^\W\d_])"
# a part of another amount: charges, taxes, discounts, credits kept as vouchers, balances, deposits, subtotals
PART_WORDS = re.compile(_B + r"(?:fees?|charges|shipping|delivery|postage|freight|carriage|handling|restocking|tax(?:es)?|"
                        r"vat|gst|hst|discount|voucher|coupon|gift[ -]?card|store[ -]credit|deduct\w*|deductions?|"
                        r"deposit|sub-?total|sub[ -]total|sous-?total|sub-?totaa?l|subtotale|zwischensumme|teilsumme|"
                        r"withheld|"
                        r"versand\w*|porto|abzug|abz[üu]ge|geb[üu]hr\w*|steuer|mwst|rabatt|gutschein|"
                        r"verzend\w*|verzendkosten|korting|btw|kosten|"
                        r"env[ií]o|gastos|descuento|cup[óo]n|"
                        r"frais|livraison|remise|tva|"
                        r"spese|spedizione|sconto|iva|"
                        r"frakt|moms|avgift|porto)" + _E, re.I)
BALANCE_WORDS = re.compile(_B + r"(?:balance|outstanding|saldo|restbetrag|reste|resto|restant)" + _E, re.I)
EARLIER_WORDS = re.compile(_B + r"(?:previously|already|earlier|prior|bereits|schon|d[ée]j[àa]|ya|gi[àa]|redan|allerede)"
                           + _E, re.I)
EXECUTED_WORDS = re.compile(_B + r"(?:refunded|credited|reimbursed|repaid|transferred|remitted|paid[ -](?:out|back)|"
                            r"sent[ -]back|reversed|returned|"
                            r"erstattet\w{0,3}|r[üu]ckerstattet\w{0,3}|gutgeschrieben\w{0,3}|[üu]berwiesen\w{0,3}|ausgezahlt\w{0,3}|zur[üu]ckgezahlt\w{0,3}|"
                            r"terugbetaald\w{0,3}|teruggestort\w{0,3}|uitbetaald\w{0,3}|"
                            r"reembolsad[oa]|devuelt[oa]|abonad[oa]|estornad[oa]|"
                            r"rembours[ée]e?|cr[ée]dit[ée]e?|vers[ée]e?|"
                            r"rimborsat[oa]|accreditat[oa]|"
                            r"[åa]terbetal\w*|refunder\w*|tilbakebetalt|zwr[óo]con\w*)" + _E, re.I)
APPROVED_WORDS = re.compile(_B + r"(?:approved|granted|authori[sz]ed|accepted|agreed|allowed|sanctioned|awarded|"
                            r"genehmigt\w{0,3}|bewilligt\w{0,3}|freigegeben\w{0,3}|anerkannt\w{0,3}|"
                            r"goedgekeurd\w{0,3}|toegekend\w{0,3}|"
                            r"aprobad[oa]|concedid[oa]|autorizad[oa]|aprovad[oa]|"
                            r"accord[ée]e?|approuv[ée]e?|autoris[ée]e?|"
                            r"approvat[oa]|concess[oa]|"
                            r"godk[äae]n\w*|godkjent|zatwierdzon\w*)" + _E, re.I)
REQUESTED_WORDS = re.compile(_B + r"(?:requested|requests?|claimed|claims?|asked|sought|demanded|antrag|anfrage|aanvraag|"
                             r"solicitud|demande|richiesta|beg[äa]ran|"
                             r"beantragt\w{0,3}|gefordert\w{0,3}|forderung|angefordert\w{0,3}|"
                             r"gevraagd\w{0,3}|aangevraagd\w{0,3}|"
                             r"solicitad[oa]|reclamad[oa]|"
                             r"demand[ée]e?|r[ée]clam[ée]e?|"
                             r"richiest[oa]|"
                             r"beg[äa]rt|kr[äa]vt|anmodet)" + _E, re.I)
ORDERED_WORDS = re.compile(_B + r"(?:total|grand[ -]total|order|orders|charged|cost|price|original|purchase|invoice|"
                           r"payable|due|"
                           r"bestell\w*|gesamt\w*|summe|rechnungs\w*|"
                           r"bestel\w*|totaal|"
                           r"pedido|importe[ -]total|"
                           r"commande|"
                           r"ordine|totale|"
                           r"betala|ordervärde)" + _E, re.I)
# the tax words: the one-word cues of the schema's tax field, and these (general vocabulary of taxes)
TAX_WORDS = frozenset("tax taxes vat gst hst pst qst mwst ust tva iva btw moms tps tvq sst alv mva".split()
                      # the value-added tax's national names: Peru's IGV, the Dominican ITBIS, Panama's ITBMS, Honduras'
                      # ISV, Puerto Rico's IVU, Turkey's KDV, Indonesia's PPN, the Czech and Slovak DPH, Slovenia's DDV,
                      # Latvia's PVN, Lithuania's PVM, Greece's FPA
                      + "igv itbis itbms isv ivu kdv ppn dph ddv pvn pvm fpa".split())
# the shares of a tax a row may print alone, summed into the tax (India's central / state / integrated GST, Jamaica's
# general consumption tax, a levy): a row's role, never a cue of the tax field by itself
TAX_PART_WORDS = frozenset("gct cgst sgst igst utgst levy".split())
# what an amount includes or leaves out, named in its label after the word saying so
INCLUDING = (r"incl|including|inc|inkl|inklusive|inklusiv|einschl|einschlie[ßs]lich|inclu[ií]d[oa]|incluso|inclusa|incluyendo|"
             r"incluindo|inclusief|inkludert|inkluderet|sis|inclus|incluse|compris|comprise|avec|mit|con|com|with|met")
EXCLUDING = (r"excl|excluding|ex|exkl|exklusive|zzgl|ohne|sans|hors|sin|senza|sem|zonder|excluido|esclusa|without|w/o|"
             r"before|avant|antes|prima|vor|voor|net[ \t]+of|plus|after")
# (a rate may stand between the modifier and its word: "incl. 25% VAT", "VAT 16% included", "IVA 23% incluído")
RATE = r"(?:@?[ \t]*\d[\d.,]*[ \t]*%[ \t]+)?"
INCLUDED_AFTER_WORDS = (r"included|inclusive|inclu[ií]d[oa]|incluso|inclusa|incluse|inclus|comprise|compris|inbegriffen|"
                        r"enthalten|inkludert|inkluderet|inbegrepen")
# a tax's own name as a whole word ("GST", "VAT"): the thing a modifier names, nothing after it part of it
_TAX_NAME = r"(?i:" + "|".join(sorted(TAX_WORDS | TAX_PART_WORDS, key=len, reverse=True)) + r")(?![\w-])"
MODIFIER_RE = re.compile(r"(?<![\w-])(?:" + INCLUDING + "|inclusive|" + EXCLUDING + r")\.?[ \t]+(?:of[ \t]+)?" + RATE +
                         r"(?:the[ \t]+|all[ \t]+|de[ \t]+|la[ \t]+|"
                         r"d'|l')?(?:" + _TAX_NAME + r"\.?|[^\W\d_]+\.?"
                         # a tax named in two or three words: "incl. Sales Tax", "excl. value added tax"
                         # (words one space apart, none joining another charge: "excl. VAT plus stamp duty"); not
                         # after a tax's own name: "Amount incl. GST Service Tax" is the service tax on that amount
                         r"(?:(?:[ \t](?!(?i:plus)(?![\w-]))[^\W\d_]+){0,2}?[ \t](?i:tax|taxes|duty|duties|levy|levies)(?![\w-]))?)"
                         # the word a modifier follows: "IVA inclusa", "VAT included", "TVA comprise", "MwSt. inbegriffen"
                         r"|[^\W\d_]+\.?[ \t]+" + RATE + r"(?:" + INCLUDED_AFTER_WORDS + r")(?![\w-])", re.I)
# what a claim qualifies for under a policy: "Amount eligible", "Refundable total", "Maximum refund", "entitled to",
# "Qualifying amount", "worth" (the goods' value, the most a refund gives back)
ELIGIBLE_WORDS = re.compile(_B + r"(?:eligible|eligibility|refundable|returnable|creditable|entitle[ds]?|entitlement|"
                            r"qualif(?:y|ies|ied|ying)|maximum|max|allowable|worth|"
                            r"erstattungsf[äa]hig\w*|anspruch|remboursable|reembolsable|rimborsabile)" + _E, re.I)
# the same words negated: "non-refundable", "not eligible", "ineligible", "no refund entitlement"
NOT_ELIGIBLE_RE = re.compile(r"(?<![\w-])(?:(?:non|not|no)[ \t-]*|in)(?=(?:eligible|refundable|returnable|creditable|"
                             r"qualif|entitle|allowable))[^\W\d_]+", re.I)
# the worth of what comes back, as a returns desk labels it where the eligible amount is recorded: a word of value and a
# word of the goods returned or assessed ("Return value", "Assessed value", "Value of items received back")
VALUE_WORDS = re.compile(_B + r"(?:value|valued|worth|valuation|wert|valeur|valor|valore|waarde|v[äa]rde|verdi)" + _E, re.I)
GOODS_BACK_WORDS = re.compile(_B + r"(?:returns?|returned|goods|items?|merchandise|products?|articles?|assessed|appraised|"
                              r"received|inspected|r[üu]ck\w*|retour\w*|devoluci[óo]n|devolu\w*|reso)" + _E, re.I)
# the decision named as a noun before the amount it grants ("your refund approval for £972.77", "the authorisation of")
DECISION_NOUNS = re.compile(_B + r"(?:approvals?|authori[sz]ations?|grants?|awards?)" + _E, re.I)
# the refund itself named as a noun: "Total refund", "Refund total", "Gesamterstattung"
REFUND_NOUNS = re.compile(_B + r"(?:refunds?|reimbursements?|repayments?|credit|\w*erstattung\w*|gutschrift\w*|terugbetaling|reembolso|"
                          r"remboursement|rimborso|[åa]terbetalning|refusjon|zwrot)" + _E, re.I)
# "paid" alone: the money paid back on a payment's notice, what the customer paid anywhere else
PAID_WORD = re.compile(_B + r"(?:paid|payment|bezahlt|betaald|pagad[oa]|pay[ée]e?|pagat[oa]|betalt)" + _E, re.I)
# the infinitive of money to go back: "Refund to be issued", "Amount to be credited" - the decision's, or the request's
TO_BE_MOVED = re.compile(_B + r"to[ \t]+be[ \t]+(?:refunded|issued|paid|credited|returned|reimbursed|transferred)" + _E, re.I)

# ---------------------------------------------------------------- verbs of the amount's clause (lemmas)

MOVE = frozenset("refund reimburse repay credit transfer return remit wire send deposit disburse reverse issue "
                 "push put give pay get go process receive".split())
NEEDS_PARTICLE = frozenset("push put give pay send get go receive".split())  # ("you will receive X back")  # money "pushed back", "paid out", "went back": the particle says so
DECIDE = frozenset("approve grant authorise authorize accept agree allow sanction award uphold offer".split())
# the modals of what may still come: "X can be credited", "X may be refunded": a decision's amount, not money gone back
MODAL_TO_COME = frozenset("can could may might shall".split())  # (not "should"/"must": a customer's "must be refunded")
# an amount such a modal moves: what may be refunded, the decision's amount unless another amount is the one granted
# ("the full price of SEK 899.00 can be refunded ... we are refunding SEK 809.10": the first what the claim allows)
POSSIBLE = "possible"
# a modal before "have": what could or should have happened and did not ("X could have been credited")
MODAL_PERFECT = frozenset("could may might should must would".split())
# before an amount: the ceiling of what a claim may give back ("refunded up to X", "a refund of up to X"), in a sentence about
# money going back (`REFUND_CONTEXT`: not "free delivery on orders up to X")
UP_TO = re.compile(r"(?<![\w-])(?:up[ \t]+to|a[ \t]+maximum[ \t]+of|at[ \t]+most|not[ \t]+more[ \t]+than|no[ \t]+more[ \t]+than)"
                   r"[ \t]*$", re.I)
REFUND_CONTEXT = re.compile(r"(?<![\w-])(?:refund|reimburs|repa(?:y|id)|credit|compensat|claim|entitle|eligib|qualif)", re.I)
# a decision told as confirmed: "you confirmed a refund of EUR 45.60", "we confirm the refund of ..." (not when asked for:
# "please confirm my refund of ...")
CONFIRM = frozenset("confirm".split())
ASK = frozenset("ask request claim want like need demand seek expect".split())
BUY = frozenset("pay cost charge spend total order buy purchase come amount".split())  # ("came to", "amounted to")
DEDUCT = frozenset("deduct withhold keep retain subtract".split())
# a predicate of what the claim qualifies for, a verb ("qualifies for", "entitles you to") or an adjective ("eligible for",
# "is refundable", "are worth"): the amount it governs is the eligible one
QUALIFY = frozenset("qualify entitle entitled eligible refundable returnable worth valid claimable recoverable".split())
# a verb of the shop's assessment of what came back: "we have assessed your return at X", "the goods were valued at X"
ASSESS = frozenset("assess appraise value valuate".split())
# a claim that may be made ("you can claim back X", "you may reclaim X"): what it qualifies for, not what was asked
CLAIMABLE = frozenset("claim reclaim".split())
ABLE = frozenset("can may".split())
# the subject of a copula naming a ceiling: "the most we can give back is X", "the maximum is X", "our limit is X"
CEILING = frozenset("most maximum max limit cap ceiling highest".split())
PARTICLES = frozenset("back out".split())
# before an amount in prose: it is part of the amount before ("including EUR 2.50 shipping", "less a fee of ...")
# (words one space apart: a column gap after them makes them a label, "Total incl. VAT      52,72 €")
PART_BEFORE = re.compile(r"(?:including|incl\.?|inc\.?|plus|of[ \t]+which|less|minus|after[ \t]+deducting|excluding|"
                         r"excl\.?)[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:\w+[ \t]?){0,3}$", re.I)
# money "sent back" into something the shop keeps: store credit, a voucher, a gift card, loyalty points
KEPT_AS = re.compile(r"(?:[ \t]+\w+){0,2}?[ \t]+(?:as|in|into|to|on|onto)[ \t]+(?:an?[ \t]+|your[ \t]+|the[ \t]+)?"
                     r"(?:(?:store|shop|wallet|gift|loyalty|bonus|in-store)[ \t-]*credit|voucher|gift[ \t-]?card|coupon|"
                     r"(?:loyalty|bonus|reward)[ \t]+points|wallet)", re.I)
# before an amount in prose: it restates the amount before in other words ("..., that is GBP 78.00", "i.e.", "=")
RESTATES = re.compile(r"[,(][ \t]*(?:that[ \t]+is|i\.[ \t]?e\.|=|so|making|leaving)[ \t,:]*$", re.I)



def record_outcome(read: str | None, printed: str, evidence_values: list[str]) -> str | None:
    """The status a printed status word on a record only evidence writes (a transfer's advice) stands for, read as
    `read`: a word of success that names no decision ("Status: Successful", read as approved) says the record's own act
    went through, the one value evidence may set ("executed"); a decision's word ("Accepted", "Authorised": a payment
    accepted for settlement, a card authorisation, is no settlement), a refusal or a pending word stays as read.
    Extraction reads the word so on an evidence type (stages.nlp), validation's reverse check reads it back so."""
    if read in OUTCOME_QUALIFIERS and len(evidence_values) == 1 and read not in evidence_values \
            and not APPROVED_WORDS.search(printed):
        return evidence_values[0]
    return read

@dataclass
class Amount:
    start: int
    end: int
    raw: str
    value: str
    currency: str | None
    role: str | None = None
    by: str = ""  # "label", "verb", "noun", "restated"; "rule": words of entitlement in a rule for any claim (no role)
    readers: bool = False  # the verb that gives the role is the reader's ("the SEK 1 400 you claimed")
    mine: bool = False  # its sentence speaks as "I" / "my": a customer's report of what the shop did, or a clerk's
    gross: bool = False  # a deduction follows it ("EUR 310.00 less the EUR 25.00 fee"): the basis, not what is paid


# after an amount: a deduction from it follows, so the amount is the gross a net is worked out from
GROSS_AFTER = re.compile(r"[ \t]*+,?+[ \t]*+(?:less|minus|after[ \t]+deducting|net[ \t]+of)(?![\w-])", re.I)


SINGULAR = frozenset("i me my mine".split())
CLAUSE_END_RE = re.compile(r"[.;:!?(\n]|,\s")  # where the amount's clause ends after it
CLAUSE_WORDS = frozenset("and or but of for the a an to that which with from is are was were".split())


# the abbreviations of a totals label in the languages a shop labels in ("inkl. MwSt.", "zzgl. USt.", "Ges.-Betr."): no
# sentence ends at their point
LABEL_ABBREVIATION_RE = re.compile(r"(?<![\w-])(?:inkl|exkl|zzgl|einschl|mwst|ust|st|ges|betr|incl|excl|inc|ex|imp|tot|"
                                   r"subtot|amt|approx|ca)\.$", re.I)


def _label(text: str, start: int) -> str | None:
    """The words before an amount in its cell, when they are few (a label, or the verb phrase of a short clause): from
    the line's start, a bar, a column gap or an earlier amount, after a label's colon inside them."""
    ls = text.rfind("\n", 0, start) + 1
    prefix = text[ls:start]
    if not prefix.strip() and ls > 0:  # the value on the line under its label ("Amount refunded:" over "€126,00")
        above = text[text.rfind("\n", 0, ls - 1) + 1:ls - 1]
        if re.search(r"[^\W\d_][^\n]*:[ \t]*$", above) and not rules.money_candidates(text, ls - 1 - len(above), ls - 1):
            prefix = above.rstrip().rstrip(":")
            if len(re.findall(r"[^\W\d_][\w'-]*", prefix)) <= 6:
                return prefix
        elif _block_label(text, ls, start):
            return above.strip()
    if not prefix.strip() and (after := _label_after(text, start)) is not None:
        return after
    if (answered := ANSWERED_LABEL_RE.search(prefix)) is not None:
        return answered.group(1).strip()  # "Eligible for refund: Yes (USD 75.00)": the amount the answer names
    for m in rules.money_candidates(text, ls, start):
        if m[0].end() <= start:
            prefix = text[m[0].end():start]
    for stop in reversed(list(re.finditer(r"[.!?;](?=\s)|[(\[]", prefix))):  # its sentence's, inside its bracket
        if stop.group(0) in "([" and re.search(r"[)\]]", prefix[stop.end():]):
            continue  # (a bracket closed before the amount is its label's: "Shipping (non-refundable):")
        if not (rules.ABBREVIATION_RE.search(prefix, 0, stop.end()) or LABEL_ABBREVIATION_RE.search(prefix, 0, stop.end())
                or stop.group(0) == "." and not prefix[stop.end():].strip()):  # ("Total incl. VAT:", "Gesamt inkl. MwSt.  37,49 €" are one label)
            prefix = prefix[stop.end():]
            break
    cell = re.split(r"[ \t]\|[ \t]|\t|[ \t]{2,}", prefix.rstrip(" \t|"))[-1] if prefix.strip(" \t|") else ""
    inner = re.split(r":[ \t]+(?=\S)", cell)
    cell = inner[-1] if len(inner) > 1 and inner[-1].strip() else cell
    words = re.findall(r"[^\W\d_][\w'-]*", cell)
    if re.search(r"[,;](?:\s|$)", cell) or (words and words[-1].lower() in CLAUSE_WORDS):
        return None  # a clause of prose ("deducted, and PLN 580,00 has been ...", "Of the $64.98 you paid, $54.99 ..."), no label
    return cell if 0 < len(words) <= 6 else None


# a label answered yes (or in full, in part) with its amount after in brackets or after a dash
# (searched: a gap is taken whole from its first blank, the only place it can start a match; linear on a run of blanks)
ANSWERED_LABEL_RE = re.compile(r"(?:^|(?<![ \t])[ \t]{2,}+|\t)([^\W\d_][^\n:]{1,40}?)[ \t]*:[ \t]*(?:yes|y|ja|oui|s[ií]|full|in[ \t]+full|"
                               r"partial|partly|part)[ \t]*[-\u2013(\[,][ \t]*$", re.I)
LABEL_AFTER_RE = re.compile(r"(?:[ \t]{2,}|\t|[ \t]+[|:=-][ \t]+)([^\W\d_](?:[^\n]*[^\s:])?)[ \t:]*$")


def _label_after(text: str, start: int) -> str | None:
    """The label printed after its amount, a column gap between ("   ₱5,000.00   Net amount", "AED 50.00  |  VAT"): the
    amount opens its line and the rest of the line is a few words, no sentence (prose after an amount is its verb's)."""
    m = next((m for m, _ in rules.money_candidates(text, start, text.find("\n", start) if "\n" in text[start:] else len(text))
              if m.start() == start), None)
    if m is None:
        return None
    le = text.find("\n", m.end())
    rest = text[m.end():le if le >= 0 else len(text)]
    got = LABEL_AFTER_RE.match(rest)
    if got is None or rules.money_candidates(text, m.end(), m.end() + len(rest)):
        return None
    label = got.group(1).strip()
    return label if _short_label(label) else None


def _block_label(text: str, ls: int, start: int) -> bool:
    """A form printing each label on a line of its own over its value, no colon ("Refund authorised" over "AUD 150.00"):
    the amount stands alone on its line, the line above is a few words with no digit and no sentence's mark, and a
    blank line (or the text's start) opens that label's block."""
    le = text.find("\n", start)
    le = len(text) if le < 0 else le
    money = rules.money_candidates(text, start, le)
    if len(money) != 1 or text[money[0][0].end():le].strip():
        return False
    above_start = text.rfind("\n", 0, ls - 1) + 1
    above = text[above_start:ls - 1]
    if not re.fullmatch(r"[ \t]*[^\W\d_][^\W\d_'/ \t-]*(?:[ \t]+[^\W\d_][\w'/-]*){0,5}[ \t]*", above):
        return False
    before = text[text.rfind("\n", 0, above_start - 1) + 1:above_start - 1] if above_start > 0 else ""
    return above_start == 0 or not before.strip()


# a table's rule: a line of dashes, equals signs, crosses, colons and bars only ("+------+------+", "|---|--:|", "=====")
RULE_LINE_RE = re.compile(r"[ \t]*[-=+|:\u2500-\u257f_]*[-=\u2500\u2501\u2550_]{3,}[-=+|:\u2500-\u257f_ \t]*")
CELL_RE = re.compile(r"\S+(?:[ \t]\S+)*")  # a cell of a row: words one space apart (a column gap parts cells)


def _column_header(text: str, start: int, end: int) -> str | None:
    """The header over an amount in a table's column: the nearest line above with no amount, holding cells parted by
    column gaps, and its cell that overlaps the amount's columns ("Original amount   Deductions   Amount paid" over
    "AUD 530.00   AUD 53.00   AUD 477.00"); rows of values between are passed over (at most four)."""
    ls = text.rfind("\n", 0, start) + 1
    row = text[ls:text.find("\n", start) if "\n" in text[start:] else len(text)]
    if not re.search(r"\S(?:[ \t]{2,}|\t)\S", row):
        return None  # no row of cells
    c0, c1 = start - ls, end - ls
    le = ls - 1
    for _ in range(5):
        if le <= 0:
            return None
        hs = text.rfind("\n", 0, le) + 1
        line = text[hs:le]
        if not line.strip():
            return None
        if RULE_LINE_RE.fullmatch(line):  # (a table's rule between the header and its rows)
            le = hs - 1
            continue
        if not rules.money_candidates(text, hs, le):
            cells = [(m.start(), m.end(), m.group(0)) for m in CELL_RE.finditer(line.replace("\t", "    "))]
            if len(cells) < 2:
                return None
            over = [c for c in cells if c[0] < c1 and c0 < c[1]]
            return over[0][2] if len(over) == 1 else None
        le = hs - 1
    return None


def _row_name(text: str, start: int) -> str | None:
    """The first cell of a table's row that holds the amount further on, when it is a word or two ("Sale", "Refund
    issued"): the name of the row's payment, its cells parted by column gaps or bars."""
    ls = text.rfind("\n", 0, start) + 1
    first = re.match(r"[ \t]*([^\W\d_][\w'-]*(?:[ \t][^\W\d_][\w'-]*)?)(?:[ \t]{2,}|\t|[ \t]\|[ \t])", text[ls:start])
    return first.group(1) if first is not None else None


def row_role(name: str, has: set[str]) -> str | None:
    """The role a row's name or a column's header gives its amount: a label's (`label_role`); else the refund itself
    named as a noun is the one refund role the document type records ("Refund" beside "Sale" in a refund's table of
    payments, a "Refund" column beside "Price" and "Refundable"), the sale or purchase the order's."""
    role = label_role(name, has)
    if role is not None:
        return role
    refund_roles = has & {REQUESTED, APPROVED, EXECUTED}
    if REFUND_NOUNS.search(name) and len(refund_roles) == 1:
        return next(iter(refund_roles))
    return ORDERED if re.search(_B + r"(?:sale|sales|purchase|charge)" + _E, name, re.I) else None


def label_role(label: str, has: set[str]) -> str | None:
    """The role a label's words give (`has`: the roles the document type records, which decide a word both may
    mean: "paid" is the refund paid on a payment's notice, the customer's payment elsewhere; "to be refunded" the
    decision's amount where the type records one, else the request's)."""
    if PART_WORDS.search(MODIFIER_RE.sub(" ", label)):  # ("Total incl. VAT" is the total, "Net of fees" no fee)
        return PART
    taxes = {w.lower() for w in re.findall(r"[^\W\d_]+", label)} & (TAX_WORDS | TAX_PART_WORDS)
    if taxes and _names_tax_included(label, taxes, first=True):  # "VAT 16% included in the total": the tax inside it
        return PART  # (not a bracket's "incl. tax)" cut from "Total (incl. tax)")
    if BALANCE_WORDS.search(label):  # what is left to pay: an order's total due, a refund's remainder
        return ORDERED if ORDERED in has else PART
    if EARLIER_WORDS.search(label):
        return EARLIER
    if ELIGIBLE_WORDS.search(NOT_ELIGIBLE_RE.sub(" ", label)) and not APPROVED_WORDS.search(label):
        return ELIGIBLE
    if ELIGIBLE in has and VALUE_WORDS.search(label) and GOODS_BACK_WORDS.search(label) and not APPROVED_WORDS.search(label):
        return ELIGIBLE  # the worth of what came back, where a claim's eligible amount is recorded ("Return value")
    if REQUESTED_WORDS.search(label):
        return REQUESTED
    if TO_BE_MOVED.search(label):
        if not has:
            return None  # (the type unknown: a decision's amount, or a request's)
        return APPROVED if APPROVED in has or REQUESTED not in has else REQUESTED
    if APPROVED_WORDS.search(label):  # ("Customer accepted EUR 8.00": the customer's own act, not the shop's decision)
        return None if CUSTOMERS_ACCEPTANCE_RE.search(label) else APPROVED
    if EXECUTED_WORDS.search(label):
        return EXECUTED
    if ORDERED_WORDS.search(label):
        return None if REFUND_NOUNS.search(label) else ORDERED  # "Total refund": the refund's amount, of some role
    if PAID_WORD.search(label):
        return (EXECUTED if EXECUTED in has else ORDERED) if has else None
    return None


# nouns in prose that make an amount the order's ("the £79.90 order", "your original payment was ...")
ORDER_NOUNS = re.compile(_B + r"(?:total|order|orders|purchase|invoice|price|cost|payment|original)" + _E, re.I)


def _noun_role(words: str) -> str | None:
    if PART_WORDS.search(words):
        return PART
    if ORDER_NOUNS.search(words) and not REFUND_NOUNS.search(words):
        return ORDERED
    return None


def _verb_role(sent: list[acts.Token], i: int, text: str) -> str | None:
    """The role an amount takes from the verb at sent[i] that governs it, by the verb's lemma and its tense and aspect."""
    tok = sent[i]
    lemma = tok.lemma
    after = sent[i + 1:i + 1 + acts.PARTICLE_REACH + 2]
    particle = any(t.lemma in PARTICLES for t in after)
    if lemma in DEDUCT:
        return PART
    if lemma in QUALIFY or (lemma in ASSESS and tok.tag in ("VBN", "VBD", "VBZ")):
        return None if acts.is_negated(sent, i) else ELIGIBLE
    if lemma in ASK:
        before = acts._before(sent, i, acts.AUX_REACH + 1)
        if lemma in CLAIMABLE and any(t.lemma in ABLE for t in before) and not acts.is_negated(sent, i):
            return ELIGIBLE  # "the amount you can claim back", "you may claim": what the claim qualifies for
        return REQUESTED
    if lemma in DECIDE or (lemma in CONFIRM and not acts.is_request(sent)):
        if acts.is_negated(sent, i) or acts.is_refused(sent, i) or _customers_own(sent, i):
            return None
        return APPROVED
    if lemma in MOVE and (lemma not in NEEDS_PARTICLE or particle or TO_THE_CUSTOMER.match(text, tok.end)):
        if acts.is_refused(sent, i) or acts.is_negated(sent, i):
            return None
        if KEPT_AS.match(text, tok.end):  # "issued as store credit", "returned to your gift card": kept by the shop
            return PART
        if acts.is_request(sent) and acts.is_asked(sent, i):
            return REQUESTED
        before = acts._before(sent, i, acts.AUX_REACH + 1)
        perfect = any(a.lemma in MODAL_PERFECT and b.lemma == "have" for a, b in zip(before, before[1:]))  # (what did not happen)
        if acts.is_promised(sent, i) or (not perfect and any(t.lemma in acts.FUTURE for t in before)) \
                or (len(before) >= 2 and before[-2].lemma == "to" and before[-1].lemma == "be") \
                or (before and before[-1].lemma == "to" and tok.tag == "VB"):
            return APPROVED
        if not perfect and any(t.lemma in MODAL_TO_COME for t in before):
            return POSSIBLE
        if acts.is_done(sent, i) or (tok.tag in ("VBD", "VBN")):
            return EXECUTED
        return None
    if lemma in BUY:
        return ORDERED
    return None


PARTITIVE_TAGS = frozenset("DT PRP$ $ CD JJ NN NNS NNP POS".split())


def _past_partitive(text: str, sent: list[acts.Token], k: int) -> int:
    """Where the clause goes on after a partitive "of" phrase following an amount ("$420.00 of the purchase price is
    eligible", "$85.50 of your $120.00 order qualifies"): the amount is the subject of the verb after the phrase. The
    index of that verb (or of a word of entitlement the tagger took for a noun); k itself when no such phrase (six
    words at most) follows."""
    if k >= len(sent) or sent[k].lemma != "of":
        return k

    def entitles(t: acts.Token) -> bool:
        return bool(ELIGIBLE_WORDS.fullmatch(text[t.start:t.end]))

    j = k + 1
    while j < len(sent) and j - k <= 6 and sent[j].tag in PARTITIVE_TAGS and not entitles(sent[j]):
        j += 1
    return j if j > k + 1 and j < len(sent) and (sent[j].tag in VERB_TAGS + ("MD",) or entitles(sent[j])) else k


def _predicate_clause(text: str, sent: list[acts.Token], k: int) -> str | None:
    """The role of an amount that is the subject of the copula at sent[k], by the clause after it up to its end (seven
    words at most): a noun it is named by with a relative clause or a participle ("the amount you are entitled to",
    "what we can refund", "the sum we have approved"), read by the clause's predicate of qualifying (eligible) or its
    verb (`_verb_role`, the clause's own doer)."""
    rest = []
    for j in range(k + 1, min(len(sent), k + 8)):
        if sent[j].tag in STOP_TAGS or sent[j].lemma in ("and", "but"):
            break
        rest.append(j)
    if not rest or not any(sent[j].tag in ("NN", "WP", "DT") for j in rest[:2]):
        return None
    for j in rest:
        if sent[j].lemma.lower() in QUALIFY and not acts.is_negated(sent, j):
            return ELIGIBLE
    for j in rest[1:]:
        if sent[j].tag in VERB_TAGS and sent[j].lemma not in ("be", "have"):
            role = _verb_role(sent, j, text)
            return role if role in (APPROVED, EXECUTED, REQUESTED, POSSIBLE) else None
    return None


def _ceiling_subject(sent: list[acts.Token], j: int) -> bool:
    """The copula at sent[j] has a subject naming a ceiling ("the most we can refund", "the maximum", "our limit"): a
    word of `CEILING` after the clause's start and before it (six words at most), not negated, not a superlative's
    adverb ("the most popular model is ...")."""
    for k in range(j - 1, max(0, j - 6) - 1, -1):
        t = sent[k]
        if t.tag in STOP_TAGS:
            return False
        if t.lemma.lower() in CEILING:
            return sent[k + 1].tag not in ("JJ", "RB") and not acts.is_negated(sent, j)
    return False


RETURNED_RE = re.compile(_B + r"(?:return\w*|sent[ \t]+back|received[ \t]+back|came[ \t]+back|brought[ \t]+back)" + _E, re.I)


def _worth_of_return_subject(text: str, sent: list[acts.Token], j: int) -> bool:
    """The copula at sent[j] has a subject naming the worth of what came back: a word of value and a word of returning
    in its clause before it ("The value of the items you returned is X", "the returned goods' value was X")."""
    k = j - 1
    while k > 0 and sent[k - 1].tag not in STOP_TAGS:
        k -= 1
    if k > j - 1:
        return False
    subject = text[sent[k].start:sent[j].start]
    return bool(VALUE_WORDS.search(subject) and RETURNED_RE.search(subject)) and not acts.is_negated(sent, j)


RELATIVES = frozenset("which that".split())  # a relative clause's pronoun after its antecedent amount
# where money a verb of giving moves goes: the reader's own store of money, named by what it is (a card, an account, a
# wallet, a bank, a phone's number or mobile money: "paid to your card ending 7712", "sent into your bank account",
# "to your mobile money number") or by its provider's name, a capitalised word after the lower-case "your" ("sent to
# your <Brand>"); paid out to the customer, as "paid back" says (store credit is kept: `KEPT_AS`)
TO_THE_CUSTOMER = re.compile(r"(?:[ \t]+(?:\w+|[^\s\w]{0,3}\d[\d.,']*|[^\W\d_]{1,3}[$.]?[ \t]?\d[\d.,']*)){0,3}?[ \t]+"
                             r"(?:(?:to|into|onto)[ \t]+your[ \t]+(?:[\w-]+[ \t]+){0,2}?"
                             r"(?:[\w-]*-)?(?:card|account|wallet|iban|bank|a/c|phone|number|till|money)"
                             r"|(?-i:(?:to|into|onto)[ \t]+your[ \t]+(?:[\w-]+[ \t]+){0,2}?[A-Z][\w-]*))(?![\w-])", re.I)


# The nouns a shop's note or letter names its customer by: the subject of "accepted", "agreed" is then the customer, whose
# acceptance of an offer ("the customer accepted EUR 8.00 as goodwill", "cust agreed to 15.00") is no decision of the shop.
CUSTOMER_NOUNS = frozenset("customer cust client buyer caller consumer purchaser shopper claimant".split())
# who may claim an entitlement the shop has not assessed: the reader, a customer named by a pronoun or a noun
CLAIMANT_WORDS = frozenset("you he she they".split()) | CUSTOMER_NOUNS
# a label that is such a clause's subject and verb ("Customer accepted", "Buyer agreed to"): the customer's acceptance
CUSTOMERS_ACCEPTANCE_RE = re.compile(_B + r"(?:" + "|".join(sorted(CUSTOMER_NOUNS)) + r")\.?[ \t]+(?:[^\W\d_]+[ \t]+)?"
                                     r"(?:accepted|agreed|took|chose|opted)" + _E, re.I)


def _customers_own(sent: list[acts.Token], i: int) -> bool:
    """Is the verb at sent[i] the customer's act: its subject, the nearest noun or pronoun before it in its clause, is a
    noun naming the customer."""
    for t in reversed(sent[max(0, i - 5):i]):
        if t.tag in STOP_TAGS or t.lemma in ("and", "but", "which", "that", "who"):
            return False
        if t.tag in ("NN", "NNS", "NNP", "PRP"):
            return t.lemma.lower().rstrip(".") in CUSTOMER_NOUNS
    return False


RUN_ON_TAGS = frozenset("VB VBD VBN VBP VBZ VBG IN DT TO MD PRP$ RB CC PDT".split())


def _runs_on(text: str, before: acts.Token, after: acts.Token) -> bool:
    """A line break inside a sentence: the line ends on a word that needs what follows ("we refunded", "asked us for") or
    the next line goes on in small letters."""
    return before.tag in RUN_ON_TAGS or text[after.start:after.start + 1].islower()


VERB_TAGS = ("VB", "VBD", "VBN", "VBP", "VBZ", "VBG")
STOP_TAGS = frozenset({",", ";", ":", "-LRB-", "-RRB-", "."})


def _prose_role(text: str, sent: list[acts.Token], a: int, b: int) -> tuple[str | None, str]:
    """The role of the amount at sent[a:b+1] in its sentence: the nouns right after it, a verb after it with it as the
    subject ("SEK 1 250 was transferred", "the X you claimed", "X was the delivery charge"), else the nearest verb
    before it in its clause, with the nouns between."""
    # nouns after: "the £79.90 order", "a $10.00 goodwill voucher", "HKD 100.00 of store credit"
    k = b + 1
    if k < len(sent) and sent[k].lemma == "of" and k + 1 < len(sent) and sent[k + 1].tag in ("NN", "NNS", "JJ"):
        k += 1
    nouns = []
    while k < len(sent) and sent[k].tag in ("NN", "NNS", "JJ", "NNP") and len(nouns) < 3 and not re.match(r"\d", sent[k].lemma) \
            and not re.search(r"\n|[ \t]{2,}", text[sent[k - 1].end:sent[k].start]):
        nouns.append(text[sent[k].start:sent[k].end])
        k += 1
    label_next = k < len(sent) and (sent[k].lemma == ":" or ":" in text[sent[k - 1].end:sent[k - 1].end + 12])
    if nouns and not label_next and ELIGIBLE_WORDS.fullmatch(nouns[0]) and not acts.is_negated(sent, b + 1):
        return ELIGIBLE, "verb"  # "USD 54.99 qualifies for", "the CAD 120.00 eligible" (the tagger may take either for a noun)
    if nouns and not label_next and (role := _noun_role(" ".join(nouns))):  # (not the next label: "Refund due by:")
        return role, "noun"
    # a verb after, the amount its subject (or the object of a relative clause: "the SEK 1 400 you claimed", "PLN 280.00,
    # which we paid to your card", "the USD 12.75 that was credited back")
    k = _past_partitive(text, sent, b + 1)
    if k > b + 1 and k < len(sent) and ELIGIBLE_WORDS.fullmatch(text[sent[k].start:sent[k].end]) \
            and not acts.is_negated(sent, k):
        return ELIGIBLE, "verb"  # "$85.50 of your $120.00 order qualifies" (the tagger may take the verb for a noun)
    if k + 1 < len(sent) and sent[k].lemma == "," and sent[k + 1].lemma in RELATIVES:
        k += 1
    if k < len(sent) and sent[k].lemma in RELATIVES:
        k += 1
    if k < len(sent) and sent[k].tag == "PRP":
        k += 1
    while k < len(sent) and (sent[k].tag in ("MD", "RB") or (sent[k].lemma in acts.AUXILIARIES and k + 1 < len(sent)
                                                               and sent[k + 1].tag in VERB_TAGS + ("RB",))):
        k += 1
    if k < len(sent) and sent[k].lemma == "be" and not acts.is_negated(sent, k) \
            and any(t.lemma.lower() in QUALIFY for t in [t for t in sent[k + 1:k + 4] if t.tag not in STOP_TAGS][:2]):
        return ELIGIBLE, "verb"  # "GBP 54.00 is refundable", "JPY 24,800 is eligible for a refund", "were worth"
    if k < len(sent) and sent[k].lemma == "be" and not acts.is_negated(sent, k) and (role := _predicate_clause(text, sent, k)):
        return role, "verb"  # "X is the amount you are entitled to", "X is what we can refund", "X is the sum approved"
    if k < len(sent) and sent[k].tag in VERB_TAGS and (k > b + 1 or sent[k].tag in ("VBD", "VBN") or sent[k].lemma in QUALIFY):
        # (a verb right after the amount in the present only when it qualifies: "$54.99 qualifies for a refund")
        if sent[k].lemma == "be":  # "EUR 5.00 was the delivery charge": the noun after the copula
            rest = " ".join(text[t.start:t.end] for t in sent[k + 1:k + 5] if t.tag not in STOP_TAGS)
            role = _noun_role(rest)
            if role:
                return role, "noun"
        elif (role := _verb_role(sent, k, text)) is not None:
            return role, "verb" + ("/reader" if acts.doer_is_reader(sent, k) else "")
    # the nearest verb before, in the amount's clause
    nouns = []
    for j in range(a - 1, max(-1, a - 9), -1):
        t = sent[j]
        if t.tag in STOP_TAGS or t.lemma in ("and", "but", "which", "that") and j < a - 1:
            break
        if "\n" in text[t.end:sent[j + 1].start] and not _runs_on(text, t, sent[j + 1]):
            break  # a new row of a table or a form, not a sentence wrapped
        if t.lemma.lower() in QUALIFY and t.tag not in VERB_TAGS:  # "eligible for a refund of", "worth"
            return (None, "") if acts.is_negated(sent, j) else (ELIGIBLE, "verb")
        if t.tag in VERB_TAGS or t.tag == "MD":
            if t.lemma == "be" and _ceiling_subject(sent, j):
                return ELIGIBLE, "verb"  # "the most we can give back is X", "the maximum refund is X"
            if t.lemma == "be" and not nouns and _worth_of_return_subject(text, sent, j):
                return ELIGIBLE, "verb"  # "the value of the items you returned is X"
            if t.lemma == "be" and nouns:  # "The order total was EUR 129.90": the subject's nouns
                role = _noun_role(" ".join(reversed(nouns)))
                return (role, "noun") if role else (None, "")
            role = _verb_role(sent, j, text) if t.tag != "MD" else None
            if role is not None:
                return role, "verb" + ("/reader" if acts.doer_is_reader(sent, j) else "")
            if t.lemma not in acts.AUXILIARIES:
                break
        elif t.tag in ("NN", "NNS", "JJ"):  # ("total" is tagged an adjective before an amount)
            nouns.append(text[t.start:t.end])
    if nouns:  # no verb in the clause before it: the nouns it stands with ("total PLN 599,00", "your claim for GBP 84.00",
        # "a handling charge of GBP 6.00")
        if REQUESTED_WORDS.search(" ".join(nouns)):
            return REQUESTED, "noun"
        if DECISION_NOUNS.search(" ".join(nouns)):  # "your refund approval for £972.77": the decision's amount
            return APPROVED, "verb"
        if APPROVED_WORDS.fullmatch(nouns[-1]) and len(nouns) >= 2 and REFUND_NOUNS.search(" ".join(nouns[:-1])):
            # "The approved refund of EUR 924.40 ...": the decision's participle as the noun's attribute (the tagger
            # takes it for an adjective opening the sentence), the amount decided as "the refund you approved" is;
            # only of a refund's noun ("the agreed delivery fee" is no decision on the claim)
            return APPROVED, "verb"
        role = _noun_role(" ".join(reversed(nouns)))
        if role is not None:
            return role, "noun"
    return None, ""


# Who states what a claim is eligible for. The shop's assessment is the eligible amount ("You are eligible for a refund of
# X", "your return qualifies for X"); the same words are no assessment when the customer says them (a claim reported:
# "you state that you are entitled to X", "the customer believes she is owed X") or when a rule of the shop's names a
# ceiling for any claim (boilerplate: "refunds of up to X per order may be issued", "orders over X qualify for ...").
# The verbs by which a claim is reported (beyond `acts.REPORTING`'s saying): holding an opinion, asserting.
CLAIMING = frozenset("claim believe feel think argue insist assert maintain contend consider allege say state write "
                     "tell mention".split())
# a rule's words: a quantifier of any order or customer, a rate per unit ("per order", "each item", "all purchases")
RULE_WORDS = frozenset("per each every any all customers orders purchases generally usually normally typically".split())


def entitlement_not_the_shops(sent: list[acts.Token], i: int) -> str | None:
    """For an amount at sent[i] read as eligible by the words of entitlement around it: "claimed" when the customer's
    claim is reported (a verb of `CLAIMING` before it whose subject is the reader or a customer: "in your letter you
    state that you are entitled to", "the customer claims to be entitled"), "rule" when the sentence is a rule for any
    claim (no reader in it, and a bare plural subject or a quantifier of any order: "Refunds up to X are processed
    without inspection", "refunds of up to X per order may be issued"); else None (the shop's own statement)."""
    for j in range(i):
        t = sent[j]
        if t.lemma in CLAIMING and t.tag.startswith("VB") and (acts._reader_says(sent, j) or any(
                b.lemma.lower() in CLAIMANT_WORDS for b in acts._subject_phrase(sent, j) if b.tag in ("PRP", "NN", "NNS"))):
            if acts._writer_clause(sent, j, i) is None:
                return "claimed"
        if t.lemma.lower() in ("according",) and j + 2 < len(sent) and sent[j + 2].lemma.lower() in acts.READER:
            return "claimed"  # "according to you", "according to your e-mail"
    words = {t.lemma.lower() for t in sent}
    if words & acts.READER:
        return None
    if words & RULE_WORDS:
        return "rule"
    for j in range(i):  # a bare plural subject: a plural noun opening its clause with no determiner ("Refunds up to ...")
        if sent[j].tag != "NNS":
            continue
        k = j - 1
        while k >= 0 and sent[k].tag in ("JJ", "NN"):
            k -= 1
        if k < 0 or sent[k].tag in STOP_TAGS:
            return "rule"
    return None


# The everyday names of currencies a writer puts after an amount ("a refund of 693.770 pesos", "2,725.80 soles",
# "1.200 reais"): the name says the number is money, with or without cents; the code for the names one currency owns
# (not the names that are other words too: "real", "sol", "pounds" of weight).
CURRENCY_NAMES = {"pesos": None, "peso": None, "soles": "PEN", "reais": "BRL",
                  "euros": "EUR", "euro": "EUR", "dollars": None, "dollar": None, "rupees": "INR",
                  "rupiah": "IDR", "yen": "JPY", "yuan": "CNY", "francs": "CHF", "rand": "ZAR", "ringgit": "MYR",
                  "baht": "THB", "kronor": "SEK", "kroner": None, "zloty": "PLN", "lira": "TRY", "liras": "TRY",
                  "quetzales": "GTQ", "colones": "CRC", "bolivianos": "BOB", "guaranies": "PYG", "dirhams": "AED",
                  "shillings": None, "naira": "NGN", "cedis": "GHS"}
NAMED_AMOUNT_RE = re.compile(r"(?<![\w.,/-])(?:\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*|\d{1,9})(?:(?!\1)[.,]\d{2})?"
                             r"[ \t]+(" + "|".join(sorted(CURRENCY_NAMES, key=len, reverse=True)) + r")(?![\w-])", re.I)


def money_in_text(text: str, currency: str | None) -> list[tuple[re.Match, object]]:
    """The text's amounts (`rules.money_candidates`) and those a currency's name after them marks as money ("we ask the
    refund of 693.770 pesos": dot thousands, no cents, no sign), in the order of the text."""
    from stages.normalize import Money, parse_amount

    out = rules.money_candidates(text, 0, len(text), currency)
    taken = [m.span() for m, _ in out]
    for m in NAMED_AMOUNT_RE.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue  # (read already: "47,699.20 pesos" has its cents)
        code = CURRENCY_NAMES[m.group(2).lower()] or currency
        value = parse_amount(text[m.start():m.start(2)].strip(), code)
        if value is not None:
            out.append((m, Money(value, code)))  # ("pesos" of no document's currency: a peso all the same)
    return sorted(out, key=lambda x: x[0].start())


def read_amounts(text: str, doc, has: set[str], currency: str | None, skip=lambda start: False) -> list[Amount]:
    """Every amount of the text (not in e-mail headers, not where `skip` says: quoted text) with the role its evidence
    gives, or None."""
    toks = acts.tokens(doc)
    sents = acts.sentences(text, toks)
    out: list[Amount] = []
    for m, money in money_in_text(text, currency):
        if skip(m.start()) or rules.HEADER_LINE_RE.match(text, text.rfind("\n", 0, m.start()) + 1):
            continue
        if not (re.search(r"[.,]\d{2}\b", m.group(0)) or money.currency or m.re is NAMED_AMOUNT_RE):
            continue  # a bare number is no amount here
        am = Amount(m.start(), m.end(), m.group(0), money.value, money.currency or currency)
        before = text[max(0, m.start() - 40):m.start()]
        if PART_BEFORE.search(before) and "\n" not in before[PART_BEFORE.search(before).start():]:
            am.role, am.by = PART, "noun"
        elif UP_TO.search(before) and "\n" not in before[UP_TO.search(before).start():] \
                and REFUND_CONTEXT.search(text, text.rfind("\n", 0, m.start()) + 1, m.start()):
            am.role, am.by = ELIGIBLE, "verb"  # "may be refunded up to X", "a refund of up to X": the ceiling of a claim
        elif RESTATES.search(before) and out and "\n" not in before[RESTATES.search(before).start():]:
            ls = text.rfind("\n", 0, m.start()) + 1  # (the amount it restates: earlier in its sentence's line)
            prev = next((p for p in reversed(out) if p.role not in (PART, None) and p.start >= ls), None)
            if prev is not None:
                am.role, am.by = prev.role, "restated"
        if am.role is None:
            label = _label(text, m.start())
            role = label_role(label, has) if label else None
            if role is None and (header := _column_header(text, m.start(), m.end())):  # (the row's own label first)
                role = row_role(header, has)  # (a column headed "Refund" in a refund's table: its one refund role)
            if role is None and (name := _row_name(text, m.start())):
                role = row_role(name, has)
            if role is not None:
                am.role, am.by = role, "label"
        if am.role is None or (am.by == "label" and am.role == ORDERED):
            sent = next((s for s in sents if s and s[0].start <= m.start() < s[-1].end), None)
            if sent is not None:
                idx = [i for i, t in enumerate(sent) if t.start < m.end() and m.start() < t.end]
                am.mine = any(t.lemma in SINGULAR for t in sent)
                if idx:
                    role, by = _prose_role(text, sent, idx[0], idx[-1])
                    if role is not None and (am.role is None or role != ORDERED) \
                            and not (am.role == ORDERED and by == "noun"):  # (the label's nouns, its modifiers read)
                        am.role, am.by, am.readers = role, by.split("/")[0], by.endswith("/reader")
        if am.role == ELIGIBLE and am.by == "verb":  # whose statement of entitlement: the shop's, or a claim or a rule's
            sent = next((s for s in sents if s and s[0].start <= m.start() < s[-1].end), None)
            idx = [i for i, t in enumerate(sent or []) if t.start < m.end() and m.start() < t.end]
            if idx and (said := entitlement_not_the_shops(sent, idx[0])) is not None:
                am.role, am.readers = (REQUESTED, True) if said == "claimed" else (None, False)
                am.by = "verb" if said == "claimed" else "rule"
        if GROSS_AFTER.match(text, m.end()) and rules.money_candidates(text, m.end(), min(len(text), m.end() + 60)):
            am.gross = True
        if am.role in (EXECUTED, APPROVED, POSSIBLE) and KEPT_AS.match(text, m.end()):
            am.role = PART  # "EUR 12.00 to your store credit": kept by the shop, not paid back
        if am.role == EXECUTED:  # "we already refunded SGD 20.00", "45.00 was previously credited": an earlier payment
            clause = CLAUSE_END_RE.search(text, m.end(), min(len(text), m.end() + 50))
            around = text[max(text.rfind("\n", 0, m.start()) + 1, m.start() - 60):clause.start() if clause else m.end() + 50]
            if EARLIER_WORDS.search(around):
                am.role = EARLIER
        out.append(am)
    granted = {a.value for a in out if a.role == APPROVED}
    for a in out:
        if a.role == POSSIBLE:
            a.role = ELIGIBLE if ELIGIBLE in has and granted - {a.value} else APPROVED
    return out


def _found(a: Amount) -> Found:
    return Found(a.value, a.raw, (a.start, a.end), "rule", 0.6, currency=a.currency)


def settle(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """The money fields whose qualifier names a role, settled by the roles read (see the module's docstring)."""
    from stages.doctype import quoted_spans

    specs = [s for s in ctx.specs if s.type == "money" and s.qualifier in ROLE_OF_QUALIFIER]
    if not specs or ctx.schema.doc_types.get(ctx.doc_type) is None:
        return {}
    has = {ROLE_OF_QUALIFIER[s.qualifier] for s in specs}
    quoted = quoted_spans(ctx.text)
    amounts = read_amounts(ctx.text, ctx.doc, has, ctx.currency, lambda st: any(a <= st < b for a, b in quoted))
    out: dict[str, Found | None] = {}
    for spec in specs:
        want = ROLE_OF_QUALIFIER[spec.qualifier]
        # (a noun's role tells what an amount is not; a gross amount is the basis of the one paid, printed or not)
        mine = [a for a in amounts if a.role == want and a.by != "noun" and not a.gross]
        best = next((a for a in mine if a.by == "restated"), None) or next((a for a in mine if a.by == "label"), None) \
            or (mine[0] if mine else None)
        cur = found.get(spec.name)
        if cur is None or cur.value is None:
            if best is None and want not in (ORDERED, ELIGIBLE):  # no role read: the one amount labelled the refund
                named = [a for a in amounts if a.role is None and a.by == "" and (lab := _label(ctx.text, a.start))
                         and REFUND_NOUNS.search(lab)]
                best = named[0] if len({a.value for a in named}) == 1 else None
            if best is not None:
                out[spec.name] = _found(best)
            continue
        at = next((a for a in amounts if a.start <= cur.span[0] < a.end or cur.span[0] <= a.start < cur.span[1]), None)
        if at is not None and at.gross and at.role == want and best is None:
            out[spec.name] = None  # the net is not printed: no amount of the role
            continue
        if want == ELIGIBLE and at is not None and (at.role == REQUESTED and at.readers or at.by == "rule"):
            out[spec.name] = _found(best) if best is not None else None  # the customer's own claim of entitlement,
            continue  # or a rule's ceiling for any claim: no assessment of this claim
        if at is None or at.role in (None, want) and not at.gross:
            if at is not None and at.role == want and best is not None and best.by in ("restated", "label") \
                    and at.by not in ("restated", "label") and best.value != at.value:
                out[spec.name] = _found(best)  # "GBP 84.00 less a fee of GBP 6.00, that is GBP 78.00"; a labelled
                # "Amount credited: EUR 54.05" over "your refund of EUR 59.00 has been processed"
            elif at is not None and at.role is None and want != ORDERED and best is not None and best.value != at.value:
                out[spec.name] = _found(best)  # "Refund amount: 50.00" beside "Amount refunded: 45.00": the one qualified
            continue
        if best is None and want == ELIGIBLE:
            continue  # (what a claim qualifies for is read by its own words only, never as the amount left over)
        if best is None:  # the found amount is another's; the one amount nothing claims is the field's
            free = {a.value for a in amounts if a.role is None and a.value and float(a.value) != 0}
            best = next((a for a in amounts if a.role is None and a.value in free), None) if len(free) == 1 else None
        if best is not None:
            out[spec.name] = _found(best)
    out.update(_granted_as_eligible(ctx, {**found, **out}, specs, amounts))
    out.update(_eligible_by_waived_fee(ctx, {**found, **out}, specs, amounts))
    out.update(_event_dates(ctx, {**found, **out}, amounts))
    out.update(settle_totals(ctx, {**found, **out}))
    for spec in specs:  # a refund is a magnitude: a dash before it is a separator or a credit's sign, not its value's
        if ROLE_OF_QUALIFIER[spec.qualifier] != ORDERED and (f := out.get(spec.name, found.get(spec.name))) is not None:
            if (unsigned := _unsigned(ctx.text, f)) is not None:
                out[spec.name] = unsigned
    return out


# the refund named again without its amount: "the refund", "your claim", "it"
ANAPHORS = frozenset("refund claim return request reimbursement it this".split())


def _granted_as_eligible(ctx, found: dict[str, Found | None], specs, amounts: list[Amount]) -> dict[str, Found]:
    """The approved refund no amount gave, when the shop states the one amount the claim qualifies for and a sentence
    with no amount of its own decides the refund named again ("You qualify for a full refund of MXN 1,450.00. The refund
    has been approved ...", "... and we have approved it"): what is granted is what was stated. Not negated or refused,
    not the customer's, one eligible value only."""
    approved = next((s.name for s in specs if s.qualifier in ROLE_OF_QUALIFIER and ROLE_OF_QUALIFIER[s.qualifier] == APPROVED), None)
    eligible = next((s.name for s in specs if s.qualifier in ROLE_OF_QUALIFIER and ROLE_OF_QUALIFIER[s.qualifier] == ELIGIBLE), None)
    if approved is None or eligible is None or ctx.doc is None:
        return {}
    if (a := found.get(approved)) is not None and a.value is not None:
        return {}
    e = found.get(eligible)
    if e is None or e.value is None or any(x.role in (APPROVED, EXECUTED) for x in amounts):
        return {}
    if len({x.value for x in amounts if x.role == ELIGIBLE}) > 1:
        return {}
    text = ctx.text
    for sent in acts.sentences(text, acts.tokens(ctx.doc)):
        if not sent or rules.money_candidates(text, sent[0].start, sent[-1].end, ctx.currency):
            continue
        for i, t in enumerate(sent):
            if t.lemma not in DECIDE or not t.tag.startswith("VB") or acts.is_negated(sent, i) or acts.is_refused(sent, i) \
                    or acts.is_request(sent) or _customers_own(sent, i) or acts.doer_is_reader(sent, i):
                continue
            if any(x.lemma.lower() in ANAPHORS for x in sent[max(0, i - 4):i + 3]):
                return {approved: Found(e.value, e.raw, e.span, "rule", min(e.confidence, 0.5), e.currency, e.basis,
                                        e.unresolved, e.page)}
    return {}


def _eligible_by_waived_fee(ctx, found: dict[str, Found | None], specs, amounts: list[Amount]) -> dict[str, Found]:
    """The eligible amount no words gave, by arithmetic on a decision that waives part of a fee: the approved refund is
    the eligible amount and the waived share of a fee printed beside it (eligible + fee x waived % = approved: "Amount
    after fee 38 115,00 / Handling fee -4 235,00 / waived 50% / Approved 40 232,50"). One amount only may fit, to the
    cent, among the printed amounts other than the approved one."""
    role = {ROLE_OF_QUALIFIER.get(s.qualifier): s.name for s in specs if s.qualifier in ROLE_OF_QUALIFIER}
    approved, eligible = role.get(APPROVED), role.get(ELIGIBLE)
    percent = next((s.name for s in ctx.specs if s.type == "percent"), None)
    a, e, p = (found.get(n) if n else None for n in (approved, eligible, percent))
    if a is None or a.value is None or eligible is None or (e is not None and e.value is not None) \
            or p is None or p.value is None:
        return {}
    try:
        total, share = Decimal(a.value), Decimal(str(p.value)) / 100
        sums = [(x, abs(Decimal(x.value))) for x in amounts if x.value and (x.start, x.end) != tuple(a.span)]
    except (InvalidOperation, TypeError):
        return {}
    if not 0 < share <= 1:
        return {}
    fits = {x.value: x for x, v in sums for _, fee in sums if 0 < v < total and fee != v
            and (v + fee * share).quantize(Decimal("0.01")) == total}
    return {eligible: _found(next(iter(fits.values())))} if len(fits) == 1 else {}


def _unsigned(text: str, f: Found) -> Found | None:
    """The amount without the minus sign or dash that opens its raw text ("- KES 3,100.00", "-€45.00"), when its value
    is negative; its span starts after the sign."""
    if not f.value or not f.value.startswith("-"):
        return None
    m = re.match(r"[-\u2212\u2013][ \t]*", f.raw)
    if m is None:
        return None
    a = f.span[0] + m.end()
    money = rules.money_candidates(text, a, f.span[1])
    if len(money) != 1 or money[0][1].value is None or money[0][1].value.startswith("-"):
        return None
    mm, mo = money[0]
    return Found(mo.value, mm.group(0), (mm.start(), mm.end()), f.extractor, f.confidence, currency=mo.currency or f.currency)


# The events whose dates the amounts show (the payment's, the decision's: the schema's `event_dates`, a date field's
# first step and the money field of that qualifier) and the other events a sentence's amounts may record instead.
OTHER_EVENTS = {EXECUTED: (REQUESTED, EARLIER, ORDERED, APPROVED), APPROVED: (REQUESTED, EARLIER, ORDERED)}
SENTENCE_STOP_RE = re.compile(r"[.!?;](?=\s)|\n|[ \t]{2,}|\t|[ \t]\|[ \t]")  # (a row's next cell is another label's)


def _sentence(text: str, pos: int) -> tuple[int, int]:
    starts = [m.end() for m in SENTENCE_STOP_RE.finditer(text, 0, pos)]
    end = SENTENCE_STOP_RE.search(text, pos)
    return (starts[-1] if starts else 0), (end.start() if end else len(text))


def _event_dates(ctx, found: dict[str, Found | None], amounts: list[Amount]) -> dict[str, Found]:
    """An event's date taken from a sentence about another event ("your request for EUR 80.00 was received on 01/03")
    gives way to the one date of the sentence whose amount, read by its label or verb, records the event ("EUR 72.00
    was credited to your account on 05/03/2026"); a date no label or sentence gave is taken from there too."""
    text, out = ctx.text, {}
    names = {s.name for s in ctx.specs}
    for date_field, money in ctx.schema.event_dates().items():
        role = ROLE_OF_QUALIFIER.get(ctx.schema.fields[money].qualifier)
        if role not in OTHER_EVENTS or money not in names:
            continue
        if date_field not in found or money is None or found.get(money) is None or found[money].value is None:
            continue
        own = next((a for a in amounts if a.start == found[money].span[0] and a.role == role and a.by in ("label", "verb")),
                   None)
        if own is None:
            continue
        s0, s1 = _sentence(text, own.start)
        dates = [d for d in rules.date_candidates(text, s0, s1)]
        if len({d.group(0) for d in dates}) != 1:
            continue
        cur = found.get(date_field)
        if cur is not None and cur.value is not None:
            c0, c1 = _sentence(text, cur.span[0])
            if s0 <= cur.span[0] < s1:
                continue
            there = [a.role for a in amounts if c0 <= a.start < c1]
            if role in there or not any(r in OTHER_EVENTS[role] for r in there):
                continue  # (a labelled date, or a sentence of no other event, stands)
        f = rules.date_found(dates[0], ctx.document_date, ctx.date_order, 0.6)
        if f is not None and f.value:
            out[date_field] = f
    return out


# What a document does, by its own amounts: a notice of money paid back names the amount paid (and may name the approval
# and the claim before it), a decision the amount granted (and the claim), a request the amount claimed. The most
# advanced role read by a label or by the writer's own verb speaks for the type whose field records it.
ADVANCE = (EXECUTED, APPROVED, ELIGIBLE, REQUESTED)  # (what a claim qualifies for is assessed: past the request)
ROLE_WEIGHT = 1.5  # about one distinctive labelled value (`stages.doctype.FIELD_WEIGHT`)


def type_evidence(text: str, doc, schema, currency: str | None, skip=lambda start: False) -> dict[str, float]:
    """Per specific document type, the evidence of the most advanced role of the text's amounts (`ADVANCE`): the types
    with a money field of that qualifier. Words whose role depends on the type ("paid", "to be refunded") say nothing
    here."""
    return amounts_type_evidence(read_amounts(text, doc, set(), currency, skip), schema)


def amounts_type_evidence(amounts: list[Amount], schema) -> dict[str, float]:
    """`type_evidence` of the amounts `read_amounts` gave (with no roles the schema has: `has` empty)."""
    roles = {a.role for a in amounts
             if a.by == "label" or (a.by == "verb" and not a.readers and not (a.mine and a.role in (EXECUTED, APPROVED, ELIGIBLE)))}
    # ("I was refunded EUR 20", "my EUR 40 was approved": the customer's report of the shop's act, no notice of it)
    top = next((r for r in ADVANCE if r in roles), None)
    if top is None:
        return {}
    out = {}
    for name, dt in schema.doc_types.items():
        if dt.generic:
            continue
        if any(schema.fields[f].type == "money" and ROLE_OF_QUALIFIER.get(schema.fields[f].qualifier) == top
               for f in dt.fields):
            out[name] = ROLE_WEIGHT
    return out


# ---------------------------------------------------------------- a totals block: its rows' roles and their arithmetic
# The block of rows closing an invoice or an order ("Subtotal / Shipping / VAT 20% / Total"): each row a label and its
# amount, the row's value its LAST amount (an amount inside the label is a base or a rate's: "GST 15% on NZ$ 410.00
# NZ$ 61.50"). A row's role comes from its label's words once what the label says the amount includes or leaves out is
# read away ("Total incl. VAT" is a total, "Total excl. VAT" a subtotal, "Total VAT" the tax); the arithmetic between
# the rows confirms the roles: the subtotal, with the charges, less the deductions and plus the taxes, comes to the
# total. A row the words leave unnamed ("Imponibile") takes the subtotal's place when the arithmetic puts it there.
# The block may be printed as a row of labels over a row of amounts (a table's rule between them passed over), or read
# by OCR one column after the other (`column_blocks`: the labels' lines, then the amounts' lines); a sentence may tell
# the tax ("... including GBP 40.00 VAT": `_tax_in_prose`).

SUB, TAX, TOTAL, CHARGE, LESS, INCLUDED = "subtotal", "tax", "total", "charge", "less", "included"
# a label that says its amount leaves the tax out: "Net of VAT", "Total before GCT", "Amount excl. tax", "exclusive of
# GST", "VAT exclusive" (the subtotal's row), the tax word named after the modifier or before "exclusive"
EXCLUDES_TAX = (r"(?:excl|excluding|exclusive|ex|exkl|exklusive|ohne|sans|hors|sin|senza|sem|zonder|without|w/o|before|"
                r"avant|antes|prima|vor|voor|net[ \t]+of|nett[ \t]+of|pre)\.?[ \t-]+(?:of[ \t]+)?(?:the[ \t]+|all[ \t]+)?")
EXCLUSIVE_AFTER = r"[ \t]*(?:\([^)]*\)[ \t]*)?(?:exclusive|excluded|excl\.?|exempt)(?![\w-])"
INCLUSIVE_AFTER = (r"[ \t]*(?:@?[ \t]*\d[\d.,]*[ \t]*%[ \t]*)?(?:\([^)]*\)[ \t]*)?(?:" + INCLUDED_AFTER_WORDS +
                   r"|incl\.?|inc\.?|inkl\.?)(?![\w-])")
SUB_RE = re.compile(_B + r"(?:sub-?total|sub[ -]total|sous-?total|sub-?totaa?l|subtotale|zwischensumme|teilsumme|"
                    r"net|nett|netto|neto|nettobetrag|ht|total[ \t]+partiel|totale[ \t]+parziale|ara[ \t]+toplam)" + _E, re.I)
LESS_RE = re.compile(_B + r"(?:discount|voucher|coupon|gift[ -]?card|deposit|less|minus|credit|rebate|deduct\w*|"
                     r"already[ \t]+paid|paid|prepaid|rabatt|skonto|gutschein|anzahlung|remise|acompte|r[ée]duction|"
                     r"descuento|anticipo|sconto|acconto|korting|aanbetaling|rabat)" + _E, re.I)
CHARGE_RE = re.compile(_B + r"(?:shipping|delivery|postage|freight|carriage|handling|fees?|charges?|surcharge|"
                       r"versand\w*|porto|lieferung|fracht|geb[üu]hr\w*|frais|livraison|port|transport|env[ií]o|gastos|"
                       r"spese|spedizione|consegna|verzend\w*|bezorg\w*|levering|frakt|portes|entrega)" + _E, re.I)
PAYABLE_RE = re.compile(_B + r"(?:payable|due|balance|owing|pay|payer|pagar|pagare|zahlen|zahlbar|f[äa]llig|betalen|"
                        r"betala|d[ûu])" + _E, re.I)  # what is to be paid: "Net payable", "Net à payer" is the total
TOTAL_RE = re.compile(_B + r"(?:total|totals|totale|totaal|summe|gesamt\w*|endbetrag|rechnungsbetrag|importe|montant|toplam|"
                      r"amount|grand|ttc|gross|brutto|bruto|lordo|sum|summa|suma|somme|somma)" + _E + "|" + PAYABLE_RE.pattern,
                      re.I)  # ("Sum" as the English of "Summe" labels it)
# a base the tax row names before its own amount: "GST 15% on NZ$ 410.00", "VAT at 20% of net £300.00", "USt. auf ..."
BASE_PHRASE_RE = re.compile(r"(?<![\w-])(?:on|of|over|from|auf|von|sur|de|sobre|su|op|p[åa]|af)(?:[ \t]+[^\W\d_]+\.?){0,2}"
                            r"[ \t]*$", re.I)
INCLUDED_RE = re.compile(r"^\W*(?:" + INCLUDING + r"|includes|included|of[ \t]+which|thereof|davon|darin|dont|"
                         r"de[ \t]+los[ \t]+cuales|di[ \t]+cui|waarvan)(?![\w-])", re.I)
CENT = 0.005
ADDED_RE = re.compile(r"^\W*(?:plus|add|zzgl|zuz[üu]glich|m[áa]s|\+)\.?[ \t]+", re.I)


@dataclass
class Row:
    label: str
    kind: str | None
    value: float
    amount: tuple  # (match, Money) of the row's value
    line: int  # the row's line number
    tax_total: bool = False  # a tax row that is the total of the tax lines above it ("Total VAT")
    after: bool = False  # its label printed after its amount ("₱600.00   VAT 12%"): no label before it for a cue to read


def _tax_words(specs) -> frozenset[str]:
    words = set(TAX_WORDS)
    for s in specs:
        if s.type == "money" and any(c.lower() in TAX_WORDS for c in s.cues):
            words |= {c.lower() for c in s.cues if re.fullmatch(r"[^\W\d_]+", c)}
    return frozenset(words)


def _longest_cue(label: str, cues) -> int:
    return max((len(c) for c in cues if _whole_term_re(c).search(label)), default=0)


def row_kind(label: str, tax_words: frozenset[str], cues: dict | None = None) -> tuple[str | None, bool]:
    """The role of a totals row by its label's words, and whether a tax row is the tax lines' total. `cues`: the
    schema's cues of the subtotal and total fields ({SUB: [...], TOTAL: [...]}), which tell a total the words leave
    open ("Goods total" is the subtotal's cue, longer than the total's "total")."""
    kind, tax_total = _row_kind(label, tax_words)
    if kind in (TOTAL, None) and cues and not PAYABLE_RE.search(label) and _longest_cue(label, cues.get(SUB, ())) > _longest_cue(label, cues.get(TOTAL, ())):
        return SUB, False
    if kind is None and cues and _longest_cue(label, cues.get(TOTAL, ())):
        return TOTAL, False  # "Invoice value", "Document total": the total's own cue
    if kind == TAX and not tax_total and cues and _longest_cue(
            label, [c for c in cues.get(SUB, ()) if {w.lower() for w in c.split()} & tax_words]):
        return SUB, False  # "Tax base", "VAT base": the subtotal's own cue naming the tax it is the base of
    return kind, tax_total


def _row_kind(label: str, tax_words: frozenset[str]) -> tuple[str | None, bool]:
    label = ADDED_RE.sub("", label)  # (a label opening with the word that adds it, "Plus GST @ 15%", "zzgl. MwSt.",
    # names its row's own part)
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", label)}
    if words & tax_words and _excludes_tax(label, words & tax_words):
        return SUB, False  # "Net of VAT", "Total before GCT", "Amount exclusive of GST", "Total (VAT excl.)"
    if words & tax_words and (INCLUDED_RE.search(label) or _names_tax_included(label, words & tax_words, first=True)
                              or not TOTAL_RE.search(label) and (not MODIFIER_RE.sub(" ", label).strip(" \t.:%()0123456789,")
                                                                 or _names_tax_included(label, words & tax_words))):
        return INCLUDED, False  # "(includes VAT of £10.33)", "davon MwSt.", "VAT (16%) included": the tax inside a
        # total, not added
    bare = MODIFIER_RE.sub(" ", label)
    if words & tax_words and re.search(_B + r"(?:" + EXCLUDING + r")" + _E, label, re.I) and TOTAL_RE.search(bare) \
            and not re.search(_B + r"after[ \t]+(?:" + "|".join(sorted(words & tax_words)) + r")" + _E, label, re.I):
        return SUB, False  # "Total excl. VAT", "Summe ohne MwSt" (not "Amount after tax": the tax added, the total)
    bare_words = {w.lower() for w in re.findall(r"[^\W\d_]+", bare)}
    if SUB_RE.search(bare) and not PAYABLE_RE.search(bare):
        return SUB, False
    if bare_words & tax_words:
        own = MODIFIER_RE.split(label)[-1]  # "Amount incl. GST | Service Tax": the words before the modifier name the
        if {w.lower() for w in re.findall(r"[^\W\d_]+", own)} & tax_words:  # tax's base, not a total of taxes
            return TAX, bool(TOTAL_RE.search(own))
        return TAX, bool(TOTAL_RE.search(bare))
    if LESS_RE.search(bare):
        return LESS, False
    if CHARGE_RE.search(bare):
        return CHARGE, False
    if TOTAL_RE.search(bare):
        return TOTAL, False
    return None, False


def _excludes_tax(label: str, taxes: set[str]) -> bool:
    """Does the label say its amount leaves the tax out: a modifier of exclusion before a tax word ("Net of VAT",
    "before GCT", "excl. tax") or "exclusive" / "excl." after one ("VAT exclusive", "GST (excl.)")."""
    alt = "|".join(re.escape(t) for t in sorted(taxes, key=len, reverse=True))
    return bool(re.search(r"(?<![\w-])" + EXCLUDES_TAX + r"(?:" + alt + r")(?![\w-])", label, re.I)
                or re.search(r"(?<![\w-])(?:" + alt + r")" + EXCLUSIVE_AFTER, label, re.I))


def _names_tax_included(label: str, taxes: set[str], first: bool = False) -> bool:
    """A row naming the tax as included, its rate or a bracket between: "VAT (16%) included", "GST 15% incl."; `first`:
    the tax word opens the label ("VAT @16% included in the total", not "Total VAT inclusive")."""
    alt = "|".join(re.escape(t) for t in sorted(taxes, key=len, reverse=True))
    return bool(re.search((r"^[\W\d_]*" if first else r"(?<![\w-])") + r"(?:" + alt + r")" + INCLUSIVE_AFTER, label, re.I))


def totals_rows(text: str, currency: str | None, tax_words: frozenset[str], cues: dict | None = None) -> list[list[Row]]:
    """The blocks of label-and-amount rows of the text: cells of a label of a few words and its amounts (a line may
    hold two: "GST 15%: $22.35   Invoice total: $171.35"), the cell's value its last amount; a block's lines one after
    another (a blank line between two is allowed)."""
    blocks: list[list[Row]] = []
    cur: list[Row] = []
    last_line = -9
    pos = 0
    header: tuple[int, str] | None = None  # the line above when it holds no amount: a row of labels heading columns?
    for n, line in enumerate(text.split("\n")):
        ms = [m for m in rules.money_candidates(text, pos, pos + len(line), currency)
              if re.search(r"[.,]\d{2}\b", m[0].group(0)) or m[1].currency]
        ls = pos
        pos += len(line) + 1
        if not ms and RULE_LINE_RE.fullmatch(line):
            continue  # a table's rule under its header or between its rows ("+-----+-----+", "|---|--:|"): passed over
        above, header = header, None
        if not ms:
            if line.strip():
                last_line = -9
                header = (ls, line)
            continue
        after = text[ms[-1][0].end():ls + len(line)]
        units_only = above is not None and len(ms) >= 2 and not _outside_units(text, ls, ls + len(line), ms)
        if re.search(r"[^\W\d_]{2}", after) and not units_only:  # (each amount's unit after it is no label)
            label = after.strip(" \t|:*-=")
            if len(ms) == 1 and not re.search(r"[^\W\d_]", text[ls:ms[0][0].start()]) and _short_label(label):
                # the amount before its label ("   ₱5,000.00   Net amount"): a row read right to left
                m, money = ms[0]
                if money.value is not None:
                    kind, tax_total = row_kind(label, tax_words, cues)
                    if n - last_line > 2:
                        if cur:
                            blocks.append(cur)
                        cur = []
                    cur.append(Row(label, kind, float(money.value), (m, money), n, tax_total, after=True))
                    last_line = n
                    continue
            last_line = -9  # (words after the last amount: prose, no row of a totals block)
            continue
        if above is not None and not re.search(r"[^\W\d_]", _outside_units(text, ls, ls + len(line), ms)) \
                and ((heads := _heads_over(above, ls, ms)) is not None
                     or (heads := _heads_by_cues(above[1], ms, tax_words, cues)) is not None):
            # a row of labels over a row of their amounts ("Subtotal   VAT 15%   Amount Due" over three amounts): each
            # amount's label is the heading cell over it, read left to right as a block's rows top to bottom
            if n - last_line > 2:
                if cur:
                    blocks.append(cur)
                cur = []
            for label, (m, money) in zip(heads, ms):
                kind, tax_total = row_kind(label, tax_words, cues)
                cur.append(Row(label, kind, float(money.value), (m, money), n, tax_total))
            last_line = n
            continue
        cells: list[tuple[int, list]] = []  # (the label's start, the cell's amounts)
        for m in ms:
            between = text[cells[-1][1][-1][0].end():m[0].start()] if cells else ""
            if cells and not re.search(r"[^\W\d_]", between):
                cells[-1][1].append(m)
            else:
                cells.append((cells[-1][1][-1][0].end() if cells else ls, [m]))
        rows = []
        for c0, cms in cells:
            label = text[c0:cms[0][0].start()].strip(" \t|:*-=")
            if len(cms) > 1:  # (the cell's first amount is a base its label names: the words naming it are no role's)
                label = BASE_PHRASE_RE.sub("", label).strip(" \t|:*-=") or label
            if not re.search(r"[^\W\d_]", label) or len(re.findall(r"[^\W\d_]+", label)) > 8 or _clause_cell(label):
                rows = []
                break
            m, money = cms[-1]
            if money.value is None:
                rows = []
                break
            kind, tax_total = row_kind(label, tax_words, cues)
            if kind == TOTAL and len(cells) == 1 and (across := _total_across(text, cms, n, tax_words, cues)):
                rows = across
                break
            rows.append(Row(label, kind, float(money.value), (m, money), n, tax_total))
        if not rows:
            last_line = -9
            continue
        if n - last_line > 2:
            if cur:
                blocks.append(cur)
            cur = []
        cur.extend(rows)
        last_line = n
    if cur:
        blocks.append(cur)
    return blocks


def _clause_cell(label: str) -> bool:
    """Words between amounts that are a sentence's, not a label's: they end on a word that needs what follows ("The
    total of this invoice is EUR 1,190.00", "... on a net amount of EUR 1,000.00") or open a clause after a comma
    (", which includes EUR 190.00 VAT")."""
    words = re.findall(r"[^\W\d_][\w'-]*", label)
    return bool(words) and (words[-1].lower() in CLAUSE_WORDS or CLAUSE_OPENS_RE.match(label) is not None)


CLAUSE_OPENS_RE = re.compile(r"[,;][ \t]*(?:which|that|and|but|so)(?![\w-])", re.I)


def _total_across(text: str, cms: list, n: int, tax_words: frozenset[str], cues: dict | None) -> list[Row] | None:
    """A table's totals row across its columns ("Totals   150.00   30.00   180.00" under "Net   VAT   Gross"): each
    amount the row of the label its column's header gives, when the headers are distinct and name a net or a tax and
    a total (an item table's "Qty  Price  Amount" names no part of a sum)."""
    heads = [_column_header(text, m.start(), m.end()) for m, _ in cms]
    if None in heads or len(set(heads)) != len(heads) or any(money.value is None for _, money in cms):
        return None
    rows = []
    for head, (m, money) in zip(heads, cms):
        kind, tax_total = row_kind(head, tax_words, cues)
        rows.append(Row(head, kind, float(money.value), (m, money), n, tax_total))
    kinds = {r.kind for r in rows}
    return rows if TOTAL in kinds and kinds & {SUB, TAX} else None


def column_blocks(text: str, currency: str | None, tax_words: frozenset[str], cues: dict | None = None) -> list[list[Row]]:
    """The totals block a reader of columns gives: a two-column totals box read one column after the other, its labels
    on lines of their own and then its amounts on lines of their own, as many and in the same order ("Subtotal",
    "Shipping", "Tax", "Total" over "$160.00", "$9.95", "$13.20", "$183.15"; a blank line may part the two runs; the
    amounts may come first). The i-th label is the i-th amount's. At least two labels must name a totals row's role
    and one of them the total, so that a list of names over a list of prices is no totals block."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1

    def amount_only(n: int):
        ls, line = lines[n]
        ms = [m for m in rules.money_candidates(text, ls, ls + len(line), currency)
              if re.search(r"[.,]\d{2}\b", m[0].group(0)) or m[1].currency]
        if len(ms) != 1 or ms[0][1].value is None or re.search(r"[^\W\d_]", _outside_codes(text, ls, ls + len(line), ms)):
            return None
        return ms[0]

    def label_only(n: int) -> str | None:
        line = lines[n][1].strip(" \t|:*-=")
        if not line or re.search(r"\d[.,]\d{2}\b(?![ \t]*%)", line) or not _short_label(line):
            return None
        return line

    def run(n: int, take) -> list:
        out = []
        while n < len(lines) and (got := take(n)) is not None:
            out.append((n, got))
            n += 1
        return out

    blocks: list[list[Row]] = []
    n = 0
    while n < len(lines):
        first = run(n, label_only) or run(n, amount_only)
        if len(first) < 2:
            n += 1
            continue
        k = first[-1][0] + 1
        while k < len(lines) and (not lines[k][1].strip() or _amount_in_words(lines[k][1])) and k - first[-1][0] <= 3:
            k += 1  # (a blank line, or the total written out in words, "Rupees Forty Six Thousand ... Only", between them)
        labels_first = label_only(first[0][0]) is not None
        second = run(k, amount_only if labels_first else label_only)
        gapped = False
        if len(second) < 2:
            # the column read after the other column's other lines: a footer or a note beside the box ("Payment due in
            # 30 days", a stamp's line, a bank's details) printed between the two runs, a few lines at most; then the
            # rows must add up (`block_sum`), so that two lists a note parts are no totals block
            j, others = first[-1][0] + 1, 0
            while j < len(lines) and others < GAP_LINES and not (amount_only(j) if labels_first else label_only(j)):
                others += bool(lines[j][1].strip())
                j += 1
            if j < len(lines) and others:
                second, gapped = run(j, amount_only if labels_first else label_only), True
        labels, money = (first, second) if labels_first else (second, first)
        # as many labels as amounts; or, when a label of no amount stands before or after them ("Paid by:", "Items:"),
        # the labels' run at its start or its end that the amounts add up with (`block_sum`)
        exact = len(labels) == len(money) or (not labels_first and len(labels) > len(money))
        if exact:
            fits = [labels[:len(money)]]
        else:
            fits = [labels[:len(money)], labels[len(labels) - len(money):]] if len(labels) > len(money) >= 2 else []
            # ... or a run inside the labels' run: the item rows OCR took for labels above it, a dated label below it
            # ("Estimated delivery: 23 March"), the rows adding up all the same
            fits += [labels[i:i + len(money)] for i in range(1, len(labels) - len(money))] if len(money) >= 3 else []
        for cut in fits:
            rows = []
            for (_, label), (ln, (m, mo)) in zip(cut, money):
                kind, tax_total = row_kind(label, tax_words, cues)
                rows.append(Row(label, kind, float(mo.value), (m, mo), ln, tax_total))
            if sum(r.kind is not None for r in rows) >= 2 and any(r.kind == TOTAL for r in rows) \
                    and ((exact and not gapped) or block_sum(rows) is not None):
                blocks.append(rows)
                n = max(first[-1][0], second[-1][0] if second else 0) + 1
                break
        else:
            n = first[-1][0] + 1
    return blocks


# The words of a number written out ("Forty Six Thousand Eighteen and Eighty Two Paise Only"): an invoice's amount in words.
NUMBER_WORDS_RE = re.compile(r"(?<![\w-])(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
                             r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
                             r"eighty|ninety|hundred|thousand|lakh|lakhs|crore|crores|million|billion)(?![\w-])", re.I)
MIN_NUMBER_WORDS = 3


def _amount_in_words(line: str) -> bool:
    """Is the line an amount written out in words (three number words or more, no digit)?"""
    return not re.search(r"\d", line) and len(NUMBER_WORDS_RE.findall(line)) >= MIN_NUMBER_WORDS


def _short_label(label: str) -> bool:
    """A few words with no sentence's mark: a label, not prose."""
    return 0 < len(re.findall(r"[^\W\d_]+", label)) <= 6 and not re.search(r"[.!?;,](?:\s|$)(?!\s*$)", label) \
        and not re.search(r"[^\W\d_]{2}[.!?]$", label.strip())


GAP_LINES = 3  # lines of other text between a totals box's column of labels and its column of amounts


def _outside_codes(text: str, ls: int, le: int, ms) -> str:
    """The line's text outside its amounts, an amount's currency code printed before its symbol left out ("CLP
    $619.000", "UYU $ 48.200": the code and the sign name one currency)."""
    from stages.normalize import ISO_CURRENCIES

    out = _outside(text, ls, le, ms)
    return " ".join(w for w in out.split() if w.upper() not in ISO_CURRENCIES or not w.isupper())


def _outside_units(text: str, ls: int, le: int, ms) -> str:
    """The line's text outside its amounts, a mark printed once beside each amount left out: the amounts' unit (a
    currency's abbreviation the symbol table does not know, "127.102,00 TL 25.420,40 TL 152.522,40 TL")."""
    out = _outside(text, ls, le, ms)
    words = out.split()
    return "" if len(ms) >= 2 and len(words) == len(ms) and len(set(words)) == 1 else out


def _outside(text: str, ls: int, le: int, ms) -> str:
    """The line's text outside its amounts."""
    out, at = [], ls
    for m, _ in ms:
        out.append(text[at:m.start()])
        at = m.end()
    out.append(text[at:le])
    return " ".join(out)


def _heads_over(above: tuple[int, str], ls: int, ms) -> list[str] | None:
    """The heading cells of the line above over the amounts of a line of amounts only: the cells parted by column
    gaps, one over each amount (by the columns they span, else in order when the counts agree), each a few words."""
    hs, line = above
    # cells parted by column gaps, or by bars where the row prints them ("|Subtotal|Shipping|Total|")
    cell_re = r"[^|\s]+(?:[ \t][^|\s]+)*" if line.count("|") >= 2 else r"\S+(?:[ \t]\S+)*"
    cells = [(m.start(), m.end(), m.group(0)) for m in re.finditer(cell_re, line.replace("\t", "    "))]
    if len(cells) < 2 or len(ms) < 2 or not all(_short_label(c[2].strip(" |:")) for c in cells):
        return None
    if "\t" in line:
        return [c[2].strip(" |:") for c in cells] if len(cells) == len(ms) else None
    heads = []
    for m, _ in ms:
        c0, c1 = m.start() - ls, m.end() - ls
        over = [c for c in cells if c[0] < c1 and c0 < c[1]]
        if len(over) != 1:
            break
        heads.append(over[0][2].strip(" |:"))
    else:
        if len(set(heads)) == len(heads):
            return heads
    return [c[2].strip(" |:") for c in cells] if len(cells) == len(ms) else None


@lru_cache(maxsize=4096)
def _whole_term_re(term: str) -> re.Pattern:
    """A label term as a whole word, any case (compiled once: a schema's cues are a few hundred, more than re's cache)."""
    return re.compile(r"(?<![\w-])" + re.escape(term) + r"(?![\w-])", re.I)


def _heads_by_cues(line: str, ms, tax_words: frozenset[str], cues: dict | None) -> list[str] | None:
    """The heading cells of a row of labels printed without column gaps ("Net total KDV %20 Order total" over three
    amounts, a text PDF's line): the line parted where each label's own words begin, a subtotal's or a total's cue
    (`cues`) or a tax word, when the parts are as many as the amounts below and they name the parts of a sum (a total
    and a net or a tax); the amounts pair with the parts in order, as the columns print them."""
    if not cues or len(ms) < 2:
        return None
    terms = [c for c in (*cues.get(SUB, ()), *cues.get(TOTAL, ()), *tax_words) if len(c) >= 2]
    hits: list[tuple[int, int]] = []
    for c in sorted(set(terms), key=len, reverse=True):
        for m in _whole_term_re(c).finditer(line):
            if not any(a < m.end() and m.start() < b for a, b in hits):
                hits.append((m.start(), m.end()))
    starts = sorted(a for a, _ in hits)
    bounds = [0] + starts[1:]  # (words before the first cue open the first part)
    if len(starts) != len(ms) or line[:starts[0]].strip(" \t|:") and not _short_label(line[:starts[0]]):
        return None
    heads = [line[a:b].strip(" \t|:") for a, b in zip(bounds, bounds[1:] + [len(line)])]
    if not all(_short_label(h) for h in heads):
        return None
    kinds = {row_kind(h, tax_words, cues)[0] for h in heads}
    return heads if TOTAL in kinds and kinds & {SUB, TAX} and len(set(heads)) == len(heads) else None


@dataclass
class Sum:
    sub: Row
    taxes: list[Row]  # the tax rows the total adds (a tax total's row alone when one is printed)
    total: Row


MAX_SKIPPED = 2  # rows of no role a sum may leave out ("You saved 5.00" between a receipt's subtotal and its taxes)
SKIP_REACH = 8  # ... among the rows right above the total (a totals block's, not a long list of items)


def block_sum(rows: list[Row]) -> Sum | None:
    """The sum the rows state: a total row, the subtotal row above it and the rows between (charges, deductions, taxes)
    adding up to it within a cent. A deduction printed without its minus is taken off; a tax total's own lines above it
    are counted once; a row no word gives a role (a tip, a savings note) is added, or left out when the sum holds
    without it (the fewest left out first). A net no word names (an unlabelled row, a total the taxes below add to)
    has only rows of a known role below it: an item's row above the other items and the tax is no net. The lowest
    total that adds up is the order's (a balance after a deposit adds up to no subtotal)."""
    for t in range(len(rows) - 1, 0, -1):
        if rows[t].kind != TOTAL:
            continue
        # (sum so far, its tax rows, rows of no role left out, rows of no role added)
        ways: list[tuple[float, list[Row], int, int]] = [(0.0, [], 0, 0)]
        pending = 0.0
        for s in range(t - 1, -1, -1):
            r = rows[s]
            if r.kind in (SUB, None, TOTAL) and s < t - 1:  # (a total the taxes below add to the lower total is the
                # net: "Total", "GST 9%", "Grand total")
                fits = [w for w in ways if abs(w[0] + r.value - rows[t].value) < CENT
                        and (r.kind == SUB or w[1] and not w[3])]
                if fits:
                    return Sum(r, min(fits, key=lambda w: w[2])[1], rows[t])
            if r.kind == INCLUDED or r.kind == TOTAL:
                if r.kind == TOTAL:
                    break
                continue
            if r.kind == TAX and not r.tax_total and pending > CENT:
                pending -= r.value  # (a line of the tax total printed below it)
                continue
            if r.kind == TAX and r.tax_total:
                pending = r.value
            if r.kind == SUB:
                break  # (a subtotal that does not add up: no sum here)
            value = -abs(r.value) if r.kind == LESS else r.value
            added = [(acc + value, taxes + [r] if r.kind == TAX else taxes, n, u + (r.kind is None))
                     for acc, taxes, n, u in ways]
            left = [(acc, taxes, n + 1, u) for acc, taxes, n, u in ways if n < MAX_SKIPPED] \
                if r.kind is None and t - s <= SKIP_REACH else []
            ways = added + left
    return inclusive_sum(rows)


def inclusive_sum(rows: list[Row]) -> Sum | None:
    """The sum of a block whose prices include the tax: a total row, the tax named as included in it ("of which VAT",
    "VAT (16%) included", "Includes GST of") and the net (a subtotal's row: "Net of VAT", "Total excl GST"), the net and
    the tax adding up to the total within a cent, in any order of the rows (the net may be printed after the total)."""
    for t in range(len(rows) - 1, -1, -1):
        if rows[t].kind != TOTAL:
            continue
        for i, r in enumerate(rows):
            if r.kind != INCLUDED or abs(i - t) > 3:
                continue
            net = next((x for k, x in enumerate(rows) if x.kind == SUB and abs(k - t) <= 3
                        and abs(x.value + r.value - rows[t].value) < CENT), None)
            if net is not None:
                return Sum(net, [r], rows[t])
    return None


def _found_row(r: Row, confidence: float = 0.6) -> Found:
    m, money = r.amount
    return Found(money.value, m.group(0), (m.start(), m.end()), "rule", confidence, currency=money.currency)


def _blocks(ctx, tax_words: frozenset[str], cues: dict) -> list[list[Row]]:
    """The text's totals blocks, its rows side by side or its columns read one after the other, outside quoted text."""
    from stages.doctype import quoted_spans

    quoted = quoted_spans(ctx.text)
    return [b for b in totals_rows(ctx.text, ctx.currency, tax_words | TAX_PART_WORDS, cues)
            + column_blocks(ctx.text, ctx.currency, tax_words | TAX_PART_WORDS, cues)
            if not any(a <= b[0].amount[0].start() < z for a, z in quoted)]


def _total_alone(ctx, found: dict[str, Found | None], total_f: str, parts) -> dict[str, Found]:
    """The total of a type whose fields hold no part of its sum, when no cue read it: the total of the block whose rows
    add up, else the one value of the rows labelled the total (the parts' cues, from the schema, tell a subtotal's
    row from the total's)."""
    if (cur := found.get(total_f)) is not None and cur.value is not None:
        return {}
    fields = ctx.schema.fields
    tax_words = _tax_words([fields[p] for p in parts if p in fields])
    taxish = [p for p in parts if p in fields and any(c.lower() in tax_words for c in fields[p].cues)]
    sub = next((p for p in parts if p in fields and p not in taxish), None)
    blocks = _blocks(ctx, tax_words, {SUB: fields[sub].cues if sub else (), TOTAL: fields[total_f].cues})
    confirmed = next((sm for b in blocks if (sm := block_sum(b)) is not None), None)
    if confirmed is not None:
        return {total_f: _found_row(confirmed.total)}
    rows = [r for b in blocks for r in b if r.kind == TOTAL]
    return {total_f: _found_row(rows[0])} if len({r.value for r in rows}) == 1 else {}


def _tax_in_prose(ctx, found: dict[str, Found | None], fields: tuple[str, str, str], tax_words: frozenset[str],
                  blocks: list[list[Row]]) -> dict[str, Found]:
    """The tax told in a sentence, its amount before the tax's word ("came to GBP 240.00 including GBP 40.00 VAT",
    "USD 106.50 sales tax") or after "<tax> of" ("with sales tax of USD 106.50"), outside the totals rows: the tax when
    no cue read it or a cue read the total in its place ("... 40.00 VAT, so GBP 240.00 in all"); and the sentence's
    amount that with the tax makes the total the subtotal, when none was read."""
    total_f, sub_f, tax_f = fields
    text = ctx.text
    in_rows = {r.amount[0].start() for b in blocks for r in b}
    alt = "|".join(re.escape(w) for w in sorted(tax_words, key=len, reverse=True))
    before_word = re.compile(r"[ \t]+(?:of[ \t]+|in[ \t]+)?(?:the[ \t]+)?(?:([^\W\d_]+)[ \t]+)?(?:" + alt + r")(?![\w-])"
                             r"(?![ \t:]*(?:\d|[^\W\d_]{1,3}[$.]?[ \t]?\d|[$€£¥₹]))"
                             r"(?![ \t-]*(?:exempt|free|excl|excluded|exclusive|not|n/a|zero|nil)(?![\w-]))", re.I)
    after_word = re.compile(r"(?<![\w-])(?:" + alt + r")[ \t]+(?:amount[ \t]+)?of[ \t]*$", re.I)
    modifier = re.compile(r"(?:" + INCLUDING + "|inclusive|" + EXCLUDING + r")$", re.I)
    taxes = []
    for m, money in rules.money_candidates(text, 0, len(text), ctx.currency):
        if m.start() in in_rows or money.value is None or not (re.search(r"[.,]\d{2}\b", m.group(0)) or money.currency):
            continue
        b = before_word.match(text, m.end())
        if (b is not None and not (b.group(1) and modifier.match(b.group(1)))) \
                or after_word.search(text, max(0, m.start() - 30), m.start()):
            taxes.append((m, money))
    if len({money.value for _, money in taxes}) != 1:
        return {}
    m, money = taxes[0]
    cur, total = found.get(tax_f), found.get(total_f)
    out: dict[str, Found] = {}
    if cur is None or cur.value is None or (total is not None and total.value == cur.value and cur.value != money.value):
        out[tax_f] = Found(money.value, m.group(0), m.span(), "rule", 0.5, currency=money.currency or ctx.currency)
    sub = found.get(sub_f)
    if total is not None and total.value is not None and (sub is None or sub.value is None):
        s0, s1 = _sentence(text, m.start())
        s0 = text.rfind("\n\n", 0, m.start()) + 1 if "\n" not in text[s0:m.start()] else s0
        cands = {mo.value: (mm, mo) for mm, mo in rules.money_candidates(text, max(0, s0 - 200), s1, ctx.currency)
                 if mo.value is not None and mm.start() not in in_rows and mm.start() != m.start()
                 and _sentence(text, mm.start())[1] >= s0 and abs(float(mo.value) + float(money.value) - float(total.value)) < CENT}
        if len(cands) == 1:
            mm, mo = next(iter(cands.values()))
            out[sub_f] = Found(mo.value, mm.group(0), mm.span(), "rule", 0.5, currency=mo.currency or ctx.currency)
    return out


def settle_totals(ctx, found: dict[str, Found | None]) -> dict[str, Found | None]:
    """The total, subtotal and tax fields of a sum the schema states (`sum_of`: a total and its two parts), read from
    the totals block's rows (see above): a field whose amount stands on a row of another role, or on a row but not as
    its value (a tax's base), takes the row of its own role; an empty one takes it when the rows add up. Two tax rows
    the total adds (GST and PST, VAT at two rates) with no tax total printed make the tax their sum when the rows add
    up, and leave it empty when they do not."""
    names = {s.name: s for s in ctx.specs}
    stated = [(r.field, r.parts) for r in ctx.schema.document_rules if r.op == "sum_of" and r.field in names
              and len(r.parts) == 2]
    sums = [(f, parts) for f, parts in stated if all(p in names for p in parts)]
    if not sums:
        # a type recording the total alone (an order's confirmation): an empty total takes the block's
        return _total_alone(ctx, found, *stated[0]) if stated else {}
    total_f, parts = sums[0]
    tax_words = _tax_words(ctx.specs)
    taxish = [p for p in parts if any(c.lower() in tax_words for c in names[p].cues)]
    if len(taxish) != 1:
        return {}
    tax_f = taxish[0]
    sub_f = next(p for p in parts if p != tax_f)
    blocks = _blocks(ctx, tax_words, {SUB: names[sub_f].cues, TOTAL: names[total_f].cues})
    out: dict[str, Found | None] = {}

    def row_at(f: Found | None) -> tuple[Row | None, bool]:
        """The row holding the found amount, and whether it is the row's value."""
        if f is None or f.value is None:
            return None, False
        for b in blocks:
            for i, r in enumerate(b):
                m = r.amount[0]
                ls = ctx.text.rfind("\n", 0, m.start()) + 1
                if i and b[i - 1].line == r.line:
                    ls = b[i - 1].amount[0].end()  # (the line's cell before ends there)
                if ls <= f.span[0] <= m.end():
                    return r, m.start() <= f.span[0] < m.end()
        return None, False

    confirmed = next((sm for b in blocks if (sm := block_sum(b)) is not None), None)
    cur = {f: found.get(f) for f in (total_f, sub_f, tax_f)}
    at = {f: row_at(cur[f]) for f in cur}
    if confirmed is not None:
        want = {total_f: confirmed.total, sub_f: confirmed.sub}
        for f, r in want.items():
            row, is_value = at[f]
            if cur[f] is None or cur[f].value is None:
                out[f] = _found_row(r)
            elif row is not r and row is not None and ((row.kind != TOTAL or row is confirmed.sub) if f == total_f
                                                        else row.kind != SUB):
                out[f] = _found_row(r)  # the field's amount stands on a row of another role (the net's, for the total)
            elif row is r and not is_value:
                out[f] = _found_row(r)
        taxes = confirmed.taxes
        tax_rows = [r for r in taxes if r.tax_total] or taxes
        if len(tax_rows) == 1:
            row, is_value = at[tax_f]
            if row is not tax_rows[0] or not is_value:
                out[tax_f] = _found_row(tax_rows[0])
        elif len(tax_rows) > 1:
            value = sum(r.value for r in tax_rows)
            first, last = tax_rows[-1].amount[0], tax_rows[0].amount[0]  # (read bottom-up)
            money = tax_rows[0].amount[1]
            out[tax_f] = Found(f"{value:.2f}", ctx.text[first.start():last.end()], (first.start(), last.end()), "rule",
                               0.5, currency=money.currency)
        return out
    out.update(_tax_in_prose(ctx, {**found, **out}, (total_f, sub_f, tax_f), tax_words | TAX_PART_WORDS, blocks))
    # no sum: a field no cue could read (its label printed after its amount; a total's label naming the tax it includes,
    # "Total (incl. 25% VAT)", whose tax word ends the cue's reach) takes the one row of its role so labelled
    for f, kind in ((total_f, TOTAL), (sub_f, SUB), (tax_f, TAX)):
        if cur[f] is None or cur[f].value is None:
            rows = [r for b in blocks for r in b if r.kind == kind and (r.after or kind == TOTAL) and not r.tax_total]
            if len({r.value for r in rows}) == 1:
                out[f] = _found_row(rows[0])
    if (cur[tax_f] is None or cur[tax_f].value is None) and tax_f not in out:
        # the tax named as included in a total beside it, no net printed ("Total (inc GST) $165.00" over "GST included
        # in total $15.00"): the one such row
        inside = [r for b in blocks for r in b if r.kind == INCLUDED
                  and any(x.kind == TOTAL and x.value > r.value and abs(b.index(x) - b.index(r)) <= 3 for x in b)]
        if len({r.value for r in inside}) == 1:
            out[tax_f] = _found_row(inside[0])
    # a tax or a subtotal read on the total's row ("TOTAL PAYABLE (incl. VAT)  4,640.00": the cue "incl. VAT" in a
    # total's label) is the one row of its own role in that block, or none
    for f, kinds in ((tax_f, (TAX, INCLUDED)), (sub_f, (SUB,))):
        row, is_value = at[f]
        if row is not None and is_value and row.kind == TOTAL and f not in out:
            block = next(b for b in blocks if row in b)
            own = [r for r in block if r.kind in kinds and not (r.kind == TAX and r.tax_total and len(block) > 2)]
            out[f] = _found_row(own[0]) if len({r.value for r in own}) == 1 else None
            at[f] = row_at(out[f])
    # a tax's base is no tax, and two tax lines with no total are no one tax
    row, is_value = at[tax_f]
    if row is not None and row.kind == TAX and not is_value:
        out[tax_f] = _found_row(row)
    if row is not None and row.kind == TAX and not row.tax_total:
        block = next(b for b in blocks if row in b)
        i = block.index(row)
        run = [i]  # (the run of tax rows it stands in: the tax lines of the totals, not an item's "VAT 20%" far above)
        while run[0] > 0 and block[run[0] - 1].kind == TAX:
            run.insert(0, run[0] - 1)
        while run[-1] + 1 < len(block) and block[run[-1] + 1].kind == TAX:
            run.append(run[-1] + 1)
        others = [block[j] for j in run if block[j] is not row and not block[j].tax_total and block[j].value != row.value]
        if others and not any(block[j].tax_total for j in run):
            out[tax_f] = None
    return out


# --------------------------------------------------------------------------- a decimal mark OCR dropped

def _one_repair_by_arithmetic(ctx, found: dict[str, Found | None], repair) -> dict[str, Found]:
    """Where the document's own arithmetic (the schema's `sum_of` rules: subtotal + tax = total) fails as read and holds
    with exactly one of its amounts repaired, that amount is the repaired one. `repair(f, value)` gives an amount's
    repaired reading (a `Found` whose value holds the repaired number) or None."""
    from decimal import Decimal, InvalidOperation

    def adds_up(vals: list[Decimal]) -> bool:
        return abs(vals[0] - sum(vals[1:])) <= Decimal("0.01")

    out: dict[str, Found] = {}
    for rule in ctx.schema.document_rules:
        if rule.op != "sum_of":
            continue
        names = [rule.field, *rule.parts]
        fs = [out.get(n) or found.get(n) for n in names]
        if any(f is None or f.value is None for f in fs):
            continue
        try:
            vals = [Decimal(f.value) for f in fs]
        except InvalidOperation:
            continue
        if adds_up(vals):
            continue
        fixes = []
        for i, (name, f) in enumerate(zip(names, fs)):
            fixed = repair(f, vals[i])
            if fixed is not None and adds_up(vals[:i] + [Decimal(fixed.value)] + vals[i + 1:]):
                fixes.append((name, fixed))
        if len(fixes) == 1:
            name, fixed = fixes[0]
            out[name] = fixed
    return out


# An amount printed with its cents but read without its decimal mark ("£14400" for "£144.00"): that amount is its
# hundredths where the arithmetic holds so. The print keeps its digits (validation's reverse check accepts a dropped
# mark: `normalize.dropped_decimal_mark`).
def decimal_by_arithmetic(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    from dataclasses import replace

    from stages.normalize import dropped_decimal_mark, format_money

    def repair(f: Found, value) -> Found | None:
        hundredths = format_money(value / 100)
        if not dropped_decimal_mark(f.raw, hundredths):
            return None
        return replace(f, value=hundredths, confidence=min(f.confidence, 0.6))

    return _one_repair_by_arithmetic(ctx, found, repair)


# An amount whose last group of thousands OCR split off with a space ("$619. 000", "CLP 1.250 000" read "$619"): that
# amount is the number joined to the group of three digits printed right after it, where the arithmetic holds so (the
# print keeps both parts).
SPLIT_GROUP_RE = re.compile(r"([.,]?)[ \t](\d{3})(?![\d.,]?\d)")


def split_group_by_arithmetic(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    from dataclasses import replace

    from stages.normalize import format_money, parse_money

    def repair(f: Found, value) -> Found | None:
        g = SPLIT_GROUP_RE.match(ctx.text, f.span[1]) if f.span is not None else None
        if g is None or value != value.to_integral_value():
            return None  # (an amount with cents has no group after it)
        raw = ctx.text[f.span[0]:g.end()]
        money = parse_money(raw, ctx.currency)
        if money is None or money.amount != value * 1000 + int(g.group(2)):
            return None  # (the reverse check reads the joined print the same)
        return replace(f, value=format_money(money.amount), raw=raw, span=(f.span[0], g.end()),
                       confidence=min(f.confidence, 0.6))

    return _one_repair_by_arithmetic(ctx, found, repair)


# --------------------------------------------------------------------------- a tax known by its rate

RATE_REACH_LINES = 8  # lines after a rate in which its amount stands (beside it, under it, or in the row of a grid)


def tax_by_its_rate(ctx, found: dict[str, Found | None]) -> dict[str, Found]:
    """The tax of a sum the schema states (subtotal + tax = total) that no label of the tax read, by the document's own
    arithmetic: a rate printed anywhere in the text, mostly in a label ("IPI 5%:", "FPA (24%):", an OCR-damaged
    "LV.A. 19%:", a grid's "VAT 24%" heading) and, after it within a few lines, the amount that is that rate of the
    subtotal found (to the cent, or to the whole unit where the amount is printed whole) and that adds up with it to
    the total found. Both checks hold for the tax only: a discount's rate takes its amount off the total, a delivery
    charge has no rate. Only when the amounts agree on one value; the subtotal and the total must each have been read
    (nothing is derived from one amount)."""
    from stages.normalize import PERCENT_RE

    names = {s.name: s for s in ctx.specs}
    tax_words = None  # the schema's tax words, read once a rule can apply (most documents leave none open)
    for rule in ctx.schema.document_rules:
        if rule.op != "sum_of" or len(rule.parts) != 2 or rule.field not in names \
                or not all(p in names for p in rule.parts):
            continue
        total = found.get(rule.field)
        values = {p: getattr(found.get(p), "value", None) for p in rule.parts}
        if total is None or total.value is None or list(values.values()).count(None) != 1:
            continue  # (both parts read, or neither, or the total not: nothing below could hold)
        if tax_words is None:
            tax_words = _tax_words(ctx.specs)
        taxish = [p for p in rule.parts if any(c.lower() in tax_words for c in names[p].cues)]
        if len(taxish) != 1 or values[taxish[0]] is not None:
            continue  # (no one part is the tax, or the tax was read and the subtotal not)
        tax_f = taxish[0]
        sub = found[next(p for p in rule.parts if p != tax_f)]
        try:
            net, gross = Decimal(sub.value), Decimal(total.value)
        except InvalidOperation:
            continue
        if net <= 0 or gross <= net:
            continue
        taken = {sub.span, total.span}
        hits: dict[Decimal, Found] = {}
        for p in PERCENT_RE.finditer(ctx.text):
            try:
                rate = Decimal(p.group(1).replace(",", "."))
            except InvalidOperation:
                continue
            if not 0 < rate < 100:
                continue
            end = p.end()
            for _ in range(RATE_REACH_LINES + 1):
                nl = ctx.text.find("\n", end + 1)
                end = len(ctx.text) if nl < 0 else nl
            due = net * rate / 100
            for m, money in rules.money_candidates(ctx.text, p.end(), end, ctx.currency):
                x = money.amount
                if m.span() in taken or x <= 0 or abs(net + x - gross) > CENT_D:
                    continue
                if abs(x - due) <= CENT_D or (x == x.to_integral_value() and abs(x - due) < Decimal("0.5")):
                    hits.setdefault(x, Found(money.value, m.group(0), m.span(), "rule", 0.6,
                                             currency=money.currency or ctx.currency))
        if len(hits) == 1:
            return {tax_f: next(iter(hits.values()))}
    return {}


CENT_D = Decimal("0.01")
