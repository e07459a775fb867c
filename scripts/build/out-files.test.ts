/** @jest-environment node */
import path from 'node:path';
import { isAdminFile } from './out-files';

describe('files of the export', () => {
  const out = path.join('/site', 'out');

  it('tell the editor’s page from the site’s pages', () => {
    expect(isAdminFile(out, path.join(out, 'admin', 'index.html'))).toBe(true);
    expect(isAdminFile(out, path.join(out, 'admin', 'chunks', 'fr-X.js'))).toBe(true);
    expect(isAdminFile(out, path.join(out, 'restaurant', 'index.html'))).toBe(false);
    expect(isAdminFile(out, path.join(out, 'administration', 'index.html'))).toBe(false);
    expect(isAdminFile(out, path.join(out, '404.html'))).toBe(false);
  });
});
