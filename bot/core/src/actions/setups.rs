//! Saved set-ups, kept per player and per family across games (`/layout save|list|delete`,
//! and an action that names one, such as `deploy NAME` by DM). The family declares what a
//! set-up is (`rules::SavedSetups`): how to check one, how an action names one and how it
//! expands, and the words; the bot only keeps them. A set-up is secret, so every answer
//! goes to its owner only. Names compare without case; saving an existing name replaces it.

use super::Actions;
use crate::engine::Ctx;
use crate::engine::Handled;
use crate::engine::Submitted;
use crate::error::Refusal;
use crate::request::SetupAction;
use crate::words;
use referee_storage::records::{SavedSetupsEntry, SetupBook};
use rules::registry::FAMILIES;
use rules::{Game, RuleError, SavedSetups};

/// At most this many saved set-ups per player and family (a list must fit one message).
pub(crate) const MAX_SETUPS: usize = 25;
/// The longest name, in characters.
pub(crate) const MAX_NAME_CHARS: usize = 32;

/// A family that keeps saved set-ups, with its declaration.
#[derive(Clone, Copy)]
pub(crate) struct SetupFamily {
    pub name: &'static str,
    pub saved: &'static SavedSetups,
}

impl SetupFamily {
    /// The family whose set-ups `/layout` keeps: the one registered family that declares
    /// them.
    fn for_command() -> Result<SetupFamily, Refusal> {
        let mut declaring = FAMILIES.iter().filter_map(|f| {
            f.saved_setups.map(|saved| SetupFamily {
                name: f.name,
                saved,
            })
        });
        match (declaring.next(), declaring.next()) {
            (Some(family), None) => Ok(family),
            // No family keeps any, or the command would need to say which.
            _ => Err(Refusal::Usage("layout")),
        }
    }

    /// The family of `game`, if it keeps saved set-ups.
    pub fn of(game: &Game) -> Option<SetupFamily> {
        let info = game.variant().info();
        info.saved_setups().map(|saved| SetupFamily {
            name: info.family,
            saved,
        })
    }

    /// The name `text` asks for, when it is an action that names a saved set-up.
    pub fn named_in(self, text: &str) -> Option<String> {
        (self.saved.named)(text)
    }

    /// A name is one word the family's action can carry back.
    fn check_name(self, name: &str) -> Result<(), Refusal> {
        let usable =
            (1..=MAX_NAME_CHARS).contains(&name.chars().count()) && self.saved.usable_name(name);
        match usable {
            true => Ok(()),
            false => Err(Refusal::BadSetupName {
                family: self.name,
                name: name.to_string(),
                max: MAX_NAME_CHARS,
            }),
        }
    }

    /// A set-up's refusal, worded by its family.
    fn refusal(self, e: RuleError) -> Refusal {
        Refusal::Rule(e.in_family(self.name))
    }

    fn unknown(self, name: String, book: &SetupBook) -> Refusal {
        Refusal::UnknownSetup {
            family: self.name,
            name,
            saved: book.names(),
        }
    }
}

