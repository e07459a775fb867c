// The home page's texts in a language: the owner's hero, intro, highlights and team (content/data/home.json,
// team.json), French where not translated; the site's own words are ./home-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import type { HomePageData } from '@/content/schema/pages';
import type { TeamData } from '@/content/schema/team';
import type { Banner, Link, PageMeta, Photo } from '@/config/types';
import { pathOf, routeOfPath } from '@/config/routes';
import type { Lang } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';
import { homeWords } from './home-words';

const homeData = ownerDataFile('home');
const teamData = ownerDataFile('team');

// Checked against their schemas by `npm run check:content` before every build; only the types are imported here.
// Read in a language during the page's render (readLocalizedData marks the French standing in for a
// missing translation, for fallbackLang); the French constants below are read once, nothing marked.
const homeIn = (lang: Lang) => readLocalizedData<HomePageData>('home', homeData, lang);
const teamIn = (lang: Lang) => readLocalizedData<TeamData>('team', teamData, lang);

export interface Highlight {
  readonly title: string;
  readonly text: string;
  readonly link: Link;
  readonly photo: Photo;
}

export interface TeamMember {
  /** Null until the owner gives it: the card then leads with the role. */
  readonly name: string | null;
  readonly role: string;
  readonly text: string;
  readonly photo: Photo;
}

/** The home page's title and description in a language (the owner's). */
export const homeMetaIn = (lang: Lang): PageMeta => homeIn(lang).meta;

export const homeMeta: PageMeta = homeMetaIn('fr');

/** The hero's calls to action in a language, each to that language's page. */
export function homeActions(lang: Lang): { readonly primaryAction: Link; readonly secondaryAction: Link } {
  const words = homeWords[lang];
  return {
    primaryAction: { label: words.primaryAction, href: pathOf('stays', lang) },
    secondaryAction: { label: words.secondaryAction, href: `${pathOf('restaurant', lang)}#reservation` },
  };
}

export type HomeHero = Banner & { primaryAction: Link; secondaryAction: Link };

/** The hero in a language: the owner's title, subtitle and photo, and the calls to action. */
export function homeHeroIn(lang: Lang): HomeHero {
  const { hero } = homeIn(lang);
  return { ...hero, photo: photoOf(hero.photo), ...homeActions(lang) };
}

export const homeHero: HomeHero = homeHeroIn('fr');

/**
 * A highlight's link, which the owner writes as a French address ("/hebergements/"), to the same page
 * in `lang`; an address that is no page of the route table is left as written.
 */
export function localHref(href: string, lang: Lang): string {
  const route = routeOfPath(href);
  if (!route) return href;
  const anchor = href.includes('#') ? href.slice(href.indexOf('#')) : '';
  return `${pathOf(route.id, lang)}${anchor}`;
}

export interface HomeIntro {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const homeIntroIn = (lang: Lang): HomeIntro => homeIn(lang).intro;

export const homeIntro: HomeIntro = homeIntroIn('fr');

export const homeHighlightsIn = (lang: Lang): readonly Highlight[] =>
  homeIn(lang).highlights.map((highlight) => ({ ...highlight, photo: photoOf(highlight.photo) }));

export const homeHighlights: readonly Highlight[] = homeHighlightsIn('fr');

export interface TeamSectionContent {
  readonly title: string;
  readonly intro: string;
  readonly members: readonly TeamMember[];
}

export function teamSectionIn(lang: Lang): TeamSectionContent {
  const team = teamIn(lang);
  return {
    title: team.title,
    intro: team.intro,
    members: team.members.map((member) => ({ ...member, name: member.name ?? null, photo: photoOf(member.photo) })),
  };
}

export const teamSection: TeamSectionContent = teamSectionIn('fr');
