language = Español
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
common-nobody = nadie
common-you = Tú
common-someone = alguien
common-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
wait-lobby = Esperando a que el anfitrión empiece la partida.
wait-starter_me = Coloca las cartas de salida.
wait-starter = { $dealer } coloca las cartas de salida.
wait-turn_me = Te toca.
wait-turn = Le toca a{ " " }{ $who }.
wait-judge_me_attempt =
    { $n ->
        [one] { $who } juega { $n } carta: te toca juzgar.
       *[other] { $who } juega { $n } cartas: te toca juzgar.
    }
wait-judge_me_no_play = { $who } declara «sin jugada»: te toca juzgar.
wait-prophet_attempt =
    { $n ->
        [one] { $who } juega { $n } carta: juzga el profeta { $judge }.
       *[other] { $who } juega { $n } cartas: juzga el profeta { $judge }.
    }
wait-prophet_no_play = { $who } declara «sin jugada»: juzga el profeta { $judge }.
wait-dealer_attempt =
    { $n ->
        [one] { $who } juega { $n } carta: juzga { $judge }.
       *[other] { $who } juega { $n } cartas: juzga { $judge }.
    }
wait-dealer_no_play = { $who } declara «sin jugada»: juzga { $judge }.
wait-prophet_my_attempt =
    { $n ->
        [one] Juegas{ " " }{ $n } carta: juzga el profeta { $judge }.
       *[other] Juegas{ " " }{ $n } cartas: juzga el profeta { $judge }.
    }
wait-prophet_my_no_play = Declaras «sin jugada»: juzga el profeta{ " " }{ $judge }.
wait-dealer_my_attempt =
    { $n ->
        [one] Juegas{ " " }{ $n } carta: juzga { $judge }.
       *[other] Juegas{ " " }{ $n } cartas: juzga { $judge }.
    }
