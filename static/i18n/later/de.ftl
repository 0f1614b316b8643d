page-title_room = Raum{ " " }{ $code } · Eleusis
page-title_organizer = Raum{ " " }{ $code } · Leitung
where-room = Raum{ " " }{ $code }
where-organizer = Leitung · Raum{ " " }{ $code }
start-room_title = Einen Raum öffnen
start-room_text = Für eine Klasse oder einen Verein an mehreren Tischen: alle treten mit einem Code dem Raum bei, und du bildest die Tische.
start-room_name = Name des Raums
start-room_name_placeholder = Klasse 4b
start-room_submit = Neuen Raum einrichten
start-room_again = Raum{ " " }{ $code }: die Ansicht der Leitung
room-join_title = Raum{ " " }{ $code } beitreten
room-join_text = Gib deinen Namen ein: die Leitung setzt dich dann an einen Tisch, und dieses Handy bringt dich dorthin.
room-join_submit = Dem Raum beitreten
room-wait = Warte auf deinen Tisch
room-you_are = Du bist { $name }.
room-wait_text = Sobald die Leitung die Tische bildet, bringt dich dieses Handy von selbst an deinen Platz.
room-on_the_way = Du kommst an Tisch { $table }: dort bekommst du einen Platz, sobald seine Runde vorbei ist.
room-seat_refused = Dein Platz an Tisch { $table } gehört dir nicht mehr. Bitte die Leitung, dich wieder zu setzen.
room-waiting =
    { $n ->
        [0] Noch wartet niemand in der Lobby.
        [one] Eine Person wartet in der Lobby.
       *[other] { $n } Personen warten in der Lobby.
    }
room-not_found = Kein solcher Raum
room-not_found_text = Es gibt keinen Raum mit dem Code { $code } (oder er wurde gelöscht).
room-result_title = Das Ergebnis des Raums
room-result_show = Ergebnis zeigen
room-result_again = Erneut zeigen
room-result_json = JSON herunterladen
room-result_csv = CSV herunterladen
room-result_none = An diesem Tisch ist noch keine Runde zu Ende.
room-result_game = Partie { $game }
room-result_game_on = Partie { $game } (wird noch gespielt)
room-result_total = { $name }: { $total }
room-result_winner = { $name }: { $total } (gewinnt)
room-result_deal = Runde { $deal }, gegeben von { $dealer }: „{ $rule }“, Hauptlinie von { $n }
organizer-title = { $room }: die Ansicht der Leitung
organizer-lobby =
    { $n ->
        [0] Die Lobby: niemand wartet
        [one] Die Lobby: eine Person wartet
       *[other] Die Lobby: { $n } Personen warten
    }
organizer-lobby_empty = Niemand wartet in der Lobby.
organizer-join_at = Beitritt unter
organizer-how_many = Wie viele Tische
organizer-as_needed = so viele wie nötig
organizer-form = Tische bilden
organizer-add_table = Einen Tisch für die Lobby hinzufügen
organizer-table = Tisch { $number }
organizer-phase =
    { $phase ->
        [lobby] Partie { $game }: in ihrer Lobby
        [deal_over] Partie { $game }: Runde { $deal } ist vorbei
        [game_over] Partie { $game } ist vorbei
       *[other] Partie { $game }: Runde { $deal } läuft
    }
organizer-dealer = { $name } gibt
organizer-mainline = Hauptlinie von { $n }
organizer-prophet = { $name } ist Prophet
organizer-leaders = vorne: { $names }
organizer-host_page = Gastgeber-Steuerung von { $table }
organizer-host_who = Gastgeber dieses Tisches
organizer-host_me = Du (die Leitung)
organizer-make_host = Zum Gastgeber machen
organizer-host_done = Der Tisch hat seinen Gastgeber.
organizer-propose_open = Eine Regel aus dem Regelbuch vorschlagen
organizer-propose_rule = Regel für die nächste gebende Person
organizer-about = etwa { $n } von { $pack }
organizer-propose = Vorschlagen
organizer-proposed = Vorgeschlagen für Runde { $deal }: „{ $rule }“ (etwa { $n } von { $pack })
organizer-move_title = Jemanden umsetzen
organizer-move_who = Wen
organizer-move_to = Wohin
organizer-move = Umsetzen
organizer-no_token = Dieses Gerät hat den Raum nicht geöffnet: öffne den Link der Leitung auf dem Gerät, das es tat.
organizer-code = Raumcode: { $code }
organizer-back = Zurück zur Ansicht der Leitung (Raum { $code })
proposal-title = Die Leitung schlägt eine Regel vor
proposal-text = Nur du siehst sie, bis die Runde endet. Versiegle sie so, ändere sie vorher oder schreib deine eigene.
proposal-use = Diese Regel nehmen
picture-expulsion_active = aktiv
picture-expulsion_in =
    { $n ->
        [one] in{ " " }{ $n } Karte
       *[other] in{ " " }{ $n } Karten
    }
picture-aria_mainline =
    { $n ->
        [one] Hauptreihe mit{ " " }{ $n } Karte
       *[other] Hauptreihe mit{ " " }{ $n } Karten
    }
picture-aria_sideline_cards =
    { $n ->
        [one] { $n } Karte in Nebenreihen
       *[other] { $n } Karten in Nebenreihen
    }
picture-aria_under = unter{ " " }{ LIST($places, type: "unit") }
picture-aria_under_card = Karte{ " " }{ $at } ({ LIST($groups, type: "unit") })
picture-aria_prophet_marker = Marke des Propheten auf Karte{ " " }{ $at }
picture-aria_parts = { LIST($parts, type: "unit") }
picture-main_title = Karte{ " " }{ $pos } der Hauptreihe (Karte { $at } auf dem Tisch)
picture-crown = P
picture-rejected_string = Abgelehnte Folge von{ " " }{ $n }
picture-rejected_card = Abgelehnte Karte
picture-empty = Noch keine Karten auf dem Tisch.
picture-stock = Stapel
picture-table = Tisch
picture-mainline = Hauptreihe
picture-expulsion = Ausschluss
picture-since_marker = Seit der Marke
picture-hands = Handkarten
tag-turn = am Zug
tag-prophet = Prophet
tag-expelled = ausgeschlossen
tag-deposed = abgesetzt
picture-label = Der Tisch
picture-deal = Runde{ " " }{ $number }
picture-rule_fp = Regel{ " " }{ $fp }
start-where = Neuer Tisch
start-name_placeholder = z. B. Anna
toast-type_name = Gib zuerst deinen Namen ein.
start-which_game = Welches Spiel?
start-options_for = Optionen für{ " " }{ $profile }
start-submit = Tisch eröffnen
start-host_note = Du bist der Gastgeber und nimmst den ersten Platz. Die anderen kommen dazu, indem sie den Code auf deinem Bildschirm scannen.
start-join_title = An einen Tisch setzen
start-code = Code des Tisches oder Raums
start-go = Los
recent-title = Deine letzten Tische
recent-lobby = Wartet auf den Start
recent-lobby_game = Spiel{ " " }{ $game }, wartet auf den Start
recent-deal_on = Runde{ " " }{ $number } läuft
recent-deal_on_game = Spiel{ " " }{ $game }, Runde { $number } läuft
recent-deal_over = Runde{ " " }{ $number } vorbei
recent-deal_over_game = Spiel{ " " }{ $game }, Runde { $number } vorbei
recent-game_over = Spiel vorbei
recent-game_over_game = Spiel{ " " }{ $game } vorbei
recent-seen_today = zuletzt um{ " " }{ $at }
recent-seen_on = zuletzt am{ " " }{ $day }, { $at }
recent-board = Großbild
recent-seat_host = { $name } (Gastgeber)
recent-no_seat = kein Platz auf diesem Handy
recent-rejoin = Zurück an den Tisch
recent-rejoin_label = Zurück an Tisch{ " " }{ $code }
recent-open = Öffnen
recent-open_label = Tisch{ " " }{ $code } öffnen
recent-forget = Vergessen
recent-forget_label = Tisch{ " " }{ $code } auf diesem Handy vergessen
me-dealer = Du bist der Geber
me-watching = Du schaust dieser Runde zu
me-total = Deine Punkte:{ " " }{ $total }
me-hand_label =
    { $n ->
        [one] Karte auf der Hand
       *[other] Karten auf der Hand
    }
