"""Eleusis table companion: keeps the counts of a real Eleusis table on every phone."""

__version__ = "0.1.0"
