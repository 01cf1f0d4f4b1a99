//! What `Game` does the same for every registered variant before and after its family:
//! typed text is tidied once (width, dashes, case, spaces around separators, two squares
//! set apart by a space), every spelling of a shared word answers alike, and every refusal
//! names the family that made it.

use proptest::prelude::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::game::Channel;
use rules::meta::MetaWord;
use rules::variant::Setup;
use rules::{Game, RuleError, Seat, Status, VariantId};

fn new_game(variant: VariantId, seed: u64) -> Game {
    let info = variant.info();
    let setup = Setup {
        seats: info.min_seats,
        options: Default::default(),
        seed,
    };
    Game::new(variant, setup).unwrap_or_else(|e| panic!("{variant}: {e}"))
}

/// Seats that may act now and have something legal to do.
fn actors(game: &Game) -> Vec<Seat> {
    let seats = match game.status() {
        Status::ToMove(seat) => vec![seat],
        Status::Simultaneous(seats) => seats,
        Status::Finished(_) => Vec::new(),
    };
    seats
        .into_iter()
        .filter(|&s| !game.legal(s).is_empty())
        .collect()
}

fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> Option<&'a T> {
    match items.len() {
        0 => None,
        n => items.get(rng.next_u64() as usize % n),
    }
}

/// ASCII as a Chinese input method types it: full-width forms and the ideographic space.
fn full_width(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            ' ' => '\u{3000}',
            '!'..='~' => char::from_u32(c as u32 - 0x21 + 0xFF01).unwrap_or(c),
            c => c,
        })
        .collect()
}

/// A space on each side of every separator.
fn spaced(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '-' | '+' | '/' | ':' | '=' | '@' | ',' => format!(" {c} "),
            c => c.to_string(),
        })
        .collect()
}

/// `a4-a5…` written `a4 a5…`, when the text starts with two squares and a dash.
fn space_for_dash(text: &str) -> Option<String> {
    let (first, rest) = text.split_once('-')?;
    let square = |s: &str| {
        let mut chars = s.chars();
        chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.clone().next().is_some_and(|c| c.is_ascii_digit())
            && chars.all(|c| c.is_ascii_alphanumeric())
    };
    let second: String = rest
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    (square(first) && square(&second)).then(|| format!("{first} {rest}"))
}

/// Every lenient spelling of a canonical action the normaliser promises to read alike.
fn spellings(canonical: &str) -> Vec<String> {
    let mut out = vec![
        canonical.to_ascii_uppercase(),
        full_width(canonical),
        spaced(canonical),
        format!("  {canonical}  "),
        full_width(&spaced(&canonical.to_ascii_uppercase())),
    ];
    for dash in ['\u{2013}', '\u{2014}', '\u{FF0D}', '\u{2212}'] {
        out.push(canonical.replace('-', &dash.to_string()));
    }
    out.extend(space_for_dash(canonical));
    out
}

/// Plays `text` on a copy: the record after it, or the refusal's code.
fn outcome(game: &Game, seat: Seat, text: &str) -> Result<rules::GameRecord, String> {
    let mut copy = game.clone();
    copy.play(seat, text, Channel::Private)
        .map(|_| copy.record().clone())
        .map_err(|e| e.code)
}

