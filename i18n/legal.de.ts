// Impressum und Datenschutzerklärung auf Deutsch: maßgeblich, wo Deutsch die erste Sprache der Site
// ist oder `legalLanguage` in site.config.ts (pages/Legal.tsx).
// Noch unbekannte Angaben des Betreibers stehen als [[Platzhalter]] im Text und werden hervorgehoben
// angezeigt, bis sie ersetzt sind. Markup: siehe i18n/types.ts.
import type { Content } from './types.ts';

export const impressum: Content['impressum'] = {
  seo: {
    title: 'Impressum',
    description:
      'Impressum von {brand}: Anbieterkennzeichnung nach § 5 DDG, Kontaktdaten und Hinweise zur Haftung für Inhalte und Links sowie zum Urheberrecht.',
  },
  title: 'Impressum',
  body: [
    { h2: 'Angaben gemäß § 5 DDG' },
    {
      ul: [
        '{founder}, {brand}',
        '[[Straße Hausnummer]]',
        '[[PLZ Ort]]',
        'Deutschland',
        '[[Nur bei einer Registereintragung oder Gesellschaft: bei einer Eintragung im Handels-, Partnerschafts-, Genossenschafts- oder Vereinsregister (auch als e. K.) Registergericht und Registernummer; bei einer Gesellschaft (etwa GmbH oder UG) außerdem Rechtsform und Vertretungsberechtigte, gegebenenfalls der Hinweis auf Abwicklung oder Liquidation und, wenn Sie das Kapital angeben, auch die ausstehenden Einlagen; sonst diese Zeile entfernen]]',
      ],
    },

    { h2: 'Kontakt' },
    {
      ul: ['E-Mail: [{email}](mailto:{email})', 'Telefon: [[Telefonnummer]]'],
    },

    { h2: 'Umsatzsteuer-ID und Wirtschafts-ID' },
    {
      ul: [
        'Umsatzsteuer-Identifikationsnummer: [[USt-IdNr. gemäß § 27a UStG, falls vorhanden]]',
        'Wirtschafts-Identifikationsnummer: [[Wirtschafts-IdNr. gemäß § 139c AO, falls vorhanden]]',
      ],
    },

    { h2: 'Aufsichtsbehörde' },
    {
      p: '[[Nur wenn Ihre Tätigkeit einer behördlichen Zulassung bedarf (etwa als Immobilienmaklerin oder Immobilienmakler nach § 34c GewO): Name und Anschrift der zuständigen Aufsichtsbehörde; andernfalls diesen Abschnitt entfernen]]',
    },

    { h2: 'Berufsbezeichnung und berufsrechtliche Regelungen' },
    {
      p: '[[Nur bei einem reglementierten Beruf oder einer Kammerzugehörigkeit: Berufsbezeichnung, Staat der Verleihung, zuständige Kammer, die berufsrechtlichen Regelungen und wo sie zugänglich sind; andernfalls diesen Abschnitt entfernen]]',
    },

    { h2: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' },
    {
      p: '{founder}, [[Straße Hausnummer]], [[PLZ Ort]] [[Nur nötig, wenn die Website journalistisch-redaktionelle Inhalte hat, etwa einen Blog; sonst diesen Abschnitt entfernen]]',
    },

    { h2: 'Verbraucherstreitbeilegung' },
    {
      p: 'Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
    },

    { h2: 'Haftung für Inhalte' },
    {
      p: 'Die Inhalte dieser Website habe ich mit Sorgfalt erstellt. Für ihre Richtigkeit, Vollständigkeit und Aktualität kann ich dennoch keine Gewähr übernehmen. Für eigene Inhalte bin ich nach den allgemeinen Gesetzen verantwortlich. Sobald mir eine Rechtsverletzung bekannt wird, entferne ich den betreffenden Inhalt umgehend.',
    },

    { h2: 'Haftung für Links' },
    {
      p: 'Diese Website enthält Links zu Websites Dritter, auf deren Inhalte ich keinen Einfluss habe. Für diese Inhalte ist allein der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Sobald mir eine Rechtsverletzung bekannt wird, entferne ich den betreffenden Link umgehend.',
    },

    { h2: 'Urheberrecht' },
    {
      p: 'Die Texte, Grafiken und Bilder dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen Zustimmung von mir oder der jeweiligen Rechteinhaberin bzw. des jeweiligen Rechteinhabers.',
    },

    { h2: 'Datenschutz' },
    { p: 'Wie ich mit personenbezogenen Daten umgehe, erläutert die [Datenschutzerklärung](route:datenschutz).' },
  ],
};

// Die Datenschutzerklärung setzt der Build zusammen (site/privacy.ts): einen Abschnitt für jede
// Funktion, die dieser Build hat, und darin die Liste dessen, was sie speichert oder kontaktiert
// (`{ declared: true }`), aus der Deklaration. Ein Abschnitt für eine abgeschaltete Funktion
// erscheint nicht, und seine [[Lücken]] zählen nicht.
export const datenschutz: Content['datenschutz'] = {
  seo: {
    title: 'Datenschutzerklärung',
    description:
      'Welche Daten diese Website verarbeitet: Hosting, was Ihr Browser speichert, Terminbuchung, verlinkte Dienste – und Ihre Rechte.',
  },
  title: 'Datenschutzerklärung',
  glance: {
    title: 'Auf einen Blick',
    text: 'Dies ist eine statische Website ohne Benutzerkonten und ohne Formulare. Kurz zusammengefasst:',
    noCookies: 'Cookies setzt diese Website nicht.',
    noThirdParties:
      'Beim Aufruf einer Seite verbindet sich Ihr Browser mit keinem anderen Server als diesem; mit einem anderen Anbieter erst, wenn Sie einen Link dorthin anklicken.',
    noThirdPartiesWithoutConsent:
      'Ohne Ihre Einwilligung verbindet sich Ihr Browser beim Aufruf einer Seite mit keinem anderen Server als diesem; mit einem anderen Anbieter erst, wenn Sie einen Link dorthin anklicken.',
  },
  intro: [
    { h2: 'Verantwortlicher' },
    {
      p: 'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
    },
    {
      ul: [
        '{founder}, {brand}',
        '[[Straße Hausnummer]], [[PLZ Ort]], Deutschland',
        'E-Mail: [{email}](mailto:{email})',
        'Telefon: [[Telefonnummer]]',
      ],
    },
    {
      p: 'Eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten habe ich nicht benannt, da hierzu keine gesetzliche Pflicht besteht (Art. 37 DSGVO, § 38 BDSG). [[Pflicht ist die Benennung, wenn in der Regel mindestens 20 Personen ständig mit der automatisierten Verarbeitung personenbezogener Daten beschäftigt sind oder Ihre Kerntätigkeit in der umfangreichen Überwachung von Personen oder der umfangreichen Verarbeitung besonders geschützter Daten (Art. 9 DSGVO) besteht: dann den vorigen Satz durch die Kontaktdaten der oder des Datenschutzbeauftragten ersetzen; sonst nur diesen Hinweis löschen]]',
    },
  ],
  sections: {
    hosting: {
      title: 'Hosting und Server-Logfiles',
      summary: 'Bei jedem Seitenaufruf werden technisch notwendige Zugriffsdaten in Server-Logfiles gespeichert.',
      body: [
        { p: 'Hoster dieser statischen Website ist {host}.' },
        {
          p: 'Bei jedem Aufruf einer Seite oder Datei speichert der Webserver automatisch folgende Zugriffsdaten in Server-Logfiles:',
        },
        {
          ul: [
            'IP-Adresse des anfragenden Geräts',
            'Datum und Uhrzeit des Zugriffs',
            'aufgerufene Seite oder Datei',
            'Referrer (die zuvor besuchte Seite, sofern übermittelt)',
            'verwendeter Browser und Betriebssystem (User-Agent)',
            'HTTP-Statuscode der Antwort und übertragene Datenmenge',
          ],
        },
        {
          p: 'Die Verarbeitung dient dem sicheren und stabilen Betrieb der Website, etwa der Abwehr von Angriffen und der Fehleranalyse. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in einer sicheren und funktionsfähigen Bereitstellung der Website. Die Logfiles werden [[nach 7 Tagen: wann Ihr Hoster die Server-Logs löscht, laut seinen Einstellungen, seiner Datenschutzerklärung oder dem Auftragsverarbeitungsvertrag; nennt er keine Frist, fragen Sie ihn danach (Art. 13 Abs. 2 lit. a DSGVO verlangt die Dauer oder wenigstens die Kriterien dafür); auf einem gemieteten Server: laut Ihrer Log-Rotation]] gelöscht.',
        },
        { p: '{hostAgreement}' },
        { p: '{hostTransfer}' },
        { p: 'Die Website wird über eine mit TLS verschlüsselte Verbindung (HTTPS) ausgeliefert.' },
      ],
    },
    language: {
      title: 'Ihre Sprachwahl',
      summary: 'Nur wenn Sie im Sprachmenü eine Sprache wählen, merkt sich Ihr Browser diese Wahl.',
      body: [
        {
          p: 'Welche Sprache Ihr Browser bevorzugt, liest die Website bei jedem Aufruf neu aus; dabei wird nichts gespeichert. Erst wenn Sie im Sprachmenü ausdrücklich eine Sprache wählen, legt sie Ihre Wahl im lokalen Speicher (Local Storage) Ihres Browsers ab:',
        },
        { declared: true },
        {
          p: 'Der Eintrag bleibt auf Ihrem Gerät; er wird weder an mich noch an Dritte übermittelt. Ohne ihn könnte die Website die Sprache, die Sie ausdrücklich gewählt haben, beim nächsten Besuch nicht beachten. Mein berechtigtes Interesse liegt darin, Ihnen die Website in der gewählten Sprache zu zeigen.',
        },
      ],
    },
    offline: {
      title: 'Service Worker und Offline-Nutzung',
      summary:
        'Ein Service Worker hält die öffentlichen Dateien dieser Website und die Seiten, die Sie aufgerufen haben, im Cache Ihres Browsers bereit, damit sie schnell und auch ohne Verbindung laden.',
      body: [
        {
          p: 'Sobald Sie die erste Seite dieser Website aufrufen, installiert sie in Ihrem Browser einen Service Worker, ein kleines Skript, das im Hintergrund läuft. Er legt die öffentlichen Dateien dieser Website (Skripte, Schriftarten, Grafiken) und die Seiten, die Sie aufrufen, im Cache-Speicher Ihres Browsers (Cache Storage) ab, damit sie schnell laden und auch ohne Internetverbindung lesbar sind:',
        },
        { declared: true },
        {
          p: 'Der Cache enthält nur öffentliche Inhalte dieser Website und keine Kennung; er bleibt auf Ihrem Gerät, und an Dritte wird nichts übermittelt. Die Dateien, die der Service Worker vorab lädt, und sein eigenes Skript ruft Ihr Browser wie jede andere Datei vom Server dieser Website ab; dabei fallen die im Abschnitt zum Hosting genannten Zugriffsdaten an. Ändert sich eine der Dateien, die er aus dem Cache liefert, ersetzt der Service Worker den Cache bei Ihrem nächsten Besuch durch einen neuen und löscht den alten samt den darin bereitgehaltenen Seiten; ändert sich nur der Text einer Seite, bleibt der Cache bestehen. Mein berechtigtes Interesse liegt in einer schnellen und zuverlässig erreichbaren Website. Service Worker und Cache können Sie jederzeit in den Einstellungen Ihres Browsers entfernen (Websitedaten löschen).',
        },
      ],
    },
    fonts: {
      title: 'Schriftarten',
      summary: 'Schriftarten kommen vom Server dieser Website, nicht von Google Fonts oder einem anderen Anbieter.',
      body: [
        {
          p: 'Die Schriftarten sind lokal eingebunden und werden vom Server dieser Website geladen. Eine Verbindung zu Servern von Schriftanbietern (etwa Google Fonts) wird nicht aufgebaut.',
        },
      ],
    },
    booking: {
      title: 'Terminbuchung',
      summary:
        'Ein Gespräch buchen Sie auf der Seite eines externen Terminbuchungsdienstes, die sich erst öffnet, wenn Sie eine Buchungsschaltfläche anklicken.',
      body: [
        {
          p: 'Die Schaltflächen zur Buchung eines Gesprächs führen zur Buchungsseite eines externen Terminbuchungsdienstes, die sich in einem neuen Tab öffnet. Anbieter ist [[Name und Anschrift des Terminbuchungsdienstes, z. B. Cal.com, Inc., USA]]. Er verarbeitet Ihre Buchungsangaben [[in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO); nutzt der Anbieter die Daten auch für eigene Zwecke, stattdessen: als eigener Verantwortlicher nach seinen Datenschutzhinweisen]].',
        },
        { declared: true },
        {
          p: 'Solange Sie die Buchungsseite nicht aufrufen, erfährt der Anbieter nichts von Ihrem Besuch: Diese Website bindet von ihm weder Skripte noch Inhalte ein, und beim Klick übermittelt sie nicht, von welcher Seite Sie kommen. Auf der Buchungsseite verarbeitet der Anbieter die technisch übermittelten Daten (etwa Ihre IP-Adresse) sowie die Angaben, die Sie dort machen (etwa Name, E-Mail-Adresse, gewünschter Termin und gegebenenfalls eine Nachricht). Ihre Buchungsangaben erhalte ich, um das Gespräch vorzubereiten und zu führen.',
        },
        {
          p: 'Die Buchungsbestätigung und Erinnerungen erhalten Sie per E-Mail [[wer sie versendet: meist der Terminbuchungsdienst selbst, dann „vom Terminbuchungsdienst“; versendet sie Ihr eigener E-Mail-Dienst, dann „über“ mit dessen Namen und Anschrift, als Auftragsverarbeiter (Art. 28 DSGVO)]]; der Termin wird in meinen Kalender bei [[Kalenderdienst mit Name und Anschrift, z. B. Google Workspace oder Microsoft 365, als Auftragsverarbeiter (Art. 28 DSGVO)]] eingetragen. Das Gespräch findet als Videokonferenz über [[Videokonferenzdienst mit Name und Anschrift, z. B. Google Meet, Microsoft Teams oder Zoom, als Auftragsverarbeiter (Art. 28 DSGVO)]] statt; dabei verarbeitet der Dienst Ihren Namen, Ihre Verbindungsdaten und, soweit Sie Kamera und Mikrofon einschalten, Bild und Ton. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Sie selbst Vertragspartnerin oder Vertragspartner sind oder werden wollen; buchen Sie für ein Unternehmen oder eine andere Organisation, mein berechtigtes Interesse, das Gespräch vorzubereiten und zu führen (Art. 6 Abs. 1 lit. f DSGVO).',
        },
        {
          p: 'Ich lösche die Buchungsdaten, sobald sie hierfür nicht mehr erforderlich sind und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. [[Falls der Terminbuchungs-, Kalender-, E-Mail- oder Videokonferenzdienst Daten außerhalb der EU verarbeitet: jeweils Drittland und Grundlage der Übermittlung, z. B. EU-US Data Privacy Framework (Art. 45 DSGVO) oder Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)]] Einzelheiten zur Datenverarbeitung durch den Anbieter: [[Link zur Datenschutzerklärung des Terminbuchungsdienstes]].',
        },
      ],
    },
    signup: {
      title: 'Anmeldung zur Rapid-Frames-Alpha',
      summary:
        'Zur Rapid-Frames-Alpha melden Sie sich auf der Seite eines externen Anbieters an, die sich erst öffnet, wenn Sie eine Anmeldeschaltfläche anklicken.',
      body: [
        {
          p: 'Die Anmeldeschaltflächen auf der Seite zu Rapid Frames führen zum Anmeldeformular eines externen Anbieters, das sich in einem neuen Tab öffnet. Anbieter ist [[Name und Anschrift des Anbieters des Anmeldeformulars]]. Er verarbeitet Ihre Angaben [[in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO); nutzt der Anbieter die Daten auch für eigene Zwecke, stattdessen: als eigener Verantwortlicher nach seinen Datenschutzhinweisen]].',
        },
        { declared: true },
        {
          p: 'Dort verarbeitet der Anbieter die technisch übermittelten Daten (etwa Ihre IP-Adresse) und die Angaben, die Sie im Formular machen. Ihre Anmeldung erhalte ich, um Ihnen einen Zugang zur Alpha zu geben und Sie währenddessen zu betreuen. Ich lösche Ihre Angaben, wenn die Alpha endet, sofern wir nichts anderes vereinbaren und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. [[Falls der Anbieter Daten außerhalb der EU verarbeitet: Drittland und Grundlage der Übermittlung]] Einzelheiten zur Datenverarbeitung durch den Anbieter: [[Link zur Datenschutzerklärung des Anbieters des Anmeldeformulars]].',
        },
      ],
    },
    links: {
      title: 'Links zu {toolPlatform} und {network}',
      summary:
        'Links zu meinen KI-Tools in {toolPlatform} und zu meinem Profil bei {network} verbinden Sie erst mit diesen Anbietern, wenn Sie sie anklicken.',
      body: [
        {
          p: 'Diese Website verlinkt auf meine KI-Tools in {toolPlatform} ({toolPlatformProvider}) und auf mein Profil bei {network}. Diese Angebote sind nicht eingebunden: Ihr Browser verbindet sich erst mit ihnen, wenn Sie einen solchen Link anklicken, und die Website übermittelt dabei nicht, von welcher Seite Sie kommen.',
        },
        { declared: true },
        {
          p: 'Ab dem Klick ist der jeweilige Anbieter für die Verarbeitung Ihrer Daten verantwortlich; es gelten seine oben verlinkten Datenschutzhinweise.',
        },
      ],
    },
    analytics: {
      title: 'Reichweitenmessung mit Google Analytics (nur mit Einwilligung)',
      summary:
        'Google Analytics läuft nur, wenn Sie im Banner zustimmen; erst dann werden Cookies gesetzt und Nutzungsdaten an Google übermittelt.',
      body: [
        {
          p: 'Beim ersten Besuch fragt Sie ein Banner, ob ich die Nutzung dieser Website mit Google Analytics 4 messen darf, einem Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Erst wenn Sie zustimmen, lädt die Website das Skript von Google. Vorher und nach einer Ablehnung sendet sie keine Anfrage an Google, und es werden keine Cookies gesetzt.',
        },
        {
          p: 'Google Analytics erfasst pseudonyme Nutzungsdaten, die mir zeigen, wie die Website genutzt wird. Diese Ereignisse meldet die Website selbst:',
        },
        {
          ul: [
            'Seitenaufrufe (Ereignis „page_view“) mit Adresse und Titel der aufgerufenen Seite, der zuvor besuchten Seite (Referrer) sowie Datum und Uhrzeit',
            'auf der Startseite Klicks auf eine Schaltfläche zur Terminbuchung (Ereignis „cta_click“)',
          ],
        },
        { p: 'Diese Ereignisse erfasst Google Analytics in seiner Grundeinstellung von sich aus:' },
        {
          ul: [
            'Ihren ersten Besuch, den Beginn jeder Sitzung und die Zeit, in der Sie eine Seite aktiv nutzen (Ereignisse „first_visit“, „session_start“, „user_engagement“)',
            'als „optimierte Analysen“ (Enhanced Measurement): einen weiteren Seitenaufruf („page_view“) bei jeder Änderung der Adresse ohne neues Laden der Seite, Scrollen bis fast ans Ende einer Seite (90 % ihrer Länge, „scroll“), Klicks auf Links zu anderen Websites („click“), Suchbegriffe aus Suchparametern in der Adresse einer Seite, etwa „q“ oder „search“ („view_search_results“), das Herunterladen von Dateien wie PDF-Dokumenten („file_download“), die Wiedergabe eingebetteter YouTube-Videos („video_start“, „video_progress“, „video_complete“) und das Ausfüllen von Formularen („form_start“, „form_submit“); Videos, Formulare und eine eigene Suche hat diese Website nicht, Suchbegriffe erfasst Google Analytics aber auch dann, wenn die Adresse, über die Sie eine Seite aufrufen, einen solchen Parameter enthält',
          ],
        },
        {
          p: '[[Optimierte Analysen: in Google Analytics unter Verwaltung → Datenerhebung und -änderung → Datenstreams → Ihr Web-Stream → „Optimierte Analysen“ (Enhanced Measurement) abschalten und deren Ereignisse oben streichen; bleiben sie eingeschaltet, nur diesen Hinweis löschen]]',
        },
        { p: 'Mit jedem Ereignis erhält Google außerdem:' },
        {
          ul: [
            'technische Angaben wie Browser, Betriebssystem, Gerätetyp, Bildschirmauflösung und Spracheinstellung des Browsers',
            'den ungefähren Standort (Land, Region, Stadt), den Google aus Ihrer IP-Adresse ableitet',
            'eine zufällig erzeugte Kennung Ihres Browsers und den Stand Ihrer Sitzung, gespeichert in den unten genannten Cookies',
          ],
        },
        {
          p: 'Ihre IP-Adresse erreicht Google technisch mit jeder Anfrage. Nach Angaben von Google protokolliert und speichert Google Analytics 4 keine IP-Adressen: Messdaten von Geräten in der EU nimmt Google auf Servern in der EU entgegen und nutzt die IP-Adresse dort nur, um den ungefähren Standort abzuleiten; danach wird sie verworfen. Google-Signale, mit denen Google Nutzungsdaten mit angemeldeten Google-Konten verknüpfen könnte, schaltet diese Website ab, ebenso die Nutzung der Daten für personalisierte Werbung.',
        },
        {
          p: '[[Datenfreigabe: in Google Analytics unter Verwaltung → Kontoeinstellungen → Kontodetails → Einstellungen zur Datenfreigabe „Google-Produkte und -Dienste“ abschalten, dann nur diesen Hinweis löschen; bleibt sie eingeschaltet, stattdessen schreiben: „Insoweit nutzt Google die Daten auch für eigene Zwecke, als eigener Verantwortlicher.“]]',
        },
        { p: 'Im Einzelnen speichert und kontaktiert die Website für die Reichweitenmessung:' },
        { declared: true },
        {
          p: 'Beide Cookies von Google Analytics setzt das Skript von Google als Cookies dieser Website (First-Party-Cookies), und zwar unter ihrer Hauptdomain ohne „www.“ davor; sie gelten damit für alle Subdomains dieser Domain. Ihren Inhalt liest das Skript von Google aus und sendet ihn mit jedem Ereignis an Google. Wie jedes Cookie dieser Domain schickt Ihr Browser sie außerdem bei jedem Aufruf an den Server dieser Website mit; dort werte ich sie nicht aus.',
        },
        {
          p: 'Ihre Entscheidung im Banner wird mit ihrem Datum gespeichert, gleich wie sie ausfällt, damit das Banner nicht auf jeder Seite erneut erscheint; nach {consentMonths} Monaten fragt es Sie erneut. Mein berechtigtes Interesse liegt darin, Ihre Entscheidung zu beachten.',
        },
        {
          p: '{googleTerms} Die einzelnen Ereignisse und die mit der Kennung Ihres Browsers verknüpften Angaben bewahrt Google [[2 oder 14: die in Ihrer Property unter Verwaltung → Datenerhebung und -änderung → Datenaufbewahrung eingestellte Dauer; sind für Ereignis- und Nutzerdaten verschiedene Dauern eingestellt, beide nennen]] Monate lang auf und löscht sie danach. Für die Angaben zu Ihrem Browser beginnt diese Frist mit jeder neuen Aktivität auf dieser Website neu. [[Gilt bei der Grundeinstellung „Nutzerdaten bei neuer Aktivität zurücksetzen“ (eingeschaltet): dann nur diesen Hinweis löschen; ist sie ausgeschaltet, auch den vorigen Satz streichen]] Zusammengefasste Berichte, etwa die Zahl der Seitenaufrufe pro Tag, erfasst diese Frist nicht; sie bleiben erhalten.',
        },
        {
          p: 'Google kann die Daten auch an die Google LLC in den USA übermitteln. Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für Übermittlungen an zertifizierte Unternehmen besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO).',
        },
        {
          p: '**Widerruf:** Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Öffnen Sie dazu über „Datenschutz-Einstellungen“ in der Fußzeile jeder Seite das Banner erneut und lehnen Sie die Reichweitenmessung ab. Die Website löscht dann die oben genannten Cookies von Google Analytics und lädt die Seite ohne Google Analytics neu. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.',
        },
      ],
    },
  },
  closing: [
    { h2: 'Kontakt per E-Mail' },
    {
      p: 'Wenn Sie mir eine E-Mail schreiben, verarbeite ich Ihre E-Mail-Adresse, gegebenenfalls Ihren Namen und den Inhalt Ihrer Nachricht, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertrag oder dessen Anbahnung gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an der Beantwortung von Anfragen). Ich lösche die Daten, sobald Ihre Anfrage abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten, etwa nach Handels- und Steuerrecht, entgegenstehen.',
    },
    {
      p: 'Meine E-Mails laufen über [[E-Mail-Anbieter mit Name und Anschrift, z. B. Google Workspace (Google Ireland Limited, Irland) oder ein deutscher Anbieter, als Auftragsverarbeiter (Art. 28 DSGVO); verarbeitet er Daten außerhalb der EU, Drittland und Grundlage der Übermittlung]].',
    },

    { h2: 'Ihre Rechte' },
    { p: 'Sie haben mir gegenüber hinsichtlich Ihrer personenbezogenen Daten folgende Rechte:' },
    {
      ul: [
        'Auskunft (Art. 15 DSGVO)',
        'Berichtigung (Art. 16 DSGVO)',
        'Löschung (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
      ],
    },
    {
      p: '**Widerspruchsrecht (Art. 21 DSGVO):** Soweit ich Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeite, können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen.',
    },
    { p: 'Um Ihre Rechte auszuüben, genügt eine formlose Nachricht an [{email}](mailto:{email}).' },
    {
      p: 'Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für mich zuständig ist [[Name der Datenschutz-Aufsichtsbehörde des Bundeslandes]].',
    },

    { h2: 'Bereitstellung der Daten und automatisierte Entscheidungen' },
    {
      p: 'Sie sind weder gesetzlich noch vertraglich verpflichtet, personenbezogene Daten bereitzustellen. Ohne die technisch notwendigen Verbindungsdaten kann die Website jedoch nicht angezeigt werden, und ohne Ihre Angaben kann ich eine Anfrage, etwa eine Terminbuchung, nicht bearbeiten. Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.',
    },

    { p: 'Stand: [[Monat Jahr]]' },
  ],
  facts: {
    kinds: {
      localStorage: 'Local Storage',
      cookie: 'Cookie',
      cacheStorage: 'Cache Storage',
      serviceWorker: 'Service Worker',
    },
    purposes: {
      language:
        'Ihre im Sprachmenü gewählte Sprache, damit Sie die Website auch beim nächsten Besuch in dieser Sprache sehen.',
      serviceWorker:
        'das Skript, das die öffentlichen Dateien dieser Website und die aufgerufenen Seiten im Cache Ihres Browsers ablegt, damit Seiten schnell laden und auch offline lesbar bleiben; es enthält keine Kennung und ruft nur Dateien dieser Website von ihrem eigenen Server ab.',
      cache:
        'die öffentlichen Dateien dieser Website und die Seiten, die Sie aufgerufen haben, ohne Kennung; nichts davon wird gesendet. Der Name richtet sich nach den Dateien, die der Service Worker aus dem Cache liefert, und wechselt, wenn sich eine davon ändert.',
      booking: 'die Buchungsseite des Terminbuchungsdienstes.',
      signup: 'das Anmeldeformular für die Rapid-Frames-Alpha.',
      gpts: 'meine KI-Tools in {toolPlatform} ({toolPlatformProvider}).',
      profile: 'mein Profil bei {network}.',
      consent:
        'Ihre Entscheidung im Einwilligungsbanner (Zustimmung oder Ablehnung) und ihr Datum, damit das Banner nicht auf jeder Seite erneut erscheint.',
      gaClientCookie:
        'eine zufällig erzeugte Kennung Ihres Browsers, an der Google Analytics wiederkehrende Besuche erkennt, und der Zeitpunkt, zu dem sie erzeugt wurde.',
      gaSessionCookie:
        'der Stand Ihrer Sitzungen für Google Analytics (Beginn der aktuellen Sitzung, Zahl Ihrer bisherigen Sitzungen, Zeitpunkt Ihrer letzten Aktivität).',
      gaScript: 'Von hier lädt die Website das Skript von Google Analytics (gtag.js).',
      gaCollect: 'Diese Server von Google nehmen die Nutzungsdaten entgegen.',
    },
    when: {
      always: 'sobald Sie eine Seite dieser Website aufrufen',
      choice: 'erst, wenn Sie selbst eine Wahl treffen',
      consent: 'erst nach Ihrer Einwilligung im Banner',
      click: 'erst, wenn Sie einen Link dorthin anklicken (neuer Tab)',
    },
    retention: {
      untilDeleted: 'bis Sie die Websitedaten in Ihrem Browser löschen',
      untilAssetsChange:
        'bis zu Ihrem nächsten Besuch, nachdem sich eine der Dateien geändert hat, die der Service Worker aus dem Cache liefert, längstens bis Sie die Websitedaten löschen',
      consentLifetime:
        'bis zu Ihrem ersten Besuch, nachdem seit Ihrer Entscheidung {consentMonths} Monate vergangen sind (dann fragt das Banner erneut), längstens bis Sie die Websitedaten löschen',
      twoYears:
        '2 Jahre ab Ihrem letzten Besuch mit Einwilligung (jeder solche Besuch verlängert die Frist), sofern Sie das Cookie nicht vorher löschen; die Website löscht es sofort, wenn Sie die Reichweitenmessung ablehnen, und ebenso bei Ihrem ersten Besuch, nachdem seit Ihrer Entscheidung {consentMonths} Monate vergangen sind (dann fragt das Banner erneut)',
    },
    basis: {
      consent: 'Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO)',
      necessary:
        'unbedingt erforderlich, um Ihnen bereitzustellen, was Sie ausdrücklich wünschen, also die Seiten, die Sie aufrufen, und die Einstellungen, die Sie wählen (§ 25 Abs. 2 Nr. 2 TDDDG); soweit dabei personenbezogene Daten verarbeitet werden, mein berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO)',
      contract:
        'Anbahnung eines Vertrags auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO); handeln Sie für ein Unternehmen oder eine andere Organisation, mein berechtigtes Interesse, Ihre Anfrage zu bearbeiten (Art. 6 Abs. 1 lit. f DSGVO)',
      contractMeasured:
        'Anbahnung eines Vertrags auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO); handeln Sie für ein Unternehmen oder eine andere Organisation, mein berechtigtes Interesse, Ihre Anfrage zu bearbeiten (Art. 6 Abs. 1 lit. f DSGVO); den Klick selbst erfasst die Reichweitenmessung nur, wenn Sie eingewilligt haben (siehe dort)',
      none: 'entfällt, da ich hier keine Daten verarbeite; verantwortlich ist allein der jeweilige Anbieter',
      noneMeasured:
        'entfällt, da ich beim Klick keine Daten verarbeite, außer im Rahmen der Reichweitenmessung, wenn Sie eingewilligt haben (siehe dort); für alles Weitere ist allein der jeweilige Anbieter verantwortlich',
    },
    labels: {
      when: 'Wann',
      retention: 'Speicherdauer',
      basis: 'Rechtsgrundlage',
      privacyPolicy: 'Datenschutzhinweise des Anbieters',
      subdomainsOf: 'Server unter',
    },
    quotes: { open: '„', close: '“' },
  },
  setup: {
    hosts: {
      netlify: 'Netlify, Inc., USA',
      cloudflare: 'Cloudflare, Inc., USA',
      vercel: 'Vercel, Inc., USA',
      github:
        'GitHub, Inc. (GitHub Pages), USA; GitHub speichert Zugriffsdaten nach eigenen Angaben auch zu eigenen Sicherheitszwecken, als eigener Verantwortlicher',
      us: '[[Name und Anschrift des Hosters mit Sitz in den USA, etwa Amazon Web Services, Inc. für S3 und CloudFront; bei einem gemieteten Server dessen Anbieter]]',
      eu: '[[Name und Anschrift des Hosters mit Sitz und Servern in der EU; bei einem gemieteten Server dessen Anbieter]]',
    },
    usTransfer:
      'Der Hoster hat seinen Sitz in den USA; Ihre Zugriffsdaten können daher in die USA, ein Drittland außerhalb der EU, übermittelt werden. Grundlage der Übermittlung ist [[die Zertifizierung des Hosters nach dem EU-US Data Privacy Framework, für die ein Angemessenheitsbeschluss der EU-Kommission besteht (Art. 45 DSGVO), und/oder die mit ihm vereinbarten Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO): auf dataprivacyframework.gov und im Vertrag mit dem Hoster prüfen]].',
    hostAgreement:
      'Der Hoster verarbeitet die Daten in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO).',
    googleTerms:
      'Google verarbeitet die Nutzungsdaten in meinem Auftrag; die Bedingungen zur Auftragsverarbeitung von Google habe ich akzeptiert (Art. 28 DSGVO).',
    undecided: {
      host: '[[Hoster: in site.config.ts unter privacy.host wählen]]',
      hostAgreement:
        '[[Auftragsverarbeitung mit dem Hoster (Art. 28 DSGVO): in site.config.ts unter privacy.hostAgreement angeben, ob ein Vertrag geschlossen ist]]',
      googleTerms:
        '[[Auftragsverarbeitung durch Google (Art. 28 DSGVO): in site.config.ts unter privacy.googleTerms angeben, ob die Datenverarbeitungsbedingungen in Google Analytics akzeptiert sind]]',
    },
  },
};
