"""Admission: who may ask for what, how often, at what cost; and the refusal of what is past it.

One policy table (``policy.POLICY``) says, for each kind of request, the key
it is counted by (an address, a seat or room person, a socket, a table, a
room), its cost, its limit and its refusal; the Flask hook (``web/admit.py``),
the socket and the service each ask ``policy.Admission``, whose counters are
the ``limits`` library's. docs/admission.md is made from the table.
"""
