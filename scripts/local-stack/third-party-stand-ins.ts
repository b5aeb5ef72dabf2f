// Stand-ins of the outside scripts the shop loads (spec part 2 §7.5), served by the services stand-in at
// `/third-party/<name>.js` (scripts/local-stack/third-party-scripts.ts lists the URLs). Each does what the
// shop relies on of the vendor's script, so pages and browser tests run offline:
// - trustpilot: fills every `.trustpilot-widget` with a rating line (TrustScore, stars, review count) in
//   the widget's `data-locale`, and offers `window.Trustpilot.loadFromElement` as Trustpilot's does;
// - consent-manager: a banner with accept / reject that stores the choice in a cookie, and a TCF-like
//   `window.__tcfapi` plus a small `window.__cmp` to read or reopen it;
// - parcel-tracking: a tracking form in every `[data-parcel-tracking]` container, for the tracking id of
//   its `data-tracking-id`;
// - survey: an opt-in box in every `[data-survey-opt-in]` container (order id, e-mail, country).
// Under the page's CSP: no eval, no inline style attributes; their classes live in a constructed
// stylesheet (CSSOM, `document.adoptedStyleSheets`), which a style-src policy does not govern. Texts
// follow `<html lang>`, as the vendors' scripts follow the page's language.

/** The consent manager stand-in keeps the shopper's choice in this cookie ('accepted' or 'rejected'). */
export const CONSENT_COOKIE = 'exquip_consent';

export const THIRD_PARTY_STAND_IN_NAMES = ['trustpilot', 'consent-manager', 'parcel-tracking', 'survey'] as const;
type StandInName = (typeof THIRD_PARTY_STAND_IN_NAMES)[number];

/** Shared by every stand-in: adopt a stylesheet, read the page language, pick its text. */
const PRELUDE = `
  const adoptStyles = (css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  };
  const pageLanguage = () => (document.documentElement.lang || 'en').slice(0, 2);
  const textFor = (texts, language) => texts[language] || texts.en;
  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
`;

const TRUSTPILOT = `
  const WORDS = {
    en: ['Excellent', 'out of 5', 'reviews on'], de: ['Hervorragend', 'von 5', 'Bewertungen auf'],
    fr: ['Excellent', 'sur 5', 'avis sur'], it: ['Eccezionale', 'su 5', 'recensioni su'],
    es: ['Excelente', 'de 5', 'opiniones en'], nl: ['Uitstekend', 'van 5', 'beoordelingen op'],
    pl: ['Doskonała', 'na 5', 'opinii w'], pt: ['Excelente', 'de 5', 'avaliações no'],
    da: ['Fremragende', 'ud af 5', 'anmeldelser på'], sv: ['Utmärkt', 'av 5', 'omdömen på'],
    nb: ['Utmerket', 'av 5', 'anmeldelser på'], fi: ['Erinomainen', '/ 5', 'arvostelua,'],
    cs: ['Vynikající', 'z 5', 'hodnocení na'], sk: ['Vynikajúce', 'z 5', 'hodnotení na'],
    hu: ['Kiváló', '/ 5', 'értékelés itt:'], bg: ['Отлично', 'от 5', 'отзива в'],
    el: ['Εξαιρετικό', 'από 5', 'κριτικές στο'], hr: ['Izvrsno', 'od 5', 'recenzija na'],
    lt: ['Puikiai', 'iš 5', 'atsiliepimai svetainėje'], ro: ['Excelent', 'din 5', 'de recenzii pe'],
    sl: ['Odlično', 'od 5', 'ocen na'],
  };
  adoptStyles(\`
    .tp-stand-in { display: flex; align-items: center; justify-content: center; gap: .4rem; height: 100%; width: 100%;
      white-space: nowrap; overflow: hidden; font-size: .875rem; color: #191919; text-decoration: none; }
    .tp-stand-in__stars { color: #00754a; letter-spacing: 1px; }
    .tp-stand-in__brand { font-weight: 700; }
    /* Narrow boxes (phones, the footer logo) keep the stars, the score and the brand on their one line. */
    @media (max-width: 600px) { .tp-stand-in__word { display: none; } }
    .trustpilot-logo .tp-stand-in__word { display: none; }
  \`);
  const fill = (widget) => {
    if (widget.dataset.tpFilled === 'true') return;
    const locale = widget.dataset.locale || 'en-GB';
    const [excellent, outOf, reviewsOn] = textFor(WORDS, locale.slice(0, 2));
    const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(4.7);
    const count = new Intl.NumberFormat(locale).format(2384);
    const link = element('a', 'tp-stand-in');
    link.href = widget.querySelector('a')?.href || 'https://www.trustpilot.com/';
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.setAttribute('data-testid', 'trustpilot-rating');
    const stars = element('span', 'tp-stand-in__stars', '★★★★★');
    stars.setAttribute('aria-hidden', 'true');
    link.append(element('span', 'tp-stand-in__word', excellent), stars, element('span', '', score + ' ' + outOf),
      element('span', 'tp-stand-in__word', '· ' + count + ' ' + reviewsOn), element('span', 'tp-stand-in__brand', 'Trustpilot'));
    widget.replaceChildren(link);
    widget.dataset.tpFilled = 'true';
  };
  window.Trustpilot = { loadFromElement: fill };
  document.querySelectorAll('.trustpilot-widget').forEach(fill);
`;

