"""The TUNE set of helper fields17 (tuned on, unlike `fields17_check.py`): warranty claims, refund requests and
shipping notices of made-up shops, for product_name, issue_description, return_reason and carrier."""

from __future__ import annotations

TUNE17_DOCS: list[tuple[str, str, dict]] = [
("warranty_form", """Hello,

Last spring we purchased a Weber Spirit II E-310 gas grill from you. Since Easter the igniter clicks but
the burners never catch. Could you look at it under warranty?

Serial: WB-55201873
Anna Kowalczyk
""", {"product_name": "Weber Spirit II E-310 gas grill",
      "issue_description": "the igniter clicks but the burners never catch"}),
("warranty_form", """Warranty claim
Appliance: Smeg KLF03 Kettle
Customer: Daniel Reyes
The kettle no longer switches off when the water boils.
""", {"product_name": "Smeg KLF03 Kettle", "issue_description": "The kettle no longer switches off when the water boils"}),
("warranty_form", """Subject: warranty request - my Kobo Clara 2E reader

Hi, I want to claim the warranty for my Kobo Clara 2E reader. The screen froze on the home page and the
device won't reset.

Best, Mira Haddad
""", {"product_name": "Kobo Clara 2E reader",
      "issue_description": "The screen froze on the home page and the device won't reset"}),
("warranty_form", """GARDEN & GRAIN - WARRANTY
Tool: Ryobi RY18LMX37A Lawnmower
Date of purchase: 2025-06-02
Symptoms
Blade stops spinning as soon as it touches long grass.
Customer signature: P. Novak
""", {"product_name": "Ryobi RY18LMX37A Lawnmower",
      "issue_description": "Blade stops spinning as soon as it touches long grass"}),
("warranty_form", """Dear team,
The Lenovo IdeaPad 5 laptop I ordered in February has a cracked hinge and the lid will not stay open.
Order: 88-2019
Regards, Kofi Mensah
""", {"product_name": "Lenovo IdeaPad 5 laptop",
      "issue_description": "The Lenovo IdeaPad 5 laptop I ordered in February has a cracked hinge and the lid will not stay open"}),
("warranty_form", """Warranty claim
Order: 51-2290
I have attached the receipt. Please call me on the number below.
Name: Hugo Lind
""", {"product_name": None, "issue_description": None}),
("refund_request", """Hi,
I'd like a refund for order 4412-77. The zip on the backpack broke on the first trip.
Thanks, Lea Fournier
""", {"return_reason": "The zip on the backpack broke on the first trip"}),
("refund_request", """Refund request
Order 9921
I would like my money back please. I have changed my mind.
Tom
""", {"return_reason": None}),
]
