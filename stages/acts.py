"""What a sentence does: an action (a synonym set of lemmas), its mood and whose it is.

A document type is what the document does: a refund request asks for money back, an
approval decides, a payment notice says the money went. Shops word each act their own way
("Could I have my AUD 40 back", "we are claiming back A$40", "please return the CHF 40 we
paid"), but the meaning holds across them: the lemma of the action (from a synonym set
the schema declares once per type, `status.schema.ActSpec`) plus the grammar the tagger
already gives on every document (no parser, no NER):

- asked: the sentence is a request ("please", a question, "could I", "would like", a verb
  of asking: request, claim, want, expect...);
- done: the action's verb is past ("I sent") or perfect/passive ("has been credited"),
  in neither a request nor a condition or future ("once it is on its way", "will credit");
- promised: the writer undertakes it ("we will refund", "we are happy to give back");
- refused: the action's verb follows "unable" or a negated modal ("I cannot accept", "we
  are unable to refund it", "will not refund"): a decision as much as an approval is.

Sentences end at ". ! ? ;", at blank lines and after label lines and headings; a form's
label lines hold no verb with its auxiliary, so forms are read by their fields instead.
"""

from __future__ import annotations

import re
import threading
import weakref
from dataclasses import dataclass
from functools import lru_cache

from stages.normalize import DOTLESS_I, MONEY_RE, has_money_form
from status.schema import ActSpec

MONEY = "$money"  # an `about` entry: an amount of money in the sentence
PLEASE = frozenset("please pls plz kindly ?".split())  # "pls": a hurried "please"; "kindly": a formal one
REQUEST_VERBS = frozenset("request ask want wish claim demand expect need appreciate prefer".split())
PRESENT = frozenset("VB VBP VBZ VBG".split())  # "I ask", "we are claiming"; "I asked" is a report
CONDITIONS = frozenset("if once when until unless whether soon".split())  # "once it is on its way"
FUTURE = frozenset("will shall 'll wo".split())  # "wo" is spaCy's first half of "won't"
WILLING = frozenset("happy pleased glad able agree".split())  # "we are happy to refund"
NEGATIONS = frozenset("not n't never unable".split())
NOTHING = frozenset("nothing nobody".split())
AUXILIARIES = frozenset("have be get".split())
WRITER = frozenset("i we me us my our mine ours myself ourselves".split())
WRITER_OWNS = frozenset("my mine".split())  # "our" is also the shop's ("our returns team")
READER = frozenset("you your yours".split())
READER_OWNS = frozenset("your yours".split())
PERSONS = frozenset("he she him her his hers they them their theirs".split())  # a third party named
ABOUT_REACH = 6  # tokens either side of the action: "the item was returned ..., so ... money" is two clauses
AUX_REACH = 3  # "has been fully credited": the auxiliary a few words before the participle


@dataclass(frozen=True)
class Token:
    lemma: str  # lower case
    tag: str  # Penn tag (VBD past, VBN participle, MD modal)
    start: int
    end: int


def tokens(doc, keep=lambda start: True) -> list[Token]:
    """The doc's word tokens that `keep` (by offset) lets through: quoted and later-page text left out."""
    return [t for t in _doc_tokens(doc) if keep(t.start)]


_DOC_TOKENS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # spaCy doc -> its word tokens, while it lives
_DOC_TOKENS_LOCK = threading.Lock()


def _doc_tokens(doc) -> tuple[Token, ...]:
    """All the doc's word tokens, made once per doc: classification and the amounts ask for them several times a
    document, and reading spaCy's lemma and tag strings was most of the cost."""
    with _DOC_TOKENS_LOCK:
        found = _DOC_TOKENS.get(doc)
    if found is None:
        found = tuple(Token(t.lemma_.lower(), t.tag_, t.idx, t.idx + len(t.text)) for t in doc if not t.is_space)
        with _DOC_TOKENS_LOCK:
            _DOC_TOKENS[doc] = found
    return found


LABEL_LINE = re.compile(r"[^\n:]{1,40}:[ \t]*\S")
SHORT_LINE = 4  # words: a heading, a name, an address line


def _ends_a_line_of_its_own(text: str, end: int) -> bool:
    """The line ending at `end` is a label line ("Result: rejected") or a short one (a heading):
    no prose sentence runs on from it onto the next line."""
    line = text[text.rfind("\n", 0, end) + 1:end]
    label = LABEL_LINE.match(line)
    prose = label is not None and bool(PROSE_AFTER_LABEL.search(line, line.index(":")))
    return (label is not None and not prose) or len(line.split()) <= SHORT_LINE


# A sentence ending inside the line after its colon and another one going on: "Good news: your claim has been accepted.
# The amount will be" is prose running on over the line break, not a label over its value ("Result: rejected").
PROSE_AFTER_LABEL = re.compile(r"[.!?][ \t]+[A-Za-z]")


LINE_LABEL_WORDS = 5  # "Agent (Sunita):", "12/07 09:14 Agent Priya:": a chat's speaker


def _opening_label(text: str, tok: Token) -> bool:
    """`tok` is the colon of a chat speaker's label opening its line: short, and stamped (a time, a name in brackets)
    or opening other lines too ("Agent:" ... "Agent:"). The speaker is no part of the sentence after it ("Support
    16:10: Sorry, I can't ..." opens with no command "Support"); a one-off "Result: declined" stays whole."""
    if not tok.lemma.endswith(":") or tok.lemma.strip("():"):  # ":" or a name's "):"
        return False
    before = text[text.rfind("\n", 0, tok.start) + 1:tok.start]
    if not 0 < len(before.split()) <= LINE_LABEL_WORDS or re.search(r"[.!?;,:]\s", before):
        return False
    stamped = bool(re.search(r"\d|\(", before + tok.lemma))
    name = re.escape(before.strip())
    return stamped or len(re.findall(r"(?m)^[ \t]*" + name + r"[ \t]*:", text)) > 1


BLANKS_RE = re.compile(r"[ \t]+")


def sentences(text: str, toks: list[Token]) -> list[list[Token]]:
    """Tokens grouped by sentence: a break after ". ! ? ;" (not a "." before a number: "order no. 55"), at a blank line (not one before a
    small letter: OCR's gap inside a sentence), after a label line or a heading, and after a short label opening a line
    (a chat's speaker, a form's field)."""
    out: list[list[Token]] = [[]]
    for prev, tok in zip([None, *toks], toks):
        if prev is not None:
            between = text[prev.end:tok.start]  # (its blanks taken out only where a line breaks: most tokens are a space apart)
            gap = BLANKS_RE.sub("", between) if "\n" in between else ""
            abbreviation = prev.lemma == "." and _abbreviated(text, tok)  # "order no. 55", "Rs. 2,499", "Pvt. Ltd."
            if ((prev.lemma in {".", "!", "?", ";"} and not abbreviation) or ("\n\n" in gap and not text[tok.start].islower())
                    or ("\n" in gap and _ends_a_line_of_its_own(text, prev.end))
                    or (prev.lemma.endswith(":") and _opening_label(text, prev))):  # (its first test, before the call)
                out.append([])
        out[-1].append(tok)
    return [s for s in out if s]


NO_OPENING = frozenset(": , ; ) ] }".split())  # marks no sentence opens with: "Ref.: 4471", "Inv. no.: 55"
CHUNK_RE = re.compile(r"\S+")


def _abbreviated(text: str, tok: Token) -> bool:
    """The period before `tok` ends an abbreviation, not a sentence: what follows is a number or an identifier, the
    printed run of characters up to the next blank holding a digit ("order no. 55", "Rs. 2,499", "serial no.
    BN-4471Q"); a mark no sentence opens with ("Ref.: 4471"); or another abbreviation that the tokenizer keeps with its
    own period, a short word ("Pvt. Ltd.", "Sdn. Bhd.": one name's abbreviated words)."""
    if tok.lemma in NO_OPENING:
        return True
    chunk = CHUNK_RE.match(text, tok.start)
    if chunk is not None and any(c.isdigit() for c in chunk.group(0)):
        return True
    printed = text[tok.start:tok.end]
    return printed.endswith(".") and printed[:-1].isalpha() and len(printed) <= ABBREVIATION_LEN


ABBREVIATION_LEN = 5  # characters with the period: "Ltd.", "Bhd.", "Inc."


def _currency_unit_names() -> frozenset[str]:
    """The last word of each currency's English name, singular and plural ("Mexican pesos": pesos, "Nigerian
    Naira": naira), from price-parser's ISO 4217 table; a few that are everyday English words after a number
    ("real", "won", "mark") or no unit at all ("(funds code)") left out, Portuguese and British plurals added."""
    from price_parser._currencies import CURRENCIES

    names = {info.get(k, "").split()[-1].lower() for info in CURRENCIES.values() for k in ("n", "np")
             if info.get(k) and "(" not in info[k]}
    return frozenset(n for n in names if n.isalpha()) - NOT_UNITS | {"reais", "rouble", "roubles"} | CURRENCY_ABBREVIATIONS


CURRENCY_ABBREVIATIONS = frozenset("kr zł kč lei".split())  # printed after the number: "199 kr", "450 zł"


NOT_UNITS = frozenset("account bceao beac currency purposes rights mvdol real won mark marks sol dram drams".split())
CURRENCY_WORD_AMOUNT = re.compile(  # "2,450 pesos", "1 850 kronor", "97,500 CFA francs", "59.90 dollars"
    r"(?<![\w.,])\d{1,3}(?:[,. ]\d{3})*(?:[.,]\d{1,2})?[ \t]+(?:[A-Z]{2,4}[ \t]+)?([^\W\d_]+)\b")


def has_amount(window: str) -> bool:
    """An amount of money (a currency or cents, or a number followed by a currency's name: "45,000 naira"),
    not any number (an order number, a date's day, "3 visits"). A currency's symbol is any the amount reader knows
    (`has_money_form`: "Rs 4,500", "KSh 148,000", "₦265,000" print whole units of their currency, no cents)."""
    if any(re.search(r"[.,]\d{2}\b|[$€£]|[A-Z]{3}", m.group(0)) or has_money_form(m.group(0))
           for m in MONEY_RE.finditer(window)):
        return True
    return any(m.group(1).lower() in CURRENCY_UNITS for m in CURRENCY_WORD_AMOUNT.finditer(window))


CURRENCY_UNITS = _currency_unit_names()


def is_request(sent: list[Token]) -> bool:
    """A request: "please", a question, a modal before its subject ("could I", "can you"),
    "would like", or a verb of asking in the present ("we are claiming back", "I expect"; "I asked
    my manager" tells what happened)."""
    return _first_request_marker(sent) is not None


def wish_denied(sent: list[Token]) -> bool:
    """The sentence's only ask is a wish denied: "I don't want to keep money that isn't mine", "we do not need a
    replacement": a request verb negated, no other marker of a request ("please", a question, "could you") after it."""
    marker = _first_request_marker(sent)
    if marker is None or sent[marker].lemma not in REQUEST_VERBS or not is_negated(sent, marker):
        return False
    rest = sent[marker + 1:]
    return not rest or _first_request_marker(rest) is None


def denied_wish_at(sent: list[Token], i: int) -> bool:
    """The action at i is what a denied wish governs: the nearest verb of asking before it is negated and no other
    request stands between ("I don't want it repaired or replaced - I would like my EUR 45 refunded": the repair is
    refused, the refund asked)."""
    wishes = [k for k in range(i) if sent[k].lemma in REQUEST_VERBS and sent[k].tag.startswith("VB")]
    if not wishes or not is_negated(sent, wishes[-1]) or clause_start(sent, i) > wishes[-1]:
        return False  # (in a clause of its own the action is asked: "I don't want replacements, just the NZD 120 back")
    return _first_request_marker(sent[wishes[-1] + 1:i + 1]) is None


IMPERATIVE_MIN = 3  # tokens: a heading's "Return form" or "Pay by" is no sentence
NOT_COMMANDS = frozenset("thank see find note".split())  # "Thank you", "See below", "Find attached", "Note that"


def _imperative(sent: list[Token]) -> bool:
    """A command: the sentence opens with a verb in its base form ("Raise a credit note for MYR 2,940",
    "Refund the two cartons"), the terse writer's request without "please"; not a note's irregular past the tagger
    took for one ("Took phone order from ...", "Sent the cheque today"), nor a form's key ("Refund ID: RF-7781",
    "Return reason: too small": a colon closing its first few words)."""
    return (len(sent) >= IMPERATIVE_MIN and sent[0].tag == "VB" and sent[0].lemma not in NOT_COMMANDS | IRREGULAR_PAST
            and sent[1].tag in OBJECT_TAGS and not _id_prefix(sent)
            and not any(t.lemma == ":" for t in sent[1:1 + KEY_WORDS]))


KEY_WORDS = 3  # a form's key: "Refund ID:", "Return shipping label:"


# English's common irregular past forms (strong verbs): a note opening with one has dropped its subject, "I".
IRREGULAR_PAST = frozenset("took sent gave got made paid told said rang spoke left put came went brought bought sold "
                           "found kept held wrote saw met did had lent".split())


SHORT_VERBS = frozenset("go do be".split())  # English verbs of two letters


def _id_prefix(sent: list[Token]) -> bool:
    """The sentence opens with an identifier's letters and its number ("hd 20931 - refunded ...", "so 4471 shipped"):
    a ticket's or order's prefix the tagger took for a verb. Every English verb but a few has three letters or more."""
    first = sent[0].lemma
    return len(first) <= 2 and first not in SHORT_VERBS and sent[1].tag == "CD"


def _first_request_marker(sent: list[Token]) -> int | None:
    if _imperative(sent):
        return 0
    news = _asks_for_news(sent)
    echo = _statement_questioned(sent)
    for i, t in enumerate(sent):
        if t.lemma == "kindly" and i + 1 < len(sent) and sent[i + 1].tag in {"VBD", "VBN"}:
            continue  # "you kindly refunded me in January": the manner of what was done, no request
        if t.lemma in PLEASE and _points(sent, i):
            later = _coordinated_command(sent, i + 2)
            if later is not None:
                return later  # "Please see the invoice below and pay by Friday": the command after the pointer asks
            continue  # "Please find enclosed our cheque": the letter points at what it holds, asking nothing
        if ((t.lemma in PLEASE and not (news and (t.lemma == "?" or _news_noun_first(sent))) and not (echo and t.lemma == "?"))
                or (t.lemma in REQUEST_VERBS and t.tag in PRESENT and not _in_noun_phrase(sent, i)) or _polite_if(sent, i)):
            return i
        nxt = sent[i + 1] if i + 1 < len(sent) else None
        if t.tag == "MD" and nxt is not None and (nxt.tag == "PRP" or nxt.lemma == "like"):
            return i
    return None


NP_DETERMINERS = frozenset("a an the this that these those".split())  # (a DT tag: "that" opens a clause too, as IN)
MODIFIER_TAGS = frozenset("NN NNS NNP NNPS JJ CD HYPH".split())  # what stands between a determiner and its noun


