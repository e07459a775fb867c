// Unit tests read the owner's data as the seed stood when it was copied into fixtures/seed-data
// (content/owner-data.ts, content/data-file.ts): the owner's edits in content/data, any valid one of
// which must publish, never change what a unit test expects.
process.env.CONTENT_DATA = 'fixtures/seed-data';
