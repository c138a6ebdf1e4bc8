"""Shop 9: Tembo Tone Instruments, an unseen-shop validation set nobody tunes on (see sample_docs/README.md)."""
