page-title_room = Sala{ " " }{ $code } · Eleusis
page-title_organizer = Sala{ " " }{ $code } · organización
where-room = Sala{ " " }{ $code }
where-organizer = Organización · Sala{ " " }{ $code }
start-room_title = Abrir una sala
start-room_text = Para una clase o un club en varias mesas: todos entran en la sala con un solo código, y tú formas las mesas.
start-room_name = Nombre de la sala
start-room_name_placeholder = Clase 4b
start-room_submit = Preparar la sala
start-room_again = Sala{ " " }{ $code }: la pantalla de la organización
room-join_title = Entrar en la sala{ " " }{ $code }
room-join_text = Escribe tu nombre: la organización te sienta luego en una mesa, y este móvil te lleva allí.
room-join_submit = Entrar en la sala
room-wait = Espera tu mesa
room-you_are = Eres { $name }.
room-wait_text = Cuando la organización forme las mesas, este móvil te llevará solo a tu sitio.
room-on_the_way = Vas a la mesa { $table }: te sentarán allí cuando acabe su mano.
room-seat_refused = Tu sitio en la mesa { $table } ya no es tuyo. Pide a la organización que vuelva a sentarte.
room-waiting =
    { $n ->
        [0] Aún no espera nadie en la sala de espera.
        [one] Una persona espera en la sala de espera.
       *[other] { $n } personas esperan en la sala de espera.
    }
room-not_found = No existe esa sala
room-not_found_text = No hay ninguna sala con el código { $code } (o se borró).
room-result_title = El resultado de la sala
room-result_show = Mostrar el resultado
room-result_again = Mostrarlo de nuevo
room-result_json = Descargar JSON
room-result_csv = Descargar CSV
room-result_none = Aún no ha terminado ninguna mano en esta mesa.
room-result_game = Partida { $game }
room-result_game_on = Partida { $game } (aún en juego)
room-result_total = { $name }: { $total }
room-result_winner = { $name }: { $total } (gana)
room-result_deal = Mano { $deal }, repartida por { $dealer }: «{ $rule }», línea principal de { $n }
organizer-title = { $room }: la pantalla de la organización
organizer-lobby =
    { $n ->
        [0] La sala de espera: no espera nadie
        [one] La sala de espera: espera una persona
       *[other] La sala de espera: esperan { $n } personas
    }
organizer-lobby_empty = Nadie espera en la sala de espera.
organizer-join_at = Se entra en
organizer-how_many = Cuántas mesas
organizer-as_needed = tantas como hagan falta
organizer-form = Formar las mesas
organizer-add_table = Añadir una mesa para quienes esperan
organizer-table = Mesa { $number }
organizer-phase =
    { $phase ->
        [lobby] Partida { $game }: en su sala de espera
        [deal_over] Partida { $game }: la mano { $deal } ha terminado
        [game_over] La partida { $game } ha terminado
       *[other] Partida { $game }: se juega la mano { $deal }
    }
organizer-dealer = reparte { $name }
organizer-mainline = línea principal de { $n }
organizer-prophet = { $name } es profeta
organizer-leaders = en cabeza: { $names }
organizer-host_page = Controles del anfitrión de { $table }
organizer-host_who = Anfitrión de esta mesa
organizer-host_me = Tú (la organización)
organizer-make_host = Hacer anfitrión
organizer-host_done = La mesa tiene su anfitrión.
organizer-propose_open = Proponer una regla del libro de reglas
organizer-propose_rule = Regla para quien reparta después
organizer-about = unas { $n } de { $pack }
organizer-propose = Proponer
organizer-proposed = Propuesta para la mano { $deal }: «{ $rule }» (unas { $n } de { $pack })
organizer-move_title = Cambiar a alguien de mesa
organizer-move_who = Quién
organizer-move_to = A
organizer-move = Cambiar
organizer-no_token = Este dispositivo no abrió la sala: abre el enlace de la organización en el dispositivo que la abrió.
organizer-code = Código de la sala: { $code }
organizer-back = Volver a la pantalla de la organización (sala { $code })
proposal-title = La organización te propone una regla
proposal-text = Solo tú la ves hasta que acabe la mano. Séllala tal cual, cámbiala antes o escribe la tuya.
proposal-use = Usar esta regla
picture-expulsion_active = activa
picture-expulsion_in =
    { $n ->
        [one] en{ " " }{ $n } carta
       *[other] en{ " " }{ $n } cartas
    }
picture-aria_mainline =
    { $n ->
        [one] Línea principal de{ " " }{ $n } carta
       *[other] Línea principal de{ " " }{ $n } cartas
    }
picture-aria_sideline_cards =
    { $n ->
        [one] { $n } carta en líneas secundarias
       *[other] { $n } cartas en líneas secundarias
    }
picture-aria_under = bajo{ " " }{ LIST($places, type: "unit") }
picture-aria_under_card = la carta{ " " }{ $at } ({ LIST($groups, type: "unit") })
picture-aria_prophet_marker = marcador del profeta en la carta{ " " }{ $at }
picture-aria_parts = { LIST($parts, type: "unit") }
picture-main_title = Carta{ " " }{ $pos } de la línea principal (carta { $at } en la mesa)
picture-crown = P
picture-rejected_string = Serie rechazada de{ " " }{ $n }
picture-rejected_card = Carta rechazada
picture-empty = Aún no hay cartas en la mesa.
picture-stock = Mazo
picture-table = Mesa
picture-mainline = Línea principal
picture-expulsion = Expulsión
picture-since_marker = Desde el marcador
picture-hands = Manos
tag-turn = turno
tag-prophet = profeta
tag-expelled = expulsado
tag-deposed = destituido
picture-label = La mesa
picture-deal = Ronda{ " " }{ $number }
picture-rule_fp = regla{ " " }{ $fp }
start-where = Mesa nueva
start-name_placeholder = p. ej. Ana
toast-type_name = Escribe primero tu nombre.
start-which_game = ¿Qué juego?
start-options_for = Opciones de{ " " }{ $profile }
start-submit = Crear la mesa
start-host_note = Eres el anfitrión y ocupas el primer asiento. Los demás se unen escaneando el código de tu pantalla.
start-join_title = Unirse a una mesa
start-code = Código de la mesa o la sala
start-go = Ir
recent-title = Tus mesas recientes
recent-lobby = Esperando el comienzo
recent-lobby_game = Partida{ " " }{ $game }, esperando el comienzo
recent-deal_on = Ronda{ " " }{ $number } en juego
recent-deal_on_game = Partida{ " " }{ $game }, ronda { $number } en juego
recent-deal_over = Ronda{ " " }{ $number } terminada
recent-deal_over_game = Partida{ " " }{ $game }, ronda { $number } terminada
recent-game_over = Partida terminada
recent-game_over_game = Partida{ " " }{ $game } terminada
recent-seen_today = vista a las{ " " }{ $at }
recent-seen_on = vista el{ " " }{ $day }, { $at }
recent-board = pantalla grande
recent-seat_host = { $name } (anfitrión)
recent-no_seat = sin asiento en este móvil
recent-rejoin = Volver
recent-rejoin_label = Volver a la mesa{ " " }{ $code }
recent-open = Abrir
recent-open_label = Abrir la mesa{ " " }{ $code }
recent-forget = Olvidar
recent-forget_label = Olvidar la mesa{ " " }{ $code } en este móvil
me-dealer = Eres el repartidor
me-watching = Miras esta ronda
me-total = Tu total:{ " " }{ $total }
me-hand_label =
    { $n ->
        [one] carta en la mano
       *[other] cartas en la mano
    }
