//! The functional core: `Request` in, `Effect`s out. Being written (issue 2).
pub mod effect;
pub mod request;
