// The category tree: key, parent key and name per language (en, de, cs, sk, pl, fr, it, es, nl, hu).
// Parents come before their children. Leaves of `all-categories` are on level 3.
import type { Words } from './lib.ts';

export interface CategoryRow {
  key: string;
  parent: string | null;
  names: Words;
}

const row = (key: string, parent: string | null, names: Words): CategoryRow => ({ key, parent, names });

export const CATEGORY_ROWS: readonly CategoryRow[] = [
  row('all-categories', null, ['All categories', 'Alle Kategorien', 'Všechny kategorie', 'Všetky kategórie', 'Wszystkie kategorie', 'Toutes les catégories', 'Tutte le categorie', 'Todas las categorías', 'Alle categorieën', 'Összes kategória']),
  row('industry-categories', null, ['Industries', 'Branchen', 'Obory', 'Odvetvia', 'Branże', 'Secteurs', 'Settori', 'Sectores', 'Branches', 'Iparágak']),
  row('longtail-categories', null, ['Inspiration', 'Inspiration', 'Inspirace', 'Inšpirácia', 'Inspiracje', 'Inspiration', 'Ispirazione', 'Inspiración', 'Inspiratie', 'Inspiráció']),

  row('gastronomy', 'all-categories', ['Gastronomy', 'Gastronomie', 'Gastronomie', 'Gastronómia', 'Gastronomia', 'Restauration', 'Ristorazione', 'Hostelería', 'Horeca', 'Vendéglátás']),
  row('food-preparation', 'gastronomy', ['Food preparation', 'Speisenzubereitung', 'Příprava pokrmů', 'Príprava jedál', 'Przygotowanie potraw', 'Préparation culinaire', 'Preparazione alimenti', 'Preparación de alimentos', 'Voedselbereiding', 'Ételkészítés']),
  row('meat-slicers', 'food-preparation', ['Meat slicers', 'Aufschnittmaschinen', 'Nářezové stroje', 'Nárezové stroje', 'Krajalnice do wędlin', 'Trancheuses', 'Affettatrici', 'Cortadoras de fiambre', 'Snijmachines', 'Szeletelőgépek']),
  row('meat-grinders', 'food-preparation', ['Meat grinders', 'Fleischwölfe', 'Mlýnky na maso', 'Mlynčeky na mäso', 'Maszynki do mielenia mięsa', 'Hachoirs à viande', 'Tritacarne', 'Picadoras de carne', 'Vleesmolens', 'Húsdarálók']),
  row('vacuum-sealers', 'food-preparation', ['Vacuum sealers', 'Vakuumiergeräte', 'Vakuové baličky', 'Vákuové baličky', 'Pakowarki próżniowe', 'Machines sous vide', 'Macchine sottovuoto', 'Envasadoras al vacío', 'Vacuümmachines', 'Vákuumfóliázók']),
  row('cooking-equipment', 'gastronomy', ['Cooking equipment', 'Kochgeräte', 'Varná technika', 'Varná technika', 'Urządzenia do gotowania', 'Appareils de cuisson', 'Apparecchi di cottura', 'Equipos de cocción', 'Kookapparatuur', 'Főzőberendezések']),
  row('contact-grills', 'cooking-equipment', ['Contact grills', 'Kontaktgrills', 'Kontaktní grily', 'Kontaktné grily', 'Grille kontaktowe', 'Grills de contact', 'Piastre grill', 'Grills de contacto', 'Contactgrills', 'Kontaktgrillek']),
  row('deep-fryers', 'cooking-equipment', ['Deep fryers', 'Fritteusen', 'Fritézy', 'Fritézy', 'Frytkownice', 'Friteuses', 'Friggitrici', 'Freidoras', 'Friteuses', 'Olajsütők']),
  row('induction-cookers', 'cooking-equipment', ['Induction cookers', 'Induktionskochfelder', 'Indukční vařiče', 'Indukčné variče', 'Kuchenki indukcyjne', 'Plaques à induction', 'Piastre a induzione', 'Placas de inducción', 'Inductiekookplaten', 'Indukciós főzőlapok']),
  row('beverage-equipment', 'gastronomy', ['Bar & beverage', 'Bar & Getränke', 'Bar a nápoje', 'Bar a nápoje', 'Bar i napoje', 'Bar & boissons', 'Bar e bevande', 'Bar y bebidas', 'Bar & dranken', 'Bár és italok']),
  row('ice-makers', 'beverage-equipment', ['Ice makers', 'Eiswürfelbereiter', 'Výrobníky ledu', 'Výrobníky ľadu', 'Kostkarki do lodu', 'Machines à glaçons', 'Fabbricatori di ghiaccio', 'Máquinas de hielo', 'IJsblokjesmachines', 'Jégkockakészítők']),
  row('coffee-grinders', 'beverage-equipment', ['Coffee grinders', 'Kaffeemühlen', 'Mlýnky na kávu', 'Mlynčeky na kávu', 'Młynki do kawy', 'Moulins à café', 'Macinacaffè', 'Molinillos de café', 'Koffiemolens', 'Kávédarálók']),

  row('workshop', 'all-categories', ['Workshop', 'Werkstatt', 'Dílna', 'Dielňa', 'Warsztat', 'Atelier', 'Officina', 'Taller', 'Werkplaats', 'Műhely']),
  row('power-tools', 'workshop', ['Power tools', 'Elektrowerkzeuge', 'Elektrické nářadí', 'Elektrické náradie', 'Elektronarzędzia', 'Outillage électroportatif', 'Elettroutensili', 'Herramientas eléctricas', 'Elektrisch gereedschap', 'Elektromos kéziszerszámok']),
  row('angle-grinders', 'power-tools', ['Angle grinders', 'Winkelschleifer', 'Úhlové brusky', 'Uhlové brúsky', 'Szlifierki kątowe', 'Meuleuses d’angle', 'Smerigliatrici angolari', 'Amoladoras angulares', 'Haakse slijpers', 'Sarokcsiszolók']),
  row('cordless-drills', 'power-tools', ['Cordless drills', 'Akku-Bohrschrauber', 'Aku vrtačky', 'Aku vŕtačky', 'Wiertarko-wkrętarki akumulatorowe', 'Perceuses-visseuses sans fil', 'Trapani avvitatori a batteria', 'Taladros atornilladores inalámbricos', 'Accuboormachines', 'Akkus fúró-csavarozók']),
  row('rotary-hammers', 'power-tools', ['Rotary hammers', 'Bohrhämmer', 'Vrtací kladiva', 'Vŕtacie kladivá', 'Młotowiertarki', 'Perforateurs', 'Tassellatori', 'Martillos perforadores', 'Boorhamers', 'Fúrókalapácsok']),
  row('welding', 'workshop', ['Welding', 'Schweißtechnik', 'Svařování', 'Zváranie', 'Spawanie', 'Soudage', 'Saldatura', 'Soldadura', 'Lassen', 'Hegesztés']),
  row('mig-welders', 'welding', ['MIG welders', 'MIG-Schweißgeräte', 'Svářečky MIG', 'Zváračky MIG', 'Spawarki MIG', 'Postes à souder MIG', 'Saldatrici MIG', 'Soldadores MIG', 'MIG-lasapparaten', 'MIG hegesztőgépek']),
  row('welding-helmets', 'welding', ['Welding helmets', 'Schweißhelme', 'Svářecí kukly', 'Zváracie kukly', 'Przyłbice spawalnicze', 'Masques de soudure', 'Maschere per saldatura', 'Caretas de soldar', 'Lashelmen', 'Hegesztőpajzsok']),
  row('compressed-air', 'workshop', ['Compressed air', 'Druckluft', 'Stlačený vzduch', 'Stlačený vzduch', 'Sprężone powietrze', 'Air comprimé', 'Aria compressa', 'Aire comprimido', 'Perslucht', 'Sűrített levegő']),
  row('air-compressors', 'compressed-air', ['Air compressors', 'Kompressoren', 'Kompresory', 'Kompresory', 'Sprężarki', 'Compresseurs', 'Compressori', 'Compresores', 'Compressoren', 'Kompresszorok']),
  row('impact-wrenches', 'compressed-air', ['Impact wrenches', 'Schlagschrauber', 'Rázové utahováky', 'Rázové uťahováky', 'Klucze udarowe', 'Clés à chocs', 'Avvitatori a impulsi', 'Llaves de impacto', 'Slagmoersleutels', 'Ütvecsavarozók']),
  row('garage-equipment', 'workshop', ['Garage equipment', 'Werkstattausrüstung', 'Vybavení autodílny', 'Vybavenie autodielne', 'Wyposażenie warsztatu', 'Équipement de garage', 'Attrezzatura per officina', 'Equipamiento de taller', 'Garage-uitrusting', 'Autószerviz-felszerelés']),
  row('trolley-jacks', 'garage-equipment', ['Trolley jacks', 'Rangierwagenheber', 'Pojízdné zvedáky', 'Pojazdné zdviháky', 'Podnośniki samochodowe', 'Crics rouleurs', 'Sollevatori a carrello', 'Gatos de carretilla', 'Garagekrikken', 'Krokodilemelők']),
  row('workbenches', 'garage-equipment', ['Workbenches', 'Werkbänke', 'Pracovní stoly', 'Pracovné stoly', 'Stoły warsztatowe', 'Établis', 'Banchi da lavoro', 'Bancos de trabajo', 'Werkbanken', 'Munkapadok']),

  row('garden', 'all-categories', ['Garden', 'Garten', 'Zahrada', 'Záhrada', 'Ogród', 'Jardin', 'Giardino', 'Jardín', 'Tuin', 'Kert']),
  row('lawn-care', 'garden', ['Lawn care', 'Rasenpflege', 'Péče o trávník', 'Starostlivosť o trávnik', 'Pielęgnacja trawnika', 'Entretien de la pelouse', 'Cura del prato', 'Cuidado del césped', 'Gazononderhoud', 'Gyepápolás']),
  row('lawn-mowers', 'lawn-care', ['Lawn mowers', 'Rasenmäher', 'Sekačky na trávu', 'Kosačky na trávu', 'Kosiarki', 'Tondeuses à gazon', 'Tosaerba', 'Cortacéspedes', 'Grasmaaiers', 'Fűnyírók']),
  row('scarifiers', 'lawn-care', ['Scarifiers', 'Vertikutierer', 'Vertikutátory', 'Vertikutátory', 'Wertykulatory', 'Scarificateurs', 'Arieggiatori', 'Escarificadores', 'Verticuteermachines', 'Gyepszellőztetők']),
  row('garden-power-tools', 'garden', ['Garden power tools', 'Gartengeräte', 'Zahradní technika', 'Záhradná technika', 'Narzędzia ogrodowe', 'Outils de jardin motorisés', 'Attrezzi da giardino a motore', 'Herramientas de jardín a motor', 'Tuingereedschap', 'Kerti gépek']),
  row('hedge-trimmers', 'garden-power-tools', ['Hedge trimmers', 'Heckenscheren', 'Nůžky na živý plot', 'Nožnice na živý plot', 'Nożyce do żywopłotu', 'Taille-haies', 'Tagliasiepi', 'Cortasetos', 'Heggenscharen', 'Sövénynyírók']),
  row('chainsaws', 'garden-power-tools', ['Chainsaws', 'Kettensägen', 'Řetězové pily', 'Reťazové píly', 'Piły łańcuchowe', 'Tronçonneuses', 'Motoseghe', 'Motosierras', 'Kettingzagen', 'Láncfűrészek']),
  row('leaf-blowers', 'garden-power-tools', ['Leaf blowers', 'Laubbläser', 'Foukače listí', 'Fúkače lístia', 'Dmuchawy do liści', 'Souffleurs de feuilles', 'Soffiatori', 'Sopladores de hojas', 'Bladblazers', 'Lombfúvók']),
  row('watering', 'garden', ['Watering & spraying', 'Bewässerung', 'Zavlažování a postřik', 'Zavlažovanie a postrek', 'Nawadnianie i opryski', 'Arrosage et pulvérisation', 'Irrigazione e irrorazione', 'Riego y pulverización', 'Bewatering en sproeien', 'Öntözés és permetezés']),
  row('garden-pumps', 'watering', ['Garden pumps', 'Gartenpumpen', 'Zahradní čerpadla', 'Záhradné čerpadlá', 'Pompy ogrodowe', 'Pompes de jardin', 'Pompe da giardino', 'Bombas de jardín', 'Tuinpompen', 'Kerti szivattyúk']),
  row('pressure-sprayers', 'watering', ['Pressure sprayers', 'Drucksprüher', 'Tlakové postřikovače', 'Tlakové postrekovače', 'Opryskiwacze ciśnieniowe', 'Pulvérisateurs à pression', 'Nebulizzatori a pressione', 'Pulverizadores a presión', 'Drukspuiten', 'Nyomásos permetezők']),

  row('beauty-wellness', 'all-categories', ['Beauty & Wellness', 'Beauty & Wellness', 'Kosmetika a wellness', 'Kozmetika a wellness', 'Uroda i wellness', 'Beauté & bien-être', 'Bellezza e benessere', 'Belleza y bienestar', 'Beauty & wellness', 'Szépség és wellness']),
  row('salon-furniture', 'beauty-wellness', ['Salon furniture', 'Salonmöbel', 'Salonní nábytek', 'Salónny nábytok', 'Meble salonowe', 'Mobilier de salon', 'Arredamento per saloni', 'Mobiliario de salón', 'Salonmeubilair', 'Szalonbútorok']),
  row('hairdressing-chairs', 'salon-furniture', ['Hairdressing chairs', 'Friseurstühle', 'Kadeřnická křesla', 'Kadernícke kreslá', 'Fotele fryzjerskie', 'Fauteuils de coiffure', 'Poltrone da parrucchiere', 'Sillones de peluquería', 'Kappersstoelen', 'Fodrászszékek']),
  row('massage-tables', 'salon-furniture', ['Massage tables', 'Massageliegen', 'Masážní stoly', 'Masážne stoly', 'Stoły do masażu', 'Tables de massage', 'Lettini da massaggio', 'Camillas de masaje', 'Massagetafels', 'Masszázságyak']),
  row('salon-devices', 'beauty-wellness', ['Salon devices', 'Kosmetikgeräte', 'Kosmetické přístroje', 'Kozmetické prístroje', 'Urządzenia kosmetyczne', 'Appareils d’esthétique', 'Apparecchi estetici', 'Aparatos de estética', 'Schoonheidsapparatuur', 'Kozmetikai készülékek']),
  row('facial-steamers', 'salon-devices', ['Facial steamers', 'Gesichtsbedampfer', 'Kosmetické napařovače', 'Kozmetické naparovače', 'Parownice kosmetyczne', 'Vaporisateurs visage', 'Vaporizzatori viso', 'Vaporizadores faciales', 'Gezichtsstomers', 'Arcgőzölők']),
  row('uv-sterilizers', 'salon-devices', ['UV sterilizers', 'UV-Sterilisatoren', 'UV sterilizátory', 'UV sterilizátory', 'Sterylizatory UV', 'Stérilisateurs UV', 'Sterilizzatori UV', 'Esterilizadores UV', 'UV-sterilisatoren', 'UV sterilizálók']),
  row('hot-towel-cabinets', 'salon-devices', ['Hot towel cabinets', 'Handtuchwärmer', 'Ohřívače ručníků', 'Ohrievače uterákov', 'Podgrzewacze ręczników', 'Chauffe-serviettes', 'Scaldasalviette', 'Calientatoallas', 'Handdoekverwarmers', 'Törölközőmelegítők']),
  row('nail-studio', 'beauty-wellness', ['Nail studio', 'Nagelstudio', 'Nehtové studio', 'Nechtové štúdio', 'Stylizacja paznokci', 'Onglerie', 'Onicotecnica', 'Manicura', 'Nagelstudio-benodigdheden', 'Körömszalon']),
  row('nail-drills', 'nail-studio', ['Nail drills', 'Nagelfräsen', 'Brusky na nehty', 'Brúsky na nechty', 'Frezarki do paznokci', 'Ponceuses à ongles', 'Frese per unghie', 'Tornos de uñas', 'Nagelfrezen', 'Körömcsiszolók']),
  row('nail-lamps', 'nail-studio', ['UV/LED nail lamps', 'UV/LED-Nagellampen', 'UV/LED lampy na nehty', 'UV/LED lampy na nechty', 'Lampy UV/LED do paznokci', 'Lampes UV/LED pour ongles', 'Lampade UV/LED per unghie', 'Lámparas UV/LED para uñas', 'UV/LED-nagellampen', 'UV/LED körömszárító lámpák']),

  row('laboratory', 'all-categories', ['Laboratory', 'Labor', 'Laboratoř', 'Laboratórium', 'Laboratorium', 'Laboratoire', 'Laboratorio', 'Laboratorio', 'Laboratorium', 'Labor']),
  row('lab-devices', 'laboratory', ['Laboratory devices', 'Laborgeräte', 'Laboratorní přístroje', 'Laboratórne prístroje', 'Urządzenia laboratoryjne', 'Appareils de laboratoire', 'Apparecchi da laboratorio', 'Equipos de laboratorio', 'Laboratoriumapparatuur', 'Laboratóriumi készülékek']),
  row('magnetic-stirrers', 'lab-devices', ['Magnetic stirrers', 'Magnetrührer', 'Magnetické míchačky', 'Magnetické miešačky', 'Mieszadła magnetyczne', 'Agitateurs magnétiques', 'Agitatori magnetici', 'Agitadores magnéticos', 'Magneetroerders', 'Mágneses keverők']),
  row('centrifuges', 'lab-devices', ['Centrifuges', 'Zentrifugen', 'Centrifugy', 'Centrifúgy', 'Wirówki', 'Centrifugeuses', 'Centrifughe', 'Centrífugas', 'Centrifuges', 'Centrifugák']),
  row('ultrasonic-cleaners', 'lab-devices', ['Ultrasonic cleaners', 'Ultraschallreiniger', 'Ultrazvukové čističky', 'Ultrazvukové čističky', 'Myjki ultradźwiękowe', 'Nettoyeurs à ultrasons', 'Pulitrici a ultrasuoni', 'Limpiadores ultrasónicos', 'Ultrasoonreinigers', 'Ultrahangos tisztítók']),
  row('lab-scales', 'laboratory', ['Laboratory scales', 'Laborwaagen', 'Laboratorní váhy', 'Laboratórne váhy', 'Wagi laboratoryjne', 'Balances de laboratoire', 'Bilance da laboratorio', 'Balanzas de laboratorio', 'Laboratoriumweegschalen', 'Laboratóriumi mérlegek']),
  row('precision-balances', 'lab-scales', ['Precision balances', 'Präzisionswaagen', 'Přesné váhy', 'Presné váhy', 'Wagi precyzyjne', 'Balances de précision', 'Bilance di precisione', 'Balanzas de precisión', 'Precisieweegschalen', 'Precíziós mérlegek']),
  row('analytical-balances', 'lab-scales', ['Analytical balances', 'Analysenwaagen', 'Analytické váhy', 'Analytické váhy', 'Wagi analityczne', 'Balances analytiques', 'Bilance analitiche', 'Balanzas analíticas', 'Analytische balansen', 'Analitikai mérlegek']),
  row('measuring-instruments', 'laboratory', ['Measuring instruments', 'Messgeräte', 'Měřicí přístroje', 'Meracie prístroje', 'Przyrządy pomiarowe', 'Instruments de mesure', 'Strumenti di misura', 'Instrumentos de medición', 'Meetinstrumenten', 'Mérőműszerek']),
  row('microscopes', 'measuring-instruments', ['Microscopes', 'Mikroskope', 'Mikroskopy', 'Mikroskopy', 'Mikroskopy', 'Microscopes', 'Microscopi', 'Microscopios', 'Microscopen', 'Mikroszkópok']),
  row('ph-meters', 'measuring-instruments', ['pH meters', 'pH-Meter', 'pH metry', 'pH metre', 'pH-metry', 'pH-mètres', 'pHmetri', 'Medidores de pH', 'pH-meters', 'pH-mérők']),

  row('cleaning', 'all-categories', ['Cleaning', 'Reinigung', 'Úklid a čištění', 'Upratovanie a čistenie', 'Sprzątanie', 'Nettoyage', 'Pulizia', 'Limpieza', 'Reiniging', 'Takarítás']),
  row('floor-cleaning', 'cleaning', ['Floor cleaning', 'Bodenreinigung', 'Čištění podlah', 'Čistenie podláh', 'Czyszczenie podłóg', 'Nettoyage des sols', 'Pulizia pavimenti', 'Limpieza de suelos', 'Vloerreiniging', 'Padlótisztítás']),
  row('wet-dry-vacuums', 'floor-cleaning', ['Wet & dry vacuums', 'Nass-Trockensauger', 'Vysavače na mokré a suché sání', 'Vysávače na mokré a suché vysávanie', 'Odkurzacze przemysłowe', 'Aspirateurs eau et poussière', 'Aspiratori solidi-liquidi', 'Aspiradoras de sólidos y líquidos', 'Nat-droogzuigers', 'Száraz-nedves porszívók']),
  row('floor-scrubbers', 'floor-cleaning', ['Floor scrubbers', 'Scheuersaugmaschinen', 'Podlahové mycí stroje', 'Podlahové umývacie stroje', 'Szorowarki do podłóg', 'Autolaveuses', 'Lavasciuga pavimenti', 'Fregadoras de suelos', 'Schrobzuigmachines', 'Padlósúroló gépek']),
  row('high-pressure-cleaning', 'cleaning', ['Pressure & steam cleaning', 'Hochdruck- & Dampfreinigung', 'Tlakové a parní čištění', 'Tlakové a parné čistenie', 'Mycie ciśnieniowe i parowe', 'Nettoyage haute pression et vapeur', 'Idropulizia e vapore', 'Limpieza a presión y vapor', 'Hogedruk- en stoomreiniging', 'Magasnyomású és gőztisztítás']),
  row('pressure-washers', 'high-pressure-cleaning', ['Pressure washers', 'Hochdruckreiniger', 'Vysokotlaké čističe', 'Vysokotlakové čističe', 'Myjki ciśnieniowe', 'Nettoyeurs haute pression', 'Idropulitrici', 'Hidrolimpiadoras', 'Hogedrukreinigers', 'Magasnyomású mosók']),
  row('steam-cleaners', 'high-pressure-cleaning', ['Steam cleaners', 'Dampfreiniger', 'Parní čističe', 'Parné čističe', 'Parownice', 'Nettoyeurs vapeur', 'Pulitori a vapore', 'Limpiadoras a vapor', 'Stoomreinigers', 'Gőztisztítók']),
  row('window-cleaning', 'cleaning', ['Window cleaning', 'Fensterreinigung', 'Mytí oken', 'Umývanie okien', 'Mycie okien', 'Nettoyage des vitres', 'Pulizia vetri', 'Limpieza de cristales', 'Glasreiniging', 'Ablaktisztítás']),
  row('window-vacuums', 'window-cleaning', ['Window vacuums', 'Fenstersauger', 'Vysavače na okna', 'Vysávače na okná', 'Myjki do okien', 'Nettoyeurs de vitres', 'Lavavetri elettrici', 'Limpiacristales eléctricos', 'Raamzuigers', 'Ablaktisztító gépek']),

  row('warehouse', 'all-categories', ['Warehouse', 'Lager', 'Sklad', 'Sklad', 'Magazyn', 'Entrepôt', 'Magazzino', 'Almacén', 'Magazijn', 'Raktár']),
  row('transport-equipment', 'warehouse', ['Transport equipment', 'Transportgeräte', 'Manipulační technika', 'Manipulačná technika', 'Sprzęt transportowy', 'Matériel de manutention', 'Attrezzature di movimentazione', 'Equipos de manutención', 'Transportmiddelen', 'Anyagmozgató eszközök']),
  row('pallet-trucks', 'transport-equipment', ['Pallet trucks', 'Hubwagen', 'Paletové vozíky', 'Paletové vozíky', 'Wózki paletowe', 'Transpalettes', 'Transpallet', 'Transpaletas', 'Palletwagens', 'Raklapemelők']),
  row('platform-trolleys', 'transport-equipment', ['Platform trolleys', 'Plattformwagen', 'Plošinové vozíky', 'Plošinové vozíky', 'Wózki platformowe', 'Chariots à plateau', 'Carrelli a piattaforma', 'Carros de plataforma', 'Plateauwagens', 'Platformos kocsik']),
  row('storage-systems', 'warehouse', ['Storage systems', 'Lagersysteme', 'Skladové systémy', 'Skladové systémy', 'Systemy magazynowe', 'Systèmes de stockage', 'Sistemi di stoccaggio', 'Sistemas de almacenaje', 'Opslagsystemen', 'Tárolórendszerek']),
  row('heavy-duty-shelving', 'storage-systems', ['Heavy-duty shelving', 'Schwerlastregale', 'Regály pro těžké náklady', 'Regály na ťažké náklady', 'Regały magazynowe', 'Rayonnages charges lourdes', 'Scaffalature per carichi pesanti', 'Estanterías de carga pesada', 'Zwaarlaststellingen', 'Nagy teherbírású polcok']),
  row('industrial-scales', 'warehouse', ['Industrial scales', 'Industriewaagen', 'Průmyslové váhy', 'Priemyselné váhy', 'Wagi przemysłowe', 'Balances industrielles', 'Bilance industriali', 'Básculas industriales', 'Industriële weegschalen', 'Ipari mérlegek']),
  row('platform-scales', 'industrial-scales', ['Platform scales', 'Plattformwaagen', 'Plošinové váhy', 'Plošinové váhy', 'Wagi platformowe', 'Balances plateforme', 'Bilance a piattaforma', 'Básculas de plataforma', 'Platformweegschalen', 'Platformmérlegek']),
  row('crane-scales', 'industrial-scales', ['Crane scales', 'Kranwaagen', 'Jeřábové váhy', 'Žeriavové váhy', 'Wagi hakowe', 'Pesons', 'Bilance sospese', 'Básculas colgantes', 'Kraanweegschalen', 'Darumérlegek']),

  row('restaurants', 'industry-categories', ['Restaurants', 'Restaurants', 'Restaurace', 'Reštaurácie', 'Restauracje', 'Restaurants', 'Ristoranti', 'Restaurantes', 'Restaurants', 'Éttermek']),
  row('cafes-bars', 'restaurants', ['Cafés & bars', 'Cafés & Bars', 'Kavárny a bary', 'Kaviarne a bary', 'Kawiarnie i bary', 'Cafés & bars', 'Caffè e bar', 'Cafeterías y bares', 'Cafés & bars', 'Kávézók és bárok']),
  row('catering', 'restaurants', ['Catering & canteens', 'Catering & Kantinen', 'Catering a jídelny', 'Catering a jedálne', 'Catering i stołówki', 'Traiteurs & cantines', 'Catering e mense', 'Catering y comedores', 'Catering & kantines', 'Catering és menzák']),
  row('hotels', 'industry-categories', ['Hotels', 'Hotels', 'Hotely', 'Hotely', 'Hotele', 'Hôtels', 'Hotel', 'Hoteles', 'Hotels', 'Szállodák']),
  row('car-workshops', 'industry-categories', ['Car workshops', 'Kfz-Werkstätten', 'Autoservisy', 'Autoservisy', 'Warsztaty samochodowe', 'Garages automobiles', 'Officine auto', 'Talleres de automóviles', 'Autogarages', 'Autószervizek']),
  row('hair-beauty-salons', 'industry-categories', ['Hair & beauty salons', 'Friseur- & Kosmetiksalons', 'Kadeřnictví a kosmetika', 'Kaderníctva a kozmetika', 'Salony fryzjerskie i kosmetyczne', 'Salons de coiffure & instituts', 'Parrucchieri ed estetisti', 'Peluquerías y centros de estética', 'Kappers & schoonheidssalons', 'Fodrászatok és kozmetikák']),
  row('labs-clinics', 'industry-categories', ['Laboratories & clinics', 'Labore & Praxen', 'Laboratoře a ordinace', 'Laboratóriá a ambulancie', 'Laboratoria i gabinety', 'Laboratoires & cabinets', 'Laboratori e studi medici', 'Laboratorios y clínicas', 'Laboratoria & praktijken', 'Laboratóriumok és rendelők']),
  row('facility-services', 'industry-categories', ['Facility services', 'Gebäudedienste', 'Úklidové služby', 'Upratovacie služby', 'Firmy sprzątające', 'Services de propreté', 'Imprese di pulizia', 'Empresas de limpieza', 'Schoonmaakbedrijven', 'Takarítócégek']),
  row('logistics', 'industry-categories', ['Logistics & retail', 'Logistik & Handel', 'Logistika a obchod', 'Logistika a obchod', 'Logistyka i handel', 'Logistique & commerce', 'Logistica e commercio', 'Logística y comercio', 'Logistiek & handel', 'Logisztika és kereskedelem']),
  row('landscaping', 'industry-categories', ['Landscaping', 'Garten- & Landschaftsbau', 'Zahradnické služby', 'Záhradnícke služby', 'Usługi ogrodnicze', 'Paysagistes', 'Giardinieri e paesaggisti', 'Jardinería y paisajismo', 'Hoveniers', 'Kertépítők']),

  row('food-truck-equipment', 'longtail-categories', ['Food truck equipment', 'Foodtruck-Ausstattung', 'Vybavení food trucku', 'Vybavenie food trucku', 'Wyposażenie food trucka', 'Équipement food truck', 'Attrezzatura per food truck', 'Equipamiento para food truck', 'Foodtruck-uitrusting', 'Food truck felszerelés']),
  row('barber-shop-starter', 'longtail-categories', ['Barber shop starter kit', 'Barbershop-Grundausstattung', 'Vybavení barbershopu', 'Vybavenie barbershopu', 'Wyposażenie barber shopu', 'Équiper un barbershop', 'Allestire un barber shop', 'Equipar una barbería', 'Barbershop inrichten', 'Borbélyüzlet berendezése']),
  row('school-laboratory', 'longtail-categories', ['School laboratory', 'Schullabor', 'Školní laboratoř', 'Školské laboratórium', 'Pracownia szkolna', 'Laboratoire scolaire', 'Laboratorio scolastico', 'Laboratorio escolar', 'Schoollaboratorium', 'Iskolai laboratórium']),
  row('spring-garden-season', 'longtail-categories', ['Spring garden season', 'Gartensaison im Frühling', 'Jarní sezóna na zahradě', 'Jarná sezóna v záhrade', 'Wiosenny sezon w ogrodzie', 'Saison du jardin au printemps', 'Stagione primaverile in giardino', 'Temporada de jardín en primavera', 'Voorjaar in de tuin', 'Tavaszi kerti szezon']),
];
