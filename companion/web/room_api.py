"""The HTTP API of a room of tables (API.md, "A room of tables"): parse, call the room service, answer JSON.

The same conventions as a table's calls (``api.py``): the room is looked up
before its token (404, then 401), the token before the body; errors become
JSON in one place (``wire.to_wire``). Nothing here knows a rule of the room.
"""
from __future__ import annotations

from flask import Response, request

from companion.admission import policy
from companion.rules import room_view
from companion.service import lookup
from companion.service.bodies import options_of, parse_json
from companion.service.codes import normalise_code
from companion.service.room_service import RoomService
from companion.web import admit, api, pages
from companion.web.api import bearer_token, body_bytes, client_key, json_body, qr_response, snapshot_response
from companion.web.pages import join_base
from companion.web.services import services

# the table API's blueprint: its checks before every request with a code (an address blocked for
# unknown codes), and its count of unknown codes (a room's 404 too), hold here as well
bp = api.bp


def rooms() -> RoomService:
    return services().rooms


def room_join_url(code: str) -> str:
    return f"{join_base()}/r/{code}"


@bp.post("/api/rooms")
def create_room():
    services().admission.take("room_create", client_key())
    body = json_body()
    code, person, token = rooms().create(body.get("name"), body.get("profile", "howell"), options_of(body),
                                         body.get("tables"), body.get("organizer_name"))
    return snapshot_response({"code": code, "join_url": room_join_url(code), "person_id": person,
                              "token": token}, 201)


@bp.get("/api/rooms/<code>")
def get_room(code):
    return snapshot_response(rooms().view(code, bearer_token()))


@bp.delete("/api/rooms/<code>")
def delete_room(code):
    """The organizer deletes the room with every table in it (``RoomService.delete``: 404, 401, 403
    ``organizer_only``); its sockets and its tables' close with 4410, its code answers 404 everywhere."""
    answer = rooms().delete(code, bearer_token())
    admit.charge(request.environ, policy.log_page_cost(answer["records"]))  # policy's `room_delete`
    return snapshot_response(answer)


@bp.get("/api/codes/<code>")
def what_a_code_opens(code):
    """The start page's "go to a table" box: whether a typed code is a table's or a room's, in one
    look-up (an unknown code is one 404, counted once as the table's and the room's are)."""
    return snapshot_response(lookup.opens(rooms(), code))


@bp.post("/api/rooms/<code>/join")
def join_room(code):
    request.get_data(cache=True)  # an oversized body answers 413 here, before it counts as a join
    token = bearer_token()
    rooms().view(code, None)  # 404 first
    if lookup.holder(rooms(), code, token) is None:  # a person back with their token is no new join
        services().admission.join_room(normalise_code(code), request.remote_addr)
    body = json_body()
    person, token = rooms().join(code, body.get("name"), token)
    return snapshot_response({"person_id": person, "token": token}, 201)


@bp.post("/api/rooms/<code>/actions")
def post_room_action(code):
    """One of the organizer's actions: the room service's one path (``RoomService.act``)."""
    service, token = rooms(), bearer_token()
    service.session(code, token)  # 404, then 401, before the body (400)
    return snapshot_response(service.act(code, token, parse_json(body_bytes())))


@bp.get("/api/rooms/<code>/seat")
def get_seat(code):
    """Where the token's holder sits now, with that seat's token (the organizer: every table)."""
    return snapshot_response(rooms().seat(code, bearer_token()))


@bp.get("/api/rooms/<code>/result")
def get_result(code):
    """The room's result as JSON, or ``?format=csv`` as one CSV file, its headers and yes/no in the
    device's language (``?lang=`` names another: the organizer's page sends its own)."""
    result = rooms().result(code)
    if request.args.get("format") != "csv":
        return snapshot_response(result)
    found = pages.catalogs()
    catalog = found.get(request.args.get("lang") or "") or found.get(pages.language()) or found["en"]
    words = {column: catalog.text(f"room-csv_{column}") for column in (*room_view.CSV_COLUMNS, "yes", "no")}
    name = f"room-{normalise_code(code)}.csv"
    return Response(room_view.result_csv(result, words), mimetype="text/csv", headers={
        "Cache-Control": "no-store", "Content-Disposition": f'attachment; filename="{name}"'})


@bp.get("/api/rooms/<code>/qr.svg")
def get_room_qr(code):
    code = normalise_code(code)
    rooms().view(code, None)  # 404 for unknown rooms
    return qr_response(room_join_url(code))
