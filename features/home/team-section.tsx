import { ResponsiveImage } from '@/components/responsive-image';
import { Section } from '@/components/section';
import { teamSectionIn } from '@/features/home/home-content';
import { fallbackLang } from '@/lib/i18n/fallback';
import type { Lang } from '@/lib/i18n/languages';
import { resolvePhoto } from '@/components/photos';

export function TeamSection({ lang }: { readonly lang: Lang }) {
  const teamSection = teamSectionIn(lang);
  return (
    <Section id="equipe" title={teamSection.title} intro={teamSection.intro} tone="sand">
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {teamSection.members.map((member) => (
          <li key={member.role} className="relative flex flex-col items-center rounded-card bg-white p-8 text-center shadow-card">
            <ResponsiveImage
              photo={resolvePhoto(member.photo)}
              sizes="10rem"
              className="size-40 rounded-full object-cover ring-4 ring-sand-100"
            />
            {/* Until the owner gives a first name, a page in another language heads the card with the role. */}
            {member.name ? (
              <>
                <h3 className="mt-6 text-xl font-semibold text-lake-900">{member.name}</h3>
                <p lang={fallbackLang(member.role)} className="font-medium text-ember-700">
                  {member.role}
                </p>
              </>
            ) : (
              <h3 lang={fallbackLang(member.role)} className="mt-6 text-xl font-semibold text-lake-900">
                {member.role}
              </h3>
            )}
            <p lang={fallbackLang(member.text)} className="mt-3 text-ink-muted">
              {member.text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
