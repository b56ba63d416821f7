//! Token sampling: picks the next token from a row of logits, with llama.cpp's semantics.
//!
//! The stages run in llama.cpp's default order, each a no-op at its neutral value:
//!
//! 1. repetition penalties over the last `repeat_last_n` accepted tokens: a logit `l` of a
//!    token seen `c > 0` times becomes `l·r` if `l ≤ 0`, else `l/r` (`r` =
//!    `repetition_penalty`), then `l − c·frequency_penalty − presence_penalty`;
//! 2. top-k: keep the `k` largest logits (`k = 0`: off);
//! 3. top-p: keep the smallest prefix of the sorted candidates whose softmax mass reaches `p`
//!    (`p ≥ 1`: off; at least one token is always kept);
//! 4. min-p: keep tokens whose probability is at least `min_p` times the largest one, i.e.
//!    `l ≥ l_max + ln(min_p)` (`min_p = 0`: off);
//! 5. temperature: divide the logits by `T`; `T = 0` means greedy (the largest logit, ties to
//!    the lowest id);
//! 6. draw from `softmax` of what is left with a seeded generator.
//!
//! Sampling is deterministic: the same parameters, seed, logits and accepted tokens give the
//! same choices. The generator is our own xoshiro256** seeded through SplitMix64, so streams
//! stay stable across dependency upgrades. Non-finite logits never win: NaN counts as −∞.

use std::collections::{HashMap, VecDeque};

use crate::error::RuntimeError;

/// The knobs of one generation. [`SamplingParams::default`] is llama.cpp's default set.
#[derive(Debug, Clone, PartialEq)]
pub struct SamplingParams {
    /// Softmax temperature; `0` selects greedy decoding.
    pub temperature: f32,
    /// Keep only the `top_k` most likely tokens; `0` disables.
    pub top_k: usize,
    /// Nucleus sampling mass in `[0, 1]`; `1` disables.
    pub top_p: f32,
    /// Minimum probability relative to the most likely token, in `[0, 1]`; `0` disables.
    pub min_p: f32,
    /// Multiplicative repetition penalty (`> 0`); `1` disables.
    pub repetition_penalty: f32,
    /// Subtracted once per earlier occurrence (OpenAI's `frequency_penalty`).
    pub frequency_penalty: f32,
    /// Subtracted once if the token occurred at all (OpenAI's `presence_penalty`).
    pub presence_penalty: f32,
    /// How many of the most recent accepted tokens the penalties look at; `0` disables them.
    pub repeat_last_n: usize,
    /// Seed of the random generator; `None` draws one from the operating system.
    pub seed: Option<u64>,
}

impl Default for SamplingParams {
    fn default() -> Self {
        Self {
            temperature: 0.8,
            top_k: 40,
            top_p: 0.95,
            min_p: 0.05,
            repetition_penalty: 1.0,
            frequency_penalty: 0.0,
            presence_penalty: 0.0,
            repeat_last_n: 64,
            seed: None,
        }
    }
}

impl SamplingParams {
    /// Plain greedy decoding: always the most likely token, no penalties.
    pub fn greedy() -> Self {
        Self {
            temperature: 0.0,
            top_k: 0,
            top_p: 1.0,
            min_p: 0.0,
            repetition_penalty: 1.0,
            frequency_penalty: 0.0,
            presence_penalty: 0.0,
            repeat_last_n: 0,
            seed: Some(0),
        }
    }

    /// Checks every parameter's range; the error names the parameter and the value.
    pub fn validate(&self) -> Result<(), RuntimeError> {
        let bad = |name: &'static str, value: f32, reason: &'static str| {
            Err(RuntimeError::InvalidSampling {
                name,
                value: value.to_string(),
                reason,
            })
        };
        if !self.temperature.is_finite() || self.temperature < 0.0 {
            return bad(
                "temperature",
                self.temperature,
                "must be a finite number >= 0",
            );
        }
        if !(0.0..=1.0).contains(&self.top_p) {
            return bad("top_p", self.top_p, "must be in [0, 1]");
        }
        if !(0.0..=1.0).contains(&self.min_p) {
            return bad("min_p", self.min_p, "must be in [0, 1]");
        }
        if !self.repetition_penalty.is_finite() || self.repetition_penalty <= 0.0 {
            return bad(
                "repetition_penalty",
                self.repetition_penalty,
                "must be a finite number > 0",
            );
        }
        if !self.frequency_penalty.is_finite() {
            return bad(
                "frequency_penalty",
                self.frequency_penalty,
                "must be finite",
            );
        }
        if !self.presence_penalty.is_finite() {
            return bad("presence_penalty", self.presence_penalty, "must be finite");
        }
        Ok(())
    }

