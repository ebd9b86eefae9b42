import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionSettings, type TestApp } from '../../../test-support/test-app';
import { createEmailOutbox } from './email-outbox';
import {
  createTransportDelivery,
  deliverDueEmails,
  MAX_DELIVERY_ATTEMPTS,
  type DeliverableEmail,
} from './email-delivery';
import { emailOutbox } from './email.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const queueOne = async (to: string, subject = 'Hello') => {
  await createEmailOutbox(t.clock).queue(t.db, {
    to,
    subject,
    text: `Plain text for ${to}: http://localhost:3000/basket`,
    html: `<!doctype html><html><body><p>HTML for ${to}</p><a href="http://localhost:3000/basket?a=1&amp;b=2">Basket</a></body></html>`,
  });
};

const rowsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('the email outbox sweep', () => {
  it('delivers due emails once, as multipart text and HTML, and marks them sent', async () => {
    await queueOne('first@example.com', 'First');
    await queueOne('second@example.com', 'Second');
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const raw: string[] = [];
    const deliver = createTransportDelivery(transport, 'Lido <no-reply@lido.example>');
    const recording = async (email: DeliverableEmail) => {
      await deliver(email);
      raw.push(email.to);
    };
    // Two sweeps at once (as two API processes would run them) deliver each email exactly once.
    const results = await Promise.all([
      deliverDueEmails(t.db, t.clock, recording),
      deliverDueEmails(t.db, t.clock, recording),
    ]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(2);
    expect(raw.sort()).toEqual(['first@example.com', 'second@example.com']);
    const [first] = await rowsTo('first@example.com');
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
    expect(first?.sentAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await deliverDueEmails(t.db, t.clock, recording)).sent).toBe(0);
  });

  it('builds a MIME message with both parts', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: 'Lido <no-reply@lido.example>',
      to: 'x@example.com',
      subject: 'Both parts',
      text: 'plain',
      html: '<p>rich</p>',
    });
    const message = (info.message as Buffer).toString('utf8');
    expect(message).toContain('multipart/alternative');
    expect(message).toContain('text/plain');
    expect(message).toContain('text/html');
  });

  it('backs off after a failure and gives up after the last attempt', async () => {
    await queueOne('bounce@example.com');
    const refuse = async () => {
      throw new Error('550 mailbox unavailable');
    };
    expect(await deliverDueEmails(t.db, t.clock, refuse)).toEqual({ sent: 0, failed: 1 });
    let [row] = await rowsTo('bounce@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '550 mailbox unavailable',
    });
    // Not retried before its back-off has passed.
    expect(await deliverDueEmails(t.db, t.clock, refuse)).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      t.clock.advance(24 * 60 * 60 * 1000);
      await deliverDueEmails(t.db, t.clock, refuse);
    }
    [row] = await rowsTo('bounce@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });
});

describe('the development mailbox', () => {
  it('lists queued emails newest first, with their links', async () => {
    await queueOne('reader@example.com', 'Older');
    await queueOne('reader@example.com', 'Newer');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=Reader@example.com',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { subject: string; links: string[]; url: string }[] }>();
    expect(data.map((message) => message.subject)).toEqual(['Newer', 'Older']);
    expect(data[0]?.links).toEqual([
      'http://localhost:3000/basket',
      'http://localhost:3000/basket?a=1&b=2',
    ]);
    expect(data[0]?.url).toMatch(/^\/api\/dev\/mailbox\/\d+$/);
  });

  it('renders one email as an HTML page with its links', async () => {
    await queueOne('page@example.com', 'A <subject> & more');
    const [row] = await rowsTo('page@example.com');
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${row!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>A &lt;subject&gt; &amp; more</h1>');
    expect(response.body).toContain('<p>HTML for page@example.com</p>');
    expect(response.body).toContain('<a href="http://localhost:3000/basket">');
    const missing = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/99999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not exist outside demo mode', async () => {
    const production = await createTestApp(productionSettings);
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
