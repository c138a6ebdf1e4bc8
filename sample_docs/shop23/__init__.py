"""Shop 23: Ferrow & Sons Motor Factors, a Sheffield motor factors with Glasgow and Cardiff branches (held out)."""
