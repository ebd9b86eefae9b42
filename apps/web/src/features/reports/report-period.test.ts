import { describe, expect, it } from 'vitest';
import { periodProblem, thisWeek } from './report-period';

describe('a report period', () => {
  it('is this week, Monday to Sunday, by default', () => {
    expect(thisWeek('2026-10-20')).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    expect(thisWeek('2026-10-19')).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    // A Sunday belongs to the week that began the Monday before; across the clock change too.
    expect(thisWeek('2026-10-25')).toEqual({ from: '2026-10-19', to: '2026-10-25' });
    expect(thisWeek('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('must run forwards and cover at most 366 days', () => {
    expect(periodProblem({ from: '2026-10-19', to: '2026-10-25' })).toBeNull();
    expect(periodProblem({ from: '2025-10-20', to: '2026-10-20' })).toBeNull();
    expect(periodProblem({ from: '2025-10-19', to: '2026-10-20' })).toEqual({
      field: 'to',
      message: 'Choose a period of at most 366 days.',
    });
    expect(periodProblem({ from: '2026-10-19', to: '2026-10-18' })).toEqual({
      field: 'to',
      message: 'The last day cannot be before the first.',
    });
    expect(periodProblem({ from: '2026-02-30', to: '2026-10-18' })).toEqual({
      field: 'from',
      message: 'Enter the first day of the period.',
    });
    expect(periodProblem({ from: '2026-10-19', to: '' })).toEqual({
      field: 'to',
      message: 'Enter the last day of the period.',
    });
  });
});
