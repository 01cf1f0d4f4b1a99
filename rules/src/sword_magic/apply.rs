//! Validating and resolving turns (§4.2–§4.9, §5.1, §6.5), and the legal-action list.

use super::action::{Action, Mark, Skill};
use super::codes;
use super::piece::{Color, Piece, Role};
use super::position::{Position, QUIET_LIMIT};
use super::square::Square;
use crate::error::RuleError;
use crate::message::Message;
use crate::report::{Event, Report};
use crate::seat::Seat;
use crate::status::Outcome;

fn refuse(code: &str, message: Message) -> Result<Report, RuleError> {
    Err(RuleError::new(code, message))
}

impl Position {
    /// Every legal action of `color` now: moves and captures (no skill suffix), vanishes,
    /// teleports. The caller checks whose turn it is.
    pub(super) fn legal_actions(&self, color: Color) -> Vec<Action> {
        let mut out = Vec::with_capacity(96);
        for (from, piece) in self.squares_of(color) {
            super::movegen::for_each_target(&self.board, from, piece, |to, mark| {
                out.push(Action::Move {
                    from,
                    to,
                    mark,
                    skill: None,
                })
            });
            if Self::can_vanish(piece, from) {
                out.push(Action::Vanish { at: from });
            }
            if piece.role == Role::Archmage {
                out.extend(
                    Square::all()
                        .filter(|to| self.board[to.index()].is_none())
                        .map(|to| Action::Teleport { from, to }),
                );
            }
        }
        out
    }

