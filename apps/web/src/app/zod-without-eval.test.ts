import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod on the site', () => {
  it('parses without compiling, whichever loads first, this setting or zod', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Yoga' })).toEqual({ name: 'Yoga' });
  });
});
