//! What one viewer may see of a game, as plain data for the board image (spec §5).
//! Decoys look exactly like real 军 armies except in their owner's picture; hidden
//! ambushers appear only in their owner's picture, except what the viewer's own probes
//! still know (§5.2 K7); everything shows after the end.

use super::event::{Event, Found};
use super::game::{AncientGame, Phase};
use super::piece::{Side, StructKind, Unit, UnitKind};
use super::position::{geometry, Position};
use super::probes::HeldProbe;
use super::square::Square;
use serde::{Deserialize, Serialize};

/// A unit as drawn for one viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitPicture {
    /// `None` only for the neutral 友1.
    pub owner: Option<Side>,
    /// The piece kind id as the viewer may know it (`army-2`, `commander`, …):
    /// a decoy is `army-N` to everyone but its owner.
    pub kind: String,
    /// The strength on the disc (`2`, `1`) or the piece's short name.
    pub label: String,
    /// `decoy` / `hidden` (owner only), `last` (moved or hit in the last action), and
    /// the probe results of §5.2 K7: `probe-decoy`, `probe-real`, `probe-hidden` on an
    /// enemy unit the viewer's probes still know (a decoy found is drawn as one; an
    /// ambusher found is drawn in its forest), `probed` on the viewer's own unit the
    /// enemy holds a result on.
    pub marks: Vec<String>,
}

/// One square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellPicture {
    pub square: Square,
    /// Fixed and supplement terrain: `hq`, `platform`, `camp-site`, `river`, `forest`,
    /// `rain`, `village`, `base-file`.
    pub terrain: Vec<String>,
    /// `camp`, `city`, `burned-camp`, `granary`, `roadblock` with its owner.
    pub structure: Option<(String, Option<Side>)>,
    pub unit: Option<UnitPicture>,
}

/// A public note of one side: a counter (`decoys`, `fu`, `shao`, `block`, `hou`) with its
/// value, or a fact (`granary-lost`, `chosen`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub side: Side,
    pub label: String,
    pub count: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    pub cells: Vec<CellPicture>,
    /// Squares of the last action, from public facts only.
    pub last: Vec<Square>,
    /// Straight lines to draw: (`river-flow`, source, mouth) with S13, arrow at the mouth.
    pub lines: Vec<(String, Square, Square)>,
    /// Counter-clockwise quarter turns so the viewer's side is at the bottom (red for
    /// spectators): red sits on the left, so one turn puts it at the bottom.
    pub quarter_turns: u8,
    /// Public counters and reserve notes, worded as `ancient-note-<label>`.
    pub notes: Vec<Note>,
    /// The probe results the viewer still holds (§5.2 K7), forests found empty included;
    /// none for spectators and after the end.
    #[serde(default)]
    pub probes: Vec<HeldProbe>,
}

fn kind_id(unit: &Unit, as_owner: bool) -> String {
    let token = if as_owner {
        unit.token()
    } else {
        unit.public_token()
    };
    super::data::piece(&token).map_or(token, |p| p.kind.clone())
}

fn structure_id(kind: StructKind) -> &'static str {
    match kind {
        StructKind::Camp => "camp",
        StructKind::City => "city",
        StructKind::Burned => "burned-camp",
        StructKind::Granary => "granary",
        StructKind::Roadblock => "roadblock",
        StructKind::Forest => "forest",
        StructKind::Village => "village",
    }
}

impl Position {
    fn unit_picture(&self, sq: Square, viewer: Option<Side>, reveal: bool) -> Option<UnitPicture> {
        let unit = self.unit(sq)?;
        let own = reveal || (viewer.is_some() && unit.side == viewer);
        if unit.hidden && !own {
            return None;
        }
        let mut marks = Vec::new();
        if own && unit.is_decoy() {
            marks.push("decoy".to_string());
        }
        if own && unit.hidden {
            marks.push("hidden".to_string());
        }
        Some(UnitPicture {
            owner: unit.side,
            kind: kind_id(unit, own),
            label: label_of(unit),
            marks,
        })
    }
}

/// The strength on the disc (`2`, `1`) or the piece's short name.
fn label_of(unit: &Unit) -> String {
    match unit.kind {
        UnitKind::Army { strength, .. } => strength.to_string(),
        UnitKind::Decoy { shown } => shown.to_string(),
        UnitKind::Commander => "G".into(),
        UnitKind::Cannon => "C".into(),
        UnitKind::Ox => "X".into(),
    }
}

