"""South Slavic paperwork (vocab25): the default schema's twenty-fifth standard-vocabulary pass (Slovene, Croatian,
Serbian in Latin script, Bosnian), the months' genitives of those languages ("7. aprila 2026", "3. januarja 2026") and
the two-capital currency signs next to an amount with its cents ("86,00 KM"). The documents are written here from
general knowledge of the languages' invoices, orders, delivery notes, claims and payment orders, not from any sample
shop. Each test fails on the code before the change."""

from __future__ import annotations

import pytest

from stages.nlp import extract
from stages.normalize import ABS_DATE_RE, MONEY_RE, parse_date, parse_money
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")

# name -> (text, its type, the fields it must give; ids as stored, without their printed spaces: `read_identifier`)
DOCS = {
"invoice_hr": ("""RAČUN
Broj računa: 2026-0412
Datum izdavanja: 7. travnja 2026.
Kupac: Ivana Horvat
Šifra kupca: KUP-20417
Broj narudžbe: NAR-88120
Datum narudžbe: 2. travnja 2026.

Artikl                      Kol.   Cijena
Kompozitni materijal A2      2    120,00
Osnovica:                         240,00 EUR
PDV 25%:                           60,00 EUR
Ukupno za plaćanje:               300,00 EUR
Rok plaćanja: 22. 4. 2026.
Poziv na broj: HR00 2026-0412
""", "invoice", {"invoice_number": "2026-0412", "document_date": "2026-04-07", "order_id": "NAR-88120",
                  "customer_name": "Ivana Horvat",
                  "customer_id": "KUP-20417", "order_date": "2026-04-02", "subtotal": "240.00", "tax_amount": "60.00",
                  "order_total": "300.00"}),
"order_sr": ("""POTVRDA PORUDŽBINE
Hvala na porudžbini!
Broj porudžbine: POR-55109
Datum porudžbine: 7. aprila 2026
Kupac: Stomatološka ordinacija Marko Petrović
Šifra kupca: 40321
Ukupno za uplatu: 18.450,00 din.
Rok isporuke: 14. april 2026
""", "order_confirmation", {"order_id": "POR-55109", "order_date": "2026-04-07", "customer_id": "40321",
                            "order_total": "18450.00", "delivery_estimate": "2026-04-14"}),
"delivery_sl": ("""DOBAVNICA
Številka naročila: NAR-77310
Kupec: Zobna ambulanta Novak d.o.o.
Datum odpreme: 3. marca 2026
Prevoznik: Pošta Slovenije
Številka pošiljke: PS123456789SI
Predvidena dostava: 5. 3. 2026
""", "shipping_notice", {"order_id": "NAR-77310", "ship_date": "2026-03-03", "carrier": "Pošta Slovenije",
                         "tracking_number": "PS123456789SI", "delivery_estimate": "2026-03-05"}),
"request_bs": ("""Zahtjev za povrat novca
Broj narudžbe: NAR-66021
Šifra kupca: KUP-11873
Ime i prezime: Amra Hodžić
Datum: 12. 5. 2026.
Razlog povrata: pogrešna veličina rukavica
Traženi iznos: 86,00 KM
Najkasnije do: 30. 5. 2026.
""", "refund_request", {"order_id": "NAR-66021", "customer_id": "KUP-11873", "customer_name": "Amra Hodžić", "refund_requested": "86.00",
                        "return_reason": "pogrešna veličina rukavica", "customer_deadline": "2026-05-30"}),
"approval_hr": ("""KNJIŽNO ODOBRENJE
Broj reklamacije: REK-2026-0147
Broj narudžbe: NAR-88120
Datum odobrenja: 18. svibnja 2026.
Status: odobreno
Odobreni iznos: 120,00 EUR
Povrat će biti izvršen najkasnije do 25. svibnja 2026.
""", "refund_approval", {"case_number": "REK-2026-0147", "order_id": "NAR-88120", "approval_date": "2026-05-18",
                         "refund_status": "approved", "refund_approved": "120.00"}),
"payment_sr": ("""POTVRDA O PLAĆANJU
Povrat sredstava izvršen
Broj reklamacije: REK-2026-0311
Datum izvršenja: 21. maja 2026
Isplaćeni iznos: 4.560,00 RSD
Poziv na broj: 97 2026031100
Status: isplaćeno
""", "refund_execution", {"case_number": "REK-2026-0311", "execution_date": "2026-05-21", "refund_executed": "4560.00",
                          "refund_status": "executed", "payment_reference": "972026031100"}),
"warranty_sl": ("""Garancijski zahtevek
Številka reklamacije: RMA-40877
Izdelek: Polimerizacijska lučka LED Bluephase
Serijska številka: BPX7734120
Opis napake:
lučka se po dveh minutah izklopi
Datum: 3. 6. 2026
""", "warranty_form", {"case_number": "RMA-40877", "product_name": "Polimerizacijska lučka LED Bluephase",
                       "serial_number": "BPX7734120"}),
"letter_hr": ("""Poštovani,

pišem vam ponovno u vezi moje narudžbe NAR-88120. Prije tri tjedna poslala sam prigovor, a odgovor još nisam dobila.
Molim vas da mi javite kada će povrat biti isplaćen.

Lijep pozdrav,
Ivana Horvat
""", "customer_letter", {"order_id": "NAR-88120"}),
}