const CONSENT_MANAGER = `
  const COOKIE = '${CONSENT_COOKIE}';
  const TEXT = {
    en: ['Cookie settings', 'We use cookies to run the shop, to measure its use and to show you relevant offers. You can change your choice at any time.', 'Accept all', 'Only necessary'],
    de: ['Cookie-Einstellungen', 'Wir verwenden Cookies für den Betrieb des Shops, zur Messung der Nutzung und für passende Angebote. Sie können Ihre Wahl jederzeit ändern.', 'Alle akzeptieren', 'Nur notwendige'],
    fr: ['Paramètres des cookies', 'Nous utilisons des cookies pour faire fonctionner la boutique, en mesurer l’usage et vous proposer des offres adaptées. Vous pouvez modifier votre choix à tout moment.', 'Tout accepter', 'Uniquement les nécessaires'],
    it: ['Impostazioni dei cookie', 'Usiamo i cookie per far funzionare il negozio, misurarne l’utilizzo e mostrarLe offerte pertinenti. Può modificare la Sua scelta in qualsiasi momento.', 'Accetta tutti', 'Solo necessari'],
    es: ['Configuración de cookies', 'Usamos cookies para el funcionamiento de la tienda, para medir su uso y para mostrarle ofertas relevantes. Puede cambiar su elección en cualquier momento.', 'Aceptar todas', 'Solo las necesarias'],
    nl: ['Cookie-instellingen', 'Wij gebruiken cookies om de winkel te laten werken, het gebruik te meten en u passende aanbiedingen te tonen. U kunt uw keuze altijd wijzigen.', 'Alles accepteren', 'Alleen noodzakelijke'],
    pl: ['Ustawienia plików cookie', 'Pliki cookie służą do działania sklepu, pomiaru ruchu i wyświetlania dopasowanych ofert. Wybór można zmienić w każdej chwili.', 'Akceptuj wszystkie', 'Tylko niezbędne'],
    cs: ['Nastavení cookies', 'Cookies používáme k provozu obchodu, k měření návštěvnosti a k zobrazení vhodných nabídek. Svou volbu můžete kdykoli změnit.', 'Přijmout vše', 'Jen nezbytné'],
    sk: ['Nastavenia cookies', 'Cookies používame na prevádzku obchodu, meranie návštevnosti a zobrazovanie vhodných ponúk. Svoju voľbu môžete kedykoľvek zmeniť.', 'Prijať všetky', 'Len nevyhnutné'],
    hu: ['Sütibeállítások', 'Sütiket használunk a webáruház működéséhez, a használat méréséhez és a releváns ajánlatokhoz. Döntését bármikor módosíthatja.', 'Összes elfogadása', 'Csak a szükségesek'],
    pt: ['Definições de cookies', 'Utilizamos cookies para o funcionamento da loja, para medir a sua utilização e para lhe mostrar ofertas relevantes. Pode alterar a sua escolha a qualquer momento.', 'Aceitar todos', 'Apenas necessários'],
    da: ['Cookieindstillinger', 'Vi bruger cookies til at drive butikken, måle brugen af den og vise dig relevante tilbud. Du kan til enhver tid ændre dit valg.', 'Accepter alle', 'Kun nødvendige'],
    sv: ['Cookieinställningar', 'Vi använder cookies för att driva butiken, mäta hur den används och visa dig relevanta erbjudanden. Du kan när som helst ändra ditt val.', 'Acceptera alla', 'Endast nödvändiga'],
    nb: ['Innstillinger for informasjonskapsler', 'Vi bruker informasjonskapsler for å drive butikken, måle bruken av den og vise deg relevante tilbud. Du kan når som helst endre valget ditt.', 'Godta alle', 'Bare nødvendige'],
    fi: ['Evästeasetukset', 'Käytämme evästeitä kaupan toimintaan, sen käytön mittaamiseen ja sinua kiinnostavien tarjousten näyttämiseen. Voit muuttaa valintaasi milloin tahansa.', 'Hyväksy kaikki', 'Vain välttämättömät'],
    el: ['Ρυθμίσεις cookies', 'Χρησιμοποιούμε cookies για τη λειτουργία του καταστήματος, για τη μέτρηση της χρήσης του και για να σας δείχνουμε σχετικές προσφορές. Μπορείτε να αλλάξετε την επιλογή σας ανά πάσα στιγμή.', 'Αποδοχή όλων', 'Μόνο τα απαραίτητα'],
    bg: ['Настройки за бисквитки', 'Използваме бисквитки за работата на магазина, за измерване на използването му и за да Ви показваме подходящи оферти. Можете да промените избора си по всяко време.', 'Приемане на всички', 'Само необходимите'],
    ro: ['Setări cookie-uri', 'Folosim cookie-uri pentru funcționarea magazinului, pentru măsurarea utilizării acestuia și pentru a vă afișa oferte relevante. Vă puteți modifica alegerea oricând.', 'Acceptați toate', 'Doar cele necesare'],
    hr: ['Postavke kolačića', 'Kolačiće koristimo za rad trgovine, mjerenje njezina korištenja i prikaz ponuda koje bi Vas mogle zanimati. Svoj izbor možete promijeniti u bilo kojem trenutku.', 'Prihvati sve', 'Samo nužni'],
    sl: ['Nastavitve piškotkov', 'Piškotke uporabljamo za delovanje trgovine, merjenje njene uporabe in prikaz ponudb, ki bi vas utegnile zanimati. Svojo izbiro lahko kadar koli spremenite.', 'Sprejmi vse', 'Samo nujni'],
    lt: ['Slapukų nustatymai', 'Slapukus naudojame parduotuvės veikimui užtikrinti, jos naudojimui įvertinti ir Jums aktualiems pasiūlymams rodyti. Savo pasirinkimą galite bet kada pakeisti.', 'Priimti visus', 'Tik būtinus'],
  };
  adoptStyles(\`
    .cmp-stand-in { position: fixed; inset: auto 0 0 0; z-index: 900; background: #fff; color: #1f2a37;
      border-top: 1px solid #d0d5dd; box-shadow: 0 -4px 16px rgb(16 24 40 / 12%); padding: .75rem 1rem; font-size: .875rem; }
    .cmp-stand-in__inner { max-width: 1280px; margin: 0 auto; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
    .cmp-stand-in__title { margin: 0; font-size: 1rem; width: 100%; }
    .cmp-stand-in__text { margin: 0; flex: 1 1 20rem; }
    .cmp-stand-in__actions { display: flex; gap: .5rem; flex-wrap: wrap; }
    .cmp-stand-in__button { min-height: 44px; padding: 0 1rem; border-radius: 999px; border: 2px solid #1f2a37; background: #fff;
      color: #1f2a37; font: inherit; font-weight: 600; cursor: pointer; }
    .cmp-stand-in__button--accept { background: #1f2a37; color: #fff; }
    @media (max-width: 767px) { .cmp-stand-in__text { font-size: .8125rem; } .cmp-stand-in__actions { width: 100%; }
      .cmp-stand-in__button { flex: 1; } }
  \`);
  const stored = () => (document.cookie.match(new RegExp('(?:^|; )' + COOKIE + '=(accepted|rejected)')) || [])[1] || null;
  const listeners = [];
  const tcData = (eventStatus) => {
    const choice = stored();
    const consents = { 1: choice !== null, 7: choice === 'accepted', 8: choice === 'accepted', 9: choice === 'accepted', 10: choice === 'accepted' };
    return { gdprApplies: true, cmpStatus: 'loaded', eventStatus, purpose: { consents } };
  };
  let banner = null;
  const close = () => {
    banner?.remove();
    banner = null;
    document.documentElement.style.removeProperty('scroll-padding-bottom');
  };
  const choose = (choice) => {
    document.cookie = COOKIE + '=' + choice + '; path=/; max-age=31536000; SameSite=Lax';
    close();
    for (const listener of listeners) listener(tcData('useractioncomplete'), true);
    window.dispatchEvent(new CustomEvent('cmp:consent', { detail: { choice } }));
  };
  const show = () => {
    if (banner) return;
    const [title, text, accept, reject] = textFor(TEXT, pageLanguage());
    banner = element('div', 'cmp-stand-in');
    banner.setAttribute('role', 'region');
    banner.setAttribute('aria-labelledby', 'cmp-stand-in-title');
    banner.setAttribute('data-testid', 'consent-banner');
    const inner = element('div', 'cmp-stand-in__inner');
    const heading = element('h2', 'cmp-stand-in__title', title);
    heading.id = 'cmp-stand-in-title';
    const actions = element('div', 'cmp-stand-in__actions');
    const acceptButton = element('button', 'cmp-stand-in__button cmp-stand-in__button--accept', accept);
    const rejectButton = element('button', 'cmp-stand-in__button', reject);
    acceptButton.type = rejectButton.type = 'button';
    acceptButton.addEventListener('click', () => choose('accepted'));
    rejectButton.addEventListener('click', () => choose('rejected'));
    actions.append(rejectButton, acceptButton);
    inner.append(heading, element('p', 'cmp-stand-in__text', text), actions);
    banner.append(inner);
    document.body.append(banner);
    // The banner covers the bottom of the viewport: scrolling an element into view keeps it above the banner.
    document.documentElement.style.setProperty('scroll-padding-bottom', banner.offsetHeight + 'px');
  };
  window.__tcfapi = (command, _version, callback) => {
    if (command === 'ping') callback({ gdprApplies: true, cmpLoaded: true }, true);
    else if (command === 'getTCData') callback(tcData(stored() ? 'tcloaded' : 'cmpuishown'), true);
    else if (command === 'addEventListener') { listeners.push(callback); callback(tcData(stored() ? 'tcloaded' : 'cmpuishown'), true); }
    else callback(null, false);
  };
  window.__cmp = { consent: stored, show };
  if (stored() === null) show();
`;

