import { escapeHtml, listMailbox, showMailboxMessage, type MailboxMessage } from '@lido/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import { registerRoute } from '../../../platform/http/register-routes';
import { emailOutbox } from './email.tables';

const MAILBOX_LIMIT = 200;

/** Every http(s) link in a message's text and HTML parts, in order, without repeats. */
export function linksIn(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const fromHtml = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

/**
 * Loopback addresses, as the socket reports them. Read from the socket itself, never from
 * X-Forwarded-For: behind a proxy the mailbox stays closed rather than trusting a header.
 */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

export const MAILBOX_LOOPBACK_ONLY = 'The development mailbox answers only on this computer.';

/**
 * Whether a proxy passed the request on. A reverse proxy on this computer connects from loopback,
 * so the socket alone would open the mailbox (and its password-reset links) to everyone the
 * proxy serves; such proxies say so in these headers.
 */
function isForwarded(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => name === 'forwarded' || name.startsWith('x-forwarded-'),
  );
}

/**
 * The development mailbox: in demo mode, emails stay in the outbox and are read here. It holds
 * password-reset links, so it is registered only in demo mode (contexts/people) and answers only requests
 * from this computer that no proxy forwarded (unless DEV_MAILBOX_FORWARDED says a proxy may).
 */
export function registerDevMailboxRoutes(
  app: FastifyInstance,
  { db, allowForwarded = false }: { db: Database; allowForwarded?: boolean },
): void {
  const assertLoopback = (request: FastifyRequest) => {
    if (!isLoopback(request.socket.remoteAddress) || (!allowForwarded && isForwarded(request))) {
      throw new DomainError('FORBIDDEN', MAILBOX_LOOPBACK_ONLY);
    }
  };

  registerRoute(app, listMailbox, async ({ query, raw }) => {
    assertLoopback(raw);
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(query.to ? eq(sql`lower(${emailOutbox.to})`, query.to.toLowerCase()) : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(MAILBOX_LIMIT);
    return {
      data: rows.map((row): MailboxMessage => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        links: linksIn(row.text, row.html),
        url: `/api/dev/mailbox/${row.id}`,
      })),
    };
  });

  registerRoute(app, showMailboxMessage, async ({ params, raw }) => {
    assertLoopback(raw);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, params.id));
    if (!row) throw notFound('The message could not be found.');
    const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(row.html)?.[1] ?? row.html;
    const links = linksIn(row.text, row.html)
      .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
      .join('');
    return [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      `<title>${escapeHtml(row.subject)} · Lido mailbox</title>`,
      '<style>body{font-family:Arial,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}',
      'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:700}',
      '.message{border:1px solid #ccc;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>',
      '</head><body><main>',
      '<p><a href="/api/dev/mailbox">All messages (JSON)</a> · Development mailbox: nothing here was sent.</p>',
      `<h1>${escapeHtml(row.subject)}</h1>`,
      `<dl><dt>To</dt><dd>${escapeHtml(row.to)}</dd>`,
      `<dt>Queued</dt><dd>${escapeHtml(row.createdAt.toISOString())}</dd>`,
      `<dt>Status</dt><dd>${escapeHtml(row.status)}</dd></dl>`,
      `<h2>Links</h2><ul>${links}</ul>`,
      `<h2>HTML part</h2><div class="message">${body}</div>`,
      `<h2>Text part</h2><pre>${escapeHtml(row.text)}</pre>`,
      '</main></body></html>',
    ].join('');
  });
}
