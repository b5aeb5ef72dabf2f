// Sentence tables and templates for product and category texts (en, de, cs, sk, pl, fr, it, es, nl, hu).
// Usage phrases are written in the grammatical form the description template of each language needs.
import type { Lang, Words } from './lib.ts';

/** "…professional equipment for {usage}", per second-level category. */
export const USAGE: Readonly<Record<string, Words>> = {
  'food-preparation': ['food preparation in professional kitchens', 'die Speisenzubereitung in Profiküchen', 'přípravu pokrmů v profesionálních kuchyních', 'prípravu jedál v profesionálnych kuchyniach', 'przygotowywania potraw w profesjonalnych kuchniach', 'la préparation culinaire en cuisine professionnelle', 'la preparazione degli alimenti nelle cucine professionali', 'la preparación de alimentos en cocinas profesionales', 'voedselbereiding in professionele keukens', 'a nagykonyhai ételkészítéshez'],
  'cooking-equipment': ['cooking, frying and grilling', 'das Kochen, Frittieren und Grillen', 'vaření, smažení a grilování', 'varenie, vyprážanie a grilovanie', 'gotowania, smażenia i grillowania', 'la cuisson, la friture et les grillades', 'cuocere, friggere e grigliare', 'cocinar, freír y asar a la plancha', 'koken, frituren en grillen', 'a főzéshez, sütéshez és grillezéshez'],
  'beverage-equipment': ['bars, cafés and beverage service', 'Bars, Cafés und den Getränkeservice', 'bary, kavárny a přípravu nápojů', 'bary, kaviarne a prípravu nápojov', 'barów, kawiarni i serwowania napojów', 'les bars, cafés et le service des boissons', 'bar, caffetterie e servizio bevande', 'bares, cafeterías y servicio de bebidas', 'bars, cafés en drankenservice', 'a bárok, kávézók és az italkészítés számára'],
  'power-tools': ['drilling, grinding and chiselling', 'das Bohren, Schleifen und Meißeln', 'vrtání, broušení a sekání', 'vŕtanie, brúsenie a sekanie', 'wiercenia, szlifowania i kucia', 'le perçage, le meulage et le burinage', 'forare, smerigliare e scalpellare', 'taladrar, amolar y cincelar', 'boren, slijpen en beitelen', 'a fúráshoz, csiszoláshoz és véséshez'],
  welding: ['welding in workshops and metal construction', 'das Schweißen in Werkstatt und Metallbau', 'svařování v dílně a kovovýrobě', 'zváranie v dielni a kovovýrobe', 'spawania w warsztacie i konstrukcjach stalowych', 'le soudage en atelier et en construction métallique', 'la saldatura in officina e carpenteria metallica', 'soldar en el taller y la construcción metálica', 'lassen in werkplaats en metaalbouw', 'a műhelyi és fémszerkezeti hegesztéshez'],
  'compressed-air': ['compressed-air tools and tyre service', 'Druckluftwerkzeuge und den Reifenservice', 'pneumatické nářadí a pneuservis', 'pneumatické náradie a pneuservis', 'narzędzi pneumatycznych i serwisu opon', 'l’outillage pneumatique et le service pneus', 'utensili pneumatici e servizio pneumatici', 'herramientas neumáticas y servicio de neumáticos', 'persluchtgereedschap en bandenservice', 'a pneumatikus szerszámokhoz és a gumiszervizhez'],
  'garage-equipment': ['car workshops and garages', 'Kfz-Werkstätten und Garagen', 'autodílny a garáže', 'autodielne a garáže', 'warsztatów samochodowych i garaży', 'les garages et ateliers automobiles', 'officine auto e garage', 'talleres mecánicos y garajes', 'autowerkplaatsen en garages', 'az autószervizek és garázsok számára'],
  'lawn-care': ['lawn care on large areas', 'die Rasenpflege auf großen Flächen', 'péči o trávník na velkých plochách', 'starostlivosť o trávnik na veľkých plochách', 'pielęgnacji trawników na dużych powierzchniach', 'l’entretien des grandes pelouses', 'la cura di prati di grandi dimensioni', 'el cuidado de grandes superficies de césped', 'gazononderhoud op grote oppervlakken', 'a nagy felületű gyepápoláshoz'],
  'garden-power-tools': ['hedge, tree and ground maintenance', 'die Hecken-, Baum- und Grundstückspflege', 'údržbu živých plotů, stromů a pozemků', 'údržbu živých plotov, stromov a pozemkov', 'pielęgnacji żywopłotów, drzew i terenów zielonych', 'l’entretien des haies, des arbres et des espaces verts', 'la manutenzione di siepi, alberi e aree verdi', 'el mantenimiento de setos, árboles y zonas verdes', 'onderhoud van hagen, bomen en terreinen', 'a sövények, fák és területek karbantartásához'],
  watering: ['watering, pumping and plant protection', 'das Bewässern, Pumpen und den Pflanzenschutz', 'zavlažování, čerpání a ochranu rostlin', 'zavlažovanie, čerpanie a ochranu rastlín', 'nawadniania, pompowania i ochrony roślin', 'l’arrosage, le pompage et la protection des plantes', 'irrigare, pompare e proteggere le piante', 'el riego, el bombeo y la protección de plantas', 'bewateren, pompen en gewasbescherming', 'az öntözéshez, szivattyúzáshoz és növényvédelemhez'],
  'salon-furniture': ['hair, beauty and massage salons', 'Friseur-, Kosmetik- und Massagesalons', 'kadeřnictví, kosmetické a masážní salony', 'kaderníctva, kozmetické a masážne salóny', 'salonów fryzjerskich, kosmetycznych i masażu', 'les salons de coiffure, d’esthétique et de massage', 'saloni di parrucchieri, estetica e massaggi', 'peluquerías, salones de estética y masaje', 'kappers-, schoonheids- en massagesalons', 'a fodrász-, kozmetikai és masszázsszalonok számára'],
  'salon-devices': ['hygiene and treatments in beauty salons', 'Hygiene und Behandlungen im Kosmetikstudio', 'hygienu a ošetření v kosmetickém salonu', 'hygienu a ošetrenie v kozmetickom salóne', 'higieny i zabiegów w gabinecie kosmetycznym', 'l’hygiène et les soins en institut de beauté', 'igiene e trattamenti nei centri estetici', 'la higiene y los tratamientos en centros de estética', 'hygiëne en behandelingen in de schoonheidssalon', 'a kozmetikai szalonok higiéniájához és kezeléseihez'],
  'nail-studio': ['manicure and nail design', 'Maniküre und Nageldesign', 'manikúru a nehtový design', 'manikúru a nechtový dizajn', 'manicure i stylizacji paznokci', 'la manucure et la décoration des ongles', 'manicure e nail art', 'la manicura y el diseño de uñas', 'manicure en nageldesign', 'a manikűrhöz és körömdíszítéshez'],
  'lab-devices': ['sample preparation in the laboratory', 'die Probenvorbereitung im Labor', 'přípravu vzorků v laboratoři', 'prípravu vzoriek v laboratóriu', 'przygotowania próbek w laboratorium', 'la préparation d’échantillons au laboratoire', 'la preparazione dei campioni in laboratorio', 'la preparación de muestras en el laboratorio', 'monstervoorbereiding in het laboratorium', 'a laboratóriumi mintaelőkészítéshez'],
  'lab-scales': ['precise weighing in the laboratory', 'präzises Wiegen im Labor', 'přesné vážení v laboratoři', 'presné váženie v laboratóriu', 'precyzyjnego ważenia w laboratorium', 'la pesée de précision au laboratoire', 'pesate di precisione in laboratorio', 'el pesaje de precisión en el laboratorio', 'nauwkeurig wegen in het laboratorium', 'a laboratóriumi precíziós méréshez'],
  'measuring-instruments': ['analysis, quality control and teaching', 'Analyse, Qualitätskontrolle und Unterricht', 'analýzu, kontrolu kvality a výuku', 'analýzu, kontrolu kvality a výučbu', 'analiz, kontroli jakości i nauczania', 'l’analyse, le contrôle qualité et l’enseignement', 'analisi, controllo qualità e didattica', 'el análisis, el control de calidad y la enseñanza', 'analyse, kwaliteitscontrole en onderwijs', 'az elemzéshez, minőségellenőrzéshez és oktatáshoz'],
  'floor-cleaning': ['cleaning floors in commercial buildings', 'die Bodenreinigung in Gewerbeobjekten', 'čištění podlah v komerčních prostorách', 'čistenie podláh v komerčných priestoroch', 'czyszczenia podłóg w obiektach komercyjnych', 'le nettoyage des sols dans les locaux professionnels', 'la pulizia dei pavimenti in ambienti commerciali', 'la limpieza de suelos en locales comerciales', 'vloerreiniging in bedrijfspanden', 'a kereskedelmi épületek padlótisztításához'],
  'high-pressure-cleaning': ['removing stubborn dirt with pressure and steam', 'das Entfernen hartnäckiger Verschmutzungen mit Druck und Dampf', 'odstranění odolných nečistot tlakem a párou', 'odstránenie odolných nečistôt tlakom a parou', 'usuwania uporczywych zabrudzeń ciśnieniem i parą', 'éliminer les salissures tenaces par la pression et la vapeur', 'rimuovere lo sporco ostinato con pressione e vapore', 'eliminar la suciedad persistente con presión y vapor', 'het verwijderen van hardnekkig vuil met druk en stoom', 'a makacs szennyeződések nyomással és gőzzel történő eltávolításához'],
  'window-cleaning': ['streak-free cleaning of windows and glass', 'die streifenfreie Reinigung von Fenstern und Glas', 'čištění oken a skla bez šmouh', 'čistenie okien a skla bez šmúh', 'mycia okien i szkła bez smug', 'le nettoyage sans traces des vitres', 'la pulizia senza aloni di vetri e finestre', 'la limpieza sin marcas de ventanas y cristales', 'streepvrij reinigen van ramen en glas', 'az ablakok és üvegfelületek csíkmentes tisztításához'],
  'transport-equipment': ['moving goods in warehouses and shops', 'den Warentransport in Lager und Geschäft', 'přepravu zboží ve skladu a prodejně', 'prepravu tovaru v sklade a predajni', 'transportu towarów w magazynie i sklepie', 'la manutention des marchandises en entrepôt et en magasin', 'la movimentazione delle merci in magazzino e negozio', 'mover mercancías en almacenes y tiendas', 'goederentransport in magazijn en winkel', 'az áruk raktári és üzleti mozgatásához'],
  'storage-systems': ['organised storage of heavy goods', 'die geordnete Lagerung schwerer Waren', 'přehledné skladování těžkého zboží', 'prehľadné skladovanie ťažkého tovaru', 'uporządkowanego składowania ciężkich towarów', 'le stockage organisé de charges lourdes', 'lo stoccaggio ordinato di merci pesanti', 'el almacenaje ordenado de mercancías pesadas', 'overzichtelijke opslag van zware goederen', 'a nehéz áruk rendezett tárolásához'],
  'industrial-scales': ['weighing goods, parcels and loads', 'das Wiegen von Waren, Paketen und Lasten', 'vážení zboží, balíků a břemen', 'váženie tovaru, balíkov a bremien', 'ważenia towarów, paczek i ładunków', 'la pesée de marchandises, colis et charges', 'la pesatura di merci, pacchi e carichi', 'pesar mercancías, paquetes y cargas', 'het wegen van goederen, pakketten en lasten', 'az áruk, csomagok és terhek méréséhez'],
};

