page-title_room = Room{ " " }{ $code } · Eleusis
page-title_organizer = Room{ " " }{ $code } · organizer
where-room = Room{ " " }{ $code }
where-organizer = Organizer · Room{ " " }{ $code }
start-room_title = Open a room
start-room_text = For a class or a club at several tables: people join the room with one code, and you form the tables.
start-room_name = The room's name
start-room_name_placeholder = Class 4b
start-room_submit = Set up the room
start-room_again = Room{ " " }{ $code }: the organizer's screen
room-join_title = Join room{ " " }{ $code }
room-join_text = Type your name: the organizer then seats you at a table, and this phone takes you there.
room-join_submit = Join the room
room-wait = Wait for your table
room-you_are = You are { $name }.
room-wait_text = When the organizer forms the tables, this phone takes you to your seat by itself.
room-on_the_way = You go to table { $table }: you are seated there once its deal is over.
room-seat_refused = Your seat at table { $table } is no longer yours. Ask the organizer to seat you again.
room-waiting =
    { $n ->
        [0] Nobody waits in the lobby yet.
        [one] One person waits in the lobby.
       *[other] { $n } people wait in the lobby.
    }
room-not_found = No such room
room-not_found_text = There is no room with the code { $code } (or it was deleted).
room-result_title = The room's result
room-result_show = Show the result
room-result_again = Show it again
room-result_json = Download JSON
room-result_csv = Download CSV
room-result_none = No deal has ended at this table yet.
room-result_game = Game { $game }
room-result_game_on = Game { $game } (still being played)
room-result_total = { $name }: { $total }
room-result_winner = { $name }: { $total } (wins)
room-result_deal = Deal { $deal }, dealt by { $dealer }: “{ $rule }”, mainline of { $n }
organizer-title = { $room }: the organizer's screen
organizer-lobby =
    { $n ->
        [0] The lobby: nobody waits
        [one] The lobby: one person waits
       *[other] The lobby: { $n } people wait
    }
organizer-lobby_empty = Nobody waits in the lobby.
organizer-join_at = People join at
organizer-how_many = How many tables
organizer-as_needed = as many as needed
organizer-form = Form the tables
organizer-add_table = Add a table for the lobby
organizer-table = Table { $number }
organizer-phase =
    { $phase ->
        [lobby] Game { $game }: in its lobby
        [deal_over] Game { $game }: deal { $deal } is over
        [game_over] Game { $game } is over
       *[other] Game { $game }: deal { $deal } is being played
    }
organizer-dealer = { $name } deals
organizer-mainline = mainline of { $n }
organizer-prophet = { $name } is the prophet
organizer-leaders = leading: { $names }
organizer-host_page = Host's controls of { $table }
organizer-host_who = Host of this table
organizer-host_me = You (the organizer)
organizer-make_host = Make host
organizer-host_done = The table has its host.
organizer-propose_open = Propose a rule from the rule book
organizer-propose_rule = Rule for the next dealer
organizer-about = about { $n } of { $pack }
organizer-propose = Propose
organizer-proposed = Proposed for deal { $deal }: “{ $rule }” (about { $n } of { $pack })
organizer-move_title = Move someone
organizer-move_who = Who
organizer-move_to = To
organizer-move = Move
organizer-no_token = This device did not open the room: open the organizer's link on the device that did.
organizer-code = Room code: { $code }
organizer-back = Back to the organizer's screen (room { $code })
proposal-title = The organizer proposes a rule
proposal-text = Only you see it until the deal ends. Seal it as it is, change it first, or write your own.
proposal-use = Use this rule
picture-expulsion_active = active
picture-expulsion_in =
    { $n ->
        [one] in{ " " }{ $n } card
       *[other] in{ " " }{ $n } cards
    }
picture-aria_mainline =
    { $n ->
        [one] Mainline of{ " " }{ $n } card
       *[other] Mainline of{ " " }{ $n } cards
    }
picture-aria_sideline_cards =
    { $n ->
        [one] { $n } sideline card
       *[other] { $n } sideline cards
    }
picture-aria_under = under{ " " }{ LIST($places, type: "unit") }
picture-aria_under_card = card{ " " }{ $at } ({ LIST($groups, type: "unit") })
picture-aria_prophet_marker = prophet's marker on card{ " " }{ $at }
picture-aria_parts = { LIST($parts, type: "unit") }
picture-main_title = Mainline card{ " " }{ $pos } (card { $at } on the table)
picture-crown = P
picture-rejected_string = Rejected string of{ " " }{ $n }
picture-rejected_card = Rejected card
picture-empty = No cards on the table yet.
picture-stock = Stock
picture-table = Table
picture-mainline = Mainline
picture-expulsion = Expulsion
picture-since_marker = Since marker
picture-hands = Hands
tag-turn = turn
tag-prophet = prophet
tag-expelled = expelled
tag-deposed = deposed
picture-label = The table
picture-deal = Deal{ " " }{ $number }
picture-rule_fp = rule{ " " }{ $fp }
start-where = New table
start-name_placeholder = e.g. Ann
toast-type_name = Type your name first.
start-which_game = Which game?
start-options_for = Options for{ " " }{ $profile }
start-submit = Start the table
start-host_note = You are the host and take the first seat. Others join by scanning the code on your screen.
start-join_title = Join a table
start-code = Table or room code
start-go = Go
recent-title = Your recent tables
recent-lobby = Waiting in the lobby
recent-lobby_game = Game{ " " }{ $game }, waiting in the lobby
recent-deal_on = Deal{ " " }{ $number } being played
recent-deal_on_game = Game{ " " }{ $game }, deal { $number } being played
recent-deal_over = Deal{ " " }{ $number } over
recent-deal_over_game = Game{ " " }{ $game }, deal { $number } over
recent-game_over = Game over
recent-game_over_game = Game{ " " }{ $game } over
recent-seen_today = seen at{ " " }{ $at }
recent-seen_on = seen{ " " }{ $day }, { $at }
recent-board = big screen
recent-seat_host = { $name } (host)
recent-no_seat = no seat on this phone
recent-rejoin = Rejoin
recent-rejoin_label = Rejoin table{ " " }{ $code }
recent-open = Open
recent-open_label = Open table{ " " }{ $code }
recent-forget = Forget
recent-forget_label = Forget table{ " " }{ $code } on this phone
me-dealer = You are the dealer
me-watching = You watch this deal
me-total = Your total:{ " " }{ $total }
me-hand_label =
    { $n ->
        [one] card in your hand
       *[other] cards in your hand
    }
