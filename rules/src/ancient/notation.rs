//! The command grammar (spec §7.1–§7.2): parse checks syntax only; `check`
//! and `resolve` judge a parsed action against a position. `Display` writes the
//! canonical ASCII form, and `parse(format(a)) == a`.

use super::action::{Action, Body, Claim, ClaimKind, Command, Op, Order};
use super::error::Code;
use super::piece::ArmyKind;
use super::square::{ParseSquareError, Square};
use crate::meta::MetaWord;
use std::fmt;
use unicode_normalization::UnicodeNormalization;

impl Op {
    fn symbol(self) -> char {
        match self {
            Op::Move => '-',
            Op::Capture => 'x',
            Op::Merge => '+',
            Op::Split => '/',
        }
    }
}

/// Order words as typed, longest alternatives first.
const ORDER_WORDS: [(&str, Order); 14] = [
    ("分/击", Order::FenJi),
    ("分/擊", Order::FenJi),
    ("分/困", Order::FenKun),
    ("走", Order::Zou),
    ("战", Order::Zhan),
    ("戰", Order::Zhan),
    ("合", Order::He),
    ("分", Order::Fen),
    ("击", Order::Ji),
    ("擊", Order::Ji),
    ("困", Order::Kun),
    ("zou", Order::Zou),
    ("zhan", Order::Zhan),
    ("fen", Order::Fen),
];

impl Order {
    pub fn word(self) -> &'static str {
        match self {
            Order::Zou => "走",
            Order::Zhan => "战",
            Order::He => "合",
            Order::Fen => "分",
            Order::Ji => "击",
            Order::Kun => "困",
            Order::FenJi => "分/击",
            Order::FenKun => "分/困",
        }
    }

    fn from_word(word: &str) -> Option<Order> {
        ORDER_WORDS
            .iter()
            .find(|(w, _)| *w == word)
            .map(|(_, o)| *o)
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ClaimKind::Pin => write!(f, "pin:{}", self.square),
            ClaimKind::Enc => write!(f, "enc:{}", self.square),
        }
    }
}

impl fmt::Display for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.from, self.op.symbol(), self.to)?;
        if let Some(kind) = self.kind {
            write!(f, " {}", kind.chinese())?;
        }
        Ok(())
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play {
                order,
                body,
                claims,
            } => {
                if let Some(order) = order {
                    write!(f, "{} ", order.word())?;
                }
                write!(f, "{body}")?;
                for claim in claims {
                    write!(f, " {claim}")?;
                }
                Ok(())
            }
            Action::Camps { camps, city } => {
                write!(f, "camps {} {} {}", camps[0], camps[1], camps[2])?;
                if let Some(city) = city {
                    write!(f, " city {city}")?;
                }
                Ok(())
            }
            Action::Deploy {
                cannon,
                granary,
                ox,
            } => {
                f.write_str("deploy")?;
                if let Some(sq) = cannon {
                    write!(f, " cannon {sq}")?;
                }
                if let Some(sq) = granary {
                    write!(f, " granary {sq}")?;
                }
                if let Some(sq) = ox {
                    write!(f, " ox {sq}")?;
                }
                Ok(())
            }
            Action::Shed { from, to, keep } => {
                write!(f, "shed {from}-{to} {}", if *keep { "keep" } else { "go" })
            }
            Action::Probe(sq) => write!(f, "probe {sq}"),
            Action::Ambush { from, forest } => write!(f, "ambush {from} {forest}"),
            Action::Fire { cannon, target } => write!(f, "fire {cannon} {target}"),
            Action::Block(sq) => write!(f, "block {sq}"),
            Action::Clear { army, block } => write!(f, "clear {army} {block}"),
            Action::Burn(sq) => write!(f, "burn {sq}"),
            Action::Reinforce(sq) => write!(f, "reinforce {sq}"),
            Action::Withdraw => f.write_str("withdraw"),
            Action::Recruit => f.write_str("recruit"),
            Action::Charge { ox, target } => write!(f, "charge {ox} {target}"),
            Action::Defect(sq) => write!(f, "defect {sq}"),
            Action::Duel { mine, theirs } => write!(f, "duel {mine} {theirs}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Act(action) => write!(f, "{action}"),
            Command::Resign => f.write_str("resign"),
            Command::Draw => f.write_str("draw"),
            Command::Board => f.write_str("board"),
            Command::Log => f.write_str("log"),
            Command::Help => f.write_str("help"),
        }
    }
}

