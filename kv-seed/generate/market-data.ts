// Per-country and per-language facts the market drafts need: VAT rates, local country names, the
// fictional bank details and the few shop texts that exist in all 21 shop languages.
import type { CountryCode, Language } from '../../src/domain/markets/countries.ts';

/** Standard VAT rate per country (decimal). */
export const VAT: Readonly<Record<CountryCode, number>> = {
  SK: 0.23, IE: 0.23, DE: 0.19, PT: 0.23, IT: 0.22, FR: 0.2, HU: 0.27, CZ: 0.21, AT: 0.2,
  NO: 0.25, NL: 0.21, CH: 0.081, BE: 0.21, DK: 0.25, SE: 0.25, ES: 0.21, GB: 0.2, FI: 0.255,
  PL: 0.23, RO: 0.21, LT: 0.21, SI: 0.22, BG: 0.2, GR: 0.24, HR: 0.25,
};

/** The country's name in each of its shop languages (English always added). */
export const LOCAL_NAMES: Readonly<Record<CountryCode, Partial<Record<Language, string>>>> = {
  SK: { sk: 'Slovensko' }, IE: { en: 'Ireland' }, DE: { de: 'Deutschland' }, PT: { pt: 'Portugal' },
  IT: { it: 'Italia' }, FR: { fr: 'France' }, HU: { hu: 'Magyarország' }, CZ: { cs: 'Česko' },
  AT: { de: 'Österreich' }, NO: { nb: 'Norge' }, NL: { nl: 'Nederland' },
  CH: { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera' }, BE: { nl: 'België', fr: 'Belgique' },
  DK: { da: 'Danmark' }, SE: { sv: 'Sverige' }, ES: { es: 'España' }, GB: { en: 'United Kingdom' },
  FI: { fi: 'Suomi' }, PL: { pl: 'Polska' }, RO: { ro: 'România' }, LT: { lt: 'Lietuva' },
  SI: { sl: 'Slovenija' }, BG: { bg: 'България' }, GR: { el: 'Ελλάδα' }, HR: { hr: 'Hrvatska' },
};

/** Legal form of the fictional local shop company (the bank account owner). */
export const LEGAL_FORM: Readonly<Record<CountryCode, string>> = {
  SK: 's.r.o.', IE: 'Ltd', DE: 'GmbH', PT: 'Lda.', IT: 'S.r.l.', FR: 'SAS', HU: 'Kft.', CZ: 's.r.o.',
  AT: 'GmbH', NO: 'AS', NL: 'B.V.', CH: 'GmbH', BE: 'BV', DK: 'ApS', SE: 'AB', ES: 'S.L.', GB: 'Ltd',
  FI: 'Oy', PL: 'sp. z o.o.', RO: 'S.R.L.', LT: 'UAB', SI: 'd.o.o.', BG: 'EOOD', GR: 'IKE', HR: 'd.o.o.',
};

/**
 * Shape of each country's BBAN (the IBAN part after the check digits): `a` = letter, `n` = digit.
 * Lengths follow the IBAN registry, so the generated IBANs have the right length and a valid checksum.
 */
export const BBAN_SHAPE: Readonly<Record<CountryCode, string>> = {
  SK: 'n'.repeat(20), IE: 'aaaa' + 'n'.repeat(14), DE: 'n'.repeat(18), PT: 'n'.repeat(21),
  IT: 'a' + 'n'.repeat(22), FR: 'n'.repeat(23), HU: 'n'.repeat(24), CZ: 'n'.repeat(20),
  AT: 'n'.repeat(16), NO: 'n'.repeat(11), NL: 'aaaa' + 'n'.repeat(10), CH: 'n'.repeat(17),
  BE: 'n'.repeat(12), DK: 'n'.repeat(14), SE: 'n'.repeat(20), ES: 'n'.repeat(20),
  GB: 'aaaa' + 'n'.repeat(14), FI: 'n'.repeat(14), PL: 'n'.repeat(24), RO: 'aaaa' + 'n'.repeat(16),
  LT: 'n'.repeat(16), SI: 'n'.repeat(15), BG: 'aaaa' + 'n'.repeat(14), GR: 'n'.repeat(23),
  HR: 'n'.repeat(17),
};

/** "Cash on delivery fee" in every shop language. */
export const COD_FEE_TITLE: Readonly<Record<Language, string>> = {
  de: 'Nachnahmegebühr', fr: 'Frais de contre-remboursement', nl: 'Rembourskosten',
  bg: 'Такса наложен платеж', it: 'Supplemento contrassegno', en: 'Cash on delivery fee',
  cs: 'Poplatek za dobírku', da: 'Efterkravsgebyr', es: 'Recargo contra reembolso',
  fi: 'Jälkivaatimusmaksu', el: 'Χρέωση αντικαταβολής', hr: 'Naknada za pouzeće',
  hu: 'Utánvét díja', lt: 'Mokestis už apmokėjimą pristatymo metu', nb: 'Oppkravsgebyr',
  pl: 'Opłata za pobranie', pt: 'Taxa de pagamento à cobrança', ro: 'Taxă ramburs',
  sv: 'Postförskottsavgift', sk: 'Poplatok za dobierku', sl: 'Provizija za plačilo po povzetju',
};

type ShippingTexts = Readonly<Record<Language, readonly [name: string, description: string]>>;

/** Name and description of the parcel shipping method in every shop language. */
export const PARCEL_TEXTS: ShippingTexts = {
  en: ['Parcel delivery', 'Delivered to your door by courier.'],
  de: ['Paketversand', 'Zustellung per Paketdienst bis an die Haustür.'],
  fr: ['Livraison en colis', 'Livraison à domicile par transporteur.'],
  nl: ['Pakketbezorging', 'Bezorging aan de deur door de pakketdienst.'],
  bg: ['Доставка с куриер', 'Доставка с куриер до вратата.'],
  it: ['Spedizione con corriere', 'Consegna a domicilio tramite corriere.'],
  cs: ['Doručení balíkem', 'Doručení přepravcem až ke dveřím.'],
  da: ['Pakkelevering', 'Levering til døren med pakkeservice.'],
  es: ['Envío en paquete', 'Entrega a domicilio por mensajería.'],
  fi: ['Pakettitoimitus', 'Toimitus kuriirilla ovelle asti.'],
  el: ['Αποστολή δέματος', 'Παράδοση με courier έως την πόρτα σας.'],
  hr: ['Dostava paketom', 'Dostava kurirskom službom do vrata.'],
  hu: ['Csomagküldés', 'Kézbesítés futárszolgálattal, házhoz.'],
  lt: ['Siuntinio pristatymas', 'Pristatymas per kurjerį iki durų.'],
  nb: ['Pakkelevering', 'Levering på døren med pakketjeneste.'],
  pl: ['Przesyłka kurierska', 'Dostawa kurierem pod drzwi.'],
  pt: ['Envio em encomenda', 'Entrega ao domicílio por transportadora.'],
  ro: ['Livrare colet', 'Livrare prin curier până la ușă.'],
  sv: ['Paketleverans', 'Leverans till dörren med paketbud.'],
  sk: ['Doručenie balíkom', 'Doručenie prepravcom až k dverám.'],
  sl: ['Dostava paketa', 'Dostava s kurirsko službo do vrat.'],
};

/** Name and description of the freight (pallet) shipping method in every shop language. */
export const FREIGHT_TEXTS: ShippingTexts = {
  en: ['Freight forwarding', 'Heavy goods delivered on a pallet to the kerb.'],
  de: ['Speditionsversand', 'Schwere Waren auf Palette bis zur Bordsteinkante.'],
  fr: ['Livraison en messagerie', 'Marchandises lourdes livrées sur palette en pied d’immeuble.'],
  nl: ['Vrachtlevering', 'Zware goederen op pallet tot aan de stoeprand.'],
  bg: ['Товарна доставка', 'Тежки стоки на палет до адреса.'],
  it: ['Consegna su pallet', 'Merce pesante consegnata su pallet a bordo strada.'],
  cs: ['Doprava spedicí', 'Těžké zboží na paletě k obrubníku.'],
  da: ['Fragtlevering', 'Tunge varer leveret på palle til kantstenen.'],
  es: ['Envío por agencia de transporte', 'Mercancía pesada en palé a pie de calle.'],
  fi: ['Rahtitoimitus', 'Raskaat tuotteet lavalla jalkakäytävän reunaan.'],
  el: ['Μεταφορά φορτίου', 'Βαριά προϊόντα σε παλέτα έως το πεζοδρόμιο.'],
  hr: ['Dostava teretnim prijevozom', 'Teška roba na paleti do pločnika.'],
  hu: ['Szállítmányozás', 'Nehéz áruk raklapon, a járdaszélig szállítva.'],
  lt: ['Krovinių pristatymas', 'Sunkios prekės ant padėklo iki šaligatvio.'],
  nb: ['Fraktlevering', 'Tunge varer levert på pall til fortauskanten.'],
  pl: ['Przesyłka paletowa', 'Ciężkie towary na palecie do krawężnika.'],
  pt: ['Envio por transportadora de carga', 'Mercadorias pesadas em palete até à porta do edifício.'],
  ro: ['Livrare prin transport marfă', 'Mărfuri grele livrate pe palet la bordură.'],
  sv: ['Fraktleverans', 'Tunga varor levereras på pall till trottoarkanten.'],
  sk: ['Doprava špedíciou', 'Ťažký tovar na palete k obrubníku.'],
  sl: ['Dostava s tovornim prevozom', 'Težko blago na paleti do pločnika.'],
};
