//! The Discord shell end to end, one binary: the real core and serenity client against
//! the fake Discord of `referee-testkit`.

mod admin;
mod closed_dms;
mod game;
mod gateway;
mod intents;
mod invocations;
mod junqi;
mod layering;
mod limits;
mod locale;
mod messages;
mod permissions;
mod picker;
mod record;
mod refusals;
// The real shell against the fake Discord; the benches compile this file too.
#[allow(dead_code)]
mod shell;
mod sword_magic;
mod tables;
mod tournament;
