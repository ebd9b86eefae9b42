#!/bin/sh
# `npm run check`: format, import circles, lint and types. ESLint (type-aware, the longest) keeps
# one core busy on its own; the format check, the import circles and `tsc -b` take the other core
# in turn. Every check always runs, so one run shows every format, lint and type error.
(
  failed=0
  prettier --check . || failed=1
  node scripts/check-import-cycles.mjs || failed=1
  tsc -b || failed=1
  exit "$failed"
) &
others=$!
eslint .
lint=$?
wait "$others"
rest=$?
[ "$lint" -eq 0 ] && [ "$rest" -eq 0 ]
