// Unit tests read the owner's data as the seed stood when it was copied into fixtures/seed-data: the
// owner's edits in content/data (any valid one must publish) never change what a unit test expects.
// Files read from disk follow CONTENT_DATA (content/data-file.ts); files a module imports follow the
// moduleNameMapper in jest.config.ts.
process.env.CONTENT_DATA = 'fixtures/seed-data';
