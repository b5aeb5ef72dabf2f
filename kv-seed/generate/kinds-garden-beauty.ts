// Product kinds of the first-level categories Garden and Beauty & Wellness.
import { BRANDS, m, type Kind } from './kind.ts';

export const GARDEN_KINDS: readonly Kind[] = [
  {
    key: 'lawn-mower', leaf: 'lawn-mowers', brand: BRANDS.hortiva, family: 'GreenCut', code: 'LM',
    names: ['Petrol lawn mower', 'Benzin-Rasenmäher', 'Benzínová sekačka', 'Benzínová kosačka', 'Kosiarka spalinowa', 'Tondeuse thermique', 'Tosaerba a scoppio', 'Cortacésped de gasolina', 'Benzinegrasmaaier', 'Benzines fűnyíró', 'Corta-relva a gasolina', 'Benzinplæneklipper', 'Bensingräsklippare', 'Bensingressklipper', 'Bensiiniruohonleikkuri', 'Χλοοκοπτική μηχανή βενζίνης', 'Benzinska kosilica', 'Benzininė vejapjovė', 'Mașină de tuns iarba pe benzină', 'Бензинова косачка', 'Bencinska kosilnica'],
    highlights: ['petrolEngine', 'adjustable', 'robust', 'largeTank'],
    extraCategories: ['landscaping', 'spring-garden-season'],
    models: [
      m('46 cm', 329, 29, [80, 52, 45], { cuttingWidth: '46 cm', engine: '139 cm³', capacity: '55 L' }),
      m('53 cm', 499, 39, [92, 58, 50], { cuttingWidth: '53 cm', engine: '173 cm³', capacity: '70 L' }),
    ],
  },
  {
    key: 'scarifier', leaf: 'scarifiers', brand: BRANDS.hortiva, family: 'GreenCut', code: 'SC',
    names: ['Scarifier', 'Vertikutierer', 'Vertikutátor', 'Vertikutátor', 'Wertykulator', 'Scarificateur', 'Arieggiatore', 'Escarificador', 'Verticuteermachine', 'Gyepszellőztető', 'Escarificador', 'Vertikalskærer', 'Vertikalskärare', 'Plenlufter', 'Sammaleenpoistaja', 'Εξαερωτής γκαζόν', 'Vertikulator', 'Vejos skarifikatorius', 'Scarificator', 'Скарификатор', 'Prezračevalnik trate'],
    highlights: ['adjustable', 'powerfulMotor', 'ergonomic'],
    extraCategories: ['landscaping', 'spring-garden-season'],
    models: [
      m('1800 W', 149, 13, [60, 48, 38], { power: '1800 W', workingWidth: '36 cm', capacity: '45 L' }),
      m('196 cm³', 449, 36, [80, 55, 50], { engine: '196 cm³', workingWidth: '40 cm', capacity: '50 L' }),
    ],
  },
  {
    key: 'hedge-trimmer', leaf: 'hedge-trimmers', brand: BRANDS.hortiva, family: 'GreenCut', code: 'HT',
    names: ['Hedge trimmer', 'Heckenschere', 'Nůžky na živý plot', 'Nožnice na živý plot', 'Nożyce do żywopłotu', 'Taille-haie', 'Tagliasiepi', 'Cortasetos', 'Heggenschaar', 'Sövénynyíró', 'Corta-sebes', 'Hækkeklipper', 'Häcksax', 'Hekksaks', 'Pensasleikkuri', 'Μπορντουροψάλιδο', 'Škare za živicu', 'Gyvatvorių žirklės', 'Mașină de tuns gard viu', 'Храсторез', 'Škarje za živo mejo'],
    highlights: ['ergonomic', 'safety', 'weatherproof'],
    extraCategories: ['landscaping'],
    models: [
      m('20 V', 119, 2.8, [98, 20, 20], { battery: '20 V / 2.0 Ah', bladeLength: '55 cm' }),
      m('26 cm³', 229, 5.6, [105, 25, 25], { engine: '25.4 cm³', bladeLength: '60 cm' }),
    ],
  },
  {
    key: 'chainsaw', leaf: 'chainsaws', brand: BRANDS.hortiva, family: 'TimberPro', code: 'CS',
    names: ['Petrol chainsaw', 'Benzin-Kettensäge', 'Benzínová řetězová pila', 'Benzínová reťazová píla', 'Spalinowa piła łańcuchowa', 'Tronçonneuse thermique', 'Motosega a scoppio', 'Motosierra de gasolina', 'Benzinekettingzaag', 'Benzines láncfűrész', 'Motosserra a gasolina', 'Benzinkædesav', 'Bensinmotorsåg', 'Bensinmotorsag', 'Bensiinimoottorisaha', 'Βενζινοκίνητο αλυσοπρίονο', 'Benzinska motorna pila', 'Benzininis grandininis pjūklas', 'Drujbă pe benzină', 'Бензинова верижна резачка', 'Bencinska motorna žaga'],
    highlights: ['petrolEngine', 'safety', 'ergonomic'],
    extraCategories: ['landscaping'],
    models: [
      m('40 cm', 199, 5.4, [80, 25, 30], { barLength: '40 cm', engine: '45 cm³', power: '1.8 kW' }),
      m('50 cm', 299, 6.2, [90, 25, 30], { barLength: '50 cm', engine: '58 cm³', power: '2.4 kW' }),
    ],
  },
  {
    key: 'leaf-blower', leaf: 'leaf-blowers', brand: BRANDS.hortiva, family: 'GreenCut', code: 'LB',
    names: ['Leaf blower', 'Laubbläser', 'Foukač listí', 'Fúkač lístia', 'Dmuchawa do liści', 'Souffleur de feuilles', 'Soffiatore', 'Soplador de hojas', 'Bladblazer', 'Lombfúvó', 'Soprador de folhas', 'Løvblæser', 'Lövblås', 'Løvblåser', 'Lehtipuhallin', 'Φυσητήρας φύλλων', 'Puhalica za lišće', 'Lapų pūstuvas', 'Suflantă de frunze', 'Въздуходувка за листа', 'Puhalnik listja'],
    highlights: ['powerfulMotor', 'ergonomic', 'lowNoise'],
    extraCategories: ['landscaping', 'facility-services'],
    models: [
      m('20 V', 99, 2.1, [85, 16, 30], { battery: '20 V / 4.0 Ah', airFlow: '12 m³/min' }),
      m('52 cm³', 279, 9.8, [45, 40, 50], { engine: '52 cm³', airFlow: '15 m³/min' }),
    ],
  },
  {
    key: 'garden-pump', leaf: 'garden-pumps', brand: BRANDS.hortiva, family: 'AquaFlow', code: 'GP',
    names: ['Garden pump', 'Gartenpumpe', 'Zahradní čerpadlo', 'Záhradné čerpadlo', 'Pompa ogrodowa', 'Pompe de jardin', 'Pompa da giardino', 'Bomba de jardín', 'Tuinpomp', 'Kerti szivattyú', 'Bomba de jardim', 'Havepumpe', 'Trädgårdspump', 'Hagepumpe', 'Puutarhapumppu', 'Αντλία κήπου', 'Vrtna pumpa', 'Sodo siurblys', 'Pompă de grădină', 'Градинска помпа', 'Vrtna črpalka'],
    highlights: ['powerfulMotor', 'weatherproof', 'lowNoise'],
    models: [
      m('1000 W', 129, 9.5, [48, 20, 32], { power: '1000 W', flowRate: '3 800 l/h', head: '48 m' }),
      m('1300 W', 179, 12, [52, 22, 34], { power: '1300 W', flowRate: '5 000 l/h', head: '55 m' }),
    ],
  },
  {
    key: 'pressure-sprayer', leaf: 'pressure-sprayers', brand: BRANDS.hortiva, family: 'AquaFlow', code: 'PS',
    names: ['Pressure sprayer', 'Drucksprüher', 'Tlakový postřikovač', 'Tlakový postrekovač', 'Opryskiwacz ciśnieniowy', 'Pulvérisateur à pression', 'Nebulizzatore a pressione', 'Pulverizador a presión', 'Drukspuit', 'Nyomásos permetező', 'Pulverizador de pressão', 'Tryksprøjte', 'Tryckspruta', 'Trykksprøyte', 'Paineruisku', 'Ψεκαστήρας προπιέσεως', 'Tlačna prskalica', 'Slėginis purkštuvas', 'Pulverizator cu presiune', 'Пръскачка под налягане', 'Tlačna škropilnica'],
    highlights: ['ergonomic', 'largeTank', 'weatherproof'],
    extraCategories: ['spring-garden-season'],
    models: [
      m('5 L', 24, 1.1, [20, 20, 48], { capacity: '5 L', pressure: '3 bar' }),
      m('16 L', 49, 3.6, [38, 20, 52], { capacity: '16 L', pressure: '4 bar' }),
    ],
  },
];

