"""Shop 29: Karavai Food Machinery, bakery and food-processing equipment from Almaty (KZT), Tashkent (UZS, USD)
and Tbilisi (GEL). Written blind."""