    fn penalties_active(&self) -> bool {
        self.repeat_last_n > 0
            && (self.repetition_penalty != 1.0
                || self.frequency_penalty != 0.0
                || self.presence_penalty != 0.0)
    }
}

/// xoshiro256** (Blackman & Vigna), seeded by SplitMix64.
#[derive(Debug, Clone)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Self {
            s: [next(), next(), next(), next()],
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// Uniform in `[0, 1)` with 53 random bits.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// A sampler for one generation: parameters, generator state and the recent-token window.
#[derive(Debug, Clone)]
pub struct Sampler {
    params: SamplingParams,
    rng: Rng,
    recent: VecDeque<u32>,
}

fn os_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    h.finish()
}

impl Sampler {
    /// A sampler for `params`, rejecting out-of-range parameters.
    pub fn new(params: SamplingParams) -> Result<Self, RuntimeError> {
        params.validate()?;
        let seed = params.seed.unwrap_or_else(os_seed);
        Ok(Self {
            rng: Rng::new(seed),
            params,
            recent: VecDeque::new(),
        })
    }

    pub fn params(&self) -> &SamplingParams {
        &self.params
    }

    /// Records a token as part of the context the penalties look at. Call it for every token
    /// that enters the context: the prompt's and each sampled one ([`Sampler::sample`] does not
    /// record its choice, as llama.cpp's `common_sampler_sample` does not).
    pub fn accept(&mut self, token: u32) {
        if self.params.repeat_last_n == 0 {
            return;
        }
        if self.recent.len() == self.params.repeat_last_n {
            self.recent.pop_front();
        }
        self.recent.push_back(token);
    }

    /// Records several tokens, e.g. the prompt.
    pub fn accept_all(&mut self, tokens: &[u32]) {
        for &t in tokens {
            self.accept(t);
        }
    }

    /// Chooses the next token from `logits` (one per vocabulary entry). The choice is not
    /// recorded for the penalties: pass it to [`Sampler::accept`] once it is kept.
    pub fn sample(&mut self, logits: &[f32]) -> Result<u32, RuntimeError> {
        self.choose(logits)
    }

    fn penalized(&self, logits: &[f32]) -> Vec<f32> {
        let mut out: Vec<f32> = logits
            .iter()
            .map(|&l| if l.is_nan() { f32::NEG_INFINITY } else { l })
            .collect();
        if !self.params.penalties_active() {
            return out;
        }
        let mut counts: HashMap<u32, u32> = HashMap::new();
        for &t in &self.recent {
            *counts.entry(t).or_default() += 1;
        }
        let p = &self.params;
        for (&t, &c) in &counts {
            let Some(l) = out.get_mut(t as usize) else {
                continue;
            };
            if *l <= 0.0 {
                *l *= p.repetition_penalty;
            } else {
                *l /= p.repetition_penalty;
            }
            *l -= c as f32 * p.frequency_penalty + p.presence_penalty;
        }
        out
    }