/** Second sentence of a description, per first-level category. */
export const CLOSING: Readonly<Record<string, Words>> = {
  gastronomy: ['Made for the daily pace of restaurants, canteens and catering.', 'Gemacht für den täglichen Einsatz in Restaurants, Kantinen und Catering.', 'Určeno pro každodenní provoz restaurací, jídelen a cateringu.', 'Určené na každodennú prevádzku reštaurácií, jedální a cateringu.', 'Stworzone do codziennej pracy w restauracjach, stołówkach i cateringu.', 'Conçu pour le rythme quotidien des restaurants, cantines et traiteurs.', 'Pensato per il ritmo quotidiano di ristoranti, mense e catering.', 'Pensado para el ritmo diario de restaurantes, comedores y catering.', 'Gemaakt voor het dagelijkse tempo van restaurants, kantines en catering.', 'Éttermek, menzák és cateringcégek mindennapi használatára tervezve.'],
  workshop: ['Built for tough everyday use in workshops and on building sites.', 'Gebaut für den harten Alltag in Werkstatt und auf der Baustelle.', 'Postaveno pro náročný každodenní provoz v dílně i na stavbě.', 'Postavené na náročnú každodennú prevádzku v dielni aj na stavbe.', 'Zbudowane z myślą o intensywnej pracy w warsztacie i na budowie.', 'Conçu pour un usage intensif en atelier et sur chantier.', 'Costruito per l’uso intensivo in officina e in cantiere.', 'Construido para el uso intensivo en el taller y en la obra.', 'Gebouwd voor intensief dagelijks gebruik in werkplaats en op de bouwplaats.', 'Műhelyben és építkezésen is bírja a kemény napi igénybevételt.'],
  garden: ['A reliable partner for gardeners, landscapers and property maintenance.', 'Ein zuverlässiger Partner für Gärtner, Landschaftsbauer und Hausmeisterdienste.', 'Spolehlivý pomocník pro zahradníky, krajináře i správce areálů.', 'Spoľahlivý pomocník pre záhradníkov, krajinárov aj správcov areálov.', 'Niezawodny partner dla ogrodników, firm zieleni i zarządców nieruchomości.', 'Un partenaire fiable pour les jardiniers, paysagistes et services d’entretien.', 'Un partner affidabile per giardinieri, paesaggisti e manutentori.', 'Un aliado fiable para jardineros, paisajistas y servicios de mantenimiento.', 'Een betrouwbare partner voor hoveniers, groenvoorzieners en terreinbeheer.', 'Megbízható társ kertészeknek, kertépítőknek és gondnokoknak.'],
  'beauty-wellness': ['Designed for comfort and hygiene in salons, studios and spas.', 'Entwickelt für Komfort und Hygiene in Salons, Studios und Spas.', 'Navrženo pro pohodlí a hygienu v salonech, studiích a wellness.', 'Navrhnuté pre pohodlie a hygienu v salónoch, štúdiách a wellness.', 'Zaprojektowane z myślą o komforcie i higienie w salonach, studiach i spa.', 'Pensé pour le confort et l’hygiène en salon, institut et spa.', 'Progettato per comfort e igiene in saloni, studi e spa.', 'Diseñado para la comodidad y la higiene en salones, estudios y spas.', 'Ontworpen voor comfort en hygiëne in salons, studio’s en spa’s.', 'Szalonok, stúdiók és wellnessközpontok kényelméhez és higiéniájához tervezve.'],
  laboratory: ['Reliable results for research, quality control and education.', 'Zuverlässige Ergebnisse für Forschung, Qualitätskontrolle und Ausbildung.', 'Spolehlivé výsledky pro výzkum, kontrolu kvality i výuku.', 'Spoľahlivé výsledky pre výskum, kontrolu kvality aj výučbu.', 'Wiarygodne wyniki w badaniach, kontroli jakości i edukacji.', 'Des résultats fiables pour la recherche, le contrôle qualité et l’enseignement.', 'Risultati affidabili per ricerca, controllo qualità e didattica.', 'Resultados fiables para investigación, control de calidad y docencia.', 'Betrouwbare resultaten voor onderzoek, kwaliteitscontrole en onderwijs.', 'Megbízható eredmények kutatáshoz, minőségellenőrzéshez és oktatáshoz.'],
  cleaning: ['Strong cleaning performance for facility services, hotels and industry.', 'Starke Reinigungsleistung für Gebäudedienste, Hotels und Industrie.', 'Vysoký čisticí výkon pro úklidové firmy, hotely i průmysl.', 'Vysoký čistiaci výkon pre upratovacie firmy, hotely aj priemysel.', 'Wysoka skuteczność czyszczenia dla firm sprzątających, hoteli i przemysłu.', 'Une grande efficacité de nettoyage pour les entreprises de propreté, les hôtels et l’industrie.', 'Elevate prestazioni di pulizia per imprese di pulizia, hotel e industria.', 'Gran rendimiento de limpieza para empresas de limpieza, hoteles e industria.', 'Sterke reinigingsprestaties voor schoonmaakbedrijven, hotels en industrie.', 'Kiváló tisztítóteljesítmény takarítócégeknek, szállodáknak és az iparnak.'],
  warehouse: ['Makes moving, storing and weighing goods safer and faster.', 'Macht das Bewegen, Lagern und Wiegen von Waren sicherer und schneller.', 'Manipulace, skladování a vážení zboží bude bezpečnější a rychlejší.', 'Manipulácia, skladovanie a váženie tovaru bude bezpečnejšie a rýchlejšie.', 'Przenoszenie, składowanie i ważenie towarów staje się bezpieczniejsze i szybsze.', 'Rend la manutention, le stockage et la pesée plus sûrs et plus rapides.', 'Rende movimentazione, stoccaggio e pesatura più sicuri e veloci.', 'Hace que mover, almacenar y pesar mercancías sea más seguro y rápido.', 'Maakt verplaatsen, opslaan en wegen van goederen veiliger en sneller.', 'Biztonságosabbá és gyorsabbá teszi az áruk mozgatását, tárolását és mérését.'],
};

