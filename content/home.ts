import homeData from './data/home.json';
import teamData from './data/team.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import type { HomePageData } from './schema/pages';
import type { TeamData } from './schema/team';
import type { Banner, Link, PageMeta, Photo } from './types';

// Checked against their schemas by `npm run check:content` before every build; only the types are imported here.
const home = readDataFile<HomePageData>(homeData);
const team = readDataFile<TeamData>(teamData);

export interface Highlight {
  readonly title: string;
  readonly text: string;
  readonly link: Link;
  readonly photo: Photo;
}

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly text: string;
  readonly photo: Photo;
}

export const homeMeta: PageMeta = home.meta;

export const homeHero: Banner & { primaryAction: Link; secondaryAction: Link } = {
  ...home.hero,
  photo: photoOf(home.hero.photo),
  primaryAction: { label: 'Voir les hébergements', href: '/hebergements/' },
  secondaryAction: { label: 'Réserver une table', href: '/restaurant/#reservation' },
};

export const homeIntro: { readonly title: string; readonly paragraphs: readonly string[] } = home.intro;

export const homeHighlights: readonly Highlight[] = home.highlights.map((highlight) => ({ ...highlight, photo: photoOf(highlight.photo) }));

export const teamSection: { readonly title: string; readonly intro: string; readonly members: readonly TeamMember[] } = {
  title: team.title,
  intro: team.intro,
  members: team.members.map((member) => ({ ...member, name: member.name.value, photo: photoOf(member.photo) })),
};
