//! Hidden information through the core, with the `secret-duel` test variant: whole games
//! of 2 and 3 players over random seeds and random hiding choices. A treasure's cell
//! reaches only its owner until a probe reveals it; errors reach only their sender;
//! public images are drawn from the spectator view.

use crate::harness::*;
use proptest::prelude::*;
use referee_core::effect::Effect;
use referee_core::present::board_options;
use referee_core::words::Lang;
use rules::{Status, Viewer};

const NAMES: [&str; 3] = ["alice", "bob", "carol"];
const CELLS: [&str; 9] = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];

/// splitmix64: every choice of a case comes from its seed.
struct Dice(u64);
impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

struct Table {
    core: referee_core::Core,
    players: Vec<&'static str>,
    /// Each player's hidden cell, once hidden.
    cells: Vec<Option<&'static str>>,
    probed: Vec<String>,
}

impl Table {
    /// Cells whose treasure is still hidden from everyone but its owner(s).
    fn secrets(&self) -> Vec<(usize, &'static str)> {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(owner, c)| c.map(|c| (owner, c)))
            .filter(|(_, c)| !self.probed.iter().any(|p| p == c))
            .collect()
    }

    /// Secrets `reader` must not learn (a cell `reader` hid there too is its own knowledge).
    fn secrets_for(&self, reader: Option<u64>) -> Vec<&'static str> {
        let reader_cell = reader
            .and_then(|id| self.players.iter().position(|n| user(n).id == id))
            .and_then(|i| self.cells[i]);
        self.secrets()
            .into_iter()
            .filter(|(owner, c)| {
                Some(user(self.players[*owner]).id) != reader && Some(*c) != reader_cell
            })
            .map(|(_, c)| c)
            .collect()
    }

    /// Every invariant, for the effects of one request by `sender`.
    fn check(&self, sender: &str, effects: &[Effect]) {
        let game = game(self.core.store(), 1);
        let entry = self.core.store().game(1).expect("ok").expect("game 1");
        let spectator = game.view(Viewer::Spectator);
        let renderer = renderer();
        for effect in effects {
            match effect {
                Effect::Post { text, image, .. } => {
                    for cell in self.secrets_for(None) {
                        assert!(!text.contains(cell), "public post leaks {cell}: {text}");
                    }
                    if let Some(image) = image {
                        let expected = renderer
                            .png(
                                &spectator,
                                &board_options(&entry, &game, Lang::En, Vec::new()),
                            )
                            .expect("renders");
                        assert!(
                            image.png == expected,
                            "a public image is not the spectator view"
                        );
                    }
                }
                Effect::Private { user: to, text, .. }
                | Effect::Ephemeral { user: to, text, .. }
                | Effect::Picker { user: to, text, .. } => {
                    assert!(
                        self.players.iter().any(|n| user(n).id == *to),
                        "private message to a non-player"
                    );
                    for cell in self.secrets_for(Some(*to)) {
                        assert!(!text.contains(cell), "message to {to} leaks {cell}: {text}");
                    }
                }
                Effect::Choices { .. } | Effect::OpenThread { .. } | Effect::Delete { .. } => {}
            }
            if let Effect::Ephemeral {
                error: true,
                user: to,
                ..
            } = effect
            {
                assert_eq!(*to, user(sender).id, "an error went to someone else");
                assert_eq!(effects.len(), 1, "a refusal comes alone");
            }
        }
        // The spectator view itself names only revealed treasures, until the game has a
        // result: then every treasure is shown (finished games stay readable).
        if game.is_revealed() {
            return;
        }
        let revealed = self
            .cells
            .iter()
            .flatten()
            .filter(|c| self.probed.iter().any(|p| p == *c))
            .count();
        let named = spectator
            .board
            .cells
            .iter()
            .filter(|c| c.piece.is_some())
            .count();
        assert!(
            named <= revealed,
            "the spectator view shows {named} treasures, {revealed} revealed"
        );
        for cell in &spectator.board.cells {
            if cell.piece.is_some() {
                assert!(
                    self.probed.contains(&cell.name),
                    "spectator sees an unprobed treasure on {}",
                    cell.name
                );
            }
        }
        let svg = renderer.svg(
            &spectator,
            &board_options(&entry, &game, Lang::En, Vec::new()),
        );
        assert!(
            svg.matches("寶藏").count() <= revealed,
            "the public SVG names a hidden treasure"
        );
    }
}