me-prophet = Du bist der Prophet: deine Handkarten liegen beiseite.
me-expelled = Du bist von dieser Runde ausgeschlossen. Behalte deine Karten; du kommst nicht mehr an die Reihe.
status-last_turn = Letzter Zug:{ " " }
status-hints = Tipps
status-prophet_marker = Lege die Marke des Propheten ({ $prophet }) auf Karte { $at } der Hauptreihe.
window-guess = { $who } darf noch die Regel raten. Der Zug von { $next } schließt das.
window-guess_me = { $who } darf noch die Regel raten. Dein Zug schließt das.
window-declare = { $who } darf sich noch zum Propheten erklären. Der Zug von { $next } schließt das.
window-declare_me = { $who } darf sich noch zum Propheten erklären. Dein Zug schließt das.
status-reopened_by = { $who } hat diese Runde nach ihrem Ende wieder geöffnet, daher bleibt ihre Regel sichtbar:
status-rule_shown = Die Regel dieser Runde wurde allen gezeigt:
rule-none_sealed = Im Begleiter wurde keine Regel versiegelt.
turn-expel_me = Ausschluss ist aktiv: ein falscher Zug oder ein falsches „kein Zug“ schließt dich von dieser Runde aus.
turn-expel = Ausschluss ist aktiv: ein falscher Zug oder ein falsches „kein Zug“ schließt{ " " }{ $who } von dieser Runde aus.
turn-play_a_card = Eine Karte spielen
turn-plays_a_card = { $who } spielt eine Karte
turn-no_play = Kein Zug
turn-no_play_for = { $who }: kein Zug
turn-buy_hint = Tipp kaufen (1 Karte ziehen)
turn-hint_placeholder = dein Tipp
turn-buys_hint = { $who } kauft einen Tipp (zieht 1)
turn-record_hint = Tipp eintragen
turn-label_me = Dein Zug
turn-label = Zug von{ " " }{ $who }
turn-heading_me = Karten spielen oder „kein Zug“ melden
turn-heading =
    { $n ->
        [one] Für{ " " }{ $who } eingeben ({ $n } Karte)
       *[other] Für{ " " }{ $who } eingeben ({ $n } Karten)
    }
turn-play_n =
    { $n ->
        [one] { $n } Karte spielen
       *[other] { $n } Karten spielen
    }
turn-plays_n =
    { $n ->
        [one] { $who } spielt { $n } Karte
       *[other] { $who } spielt { $n } Karten
    }
turn-more = Mehr
turn-how_many = Wie viele Karten
turn-count_label = Zu spielende Karten (bis{ " " }{ $max })
withdraw-text = Vertippt? Du kannst es zurücknehmen, bis geurteilt ist.
withdraw-no_play = Mein „kein Zug“ zurücknehmen
withdraw-play = Meinen Zug zurücknehmen
window-you_may_guess = Du darfst jetzt die Regel raten: sag sie laut, bevor{ " " }{ $next } spielt; der Geber trägt richtig oder falsch ein.
window-you_may_declare = Du kannst Prophet werden, bevor{ " " }{ $next } spielt: deine Handkarten liegen dann beiseite und du beurteilst die Züge der anderen.
window-declare_button = Mich zum Propheten erklären
window-declare_confirm = Nochmals tippen, um Prophet zu werden
verdict-right = Richtig
verdict-wrong = Falsch
verdict-right_no_play = Richtig: keine Karte passt
verdict-wrong_no_play = Falsch: eine Karte passt
verdict-wrong_expels = Falsch:{ " " }{ $who } ist ausgeschlossen
verdict-wrong_expels_if_confirmed = Falsch ({ $who } ist ausgeschlossen, wenn bestätigt)
verdict-wrong_no_play_expels = Falsch: eine Karte passt.{ " " }{ $who } ist ausgeschlossen
verdict-wrong_no_play_expels_if_confirmed = Falsch: eine Karte passt ({ $who } ist ausgeschlossen, wenn bestätigt)
judge-heading_attempt =
    { $n ->
        [one] Urteile:{ " " }{ $who } spielt { $n } Karte
       *[other] Urteile:{ " " }{ $who } spielt { $n } Karten
    }
judge-heading_no_play = Urteile:{ " " }{ $who } meldet „kein Zug“
prophet-you = Du bist der Prophet
prophet-who = { $who } ist der Prophet
prophet-marker = Marke auf Karte{ " " }{ $at } der Hauptreihe
prophet-since =
    { $n ->
        [one] { $n } Karte seit der Marke (Ausschluss ab 20)
       *[other] { $n } Karten seit der Marke (Ausschluss ab 20)
    }
prophet-bonus = Bonus bisher: +{ $bonus } ({ $main } Hauptreihe × 1, { $side } Nebenreihe × 2)
seal-placeholder = z. B. abwechselnd rot und schwarz
seal-title = Versiegle deine Regel
seal-text = Nur du siehst sie bis zum Ende der Runde; alle sehen jetzt ihren Fingerabdruck. Die App fügt ein zufälliges Salz hinzu, damit niemand den Fingerabdruck mit naheliegenden Regeln vergleichen kann; es wird am Ende mit der Regel gezeigt.
seal-rule = Geheime Regel
seal-show = Beim Tippen zeigen
seal-submit = Regel versiegeln
seal-yours = Deine versiegelte Regel
rulebook-summary = Eine Regel aus dem Regelbuch wählen
rulebook-loading = Das Regelbuch wird geladen…
rulebook-failed = Das Regelbuch konnte nicht geladen werden.
rulebook-try_again = Nochmal versuchen
rulebook-about = Wie viele Karten passen: im Schnitt, wie viele der{ " " }{ $pack } Karten eines Kartenspiels die Regel als Nächstes zulässt. Etwa { $low } bis { $high } sind gut: leicht zu spielen und doch schwer zu erraten. Du kannst die gewählte Regel ändern oder eine eigene schreiben.
rulebook-group_beginner = Für den Anfang
rulebook-group_harder = Schwieriger
rulebook-group_expert = Für Geübte
rulebook-fits = Etwa{ " " }{ $n } von { $pack } passen: { $word }
rulebook-word_good = gut
rulebook-word_too_easy = zu leicht
rulebook-word_hard = schwer
rulebook-reads =
    { $n ->
        [one] liest die letzte Karte
       *[other] liest die letzten{ " " }{ $n } Karten
    }
