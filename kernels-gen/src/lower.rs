//! Lowering: builds a kernel's module for a target, verifies it, optimises it and emits the
//! code object (HSACO through `ld.lld`, PTX text, or host IR for the JIT), with the resource
//! use the back end reports.

use crate::error::KernelError;
use crate::kernels::KernelKind;
use crate::simt::Simt;
use crate::target::{Family, Target};
use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine,
    TargetTriple,
};
use std::path::PathBuf;
use std::process::Command;
use std::sync::Once;

/// One kernel compiled for one target.
#[derive(Debug, Clone, PartialEq)]
pub struct CompiledKernel {
    /// Target name (`gfx1101`, `sm_90`, ...).
    pub target: String,
    /// Kernel symbol name.
    pub name: String,
    /// `hsaco`, `ptx` or `llvm-ir`.
    pub format: String,
    /// The code object (HSACO bytes, PTX text or optimised host IR).
    pub code: Vec<u8>,
    /// The LLVM IR the definition produced for this target, before optimisation.
    pub ir: String,
    /// Threads per block.
    pub block_dim: u32,
    /// Static shared memory in bytes.
    pub shared_bytes: u32,
    /// VGPRs (AMD) per lane; None where the back end does not report registers (PTX).
    pub vgprs: Option<u32>,
    /// SGPRs (AMD).
    pub sgprs: Option<u32>,
    /// Registers spilled (AMD: VGPR + SGPR spill counts).
    pub spills: Option<u32>,
    /// Private (scratch) bytes per work-item.
    pub scratch_bytes: Option<u32>,
}

static INIT: Once = Once::new();

fn init_llvm() {
    INIT.call_once(|| {
        let cfg = InitializationConfig::default();
        LlvmTarget::initialize_amd_gpu(&cfg);
        LlvmTarget::initialize_nvptx(&cfg);
        LlvmTarget::initialize_x86(&cfg);
    });
}

/// The LLVM target machine for `target`.
pub fn machine(target: &Target) -> Result<TargetMachine, KernelError> {
    init_llvm();
    let triple = TargetTriple::create(&target.triple);
    let t = LlvmTarget::from_triple(&triple).map_err(|e| KernelError::Codegen {
        target: target.name.clone(),
        message: e.to_string(),
    })?;
    let reloc = if target.family == Family::Host {
        RelocMode::Default
    } else {
        RelocMode::PIC
    };
    t.create_target_machine(
        &triple,
        &target.cpu,
        &target.features,
        OptimizationLevel::Aggressive,
        reloc,
        CodeModel::Default,
    )
    .ok_or_else(|| KernelError::Codegen {
        target: target.name.clone(),
        message: format!(
            "LLVM has no target machine for {} / {}",
            target.triple, target.cpu
        ),
    })
}

/// Builds `kind` for `target` into a fresh module of `ctx` and verifies it. Returns the module
/// and its static shared-memory size.
pub fn build_module<'ctx>(
    ctx: &'ctx Context,
    kind: &KernelKind,
    target: &Target,
    tm: &TargetMachine,
) -> Result<(Module<'ctx>, u32), KernelError> {
    let mut s = Simt::new(ctx, target, tm, kind.sig())?;
    kind.build(&mut s)?;
    let (module, shared) = s.finish()?;
    module.verify().map_err(|e| KernelError::Verify {
        kernel: kind.name(),
        target: target.name.clone(),
        message: e.to_string(),
    })?;
    Ok((module, shared))
}

/// Runs LLVM's standard O3 pipeline for the target.
pub fn optimize(module: &Module, tm: &TargetMachine, target: &Target) -> Result<(), KernelError> {
    module
        .run_passes("default<O3>", tm, PassBuilderOptions::create())
        .map_err(|e| KernelError::Codegen {
            target: target.name.clone(),
            message: e.to_string(),
        })
}

/// The pre-optimisation LLVM IR of `kind` for `target` (what the golden files record).
pub fn ir_text(kind: &KernelKind, target: &Target) -> Result<String, KernelError> {
    let ctx = Context::create();
    let tm = machine(target)?;
    let (m, _) = build_module(&ctx, kind, target, &tm)?;
    Ok(m.print_to_string().to_string())
}

/// Compiles `kind` for `target`: one inkwell context for this job, verified before codegen.
pub fn compile(kind: &KernelKind, target: &Target) -> Result<CompiledKernel, KernelError> {
    let ctx = Context::create();
    let tm = machine(target)?;
    let (module, shared_bytes) = build_module(&ctx, kind, target, &tm)?;
    let ir = module.print_to_string().to_string();
    optimize(&module, &tm, target)?;
    let cg = |e: inkwell::support::LLVMString| KernelError::Codegen {
        target: target.name.clone(),
        message: e.to_string(),
    };
    let mut out = CompiledKernel {
        target: target.name.clone(),
        name: kind.name(),
        format: target.code_format.to_string(),
        code: Vec::new(),
        ir,
        block_dim: kind.sig().block_dim,
        shared_bytes,
        vgprs: None,
        sgprs: None,
        spills: None,
        scratch_bytes: None,
    };
    match target.family {
        Family::Amdgpu => {
            let obj = tm
                .write_to_memory_buffer(&module, FileType::Object)
                .map_err(cg)?;
            let (code, notes) = link_hsaco(obj.as_slice(), &out.name)?;
            out.code = code;
            // Resource use is read back from the linked code object's metadata note, so the
            // plan records exactly what the loader will see.
            let res = amdgpu_resources(&notes);
            out.vgprs = res.vgprs;
            out.sgprs = res.sgprs;
            out.spills = match (res.vgpr_spills, res.sgpr_spills) {
                (Some(a), Some(b)) => Some(a + b),
                _ => None,
            };
            out.scratch_bytes = res.scratch;
        }
        Family::Nvptx => {
            let ptx = tm
                .write_to_memory_buffer(&module, FileType::Assembly)
                .map_err(cg)?;
            out.code = ptx.as_slice().to_vec();
            // PTX uses virtual registers; only ptxas knows the real count. Local memory
            // (`.local`) in the PTX is the one spill-like thing visible here.
            let text = String::from_utf8_lossy(&out.code);
            out.scratch_bytes = Some(if text.contains(".local") { 1 } else { 0 });
        }
        Family::Host => {
            out.code = module.print_to_string().to_bytes().to_vec();
        }
    }
    Ok(out)
}

