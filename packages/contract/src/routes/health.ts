import { z } from 'zod';
import { defineRoute } from '../define-route';

export const Health = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database check',
  tags: ['health'],
  auth: 'public',
  response: Health,
  errors: ['UNAVAILABLE'],
});
