//! The words around the board: the title band and the side panels with their pieces.

use super::{disc, Ctx, Frame};
use crate::scene::{Badge, Bounds, Caption, Item};
use crate::text::{estimated_ems, fit_chars, MIDDLE};
use rules::{Panel, Seat, View};

/// Most lines the subtitle wraps to; what still does not fit shrinks and is cut on the last.
pub(crate) const MAX_SUBTITLE_LINES: usize = 3;

/// Subtitle size before any shrinking, and the distance between subtitle lines, as a
/// share of the image width.
const SUBTITLE_SIZE: f32 = 0.024;
pub(super) const SUBTITLE_STEP: f32 = 0.03;

/// Where the title text starts: after the to-move badge when there is one.
fn text_left(view: &View, width: f32, margin: f32) -> f32 {
    let size = 0.04 * width;
    match view.to_move {
        Some(_) => margin + 2.0 * MIDDLE * size + 0.3 * size,
        None => margin,
    }
}

/// The subtitle in the reader's language, wrapped into lines at the boundaries between
/// its parts (the caller's subtitle, then each note) so a counter never loses its label
/// to a cut: as many lines as fit at the normal size, at most [`MAX_SUBTITLE_LINES`].
pub(super) fn subtitle_lines(view: &View, ctx: &Ctx, width: f32, margin: f32) -> Vec<String> {
    let opts = ctx.opts;
    let seat_name = |s: Seat| {
        opts.seat_names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("{}", s.0 + 1))
    };
    let parts: Vec<String> = opts
        .subtitle
        .split(" · ")
        .map(str::to_string)
        .chain(
            view.notes
                .iter()
                .map(|n| ctx.words.format(ctx.family, opts.locale, n, &seat_name)),
        )
        .filter(|n| !n.trim().is_empty())
        .collect();
    let room = (width - text_left(view, width, margin) - margin).max(1.0);
    let fits = |line: &str| estimated_ems(line) * SUBTITLE_SIZE * width <= room;
    let mut lines: Vec<String> = Vec::new();
    for part in parts {
        let full = lines.len() == MAX_SUBTITLE_LINES;
        match lines.last_mut() {
            Some(line) if fits(&format!("{line} · {part}")) || full => {
                line.push_str(" · ");
                line.push_str(&part);
            }
            _ => lines.push(part),
        }
    }
    lines
}

/// Lines the players' row takes in the title band: one when the caller named a player.
pub(super) fn players_lines(ctx: &Ctx) -> usize {
    usize::from(ctx.opts.seat_names.iter().any(|n| !n.trim().is_empty()))
}

/// The players' row, on subtitle line `row`: each seat's colour as a badge before its
/// player's name, so the image says who plays which side or seat. Shrunk to the width,
/// then each name cut alike.
fn players(ctx: &Ctx, f: &Frame, x: f32, row: usize) -> Vec<(Badge, Caption)> {
    let names: Vec<(Seat, &str)> = ctx
        .opts
        .seat_names
        .iter()
        .enumerate()
        .filter_map(|(i, name)| Some((Seat(u8::try_from(i).ok()?), name.trim())))
        .filter(|(_, name)| !name.is_empty())
        .collect();
    if names.is_empty() {
        return Vec::new();
    }
    // Per name, besides its text: the badge, the space after it, the space before the next.
    const BESIDE: f32 = 2.0 * MIDDLE + 0.3 + 1.0;
    let count = names.len() as f32;
    let room = (f.width - x - f.margin).max(1.0);
    let ems: f32 = names.iter().map(|(_, n)| estimated_ems(n)).sum::<f32>() + BESIDE * count;
    let size = (SUBTITLE_SIZE * f.width)
        .min(room / ems)
        .max(0.017 * f.width);
    let budget = cut_length(
        names.iter().map(|(_, n)| estimated_ems(n)).collect(),
        room / size - BESIDE * count,
    );
    let baseline = f.margin + (0.075 + SUBTITLE_STEP * row as f32) * f.width;
    let mut left = x;
    names
        .into_iter()
        .map(|(seat, name)| {
            let r = MIDDLE * size;
            let badge = Badge {
                cx: left + r,
                cy: baseline - MIDDLE * size,
                r,
                colours: ctx.colours(Some(seat)),
            };
            let text = fit_chars(name, budget);
            let caption = Caption {
                x: left + 2.0 * r + 0.3 * size,
                y: baseline,
                size,
                text,
            };
            left = caption.x + (estimated_ems(&caption.text) + 1.0) * size;
            (badge, caption)
        })
        .collect()
}

