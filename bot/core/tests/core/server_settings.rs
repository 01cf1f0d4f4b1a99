//! `/server`: a server's settings, shown to anyone there, changed only by its managers.

use crate::harness;

use harness::*;
use referee_core::request::{Command, Place, Request, ServerChanges};

/// `/server ratings:off` as the Discord shell sends it, vouching (or not) for Manage Server.
fn ratings_off(who: &str, server_manager: bool) -> Request {
    Request {
        user: user(who),
        place: Place {
            channel: CHANNEL,
            guild: Some(1),
            dm: false,
        },
        command: Command::Server {
            changes: ServerChanges {
                ratings: Some(false),
                ..ServerChanges::default()
            },
            server_manager,
        },
        delivery_id: None,
        now: T0,
        locale: None,
    }
}

#[test]
fn only_a_manager_turns_ratings_off_and_everyone_sees_it() {
    let core = core();
    let shown = say(&core, "alice", "/server", T0);
    assert!(text(&shown[0]).contains("ratings: on"), "{shown:#?}");
    // Typed text never vouches for Manage Server.
    assert_refused(&say(&core, "alice", "/server ratings:off", T0), "alice");
    assert_refused(&core.handle(ratings_off("alice", false)), "alice");
    let saved = core.handle(ratings_off("alice", true));
    assert!(text(&saved[0]).contains("ratings: off"), "{saved:#?}");
    let shown = say(&core, "bob", "/server", T0);
    assert!(text(&shown[0]).contains("ratings: off"), "{shown:#?}");
    let entry = core.store().server(1).expect("read").expect("saved");
    assert!(!entry.ratings);
}

#[test]
fn server_settings_are_refused_in_private_messages() {
    let core = core();
    let refused = assert_refused(&dm(&core, "alice", "/server", T0), "alice");
    assert!(refused.contains("server"), "{refused}");
}