wait-dealer_my_no_play = Declaras «sin jugada»: juzga{ " " }{ $judge }.
wait-confirm_me_right = El profeta dice bien: confirma o corrige.
wait-confirm_me_wrong = El profeta dice mal: confirma o corrige.
wait-confirm_right = El profeta dice bien:{ " " }{ $dealer } confirma o corrige.
wait-confirm_wrong = El profeta dice mal:{ " " }{ $dealer } confirma o corrige.
wait-deal_over = La ronda{ " " }{ $number } ha terminado.
wait-game_over = La partida ha terminado.
scores-totals = Totales
tag-dealer = repartidor
rule-seal_title = Añadida al azar antes de sellar, para que nadie adivine la huella
profile-howell = Howell
profile-abbott = Abbott
profile-express = Express
profile-people = { $min }–{ $max } personas
profile-howell_blurb = El juego completo: series de cartas, profetas, expulsión a partir de 30 cartas.
profile-abbott_blurb = El original de Abbott: primer jugador al azar; +10 a quien no haya repartido nunca si la partida acaba antes.
profile-express_blurb = Rondas rápidas: una carta cada vez, sin profetas; adivinar la regla vale +6.
page-title_start = Eleusis, el compañero de mesa
page-title_phone = Mesa{ " " }{ $code } · Eleusis
page-title_board = Mesa{ " " }{ $code } · pantalla grande
page-app_name = Eleusis, el compañero de mesa
page-manifest_description = Las cuentas, el profeta, la expulsión y los puntos de una partida de Eleusis en cada móvil.
page-description = Compañero de mesa para Eleusis: las cuentas, el profeta y los puntos en cada móvil.
page-skip = Ir a la mesa
page-brand = Eleusis, el compañero de mesa: página de inicio
page-noscript = Este compañero necesita JavaScript.
common-loading = Cargando…
common-language = Idioma
toast-unreachable = No se pudo contactar con el compañero.
start-title = Abrir una mesa
common-your_name = Tu nombre
loopback-title = Los móviles aún no pueden llegar a este compañero
loopback-listens = Solo escucha en{ " " }{ $host }, una dirección que existe únicamente en este ordenador.
loopback-fix = Reinícialo escuchando en la red:{ " " }{ $command } (o define { $variable }), y mantén los móviles en la misma wifi. Detrás de un proxy, indica su dirección con { $option }.
invite-label = Invitación
invite-qr_alt = Código QR para unirse a la mesa{ " " }{ $code }
invite-scan = Escanea para unirte, o abre
invite-type_code = y escribe el código
join-name_placeholder = p. ej. Beto
join-started_title = La partida ya ha empezado
join-started_text = Ya no se puede unir nadie. Si tenías asiento, pide al anfitrión tu QR de regreso (Mi asiento, en su móvil), o abre el enlace de regreso desde tu móvil anterior. El repartidor también puede introducir tus turnos.
join-watch_board = Ver la pantalla grande
join-title_host = Unirse a la mesa de{ " " }{ $host }
join-title = Unirse a la mesa
join-seated = { $profile } · { $n } sentados: { LIST($names, type: "unit") }
join-submit = Sentarse
lobby-remove = Quitar
lobby-remove_confirm = ¿Quitar a{ " " }{ $name }?
lobby-remove_label = Quitar a{ " " }{ $name }
twotap-changed = La mesa cambió antes de tu segundo toque.{ " " }{ $what }
night-join_between = La ronda{ " " }{ $number } ha terminado: siéntate ahora y recibirás cartas desde la próxima ronda.
night-join_after = Esta partida ha terminado: siéntate ahora para la próxima partida en esta mesa.
rejoin-title = QR de regreso para{ " " }{ $name }
common-close = Cerrar
howto-button = Cómo se juega
rejoin-button = QR de regreso
table-not_found_text = No hay ninguna mesa con el código{ " " }{ $code }.
toast-unseated = Este móvil ya no tiene asiento en la mesa.
conn-refused = sin conexión
conn-live = en directo
conn-connecting = conectando…
conn-reconnecting = reconectando…
conn-offline = sin red
stale-offline_since = Sin red desde las{ " " }{ $time }.
stale-not_connected_since = Sin conexión desde las{ " " }{ $time }.
stale-shows = Esto muestra la mesa tal como estaba a las{ " " }{ $time }; se pone al día sola cuando vuelva la conexión.
announce-game_over_share = La partida ha terminado.{ " " }{ $names } comparten la victoria.
announce-game_over_you = La partida ha terminado. Has ganado.
announce-game_over_wins = La partida ha terminado. Gana{ " " }{ $who }.
toast-join_first = Primero siéntate a la mesa.
toast-stale = La mesa cambió justo antes de tu toque. Mira otra vez y vuelve a tocar.
toast-not_sent = No enviado: no hay conexión con el compañero. Vuelve a tocar cuando se recupere.
nav-label = Vistas
nav-table = Mesa
nav-notebook = Cuaderno
nav-history = Historial
nav-menu = Mi asiento
table-not_found = Mesa no encontrada
table-loading = Cargando la mesa…
table-waiting = Esperando al compañero…
offline-title = Este móvil está sin red
offline-text = La mesa aún no se puede mostrar. Aparecerá sola en cuanto el móvil vuelva a tener red.
where-phone = Mesa{ " " }{ $code }
where-board = Pantalla grande · Mesa{ " " }{ $code }
refusal-field = { $field ->
        [name] Tu nombre
        [room_name] El nombre de la sala
        [table_name] El nombre de la mesa
        [names] El nombre de la sala y el tuyo
        [rule] La regla
        [hint] La pista
        [cards] El número de cartas
        [rank] El rango
        [profile] El perfil
        [hypothesis] La hipótesis
       *[other] Este campo
    }
refusal-try_again = { $retry_after ->
        [one] vuelve a intentarlo en { $retry_after } segundo
       *[other] vuelve a intentarlo en { $retry_after } segundos
    }
error-http = El servidor respondió{ " " }{ $status }.
error-already_seated = Ya estás sentado: sentarse es para un móvil nuevo.
error-bad_json = Este móvil envió algo que el compañero no pudo leer.
error-token_in_url = Este móvil está desactualizado: recarga la página.
error-hello_expected = Este móvil no dijo a tiempo quién es: recarga la página.
error-bad_options = No se pudieron leer las opciones.
error-bad_player = Hay que nombrar a un jugador por su identificador.
error-bad_request = { $part ->
        [body] No se pudo leer el contenido de la petición (mal formado o cortado).
       *[request] No se pudo entender la petición.
    }
