import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // The owner's data is read from disk by content/owner-data.ts, never imported: a test then reads the
    // seed (CONTENT_DATA=fixtures/seed-data) and the build the owner's edits, through one reader.
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/content/data/**', './data/**', '@/content/data/**'], message: 'Read the owner’s data with ownerDataFile() (content/owner-data.ts), or a test’s with fixtures/seed-data.' }] }],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'public/images/**', 'public/admin/**', 'test-results/**', 'playwright-report/**']),
]);