    /// §6.5 checks in order, then §4.2. Works on a copy, so nothing changes on error.
    pub(super) fn play(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::game_over());
        }
        let Some(color) = Color::from_seat(seat).filter(|&c| c == self.side) else {
            return Err(RuleError::not_your_turn());
        };
        let mut next = self.clone();
        let report = match *action {
            Action::Move {
                from,
                to,
                mark,
                skill,
            } => next.play_move(color, from, to, mark, skill)?,
            Action::Vanish { at } => next.play_vanish(color, at)?,
            Action::Teleport { from, to } => next.play_teleport(color, from, to)?,
        };
        *self = next;
        Ok(report)
    }

    /// NO_PIECE and NOT_YOUR_PIECE, shared by every turn kind.
    fn own_piece(&self, color: Color, at: Square) -> Result<Piece, RuleError> {
        match self.board[at.index()] {
            None => Err(RuleError::new(
                codes::NO_PIECE,
                Message::new("sm-no-piece").text("at", at.to_string()),
            )),
            Some(p) if p.color != color => Err(RuleError::new(
                codes::NOT_YOUR_PIECE,
                Message::new("sm-not-yours")
                    .piece("piece", p.name().kind)
                    .text("at", at.to_string()),
            )),
            Some(p) => Ok(p),
        }
    }

    fn play_move(
        &mut self,
        color: Color,
        from: Square,
        to: Square,
        claimed: Mark,
        skill: Option<Skill>,
    ) -> Result<Report, RuleError> {
        let piece = self.own_piece(color, from)?;
        let Some(kind) = self.target_mark(from, piece, to) else {
            return refuse(
                crate::error::codes::ILLEGAL_MOVE,
                Message::new("sm-cannot-go")
                    .piece("piece", piece.name().kind)
                    .text("from", from.to_string())
                    .text("to", to.to_string()),
            );
        };
        if claimed == Mark::Capture && kind == Mark::Quiet {
            return refuse(
                codes::WRONG_MARK,
                Message::new("sm-quiet-not-capture")
                    .text("to", to.to_string())
                    .text("move", format!("{from}-{to}")),
            );
        }
        if kind == Mark::Quiet && skill.is_some() {
            return refuse(
                codes::SKILL_NOT_AVAILABLE,
                Message::new("sm-skill-needs-capture"),
            );
        }
        let seat = color.seat();
        let mut report = Report::new(seat, "");
        report.push(moved(seat, piece, from, to));
        self.last_move = [Some(from), Some(to)];
        if kind == Mark::Quiet {
            self.relocate(from, to, piece);
            report.public_notation = notation(from, to, kind, None);
            self.finish_turn(color, true, &mut report);
            return Ok(report);
        }

        // 1. Take.
        let victim = self.bury(to);
        if let Some(victim) = victim {
            report.push(Event::Captured {
                by: seat,
                piece: victim.name(),
                owner: victim.color.seat(),
                at: to.to_string(),
            });
        }
        self.relocate(from, to, piece);
        // 2. Princess taken: the suffix is ignored unchecked.
        if victim.is_some_and(|v| v.role == Role::Princess) {
            self.outcome = Some(Box::new(Outcome::win(vec![seat], "princess")));
            report.public_notation = notation(from, to, kind, None);
            self.finish_turn(color, false, &mut report);
            return Ok(report);
        }
        // 3. Link deaths.
        if let Some(victim) = victim.filter(|v| v.role == Role::Sage) {
            self.kill_linked(to, victim.color, &mut report);
        }
        // 4. Promotion; a goddess ends the game and the suffix is ignored.
        self.promote_after_capture(to, &mut report);
        if self.outcome.is_some() {
            report.public_notation = notation(from, to, kind, None);
            self.finish_turn(color, false, &mut report);
            return Ok(report);
        }
        // 5. Skill.
        if let Some(skill) = skill {
            self.use_skill(color, to, skill, &mut report)?;
        }
        report.public_notation = notation(from, to, kind, skill);
        self.finish_turn(color, false, &mut report);
        Ok(report)
    }

    fn play_vanish(&mut self, color: Color, at: Square) -> Result<Report, RuleError> {
        let piece = self.own_piece(color, at)?;
        if !Self::can_vanish(piece, at) {
            return refuse(codes::SKILL_NOT_AVAILABLE, Message::new("sm-cannot-vanish"));
        }
        let seat = color.seat();
        let mut report = Report::new(seat, Action::Vanish { at }.to_string());
        report.push(Event::Skill {
            seat,
            skill: Message::new("sm-skill-vanish"),
            piece: Some(piece.name()),
            at: at.to_string(),
        });
        self.bury(at);
        report.push(died(piece, at, "vanish"));
        self.last_move = [Some(at), None];
        self.finish_turn(color, false, &mut report);
        Ok(report)
    }

    fn play_teleport(
        &mut self,
        color: Color,
        from: Square,
        to: Square,
    ) -> Result<Report, RuleError> {
        let piece = self.own_piece(color, from)?;
        if piece.role != Role::Archmage {
            return refuse(
                codes::SKILL_NOT_AVAILABLE,
                Message::new("sm-cannot-teleport")
                    .text("at", from.to_string())
                    .piece("piece", piece.name().kind),
            );
        }
        if self.board[to.index()].is_some() {
            return refuse(
                codes::SKILL_BAD_TARGET,
                Message::new("sm-teleport-occupied").text("at", to.to_string()),
            );
        }
        let seat = color.seat();
        let mut report = Report::new(seat, Action::Teleport { from, to }.to_string());
        report.push(Event::Skill {
            seat,
            skill: Message::new("sm-skill-teleport"),
            piece: Some(piece.name()),
            at: from.to_string(),
        });
        report.push(moved(seat, piece, from, to));
        let mage = Piece {
            role: Role::Mage,
            sealed: true,
            ..piece
        };
        self.board[from.index()] = None;
        self.board[to.index()] = Some(mage);
        report.push(Event::Demoted {
            from: piece.name(),
            to: mage.name(),
            at: to.to_string(),
        });
        self.last_move = [Some(from), Some(to)];
        self.finish_turn(color, false, &mut report);
        Ok(report)
    }

    /// Put `piece` from `from` on `to`; a sage's revived pieces follow it by square.
    fn relocate(&mut self, from: Square, to: Square, piece: Piece) {
        self.board[from.index()] = None;
        self.board[to.index()] = Some(piece);
        if piece.role == Role::Sage {
            for slot in self.board.iter_mut().flatten() {
                if slot.color == piece.color && slot.link == Some(from) {
                    slot.link = Some(to);
                }
            }
        }
    }

    /// Remove the piece on `at` into its graveyard (base form, flags and link dropped).
    fn bury(&mut self, at: Square) -> Option<Piece> {
        let piece = self.board[at.index()].take()?;
        self.graves[piece.color.index()].add(piece.role);
        Some(piece)
    }

    /// Everything linked to the dead sage that stood on `sage_at`, in cascade.
    fn kill_linked(&mut self, sage_at: Square, color: Color, report: &mut Report) {
        let mut pending = [sage_at; Square::COUNT];
        let mut len = 1;
        while len > 0 {
            len -= 1;
            let sage = pending[len];
            for sq in Square::all() {
                let Some(p) = self.board[sq.index()] else {
                    continue;
                };
                if p.color == color && p.link == Some(sage) {
                    self.bury(sq);
                    report.push(died(p, sq, "link"));
                    if p.role == Role::Sage && len < pending.len() {
                        pending[len] = sq;
                        len += 1;
                    }
                }
            }
        }
    }

    /// §4.3: the capturer on `at` takes the form the piece table gives it (a sealed mage
    /// never does); a capturing princess lifts the whole hero line.
    fn promote_after_capture(&mut self, at: Square, report: &mut Report) {
        let Some(piece) = self.board[at.index()] else {
            return;
        };
        if piece.role == Role::Princess {
            self.lift_hero_line(piece.color, report);
        }
        if let Some(role) = piece.role.promotion().filter(|_| !piece.sealed) {
            self.promote(at, piece, role, report);
        }
    }

    fn promote(&mut self, at: Square, piece: Piece, role: Role, report: &mut Report) {
        let new = Piece { role, ..piece };
        self.board[at.index()] = Some(new);
        report.push(Event::Promoted {
            from: piece.name(),
            to: new.name(),
            at: at.to_string(),
        });
    }

    /// §4.3: each of the princess's side's hero-line pieces rises one stage; a goddess
    /// wins the game.
    fn lift_hero_line(&mut self, color: Color, report: &mut Report) {
        let mut goddess = false;
        for sq in Square::all() {
            let Some(p) = self.board[sq.index()] else {
                continue;
            };
            let Some(stage) = p.role.next_hero_stage().filter(|_| p.color == color) else {
                continue;
            };
            self.promote(sq, p, stage, report);
            goddess |= stage == Role::Goddess;
        }
        if goddess {
            self.outcome = Some(Box::new(Outcome::win(vec![color.seat()], "goddess")));
        }
    }

    /// §4.4 and the suffix rows of §6.5, on the state after promotion.
    fn use_skill(
        &mut self,
        color: Color,
        capturer_at: Square,
        skill: Skill,
        report: &mut Report,
    ) -> Result<(), RuleError> {
        let fail = |code: &str, message: Message| Err(RuleError::new(code, message));
        let Some(capturer) = self.board[capturer_at.index()] else {
            return fail(codes::SKILL_NOT_AVAILABLE, Message::new("sm-no-capturer"));
        };
        let seat = color.seat();
        let needs = |role: Role, skill: &str| {
            if capturer.role == role {
                Ok(())
            } else {
                Err(RuleError::new(
                    codes::SKILL_NOT_AVAILABLE,
                    Message::new("sm-skill-wrong-piece")
                        .piece("needed", role.name(color).kind)
                        .with("skill", Message::new(format!("sm-skill-{skill}")))
                        .piece("capturer", capturer.name().kind),
                ))
            }
        };
        let occupied = |at: Square| self.board[at.index()].is_some();
        match skill {
            Skill::Revive { role, at } => {
                needs(Role::Sage, "revive")?;
                if capturer.sealed {
                    return fail(codes::SKILL_NOT_AVAILABLE, Message::new("sm-revive-spent"));
                }
                if !role.is_revivable() {
                    return fail(
                        codes::SKILL_BAD_TARGET,
                        Message::new("sm-not-revivable").piece("piece", role.name(color).kind),
                    );
                }
                if self.graves[color.index()].count(role) == 0 {
                    return fail(
                        codes::SKILL_BAD_TARGET,
                        Message::new("sm-not-in-graveyard").piece("piece", role.name(color).kind),
                    );
                }
                if occupied(at) {
                    return fail(
                        codes::SKILL_BAD_TARGET,
                        Message::new("sm-not-empty").text("at", at.to_string()),
                    );
                }
                self.graves[color.index()].take(role);
                let revived = Piece {
                    link: Some(capturer_at),
                    ..Piece::new(color, role)
                };
                self.board[at.index()] = Some(revived);
                self.board[capturer_at.index()] = Some(Piece {
                    sealed: true,
                    ..capturer
                });
                report.push(skill_event(seat, "revive", revived, at));
            }
            Skill::Summon { at } => {
                needs(Role::Summoner, "summon")?;
                if occupied(at) {
                    return fail(
                        codes::SKILL_BAD_TARGET,
                        Message::new("sm-not-empty").text("at", at.to_string()),
                    );
                }
                let familiar = Piece::new(color, Role::Familiar);
                self.board[at.index()] = Some(familiar);
                report.push(skill_event(seat, "summon", familiar, at));
            }
            Skill::HeroCall { at } => {
                needs(Role::Princess, "hero-call")?;
                if self.squares_of(color).any(|(_, p)| p.role.is_hero_line()) {
                    return fail(codes::SKILL_NOT_AVAILABLE, Message::new("sm-hero-already"));
                }
                let replaced = match self.board[at.index()] {
                    Some(p) if p.color == color && p.role != Role::Princess => p,
                    Some(p) if p.color == color => {
                        return fail(
                            codes::SKILL_BAD_TARGET,
                            Message::new("sm-hero-not-princess"),
                        )
                    }
                    _ => {
                        return fail(
                            codes::SKILL_BAD_TARGET,
                            Message::new("sm-hero-needs-own").text("at", at.to_string()),
                        )
                    }
                };
                let hero = Piece::new(color, Role::Hero);
                report.push(skill_event(seat, "hero-call", hero, at));
                self.bury(at);
                report.push(died(replaced, at, "hero-call"));
                if replaced.role == Role::Sage {
                    self.kill_linked(at, color, report);
                }
                self.board[at.index()] = Some(hero);
            }
        }
        Ok(())
    }

    /// §4.2 steps 6–7 and the check announcement (§4.9).
    fn finish_turn(&mut self, mover: Color, quiet_turn: bool, report: &mut Report) {
        self.quiet = if quiet_turn {
            self.quiet.saturating_add(1).min(QUIET_LIMIT)
        } else {
            0
        };
        if mover == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = mover.opposite();
        if self.outcome.is_none() {
            if self.quiet >= QUIET_LIMIT {
                self.outcome = Some(Box::new(Outcome::draw("fifty")));
            } else if !self.has_any_action(self.side) {
                self.outcome = Some(Box::new(Outcome::win(vec![mover.seat()], "no-action")));
            }
        }
        self.check = self.outcome.is_none() && self.gives_check(mover);
        if self.check {
            report.push(Event::Check {
                against: self.side.seat(),
            });
        }
        if let Some(outcome) = &self.outcome {
            report.push(Event::Finished(Outcome::clone(outcome)));
        }
    }

    /// §4.9: (a) a capture onto the enemy princess, or (b) an angel on board and a capture
    /// available to the own princess.
    fn gives_check(&self, mover: Color) -> bool {
        let princess_attacked = self
            .princess_square(mover.opposite())
            .is_some_and(|sq| self.attacks(mover, sq));
        princess_attacked
            || (self.squares_of(mover).any(|(_, p)| p.role == Role::Angel)
                && self
                    .princess_square(mover)
                    .is_some_and(|sq| self.has_capture(sq)))
    }
}

