//! Fuzz target: the GGUF parser on arbitrary bytes. Whatever the input, parsing returns a file
//! or a typed error; a file it accepts has every tensor inside the input, and reading all of its
//! metadata and tensor bytes never panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_compiler::gguf::GgufFile;

fuzz_target!(|data: &[u8]| {
    let Ok(file) = GgufFile::from_bytes(data.to_vec()) else {
        return;
    };
    for (_, v) in file.metadata() {
        let _ = v.to_json();
        let _ = v.to_text(8, 64);
    }
    for t in file.tensors() {
        let bytes = file.tensor_bytes(t);
        assert_eq!(
            bytes.len() as u64,
            t.n_bytes,
            "tensor {} has the wrong extent",
            t.name
        );
        if t.n_elements() <= 1 << 16 {
            let mut out = vec![0f32; t.n_elements() as usize];
            let _ = strata_ir::quant::dequantize(t.ty, bytes, &mut out);
        }
    }
    let _ = file.header_hash();
});
