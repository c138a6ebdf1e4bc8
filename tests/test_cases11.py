"""Round cases11: how a customer number links documents into cases (`status.cases.link_cases`). Each test is a
made-up inbox written for this file, as the keys `status.cases.keys_of` gives; the floor tests at the end hold
the round's tuning and check sets (`tests/cases11.py`, `tests/cases11_check.py`)."""

from __future__ import annotations

from status.cases import group, link_cases


def keys(*pairs: tuple[str, str]) -> list[str]:
    """A document's grouping keys for (field, printed value) pairs, as `keys_of` writes them (no link forms:
    the tests print each number one way)."""
    return [f"{f}:{v}" for f, v in pairs] + [f"{f}~{v.replace('-', '')}" for f, v in pairs]


def case_of(groups: list[list[str]], doc: str) -> list[str]:
    return next(g for g in groups if doc in g)


def test_a_customer_who_ordered_twice_keeps_two_cases():
    docs = {
        "first_order": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "first_refund": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "second_order": keys(("order_id", "WX-10388"), ("customer_id", "P-5530")),
    }
    assert group(docs) == [["first_order", "first_refund"], ["second_order"]]


def test_a_paper_citing_only_the_customer_joins_the_customers_one_case():
    docs = {
        "order": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "payout": keys(("customer_id", "P-5530")),
        "reminder": keys(("customer_id", "P-5530")),
        "stranger": keys(("customer_id", "P-9001")),
    }
    assert group(docs) == [["order", "payout", "reminder"], ["stranger"]]


def test_a_paper_citing_only_the_customer_of_two_orders_waits_for_a_person():
    docs = {
        "order_a": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "order_b": keys(("order_id", "WX-10388"), ("customer_id", "P-5530")),
        "letter": keys(("customer_id", "P-5530")),
    }
    linking = link_cases(docs)
    assert case_of(linking.groups, "letter") == ["letter"]
    assert set(linking.unlinked) == {"letter"} and "2 cases" in linking.unlinked["letter"]


def test_a_return_number_alone_joins_the_one_order_of_its_customer():
    docs = {
        "order": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "approval": keys(("case_number", "RT-4410"), ("customer_id", "P-5530")),
        "execution": keys(("case_number", "RT-4410")),
    }
    assert group(docs) == [["approval", "execution", "order"]]


def test_a_return_number_that_fits_either_order_stays_apart():
    docs = {
        "order_a": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "order_b": keys(("order_id", "WX-10388"), ("customer_id", "P-5530")),
        "approval": keys(("case_number", "RT-4410"), ("customer_id", "P-5530")),
    }
    linking = link_cases(docs)
    assert linking.groups == [["approval"], ["order_a"], ["order_b"]]
    assert set(linking.unlinked) == {"approval"}


def test_two_return_numbers_of_one_customer_stay_two_matters():
    """Two return numbers of one customer never join by the customer alone: each is a matter of its own."""
    docs = {
        "return_1": keys(("case_number", "RT-4410"), ("customer_id", "P-5530")),
        "return_2": keys(("case_number", "RT-4577"), ("customer_id", "P-5530")),
    }
    assert group(docs) == [["return_1"], ["return_2"]]


def test_a_customers_order_number_with_one_letter_misread_for_a_digit_is_one_order():
    """A fax read "77A102" where the web form printed "774102": one order of one customer, not two."""
    docs = {
        "web_form": keys(("order_id", "HX-774102"), ("customer_id", "P-5530")),
        "fax": keys(("order_id", "HX-77A102"), ("customer_id", "P-5530")),
    }
    assert group(docs) == [["fax", "web_form"]]


def test_order_numbers_one_digit_apart_stay_two_orders():
    docs = {
        "monday": keys(("order_id", "HX-774102"), ("customer_id", "P-5530")),
        "tuesday": keys(("order_id", "HX-774103"), ("customer_id", "P-5530")),
    }
    assert group(docs) == [["monday"], ["tuesday"]]


def test_a_misread_order_number_joins_nothing_without_the_same_customer():
    docs = {
        "web_form": keys(("order_id", "HX-774102"), ("customer_id", "P-5530")),
        "fax": keys(("order_id", "HX-77A102"), ("customer_id", "P-6120")),
    }
    assert group(docs) == [["fax"], ["web_form"]]


# --------------------------------------------------------------------------- floors


def test_tuning_set_floor():
    """Untouched F1 0.800 (the two orders of one account joined); after cases11 1.000 (`tests/cases11.py`)."""
    from tests.case_fresh_docs import case_f1
    from tests.cases11 import TUNE_DOCS11

    assert case_f1(TUNE_DOCS11)[2] >= 0.99


def test_second_tuning_slice_floor():
    """Untouched F1 0.889; after cases11 0.909, the ambiguous payout left apart (`tests/cases11.py`)."""
    from tests.case_fresh_docs import case_f1
    from tests.cases11 import TUNE_DOCS11_2

    assert case_f1(TUNE_DOCS11_2)[2] >= 0.90


def test_check_set_floor():
    """Scored once before the changes (F1 0.810) and once after (1.000) (`tests/cases11_check.py`)."""
    from tests.case_fresh_docs import case_f1
    from tests.cases11_check import CHECK_DOCS11

    assert case_f1(CHECK_DOCS11)[2] >= 0.99


def test_a_ticket_and_a_return_of_a_customers_one_order_are_its_case():
    """Two numbers of the case kind (a ticket, then a return authorisation) under a customer with one order: both
    are about that order."""
    docs = {
        "order": keys(("order_id", "WX-10021"), ("customer_id", "P-5530")),
        "ticket": keys(("case_number", "TK-8812"), ("customer_id", "P-5530")),
        "return": keys(("case_number", "RT-4410"), ("customer_id", "P-5530")),
    }
    assert group(docs) == [["order", "return", "ticket"]]


def test_without_an_order_a_customers_bare_papers_join_their_one_ticket():
    docs = {
        "ticket": keys(("case_number", "TK-8812"), ("customer_id", "P-5530")),
        "chaser": keys(("customer_id", "P-5530")),
    }
    assert group(docs) == [["chaser", "ticket"]]


def test_earlier_case_sets_hold_their_figures_after_cases11():
    """The earlier rounds' case sets, scored after cases11 (before: 0.732, 0.885, 0.629, 0.667, 0.636): their two-order
    customers are two cases now; what they still miss is documents that give no key (extraction)."""
    from tests.case_fresh_docs import CASE_DOCS, case_f1
    from tests.case_fresh_docs2 import CASE_DOCS2
    from tests.case_fresh_docs6 import CASE_DOCS6
    from tests.typecase3_check_docs import CHECK_CASES as CHECK3
    from tests.typecase4_check_docs import CHECK_CASES as CHECK4

    figures = [case_f1(docs)[2] for docs in (CASE_DOCS, CASE_DOCS2, CASE_DOCS6, CHECK3, CHECK4)]
    assert all(got >= floor for got, floor in zip(figures, [0.83, 0.93, 0.81, 0.66, 0.87])), figures
