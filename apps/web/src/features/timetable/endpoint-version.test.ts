import { describe, expect, it } from 'vitest';
import { usesV2Endpoints } from './endpoint-version';

describe('usesV2Endpoints', () => {
  it('uses v2 on and after the migration date and v1 before it', () => {
    expect(usesV2Endpoints('2026-01-01', '2026-01-01')).toBe(true);
    expect(usesV2Endpoints('2026-03-15', '2026-01-01')).toBe(true);
    expect(usesV2Endpoints('2025-12-31', '2026-01-01')).toBe(false);
  });
});
