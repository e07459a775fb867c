// The editor's browser entry, bundled by scripts/build-admin.ts into public/admin/. The bundle is
// deliberately not named sveltia-cms.js: the package starts itself when a script of that name is on
// the page, and this entry must set the language first.
import CMS from '@sveltia/cms';
import { preferFrench } from './prefer-french';

preferFrench(window.localStorage);
void CMS.init();
