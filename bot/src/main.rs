//! `referee`: the Discord referee bot for Chinese board-game variants.

fn main() {}
