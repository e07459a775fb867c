// The editor's browser entry, bundled by scripts/editor/build-admin.ts into public/admin/. The bundle is
// not named sveltia-cms.js, a name that makes the package start itself before French is set.
import './french-first';
import CMS from '@sveltia/cms';
import { DateNotBeforeControl } from './date-not-before-control';
import { dateNotBeforeWidget } from './date-not-before';
import { RequiredUnlessControl } from './required-unless-control';
import { requiredUnlessWidget } from './required-unless';
import { TimeAfterStartControl } from './time-after-start-control';
import { timeAfterStartWidget } from './time-after-start';

// Registered before init(): the configuration that names it is read there.
CMS.registerFieldType(dateNotBeforeWidget, DateNotBeforeControl);
CMS.registerFieldType(requiredUnlessWidget, RequiredUnlessControl);
CMS.registerFieldType(timeAfterStartWidget, TimeAfterStartControl);
void CMS.init();
