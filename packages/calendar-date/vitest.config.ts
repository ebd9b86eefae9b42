import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'calendar-date', include: ['src/**/*.test.ts'] },
});
