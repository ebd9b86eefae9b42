// The baseline: a bare Fastify route per availability read, answering a JSON object of the same
// size, serialised on every request, with nothing else in the way.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// Arguments: the port, then `name=file` pairs: GET /bare/{name} answers the JSON in the file.
const [port, ...routes] = process.argv.slice(2);
const app = Fastify({ logger: false });
for (const route of routes) {
  const [name, file] = route.split('=');
  const body: unknown = JSON.parse(readFileSync(file ?? '', 'utf8'));
  app.get(`/bare/${name}`, async () => body);
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