/// Resource use read from an AMDGPU assembly listing's kernel metadata.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct AmdgpuResources {
    pub vgprs: Option<u32>,
    pub sgprs: Option<u32>,
    pub vgpr_spills: Option<u32>,
    pub sgpr_spills: Option<u32>,
    pub scratch: Option<u32>,
    pub wavefront_size: Option<u32>,
}

/// Parses the `amdhsa.kernels` metadata of an AMDGPU listing (or `llvm-readelf --notes`).
pub fn amdgpu_resources(text: &str) -> AmdgpuResources {
    let field = |key: &str| -> Option<u32> {
        text.lines().find_map(|l| {
            let l = l.trim().trim_start_matches("- ");
            l.strip_prefix(key)
                .and_then(|r| r.trim_start().strip_prefix(':'))
                .and_then(|v| v.trim().parse().ok())
        })
    };
    AmdgpuResources {
        vgprs: field(".vgpr_count"),
        sgprs: field(".sgpr_count"),
        vgpr_spills: field(".vgpr_spill_count"),
        sgpr_spills: field(".sgpr_spill_count"),
        scratch: field(".private_segment_fixed_size"),
        wavefront_size: field(".wavefront_size"),
    }
}

/// The `ld.lld` to use: `$STRATA_LD_LLD`, else `ld.lld-19`, else LLVM 19's own.
pub fn ld_lld() -> PathBuf {
    if let Some(p) = std::env::var_os("STRATA_LD_LLD") {
        return PathBuf::from(p);
    }
    for c in ["/usr/bin/ld.lld-19", "/usr/lib/llvm-19/bin/ld.lld"] {
        let p = PathBuf::from(c);
        if p.exists() {
            return p;
        }
    }
    PathBuf::from("ld.lld-19")
}

/// `llvm-readelf` from LLVM 19: `$STRATA_LLVM_READELF`, else `llvm-readelf-19`, else LLVM 19's own.
pub fn llvm_readelf() -> PathBuf {
    if let Some(p) = std::env::var_os("STRATA_LLVM_READELF") {
        return PathBuf::from(p);
    }
    for c in [
        "/usr/bin/llvm-readelf-19",
        "/usr/lib/llvm-19/bin/llvm-readelf",
    ] {
        let p = PathBuf::from(c);
        if p.exists() {
            return p;
        }
    }
    PathBuf::from("llvm-readelf-19")
}

/// Links an AMDGPU relocatable object into a loadable code object (`ld.lld -shared`) and
/// returns it with its notes as `llvm-readelf --notes` prints them.
fn link_hsaco(obj: &[u8], name: &str) -> Result<(Vec<u8>, String), KernelError> {
    let tool = |m: String| KernelError::Tool {
        tool: "ld.lld".into(),
        message: m,
    };
    let dir = std::env::temp_dir().join(format!("strata-kgen-{}-{}", std::process::id(), unique()));
    std::fs::create_dir_all(&dir).map_err(|e| tool(format!("{}: {e}", dir.display())))?;
    let o = dir.join(format!("{name}.o"));
    let h = dir.join(format!("{name}.hsaco"));
    let result = (|| {
        std::fs::write(&o, obj).map_err(|e| tool(format!("{}: {e}", o.display())))?;
        let out = Command::new(ld_lld())
            .arg("-shared")
            .arg("-o")
            .arg(&h)
            .arg(&o)
            .output()
            .map_err(|e| tool(format!("cannot run {}: {e}", ld_lld().display())))?;
        if !out.status.success() {
            return Err(tool(String::from_utf8_lossy(&out.stderr).into_owned()));
        }
        let code = std::fs::read(&h).map_err(|e| tool(format!("{}: {e}", h.display())))?;
        let notes = Command::new(llvm_readelf())
            .arg("--notes")
            .arg(&h)
            .output()
            .map_err(|e| tool(format!("cannot run {}: {e}", llvm_readelf().display())))?;
        if !notes.status.success() {
            return Err(tool(String::from_utf8_lossy(&notes.stderr).into_owned()));
        }
        Ok((code, String::from_utf8_lossy(&notes.stdout).into_owned()))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    t ^ (N.fetch_add(1, Ordering::Relaxed) << 40)
}
