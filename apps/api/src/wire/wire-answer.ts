import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Checks one answer of the chain: its status (a wrong one stops the step), then its body against
 * a strict reference shape. The failure names the step (the wire point of issue 11), what was
 * expected and what came back, so a failing CI run says which part of the wire broke.
 */
export function expectAnswer<T = unknown>(
  step: string,
  response: LightMyRequestResponse,
  status: number | readonly number[],
  shape?: z.ZodType,
): T {
  const wanted = typeof status === 'number' ? [status] : status;
  if (!wanted.includes(response.statusCode)) {
    throw new Error(
      `${step}: expected HTTP ${wanted.join(' or ')}, got ${response.statusCode} ${excerpt(response.body)}`,
    );
  }
  if (!shape) return (response.body ? response.json() : undefined) as T;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`${step}: the answer is not JSON: ${excerpt(response.body)}`);
  }
  const parsed = shape.safeParse(body);
  // A wrong shape fails the step but lets the chain go on with the answer, so one changed key
  // does not hide whether the later wire points still hold.
  const problems = (parsed.error?.issues ?? []).map(
    (issue) => `${pathOf(issue.path)}: ${issue.message}`,
  );
  expect.soft(problems, `${step}: the answer does not match the reference shape`).toEqual([]);
  return body as T;
}

/** Stops a step whose input an earlier, failed step should have produced, and says which. */
export function need<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) {
    throw new Error(`blocked: needs ${what}, which an earlier step did not produce`);
  }
  return value;
}

/** `data[0].items[0].sub_total`, as a person reads a JSON path. */
function pathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the answer)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

const excerpt = (body: string) => (body.length > 600 ? `${body.slice(0, 600)}…` : body);
