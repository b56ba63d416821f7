"""Runs Strata's generated sm_90 PTX on an NVIDIA GPU and checks it against the host lowering.

Reads the bundle that `cargo run -p strata-kernels-gen --example ptx_cases -- DIR` writes
(manifest.json, <kernel>.ptx, inputs, and the host lowering's outputs), loads every kernel's
PTX through the CUDA driver (cuModuleLoadDataEx, so the driver's PTX JIT compiles it),
launches each case with cuLaunchKernel and compares the outputs with the host's:

* f32 outputs: max |gpu - host| <= 1e-4 * max(1, max |host|) per buffer, NaN where and only
  where the host has NaN (the same code; differences come from the GPU contracting a*b+c into
  fma and its own rounding of the polynomial steps);
* i32 outputs (router ids) and u16 outputs (f16 staging): bit for bit.

Then it times the matvec kernels on large random weights (rotating buffers so the 60 MB L2
cannot hold them) with CUDA events, and a large device-to-device copy for the card's copy
bandwidth (before and after), and prints a table: the catalogue's kernels (timed twice, for
the spread), the tuning variants the bundle carries and, where the bundle has them, an
earlier build's kernels (`base_*`); dense 16384 x 8192 and grouped MoE (8 picks of
2048 x 8192, and 8 of a pool of 128 experts of 768 x 2048). Every variant's output on the
same inputs is compared with the catalogue kernel's ("vs new"), and the F16/F32 kernels with
a float64 product. Usage: python3 validate_ptx.py BUNDLE_DIR [OUT_DIR]
"""

import ctypes
import json
import os
import sys

import numpy as np
import torch

BUNDLE = sys.argv[1]
OUT = sys.argv[2] if len(sys.argv) > 2 else None

torch.cuda.init()
torch.empty(1, device="cuda")  # makes the primary context current on this thread
cuda = ctypes.CDLL("libcuda.so.1")


def check(rc, what):
    if rc != 0:
        name = ctypes.c_char_p()
        cuda.cuGetErrorString(rc, ctypes.byref(name))
        raise RuntimeError(f"{what}: CUDA error {rc} ({name.value.decode() if name.value else '?'})")


def load(kernel):
    ptx = open(os.path.join(BUNDLE, kernel + ".ptx"), "rb").read() + b"\0"
    mod = ctypes.c_void_p()
    log = ctypes.create_string_buffer(16384)
    # CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6
    opts = (ctypes.c_int * 2)(5, 6)
    vals = (ctypes.c_void_p * 2)(ctypes.cast(log, ctypes.c_void_p), ctypes.c_void_p(16384))
    rc = cuda.cuModuleLoadDataEx(ctypes.byref(mod), ptx, 2, opts, vals)
    if rc != 0:
        print(log.value.decode(errors="replace"), file=sys.stderr)
    check(rc, f"cuModuleLoadDataEx({kernel})")
    fn = ctypes.c_void_p()
    check(cuda.cuModuleGetFunction(ctypes.byref(fn), mod, kernel.encode()), f"cuModuleGetFunction({kernel})")
    regs = ctypes.c_int()
    # CU_FUNC_ATTRIBUTE_NUM_REGS = 4, LOCAL_SIZE_BYTES = 3
    cuda.cuFuncGetAttribute(ctypes.byref(regs), 4, fn)
    local = ctypes.c_int()
    cuda.cuFuncGetAttribute(ctypes.byref(local), 3, fn)
    return fn, regs.value, local.value


def prepare(params):
    """The kernel-parameter array cuLaunchKernel takes, kept alive with its holders."""
    holders = []
    for p in params:
        if isinstance(p, tuple) and p[0] == "ptr":
            holders.append(ctypes.c_uint64(p[1]))
        elif isinstance(p, tuple) and p[0] == "i32":
            holders.append(ctypes.c_int32(p[1]))
        elif isinstance(p, tuple) and p[0] == "f32":
            holders.append(ctypes.c_float(p[1]))
        else:
            raise ValueError(p)
    arr = (ctypes.c_void_p * len(holders))(*[ctypes.cast(ctypes.byref(h), ctypes.c_void_p) for h in holders])
    return arr, holders


def launch_prepared(fn, grid, block, prepared):
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    check(
        cuda.cuLaunchKernel(fn, grid[0], grid[1], grid[2], block, 1, 1, 0, stream, prepared[0], None),
        "cuLaunchKernel",
    )


