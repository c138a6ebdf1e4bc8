"""Shop 35: Mopane Safety & Mining Supplies, mine and workshop safety equipment from Gaborone (BWP), Lusaka and Kitwe
(ZMW), Harare (USD and ZiG) and Lilongwe (MWK). Written blind to docflow's rules; a held-out validation set."""
