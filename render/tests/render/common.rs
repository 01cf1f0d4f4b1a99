//! A synthetic sword-and-magic 8x8 view, built by hand so render needs no rules module
//! (its piece kinds are worded by the sword-magic catalogue).

use rules::{Board, Cell, Glyph, Mark, Message, Panel, Seat, View, Viewer};

pub const WHITE_BACK: [(&str, &str); 8] = [
    ("弓箭手", "Archer"),
    ("賢者", "Sage"),
    ("魔法使", "Mage"),
    ("公主", "Princess"),
    ("召喚師", "Summoner"),
    ("魔法使", "Mage"),
    ("賢者", "Sage"),
    ("弓箭手", "Archer"),
];
pub const BLACK_BACK: [(&str, &str); 8] = [
    ("惡狼", "Dire Wolf"),
    ("死靈術士", "Necromancer"),
    ("吸血鬼", "Vampire"),
    ("精靈女王", "Elf Queen"),
    ("女巫", "Witch"),
    ("吸血鬼", "Vampire"),
    ("死靈術士", "Necromancer"),
    ("惡狼", "Dire Wolf"),
];

/// A known piece; `zh` is its traditional name (what a zh-TW reader sees), `en` its
/// English name, whose id form is the piece kind.
pub fn glyph(owner: u8, _zh: &str, en: &str) -> Glyph {
    Glyph::known(Seat(owner), kind_of(en))
}

/// `Dire Wolf` → `dire-wolf`.
pub fn kind_of(en: &str) -> String {
    en.split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// Index of a square, a1 = 0 … h8 = 63.
pub fn sq(file: usize, rank: usize) -> usize {
    (rank - 1) * 8 + (file - 1)
}

/// An empty 8x8 board: a1 light, dark iff file + rank is odd.
pub fn empty_8x8() -> View {
    let mut cells = Vec::with_capacity(64);
    for rank in 1..=8u8 {
        for file in 1..=8u8 {
            cells.push(Cell {
                x: f32::from(file) - 0.5,
                y: f32::from(rank) - 0.5,
                name: format!("{}{}", char::from(b'a' + file - 1), rank),
                kind: if (file + rank) % 2 == 1 {
                    "dark"
                } else {
                    "light"
                }
                .to_string(),
                piece: None,
            });
        }
    }
    View {
        variant: "sword-magic".to_string(),
        viewer: Viewer::Spectator,
        board: Board {
            width: 8.0,
            height: 8.0,
            grid: Some((8, 8)),
            cells,
            edges: Vec::new(),
            lines: Vec::new(),
            file_labels: (b'a'..=b'h').map(|c| char::from(c).to_string()).collect(),
            rank_labels: (1..=8).map(|r: u8| r.to_string()).collect(),
        },
        panels: Vec::new(),
        last_move: Vec::new(),
        move_number: 1,
        to_move: Some(Seat(0)),
        notes: Vec::new(),
        removed: Vec::new(),
        seat_colors: vec!["white".to_string(), "black".to_string()],
        quarter_turns: 0,
    }
}

/// 32 pieces on the board, a few promoted and marked, two graveyards, a last move.
pub fn board_8x8() -> View {
    let mut v = empty_8x8();
    let cells = &mut v.board.cells;
    for f in 1..=8 {
        let (zh, en) = WHITE_BACK[f - 1];
        cells[sq(f, 1)].piece = Some(glyph(0, zh, en));
        let (zh, en) = BLACK_BACK[f - 1];
        cells[sq(f, 8)].piece = Some(glyph(1, zh, en));
        let (zh, en) = if f == 4 || f == 5 {
            ("劍士", "Swordsman")
        } else {
            ("使魔", "Familiar")
        };
        cells[sq(f, 2)].piece = Some(glyph(0, zh, en));
        let (zh, en) = if f == 4 || f == 5 {
            ("哥布林", "Goblin")
        } else {
            ("惡靈", "Wraith")
        };
        cells[sq(f, 7)].piece = Some(glyph(1, zh, en));
    }
    // A few moves in: a white familiar promoted and advanced, a black goblin forward.
    cells[sq(3, 2)].piece = None;
    cells[sq(3, 5)].piece = Some(glyph(0, "高階使魔", "High Familiar"));
    cells[sq(5, 7)].piece = None;
    cells[sq(5, 5)].piece = Some(glyph(1, "哥布林", "Goblin"));
    // A sealed sage and a linked pair.
    if let Some(g) = cells[sq(2, 1)].piece.as_mut() {
        g.marks.push(Mark::Sealed);
    }
    for f in [1, 8] {
        if let Some(g) = cells[sq(f, 8)].piece.as_mut() {
            g.marks.push(Mark::Link(1));
        }
    }
    v.last_move = vec![sq(5, 7), sq(5, 5)];
    v.move_number = 4;
    v.to_move = Some(Seat(0));
    v.panels = vec![
        Panel {
            owner: Some(Seat(1)),
            title: Message::new("sm-graveyard-black"),
            pieces: vec![glyph(1, "惡靈", "Wraith"), glyph(1, "惡狼", "Dire Wolf")],
        },
        Panel {
            owner: Some(Seat(0)),
            title: Message::new("sm-graveyard-white"),
            pieces: vec![
                glyph(0, "使魔", "Familiar"),
                glyph(0, "劍士", "Swordsman"),
                glyph(0, "魔法使", "Mage"),
            ],
        },
    ];
    v
}

/// Every piece kind on the board and in the panels.
pub fn names(v: &View) -> Vec<String> {
    let mut out: Vec<String> = v
        .board
        .cells
        .iter()
        .filter_map(|c| c.piece.as_ref())
        .chain(v.panels.iter().flat_map(|p| p.pieces.iter()))
        .filter_map(|g| g.kind.clone())
        .collect();
    out.sort();
    out.dedup();
    out
}

pub fn piece_count(v: &View) -> usize {
    v.board.cells.iter().filter(|c| c.piece.is_some()).count()
}

/// Views of each family's board from real games, made by the rules: Sword and Magic and
/// 魔神战棋 at the start, the four-country army-chess board after four random deployments
/// (one seat's view, turned), 古战棋 after both camp choices.
pub fn real_boards() -> Vec<(&'static str, rules::View)> {
    use rules::game::Channel;
    use rules::{Game, Seat, Setup, VariantId, Viewer};
    let game = |id: &str, seats: usize, plays: &[(u8, &str)], viewer: Viewer| {
        let variant = VariantId::from_id(id)?;
        let setup = Setup {
            seats,
            options: Default::default(),
            seed: 7,
        };
        let mut game = Game::new(variant, setup).ok()?;
        for (seat, text) in plays {
            game.play(Seat(*seat), text, Channel::Private).ok()?;
        }
        Some(game.view(viewer))
    };
    let random = [
        (0, "deploy random"),
        (1, "deploy random"),
        (2, "deploy random"),
        (3, "deploy random"),
    ];
    let camps = [(0, "camps b1 c4 d6"), (1, "camps h1 g4 f6")];
    [
        (
            "sword-magic 8x8",
            game("sword-magic", 2, &[], Viewer::Spectator),
        ),
        ("demon 13x13", game("demon", 2, &[], Viewer::Spectator)),
        (
            "junqi four-country",
            game("junqi-siguo", 4, &random, Viewer::Seat(Seat(1))),
        ),
        (
            "ancient 9x9",
            game("ancient", 2, &camps, Viewer::Seat(Seat(1))),
        ),
    ]
    .into_iter()
    .filter_map(|(name, view)| view.map(|v| (name, v)))
    .collect()
}

/// Spectator views of a game played `plies` plies from the start, each ply the
/// `(7 * ply) % n`-th of the `n` legal actions: a real game's sequence of images, where
/// each differs from the last by one move.
pub fn game_views(variant: &str, plies: usize) -> Vec<rules::View> {
    use rules::game::Channel;
    use rules::{Game, Setup, Status, VariantId, Viewer};
    let Some(id) = VariantId::from_id(variant) else {
        return Vec::new();
    };
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 11,
    };
    let Ok(mut game) = Game::new(id, setup) else {
        return Vec::new();
    };
    let mut views = vec![game.view(Viewer::Spectator)];
    for ply in 0..plies {
        let Status::ToMove(seat) = game.status() else {
            break;
        };
        let legal = game.legal(seat);
        if legal.is_empty() {
            break;
        }
        let action = &legal[(7 * ply) % legal.len()];
        if game.play(seat, action, Channel::Private).is_err() {
            break;
        }
        views.push(game.view(Viewer::Spectator));
    }
    views
}

