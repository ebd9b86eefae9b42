import { config } from 'zod';

// zod compiles object parsers with `new Function` when it can, and finds out by trying when an
// object schema is built: under the site's content security policy (no 'unsafe-eval') that try
// is a reported violation (Lighthouse best practices). Parsing without compiling is fast enough
// for forms. Imported first by app/start.tsx, before any module (the contract's routes) builds one.
config({ jitless: true });
