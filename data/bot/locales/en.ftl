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
usage-settings = /settings language:en|zh-CN|zh-TW vacation:<days> turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City
usage-rules = /rules [game] [piece]
usage-undo = /undo [accept|decline] [#id]
usage-games = /games [finished]
usage-other = see /help
help = Commands: { $commands }. Add `#12` to pick game 12 when you have several here.

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
hint-none = Game #{ $id }: no legal move from { $at } now.
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
export-replay-attached = Its replay of { $plies } moves is attached beside it as a GIF.
export-replay-left-out = The replay does not fit beside the record within the upload limit, so only the record is attached; `/replay` posts the replay on its own.
replay-title = Game #{ $id } ({ $variant })
replay-start = Start
replay-caption = { $ply }. { $who }: { $notation }
replay-every-second = Every second move shown.
replay-smaller = Drawn smaller to stay within the upload limit.
replay-ready = Game #{ $id }: the replay of { $plies } moves.
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

## The command table (bot/core/src/commands/table.rs): names, descriptions, options and
## choices as Discord shows them, and each command's line in /help.
## Ids: cmd-<command>, cmd-<command>-desc, cmd-<command>-opt-<option>[-desc|-<choice>],
## opt-game for every command's game option, cmd-<command>-help.
opt-game = game
opt-game-desc = Game number (defaults to your game here)
cmd-play = play
cmd-play-desc = Challenge players to a game
cmd-play-opt-variant = variant
cmd-play-opt-variant-desc = Which game
cmd-play-opt-opponent = opponent
cmd-play-opt-opponent-desc = A player to invite (leave out to open a table anyone can join)
cmd-play-opt-opponent2 = opponent2
cmd-play-opt-opponent2-desc = A player to invite
cmd-play-opt-opponent3 = opponent3
cmd-play-opt-opponent3-desc = A player to invite
cmd-play-opt-seats = seats
cmd-play-opt-seats-desc = Seat order
cmd-play-opt-seats-ordered = In the order named
cmd-play-opt-seats-random = Random
cmd-play-opt-deadline = deadline
cmd-play-opt-deadline-desc = Time per move, e.g. 3d or 12h
cmd-play-opt-expiry = expiry
cmd-play-opt-expiry-desc = What a missed deadline does
cmd-play-opt-expiry-claim-win = The late player loses
cmd-play-opt-expiry-skip = The clock starts again
cmd-play-opt-expiry-abort = The game is cancelled
cmd-play-opt-options = options
cmd-play-opt-options-desc = Variant options, key=value …
cmd-accept = accept
cmd-accept-desc = Accept a challenge
cmd-decline = decline
cmd-decline-desc = Decline a challenge
cmd-move = move
cmd-move-desc = Make a move
cmd-move-opt-text = text
cmd-move-opt-text-desc = The move, e.g. e2-e4
cmd-board = board
cmd-board-desc = Show the board
cmd-mine = mine
cmd-mine-desc = Your private view, only for you
cmd-hint = hint
cmd-hint-desc = Where a piece can go
cmd-hint-opt-square = square
cmd-hint-opt-square-desc = The square, e.g. e2
cmd-resign = resign
cmd-resign-desc = Resign the game
cmd-draw = draw
cmd-draw-desc = Offer, accept or decline a draw
cmd-draw-opt-answer = answer
cmd-draw-opt-answer-desc = Offer (default), accept or decline
cmd-draw-opt-answer-offer = Offer a draw
cmd-draw-opt-answer-accept = Accept the draw
cmd-draw-opt-answer-decline = Decline the draw
cmd-undo = undo
cmd-undo-desc = Take back your last move, if your opponent agrees
cmd-undo-opt-answer = answer
cmd-undo-opt-answer-desc = Ask (default), accept or decline
cmd-undo-opt-answer-ask = Ask to take back your last move
cmd-undo-opt-answer-accept = Accept the takeback
cmd-undo-opt-answer-decline = Decline the takeback
cmd-abort = abort
cmd-abort-desc = Abort the game
cmd-abort-opt-force = force
cmd-abort-opt-force-desc = Server admins: end the game now, without a result
cmd-games = games
cmd-games-desc = Your games and whose turn it is
cmd-games-opt-list = list
cmd-games-opt-list-desc = Open games (default) or finished ones
cmd-games-opt-list-open = Open games
cmd-games-opt-list-finished = Finished games
cmd-export = export
cmd-export-desc = The game record as a text file, with its replay as a GIF
cmd-replay = replay
cmd-replay-desc = The game as an animated GIF in the channel
cmd-history = history
cmd-history-desc = The moves so far
cmd-rules = rules
cmd-rules-desc = Rules of a game or a piece
cmd-rules-opt-variant = variant
cmd-rules-opt-variant-desc = Which game
cmd-rules-opt-piece = piece
cmd-rules-opt-piece-desc = A piece name
cmd-settings = settings
cmd-settings-desc = Your language, vacation days and turn messages
cmd-settings-opt-language = language
cmd-settings-opt-language-desc = Language of the bot's words
cmd-settings-opt-vacation = vacation
cmd-settings-opt-vacation-desc = Days away: deadlines wait
cmd-layout = layout
cmd-layout-desc = Your saved army-chess layouts (only you see them)
cmd-layout-opt-action = action
cmd-layout-opt-action-desc = Save, list, delete or swap
cmd-layout-opt-action-save = Save a layout
cmd-layout-opt-action-list = List your layouts
cmd-layout-opt-action-delete = Delete a layout
cmd-layout-opt-action-swap = Swap two pieces of a saved layout
cmd-layout-opt-name = name
cmd-layout-opt-name-desc = The layout's name (one word)
cmd-layout-opt-layout = layout
cmd-layout-opt-layout-desc = 25 pieces (empty saves your last submitted layout); for swap, two posts such as 2a 3b
cmd-help = help
cmd-help-desc = How to play with the referee
cmd-play-help = /play <game> [@opponents…] [random] [deadline:3d] [computer:2] [level:hard] (seats nobody is named for: an open table)
cmd-accept-help = /accept
cmd-decline-help = /decline
cmd-move-help = /move <move> (or just type the move)
cmd-board-help = /board
cmd-mine-help = /mine (your private view)
cmd-hint-help = /hint <square>
cmd-resign-help = /resign
cmd-draw-help = /draw offer|accept|decline
cmd-undo-help = /undo (take back your last move, with consent)
cmd-abort-help = /abort · /abort force #id (server admins: end a stuck game)
cmd-games-help = /games [finished]
cmd-export-help = /export (the game record as a file, with its replay as a GIF)
cmd-replay-help = /replay (the game as an animated GIF)
cmd-history-help = /history
cmd-rules-help = /rules [game] [piece]
cmd-settings-help = /settings language:en|zh-CN|zh-TW vacation:<days> turn-dm:on|off|digest digest-at:HH:MM timezone:Area/City
cmd-layout-help = /layout save|list|delete|swap (army-chess layouts)
cmd-help-help = /help [command]

## tournaments
cmd-tournament = tournament
cmd-tournament-desc = Swiss and round-robin tournaments in this server, paired and scored by the referee
cmd-tournament-help = /tournament create|join|leave|start|standings|withdraw|cancel
cmd-tournament-opt-action = action
cmd-tournament-opt-action-desc = What to do
cmd-tournament-opt-action-create = Create a tournament
cmd-tournament-opt-action-join = Join
cmd-tournament-opt-action-leave = Leave before it starts
cmd-tournament-opt-action-start = Start now (the creator)
cmd-tournament-opt-action-standings = Standings
cmd-tournament-opt-action-withdraw = Withdraw (your games are lost)
cmd-tournament-opt-action-cancel = Cancel (the creator or an admin)
cmd-tournament-opt-variant = variant
cmd-tournament-opt-variant-desc = The game played (create)
cmd-tournament-opt-tournament = tournament
cmd-tournament-opt-tournament-desc = Which tournament, like T3, when the channel has several
cmd-tournament-opt-format = format
cmd-tournament-opt-format-desc = Swiss (default) or round robin
cmd-tournament-opt-format-swiss = Swiss
cmd-tournament-opt-format-round-robin = Round robin
cmd-tournament-opt-rounds = rounds
cmd-tournament-opt-rounds-desc = Rounds of a Swiss (default: about log2 of the entrants)
cmd-tournament-opt-deadline = deadline
cmd-tournament-opt-deadline-desc = Time per move in the games, like 3d or 12h
cmd-tournament-opt-days = days
cmd-tournament-opt-days-desc = Days per round (Swiss: 7; round robin: all games at once unless given)
cmd-tournament-opt-rated = rated
cmd-tournament-opt-rated-desc = Rated games
cmd-tournament-opt-max = max
cmd-tournament-opt-max-desc = Most entrants
cmd-tournament-opt-starts = starts
cmd-tournament-opt-starts-desc = Start by itself at a date (2026-12-24 or 2026-12-24T18:00 UTC) or after 2d
cmd-tournament-opt-partner = partner
cmd-tournament-opt-partner-desc = Your teammate (四国军棋 teams join together)
usage-tournament = /tournament create <game> [format:swiss|round-robin] [rounds:N] [deadline:3d] [round-days:7] [rated] [max:N] [starts:2026-12-24] · /tournament join [@partner] · /tournament leave|start|standings|withdraw|cancel [T3]
tournament-format-swiss = Swiss
tournament-format-round-robin = round robin
tournament-created = 🏆 Tournament { $id }: { $variant }, { $format }, rounds: { $rounds }, { $deadline } per move. Created by { $creator }.
tournament-starts-at = It starts by itself { $at }.
tournament-join-how = Join with `/tournament join` (or `/tournament join { $id }`).
tournament-join-teams = Teams of two join together: `/tournament join @partner`.
tournament-joined = { $who } joined tournament { $id } ({ $count } entered).
tournament-left = { $who } left tournament { $id }.
tournament-started = 🏁 Tournament { $id } starts: { $count } entrants, { $rounds } rounds.
tournament-round = Tournament { $id }, round { $round } of { $rounds } — the round ends { $due }:
tournament-board = • { $white } (first) – { $black }: game #{ $game }
tournament-forfeit = • { $winner } wins against { $loser }, who withdrew
tournament-bye = • { $who } has the bye (a win)
tournament-withdrawn = { $who } withdrew from tournament { $id }: their open games are lost and they are not paired again.
tournament-cancelled = Tournament { $id } was cancelled by { $by }. Games already started go on as ordinary games.
tournament-deadline-passed = Round { $round } of tournament { $id } has reached its deadline: the player to move loses; where nobody moved, both lose.
tournament-double-loss = Game #{ $game } ends at the round deadline: a loss for both.
tournament-no-pairing = Tournament { $id }: no legal pairing is left (everyone has met), so it ends here.
tournament-final = 🏆 Tournament { $id } is over. Winner: { $winner }.
tournament-standings-title = Tournament { $id } · { $variant } · round { $round }/{ $rounds }
tournament-standings-row = { $place }. { $who } — { $points } pts (+{ $wins } ={ $draws } −{ $losses }) · Buchholz { $buchholz } · SB { $sb }
tournament-withdrawn-mark = (withdrawn)
tournament-col-place = #
tournament-col-entrant = Player
tournament-col-points = Points
tournament-col-record = W-D-L
tournament-col-buchholz = Bh
tournament-col-sb = SB
tournament-no-entrants = Tournament { $id } had too few entrants and is closed.
tournament-refuse-in-channel = Tournaments are made and joined in a server channel.
tournament-refuse-variant = { $variant } cannot be played as a tournament (two players, or teams of two in 四国军棋).
tournament-refuse-format = Unknown format { $format }: swiss or round-robin.
tournament-refuse-start = { $text } is not a start in the future: write 2026-12-24, 2026-12-24T18:00 (UTC) or 2d.
tournament-refuse-round-robin-size = A round robin takes at most { $max } entrants.
tournament-refuse-none = There is no tournament for that here. `/tournament create` makes one.
tournament-refuse-no-such = There is no tournament { $id }.
tournament-refuse-ambiguous = Several tournaments fit: add one of { $ids }.
tournament-refuse-not-registering = Tournament { $id } is not taking entries.
tournament-refuse-not-running = Tournament { $id } is not running.
tournament-refuse-already-in = You are already in tournament { $id }.
tournament-refuse-not-in = You are not playing in tournament { $id }.
tournament-refuse-full = Tournament { $id } is full.
tournament-refuse-needs-partner = Teams of two join together: `/tournament join @partner`.
tournament-refuse-no-partner = This game is played alone: join without a partner.
tournament-refuse-not-creator = Only the creator of tournament { $id } or a server admin may do that.
tournament-refuse-too-few = A tournament needs at least { $min } entrants.
cmd-server-opt-tournaments = tournaments
cmd-server-opt-tournaments-desc = Who may create tournaments (anyone by default)
cmd-server-opt-tournaments-admins = Server admins only
cmd-server-opt-tournaments-anyone = Anyone
server-tournaments-admins = • tournaments: created by server admins only
server-tournaments-anyone = • tournaments: anyone may create one
tournament-refuse-admins-only = In this server only its admins create tournaments (`/server tournaments:anyone` opens it to all).

## tables
table-opened = { $who } opened a table for { $variant } (game #{ $id }).
table-joined = { $who } joined table #{ $id }.
table-accepted = { $who } accepted a seat at table #{ $id }.
table-left = { $who } left table #{ $id }; the seat is free again.
table-seat = { $seat }: { $who }
table-seat-team = { $seat } (team { $team }): { $who }
table-seat-free = free
table-random = Seated so far: { $seated }. Seats are drawn when the table is full.
table-waiting = Waiting for { $waiting } to accept (`/accept #{ $id }`).
table-footer = { $n ->
        [one] One seat is free.
       *[other] { $n } seats are free.
    } Join with the button or `/join #{ $id }`; the table lapses { $due } if it is not full by then.
table-closed = { $by } closed table #{ $id }.
table-lapsed = Table #{ $id } has lapsed: { $n ->
        [one] one seat was
       *[other] { $n } seats were
    } still free after { $time }.
table-pending = open table, { $n ->
        [one] one seat free
       *[other] { $n } seats free
    }
table-line = #{ $id } { $variant }: open table of { $creator }, { $n ->
        [one] one seat free
       *[other] { $n } seats free
    } (`/join #{ $id }`)
