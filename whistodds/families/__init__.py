"""The games with specifics of their own, one package a game: ``whistodds/families/<game>/``.

Inside a game's package each module (or sub-package) is named for the layer it belongs to, and only these
names are allowed (``tests/test_layers.py``): ``rules`` (games: its :class:`~whistodds.games.family.Family`
objects, declared in ``FAMILIES``), ``simulation`` (simulations), ``odds`` (odds: its exact odds and checks),
``section`` (reports: its report section, with its charts and text) and ``command`` (cli: its commands, in
``COMMANDS``).  Each layer's registry finds its part, on its first look-up, with
:func:`whistodds.games.discovery.family_modules` (in the bottom layer: the game registry the ``rules``, the
report the ``section``, the command line the ``command``...), so that nothing outside a game's package imports
it: a new game of the family is a new package here, and its tests.  This module holds nothing else.
"""