@pytest.mark.parametrize("name", sorted(DOCS))
def test_a_south_slavic_document_gives_its_type_and_key_fields(name):
    text, doc_type, want = DOCS[name]
    ex = extract(ocr_of(text), SCHEMA)
    got = {k: (str(v.value) if v is not None and v.value is not None else None) for k, v in ex.fields.items()}
    assert ex.doc_type == doc_type
    assert {k: got.get(k) for k in want} == want


@pytest.mark.parametrize("printed, iso", [
    ("7. aprila 2026", "2026-04-07"),  # Serbian, Bosnian, Slovene genitive
    ("1. marta 2026.", "2026-03-01"),  # Serbian and Bosnian March
    ("3. januarja 2026", "2026-01-03"),  # Slovene January
    ("9. avgusta 2026", "2026-08-09"),
    ("12. junija 2026", "2026-06-12"),
    ("20. septembar 2026", "2026-09-20"),  # Serbian nominative
    ("7. travnja 2026.", "2026-04-07"),  # Croatian (already read)
])
def test_south_slavic_month_names_in_the_genitive(printed, iso):
    found = [m.group(0) for m in ABS_DATE_RE.finditer(f"Datum: {printed} ")]
    assert len(found) == 1 and parse_date(found[0], "DMY").isoformat() == iso


def test_the_convertible_mark_next_to_an_amount_with_its_cents():
    assert parse_money("86,00 KM") == parse_money("KM 86,00")
    assert parse_money("86,00 KM").currency == "BAM"
    got = [m.group(0) for m in MONEY_RE.finditer("Ukupno za uplatu: 1.234,50 KM\n")]
    assert got == ["1.234,50 KM"] and parse_money(got[0]).currency == "BAM"


def test_two_capitals_before_a_bare_number_are_no_currency():
    """A kilometre stone in an address ("KM 12, Jalan Ipoh") is no amount in marks."""
    got = [parse_money(m.group(0)) for m in MONEY_RE.finditer("KM 12, JALAN IPOH\n")]
    assert all(m is None or m.currency is None for m in got)


def test_a_payment_orders_model_and_reference():
    """HUB-3's "Poziv na broj: HR00 2026-0311": the model (country letters and two digits) with the reference."""
    text = ("POTVRDA O PLAĆANJU\nBroj reklamacije: REK-2026-0311\nIsplaćeni iznos: 120,00 EUR\n"
            "Poziv na broj: HR00 2026-0311\nDatum izvršenja: 21. 5. 2026.\n")
    ex = extract(ocr_of(text), SCHEMA)
    assert ex.doc_type == "refund_execution" and ex.fields["payment_reference"].value == "HR002026-0311"