/** Third sentence, one of three chosen per product. */
export const SERVICE_SENTENCES: readonly Words[] = [
  ['Delivered with a 2-year warranty and a detailed user manual.', 'Geliefert mit 2 Jahren Garantie und ausführlicher Bedienungsanleitung.', 'Dodáváme se zárukou 2 roky a podrobným návodem k obsluze.', 'Dodávame so zárukou 2 roky a podrobným návodom na obsluhu.', 'Dostarczamy z 2-letnią gwarancją i szczegółową instrukcją obsługi.', 'Livré avec une garantie de 2 ans et un mode d’emploi détaillé.', 'Fornito con 2 anni di garanzia e manuale d’uso dettagliato.', 'Se entrega con 2 años de garantía y un manual de instrucciones detallado.', 'Geleverd met 2 jaar garantie en een uitgebreide handleiding.', '2 év garanciával és részletes használati útmutatóval szállítjuk.'],
  ['Spare parts and service are available throughout Europe.', 'Ersatzteile und Service sind europaweit verfügbar.', 'Náhradní díly a servis jsou dostupné po celé Evropě.', 'Náhradné diely a servis sú dostupné v celej Európe.', 'Części zamienne i serwis są dostępne w całej Europie.', 'Pièces détachées et service après-vente disponibles dans toute l’Europe.', 'Ricambi e assistenza disponibili in tutta Europa.', 'Recambios y servicio técnico disponibles en toda Europa.', 'Onderdelen en service zijn in heel Europa beschikbaar.', 'Alkatrészek és szerviz egész Európában elérhetők.'],
  ['Every unit is checked by our experts before shipping.', 'Jedes Gerät wird vor dem Versand von unseren Experten geprüft.', 'Každý kus před odesláním kontrolují naši odborníci.', 'Každý kus pred odoslaním kontrolujú naši odborníci.', 'Każdy egzemplarz jest sprawdzany przez naszych ekspertów przed wysyłką.', 'Chaque appareil est contrôlé par nos experts avant l’expédition.', 'Ogni apparecchio viene controllato dai nostri esperti prima della spedizione.', 'Cada equipo es revisado por nuestros expertos antes del envío.', 'Elk apparaat wordt vóór verzending door onze experts gecontroleerd.', 'Szállítás előtt szakértőink minden készüléket ellenőriznek.'],
];

