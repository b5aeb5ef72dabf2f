// Product kinds of the first-level categories Laboratory, Cleaning and Warehouse.
import { BRANDS, m, type Kind } from './kind.ts';

export const LABORATORY_KINDS: readonly Kind[] = [
  {
    key: 'magnetic-stirrer', leaf: 'magnetic-stirrers', brand: BRANDS.labora, family: 'LabStir', code: 'MS',
    names: ['Magnetic stirrer', 'Magnetrührer', 'Magnetická míchačka', 'Magnetická miešačka', 'Mieszadło magnetyczne', 'Agitateur magnétique', 'Agitatore magnetico', 'Agitador magnético', 'Magneetroerder', 'Mágneses keverő', 'Agitador magnético', 'Magnetomrører', 'Magnetomrörare', 'Magnetrører', 'Magneettisekoitin', 'Μαγνητικός αναδευτήρας', 'Magnetska miješalica', 'Magnetinė maišyklė', 'Agitator magnetic', 'Магнитна бъркалка', 'Magnetno mešalo'],
    highlights: ['adjustable', 'lowNoise', 'compact', 'digitalDisplay'],
    extraCategories: ['labs-clinics', 'school-laboratory'], volumeDiscountGroup: 'vd-lab',
    models: [
      m('3 L', 119, 2.1, [16, 28, 10], { capacity: '3 L', speed: '100–2 000 min⁻¹' }),
      m('5 L', 249, 4.8, [21, 34, 12], { capacity: '5 L', speed: '100–1 500 min⁻¹', temperatureRange: '20–340 °C', power: '600 W' },
        ['Magnetic stirrer with hotplate', 'Magnetrührer mit Heizplatte', 'Magnetická míchačka s ohřevem', 'Magnetická miešačka s ohrevom', 'Mieszadło magnetyczne z grzaniem', 'Agitateur magnétique chauffant', 'Agitatore magnetico riscaldante', 'Agitador magnético con calefacción', 'Magneetroerder met verwarming', 'Fűthető mágneses keverő', 'Agitador magnético com aquecimento', 'Magnetomrører med varmeplade', 'Magnetomrörare med värmeplatta', 'Magnetrører med varmeplate', 'Lämmittävä magneettisekoitin', 'Μαγνητικός αναδευτήρας με θέρμανση', 'Magnetska miješalica s grijanjem', 'Magnetinė maišyklė su kaitinimu', 'Agitator magnetic cu încălzire', 'Магнитна бъркалка с нагряване', 'Magnetno mešalo z grelno ploščo']),
    ],
  },
  {
    key: 'centrifuge', leaf: 'centrifuges', brand: BRANDS.labora, family: 'LabSpin', code: 'CF',
    names: ['Laboratory centrifuge', 'Laborzentrifuge', 'Laboratorní centrifuga', 'Laboratórna centrifúga', 'Wirówka laboratoryjna', 'Centrifugeuse de laboratoire', 'Centrifuga da laboratorio', 'Centrífuga de laboratorio', 'Laboratoriumcentrifuge', 'Laboratóriumi centrifuga', 'Centrifugadora de laboratório', 'Laboratoriecentrifuge', 'Laboratoriecentrifug', 'Laboratoriesentrifuge', 'Laboratoriosentrifugi', 'Φυγόκεντρος εργαστηρίου', 'Laboratorijska centrifuga', 'Laboratorinė centrifuga', 'Centrifugă de laborator', 'Лабораторна центрофуга', 'Laboratorijska centrifuga'],
    highlights: ['safety', 'digitalDisplay', 'lowNoise', 'timer'],
    extraCategories: ['labs-clinics'], volumeDiscountGroup: 'vd-lab',
    models: [
      m('6 × 15 ml', 229, 6, [30, 36, 24], { rotor: '6 × 15 ml', speed: '300–4 000 min⁻¹' }),
      m('12 × 15 ml', 449, 12, [38, 46, 28], { rotor: '12 × 15 ml', speed: '300–5 000 min⁻¹' }),
    ],
  },
  {
    key: 'ultrasonic-cleaner', leaf: 'ultrasonic-cleaners', brand: BRANDS.labora, family: 'SonoClean', code: 'US',
    names: ['Ultrasonic cleaner', 'Ultraschallreiniger', 'Ultrazvuková čistička', 'Ultrazvuková čistička', 'Myjka ultradźwiękowa', 'Nettoyeur à ultrasons', 'Pulitrice a ultrasuoni', 'Limpiador ultrasónico', 'Ultrasoonreiniger', 'Ultrahangos tisztító', 'Banho de ultrassons', 'Ultralydsrenser', 'Ultraljudstvätt', 'Ultralydrenser', 'Ultraäänipesuri', 'Λουτρό υπερήχων', 'Ultrazvučna kupelj', 'Ultragarsinė vonelė', 'Baie cu ultrasunete', 'Ултразвукова вана', 'Ultrazvočna kopel'],
    highlights: ['stainless', 'timer', 'tempControl', 'digitalDisplay'],
    extraCategories: ['labs-clinics'], volumeDiscountGroup: 'vd-lab',
    models: [
      m('3 L', 99, 2.2, [27, 17, 22], { capacity: '3 L', frequency: '40 kHz', power: '120 W' }),
      m('10 L', 249, 5.8, [36, 33, 30], { capacity: '10 L', frequency: '40 kHz', power: '240 W' }),
    ],
  },
  {
    key: 'precision-balance', leaf: 'precision-balances', brand: BRANDS.kalibra, family: 'WeighLab', code: 'PB',
    names: ['Precision balance', 'Präzisionswaage', 'Přesná váha', 'Presná váha', 'Waga precyzyjna', 'Balance de précision', 'Bilancia di precisione', 'Balanza de precisión', 'Precisieweegschaal', 'Precíziós mérleg', 'Balança de precisão', 'Præcisionsvægt', 'Precisionsvåg', 'Presisjonsvekt', 'Tarkkuusvaaka', 'Ζυγός ακριβείας', 'Precizna vaga', 'Tiksliosios svarstyklės', 'Balanță de precizie', 'Прецизна везна', 'Precizna tehtnica'],
    highlights: ['precise', 'tare', 'calibration', 'digitalDisplay'],
    extraCategories: ['labs-clinics', 'school-laboratory'], volumeDiscountGroup: 'vd-lab',
    models: [
      m('1 kg / 0.01 g', 89, 1.8, [25, 33, 9], { weighingCapacity: '1 kg', readability: '0.01 g' }),
      m('3 kg / 0.01 g', 159, 2.6, [25, 33, 9], { weighingCapacity: '3 kg', readability: '0.01 g' }),
    ],
  },
  {
    key: 'analytical-balance', leaf: 'analytical-balances', brand: BRANDS.kalibra, family: 'WeighLab', code: 'AB',
    names: ['Analytical balance', 'Analysenwaage', 'Analytická váha', 'Analytická váha', 'Waga analityczna', 'Balance analytique', 'Bilancia analitica', 'Balanza analítica', 'Analytische balans', 'Analitikai mérleg', 'Balança analítica', 'Analysevægt', 'Analysvåg', 'Analysevekt', 'Analyysivaaka', 'Αναλυτικός ζυγός', 'Analitička vaga', 'Analitinės svarstyklės', 'Balanță analitică', 'Аналитична везна', 'Analitska tehtnica'],
    highlights: ['precise', 'draftShield', 'calibration', 'digitalDisplay'],
    extraCategories: ['labs-clinics'],
    models: [
      m('220 g / 0.1 mg', 899, 7.5, [22, 36, 33], { weighingCapacity: '220 g', readability: '0.1 mg' }),
      m('320 g / 0.1 mg', 1199, 7.8, [22, 36, 33], { weighingCapacity: '320 g', readability: '0.1 mg' }),
    ],
  },
  {
    key: 'microscope', leaf: 'microscopes', brand: BRANDS.labora, family: 'OptiView', code: 'MC',
    names: ['Biological microscope', 'Biologisches Mikroskop', 'Biologický mikroskop', 'Biologický mikroskop', 'Mikroskop biologiczny', 'Microscope biologique', 'Microscopio biologico', 'Microscopio biológico', 'Biologische microscoop', 'Biológiai mikroszkóp', 'Microscópio biológico', 'Biologisk mikroskop', 'Biologiskt mikroskop', 'Biologisk mikroskop', 'Biologinen mikroskooppi', 'Βιολογικό μικροσκόπιο', 'Biološki mikroskop', 'Biologinis mikroskopas', 'Microscop biologic', 'Биологичен микроскоп', 'Biološki mikroskop'],
    highlights: ['ledLighting', 'precise', 'adjustable'],
    extraCategories: ['labs-clinics', 'school-laboratory'],
    models: [
      m('40–1000×', 199, 5.2, [20, 30, 38], { magnification: '40–1000×' }),
      m('40–2000×', 649, 8.5, [22, 34, 45], { magnification: '40–2000×' },
        ['Trinocular microscope', 'Trinokularmikroskop', 'Trinokulární mikroskop', 'Trinokulárny mikroskop', 'Mikroskop trójokularowy', 'Microscope trinoculaire', 'Microscopio trinoculare', 'Microscopio trinocular', 'Trinoculaire microscoop', 'Trinokuláris mikroszkóp', 'Microscópio trinocular', 'Trinokulært mikroskop', 'Trinokulärt mikroskop', 'Trinokulært mikroskop', 'Trinokulaarimikroskooppi', 'Τριοφθάλμιο μικροσκόπιο', 'Trinokularni mikroskop', 'Trinokuliarinis mikroskopas', 'Microscop trinocular', 'Тринокулярен микроскоп', 'Trinokularni mikroskop']),
    ],
  },
  {
    key: 'ph-meter', leaf: 'ph-meters', brand: BRANDS.labora, family: 'AquaCheck', code: 'PH',
    names: ['pH meter', 'pH-Meter', 'pH metr', 'pH meter', 'pH-metr', 'pH-mètre', 'pHmetro', 'Medidor de pH', 'pH-meter', 'pH-mérő', 'Medidor de pH', 'pH-måler', 'pH-mätare', 'pH-måler', 'pH-mittari', 'Πεχάμετρο', 'pH metar', 'pH-metras', 'pH-metru', 'pH метър', 'pH meter'],
    highlights: ['digitalDisplay', 'precise', 'compact'],
    models: [
      m('PH-10', 24, 0.1, [4, 3, 18], { measuringRange: '0.00–14.00 pH', accuracy: '±0.01 pH' },
        ['Pocket pH meter', 'Taschen-pH-Meter', 'Kapesní pH metr', 'Vreckový pH meter', 'Kieszonkowy pH-metr', 'pH-mètre de poche', 'pHmetro tascabile', 'Medidor de pH de bolsillo', 'Zak-pH-meter', 'Zseb pH-mérő', 'Medidor de pH de bolso', 'Lomme-pH-måler', 'Fick-pH-mätare', 'Lomme-pH-måler', 'Tasku-pH-mittari', 'Πεχάμετρο τσέπης', 'Džepni pH metar', 'Kišeninis pH-metras', 'pH-metru de buzunar', 'Джобен pH метър', 'Žepni pH meter']),
      m('PH-200', 149, 1.4, [20, 17, 8], { measuringRange: '-2.00–16.00 pH', accuracy: '±0.002 pH', temperatureRange: '0–100 °C' },
        ['Benchtop pH meter', 'Tisch-pH-Meter', 'Stolní pH metr', 'Stolový pH meter', 'Stacjonarny pH-metr', 'pH-mètre de paillasse', 'pHmetro da banco', 'Medidor de pH de sobremesa', 'Tafel-pH-meter', 'Asztali pH-mérő', 'Medidor de pH de bancada', 'Bord-pH-måler', 'Bänk-pH-mätare', 'Bord-pH-måler', 'Pöytä-pH-mittari', 'Επιτραπέζιο πεχάμετρο', 'Stolni pH metar', 'Stacionarus pH-metras', 'pH-metru de masă', 'Настолен pH метър', 'Namizni pH meter']),
    ],
  },
];

