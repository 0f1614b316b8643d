"""Admission: who may ask for what, how often, at what cost; and the refusal of what is past it.

One policy table (``policy.POLICY``) says, for each kind of request, the key
it is counted by (an address, a seat, a socket, a table), its cost, its
limit and its refusal; the worker, the WSGI app, the socket and the service
each ask ``policy.Admission`` and nothing else counts. docs/admission.md is
made from the table.
"""
