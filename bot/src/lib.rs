//! The referee bot: a functional core (`Request` in, `Effect`s out) and thin shells.
pub mod core;
