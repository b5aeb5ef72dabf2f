// Search results, campaign and brand pages: a heading, then the InstantSearch listing.
import type { CategoryNode } from '../../../domain/catalogue/types.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { ListingSearchData } from '../../search/listing-data.ts';
import { listingHeading } from '../../search/listing-heading.ts';
import { ListingSearch } from '../../search/listing-search.tsx';

export function ListingLayout({
  title,
  search,
  serverPath,
  departments,
}: {
  title?: string;
  search: ListingSearchData;
  serverPath: string;
  /** A search page's departments, suggested when nothing is found. */
  departments?: readonly CategoryNode[];
}) {
  const t = useT();
  const campaign = search.state.tags.some((tag) => tag.startsWith('campaign:'));
  return (
    <>
      <header className="listing-header">
        {campaign && !title && <p className="listing-header__eyebrow">{t('listing.campaign')}</p>}
        <h1>{title ?? listingHeading(search.state, t)}</h1>
      </header>
      <ListingSearch search={search} serverPath={serverPath} {...(departments ? { departments } : {})} />
    </>
  );
}