/** First sentence of a description: "{name} from {brand} – professional equipment for {usage}." */
export const leadSentence = (lang: Lang, name: string, brand: string, usage: string): string => {
  switch (lang) {
    case 'en': return `${name} from ${brand} – professional equipment for ${usage}.`;
    case 'de': return `${name} von ${brand} – professionelle Ausstattung für ${usage}.`;
    case 'cs': return `${name} od značky ${brand} – profesionální vybavení pro ${usage}.`;
    case 'sk': return `${name} od značky ${brand} – profesionálne vybavenie na ${usage}.`;
    case 'pl': return `${name} marki ${brand} – profesjonalny sprzęt do ${usage}.`;
    case 'fr': return `${name} de ${brand} – équipement professionnel pour ${usage}.`;
    case 'it': return `${name} di ${brand} – attrezzatura professionale per ${usage}.`;
    case 'es': return `${name} de ${brand}: equipamiento profesional para ${usage}.`;
    case 'nl': return `${name} van ${brand} – professionele uitrusting voor ${usage}.`;
    case 'hu': return `${name} – ${/^[AEIOUÁÉÍÓÖŐÚÜŰ]/i.test(brand) ? 'az' : 'a'} ${brand} professzionális eszköze ${usage}.`;
  }
};

/** Suffix of a B-ware product name. */
export const BWARE_SUFFIX: Words = ['B-stock', 'B-Ware', 'B-zboží', 'B-tovar', 'towar B', 'article de retour', 'articolo reso', 'artículo devuelto', 'B-keuze', 'B-termék'];

