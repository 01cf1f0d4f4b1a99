# Secret Duel (a 3x3 test game): names, refusals, events and its /rules summary.

variant-secret-duel = Secret Duel
seat-first = First
seat-second = Second
seat-third = Third
seat-fourth = Fourth
piece-treasure = Treasure

sd-syntax = write `hide b2` or `probe c3`
sd-bad-cell = cells are a1 to c3
sd-hiding-over = the hiding phase is over
sd-still-hiding = treasures are still being hidden
sd-probed-twice = { $cell } was already probed
sd-own-cell = your own treasure is on { $cell }
sd-hid = { $seat } hid a treasure
sd-skill-hide = hiding
sd-skill-probe = a probe
sd-eliminated-found = treasure found
eliminated-found = treasure found
outcome-found = treasure found

rules-summary = Secret Duel (test game, 3x3): each player first hides a treasure by DM to me (`hide b2`). Then players take turns probing a cell in the channel (`probe c3`); a probe that finds other treasures knocks their owners out. Last one standing wins.
