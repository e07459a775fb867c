import Link from 'next/link';
import { accessLink } from '@/content/access';
import { email, mailtoHref, phone, telHref } from '@/content/contact';
import { socialLinks } from '@/content/contact';
import { footerNavigation, footerText, siteName, siteTagline } from '@/content/site';
import { externalLinkText } from '@/content/ui';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon } from './ui/icons';

const socialIcons = { facebook: FacebookIcon, instagram: InstagramIcon } as const;

export function SiteFooter() {
  return (
    <footer className="focus-on-dark bg-lake-900 text-lake-100">
      <div className="mx-auto grid max-w-content gap-10 px-5 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div>
          <p className="font-display text-2xl font-semibold text-white">{siteName}</p>
          <p className="mt-2 max-w-xs text-lake-100">{siteTagline}</p>
          <ul className="mt-6 space-y-1">
            <li>
              <a href={telHref} className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline">
                <PhoneIcon className="size-5" />
                {phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="inline-flex min-h-11 items-center gap-2 break-all hover:text-white hover:underline">
                <MailIcon className="size-5 shrink-0" />
                {email}
              </a>
            </li>
            <li>
              <Link prefetch={false} href={accessLink.href} className="inline-flex min-h-11 items-center gap-2 hover:text-white hover:underline">
                <MapPinIcon className="size-5" />
                {accessLink.label}
              </Link>
            </li>
          </ul>
        </div>

        <nav aria-label={footerText.navLabel}>
          <ul className="grid gap-1">
            {footerNavigation.map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <p className="font-display text-lg font-semibold text-white">{footerText.socialTitle}</p>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((link) => {
              const Icon = socialIcons[link.network];
              return (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-lake-300/40 px-4 hover:border-white hover:text-white"
                  >
                    <Icon className="size-5" />
                    {link.label}
                    <span className="sr-only"> {externalLinkText.newTab}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-5 py-5 text-sm text-lake-100 lg:px-8">{footerText.copyright}</p>
      </div>
    </footer>
  );
}
