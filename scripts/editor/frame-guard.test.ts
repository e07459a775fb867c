import { adminPageHtml } from './page';
import { isFramed, showUnlessFramed } from './frame-guard';

describe('the editor in a frame', () => {
  const pageRoot = () => {
    const parsed = new DOMParser().parseFromString(adminPageHtml('editeur-ABC123.js'), 'text/html');
    return parsed.documentElement;
  };

  it('is written hidden, so that nothing shows before the check or without it', () => {
    expect(pageRoot().hidden).toBe(true);
  });

  it('stays hidden and does not start inside another site’s frame', () => {
    const root = pageRoot();
    const top = {} as Window;
    expect(showUnlessFramed({ top, self: {} as Window & typeof globalThis }, root)).toBe(false);
    expect(root.hidden).toBe(true);
  });

  it('stays hidden in a detached document, which has no top window', () => {
    const root = pageRoot();
    expect(showUnlessFramed({ top: null, self: window }, root)).toBe(false);
    expect(root.hidden).toBe(true);
  });

  it('shows and starts in a window of its own', () => {
    const root = pageRoot();
    expect(isFramed(window)).toBe(false);
    expect(showUnlessFramed(window, root)).toBe(true);
    expect(root.hidden).toBe(false);
  });

  it('is framed in a real frame of this document', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const view = frame.contentWindow;
    if (!view) throw new Error('no frame window');
    expect(isFramed(view)).toBe(true);
    frame.remove();
  });
});
