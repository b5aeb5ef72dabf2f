// Sentence tables and templates for product and category texts, in the 21 languages of LANGS (lib.ts) and its order.
// Usage phrases are written in the grammatical form the description template of each language needs.
import type { Lang, Words } from './lib.ts';

/** "…professional equipment for {usage}", per second-level category. */
export const USAGE: Readonly<Record<string, Words>> = {
  'food-preparation': ['food preparation in professional kitchens', 'die Speisenzubereitung in Profiküchen', 'přípravu pokrmů v profesionálních kuchyních', 'prípravu jedál v profesionálnych kuchyniach', 'przygotowywania potraw w profesjonalnych kuchniach', 'la préparation culinaire en cuisine professionnelle', 'la preparazione degli alimenti nelle cucine professionali', 'la preparación de alimentos en cocinas profesionales', 'voedselbereiding in professionele keukens', 'a nagykonyhai ételkészítéshez', 'a preparação de alimentos em cozinhas profissionais', 'madlavning i professionelle køkkener', 'matlagning i professionella kök', 'matlaging i profesjonelle kjøkken', 'ammattikeittiöiden ruoanvalmistukseen', 'την προετοιμασία φαγητού σε επαγγελματικές κουζίνες', 'pripremu jela u profesionalnim kuhinjama', 'maisto ruošimui profesionaliose virtuvėse', 'prepararea alimentelor în bucătăriile profesionale', 'приготвяне на храна в професионални кухни', 'pripravo jedi v profesionalnih kuhinjah'],
  'cooking-equipment': ['cooking, frying and grilling', 'das Kochen, Frittieren und Grillen', 'vaření, smažení a grilování', 'varenie, vyprážanie a grilovanie', 'gotowania, smażenia i grillowania', 'la cuisson, la friture et les grillades', 'cuocere, friggere e grigliare', 'cocinar, freír y asar a la plancha', 'koken, frituren en grillen', 'a főzéshez, sütéshez és grillezéshez', 'cozinhar, fritar e grelhar', 'kogning, fritering og grillning', 'kokning, fritering och grillning', 'koking, frityrsteking og grilling', 'keittämiseen, friteeraukseen ja grillaukseen', 'μαγείρεμα, τηγάνισμα και ψήσιμο στη σχάρα', 'kuhanje, prženje i roštiljanje', 'virimui, gruzdinimui ir kepimui ant grotelių', 'gătit, prăjit și grătar', 'готвене, пържене и печене на скара', 'kuhanje, cvrtje in peko na žaru'],
  'beverage-equipment': ['bars, cafés and beverage service', 'Bars, Cafés und den Getränkeservice', 'bary, kavárny a přípravu nápojů', 'bary, kaviarne a prípravu nápojov', 'barów, kawiarni i serwowania napojów', 'les bars, cafés et le service des boissons', 'bar, caffetterie e servizio bevande', 'bares, cafeterías y servicio de bebidas', 'bars, cafés en drankenservice', 'a bárok, kávézók és az italkészítés számára', 'bares, cafés e serviço de bebidas', 'barer, caféer og drikkevareservice', 'barer, kaféer och dryckesservering', 'barer, kafeer og drikkeservering', 'baarien, kahviloiden ja juomatarjoilun tarpeisiin', 'μπαρ, καφετέριες και σερβίρισμα ποτών', 'barove, kafiće i posluživanje pića', 'barams, kavinėms ir gėrimų ruošimui', 'baruri, cafenele și servirea băuturilor', 'барове, кафенета и сервиране на напитки', 'bare, kavarne in strežbo pijač'],
  'power-tools': ['drilling, grinding and chiselling', 'das Bohren, Schleifen und Meißeln', 'vrtání, broušení a sekání', 'vŕtanie, brúsenie a sekanie', 'wiercenia, szlifowania i kucia', 'le perçage, le meulage et le burinage', 'forare, smerigliare e scalpellare', 'taladrar, amolar y cincelar', 'boren, slijpen en beitelen', 'a fúráshoz, csiszoláshoz és véséshez', 'furar, rebarbar e cinzelar', 'boring, slibning og mejsling', 'borrning, slipning och bilning', 'boring, sliping og meisling', 'poraukseen, hiontaan ja piikkaukseen', 'διάτρηση, λείανση και καλέμισμα', 'bušenje, brušenje i štemanje', 'gręžimui, šlifavimui ir kirtimui', 'găurire, șlefuire și dăltuire', 'пробиване, шлайфане и къртене', 'vrtanje, brušenje in klesanje'],
  welding: ['welding in workshops and metal construction', 'das Schweißen in Werkstatt und Metallbau', 'svařování v dílně a kovovýrobě', 'zváranie v dielni a kovovýrobe', 'spawania w warsztacie i konstrukcjach stalowych', 'le soudage en atelier et en construction métallique', 'la saldatura in officina e carpenteria metallica', 'soldar en el taller y la construcción metálica', 'lassen in werkplaats en metaalbouw', 'a műhelyi és fémszerkezeti hegesztéshez', 'a soldadura em oficinas e construção metálica', 'svejsning på værksteder og i metalindustrien', 'svetsning i verkstäder och inom metallbyggnad', 'sveising i verksted og metallbearbeiding', 'konepajojen ja metallirakentamisen hitsaukseen', 'συγκολλήσεις σε συνεργεία και μεταλλικές κατασκευές', 'zavarivanje u radionicama i metalnim konstrukcijama', 'suvirinimui dirbtuvėse ir metalo konstrukcijų gamyboje', 'sudura în ateliere și construcții metalice', 'заваряване в сервизи и метални конструкции', 'varjenje v delavnicah in kovinskih konstrukcijah'],
  'compressed-air': ['compressed-air tools and tyre service', 'Druckluftwerkzeuge und den Reifenservice', 'pneumatické nářadí a pneuservis', 'pneumatické náradie a pneuservis', 'narzędzi pneumatycznych i serwisu opon', 'l’outillage pneumatique et le service pneus', 'utensili pneumatici e servizio pneumatici', 'herramientas neumáticas y servicio de neumáticos', 'persluchtgereedschap en bandenservice', 'a pneumatikus szerszámokhoz és a gumiszervizhez', 'ferramentas pneumáticas e serviço de pneus', 'trykluftværktøj og dækservice', 'tryckluftsverktyg och däckservice', 'trykkluftverktøy og dekkservice', 'paineilmatyökalujen käyttöön ja rengashuoltoon', 'εργαλεία πεπιεσμένου αέρα και σέρβις ελαστικών', 'pneumatske alate i servis guma', 'pneumatiniams įrankiams ir padangų servisui', 'scule pneumatice și service de anvelope', 'пневматични инструменти и сервиз за гуми', 'pnevmatsko orodje in servis pnevmatik'],
  'garage-equipment': ['car workshops and garages', 'Kfz-Werkstätten und Garagen', 'autodílny a garáže', 'autodielne a garáže', 'warsztatów samochodowych i garaży', 'les garages et ateliers automobiles', 'officine auto e garage', 'talleres mecánicos y garajes', 'autowerkplaatsen en garages', 'az autószervizek és garázsok számára', 'oficinas automóveis e garagens', 'autoværksteder og garager', 'bilverkstäder och garage', 'bilverksteder og garasjer', 'autokorjaamoiden ja autotallien tarpeisiin', 'συνεργεία αυτοκινήτων και γκαράζ', 'autoservise i garaže', 'autoservisams ir garažams', 'service-uri auto și garaje', 'автосервизи и гаражи', 'avtomehanične delavnice in garaže'],
  'lawn-care': ['lawn care on large areas', 'die Rasenpflege auf großen Flächen', 'péči o trávník na velkých plochách', 'starostlivosť o trávnik na veľkých plochách', 'pielęgnacji trawników na dużych powierzchniach', 'l’entretien des grandes pelouses', 'la cura di prati di grandi dimensioni', 'el cuidado de grandes superficies de césped', 'gazononderhoud op grote oppervlakken', 'a nagy felületű gyepápoláshoz', 'a manutenção de relvados em grandes áreas', 'græspleje på store arealer', 'gräsvård på stora ytor', 'plenpleie på store arealer', 'suurten nurmialueiden hoitoon', 'τη φροντίδα χλοοτάπητα σε μεγάλες εκτάσεις', 'održavanje travnjaka na velikim površinama', 'didelių vejos plotų priežiūrai', 'întreținerea gazonului pe suprafețe mari', 'поддръжка на големи тревни площи', 'nego trate na velikih površinah'],
  'garden-power-tools': ['hedge, tree and ground maintenance', 'die Hecken-, Baum- und Grundstückspflege', 'údržbu živých plotů, stromů a pozemků', 'údržbu živých plotov, stromov a pozemkov', 'pielęgnacji żywopłotów, drzew i terenów zielonych', 'l’entretien des haies, des arbres et des espaces verts', 'la manutenzione di siepi, alberi e aree verdi', 'el mantenimiento de setos, árboles y zonas verdes', 'onderhoud van hagen, bomen en terreinen', 'a sövények, fák és területek karbantartásához', 'a manutenção de sebes, árvores e terrenos', 'pleje af hække, træer og grunde', 'skötsel av häckar, träd och tomter', 'stell av hekker, trær og eiendommer', 'pensasaitojen, puiden ja tonttien hoitoon', 'τη συντήρηση θάμνων, δέντρων και κήπων', 'održavanje živica, stabala i okućnica', 'gyvatvorių, medžių ir sklypų priežiūrai', 'întreținerea gardurilor vii, a copacilor și a terenurilor', 'поддръжка на живи плетове, дървета и дворове', 'vzdrževanje živih mej, dreves in zemljišč'],
  watering: ['watering, pumping and plant protection', 'das Bewässern, Pumpen und den Pflanzenschutz', 'zavlažování, čerpání a ochranu rostlin', 'zavlažovanie, čerpanie a ochranu rastlín', 'nawadniania, pompowania i ochrony roślin', 'l’arrosage, le pompage et la protection des plantes', 'irrigare, pompare e proteggere le piante', 'el riego, el bombeo y la protección de plantas', 'bewateren, pompen en gewasbescherming', 'az öntözéshez, szivattyúzáshoz és növényvédelemhez', 'rega, bombagem e proteção de plantas', 'vanding, pumpning og plantebeskyttelse', 'bevattning, pumpning och växtskydd', 'vanning, pumping og plantevern', 'kasteluun, pumppaukseen ja kasvinsuojeluun', 'πότισμα, άντληση και φυτοπροστασία', 'navodnjavanje, crpljenje i zaštitu bilja', 'laistymui, siurbimui ir augalų apsaugai', 'irigare, pompare și protecția plantelor', 'поливане, изпомпване и растителна защита', 'zalivanje, črpanje in varstvo rastlin'],
  'salon-furniture': ['hair, beauty and massage salons', 'Friseur-, Kosmetik- und Massagesalons', 'kadeřnictví, kosmetické a masážní salony', 'kaderníctva, kozmetické a masážne salóny', 'salonów fryzjerskich, kosmetycznych i masażu', 'les salons de coiffure, d’esthétique et de massage', 'saloni di parrucchieri, estetica e massaggi', 'peluquerías, salones de estética y masaje', 'kappers-, schoonheids- en massagesalons', 'a fodrász-, kozmetikai és masszázsszalonok számára', 'cabeleireiros, salões de beleza e de massagem', 'frisør-, skønheds- og massagesaloner', 'frisör-, skönhets- och massagesalonger', 'frisør-, skjønnhets- og massasjesalonger', 'kampaamoihin, kauneushoitoloihin ja hierontapaikkoihin', 'κομμωτήρια, ινστιτούτα αισθητικής και κέντρα μασάζ', 'frizerske, kozmetičke i masažne salone', 'kirpykloms, grožio ir masažo salonams', 'saloane de coafură, cosmetică și masaj', 'фризьорски, козметични и масажни салони', 'frizerske, kozmetične in masažne salone'],
  'salon-devices': ['hygiene and treatments in beauty salons', 'Hygiene und Behandlungen im Kosmetikstudio', 'hygienu a ošetření v kosmetickém salonu', 'hygienu a ošetrenie v kozmetickom salóne', 'higieny i zabiegów w gabinecie kosmetycznym', 'l’hygiène et les soins en institut de beauté', 'igiene e trattamenti nei centri estetici', 'la higiene y los tratamientos en centros de estética', 'hygiëne en behandelingen in de schoonheidssalon', 'a kozmetikai szalonok higiéniájához és kezeléseihez', 'a higiene e os tratamentos em institutos de beleza', 'hygiejne og behandlinger i skønhedsklinikker', 'hygien och behandlingar i skönhetssalonger', 'hygiene og behandlinger i skjønnhetssalonger', 'kauneushoitoloiden hygieniaan ja hoitoihin', 'την υγιεινή και τις θεραπείες σε ινστιτούτα αισθητικής', 'higijenu i tretmane u kozmetičkim salonima', 'higienai ir procedūroms grožio salonuose', 'igiena și tratamentele din saloanele de înfrumusețare', 'хигиена и процедури в козметични салони', 'higieno in nego v kozmetičnih salonih'],
  'nail-studio': ['manicure and nail design', 'Maniküre und Nageldesign', 'manikúru a nehtový design', 'manikúru a nechtový dizajn', 'manicure i stylizacji paznokci', 'la manucure et la décoration des ongles', 'manicure e nail art', 'la manicura y el diseño de uñas', 'manicure en nageldesign', 'a manikűrhöz és körömdíszítéshez', 'manicure e decoração de unhas', 'manicure og negledesign', 'manikyr och nageldesign', 'manikyr og negldesign', 'manikyyriin ja kynsien koristeluun', 'μανικιούρ και διακόσμηση νυχιών', 'manikuru i oblikovanje noktiju', 'manikiūrui ir nagų dizainui', 'manichiură și design de unghii', 'маникюр и дизайн на нокти', 'manikuro in oblikovanje nohtov'],
  'lab-devices': ['sample preparation in the laboratory', 'die Probenvorbereitung im Labor', 'přípravu vzorků v laboratoři', 'prípravu vzoriek v laboratóriu', 'przygotowania próbek w laboratorium', 'la préparation d’échantillons au laboratoire', 'la preparazione dei campioni in laboratorio', 'la preparación de muestras en el laboratorio', 'monstervoorbereiding in het laboratorium', 'a laboratóriumi mintaelőkészítéshez', 'a preparação de amostras em laboratório', 'prøveforberedelse i laboratoriet', 'provberedning i laboratoriet', 'prøvepreparering i laboratoriet', 'laboratorion näytteenkäsittelyyn', 'την προετοιμασία δειγμάτων στο εργαστήριο', 'pripremu uzoraka u laboratoriju', 'mėginių paruošimui laboratorijoje', 'pregătirea probelor în laborator', 'подготовка на проби в лаборатория', 'pripravo vzorcev v laboratoriju'],
  'lab-scales': ['precise weighing in the laboratory', 'präzises Wiegen im Labor', 'přesné vážení v laboratoři', 'presné váženie v laboratóriu', 'precyzyjnego ważenia w laboratorium', 'la pesée de précision au laboratoire', 'pesate di precisione in laboratorio', 'el pesaje de precisión en el laboratorio', 'nauwkeurig wegen in het laboratorium', 'a laboratóriumi precíziós méréshez', 'pesagens de precisão em laboratório', 'præcisionsvejning i laboratoriet', 'precisionsvägning i laboratoriet', 'presisjonsveiing i laboratoriet', 'laboratorion tarkkuuspunnituksiin', 'ζυγίσεις ακριβείας στο εργαστήριο', 'precizno vaganje u laboratoriju', 'tiksliam svėrimui laboratorijoje', 'cântărirea de precizie în laborator', 'прецизно претегляне в лаборатория', 'natančno tehtanje v laboratoriju'],
  'measuring-instruments': ['analysis, quality control and teaching', 'Analyse, Qualitätskontrolle und Unterricht', 'analýzu, kontrolu kvality a výuku', 'analýzu, kontrolu kvality a výučbu', 'analiz, kontroli jakości i nauczania', 'l’analyse, le contrôle qualité et l’enseignement', 'analisi, controllo qualità e didattica', 'el análisis, el control de calidad y la enseñanza', 'analyse, kwaliteitscontrole en onderwijs', 'az elemzéshez, minőségellenőrzéshez és oktatáshoz', 'análises, controlo de qualidade e ensino', 'analyse, kvalitetskontrol og undervisning', 'analys, kvalitetskontroll och undervisning', 'analyse, kvalitetskontroll og undervisning', 'analyyseihin, laadunvalvontaan ja opetukseen', 'αναλύσεις, ποιοτικό έλεγχο και εκπαίδευση', 'analize, kontrolu kvalitete i nastavu', 'analizei, kokybės kontrolei ir mokymui', 'analize, controlul calității și învățământ', 'анализи, качествен контрол и обучение', 'analize, kontrolo kakovosti in pouk'],
  'floor-cleaning': ['cleaning floors in commercial buildings', 'die Bodenreinigung in Gewerbeobjekten', 'čištění podlah v komerčních prostorách', 'čistenie podláh v komerčných priestoroch', 'czyszczenia podłóg w obiektach komercyjnych', 'le nettoyage des sols dans les locaux professionnels', 'la pulizia dei pavimenti in ambienti commerciali', 'la limpieza de suelos en locales comerciales', 'vloerreiniging in bedrijfspanden', 'a kereskedelmi épületek padlótisztításához', 'a limpeza de pavimentos em espaços comerciais', 'gulvrengøring i erhvervsbygninger', 'golvrengöring i kommersiella lokaler', 'gulvrengjøring i næringsbygg', 'liikekiinteistöjen lattioiden puhdistukseen', 'τον καθαρισμό δαπέδων σε επαγγελματικούς χώρους', 'čišćenje podova u poslovnim prostorima', 'grindų valymui komercinėse patalpose', 'curățarea pardoselilor în spații comerciale', 'почистване на подове в търговски обекти', 'čiščenje tal v poslovnih prostorih'],
  'high-pressure-cleaning': ['removing stubborn dirt with pressure and steam', 'das Entfernen hartnäckiger Verschmutzungen mit Druck und Dampf', 'odstranění odolných nečistot tlakem a párou', 'odstránenie odolných nečistôt tlakom a parou', 'usuwania uporczywych zabrudzeń ciśnieniem i parą', 'éliminer les salissures tenaces par la pression et la vapeur', 'rimuovere lo sporco ostinato con pressione e vapore', 'eliminar la suciedad persistente con presión y vapor', 'het verwijderen van hardnekkig vuil met druk en stoom', 'a makacs szennyeződések nyomással és gőzzel történő eltávolításához', 'remover sujidade persistente com pressão e vapor', 'fjernelse af genstridigt snavs med tryk og damp', 'borttagning av envis smuts med tryck och ånga', 'fjerning av gjenstridig smuss med trykk og damp', 'pinttyneen lian poistoon paineella ja höyryllä', 'την αφαίρεση επίμονων ρύπων με πίεση και ατμό', 'uklanjanje tvrdokorne prljavštine tlakom i parom', 'įsisenėjusiems nešvarumams šalinti slėgiu ir garais', 'îndepărtarea murdăriei persistente cu presiune și abur', 'отстраняване на упорити замърсявания с налягане и пара', 'odstranjevanje trdovratne umazanije s tlakom in paro'],
  'window-cleaning': ['streak-free cleaning of windows and glass', 'die streifenfreie Reinigung von Fenstern und Glas', 'čištění oken a skla bez šmouh', 'čistenie okien a skla bez šmúh', 'mycia okien i szkła bez smug', 'le nettoyage sans traces des vitres', 'la pulizia senza aloni di vetri e finestre', 'la limpieza sin marcas de ventanas y cristales', 'streepvrij reinigen van ramen en glas', 'az ablakok és üvegfelületek csíkmentes tisztításához', 'a limpeza sem marcas de janelas e vidros', 'stribefri rengøring af vinduer og glas', 'strimfri rengöring av fönster och glas', 'stripefri rengjøring av vinduer og glass', 'ikkunoiden ja lasipintojen raidattomaan puhdistukseen', 'τον καθαρισμό παραθύρων και τζαμιών χωρίς σημάδια', 'čišćenje prozora i stakla bez mrlja', 'langų ir stiklo valymui be dryžių', 'curățarea fără urme a ferestrelor și a sticlei', 'почистване на прозорци и стъкла без следи', 'čiščenje oken in stekla brez madežev'],
  'transport-equipment': ['moving goods in warehouses and shops', 'den Warentransport in Lager und Geschäft', 'přepravu zboží ve skladu a prodejně', 'prepravu tovaru v sklade a predajni', 'transportu towarów w magazynie i sklepie', 'la manutention des marchandises en entrepôt et en magasin', 'la movimentazione delle merci in magazzino e negozio', 'mover mercancías en almacenes y tiendas', 'goederentransport in magazijn en winkel', 'az áruk raktári és üzleti mozgatásához', 'a movimentação de mercadorias em armazéns e lojas', 'flytning af varer på lagre og i butikker', 'förflyttning av varor i lager och butiker', 'flytting av varer på lager og i butikker', 'tavaroiden siirtämiseen varastoissa ja myymälöissä', 'τη μεταφορά εμπορευμάτων σε αποθήκες και καταστήματα', 'premještanje robe u skladištima i trgovinama', 'prekių pervežimui sandėliuose ir parduotuvėse', 'manipularea mărfurilor în depozite și magazine', 'преместване на стоки в складове и магазини', 'premikanje blaga v skladiščih in trgovinah'],
  'storage-systems': ['organised storage of heavy goods', 'die geordnete Lagerung schwerer Waren', 'přehledné skladování těžkého zboží', 'prehľadné skladovanie ťažkého tovaru', 'uporządkowanego składowania ciężkich towarów', 'le stockage organisé de charges lourdes', 'lo stoccaggio ordinato di merci pesanti', 'el almacenaje ordenado de mercancías pesadas', 'overzichtelijke opslag van zware goederen', 'a nehéz áruk rendezett tárolásához', 'o armazenamento organizado de mercadorias pesadas', 'overskuelig opbevaring af tunge varer', 'överskådlig förvaring av tunga varor', 'oversiktlig oppbevaring av tunge varer', 'raskaiden tavaroiden järjestelmälliseen varastointiin', 'την οργανωμένη αποθήκευση βαριών εμπορευμάτων', 'pregledno skladištenje teške robe', 'tvarkingam sunkių prekių sandėliavimui', 'depozitarea ordonată a mărfurilor grele', 'подредено съхранение на тежки стоки', 'pregledno skladiščenje težkega blaga'],
  'industrial-scales': ['weighing goods, parcels and loads', 'das Wiegen von Waren, Paketen und Lasten', 'vážení zboží, balíků a břemen', 'váženie tovaru, balíkov a bremien', 'ważenia towarów, paczek i ładunków', 'la pesée de marchandises, colis et charges', 'la pesatura di merci, pacchi e carichi', 'pesar mercancías, paquetes y cargas', 'het wegen van goederen, pakketten en lasten', 'az áruk, csomagok és terhek méréséhez', 'a pesagem de mercadorias, encomendas e cargas', 'vejning af varer, pakker og last', 'vägning av varor, paket och last', 'veiing av varer, pakker og last', 'tavaroiden, pakettien ja kuormien punnitukseen', 'τη ζύγιση εμπορευμάτων, δεμάτων και φορτίων', 'vaganje robe, paketa i tereta', 'prekių, siuntinių ir krovinių svėrimui', 'cântărirea mărfurilor, coletelor și încărcăturilor', 'претегляне на стоки, пратки и товари', 'tehtanje blaga, paketov in tovora'],
};

