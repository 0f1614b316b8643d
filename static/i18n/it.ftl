language = Italiano
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
common-nobody = nessuno
common-you = Tu
common-someone = qualcuno
common-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }
wait-lobby = In attesa che l’organizzatore avvii la partita.
wait-starter_me = Metti le carte iniziali.
wait-starter = { $dealer } mette le carte iniziali.
wait-turn_me = Tocca a te.
wait-turn = Tocca a{ " " }{ $who }.
wait-judge_me_attempt =
    { $n ->
        [one] { $who } gioca { $n } carta: giudichi tu.
       *[other] { $who } gioca { $n } carte: giudichi tu.
    }
wait-judge_me_no_play = { $who } dichiara «nessuna giocata»: giudichi tu.
wait-prophet_attempt =
    { $n ->
        [one] { $who } gioca { $n } carta: giudica il profeta { $judge }.
       *[other] { $who } gioca { $n } carte: giudica il profeta { $judge }.
    }
wait-prophet_no_play = { $who } dichiara «nessuna giocata»: giudica il profeta { $judge }.
wait-dealer_attempt =
    { $n ->
        [one] { $who } gioca { $n } carta: giudica { $judge }.
       *[other] { $who } gioca { $n } carte: giudica { $judge }.
    }
wait-dealer_no_play = { $who } dichiara «nessuna giocata»: giudica { $judge }.
wait-prophet_my_attempt =
    { $n ->
        [one] Giochi{ " " }{ $n } carta: giudica il profeta { $judge }.
       *[other] Giochi{ " " }{ $n } carte: giudica il profeta { $judge }.
    }
wait-prophet_my_no_play = Dichiari «nessuna giocata»: giudica il profeta{ " " }{ $judge }.
wait-dealer_my_attempt =
    { $n ->
        [one] Giochi{ " " }{ $n } carta: giudica { $judge }.
       *[other] Giochi{ " " }{ $n } carte: giudica { $judge }.
    }
