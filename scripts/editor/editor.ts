// The editor's browser entry, bundled by scripts/editor/build-admin.ts into public/admin/. The bundle is
// not named sveltia-cms.js, a name that makes the package start itself before French is set.
import './french-first';
import CMS from '@sveltia/cms';
import { DateNotBeforeControl } from './date-not-before-control';
import { showFactsLeft } from './facts-left-panel';
import { showUnlessFramed } from './frame-guard';
import { dateNotBeforeWidget } from './date-not-before';
import { RequiredUnlessControl } from './required-unless-control';
import { requiredUnlessWidget } from './required-unless';
import { TimeAfterStartControl } from './time-after-start-control';
import { timeAfterStartWidget } from './time-after-start';

// In another site's frame the page stays hidden and the editor never starts (frame-guard.ts).
if (showUnlessFramed(window, document.documentElement)) {
  // Registered before init(): the configuration that names it is read there.
  CMS.registerFieldType(dateNotBeforeWidget, DateNotBeforeControl);
  CMS.registerFieldType(requiredUnlessWidget, RequiredUnlessControl);
  CMS.registerFieldType(timeAfterStartWidget, TimeAfterStartControl);
  void CMS.init();
  // Beside the editor: what is left to give before the site goes live, read again after each save.
  showFactsLeft((listener) => CMS.registerEventListener({ name: 'postSave', handler: listener }));
}