/** Second sentence of a description, per first-level category. */
export const CLOSING: Readonly<Record<string, Words>> = {
  gastronomy: ['Made for the daily pace of restaurants, canteens and catering.', 'Gemacht für den täglichen Einsatz in Restaurants, Kantinen und Catering.', 'Určeno pro každodenní provoz restaurací, jídelen a cateringu.', 'Určené na každodennú prevádzku reštaurácií, jedální a cateringu.', 'Stworzone do codziennej pracy w restauracjach, stołówkach i cateringu.', 'Conçu pour le rythme quotidien des restaurants, cantines et traiteurs.', 'Pensato per il ritmo quotidiano di ristoranti, mense e catering.', 'Pensado para el ritmo diario de restaurantes, comedores y catering.', 'Gemaakt voor het dagelijkse tempo van restaurants, kantines en catering.', 'Éttermek, menzák és cateringcégek mindennapi használatára tervezve.', 'Ideal para o ritmo diário de restaurantes, cantinas e catering.', 'Skabt til den daglige travlhed i restauranter, kantiner og catering.', 'Gjord för det dagliga tempot i restauranger, personalmatsalar och catering.', 'Laget for det daglige tempoet i restauranter, kantiner og catering.', 'Suunniteltu ravintoloiden, henkilöstöravintoloiden ja catering-yritysten päivittäiseen käyttöön.', 'Σχεδιασμένο για τους καθημερινούς ρυθμούς εστιατορίων, κυλικείων και catering.', 'Izrađeno za svakodnevni tempo restorana, menza i cateringa.', 'Sukurta kasdieniam restoranų, valgyklų ir maitinimo paslaugų darbui.', 'Face față ritmului zilnic din restaurante, cantine și firme de catering.', 'Създадено за ежедневния ритъм на ресторанти, столове и кетъринг.', 'Izdelano za vsakodnevni ritem restavracij, menz in cateringa.'],
  workshop: ['Built for tough everyday use in workshops and on building sites.', 'Gebaut für den harten Alltag in Werkstatt und auf der Baustelle.', 'Postaveno pro náročný každodenní provoz v dílně i na stavbě.', 'Postavené na náročnú každodennú prevádzku v dielni aj na stavbe.', 'Zbudowane z myślą o intensywnej pracy w warsztacie i na budowie.', 'Conçu pour un usage intensif en atelier et sur chantier.', 'Costruito per l’uso intensivo in officina e in cantiere.', 'Construido para el uso intensivo en el taller y en la obra.', 'Gebouwd voor intensief dagelijks gebruik in werkplaats en op de bouwplaats.', 'Műhelyben és építkezésen is bírja a kemény napi igénybevételt.', 'Resiste ao uso intensivo diário em oficinas e obras.', 'Bygget til hård daglig brug på værksteder og byggepladser.', 'Byggd för tuff daglig användning i verkstäder och på byggarbetsplatser.', 'Bygget for krevende daglig bruk i verksteder og på byggeplasser.', 'Kestää kovaa päivittäistä käyttöä korjaamoissa ja työmailla.', 'Κατασκευασμένο για σκληρή καθημερινή χρήση σε συνεργεία και εργοτάξια.', 'Izrađeno za zahtjevnu svakodnevnu upotrebu u radionicama i na gradilištima.', 'Sukurta intensyviam kasdieniam naudojimui dirbtuvėse ir statybvietėse.', 'Rezistă la utilizarea zilnică intensă în ateliere și pe șantiere.', 'Създадено за тежка ежедневна работа в сервизи и на строителни обекти.', 'Izdelano za zahtevno vsakodnevno uporabo v delavnicah in na gradbiščih.'],
  garden: ['A reliable partner for gardeners, landscapers and property maintenance.', 'Ein zuverlässiger Partner für Gärtner, Landschaftsbauer und Hausmeisterdienste.', 'Spolehlivý pomocník pro zahradníky, krajináře i správce areálů.', 'Spoľahlivý pomocník pre záhradníkov, krajinárov aj správcov areálov.', 'Niezawodny partner dla ogrodników, firm zieleni i zarządców nieruchomości.', 'Un partenaire fiable pour les jardiniers, paysagistes et services d’entretien.', 'Un partner affidabile per giardinieri, paesaggisti e manutentori.', 'Un aliado fiable para jardineros, paisajistas y servicios de mantenimiento.', 'Een betrouwbare partner voor hoveniers, groenvoorzieners en terreinbeheer.', 'Megbízható társ kertészeknek, kertépítőknek és gondnokoknak.', 'Um parceiro fiável para jardineiros, paisagistas e serviços de manutenção.', 'En pålidelig partner for gartnere, anlægsgartnere og ejendomsservice.', 'En pålitlig partner för trädgårdsmästare, anläggningsföretag och fastighetsskötsel.', 'En pålitelig partner for gartnere, anleggsgartnere og vaktmestertjenester.', 'Luotettava kumppani puutarhureille, viherrakentajille ja kiinteistönhoitoon.', 'Ένας αξιόπιστος συνεργάτης για κηπουρούς, αρχιτέκτονες τοπίου και υπηρεσίες συντήρησης.', 'Pouzdan partner vrtlarima, krajobraznim arhitektima i službama za održavanje.', 'Patikimas pagalbininkas sodininkams, kraštovaizdžio specialistams ir teritorijų prižiūrėtojams.', 'Un partener de încredere pentru grădinari, peisagiști și firmele de întreținere.', 'Надежден помощник за градинари, ландшафтни дизайнери и фирми по поддръжка.', 'Zanesljiv partner za vrtnarje, krajinarje in vzdrževalce objektov.'],
  'beauty-wellness': ['Designed for comfort and hygiene in salons, studios and spas.', 'Entwickelt für Komfort und Hygiene in Salons, Studios und Spas.', 'Navrženo pro pohodlí a hygienu v salonech, studiích a wellness.', 'Navrhnuté pre pohodlie a hygienu v salónoch, štúdiách a wellness.', 'Zaprojektowane z myślą o komforcie i higienie w salonach, studiach i spa.', 'Pensé pour le confort et l’hygiène en salon, institut et spa.', 'Progettato per comfort e igiene in saloni, studi e spa.', 'Diseñado para la comodidad y la higiene en salones, estudios y spas.', 'Ontworpen voor comfort en hygiëne in salons, studio’s en spa’s.', 'Szalonok, stúdiók és wellnessközpontok kényelméhez és higiéniájához tervezve.', 'Garante conforto e higiene em salões, estúdios e spas.', 'Udviklet til komfort og hygiejne i saloner, studier og spaer.', 'Utvecklad för komfort och hygien i salonger, studior och spa.', 'Utviklet for komfort og hygiene i salonger, studioer og spa.', 'Suunniteltu mukavuutta ja hygieniaa ajatellen salongeille, studioille ja kylpylöille.', 'Σχεδιασμένο για άνεση και υγιεινή σε σαλόνια, στούντιο και spa.', 'Osmišljeno za udobnost i higijenu u salonima, studijima i spa centrima.', 'Sukurta komfortui ir higienai salonuose, studijose ir SPA centruose.', 'Asigură confort și igienă în saloane, studiouri și centre spa.', 'Създадено за комфорт и хигиена в салони, студиа и спа центрове.', 'Zasnovano za udobje in higieno v salonih, studiih in velneških centrih.'],
  laboratory: ['Reliable results for research, quality control and education.', 'Zuverlässige Ergebnisse für Forschung, Qualitätskontrolle und Ausbildung.', 'Spolehlivé výsledky pro výzkum, kontrolu kvality i výuku.', 'Spoľahlivé výsledky pre výskum, kontrolu kvality aj výučbu.', 'Wiarygodne wyniki w badaniach, kontroli jakości i edukacji.', 'Des résultats fiables pour la recherche, le contrôle qualité et l’enseignement.', 'Risultati affidabili per ricerca, controllo qualità e didattica.', 'Resultados fiables para investigación, control de calidad y docencia.', 'Betrouwbare resultaten voor onderzoek, kwaliteitscontrole en onderwijs.', 'Megbízható eredmények kutatáshoz, minőségellenőrzéshez és oktatáshoz.', 'Resultados fiáveis para investigação, controlo de qualidade e ensino.', 'Pålidelige resultater til forskning, kvalitetskontrol og undervisning.', 'Pålitliga resultat för forskning, kvalitetskontroll och utbildning.', 'Pålitelige resultater for forskning, kvalitetskontroll og undervisning.', 'Luotettavia tuloksia tutkimukseen, laadunvalvontaan ja opetukseen.', 'Αξιόπιστα αποτελέσματα για έρευνα, ποιοτικό έλεγχο και εκπαίδευση.', 'Pouzdani rezultati za istraživanje, kontrolu kvalitete i nastavu.', 'Patikimi rezultatai moksliniams tyrimams, kokybės kontrolei ir mokymui.', 'Rezultate fiabile pentru cercetare, controlul calității și învățământ.', 'Надеждни резултати за научни изследвания, качествен контрол и обучение.', 'Zanesljivi rezultati za raziskave, kontrolo kakovosti in izobraževanje.'],
  cleaning: ['Strong cleaning performance for facility services, hotels and industry.', 'Starke Reinigungsleistung für Gebäudedienste, Hotels und Industrie.', 'Vysoký čisticí výkon pro úklidové firmy, hotely i průmysl.', 'Vysoký čistiaci výkon pre upratovacie firmy, hotely aj priemysel.', 'Wysoka skuteczność czyszczenia dla firm sprzątających, hoteli i przemysłu.', 'Une grande efficacité de nettoyage pour les entreprises de propreté, les hôtels et l’industrie.', 'Elevate prestazioni di pulizia per imprese di pulizia, hotel e industria.', 'Gran rendimiento de limpieza para empresas de limpieza, hoteles e industria.', 'Sterke reinigingsprestaties voor schoonmaakbedrijven, hotels en industrie.', 'Kiváló tisztítóteljesítmény takarítócégeknek, szállodáknak és az iparnak.', 'Elevado desempenho de limpeza para empresas de limpeza, hotéis e indústria.', 'Stærk rengøringsevne til rengøringsfirmaer, hoteller og industri.', 'Stark rengöringsförmåga för städföretag, hotell och industri.', 'Sterk rengjøringsevne for renholdsbedrifter, hoteller og industri.', 'Tehokasta puhdistusta siivousyrityksille, hotelleille ja teollisuuteen.', 'Υψηλή απόδοση καθαρισμού για εταιρείες καθαρισμού, ξενοδοχεία και βιομηχανία.', 'Snažan učinak čišćenja za servise za čišćenje, hotele i industriju.', 'Didelis valymo efektyvumas valymo įmonėms, viešbučiams ir pramonei.', 'Performanță ridicată de curățare pentru firme de curățenie, hoteluri și industrie.', 'Висока почистваща ефективност за фирми за почистване, хотели и промишленост.', 'Močna čistilna zmogljivost za čistilne servise, hotele in industrijo.'],
  warehouse: ['Makes moving, storing and weighing goods safer and faster.', 'Macht das Bewegen, Lagern und Wiegen von Waren sicherer und schneller.', 'Manipulace, skladování a vážení zboží bude bezpečnější a rychlejší.', 'Manipulácia, skladovanie a váženie tovaru bude bezpečnejšie a rýchlejšie.', 'Przenoszenie, składowanie i ważenie towarów staje się bezpieczniejsze i szybsze.', 'Rend la manutention, le stockage et la pesée plus sûrs et plus rapides.', 'Rende movimentazione, stoccaggio e pesatura più sicuri e veloci.', 'Hace que mover, almacenar y pesar mercancías sea más seguro y rápido.', 'Maakt verplaatsen, opslaan en wegen van goederen veiliger en sneller.', 'Biztonságosabbá és gyorsabbá teszi az áruk mozgatását, tárolását és mérését.', 'Torna a movimentação, o armazenamento e a pesagem de mercadorias mais seguros e rápidos.', 'Gør flytning, opbevaring og vejning af varer sikrere og hurtigere.', 'Gör förflyttning, lagring och vägning av varor säkrare och snabbare.', 'Gjør flytting, lagring og veiing av varer tryggere og raskere.', 'Tekee tavaroiden siirtämisestä, varastoinnista ja punnitsemisesta turvallisempaa ja nopeampaa.', 'Κάνει τη μετακίνηση, την αποθήκευση και τη ζύγιση εμπορευμάτων ασφαλέστερη και ταχύτερη.', 'Premještanje, skladištenje i vaganje robe postaje sigurnije i brže.', 'Prekių perkėlimas, sandėliavimas ir svėrimas tampa saugesni ir greitesni.', 'Face manipularea, depozitarea și cântărirea mărfurilor mai sigure și mai rapide.', 'Прави преместването, съхранението и претеглянето на стоки по-безопасни и по-бързи.', 'Premikanje, skladiščenje in tehtanje blaga postane varnejše in hitrejše.'],
};

