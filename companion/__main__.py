"""``python -m companion …`` = the ``companion`` console script."""
import sys

from companion.operations.cli import main

sys.exit(main())
