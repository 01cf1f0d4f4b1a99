//! Examples a player can use where they are: `/help move`, `/help hint`, the usage lines
//! of `/move` and `/hint`, and a line the rules could not read, all show an action that
//! is legal in the player's current game (or, with none, in the game this channel plays
//! most), never a chess move in an army-chess game.

use crate::engine::Ctx;
use crate::error::Refusal;
use crate::present::Out;
use crate::request::Command;
use crate::words::say;
use referee_storage::ids::GameId;
use referee_storage::records::Phase;
use rules::game::Channel;
use rules::{Game, Seat, Setup, Status, VariantId};

crate::engine::domain!(
    /// Example commands taken from a game, for refusals and `/help`.
    Examples
);

/// How many legal actions a line that cannot be read is answered with.
const SUGGESTED: usize = 3;

/// How many legal actions are looked at to find one that names a square.
const LOOKED_AT: usize = 60;

/// Legal actions of one seat of one game, for examples.
struct Source {
    game: Game,
    seat: Seat,
}

impl Source {
    fn actions(&self, typed: &str) -> Vec<String> {
        self.game.suggest(self.seat, typed, LOOKED_AT)
    }

    /// A move to show: one that goes from a square to another when there is one (what
    /// `/move` is mostly for), preferring a short one that stays where it started (the
    /// same file, row or army-chess arm: `S1a-S2b` rather than a rail run into another
    /// arm), else the first legal action (a set-up line).
    fn move_example(&self) -> Option<String> {
        let actions = self.actions("");
        let moves: Vec<&String> = actions
            .iter()
            .filter(|a| from_square(a).is_some())
            .collect();
        moves
            .iter()
            .find(|a| stays_near(a))
            .or(moves.first())
            .copied()
            .or(actions.first())
            .cloned()
    }

    /// A square where one of the seat's pieces can move from.
    fn square_example(&self) -> Option<String> {
        self.actions("")
            .iter()
            .find_map(|a| from_square(a).map(str::to_string))
    }
}

/// The square a move starts from (`S5a` of `S5a-C7`, `e2` of `e2-e4`), if it reads as one:
/// letters and digits, then a dash or an `x`, then more.
pub(crate) fn from_square(action: &str) -> Option<&str> {
    let end = action.find(['-', 'x', '–'])?;
    let from = &action[..end];
    let shaped = !from.is_empty()
        && from.len() <= 4
        && from.chars().all(|c| c.is_ascii_alphanumeric())
        && from.chars().any(|c| c.is_ascii_digit())
        && from.chars().any(|c| c.is_ascii_alphabetic());
    shaped.then_some(from)
}

/// Whether a move's target starts with the same letter as its square (`e2-e4`, `S1a-S2b`).
fn stays_near(action: &str) -> bool {
    let Some(from) = from_square(action) else {
        return false;
    };
    let target = action[from.len()..].trim_start_matches(['-', 'x', '–']);
    from.chars().next() == target.chars().next()
}

/// The game a command names with `#id`, if any.
fn named_game(command: &Command) -> Option<GameId> {
    match command {
        Command::Move { game, .. } | Command::Hint { game, .. } => *game,
        _ => None,
    }
}

