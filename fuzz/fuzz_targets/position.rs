//! Any position string for every variant that has one: no panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{Game, VariantId};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for id in VariantId::all() {
        if id.info().has_position() {
            let _ = Game::from_position(id, &text);
        }
    }
});
