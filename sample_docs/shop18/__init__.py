"""Shop 18: Cordillera Print & Sign Supply, a large-format printing distributor in Mexico City, Bogotá,
Santiago de Chile and São Paulo (written blind)."""
