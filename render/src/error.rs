//! Why an image could not be made.

use std::fmt;

/// Why an image could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderError(String);

impl RenderError {
    pub(crate) fn new(msg: impl Into<String>) -> Self {
        RenderError(msg.into())
    }
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RenderError {}
