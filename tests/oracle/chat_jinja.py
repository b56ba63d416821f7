"""Chat-template oracle: renders templates with Python's jinja2 in the environment Hugging Face
transformers uses for chat templates (sandboxed, trim_blocks, lstrip_blocks, loop controls,
tojson = json.dumps(ensure_ascii=False), raise_exception, strftime_now).

Usage: chat_jinja.py CASES.json
  CASES.json: {"template", "bos_token", "eos_token",
               "cases": [{"messages", "tools" (optional), "add_generation_prompt", "extra"}]}
Prints a JSON list with {"ok": rendered} or {"error": message} per case.
"""

import json
import sys
from datetime import datetime

import jinja2
from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


def raise_exception(message):
    raise jinja2.exceptions.TemplateError(message)


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators,
                      sort_keys=sort_keys)


def strftime_now(fmt):
    return datetime.now().strftime(fmt)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        spec = json.load(f)
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True,
                                        extensions=[loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    template = env.from_string(spec["template"])
    out = []
    for case in spec["cases"]:
        ctx = dict(messages=case["messages"], tools=case.get("tools"),
                   add_generation_prompt=case["add_generation_prompt"],
                   bos_token=spec["bos_token"], eos_token=spec["eos_token"])
        ctx.update(case.get("extra", {}))
        try:
            out.append({"ok": template.render(**ctx)})
        except jinja2.exceptions.TemplateError as e:
            out.append({"error": str(e)})
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
