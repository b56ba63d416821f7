"""Constrained decoding on a real model, seen through the official `openai` Python client.

Usage: server_constrained.py BASE_URL MODEL_ID GGUF

The server serves the embedded trained model with Qwen3's chat template (tools, thinking). At
temperature > 0 and several seeds and prompts:

* `response_format: json_object`: every answer that ends by itself ("stop") parses with
  `json.loads` as an object; streamed content equals the non-streamed content (same seed);
* `tool_choice: "required"` and a named function: the answer is a tool call whose name is one
  of the declared tools (or the named one) and whose arguments parse as a JSON object; the
  streamed call starts with index, id, type and name and empty arguments, and its argument
  fragments concatenate to the non-streamed arguments (same seed);
* `reasoning_effort: "low"`: reasoning_content comes first and ends within the 256-token budget
  (counted by llama.cpp's tokenizer on the same GGUF), then content follows;
* every tool call's arguments validate against that tool's `parameters` (python `jsonschema`),
  forced (`required`, named) or chosen by the model (`auto`), over several seeds and prompts,
  and a complete call ends with `finish_reason: "tool_calls"` (streamed and not); without
  `parallel_tool_calls` there is exactly one call;
* `response_format: json_schema` (strict; required keys, enums, nested objects, arrays,
  `additionalProperties: false`) answers validate against the schema, streamed equal to
  non-streamed; a schema the server's grammar library rejects is a 400 (`BadRequestError`);
* `json_object` answers never start with whitespace;
* decode tokens/s with and without a schema, from the server's `/metrics` after each request
  (reported, not asserted); `/metrics` counts the constrained requests.

Prints one JSON object with what was seen; any failed check raises.
"""

import json
import sys
import urllib.request

import jsonschema

import llama_cpp
import llama_cpp.llama_cpp as llama_c
import openai

# ggml's extra buffer types repack quantized weights for AMX, which this machine's kernel does
# not enable (SIGILL); keep llama.cpp on its ordinary CPU kernels. Only the vocabulary is loaded
# here, but every oracle script sets this.
_default_params = llama_c.llama_model_default_params


def _params_without_extra_bufts():
    p = _default_params()
    p.use_extra_bufts = False
    return p


llama_c.llama_model_default_params = _params_without_extra_bufts

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Current weather in a city",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "search_scripture",
            "description": "Find a verse",
            "parameters": {"type": "object", "properties": {"query": {"type": "string"}}},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "book_trip",
            "description": "Book a trip",
            "parameters": {
                "type": "object",
                "properties": {
                    "city": {"type": "string", "maxLength": 20},
                    "nights": {"type": "integer", "minimum": 1, "maximum": 30},
                    "class": {"enum": ["economy", "business"]},
                    "travellers": {
                        "type": "array",
                        "items": {"type": "string", "maxLength": 12},
                        "maxItems": 3,
                    },
                },
                "required": ["city", "nights", "class"],
                "additionalProperties": False,
            },
        },
    },
]
SCHEMAS = {t["function"]["name"]: t["function"]["parameters"] for t in TOOLS}

ANSWER_SCHEMA = {
    "type": "object",
    "properties": {
        "book": {"type": "string", "maxLength": 24},
        "chapter": {"type": "integer", "minimum": 1, "maximum": 150},
        "mood": {"enum": ["joyful", "sad", "neutral"]},
        "verse": {
            "type": "object",
            "properties": {"n": {"type": "integer"}, "text": {"type": "string", "maxLength": 40}},
            "required": ["n", "text"],
            "additionalProperties": False,
        },
        "tags": {"type": "array", "items": {"type": "string", "maxLength": 10}, "maxItems": 3},
    },
    "required": ["book", "chapter", "mood", "verse"],
    "additionalProperties": False,
}


def metric(base_url, name):
    """A counter or gauge from the server's /metrics."""
    root = base_url.rsplit("/v1", 1)[0]
    with urllib.request.urlopen(root + "/metrics", timeout=30) as r:
        for line in r.read().decode().splitlines():
            if line.startswith(name + "{"):
                return float(line.rsplit(" ", 1)[1])
    raise AssertionError(f"{name} missing from /metrics")


def stream_chat(client, **kw):
    """Returns (content, reasoning, tool-call deltas, finish_reason) of a streamed chat."""
    content, reasoning, calls, finish = "", "", [], None
    for chunk in client.chat.completions.create(stream=True, **kw):
        for c in chunk.choices:
            if c.delta.content:
                content += c.delta.content
            r = getattr(c.delta, "reasoning_content", None)
            if r:
                reasoning += r
            for tc in c.delta.tool_calls or []:
                calls.append(tc)
            if c.finish_reason:
                finish = c.finish_reason
    return content, reasoning, calls, finish


