page-title_room = Salle{ " " }{ $code } · Eleusis
page-title_organizer = Salle{ " " }{ $code } · organisation
where-room = Salle{ " " }{ $code }
where-organizer = Organisation · Salle{ " " }{ $code }
start-room_title = Ouvrir une salle
start-room_text = Pour une classe ou un club à plusieurs tables : chacun rejoint la salle avec un seul code, et vous formez les tables.
start-room_name = Nom de la salle
start-room_name_placeholder = Classe 4b
start-room_submit = Préparer la salle
start-room_again = Salle{ " " }{ $code } : l'écran de l'organisation
room-join_title = Rejoindre la salle{ " " }{ $code }
room-join_text = Tapez votre nom : l'organisation vous place ensuite à une table, et ce téléphone vous y emmène.
room-join_submit = Rejoindre la salle
room-wait = Attendez votre table
room-you_are = Vous êtes { $name }.
room-wait_text = Quand l'organisation forme les tables, ce téléphone vous emmène de lui-même à votre place.
room-on_the_way = Vous allez à la table { $table } : vous y serez placé une fois sa donne finie.
room-seat_refused = Votre place à la table { $table } n'est plus la vôtre. Demandez à l'organisation de vous placer à nouveau.
room-waiting =
    { $n ->
        [0] Personne n'attend encore dans le salon.
        [one] Une personne attend dans le salon.
       *[other] { $n } personnes attendent dans le salon.
    }
room-not_found = Salle introuvable
room-not_found_text = Aucune salle n'a le code { $code } (ou elle a été supprimée).
room-result_title = Le résultat de la salle
room-result_show = Afficher le résultat
room-result_again = L'afficher à nouveau
room-result_json = Télécharger le JSON
room-result_csv = Télécharger le CSV
room-result_none = Aucune donne n'est encore finie à cette table.
room-result_game = Partie { $game }
room-result_game_on = Partie { $game } (encore en cours)
room-result_total = { $name } : { $total }
room-result_winner = { $name } : { $total } (gagne)
room-result_deal = Donne { $deal }, distribuée par { $dealer } : « { $rule } », ligne principale de { $n }
organizer-title = { $room } : l'écran de l'organisation
organizer-lobby =
    { $n ->
        [0] Le salon : personne n'attend
        [one] Le salon : une personne attend
       *[other] Le salon : { $n } personnes attendent
    }
organizer-lobby_empty = Personne n'attend dans le salon.
organizer-join_at = On rejoint à
organizer-how_many = Combien de tables
organizer-as_needed = autant qu'il faut
organizer-form = Former les tables
organizer-add_table = Ajouter une table pour le salon
organizer-table = Table { $number }
organizer-phase =
    { $phase ->
        [lobby] Partie { $game } : dans son salon
        [deal_over] Partie { $game } : la donne { $deal } est finie
        [game_over] La partie { $game } est finie
       *[other] Partie { $game } : donne { $deal } en cours
    }
