import { createHash } from 'node:crypto';
import type { AuditVerification } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { deskAuditSeals } from './desk-audit.tables';

// The audit log's hash chain. Each sealing appends, for every entry not sealed yet in id order,
// a seal whose hash is SHA-256 of the previous seal's hash, a new line, and the entry's sealed
// form. Removing or changing a sealed entry, or removing a seal, makes a hash after it wrong;
// removing the chain's tail is shown by the head's hash, written down outside Lido, no longer
// being found (`verifyAuditChain` with `recordedHash`).

/** The hash before the first seal. */
const GENESIS = '0'.repeat(64);
/** Entries sealed, or seals checked, per statement: memory stays flat however long the log. */
const BATCH = 5_000;
const PROBLEMS_LISTED = 100;
/** Any number: one sealing at a time across API processes, so the chain never forks. */
const SEALING_LOCK = 4_180_425;

/**
 * The entry as its hash covers it: every column, the details as PostgreSQL's canonical jsonb
 * text, the time in UTC to the microsecond. Both drivers write it alike.
 */
const sealedForm = sql`json_build_array(e.id, e.staff_user_id, e.venue_id, e.action, e.customer_id,
  e.order_id, e.details,
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text`;

const chained = (previous: string, form: string) =>
  createHash('sha256').update(`${previous}\n${form}`).digest('hex');

/**
 * Seals every entry not sealed yet, oldest first, in batches of their own transactions. An entry
 * whose transaction commits after a later one was sealed is sealed by the next run, after it:
 * the chain's order is the seals', not the ids'. Answers how many it sealed.
 */
export async function sealAuditLog(db: Database, now: Date): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEALING_LOCK})`);
      const [head] = await rowsOf<{ hash: string }>(
        tx,
        sql`select hash from desk_audit_seals order by sequence desc limit 1`,
      );
      const entries = await rowsOf<{ id: number | string; form: string }>(
        tx,
        sql`select e.id, ${sealedForm} as form from desk_audit_entries e
          where not exists (select from desk_audit_seals s where s.entry_id = e.id)
          order by e.id limit ${BATCH}`,
      );
      if (entries.length === 0) return 0;
      let previous = head?.hash ?? GENESIS;
      const seals = entries.map((entry) => {
        previous = chained(previous, entry.form);
        return { entryId: Number(entry.id), hash: previous };
      });
      // One VALUES list: the sequence numbers follow the list's order, the chain's.
      await tx.insert(deskAuditSeals).values(seals.map((seal) => ({ ...seal, sealedAt: now })));
      return entries.length;
    });
    sealed += count;
    if (count < BATCH) return sealed;
  }
}

interface SealRow {
  sequence: number | string;
  entry_id: number | string;
  hash: string;
  sealed_at: string | Date;
  form: string | null;
}

/**
 * Walks the chain from its first seal, recomputing each hash from the entry and the seal before
 * it. A problem is told at the seal where it shows, and the walk goes on from that seal's own
 * hash, so one changed entry is one problem, not every seal after it.
 */
export async function verifyAuditChain(
  db: Database,
  { recordedHash }: { recordedHash?: string | undefined } = {},
): Promise<AuditVerification> {
  let previous = GENESIS;
  let after = 0;
  let sealedEntries = 0;
  let problemCount = 0;
  let recordedAt: number | null = null;
  let head: AuditVerification['head'] = null;
  const problems: AuditVerification['problems'] = [];
  for (;;) {
    const seals = await rowsOf<SealRow>(
      db,
      sql`select s.sequence, s.entry_id, s.hash, s.sealed_at,
          (select ${sealedForm} from desk_audit_entries e where e.id = s.entry_id) as form
        from desk_audit_seals s where s.sequence > ${after}
        order by s.sequence limit ${BATCH}`,
    );
    for (const seal of seals) {
      const sequence = Number(seal.sequence);
      const entryId = Number(seal.entry_id);
      const problem =
        seal.form === null
          ? 'missing'
          : chained(previous, seal.form) !== seal.hash
            ? 'altered'
            : null;
      if (problem) {
        problemCount += 1;
        if (problems.length < PROBLEMS_LISTED) {
          problems.push({ sequence, entry_id: entryId, problem });
        }
      }
      if (seal.form !== null) sealedEntries += 1;
      if (seal.hash === recordedHash) recordedAt ??= sequence;
      previous = seal.hash;
      after = sequence;
      head = {
        sequence,
        entry_id: entryId,
        hash: seal.hash,
        sealed_at: new Date(seal.sealed_at).toISOString(),
      };
    }
    if (seals.length < BATCH) break;
  }
  const [unsealed] = await rowsOf<{ count: number | string }>(
    db,
    sql`select count(*) as count from desk_audit_entries e
      where not exists (select from desk_audit_seals s where s.entry_id = e.id)`,
  );
  return {
    intact: problemCount === 0,
    sealed_entries: sealedEntries,
    unsealed_entries: Number(unsealed?.count ?? 0),
    head,
    problems,
    problem_count: problemCount,
    recorded_hash:
      recordedHash === undefined ? null : { found: recordedAt !== null, sequence: recordedAt },
  };
}
