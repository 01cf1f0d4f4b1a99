//! `referee`: the Discord referee bot for Chinese board-game variants.
mod core;

fn main() {}
