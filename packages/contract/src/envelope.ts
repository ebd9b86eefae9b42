import { z } from 'zod';

/** Resources travel wrapped as `{"data": …}`, as the live system sends them. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export type DataEnvelope<T> = { data: T };
