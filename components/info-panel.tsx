import type { InfoItem } from '@/config/types';
import { fallbackLang } from '@/lib/i18n/fallback';

interface InfoPanelProps {
  readonly title: string;
  readonly items: readonly InfoItem[];
}

export function InfoPanel({ title, items }: InfoPanelProps) {
  return (
    <div className="rounded-card border border-forest-200 bg-forest-100 p-6 sm:p-8">
      <h3 lang={fallbackLang(title)} className="font-display text-xl font-semibold text-forest-800">
        {title}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="flex flex-wrap gap-x-2 border-b border-forest-200 pb-2 last:border-0">
            <dt lang={fallbackLang(item.label)} className="font-semibold text-forest-800">
              {item.label}
            </dt>
            <dd lang={fallbackLang(item.value)} className="text-ink">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
