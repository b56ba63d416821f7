//! stratac: the command-line entry point of the compiler.

fn main() -> anyhow::Result<()> {
    anyhow::bail!("stratac has no commands yet")
}
