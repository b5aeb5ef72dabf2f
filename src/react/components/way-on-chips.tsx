// Ways on from a dead end (the 404 page, a search without hits): the departments (first-level categories)
// and the shop's own brands, each a navigation of chips under its own heading; a list with nothing in it
// is left out rather than shown as an empty heading.
import type { ReactNode } from 'react';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { useLink } from '../market-context.tsx';

interface ChipNavProps {
  id: string;
  title: ReactNode;
  /** The heading's level where the chips stand: h2 on a page of their own, h3 inside a section. */
  level: 'h2' | 'h3';
  headingClassName?: string;
  className?: string;
}

function ChipNav({
  id,
  title,
  level: Heading,
  headingClassName,
  className,
  chips,
}: ChipNavProps & { chips: readonly { key: string; href: string; label: string }[] }) {
  if (chips.length === 0) return null;
  return (
    <nav className={className} aria-labelledby={id}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      <ul className="chips" role="list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a className="chip" href={chip.href}>
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DepartmentChips({ departments, ...nav }: ChipNavProps & { departments: readonly CategoryNode[] }) {
  const link = useLink();
  const chips = departments.map((category) => ({ key: category.key, href: link({ name: 'category', slug: category.slug }), label: category.name }));
  return <ChipNav {...nav} chips={chips} />;
}

export function OwnBrandChips(nav: ChipNavProps) {
  const link = useLink();
  const chips = OWN_BRANDS.map((brand) => ({ key: brand.slug, href: link({ name: 'content', slug: brand.slug }), label: brand.name }));
  return <ChipNav {...nav} chips={chips} />;
}