me-prophet = Eres el profeta: tu mano queda aparte.
me-expelled = Estás expulsado de esta ronda. Guarda tus cartas; ya no juegas más turnos.
status-last_turn = Último turno:{ " " }
status-hints = Pistas
status-prophet_marker = Pon el marcador del profeta ({ $prophet }) en la carta { $at } de la línea principal.
window-guess = { $who } aún puede adivinar la regla. La jugada de { $next } lo cierra.
window-guess_me = { $who } aún puede adivinar la regla. Tu jugada lo cierra.
window-declare = { $who } aún puede declararse profeta. La jugada de { $next } lo cierra.
window-declare_me = { $who } aún puede declararse profeta. Tu jugada lo cierra.
status-reopened_by = { $who } reabrió esta ronda tras su final, así que su regla sigue a la vista:
status-rule_shown = La regla de esta ronda se ha mostrado a todos:
rule-none_sealed = No se selló ninguna regla en el compañero.
turn-expel_me = La expulsión está activa: una jugada mala o un «sin jugada» falso te expulsa de esta ronda.
turn-expel = La expulsión está activa: una jugada mala o un «sin jugada» falso expulsa a{ " " }{ $who } de esta ronda.
turn-play_a_card = Jugar una carta
turn-plays_a_card = { $who } juega una carta
turn-no_play = Sin jugada
turn-no_play_for = { $who }: sin jugada
turn-buy_hint = Comprar una pista (robar 1 carta)
turn-hint_placeholder = la pista que das
turn-buys_hint = { $who } compra una pista (roba 1)
turn-record_hint = Anotar la pista
turn-label_me = Tu turno
turn-label = Turno de{ " " }{ $who }
turn-heading_me = Juega cartas o declara «sin jugada»
turn-heading =
    { $n ->
        [one] Introducir por{ " " }{ $who } ({ $n } carta)
       *[other] Introducir por{ " " }{ $who } ({ $n } cartas)
    }
turn-play_n =
    { $n ->
        [one] Jugar{ " " }{ $n } carta
       *[other] Jugar{ " " }{ $n } cartas
    }
turn-plays_n =
    { $n ->
        [one] { $who } juega { $n } carta
       *[other] { $who } juega { $n } cartas
    }
turn-more = Más
turn-how_many = Cuántas cartas
turn-count_label = Cartas que jugar (hasta{ " " }{ $max })
withdraw-text = ¿Tocaste sin querer? Puedes retirarlo hasta que se juzgue.
withdraw-no_play = Retirar mi «sin jugada»
withdraw-play = Retirar mi jugada
window-you_may_guess = Puedes adivinar la regla ahora: dila en voz alta antes de que juegue{ " " }{ $next }; el repartidor anota si es correcta.
window-you_may_declare = Puedes hacerte profeta antes de que juegue{ " " }{ $next }: apartas tu mano y juzgas las jugadas de los demás.
window-declare_button = Declararme profeta
window-declare_confirm = Toca otra vez para ser profeta
verdict-right = Bien
verdict-wrong = Mal
verdict-right_no_play = Bien: ninguna carta vale
verdict-wrong_no_play = Mal: una carta valía
verdict-wrong_expels = Mal:{ " " }{ $who } queda expulsado
verdict-wrong_expels_if_confirmed = Mal ({ $who } queda expulsado si se confirma)
verdict-wrong_no_play_expels = Mal: una carta valía.{ " " }{ $who } queda expulsado
verdict-wrong_no_play_expels_if_confirmed = Mal: una carta valía ({ $who } queda expulsado si se confirma)
judge-heading_attempt =
    { $n ->
        [one] Juzga:{ " " }{ $who } juega { $n } carta
       *[other] Juzga:{ " " }{ $who } juega { $n } cartas
    }
judge-heading_no_play = Juzga:{ " " }{ $who } declara «sin jugada»
prophet-you = Eres el profeta
prophet-who = { $who } es el profeta
prophet-marker = Marcador en la carta{ " " }{ $at } de la línea principal
prophet-since =
    { $n ->
        [one] { $n } carta desde el marcador (expulsión a las 20)
       *[other] { $n } cartas desde el marcador (expulsión a las 20)
    }
prophet-bonus = Bonificación hasta ahora: +{ $bonus } ({ $main } línea principal × 1, { $side } línea secundaria × 2)
seal-placeholder = p. ej. alternar rojo y negro
seal-title = Sella tu regla
seal-text = Solo tú la ves hasta que termine la ronda; todos ven ya su huella. La aplicación añade una sal al azar, para que nadie pueda comparar la huella con reglas probables; se muestra con la regla al final.
seal-rule = Regla secreta
seal-show = Mostrar mientras escribo
seal-submit = Sellar la regla
seal-yours = Tu regla sellada
rulebook-summary = Elegir una regla del libro de reglas
rulebook-loading = Cargando el libro de reglas…
rulebook-failed = No se pudo cargar el libro de reglas.
rulebook-try_again = Reintentar
rulebook-about = Cuántas cartas valen: de media, cuántas de las{ " " }{ $pack } cartas de una baraja deja pasar la regla a continuación. Unas { $low } a { $high } es lo ideal: fácil de jugar y aun así difícil de adivinar. Puedes cambiar la regla que elijas o escribir la tuya.
rulebook-group_beginner = Para empezar
rulebook-group_harder = Más difíciles
rulebook-group_expert = Para expertos
rulebook-fits = Valen unas{ " " }{ $n } de { $pack }: { $word }
rulebook-word_good = buena
rulebook-word_too_easy = demasiado fácil
rulebook-word_hard = difícil
rulebook-reads =
    { $n ->
        [one] mira la última carta
       *[other] mira las{ " " }{ $n } últimas cartas
    }