    fn choose(&mut self, logits: &[f32]) -> Result<u32, RuntimeError> {
        if logits.is_empty() {
            return Err(RuntimeError::InvalidArgument(
                "cannot sample from an empty logit row".into(),
            ));
        }
        let l = self.penalized(logits);
        let Some(best) = argmax(&l) else {
            return Err(RuntimeError::InvalidArgument(
                "every logit is NaN or -inf; nothing to sample".into(),
            ));
        };
        let p = &self.params;
        // Every later stage keeps the largest logit, so greedy is the argmax right here.
        if p.temperature == 0.0 || l[best as usize] == f32::INFINITY {
            return Ok(best);
        }

        let mut cands: Vec<(u32, f32)> = l
            .iter()
            .enumerate()
            .filter(|(_, x)| **x > f32::NEG_INFINITY)
            .map(|(i, &x)| (i as u32, x))
            .collect();
        let by_logit_desc =
            |a: &(u32, f32), b: &(u32, f32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
        let mut sorted = false;
        if p.top_k > 0 && p.top_k < cands.len() {
            cands.select_nth_unstable_by(p.top_k - 1, by_logit_desc);
            cands.truncate(p.top_k);
        }
        if p.top_p < 1.0 {
            cands.sort_by(by_logit_desc);
            sorted = true;
            let probs = softmax(&cands);
            let mut cum = 0.0f64;
            let mut keep = cands.len();
            for (i, &pr) in probs.iter().enumerate() {
                cum += pr;
                if cum >= f64::from(p.top_p) {
                    keep = i + 1;
                    break;
                }
            }
            cands.truncate(keep.max(1));
        }
        if p.min_p > 0.0 {
            let max = cands.iter().map(|c| c.1).fold(f32::NEG_INFINITY, f32::max);
            let threshold = max + p.min_p.ln();
            cands.retain(|c| c.1 >= threshold);
        }
        if !sorted {
            cands.sort_by(by_logit_desc);
        }
        for c in &mut cands {
            c.1 /= p.temperature;
        }
        let probs = softmax(&cands);
        let u = self.rng.next_f64();
        let mut cum = 0.0;
        for (c, pr) in cands.iter().zip(&probs) {
            cum += pr;
            if u < cum {
                return Ok(c.0);
            }
        }
        // Rounding left `u` just past the total mass: the last candidate takes it.
        Ok(cands.last().map_or(best, |c| c.0))
    }
}

/// Index of the largest logit (ties to the lowest index), ignoring −∞; `None` if all are −∞.
pub fn argmax(logits: &[f32]) -> Option<u32> {
    let mut best: Option<(usize, f32)> = None;
    for (i, &x) in logits.iter().enumerate() {
        if x.is_nan() || x == f32::NEG_INFINITY {
            continue;
        }
        if best.is_none_or(|(_, b)| x > b) {
            best = Some((i, x));
        }
    }
    best.map(|(i, _)| i as u32)
}

/// Softmax of the candidates' logits in f64 (max-subtracted, so it cannot overflow).
fn softmax(cands: &[(u32, f32)]) -> Vec<f64> {
    let max = cands
        .iter()
        .map(|c| f64::from(c.1))
        .fold(f64::NEG_INFINITY, f64::max);
    let exps: Vec<f64> = cands.iter().map(|c| (f64::from(c.1) - max).exp()).collect();
    let sum: f64 = exps.iter().sum();
    exps.into_iter().map(|e| e / sum).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic_and_uniformish() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let xs: Vec<f64> = (0..1000).map(|_| a.next_f64()).collect();
        let ys: Vec<f64> = (0..1000).map(|_| b.next_f64()).collect();
        assert_eq!(xs, ys);
        let mean = xs.iter().sum::<f64>() / 1000.0;
        assert!((mean - 0.5).abs() < 0.05, "mean {mean}");
        assert!(xs.iter().all(|&x| (0.0..1.0).contains(&x)));
    }

    #[test]
    fn a_fully_masked_row_is_an_error_not_a_pick() {
        let masked = [f32::NEG_INFINITY, f32::NAN, f32::NEG_INFINITY];
        for params in [
            SamplingParams::greedy(),
            SamplingParams {
                seed: Some(3),
                ..SamplingParams::default()
            },
        ] {
            let mut s = Sampler::new(params).unwrap();
            let err = s.sample(&masked).unwrap_err().to_string();
            assert!(err.contains("nothing to sample"), "{err}");
        }
        // One unmasked token is always the pick, at any temperature.
        let mut s = Sampler::new(SamplingParams {
            temperature: 1.5,
            seed: Some(9),
            ..SamplingParams::default()
        })
        .unwrap();
        for _ in 0..20 {
            assert_eq!(s.sample(&[f32::NEG_INFINITY, -40.0, f32::NAN]).unwrap(), 1);
        }
    }

    #[test]
    fn penalty_divides_positive_and_multiplies_negative() {
        let mut s = Sampler::new(SamplingParams {
            repetition_penalty: 2.0,
            repeat_last_n: 8,
            ..SamplingParams::greedy()
        })
        .unwrap();
        s.accept_all(&[0, 1]);
        assert_eq!(s.penalized(&[4.0, -1.0, 3.0]), vec![2.0, -2.0, 3.0]);
    }
}
