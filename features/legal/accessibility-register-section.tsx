import type { Lang } from '@/lib/i18n/languages';
import { accessibilityRegisterAnchor, accessibilityRegisterIn } from './accessibility-register';

/** The restaurant's public accessibility register, on the legal page (arrêté du 19 avril 2017: it may be put online). */
export function AccessibilityRegisterSection({ lang }: { readonly lang: Lang }) {
  const register = accessibilityRegisterIn(lang);
  if (!register) return null;
  const id = accessibilityRegisterAnchor;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-4 text-lg leading-relaxed">
      <h2 id={`${id}-title`} className="text-display-md font-semibold text-lake-900">
        {register.title}
      </h2>
      <p>{register.intro}</p>
      {/* A grid item is as wide as its longest word: the Dutch « Toegankelijkheidsverklaring » pushed the page past a 320 px screen. */}
      <dl className="grid gap-3 hyphens-auto wrap-break-word">
        {register.items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="font-semibold text-lake-900">{item.label}</dt>
            {item.values.map((value) => (
              <dd key={value} lang={item.lang}>
                {value}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