/** First sentence of a B-ware description. */
export const BWARE_SENTENCE: Words = [
  'B-stock: a returned item, fully tested and in perfect working order; it may show minor signs of use.',
  'B-Ware: Retourenartikel, vollständig geprüft und voll funktionsfähig, eventuell mit leichten Gebrauchsspuren.',
  'B-zboží: vrácený kus, plně otestovaný a funkční, může mít drobné známky používání.',
  'B-tovar: vrátený kus, plne otestovaný a funkčný, môže mať drobné známky používania.',
  'Towar B: zwrócony egzemplarz, w pełni sprawdzony i sprawny, może mieć drobne ślady użytkowania.',
  'Article de retour : entièrement testé et parfaitement fonctionnel, il peut présenter de légères traces d’utilisation.',
  'Articolo reso: completamente testato e perfettamente funzionante, può presentare lievi segni d’uso.',
  'Artículo devuelto: totalmente revisado y en perfecto estado de funcionamiento, puede presentar ligeras señales de uso.',
  'B-keuze: geretourneerd artikel, volledig getest en perfect werkend, kan lichte gebruikssporen vertonen.',
  'B-termék: visszaküldött, teljesen bevizsgált és kifogástalanul működő darab, enyhe használati nyomokkal.',
];

/** Category page text (HTML), the same short paragraph for every category of a language. */
export const CATEGORY_PARAGRAPH: Words = [
  'Professional equipment from proven brands – tested, with fast delivery and service across Europe.',
  'Professionelle Ausstattung bewährter Marken – geprüft, schnell geliefert, mit Service in ganz Europa.',
  'Profesionální vybavení osvědčených značek – prověřené, s rychlým doručením a servisem po celé Evropě.',
  'Profesionálne vybavenie osvedčených značiek – preverené, s rýchlym doručením a servisom v celej Európe.',
  'Profesjonalny sprzęt sprawdzonych marek – z szybką dostawą i serwisem w całej Europie.',
  'Des équipements professionnels de marques éprouvées – livraison rapide et service dans toute l’Europe.',
  'Attrezzature professionali di marchi affidabili – consegna rapida e assistenza in tutta Europa.',
  'Equipamiento profesional de marcas contrastadas, con envío rápido y servicio en toda Europa.',
  'Professionele uitrusting van beproefde merken – snel geleverd, met service in heel Europa.',
  'Bevált márkák professzionális felszerelései – gyors szállítással és szervizzel egész Európában.',
];