def launch(fn, grid, block, params):
    launch_prepared(fn, grid, block, prepare(params))


def dev_bytes(path):
    data = np.fromfile(os.path.join(BUNDLE, path), dtype=np.uint8)
    return torch.from_numpy(data).cuda()


man = json.load(open(os.path.join(BUNDLE, "manifest.json")))
funcs = {}
rows = []
failures = 0
for kernel in man["kernels"]:
    funcs[kernel] = load(kernel)
for case in man["cases"]:
    fn = funcs[case["kernel"]][0]
    params, outs, keep = [], [], []
    for a in case["args"]:
        if a["kind"] == "in":
            t = dev_bytes(a["file"])
            keep.append(t)
            params.append(("ptr", t.data_ptr()))
        elif a["kind"] == "out":
            t = dev_bytes(a["init"])
            outs.append((t, a))
            params.append(("ptr", t.data_ptr()))
        elif a["kind"] == "table":
            ts = [dev_bytes(f) for f in a["files"]]
            keep.extend(ts)
            table = torch.tensor([t.data_ptr() for t in ts], dtype=torch.int64, device="cuda")
            keep.append(table)
            params.append(("ptr", table.data_ptr()))
        elif a["kind"] == "i32":
            params.append(("i32", int(a["value"])))
        elif a["kind"] == "f32":
            params.append(("f32", float(a["value"])))
    launch(fn, case["grid"], case["block"], params)
    torch.cuda.synchronize()
    for t, a in outs:
        got = t.cpu().numpy().tobytes()
        want = open(os.path.join(BUNDLE, a["expect"]), "rb").read()
        if a["cmp"] == "f32":
            g = np.frombuffer(got, dtype=np.float32).astype(np.float64)
            w = np.frombuffer(want, dtype=np.float32).astype(np.float64)
            nan_ok = bool(np.array_equal(np.isnan(g), np.isnan(w)))
            fin = ~np.isnan(w)
            err = float(np.max(np.abs(g[fin] - w[fin]))) if fin.any() else 0.0
            tol = 1e-4 * max(1.0, float(np.max(np.abs(w[fin]))) if fin.any() else 1.0)
            exact = float(np.mean(g[fin] == w[fin])) if fin.any() else 1.0
            ok = nan_ok and err <= tol
            rows.append((case["kernel"], "f32", len(w), err, tol, exact, ok))
        else:
            dt = np.int32 if a["cmp"] == "i32" else np.uint16
            g = np.frombuffer(got, dtype=dt)
            w = np.frombuffer(want, dtype=dt)
            mism = int(np.sum(g != w))
            ok = mism == 0
            rows.append((case["kernel"], a["cmp"], len(w), float(mism), 0.0, float(np.mean(g == w)), ok))
        failures += 0 if ok else 1

print(f"{'kernel':40s} {'cmp':4s} {'n':>7s} {'max_err':>10s} {'tol':>9s} {'exact':>6s} ok  regs local")
for k, cmp, n, err, tol, exact, ok in rows:
    _, regs, local = funcs[k]
    print(f"{k:40s} {cmp:4s} {n:7d} {err:10.3e} {tol:9.2e} {exact:6.3f} {'yes' if ok else 'NO '} {regs:4d} {local:5d}")
print(f"correctness: {len(rows) - failures}/{len(rows)} outputs within tolerance; {len(funcs)} kernels loaded")


