// Imported by editor.ts before the package, for its effect: modules run in import order, and the
// package reads its stored preferences (and writes them back) as soon as its own module runs, so
// French must be stored before. A dynamic import of the package would order this too, but would
// move it into a chunk, where its new URL('assets/…', import.meta.url) would point at chunks/assets/.
import { preferFrench } from './prefer-french';

preferFrench(window.localStorage);
