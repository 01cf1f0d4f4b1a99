//! Colours. Calm board shades, seat colours that read on every shade, link ring colours.
//! The colours of terrain and other family cell kinds are the families' own (`crate::style`).

use rules::Seat;

/// Page background and ink for titles, labels and panel headings.
pub const BACKGROUND: &str = "#faf7f0";
pub const INK: &str = "#2a2a2a";
pub const MUTED_INK: &str = "#6b6358";

/// Square shades.
pub const LIGHT: &str = "#f0d9b5";
pub const DARK: &str = "#b58863";
/// A cell the view singles out (`marked`).
pub const MARKED: &str = "#a7bfa4";
/// Board frame.
pub const FRAME: &str = "#6e5538";

/// Last move: a translucent overlay over any shade.
pub const LAST_MOVE: &str = "#9bc700";
pub const LAST_MOVE_OPACITY: f32 = 0.45;
/// Its solid edge: a frame inside a square.
pub const LAST_MOVE_EDGE: &str = "#5f8a00";
/// The bright band of its ring around a graph board's cell (between dark rims).
pub const LAST_MOVE_RING: &str = "#b5e61d";

/// Hint dots and rings.
pub const HINT: &str = "#1f4e2e";
pub const HINT_OPACITY: f32 = 0.45;
/// A hint ring around an occupied cell: stronger than a dot, since it shares the cell
/// with a disc.
pub const HINT_RING_OPACITY: f32 = 0.75;
/// The pale halo under a hint ring around an occupied cell.
pub const HINT_HALO: &str = "#fffbe8";
pub const HINT_HALO_OPACITY: f32 = 0.8;

/// The piece a move picker has chosen: a magenta frame or ring, apart from the last
/// move's greens, the hints' dark green and every seat's disc colour (blue among them).
pub const SELECTED: &str = "#e0219a";

/// Graph boards: roads and railways.
pub const ROAD: &str = "#8a7a5f";
pub const RAIL: &str = "#3a3a3a";
pub const RAIL_DASH: &str = "#f5f0e0";

/// The ban mark of a sealed piece.
pub const SEALED: &str = "#c0392b";
/// The ring of a promoted piece, the dot of a secret one, the cross of a removed one.
pub const PROMOTED: &str = "#d4a017";
pub const SECRET: &str = "#8e44ad";
pub const REMOVED: &str = "#c0392b";
/// A private mark's tag (`/mark`): white, as the discs' own signs are, so it adds few colours
/// to the image.
pub const MARK_TAG: &str = "#ffffff";
/// A move's number when several moves show at once: white on the hint's dark green,
/// edged in the last move's bright ring colour (no new colour in the image).
pub const MOVE_NUMBER: &str = HINT;
pub const MOVE_NUMBER_TEXT: &str = "#ffffff";

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

/// Colours any image may show as a flat area: ink, seat colours, marks, links. An animated
/// replay keeps all of them in its one palette, so a piece or mark that first appears late
/// in the game keeps its colour.
pub(crate) fn flat_colours() -> Vec<&'static str> {
    let mut out = vec![
        BACKGROUND, INK, MUTED_INK, LIGHT, DARK, MARKED, FRAME, HINT, ROAD, RAIL, RAIL_DASH,
        SEALED, PROMOTED, SECRET, REMOVED, "#ffffff",
    ];
    for colours in NAMED.iter().map(|(_, c)| c).chain([&FACE_DOWN]) {
        out.extend([colours.fill, colours.stroke, colours.text]);
    }
    out.extend(LINKS);
    out.sort_unstable();
    out.dedup();
    out
}

/// `#rrggbb` as three bytes; anything else as black.
pub(crate) fn rgb(hex: &str) -> [u8; 3] {
    let digits = hex
        .strip_prefix('#')
        .filter(|d| d.len() == 6)
        .unwrap_or("000000");
    let channel = |i: usize| {
        digits
            .get(2 * i..2 * i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    [channel(0), channel(1), channel(2)]
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
    fn hex_colours_read_as_bytes() {
        assert_eq!(rgb("#faf7f0"), [0xfa, 0xf7, 0xf0]);
        assert_eq!(rgb("red"), [0, 0, 0]);
        assert_eq!(rgb("#abc"), [0, 0, 0]);
        assert!(flat_colours().contains(&PROMOTED));
    }

    #[test]
    fn neighbouring_link_groups_differ() {
        for n in 0..20u8 {
            assert_ne!(link(n), link(n + 1));
        }
    }
}
