// The shop's ten own brands (footer "Our brands", each at /{slug}/). Must match the `brand` attribute
// values of the catalogue in kv-seed (checked by the seed's test).
export interface Brand {
  name: string;
  slug: string;
}

const brand = (name: string): Brand => ({
  name,
  slug: name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
});

export const OWN_BRANDS: readonly Brand[] = [
  'Gastrova',
  'Polarfrost',
  'Steinmann Tools',
  'Voltaris',
  'Hortiva Pro',
  'Bellamedic',
  'Labora',
  'Kalibra',
  'Clearox',
  'Palletto',
].map(brand);