def _in_noun_phrase(sent: list[Token], i: int) -> bool:
    """The word at i heads a noun phrase its determiner opens: "your warranty claim", "the refund request", "a claim":
    no verb follows a possessive or an article with only modifiers between (the tagger takes such a "claim" or
    "request" for the verb of asking, and a shop's "Further to your warranty claim, we have dispatched ..." for a
    request)."""
    k = i - 1
    while k >= 0 and sent[k].tag in MODIFIER_TAGS:
        k -= 1
    return k >= 0 and (sent[k].tag == "PRP$" or (sent[k].tag == "DT" and sent[k].lemma in NP_DETERMINERS))


POINTING = frozenset("find see note".split())  # "please find enclosed", "please see below", "please note that"


def _points(sent: list[Token], i: int) -> bool:
    """The "please" at i opens a letter's pointing formula: a verb of pointing in its base form right after it ("Please
    find enclosed our cheque", "Please see the attached invoice", "Please note our new address")."""
    return i + 1 < len(sent) and sent[i + 1].tag == "VB" and sent[i + 1].lemma in POINTING


def _coordinated_command(sent: list[Token], start: int) -> int | None:
    """The position of a command joined by "and" after `start` ("... and pay by Friday"), or None."""
    return next((k for k in range(max(start, 1), len(sent)) if sent[k - 1].lemma == "and" and sent[k].tag == "VB"), None)


SUBJECT_TAGS = frozenset("PRP NN NNS NNP DT PRP$".split())


def _statement_questioned(sent: list[Token]) -> bool:
    """A statement of what was done with a question mark ("you confirmed my refund on 3 May and it is still not on my
    card??"): a subject then a verb in the past, in a statement's order (no modal, no "do" before the subject): it
    questions what it reports, it asks for nothing to be done."""
    marks = [k for k, t in enumerate(sent) if t.lemma == "?"]
    if not marks:
        return False
    clause = sent[clause_start(sent, marks[-1]):marks[-1]]  # "it arrived broken, refund?" asks: its clause is "refund"
    words = [t for t in clause if t.tag not in {"UH", ",", "RB", "-LRB-", "NFP"} and t.lemma not in {"hello", "hi", "hey"}]
    return (len(words) >= 2 and words[0].tag in {"PRP", "NNP", "NN", "NNS"} and words[0].lemma not in {"please"}
            and words[1].tag == "VBD" and words[1].lemma not in {"do", "be", "have"})


def _asks_for_news(sent: list[Token]) -> bool:
    """A question in the perfect or the past ("Has anyone had a chance to look at it?", "Did you get my email?",
    "Have you sent the money?"): it asks what has happened, not for the action to be done."""
    words = [t for t in sent if t.tag not in {"UH", ",", "RB"}]
    return (len(words) >= 2 and (words[0].lemma, words[0].tag) in {("have", "VBZ"), ("have", "VBP"), ("do", "VBD")}
            and words[1].tag in SUBJECT_TAGS) or _news_noun_first(sent)


# Nouns of news about something under way: what a chaser asks for ("Any update on my refund?", "progress with the claim?")
NEWS_NOUNS = frozenset("news update progress word status feedback answer reply response".split())
NEWS_OPENERS = frozenset("any some an is there be".split())  # "any news", "is there an update"


def _news_noun_first(sent: list[Token]) -> bool:
    """A verbless question or note asking for news of a thing: its first word a noun of news ("update on my refund
    pls?", "Any progress with the reimbursement?", "Is there any news on the credit?"): it chases the thing, asking
    neither for it anew nor reporting it."""
    if not any(t.lemma in PLEASE for t in sent):  # asked ("?", "pls"): a form's "Status: confirmed" asks nothing
        return False
    words = [t for t in sent if t.tag not in {"UH", ",", "RB", "-LRB-", "NFP"} and t.lemma not in NEWS_OPENERS]
    if len(words) < 2 or words[0].lemma not in NEWS_NOUNS or words[1].lemma == ":":
        return False
    return words[0].tag in {"NN", "NNS"} or words[1].tag == "IN"  # "update on ...": the noun the tagger took for a verb


WH_WORDS = frozenset("which when where what why how who whom whose".split())
WHAT_ABOUT = WH_WORDS - {"how"}  # "how do I get my money back?" asks for the way to it, as "can I have it back?" does
TELLING = frozenset("tell explain clarify inform advise know confirm".split())  # "could you tell me", "let me know", "please
# confirm the credit": what the writer asks to be told of, not what they ask for
QUESTION_AUX = frozenset("be do".split())  # "Was that intentional?", "Does that mean ...?", "Is a seal covered?"


def asks_information(sent: list[Token]) -> bool:
    """A question for information, not for anything to be done or given: a question opening with a question word but
    "how" ("When will it come?", "Which card did it go to?") or with "be" or "do" before its subject ("Was that intentional?",
    "Does the warranty cover the battery?"), or an ask to be told ("could you tell me which order it belongs to?",
    "please let me know", "can you confirm whether ..."). "Can I have a 9?", "could you send it again?" ask for a thing
    or an act (a modal opens them)."""
    words = [t for t in sent if t.tag not in {"UH", ",", "RB", "CC", "NFP", "-LRB-", "-RRB-"}
             and t.lemma not in {"hello", "hi", "hey", "also", "and", "so", "but", "one", "question", ":"}]
    if not words:
        return False
    marks = [k for k, t in enumerate(sent) if t.lemma == "?"]
    # the whole sentence's first words, or the question's own clause ("Quick question: if I buy it now, does it start
    # from the delivery date?")
    if _question_openings(sent, words):
        return True
    marker = _first_request_marker(sent)
    return marker is not None and any(t.lemma in TELLING and t.tag.startswith("VB") for t in sent[marker:])


def _question_openings(sent: list[Token], words: list[Token]) -> list[list[Token]]:
    """The words of each clause of a question opening it as one for information: a question word but "how", or "be" or
    "do" before its subject. Any clause may open it ("Before we do: is the warranty valid abroad, say in Portugal?")."""
    marks = [k for k, t in enumerate(sent) if t.lemma == "?"]
    if not marks:
        return []
    starts = sorted({clause_start(sent, marks[-1])} | {k + 1 for k, t in enumerate(sent[:marks[-1]]) if t.lemma in CLAUSE_MARKS})
    return [first for first in (words, *([t for t in sent[k:] if t.tag not in {"UH", "RB", "CC"}] for k in starts))
            if len(first) > 1 and (first[0].lemma in WHAT_ABOUT or (
                first[0].lemma in QUESTION_AUX and first[0].tag.startswith("VB") and first[1].tag in SUBJECT_TAGS | {"EX"}))]


def asks_of_own_case(sent: list[Token]) -> bool:
    """A yes-no question whose subject refers back to the writer's own case ("is this covered by the guarantee?", "is it
    still under warranty?"): it asks for the cover of what the letter told, not about the terms ("does the warranty
    cover the battery?", "is the guarantee valid abroad?")."""
    return any(first[0].lemma in QUESTION_AUX and first[1].lemma in REFERRING for first in _question_openings(sent, sent))


FINITE_NOW = frozenset("VBD VBZ VBP MD".split())  # a finite verb: "was", "took", "is", "will"


def _told_of(sent: list[Token], i: int) -> bool:
    """The act's word is a noun with a finite verb of its own after it, the subject of what is told: "I want to
    complain about the way my warranty repair was handled", "the refund took six weeks": something that happened, not
    what the request asks for ("I want a repair", "could I have a refund?")."""
    return sent[i].tag in NOUN_TAGS and i + 1 < len(sent) and sent[i + 1].tag in FINITE_NOW


def asked_about(sent: list[Token], i: int) -> bool:
    """The action at i is what a question for information asks about, not what it asks for: a question opening with a
    question word ("Which card did the money go back to?", "When was it refunded?"; not "how", the way to it), or the
    action after a verb of telling ("could you tell me which card it went back to?", "let me know if it was credited")."""
    words = [t for t in sent[:i] if t.tag not in {"UH", ",", "RB", "CC", "NFP"} and t.lemma not in {"hello", "hi", "hey", "so"}]
    if words and words[0].lemma in WHAT_ABOUT and any(t.lemma == "?" for t in sent[i:]):
        return True
    marker = _first_request_marker(sent)
    return marker is not None and any(t.lemma in TELLING and t.tag.startswith("VB") for t in sent[marker:i])


def is_asked(sent: list[Token], i: int) -> bool:
    """The action at i is what the request asks for: it stands after the request's marker ("pls
    pay", "could you repair it", "I want a refund"), or the marker closes the sentence ("Repair it,
    please", a question). In "invoice for fence repair, pls pay" the repair is what was billed."""
    marker = _first_request_marker(sent)
    if marker is None:
        return False
    closing = [t for t in sent if t.lemma not in {".", "!"}][-2:]
    return marker <= i or any(t.lemma in PLEASE for t in closing)


def _before(sent: list[Token], i: int, reach: int) -> list[Token]:
    return sent[max(0, i - reach):i]


def is_hypothetical(sent: list[Token], i: int) -> bool:
    """The action at i is a condition or still to come ("once it has shipped", "I will credit", "it is going to be
    refunded"), or the fallback of another wish ("deliver it by Friday, otherwise refund me": `_fallback`); a polite
    "if you could ..." asks, it sets no condition (`_polite_if`)."""
    return (any(t.lemma in CONDITIONS and not _polite_if(sent, k) and not _counting_once(t) and not _up_to_now(sent, k)
                for k, t in enumerate(sent[:i]))
            or any(t.lemma in FUTURE for t in _before(sent, i, AUX_REACH)) or "future" in verb_group(sent, i)
            or any(_fallback(sent, k) for k in range(i)))


ALTERNATIVES = frozenset("otherwise else".split())  # "..., otherwise please cancel it", "or else refund me"
CLAUSE_OPENERS = frozenset(", ; - -- : or".split())


def _fallback(sent: list[Token], k: int) -> bool:
    """The token at k opens a clause of what the writer wants if the wish before it is not met: "otherwise" or "else"
    after a clause's mark or "or" ("I need it by Friday, otherwise please cancel the order", "or else refund me"); not
    the adverb inside a clause ("I am otherwise happy with it")."""
    return sent[k].lemma in ALTERNATIVES and ((k > 0 and sent[k - 1].lemma in CLAUSE_OPENERS)
                                              or (k == 0 and sent[k].lemma == "otherwise"))  # "Otherwise, refund me."


NOW_WORDS = frozenset("today now date present moment yet".split())  # "until today", "till now", "to this date"


def _up_to_now(sent: list[Token], k: int) -> bool:
    """"until" at k as a preposition of the time up to now ("until today no technician has come", "until now"): a span
    of time reported, no condition ("until it arrives")."""
    return sent[k].lemma in ("until", "till") and any(t.lemma in NOW_WORDS for t in sent[k + 1:k + 3]) \
        and not any(t.tag.startswith("VB") or t.tag == "MD" for t in sent[k + 1:k + 2])


def _counting_once(tok: Token) -> bool:
    """"once" as an adverb of number ("I only want to pay once"), not the conjunction ("once it has shipped")."""
    return tok.lemma == "once" and tok.tag == "RB"


ASKING_MODALS = frozenset("could would can will might".split())


def _polite_if(sent: list[Token], k: int) -> bool:
    """The "if" at k opens a polite request, not a condition: "if" + "you" + a modal ("I would be grateful if you could
    refund me", "I'd appreciate it if you would ..."), the modal not negated ("if you can't refund me ..." is one)."""
    if sent[k].lemma != "if" or k + 2 >= len(sent):
        return False
    you, modal = sent[k + 1], sent[k + 2]
    negated = k + 3 < len(sent) and sent[k + 3].lemma in NEGATIONS
    framed = any(t.lemma in GRATEFUL for t in sent[max(0, k - 6):k])  # "I would be grateful if ...", not "If you could
    # send it back, we will refund you" (a condition of the promise)
    return framed and you.lemma == "you" and modal.tag == "MD" and modal.lemma in ASKING_MODALS and not negated


# The frames of a polite conditional request: "I would be grateful / I'd appreciate it / it would be great if you could".
GRATEFUL = frozenset("grateful thankful appreciate appreciative glad happy pleased great nice helpful kind good obliged".split())


GROUP_TAGS = frozenset("MD RB TO VB VBD VBG VBN VBP VBZ".split())  # what stands between a verb and its subject
GROUP_REACH = 5  # tokens: "is not going to be", "will have been"


def verb_group(sent: list[Token], i: int) -> frozenset[str]:
    """The tense and aspect of the verb at i from its auxiliaries (their Penn tags: spaCy's morphology of English verbs):
    "future" (a future modal, or "going to"/"about to" before it: "is going to be refunded"), "modal" (any other modal:
    "should be processed by Friday", "can take"), "progressive" ("being" right before a participle: "is being processed";
    a "be" before the verb's -ing form: "we are arranging"), "perfect" ("have" before a participle), "passive" ("be"
    before a participle). What the auxiliaries say, no more: a past or a perfect is done, a progressive is under way, a
    future or a modal is not yet."""
    out: set[str] = set()
    t = sent[i]
    group = []
    for k in range(i - 1, max(-1, i - 1 - GROUP_REACH), -1):
        about_to = sent[k].lemma == "about" and k + 1 < i and sent[k + 1].tag == "TO"  # (tagged JJ or IN, not a verb's)
        if sent[k].tag not in GROUP_TAGS and sent[k].lemma not in NEGATIONS and not about_to:
            break
        group.append((k, sent[k]))
    for n, (k, a) in enumerate(group):
        if a.tag == "MD":
            out.add("future" if a.lemma in FUTURE else "modal")
        elif a.lemma in {"go", "about"} and k + 1 < i and sent[k + 1].tag == "TO":
            out.add("future")  # "going to be refunded", "about to ship"
        elif a.lemma == "be" and a.tag == "VBG" and n == _first_verb(group) and t.tag == "VBN":
            out.add("progressive")  # "is being processed" (adverbs aside: "being now processed")
        elif a.lemma == "be" and t.tag == "VBG":
            out.add("progressive")
        elif a.lemma == "have" and t.tag == "VBN":
            out.add("perfect")
        elif a.lemma == "be" and t.tag == "VBN":
            out.add("passive")
    return frozenset(out)


def _first_verb(group: list[tuple[int, Token]]) -> int:
    """The position in a verb group (nearest first) of its auxiliary nearest the verb, adverbs and negations aside."""
    return next((n for n, (_, a) in enumerate(group) if a.tag != "RB" and a.lemma not in NEGATIONS), -1)


def is_negated(sent: list[Token], i: int) -> bool:
    """"has not arrived", "no reply came", "I have heard nothing", "nobody answers": a negation
    before the action, nothing/nobody as its subject (before it) or as its object (after it)."""
    return (any(t.lemma in NEGATIONS or t.lemma in NOTHING or (t.lemma == "no" and t.tag == "DT") for t in _own_clause(sent, i))
            or any(t.lemma in NOTHING for t in sent[i + 1:i + 3]))


def _own_clause(sent: list[Token], i: int) -> list[Token]:
    """The few tokens before the action from its subject on: in "a repair is not possible we will refund" the
    "not" is the other clause's (a subject pronoun between them opens the action's own)."""
    before = _before(sent, i, 4)
    subject = max((k for k, t in enumerate(before) if t.tag == "PRP"), default=-1)
    return before[subject:] if subject > 0 else before


