"""Shop 24: Mekong Circuit Components, electronic components and test equipment from Ho Chi Minh City,
Hanoi (VND) and Singapore (SGD). A held-out validation set."""
