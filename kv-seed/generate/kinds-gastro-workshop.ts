// Product kinds of the first-level categories Gastronomy and Workshop.
import { BRANDS, m, type Kind } from './kind.ts';

export const GASTRONOMY_KINDS: readonly Kind[] = [
  {
    key: 'meat-slicer', leaf: 'meat-slicers', brand: BRANDS.gastrova, family: 'SliceLine', code: 'SL',
    names: ['Meat slicer', 'Aufschnittmaschine', 'Nářezový stroj', 'Nárezový stroj', 'Krajalnica do wędlin', 'Trancheuse', 'Affettatrice', 'Cortadora de fiambre', 'Snijmachine', 'Szeletelőgép', 'Fiambreira', 'Pålægsmaskine', 'Pålägsmaskin', 'Pålegsmaskin', 'Leikkeleleikkuri', 'Ζαμπονομηχανή', 'Nareznica', 'Mėsos pjaustyklė', 'Mașină de feliat mezeluri', 'Колбасорезачка', 'Narezovalnik'],
    highlights: ['stainless', 'safety', 'adjustable', 'easyClean'],
    extraCategories: ['restaurants', 'catering'], volumeDiscountGroup: 'vd-gastro',
    models: [
      m('250 mm', 289, 14, [48, 39, 36], { bladeDiameter: '250 mm', power: '150 W', cuttingThickness: '0–15 mm', voltage: '230 V' }),
      m('300 mm', 399, 19.5, [56, 45, 41], { bladeDiameter: '300 mm', power: '240 W', cuttingThickness: '0–18 mm', voltage: '230 V' }),
    ],
  },
  {
    key: 'meat-grinder', leaf: 'meat-grinders', brand: BRANDS.gastrova, family: 'MinceMaster', code: 'MM',
    names: ['Meat grinder', 'Fleischwolf', 'Mlýnek na maso', 'Mlynček na mäso', 'Maszynka do mielenia mięsa', 'Hachoir à viande', 'Tritacarne', 'Picadora de carne', 'Vleesmolen', 'Húsdaráló', 'Picadora de carne', 'Kødhakker', 'Köttkvarn', 'Kjøttkvern', 'Lihamylly', 'Κρεατομηχανή', 'Stroj za mljevenje mesa', 'Mėsmalė', 'Mașină de tocat carne', 'Месомелачка', 'Mesoreznica'],
    highlights: ['stainless', 'powerfulMotor', 'highCapacity', 'easyClean'],
    extraCategories: ['restaurants', 'catering'], volumeDiscountGroup: 'vd-gastro',
    models: [
      m('120 kg/h', 249, 17, [42, 23, 44], { output: '120 kg/h', power: '850 W', voltage: '230 V' }),
      m('250 kg/h', 449, 31, [55, 28, 50], { output: '250 kg/h', power: '1500 W', voltage: '230 V' }),
    ],
  },
  {
    key: 'vacuum-sealer', leaf: 'vacuum-sealers', brand: BRANDS.gastrova, family: 'VacuPro', code: 'VP',
    names: ['Vacuum sealer', 'Vakuumiergerät', 'Vakuová balička', 'Vákuová balička', 'Pakowarka próżniowa', 'Machine sous vide', 'Macchina sottovuoto', 'Envasadora al vacío', 'Vacuümmachine', 'Vákuumfóliázó', 'Máquina de embalar a vácuo', 'Vakuumpakker', 'Vakuumförpackare', 'Vakuumpakker', 'Vakuumipakkauskone', 'Μηχανή συσκευασίας κενού', 'Uređaj za vakuumiranje', 'Vakuumavimo aparatas', 'Mașină de vidat', 'Вакуумираща машина', 'Vakuumski varilnik'],
    highlights: ['stainless', 'digitalDisplay', 'easyClean', 'compact'],
    extraCategories: ['restaurants', 'catering'], volumeDiscountGroup: 'vd-gastro',
    models: [
      m('400 mm', 149, 5.5, [44, 26, 13], { sealingLength: '400 mm', vacuum: '-0.9 bar', power: '300 W' }),
      m('260 mm', 699, 34, [47, 56, 47], { sealingLength: '260 mm', vacuum: '-0.99 bar', power: '900 W' },
        ['Chamber vacuum sealer', 'Kammervakuumiergerät', 'Komorová vakuová balička', 'Komorová vákuová balička', 'Pakowarka próżniowa komorowa', 'Machine sous vide à cloche', 'Macchina sottovuoto a campana', 'Envasadora al vacío de campana', 'Kamervacuümmachine', 'Kamrás vákuumfóliázó', 'Máquina de embalar a vácuo de câmara', 'Kammervakuumpakker', 'Kammarvakuumförpackare', 'Kammervakuumpakker', 'Kammiovakuumipakkauskone', 'Μηχανή συσκευασίας κενού με θάλαμο', 'Komorni uređaj za vakuumiranje', 'Kamerinis vakuumavimo aparatas', 'Mașină de vidat cu cameră', 'Камерна вакуумираща машина', 'Komorni vakuumski varilnik']),
    ],
  },
  {
    key: 'vacuum-bags', leaf: 'vacuum-sealers', brand: BRANDS.gastrova, family: 'VacuPro', code: 'VB',
    names: ['Vacuum bags {}, 100 pcs', 'Vakuumbeutel {}, 100 Stück', 'Vakuové sáčky {}, 100 ks', 'Vákuové vrecká {}, 100 ks', 'Worki próżniowe {}, 100 szt.', 'Sachets sous vide {}, 100 pcs', 'Buste sottovuoto {}, 100 pz', 'Bolsas de vacío {}, 100 uds.', 'Vacuümzakken {}, 100 stuks', 'Vákuumtasakok {}, 100 db', 'Sacos de vácuo {}, 100 unid.', 'Vakuumposer {}, 100 stk.', 'Vakuumpåsar {}, 100 st.', 'Vakuumposer {}, 100 stk.', 'Vakuumipussit {}, 100 kpl', 'Σακούλες κενού {}, 100 τεμ.', 'Vrećice za vakuumiranje {}, 100 kom.', 'Vakuuminiai maišeliai {}, 100 vnt.', 'Pungi de vidat {}, 100 buc.', 'Вакуумни пликове {}, 100 бр.', 'Vakuumske vrečke {}, 100 kos'],
    highlights: ['foodSafe', 'packSize', 'universalFit'],
    volumeDiscountGroup: 'vd-gastro', accessoryOf: ['vacuum-sealer'],
    models: [
      m('20 × 30 cm', 19, 1.1, [32, 22, 5], { contents: '100 × 20 × 30 cm' }),
      m('30 × 40 cm', 29, 2.2, [42, 32, 6], { contents: '100 × 30 × 40 cm' }),
    ],
  },
  {
    key: 'contact-grill', leaf: 'contact-grills', brand: BRANDS.gastrova, family: 'GrillPro', code: 'CG',
    names: ['Contact grill', 'Kontaktgrill', 'Kontaktní gril', 'Kontaktný gril', 'Grill kontaktowy', 'Grill de contact', 'Piastra grill', 'Grill de contacto', 'Contactgrill', 'Kontaktgrill', 'Grelhador de contacto', 'Kontaktgrill', 'Kontaktgrill', 'Kontaktgrill', 'Kontaktigrilli', 'Τοστιέρα', 'Kontaktni roštilj', 'Kontaktinis grilis', 'Grătar de contact', 'Контактен грил', 'Kontaktni žar'],
    highlights: ['quickHeat', 'tempControl', 'easyClean', 'stainless'],
    extraCategories: ['cafes-bars', 'food-truck-equipment'], volumeDiscountGroup: 'vd-gastro',
    models: [
      m('2200 W', 159, 14, [41, 38, 21], { power: '2200 W', temperatureRange: '50–300 °C', voltage: '230 V' }),
      m('3600 W', 279, 25, [57, 38, 21], { power: '3600 W', temperatureRange: '50–300 °C', voltage: '230 V' }),
    ],
  },
  {
    key: 'deep-fryer', leaf: 'deep-fryers', brand: BRANDS.gastrova, family: 'FryLine', code: 'FL',
    names: ['Deep fryer', 'Fritteuse', 'Fritéza', 'Fritéza', 'Frytkownica', 'Friteuse', 'Friggitrice', 'Freidora', 'Friteuse', 'Olajsütő', 'Fritadeira', 'Frituregryde', 'Fritös', 'Frityrkoker', 'Rasvakeitin', 'Φριτέζα', 'Friteza', 'Gruzdintuvė', 'Friteuză', 'Фритюрник', 'Cvrtnik'],
    highlights: ['stainless', 'tempControl', 'safety', 'easyClean'],
    extraCategories: ['restaurants', 'food-truck-equipment'], volumeDiscountGroup: 'vd-gastro',
    models: [
      m('8 L', 119, 7, [27, 43, 31], { capacity: '8 L', power: '3200 W', temperatureRange: '50–190 °C' }),
      m('2 × 8 L', 199, 12, [54, 43, 31], { capacity: '2 × 8 L', power: '2 × 3200 W', temperatureRange: '50–190 °C' }),
    ],
  },
  {
    key: 'induction-cooker', leaf: 'induction-cookers', brand: BRANDS.gastrova, family: 'InduChef', code: 'IC',
    names: ['Induction cooker', 'Induktionskochfeld', 'Indukční vařič', 'Indukčný varič', 'Kuchenka indukcyjna', 'Plaque à induction', 'Piastra a induzione', 'Placa de inducción', 'Inductiekookplaat', 'Indukciós főzőlap', 'Placa de indução', 'Induktionskogeplade', 'Induktionsplatta', 'Induksjonsplate', 'Induktiokeittolevy', 'Επαγωγική εστία', 'Indukcijsko kuhalo', 'Indukcinė viryklė', 'Plită cu inducție', 'Индукционен котлон', 'Indukcijski kuhalnik'],
    highlights: ['quickHeat', 'energySaving', 'digitalDisplay', 'timer', 'easyClean'],
    extraCategories: ['restaurants', 'hotels'], volumeDiscountGroup: 'vd-gastro',
    models: [
      m('3500 W', 179, 6, [34, 44, 11], { power: '3500 W', temperatureRange: '60–240 °C', voltage: '230 V' }),
      m('2 × 3500 W', 349, 12, [80, 44, 11], { power: '2 × 3500 W', temperatureRange: '60–240 °C', voltage: '400 V' },
        ['Double induction cooker', 'Doppel-Induktionskochfeld', 'Dvojitý indukční vařič', 'Dvojitý indukčný varič', 'Podwójna kuchenka indukcyjna', 'Double plaque à induction', 'Piastra a induzione doppia', 'Placa de inducción doble', 'Dubbele inductiekookplaat', 'Dupla indukciós főzőlap', 'Placa de indução dupla', 'Dobbelt induktionskogeplade', 'Dubbel induktionsplatta', 'Dobbel induksjonsplate', 'Kaksoisinduktiokeittolevy', 'Διπλή επαγωγική εστία', 'Dvostruko indukcijsko kuhalo', 'Dvikaitė indukcinė viryklė', 'Plită dublă cu inducție', 'Двоен индукционен котлон', 'Dvojni indukcijski kuhalnik']),
    ],
  },
  {
    key: 'ice-maker', leaf: 'ice-makers', brand: BRANDS.polarfrost, family: 'IceCube', code: 'IM',
    names: ['Ice maker', 'Eiswürfelbereiter', 'Výrobník ledu', 'Výrobník ľadu', 'Kostkarka do lodu', 'Machine à glaçons', 'Fabbricatore di ghiaccio', 'Máquina de hielo', 'IJsblokjesmachine', 'Jégkockakészítő', 'Máquina de gelo', 'Ismaskine', 'Ismaskin', 'Isbitmaskin', 'Jääpalakone', 'Παγομηχανή', 'Ledomat', 'Ledukų gaminimo aparatas', 'Mașină de gheață', 'Машина за лед', 'Aparat za led'],
    highlights: ['highCapacity', 'stainless', 'lowNoise', 'energySaving'],
    extraCategories: ['cafes-bars', 'hotels'],
    models: [
      m('25 kg/24 h', 349, 22, [38, 46, 65], { output: '25 kg/24 h', power: '160 W', capacity: '2.5 kg' }),
      m('40 kg/24 h', 549, 33, [40, 53, 80], { output: '40 kg/24 h', power: '240 W', capacity: '8 kg' }),
    ],
  },
  {
    key: 'coffee-grinder', leaf: 'coffee-grinders', brand: BRANDS.polarfrost, family: 'BaristaLine', code: 'BG',
    names: ['Coffee grinder', 'Kaffeemühle', 'Mlýnek na kávu', 'Mlynček na kávu', 'Młynek do kawy', 'Moulin à café', 'Macinacaffè', 'Molinillo de café', 'Koffiemolen', 'Kávédaráló', 'Moinho de café', 'Kaffekværn', 'Kaffekvarn', 'Kaffekvern', 'Kahvimylly', 'Μύλος καφέ', 'Mlinac za kavu', 'Kavamalė', 'Râșniță de cafea', 'Кафемелачка', 'Mlinček za kavo'],
    highlights: ['precise', 'adjustable', 'lowNoise', 'stainless'],
    extraCategories: ['cafes-bars'],
    models: [
      m('64 mm', 229, 7.5, [19, 33, 55], { burrDiameter: '64 mm', power: '350 W', capacity: '1.2 kg' }),
      m('83 mm', 389, 13, [22, 36, 62], { burrDiameter: '83 mm', power: '800 W', capacity: '1.5 kg' }),
    ],
  },
];