rulebook-picked = Aus dem Regelbuch: etwa{ " " }{ $n } von { $pack } Karten passen, { $word }.
rulebook-edited = Aus dem Regelbuch geändert (dessen Regel: etwa{ " " }{ $n } von { $pack } Karten passen, { $word }).
rulebook-alternate_colours = Ist die letzte Karte rot, spiele eine schwarze; ist sie schwarz, spiele eine rote.
rulebook-suits_spades_hearts_diamonds_clubs = Die Farben der Reihe nach: Pik, dann Herz, dann Karo, dann Kreuz, dann wieder Pik.
rulebook-suits_spades_hearts_clubs_diamonds = Die Farben der Reihe nach: Pik, dann Herz, dann Kreuz, dann Karo, dann wieder Pik.
rulebook-odd_then_even = Nach einer ungeraden Karte spiele eine gerade, nach einer geraden eine ungerade (Ass 1, Bube 11, Dame 12, König 13).
rulebook-low_then_high = Nach einer Karte von Ass bis 7 spiele eine von 8 bis König; nach 8 bis König eine von Ass bis 7.
rulebook-one_to_three_higher = Spiele eine Karte, die 1, 2 oder 3 höher ist als die letzte; nach dem König zählst du beim Ass weiter (nach einer Dame: König, Ass oder 2).
rulebook-one_up_one_down_or_same = Spiele eine Karte, die einen Wert höher, einen niedriger oder gleich hoch ist wie die letzte (vom König geht es nicht zum Ass weiter).
rulebook-three_red_three_black = Drei rote Karten, dann drei schwarze, dann drei rote und so weiter (die Startkarte ist die erste ihrer drei).
rulebook-one_higher = Spiele eine Karte genau einen Wert höher als die letzte (nach einem König ein Ass).
rulebook-different_suit = Spiele eine Karte einer anderen Farbe (Pik, Herz, Karo, Kreuz) als die letzte.
rulebook-odd_red_even_black = Nach einer ungeraden Karte spiele eine rote, nach einer geraden eine schwarze.
rulebook-even_red_odd_black = Nach einer geraden Karte spiele eine rote, nach einer ungeraden eine schwarze.
rulebook-same_suit_or_rank = Spiele eine Karte derselben Farbe (Pik, Herz, Karo, Kreuz) oder desselben Werts wie die letzte.
rulebook-black_lower_red_higher = Nach einer schwarzen Karte spiele denselben oder einen niedrigeren Wert, nach einer roten denselben oder einen höheren.
rulebook-higher_other_colour = Nach einer roten Karte spiele eine höhere schwarze, nach einer schwarzen eine höhere rote; nach einem König jede Karte der anderen Farbe.
rulebook-same_colour_within_three = Nach einer roten Karte spiele eine rote, nach einer schwarzen eine schwarze, höchstens 3 Werte von der letzten entfernt; vom König zählst du beim Ass weiter.
rulebook-suit_of_the_card_before_last = Spiele eine Karte in der Farbe (Pik, Herz, Karo, Kreuz) der vorletzten Karte (nach der Startkarte allein: jede Karte).
rulebook-between_the_last_two = Spiele eine Karte, deren Wert zwischen den Werten der letzten zwei Karten liegt, beide eingeschlossen (nach der Startkarte allein: jede Karte).
rulebook-colour_before_last_and_higher = Spiele eine Karte, rot oder schwarz wie die vorletzte Karte, und höher als die letzte; nach einem König jede Karte in diesem Rot oder Schwarz (nach der Startkarte allein zählt sie als beide).
starter-cards = Startkarten
starter-rank = Rang der letzten Startkarte
starter-rank_optional = Rang der letzten Startkarte (freiwillig)
starter-place = Startkarten auslegen
starter-title = Startkarten
guess-title = { $who } darf die Regel raten
guess-text = Offen, bis{ " " }{ $next } spielt. Trage den Tipp ein, sobald { $who } ihn sagt.
guess-right = Richtig geraten
guess-wrong = Falsch geraten
declare-text = { $who } darf sich noch zum Propheten erklären, bis { $next } spielt.
declare-button = { $who } wird Prophet
declare-confirm = Nochmals tippen:{ " " }{ $who } wird Prophet
dealer-waiting_prophet = Warten auf den Propheten{ " " }{ $prophet }
dealer-prophet_judges_attempt =
    { $n ->
        [one] { $who } spielt { $n } Karte. { $prophet } urteilt auf dem eigenen Handy; dann bestätigst oder überstimmst du.
       *[other] { $who } spielt { $n } Karten. { $prophet } urteilt auf dem eigenen Handy; dann bestätigst oder überstimmst du.
    }
dealer-prophet_judges_no_play = { $who } meldet „kein Zug“. { $prophet } urteilt auf dem eigenen Handy; dann bestätigst oder überstimmst du.
spoken-said_right = Urteil des Propheten:{ " " }{ $prophet } sagte richtig
spoken-said_wrong = Urteil des Propheten:{ " " }{ $prophet } sagte falsch
spoken-said_right_no_play = Urteil des Propheten:{ " " }{ $prophet } sagte richtig (keine Karte passt)
spoken-said_wrong_no_play = Urteil des Propheten:{ " " }{ $prophet } sagte falsch (eine Karte passt)
spoken-summary = Das Handy von{ " " }{ $prophet } ist weg? Gesprochenes Urteil des Propheten eingeben
spoken-text = Das trägt das Urteil von{ " " }{ $prophet } als das des Propheten ein, nicht als deines: danach bestätigst oder überstimmst du es.
proxy-summary = Das Handy von{ " " }{ $who } ist weg? Den Zug für { $who } eingeben
proxy-text = { $who } tippt den Zug auf dem eigenen Handy. Gib ihn hier nur ein, solange dieses Handy weg ist.
confirm-expels = Bestätigen:{ " " }{ $who } ist ausgeschlossen
confirm-confirm = Bestätigen
confirm-overrule_right = Überstimmen: richtig
confirm-overrule_wrong = Überstimmen: falsch
confirm-overrule_right_no_play = Überstimmen: die Meldung stimmte
confirm-overrule_wrong_no_play = Überstimmen: eine Karte passt
confirm-overrule_illegal = Überstimmen: die Karte, die der Prophet gewählt hat, passt nicht
confirm-heading_attempt_right =
    { $n ->
        [one] { $who } spielt { $n } Karte. Prophet { $prophet } sagt richtig.
       *[other] { $who } spielt { $n } Karten. Prophet { $prophet } sagt richtig.
    }
confirm-heading_attempt_wrong =
    { $n ->
        [one] { $who } spielt { $n } Karte. Prophet { $prophet } sagt falsch.
       *[other] { $who } spielt { $n } Karten. Prophet { $prophet } sagt falsch.
    }
confirm-heading_no_play_right = { $who } meldet „kein Zug“. Prophet { $prophet } sagt richtig (keine Karte passt).
confirm-heading_no_play_wrong = { $who } meldet „kein Zug“. Prophet { $prophet } sagt falsch (eine Karte passt).
over-reason_emptied = { $who } hat keine Karten mehr auf der Hand.
over-reason_emptied_anon = Eine Hand ist leer.
over-reason_all_expelled = Alle Spieler wurden ausgeschlossen.
over-reason_stock_out = Der Stapel ist leer.
over-reason_guessed = { $who } hat die Regel erraten.
over-reason_guessed_anon = Die Regel wurde erraten.
over-reason_game_ended = Der Gastgeber hat das Spiel beendet.
over-part_base = { $n } aus den Händen
over-part_emptied = { $n } leere Hand
over-part_prophet = { $n } Prophet
over-part_guess = { $n } geraten
over-part_dealer = { $n } Geber
over-part_other = { $n } { $part }
rule-none_this_deal = In dieser Runde wurde im Begleiter keine Regel versiegelt.
rule-not_shown = (die Regel wird nicht gezeigt)
rule-fingerprint = Vor der Runde versiegelter Fingerabdruck:{ " " }{ $fp }
rule-salt = Salz:{ " " }{ $salt }
rule-checking = Fingerabdruck wird geprüft …
rule-matches = ✓ Die Regel passt zum vor der Runde versiegelten Fingerabdruck.
rule-mismatch = ✗ Diese Regel passt NICHT zum versiegelten Fingerabdruck!
rule-title = Die Regel
over-dealer_highest = { $score } = die höchste Spielerpunktzahl ({ $best })
over-dealer_capped = { $score } = das Kleinere aus der höchsten Punktzahl ({ $best }) und 2 × T = 2 × { $t } = { $cap }; T ist der Tisch, als { $prophet } Prophet wurde
over-caption = Punkte der Runde{ " " }{ $number }
scores-who = Wer
scores-deal = Runde
scores-total = Gesamt
scores-bonus = Bonus
over-title = Runde{ " " }{ $number } ist vorbei
over-next_deal = Nächste Runde starten
host-end_game = Spiel jetzt beenden
host-end_game_confirm = Nochmals tippen, um das Spiel zu beenden
over-high_hand_size = Ausgeteilte Handkarten:{ " " }{ $high } (jede Punktzahl ist { $high } − eigene Hand)
over-high_largest_hand = Größte Hand:{ " " }{ $high } (jede Punktzahl ist { $high } − eigene Hand)
over-waiting_for = Warten, bis{ " " }{ LIST($who, type: "or") } die nächste Runde startet.
over-waits_for_you_or = Alle warten auf dich oder{ " " }{ LIST($others, type: "or") }: tippe auf „Nächste Runde starten“, wenn die Karten gemischt sind.
over-waits_for_you = Alle warten auf dich: tippe auf „Nächste Runde starten“, wenn die Karten gemischt sind.
over-next_me = Als Nächstes: Du gibst Runde{ " " }{ $number }.
over-next = Als Nächstes:{ " " }{ $who } gibt Runde { $number }.
share-head_many = Eleusis an Tisch{ " " }{ $code } ({ $profile }): { $names } teilen sich den Sieg.
share-head_one = Eleusis an Tisch{ " " }{ $code } ({ $profile }): { $who } gewinnt.
share-person = { $name }: { $total }
share-deal_rule = Runde{ " " }{ $number } ({ $dealer } gab): Regel „{ $rule }“
share-deal = Runde{ " " }{ $number } ({ $dealer } gab)
share-title = Eleusis
csv-deal = Runde
csv-dealer = Geber
csv-rule = Regel
csv-total = Gesamt
csv-seq = Nr
csv-at = Zeit
csv-type = Art
csv-by = von
csv-undone = rückgängig
csv-text = Text
csv-person = Person
csv-games = Spiele
csv-wins = Siege
csv-points = Punkte
csv-game = Spiel
csv-profile = Variante
csv-winners = Sieger
csv-hypothesis = Hypothese
csv-table_count = T
csv-struck = gestrichen
csv-marked = markiert
toast-log_failed = Das Protokoll ließ sich nicht laden; ohne es exportiert.
game-per_deal = Punkte pro Runde
game-per_deal_caption = Die Punkte jeder Runde, pro Person
game-dealt = { $who } gab
game-dealer_mark = { " " }(Geber)
chart-start = Start
chart-series = { $name }: { LIST($values, type: "unit") }
chart-label = Gesamtpunkte nach jeder Runde.{ " " }{ $series }
chart-title = Gesamtpunkte nach jeder Runde
game-title = Spielende
game-share = { $names } teilen sich den Sieg!
game-wins = { $who } gewinnt!
game-winner = Sieger
game-last_deal_ended = Runde{ " " }{ $number }: vom Gastgeber beendet
game-last_deal = Runde{ " " }{ $number }: die letzte Runde
game-dotted = Eine gepunktete Unterstreichung markiert die Punkte des Gebers in dieser Runde.
toast-summary_copied = Zusammenfassung kopiert.
game-share_button = Ergebnis teilen
game-export_json = Als JSON exportieren
game-export_csv = Als CSV exportieren
night-latecomers = Gerade angekommen? Scannen und Platz nehmen: ab der nächsten Runde bekommst du Karten.
night-join_next = Scannen und Platz nehmen für das nächste Spiel.
night-newcomers =
    { $n ->
        [one] { $names } bekommt ab der nächsten Runde Karten.
       *[other] { $names } bekommen ab der nächsten Runde Karten.
    }