/** Third sentence, one of three chosen per product. */
export const SERVICE_SENTENCES: readonly Words[] = [
  ['Delivered with a 2-year warranty and a detailed user manual.', 'Geliefert mit 2 Jahren Garantie und ausführlicher Bedienungsanleitung.', 'Dodáváme se zárukou 2 roky a podrobným návodem k obsluze.', 'Dodávame so zárukou 2 roky a podrobným návodom na obsluhu.', 'Dostarczamy z 2-letnią gwarancją i szczegółową instrukcją obsługi.', 'Livré avec une garantie de 2 ans et un mode d’emploi détaillé.', 'Fornito con 2 anni di garanzia e manuale d’uso dettagliato.', 'Se entrega con 2 años de garantía y un manual de instrucciones detallado.', 'Geleverd met 2 jaar garantie en een uitgebreide handleiding.', '2 év garanciával és részletes használati útmutatóval szállítjuk.', 'Fornecido com 2 anos de garantia e um manual de instruções detalhado.', 'Leveres med 2 års garanti og en detaljeret brugsanvisning.', 'Levereras med 2 års garanti och en utförlig bruksanvisning.', 'Leveres med 2 års garanti og en utførlig bruksanvisning.', 'Toimitetaan 2 vuoden takuulla ja yksityiskohtaisella käyttöohjeella.', 'Παραδίδεται με εγγύηση 2 ετών και αναλυτικό εγχειρίδιο χρήσης.', 'Isporučuje se s jamstvom od 2 godine i detaljnim uputama za uporabu.', 'Tiekiama su 2 metų garantija ir išsamia naudojimo instrukcija.', 'Livrat cu garanție de 2 ani și un manual de utilizare detaliat.', 'Доставя се с 2 години гаранция и подробно ръководство за експлоатация.', 'Dobavljeno z 2-letno garancijo in podrobnimi navodili za uporabo.'],
  ['Spare parts and service are available throughout Europe.', 'Ersatzteile und Service sind europaweit verfügbar.', 'Náhradní díly a servis jsou dostupné po celé Evropě.', 'Náhradné diely a servis sú dostupné v celej Európe.', 'Części zamienne i serwis są dostępne w całej Europie.', 'Pièces détachées et service après-vente disponibles dans toute l’Europe.', 'Ricambi e assistenza disponibili in tutta Europa.', 'Recambios y servicio técnico disponibles en toda Europa.', 'Onderdelen en service zijn in heel Europa beschikbaar.', 'Alkatrészek és szerviz egész Európában elérhetők.', 'Peças sobresselentes e assistência técnica disponíveis em toda a Europa.', 'Reservedele og service fås i hele Europa.', 'Reservdelar och service finns i hela Europa.', 'Reservedeler og service er tilgjengelig i hele Europa.', 'Varaosia ja huoltoa on saatavilla kaikkialla Euroopassa.', 'Ανταλλακτικά και σέρβις διαθέσιμα σε όλη την Ευρώπη.', 'Rezervni dijelovi i servis dostupni su u cijeloj Europi.', 'Atsarginės dalys ir aptarnavimas prieinami visoje Europoje.', 'Piesele de schimb și service-ul sunt disponibile în toată Europa.', 'Резервни части и сервиз са на разположение в цяла Европа.', 'Nadomestni deli in servis so na voljo po vsej Evropi.'],
  ['Every unit is checked by our experts before shipping.', 'Jedes Gerät wird vor dem Versand von unseren Experten geprüft.', 'Každý kus před odesláním kontrolují naši odborníci.', 'Každý kus pred odoslaním kontrolujú naši odborníci.', 'Każdy egzemplarz jest sprawdzany przez naszych ekspertów przed wysyłką.', 'Chaque appareil est contrôlé par nos experts avant l’expédition.', 'Ogni apparecchio viene controllato dai nostri esperti prima della spedizione.', 'Cada equipo es revisado por nuestros expertos antes del envío.', 'Elk apparaat wordt vóór verzending door onze experts gecontroleerd.', 'Szállítás előtt szakértőink minden készüléket ellenőriznek.', 'Cada unidade é verificada pelos nossos especialistas antes do envio.', 'Hver enhed kontrolleres af vores eksperter før afsendelse.', 'Varje enhet kontrolleras av våra experter före leverans.', 'Hver enhet kontrolleres av våre eksperter før forsendelse.', 'Asiantuntijamme tarkastavat jokaisen laitteen ennen lähetystä.', 'Κάθε μονάδα ελέγχεται από τους ειδικούς μας πριν από την αποστολή.', 'Naši stručnjaci provjeravaju svaki uređaj prije slanja.', 'Kiekvieną gaminį prieš išsiunčiant patikrina mūsų specialistai.', 'Fiecare produs este verificat de experții noștri înainte de expediere.', 'Всеки уред се проверява от нашите специалисти преди изпращане.', 'Vsako napravo pred odpremo preverijo naši strokovnjaki.'],
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
    case 'pt': return `${name} da marca ${brand} – equipamento profissional para ${usage}.`;
    case 'da': return `${name} fra ${brand} – professionelt udstyr til ${usage}.`;
    case 'sv': return `${name} från ${brand} – professionell utrustning för ${usage}.`;
    case 'nb': return `${name} fra ${brand} – profesjonelt utstyr for ${usage}.`;
    // A name of several words takes the case ending after a space and hyphen ("Steinmann Tools -merkin").
    case 'fi': return `${name} – ${brand}${brand.includes(' ') ? ' -' : '-'}merkin ammattitason varuste ${usage}.`;
    case 'el': return `${name} της ${brand} – επαγγελματικός εξοπλισμός για ${usage}.`;
    case 'hr': return `${name} marke ${brand} – profesionalna oprema za ${usage}.`;
    case 'lt': return `${name} (${brand}) – profesionali įranga, skirta ${usage}.`;
    case 'ro': return `${name} de la ${brand} – echipament profesional pentru ${usage}.`;
    case 'bg': return `${name} на ${brand} – професионално оборудване за ${usage}.`;
    case 'sl': return `${name} znamke ${brand} – profesionalna oprema za ${usage}.`;
  }
};

