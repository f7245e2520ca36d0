#!/bin/sh
# A fake engine that never answers.
exec sleep 30
