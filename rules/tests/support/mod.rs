//! Helpers shared by the rules crate's integration tests. Each test binary uses only
//! some of them.
#![allow(dead_code)]

pub mod perft;
pub mod vectors;
