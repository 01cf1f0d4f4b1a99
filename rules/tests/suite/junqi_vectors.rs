//! Every army-chess test vector (spec §10.2, copied verbatim to `vectors/junqi.vectors`),
//! read in the §10.1 block format. One runner per `do:` verb; a refused command must also
//! leave the game exactly as it was.

use crate::support;

use rules::junqi::setup::Position;
use rules::junqi::{Action, Colour, Compass, Junqi, Layout, Mode, Pos, Rules};
use rules::{Seat, Viewer};

const VECTORS: &str = include_str!("../vectors/junqi.vectors");

type Block = support::vectors::Block;

/// What a vector does: the `do:` verb and the text after it.
trait Command {
    fn verb(&self) -> &str;
    fn args(&self) -> &str;
}

impl Command for Block {
    fn verb(&self) -> &str {
        self.get("do")
            .and_then(|d| d.split_whitespace().next())
            .unwrap_or("")
    }
    /// The `do:` text after the verb.
    fn args(&self) -> &str {
        self.get("do")
            .and_then(|d| d.split_once(' '))
            .map_or("", |(_, rest)| rest)
    }
}

fn blocks() -> Vec<Block> {
    support::vectors::paragraphs(VECTORS)
}

fn mode_of(block: &Block) -> Mode {
    Mode::from_id(block.get("mode").unwrap_or("")).expect("known mode")
}

fn seat_named(mode: Mode, name: &str) -> Seat {
    let i = mode
        .seat_names()
        .iter()
        .position(|n| *n == name)
        .unwrap_or_else(|| panic!("no seat {name} in {}", mode.id()));
    Seat(i as u8)
}

fn pos(mode: Mode, name: &str) -> Pos {
    mode.board()
        .lookup(name)
        .unwrap_or_else(|| panic!("no position {name}"))
}

/// `pos=colour` pairs of the `carrying` and `loose` keys.
fn flag_list(mode: Mode, text: Option<&str>) -> Vec<(Pos, Colour)> {
    text.unwrap_or("")
        .split_whitespace()
        .map(|item| {
            let (p, c) = item.split_once('=').expect("pos=colour");
            (pos(mode, p), Colour::parse(c).expect("colour"))
        })
        .collect()
}

fn game_of(block: &Block) -> Junqi {
    let mode = mode_of(block);
    let rules = Rules {
        ally_view_open: block.get("allyview") == Some("open"),
        fanqi_carry: block.get("variant") == Some("carry"),
        ..Rules::default()
    };
    let mut position = Position {
        turn: block.get("turn").map(|t| seat_named(mode, t)),
        alive: block
            .get("alive")
            .map(|a| a.split_whitespace().map(|s| seat_named(mode, s)).collect()),
        quiet: block.get("quiet").map_or(0, |q| q.parse().expect("quiet")),
        carrying: flag_list(mode, block.get("carrying")),
        loose: flag_list(mode, block.get("loose")),
        revealed: block
            .get("revealed")
            .unwrap_or("")
            .split_whitespace()
            .map(|p| pos(mode, p))
            .collect(),
        pieces: Position::parse_pieces(mode, block.get("board").unwrap_or("")).expect("board"),
        ..Position::default()
    };
    if let Some(colours) = block.get("colours") {
        let mut out = [Colour::Red, Colour::Black];
        for item in colours.split_whitespace() {
            let (seat, colour) = item.split_once('=').expect("seat=colour");
            out[seat_named(mode, seat).index()] = Colour::parse(colour).expect("colour");
        }
        position.colours = Some(out);
    }
    if let Some(homes) = block.get("flaghome") {
        for item in homes.split_whitespace() {
            let (colour, half) = item.split_once('=').expect("colour=half");
            let c = Colour::parse(colour).expect("colour");
            position.flag_home[c as usize] =
                Compass::from_letter(half.chars().next().expect("half"));
        }
    }
    Junqi::from_position(mode, rules, position)
        .unwrap_or_else(|e| panic!("{}: setup refused: {e}", block.id()))
}

/// `error <CODE>` or the events joined by `; ` (`-` for none); a refusal must change nothing.
fn outcome_text(
    before: &Junqi,
    game: &Junqi,
    result: Result<rules::junqi::Outcome, rules::junqi::JunqiError>,
) -> String {
    match result {
        Ok(outcome) => outcome.canonical(),
        Err(e) => {
            assert_eq!(before, game, "a refused command changed the game");
            format!("error {}", e.code())
        }
    }
}

