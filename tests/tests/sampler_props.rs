//! Properties of `strata_runtime::sampler`: greedy is the argmax, top-k = 1 is greedy, seeds make
//! runs reproducible, min-p / top-p never let an excluded token through, the sampled frequencies
//! follow softmax(logits / T), penalties follow llama.cpp's formula, and bad parameters or
//! logits are typed errors. No timing anywhere.

use proptest::prelude::*;
use strata_runtime::RuntimeError;
use strata_runtime::sampler::{Sampler, SamplingParams, argmax};

fn logits_strategy() -> impl Strategy<Value = Vec<f32>> {
    prop::collection::vec(-20.0f32..20.0, 1..64)
}

fn sampler(p: SamplingParams) -> Sampler {
    Sampler::new(p).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn greedy_is_argmax(logits in logits_strategy()) {
        let mut s = sampler(SamplingParams::greedy());
        let best = argmax(&logits).unwrap();
        prop_assert_eq!(s.sample(&logits).unwrap(), best);
        // Ties go to the lowest id, like a first-max scan.
        prop_assert!(logits.iter().take(best as usize).all(|&x| x < logits[best as usize]));
    }

    #[test]
    fn top_k_one_is_greedy(logits in logits_strategy(), seed in any::<u64>(), t in 0.1f32..3.0) {
        let mut s = sampler(SamplingParams {
            temperature: t, top_k: 1, top_p: 1.0, min_p: 0.0, seed: Some(seed),
            ..SamplingParams::default()
        });
        prop_assert_eq!(s.sample(&logits).unwrap(), argmax(&logits).unwrap());
    }

    #[test]
    fn same_seed_same_tokens(logits in logits_strategy(), seed in any::<u64>()) {
        let p = SamplingParams { temperature: 1.5, top_k: 0, top_p: 1.0, min_p: 0.0,
                                 seed: Some(seed), ..SamplingParams::default() };
        let (mut a, mut b) = (sampler(p.clone()), sampler(p));
        let xs: Vec<u32> = (0..20).map(|_| a.sample(&logits).unwrap()).collect();
        let ys: Vec<u32> = (0..20).map(|_| b.sample(&logits).unwrap()).collect();
        prop_assert_eq!(xs, ys);
    }

    #[test]
    fn min_p_never_samples_below_threshold(logits in logits_strategy(), seed in any::<u64>(),
                                           min_p in 0.01f32..1.0) {
        let mut s = sampler(SamplingParams { temperature: 2.0, top_k: 0, top_p: 1.0, min_p,
                                             seed: Some(seed), ..SamplingParams::default() });
        let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        for _ in 0..20 {
            let t = s.sample(&logits).unwrap() as usize;
            prop_assert!(logits[t] >= max + min_p.ln() - 1e-4, "{} below {}", logits[t], max + min_p.ln());
        }
    }

    #[test]
    fn top_p_stays_in_the_nucleus(logits in logits_strategy(), seed in any::<u64>(),
                                  top_p in 0.05f32..0.99) {
        let mut s = sampler(SamplingParams { temperature: 1.0, top_k: 0, top_p, min_p: 0.0,
                                             seed: Some(seed), ..SamplingParams::default() });
        // The nucleus: tokens sorted by logit until the mass reaches top_p.
        let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let mut order: Vec<usize> = (0..logits.len()).collect();
        order.sort_by(|&a, &b| logits[b].total_cmp(&logits[a]).then(a.cmp(&b)));
        let z: f64 = logits.iter().map(|&l| f64::from(l - max).exp()).sum();
        let mut cum = 0.0;
        let mut nucleus = Vec::new();
        for &i in &order {
            nucleus.push(i);
            cum += f64::from(logits[i] - max).exp() / z;
            if cum >= f64::from(top_p) { break; }
        }
        for _ in 0..20 {
            let t = s.sample(&logits).unwrap() as usize;
            prop_assert!(nucleus.contains(&t), "{t} outside nucleus {nucleus:?}");
        }
    }
}

#[test]
fn frequencies_follow_softmax_over_temperature() {
    let probs = [0.5f64, 0.3, 0.15, 0.05];
    let t = 0.7f32;
    // logits chosen so that softmax(logits / t) = probs.
    let logits: Vec<f32> = probs.iter().map(|p| p.ln() as f32 * t).collect();
    let mut s = sampler(SamplingParams {
        temperature: t,
        top_k: 0,
        top_p: 1.0,
        min_p: 0.0,
        seed: Some(7),
        ..SamplingParams::default()
    });
    let n = 40_000;
    let mut counts = [0usize; 4];
    for _ in 0..n {
        counts[s.sample(&logits).unwrap() as usize] += 1;
    }
    for (c, p) in counts.iter().zip(probs) {
        let f = *c as f64 / n as f64;
        // Five standard deviations of a binomial proportion: a deterministic (seeded) check
        // that still fails for any real deviation from the distribution.
        let tol = 5.0 * (p * (1.0 - p) / n as f64).sqrt();
        assert!((f - p).abs() < tol, "frequency {f} vs probability {p}");
    }
}