export const WORKSHOP_KINDS: readonly Kind[] = [
  {
    key: 'angle-grinder', leaf: 'angle-grinders', brand: BRANDS.steinmann, family: 'ProGrind', code: 'AG',
    names: ['Angle grinder', 'Winkelschleifer', 'Úhlová bruska', 'Uhlová brúska', 'Szlifierka kątowa', 'Meuleuse d’angle', 'Smerigliatrice angolare', 'Amoladora angular', 'Haakse slijper', 'Sarokcsiszoló', 'Rebarbadora', 'Vinkelsliber', 'Vinkelslip', 'Vinkelsliper', 'Kulmahiomakone', 'Γωνιακός τροχός', 'Kutna brusilica', 'Kampinis šlifuoklis', 'Polizor unghiular', 'Ъглошлайф', 'Kotni brusilnik'],
    highlights: ['powerfulMotor', 'ergonomic', 'safety'],
    extraCategories: ['car-workshops'], volumeDiscountGroup: 'vd-tools',
    models: [
      m('125 mm', 69, 2.4, [30, 13, 11], { discDiameter: '125 mm', power: '1200 W', speed: '11 000 min⁻¹' }),
      m('230 mm', 119, 5.8, [48, 20, 14], { discDiameter: '230 mm', power: '2400 W', speed: '6 500 min⁻¹' }),
    ],
  },
  {
    key: 'cutting-discs', leaf: 'angle-grinders', brand: BRANDS.steinmann, family: 'ProGrind', code: 'CD',
    names: ['Cutting discs {}, 10 pcs', 'Trennscheiben {}, 10 Stück', 'Řezné kotouče {}, 10 ks', 'Rezné kotúče {}, 10 ks', 'Tarcze do cięcia {}, 10 szt.', 'Disques à tronçonner {}, 10 pcs', 'Dischi da taglio {}, 10 pz', 'Discos de corte {}, 10 uds.', 'Doorslijpschijven {}, 10 stuks', 'Vágókorongok {}, 10 db', 'Discos de corte {}, 10 unid.', 'Skæreskiver {}, 10 stk.', 'Kapskivor {}, 10 st.', 'Kappeskiver {}, 10 stk.', 'Katkaisulaikat {}, 10 kpl', 'Δίσκοι κοπής {}, 10 τεμ.', 'Rezne ploče {}, 10 kom.', 'Pjovimo diskai {}, 10 vnt.', 'Discuri de tăiere {}, 10 buc.', 'Дискове за рязане {}, 10 бр.', 'Rezalne plošče {}, 10 kos'],
    highlights: ['packSize', 'universalFit', 'precise'],
    volumeDiscountGroup: 'vd-tools', accessoryOf: ['angle-grinder'],
    models: [m('125 mm', 15, 0.6, [13, 13, 2], { discDiameter: '125 mm', contents: '10 × 125 × 1 mm' })],
  },
  {
    key: 'cordless-drill', leaf: 'cordless-drills', brand: BRANDS.steinmann, family: 'Volt18', code: 'DR',
    names: ['Cordless drill', 'Akku-Bohrschrauber', 'Aku vrtačka', 'Aku vŕtačka', 'Wiertarko-wkrętarka akumulatorowa', 'Perceuse-visseuse sans fil', 'Trapano avvitatore a batteria', 'Taladro atornillador inalámbrico', 'Accuboormachine', 'Akkus fúró-csavarozó', 'Berbequim aparafusador a bateria', 'Akku-boreskruemaskine', 'Borrskruvdragare', 'Batteridrill', 'Akkuporakone', 'Δραπανοκατσάβιδο μπαταρίας', 'Aku bušilica-odvijač', 'Akumuliatorinis gręžtuvas-suktuvas', 'Mașină de găurit și înșurubat cu acumulator', 'Акумулаторен винтоверт', 'Akumulatorski vrtalni vijačnik'],
    highlights: ['cordless', 'ergonomic', 'ledLighting', 'powerfulMotor'],
    volumeDiscountGroup: 'vd-tools',
    models: [
      m('18 V 2 Ah', 99, 1.6, [22, 8, 24], { battery: '18 V / 2.0 Ah', torque: '45 Nm', speed: '0–1 500 min⁻¹' }),
      m('18 V 5 Ah', 159, 1.9, [22, 8, 25], { battery: '18 V / 5.0 Ah', torque: '60 Nm', speed: '0–2 000 min⁻¹' }),
    ],
  },
  {
    key: 'rotary-hammer', leaf: 'rotary-hammers', brand: BRANDS.steinmann, family: 'HammerPro', code: 'RH',
    names: ['Rotary hammer', 'Bohrhammer', 'Vrtací kladivo', 'Vŕtacie kladivo', 'Młotowiertarka', 'Perforateur', 'Tassellatore', 'Martillo perforador', 'Boorhamer', 'Fúrókalapács', 'Martelo perfurador', 'Borehammer', 'Borrhammare', 'Borhammer', 'Poravasara', 'Περιστροφικό πιστολέτο', 'Bušaći čekić', 'Perforatorius', 'Ciocan rotopercutor', 'Перфоратор', 'Vrtalno kladivo'],
    highlights: ['powerfulMotor', 'safety', 'ergonomic'],
    volumeDiscountGroup: 'vd-tools',
    models: [
      m('SDS-plus', 139, 3.2, [37, 9, 22], { power: '800 W', impactEnergy: '3.2 J', speed: '0–1 200 min⁻¹' }),
      m('SDS-max', 299, 7.8, [48, 12, 26], { power: '1500 W', impactEnergy: '12 J', speed: '0–450 min⁻¹' }),
    ],
  },
  {
    key: 'mig-welder', leaf: 'mig-welders', brand: BRANDS.voltaris, family: 'ArcMaster', code: 'MIG',
    names: ['MIG welder', 'MIG-Schweißgerät', 'Svářečka MIG', 'Zváračka MIG', 'Spawarka MIG', 'Poste à souder MIG', 'Saldatrice MIG', 'Soldador MIG', 'MIG-lasapparaat', 'MIG hegesztőgép', 'Máquina de soldar MIG', 'MIG-svejseapparat', 'MIG-svets', 'MIG-sveiseapparat', 'MIG-hitsauskone', 'Ηλεκτροσυγκόλληση MIG', 'MIG aparat za zavarivanje', 'MIG suvirinimo aparatas', 'Aparat de sudură MIG', 'Заваръчен апарат MIG', 'Varilni aparat MIG'],
    highlights: ['digitalDisplay', 'adjustable', 'safety', 'robust'],
    extraCategories: ['car-workshops'],
    models: [
      m('160 A', 349, 14, [48, 22, 38], { weldingCurrent: '30–160 A', voltage: '230 V', power: '5.6 kW' }),
      m('250 A', 749, 36, [85, 40, 70], { weldingCurrent: '40–250 A', voltage: '400 V', power: '9.5 kW' }),
    ],
  },
  {
    key: 'welding-helmet', leaf: 'welding-helmets', brand: BRANDS.voltaris, family: 'ArcMaster', code: 'WH',
    names: ['Auto-darkening welding helmet', 'Automatik-Schweißhelm', 'Samostmívací svářecí kukla', 'Samozatmievacia zváracia kukla', 'Przyłbica spawalnicza samościemniająca', 'Masque de soudure automatique', 'Maschera per saldatura autoscurante', 'Careta de soldar automática', 'Automatische lashelm', 'Automata hegesztőpajzs', 'Máscara de soldar automática', 'Automatisk svejsehjelm', 'Automatisk svetshjälm', 'Automatisk sveisehjelm', 'Automaattihitsausmaski', 'Αυτόματη μάσκα ηλεκτροσυγκόλλησης', 'Automatska maska za zavarivanje', 'Automatinė suvirinimo kaukė', 'Mască de sudură automată', 'Автоматична заваръчна маска', 'Avtomatska varilna maska'],
    highlights: ['autoDarkening', 'eyeProtection', 'adjustable', 'lightweight'],
    volumeDiscountGroup: 'vd-tools', accessoryOf: ['mig-welder'],
    models: [
      m('DIN 9–13', 59, 0.5, [33, 24, 24], { shade: 'DIN 4 / 9–13' }),
      m('DIN 5–13', 119, 0.55, [33, 24, 25], { shade: 'DIN 4 / 5–13' }),
    ],
  },
  {
    key: 'air-compressor', leaf: 'air-compressors', brand: BRANDS.voltaris, family: 'AirForce', code: 'AC',
    names: ['Air compressor', 'Kompressor', 'Kompresor', 'Kompresor', 'Sprężarka', 'Compresseur', 'Compressore', 'Compresor', 'Compressor', 'Kompresszor', 'Compressor de ar', 'Kompressor', 'Kompressor', 'Kompressor', 'Kompressori', 'Αεροσυμπιεστής', 'Kompresor', 'Oro kompresorius', 'Compresor de aer', 'Компресор', 'Kompresor'],
    highlights: ['powerfulMotor', 'largeTank', 'wheels', 'safety'],
    extraCategories: ['car-workshops'],
    models: [
      m('50 L', 249, 32, [75, 35, 70], { tankVolume: '50 L', pressure: '8 bar', airFlow: '250 l/min', power: '1.8 kW' }),
      m('100 L', 449, 68, [100, 42, 82], { tankVolume: '100 L', pressure: '10 bar', airFlow: '400 l/min', power: '3 kW', voltage: '400 V' }),
    ],
  },
  {
    key: 'impact-wrench', leaf: 'impact-wrenches', brand: BRANDS.voltaris, family: 'AirForce', code: 'IW',
    names: ['Pneumatic impact wrench', 'Druckluft-Schlagschrauber', 'Pneumatický rázový utahovák', 'Pneumatický rázový uťahovák', 'Pneumatyczny klucz udarowy', 'Clé à chocs pneumatique', 'Avvitatore pneumatico a impulsi', 'Llave de impacto neumática', 'Pneumatische slagmoersleutel', 'Pneumatikus ütvecsavarozó', 'Chave de impacto pneumática', 'Trykluftslagnøgle', 'Tryckluftsmutterdragare', 'Trykkluftdrevet muttertrekker', 'Paineilmamutterinväännin', 'Αερόκλειδο', 'Pneumatski udarni ključ', 'Pneumatinis smūginis veržliasukis', 'Pistol pneumatic de impact', 'Пневматичен гайковерт', 'Pnevmatski udarni vijačnik'],
    highlights: ['ergonomic', 'robust', 'adjustable'],
    extraCategories: ['car-workshops'], volumeDiscountGroup: 'vd-tools', accessoryOf: ['air-compressor'],
    models: [
      m('1/2"', 79, 2.3, [19, 8, 20], { torque: '950 Nm', pressure: '6.3 bar', airConsumption: '120 l/min' }),
      m('3/4"', 149, 4.9, [23, 10, 22], { torque: '1 700 Nm', pressure: '6.3 bar', airConsumption: '180 l/min' }),
    ],
  },
  {
    key: 'trolley-jack', leaf: 'trolley-jacks', brand: BRANDS.steinmann, family: 'LiftPro', code: 'TJ',
    names: ['Trolley jack', 'Rangierwagenheber', 'Pojízdný zvedák', 'Pojazdný zdvihák', 'Podnośnik samochodowy', 'Cric rouleur', 'Sollevatore a carrello', 'Gato de carretilla', 'Garagekrik', 'Krokodilemelő', 'Macaco hidráulico de garagem', 'Garagedonkraft', 'Garagedomkraft', 'Garasjejekk', 'Garaasitunkki', 'Γρύλος κροκόδειλος', 'Hidraulična dizalica krokodil', 'Riedantis domkratas', 'Cric crocodil', 'Хидравличен крик тип крокодил', 'Hidravlična dvigalka krokodil'],
    highlights: ['robust', 'loadCapacity', 'wheels'],
    extraCategories: ['car-workshops'],
    models: [
      m('2.5 t', 129, 24, [66, 35, 16], { liftCapacity: '2.5 t', liftRange: '135–495 mm' }),
      m('3 t', 219, 34, [74, 37, 17], { liftCapacity: '3 t', liftRange: '75–500 mm' }),
    ],
  },
  {
    key: 'workbench', leaf: 'workbenches', brand: BRANDS.steinmann, family: 'WorkStation', code: 'WB',
    names: ['Workbench', 'Werkbank', 'Pracovní stůl', 'Pracovný stôl', 'Stół warsztatowy', 'Établi', 'Banco da lavoro', 'Banco de trabajo', 'Werkbank', 'Munkapad', 'Bancada de trabalho', 'Arbejdsbænk', 'Arbetsbänk', 'Arbeidsbenk', 'Työpenkki', 'Πάγκος εργασίας', 'Radni stol', 'Darbastalis', 'Banc de lucru', 'Работна маса', 'Delovna miza'],
    highlights: ['robust', 'loadCapacity', 'toolFree'],
    extraCategories: ['car-workshops'],
    models: [
      m('120 cm', 289, 52, [120, 60, 85], { maxLoad: '500 kg' }),
      m('180 cm', 429, 78, [180, 70, 85], { maxLoad: '800 kg' }),
    ],
  },
];
