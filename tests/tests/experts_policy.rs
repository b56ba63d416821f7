//! The residency table, the adaptive policy on scripted usage (fills, swaps, the move cap, decay,
//! the interval, tie-breaking, copies in flight) and STRP profiles (round trip, startup residency,
//! every refusal, atomic save).

use strata_runtime::experts::policy::{Move, Policy, PolicyConfig, apply_moves};
use strata_runtime::experts::profile::{PROFILE_HEADER_BYTES, Profile};
use strata_runtime::experts::residency::{ResidencyTable, SlotState};

fn fill(layer: u32, slot: u32, expert: u32) -> Move {
    Move {
        layer,
        slot,
        expert,
        evicts: None,
    }
}

fn swap(layer: u32, slot: u32, expert: u32, out: u32) -> Move {
    Move {
        layer,
        slot,
        expert,
        evicts: Some(out),
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

/// Plans now, applies the moves and lands them (the CPU's immediate copies).
fn round(p: &mut Policy, t: &mut ResidencyTable) -> Vec<Move> {
    let mut moves = Vec::new();
    p.plan(t, &mut moves).expect("plan");
    apply_moves(t, &moves).expect("apply");
    t.land_all();
    moves
}

#[test]
fn fills_empty_slots_with_experts_used_at_least_the_fill_threshold() {
    let mut p = Policy::new(PolicyConfig::default(), 1, 8).expect("policy");
    let mut t = ResidencyTable::new(8, &[3]).expect("table");
    p.observe(0, &[5, 5, 2, 2, 2, 7]);
    // Rounds 1–3 are not policy rounds; the 4th is.
    let mut moves = Vec::new();
    for _ in 0..3 {
        assert_eq!(p.end_round(&t, &mut moves).expect("round"), 0);
    }
    assert_eq!(p.end_round(&t, &mut moves).expect("round"), 2);
    // 2 (usage 3) before 5 (usage 2); 7 (usage 1) is below the fill threshold.
    assert_eq!(moves, [fill(0, 0, 2), fill(0, 1, 5)]);
    apply_moves(&mut t, &moves).expect("apply");
    // Admitted but not landed: not hits yet.
    assert!(!t.is_resident(0, 2) && !t.is_resident(0, 5));
    assert_eq!(
        t.slots(0),
        [
            SlotState::Pending(2),
            SlotState::Pending(5),
            SlotState::Empty
        ]
    );
    assert_eq!(t.land_all(), 2);
    assert!(t.is_resident(0, 2) && t.is_resident(0, 5));
    assert_eq!(t.row(0), [-1, -1, 0, -1, -1, 1, -1, -1]);
    // Usage decayed ×0.7 after the policy round.
    let u = p.usage(0);
    assert!(
        close(u[2], 2.1) && close(u[5], 1.4) && close(u[7], 0.7),
        "{u:?}"
    );
    assert_eq!(p.counts(0)[2], 3);
}

#[test]
fn swaps_the_least_used_resident_only_past_the_margin() {
    let mut p = Policy::new(PolicyConfig::default(), 1, 8).expect("policy");
    let mut t = ResidencyTable::new(8, &[2]).expect("table");
    p.observe(0, &[2, 2, 2, 5, 5]);
    assert_eq!(round(&mut p, &mut t), [fill(0, 0, 2), fill(0, 1, 5)]);
    // Usage now 2: 2.1, 5: 1.4. New demand: 7 ×4, 6 ×3.
    p.observe(0, &[7, 7, 7, 7, 6, 6, 6]);
    let mut moves = Vec::new();
    p.plan(&t, &mut moves).expect("plan");
    // 7 (4) vs the worst resident 5 (1.4): 4 ≥ 2.9, swap. 6 (3) vs 2 (2.1): 3 < 3.6, stop.
    assert_eq!(moves, [swap(0, 1, 7, 5)]);
    apply_moves(&mut t, &moves).expect("apply");
    // The evicted expert is a miss at once; the new one is not a hit until it lands.
    assert!(!t.is_resident(0, 5) && !t.is_resident(0, 7));
    // A slot whose copy is in flight is left alone by the next round.
    p.observe(0, &[6, 6, 6, 6, 6, 6, 6, 6]);
    let mut moves = Vec::new();
    p.plan(&t, &mut moves).expect("plan");
    assert!(
        moves.iter().all(|m| m.slot != 1 && m.expert != 7),
        "{moves:?}"
    );
    // 6 (2.1 + 8) vs 2 (1.47): swap.
    assert_eq!(moves, [swap(0, 0, 6, 2)]);
}

#[test]
fn ties_go_to_the_lower_id_in_and_the_higher_id_out() {
    let cfg = PolicyConfig {
        decay: 1.0,
        ..PolicyConfig::default()
    };
    let mut p = Policy::new(cfg, 1, 8).expect("policy");
    let mut t = ResidencyTable::new(8, &[2]).expect("table");
    p.observe(0, &[6, 3, 1, 6, 3, 1]);
    // 1, 3 and 6 tie at 2: the two lowest ids get the two slots.
    assert_eq!(round(&mut p, &mut t), [fill(0, 0, 1), fill(0, 1, 3)]);
    // 6 rises to 4 ≥ 2 + 1.5; residents 1 and 3 tie at 2: 3 (the higher id) goes.
    p.observe(0, &[6, 6]);
    assert_eq!(round(&mut p, &mut t), [swap(0, 1, 6, 3)]);
}

#[test]
fn the_move_cap_bounds_a_round_and_the_next_round_resumes_at_the_cut_layer() {
    let cfg = PolicyConfig {
        decay: 1.0,
        max_moves: 3,
        ..PolicyConfig::default()
    };
    let mut p = Policy::new(cfg, 2, 8).expect("policy");
    let mut t = ResidencyTable::new(8, &[2, 2]).expect("table");
    p.observe(0, &[0, 0, 1, 1]);
    p.observe(1, &[4, 4, 5, 5]);
    assert_eq!(
        round(&mut p, &mut t),
        [fill(0, 0, 0), fill(0, 1, 1), fill(1, 0, 4)]
    );
    // Layer 1 was cut; layer 0 now wants a swap too. The round starts at layer 1.
    p.observe(0, &[2; 8]);
    assert_eq!(round(&mut p, &mut t), [fill(1, 1, 5), swap(0, 1, 2, 1)]);
    // A cap of 0 freezes the residency.
    let cfg = PolicyConfig {
        max_moves: 0,
        ..PolicyConfig::default()
    };
    let mut p = Policy::new(cfg, 1, 8).expect("policy");
    let mut t = ResidencyTable::new(8, &[2]).expect("table");
    p.observe(0, &[1; 10]);
    assert!(round(&mut p, &mut t).is_empty());
}

#[test]
fn usage_decays_each_policy_round_and_only_then() {
    let cfg = PolicyConfig {
        interval: 2,
        ..PolicyConfig::default()
    };
    let mut p = Policy::new(cfg, 1, 4).expect("policy");
    let t = ResidencyTable::new(4, &[0]).expect("table");
    p.observe(0, &[3; 10]);
    let mut moves = Vec::new();
    p.end_round(&t, &mut moves).expect("round");
    assert!(close(p.usage(0)[3], 10.0));
    p.end_round(&t, &mut moves).expect("round");
    assert!(close(p.usage(0)[3], 7.0));
    for _ in 0..4 {
        p.end_round(&t, &mut moves).expect("round");
    }
    assert!(close(p.usage(0)[3], 10.0 * 0.7f64.powi(3)));
    assert_eq!(p.rounds(), 6);
    // Plain counts never decay; out-of-range ids and layers are ignored.
    p.observe(0, &[-1, 4, 99]);
    p.observe(5, &[0]);
    assert_eq!(p.counts(0), [0, 0, 0, 10]);
    assert!(moves.is_empty());
}

#[test]
fn bad_moves_and_bad_geometry_are_errors() {
    let mut t = ResidencyTable::new(4, &[1]).expect("table");
    assert!(apply_moves(&mut t, &[swap(0, 0, 1, 2)]).is_err());
    assert!(apply_moves(&mut t, &[fill(0, 3, 1)]).is_err());
    assert!(apply_moves(&mut t, &[fill(2, 0, 1)]).is_err());
    let mut p = Policy::new(PolicyConfig::default(), 1, 8).expect("policy");
    assert!(p.plan(&t, &mut Vec::new()).is_err());
}

// ---- profiles ----

#[test]
fn a_learned_profile_round_trips_and_seeds_the_startup_residency() {
    let dir = tempfile::tempdir().expect("tmp");
    let mut p = Policy::new(PolicyConfig::default(), 2, 6).expect("policy");
    p.observe(0, &[4, 4, 4, 1, 1, 5]);
    p.observe(1, &[2, 2, 2, 2, 0]);
    let prof = p.profile(3).expect("profile");
    // By count descending, then layer, then expert.
    assert_eq!(prof.ranked(), &[(1, 2), (0, 4), (0, 1), (0, 5), (1, 0)]);
    assert_eq!(
        (prof.rank(0, 4), prof.rank(1, 0), prof.rank(0, 0)),
        (Some(1), Some(4), None)
    );
    let path = dir.path().join("learned.strp");
    prof.save(&path).expect("save");
    let back = Profile::load(&path, 2, 6).expect("load");
    assert_eq!(back, prof);
    assert_eq!(back.slots(), 3);
    // Saving again replaces the file atomically; no temporary is left beside it.
    let other = Profile::new(2, 6, 1, vec![(0, 0)]).expect("profile");
    other.save(&path).expect("save");
    assert_eq!(Profile::load(&path, 2, 6).expect("load"), other);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["learned.strp"]);

    // Startup residency: each layer's highest-ranked experts, pending until they land.
    let mut t = ResidencyTable::new(6, &[2, 3]).expect("table");
    assert_eq!(prof.fill(&mut t).expect("fill"), 4);
    assert_eq!(t.slots(0), [SlotState::Pending(4), SlotState::Pending(1)]);
    assert_eq!(
        t.slots(1),
        [
            SlotState::Pending(2),
            SlotState::Pending(0),
            SlotState::Empty
        ]
    );
    assert!(!t.is_resident(0, 4));
    t.land_all();
    assert!(t.is_resident(0, 4) && t.is_resident(1, 0) && !t.is_resident(0, 5));
    // A table of another geometry is refused.
    let mut wrong = ResidencyTable::new(5, &[2, 3]).expect("table");
    assert!(prof.fill(&mut wrong).is_err());
}

fn valid_profile_bytes() -> Vec<u8> {
    Profile::new(2, 3, 2, vec![(1, 2), (0, 0), (1, 0)])
        .expect("profile")
        .to_bytes()
}

/// A way to damage a valid file's bytes.
type Corrupt = Box<dyn Fn(&mut Vec<u8>)>;

fn set_u32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

fn set_u16(b: &mut [u8], at: usize, v: u16) {
    b[at..at + 2].copy_from_slice(&v.to_le_bytes());
}

#[test]
fn every_bad_profile_is_refused_with_a_clear_error() {
    let dir = tempfile::tempdir().expect("tmp");
    let good = valid_profile_bytes();
    assert!(Profile::parse(&good).is_ok());
    // Every truncation.
    for n in 0..good.len() {
        let e = Profile::parse(&good[..n]).expect_err("truncated");
        assert!(e.to_string().contains("truncated"), "{n}: {e}");
    }
    let list = PROFILE_HEADER_BYTES;
    let table = list + 3 * 4;
    let cases: Vec<(&str, Corrupt, &str)> = vec![
        ("trailing", Box::new(|b| b.push(0)), "trailing"),
        ("magic", Box::new(|b| b[3] = b'Q'), "not an STRP"),
        ("version", Box::new(|b| set_u32(b, 4, 9)), "version 9"),
        ("layers0", Box::new(|b| set_u32(b, 8, 0)), "geometry"),
        (
            "experts-huge",
            Box::new(|b| set_u32(b, 12, 1 << 17)),
            "geometry",
        ),
        (
            "too-many-ranked",
            Box::new(|b| set_u32(b, 20, 7)),
            "ranked pairs",
        ),
        (
            "layer-out",
            Box::new(move |b| set_u16(b, list, 2)),
            "outside",
        ),
        (
            "expert-out",
            Box::new(move |b| set_u16(b, list + 2, 3)),
            "outside",
        ),
        // (0, 0) listed twice.
        (
            "duplicate",
            Box::new(move |b| {
                set_u16(b, list + 8, 0);
                set_u16(b, list + 10, 0);
            }),
            "duplicates",
        ),
        // The table gives (0, 1) a rank the list does not.
        (
            "table-extra",
            Box::new(move |b| set_u32(b, table + 4, 1)),
            "rank table",
        ),
        // The table's rank for (1, 2) disagrees with the list's.
        (
            "table-wrong",
            Box::new(move |b| set_u32(b, table + 5 * 4, 2)),
            "rank table",
        ),
        (
            "table-unranked",
            Box::new(move |b| set_u32(b, table, u32::MAX)),
            "rank table",
        ),
    ];
    for (name, corrupt, want) in cases {
        let mut b = good.clone();
        corrupt(&mut b);
        let path = dir.path().join(format!("{name}.strp"));
        std::fs::write(&path, &b).expect("write");
        let e = Profile::load(&path, 2, 3).expect_err(name);
        let msg = e.to_string();
        assert!(msg.contains(want), "{name}: {msg}");
        assert!(msg.contains(path.to_str().expect("utf-8")), "{name}: {msg}");
    }
    // Geometry mismatch with the model.
    let path = dir.path().join("good.strp");
    std::fs::write(&path, &good).expect("write");
    let e = Profile::load(&path, 2, 4).expect_err("geometry");
    assert!(e.to_string().contains("2 layers × 3 experts"), "{e}");
    assert!(Profile::load(&path, 3, 3).is_err());
    // Missing file; and a save into a missing directory leaves nothing behind.
    assert!(Profile::load(&dir.path().join("none.strp"), 2, 3).is_err());
    let p = Profile::parse(&good).expect("good");
    assert!(p.save(&dir.path().join("no/such/dir/p.strp")).is_err());
    // Constructors refuse the same things.
    assert!(Profile::new(2, 3, 0, vec![(2, 0)]).is_err());
    assert!(Profile::new(2, 3, 0, vec![(0, 1), (0, 1)]).is_err());
    assert!(Profile::new(0, 3, 0, vec![]).is_err());
    assert!(Profile::from_counts(2, 3, 0, &[1, 2]).is_err());
}
