# syntax=docker/dockerfile:1
# Strata for AMD RX 7000 cards: strata-rt built with the `hip` feature and stratac (which compiles
# the plan for the card on first start), on pinned ROCm images. Build with docker/build.sh, which
# passes the arch, the guard version and the git revision; run with ./run.sh.
#
# ROCm 7.2.1 is pinned because the shipped gfx1101 calibration table
# (calibration/data/gfx1101-hipblaslt-100202.txt) was measured with its hipBLASLt 1.2.2; the
# runtime ignores a table whose library version differs.
ARG ROCM_VERSION=7.2.1
ARG BUILDER_IMAGE=rocm/dev-ubuntu-24.04:${ROCM_VERSION}-complete
ARG RUNTIME_IMAGE=rocm/dev-ubuntu-24.04:${ROCM_VERSION}
# The stage (or image, for build.sh --runtime-only) the runtime stage copies the binaries from.
ARG BUILT=builder

# ---- builder: the Rust toolchain, LLVM 19 for stratac's kernel generation, ROCm's HIP ----
FROM ${BUILDER_IMAGE} AS builder
ARG RUST_VERSION=1.95.0
ENV DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
       llvm-19-dev lld-19 libpolly-19-dev libzstd-dev zlib1g-dev libffi-dev libxml2-dev \
       build-essential pkg-config ca-certificates curl git \
    && rm -rf /var/lib/apt/lists/*
RUN curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs \
    | sh -s -- -y --profile minimal --default-toolchain "${RUST_VERSION}"
ENV PATH=/root/.cargo/bin:${PATH} \
    LLVM_SYS_191_PREFIX=/usr/lib/llvm-19 \
    ROCM_PATH=/opt/rocm \
    HIP_PATH=/opt/rocm \
    LIBRARY_PATH=/opt/rocm/lib
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p strata-runtime --features hip --bin strata-rt \
    && cargo build --release --locked -p strata-compiler --bin stratac

# ---- tests (build.sh --tests): the compiler's and the launcher's tests, in the builder ----
FROM builder AS tests
RUN cargo build --release --locked --workspace --bins \
    && cargo test --release --locked -p strata-compiler \
    && cargo test --release --locked -p strata-tests --test resolve --test launcher

FROM ${BUILT} AS built

# ---- runtime: the ROCm runtime with hipBLASLt, ld.lld for code objects, Strata ----
FROM ${RUNTIME_IMAGE} AS runtime
ARG STRATA_ARCH=gfx1101
ARG GUARD_VERSION=1
ARG GIT_SHA=unknown
ENV DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
    && apt-get install -y --no-install-recommends hipblaslt lld-19 libffi8 zlib1g libzstd1 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=built /src/target/release/strata-rt /src/target/release/stratac /opt/strata/bin/
COPY docker/entrypoint.sh docker/vram-guard.sh docker/releases.json /opt/strata/
COPY docker/lib/ /opt/strata/lib/
COPY calibration/data/ /opt/strata/calibration/
ENV PATH=/opt/strata/bin:${PATH} \
    LD_LIBRARY_PATH=/opt/rocm/lib \
    STRATA_LD_LLD=/usr/bin/ld.lld-19 \
    STRATA_IMAGE_ARCH=${STRATA_ARCH}
LABEL io.strata.vram-budget="${GUARD_VERSION}" \
      io.strata.arch="${STRATA_ARCH}" \
      org.opencontainers.image.title="strata-hip" \
      org.opencontainers.image.revision="${GIT_SHA}" \
      org.opencontainers.image.licenses="Apache-2.0"
VOLUME /data
EXPOSE 9931
ENTRYPOINT ["/opt/strata/entrypoint.sh"]
CMD ["serve"]
