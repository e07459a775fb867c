// The editor's interface strings that Sveltia CMS's French translation lacks (the package falls
// back to English for them: "Show Errors" on a refused save, "Replace Image", "Save Anyway"…).
// scripts/editor/build-admin.ts merges them into the package's locales/fr.json as esbuild bundles it;
// french-strings.test.ts fails when a new version of the package lacks another one, or has since
// translated one of these. Left out: the `config.*` messages, which name YAML options for whoever
// writes the configuration (generated and tested here), never the owner.
// Plural forms are MessageFormat 2, as in the package's own files.

export type LocaleStrings = { readonly [key: string]: string | LocaleStrings };

export const frenchAdditions = {
  select_item: 'Sélectionner {$name}',
  folders: 'Dossiers',
  more_folders: 'Autres dossiers',
  sign_in_using_access_token_workflow_note:
    'Le flux de publication étant activé, il doit aussi pouvoir lire et écrire les demandes de fusion (pull requests).',
  sign_in_with_link: 'Se connecter avec un lien',
  sign_in_with_link_confirmation:
    'Ce lien vous connecte en tant que {$account} sur {$service} et copie les réglages de l’appareil où il a été créé. Ne continuez que si vous avez créé ce lien vous-même.',
  domain: 'Domaine',
  file_unavailable: 'Indisponible',
  file_unavailable_description: 'Ce fichier n’a pas pu être chargé. Il a peut-être été déplacé ou supprimé.',
  back_to_parent_folder: 'Retour au dossier parent',
  new_folder: 'Nouveau dossier',
  new_folder_name: 'Nom du dossier',
  new_folder_create: 'Créer',
  new_folder_description: 'Le nouveau dossier sera créé dans « {$folder} ».',
  new_folder_error: {
    empty: 'Le nom du dossier ne peut pas être vide.',
    invalid: 'Le nom du dossier ne peut pas contenir de barre oblique ni commencer par un point.',
    duplicate: 'Un dossier ou un fichier porte déjà ce nom ici.',
  },
  creating_folder: 'Création du dossier…',
  creating_folder_failed: 'Le dossier n’a pas pu être créé.',
  folder_options: 'Options du dossier',
  show_folder_options: 'Afficher les options du dossier',
  rename_folder: 'Renommer le dossier',
  delete_folder: 'Supprimer le dossier',
  enter_new_name_for_folder:
    '.input {$count :integer} .match $count 0 {{Saisissez un nouveau nom ci-dessous.}} one {{Saisissez un nouveau nom ci-dessous. La ressource du dossier sera déplacée avec lui, et toute entrée qui l’utilise sera mise à jour.}} * {{Saisissez un nouveau nom ci-dessous. Les {$count} ressources du dossier seront déplacées avec lui, et les entrées qui les utilisent seront mises à jour.}}',
  enter_new_name_for_external_folder:
    '.input {$count :integer} .match $count 0 {{Saisissez un nouveau nom ci-dessous.}} one {{Saisissez un nouveau nom ci-dessous. Le fichier du dossier sera déplacé avec lui et son adresse changera : mettez à jour les entrées qui l’utilisent.}} * {{Saisissez un nouveau nom ci-dessous. Les {$count} fichiers du dossier seront déplacés avec lui et leurs adresses changeront : mettez à jour les entrées qui les utilisent.}}',
  confirm_deleting_folder:
    '.input {$count :integer} .match $count 0 {{Voulez-vous vraiment supprimer le dossier vide « {$name} » ?}} one {{Voulez-vous vraiment supprimer le dossier « {$name} » et la ressource qu’il contient ?}} * {{Voulez-vous vraiment supprimer le dossier « {$name} » et les {$count} ressources qu’il contient ?}}',
  renaming_folder: 'Renommage du dossier…',
  renaming_folder_failed: 'Le dossier n’a pas pu être renommé.',
  deleting_folder: 'Suppression du dossier…',
  deleting_folder_failed: 'Le dossier n’a pas pu être supprimé.',
  replace_file: 'Remplacer le fichier',
  replace_image: 'Remplacer l’image',
  remove_file: 'Retirer le fichier',
  remove_image: 'Retirer l’image',
  deleting_referenced_assets_note:
    '.input {$count :integer} .match $count one {{Le lien vers elle dans une entrée sera retiré aussi.}} * {{Les liens vers elle dans {$count} entrées seront retirés aussi.}}',
  cannot_delete_referenced_assets:
    '.input {$count :integer} .match $count one {{Cette ressource ne peut pas être supprimée : les champs ci-dessous, dans les entrées qui l’utilisent, ne seraient plus valides sans elle. Modifiez d’abord ces entrées.}} * {{Ces ressources ne peuvent pas être supprimées : les champs ci-dessous, dans les entrées qui les utilisent, ne seraient plus valides sans elles. Modifiez d’abord ces entrées.}}',
  deleting_referenced_entries_note:
    '.input {$count :integer} .match $count one {{Le lien vers elle dans une autre entrée sera retiré aussi.}} * {{Les liens vers elle dans {$count} autres entrées seront retirés aussi.}}',
  cannot_delete_referenced_entries:
    '.input {$count :integer} .match $count one {{Cette entrée ne peut pas être supprimée : les champs ci-dessous, dans d’autres entrées, ne seraient plus valides sans elle. Modifiez d’abord ces entrées.}} * {{Ces entrées ne peuvent pas être supprimées : les champs ci-dessous, dans d’autres entrées, ne seraient plus valides sans elles. Modifiez d’abord ces entrées.}}',
  show_errors: 'Voir les erreurs',
  folder_created: 'Dossier créé.',
  folder_path: 'Chemin du dossier',
  folder_contents: 'Contenu',
  x_folders: '.input {$count :integer} .match $count 0 {{Aucun dossier}} one {{{$count} dossier}} * {{{$count} dossiers}}',
  folder_renamed: 'Dossier renommé.',
  folder_deleted: 'Dossier supprimé.',
  entry_sidebar: {
    slug: {
      title: 'Identifiant',
      generated_on_save:
        'L’identifiant est tiré du contenu de l’entrée à l’enregistrement. La date et l’heure qu’il contient seront celles de l’enregistrement.',
      unavailable: 'Cette entrée n’a pas d’identifiant.',
    },
  },
  save_conflict: {
    title: 'Entrée modifiée par quelqu’un d’autre',
    modified_by: '{$name} a modifié cette entrée le {$date}, après que vous l’avez ouverte.',
    modified: 'Cette entrée a été modifiée dans le dépôt après que vous l’avez ouverte.',
    deleted: 'Cette entrée a été supprimée du dépôt après que vous l’avez ouverte.',
    overwrite_warning: 'Si vous enregistrez maintenant, ses modifications seront perdues.',
    recreate_warning: 'Si vous enregistrez maintenant, l’entrée sera recréée.',
    save_anyway: 'Enregistrer quand même',
    branch_moved: 'Le dépôt a été modifié par quelqu’un d’autre pendant l’enregistrement. Veuillez réessayer.',
  },
  remote_change: {
    reload_entry: 'Recharger l’entrée',
    confirm_reloading_entry: 'Voulez-vous vraiment recharger l’entrée ? Vos modifications non enregistrées seront perdues.',
  },
  list_item_options: 'Options de l’élément',
  relation_field: {
    save_together_hint: '{$name} sera enregistré avec l’entrée que vous modifiez.',
    add_failed: '{$name} n’a pas pu être ajouté. Consultez la console du navigateur pour plus de détails.',
  },
  assets_dialog: {
    title: { folder: 'Sélectionner un dossier' },
    selected_folder: 'Dossier sélectionné : {$path}',
    selected_folders: '.input {$count :integer} .match $count one {{{$count} dossier sélectionné}} * {{{$count} dossiers sélectionnés}}',
    no_subfolders: 'Ce dossier n’a pas de sous-dossier.',
  },
  cloud_storage: { bunny_storage: { auth_key_label: 'Mot de passe de la zone de stockage' } },
  status: { deploying: 'Déploiement en cours' },
  workflow: { deploying_deletion: 'Suppression' },
} as const satisfies LocaleStrings;