def main() -> None:
    base_url, model, gguf_path = sys.argv[1:4]
    client = openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0, timeout=300)
    seen = {"json": [], "tools": [], "reasoning": {}}

    # JSON mode.
    prompts = [
        "Describe the weather in Paris as JSON.",
        "Reply with a JSON object listing three books of the Bible.",
    ]
    for prompt in prompts:
        for seed in (1, 2, 3):
            kw = dict(
                model=model,
                messages=[{"role": "user", "content": prompt}],
                response_format={"type": "json_object"},
                reasoning_effort="none",
                temperature=0.9,
                seed=seed,
                max_tokens=160,
            )
            resp = client.chat.completions.create(**kw)
            choice = resp.choices[0]
            text = choice.message.content
            assert choice.finish_reason in ("stop", "length"), choice.finish_reason
            assert not text[:1].isspace(), repr(text)
            if choice.finish_reason == "stop":
                value = json.loads(text)
                assert isinstance(value, dict), text
            if choice.finish_reason == "length":
                assert resp.usage.completion_tokens == 160, resp.usage
            streamed, _, _, finish = stream_chat(client, **kw)
            assert streamed == text, (streamed, text)
            assert finish == choice.finish_reason
            seen["json"].append({"seed": seed, "finish": choice.finish_reason, "text": text})
    # The tiny model writes long free-form strings inside an unconstrained object, so most
    # answers run to max_tokens; at least one must close (the schema cases below bound string
    # lengths and must close more often). A truncated answer is exactly max_tokens long.
    assert sum(j["finish"] == "stop" for j in seen["json"]) >= 1, seen["json"]
    # max_tokens still truncates a constrained answer, and says so.
    short = client.chat.completions.create(
        model=model,
        messages=[{"role": "user", "content": prompts[0]}],
        response_format={"type": "json_object"},
        reasoning_effort="none",
        temperature=0.9,
        seed=1,
        max_tokens=2,
    )
    assert short.choices[0].finish_reason == "length", short
    assert short.usage.completion_tokens == 2, short.usage

    # Forced tool calls.
    declared = {t["function"]["name"] for t in TOOLS}
    prompts = [
        "What is the weather in Jerusalem?",
        "Book me two nights in Bethlehem.",
        "Find the verse about the light.",
    ]
    # The tiny model's context is 512 tokens: the first two tools go together, the third alone.
    pair, trip = TOOLS[:2], TOOLS[2:]
    declared = {t["function"]["name"] for t in pair}
    for choice_arg, allowed, tools in (
        ("required", declared, pair),
        ({"type": "function", "function": {"name": "get_weather"}}, {"get_weather"}, pair),
        ({"type": "function", "function": {"name": "search_scripture"}}, {"search_scripture"}, pair),
        ({"type": "function", "function": {"name": "book_trip"}}, {"book_trip"}, trip),
    ):
        for seed, prompt in [(s, p) for s in (4, 5, 6) for p in prompts[:2]]:
            kw = dict(
                model=model,
                messages=[{"role": "user", "content": prompt}],
                tools=tools,
                tool_choice=choice_arg,
                parallel_tool_calls=False,
                reasoning_effort="none",
                temperature=0.8,
                seed=seed,
                max_tokens=140,
            )
            resp = client.chat.completions.create(**kw)
            c = resp.choices[0]
            assert c.finish_reason in ("tool_calls", "length"), c
            if c.finish_reason == "length":
                # Only a call cut by the token limit may end so.
                assert resp.usage.completion_tokens == 140, resp.usage
                seen["tools"].append({"seed": seed, "finish": "length"})
                continue
            assert len(c.message.tool_calls) == 1, c.message
            call = c.message.tool_calls[0]
            assert call.type == "function"
            assert call.function.name in allowed, call.function.name
            args = json.loads(call.function.arguments)
            assert isinstance(args, dict), call.function.arguments
            jsonschema.validate(args, SCHEMAS[call.function.name])
            # Streamed: a first delta with index, id, type, name and empty arguments, then
            # argument fragments that concatenate to the non-streamed arguments.
            _, _, deltas, finish = stream_chat(client, **kw)
            assert finish == "tool_calls", finish
            first = deltas[0]
            assert first.index == 0 and first.id and first.type == "function", first
            assert first.function.name == call.function.name, first
            assert first.function.arguments == "", first
            fragments = [d.function.arguments for d in deltas[1:]]
            assert all(d.index == 0 and not d.function.name for d in deltas[1:]), deltas
            assert "".join(fragments) == call.function.arguments, (fragments, call.function.arguments)
            seen["tools"].append(
                {
                    "seed": seed,
                    "finish": "tool_calls",
                    "name": call.function.name,
                    "arguments": call.function.arguments,
                    "fragments": len(fragments),
                }
            )
    assert sum(t["finish"] == "tool_calls" for t in seen["tools"]) >= 12, seen["tools"]

    # Parallel calls allowed: every call made validates, and the answer ends as tool_calls.
    resp = client.chat.completions.create(
        model=model,
        messages=[{"role": "user", "content": prompts[1]}],
        tools=pair,
        tool_choice="required",
        reasoning_effort="none",
        temperature=0.8,
        seed=7,
        max_tokens=140,
    )
    c = resp.choices[0]
    if c.finish_reason == "tool_calls":
        for call in c.message.tool_calls:
            jsonschema.validate(json.loads(call.function.arguments), SCHEMAS[call.function.name])
    seen["parallel"] = {"finish": c.finish_reason, "calls": len(c.message.tool_calls or [])}

    # auto: whatever calls the model opens itself are held to their schemas.
    auto = []
    for seed in (8, 9, 10, 11):
        resp = client.chat.completions.create(
            model=model,
            messages=[{"role": "user", "content": prompts[seed % 3]}],
            tools=pair,
            tool_choice="auto",
            reasoning_effort="none",
            temperature=1.0,
            seed=seed,
            max_tokens=120,
        )
        c = resp.choices[0]
        for call in c.message.tool_calls or []:
            jsonschema.validate(json.loads(call.function.arguments), SCHEMAS[call.function.name])
        if c.message.tool_calls:
            assert c.finish_reason in ("tool_calls", "length"), c
        auto.append({"finish": c.finish_reason, "calls": len(c.message.tool_calls or [])})
    seen["auto"] = auto

    # json_schema (strict): answers validate; streamed equals non-streamed.
    schema_results = []
    for seed in (1, 2, 3, 4):
        kw = dict(
            model=model,
            messages=[{"role": "user", "content": "Give a verse of the Bible as JSON."}],
            response_format={
                "type": "json_schema",
                "json_schema": {"name": "verse", "strict": True, "schema": ANSWER_SCHEMA},
            },
            reasoning_effort="none",
            temperature=0.9,
            seed=seed,
            max_tokens=200,
        )
        resp = client.chat.completions.create(**kw)
        choice = resp.choices[0]
        assert choice.finish_reason in ("stop", "length"), choice
        text = choice.message.content
        assert not text[:1].isspace(), repr(text)
        if choice.finish_reason == "stop":
            jsonschema.validate(json.loads(text), ANSWER_SCHEMA)
        else:
            assert resp.usage.completion_tokens == 200, resp.usage
        streamed, _, _, finish = stream_chat(client, **kw)
        assert streamed == text and finish == choice.finish_reason, (streamed, text)
        schema_results.append({"finish": choice.finish_reason, "text": text})
    assert sum(r["finish"] == "stop" for r in schema_results) >= 3, schema_results
    seen["json_schema"] = schema_results

    # A schema the grammar library rejects: a 400 naming the problem.
    try:
        client.chat.completions.create(
            model=model,
            messages=[{"role": "user", "content": "x"}],
            response_format={
                "type": "json_schema",
                "json_schema": {"name": "bad", "schema": {"type": "object", "properties": {"a": {"type": 5}}}},
            },
        )
        raise AssertionError("a bad schema was accepted")
    except openai.BadRequestError as e:
        assert e.body["param"] == "response_format", e.body
        seen["bad_schema"] = e.body["message"][:200]

    # Decode speed with and without a schema, in the same run (reported, not asserted).
    speed = {}
    for label, extra in (
        ("free", {}),
        ("json_schema", {"response_format": {"type": "json_schema",
                                             "json_schema": {"name": "verse", "schema": ANSWER_SCHEMA}}}),
    ):
        tokens, rates = 0, []
        for seed in (21, 22, 23):
            resp = client.chat.completions.create(
                model=model,
                messages=[{"role": "user", "content": "Give a verse of the Bible as JSON."}],
                reasoning_effort="none",
                temperature=0.9,
                seed=seed,
                max_tokens=96,
                **extra,
            )
            tokens += resp.usage.completion_tokens
            # The server's decode speed of the generation that just finished.
            rates.append(metric(base_url, "strata_decode_tokens_per_second"))
        speed[label] = {"tokens": tokens, "decode_tok_per_s": sum(rates) / len(rates)}
    seen["speed"] = speed
    seen["constrained_requests"] = metric(base_url, "strata_constrained_requests_total")

    # Reasoning budget.
    resp = client.chat.completions.create(
        model=model,
        messages=[{"role": "user", "content": "In the beginning"}],
        reasoning_effort="low",
        temperature=0.7,
        seed=6,
        max_tokens=320,
    )
    msg = resp.choices[0].message
    reasoning = getattr(msg, "reasoning_content", None) or ""
    assert reasoning, msg
    assert msg.content, msg
    llm = llama_cpp.Llama(model_path=gguf_path, vocab_only=True, verbose=False)
    n_reasoning = len(llm.tokenize(reasoning.encode(), add_bos=False, special=True))
    # The budget is 256 tokens; llama.cpp re-tokenizes the text canonically, which may merge a
    # few of the sampled pieces (and the forced closing adds a newline).
    assert n_reasoning <= 256 + 8, n_reasoning
    seen["reasoning"] = {
        "tokens": n_reasoning,
        "completion_tokens": resp.usage.completion_tokens,
        "content": msg.content[:80],
        "finish": resp.choices[0].finish_reason,
    }
    print(json.dumps(seen))


if __name__ == "__main__":
    main()