night-removed = Aus diesem Spiel entfernt:{ " " }{ $names } (die bisherigen Punkte bleiben).
night-people_title = Neu dazu und gegangen
night-people_text = Zwischen zwei Runden kannst du Neuankömmlinge setzen (sie scannen den Code auf dem Großbild oder den unten) und jemanden entfernen, der geht: die bisherigen Punkte bleiben.
night-new_tag = neu
night-sits_left_of = { $name } sitzt links von
night-place = { $name } setzen
night-invite = Jemanden dazuholen
night-standings = Der Stand des Abends
night-standings_caption = Die Summe jedes Spiels pro Person (★ seine Sieger), gewonnene Spiele und Punkte
night-standings_text =
    { $n ->
        [one] { $n } Spiel heute Abend an diesem Tisch. ★ markiert die Sieger.
       *[other] { $n } Spiele heute Abend an diesem Tisch. ★ markiert die Sieger jedes Spiels.
    }
night-game = Spiel{ " " }{ $number }
night-wins = Siege
night-points = Punkte
night-again_title = Noch ein Spiel?
night-again_text = Dieselben Leute, Plätze und Links: niemand muss neu scannen. Die Summen beginnen wieder bei 0; der Stand des Abends behält jedes Spiel.
night-again_profile = Welches Spiel
night-same_profile = { $profile } (wie dieses Spiel)
night-again = Nochmal mit denselben Leuten spielen
night-again_wait = Der Gastgeber kann ein weiteres Spiel mit denselben Leuten starten: dieses Handy geht mit.
night-game_of_night = Spiel{ " " }{ $number } an diesem Tisch: der Abend bisher
menu-seat_of = Dein Platz:{ " " }{ $name }
menu-seat = Dein Platz
menu-seat_text = Dieses Handy behält deinen Platz: nach Neuladen oder Standby bist du wieder da. Um den Platz auf ein anderes Handy zu bringen, öffne dort diesen privaten Link (halte ihn geheim: er ist dein Platz).
toast-link_copied = Link zum Wiedereinstieg kopiert.
toast-copy_failed = Kopieren fehlgeschlagen: markiere den Link oben.
menu-copy_link = Link zum Wiedereinstieg kopieren
menu-board = Großbild
board-open_laptop = { $link } auf einem Laptop oder Fernseher, damit alle es sehen.
menu-lost = Verlorene Handys
menu-lost_text = Jemandes Handy hat den Platz verloren? Zeige den QR-Code zum Wiedereinstieg und lass ihn scannen. Der alte Link funktioniert dann nicht mehr.
menu-people = Personen am Tisch
menu-host = Gastgeber
howto-title = So spielt man{ " " }{ $profile }
howto-profiles = Spiele
howto-head_deal = Was gegeben wird
howto-head_wrong = Wohin falsche Karten kommen
howto-head_markers = Marken
howto-head_dealer = Was der Geber antippt
howto-cards_stay = Die echten Karten bleiben auf dem Tisch: die Handys zählen mit und merken sich Marken und Punkte.
howto-howell_intro = Das volle Spiel für 4 bis 8 Leute. In jeder Runde ist eine Person der Geber und denkt sich eine geheime Regel aus, welche Karte auf welche folgen darf. Die anderen legen Karten an die Hauptreihe und versuchen, die Regel herauszufinden. Jeder gibt einmal; die höchste Summe gewinnt.
howto-howell_deal = Mische 3 Kartenspiele zusammen. Jeder Spieler bekommt 14 Karten; der Geber hat keine Hand, der Rest ist der Stapel. Der Geber legt eine oder mehrere Startkarten als Anfang der Hauptreihe. Zähle die Spieler links vom Geber an bis zum Wert der letzten Startkarte (Ass 1, Bube 11, Dame 12, König 13): dieser Spieler beginnt, dann geht es nach links weiter.
howto-howell_wrong = Wenn du dran bist, legst du eine Karte oder eine Folge von mehreren, oder du meldest „kein Zug“. Richtig: die Karten kommen an die Hauptreihe. Falsch: sie kommen als Nebenreihe unter das aktuelle Ende der Hauptreihe, in der gelegten Reihenfolge, und du ziehst 2 Karten für jede. Stimmt „kein Zug“, kommt deine Hand unter den Stapel, und du bekommst eine neue Hand mit 4 Karten weniger. Stimmt es nicht, legt der Geber eine deiner Karten, die richtig gewesen wäre, und du ziehst 5.
howto-howell_markers = Jede 10. Karte auf dem Tisch, in der Hauptreihe oder einer Nebenreihe, bekommt eine Marke, auch mitten in einer Folge. Ab 30 Karten auf dem Tisch wird ausgeschlossen, wer falsch legt. Direkt nach deinem eigenen Zug darfst du dich zum Propheten erklären: die Prophetenmarke kommt auf die letzte Karte der Hauptreihe, und du urteilst vor dem Geber über die Züge, bis der Geber dich überstimmt.
howto-howell_dealer = Versiegle deine Regel vor den Startkarten auf deinem Handy: die anderen sehen nur ihren Fingerabdruck. Tippe an, wie viele Startkarten du gelegt hast und welchen Wert die letzte hat. Dann tippst du bei jedem Zug Richtig oder Falsch (mit einem Propheten: Bestätigen oder Überstimmen). Dein Handy sagt, was wohin kommt. Rückgängig nimmt einen Vertipper zurück.
howto-abbott_intro = Abbotts Original für 4 bis 8 Leute, gespielt wie Howell, mit zwei Unterschieden: der Begleiter lost aus, wer beginnt, und wenn der Gastgeber das Spiel früh beendet, bekommen alle, die nie gegeben haben, 10 dazu.
howto-abbott_deal = Mische 3 Kartenspiele zusammen. Jeder Spieler bekommt 14 Karten; der Geber hat keine Hand, der Rest ist der Stapel. Der Geber legt eine oder mehrere Startkarten als Anfang der Hauptreihe. Der Begleiter lost aus, wer beginnt; dann geht es nach links weiter.
howto-abbott_dealer = Versiegle deine Regel vor den Startkarten auf deinem Handy: die anderen sehen nur ihren Fingerabdruck. Tippe an, wie viele Startkarten du gelegt hast. Dann tippst du bei jedem Zug Richtig oder Falsch (mit einem Propheten: Bestätigen oder Überstimmen). Dein Handy sagt, was wohin kommt. Rückgängig nimmt einen Vertipper zurück.
howto-express_intro = Die schnelle Variante für 3 bis 8 Leute: eine Karte nach der anderen, keine Propheten, kein Ausschluss. Wer die Regel laut errät, beendet die Runde.
howto-express_deal = Mische 2 Kartenspiele zusammen. Jeder Spieler bekommt 12 Karten (oder 10, je nach Optionen); der Geber hat keine Hand, der Rest ist der Stapel. Der Geber deckt eine Karte vom Stapel auf: die Startkarte. Es beginnt, wer links vom Geber sitzt.
howto-express_wrong = Wenn du dran bist, legst du genau eine Karte, oder du meldest „kein Zug“. Richtig: sie kommt an die Hauptreihe. Falsch: sie kommt in eine Nebenreihe unter das Ende der Hauptreihe, und du ziehst 1. Stimmt „kein Zug“, kommt deine Hand unter den Stapel, und du bekommst eine Karte weniger. Stimmt es nicht, legt der Geber eine deiner Karten, die richtig gewesen wäre, und du ziehst 1.
howto-express_markers = Ohne Propheten und Ausschluss ändern Marken hier nichts; die Handys zählen den Tisch trotzdem. Nach einem richtigen Zug oder einem stimmenden „kein Zug“ darfst du die Regel einmal laut raten: richtig geraten beendet die Runde und bringt 6 dazu.
howto-express_dealer = Versiegle deine Regel auf deinem Handy, decke dann die Startkarte vom Stapel auf und tippe auf Startkarten auslegen. Tippe bei jeder Karte und jedem Rateversuch Richtig oder Falsch. Dein Handy sagt, was wohin kommt. Rückgängig nimmt einen Vertipper zurück.
board-expulsion_active = Ausschluss ist aktiv
board-expulsion_active_text = Ein falscher Zug schließt den Spieler jetzt von dieser Runde aus.
board-expulsion_in =
    { $n ->
        [one] Ausschluss in{ " " }{ $left } Karte
       *[other] Ausschluss in{ " " }{ $left } Karten
    }
