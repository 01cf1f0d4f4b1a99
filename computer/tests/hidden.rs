//! The hidden-information players as a person meets them: they see only their seat (twin
//! games that differ only in what a seat cannot see get the same choices from it), they
//! finish games legally in every hidden variant, and `hard` beats `random`.
//!
//! `HIDDEN_GAMES` scales the number of games and twins (default small for CI).

use computer::{choose, rng, witness, Budget, Choice, Kind, Knowledge, Level};
use rand_core::RngCore;
use rules::game::Channel;
use rules::junqi::layout::Layout;
use rules::{Game, Seat, Setup, VariantId};

fn scale() -> u64 {
    std::env::var("HIDDEN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

fn variant(id: &str) -> VariantId {
    VariantId::from_id(id).unwrap_or_else(|| panic!("{id} is registered"))
}

/// 古战棋 is played as one game (a match of one territory) with its hidden supplements.
fn options(id: &str) -> std::collections::BTreeMap<String, String> {
    if id != "ancient" {
        return Default::default();
    }
    [("territories", "1"), ("+decoys", ""), ("+ambush", "")]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn new_game(id: &str, seats: usize, seed: u64) -> Game {
    Game::new(
        variant(id),
        Setup {
            seats,
            options: options(id),
            seed,
        },
    )
    .unwrap_or_else(|e| panic!("{id}: {e}"))
}

/// A game with every seat's knowledge kept as the bot keeps it.
struct Table {
    game: Game,
    knowing: Vec<Knowledge>,
}

impl Table {
    fn new(game: Game) -> Table {
        let knowing = (0..game.seats())
            .map(|s| witness::first(&game, Seat(s as u8)).expect("own view"))
            .collect();
        Table { game, knowing }
    }

    fn play(&mut self, seat: Seat, text: &str) -> Result<(), String> {
        let report = self
            .game
            .play(seat, text, Channel::Private)
            .map_err(|e| format!("{seat} {text}: {e:?}"))?;
        for (s, k) in self.knowing.iter_mut().enumerate() {
            let seen = witness::observe(&self.game, Seat(s as u8), &report).expect("own view");
            k.observe(seen).expect("own view");
        }
        Ok(())
    }

    fn ready(&self) -> Vec<Seat> {
        if self.game.status().is_finished() {
            return Vec::new();
        }
        (0..self.game.seats())
            .map(|s| Seat(s as u8))
            .filter(|&s| !self.game.legal(s).is_empty())
            .collect()
    }
}

fn budget() -> Budget {
    Budget::for_level(Level::Hard, 20).deterministic()
}

/// Plays computers of `kinds` (one per seat) until the game ends or `max_plies`.
fn play_out(table: &mut Table, kinds: &[Kind], seed: u64, max_plies: usize) -> usize {
    let mut r = rng(seed);
    let mut plies = 0;
    while plies < max_plies {
        let ready = table.ready();
        if ready.is_empty() {
            break;
        }
        for seat in ready {
            let kind = kinds[seat.index() % kinds.len()];
            match choose(&table.knowing[seat.index()], kind, budget(), &mut r) {
                Choice::Act(text) => table
                    .play(seat, &text)
                    .unwrap_or_else(|e| panic!("{kind} chose an illegal command: {e}")),
                Choice::Resign => drop(table.play(seat, "resign")),
                Choice::Nothing => panic!("{kind} did nothing on its turn"),
            }
            plies += 1;
        }
    }
    plies
}

const HIDDEN: [(&str, usize); 7] = [
    ("junqi-siguo", 4),
    ("junqi-liangguo", 2),
    ("junqi-anqi", 2),
    ("junqi-open", 2),
    ("junqi-fanqi", 2),
    ("secret-duel", 3),
    ("ancient", 2),
];

#[test]
fn computers_finish_legal_games_in_every_hidden_variant() {
    let kinds = [
        Kind::Level(Level::Normal),
        Kind::Level(Level::Easy),
        Kind::Greedy,
        Kind::Random,
    ];
    for (id, seats) in HIDDEN {
        let started = std::time::Instant::now();
        for g in 0..scale() {
            let mut table = Table::new(new_game(id, seats, 40 + g));
            let plies = play_out(&mut table, &kinds, g, 3000);
            eprintln!("{id}: {plies} plies, {:?}", started.elapsed());
            assert!(
                table.game.status().is_finished(),
                "{id}: unfinished after {plies} plies"
            );
        }
    }
}

/// Two games of `id` alike in everything `seat` may see: the same public set-up, the
/// seat's own secrets the same, the others' secrets different.
fn twins(id: &str, seats: usize, seat: Seat, r: &mut computer::Rng) -> Option<(Table, Table)> {
    let (a, b) = (
        new_game(id, seats, r.next_u64()),
        new_game(id, seats, r.next_u64()),
    );
    let (mut a, mut b) = (Table::new(a), Table::new(b));
    if id == "junqi-fanqi" {
        return fanqi_twins(seat, r);
    }
    if id == "ancient" {
        // The other seat sends its secret camps first, differently in each twin.
        let other = Seat(1 - seat.0.min(1));
        let camps = a.game.legal(other);
        if camps.len() < 2 {
            return None;
        }
        let i = (r.next_u64() % camps.len() as u64) as usize;
        let j = (i + 1 + (r.next_u64() % (camps.len() as u64 - 1)) as usize) % camps.len();
        a.play(other, &camps[i]).ok()?;
        b.play(other, &camps[j]).ok()?;
        return Some((a, b));
    }
    // Every other seat sends its secret (a layout, a hidden cell), differently in each
    // twin; the seat itself acts later, by its own choice.
    for s in (0..seats).map(|s| Seat(s as u8)).filter(|&s| s != seat) {
        let (ta, tb) = if id.starts_with("junqi") {
            let la = Layout::random(&mut rng(r.next_u64()));
            let lb = Layout::random(&mut rng(r.next_u64()));
            (format!("deploy {la}"), format!("deploy {lb}"))
        } else if id == "secret-duel" {
            let cell = |n: u64| {
                format!(
                    "hide {}{}",
                    ["a", "b", "c"][(n % 3) as usize],
                    n / 3 % 3 + 1
                )
            };
            (cell(r.next_u64()), cell(r.next_u64()))
        } else {
            return None;
        };
        a.play(s, &ta).ok()?;
        b.play(s, &tb).ok()?;
    }
    Some((a, b))
}

/// `fanqi` twins: the same face-down shuffle but for two face-down pieces exchanged.
fn fanqi_twins(_seat: Seat, r: &mut computer::Rng) -> Option<(Table, Table)> {
    let engine =
        rules::junqi::Junqi::new(rules::junqi::Mode::Fanqi, Default::default(), r.next_u64());
    let text = engine.board_string();
    let mut tokens: Vec<String> = text.split(' ').map(str::to_string).collect();
    let i = (r.next_u64() % tokens.len() as u64) as usize;
    let j = (r.next_u64() % tokens.len() as u64) as usize;
    let piece = |t: &str| {
        t.split_once('=')
            .map(|(_, p)| p.to_string())
            .unwrap_or_default()
    };
    let place = |t: &str| {
        t.split_once('=')
            .map(|(p, _)| p.to_string())
            .unwrap_or_default()
    };
    let (pi, pj) = (piece(&tokens[i]), piece(&tokens[j]));
    let swapped = {
        let mut t = tokens.clone();
        t[i] = format!("{}={pj}", place(&tokens[i]));
        t[j] = format!("{}={pi}", place(&tokens[j]));
        t.join(" ")
    };
    tokens.truncate(tokens.len());
    let v = variant("junqi-fanqi");
    let a = Game::from_position(v, &text).ok()?;
    let b = Game::from_position(v, &swapped).ok()?;
    Some((Table::new(a), Table::new(b)))
}

/// The twin information test: while `seat` has seen the same things in both games, its
/// choices are the same in both, at every level.
#[test]
fn twin_games_that_differ_only_in_what_a_seat_cannot_see_get_the_same_choices() {
    let mut r = rng(2024);
    let mut compared = 0;
    for (id, seats) in HIDDEN {
        let before = compared;
        for _ in 0..2 * scale() {
            let seat = Seat((r.next_u64() % seats as u64) as u8);
            let Some((mut a, mut b)) = twins(id, seats, seat, &mut r) else {
                continue;
            };
            for _ in 0..60 {
                if a.knowing[seat.index()] != b.knowing[seat.index()] {
                    break;
                }
                if !a.knowing[seat.index()].legal().is_empty() {
                    for kind in [
                        Kind::Greedy,
                        Kind::Level(Level::Easy),
                        Kind::Level(Level::Normal),
                        Kind::Level(Level::Hard),
                    ] {
                        let s = r.next_u64();
                        let ca = choose(&a.knowing[seat.index()], kind, budget(), &mut rng(s));
                        let cb = choose(&b.knowing[seat.index()], kind, budget(), &mut rng(s));
                        assert_eq!(ca, cb, "{id} {kind}: twins told apart");
                        compared += 1;
                    }
                }
                // Both games go on with the same action, a computer's choice in the first
                // (the seat's own: the same in both while its knowledge is the same).
                let ready = a.ready();
                let Some(&actor) = ready.first() else { break };
                let choice = choose(
                    &a.knowing[actor.index()],
                    Kind::Greedy,
                    budget(),
                    &mut rng(r.next_u64()),
                );
                let Choice::Act(text) = choice else { break };
                if a.play(actor, &text).is_err() || b.play(actor, &text).is_err() {
                    break;
                }
            }
        }
        assert!(compared > before, "{id}: no twin comparison made");
    }
    assert!(compared > 20, "too few twin comparisons: {compared}");
}

/// `hard` against `random` (or `HIDDEN_ARENA_VS`), seats alternating (a `hard` team
/// against a `random` team in 四国): prints wins, draws, losses, plies and think time. A
/// measurement, not a gate: run it in release with `HIDDEN_ARENA=<games>
/// [HIDDEN_ARENA_ONLY=<ids>] [HIDDEN_ARENA_VS=greedy|easy|normal] cargo test --release -p
/// computer --test hidden hard_against_random -- --ignored --nocapture`.
#[test]
#[ignore]
fn hard_against_random() {
    let games: u64 = std::env::var("HIDDEN_ARENA")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let full = Budget::for_level(Level::Hard, computer::DEFAULT_MOVE_MS).deterministic();
    let only = std::env::var("HIDDEN_ARENA_ONLY").ok();
    // The opponent: `random` unless `HIDDEN_ARENA_VS` names another kind.
    let opponent: Kind = std::env::var("HIDDEN_ARENA_VS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Kind::Random);
    let opponent_budget = match opponent {
        Kind::Level(level) => Budget::for_level(level, computer::DEFAULT_MOVE_MS).deterministic(),
        _ => full,
    };
    for (id, seats) in HIDDEN {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|x| x == id))
        {
            continue;
        }
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        let mut thinks: Vec<u128> = Vec::new();
        let mut plies_total = 0;
        for g in 0..games {
            let hard_seat = (g % 2) as usize;
            let mut table = Table::new(new_game(id, seats, 1000 + g));
            let mut r = rng(g);
            let mut plies = 0;
            while plies < 3000 {
                let ready = table.ready();
                if ready.is_empty() {
                    break;
                }
                for seat in ready {
                    let hard = seat.index() % 2 == hard_seat;
                    let (kind, budget) = if hard {
                        (Kind::Level(Level::Hard), full)
                    } else {
                        (opponent, opponent_budget)
                    };
                    let started = std::time::Instant::now();
                    let choice = choose(&table.knowing[seat.index()], kind, budget, &mut r);
                    if hard {
                        thinks.push(started.elapsed().as_micros());
                    }
                    match choice {
                        Choice::Act(text) => table.play(seat, &text).expect("legal"),
                        _ => drop(table.play(seat, "resign")),
                    }
                    plies += 1;
                }
            }
            plies_total += plies;
            match table.game.status() {
                rules::Status::Finished(outcome) if outcome.winners.is_empty() => drawn += 1,
                rules::Status::Finished(outcome) => {
                    if outcome.winners.iter().any(|s| s.index() % 2 == hard_seat) {
                        won += 1
                    } else {
                        lost += 1
                    }
                }
                _ => drawn += 1,
            }
        }
        thinks.sort_unstable();
        let at = |q: f64| {
            thinks
                .get(((thinks.len() as f64 - 1.0) * q) as usize)
                .copied()
                .unwrap_or(0)
        };
        eprintln!(
            "{id}: hard vs {opponent} {won}-{drawn}-{lost} (W-D-L) over {games}; {plies_total} plies; think median {} ms, p99 {} ms",
            at(0.5) / 1000,
            at(0.99) / 1000
        );
    }
}

/// A 古战棋 match of one game with the supplements `supp` (`6,7`, or every one built).
fn ancient_game(supp: &str, seed: u64) -> Game {
    let options = [("territories", "1"), ("supp", supp)]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Game::new(
        variant("ancient"),
        Setup {
            seats: 2,
            options,
            seed,
        },
    )
    .expect("ancient starts")
}

/// Two secret choices of one seat that its opponent cannot tell apart: different camps
/// or deployments (sent unseen), a 脱壳 keeping or sending the original, an ambush into
/// one forest or another.
fn secret_pair(legal: &[String], r: &mut computer::Rng) -> Option<(String, String)> {
    let pick = |items: &[&String], r: &mut computer::Rng| -> Option<String> {
        (!items.is_empty()).then(|| items[(r.next_u64() % items.len() as u64) as usize].clone())
    };
    if legal
        .iter()
        .all(|t| t.starts_with("camps") || t.starts_with("deploy"))
    {
        let all: Vec<&String> = legal.iter().collect();
        let a = pick(&all, r)?;
        let others: Vec<&String> = legal.iter().filter(|t| **t != a).collect();
        return Some((a, pick(&others, r)?));
    }
    let sheds: Vec<&String> = legal
        .iter()
        .filter(|t| t.starts_with("shed") && t.ends_with(" keep"))
        .filter(|t| legal.contains(&t.replace(" keep", " go")))
        .collect();
    let ambushes: Vec<&String> = legal
        .iter()
        .filter(|t| t.starts_with("ambush"))
        .filter(|t| {
            let from = t.split_whitespace().nth(1);
            legal
                .iter()
                .any(|o| o.starts_with("ambush") && o != *t && o.split_whitespace().nth(1) == from)
        })
        .collect();
    if !ambushes.is_empty() && r.next_u32().is_multiple_of(2) {
        let a = pick(&ambushes, r)?;
        let from = a.split_whitespace().nth(1).map(str::to_string);
        let others: Vec<&String> = legal
            .iter()
            .filter(|o| o.starts_with("ambush") && **o != a)
            .filter(|o| o.split_whitespace().nth(1).map(str::to_string) == from)
            .collect();
        return Some((a, pick(&others, r)?));
    }
    let a = pick(&sheds, r)?;
    let b = a.replace(" keep", " go");
    Some((a, b))
}

/// The twin information test for 古战棋 with decoys and ambushes, and with every
/// supplement built: the opponent makes different secret choices in the two games
/// (camps, deployment, which piece of a 脱壳 is real, which forest hides an ambusher);
/// while the computer's seat has seen the same things, every level chooses the same.
#[test]
fn ancient_twins_with_decoys_ambushes_and_every_supplement_get_the_same_choices() {
    let every: Vec<String> = rules::ancient::Supps::all_built()
        .numbers()
        .map(|n| n.to_string())
        .collect();
    let every = every.join(",");
    let mut r = rng(77);
    let mut compared = 0;
    let mut secrets = 0;
    for supp in ["6,7", every.as_str()] {
        for g in 0..2 * scale() {
            let seed = r.next_u64();
            let (mut a, mut b) = (
                Table::new(ancient_game(supp, seed)),
                Table::new(ancient_game(supp, seed)),
            );
            let seat = Seat((g % 2) as u8);
            let other = Seat(1 - seat.0);
            for _ in 0..80 {
                if a.knowing[seat.index()] != b.knowing[seat.index()] {
                    break;
                }
                let ready = a.ready();
                if ready.is_empty() {
                    break;
                }
                // The opponent acts first when both may (placement), so its secret is
                // sent before the seat chooses.
                if ready.contains(&other) {
                    let legal_a = a.game.legal(other);
                    let legal_b = b.game.legal(other);
                    let placing = legal_a
                        .iter()
                        .all(|t| t.starts_with("camps") || t.starts_with("deploy"));
                    // Different placements are revealed at once; make them now and then.
                    let try_secret = !placing || r.next_u32().is_multiple_of(3);
                    let (ta, tb) = match secret_pair(&legal_a, &mut r).filter(|_| try_secret) {
                        Some(pair) if legal_b.contains(&pair.1) => {
                            secrets += 1;
                            pair
                        }
                        _ => {
                            let common: Vec<&String> =
                                legal_a.iter().filter(|t| legal_b.contains(t)).collect();
                            if common.is_empty() {
                                break;
                            }
                            let t = common[(r.next_u64() % common.len() as u64) as usize].clone();
                            (t.clone(), t)
                        }
                    };
                    if a.play(other, &ta).is_err() || b.play(other, &tb).is_err() {
                        break;
                    }
                    if a.knowing[seat.index()] != b.knowing[seat.index()] {
                        break;
                    }
                }
                if !a.ready().contains(&seat) {
                    continue;
                }
                let mut first = None;
                for kind in [
                    Kind::Greedy,
                    Kind::Level(Level::Easy),
                    Kind::Level(Level::Normal),
                    Kind::Level(Level::Hard),
                ] {
                    let s = r.next_u64();
                    let ca = choose(&a.knowing[seat.index()], kind, budget(), &mut rng(s));
                    let cb = choose(&b.knowing[seat.index()], kind, budget(), &mut rng(s));
                    assert_eq!(ca, cb, "ancient {supp} {kind}: twins told apart");
                    compared += 1;
                    first.get_or_insert(ca);
                }
                let Some(Choice::Act(text)) = first else {
                    break;
                };
                if a.play(seat, &text).is_err() || b.play(seat, &text).is_err() {
                    break;
                }
            }
        }
    }
    assert!(compared > 40, "too few twin comparisons: {compared}");
    assert!(secrets > 6, "too few secret choices made: {secrets}");
}

/// The 古战棋 position `supp|turn|red|black|neutral` (a single game), with red's
/// knowledge (red is seat 0).
fn ancient_position(text: &str) -> Table {
    let game = Game::from_position(variant("ancient"), text).expect("position");
    Table::new(game)
}

/// The seat owning the piece a seat's view shows on `square`, if any.
fn owner_on(knowledge: &Knowledge, square: &str) -> Option<Seat> {
    knowledge
        .view()
        .board
        .cells
        .iter()
        .find(|c| c.name == square)
        .and_then(|c| c.piece.as_ref())
        .and_then(|g| g.owner)
}

#[test]
fn ancient_computers_take_the_army_a_pincer_or_a_capture_wins() {
    // Red's g5-e5 pins black's e4 against e3; c4xe4 takes it head-on.
    let position =
        "-|red|G a4; M b1 c4 d6; A2 b1 c4; A1 e3 g5|G i4; M h1 g4 f6; A2 h1 g4 f6; A1 e4|";
    for (kind, move_ms) in [
        (Kind::Greedy, 20),
        (Kind::Level(Level::Normal), 20),
        // Enough worlds for the playouts' noise to average out.
        (Kind::Level(Level::Hard), 300),
    ] {
        let mut table = ancient_position(position);
        assert_eq!(owner_on(&table.knowing[0], "e4"), Some(Seat(1)));
        let budget = Budget::for_level(Level::Hard, move_ms).deterministic();
        let Choice::Act(text) = choose(&table.knowing[0], kind, budget, &mut rng(5)) else {
            panic!("{kind} did not act");
        };
        table.play(Seat(0), &text).expect("legal");
        assert_ne!(
            owner_on(&table.knowing[0], "e4"),
            Some(Seat(1)),
            "{kind} played {text} and left black's e4"
        );
    }
}

#[test]
fn ancient_hard_resigns_when_every_action_loses_and_the_others_play_on() {
    // Red has no army left: any action ends the game by 全歼 against it.
    let text = "-|red|G a4; M i8|G i4; M h1; A2 h1|";
    let table = ancient_position(text);
    let knowledge = &table.knowing[0];
    assert_eq!(
        choose(knowledge, Kind::Level(Level::Hard), budget(), &mut rng(1)),
        Choice::Resign
    );
    for kind in [Kind::Level(Level::Normal), Kind::Level(Level::Easy)] {
        assert!(matches!(
            choose(knowledge, kind, budget(), &mut rng(1)),
            Choice::Act(_)
        ));
    }
    // With an army it fights on.
    let table = ancient_position("-|red|G a4; M b1; A2 b1|G i4; M h1; A2 h1|");
    assert!(matches!(
        choose(
            &table.knowing[0],
            Kind::Level(Level::Hard),
            budget(),
            &mut rng(1)
        ),
        Choice::Act(_)
    ));
}

#[test]
fn ancient_camps_are_placed_the_spec_way() {
    for seed in 0..6 {
        let game = ancient_game("12", seed);
        let table = Table::new(game);
        for seat in [Seat(0), Seat(1)] {
            let Choice::Act(text) = choose(
                &table.knowing[seat.index()],
                Kind::Level(Level::Hard),
                budget(),
                &mut rng(seed),
            ) else {
                panic!("no camps");
            };
            // Seat 0 is red in game 1: with burning camps, the one set fire cannot cross.
            let want = if seat.0 == 0 {
                "camps b1 c4 b7"
            } else {
                "camps h1 g4 h7"
            };
            assert_eq!(text, want);
        }
        let table = Table::new(ancient_game("6,7", seed));
        let Choice::Act(text) = choose(
            &table.knowing[0],
            Kind::Level(Level::Easy),
            budget(),
            &mut rng(seed),
        ) else {
            panic!("no camps");
        };
        assert!(text.contains("c4"), "the camp beside the HQ: {text}");
    }
}
