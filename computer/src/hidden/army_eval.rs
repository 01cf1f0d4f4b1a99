//! Army chess positions through a computer's eyes: piece values, how much a position
//! favours a seat's team, and the cheap one-ply scores its playouts and reply checks use.
//! They read complete sampled worlds ([`rules::junqi::Junqi`]), never the real game.

use rules::junqi::piece::clash;
use rules::junqi::{Action, Clash, Junqi, Kind, Mode, Owner, Phase, Piece, Pos};
use rules::Seat;

use super::army_threat::{danger, own_flags, Danger};

/// A won or lost game, far above any material count.
pub const WIN: i32 = 100_000;

/// What a piece is worth: officers by rank, engineers for their reach and for digging
/// mines, bombs for trading with anything.
pub fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Ranked(40) => 100,
        Kind::Ranked(39) => 75,
        Kind::Ranked(38) => 55,
        Kind::Ranked(37) => 40,
        Kind::Ranked(36) => 30,
        Kind::Ranked(35) => 22,
        Kind::Ranked(34) => 15,
        Kind::Ranked(33) => 10,
        Kind::Ranked(_) => 18,
        Kind::Mine => 20,
        Kind::Bomb => 45,
        Kind::Flag => 0,
    }
}

/// How close a threat to a flag is: worth up to this much when it stands next to it.
const PRESS: i32 = 30;

/// Within this many board units of a flag every enemy piece adds to the threat, the
/// nearer the more (on top of the nearest one's [`PRESS`]).
const CROWD: i32 = 8;

/// Whether the crowd round a flag counts, not only its nearest enemy: in 两国 the long
/// railways of the four-country board bring a whole army into a home within a few
/// moves, so one defender's distance says too little (measured: `docs/computer-hidden.md`).
fn crowd_counts(world: &Junqi) -> bool {
    world.mode() == Mode::Liangguo
}

/// What a flag of the seat's own team that an enemy can take on the next move costs
/// when that enemy is to move: the game, all but certainly.
const FLAG_FALLS: i32 = WIN / 2;

/// An enemy next to the team's flag when the team moves first: it must be taken at once.
const RAIDED: i32 = 80;

/// An enemy one move from a post next to the team's flag (worth a 军长 less a little: a
/// raid is answered by taking the raider, which may cost a piece).
const NEAR: i32 = 30;

/// Whether the flag-guarding terms apply: every deployed mode (a `fanqi` flag is taken
/// under its own carrier rules).
fn guards_flags(world: &Junqi) -> bool {
    world.mode() != Mode::Fanqi
}

/// How much the threats to `me`'s team's own flags cost it (see [`army_threat`]).
fn flag_guard(world: &Junqi, me: Seat) -> i32 {
    if !guards_flags(world) {
        return 0;
    }
    own_flags(world, me)
        .into_iter()
        .map(|(at, owner)| match danger(world, at, owner) {
            Danger::Next(seat) if seat == world.turn() => -FLAG_FALLS,
            Danger::Next(_) => -RAIDED,
            Danger::Near => -NEAR,
            Danger::Far => 0,
        })
        .sum()
}

fn distance(world: &Junqi, a: Pos, b: Pos) -> i32 {
    let nodes = &world.board().nodes;
    match (nodes.get(a.index()), nodes.get(b.index())) {
        (Some(p), Some(q)) => {
            (i32::from(p.x) - i32::from(q.x)).abs() + (i32::from(p.y) - i32::from(q.y)).abs()
        }
        _ => 0,
    }
}

fn owner_seat(world: &Junqi, piece: &Piece) -> Option<Seat> {
    world.seat_of(piece.owner)
}

/// The opponent a seat presses hardest: in 四国 each seat the next one round the table,
/// so partners press different opponents; in two-seat games the only one.
pub fn primary_target(world: &Junqi, seat: Seat) -> Option<Seat> {
    let n = world.mode().seats();
    (1..n)
        .map(|step| Seat(((seat.index() + step) % n) as u8))
        .find(|&s| world.is_alive(s) && !world.same_team(seat, s))
}