board-expulsion_count_prophet =
    { $n ->
        [one] { $n } Karte seit der Marke des Propheten; ab { $threshold } schließt ein falscher Zug aus.
       *[other] { $n } Karten seit der Marke des Propheten; ab { $threshold } schließt ein falscher Zug aus.
    }
board-expulsion_count =
    { $n ->
        [one] { $n } Karte auf dem Tisch; ab { $threshold } schließt ein falscher Zug aus.
       *[other] { $n } Karten auf dem Tisch; ab { $threshold } schließt ein falscher Zug aus.
    }
board-whose_turn = Wer ist am Zug
board-fullscreen = Vollbild
board-leave_fullscreen = Vollbild verlassen
board-open = Großbild öffnen
board-open_tablet = { $link } auf einem Tablet oder Fernseher, damit alle es sehen.
https-note = Die App zu installieren braucht HTTPS. Über einfaches http geht alles andere, und das erste Tippen hält den Bildschirm wach. Wie der Begleiter über HTTPS läuft:{ " " }{ $guide }.
https-dismiss = Verstanden
tag-undone = rückgängig
tag-host = Gastgeber
tag-you = du
history-empty = Noch nichts.
history-older = Ältere Zeilen zeigen
log-create =
    { $profile ->
       *[howell] { $host } hat einen Howell-Tisch eröffnet.
        [abbott] { $host } hat einen Abbott-Tisch eröffnet.
        [express] { $host } hat einen Express-Tisch eröffnet.
    }
log-join =
    { $late ->
        [yes] { $name } hat Platz genommen und spielt ab der nächsten Runde mit.
       *[no] { $name } hat Platz genommen.
    }
log-seat = { $by } hat die Sitzordnung festgelegt: { LIST($order, type: "unit") }.
log-options = { $by } hat die Optionen geändert: { LIST($options, type: "unit") }.
log-kick =
    { $late ->
        [yes] { $by } hat { $who } aus dem Spiel genommen; die bisherigen Punkte bleiben.
       *[no] { $by } hat { $who } vom Tisch entfernt.
    }
log-start =
    { $chosen ->
        [drawn] Das Spiel hat begonnen; erster Geber ist{ " " }{ $first_dealer } (ausgelost).
       *[named] Das Spiel hat begonnen; erster Geber ist{ " " }{ $first_dealer } (vom Gastgeber bestimmt).
    }
log-seal_rule = { $by } hat die geheime Regel versiegelt.
log-starter =
    { $ranked ->
        [yes]
            { $n ->
                [one] { $by } hat { $n } Startkarte ausgelegt, letzter Rang { $rank }.
               *[other] { $by } hat { $n } Startkarten ausgelegt, letzter Rang { $rank }.
            }
       *[no]
            { $n ->
                [one] { $by } hat { $n } Startkarte ausgelegt.
               *[other] { $by } hat { $n } Startkarten ausgelegt.
            }
    }
log-attempt =
    { $n ->
        [one] { $who } hat { $n } Karte gespielt.
       *[other] { $who } hat { $n } Karten gespielt.
    }
log-no_play = { $who } hat „kein Zug“ gemeldet.
log-judge =
    { $verdict ->
        [right] { $who } urteilte: richtig.
       *[wrong] { $who } urteilte: falsch.
    }
log-confirm = { $by } hat das Urteil des Propheten bestätigt.
log-overrule =
    { $verdict ->
        [right] { $by } hat den Propheten überstimmt: richtig.
       *[wrong] { $by } hat den Propheten überstimmt: falsch.
    }
log-declare_prophet = { $who } wurde Prophet.
log-guess =
    { $verdict ->
        [right] { $who } hat die Regel geraten: richtig.
       *[wrong] { $who } hat die Regel geraten: falsch.
    }
log-buy_hint =
    { $worded ->
        [yes] { $who } hat einen Tipp gekauft: { $hint }
       *[no] { $who } hat einen Tipp gekauft.
    }
log-withdraw = { $who } hat den Zug zurückgenommen.
log-undo =
    { $reopened ->
        [yes] { $by } hat Aktion { $target } rückgängig gemacht und Runde { $deal } wieder geöffnet; ihre Regel bleibt für alle sichtbar.
       *[no] { $by } hat Aktion { $target } rückgängig gemacht.
    }
log-next_deal = { $by } hat die nächste Runde ausgerufen.
log-end_game = { $by } hat das Spiel beendet.
log-new_game =
    { $profile ->
        [howell] { $by } hat Spiel { $game } mit denselben Leuten und Plätzen begonnen, nach den Howell-Regeln.
        [abbott] { $by } hat Spiel { $game } mit denselben Leuten und Plätzen begonnen, nach den Abbott-Regeln.
        [express] { $by } hat Spiel { $game } mit denselben Leuten und Plätzen begonnen, als Eleusis Express.
       *[same] { $by } hat Spiel { $game } mit denselben Leuten und Plätzen begonnen.
    }
log-ends_game = Alle am Tisch haben gegeben: das Spiel ist vorbei.
log-other = { $type }
log-closed_guess = Damit ist die Gelegenheit von{ " " }{ $closes }, die Regel zu raten, vorbei.
log-closed_declare = Damit ist die Gelegenheit von{ " " }{ $closes }, Prophet zu werden, vorbei.
log-closed_window = Damit ist die Gelegenheit von{ " " }{ $closes } vorbei.
result-deposed =
    { $n ->
        [one] Der Prophet{ " " }{ $prophet } ist abgesetzt und zieht { $n } Karte.
       *[other] Der Prophet{ " " }{ $prophet } ist abgesetzt und zieht { $n } Karten.
    }
result-illegal_pick = Die Karte, die der Prophet gewählt hat, geht zurück auf die Hand von{ " " }{ $who }.
result-take_back = { $who } nimmt die Karten zurück.
result-right =
    { $n ->
        [one] Richtig: die{ " " }{ $n } Karte von { $who } kommt in die Hauptreihe.
       *[other] Richtig: die{ " " }{ $n } Karten von { $who } kommen in die Hauptreihe.
    }
result-wrong =
    { $n ->
        [one] Falsch: die{ " " }{ $n } Karte von { $who } kommt in eine Nebenreihe.
       *[other] Falsch: die{ " " }{ $n } Karten von { $who } kommen in eine Nebenreihe.
    }