me-prophet = You are the prophet: your hand is set aside.
me-expelled = You are expelled from this deal. Keep your cards; you take no more turns.
status-last_turn = Last turn:{ " " }
status-hints = Hints
status-prophet_marker = Put the prophet's marker ({ $prophet }) on mainline card { $at }.
window-guess = { $who } may still guess the rule. { $next }'s play closes it.
window-guess_me = { $who } may still guess the rule. Your play closes it.
window-declare = { $who } may still declare themself prophet. { $next }'s play closes it.
window-declare_me = { $who } may still declare themself prophet. Your play closes it.
status-reopened_by = { $who } reopened this deal after its end, so its rule stays shown:
status-rule_shown = This deal's rule has been shown to everyone:
rule-none_sealed = No rule was sealed in the companion.
turn-expel_me = Expulsion is active: a wrong play or a false no-play expels you from this deal.
turn-expel = Expulsion is active: a wrong play or a false no-play expels{ " " }{ $who } from this deal.
turn-play_a_card = Play a card
turn-plays_a_card = { $who } plays a card
turn-no_play = No play
turn-no_play_for = { $who }: no play
turn-buy_hint = Buy a hint (draw 1 card)
turn-hint_placeholder = the hint you give
turn-buys_hint = { $who } buys a hint (draws 1)
turn-record_hint = Record the hint
turn-label_me = Your turn
turn-label = { $who }'s turn
turn-heading_me = Play cards or claim no play
turn-heading =
    { $n ->
        [one] Enter for{ " " }{ $who } ({ $n } card)
       *[other] Enter for{ " " }{ $who } ({ $n } cards)
    }
turn-play_n =
    { $n ->
        [one] Play{ " " }{ $n } card
       *[other] Play{ " " }{ $n } cards
    }
turn-plays_n =
    { $n ->
        [one] { $who } plays { $n } card
       *[other] { $who } plays { $n } cards
    }
turn-more = More
turn-how_many = How many cards
turn-count_label = Cards to play (up to{ " " }{ $max })
withdraw-text = Tapped by mistake? You can take it back until it is judged.
withdraw-no_play = Withdraw my no-play claim
withdraw-play = Withdraw my play
window-you_may_guess = You may guess the rule now: say it aloud before{ " " }{ $next } plays; the dealer records right or wrong.
window-you_may_declare = You may become the prophet, before{ " " }{ $next } plays: you set your hand aside and judge the others' plays.
window-declare_button = Declare myself prophet
window-declare_confirm = Tap again to become the prophet
verdict-right = Right
verdict-wrong = Wrong
verdict-right_no_play = Right: no card would play
verdict-wrong_no_play = Wrong: a card would play
verdict-wrong_expels = Wrong:{ " " }{ $who } is expelled
verdict-wrong_expels_if_confirmed = Wrong ({ $who } is expelled if confirmed)
verdict-wrong_no_play_expels = Wrong: a card would play.{ " " }{ $who } is expelled
verdict-wrong_no_play_expels_if_confirmed = Wrong: a card would play ({ $who } is expelled if confirmed)
judge-heading_attempt =
    { $n ->
        [one] Judge:{ " " }{ $who } plays { $n } card
       *[other] Judge:{ " " }{ $who } plays { $n } cards
    }
judge-heading_no_play = Judge:{ " " }{ $who } claims no play
prophet-you = You are the prophet
prophet-who = { $who } is the prophet
prophet-marker = Marker on mainline card{ " " }{ $at }
prophet-since =
    { $n ->
        [one] { $n } card since the marker (expulsion at 20)
       *[other] { $n } cards since the marker (expulsion at 20)
    }
prophet-bonus = Bonus so far: +{ $bonus } ({ $main } mainline × 1, { $side } sideline × 2)
seal-placeholder = e.g. alternate red and black
seal-title = Seal your rule
seal-text = Only you see it until the deal ends; everyone sees its fingerprint now. The companion adds a random salt, so nobody can match the fingerprint against likely rules; it is shown with the rule at the end.
seal-rule = Secret rule
seal-show = Show while typing
seal-submit = Seal the rule
seal-yours = Your sealed rule
rulebook-summary = Pick a rule from the rule book
rulebook-loading = Loading the rule book…
rulebook-failed = The rule book could not be loaded.
rulebook-try_again = Try again
rulebook-about = How many cards fit: on average, how many of the{ " " }{ $pack } cards of a pack the rule lets through next. About { $low } to { $high } is good: easy to play, and still hard to guess. You may edit the rule you pick, or write your own.
rulebook-group_beginner = For beginners
rulebook-group_harder = Harder
rulebook-group_expert = For experts
rulebook-fits = About{ " " }{ $n } of { $pack } fit: { $word }
rulebook-word_good = good
rulebook-word_too_easy = too easy
rulebook-word_hard = hard
rulebook-reads =
    { $n ->
        [one] reads the last card
       *[other] reads the last{ " " }{ $n } cards
    }
