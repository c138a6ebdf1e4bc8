"""Shop 22: Egeria Hotel & Catering Supply (Izmir, Thessaloniki, Limassol), a blind sample shop."""
