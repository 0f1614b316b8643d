page-title_room = Sala{ " " }{ $code } · Eleusis
page-title_organizer = Sala{ " " }{ $code } · organizzazione
where-room = Sala{ " " }{ $code }
where-organizer = Organizzazione · Sala{ " " }{ $code }
start-room_title = Apri una sala
start-room_text = Per una classe o un club a più tavoli: tutti entrano nella sala con un solo codice, e tu formi i tavoli.
start-room_name = Nome della sala
start-room_name_placeholder = Classe 4b
start-room_submit = Prepara la sala
start-room_again = Sala{ " " }{ $code }: lo schermo dell'organizzazione
room-join_title = Entra nella sala{ " " }{ $code }
room-join_text = Scrivi il tuo nome: l'organizzazione ti fa poi sedere a un tavolo, e questo telefono ti ci porta.
room-join_submit = Entra nella sala
room-wait = Aspetta il tuo tavolo
room-you_are = Sei { $name }.
room-wait_text = Quando l'organizzazione forma i tavoli, questo telefono ti porta da solo al tuo posto.
room-on_the_way = Vai al tavolo { $table }: ti siederai lì quando la sua mano sarà finita.
room-seat_refused = Il tuo posto al tavolo { $table } non è più tuo. Chiedi all'organizzazione di farti sedere di nuovo.
room-waiting =
    { $n ->
        [0] Nessuno aspetta ancora nella sala d'attesa.
        [one] Una persona aspetta nella sala d'attesa.
       *[other] { $n } persone aspettano nella sala d'attesa.
    }
room-not_found = Sala inesistente
room-not_found_text = Non c'è nessuna sala con il codice { $code } (o è stata eliminata).
room-result_title = Il risultato della sala
room-result_show = Mostra il risultato
room-result_again = Mostralo di nuovo
room-result_json = Scarica JSON
room-result_csv = Scarica CSV
room-result_none = A questo tavolo non è ancora finita nessuna mano.
room-result_game = Partita { $game }
room-result_game_on = Partita { $game } (ancora in corso)
room-result_total = { $name }: { $total }
room-result_winner = { $name }: { $total } (vince)
room-result_deal = Mano { $deal }, data da { $dealer }: «{ $rule }», linea principale di { $n }
organizer-title = { $room }: lo schermo dell'organizzazione
organizer-lobby =
    { $n ->
        [0] La sala d'attesa: non aspetta nessuno
        [one] La sala d'attesa: aspetta una persona
       *[other] La sala d'attesa: aspettano { $n } persone
    }
organizer-lobby_empty = Nessuno aspetta nella sala d'attesa.
organizer-join_at = Si entra su
organizer-how_many = Quanti tavoli
organizer-as_needed = quanti ne servono
organizer-form = Forma i tavoli
organizer-add_table = Aggiungi un tavolo per chi aspetta
organizer-table = Tavolo { $number }
organizer-phase =
    { $phase ->
        [lobby] Partita { $game }: nella sua sala d'attesa
        [deal_over] Partita { $game }: la mano { $deal } è finita
        [game_over] La partita { $game } è finita
       *[other] Partita { $game }: si gioca la mano { $deal }
    }
