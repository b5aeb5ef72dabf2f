// Slugs of the catalogue in every script it is written in: what a shopper sees in the address bar must be
// plain ASCII that still reads as the word (ELOT 743 for Greek, the Streamlined System for Bulgarian).
import { describe, expect, it } from 'vitest';
import { localNumber, slugify } from './lib.ts';

describe('slugify', () => {
  it.each([
    ['Ζυγαριά ακριβείας', 'zygaria-akriveias'],
    ['Θερμοκρασία', 'thermokrasia'],
    ['Ψηφιακή οθόνη', 'psifiaki-othoni'],
    ['Ηλεκτρικός χλοοκοπτικός', 'ilektrikos-chlookoptikos'],
    ['Σκούπα', 'skoupa'],
    ['ΑΝΟΞΕΙΔΩΤΟΣ ΧΑΛΥΒΑΣ', 'anoxeidotos-chalyvas'],
    ['Ευρώπη', 'evropi'],
    ['Αυτόματος', 'aftomatos'],
    ['Φαγητού', 'fagitou'],
    ['Εγγύηση', 'engyisi'],
    ['Πρωτεΐνη', 'proteini'],
    ['Αϋπνία', 'aypnia'],
  ])('writes the Greek %s as %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it.each([
    ['Щипка', 'shtipka'],
    ['Жица', 'zhitsa'],
    ['Цифров дисплей', 'tsifrov-displey'],
    ['Четка за чистене', 'chetka-za-chistene'],
    ['Шлайф машина', 'shlayf-mashina'],
    ['Юрган', 'yurgan'],
    ['Ябълка', 'yabalka'],
    ['Хладилник', 'hladilnik'],
    ['Удължена гаранция', 'udalzhena-garantsia'],
    ['Гаранцията', 'garantsiyata'],
  ])('writes the Bulgarian %s as %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it.each([
    ['Værktøj til græsplæne', 'vaerktoj-til-graesplaene'],
    ['Pålitlig höjdjustering', 'palitlig-hojdjustering'],
    ['Sudură și țiglă', 'sudura-si-tigla'],
    ['Ţară (cedilla)', 'tara-cedilla'],
    ['Înălțime', 'inaltime'],
    ['Įtampa ir sėdynė, ūkis', 'itampa-ir-sedyne-ukis'],
    ['Đakovo, čišćenje', 'dakovo-ciscenje'],
    ['Žaga za čiščenje', 'zaga-za-ciscenje'],
    ['Lämpötila-alue', 'lampotila-alue'],
    ['Aço inoxidável', 'aco-inoxidavel'],
    ['Größe 40 × 60 cm', 'grosse-40-x-60-cm'],
    ['Łódź', 'lodz'],
  ])('drops the diacritics of the Latin %s as %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('localNumber', () => {
  it('keeps the decimal point in English only', () => {
    expect(localNumber('0.01 g', 'en')).toBe('0.01 g');
    for (const lang of ['de', 'pt', 'da', 'sv', 'nb', 'fi', 'el', 'hr', 'lt', 'ro', 'bg', 'sl'] as const) {
      expect(localNumber('0.01 g', lang)).toBe('0,01 g');
    }
  });
});
