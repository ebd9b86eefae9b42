#!/bin/sh
# `npm run check`: format, import circles, lint and types. Three jobs share the two cores: ESLint
# (type-aware, the longest) on the web app and the workspaces beside it, ESLint on the API and
# the rest, and the format check, the import circles and `tsc -b` in turn. Every check always
# runs, so one run shows every format, lint and type error.
(
  failed=0
  prettier --check . || failed=1
  node scripts/check-import-cycles.mjs || failed=1
  # TypeScript 7, the native compiler: the same checks as TypeScript 6 at half the CPU. ESLint's
  # typed rules still need TypeScript 6's API (the `typescript` package, installed beside it);
  # both packages name their command tsc, so TypeScript 7 is called by its path.
  node node_modules/@typescript/native/bin/tsc -b || failed=1
  exit "$failed"
) &
others=$!
# The API's lint is the longest job: the web app's takes the packages, the journeys and the
# benchmarks too, so the two end at about the same time.
eslint apps/web packages e2e bench &
web=$!
eslint --ignore-pattern 'apps/web/**' --ignore-pattern 'packages/**' --ignore-pattern 'e2e/**' \
  --ignore-pattern 'bench/**' .
rest=$?
wait "$web"
web_lint=$?
wait "$others"
others_status=$?
[ "$rest" -eq 0 ] && [ "$web_lint" -eq 0 ] && [ "$others_status" -eq 0 ]
