"""The command line's start: the root command's own option and shared help words (:mod:`.root`), and the commands
loaded on first use (:mod:`.lazy`), so that ``whist-odds --version`` imports neither numpy nor any command."""
