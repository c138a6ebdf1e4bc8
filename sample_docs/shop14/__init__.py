"""Shop 14: Larimer & Pike Coffee Gear, a Denver direct-to-consumer specialty coffee equipment shop (written blind)."""