/** Suffix of a B-ware product name. */
export const BWARE_SUFFIX: Words = ['B-stock', 'B-Ware', 'B-zboží', 'B-tovar', 'towar B', 'article de retour', 'articolo reso', 'artículo devuelto', 'B-keuze', 'B-termék', 'artigo de classe B', 'B-vare', 'B-vara', 'B-vare', 'B-tuote', 'προϊόν επιστροφής', 'B-roba', 'B klasės prekė', 'resigilat', 'разопакован', 'odprta embalaža'];

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
  'Artigo de classe B: produto devolvido, totalmente testado e em perfeito estado de funcionamento; pode apresentar ligeiros sinais de uso.',
  'B-vare: returneret vare, fuldt testet og i perfekt stand; den kan have lette brugsspor.',
  'B-vara: returnerad vara, fullständigt testad och i perfekt skick; den kan ha lätta bruksspår.',
  'B-vare: returnert vare, fullstendig testet og i perfekt stand; den kan ha lette bruksspor.',
  'B-tuote: palautettu tuote, perusteellisesti testattu ja täysin toimiva; siinä voi olla vähäisiä käytön jälkiä.',
  'Προϊόν επιστροφής: πλήρως ελεγμένο και σε άριστη κατάσταση λειτουργίας· ενδέχεται να φέρει ελαφριά σημάδια χρήσης.',
  'B-roba: vraćeni proizvod, u potpunosti ispitan i ispravan; može imati manje tragove korištenja.',
  'B klasės prekė: grąžinta, visiškai patikrinta ir nepriekaištingai veikianti; gali turėti nežymių naudojimo žymių.',
  'Produs resigilat: returnat, testat complet și perfect funcțional; poate prezenta urme ușoare de utilizare.',
  'Разопакован продукт: върнат, изцяло тестван и в отлично работно състояние; може да има леки следи от употреба.',
  'Odprta embalaža: vrnjen izdelek, v celoti preizkušen in brezhibno deluje; lahko ima manjše sledi uporabe.',
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
  'Equipamento profissional de marcas de confiança – testado, com entrega rápida e assistência em toda a Europa.',
  'Professionelt udstyr fra velkendte mærker – testet, med hurtig levering og service i hele Europa.',
  'Professionell utrustning från beprövade märken – testad, med snabb leverans och service i hela Europa.',
  'Profesjonelt utstyr fra velprøvde merker – testet, med rask levering og service i hele Europa.',
  'Ammattilaitteita hyväksi havaituilta merkeiltä – testattuja, nopea toimitus ja huolto kaikkialla Euroopassa.',
  'Επαγγελματικός εξοπλισμός από δοκιμασμένες μάρκες – ελεγμένος, με γρήγορη παράδοση και σέρβις σε όλη την Ευρώπη.',
  'Profesionalna oprema provjerenih marki – ispitana, uz brzu dostavu i servis u cijeloj Europi.',
  'Profesionali patikimų prekių ženklų įranga – patikrinta, greitai pristatoma, su aptarnavimu visoje Europoje.',
  'Echipamente profesionale de la mărci consacrate – verificate, cu livrare rapidă și service în toată Europa.',
  'Професионално оборудване от утвърдени марки – проверено, с бърза доставка и сервиз в цяла Европа.',
  'Profesionalna oprema preverjenih znamk – preizkušena, s hitro dostavo in servisom po vsej Evropi.',
];

