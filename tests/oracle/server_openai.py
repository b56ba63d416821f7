"""Drives a running `strata-rt serve` with the official `openai` Python client.

Usage: server_openai.py BASE_URL MODEL_ID API_KEY MODE

MODE is `scripted` (the test's scripted model, whose answers are known: tool calls and
reasoning are asserted) or `engine` (a real tiny model with random weights: the shapes of every
response are asserted, and a tool-call round trip is made with a call the client supplies).

Prints one JSON object with what was seen; any failed check raises, so the exit code is non-zero.
"""

import json
import sys

import openai


def main() -> None:
    base_url, model, api_key, mode = sys.argv[1:5]
    client = openai.OpenAI(base_url=base_url, api_key=api_key, max_retries=0, timeout=120)
    seen = {}

    # Models.
    models = client.models.list()
    ids = [m.id for m in models.data]
    assert ids == [model], ids
    seen["models"] = ids

    # Non-streaming chat.
    resp = client.chat.completions.create(
        model=model,
        messages=[
            {"role": "system", "content": "You are terse."},
            {"role": "user", "content": "Hello"},
        ],
        max_tokens=8,
        temperature=0,
        seed=1,
    )
    choice = resp.choices[0]
    assert resp.object == "chat.completion"
    assert choice.message.role == "assistant"
    assert choice.finish_reason in ("stop", "length"), choice.finish_reason
    assert resp.usage.prompt_tokens > 0
    assert 0 < resp.usage.completion_tokens <= 8, resp.usage
    assert resp.usage.total_tokens == resp.usage.prompt_tokens + resp.usage.completion_tokens
    seen["chat"] = {"content": choice.message.content, "usage": resp.usage.model_dump()}

    # Streaming chat must produce the same text as the greedy non-streaming call.
    stream = client.chat.completions.create(
        model=model,
        messages=[
            {"role": "system", "content": "You are terse."},
            {"role": "user", "content": "Hello"},
        ],
        max_tokens=8,
        temperature=0,
        seed=1,
        stream=True,
        stream_options={"include_usage": True},
    )
    text, reasoning, finish, usage = "", "", None, None
    for chunk in stream:
        if chunk.usage is not None:
            usage = chunk.usage
        for c in chunk.choices:
            if c.delta.content:
                text += c.delta.content
            r = getattr(c.delta, "reasoning_content", None)
            if r:
                reasoning += r
            if c.finish_reason:
                finish = c.finish_reason
    assert finish in ("stop", "length"), finish
    assert usage is not None and usage.completion_tokens == resp.usage.completion_tokens, usage
    if mode == "engine":
        assert text == (choice.message.content or ""), (text, choice.message.content)
    seen["stream"] = {"content": text, "reasoning": reasoning, "finish": finish}

    tools = [
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
        }
    ]

    # Tool-call round trip.
    if mode == "scripted":
        first = client.chat.completions.create(
            model=model,
            messages=[{"role": "user", "content": "CALL_TOOL: weather in Paris?"}],
            tools=tools,
        )
        c = first.choices[0]
        assert c.finish_reason == "tool_calls", c
        call = c.message.tool_calls[0]
        assert call.function.name == "get_weather"
        assert json.loads(call.function.arguments) == {"city": "Paris"}
        # The streaming client assembles the same call from deltas.
        streamed = {}
        for chunk in client.chat.completions.create(
            model=model,
            messages=[{"role": "user", "content": "CALL_TOOL: weather in Paris?"}],
            tools=tools,
            stream=True,
        ):
            for ch in chunk.choices:
                for tc in ch.delta.tool_calls or []:
                    entry = streamed.setdefault(tc.index, {"name": "", "arguments": ""})
                    if tc.function.name:
                        entry["name"] += tc.function.name
                    if tc.function.arguments:
                        entry["arguments"] += tc.function.arguments
        assert streamed == {0: {"name": "get_weather", "arguments": call.function.arguments}}, streamed
        call_id, args = call.id, call.function.arguments
    else:
        call_id, args = "call_0", json.dumps({"city": "Paris"})
    second = client.chat.completions.create(
        model=model,
        messages=[
            {"role": "user", "content": "Weather in Paris?"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": call_id, "type": "function", "function": {"name": "get_weather", "arguments": args}}
                ],
            },
            {"role": "tool", "tool_call_id": call_id, "content": "sunny, 21 C"},
        ],
        tools=tools,
        max_tokens=8,
        temperature=0,
    )
    assert second.choices[0].finish_reason in ("stop", "length", "tool_calls")
    assert second.usage.prompt_tokens > resp.usage.prompt_tokens
    seen["tool_round_trip"] = {"call_id": call_id, "answer": second.choices[0].message.content}

    # Completions.
    comp = client.completions.create(model=model, prompt="Once upon a time", max_tokens=6, temperature=0)
    assert comp.object == "text_completion"
    assert comp.choices[0].finish_reason in ("stop", "length")
    assert 0 < comp.usage.completion_tokens <= 6
    seen["completion"] = comp.choices[0].text

    # Any model name is served by the loaded model (no --strict-model-names here).
    other = client.chat.completions.create(
        model="gpt-4o-mini", messages=[{"role": "user", "content": "x"}], max_tokens=2
    )
    assert other.choices[0].finish_reason in ("stop", "length"), other
    assert other.usage.completion_tokens <= 2, other.usage

    # Errors surface as the client's typed exceptions.
    try:
        client.chat.completions.create(model=model, messages=[{"role": "user", "content": "x"}], max_tokens=-3)
        raise AssertionError("negative max_tokens accepted")
    except openai.BadRequestError as e:
        assert e.body["param"] == "max_tokens", e.body
    bad = openai.OpenAI(base_url=base_url, api_key="wrong-key", max_retries=0)
    try:
        bad.models.list()
        raise AssertionError("wrong API key accepted")
    except openai.AuthenticationError:
        pass

    print(json.dumps(seen))


if __name__ == "__main__":
    main()
