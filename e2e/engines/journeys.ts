import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { cabinSectionIn, cabinsIn } from '../../features/stays/units/accommodations-content';
import { routes } from '../support';
import type { EmailStub } from './email-stub';
import { eventually, type Engine, type Target } from './engine';

/** The instant of the open/closed status contract (issue 11): a Wednesday lunch service in Paris. */
export const statusInstant = new Date('2026-11-25T12:30:00+01:00');

const chalets: Target = { role: 'region', name: 'Photos des chalets' };
const smallCabin: Target = { role: 'region', name: 'Photos de la petite cabane' };
const dot = (within: Target, n: number): Target => ({ role: 'button', name: `Afficher l’image ${n}`, within });

/** The carousel's one-second lock between two moves, plus a margin: these engines run on the real clock. */
const afterLock = () => sleep(1200);

async function expectCurrentPhoto(engine: Engine, carousel: Target, n: number) {
  await eventually(async () => assert.equal(await engine.attribute(dot(carousel, n), 'aria-current'), 'true', `photo ${n} is current`));
}

/** Next, previous and a dot, both ways round the end: the carousel's rules as a visitor meets them. */
async function carouselJourney(engine: Engine, carousel: Target, count: number) {
  await engine.open('/hebergements/');
  // Paused first, so that the 5 s rotation cannot move the photo between a click and its check.
  await engine.click({ role: 'button', name: 'Mettre en pause le défilement', within: carousel });
  await expectCurrentPhoto(engine, carousel, 1);
  await engine.click({ role: 'button', name: 'Image précédente', within: carousel });
  await expectCurrentPhoto(engine, carousel, count);
  await afterLock();
  await engine.click({ role: 'button', name: 'Image suivante', within: carousel });
  await expectCurrentPhoto(engine, carousel, 1);
  await afterLock();
  await engine.click({ role: 'button', name: 'Image suivante', within: carousel });
  await expectCurrentPhoto(engine, carousel, 2);
  await afterLock();
  await engine.click(dot(carousel, count));
  await expectCurrentPhoto(engine, carousel, count);
  assert.equal(await engine.attribute(dot(carousel, 1), 'aria-current'), null);
}

const form: Target = { role: 'region', name: 'Demande de réservation' };
const field = (role: Target['role'], name: string): Target => ({ role, name, within: form });

async function sendRequest(engine: Engine) {
  await engine.open('/restaurant/');
  // The form comes back open when the visitor's draft was kept from an earlier visit.
  if (!(await engine.visible(form))) await engine.click({ role: 'button', name: 'Réserver une table' });
  await eventually(async () => assert.ok(await engine.visible(form), 'the form is shown'));
  await engine.fill(field('textbox', 'Nom'), 'Dupont');
  await engine.fill(field('textbox', 'Prénom'), 'Marie');
  await engine.fill(field('textbox', 'Téléphone'), '06 12 34 56 78');
  await engine.fill(field('textbox', 'E-mail'), 'marie.dupont@exemple.fr');
  await engine.fillDate(field('field', 'Date'), '2026-12-05');
  await engine.select(field('combobox', 'Heure'), '19:30');
  await engine.fill(field('spinbutton', 'Nombre de personnes'), '4');
  await engine.fill(field('field', 'Message'), 'Une chaise haute, s’il vous plaît.');
  await engine.click({ role: 'button', name: 'Envoyer la demande', within: form });
}

/** French ties « ! » and « : » with a no-break space: the text is read with its spaces as one kind, as Playwright reads it. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

async function expectShown(engine: Engine, text: string, timeoutMs = 5000) {
  await eventually(
    async () => assert.ok(plainSpaces(await engine.shownText()).includes(plainSpaces(text)), `the page shows “${text}”`),
    timeoutMs,
  );
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The engine did not start.');
  return value;
}

/**
 * The core journeys, registered as node:test tests for one engine. `startedEngine()` and
 * `startedStub()` give what the engine's `before` hook started.
 */
