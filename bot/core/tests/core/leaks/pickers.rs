//! Move pickers in the leak harness: someone clicks the Move button, then random choices
//! of the picker (Back among them), now and then clicked by someone else (seated or not)
//! or an old click delivered again. Each answer is checked like any request (the picker's
//! text and every label it offers, its image and the image's name, against the clicker's
//! own view), and a click by anyone who may not act now changes nothing.

use super::table::{Table, WATCHER};
use referee_core::effect::{Effect, Row};
use referee_core::present::Out;
use referee_core::request::Command;
use rules::Game;

/// The game every harness table plays.
const GAME: u64 = 1;
/// Clicks in one picker session, at most.
const STEPS: usize = 6;

/// A click: the component's id and, in a select, the option chosen.
type Click = (String, Option<String>);

impl Table {
    /// One picker session, mostly by a player to move, else by anyone.
    pub fn picker_clicks(&mut self, game: &Game) {
        let mut everyone = self.people();
        everyone.push(WATCHER);
        let movers: Vec<&'static str> = self
            .acting(game)
            .into_iter()
            .filter_map(|seat| self.name_of(seat))
            .collect();
        let who = if !movers.is_empty() && self.below(4) != 0 {
            movers[self.below(movers.len())]
        } else {
            everyone[self.below(everyone.len())]
        };
        let dm = self.below(2) == 0;
        if self.below(3) == 0 {
            // Some ask autocomplete first, with nothing typed or the first letter of a cell.
            let cells = game.view(rules::Viewer::Spectator).board.cells;
            let partial = match self.below(cells.len() + 1) {
                0 => String::new(),
                i => cells[i - 1].name.chars().take(1).collect(),
            };
            self.autocomplete(who, &partial, dm);
        }
        let mut outs = self.click_checked(who, &format!("move:{GAME}"), None, dm);
        let mut previous: Option<Click> = None;
        for _ in 0..STEPS {
            let offered = choices(&outs);
            if offered.is_empty() {
                return;
            }
            let (id, value) = offered[self.below(offered.len())].clone();
            if self.below(8) == 0 {
                if let Some((id, value)) = previous.clone() {
                    self.click_checked(who, &id, value.as_deref(), dm);
                }
            }
            // Someone else clicks the same component: its id names only the game.
            let clicker = if self.below(6) == 0 {
                everyone[self.below(everyone.len())]
            } else {
                who
            };
            outs = self.click_checked(clicker, &id, value.as_deref(), dm);
            previous = Some((id, value));
            if clicker != who {
                return;
            }
        }
    }

    /// `who` clicks a component (`value`: the option chosen in a select); what came back
    /// is checked and returned. Nothing for an id no component has.
    pub fn click(&mut self, who: &str, id: &str, value: Option<&str>, dm: bool) -> Vec<Out> {
        let Some(command) = Command::from_component(id, value) else {
            return Vec::new();
        };
        self.send_command(who, &format!("click {id} {value:?}"), command, dm)
    }

    /// `/move` autocomplete for what `who` typed so far: its choices are labelled in the
    /// picker's words, from the asker's own view.
    fn autocomplete(&mut self, who: &str, partial: &str, dm: bool) {
        let command = Command::Autocomplete {
            partial: partial.to_string(),
            game: None,
        };
        self.send_command(who, &format!("autocomplete {partial:?}"), command, dm);
    }

    /// A click, checked; when its clicker may not act now, the game must not change.
    fn click_checked(&mut self, who: &str, id: &str, value: Option<&str>, dm: bool) -> Vec<Out> {
        // A seat may act when the rules give it an action now: the one to move, or in a
        // set-up a seat that may still replace its submission.
        let may_act = self.game().is_some_and(|(entry, game)| {
            entry
                .players
                .iter()
                .position(|p| p.name == who)
                .and_then(|i| u8::try_from(i).ok())
                .is_some_and(|i| !game.legal(rules::Seat(i)).is_empty())
        });
        let before = self.stored();
        let outs = self.click(who, id, value, dm);
        self.tally.picker_steps += outs
            .iter()
            .filter(|o| matches!(o.effect, Effect::Picker { .. }) && o.picture.is_some())
            .count();
        if !may_act {
            assert_eq!(
                self.stored(),
                before,
                "{}: {who}, who may not act, clicked {id} {value:?} and changed the game",
                self.label()
            );
        }
        outs
    }
}

