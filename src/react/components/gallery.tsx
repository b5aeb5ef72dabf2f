import { lazy, Suspense, useState } from 'react';
import type { ProductImage } from '../../domain/catalogue/types.ts';
import { useT } from '../i18n/i18n.tsx';

// The 360° viewer is a chunk of its own: loaded once the shopper heads for its button (pointer, focus).
const Viewer360Dialog = lazy(() => import('./viewer-360-dialog.tsx'));

/**
 * Main image with thumbnails; choosing a thumbnail swaps the main image (after hydration). Where the
 * product has 360° photos, a button on the main image opens them in a dialog.
 */
export function Gallery({ images, images360, name }: { images: ProductImage[]; images360: string[]; name: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  // null: the viewer's chunk is not wanted yet; false: loaded (or loading) and closed; true: open.
  const [viewer, setViewer] = useState<boolean | null>(null);
  const main = images[selected] ?? images[0];
  if (!main) return <div className="gallery gallery--empty" />;
  const want = () => setViewer((now) => now ?? false);
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="gallery__stage">
        <img className="gallery__main" src={main.url} alt={name} width={main.width} height={main.height} fetchPriority="high" />
        {images360.length > 0 && (
          <button
            type="button"
            className="gallery__360"
            aria-haspopup="dialog"
            aria-label={t('product.view360.open')}
            onPointerEnter={want}
            onFocus={want}
            onClick={() => setViewer(true)}>
            360°
          </button>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" role="list">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('product.image', { index: index + 1, count: images.length })}
                onClick={() => setSelected(index)}>
                <img src={image.url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer !== null && (
        <Suspense fallback={null}>
          <Viewer360Dialog open={viewer} onClose={() => setViewer(false)} frames={images360} name={name} />
        </Suspense>
      )}
    </section>
  );
}
