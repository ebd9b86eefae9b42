import { z } from 'zod';
import { defineRoute } from '../define-route';

export const Health = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /** `demo`: emulated payments and email, demo data (LIDO_DEMO); `production`: all real. */
  mode: z.enum(['demo', 'production']),
  payments: z.enum(['opayo', 'opayo-emulator']),
  /** Where members' Direct Debits are collected: GoCardless, its sandbox, or Lido's emulator. */
  directDebits: z.enum(['gocardless', 'gocardless-sandbox', 'gocardless-emulator']),
  email: z.enum(['smtp', 'development-mailbox']),
});

export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database check, and which payment provider and mail transport are in use',
  tags: ['health'],
  auth: 'public',
  response: Health,
  errors: ['UNAVAILABLE'],
});