error-database_unavailable = El almacenamiento de la mesa no responde ahora; no ha cambiado nada. Vuelve a intentarlo en unos segundos.
error-empty_field = { refusal-field }: no puede estar vacío.
error-expectation_failed = No se pudo entender la petición.
error-forbidden = Esta petición no está permitida.
error-game_over = La partida ha terminado.
error-game_started = La partida ha empezado: eso ya no se puede cambiar.
error-headers_too_large = No se pudo entender la petición.
error-hidden_characters = { $detail ->
        [yes] { refusal-field }: tiene un carácter que no se ve o que cambia cómo se muestra ({ $character }: de control, de ancho cero o de dirección); vuelve a escribirlo sin él.
       *[no] El texto tiene un carácter que no se ve o que cambia cómo se muestra (de control, de ancho cero o de dirección); vuelve a escribirlo sin él.
    }
error-internal_error = Algo falló en el servidor; la mesa no ha cambiado.
error-method_not_allowed = No se pudo entender la petición.
error-missing_field = { refusal-field }: falta y es necesario.
error-missing_token = Este móvil no tiene asiento en la mesa: siéntate primero.
error-name_looks_taken = { $detail ->
        [yes] { $who } se parece a { $seated }, que está sentado; elige un nombre que se vea distinto.
       *[no] Ese nombre se parece al de alguien sentado; elige un nombre que se vea distinto.
    }
error-name_taken = Ya hay alguien sentado con ese nombre; regresa con tu propio enlace o elige otro nombre.
error-not_for_you = Solo el repartidor puede actuar por otro jugador.
error-not_found = No hay nada en esta dirección.
error-not_implemented = No se pudo entender la petición.
error-request_line_too_long = No se pudo entender la petición.
error-table_full = La mesa está llena (8 personas).
error-too_large = Lo enviado es demasiado grande.
error-too_long = { $detail ->
        [yes] { refusal-field }: tiene más de { $most } caracteres.
       *[no] El texto es demasiado largo.
    }
error-too_many_actions = Demasiados toques desde este asiento; { refusal-try_again }.
error-too_many_requests = { $kind ->
        [seat_request] Demasiadas peticiones desde este asiento; { refusal-try_again }.
        [unknown] Demasiados códigos de mesa desconocidos desde esta dirección; { refusal-try_again }.
        [create] Demasiadas mesas nuevas desde esta dirección; { refusal-try_again }.
        [join] Demasiadas entradas desde esta dirección; { refusal-try_again }.
        [room_create] Demasiadas salas nuevas desde esta dirección; { refusal-try_again }.
        [room_join] Demasiadas entradas a esta sala; { refusal-try_again }.
        [message] Demasiados mensajes en esta conexión; { refusal-try_again }.
       *[request] Demasiadas peticiones desde esta dirección; { refusal-try_again }.
    }
error-too_many_sockets = { $detail ->
        [yes] { $kind ->
                [spectators] Esta mesa ya tiene { $limit } conexiones de espectadores, las que admite como mucho; { refusal-try_again }.
               *[spectator_socket] Esta dirección ya tiene { $limit } conexiones abiertas, las que puede tener como mucho; { refusal-try_again }.
            }
       *[no] Ahora mismo hay demasiados móviles conectados a esta mesa; espera un momento.
    }
error-unknown_action = El compañero no conoce esta acción.
error-unknown_player = No hay nadie con ese identificador en esta mesa.
error-unknown_profile = El perfil debe ser howell, abbott o express.
error-unknown_table = No hay ninguna mesa con este código.
error-unknown_token = { $at ->
        [room] Este móvil no se ha unido a esta sala.
       *[table] Este móvil no tiene asiento en esta mesa.
    }
error-request_timeout = La petición llegó demasiado despacio y se cortó; inténtalo de nuevo.
error-too_many_connections = { $detail ->
        [yes] Esta dirección ya tiene { $limit } conexiones abiertas con el servidor, las que puede tener como mucho; cierra alguna (otra pestaña u otro dispositivo); { refusal-try_again }.
       *[no] Demasiadas conexiones desde esta dirección; inténtalo de nuevo en unos segundos.
    }
error-unknown_room = No hay ninguna sala con este código.
removed-again = Para volver a sentarte, pregunta a { $host } y escribe tu nombre.
removed-by_host = { $host } te quitó de la mesa.
table-deleted = Mesa borrada
table-deleted_text = La mesa { $code } se ha borrado, con su partida y los nombres de todos: el servidor no guarda nada de ella.
undo-button = Deshacer:{ " " }{ $what }
undo-confirm = Toca otra vez para deshacer:{ " " }{ $what }
