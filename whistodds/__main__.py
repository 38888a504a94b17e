"""``python -m whistodds``: the same as the ``whist-odds`` command."""

from whistodds.cli.entry import main

if __name__ == "__main__":
    main()