/// Every choice of the one picker in `outs` (its selects' options and its buttons, Back
/// and Cancel among them).
fn choices(outs: &[Out]) -> Vec<Click> {
    let mut all = Vec::new();
    for out in outs {
        let Effect::Picker { rows, .. } = &out.effect else {
            continue;
        };
        for row in rows {
            match row {
                Row::Select(select) => all.extend(
                    select
                        .options
                        .iter()
                        .map(|o| (select.id.clone(), Some(o.value.clone()))),
                ),
                Row::Buttons(buttons) => all.extend(buttons.iter().map(|b| (b.id.clone(), None))),
            }
        }
    }
    all
}

#[cfg(test)]
mod planted {
    use super::super::facts;
    use super::super::harness::user;
    use super::super::table::{Mode, Table};
    use super::super::Dice;
    use super::choices;
    use referee_core::effect::{Effect, PickerAt, Row, Select, SelectOption};
    use referee_core::present::Out;
    use rules::{Status, Viewer};
    use std::panic::{catch_unwind, AssertUnwindSafe};

    /// A picker to `to` offering one option labelled `label`.
    fn picker(to: &str, label: &str) -> Effect {
        Effect::Picker {
            user: user(to).id,
            text: "Game #1: pick your move.".into(),
            image: None,
            rows: vec![Row::Select(Select {
                id: "pick:1:9:".into(),
                placeholder: "Choose a piece".into(),
                options: vec![SelectOption {
                    value: "x".into(),
                    label: label.into(),
                    description: None,
                }],
            })],
            at: PickerAt::Update,
            error: false,
            game: None,
        }
    }

    /// Two-country army chess in play: seat 0's real picker passes the checks, and the
    /// same picker with a label naming one of seat 1's hidden pieces on its post
    /// (`Field Marshal (40) N2c`, as seat 1's own picker would word it) is caught.
    #[test]
    fn a_picker_label_naming_a_hidden_enemy_piece_is_caught() {
        let mode = Mode {
            variant: "junqi-liangguo",
            seats: 2,
            options: Vec::new(),
        };
        let mut table = Table::new(mode, 3);
        table.start_with(0);
        let mut dice = Dice(3);
        for _ in 0..20 {
            let Some((_, game)) = table.game() else {
                break;
            };
            if matches!(game.status(), Status::ToMove(_)) {
                break;
            }
            for seat in table.acting(&game) {
                let options = Table::choices(&game, seat);
                if !options.is_empty() {
                    let action = options[dice.below(options.len())].clone();
                    table.act(seat, &action);
                }
            }
        }
        let (_, game) = table.game().expect("the game is stored");
        let Status::ToMove(mover) = game.status() else {
            panic!("the armies are deployed and play is on");
        };
        let me = table.name_of(mover).expect("a person to move");
        let dm = true;
        // The core's real picker and its steps, checked by `click`.
        let outs = table.click(me, "move:1", None, dm);
        let first = choices(&outs);
        assert!(!first.is_empty(), "a picker with choices");
        let (id, value) = first[0].clone();
        table.click(me, &id, value.as_deref(), dm);
        // Planted: an enemy piece named on its post.
        let secrets = facts::secrets_from(&game, Viewer::Seat(mover));
        let secret = secrets
            .iter()
            .find(|s| s.knower != Some(mover) && s.truth.kind.is_some())
            .expect("an enemy piece hidden from the mover");
        let kind = secret.truth.kind.as_deref().unwrap_or_default();
        let name = facts::piece_names(game.variant().info().family, kind)
            .into_iter()
            .next()
            .expect("the piece has a name");
        let label = format!("{name} {}", secret.cell);
        let outs = [Out::plain(picker(me, &label))];
        let leaked = catch_unwind(AssertUnwindSafe(|| {
            table.check_only(Some(user(me).id), &outs)
        }));
        assert!(leaked.is_err(), "`{label}` in {me}'s picker went unnoticed");
    }
}