/** Extra-guarantee durations, as used in the product name and the description. */
export const GUARANTEE_TITLE: Words = ['Extra guarantee', 'Garantieverlängerung', 'Prodloužená záruka', 'Predĺžená záruka', 'Przedłużona gwarancja', 'Extension de garantie', 'Estensione di garanzia', 'Garantía extendida', 'Extra garantie', 'Kiterjesztett garancia'];

export const guaranteeDuration = (lang: Lang, years: number): string => {
  const plural = years > 1;
  switch (lang) {
    case 'en': return `${years} ${plural ? 'years' : 'year'}`;
    case 'de': return `${years} ${plural ? 'Jahre' : 'Jahr'}`;
    case 'cs': return `${years} ${years === 1 ? 'rok' : years < 5 ? 'roky' : 'let'}`;
    case 'sk': return `${years} ${years === 1 ? 'rok' : years < 5 ? 'roky' : 'rokov'}`;
    case 'pl': return `${years} ${years === 1 ? 'rok' : years < 5 ? 'lata' : 'lat'}`;
    case 'fr': return `${years} ${plural ? 'ans' : 'an'}`;
    case 'it': return `${years} ${plural ? 'anni' : 'anno'}`;
    case 'es': return `${years} ${plural ? 'años' : 'año'}`;
    case 'nl': return `${years} jaar`;
    case 'hu': return `${years} év`;
  }
};

