//! The commands every family shares, in every spelling a player may type: resigning, the
//! draw offer and its two answers, and asking for one's board. This table is the only list
//! of them: the game applies the first four, the families whose specs name these words read
//! them from here, and the bot answers them the same way typed in a channel and in `/move`.

use crate::notation::normalize;

/// A shared command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MetaWord {
    Resign,
    /// Offers a draw, or accepts one already offered.
    DrawOffer,
    DrawAccept,
    DrawDecline,
    /// The sender's own view of the board: a reply, not an action.
    Board,
}

/// Every spelling, after [`normalize`] (case, width and spaces do not count). English
/// words as the specs write them, then simplified and traditional Chinese.
const SPELLINGS: &[(&str, MetaWord)] = &[
    ("resign", MetaWord::Resign),
    ("认输", MetaWord::Resign),
    ("認輸", MetaWord::Resign),
    ("draw", MetaWord::DrawOffer),
    ("draw-offer", MetaWord::DrawOffer),
    ("和", MetaWord::DrawOffer),
    ("和棋", MetaWord::DrawOffer),
    ("求和", MetaWord::DrawOffer),
    ("提和", MetaWord::DrawOffer),
    ("accept", MetaWord::DrawAccept),
    ("draw-accept", MetaWord::DrawAccept),
    ("同意", MetaWord::DrawAccept),
    ("同意和棋", MetaWord::DrawAccept),
    ("接受", MetaWord::DrawAccept),
    ("decline", MetaWord::DrawDecline),
    ("draw-decline", MetaWord::DrawDecline),
    ("拒绝", MetaWord::DrawDecline),
    ("拒絕", MetaWord::DrawDecline),
    ("拒绝和棋", MetaWord::DrawDecline),
    ("拒絕和棋", MetaWord::DrawDecline),
    ("board", MetaWord::Board),
    ("盘", MetaWord::Board),
    ("盤", MetaWord::Board),
    ("棋盘", MetaWord::Board),
    ("棋盤", MetaWord::Board),
];

impl MetaWord {
    pub const ALL: [MetaWord; 5] = [
        MetaWord::Resign,
        MetaWord::DrawOffer,
        MetaWord::DrawAccept,
        MetaWord::DrawDecline,
        MetaWord::Board,
    ];

    /// The shared command `text` spells, if it is one (the whole text, nothing more).
    pub fn parse(text: &str) -> Option<MetaWord> {
        let folded = normalize(text);
        SPELLINGS
            .iter()
            .find(|(spelling, _)| *spelling == folded)
            .map(|&(_, word)| word)
    }

    /// How the game logs it (`resign`, `draw-offer`…).
    pub fn canonical(self) -> &'static str {
        match self {
            MetaWord::Resign => "resign",
            MetaWord::DrawOffer => "draw-offer",
            MetaWord::DrawAccept => "draw-accept",
            MetaWord::DrawDecline => "draw-decline",
            MetaWord::Board => "board",
        }
    }

    /// Every spelling of this command.
    pub fn spellings(self) -> impl Iterator<Item = &'static str> {
        SPELLINGS
            .iter()
            .filter(move |(_, word)| *word == self)
            .map(|&(spelling, _)| spelling)
    }

    /// Whether the game applies it and logs it (everything but `board`).
    pub fn is_action(self) -> bool {
        self != MetaWord::Board
    }

    /// Whether a logged text is one of these commands as the game logs them.
    pub fn is_logged(text: &str) -> bool {
        MetaWord::ALL
            .iter()
            .any(|w| w.is_action() && w.canonical() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_reads_as_its_word_in_any_case_and_width() {
        for word in MetaWord::ALL {
            for spelling in word.spellings() {
                assert_eq!(MetaWord::parse(spelling), Some(word), "{spelling}");
            }
            assert_eq!(MetaWord::parse(word.canonical()), Some(word));
        }
        assert_eq!(MetaWord::parse(" Ｒｅｓｉｇｎ "), Some(MetaWord::Resign));
        assert_eq!(MetaWord::parse("DRAW"), Some(MetaWord::DrawOffer));
        assert_eq!(MetaWord::parse("提和"), MetaWord::parse("draw"));
    }

    #[test]
    fn other_text_is_no_shared_command() {
        for text in [
            "",
            "resign now",
            "drawn",
            "a4-a5",
            "abort",
            "timeout",
            "和了",
        ] {
            assert_eq!(MetaWord::parse(text), None, "{text}");
        }
    }
}
