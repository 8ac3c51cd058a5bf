// Alle sichtbaren Texte auf Deutsch (Hauptsprache der Website). Form und Markup: siehe i18n/types.ts.
// Impressum und Datenschutz stehen in legal.de.ts.
import type { Content } from './types.ts';
import { impressum, datenschutz } from './legal.de.ts';

export const de = {
  common: {
    skipToContent: 'Zum Inhalt springen',
    opensInNewTab: 'öffnet in einem neuen Tab',
    backToHome: 'Zurück zur Startseite',
    duration: '{hours} · Impuls + Q&A',
    durationLabel: 'Dauer',
    breadcrumbHome: 'Startseite',
    notFound: {
      seo: {
        title: 'Seite nicht gefunden',
        description:
          'Diese Seite gibt es nicht oder nicht mehr. Auf der Startseite finden Sie Lösungen, Workshops und Tools von {brand}.',
      },
      title: 'Ups! Seite nicht gefunden',
      text: 'Vielleicht hat sich ein Tippfehler in die Adresse geschlichen, oder die Seite ist umgezogen. Auf der Startseite finden Sie alles Weitere.',
      home: 'Zurück zur Startseite',
    },
    redirect: {
      title: 'Diese Seite ist umgezogen',
      text: 'Sie werden automatisch zur neuen Adresse weitergeleitet. Falls das nicht klappt, führt Sie dieser Link dorthin:',
      link: 'Weiter zur neuen Adresse',
    },
    consent: {
      title: 'Darf ich die Nutzung der Website auswerten?',
      text: 'Mit Ihrer Einwilligung setze ich Google Analytics ein, um zu verstehen, welche Inhalte wirklich weiterhelfen. Dabei werden Cookies gesetzt und Nutzungsdaten an Google übermittelt. Ohne Einwilligung wird Google Analytics nicht geladen. Ihre Entscheidung können Sie jederzeit über „Datenschutz-Einstellungen“ in der Fußzeile ändern.',
      accept: 'Erlauben',
      decline: 'Ablehnen',
      settings: 'Datenschutz-Einstellungen',
      choice: {
        granted: 'Ihre bisherige Wahl: Auswertung erlaubt.',
        denied: 'Ihre bisherige Wahl: Auswertung abgelehnt.',
      },
    },
    shareImageAlt: 'Vorschaubild von {brand} mit dem Titel „{title}“',
  },

  navigation: {
    label: 'Hauptnavigation',
    home: 'Start',
    solutions: 'Lösungen',
    tools: 'Tools',
    about: 'Über mich',
    offer: 'Angebot',
    cta: 'Erstgespräch buchen',
    menuOpen: 'Menü öffnen',
    menuClose: 'Menü schließen',
  },

  hero: {
    seo: {
      title: 'KI-Prototyping und Discovery für Produktteams',
      description:
        'In {prototype} von der Idee zum klickbaren Prototyp: KI-Rapid-Prototyping, ein Discovery-System, Workshops und Tools für UX- und Produktteams.',
    },
    badge: 'KI-Rapid-Prototyping für Produktteams',
    title: 'Von der Idee zum klickbaren Prototyp – in **{prototype}**',
    subtitle:
      'Ich helfe UX- und Produktteams, mit KI schneller zu lernen: mit Rapid-Prototyping und einem Discovery-System, das Annahmen prüft, bevor Ihr Team Wochen in die falsche Lösung steckt.',
    secondaryCta: 'Lösungen ansehen',
    note: 'Erstgespräch: {call}, kostenlos und unverbindlich',
    facts: [
      'Von der Idee zum klickbaren Prototyp in {prototype}',
      'In Vorbereitung: User-Journeys als Screens in {journey}',
      '{experience} Erfahrung in Produkt und UX',
    ],
  },

  problem: {
    eyebrow: 'Die Ausgangslage',
    title: 'Zwischen Idee und Erkenntnis liegen zu oft Wochen',
    items: [
      {
        icon: 'clock',
        title: 'Prototypen dauern zu lange',
        text: 'Bis ein Konzept klickbar ist, vergehen Sprints. Bis dahin hat sich die eigentliche Frage oft schon verschoben.',
      },
      {
        icon: 'target',
        title: 'Entscheidungen aus dem Bauch',
        text: 'Ohne schnelles Feedback von Nutzerinnen und Nutzern setzt sich die lauteste Meinung im Raum durch – nicht das beste Argument.',
      },
      {
        icon: 'users',
        title: 'Nutzerforschung bleibt liegen',
        text: 'Interviews vorbereiten, führen, auswerten: Im Tagesgeschäft fehlt dafür die Zeit, also fällt Discovery als Erstes weg.',
      },
      {
        icon: 'layers',
        title: 'KI ohne System',
        text: 'Jede Person im Team probiert andere Tools aus. Die Ergebnisse sind Zufall, das Wissen steckt in einzelnen Köpfen.',
      },
    ],
  },

  solutions: {
    eyebrow: 'Lösungen',
    title: 'KI-Prototyping, das in Ihren Produktalltag passt',
    subtitle:
      'Ein System aus Prompts, Tools und Abläufen, mit dem ich selbst arbeite: Sie prüfen Ideen, bevor sie teuer werden – und Ihr Team lernt dabei, es selbst zu tun.',
    benefits: [
      {
        icon: 'rocket',
        title: 'In {prototype} klickbar',
        text: 'Aus einer Skizze oder ein paar Sätzen wird ein klickbarer Prototyp, den Sie gleich mit Nutzerinnen und Nutzern testen können.',
      },
      {
        icon: 'compass',
        title: 'In Vorbereitung: Journeys in {journey}',
        text: 'Mit dem Journey-Generator werden User-Journeys auf Knopfdruck zu Screens. Bis er verfügbar ist, machen wir Journeys im Prototyping zu Screens – damit Ihr Team über konkrete Abläufe spricht statt über Kästchen und Pfeile.',
      },
      {
        icon: 'check',
        title: 'Discovery mit System',
        text: 'Interviewplanung, Auswertung, Hypothesen: Ein KI-gestütztes Discovery-System macht Erkenntnisse schnell und nachvollziehbar.',
      },
    ],
    options: [
      {
        icon: 'rocket',
        title: 'Launch Fast',
        text: 'Sie bringen die Idee mit, ich baue den Prototyp oder das Feature – schnell, testbar und bereit für echtes Nutzerfeedback.',
        points: [
          'Vom Briefing zum klickbaren Ergebnis in Tagen statt Wochen: Der Prototyp steht in {prototype}, die übrige Zeit gehört der Abstimmung mit Ihnen',
          'Fokus auf die eine Frage, die Sie jetzt beantworten müssen',
          'Übergabe mit Testplan für die ersten Nutzergespräche',
        ],
      },
      {
        icon: 'key',
        title: 'Own Your Stack',
        text: 'Ich richte den KI-Prototyping-Stack in Ihrem Team ein. Das Ziel: Sie kommen **selbst** in {prototype} von der Idee zum Prototyp.',
        points: [
          'Werkzeuge passend zu Ihren Systemen und Datenschutzvorgaben',
          'Prompt-Bibliothek und Vorlagen für Ihr Designsystem',
          'Training an Ihrem eigenen Projekt, damit Ihr Team danach selbstständig weiterarbeiten kann',
        ],
      },
    ],
    cta: {
      title: 'Welcher Weg passt zu Ihrem Team?',
      text: 'In {call} klären wir, wo Sie stehen und welche Option am schnellsten zu belastbaren Ergebnissen führt. Kostenlos und unverbindlich.',
    },
  },

  workshops: {
    eyebrow: 'Workshops',
    title: 'Kompaktes Praxiswissen für Ihr Team',
    subtitle: 'Ein klarer Schwerpunkt pro Workshop: erst ein praxisnaher Impuls, dann Raum für die Fragen Ihres Teams.',
    items: [
      {
        id: 'ux-workflows',
        slug: 'effiziente-ux-workflows-mit-ki',
        audience: 'Für UX-Teams',
        title: 'Effiziente UX-Workflows mit KI',
        teaser:
          'Wie UX-Teams KI sinnvoll in Research, Konzeption und Prototyping einsetzen – ohne Abstriche bei der Qualität.',
        points: [
          'Wo KI im UX-Prozess wirklich Zeit spart – und wo nicht',
          'Live: von der Idee zum klickbaren Prototyp in {prototype}',
          'Aus User-Journeys Screens machen – und das Ergebnis kritisch prüfen',
          'Prompt-Muster und Tools, die Sie schon am nächsten Tag einsetzen können',
        ],
        target: 'Für UX-Teams, die schneller zu testbaren Entwürfen kommen wollen, ohne ihr Handwerk aufzugeben.',
        linkLabel: 'Zum Workshop',
        detailPage: {
          seo: {
            title: 'Workshop: Effiziente UX-Workflows mit KI',
            description:
              'Workshop für UX-Teams: KI in Research, Konzeption und Prototyping einsetzen. Live von der Idee zum klickbaren Prototyp in {prototype}. Impuls + Q&A.',
          },
          title: 'Effiziente UX-Workflows mit KI',
          subtitle:
            'Für UX-Teams, die KI nicht nur ausprobieren, sondern verlässlich in ihren Arbeitsalltag einbauen wollen.',
          outcome:
            'Ihr Team weiß danach, an welchen Stellen im UX-Prozess KI echte Zeit spart, hat den Weg von der Idee zum klickbaren Prototyp live erlebt und nimmt Arbeitsweisen mit, die sich sofort umsetzen lassen.',
          sectionTitle: 'Ablauf',
          sections: [
            '**Impuls:** Der UX-Prozess mit KI – welche Schritte sich beschleunigen lassen und wo menschliches Urteil unverzichtbar bleibt.',
            '**Live-Demo:** Von der Idee zum klickbaren Prototyp in {prototype}, Schritt für Schritt und mit echten Werkzeugen.',
            '**Journeys zu Screens:** Wie aus einer User-Journey eine Folge von Screens wird – und wie Sie das Ergebnis kritisch prüfen.',
            '**Workflows im Team:** Prompt-Vorlagen, Übergaben an die Entwicklung und Qualitätskriterien, damit Ergebnisse wiederholbar werden.',
            '**Q&A:** Ihre Fragen, Ihre Tools, Ihre Rahmenbedingungen – offen besprochen.',
          ],
          outcome2:
            'Sie gehen mit einer Übersicht der gezeigten Tools und Prompt-Muster nach Hause – und mit einem klaren Bild davon, welcher erste Schritt Ihrem Team am meisten bringt.',
        },
      },
      {
        id: 'user-research',
        slug: 'nutzerforschung-workshop',
        audience: 'Für Produktmanagement',
        title: 'Nutzerforschung mit KI',
        teaser:
          'Wie Produktverantwortliche mit KI Interviews vorbereiten, auswerten und Entscheidungen auf echtes Nutzerwissen stützen.',
        points: [
          'Interviewplan in {interviewPlan} – mit dem Interview-Assistenten',
          'Die richtigen Fragen stellen und Suggestivfragen vermeiden',
          'Notizen und Feedback mit KI zu Erkenntnissen verdichten',
          'Von der Erkenntnis zur Entscheidung – nachvollziehbar für Stakeholder',
        ],
        target:
          'Für Produktmanagerinnen und Produktmanager, die Entscheidungen auf Nutzerwissen statt auf Vermutungen stützen wollen.',
        linkLabel: 'Zum Workshop',
        detailPage: {
          seo: {
            title: 'Workshop: Nutzerforschung mit KI',
            description:
              'Workshop für Produktmanagement: Nutzerinterviews mit KI vorbereiten und auswerten, Interviewplan in {interviewPlan}, Ergebnisse für Stakeholder aufbereiten.',
          },
          title: 'Nutzerforschung mit KI',
          subtitle:
            'Für Produktverantwortliche, die regelmäßig mit Nutzerinnen und Nutzern sprechen wollen – auch wenn der Kalender voll ist.',
          outcome:
            'Sie wissen danach, wie Sie Nutzerinterviews in einem Bruchteil der Zeit vorbereiten und auswerten, welche Fragen wirklich weiterhelfen und wie Sie Ergebnisse so aufbereiten, dass Stakeholder ihnen folgen.',
          sectionTitle: 'Ablauf',
          sections: [
            '**Impuls:** Warum Discovery im Alltag scheitert – und wie KI die Hürde für regelmäßige Nutzergespräche senkt.',
            '**Interviews planen:** Live mit dem Interview-Assistenten zum fertigen Interviewplan in {interviewPlan}, samt Leitfragen und Hypothesen.',
            '**Gute Fragen stellen:** Typische Fehler in Interviews, Suggestivfragen erkennen und offene Fragen formulieren.',
            '**Auswerten und verdichten:** Interviewnotizen und Feedback mit KI clustern, Muster erkennen, Erkenntnisse belegen.',
            '**Q&A:** Ihre Fragen zu Methoden, Tools und dazu, wie Sie Stakeholder einbinden.',
          ],
          outcome2:
            'Sie haben einen wiederholbaren Ablauf für Nutzerforschung, der in eine normale Arbeitswoche passt – und die Werkzeuge, um gleich am nächsten Tag das erste Interview zu führen.',
        },
      },
    ],
    detail: {
      outcomeTitle: 'Das nehmen Sie mit',
      outcome2Title: 'Nach dem Workshop',
      cta: {
        title: 'Workshop für Ihr Team anfragen',
        text: 'In einem kostenlosen {call:compound}-Gespräch stimmen wir Termin, Format und Schwerpunkte auf Ihr Team ab.',
        button: 'Im Erstgespräch anfragen',
      },
      otherTitle: 'Ebenfalls interessant',
      next: 'Nächster Workshop',
      previous: 'Vorheriger Workshop',
    },
  },

  tools: {
    seo: {
      title: 'Tools für UX und Produktmanagement',
      description:
        'Kleine Tools für Produktteams: ein Custom GPT für Interviewpläne in {interviewPlan}, einer für Feedback-Synthese und das Alpha-Tool Rapid Frames.',
    },
    eyebrow: 'Tools',
    title: 'Kleine Tools, große Abkürzungen',
    subtitle:
      'Custom GPTs und Prototyping-Werkzeuge aus meiner Praxis – gebaut, um wiederkehrende Aufgaben in Minuten statt Stunden zu erledigen.',
    allTools: 'Alle Tools ansehen',
    pills: { customGpt: 'Custom GPT', alpha: 'Alpha-Tool', planned: 'In Vorbereitung' },
    comingSoon: 'Bald verfügbar',
    items: [
      {
        id: 'interview-agent',
        icon: 'interview',
        title: 'Interview-Assistent',
        description:
          'Ein Custom GPT, der in {interviewPlan} einen fertigen Interviewplan erstellt – mit Zielen, Leitfragen und gezielten Nachfragen.',
        link: { route: 'interviewAgent' },
        pill: 'customGpt',
        linkLabel: 'Mehr erfahren',
      },
      {
        id: 'rapid-frames',
        icon: 'frames',
        title: 'Rapid Frames',
        description:
          'Aus Markdown werden klickbare Frames. Kostenlos in der Alpha, begrenzt auf die ersten {alphaTesters} – mit 1:1-Feedbackgespräch zu Ihrem Konzept als Bonus.',
        link: { route: 'markdownPrototyping' },
        pill: 'alpha',
        linkLabel: 'Mehr erfahren',
      },
      {
        id: 'feedback-synthesis',
        icon: 'synthesis',
        title: 'Feedback-Synthese',
        description:
          'Ein Custom GPT, der Nutzerfeedback und Interviewnotizen zu klaren Themen bündelt und daraus belegbare Erkenntnisse ableitet.',
        link: { external: 'feedbackGpt' },
        pill: 'customGpt',
        linkLabel: 'In ChatGPT öffnen',
      },
      {
        id: 'journey-generator',
        icon: 'journey',
        title: 'Journey-Generator',
        description:
          'Sie beschreiben eine User-Journey, der Generator entwirft die passenden Screens dazu – sobald er verfügbar ist.',
        link: null,
        pill: 'planned',
        linkLabel: 'In Vorbereitung',
      },
    ],
  },

  interviewAgent: {
    seo: {
      title: 'Interview-Assistent: Leitfaden in {interviewPlan}',
      description:
        'Custom GPT für Nutzerinterviews: Ziele, Hypothesen, Leitfragen und Nachfragen in {interviewPlan}. Für Problem-, Usability-, Stakeholder- und Churn-Interviews.',
      keywords:
        'Interviewleitfaden, Interviewplan, Nutzerinterview, Nutzerforschung, User Research, Custom GPT, Discovery, Usability-Interview, Stakeholder-Interview, Churn-Interview, Produktmanagement',
    },
    hero: {
      badge: 'Custom GPT in ChatGPT',
      title: 'Ihr Interviewplan in **{interviewPlan}**',
      subtitle:
        'Der Interview-Assistent macht aus Ihrem Forschungsziel einen vollständigen Leitfaden – mit Einstieg, Leitfragen, Nachfragen und Hypothesen, bereit für das nächste Gespräch.',
      cta: 'Interview-Assistent öffnen',
    },
    intro: {
      title: 'Kommt Ihnen das bekannt vor?',
      bullets: [
        'Das Interview steht morgen im Kalender, der Leitfaden noch nicht.',
        'Die Fragen bestätigen eher Ihre Idee, als sie ernsthaft zu prüfen.',
        'Jede Person im Team interviewt anders – die Ergebnisse lassen sich kaum vergleichen.',
        'Nach dem Gespräch fehlt die Zeit, die Notizen sauber auszuwerten.',
      ],
      result: 'Das Ergebnis: **Interviews, die viel Zeit kosten und wenig Klarheit bringen.**',
    },
    solution: {
      title: 'Die Lösung: ein Assistent, gebaut aus Research-Praxis',
      text: 'Sie beschreiben Produkt, Zielgruppe und das, was Sie herausfinden wollen. Der Assistent hakt nach, wo etwas unklar ist, und liefert in {interviewPlan} einen strukturierten Interviewplan: Ziele, Hypothesen, Einstieg, offene Leitfragen, gezielte Nachfragen und einen Abschluss, der offene Punkte einsammelt.',
    },
    helps: {
      title: 'Dabei hilft Ihnen der Assistent',
      items: [
        'Forschungsziele schärfen, bevor Sie die erste Frage formulieren',
        'Offene, neutrale Fragen statt Suggestivfragen',
        'Nachfragen, die im Gespräch in die Tiefe führen',
        'Hypothesen festhalten, die das Interview prüfen soll',
        'Zeitplan für Gespräche von 30, 45 oder 60 Minuten',
      ],
    },
    coverage: {
      title: 'Vier Interviewarten, ein Assistent',
      types: [
        {
          title: 'Probleminterviews',
          text: 'Verstehen, welche Probleme Ihre Zielgruppe wirklich hat – bevor Sie eine Lösung bauen.',
        },
        {
          title: 'Usability-Interviews',
          text: 'Aufgaben und Fragen für Tests mit Prototypen, damit Sie sehen, wo Menschen hängen bleiben und warum.',
        },
        {
          title: 'Stakeholder-Interviews',
          text: 'Ziele, Erwartungen und Rahmenbedingungen intern klären – strukturiert statt zwischen Tür und Angel.',
        },
        {
          title: 'Churn-Interviews',
          text: 'Herausfinden, warum Kundinnen und Kunden kündigen und was sie zum Bleiben bewegt hätte.',
        },
      ],
    },
    benefits: {
      title: 'Ihre Vorteile',
      items: [
        {
          icon: 'clock',
          title: 'Minuten statt Stunden',
          text: 'Ein vollständiger Plan in {interviewPlan} statt stundenlanger Vorbereitung.',
        },
        {
          icon: 'check',
          title: 'Bessere Fragen',
          text: 'Offene, neutrale Formulierungen, die zu ehrlichen Antworten einladen statt zu höflicher Zustimmung.',
        },
        {
          icon: 'users',
          title: 'Einheitlich im Team',
          text: 'Alle interviewen nach derselben Struktur – so werden Ergebnisse vergleichbar.',
        },
        {
          icon: 'spark',
          title: 'Sofort startklar',
          text: 'Läuft direkt in ChatGPT: Sie brauchen nur ein ChatGPT-Konto, keine Installation.',
        },
      ],
    },
    how: {
      title: 'So funktioniert es',
      steps: [
        { title: 'Kontext beschreiben', text: 'Produkt, Zielgruppe und Forschungsfrage in wenigen Sätzen.' },
        {
          title: 'Rückfragen beantworten',
          text: 'Der Assistent schärft Ziel und Interviewtyp mit ein paar gezielten Fragen.',
        },
        { title: 'Plan erhalten', text: 'In {interviewPlan}: Ziele, Hypothesen, Leitfragen, Nachfragen und Zeitplan.' },
        { title: 'Anpassen und loslegen', text: 'Plan verfeinern, mit dem Team teilen und das Interview führen.' },
      ],
    },
    why: {
      title: 'Warum dieser Assistent?',
      points: [
        'Dahinter stehen {experience} Erfahrung in Produkt und UX und viele Nutzerinterviews in Produktteams',
        'Folgt anerkannten Interview-Grundsätzen: nach konkretem, vergangenem Verhalten fragen, nicht nach Wünschen und Meinungen',
        'Liefert einen Plan für genau Ihr Interview – keinen generischen Fragenkatalog',
        'Passt zum Workshop „Nutzerforschung mit KI“, in dem wir live mit dem Assistenten planen',
      ],
    },
    cta: {
      title: 'Bereit für Ihr nächstes Interview?',
      text: 'Öffnen Sie den Interview-Assistenten in ChatGPT, beschreiben Sie Ihr Vorhaben – den fertigen Plan liefert er in {interviewPlan}.',
      button: 'Interview-Assistent öffnen',
    },
  },

  markdownPrototyping: {
    seo: {
      title: 'Rapid Frames: Prototyping mit Markdown',
      description:
        'Rapid Frames macht aus Markdown klickbare Frames. Kostenlos während der Alpha, begrenzt auf die ersten {alphaTesters}, mit 1:1-Feedbackgespräch als Bonus.',
      keywords:
        'Rapid Frames, Markdown-Prototyping, klickbarer Prototyp, Wireframes, Rapid Prototyping, UX-Tool, Produktkonzept, KI-Prototyping, Alpha',
    },
    hero: {
      badge: 'Vom Text zum Klick-Prototyp',
      title: 'Markdown schreiben. **Prototyp durchklicken.**',
      subtitle:
        'Rapid Frames verwandelt einfachen Text in klickbare Frames – gemacht, um Abläufe zu prüfen, bevor jemand ein Pixel verschiebt.',
      note: {
        call: 'Erstgespräch: {call}, kostenlos und unverbindlich · Alpha begrenzt auf die ersten {alphaTesters}',
        signup: 'Kostenlos in der Alpha · begrenzt auf die ersten {alphaTesters}',
      },
    },
    // Beispielzitat: vor dem Start durch ein echtes, freigegebenes Kundenzitat ersetzen (UWG) und
    // `example` entfernen; bis dahin verweigert `npm run build -- --release` den Build.
    testimonial: {
      example: true,
      quote:
        '„Wir haben drei Varianten unseres Onboardings an einem Vormittag durchgeklickt und getestet. Früher war das ein ganzer Sprint.“',
      author: 'Lead-UX-Designerin',
      role: 'SaaS-Scale-up, Berlin',
    },
    exampleLibrary: {
      title: 'Beispielbibliothek',
      text: 'Sie starten nicht bei null: Vorlagen für typische Produktabläufe, die Sie an Ihr Vorhaben anpassen. Die Bibliothek wächst mit der Alpha.',
      examples: [
        'Onboarding',
        'Registrierung',
        'Checkout',
        'Dashboard',
        'Suche und Filter',
        'Einstellungen',
        'Passwort zurücksetzen',
        'Kündigung',
      ],
    },
    usps: {
      title: 'Warum Rapid Frames?',
      items: [
        {
          icon: 'spark',
          title: 'Text rein, Frames raus',
          text: 'Überschriften, Listen und Links genügen. Rapid Frames macht daraus Screens mit echter Navigation.',
        },
        {
          icon: 'clock',
          title: 'Klickbar, sobald der Text steht',
          text: 'Kein Zeichnen, kein Verbinden von Hand: Ein Ablauf mit zehn Screens ist so schnell klickbar, wie Sie ihn aufschreiben.',
        },
        {
          icon: 'layers',
          title: 'Versionierbar wie Code',
          text: 'Markdown lässt sich versionieren, vergleichen und gemeinsam bearbeiten – wie jeder andere Text.',
        },
      ],
    },
    audience: {
      title: 'Für wen ist Rapid Frames?',
      description: 'Für alle, die Produktideen schnell greifbar machen wollen – ganz ohne Kenntnisse in Design-Tools.',
      benefits: [
        'UX-Design: Abläufe prüfen, bevor das Feinlayout beginnt',
        'Produktmanagement: Anforderungen zeigen statt beschreiben',
        'Gründerinnen und Gründer: Ideen greifbar machen, bevor Geld und Zeit hineinfließen',
        'Entwicklung: Abläufe klären, bevor die erste Zeile Code entsteht',
      ],
      flexibility:
        'Ob Skizze für das nächste Meeting oder Prototyp für den Nutzertest: **Sie bestimmen den Detailgrad.**',
    },
    features: {
      title: 'Das steckt drin – und das kommt in der Alpha dazu',
      items: [
        {
          icon: 'frames',
          title: 'Klickbare Frames',
          text: 'Links im Text werden zu Verbindungen zwischen Screens – ein Prototyp, den Sie sofort durchklicken.',
        },
        {
          icon: 'layers',
          title: 'Bausteine aus Text',
          text: 'Buttons, Formulare, Listen und Karten entstehen aus einfacher Markdown-Syntax.',
        },
        {
          icon: 'spark',
          title: 'Sofortige Vorschau',
          text: 'Jede Änderung im Text ist direkt im Prototyp sichtbar.',
        },
        {
          icon: 'chat',
          title: 'In Vorbereitung: Teilen und kommentieren',
          text: 'Ein Link wird genügen, um Feedback aus Team und Nutzertests einzusammeln.',
        },
        {
          icon: 'target',
          title: 'Fokus auf den Ablauf',
          text: 'Bewusst schlichte Optik: Diskutiert wird über Struktur und Inhalt, nicht über Farben.',
        },
        {
          icon: 'compass',
          title: 'Vorlagen für den Start',
          text: 'Typische Abläufe aus der Beispielbibliothek als Ausgangspunkt für Ihre eigene Variante.',
        },
      ],
    },
    alphaOffer: {
      badge: 'Alpha-Angebot',
      title: 'Früh dabei sein – **kostenlos** während der Alpha',
      text: 'Ich öffne Rapid Frames für eine kleine Gruppe von Testpersonen. Im Gegenzug wünsche ich mir ehrliches Feedback.',
      points: [
        'Kostenlos während der gesamten Alpha-Phase',
        'Begrenzt auf die ersten {alphaTesters}',
        'Bonus: 1:1-Feedbackgespräch zu Ihrem Konzept',
        'Ihr Feedback fließt direkt in die Weiterentwicklung ein',
      ],
    },
    cta: {
      title: 'Werden Sie eine der ersten {alphaTesters}',
      subtitle: 'Kostenlos testen, Ihr Konzept im 1:1-Gespräch besprechen und Rapid Frames mitgestalten.',
      note: {
        call: 'Das {call:compound}-Gespräch ist kostenlos und unverbindlich; darin klären wir, ob die Alpha zu Ihrem Vorhaben passt. Wenn ja, vergebe ich die Plätze in der Reihenfolge der Anfragen.',
        signup: 'Kein Abo, keine Kreditkarte. Die Plätze werden in der Reihenfolge der Anmeldungen vergeben.',
      },
    },
    button: { call: 'Erstgespräch zur Alpha buchen', signup: 'Für die Alpha anmelden' },
  },

  about: {
    eyebrow: 'Über mich',
    title: '{experience} Produkt und UX – **jetzt mit KI-Tempo**',
    text: [
      'Seit {experience:number} Jahren arbeite ich an der Schnittstelle von Produkt und UX: in Start-ups, Scale-ups und großen Unternehmen, mal im Design, mal in der Produktverantwortung.',
      'Mit KI hat sich mein Werkzeugkasten grundlegend verändert. Was früher einen Sprint dauerte, ist heute in {prototype} klickbar. **Das Handwerk bleibt: die richtigen Fragen stellen und gute Entscheidungen treffen.**',
      'Heute helfe ich Produktteams, dieses Tempo zu nutzen, ohne an Sorgfalt zu verlieren – mit Prototyping, Workshops und Tools, die im Alltag funktionieren.',
    ],
    highlights: [
      { title: '{experience}', text: 'Erfahrung in Produkt und UX' },
      { title: '{prototype}', text: 'von der Idee zum klickbaren Prototyp' },
      { title: '{interviewPlan}', text: 'bis zum fertigen Interviewplan mit dem Interview-Assistenten' },
    ],
    profileLink: 'Profil auf {network} ansehen',
    portraitAlt: 'Porträt von {founder}',
  },

  cta: {
    title: 'Lassen Sie uns über Ihr Produkt sprechen',
    text: 'In {call} finden wir heraus, ob und wie KI-Prototyping Ihr Team schneller macht – und welcher nächste Schritt sich lohnt.',
    note: 'Kostenlos und unverbindlich. Den Termin wählen Sie direkt im Kalender.',
  },

  figures: {
    qualifiers: { about: 'rund', under: 'unter' },
    nouns: { testers: { one: 'Testperson', other: 'Testpersonen' } },
  },

  language: {
    label: 'Sprache',
  },

  impressum,
  datenschutz,

  footer: {
    tagline: 'KI-Rapid-Prototyping und Discovery für Produktteams.',
    legalLabel: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    copyright: '© {year} {brand}. Alle Rechte vorbehalten.',
  },
} satisfies Content;