/// The `after:` checks against the referee's full board.
fn check_after(block: &Block, game: &Junqi) -> Result<(), String> {
    let Some(after) = block.get("after") else {
        return Ok(());
    };
    let mode = game.mode();
    for item in after.split_whitespace() {
        let (p, want) = item.split_once('=').expect("pos=…");
        let got = match game.piece_at(pos(mode, p)) {
            None => "empty".to_string(),
            Some(piece) => format!("{}:{}", piece.owner, piece.kind),
        };
        if got != want {
            return Err(format!("after {p}: want {want}, got {got}"));
        }
    }
    Ok(())
}

/// Run one block; `Err` describes the mismatch.
fn run(block: &Block) -> Result<(), String> {
    let want = block.get("want").unwrap_or("");
    let got = match block.verb() {
        "layout" => match Layout::parse(block.args()) {
            Ok(_) => "ok".to_string(),
            Err(e) => e.code().to_string(),
        },
        verb => {
            let mut game = game_of(block);
            let before = game.clone();
            let mode = game.mode();
            let args: Vec<&str> = block.args().split_whitespace().collect();
            let text = match (verb, args.as_slice()) {
                ("reach", [p]) => game
                    .reach(pos(mode, p))
                    .into_iter()
                    .map(|q| game.board().name(q).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                ("view", [s]) => game.view_text(Viewer::Seat(seat_named(mode, s))),
                ("begin", []) => game.begin().canonical(),
                ("skip", [s]) => {
                    let r = game.skip(seat_named(mode, s));
                    outcome_text(&before, &game, r)
                }
                ("resign", [s]) => {
                    let r = game.apply(seat_named(mode, s), &Action::Resign);
                    outcome_text(&before, &game, r)
                }
                ("move", [s, m]) => {
                    let (from, to) = m.split_once('-').expect("from-to");
                    let action = Action::Move {
                        from: pos(mode, from),
                        to: pos(mode, to),
                    };
                    let r = game.apply(seat_named(mode, s), &action);
                    outcome_text(&before, &game, r)
                }
                ("cmd", [s, ..]) => {
                    let raw = block.args().split_once(' ').map_or("", |(_, r)| r);
                    let seat = seat_named(mode, s);
                    let r = game.parse(raw).and_then(|c| {
                        let action = Action::from_command(c).expect("an action");
                        game.apply(seat, &action)
                    });
                    outcome_text(&before, &game, r)
                }
                _ => return Err(format!("unknown do: {verb}")),
            };
            check_after(block, &game)?;
            text
        }
    };
    if got == want {
        Ok(())
    } else {
        Err(format!("want: {want}\n   got: {got}"))
    }
}

/// Run every block of one verb and fail with all mismatches listed.
fn run_verb(verb: &str) -> usize {
    let mut failures = Vec::new();
    let mut count = 0;
    for block in blocks().iter().filter(|b| b.verb() == verb) {
        count += 1;
        if let Err(e) = run(block) {
            failures.push(format!("{}: {e}", block.id()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} `{verb}` vectors failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    count
}

#[test]
fn the_vector_file_holds_all_111_vectors_with_known_verbs() {
    let all = blocks();
    assert_eq!(all.len(), 111);
    let verbs = [
        "reach", "move", "cmd", "begin", "skip", "resign", "view", "layout",
    ];
    for b in &all {
        assert!(verbs.contains(&b.verb()), "{}: verb {}", b.id(), b.verb());
    }
}

#[test]
fn reach_vectors() {
    assert_eq!(run_verb("reach"), 12);
}

#[test]
fn move_vectors() {
    assert_eq!(run_verb("move"), 63);
}

#[test]
fn cmd_vectors() {
    assert_eq!(run_verb("cmd"), 9);
}

#[test]
fn begin_vectors() {
    assert_eq!(run_verb("begin"), 4);
}

#[test]
fn skip_vectors() {
    assert_eq!(run_verb("skip"), 2);
}

#[test]
fn resign_vectors() {
    assert_eq!(run_verb("resign"), 3);
}

#[test]
fn view_vectors() {
    assert_eq!(run_verb("view"), 6);
}

#[test]
fn layout_vectors() {
    assert_eq!(run_verb("layout"), 12);
}
