//! Saved army-chess layouts, kept per player across games (`/layout save|list|delete`,
//! and `deploy NAME` by DM). A layout is secret, so every answer goes to its owner only.
//! Names compare without case; saving an existing name replaces its layout.

use super::request::LayoutAction;
use super::{lock, words, Core, Ctx, Handled, Refusal};
use crate::store::records::LayoutBook;
use rules::registry::{Family, FAMILIES};
use rules::{SavedSetups, VariantId};

/// At most this many saved layouts per player (a list must fit one message).
pub(crate) const MAX_LAYOUTS: usize = 25;
const MAX_NAME_CHARS: usize = 32;

/// The family whose saved set-ups `/layout` keeps.
fn family() -> Option<(&'static Family, &'static SavedSetups)> {
    FAMILIES
        .iter()
        .find_map(|f| f.saved_setups.map(|saved| (f, saved)))
}

fn saved() -> Result<&'static SavedSetups, Refusal> {
    family()
        .map(|(_, saved)| saved)
        .ok_or(Refusal::Usage("/layout"))
}

/// A name is one word a `deploy NAME` can carry.
fn check_name(name: &str) -> Result<(), Refusal> {
    let usable = (1..=MAX_NAME_CHARS).contains(&name.chars().count()) && saved()?.usable_name(name);
    match usable {
        true => Ok(()),
        false => Err(Refusal::BadLayoutName(name.to_string())),
    }
}

/// A layout refusal worded by the family that defines layouts.
fn layout_refusal(e: rules::RuleError) -> Refusal {
    let wording = family().and_then(|(f, _)| f.variants.first());
    match wording.and_then(|info| VariantId::from_id(info.id)) {
        Some(variant) => Refusal::RuleIn(e, variant),
        None => Refusal::Rule(e),
    }
}

fn same(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

impl Core {
    pub(crate) fn layout(&self, ctx: &Ctx, action: &LayoutAction) -> Handled {
        let text = match action {
            LayoutAction::Save { name, layout } => {
                check_name(name)?;
                let given = match layout {
                    Some(text) => Some((saved()?.canonical)(text).map_err(layout_refusal)?),
                    None => None,
                };
                let book = self.update_layouts(ctx.user(), |book| {
                    let layout = given
                        .or_else(|| book.last.clone())
                        .ok_or(Refusal::NoLastLayout)?;
                    let full = book.saved.len() >= MAX_LAYOUTS;
                    match book.saved.iter_mut().find(|(n, _)| same(n, name)) {
                        Some(entry) => entry.1 = layout,
                        None if full => return Err(Refusal::TooManyLayouts(MAX_LAYOUTS)),
                        None => book.saved.push((name.clone(), layout)),
                    }
                    Ok(())
                })?;
                let layout = book.get(name).unwrap_or_default();
                words::layout_saved(ctx.lang, name, layout)
            }
            LayoutAction::List => {
                let book = self.store.layouts(ctx.user())?.unwrap_or_default();
                if book.saved.is_empty() {
                    words::layouts_empty(ctx.lang)
                } else {
                    words::layouts_list(ctx.lang, &book.saved)
                }
            }
            LayoutAction::Delete { name } => {
                self.update_layouts(ctx.user(), |book| {
                    let before = book.saved.len();
                    book.saved.retain(|(n, _)| !same(n, name));
                    match book.saved.len() < before {
                        true => Ok(()),
                        false => Err(Refusal::UnknownLayout {
                            name: name.clone(),
                            saved: book.names(),
                        }),
                    }
                })?;
                words::layout_deleted(ctx.lang, name)
            }
        };
        Ok(vec![self.reply(ctx, text, None)])
    }

    /// `deploy NAME` becomes `deploy <the layout saved as NAME>`; any other text is kept.
    /// An unknown name is refused with the saved names.
    pub(crate) fn expand_saved_layout(&self, user: u64, text: &str) -> Result<String, Refusal> {
        let Some(saved) = family().map(|(_, saved)| saved) else {
            return Ok(text.to_string());
        };
        let Some(name) = (saved.named)(text) else {
            return Ok(text.to_string());
        };
        let book = self.store.layouts(user)?.unwrap_or_default();
        match book.get(&name) {
            Some(layout) => Ok((saved.action)(layout)),
            None => Err(Refusal::UnknownLayout {
                name,
                saved: book.names(),
            }),
        }
    }

    /// Keep the layout a player just submitted, for `/layout save NAME` without a layout.
    pub(crate) fn remember_layout(&self, user: u64, layout: &str) {
        let _ = self.update_layouts(user, |book| {
            book.last = Some(layout.to_string());
            Ok(())
        });
    }

    /// Read-modify-write of one player's layouts; nothing is written when `f` refuses.
    fn update_layouts<F>(&self, user: u64, f: F) -> Result<LayoutBook, Refusal>
    where
        F: FnOnce(&mut LayoutBook) -> Result<(), Refusal>,
    {
        let _held = lock(&self.users_lock);
        let mut book = self
            .store
            .layouts(user)?
            .unwrap_or_else(|| LayoutBook::new(user));
        f(&mut book)?;
        self.store.save_layouts(&book)?;
        Ok(book)
    }
}