const PARCEL_TRACKING = `
  const TEXT = {
    en: ['Tracking number', 'Track parcel', 'Enter a tracking number.', 'Parcel {number}: on its way, expected within 2 working days.', 'Tracking page'],
    de: ['Sendungsnummer', 'Sendung verfolgen', 'Bitte geben Sie eine Sendungsnummer ein.', 'Sendung {number}: unterwegs, Zustellung voraussichtlich in 2 Werktagen.', 'Trackingseite'],
    fr: ['Numéro de suivi', 'Suivre le colis', 'Veuillez saisir un numéro de suivi.', 'Colis {number} : en route, livraison prévue sous 2 jours ouvrés.', 'Page de suivi'],
    it: ['Numero di tracciamento', 'Traccia il pacco', 'Inserisca un numero di tracciamento.', 'Pacco {number}: in viaggio, consegna prevista entro 2 giorni lavorativi.', 'Pagina di tracciamento'],
    es: ['Número de seguimiento', 'Seguir el paquete', 'Introduzca un número de seguimiento.', 'Paquete {number}: en camino, entrega prevista en 2 días laborables.', 'Página de seguimiento'],
    nl: ['Trackingnummer', 'Pakket volgen', 'Vul een trackingnummer in.', 'Pakket {number}: onderweg, verwacht binnen 2 werkdagen.', 'Trackingpagina'],
    pl: ['Numer przesyłki', 'Śledź przesyłkę', 'Należy podać numer przesyłki.', 'Przesyłka {number}: w drodze, doręczenie w ciągu 2 dni roboczych.', 'Strona śledzenia'],
    cs: ['Číslo zásilky', 'Sledovat zásilku', 'Zadejte číslo zásilky.', 'Zásilka {number}: na cestě, doručení do 2 pracovních dnů.', 'Stránka sledování'],
    sk: ['Číslo zásielky', 'Sledovať zásielku', 'Zadajte číslo zásielky.', 'Zásielka {number}: na ceste, doručenie do 2 pracovných dní.', 'Stránka sledovania'],
    hu: ['Csomagszám', 'Csomag követése', 'Adja meg a csomagszámot.', '{number} csomag: úton van, várható kézbesítés 2 munkanapon belül.', 'Követési oldal'],
    pt: ['Número de seguimento', 'Seguir encomenda', 'Introduza um número de seguimento.', 'Encomenda {number}: a caminho, entrega prevista em 2 dias úteis.', 'Página de seguimento'],
    da: ['Sporingsnummer', 'Spor pakke', 'Indtast et sporingsnummer.', 'Pakke {number}: på vej, forventes leveret inden for 2 hverdage.', 'Sporingsside'],
    sv: ['Spårningsnummer', 'Spåra paket', 'Ange ett spårningsnummer.', 'Paket {number}: på väg, beräknas levereras inom 2 arbetsdagar.', 'Spårningssida'],
    nb: ['Sporingsnummer', 'Spor pakken', 'Skriv inn et sporingsnummer.', 'Pakke {number}: på vei, forventet levert innen 2 virkedager.', 'Sporingsside'],
    fi: ['Seurantanumero', 'Seuraa pakettia', 'Syötä seurantanumero.', 'Paketti {number}: matkalla, toimitus arviolta 2 arkipäivän kuluessa.', 'Seurantasivu'],
    el: ['Αριθμός αποστολής', 'Εντοπισμός δέματος', 'Πληκτρολογήστε έναν αριθμό αποστολής.', 'Δέμα {number}: καθ’ οδόν, αναμενόμενη παράδοση εντός 2 εργάσιμων ημερών.', 'Σελίδα εντοπισμού'],
    bg: ['Номер за проследяване', 'Проследяване', 'Моля, въведете номер за проследяване.', 'Пратка {number}: в движение, очаквана доставка до 2 работни дни.', 'Страница за проследяване'],
    ro: ['Număr de urmărire', 'Urmăriți coletul', 'Introduceți un număr de urmărire.', 'Coletul {number}: în drum spre dumneavoastră, livrare estimată în 2 zile lucrătoare.', 'Pagina de urmărire'],
    hr: ['Broj za praćenje', 'Prati paket', 'Unesite broj za praćenje.', 'Paket {number}: na putu, očekivana dostava u roku od 2 radna dana.', 'Stranica za praćenje'],
    sl: ['Številka za sledenje', 'Sledi pošiljki', 'Vpišite številko za sledenje.', 'Pošiljka {number}: na poti, predvidena dostava v 2 delovnih dneh.', 'Stran za sledenje'],
    lt: ['Siuntos numeris', 'Sekti siuntą', 'Įveskite siuntos numerį.', 'Siunta {number}: pakeliui, numatomas pristatymas per 2 darbo dienas.', 'Sekimo puslapis'],
  };
  adoptStyles(\`
    .pt-stand-in { display: grid; gap: .75rem; max-width: 32rem; }
    .pt-stand-in__label { font-weight: 600; }
    .pt-stand-in__row { display: flex; gap: .5rem; flex-wrap: wrap; }
    .pt-stand-in__input { flex: 1 1 12rem; min-height: 44px; padding: 0 .75rem; border: 1px solid #667085; border-radius: 8px; font: inherit; }
    .pt-stand-in__button { min-height: 44px; padding: 0 1.25rem; border: 0; border-radius: 999px; background: #1f2a37; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    .pt-stand-in__result { margin: 0; min-height: 3em; }
    .pt-stand-in__account { margin: 0; font-size: .75rem; color: #4b5563; }
  \`);
  const render = (container, index) => {
    if (container.dataset.ptRendered === 'true') return;
    const [label, submit, empty, found, page] = textFor(TEXT, pageLanguage());
    const form = element('form', 'pt-stand-in');
    form.setAttribute('data-testid', 'parcel-tracking-form');
    const fieldId = 'pt-stand-in-number-' + index;
    const labelNode = element('label', 'pt-stand-in__label', label);
    labelNode.htmlFor = fieldId;
    const input = element('input', 'pt-stand-in__input');
    input.id = fieldId;
    input.name = 'trackingNumber';
    input.autocomplete = 'off';
    const row = element('div', 'pt-stand-in__row');
    const button = element('button', 'pt-stand-in__button', submit);
    button.type = 'submit';
    row.append(input, button);
    const result = element('p', 'pt-stand-in__result');
    result.setAttribute('role', 'status');
    const account = element('p', 'pt-stand-in__account', page + ': ' + (container.dataset.trackingId || '?'));
    account.setAttribute('data-testid', 'parcel-tracking-account');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const number = input.value.trim();
      result.textContent = number === '' ? empty : found.replace('{number}', number);
    });
    form.append(labelNode, row, result, account);
    container.replaceChildren(form);
    container.dataset.ptRendered = 'true';
  };
  document.querySelectorAll('[data-parcel-tracking]').forEach(render);
`;

