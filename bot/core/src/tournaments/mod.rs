//! Tournaments: the pure pairing and scoring of `referee-tournaments` under their old
//! path, and what `/tournament` asks for ([`action`], a request of the core's).

pub mod action;
pub use referee_tournaments::*;
