#!/usr/bin/env python3
"""Reads the Swift Testing results that `swift test --xunit-output FILE`
writes (FILE's `-swift-testing.xml` twin) and judges the skipped tests, so
that CI can tell a skip it expects from one that hides a missing install.

    swift-test-skips.py RESULTS.xml [--rerun PATTERN] [--allow PATTERN]...

Every skipped test's reason is matched against the patterns (Python
regular expressions, searched in the reason):

  --rerun PATTERN   a skip CI runs again once the input is there (the tests
                    that read Unicode's files, skipped on a clone with no
                    data root): printed as one `--filter` argument a line,
                    the test's ID as a regular expression, for
                    `swift test --filter …`;
  --allow PATTERN   a skip CI's machine cannot avoid (the toolchain's own
                    Unicode version, an input a later step gives).

Any other skip is an error: its test, its reason, exit 1. A results file
with no test at all is an error too (a filter that matched nothing).
"""
import argparse
import re
import sys
import xml.etree.ElementTree as ElementTree


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results")
    parser.add_argument("--rerun", action="append", default=[])
    parser.add_argument("--allow", action="append", default=[])
    arguments = parser.parse_args()

    root = ElementTree.parse(arguments.results).getroot()
    cases = root.iter("testcase")
    count = 0
    rerun, refused = [], []
    for case in cases:
        count += 1
        skipped = case.find("skipped")
        if skipped is None:
            continue
        reason = (skipped.text or "").strip()
        test = f"{case.get('classname')}/{case.get('name')}"
        if any(re.search(p, reason) for p in arguments.rerun):
            # The ID as Swift Testing matches it: Module.Suite/name(labels:).
            rerun.append(re.escape(case.get("classname") + "/" + case.get("name")))
        elif not any(re.search(p, reason) for p in arguments.allow):
            refused.append(f"{test}: skipped: {reason or '(no reason given)'}")
    if count == 0:
        print(f"swift-test-skips: {arguments.results}: no test ran", file=sys.stderr)
        return 1
    for line in refused:
        print(f"swift-test-skips: {line}", file=sys.stderr)
    for pattern in sorted(set(rerun)):
        print(pattern)
    if refused:
        print(f"swift-test-skips: {len(refused)} tests skipped that this machine has the inputs for", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
