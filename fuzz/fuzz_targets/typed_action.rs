//! Any text typed by any seat of any variant: no panic, and a refusal changes nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::game::Channel;
use rules::{Game, Seat, Setup, VariantId};

fuzz_target!(|data: &[u8]| {
    let [which, seat, rest @ ..] = data else {
        return;
    };
    let variants = VariantId::all();
    let Some(&id) = variants.get(usize::from(*which) % variants.len().max(1)) else {
        return;
    };
    let setup = Setup {
        seats: id.info().min_seats.max(2).min(id.info().max_seats),
        options: Default::default(),
        seed: 1,
    };
    let Ok(mut game) = Game::new(id, setup) else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let before = game.record().clone();
    if game.play(Seat(*seat % 5), &text, Channel::Private).is_err() {
        assert_eq!(&before, game.record());
    }
});