/** Extra-guarantee durations, as used in the product name and the description. */
export const GUARANTEE_TITLE: Words = ['Extra guarantee', 'Garantieverlängerung', 'Prodloužená záruka', 'Predĺžená záruka', 'Przedłużona gwarancja', 'Extension de garantie', 'Estensione di garanzia', 'Garantía extendida', 'Extra garantie', 'Kiterjesztett garancia', 'Extensão de garantia', 'Garantiforlængelse', 'Garantiförlängning', 'Garantiforlengelse', 'Takuun pidennys', 'Επέκταση εγγύησης', 'Produljeno jamstvo', 'Pratęsta garantija', 'Garanție extinsă', 'Удължена гаранция', 'Podaljšana garancija'];

/** Croatian noun form after a number: 1, 21 … / 2–4, 22–24 … / 0, 5–20, 25 … */
const slavicForm = (n: number, one: string, few: string, many: string): string => {
  const lastTwo = n % 100;
  if (n % 10 === 1 && lastTwo !== 11) return one;
  if (n % 10 >= 2 && n % 10 <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
};

/** Slovene has a dual: 1 leto, 2 leti, 3–4 leta, 5 let (by the last two digits: 101 leto, 102 leti). */
const slovenianYears = (n: number): string => {
  const lastTwo = n % 100;
  if (lastTwo === 1) return 'leto';
  if (lastTwo === 2) return 'leti';
  if (lastTwo === 3 || lastTwo === 4) return 'leta';
  return 'let';
};

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
    case 'pt': return `${years} ${plural ? 'anos' : 'ano'}`;
    case 'da':
    case 'sv':
    case 'nb': return `${years} år`;
    case 'fi': return `${years} ${plural ? 'vuotta' : 'vuosi'}`;
    case 'el': return `${years} ${plural ? 'έτη' : 'έτος'}`;
    case 'hr': return `${years} ${slavicForm(years, 'godina', 'godine', 'godina')}`;
    // "metai" has no singular: 1, 2 … 9, 21 metai; 10–20, 30 … metų.
    case 'lt': return `${years} ${years % 10 === 0 || (years % 100 > 10 && years % 100 < 20) ? 'metų' : 'metai'}`;
    // From 20 on Romanian puts "de" between number and noun ("20 de ani").
    case 'ro': return years === 1 ? '1 an' : `${years} ${years % 100 === 0 || years % 100 >= 20 ? 'de ani' : 'ani'}`;
    case 'bg': return `${years} ${plural ? 'години' : 'година'}`;
    case 'sl': return `${years} ${slovenianYears(years)}`;
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
    case 'pt': return `Prolonga a garantia do produto adquirido por mais ${d}. Reparação ou substituição gratuitas, incluindo recolha e devolução.`;
    case 'da': return `Forlænger garantien på det købte produkt med ${d}. Gratis reparation eller ombytning inklusive afhentning og returforsendelse.`;
    case 'sv': return `Förlänger garantin för den köpta produkten med ${d}. Kostnadsfri reparation eller utbyte, inklusive upphämtning och returfrakt.`;
    case 'nb': return `Forlenger garantien på det kjøpte produktet med ${d}. Gratis reparasjon eller bytte, inkludert henting og returforsendelse.`;
    // Finnish, Croatian and Lithuanian would decline the duration after a verb; a label keeps it in the nominative.
    case 'fi': return `Pidentää ostetun tuotteen takuuta, lisäaika ${d}. Maksuton korjaus tai vaihto, nouto ja palautus mukaan lukien.`;
    case 'el': return `Επεκτείνει την εγγύηση του προϊόντος που αγοράσατε κατά ${d}. Δωρεάν επισκευή ή αντικατάσταση, συμπεριλαμβανομένης της παραλαβής και της επιστροφής.`;
    case 'hr': return `Produljuje jamstvo za kupljeni proizvod, dodatno razdoblje: ${d}. Besplatan popravak ili zamjena, uključujući preuzimanje i povratnu dostavu.`;
    case 'lt': return `Pratęsia įsigytos prekės garantiją, papildomas laikotarpis: ${d}. Nemokamas remontas arba pakeitimas, įskaitant paėmimą ir grąžinimą.`;
    case 'ro': return `Prelungește garanția produsului achiziționat cu ${d}. Reparație sau înlocuire gratuită, inclusiv ridicarea și returnarea.`;
    case 'bg': return `Удължава гаранцията на закупения продукт с ${d}. Безплатен ремонт или замяна, включително вземане и обратна доставка.`;
    case 'sl': return `Podaljša garancijo kupljenega izdelka za ${d}. Brezplačno popravilo ali zamenjava, vključno s prevzemom in vračilom.`;
  }
};

