"""gunicorn's gevent worker, with its own refusals answered as JSON.

gunicorn refuses some requests before the app sees them: a request line over
``limit_request_line`` (414), too many or too large headers (431), a
malformed request line, header or chunk (400), an unsupported transfer coding
(501). It answers those with a small HTML page (``gunicorn.util.write_error``,
called from ``Worker.handle_error``). A phone, a script or a probe must get
the same ``{"error", "message"}`` JSON as for every other error, with the
same security headers, so this worker replaces that one function in its own
process. gunicorn still decides the status (its exception → status table
stays its own); only the body and headers change. ``companion serve`` names
this class as gunicorn's ``worker_class``.

It also reads each request head of a plain connection itself, and answers
the usual tap without gunicorn's request machinery (``fasthttp``: the why and
the exact shape). Every other request is gunicorn's as before, one at a
time, on the same connection.
"""
from __future__ import annotations

import errno
import json
import ssl

import gevent
from gunicorn import http, util
from gunicorn.workers.ggevent import GeventWorker

from companion.web import fasthttp
from companion.web.headers import security_headers

# status -> (code, sentence); anything else is a plain "bad_request" or "internal_error"
REFUSALS = {
    400: ("bad_request", "The request could not be understood (a malformed request line, header or body)."),
    403: ("forbidden", "This request is not allowed."),
    413: ("too_large", "The request body is too large."),
    414: ("request_line_too_long", "The request line (method and address) is too long."),
    417: ("expectation_failed", "The Expect header of this request cannot be met."),
    431: ("headers_too_large", "The request's headers are too many or too large."),
    501: ("not_implemented", "This request uses a transfer coding the server does not support."),
    500: ("internal_error", "Something went wrong on the server; the table is unchanged."),
}


def error_bytes(status: int, reason: str) -> bytes:
    """The whole HTTP answer for a request gunicorn refused: JSON, closed afterwards."""
    code, message = REFUSALS.get(status) or REFUSALS[400 if 400 <= status < 500 else 500]
    body = json.dumps({"error": code, "message": message}).encode("utf-8")
    reason = "".join(ch for ch in str(reason) if 32 <= ord(ch) < 127) or "Error"
    headers = {"Connection": "close", "Content-Type": "application/json", "Content-Length": str(len(body)),
               "Cache-Control": "no-store", **security_headers(None)}
    head = f"HTTP/1.1 {int(status)} {reason}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    return head.encode("latin-1") + b"\r\n" + body


def write_json_error(sock, status_int, reason, mesg):  # gunicorn.util.write_error's signature
    util.write_nonblock(sock, error_bytes(status_int, reason))


