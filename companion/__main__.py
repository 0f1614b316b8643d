"""``python -m companion …`` = the ``companion`` console script."""
import sys

from companion.cli import main

sys.exit(main())
