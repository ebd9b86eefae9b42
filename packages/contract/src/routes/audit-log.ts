import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';

// The audit log's proof (docs/permissions.md, "On the record"): each entry is sealed into a hash
// chain at least nightly, and the operator's administrator checks the chain whole. Written down
// outside Lido, the head's hash proves later that nothing up to it was removed or changed.

const Hash = z.string().regex(/^[0-9a-f]{64}$/, 'The hash must be 64 hexadecimal digits.');

export const AuditSealProblem = z.object({
  sequence: z.number().int(),
  entry_id: z.number().int(),
  /** `missing`: the sealed entry is gone; `altered`: the entry or the chain before it changed. */
  problem: z.enum(['missing', 'altered']),
});

export const AuditVerification = z.object({
  /** True when every seal's hash is what its entry and the seal before it make. */
  intact: z.boolean(),
  sealed_entries: z.number().int(),
  /** Entries written since the last sealing: the next one covers them. */
  unsealed_entries: z.number().int(),
  /** The chain's last seal: its hash is the one to write down. */
  head: z
    .object({
      sequence: z.number().int(),
      entry_id: z.number().int(),
      hash: z.string(),
      sealed_at: z.string(),
    })
    .nullable(),
  /** The first 100 problems, in chain order, and how many there are. */
  problems: z.array(AuditSealProblem),
  problem_count: z.number().int(),
  /** With `?hash=`: whether that hash, written down earlier, is still a seal of the chain. */
  recorded_hash: z.object({ found: z.boolean(), sequence: z.number().int().nullable() }).nullable(),
});
export type AuditVerification = z.infer<typeof AuditVerification>;

export const verifyAuditLog = defineRoute({
  method: 'GET',
  path: '/api/admin/audit/verify',
  summary:
    "Check the audit log's hash chain from its first seal: missing or altered entries, what is not sealed yet, and the head's hash (the operator's administrator)",
  tags: ['operator console'],
  auth: 'staff',
  action: 'audit.verify',
  query: z.object({ hash: Hash.optional() }),
  response: dataEnvelope(AuditVerification),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});
