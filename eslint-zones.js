// Which code may import which (import-x/no-restricted-paths), for eslint.config.js: the API's
// module order and module indexes, its platform layer, and the walls between the workspaces and
// inside the web app.
import { readdirSync, readFileSync } from 'node:fs';

// API modules in dependency order (apps/api/module-order.json): a module may import only the
// modules listed before it. docs/decisions/005-api-module-order.md shows the same list, written
// from that file by `npm run docs:module-order`; a test fails when the two differ.
const apiModules = JSON.parse(
  readFileSync(new URL('./apps/api/module-order.json', import.meta.url), 'utf8'),
);

const apiModuleZones = apiModules.slice(0, -1).map((name, index) => ({
  target: `./apps/api/src/modules/${name}`,
  from: apiModules.slice(index + 1).map((later) => `./apps/api/src/modules/${later}`),
  message: `API module "${name}" may only import modules listed before it in apps/api/module-order.json.`,
}));

// Each module is used through its index.ts: code anywhere outside modules/<name>/ (other
// modules, app.ts, the sweeps, seed, test support, bench) may import modules/<name>/index only.
// With `allowTables`, another module's *.tables.ts may be imported too: a foreign key names the
// table it points at, and the schema must load without pulling in routes and services.
const moduleFolders = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const moduleIndexZones = ({ allowTables }) =>
  moduleFolders.map((name) => ({
    target: [
      `./apps/api/src/modules/!(${name})/**`,
      './apps/api/src/!(modules)/**',
      './apps/api/src/*',
      './apps/api/!(src)/**',
      './!(apps)/**',
    ],
    from: `./apps/api/src/modules/${name}`,
    except: allowTables ? ['./index.ts', `./${name}.tables.ts`] : ['./index.ts'],
    message: `Import module "${name}" through its index.ts (docs/architecture.md).`,
  }));

// The API's lowest layer (docs/decisions/031): platform/ knows no module and nothing of the app
// that composes them (app.ts, the wiring, seed, test support), its tests included. The one
// exception: schema.ts gathers every module's *.tables.ts for Drizzle and drizzle-kit, and imports
// those files and nothing else above.
const platformZone = (target, tables = []) => ({
  target,
  from: './apps/api/src',
  except: ['./platform', ...tables],
  message: 'platform/ is the lowest layer of the API: it imports no module and nothing of the app.',
});
const platformZones = [
  platformZone([
    './apps/api/src/platform/*',
    './apps/api/src/platform/!(db)/**',
    './apps/api/src/platform/db/!(schema).ts',
    './apps/api/src/platform/db/*/**',
  ]),
  platformZone(
    './apps/api/src/platform/db/schema.ts',
    moduleFolders.map((name) => `./modules/${name}/${name}.tables.ts`),
  ),
];

// The API's layers above platform/ (docs/decisions/033): modules ← contexts ← flows ← app.ts.
// A context is one plugin over its modules and uses no other context's code: what it needs of
// another it reads from the app, where that context's plugin provided it (its `dependencies`
// name which). A flow composes contexts and uses no other flow. app.ts lists plugins only.
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const layerZones = [
  // read/ holds the SQL read views several modules share (the session row of basket lines,
  // order bookings and waitlist entries): they read tables by name and write none, and sit just
  // above platform/.
  {
    target: './apps/api/src/read',
    from: './apps/api/src',
    except: ['./platform', './read'],
    message: 'read/ holds shared SQL read views: it imports platform/ only.',
  },
  // A module's tests may build the whole app (buildApp, createTestApp) to call it over HTTP.
  {
    target: './apps/api/src/modules/**/!(*.test).ts',
    from: ['./apps/api/src/contexts', './apps/api/src/flows', './apps/api/src/app.ts'],
    message:
      'Modules are composed by the contexts and flows above them, never the other way round.',
  },
  {
    target: './apps/api/src/contexts',
    from: ['./apps/api/src/flows', './apps/api/src/app.ts'],
    message: 'Contexts are composed by the flows and app.ts above them, never the other way round.',
  },
  ...foldersOf('./apps/api/src/contexts').map((name) => ({
    target: `./apps/api/src/contexts/${name}`,
    from: './apps/api/src/contexts',
    except: [`./${name}`],
    message: `Context "${name}" uses no other context's code: it reads what another provides from the app, and names that plugin in its dependencies.`,
  })),
  ...foldersOf('./apps/api/src/flows').map((name) => ({
    target: `./apps/api/src/flows/${name}`,
    from: './apps/api/src/flows',
    except: [`./${name}`],
    message: `Flow "${name}" uses no other flow.`,
  })),
  {
    target: './apps/api/src/app.ts',
    from: './apps/api/src',
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
  // The web app's shared layer (components/, lib/) knows neither the features nor the app that
  // composes them (docs/architecture.md): what a shared link needs of the site configuration it
  // reads from a context the app provides (lib/cross-site-links.ts).
  {
    target: './apps/web/src/{components,lib}/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/features',
    message: 'components/ and lib/ are shared: they import no feature.',
  },
  {
    target: './apps/web/src/{components,lib}/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/app',
    message: 'components/ and lib/ are shared: they import nothing of the app shell.',
  },
  // Features are composed by the app shell, never the other way round. The one exception: a
  // slice loaded with its page injects itself into the app's root reducer (Redux Toolkit's
  // code-splitting pattern), and declares itself in the root state's lazy slices.
  {
    target: './apps/web/src/features/**/!(*.test).{ts,tsx}',
    from: './apps/web/src/app',
    except: ['./store.ts'],
    message:
      'features/ import nothing of the app shell: the request client and store hooks are in lib/.',
  },
];

export const restrictedPaths = (indexZones) => [
  'error',
  { zones: [...apiModuleZones, ...indexZones, ...otherZones] },
];
