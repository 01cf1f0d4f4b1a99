//! `/hint <square>` on the board image: for every perfect-information family, the picture
//! the core draws for a hint marks exactly the squares the piece there may legally reach
//! (read from the rules' own legal command list), and the drawn SVG carries one hint mark
//! per such square.

use super::present::Picture;
use super::request::{Command, Place, Request};
use crate::config::CoreConfig;
use crate::engine::Core;
use crate::engine::Ctx;
use referee_storage::ids::User;
use referee_storage::Store;
use render::Renderer;
use rules::{Status, VariantId, Viewer};
use std::collections::BTreeSet;
use std::sync::Arc;

const T0: u64 = 1_800_000_000;

fn core() -> Core {
    let renderer = Arc::new(Renderer::new().expect("the embedded font loads"));
    Core::open(Store::in_memory(), renderer, CoreConfig::default()).expect("core opens")
}

fn request(who: &str, command: Command) -> Request {
    Request {
        user: User::from_name(who),
        place: Place {
            channel: 1,
            guild: Some(1),
            dm: false,
        },
        command,
        delivery_id: None,
        now: T0,
        locale: None,
    }
}

fn say(core: &Core, who: &str, text: &str) {
    let command = if text.starts_with('/') {
        Command::Typed { text: text.into() }
    } else {
        Command::Text { text: text.into() }
    };
    core.handle(request(who, command));
}

/// The hint picture `who` gets for `square`, without drawing it.
fn hint_picture(core: &Core, who: &str, square: &str) -> Picture {
    let req = request(
        who,
        Command::Hint {
            square: square.into(),
            game: Some(1),
        },
    );
    let ctx = Ctx {
        req: &req,
        lang: crate::words::Lang::En,
        seat: None,
    };
    let mut outs = crate::queries::Queries::of(&core.env())
        .hint(&ctx, square, Some(1))
        .unwrap_or_else(|_| panic!("hint {square} refused"));
    assert_eq!(outs.len(), 1);
    outs.remove(0).picture.expect("a hint comes with its board")
}

/// The squares a command names, in order: a letter followed by digits (`b2xg7` names b2
/// and g7; `c5-c6=archer` names c5 and c6).
fn squares_in(command: &str) -> Vec<String> {
    let chars: Vec<char> = command.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let digits = chars[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if chars[i].is_ascii_lowercase() && digits > 0 {
            out.push(chars[i..=i + digits].iter().collect());
            i += digits + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// Destinations of the piece on `from` in the rules' canonical legal commands: the second
/// square named by each command whose first square is `from`.
fn legal_destinations(legal: &[String], from: &str) -> BTreeSet<String> {
    legal
        .iter()
        .map(|command| squares_in(command))
        .filter(|squares| squares.first().map(String::as_str) == Some(from))
        .filter_map(|squares| squares.get(1).cloned())
        .collect()
}

/// Plays the `opening` lines, then `plies` legal moves picked by a fixed stride through
/// the legal list (a varied middlegame), then checks the hint of every piece of the side
/// to move.
fn check_family(variant: &str, opening: &[&str], plies: usize) {
    let core = core();
    say(&core, "alice", &format!("/play {variant} @bob"));
    say(&core, "bob", "/accept");
    for ply in 0..opening.len() + plies {
        let l = core.load(1).expect("game 1");
        let Status::ToMove(seat) = l.game.status() else {
            panic!("{variant}: game over at ply {ply}");
        };
        let legal = l.game.legal(seat);
        let line = match opening.get(ply) {
            Some(line) => line.to_string(),
            None => legal[(ply * 37 + 11) % legal.len()].clone(),
        };
        let who = l.entry.player(seat).expect("seated").name.clone();
        say(&core, &who, &line);
        let after = core.load(1).expect("game 1");
        assert_ne!(
            after.entry.record, l.entry.record,
            "{variant}: {line} was refused"
        );
    }
    assert_eq!(
        VariantId::from_id(variant).map(|v| v.info().hidden),
        Some(false)
    );
    let l = core.load(1).expect("game 1");
    let Status::ToMove(seat) = l.game.status() else {
        panic!("{variant}: game over");
    };
    let who = l.entry.player(seat).expect("seated").name.clone();
    let legal = l.game.legal(seat);
    let view = l.game.view(Viewer::Seat(seat));
    let renderer = Renderer::new().expect("font");
    let mut checked = 0;
    let mut with_moves = 0;
    for cell in &view.board.cells {
        if cell.piece.as_ref().and_then(|p| p.owner) != Some(seat) {
            continue;
        }
        let picture = hint_picture(&core, &who, &cell.name);
        assert_eq!(
            picture.view, view,
            "{variant}: the hint is drawn on the asker's view"
        );
        let marked: BTreeSet<String> = picture
            .opts
            .hints
            .iter()
            .map(|&i| picture.view.board.cells[i].name.clone())
            .collect();
        let want = legal_destinations(&legal, &cell.name);
        assert_eq!(marked, want, "{variant}: hint {}", cell.name);
        assert_eq!(picture.opts.hints.len(), want.len(), "{variant}: each once");
        let svg = renderer.svg(&picture.view, &picture.opts);
        assert_eq!(
            svg.matches(r#"class="hint""#).count(),
            want.len(),
            "{variant}: drawn marks for {}",
            cell.name
        );
        checked += 1;
        with_moves += usize::from(!want.is_empty());
    }
    assert!(
        checked >= 10 && with_moves >= 3,
        "{variant}: {checked} pieces"
    );
}

/// Every listed family that hides nothing, found in the registry (the core names none).
#[test]
fn every_perfect_information_family_hints_exactly_the_legal_destinations() {
    let open: Vec<&str> = rules::registry::variants()
        .filter(|v| !v.hidden && v.listed)
        .map(|v| v.id)
        .collect();
    assert!(open.len() >= 2, "{open:?}");
    for variant in open {
        check_family(variant, &[], 12);
    }
}