export const CLEANING_KINDS: readonly Kind[] = [
  {
    key: 'wet-dry-vacuum', leaf: 'wet-dry-vacuums', brand: BRANDS.clearox, family: 'CleanForce', code: 'WD',
    names: ['Wet & dry vacuum', 'Nass-Trockensauger', 'Vysavač na mokré a suché sání', 'Vysávač na mokré a suché vysávanie', 'Odkurzacz przemysłowy', 'Aspirateur eau et poussière', 'Aspiratore solidi-liquidi', 'Aspiradora de sólidos y líquidos', 'Nat-droogzuiger', 'Száraz-nedves porszívó', 'Aspirador de sólidos e líquidos', 'Våd-/tørstøvsuger', 'Våt- och torrdammsugare', 'Våt- og tørrstøvsuger', 'Märkä-kuivaimuri', 'Σκούπα υγρών-στερεών', 'Usisavač za mokro i suho usisavanje', 'Sauso ir drėgno valymo siurblys', 'Aspirator pentru umed și uscat', 'Прахосмукачка за сухо и мокро почистване', 'Sesalnik za mokro in suho sesanje'],
    highlights: ['powerfulMotor', 'largeTank', 'wheels', 'stainless'],
    extraCategories: ['facility-services', 'car-workshops'], volumeDiscountGroup: 'vd-cleaning',
    models: [
      m('30 L', 129, 8.5, [40, 40, 60], { capacity: '30 L', power: '1400 W', vacuum: '210 mbar' }),
      m('80 L', 299, 19, [60, 55, 95], { capacity: '80 L', power: '3 × 1000 W', vacuum: '230 mbar' }),
    ],
  },
  {
    key: 'floor-scrubber', leaf: 'floor-scrubbers', brand: BRANDS.clearox, family: 'CleanForce', code: 'FSC',
    names: ['Floor scrubber', 'Scheuersaugmaschine', 'Podlahový mycí stroj', 'Podlahový umývací stroj', 'Szorowarka do podłóg', 'Autolaveuse', 'Lavasciuga pavimenti', 'Fregadora de suelos', 'Schrobzuigmachine', 'Padlósúroló gép', 'Lavadora-secadora de pavimentos', 'Gulvvaskemaskine', 'Golvskurmaskin', 'Gulvvaskemaskin', 'Lattianpesukone', 'Πλυντικό-στεγνωτικό δαπέδων', 'Stroj za pranje podova', 'Grindų plovimo mašina', 'Mașină de spălat pardoseli', 'Подопочистващ автомат', 'Pralno-sesalni stroj za tla'],
    highlights: ['highCapacity', 'largeTank', 'ergonomic', 'lowNoise'],
    extraCategories: ['facility-services', 'hotels', 'logistics'],
    models: [
      m('43 cm', 1899, 85, [110, 52, 100], { workingWidth: '43 cm', capacity: '40 L', areaPerformance: '1 700 m²/h', battery: '24 V / 105 Ah' }),
      m('70 cm', 3899, 220, [140, 75, 130], { workingWidth: '70 cm', capacity: '100 L', areaPerformance: '4 200 m²/h', battery: '24 V / 200 Ah' },
        ['Ride-on floor scrubber', 'Aufsitz-Scheuersaugmaschine', 'Podlahový mycí stroj se sedadlem', 'Podlahový umývací stroj so sedadlom', 'Szorowarka z siedziskiem', 'Autolaveuse autoportée', 'Lavasciuga pavimenti con uomo a bordo', 'Fregadora de suelos con conductor', 'Zit-schrobzuigmachine', 'Ráülős padlósúroló gép', 'Lavadora-secadora de pavimentos com condutor', 'Opsidder-gulvvaskemaskine', 'Åkbar golvskurmaskin', 'Påsittende gulvvaskemaskin', 'Ajettava lattianpesukone', 'Επιβαινόμενο πλυντικό-στεγνωτικό δαπέδων', 'Stroj za pranje podova s vozačem', 'Vairuojama grindų plovimo mašina', 'Mașină de spălat pardoseli cu operator la bord', 'Подопочистващ автомат с водач', 'Pralno-sesalni stroj za tla s sedežem']),
    ],
  },
  {
    key: 'pressure-washer', leaf: 'pressure-washers', brand: BRANDS.clearox, family: 'CleanForce', code: 'PW',
    names: ['Pressure washer', 'Hochdruckreiniger', 'Vysokotlaký čistič', 'Vysokotlakový čistič', 'Myjka ciśnieniowa', 'Nettoyeur haute pression', 'Idropulitrice', 'Hidrolimpiadora', 'Hogedrukreiniger', 'Magasnyomású mosó', 'Máquina de lavar de alta pressão', 'Højtryksrenser', 'Högtryckstvätt', 'Høytrykksspyler', 'Painepesuri', 'Πλυστικό υψηλής πίεσης', 'Visokotlačni čistač', 'Aukšto slėgio plovimo įrenginys', 'Aparat de spălat cu presiune', 'Водоструйка', 'Visokotlačni čistilnik'],
    highlights: ['highPressure', 'powerfulMotor', 'wheels'],
    extraCategories: ['facility-services', 'car-workshops'], volumeDiscountGroup: 'vd-cleaning',
    models: [
      m('150 bar', 229, 16, [38, 35, 90], { pressure: '150 bar', flowRate: '510 l/h', power: '2500 W' }),
      m('200 bar', 1499, 95, [80, 60, 95], { pressure: '200 bar', flowRate: '900 l/h', power: '7.5 kW', temperatureRange: '30–80 °C', voltage: '400 V' },
        ['Hot-water pressure washer', 'Heißwasser-Hochdruckreiniger', 'Vysokotlaký čistič s ohřevem', 'Vysokotlakový čistič s ohrevom', 'Myjka ciśnieniowa z podgrzewaniem', 'Nettoyeur haute pression eau chaude', 'Idropulitrice ad acqua calda', 'Hidrolimpiadora de agua caliente', 'Heetwater-hogedrukreiniger', 'Melegvizes magasnyomású mosó', 'Máquina de lavar de alta pressão de água quente', 'Varmtvands-højtryksrenser', 'Varmvattenhögtryckstvätt', 'Varmtvanns-høytrykksspyler', 'Kuumavesipainepesuri', 'Πλυστικό υψηλής πίεσης ζεστού νερού', 'Visokotlačni čistač s toplom vodom', 'Karšto vandens aukšto slėgio plovimo įrenginys', 'Aparat de spălat cu presiune cu apă caldă', 'Водоструйка с топла вода', 'Visokotlačni čistilnik s toplo vodo']),
    ],
  },
  {
    key: 'steam-cleaner', leaf: 'steam-cleaners', brand: BRANDS.clearox, family: 'SteamJet', code: 'SJ',
    names: ['Steam cleaner', 'Dampfreiniger', 'Parní čistič', 'Parný čistič', 'Parownica', 'Nettoyeur vapeur', 'Pulitore a vapore', 'Limpiadora a vapor', 'Stoomreiniger', 'Gőztisztító', 'Limpador a vapor', 'Damprenser', 'Ångtvätt', 'Damprenser', 'Höyrypesuri', 'Ατμοκαθαριστής', 'Parni čistač', 'Garų valytuvas', 'Aparat de curățat cu abur', 'Парочистачка', 'Parni čistilnik'],
    highlights: ['quickHeat', 'hygiene', 'wheels', 'largeTank'],
    extraCategories: ['hotels', 'facility-services'], volumeDiscountGroup: 'vd-cleaning',
    models: [
      m('1500 W', 149, 5.5, [45, 28, 30], { power: '1500 W', pressure: '3.5 bar', capacity: '1.5 L', heatUp: '5 min' }),
      m('3000 W', 599, 22, [60, 40, 75], { power: '3000 W', pressure: '8 bar', capacity: '4 L', heatUp: '7 min' }),
    ],
  },
  {
    key: 'window-vacuum', leaf: 'window-vacuums', brand: BRANDS.clearox, family: 'CleanForce', code: 'WV',
    names: ['Window vacuum', 'Fenstersauger', 'Vysavač na okna', 'Vysávač na okná', 'Myjka do okien', 'Nettoyeur de vitres', 'Lavavetri elettrico', 'Limpiacristales eléctrico', 'Raamzuiger', 'Ablaktisztító gép', 'Limpa-vidros elétrico', 'Vinduesvasker', 'Fönstertvätt', 'Vindusvasker', 'Ikkunanpesuri', 'Σκούπα τζαμιών', 'Usisavač za prozore', 'Langų valytuvas', 'Aspirator pentru geamuri', 'Уред за почистване на прозорци', 'Sesalnik za okna'],
    highlights: ['cordless', 'compact', 'ergonomic'],
    extraCategories: ['facility-services', 'hotels'], volumeDiscountGroup: 'vd-cleaning',
    models: [
      m('25 cm', 59, 0.7, [25, 11, 30], { workingWidth: '25 cm', runtime: '35 min' }),
      m('30 cm', 89, 0.8, [30, 12, 31], { workingWidth: '30 cm', runtime: '45 min' }),
    ],
  },
];

