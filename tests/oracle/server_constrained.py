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
  (counted by llama.cpp's tokenizer on the same GGUF), then content follows.

Prints one JSON object with what was seen; any failed check raises.
"""

import json
import sys

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
]


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
            if choice.finish_reason == "stop":
                value = json.loads(text)
                assert isinstance(value, dict), text
            streamed, _, _, finish = stream_chat(client, **kw)
            assert streamed == text, (streamed, text)
            assert finish == choice.finish_reason
            seen["json"].append({"seed": seed, "finish": choice.finish_reason, "text": text})
    assert sum(j["finish"] == "stop" for j in seen["json"]) >= 3, seen["json"]
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
    for choice_arg, allowed in (
        ("required", declared),
        ({"type": "function", "function": {"name": "search_scripture"}}, {"search_scripture"}),
    ):
        for seed in (4, 5):
            kw = dict(
                model=model,
                messages=[{"role": "user", "content": "What is the weather in Jerusalem?"}],
                tools=TOOLS,
                tool_choice=choice_arg,
                reasoning_effort="none",
                temperature=0.8,
                seed=seed,
                max_tokens=160,
            )
            resp = client.chat.completions.create(**kw)
            c = resp.choices[0]
            assert c.finish_reason in ("tool_calls", "length"), c
            if c.finish_reason == "length":
                seen["tools"].append({"seed": seed, "finish": "length"})
                continue
            assert len(c.message.tool_calls) == 1, c.message
            call = c.message.tool_calls[0]
            assert call.type == "function"
            assert call.function.name in allowed, call.function.name
            args = json.loads(call.function.arguments)
            assert isinstance(args, dict), call.function.arguments
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
    assert sum(t["finish"] == "tool_calls" for t in seen["tools"]) >= 2, seen["tools"]

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
