"""The built-in play models, one a module, each declaring its ``MODEL`` (a
:class:`~whistodds.simulations.play.models.PlayModel`) and its ``REGISTRY_ORDER``; the registry
(:mod:`whistodds.simulations.play.models`) finds them.  These modules are light: the compiled code of each
model lives beside them (``random_play``, ``hoyle``, ``ten``) and is loaded when the engine is built."""
