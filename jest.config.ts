import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // Component tests type into real inputs; a loaded 2-core CI machine needs more than the 5 s default.
  testTimeout: 15_000,
  setupFiles: ['<rootDir>/jest.env.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The workflows run from their YAML (npm run test:workflows, in npm test) outside the units: the units
  // are a step of every publication (checks.yml), and that run clones, installs and builds for minutes.
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/scripts/deploy/workflow-runs\\.test\\.ts$'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

export default createJestConfig(config);