rulebook-picked = Del libro de reglas: valen unas{ " " }{ $n } de { $pack } cartas, { $word }.
rulebook-edited = Cambiada a partir del libro de reglas (su regla: valen unas{ " " }{ $n } de { $pack } cartas, { $word }).
rulebook-alternate_colours = Si la última carta es roja, juega una negra; si es negra, juega una roja.
rulebook-suits_spades_hearts_diamonds_clubs = Los palos por turno: picas, luego corazones, luego diamantes, luego tréboles, y otra vez picas.
rulebook-suits_spades_hearts_clubs_diamonds = Los palos por turno: picas, luego corazones, luego tréboles, luego diamantes, y otra vez picas.
rulebook-odd_then_even = Tras una carta impar juega una par; tras una par, una impar (as 1, jota 11, reina 12, rey 13).
rulebook-low_then_high = Tras una carta del as al 7 juega una del 8 al rey; tras una del 8 al rey, una del as al 7.
rulebook-one_to_three_higher = Juega una carta 1, 2 o 3 más alta que la última; tras el rey se sigue contando por el as (después de una reina: un rey, un as o un 2).
rulebook-one_up_one_down_or_same = Juega una carta un valor más alta, uno más baja o del mismo valor que la última (del rey no se pasa al as).
rulebook-three_red_three_black = Tres cartas rojas, luego tres negras, luego tres rojas, y así sucesivamente (la carta de salida es la primera de sus tres).
rulebook-one_higher = Juega una carta exactamente un valor más alta que la última (tras un rey, un as).
rulebook-different_suit = Juega una carta de un palo distinto al de la última.
rulebook-odd_red_even_black = Tras una carta impar juega una roja; tras una par, una negra.
rulebook-even_red_odd_black = Tras una carta par juega una roja; tras una impar, una negra.
rulebook-same_suit_or_rank = Juega una carta del mismo palo o del mismo valor que la última.
rulebook-black_lower_red_higher = Tras una carta negra juega el mismo valor o uno más bajo; tras una roja, el mismo o uno más alto.
rulebook-higher_other_colour = Juega una carta del otro color y de valor más alto; tras un rey, cualquier carta del otro color.
rulebook-same_colour_within_three = Juega una carta del mismo color a 3 valores como mucho de la última, siguiendo del rey al as.
rulebook-suit_of_the_card_before_last = Juega una carta del palo de la penúltima carta (tras la carta de salida sola: cualquiera).
rulebook-between_the_last_two = Juega una carta cuyo valor esté entre los de las dos últimas cartas, ambos incluidos (tras la carta de salida sola: cualquiera).
rulebook-colour_before_last_and_higher = Juega una carta del color de la penúltima y más alta que la última; tras un rey, cualquier carta de ese color (tras la carta de salida sola, cuenta como las dos).
starter-cards = Cartas de salida
starter-rank = Valor de la última carta de salida
starter-rank_optional = Valor de la última carta de salida (opcional)
starter-place = Colocar la salida
starter-title = Salida
guess-title = { $who } puede adivinar la regla
guess-text = Abierto hasta que juegue{ " " }{ $next }. Anota la respuesta cuando { $who } la diga.
guess-right = Acertó
guess-wrong = Falló
declare-text = { $who } aún puede declararse profeta, hasta que juegue { $next }.
declare-button = { $who } se declara profeta
declare-confirm = Toca otra vez:{ " " }{ $who } pasa a ser profeta
dealer-waiting_prophet = Esperando al profeta{ " " }{ $prophet }
dealer-prophet_judges_attempt =
    { $n ->
        [one] { $who } juega { $n } carta. { $prophet } juzga en su móvil; luego confirmas o corriges.
       *[other] { $who } juega { $n } cartas. { $prophet } juzga en su móvil; luego confirmas o corriges.
    }
dealer-prophet_judges_no_play = { $who } declara «sin jugada». { $prophet } juzga en su móvil; luego confirmas o corriges.
spoken-said_right = Veredicto del profeta:{ " " }{ $prophet } dijo bien
spoken-said_wrong = Veredicto del profeta:{ " " }{ $prophet } dijo mal
spoken-said_right_no_play = Veredicto del profeta:{ " " }{ $prophet } dijo bien (ninguna carta vale)
spoken-said_wrong_no_play = Veredicto del profeta:{ " " }{ $prophet } dijo mal (una carta valía)
spoken-summary = ¿No está el móvil de{ " " }{ $prophet }? Introduce el veredicto dicho en voz alta
spoken-text = Esto anota el veredicto de{ " " }{ $prophet } como el del profeta, no el tuyo: luego lo confirmas o lo corriges.
proxy-summary = ¿No está el móvil de{ " " }{ $who }? Introduce el turno por { $who }
proxy-text = { $who } marca su turno en su propio móvil. Introdúcelo aquí solo mientras ese móvil no esté.
confirm-expels = Confirmar:{ " " }{ $who } queda expulsado
confirm-confirm = Confirmar
confirm-overrule_right = Corregir: bien
confirm-overrule_wrong = Corregir: mal
confirm-overrule_right_no_play = Corregir: la declaración era cierta
confirm-overrule_wrong_no_play = Corregir: una carta valía
confirm-overrule_illegal = Corregir: la carta que eligió el profeta no vale
confirm-heading_attempt_right =
    { $n ->
        [one] { $who } juega { $n } carta. El profeta { $prophet } dice bien.
       *[other] { $who } juega { $n } cartas. El profeta { $prophet } dice bien.
    }
confirm-heading_attempt_wrong =
    { $n ->
        [one] { $who } juega { $n } carta. El profeta { $prophet } dice mal.
       *[other] { $who } juega { $n } cartas. El profeta { $prophet } dice mal.
    }
confirm-heading_no_play_right = { $who } declara «sin jugada». El profeta { $prophet } dice bien (ninguna carta vale).
confirm-heading_no_play_wrong = { $who } declara «sin jugada». El profeta { $prophet } dice mal (una carta valía).
over-reason_emptied = { $who } se quedó sin cartas.
over-reason_emptied_anon = Una mano se quedó vacía.
over-reason_all_expelled = Todos los jugadores fueron expulsados.
over-reason_stock_out = Se acabó el mazo.
over-reason_guessed = { $who } adivinó la regla.
over-reason_guessed_anon = Se adivinó la regla.
over-reason_game_ended = El anfitrión terminó la partida.
over-part_base = { $n } de las manos
over-part_emptied = { $n } por vaciar la mano
over-part_prophet = { $n } de profeta
over-part_guess = { $n } por adivinar
over-part_dealer = { $n } de repartidor
over-part_other = { $n } { $part }
rule-none_this_deal = En esta ronda no se selló ninguna regla en el compañero.
rule-not_shown = (la regla no se muestra)
rule-fingerprint = Huella sellada antes de la ronda:{ " " }{ $fp }
rule-salt = Sal:{ " " }{ $salt }
rule-checking = Comprobando la huella…
rule-matches = ✓ La regla coincide con la huella sellada antes de la ronda.
rule-mismatch = ✗ ¡Esta regla NO coincide con la huella sellada!
rule-title = La regla
over-dealer_highest = { $score } = la puntuación más alta de un jugador ({ $best })
over-dealer_capped = { $score } = el menor entre la puntuación más alta ({ $best }) y 2 × T = 2 × { $t } = { $cap }, siendo T la mesa cuando { $prophet } se hizo profeta
over-caption = Puntos de la ronda{ " " }{ $number }
scores-who = Quién
scores-deal = Ronda
scores-total = Total
scores-bonus = Bonificación
over-title = La ronda{ " " }{ $number } ha terminado
over-next_deal = Empezar la siguiente ronda
host-end_game = Terminar la partida ya
host-end_game_confirm = Toca otra vez para terminar la partida
over-high_hand_size = Cartas repartidas:{ " " }{ $high } (cada puntuación es { $high } − la mano propia)
over-high_largest_hand = Mano más grande:{ " " }{ $high } (cada puntuación es { $high } − la mano propia)
over-waiting_for = Esperando a que{ " " }{ LIST($who, type: "or") } empiece la siguiente ronda.
over-waits_for_you_or = Todos esperan a que tú o{ " " }{ LIST($others, type: "or") } toquéis «Empezar la siguiente ronda» cuando las cartas estén barajadas.
over-waits_for_you = Todos te esperan: toca «Empezar la siguiente ronda» cuando las cartas estén barajadas.
over-next_me = Siguiente: repartes tú la ronda{ " " }{ $number }.
over-next = Siguiente:{ " " }{ $who } reparte la ronda { $number }.
share-head_many = Eleusis en la mesa{ " " }{ $code } ({ $profile }): { $names } comparten la victoria.
share-head_one = Eleusis en la mesa{ " " }{ $code } ({ $profile }): gana { $who }.
share-person = { $name }: { $total }
share-deal_rule = Ronda{ " " }{ $number } (repartió { $dealer }): regla «{ $rule }»
share-deal = Ronda{ " " }{ $number } (repartió { $dealer })
share-title = Eleusis
csv-deal = ronda
csv-dealer = repartidor
csv-rule = regla
csv-total = total
csv-seq = n.º
csv-at = hora
csv-type = tipo
csv-by = por
csv-undone = deshecho
csv-text = texto
csv-person = persona
csv-games = partidas
csv-wins = victorias
csv-points = puntos
csv-game = partida
csv-profile = variante
csv-winners = ganadores
csv-hypothesis = hipótesis
csv-table_count = T
csv-struck = tachada
csv-marked = marcada
toast-log_failed = No se pudo cargar el registro; exportado sin él.
game-per_deal = Puntos por ronda
game-per_deal_caption = Los puntos de cada ronda, por persona
game-dealt = repartió{ " " }{ $who }
game-dealer_mark = { " " }(repartidor)
chart-start = inicio
chart-series = { $name }: { LIST($values, type: "unit") }
chart-label = Totales tras cada ronda.{ " " }{ $series }
chart-title = Totales tras cada ronda
game-title = Fin de la partida
game-share = ¡{ $names } comparten la victoria!
game-wins = ¡Gana{ " " }{ $who }!
game-winner = ganador
game-last_deal_ended = Ronda{ " " }{ $number }: terminada por el anfitrión
game-last_deal = Ronda{ " " }{ $number }: la última ronda
game-dotted = Un subrayado de puntos marca la puntuación del repartidor en esa ronda.
toast-summary_copied = Resumen copiado.
game-share_button = Compartir el resultado
game-export_json = Exportar en JSON
game-export_csv = Exportar en CSV
night-latecomers = ¿Acabas de llegar? Escanea para sentarte: recibirás cartas desde la próxima ronda.
night-join_next = Escanea para sentarte en la próxima partida.
night-newcomers =
    { $n ->
        [one] { $names } recibe cartas desde la próxima ronda.
       *[other] { $names } reciben cartas desde la próxima ronda.
    }