const SURVEY = `
  const TEXT = {
    en: ['Would you tell us about your purchase?', 'After delivery we will ask you once by e-mail how it went.', 'Yes, gladly', 'No, thanks', 'Thank you!'],
    de: ['Möchten Sie uns von Ihrem Einkauf erzählen?', 'Nach der Lieferung fragen wir Sie einmal per E-Mail, wie alles geklappt hat.', 'Ja, gerne', 'Nein, danke', 'Vielen Dank!'],
    fr: ['Souhaitez-vous nous parler de votre achat ?', 'Après la livraison, nous vous demanderons une fois par e-mail comment tout s’est passé.', 'Oui, volontiers', 'Non, merci', 'Merci !'],
    it: ['Vuole raccontarci del Suo acquisto?', 'Dopo la consegna Le chiederemo una volta via e-mail com’è andata.', 'Sì, volentieri', 'No, grazie', 'Grazie!'],
    es: ['¿Nos cuenta qué tal su compra?', 'Tras la entrega le preguntaremos una vez por correo electrónico cómo ha ido.', 'Sí, con gusto', 'No, gracias', '¡Gracias!'],
    nl: ['Wilt u ons vertellen hoe uw aankoop verliep?', 'Na de levering vragen we u één keer per e-mail hoe het ging.', 'Ja, graag', 'Nee, bedankt', 'Dank u wel!'],
    pl: ['Czy można poprosić o opinię o zakupie?', 'Po dostawie wyślemy jedną wiadomość e-mail z pytaniem o przebieg zamówienia.', 'Tak, chętnie', 'Nie, dziękuję', 'Dziękujemy!'],
    cs: ['Řeknete nám, jak jste byli s nákupem spokojeni?', 'Po doručení se vás jednou zeptáme e-mailem, jak vše proběhlo.', 'Ano, rád(a)', 'Ne, děkuji', 'Děkujeme!'],
    sk: ['Poviete nám, ako ste boli s nákupom spokojní?', 'Po doručení sa vás raz opýtame e-mailom, ako všetko prebehlo.', 'Áno, rád(a)', 'Nie, ďakujem', 'Ďakujeme!'],
    hu: ['Elmondaná, milyen volt a vásárlás?', 'A kézbesítés után egyszer e-mailben megkérdezzük, hogyan sikerült minden.', 'Igen, szívesen', 'Nem, köszönöm', 'Köszönjük!'],
    pt: ['Quer contar-nos como correu a sua compra?', 'Após a entrega, perguntar-lhe-emos uma vez por e-mail como correu tudo.', 'Sim, com gosto', 'Não, obrigado', 'Obrigado!'],
    da: ['Vil du fortælle os om dit køb?', 'Efter leveringen spørger vi dig én gang pr. e-mail, hvordan det gik.', 'Ja, gerne', 'Nej tak', 'Tak!'],
    sv: ['Vill du berätta om ditt köp?', 'Efter leveransen frågar vi dig en gång via e-post hur det gick.', 'Ja, gärna', 'Nej tack', 'Tack!'],
    nb: ['Vil du fortelle oss om kjøpet ditt?', 'Etter leveringen spør vi deg én gang på e-post hvordan det gikk.', 'Ja, gjerne', 'Nei takk', 'Takk!'],
    fi: ['Kertoisitko meille ostoksestasi?', 'Toimituksen jälkeen kysymme sinulta kerran sähköpostitse, miten kaikki sujui.', 'Kyllä, mielelläni', 'Ei kiitos', 'Kiitos!'],
    el: ['Θα θέλατε να μας πείτε για την αγορά σας;', 'Μετά την παράδοση θα σας ρωτήσουμε μία φορά με email πώς πήγαν όλα.', 'Ναι, ευχαρίστως', 'Όχι, ευχαριστώ', 'Ευχαριστούμε!'],
    bg: ['Ще ни разкажете ли за покупката си?', 'След доставката ще Ви попитаме веднъж по имейл как е минало всичко.', 'Да, с удоволствие', 'Не, благодаря', 'Благодарим Ви!'],
    ro: ['Ne spuneți cum a decurs cumpărătura?', 'După livrare vă vom întreba o singură dată prin e-mail cum a decurs totul.', 'Da, cu plăcere', 'Nu, mulțumesc', 'Vă mulțumim!'],
    hr: ['Biste li nam rekli kako ste zadovoljni kupnjom?', 'Nakon dostave jednom ćemo Vas e-poštom pitati kako je sve prošlo.', 'Da, rado', 'Ne, hvala', 'Hvala!'],
    sl: ['Bi nam povedali, kako ste zadovoljni z nakupom?', 'Po dostavi vas bomo enkrat po e-pošti vprašali, kako je vse potekalo.', 'Da, z veseljem', 'Ne, hvala', 'Hvala!'],
    lt: ['Ar papasakotumėte apie savo pirkinį?', 'Po pristatymo vieną kartą el. paštu paklausime, kaip viskas pavyko.', 'Taip, mielai', 'Ne, ačiū', 'Ačiū!'],
  };
  adoptStyles(\`
    .survey-stand-in { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .75rem 1rem; border: 1px solid #d0d5dd; border-radius: 10px; }
    .survey-stand-in__text { flex: 1 1 16rem; margin: 0; }
    .survey-stand-in__title { display: block; font-weight: 700; }
    .survey-stand-in__button { min-height: 44px; padding: 0 1rem; border-radius: 999px; border: 2px solid #1f2a37; background: #fff; color: #1f2a37; font: inherit; cursor: pointer; }
  \`);
  const render = (container) => {
    if (container.dataset.surveyRendered === 'true') return;
    const [title, text, yes, no, thanks] = textFor(TEXT, pageLanguage());
    const box = element('div', 'survey-stand-in');
    box.setAttribute('data-testid', 'survey-opt-in-box');
    const copy = element('p', 'survey-stand-in__text');
    copy.append(element('span', 'survey-stand-in__title', title), element('span', '', text));
    const answer = (label) => {
      const button = element('button', 'survey-stand-in__button', label);
      button.type = 'button';
      button.addEventListener('click', () => box.replaceChildren(element('p', 'survey-stand-in__text', thanks)));
      return button;
    };
    box.append(copy, answer(no), answer(yes));
    container.replaceChildren(box);
    container.dataset.surveyRendered = 'true';
  };
  document.querySelectorAll('[data-survey-opt-in]').forEach(render);
`;

const BODIES: Record<StandInName, string> = {
  trustpilot: TRUSTPILOT,
  'consent-manager': CONSENT_MANAGER,
  'parcel-tracking': PARCEL_TRACKING,
  survey: SURVEY,
};

const isStandInName = (name: string): name is StandInName => (THIRD_PARTY_STAND_IN_NAMES as readonly string[]).includes(name);

/** The script served at `/third-party/<file>` (e.g. `trustpilot.js`); null for a name no stand-in has. */
export function thirdPartyStandIn(file: string): string | null {
  const name = file.replace(/\.js$/, '');
  if (!file.endsWith('.js') || !isStandInName(name)) return null;
  return `(() => {\n'use strict';${PRELUDE}${BODIES[name]}})();\n`;
}
