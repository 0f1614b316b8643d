"""The HTTP API of API.md: parse the request, call the table service, answer JSON.

Nothing here knows a rule of the game. Every request looks its table up,
then its token (404, then 401), before its body; an action's order of checks
is ``TableService.submit``'s. Errors become JSON in one place (``wire.to_wire``).
"""
from __future__ import annotations

from flask import Blueprint, Response, current_app, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from companion.admission import policy
from companion.admission.policy import Admission
from companion.rules import errors
from companion.service import health, notebooks, published
from companion.service.bodies import json_object, log_range, options_of, parse_json
from companion.service.codes import normalise_code
from companion.service.table_service import TableService
from companion.web import admit
from companion.web.wire import error_response
from companion.web.pages import join_base
from companion.web.services import services

bp = Blueprint("api", __name__)


def service() -> TableService:
    return services().tables


def admission() -> Admission:
    return services().admission


def client_key() -> str | None:
    """The key the client's address is counted by (an IPv6 address: its /64; None: this machine itself)."""
    return admission().client(request.remote_addr)


def bearer_token() -> str | None:
    """The token of ``Authorization: Bearer <token>``; a malformed header is a wrong token (``admit.bearer``)."""
    return admit.bearer(request.headers.get("Authorization"))


def body_bytes() -> bytes:
    """The request body; 413 when it is over the limit, chunked bodies included: Werkzeug checks
    Content-Length, but only cuts a chunked body at the limit (the cut text would be ``bad_json``)."""
    raw = request.get_data(cache=True)
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is not None and request.content_length is None and len(raw) >= limit:
        if request.environ["wsgi.input"].read(1):  # one more byte past the limit tells
            raise RequestEntityTooLarge()
    return raw


def json_body() -> dict:
    return json_object(body_bytes())


def snapshot_response(snapshot: dict, status: int = 200) -> Response:
    response = jsonify(snapshot)
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


def json_response(body: bytes, status: int = 200):
    """Already-encoded JSON (a rendered snapshot: encoded once for the sockets and this answer)."""
    return Response(body, status=status, mimetype="application/json", headers={"Cache-Control": "no-store"})


def join_url(code: str) -> str:
    return f"{join_base()}/t/{code}"  # the pages print the same base (one link everywhere)


@bp.errorhandler(errors.NotFound)
def _count_unknown(exc):
    admission().unknown_code(request.remote_addr)
    return error_response(exc)


@bp.post("/api/tables")
def create_table():
    admission().take("create", client_key())
    body = json_body()
    code, player, token = service().create(body.get("profile", "howell"), options_of(body), body.get("host_name"))
    return snapshot_response({"code": code, "join_url": join_url(code), "player_id": player, "token": token}, 201)


def conditional(body, etag: str, mimetype: str, cache_control: str, vary: str | None = None) -> Response:
    """``body`` with its strong ``ETag``: ``If-None-Match`` with it answers 304 without the body."""
    response = Response(body, mimetype=mimetype)
    response.set_etag(etag)
    response.headers["Cache-Control"] = cache_control
    if vary:
        response.vary.add(vary)
    return response.make_conditional(request)


@bp.get("/api/tables/<code>")
def get_table(code):
    """The viewer's snapshot from the current render, with a strong ``ETag``: ``If-None-Match``
    with it answers 304 without the body (nothing is rendered for either)."""
    body, tag = service().rendered(code, bearer_token())
    return conditional(body, tag, "application/json", "private, no-cache", vary="Authorization")  # asked each time


@bp.delete("/api/tables/<code>")
def delete_table(code):
    """The host deletes the table with everything in it (``Retention.delete``: 404, 401, 403 ``host_only``);
    its sockets are closed with 4410, and the code answers 404 from then on, in every process."""
    records = service().retention.delete(code, bearer_token())
    admit.charge(request.environ, policy.log_page_cost(records))  # policy's `delete`: what it removed
    return snapshot_response({"deleted": normalise_code(code), "records": records})


@bp.post("/api/tables/<code>/join")
def join_table(code):
    request.get_data(cache=True)  # an oversized body answers 413 here, before it counts as a join
    admission().take("join", client_key())
    token = bearer_token()
    service().authenticate(code, None)  # 404 first
    body = json_body()
    player, token = service().join(code, body.get("name"), token)
    return snapshot_response({"player_id": player, "token": token}, 201)


@bp.post("/api/tables/<code>/actions")
def post_action(code):
    """An action: the service's one path (``TableService.submit``; a body too large: 413 first). The body
    is read here, before the table is held: a slow body must never hold a table's lock."""
    return json_response(service().submit(code, bearer_token(), parse_json(body_bytes())).body)


@bp.post("/api/tables/<code>/people/<player_id>/rejoin")
def rejoin_seat(code, player_id):
    token = bearer_token()
    tables = service()
    tables.authenticate(code, token, required=True)  # 404, then 401, before the body (400)
    json_object(body_bytes(), empty=True)  # no fields are read
    player, new = tables.reissue(code, token, player_id)
    url = f"{join_url(normalise_code(code))}#token={new}"
    admit.charge(request.environ, policy.DRAWN)  # a code with a token is drawn every time
    return snapshot_response({"player_id": player, "token": new, "rejoin_url": url,
                              "qr_svg": published.qr_svg(url).decode("utf-8")})


@bp.get("/api/tables/<code>/log")
def get_log(code):
    """One page of the log: the records with seq > ``after`` (default 0), at most ``limit``
    (default and most: the service's ``largest_log_page``); ``next_after`` asks for the next page."""
    tables = service()
    token = bearer_token()
    tables.authenticate(code, token)  # 404, then 401, before the query (400)
    after, limit = log_range(request.args.get("after"), request.args.get("limit"), tables.largest_log_page)
    page, made = tables.log_answer(code, token, after, limit)
    if made:  # a page read from the database costs what it holds; a kept one a lookup
        admit.charge(request.environ, policy.log_page_cost(page.records))
    return json_response(page.body)


@bp.get("/api/tables/<code>/notebooks")
def get_notebooks(code):
    """Every ended deal's notebook of hypotheses (a running deal's are in none: its writers and the
    organizer see them in their snapshot's ``my_hypotheses``)."""
    return snapshot_response({"notebooks": notebooks.kept(service(), code, bearer_token())})


@bp.get("/api/tables/<code>/qr.svg")
def get_qr(code):
    code = normalise_code(code)
    service().authenticate(code, None)  # 404 for unknown tables
    return qr_response(join_url(code))


def qr_response(url: str) -> Response:
    """A join link's QR code (drawn once per link); the same bytes for the same link."""
    image, etag, drawn = published.join_svg(url)
    if drawn:
        admit.charge(request.environ, policy.DRAWN)
    return conditional(image, etag, "image/svg+xml", "public, max-age=3600")


@bp.get("/api/rulebook")
def get_rulebook():
    """The dealer's rule book (docs/API.md): the same bytes for everyone, 304 for a tag already held."""
    return conditional(*published.rulebook(), "application/json", "public, max-age=3600")


@bp.get("/api/profiles")
def get_profiles():
    """The profiles, their people, defaults and each option's allowed values (docs/API.md)."""
    return conditional(*published.offered_profiles(), "application/json", "public, max-age=3600")


@bp.get("/healthz")
def healthz():
    body = health.report(service())
    return snapshot_response(body, 200 if body["ok"] else 503)
