"""Whist, everything of its own but its rules: Bob Short's book (his betting table, his Calculations), the
eight-against-nine study, the worth of his rules and of attending to the score (``odds``, with the commands'
questions), their report sections, charts and text (``section``) and ``whist-odds edge``, ``verify bob-short``,
``verify calculations`` and ``verify rules`` (``command``); see :mod:`whistodds.families`.

Its rules, long and short whist (``whistodds/games/families/whist.py``), stay with the games': every other game
is built from them and many defaults name them, so the bottom layer holds them."""