/// Draws on one square what `viewer` knows from probes (§5.2 K7): `mine` are the results
/// it holds on enemy units and forests, `theirs` those the enemy holds on its own.
fn with_probes(
    unit: &mut Option<UnitPicture>,
    sq: Square,
    viewer: Side,
    mine: &[HeldProbe],
    theirs: &[HeldProbe],
) {
    match unit {
        Some(u) if u.owner == Some(viewer) => {
            if theirs.iter().any(|h| h.at == sq && h.found != Found::Empty) {
                u.marks.push("probed".to_string());
            }
        }
        Some(u) => match mine.iter().find(|h| h.on_unit() && h.at == sq) {
            Some(HeldProbe {
                found: Found::Decoy(token),
                ..
            }) => {
                if let Some(decoy) = Unit::from_token(Some(viewer.other()), token) {
                    u.kind = kind_id(&decoy, true);
                }
                u.marks.push("probe-decoy".to_string());
            }
            Some(_) => u.marks.push("probe-real".to_string()),
            None => {}
        },
        None => {
            let found = mine.iter().find_map(|h| match &h.found {
                Found::Hidden(token) if h.at == sq => Unit::from_token(Some(viewer.other()), token),
                _ => None,
            });
            if let Some(ambusher) = found {
                *unit = Some(UnitPicture {
                    owner: ambusher.side,
                    kind: kind_id(&ambusher, true),
                    label: label_of(&ambusher),
                    marks: vec!["probe-hidden".to_string()],
                });
            }
        }
    }
}

/// Squares named by the public events of one action.
fn public_squares(events: &[Event]) -> Vec<Square> {
    let mut out = Vec::new();
    for event in events.iter().filter(|e| e.private_to().is_none()) {
        let text = event.to_string();
        for word in text.split(|c: char| !c.is_ascii_alphanumeric()) {
            // `x<sq>` results carry a leading x.
            let word = word
                .strip_prefix('x')
                .filter(|w| w.len() == 2)
                .unwrap_or(word);
            if let Ok(sq) = Square::parse(word) {
                if !out.contains(&sq) {
                    out.push(sq);
                }
            }
        }
    }
    out
}

impl AncientGame {
    /// The picture for `viewer` (`None` = spectator).
    pub fn picture(&self, viewer: Option<Side>) -> Picture {
        self.draw(viewer, self.phase == Phase::Over)
    }

    /// The spectator's picture with every unit as its owner sees it, as after the end:
    /// what the replay of a game that ended with a result draws before that end.
    pub(crate) fn revealed_picture(&self) -> Picture {
        self.draw(None, true)
    }

    fn draw(&self, viewer: Option<Side>, reveal: bool) -> Picture {
        let pos = &self.position;
        let last: Vec<Square> = self
            .log
            .last()
            .map(|events| public_squares(events))
            .unwrap_or_default();
        let held = |side: Side| match (viewer, reveal) {
            (Some(_), false) => self.probe_results(side),
            _ => Vec::new(),
        };
        let mine = viewer.map(held).unwrap_or_default();
        let theirs = viewer.map(|v| held(v.other())).unwrap_or_default();
        let cells = Square::all()
            .map(|sq| {
                let mut terrain = Vec::new();
                for side in Side::BOTH {
                    if geometry::platform(side) == sq {
                        terrain.push("platform".to_string());
                    }
                    if geometry::in_hq_zone(side, sq) {
                        terrain.push("hq".to_string());
                    }
                    if geometry::camp_sites(side).contains(&sq) {
                        terrain.push("camp-site".to_string());
                    }
                    if sq.x() == geometry::base_file_x(side) {
                        terrain.push("base-file".to_string());
                    }
                }
                if pos.is_river(sq) {
                    terrain.push("river".to_string());
                }
                if pos.is_rain(sq) {
                    terrain.push("rain".to_string());
                }
                let structure = pos.structure(sq).and_then(|s| match s.kind {
                    StructKind::Forest | StructKind::Village => {
                        terrain.push(structure_id(s.kind).to_string());
                        None
                    }
                    kind => Some((structure_id(kind).to_string(), s.side)),
                });
                let mut unit = pos.unit_picture(sq, viewer, reveal);
                if let (Some(v), false) = (viewer, reveal) {
                    with_probes(&mut unit, sq, v, &mine, &theirs);
                }
                if let Some(u) = unit.as_mut() {
                    if last.contains(&sq) {
                        u.marks.push("last".to_string());
                    }
                }
                CellPicture {
                    square: sq,
                    terrain,
                    structure,
                    unit,
                }
            })
            .collect();
        let mut notes = Vec::new();
        for side in Side::BOTH {
            let c = pos.counters.get(side);
            let note = |label: &str, count| Note {
                side,
                label: label.to_string(),
                count,
            };
            for (n, label, value) in [
                (6, "decoys", c.decoys),
                (7, "fu", c.fu),
                (12, "shao", c.shao),
                (10, "block", c.block),
                (2, "hou", c.hou),
            ] {
                if self.supps.has(n) {
                    notes.push(note(label, Some(value)));
                }
            }
            if self.supps.has(11) && c.glost {
                notes.push(note("granary-lost", None));
            }
            if matches!(self.phase, Phase::Camps | Phase::Deploy) && self.has_chosen(side) {
                notes.push(note("chosen", None));
            }
        }
        let river: Vec<Square> = Square::all().filter(|&sq| pos.is_river(sq)).collect();
        let lines = match (river.first(), river.last()) {
            (Some(&source), Some(&mouth)) => vec![("river-flow".to_string(), source, mouth)],
            _ => Vec::new(),
        };
        Picture {
            cells,
            last,
            lines,
            // Red is on the left: one turn puts red at the bottom, three put black there.
            quarter_turns: if viewer == Some(Side::Black) { 3 } else { 1 },
            notes,
            probes: mine,
        }
    }
}
