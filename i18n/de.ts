// Alle sichtbaren Texte auf Deutsch. Form und Markup: siehe i18n/types.ts.
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
    legalTranslation:
      'Diese Seite ist eine Übersetzung und dient Ihrer Information; bei Abweichungen ist die Fassung auf {language} maßgeblich.',
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
      title: 'Darf ich die Nutzung messen?',
      text: 'Dafür setzt Google Analytics Cookies und sendet Nutzungsdaten an Google – nur mit Ihrer Einwilligung. Sie können sie jederzeit in der Fußzeile widerrufen.',
      accept: 'Erlauben',
      decline: 'Ablehnen',
      settings: 'Datenschutz-Einstellungen',
      choice: {
        granted: 'Ihre bisherige Wahl: Reichweitenmessung erlaubt.',
        denied: 'Ihre bisherige Wahl: Reichweitenmessung abgelehnt.',
      },
    },
    shareImageAlt: 'Vorschaubild von {brand} mit dem Titel „{title}“',
    example: 'Beispiel',
  },

  navigation: {
    label: 'Hauptmenü',
    home: 'Start',
    solutions: 'Lösungen',
    tools: 'Tools',
    about: 'Über mich',
    offer: 'Angebot',
    offerAndWorkshops: 'Angebot & Workshops',
    workshops: 'Workshops',
    contact: 'Kontakt',
    cta: 'Erstgespräch buchen',
    menu: 'Menü',
  },

  hero: {
    seo: {
      title: 'KI-Prototyping für Produktteams',
      description:
        'Klickbare Prototypen, mit KI in {prototype} gebaut: KI-Prototyping, ein Discovery-System, Workshops und Tools für UX- und Produktteams.',
    },
    badge: 'KI-Prototyping für Produktteams',
    title: 'Von der Idee zum klickbaren Prototyp – gebaut in **{prototype}**',
    subtitle:
      'Ich helfe UX- und Produktteams, schneller zu lernen: mit KI-Prototyping und einem KI-gestützten Discovery-System, mit dem Sie Annahmen prüfen, bevor Ihr Team Wochen in die falsche Lösung steckt.',
    secondaryCta: 'Lösungen ansehen',
    note: 'Erstgespräch: {call}, kostenlos und unverbindlich',
    facts: [
      'Vom Briefing zum testbaren Prototyp in Tagen statt Wochen',
      'Interviewplan in {interviewPlan}, nach ein paar Rückfragen',
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
        title: 'Nutzerforschung kommt zu kurz',
        text: 'Interviews vorbereiten, führen, auswerten: Im Tagesgeschäft fehlt dafür die Zeit, also wird genau hier zuerst gespart.',
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
      'Ein System aus Prompts, Tools und Workflows, das ich in meiner eigenen Arbeit nutze: Sie prüfen Ideen, bevor sie teuer werden – und Ihr Team lernt dabei, das selbst zu tun.',
    benefits: [
      {
        icon: 'rocket',
        title: 'In {prototype} klickbar',
        text: 'Aus einer Skizze oder ein paar Sätzen wird ein klickbarer Prototyp, den Sie gleich mit Nutzerinnen und Nutzern testen können.',
      },
      {
        icon: 'compass',
        title: 'In Vorbereitung: Journeys in {journey}',
        text: 'Der Journey-Generator soll User-Journeys auf Knopfdruck in Screens verwandeln. Bis er verfügbar ist, machen wir Journeys im Prototyping zu Screens – damit Ihr Team über konkrete Abläufe spricht statt über Kästchen und Pfeile.',
      },
      {
        icon: 'check',
        title: 'Discovery mit System',
        text: 'Interviewplanung, Auswertung, Hypothesen: Ein KI-gestütztes Discovery-System liefert Erkenntnisse schnell und nachvollziehbar.',
      },
    ],
    options: [
      {
        icon: 'rocket',
        title: 'Launch Fast',
        text: 'Sie bringen die Idee mit, ich baue den Prototyp oder das Feature – schnell, testbar und bereit für echtes Nutzerfeedback.',
        points: [
          'Vom Briefing bis zur Übergabe in Tagen statt Wochen: Den Prototyp selbst baue ich in {prototype}, die übrige Zeit gehört der Abstimmung mit Ihnen',
          'Fokus auf die eine Frage, die Sie jetzt beantworten müssen',
          'Übergabe mit Testplan für die ersten Nutzertests',
        ],
      },
      {
        icon: 'key',
        title: 'Own Your Stack',
        text: 'Ich richte einen KI-Prototyping-Stack in Ihrem Team ein. Das Ziel: Ihr Team baut **selbst** klickbare Prototypen in {prototype}.',
        points: [
          'Tools passend zu Ihren Systemen und Datenschutzvorgaben',
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
          'Wie UX-Teams KI sinnvoll in Nutzerforschung, Konzeption und Prototyping einsetzen – ohne Abstriche bei der Qualität.',
        points: [
          'Wo KI im UX-Prozess wirklich Zeit spart – und wo nicht',
          'Live: von der Idee zum klickbaren Prototyp in {prototype}',
          'Aus User-Journeys Screens machen – und das Ergebnis kritisch prüfen',
          'Prompt-Muster und Tools, die Sie schon am nächsten Tag nutzen können',
        ],
        target: 'Ideal, wenn Ihr Team schneller zu testbaren Entwürfen kommen will, ohne sein Handwerk aufzugeben.',
        linkLabel: 'Zum Workshop',
        detailPage: {
          seo: {
            title: 'Workshop: Effiziente UX-Workflows mit KI',
            description:
              'Workshop für UX-Teams: KI in Nutzerforschung, Konzeption und Prototyping einsetzen. Live von der Idee zum klickbaren Prototyp in {prototype}. Impuls + Q&A.',
          },
          title: 'Effiziente UX-Workflows mit KI',
          subtitle:
            'Für UX-Teams, die KI nicht nur ausprobieren, sondern verlässlich in ihren Arbeitsalltag einbauen wollen.',
          outcome:
            'Ihr Team weiß danach, an welchen Stellen im UX-Prozess KI wirklich Zeit spart, hat den Weg von der Idee zum klickbaren Prototyp live erlebt und kennt Arbeitsweisen, die sich sofort umsetzen lassen.',
          sectionTitle: 'Agenda',
          sections: [
            '**Impuls:** Der UX-Prozess mit KI – welche Schritte sich beschleunigen lassen und wo menschliches Urteil unverzichtbar bleibt.',
            '**Live-Demo:** Von der Idee zum klickbaren Prototyp in {prototype}, Schritt für Schritt und mit echten Tools.',
            '**Journeys zu Screens:** Wie aus einer User-Journey eine Folge von Screens wird – und wie Sie das Ergebnis kritisch prüfen.',
            '**Workflows im Team:** Prompt-Vorlagen, Übergaben an die Entwicklung und Qualitätskriterien, damit Ergebnisse wiederholbar werden.',
            '**Q&A:** Ihre Fragen, Ihre Tools, Ihre Rahmenbedingungen – offen besprochen.',
          ],
          outcome2:
            'Sie nehmen eine Übersicht der gezeigten Tools und Prompt-Muster mit – und ein klares Bild davon, welcher erste Schritt Ihrem Team am meisten bringt.',
        },
      },
      {
        id: 'user-research',
        slug: 'nutzerforschung-workshop',
        audience: 'Für Produktmanagement',
        title: 'Nutzerforschung mit KI',
        teaser:
          'Wie Produktmanagerinnen und Produktmanager mit KI Interviews vorbereiten, auswerten und Entscheidungen auf echtes Nutzerwissen stützen.',
        points: [
          'Mit dem Interview-Assistenten: nach ein paar Rückfragen ein Interviewplan in {interviewPlan}',
          'Die richtigen Fragen stellen und Suggestivfragen vermeiden',
          'Notizen und Feedback mit KI zu Erkenntnissen verdichten',
          'Von der Erkenntnis zur Entscheidung – nachvollziehbar für Stakeholder',
        ],
        target: 'Ideal, wenn Sie Produktentscheidungen auf Nutzerwissen statt auf Vermutungen stützen wollen.',
        linkLabel: 'Zum Workshop',
        detailPage: {
          seo: {
            title: 'Workshop: Nutzerforschung mit KI',
            description:
              'Workshop für Produktmanagement: Nutzerinterviews mit KI vorbereiten und auswerten, mit dem Interview-Assistenten planen, Ergebnisse für Stakeholder aufbereiten.',
          },
          title: 'Nutzerforschung mit KI',
          subtitle:
            'Für Produktmanagerinnen und Produktmanager, die regelmäßig mit Nutzerinnen und Nutzern sprechen wollen – auch wenn der Kalender voll ist.',
          outcome:
            'Sie wissen danach, wie Sie Nutzerinterviews deutlich schneller vorbereiten und auswerten, welche Fragen wirklich weiterhelfen und wie Sie Ergebnisse so aufbereiten, dass Stakeholder ihnen folgen.',
          sectionTitle: 'Agenda',
          sections: [
            '**Impuls:** Warum Discovery im Alltag scheitert – und wie KI die Hürde für regelmäßige Nutzerinterviews senkt.',
            '**Interviews planen:** Live mit dem Interview-Assistenten – nach ein paar Rückfragen entwirft er in {interviewPlan} einen Interviewplan samt Leitfragen und Hypothesen.',
            '**Gute Fragen stellen:** Typische Fehler in Interviews, Suggestivfragen erkennen und offene Fragen formulieren.',
            '**Auswerten und verdichten:** Interviewnotizen und Feedback mit KI clustern, Muster erkennen, Erkenntnisse belegen.',
            '**Q&A:** Ihre Fragen zu Methoden, Tools und dazu, wie Sie Stakeholder einbinden.',
          ],
          outcome2:
            'Sie haben einen wiederholbaren Workflow für Nutzerforschung, der in eine normale Arbeitswoche passt – und die Tools, um gleich am nächsten Tag das erste Interview zu führen.',
        },
      },
    ],
    detail: {
      outcomeTitle: 'Das nehmen Sie mit',
      outcome2Title: 'Nach dem Workshop',
      cta: {
        title: 'Workshop für Ihr Team anfragen',
        text: 'In einem kostenlosen {call:compound}-Erstgespräch stimmen wir Termin, Format und Schwerpunkte auf Ihr Team ab.',
        button: 'Erstgespräch buchen',
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
        'Kleine Tools für Produktteams: Custom GPTs für Interviewpläne und für die Feedback-Synthese, dazu das Alpha-Tool Rapid Frames.',
    },
    eyebrow: 'Tools',
    title: 'Kleine Tools, große Abkürzungen',
    subtitle:
      'Custom GPTs und Prototyping-Tools aus meiner Praxis – dafür gedacht, wiederkehrende Aufgaben in Minuten statt Stunden zu erledigen.',
    allTools: 'Alle Tools ansehen',
    pills: { customGpt: 'Custom GPT', alpha: 'Alpha-Tool', planned: 'In Vorbereitung' },
    comingSoon: 'Noch nicht verfügbar',
    items: [
      {
        id: 'interview-agent',
        icon: 'interview',
        title: 'Interview-Assistent',
        description:
          'Ein Custom GPT, der nach ein paar Rückfragen zu Ihrem Projekt in {interviewPlan} einen Interviewplan entwirft – mit Zielen, Leitfragen und gezielten Nachfragen.',
        link: { route: 'interviewAgent' },
        pill: 'customGpt',
        linkLabel: 'Mehr erfahren',
      },
      {
        id: 'rapid-frames',
        icon: 'frames',
        title: 'Rapid Frames',
        description:
          'Ein Alpha-Tool, das aus Markdown klickbare Screens machen soll. Kostenlos in der Alpha, begrenzt auf die ersten {alphaTesters} – mit einem 1:1-Feedbackgespräch zu Ihrem Konzept als Bonus.',
        link: { route: 'markdownPrototyping' },
        pill: 'alpha',
        linkLabel: 'Mehr erfahren',
      },
      {
        id: 'feedback-synthesis',
        icon: 'synthesis',
        title: 'Feedback-Synthese',
        description:
          'Ein Custom GPT, der Nutzerfeedback und Interviewnotizen nach Themen ordnet und daraus erste Erkenntnisse ableitet.',
        link: { external: 'feedbackGpt' },
        pill: 'customGpt',
        linkLabel: 'In {toolPlatform} öffnen',
      },
      {
        id: 'journey-generator',
        icon: 'journey',
        title: 'Journey-Generator',
        description:
          'Sie beschreiben eine User-Journey, und der Generator soll die passenden Screens dazu entwerfen – sobald er verfügbar ist.',
        link: null,
        pill: 'planned',
        linkLabel: 'In Vorbereitung',
      },
    ],
  },

  interviewAgent: {
    seo: {
      title: 'Interview-Assistent: Interviewpläne mit KI',
      description:
        'Custom GPT für Nutzerinterviews: nach ein paar Rückfragen ein Interviewplan in {interviewPlan}. Für Problem-, Usability-, Stakeholder- und Churn-Interviews.',
      keywords:
        'Interviewleitfaden, Interviewplan, Nutzerinterview, Nutzerforschung, User Research, Custom GPT, Discovery, Usability-Interview, Stakeholder-Interview, Churn-Interview, Produktmanagement',
    },
    hero: {
      badge: 'Läuft in {toolPlatform}',
      title: 'Ein paar Rückfragen zu Ihrem Projekt, dann Ihr Interviewplan in **{interviewPlan}**',
      subtitle:
        'Der Interview-Assistent entwirft aus Ihrem Forschungsziel einen vollständigen Interviewplan – mit Einstieg, Leitfragen, Nachfragen und Hypothesen, als Grundlage für Ihr nächstes Interview.',
      cta: 'Interview-Assistent öffnen',
    },
    intro: {
      title: 'Kommt Ihnen das bekannt vor?',
      bullets: [
        'Das Interview steht morgen im Kalender, der Interviewplan noch nicht.',
        'Die Fragen bestätigen eher Ihre Idee, als sie ernsthaft zu prüfen.',
        'Jede Person im Team interviewt anders – die Ergebnisse lassen sich kaum vergleichen.',
        'Die entscheidenden Nachfragen fallen Ihnen erst nach dem Interview ein.',
      ],
      result: 'Das Ergebnis: **Interviews, die viel Zeit kosten und wenig Klarheit bringen.**',
    },
    solution: {
      title: 'Die Lösung: ein Assistent aus der Praxis der Nutzerforschung',
      text: 'Sie beschreiben Produkt, Zielgruppe und das, was Sie herausfinden wollen. Der Assistent fragt nach, wo etwas unklar ist, und entwirft dann in {interviewPlan} einen strukturierten Interviewplan: Ziele, Hypothesen, Einstieg, offene Leitfragen, gezielte Nachfragen und einen Abschluss, der offene Punkte einsammelt.',
    },
    helps: {
      title: 'Dabei hilft Ihnen der Assistent',
      items: [
        'Forschungsziele schärfen, bevor Sie die erste Frage formulieren',
        'Offene, neutrale Fragen statt Suggestivfragen',
        'Nachfragen, die im Interview in die Tiefe führen',
        'Hypothesen festhalten, die das Interview prüfen soll',
        'Zeitplan für Interviews von 30, 45 oder 60 Minuten',
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
          text: 'Ein vollständiger Entwurf Ihres Interviewplans statt stundenlanger Vorbereitung.',
        },
        {
          icon: 'check',
          title: 'Bessere Fragen',
          text: 'Offene, neutrale Formulierungen, die zu ehrlichen Antworten einladen statt zu höflicher Zustimmung.',
        },
        {
          icon: 'users',
          title: 'Einheitlich im Team',
          text: 'Planen alle mit dem Assistenten, folgen alle Interviews derselben Struktur – so werden Ergebnisse vergleichbar.',
        },
        {
          icon: 'spark',
          title: 'Sofort startklar',
          text: 'Läuft direkt in {toolPlatform}: Sie brauchen dort nur ein Konto, keine Installation.',
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
        {
          title: 'Entwurf erhalten',
          text: 'Nach Ihren Antworten entwirft er in {interviewPlan} Ziele, Hypothesen, Leitfragen, Nachfragen und einen Zeitplan.',
        },
        { title: 'Anpassen und loslegen', text: 'Plan verfeinern, mit dem Team teilen und das Interview führen.' },
      ],
    },
    why: {
      title: 'Warum dieser Assistent?',
      points: [
        'Dahinter stehen {experience} Erfahrung in Produkt und UX und viele Nutzerinterviews in Produktteams',
        'Formuliert Fragen nach anerkannten Interviewgrundsätzen: nach konkretem, vergangenem Verhalten fragen, nicht nach Wünschen und Meinungen',
        'Entwirft einen Plan für genau Ihr Interview – keinen generischen Fragenkatalog',
        'Passt zum Workshop „Nutzerforschung mit KI“, in dem wir live mit dem Assistenten ein Interview planen',
      ],
    },
    cta: {
      title: 'Bereit für Ihr nächstes Interview?',
      text: 'Öffnen Sie den Interview-Assistenten in {toolPlatform}, beschreiben Sie Ihr Vorhaben und beantworten Sie seine Rückfragen – dann entwirft er Ihren Plan.',
      button: 'Interview-Assistent öffnen',
    },
  },

  markdownPrototyping: {
    seo: {
      title: 'Rapid Frames: Prototyping mit Markdown',
      description:
        'Rapid Frames soll aus Markdown klickbare Screens machen. Kostenlos in der Alpha, begrenzt auf die ersten {alphaTesters}, mit 1:1-Feedbackgespräch als Bonus.',
      keywords:
        'Rapid Frames, Markdown-Prototyping, klickbarer Prototyp, Wireframes, Rapid Prototyping, UX-Tool, Produktkonzept, KI-Prototyping, Alpha',
    },
    hero: {
      badge: 'Vom Text zum klickbaren Prototyp',
      title: 'Markdown schreiben. **Prototyp durchklicken.**',
      subtitle:
        'Rapid Frames ist ein Alpha-Tool, das einfachen Text in klickbare Screens verwandeln soll – damit Sie Abläufe prüfen können, bevor jemand ein Pixel verschiebt.',
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
      text: 'Damit Sie nicht bei null starten, sind für die Alpha Vorlagen für typische Produktabläufe vorgesehen, die Sie an Ihr Vorhaben anpassen können. Die Bibliothek soll mit der Alpha wachsen.',
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
          title: 'Text rein, Screens raus',
          text: 'Rapid Frames ist darauf ausgelegt, aus Überschriften, Listen und Links Screens mit echter Navigation zu machen.',
        },
        {
          icon: 'clock',
          title: 'Klickbar, sobald der Text steht',
          text: 'Kein Zeichnen, kein Verbinden von Hand: Ein Ablauf mit zehn Screens soll so schnell klickbar sein, wie Sie ihn aufschreiben.',
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
        'Ob Skizze für das nächste Meeting oder Prototyp für den Nutzertest: **Rapid Frames ist für jeden Detailgrad gedacht.**',
    },
    features: {
      title: 'Was Rapid Frames können soll',
      items: [
        {
          icon: 'frames',
          title: 'Klickbare Screens',
          text: 'Links im Text sollen zu Verbindungen zwischen Screens werden – für einen Prototyp, den Sie sofort durchklicken können.',
        },
        {
          icon: 'layers',
          title: 'Bausteine aus Text',
          text: 'Buttons, Formulare, Listen und Karten aus einfacher Markdown-Syntax.',
        },
        {
          icon: 'spark',
          title: 'Sofortige Vorschau',
          text: 'Jede Änderung im Text soll sofort im Prototyp sichtbar sein.',
        },
        {
          icon: 'chat',
          title: 'In Vorbereitung: Teilen und kommentieren',
          text: 'Ein Link, über den Sie Feedback aus Team und Nutzertests einsammeln.',
        },
        {
          icon: 'target',
          title: 'Fokus auf den Ablauf',
          text: 'Eine bewusst schlichte Optik, damit über Struktur und Inhalt diskutiert wird, nicht über Farben.',
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
      subtitle: 'Kostenlos testen, Ihr Konzept im 1:1-Feedbackgespräch besprechen und Rapid Frames mitgestalten.',
      note: {
        call: 'Das {call:compound}-Erstgespräch ist kostenlos und unverbindlich; darin klären wir, ob die Alpha zu Ihrem Vorhaben passt. Wenn ja, vergebe ich die Plätze in der Reihenfolge der Anfragen.',
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
      'Mit KI hat sich meine Arbeitsweise grundlegend verändert. Was früher einen Sprint dauerte, ist heute in {prototype} klickbar. **Das Handwerk bleibt: die richtigen Fragen stellen und gute Entscheidungen treffen.**',
      'Heute helfe ich Produktteams, dieses Tempo zu nutzen, ohne an Sorgfalt zu verlieren – mit Prototyping, Workshops und Tools, die im Alltag funktionieren.',
    ],
    highlights: [
      { title: '{experience}', text: 'Erfahrung in Produkt und UX' },
      { title: '{prototype}', text: 'Bauzeit für einen klickbaren Prototyp' },
      {
        title: '{interviewPlan}',
        text: 'bis zum Interviewplan mit dem Interview-Assistenten, nach ein paar Rückfragen',
      },
    ],
    profileLink: 'Profil bei {network} ansehen',
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
    tagline: 'KI-Prototyping und Discovery für Produktteams.',
    legalLabel: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    copyright: '© {year} {brand}. Alle Rechte vorbehalten.',
  },
} satisfies Content;
