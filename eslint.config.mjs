import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Each layer, lowest first; a layer may import itself and the layers before it.
const layers = ['lib', 'content', 'config', 'components', 'features', 'site', 'app'];

const ownerDataImports = {
  group: ['**/content/data/**', './data/**', '@/content/data/**'],
  message: 'Read the owner’s data with ownerDataFile() (content/owner-data.ts), or a test’s with fixtures/seed-data.',
};

const parentImports = {
  regex: '^\\.\\./',
  message: `Import from the root, '@/<layer>/…', not '../…': the layers run ${layers.join(' → ')} (the rule of the house, README.md).`,
};

function layerZones() {
  return layers.flatMap((layer, index) =>
    [...layers.slice(index + 1), 'scripts'].map((above) => ({
      target: `./${layer}`,
      from: `./${above}`,
      // The site's stylesheet stays where Next.js's App Router keeps it; the layout that draws every page imports it.
      ...(layer === 'site' && above === 'app' ? { except: ['./globals.css'] } : {}),
      message: `${layer}/ may not import ${above}/: the layers run ${layers.join(' → ')}, scripts/ apart (the rule of the house, README.md). Move the shared piece down, or this module up.`,
    })),
  );
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // The owner's data is read from disk by content/owner-data.ts, never imported: a test then reads the
    // seed (CONTENT_DATA=fixtures/seed-data) and the build the owner's edits, through one reader.
    rules: {
      'no-restricted-imports': ['error', { patterns: [ownerDataImports] }],
    },
  },
  {
    // Inside the layers a module names another from the root, '@/features/…', never '../../features/…':
    // the layer it reads is then plain to see (and to the rule below), and a moved file keeps its imports.
    // A module of the same folder may stay './x'. This block repeats the owner's data patterns: a later
    // block's options replace an earlier one's for the files both match.
    files: layers.map((layer) => `${layer}/**/*.{ts,tsx,mjs,js}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [ownerDataImports, parentImports] }],
    },
  },
  {
    // The rule of the house (README.md): code flows lib/ → content/ → config/ → components/ → features/
    // → site/ → app/, never back up; scripts/ may read anything and nothing reads scripts/. Tests may
    // read upward (a shared table's test checks every area's words), so they are left out.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'next-env.d.ts', 'public/images/**', 'public/admin/**', 'test-results/**', 'playwright-report/**']),
]);
