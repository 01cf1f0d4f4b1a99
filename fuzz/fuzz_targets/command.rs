//! Any slash command text and console script line: no panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let names = |id: u64| Some(format!("user{id}"));
    let _ = referee_core::parse::parse_typed(&text, &names);
    let _ = referee_console::parse_line(&text);
    let _ = referee_core::parse::parse_duration(&text);
});
