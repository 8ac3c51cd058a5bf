// Impressum und Datenschutzerklärung (deutsch, rechtlich maßgebliche Fassung).
// Noch unbekannte Angaben des Betreibers stehen als [[Platzhalter]] im Text und werden hervorgehoben
// angezeigt, bis sie ersetzt sind. Markup: siehe i18n/types.ts.
import type { Content } from './types.ts';

export const impressum: Content['impressum'] = {
  seo: {
    title: 'Impressum',
    description:
      'Impressum von {brand}: Anbieterkennzeichnung nach § 5 DDG und Verantwortlicher nach § 18 Abs. 2 MStV.',
  },
  title: 'Impressum',
  body: [
    { h2: 'Angaben gemäß § 5 DDG' },
    {
      ul: ['{founder}, {brand}', '[[Straße Hausnummer]]', '[[PLZ Ort]]', 'Deutschland'],
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

    { h2: 'Berufsbezeichnung und berufsrechtliche Regelungen' },
    {
      p: '[[Nur bei einem reglementierten Beruf oder einer Kammerzugehörigkeit: Berufsbezeichnung, Staat der Verleihung, zuständige Kammer und berufsrechtliche Regelungen; andernfalls diesen Abschnitt entfernen]]',
    },

    { h2: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV' },
    { p: '{founder}, [[Straße Hausnummer]], [[PLZ Ort]]' },

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
      p: 'Die Texte, Grafiken und Bilder dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen meiner vorherigen Zustimmung bzw. der des jeweiligen Rechteinhabers.',
    },

    { h2: 'Datenschutz' },
    { p: 'Wie ich mit personenbezogenen Daten umgehe, erläutert die [Datenschutzerklärung](route:datenschutz).' },
  ],
};

export const datenschutz: Content['datenschutz'] = {
  seo: {
    title: 'Datenschutzerklärung',
    description:
      'Welche Daten diese Website verarbeitet: Hosting, Speicherung im Browser, Terminbuchung, Reichweitenmessung nur mit Ihrer Einwilligung – und Ihre Rechte.',
  },
  title: 'Datenschutzerklärung',
  body: [
    { h2: 'Auf einen Blick' },
    {
      p: 'Diese Website ist eine statische Website ohne Benutzerkonten und ohne Formulare. Sie setzt selbst keine Cookies, lädt ihre Schriftarten vom eigenen Server und lädt ohne Ihre Einwilligung keine Skripte oder Inhalte von Drittanbietern. Eine Reichweitenmessung findet nur statt, wenn Sie ihr ausdrücklich zustimmen.',
    },

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
      p: 'Einen Datenschutzbeauftragten habe ich nicht benannt, da hierzu keine gesetzliche Pflicht besteht (Art. 37 DSGVO, § 38 BDSG). [[Bitte prüfen; falls doch ein Datenschutzbeauftragter benannt ist, hier dessen Kontaktdaten angeben]]',
    },

    { h2: 'Hosting und Server-Logfiles' },
    { p: 'Diese Website wird als statische Website bereitgestellt von: [[Name und Anschrift des Hosters]].' },
    {
      p: 'Bei jedem Aufruf einer Seite oder Datei speichert der Hoster automatisch folgende Angaben, die Ihr Browser übermittelt, in Server-Logfiles:',
    },
    {
      ul: [
        'IP-Adresse des anfragenden Geräts',
        'Datum und Uhrzeit des Zugriffs',
        'aufgerufene Seite oder Datei',
        'Referrer (die zuvor besuchte Seite, sofern übermittelt)',
        'verwendeter Browser und Betriebssystem (User-Agent)',
        'HTTP-Statuscode der Antwort',
      ],
    },
    {
      p: 'Die Verarbeitung dient dem sicheren und stabilen Betrieb der Website, etwa der Abwehr von Angriffen und der Fehleranalyse. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in einer sicheren und funktionsfähigen Bereitstellung der Website. Die Logfiles werden nach [[7]] Tagen gelöscht.',
    },
    {
      p: 'Der Hoster verarbeitet die Daten in meinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). [[Falls der Hoster Daten außerhalb der EU verarbeitet: Drittland und Grundlage der Übermittlung, z. B. EU-US Data Privacy Framework oder Standardvertragsklauseln]]',
    },
    { p: 'Die Website wird über eine mit TLS verschlüsselte Verbindung (HTTPS) ausgeliefert.' },

    { h2: 'Keine Cookies: lokale Speicherung im Browser' },
    {
      p: 'Diese Website setzt selbst keine Cookies. Sie legt lediglich folgende Einträge im lokalen Speicher (Local Storage) Ihres Browsers ab:',
    },
    {
      ul: [
        '**Sprache** (Schlüssel „lang“): die von Ihnen gewählte Sprache bzw., solange Sie keine gewählt haben, die aus Ihren Browsereinstellungen ermittelte Sprache, damit Ihnen die Website in Ihrer bevorzugten Sprache angezeigt wird.',
        '**Einwilligungsentscheidung** (Schlüssel „analytics-consent“): nur wenn die Reichweitenmessung aktiviert ist (siehe unten) und Sie im Einwilligungsbanner eine Wahl getroffen haben. Gespeichert wird Ihre Entscheidung (Zustimmung oder Ablehnung), damit das Banner nicht bei jedem Seitenaufruf erneut erscheint.',
      ],
    },
    {
      p: 'Diese Einträge bleiben auf Ihrem Gerät; sie werden nicht an mich oder an Dritte übermittelt. Ihre Speicherung ist unbedingt erforderlich, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen, nämlich die Anzeige in Ihrer Sprache bzw. die Beachtung Ihrer Entscheidung (§ 25 Abs. 2 Nr. 2 TDDDG). Soweit dabei personenbezogene Daten verarbeitet werden, ist Rechtsgrundlage Art. 6 Abs. 1 lit. f DSGVO. Die Einträge bleiben gespeichert, bis Sie sie löschen; das können Sie jederzeit in den Einstellungen Ihres Browsers tun (Websitedaten löschen).',
    },

    { h2: 'Service Worker und Offline-Nutzung' },
    {
      p: 'Diese Website installiert in Ihrem Browser einen sogenannten Service Worker. Er speichert Seiten und Dateien dieser Website (etwa Skripte, Schriftarten und Grafiken) im Cache-Speicher Ihres Browsers (Cache Storage), damit bereits besuchte Seiten schnell laden und auch ohne Internetverbindung abrufbar sind. Der Cache enthält nur Inhalte dieser Website und verbleibt auf Ihrem Gerät; Daten an Dritte werden dabei nicht übermittelt.',
    },
    {
      p: 'Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG und, soweit personenbezogene Daten betroffen sind, Art. 6 Abs. 1 lit. f DSGVO; mein berechtigtes Interesse liegt in einer schnellen und zuverlässig erreichbaren Website. Sie können den Service Worker und den Cache jederzeit in den Einstellungen Ihres Browsers entfernen (Websitedaten löschen).',
    },

    { h2: 'Schriftarten' },
    {
      p: 'Die Schriftarten sind lokal eingebunden und werden vom Server dieser Website geladen. Eine Verbindung zu Servern von Schriftanbietern (etwa Google Fonts) wird nicht aufgebaut.',
    },

    { h2: 'Terminbuchung' },
    {
      p: 'Die Schaltflächen zur Buchung eines {call:compound}-Gesprächs führen zur Buchungsseite eines externen Terminbuchungsdienstes, die sich in einem neuen Tab öffnet. Anbieter ist [[Name und Anschrift des Terminbuchungsanbieters, z. B. Cal.com, Inc., USA]].',
    },
    {
      p: 'Alle weiteren Daten werden erst verarbeitet, wenn Sie die Buchungsseite aufrufen. Dann verarbeitet der Anbieter die technisch übermittelten Daten (etwa Ihre IP-Adresse) sowie die Angaben, die Sie dort machen (etwa Name, E-Mail-Adresse, gewünschter Termin und gegebenenfalls eine Nachricht). Ihre Buchungsangaben erhalte ich, um das Gespräch vorzubereiten und durchzuführen.',
    },
    {
      p: 'Rechtsgrundlage für die Verarbeitung zur Terminbuchung ist Art. 6 Abs. 1 lit. b DSGVO (Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage). Ich lösche die Buchungsdaten, sobald sie hierfür nicht mehr erforderlich sind und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. [[Falls der Anbieter Daten außerhalb der EU verarbeitet: Drittland und Grundlage der Übermittlung, z. B. EU-US Data Privacy Framework oder Standardvertragsklauseln]]',
    },
    {
      p: 'Einzelheiten zur Datenverarbeitung durch den Anbieter finden Sie in dessen Datenschutzerklärung: [[Link zur Datenschutzerklärung des Terminbuchungsanbieters]].',
    },

    { h2: 'Links zu ChatGPT und {network}' },
    {
      p: 'Diese Website verlinkt auf Custom GPTs in ChatGPT (OpenAI) und auf mein Profil bei {network}. Diese Angebote sind nicht in die Website eingebunden: Eine Verbindung zu ihnen entsteht erst, wenn Sie einen solchen Link anklicken. Ab dann ist der jeweilige Anbieter für die Verarbeitung verantwortlich; es gelten die [Datenschutzrichtlinie von OpenAI](https://openai.com/policies/privacy-policy) bzw. die [Datenschutzrichtlinie von {network}]({networkPrivacyPolicy}).',
    },

    { h2: 'Reichweitenmessung mit Google Analytics (nur mit Einwilligung)' },
    {
      p: 'Sofern ich die Reichweitenmessung aktiviert habe, fragt Sie beim ersten Besuch ein Banner nach Ihrer Einwilligung. Nur wenn Sie dort aktiv zustimmen, wird Google Analytics 4 geladen, ein Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Ohne Ihre Einwilligung wird weder das Skript geladen noch eine Anfrage an Google gesendet.',
    },
    {
      p: 'Google Analytics erfasst pseudonyme Nutzungsdaten, die mir zeigen, wie die Website genutzt wird, insbesondere:',
    },
    {
      ul: [
        'Seitenaufrufe (Ereignis „page_view“) mit aufgerufener Seite, zuvor besuchter Seite sowie Datum und Uhrzeit',
        'auf der Startseite Klicks auf eine Schaltfläche zur Terminbuchung (Ereignis „cta_click“)',
        'technische Angaben wie Browser, Betriebssystem, Gerätetyp, Bildschirmgröße und Spracheinstellung',
        'den ungefähren Standort (Land, Region, Stadt); die IP-Adresse wird dafür nur gekürzt verwendet und von Google nicht gespeichert',
        'eine zufällig erzeugte Kennung Ihres Browsers, die in den Cookies „_ga“ und „_ga_…“ gespeichert wird (Speicherdauer bis zu 2 Jahre)',
      ],
    },
    {
      p: 'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Google verarbeitet die Daten in meinem Auftrag (Art. 28 DSGVO). Die Nutzungsdaten werden nach [[14]] Monaten gelöscht.',
    },
    {
      p: 'Dabei können Daten an Google LLC in die USA übermittelt werden. Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für diese Übermittlung besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO). Weitere Informationen finden Sie in der [Datenschutzerklärung von Google](https://policies.google.com/privacy).',
    },
    {
      p: '**Widerruf:** Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Öffnen Sie dazu über den Link „Datenschutz-Einstellungen“ im Fußbereich jeder Seite das Banner erneut und lehnen Sie die Reichweitenmessung ab. Bereits gesetzte Cookies können Sie in Ihrem Browser löschen. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.',
    },

    { h2: 'Kontakt per E-Mail' },
    {
      p: 'Wenn Sie mir eine E-Mail schreiben, verarbeite ich Ihre E-Mail-Adresse, gegebenenfalls Ihren Namen und den Inhalt Ihrer Nachricht, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf einen Vertrag oder dessen Anbahnung gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an der Beantwortung von Anfragen). Ich lösche die Daten, sobald Ihre Anfrage abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungspflichten, etwa nach Handels- und Steuerrecht, entgegenstehen.',
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
      p: 'Sie sind weder gesetzlich noch vertraglich verpflichtet, personenbezogene Daten bereitzustellen. Ohne die technisch notwendigen Verbindungsdaten kann die Website jedoch nicht angezeigt werden, und ohne Ihre Angaben kann kein Termin gebucht werden. Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.',
    },

    { p: 'Stand: [[Monat Jahr]]' },
  ],
};
