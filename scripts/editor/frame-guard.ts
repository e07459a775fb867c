// The editor refuses to work inside a frame. Its headers say so (frame-ancestors 'none',
// X-Frame-Options: DENY), but GitHub Pages sends no header and a meta tag cannot carry
// frame-ancestors: there another site could show /admin/ in an invisible frame and lead the signed-in
// owner's clicks onto its buttons (clickjacking). So the page is written hidden (scripts/editor/page.ts)
// and shown only in a window of its own, where the editor then starts; in a frame nothing is drawn.
// Part of the editor's bundle, loaded from the site: the editor's policy admits no inline script.

/** Whether the document is not its own top window: in a frame, or detached (no top at all). */
export function isFramed(view: Pick<Window, 'top' | 'self'>): boolean {
  return view.top !== view.self;
}

/** Shows the page, written hidden, only in a window of its own; says whether the editor may start. */
export function showUnlessFramed(view: Pick<Window, 'top' | 'self'>, root: HTMLElement): boolean {
  if (isFramed(view)) return false;
  root.hidden = false;
  return true;
}