def is_refused(sent: list[Token], i: int) -> bool:
    """The writer will not or cannot do the action at i: "unable to refund", "cannot accept",
    "will not reimburse", "not able to offer" (a bare "not" is a report: "I have not been refunded")."""
    before = _before(sent, i, 4)
    return (any(t.lemma == "unable" for t in before) or _decision_negated(sent, i) or _ruled_out(sent, i) or _not_able(sent, i)
            or _denied_modal_passive(sent, i)) or any(
        (a.tag == "MD" and b.lemma in NEGATIONS) or (a.lemma in NEGATIONS and b.lemma == "able")
        for a, b in zip(before, before[1:]))


def _not_able(sent: list[Token], i: int) -> bool:
    """The action as an adjective of what can be done, denied: "masks are non-returnable", "this item is not refundable",
    "nonrefundable": what the writer will not do to it."""
    t = sent[i]
    if not (t.tag == "JJ" and re.search(r"[ai]ble$", t.lemma)):
        return False
    before = [b.lemma for b in _before(sent, i, 3) if b.lemma not in {"-", "be"}]
    return t.lemma.startswith(("non", "un")) or (bool(before) and before[-1] in NEGATIONS | {"non"})


POSSIBLE = frozenset("possible feasible".split())
IMPOSSIBLE = frozenset("impossible".split())


def _ruled_out(sent: list[Token], i: int) -> bool:
    """The action, as a noun, declared impossible: "the return of the money is not possible", "no refund is
    possible", "a refund is impossible" - the subject of "be (not) possible" in its own clause."""
    if sent[i].tag.startswith("VB"):
        return False
    after = sent[i + 1:_clause_end(sent, i) + 4]
    for k, t in enumerate(after):
        if t.lemma == "be":
            rest = [r.lemma for r in after[k + 1:k + 4] if r.tag != "RB" or r.lemma in NEGATIONS]
            negated = bool(rest) and rest[0] in NEGATIONS
            denied = i > 0 and sent[i - 1].lemma == "no"
            said = rest[1:2] if negated else rest[:1]
            ruled = (bool(set(said) & POSSIBLE) and (negated or denied)) or bool(set(rest[:1]) & IMPOSSIBLE)
            return ruled and not any(t.lemma in NOT_YET for t in sent)  # "not possible yet": a wait
    return False


NOT_YET = frozenset("yet still".split())  # "has not been approved yet": a wait, not a decision


DENIED_REACH = 4  # tokens from "no" to the modal: "no refund or replacement can be offered"


def _denied_modal_passive(sent: list[Token], i: int) -> bool:
    """The action, as a noun after "no", the subject of a modal passive: "no refund or replacement can be offered", "no
    credit will be issued": what the writer says cannot or will not be done, a refusal (a bare "no refund has arrived"
    reports what did not happen)."""
    if sent[i].tag.startswith("VB") or i == 0 or sent[i - 1].lemma != "no":
        return False
    after = sent[i + 1:i + 1 + DENIED_REACH + 2]
    return any(a.tag == "MD" and b.lemma == "be" and c.tag == "VBN" and k < DENIED_REACH
               for k, (a, b, c) in enumerate(zip(after, after[1:], after[2:])))


def _decision_negated(sent: list[Token], i: int) -> bool:
    """A decision verb negated in the passive: "the refund was not accepted", "your claim has not been approved"
    is a refusal told (a "yet" or "still" makes it a wait)."""
    before = _before(sent, i, 3)
    return (sent[i].lemma in PERFORMATIVE and sent[i].tag == "VBN" and any(t.lemma == "be" for t in before)
            and any(t.lemma in NEGATIONS for t in before) and not any(t.lemma in NOT_YET for t in sent))


def is_promised(sent: list[Token], i: int) -> bool:
    """The writer undertakes the action: a future ("we will refund", "we'll send it back") or a
    willingness ("happy to give back", "pleased to refund"), neither negated nor a condition of it."""
    before = _before(sent, i, AUX_REACH + 1)
    plain = [t for t in before if t.tag != "RB"]  # "we can refund", "we can also refund": the offer's own verb
    offered = len(plain) >= 2 and plain[-2].lemma in FIRST_PERSON and plain[-1].lemma == "can"
    willing = (any(t.lemma in FUTURE or t.lemma in WILLING for t in before) or offered or _arranged(sent, i)
               or _to_come(sent, i))  # "the full price is going to be paid back", "your refund is being arranged"
    return willing and not is_negated(sent, i) and not is_refused(sent, i) and not any(t.lemma in CONDITIONS for t in sent[:i])


def _to_come(sent: list[Token], i: int) -> bool:
    """The action at i is still to come by its verb group (`verb_group`): a participle after a future, a modal or a
    progressive ("is going to be paid back", "can be refunded in full", "is being refunded"), or a noun that is the
    subject of such a verb group ("your refund of CZK 1,490 is being arranged", "the refund should be on your card in 3
    days"), not negated. A report neither of the past nor of a decision: a promise."""
    t = sent[i]
    if t.tag == "VBN":
        return bool(verb_group(sent, i) & TO_COME) and _definite_subject(sent, i)
    if t.tag not in NOUN_TAGS or not _definite(sent, i):
        return False
    main = _predicate(sent, i)
    if main is None or any(x.lemma in NEGATIONS for x in sent[i + 1:main + 1]) or sent[main].lemma in REQUEST_VERBS:
        return False
    group = verb_group(sent, main)
    return bool(group & {"future", "modal"}) or ("progressive" in group and sent[main].tag == "VBN")


def _definite(sent: list[Token], i: int) -> bool:
    """The noun at i is a definite thing ("your refund", "the full refund", "this refund"), not one in general: "Refunds
    can be requested within 30 days", "a refund can be issued" state a policy, they promise nothing."""
    k = i - 1
    while k >= 0 and sent[k].tag in {"JJ", "NN", "CD", "$", "HYPH"}:
        k -= 1
    return k >= 0 and sent[k].lemma in DEFINITE


def _definite_subject(sent: list[Token], i: int) -> bool:
    """A passive participle's subject is a definite thing (`_definite`): "the damaged cushion can be refunded" promises;
    "items can be returned within 30 days" is a policy."""
    start = clause_start(sent, i)
    nouns = [k for k in range(start, i) if sent[k].tag in NOUN_TAGS and not (k + 1 < i and sent[k + 1].tag in NOUN_TAGS)]
    return bool(nouns) and _definite(sent, nouns[0])


TO_COME = frozenset({"future", "modal", "progressive"})
PREDICATE_REACH = 6  # tokens from a subject noun to its verb: "your refund of CZK 1,490 is being arranged"


def _predicate(sent: list[Token], i: int) -> int | None:
    """The main verb of the clause the noun at i is the subject of: the last verb of the first run of verbs and
    auxiliaries after it ("refund ... is being arranged": "arranged"), within a few tokens and its clause; None when a
    verb stands before it in its clause (the noun is an object: "we have arranged your refund")."""
    start = clause_start(sent, i)
    if any(x.tag.startswith("VB") or x.tag == "MD" for x in sent[start:i]):
        return None
    for k in range(i + 1, min(len(sent), i + 1 + PREDICATE_REACH)):
        if sent[k].lemma in CLAUSE_MARKS:
            return None
        if sent[k].tag.startswith("VB") or sent[k].tag == "MD":
            end = k
            while end + 1 < len(sent) and (sent[end + 1].tag in GROUP_TAGS or sent[end + 1].lemma in NEGATIONS):
                end += 1
            while end > k and sent[end].tag in {"RB", "TO"}:
                end -= 1
            return end
    return None


VERB_OR_SUBJECT_TAGS = frozenset("VB VBP VBZ VBD MD PRP".split())  # "are issuing", "we issuing": the -ing is a verb


def _arranged(sent: list[Token], i: int) -> bool:
    """The action in the present progressive, of the action or of the verb carrying its particle
    ("we are refunding", "EUR 39 going back to your card this week"): English's arrangement, a
    promise of what is about to happen, not yet a report of it. An -ing word right before the action's noun is
    the noun's attribute, no verb of it, unless a subject or an auxiliary comes before it: a "pending refund" is one
    waited for, nobody arranges it, while "we are issuing refunds" arranges them."""
    before = _before(sent, i, 2)
    if (sent[i].tag in NOUN_TAGS and before and before[-1].tag == "VBG"
            and (len(before) < 2 or before[-2].tag not in VERB_OR_SUBJECT_TAGS)):
        before = before[:-1]
    return sent[i].tag == "VBG" or any(t.tag == "VBG" for t in before)


OBJECT_TAGS = frozenset("DT CD $ PRP PRP$ NN NNS NNP JJ".split())  # what a verb's object opens with


def _telegraphic_past(sent: list[Token], i: int) -> bool:
    """A participle with its object or particle right after it and no auxiliary: a note's past with subject
    and "have" dropped ("done - refunded the 2 x 39.00 to paypal", "shipped your 3 boxes today"), a phrasal
    verb's past the tagger took for a participle ("finance signed off on your claim"); a participle
    before its noun modifies it ("refunded amount"), one after "the" is a noun phrase."""
    nxt = sent[i + 1] if i + 1 < len(sent) else None
    return nxt is not None and nxt.tag in {"DT", "CD", "$", "PRP$", "RP"} and not (i > 0 and sent[i - 1].tag in {"DT", "PRP$"})


def _headline_passive(sent: list[Token], i: int) -> bool:
    """A participle closing its noun phrase, "be" left out: "refund of ARS 52.500 approved, it goes back ...",
    "order 4471 shipped.", "deposit of 300 received with thanks" (a headline's or a note's passive)."""
    nxt = sent[i + 1] if i + 1 < len(sent) else None
    return (i > 0 and sent[i - 1].tag in {"NN", "NNS", "NNP", "CD"} and not _cell_label(sent, i)
            and (nxt is None or nxt.lemma in {",", ".", "!"} or (nxt.tag in {"IN", "TO"} and nxt.lemma in MANNER)))


COLUMN_GAP = 3  # characters of blank between two words on a line: a laid-out form's next cell, not the same phrase
CELL_LABEL_REACH = 2  # tokens from a label's first word to its colon: "Received on:", "Delivered:"


def _cell_label(sent: list[Token], i: int) -> bool:
    """The participle at i opens a cell of a laid-out line, a column apart from the value before it, and a colon closes
    it: a form's label ("Ordered on: 02/03/2027      Received on: 09/03/2027"), not a noun and its participle."""
    return (sent[i].start - sent[i - 1].end >= COLUMN_GAP
            and any(t.lemma == ":" for t in sent[i + 1:i + 1 + CELL_LABEL_REACH]))


def _note_passive(sent: list[Token], i: int) -> bool:
    """A participle opening its sentence, subject and "be" left out, then how or where: "Captured as SO-88120, R 9,980",
    "Shipped via DPD this morning", "Refunded to your card" (an operator's note), or its colon ("Approved: refund 29.99
    on order 33018": the decision as a label over what it decided)."""
    opening = all(t.tag in {"UH", ",", "RB", "CC"} for t in sent[:i])
    nxt = sent[i + 1] if i + 1 < len(sent) else None
    return opening and nxt is not None and ((nxt.tag in {"IN", "TO"} and nxt.lemma in MANNER | {"as"})
                                            or (nxt.lemma == ":" and i + 2 < len(sent)))


MANNER = frozenset("with via by through to on".split())  # "deposit of 300 received with thanks", "order 4471 shipped via DPD",
# "64.00 refunded to visa today" (where it went), "advance of 2,000 received on the wallet app" (where or when)


def is_done(sent: list[Token], i: int) -> bool:
    """Past ("I sent", after its subject) or perfect/passive ("has been credited"), a note's past
    (`_telegraphic_past`), or a decision made by saying it (`is_performative`: "we approve the refund"),
    affirmed."""
    t = sent[i]
    past = (t.tag == "VBD" and (i > 0 or _telegraphic_past(sent, i))) or (t.tag == "VBN" and any(b.lemma in AUXILIARIES for b in _before(sent, i, AUX_REACH)))
    past = past or (t.tag == "VBN" and (_telegraphic_past(sent, i) or _headline_passive(sent, i) or _note_passive(sent, i)))
    past = past or _under_way(sent, i) or _verbless_report(sent, i) or _particle_of_done(sent, i)
    return ((past or is_performative(sent, i)) and not is_negated(sent, i) and not is_hypothetical(sent, i)
            and not _not_yet(sent, i))


def _not_yet(sent: list[Token], i: int) -> bool:
    """A participle whose auxiliaries say it is under way or may happen, not that it has: "your refund is being processed",
    "it should be processed by Friday", "it can be refunded" (`verb_group`); a modal's perfect ("should have been
    credited") is no report either."""
    group = verb_group(sent, i)
    return sent[i].tag == "VBN" and ("modal" in group or ("progressive" in group and "perfect" not in group))


def _particle_of_done(sent: list[Token], i: int) -> bool:
    """The action is a particle right after a verb in the past: "the money's gone back to him", "it went back to her
    card" - the phrasal verb's tense is its verb's."""
    return sent[i].tag in {"RB", "RP"} and i > 0 and sent[i - 1].tag in {"VBD", "VBN"} and is_done(sent, i - 1)


NOW = frozenset("today now currently tonight".split())  # "this morning" too (`_said_now`)
PEOPLE = frozenset("i we you he she they".split())


def _under_way(sent: list[Token], i: int) -> bool:
    """A thing's own present progressive said of now: "your order is leaving our stock today", "the goods are going
    out now" - what is happening to it as the writer speaks, a report. A person's progressive ("we are refunding")
    is an arrangement, a promise (`_arranged`)."""
    if sent[i].tag != "VBG":
        return False
    before = _before(sent, i, AUX_REACH)
    aux = max((k for k, t in enumerate(before) if t.lemma == "be"), default=None)
    if aux is None or (aux > 0 and before[aux - 1].lemma in PEOPLE) or _subject_before(sent, i) in PEOPLE:
        return False
    return _said_now(sent)


PAST_TIME = frozenset("yesterday earlier already".split())


def _verbless_report(sent: list[Token], i: int) -> bool:
    """A note's clause with no finite verb, said of now or the past: "£19.99 back to her PayPal today", "40.00 to card
    yesterday, case closed", "Refund of 66.00 pushed through to her bank this morning" (the verb left out is a past
    one, or only a participle stands: what a note records has happened). A participle of asking or deciding is that
    act, not this one ("refund requested today")."""
    clause = _comma_clause(sent, i)
    return (not any((t.tag.startswith("VB") and not (k != i and t.tag == "VBN" and t.lemma not in REQUEST_VERBS | PERFORMATIVE))
                    or t.tag == "MD" for k, t in enumerate(clause, start=clause_start(sent, i)))
            and (_said_now(clause) or any(t.lemma in PAST_TIME for t in clause)))


CLAUSE_MARKS = frozenset({",", "-", ":", "--"})


def clause_start(sent: list[Token], i: int) -> int:
    return max((k + 1 for k in range(i) if sent[k].lemma in CLAUSE_MARKS), default=0)


