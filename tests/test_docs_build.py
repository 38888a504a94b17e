"""The manual (docs/) builds as ``make docs`` builds it: strictly, every warning an error, every cross-reference
checked (``sphinx-build -W --keep-going -n``), here into a temporary folder; and the built site fetches nothing
from the network when it is read (its theme's styles, scripts and fonts are bundled), with a search that works
from the files (Sphinx's ``searchindex.js``, loaded by a script tag, not fetched).

A link to another site (``<a href="https://...">``) is followed only when clicked, so it is allowed; anything a
page loads by itself is not: a script, a stylesheet or an icon (``<link>``), an image, a frame, a CSS
``@import`` or ``url(...)``, a URL in a script's code."""

from __future__ import annotations

import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HANG = 1200  # seconds: a build this slow has hung (it takes some 20 s)
# The one URL the bundled scripts hold that is not fetched: SVG's namespace, a name in createElementNS.
NAMESPACES = ("http://www.w3.org/2000/svg",)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("docs")
    built = subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-n", "-b", "html",
                            "-d", str(out / "doctrees"), str(ROOT / "docs"), str(out / "html")],
                           capture_output=True, text=True, timeout=HANG, cwd=ROOT)
    assert built.returncode == 0, built.stderr[-5000:]
    assert "WARNING" not in built.stderr and "ERROR" not in built.stderr, built.stderr[-5000:]
    return out / "html"


def test_the_manual_builds_strictly_with_every_page(site):
    pages = {str(path.relative_to(ROOT / "docs").with_suffix(".html"))
             for path in (ROOT / "docs").rglob("*.md") if "_build" not in path.parts}
    built = {str(path.relative_to(site)) for path in site.rglob("*.html")}
    assert pages and not pages - built, sorted(pages - built)
    assert (site / "search.html").is_file() and (site / "genindex.html").is_file()


class _Fetches(HTMLParser):
    """Every URL a page would load by itself: each tag's attribute that the browser fetches, and the CSS in a
    ``<style>`` element or a ``style`` attribute."""

    LOADED = {"script": ("src",), "link": ("href",), "img": ("src", "srcset"), "iframe": ("src",),
              "frame": ("src",), "source": ("src", "srcset"), "video": ("src", "poster"), "audio": ("src",),
              "track": ("src",), "embed": ("src",), "object": ("data",), "input": ("src",)}

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value and name in self.LOADED.get(tag, ()):
                self.urls += [part.split()[0] for part in value.split(",")] if name == "srcset" else [value]
            if value and name == "style":
                self.urls += css_urls(value)
        self._in_style = tag == "style"

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.urls += css_urls(data)

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False


def css_urls(css: str) -> list[str]:
    """The URLs a stylesheet loads: each ``url(...)`` and ``@import``.

    >>> css_urls("@import 'https://x.org/a.css'; b { background: url( \\"../i.png\\" ) }")
    ['../i.png', 'https://x.org/a.css']
    """
    found = [m.group(2) for m in re.finditer(r"""url\(\s*(['"]?)(.*?)\1\s*\)""", css, re.S)]
    found += [m.group(2) for m in re.finditer(r"""@import\s+(['"])(.*?)\1""", css)]
    return found


def _remote(url: str) -> bool:
    return bool(re.match(r"(?i)\s*([a-z][a-z0-9+.-]*:)?//", url)) and not url.strip().lower().startswith("file:")


def _script_urls(code: str) -> list[str]:
    """The absolute URLs in a script's code, those in comments left out (a line that is a comment)."""
    return [url for line in code.splitlines() if not line.strip().startswith(("//", "*", "/*"))
            for url in re.findall(r"(?i)(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}[^\s'\"`)]*", line)
            if url not in NAMESPACES]


