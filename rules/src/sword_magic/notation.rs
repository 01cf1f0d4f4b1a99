//! The chat grammar of turn commands (§6.2, §6.3), syntax only, and the canonical echo
//! (§6.4). A move's mark is resolved against the board by `Position::parse_action`.

use super::action::{Action, Command, Mark, Skill, WrittenMark};
use super::piece::Role;
use super::square::Square;
use crate::error::RuleError;
use crate::message::Message;
use std::fmt;

const VANISH: &[&str] = &["vanish", "消失"];
const TELEPORT: &[&str] = &["teleport", "瞬間移動", "瞬间移动"];
/// The Chinese keywords may be followed by a colon; the ASCII ones carry theirs.
const REVIVE: &[&str] = &["revive:", "復活:", "复活:", "復活", "复活"];
const SUMMON: &[&str] = &["summon", "召喚", "召唤"];
const HERO_CALL: &[&str] = &[
    "hero-call:",
    "勇者召喚:",
    "勇者召唤:",
    "勇者召喚",
    "勇者召唤",
];

fn strip_any<'a>(text: &'a str, keywords: &[&str]) -> Option<&'a str> {
    keywords.iter().find_map(|k| text.strip_prefix(k))
}

fn square(text: &str) -> Result<Square, RuleError> {
    Square::from_ascii(text.as_bytes())
        .map_err(|_| RuleError::syntax(Message::new("sm-not-a-square").text("text", text)))
}

/// Parse normalised text (see [`crate::notation::normalize`]) as a turn command.
pub fn parse_command(text: &str) -> Result<Command, RuleError> {
    if text.is_empty() {
        return Err(RuleError::syntax(Message::new("sm-empty")));
    }
    if let Some(rest) = strip_any(text, VANISH) {
        let at = Square::from_ascii(rest.as_bytes())
            .map_err(|_| RuleError::syntax(Message::new("sm-vanish-syntax")))?;
        return Ok(Command::Vanish { at });
    }
    if let Some(rest) = strip_any(text, TELEPORT) {
        return match rest.as_bytes() {
            [a, b, b'-', c, d] => {
                match (Square::from_ascii(&[*a, *b]), Square::from_ascii(&[*c, *d])) {
                    (Ok(from), Ok(to)) => Ok(Command::Teleport { from, to }),
                    _ => Err(RuleError::syntax(Message::new("sm-squares"))),
                }
            }
            _ => Err(RuleError::syntax(Message::new("sm-teleport-syntax"))),
        };
    }
    let (head, suffix) = match text.split_once('+') {
        Some((head, suffix)) => (head, Some(suffix)),
        None => (text, None),
    };
    let Some((from, mark, to)) = parse_move_head(head.as_bytes()) else {
        let starts_with_skill = [REVIVE, SUMMON, HERO_CALL]
            .iter()
            .any(|ks| strip_any(text, ks).is_some());
        return Err(RuleError::syntax(Message::new(if starts_with_skill {
            "sm-skill-after-capture"
        } else {
            "sm-move-syntax"
        })));
    };
    let skill = suffix.map(parse_skill).transpose()?;
    Ok(Command::Move {
        from,
        to,
        mark,
        skill,
    })
}

fn parse_move_head(bytes: &[u8]) -> Option<(Square, WrittenMark, Square)> {
    let (from, mark, to) = match bytes {
        [a, b, c, d] => ([*a, *b], WrittenMark::Either, [*c, *d]),
        [a, b, b'-', c, d] => ([*a, *b], WrittenMark::Either, [*c, *d]),
        [a, b, b'x', c, d] => ([*a, *b], WrittenMark::Capture, [*c, *d]),
        _ => return None,
    };
    Some((
        Square::from_ascii(&from).ok()?,
        mark,
        Square::from_ascii(&to).ok()?,
    ))
}

fn parse_skill(text: &str) -> Result<Skill, RuleError> {
    if let Some(rest) = strip_any(text, REVIVE) {
        let Some((token, at)) = rest.split_once('@') else {
            return Err(RuleError::syntax(Message::new("sm-revive-syntax")));
        };
        let role = Role::from_token(token).ok_or_else(|| {
            RuleError::syntax(Message::new("sm-unknown-piece").text("token", token))
        })?;
        return Ok(Skill::Revive {
            role,
            at: square(at)?,
        });
    }
    if let Some(rest) = strip_any(text, SUMMON) {
        let Some(at) = rest.strip_prefix('@') else {
            return Err(RuleError::syntax(Message::new("sm-summon-syntax")));
        };
        return Ok(Skill::Summon { at: square(at)? });
    }
    if let Some(rest) = strip_any(text, HERO_CALL) {
        return Ok(Skill::HeroCall { at: square(rest)? });
    }
    if text.starts_with("teleport") || text.starts_with("vanish") {
        return Err(RuleError::syntax(Message::new("sm-not-capture-skill")));
    }
    Err(RuleError::syntax(Message::new("sm-skill-syntax")))
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Skill::Revive { role, at } => write!(f, "+revive:{}@{at}", role.id()),
            Skill::Summon { at } => write!(f, "+summon@{at}"),
            Skill::HeroCall { at } => write!(f, "+hero-call:{at}"),
        }
    }
}

