//! A 古战棋 seat's belief about the enemy's decoys and hidden ambushers, over random games
//! with S6 and S7 and a random choice of the other supplements: what it calls known is
//! true, its counts of enemy decoys and hidden ambushers are the real ones, and every
//! sampled world shows that seat exactly the board the real game shows it.
//!
//! `ANCIENT_GAMES` scales the number of games (default small for CI).

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::ancient::belief::{Belief, Truth};
use rules::ancient::view::CellPicture;
use rules::ancient::{AncientMatch, Command, Phase, Side, Supps, VARIANTS};
use rules::{Seat, Setup, Variant, Viewer};

fn games() -> u64 {
    std::env::var("ANCIENT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4)
}

fn new_match(supps: Supps, seed: u64) -> AncientMatch {
    let list: Vec<String> = supps.numbers().map(|n| n.to_string()).collect();
    let options = [("territories", "1".to_string()), ("supp", list.join(","))]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    AncientMatch::new(
        &VARIANTS[0],
        &Setup {
            seats: 2,
            options,
            seed,
        },
    )
    .expect("a match starts")
}

/// What a side sees of every square, without the marks of the last action and without
/// what its probes still know (K7: a world is a position, it has no log of probes): an
/// ambusher found is left out, a decoy found is drawn as the army it shows.
fn seen(cells: &[CellPicture]) -> Vec<CellPicture> {
    cells
        .iter()
        .cloned()
        .map(|mut c| {
            if c.unit
                .as_ref()
                .is_some_and(|u| u.marks.iter().any(|m| m == "probe-hidden"))
            {
                c.unit = None;
            }
            if let Some(u) = c.unit.as_mut() {
                if u.marks.iter().any(|m| m == "probe-decoy") {
                    u.kind = format!("army-{}", u.label);
                }
                u.marks
                    .retain(|m| m != "last" && m != "probed" && !m.starts_with("probe-"));
            }
            c
        })
        .collect()
}

fn check(m: &AncientMatch, beliefs: &[Belief], rng: &mut ChaCha8Rng, at: &str) {
    let game = &m.series.game;
    if game.phase != Phase::Play {
        return;
    }
    for belief in beliefs {
        let side = belief.side();
        let enemy = side.other();
        let mut decoys = 0;
        let mut hidden = 0;
        for (sq, u) in game.position.units() {
            if u.side != Some(enemy) {
                continue;
            }
            decoys += usize::from(u.is_decoy());
            hidden += usize::from(u.hidden);
            match belief.truth_at(sq) {
                Some(Truth::Real) if !u.hidden => {
                    assert!(u.is_real_army(), "{at} {side:?}: {sq} called real")
                }
                Some(Truth::Decoy) if !u.hidden => {
                    assert!(u.is_decoy(), "{at} {side:?}: {sq} called a decoy")
                }
                _ => {}
            }
        }
        assert_eq!(
            usize::from(belief.enemy_decoys()),
            decoys,
            "{at} {side:?}: decoys"
        );
        assert_eq!(belief.hidden_enemies(), hidden, "{at} {side:?}: ambushers");
        let world = belief
            .sample(rng)
            .unwrap_or_else(|| panic!("{at} {side:?}: no world"));
        assert_eq!(
            seen(&world.picture(Some(side)).cells),
            seen(&game.picture(Some(side)).cells),
            "{at} {side:?}: a world must look like the real game"
        );
    }
}

fn play_one(seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut supps = Supps::NONE.with(6).with(7);
    for n in Supps::all_built().numbers() {
        if rng.next_u32().is_multiple_of(3) {
            supps = supps.with(n);
        }
    }
    let mut m = new_match(supps, seed);
    let seats = [Seat(0), Seat(1)];
    let mut beliefs: Vec<Belief> = seats
        .iter()
        .map(|&s| {
            let mut b = Belief::new(s, supps);
            b.observe(&m.view(Viewer::Seat(s)), None, "", &[], &[]);
            b
        })
        .collect();
    for ply in 0..400 {
        let waiting: Vec<Side> = m.series.game.waiting_for();
        let Some(&side) = waiting.first() else { break };
        if m.series.winner.is_some() {
            break;
        }
        let seat = Seat(m.series.player_of(side));
        let legal = m.legal(seat);
        // Secrets often: a shed, an ambush or a probe when one is legal.
        let secret: Vec<&Command> = legal
            .iter()
            .filter(|c| {
                let t = c.to_string();
                t.starts_with("shed") || t.starts_with("ambush") || t.starts_with("probe")
            })
            .collect();
        let command = if !secret.is_empty() && rng.next_u32().is_multiple_of(3) {
            secret[rng.next_u32() as usize % secret.len()].clone()
        } else if legal.is_empty() {
            break;
        } else {
            legal[rng.next_u32() as usize % legal.len()].clone()
        };
        let report = m
            .apply(seat, &command)
            .expect("a legal command is accepted");
        for (belief, &s) in beliefs.iter_mut().zip(&seats) {
            let private: Vec<rules::Event> = report
                .private
                .iter()
                .filter(|n| n.to == s)
                .flat_map(|n| n.events.clone())
                .collect();
            belief.observe(
                &m.view(Viewer::Seat(s)),
                Some(report.seat),
                &report.public_notation,
                &report.events,
                &private,
            );
        }
        let at = format!("seed {seed} ply {ply} ({command})");
        check(&m, &beliefs, &mut rng, &at);
    }
}

#[test]
fn beliefs_keep_the_truth_and_worlds_look_like_the_game() {
    for g in 0..games() {
        play_one(900 + g);
    }
}
