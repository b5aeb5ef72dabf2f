import { defineConfig } from 'vitest/config';

// Projects: `unit` runs the pure domain and tooling tests in Node; `worker` (added with the worker)
// runs the app inside workerd against the local stack.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/locales/**/*.test.ts', 'scripts/**/*.test.ts', 'kv-seed/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
