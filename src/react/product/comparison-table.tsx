// The comparison table: the current product and the most similar ones side by side, one row per
// technical detail, the first few shown until the shopper asks for all. It scrolls sideways on phones,
// the detail names staying in view.
import { useState } from 'react';
import { COMPARISON_ATTRIBUTE_LIMIT } from '../../domain/catalogue/comparison.ts';
import type { ComparisonColumn, ComparisonTable as Table } from '../../domain/catalogue/comparison-table.ts';
import { Price } from '../components/price.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

function ProductHeading({ column }: { column: ComparisonColumn }) {
  const t = useT();
  const link = useLink();
  return (
    <th scope="col" className={`comparison__product${column.current ? ' comparison__product--current' : ''}`}>
      <img className="comparison__image" src={column.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      {column.current ? (
        <span className="comparison__name">
          {column.name}
          <span className="comparison__badge">{t('product.comparison.current')}</span>
        </span>
      ) : (
        <a className="comparison__name" href={link({ name: 'product', slug: column.slug })}>
          {column.name}
        </a>
      )}
      {column.price && <Price price={column.price} originalPrice={column.originalPrice} />}
    </th>
  );
}

export function ComparisonTable({ table }: { table: Table | null }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  if (!table || table.columns.length < 2 || table.rows.length === 0) return null;
  const rows = expanded ? table.rows : table.rows.slice(0, COMPARISON_ATTRIBUTE_LIMIT);
  return (
    <section className="product__section comparison" aria-labelledby="comparison" data-testid="comparison">
      <h2 id="comparison" className="section-title">
        {t('product.comparison.title')}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: the scrolling table's box, focusable so keyboard users can scroll it and named by the heading when focused; a box inside the section, not a section of its own */}
      <div className="comparison__scroll" role="region" aria-labelledby="comparison" tabIndex={0}>
        <table className="comparison__table" id="comparison-table">
          <thead>
            <tr>
              <th scope="col" className="comparison__corner">
                {t('product.comparison.feature')}
              </th>
              {table.columns.map((column) => (
                <ProductHeading key={column.sku} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={table.columns[index]?.sku ?? index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.rows.length > COMPARISON_ATTRIBUTE_LIMIT && (
        <button
          type="button"
          className="comparison__toggle"
          aria-expanded={expanded}
          aria-controls="comparison-table"
          onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('product.comparison.showFewer') : t('product.comparison.showAll', { count: table.rows.length })}
        </button>
      )}
    </section>
  );
}