table-alone-line = #{ $id } { $variant }: { $state }
button-join = Join
refuse-already-seated = You already have a seat at table #{ $id }.
refuse-table-full = Table #{ $id } has no free seat.
refuse-not-a-table = Game #{ $id } is not an open table.
refuse-table-started = Table #{ $id } has already started.
refuse-not-seated = You have no seat at table #{ $id }.
cmd-join = join
cmd-join-desc = Take a free seat at an open table
cmd-join-help = /join [#id] (take a free seat at an open table)
cmd-leave = leave
cmd-leave-desc = Give up your seat at a table before it starts
cmd-leave-help = /leave [#id] (leave a table before it starts; its creator closes it)
## ratings
cmd-server = server
cmd-server-desc = This server's settings (managers change them)
cmd-server-opt-ratings = ratings
cmd-server-opt-ratings-desc = Rate games between people here (on by default)
cmd-server-opt-ratings-on = On: games are rated
cmd-server-opt-ratings-off = Off: every game is casual
cmd-server-help = /server [ratings:on|off] [tournaments:admins|anyone] (server admins)
server-settings = This server's settings:
server-saved = Saved. This server's settings:
server-ratings = • ratings: { $value }
server-on = on
server-off = off
refuse-not-server-admin = Only a server admin (Manage Server in Discord, or listed in the bot's `admins`) can change the server's settings.
refuse-not-in-server = This command works in a server's channel, not in private messages.
cmd-play-opt-rated = rated
cmd-play-opt-rated-desc = Rated (default between people) or casual
cmd-play-opt-rated-yes = Rated
cmd-play-opt-rated-no = Casual (not rated)
cmd-profile = profile
cmd-profile-desc = A player's ratings, results and rating chart in this server
cmd-profile-opt-player = player
cmd-profile-opt-player-desc = Whose profile (default: yours)
cmd-profile-opt-variant = variant
cmd-profile-opt-variant-desc = The game whose rating chart to draw
cmd-profile-help = /profile [@player] [game]
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = This server's best settled ratings in a game
cmd-leaderboard-opt-variant = variant
cmd-leaderboard-opt-variant-desc = Which game (default: the one with most rated players)
cmd-leaderboard-help = /leaderboard [game]
challenge-rated = Rated game.
challenge-casual = Casual game (not rated).
challenge-casual-server = Casual game: ratings are off in this server.
rating-changes = Ratings: { $changes }
rating-change = { $player } { $rating } ({ $change })
refuse-undo-rated = Game #{ $id } is rated: there are no takebacks in rated games.
refuse-ratings-off = Ratings are off in this server (a server admin can turn them on with /server ratings:on).
profile-title = Ratings of { $player } in this server:
profile-none = { $player } has no rated games in this server yet.
profile-variant = **{ $variant }** { $rating } (deviation { $deviation }) · { $wins } won, { $draws } drawn, { $losses } lost · { $streak }
    Last games: { $recent }
profile-streak-none = no streak
profile-streak-wins = { $count ->
    [one] won the last game
   *[other] { $count } wins in a row
}
profile-streak-losses = { $count ->
    [one] lost the last game
   *[other] { $count } losses in a row
}
profile-win = won
profile-draw = drawn
profile-loss = lost
leaderboard-title = **{ $variant }**: the best settled ratings here (at least { $games } rated games, deviation under 110)
leaderboard-row = { $rank }. { $player } { $rating } ({ $games } games)
leaderboard-empty = Nobody is listed yet: a player appears after { $games } rated games, once their rating is settled.
leaderboard-you = You: #{ $rank }, { $rating }.
leaderboard-you-unlisted = You: { $rating } after { $played } rated games; listed from { $games } games with a settled rating.
chart-title = { $player } · { $variant }
leaderboard-image-title = { $variant } · leaderboard
leaderboard-games = { $count } games

## computer
cmd-play-opt-level = level
cmd-play-opt-level-desc = The computer's strength, when it plays (@referee or computer:N)
cmd-play-opt-level-easy = Easy
cmd-play-opt-level-normal = Normal
cmd-play-opt-level-hard = Hard
cmd-play-opt-computer = computer
cmd-play-opt-computer-desc = Seats for the computer, e.g. 2 (at the game's level)
cmd-add-computer = add-computer
cmd-add-computer-desc = Give the next free seat of your table to the computer
cmd-add-computer-help = /add-computer [#id] [level:easy|normal|hard] (the computer takes a free seat of your table)
cmd-add-computer-opt-level = level
cmd-add-computer-opt-level-desc = Its strength (default: that of the table's computers, else normal)
cmd-add-computer-opt-level-easy = Easy
cmd-add-computer-opt-level-normal = Normal
cmd-add-computer-opt-level-hard = Hard
button-add-computer = Add computer
table-computer-added = { $who } gave a seat at table #{ $id } to the computer.
table-seat-computer = { $who } (computer, { $level })
table-seat-computer-unnamed = the computer ({ $level })
computer-level-easy = easy
computer-level-normal = normal
computer-level-hard = hard
refuse-no-computer = The computer is not ready yet; try again in a minute.
no-person-left = Game #{ $id } ends without a result: no person is left playing it, and the computer does not play on alone.
## polish
cmd-help-opt-command = command
cmd-help-opt-command-desc = One command to explain, with an example
help-command = { $command }: { $description }
    Write it as: { $usage }
    For example: `{ $example }`
rules-list = The games I referee (ask for one with `/rules <game>`, e.g. `/rules sword-magic`; a piece with `/rules <game> <piece>`):
    { $games }
rules-list-game = • **{ $name }** (`{ $id }`, { $players }): { $line }
rules-list-players = { $count } players
refuse-unknown-command-nearest = Unknown command `{ $name }`. Did you mean `{ $nearest }`? `/help { $nearest }` explains it.
## turns
turn-play-begins = Game #{ $id }: play begins. Your own army, as only you see it:
turn-setup-prompt = Game #{ $id }: your set-up. Press Move to choose it with buttons, or send it to me here (or with /move), for example: `{ $example }`
turn-prompt = Game #{ $id }: your turn, due { $due }. Send your move to me here, or use /move.
turn-choices = Your answer is one of: { $choices }.
turn-digest-header = { $n ->
        [one] Your turn in { $n } game, most urgent first:
       *[other] Your turn in { $n } games, most urgent first:
    }
turn-dm-default = Turn messages: the default (by DM in games that hide information, a mention in the channel otherwise).
turn-dm-on = Turn messages: by DM at each turn, with your own board.
turn-dm-off = Turn messages: none by DM (you are still mentioned in the channel, and reminders still come).
turn-dm-digest = Turn messages: one DM a day at { $at } ({ $zone }) listing every game where it is your turn.
cmd-settings-opt-turn-dm = turn-dm
cmd-settings-opt-turn-dm-desc = Your turn by DM: at each turn, never, or a daily digest
cmd-settings-opt-turn-dm-on = At each turn
cmd-settings-opt-turn-dm-off = Never
cmd-settings-opt-turn-dm-digest = A daily digest
cmd-settings-opt-digest-at = digest-at
cmd-settings-opt-digest-at-desc = The digest's time of day, e.g. 20:00
cmd-settings-opt-timezone = timezone
cmd-settings-opt-timezone-desc = Your time zone, e.g. Asia/Shanghai (default UTC)

## The move picker
button-move = Move
picker-prompt = Game #{ $id }: pick your move.
picker-played = Game #{ $id }: you played `{ $action }`.
picker-closed = Game #{ $id }: picker closed; nothing was played.
picker-out-of-date = Game #{ $id }: this picker is out of date (the game moved on); nothing was played. Open a fresh one with Move.
picker-choose-piece = Choose a piece
picker-choose-target = Choose where it goes
picker-choose = Choose
picker-choose-group = Choose a group
picker-back = Back
picker-cancel = Cancel
picker-unknown = unknown piece
picker-plain = as it is
picker-loses = (loses at once)
picker-word-move = move
picker-word-capture = capture
picker-word-split = split
picker-word-merge = merge
picker-word-flip = flip
picker-word-demon-swap = swap demon god and priest
picker-word-demon-keep = keep the start
picker-word-vanish = vanish
picker-word-revive = revive
picker-word-summon = summon
picker-word-hero-call = hero call
picker-word-teleport = teleport
picker-word-pass = pass
picker-word-probe = probe
picker-word-ambush = ambush
picker-word-fire = fire
picker-word-block = block
picker-word-burn = burn
picker-word-reinforce = reinforce
picker-word-withdraw = withdraw
picker-word-recruit = recruit
picker-word-charge = charge
picker-word-shed = shed
picker-word-camps = camps
picker-word-deploy = deploy
picker-word-default = default layout
picker-word-random = random layout
picker-cell-camp = camp
picker-cell-hq = headquarters
picker-cell-post = post
picker-cell-station = railway
picker-cell-centre = centre
picker-cell-river = river
picker-cell-palace = palace
picker-cell-palace-dark = palace
picker-cell-city = city
picker-cell-granary = granary
picker-cell-rain = rain
picker-cell-forest = forest
picker-cell-village = village
picker-cell-hq-zone = home zone
picker-cell-camp-site = camp site
cmd-pick = pick
cmd-pick-desc = Pick your move by clicks, only for you
cmd-pick-help = /pick (choose a piece, then where it goes)
## stand-ins: the computer plays for an absent player (issue 35)
cmd-away = away
cmd-away-desc = Let the computer play your seat until you are back
cmd-away-opt-duration = duration
cmd-away-opt-duration-desc = How long, e.g. 2d (at most 7 days, the default)
cmd-away-help = /away [duration] (the computer plays your seat until /back or your own next move; not in rated or tournament games)
usage-away = /away [duration] [#id], e.g. /away 2d
cmd-back = back
cmd-back-desc = Take your seat back from the computer
cmd-back-help = /back (end /away)
away-post = Game #{ $id }: { $who } is away until { $until }; the computer (level normal) plays their turns meanwhile.
away-private = Game #{ $id }: you are away until { $until }. The computer (level normal) plays your turns from your own view; it never resigns, offers or accepts a draw for you. Type /back, or make a move yourself, to take your seat back.
back-post = Game #{ $id }: { $who } is back and plays their own turns again.
away-ended-private = Game #{ $id }: your time away has ended; your turns are yours again.
stand-in-moved = Game #{ $id }: the computer played for { $who }.
stand-in-after-timeout = Game #{ $id }: you missed the deadline, so the computer acted for you (`{ $action }`). Your next turn is yours again.
stand-in-while-away = Game #{ $id }: the computer acted for you while you are away (`{ $action }`). Type /back to take your seat back.
stand-in-coming = The computer acts for { $who } this once.
away-mark = away
stand-in-mark = stand-in
refuse-away-rated = Game #{ $id } is rated: a rated game is never handed to the computer, so /away is not available.
refuse-away-tournament = Game #{ $id } is a tournament game: /away is not available there.
refuse-not-away = Game #{ $id }: you are not away.

## /rules <game> pieces
pieces-list-heading = The pieces of { $game } (a piece's page: `/rules { $id } <piece>`):
pieces-list-line = • { $pieces } — { $moves }
pieces-moves-label = Moves:

## How images are drawn (/settings and /server pieces: coordinates:), a channel's language
images-prefs = • board images: { $pieces }, { $coordinates }
images-pieces-glyphs = pieces as Chinese glyphs (`pieces:words` for short names)
images-pieces-words = pieces as short names in your language (`pieces:glyphs` for the Chinese glyphs)
images-coordinates-on = coordinates shown
images-coordinates-off = coordinates hidden
server-language = • language of the posts here: { $language } (`language:` changes it)
cmd-settings-opt-pieces = pieces
cmd-settings-opt-pieces-desc = Piece discs on the images sent to you: Chinese glyphs or short names in your language
cmd-settings-opt-pieces-glyphs = Chinese glyphs (default)
cmd-settings-opt-pieces-words = Short names in your language
cmd-settings-opt-coordinates = coordinates
cmd-settings-opt-coordinates-desc = Square and position names on the images sent to you
cmd-settings-opt-coordinates-on = Shown (default)
cmd-settings-opt-coordinates-off = Hidden
cmd-server-opt-pieces = pieces
cmd-server-opt-pieces-desc = Piece discs on this server's channel images: Chinese glyphs or short names
cmd-server-opt-pieces-glyphs = Chinese glyphs (default)
cmd-server-opt-pieces-words = Short names in the server's language
cmd-server-opt-coordinates = coordinates
cmd-server-opt-coordinates-desc = Square and position names on this server's channel images
cmd-server-opt-coordinates-on = Shown (default)
cmd-server-opt-coordinates-off = Hidden
cmd-server-opt-language = language
cmd-server-opt-language-desc = The language of the posts in this server's channels (else the server's own locale)

## Examples from the player's own game (/help move, /help hint, usage lines, unreadable lines)
usage-move-example = /move <move> [#id], e.g. `{ $example }`
usage-hint-example = /hint <square> [#id], e.g. `{ $example }`
refuse-try = Something that can be read here: { $example }
# Private marks (`/mark`): a player's own guesses on pieces it cannot see.
cmd-mark = mark
cmd-mark-desc = Put a private guess on a piece you cannot see, or clear it
cmd-mark-opt-position = position
cmd-mark-opt-position-desc = Where the piece stands, e.g. N1e
cmd-mark-opt-guess = guess
cmd-mark-opt-guess-desc = Your guess (38, bomb, 炸弹, real, decoy, ?); leave it out to clear
cmd-mark-help = /mark <position> [guess] (only you see it)
usage-mark = /mark <position> [guess] [#id], e.g. /mark N1e bomb; /mark N1e clears it
mark-laid = Game #{ $id }: your mark on { $at } is { $guess }. Only you see it.
mark-cleared = Game #{ $id }: your mark on { $at } is cleared.
mark-guess-unknown = ?
mark-guess-real = real
mark-guess-decoy = decoy
mark-guess-coloured = { $colour } { $piece }
mark-colour-red = red
mark-colour-black = black
mark-tag-real = real
mark-tag-decoy = decoy
mark-tag-red = r
mark-tag-black = b
mark-list = Your marks ({ $count }): { $marks }
mark-list-group = { $guess }: { $places }
mark-list-separator = {" · "}
mark-list-more = … and { $count } more
mark-end-header = Game #{ $id } is over. Your marks, with what stood there:
mark-end-line = { $at }: you guessed { $guess }; it was { $truth }.
refuse-mark-not-here = Game #{ $id } hides no piece a mark could help with.
refuse-mark-out = You are out of game #{ $id }.
refuse-mark-no-piece = There is no piece at { $at } whose kind you do not know.
refuse-mark-guess = I know no guess called `{ $guess }`. Try a piece (38, bomb, 炸弹) or ?.
refuse-mark-guess-decoys = I know no guess called `{ $guess }`. Try real, decoy or ?.
refuse-mark-none = You have no mark on { $at } to clear.
probe-tag-real = real!
probe-tag-decoy = decoy!
probe-tag-probed = probed*
probe-tag-hidden = ambush!