impl fmt::Display for Action {
    /// Canonical echo: `e2-e4`, `e4xd5 +revive:swordsman@c3`, `vanish c8`, `teleport c1-h6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move {
                from,
                to,
                mark,
                skill,
            } => {
                let sep = match mark {
                    Mark::Quiet => '-',
                    Mark::Capture => 'x',
                };
                write!(f, "{from}{sep}{to}")?;
                match skill {
                    Some(skill) => write!(f, " {skill}"),
                    None => Ok(()),
                }
            }
            Action::Vanish { at } => write!(f, "vanish {at}"),
            Action::Teleport { from, to } => write!(f, "teleport {from}-{to}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::normalize;

    fn parse(text: &str) -> Result<Command, String> {
        parse_command(&normalize(text)).map_err(|e| e.code)
    }
    fn sq(s: &str) -> Square {
        match s.parse() {
            Ok(sq) => sq,
            Err(e) => panic!("{s}: {e}"),
        }
    }

    #[test]
    fn moves_with_and_without_marks() {
        let either = Ok(Command::Move {
            from: sq("e2"),
            to: sq("e4"),
            mark: WrittenMark::Either,
            skill: None,
        });
        assert_eq!(parse("e2-e4"), either);
        assert_eq!(parse("e2e4"), either);
        assert_eq!(parse("E2 - E4"), either);
        assert_eq!(parse("Ｅ２－Ｅ４"), either);
        assert!(matches!(
            parse("e2xe4"),
            Ok(Command::Move {
                mark: WrittenMark::Capture,
                ..
            })
        ));
    }

    #[test]
    fn skills_in_english_and_chinese() {
        let revive = |text| match parse(text) {
            Ok(Command::Move { skill, .. }) => skill,
            _ => None,
        };
        let expected = Some(Skill::Revive {
            role: Role::Familiar,
            at: sq("h8"),
        });
        assert_eq!(revive("d4xe5 + revive:使魔@h8"), expected);
        assert_eq!(revive("d4xe5 +revive:familiar@h8"), expected);
        assert_eq!(revive("d4xe5 +復活:惡靈@h8"), expected);
        assert_eq!(revive("d4xe5 +复活恶灵＠h8"), expected);
        assert_eq!(
            revive("d4xe5 +revive:劍聖@c3"),
            Some(Skill::Revive {
                role: Role::SwordSaint,
                at: sq("c3")
            })
        );
        assert_eq!(
            revive("d4xe4 +召喚@f5"),
            Some(Skill::Summon { at: sq("f5") })
        );
        assert_eq!(
            revive("e4xe5 +勇者召唤:b8"),
            Some(Skill::HeroCall { at: sq("b8") })
        );
    }

    #[test]
    fn skill_turns() {
        assert_eq!(parse("vanish c8"), Ok(Command::Vanish { at: sq("c8") }));
        assert_eq!(parse("消失 c8"), Ok(Command::Vanish { at: sq("c8") }));
        assert_eq!(
            parse("teleport c1-h6"),
            Ok(Command::Teleport {
                from: sq("c1"),
                to: sq("h6")
            })
        );
        assert_eq!(
            parse("瞬間移動 c1-h6"),
            Ok(Command::Teleport {
                from: sq("c1"),
                to: sq("h6")
            })
        );
    }

    #[test]
    fn syntax_errors() {
        for text in [
            "",
            "i2-i4",
            "e2-e9",
            "e2--e4",
            "e2xxe4",
            "summon@f5",
            "hero-call:d2",
            "e4xd5 +teleport:h6",
            "e4xd5 +revive:queen@c3",
            "e4xd5 +revive:@c3",
            "e4xd5 +revive:f",
            "e4xd5 +summon:f5",
            "e4xd5 +",
            "e4xd5 +summon@f5+summon@f6",
            "vanish",
            "vanish c9",
            "teleport c1h6",
            "teleport c1-",
            "resignation",
            "e2é4",
        ] {
            assert_eq!(parse(text), Err("SYNTAX".to_string()), "{text}");
        }
    }

    #[test]
    fn canonical_echo() {
        let a = Action::Move {
            from: sq("e4"),
            to: sq("d5"),
            mark: Mark::Capture,
            skill: Some(Skill::Revive {
                role: Role::Swordsman,
                at: sq("c3"),
            }),
        };
        assert_eq!(a.to_string(), "e4xd5 +revive:swordsman@c3");
        assert_eq!(
            Action::Teleport {
                from: sq("c1"),
                to: sq("h6")
            }
            .to_string(),
            "teleport c1-h6"
        );
        assert_eq!(Action::Vanish { at: sq("c8") }.to_string(), "vanish c8");
    }
}
