import type { Page, Request } from '@playwright/test';
import type { RouteId } from '@/config/routes';

/** A French page as the journeys visit it: its address, its heading and its title. */
interface FrenchPage {
  readonly path: string;
  readonly heading: string;
  readonly title: RegExp;
  /** false for a page without a banner photo (e2e/budgets.ts bannerlessRoutes): the banner's checks pass it by. */
  readonly banner?: false;
}

// One entry per route id, so that a new page in config/routes.ts is a type error here until it says
// whether these journeys visit it (routes, layout, keyboard, no JavaScript, the action bar…).
const frenchPages = {
  home: { path: '/', heading: 'Découvrez les Chalets du lac', title: /^Les Chalets du lac/ },
  restaurant: { path: '/restaurant/', heading: 'Le restaurant', title: /^Restaurant · Les Chalets du lac$/ },
  stays: { path: '/hebergements/', heading: 'Nos hébergements', title: /^Hébergements\s: chalets et cabanes · Les Chalets du lac$/ },
  leisure: {
    path: '/loisirs/',
    heading: 'Loisirs au bord du lac',
    title: /^Loisirs\s: pêche, parcours de santé et verrerie · Les Chalets du lac$/,
  },
  // Its list changes with the announced events: e2e/events.spec.ts and e2e/event-page.spec.ts walk it.
  events: null,
  contact: { path: '/contact/', heading: 'Contact', title: /^Contact · Les Chalets du lac$/ },
  legal: { path: '/mentions-legales/', heading: 'Mentions légales', title: /^Mentions légales · Les Chalets du lac$/ },
  faq: { path: '/questions-frequentes/', heading: 'Vos questions', title: /^Questions fréquentes · Les Chalets du lac$/ },
  voucher: {
    path: '/bon-cadeau/',
    heading: 'Offrir un bon cadeau',
    title: /^Bon cadeau\s: offrir une nuit ou un séjour · Les Chalets du lac$/,
  },
  arrival: {
    path: '/guide-arrivee/',
    heading: 'Votre arrivée aux Chalets du lac',
    title: /^Guide d’arrivée · Les Chalets du lac$/,
    banner: false,
  },
  terms: {
    path: '/conditions-generales-de-vente/',
    heading: 'Conditions générales de vente',
    title: /^Conditions générales de vente · Les Chalets du lac$/,
  },
} as const satisfies Record<RouteId, FrenchPage | null>;

export const routes: readonly FrenchPage[] = Object.values(frenchPages).filter((route) => route !== null);

/** The French pages whose first screen is a banner photo. */
export const bannerRoutes = routes.filter((route) => route.banner !== false);

/** Waits until React has hydrated the page, so that its controls respond. */
export async function waitForHydration(page: Page): Promise<void> {
  // The Menu button (in the DOM at every width) gets its aria-expanded attribute once React runs the header.
  await page.locator('header button[aria-expanded]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until React has hydrated it. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Opens a page with the browser's clock under the test's control and stopped, so that the
 * carousels' 1 s lock and 5 s rotation move only when the test runs the clock forward.
 */
export async function openPageWithPausedClock(page: Page, path: string): Promise<void> {
  const start = new Date('2026-07-01T10:00:00+02:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await openPage(page, path);
}

/** The fields of a multipart/form-data request body, by name. */
export function multipartFields(request: Request): Record<string, string> {
  const contentType = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const match = /name="([^"]+)"\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
    if (match?.[1]) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}
