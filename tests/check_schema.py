#!/usr/bin/env python3
"""isa/description.schema.json describes every built-in description file, and refuses what the
loader refuses for shape (unknown keys, wrong value kinds, malformed latencies).
Exit 77 (skipped) without python3-yaml / python3-jsonschema."""
import copy
import glob
import json
import os
import sys

try:
    import jsonschema
    import yaml
except ImportError as e:
    print("check_schema: skipped: %s (install python3-yaml python3-jsonschema)" % e)
    sys.exit(77)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def first_variant(doc):
    return doc["sections"][0]["instructions"][0]["variants"][0]


# What each mutation does to a copy of a file of that kind; every one must be refused.
MUTATIONS = {
    "group": [
        ("an unknown key in a variant", lambda d: first_variant(d).update(latncy="fixed:1")),
        ("a latency that is neither fixed:N nor var:COUNTER", lambda d: first_variant(d).update(latency="slow")),
        ("an access that is not read/write/readwrite", lambda d: first_variant(d).update(access={"d": "modify"})),
        ("an instruction without variants", lambda d: d["sections"][0]["instructions"][0].pop("variants")),
    ],
    "target": [
        ("no formats", lambda d: d.pop("formats")),
        ("an operand type of an unknown kind", lambda d: d.setdefault("operand_types", {}).update(x={"kind": "float"})),
        ("a format field whose bits are not bit ranges", lambda d: next(iter(d["formats"].values()))["fields"].update(x="low")),
    ],
    "code_object": [
        ("a directive of an unknown kind", lambda d: d.setdefault("directives", []).append({"name": ".x", "kind": "magic"})),
    ],
}


def kind(doc):
    return "target" if "target" in doc else "code_object" if "code_object" in doc else "group"


def main():
    with open(os.path.join(ROOT, "isa", "description.schema.json")) as fh:
        schema = json.load(fh)
    jsonschema.Draft202012Validator.check_schema(schema)
    v = jsonschema.Draft202012Validator(schema)
    failures, files, mutated = [], 0, set()
    for path in sorted(glob.glob(os.path.join(ROOT, "isa", "*", "*.yaml"))):
        with open(path) as fh:
            doc = yaml.safe_load(fh)
        files += 1
        err = jsonschema.exceptions.best_match(v.iter_errors(doc))
        if err is not None:
            failures.append("%s: %s: %s" % (os.path.relpath(path, ROOT), err.json_path, err.message[:300]))
            continue
        k = kind(doc)
        if k in mutated or (k == "target" and "formats" not in doc):
            continue  # one file of each kind is enough to show the refusals (a target with its own formats)
        mutated.add(k)
        for what, mutate in MUTATIONS[k]:
            bad = copy.deepcopy(doc)
            mutate(bad)
            if v.is_valid(bad):
                failures.append("%s with %s: accepted by the schema" % (os.path.relpath(path, ROOT), what))
    for f in failures:
        print("check_schema: " + f)
    if mutated != set(MUTATIONS):
        failures.append("no file of kind(s) %s" % sorted(set(MUTATIONS) - mutated))
        print("check_schema: " + failures[-1])
    print("check_schema: %d files, %d problems" % (files, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