class JsonErrorWorker(GeventWorker):
    """GeventWorker whose pre-app refusals are JSON (see the module's docstring)."""

    def init_process(self):
        util.write_error = write_json_error  # this worker process only; the master never writes one
        super().init_process()

    def load_wsgi(self):
        super().load_wsgi()
        config = getattr(self.wsgi, "config", None)
        try:
            protocols = list(self.cfg.http_protocols)
        except AttributeError:  # a gunicorn without HTTP/2 settings speaks HTTP/1 only
            protocols = ["h1"]
        # the fast path needs what it cannot see through: no access log to write, keep-alive on,
        # plain HTTP/1, and the parser pieces it hands requests back with (gunicorn 27's)
        self.fast_limit = (config.get("MAX_CONTENT_LENGTH") if config is not None and not self.cfg.accesslog
                           and self.cfg.keepalive > 0 and not self.cfg.is_ssl and protocols == ["h1"]
                           and hasattr(http.parser.Parser, "finish_body") else None)

    def handle(self, listener, client, addr):
        """gunicorn's keep-alive loop, with each request head read here first.

        A head of the fast shape is answered by ``_answer``; any other goes
        back into gunicorn's parser, untouched, and gunicorn handles that
        request as it always does (the connection then comes back here for
        its next request). Errors are gunicorn's, handled as in its own loop.
        """
        limit = getattr(self, "fast_limit", None)
        if limit is None or isinstance(client, ssl.SSLSocket):
            return super().handle(listener, client, addr)
        client.setblocking(1)
        req = None
        try:
            parser = http.get_parser(self.cfg, client, addr)
            unreader = parser.unreader
            name = listener.getsockname()
            server = (name[0], str(name[1])) if isinstance(name, tuple) else (str(name), "")
            try:
                while True:
                    req = None
                    if parser.mesg is not None:  # gunicorn served the previous request
                        if parser.mesg.should_close() or not parser.finish_body():
                            break
                        parser.mesg = None
                    read = self._next_head(unreader)
                    if read is None:
                        return  # the phone left, or stayed idle past keep-alive: closed, as gunicorn does
                    buf, end, fast = read
                    head = fasthttp.parse_head(buf[:end]) if fast else None
                    if head is not None and head.length <= limit:
                        body, ended = self._rest_of_body(unreader, buf[end + 4:], head.length)
                        if len(body) >= head.length:
                            unreader.unread(body[head.length:])
                            if not self._answer(client, addr, server, head, body[:head.length]):
                                return
                            continue
                        if not ended:
                            return  # a body that stopped coming for the keep-alive time
                        buf = buf[:end + 4] + body  # cut short: gunicorn's path answers it (400)
                    unreader.unread(buf)
                    with self.timeout_ctx():
                        req = next(parser)
                    if not req:
                        break
                    self.handle_request(name, req, client, addr)
            except http.errors.NoMoreData as exc:
                self.log.debug("Ignored premature client disconnection. %s", exc)
            except StopIteration as exc:
                self.log.debug("Closing connection. %s", exc)
            except OSError:
                raise
            except Exception as exc:  # noqa: BLE001 - gunicorn's refusals (400, 414, 431, ...)
                self.handle_error(req, client, addr, exc)
        except OSError as exc:
            if exc.errno not in (errno.EPIPE, errno.ECONNRESET, errno.ENOTCONN):
                self.log.exception("Socket error processing request.")
        except BaseException as exc:  # noqa: BLE001 - as gunicorn's own loop
            self.handle_error(req, client, addr, exc)
        finally:
            util.close(client)

    def _next_head(self, unreader) -> tuple[bytes, int, bool] | None:
        """The next request's bytes so far, where its head ends (-1: not seen), and whether it may be
        a fast one; None when the phone left before sending anything, or the keep-alive time passed.

        A start that cannot become the fast shape, or a phone that stops sending mid-head, is
        handed to gunicorn at once (False): it refuses a bad line as early as it always did.
        """
        buf, end = b"", -1
        with gevent.Timeout(self.cfg.keepalive, False):
            while end < 0:
                if buf and not fasthttp.may_be_fast(buf):
                    return buf, end, False
                chunk = unreader.read()
                if not chunk:
                    return (buf, end, False) if buf else None
                buf += chunk
                end = buf.find(b"\r\n\r\n")
        return (buf, end, True) if end >= 0 else None

    def _rest_of_body(self, unreader, body: bytes, length: int) -> tuple[bytes, bool]:
        """The body read up to ``length`` bytes (usually it came with the head), and whether the
        phone stopped sending before that (True) rather than the keep-alive time passing."""
        if len(body) < length:
            with gevent.Timeout(self.cfg.keepalive, False):
                while len(body) < length:
                    chunk = unreader.read()
                    if not chunk:
                        return body, True
                    body += chunk
        return body, False

    def _answer(self, client, addr, server, head, body) -> bool:
        """Run the app on one fast request and write its answer in one send; False: close now."""
        self.nr += 1
        if self.nr >= self.max_requests and self.alive:
            self.log.info("Autorestarting worker after current request.")
            self.alive = False
        close = head.close or not self.alive
        answer = fasthttp.Answer()
        try:
            result = self.wsgi(fasthttp.environ_for(head, body, client, addr, server), answer)
            try:
                payload = b"".join(result)
            finally:
                if hasattr(result, "close"):
                    result.close()
            if answer.status is None:
                raise RuntimeError("the application did not start a response")
            if not any(name.lower() == "content-length" for name, _ in answer.headers):
                answer.headers = [*answer.headers, ("Content-Length", str(len(payload)))]
            data = answer.bytes(payload, close)
        except (gevent.GreenletExit, SystemExit):
            return False  # the worker is stopping this greenlet: as in gunicorn's loop, nothing is written
        except Exception:  # noqa: BLE001 - as gunicorn: logged, a 500, the connection closed
            self.log.exception("Error handling request %s", head.path)
            data, close = error_bytes(500, "Internal Server Error"), True
        client.sendall(data)
        return not close
