//! The rules crate's integration tests, one test binary: a module per subject. Shared
//! helpers are in `tests/support`, the spec's test vectors in `tests/vectors` and perft
//! counts in `tests/perft`. Run one subject with `cargo test -p rules --test suite
//! <module>::`, e.g. `demon_vectors::`.

#[path = "../support/mod.rs"]
mod support;

mod ancient_belief;
mod ancient_catalogue;
mod ancient_perft;
mod ancient_probes;
mod ancient_props;
mod ancient_rules;
mod ancient_variant;
mod ancient_vectors;
mod catalogues;
mod demon_locales;
mod demon_perft;
mod demon_props;
mod demon_rules;
mod demon_vectors;
mod demon_words;
mod end_reveal;
mod fuzz;
mod game_seam;
mod junqi_belief;
mod junqi_data;
mod junqi_props;
mod junqi_rules;
mod junqi_seam;
mod junqi_stand_ins;
mod junqi_vectors;
mod layering;
mod marks;
mod picker;
mod secret_duel;
mod sword_magic_perft;
mod sword_magic_props;
mod sword_magic_vectors;