night-removed = Quitados de esta partida:{ " " }{ $names } (sus puntos hasta ahora se mantienen).
night-people_title = Llegadas y salidas
night-people_text = Entre rondas puedes sentar a quien llega tarde (escanea el código de la pantalla grande, o el de abajo) y quitar a quien se va: sus puntos hasta ahora se mantienen.
night-new_tag = nuevo
night-sits_left_of = { $name } se sienta a la izquierda de
night-place = Colocar a{ " " }{ $name }
night-invite = Invitar a quien llega tarde
night-standings = La clasificación de la noche
night-standings_caption = El total de cada partida por persona (★ sus ganadores), partidas ganadas y puntos
night-standings_text =
    { $n ->
        [one] { $n } partida en esta mesa esta noche. ★ marca a sus ganadores.
       *[other] { $n } partidas en esta mesa esta noche. ★ marca a los ganadores de cada una.
    }
night-game = Partida{ " " }{ $number }
night-wins = Victorias
night-points = Puntos
night-again_title = ¿Otra partida?
night-again_text = Las mismas personas, asientos y enlaces: nadie vuelve a escanear. Los totales empiezan de nuevo en 0; la clasificación de la noche guarda cada partida.
night-again_profile = Juego
night-same_profile = { $profile } (como esta partida)
night-again = Jugar otra vez con las mismas personas
night-again_wait = El anfitrión puede empezar otra partida con las mismas personas: este móvil la seguirá.
night-game_of_night = Partida{ " " }{ $number } en esta mesa: la noche hasta ahora
menu-seat_of = Tu asiento:{ " " }{ $name }
menu-seat = Tu asiento
menu-seat_text = Este móvil guarda tu asiento: al recargar o despertarlo vuelves a la mesa. Para pasar el asiento a otro móvil, abre allí este enlace privado (guárdalo en secreto: es tu asiento).
toast-link_copied = Enlace de regreso copiado.
toast-copy_failed = No se pudo copiar: selecciona el enlace de arriba.
menu-copy_link = Copiar el enlace de regreso
menu-board = Pantalla grande
board-open_laptop = { $link } en un portátil o una tele, para que todos la vean.
menu-lost = Móviles perdidos
menu-lost_text = ¿El móvil de alguien perdió su asiento? Muestra su QR de regreso y deja que lo escanee. Su enlace antiguo deja de funcionar.
menu-people = Personas en la mesa
menu-host = Anfitrión
howto-title = Cómo se juega a{ " " }{ $profile }
howto-profiles = Juegos
howto-head_deal = Qué se reparte
howto-head_wrong = Adónde van las cartas que están mal
howto-head_markers = Marcadores
howto-head_dealer = Qué toca el repartidor
howto-cards_stay = Las cartas de verdad se quedan en la mesa: los móviles llevan las cuentas, los marcadores y los puntos.
howto-howell_intro = El juego completo, de 4 a 8 personas. En cada ronda, una persona es el repartidor e inventa una regla secreta que dice qué carta puede seguir a cuál. Los demás juegan cartas en la línea principal e intentan descubrir la regla. Cada uno reparte una vez; gana el total más alto.
howto-howell_deal = Baraja 3 barajas juntas. Reparte 14 cartas a cada jugador; el repartidor no tiene mano, y el resto es el mazo. El repartidor pone una o más cartas de salida para empezar la línea principal. Cuenta los jugadores desde la izquierda del repartidor hasta el valor de la última carta de salida (as 1, jota 11, reina 12, rey 13): ese jugador empieza, y los turnos siguen hacia la izquierda.
howto-howell_wrong = En tu turno, juega una carta o una serie de varias, o declara «sin jugada». Bien: las cartas se unen a la línea principal. Mal: cuelgan en una línea secundaria bajo el final actual de la línea principal, en el orden jugado, y robas 2 cartas por cada una. «Sin jugada» cierto: tu mano va bajo el mazo y tomas una mano nueva con 4 cartas menos. Falso: el repartidor pone una de tus cartas que estaba bien, y robas 5.
howto-howell_markers = Cada 10.ª carta puesta en la mesa, en la línea principal o en una secundaria, lleva un marcador, también dentro de una serie. A partir de 30 cartas en la mesa, una jugada mal expulsa a su jugador. Justo después de tu propio turno puedes declararte profeta: el marcador del profeta va sobre la última carta de la línea principal, y juzgas las jugadas antes que el repartidor, hasta que el repartidor te corrija.
howto-howell_dealer = Sella tu regla en tu móvil antes de las cartas de salida: los demás solo ven su huella. Toca cuántas cartas de salida pusiste y el valor de la última. Luego toca Bien o Mal en cada jugada (con un profeta: Confirmar o Corregir). Tu móvil dice qué va dónde. Deshacer anula un toque equivocado.
howto-abbott_intro = El juego original de Abbott, de 4 a 8 personas, jugado como Howell con dos cambios: el compañero sortea quién empieza, y si el anfitrión termina la partida antes, quien no haya repartido nunca recibe 10 más.
howto-abbott_deal = Baraja 3 barajas juntas. Reparte 14 cartas a cada jugador; el repartidor no tiene mano, y el resto es el mazo. El repartidor pone una o más cartas de salida para empezar la línea principal. El compañero sortea quién empieza; los turnos siguen hacia la izquierda.
howto-abbott_dealer = Sella tu regla en tu móvil antes de las cartas de salida: los demás solo ven su huella. Toca cuántas cartas de salida pusiste. Luego toca Bien o Mal en cada jugada (con un profeta: Confirmar o Corregir). Tu móvil dice qué va dónde. Deshacer anula un toque equivocado.
howto-express_intro = La versión rápida, de 3 a 8 personas: una carta cada vez, sin profetas ni expulsión. Adivina la regla en voz alta para terminar la ronda.
howto-express_deal = Baraja 2 barajas juntas. Reparte 12 cartas a cada jugador (o 10, según las opciones); el repartidor no tiene mano, y el resto es el mazo. El repartidor da la vuelta a una carta del mazo: la carta de salida. Empieza el jugador a la izquierda del repartidor.
howto-express_wrong = En tu turno, juega exactamente una carta, o declara «sin jugada». Bien: se une a la línea principal. Mal: va a una línea secundaria bajo el final de la línea principal, y robas 1. «Sin jugada» cierto: tu mano va bajo el mazo y tomas una carta menos. Falso: el repartidor pone una de tus cartas que estaba bien, y robas 1.
howto-express_markers = Sin profetas ni expulsión, aquí los marcadores no cambian nada; los móviles cuentan la mesa igualmente. Tras una jugada bien o un «sin jugada» cierto puedes adivinar la regla en voz alta, una vez: acertar termina la ronda y suma 6 más.
howto-express_dealer = Sella tu regla en tu móvil, luego da la vuelta a la carta de salida del mazo y toca Colocar la salida. Toca Bien o Mal en cada carta y en cada intento de adivinar. Tu móvil dice qué va dónde. Deshacer anula un toque equivocado.
board-expulsion_active = La expulsión está activa
board-expulsion_active_text = Ahora una jugada mala expulsa al jugador de esta ronda.
board-expulsion_in =
    { $n ->
        [one] Expulsión en{ " " }{ $left } carta
       *[other] Expulsión en{ " " }{ $left } cartas
    }
