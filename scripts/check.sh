#!/bin/sh
# `npm run check`: format, then lint and types. ESLint (type-aware, about two minutes) and
# `tsc -b` (under one) each keep one core busy, so they run side by side; both always finish,
# so one run shows every lint and type error.
prettier --check . || exit 1
tsc -b &
types=$!
eslint .
lint=$?
wait "$types"
typed=$?
[ "$lint" -eq 0 ] && [ "$typed" -eq 0 ]
