//! Threats to a flag, read off a complete sampled world: an enemy piece standing next to
//! it takes it on its owner's next move; one that can reach a post next to it in a single
//! move (and win whatever stands there) needs two. A headquarters is no station, so a
//! flag is taken only from a post next to it, however far the railways carry a raider.

use rules::junqi::piece::clash;
use rules::junqi::{Clash, Junqi, Kind, Piece, Pos, PosKind};
use rules::Seat;

/// The rank that digs mines in the deployed modes (the only ones [`danger`] is asked
/// about: `fanqi` flags follow their own rules).
const ENGINEER: u8 = 32;

/// How close the enemies of a flag's owner stand to taking it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Danger {
    /// No enemy piece can take it within two of its moves.
    Far,
    /// An enemy piece can reach a post next to it in one move, winning there.
    Near,
    /// An enemy piece stands next to it; the seat that moves it is given.
    Next(Seat),
}

/// The posts next to `at`.
fn next_to(world: &Junqi, at: Pos) -> impl Iterator<Item = Pos> + '_ {
    world
        .board()
        .neighbours
        .get(at.index())
        .into_iter()
        .flatten()
        .map(|&(q, _)| q)
}

/// The seat of a piece that may move and is an enemy of `owner` (pieces in a
/// headquarters are frozen, mines and flags never move).
fn enemy_mover(world: &Junqi, at: Pos, piece: &Piece, owner: Seat) -> Option<Seat> {
    let seat = world.seat_of(piece.owner)?;
    let frozen = world.board().kind(at) == PosKind::Hq;
    (piece.kind.movable() && !frozen && !world.same_team(owner, seat)).then_some(seat)
}

/// Enemy pieces of `owner` standing next to `flag_at`, with the seats that move them.
pub fn raiders(world: &Junqi, flag_at: Pos, owner: Seat) -> Vec<(Pos, Seat)> {
    next_to(world, flag_at)
        .filter_map(|q| {
            let piece = world.piece_at(q)?;
            enemy_mover(world, q, &piece, owner).map(|seat| (q, seat))
        })
        .collect()
}

/// Whether `from` might reach `to` in one move at all: a road or rail step, a straight
/// rail run, or an engineer on the railway. Only then are the rules asked.
fn might_reach(world: &Junqi, from: Pos, to: Pos, piece: &Piece) -> bool {
    let board = world.board();
    board.edge(from, to).is_some()
        || (board.is_station(from)
            && board.is_station(to)
            && (piece.kind == Kind::ENGINEER || board.share_line(from, to)))
}

/// The danger to `owner`'s flag on `flag_at`.
pub fn danger(world: &Junqi, flag_at: Pos, owner: Seat) -> Danger {
    if let Some(&(_, seat)) = raiders(world, flag_at, owner).first() {
        return Danger::Next(seat);
    }
    let posts: Vec<Pos> = next_to(world, flag_at).collect();
    for from in world.board().all() {
        let Some(raider) = world.piece_at(from) else {
            continue;
        };
        if enemy_mover(world, from, &raider, owner).is_none() {
            continue;
        }
        let mut reach: Option<Vec<Pos>> = None;
        for &post in &posts {
            if !might_reach(world, from, post, &raider) {
                continue;
            }
            // A piece on the post must fall to the raider (a mine stops all but an
            // engineer; a trade leaves nobody next to the flag).
            if let Some(guard) = world.piece_at(post) {
                if clash(raider.kind, guard.kind, Some(ENGINEER)).0 != Clash::Attacker {
                    continue;
                }
            }
            if reach
                .get_or_insert_with(|| world.reach(from))
                .contains(&post)
            {
                return Danger::Near;
            }
        }
    }
    Danger::Far
}

/// Whether the piece on `from`, moving onto `to`, takes or trades off what stands there.
pub fn removes_target(world: &Junqi, from: Pos, to: Pos) -> bool {
    match (world.piece_at(from), world.piece_at(to)) {
        (Some(mover), Some(target)) => {
            clash(mover.kind, target.kind, Some(ENGINEER)).0 != Clash::Defender
        }
        _ => false,
    }
}