impl Examples<'_> {
    /// The player's current game: the one named, else their game in play here, else their
    /// latest game in play anywhere; with none, a new game of what this channel plays most.
    fn example_source(&self, ctx: &Ctx) -> Option<Source> {
        self.example_source_when(ctx, Waiting::ShowFreshGame)
    }

    /// As [`Self::example_source`]; `waiting` says what a player whose game has no legal
    /// action for them right now is shown.
    fn example_source_when(&self, ctx: &Ctx, waiting: Waiting) -> Option<Source> {
        let user = ctx.user();
        let mut mine: Vec<(bool, GameId)> = Vec::new();
        let named = named_game(&ctx.req.command);
        let ids = match named {
            Some(id) => vec![id],
            None => self.store.open_games_of_user(user).unwrap_or_default(),
        };
        for id in ids {
            let Ok(Some(entry)) = self.store.game(id) else {
                continue;
            };
            if entry.phase == Phase::Playing && entry.seat_of(user).is_some() {
                mine.push((entry.post_channel() == ctx.req.place.channel, id));
            }
        }
        mine.sort();
        if let Some(&(_, id)) = mine.last() {
            let loaded = self.games.load(id).ok()?;
            let seat = loaded.entry.seat_of(user)?;
            let source = Source {
                game: loaded.game,
                seat,
            };
            if !source.actions("").is_empty() {
                return Some(source);
            }
            // Not their turn: a new game of the same kind, played up to their seat's first
            // move, shows what a move of theirs looks like (Black's, not White's).
            return match waiting {
                Waiting::ShowFreshGame => fresh(source.game.variant(), seat),
                Waiting::ShowNothing => None,
            };
        }
        fresh(self.channel_variant(ctx.req.place.channel)?, Seat(0))
    }

    /// The variant this channel has played most (the earliest listed on a tie).
    fn channel_variant(&self, channel: u64) -> Option<VariantId> {
        let mut counts: Vec<(VariantId, usize)> = Vec::new();
        for id in self.store.games_in_place(channel).unwrap_or_default() {
            let Ok(Some(entry)) = self.store.game(id) else {
                continue;
            };
            let variant = entry.record.variant;
            match counts.iter_mut().find(|(v, _)| *v == variant) {
                Some((_, n)) => *n += 1,
                None => counts.push((variant, 1)),
            }
        }
        let most = counts.iter().map(|(_, n)| *n).max()?;
        counts.into_iter().find(|(_, n)| *n == most).map(|(v, _)| v)
    }

    /// The example `/help <command>` and `/<command>`'s usage line show, for the commands
    /// whose examples depend on the game (`move`, `hint`).
    pub(crate) fn game_example(&self, ctx: &Ctx, command: &str) -> Option<String> {
        let source = self.example_source(ctx)?;
        match command {
            "move" => source.move_example().map(|m| format!("/move {m}")),
            "hint" => source.square_example().map(|s| format!("/hint {s}")),
            _ => None,
        }
    }

    /// The refusal as the sender reads it, with an example that fits their game where the
    /// refusal is about how to write something: a usage line of `/move` or `/hint`, or a
    /// line the rules could not read (then the legal action nearest to what was typed).
    pub(crate) fn refusal_with_example(&self, ctx: &Ctx, refusal: &Refusal) -> Out {
        let mut out = self.users.refusal(ctx, refusal);
        let extra = match refusal {
            Refusal::Usage(command) => {
                let command = command.trim_start_matches('/');
                self.game_example(ctx, command).map(|example| {
                    let args = [("example", example)];
                    let usage = match command {
                        "move" => say(ctx.lang, "usage-move-example", &args),
                        _ => say(ctx.lang, "usage-hint-example", &args),
                    };
                    (true, usage)
                })
            }
            Refusal::Rule(e) if e.code.ends_with("SYNTAX") => {
                let near = self.nearest_actions(ctx);
                let listed: Vec<String> = near.iter().map(|a| format!("`{a}`")).collect();
                (!listed.is_empty()).then(|| {
                    let args = [("example", listed.join(", "))];
                    (false, say(ctx.lang, "refuse-try", &args))
                })
            }
            _ => None,
        };
        if let (Some((replace, words)), crate::effect::Effect::Ephemeral { text, .. }) =
            (extra, &mut out.effect)
        {
            match (replace, refusal) {
                (true, Refusal::Usage(command)) => {
                    *text = say(
                        ctx.lang,
                        "refuse-usage",
                        &[
                            ("command", format!("/{}", command.trim_start_matches('/'))),
                            ("usage", words),
                        ],
                    );
                }
                _ => {
                    text.push('\n');
                    text.push_str(&words);
                }
            }
        }
        out
    }

    /// Up to [`SUGGESTED`] legal actions nearest to the line the sender typed: those
    /// that start with its first word, else a move. Several, so the reader sees the
    /// shape of the line, and all of them the sender's own to play now.
    fn nearest_actions(&self, ctx: &Ctx) -> Vec<String> {
        let typed = match &ctx.req.command {
            Command::Move { text, .. } | Command::Text { text } | Command::Typed { text } => {
                text.as_str()
            }
            _ => "",
        };
        // Only what the sender may play now: "can be read here" about an action they
        // cannot take would mislead, and might echo another seat's private line.
        let Some(source) = self.example_source_when(ctx, Waiting::ShowNothing) else {
            return Vec::new();
        };
        let first = typed.split_whitespace().next().unwrap_or("");
        let word: String = first.chars().take_while(|c| c.is_alphabetic()).collect();
        let mut near = match word.is_empty() {
            true => Vec::new(),
            false => source.actions(&word),
        };
        if near.is_empty() {
            // Nothing starts like the line: a move first, then the seat's other actions.
            near.extend(source.move_example());
            for action in source.actions("") {
                if !near.contains(&action) {
                    near.push(action);
                }
            }
        }
        near.truncate(SUGGESTED);
        near
    }
}

/// What a player whose game has no legal action for them right now is shown.
#[derive(Clone, Copy)]
enum Waiting {
    /// A move of a new game of the same kind: what a move looks like.
    ShowFreshGame,
    /// No example.
    ShowNothing,
}

/// How many actions a new game is played through to reach the seat's first move: the
/// set-up phases and, for a later seat, the moves of the seats before it.
const OPENING_STEPS: usize = 12;

/// A new game of `variant` as `seat` sees it (the first seat when the game is too small
/// for it), played through its set-up and the other seats' first moves (each their first
/// legal line, nobody's secret) until `seat` has a move from a square, so the example is
/// a move of that seat and not a set-up line or another side's move.
fn fresh(variant: VariantId, seat: Seat) -> Option<Source> {
    let setup = Setup {
        seats: variant.info().min_seats,
        options: Default::default(),
        seed: 0,
    };
    let mut game = Game::new(variant, setup).ok()?;
    let seat = if seat.index() < game.seats() {
        seat
    } else {
        Seat(0)
    };
    for _ in 0..OPENING_STEPS {
        let ready = game
            .suggest(seat, "", LOOKED_AT)
            .iter()
            .any(|a| from_square(a).is_some());
        let acting = match game.status() {
            Status::Simultaneous(waiting) => waiting,
            Status::ToMove(other) if other != seat => vec![other],
            _ => Vec::new(),
        };
        if ready || acting.is_empty() {
            break;
        }
        for other in acting {
            let Some(line) = game.suggest(other, "", 1).into_iter().next() else {
                return Some(Source { game, seat });
            };
            if game.play(other, &line, Channel::Private).is_err() {
                return Some(Source { game, seat });
            }
        }
    }
    Some(Source { game, seat })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_starts_from_a_square_when_it_reads_as_one() {
        assert_eq!(from_square("S5a-C7"), Some("S5a"));
        assert_eq!(from_square("e2-e4"), Some("e2"));
        assert_eq!(from_square("c3xc9"), Some("c3"));
        assert_eq!(from_square("deploy default"), None);
        assert_eq!(from_square("camps b1 d2 c4"), None);
    }

    #[test]
    fn a_move_that_stays_in_its_arm_or_file_is_near() {
        assert!(stays_near("N1a-N2b"));
        assert!(stays_near("e2-e4"));
        assert!(!stays_near("N1a-S1e"));
        assert!(!stays_near("deploy default"));
    }
}
