//! The console's tests, one binary. The console run as the `referee` binary is tested in
//! the `referee` package.

mod fuzz_inputs;
mod layering;
