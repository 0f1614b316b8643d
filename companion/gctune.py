"""Keep Python's full garbage collections short on a server holding thousands of sockets.

A full (generation 2) collection walks every tracked object: with 4,000
sockets that took up to half a second (bench/load.py with a gc callback), and
the whole gevent worker stands still meanwhile, so every phone waits. What
survives a full collection is long-lived (tables, sockets, the app), so we
freeze it: later collections skip frozen objects. Cyclic garbage among frozen
objects (a socket closed since) is only found by a collection over
everything, so every `UNFREEZE_EVERY`-th full collection is left to see all.
"""
import gc

UNFREEZE_EVERY = 20
# Young collections: Python's default runs one every 700 net allocations. An action allocates
# thousands of short-lived objects (a parsed request, the view, the snapshot), so collections
# ran several times per action, each walking what survived so far. 10,000 lets an action's
# garbage die by reference counting first.
YOUNG_THRESHOLD = 10_000


def install() -> None:
    full = 0
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)

    def after_collection(phase, info):
        nonlocal full
        if phase != "stop" or info["generation"] != 2:
            return
        full += 1
        if full % UNFREEZE_EVERY == 0:
            gc.unfreeze()  # the next full collection sees every object again
        else:
            gc.freeze()

    gc.callbacks.append(after_collection)


def settle() -> None:
    """Everything made before the first request (modules, the app, its templates and catalogs) is
    long-lived: collected once and frozen now, while nobody waits, rather than walked by the first
    full collection under load (with nothing frozen yet that one held the worker for about 50 ms,
    a few seconds into bench/abuse.py's first baseline)."""
    gc.collect()
    gc.freeze()