rulebook-picked = From the rule book: about{ " " }{ $n } of { $pack } cards fit, { $word }.
rulebook-edited = Changed from the rule book (its rule: about{ " " }{ $n } of { $pack } cards fit, { $word }).
rulebook-alternate_colours = If the last card is red, play a black card; if it is black, play a red card.
rulebook-suits_spades_hearts_diamonds_clubs = Suits in turn: spades, then hearts, then diamonds, then clubs, then spades again.
rulebook-suits_spades_hearts_clubs_diamonds = Suits in turn: spades, then hearts, then clubs, then diamonds, then spades again.
rulebook-odd_then_even = After an odd card play an even one; after an even card, an odd one (ace 1, jack 11, queen 12, king 13).
rulebook-low_then_high = After a card from ace to 7 play a card from 8 to king; after 8 to king, play ace to 7.
rulebook-one_to_three_higher = Play a card 1, 2 or 3 higher than the last, counting on from the king to the ace (after a queen, a king, an ace or a 2).
rulebook-one_up_one_down_or_same = Play a card one higher, one lower or of the same rank as the last (no counting on from the king to the ace).
rulebook-three_red_three_black = Three red cards, then three black, then three red, and so on (the starter is the first of its three).
rulebook-one_higher = Play a card exactly one higher than the last (after a king, an ace).
rulebook-different_suit = Play a card of a different suit from the last.
rulebook-odd_red_even_black = After an odd card play a red one; after an even card, a black one.
rulebook-even_red_odd_black = After an even card play a red one; after an odd card, a black one.
rulebook-same_suit_or_rank = Play a card of the same suit or the same rank as the last.
rulebook-black_lower_red_higher = After a black card, play the same or a lower rank; after a red card, the same or a higher rank.
rulebook-higher_other_colour = Play a card of the other colour and a higher rank; after a king, any card of the other colour.
rulebook-same_colour_within_three = Play a card of the same colour at most 3 ranks from the last, counting on from the king to the ace.
rulebook-suit_of_the_card_before_last = Play a card of the suit of the card before the last (after the starter alone, any card).
rulebook-between_the_last_two = Play a card whose rank lies between the ranks of the last two cards, both included (after the starter alone, any card).
rulebook-colour_before_last_and_higher = Play a card of the colour of the card before the last, higher than the last; after a king, any card of that colour (after the starter alone, read the starter as both).
starter-cards = Starter cards
starter-rank = Rank of the last starter card
starter-rank_optional = Rank of the last starter card (optional)
starter-place = Place the starter
starter-title = Starter
guess-title = { $who } may guess the rule
guess-text = Open until{ " " }{ $next } plays. Record the guess when { $who } says it.
guess-right = Right guess
guess-wrong = Wrong guess
declare-text = { $who } may still declare themself prophet, until { $next } plays.
declare-button = { $who } declares prophet
declare-confirm = Tap again:{ " " }{ $who } becomes prophet
dealer-waiting_prophet = Waiting for the prophet{ " " }{ $prophet }
dealer-prophet_judges_attempt =
    { $n ->
        [one] { $who } plays { $n } card. { $prophet } judges on their phone; then you confirm or overrule.
       *[other] { $who } plays { $n } cards. { $prophet } judges on their phone; then you confirm or overrule.
    }
dealer-prophet_judges_no_play = { $who } claims no play. { $prophet } judges on their phone; then you confirm or overrule.
spoken-said_right = Prophet's verdict:{ " " }{ $prophet } said right
spoken-said_wrong = Prophet's verdict:{ " " }{ $prophet } said wrong
spoken-said_right_no_play = Prophet's verdict:{ " " }{ $prophet } said right (no card would play)
spoken-said_wrong_no_play = Prophet's verdict:{ " " }{ $prophet } said wrong (a card would play)
spoken-summary = { $prophet }'s phone is away? Enter the prophet's spoken verdict
spoken-text = This records{ " " }{ $prophet }'s verdict as the prophet's, not yours: you confirm or overrule it next.
proxy-summary = { $who }'s phone is away? Enter the turn for { $who }
proxy-text = { $who } taps their own turn on their own phone. Enter it here only while that phone is away.
confirm-expels = Confirm:{ " " }{ $who } is expelled
confirm-confirm = Confirm
confirm-overrule_right = Overrule: right
confirm-overrule_wrong = Overrule: wrong
confirm-overrule_right_no_play = Overrule: the claim was true
confirm-overrule_wrong_no_play = Overrule: a card would play
confirm-overrule_illegal = Overrule: the card the prophet picked is illegal
confirm-heading_attempt_right =
    { $n ->
        [one] { $who } plays { $n } card. Prophet { $prophet } says right.
       *[other] { $who } plays { $n } cards. Prophet { $prophet } says right.
    }
confirm-heading_attempt_wrong =
    { $n ->
        [one] { $who } plays { $n } card. Prophet { $prophet } says wrong.
       *[other] { $who } plays { $n } cards. Prophet { $prophet } says wrong.
    }
confirm-heading_no_play_right = { $who } claims no play. Prophet { $prophet } says right (no card would play).
confirm-heading_no_play_wrong = { $who } claims no play. Prophet { $prophet } says wrong (a card would play).
over-reason_emptied = { $who } emptied their hand.
over-reason_emptied_anon = A hand was emptied.
over-reason_all_expelled = Every player was expelled.
over-reason_stock_out = The stock ran out.
over-reason_guessed = { $who } guessed the rule.
over-reason_guessed_anon = The rule was guessed.
over-reason_game_ended = The host ended the game.
over-part_base = { $n } from hands
over-part_emptied = { $n } emptied
over-part_prophet = { $n } prophet
over-part_guess = { $n } guess
over-part_dealer = { $n } dealer
over-part_other = { $n } { $part }
rule-none_this_deal = No rule was sealed in the companion this deal.
rule-not_shown = (the rule is not shown)
rule-fingerprint = Fingerprint sealed before the deal:{ " " }{ $fp }
rule-salt = Salt:{ " " }{ $salt }
rule-checking = Checking the fingerprint…
rule-matches = ✓ The rule matches the fingerprint sealed before the deal.
rule-mismatch = ✗ This rule does NOT match the sealed fingerprint!
rule-title = The rule
over-dealer_highest = { $score } = the highest player score ({ $best })
over-dealer_capped = { $score } = the lower of the highest score ({ $best }) and 2 × T = 2 × { $t } = { $cap }, T being the table when { $prophet } became prophet
over-caption = Scores of deal{ " " }{ $number }
scores-who = Who
scores-deal = Deal
scores-total = Total
scores-bonus = Bonus
over-title = Deal{ " " }{ $number } is over
over-next_deal = Start the next deal
host-end_game = End the game now
host-end_game_confirm = Tap again to end the game
over-high_hand_size = Hand size dealt:{ " " }{ $high } (each score is { $high } − own hand)
over-high_largest_hand = Largest hand:{ " " }{ $high } (each score is { $high } − own hand)
over-waiting_for = Waiting for{ " " }{ LIST($who, type: "or") } to start the next deal.
over-waits_for_you_or = Everyone waits for you or{ " " }{ LIST($others, type: "or") }: tap "Start the next deal" when the cards are shuffled.
over-waits_for_you = Everyone waits for you: tap "Start the next deal" when the cards are shuffled.
over-next_me = Next: You deal deal{ " " }{ $number }.
over-next = Next:{ " " }{ $who } deals deal { $number }.
share-head_many = Eleusis at table{ " " }{ $code } ({ $profile }): { $names } share the win.
share-head_one = Eleusis at table{ " " }{ $code } ({ $profile }): { $who } wins.
share-person = { $name }: { $total }
share-deal_rule = Deal{ " " }{ $number } ({ $dealer } dealt): rule "{ $rule }"
share-deal = Deal{ " " }{ $number } ({ $dealer } dealt)
share-title = Eleusis
csv-deal = deal
csv-dealer = dealer
csv-rule = rule
csv-total = total
csv-seq = seq
csv-at = at
csv-type = type
csv-by = by
csv-undone = undone
csv-text = text
csv-person = person
csv-games = games
csv-wins = wins
csv-points = points
csv-game = game
csv-profile = profile
csv-winners = winners
csv-hypothesis = hypothesis
csv-table_count = T
csv-struck = struck
csv-marked = marked
toast-log_failed = Could not load the log; exported without it.
game-per_deal = Scores per deal
game-per_deal_caption = Each deal's score, per person
game-dealt = { $who } dealt
game-dealer_mark = { " " }(dealer)
chart-start = start
chart-series = { $name }: { LIST($values, type: "unit") }
chart-label = Totals after each deal.{ " " }{ $series }
chart-title = Totals after each deal
game-title = Game over
game-share = { $names } share the win!
game-wins = { $who } wins!
game-winner = winner
game-last_deal_ended = Deal{ " " }{ $number }: ended by the host
game-last_deal = Deal{ " " }{ $number }: the last deal
game-dotted = A dotted underline marks the dealer's score of that deal.
toast-summary_copied = Summary copied.
game-share_button = Share the result
game-export_json = Export JSON
game-export_csv = Export CSV
night-latecomers = Just arrived? Scan to sit down: you are dealt in from the next deal.
night-join_next = Scan to sit down for the next game.
night-newcomers =
    { $n ->
        [one] { $names } is dealt in from the next deal.
       *[other] { $names } are dealt in from the next deal.
    }