def _comma_clause(sent: list[Token], i: int) -> list[Token]:
    """The tokens round i up to the nearest comma, dash or colon either side: a note's clauses are strung so."""
    end = next((k for k in range(i + 1, len(sent)) if sent[k].lemma in CLAUSE_MARKS), len(sent))
    return sent[clause_start(sent, i):end]


def _said_now(sent: list[Token]) -> bool:
    return any(t.lemma in NOW or (t.lemma == "this" and n.lemma in {"morning", "afternoon", "evening"})
               for t, n in zip(sent, [*sent[1:], sent[-1]]))


# Verbs whose saying is the doing (speech-act theory's declaratives): "we accept your claim" accepts it.
PERFORMATIVE = frozenset("approve accept confirm acknowledge decline reject refuse grant authorise authorize uphold deny "
                         "enclose".split())  # (a letter's "we enclose our cheque": sent by saying it)
DEFINITE = frozenset("the your this that these those its their his her".split())  # "the refund", not "returns" in general
OURS = frozenset({"our"})  # a thing the writer acts on by saying it is a definite one: "we enclose our cheque" (not a
# definite subject elsewhere: "our products can be returned within 30 days" is a policy)
FIRST_PERSON = frozenset("i we".split())
PERFORMATIVE_ADVERBS = frozenset("hereby now therefore also thus so herewith fully".split())


def is_performative(sent: list[Token], i: int) -> bool:
    """The writer does the act by stating it, in the present: "we approve the refund", "I hereby
    accept your claim", "we are pleased to confirm your order", "we acknowledge receipt of your order" (a willingness
    to decide is the decision). Only of a definite thing: "we accept returns within 30 days" is a policy, no decision."""
    t = sent[i]
    if t.lemma not in PERFORMATIVE or not (any(n.lemma in DEFINITE | OURS for n in sent[i + 1:i + 4]) or _priced(sent, i)):
        return False
    before = [b for b in _before(sent, i, 4) if b.lemma not in PERFORMATIVE_ADVERBS]
    if t.tag == "VBP":  # "we approve": the subject right before, adverbs aside
        return bool(before) and before[-1].lemma in FIRST_PERSON
    if t.tag == "VB":  # "we are happy to confirm"; "we have checked it and are pleased to approve" (one subject)
        return (len(before) >= 3 and before[-1].lemma == "to" and before[-2].lemma in WILLING
                and (any(b.lemma in FIRST_PERSON for b in before[:-2]) or _subject_before(sent, i) in FIRST_PERSON))
    return False


def _priced(sent: list[Token], i: int) -> bool:
    """"approve a refund of JOD 34.500": an indefinite object priced right after it is one thing, not a policy (an
    amount - a currency symbol, or a number printed with cents or grouping - within the next six tokens after "a" /
    "an"; "accept a return within 30 days" names no amount)."""
    nxt = sent[i + 1:i + 8]
    return bool(nxt) and nxt[0].lemma in ("a", "an") and any(
        n.tag == "$" or (n.tag == "CD" and re.fullmatch(r"\d{1,3}(?:[.,]\d{3})*[.,]\d{2,3}|\d{1,3}(?:[.,]\d{3})+", n.lemma))
        for n in nxt[1:])


def _subject_before(sent: list[Token], i: int) -> str | None:
    """The main clause's subject pronoun before token i, the first of its sentence (coordinated verbs share it:
    "we have inspected the lens you sent and are pleased to ..."; a relative clause's "you sent" comes later)."""
    for k in range(i):  # a subject stands before its verb ("we have"); an object after one ("checked it")
        if sent[k].tag == "PRP" and k + 1 < i and (sent[k + 1].tag.startswith("VB") or sent[k + 1].tag == "MD"):
            return sent[k].lemma
    return None


def past_participle(lemma: str) -> str:
    """The regular past participle of a verb's lemma ("approve" -> "approved", "deny" -> "denied",
    "uphold" -> "upholded" is never asked: the performative verbs are regular but "uphold")."""
    if lemma == "uphold":
        return "upheld"
    if lemma.endswith("e"):
        return lemma + "d"
    if lemma.endswith("y") and lemma[-2:-1] not in "aeiou":
        return lemma[:-1] + "ied"
    return lemma + "ed"


REPORTING = frozenset("say tell write state mention confirm promise inform".split())  # "your email said ..."


def doer_is_reader(sent: list[Token], i: int) -> bool:
    """"You agreed", "you have approved": the nearest subject pronoun before the verb is the reader;
    or the act is the reader's word reported ("your email said it was approved", "you told me it
    had been sent"): what the writer was told, not what the writer does."""
    if reader_reported(sent, i):  # "you told me the parcel was shipped": the "me" is not who shipped it
        return True
    for t in reversed(_before(sent, i, AUX_REACH + 1)):
        if t.tag == "PRP":
            return t.lemma == "you"
    return False


NOUN_TAGS = frozenset("NN NNS".split())


def _modifier(sent: list[Token], i: int) -> bool:
    """The act's word is a noun modifying the next noun, the compound's head: "I will raise a refund request", "we have
    sent the return label" say what is done with the request or the label, not that the refund or the return is."""
    return sent[i].tag in NOUN_TAGS and i + 1 < len(sent) and sent[i + 1].tag in NOUN_TAGS


PRICED = frozenset("fee fees charge charges cost costs price prices bill payment surcharge".split())  # what is paid


def _priced_head(text: str, sent: list[Token], i: int) -> bool:
    """The compound the word at i modifies is money (its head a price or fee, or an amount before it): "refund the
    £25 repair fee", "the delivery charge back" ask the money back, not the repair or the delivery."""
    head = i + 1
    while head + 1 < len(sent) and sent[head + 1].tag in NOUN_TAGS:
        head += 1
    if sent[head].lemma in PRICED:
        return True
    k = i
    while k > 0 and sent[k - 1].tag in OBJECT_TAGS - {"PRP", "PRP$"} | {"$", "HYPH"}:
        k -= 1
    return has_amount(text[sent[k].start:sent[i].start])


def _thing_elsewhere(text: str, sent: list[Token], i: int, about: list[str]) -> bool:
    """A past participle right after a noun (a reduced relative clause: "the goods returned were worth CA$865.24", "the
    items sent last week") has that noun for its thing: when it is none of the act's `about` words, the act is done on
    something else (goods sent back, not money), whatever amount the sentence names."""
    if i >= 2 and sent[i - 1].tag == "PRP" and sent[i - 1].lemma in PEOPLE and sent[i - 2].tag in NOUN_TAGS:
        # a contact relative clause, "the invoice you sent for order 2026-0412": the noun before its subject is its thing
        return not has_any(text, [sent[i - 2]], [w for w in about if w != MONEY])
    if sent[i].tag not in {"VBN", "VBD"} or i == 0 or sent[i - 1].tag not in NOUN_TAGS:
        return False
    if i + 1 < len(sent) and (sent[i + 1].tag in OBJECT_TAGS - {"JJ", "NN", "NNS"} or sent[i + 1].lemma in PARTICLES):
        return False  # "the shop refunded my money", "warehouse sent it back": the noun is the subject, its object follows
    if not any(t.tag in FINITE for t in sent[i + 1:]):
        return False  # the sentence's own verb ("deposit of 2,000 rupees received with thanks"): a headline's passive
    things = [w for w in about if w != MONEY]
    return not has_any(text, [sent[i - 1]], things)


PARTICLES = frozenset("back out off over".split())
FINITE = frozenset("VBD VBZ VBP MD".split())  # a clause's own verb after the participle: "the goods returned were worth"
WRITERS_THING_REACH = 2  # tokens between "my" and its noun: "my new parcel", "my whole order"


def _writers_thing(text: str, sent: list[Token], i: int, about: list[str]) -> bool:
    """The act's thing near the verb is the writer's own ("your courier left my parcel on the step", "you confirmed my
    order"): the writer tells what the other party did to their thing - a customer's report of it, not the other party's
    document doing it (which names the reader's thing: "your parcel has been sent")."""
    things = [w for w in about if w != MONEY]
    near = _near(sent, i)
    for k, t in enumerate(near):
        if has_any(text, [t], things) and t.tag in NOUN_TAGS | {"NNP", "NNPS"}:
            before = near[max(0, k - WRITERS_THING_REACH):k]
            if any(b.lemma in WRITER_OWNS for b in before) and not any(b.lemma in READER_OWNS for b in before):
                return True
    return False


def _writer_did(sent: list[Token], i: int) -> bool:
    """The verb's subject is the writer alone ("I placed the same order twice", "I've just received the order
    confirmation") in a sentence naming neither the reader nor a third party: the writer tells what they did or got
    themselves, no other party's act on the reader's thing (a clerk's "I've reserved the sofa for you", "I refunded
    her card" name whom they acted for). Only for an act anyone may do (`by` any): one the writer's side does
    (`by` not_reader: "I have approved the refund") is the clerk's own."""
    lemmas = {t.lemma for t in sent}
    if lemmas & (READER | PERSONS):
        return False
    return any(t.lemma == "i" and t.tag == "PRP" for t in _subject_phrase(sent, i))


def _reader_says(sent: list[Token], j: int) -> bool:
    """The verb at j reports the reader's word: a verb of saying whose subject is the reader or the reader's ("you told
    me", "your colleague said", "your email stated"); not an aside ("as you said, we have refunded ...")."""
    t = sent[j]
    before = _before(sent, j, AUX_REACH)
    return (t.lemma in REPORTING and t.tag.startswith("VB") and any(b.lemma in READER for b in _subject_phrase(sent, j))
            and not any(b.lemma == "as" for b in before) and "passive" not in verb_group(sent, j))  # "your order is
    # confirmed": the reader's thing is what was confirmed, not who said it


SUBJECT_PHRASE = 6  # tokens: "your e-mail on Friday said", "your colleague Mark told me"


def _subject_phrase(sent: list[Token], j: int) -> list[Token]:
    """The tokens before the verb at j back to the start of its clause or an earlier verb, at most a few: its subject
    with its auxiliaries ("your e-mail of 2 May said", "you have told me")."""
    out: list[Token] = []
    for k in range(j - 1, max(-1, j - 1 - SUBJECT_PHRASE), -1):
        t = sent[k]
        joined = 0 < k and sent[k - 1].end == t.start and t.end == sent[k + 1].start  # "e-mail": a hyphen inside a word
        if (t.lemma in CLAUSE_MARKS and not joined) or t.lemma in {".", ";", "and", "but"} or (
                (t.tag.startswith("VB") or t.tag == "MD") and t.lemma not in AUXILIARIES | FUTURE and t.tag != "VBN"):
            break
        out.append(t)
    return out


def reader_reported(sent: list[Token], i: int) -> bool:
    """The word at i is the reader's word reported: a verb of saying by the reader stands before it, or is it, and no
    clause of the writer's own begins between them ("you mentioned the box was dented, we have refunded EUR 20": the
    refund is the writer's)."""
    return any(_reader_says(sent, j) and _writer_clause(sent, j, i) is None for j in range(i + 1))


def _writer_clause(sent: list[Token], j: int, i: int) -> int | None:
    """The first writer's subject pronoun between j and i ("we have", "I will"; not an object "me": a verb follows a
    subject), or None."""
    return next((k for k in range(j + 1, i) if sent[k].tag == "PRP" and sent[k].lemma in FIRST_PERSON
                 and k + 1 < len(sent) and (sent[k + 1].tag.startswith("VB") or sent[k + 1].tag == "MD")), None)


def reported_spans(sents: list[list[Token]]) -> list[tuple[int, int]]:
    """Where a sentence reports what the reader said ("you told me the parcel was shipped on 2 June"): from the verb of
    saying to the sentence's end. What the other party claimed there is no evidence of what this text is."""
    out = []
    for sent in sents:
        j = next((j for j in range(len(sent)) if _reader_says(sent, j)), None)
        if j is not None:
            own = _writer_clause(sent, j, len(sent))
            out.append((sent[j].start, sent[own - 1].end if own is not None else sent[-1].end))
    return out


def _in_mood(sent: list[Token], i: int, mood: str, request: bool) -> bool:
    if mood == "asked":  # "reimbursed, not a replacement": what is asked for is not the negated thing
        return (request and is_asked(sent, i) and not is_hypothetical(sent, i) and not is_negated(sent, i)
                and not asked_about(sent, i) and not _told_of(sent, i) and not denied_wish_at(sent, i))
    if mood == "negated":  # a report of what did not happen, not a refusal nor a condition ("if it has not arrived")
        return not request and is_negated(sent, i) and not is_refused(sent, i) and not is_hypothetical(sent, i)
    if mood == "done":
        return not request and is_done(sent, i)
    if mood == "refused":
        return not request and is_refused(sent, i)
    if mood == "promised":
        return not request and is_promised(sent, i)
    return True


def _whose(sent: list[Token], whose: str) -> bool:
    lemmas = {t.lemma for t in sent}
    writers_own = bool(lemmas & WRITER_OWNS) and not lemmas & READER  # "give you back" involves the reader
    if whose == "writer":  # "pls issue a credit for the 2 cartons", "could you reverse the charge?": a request naming
        # nobody's thing asks for the writer (the "you" it names is who is asked to act)
        return bool(lemmas & WRITER) or (not lemmas & (READER_OWNS | PERSONS) and is_request(sent)
                                         and not (lemmas & READER and not _asks_reader(sent)))
    if whose == "writers_own":
        return writers_own
    if whose == "other":
        return not writers_own
    return True


def _asks_reader(sent: list[Token]) -> bool:
    """A modal before "you" ("could you", "can you please"): the reader is asked to do it."""
    return any(a.tag == "MD" and b.lemma == "you" for a, b in zip(sent, sent[1:]))


PARTICLE_REACH = 4  # "paid EUR 30.00 back", "put the 650 rupees back": a phrasal verb's particle after its object


INFLECTIONS = ("ing", "ed", "es", "s", "d")


@lru_cache(maxsize=8192)
def _bases(lemma: str) -> frozenset[str]:
    """The lemma and the base forms it may be an inflection of, when the tagger left a verb inflected
    (it tags a sentence-final "refunded" in "we want the money refunded" a noun, lemma "refunded")."""
    out = {lemma}
    if lemma.startswith("non") and len(lemma) > 7:  # "nonrefundable", "non-returnable" as one word
        out |= _bases(lemma[3:].lstrip("-"))
    if re.search(r"[ai]ble$", lemma) and len(lemma) >= 7:  # "returnable", "refundable": what can be done to it
        out.add(lemma[:-4])
    for suf in INFLECTIONS:
        if lemma.endswith(suf) and len(lemma) - len(suf) >= 3:
            stem = lemma[:-len(suf)]
            out.update({stem, stem + "e"})
            if len(stem) >= 4 and stem[-1] == stem[-2]:
                out.add(stem[:-1])  # "shipped": ship
    return frozenset(out)


def _is_word(tok: Token, lemma: str) -> bool:
    return tok.lemma == lemma or lemma in _bases(tok.lemma)