fn notation(from: Square, to: Square, mark: Mark, skill: Option<Skill>) -> String {
    Action::Move {
        from,
        to,
        mark,
        skill,
    }
    .to_string()
}

fn moved(seat: Seat, piece: Piece, from: Square, to: Square) -> Event {
    Event::Moved {
        seat,
        piece: Some(piece.name()),
        from: from.to_string(),
        to: to.to_string(),
    }
}

fn died(piece: Piece, at: Square, cause: &str) -> Event {
    Event::Died {
        piece: piece.name(),
        owner: piece.color.seat(),
        at: at.to_string(),
        cause: Message::new(format!("sm-death-{cause}")),
    }
}

fn skill_event(seat: Seat, skill: &str, piece: Piece, at: Square) -> Event {
    Event::Skill {
        seat,
        skill: Message::new(format!("sm-skill-{skill}")),
        piece: Some(piece.name()),
        at: at.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Channel, Game};
    use crate::report::Piece;
    use crate::variant::Variant;
    use crate::variant_id::VariantId;

    fn load(text: &str) -> Position {
        Position::from_smfen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn play(pos: &mut Position, text: &str) -> Report {
        let seat = pos.side.seat();
        let action = pos
            .parse_action(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.apply(seat, &action)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn kinds(report: &Report) -> Vec<String> {
        report
            .events
            .iter()
            .map(|e| match e {
                Event::Moved { from, to, .. } => format!("moved {from}-{to}"),
                Event::Captured { piece, at, .. } => format!("captured {} {at}", piece.kind),
                Event::Died {
                    piece, at, cause, ..
                } => format!(
                    "died {} {at} {}",
                    piece.kind,
                    cause.id.trim_start_matches("sm-death-")
                ),
                Event::Promoted { to, at, .. } => format!("promoted {} {at}", to.kind),
                Event::Demoted { to, at, .. } => format!("demoted {} {at}", to.kind),
                Event::Skill { skill, at, .. } => {
                    format!("{} {at}", skill.id.trim_start_matches("sm-skill-"))
                }
                Event::Check { against } => format!("check {}", against.0),
                Event::Finished(o) => format!("finished {}", o.reason),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn capture_events_follow_the_resolution_order() {
        // T29: the cascade kills the revived sage and what it revived in turn.
        let mut pos = load("3p4/8/2e*3k1/4e*3/8/4S3/8/4P3 w - - e5>c6,c6>g6 0 1");
        let report = play(&mut pos, "e3xe5");
        assert_eq!(report.public_notation, "e3xe5");
        assert_eq!(
            kinds(&report),
            [
                "moved e3-e5",
                "captured necromancer e5",
                "died necromancer c6 link",
                "died mammoth-trooper g6 link",
                "promoted sword-saint e5",
            ]
        );
    }

    #[test]
    fn hero_call_events_and_check() {
        let mut pos = load("1F1p4/8/8/4f3/4P3/8/8/8 w - - - 0 1");
        let report = play(&mut pos, "e4e5+勇者召喚b8");
        assert_eq!(report.public_notation, "e4xe5 +hero-call:b8");
        assert_eq!(
            kinds(&report),
            [
                "moved e4-e5",
                "captured wraith e5",
                "hero-call b8",
                "died familiar b8 hero-call",
                "check 1",
            ]
        );
        assert_eq!(
            report.events.first(),
            Some(&Event::Moved {
                seat: Seat(0),
                piece: Some(Piece::new("princess")),
                from: "e4".into(),
                to: "e5".into(),
            })
        );
    }

    #[test]
    fn revive_seals_the_sage_and_links_the_piece() {
        let mut pos = load("3p4/8/8/4f3/3E4/8/8/4P3 w FS - - 9 1");
        let report = play(&mut pos, "d4-e5 +revive:s@d4");
        assert_eq!(report.public_notation, "d4xe5 +revive:swordsman@d4");
        assert_eq!(
            kinds(&report),
            ["moved d4-e5", "captured wraith e5", "revive d4"]
        );
        assert_eq!(pos.smfen(), "3p4/8/8/4E*3/3S4/8/8/4P3 b F f e5>d4 0 1");
        // The link follows the sage when it moves.
        play(&mut pos, "d8-c8");
        play(&mut pos, "e5-f6");
        assert_eq!(pos.smfen(), "2p5/8/5E*2/8/3S4/8/8/4P3 b F f f6>d4 2 2");
    }

    #[test]
    fn teleport_and_vanish_events() {
        let mut pos = load("3p4/8/8/8/8/8/8/2WP4 w - - - 12 5");
        let report = play(&mut pos, "teleport c1-h6");
        assert_eq!(
            kinds(&report),
            ["teleport c1", "moved c1-h6", "demoted mage h6"]
        );
        let mut pos = load("2G1p3/8/8/8/8/8/8/3P4 w - - - 7 1");
        let report = play(&mut pos, "消失c8");
        assert_eq!(report.public_notation, "vanish c8");
        assert_eq!(
            kinds(&report),
            ["vanish c8", "died high-familiar c8 vanish"]
        );
    }

    #[test]
    fn goddess_ends_the_game_and_drops_the_suffix() {
        let mut pos = load("3p4/8/8/4f3/4P3/8/8/Q7 w - - - 0 1");
        let report = play(&mut pos, "e4xe5 +hero-call:a1");
        assert_eq!(report.public_notation, "e4xe5");
        assert_eq!(
            kinds(&report),
            [
                "moved e4-e5",
                "captured wraith e5",
                "promoted goddess a1",
                "finished goddess"
            ]
        );
    }

    #[test]
    fn an_ignored_suffix_is_left_out_of_the_record() {
        let start = "3p4/3C4/8/8/8/8/8/4P3 w - - - 5 3";
        let mut game = Game::from_position(VariantId::from_id("sword-magic").unwrap(), start)
            .unwrap_or_else(|e| panic!("{e}"));
        let report = game
            .play(Seat(0), "d7xd8 +summon@e1", Channel::Public)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(report.public_notation, "d7xd8");
        let texts: Vec<&str> = game.record().log.iter().map(|e| e.text.as_str()).collect();
        assert_eq!(texts, ["d7xd8"]);
        let replayed = Game::replay(game.record()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replayed.position(), game.position());
        assert_eq!(replayed.status(), game.status());
    }

    #[test]
    fn refusals_change_nothing_and_follow_the_precedence() {
        let pos = load("3p4/8/8/4f3/3E4/8/8/4P3 w FS - - 0 1");
        let cases = [
            (Seat(1), "d4xe5", "NOT_YOUR_TURN"),
            (Seat(0), "a1-a2 +summon@a3", "NO_PIECE"),
            (Seat(0), "e5-e4", "NOT_YOUR_PIECE"),
            (Seat(0), "d4-d5 +summon@a3", "ILLEGAL_MOVE"),
            (Seat(0), "d4xc5 +summon@a3", "WRONG_MARK"),
            (Seat(0), "d4-c5 +summon@a3", "SKILL_NOT_AVAILABLE"),
            (Seat(0), "d4xe5 +summon@a3", "SKILL_NOT_AVAILABLE"),
            (Seat(0), "d4xe5 +revive:q@a3", "SKILL_BAD_TARGET"),
            (Seat(0), "d4xe5 +revive:f@e1", "SKILL_BAD_TARGET"),
            (Seat(0), "d4xe5 +revive:f@e5", "SKILL_BAD_TARGET"),
            (Seat(0), "vanish d4", "SKILL_NOT_AVAILABLE"),
            (Seat(0), "teleport d4-a1", "SKILL_NOT_AVAILABLE"),
            (Seat(0), "vanish a1", "NO_PIECE"),
        ];
        for (seat, text, code) in cases {
            let mut p = pos.clone();
            let action = p
                .parse_action(text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            match p.apply(seat, &action) {
                Ok(_) => panic!("{text} accepted"),
                Err(e) => assert_eq!(e.code, code, "{text}: {e}"),
            }
            assert_eq!(p, pos, "{text} changed the position");
        }
    }

    #[test]
    fn forfeit_and_draw() {
        let mut pos = Position::start();
        let report = pos.forfeit(Seat(1), "timeout");
        assert_eq!(
            report.outcome(),
            Some(&Outcome::win(vec![Seat(0)], "timeout"))
        );
        assert_eq!(pos.smfen(), crate::sword_magic::START_SMFEN);
        assert!(pos.legal(Seat(0)).is_empty());
        // A finished game stays as it ended.
        assert!(pos.agree_draw().outcome().is_none());
        let mut pos = Position::start();
        assert_eq!(
            pos.agree_draw().outcome(),
            Some(&Outcome::draw("agreement"))
        );
    }
}
