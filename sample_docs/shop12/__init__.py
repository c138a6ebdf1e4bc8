"""Shop 12: Fogón Pro, a commercial-kitchen equipment distributor in Guadalajara (written blind)."""
