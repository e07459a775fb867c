import { PhotoCarousel } from '@/components/carousel/photo-carousel';
import { InfoPanel } from '@/components/info-panel';
import { Section } from '@/components/section';
import { ButtonLink } from '@/components/ui/button-link';
import { DownloadIcon, PhoneIcon } from '@/components/ui/icons';
import { chaletSection, stayInfoItems } from '@/content/accommodations';
import { telHref } from '@/content/contact';
import { resolvePhoto } from '@/lib/photos';
import { BulletList } from '@/components/ui/bullet-list';

export function ChaletSection() {
  return (
    <Section id="chalets" title={chaletSection.title}>
      <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
        <div>
          <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
            {chaletSection.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-8 text-2xl font-semibold text-lake-900">{chaletSection.equipmentTitle}</h3>
          <BulletList items={chaletSection.equipment} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={chaletSection.priceList.href} download={chaletSection.priceList.fileName} variant="outline">
              <DownloadIcon className="size-5" />
              {chaletSection.priceList.label}
            </ButtonLink>
            <ButtonLink href={telHref} external>
              <PhoneIcon className="size-5" />
              {chaletSection.callToBook}
            </ButtonLink>
          </div>
        </div>
        <PhotoCarousel
          label={chaletSection.carouselLabel}
          slides={chaletSection.images.map(resolvePhoto)}
          sizes="(min-width: 72rem) 34rem, (min-width: 1024px) 46vw, 92vw"
        />
      </div>
      <div className="mt-12">
        <InfoPanel title={chaletSection.infoTitle} items={[...stayInfoItems, ...chaletSection.nightlyRates]} />
      </div>
    </Section>
  );
}
