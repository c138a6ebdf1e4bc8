"""Shop 26: Atlas Solaire Pompage, solar water-pumping and irrigation equipment from Casablanca (MAD), Tunis and
Sfax (TND, millimes) and Cairo (EGP). A held-out validation set."""