/// §7.1 normalisation: NFKC, dashes to `-`, whitespace runs to one space, ASCII lowercase.
pub fn normalize(text: &str) -> String {
    let folded: String = text
        .nfkc()
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' => '-',
            c if c.is_whitespace() => ' ',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    folded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Command words with their Chinese aliases (simplified and traditional).
const HEADS: [(&str, &str); 38] = [
    ("camps", "camps"),
    ("营", "camps"),
    ("營", "camps"),
    ("deploy", "deploy"),
    ("shed", "shed"),
    ("脱壳", "shed"),
    ("脫殼", "shed"),
    ("probe", "probe"),
    ("探", "probe"),
    ("ambush", "ambush"),
    ("伏", "ambush"),
    ("fire", "fire"),
    ("炮", "fire"),
    ("砲", "fire"),
    ("block", "block"),
    ("阻", "block"),
    ("clear", "clear"),
    ("清", "clear"),
    ("burn", "burn"),
    ("烧", "burn"),
    ("燒", "burn"),
    ("reinforce", "reinforce"),
    ("後", "reinforce"),
    ("withdraw", "withdraw"),
    ("退", "withdraw"),
    ("recruit", "recruit"),
    ("募", "recruit"),
    ("charge", "charge"),
    ("冲", "charge"),
    ("衝", "charge"),
    ("defect", "defect"),
    ("反", "defect"),
    ("duel", "duel"),
    ("较", "duel"),
    ("較", "duel"),
    ("pass", "pass"),
    ("过", "pass"),
    ("過", "pass"),
];

/// `resign`, `draw` and `board` (and their aliases) are the shared words of [`MetaWord`].
const MORE_HEADS: [(&str, &str); 4] = [
    ("log", "log"),
    ("谱", "log"),
    ("譜", "log"),
    ("help", "help"),
];

fn head_of(text: &str) -> Option<(&'static str, &str)> {
    // `后` alone is reinforce, but `后` is also a kind word after a split body; only a
    // leading `后` is a command head.
    if let Some(rest) = text.strip_prefix('后') {
        return Some(("reinforce", rest));
    }
    let mut best: Option<(&'static str, &str)> = None;
    let mut best_len = 0;
    for (word, head) in HEADS.iter().chain(MORE_HEADS.iter()) {
        if let Some(rest) = text.strip_prefix(word) {
            let ascii_word = word.is_ascii();
            // An ASCII head must stand alone (`pass`, not `passe`).
            let boundary = !ascii_word || rest.is_empty() || rest.starts_with(' ');
            if boundary && word.len() > best_len {
                best = Some((head, rest));
                best_len = word.len();
            }
        }
    }
    best
}

fn square(token: &str) -> Result<Square, Code> {
    Square::parse(token).map_err(|e| match e {
        ParseSquareError::OffBoard => Code::Square,
        ParseSquareError::Malformed => Code::Syntax,
    })
}

fn squares<const N: usize>(rest: &str) -> Result<[Square; N], Code> {
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    if tokens.len() != N {
        return Err(Code::Syntax);
    }
    let mut out = [Square::at(0, 0).ok_or(Code::Syntax)?; N];
    for (slot, token) in out.iter_mut().zip(tokens) {
        *slot = square(token)?;
    }
    Ok(out)
}

/// `c4-c6`, `c4xc5`, `c5+c6`, `c4/c7`.
fn body(token: &str) -> Result<(Square, Op, Square), Code> {
    let bytes = token.as_bytes();
    let first = bytes.first().ok_or(Code::Syntax)?;
    if !first.is_ascii_lowercase() {
        return Err(Code::Syntax);
    }
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    let split = 1 + digits;
    let (from, rest) = (token.get(..split), token.get(split..));
    let (from, rest) = from.zip(rest).ok_or(Code::Syntax)?;
    let mut chars = rest.chars();
    let op = match chars.next() {
        Some('-') => Op::Move,
        Some('x') => Op::Capture,
        Some('+') => Op::Merge,
        Some('/') => Op::Split,
        _ => return Err(Code::Syntax),
    };
    let to = chars.as_str();
    Ok((square(from)?, op, square(to)?))
}

fn claim(token: &str) -> Option<Result<Claim, Code>> {
    let prefixes = [
        ("pin", ClaimKind::Pin),
        ("击", ClaimKind::Pin),
        ("擊", ClaimKind::Pin),
        ("enc", ClaimKind::Enc),
        ("困", ClaimKind::Enc),
    ];
    prefixes.iter().find_map(|(p, kind)| {
        let rest = token.strip_prefix(p)?;
        let rest = rest.strip_prefix(':').unwrap_or(rest);
        Some(square(rest).map(|square| Claim {
            kind: *kind,
            square,
        }))
    })
}

fn play(text: &str) -> Result<Action, Code> {
    let mut tokens = text.split_whitespace().peekable();
    let mut order = None;
    // An order word may stand alone or be glued to the body (`分/击e2/e5`).
    let first = tokens.next().ok_or(Code::Syntax)?;
    let mut body_token = first;
    if let Some(o) = Order::from_word(first) {
        order = Some(o);
        body_token = tokens.next().ok_or(Code::Syntax)?;
    } else if !first.starts_with(|c: char| c.is_ascii_lowercase()) {
        let glued = ORDER_WORDS
            .iter()
            .filter(|(w, _)| first.starts_with(w) && !w.is_ascii())
            .max_by_key(|(w, _)| w.len());
        let (w, o) = glued.ok_or(Code::Syntax)?;
        order = Some(*o);
        body_token = first.get(w.len()..).ok_or(Code::Syntax)?;
    }
    let (from, op, to) = body(body_token)?;
    let mut kind = None;
    let mut claims = Vec::new();
    for token in tokens {
        if let Some(c) = claim(token) {
            claims.push(c?);
        } else if op == Op::Split && kind.is_none() && claims.is_empty() {
            kind = Some(ArmyKind::from_word(token).ok_or(Code::Syntax)?);
        } else {
            return Err(Code::Syntax);
        }
    }
    Ok(Action::Play {
        order,
        body: Body { from, to, op, kind },
        claims,
    })
}

fn deploy(rest: &str) -> Result<Action, Code> {
    let (mut cannon, mut granary, mut ox) = (None, None, None);
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    if tokens.is_empty() || !tokens.len().is_multiple_of(2) {
        return Err(Code::Syntax);
    }
    for pair in tokens.chunks(2) {
        let (word, sq) = match pair {
            [w, s] => (*w, square(s)?),
            _ => return Err(Code::Syntax),
        };
        let slot = match word {
            "cannon" | "炮" | "砲" => &mut cannon,
            "granary" | "仓" | "倉" => &mut granary,
            "ox" | "牛" => &mut ox,
            _ => return Err(Code::Syntax),
        };
        if slot.replace(sq).is_some() {
            return Err(Code::Syntax);
        }
    }
    Ok(Action::Deploy {
        cannon,
        granary,
        ox,
    })
}

fn camps(rest: &str) -> Result<Action, Code> {
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    let (sites, city) = match tokens.as_slice() {
        [a, b, c] => ([*a, *b, *c], None),
        [a, b, c, w, d] if matches!(*w, "city" | "城") => ([*a, *b, *c], Some(square(d)?)),
        _ => return Err(Code::Syntax),
    };
    Ok(Action::Camps {
        camps: [square(sites[0])?, square(sites[1])?, square(sites[2])?],
        city,
    })
}

/// Parse one command. Never panics; the error is `E_SYNTAX` or `E_SQUARE`.
pub fn parse(text: &str) -> Result<Command, Code> {
    let text = normalize(text);
    let text = text.trim_start_matches(['/', '!']).trim();
    if text.is_empty() || text.len() > 200 {
        return Err(Code::Syntax);
    }
    if let Some(word) = MetaWord::parse(text) {
        return match word {
            MetaWord::Resign => Ok(Command::Resign),
            // §4.2: the opponent's `draw` accepts a pending offer.
            MetaWord::DrawOffer | MetaWord::DrawAccept => Ok(Command::Draw),
            MetaWord::Board => Ok(Command::Board),
            // §7.2 has no word for it; the game's shared commands answer it.
            MetaWord::DrawDecline => Err(Code::Syntax),
        };
    }
    if text.starts_with(['仓', '倉', '牛']) {
        return deploy(text).map(Command::Act);
    }
    let Some((head, rest)) = head_of(text) else {
        return play(text).map(Command::Act);
    };
    let rest = rest.trim();
    let act = |a: Action| Ok(Command::Act(a));
    let nothing = |c: Command| {
        if rest.is_empty() {
            Ok(c)
        } else {
            Err(Code::Syntax)
        }
    };
    match head {
        "camps" => camps(rest).map(Command::Act),
        "deploy" => deploy(rest).map(Command::Act),
        "shed" => {
            let mut tokens = rest.split_whitespace();
            let (b, mode) = (tokens.next(), tokens.next());
            if tokens.next().is_some() {
                return Err(Code::Syntax);
            }
            let (from, op, to) = body(b.ok_or(Code::Syntax)?)?;
            let keep = match mode {
                Some("keep" | "留") => true,
                Some("go" | "走") => false,
                _ => return Err(Code::Syntax),
            };
            if op != Op::Move {
                return Err(Code::Syntax);
            }
            act(Action::Shed { from, to, keep })
        }
        "probe" => act(Action::Probe(squares::<1>(rest)?[0])),
        "ambush" => {
            let [from, forest] = squares::<2>(rest)?;
            act(Action::Ambush { from, forest })
        }
        "fire" => match squares::<2>(rest) {
            Ok([cannon, target]) => act(Action::Fire { cannon, target }),
            // `炮 a2 仓 b0`: the Chinese deployment words (§7.2) share 炮 with fire.
            Err(_) if !text.starts_with("fire") => deploy(text).map(Command::Act),
            Err(e) => Err(e),
        },
        "block" => act(Action::Block(squares::<1>(rest)?[0])),
        "clear" => {
            let [army, block] = squares::<2>(rest)?;
            act(Action::Clear { army, block })
        }
        "burn" => act(Action::Burn(squares::<1>(rest)?[0])),
        "reinforce" => act(Action::Reinforce(squares::<1>(rest)?[0])),
        "withdraw" => nothing(Command::Act(Action::Withdraw)),
        "recruit" => nothing(Command::Act(Action::Recruit)),
        "charge" => {
            let [ox, target] = squares::<2>(rest)?;
            act(Action::Charge { ox, target })
        }
        "defect" => act(Action::Defect(squares::<1>(rest)?[0])),
        "duel" => {
            let [mine, theirs] = squares::<2>(rest)?;
            act(Action::Duel { mine, theirs })
        }
        "pass" => nothing(Command::Act(Action::Pass)),
        "log" => nothing(Command::Log),
        _ => nothing(Command::Help),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(text: &str) {
        let parsed = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(parse(&parsed.to_string()), Ok(parsed.clone()), "{text}");
    }

    #[test]
    fn spec_examples_parse() {
        for text in [
            "c4-c6",
            "c4xc5",
            "c5+c6",
            "c4/c7",
            "c5-e5 pin:e4",
            "b3-b0 enc:a0",
            "e2/e5 击e6",
            "分/击 e2/e5 pin:e6",
            "camps b1 c4 d6 city d2",
            "deploy cannon a2 granary b0",
            "shed c4-c6 go",
            "probe c6",
            "ambush c4 c6",
            "fire b2 b5",
            "block e5",
            "burn f2",
            "reinforce c4",
            "withdraw",
            "recruit",
            "charge a8 e8",
            "defect d5",
            "pass",
            "f4/f6 后",
        ] {
            round_trip(text);
        }
    }

    #[test]
    fn chinese_and_full_width_input() {
        assert_eq!(parse("Ｃ４－Ｃ６"), parse("c4-c6"));
        assert_eq!(parse("探 c6"), parse("probe c6"));
        assert_eq!(parse("脱壳 c4-c6 走"), parse("shed c4-c6 go"));
        assert_eq!(parse("认输"), Ok(Command::Resign));
        assert_eq!(parse("炮 a2 仓 b0"), parse("deploy cannon a2 granary b0"));
        assert_eq!(parse("牛 a7"), parse("deploy ox a7"));
        assert_eq!(parse("炮 b2 b5"), parse("fire b2 b5"));
        assert_eq!(parse("c4--c6"), Err(Code::Syntax));
        assert_eq!(parse("j3-j4"), Err(Code::Square));
        assert_eq!(parse("a9-a8"), Err(Code::Square));
    }
}