def _word_at(sent: list[Token], i: int, word: tuple[str, ...]) -> bool:
    """The word (a lemma, or a phrase of lemmas) at i; a phrase's later words may stand a few
    tokens on, in order (a phrasal verb's particle after its object: "turned the offer down")."""
    if not _is_word(sent[i], word[0]):
        return False
    at = i
    for lemma in word[1:]:
        nxt = next((j for j in range(at + 1, min(len(sent), at + 1 + PARTICLE_REACH)) if sent[j].lemma == lemma), None)
        if nxt is None:
            return False
        at = nxt
    return True


def _near(sent: list[Token], i: int) -> list[Token]:
    """The tokens an act word is about: a few either side and the rest of its clause; for a predicate after "be" ("your refill of NGN
    14,500 (ref KG-7731) is still unpaid") its whole subject too, however long."""
    start = 0 if _after_copula(sent, i) else max(0, i - ABOUT_REACH)
    return sent[start:max(i + ABOUT_REACH, _clause_end(sent, i)) + 1]


CLAUSE_REACH = 15  # tokens: an object and its adjuncts


def act_word_positions(sent: list[Token], acts: list[ActSpec]) -> list[int]:
    """The positions in the sentence of the acts' words (their lemmas, a phrase's words in order)."""
    return sorted({i for i in range(len(sent)) for act in acts for w in act.words if _word_at(sent, i, tuple(w.lower().split()))})


def about_near_act(text: str, sent: list[Token], acts: list[ActSpec], about: list[str]) -> bool | None:
    """Whether one of the `about` words stands near a word of the acts in the sentence (`_near`: its clause and a few
    tokens either side): "the refund still has not arrived" is about the refund; in "I was charged £15 for an order that
    was never delivered" what was not delivered is the order, the charge is another clause's. None when no act word is
    found in the sentence (its act read otherwise)."""
    at = act_word_positions(sent, acts)
    if not at:
        return None
    return any(has_any(text, _near(sent, i), about) for i in at)



def _clause_end(sent: list[Token], i: int) -> int:
    """The last token of the verb's own clause after it: up to the next verb ("I've reserved the sofa-bed in teal
    for you, Mr. Rao - 38,500 rupees, we'll deliver ..."): its object and the price after it are still the act's."""
    end = i
    for k in range(i + 1, min(len(sent), i + 1 + CLAUSE_REACH)):
        if sent[k].tag.startswith("VB") or sent[k].tag == "MD":
            break
        end = k
    return end


def _after_copula(sent: list[Token], i: int) -> bool:
    before = [t for t in _before(sent, i, 3) if t.tag != "RB"]
    return bool(before) and before[-1].lemma in LINKING and sent[i].tag == "JJ"


LINKING = frozenset("be remain stay".split())  # "is unpaid", "remains open", "stays outstanding"


def has_any(text: str, sent: list[Token], words: list[str]) -> bool:
    """One of the words (lemmas or lemma phrases, or MONEY for an amount) in these tokens; a one-word
    entry also as printed: a noun used only in the plural ("goods", "proceeds") has another lemma."""
    phrases = [tuple(w.lower().split()) for w in words if w != MONEY]
    if any(_word_at(sent, i, p) for i in range(len(sent)) for p in phrases if sent[i].lemma == p[0]):
        return True
    single = {p[0] for p in phrases if len(p) == 1}
    if any(text[t.start:t.end].lower() in single for t in sent):
        return True
    return MONEY in words and has_amount(text[sent[0].start:sent[-1].end])


def act_in(text: str, sent: list[Token], act: ActSpec) -> bool:
    """Whether the sentence does the act: one of its words, in its mood, by its party, with one of
    its `about` words near it. A request the writer reports of a third party ("customer wants 40.00 back", "she
    asked for a refund": an agent's note of what the customer asked) is that party's request, recorded."""
    reported = _reported_request(sent) if act.mood == "asked" else None
    if not (_whose(sent, act.whose) or reported is not None) or (act.unless and has_any(text, sent, act.unless)):
        return False
    request = (is_request(sent) and not _work_line(text, sent)) or _asks_for_news(sent)  # (a question for news reports
    # nothing done either)
    if act.mood == "asked" and not request and reported is None:
        return False
    words = [tuple(w.lower().split()) for w in act.words]
    def in_mood(i: int) -> bool:
        if reported is not None and not (request and _whose(sent, act.whose)):
            return i > reported and not is_negated(sent, i) and not is_hypothetical(sent, i)
        return _in_mood(sent, i, act.mood, request)
    firsts = _first_words(tuple(act.words))
    def says_a_word(i: int) -> bool:  # (a token whose lemma, base forms and print are none of the words' first: none)
        tok = sent[i]
        if firsts.isdisjoint(_bases(tok.lemma)) and text[tok.start:tok.end].lower() not in firsts:
            return False
        return any(_word_at(sent, i, w) or _printed(text, tok, w) for w in words)
    told = act.by == "any" and act.mood in ("done", "promised")  # a report's act is nobody's told by the reader
    return any(says_a_word(i) and in_mood(i) and _by(sent, i, act.by) and not (act.unless and _recipient_passive(sent, i))
               and not (told and reader_reported(sent, i))
               and not (_modifier(sent, i) and (act.mood != "asked" or _priced_head(text, sent, i)))
               and not (act.about and _thing_elsewhere(text, sent, i, act.about))
               and not (act.whose == "other" and act.about and _writers_thing(text, sent, i, act.about))
               and not (act.whose == "other" and act.by == "any" and _writer_did(sent, i))
               and (not act.about or has_any(text, _near(sent, i), act.about) or (act.mood == "refused" and _not_able(sent, i))
                    or _referred(text, sent, i, act.about))
               for i in range(len(sent)))


def _work_line(text: str, sent: list[Token]) -> bool:
    """A bare command that is a line of its own, no end mark, over priced lines ("Replace thermostatic valve, bathroom"
    above "Labour 2.5 h  £120.00"): a bill's or a job sheet's description of the work charged, no request (its only
    marker of one is the verb opening it)."""
    if not _imperative(sent) or _first_request_marker(sent[1:]) is not None or sent[-1].lemma in {".", "!", "?"}:
        return False
    line_start, line_end = text.rfind("\n", 0, sent[0].start) + 1, text.find("\n", sent[-1].end)
    if line_end < 0 or text[sent[-1].end:line_end].strip() or text[line_start:sent[0].start].strip():
        return False  # (the command fills its line, start to end)
    following = text[line_end + 1:].lstrip("\n").split("\n", 1)[0]
    return has_amount(following)


REFERRING = frozenset("it that this them those".split())  # "I paid £58.00 - could that be put back on the card?"


def _referred(text: str, sent: list[Token], i: int, about: list[str]) -> bool:
    """The act's thing is a pronoun standing for what an earlier clause of the sentence names: "I paid £58.00 on my
    card - could that please be put back?" puts the £58.00 back. The pronoun in the act's own clause before it, the
    `about` word in the clauses before that."""
    start = clause_start(sent, i)
    own = [k for k in range(start, i) if sent[k].tag in {"PRP", "DT", "WDT"}
           and (sent[k].lemma in REFERRING or text[sent[k].start:sent[k].end].lower() in REFERRING)]  # ("them": "they")
    if not own:
        return False
    if start > 0 and has_any(text, sent[:start], about):
        return True
    # ... or what the sentence before names, in the writer's own ask ("I paid 42 dollars for it. Could I get that
    # refunded?"): an amount there, or an `about` word as printed
    if not _asks_first_person(sent, i):
        return False
    before = _sentence_before(text, sent[0].start).lower()
    return (MONEY in about and has_amount(before)) or any(  # (as printed, inflected: "charged", "payments")
        re.search(r"\b" + re.escape(w.lower()), before) for w in about if w != MONEY)


SENTENCE_BEFORE = 300  # characters at most: the sentence just before an ask


def _sentence_before(text: str, start: int) -> str:
    """The text of the sentence just before offset `start` (back to the sentence end or blank line before it)."""
    before = text[max(0, start - SENTENCE_BEFORE):start].rstrip()
    ends = list(re.finditer(r"[.!?](?=\s)|\n[ \t]*\n", before[:-1]))
    return before[ends[-1].end() if ends else 0:]


def _asks_first_person(sent: list[Token], i: int) -> bool:
    """The ask at i is the writer's own ("could I get that refunded?", "can you give me it back?"): a first person
    before it or as its object."""
    return any(t.lemma in WRITER for t in sent[:i + 3])


# Who a shop's note names as its customer: the requester in the third person ("cust", "cx": helpdesk shorthand).
THIRD_PARTIES = frozenset("customer cust cx client caller buyer guest member requester purchaser consumer he she they"
                          .split())
SUBJECT_REACH = 3  # tokens before the verb: "customer now wants", "Mr Haines wants"


def _reported_request(sent: list[Token]) -> int | None:
    """The position of a verb of asking whose subject is a third party (`THIRD_PARTIES`, or a person's name): "Customer
    asked for 40.00 back", "Mr Haines wants 72.00 refunded", "caller requesting full refund", in any tense; None
    when the sentence reports no one else's request."""
    for i, t in enumerate(sent):
        if t.lemma in REQUEST_VERBS and t.tag.startswith("VB"):
            before = [b for b in _before(sent, i, SUBJECT_REACH) if b.tag not in {"RB", "MD"} and b.lemma != "be"]
            if before and (before[-1].lemma in THIRD_PARTIES or (before[-1].tag == "NNP" and before[-1].lemma[:1].isalpha())):
                return i
    return None


GIVING = frozenset("owe pay refund credit reimburse".split())  # verbs whose passive's subject receives the money


def _recipient_passive(sent: list[Token], i: int) -> bool:
    """The action is a giving verb in the passive with a person as its subject: "customer is owed 20.00", "she was paid
    twice" - money due to that person, so no act that rules out money going back (one with `unless` words)."""
    if sent[i].lemma not in GIVING or sent[i].tag != "VBN":
        return False
    before = _before(sent, i, AUX_REACH + 1)
    aux = max((k for k, t in enumerate(before) if t.lemma == "be"), default=None)
    if aux is None or aux == 0:
        return False
    subject = before[aux - 1]
    return subject.lemma in THIRD_PARTIES | PEOPLE or subject.tag == "NNP"


def _printed(text: str, tok: Token, word: tuple[str, ...]) -> bool:
    """A one-word act word as printed, for a lemma the tagger mangles ("pending": "pende")."""
    return len(word) == 1 and text[tok.start:tok.end].lower() == word[0]


def _by(sent: list[Token], i: int, by: str) -> bool:
    if by == "any":
        return True
    return doer_is_reader(sent, i) == (by == "reader")


def sentence_words(text: str, sents: list[list[Token]]) -> list[set[str]]:
    """Per sentence, its tokens' lemmas with their base forms, and their print: a sentence holding no act word's first
    lemma among them does not do the act (`act_in` finds no word of it), so its grammar need not be read."""
    return [{base for t in s for base in (*_bases(t.lemma), text[t.start:t.end].lower())} for s in sents]


def acts_found(text: str, sents: list[list[Token]], acts: list[ActSpec], words: list[set[str]] | None = None) -> int:
    """How many of a type's acts some sentence does. A sentence without the first lemma of any of
    the act's words is skipped before its grammar is read (most are: this runs on every document).
    `words`: the sentences' `sentence_words`, when the caller made them once for several types."""
    words = sentence_words(text, sents) if words is None else words
    return sum(any(act_in(text, s, act) for s, lemmas in zip(sents, words) if not firsts.isdisjoint(lemmas))
               for act in acts for firsts in [_first_words(tuple(act.words))])


@lru_cache(maxsize=1024)
def _first_words(words: tuple[str, ...]) -> frozenset[str]:
    """The first lemma of each of an act's words (made once, not per sentence)."""
    return frozenset(w.split()[0].lower() for w in words)


def act_sentences(text: str, sents: list[list[Token]], acts: list[ActSpec], words: list[set[str]] | None = None
                  ) -> list[list[Token]]:
    """The sentences doing one of the acts (skipped before their grammar is read as in `acts_found`)."""
    words = sentence_words(text, sents) if words is None else words
    return [s for s, lemmas in zip(sents, words)
            if any(act_in(text, s, act) for act in acts if not _first_words(tuple(act.words)).isdisjoint(lemmas))]


# Verbs of making or sending a document: what a request asks to be made or sent is the object, not the text itself.
PRODUCE_VERBS = frozenset("send resend raise issue provide email mail make correct give forward create prepare share "
                          "reissue amend redo fix".split())


def news_questions(sents: list[list[Token]]) -> list[list[Token]]:
    """The sentences asking what has happened (`_asks_for_news`): a chaser's question."""
    return [s for s in sents if _asks_for_news(s)]


THANKING = frozenset("thank thanks".split())
THANKS_OF = frozenset("for to".split())  # "thank you for ...", "thanks to Tomasz in your workshop": thanks for something
LABEL_REACH = LINE_LABEL_WORDS + 6  # tokens of a chat line's speaker label and its time stamp


def own_acts(text: str, sents: list[list[Token]]) -> list[list[Token]]:
    """The sentences in which the writer addresses the reader in acts of their own that no document type's act reads:
    a question or a request (`is_request`: "is it back in stock?", "please update my address", "could the van come
    after the 27th?"), and thanks for something said ("thank you for squeezing in the engraving"; a closing's "Many
    thanks" or "with thanks" thanks for nothing). A chat line's speaker label is no word of its message."""
    out = []
    for whole in sents:
        label = max((k + 1 for k, t in enumerate(whole[:LABEL_REACH]) if t.lemma.endswith(":")
                     and _opening_label(text, t)), default=0)
        sent = whole[label:]
        marker = _first_request_marker(sent) if sent else None
        if sent and ((marker is not None and not (marker == 0 and _imperative(sent))) or _asks_for_news(sent)
                     or _thanks_for(sent)):  # (a bare command, "Allow 3-4 working days", is as much a shop's instruction)
            out.append(whole)
    return out


def _thanks_for(sent: list[Token]) -> bool:
    """The sentence thanks the reader for something it names: "thank"/"thanks" as the writer's verb or interjection,
    followed by "for" or "to" and what it is for ("Thank you for refunding the £18.50", "thanks to the whole team"); not
    for the reader's buying (`thanks_for_buying`: a seller's thanks)."""
    thanked = _thanked(sent)
    return thanked is not None and thanked not in BUYING


def thanks_for_buying(sent: list[Token], buying: frozenset[str] | None = None) -> bool:
    """The writer thanks the reader for buying ("thanks so much for ordering", "thank you for your purchase", "for
    shopping with us", "for your custom"): a seller's words to a buyer. `buying`: the lemmas of what is thanked for."""
    return _thanked(sent) in (BUYING if buying is None else buying)


def _thanked(sent: list[Token]) -> str | None:
    """The lemma of what a sentence of thanks thanks for (a compound's head: "your order confirmation" is a
    confirmation), "" when it names none, None for no such thanks (a closing's "Many thanks", "with thanks")."""
    for k, t in enumerate(sent):
        if t.lemma in THANKING and not (k > 0 and sent[k - 1].tag in {"IN", "DT", "PRP$", "JJ"}
                                        and sent[k - 1].lemma not in THANKS_MANY):
            after = [a for a in sent[k + 1:k + 4] if a.lemma != "you" and a.tag not in {"RB", "JJ"}]  # "thanks so much for"
            if after and len(sent) - k >= 4 and (after[0].lemma in THANKS_OF or (t.tag in {"VB", "VBP"} and after[0].tag in THANKED)):
                rest = sent[k + 1:k + 8]
                first = next((n for n, a in enumerate(rest) if a.tag.startswith(("NN", "VB")) and a.lemma not in THANKING), None)
                if first is None:
                    return ""
                while first + 1 < len(rest) and rest[first].tag.startswith("NN") and rest[first + 1].tag.startswith("NN"):
                    first += 1
                return rest[first].lemma
    return None


