"""The fast path's head parser (companion/web/fasthttp.py) takes only the plain head a phone
sends for a tap; every other shape is None, so gunicorn reads it as it always did."""
from __future__ import annotations

import pytest

from companion.web.fasthttp import MAX_FIELDS, may_be_fast, parse_head

CODE = "ABCDEF"
PLAIN_FIELDS = [
    b"Host: table.example:8000",
    b"User-Agent: Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile",
    b"Accept: application/json",
    b"Accept-Language: en-GB,en;q=0.9",
    b"Content-Type: application/json",
    b"Authorization: Bearer tok-123_ABC.xyz",
    b"Origin: http://table.example:8000",
    b"Content-Length: 42",
]


def head(*fields: bytes, line: bytes = b"POST /api/tables/ABCDEF/actions HTTP/1.1", plain=True) -> bytes:
    """A request head without its final CRLF CRLF: the phone's fields (unless plain=False), then ``fields``."""
    return b"\r\n".join([line, *(PLAIN_FIELDS if plain else []), *fields])


def without(name: bytes) -> list[bytes]:
    return [f for f in PLAIN_FIELDS if not f.lower().startswith(name.lower() + b":")]


def length_as(*lines: bytes) -> bytes:
    """The phone's head with its Content-Length line replaced by ``lines`` (none: no length at all)."""
    return head(*without(b"Content-Length"), *lines, plain=False)


def test_the_phone_s_plain_tap_head_is_read_as_the_fast_shape():
    parsed = parse_head(head())
    assert parsed is not None
    assert parsed.path == f"/api/tables/{CODE}/actions"
    assert parsed.length == 42
    assert parsed.close is False
    assert parsed.fields["CONTENT_TYPE"] == "application/json"
    assert parsed.fields["AUTHORIZATION"] == "Bearer tok-123_ABC.xyz"
    assert parsed.fields["HOST"] == "table.example:8000"
    assert parsed.fields["USER_AGENT"].startswith("Mozilla/5.0 (Linux;")


def test_connection_keep_alive_or_close_is_still_the_fast_shape_and_close_is_remembered():
    assert parse_head(head(b"Connection: keep-alive")).close is False
    assert parse_head(head(b"Connection: Keep-Alive")).close is False
    assert parse_head(head(b"Connection: close")).close is True


def test_a_zero_length_body_is_still_the_fast_shape():
    parsed = parse_head(length_as(b"Content-Length: 0"))
    assert parsed is not None and parsed.length == 0


def test_thirty_two_fields_are_the_most_the_fast_shape_takes():
    fields = [*PLAIN_FIELDS, *(f"X-Extra-{i}: {i}".encode() for i in range(MAX_FIELDS - len(PLAIN_FIELDS)))]
    assert len(fields) == 32
    assert parse_head(head(*fields, plain=False)) is not None