board-expulsion_count_prophet =
    { $n ->
        [one] { $n } carta desde el marcador del profeta; a las { $threshold }, una jugada mala expulsa.
       *[other] { $n } cartas desde el marcador del profeta; a las { $threshold }, una jugada mala expulsa.
    }
board-expulsion_count =
    { $n ->
        [one] { $n } carta en la mesa; a las { $threshold }, una jugada mala expulsa.
       *[other] { $n } cartas en la mesa; a las { $threshold }, una jugada mala expulsa.
    }
board-whose_turn = A quién le toca
board-fullscreen = Pantalla completa
board-leave_fullscreen = Salir de pantalla completa
board-open = Abrir la pantalla grande
board-open_tablet = { $link } en una tableta o tele, para que todos la vean.
https-note = Instalar la aplicación requiere HTTPS. Con http simple todo lo demás funciona, y el primer toque mantiene la pantalla encendida. Cómo servir el compañero por HTTPS:{ " " }{ $guide }.
https-dismiss = Entendido
tag-undone = deshecho
tag-host = anfitrión
tag-you = tú
history-empty = Nada todavía.
history-older = Mostrar líneas anteriores
log-create =
    { $profile ->
       *[howell] { $host } abrió una mesa Howell.
        [abbott] { $host } abrió una mesa Abbott.
        [express] { $host } abrió una mesa Express.
    }
log-join =
    { $late ->
        [yes] { $name } se sentó y recibe cartas desde la próxima ronda.
       *[no] { $name } se sentó.
    }
log-seat = { $by } fijó el orden de asientos: { LIST($order, type: "unit") }.
log-options = { $by } cambió las opciones: { LIST($options, type: "unit") }.
log-kick =
    { $late ->
        [yes] { $by } quitó a { $who } de la partida; sus puntos hasta ahora se mantienen.
       *[no] { $by } quitó a { $who } de la mesa.
    }
log-start =
    { $chosen ->
        [drawn] Empezó la partida; el primer repartidor es{ " " }{ $first_dealer } (al azar).
       *[named] Empezó la partida; el primer repartidor es{ " " }{ $first_dealer } (elegido por el anfitrión).
    }
log-seal_rule = { $by } selló la regla secreta.
log-starter =
    { $ranked ->
        [yes]
            { $n ->
                [one] { $by } colocó { $n } carta de salida, último valor { $rank }.
               *[other] { $by } colocó { $n } cartas de salida, último valor { $rank }.
            }
       *[no]
            { $n ->
                [one] { $by } colocó { $n } carta de salida.
               *[other] { $by } colocó { $n } cartas de salida.
            }
    }
log-attempt =
    { $n ->
        [one] { $who } jugó { $n } carta.
       *[other] { $who } jugó { $n } cartas.
    }
log-no_play = { $who } declaró «sin jugada».
log-judge =
    { $verdict ->
        [right] { $who } juzgó: bien.
       *[wrong] { $who } juzgó: mal.
    }
log-confirm = { $by } confirmó el juicio del profeta.
log-overrule =
    { $verdict ->
        [right] { $by } corrigió al profeta: bien.
       *[wrong] { $by } corrigió al profeta: mal.
    }
log-declare_prophet = { $who } se hizo profeta.
log-guess =
    { $verdict ->
        [right] { $who } dijo la regla: acertó.
       *[wrong] { $who } dijo la regla: falló.
    }
log-buy_hint =
    { $worded ->
        [yes] { $who } compró una pista: { $hint }
       *[no] { $who } compró una pista.
    }
log-withdraw = { $who } retiró la jugada.
log-undo =
    { $reopened ->
        [yes] { $by } deshizo la acción { $target } y reabrió la ronda { $deal }; su regla sigue a la vista de todos.
       *[no] { $by } deshizo la acción { $target }.
    }
log-next_deal = { $by } empezó la siguiente ronda.
log-end_game = { $by } terminó la partida.
log-new_game =
    { $profile ->
        [howell] { $by } empezó la partida { $game } con las mismas personas y asientos, con las reglas Howell.
        [abbott] { $by } empezó la partida { $game } con las mismas personas y asientos, con las reglas Abbott.
        [express] { $by } empezó la partida { $game } con las mismas personas y asientos, como Eleusis Express.
       *[same] { $by } empezó la partida { $game } con las mismas personas y asientos.
    }
log-ends_game = Todos en la mesa han repartido: la partida ha terminado.
log-other = { $type }
log-closed_guess = Con eso se cerró la oportunidad de{ " " }{ $closes } de adivinar.
log-closed_declare = Con eso se cerró la oportunidad de{ " " }{ $closes } de declararse profeta.
log-closed_window = Con eso se cerró la oportunidad de{ " " }{ $closes }.
result-deposed =
    { $n ->
        [one] El profeta{ " " }{ $prophet } queda destituido y roba { $n } carta.
       *[other] El profeta{ " " }{ $prophet } queda destituido y roba { $n } cartas.
    }
result-illegal_pick = La carta que eligió el profeta vuelve a la mano de{ " " }{ $who }.
result-take_back = { $who } recoge sus cartas.
result-right =
    { $n ->
        [one] Bien: la carta de{ " " }{ $who } va a la línea principal.
       *[other] Bien: las{ " " }{ $n } cartas de { $who } van a la línea principal.
    }
result-wrong =
    { $n ->
        [one] Mal: la carta de{ " " }{ $who } va a una línea secundaria.
       *[other] Mal: las{ " " }{ $n } cartas de { $who } van a una línea secundaria.
    }
