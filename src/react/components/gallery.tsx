import { useState } from 'react';
import type { ProductImage } from '../../domain/catalogue/types.ts';
import { useT } from '../i18n/i18n.tsx';

/** Main image with thumbnails; choosing a thumbnail swaps the main image (after hydration). */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return <div className="gallery gallery--empty" />;
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <img className="gallery__main" src={main.url} alt={name} width={main.width} height={main.height} fetchPriority="high" />
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
    </section>
  );
}
