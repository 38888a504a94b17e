"""whistodds: Monte Carlo and exact odds for the historical games of whist.

Sub-packages, in the order data flows: ``games`` (each game as data),
``simulations`` (dealing, trick play, per-deal outcomes), ``odds`` (exact
probabilities, odds in words, historical tables), ``reports`` and ``cli``.
"""

__version__ = "0.1.0"