/// Every flag of `me`'s team on the board, with its owner.
pub fn own_flags(world: &Junqi, me: Seat) -> Vec<(Pos, Seat)> {
    world
        .board()
        .all()
        .filter_map(|p| {
            let piece = world.piece_at(p)?;
            let seat = world.seat_of(piece.owner)?;
            (piece.kind == Kind::Flag && world.same_team(me, seat)).then_some((p, seat))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::junqi::setup::Position;
    use rules::junqi::{Mode, Rules};

    /// A 两国 position from the board format, S to move.
    fn liangguo(text: &str) -> Junqi {
        let pieces = Position::parse_pieces(Mode::Liangguo, text).expect("a position");
        let position = Position {
            pieces,
            ..Position::default()
        };
        Junqi::from_position(Mode::Liangguo, Rules::default(), position).expect("a game")
    }

    fn at(world: &Junqi, name: &str) -> Pos {
        world.board().lookup(name).expect("a post")
    }

    const HOMES: &str = "S6b=S:F S6a=S:M S6c=S:M N6b=N:F N6a=N:M N6c=N:M";

    #[test]
    fn a_piece_next_to_the_flag_takes_it_on_its_owners_move() {
        let world = liangguo(&format!("{HOMES} S5b=N:33"));
        let flag = at(&world, "S6b");
        assert_eq!(danger(&world, flag, Seat(0)), Danger::Next(Seat(1)));
        assert_eq!(
            raiders(&world, flag, Seat(0)),
            vec![(at(&world, "S5b"), Seat(1))]
        );
    }

    #[test]
    fn a_railway_slide_to_the_post_before_the_flag_is_one_move_away() {
        // Down the S back row from S5e to S5b, in front of the flag.
        let world = liangguo(&format!("{HOMES} S5e=N:35"));
        assert_eq!(danger(&world, at(&world, "S6b"), Seat(0)), Danger::Near);
        // A piece of ours in the way stops the slide.
        let world = liangguo(&format!("{HOMES} S5e=N:35 S5c=S:33"));
        assert_eq!(danger(&world, at(&world, "S6b"), Seat(0)), Danger::Far);
    }

    #[test]
    fn a_guard_the_raider_cannot_beat_keeps_the_flag_safe() {
        let open = liangguo(&format!("{HOMES} S4b=N:38"));
        assert_eq!(danger(&open, at(&open, "S6b"), Seat(0)), Danger::Near);
        let guarded = liangguo(&format!("{HOMES} S4b=N:38 S5b=S:40"));
        assert_eq!(danger(&guarded, at(&guarded, "S6b"), Seat(0)), Danger::Far);
        let weak = liangguo(&format!("{HOMES} S4b=N:38 S5b=S:36"));
        assert_eq!(danger(&weak, at(&weak, "S6b"), Seat(0)), Danger::Near);
    }

    #[test]
    fn mines_round_the_flag_stop_all_but_an_engineer() {
        let world = liangguo(&format!("{HOMES} S5b=S:M S5a=N:40"));
        assert_eq!(danger(&world, at(&world, "S6b"), Seat(0)), Danger::Far);
        let world = liangguo(&format!("{HOMES} S5b=S:M S5a=N:32"));
        assert_eq!(danger(&world, at(&world, "S6b"), Seat(0)), Danger::Near);
    }

    #[test]
    fn a_piece_frozen_in_a_headquarters_is_no_raider() {
        // S6d is next to S6c, which is next to the flag on S6b.
        let frozen = liangguo("S6b=S:F N6b=N:F S6d=N:40");
        assert_eq!(danger(&frozen, at(&frozen, "S6b"), Seat(0)), Danger::Far);
        let free = liangguo("S6b=S:F N6b=N:F S6e=N:40");
        assert_eq!(danger(&free, at(&free, "S6b"), Seat(0)), Danger::Far);
        let free = liangguo("S6b=S:F N6b=N:F S5c=N:40");
        assert_eq!(danger(&free, at(&free, "S6b"), Seat(0)), Danger::Near);
    }
}
