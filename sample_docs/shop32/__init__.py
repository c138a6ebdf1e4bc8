"""Shop 32: Reefline Marine & Outboard, outboard motors, generators and boat parts from Suva (FJD) with branches
in Port Moresby (PGK), Apia (WST) and Port Vila (VUV). Written blind to docflow's rules."""
