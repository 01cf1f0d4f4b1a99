//! Colours. Calm board shades, seat colours that read on every shade, link ring colours.

use rules::Seat;

/// Page background and ink for titles, labels and panel headings.
pub const BACKGROUND: &str = "#faf7f0";
pub const INK: &str = "#2a2a2a";
pub const MUTED_INK: &str = "#6b6358";

/// Square shades.
pub const LIGHT: &str = "#f0d9b5";
pub const DARK: &str = "#b58863";
/// Board frame.
pub const FRAME: &str = "#6e5538";

/// Last move: a translucent overlay over any shade.
pub const LAST_MOVE: &str = "#9bc700";
pub const LAST_MOVE_OPACITY: f32 = 0.45;

/// Hint dots and rings.
pub const HINT: &str = "#1f4e2e";
pub const HINT_OPACITY: f32 = 0.45;

/// Graph boards: roads, railways and the station markers.
pub const ROAD: &str = "#8a7a5f";
pub const RAIL: &str = "#3a3a3a";
pub const RAIL_DASH: &str = "#f5f0e0";
pub const STATION: &str = "#f3ead7";

/// The ban mark of a sealed piece.
pub const SEALED: &str = "#c0392b";
/// The ring of a promoted piece, the dot of a secret one, the cross of a removed one.
pub const PROMOTED: &str = "#d4a017";
pub const SECRET: &str = "#8e44ad";
pub const REMOVED: &str = "#c0392b";

/// How a cell is drawn on a graph board (squares fill the whole square on grid boards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellShape {
    /// A wide rounded box (army-chess posts and stations).
    Station,
    /// A circle (camps, headquarters).
    Circle,
    /// A square box.
    Square,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellStyle {
    pub fill: &'static str,
    pub shape: CellShape,
}

/// Every cell kind a view may name, with its style. A kind not listed is drawn as a plain
/// light cell; a test checks that every kind the registered variants use is here.
pub const CELL_STYLES: &[(&str, CellStyle)] = &[
    ("light", style(LIGHT, CellShape::Station)),
    ("dark", style(DARK, CellShape::Station)),
    ("marked", style("#a7bfa4", CellShape::Circle)),
    ("post", style("#f3ead7", CellShape::Station)),
    ("station", style("#e8dcc0", CellShape::Station)),
    ("camp", style("#a7bfa4", CellShape::Circle)),
    ("hq", style("#d9a6a0", CellShape::Square)),
    ("centre", style("#d8cfb8", CellShape::Circle)),
    ("palace", style("#e9c9a0", CellShape::Square)),
    ("palace-dark", style("#c79a6a", CellShape::Square)),
    ("river", style("#a9cce3", CellShape::Square)),
    ("camp-site", style("#c8d8b0", CellShape::Square)),
    ("hq-zone", style("#ead8c0", CellShape::Square)),
    ("forest", style("#8fb38a", CellShape::Square)),
    ("mountain", style("#b4a48c", CellShape::Square)),
    ("village", style("#e3c9a8", CellShape::Square)),
    ("city", style("#c9b8a6", CellShape::Square)),
    ("rain", style("#b9c7d6", CellShape::Square)),
    ("granary", style("#e6d28a", CellShape::Square)),
];

const fn style(fill: &'static str, shape: CellShape) -> CellStyle {
    CellStyle { fill, shape }
}

/// The style of a cell kind (unknown kinds look like light cells).
pub fn cell_style(kind: &str) -> CellStyle {
    CELL_STYLES
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(style(LIGHT, CellShape::Station), |(_, s)| *s)
}

/// Colour and width (in board units) of a free line's style.
pub fn line_style(style: &str) -> (&'static str, f32) {
    match style {
        "palace" => ("#6e5538", 0.03),
        "river" => ("#4a86b8", 0.05),
        "border" => (FRAME, 0.04),
        _ => (ROAD, 0.03),
    }
}

/// How one seat's discs are painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatColours {
    pub fill: &'static str,
    pub stroke: &'static str,
    pub text: &'static str,
}

const SEATS: [SeatColours; 4] = [
    // Seat 0: White / the first seat.
    SeatColours {
        fill: "#fbfaf5",
        stroke: "#3b3b3b",
        text: "#1e1e1e",
    },
    // Seat 1: Black.
    SeatColours {
        fill: "#2b2b2b",
        stroke: "#0d0d0d",
        text: "#fafafa",
    },
    // Seats 2 and 3, for four-player boards.
    SeatColours {
        fill: "#b8322a",
        stroke: "#5e1410",
        text: "#fff6ea",
    },
    SeatColours {
        fill: "#2f63a8",
        stroke: "#132c52",
        text: "#f2f7ff",
    },
];

/// Disc colours of `seat`; seats beyond the fourth reuse the four in turn.
pub fn seat(seat: Seat) -> SeatColours {
    SEATS[seat.index() % SEATS.len()]
}

/// A face-down piece: nobody knows its owner, so it has no seat colour.
pub const FACE_DOWN: SeatColours = SeatColours {
    fill: "#9c8a6e",
    stroke: "#4d4232",
    text: "#f5efe3",
};

/// Named seat colours a view may ask for.
const NAMED: &[(&str, SeatColours)] = &[
    ("white", SEATS[0]),
    ("black", SEATS[1]),
    ("red", SEATS[2]),
    ("blue", SEATS[3]),
    (
        "green",
        SeatColours {
            fill: "#2e7d4f",
            stroke: "#12361f",
            text: "#f0fff4",
        },
    ),
    (
        "gold",
        SeatColours {
            fill: "#e0b43a",
            stroke: "#6b5010",
            text: "#2a1f00",
        },
    ),
];

/// Disc colours by the view's colour name for `seat`, or by seat order when unnamed.
pub fn seat_named(name: Option<&String>, fallback: Seat) -> SeatColours {
    name.and_then(|n| NAMED.iter().find(|(k, _)| k == n))
        .map_or_else(|| seat(fallback), |(_, c)| *c)
}

const LINKS: [&str; 6] = [
    "#e67e22", "#8e44ad", "#16a085", "#d81b60", "#2980b9", "#7cb342",
];

/// Ring colour of link group `n`: equal groups share a colour, neighbours differ.
pub fn link(n: u8) -> &'static str {
    LINKS[usize::from(n) % LINKS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_seats_have_distinct_fills() {
        let fills: Vec<_> = (0..4).map(|s| seat(Seat(s)).fill).collect();
        for (i, a) in fills.iter().enumerate() {
            for b in &fills[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(seat(Seat(4)), seat(Seat(0)));
    }

    #[test]
    fn neighbouring_link_groups_differ() {
        for n in 0..20u8 {
            assert_ne!(link(n), link(n + 1));
        }
    }
}