export const BEAUTY_KINDS: readonly Kind[] = [
  {
    key: 'hairdressing-chair', leaf: 'hairdressing-chairs', brand: BRANDS.bellamedic, family: 'SalonLine', code: 'HC',
    names: ['Hairdressing chair', 'Friseurstuhl', 'Kadeřnické křeslo', 'Kadernícke kreslo', 'Fotel fryzjerski', 'Fauteuil de coiffure', 'Poltrona da parrucchiere', 'Sillón de peluquería', 'Kappersstoel', 'Fodrászszék', 'Cadeira de cabeleireiro', 'Frisørstol', 'Frisörstol', 'Frisørstol', 'Kampaamotuoli', 'Πολυθρόνα κομμωτηρίου', 'Frizerska stolica', 'Kirpyklos kėdė', 'Scaun de coafor', 'Фризьорски стол', 'Frizerski stol'],
    highlights: ['hydraulic', 'comfort', 'loadCapacity'],
    extraCategories: ['hair-beauty-salons', 'barber-shop-starter'],
    models: [
      m('Milano', 249, 24, [58, 65, 95], { seatHeight: '48–62 cm', maxLoad: '150 kg' }),
      m('Chicago', 599, 58, [66, 95, 105], { seatHeight: '52–66 cm', maxLoad: '180 kg' },
        ['Barber chair', 'Barberstuhl', 'Barber křeslo', 'Barber kreslo', 'Fotel barberski', 'Fauteuil de barbier', 'Poltrona da barbiere', 'Sillón de barbero', 'Barberstoel', 'Borbélyszék', 'Cadeira de barbeiro', 'Barberstol', 'Barberarstol', 'Barberstol', 'Parturintuoli', 'Πολυθρόνα κουρείου', 'Brijačka stolica', 'Barberio kėdė', 'Scaun de frizerie', 'Бръснарски стол', 'Brivski stol']),
    ],
  },
  {
    key: 'massage-table', leaf: 'massage-tables', brand: BRANDS.bellamedic, family: 'Relaxa', code: 'MT',
    names: ['Massage table', 'Massageliege', 'Masážní stůl', 'Masážny stôl', 'Stół do masażu', 'Table de massage', 'Lettino da massaggio', 'Camilla de masaje', 'Massagetafel', 'Masszázságy', 'Marquesa de massagem', 'Massagebriks', 'Massagebänk', 'Massasjebenk', 'Hierontapöytä', 'Κρεβάτι μασάζ', 'Masažni stol', 'Masažo stalas', 'Masă de masaj', 'Масажна кушетка', 'Masažna miza'],
    highlights: ['comfort', 'loadCapacity', 'easyClean'],
    extraCategories: ['hair-beauty-salons'],
    models: [
      m('Relax 70', 149, 15, [186, 70, 85], { lyingSurface: '186 × 70 cm', maxLoad: '250 kg' }),
      m('Comfort E3', 899, 72, [195, 72, 100], { lyingSurface: '195 × 72 cm', maxLoad: '200 kg', liftRange: '52–95 cm', power: '150 W' },
        ['Electric massage table', 'Elektrische Massageliege', 'Elektrický masážní stůl', 'Elektrický masážny stôl', 'Elektryczny stół do masażu', 'Table de massage électrique', 'Lettino da massaggio elettrico', 'Camilla de masaje eléctrica', 'Elektrische massagetafel', 'Elektromos masszázságy', 'Marquesa de massagem elétrica', 'Elektrisk massagebriks', 'Elektrisk massagebänk', 'Elektrisk massasjebenk', 'Sähkösäätöinen hierontapöytä', 'Ηλεκτρικό κρεβάτι μασάζ', 'Električni masažni stol', 'Elektrinis masažo stalas', 'Masă de masaj electrică', 'Електрическа масажна кушетка', 'Električna masažna miza']),
    ],
  },
  {
    key: 'facial-steamer', leaf: 'facial-steamers', brand: BRANDS.bellamedic, family: 'SkinCare', code: 'FS',
    names: ['Facial steamer', 'Gesichtsbedampfer', 'Kosmetický napařovač', 'Kozmetický naparovač', 'Parownica kosmetyczna', 'Vaporisateur visage', 'Vaporizzatore viso', 'Vaporizador facial', 'Gezichtsstomer', 'Arcgőzölő', 'Vaporizador facial', 'Ansigtsdamper', 'Ansiktsångare', 'Ansiktsdamper', 'Kasvohöyrystin', 'Συσκευή ατμού προσώπου', 'Vaporizator za lice', 'Veido garintuvas', 'Vapozon', 'Вапозон', 'Vaporizator za obraz'],
    highlights: ['quickHeat', 'hygiene', 'adjustable', 'timer'],
    extraCategories: ['hair-beauty-salons'], volumeDiscountGroup: 'vd-salon',
    models: [
      m('600 W', 89, 3.5, [30, 30, 45], { power: '600 W', capacity: '0.8 L', heatUp: '6 min' }),
      m('O3 750 W', 159, 9, [55, 55, 150], { power: '750 W', capacity: '1.2 L', heatUp: '8 min' }),
    ],
  },
  {
    key: 'uv-sterilizer', leaf: 'uv-sterilizers', brand: BRANDS.bellamedic, family: 'SkinCare', code: 'UV',
    names: ['UV sterilizer', 'UV-Sterilisator', 'UV sterilizátor', 'UV sterilizátor', 'Sterylizator UV', 'Stérilisateur UV', 'Sterilizzatore UV', 'Esterilizador UV', 'UV-sterilisator', 'UV sterilizáló', 'Esterilizador UV', 'UV-sterilisator', 'UV-sterilisator', 'UV-sterilisator', 'UV-sterilointilaite', 'Αποστειρωτής UV', 'UV sterilizator', 'UV sterilizatorius', 'Sterilizator UV', 'UV стерилизатор', 'UV sterilizator'],
    highlights: ['hygiene', 'timer', 'compact'],
    extraCategories: ['hair-beauty-salons'], volumeDiscountGroup: 'vd-salon',
    models: [
      m('8 L', 69, 3.2, [35, 18, 28], { capacity: '8 L', power: '8 W', timerSettings: '30 / 60 / 90 min' }),
      m('22 L', 129, 7.5, [42, 28, 50], { capacity: '22 L', power: '24 W', timerSettings: '30 / 60 / 90 min' }),
    ],
  },
  {
    key: 'hot-towel-cabinet', leaf: 'hot-towel-cabinets', brand: BRANDS.bellamedic, family: 'SkinCare', code: 'HTC',
    names: ['Hot towel cabinet', 'Handtuchwärmer', 'Ohřívač ručníků', 'Ohrievač uterákov', 'Podgrzewacz ręczników', 'Chauffe-serviettes', 'Scaldasalviette', 'Calientatoallas', 'Handdoekverwarmer', 'Törölközőmelegítő', 'Aquecedor de toalhas', 'Håndklædevarmer', 'Handduksvärmare', 'Håndklevarmer', 'Pyyhelämmitin', 'Θερμαντήρας πετσετών', 'Grijač ručnika', 'Rankšluosčių šildytuvas', 'Încălzitor de prosoape', 'Нагревател за кърпи', 'Grelnik brisač'],
    highlights: ['quickHeat', 'hygiene', 'tempControl'],
    extraCategories: ['hair-beauty-salons', 'barber-shop-starter'], volumeDiscountGroup: 'vd-salon',
    models: [
      m('16 L', 119, 6.2, [42, 31, 30], { capacity: '16 L', power: '250 W', temperatureRange: '70–80 °C' }),
      m('23 L', 169, 8.4, [45, 34, 38], { capacity: '23 L', power: '350 W', temperatureRange: '70–80 °C' }),
    ],
  },
  {
    key: 'nail-drill', leaf: 'nail-drills', brand: BRANDS.bellamedic, family: 'NailArt', code: 'ND',
    names: ['Nail drill', 'Nagelfräser', 'Bruska na nehty', 'Brúska na nechty', 'Frezarka do paznokci', 'Ponceuse à ongles', 'Fresa per unghie', 'Torno de uñas', 'Nagelfrees', 'Körömcsiszoló', 'Lixa elétrica para unhas', 'Neglefræser', 'Nagelfräs', 'Neglefres', 'Kynsijyrsin', 'Τροχός νυχιών', 'Brusilica za nokte', 'Nagų frezavimo aparatas', 'Freză pentru unghii', 'Електрическа пила за нокти', 'Brusilnik za nohte'],
    highlights: ['lowNoise', 'adjustable', 'compact', 'ergonomic'],
    volumeDiscountGroup: 'vd-salon',
    models: [
      m('N30', 49, 1.3, [22, 14, 10], { speed: '0–30 000 min⁻¹', power: '65 W' }),
      m('N35 Pro', 99, 1.8, [24, 16, 10], { speed: '0–35 000 min⁻¹', power: '90 W' }),
    ],
  },
  {
    key: 'nail-lamp', leaf: 'nail-lamps', brand: BRANDS.bellamedic, family: 'NailArt', code: 'NL',
    names: ['UV/LED nail lamp', 'UV/LED-Nagellampe', 'UV/LED lampa na nehty', 'UV/LED lampa na nechty', 'Lampa UV/LED do paznokci', 'Lampe UV/LED pour ongles', 'Lampada UV/LED per unghie', 'Lámpara UV/LED para uñas', 'UV/LED-nagellamp', 'UV/LED körömszárító lámpa', 'Lâmpada UV/LED para unhas', 'UV/LED-neglelampe', 'UV/LED-nagellampa', 'UV/LED-neglelampe', 'UV/LED-kynsilamppu', 'Λάμπα νυχιών UV/LED', 'UV/LED lampa za nokte', 'UV/LED nagų lempa', 'Lampă UV/LED pentru unghii', 'UV/LED лампа за нокти', 'UV/LED lučka za nohte'],
    highlights: ['timer', 'energySaving', 'compact'],
    volumeDiscountGroup: 'vd-salon',
    models: [
      m('48 W', 29, 0.6, [23, 19, 11], { power: '48 W', timerSettings: '30 / 60 / 90 s' }),
      m('120 W', 59, 0.9, [25, 21, 12], { power: '120 W', timerSettings: '10 / 30 / 60 / 99 s' }),
    ],
  },
];
