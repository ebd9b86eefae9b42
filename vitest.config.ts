import { defineConfig } from 'vitest/config';

// One runner for unit, component and API tests; each workspace names its own project.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
