// Above the header (spec part 1 §2): the app-version banner when the page was asked for it
// (`?app-version=true`, worker/loaders/frame-content.ts), then the running campaigns and the CMS promo
// banners. Server-rendered from the frame data, so nothing shifts when the page hydrates.
import type { FrameData } from '../../domain/content/frame.ts';
import { useT } from '../i18n/i18n.tsx';

export function TopBanners({ frame }: { frame: FrameData }) {
  const t = useT();
  if (frame.banners.length === 0 && frame.appVersion === null) return null;
  return (
    <section className="top-banners" aria-label={t('banner.region')}>
      {frame.appVersion !== null && (
        <p className="top-banner top-banner--version" data-testid="app-version-banner">
          {t('banner.appVersion', { version: frame.appVersion })}
        </p>
      )}
      {frame.banners.map((banner) => (
        <p key={banner.id} className={`top-banner top-banner--${banner.kind}`} data-banner={banner.id}>
          {banner.href === null ? banner.text : <a href={banner.href}>{banner.text}</a>}
        </p>
      ))}
    </section>
  );
}