night-removed = Removed from this game:{ " " }{ $names } (their scores so far stand).
night-people_title = Latecomers and leavers
night-people_text = Between deals you may seat latecomers (they scan the big screen's code, or the one below) and remove someone who leaves: their scores so far stand.
night-new_tag = new
night-sits_left_of = { $name } sits at the left of
night-place = Place{ " " }{ $name }
night-invite = Invite a latecomer
night-standings = The night's standings
night-standings_caption = Each game's total per person (★ its winners), games won and points
night-standings_text =
    { $n ->
        [one] { $n } game at this table tonight. ★ marks its winners.
       *[other] { $n } games at this table tonight. ★ marks each game's winners.
    }
night-game = Game{ " " }{ $number }
night-wins = Wins
night-points = Points
night-again_title = Another game?
night-again_text = The same people, seats and links: nobody scans again. Totals start again at 0; the night's standings keep every game.
night-again_profile = Game to play
night-same_profile = { $profile } (as this game)
night-again = Play again with the same people
night-again_wait = The host may start another game with the same people: this phone follows into its lobby.
night-game_of_night = Game{ " " }{ $number } at this table: the night so far
menu-seat_of = Your seat:{ " " }{ $name }
menu-seat = Your seat
menu-seat_text = This phone keeps your seat: reloading or sleeping brings you back. To move the seat to another phone, open this private link there (keep it secret: it is your seat).
toast-link_copied = Rejoin link copied.
toast-copy_failed = Copy failed: select the link above.
menu-copy_link = Copy the rejoin link
menu-board = Big screen
board-open_laptop = { $link } on a laptop or TV for everyone to see.
menu-lost = Lost phones
menu-lost_text = Someone's phone lost their seat? Show their rejoin QR and let them scan it. Their old link stops working.
menu-people = People at the table
menu-host = Host
howto-title = How to play{ " " }{ $profile }
howto-profiles = Games
howto-head_deal = What to deal
howto-head_wrong = Where wrong cards go
howto-head_markers = Markers
howto-head_dealer = What the dealer taps
howto-cards_stay = The real cards stay on the table: the phones keep the counts, the markers and the scores.
howto-howell_intro = The full game, for 4 to 8 people. Each deal, one person is the dealer and makes up a secret rule that says which card may follow which. The others play cards onto the mainline and try to work the rule out. Everyone deals once; the highest total wins.
howto-howell_deal = Shuffle 3 packs together. Deal 14 cards to each player; the dealer holds no hand, and the rest is the stock. The dealer lays one or more starter cards to begin the mainline. Count the players from the dealer's left up to the last starter card's rank (ace 1, jack 11, queen 12, king 13): that player begins, and turns go to the left.
howto-howell_wrong = On your turn, play one card or a string of several, or say no play. Right: the cards join the mainline. Wrong: they hang in a sideline under the current end of the mainline, in the order played, and you draw 2 cards for each. A true no play: your hand goes under the stock and you take a new hand 4 cards smaller. A false one: the dealer lays one of your cards that was right, and you draw 5.
howto-howell_markers = Every 10th card placed on the table, mainline or sideline, gets a marker, inside a string too. From 30 cards on the table, a wrong play expels its player. Right after your own turn you may declare yourself prophet: the prophet's marker goes on the last mainline card, and you judge the plays before the dealer, until the dealer overrules you.
howto-howell_dealer = Seal your rule on your phone before the starter: the others see only its fingerprint. Tap how many starter cards you laid and the rank of the last one. Then tap Right or Wrong for each play (with a prophet: Confirm or Overrule). Your phone says what goes where. Undo takes back a mis-tap.
howto-abbott_intro = Abbott's original game, for 4 to 8 people, played as Howell with two changes: the companion draws who plays first, and if the host ends the game early, everyone who never dealt gets 10 more.
howto-abbott_deal = Shuffle 3 packs together. Deal 14 cards to each player; the dealer holds no hand, and the rest is the stock. The dealer lays one or more starter cards to begin the mainline. The companion draws who plays first; turns go to the left.
howto-abbott_dealer = Seal your rule on your phone before the starter: the others see only its fingerprint. Tap how many starter cards you laid. Then tap Right or Wrong for each play (with a prophet: Confirm or Overrule). Your phone says what goes where. Undo takes back a mis-tap.
howto-express_intro = The quick version, for 3 to 8 people: one card at a time, no prophets and no expulsion. Guess the rule aloud to end the round.
howto-express_deal = Shuffle 2 packs together. Deal 12 cards to each player (or 10, by the options); the dealer holds no hand, and the rest is the stock. The dealer turns one card from the stock: the starter. The player at the dealer's left begins.
howto-express_wrong = On your turn, play exactly one card, or say no play. Right: it joins the mainline. Wrong: it goes to a sideline under the end of the mainline, and you draw 1. A true no play: your hand goes under the stock and you take one card fewer. A false one: the dealer lays one of your cards that was right, and you draw 1.
howto-express_markers = Without prophets or expulsion, markers change nothing here; the phones still count the table. After a right play or a true no play you may guess the rule aloud, once: a right guess ends the round and scores 6 more.
howto-express_dealer = Seal your rule on your phone, then turn the starter from the stock and tap Place the starter. Tap Right or Wrong for each card and for each guess. Your phone says what goes where. Undo takes back a mis-tap.
board-expulsion_active = Expulsion is active
board-expulsion_active_text = A wrong play now expels the player from this deal.
board-expulsion_in =
    { $n ->
        [one] Expulsion in{ " " }{ $left } card
       *[other] Expulsion in{ " " }{ $left } cards
    }
board-expulsion_count_prophet =
    { $n ->
        [one] { $n } card since the prophet's marker; at { $threshold } a wrong play expels.
       *[other] { $n } cards since the prophet's marker; at { $threshold } a wrong play expels.
    }
board-expulsion_count =
    { $n ->
        [one] { $n } card on the table; at { $threshold } a wrong play expels.
       *[other] { $n } cards on the table; at { $threshold } a wrong play expels.
    }
board-whose_turn = Whose turn
board-fullscreen = Full screen
board-leave_fullscreen = Leave full screen
board-open = Open the big screen
board-open_tablet = { $link } on a tablet or TV for everyone to see.
https-note = Installing the app needs HTTPS. Over plain http everything else works, and the first tap keeps the screen awake. How to serve the companion over HTTPS:{ " " }{ $guide }.
https-dismiss = Got it
tag-undone = undone
tag-host = host
tag-you = you
history-empty = Nothing yet.
history-older = Show older lines
log-create =
    { $profile ->
       *[howell] { $host } opened a howell table.
        [abbott] { $host } opened an abbott table.
        [express] { $host } opened an express table.
    }
log-join =
    { $late ->
        [yes] { $name } sat down; they are dealt in from the next deal.
       *[no] { $name } sat down.
    }
log-seat = { $by } set the seat order: { LIST($order, type: "unit") }.
log-options = { $by } changed the options: { LIST($options, type: "unit") }.
log-kick =
    { $late ->
        [yes] { $by } removed { $who } from the game; their scores so far stand.
       *[no] { $by } removed { $who } from the table.
    }
log-start =
    { $chosen ->
        [drawn] The game started; the first dealer is{ " " }{ $first_dealer } (drawn at random).
       *[named] The game started; the first dealer is{ " " }{ $first_dealer } (named by the host).
    }
log-seal_rule = { $by } sealed the secret rule.
log-starter =
    { $ranked ->
        [yes]
            { $n ->
                [one] { $by } placed { $n } card as the starter, last rank { $rank }.
               *[other] { $by } placed { $n } cards as the starter, last rank { $rank }.
            }
       *[no]
            { $n ->
                [one] { $by } placed { $n } card as the starter.
               *[other] { $by } placed { $n } cards as the starter.
            }
    }
log-attempt =
    { $n ->
        [one] { $who } played { $n } card.
       *[other] { $who } played { $n } cards.
    }
log-no_play = { $who } declared no play.
log-judge =
    { $verdict ->
        [right] { $who } judged: right.
       *[wrong] { $who } judged: wrong.
    }
log-confirm = { $by } confirmed the prophet's judgement.
log-overrule =
    { $verdict ->
        [right] { $by } overruled the prophet: right.
       *[wrong] { $by } overruled the prophet: wrong.
    }
log-declare_prophet = { $who } became the prophet.
log-guess =
    { $verdict ->
        [right] { $who } guessed the rule: right.
       *[wrong] { $who } guessed the rule: wrong.
    }
log-buy_hint =
    { $worded ->
        [yes] { $who } bought a hint: { $hint }
       *[no] { $who } bought a hint.
    }
log-withdraw = { $who } withdrew the play.
log-undo =
    { $reopened ->
        [yes] { $by } undid action { $target } and reopened deal { $deal }; its rule stays shown to everyone.
       *[no] { $by } undid action { $target }.
    }
log-next_deal = { $by } called the next deal.
log-end_game = { $by } ended the game.
log-new_game =
    { $profile ->
        [howell] { $by } started game { $game } with the same people and seats, as a howell game.
        [abbott] { $by } started game { $game } with the same people and seats, as an abbott game.
        [express] { $by } started game { $game } with the same people and seats, as an express game.
       *[same] { $by } started game { $game } with the same people and seats.
    }
log-ends_game = Everyone seated has dealt: the game is over.
log-other = { $type }
log-closed_guess = That closed{ " " }{ $closes }'s chance to guess.
log-closed_declare = That closed{ " " }{ $closes }'s chance to declare prophet.
log-closed_window = That closed{ " " }{ $closes }'s window.
result-deposed =
    { $n ->
        [one] The prophet{ " " }{ $prophet } is deposed and draws { $n } card.
       *[other] The prophet{ " " }{ $prophet } is deposed and draws { $n } cards.
    }
result-illegal_pick = The card the prophet picked goes back to{ " " }{ $who }'s hand.
result-take_back = { $who } takes the cards back.
result-right =
    { $n ->
        [one] Right:{ " " }{ $who }'s { $n } card goes on the mainline.
       *[other] Right:{ " " }{ $who }'s { $n } cards go on the mainline.
    }
result-wrong =
    { $n ->
        [one] Wrong:{ " " }{ $who }'s { $n } card goes to a sideline.
       *[other] Wrong:{ " " }{ $who }'s { $n } cards go to a sideline.
    }
result-keeps_hand = { $who } keeps the hand.
result-no_play_right_empty = No play was right:{ " " }{ $who } puts the hand under the stock; the hand is empty.
result-no_play_right =
    { $n ->
        [one] No play was right:{ " " }{ $who } puts the hand under the stock and takes { $n } card.
       *[other] No play was right:{ " " }{ $who } puts the hand under the stock and takes { $n } cards.
    }
result-no_play_false = No play was false: the dealer puts one legal card of{ " " }{ $who }'s on the mainline.
result-draws =
    { $n ->
        [one] { $who } draws { $n } card.
       *[other] { $who } draws { $n } cards.
    }
result-expelled = { $who } is expelled for this deal.
result-marker = Put a marker under card{ " " }{ $at }.
rulebook-group_good = Good: { $low } to { $high } of { $pack } fit
rulebook-group_too_easy = Too easy: more than { $high } of { $pack } fit
rulebook-group_hard = Hard: fewer than { $low } of { $pack } fit
game-delete_table = Delete this table
game-delete_table_confirm = Tap again to delete this table, its game and everyone’s names for good
night-placed = { $name } now sits at the left of { $left }.
log-make_host = { $by } made { $who } the host of this table.
error-already_prophet = A player can be prophet only once per deal.
error-bad_after = The log was asked for in a way the companion does not understand.
error-bad_verdict = A verdict is right or wrong.
error-cannot_kick_host = The host cannot be removed.
error-deal_not_over = The deal is not over yet.
error-dealer_only = Only the dealer can do that.
error-dealer_or_host_only = Only the dealer or the host can do that.
error-empty_hand_claim = The hand is empty, so the no-play claim is true: no card can go on the mainline.
error-expelled = An expelled player cannot become prophet.
error-hint_already_bought = A hint was already bought this turn.
error-host_only = Only the host can do that.
error-judge_only = Only the dealer or the prophet judges.
error-no_guess_now = Only a player who just played right may guess, before the next turn.
error-no_guessing = Guessing the rule aloud does not end the deal in this profile.
error-no_hints = Hints are not on at this table.
error-no_prophets = This profile has no prophets.
error-not_enough_cards = There are not enough cards for these hands: add a pack or deal fewer cards.
error-not_just_played = Only the player who just finished their turn may declare, before the next turn is played.
error-not_started = The game has not started.
error-not_your_turn = It is not that player's turn.
error-nothing_to_confirm = There is no prophet's judgement to confirm or overrule.
error-nothing_to_judge = There is nothing waiting for a judgement.
error-nothing_to_undo = Nothing of this deal is left to undo.
error-nothing_to_withdraw = There is nothing to withdraw.
error-one_card_only = In this profile an attempt is exactly one card.
error-one_starter_card = In this profile the starter is exactly one card.
error-overrule_same_verdict = An overrule gives the other verdict (the same one only when the prophet picked an illegal card).
error-own_play_only = Only the player who played can withdraw it (the dealer can undo it).
error-prophet_in_office = There is already a prophet.
error-prophet_judges_first = The prophet judges first; then confirm or overrule.
error-rank_required = Enter the rank of the last starter card (A to K).
error-starter_placed = The rule can be sealed only before the starter is placed.
error-too_few_players = At least two other active players must remain.
error-too_many_cards = That is more cards than there are.
error-too_many_records = { $detail ->
        [yes] { $reserved ->
                [yes] { $phase ->
                        [lobby] This game's lobby already holds { $used } of the { $most } records it may have (the rest kept for a judgement, an undo or a kick); start the game.
                        [game_over] This game's last deal already holds { $used } of the { $most } records it may have (the rest kept for a judgement, an undo or a kick); start a new game.
                       *[deal] This deal already holds { $used } of the { $most } records it may have (the rest kept for a judgement, an undo or a kick); start the next deal or end the game.
                }
               *[no] { $phase ->
                        [lobby] This game's lobby already holds { $used } of the { $most } records it may have; start the game.
                        [game_over] This game's last deal already holds { $used } of the { $most } records it may have; start a new game.
                       *[deal] This deal already holds { $used } of the { $most } records it may have; start the next deal or end the game.
                }
            }
       *[no] This deal holds the most records one deal may have; start the next deal or end the game.
    }
error-verdict_given = The prophet has judged it already: it can no longer be withdrawn.
error-wrong_number_of_people = { $detail ->
        [yes] { $at ->
                [deal] A { $profile } deal needs at least { $least } people: seat a newcomer or end the game.
               *[game] A { $profile } game needs { $least } to { $most } people.
            }
       *[no] This game needs a different number of people.
    }
error-wrong_phase = That cannot be done now.
error-end_game_final = The host ended the game: that is final and cannot be undone.
error-game_not_over = The game is not over: a new game starts once it is.
error-too_many_seals = { $detail ->
        [yes] The rule was sealed { $most } times in this deal, the most a deal allows: it cannot be sealed again.
       *[no] The rule was sealed too many times in this deal: it cannot be sealed again.
    }
error-too_many_withdrawals = { $detail ->
        [yes] This seat has withdrawn the most plays one seat may in one deal ({ $most }): this one waits for the verdict.
       *[no] This seat has withdrawn as many plays as one seat may in one deal: this one waits for the verdict.
    }
error-host_undoes_seats = The game is over: only the host can undo a seat change or a removal.
error-joined_since = { $detail ->
        [yes] { $why ->
                [alike] Someone joined after { $who } was removed, under a name like { $who }'s: the table could not tell them apart.
               *[full] Someone joined after { $who } was removed: bringing { $who } back would seat more than 8 people.
            }
       *[no] Someone joined after that removal: bringing the person back would seat more than 8 people, or two with names alike.
    }
error-bad_order = The seat order must name every seated person exactly once.
error-already_formed = The tables are formed already: add a table, or move people.
error-not_enough_people = { $detail ->
        [yes] A table needs at least { $least } people; wait for more.
       *[no] A table needs more people; wait for more.
    }
error-not_formed = Form the tables first.
error-organizer_only = Only the room's organizer can do that.
error-same_table = That person is at that table already.
error-too_many_tables = { $detail ->
        [yes] A room has at most { $most } tables.
       *[no] A room has at most 50 tables.
    }
error-unknown_person = Nobody with that id is in this room.
error-unknown_room_table = The room has no table with that number.
error-unknown_code = There is no table or room with this code.
error-unknown_rule = That rule is not in the rule book.
error-bad_table = The table must be named by its number in the room.
error-bad_tables = { $detail ->
        [yes] The number of tables must be a whole number from { $least } to { $most }.
       *[no] The number of tables must be a whole number from 1 to 50.
    }
error-bad_person = A person must be named by their id in the room.

opt-pair = { $label }: { $value }
opt-packs = Packs of 52 cards
opt-hand_size = Cards dealt to each player
opt-first_player = First player
opt-first_player-rank = counted by the last starter's rank
opt-first_player-random = drawn at random
opt-first_player-left = the dealer's left
opt-expulsion_threshold = Expulsion starts at table card
opt-expulsion_threshold-30 = 30 (third marker)
opt-expulsion_threshold-40 = 40 (fourth marker)
opt-stock_out = When the stock runs out
opt-stock_out-short = the deal ends when a draw cannot be met
opt-stock_out-last_card = the round ends with its last card
opt-stock_out-add_pack = a new pack is added
opt-never_dealt_bonus = Bonus for never having dealt (early end)
opt-hints = Players may buy hints
opt-incorrect_guess_penalty = Wrong guess
opt-incorrect_guess_penalty-0 = no penalty
opt-incorrect_guess_penalty-1 = draws 1 card
opt-next_dealer = Next dealer
opt-next_dealer-left = the dealer's left
opt-next_dealer-winner = the round's winner
lobby-seated_label = Seated, clockwise
lobby-connected = connected
lobby-not_connected = not connected
seat-drag_title = Drag{ " " }{ $name } to another seat
lobby-who_is_here = Who is here
lobby-table = Table{ " " }{ $code }
lobby-seated = { $profile } · { $n } seated ({ $min }–{ $max } people to play)
seat-check_hint = Turns go clockwise from the dealer's left: check that the list goes round the table clockwise. Drag a name by its ⠿ handle, or tap Clear, then everyone in clockwise order.
seat-tap_hint = Tap everyone in clockwise order, starting anywhere.
seat-clockwise = Clockwise:{ " " }{ $order }
seat-tapped = { $n } of { $total } tapped
seat-save = Save seat order
seat-clear = Clear
seat-set = Set seat order
lobby-first_dealer_random = at random
lobby-first_dealer = First dealer
seat-start_with_order = Start with this seat order
lobby-start_game = Start the game
lobby-need_people = { $min }–{ $max } people are needed; { $n } seated.
lobby-options = Options
lobby-save_options = Save options
lobby-seated_waiting_for = You are seated. Waiting for{ " " }{ $host } to start.
lobby-waiting_for = Waiting for{ " " }{ $host } to start.
lobby-seated_waiting = You are seated. Waiting for the host to start.
lobby-waiting = Waiting for the host to start.
lobby-start = Start

## The room's big screen (static/js/room/board.js)
page-title_room_board = Room { $code } · big screen
where-room_board = Big screen · Room { $code }
room_board-not_found = No such room
room_board-not_found_text = There is no room { $code }. Check the code on the organizer's screen.
room_board-title = A room of tables
room_board-scan = Scan the code with your phone, or open:
room_board-qr_alt = QR code to join room { $code }
room_board-code_label = Room code { $code }
room_board-waiting = Waiting ({ $n })
room_board-join_line = Join: { $url } · code { $code }
room_board-table = Table { $number }
room_board-phase_lobby = before the start
room_board-phase_starter = starter card
room_board-phase_turn = playing
room_board-phase_judging = judging
room_board-phase_confirming = confirming
room_board-phase_deal_over = deal over
room_board-phase_game_over = game over
room_board-dealer = Dealer
room_board-deal = Deal
room_board-mainline = Mainline
room_board-prophet = Prophet
room_board-leader = Leading
room_board-rules = The rules of the deals so far
room_board-rule = Deal { $deal }: { $rule } ({ $n } on the mainline)
room_board-no_rule = no rule sealed

## The board speaks (static/js/speech.js)
speech-off = Speak: off
speech-on = Speak: on
speech-no_voice = Speak: this browser has no voice for this language
speech-prophet = { $who } is the prophet.
speech-deal_over = Deal { $number } is over. The rule was: { $rule }
error-bad_action_id = { $detail ->
        [yes] This phone sent a tap the companion could not read (its action_id must be 1 to { $most } visible characters).
       *[no] This phone sent a tap the companion could not read.
    }

error-stale_version = { $at ->
        [room] The room changed meanwhile; look again and retry.
       *[table] The table changed while you were tapping: look again and retry.
    }

error-bad_limit = { $detail ->
        [yes] The log was asked for in a way the companion does not understand (limit must be from 1 to { $most }).
       *[no] The log was asked for in a way the companion does not understand.
    }

error-out_of_range = { $detail ->
        [yes] { refusal-field } must be from { $least } to { $most }.
       *[no] A number is outside what it may be.
    }

error-bad_field = { $detail ->
        [yes] { $problem ->
                [number] { refusal-field } must be a whole number.
                [mark] { refusal-field } cannot start with an accent or mark on its own.
                [key] { refusal-field } must be named by its key (howell, abbott or express).
               *[text] { refusal-field } must be text.
            }
       *[no] One of the fields is not right: check what you typed.
    }

error-bad_option = { $detail ->
        [yes] { $kind ->
                [number] The option "{ $option }" must be a whole number from { $least } to { $most }.
                [choice] The option "{ $option }" must be one of { $values }.
               *[bool] The option "{ $option }" must be true or false.
            }
       *[no] One of the options has a value it cannot take.
    }

error-unknown_option = { $detail ->
        [yes] The option "{ $option }" does not belong to the { $profile } profile.
       *[no] One of the options does not belong to this profile.
    }

error-bad_expected_version = This phone sent a tap the companion could not read.

## Shared words of the screens a seated phone loads later (the lobby, the menu, the options, the game's end, rejoin)
common-back = Back
common-cancel = Cancel
common-deal = Deal{ " " }{ $number }
common-no = no
common-yes = yes
common-one_fewer = one fewer
common-one_more = one more
invite-code_line = Code{ " " }{ $code } · { $link }
invite-summary = Invite: QR code and link
rejoin-qr_alt = QR code for{ " " }{ $name } to rejoin
rejoin-text = { $name } scans this to take back the seat. The old link for this seat has stopped working.
organizer-sits =
    { $n ->
        [0] Nobody sits here:
        [one] Sits here:
       *[other] { $n } sit here:
    }
organizer-host_controls = Host's controls
organizer-at_table = { $name } ({ $table })
organizer-board = Open the room's board (for a projector)
organizer-move_here = Move here
organizer-nobody_seated = Nobody sits at this table.
organizer-nobody_to_move = Everyone of the room sits here already.
organizer-remove = Remove
organizer-remove_confirm = Remove { $name } from the room?
organizer-remove_label = Remove { $name } from the room
organizer-remove_who = Who leaves the room
organizer-rename_to = The table's name
organizer-rename_save = Save the name
organizer-tab_tables =
    { $n ->
        [0] The room (no table yet)
        [one] The room (1 table)
       *[other] The room ({ $n } tables)
    }
organizer-tab_result = The result
organizer-tabs = The organizer's screen
organizer-tools = What to do at { $table }
organizer-tool_host = Hosting
organizer-tool_propose = Propose a rule
organizer-tool_move = Move someone here
organizer-tool_remove = Remove someone
organizer-tool_rename = Rename
room-result_deal_unsealed = Deal { $deal }, dealt by { $dealer }: ended before a rule was sealed, mainline of { $n }
room_board-loopback = It listens on { $host } only: start it with --host 0.0.0.0 or --public-url.
room_board-nobody = nobody yet
start-organizer_name = The organizer's name
start-organizer_placeholder = e.g. Ms Lee

# a room's tables by name (issue 43)
room-table_default = Table { $n }
where-room_table = { $name } · { $code }
room-going = You go to { $name }: you are seated there once its deal is over.
room-seated_at = Your table: { $name }
error-deal_in_progress = A deal is being played at that table: wait until it is over.
error-table_deleted = That table was deleted from the room.
error-table_name_taken = Another table has that name, or one that looks the same.
error-room_table = This table belongs to a room: the organizer deletes it from the room's screen.
room-csv_table = Table
room-csv_game = Game
room-csv_deal = Deal
room-csv_dealer = Dealer
room-csv_rule = Rule
room-csv_mainline = Mainline
room-csv_person = Person
room-csv_total = Total
room-csv_winner = Winner
room-csv_yes = yes
room-csv_no = no
organizer-tool_delete = Delete
organizer-delete = Delete this table
organizer-delete_confirm = Delete { $table }?
organizer-delete_text = Between two deals only: its people wait in the lobby again, its games stay in the result.
organizer-deleted = (deleted from the room)
room-seat_reissued = The host gave your seat at { $name } a new link: open it on the phone that has it, or ask the host for it.

error-dealer_writes_none = The dealer knows the rule: the dealer writes no hypothesis.
error-players_of_the_deal_only = Only a player of this deal can write a hypothesis.
error-notebook_closed = The deal is over: its notebook takes no more hypotheses, and none can be struck.
error-rule_not_sealed = The rule is not sealed yet: hypotheses can be written once it is.
error-too_many_hypotheses = { $detail ->
        [yes] This player wrote { $most } hypotheses in this deal, the most one player may.
       *[no] This player wrote as many hypotheses in this deal as one player may.
    }
error-unknown_hypothesis = There is no such hypothesis in this deal.
error-own_hypothesis_only = Only its writer can strike a hypothesis.
error-already_struck = That hypothesis is struck already.
error-too_many_markings = { $detail ->
        [yes] The dealer marked and unmarked { $most } times in this deal, the most a deal allows.
       *[no] The dealer marked and unmarked as many times as a deal allows.
    }
error-already_marked = That hypothesis is marked already.
error-not_marked = That hypothesis is not marked.
error-markup_refused = A hypothesis cannot hold markup (a tag such as <b> or an entity such as &amp;); write it as plain text.
error-stale_notebook = The notebook changed on another server at the same moment; send it again.
notebook-title = My notebook
notebook-no_deal = The notebook opens with a deal.
notebook-organizer_sees = Every player's hypotheses of this deal, as they write them: nobody at the table sees them before the deal ends.
notebook-dealer_writes_none = You deal this time: you know the rule, so you write no hypothesis. The table's notebook is shown when the deal ends.
notebook-secret = The players' hypotheses stay secret until the deal ends.
notebook-only_you = Write what you think the rule is. Only you see it until the deal ends; then the whole table does.
notebook-not_sealed = You can write once the dealer has sealed the rule.
notebook-yours =
    { $n ->
        [0] No hypothesis yet
        [one] One hypothesis
       *[other] { $n } hypotheses
    }
notebook-label = Your hypothesis
notebook-placeholder = Red follows black…
notebook-most = At most { $most } characters.
notebook-send = Write it down
notebook-none = None yet.
notebook-at_card = at card { $table } (mainline { $mainline })
notebook-struck = struck
notebook-states_rule = states the rule
notebook-discovery = discovery
notebook-strike = Strike
notebook-mark = States the rule
notebook-table_title = The table's notebook
notebook-writers =
    { $n ->
        [0] Nobody wrote a hypothesis.
        [one] One player wrote hypotheses.
       *[other] { $n } players wrote hypotheses.
    }
notebook-mark_help = You dealt: mark each hypothesis that states your rule.
notebook-discovered = { $who } discovered the rule at card { $table }.
notebook-board_title = Hypotheses that state the rule
notebook-board_none =
    { $n ->
        [0] No hypothesis.
        [one] One hypothesis, none marked yet.
       *[other] { $n } hypotheses, none marked yet.
    }
notebook-live_title = Hypotheses of deal { $number }
notebook-title_class = Hypotheses
notebook-result_writers =
    { $n ->
        [0] nobody wrote a hypothesis;
        [one] 1 player wrote hypotheses;
       *[other] { $n } players wrote hypotheses;
    }

organizer-hosts_too = { $name } hosts it too