wait-dealer_my_no_play = Dichiari «nessuna giocata»: giudica{ " " }{ $judge }.
wait-confirm_me_right = Il profeta dice giusto: conferma o smentisci.
wait-confirm_me_wrong = Il profeta dice sbagliato: conferma o smentisci.
wait-confirm_right = Il profeta dice giusto:{ " " }{ $dealer } conferma o smentisce.
wait-confirm_wrong = Il profeta dice sbagliato:{ " " }{ $dealer } conferma o smentisce.
wait-deal_over = La smazzata{ " " }{ $number } è finita.
wait-game_over = La partita è finita.
scores-totals = Totali
tag-dealer = mazziere
rule-seal_title = Aggiunta a caso prima di sigillare, perché nessuno indovini l’impronta
profile-howell = Howell
profile-abbott = Abbott
profile-express = Express
profile-people = { $min }–{ $max } persone
profile-howell_blurb = Il gioco completo: sequenze di carte, profeti, espulsione dopo 30 carte.
profile-abbott_blurb = L’originale di Abbott: primo giocatore a sorte; +10 a chi non ha mai fatto il mazziere se la partita finisce prima.
profile-express_blurb = Giri veloci: una carta alla volta, niente profeti; indovinare la regola vale +6.
page-title_start = Eleusis, il compagno di tavolo
page-title_phone = Tavolo{ " " }{ $code } · Eleusis
page-title_board = Tavolo{ " " }{ $code } · grande schermo
page-app_name = Eleusis, il compagno di tavolo
page-manifest_description = I conteggi, il profeta, l’espulsione e i punti di una partita di Eleusis su ogni telefono.
page-description = Compagno di tavolo per Eleusis: i conteggi, il profeta e i punti su ogni telefono.
page-skip = Vai al tavolo
page-brand = Eleusis, il compagno di tavolo: pagina iniziale
page-noscript = Questo compagno ha bisogno di JavaScript.
common-loading = Caricamento…
common-language = Lingua
toast-unreachable = Impossibile raggiungere il compagno.
start-title = Apri un tavolo
common-your_name = Il tuo nome
loopback-title = I telefoni non raggiungono ancora questo compagno
loopback-listens = Ascolta solo su{ " " }{ $host }, un indirizzo che esiste solo su questo computer.
loopback-fix = Riavvialo in ascolto sulla rete:{ " " }{ $command } (oppure imposta { $variable }), e tieni i telefoni sulla stessa Wi-Fi. Dietro un proxy, indica il suo indirizzo con { $option }.
invite-label = Invito
invite-qr_alt = Codice QR per unirsi al tavolo{ " " }{ $code }
invite-scan = Scansiona per unirti, oppure apri
invite-type_code = e scrivi il codice
join-name_placeholder = es. Bruno
join-started_title = La partita è iniziata
join-started_text = Ora non può unirsi nessuno. Se avevi un posto, chiedi all’organizzatore il tuo QR di rientro (Il mio posto, sul suo telefono), oppure apri il link di rientro dal tuo vecchio telefono. Anche il mazziere può inserire i tuoi turni.
join-watch_board = Guarda il grande schermo
join-title_host = Siediti al tavolo di{ " " }{ $host }
join-title = Siediti al tavolo
join-seated = { $profile } · { $n } seduti: { LIST($names, type: "unit") }
join-submit = Prendi posto
lobby-remove = Togli
lobby-remove_confirm = Togliere{ " " }{ $name }?
lobby-remove_label = Togli{ " " }{ $name }
twotap-changed = Il tavolo è cambiato prima del tuo secondo tocco.{ " " }{ $what }
night-join_between = La smazzata{ " " }{ $number } è finita: prendi posto ora e riceverai le carte dalla prossima smazzata.
night-join_after = Questa partita è finita: prendi posto ora per la prossima partita a questo tavolo.
rejoin-title = QR di rientro per{ " " }{ $name }
common-close = Chiudi
howto-button = Come si gioca
rejoin-button = QR di rientro
table-not_found_text = Non c’è nessun tavolo con il codice{ " " }{ $code }.
toast-unseated = Questo telefono non ha più un posto al tavolo.
conn-refused = non connesso
conn-live = in diretta
conn-connecting = connessione…
conn-reconnecting = riconnessione…
conn-offline = offline
stale-offline_since = Offline dalle{ " " }{ $time }.
stale-not_connected_since = Non connesso dalle{ " " }{ $time }.
stale-shows = Questo mostra il tavolo com’era alle{ " " }{ $time }; si aggiorna da solo quando torna la connessione.
announce-game_over_share = La partita è finita.{ " " }{ $names } si dividono la vittoria.
announce-game_over_you = La partita è finita. Hai vinto.
announce-game_over_wins = La partita è finita. Vince{ " " }{ $who }.
toast-join_first = Prima prendi posto al tavolo.
toast-stale = Il tavolo è cambiato appena prima del tuo tocco. Guarda di nuovo, poi tocca.
toast-not_sent = Non inviato: nessuna connessione con il compagno. Tocca di nuovo quando torna.
nav-label = Viste
nav-table = Tavolo
nav-notebook = Quaderno
nav-history = Cronologia
nav-menu = Il mio posto
table-not_found = Tavolo non trovato
table-loading = Caricamento del tavolo…
table-waiting = In attesa del compagno…
offline-title = Questo telefono è offline
offline-text = Il tavolo non si può ancora mostrare. Apparirà da solo appena il telefono sarà di nuovo online.
where-phone = Tavolo{ " " }{ $code }
where-board = Grande schermo · Tavolo{ " " }{ $code }
refusal-field = { $field ->
        [name] Il tuo nome
        [room_name] Il nome della sala
        [table_name] Il nome del tavolo
        [names] Il nome della sala e il tuo
        [rule] La regola
        [hint] Il suggerimento
        [cards] Il numero di carte
        [rank] Il valore
        [profile] Il profilo
        [hypothesis] L’ipotesi
       *[other] Questo campo
    }
refusal-try_again = { $retry_after ->
        [one] riprova tra { $retry_after } secondo
       *[other] riprova tra { $retry_after } secondi
    }
error-http = Il server ha risposto{ " " }{ $status }.
error-already_seated = Hai già un posto: prendere posto è per un telefono nuovo.
error-bad_json = Questo telefono ha inviato qualcosa che il compagno non ha potuto leggere.
error-token_in_url = Questo telefono non è aggiornato: ricarica la pagina.
error-hello_expected = Questo telefono non ha detto in tempo chi è: ricarica la pagina.
error-bad_options = Non è stato possibile leggere le opzioni.
error-bad_player = Un giocatore va indicato con il suo identificativo.
error-bad_request = { $part ->
        [body] Non è stato possibile leggere il contenuto della richiesta (malformato o troncato).
       *[request] Non è stato possibile capire la richiesta.
    }
