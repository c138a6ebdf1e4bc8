"""A customer who signs for a firm: the firm under the signing name is the customer (lead46)."""

from stages.names import _signing_firm


def _firm(text: str) -> str | None:
    at = text.index("Anna Berg") + len("Anna Berg")
    found = _signing_firm(text, at)
    return found.value if found else None


def test_a_firm_over_its_register_number_is_the_one_signing():
    assert _firm("Kind regards\nAnna Berg\nWorkshop manager\nBerg Metalwork\nVAT No: SE556677889901\n") == "Berg Metalwork"
    assert _firm("Regards,\nAnna Berg\nBerg Joinery\nIČO: 00139521, DIČ: CZ00139521\n") == "Berg Joinery"


def test_a_firm_with_its_legal_form_is_the_one_signing():
    assert _firm("Best,\nAnna Berg\nBerg Tooling Sp. z o.o.\ntel. +48 71 000 00 00\n") == "Berg Tooling Sp. z o.o"  # (a value drops its final period)


def test_a_person_alone_or_over_a_phone_line_signs_for_herself():
    assert _firm("Thanks,\nAnna Berg\n+46 70 123 45 67\n") is None
    assert _firm("Thanks,\nAnna Berg\nHead of purchasing\n\nSent from my phone\n") is None
    assert _firm("Thanks,\nAnna Berg\nStockholm\n") is None
