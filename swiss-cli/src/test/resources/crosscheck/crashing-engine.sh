#!/bin/sh
# A fake engine that fails at once, as a crashed engine does.
echo "fake engine: out of cheese" >&2
exit 7
