// Legal notice and privacy policy (English translation; the German version is legally binding).
// Details of the owner not yet known are [[placeholders]], shown highlighted until replaced.
// Markup: see i18n/types.ts.
import type { Content } from './types.ts';

export const impressum: Content['impressum'] = {
  seo: {
    title: 'Legal Notice',
    description:
      'Legal notice of {brand}: provider information under Section 5 DDG and person responsible for content under Section 18(2) MStV.',
  },
  title: 'Legal Notice',
  body: [
    { h2: 'Information pursuant to Section 5 DDG (German Digital Services Act)' },
    {
      ul: ['{founder}, {brand}', '[[Street and number]]', '[[Postcode and city]]', 'Germany'],
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

    { h2: 'Professional title and professional regulations' },
    {
      p: '[[Only for a regulated profession or membership of a professional chamber: professional title, country where it was awarded, competent chamber and professional regulations; otherwise remove this section]]',
    },

    { h2: 'Responsible for content under Section 18(2) MStV (Interstate Media Treaty)' },
    { p: '{founder}, [[Street and number]], [[Postcode and city]]' },

    { h2: 'Consumer dispute resolution' },
    {
      p: 'I am neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG, German Consumer Dispute Resolution Act).',
    },

    { h2: 'Liability for content' },
    {
      p: 'I have prepared the content of this website with care. Even so, I cannot guarantee that it is correct, complete and up to date. I am responsible for my own content under the general laws. As soon as I become aware of an infringement, I will remove the content concerned without delay.',
    },

    { h2: 'Liability for links' },
    {
      p: 'This website contains links to third-party websites whose content I have no control over. The respective provider alone is responsible for that content. No infringements were apparent at the time of linking. As soon as I become aware of an infringement, I will remove the link concerned without delay.',
    },

    { h2: 'Copyright' },
    {
      p: 'The texts, graphics and images on this website are protected by German copyright law. Reproduction, editing, distribution and any use beyond the limits of copyright law require my prior consent or that of the respective rights holder.',
    },

    { h2: 'Privacy' },
    {
      p: 'How I handle personal data is explained in the [privacy policy](route:datenschutz). This English version is a translation for your convenience; only the German version is legally binding.',
    },
  ],
};

export const datenschutz: Content['datenschutz'] = {
  seo: {
    title: 'Privacy Policy',
    description:
      'What data this website processes: hosting, storage in your browser, call booking, analytics only with your consent – and your rights.',
  },
  title: 'Privacy Policy',
  body: [
    { h2: 'At a glance' },
    {
      p: 'This is a static website without user accounts and without forms. It sets no cookies of its own, serves its fonts from its own server and loads no third-party scripts or content without your consent. Visitor analytics only run if you explicitly agree to them. This English version is a translation for your convenience; only the German version is legally binding.',
    },

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
      p: 'I have not appointed a data protection officer, as there is no legal obligation to do so (Art. 37 GDPR, Section 38 BDSG). [[Please check; if a data protection officer has been appointed, give their contact details here]]',
    },

    { h2: 'Hosting and server log files' },
    { p: 'This website is served as a static website by: [[Name and address of the hosting provider]].' },
    {
      p: 'Each time a page or file is requested, the hosting provider automatically stores the following information sent by your browser in server log files:',
    },
    {
      ul: [
        'IP address of the requesting device',
        'date and time of the request',
        'page or file requested',
        'referrer (the previously visited page, if sent)',
        'browser and operating system used (user agent)',
        'HTTP status code of the response',
      ],
    },
    {
      p: 'This processing serves the secure and stable operation of the website, for example to fend off attacks and to analyse errors. The legal basis is Art. 6(1)(f) GDPR; my legitimate interest lies in providing the website securely and reliably. The log files are deleted after [[7]] days.',
    },
    {
      p: 'The hosting provider processes the data on my behalf under a data processing agreement (Art. 28 GDPR). [[If the hosting provider processes data outside the EU: third country and basis of the transfer, e.g. EU-US Data Privacy Framework or standard contractual clauses]]',
    },
    { p: 'The website is delivered over a TLS-encrypted connection (HTTPS).' },

    { h2: 'No cookies: local storage in your browser' },
    {
      p: 'This website sets no cookies of its own. It only stores the following entries in your browser’s local storage:',
    },
    {
      ul: [
        '**Language** (key “lang”): the language you chose or, as long as you have not chosen one, the language derived from your browser settings, so that the website is shown in your preferred language.',
        '**Consent choice** (key “analytics-consent”): only if analytics are enabled (see below) and you have made a choice in the consent banner. Your decision (consent or refusal) is stored so that the banner does not reappear on every page.',
      ],
    },
    {
      p: 'These entries stay on your device; they are not sent to me or to third parties. Storing them is strictly necessary to provide the service you explicitly requested, namely showing the website in your language or respecting your choice (Section 25(2) no. 2 TDDDG). Insofar as personal data is processed, the legal basis is Art. 6(1)(f) GDPR. The entries remain until you delete them, which you can do at any time in your browser settings (clear site data).',
    },

    { h2: 'Service worker and offline use' },
    {
      p: 'This website installs a so-called service worker in your browser. It stores pages and files of this website (such as scripts, fonts and graphics) in your browser’s cache (Cache Storage), so that pages you have visited load quickly and are available without an internet connection. The cache only contains content of this website and stays on your device; no data is sent to third parties.',
    },
    {
      p: 'The legal basis is Section 25(2) no. 2 TDDDG and, insofar as personal data is concerned, Art. 6(1)(f) GDPR; my legitimate interest lies in a fast and reliably available website. You can remove the service worker and the cache at any time in your browser settings (clear site data).',
    },

    { h2: 'Fonts' },
    {
      p: 'The fonts are hosted locally and loaded from this website’s own server. No connection is made to the servers of font providers (such as Google Fonts).',
    },

    { h2: 'Booking a call' },
    {
      p: 'The buttons for booking a {call:compound} call lead to the booking page of an external scheduling service, which opens in a new tab. The provider is [[Name and address of the scheduling provider, e.g. Cal.com, Inc., USA]].',
    },
    {
      p: 'All other data is only processed once you open the booking page. The provider then processes the technically transmitted data (such as your IP address) and the details you enter there (such as name, email address, preferred time and, if you wish, a message). I receive your booking details in order to prepare for and hold the call.',
    },
    {
      p: 'The legal basis for processing for the booking is Art. 6(1)(b) GDPR (steps taken at your request prior to entering into a contract). I delete the booking data as soon as it is no longer needed for this purpose and no statutory retention obligations apply. [[If the provider processes data outside the EU: third country and basis of the transfer, e.g. EU-US Data Privacy Framework or standard contractual clauses]]',
    },
    {
      p: 'For details of how the provider processes data, see its privacy policy: [[Link to the scheduling provider’s privacy policy]].',
    },

    { h2: 'Links to ChatGPT and {network}' },
    {
      p: 'This website links to custom GPTs in ChatGPT (OpenAI) and to my {network} profile. These services are not embedded in the website: a connection to them is only made when you click such a link. From then on, the respective provider is responsible for the processing; the [OpenAI privacy policy](https://openai.com/policies/privacy-policy) or the [{network} privacy policy]({networkPrivacyPolicy}) applies.',
    },

    { h2: 'Analytics with Google Analytics (only with your consent)' },
    {
      p: 'If I have enabled analytics, a banner asks for your consent on your first visit. Google Analytics 4, a service of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”), is loaded only if you actively agree there. Without your consent, the script is not loaded and no request is sent to Google.',
    },
    { p: 'Google Analytics collects pseudonymous usage data that shows me how the website is used, in particular:' },
    {
      ul: [
        'page views (event “page_view”) with the page visited, the previously visited page, and date and time',
        'on the home page, clicks on a button for booking a call (event “cta_click”)',
        'technical details such as browser, operating system, device type, screen size and language setting',
        'your approximate location (country, region, city); for this, your IP address is only used in shortened form and is not stored by Google',
        'a randomly generated identifier of your browser, stored in the cookies “_ga” and “_ga_…” (retained for up to 2 years)',
      ],
    },
    {
      p: 'The legal basis is your consent (Art. 6(1)(a) GDPR, Section 25(1) TDDDG). Google processes the data on my behalf (Art. 28 GDPR). The usage data is deleted after [[14]] months.',
    },
    {
      p: 'Data may be transferred to Google LLC in the USA. Google LLC is certified under the EU-US Data Privacy Framework; this transfer is therefore covered by an adequacy decision of the European Commission (Art. 45 GDPR). For more information, see [Google’s privacy policy](https://policies.google.com/privacy).',
    },
    {
      p: '**Withdrawal:** You can withdraw your consent at any time with effect for the future. To do so, reopen the banner via the “Privacy settings” link in the footer of every page and decline analytics. You can delete cookies that have already been set in your browser. Withdrawal does not affect the lawfulness of processing carried out before it.',
    },

    { h2: 'Contact by email' },
    {
      p: 'If you email me, I process your email address, your name if given, and the content of your message in order to answer your enquiry. The legal basis is Art. 6(1)(b) GDPR where your enquiry concerns a contract or steps towards one, and otherwise Art. 6(1)(f) GDPR (legitimate interest in answering enquiries). I delete the data once your enquiry has been dealt with in full and no statutory retention obligations, for example under commercial or tax law, apply.',
    },

    { h2: 'Your rights' },
    { p: 'With regard to your personal data, you have the following rights against me:' },
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
      p: 'You are under no statutory or contractual obligation to provide personal data. However, without the technically necessary connection data the website cannot be displayed, and without your details no call can be booked. There is no automated decision-making, including profiling (Art. 22 GDPR).',
    },

    { p: 'Last updated: [[Month Year]]' },
  ],
};
