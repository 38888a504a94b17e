"""The readable plain-Python reference of the ``hoyle`` play model, beside which the compiled one is checked."""