export const guaranteeDescription = (lang: Lang, years: number): string => {
  const d = guaranteeDuration(lang, years);
  switch (lang) {
    case 'en': return `Extends the warranty of the purchased product by ${d}. Repair or replacement free of charge, including pick-up and return shipping.`;
    case 'de': return `Verlängert die Garantie des gekauften Produkts um ${d}. Reparatur oder Austausch kostenlos, inklusive Abholung und Rückversand.`;
    case 'cs': return `Prodlouží záruku zakoupeného produktu o ${d}. Oprava nebo výměna zdarma, včetně svozu a zpětného odeslání.`;
    case 'sk': return `Predĺži záruku zakúpeného produktu o ${d}. Oprava alebo výmena zdarma vrátane zvozu a spätného odoslania.`;
    case 'pl': return `Przedłuża gwarancję na zakupiony produkt o ${d}. Bezpłatna naprawa lub wymiana, w tym odbiór i odesłanie.`;
    case 'fr': return `Prolonge la garantie du produit acheté de ${d}. Réparation ou remplacement gratuits, enlèvement et retour compris.`;
    case 'it': return `Estende la garanzia del prodotto acquistato di ${d}. Riparazione o sostituzione gratuite, ritiro e rispedizione inclusi.`;
    case 'es': return `Amplía la garantía del producto comprado en ${d}. Reparación o sustitución gratuitas, con recogida y devolución incluidas.`;
    case 'nl': return `Verlengt de garantie van het gekochte product met ${d}. Gratis reparatie of vervanging, inclusief ophalen en terugzenden.`;
    case 'hu': return `A megvásárolt termék garanciáját ${d}vel meghosszabbítja. Ingyenes javítás vagy csere, elszállítással és visszaküldéssel együtt.`;
  }
};

/** Name of a volume-discount tier. */
export const volumeDiscountName = (lang: Lang, percent: number, items: number): string => {
  switch (lang) {
    case 'en': return `Volume discount ${percent} % from ${items} items`;
    case 'de': return `Mengenrabatt ${percent} % ab ${items} Stück`;
    case 'cs': return `Množstevní sleva ${percent} % od ${items} kusů`;
    case 'sk': return `Množstevná zľava ${percent} % od ${items} kusov`;
    case 'pl': return `Rabat ilościowy ${percent} % od ${items} sztuk`;
    case 'fr': return `Remise sur quantité ${percent} % dès ${items} articles`;
    case 'it': return `Sconto quantità ${percent} % da ${items} pezzi`;
    case 'es': return `Descuento por volumen ${percent} % desde ${items} unidades`;
    case 'nl': return `Staffelkorting ${percent} % vanaf ${items} stuks`;
    case 'hu': return `Mennyiségi kedvezmény ${percent} % ${items} darabtól`;
  }
};

/** Name of a coupon's cart discount (the code, and its percentage when it has one). */
export const couponName = (lang: Lang, code: string, percent: number | undefined): string => {
  const off = percent === undefined ? '' : ` −${percent} %`;
  switch (lang) {
    case 'en': return `Coupon ${code}${off}`;
    case 'de': return `Gutschein ${code}${off}`;
    case 'cs': return `Slevový kupón ${code}${off}`;
    case 'sk': return `Zľavový kupón ${code}${off}`;
    case 'pl': return `Kupon rabatowy ${code}${off}`;
    case 'fr': return `Code promo ${code}${off}`;
    case 'it': return `Buono sconto ${code}${off}`;
    case 'es': return `Cupón ${code}${off}`;
    case 'nl': return `Kortingscode ${code}${off}`;
    case 'hu': return `Kupon ${code}${off}`;
  }
};
