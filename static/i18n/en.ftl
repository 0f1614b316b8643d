language = English
rank-1 = A
rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-11 = J
rank-12 = Q
rank-13 = K
common-nobody = nobody
common-you = You
common-someone = someone
common-cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
wait-lobby = Waiting for the host to start the game.
wait-starter_me = Place the starter cards.
wait-starter = { $dealer } is placing the starter.
wait-turn_me = Your turn.
wait-turn = { $who }'s turn.
wait-judge_me_attempt =
    { $n ->
        [one] { $who } plays { $n } card: your judgement.
       *[other] { $who } plays { $n } cards: your judgement.
    }
wait-judge_me_no_play = { $who } claims no play: your judgement.
wait-prophet_attempt =
    { $n ->
        [one] { $who } plays { $n } card: waiting for the prophet { $judge }.
       *[other] { $who } plays { $n } cards: waiting for the prophet { $judge }.
    }
wait-prophet_no_play = { $who } claims no play: waiting for the prophet { $judge }.
wait-dealer_attempt =
    { $n ->
        [one] { $who } plays { $n } card: waiting for { $judge }.
       *[other] { $who } plays { $n } cards: waiting for { $judge }.
    }
wait-dealer_no_play = { $who } claims no play: waiting for { $judge }.
wait-prophet_my_attempt =
    { $n ->
        [one] You play{ " " }{ $n } card: waiting for the prophet { $judge }.
       *[other] You play{ " " }{ $n } cards: waiting for the prophet { $judge }.
    }
wait-prophet_my_no_play = You claim no play: waiting for the prophet{ " " }{ $judge }.
wait-dealer_my_attempt =
    { $n ->
        [one] You play{ " " }{ $n } card: waiting for { $judge }.
       *[other] You play{ " " }{ $n } cards: waiting for { $judge }.
    }
wait-dealer_my_no_play = You claim no play: waiting for{ " " }{ $judge }.
wait-confirm_me_right = The prophet says right: confirm or overrule.
wait-confirm_me_wrong = The prophet says wrong: confirm or overrule.
wait-confirm_right = The prophet says right:{ " " }{ $dealer } confirms or overrules.
wait-confirm_wrong = The prophet says wrong:{ " " }{ $dealer } confirms or overrules.
wait-deal_over = Deal{ " " }{ $number } is over.
wait-game_over = The game is over.
scores-totals = Totals
tag-dealer = dealer
rule-seal_title = Added at random before sealing, so the fingerprint cannot be guessed
profile-howell = Howell
profile-abbott = Abbott
profile-express = Express
profile-people = { $min }–{ $max } people
profile-howell_blurb = The full game: strings of cards, prophets, expulsion after 30 cards.
profile-abbott_blurb = Abbott's original: random first player; +10 to anyone who never dealt if the game ends early.
profile-express_blurb = Quick rounds: one card at a time, no prophets; guess the rule for +6.
page-title_start = Eleusis Table Companion
page-title_phone = Table{ " " }{ $code } · Eleusis
page-title_board = Table{ " " }{ $code } · big screen
page-app_name = Eleusis Table Companion
page-manifest_description = Counts, prophet, expulsion and scores of an Eleusis game on every phone.
page-description = Eleusis table companion: the counts, the prophet and the scores on every phone.
page-skip = Skip to the table
page-brand = Eleusis Table Companion: start page
page-noscript = This companion needs JavaScript.
common-loading = Loading…
common-language = Language
toast-unreachable = Could not reach the companion.
start-title = Start a table
common-your_name = Your name
loopback-title = Phones cannot reach this companion yet
loopback-listens = It listens on{ " " }{ $host } only, an address that exists on this computer alone.
loopback-fix = Restart it listening on the network:{ " " }{ $command } (or set { $variable }), and keep phones on the same Wi-Fi. Behind a proxy, give its address with { $option }.
invite-label = Invite
invite-qr_alt = QR code to join table{ " " }{ $code }
invite-scan = Scan to join, or open
invite-type_code = and type the code
join-name_placeholder = e.g. Ben
join-started_title = This game has started
join-started_text = New people cannot join now. If you had a seat, ask the host for your rejoin QR (My seat, on their phone), or open the rejoin link from your old phone. The dealer can also enter your turns.
join-watch_board = Watch the big screen
join-title_host = Join{ " " }{ $host }'s table
join-title = Join the table
join-seated = { $profile } · { $n } seated: { LIST($names, type: "unit") }
join-submit = Take a seat
lobby-remove = Remove
lobby-remove_confirm = Remove{ " " }{ $name }?
lobby-remove_label = Remove{ " " }{ $name }
twotap-changed = The table changed before your second tap.{ " " }{ $what }
night-join_between = Deal{ " " }{ $number } is over: sit down now, and you are dealt in from the next deal.
night-join_after = This game is over: sit down now for the next game at this table.
rejoin-title = Rejoin QR for{ " " }{ $name }
common-close = Close
howto-button = How to play
rejoin-button = Rejoin QR
table-not_found_text = There is no table with the code{ " " }{ $code }.
toast-unseated = This phone is no longer seated at the table.
conn-refused = not connected
conn-live = live
conn-connecting = connecting…
conn-reconnecting = reconnecting…
conn-offline = offline
stale-offline_since = Offline since{ " " }{ $time }.
stale-not_connected_since = Not connected since{ " " }{ $time }.
stale-shows = This shows the table as it was at{ " " }{ $time }; it catches up by itself when the connection is back.
announce-game_over_share = The game is over.{ " " }{ $names } share the win.
announce-game_over_you = The game is over. You win.
announce-game_over_wins = The game is over.{ " " }{ $who } wins.
toast-join_first = Join the table first.
toast-stale = The table changed just before your tap. Look again, then tap.
toast-not_sent = Not sent: no connection to the companion. Tap again when it is back.
nav-label = Views
nav-table = Table
nav-notebook = Notebook
nav-history = History
nav-menu = My seat
table-not_found = Table not found
table-loading = Loading the table…
table-waiting = Waiting for the companion…
offline-title = This phone is offline
offline-text = The table cannot be shown yet. It appears by itself as soon as the phone is back online.
where-phone = Table{ " " }{ $code }
where-board = Big screen · Table{ " " }{ $code }
refusal-field = { $field ->
        [name] Your name
        [room_name] The room's name
        [table_name] The table's name
        [names] The room's name and yours
        [rule] The rule
        [hint] The hint
        [cards] The number of cards
        [rank] The rank
        [profile] The profile
        [hypothesis] The hypothesis
       *[other] This field
    }
