//! Helpers shared by the rules crate's integration tests (`tests/suite`): perft files,
//! test-vector blocks and fuzz mutations. Each test module uses only some of them.
#![allow(dead_code)]

pub mod mutate;
pub mod perft;
pub mod vectors;
