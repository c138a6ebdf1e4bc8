"""clean30: behaviour the clean-up changed on purpose (each test fails on the code before it)."""

from __future__ import annotations

import pytest

from stages import amounts


def _roles(text: str) -> dict:
    from stages.spacy_model import lemmatize

    return {a.value: a.role for a in amounts.read_amounts(text, lemmatize(text), {amounts.APPROVED, amounts.ELIGIBLE}, None)}


@pytest.mark.parametrize("dest", ["your Zuripay", "your Kopo wallet app", "your mobile-money number"])
def test_money_sent_to_the_readers_wallet_by_its_providers_name_is_paid_out(dest):
    # (a provider no list names: the destination's structure, "your" and a name or a noun of a store of money, says it)
    assert _roles(f"We'll send KES 640.00 to {dest}.")["640.00"] == amounts.APPROVED
    assert _roles(f"We sent KES 640.00 to {dest} this morning.")["640.00"] == amounts.EXECUTED


def test_money_sent_to_a_place_that_holds_no_money_is_not_paid_out():
    assert _roles("We sent KES 640.00 to your address this morning.")["640.00"] != amounts.EXECUTED


def test_a_speaker_named_by_the_customers_short_role_is_the_customer():
    # (one vocabulary of the customer's roles for a chat's lines and for a role with the name in brackets)
    from stages.names import _customer_speaker

    text = ("[10:02] Cust (Ana Ruiz): hello\n[10:03] Agent (Mia): hello, how can we help\n"
            "[10:04] Cust (Ana Ruiz): order 5512 is late\n")
    got = _customer_speaker(text)
    assert got is not None and got.value == "Ana Ruiz"