organizer-dealer = { $name } distribue
organizer-mainline = ligne principale de { $n }
organizer-prophet = { $name } est prophète
organizer-leaders = en tête : { $names }
organizer-host_page = Commandes de l'hôte de { $table }
organizer-host_who = Hôte de cette table
organizer-host_me = Vous (l'organisation)
organizer-make_host = Nommer hôte
organizer-host_done = La table a son hôte.
organizer-propose_open = Proposer une règle du livre des règles
organizer-propose_rule = Règle pour le prochain donneur
organizer-about = environ { $n } sur { $pack }
organizer-propose = Proposer
organizer-proposed = Proposée pour la donne { $deal } : « { $rule } » (environ { $n } sur { $pack })
organizer-move_title = Déplacer quelqu'un
organizer-move_who = Qui
organizer-move_to = Vers
organizer-move = Déplacer
organizer-no_token = Cet appareil n'a pas ouvert la salle : ouvrez le lien de l'organisation sur l'appareil qui l'a ouverte.
organizer-code = Code de la salle : { $code }
organizer-back = Retour à l'écran de l'organisation (salle { $code })
proposal-title = L'organisation vous propose une règle
proposal-text = Vous seul la voyez jusqu'à la fin de la donne. Scellez-la telle quelle, modifiez-la d'abord ou écrivez la vôtre.
proposal-use = Prendre cette règle
picture-expulsion_active = active
picture-expulsion_in =
    { $n ->
        [one] dans{ " " }{ $n } carte
       *[other] dans{ " " }{ $n } cartes
    }
picture-aria_mainline =
    { $n ->
        [one] Ligne principale de{ " " }{ $n } carte
       *[other] Ligne principale de{ " " }{ $n } cartes
    }
picture-aria_sideline_cards =
    { $n ->
        [one] { $n } carte en ligne secondaire
       *[other] { $n } cartes en lignes secondaires
    }
picture-aria_under = sous{ " " }{ LIST($places, type: "unit") }
picture-aria_under_card = la carte{ " " }{ $at } ({ LIST($groups, type: "unit") })
picture-aria_prophet_marker = marqueur du prophète sur la carte{ " " }{ $at }
picture-aria_parts = { LIST($parts, type: "unit") }
picture-main_title = Carte{ " " }{ $pos } de la ligne principale (carte { $at } sur la table)
picture-crown = P
picture-rejected_string = Suite refusée de{ " " }{ $n }
picture-rejected_card = Carte refusée
picture-empty = Pas encore de carte sur la table.
picture-stock = Pioche
picture-table = Table
picture-mainline = Ligne principale
picture-expulsion = Exclusion
picture-since_marker = Depuis le marqueur
picture-hands = Mains
tag-turn = à jouer
tag-prophet = prophète
tag-expelled = exclu
tag-deposed = destitué
picture-label = La table
picture-deal = Donne{ " " }{ $number }
picture-rule_fp = règle{ " " }{ $fp }
start-where = Nouvelle table
start-name_placeholder = p. ex. Anne
toast-type_name = Saisissez d’abord votre nom.
start-which_game = Quel jeu ?
start-options_for = Options de{ " " }{ $profile }
start-submit = Créer la table
start-host_note = Vous êtes l’hôte et prenez la première place. Les autres rejoignent la table en scannant le code sur votre écran.
start-join_title = Rejoindre une table
start-code = Code de la table ou de la salle
start-go = Y aller
recent-title = Vos tables récentes
recent-lobby = En attente du lancement
recent-lobby_game = Partie{ " " }{ $game }, en attente du lancement
recent-deal_on = Donne{ " " }{ $number } en cours
recent-deal_on_game = Partie{ " " }{ $game }, donne { $number } en cours
recent-deal_over = Donne{ " " }{ $number } finie
recent-deal_over_game = Partie{ " " }{ $game }, donne { $number } finie
recent-game_over = Partie terminée
recent-game_over_game = Partie{ " " }{ $game } terminée
recent-seen_today = vue à{ " " }{ $at }
recent-seen_on = vue le{ " " }{ $day }, { $at }
recent-board = grand écran
recent-seat_host = { $name } (hôte)
recent-no_seat = pas de place sur ce téléphone
recent-rejoin = Revenir
recent-rejoin_label = Revenir à la table{ " " }{ $code }
recent-open = Ouvrir
recent-open_label = Ouvrir la table{ " " }{ $code }
recent-forget = Oublier
recent-forget_label = Oublier la table{ " " }{ $code } sur ce téléphone
me-dealer = Vous êtes le donneur
me-watching = Vous regardez cette donne
me-total = Votre total :{ " " }{ $total }
me-hand_label =
    { $n ->
        [one] carte en main
       *[other] cartes en main
    }
me-prophet = Vous êtes le prophète : votre main est mise de côté.
me-expelled = Vous êtes exclu de cette donne. Gardez vos cartes ; vous ne jouez plus.
status-last_turn = Dernier tour :{ " " }
status-hints = Indices
status-prophet_marker = Posez le marqueur du prophète ({ $prophet }) sur la carte { $at } de la ligne principale.
window-guess = { $who } peut encore deviner la règle. Le coup de { $next } y met fin.
window-guess_me = { $who } peut encore deviner la règle. Votre coup y met fin.
window-declare = { $who } peut encore se déclarer prophète. Le coup de { $next } y met fin.
window-declare_me = { $who } peut encore se déclarer prophète. Votre coup y met fin.
status-reopened_by = { $who } a rouvert cette donne après sa fin ; sa règle reste donc visible :
status-rule_shown = La règle de cette donne a été montrée à tous :
rule-none_sealed = Aucune règle n’a été scellée dans le compagnon.
turn-expel_me = L’exclusion est active : un coup faux ou une fausse annonce « aucune carte » vous exclut de cette donne.
turn-expel = L’exclusion est active : un coup faux ou une fausse annonce « aucune carte » exclut{ " " }{ $who } de cette donne.
turn-play_a_card = Jouer une carte
turn-plays_a_card = { $who } joue une carte
turn-no_play = Aucune carte
turn-no_play_for = { $who } : aucune carte
turn-buy_hint = Acheter un indice (piocher 1 carte)
turn-hint_placeholder = l’indice que vous donnez
turn-buys_hint = { $who } achète un indice (pioche 1)
turn-record_hint = Noter l’indice
turn-label_me = Votre tour
turn-label = Tour de{ " " }{ $who }
turn-heading_me = Jouez des cartes ou annoncez « aucune carte »
turn-heading =
    { $n ->
        [one] Saisir pour{ " " }{ $who } ({ $n } carte)
       *[other] Saisir pour{ " " }{ $who } ({ $n } cartes)
    }
turn-play_n =
    { $n ->
        [one] Jouer{ " " }{ $n } carte
       *[other] Jouer{ " " }{ $n } cartes
    }
turn-plays_n =
    { $n ->
        [one] { $who } joue { $n } carte
       *[other] { $who } joue { $n } cartes
    }
turn-more = Plus
turn-how_many = Combien de cartes
turn-count_label = Cartes à jouer (jusqu’à{ " " }{ $max })
withdraw-text = Touché par erreur ? Vous pouvez le reprendre tant que ce n’est pas jugé.
withdraw-no_play = Reprendre mon « aucune carte »
withdraw-play = Reprendre mon coup
window-you_may_guess = Vous pouvez deviner la règle maintenant : dites-la à voix haute avant que{ " " }{ $next } joue ; le donneur note juste ou faux.
window-you_may_declare = Vous pouvez devenir prophète, avant que{ " " }{ $next } joue : vous mettez votre main de côté et jugez les coups des autres.
window-declare_button = Me déclarer prophète
window-declare_confirm = Touchez encore pour devenir prophète
verdict-right = Juste
verdict-wrong = Faux
verdict-right_no_play = Juste : aucune carte ne convient
verdict-wrong_no_play = Faux : une carte convient
verdict-wrong_expels = Faux :{ " " }{ $who } est exclu
verdict-wrong_expels_if_confirmed = Faux ({ $who } est exclu si c’est confirmé)
verdict-wrong_no_play_expels = Faux : une carte convient.{ " " }{ $who } est exclu
verdict-wrong_no_play_expels_if_confirmed = Faux : une carte convient ({ $who } est exclu si c’est confirmé)
judge-heading_attempt =
    { $n ->
        [one] Jugez :{ " " }{ $who } joue { $n } carte
       *[other] Jugez :{ " " }{ $who } joue { $n } cartes
    }
judge-heading_no_play = Jugez :{ " " }{ $who } annonce « aucune carte »
prophet-you = Vous êtes le prophète
prophet-who = { $who } est le prophète
prophet-marker = Marqueur sur la carte{ " " }{ $at } de la ligne principale
prophet-since =
    { $n ->
        [one] { $n } carte depuis le marqueur (exclusion à 20)
       *[other] { $n } cartes depuis le marqueur (exclusion à 20)
    }
prophet-bonus = Bonus jusqu’ici : +{ $bonus } ({ $main } ligne principale × 1, { $side } ligne secondaire × 2)
seal-placeholder = p. ex. alterner rouge et noir
seal-title = Scellez votre règle
seal-text = Vous seul la voyez jusqu’à la fin de la donne ; tous voient son empreinte dès maintenant. L’application ajoute un sel tiré au hasard, pour que personne ne puisse comparer l’empreinte à des règles probables ; il est montré avec la règle à la fin.
seal-rule = Règle secrète
seal-show = Afficher pendant la saisie
seal-submit = Sceller la règle
seal-yours = Votre règle scellée
rulebook-summary = Choisir une règle dans le livre de règles
rulebook-loading = Chargement du livre de règles…
rulebook-failed = Le livre de règles n’a pas pu être chargé.
rulebook-try_again = Réessayer
rulebook-about = Combien de cartes conviennent : en moyenne, combien des{ " " }{ $pack } cartes d’un jeu la règle laisse passer ensuite. Environ { $low } à { $high }, c’est bien : facile à jouer, et pourtant difficile à deviner. Vous pouvez modifier la règle choisie, ou écrire la vôtre.
rulebook-group_beginner = Pour débuter
rulebook-group_harder = Plus difficiles
rulebook-group_expert = Pour les experts
rulebook-fits = Environ{ " " }{ $n } sur { $pack } conviennent : { $word }
rulebook-word_good = bonne
rulebook-word_too_easy = trop facile
rulebook-word_hard = difficile
rulebook-reads =
    { $n ->
        [one] lit la dernière carte
       *[other] lit les{ " " }{ $n } dernières cartes
    }
rulebook-picked = Tirée du livre de règles : environ{ " " }{ $n } cartes sur { $pack } conviennent, { $word }.
rulebook-edited = Modifiée depuis le livre de règles (sa règle : environ{ " " }{ $n } cartes sur { $pack } conviennent, { $word }).
rulebook-alternate_colours = Si la dernière carte est rouge, jouez une carte noire ; si elle est noire, une carte rouge.
rulebook-suits_spades_hearts_diamonds_clubs = Les couleurs à tour de rôle : pique, puis cœur, puis carreau, puis trèfle, puis de nouveau pique.
rulebook-suits_spades_hearts_clubs_diamonds = Les couleurs à tour de rôle : pique, puis cœur, puis trèfle, puis carreau, puis de nouveau pique.
rulebook-odd_then_even = Après une carte impaire, jouez une carte paire ; après une paire, une impaire (as 1, valet 11, dame 12, roi 13).
rulebook-low_then_high = Après une carte de l’as au 7, jouez une carte du 8 au roi ; après une carte du 8 au roi, une carte de l’as au 7.
rulebook-one_to_three_higher = Jouez une carte plus haute de 1, 2 ou 3 que la dernière, en continuant du roi à l’as (après une dame : un roi, un as ou un 2).
rulebook-one_up_one_down_or_same = Jouez une carte d’un rang au-dessus, d’un rang au-dessous ou du même rang que la dernière (sans passer du roi à l’as).
rulebook-three_red_three_black = Trois cartes rouges, puis trois noires, puis trois rouges, et ainsi de suite (la carte de départ est la première de ses trois).
rulebook-one_higher = Jouez une carte d’exactement un rang au-dessus de la dernière (après un roi, un as).
rulebook-different_suit = Jouez une carte d’une autre couleur (pique, cœur, carreau, trèfle) que la dernière.
rulebook-odd_red_even_black = Après une carte impaire, jouez une carte rouge ; après une paire, une noire.
rulebook-even_red_odd_black = Après une carte paire, jouez une carte rouge ; après une impaire, une noire.
rulebook-same_suit_or_rank = Jouez une carte de la même couleur (pique, cœur, carreau, trèfle) ou du même rang que la dernière.
rulebook-black_lower_red_higher = Après une carte noire, jouez le même rang ou un rang plus bas ; après une rouge, le même rang ou un plus haut.
rulebook-higher_other_colour = Après une carte rouge, jouez une noire plus haute ; après une noire, une rouge plus haute ; après un roi, n’importe quelle carte de l’autre couleur.
rulebook-same_colour_within_three = Après une carte rouge, jouez une rouge, après une noire, une noire, à 3 rangs au plus de la dernière, en continuant du roi à l’as.
rulebook-suit_of_the_card_before_last = Jouez une carte de la couleur (pique, cœur, carreau, trèfle) de l’avant-dernière carte (après la seule carte de départ : n’importe laquelle).
rulebook-between_the_last_two = Jouez une carte dont le rang est compris entre ceux des deux dernières cartes, bornes comprises (après la seule carte de départ : n’importe laquelle).
rulebook-colour_before_last_and_higher = Jouez une carte rouge ou noire comme l’avant-dernière, et plus haute que la dernière ; après un roi, n’importe quelle carte de ce rouge ou de ce noir (après la seule carte de départ, elle compte pour les deux).
starter-cards = Cartes de départ
starter-rank = Valeur de la dernière carte de départ
starter-rank_optional = Valeur de la dernière carte de départ (facultatif)
starter-place = Poser les cartes de départ
starter-title = Départ
guess-title = { $who } peut deviner la règle
guess-text = Possible jusqu’à ce que{ " " }{ $next } joue. Notez la réponse quand { $who } la dit.
guess-right = Bonne réponse
guess-wrong = Mauvaise réponse
declare-text = { $who } peut encore se déclarer prophète, jusqu’à ce que { $next } joue.
declare-button = { $who } se déclare prophète
declare-confirm = Touchez encore :{ " " }{ $who } devient prophète
dealer-waiting_prophet = En attente du prophète{ " " }{ $prophet }
dealer-prophet_judges_attempt =
    { $n ->
        [one] { $who } joue { $n } carte. { $prophet } juge sur son téléphone ; puis vous confirmez ou désavouez.
       *[other] { $who } joue { $n } cartes. { $prophet } juge sur son téléphone ; puis vous confirmez ou désavouez.
    }
dealer-prophet_judges_no_play = { $who } annonce « aucune carte ». { $prophet } juge sur son téléphone ; puis vous confirmez ou désavouez.
spoken-said_right = Verdict du prophète :{ " " }{ $prophet } a dit juste
spoken-said_wrong = Verdict du prophète :{ " " }{ $prophet } a dit faux
spoken-said_right_no_play = Verdict du prophète :{ " " }{ $prophet } a dit juste (aucune carte ne convient)
spoken-said_wrong_no_play = Verdict du prophète :{ " " }{ $prophet } a dit faux (une carte convient)
spoken-summary = Le téléphone de{ " " }{ $prophet } est absent ? Saisissez le verdict dit à voix haute
spoken-text = Ceci note le verdict de{ " " }{ $prophet } comme celui du prophète, pas le vôtre : vous le confirmez ou le désavouez ensuite.
proxy-summary = Le téléphone de{ " " }{ $who } est absent ? Saisissez le tour pour { $who }
proxy-text = { $who } saisit son tour sur son propre téléphone. Ne le saisissez ici que tant que ce téléphone est absent.
confirm-expels = Confirmer :{ " " }{ $who } est exclu
confirm-confirm = Confirmer
confirm-overrule_right = Désavouer : juste
confirm-overrule_wrong = Désavouer : faux
confirm-overrule_right_no_play = Désavouer : l’annonce était vraie
confirm-overrule_wrong_no_play = Désavouer : une carte convient
confirm-overrule_illegal = Désavouer : la carte choisie par le prophète ne convient pas
confirm-heading_attempt_right =
    { $n ->
        [one] { $who } joue { $n } carte. Le prophète { $prophet } dit juste.
       *[other] { $who } joue { $n } cartes. Le prophète { $prophet } dit juste.
    }
confirm-heading_attempt_wrong =
    { $n ->
        [one] { $who } joue { $n } carte. Le prophète { $prophet } dit faux.
       *[other] { $who } joue { $n } cartes. Le prophète { $prophet } dit faux.
    }
confirm-heading_no_play_right = { $who } annonce « aucune carte ». Le prophète { $prophet } dit juste (aucune carte ne convient).
confirm-heading_no_play_wrong = { $who } annonce « aucune carte ». Le prophète { $prophet } dit faux (une carte convient).
over-reason_emptied = { $who } a vidé sa main.
over-reason_emptied_anon = Une main a été vidée.
over-reason_all_expelled = Tous les joueurs ont été exclus.
over-reason_stock_out = La pioche est épuisée.
over-reason_guessed = { $who } a deviné la règle.
over-reason_guessed_anon = La règle a été devinée.
over-reason_game_ended = L’hôte a mis fin à la partie.
over-part_base = { $n } des mains
over-part_emptied = { $n } main vidée
over-part_prophet = { $n } prophète
over-part_guess = { $n } règle devinée
over-part_dealer = { $n } donneur
over-part_other = { $n } { $part }
rule-none_this_deal = Aucune règle n’a été scellée dans le compagnon pour cette donne.
rule-not_shown = (la règle n’est pas montrée)
rule-fingerprint = Empreinte scellée avant la donne :{ " " }{ $fp }
rule-salt = Sel :{ " " }{ $salt }
rule-checking = Vérification de l’empreinte…
rule-matches = ✓ La règle correspond à l’empreinte scellée avant la donne.
rule-mismatch = ✗ Cette règle NE correspond PAS à l’empreinte scellée !
rule-title = La règle
over-dealer_highest = { $score } = le meilleur score d’un joueur ({ $best })
over-dealer_capped = { $score } = le plus petit du meilleur score ({ $best }) et de 2 × T = 2 × { $t } = { $cap }, T étant la table quand { $prophet } est devenu prophète
over-caption = Scores de la donne{ " " }{ $number }
scores-who = Qui
scores-deal = Donne
scores-total = Total
scores-bonus = Bonus
over-title = La donne{ " " }{ $number } est terminée
over-next_deal = Lancer la donne suivante
host-end_game = Terminer la partie maintenant
host-end_game_confirm = Touchez encore pour terminer la partie
over-high_hand_size = Cartes distribuées :{ " " }{ $high } (chaque score vaut { $high } − sa main)
over-high_largest_hand = Plus grande main :{ " " }{ $high } (chaque score vaut { $high } − sa main)
over-waiting_for = En attente de{ " " }{ LIST($who, type: "or") } pour lancer la donne suivante.
over-waits_for_you_or = Tout le monde vous attend, vous ou{ " " }{ LIST($others, type: "or") } : touchez « Lancer la donne suivante » une fois les cartes mélangées.
over-waits_for_you = Tout le monde vous attend : touchez « Lancer la donne suivante » une fois les cartes mélangées.
over-next_me = Ensuite : vous donnez la donne{ " " }{ $number }.
over-next = Ensuite :{ " " }{ $who } donne la donne { $number }.
share-head_many = Eleusis à la table{ " " }{ $code } ({ $profile }) : { $names } se partagent la victoire.
share-head_one = Eleusis à la table{ " " }{ $code } ({ $profile }) : { $who } gagne.
share-person = { $name } : { $total }
share-deal_rule = Donne{ " " }{ $number } (donnée par { $dealer }) : règle « { $rule } »
share-deal = Donne{ " " }{ $number } (donnée par { $dealer })
share-title = Eleusis
csv-deal = donne
csv-dealer = donneur
csv-rule = règle
csv-total = total
csv-seq = n°
csv-at = heure
csv-type = type
csv-by = par
csv-undone = annulé
csv-text = texte
csv-person = personne
csv-games = parties
csv-wins = victoires
csv-points = points
csv-game = partie
csv-profile = variante
csv-winners = gagnants
csv-hypothesis = hypothèse
csv-table_count = T
csv-struck = barrée
csv-marked = marquée
toast-log_failed = Impossible de charger le journal ; exporté sans lui.
game-per_deal = Scores par donne
game-per_deal_caption = Le score de chaque donne, par personne
game-dealt = { $who } a donné
game-dealer_mark = { " " }(donneur)
chart-start = début
chart-series = { $name } : { LIST($values, type: "unit") }
chart-label = Totaux après chaque donne.{ " " }{ $series }
chart-title = Totaux après chaque donne
game-title = Partie terminée
game-share = { $names } se partagent la victoire !
game-wins = { $who } gagne !
game-winner = gagnant
game-last_deal_ended = Donne{ " " }{ $number } : arrêtée par l’hôte
game-last_deal = Donne{ " " }{ $number } : la dernière donne
game-dotted = Un soulignement pointillé marque le score du donneur de cette donne.
toast-summary_copied = Résumé copié.
game-share_button = Partager le résultat
game-export_json = Exporter en JSON
game-export_csv = Exporter en CSV
night-latecomers = Vous arrivez ? Scannez pour prendre place : vous serez servi dès la prochaine donne.
night-join_next = Scannez pour prendre place à la prochaine partie.
night-newcomers =
    { $n ->
        [one] { $names } sera servi dès la prochaine donne.
       *[other] { $names } seront servis dès la prochaine donne.
    }
night-removed = Retirés de cette partie :{ " " }{ $names } (leurs points acquis restent).
night-people_title = Arrivées et départs
night-people_text = Entre deux donnes, vous pouvez faire asseoir les retardataires (ils scannent le code du grand écran, ou celui ci-dessous) et retirer qui s’en va : ses points acquis restent.
night-new_tag = nouveau
night-sits_left_of = { $name } s’assied à la gauche de
night-place = Placer{ " " }{ $name }
night-invite = Inviter un retardataire
night-standings = Le classement de la soirée
night-standings_caption = Le total de chaque partie par personne (★ ses gagnants), parties gagnées et points
night-standings_text =
    { $n ->
        [one] { $n } partie à cette table ce soir. ★ marque ses gagnants.
       *[other] { $n } parties à cette table ce soir. ★ marque les gagnants de chacune.
    }
night-game = Partie{ " " }{ $number }
night-wins = Victoires
night-points = Points
night-again_title = Une autre partie ?
night-again_text = Les mêmes personnes, places et liens : personne ne rescanne. Les totaux repartent de 0 ; le classement de la soirée garde chaque partie.
night-again_profile = Jeu à jouer
night-same_profile = { $profile } (comme cette partie)
night-again = Rejouer avec les mêmes personnes
night-again_wait = L’hôte peut lancer une autre partie avec les mêmes personnes : ce téléphone suivra.
night-game_of_night = Partie{ " " }{ $number } à cette table : la soirée jusqu’ici
menu-seat_of = Votre place :{ " " }{ $name }
menu-seat = Votre place
menu-seat_text = Ce téléphone garde votre place : recharger ou mettre en veille vous ramène. Pour passer la place à un autre téléphone, ouvrez-y ce lien privé (gardez-le secret : c’est votre place).
toast-link_copied = Lien de retour copié.
toast-copy_failed = Échec de la copie : sélectionnez le lien ci-dessus.
menu-copy_link = Copier le lien de retour
menu-board = Grand écran
board-open_laptop = { $link } sur un ordinateur portable ou une télé, pour que tous le voient.
menu-lost = Téléphones perdus
menu-lost_text = Le téléphone de quelqu’un a perdu sa place ? Montrez son code QR de retour et laissez-le le scanner. Son ancien lien ne marche plus.
menu-people = Les personnes à table
menu-host = Hôte
howto-title = Comment jouer à{ " " }{ $profile }
howto-profiles = Jeux
howto-head_deal = Que distribuer
howto-head_wrong = Où vont les cartes fausses
howto-head_markers = Marqueurs
howto-head_dealer = Ce que touche le donneur
howto-cards_stay = Les vraies cartes restent sur la table : les téléphones tiennent les comptes, les marqueurs et les scores.
howto-howell_intro = Le jeu complet, de 4 à 8 personnes. À chaque donne, une personne est le donneur et invente une règle secrète qui dit quelle carte peut suivre laquelle. Les autres jouent des cartes sur la ligne principale et tentent de découvrir la règle. Chacun donne une fois ; le plus haut total gagne.
howto-howell_deal = Mélangez 3 jeux ensemble. Distribuez 14 cartes à chaque joueur ; le donneur n’a pas de main, et le reste forme la pioche. Le donneur pose une ou plusieurs cartes de départ pour commencer la ligne principale. Comptez les joueurs depuis la gauche du donneur jusqu’au rang de la dernière carte de départ (as 1, valet 11, dame 12, roi 13) : ce joueur commence, puis on tourne vers la gauche.
howto-howell_wrong = À votre tour, jouez une carte ou une suite de plusieurs, ou annoncez « aucune carte ». Juste : les cartes rejoignent la ligne principale. Faux : elles pendent en ligne secondaire sous le bout actuel de la ligne principale, dans l’ordre joué, et vous piochez 2 cartes pour chacune. « Aucune carte » vrai : votre main passe sous la pioche et vous prenez une nouvelle main de 4 cartes de moins. Faux : le donneur pose une de vos cartes qui était juste, et vous piochez 5.
howto-howell_markers = Toute 10e carte posée sur la table, ligne principale ou secondaire, reçoit un marqueur, même au milieu d’une suite. À partir de 30 cartes sur la table, une carte fausse exclut son joueur. Juste après votre propre tour, vous pouvez vous déclarer prophète : le marqueur du prophète va sur la dernière carte de la ligne principale, et vous jugez les coups avant le donneur, jusqu’à ce qu’il vous désavoue.
howto-howell_dealer = Scellez votre règle sur votre téléphone avant les cartes de départ : les autres n’en voient que l’empreinte. Touchez le nombre de cartes de départ posées et le rang de la dernière. Puis touchez Juste ou Faux pour chaque coup (avec un prophète : Confirmer ou Désavouer). Votre téléphone dit quoi mettre où. Annuler reprend une erreur de doigt.
howto-abbott_intro = Le jeu original d’Abbott, de 4 à 8 personnes, joué comme Howell avec deux différences : le compagnon tire au sort qui commence, et si l’hôte termine la partie tôt, chacun qui n’a jamais donné reçoit 10 de plus.
howto-abbott_deal = Mélangez 3 jeux ensemble. Distribuez 14 cartes à chaque joueur ; le donneur n’a pas de main, et le reste forme la pioche. Le donneur pose une ou plusieurs cartes de départ pour commencer la ligne principale. Le compagnon tire au sort qui commence ; puis on tourne vers la gauche.
howto-abbott_dealer = Scellez votre règle sur votre téléphone avant les cartes de départ : les autres n’en voient que l’empreinte. Touchez le nombre de cartes de départ posées. Puis touchez Juste ou Faux pour chaque coup (avec un prophète : Confirmer ou Désavouer). Votre téléphone dit quoi mettre où. Annuler reprend une erreur de doigt.
howto-express_intro = La version rapide, de 3 à 8 personnes : une carte à la fois, sans prophète ni exclusion. Devinez la règle à voix haute pour finir la manche.
howto-express_deal = Mélangez 2 jeux ensemble. Distribuez 12 cartes à chaque joueur (ou 10, selon les options) ; le donneur n’a pas de main, et le reste forme la pioche. Le donneur retourne une carte de la pioche : la carte de départ. Le joueur à la gauche du donneur commence.
howto-express_wrong = À votre tour, jouez exactement une carte, ou annoncez « aucune carte ». Juste : elle rejoint la ligne principale. Faux : elle va en ligne secondaire sous le bout de la ligne principale, et vous piochez 1. « Aucune carte » vrai : votre main passe sous la pioche et vous prenez une carte de moins. Faux : le donneur pose une de vos cartes qui était juste, et vous piochez 1.
howto-express_markers = Sans prophète ni exclusion, les marqueurs ne changent rien ici ; les téléphones comptent quand même la table. Après une carte juste ou un « aucune carte » vrai, vous pouvez deviner la règle à voix haute, une fois : une bonne réponse termine la manche et rapporte 6 de plus.
howto-express_dealer = Scellez votre règle sur votre téléphone, puis retournez la carte de départ depuis la pioche et touchez Poser les cartes de départ. Touchez Juste ou Faux pour chaque carte et chaque proposition. Votre téléphone dit quoi mettre où. Annuler reprend une erreur de doigt.
board-expulsion_active = L’exclusion est active
board-expulsion_active_text = Un coup faux exclut désormais le joueur de cette donne.
board-expulsion_in =
    { $n ->
        [one] Exclusion dans{ " " }{ $left } carte
       *[other] Exclusion dans{ " " }{ $left } cartes
    }
board-expulsion_count_prophet =
    { $n ->
        [one] { $n } carte depuis le marqueur du prophète ; à { $threshold }, un coup faux exclut.
       *[other] { $n } cartes depuis le marqueur du prophète ; à { $threshold }, un coup faux exclut.
    }
board-expulsion_count =
    { $n ->
        [one] { $n } carte sur la table ; à { $threshold }, un coup faux exclut.
       *[other] { $n } cartes sur la table ; à { $threshold }, un coup faux exclut.
    }
board-whose_turn = À qui de jouer
board-fullscreen = Plein écran
board-leave_fullscreen = Quitter le plein écran
board-open = Ouvrir le grand écran
board-open_tablet = { $link } sur une tablette ou une télé, pour que tous le voient.
https-note = Installer l’application demande HTTPS. En simple http tout le reste fonctionne, et le premier appui garde l’écran allumé. Servir le compagnon en HTTPS :{ " " }{ $guide }.
https-dismiss = Compris
tag-undone = annulé
tag-host = hôte
tag-you = vous
history-empty = Rien pour l’instant.
history-older = Afficher les lignes plus anciennes
log-create =
    { $profile ->
       *[howell] { $host } a ouvert une table Howell.
        [abbott] { $host } a ouvert une table Abbott.
        [express] { $host } a ouvert une table Express.
    }
log-join =
    { $late ->
        [yes] { $name } a pris place et sera servi dès la prochaine donne.
       *[no] { $name } a pris place.
    }
log-seat = { $by } a fixé l’ordre des places : { LIST($order, type: "unit") }.
log-options = { $by } a changé les options : { LIST($options, type: "unit") }.
log-kick =
    { $late ->
        [yes] { $by } a retiré { $who } de la partie ; ses points acquis restent.
       *[no] { $by } a retiré { $who } de la table.
    }
log-start =
    { $chosen ->
        [drawn] La partie a commencé ; le premier donneur est{ " " }{ $first_dealer } (tiré au sort).
       *[named] La partie a commencé ; le premier donneur est{ " " }{ $first_dealer } (choisi par l’hôte).
    }
log-seal_rule = { $by } a scellé la règle secrète.
log-starter =
    { $ranked ->
        [yes]
            { $n ->
                [one] { $by } a posé { $n } carte de départ, dernière valeur { $rank }.
               *[other] { $by } a posé { $n } cartes de départ, dernière valeur { $rank }.
            }
       *[no]
            { $n ->
                [one] { $by } a posé { $n } carte de départ.
               *[other] { $by } a posé { $n } cartes de départ.
            }
    }
log-attempt =
    { $n ->
        [one] { $who } a joué { $n } carte.
       *[other] { $who } a joué { $n } cartes.
    }
log-no_play = { $who } a annoncé « aucune carte ».
log-judge =
    { $verdict ->
        [right] { $who } a jugé : juste.
       *[wrong] { $who } a jugé : faux.
    }
log-confirm = { $by } a confirmé le jugement du prophète.
log-overrule =
    { $verdict ->
        [right] { $by } a désavoué le prophète : juste.
       *[wrong] { $by } a désavoué le prophète : faux.
    }
log-declare_prophet = { $who } est devenu prophète.
log-guess =
    { $verdict ->
        [right] { $who } a proposé la règle : juste.
       *[wrong] { $who } a proposé la règle : faux.
    }
log-buy_hint =
    { $worded ->
        [yes] { $who } a acheté un indice : { $hint }
       *[no] { $who } a acheté un indice.
    }
log-withdraw = { $who } a repris son coup.
log-undo =
    { $reopened ->
        [yes] { $by } a annulé l’action { $target } et rouvert la donne { $deal } ; sa règle reste visible pour tous.
       *[no] { $by } a annulé l’action { $target }.
    }
log-next_deal = { $by } a lancé la donne suivante.
log-end_game = { $by } a mis fin à la partie.
log-new_game =
    { $profile ->
        [howell] { $by } a lancé la partie { $game } avec les mêmes personnes et places, selon les règles Howell.
        [abbott] { $by } a lancé la partie { $game } avec les mêmes personnes et places, selon les règles Abbott.
        [express] { $by } a lancé la partie { $game } avec les mêmes personnes et places, en Eleusis Express.
       *[same] { $by } a lancé la partie { $game } avec les mêmes personnes et places.
    }
log-ends_game = Tout le monde à la table a donné : la partie est terminée.
log-other = { $type }
log-closed_guess = Cela met fin à la possibilité pour{ " " }{ $closes } de deviner la règle.
log-closed_declare = Cela met fin à la possibilité pour{ " " }{ $closes } de se déclarer prophète.
log-closed_window = Cela met fin à la possibilité ouverte à{ " " }{ $closes }.
result-deposed =
    { $n ->
        [one] Le prophète{ " " }{ $prophet } est destitué et pioche { $n } carte.
       *[other] Le prophète{ " " }{ $prophet } est destitué et pioche { $n } cartes.
    }
result-illegal_pick = La carte choisie par le prophète retourne dans la main de{ " " }{ $who }.
result-take_back = { $who } reprend ses cartes.
result-right =
    { $n ->
        [one] Juste : la carte de{ " " }{ $who } va sur la ligne principale.
       *[other] Juste : les{ " " }{ $n } cartes de { $who } vont sur la ligne principale.
    }
result-wrong =
    { $n ->
        [one] Faux : la carte de{ " " }{ $who } va sur une ligne secondaire.
       *[other] Faux : les{ " " }{ $n } cartes de { $who } vont sur une ligne secondaire.
    }
result-keeps_hand = { $who } garde sa main.
result-no_play_right_empty = « Aucune carte » était vrai :{ " " }{ $who } met sa main sous la pioche ; la main est vide.
result-no_play_right =
    { $n ->
        [one] « Aucune carte » était vrai :{ " " }{ $who } met sa main sous la pioche et prend { $n } carte.
       *[other] « Aucune carte » était vrai :{ " " }{ $who } met sa main sous la pioche et prend { $n } cartes.
    }
result-no_play_false = « Aucune carte » était faux : le donneur pose une carte valable de{ " " }{ $who } sur la ligne principale.
result-draws =
    { $n ->
        [one] { $who } pioche { $n } carte.
       *[other] { $who } pioche { $n } cartes.
    }
result-expelled = { $who } est exclu de cette donne.
result-marker = Posez un marqueur sous la carte{ " " }{ $at }.
rulebook-group_good = Bonnes : { $low } à { $high } sur { $pack } conviennent
rulebook-group_too_easy = Trop faciles : plus de { $high } sur { $pack } conviennent
rulebook-group_hard = Difficiles : moins de { $low } sur { $pack } conviennent
game-delete_table = Supprimer cette table
game-delete_table_confirm = Touchez encore pour supprimer définitivement la table, sa partie et les noms de chacun
night-placed = { $name } est maintenant à la gauche de { $left }.
log-make_host = { $by } a fait de { $who } l’hôte de cette table.
error-already_prophet = On ne peut être prophète qu’une fois par donne.
error-bad_after = Le journal a été demandé d’une façon que le compagnon ne comprend pas.
error-bad_verdict = Un verdict est juste ou faux.
error-cannot_kick_host = L’hôte ne peut pas être retiré.
error-deal_not_over = La donne n’est pas encore terminée.
error-dealer_only = Seul le donneur peut faire cela.
error-dealer_or_host_only = Seuls le donneur ou l’hôte peuvent faire cela.
error-empty_hand_claim = La main est vide, donc « aucune carte » est vrai : aucune carte ne peut aller sur la ligne principale.
error-expelled = Un joueur exclu ne peut pas devenir prophète.
error-hint_already_bought = Un indice a déjà été acheté pendant ce tour.
error-host_only = Seul l’hôte peut faire cela.
error-judge_only = Seuls le donneur ou le prophète jugent.
error-no_guess_now = Seul un joueur qui vient de jouer juste peut deviner, avant le tour suivant.
error-no_guessing = Dans ce profil, deviner la règle à voix haute ne termine pas la donne.
error-no_hints = Les indices ne sont pas activés à cette table.
error-no_prophets = Ce profil n’a pas de prophète.
error-not_enough_cards = Il n’y a pas assez de cartes pour ces mains : ajoutez un jeu ou distribuez moins de cartes.
error-not_just_played = Seul le joueur qui vient de finir son tour peut se déclarer, avant que le tour suivant soit joué.
error-not_started = La partie n’a pas commencé.
error-not_your_turn = Ce n’est pas au tour de ce joueur.
error-nothing_to_confirm = Il n’y a pas de jugement du prophète à confirmer ou désavouer.
error-nothing_to_judge = Rien n’attend de jugement.
error-nothing_to_undo = Il ne reste rien à annuler dans cette donne.
error-nothing_to_withdraw = Il n’y a rien à reprendre.
error-one_card_only = Dans ce profil, on joue exactement une carte.
error-one_starter_card = Dans ce profil, le départ est exactement une carte.
error-overrule_same_verdict = Désavouer donne l’autre verdict (le même seulement si le prophète a choisi une carte qui ne convient pas).
error-own_play_only = Seul le joueur qui a joué peut reprendre son coup (le donneur peut l’annuler).
error-prophet_in_office = Il y a déjà un prophète.
error-prophet_judges_first = Le prophète juge d’abord ; ensuite, confirmez ou désavouez.
error-rank_required = Indiquez la valeur de la dernière carte de départ (A à R).
error-starter_placed = La règle ne peut être scellée qu’avant la pose des cartes de départ.
error-too_few_players = Il doit rester au moins deux autres joueurs actifs.
error-too_many_cards = C’est plus de cartes qu’il n’y en a.
error-too_many_records = { $detail ->
        [yes] { $reserved ->
                [yes] { $phase ->
                        [lobby] L’accueil de cette partie contient déjà { $used } des { $most } entrées permises (le reste gardé pour un verdict, une annulation ou un retrait) ; lancez la partie.
                        [game_over] La dernière donne de cette partie contient déjà { $used } des { $most } entrées permises (le reste gardé pour un verdict, une annulation ou un retrait) ; lancez une nouvelle partie.
                       *[deal] Cette donne contient déjà { $used } des { $most } entrées permises (le reste gardé pour un verdict, une annulation ou un retrait) ; lancez la donne suivante ou terminez la partie.
                }
               *[no] { $phase ->
                        [lobby] L’accueil de cette partie contient déjà { $used } des { $most } entrées permises ; lancez la partie.
                        [game_over] La dernière donne de cette partie contient déjà { $used } des { $most } entrées permises ; lancez une nouvelle partie.
                       *[deal] Cette donne contient déjà { $used } des { $most } entrées permises ; lancez la donne suivante ou terminez la partie.
                }
            }
       *[no] Cette donne contient le maximum d’entrées permis ; lancez la donne suivante ou terminez la partie.
    }
error-verdict_given = Le prophète a déjà jugé : le coup ne peut plus être repris.
error-wrong_number_of_people = { $detail ->
        [yes] { $at ->
                [deal] Une donne { $profile } demande au moins { $least } personnes : installez un nouveau venu ou terminez la partie.
               *[game] Une partie { $profile } demande de { $least } à { $most } personnes.
            }
       *[no] Ce jeu demande un autre nombre de personnes.
    }
error-wrong_phase = Ce n’est pas possible maintenant.
error-end_game_final = L’hôte a mis fin à la partie : c’est définitif et ne peut pas être annulé.
error-game_not_over = La partie n’est pas terminée : une nouvelle partie commence après.
error-too_many_seals = { $detail ->
        [yes] La règle a été scellée { $most } fois dans cette donne, le maximum permis : elle ne peut plus l’être.
       *[no] La règle a été scellée trop de fois dans cette donne : elle ne peut plus l’être.
    }
error-too_many_withdrawals = { $detail ->
        [yes] Cette place a repris autant de coups qu’une place le peut dans une donne ({ $most }) : celui-ci attend le verdict.
       *[no] Cette place a repris autant de coups qu’une place le peut dans une donne : celui-ci attend le verdict.
    }
error-host_undoes_seats = La partie est terminée : seul l’hôte peut annuler un changement de places ou un retrait.
error-joined_since = { $detail ->
        [yes] { $why ->
                [alike] Quelqu’un a pris place après le retrait de { $who }, sous un nom semblable : la table ne pourrait pas les distinguer.
               *[full] Quelqu’un a pris place après le retrait de { $who } : faire revenir { $who } mettrait plus de 8 personnes à table.
            }
       *[no] Quelqu’un a pris place après ce retrait : faire revenir cette personne mettrait plus de 8 personnes à table, ou deux aux noms semblables.
    }
error-bad_order = L’ordre des places doit nommer chaque personne à table exactement une fois.
error-already_formed = Les tables sont déjà formées : ajoutez une table, ou changez des gens de table.
error-not_enough_people = { $detail ->
        [yes] Il faut au moins { $least } personnes pour une table ; attendez d’autres joueurs.
       *[no] Il faut plus de monde pour une table ; attendez d’autres joueurs.
    }
error-not_formed = Formez d’abord les tables.
error-organizer_only = Seul l’organisateur de la salle peut faire cela.
error-same_table = Cette personne est déjà à cette table.
error-too_many_tables = { $detail ->
        [yes] Une salle compte au plus { $most } tables.
       *[no] Une salle compte au plus 50 tables.
    }
error-unknown_person = Personne n’a cet identifiant dans cette salle.
error-unknown_room_table = La salle n’a pas de table portant ce numéro.
error-unknown_code = Aucune table ni aucune salle n’a ce code.
error-unknown_rule = Cette règle n’est pas dans le livre des règles.
error-bad_table = La table doit être désignée par son numéro dans la salle.
error-bad_tables = { $detail ->
        [yes] Le nombre de tables doit être un nombre entier de { $least } à { $most }.
       *[no] Le nombre de tables doit être un nombre entier de 1 à 50.
    }
error-bad_person = Une personne doit être désignée par son identifiant dans la salle.

opt-pair = { $label } : { $value }
opt-packs = Jeux de 52 cartes
opt-hand_size = Cartes distribuées à chaque joueur
opt-first_player = Premier joueur
opt-first_player-rank = compté selon la valeur de la dernière carte de départ
opt-first_player-random = tiré au sort
opt-first_player-left = à gauche du donneur
opt-expulsion_threshold = L’exclusion commence à la carte
opt-expulsion_threshold-30 = 30 (troisième marqueur)
opt-expulsion_threshold-40 = 40 (quatrième marqueur)
opt-stock_out = Quand la pioche est vide
opt-stock_out-short = la donne s’arrête dès qu’on ne peut plus piocher
opt-stock_out-last_card = la manche s’arrête avec sa dernière carte
opt-stock_out-add_pack = on ajoute un nouveau jeu
opt-never_dealt_bonus = Bonus pour qui n’a jamais donné (fin anticipée)
opt-hints = Les joueurs peuvent acheter des indices
opt-incorrect_guess_penalty = Mauvaise réponse
opt-incorrect_guess_penalty-0 = sans pénalité
opt-incorrect_guess_penalty-1 = pioche 1 carte
opt-next_dealer = Donneur suivant
opt-next_dealer-left = à gauche du donneur
opt-next_dealer-winner = le gagnant de la manche
lobby-seated_label = À table, dans le sens des aiguilles d’une montre
lobby-connected = connecté
lobby-not_connected = non connecté
seat-drag_title = Glisser{ " " }{ $name } à une autre place
lobby-who_is_here = Qui est là
lobby-table = Table{ " " }{ $code }
lobby-seated = { $profile } · { $n } à table ({ $min } à { $max } personnes pour jouer)
seat-check_hint = On joue dans le sens des aiguilles d’une montre, à partir de la gauche du donneur : vérifiez que la liste fait le tour de la table dans ce sens. Glissez un nom par sa poignée ⠿, ou touchez Effacer, puis chacun dans l’ordre.
seat-tap_hint = Touchez chacun dans le sens des aiguilles d’une montre, en commençant par n’importe qui.
seat-clockwise = Dans le sens des aiguilles d’une montre :{ " " }{ $order }
seat-tapped = { $n } sur { $total } touchés
seat-save = Enregistrer l’ordre des places
seat-clear = Effacer
seat-set = Fixer l’ordre des places
lobby-first_dealer_random = au hasard
lobby-first_dealer = Premier donneur
seat-start_with_order = Commencer avec cet ordre
lobby-start_game = Lancer la partie
lobby-need_people = Il faut{ " " }{ $min } à { $max } personnes ; { $n } à table.
lobby-options = Options
lobby-save_options = Enregistrer les options
lobby-seated_waiting_for = Vous êtes à table. En attente du lancement par{ " " }{ $host }.
lobby-waiting_for = En attente du lancement par{ " " }{ $host }.
lobby-seated_waiting = Vous êtes à table. En attente du lancement par l’hôte.
lobby-waiting = En attente du lancement par l’hôte.
lobby-start = Lancement

## The room's big screen (static/js/room/board.js)
page-title_room_board = Salle { $code } · grand écran
where-room_board = Grand écran · Salle { $code }
room_board-not_found = Salle introuvable
room_board-not_found_text = Il n'y a pas de salle { $code }. Vérifiez le code sur l'écran de l'organisateur.
room_board-title = Une salle de tables
room_board-scan = Scannez le code avec votre téléphone, ou ouvrez :
room_board-qr_alt = Code QR pour rejoindre la salle { $code }
room_board-code_label = Code de la salle { $code }
room_board-waiting = En attente ({ $n })
room_board-join_line = Rejoindre : { $url } · code { $code }
room_board-table = Table { $number }
room_board-phase_lobby = avant le début
room_board-phase_starter = carte de départ
room_board-phase_turn = en jeu
room_board-phase_judging = jugement
room_board-phase_confirming = confirmation
room_board-phase_deal_over = donne terminée
room_board-phase_game_over = partie terminée
room_board-dealer = Donneur
room_board-deal = Donne
room_board-mainline = Ligne principale
room_board-prophet = Prophète
room_board-leader = En tête
room_board-rules = Les règles des donnes jouées
room_board-rule = Donne { $deal } : { $rule } ({ $n } sur la ligne principale)
room_board-no_rule = aucune règle scellée

## The board speaks (static/js/speech.js)
speech-off = Parole : désactivée
speech-on = Parole : activée
speech-no_voice = Parole : ce navigateur n'a pas de voix pour cette langue
speech-prophet = { $who } est le prophète.
speech-deal_over = La donne { $number } est terminée. La règle était : { $rule }
error-bad_action_id = { $detail ->
        [yes] Ce téléphone a envoyé un geste que le compagnon n’a pas pu lire (son action_id doit avoir de 1 à { $most } caractères visibles).
       *[no] Ce téléphone a envoyé un geste que le compagnon n’a pas pu lire.
    }

error-stale_version = { $at ->
        [room] La salle a changé entre-temps ; regardez à nouveau et réessayez.
       *[table] La table a changé pendant votre geste : regardez à nouveau et réessayez.
    }

error-bad_limit = { $detail ->
        [yes] Le journal a été demandé d’une façon que le compagnon ne comprend pas (limit doit aller de 1 à { $most }).
       *[no] Le journal a été demandé d’une façon que le compagnon ne comprend pas.
    }

error-out_of_range = { $detail ->
        [yes] { refusal-field } : doit aller de { $least } à { $most }.
       *[no] Un nombre sort de ce qu’il peut valoir.
    }

error-bad_field = { $detail ->
        [yes] { $problem ->
                [number] { refusal-field } : doit être un nombre entier.
                [mark] { refusal-field } : ne peut pas commencer par un accent ou une marque seule.
                [key] { refusal-field } : doit être nommé par sa clé (howell, abbott ou express).
               *[text] { refusal-field } : doit être du texte.
            }
       *[no] Un des champs ne convient pas : vérifiez votre saisie.
    }

error-bad_option = { $detail ->
        [yes] { $kind ->
                [number] L’option « { $option } » doit valoir un nombre entier de { $least } à { $most }.
                [choice] L’option « { $option } » doit valoir l’un de { $values }.
               *[bool] L’option « { $option } » doit valoir true ou false.
            }
       *[no] Une des options a une valeur qu’elle ne peut pas prendre.
    }

error-unknown_option = { $detail ->
        [yes] L’option « { $option } » n’appartient pas au profil { $profile }.
       *[no] Une des options n’appartient pas à ce profil.
    }

error-bad_expected_version = Ce téléphone a envoyé un geste que le compagnon n’a pas pu lire.

## Shared words of the screens a seated phone loads later (the lobby, the menu, the options, the game's end, rejoin)
common-back = Retour
common-cancel = Annuler
common-deal = Donne{ " " }{ $number }
common-no = non
common-yes = oui
common-one_fewer = un de moins
common-one_more = un de plus
invite-code_line = Code{ " " }{ $code } · { $link }
invite-summary = Inviter : code QR et lien
rejoin-qr_alt = Code QR de retour de{ " " }{ $name }
rejoin-text = { $name } scanne ceci pour reprendre sa place. L’ancien lien de cette place ne marche plus.
organizer-sits =
    { $n ->
        [0] Personne ici :
        [one] Une personne ici :
       *[other] { $n } personnes ici :
    }
organizer-host_controls = Commandes de l'hôte
organizer-at_table = { $name } ({ $table })
organizer-board = Afficher le tableau de la salle (pour un projecteur)
organizer-move_here = Placer ici
organizer-nobody_seated = Personne n'est assis à cette table.
organizer-nobody_to_move = Toute la salle est déjà assise ici.
organizer-remove = Retirer
organizer-remove_confirm = Retirer { $name } de la salle ?
organizer-remove_label = Retirer { $name } de la salle
organizer-remove_who = Qui quitte la salle
organizer-rename_to = Nom de la table
organizer-rename_save = Enregistrer le nom
organizer-tab_tables =
    { $n ->
        [0] La salle (pas encore de table)
        [one] La salle (1 table)
       *[other] La salle ({ $n } tables)
    }
organizer-tab_result = Le résultat
organizer-tabs = L'écran de l'organisation
organizer-tools = Que faire à { $table }
organizer-tool_host = Hôte
organizer-tool_propose = Proposer une règle
organizer-tool_move = Amener quelqu'un
organizer-tool_remove = Retirer quelqu'un
organizer-tool_rename = Renommer
room-result_deal_unsealed = Donne { $deal }, distribuée par { $dealer } : finie avant qu'une règle soit scellée, ligne principale de { $n }
room_board-loopback = Il n'écoute que sur { $host } : lancez-le avec --host 0.0.0.0 ou --public-url.
room_board-nobody = personne encore
start-organizer_name = Nom de qui organise
start-organizer_placeholder = p. ex. Mme Lee

# a room's tables by name (issue 43)
room-table_default = Table { $n }
where-room_table = { $name } · { $code }
room-going = Vous allez à « { $name } » : vous y serez placé une fois sa donne finie.
room-seated_at = Votre table : { $name }
error-deal_in_progress = Une donne se joue à cette table : attendez qu'elle soit finie.
error-table_deleted = Cette table a été supprimée de la salle.
error-table_name_taken = Une autre table porte ce nom, ou un nom qui lui ressemble.
error-room_table = Cette table appartient à une salle : l'organisation la supprime depuis l'écran de la salle.
room-csv_table = Table
room-csv_game = Partie
room-csv_deal = Donne
room-csv_dealer = Donneur
room-csv_rule = Règle
room-csv_mainline = Ligne principale
room-csv_person = Personne
room-csv_total = Total
room-csv_winner = Gagnant
room-csv_yes = oui
room-csv_no = non
organizer-tool_delete = Supprimer
organizer-delete = Supprimer cette table
organizer-delete_confirm = Supprimer { $table } ?
organizer-delete_text = Entre deux donnes seulement : ses gens attendent à nouveau dans le salon, ses parties restent dans le résultat.
organizer-deleted = (supprimée de la salle)
room-seat_reissued = L'hôte a donné un nouveau lien à votre place à « { $name } » : ouvrez-le sur le téléphone qui l'a, ou demandez-le à l'hôte.

error-dealer_writes_none = Le donneur connaît la règle : il n’écrit pas d’hypothèse.
error-players_of_the_deal_only = Seul un joueur de cette donne peut écrire une hypothèse.
error-notebook_closed = La donne est finie : son carnet ne prend plus d’hypothèse, et aucune ne peut être barrée.
error-rule_not_sealed = La règle n’est pas encore scellée : les hypothèses viennent après.
error-too_many_hypotheses = { $detail ->
        [yes] Ce joueur a écrit { $most } hypothèses dans cette donne, le maximum.
       *[no] Ce joueur a écrit autant d’hypothèses que permis dans cette donne.
    }
error-unknown_hypothesis = Cette hypothèse n’existe pas dans cette donne.
error-own_hypothesis_only = Seul son auteur peut barrer une hypothèse.
error-already_struck = Cette hypothèse est déjà barrée.
error-too_many_markings = { $detail ->
        [yes] Le donneur a marqué et démarqué { $most } fois dans cette donne, le maximum.
       *[no] Le donneur a marqué et démarqué autant de fois que permis.
    }
error-already_marked = Cette hypothèse est déjà marquée.
error-not_marked = Cette hypothèse n’est pas marquée.
error-markup_refused = Une hypothèse ne peut pas contenir de balisage (une balise comme <b> ou une entité comme &amp;) ; écris-la en texte simple.
error-stale_notebook = Le carnet a changé sur un autre serveur au même moment ; renvoie-la.
notebook-title = Mon carnet
notebook-no_deal = Le carnet s’ouvre avec une donne.
notebook-organizer_sees = Les hypothèses de tous les joueurs de cette donne, au fil de l’écriture : personne à la table ne les voit avant la fin de la donne.
notebook-dealer_writes_none = Tu donnes cette fois : tu connais la règle, tu n’écris donc pas d’hypothèse. Le carnet de la table s’affiche à la fin de la donne.
notebook-secret = Les hypothèses des joueurs restent secrètes jusqu’à la fin de la donne.
notebook-only_you = Écris ce que tu crois être la règle. Toi seul le vois jusqu’à la fin de la donne ; ensuite, toute la table.
notebook-not_sealed = Tu pourras écrire dès que le donneur aura scellé la règle.
notebook-yours =
    { $n ->
        [0] Pas encore d’hypothèse
        [one] Une hypothèse
       *[other] { $n } hypothèses
    }
notebook-label = Ton hypothèse
notebook-placeholder = Le rouge suit le noir…
notebook-most = { $most } caractères au plus.
notebook-send = La noter
notebook-none = Aucune pour l’instant.
notebook-at_card = à la carte { $table } (ligne principale { $mainline })
notebook-struck = barrée
notebook-states_rule = énonce la règle
notebook-discovery = découverte
notebook-strike = Barrer
notebook-mark = Énonce la règle
notebook-table_title = Le carnet de la table
notebook-writers =
    { $n ->
        [0] Personne n’a écrit d’hypothèse.
        [one] Un joueur a écrit des hypothèses.
       *[other] { $n } joueurs ont écrit des hypothèses.
    }
notebook-mark_help = Tu as donné : marque chaque hypothèse qui énonce ta règle.
notebook-discovered = { $who } a découvert la règle à la carte { $table }.
notebook-board_title = Les hypothèses qui énoncent la règle
notebook-board_none =
    { $n ->
        [0] Aucune hypothèse.
        [one] Une hypothèse, aucune marquée pour l’instant.
       *[other] { $n } hypothèses, aucune marquée pour l’instant.
    }
notebook-live_title = Hypothèses de la donne { $number }
notebook-title_class = Hypothèses
notebook-result_writers =
    { $n ->
        [0] personne n’a écrit d’hypothèse ;
        [one] 1 joueur a écrit des hypothèses ;
       *[other] { $n } joueurs ont écrit des hypothèses ;
    }

organizer-hosts_too = { $name } en est aussi l'hôte
