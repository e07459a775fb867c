import Link from 'next/link';
import { actionBarAnchors } from '@/config/action-bar-actions';
import { email, mailtoHref, phoneDisplayIn, phoneLanguagesText, telHref } from '@/config/contact';
import { socialLinks } from '@/config/contact';
import { pathOf } from '@/config/routes';
import { copyrightYears, footerNavigation, footerWords, routeNames, siteName, siteTaglines } from '@/config/site';
import { externalLinkWords } from '@/config/ui';
import { pageLanguage } from '@/lib/i18n/page-language';

/** Each network's icon, drawn by the stylesheet before its link's name (app/globals.css). */
const socialIcons = { facebook: 'icon-facebook', instagram: 'icon-instagram' } as const;

export function SiteFooter() {
  const lang = pageLanguage();
  const words = footerWords[lang];
  const phoneLanguages = phoneLanguagesText(lang);
  return (
    <footer className="focus-on-dark bg-lake-900 text-lake-100">
      <div className="mx-auto grid max-w-content gap-10 px-5 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div>
          <p className="font-display text-2xl font-semibold text-white">{siteName}</p>
          <p className="mt-2 max-w-xs text-lake-100">{siteTaglines[lang]}</p>
          <ul className="mt-6 space-y-1">
            {/* The number and the address once the owner gives them (both are needed to publish). */}
            {telHref ? (
              <li>
                <a
                  href={telHref}
                  className="icon-before icon-phone inline-flex min-h-11 items-center gap-2 before:size-5 hover:text-white hover:underline"
                >
                  {phoneDisplayIn(lang)}
                </a>
                {phoneLanguages ? <p className="pb-2 text-sm text-lake-100">{phoneLanguages}</p> : null}
              </li>
            ) : null}
            {mailtoHref ? (
              <li>
                <a
                  href={mailtoHref}
                  className="icon-before icon-mail inline-flex min-h-11 items-center gap-2 break-all before:size-5 hover:text-white hover:underline"
                >
                  {email}
                </a>
              </li>
            ) : null}
            <li>
              <Link
                prefetch={false}
                href={`${pathOf('contact', lang)}#${actionBarAnchors.directions}`}
                className="icon-before icon-map-pin inline-flex min-h-11 items-center gap-2 before:size-5 hover:text-white hover:underline"
              >
                {words.access}
              </Link>
            </li>
          </ul>
        </div>

        <nav aria-label={words.navLabel}>
          <ul className="grid gap-1">
            {footerNavigation.map((id) => (
              <li key={id}>
                <Link
                  prefetch={false}
                  href={pathOf(id, lang)}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {routeNames[lang][id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {/* The venue's pages on social networks, those the owner gave. */}
        {socialLinks.length > 0 ? (
          <div>
            <p className="font-display text-lg font-semibold text-white">{words.socialTitle}</p>
            <ul className="mt-3 flex gap-3">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`icon-before ${socialIcons[link.network]} inline-flex min-h-11 items-center gap-2 rounded-full border border-lake-300/40 px-4 before:size-5 hover:border-white hover:text-white`}
                  >
                    {link.label}
                    <span className="sr-only"> {externalLinkWords[lang].newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-5 py-5 text-sm text-lake-100 lg:px-8">{words.copyright(copyrightYears())}</p>
      </div>
    </footer>
  );
}
