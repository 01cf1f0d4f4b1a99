//! One finished game applied to its pool: new ratings, counts, streak, recent games and
//! the history point of every player in it.

use super::params::{grown_deviation, START_DEVIATION, START_RATING, START_VOLATILITY};
use super::{glicko, teams};
use referee_storage::ids::GameId;
use referee_storage::ratings::{
    Fixed, HistoryPoint, PlayerRating, RatingChange, RatingOutcome, RatingPool, RecentGame,
    Result as Played,
};

/// The games a profile lists, and the points its chart draws, per player and pool.
pub const RECENT_GAMES: usize = 10;
pub const HISTORY_POINTS: usize = 200;

/// What rating needs of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    pub id: GameId,
    pub ended: u64,
    /// User ids in seat order.
    pub players: Vec<u64>,
    /// Seats (indices into `players`) of each side: the variant's teams, or one seat each.
    pub sides: Vec<Vec<usize>>,
    /// Winning seats; none is a draw.
    pub winners: Vec<usize>,
}

impl FinishedGame {
    fn result_of(&self, seat: usize) -> Played {
        if self.winners.is_empty() {
            Played::Draw
        } else if self.winners.contains(&seat) {
            Played::Win
        } else {
            Played::Loss
        }
    }
}

fn newcomer() -> PlayerRating {
    PlayerRating {
        rating: Fixed::from_f64(START_RATING),
        deviation: Fixed::from_f64(START_DEVIATION),
        volatility: Fixed::from_f64(START_VOLATILITY),
        last_game: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        streak: 0,
        recent: Vec::new(),
        history: Vec::new(),
    }
}

/// A player's rating as the game found it: their deviation grown for the time since
/// their last rated game here (a newcomer starts at 1500 / 500 / 0.09).
fn before_game(pool: &RatingPool, user: u64, ended: u64) -> PlayerRating {
    let Some(known) = pool.players.get(&user) else {
        return newcomer();
    };
    let mut found = known.clone();
    let idle = ended.saturating_sub(known.last_game);
    found.deviation = Fixed::from_f64(grown_deviation(
        known.deviation.to_f64(),
        known.volatility.to_f64(),
        idle,
    ));
    found
}

/// New (rating, deviation, volatility) per seat.
fn new_ratings(game: &FinishedGame, before: &[PlayerRating]) -> Vec<(f64, f64, f64)> {
    let two_alone = before.len() == 2 && game.sides.iter().all(|side| side.len() == 1);
    if two_alone {
        let g = |p: &PlayerRating| glicko::Glicko {
            rating: p.rating.to_f64(),
            deviation: p.deviation.to_f64(),
            volatility: p.volatility.to_f64(),
        };
        let score = match game.result_of(0) {
            Played::Win => 1.0,
            Played::Draw => 0.5,
            Played::Loss => 0.0,
        };
        let (a, b) = glicko::after_game(g(&before[0]), g(&before[1]), score);
        return vec![
            (a.rating, a.deviation, a.volatility),
            (b.rating, b.deviation, b.volatility),
        ];
    }
    let sides: Vec<Vec<teams::Shown>> = game
        .sides
        .iter()
        .map(|side| {
            side.iter()
                .map(|seat| teams::Shown {
                    rating: before[*seat].rating.to_f64(),
                    deviation: before[*seat].deviation.to_f64(),
                })
                .collect()
        })
        .collect();
    // Winners' sides share first place, everyone else second; a draw puts all first.
    let places: Vec<usize> = game
        .sides
        .iter()
        .map(|side| {
            let won = side.iter().any(|seat| game.winners.contains(seat));
            if won || game.winners.is_empty() {
                1
            } else {
                2
            }
        })
        .collect();
    let after = teams::after_game(&sides, &places);
    let mut by_seat: Vec<(f64, f64, f64)> = before
        .iter()
        .map(|p| {
            (
                p.rating.to_f64(),
                p.deviation.to_f64(),
                p.volatility.to_f64(),
            )
        })
        .collect();
    for (side, players) in game.sides.iter().zip(after) {
        for (seat, shown) in side.iter().zip(players) {
            if let Some(slot) = by_seat.get_mut(*seat) {
                *slot = (shown.rating, shown.deviation, slot.2);
            }
        }
    }
    by_seat
}

