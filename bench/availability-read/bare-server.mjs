// The baseline: a bare Fastify route answering a JSON object of the same size as the availability
// read, serialised on every request, with nothing else in the way.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// Arguments: the port, and the file holding the JSON body.
const [port, bodyFile] = process.argv.slice(2);
const body = JSON.parse(readFileSync(bodyFile ?? '', 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
