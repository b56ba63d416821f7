//! Prints one kernel's code for one target: `kgen_dump KERNEL TARGET [ir|code|res]`.

use strata_kernels_gen::lower::compile;
use strata_kernels_gen::{KernelKind, Target};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: kgen_dump KERNEL TARGET [ir|code|res]");
        std::process::exit(2);
    }
    let kind = KernelKind::from_name(&args[1])?;
    let target = Target::by_name(&args[2])?;
    let k = compile(&kind, &target)?;
    match args.get(3).map(String::as_str).unwrap_or("code") {
        "ir" => print!("{}", k.ir),
        "res" => println!(
            "vgprs {:?} sgprs {:?} spills {:?} scratch {:?} shared {}",
            k.vgprs, k.sgprs, k.spills, k.scratch_bytes, k.shared_bytes
        ),
        _ => {
            use std::io::Write;
            std::io::stdout().write_all(&k.code)?;
        }
    }
    Ok(())
}