#[test]
fn different_seeds_give_different_streams() {
    let logits = vec![0.0f32; 1000];
    let run = |seed| {
        let mut s = sampler(SamplingParams {
            temperature: 1.0,
            top_k: 0,
            top_p: 1.0,
            min_p: 0.0,
            seed: Some(seed),
            ..SamplingParams::default()
        });
        (0..16)
            .map(|_| s.sample(&logits).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(run(1), run(1));
    assert_ne!(run(1), run(2));
}

#[test]
fn repetition_penalty_follows_llama_cpp() {
    let mut s = sampler(SamplingParams {
        repetition_penalty: 2.0,
        repeat_last_n: 4,
        ..SamplingParams::greedy()
    });
    // Token 0 (logit 2.0) was seen: 2.0 / 2 = 1.0 < 1.5, so token 1 wins.
    s.accept(0);
    assert_eq!(s.sample(&[2.0, 1.5, -1.0]).unwrap(), 1);
    // Negative logits are multiplied: token 2 (-0.4 -> -0.8) loses to token 3 (-0.5).
    let mut s = sampler(SamplingParams {
        repetition_penalty: 2.0,
        repeat_last_n: 4,
        ..SamplingParams::greedy()
    });
    s.accept_all(&[2]);
    assert_eq!(s.sample(&[-9.0, -9.0, -0.4, -0.5]).unwrap(), 3);
    // Only the last `repeat_last_n` tokens count.
    let mut s = sampler(SamplingParams {
        repetition_penalty: 100.0,
        repeat_last_n: 2,
        ..SamplingParams::greedy()
    });
    s.accept_all(&[0, 5, 5]);
    assert_eq!(s.sample(&[3.0, 1.0]).unwrap(), 0);
    // Frequency and presence penalties subtract count * f + p.
    let mut s = sampler(SamplingParams {
        frequency_penalty: 0.5,
        presence_penalty: 0.25,
        repeat_last_n: 8,
        ..SamplingParams::greedy()
    });
    s.accept_all(&[0, 0, 0]);
    // 3.0 - 3 * 0.5 - 0.25 = 1.25 < 1.3.
    assert_eq!(s.sample(&[3.0, 1.3]).unwrap(), 1);
}

#[test]
fn sample_does_not_record_its_choice() {
    let mut s = sampler(SamplingParams {
        repetition_penalty: 10.0,
        repeat_last_n: 4,
        ..SamplingParams::greedy()
    });
    assert_eq!(s.sample(&[2.0, 1.5]).unwrap(), 0);
    assert_eq!(s.sample(&[2.0, 1.5]).unwrap(), 0);
    s.accept(0);
    assert_eq!(s.sample(&[2.0, 1.5]).unwrap(), 1);
}

#[test]
fn invalid_parameters_are_typed_errors() {
    let cases = [
        (
            SamplingParams {
                temperature: f32::NAN,
                ..Default::default()
            },
            "temperature",
        ),
        (
            SamplingParams {
                temperature: -0.5,
                ..Default::default()
            },
            "temperature",
        ),
        (
            SamplingParams {
                top_p: 1.5,
                ..Default::default()
            },
            "top_p",
        ),
        (
            SamplingParams {
                min_p: -0.1,
                ..Default::default()
            },
            "min_p",
        ),
        (
            SamplingParams {
                repetition_penalty: 0.0,
                ..Default::default()
            },
            "repetition_penalty",
        ),
        (
            SamplingParams {
                frequency_penalty: f32::INFINITY,
                ..Default::default()
            },
            "frequency_penalty",
        ),
        (
            SamplingParams {
                presence_penalty: f32::NAN,
                ..Default::default()
            },
            "presence_penalty",
        ),
    ];
    for (p, want) in cases {
        match Sampler::new(p) {
            Err(RuntimeError::InvalidSampling { name, .. }) => assert_eq!(name, want),
            other => panic!("{want}: expected InvalidSampling, got {other:?}"),
        }
    }
}

#[test]
fn bad_logits_are_errors_not_panics() {
    let mut s = sampler(SamplingParams::default());
    assert!(matches!(
        s.sample(&[]),
        Err(RuntimeError::InvalidArgument(_))
    ));
    assert!(s.sample(&[f32::NEG_INFINITY, f32::NAN]).is_err());
    // NaN never wins; the finite logit is taken.
    let mut g = sampler(SamplingParams::greedy());
    assert_eq!(g.sample(&[f32::NAN, -3.0, f32::NAN]).unwrap(), 1);
    let mut s = sampler(SamplingParams {
        seed: Some(3),
        ..SamplingParams::default()
    });
    for _ in 0..50 {
        assert_eq!(s.sample(&[f32::NAN, 0.5, f32::NEG_INFINITY]).unwrap(), 1);
    }
}
