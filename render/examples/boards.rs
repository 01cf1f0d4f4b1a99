//! Writes every board kind, seen by every kind of viewer, as PNG: to look at what players
//! get.
//!
//! `cargo run -p render --example boards -- [OUT_DIR (default /tmp/boards)] [WIDTH]`

#[path = "../tests/render/common.rs"]
#[allow(dead_code)]
mod common;

use render::{RenderOptions, Renderer};
use std::error::Error;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1);
    let out = PathBuf::from(args.next().unwrap_or_else(|| "/tmp/boards".to_string()));
    let size_px = args.next().and_then(|w| w.parse().ok()).unwrap_or(800);
    std::fs::create_dir_all(&out)?;
    let renderer = Renderer::new()?;
    for (name, view) in common::every_board_every_viewer() {
        let opts = RenderOptions {
            title: format!("{} · {}", view.variant, view.move_number),
            size_px,
            seat_names: ["alice", "bob", "carol", "dave"]
                .iter()
                .take(view.seat_colors.len())
                .map(|n| n.to_string())
                .collect(),
            ..RenderOptions::default()
        };
        let png = renderer.png(&view, &opts)?;
        let path = out.join(format!("{}.png", name.replace(' ', "-")));
        println!("{} ({} bytes)", path.display(), png.len());
        std::fs::write(path, png)?;
    }
    Ok(())
}
