"""Shop 25: Danubia Agro Parts, agricultural machinery spare parts and irrigation from Budapest and Debrecen (HUF),
Cluj-Napoca and Timișoara (RON) and Plovdiv (EUR). A held-out validation set."""
