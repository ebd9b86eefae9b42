// The baseline: a bare Fastify route answering a JSON object of the same size as the availability
// read, serialised on every request, with nothing else in the way.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BARE_BODY_FILE ?? '', 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
