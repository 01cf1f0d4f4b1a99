//! Render's integration tests, one binary (linked once): each module was a test file.

#[allow(dead_code)] // shared with the bench, which uses other parts
mod common;
mod coordinates;
mod font;
mod layering;
mod legibility;
mod marks;
mod move_numbers;
mod png_output;
mod replay;
mod styles;
mod svg;
