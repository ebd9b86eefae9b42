// Which code may import which (import-x/no-restricted-paths), for eslint.config.js: the API's
// layers and its graph of contexts, module indexes, and the walls between the workspaces and
// inside the web app.
import { readdirSync } from 'node:fs';
import { readContextGraph } from './apps/api/scripts/context-graph.mjs';

const api = './apps/api/src';

// The API's bounded contexts, each a folder of modules under src/contexts/ with a context.json
// (apps/api/scripts/context-graph.mjs reads them): a context uses only the contexts it names in
// `uses`, and inside a context a module imports only the modules listed before it. Circles are
// refused when the graph is read. docs/decisions/039 shows the same graph, written by `npm run
// docs:context-graph -w @lido/api`; a test fails when the two differ.
const contexts = readContextGraph();
const modulesOf = (name) => contexts.find((context) => context.name === name).modules;
const moduleFolders = contexts.flatMap(({ name, modules }) =>
  modules.map((module) => ({ context: name, module, path: `${name}/${module}` })),
);

const contextZones = contexts.flatMap(({ name, uses, modules }) => {
  const usable = uses.flatMap((used) => modulesOf(used).map((module) => `./${used}/${module}`));
  return [
    // The context's plugin and the files beside it: its own modules and those of the contexts
    // it uses, never another context's plugin.
    {
      target: `${api}/contexts/${name}/*`,
      from: `${api}/contexts`,
      except: [`./${name}`, ...usable],
      message: `Context "${name}" uses only the contexts its context.json names in "uses": ${uses.join(', ') || 'none'}. What a later context offers it reads from the app.`,
    },
    ...modules.map((module, index) => ({
      target: `${api}/contexts/${name}/${module}`,
      from: `${api}/contexts`,
      except: [...modules.slice(0, index + 1).map((earlier) => `./${name}/${earlier}`), ...usable],
      message: `Module "${name}/${module}" imports only the modules before it in its context and those of the contexts "${name}" uses (its context.json), never a context's plugin.`,
    })),
  ];
});

// Each module is used through its index.ts: code anywhere outside contexts/<context>/<module>/
// (other modules, its context's plugin, the flows, app.ts, the sweeps, seed, test support,
// bench) may import its index only. With `allowTables`, another module's *.tables.ts may be
// imported too: a foreign key names the table it points at, and the schema must load without
// pulling in routes and services.
export const moduleIndexZones = ({ allowTables }) =>
  moduleFolders.map(({ context, module, path }) => ({
    target: [
      `${api}/contexts/!(${context})/**`,
      `${api}/contexts/${context}/!(${module})/**`,
      `${api}/contexts/${context}/*`,
      `${api}/!(contexts)/**`,
      `${api}/*`,
      './apps/api/!(src)/**',
      './!(apps)/**',
    ],
    from: `${api}/contexts/${path}`,
    except: allowTables ? ['./index.ts', `./${module}.tables.ts`] : ['./index.ts'],
    message: `Import module "${path}" through its index.ts (docs/architecture.md).`,
  }));

// The API's lowest layer (docs/decisions/031): platform/ knows no context and nothing of the app
// that composes them (app.ts, the wiring, seed, test support), its tests included. The one
// exception: schema.ts gathers every module's *.tables.ts for Drizzle and drizzle-kit, and imports
// those files and nothing else above.
const platformZone = (target, tables = []) => ({
  target,
  from: api,
  except: ['./platform', ...tables],
  message:
    'platform/ is the lowest layer of the API: it imports no context and nothing of the app.',
});
const tablesFiles = moduleFolders.flatMap(({ path }) =>
  readdirSync(new URL(`${api}/contexts/${path}/`, import.meta.url))
    .filter((file) => file.endsWith('.tables.ts'))
    .map((file) => `./contexts/${path}/${file}`),
);
const platformZones = [
  platformZone([
    `${api}/platform/*`,
    `${api}/platform/!(db)/**`,
    `${api}/platform/db/!(schema).ts`,
    `${api}/platform/db/*/**`,
  ]),
  platformZone(`${api}/platform/db/schema.ts`, tablesFiles),
];

// The API's layers (docs/decisions/033, 039): platform ← contexts ← flows ← app.ts. A context is
// one plugin over its modules; a flow composes contexts and uses no other flow; app.ts lists
// plugins only.
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const layerZones = [
  // read/ holds the SQL read views several modules share (the session row of basket lines,
  // order bookings and waitlist entries): they read tables by name and write none, and sit just
  // above platform/.
  {
    target: `${api}/read`,
    from: api,
    except: ['./platform', './read'],
    message: 'read/ holds shared SQL read views: it imports platform/ only.',
  },
  // A module's tests may build the whole app (buildApp, createTestApp) to call it over HTTP.
  {
    target: `${api}/contexts/**/!(*.test).ts`,
    from: [`${api}/flows`, `${api}/app.ts`],
    message: 'Contexts are composed by the flows and app.ts above them, never the other way round.',
  },
  ...foldersOf(`${api}/flows`).map((name) => ({
    target: `${api}/flows/${name}`,
    from: `${api}/flows`,
    except: [`./${name}`],
    message: `Flow "${name}" uses no other flow.`,
  })),
  {
    target: `${api}/app.ts`,
    from: api,
    except: ['./platform', './contexts', './flows'],
    message: 'app.ts lists the platform, the contexts and the flows as plugins, and nothing else.',
  },
];

const otherZones = [
  ...platformZones,
  ...layerZones,
  {
    target: './packages',
    from: ['./apps', './e2e', './bench'],
    message: "Lido's packages (the contract, calendar dates) depend on npm libraries only.",
  },
  // The payment emulators are an app of their own (docs/decisions/034): the API mounts them in
  // demo mode and passes what they need (src/ports.ts); they know nothing else of it.
  {
    target: './apps/emulators',
    from: ['./apps/api', './apps/web', './e2e', './bench'],
    message: 'The emulators know nothing of Lido: the API passes them a database and a clock.',
  },

  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web app talks to the API over HTTP, typed by @lido/contract.',
  },
  {
    target: './apps/api',
    from: './apps/web',
    message: 'The API never imports the web app.',
  },
  // The web app's layers (docs/architecture.md): app/ composes the features; a feature uses its
  // own folder and shared/ only; shared/ (components, hooks, lib, api, state: what several
  // features use) knows neither the features nor the app. Where two features meet on one page,
  // app/ puts them together. What a shared link needs of the site configuration it reads from a
  // context the app provides (shared/lib/cross-site-links.ts), and a page's lazily loaded slice
  // injects itself through shared/state/lazy-slices.ts, which the app's store takes in. Tests
  // (and src/test/) may import anything.
  {
    target: './apps/web/src/shared/**/!(*.test).{ts,tsx}',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ is what the features share: it imports no feature and nothing of the app.',
  },
  {
    target: './apps/web/src/features/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/app',
    message:
      "features/ import nothing of the app shell: it composes them, passing one feature's parts to another.",
  },
  ...foldersOf('./apps/web/src/features').map((name) => ({
    target: `./apps/web/src/features/${name}/**/!(*.test).{ts,tsx}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: `Feature "${name}" imports no other feature: what several use belongs in shared/, and app/ composes features that meet on one page.`,
  })),
];

export const restrictedPaths = (indexZones) => [
  'error',
  { zones: [...contextZones, ...indexZones, ...otherZones] },
];