result-keeps_hand = { $who } behält die Hand.
result-no_play_right_empty = „Kein Zug“ stimmte:{ " " }{ $who } legt die Hand unter den Stapel; die Hand ist leer.
result-no_play_right =
    { $n ->
        [one] „Kein Zug“ stimmte:{ " " }{ $who } legt die Hand unter den Stapel und nimmt { $n } Karte.
       *[other] „Kein Zug“ stimmte:{ " " }{ $who } legt die Hand unter den Stapel und nimmt { $n } Karten.
    }
result-no_play_false = „Kein Zug“ war falsch: der Geber legt eine passende Karte von{ " " }{ $who } in die Hauptreihe.
result-draws =
    { $n ->
        [one] { $who } zieht { $n } Karte.
       *[other] { $who } zieht { $n } Karten.
    }
result-expelled = { $who } ist von dieser Runde ausgeschlossen.
result-marker = Lege eine Marke unter Karte{ " " }{ $at }.
rulebook-group_good = Gut: { $low } bis { $high } von { $pack } passen
rulebook-group_too_easy = Zu leicht: mehr als { $high } von { $pack } passen
rulebook-group_hard = Schwer: weniger als { $low } von { $pack } passen
game-delete_table = Diesen Tisch löschen
game-delete_table_confirm = Nochmals tippen, um den Tisch mit Spiel und allen Namen endgültig zu löschen
night-placed = { $name } sitzt jetzt links von { $left }.
log-make_host = { $by } hat { $who } zum Gastgeber dieses Tisches gemacht.
error-already_prophet = Man kann nur einmal pro Runde Prophet sein.
error-bad_after = Das Protokoll wurde auf eine Weise angefragt, die der Begleiter nicht versteht.
error-bad_verdict = Ein Urteil ist richtig oder falsch.
error-cannot_kick_host = Der Gastgeber kann nicht entfernt werden.
error-deal_not_over = Die Runde ist noch nicht vorbei.
error-dealer_only = Das kann nur der Geber.
error-dealer_or_host_only = Das können nur der Geber oder der Gastgeber.
error-empty_hand_claim = Die Hand ist leer, also stimmt „kein Zug“: keine Karte kann in die Hauptreihe.
error-expelled = Ein ausgeschlossener Spieler kann nicht Prophet werden.
error-hint_already_bought = In diesem Zug wurde schon ein Tipp gekauft.
error-host_only = Das kann nur der Gastgeber.
error-judge_only = Nur der Geber oder der Prophet urteilt.
error-no_guess_now = Nur wer gerade richtig gespielt hat, darf raten, vor dem nächsten Zug.
error-no_guessing = In diesem Profil beendet lautes Raten der Regel die Runde nicht.
error-no_hints = An diesem Tisch gibt es keine Tipps.
error-no_prophets = Dieses Profil hat keine Propheten.
error-not_enough_cards = Für diese Hände gibt es nicht genug Karten: nimm ein Kartenspiel dazu oder gib weniger Karten.
error-not_just_played = Nur wer gerade seinen Zug beendet hat, darf sich erklären, bevor der nächste Zug gespielt wird.
error-not_started = Das Spiel hat noch nicht begonnen.
error-not_your_turn = Dieser Spieler ist nicht am Zug.
error-nothing_to_confirm = Es gibt kein Urteil des Propheten zu bestätigen oder zu überstimmen.
error-nothing_to_judge = Nichts wartet auf ein Urteil.
error-nothing_to_undo = Von dieser Runde ist nichts mehr rückgängig zu machen.
error-nothing_to_withdraw = Es gibt nichts zurückzunehmen.
error-one_card_only = In diesem Profil spielt man genau eine Karte.
error-one_starter_card = In diesem Profil ist die Startkarte genau eine Karte.
error-overrule_same_verdict = Überstimmen gibt das andere Urteil (dasselbe nur, wenn der Prophet eine unpassende Karte gewählt hat).
error-own_play_only = Nur wer gespielt hat, kann den Zug zurücknehmen (der Geber kann ihn rückgängig machen).
error-prophet_in_office = Es gibt schon einen Propheten.
error-prophet_judges_first = Zuerst urteilt der Prophet; dann bestätigen oder überstimmen.
error-rank_required = Gib den Rang der letzten Startkarte ein (A bis K).
error-starter_placed = Die Regel lässt sich nur versiegeln, bevor die Startkarten liegen.
error-too_few_players = Mindestens zwei andere aktive Spieler müssen bleiben.
error-too_many_cards = Das sind mehr Karten, als es gibt.
error-too_many_records = { $detail ->
        [yes] { $reserved ->
                [yes] { $phase ->
                        [lobby] Die Vorbereitung dieses Spiels hat schon { $used } der { $most } Einträge, die sie haben darf (der Rest bleibt für ein Urteil, ein Rückgängig oder ein Entfernen); starte das Spiel.
                        [game_over] Die letzte Runde dieses Spiels hat schon { $used } der { $most } Einträge, die sie haben darf (der Rest bleibt für ein Urteil, ein Rückgängig oder ein Entfernen); starte ein neues Spiel.
                       *[deal] Diese Runde hat schon { $used } der { $most } Einträge, die sie haben darf (der Rest bleibt für ein Urteil, ein Rückgängig oder ein Entfernen); starte die nächste Runde oder beende das Spiel.
                }
               *[no] { $phase ->
                        [lobby] Die Vorbereitung dieses Spiels hat schon { $used } der { $most } Einträge, die sie haben darf; starte das Spiel.
                        [game_over] Die letzte Runde dieses Spiels hat schon { $used } der { $most } Einträge, die sie haben darf; starte ein neues Spiel.
                       *[deal] Diese Runde hat schon { $used } der { $most } Einträge, die sie haben darf; starte die nächste Runde oder beende das Spiel.
                }
            }
       *[no] Diese Runde hat so viele Einträge, wie eine Runde haben darf; starte die nächste Runde oder beende das Spiel.
    }
error-verdict_given = Der Prophet hat schon geurteilt: der Zug lässt sich nicht mehr zurücknehmen.
error-wrong_number_of_people = { $detail ->
        [yes] { $at ->
                [deal] Eine Runde { $profile } braucht mindestens { $least } Personen: setze jemand Neues dazu oder beende das Spiel.
               *[game] Ein Spiel { $profile } braucht { $least } bis { $most } Personen.
            }
       *[no] Dieses Spiel braucht eine andere Anzahl Personen.
    }
error-wrong_phase = Das geht jetzt nicht.
error-end_game_final = Der Gastgeber hat das Spiel beendet: das ist endgültig und lässt sich nicht rückgängig machen.
error-game_not_over = Das Spiel ist noch nicht vorbei: ein neues beginnt erst danach.
error-too_many_seals = { $detail ->
        [yes] Die Regel wurde in dieser Runde { $most }-mal versiegelt, so oft eine Runde erlaubt: sie lässt sich nicht noch einmal versiegeln.
       *[no] Die Regel wurde in dieser Runde zu oft versiegelt: sie lässt sich nicht noch einmal versiegeln.
    }
error-too_many_withdrawals = { $detail ->
        [yes] Dieser Platz hat in dieser Runde so viele Züge zurückgenommen, wie ein Platz darf ({ $most }): dieser wartet auf das Urteil.
       *[no] Dieser Platz hat in dieser Runde so viele Züge zurückgenommen, wie ein Platz darf: dieser wartet auf das Urteil.
    }
error-host_undoes_seats = Das Spiel ist vorbei: nur der Gastgeber kann eine Änderung der Sitzordnung oder ein Entfernen rückgängig machen.
error-joined_since = { $detail ->
        [yes] { $why ->
                [alike] Nachdem { $who } entfernt wurde, hat jemand mit einem Namen wie { $who } Platz genommen: der Tisch könnte die beiden nicht unterscheiden.
               *[full] Nachdem { $who } entfernt wurde, hat jemand Platz genommen: käme { $who } zurück, säßen mehr als 8 Personen am Tisch.
            }
       *[no] Nach diesem Entfernen hat jemand Platz genommen: käme die Person zurück, säßen mehr als 8 Personen am Tisch oder zwei mit gleich aussehenden Namen.
    }
error-bad_order = Die Sitzordnung muss jede Person am Tisch genau einmal nennen.
error-already_formed = Die Tische sind schon gebildet: füge einen Tisch hinzu oder setze Leute um.
error-not_enough_people = { $detail ->
        [yes] Für einen Tisch braucht es mindestens { $least } Personen; warte auf weitere.
       *[no] Für einen Tisch braucht es mehr Leute; warte auf weitere.
    }
