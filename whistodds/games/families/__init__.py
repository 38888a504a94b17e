"""The games of the whist family, one module a game (or a family of games): each declares its ``FAMILIES``."""