fn same(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

impl Actions<'_> {
    pub(crate) fn saved_setups(&self, ctx: &Ctx, action: &SetupAction) -> Handled {
        let family = SetupFamily::for_command()?;
        let text = match action {
            SetupAction::Save { name, setup } => {
                self.save_setup(ctx, &family, name, setup.as_deref())?
            }
            SetupAction::Swap { name, a, b } => {
                let entry = self.update_setups(ctx.user(), |entry| {
                    let book = entry.book_mut(family.name);
                    let Some(slot) = book.saved.iter_mut().find(|(n, _)| same(n, name)) else {
                        return Err(family.unknown(name.clone(), book));
                    };
                    slot.1 = (family.saved.swap)(&slot.1, a, b).map_err(|e| family.refusal(e))?;
                    Ok(())
                })?;
                let book = entry.book(family.name);
                words::setup_saved(
                    ctx.lang,
                    family.name,
                    name,
                    book.get(name).unwrap_or_default(),
                )
            }
            SetupAction::List => {
                let entry = self.store.saved_setups(ctx.user())?.unwrap_or_default();
                words::setups_list(ctx.lang, family.name, &entry.book(family.name).saved)
            }
            SetupAction::Delete { name } => {
                self.update_setups(ctx.user(), |entry| {
                    let book = entry.book_mut(family.name);
                    let before = book.saved.len();
                    book.saved.retain(|(n, _)| !same(n, name));
                    match book.saved.len() < before {
                        true => Ok(()),
                        false => Err(family.unknown(name.clone(), book)),
                    }
                })?;
                words::setup_deleted(ctx.lang, family.name, name)
            }
        };
        Ok(vec![self.users.reply(ctx, text, None)])
    }

    /// `/layout save NAME [set-up]`: the set-up given, else the last one submitted.
    fn save_setup(
        &self,
        ctx: &Ctx,
        family: &SetupFamily,
        name: &str,
        setup: Option<&str>,
    ) -> Result<String, Refusal> {
        family.check_name(name)?;
        let given = match setup {
            Some(text) => Some((family.saved.canonical)(text).map_err(|e| family.refusal(e))?),
            None => None,
        };
        let entry = self.update_setups(ctx.user(), |entry| {
            let book = entry.book_mut(family.name);
            let setup = given
                .or_else(|| book.last.clone())
                .ok_or(Refusal::NoLastSetup {
                    family: family.name,
                })?;
            let full = book.saved.len() >= MAX_SETUPS;
            match book.saved.iter_mut().find(|(n, _)| same(n, name)) {
                Some(entry) => entry.1 = setup,
                None if full => {
                    return Err(Refusal::TooManySetups {
                        family: family.name,
                        max: MAX_SETUPS,
                    })
                }
                None => book.saved.push((name.to_string(), setup)),
            }
            Ok(())
        })?;
        let book = entry.book(family.name);
        Ok(words::setup_saved(
            ctx.lang,
            family.name,
            name,
            book.get(name).unwrap_or_default(),
        ))
    }

    /// The action that submits the set-up `user` saved as `name` in `family`; an unknown
    /// name is refused with the saved names.
    pub(crate) fn expand_saved_setup(
        &self,
        user: u64,
        family: SetupFamily,
        name: String,
    ) -> Result<String, Refusal> {
        let entry = self.store.saved_setups(user)?.unwrap_or_default();
        let book = entry.book(family.name);
        match book.get(&name) {
            Some(setup) => Ok((family.saved.action)(setup)),
            None => Err(family.unknown(name, &book)),
        }
    }

    /// `text` with a named saved set-up expanded, for a game of `game`'s family; any other
    /// text is kept as it is.
    pub(crate) fn with_saved_setup(
        &self,
        user: u64,
        game: &Game,
        text: &str,
    ) -> Result<String, Refusal> {
        let Some(family) = SetupFamily::of(game) else {
            return Ok(text.to_string());
        };
        match family.named_in(text) {
            Some(name) => self.expand_saved_setup(user, family, name),
            None => Ok(text.to_string()),
        }
    }

    /// Keep the set-up a player just submitted, for `/layout save NAME` without one. Called
    /// once the game that accepted it is saved; a failure to keep it costs only that.
    pub(crate) fn remember_submitted(&self, submitted: &Submitted) {
        let _ = self.update_setups(submitted.user, |entry| {
            entry.book_mut(submitted.family).last = Some(submitted.setup.clone());
            Ok(())
        });
    }

    /// Read-modify-write of one player's set-ups; nothing is written when `f` refuses.
    fn update_setups<F>(&self, user: u64, f: F) -> Result<SavedSetupsEntry, Refusal>
    where
        F: FnOnce(&mut SavedSetupsEntry) -> Result<(), Refusal>,
    {
        self.users.serialised(|| {
            let mut entry = self
                .store
                .saved_setups(user)?
                .unwrap_or_else(|| SavedSetupsEntry::new(user));
            f(&mut entry)?;
            self.store.save_saved_setups(&entry)?;
            Ok(entry)
        })
    }
}
