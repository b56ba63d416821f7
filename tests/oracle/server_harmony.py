"""Drives a server that speaks for a harmony (gpt-oss) model with the official `openai` client
and checks that reasoning and tool calls come back in OpenAI's fields, streamed and not.

Usage: server_harmony.py BASE_URL MODEL_ID MODE

MODE is `scripted` (the test's scripted harmony model: its answers are known, so reasoning,
content and the call are compared exactly) or `engine` (`strata-rt serve` on a tiny model with
random weights: the call is forced by `tool_choice` and a schema, and reasoning by
`reasoning_effort`, so names, arguments and the fields they arrive in are checked; the text of
the reasoning itself is noise).

Prints one JSON object with what was seen; any failed check raises, so the exit code is non-zero.
"""

import json
import sys

import openai

TOOLS = [{
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Current weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string", "enum": ["Paris"]}},
            "required": ["city"],
            "additionalProperties": False,
        },
    },
}]


def extra(obj, key):
    """A field the `openai` types do not declare (`reasoning_content`), as the client keeps it."""
    value = getattr(obj, key, None)
    if value is None and obj.model_extra:
        value = obj.model_extra.get(key)
    return value


def collect(stream):
    """Reassembles a streamed chat completion the way a client does."""
    reasoning, content, calls, finish, roles = "", "", {}, None, []
    for chunk in stream:
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        delta = choice.delta
        if delta.role:
            roles.append(delta.role)
        reasoning += extra(delta, "reasoning_content") or ""
        content += delta.content or ""
        for tc in delta.tool_calls or []:
            entry = calls.setdefault(tc.index, {"id": None, "name": "", "arguments": "", "deltas": 0})
            if tc.id:
                assert entry["id"] is None, "a call's id is sent once"
                entry["id"] = tc.id
            if tc.function and tc.function.name:
                entry["name"] += tc.function.name
            if tc.function and tc.function.arguments:
                entry["arguments"] += tc.function.arguments
                entry["deltas"] += 1
        if choice.finish_reason:
            finish = choice.finish_reason
    assert roles == ["assistant"], roles
    return {"reasoning": reasoning, "content": content, "finish": finish,
            "calls": [calls[i] for i in sorted(calls)]}


def whole(resp):
    choice = resp.choices[0]
    msg = choice.message
    calls = [{"id": c.id, "type": c.type, "name": c.function.name, "arguments": c.function.arguments}
             for c in (msg.tool_calls or [])]
    return {"reasoning": extra(msg, "reasoning_content") or "", "content": msg.content,
            "finish": choice.finish_reason, "calls": calls}


def check_call(seen, streamed):
    assert seen["finish"] == "tool_calls", seen
    assert len(seen["calls"]) == 1, seen
    call = seen["calls"][0]
    assert call["name"] == "get_weather", call
    assert json.loads(call["arguments"]) == {"city": "Paris"}, call
    assert call["id"] and call["id"].startswith("call"), call
    if streamed:
        assert call["deltas"] >= 1, call
    else:
        assert call["type"] == "function", call


def main() -> None:
    base_url, model, mode = sys.argv[1:4]
    client = openai.OpenAI(base_url=base_url, api_key="none", max_retries=0, timeout=300)
    seen = {}
    ask = [{"role": "user", "content": "What is the weather in Paris?"}]

    if mode == "scripted":
        # Reasoning then an answer.
        think = [{"role": "user", "content": "THINK please"}]
        args = dict(model=model, messages=think, temperature=0, max_tokens=200)
        a = whole(client.chat.completions.create(**args))
        b = collect(client.chat.completions.create(stream=True, **args))
        for s in (a, b):
            assert s["reasoning"] == "The user wants a greeting.", s
            assert s["content"] == "Hello there!", s
            assert s["finish"] == "stop", s
            assert not s["calls"], s
        seen["think"] = {"whole": a, "stream": b}

        # Reasoning then a call; the call's result goes back with the reasoning.
        call = [{"role": "user", "content": "CALL the tool"}]
        args = dict(model=model, messages=call, tools=TOOLS, temperature=0, max_tokens=200)
        a = whole(client.chat.completions.create(**args))
        b = collect(client.chat.completions.create(stream=True, **args))
        for s, streamed in ((a, False), (b, True)):
            assert s["reasoning"] == "Need the weather tool.", s
            assert not s["content"], s
            check_call(s, streamed)
        # Arguments arrive in more than one delta (they are streamed as generated).
        assert b["calls"][0]["deltas"] > 1, b
        seen["call"] = {"whole": a, "stream": b}
        follow = call + [
            {"role": "assistant", "content": None, "reasoning_content": a["reasoning"],
             "tool_calls": [{"id": a["calls"][0]["id"], "type": "function",
                             "function": {"name": "get_weather",
                                          "arguments": a["calls"][0]["arguments"]}}]},
            {"role": "tool", "tool_call_id": a["calls"][0]["id"], "content": "sunny, 21 C"},
        ]
        r = whole(client.chat.completions.create(model=model, messages=follow, tools=TOOLS,
                                                 temperature=0, max_tokens=200))
        assert r["content"] == "It is sunny in Paris.", r
        seen["follow"] = r
    else:
        # A call forced by tool_choice, without reasoning: exactly the call.
        args = dict(model=model, messages=ask, tools=TOOLS, temperature=0, max_tokens=110,
                    tool_choice={"type": "function", "function": {"name": "get_weather"}},
                    reasoning_effort="none")
        a = whole(client.chat.completions.create(**args))
        b = collect(client.chat.completions.create(stream=True, **args))
        for s, streamed in ((a, False), (b, True)):
            check_call(s, streamed)
            assert not s["reasoning"], s
            assert not s["content"], s
        seen["call"] = {"whole": a, "stream": b}

        # Reasoning forced open by reasoning_effort: the analysis channel's text (noise from a
        # random model) arrives as reasoning_content, never as content, and never with markup.
        args = dict(model=model, messages=ask, temperature=0, max_tokens=48,
                    reasoning_effort="low")
        a = whole(client.chat.completions.create(**args))
        b = collect(client.chat.completions.create(stream=True, **args))
        for s in (a, b):
            assert s["reasoning"], s
            assert "<|" not in s["reasoning"], s
            assert not s["content"], s
            assert s["finish"] == "length", s
        assert a["reasoning"] == b["reasoning"], (a, b)
        seen["reasoning"] = {"whole": a, "stream": b}

    json.dump(seen, sys.stdout)


if __name__ == "__main__":
    main()