fn play_a_game(seed: u64, seats: usize) {
    let mut dice = Dice(seed);
    let core = core();
    let players: Vec<&'static str> = NAMES[..seats].to_vec();
    let mut table = Table {
        core,
        players: players.clone(),
        cells: vec![None; seats],
        probed: Vec::new(),
    };
    let opponents: Vec<String> = players[1..].iter().map(|n| format!("@{n}")).collect();
    let posts = say(
        &table.core,
        "alice",
        &format!("/play secret-duel {}", opponents.join(" ")),
        T0,
    );
    table.check("alice", &posts);
    for name in &players[1..] {
        let posts = say(&table.core, name, "/accept", T0);
        table.check(name, &posts);
    }

    // Hiding, in a random order: first (wrongly) in the channel, then by DM.
    let mut order: Vec<usize> = (0..seats).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, dice.below(i + 1));
    }
    for seat in order {
        let name = players[seat];
        let cell = CELLS[dice.below(9)];
        let before = table.core.store().raw_game(1).expect("ok");
        let public = say(&table.core, name, &format!("hide {cell}"), T0);
        let reason = assert_refused(&public, name);
        assert!(reason.contains("private message"), "{reason}");
        assert_eq!(table.core.store().raw_game(1).expect("ok"), before);
        table.check(name, &public);

        let private = dm(&table.core, name, &format!("hide {cell}"), T0);
        table.cells[seat] = Some(cell);
        table.check(name, &private);
        let told: Vec<&Effect> = private
            .iter()
            .filter(|e| matches!(e, Effect::Private { user: to, .. } if *to == user(name).id))
            .filter(|e| !text(e).contains("play begins"))
            .collect();
        assert_eq!(told.len(), 1, "the owner hears where it hid: {private:#?}");
        assert!(text(told[0]).contains(cell));
        // Addressed to its reader in the second person, not "you uses".
        assert!(
            text(told[0]).contains(&format!("You use hiding (Treasure) on {cell}")),
            "{}",
            text(told[0])
        );
    }

    // Probing until the game ends; with some wrong attempts and questions mixed in.
    for _ in 0..40 {
        let g = game(table.core.store(), 1);
        let Status::ToMove(seat) = g.status() else {
            break;
        };
        let mover = players[seat.index()];
        match dice.below(8) {
            0 => {
                let other = players[(seat.index() + 1 + dice.below(seats - 1)) % seats];
                let effects = say(
                    &table.core,
                    other,
                    &format!("probe {}", CELLS[dice.below(9)]),
                    T0,
                );
                if !effects.is_empty() {
                    assert_refused(&effects, other);
                }
                table.check(other, &effects);
            }
            1 => {
                let effects = say(&table.core, players[dice.below(seats)], "/history", T0);
                table.check("alice", &[]);
                for cell in table.secrets_for(None) {
                    assert!(!text(&effects[0]).contains(cell), "history leaks {cell}");
                }
            }
            2 => {
                let asker = players[dice.below(seats)];
                let effects = say(&table.core, asker, "/board", T0);
                table.check(asker, &effects);
            }
            3 if table.cells[seat.index()].is_some() => {
                let own = table.cells[seat.index()].unwrap_or("a1");
                let effects = say(&table.core, mover, &format!("/move probe {own}"), T0);
                if !table.probed.iter().any(|p| p == own) {
                    assert!(assert_refused(&effects, mover).contains("own treasure"));
                }
                table.check(mover, &effects);
            }
            _ => {
                let legal = g.legal(seat);
                let action = legal[dice.below(legal.len())].clone();
                let cell = action.trim_start_matches("probe ").to_string();
                let line = if dice.below(2) == 0 {
                    action.clone()
                } else {
                    format!("/move {action}")
                };
                let effects = say(&table.core, mover, &line, T0);
                table.probed.push(cell);
                assert!(
                    matches!(effects.first(), Some(Effect::Post { .. })),
                    "{line}: {effects:#?}"
                );
                table.check(mover, &effects);
            }
        }
    }
    let g = game(table.core.store(), 1);
    assert!(g.status().is_finished(), "the game ends within 9 probes");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn secrets_reach_only_their_owner(seed in any::<u64>(), three in any::<bool>()) {
        play_a_game(seed, if three { 3 } else { 2 });
    }
}

