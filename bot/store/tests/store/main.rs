//! The storage engines' tests, one binary: the conformance suite on every engine, the
//! indexes after a crash, and PostgreSQL with `referee migrate`.

mod conformance;
mod deadlines;
mod layering;
mod old_layout;
mod postgres;
mod ratings;
mod saved_setups;
