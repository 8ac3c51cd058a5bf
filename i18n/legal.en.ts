// Legal notice and privacy policy in English: a translation, unless English is the site's first language
// or `legalLanguage` in site.config.ts (pages/Legal.tsx says so atop each page).
// Details of the owner not yet known are [[placeholders]], shown highlighted until replaced.
// Markup: see i18n/types.ts.
import type { Content } from './types.ts';

export const impressum: Content['impressum'] = {
  seo: {
    title: 'Legal notice',
    description:
      'Legal notice of {brand}: provider information under Section 5 DDG, contact details and notes on liability for content and links, and on copyright.',
  },
  title: 'Legal notice',
  body: [
    { h2: 'Information pursuant to Section 5 DDG (German Digital Services Act)' },
    {
      ul: [
        '{founder}, {brand}',
        '[[Street and number]]',
        '[[Postcode and city]]',
        'Germany',
        '[[Only if registered or a company: if entered in the commercial, partnership, cooperative or association register (also as an e. K.), the register court and registration number; for a company (e.g. a GmbH or UG) also the legal form and authorised representatives, where applicable a note that it is being wound up or in liquidation and, if you state its capital, also the contributions outstanding; otherwise remove this line]]',
      ],
    },

    { h2: 'Contact' },
    {
      ul: ['Email: [{email}](mailto:{email})', 'Phone: [[Phone number]]'],
    },

    { h2: 'VAT ID and business ID' },
    {
      ul: [
        'VAT identification number: [[VAT ID under Section 27a UStG, if any]]',
        'Business identification number: [[Wirtschafts-IdNr. under Section 139c AO, if any]]',
      ],
    },

    { h2: 'Supervisory authority' },
    {
      p: '[[Only if your activity requires official authorisation (e.g. as an estate agent under Section 34c GewO): name and address of the competent supervisory authority; otherwise remove this section]]',
    },

    { h2: 'Professional title and professional regulations' },
    {
      p: '[[Only for a regulated profession or membership of a professional chamber: professional title, country where it was awarded, competent chamber, the professional regulations and where they can be accessed; otherwise remove this section]]',
    },

    { h2: 'Responsible for content under Section 18(2) MStV (Interstate Media Treaty)' },
    {
      p: '{founder}, [[Street and number]], [[Postcode and city]] [[Only needed if the website has journalistic-editorial content, such as a blog; otherwise remove this section]]',
    },

    { h2: 'Consumer dispute resolution' },
    {
      p: 'I am neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG, German Consumer Dispute Resolution Act).',
    },

    { h2: 'Liability for content' },
    {
      p: 'I have prepared the content of this website with care. Even so, I cannot guarantee that it is correct, complete and up to date. I am liable for my own content under general law. As soon as I become aware of an infringement, I will remove the content concerned without delay.',
    },

    { h2: 'Liability for links' },
    {
      p: 'This website contains links to third-party websites whose content I have no control over. Each of those providers alone is responsible for its content. No infringements were apparent at the time of linking. As soon as I become aware of an infringement, I will remove the link concerned without delay.',
    },

    { h2: 'Copyright' },
    {
      p: 'The texts, graphics and images on this website are protected by German copyright law. Reproduction, editing, distribution and any use beyond the limits of copyright law require my prior consent or that of the respective rights holder.',
    },

    { h2: 'Privacy' },
    {
      p: 'How I handle personal data is explained in the [privacy policy](route:datenschutz).',
    },
  ],
};