/// The states a game of `variant` passes through over `plies` plies from `setup`: the
/// seat to move plays its `(7 * ply + seed) % n`-th legal action; in a simultaneous phase
/// (deployment) every waiting seat plays one.
pub fn playout(variant: rules::VariantId, setup: rules::Setup, plies: usize) -> Vec<rules::Game> {
    use rules::game::Channel;
    use rules::{Game, Status};
    let seed = setup.seed as usize;
    let Ok(mut game) = Game::new(variant, setup) else {
        return Vec::new();
    };
    let pick = |legal: &[String], ply: usize| {
        let n = legal.len().max(1);
        legal.get((7 * ply + seed) % n).cloned()
    };
    let mut states = vec![game.clone()];
    for ply in 0..plies {
        match game.status() {
            Status::ToMove(seat) => {
                let Some(action) = pick(&game.legal(seat), ply) else {
                    break;
                };
                if game.play(seat, &action, Channel::Private).is_err() {
                    break;
                }
            }
            Status::Simultaneous(waiting) => {
                for seat in waiting {
                    if let Some(action) = pick(&game.legal(seat), ply) {
                        let _ = game.play(seat, &action, Channel::Private);
                    }
                }
            }
            Status::Finished(_) => break,
        }
        states.push(game.clone());
    }
    states
}