# The reader's buying, thanked for: "thanks so much for ordering", "thank you for your purchase", "for shopping with us",
# "for your custom" - a seller thanks a buyer, no customer's letter.
BUYING = frozenset("order purchase buy shop custom".split())


THANKS_MANY = frozenset("many".split())  # "Many thanks for your order": thanks for something, as "thanks for" is (a bare
# closing "Many thanks" names nothing after it)
THANKED = frozenset("NNP NN NNS PRP DT".split())  # "I wanted to thank Tomasz in your workshop", "thank everyone"


ARRIVING = frozenset("arrive come turn show deliver".split())  # the goods reaching the writer: "it came", "arrived"
FINE = frozenset("safely safe fine ok okay well intact perfectly quickly early promptly today yesterday".split())
MISSING = frozenset("missing".split())  # "the cable is missing", "order 58 is missing the cover"
WORKING = frozenset("work function".split())  # "it doesn't work", "stopped working"


def reports_fault(sent: list[Token]) -> bool:
    """The sentence reports a fault in the goods received, by its grammar: what arrived came with or without something,
    or in a state ("arrived melted", "came without the charger", "came with two left gloves"), something is missing,
    or it does not work ("doesn't work", "stopped working"). What a customer asks after such a report is a remedy for
    the goods (a replacement, a part, money back), whatever words the ask has."""
    for i, t in enumerate(sent):
        nxt = sent[i + 1] if i + 1 < len(sent) else None
        if t.lemma in ARRIVING and t.tag.startswith("VB") and nxt is not None and nxt.lemma not in FINE and (
                nxt.lemma in {"with", "without"} or nxt.tag in {"JJ", "VBN"}):
            return True
        if t.lemma in MISSING or (t.lemma == "miss" and t.tag in {"VBG", "JJ"}):
            return True
        if t.lemma in WORKING and t.tag.startswith("VB") and (is_negated(sent, i) or any(b.lemma == "stop" for b in _before(sent, i, 2))):
            return True
    return False


REPLACING = frozenset("new spare replacement another substitute".split())  # "a spare cable please", "new pair in 42 pls"


def asks_replacement(sent: list[Token]) -> bool:
    """A request for goods in place of others: a word of replacing before the thing asked for ("could you send me new
    ones", "a spare cable please", "another one in blue?")."""
    return is_request(sent) and any(t.lemma in REPLACING and t.tag in {"JJ", "DT", "NN"} for t in sent)


def asked_for_spans(sents: list[list[Token]]) -> list[tuple[int, int]]:
    """Where a request names a document it wants made or sent ("Raise a credit note for MYR 2,940", "please
    send me the invoice again"): from the verb to the sentence's end. A shop's document named there is the
    writer's wish, no evidence that this text is one."""
    out = []
    for sent in sents:
        marker = _first_request_marker(sent)
        if marker is None:
            continue
        verb = next((t for t in sent[marker:] if t.lemma in PRODUCE_VERBS and t.tag.startswith("VB")), None)
        if verb is not None:
            out.append((verb.end, sent[-1].end))
    return out


# --------------------------------------------------------------------------- other languages

# A notice written wholly in French, German, Spanish, Dutch, Italian or Portuguese holds none of the English lemmas the
# schema's acts, cues and keywords are written in, and the English tagger gives its words no grammar. What the schema
# declares still holds, read through general vocabulary: each English word of an act, a cue or a keyword maps to the
# stems of its word family in the six languages (accents folded; a stem matches a word's start, or the start of a German
# or Dutch compound's part after a separable prefix: "zurück|erstattet", "terug|betaald"), and a sentence's mood comes
# from the languages' grammar words (auxiliaries of the perfect, the future's forms, verbs of asking, negations), not
# from any document's phrase. The vocabulary is the common business usage of each language (e-commerce and banking).
FOREIGN_STEMS: dict[str, tuple[str, ...]] = {
    # money back
    "refund": ("aterbetal", "tilbagebetal", "tilbakebetal", "rembours", "erstatt", "ruckerstatt", "ruckzahl", "reembols", "terugbetal", "terugstort", "rimbors",
               "restituz", "restitu", "estorn"),
    "reimburse": ("ersatt", "rembours", "erstatt", "reembols", "vergoed", "rimbors", "ressarc"),
    "repay": ("aterbetal", "betala tillbaka", "rembours", "ruckzahl", "zuruckzahl", "reembols", "terugbetal", "rimbors", "devolv"),
    "money": ("pengar", "penge", "argent", "geld", "dinero", "soldi", "denaro", "dinheiro"),
    "back": ("tillbaka", "tilbage", "tilbake", "terug", "zuruck", "retour"),
    "credit": ("kredit", "tillgodo", "avoir", "gutschrift", "gutgeschrieben", "abono", "abonad", "tegoed", "gecrediteerd", "accredit", "credit"),
    "return": ("retur", "retour", "renvoi", "renvoy", "rucksend", "ruckgab", "zuruckgesandt", "zurucksend", "zuruckgeschickt",
               "devoluc", "devolv", "devolu", "retourn", "terugzend", "terugstuur", "reso", "resa"),
    "amount": ("belopp", "belob", "belop", "summa", "montant", "betrag", "importe", "bedrag", "importo", "montante", "valor"),
    "payment": ("betalning", "paiement", "zahlung", "pago", "betaling", "pagamento"),
    "pay": ("paiement", "payer", "paye", "zahl", "bezahl", "pagad", "pagament", "pagar", "pago", "pagat", "betal"),
    "transfer": ("overfor", "overfort", "insatt", "virement", "uberweis", "uberwies", "transferenc", "overboek", "overgemaakt", "overgeschreven", "overschrijv", "bonific", "transferen"),
    "process": ("behandl", "genomfor", "trait", "bearbeit", "verarbeit", "procesad", "tramitad", "verwerkt", "effettu", "elaborat", "processad",
                "effectu", "realizad", "durchgefuhrt", "uitgevoerd", "eseguit", "efetuad"),
    "issue": ("emis", "ausgestellt", "emitid", "uitgegeven", "emess"),
    "request": ("begaran", "forfragan", "demande", "anfrage", "antrag", "solicitud", "verzoek", "aanvraag", "richiest", "pedido de", "solicitac"),
    "claim": ("reclamation", "reklamation", "reclamac", "reclamo", "reclamati"),
    "item": ("vara", "varan", "article", "artikel", "articul", "articol", "artigo", "produit", "produkt", "product", "prodott"),
    "goods": ("varor", "varer", "marchandise", "ware", "mercanc", "goederen", "merce", "mercador"),
    # deciding
    "approve": ("godkan", "godkend", "godkjen", "approuv", "genehmig", "bewillig", "freigegeben", "aprob", "goedgekeur", "goedkeur", "approvat", "aprovad"),
    "accept": ("godta", "accept", "akzeptier", "angenommen", "acept", "geaccepteerd", "accettat", "aceit"),
    "agree": ("accord", "zugestimmt", "einverstanden", "acordad", "akkoord", "concord"),
    "grant": ("accord", "gewahr", "conced", "toegekend", "concess"),
    "decline": ("avslag", "avvis", "afvis", "refus", "ablehn", "abgelehnt", "rechaz", "afgewez", "afwijz", "rifiut", "respint", "recusad", "rejeit",
                "indeferid"),
    "reject": ("avslag", "avvis", "afvis", "rejet", "refus", "ablehn", "abgelehnt", "rechaz", "afgewez", "respint", "rejeit"),
    "refuse": ("neka", "vagra", "refus", "verweiger", "rechaz", "weiger", "rifiut", "recus"),
    "decision": ("beslut", "decision", "entscheid", "beslissing", "decisao"),
    # an order taken in
    "order": ("order", "bestalln", "bestilling", "commande", "bestell", "auftrag", "pedido", "bestelling", "ordine", "encomend"),
    "purchase": ("achat", "kauf", "compra", "aankoop", "acquist"),
    "receive": ("mottag", "modtag", "erhall", "recu", "recev", "recoi", "erhalt", "bekommen", "recib", "ontvang", "ricev", "receb"),
    "confirm": ("bekraft", "confirm", "bestatig", "bevestig", "conferm"),
    "confirmation": ("bekraftelse", "confirmation", "bestatigung", "confirmacion", "bevestiging", "conferma", "confirmacao"),
    "register": ("enregistr", "registr", "registad", "erfasst", "genoteerd", "notiert"),
    "thank": ("tack", "tak", "merci", "danke", "dank", "gracias", "bedankt", "grazie", "obrigad"),
    "summary": ("sammanfatt", "recapitul", "resume", "ubersicht", "resumen", "overzicht", "riepilog", "resumo"),
    # goods sent
    "ship": ("skick", "afsendt", "expedi", "versand", "versend", "verschick", "verschiff", "enviad", "envio", "verzond", "verzend", "verstuur",
             "spedit", "spediz", "envia"),
    "dispatch": ("skick", "avsand", "afsend", "expedi", "versand", "versend", "despach", "verzond", "verzend", "spedit", "spediz", "expedid"),
    "send": ("skick", "sendt", "envoy", "envoi", "versand", "versend", "gesendet", "geschickt", "enviad", "verzond", "verstuurd", "spedit",
             "inviat", "envia"),
    "hand over": ("lamnat", "overlamn", "remis", "ubergeben", "entregad", "overhandigd", "afgegeven", "consegnat"),
    "leave": ("pa vag", "unterwegs", "onderweg", "camino", "caminho", "viaggio", "acheminement"),
    "parcel": ("colis", "paket", "paquete", "pakket", "pacco", "encomenda", "sendung"),
    "package": ("colis", "paket", "paquete", "pakket", "pacco", "pacote"),
    "shipment": ("forsandelse", "leverans", "forsendelse", "expedition", "envoi", "sendung", "lieferung", "envio", "zending", "verzending", "spedizione", "remessa"),
    "tracking": ("sparning", "sparnings", "kolli", "suivi", "sendungsverfolgung", "sendungsnummer", "seguimiento", "rastreo", "tracciamento", "tracking",
                 "rastreio", "seguimento"),
    "track": ("suivi", "verfolg", "seguimiento", "rastre", "traccia"),
    "carrier": ("transportor", "fraktbolag", "fragtmand", "transporteur", "zusteller", "paketdienst", "spediteur", "transportista", "vervoerder", "corriere",
                "vettore", "transportadora"),
    "courier": ("coursier", "kurier", "mensajer", "koerier", "corriere", "estafeta"),
    "delivery": ("leverans", "levering", "livraison", "lieferung", "zustellung", "entrega", "levering", "bezorging", "consegna"),
    # what is owed
    "invoice": ("faktura", "facture", "rechnung", "factura", "factuur", "fattura", "fatura"),
    "due": ("forfall", "echeance", "fallig", "vencimiento", "vervaldatum", "scadenza", "vencimento"),
    "payable": ("att betala", "payer", "zahlbar", "pagar", "te betalen", "da pagare"),
    "tax": ("moms", "tva", "mwst", "ust", "iva", "btw"),
    # repairs
    "warranty": ("garanti", "garantie", "garantia", "garanzia"),
    "guarantee": ("garanti", "garantie", "garantia", "garanzia"),
    "repair": ("repar", "reparatur", "reparier", "riparazion", "ripar"),
    "replace": ("remplac", "ersetz", "austausch", "sustitu", "vervang", "sostitu", "substitu", "troc"),
    "defect": ("trasig", "defaut", "defekt", "defecto", "defect", "difett", "defeito"),
    "damaged": ("endommag", "abime", "beschadig", "danad", "danneggi", "danific", "skadad", "averiad"),
    "broken": ("casse", "kaputt", "zerbroch", "gebroch", "roto", "rota", "kapot", "gebroken", "rott", "partid", "trasig",
               "sonder", "odelag"),
    # a writer kept waiting (a chaser's words)
    "wait": ("attend", "wart", "esper", "wacht", "aspett", "aguard", "vant", "vent"),
    "still": ("toujours", "immer", "todavia", "steeds", "ancora", "ainda", "fortfarande", "fortsatt", "stadig"),
    "yet": ("encore", "noch", "todavia", "nog", "ancora", "ainda", "annu"),
    "again": ("nouveau", "erneut", "nochmal", "opnieuw", "nuevo", "novamente", "igen"),
    "hear": ("entendu", "hort", "oido", "hoord", "sentit", "ouvid"),
    "answer": ("repon", "antwort", "respuest", "respond", "antwoord", "rispost", "rispond", "respost", "svar"),
    "reply": ("repon", "antwort", "respuest", "respond", "antwoord", "rispost", "rispond", "respost", "svar"),
    "complaint": ("plainte", "reclamation", "beschwerde", "reklamation", "queja", "reclamac", "klacht", "reclamo",
                  "klagomal", "klage"),
    "nobody": ("personne", "niemand", "nadie", "nessuno", "ninguem", "ingen"),
    "promise": ("promis", "promet", "versproch", "prometid", "beloofd", "belofte", "promess", "lovade", "lovat", "lovet"),
    "reminder": ("rappel", "erinnerung", "recordatorio", "herinnering", "sollecito", "lembrete", "paminnelse"),
    # a decision asked to be looked at again (a contested refusal: "revoir votre décision", "riesaminare la decisione")
    "review": ("revoir", "revis", "reexamin", "riesamin", "uberprufen", "herzien", "heroverweg", "omprov"),
    "reconsider": ("reconsider", "riconsider", "uberdenk", "heroverweg", "reconsiderar", "omprov"),
}
QUESTION_END = re.compile(r"[^\w\n]{0,3}(?:\d[\w/-]*+[^\w\n]{0,3})*\?")  # "... för order 6120?": a number may end it
FOREIGN_STATES = frozenset({"leave"})  # "ist unterwegs", "en camino": the state says the act is done
# The six languages' words a reader takes the mood of a sentence from (accents folded, whole words).
FOREIGN_ASKING = frozenset(
    "souhaite souhaiterais voudrais aimerais pourriez veuillez "  # French (and "merci de" below)
    "mochte mochten bitte bitten konnten "  # German: "ich möchte", "bitte", "könnten Sie"
    "quisiera quiero gustaria solicito pido podrian podria "  # Spanish
    "graag zou kunt wil "  # Dutch
    "vorrei chiedo richiedo gradirei potreste "  # Italian
    "gostaria queria peco poderiam "  # Portuguese
    "vill skulle onskar begar ber vanligen "  # Swedish: "jag vill ha", "vi ber er", "vänligen"
    "verzoeken verzoek bedes venligst vennligst "  # Dutch's formal "we request", Danish and Norwegian "please"
    "besoin bisogno necesito necesitamos preciso precisamos brauche brauchen benotigen nodig".split())  # "we need" ("nous