/// Every piece with its position and seat.
fn pieces(world: &Junqi) -> impl Iterator<Item = (Pos, Piece, Option<Seat>)> + '_ {
    world.board().all().filter_map(move |p| {
        let piece = world.piece_at(p)?;
        Some((p, piece, owner_seat(world, &piece)))
    })
}

/// How good `world` is for `me`'s team: material, and threats to the flags (the team's
/// own flags weigh double once shown, so a partner whose flag is known gets guarded).
pub fn evaluate(world: &Junqi, me: Seat) -> i32 {
    match world.phase() {
        Phase::Won { seats, .. } => {
            return if seats.iter().any(|&s| world.same_team(me, s)) {
                WIN
            } else {
                -WIN
            };
        }
        Phase::Drawn(_) => return 0,
        _ => {}
    }
    let all: Vec<(Pos, Piece, Option<Seat>)> = pieces(world).collect();
    let mut score = 0;
    for (_, piece, seat) in &all {
        if let Some(seat) = seat {
            let v = value(piece.kind);
            score += if world.same_team(me, *seat) { v } else { -v };
        }
    }
    score += flag_guard(world, me);
    let target = primary_target(world, me);
    for (flag_at, flag, owner) in &all {
        let (Kind::Flag, Some(owner)) = (flag.kind, owner) else {
            continue;
        };
        // One pass over the enemy pieces: the nearest one's distance, and the crowd.
        let crowd = crowd_counts(world);
        let (mut nearest, mut crowding) = (None, 0);
        for (p, piece, s) in &all {
            if !piece.kind.movable() || !s.is_some_and(|s| !world.same_team(*owner, s)) {
                continue;
            }
            let d = distance(world, *p, *flag_at);
            nearest = Some(nearest.map_or(d, |n: i32| n.min(d)));
            if crowd {
                crowding += (CROWD - d).max(0);
            }
        }
        let Some(d) = nearest else { continue };
        let threat = (PRESS - d).max(0) + crowding;
        if world.same_team(me, *owner) {
            score -= if flag.shown { 2 * threat } else { threat };
        } else if Some(*owner) == target {
            score += threat;
        } else {
            score += threat / 2;
        }
    }
    score
}

/// The digging strength on the side of `mover` (§7.4 in `fanqi`).
fn digger(world: &Junqi, mover: &Piece) -> Option<u8> {
    match mover.owner {
        Owner::Colour(c) => world.lowest_rank(c),
        Owner::Army(_) => Some(32),
    }
}

/// A cheap one-ply score of `action` for the seat to move in a complete world: what a
/// clash wins or loses, or how much nearer the seat's target flag a quiet move comes.
pub fn quick_score(world: &Junqi, seat: Seat, action: &Action) -> i32 {
    match action {
        Action::Move { from, to } => {
            let Some(attacker) = world.piece_at(*from) else {
                return 0;
            };
            match world.piece_at(*to) {
                Some(defender) => {
                    let (result, flag) =
                        clash(attacker.kind, defender.kind, digger(world, &attacker));
                    if flag {
                        return WIN / 10;
                    }
                    match result {
                        Clash::Attacker => value(defender.kind),
                        Clash::Defender => -value(attacker.kind),
                        Clash::Both => value(defender.kind) - value(attacker.kind),
                    }
                }
                None => approach(world, seat, *from, *to),
            }
        }
        // A flip is worth a little: it makes moves, and in `fanqi` it is how play begins.
        Action::Flip(_) => 2,
        _ => 0,
    }
}

/// How much nearer the flag of the seat's target a quiet move comes (in board steps).
fn approach(world: &Junqi, seat: Seat, from: Pos, to: Pos) -> i32 {
    let Some(target) = primary_target(world, seat) else {
        return 0;
    };
    let flag = pieces(world)
        .find(|(_, p, s)| p.kind == Kind::Flag && *s == Some(target))
        .map(|(p, _, _)| p);
    match flag {
        Some(f) => distance(world, from, f) - distance(world, to, f),
        None => 0,
    }
}