fn keep_last<T>(items: &mut Vec<T>, max: usize) {
    if items.len() > max {
        items.drain(..items.len() - max);
    }
}

/// Apply `game` to `pool` (the next in its order of games) and say what it changed.
pub fn rate(pool: &mut RatingPool, game: &FinishedGame) -> RatingOutcome {
    let before: Vec<PlayerRating> = game
        .players
        .iter()
        .map(|user| before_game(pool, *user, game.ended))
        .collect();
    let after = new_ratings(game, &before);
    pool.games = pool.games.saturating_add(1);
    let mut changes = Vec::new();
    for (seat, (user, (rating, deviation, volatility))) in
        game.players.iter().zip(after).enumerate()
    {
        let mut player = before[seat].clone();
        let old = player.rating;
        player.rating = Fixed::from_f64(rating);
        player.deviation = Fixed::from_f64(deviation);
        player.volatility = Fixed::from_f64(volatility);
        player.last_game = game.ended;
        let result = game.result_of(seat);
        match result {
            Played::Win => {
                player.wins += 1;
                player.streak = player.streak.max(0) + 1;
            }
            Played::Draw => {
                player.draws += 1;
                player.streak = 0;
            }
            Played::Loss => {
                player.losses += 1;
                player.streak = player.streak.min(0) - 1;
            }
        }
        let change = Fixed(player.rating.0 - old.0);
        player.recent.push(RecentGame {
            game: game.id,
            result,
            rating: player.rating,
            change,
        });
        keep_last(&mut player.recent, RECENT_GAMES);
        player.history.push(HistoryPoint {
            at: game.ended,
            rating: player.rating,
        });
        keep_last(&mut player.history, HISTORY_POINTS);
        changes.push(RatingChange {
            user: *user,
            before: old,
            after: player.rating,
            deviation: player.deviation,
        });
        pool.players.insert(*user, player);
    }
    RatingOutcome {
        pool: pool.key(),
        seq: pool.games,
        changes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn duel(id: GameId, ended: u64, players: [u64; 2], winner: Option<usize>) -> FinishedGame {
        FinishedGame {
            id,
            ended,
            players: players.to_vec(),
            sides: vec![vec![0], vec![1]],
            winners: winner.into_iter().collect(),
        }
    }

    #[test]
    fn a_game_counts_once_in_both_players_records() {
        let mut pool = RatingPool::new(1, "a-two-player-variant");
        let outcome = rate(&mut pool, &duel(1, 100, [10, 20], Some(0)));
        assert_eq!(outcome.seq, 1);
        let alice = &pool.players[&10];
        let bob = &pool.players[&20];
        assert_eq!((alice.wins, alice.losses, alice.streak), (1, 0, 1));
        assert_eq!((bob.wins, bob.losses, bob.streak), (0, 1, -1));
        assert!(alice.rating > bob.rating);
        assert_eq!(outcome.changes[0].after, alice.rating);
        rate(&mut pool, &duel(2, 200, [10, 20], Some(0)));
        assert_eq!(pool.players[&10].streak, 2);
        assert_eq!(pool.players[&20].streak, -2);
        assert_eq!(pool.players[&10].history.len(), 2);
    }

    #[test]
    fn four_players_are_rated_by_their_teams_result() {
        let mut pool = RatingPool::new(1, "a-team-variant");
        let game = FinishedGame {
            id: 1,
            ended: 100,
            players: vec![1, 2, 3, 4],
            sides: vec![vec![0, 2], vec![1, 3]],
            winners: vec![0, 2],
        };
        let outcome = rate(&mut pool, &game);
        let up: Vec<bool> = outcome.changes.iter().map(|c| c.after > c.before).collect();
        assert_eq!(up, vec![true, false, true, false]);
    }
}
