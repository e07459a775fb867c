import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

const variants = {
  primary: 'bg-ember-600 text-white hover:bg-ember-700',
  secondary: 'border-2 border-current bg-transparent hover:bg-white/10',
  lake: 'bg-lake-700 text-white hover:bg-lake-900',
  outline: 'border-2 border-lake-700 text-lake-900 hover:bg-lake-50',
} as const;

const base = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors';

interface ButtonLinkProps {
  readonly href: string;
  readonly variant?: keyof typeof variants;
  readonly children: ReactNode;
  /** Plain <a> for files, tel: and mailto:, which are not pages of the site. */
  readonly external?: boolean;
  readonly download?: ComponentProps<'a'>['download'];
}

export function ButtonLink({ href, variant = 'primary', children, external = false, download }: ButtonLinkProps) {
  const className = `${base} ${variants[variant]}`;
  if (external || download) {
    return (
      <a href={href} download={download} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={href} className={className}>
      {children}
    </Link>
  );
}