/// The length (in ems) every name is cut to so that all fit in `room`: short names keep
/// their whole length and leave what they do not use to the long ones ("alice" beside
/// three "referee (East)").
fn cut_length(mut lengths: Vec<f32>, room: f32) -> f32 {
    lengths.sort_by(f32::total_cmp);
    let mut left = room;
    for (i, length) in lengths.iter().enumerate() {
        let sharing = (lengths.len() - i) as f32;
        if length * sharing > left {
            return (left / sharing).max(2.0);
        }
        left -= length;
    }
    f32::MAX
}

/// The title band above the board: whose turn (a badge), the title, the subtitle lines
/// (see [`subtitle_lines`]) and the players' row.
pub(super) fn title(view: &View, ctx: &Ctx, f: &Frame, lines: &[String]) -> Item {
    let opts = ctx.opts;
    let size = 0.04 * f.width;
    let x = text_left(view, f.width, f.margin);
    let baseline = f.margin + 0.045 * f.width;
    let to_move = view.to_move.map(|seat| {
        let r = MIDDLE * size;
        Badge {
            cx: f.margin + r,
            cy: baseline - MIDDLE * size,
            r,
            colours: ctx.colours(Some(seat)),
        }
    });
    let heading = if opts.title.is_empty() {
        &view.variant
    } else {
        &opts.title
    };
    let title = Caption {
        x,
        y: baseline,
        size,
        text: heading.clone(),
    };
    // A line that still does not fit (a long question to a player, or everything past
    // the last line) shrinks to the width, down to a readable floor; what still does not
    // fit is cut with an ellipsis rather than run off.
    let room = (f.width - x - f.margin).max(1.0);
    let floor = 0.017 * f.width;
    let subtitle = lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let size = (SUBTITLE_SIZE * f.width)
                .min(room / estimated_ems(line))
                .max(floor);
            Caption {
                x,
                y: f.margin + (0.075 + SUBTITLE_STEP * i as f32) * f.width,
                size,
                text: fit_chars(line, room / size),
            }
        })
        .collect();
    Item::Title {
        bounds: Bounds::new(0.0, 0.0, f.width, f.board_top),
        to_move,
        title,
        subtitle,
        players: players(ctx, f, x, lines.len()),
    }
}

/// Panels stacked beside the board, each a heading over its pieces in three columns.
pub(super) fn panels(items: &mut Vec<Item>, panels: &[Panel], ctx: &Ctx, f: &Frame) {
    if panels.is_empty() {
        return;
    }
    let slot_h = f.board_h * f.unit / panels.len() as f32;
    let heading = (0.026 * f.width).min(0.3 * slot_h);
    const COLUMNS: usize = 3;
    for (k, panel) in panels.iter().enumerate() {
        let top = f.board_top + k as f32 * slot_h;
        let badge = MIDDLE * heading;
        let baseline = top + heading;
        let title = ctx
            .words
            .format(ctx.family, ctx.opts.locale, &panel.title, &|s| {
                format!("{}", s.0 + 1)
            });
        let text_left = f.panel_left + 2.0 * badge + 0.3 * heading;
        // Shrink long titles ("Black graveyard") to the panel's width instead of clipping them.
        let room = (f.panel_left + f.panel_w - text_left).max(1.0);
        let title_size = heading.min(room / estimated_ems(&title));
        items.push(Item::PanelHeading {
            bounds: Bounds::new(
                f.panel_left - 2.0,
                top - 2.0,
                f.panel_w + 4.0,
                baseline + 0.35 * heading + 2.0 - top,
            ),
            badge: Badge {
                cx: f.panel_left + badge,
                cy: baseline - MIDDLE * heading,
                r: badge,
                colours: ctx.colours(panel.owner),
            },
            title: Caption {
                x: text_left,
                y: baseline,
                size: title_size,
                text: title,
            },
        });

        let rows = panel.pieces.len().div_ceil(COLUMNS).max(1) as f32;
        let area_top = top + 1.45 * heading;
        let area_h = (slot_h - 1.6 * heading).max(0.0);
        let step = (f.panel_w / COLUMNS as f32).min(area_h / rows);
        let r = 0.44 * step;
        for (i, glyph) in panel.pieces.iter().enumerate() {
            let col = (i % COLUMNS) as f32;
            let row = (i / COLUMNS) as f32;
            let (cx, cy) = (
                f.panel_left + (col + 0.5) * step,
                area_top + (row + 0.5) * step,
            );
            items.push(Item::Disc(disc(cx, cy, r, glyph, ctx)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::cut_length;

    #[test]
    fn short_names_leave_their_room_to_long_ones() {
        // "alice" beside two long names: alice keeps all of hers, the others share the rest.
        assert_eq!(cut_length(vec![14.0, 5.0, 14.0], 30.0), 12.5);
        // Room for all: nothing is cut.
        assert_eq!(cut_length(vec![14.0, 5.0, 14.0], 40.0), f32::MAX);
        // Never cut below two ems.
        assert_eq!(cut_length(vec![14.0, 14.0], 1.0), 2.0);
    }
}
