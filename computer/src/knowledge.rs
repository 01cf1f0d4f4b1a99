//! What one seat knows: the only input a computer player gets.
//!
//! A [`Knowledge`] is built from public facts of the game's set-up and then grows one
//! [`Observation`] per accepted action. An observation holds what the seat would have
//! been shown of that action: its public notation, its public events, the private events
//! addressed to this seat, the seat's own view afterwards and the seat's own legal
//! commands. Nothing here can hold the game itself, its seed or another seat's private
//! notes; the checks in [`Observation::new`] refuse a view made for another viewer and
//! notes addressed to another seat.

use rules::{Event, PrivateNote, Seat, VariantId, View, Viewer};
use std::collections::BTreeMap;

/// How many legal commands an observation keeps at most (deployment phases can have
/// more layouts than are worth listing; a family player that needs all of them makes
/// its own from its sampled worlds).
pub const LEGAL_LIMIT: usize = 512;

/// The public part of a game's set-up: never its seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicSetup {
    variant: VariantId,
    seats: usize,
    options: BTreeMap<String, String>,
    /// The start position, kept only for perfect-information variants (a hidden
    /// variant's position string would name hidden pieces).
    start: Option<String>,
}

impl PublicSetup {
    pub fn new(
        variant: VariantId,
        seats: usize,
        options: BTreeMap<String, String>,
        start: Option<String>,
    ) -> PublicSetup {
        let start = start.filter(|_| !variant.info().hidden);
        PublicSetup {
            variant,
            seats,
            options,
            start,
        }
    }
    pub fn variant(&self) -> VariantId {
        self.variant
    }
    pub fn seats(&self) -> usize {
        self.seats
    }
    pub fn options(&self) -> &BTreeMap<String, String> {
        &self.options
    }
    pub fn start(&self) -> Option<&str> {
        self.start.as_deref()
    }
}

/// Why an observation was refused: it carried something the seat may not see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The view was made for another viewer.
    ForeignView,
    /// A private note addressed to another seat.
    ForeignNote,
}

/// One accepted action as the observing seat saw it.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    actor: Seat,
    public_notation: String,
    events: Vec<Event>,
    private: Vec<Event>,
    view: View,
    legal: Vec<String>,
}

impl Observation {
    /// `events` are the action's public events, `private` the notes the action's report
    /// addressed to `seat`, `view` the seat's view after the action and `legal` the seat's
    /// legal commands after it (at most [`LEGAL_LIMIT`] are kept).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        seat: Seat,
        actor: Seat,
        public_notation: String,
        events: Vec<Event>,
        private: &[PrivateNote],
        view: View,
        mut legal: Vec<String>,
    ) -> Result<Observation, Refused> {
        if view.viewer != Viewer::Seat(seat) {
            return Err(Refused::ForeignView);
        }
        if private.iter().any(|note| note.to != seat) {
            return Err(Refused::ForeignNote);
        }
        legal.truncate(LEGAL_LIMIT);
        Ok(Observation {
            actor,
            public_notation,
            events,
            private: private.iter().flat_map(|n| n.events.clone()).collect(),
            view,
            legal,
        })
    }
    /// The seat that acted.
    pub fn actor(&self) -> Seat {
        self.actor
    }
    /// The action as everyone may read it (a private action shows only its outline).
    pub fn public_notation(&self) -> &str {
        &self.public_notation
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// Events only this seat was told.
    pub fn private_events(&self) -> &[Event] {
        &self.private
    }
    /// This seat's view after the action.
    pub fn view(&self) -> &View {
        &self.view
    }
}

/// Everything one seat knows of a game, and nothing more.
#[derive(Clone, Debug, PartialEq)]
pub struct Knowledge {
    setup: PublicSetup,
    seat: Seat,
    /// The seat's view before any action.
    first_view: View,
    first_legal: Vec<String>,
    history: Vec<Observation>,
}

impl Knowledge {
    /// A seat's knowledge at the start: the public set-up, its first view and its legal
    /// commands then.
    pub fn new(
        setup: PublicSetup,
        seat: Seat,
        first_view: View,
        mut first_legal: Vec<String>,
    ) -> Result<Knowledge, Refused> {
        if first_view.viewer != Viewer::Seat(seat) {
            return Err(Refused::ForeignView);
        }
        first_legal.truncate(LEGAL_LIMIT);
        Ok(Knowledge {
            setup,
            seat,
            first_view,
            first_legal,
            history: Vec::new(),
        })
    }

    /// Adds what the seat saw of one more action.
    pub fn observe(&mut self, observation: Observation) -> Result<(), Refused> {
        if observation.view.viewer != Viewer::Seat(self.seat) {
            return Err(Refused::ForeignView);
        }
        self.history.push(observation);
        Ok(())
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }
    pub fn setup(&self) -> &PublicSetup {
        &self.setup
    }
    pub fn variant(&self) -> VariantId {
        self.setup.variant
    }
    /// Every action seen so far, oldest first.
    pub fn history(&self) -> &[Observation] {
        &self.history
    }
    /// The seat's view now.
    pub fn view(&self) -> &View {
        self.history.last().map_or(&self.first_view, |o| &o.view)
    }
    /// The seat's views, the first one and then one after every action.
    pub fn views(&self) -> impl Iterator<Item = &View> {
        std::iter::once(&self.first_view).chain(self.history.iter().map(|o| &o.view))
    }
    /// The seat's legal commands now (at most [`LEGAL_LIMIT`]).
    pub fn legal(&self) -> &[String] {
        self.history.last().map_or(&self.first_legal, |o| &o.legal)
    }
    /// Whether it is this seat's turn to act.
    pub fn to_move(&self) -> bool {
        !self.legal().is_empty()
    }
}