def time_ms(fn_run, reps=20, rounds=5):
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(3):
        fn_run(0)
    torch.cuda.synchronize()
    samples = []
    for r in range(rounds):
        # Keep the GPU busy while the launches are queued, so Python's launch rate cannot
        # leave gaps between short kernels.
        torch.cuda._sleep(3_000_000)
        start.record()
        for i in range(reps):
            fn_run(i)
        stop.record()
        torch.cuda.synchronize()
        samples.append(start.elapsed_time(stop) / reps)
    samples.sort()
    return samples[len(samples) // 2], samples


# Copy bandwidth: 2 GiB device-to-device, counting bytes read and written.
n_copy = 1 << 31
src = torch.randint(0, 256, (n_copy,), dtype=torch.uint8, device="cuda")
dst = torch.empty_like(src)
copy_ms, copy_samples = time_ms(lambda i: dst.copy_(src), reps=10)
copy_gbs = 2 * n_copy / (copy_ms * 1e-3) / 1e9
del src, dst
print(f"\ncopy bandwidth: {copy_gbs:.0f} GB/s (2 GiB D2D, median of {len(copy_samples)} x 10 copies, {copy_ms:.3f} ms each)")

BLOCK_ELEMS = {"Q8_0": 32, "F16": 1, "F32": 1}


def weights(typ, rows, cols, wbytes, scale_offsets):
    """Random weights of one matrix: small normal floats, or random blocks with sane f16 scales."""
    if typ == "F16":
        return (torch.randn(rows * cols, device="cuda", dtype=torch.float16) * 0.05).view(torch.uint8)
    if typ == "F32":
        return torch.randn(rows * cols, device="cuda", dtype=torch.float32).view(torch.uint8)
    w = torch.randint(0, 256, (wbytes,), dtype=torch.uint8, device="cuda")
    ts = wbytes // (rows * cols // BLOCK_ELEMS.get(typ, 256))
    blocks = w.view(-1, ts)
    for off in scale_offsets:
        sc = (torch.randn(blocks.shape[0], device="cuda", dtype=torch.float16) * 0.01).view(torch.uint8).view(-1, 2)
        blocks[:, off : off + 2] = sc
    return w


def bench_case(b):
    """(run(i), check(), bytes moved per launch) for one manifest bench entry."""
    fn = funcs[b["kernel"]][0]
    rows_, cols, wbytes = b["rows"], b["cols"], b["wbytes"]
    # The same inputs for every kernel of one (type, shape), so their outputs can be compared.
    torch.manual_seed(1234)
    gen = torch.Generator(device="cpu")
    gen.manual_seed(1234)
    if b["kind"] == "matvec":
        sets = []
        for _ in range(3):
            w = weights(b["type"], rows_, cols, wbytes, b["scale_offsets"])
            x = torch.randn(cols, device="cuda", dtype=torch.float32)
            y = torch.full((rows_,), float("nan"), device="cuda", dtype=torch.float32)
            sets.append((w, x, y))

        preps = [prepare([("ptr", y.data_ptr()), ("ptr", w.data_ptr()), ("ptr", x.data_ptr()), ("i32", rows_), ("i32", cols)]) for w, x, y in sets]

        def run(i):
            launch_prepared(fn, b["grid"], b["block"], preps[i % len(preps)])

        moved = wbytes + 4 * cols + 4 * rows_
        return run, sets, moved
    # MoE: a pool of experts (several sets of 8 for the big shape; 128 for Qwen3's), each
    # launch takes 8 distinct experts of the pool, picks rotating over 16 precomputed lists.
    n_sel, pool = b["n_sel"], b["pool"]
    n_mats = pool * 3 if pool == n_sel else pool
    mats = [weights(b["type"], rows_, cols, wbytes, b["scale_offsets"]) for _ in range(n_mats)]
    table = torch.tensor([m.data_ptr() for m in mats], dtype=torch.int64, device="cuda")
    sels = []
    for i in range(16):
        if pool == n_sel:
            base = (i % 3) * n_sel
            sel = [base + k for k in torch.randperm(n_sel, generator=gen).tolist()]
        else:
            sel = torch.randperm(pool, generator=gen)[:n_sel].tolist()
        sels.append(torch.tensor(sel, dtype=torch.int32, device="cuda"))
    x_stride = b.get("x_stride", 0)
    x = torch.randn(n_sel * cols if x_stride else cols, device="cuda", dtype=torch.float32)
    y = torch.full((n_sel * rows_,), float("nan"), device="cuda", dtype=torch.float32)

    preps = [prepare([("ptr", y.data_ptr()), ("ptr", table.data_ptr()), ("ptr", sel.data_ptr()), ("ptr", x.data_ptr()), ("i32", rows_), ("i32", cols), ("i32", x_stride), ("i32", 2**31 - 1), ("i32", 0)]) for sel in sels]

    def run(i):
        launch_prepared(fn, b["grid"], b["block"], preps[i % len(preps)])

    moved = n_sel * (wbytes + 4 * rows_) + 4 * cols * (n_sel if x_stride else 1) + 12 * n_sel
    return run, (mats, table, sels, x, y), moved


def output_of(b, run, state):
    """The output of launch 0 (poisoned first), on the host."""
    y = state[0][2] if b["kind"] == "matvec" else state[4]
    y.fill_(float("nan"))
    run(0)
    torch.cuda.synchronize()
    return y.cpu().numpy().astype(np.float64)


def occupancy(fn, block):
    n = ctypes.c_int()
    check(cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(ctypes.byref(n), fn, block, ctypes.c_size_t(0)), "occupancy")
    return n.value * block // 32


print(f"{'kernel':32s} {'label':16s} {'type':8s} {'shape':>22s} {'MB':>7s} {'us':>8s} {'GB/s':>6s} {'copy%':>6s} {'regs':>4s} {'warps/SM':>8s} {'vs new':>9s} {'vs first':>9s}")
bench_rows = []
reference = {}
for b in man["bench"]:
    run, state, moved = bench_case(b)
    fn, regs, local = funcs[b["kernel"]]
    out = output_of(b, run, state)
    key = (b["kind"], b["type"], b["rows"], b["cols"], b["pool"])
    fam = b.get("family", "f32")
    # Every variant must compute what the first kernel of its numerics family (x quantized to
    # q8, or f32 x; the catalogue's kernel where it is of that family) computes on the same
    # inputs; "vs first" compares with the first kernel of the shape (the catalogue's), so for
    # the other family it is the difference the quantization of x makes.
    reference.setdefault(key + (fam,), out)
    reference.setdefault(key, out)

    def rel_to(ref):
        if ref is None or not np.isfinite(ref).all():
            return float("nan")
        if not np.isfinite(out).all():
            return float("inf")
        return float(np.max(np.abs(out - ref)) / max(1e-30, float(np.max(np.abs(ref)))))

    rel = rel_to(reference.get(key + (fam,)))
    rel_first = rel_to(reference.get(key))
    if not rel <= 1e-3:
        failures += 1
    ms, samples = time_ms(run)
    gbs = moved / (ms * 1e-3) / 1e9
    occ = occupancy(fn, b["block"])
    shape = f"{b['n_sel']}x{b['rows']}x{b['cols']}" if b["kind"] == "moe" else f"{b['rows']}x{b['cols']}"
    bench_rows.append({"kernel": b["kernel"], "label": b["label"], "type": b["type"], "shape": shape, "MB": moved / 1e6, "ms": ms, "samples_ms": samples, "gbs": gbs, "copy_frac": gbs / copy_gbs, "regs": regs, "local": local, "warps_per_sm": occ, "family": fam, "rel_vs_new": rel, "rel_vs_first": rel_first})
    print(f"{b['kernel']:32s} {b['label']:16s} {b['type']:8s} {shape:>22s} {moved / 1e6:7.1f} {ms * 1e3:8.1f} {gbs:6.0f} {100 * gbs / copy_gbs:5.1f}% {regs:4d} {occ:8d} {rel:9.1e} {rel_first:9.1e}")
    del state
    torch.cuda.empty_cache()

# F16/F32 sanity against torch at the large shape: the catalogue kernel vs an f64 product.
for typ, dt in (("F16", torch.float16), ("F32", torch.float32)):
    b = next((e for e in man["bench"] if e["type"] == typ and e["label"] == "new"), None)
    if b is None:
        continue
    run, state, _ = bench_case(b)
    got = output_of(b, run, state)
    w, x, _ = state[0]
    want = (w.view(dt).view(b["rows"], b["cols"]).double() @ x.double()).cpu().numpy()
    rel = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    print(f"{typ} {b['rows']}x{b['cols']} vs float64 torch: max rel err {rel:.2e}")
    if not rel < 1e-4:
        failures += 1
    del state

src = torch.randint(0, 256, (n_copy,), dtype=torch.uint8, device="cuda")
dst = torch.empty_like(src)
copy_end_ms, copy_end_samples = time_ms(lambda i: dst.copy_(src), reps=10)
copy_end_gbs = 2 * n_copy / (copy_end_ms * 1e-3) / 1e9
del src, dst
print(f"copy bandwidth again at the end: {copy_end_gbs:.0f} GB/s")
if OUT:
    with open(os.path.join(OUT, "validate.json"), "w") as f:
        json.dump({"correctness": rows, "copy_gbs": copy_gbs, "copy_samples_ms": copy_samples, "copy_end_gbs": copy_end_gbs, "bench": bench_rows}, f, indent=1)
torch.cuda.synchronize()
sys.exit(1 if failures else 0)