/** `base` with `additions` merged in, nested keys included; `base` wins where both have a string. */
/**
 * The package's own French strings the sign-in page shows, said otherwise (issue 50): Netlify's GitHub
 * sign-in asks for `public_repo`, which opens every public repository the owner can write to, not the
 * site's alone (scripts/editor/backend.ts); the fine-grained token opens the site's repository only.
 * The button says so where the owner chooses. Only a Netlify build shows the first (auth_methods).
 */
export const frenchOverrides = {
  sign_in_with_x: 'Se connecter avec {$service} (accès à tous vos dépôts publics)',
  sign_in_using_access_token: 'Se connecter avec un jeton d’accès (conseillé : ce seul dépôt)',
} as const satisfies LocaleStrings;

/** `base` with each string `overrides` names replaced (only strings it already has). */
export function withOverrides(base: LocaleStrings, overrides: LocaleStrings): LocaleStrings {
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const override = overrides[key];
      if (override === undefined) return [key, value];
      return [key, typeof value === 'string' ? override : withOverrides(value, typeof override === 'string' ? {} : override)];
    }),
  );
}

export function withAdditions(base: LocaleStrings, additions: LocaleStrings): LocaleStrings {
  const merged: Record<string, string | LocaleStrings> = { ...additions };
  for (const [key, value] of Object.entries(base)) {
    const added = additions[key];
    merged[key] = typeof value !== 'string' && added !== undefined && typeof added !== 'string' ? withAdditions(value, added) : value;
  }
  return merged;
}