/// The two-player army-chess board (anqi, open and fanqi share it) after both random
/// deployments of the open variant, every piece shown: the largest image drawn.
pub fn two_player_junqi() -> Option<rules::View> {
    use rules::game::Channel;
    use rules::{Game, Seat, Setup, VariantId, Viewer};
    let setup = Setup {
        seats: 2,
        options: Default::default(),
        seed: 7,
    };
    let mut game = Game::new(VariantId::from_id("junqi-open")?, setup).ok()?;
    for seat in 0..2 {
        game.play(Seat(seat), "deploy random", Channel::Private)
            .ok()?;
    }
    Some(game.view(Viewer::Spectator))
}

/// A game played by seeded random legal actions, as a replay sees it: the spectator view
/// at the start and after each public ply, each with a caption naming the ply.
pub struct RandomGame {
    pub frames: Vec<render::ReplayFrame>,
    pub game: rules::Game,
}

/// splitmix64: a seeded stream of numbers, enough to pick among legal actions.
struct Picker(u64);

impl Picker {
    fn pick<'a>(&mut self, legal: &'a [String]) -> Option<&'a String> {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        let n = legal.len() as u64;
        (n > 0).then(|| &legal[(z % n) as usize])
    }
}

/// `variant` for `seats` played from `seed` by random legal actions until `public_plies`
/// turns have been played or the game ends. A simultaneous phase (deployment, camps) is
/// played by every waiting seat and gets no frame: the first frame is the board when the
/// first turn begins, then one frame per turn. Frames are the spectator's views, drawn
/// from the spectator's side as the channel images are.
pub fn random_game(
    variant: &str,
    seats: usize,
    seed: u64,
    public_plies: usize,
) -> Option<RandomGame> {
    use rules::game::Channel;
    use rules::{Game, Setup, Status, VariantId, Viewer};
    let id = VariantId::from_id(variant)?;
    let setup = Setup {
        seats,
        options: Default::default(),
        seed,
    };
    let mut game = Game::new(id, setup).ok()?;
    let mut picker = Picker(seed);
    let frame = |game: &Game, caption: String| render::ReplayFrame {
        view: game.view(Viewer::Spectator),
        title: format!("{variant} · seed {seed}"),
        caption,
    };
    let mut frames = Vec::new();
    // Bounded: a game that keeps returning to a simultaneous phase still ends.
    for _ in 0..public_plies * 4 + 16 {
        if frames.len() > public_plies {
            break;
        }
        let (movers, turn) = match game.status() {
            Status::ToMove(seat) => (vec![seat], true),
            Status::Simultaneous(waiting) => (waiting, false),
            Status::Finished(_) => break,
        };
        if turn && frames.is_empty() {
            frames.push(frame(&game, "start".to_string()));
        }
        for seat in movers {
            let legal = game.legal(seat);
            let action = picker.pick(&legal)?.clone();
            // Sent where a player would send it: a deployment or hidden troop by DM.
            let channel = if game.needs_privacy(seat, &action) {
                Channel::Private
            } else {
                Channel::Public
            };
            game.play(seat, &action, channel).ok()?;
            if turn {
                let public = game.record().log.last()?.public.clone();
                let n = frames.len();
                frames.push(frame(&game, format!("{n}. seat {}: {public}", seat.0 + 1)));
            }
        }
    }
    if frames.is_empty() {
        frames.push(frame(&game, "start".to_string()));
    }
    Some(RandomGame { frames, game })
}

/// The first of seeds `1..=tries` whose random game lasts `public_plies` public plies, or
/// the longest if none does.
pub fn long_random_game(
    variant: &str,
    seats: usize,
    public_plies: usize,
    tries: u64,
) -> Option<RandomGame> {
    let mut best: Option<RandomGame> = None;
    for seed in 1..=tries {
        let Some(game) = random_game(variant, seats, seed, public_plies) else {
            continue;
        };
        let plies = game.frames.len() - 1;
        if plies >= public_plies {
            return Some(game);
        }
        if best.as_ref().is_none_or(|b| b.frames.len() - 1 < plies) {
            best = Some(game);
        }
    }
    best
}

/// Every board kind the rules draw, each from a real game a few plies in (set-up phases
/// played, so there is a last move where the game has one), seen by every kind of
/// viewer: the spectator and each seat (a seat's view is turned to its side).
/// Names read `variant seats viewer`.
pub fn every_board_every_viewer() -> Vec<(String, rules::View)> {
    use rules::{Setup, VariantId, Viewer};
    let mut out = Vec::new();
    for id in VariantId::all() {
        let info = id.info();
        let mut seat_counts = vec![info.min_seats];
        if info.max_seats != info.min_seats {
            seat_counts.push(info.max_seats);
        }
        for seats in seat_counts {
            let setup = Setup {
                seats,
                options: Default::default(),
                seed: 5,
            };
            let Some(game) = playout(id, setup, 12).pop() else {
                continue;
            };
            let viewers = std::iter::once(Viewer::Spectator)
                .chain((0..seats).map(|s| Viewer::Seat(rules::Seat(s as u8))));
            for viewer in viewers {
                let who = match viewer {
                    Viewer::Seat(s) => format!("seat{}", s.0 + 1),
                    _ => "spectator".to_string(),
                };
                out.push((format!("{} {seats} {who}", id.as_str()), game.view(viewer)));
            }
        }
    }
    out
}