/// Random legal plies of every variant; at each, every lenient spelling of a random legal
/// action does exactly what its canonical text does.
fn check_lenient_spellings(seed: u64, plies: usize) {
    for variant in VariantId::all() {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = new_game(variant, seed);
        for ply in 0..plies {
            let seats = actors(&game);
            let Some(&seat) = pick(&mut rng, &seats) else {
                break;
            };
            let legal = game.legal(seat);
            let Some(canonical) = pick(&mut rng, &legal).cloned() else {
                break;
            };
            let wanted = outcome(&game, seat, &canonical);
            assert!(
                wanted.is_ok(),
                "{variant} ply {ply}: legal {canonical:?} refused: {wanted:?}"
            );
            for spelling in spellings(&canonical) {
                assert_eq!(
                    outcome(&game, seat, &spelling),
                    wanted,
                    "{variant} ply {ply}: {spelling:?} is not {canonical:?}"
                );
            }
            game.play(seat, &canonical, Channel::Private)
                .unwrap_or_else(|e| panic!("{variant}: {canonical}: {e}"));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn every_lenient_spelling_of_a_legal_action_is_that_action(seed in any::<u64>()) {
        check_lenient_spellings(seed, 24);
    }
}

#[test]
fn every_spelling_of_a_shared_word_answers_alike_in_every_variant() {
    for variant in VariantId::all() {
        let mut game = new_game(variant, 11);
        // A second round once a draw has been offered, so accept/decline mean something.
        for round in 0..2 {
            for seat in game.active_seats() {
                for word in MetaWord::ALL {
                    let wanted = outcome(&game, seat, word.canonical());
                    for spelling in word.spellings() {
                        let got = outcome(&game, seat, &full_width(spelling));
                        assert_eq!(
                            got, wanted,
                            "{variant} round {round}: {spelling:?} is not {word:?}"
                        );
                    }
                }
            }
            let offerer = game.active_seats()[0];
            game.play(offerer, "draw", Channel::Public)
                .unwrap_or_else(|e| panic!("{variant}: draw offer: {e}"));
        }
    }
}

#[test]
fn demon_reads_a_move_with_spaces_or_in_full_width() {
    let variant = VariantId::from_id("demon").expect("registered");
    for spelling in ["e4 - e5", "e4 e5", "ｅ４－ｅ５", "E4 — E5"] {
        let mut game = new_game(variant, 1);
        // Black answers the swap question before Red's first move (§4.3).
        game.play(Seat(1), "keep", Channel::Public)
            .unwrap_or_else(|e| panic!("keep: {e}"));
        game.play(Seat(0), spelling, Channel::Public)
            .unwrap_or_else(|e| panic!("{spelling:?}: {e}"));
        let logged: Vec<&str> = game.record().log.iter().map(|e| e.text.as_str()).collect();
        assert_eq!(logged, ["keep", "e4-e5"], "{spelling:?}");
    }
}

fn refusal(game: &mut Game, seat: Seat, text: &str) -> RuleError {
    match game.play(seat, text, Channel::Private) {
        Ok(_) => panic!("{}: {text:?} was accepted", game.variant()),
        Err(e) => e,
    }
}

#[test]
fn every_refusal_names_the_family_that_made_it() {
    for variant in VariantId::all() {
        let family = variant.info().family;
        let mut game = new_game(variant, 5);
        let refusals = [
            refusal(&mut game, Seat(0), "no such move"),
            refusal(&mut game, Seat(0), "draw-accept"),
            refusal(&mut game, Seat(9), "resign"),
        ];
        for e in refusals {
            assert_eq!(e.family, Some(family), "{variant}: {e}");
        }
        let hint = game.hint(Seat(0), "zz99").err();
        assert!(
            hint.as_ref().is_none_or(|e| e.family == Some(family)),
            "{variant}: {hint:?}"
        );
        game.abort();
        let late = game.timeout(Seat(0)).err().map(|e| e.family);
        assert_eq!(
            late,
            Some(Some(family)),
            "{variant}: a timeout after the end"
        );
    }
}

#[test]
fn the_same_code_from_two_families_names_each_family() {
    // `NO_PIECE`: a move from an empty square in Sword and Magic, a hint for one in 魔神战棋.
    let mut sword = new_game(VariantId::from_id("sword-magic").expect("registered"), 1);
    let demon = new_game(VariantId::from_id("demon").expect("registered"), 1);
    let from_sword = refusal(&mut sword, Seat(0), "e4-e5");
    let Err(from_demon) = demon.hint(Seat(0), "a7") else {
        panic!("a hint for an empty square")
    };
    assert_eq!(from_sword.code, "NO_PIECE", "{from_sword}");
    assert_eq!(from_demon.code, "NO_PIECE", "{from_demon}");
    assert_eq!(from_sword.family, Some("sword-magic"));
    assert_eq!(from_demon.family, Some("demon"));
}
