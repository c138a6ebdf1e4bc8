"""names56: a chat speaker's label longer than 40 characters (a WhatsApp Business account's name with the person after
it); the shop's own firm refused as the customer; a legal form read with OCR look-alikes kept whole."""

from __future__ import annotations

from stages import transcript


def test_a_business_accounts_long_label_is_a_speaker():
    label = "Carpinteria Hermanos Villaseñor de Zapopan - Jorge"  # 50 characters
    text = (f"[19/05/26, 08:02] {label}: Good morning\n"
            f"[19/05/26, 08:03] {label}: We want to return the saw of order 1234\n"
            "[19/05/26, 08:11] Ferreteria Sol - Ana Ruiz: Hello, I will pass it on\n")
    assert [m.speaker for m in transcript.messages(text)] == [label, label, "Ferreteria Sol - Ana Ruiz"]
