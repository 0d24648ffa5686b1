#!/usr/bin/env python3
"""Checks that pages of the static DocC site render in a real browser.

    Scripts/check-docs-site.py SITE_DIR SCREENSHOT_DIR PAGE...

PAGE is a documentation path such as `textgauge/textmetric`. The site is
served on 127.0.0.1 (http.server, a free port) and each page is opened in
headless Chromium. DocC pages are empty HTML that JavaScript fills from
`data/documentation/PAGE.json`, so the check compares the rendered DOM with
that JSON: the page's `<h1 class="title">` must be the JSON's title and its
first paragraph (the abstract) must start with the JSON's abstract text. A
page left at "This page requires JavaScript", or rendered without its
content, fails. A screenshot of each page is written to SCREENSHOT_DIR.

Exit status: 0 when every page renders, 1 when one does not, 2 when Chromium
is missing or a page has no JSON.
"""

import functools
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading

# Virtual time lets the page's scripts run to completion without waiting in
# real time; 20 s of it is far more than the renderer needs.
VIRTUAL_TIME_MS = "20000"
TIMEOUT_S = 120


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def inline_text(content, references):
    """The plain text of DocC inline content, as the renderer shows it."""
    out = []
    for item in content:
        kind = item.get("type")
        if kind == "text":
            out.append(item["text"])
        elif kind == "codeVoice":
            out.append(item["code"])
        elif kind in ("emphasis", "strong", "strikethrough", "newTerm", "inlineHead", "subscript", "superscript"):
            out.append(inline_text(item.get("inlineContent", []), references))
        elif kind == "reference":
            ref = references.get(item.get("identifier"), {})
            if "overridingTitle" in item:
                out.append(item["overridingTitle"])
            else:
                out.append(ref.get("title", ""))
        elif kind == "image":
            pass
        else:
            out.append(inline_text(item.get("inlineContent", []), references))
    return "".join(out)


def normalized(text):
    return re.sub(r"\s+", " ", text).strip()


def visible_text(fragment):
    """Text of an HTML fragment: tags removed, entities decoded, spaces collapsed."""
    return normalized(html.unescape(re.sub(r"<[^>]+>", "", fragment)))


def expected(site, page):
    path = os.path.join(site, "data", "documentation", page + ".json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    title = data["metadata"]["title"]
    abstract = normalized(inline_text(data.get("abstract", []), data.get("references", {})))
    return title, abstract


def run_browser(browser, args):
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--no-first-run", "--virtual-time-budget=" + VIRTUAL_TIME_MS] + args
    return subprocess.run(command, capture_output=True, timeout=TIMEOUT_S, text=True)


def check_page(browser, base_url, site, page, screenshots):
    title, abstract = expected(site, page)
    url = f"{base_url}/documentation/{page}/"
    dom = run_browser(browser, ["--dump-dom", url]).stdout
    problems = []
    match = re.search(r'<h1\b[^>]*class="(?:[^"]*\s)?title(?:\s[^"]*)?"[^>]*>(.*?)</h1>', dom, re.S)
    rendered_title = visible_text(match.group(1)) if match else None
    if rendered_title != title:
        problems.append(f"title: expected {title!r}, rendered {rendered_title!r}")
    match = re.search(r'class="(?:[^"]*\s)?abstract(?:\s[^"]*)?"[^>]*>', dom)
    rendered = visible_text(dom[match.end():match.end() + 4 * len(abstract) + 2000]) if match else ""
    if not abstract or not rendered.startswith(abstract):
        problems.append(f"first paragraph: expected {abstract!r}, rendered {rendered[:len(abstract) + 20]!r}")
    shot = os.path.join(screenshots, page.replace("/", "-") + ".png")
    run_browser(browser, ["--window-size=1280,1000", "--screenshot=" + shot, url])
    return title, problems, shot


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    site, screenshots, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
    browser = find_browser()
    if browser is None:
        print("check-docs-site: no chromium on PATH (Debian: apt-get install chromium)", file=sys.stderr)
        return 2
    for page in pages:
        if not os.path.exists(os.path.join(site, "data", "documentation", page + ".json")):
            print(f"check-docs-site: {page}: no such page in {site}", file=sys.stderr)
            return 2
    os.makedirs(screenshots, exist_ok=True)

    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"check-docs-site: serving {site} at {base_url}")
    failed = False
    try:
        for page in pages:
            title, problems, shot = check_page(browser, base_url, site, page, screenshots)
            if problems:
                failed = True
                for problem in problems:
                    print(f"FAIL {page}: {problem}")
            else:
                print(f"ok   {page}: \"{title}\" and its first paragraph rendered ({shot})")
    finally:
        server.shutdown()
    return 1 if failed else 0


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


if __name__ == "__main__":
    sys.exit(main())
