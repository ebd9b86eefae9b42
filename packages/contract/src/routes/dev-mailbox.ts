import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idParam } from '../primitives/ids';

export const MailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.string(),
  /** Every link in the message, so tests and developers can follow them. */
  links: z.array(z.string()),
  url: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;

/** Demo mode only: the email outbox, readable from this computer (loopback) alone. */
export const listMailbox = defineRoute({
  method: 'GET',
  path: '/api/dev/mailbox',
  summary: 'Development mailbox: every queued email, newest first',
  tags: ['dev'],
  auth: 'public',
  query: z.object({ to: z.string().max(255).optional() }),
  response: dataEnvelope(z.array(MailboxMessage)),
  errors: ['FORBIDDEN'],
});

export const showMailboxMessage = defineRoute({
  method: 'GET',
  path: '/api/dev/mailbox/:id',
  summary: 'Development mailbox: one email as an HTML page',
  tags: ['dev'],
  auth: 'public',
  params: z.object({ id: idParam() }),
  response: z.string(),
  contentType: 'html',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
