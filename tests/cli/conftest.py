"""Fixtures of the command-line tests: the deployment tests' real-server helpers."""
from tests.deploy.conftest import start_server  # noqa: F401 - a fixture, shared

import pytest

from tests.deploy.helpers import checkout_command as _checkout_command


@pytest.fixture
def checkout_command():
    """The argv prefix of `companion` from this checkout."""
    return _checkout_command()