refusal-try_again = { $retry_after ->
        [one] try again in { $retry_after } second
       *[other] try again in { $retry_after } seconds
    }
error-http = The server answered{ " " }{ $status }.
error-already_seated = You are seated already: joining is for a new phone.
error-bad_json = This phone sent something the companion could not read.
error-token_in_url = This phone is out of date: reload the page.
error-hello_expected = This phone did not say who it is in time: reload the page.
error-bad_options = The options could not be read.
error-bad_player = A player must be named by their id.
error-bad_request = { $part ->
        [body] The request body could not be read (malformed or cut short).
       *[request] The request could not be understood (a malformed request line, header or body).
    }
error-database_unavailable = The table's storage is not answering right now; nothing was changed. Try again in a few seconds.
error-empty_field = { refusal-field } cannot be empty.
error-expectation_failed = The Expect header of this request cannot be met.
error-forbidden = This request is not allowed.
error-game_over = The game is over.
error-game_started = The game has started: this can no longer be changed.
error-headers_too_large = The request's headers are too many or too large.
error-hidden_characters = { $detail ->
        [yes] { refusal-field } has a character that cannot be seen or that changes how text is shown ({ $character }: a control, zero-width or direction mark); type it again without it.
       *[no] The text has a character that cannot be seen or that changes how text is shown (a control, zero-width or direction mark); type it again without it.
    }
error-internal_error = Something went wrong on the server; the table is unchanged.
error-method_not_allowed = This address does not accept this method.
error-missing_field = { refusal-field } is required.
error-missing_token = This phone has no seat at the table: join it first.
error-name_looks_taken = { $detail ->
        [yes] { $who } looks the same as { $seated }, who is seated; pick a name that looks different.
       *[no] That name looks the same as the name of someone seated; pick a name that looks different.
    }
error-name_taken = Somebody with that name is seated; rejoin with your own link, or pick another name.
error-not_for_you = Only the dealer can act on another player's behalf.
error-not_found = There is nothing at this address.
error-not_implemented = This request uses a transfer coding the server does not support.
error-request_line_too_long = The request line (method and address) is too long.
error-table_full = The table is full (8 people).
error-too_large = The request body is too large.
error-too_long = { $detail ->
        [yes] { refusal-field } is longer than { $most } characters.
       *[no] The text is too long.
    }
error-too_many_actions = Too many actions from this seat; { refusal-try_again }.
error-too_many_requests = { $kind ->
        [seat_request] Too many requests from this seat; { refusal-try_again }.
        [unknown] Too many unknown table codes from this address; { refusal-try_again }.
        [create] Too many new tables from this address; { refusal-try_again }.
        [join] Too many joins from this address; { refusal-try_again }.
        [room_create] Too many new rooms from this address; { refusal-try_again }.
        [room_join] Too many joins to this room; { refusal-try_again }.
        [message] Too many messages on this connection; { refusal-try_again }.
       *[request] Too many requests from this address; { refusal-try_again }.
    }
error-too_many_sockets = { $detail ->
        [yes] { $kind ->
                [spectators] This table already has { $limit } spectators' connections, the most it takes; { refusal-try_again }.
               *[spectator_socket] This address already has { $limit } live connections, the most it may have; { refusal-try_again }.
            }
       *[no] Too many phones are connected to this table right now; wait a moment.
    }
error-unknown_action = The companion does not know this action.
error-unknown_player = There is nobody with that id at this table.
error-unknown_profile = The profile must be howell, abbott or express.
error-unknown_table = There is no table with this code.
error-unknown_token = { $at ->
        [room] This phone has not joined this room.
       *[table] This phone is not seated at this table.
    }
error-request_timeout = The request did not arrive in time (its body was too slow); send it again.
error-too_many_connections = { $detail ->
        [yes] This address already has { $limit } open connections to the server, the most it may have; close some (another tab or device); { refusal-try_again }.
       *[no] Too many connections from this address; try again in a few seconds.
    }
error-unknown_room = There is no room with this code.
removed-again = To sit down again, ask { $host } and type your name.
removed-by_host = { $host } removed you from the table.
table-deleted = Table deleted
table-deleted_text = Table { $code } was deleted, with its game and everyone’s names: nothing of it is kept on the server.
undo-button = Undo:{ " " }{ $what }
undo-confirm = Tap again to undo:{ " " }{ $what }
