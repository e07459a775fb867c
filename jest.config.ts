import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // Component tests type into real inputs; a loaded 2-core CI machine needs more than the 5 s default.
  testTimeout: 15_000,
  setupFiles: ['<rootDir>/jest.env.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The workflows run from their YAML (scripts/deploy/workflow-runs.test.ts) only where asked, as npm
  // test asks (WITH_WORKFLOW_RUNS=1, beside the other units): the units alone are a step of every
  // publication (checks.yml) and of the owner-week copy's check, where that run would clone, install
  // and build for minutes again.
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    ...(process.env.WITH_WORKFLOW_RUNS === '1' ? [] : ['<rootDir>/scripts/deploy/workflow-runs\\.test\\.ts$']),
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

// Beasties (scripts/build/critical-css.ts) reads HTML with packages published as ES modules only,
// which next/jest leaves untransformed like the rest of node_modules (but the few of Next's it names):
// they join the packages Next's own pattern lets through.
const esModulesOnly = [
  'beasties',
  'boolbase',
  'css-select',
  'css-what',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'htmlparser2',
  'nth-check',
];

const jestConfig = async () => {
  const nextConfig = await createJestConfig(config)();
  const patterns = nextConfig.transformIgnorePatterns ?? [];
  const transformIgnorePatterns = patterns.map((pattern) =>
    pattern.replace('/node_modules/(?!.pnpm)(?!(', `/node_modules/(?!.pnpm)(?!(${esModulesOnly.join('|')}|`),
  );
  if (transformIgnorePatterns.every((pattern, index) => pattern === patterns[index])) {
    throw new Error('jest.config.ts: next/jest no longer writes the node_modules pattern this file extends');
  }
  return { ...nextConfig, transformIgnorePatterns };
};

export default jestConfig;
