//! Tournaments through the core: a round robin whose games are ordinary games and whose
//! final standings are posted when the last one ends; a Swiss with a withdrawal and a
//! round deadline that pairs its next round by itself, and survives a restart.

use crate::harness::*;
use referee_core::effect::Effect;
use referee_core::store::tournament_records::{TournamentEntry, TournamentPhase};
use referee_core::store::MemoryBackend;
use referee_core::tournaments::{Outcome, Pairing};
use referee_core::{CoreConfig, Store};
use std::collections::BTreeSet;

const T0: u64 = 1_000_000;
const DAY: u64 = 86_400;

fn tournament(store: &Store, id: u64) -> TournamentEntry {
    store.tournament(id).expect("readable").expect("stored")
}

fn posts(effects: &[Effect]) -> String {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Post { .. }))
        .map(text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The player (by name) seated for `colour` in a tournament game.
fn player(store: &Store, game: u64, seat: usize) -> String {
    let entry = store.game(game).expect("readable").expect("stored");
    entry.players[seat].name.clone()
}

/// The open boards of the last round: (game id, board).
fn open_games(t: &TournamentEntry) -> Vec<(u64, Pairing)> {
    let (Some(round), Some(ids)) = (t.history.rounds.last(), t.games.last()) else {
        return Vec::new();
    };
    round
        .games
        .iter()
        .zip(ids)
        .filter(|(g, id)| g.outcome.is_none() && **id != 0)
        .map(|(g, id)| (*id, g.clone()))
        .collect()
}

#[test]
fn a_server_can_keep_tournament_creation_to_its_admins() {
    let core = core_on(
        Store::in_memory(),
        CoreConfig {
            admins: vec![user("root").id],
            ..CoreConfig::default()
        },
    );
    let shown = say(&core, "alice", "/server", T0);
    assert!(text(&shown[0]).contains("anyone may create"), "{shown:#?}");
    say(&core, "root", "/server tournaments:admins", T0);
    let refused = say(&core, "alice", "/tournament create sword-magic", T0);
    assert!(assert_refused(&refused, "alice").contains("only its admins"));
    let made = say(&core, "root", "/tournament create sword-magic", T0);
    assert!(posts(&made).contains("Tournament T1"), "{made:#?}");
    say(&core, "root", "/server tournaments:anyone", T0);
    let made = say(&core, "alice", "/tournament create sword-magic", T0);
    assert!(posts(&made).contains("Tournament T2"), "{made:#?}");
}

#[test]
fn a_round_robin_plays_every_pair_once_and_posts_the_final_standings() {
    let core = core();
    let store = core.store().clone();
    let created = say(
        &core,
        "alice",
        "/tournament create sword-magic format:round-robin",
        T0,
    );
    assert!(posts(&created).contains("Tournament T1"), "{created:#?}");
    for name in ["alice", "bob", "carol", "dave"] {
        let joined = say(&core, name, "/tournament join", T0);
        assert!(
            posts(&joined).contains("joined tournament T1"),
            "{joined:#?}"
        );
    }
    let again = say(&core, "bob", "/tournament join", T0);
    assert!(assert_refused(&again, "bob").contains("already"));
    let not_creator = say(&core, "bob", "/tournament start", T0);
    assert!(assert_refused(&not_creator, "bob").contains("creator"));
    let started = say(&core, "alice", "/tournament start", T0);
    let t = tournament(&store, 1);
    assert_eq!(t.phase, TournamentPhase::Running);
    assert_eq!(t.history.rounds.len(), 3, "every round at once");
    let ids: Vec<u64> = t.games.iter().flatten().copied().collect();
    assert_eq!(ids.len(), 6);
    assert!(posts(&started).contains(&format!("game #{}", ids[5])));
    let pairs: BTreeSet<(String, String)> = ids
        .iter()
        .map(|id| {
            let (a, b) = (player(&store, *id, 0), player(&store, *id, 1));
            (a.clone().min(b.clone()), a.max(b))
        })
        .collect();
    assert_eq!(pairs.len(), 6, "every pair meets exactly once");
    // The first player of each game resigns; the last game ends the tournament.
    for (i, id) in ids.iter().enumerate() {
        let white = player(&store, *id, 0);
        let out = say(&core, &white, &format!("/resign confirm #{id}"), T0 + 10);
        let all = posts(&out);
        assert_eq!(all.contains("is over"), i == 5, "game {i}: {all}");
        if i == 5 {
            assert!(all.contains("Buchholz"), "{all}");
            let image = out.iter().find_map(|e| match e {
                Effect::Post {
                    image: Some(img), ..
                } if img.name.contains("standings") => Some(img),
                _ => None,
            });
            assert!(image.is_some_and(|i| i.png.starts_with(b"\x89PNG")));
        }
    }
    let t = tournament(&store, 1);
    assert_eq!(t.phase, TournamentPhase::Finished);
    assert!(store.open_tournaments().expect("list").is_empty());
}

#[test]
fn a_swiss_pairs_round_by_round_through_a_withdrawal_a_deadline_and_a_restart() {
    let memory = MemoryBackend::new();
    let core = core_on(Store::from_backend(memory.clone()), CoreConfig::default());
    let store = core.store().clone();
    say(
        &core,
        "alice",
        "/tournament create sword-magic rounds:3 round-days:2",
        T0,
    );
    let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
    for name in names {
        say(&core, name, "/tournament join", T0);
    }
    say(&core, "alice", "/tournament start", T0);
    let t = tournament(&store, 1);
    assert_eq!((t.rounds, t.history.rounds.len()), (3, 1));
    let round1 = open_games(&t);
    assert_eq!(round1.len(), 3);
    // Two games end by resignation and one draw is agreed.
    let (g1, g2, g3) = (round1[0].0, round1[1].0, round1[2].0);
    say(
        &core,
        &player(&store, g1, 1),
        &format!("/resign confirm #{g1}"),
        T0 + 1,
    );
    say(
        &core,
        &player(&store, g2, 0),
        &format!("/resign confirm #{g2}"),
        T0 + 1,
    );
    say(
        &core,
        &player(&store, g3, 0),
        &format!("/draw #{g3}"),
        T0 + 2,
    );
    let paired = say(
        &core,
        &player(&store, g3, 1),
        &format!("/draw accept #{g3}"),
        T0 + 3,
    );
    assert!(
        posts(&paired).contains("round 2 of 3"),
        "{}",
        posts(&paired)
    );
    let t = tournament(&store, 1);
    let r1 = &t.history.rounds[0];
    assert_eq!(r1.games[0].outcome, Some(Outcome::WhiteWins));
    assert_eq!(r1.games[1].outcome, Some(Outcome::BlackWins));
    assert_eq!(r1.games[2].outcome, Some(Outcome::Draw));
    // Round two: someone withdraws, one game is decided, the rest wait for the deadline.
    let round2 = open_games(&t);
    assert_eq!(round2.len(), 3);
    let leaver = player(&store, round2[0].0, 0);
    let gone = say(&core, &leaver, "/tournament withdraw", T0 + DAY);
    assert!(posts(&gone).contains("withdrew"), "{}", posts(&gone));
    let g = round2[1].0;
    say(
        &core,
        &player(&store, g, 1),
        &format!("/resign confirm #{g}"),
        T0 + DAY,
    );
    // A restart: a new core on the same store carries on from the stored tournament.
    drop(core);
    let core = core_on(Store::from_backend(memory.clone()), CoreConfig::default());
    assert!(
        core.next_wakeup().is_some_and(|at| at <= T0 + 3 + 2 * DAY),
        "the round deadline is on the clock"
    );
    let late = core.tick(T0 + 3 + 2 * DAY);
    let text = posts(&late);
    assert!(text.contains("deadline"), "{text}");
    assert!(text.contains("round 3 of 3"), "{text}");
    let t = tournament(&store, 1);
    let r2 = &t.history.rounds[1];
    assert_eq!(
        r2.games[2].outcome,
        Some(Outcome::DoubleLoss),
        "nobody moved before the deadline"
    );
    // The withdrawn player is not paired again; five players leave a bye.
    let withdrawn = t
        .entrant_of(crate::harness::user(&leaver).id)
        .expect("entrant");
    let r3 = &t.history.rounds[2];
    assert!(r3.games.iter().all(|g| !g.has(withdrawn)));
    assert!(r3.bye.is_some() && r3.bye != Some(withdrawn));
    // The last round ends at its deadline; the final standings follow.
    let end = core.tick(T0 + 3 + 5 * DAY);
    let text = posts(&end);
    assert!(text.contains("is over"), "{text}");
    let t = tournament(&store, 1);
    assert_eq!(t.phase, TournamentPhase::Finished);
    let mut met = BTreeSet::new();
    for round in &t.history.rounds {
        for g in &round.games {
            assert!(
                met.insert((g.white.min(g.black), g.white.max(g.black))),
                "a pair met twice"
            );
        }
    }
    let standings = say(&core, "bob", "/tournament standings T1", T0 + 6 * DAY);
    assert!(text_of_reply(&standings).contains("(withdrawn)"));
}

fn text_of_reply(effects: &[Effect]) -> String {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Ephemeral { .. }))
        .map(text)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_swiss_seeds_by_rating_where_the_server_keeps_them() {
    use referee_core::store::ratings::{Fixed, PlayerRating, RatingPool};
    let core = core();
    let store = core.store().clone();
    let mut pool = RatingPool::new(1, "sword-magic");
    let rated = |rating: f64| PlayerRating {
        rating: Fixed::from_f64(rating),
        deviation: Fixed::from_f64(80.0),
        volatility: Fixed::from_f64(0.06),
        last_game: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        streak: 0,
        recent: Vec::new(),
        history: Vec::new(),
    };
    pool.players.insert(user("dave").id, rated(1900.0));
    pool.players.insert(user("bob").id, rated(1600.0));
    store.put_rating_pool(&pool).expect("pool");
    say(&core, "alice", "/tournament create sword-magic", T0);
    for name in ["alice", "bob", "carol", "dave"] {
        say(&core, name, "/tournament join", T0);
    }
    say(&core, "alice", "/tournament start", T0);
    let t = tournament(&store, 1);
    let seeds: Vec<&str> = t
        .entrants
        .iter()
        .map(|e| e.members[0].name.as_str())
        .collect();
    assert_eq!(
        seeds,
        ["dave", "bob", "alice", "carol"],
        "rated first, then joining order"
    );
    // The top seed meets the first of the bottom half: dave against alice.
    let first = &t.history.rounds[0].games[0];
    assert_eq!(
        (first.white.min(first.black), first.white.max(first.black)),
        (0, 2)
    );
}

/// Posts in the channel are in the server's language whoever acts; a reply only the
/// sender sees is in theirs.
#[test]
fn tournament_posts_keep_the_channels_language_whoever_acts() {
    let core = core();
    say(&core, "bob", "/settings language:zh", T0);
    let chinese = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    let mut all_posts = Vec::new();
    all_posts.push(posts(&say(
        &core,
        "bob",
        "/tournament create sword-magic format:round-robin",
        T0,
    )));
    for name in ["bob", "alice", "carol"] {
        all_posts.push(posts(&say(&core, name, "/tournament join", T0)));
    }
    all_posts.push(posts(&say(&core, "bob", "/tournament start", T0)));
    all_posts.push(posts(&say(&core, "bob", "/tournament withdraw", T0)));
    for post in &all_posts {
        assert!(!post.is_empty(), "{all_posts:#?}");
        assert!(!chinese(post), "not in the server's language: {post}");
    }
    assert!(
        all_posts[1].contains("joined tournament T1"),
        "{all_posts:#?}"
    );
    let standings = say(&core, "bob", "/tournament standings", T0);
    assert!(chinese(text(&standings[0])), "{standings:#?}");
}
