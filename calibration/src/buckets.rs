//! Token buckets: the token counts a plan records a GEMM pick for, and how the runtime maps the
//! token count of an actual launch to one of them.
//!
//! A calibration table is measured at a few token counts (the gfx1101 table: 128, 512 and 2048
//! for dense shapes, 16 to 512 for expert shapes). The compiler resolves every prompt GEMM at
//! each bucket of [`TOKEN_BUCKETS`] — powers of two from 16 to 4096 — with the table's rule
//! ([`crate::Table::select`] at `T = bucket`), and the plan records one pick per bucket. At run
//! time a GEMM over `t` tokens (a prompt chunk for a dense projection, the tokens routed to one
//! expert for an expert's gate/up/down) uses the pick of [`bucket_for`]`(t)`: the smallest bucket
//! `≥ t`, or the largest when `t` is larger. DESIGN.md's ×2 window then applies between `t` and
//! that bucket as it does between a bucket and the table's rows, so a pick measured for 16 tokens
//! is not used for 3 (those launches get the library's heuristic).

/// The token buckets of a plan's GEMM picks, ascending.
pub const TOKEN_BUCKETS: [u64; 9] = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096];

/// DESIGN.md's window: a pick measured at `bucket` tokens serves a GEMM over `t` tokens only if
/// `bucket ≤ 2t` and `2·bucket ≥ t`.
pub fn in_window(bucket: u64, t: u64) -> bool {
    bucket <= t.saturating_mul(2) && bucket.saturating_mul(2) >= t
}

/// The bucket whose pick a GEMM over `t` tokens uses, or `None` (the library's heuristic) when
/// `t` is 0 or lies outside the ×2 window of every bucket (`t < 8` or `t > 8192`).
pub fn bucket_for(t: u64) -> Option<u64> {
    let largest = TOKEN_BUCKETS[TOKEN_BUCKETS.len() - 1];
    let bucket = TOKEN_BUCKETS
        .iter()
        .copied()
        .find(|&b| b >= t)
        .unwrap_or(largest);
    (t > 0 && in_window(bucket, t)).then_some(bucket)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_round_up_within_the_window() {
        assert_eq!(bucket_for(0), None);
        assert_eq!(bucket_for(1), None);
        assert_eq!(bucket_for(7), None); // 16 > 2·7
        assert_eq!(bucket_for(8), Some(16));
        assert_eq!(bucket_for(16), Some(16));
        assert_eq!(bucket_for(17), Some(32));
        assert_eq!(bucket_for(50), Some(64));
        assert_eq!(bucket_for(783), Some(1024));
        assert_eq!(bucket_for(4096), Some(4096));
        assert_eq!(bucket_for(8192), Some(4096)); // 2·4096 ≥ 8192
        assert_eq!(bucket_for(8193), None);
        assert_eq!(bucket_for(u64::MAX), None);
    }

    #[test]
    fn every_token_count_maps_to_a_bucket_it_is_in_the_window_of() {
        for t in 0..10_000u64 {
            if let Some(b) = bucket_for(t) {
                assert!(TOKEN_BUCKETS.contains(&b));
                assert!(in_window(b, t), "{t} -> {b}");
                // Rounding up: only the largest bucket serves counts above itself.
                assert!(b >= t || b == 4096, "{t} -> {b}");
            } else {
                assert!(!(8..=8192).contains(&t), "{t}");
            }
        }
    }

    #[test]
    fn window_edges() {
        assert!(in_window(16, 8));
        assert!(!in_window(16, 7));
        assert!(in_window(128, 256));
        assert!(!in_window(128, 257));
        assert!(!in_window(u64::MAX, 1));
        assert!(in_window(u64::MAX, u64::MAX));
    }
}