// The build puts the privacy policy together (site/privacy.ts): a section for each feature this
// build has, each with the list of what it stores or contacts (`{ declared: true }`), from the
// declaration. A section for a feature that is off does not appear, and its [[gaps]] do not count.
export const datenschutz: Content['datenschutz'] = {
  seo: {
    title: 'Privacy policy',
    description:
      'What data this website processes: hosting, what your browser stores, call booking, linked services – and your rights.',
  },
  title: 'Privacy policy',
  glance: {
    title: 'At a glance',
    text: 'This is a static website without user accounts and without forms. In short:',
    noCookies: 'This website sets no cookies.',
    noThirdParties:
      'When you open a page, your browser connects to no server but this one; it only connects to another provider when you click a link to it.',
    noThirdPartiesWithoutConsent:
      'Without your consent, your browser connects to no server but this one when you open a page; it only connects to another provider when you click a link to it.',
  },
  intro: [
    { h2: 'Controller' },
    {
      p: 'The controller responsible for processing personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is:',
    },
    {
      ul: [
        '{founder}, {brand}',
        '[[Street and number]], [[Postcode and city]], Germany',
        'Email: [{email}](mailto:{email})',
        'Phone: [[Phone number]]',
      ],
    },
    {
      p: 'I have not appointed a data protection officer, as there is no legal obligation to do so (Art. 37 GDPR, Section 38 BDSG). [[An appointment is required if, as a rule, at least 20 people are constantly engaged in the automated processing of personal data, or if your core activities consist of large-scale monitoring of individuals or large-scale processing of special categories of data (Art. 9 GDPR): then replace the previous sentence with the data protection officer’s contact details; otherwise just delete this note]]',
    },
  ],
  sections: {
    hosting: {
      title: 'Hosting and server log files',
      summary: 'Each time a page is requested, technically necessary access data is stored in server log files.',
      body: [
        { p: 'This static website is hosted by {host}.' },
        {
          p: 'Each time a page or file is requested, the web server automatically stores the following access data in server log files:',
        },
        {
          ul: [
            'IP address of the requesting device',
            'date and time of the request',
            'page or file requested',
            'referrer (the previously visited page, if sent)',
            'browser and operating system used (user agent)',
            'HTTP status code of the response and amount of data transferred',
          ],
        },
        {
          p: 'This processing keeps the website secure and stable, for example by fending off attacks and analysing errors. The legal basis is Art. 6(1)(f) GDPR; my legitimate interest lies in providing the website securely and reliably. The log files are deleted [[after 7 days: when your host deletes its server logs, according to its settings, its privacy policy or the data processing agreement; if it names no period, ask it (Art. 13(2)(a) GDPR asks for the period, or at least the criteria for it); on a server you rent: per your log rotation]].',
        },
        { p: '{hostAgreement}' },
        { p: '{hostTransfer}' },
        { p: 'The website is delivered over a TLS-encrypted connection (HTTPS).' },
      ],
    },
    language: {
      title: 'Your choice of language',
      summary: 'Only if you choose a language in the language menu does your browser remember that choice.',
      body: [
        {
          p: 'On every visit, the website checks afresh which language your browser prefers; nothing is stored for that. Only when you explicitly choose a language in the language menu does it keep your choice in your browser’s local storage:',
        },
        { declared: true },
        {
          p: 'The entry stays on your device; it is sent neither to me nor to third parties. Without it, the website could not respect the language you explicitly chose when you next visit. My legitimate interest lies in showing you the website in the language you chose.',
        },
      ],
    },
    offline: {
      title: 'Service worker and offline use',
      summary:
        'A service worker keeps this website’s public files and the pages you have opened in your browser’s cache, so that they load quickly, even without a connection.',
      body: [
        {
          p: 'As soon as you open the first page of this website, it installs a service worker in your browser: a small script that runs in the background. It stores this website’s public files (scripts, fonts, graphics) and the pages you open in your browser’s cache storage, so that they load quickly and can be read without an internet connection:',
        },
        { declared: true },
        {
          p: 'The cache only holds public content of this website and no identifier; it stays on your device, and nothing is sent to third parties. Your browser fetches the files the service worker loads in advance, and the service worker’s own script, from this website’s server like any other file, which produces the access data listed in the section on hosting. When one of the files it serves from the cache changes, the service worker replaces the cache with a new one on your next visit and deletes the old one, with the pages kept in it; if only the text of a page changes, the cache stays. My legitimate interest lies in a fast and reliably available website. You can remove the service worker and the cache at any time in your browser settings (clear site data).',
        },
      ],
    },
    fonts: {
      title: 'Fonts',
      summary: 'Fonts come from this website’s own server, not from Google Fonts or any other provider.',
      body: [
        {
          p: 'The fonts are hosted locally and loaded from this website’s own server. No connection is made to the servers of font providers (such as Google Fonts).',
        },
      ],
    },
    booking: {
      title: 'Booking a call',
      summary:
        'You book a call on the page of an external scheduling service, which only opens when you click a booking button.',
      body: [
        {
          p: 'The buttons for booking a call lead to the booking page of an external scheduling service, which opens in a new tab. The provider is [[Name and address of the scheduling service, e.g. Cal.com, Inc., USA]]. It processes your booking details [[on my behalf under a data processing agreement (Art. 28 GDPR); if the provider also uses the data for its own purposes, instead: as a controller in its own right, under its privacy policy]].',
        },
        { declared: true },
        {
          p: 'Until you open the booking page, the provider learns nothing of your visit: this website embeds no scripts or content from it, and when you click, it does not pass on which page you came from. On the booking page, the provider processes the technically transmitted data (such as your IP address) and the details you enter there (such as name, email address, preferred time and, if you wish, a message). I receive your booking details in order to prepare for and hold the call.',
        },
        {
          p: 'You receive the booking confirmation and reminders by email [[who sends them: usually the scheduling service itself, then “from the scheduling service”; if your own email service sends them, “via” followed by its name and address, as processor (Art. 28 GDPR)]], and the appointment is entered in my calendar on [[calendar service with name and address, e.g. Google Workspace or Microsoft 365, as processor (Art. 28 GDPR)]]. The call is held as a video call on [[video call service with name and address, e.g. Google Meet, Microsoft Teams or Zoom, as processor (Art. 28 GDPR)]]; the service processes your name, your connection data and, if you turn on your camera and microphone, picture and sound. The legal basis is Art. 6(1)(b) GDPR where you yourself are, or wish to become, a party to the contract; where you book for a company or another organisation, my legitimate interest in preparing for and holding the call (Art. 6(1)(f) GDPR).',
        },
        {
          p: 'I delete the booking data as soon as it is no longer needed for this purpose and no statutory retention obligations apply. [[If the scheduling, calendar, email or video call service processes data outside the EU: for each, the third country and basis of the transfer, e.g. EU-US Data Privacy Framework (Art. 45 GDPR) or standard contractual clauses (Art. 46(2)(c) GDPR)]] For details of how the provider processes data: [[Link to the scheduling service’s privacy policy]].',
        },
      ],
    },
    signup: {
      title: 'Signing up for the Rapid Frames alpha',
      summary:
        'You sign up for the Rapid Frames alpha on the page of an external provider, which only opens when you click a sign-up button.',
      body: [
        {
          p: 'The sign-up buttons on the Rapid Frames page lead to the sign-up form of an external provider, which opens in a new tab. The provider is [[Name and address of the sign-up form provider]]. It processes your details [[on my behalf under a data processing agreement (Art. 28 GDPR); if the provider also uses the data for its own purposes, instead: as a controller in its own right, under its privacy policy]].',
        },
        { declared: true },
        {
          p: 'There, the provider processes the technically transmitted data (such as your IP address) and the details you enter in the form. I receive your sign-up in order to give you access to the alpha and to support you during it. I delete your details when the alpha ends, unless we agree otherwise and no statutory retention obligations apply. [[If the provider processes data outside the EU: third country and basis of the transfer]] For details of how the provider processes data: [[Link to the sign-up form provider’s privacy policy]].',
        },
      ],
    },
    links: {
      title: 'Links to {toolPlatform} and {network}',
      summary:
        'Links to my AI tools on {toolPlatform} and to my {network} profile only connect you to these providers when you click them.',
      body: [
        {
          p: 'This website links to my AI tools on {toolPlatform} ({toolPlatformProvider}) and to my {network} profile. These services are not embedded: your browser only connects to them when you click such a link, and the website does not pass on which page you came from.',
        },
        { declared: true },
        {
          p: 'Once you click, the provider concerned is responsible for processing your data, and its privacy policy, linked above, applies.',
        },
      ],
    },
    analytics: {
      title: 'Website analytics with Google Analytics (only with your consent)',
      summary:
        'Google Analytics only runs if you agree in the banner; only then are cookies set and usage data sent to Google.',
      body: [
        {
          p: 'On your first visit, a banner asks whether I may measure how this website is used with Google Analytics 4, a service of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”). Only if you agree does the website load Google’s script. Before that, and after you decline, it sends no request to Google and no cookies are set.',
        },
        {
          p: 'Google Analytics collects pseudonymous usage data that shows me how the website is used. The website itself reports these events:',
        },
        {
          ul: [
            'page views (event “page_view”) with the address and title of the page visited, the previously visited page (referrer), and the date and time',
            'on the home page, clicks on a button for booking a call (event “cta_click”)',
          ],
        },
        { p: 'In its default settings, Google Analytics also records these events of its own accord:' },
        {
          ul: [
            'your first visit, the start of each session and the time you spend actively using a page (events “first_visit”, “session_start”, “user_engagement”)',
            'as “enhanced measurement”: a further page view (“page_view”) whenever the address changes without the page reloading, scrolling to near the end of a page (90% of its length, “scroll”), clicks on links to other websites (“click”), search terms from search parameters in a page’s address, such as “q” or “search” (“view_search_results”), downloads of files such as PDF documents (“file_download”), playing embedded YouTube videos (“video_start”, “video_progress”, “video_complete”) and filling in forms (“form_start”, “form_submit”); this website has no videos, forms or search of its own, but Google Analytics records search terms all the same when the address by which you open a page holds such a parameter',
          ],
        },
        {
          p: '[[Enhanced measurement: in Google Analytics, turn it off under Admin → Data collection and modification → Data streams → your web stream → Enhanced measurement and strike its events above; if it stays on, just delete this note]]',
        },
        { p: 'With each event, Google also receives:' },
        {
          ul: [
            'technical details such as browser, operating system, device type, screen resolution and browser language',
            'your approximate location (country, region, city), which Google derives from your IP address',
            'a randomly generated identifier of your browser and the state of your session, stored in the cookies listed below',
          ],
        },
        {
          p: 'Your IP address necessarily reaches Google with every request. According to Google, Google Analytics 4 does not log or store IP addresses: Google receives measurement data from devices in the EU on servers in the EU and uses the IP address there only to derive your approximate location, after which it is discarded. This website turns off Google signals, with which Google could link usage data to signed-in Google accounts; it also turns off the use of the data for personalised advertising.',
        },
        {
          p: '[[Data sharing: in Google Analytics under Admin → Account settings → Account details → Data sharing settings, turn off “Google products & services”, then just delete this note; if it stays on, write instead: “To that extent Google also uses the data for its own purposes, as a controller in its own right.”]]',
        },
        { p: 'In detail, for analytics the website stores and contacts:' },
        { declared: true },
        {
          p: 'Google’s script sets both Google Analytics cookies as this website’s own (first-party) cookies, on its main domain without “www.”, so that they apply to every subdomain of that domain. Google’s script reads their content and sends it to Google with each event. Like every cookie of this domain, your browser also sends them to this website’s server with each request; I do not evaluate them there.',
        },
        {
          p: 'Your choice in the banner is stored with its date, whichever way you decide, so that the banner does not reappear on every page; after {consentMonths} months it asks you again. My legitimate interest lies in respecting your choice.',
        },
        {
          p: '{googleTerms} Google keeps the individual events and the details linked to your browser’s identifier for [[2 or 14: the period set in your property under Admin → Data collection and modification → Data retention; if event data and user data are set differently, give both]] months and then deletes them. For the details about your browser, this period starts again with each new activity on this website. [[Applies with the default setting “Reset user data on new activity” (on): then just delete this note; if it is off, also delete the previous sentence]] Aggregated reports, such as the number of page views per day, are not covered by this period and are kept.',
        },
        {
          p: 'Google may also transfer the data to Google LLC in the USA. Google LLC is certified under the EU-US Data Privacy Framework; transfers to certified companies are covered by an adequacy decision of the European Commission (Art. 45 GDPR).',
        },
        {
          p: '**Withdrawal:** You can withdraw your consent at any time with effect for the future. To do so, reopen the banner via “Privacy settings” in the footer of any page and decline analytics. The website then deletes the Google Analytics cookies listed above and reloads the page without Google Analytics. Withdrawal does not affect the lawfulness of processing carried out before it.',
        },
      ],
    },
  },
  closing: [
    { h2: 'Contact by email' },
    {
      p: 'If you email me, I process your email address, your name if given, and the content of your message in order to answer your enquiry. The legal basis is Art. 6(1)(b) GDPR where your enquiry concerns a contract or steps towards one, and otherwise Art. 6(1)(f) GDPR (legitimate interest in answering enquiries). I delete the data once your enquiry has been dealt with in full and no statutory retention obligations, for example under commercial or tax law, apply.',
    },
    {
      p: 'My email runs on [[email provider with name and address, e.g. Google Workspace (Google Ireland Limited, Ireland) or a German provider, as processor (Art. 28 GDPR); if it processes data outside the EU, the third country and the basis of the transfer]].',
    },

    { h2: 'Your rights' },
    { p: 'You have the following rights in relation to your personal data:' },
    {
      ul: [
        'access (Art. 15 GDPR)',
        'rectification (Art. 16 GDPR)',
        'erasure (Art. 17 GDPR)',
        'restriction of processing (Art. 18 GDPR)',
        'data portability (Art. 20 GDPR)',
        'withdrawal of consent given, with effect for the future (Art. 7(3) GDPR)',
      ],
    },
    {
      p: '**Right to object (Art. 21 GDPR):** Where I process your data on the basis of Art. 6(1)(f) GDPR, you may object to this processing at any time on grounds relating to your particular situation.',
    },
    { p: 'To exercise your rights, an informal message to [{email}](mailto:{email}) is enough.' },
    {
      p: 'You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the Member State of your habitual residence, your place of work or the place of the alleged infringement. The authority responsible for me is [[Name of the data protection supervisory authority of the federal state]].',
    },

    { h2: 'Provision of data and automated decision-making' },
    {
      p: 'You are under no statutory or contractual obligation to provide personal data. However, without the technically necessary connection data the website cannot be displayed, and without your details I cannot handle a request, such as a booking. There is no automated decision-making, including profiling (Art. 22 GDPR).',
    },

    { p: 'Last updated: [[Month Year]]' },
  ],
  facts: {
    kinds: {
      localStorage: 'Local storage',
      cookie: 'Cookie',
      cacheStorage: 'Cache storage',
      serviceWorker: 'Service worker',
    },
    purposes: {
      language:
        'the language you chose in the language menu, so that you see the website in it on your next visit too.',
      serviceWorker:
        'the script that stores this website’s public files and the pages you open in your browser’s cache, so that pages load quickly and stay readable offline; it holds no identifier and only fetches this website’s files from its own server.',
      cache:
        'this website’s public files and the pages you have opened, with no identifier; none of it is sent anywhere. Its name follows the files the service worker serves from the cache and changes when one of them does.',
      booking: 'the scheduling service’s booking page.',
      signup: 'the sign-up form for the Rapid Frames alpha.',
      gpts: 'my AI tools on {toolPlatform} ({toolPlatformProvider}).',
      profile: 'my {network} profile.',
      consent:
        'your choice in the consent banner (agree or decline) and its date, so that the banner does not reappear on every page.',
      gaClientCookie:
        'a randomly generated identifier of your browser, by which Google Analytics recognises returning visits, and the time it was generated.',
      gaSessionCookie:
        'the state of your sessions for Google Analytics (the start of the current session, the number of your sessions so far, the time of your last activity).',
      gaScript: 'the website loads the Google Analytics script (gtag.js) from here.',
      gaCollect: 'these Google servers receive the usage data.',
    },
    when: {
      always: 'as soon as you open a page of this website',
      choice: 'only once you make a choice yourself',
      consent: 'only after you consent in the banner',
      click: 'only when you click a link to it (new tab)',
    },
    retention: {
      untilDeleted: 'until you clear the site data in your browser',
      untilAssetsChange:
        'until your next visit after one of the files the service worker serves from the cache has changed, at most until you clear the site data',
      consentLifetime:
        'until your first visit once {consentMonths} months have passed since your choice (the banner then asks again), at most until you clear the site data',
      twoYears:
        '2 years from your last visit with consent (each such visit renews it), unless you delete the cookie before then; the website deletes it at once if you decline analytics, and likewise on your first visit once {consentMonths} months have passed since your choice (the banner then asks again)',
    },
    basis: {
      consent: 'your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR)',
      necessary:
        'strictly necessary to provide what you expressly request, that is, the pages you open and the settings you choose (Section 25(2) no. 2 TDDDG); insofar as personal data is processed, my legitimate interest (Art. 6(1)(f) GDPR)',
      contract:
        'steps taken at your request prior to entering into a contract (Art. 6(1)(b) GDPR); where you act for a company or another organisation, my legitimate interest in handling your request (Art. 6(1)(f) GDPR)',
      contractMeasured:
        'steps taken at your request prior to entering into a contract (Art. 6(1)(b) GDPR); where you act for a company or another organisation, my legitimate interest in handling your request (Art. 6(1)(f) GDPR); the click itself is measured for analytics only with your consent (see that section)',
      none: 'none needed, as I process no data here; the provider concerned alone is responsible',
      noneMeasured:
        'none needed, as I process no data when you click, except, with your consent, for analytics (see that section); for everything else the provider concerned alone is responsible',
    },
    labels: {
      when: 'When',
      retention: 'Storage period',
      basis: 'Legal basis',
      privacyPolicy: 'Provider’s privacy policy',
      subdomainsOf: 'Servers under',
    },
    quotes: { open: '“', close: '”' },
  },
  setup: {
    hosts: {
      netlify: 'Netlify, Inc., USA',
      cloudflare: 'Cloudflare, Inc., USA',
      vercel: 'Vercel, Inc., USA',
      github:
        'GitHub, Inc. (GitHub Pages), USA; GitHub states that it also logs access data for its own security purposes, as a controller in its own right',
      us: '[[Name and address of the hosting provider based in the USA, e.g. Amazon Web Services, Inc. for S3 and CloudFront; for a server you rent, its provider]]',
      eu: '[[Name and address of the hosting provider based, with its servers, in the EU; for a server you rent, its provider]]',
    },
    usTransfer:
      'The hosting provider is based in the USA, so your access data may be transferred to the USA, a third country outside the EU. The transfer is based on [[the hosting provider’s certification under the EU-US Data Privacy Framework, covered by an adequacy decision of the European Commission (Art. 45 GDPR), and/or the standard contractual clauses agreed with it (Art. 46(2)(c) GDPR): check at dataprivacyframework.gov and in your contract with the host]].',
    hostAgreement:
      'The hosting provider processes the data on my behalf under a data processing agreement (Art. 28 GDPR).',
    googleTerms:
      'Google processes the usage data on my behalf; I have accepted Google’s data processing terms (Art. 28 GDPR).',
    undecided: {
      host: '[[Hosting provider: choose it in site.config.ts under privacy.host]]',
      hostAgreement:
        '[[Data processing agreement with the hosting provider (Art. 28 GDPR): say in site.config.ts under privacy.hostAgreement whether one is concluded]]',
      googleTerms:
        '[[Processing by Google (Art. 28 GDPR): say in site.config.ts under privacy.googleTerms whether Google’s data processing terms are accepted in Google Analytics]]',
    },
  },
};
