import { startEmailStub } from './email-stub.ts';
import { startStaticServer, startXvfb } from './processes.ts';
import { startWebKit, webkitEngine } from './webkit-engine.ts';
const server = await startStaticServer(4590);
const stub = await startEmailStub(4591);
const x = await startXvfb();
const s = await startWebKit({ port: 4592, display: x.display, stubProxy: stub.proxy });
const e = webkitEngine(s.driver, 'http://127.0.0.1:4590');
try {
  await e.open('/restaurant/');
  await e.click({ role: 'button', name: 'Réserver une table' });
  const form = { role: 'region', name: 'Demande de réservation' } as const;
  await e.fill({ role: 'textbox', name: 'Nom', within: form }, 'Dupont');
  console.log('nom', await e.attribute({ role: 'textbox', name: 'Nom', within: form }, 'value'));
  await e.fill({ role: 'textbox', name: 'Prénom', within: form }, 'Marie');
  console.log('prenom', await e.attribute({ role: 'textbox', name: 'Prénom', within: form }, 'value'), await e.evaluate(() => document.activeElement?.id));
  await e.fill({ role: 'textbox', name: 'Email', within: form }, 'marie@exemple.fr');
  console.log('email', await e.attribute({ role: 'textbox', name: 'Email', within: form }, 'value'), await e.evaluate(() => document.activeElement?.id));
  await e.fillDate({ role: 'field', name: 'Date', within: form }, '2026-12-05');
  await e.select({ role: 'combobox', name: 'Heure', within: form }, '19:30');
  await e.fill({ role: 'spinbutton', name: 'Nombre de personnes', within: form }, '4');
  console.log(await e.evaluate(() => [...document.querySelectorAll('form input, form select, form textarea')].map((el) => `${(el as HTMLInputElement).name}=${(el as HTMLInputElement).value}`)));
  await e.click({ role: 'button', name: 'Envoyer la demande', within: form });
  await new Promise((r) => setTimeout(r, 2000));
  await import('node:fs').then((fs) => s.driver.takeScreenshot().then((png) => fs.writeFileSync('/work/shots/12a/debug-form.png', png, 'base64')));
  console.log(stub.requests);
  await e.open('/hebergements/');
  try { await e.click({ role: 'button', name: 'Mettre en pause le défilement', within: { role: 'region', name: 'Photos des chalets' } }); } catch (err) { console.log('pause', String(err)); }
  await import('node:fs').then((fs) => s.driver.takeScreenshot().then((png) => fs.writeFileSync('/work/shots/12a/debug-carousel.png', png, 'base64')));
} finally { await s.close(); await x.started.stop(); await stub.close(); await server.stop(); }
