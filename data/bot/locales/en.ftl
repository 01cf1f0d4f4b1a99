# The bot's own sentences: refusals, usage, lifecycle posts, reminders, buttons, settings,
# /games, /history and /help. Game words (variants, seats, pieces, events) live in each
# family's catalogue and in data/common.
#
# Users arrive as Discord mentions (`<@ID>`) and times as Discord timestamps (`<t:UNIX:R>`);
# game numbers ($id) as plain digits. Every id here exists in zh-CN.ftl and zh-TW.ftl with
# the same variables (bot/core/tests/core/catalogue.rs).

## Durations ($n is a number)
duration-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
duration-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }

## Languages, as /settings names them
language-en = English
language-zh-CN = Simplified Chinese
language-zh-TW = Traditional Chinese

## Refusals
refuse-unknown-command = Unknown command `{ $name }`. Try /help.
refuse-usage = That is not how `{ $command }` works: { $usage }
refuse-unknown-variant = There is no game called `{ $name }`. Games: { $games }.
refuse-no-opponents = Name your opponents: `/play sword-magic @bob`.
refuse-play-in-channel = Challenge in a server channel, where your opponents can see it.
refuse-self-challenge = You cannot challenge yourself.
refuse-duplicate-player = { $name } is named twice.
refuse-bad-setup = This game cannot be set up: { $detail }.
refuse-bad-duration = `{ $text }` is not a duration; write e.g. `90s`, `30m`, `12h` or `3d`.
refuse-bad-expiry = `{ $text }` is not an expiry rule; use `claim-win`, `skip` or `abort`.
refuse-bad-language = `{ $text }` is not a language I speak; use `en`, `zh-CN` or `zh-TW`.
refuse-no-game = You have no game here that this applies to. /games lists yours.
refuse-no-such-game = There is no game #{ $id }.
refuse-ambiguous = Several games fit: { $games }. Add the one you mean, e.g. `#{ $first }`.
refuse-not-invited = You are not invited to game #{ $id }.
refuse-already-accepted = You already accepted game #{ $id }.
refuse-not-started = Game #{ $id } has not started: every opponent must /accept first.
refuse-game-ended = Game #{ $id } is over.
refuse-not-a-player = You are not playing in game #{ $id }.
refuse-abort-needs-player = Only the players of game #{ $id } can abort it.
refuse-not-admin = Only a server admin (Manage Server in Discord, or listed in the bot's `admins`) can end a game with /abort force.
refuse-nothing-to-undo = Game #{ $id }: you have no move to take back. Only your own last move can be taken back, before anyone has answered it.
refuse-undo-hidden = Game #{ $id } hides information: what was revealed cannot be unrevealed, so there are no takebacks.
refuse-no-undo-request = Game #{ $id }: no other player has asked for a takeback to answer.
refuse-export-hidden = Game #{ $id } hides information: its record can be exported once the game has ended with a result.
refuse-unknown-piece = I know no piece called `{ $name }` in that game.
refuse-corrupt-game = The stored record of game #{ $id } cannot be read, so I will not touch it. Please tell the bot's operator.
refuse-corrupt = A stored game record cannot be read, so I will not touch it. Please tell the bot's operator.
refuse-internal = Something went wrong on my side; nothing was changed ({ $detail }).
# A rules refusal: its code's heading, then the rules' precise message.
rule-refusal = { $heading }: { $detail }
full-stop = .

## Usage and help
usage-play = /play <game> @opponent… [random] [deadline:3d] [expiry:claim-win|skip|abort]
usage-move = /move <move> [#id], e.g. /move e2-e4
usage-hint = /hint <square> [#id], e.g. /hint e2
usage-draw = /draw offer|accept|decline [#id]
usage-resign = /resign [confirm] [#id]
usage-settings = /settings language:en|zh-CN|zh-TW vacation:<days>
usage-rules = /rules [game] [piece]
usage-undo = /undo [accept|decline] [#id]
usage-games = /games [finished]
usage-other = see /help
help = Commands: /play <game> @opponents… [random] [deadline:3d] · /accept · /decline · /move <move> (or just type the move) · /board · /mine (your private view) · /hint <square> · /resign · /draw offer|accept|decline · /abort · /abort force #id (server admins: end a stuck game) · /undo (take back your last move, with consent) · /games [finished] · /history · /export (the game record as a file) · /rules [game] [piece] · /settings language:en|zh-CN|zh-TW vacation:<days> · /layout save|list|delete (army-chess layouts). Add `#12` to pick game 12 when you have several here.

## Challenges and the game's life ($random is yes or no)
challenge = { $challenger } challenges { $opponents } to { $variant } (game #{ $id }). { $random ->
        [yes] Seats will be drawn at random. Each move has { $time }.
       *[no] Each move has { $time }.
    } Accept with /accept or the button.
accepted-waiting = { $by } accepted game #{ $id }. Still waiting for { $waiting }.
declined = { $by } declined game #{ $id }.
withdrawn = { $by } withdrew the challenge #{ $id }.
challenge-lapsed = The challenge #{ $id } has lapsed: { $waiting } did not accept within { $time }.
started = Game #{ $id } ({ $variant }) begins: { $roster }.
roster-entry = { $who } ({ $seat })
to-move = { $who } to move.
to-move-due = { $who } to move, due { $due }.
waiting-private = Waiting for { $who } to act by private message to me.
waiting-private-due = Waiting for { $who } to act by private message to me, due { $due }.
action-header = Game #{ $id } · { $who }: `{ $notation }`
private-header = Game #{ $id }, for you only:
resign-confirm = Really resign game #{ $id }? Press the button or type `/resign confirm #{ $id }`.
abort-vote = { $by } asks to abort game #{ $id }. It ends without a result when { $missing } also agree (/abort or the button).
aborted = Game #{ $id } is aborted; it counts for no one.
aborted-by-admin = Game #{ $id } was ended by { $admin }, a server admin; it counts for no one.
reminder = Reminder: your move in game #{ $id } is due { $due }.
missed = Game #{ $id }: { $who } missed the deadline.
clock-restarted = { $who }'s clock starts again; new deadline { $due }.
dm-closed = { $user }, open your DMs or use /mine.
move-refused-dm-closed = { $user }, that move was not accepted: open your DMs, or use /move to see why.
image-not-permitted = (The board image could not be posted: the referee lacks the Attach Files permission in this channel. A server admin can grant it.)
thread-opened = Game #{ $id } continues in this thread.

## Queries
board-caption = Game #{ $id } ({ $variant }), move { $move }.
mine-caption = Your view of game #{ $id } (only you see this). You may: { $actions }.
mine-nothing = nothing now
hint = Game #{ $id }: from { $at } you may reach { $targets }.
hint-none = none
games-empty = You have no open games.
games-header = Your games:
game-line = #{ $id } { $variant } vs { $others }: { $state }
game-line-score = #{ $id } { $variant } vs { $others } ({ $score }): { $state }
history-header = Game #{ $id } so far:
history-empty = no moves yet
finished-header = Your finished games, newest first:
finished-empty = You have no finished games yet.
finished-line = #{ $id } { $variant } vs { $others }: { $result } · { $date }
result-won = won
result-lost = lost
result-draw = draw
result-aborted = aborted
export-ready = Game #{ $id }: the record is attached (`referee replay` turns it back into board images).
undo-asked = Game #{ $id }: { $who } asks to take back `{ $move }`. { $others }, do you agree?
undo-waiting = Game #{ $id }: { $who } agrees to the takeback; waiting for { $others }.
undo-done = Game #{ $id }: `{ $move }` by { $who } is taken back.
undo-declined = Game #{ $id }: { $who } declined the takeback.
challenge-pending = challenge, waiting for { $waiting }
your-turn = your turn, due { $due }
their-turn = { $who } to move, due { $due }
settings-saved = Settings saved: { $language }.
settings-saved-vacation = Settings saved: { $language }. Vacation until { $until }: your clocks pause until then.
# Separates names in a list.
list-separator = { ", " }

## Buttons
button-accept = Accept
button-decline = Decline
button-resign = Resign
button-draw-accept = Accept draw
button-draw-decline = Decline draw
button-abort = Agree to abort
button-undo-accept = Accept takeback
button-undo-decline = Decline takeback

## Board images
board-subtitle = move { $move } · { $status }
image-to-move = { $who } to move
image-setting-up = setting up
image-game-over = game over

## Saved set-ups (/layout): the rest of its words are the family's (`saved-setup-*`)
usage-layout = /layout save NAME [layout] · /layout list · /layout delete NAME
draw-waiting = A draw needs everyone still playing: waiting for { $who }.

## Replies of the Discord shell
button-stale = This button no longer works.
image-too-large = (The board image is too large to attach.)
