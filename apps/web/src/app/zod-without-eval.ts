// zod compiles object parsers with `new Function` when it can, and finds out by trying when an
// object schema is first parsed: under the site's content security policy (no 'unsafe-eval') that
// try is a reported violation (Lighthouse best practices). Parsing without compiling is fast
// enough for forms. zod keeps its settings on globalThis.__zod_globalConfig (shared by every copy
// of zod on the page), so this sets `jitless` there without importing zod: the start evaluates it
// first, and zod itself loads only with the screens that parse (the home page has none).
const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
page.__zod_globalConfig ??= {};
page.__zod_globalConfig.jitless = true;
