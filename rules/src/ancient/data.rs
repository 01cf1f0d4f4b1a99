//! The board and piece tables in `data/ancient/` (embedded), each entry citing its
//! spec section. The rules read the board geometry from here.

use super::piece::Side;
use super::square::Square;
use serde::Deserialize;
use std::sync::OnceLock;

const BOARD_JSON: &str = include_str!("../../../data/ancient/board.json");
const PIECES_JSON: &str = include_str!("../../../data/ancient/pieces.json");

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideData {
    pub platform: Option<Square>,
    pub hq_zone: Vec<Square>,
    pub camp_sites: Vec<Square>,
    pub base_file: String,
    pub king_start: Option<Square>,
    pub village: Option<Square>,
    pub deploy_files: String,
    pub src: String,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    pub squares: Vec<Square>,
    #[serde(default)]
    pub flow: Option<String>,
    pub src: String,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sides {
    pub red: SideData,
    pub black: SideData,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terrain {
    pub river: Region,
    pub forests: Region,
    pub rain_fixed: Region,
    pub rain_drifting: Region,
    pub third_party_start: Region,
}

/// `data/ancient/board.json`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardData {
    pub spec: String,
    pub files: String,
    pub ranks: u8,
    pub sides: Sides,
    pub terrain: Terrain,
}

impl BoardData {
    pub fn side(&self, side: Side) -> &SideData {
        match side {
            Side::Red => &self.sides.red,
            Side::Black => &self.sides.black,
        }
    }
}

/// One row of `data/ancient/pieces.json`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceData {
    pub id: String,
    pub kind: String,
    pub zh_hans: String,
    pub zh_hant: String,
    pub en: String,
    pub class: String,
    pub strength: Option<u8>,
    pub range: Option<u8>,
    pub supp: Option<u8>,
    pub src: String,
}

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceTable {
    pub spec: String,
    pub pieces: Vec<PieceData>,
}

/// Parse errors surface in `data_files_load` (tests); at run time a broken file would
/// give an empty board, never a panic.
pub fn load_board() -> Result<BoardData, serde_json::Error> {
    serde_json::from_str(BOARD_JSON)
}

pub fn load_pieces() -> Result<PieceTable, serde_json::Error> {
    serde_json::from_str(PIECES_JSON)
}

pub fn board() -> &'static BoardData {
    static BOARD: OnceLock<BoardData> = OnceLock::new();
    BOARD.get_or_init(|| load_board().unwrap_or_default())
}

pub fn pieces() -> &'static PieceTable {
    static PIECES: OnceLock<PieceTable> = OnceLock::new();
    PIECES.get_or_init(|| load_pieces().unwrap_or_default())
}

/// The table row of a vector token (`A2`, `G`, …).
pub fn piece(id: &str) -> Option<&'static PieceData> {
    pieces().pieces.iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_files_load_and_are_mirror_images() {
        let board = load_board().unwrap();
        let pieces = load_pieces().unwrap();
        assert_eq!(pieces.pieces.len(), 21);
        let mirror = |sq: Square| Square::at(-sq.x(), sq.y()).unwrap();
        let red = &board.sides.red;
        let black = &board.sides.black;
        assert_eq!(
            red.camp_sites
                .iter()
                .map(|&s| mirror(s))
                .collect::<Vec<_>>(),
            black.camp_sites
        );
        assert_eq!(red.platform.map(mirror), black.platform);
        for sq in &red.hq_zone {
            assert!(sq.distance(red.platform.unwrap()) <= 1);
        }
        assert_eq!(board.terrain.forests.squares.len(), 4);
        // No square is adjacent to two forests (S7).
        for sq in Square::all() {
            let near = board
                .terrain
                .forests
                .squares
                .iter()
                .filter(|f| f.distance(sq) <= 1)
                .count();
            assert!(near <= 1, "{sq}");
        }
    }
}