result-keeps_hand = { $who } se queda con su mano.
result-no_play_right_empty = El «sin jugada» era cierto:{ " " }{ $who } pone su mano bajo el mazo; la mano queda vacía.
result-no_play_right =
    { $n ->
        [one] El «sin jugada» era cierto:{ " " }{ $who } pone su mano bajo el mazo y toma { $n } carta.
       *[other] El «sin jugada» era cierto:{ " " }{ $who } pone su mano bajo el mazo y toma { $n } cartas.
    }
result-no_play_false = El «sin jugada» era falso: el repartidor pone una carta válida de{ " " }{ $who } en la línea principal.
result-draws =
    { $n ->
        [one] { $who } roba { $n } carta.
       *[other] { $who } roba { $n } cartas.
    }
result-expelled = { $who } queda expulsado de esta ronda.
result-marker = Pon un marcador bajo la carta{ " " }{ $at }.
rulebook-group_good = Buenas: valen de { $low } a { $high } de { $pack }
rulebook-group_too_easy = Demasiado fáciles: valen más de { $high } de { $pack }
rulebook-group_hard = Difíciles: valen menos de { $low } de { $pack }
game-delete_table = Borrar esta mesa
game-delete_table_confirm = Toca otra vez para borrar para siempre la mesa, su partida y los nombres de todos
night-placed = { $name } se sienta ahora a la izquierda de { $left }.
log-make_host = { $by } hizo a { $who } anfitrión de esta mesa.
error-already_prophet = Solo se puede ser profeta una vez por ronda.
error-bad_after = Se pidió el registro de una forma que el compañero no entiende.
error-bad_verdict = Un veredicto es bien o mal.
error-cannot_kick_host = No se puede quitar al anfitrión.
error-deal_not_over = La ronda aún no ha terminado.
error-dealer_only = Solo el repartidor puede hacer eso.
error-dealer_or_host_only = Solo el repartidor o el anfitrión pueden hacer eso.
error-empty_hand_claim = La mano está vacía, así que el «sin jugada» es cierto: ninguna carta puede ir a la línea principal.
error-expelled = Un jugador expulsado no puede hacerse profeta.
error-hint_already_bought = Ya se compró una pista en este turno.
error-host_only = Solo el anfitrión puede hacer eso.
error-judge_only = Solo juzgan el repartidor o el profeta.
error-no_guess_now = Solo quien acaba de jugar bien puede adivinar, antes del siguiente turno.
error-no_guessing = En este perfil, decir la regla en voz alta no termina la ronda.
error-no_hints = En esta mesa no hay pistas.
error-no_prophets = Este perfil no tiene profetas.
error-not_enough_cards = No hay cartas suficientes para estas manos: añade una baraja o reparte menos cartas.
error-not_just_played = Solo puede declararse quien acaba de terminar su turno, antes de que se juegue el siguiente.
error-not_started = La partida no ha empezado.
error-not_your_turn = No es el turno de ese jugador.
error-nothing_to_confirm = No hay ningún juicio del profeta que confirmar o corregir.
error-nothing_to_judge = No hay nada esperando un juicio.
error-nothing_to_undo = No queda nada de esta ronda que deshacer.
error-nothing_to_withdraw = No hay nada que retirar.
error-one_card_only = En este perfil se juega exactamente una carta.
error-one_starter_card = En este perfil la salida es exactamente una carta.
error-overrule_same_verdict = Corregir da el otro veredicto (el mismo solo si el profeta eligió una carta que no vale).
error-own_play_only = Solo quien jugó puede retirar la jugada (el repartidor puede deshacerla).
error-prophet_in_office = Ya hay un profeta.
error-prophet_judges_first = Primero juzga el profeta; luego confirma o corrige.
error-rank_required = Indica el valor de la última carta de salida (de A a K).
error-starter_placed = La regla solo se puede sellar antes de colocar la salida.
error-too_few_players = Deben quedar al menos otros dos jugadores activos.
error-too_many_cards = Son más cartas de las que hay.
error-too_many_records = { $detail ->
        [yes] { $reserved ->
                [yes] { $phase ->
                        [lobby] La preparación de esta partida ya tiene { $used } de las { $most } entradas que puede tener (el resto queda para un veredicto, un deshacer o una expulsión); empieza la partida.
                        [game_over] La última ronda de esta partida ya tiene { $used } de las { $most } entradas que puede tener (el resto queda para un veredicto, un deshacer o una expulsión); empieza una partida nueva.
                       *[deal] Esta ronda ya tiene { $used } de las { $most } entradas que puede tener (el resto queda para un veredicto, un deshacer o una expulsión); empieza la siguiente ronda o termina la partida.
                }
               *[no] { $phase ->
                        [lobby] La preparación de esta partida ya tiene { $used } de las { $most } entradas que puede tener; empieza la partida.
                        [game_over] La última ronda de esta partida ya tiene { $used } de las { $most } entradas que puede tener; empieza una partida nueva.
                       *[deal] Esta ronda ya tiene { $used } de las { $most } entradas que puede tener; empieza la siguiente ronda o termina la partida.
                }
            }
       *[no] Esta ronda tiene el máximo de entradas que puede tener una ronda; empieza la siguiente o termina la partida.
    }
error-verdict_given = El profeta ya juzgó: la jugada ya no se puede retirar.
error-wrong_number_of_people = { $detail ->
        [yes] { $at ->
                [deal] Una ronda { $profile } necesita al menos { $least } personas: sienta a alguien nuevo o termina la partida.
               *[game] Una partida { $profile } necesita de { $least } a { $most } personas.
            }
       *[no] Este juego necesita otro número de personas.
    }
error-wrong_phase = Eso no se puede hacer ahora.
error-end_game_final = El anfitrión terminó la partida: es definitivo y no se puede deshacer.
error-game_not_over = La partida no ha terminado: una nueva empieza cuando acabe.
error-too_many_seals = { $detail ->
        [yes] La regla se selló { $most } veces en esta ronda, el máximo permitido: ya no se puede sellar otra vez.
       *[no] La regla se selló demasiadas veces en esta ronda: ya no se puede sellar otra vez.
    }
error-too_many_withdrawals = { $detail ->
        [yes] Este asiento ya retiró tantas jugadas como puede un asiento en una ronda ({ $most }): esta espera el veredicto.
       *[no] Este asiento ya retiró tantas jugadas como puede un asiento en una ronda: esta espera el veredicto.
    }
error-host_undoes_seats = La partida ha terminado: solo el anfitrión puede deshacer un cambio de asientos o que se quitara a alguien.
error-joined_since = { $detail ->
        [yes] { $why ->
                [alike] Alguien se sentó después de que se quitara a { $who }, con un nombre parecido: la mesa no podría distinguirlos.
               *[full] Alguien se sentó después de que se quitara a { $who }: volver a sentar a { $who } dejaría más de 8 personas en la mesa.
            }
       *[no] Alguien se sentó después de que se quitara a esa persona: volver a sentarla dejaría más de 8 personas en la mesa, o dos con nombres parecidos.
    }
error-bad_order = El orden de asientos debe nombrar una sola vez a cada persona sentada.
error-already_formed = Las mesas ya están formadas: añade una mesa o cambia a alguien de mesa.
error-not_enough_people = { $detail ->
        [yes] Una mesa necesita al menos { $least } personas; espera a que lleguen más.
       *[no] Una mesa necesita más personas; espera a que lleguen más.
    }