error-not_formed = Bilde zuerst die Tische.
error-organizer_only = Das kann nur die Person, die den Raum leitet.
error-same_table = Diese Person sitzt schon an diesem Tisch.
error-too_many_tables = { $detail ->
        [yes] Ein Raum hat höchstens { $most } Tische.
       *[no] Ein Raum hat höchstens 50 Tische.
    }
error-unknown_person = In diesem Raum ist niemand mit dieser Kennung.
error-unknown_room_table = Der Raum hat keinen Tisch mit dieser Nummer.
error-unknown_code = Es gibt weder einen Tisch noch einen Raum mit diesem Code.
error-unknown_rule = Diese Regel steht nicht im Regelbuch.
error-bad_table = Der Tisch muss mit seiner Nummer im Raum angegeben werden.
error-bad_tables = { $detail ->
        [yes] Die Zahl der Tische muss eine ganze Zahl von { $least } bis { $most } sein.
       *[no] Die Zahl der Tische muss eine ganze Zahl von 1 bis 50 sein.
    }
error-bad_person = Eine Person muss mit ihrer Kennung im Raum angegeben werden.

opt-pair = { $label }: { $value }
opt-packs = Kartenspiele zu 52 Karten
opt-hand_size = Karten für jeden Spieler
opt-first_player = Startspieler
opt-first_player-rank = nach dem Rang der letzten Startkarte gezählt
opt-first_player-random = ausgelost
opt-first_player-left = links vom Geber
opt-expulsion_threshold = Ausschluss ab Tischkarte
opt-expulsion_threshold-30 = 30 (dritte Marke)
opt-expulsion_threshold-40 = 40 (vierte Marke)
opt-stock_out = Wenn der Stapel leer ist
opt-stock_out-short = endet die Runde, sobald nicht mehr nachgezogen werden kann
opt-stock_out-last_card = endet die Runde mit seiner letzten Karte
opt-stock_out-add_pack = kommt ein neues Kartenspiel dazu
opt-never_dealt_bonus = Bonus für nie Gegebenhaben (vorzeitiges Ende)
opt-hints = Spieler dürfen Tipps kaufen
opt-incorrect_guess_penalty = Falsch geraten
opt-incorrect_guess_penalty-0 = keine Strafe
opt-incorrect_guess_penalty-1 = zieht 1 Karte
opt-next_dealer = Nächster Geber
opt-next_dealer-left = links vom Geber
opt-next_dealer-winner = der Sieger der Runde
lobby-seated_label = Am Tisch, im Uhrzeigersinn
lobby-connected = verbunden
lobby-not_connected = nicht verbunden
seat-drag_title = { $name } auf einen anderen Platz ziehen
lobby-who_is_here = Wer ist da
lobby-table = Tisch{ " " }{ $code }
lobby-seated = { $profile } · { $n } am Tisch ({ $min }–{ $max } Personen zum Spielen)
seat-check_hint = Gespielt wird im Uhrzeigersinn, links vom Geber beginnend: prüfe, dass die Liste im Uhrzeigersinn um den Tisch geht. Ziehe einen Namen an seinem Griff ⠿ oder tippe auf Leeren und dann alle im Uhrzeigersinn an.
seat-tap_hint = Tippe alle im Uhrzeigersinn an, bei wem du willst beginnend.
seat-clockwise = Im Uhrzeigersinn:{ " " }{ $order }
seat-tapped = { $n } von { $total } angetippt
seat-save = Sitzordnung speichern
seat-clear = Leeren
seat-set = Sitzordnung festlegen
lobby-first_dealer_random = ausgelost
lobby-first_dealer = Erster Geber
seat-start_with_order = Mit dieser Sitzordnung starten
lobby-start_game = Spiel starten
lobby-need_people = { $min }–{ $max } Personen nötig; { $n } am Tisch.
lobby-options = Optionen
lobby-save_options = Optionen speichern
lobby-seated_waiting_for = Du sitzt am Tisch. Warten, bis{ " " }{ $host } startet.
lobby-waiting_for = Warten, bis{ " " }{ $host } startet.
lobby-seated_waiting = Du sitzt am Tisch. Warten, bis der Gastgeber startet.
lobby-waiting = Warten, bis der Gastgeber startet.
lobby-start = Start

## The room's big screen (static/js/room/board.js)
page-title_room_board = Raum { $code } · Großbild
where-room_board = Großbild · Raum { $code }
room_board-not_found = Diesen Raum gibt es nicht
room_board-not_found_text = Es gibt keinen Raum { $code }. Prüfe den Code auf dem Bildschirm der Spielleitung.
room_board-title = Ein Raum voller Tische
room_board-scan = Scanne den Code mit deinem Handy oder öffne:
room_board-qr_alt = QR-Code zum Beitreten in Raum { $code }
room_board-code_label = Raumcode { $code }
room_board-waiting = Wartend ({ $n })
room_board-join_line = Beitreten: { $url } · Code { $code }
room_board-table = Tisch { $number }
room_board-phase_lobby = vor dem Start
room_board-phase_starter = Startkarte
room_board-phase_turn = im Spiel
room_board-phase_judging = Urteil
room_board-phase_confirming = Bestätigung
room_board-phase_deal_over = Runde vorbei
room_board-phase_game_over = Spiel vorbei
room_board-dealer = Geber
room_board-deal = Runde
room_board-mainline = Hauptreihe
room_board-prophet = Prophet
room_board-leader = Vorn
room_board-rules = Die Regeln der bisherigen Runden
room_board-rule = Runde { $deal }: { $rule } ({ $n } in der Hauptreihe)
room_board-no_rule = keine Regel versiegelt

## The board speaks (static/js/speech.js)
speech-off = Sprechen: aus
speech-on = Sprechen: an
speech-no_voice = Sprechen: dieser Browser hat keine Stimme für diese Sprache
speech-prophet = { $who } ist jetzt Prophet.
speech-deal_over = Runde { $number } ist vorbei. Die Regel war: { $rule }
error-bad_action_id = { $detail ->
        [yes] Dieses Handy hat ein Tippen gesendet, das der Begleiter nicht lesen konnte (seine action_id muss 1 bis { $most } sichtbare Zeichen haben).
       *[no] Dieses Handy hat ein Tippen gesendet, das der Begleiter nicht lesen konnte.
    }

error-stale_version = { $at ->
        [room] Der Raum hat sich inzwischen geändert; schau noch einmal und versuche es erneut.
       *[table] Der Tisch hat sich beim Tippen geändert: schau noch einmal und versuche es erneut.
    }

error-bad_limit = { $detail ->
        [yes] Das Protokoll wurde auf eine Weise angefragt, die der Begleiter nicht versteht (limit muss von 1 bis { $most } gehen).
       *[no] Das Protokoll wurde auf eine Weise angefragt, die der Begleiter nicht versteht.
    }

error-out_of_range = { $detail ->
        [yes] { refusal-field }: muss zwischen { $least } und { $most } liegen.
       *[no] Eine Zahl liegt außerhalb dessen, was sie sein darf.
    }

error-bad_field = { $detail ->
        [yes] { $problem ->
                [number] { refusal-field }: muss eine ganze Zahl sein.
                [mark] { refusal-field }: darf nicht mit einem Akzent oder Zeichen allein beginnen.
                [key] { refusal-field }: muss mit seinem Schlüssel genannt werden (howell, abbott oder express).
               *[text] { refusal-field }: muss Text sein.
            }
       *[no] Ein Feld stimmt nicht: prüfe, was du eingegeben hast.
    }

error-bad_option = { $detail ->
        [yes] { $kind ->
                [number] Die Option „{ $option }“ muss eine ganze Zahl von { $least } bis { $most } sein.
                [choice] Die Option „{ $option }“ muss eins von { $values } sein.
               *[bool] Die Option „{ $option }“ muss true oder false sein.
            }
       *[no] Eine der Optionen hat einen Wert, den sie nicht annehmen kann.
    }

error-unknown_option = { $detail ->
        [yes] Die Option „{ $option }“ gehört nicht zum Profil { $profile }.
       *[no] Eine der Optionen gehört nicht zu diesem Profil.
    }

error-bad_expected_version = Dieses Handy hat ein Tippen gesendet, das der Begleiter nicht lesen konnte.

