"""Shop 16: Sunbridge Mobile & Solar Ltd, a Lagos distributor of phones, solar kits and accessories
with an Accra branch, selling to retailers, kiosks and walk-in buyers in Nigeria, Ghana and
English-speaking Cameroon. A blind sample shop: documents plus exact truth."""