@pytest.mark.parametrize("shape, raw", [
    ("obs_fold_line_starting_with_space", head(b" continued-value")),
    ("obs_fold_line_starting_with_tab", head(b"\tcontinued-value")),
    ("duplicate_content_length_same_value", head(b"Content-Length: 42")),
    ("duplicate_content_length_other_value", head(b"Content-Length: 7")),
    ("duplicate_content_length_other_case", head(b"content-length: 42")),
    ("transfer_encoding_with_content_length", head(b"Transfer-Encoding: chunked")),
    ("underscore_in_a_name", length_as(b"Content_Length: 42")),
    ("underscore_in_another_name", head(b"X_Custom: 1")),
    ("x_forwarded_for", head(b"X-Forwarded-For: 10.0.0.1")),
    ("x_forwarded_proto", head(b"X-Forwarded-Proto: https")),
    ("forwarded", head(b"Forwarded: for=10.0.0.1")),
    ("expect", head(b"Expect: 100-continue")),
    ("upgrade", head(b"Upgrade: websocket")),
    ("te", head(b"TE: trailers")),
    ("trailer", head(b"Trailer: X-Checksum")),
    ("duplicate_accept", head(b"Accept: application/json")),
    ("http_1_0", head(line=b"POST /api/tables/ABCDEF/actions HTTP/1.0")),
    ("get", head(line=b"GET /api/tables/ABCDEF/actions HTTP/1.1")),
    ("lowercase_method", head(line=b"post /api/tables/ABCDEF/actions HTTP/1.1")),
    ("seven_letter_code", head(line=b"POST /api/tables/ABCDEFG/actions HTTP/1.1")),
    ("five_letter_code", head(line=b"POST /api/tables/ABCDE/actions HTTP/1.1")),
    ("code_with_a_digit", head(line=b"POST /api/tables/ABCDE1/actions HTTP/1.1")),
    ("query_string", head(line=b"POST /api/tables/ABCDEF/actions?x=1 HTTP/1.1")),
    ("absolute_form_target", head(line=b"POST http://x/api/tables/ABCDEF/actions HTTP/1.1")),
    ("two_spaces_in_request_line", head(line=b"POST  /api/tables/ABCDEF/actions HTTP/1.1")),
    ("value_with_a_control_char", head(b"X-Note: a\x01b")),
    ("value_with_a_nul", head(b"X-Note: a\x00b")),
    ("value_with_a_bare_cr", head(b"X-Note: a\rb")),
    ("value_with_del", head(b"X-Note: a\x7fb")),
    ("value_with_non_ascii", head(b"X-Note: caf\xc3\xa9")),
    ("space_before_colon", head(b"X-Note : 1")),
    ("non_digit_content_length", length_as(b"Content-Length: 4x")),
    ("signed_content_length", length_as(b"Content-Length: +42")),
    ("list_content_length", length_as(b"Content-Length: 42, 42")),
    ("empty_content_length", length_as(b"Content-Length:")),
    ("ten_digit_content_length", length_as(b"Content-Length: 1000000000")),
    ("missing_content_length", length_as()),
    ("connection_upgrade", head(b"Connection: upgrade")),
    ("connection_keep_alive_and_upgrade", head(b"Connection: keep-alive, Upgrade")),
    ("thirty_three_fields", head(*PLAIN_FIELDS, *(f"X-Extra-{i}: {i}".encode() for i in range(25)), plain=False)),
])
def test_an_unusual_head_is_not_the_fast_shape(shape, raw):
    assert parse_head(raw) is None, shape


def test_thirty_three_fields_really_is_one_over_the_limit():
    fields = [*PLAIN_FIELDS, *(f"X-Extra-{i}: {i}".encode() for i in range(MAX_FIELDS + 1 - len(PLAIN_FIELDS)))]
    assert len(fields) == 33
    assert parse_head(head(*fields, plain=False)) is None


def test_every_start_of_the_plain_head_may_still_become_the_fast_shape():
    whole = head() + b"\r\n\r"
    for end in range(len(whole) + 1):
        assert may_be_fast(whole[:end]), whole[:end]


@pytest.mark.parametrize("start", [
    b"GET /healthz HTTP/1.1\nHost",  # a bare LF: gunicorn refuses it at once
    b"POST /api/tables/ABCDEF/actions HTTP/1.1\r\nHost: x\nContent",
    b"GE\x01T",
    b"GET /" + b"a" * 5000,  # a request line gunicorn refuses as too long (414)
    b"POST /api/tables/ABCDEFG",
    b"POST /api/tables/AB1",
    b"POST /api/tables/ABCDEF/actions HTTP/1.0\r\n",
    b"POST /api/tables/ABCDEF/actions HTTP/1.1\r\n Host: folded",
    b"POST /api/tables/ABCDEF/actions HTTP/1.1\r\nHost: \x00",
])
def test_a_head_that_cannot_become_the_fast_shape_goes_to_gunicorn_before_it_ends(start):
    assert not may_be_fast(start)