def remote_fetches(site: Path) -> list[str]:
    """Every file of the built site and the remote URL it would load by itself."""
    found = []
    for path in site.rglob("*"):
        if path.suffix == ".html":
            parser = _Fetches()
            parser.feed(path.read_text(encoding="utf-8"))
            found += [f"{path.name}: {url}" for url in parser.urls if _remote(url)]
        elif path.suffix == ".css":
            found += [f"{path.name}: {url}" for url in css_urls(path.read_text(encoding="utf-8")) if _remote(url)]
        elif path.suffix == ".js":
            found += [f"{path.name}: {url}" for url in _script_urls(path.read_text(encoding="utf-8"))]
    return found


def test_no_built_page_fetches_anything_from_the_network(site):
    assert sorted(path.suffix for path in site.rglob("*") if path.suffix in (".html", ".css", ".js"))
    assert remote_fetches(site) == []
    # a link to another site is a link, not a fetch: the guide links to Dask's
    assert 'href="https://distributed.dask.org"' in (site / "guide" / "cluster.html").read_text(encoding="utf-8")


def test_the_check_finds_a_page_that_would_fetch(tmp_path):
    (tmp_path / "a.html").write_text('<link rel="stylesheet" href="https://cdn.example.org/x.css">'
                                     '<script src="//cdn.example.org/x.js"></script><a href="https://x.org">x</a>'
                                     '<div style="background: url(https://x.org/i.png)"></div>', encoding="utf-8")
    (tmp_path / "b.css").write_text("@import 'http://fonts.example.org/f.css'; a { b: url(data:x) }", encoding="utf-8")
    (tmp_path / "c.js").write_text("// https://docs.example.org: a comment\nfetch('https://api.example.org/q')\n"
                                   "document.createElementNS('http://www.w3.org/2000/svg', 'svg')\n", encoding="utf-8")
    assert sorted(remote_fetches(tmp_path)) == ["a.html: //cdn.example.org/x.js", "a.html: https://cdn.example.org/x.css",
                                                "a.html: https://x.org/i.png", "b.css: http://fonts.example.org/f.css",
                                                "c.js: https://api.example.org/q"]


def test_search_is_a_local_index_loaded_by_a_script_tag(site):
    search = (site / "search.html").read_text(encoding="utf-8")
    assert re.search(r'<script src="searchindex\.js', search), "search.html does not load its index as a script"
    index = (site / "searchindex.js").read_text(encoding="utf-8")
    assert index.startswith("Search.setIndex(") and "rubber" in index


def test_search_finds_a_page_in_a_browser_from_the_files(site, browser):
    """search.html opened from file:// in headless chromium: the query finds the guide's page, and no request
    leaves the files."""
    requests: list[str] = []
    page = browser.new_page()
    page.on("request", lambda r: requests.append(r.url) if not r.url.startswith(("file:", "data:", "about:"))
            else None)
    try:
        page.goto((site / "search.html").as_uri() + "?q=rubber")
        page.wait_for_selector("#search-results li", timeout=300_000)  # milliseconds: a hang, not a speed
        titles = page.locator("#search-results li a").all_inner_texts()
    finally:
        page.close()
    assert any("rubber" in title.lower() for title in titles), titles
    assert requests == []


def test_a_broken_internal_link_fails_the_build(tmp_path):
    """The same configuration and flags on a page linking to a page and a heading that do not exist: the build
    fails, naming each."""
    (tmp_path / "conf.py").write_text((ROOT / "docs" / "conf.py").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "index.md").write_text("# Index\n\n```{toctree}\npage\n```\n", encoding="utf-8")
    (tmp_path / "page.md").write_text("# Page\n\n## A heading\n\nSee [a page](no-such-page.md), [a heading]"
                                      "(page.md#no-such-heading) and [this one](page.md#a-heading).\n",
                                      encoding="utf-8")
    built = subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-n", "-b", "html",
                            str(tmp_path), str(tmp_path / "html")], capture_output=True, text=True, timeout=HANG)
    assert built.returncode != 0
    assert "no-such-page.md" in built.stderr and "no-such-heading" in built.stderr
    assert "a-heading'" not in built.stderr
