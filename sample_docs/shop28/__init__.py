"""Shop 28: Mwanga Dairy & Vet Supplies, dairy-farm and veterinary equipment from Nairobi (KES), Dar es Salaam
(TZS) and Kampala (UGX). Written blind; a held-out validation set."""
