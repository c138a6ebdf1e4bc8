"""Shop 30: Taigawood Forest Equipment, forestry and sawmill equipment and spare parts from Tallinn, Riga, Vilnius
and Helsinki (EUR; SEK for Swedish customers served from Helsinki). A held-out validation set, written blind."""
