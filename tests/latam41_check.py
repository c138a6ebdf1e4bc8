"""CHECK set of the latam41 round: field misses of the tuning shop 18 (Cordillera Print & Sign Supply: Mexico, Colombia,
Chile, Brazil) whose cause is general, listed with their expected values BEFORE any change of the round; fields right
already in the same documents are listed too, as guards (a change must not take them away). Only documents whose type
was read right are listed: a miss that follows a wrong type is the type's (stages/doctype.py), not a field's.

Families:
  numword  a Spanish or Portuguese id label with its number-word first and a preposition before the noun ("No. de
           cliente:", "Número de caso asignado:", "N° do pedido"): only "número de cliente" and "nº cliente" were
           cues, so the label was not read (the noun alone, "cliente", named the customer's name instead)
  vocab    the standard labels of Latin American papers missing from the schema: the customer's legal name ("Razón
           social", CFDI's "Receptor", Chile's "Señor(es)"), Mexico's "Cve." (clave) of the customer's code, a bare
           "Factura:" for the invoice's number, Chile's "Nota de venta" for the order, the case's nouns ("caso",
           "devolución"), a consignee's code
  status   a status printed in Spanish or Portuguese ("Estado: APROBADA", "Estatus: Pagado")
  months   a date with a Spanish or Portuguese month abbreviated between its day and year ("02-abr-2026",
           "01-abr-2026"), or "del" before the year ("12 de Abril del 2026")

Scored on the OCR of the shop's documents (cached in --cache-dir, run once by benchmarks/extraction_accuracy.py).

    PYTHONPATH=. python -m tests.latam41_check [--cache-dir /tmp/ocr_latam41] [--misses]

    before the round (main at 99fcc53): targets 0 of 19 right, guards 16 of 16
    after the round (at 2f44772): targets 18 of 19 right, guards 16 of 16 (CPS-0006's delivery estimate still takes the
        ship date beside it: "Embarcado el" is no ship-date cue, references' ground)
"""

from __future__ import annotations

from pathlib import Path

from tests import shop_check_score

S = "shop18"

# (shop, document, field, expected, family); family "guard" marks a value right before the round
CHECK41: list[tuple[str, str, str, str | None, str]] = [
    (S, "CPS-0005.eml", "customer_id", "CTE-92994", "numword"),
    (S, "CPS-0011.pdf", "customer_id", "CTE-28866", "numword"),
    (S, "CPS-0024.eml", "customer_id", "CTE-19320", "numword"),
    (S, "CPS-0039.png", "customer_id", "C29796", "numword"),
    (S, "CPS-0039.png", "case_number", "DEV/26/4297", "numword"),
    (S, "CPS-0042.pdf", "case_number", "DEV-26-0903", "numword"),
    (S, "CPS-0005.eml", "customer_name", "Rótulos del Bajío S.A. de C.V", "vocab"),
    (S, "CPS-0014.pdf", "customer_name", "Camila Fuenzalida Araya", "vocab"),
    (S, "CPS-0014.pdf", "order_id", "NV-49883", "vocab"),
    (S, "CPS-0020.eml", "customer_id", "CTE-42536", "vocab"),
    (S, "CPS-0006.png", "customer_id", "CTE-28866", "vocab"),
    (S, "CPS-0024.eml", "invoice_number", "A-43905", "vocab"),
    (S, "CPS-0017.txt", "customer_id", "EXC-7006", "vocab"),
    (S, "CPS-0018.jpg", "case_number", "DEV-26-5031", "vocab"),
    (S, "CPS-0060.eml", "case_number", "RX-26-8947", "vocab"),
    (S, "CPS-0060.eml", "refund_status", "executed", "status"),
    (S, "CPS-0050.tif", "refund_status", "approved", "status"),
    (S, "CPS-0006.png", "delivery_estimate", "2026-04-02", "months"),
    (S, "CPS-0018.jpg", "document_date", "2026-04-01", "months"),
    # guards: right before the round
    (S, "CPS-0005.eml", "order_id", "PV-2679634", "guard"),
    (S, "CPS-0005.eml", "order_date", "2026-03-19", "guard"),
    (S, "CPS-0011.pdf", "customer_name", "Grupo Visual Anáhuac S.A. de C.V", "guard"),
    (S, "CPS-0024.eml", "customer_name", "Mariana Solís Treviño", "guard"),
    (S, "CPS-0024.eml", "order_id", "PV-2663579", "guard"),
    (S, "CPS-0039.png", "serial_number", "XHK6804609", "guard"),
    (S, "CPS-0042.pdf", "order_id", "PV-2674478", "guard"),
    (S, "CPS-0014.pdf", "customer_id", "CL-4512", "guard"),
    (S, "CPS-0020.eml", "customer_name", "Agencia Tinta Roja S.C", "guard"),
    (S, "CPS-0017.txt", "customer_name", "Impresos del Istmo S.A", "guard"),
    (S, "CPS-0060.eml", "customer_id", "EXC-7006", "guard"),
    (S, "CPS-0060.eml", "order_id", "EXP-263272", "guard"),
    (S, "CPS-0050.tif", "case_number", "RMA-9630", "guard"),
    (S, "CPS-0050.tif", "refund_approved", "256802.00", "guard"),
    (S, "CPS-0018.jpg", "customer_deadline", "2026-04-06", "guard"),
    (S, "CPS-0006.png", "tracking_number", "TAF-08637579", "guard"),
]


def score(cache_dir: Path, show_misses: bool = False) -> dict:
    return shop_check_score.score(CHECK41, cache_dir, show_misses)


if __name__ == "__main__":
    shop_check_score.main(CHECK41, "/tmp/ocr_latam41")