organizer-dealer = dà le carte { $name }
organizer-mainline = linea principale di { $n }
organizer-prophet = { $name } è profeta
organizer-leaders = in testa: { $names }
organizer-host_page = Comandi dell'ospite di { $table }
organizer-host_who = Ospite di questo tavolo
organizer-host_me = Tu (l'organizzazione)
organizer-make_host = Rendi ospite
organizer-host_done = Il tavolo ha il suo ospite.
organizer-propose_open = Proponi una regola dal libro delle regole
organizer-propose_rule = Regola per chi darà le carte
organizer-about = circa { $n } su { $pack }
organizer-propose = Proponi
organizer-proposed = Proposta per la mano { $deal }: «{ $rule }» (circa { $n } su { $pack })
organizer-move_title = Sposta qualcuno
organizer-move_who = Chi
organizer-move_to = A
organizer-move = Sposta
organizer-no_token = Questo dispositivo non ha aperto la sala: apri il link dell'organizzazione sul dispositivo che l'ha aperta.
organizer-code = Codice della sala: { $code }
organizer-back = Torna allo schermo dell'organizzazione (sala { $code })
proposal-title = L'organizzazione ti propone una regola
proposal-text = Solo tu la vedi finché la mano non finisce. Sigillala così com'è, modificala prima o scrivi la tua.
proposal-use = Usa questa regola
picture-expulsion_active = attiva
picture-expulsion_in =
    { $n ->
        [one] tra{ " " }{ $n } carta
       *[other] tra{ " " }{ $n } carte
    }
picture-aria_mainline =
    { $n ->
        [one] Linea principale di{ " " }{ $n } carta
       *[other] Linea principale di{ " " }{ $n } carte
    }
picture-aria_sideline_cards =
    { $n ->
        [one] { $n } carta nelle linee secondarie
       *[other] { $n } carte nelle linee secondarie
    }
picture-aria_under = sotto{ " " }{ LIST($places, type: "unit") }
picture-aria_under_card = la carta{ " " }{ $at } ({ LIST($groups, type: "unit") })
picture-aria_prophet_marker = segnalino del profeta sulla carta{ " " }{ $at }
picture-aria_parts = { LIST($parts, type: "unit") }
picture-main_title = Carta{ " " }{ $pos } della linea principale (carta { $at } sul tavolo)
picture-crown = P
picture-rejected_string = Sequenza rifiutata di{ " " }{ $n }
picture-rejected_card = Carta rifiutata
picture-empty = Ancora nessuna carta sul tavolo.
picture-stock = Mazzo
picture-table = Tavolo
picture-mainline = Linea principale
picture-expulsion = Espulsione
picture-since_marker = Dal segnalino
picture-hands = Mani
tag-turn = di turno
tag-prophet = profeta
tag-expelled = espulso
tag-deposed = deposto
picture-label = Il tavolo
picture-deal = Smazzata{ " " }{ $number }
picture-rule_fp = regola{ " " }{ $fp }
start-where = Nuovo tavolo
start-name_placeholder = es. Anna
toast-type_name = Scrivi prima il tuo nome.
start-which_game = Quale gioco?
start-options_for = Opzioni di{ " " }{ $profile }
start-submit = Crea il tavolo
start-host_note = Sei l’organizzatore e prendi il primo posto. Gli altri si uniscono scansionando il codice sul tuo schermo.
start-join_title = Unisciti a un tavolo
start-code = Codice del tavolo o della sala
start-go = Vai
recent-title = I tuoi tavoli recenti
recent-lobby = In attesa di iniziare
recent-lobby_game = Partita{ " " }{ $game }, in attesa di iniziare
recent-deal_on = Smazzata{ " " }{ $number } in corso
recent-deal_on_game = Partita{ " " }{ $game }, smazzata { $number } in corso
recent-deal_over = Smazzata{ " " }{ $number } finita
recent-deal_over_game = Partita{ " " }{ $game }, smazzata { $number } finita
recent-game_over = Partita finita
recent-game_over_game = Partita{ " " }{ $game } finita
recent-seen_today = vista alle{ " " }{ $at }
recent-seen_on = vista il{ " " }{ $day }, { $at }
recent-board = grande schermo
recent-seat_host = { $name } (organizzatore)
recent-no_seat = nessun posto su questo telefono
recent-rejoin = Rientra
recent-rejoin_label = Rientra al tavolo{ " " }{ $code }
recent-open = Apri
recent-open_label = Apri il tavolo{ " " }{ $code }
recent-forget = Dimentica
recent-forget_label = Dimentica il tavolo{ " " }{ $code } su questo telefono
me-dealer = Sei il mazziere
me-watching = Guardi questa smazzata
me-total = Il tuo totale:{ " " }{ $total }
me-hand_label =
    { $n ->
        [one] carta in mano
       *[other] carte in mano
    }
me-prophet = Sei il profeta: la tua mano resta da parte.
me-expelled = Sei espulso da questa smazzata. Tieni le tue carte; non giochi più turni.
status-last_turn = Ultimo turno:{ " " }
status-hints = Indizi
status-prophet_marker = Metti il segnalino del profeta ({ $prophet }) sulla carta { $at } della linea principale.
window-guess = { $who } può ancora indovinare la regola. La giocata di { $next } lo chiude.
window-guess_me = { $who } può ancora indovinare la regola. La tua giocata lo chiude.
window-declare = { $who } può ancora dichiararsi profeta. La giocata di { $next } lo chiude.
window-declare_me = { $who } può ancora dichiararsi profeta. La tua giocata lo chiude.
status-reopened_by = { $who } ha riaperto questa smazzata dopo la fine, quindi la sua regola resta visibile:
status-rule_shown = La regola di questa smazzata è stata mostrata a tutti:
rule-none_sealed = Nel compagno non è stata sigillata nessuna regola.
turn-expel_me = L’espulsione è attiva: una giocata sbagliata o un «nessuna giocata» falso ti espelle da questa smazzata.
turn-expel = L’espulsione è attiva: una giocata sbagliata o un «nessuna giocata» falso espelle{ " " }{ $who } da questa smazzata.
turn-play_a_card = Gioca una carta
turn-plays_a_card = { $who } gioca una carta
turn-no_play = Nessuna giocata
turn-no_play_for = { $who }: nessuna giocata
turn-buy_hint = Compra un indizio (pesca 1 carta)
turn-hint_placeholder = l’indizio che dai
turn-buys_hint = { $who } compra un indizio (pesca 1)
turn-record_hint = Registra l’indizio
turn-label_me = Il tuo turno
turn-label = Turno di{ " " }{ $who }
turn-heading_me = Gioca carte o dichiara «nessuna giocata»
turn-heading =
    { $n ->
        [one] Inserisci per{ " " }{ $who } ({ $n } carta)
       *[other] Inserisci per{ " " }{ $who } ({ $n } carte)
    }
turn-play_n =
    { $n ->
        [one] Gioca{ " " }{ $n } carta
       *[other] Gioca{ " " }{ $n } carte
    }
turn-plays_n =
    { $n ->
        [one] { $who } gioca { $n } carta
       *[other] { $who } gioca { $n } carte
    }
turn-more = Altre
turn-how_many = Quante carte
turn-count_label = Carte da giocare (fino a{ " " }{ $max })
withdraw-text = Toccato per errore? Puoi ritirarlo finché non è giudicato.
withdraw-no_play = Ritira il mio «nessuna giocata»
withdraw-play = Ritira la mia giocata
window-you_may_guess = Ora puoi indovinare la regola: dilla ad alta voce prima che giochi{ " " }{ $next }; il mazziere registra giusto o sbagliato.
window-you_may_declare = Puoi diventare profeta, prima che giochi{ " " }{ $next }: metti da parte la tua mano e giudichi le giocate degli altri.
window-declare_button = Dichiarami profeta
window-declare_confirm = Tocca di nuovo per diventare profeta
verdict-right = Giusto
verdict-wrong = Sbagliato
verdict-right_no_play = Giusto: nessuna carta va bene
verdict-wrong_no_play = Sbagliato: una carta andava bene
verdict-wrong_expels = Sbagliato:{ " " }{ $who } è espulso
verdict-wrong_expels_if_confirmed = Sbagliato ({ $who } è espulso se confermato)
verdict-wrong_no_play_expels = Sbagliato: una carta andava bene.{ " " }{ $who } è espulso
verdict-wrong_no_play_expels_if_confirmed = Sbagliato: una carta andava bene ({ $who } è espulso se confermato)
judge-heading_attempt =
    { $n ->
        [one] Giudica:{ " " }{ $who } gioca { $n } carta
       *[other] Giudica:{ " " }{ $who } gioca { $n } carte
    }
judge-heading_no_play = Giudica:{ " " }{ $who } dichiara «nessuna giocata»
prophet-you = Sei il profeta
prophet-who = { $who } è il profeta
prophet-marker = Segnalino sulla carta{ " " }{ $at } della linea principale
prophet-since =
    { $n ->
        [one] { $n } carta dal segnalino (espulsione a 20)
       *[other] { $n } carte dal segnalino (espulsione a 20)
    }
prophet-bonus = Bonus finora: +{ $bonus } ({ $main } linea principale × 1, { $side } linea secondaria × 2)
seal-placeholder = es. alternare rosso e nero
seal-title = Sigilla la tua regola
seal-text = Solo tu la vedi fino alla fine della smazzata; tutti ne vedono subito l’impronta. L’app aggiunge un sale casuale, perché nessuno possa confrontare l’impronta con regole probabili; viene mostrato con la regola alla fine.
seal-rule = Regola segreta
seal-show = Mostra mentre scrivi
seal-submit = Sigilla la regola
seal-yours = La tua regola sigillata
rulebook-summary = Scegli una regola dal libro delle regole
rulebook-loading = Caricamento del libro delle regole…
rulebook-failed = Non è stato possibile caricare il libro delle regole.
rulebook-try_again = Riprova
rulebook-about = Quante carte vanno bene: in media, quante delle{ " " }{ $pack } carte di un mazzo la regola lascia passare dopo. Circa da { $low } a { $high } è l’ideale: facile da giocare, ma difficile da indovinare. Puoi modificare la regola scelta o scriverne una tua.
rulebook-group_beginner = Per cominciare
rulebook-group_harder = Più difficili
rulebook-group_expert = Per esperti
rulebook-fits = Vanno bene circa{ " " }{ $n } su { $pack }: { $word }
rulebook-word_good = buona
rulebook-word_too_easy = troppo facile
rulebook-word_hard = difficile
rulebook-reads =
    { $n ->
        [one] guarda l’ultima carta
       *[other] guarda le ultime{ " " }{ $n } carte
    }
rulebook-picked = Dal libro delle regole: vanno bene circa{ " " }{ $n } carte su { $pack }, { $word }.
rulebook-edited = Modificata dal libro delle regole (la sua regola: vanno bene circa{ " " }{ $n } carte su { $pack }, { $word }).
rulebook-alternate_colours = Se l’ultima carta è rossa, gioca una carta nera; se è nera, gioca una carta rossa.
rulebook-suits_spades_hearts_diamonds_clubs = I semi a turno: picche, poi cuori, poi quadri, poi fiori, poi di nuovo picche.
rulebook-suits_spades_hearts_clubs_diamonds = I semi a turno: picche, poi cuori, poi fiori, poi quadri, poi di nuovo picche.
rulebook-odd_then_even = Dopo una carta dispari gioca una pari; dopo una pari, una dispari (asso 1, fante 11, donna 12, re 13).
rulebook-low_then_high = Dopo una carta dall’asso al 7 gioca una carta dall’8 al re; dopo una dall’8 al re, una dall’asso al 7.
rulebook-one_to_three_higher = Gioca una carta più alta di 1, 2 o 3 dell’ultima; dopo il re si continua a contare dall’asso (dopo una donna: un re, un asso o un 2).
rulebook-one_up_one_down_or_same = Gioca una carta di un valore più alta, di uno più bassa o dello stesso valore dell’ultima (dal re non si passa all’asso).
rulebook-three_red_three_black = Tre carte rosse, poi tre nere, poi tre rosse, e così via (la carta iniziale è la prima delle sue tre).
rulebook-one_higher = Gioca una carta esattamente di un valore più alta dell’ultima (dopo un re, un asso).
rulebook-different_suit = Gioca una carta di un seme diverso da quello dell’ultima.
rulebook-odd_red_even_black = Dopo una carta dispari gioca una rossa; dopo una pari, una nera.
rulebook-even_red_odd_black = Dopo una carta pari gioca una rossa; dopo una dispari, una nera.
rulebook-same_suit_or_rank = Gioca una carta dello stesso seme o dello stesso valore dell’ultima.
rulebook-black_lower_red_higher = Dopo una carta nera gioca lo stesso valore o uno più basso; dopo una rossa, lo stesso o uno più alto.
rulebook-higher_other_colour = Gioca una carta dell’altro colore e di valore più alto; dopo un re, qualsiasi carta dell’altro colore.
rulebook-same_colour_within_three = Gioca una carta dello stesso colore a non più di 3 valori dall’ultima, continuando dal re all’asso.
rulebook-suit_of_the_card_before_last = Gioca una carta del seme della penultima carta (dopo la sola carta iniziale: una qualsiasi).
rulebook-between_the_last_two = Gioca una carta il cui valore sia compreso tra quelli delle ultime due carte, estremi inclusi (dopo la sola carta iniziale: una qualsiasi).
rulebook-colour_before_last_and_higher = Gioca una carta del colore della penultima e più alta dell’ultima; dopo un re, qualsiasi carta di quel colore (dopo la sola carta iniziale, vale per entrambe).
starter-cards = Carte iniziali
starter-rank = Valore dell’ultima carta iniziale
starter-rank_optional = Valore dell’ultima carta iniziale (facoltativo)
starter-place = Metti le carte iniziali
starter-title = Inizio
guess-title = { $who } può indovinare la regola
guess-text = Aperto finché non gioca{ " " }{ $next }. Registra la risposta quando { $who } la dice.
guess-right = Indovinata
guess-wrong = Sbagliata
declare-text = { $who } può ancora dichiararsi profeta, finché non gioca { $next }.
declare-button = { $who } si dichiara profeta
declare-confirm = Tocca di nuovo:{ " " }{ $who } diventa profeta
dealer-waiting_prophet = In attesa del profeta{ " " }{ $prophet }
dealer-prophet_judges_attempt =
    { $n ->
        [one] { $who } gioca { $n } carta. { $prophet } giudica sul suo telefono; poi confermi o smentisci.
       *[other] { $who } gioca { $n } carte. { $prophet } giudica sul suo telefono; poi confermi o smentisci.
    }
dealer-prophet_judges_no_play = { $who } dichiara «nessuna giocata». { $prophet } giudica sul suo telefono; poi confermi o smentisci.
spoken-said_right = Verdetto del profeta:{ " " }{ $prophet } ha detto giusto
spoken-said_wrong = Verdetto del profeta:{ " " }{ $prophet } ha detto sbagliato
spoken-said_right_no_play = Verdetto del profeta:{ " " }{ $prophet } ha detto giusto (nessuna carta va bene)
spoken-said_wrong_no_play = Verdetto del profeta:{ " " }{ $prophet } ha detto sbagliato (una carta andava bene)
spoken-summary = Il telefono di{ " " }{ $prophet } non c’è? Inserisci il verdetto detto a voce
spoken-text = Così registri il verdetto di{ " " }{ $prophet } come quello del profeta, non il tuo: poi lo confermi o lo smentisci.
proxy-summary = Il telefono di{ " " }{ $who } non c’è? Inserisci il turno per { $who }
proxy-text = { $who } tocca il proprio turno sul proprio telefono. Inseriscilo qui solo finché quel telefono non c’è.
confirm-expels = Conferma:{ " " }{ $who } è espulso
confirm-confirm = Conferma
confirm-overrule_right = Smentisci: giusto
confirm-overrule_wrong = Smentisci: sbagliato
confirm-overrule_right_no_play = Smentisci: la dichiarazione era vera
confirm-overrule_wrong_no_play = Smentisci: una carta andava bene
confirm-overrule_illegal = Smentisci: la carta scelta dal profeta non va bene
confirm-heading_attempt_right =
    { $n ->
        [one] { $who } gioca { $n } carta. Il profeta { $prophet } dice giusto.
       *[other] { $who } gioca { $n } carte. Il profeta { $prophet } dice giusto.
    }
confirm-heading_attempt_wrong =
    { $n ->
        [one] { $who } gioca { $n } carta. Il profeta { $prophet } dice sbagliato.
       *[other] { $who } gioca { $n } carte. Il profeta { $prophet } dice sbagliato.
    }
confirm-heading_no_play_right = { $who } dichiara «nessuna giocata». Il profeta { $prophet } dice giusto (nessuna carta va bene).
confirm-heading_no_play_wrong = { $who } dichiara «nessuna giocata». Il profeta { $prophet } dice sbagliato (una carta andava bene).
over-reason_emptied = { $who } ha finito le carte.
over-reason_emptied_anon = Una mano è rimasta vuota.
over-reason_all_expelled = Tutti i giocatori sono stati espulsi.
over-reason_stock_out = Il mazzo è finito.
over-reason_guessed = { $who } ha indovinato la regola.
over-reason_guessed_anon = La regola è stata indovinata.
over-reason_game_ended = L’organizzatore ha chiuso la partita.
over-part_base = { $n } dalle mani
over-part_emptied = { $n } mano vuota
over-part_prophet = { $n } profeta
over-part_guess = { $n } regola indovinata
over-part_dealer = { $n } mazziere
over-part_other = { $n } { $part }
rule-none_this_deal = In questa smazzata nel compagno non è stata sigillata nessuna regola.
rule-not_shown = (la regola non è mostrata)
rule-fingerprint = Impronta sigillata prima della smazzata:{ " " }{ $fp }
rule-salt = Sale:{ " " }{ $salt }
rule-checking = Controllo dell’impronta…
rule-matches = ✓ La regola corrisponde all’impronta sigillata prima della smazzata.
rule-mismatch = ✗ Questa regola NON corrisponde all’impronta sigillata!
rule-title = La regola
over-dealer_highest = { $score } = il punteggio più alto di un giocatore ({ $best })
over-dealer_capped = { $score } = il minore tra il punteggio più alto ({ $best }) e 2 × T = 2 × { $t } = { $cap }, dove T è il tavolo quando { $prophet } è diventato profeta
over-caption = Punti della smazzata{ " " }{ $number }
scores-who = Chi
scores-deal = Smazzata
scores-total = Totale
scores-bonus = Bonus
over-title = La smazzata{ " " }{ $number } è finita
over-next_deal = Inizia la smazzata successiva
host-end_game = Chiudi la partita adesso
host-end_game_confirm = Tocca di nuovo per chiudere la partita
over-high_hand_size = Carte distribuite:{ " " }{ $high } (ogni punteggio è { $high } − la propria mano)
over-high_largest_hand = Mano più grande:{ " " }{ $high } (ogni punteggio è { $high } − la propria mano)
over-waiting_for = In attesa che{ " " }{ LIST($who, type: "or") } inizi la smazzata successiva.
over-waits_for_you_or = Tutti aspettano te o{ " " }{ LIST($others, type: "or") }: tocca «Inizia la smazzata successiva» quando le carte sono mescolate.
over-waits_for_you = Tutti aspettano te: tocca «Inizia la smazzata successiva» quando le carte sono mescolate.
over-next_me = Prossima: fai tu il mazziere della smazzata{ " " }{ $number }.
over-next = Prossima:{ " " }{ $who } fa il mazziere della smazzata { $number }.
share-head_many = Eleusis al tavolo{ " " }{ $code } ({ $profile }): { $names } si dividono la vittoria.
share-head_one = Eleusis al tavolo{ " " }{ $code } ({ $profile }): vince { $who }.
share-person = { $name }: { $total }
share-deal_rule = Smazzata{ " " }{ $number } (mazziere { $dealer }): regola «{ $rule }»
share-deal = Smazzata{ " " }{ $number } (mazziere { $dealer })
share-title = Eleusis
csv-deal = smazzata
csv-dealer = mazziere
csv-rule = regola
csv-total = totale
csv-seq = n.
csv-at = ora
csv-type = tipo
csv-by = da
csv-undone = annullato
csv-text = testo
csv-person = persona
csv-games = partite
csv-wins = vittorie
csv-points = punti
csv-game = partita
csv-profile = variante
csv-winners = vincitori
csv-hypothesis = ipotesi
csv-table_count = T
csv-struck = barrata
csv-marked = segnata
toast-log_failed = Impossibile caricare il registro; esportato senza.
game-per_deal = Punti per smazzata
game-per_deal_caption = I punti di ogni smazzata, per persona
game-dealt = mazziere{ " " }{ $who }
game-dealer_mark = { " " }(mazziere)
chart-start = inizio
chart-series = { $name }: { LIST($values, type: "unit") }
chart-label = Totali dopo ogni smazzata.{ " " }{ $series }
chart-title = Totali dopo ogni smazzata
game-title = Partita finita
game-share = { $names } si dividono la vittoria!
game-wins = Vince{ " " }{ $who }!
game-winner = vincitore
game-last_deal_ended = Smazzata{ " " }{ $number }: chiusa dall’organizzatore
game-last_deal = Smazzata{ " " }{ $number }: l’ultima smazzata
game-dotted = Una sottolineatura a puntini segna il punteggio del mazziere di quella smazzata.
toast-summary_copied = Riepilogo copiato.
game-share_button = Condividi il risultato
game-export_json = Esporta in JSON
game-export_csv = Esporta in CSV
night-latecomers = Appena arrivato? Scansiona per prendere posto: riceverai le carte dalla prossima smazzata.
night-join_next = Scansiona per prendere posto nella prossima partita.
night-newcomers =
    { $n ->
        [one] { $names } riceve le carte dalla prossima smazzata.
       *[other] { $names } ricevono le carte dalla prossima smazzata.
    }
night-removed = Tolti da questa partita:{ " " }{ $names } (i punti fatti finora restano).
night-people_title = Arrivi e partenze
night-people_text = Tra una smazzata e l’altra puoi far sedere chi arriva tardi (scansiona il codice del grande schermo, o quello qui sotto) e togliere chi se ne va: i punti fatti finora restano.
night-new_tag = nuovo
night-sits_left_of = { $name } siede alla sinistra di
night-place = Sistema{ " " }{ $name }
night-invite = Invita chi arriva tardi
night-standings = La classifica della serata
night-standings_caption = Il totale di ogni partita per persona (★ i suoi vincitori), partite vinte e punti
night-standings_text =
    { $n ->
        [one] { $n } partita a questo tavolo stasera. ★ indica i vincitori.
       *[other] { $n } partite a questo tavolo stasera. ★ indica i vincitori di ciascuna.
    }
night-game = Partita{ " " }{ $number }
night-wins = Vittorie
night-points = Punti
night-again_title = Un’altra partita?
night-again_text = Le stesse persone, posti e link: nessuno deve riscansionare. I totali ripartono da 0; la classifica della serata tiene ogni partita.
night-again_profile = Gioco
night-same_profile = { $profile } (come questa partita)
night-again = Gioca ancora con le stesse persone
night-again_wait = L’organizzatore può avviare un’altra partita con le stesse persone: questo telefono la seguirà.
night-game_of_night = Partita{ " " }{ $number } a questo tavolo: la serata finora
menu-seat_of = Il tuo posto:{ " " }{ $name }
menu-seat = Il tuo posto
menu-seat_text = Questo telefono tiene il tuo posto: ricaricando o dopo lo standby torni al tavolo. Per spostare il posto su un altro telefono, apri lì questo link privato (tienilo segreto: è il tuo posto).
toast-link_copied = Link di rientro copiato.
toast-copy_failed = Copia non riuscita: seleziona il link qui sopra.
menu-copy_link = Copia il link di rientro
menu-board = Grande schermo
board-open_laptop = { $link } su un portatile o una TV, perché tutti lo vedano.
menu-lost = Telefoni persi
menu-lost_text = Il telefono di qualcuno ha perso il posto? Mostra il suo QR di rientro e fallo scansionare. Il vecchio link smette di funzionare.
menu-people = Persone al tavolo
menu-host = Organizzatore
howto-title = Come si gioca a{ " " }{ $profile }
howto-profiles = Giochi
howto-head_deal = Cosa si distribuisce
howto-head_wrong = Dove vanno le carte sbagliate
howto-head_markers = Segnalini
howto-head_dealer = Cosa tocca il mazziere
howto-cards_stay = Le carte vere restano sul tavolo: i telefoni tengono i conti, i segnalini e i punteggi.
howto-howell_intro = Il gioco completo, da 4 a 8 persone. A ogni smazzata una persona è il mazziere e inventa una regola segreta che dice quale carta può seguire quale. Gli altri giocano carte sulla linea principale e cercano di scoprire la regola. Ognuno fa il mazziere una volta; vince il totale più alto.
howto-howell_deal = Mescola 3 mazzi insieme. Dai 14 carte a ogni giocatore; il mazziere non ha una mano, e il resto è il mazzo. Il mazziere mette una o più carte iniziali per cominciare la linea principale. Conta i giocatori dalla sinistra del mazziere fino al valore dell’ultima carta iniziale (asso 1, fante 11, donna 12, re 13): quel giocatore comincia, e i turni vanno verso sinistra.
howto-howell_wrong = Al tuo turno, gioca una carta o una sequenza di più carte, oppure dichiara nessuna giocata. Giusto: le carte si aggiungono alla linea principale. Sbagliato: vanno in una linea secondaria sotto la fine attuale della linea principale, nell’ordine giocato, e peschi 2 carte per ciascuna. Nessuna giocata vera: la tua mano va sotto il mazzo e prendi una nuova mano con 4 carte in meno. Falsa: il mazziere mette una tua carta che era giusta, e peschi 5.
howto-howell_markers = Ogni 10ª carta messa sul tavolo, nella linea principale o in una secondaria, riceve un segnalino, anche dentro una sequenza. Da 30 carte sul tavolo, una giocata sbagliata espelle il suo giocatore. Subito dopo il tuo turno puoi dichiararti profeta: il segnalino del profeta va sull’ultima carta della linea principale, e giudichi le giocate prima del mazziere, finché il mazziere non ti smentisce.
howto-howell_dealer = Sigilla la tua regola sul telefono prima delle carte iniziali: gli altri ne vedono solo l’impronta. Tocca quante carte iniziali hai messo e il valore dell’ultima. Poi tocca Giusto o Sbagliato per ogni giocata (con un profeta: Conferma o Smentisci). Il telefono dice cosa va dove. Annulla toglie un tocco sbagliato.
howto-abbott_intro = Il gioco originale di Abbott, da 4 a 8 persone, giocato come Howell con due differenze: il compagno estrae a sorte chi comincia, e se l’organizzatore chiude la partita prima, chi non ha mai fatto il mazziere riceve 10 in più.
howto-abbott_deal = Mescola 3 mazzi insieme. Dai 14 carte a ogni giocatore; il mazziere non ha una mano, e il resto è il mazzo. Il mazziere mette una o più carte iniziali per cominciare la linea principale. Il compagno estrae a sorte chi comincia; i turni vanno verso sinistra.
howto-abbott_dealer = Sigilla la tua regola sul telefono prima delle carte iniziali: gli altri ne vedono solo l’impronta. Tocca quante carte iniziali hai messo. Poi tocca Giusto o Sbagliato per ogni giocata (con un profeta: Conferma o Smentisci). Il telefono dice cosa va dove. Annulla toglie un tocco sbagliato.
howto-express_intro = La versione veloce, da 3 a 8 persone: una carta alla volta, niente profeti né espulsione. Indovina la regola ad alta voce per chiudere il giro.
howto-express_deal = Mescola 2 mazzi insieme. Dai 12 carte a ogni giocatore (o 10, secondo le opzioni); il mazziere non ha una mano, e il resto è il mazzo. Il mazziere gira una carta dal mazzo: la carta iniziale. Comincia il giocatore alla sinistra del mazziere.
howto-express_wrong = Al tuo turno, gioca esattamente una carta, oppure dichiara nessuna giocata. Giusto: si aggiunge alla linea principale. Sbagliato: va in una linea secondaria sotto la fine della linea principale, e peschi 1. Nessuna giocata vera: la tua mano va sotto il mazzo e prendi una carta in meno. Falsa: il mazziere mette una tua carta che era giusta, e peschi 1.
howto-express_markers = Senza profeti né espulsione, qui i segnalini non cambiano nulla; i telefoni contano comunque il tavolo. Dopo una giocata giusta o una nessuna giocata vera puoi indovinare la regola ad alta voce, una volta: indovinare chiude il giro e vale 6 in più.
howto-express_dealer = Sigilla la tua regola sul telefono, poi gira la carta iniziale dal mazzo e tocca Metti le carte iniziali. Tocca Giusto o Sbagliato per ogni carta e per ogni tentativo di indovinare. Il telefono dice cosa va dove. Annulla toglie un tocco sbagliato.
board-expulsion_active = L’espulsione è attiva
board-expulsion_active_text = Ora una giocata sbagliata espelle il giocatore da questa smazzata.
board-expulsion_in =
    { $n ->
        [one] Espulsione tra{ " " }{ $left } carta
       *[other] Espulsione tra{ " " }{ $left } carte
    }
board-expulsion_count_prophet =
    { $n ->
        [one] { $n } carta dal segnalino del profeta; a { $threshold } una giocata sbagliata espelle.
       *[other] { $n } carte dal segnalino del profeta; a { $threshold } una giocata sbagliata espelle.
    }
board-expulsion_count =
    { $n ->
        [one] { $n } carta sul tavolo; a { $threshold } una giocata sbagliata espelle.
       *[other] { $n } carte sul tavolo; a { $threshold } una giocata sbagliata espelle.
    }
board-whose_turn = A chi tocca
board-fullscreen = Schermo intero
board-leave_fullscreen = Esci dallo schermo intero
board-open = Apri il grande schermo
board-open_tablet = { $link } su un tablet o una TV, perché tutti lo vedano.
https-note = Installare l’app richiede HTTPS. Con http semplice tutto il resto funziona, e il primo tocco tiene acceso lo schermo. Come servire il compagno in HTTPS:{ " " }{ $guide }.
https-dismiss = Capito
tag-undone = annullato
tag-host = organizzatore
tag-you = tu
history-empty = Ancora niente.
history-older = Mostra le righe precedenti
log-create =
    { $profile ->
       *[howell] { $host } ha aperto un tavolo Howell.
        [abbott] { $host } ha aperto un tavolo Abbott.
        [express] { $host } ha aperto un tavolo Express.
    }
log-join =
    { $late ->
        [yes] { $name } ha preso posto e riceve le carte dalla prossima smazzata.
       *[no] { $name } ha preso posto.
    }
log-seat = { $by } ha stabilito l’ordine dei posti: { LIST($order, type: "unit") }.
log-options = { $by } ha cambiato le opzioni: { LIST($options, type: "unit") }.
log-kick =
    { $late ->
        [yes] { $by } ha tolto { $who } dalla partita; i punti fatti finora restano.
       *[no] { $by } ha tolto { $who } dal tavolo.
    }
log-start =
    { $chosen ->
        [drawn] La partita è iniziata; il primo mazziere è{ " " }{ $first_dealer } (estratto a sorte).
       *[named] La partita è iniziata; il primo mazziere è{ " " }{ $first_dealer } (scelto dall’organizzatore).
    }
log-seal_rule = { $by } ha sigillato la regola segreta.
log-starter =
    { $ranked ->
        [yes]
            { $n ->
                [one] { $by } ha messo { $n } carta iniziale, ultimo valore { $rank }.
               *[other] { $by } ha messo { $n } carte iniziali, ultimo valore { $rank }.
            }
       *[no]
            { $n ->
                [one] { $by } ha messo { $n } carta iniziale.
               *[other] { $by } ha messo { $n } carte iniziali.
            }
    }
log-attempt =
    { $n ->
        [one] { $who } ha giocato { $n } carta.
       *[other] { $who } ha giocato { $n } carte.
    }
log-no_play = { $who } ha dichiarato «nessuna giocata».
log-judge =
    { $verdict ->
        [right] { $who } ha giudicato: giusto.
       *[wrong] { $who } ha giudicato: sbagliato.
    }
log-confirm = { $by } ha confermato il giudizio del profeta.
log-overrule =
    { $verdict ->
        [right] { $by } ha smentito il profeta: giusto.
       *[wrong] { $by } ha smentito il profeta: sbagliato.
    }
log-declare_prophet = { $who } è diventato profeta.
log-guess =
    { $verdict ->
        [right] { $who } ha provato a dire la regola: indovinata.
       *[wrong] { $who } ha provato a dire la regola: sbagliata.
    }
log-buy_hint =
    { $worded ->
        [yes] { $who } ha comprato un indizio: { $hint }
       *[no] { $who } ha comprato un indizio.
    }
log-withdraw = { $who } ha ritirato la giocata.
log-undo =
    { $reopened ->
        [yes] { $by } ha annullato l’azione { $target } e riaperto la smazzata { $deal }; la sua regola resta visibile a tutti.
       *[no] { $by } ha annullato l’azione { $target }.
    }
log-next_deal = { $by } ha chiamato la smazzata successiva.
log-end_game = { $by } ha chiuso la partita.
log-new_game =
    { $profile ->
        [howell] { $by } ha iniziato la partita { $game } con le stesse persone e gli stessi posti, con le regole Howell.
        [abbott] { $by } ha iniziato la partita { $game } con le stesse persone e gli stessi posti, con le regole Abbott.
        [express] { $by } ha iniziato la partita { $game } con le stesse persone e gli stessi posti, come Eleusis Express.
       *[same] { $by } ha iniziato la partita { $game } con le stesse persone e gli stessi posti.
    }
log-ends_game = Tutti al tavolo hanno fatto il mazziere: la partita è finita.
log-other = { $type }
log-closed_guess = Così si è chiusa la possibilità di{ " " }{ $closes } di indovinare.
log-closed_declare = Così si è chiusa la possibilità di{ " " }{ $closes } di dichiararsi profeta.
log-closed_window = Così si è chiusa la possibilità di{ " " }{ $closes }.
result-deposed =
    { $n ->
        [one] Il profeta{ " " }{ $prophet } è deposto e pesca { $n } carta.
       *[other] Il profeta{ " " }{ $prophet } è deposto e pesca { $n } carte.
    }
result-illegal_pick = La carta scelta dal profeta torna nella mano di{ " " }{ $who }.
result-take_back = { $who } riprende le carte.
result-right =
    { $n ->
        [one] Giusto: la carta di{ " " }{ $who } va sulla linea principale.
       *[other] Giusto: le{ " " }{ $n } carte di { $who } vanno sulla linea principale.
    }
result-wrong =
    { $n ->
        [one] Sbagliato: la carta di{ " " }{ $who } va su una linea secondaria.
       *[other] Sbagliato: le{ " " }{ $n } carte di { $who } vanno su una linea secondaria.
    }
result-keeps_hand = { $who } tiene la mano.
result-no_play_right_empty = «Nessuna giocata» era vero:{ " " }{ $who } mette la mano sotto il mazzo; la mano è vuota.
result-no_play_right =
    { $n ->
        [one] «Nessuna giocata» era vero:{ " " }{ $who } mette la mano sotto il mazzo e prende { $n } carta.
       *[other] «Nessuna giocata» era vero:{ " " }{ $who } mette la mano sotto il mazzo e prende { $n } carte.
    }
result-no_play_false = «Nessuna giocata» era falso: il mazziere mette una carta valida di{ " " }{ $who } sulla linea principale.
result-draws =
    { $n ->
        [one] { $who } pesca { $n } carta.
       *[other] { $who } pesca { $n } carte.
    }
result-expelled = { $who } è espulso da questa smazzata.
result-marker = Metti un segnalino sotto la carta{ " " }{ $at }.
rulebook-group_good = Buone: vanno bene da { $low } a { $high } su { $pack }
rulebook-group_too_easy = Troppo facili: vanno bene più di { $high } su { $pack }
rulebook-group_hard = Difficili: vanno bene meno di { $low } su { $pack }
game-delete_table = Elimina questo tavolo
game-delete_table_confirm = Tocca di nuovo per eliminare per sempre il tavolo, la sua partita e i nomi di tutti
night-placed = { $name } ora siede alla sinistra di { $left }.
log-make_host = { $by } ha reso { $who } l’ospite di questo tavolo.
error-already_prophet = Si può essere profeta una sola volta per smazzata.
error-bad_after = Il registro è stato chiesto in un modo che il compagno non capisce.
error-bad_verdict = Un verdetto è giusto o sbagliato.
error-cannot_kick_host = L’organizzatore non può essere tolto.
error-deal_not_over = La smazzata non è ancora finita.
error-dealer_only = Solo il mazziere può farlo.
error-dealer_or_host_only = Solo il mazziere o l’organizzatore possono farlo.
error-empty_hand_claim = La mano è vuota, quindi «nessuna giocata» è vero: nessuna carta può andare sulla linea principale.
error-expelled = Un giocatore espulso non può diventare profeta.
error-hint_already_bought = In questo turno è già stato comprato un indizio.
error-host_only = Solo l’organizzatore può farlo.
error-judge_only = Giudicano solo il mazziere o il profeta.
error-no_guess_now = Può indovinare solo chi ha appena giocato giusto, prima del turno successivo.
error-no_guessing = In questo profilo dire la regola ad alta voce non chiude la smazzata.
error-no_hints = A questo tavolo gli indizi non sono attivi.
error-no_prophets = Questo profilo non ha profeti.
error-not_enough_cards = Non ci sono abbastanza carte per queste mani: aggiungi un mazzo o distribuisci meno carte.
error-not_just_played = Può dichiararsi solo chi ha appena finito il turno, prima che si giochi il successivo.
error-not_started = La partita non è iniziata.
error-not_your_turn = Non è il turno di quel giocatore.
error-nothing_to_confirm = Non c’è nessun giudizio del profeta da confermare o smentire.
error-nothing_to_judge = Niente attende un giudizio.
error-nothing_to_undo = Di questa smazzata non resta niente da annullare.
error-nothing_to_withdraw = Non c’è niente da ritirare.
error-one_card_only = In questo profilo si gioca esattamente una carta.
error-one_starter_card = In questo profilo l’inizio è esattamente una carta.
error-overrule_same_verdict = Smentire dà l’altro verdetto (lo stesso solo se il profeta ha scelto una carta che non va bene).
error-own_play_only = Solo chi ha giocato può ritirare la giocata (il mazziere può annullarla).
error-prophet_in_office = C’è già un profeta.
error-prophet_judges_first = Prima giudica il profeta; poi conferma o smentisci.
error-rank_required = Indica il valore dell’ultima carta iniziale (da A a K).
error-starter_placed = La regola si può sigillare solo prima di mettere le carte iniziali.
error-too_few_players = Devono restare almeno altri due giocatori attivi.
error-too_many_cards = Sono più carte di quante ce ne siano.
error-too_many_records = { $detail ->
        [yes] { $reserved ->
                [yes] { $phase ->
                        [lobby] La preparazione di questa partita ha già { $used } delle { $most } voci consentite (il resto è tenuto per un verdetto, un annullamento o una rimozione); inizia la partita.
                        [game_over] L’ultima smazzata di questa partita ha già { $used } delle { $most } voci consentite (il resto è tenuto per un verdetto, un annullamento o una rimozione); inizia una nuova partita.
                       *[deal] Questa smazzata ha già { $used } delle { $most } voci consentite (il resto è tenuto per un verdetto, un annullamento o una rimozione); inizia la smazzata successiva o chiudi la partita.
                }
               *[no] { $phase ->
                        [lobby] La preparazione di questa partita ha già { $used } delle { $most } voci consentite; inizia la partita.
                        [game_over] L’ultima smazzata di questa partita ha già { $used } delle { $most } voci consentite; inizia una nuova partita.
                       *[deal] Questa smazzata ha già { $used } delle { $most } voci consentite; inizia la smazzata successiva o chiudi la partita.
                }
            }
       *[no] Questa smazzata ha il massimo di voci consentito; inizia la successiva o chiudi la partita.
    }
error-verdict_given = Il profeta ha già giudicato: la giocata non si può più ritirare.
error-wrong_number_of_people = { $detail ->
        [yes] { $at ->
                [deal] Una smazzata { $profile } richiede almeno { $least } persone: fai sedere un nuovo arrivato o chiudi la partita.
               *[game] Una partita { $profile } richiede da { $least } a { $most } persone.
            }
       *[no] Questo gioco richiede un altro numero di persone.
    }
error-wrong_phase = Adesso non si può fare.
error-end_game_final = L’organizzatore ha chiuso la partita: è definitivo e non si può annullare.
error-game_not_over = La partita non è finita: una nuova inizia quando sarà finita.
error-too_many_seals = { $detail ->
        [yes] La regola è stata sigillata { $most } volte in questa smazzata, il massimo consentito: non si può sigillare di nuovo.
       *[no] La regola è stata sigillata troppe volte in questa smazzata: non si può sigillare di nuovo.
    }
error-too_many_withdrawals = { $detail ->
        [yes] Questo posto ha già ritirato tante giocate quante un posto può in una smazzata ({ $most }): questa attende il verdetto.
       *[no] Questo posto ha già ritirato tante giocate quante un posto può in una smazzata: questa attende il verdetto.
    }
error-host_undoes_seats = La partita è finita: solo l’organizzatore può annullare un cambio di posti o la rimozione di qualcuno.
error-joined_since = { $detail ->
        [yes] { $why ->
                [alike] Qualcuno ha preso posto dopo la rimozione di { $who }, con un nome simile: il tavolo non potrebbe distinguerli.
               *[full] Qualcuno ha preso posto dopo la rimozione di { $who }: far tornare { $who } porterebbe al tavolo più di 8 persone.
            }
       *[no] Qualcuno ha preso posto dopo quella rimozione: far tornare quella persona porterebbe al tavolo più di 8 persone, o due con nomi simili.
    }
error-bad_order = L’ordine dei posti deve nominare una sola volta ogni persona seduta.
error-already_formed = I tavoli sono già formati: aggiungi un tavolo o sposta qualcuno.
error-not_enough_people = { $detail ->
        [yes] Per un tavolo servono almeno { $least } persone; aspetta che ne arrivino altre.
       *[no] Per un tavolo servono più persone; aspetta che ne arrivino altre.
    }
error-not_formed = Forma prima i tavoli.
error-organizer_only = Solo chi organizza la sala può farlo.
error-same_table = Quella persona è già a quel tavolo.
error-too_many_tables = { $detail ->
        [yes] Una sala ha al massimo { $most } tavoli.
       *[no] Una sala ha al massimo 50 tavoli.
    }
error-unknown_person = In questa sala non c’è nessuno con quell’identificativo.
error-unknown_room_table = La sala non ha un tavolo con quel numero.
error-unknown_code = Non c’è nessun tavolo né nessuna sala con questo codice.
error-unknown_rule = Quella regola non è nel libro delle regole.
error-bad_table = Il tavolo va indicato con il suo numero nella sala.
error-bad_tables = { $detail ->
        [yes] Il numero di tavoli deve essere un numero intero da { $least } a { $most }.
       *[no] Il numero di tavoli deve essere un numero intero da 1 a 50.
    }
error-bad_person = Una persona va indicata con il suo identificativo nella sala.

opt-pair = { $label }: { $value }
opt-packs = Mazzi da 52 carte
opt-hand_size = Carte distribuite a ogni giocatore
opt-first_player = Primo giocatore
opt-first_player-rank = contato dal valore dell’ultima carta iniziale
opt-first_player-random = estratto a sorte
opt-first_player-left = a sinistra del mazziere
opt-expulsion_threshold = L’espulsione inizia alla carta
opt-expulsion_threshold-30 = 30 (terzo segnalino)
opt-expulsion_threshold-40 = 40 (quarto segnalino)
opt-stock_out = Quando il mazzo finisce
opt-stock_out-short = la smazzata finisce quando non si può più pescare
opt-stock_out-last_card = il giro finisce con la sua ultima carta
opt-stock_out-add_pack = si aggiunge un mazzo nuovo
opt-never_dealt_bonus = Bonus per chi non ha mai fatto il mazziere (fine anticipata)
opt-hints = I giocatori possono comprare indizi
opt-incorrect_guess_penalty = Risposta sbagliata
opt-incorrect_guess_penalty-0 = nessuna penalità
opt-incorrect_guess_penalty-1 = pesca 1 carta
opt-next_dealer = Mazziere successivo
opt-next_dealer-left = a sinistra del mazziere
opt-next_dealer-winner = il vincitore del giro
lobby-seated_label = Seduti, in senso orario
lobby-connected = connesso
lobby-not_connected = non connesso
seat-drag_title = Trascina{ " " }{ $name } a un altro posto
lobby-who_is_here = Chi c’è
lobby-table = Tavolo{ " " }{ $code }
lobby-seated = { $profile } · { $n } seduti (si gioca in { $min }–{ $max } persone)
seat-check_hint = Si gioca in senso orario a partire dalla sinistra del mazziere: controlla che l’elenco giri intorno al tavolo in senso orario. Trascina un nome dalla sua maniglia ⠿, oppure tocca Svuota e poi tutti in senso orario.
seat-tap_hint = Tocca tutti in senso orario, partendo da chi vuoi.
seat-clockwise = In senso orario:{ " " }{ $order }
seat-tapped = { $n } di { $total } toccati
seat-save = Salva l’ordine dei posti
seat-clear = Svuota
seat-set = Stabilisci l’ordine dei posti
lobby-first_dealer_random = a sorte
lobby-first_dealer = Primo mazziere
seat-start_with_order = Inizia con quest’ordine
lobby-start_game = Avvia la partita
lobby-need_people = Servono{ " " }{ $min }–{ $max } persone; { $n } seduti.
lobby-options = Opzioni
lobby-save_options = Salva le opzioni
lobby-seated_waiting_for = Sei seduto. In attesa che{ " " }{ $host } avvii.
lobby-waiting_for = In attesa che{ " " }{ $host } avvii.
lobby-seated_waiting = Sei seduto. In attesa che l’organizzatore avvii.
lobby-waiting = In attesa che l’organizzatore avvii.
lobby-start = Inizio

## The room's big screen (static/js/room/board.js)
page-title_room_board = Sala { $code } · grande schermo
where-room_board = Grande schermo · Sala { $code }
room_board-not_found = Questa sala non esiste
room_board-not_found_text = Non c'è nessuna sala { $code }. Controlla il codice sullo schermo dell'organizzatore.
room_board-title = Una sala di tavoli
room_board-scan = Inquadra il codice con il telefono, oppure apri:
room_board-qr_alt = Codice QR per entrare nella sala { $code }
room_board-code_label = Codice della sala { $code }
room_board-waiting = In attesa ({ $n })
room_board-join_line = Entra: { $url } · codice { $code }
room_board-table = Tavolo { $number }
room_board-phase_lobby = prima dell'inizio
room_board-phase_starter = carta iniziale
room_board-phase_turn = in gioco
room_board-phase_judging = giudizio
room_board-phase_confirming = conferma
room_board-phase_deal_over = smazzata finita
room_board-phase_game_over = partita finita
room_board-dealer = Mazziere
room_board-deal = Smazzata
room_board-mainline = Linea principale
room_board-prophet = Profeta
room_board-leader = In testa
room_board-rules = Le regole delle smazzate giocate
room_board-rule = Smazzata { $deal }: { $rule } ({ $n } sulla linea principale)
room_board-no_rule = nessuna regola sigillata

## The board speaks (static/js/speech.js)
speech-off = Voce: spenta
speech-on = Voce: accesa
speech-no_voice = Voce: questo browser non ha una voce per questa lingua
speech-prophet = { $who } è il profeta.
speech-deal_over = La smazzata { $number } è finita. La regola era: { $rule }
error-bad_action_id = { $detail ->
        [yes] Questo telefono ha inviato un tocco che il compagno non ha potuto leggere (il suo action_id deve avere da 1 a { $most } caratteri visibili).
       *[no] Questo telefono ha inviato un tocco che il compagno non ha potuto leggere.
    }

error-stale_version = { $at ->
        [room] La sala è cambiata nel frattempo; guarda di nuovo e riprova.
       *[table] Il tavolo è cambiato mentre toccavi: guarda di nuovo e riprova.
    }

error-bad_limit = { $detail ->
        [yes] Il registro è stato chiesto in un modo che il compagno non capisce (limit deve andare da 1 a { $most }).
       *[no] Il registro è stato chiesto in un modo che il compagno non capisce.
    }

error-out_of_range = { $detail ->
        [yes] { refusal-field }: deve andare da { $least } a { $most }.
       *[no] Un numero è fuori dai valori permessi.
    }

error-bad_field = { $detail ->
        [yes] { $problem ->
                [number] { refusal-field }: deve essere un numero intero.
                [mark] { refusal-field }: non può iniziare con un accento o un segno da solo.
                [key] { refusal-field }: va indicato con la sua chiave (howell, abbott o express).
               *[text] { refusal-field }: deve essere testo.
            }
       *[no] Uno dei campi non va bene: controlla quello che hai scritto.
    }

error-bad_option = { $detail ->
        [yes] { $kind ->
                [number] L’opzione «{ $option }» deve essere un numero intero da { $least } a { $most }.
                [choice] L’opzione «{ $option }» deve essere uno tra { $values }.
               *[bool] L’opzione «{ $option }» deve essere true o false.
            }
       *[no] Una delle opzioni ha un valore che non può avere.
    }

error-unknown_option = { $detail ->
        [yes] L’opzione «{ $option }» non appartiene al profilo { $profile }.
       *[no] Una delle opzioni non appartiene a questo profilo.
    }

error-bad_expected_version = Questo telefono ha inviato un tocco che il compagno non ha potuto leggere.

## Shared words of the screens a seated phone loads later (the lobby, the menu, the options, the game's end, rejoin)
common-back = Indietro
common-cancel = Annulla
common-deal = Smazzata{ " " }{ $number }
common-no = no
common-yes = sì
common-one_fewer = uno in meno
common-one_more = uno in più
invite-code_line = Codice{ " " }{ $code } · { $link }
invite-summary = Invita: codice QR e link
rejoin-qr_alt = Codice QR per il rientro di{ " " }{ $name }
rejoin-text = { $name } lo scansiona per riprendere il posto. Il vecchio link di questo posto non funziona più.
organizer-sits =
    { $n ->
        [0] Non siede nessuno qui:
        [one] Siede qui:
       *[other] Siedono qui in { $n }:
    }
organizer-host_controls = Comandi dell'ospite
organizer-at_table = { $name } ({ $table })
organizer-board = Apri il tabellone della sala (per un proiettore)
organizer-move_here = Sposta qui
organizer-nobody_seated = Nessuno siede a questo tavolo.
organizer-nobody_to_move = Tutta la sala siede già qui.
organizer-remove = Togli
organizer-remove_confirm = Togliere { $name } dalla sala?
organizer-remove_label = Togli { $name } dalla sala
organizer-remove_who = Chi lascia la sala
organizer-rename_to = Nome del tavolo
organizer-rename_save = Salva il nome
organizer-tab_tables =
    { $n ->
        [0] La sala (ancora nessun tavolo)
        [one] La sala (1 tavolo)
       *[other] La sala ({ $n } tavoli)
    }
organizer-tab_result = Il risultato
organizer-tabs = Lo schermo dell'organizzazione
organizer-tools = Cosa fare a { $table }
organizer-tool_host = Ospite
organizer-tool_propose = Proponi regola
organizer-tool_move = Porta qualcuno
organizer-tool_remove = Togli qualcuno
organizer-tool_rename = Rinomina
room-result_deal_unsealed = Mano { $deal }, data da { $dealer }: finita prima che una regola fosse sigillata, linea principale di { $n }
room_board-loopback = Ascolta solo su { $host }: avvialo con --host 0.0.0.0 o --public-url.
room_board-nobody = ancora nessuno
start-organizer_name = Nome di chi organizza
start-organizer_placeholder = p. es. prof.ssa Lee

# a room's tables by name (issue 43)
room-table_default = Tavolo { $n }
where-room_table = { $name } · { $code }
room-going = Vai a «{ $name }»: ti siederai lì quando la sua mano sarà finita.
room-seated_at = Il tuo tavolo: { $name }
error-deal_in_progress = A quel tavolo si sta giocando una mano: aspetta che finisca.
error-table_deleted = Quel tavolo è stato eliminato dalla sala.
error-table_name_taken = Un altro tavolo ha quel nome, o uno che gli somiglia.
error-room_table = Questo tavolo appartiene a una sala: l'organizzazione lo elimina dalla schermata della sala.
room-csv_table = Tavolo
room-csv_game = Partita
room-csv_deal = Mano
room-csv_dealer = Mazziere
room-csv_rule = Regola
room-csv_mainline = Linea principale
room-csv_person = Persona
room-csv_total = Totale
room-csv_winner = Vincitore
room-csv_yes = sì
room-csv_no = no
organizer-tool_delete = Elimina
organizer-delete = Elimina questo tavolo
organizer-delete_confirm = Eliminare { $table }?
organizer-delete_text = Solo tra due mani: chi vi siede torna nella sala d'attesa, le sue partite restano nel risultato.
organizer-deleted = (eliminato dalla sala)
room-seat_reissued = L'host ha dato un nuovo link al tuo posto a «{ $name }»: aprilo sul telefono che lo ha, o chiedilo all'host.

error-dealer_writes_none = Il mazziere conosce la regola: non scrive ipotesi.
error-players_of_the_deal_only = Solo un giocatore di questa mano può scrivere un’ipotesi.
error-notebook_closed = La mano è finita: il suo quaderno non accetta altre ipotesi e nessuna si può barrare.
error-rule_not_sealed = La regola non è ancora sigillata: le ipotesi vengono dopo.
error-too_many_hypotheses = { $detail ->
        [yes] Questo giocatore ha scritto { $most } ipotesi in questa mano, il massimo.
       *[no] Questo giocatore ha scritto tutte le ipotesi consentite in questa mano.
    }
error-unknown_hypothesis = Questa ipotesi non esiste in questa mano.
error-own_hypothesis_only = Solo chi l’ha scritta può barrare un’ipotesi.
error-already_struck = Questa ipotesi è già barrata.
error-too_many_markings = { $detail ->
        [yes] Il mazziere ha segnato e tolto il segno { $most } volte in questa mano, il massimo.
       *[no] Il mazziere ha segnato e tolto il segno tutte le volte consentite.
    }
error-already_marked = Questa ipotesi è già segnata.
error-not_marked = Questa ipotesi non è segnata.
error-markup_refused = Un’ipotesi non può contenere markup (un tag come <b> o un’entità come &amp;); scrivila come testo semplice.
error-stale_notebook = Il quaderno è cambiato su un altro server nello stesso momento; invialo di nuovo.
notebook-title = Il mio quaderno
notebook-no_deal = Il quaderno si apre con una mano.
notebook-organizer_sees = Le ipotesi di tutti i giocatori di questa mano, man mano che le scrivono: al tavolo nessuno le vede prima della fine della mano.
notebook-dealer_writes_none = Questa volta dai tu le carte: conosci la regola, quindi non scrivi ipotesi. Il quaderno del tavolo appare alla fine della mano.
notebook-secret = Le ipotesi dei giocatori restano segrete fino alla fine della mano.
notebook-only_you = Scrivi quella che secondo te è la regola. La vedi solo tu fino alla fine della mano; poi tutto il tavolo.
notebook-not_sealed = Potrai scrivere appena il mazziere avrà sigillato la regola.
notebook-yours =
    { $n ->
        [0] Ancora nessuna ipotesi
        [one] Un’ipotesi
       *[other] { $n } ipotesi
    }
notebook-label = La tua ipotesi
notebook-placeholder = Il rosso segue il nero…
notebook-most = Al massimo { $most } caratteri.
notebook-send = Annotala
notebook-none = Ancora nessuna.
notebook-at_card = alla carta { $table } (linea principale { $mainline })
notebook-struck = barrata
notebook-states_rule = enuncia la regola
notebook-discovery = scoperta
notebook-strike = Barra
notebook-mark = Enuncia la regola
notebook-table_title = Il quaderno del tavolo
notebook-writers =
    { $n ->
        [0] Nessuno ha scritto un’ipotesi.
        [one] Un giocatore ha scritto ipotesi.
       *[other] { $n } giocatori hanno scritto ipotesi.
    }
notebook-mark_help = Hai dato tu le carte: segna ogni ipotesi che enuncia la tua regola.
notebook-discovered = { $who } ha scoperto la regola alla carta { $table }.
notebook-board_title = Ipotesi che enunciano la regola
notebook-board_none =
    { $n ->
        [0] Nessuna ipotesi.
        [one] Un’ipotesi, nessuna ancora segnata.
       *[other] { $n } ipotesi, nessuna ancora segnata.
    }
notebook-live_title = Ipotesi della mano { $number }
notebook-title_class = Ipotesi
notebook-result_writers =
    { $n ->
        [0] nessuno ha scritto ipotesi;
        [one] 1 giocatore ha scritto ipotesi;
       *[other] { $n } giocatori hanno scritto ipotesi;
    }

organizer-hosts_too = { $name } è anche ospite