error-not_formed = Forma primero las mesas.
error-organizer_only = Solo quien organiza la sala puede hacer eso.
error-same_table = Esa persona ya está en esa mesa.
error-too_many_tables = { $detail ->
        [yes] Una sala tiene como mucho { $most } mesas.
       *[no] Una sala tiene como mucho 50 mesas.
    }
error-unknown_person = No hay nadie con ese identificador en esta sala.
error-unknown_room_table = La sala no tiene ninguna mesa con ese número.
error-unknown_code = No hay ninguna mesa ni ninguna sala con este código.
error-unknown_rule = Esa regla no está en el libro de reglas.
error-bad_table = La mesa debe indicarse por su número en la sala.
error-bad_tables = { $detail ->
        [yes] El número de mesas debe ser un número entero de { $least } a { $most }.
       *[no] El número de mesas debe ser un número entero de 1 a 50.
    }
error-bad_person = Una persona debe indicarse por su identificador en la sala.

opt-pair = { $label }: { $value }
opt-packs = Barajas de 52 cartas
opt-hand_size = Cartas repartidas a cada jugador
opt-first_player = Primer jugador
opt-first_player-rank = contado por el valor de la última carta de salida
opt-first_player-random = al azar
opt-first_player-left = a la izquierda del repartidor
opt-expulsion_threshold = La expulsión empieza en la carta
opt-expulsion_threshold-30 = 30 (tercer marcador)
opt-expulsion_threshold-40 = 40 (cuarto marcador)
opt-stock_out = Cuando se acaba el mazo
opt-stock_out-short = la ronda termina cuando no se puede robar
opt-stock_out-last_card = la ronda termina con su última carta
opt-stock_out-add_pack = se añade una baraja nueva
opt-never_dealt_bonus = Bonificación por no haber repartido nunca (final anticipado)
opt-hints = Los jugadores pueden comprar pistas
opt-incorrect_guess_penalty = Respuesta equivocada
opt-incorrect_guess_penalty-0 = sin penalización
opt-incorrect_guess_penalty-1 = roba 1 carta
opt-next_dealer = Siguiente repartidor
opt-next_dealer-left = a la izquierda del repartidor
opt-next_dealer-winner = el ganador de la ronda
lobby-seated_label = Sentados, en el sentido de las agujas del reloj
lobby-connected = conectado
lobby-not_connected = sin conexión
seat-drag_title = Arrastra a{ " " }{ $name } a otro asiento
lobby-who_is_here = Quién está
lobby-table = Mesa{ " " }{ $code }
lobby-seated = { $profile } · { $n } sentados (se juega con { $min }–{ $max } personas)
seat-check_hint = Se juega en el sentido de las agujas del reloj desde la izquierda del repartidor: comprueba que la lista da la vuelta a la mesa en ese sentido. Arrastra un nombre por su asa ⠿, o toca Vaciar y luego a todos en orden.
seat-tap_hint = Toca a todos en el sentido de las agujas del reloj, empezando por cualquiera.
seat-clockwise = En el sentido de las agujas del reloj:{ " " }{ $order }
seat-tapped = { $n } de { $total } tocados
seat-save = Guardar el orden de asientos
seat-clear = Vaciar
seat-set = Fijar el orden de asientos
lobby-first_dealer_random = al azar
lobby-first_dealer = Primer repartidor
seat-start_with_order = Empezar con este orden
lobby-start_game = Empezar la partida
lobby-need_people = Hacen falta{ " " }{ $min }–{ $max } personas; hay { $n } sentados.
lobby-options = Opciones
lobby-save_options = Guardar las opciones
lobby-seated_waiting_for = Estás sentado. Esperando a que{ " " }{ $host } empiece.
lobby-waiting_for = Esperando a que{ " " }{ $host } empiece.
lobby-seated_waiting = Estás sentado. Esperando a que el anfitrión empiece.
lobby-waiting = Esperando a que el anfitrión empiece.
lobby-start = Inicio

## The room's big screen (static/js/room/board.js)
page-title_room_board = Sala { $code } · pantalla grande
where-room_board = Pantalla grande · Sala { $code }
room_board-not_found = No existe esa sala
room_board-not_found_text = No hay ninguna sala { $code }. Comprueba el código en la pantalla del organizador.
room_board-title = Una sala de mesas
room_board-scan = Escanea el código con tu móvil, o abre:
room_board-qr_alt = Código QR para unirse a la sala { $code }
room_board-code_label = Código de la sala { $code }
room_board-waiting = Esperando ({ $n })
room_board-join_line = Unirse: { $url } · código { $code }
room_board-table = Mesa { $number }
room_board-phase_lobby = antes del inicio
room_board-phase_starter = carta inicial
room_board-phase_turn = jugando
room_board-phase_judging = juicio
room_board-phase_confirming = confirmación
room_board-phase_deal_over = ronda terminada
room_board-phase_game_over = partida terminada
room_board-dealer = Repartidor
room_board-deal = Ronda
room_board-mainline = Línea principal
room_board-prophet = Profeta
room_board-leader = En cabeza
room_board-rules = Las reglas de las rondas jugadas
room_board-rule = Ronda { $deal }: { $rule } ({ $n } en la línea principal)
room_board-no_rule = ninguna regla sellada

## The board speaks (static/js/speech.js)
speech-off = Voz: apagada
speech-on = Voz: encendida
speech-no_voice = Voz: este navegador no tiene voz para este idioma
speech-prophet = { $who } es el profeta.
speech-deal_over = La ronda { $number } ha terminado. La regla era: { $rule }
error-bad_action_id = { $detail ->
        [yes] Este móvil envió un toque que el compañero no pudo leer (su action_id debe tener de 1 a { $most } caracteres visibles).
       *[no] Este móvil envió un toque que el compañero no pudo leer.
    }

error-stale_version = { $at ->
        [room] La sala cambió mientras tanto; mira otra vez y vuelve a intentarlo.
       *[table] La mesa cambió mientras tocabas: mira otra vez y vuelve a intentarlo.
    }

error-bad_limit = { $detail ->
        [yes] Se pidió el registro de una forma que el compañero no entiende (limit debe ir de 1 a { $most }).
       *[no] Se pidió el registro de una forma que el compañero no entiende.
    }

error-out_of_range = { $detail ->
        [yes] { refusal-field }: debe ir de { $least } a { $most }.
       *[no] Un número está fuera de lo permitido.
    }

error-bad_field = { $detail ->
        [yes] { $problem ->
                [number] { refusal-field }: debe ser un número entero.
                [mark] { refusal-field }: no puede empezar con un acento o una marca suelta.
                [key] { refusal-field }: debe nombrarse por su clave (howell, abbott o express).
               *[text] { refusal-field }: debe ser texto.
            }
       *[no] Uno de los campos no es correcto: revisa lo que escribiste.
    }

error-bad_option = { $detail ->
        [yes] { $kind ->
                [number] La opción «{ $option }» debe ser un número entero de { $least } a { $most }.
                [choice] La opción «{ $option }» debe ser uno de { $values }.
               *[bool] La opción «{ $option }» debe ser true o false.
            }
       *[no] Una de las opciones tiene un valor que no puede tomar.
    }

error-unknown_option = { $detail ->
        [yes] La opción «{ $option }» no pertenece al perfil { $profile }.
       *[no] Una de las opciones no pertenece a este perfil.
    }

error-bad_expected_version = Este móvil envió un toque que el compañero no pudo leer.