# avons besoin du remboursement"): a need told the reader asks, as English "I need" does
FOREIGN_ASKING_PAIRS = (("merci", "de"), ("por", "favor"), ("per", "favore"), ("vous", "plait"),
                        ("vous", "demande"), ("vous", "demandons"),  # "je vous demande de revoir": the formal ask
                        # "can you": a modal before the reader
                        ("kan", "ni"), ("kan", "du"), ("kunt", "u"), ("kunnen", "u"), ("konnen", "sie"), ("pouvez", "vous"))
THANKED_FOR = frozenset("votre vos ton ta tes la le les l cette ce".split())  # "merci de votre commande" thanks; "merci de
# nous renvoyer" asks
FOREIGN_PERFECT = frozenset(
    "avons avez ai ont ete "  # French: "nous avons remboursé", "a été expédié"
    "haben habe hat wurde wurden worden ist sind "  # German
    "hemos ha han sido fue fueron "  # Spanish (Portuguese "foi", "foram" below)
    "hebben heb heeft werd werden is zijn "  # Dutch: "is verzonden"
    "abbiamo hanno stato stata stati state "  # Italian
    "foi foram temos fizemos "  # Portuguese
    "har hade blev blivit".split())  # Swedish, Danish, Norwegian: "vi har återbetalat", "blev godkänd"
FOREIGN_FUTURE = frozenset(
    "sera seront serez recevrez recevra "  # French
    "wird werden "  # German
    "seran recibira recibiras "  # Spanish ("será" folds to "sera")
    "zal zullen ontvangt "  # Dutch
    "sara saranno riceverai ricevera "  # Italian
    "serao recebera "  # Portuguese
    "kommer ska skall vil".split())  # Swedish "kommer att", "ska"; Danish and Norwegian "vil"
FOREIGN_WITHIN = frozenset("sous delai innerhalb binnen plazo dentro entro prazo inom indenfor innen "
                           "demain manana amanha domani imorgon".split())  # "within 5 days", "tomorrow": to come  # "within 5 days": to come
FOREIGN_NEGATION = frozenset("ne n pas aucun aucune jamais nicht kein keine keinen nie no nunca ningun ninguna niet geen "
                             "nooit non nessun nao nenhum nenhuma inte ej aldrig ingen inget inga ikke ikkje".split())  # French "n'" is the word "n"
FOREIGN_UNABLE = frozenset("impossible impossibile imposible unmoglich leider helaas lamentablemente purtroppo "
                           "malheureusement infelizmente tyvarr desvaerre dessverre".split())  # "unfortunately": a refusal's softener
FOREIGN_CAN = ("pouv", "peu", "konn", "kann", "pod", "pued", "kunn", "kan", "poss", "puo")  # can: "ne pouvons pas"
FOREIGN_WE = frozenset("nous wir wij we nosotros noi vi".split())  # a firm speaking of itself
FOREIGN_WRITER = frozenset("je j moi ich mich mir yo ik mij io eu jag mig jeg".split())
PORTUGUESE = frozenset("foi foram seu seus voce encomenda com pelo pela obrigado obrigada nao ao".split())  # its "no" is
# "in the" ("no seu cartão"), Spanish's the negation
FOREIGN_MINE = frozenset("mon ma mes mein meine meinen meiner mi mis mijn mio mia miei mie meu minha meus minhas "
                         "min mitt mina".split())
FOREIGN_YOURS = frozenset("votre vos ihr ihre ihren ihrer ihrem su sus uw tuo tua tuoi suo sua seu seus suas "
                          "din ditt dina ert".split())
FOREIGN_I_WISH = frozenset("aimerais voudrais souhaiterais quisiera quiero vorrei gostaria queria".split())  # I would like
FOREIGN_OURS = frozenset("notre nos unser unsere unseren unserer nuestro nuestra nuestros nuestras onze ons nostro nostra "
                          "nostri nostre nosso nossa nossos nossas".split())
FOREIGN_FUNCTION = frozenset(
    "de en le la les des du une votre vous nous est avec pour sur et au aux je ce cette ces qui que dans par vos notre "
    "nos mon ma mes "
    "der die das und ist ihre ihr ihren ihrem wir sie mit fur den dem ein eine nicht zu auf von im bei unser unsere "
    "sehr geehrte geehrter "
    "el los las del por para una su sus con esta lo tu hoy usted nuestro nuestra muy mi "
    "het een uw wij zijn voor met niet van op ons onze jouw bij naar heeft wordt "
    "il di della delle dei per sono questo nostro vostro gli tuo suo sul nel nella alla al abbiamo "
    "os da do pela pelo pelos uma sua seu com nao ao na nr "
    "och att det som ett till med pa av ni vi jag inte hej fran vid efter hos eller ocksa din ditt dina mvh "  # Swedish
    "og af til jeg ikke hilsen".split())  # Danish and Norwegian
ENGLISH_FUNCTION = frozenset("the and to of you your for has have been with our this it please be will my i are "
                             "was on at".split())  # not "is", "we": Dutch words too
FOREIGN_GRAMMAR = (FOREIGN_FUNCTION | FOREIGN_PERFECT | FOREIGN_FUTURE) - {"is", "ha", "hat", "sara"}  # not English words, names
FOREIGN_SHARE = 2  # a text is foreign when its foreign grammar words outnumber its English ones this many times over ...
FOREIGN_MIN = 2  # ... and it has at least this many
PARTICIPLE_ENDINGS = ("é", "ée", "és", "ées", "ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas",
                      "ato", "ata", "ati", "ate", "ito", "ita", "uto", "uta",
                      "ats", "its", "ade", "ades")  # Swedish: the s-passive ("skickats") and the past ("skickade")  # French, Spanish, Portuguese, Italian
COMPOUND_PREFIXES = ("", "ge", "zuruck", "ruck", "zu", "terug", "wieder", "aus", "ab", "ver", "rim")


def fold(word: str) -> str:
    """A word lower-cased with its accents taken off ("Rückerstattung" -> "ruckerstattung"), as the stems are written."""
    import unicodedata

    plain = unicodedata.normalize("NFKD", word.lower().replace("ß", "ss").translate(DOTLESS_I))
    return "".join(c for c in plain if not unicodedata.combining(c))


FOREIGN_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class ForeignWord:
    text: str  # lower case, accents kept (a participle's ending)
    folded: str
    start: int


def foreign_words(text: str) -> list[ForeignWord]:
    return [ForeignWord(m.group(0).lower(), fold(m.group(0)), m.start()) for m in FOREIGN_WORD.finditer(text)]


# A label or value printed in two languages, one after a bar ("Credit approved / Gecrediteerd:", "Status: approved /
# goedgekeurd", "Met vriendelijke groet / Kind regards"): the cell (between a line's start, a colon and its end) holding it.
# (tried only where a cell starts, the cell read once: a match is a whole cell, so a start inside one never matched where
# the cell's start had not; on a long line without a bar every start read the rest of the line, the square of its length)
BILINGUAL_CELL = re.compile(r"(?<![^\n:])[^\n:]*?[^\W\d_][ \t]++[/|][ \t]++[^\W\d_][^\n:]*")

# The particles of a person's or a place's name between its capitalised words ("Sanne van der Meulen", "Anna von
# Hagen", "Luc de Smet"): the name's, not the sentence's grammar words
NAME_PARTICLES = re.compile(r"\b[A-ZÀ-Þ][^\W\d_]*[ \t]+((?:(?:van|von|der|den|de|ter|ten|zu|zur|da|di|du|del|della|dos|das|la|le)"
                            r"[ \t]+)+)(?=[A-ZÀ-Þ])")


CODE_LETTERS = 3  # an all-capital word this short beside a number, a sign or in brackets is a code ("IT60 X054", "TVA BE
# 0488.603.680", "Milano (MI)", "845/MI"): a country's or a province's code, no grammar word ("it", "be", "mi")
CODE_BESIDE = re.compile(r"[ \t]*\d|[/()*\-]")
HYPHENED = re.compile(r"[^\W\d_]-[^\W\d_]")


def is_code(text: str, w: ForeignWord) -> bool:
    """The word is printed as a short code (`CODE_LETTERS`), not said, or is a piece of a hyphened compound ("End-to-end
    ID", "e-mail"): its letters say nothing of the text's language."""
    end = w.start + len(w.text)
    if HYPHENED.match(text, end - 1) or (w.start >= 2 and HYPHENED.match(text, w.start - 2)):
        return True
    printed = text[w.start:end]
    if len(printed) > CODE_LETTERS or not printed.isupper():
        return False
    return bool(CODE_BESIDE.match(text, end) or (w.start and re.match(r"[\d/()*\-]", text[w.start - 1])))


def is_foreign(text: str) -> bool:
    """Written wholly in one of the other languages: its grammar words and its accented words ("À payer", "Größe") are
    theirs, not English's. A cell printed in two languages (`BILINGUAL_CELL`) says nothing of which language the text's
    own sentences are in: its words count for neither; nor do codes (`is_code`: "IT60", "Milano (MI)")."""
    cells = [m.span() for m in BILINGUAL_CELL.finditer(text)] + [m.span(1) for m in NAME_PARTICLES.finditer(text)]
    ws = [w for w in foreign_words(text) if not any(c0 <= w.start < c1 for c0, c1 in cells) and not is_code(text, w)]
    folded = [w.folded for w in ws]
    foreign = sum(w in FOREIGN_GRAMMAR for w in folded) + sum(w.text != w.folded for w in ws)
    return foreign >= FOREIGN_MIN and foreign > FOREIGN_SHARE * sum(w in ENGLISH_FUNCTION for w in folded)


def stem_found(word: str, english: str) -> bool:
    """The folded word is of the English word's family in another language (`FOREIGN_STEMS`): it opens the word (after
    a separable prefix) or, a long one, ends a German or Dutch compound."""
    openings, heads = _stem_forms(english)
    if word.startswith(openings) or any(s in word for s in heads):
        return True
    plain = _umlaut_spelled(word)  # "Bestellbestaetigung", "zuruecksenden": an umlaut spelled out without its letter
    return plain != word and (plain.startswith(openings) or any(s in plain for s in heads))


UMLAUT_SPELLED = re.compile(r"(?<=[^aeiou])(?:ae|oe|ue)")  # "ae" for "ä" after a consonant ("bestaetigt", "rueck")


def _umlaut_spelled(word: str) -> str:
    return UMLAUT_SPELLED.sub(lambda m: m.group(0)[0], word)