export const WAREHOUSE_KINDS: readonly Kind[] = [
  {
    key: 'pallet-truck', leaf: 'pallet-trucks', brand: BRANDS.palletto, family: 'MoveIt', code: 'PT',
    names: ['Pallet truck', 'Hubwagen', 'Paletový vozík', 'Paletový vozík', 'Wózek paletowy', 'Transpalette', 'Transpallet', 'Transpaleta', 'Palletwagen', 'Raklapemelő', 'Porta-paletes', 'Palleløfter', 'Pallyftare', 'Palletjekk', 'Haarukkavaunu', 'Παλετοφόρο', 'Paletni viličar', 'Palečių vežimėlis', 'Transpalet', 'Транспалетна количка', 'Paletni viličar'],
    highlights: ['hydraulic', 'loadCapacity', 'robust'],
    extraCategories: ['logistics'],
    models: [
      m('2500 kg', 289, 68, [155, 55, 122], { liftCapacity: '2 500 kg', forkLength: '1 150 mm', liftRange: '85–200 mm' }),
      m('2000 kg', 799, 110, [165, 55, 128], { liftCapacity: '2 000 kg', forkLength: '1 150 mm', readability: '1 kg' },
        ['Pallet truck with scale', 'Hubwagen mit Waage', 'Paletový vozík s váhou', 'Paletový vozík s váhou', 'Wózek paletowy z wagą', 'Transpalette peseur', 'Transpallet con bilancia', 'Transpaleta con báscula', 'Palletwagen met weegschaal', 'Mérleges raklapemelő', 'Porta-paletes com balança', 'Palleløfter med vægt', 'Pallyftare med våg', 'Palletjekk med vekt', 'Punnitseva haarukkavaunu', 'Παλετοφόρο με ζυγαριά', 'Paletni viličar s vagom', 'Palečių vežimėlis su svarstyklėmis', 'Transpalet cu cântar', 'Транспалетна количка с везна', 'Paletni viličar s tehtnico']),
    ],
  },
  {
    key: 'platform-trolley', leaf: 'platform-trolleys', brand: BRANDS.palletto, family: 'MoveIt', code: 'TR',
    names: ['Platform trolley', 'Plattformwagen', 'Plošinový vozík', 'Plošinový vozík', 'Wózek platformowy', 'Chariot à plateau', 'Carrello a piattaforma', 'Carro de plataforma', 'Plateauwagen', 'Platformos kocsi', 'Carro de plataforma', 'Platformsvogn', 'Plattformsvagn', 'Plattformtralle', 'Tasokärry', 'Καρότσι πλατφόρμας', 'Platformska kolica', 'Platforminis vežimėlis', 'Cărucior cu platformă', 'Платформена количка', 'Platformni voziček'],
    highlights: ['loadCapacity', 'foldable', 'wheels', 'robust'],
    extraCategories: ['logistics'],
    models: [
      m('300 kg', 79, 16, [90, 60, 88], { maxLoad: '300 kg', platformSize: '90 × 60 cm' }),
      m('500 kg', 129, 26, [120, 80, 90], { maxLoad: '500 kg', platformSize: '120 × 80 cm' }),
    ],
  },
  {
    key: 'heavy-duty-shelving', leaf: 'heavy-duty-shelving', brand: BRANDS.palletto, family: 'StoreMax', code: 'SH',
    names: ['Heavy-duty shelving unit', 'Schwerlastregal', 'Regál pro těžké náklady', 'Regál na ťažké náklady', 'Regał magazynowy', 'Rayonnage charges lourdes', 'Scaffale per carichi pesanti', 'Estantería de carga pesada', 'Zwaarlaststelling', 'Nagy teherbírású polc', 'Estante de carga pesada', 'Tunglastreol', 'Tunglasthylla', 'Tunglastreol', 'Raskas varastohylly', 'Ραφιέρα βαρέως τύπου', 'Regal za teške terete', 'Stelažas sunkiems kroviniams', 'Raft pentru sarcini grele', 'Стелаж за тежки товари', 'Regal za težke tovore'],
    highlights: ['loadCapacity', 'toolFree', 'robust'],
    extraCategories: ['logistics', 'car-workshops'],
    models: [
      m('180 × 90 cm', 99, 25, [90, 45, 180], { shelfLoad: '175 kg', shelves: '5' }),
      m('200 × 120 cm', 189, 46, [120, 60, 200], { shelfLoad: '300 kg', shelves: '5' }),
    ],
  },
  {
    key: 'platform-scale', leaf: 'platform-scales', brand: BRANDS.kalibra, family: 'WeighPro', code: 'PSC',
    names: ['Platform scale', 'Plattformwaage', 'Plošinová váha', 'Plošinová váha', 'Waga platformowa', 'Balance plateforme', 'Bilancia a piattaforma', 'Báscula de plataforma', 'Platformweegschaal', 'Platformmérleg', 'Balança de plataforma', 'Platformsvægt', 'Plattformsvåg', 'Plattformvekt', 'Tasovaaka', 'Ζυγαριά πλατφόρμας', 'Platformska vaga', 'Platforminės svarstyklės', 'Cântar cu platformă', 'Платформена везна', 'Platformska tehtnica'],
    highlights: ['tare', 'robust', 'digitalDisplay'],
    extraCategories: ['logistics'],
    models: [
      m('150 kg', 89, 8.5, [40, 50, 85], { weighingCapacity: '150 kg', readability: '50 g', platformSize: '40 × 50 cm' }),
      m('300 kg', 149, 16, [45, 60, 90], { weighingCapacity: '300 kg', readability: '100 g', platformSize: '45 × 60 cm' }),
    ],
  },
  {
    key: 'crane-scale', leaf: 'crane-scales', brand: BRANDS.kalibra, family: 'WeighPro', code: 'CR',
    names: ['Crane scale', 'Kranwaage', 'Jeřábová váha', 'Žeriavová váha', 'Waga hakowa', 'Peson', 'Bilancia sospesa', 'Báscula colgante', 'Kraanweegschaal', 'Darumérleg', 'Balança de gancho', 'Kranvægt', 'Kranvåg', 'Kranvekt', 'Nosturivaaka', 'Ζυγαριά γερανού', 'Kranska vaga', 'Kraninės svarstyklės', 'Cântar de macara', 'Кранова везна', 'Žerjavna tehtnica'],
    highlights: ['digitalDisplay', 'robust', 'tare'],
    extraCategories: ['logistics'],
    models: [
      m('300 kg', 99, 1.6, [14, 8, 28], { weighingCapacity: '300 kg', readability: '100 g' }),
      m('1000 kg', 229, 6.8, [20, 12, 42], { weighingCapacity: '1 000 kg', readability: '500 g' }),
    ],
  },
];
