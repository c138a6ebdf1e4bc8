"""The part of a case plan that the sample shops share: the documents that follow delivery
(refund, warranty, delivery complaint) and the deadline plan each one carries.

Shops differ only in numbers (day ranges, chances) and in how a document is made, so those
come in as a ShopPlan. Each shop's output is fixed by its seed, so the random draws here must
stay in exactly this order: change one and every shop's checked-in batch changes.

A deadline plan is ("new", date | words | None), ("restate",) or ("move", days); the writer
resolves it in document order against the case's current deadline (resolve_deadline_plan).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from sample_docs.documents import Case, Doc

Days = tuple[int, int]  # a random.randrange span: from, up to but excluding


class NewDoc(Protocol):
    def __call__(self, case: Case, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc: ...


@dataclass(frozen=True)
class PlanOdds:
    """A shop's day ranges and chances for the documents after delivery."""

    request_after: Days  # delivery -> refund request
    request_deadline: float  # chance the request names a date (an unresolved phrase up to 0.75)
    request_deadline_days: Days  # request -> that date
    approval_after: Days  # request -> refund approval
    promise_after: Days  # approval -> promised refund date
    letter_after: Days  # approval -> a refund case's follow-up letter
    letter_deadline: float  # chance that letter names a first deadline
    letter_deadline_days: Days  # letter -> that deadline
    move_days: Days  # how far a planted deadline change moves the deadline
    rejected_letter_after: Days  # approval (a rejection) -> the customer's protest
    execution_after: Days  # approval or letter -> refund execution
    warranty_after: Days  # delivery -> warranty form
    warranty_after_last: Days  # the case's last document so far -> warranty form
    warranty_deadline_days: Days  # warranty form -> its deadline
    warranty_restate: float  # chance the warranty letter restates the form's deadline
    warranty_letter_after: Days  # warranty form -> the customer's letter
    delivery_letter_after: Days  # delivery estimate -> the missing-parcel letter


@dataclass(frozen=True)
class ShopPlan:
    """What a shop brings to the shared plan: its odds, vocabulary and document maker."""

    odds: PlanOdds
    new_doc: NewDoc
    wrong_amount: Callable[[Case, random.Random], Decimal]  # the refund a customer misremembers
    unresolved_deadlines: Sequence[str]  # deadline words with no date ("after the holidays")
    extras: Mapping[str, Callable[[random.Random], dict[str, Any]]]  # more style, drawn per doc type


def flag(rng: random.Random, name: str, chance: float) -> dict[str, int]:
    """{name: 1} with the given chance (one draw), else {}: a style flag for a document."""
    return {name: 1} if rng.random() < chance else {}


def _days(rng: random.Random, span: Days) -> timedelta:
    return timedelta(days=rng.randrange(*span))


def _extras(shop: ShopPlan, doc_type: str, rng: random.Random) -> dict[str, Any]:
    """The shop's extra style for a document, drawn just before the document is made."""
    draw = shop.extras.get(doc_type)
    return draw(rng) if draw else {}


def _follow_up(rng: random.Random, moved: bool, current: Any, odds: PlanOdds, restate: float) -> tuple | None:
    """A letter's plan for a deadline stated earlier: moved, restated or dropped; None if there was none."""
    if moved:
        return ("move", rng.randrange(*odds.move_days))
    if current is not None:
        return ("restate",) if rng.random() < restate else ("new", None)
    return None


def plan_after_delivery(case: Case, rng: random.Random, planted: set[str], delivered: date,
                        shop: ShopPlan) -> None:
    """Add the documents that follow delivery, by the case's kind, in date order."""
    if case.kind in ("refund", "refund_letter", "refund_warranty", "rejected"):
        _plan_refund(case, rng, planted, delivered, shop)
    if case.kind in ("warranty", "refund_warranty"):
        _plan_warranty(case, rng, planted, delivered, shop)
    if case.kind == "delivery":
        d = delivered + _days(rng, shop.odds.delivery_letter_after)
        deadline = ("new", d + _days(rng, (3, 8)))
        shop.new_doc(case, "customer_letter", d, rng, topic="delivery", deadline=deadline,
                     **_extras(shop, "customer_letter", rng))


