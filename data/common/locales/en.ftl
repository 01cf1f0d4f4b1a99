# Shared words of every game family: refusals every variant can give, the typed events
# of a report, notes, outcomes. A family's own catalogue is searched first.

## Refusals (the heading of a refusal is its code's entry)
NOT_A_PLAYER = You are not playing in this game
GAME_OVER = The game is over
SYNTAX = I cannot read that
NOT_YOUR_TURN = It is not your turn
NO_DRAW_OFFER = There is no draw offer to answer
ILLEGAL_MOVE = Illegal move
PRIVATE_ONLY = Send this to me by private message (DM), not in the channel
UNSUPPORTED = Not available for this game
perft-hidden-information = perft needs a perfect-information game
perft-depth-zero = the depth must be at least 1

## Events
event-moved = { $you ->
    [seat] You move
   *[other] { $seat } moves
} { $piece } { $from }–{ $to }
event-moved-unknown = { $you ->
    [seat] You move
   *[other] { $seat } moves
} { $from }–{ $to }
event-captured = { $you ->
    [by] You capture { $owner }'s
    [owner] { $by } captures your
   *[other] { $by } captures { $owner }'s
} { $piece } on { $at }
event-died = { $you ->
    [owner] Your
   *[other] { $owner }'s
} { $piece } on { $at } leaves the board ({ $cause })
event-promoted = { $from } on { $at } promotes to { $to }
event-demoted = { $from } on { $at } becomes { $to }
event-skill = { $you ->
    [seat] You use
   *[other] { $seat } uses
} { $skill } on { $at }
event-skill-with = { $you ->
    [seat] You use
   *[other] { $seat } uses
} { $skill } ({ $piece }) on { $at }
event-revealed = { $you ->
    [owner] Your
   *[other] { $owner }'s
} { $piece } is revealed on { $at }
event-check = { $you ->
    [seat] You are
   *[other] { $seat } is
} in check
event-eliminated = { $you ->
    [seat] You are
   *[other] { $seat } is
} out ({ $reason })
event-draw-offered = { $you ->
    [seat] You offer
   *[other] { $seat } offers
} a draw
event-draw-declined = { $you ->
    [seat] You decline
   *[other] { $seat } declines
} the draw
event-win = { $winners } wins ({ $reason }).
event-win-team = { $winners } win ({ $reason }).
event-draw = Draw ({ $reason }).
event-aborted = Game aborted.
you = you

## Notes drawn on images
note-check = check

## Why a game ended or a seat left
outcome-resign = resignation
outcome-timeout = out of time
outcome-agreement = by agreement
outcome-abort = aborted
outcome-no-action = no legal action left
eliminated-resign = resigned
eliminated-timeout = out of time

## Setting up a game (/play)
setup-seat-count = { $variant } is played by { $range } players, not { $players }
setup-no-options = { $variant } takes no options (got `{ $key }`)
setup-unknown-option = { $variant } has no option `{ $key }`; its options are { $known }
setup-bad-option-value = The option `{ $key }` takes { $allowed }, not `{ $value }`
setup-expiry-by-rules = { $variant } has its own timeout rule, so `expiry` cannot be chosen