## Shared words of the screens a seated phone loads later (the lobby, the menu, the options, the game's end, rejoin)
common-back = Zurück
common-cancel = Abbrechen
common-deal = Runde{ " " }{ $number }
common-no = nein
common-yes = ja
common-one_fewer = eins weniger
common-one_more = eins mehr
invite-code_line = Code{ " " }{ $code } · { $link }
invite-summary = Einladen: QR-Code und Link
rejoin-qr_alt = QR-Code, mit dem{ " " }{ $name } wieder einsteigt
rejoin-text = { $name } scannt das, um den Platz zurückzubekommen. Der alte Link dieses Platzes funktioniert nicht mehr.
organizer-sits =
    { $n ->
        [0] Niemand sitzt hier:
        [one] Hier sitzt:
       *[other] Hier sitzen { $n }:
    }
organizer-host_controls = Gastgeber-Steuerung
organizer-at_table = { $name } ({ $table })
organizer-board = Die Tafel des Raums öffnen (für einen Beamer)
organizer-move_here = Hierher setzen
organizer-nobody_seated = An diesem Tisch sitzt niemand.
organizer-nobody_to_move = Alle im Raum sitzen schon hier.
organizer-remove = Entfernen
organizer-remove_confirm = { $name } aus dem Raum entfernen?
organizer-remove_label = { $name } aus dem Raum entfernen
organizer-remove_who = Wer den Raum verlässt
organizer-rename_to = Name des Tisches
organizer-rename_save = Namen speichern
organizer-tab_tables =
    { $n ->
        [0] Der Raum (noch kein Tisch)
        [one] Der Raum (1 Tisch)
       *[other] Der Raum ({ $n } Tische)
    }
organizer-tab_result = Das Ergebnis
organizer-tabs = Die Ansicht der Leitung
organizer-tools = Was an { $table } zu tun ist
organizer-tool_host = Gastgeber
organizer-tool_propose = Regel vorschlagen
organizer-tool_move = Jemanden herholen
organizer-tool_remove = Jemanden entfernen
organizer-tool_rename = Umbenennen
room-result_deal_unsealed = Runde { $deal }, gegeben von { $dealer }: beendet, bevor eine Regel versiegelt war, Hauptlinie von { $n }
room_board-loopback = Er lauscht nur auf { $host }: starte ihn mit --host 0.0.0.0 oder --public-url.
room_board-nobody = noch niemand
start-organizer_name = Name der Leitung
start-organizer_placeholder = z. B. Frau Lee

# a room's tables by name (issue 43)
room-table_default = Tisch { $n }
where-room_table = { $name } · { $code }
room-going = Du kommst an { $name }: dort bekommst du einen Platz, sobald seine Runde vorbei ist.
room-seated_at = Dein Tisch: { $name }
error-deal_in_progress = An diesem Tisch läuft eine Runde: warte, bis sie vorbei ist.
error-table_deleted = Dieser Tisch wurde aus dem Raum gelöscht.
error-table_name_taken = Ein anderer Tisch hat diesen Namen oder einen, der gleich aussieht.
error-room_table = Dieser Tisch gehört zu einem Raum: die Leitung löscht ihn auf dem Bildschirm des Raums.
room-csv_table = Tisch
room-csv_game = Spiel
room-csv_deal = Runde
room-csv_dealer = Geber
room-csv_rule = Regel
room-csv_mainline = Hauptlinie
room-csv_person = Person
room-csv_total = Summe
room-csv_winner = Gewinner
room-csv_yes = ja
room-csv_no = nein
organizer-tool_delete = Löschen
organizer-delete = Diesen Tisch löschen
organizer-delete_confirm = { $table } löschen?
organizer-delete_text = Nur zwischen zwei Runden: Wer dort sitzt, wartet wieder in der Lobby, die Spiele bleiben im Ergebnis.
organizer-deleted = (aus dem Raum gelöscht)
room-seat_reissued = Der Gastgeber hat deinem Platz an { $name } einen neuen Link gegeben: öffne ihn auf dem Handy, das ihn hat, oder frag den Gastgeber danach.

error-dealer_writes_none = Der Geber kennt die Regel: Er schreibt keine Hypothese.
error-players_of_the_deal_only = Nur wer in diesem Spiel mitspielt, kann eine Hypothese schreiben.
error-notebook_closed = Das Spiel ist vorbei: Sein Notizbuch nimmt keine Hypothese mehr an, und keine kann gestrichen werden.
error-rule_not_sealed = Die Regel ist noch nicht versiegelt: Hypothesen gibt es erst danach.
error-too_many_hypotheses = { $detail ->
        [yes] Diese Person hat in diesem Spiel { $most } Hypothesen geschrieben, die Höchstzahl.
       *[no] Diese Person hat in diesem Spiel so viele Hypothesen geschrieben, wie erlaubt sind.
    }
error-unknown_hypothesis = Diese Hypothese gibt es in diesem Spiel nicht.
error-own_hypothesis_only = Nur wer sie geschrieben hat, kann eine Hypothese streichen.
error-already_struck = Diese Hypothese ist schon gestrichen.
error-too_many_markings = { $detail ->
        [yes] Der Geber hat in diesem Spiel { $most } Mal markiert und entmarkiert, die Höchstzahl.
       *[no] Der Geber hat so oft markiert und entmarkiert, wie ein Spiel erlaubt.
    }
error-already_marked = Diese Hypothese ist schon markiert.
error-not_marked = Diese Hypothese ist nicht markiert.
error-markup_refused = Eine Hypothese darf kein Markup enthalten (ein Tag wie <b> oder eine Entität wie &amp;); schreib sie als einfachen Text.
error-stale_notebook = Das Notizbuch hat sich gleichzeitig auf einem anderen Server geändert; sende es noch einmal.
notebook-title = Mein Notizbuch
notebook-no_deal = Das Notizbuch öffnet sich mit einem Spiel.
notebook-organizer_sees = Die Hypothesen aller Spieler in diesem Spiel, so wie sie sie schreiben: Am Tisch sieht sie niemand vor dem Ende des Spiels.
notebook-dealer_writes_none = Du gibst diesmal: Du kennst die Regel und schreibst keine Hypothese. Das Notizbuch des Tisches erscheint am Ende des Spiels.
notebook-secret = Die Hypothesen der Spieler bleiben bis zum Ende des Spiels geheim.
notebook-only_you = Schreib auf, was du für die Regel hältst. Nur du siehst es bis zum Ende des Spiels; dann der ganze Tisch.
notebook-not_sealed = Du kannst schreiben, sobald der Geber die Regel versiegelt hat.
notebook-yours =
    { $n ->
        [0] Noch keine Hypothese
        [one] Eine Hypothese
       *[other] { $n } Hypothesen
    }
notebook-label = Deine Hypothese
notebook-placeholder = Rot folgt auf Schwarz…
notebook-most = Höchstens { $most } Zeichen.
notebook-send = Aufschreiben
notebook-none = Noch keine.
notebook-at_card = bei Karte { $table } (Hauptlinie { $mainline })
notebook-struck = gestrichen
notebook-states_rule = trifft die Regel
notebook-discovery = Entdeckung
notebook-strike = Streichen
notebook-mark = Trifft die Regel
notebook-table_title = Das Notizbuch des Tisches
notebook-writers =
    { $n ->
        [0] Niemand hat eine Hypothese geschrieben.
        [one] Eine Person hat Hypothesen geschrieben.
       *[other] { $n } Personen haben Hypothesen geschrieben.
    }
notebook-mark_help = Du hast gegeben: Markiere jede Hypothese, die deine Regel trifft.
notebook-discovered = { $who } hat die Regel bei Karte { $table } entdeckt.
notebook-board_title = Hypothesen, die die Regel treffen
notebook-board_none =
    { $n ->
        [0] Keine Hypothese.
        [one] Eine Hypothese, noch keine markiert.
       *[other] { $n } Hypothesen, noch keine markiert.
    }
notebook-live_title = Hypothesen in Spiel { $number }
notebook-title_class = Hypothesen
notebook-result_writers =
    { $n ->
        [0] niemand hat eine Hypothese geschrieben;
        [one] 1 Person hat Hypothesen geschrieben;
       *[other] { $n } Personen haben Hypothesen geschrieben;
    }

organizer-hosts_too = { $name } ist auch Gastgeber