/** A percentage as the shop writes it: Greek, Romanian and Bulgarian without a space before the sign (as src/locales do). */
export const percentText = (lang: Lang, value: number): string => (lang === 'el' || lang === 'ro' || lang === 'bg' ? `${value}%` : `${value} %`);

/** Name of a volume-discount tier. */
export const volumeDiscountName = (lang: Lang, percent: number, items: number): string => {
  const p = percentText(lang, percent);
  switch (lang) {
    case 'en': return `Volume discount ${p} from ${items} items`;
    case 'de': return `Mengenrabatt ${p} ab ${items} Stück`;
    case 'cs': return `Množstevní sleva ${p} od ${items} kusů`;
    case 'sk': return `Množstevná zľava ${p} od ${items} kusov`;
    case 'pl': return `Rabat ilościowy ${p} od ${items} sztuk`;
    case 'fr': return `Remise sur quantité ${p} dès ${items} articles`;
    case 'it': return `Sconto quantità ${p} da ${items} pezzi`;
    case 'es': return `Descuento por volumen ${p} desde ${items} unidades`;
    case 'nl': return `Staffelkorting ${p} vanaf ${items} stuks`;
    case 'hu': return `Mennyiségi kedvezmény ${p} ${items} darabtól`;
    case 'pt': return `Desconto por quantidade ${p} a partir de ${items} unidades`;
    case 'da': return `Mængderabat ${p} fra ${items} stk.`;
    case 'sv': return `Mängdrabatt ${p} från ${items} st.`;
    case 'nb': return `Mengderabatt ${p} fra ${items} stk.`;
    case 'fi': return `Määräalennus ${p} alkaen ${items} kpl`;
    case 'el': return `Έκπτωση ποσότητας ${p} από ${items} τεμάχια`;
    case 'hr': return `Količinski popust ${p} od ${items} kom.`;
    case 'lt': return `Kiekio nuolaida ${p} nuo ${items} vnt.`;
    case 'ro': return `Reducere de cantitate ${p} de la ${items} buc.`;
    case 'bg': return `Отстъпка за количество ${p} от ${items} бр.`;
    case 'sl': return `Količinski popust ${p} od ${items} kos.`;
  }
};

/** Name of a coupon's cart discount (the code, and its percentage when it has one). */
export const couponName = (lang: Lang, code: string, percent: number | undefined): string => {
  const off = percent === undefined ? '' : ` −${percentText(lang, percent)}`;
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
    case 'pt': return `Cupão ${code}${off}`;
    case 'da': return `Rabatkode ${code}${off}`;
    case 'sv': return `Rabattkod ${code}${off}`;
    case 'nb': return `Rabattkode ${code}${off}`;
    case 'fi': return `Kuponki ${code}${off}`;
    case 'el': return `Κουπόνι ${code}${off}`;
    case 'hr': return `Kupon ${code}${off}`;
    case 'lt': return `Kuponas ${code}${off}`;
    case 'ro': return `Cupon ${code}${off}`;
    case 'bg': return `Купон ${code}${off}`;
    case 'sl': return `Kupon ${code}${off}`;
  }
};