def _plan_refund(case: Case, rng: random.Random, planted: set[str], delivered: date, shop: ShopPlan) -> None:
    """Refund request, approval (or rejection), maybe a letter, and the refund's execution."""
    k, odds, new_doc = case.kind, shop.odds, shop.new_doc
    moved = "customer_deadline" in planted
    rr = delivered + _days(rng, odds.request_after)
    roll = rng.random()
    current: Any = None  # the deadline as planned so far (only whether it is a date matters here)
    if k == "refund_warranty":  # the warranty form states this case's deadline
        current = None
    elif moved or roll < odds.request_deadline:
        current = rr + _days(rng, odds.request_deadline_days)
    elif roll < 0.75:
        current = rng.choice(shop.unresolved_deadlines)
    new_doc(case, "refund_request", rr, rng, deadline=("new", current), **_extras(shop, "refund_request", rng))
    appr = rr + _days(rng, odds.approval_after)
    case.promised = appr + _days(rng, odds.promise_after)
    new_doc(case, "refund_approval", appr, rng)
    after = appr
    if k == "refund_letter":
        after = appr + _days(rng, odds.letter_after)
        quoted = _quoted(case, rng, planted, shop, 0.6)
        plan = _follow_up(rng, moved, current, odds, 0.7) or (
            "new", after + _days(rng, odds.letter_deadline_days) if rng.random() < odds.letter_deadline else None)
        new_doc(case, "customer_letter", after, rng, topic="refund", quoted=quoted, deadline=plan,
                **_extras(shop, "customer_letter", rng))
    if k == "rejected":
        new_doc(case, "customer_letter", appr + _days(rng, odds.rejected_letter_after), rng, topic="rejected",
                deadline=("new", None), **_extras(shop, "customer_letter", rng))
    elif k != "refund_letter" or rng.random() < 0.6:
        new_doc(case, "refund_execution", after + _days(rng, odds.execution_after), rng)


def _plan_warranty(case: Case, rng: random.Random, planted: set[str], delivered: date, shop: ShopPlan) -> None:
    """Warranty form, then the customer's letter chasing the repair."""
    odds, new_doc = shop.odds, shop.new_doc
    moved = "customer_deadline" in planted
    last = case.docs[-1].date if case.docs else delivered
    wf = max(delivered + _days(rng, odds.warranty_after), last + _days(rng, odds.warranty_after_last))
    current = wf + _days(rng, odds.warranty_deadline_days) if (moved or rng.random() < 0.6) else None
    new_doc(case, "warranty_form", wf, rng, deadline=("new", current))
    quoted = _quoted(case, rng, planted, shop, 0.5) if case.kind == "refund_warranty" else None
    plan = _follow_up(rng, moved, current, odds, odds.warranty_restate) or ("new", None)
    new_doc(case, "customer_letter", wf + _days(rng, odds.warranty_letter_after), rng, topic="warranty",
            quoted=quoted, deadline=plan, **_extras(shop, "customer_letter", rng))


def _quoted(case: Case, rng: random.Random, planted: set[str], shop: ShopPlan, right: float) -> Decimal | None:
    """The approved refund a letter quotes: misremembered when planted, else right or not quoted."""
    if "refund_approved" in planted:
        return shop.wrong_amount(case, rng)
    return case.approved if rng.random() < right else None


def resolve_deadline_plan(case: Case, doc: Doc) -> None:
    """Turn the document's deadline plan into the deadline it states (style "deadline_value"),
    updating the case's current deadline; marks whether relative words may express it."""
    plan = doc.style.get("deadline")
    value = None
    if plan and plan[0] == "new" and plan[1] is not None:
        case.deadline = value = plan[1]
        doc.style["relative_ok"] = True
    elif plan and plan[0] == "restate":
        value = case.deadline
    elif plan and plan[0] == "move":
        case.deadline = value = case.deadline + timedelta(days=plan[1])
        doc.style["moved_deadline"] = 1
    doc.style["deadline_value"] = value
