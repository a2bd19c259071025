"""Page data leaves the compiler complete: hrefs resolved, active states and version twins decided."""

from __future__ import annotations

import json
from typing import Any

from conftest import Site

SITE = """\
title: Test Site
description: Test.
base: /t/
logo: {light: /logo.svg, dark: /logo.svg}
repository: https://example.com/r
copyright: (c) 2025
origin: https://docs.example.com
versions:
  - name: "2.x"
    default: true
    nav:
      - {text: Docs, link: /docs/a, activeMatch: ^/docs/}
      - {text: Blog, link: https://blog.example.com}
    sidebars:
      /docs/:
        - text: Start
          items:
            - /docs/a
            - text: Deeper
              items: [/docs/b]
        - https://example.com/elsewhere
  - name: "1.x"
"""


def compiled(site: Site) -> dict[str, Any]:
    site.write({
        "2.x/docs/a.md": "# A\n\n[to b](./b.md) and [old](/1.x/docs/a)\n",
        "2.x/docs/b.md": "# B\n\n## Part\n",
        "1.x/docs/a.md": "# Old A\n",
        "1.x/docs/gone.md": "# Gone in 2.x\n",
    })
    (site.root / "site.yaml").write_text(SITE.replace("        - https://example.com/elsewhere\n", "        - {text: Elsewhere, link: https://example.com/elsewhere}\n"))
    files, reporter = site.compile()
    assert reporter.errors == []
    return {k: json.loads(v) for k, v in files.items() if k.endswith(".json") and "/pages/" in k or k.endswith("manifest.json")}


def test_links_arrive_resolved(site: Site) -> None:
    data = compiled(site)
    a, manifest = data["2.x/pages/docs/a.json"], data["2.x/manifest.json"]
    assert a["next"]["target"] == {"type": "route", "route": "/docs/b"}
    assert a["markdownHref"] == "/t/docs/a.md"
    assert a["url"] == "https://docs.example.com/t/docs/a"
    assert manifest["home"] == {"type": "route", "route": "/"}
    assert manifest["llmsTxt"] == "/t/llms.txt"
    assert manifest["site"]["logo"] == {"light": "/t/logo.svg", "dark": "/t/logo.svg"}
    assert [i["target"] for i in manifest["nav"]] == [
        {"type": "route", "route": "/docs/a"},
        {"type": "external", "href": "https://blog.example.com"},
    ]
    # Only links the router can follow carry a route: same-page, other-version and external ones load.
    assert 'href="/t/docs/b" data-route="/docs/b"' in a["html"]
    assert 'href="/t/1.x/docs/a">' in a["html"]


def test_active_nav_and_open_groups_are_decided_per_page(site: Site) -> None:
    data = compiled(site)
    b, manifest = data["2.x/pages/docs/b.json"], data["2.x/manifest.json"]
    assert b["activeNav"] == 0
    start = manifest["sidebars"]["/docs/"][0]
    assert b["openGroups"] == [start["id"], start["items"][1]["id"]]
    assert data["2.x/pages/docs/a.json"]["openGroups"] == [start["id"]]
    assert manifest["sidebars"]["/docs/"][1]["target"] == {"type": "external", "href": "https://example.com/elsewhere"}


def test_the_latest_twin_is_the_same_page_never_an_ancestor(site: Site) -> None:
    data = compiled(site)
    old, gone = data["1.x/pages/docs/a.json"], data["1.x/pages/docs/gone.json"]
    assert old["latest"]["href"] == "/t/docs/a"  # another version: a page load
    assert old["canonicalUrl"] == "https://docs.example.com/t/docs/a"
    assert "latest" not in gone
    assert "canonicalUrl" not in gone
    to_latest = next(v for v in gone["versions"] if v["version"] == "2.x")
    assert (to_latest["exact"], to_latest["href"]) == (False, "/t/?from=1.x")
    # Pages of the default version offer no twin of themselves.
    assert "latest" not in data["2.x/pages/docs/a.json"]


def test_the_404_is_its_own_kind(site: Site) -> None:
    site.write({"2.x/docs/a.md": "# A\n"})
    files, _ = site.compile()
    not_found = json.loads(files["2.x/404.json"])
    assert not_found["pageType"] == "404"
    assert "html" not in not_found and "toc" not in not_found
    assert [v["href"] for v in not_found["versions"]] == ["/t/", "/t/1.x/"]


HOME = """\
---
pageType: home
hero:
  name: T
  image: {src: /logo.svg, alt: Owl, srcset: "/logo.svg 1x, /logo-2x.svg 2x", sizes: "(max-width: 600px) 240px, 375px"}
---
"""


def test_hero_srcset_candidates_resolve_like_its_src(site: Site) -> None:
    (site.root / "public").mkdir(parents=True, exist_ok=True)
    (site.root / "public" / "logo-2x.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>')
    site.write({"2.x/index.md": HOME, "2.x/docs/a.md": "# A\n", "2.x/docs/b.md": "# B\n"})
    files, reporter = site.compile()
    assert reporter.errors == []
    image = json.loads(files["2.x/pages/index.json"])["hero"]["image"]
    assert image["srcset"] == "/t/logo.svg 1x, /t/logo-2x.svg 2x"
    assert image["sizes"] == "(max-width: 600px) 240px, 375px"


def test_a_missing_srcset_candidate_is_reported_at_its_field(site: Site) -> None:
    site.write({"2.x/index.md": HOME, "2.x/docs/a.md": "# A\n", "2.x/docs/b.md": "# B\n"})
    _, reporter = site.compile()
    assert [(e.line, e.message) for e in reporter.errors] == [
        (5, "image '/logo-2x.svg' not found: put it in content/public/ and write its path from there (e.g. /img/hero.svg)"),
    ]