export function registerJourneys(startedEngine: () => Engine | undefined, startedStub: () => EmailStub | undefined) {
  const engine = () => started(startedEngine());
  const stub = () => started(startedStub());
  test('every route loads, hydrates and logs no console error', async () => {
    for (const route of routes) {
      await engine().open(route.path);
      await expectShown(engine(), route.heading);
      const heading = await engine().evaluate(() => document.querySelector('h1')?.textContent ?? '');
      assert.equal(heading, route.heading, `${route.path} has its heading`);
      // Every file the page asked for exists (a missing script or image is a console error in
      // Chromium; WebKit gives the test no console and no responseStatus, so the files are asked again).
      const files = await engine().evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      assert.ok(
        files.some((file) => file.includes('/_next/static/')),
        `${route.path} loaded the framework's scripts`,
      );
      for (const file of files.filter((url) => url.startsWith('http://127.0.0.1'))) {
        const response = await fetch(file);
        await response.arrayBuffer();
        assert.ok(response.ok, `${route.path} asked for ${file}, answered ${response.status}`);
      }
      const errors = engine().consoleErrors();
      if (errors) assert.deepEqual(errors, [], `${route.path} logged no console error`);
    }
  });

  test('phone menu: opens, a link navigates, Escape closes it and gives focus back', async () => {
    await engine().resize(390, 844);
    try {
      await engine().open('/');
      const nav: Target = { role: 'navigation', name: 'Navigation principale' };
      const toggle: Target = { role: 'button', name: 'Menu', within: nav };
      const restaurant: Target = { role: 'link', name: 'Restaurant', within: nav };
      assert.equal(await engine().attribute(toggle, 'aria-expanded'), 'false');
      assert.equal(await engine().visible(restaurant), false, 'the menu starts closed');
      await engine().click(toggle);
      await eventually(async () => assert.equal(await engine().attribute(toggle, 'aria-expanded'), 'true'));
      await eventually(async () => assert.ok(await engine().visible(restaurant), 'the open menu shows its links'));
      await engine().click(restaurant);
      await expectShown(engine(), 'Une cuisine de saison, sans chichis');
      await eventually(async () => assert.equal(await engine().attribute(toggle, 'aria-expanded'), 'false'));

      await engine().click(toggle);
      await eventually(async () => assert.equal(await engine().attribute(toggle, 'aria-expanded'), 'true'));
      await engine().press('Escape');
      await eventually(async () => assert.equal(await engine().attribute(toggle, 'aria-expanded'), 'false'));
      assert.ok(await engine().focused(toggle), 'Escape gives focus back to Menu');
      assert.equal(await engine().visible(restaurant), false, 'Escape closes the menu');
    } finally {
      await engine().resize(1280, 800);
    }
  });

  test('chalet carousel: previous wraps to the last photo, next wraps to the first, a dot jumps', async () => {
    await carouselJourney(engine(), chalets, 7);
  });

  test('cabin carousel: previous wraps to the last photo, next wraps to the first, a dot jumps', async () => {
    await carouselJourney(engine(), smallCabin, 3);
  });

  test('cabin tabs: arrow keys move between the tabs and show their cabin', async () => {
    await engine().open('/hebergements/');
    // The section's title, each tab's cabin and price, from the seed the build read (content/unit-types.ts's order).
    const section = cabinSectionIn('fr');
    const tablist: Target = { role: 'region', name: section.title };
    const [firstCabin, secondCabin] = cabinsIn('fr');
    assert.ok(firstCabin && secondCabin, 'the seed has two cabins');
    const tabOf = (cabin: typeof firstCabin): Target => ({
      role: 'tab',
      name: cabin.price ? `${cabin.name} · ${cabin.price}` : cabin.name,
      within: tablist,
    });
    const [small, large] = [tabOf(firstCabin), tabOf(secondCabin)];
    assert.equal(await engine().attribute(small, 'aria-selected'), 'true');
    await engine().focus(small);
    await engine().press('ArrowRight');
    await eventually(async () => assert.equal(await engine().attribute(large, 'aria-selected'), 'true'));
    assert.ok(await engine().focused(large), 'ArrowRight moves focus to the next tab');
    assert.ok(await engine().visible({ role: 'region', name: section.carouselLabel(secondCabin.name) }), 'the large cabin is shown');
    await engine().press('ArrowLeft');
    await eventually(async () => assert.equal(await engine().attribute(small, 'aria-selected'), 'true'));
    assert.ok(await engine().focused(small), 'ArrowLeft moves focus back');
  });

  test('reservation sent: the request carries every field to the endpoint, then the success banner', async () => {
    stub().answer = { status: 200, body: 'OK' };
    stub().requests.length = 0;
    await sendRequest(engine());
    await expectShown(engine(), 'Votre demande de réservation a bien été envoyée !', 15_000);
    assert.equal(stub().requests.length, 1, 'one request reached the provider');
    const [request] = stub().requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url, 'https://api.emailjs.com/api/v1.0/email/send-form');
    assert.deepEqual(request?.fields, {
      nom: 'Dupont',
      prenom: 'Marie',
      telephone: '06 12 34 56 78',
      email: 'marie.dupont@exemple.fr',
      date: '2026-12-05',
      heure: '19:30',
      personnes: '4',
      message: 'Une chaise haute, s’il vous plaît.',
      // For the owner, in French: the date in words and the diets ticked (none).
      jour: 'samedi 5 décembre 2026',
      regimes: '',
      // The spam trap travels empty with a person's request (sendForm sends every named field).
      nectar: '',
      subject: 'Réservation Restaurant – Marie Dupont',
      lib_version: '4.4.1',
      service_id: 'service_e2e',
      template_id: 'template_e2e',
      user_id: 'public_key_e2e',
    });
  });

  test('reservation refused: the red banner and a mailto link with the request', async () => {
    stub().answer = { status: 500, body: 'Internal Server Error' };
    stub().requests.length = 0;
    await sendRequest(engine());
    const expectMailto = (href: string) => {
      const mailto = new URL(href);
      assert.equal(mailto.protocol, 'mailto:');
      assert.equal(mailto.searchParams.get('subject'), 'Réservation Restaurant – Marie Dupont');
      assert.match(mailto.searchParams.get('body') ?? '', /Date\s:\s05\/12\/2026/);
    };
    if (engine().mailtoReplacesPage) {
      // The page hands the request to the mail client at once: MiniBrowser, which has none, shows
      // the mailto: address in the tab. What the visitor typed must still be there on Back.
      await eventually(async () => assert.match(await engine().currentUrl(), /^mailto:/), 15_000);
      assert.equal(stub().requests.length, 1, 'the request was sent');
      expectMailto(await engine().currentUrl());
      await engine().back();
      await eventually(async () =>
        assert.equal(await engine().attribute(field('textbox', 'Nom'), 'value'), 'Dupont', 'Back gives the form back as typed'),
      );
      return;
    }
    await expectShown(engine(), 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.', 15_000);
    assert.equal(stub().requests.length, 1, 'the request was sent');
    const color = await engine().evaluate(() => {
      const banner = [...document.querySelectorAll('[role="alert"]')].find((element) =>
        element.textContent?.includes('Une erreur est survenue'),
      );
      return banner ? getComputedStyle(banner).color : '';
    });
    assert.equal(color, 'rgb(138, 28, 28)', 'the banner is red');
    const alert: Target = { role: 'alert', within: form };
    expectMailto((await engine().attribute({ role: 'link', name: 'envoyez la demande par e-mail', within: alert }, 'href')) ?? '');
    assert.equal(await engine().attribute(field('textbox', 'Nom'), 'value'), 'Dupont', 'the form keeps what was typed');
  });
}

/** Checks that the engine's clock and time zone are the ones set, in the page, before any journey relies on them. */
export async function clockProbe(engine: Engine) {
  await engine.open('/restaurant/');
  const seen = await engine.evaluate(() => ({
    now: Date.now(),
    constructed: new Date().getTime(),
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    local: new Date().toString(),
    paris: new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(
      new Date(),
    ),
  }));
  const drift = seen.now - statusInstant.getTime();
  assert.ok(drift >= 0 && drift < 60_000, `Date.now() is the set instant (off by ${drift} ms: ${seen.local})`);
  assert.ok(Math.abs(seen.constructed - seen.now) < 1000, 'new Date() agrees with Date.now()');
  assert.equal(seen.zone, 'Europe/Paris');
  assert.match(seen.local, /^Wed Nov 25 2026 12:3\d/);
  assert.match(seen.paris, /^mercredi 12:3\d$/);
}

/** Issue 11's contract: at Wednesday 2026-11-25 12:30 in Paris, the restaurant says it is open until 13h30. */
export async function statusJourney(engine: Engine) {
  await engine.open('/restaurant/');
  await expectShown(engine, 'Ouvert · jusqu’à 13h30');
}