@lru_cache(maxsize=1024)
def _stem_forms(english: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The English word's stems as a word may open with them (after each separable prefix), and those long enough to
    end a compound: made once per word, not per word of a text."""
    stems = [s for s in FOREIGN_STEMS.get(english, ()) if " " not in s]
    return tuple(p + s for s in stems for p in COMPOUND_PREFIXES), tuple(s for s in stems if len(s) >= COMPOUND_HEAD)


COMPOUND_HEAD = 7  # letters: a stem this long is found inside a compound too ("Versand|bestätigung", "Paket|sendung")


def foreign_sentences(text: str) -> list[list[ForeignWord]]:
    """The text's words by sentence: a break at ". ! ? ;", at a line break after a short or label line, at a blank line."""
    out: list[list[ForeignWord]] = [[]]
    ws = foreign_words(text)
    for prev, w in zip([None, *ws], ws):
        gap = text[prev.start + len(prev.text):w.start] if prev is not None else ""
        line = text[text.rfind("\n", 0, w.start - len(gap)) + 1:w.start - len(gap) + 1] if prev is not None else ""
        if prev is not None and (re.search(r"[.!?;]\s", gap + " ") or "\n\n" in gap
                                 or ("\n" in gap and (":" in line or len(line.split()) <= SHORT_LINE))):
            out.append([])
        out[-1].append(w)
    return [s for s in out if s]


def _has(text: str, sent: list[ForeignWord], english: str) -> bool:
    """The English word (or a phrase of them, all needed) in the sentence, in another language; a phrase stem with a
    space ("te betalen") as printed; MONEY: an amount."""
    if english == MONEY:
        return has_amount(text[sent[0].start:sent[-1].start + len(sent[-1].text)])
    folded = " ".join(w.folded for w in sent)
    if any(" " in s and s in folded for s in FOREIGN_STEMS.get(english, ())):
        return True
    return any(stem_found(w.folded, english) for w in sent)


def foreign_mood(text: str, sent: list[ForeignWord], act_words: list[str]) -> str:
    """A sentence's mood from the languages' grammar words: asked (a verb of asking, "bitte", "por favor"), refused or
    negated (a negation), promised (the future, "within N days", "we" doing it in the present), done (a perfect auxiliary, a participle of the act's
    verb, a state of being under way), else "any". A negation with "can" or "unfortunately" is a refusal, else a
    report of what did not happen ("negated")."""
    folded = [w.folded for w in sent]
    pairs = {(a, b) for a, b, c in zip(folded, folded[1:], [*folded[2:], ""]) if not (a == "merci" and c in THANKED_FOR)}
    end = sent[-1].start + len(sent[-1].text)
    if any(w in FOREIGN_ASKING for w in folded) or pairs & set(FOREIGN_ASKING_PAIRS) or QUESTION_END.match(text, end):
        return "asked"
    negation = [w for w in folded if w in FOREIGN_NEGATION and not (w == "no" and PORTUGUESE.intersection(folded))]
    if any(w in FOREIGN_UNABLE for w in folded) or (negation and any(w.startswith(FOREIGN_CAN) for w in folded)):
        return "refused"
    if negation:
        return "negated"
    if any(w in FOREIGN_FUTURE or w in FOREIGN_WITHIN or re.search(r"..(?:remos|remo|rons|rez)$", w) for w in folded):
        return "promised"
    past = any(participle_of(w, e) for w in sent for e in act_words)
    state = any(_has(text, sent, e) for e in act_words if e in FOREIGN_STATES)
    if past or state or any(w in FOREIGN_PERFECT for w in folded):
        return "done"
    if any(w in FOREIGN_WE for w in folded) and any(stem_found(w.folded, e) for w in sent for e in act_words):
        return "promised"  # "wir erstatten Ihnen 34,50 EUR", "nous remboursons": a firm's present of its own act
    return "any"


GERMANIC_PARTICIPLE = re.compile(r"(?:zuruck|terug|aus|ab|uit|auf|op)?ge\w{3,}(?:t|d|en)$")  # "geprüft", "verschickt"


def participle(w: ForeignWord) -> bool:
    """A Romance past participle ("remboursé", "enviado", "spedito") or a German or Dutch one ("genoteerd",
    "zurückgeschickt"; one with an inseparable prefix reads as its present too, so the auxiliary decides)."""
    return w.text.endswith(PARTICIPLE_ENDINGS) or bool(GERMANIC_PARTICIPLE.fullmatch(w.folded))


def participle_of(w: ForeignWord, english: str) -> bool:
    """A past participle of the English word's verb (`participle`, `stem_found`): a Romance one's ending follows the
    verb's stem ("credit|ado", "reembols|ado"). The English word itself as a stem is the Latin root a Romance noun shares
    ("crédit|o", "depósit|o" end as "-ito" participles do): its participle ending must stand after it whole; a stem
    written as the participle's own opening ("abonad", "aprovad") may end inside the ending."""
    if not participle(w) or not stem_found(w.folded, english):
        return False
    ending = next((e for e in PARTICIPLE_ENDINGS if w.text.endswith(e)), None)
    if ending is None:  # a German or Dutch participle: its stem inside it
        return True
    cut = len(w.folded) - len(fold(ending))
    return any(w.folded.startswith(p + s) and (len(p + s) <= cut or s != english)
               for s in FOREIGN_STEMS.get(english, ()) if " " not in s for p in COMPOUND_PREFIXES) or any(
        0 <= w.folded.find(s) and (w.folded.find(s) + len(s) <= cut or s != english)
        for s in _stem_forms(english)[1])


def foreign_act_in(text: str, sent: list[ForeignWord], act: ActSpec) -> bool:
    """Whether a sentence in another language does the act: one of its words and of its `about` words (or an amount),
    in its mood; a thing named as the writer's own ("mon", "meine") is no other party's act, nor one the text rules
    out (`unless`). An act the reader does is told by the reader as the subject of a perfect (`reader_did`: "vous avez
    accepté")."""
    words = [w for w in act.words if w in FOREIGN_STEMS]
    if (act.by == "reader" and not reader_did(sent)) or not any(_has(text, sent, w) for w in words) or any(
            _has(text, sent, u) for u in act.unless):
        return False
    if act.about and not any(_has(text, sent, a) for a in act.about):
        return False
    folded = {w.folded for w in sent}
    if act.whose in ("other",) and folded & FOREIGN_MINE and not folded & FOREIGN_YOURS:
        return False
    if act.whose == "writers_own" and not folded & FOREIGN_MINE:
        return False
    mood = foreign_mood(text, sent, words)
    if mood != "asked" and foreign_policy(text, sent, mood):
        return False  # "Die Erstattung erfolgt innerhalb von 14 Tagen nach Eingang der Rücksendung": a rule, no act
    if act.whose == "writer" and mood != "asked" and folded & FOREIGN_YOURS and not folded & (FOREIGN_WRITER | FOREIGN_MINE):
        return False  # the reader's thing: Spanish, Italian and Portuguese leave the writer's "I" in the verb
    if act.by == "not_reader" and reader_did(sent):
        return False  # "Vous avez accepté de nous rembourser": the reader's act, told back to them
    return act.mood == "any" or mood == act.mood


FOREIGN_PASSIVE = frozenset("ete sido stato stata stati state worden geworden blivit".split())  # "vous avez été remboursé"


def reader_did(sent: list[ForeignWord]) -> bool:
    """The sentence's subject is the reader before a perfect's auxiliary ("vous avez", "Sie haben", "usted ha"), not a
    passive's ("vous avez été remboursé": done to the reader)."""
    folded = [w.folded for w in sent]
    return any(a in FOREIGN_READER and b in FOREIGN_PERFECT and c not in FOREIGN_PASSIVE
               for a, b, c in zip(folded, folded[1:], [*folded[2:], ""]))


FOREIGN_CONDITIONS = frozenset("si wenn falls sofern sobald indien zodra mits qualora caso ifall".split())  # "if", "once"
FOREIGN_AFTER = frozenset("nach apres despues dopo dalla dal na efter etter fra desde apos".split())  # "... of receipt"
FOREIGN_GENERIC_SUBJECT = frozenset("die der das le la les el los las de het il lo gli i o os as".split())  # articles


def foreign_policy(text: str, sent: list[ForeignWord], mood: str = "promised") -> bool:
    """A sentence in another language stating a rule, not an act on this case (as `is_hypothetical` and a generic
    subject are in English): a condition ("si", "wenn", "sobald": "if", "once"), a deadline counted from an event
    ("innerhalb von 14 Tagen nach Eingang", "entro 14 giorni dalla ricezione": "within N days of receipt"), or a
    generic subject (an article, not the reader's or the firm's thing) with neither the reader, the firm nor an
    amount named in a sentence of what is to come ("Die Erstattung erfolgt innerhalb von 14 Tagen": how refunds go; "Das
    Paket wurde heute verschickt" is done, an event)."""
    folded = [w.folded for w in sent]
    if any(w in FOREIGN_CONDITIONS for w in folded):
        return True
    within = next((k for k, w in enumerate(folded) if w in FOREIGN_WITHIN), None)
    if within is not None and any(w in FOREIGN_AFTER for w in folded[within + 1:]):
        return True
    end = sent[-1].start + len(sent[-1].text)
    return (mood in ("promised", "any") and folded[0] in FOREIGN_GENERIC_SUBJECT and not set(folded) & (FOREIGN_YOURS | FOREIGN_WE | FOREIGN_READER)
            and not has_amount(text[sent[0].start:end]))


FOREIGN_READER = frozenset("sie vous u te ti usted ustedes voce er dig deg du jij".split())  # the reader addressed


def foreign_acts_found(text: str, sents: list[list[ForeignWord]], acts: list[ActSpec]) -> int:
    """How many of a type's acts some sentence in another language does (`foreign_act_in`)."""
    return sum(any(foreign_act_in(text, s, act) for s in sents) for act in acts)


READERS_DECISION = ("decision", "refuse", "decline")  # English `SHOP_SIDE`'s "your decision", a refusal too


def foreign_voice(text: str) -> str | None:
    """Who writes a text in another language: "customer" for the writer's own things named ("mon", "meine"), "shop"
    for the reader's ("votre", "Ihre"), by a clear majority; a wish in the first person singular ("j'aimerais",
    "gostaria") is the writer's own, as a customer writes it (a shop wishes as "we")."""
    folded = [w.folded for w in foreign_words(text) if not is_code(text, w)]  # ("Milano (MI)": no "my")
    # ("notre", "unser": half, as English "our": a business buying says it, and a shop of its own things)
    mine = sum(w in FOREIGN_MINE or w in FOREIGN_I_WISH for w in folded) + 0.5 * sum(w in FOREIGN_OURS for w in folded)
    # the reader's decision ("votre décision", "votre refus"): the shop's, named by the customer it was given to
    decided = sum(w in FOREIGN_YOURS and any(stem_found(n, e) for e in READERS_DECISION)
                  for w, n in zip(folded, [*folded[1:], ""]))
    yours = sum(w in FOREIGN_YOURS for w in folded) - decided
    mine += decided
    if max(mine, yours) < 1:
        return None
    return "customer" if mine > 2 * yours else "shop" if yours > 2 * mine else None


# A status printed in another language ("Statut : ACCORDÉ", "Stato ESEGUITO", "Status: goedgekeurd"): the allowed value
# whose English synonyms' words (`FieldSpec.synonyms`: "granted", "processed") have the printed word in their family
# through `FOREIGN_STEMS`, as an act's or a cue's words are read; a negation before it ("non accordé") is the value's
# negation as the schema spells one ("not approved").
STATUS_WORD_MIN = 4  # letters: shorter words of a status cell are articles and prepositions ("di", "le", "en")


def _english_base(word: str) -> str | None:
    """The English word of `FOREIGN_STEMS` a participle comes from: "approved" -> "approve", "granted" -> "grant",
    "transferred" -> "transfer"; None for a word the stems do not hold."""
    return next((base for cut in range(4) if (base := word[:len(word) - cut]) in FOREIGN_STEMS), None)


FOREIGN_CELL = re.compile(r"[ \t]*+[:=|#-]*+[ \t]*+[^\W\d_][^\W\d_ ]*(?:[ \t]++[^\W\d_][^\W\d_' ]*){0,3}[ \t.!]*")  # a few words


def status_cell(text: str, end: int) -> str:
    """The rest of a status label's line, or the line below when the label ends its line ("Statut:" over "ACCORDÉ")."""
    line_end = text.find("\n", end)
    rest = text[end:line_end if line_end >= 0 else len(text)]
    if rest.strip(" \t:") or line_end < 0:
        return rest
    below = re.match(r"\n[ \t]*\n?([^\n]*)", text[line_end:])
    return below.group(1) if below else rest


ENGLISH_ENDINGS = ("", "s", "es", "d", "ed", "ing", "ion", "ation", "al", "ment")  # an English word's own family


def _english_form(word: str) -> bool:
    """The word is an English word of `FOREIGN_STEMS` ("credit", "processing"): the schema's own words read it."""
    return any(word.endswith(e) and word[:len(word) - len(e)] in FOREIGN_STEMS for e in ENGLISH_ENDINGS)


def foreign_status(value: str, spec) -> str | None:
    """The allowed value of the status field `spec` a status cell printed in another language states, or None when its
    words state none or more than one (a participle's ending settles "Remboursement accordé": the participle says it).
    English words are the schema's to read ("OK to credit" is no "credited")."""
    words = [w for w in foreign_words(value) if len(w.folded) >= STATUS_WORD_MIN and not _english_form(w.folded)]
    def values_of(ws: list[ForeignWord]) -> set[str]:
        return {v for v in spec.allowed for syn in (v, *spec.synonyms.get(v, ())) if " " not in syn
                and (base := _english_base(syn)) is not None and any(stem_found(w.folded, base) for w in ws)}
    found = values_of(words)
    if len(found) > 1:
        found = values_of([w for w in words if w.text.endswith(PARTICIPLE_ENDINGS)])
    if len(found) != 1:
        return None
    stated = found.pop()
    if any(w.folded in FOREIGN_NEGATION for w in foreign_words(value)):
        return spec.status_value("not " + stated)
    return stated


# --------------------------------------------------------------------------- the time a date is told in

FRAME_REACH = 4  # heads climbed from a date to the verb that governs it ("left our studio on the 2nd": on -> left)


def date_frame(doc, start: int, end: int) -> str | None:
    """Whether the date printed at text[start:end] is told as past ("past") or as to come ("future") by the verb that
    governs it in the dependency parse (spaCy's parser, run once on the doc made by `spacy_model.lemmatize`): the date's
    head climbed through its preposition to the first verb. "Your parcel left our studio on the 2nd", "it was approved
    on Monday", "we have refunded it on the 3rd": past (a past verb, or a past or "have" auxiliary); "it will arrive on
    the 9th", "should reach you by Friday", "is going to ship on Monday": to come (a modal or "going to"); anything else
    (a present "we expect it by Friday", no verb, a label's date): None, which leaves a relative date read forward as
    before. The relative date then resolves in that direction (`normalize.resolve_relative`'s `frame`)."""
    from stages.spacy_model import with_dependencies

    doc = with_dependencies(doc)
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None:
        return None
    tok = span.root
    for _ in range(FRAME_REACH):
        if tok.pos_ in ("VERB", "AUX") or tok.head is tok:
            break
        tok = tok.head
    if tok.pos_ not in ("VERB", "AUX"):
        return None
    auxes = [c for c in tok.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "MD" for a in auxes) or any(c.lower_ in ("going", "about") for c in auxes):
        return "future"
    if tok.tag_ == "VBD" or any(a.tag_ == "VBD" for a in auxes) \
            or (tok.tag_ == "VBN" and any(a.lemma_.lower() == "have" for a in auxes)):
        return "past"
    return None


# A shop's statement of policy ("Refunds are paid by bank transfer within 5 days", "Credits are normally
# remitted by transfer", "The refund will be credited to the original payment method") describes how such an act is
# done, in general; it does not report that this one was done.
SPECIFIC = frozenset("your yours my our this these its his her their".split())  # whose thing, or the one at hand


def states_policy(text: str, sent: list[Token]) -> bool:
    """The sentence states a rule: its main verb a passive in the present simple or after a modal or future ("is paid",
    "are issued", "will be credited", "can be refunded"), not a past, a perfect or a progressive, with no verb in the past
    anywhere in it; its subject, before that verb, no one's and not "this" one (no possessive, no demonstrative: "the
    refund", "refunds", "a credit note" in general), and no sum of money in it (a sum names this case's money)."""
    if any(t.tag == "VBD" and t.lemma not in AUXILIARIES for t in sent):
        return False  # "we transferred", "it came back": a report
    if not sent or has_amount(text[sent[0].start:sent[-1].end]):
        return False
    if any(t.tag == "VBN" and "perfect" in verb_group(sent, i) for i, t in enumerate(sent)):
        return False  # "... and your credit note has been issued": a report beside the rule
    for i, t in enumerate(sent):
        if t.tag != "VBN":
            continue
        group = verb_group(sent, i)
        if "passive" not in group or group & {"perfect", "progressive"}:
            continue
        aux = [a for a in _before(sent, i, GROUP_REACH) if a.tag in {"VBZ", "VBP", "VBD", "MD"}]
        if not aux or aux[-1].tag == "VBD":
            return False  # its first passive in the past ("the refund was paid"): a report (a later one, "the account
            # the invoice was paid from", is a relative clause's background)
        start = clause_start(sent, i)
        if any(s.lemma in SPECIFIC or s.lemma in WRITER or s.lemma in READER for s in sent[start:i]):
            return False
        return True
    return False


def policy_spans(text: str, sents: list[list[Token]]) -> list[tuple[int, int]]:
    """The spans of the sentences stating a policy (`states_policy`)."""
    return [(s[0].start, s[-1].end) for s in sents if s and states_policy(text, s)]


# A title that is a clause, not a noun phrase: "Return not accepted", "Claim declined", "Payment sent" names
# the decision or the event the document records, as a heading's noun does ("Return Rejection").
TITLE_CLAUSE = re.compile(r"^[ \t=*#-]*((?:[A-Za-z][A-Za-z'-]*[ \t]+){1,4}?)((?:(?:has|have|is|are|was|were|been)[ \t]+)*)"
                          r"(?:(not|never)[ \t]+)?([A-Za-z]{3,}(?:ed|en|d|t))[ \t]*[.!]?[ \t]*$")
TITLE_DETERMINERS = frozenset("the your this a an".split())
TITLE_AUXILIARIES = frozenset("has have is are was were been".split())
IRREGULAR_PARTICIPLES = {"upheld": "uphold", "paid": "pay", "sent": "send", "given": "give", "taken": "take",
                         "made": "make", "put": "put", "turned": "turn", "written": "write", "shown": "show"}


def title_clause_moods(line: str, acts: list) -> bool:
    """The line, a title, is a clause doing one of `acts` ("Return not accepted", "Claim declined", "Refund approved"): a
    subject noun of the act's `about`, an optional auxiliary and "not", and a participle of the act's `words` (one word);
    a negated participle does a `refused` act, a plain one a `done` act."""
    m = TITLE_CLAUSE.match(line)
    if m is None:
        return False
    nouns = [w.lower() for w in m.group(1).split() if w.lower() not in TITLE_DETERMINERS]
    if not nouns or any(w in TITLE_AUXILIARIES for w in nouns):
        return False
    verb = m.group(4).lower()
    verbs = {IRREGULAR_PARTICIPLES[verb]} if verb in IRREGULAR_PARTICIPLES else set(_bases(verb)) - {verb}
    mood = "refused" if m.group(3) else "done"
    for act in acts:
        if act.mood != mood:
            continue
        words = {w for w in act.words if " " not in w}
        about = {a for a in act.about if not a.startswith("$")}
        if verbs & words and any(_bases(n) & about for n in nouns):
            return True
    return False
