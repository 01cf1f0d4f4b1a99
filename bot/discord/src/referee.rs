//! The real core behind the shell's `Referee` seam.

use super::Referee;
use referee_core::effect::Effect;
use referee_core::request::{Command, GameId, Request, User};
use referee_core::words::Lang;
use referee_core::ComputerTask;
use referee_core::Core;

impl Referee for Core {
    fn handle(&self, request: Request) -> Vec<Effect> {
        Core::handle(self, request)
    }
    fn tick(&self, now: u64) -> Vec<Effect> {
        Core::tick(self, now)
    }
    fn next_wakeup(&self) -> Option<u64> {
        Core::next_wakeup(self)
    }
    fn dm_refused(&self, user: u64, game: Option<GameId>, now: u64) -> Vec<Effect> {
        Core::dm_refused(self, user, game, now)
    }
    fn refusal_undelivered(&self, user: u64, game: GameId) -> Vec<Effect> {
        Core::refusal_undelivered(self, user, game)
    }
    fn image_not_permitted_note(&self) -> String {
        referee_core::words::image_not_permitted(self.config().language)
    }
    fn thread_opened(&self, game: GameId, thread: u64) -> Vec<Effect> {
        Core::thread_opened(self, game, thread)
    }
    fn answers_privately(&self, request: &Request) -> bool {
        Core::answers_privately(self, request)
    }
    fn note_guild_locale(&self, guild: u64, locale: Lang) {
        Core::note_guild_locale(self, guild, locale);
    }
    fn lang_of(&self, user: u64, client: Option<Lang>) -> Lang {
        Core::reader_lang(self, user, client)
    }
    fn store_answers(&self) -> bool {
        self.store().next_wakeup().is_ok()
    }
    fn computer_is(&self, user: User) {
        Core::set_computer(self, user);
        Core::schedule_computers(self);
    }
    fn computer_work(&self) -> Vec<ComputerTask> {
        Core::computer_work(self)
    }
    fn computer_submit(&self, task: &ComputerTask, command: Command, now: u64) -> Vec<Effect> {
        Core::computer_submit(self, task, command, now)
    }
}
