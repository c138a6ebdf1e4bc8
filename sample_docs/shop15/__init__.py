"""Shop 15: Kleinmeer Meettechniek, a continental B2B distributor of measuring instruments (blind sample shop)."""