## Shared words of the screens a seated phone loads later (the lobby, the menu, the options, the game's end, rejoin)
common-back = Atrás
common-cancel = Cancelar
common-deal = Ronda{ " " }{ $number }
common-no = no
common-yes = sí
common-one_fewer = uno menos
common-one_more = uno más
invite-code_line = Código{ " " }{ $code } · { $link }
invite-summary = Invitar: código QR y enlace
rejoin-qr_alt = Código QR para que{ " " }{ $name } regrese
rejoin-text = { $name } escanea esto para recuperar el asiento. El enlace antiguo de este asiento ya no funciona.
organizer-sits =
    { $n ->
        [0] Nadie se sienta aquí:
        [one] Se sienta aquí:
       *[other] Se sientan aquí { $n }:
    }
organizer-host_controls = Controles del anfitrión
organizer-at_table = { $name } ({ $table })
organizer-board = Abrir el tablero de la sala (para un proyector)
organizer-move_here = Traer aquí
organizer-nobody_seated = Nadie se sienta en esta mesa.
organizer-nobody_to_move = Toda la sala se sienta ya aquí.
organizer-remove = Quitar
organizer-remove_confirm = ¿Quitar a { $name } de la sala?
organizer-remove_label = Quitar a { $name } de la sala
organizer-remove_who = Quién deja la sala
organizer-rename_to = Nombre de la mesa
organizer-rename_save = Guardar el nombre
organizer-tab_tables =
    { $n ->
        [0] La sala (aún sin mesa)
        [one] La sala (1 mesa)
       *[other] La sala ({ $n } mesas)
    }
organizer-tab_result = El resultado
organizer-tabs = La pantalla de la organización
organizer-tools = Qué hacer en { $table }
organizer-tool_host = Anfitrión
organizer-tool_propose = Proponer regla
organizer-tool_move = Traer a alguien
organizer-tool_remove = Quitar a alguien
organizer-tool_rename = Renombrar
room-result_deal_unsealed = Mano { $deal }, repartida por { $dealer }: terminó antes de sellar una regla, línea principal de { $n }
room_board-loopback = Solo escucha en { $host }: arráncalo con --host 0.0.0.0 o --public-url.
room_board-nobody = nadie aún
start-organizer_name = Nombre de quien organiza
start-organizer_placeholder = p. ej. Sra. Lee

# a room's tables by name (issue 43)
room-table_default = Mesa { $n }
where-room_table = { $name } · { $code }
room-going = Vas a «{ $name }»: te sentarán allí cuando acabe su mano.
room-seated_at = Tu mesa: { $name }
error-deal_in_progress = Se está jugando una mano en esa mesa: espera a que termine.
error-table_deleted = Esa mesa se eliminó de la sala.
error-table_name_taken = Otra mesa tiene ese nombre, o uno que se le parece.
error-room_table = Esta mesa pertenece a una sala: la organización la elimina desde la pantalla de la sala.
room-csv_table = Mesa
room-csv_game = Partida
room-csv_deal = Mano
room-csv_dealer = Repartidor
room-csv_rule = Regla
room-csv_mainline = Línea principal
room-csv_person = Persona
room-csv_total = Total
room-csv_winner = Ganador
room-csv_yes = sí
room-csv_no = no
organizer-tool_delete = Borrar
organizer-delete = Borrar esta mesa
organizer-delete_confirm = ¿Borrar { $table }?
organizer-delete_text = Solo entre dos manos: su gente vuelve a la sala de espera, sus partidas quedan en el resultado.
organizer-deleted = (borrada de la sala)
room-seat_reissued = El anfitrión dio un nuevo enlace a tu sitio en «{ $name }»: ábrelo en el teléfono que lo tiene, o pídeselo.

error-dealer_writes_none = El repartidor conoce la regla: no escribe hipótesis.
error-players_of_the_deal_only = Solo un jugador de esta mano puede escribir una hipótesis.
error-notebook_closed = La mano ha terminado: su cuaderno no admite más hipótesis y ninguna se puede tachar.
error-rule_not_sealed = La regla aún no está sellada: las hipótesis vienen después.
error-too_many_hypotheses = { $detail ->
        [yes] Este jugador escribió { $most } hipótesis en esta mano, el máximo.
       *[no] Este jugador escribió tantas hipótesis como se permite en esta mano.
    }
error-unknown_hypothesis = Esa hipótesis no existe en esta mano.
error-own_hypothesis_only = Solo quien la escribió puede tachar una hipótesis.
error-already_struck = Esa hipótesis ya está tachada.
error-too_many_markings = { $detail ->
        [yes] El repartidor marcó y desmarcó { $most } veces en esta mano, el máximo.
       *[no] El repartidor marcó y desmarcó tantas veces como se permite.
    }
error-already_marked = Esa hipótesis ya está marcada.
error-not_marked = Esa hipótesis no está marcada.
error-markup_refused = Una hipótesis no puede llevar marcado (una etiqueta como <b> o una entidad como &amp;); escríbela como texto simple.
error-stale_notebook = El cuaderno cambió en otro servidor al mismo tiempo; envíala de nuevo.
notebook-title = Mi cuaderno
notebook-no_deal = El cuaderno se abre con una mano.
notebook-organizer_sees = Las hipótesis de todos los jugadores de esta mano, según las escriben: nadie en la mesa las ve antes de que termine la mano.
notebook-dealer_writes_none = Esta vez repartes tú: conoces la regla, así que no escribes hipótesis. El cuaderno de la mesa se muestra al terminar la mano.
notebook-secret = Las hipótesis de los jugadores son secretas hasta que termine la mano.
notebook-only_you = Escribe lo que crees que es la regla. Solo tú lo ves hasta que termine la mano; luego, toda la mesa.
notebook-not_sealed = Podrás escribir cuando el repartidor haya sellado la regla.
notebook-yours =
    { $n ->
        [0] Aún no hay hipótesis
        [one] Una hipótesis
       *[other] { $n } hipótesis
    }
notebook-label = Tu hipótesis
notebook-placeholder = El rojo sigue al negro…
notebook-most = Como máximo { $most } caracteres.
notebook-send = Anotarla
notebook-none = Ninguna aún.
notebook-at_card = en la carta { $table } (línea principal { $mainline })
notebook-struck = tachada
notebook-states_rule = enuncia la regla
notebook-discovery = descubrimiento
notebook-strike = Tachar
notebook-mark = Enuncia la regla
notebook-table_title = El cuaderno de la mesa
notebook-writers =
    { $n ->
        [0] Nadie escribió una hipótesis.
        [one] Un jugador escribió hipótesis.
       *[other] { $n } jugadores escribieron hipótesis.
    }
notebook-mark_help = Has repartido: marca cada hipótesis que enuncia tu regla.
notebook-discovered = { $who } descubrió la regla en la carta { $table }.
notebook-board_title = Hipótesis que enuncian la regla
notebook-board_none =
    { $n ->
        [0] Ninguna hipótesis.
        [one] Una hipótesis, ninguna marcada aún.
       *[other] { $n } hipótesis, ninguna marcada aún.
    }
notebook-live_title = Hipótesis de la mano { $number }
notebook-title_class = Hipótesis
notebook-result_writers =
    { $n ->
        [0] nadie escribió hipótesis;
        [one] 1 jugador escribió hipótesis;
       *[other] { $n } jugadores escribieron hipótesis;
    }

organizer-hosts_too = { $name } también es anfitrión
