"""Offline, conservative token estimate for block ceilings.

Why not a real tokenizer: tiktoken (and Hugging Face tokenizers) download their
vocabulary files at first use, which breaks offline runs, and the model behind
the request may not even be an OpenAI model. Block ceilings only need a number
that is *never lower* than what a modern BPE tokenizer (cl100k / o200k / Claude)
would count, so the estimate here is deliberately pessimistic:

    estimate_tokens(text) = max(ceil(len(text) / 3.5), word_pieces(text))

- `ceil(chars / 3.5)`: English prose averages ~4 characters per BPE token; 3.5
  leaves headroom for the denser parts.
- `word_pieces`: status blocks are mostly identifiers, numbers and punctuation,
  which tokenize more densely than prose, so they are counted piece by piece:
  every run of letters counts ceil(len/4) (BPE merges common words into one token;
  rare identifiers split into pieces of ~3-4 letters), every run of digits counts
  ceil(len/3) (cl100k-style tokenizers split digits into groups of at most three),
  every other non-space character counts 1 (punctuation is rarely merged with
  letters in a way that lowers the count below this), and every line break counts 1.

Both terms are upper-bound flavoured, and taking the larger one makes the estimate
safe for both prose and id-heavy tables. The cost is that blocks use somewhat fewer
real tokens than their ceiling, which is the right direction to be wrong in.
"""

from __future__ import annotations

import math
import re

CHARS_PER_TOKEN = 3.5
_LETTER_RUNS = re.compile(r"[A-Za-z]+")
_DIGIT_RUNS = re.compile(r"[0-9]+")
_SINGLES = re.compile(r"\n|[^\sA-Za-z0-9]")


def word_pieces(text: str) -> int:
    """Piece count: letter runs / 4, digit runs / 3, each other symbol and newline 1.
    Each kind counted with one findall: the three patterns never take each other's characters, so the letter (digit)
    runs are the text's maximal ones and the rest single characters (every line of a status or case block is costed)."""
    return (sum((len(run) + 3) // 4 for run in _LETTER_RUNS.findall(text))
            + sum((len(run) + 2) // 3 for run in _DIGIT_RUNS.findall(text))
            + len(_SINGLES.findall(text)))


def estimate_tokens(text: str) -> int:
    """Conservative token count of `text` (see module docstring for the method)."""
    if not text:
        return 0
    return max(math.ceil(len(text) / CHARS_PER_TOKEN), word_pieces(text))
