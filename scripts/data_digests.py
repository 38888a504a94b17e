"""Write whistodds/data_digests.json: the sha256 of every data file the package ships, checked when a file is
first read (whistodds.package_data).  Run after changing a data file: python scripts/data_digests.py
(tests/test_package_data.py fails until it is run)."""

import json

from whistodds.package_data import DIGESTS, HERE, recompute

if __name__ == "__main__":
    (HERE / DIGESTS).write_text(json.dumps(recompute(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {HERE / DIGESTS}")
