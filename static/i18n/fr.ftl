language = Français
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
rank-11 = V
rank-12 = D
rank-13 = R
common-nobody = personne
common-you = Vous
common-someone = quelqu’un
common-cards =
    { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
wait-lobby = En attente du lancement de la partie par l’hôte.
wait-starter_me = Posez les cartes de départ.
wait-starter = { $dealer } pose les cartes de départ.
wait-turn_me = À vous de jouer.
wait-turn = Au tour de{ " " }{ $who }.
wait-judge_me_attempt =
    { $n ->
        [one] { $who } joue { $n } carte : à vous de juger.
       *[other] { $who } joue { $n } cartes : à vous de juger.
    }
wait-judge_me_no_play = { $who } annonce « aucune carte » : à vous de juger.
wait-prophet_attempt =
    { $n ->
        [one] { $who } joue { $n } carte : le prophète { $judge } juge.
       *[other] { $who } joue { $n } cartes : le prophète { $judge } juge.
    }
wait-prophet_no_play = { $who } annonce « aucune carte » : le prophète { $judge } juge.
wait-dealer_attempt =
    { $n ->
        [one] { $who } joue { $n } carte : { $judge } juge.
       *[other] { $who } joue { $n } cartes : { $judge } juge.
    }
wait-dealer_no_play = { $who } annonce « aucune carte » : { $judge } juge.
wait-prophet_my_attempt =
    { $n ->
        [one] Vous jouez{ " " }{ $n } carte : le prophète { $judge } juge.
       *[other] Vous jouez{ " " }{ $n } cartes : le prophète { $judge } juge.
    }
wait-prophet_my_no_play = Vous annoncez « aucune carte » : le prophète{ " " }{ $judge } juge.
wait-dealer_my_attempt =
    { $n ->
        [one] Vous jouez{ " " }{ $n } carte : { $judge } juge.
       *[other] Vous jouez{ " " }{ $n } cartes : { $judge } juge.
    }
wait-dealer_my_no_play = Vous annoncez « aucune carte » :{ " " }{ $judge } juge.
wait-confirm_me_right = Le prophète dit juste : confirmez ou désavouez.
wait-confirm_me_wrong = Le prophète dit faux : confirmez ou désavouez.
wait-confirm_right = Le prophète dit juste :{ " " }{ $dealer } confirme ou désavoue.
wait-confirm_wrong = Le prophète dit faux :{ " " }{ $dealer } confirme ou désavoue.
wait-deal_over = La donne{ " " }{ $number } est terminée.
wait-game_over = La partie est terminée.
scores-totals = Totaux
tag-dealer = donneur
rule-seal_title = Ajoutée au hasard avant le scellage, pour que personne ne devine l’empreinte
profile-howell = Howell
profile-abbott = Abbott
profile-express = Express
profile-people = { $min } à { $max } personnes
profile-howell_blurb = Le jeu complet : suites de cartes, prophètes, exclusion après 30 cartes.
profile-abbott_blurb = L’original d’Abbott : premier joueur tiré au sort ; +10 à qui n’a jamais donné si la partie finit tôt.
profile-express_blurb = Manches rapides : une carte à la fois, sans prophète ; deviner la règle rapporte +6.
page-title_start = Eleusis, le compagnon de table
page-title_phone = Table{ " " }{ $code } · Eleusis
page-title_board = Table{ " " }{ $code } · grand écran
page-app_name = Eleusis, le compagnon de table
page-manifest_description = Les comptes, le prophète, l’exclusion et les scores d’une partie d’Eleusis sur chaque téléphone.
page-description = Compagnon de table pour Eleusis : les comptes, le prophète et les scores sur chaque téléphone.
page-skip = Aller à la table
page-brand = Eleusis, le compagnon de table : page d’accueil
page-noscript = Ce compagnon a besoin de JavaScript.
common-loading = Chargement…
common-language = Langue
toast-unreachable = Impossible de joindre le compagnon.
start-title = Ouvrir une table
common-your_name = Votre nom
loopback-title = Les téléphones ne peuvent pas encore joindre ce compagnon
loopback-listens = Il n’écoute que sur{ " " }{ $host }, une adresse qui n’existe que sur cet ordinateur.
loopback-fix = Relancez-le à l’écoute du réseau :{ " " }{ $command } (ou définissez { $variable }), et gardez les téléphones sur le même Wi-Fi. Derrière un proxy, donnez son adresse avec { $option }.
invite-label = Invitation
invite-qr_alt = Code QR pour rejoindre la table{ " " }{ $code }
invite-scan = Scannez pour rejoindre, ou ouvrez
invite-type_code = et tapez le code
join-name_placeholder = p. ex. Benoît
join-started_title = La partie a commencé
join-started_text = Personne ne peut plus rejoindre la table. Si vous aviez une place, demandez à l’hôte votre code QR de retour (Ma place, sur son téléphone), ou ouvrez le lien de retour depuis votre ancien téléphone. Le donneur peut aussi saisir vos tours.
join-watch_board = Regarder le grand écran
join-title_host = Rejoindre la table de{ " " }{ $host }
join-title = Rejoindre la table
join-seated = { $profile } · { $n } à table : { LIST($names, type: "unit") }
join-submit = Prendre place
lobby-remove = Retirer
lobby-remove_confirm = Retirer{ " " }{ $name } ?
lobby-remove_label = Retirer{ " " }{ $name }
twotap-changed = La table a changé avant votre second appui.{ " " }{ $what }
night-join_between = La donne{ " " }{ $number } est finie : prenez place maintenant, vous serez servi dès la prochaine donne.
night-join_after = Cette partie est finie : prenez place maintenant pour la prochaine partie à cette table.
rejoin-title = Code QR de retour pour{ " " }{ $name }
common-close = Fermer
howto-button = Comment jouer
rejoin-button = QR de retour
table-not_found_text = Il n’y a pas de table avec le code{ " " }{ $code }.
toast-unseated = Ce téléphone n’a plus de place à la table.
conn-refused = non connecté
conn-live = en direct
conn-connecting = connexion…
conn-reconnecting = reconnexion…
conn-offline = hors ligne
stale-offline_since = Hors ligne depuis{ " " }{ $time }.
stale-not_connected_since = Non connecté depuis{ " " }{ $time }.
stale-shows = Ceci montre la table telle qu’elle était à{ " " }{ $time } ; elle se remet à jour toute seule quand la connexion revient.
announce-game_over_share = La partie est terminée.{ " " }{ $names } se partagent la victoire.
announce-game_over_you = La partie est terminée. Vous gagnez.
announce-game_over_wins = La partie est terminée.{ " " }{ $who } gagne.
toast-join_first = Prenez d’abord place à la table.
toast-stale = La table a changé juste avant votre geste. Regardez à nouveau, puis touchez.
toast-not_sent = Non envoyé : pas de connexion au compagnon. Touchez encore quand elle revient.
nav-label = Vues
nav-table = Table
nav-notebook = Carnet
nav-history = Historique
nav-menu = Ma place
table-not_found = Table introuvable
table-loading = Chargement de la table…
table-waiting = En attente du compagnon…
offline-title = Ce téléphone est hors ligne
offline-text = La table ne peut pas encore s’afficher. Elle apparaîtra d’elle-même dès que le téléphone sera de nouveau en ligne.
where-phone = Table{ " " }{ $code }
where-board = Grand écran · Table{ " " }{ $code }
refusal-field = { $field ->
        [name] Votre nom
        [room_name] Le nom de la salle
        [table_name] Le nom de la table
        [names] Le nom de la salle et le vôtre
        [rule] La règle
        [hint] L’indice
        [cards] Le nombre de cartes
        [rank] Le rang
        [profile] Le profil
        [hypothesis] L’hypothèse
       *[other] Ce champ
    }
refusal-try_again = { $retry_after ->
        [one] réessayez dans { $retry_after } seconde
       *[other] réessayez dans { $retry_after } secondes
    }
error-http = Le serveur a répondu{ " " }{ $status }.
error-already_seated = Vous avez déjà une place : prendre place, c’est pour un nouveau téléphone.
error-bad_json = Ce téléphone a envoyé quelque chose que le compagnon n’a pas pu lire.
error-token_in_url = Ce téléphone n’est plus à jour : rechargez la page.
error-hello_expected = Ce téléphone n’a pas dit à temps qui il est : rechargez la page.
error-bad_options = Les options n’ont pas pu être lues.
error-bad_player = Un joueur doit être désigné par son identifiant.
error-bad_request = { $part ->
        [body] Le contenu de la requête n’a pas pu être lu (mal formé ou tronqué).
       *[request] La requête n’a pas pu être comprise.
    }
error-database_unavailable = Le stockage de la table ne répond pas pour l’instant ; rien n’a changé. Réessayez dans quelques secondes.
error-empty_field = { refusal-field } : ne peut pas être vide.
error-expectation_failed = La requête n’a pas pu être comprise.
error-forbidden = Cette requête n’est pas autorisée.
error-game_over = La partie est terminée.
error-game_started = La partie a commencé : cela ne peut plus changer.
error-headers_too_large = La requête n’a pas pu être comprise.
error-hidden_characters = { $detail ->
        [yes] { refusal-field } : contient un caractère invisible ou qui change l’affichage ({ $character } : un caractère de contrôle, de largeur nulle ou de direction) ; retapez sans ce caractère.
       *[no] Le texte contient un caractère invisible ou qui change l’affichage (un caractère de contrôle, de largeur nulle ou de direction) ; retapez-le sans ce caractère.
    }
error-internal_error = Un problème est survenu sur le serveur ; la table n’a pas changé.
error-method_not_allowed = La requête n’a pas pu être comprise.
error-missing_field = { refusal-field } : manquant, mais nécessaire.
error-missing_token = Ce téléphone n’a pas de place à la table : prenez d’abord place.
error-name_looks_taken = { $detail ->
        [yes] { $who } ressemble à { $seated }, qui est à table ; choisissez un nom qui se distingue.
       *[no] Ce nom ressemble à celui de quelqu’un à table ; choisissez un nom qui se distingue.
    }
error-name_taken = Quelqu’un porte déjà ce nom à table ; revenez avec votre propre lien, ou choisissez un autre nom.
error-not_for_you = Seul le donneur peut agir pour un autre joueur.
error-not_found = Il n’y a rien à cette adresse.
error-not_implemented = La requête n’a pas pu être comprise.
error-request_line_too_long = La requête n’a pas pu être comprise.
error-table_full = La table est complète (8 personnes).
error-too_large = L’envoi est trop volumineux.
error-too_long = { $detail ->
        [yes] { refusal-field } : dépasse { $most } caractères.
       *[no] Le texte est trop long.
    }
error-too_many_actions = Trop de gestes depuis cette place ; { refusal-try_again }.
error-too_many_requests = { $kind ->
        [seat_request] Trop de requêtes depuis cette place ; { refusal-try_again }.
        [unknown] Trop de codes de table inconnus depuis cette adresse ; { refusal-try_again }.
        [create] Trop de nouvelles tables depuis cette adresse ; { refusal-try_again }.
        [join] Trop d’arrivées depuis cette adresse ; { refusal-try_again }.
        [room_create] Trop de nouvelles salles depuis cette adresse ; { refusal-try_again }.
        [room_join] Trop d’arrivées dans cette salle ; { refusal-try_again }.
        [message] Trop de messages sur cette connexion ; { refusal-try_again }.
       *[request] Trop de requêtes depuis cette adresse ; { refusal-try_again }.
    }
error-too_many_sockets = { $detail ->
        [yes] { $kind ->
                [spectators] Cette table a déjà { $limit } connexions de spectateurs, le maximum qu’elle accepte ; { refusal-try_again }.
               *[spectator_socket] Cette adresse a déjà { $limit } connexions ouvertes, le maximum permis ; { refusal-try_again }.
            }
       *[no] Trop de téléphones sont connectés à cette table en ce moment ; attendez un instant.
    }
error-unknown_action = Le compagnon ne connaît pas cette action.
error-unknown_player = Personne n’a cet identifiant à cette table.
error-unknown_profile = Le profil doit être howell, abbott ou express.
error-unknown_table = Il n’y a pas de table avec ce code.
error-unknown_token = { $at ->
        [room] Ce téléphone n’a pas rejoint cette salle.
       *[table] Ce téléphone n’a pas de place à cette table.
    }
error-request_timeout = La requête est arrivée trop lentement et a été coupée ; réessayez.
error-too_many_connections = { $detail ->
        [yes] Cette adresse a déjà { $limit } connexions ouvertes vers le serveur, le maximum permis ; fermez-en (un autre onglet ou appareil) ; { refusal-try_again }.
       *[no] Trop de connexions depuis cette adresse ; réessayez dans quelques secondes.
    }
error-unknown_room = Aucune salle n’a ce code.
removed-again = Pour vous rasseoir, demandez à { $host } et tapez votre nom.
removed-by_host = { $host } vous a retiré de la table.
table-deleted = Table supprimée
table-deleted_text = La table { $code } a été supprimée, avec sa partie et les noms de chacun : le serveur n’en garde rien.
undo-button = Annuler :{ " " }{ $what }
undo-confirm = Touchez encore pour annuler :{ " " }{ $what }
