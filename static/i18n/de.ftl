language = Deutsch
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
rank-11 = B
rank-12 = D
rank-13 = K
common-nobody = niemand
common-you = Du
common-someone = jemand
common-cards =
    { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
wait-lobby = Warten, bis der Gastgeber das Spiel startet.
wait-starter_me = Lege die Startkarten aus.
wait-starter = { $dealer } legt die Startkarten aus.
wait-turn_me = Du bist am Zug.
wait-turn = { $who } ist am Zug.
wait-judge_me_attempt =
    { $n ->
        [one] { $who } spielt { $n } Karte: dein Urteil.
       *[other] { $who } spielt { $n } Karten: dein Urteil.
    }
wait-judge_me_no_play = { $who } meldet „kein Zug“: dein Urteil.
wait-prophet_attempt =
    { $n ->
        [one] { $who } spielt { $n } Karte: der Prophet { $judge } urteilt.
       *[other] { $who } spielt { $n } Karten: der Prophet { $judge } urteilt.
    }
wait-prophet_no_play = { $who } meldet „kein Zug“: der Prophet { $judge } urteilt.
wait-dealer_attempt =
    { $n ->
        [one] { $who } spielt { $n } Karte: { $judge } urteilt.
       *[other] { $who } spielt { $n } Karten: { $judge } urteilt.
    }
wait-dealer_no_play = { $who } meldet „kein Zug“: { $judge } urteilt.
wait-prophet_my_attempt =
    { $n ->
        [one] Du spielst{ " " }{ $n } Karte: der Prophet { $judge } urteilt.
       *[other] Du spielst{ " " }{ $n } Karten: der Prophet { $judge } urteilt.
    }
wait-prophet_my_no_play = Du meldest „kein Zug“: der Prophet{ " " }{ $judge } urteilt.
wait-dealer_my_attempt =
    { $n ->
        [one] Du spielst{ " " }{ $n } Karte: { $judge } urteilt.
       *[other] Du spielst{ " " }{ $n } Karten: { $judge } urteilt.
    }
wait-dealer_my_no_play = Du meldest „kein Zug“:{ " " }{ $judge } urteilt.
wait-confirm_me_right = Der Prophet sagt richtig: bestätige oder überstimme.
wait-confirm_me_wrong = Der Prophet sagt falsch: bestätige oder überstimme.
wait-confirm_right = Der Prophet sagt richtig:{ " " }{ $dealer } bestätigt oder überstimmt.
wait-confirm_wrong = Der Prophet sagt falsch:{ " " }{ $dealer } bestätigt oder überstimmt.
wait-deal_over = Runde{ " " }{ $number } ist vorbei.
wait-game_over = Das Spiel ist vorbei.
scores-totals = Gesamtpunkte
tag-dealer = Geber
rule-seal_title = Vor dem Versiegeln zufällig angefügt, damit niemand den Fingerabdruck erraten kann
profile-howell = Howell
profile-abbott = Abbott
profile-express = Express
profile-people = { $min }–{ $max } Personen
profile-howell_blurb = Das volle Spiel: Kartenfolgen, Propheten, Ausschluss ab 30 Karten.
profile-abbott_blurb = Abbotts Original: Startspieler per Los; +10 für alle, die nie gegeben haben, wenn das Spiel früh endet.
profile-express_blurb = Schnelle Runden: eine Karte nach der anderen, keine Propheten; wer die Regel errät, bekommt +6.
page-title_start = Eleusis – Begleiter am Spieltisch
page-title_phone = Tisch{ " " }{ $code } · Eleusis
page-title_board = Tisch{ " " }{ $code } · Großbild
page-app_name = Eleusis – Begleiter am Spieltisch
page-manifest_description = Zählstände, Prophet, Ausschluss und Punkte einer Eleusis-Partie auf jedem Handy.
page-description = Eleusis-Begleiter: Zählstände, Prophet und Punkte auf jedem Handy.
page-skip = Zum Tisch springen
page-brand = Eleusis – Begleiter am Spieltisch: Startseite
page-noscript = Dieser Begleiter braucht JavaScript.
common-loading = Wird geladen …
common-language = Sprache
toast-unreachable = Der Begleiter ist nicht erreichbar.
start-title = Einen Tisch eröffnen
common-your_name = Dein Name
loopback-title = Handys erreichen diesen Begleiter noch nicht
loopback-listens = Er lauscht nur auf{ " " }{ $host }, einer Adresse, die es nur auf diesem Computer gibt.
loopback-fix = Starte ihn neu, im Netzwerk lauschend:{ " " }{ $command } (oder setze { $variable }), und halte die Handys im selben WLAN. Hinter einem Proxy gib dessen Adresse mit { $option } an.
invite-label = Einladung
invite-qr_alt = QR-Code zum Tisch{ " " }{ $code }
invite-scan = Zum Mitspielen scannen oder öffnen:
invite-type_code = und den Code eingeben
join-name_placeholder = z. B. Ben
join-started_title = Das Spiel hat begonnen
join-started_text = Jetzt kann niemand mehr dazukommen. Hattest du einen Platz, bitte den Gastgeber um deinen QR-Code zum Wiedereinstieg (Mein Platz, auf seinem Handy), oder öffne den Link zum Wiedereinstieg von deinem alten Handy. Der Geber kann deine Züge auch eingeben.
join-watch_board = Auf dem Großbild zusehen
join-title_host = Am Tisch von{ " " }{ $host } Platz nehmen
join-title = Am Tisch Platz nehmen
join-seated = { $profile } · { $n } am Tisch: { LIST($names, type: "unit") }
join-submit = Platz nehmen
lobby-remove = Entfernen
lobby-remove_confirm = { $name } entfernen?
lobby-remove_label = { $name } entfernen
twotap-changed = Der Tisch hat sich vor deinem zweiten Tippen geändert.{ " " }{ $what }
night-join_between = Runde{ " " }{ $number } ist vorbei: setz dich jetzt dazu, dann bekommst du ab der nächsten Runde Karten.
night-join_after = Dieses Spiel ist vorbei: setz dich jetzt für das nächste Spiel an diesem Tisch dazu.
rejoin-title = QR-Code zum Wiedereinstieg für{ " " }{ $name }
common-close = Schließen
howto-button = So wird gespielt
rejoin-button = QR zum Wiedereinstieg
table-not_found_text = Es gibt keinen Tisch mit dem Code{ " " }{ $code }.
toast-unseated = Dieses Handy hat keinen Platz mehr am Tisch.
conn-refused = nicht verbunden
conn-live = live
conn-connecting = verbinde …
conn-reconnecting = verbinde neu …
conn-offline = offline
stale-offline_since = Offline seit{ " " }{ $time }.
stale-not_connected_since = Nicht verbunden seit{ " " }{ $time }.
stale-shows = Das zeigt den Tisch, wie er um{ " " }{ $time } war; er holt von selbst auf, sobald die Verbindung zurück ist.
announce-game_over_share = Das Spiel ist vorbei.{ " " }{ $names } teilen sich den Sieg.
announce-game_over_you = Das Spiel ist vorbei. Du gewinnst.
announce-game_over_wins = Das Spiel ist vorbei.{ " " }{ $who } gewinnt.
toast-join_first = Setz dich zuerst an den Tisch.
toast-stale = Der Tisch hat sich kurz vor deinem Tippen geändert. Schau noch einmal, dann tippe.
toast-not_sent = Nicht gesendet: keine Verbindung zum Begleiter. Tippe noch einmal, wenn sie wieder da ist.
nav-label = Ansichten
nav-table = Tisch
nav-notebook = Notizbuch
nav-history = Verlauf
nav-menu = Mein Platz
table-not_found = Tisch nicht gefunden
table-loading = Tisch wird geladen …
table-waiting = Warten auf den Begleiter …
offline-title = Dieses Handy ist offline
offline-text = Der Tisch kann noch nicht gezeigt werden. Er erscheint von selbst, sobald das Handy wieder online ist.
where-phone = Tisch{ " " }{ $code }
where-board = Großbild · Tisch{ " " }{ $code }
refusal-field = { $field ->
        [name] Dein Name
        [room_name] Der Name des Raums
        [table_name] Der Name des Tisches
        [names] Der Name des Raums und deiner
        [rule] Die Regel
        [hint] Der Hinweis
        [cards] Die Zahl der Karten
        [rank] Der Rang
        [profile] Das Profil
        [hypothesis] Die Hypothese
       *[other] Dieses Feld
    }
refusal-try_again = { $retry_after ->
        [one] versuche es in { $retry_after } Sekunde noch einmal
       *[other] versuche es in { $retry_after } Sekunden noch einmal
    }
error-http = Der Server antwortete{ " " }{ $status }.
error-already_seated = Du sitzt schon am Tisch: Platz nehmen ist für ein neues Handy.
error-bad_json = Dieses Handy hat etwas gesendet, das der Begleiter nicht lesen konnte.
error-token_in_url = Dieses Handy ist nicht mehr aktuell: Lade die Seite neu.
error-hello_expected = Dieses Handy hat nicht rechtzeitig gesagt, wer es ist: Lade die Seite neu.
error-bad_options = Die Optionen ließen sich nicht lesen.
error-bad_player = Ein Spieler muss mit seiner Kennung genannt werden.
error-bad_request = { $part ->
        [body] Der Inhalt der Anfrage ließ sich nicht lesen (fehlerhaft oder abgeschnitten).
       *[request] Die Anfrage war nicht verständlich.
    }
error-database_unavailable = Der Speicher des Tisches antwortet gerade nicht; nichts wurde geändert. Versuche es in ein paar Sekunden noch einmal.
error-empty_field = { refusal-field }: darf nicht leer sein.
error-expectation_failed = Die Anfrage war nicht verständlich.
error-forbidden = Diese Anfrage ist nicht erlaubt.
error-game_over = Das Spiel ist vorbei.
error-game_started = Das Spiel hat begonnen: das lässt sich nicht mehr ändern.
error-headers_too_large = Die Anfrage war nicht verständlich.
error-hidden_characters = { $detail ->
        [yes] { refusal-field }: enthält ein Zeichen, das man nicht sieht oder das die Anzeige verändert ({ $character }: ein Steuer-, Null-Breiten- oder Richtungszeichen); gib es ohne dieses Zeichen neu ein.
       *[no] Der Text enthält ein Zeichen, das man nicht sieht oder das die Anzeige verändert (ein Steuer-, Null-Breiten- oder Richtungszeichen); gib ihn ohne dieses Zeichen neu ein.
    }
error-internal_error = Auf dem Server ist etwas schiefgegangen; der Tisch ist unverändert.
error-method_not_allowed = Die Anfrage war nicht verständlich.
error-missing_field = { refusal-field }: fehlt, wird aber gebraucht.
error-missing_token = Dieses Handy hat keinen Platz am Tisch: setz dich zuerst.
error-name_looks_taken = { $detail ->
        [yes] { $who } sieht aus wie { $seated }, der oder die am Tisch sitzt; wähle einen Namen, der anders aussieht.
       *[no] Dieser Name sieht aus wie der Name von jemandem am Tisch; wähle einen Namen, der anders aussieht.
    }
error-name_taken = Jemand mit diesem Namen sitzt schon am Tisch; steige mit deinem eigenen Link wieder ein oder wähle einen anderen Namen.
error-not_for_you = Nur der Geber kann für einen anderen Spieler handeln.
error-not_found = Unter dieser Adresse gibt es nichts.
error-not_implemented = Die Anfrage war nicht verständlich.
error-request_line_too_long = Die Anfrage war nicht verständlich.
error-table_full = Der Tisch ist voll (8 Personen).
error-too_large = Das Gesendete ist zu groß.
error-too_long = { $detail ->
        [yes] { refusal-field }: ist länger als { $most } Zeichen.
       *[no] Der Text ist zu lang.
    }
error-too_many_actions = Zu viele Eingaben von diesem Platz; { refusal-try_again }.
error-too_many_requests = { $kind ->
        [seat_request] Zu viele Anfragen von diesem Platz; { refusal-try_again }.
        [unknown] Zu viele unbekannte Tischcodes von dieser Adresse; { refusal-try_again }.
        [create] Zu viele neue Tische von dieser Adresse; { refusal-try_again }.
        [join] Zu viele Beitritte von dieser Adresse; { refusal-try_again }.
        [room_create] Zu viele neue Räume von dieser Adresse; { refusal-try_again }.
        [room_join] Zu viele Beitritte zu diesem Raum; { refusal-try_again }.
        [message] Zu viele Nachrichten auf dieser Verbindung; { refusal-try_again }.
       *[request] Zu viele Anfragen von dieser Adresse; { refusal-try_again }.
    }
error-too_many_sockets = { $detail ->
        [yes] { $kind ->
                [spectators] Dieser Tisch hat schon { $limit } Verbindungen von Zuschauern, so viele er annimmt; { refusal-try_again }.
               *[spectator_socket] Diese Adresse hat schon { $limit } offene Verbindungen, so viele sie haben darf; { refusal-try_again }.
            }
       *[no] Gerade sind zu viele Handys mit diesem Tisch verbunden; warte einen Moment.
    }
error-unknown_action = Diese Aktion kennt der Begleiter nicht.
error-unknown_player = Mit dieser Kennung sitzt niemand am Tisch.
error-unknown_profile = Das Profil muss howell, abbott oder express sein.
error-unknown_table = Es gibt keinen Tisch mit diesem Code.
error-unknown_token = { $at ->
        [room] Dieses Handy ist diesem Raum nicht beigetreten.
       *[table] Dieses Handy hat keinen Platz an diesem Tisch.
    }
error-request_timeout = Die Anfrage kam zu langsam und wurde abgebrochen; versuch es noch einmal.
error-too_many_connections = { $detail ->
        [yes] Diese Adresse hat schon { $limit } offene Verbindungen zum Server, so viele sie haben darf; schließe einige (ein anderer Tab oder ein anderes Gerät); { refusal-try_again }.
       *[no] Zu viele Verbindungen von dieser Adresse; versuch es in ein paar Sekunden noch einmal.
    }
error-unknown_room = Es gibt keinen Raum mit diesem Code.
removed-again = Um dich wieder zu setzen, frag { $host } und gib deinen Namen ein.
removed-by_host = { $host } hat dich vom Tisch entfernt.
table-deleted = Tisch gelöscht
table-deleted_text = Der Tisch { $code } wurde gelöscht, mit seinem Spiel und allen Namen: Auf dem Server bleibt nichts davon.
undo-button = Rückgängig:{ " " }{ $what }
undo-confirm = Nochmals tippen zum Rückgängigmachen:{ " " }{ $what }
