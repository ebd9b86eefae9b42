#!/bin/sh
# `npm run check`: format, import circles, then lint and types. ESLint (type-aware, the longest)
# and `tsc -b` each keep one core busy, so they run side by side; both always finish, so one run
# shows every lint and type error.
prettier --check . || exit 1
node scripts/check-import-cycles.mjs || exit 1
tsc -b &
types=$!
eslint .
lint=$?
wait "$types"
typed=$?
[ "$lint" -eq 0 ] && [ "$typed" -eq 0 ]
