// The editor's HTML page, written by scripts/editor/build-admin.ts into public/admin/index.html. No inline
// script (the editor's policy admits none) and no framework: the bundle draws the whole editor. Written
// hidden: the bundle shows it only outside a frame (scripts/editor/frame-guard.ts).
import { escapeHtml } from '../../lib/escape-html';

/** The page that loads the bundled editor, `entry` being its file name beside the page. */
export function adminPageHtml(entry: string): string {
  return `<!doctype html>
<html lang="fr" hidden>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Gestion du site · Les Chalets du lac</title>
<script type="module" src="./${escapeHtml(entry)}"></script>
</head>
<body></body>
</html>
`;
}