#[test]
fn three_players_skip_the_eliminated_seat() {
    // Fixed cells so that the first probe finds someone: alice a1, bob b1, carol c1.
    let core = core();
    say(&core, "alice", "/play secret-duel @bob @carol", T0);
    say(&core, "bob", "/accept", T0);
    say(&core, "carol", "/accept", T0);
    for (name, cell) in [("alice", "a1"), ("bob", "b1"), ("carol", "c1")] {
        dm(&core, name, &format!("hide {cell}"), T0);
    }
    let first = to_move(core.store(), 1).expect("to move");
    let cells = [("alice", "a1"), ("bob", "b1"), ("carol", "c1")];
    let (victim, cell) = cells
        .iter()
        .find(|(n, _)| *n != first)
        .copied()
        .expect("someone else");
    let posts = say(&core, &first, &format!("probe {cell}"), T0);
    assert!(text(&posts[0]).contains("is out"), "{posts:#?}");
    let next = to_move(core.store(), 1).expect("to move");
    assert_ne!(next, victim, "the eliminated seat is skipped");
    assert_ne!(next, first);
}

/// A stored game that no longer replays: the rules' reason quotes the action it refused,
/// which may be a hidden one. Whoever asks hears only that game #1 cannot be read.
#[test]
fn an_unreadable_record_tells_no_secret() {
    let core = core_on(referee_core::Store::in_memory(), Default::default());
    hidden_duel(&core, "");
    let raw = core.store().raw_game(1).expect("ok").expect("game 1");
    let mut record: serde_json::Value = serde_json::from_slice(&raw).expect("json");
    // Bob's `hide c3` written as alice's: it no longer replays.
    let log = &mut record["record"]["log"];
    assert_eq!(log[1]["text"], "hide c3", "{log}");
    log[1]["seat"] = serde_json::json!(0);
    let broken = serde_json::to_vec(&record).expect("json");
    core.store().put_raw_game(1, &broken).expect("written");
    for (who, line) in [
        ("alice", "/board #1"),
        ("carol", "/history #1"),
        ("alice", "/mine"),
    ] {
        let text = assert_refused(&say(&core, who, line, T0), who);
        assert!(
            text.contains("#1") && text.contains("cannot be read"),
            "{line}: {text}"
        );
        assert!(
            !text.contains("c3"),
            "{who} learns bob's cell from {line}: {text}"
        );
    }
    // The same when the record is not even valid JSON for a game and serde quotes it.
    let garbled = log_as_text(&core, &record);
    let text = assert_refused(&say(&core, "alice", "/board #1", T0), "alice");
    assert!(text.contains("#1"), "{text}");
    assert!(
        !text.contains("c3"),
        "serde's message leaks bob's cell: {text}"
    );
    assert_eq!(core.store().raw_game(1).expect("ok"), Some(garbled));
}

/// Store game 1 with bob's log entry where its seat should be, so decoding fails on it.
fn log_as_text(core: &referee_core::Core, record: &serde_json::Value) -> Vec<u8> {
    let mut record = record.clone();
    record["record"]["log"][1]["seat"] = serde_json::json!("hide c3");
    let bytes = serde_json::to_vec(&record).expect("json");
    core.store().put_raw_game(1, &bytes).expect("written");
    bytes
}

/// The public image's name comes from the public view only: a private `hide` leaves it as
/// it was, so the name cannot tell the channel more than the view does.
#[test]
fn a_private_action_leaves_the_public_image_name_unchanged() {
    let core = core();
    started_duel(&core, "");
    // `/board` is the public view, whoever asks and however it is answered.
    let public_image = |effects: &[Effect]| {
        effects.iter().find_map(|e| match e {
            Effect::Post {
                image: Some(image), ..
            }
            | Effect::Ephemeral {
                image: Some(image), ..
            } => Some(image.name.clone()),
            _ => None,
        })
    };
    let before = public_image(&say(&core, "alice", "/board", T0)).expect("a public board");
    let hidden = dm(&core, "alice", "hide a1", T0);
    assert!(
        hidden
            .iter()
            .all(|e| !matches!(e, Effect::Post { image: Some(i), .. } if i.name != before)),
        "{hidden:#?}"
    );
    let after = public_image(&say(&core, "bob", "/board", T0)).expect("a public board");
    assert_eq!(before, after);
    assert_eq!(before, "game-1-1-public.png");
}
