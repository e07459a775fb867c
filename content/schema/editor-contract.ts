// What the editor's configuration (editor-config.ts) and the editor's own code (scripts/editor/) agree
// on: the custom field types' names, the placeholders their messages carry, and where the editor
// saves. Kept here, below both, so that the configuration never imports the scripts (the rule of the
// house: scripts/ may read content/, never the other way).

/** The field types' names, in admin/config.yml and in CMS.registerFieldType(). */
export const dateNotBeforeWidget = 'date-not-before';
export const requiredUnlessWidget = 'required-unless';
export const timeAfterStartWidget = 'time-after-start';

/** Where the message the configuration carries puts the sibling's day (date-not-before). */
export const earliestDayPlaceholder = '{{not_before}}';

/** Where the message the configuration carries puts the start time (time-after-start). */
export const startTimePlaceholder = '{{start_time}}';

/** Where the editor saves; decided by scripts/editor/backend.ts (adminBackend()). */
export type AdminBackend =
  | {
      readonly name: 'github';
      /** "owner/name". */
      readonly repo: string;
      readonly branch: 'main';
      /** "token": a personal access token typed into the editor; "oauth": a sign-in pop-up. */
      readonly auth_methods: readonly ('token' | 'oauth')[];
      /** The OAuth server of the pop-up; Netlify's, for a site it hosts. */
      readonly base_url?: string;
      /**
       * What the pop-up's sign-in asks GitHub for (Sveltia CMS adds `user` to it). An OAuth App cannot
       * be limited to one repository: `repo` would be every repository of the account, private ones
       * included; `public_repo` is its public repositories only, and the site's is public.
       */
      readonly auth_scope?: 'public_repo';
    }
  | { readonly name: 'test-repo' };