error-database_unavailable = L’archivio del tavolo ora non risponde; non è cambiato niente. Riprova tra qualche secondo.
error-empty_field = { refusal-field }: non può essere vuoto.
error-expectation_failed = Non è stato possibile capire la richiesta.
error-forbidden = Questa richiesta non è permessa.
error-game_over = La partita è finita.
error-game_started = La partita è iniziata: non si può più cambiare.
error-headers_too_large = Non è stato possibile capire la richiesta.
error-hidden_characters = { $detail ->
        [yes] { refusal-field }: ha un carattere che non si vede o che cambia la visualizzazione ({ $character }: di controllo, a larghezza zero o di direzione); riscrivilo senza.
       *[no] Il testo ha un carattere che non si vede o che cambia la visualizzazione (di controllo, a larghezza zero o di direzione); riscrivilo senza.
    }
error-internal_error = Qualcosa è andato storto sul server; il tavolo non è cambiato.
error-method_not_allowed = Non è stato possibile capire la richiesta.
error-missing_field = { refusal-field }: manca ed è necessario.
error-missing_token = Questo telefono non ha un posto al tavolo: prima prendi posto.
error-name_looks_taken = { $detail ->
        [yes] { $who } sembra { $seated }, che è seduto; scegli un nome che appaia diverso.
       *[no] Quel nome sembra quello di qualcuno seduto; scegline uno che appaia diverso.
    }
error-name_taken = C’è già qualcuno seduto con quel nome; rientra con il tuo link o scegli un altro nome.
error-not_for_you = Solo il mazziere può agire per un altro giocatore.
error-not_found = A questo indirizzo non c’è niente.
error-not_implemented = Non è stato possibile capire la richiesta.
error-request_line_too_long = Non è stato possibile capire la richiesta.
error-table_full = Il tavolo è pieno (8 persone).
error-too_large = Quello che è stato inviato è troppo grande.
error-too_long = { $detail ->
        [yes] { refusal-field }: supera { $most } caratteri.
       *[no] Il testo è troppo lungo.
    }
error-too_many_actions = Troppi tocchi da questo posto; { refusal-try_again }.
error-too_many_requests = { $kind ->
        [seat_request] Troppe richieste da questo posto; { refusal-try_again }.
        [unknown] Troppi codici di tavolo sconosciuti da questo indirizzo; { refusal-try_again }.
        [create] Troppi tavoli nuovi da questo indirizzo; { refusal-try_again }.
        [join] Troppi ingressi da questo indirizzo; { refusal-try_again }.
        [room_create] Troppe sale nuove da questo indirizzo; { refusal-try_again }.
        [room_join] Troppi ingressi in questa sala; { refusal-try_again }.
        [message] Troppi messaggi su questa connessione; { refusal-try_again }.
       *[request] Troppe richieste da questo indirizzo; { refusal-try_again }.
    }
error-too_many_sockets = { $detail ->
        [yes] { $kind ->
                [spectators] Questo tavolo ha già { $limit } connessioni di spettatori, il massimo che accetta; { refusal-try_again }.
               *[spectator_socket] Questo indirizzo ha già { $limit } connessioni aperte, il massimo consentito; { refusal-try_again }.
            }
       *[no] Ora ci sono troppi telefoni collegati a questo tavolo; aspetta un momento.
    }
error-unknown_action = Il compagno non conosce questa azione.
error-unknown_player = A questo tavolo nessuno ha quell’identificativo.
error-unknown_profile = Il profilo deve essere howell, abbott o express.
error-unknown_table = Non c’è nessun tavolo con questo codice.
error-unknown_token = { $at ->
        [room] Questo telefono non è entrato in questa sala.
       *[table] Questo telefono non ha un posto a questo tavolo.
    }
error-request_timeout = La richiesta è arrivata troppo lentamente ed è stata interrotta; riprova.
error-too_many_connections = { $detail ->
        [yes] Questo indirizzo ha già { $limit } connessioni aperte verso il server, il massimo consentito; chiudine qualcuna (un’altra scheda o un altro dispositivo); { refusal-try_again }.
       *[no] Troppe connessioni da questo indirizzo; riprova tra qualche secondo.
    }
error-unknown_room = Non c’è nessuna sala con questo codice.
removed-again = Per sederti di nuovo, chiedi a { $host } e scrivi il tuo nome.
removed-by_host = { $host } ti ha tolto dal tavolo.
table-deleted = Tavolo eliminato
table-deleted_text = Il tavolo { $code } è stato eliminato, con la sua partita e i nomi di tutti: sul server non ne resta nulla.
undo-button = Annulla:{ " " }{ $what }
undo-confirm = Tocca di nuovo per annullare:{ " " }{ $what }
