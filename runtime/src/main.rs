//! strata-rt: the command-line entry point of the runtime.

fn main() -> anyhow::Result<()> {
    anyhow::bail!("strata-rt has no commands yet")
}
