"""Shop 33: Sava Dental & Lab Supply, dental-clinic and dental-lab equipment from Ljubljana (EUR), Zagreb (EUR),
Belgrade (RSD) and Sarajevo (BAM). Written blind to docflow's rules; a held-out validation set."""
