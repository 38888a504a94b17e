"""A moment of a hand: the deals consistent with it, played on, and what each figure and each card is worth."""
