// All visible text in English. Shape and markup: see i18n/types.ts.
// The legal notice and privacy policy live in legal.en.ts.
import type { Content } from './types.ts';
import { impressum, datenschutz } from './legal.en.ts';

export const en = {
  common: {
    skipToContent: 'Skip to content',
    opensInNewTab: 'opens in a new tab',
    backToHome: 'Back to the home page',
    duration: '{hours} · talk + Q&A',
    durationLabel: 'Duration',
    legalTranslation:
      'This page is a translation for your convenience; where it differs from the version in {language}, that version prevails.',
    breadcrumbHome: 'Home',
    notFound: {
      seo: {
        title: 'Page not found',
        description:
          'This page doesn’t exist or has moved. The home page takes you to {brand}’s solutions, workshops and tools.',
      },
      title: 'Oops! Page not found',
      text: 'The address may contain a typo, or the page may have moved. You’ll find everything else on the home page.',
      home: 'Back to the home page',
    },
    redirect: {
      title: 'This page has moved',
      text: 'You’re being redirected to the new address. If nothing happens, use this link:',
      link: 'Go to the new address',
    },
    consent: {
      title: 'May I measure how this site is used?',
      text: 'Google Analytics would set cookies and send usage data to Google – only with your consent. You can withdraw it at any time in the footer.',
      accept: 'Allow',
      decline: 'Decline',
      settings: 'Privacy settings',
      choice: {
        granted: 'Your current choice: website analytics allowed.',
        denied: 'Your current choice: website analytics declined.',
      },
    },
    shareImageAlt: '{brand} preview image titled “{title}”',
    example: 'Example',
  },

  navigation: {
    label: 'Main',
    home: 'Home',
    solutions: 'Solutions',
    tools: 'Tools',
    about: 'About',
    offer: 'Services',
    offerAndWorkshops: 'Services & workshops',
    workshops: 'Workshops',
    contact: 'Contact',
    cta: 'Book an intro call',
    menu: 'Menu',
  },

  hero: {
    seo: {
      title: 'AI prototyping for product teams',
      description:
        'Clickable prototypes, built with AI in {prototype}: AI prototyping, a discovery system, workshops and tools for UX and product teams.',
    },
    badge: 'AI prototyping for product teams',
    title: 'From idea to clickable prototype – built in **{prototype}**',
    subtitle:
      'I help UX and product teams learn faster: with AI prototyping and an AI-assisted discovery system for testing assumptions before your team sinks weeks into the wrong solution.',
    secondaryCta: 'Explore solutions',
    note: 'Intro call: {call}, free, no strings attached',
    facts: [
      'From briefing to testable prototype in days, not weeks',
      'An interview plan in {interviewPlan}, after a few questions',
      '{experience} of product and UX experience',
    ],
  },

  problem: {
    eyebrow: 'The problem',
    title: 'Too often, weeks pass between an idea and real insight',
    items: [
      {
        icon: 'clock',
        title: 'Prototypes take too long',
        text: 'It takes sprints to make a concept clickable. By then, the question you wanted to answer has often moved on.',
      },
      {
        icon: 'target',
        title: 'Gut-feeling decisions',
        text: 'Without fast user feedback, the loudest voice in the room wins – not the best argument.',
      },
      {
        icon: 'users',
        title: 'User research gets squeezed out',
        text: 'Preparing, running and analysing interviews takes time nobody has in day-to-day work, so this is where teams cut back first.',
      },
      {
        icon: 'layers',
        title: 'AI without a system',
        text: 'Everyone on the team tries different tools. Results are hit and miss, and the know-how stays in a few heads.',
      },
    ],
  },

  solutions: {
    eyebrow: 'Solutions',
    title: 'AI prototyping that fits how your team already works',
    subtitle:
      'A system of prompts, tools and workflows that I use in my own work: you test ideas before they get expensive – and your team learns to do it itself along the way.',
    benefits: [
      {
        icon: 'rocket',
        title: 'Clickable in {prototype}',
        text: 'A sketch or a few sentences become a clickable prototype you can put in front of users straight away.',
      },
      {
        icon: 'compass',
        title: 'In development: journeys in {journey}',
        text: 'The Journey Generator is designed to turn user journeys into screens at the push of a button. Until it’s available, we turn journeys into screens as part of prototyping – so your team discusses real flows instead of boxes and arrows.',
      },
      {
        icon: 'check',
        title: 'Systematic discovery',
        text: 'Interview planning, analysis, hypotheses: an AI-assisted discovery system gets you to insights fast – and shows where each one came from.',
      },
    ],
    options: [
      {
        icon: 'rocket',
        title: 'Launch Fast',
        text: 'You bring the idea, I build the prototype or feature – fast, testable and ready for real user feedback.',
        points: [
          'From briefing to handover in days, not weeks: building the prototype itself takes me {prototype}; the rest of the time goes into aligning with you',
          'Focused on the one question you need answered now',
          'Handover with a test plan for your first user tests',
        ],
      },
      {
        icon: 'key',
        title: 'Own Your Stack',
        text: 'I set up an AI prototyping stack for your team. The goal: your team builds clickable prototypes in {prototype} – **on its own**.',
        points: [
          'Tools chosen to fit your systems and data protection requirements',
          'A prompt library and templates for your design system',
          'Training on your own project, so your team can carry on independently afterwards',
        ],
      },
    ],
    cta: {
      title: 'Which option suits your team?',
      text: 'In {call} we’ll work out where you stand and which option gets you to solid results fastest. Free, no strings attached.',
    },
  },

  workshops: {
    eyebrow: 'Workshops',
    title: 'Practical workshops for your team',
    subtitle: 'One clear focus per workshop: a practical talk first, then plenty of room for your team’s questions.',
    items: [
      {
        id: 'ux-workflows',
        slug: 'efficient-ux-workflows-with-ai',
        audience: 'For UX teams',
        title: 'Efficient UX workflows with AI',
        teaser:
          'How UX teams put AI to good use in user research, concept design and prototyping – without compromising on quality.',
        points: [
          'Where AI really saves time in the UX process – and where it doesn’t',
          'Live: from idea to clickable prototype in {prototype}',
          'Turning user journeys into screens – and reviewing the result critically',
          'Prompt patterns and tools you can use the very next day',
        ],
        target: 'Ideal if your team wants to reach testable designs faster without giving up its craft.',
        linkLabel: 'View workshop',
        detailPage: {
          seo: {
            title: 'Workshop: Efficient UX workflows with AI',
            description:
              'A workshop for UX teams: AI in user research, concept design and prototyping, with a live demo from idea to clickable prototype in {prototype}. Talk + Q&A.',
          },
          title: 'Efficient UX workflows with AI',
          subtitle:
            'For UX teams ready to move beyond experimenting with AI and make it a reliable part of their daily work.',
          outcome:
            'Your team will know where AI genuinely saves time in the UX process, will have watched an idea become a clickable prototype live, and will leave with ways of working they can apply straight away.',
          sectionTitle: 'Agenda',
          sections: [
            '**Talk:** The UX process with AI – which steps can be sped up, and where human judgement remains essential.',
            '**Live demo:** From idea to clickable prototype in {prototype}, step by step, with real tools.',
            '**Journeys to screens:** How a user journey becomes a sequence of screens – and how to review the result critically.',
            '**Team workflows:** Prompt templates, handovers to development and quality criteria that make results repeatable.',
            '**Q&A:** Your questions, your tools, your constraints – discussed openly.',
          ],
          outcome2:
            'You’ll come away with an overview of the tools and prompt patterns shown – and a clear picture of the first step that will make the biggest difference to your team.',
        },
      },
      {
        id: 'user-research',
        slug: 'user-research-workshop',
        audience: 'For product managers',
        title: 'User research with AI',
        teaser:
          'How product managers use AI to prepare and analyse interviews – and base decisions on real user insight.',
        points: [
          'With the Interview Assistant: an interview plan in {interviewPlan}, after a few questions',
          'Asking the right questions and avoiding leading ones',
          'Turning notes and feedback into insights with AI',
          'From insight to decision – in a way stakeholders can follow',
        ],
        target: 'Ideal if you want to base product decisions on user insight rather than assumptions.',
        linkLabel: 'View workshop',
        detailPage: {
          seo: {
            title: 'Workshop: User research with AI',
            description:
              'A workshop for product managers: prepare and analyse user interviews with AI, plan them with the Interview Assistant and present findings to stakeholders.',
          },
          title: 'User research with AI',
          subtitle: 'For product managers who want to talk to users regularly – even when their calendar is packed.',
          outcome:
            'You’ll know how to prepare and analyse user interviews much faster, which questions actually move you forward, and how to present findings so stakeholders follow your reasoning.',
          sectionTitle: 'Agenda',
          sections: [
            '**Talk:** Why discovery falls apart in day-to-day work – and how AI lowers the barrier to regular user interviews.',
            '**Planning interviews:** Live with the Interview Assistant – after a few questions, it drafts an interview plan in {interviewPlan}, including key questions and hypotheses.',
            '**Asking good questions:** Common interview mistakes, spotting leading questions and phrasing open ones.',
            '**Analysis and synthesis:** Clustering interview notes and feedback with AI, spotting patterns and backing up insights with evidence.',
            '**Q&A:** Your questions on methods, tools and getting stakeholders on board.',
          ],
          outcome2:
            'You’ll have a repeatable user research workflow that fits into a normal working week – and the tools to run your first interview the very next day.',
        },
      },
    ],
    detail: {
      outcomeTitle: 'What you’ll take away',
      outcome2Title: 'After the workshop',
      cta: {
        title: 'Request this workshop for your team',
        text: 'On a free {call:compound} intro call, we’ll agree the date, format and focus for your team.',
        button: 'Book an intro call',
      },
      otherTitle: 'You might also like',
      next: 'Next workshop',
      previous: 'Previous workshop',
    },
  },

  tools: {
    seo: {
      title: 'Tools for UX and product management',
      description:
        'Small tools for product teams: custom GPTs for interview plans and for feedback synthesis, plus the alpha tool Rapid Frames.',
    },
    eyebrow: 'Tools',
    title: 'Small tools, big shortcuts',
    subtitle:
      'Custom GPTs and prototyping tools from my own practice – designed to turn recurring tasks from hours into minutes.',
    allTools: 'See all tools',
    pills: { customGpt: 'Custom GPT', alpha: 'Alpha tool', planned: 'In development' },
    comingSoon: 'Not available yet',
    items: [
      {
        id: 'interview-agent',
        icon: 'interview',
        title: 'Interview Assistant',
        description:
          'A custom GPT that, after a few questions about your project, drafts an interview plan in {interviewPlan} – with goals, key questions and targeted follow-ups.',
        link: { route: 'interviewAgent' },
        pill: 'customGpt',
        linkLabel: 'Learn more',
      },
      {
        id: 'rapid-frames',
        icon: 'frames',
        title: 'Rapid Frames',
        description:
          'An alpha tool designed to turn Markdown into clickable screens. Free during the alpha and limited to the first {alphaTesters} – with a bonus 1:1 feedback call on your concept.',
        link: { route: 'markdownPrototyping' },
        pill: 'alpha',
        linkLabel: 'Learn more',
      },
      {
        id: 'feedback-synthesis',
        icon: 'synthesis',
        title: 'Feedback Synthesiser',
        description:
          'A custom GPT that sorts user feedback and interview notes into themes and draws initial insights from them.',
        link: { external: 'feedbackGpt' },
        pill: 'customGpt',
        linkLabel: 'Open in {toolPlatform}',
      },
      {
        id: 'journey-generator',
        icon: 'journey',
        title: 'Journey Generator',
        description: 'Describe a user journey and the generator will draft the matching screens – once it’s available.',
        link: null,
        pill: 'planned',
        linkLabel: 'In development',
      },
    ],
  },

  interviewAgent: {
    seo: {
      title: 'Interview Assistant: interview plans with AI',
      description:
        'A custom GPT for user interviews: after a few questions, an interview plan in {interviewPlan}. For problem, usability, stakeholder and churn interviews.',
      keywords:
        'interview guide, interview plan, user interview, user research, custom GPT, product discovery, usability interview, stakeholder interview, churn interview, product management',
    },
    hero: {
      badge: 'Runs in {toolPlatform}',
      title: 'A few questions about your project, then your interview plan in **{interviewPlan}**',
      subtitle:
        'The Interview Assistant drafts a complete interview plan from your research goal – with an opening, key questions, follow-ups and hypotheses – as the basis for your next interview.',
      cta: 'Open the Interview Assistant',
    },
    intro: {
      title: 'Sound familiar?',
      bullets: [
        'The interview is booked for tomorrow, but the interview plan isn’t written yet.',
        'Your questions confirm your idea rather than genuinely testing it.',
        'Everyone on the team interviews differently, so results are hard to compare.',
        'The follow-up questions that matter only occur to you after the interview.',
      ],
      result: 'The result: **interviews that take a lot of time and deliver little clarity.**',
    },
    solution: {
      title: 'The solution: an assistant built on user research practice',
      text: 'Describe your product, your audience and what you want to find out. The assistant asks clarifying questions where anything is unclear, then drafts a structured interview plan in {interviewPlan}: goals, hypotheses, an opening, open-ended key questions, targeted follow-ups and a wrap-up that picks up any loose ends.',
    },
    helps: {
      title: 'How the assistant helps',
      items: [
        'Sharpen your research goals before you write a single question',
        'Open, neutral questions instead of leading ones',
        'Follow-ups that take the conversation deeper',
        'Hypotheses the interview should test, written down up front',
        'A timeline for 30-, 45- or 60-minute interviews',
      ],
    },
    coverage: {
      title: 'Four kinds of interview, one assistant',
      types: [
        {
          title: 'Problem interviews',
          text: 'Understand which problems your audience really has – before you build a solution.',
        },
        {
          title: 'Usability interviews',
          text: 'Tasks and questions for prototype tests, so you can see where people get stuck and why.',
        },
        {
          title: 'Stakeholder interviews',
          text: 'Clarify goals, expectations and constraints internally – in a structured way rather than in a corridor chat.',
        },
        {
          title: 'Churn interviews',
          text: 'Find out why customers cancel and what would have made them stay.',
        },
      ],
    },
    benefits: {
      title: 'What you get',
      items: [
        {
          icon: 'clock',
          title: 'Minutes, not hours',
          text: 'A complete draft of your interview plan instead of hours of preparation.',
        },
        {
          icon: 'check',
          title: 'Better questions',
          text: 'Open, neutral wording that invites honest answers rather than polite agreement.',
        },
        {
          icon: 'users',
          title: 'Consistent across the team',
          text: 'When everyone plans with the assistant, every interview follows the same structure – so results become comparable.',
        },
        {
          icon: 'spark',
          title: 'Ready to go',
          text: 'Runs directly in {toolPlatform}: all you need is an account there, with nothing to install.',
        },
      ],
    },
    how: {
      title: 'How it works',
      steps: [
        { title: 'Describe the context', text: 'Your product, audience and research question in a few sentences.' },
        {
          title: 'Answer a few questions',
          text: 'The assistant sharpens the goal and interview type with a handful of targeted questions.',
        },
        {
          title: 'Get your draft',
          text: 'Once you’ve answered, it drafts goals, hypotheses, key questions, follow-ups and a timeline in {interviewPlan}.',
        },
        { title: 'Refine and run it', text: 'Refine the plan, share it with your team and run the interview.' },
      ],
    },
    why: {
      title: 'Why this assistant?',
      points: [
        'Built on {experience} of product and UX experience and many user interviews conducted within product teams',
        'Its questions follow established interviewing principles: ask about concrete past behaviour, not wishes and opinions',
        'Drafts a plan for your particular interview – not a generic list of questions',
        'Goes with the “User research with AI” workshop, where we use it live to plan an interview',
      ],
    },
    cta: {
      title: 'Ready for your next interview?',
      text: 'Open the Interview Assistant in {toolPlatform}, describe your project and answer its questions – then it drafts your plan.',
      button: 'Open the Interview Assistant',
    },
  },

  markdownPrototyping: {
    seo: {
      title: 'Rapid Frames: prototyping with Markdown',
      description:
        'Rapid Frames is designed to turn Markdown into clickable screens. Free during the alpha, limited to the first {alphaTesters}, with a bonus 1:1 feedback call.',
      keywords:
        'Rapid Frames, Markdown prototyping, clickable prototype, wireframes, rapid prototyping, UX tool, product concept, AI prototyping, alpha',
    },
    hero: {
      badge: 'From text to clickable prototype',
      title: 'Write Markdown. **Click through your prototype.**',
      subtitle:
        'Rapid Frames is an alpha tool designed to turn plain text into clickable screens – so you can test flows before anyone pushes a single pixel.',
      note: {
        call: 'Intro call: {call}, free, no strings attached · alpha limited to the first {alphaTesters}',
        signup: 'Free during the alpha · limited to the first {alphaTesters}',
      },
    },
    // Example quote: replace with a real, approved customer quote before launch (UWG) and remove
    // `example`; until then `npm run build -- --release` refuses to build.
    testimonial: {
      example: true,
      quote:
        '“We clicked through and tested three versions of our onboarding in a single morning. That used to take a whole sprint.”',
      author: 'Lead UX Designer',
      role: 'SaaS scale-up, Berlin',
    },
    exampleLibrary: {
      title: 'Example library',
      text: 'To save you starting from scratch, templates for common product flows are planned for the alpha, ready for you to adapt to your own idea. The library is meant to grow as the alpha goes on.',
      examples: [
        'Onboarding',
        'Sign-up',
        'Checkout',
        'Dashboard',
        'Search and filters',
        'Settings',
        'Password reset',
        'Cancellation',
      ],
    },
    usps: {
      title: 'Why Rapid Frames?',
      items: [
        {
          icon: 'spark',
          title: 'Text in, screens out',
          text: 'Rapid Frames is designed to turn headings, lists and links into screens with real navigation.',
        },
        {
          icon: 'clock',
          title: 'Clickable as soon as it’s written',
          text: 'No drawing, no wiring screens together by hand: the aim is a ten-screen flow that is clickable as fast as you can write it down.',
        },
        {
          icon: 'layers',
          title: 'Versioned like code',
          text: 'Markdown can be versioned, compared and edited together – just like any other text.',
        },
      ],
    },
    audience: {
      title: 'Who is Rapid Frames for?',
      description: 'For anyone who wants to make product ideas tangible fast – no design-tool skills required.',
      benefits: [
        'UX designers: test flows before the visual design starts',
        'Product managers: show requirements instead of describing them',
        'Founders: make ideas tangible before money and time go into them',
        'Developers: clarify flows before writing the first line of code',
      ],
      flexibility:
        'Whether it’s a rough sketch for your next meeting or a prototype for a user test: **Rapid Frames is meant for any level of detail.**',
    },
    features: {
      title: 'What Rapid Frames is designed to do',
      items: [
        {
          icon: 'frames',
          title: 'Clickable screens',
          text: 'Links in your text are designed to become connections between screens – for a prototype you can click through straight away.',
        },
        {
          icon: 'layers',
          title: 'Components from text',
          text: 'Buttons, forms, lists and cards from simple Markdown syntax.',
        },
        {
          icon: 'spark',
          title: 'Instant preview',
          text: 'Every change to your text should show up in the prototype right away.',
        },
        {
          icon: 'chat',
          title: 'In development: sharing and comments',
          text: 'A single link for collecting feedback from your team and from user tests.',
        },
        {
          icon: 'target',
          title: 'Focus on the flow',
          text: 'A deliberately plain look, so that the discussion stays on structure and content, not colours.',
        },
        {
          icon: 'compass',
          title: 'Templates to start from',
          text: 'Common flows from the example library as a starting point for your own version.',
        },
      ],
    },
    alphaOffer: {
      badge: 'Alpha offer',
      title: 'Get in early – **free** during the alpha',
      text: 'I’m opening Rapid Frames to a small group of testers. In return, I’m asking for honest feedback.',
      points: [
        'Free for the whole alpha phase',
        'Limited to the first {alphaTesters}',
        'Bonus: a 1:1 feedback call on your concept',
        'Your feedback goes straight into further development',
      ],
    },
    cta: {
      title: 'Be one of the first {alphaTesters}',
      subtitle: 'Test it free of charge, talk through your concept in a 1:1 feedback call and help shape Rapid Frames.',
      note: {
        call: 'The {call:compound} intro call is free, with no strings attached; we’ll use it to work out whether the alpha suits your project. If it does, places are allocated in the order requests come in.',
        signup: 'No subscription, no credit card. Places are allocated in the order sign-ups come in.',
      },
    },
    button: { call: 'Book an intro call about the alpha', signup: 'Sign up for the alpha' },
  },

  about: {
    eyebrow: 'About',
    title: '{experience} of product and UX – **now at AI speed**',
    text: [
      'For {experience} I’ve worked where product meets UX: in start-ups, scale-ups and large companies, sometimes in design, sometimes owning the product.',
      'AI has fundamentally changed the way I work. What used to take a sprint is now clickable in {prototype}. **The craft stays the same: asking the right questions and making good decisions.**',
      'Today I help product teams use that speed without losing rigour – through prototyping, workshops and tools that hold up in everyday work.',
    ],
    highlights: [
      { title: '{experience}', text: 'of product and UX experience' },
      { title: '{prototype}', text: 'to build a clickable prototype' },
      { title: '{interviewPlan}', text: 'to an interview plan with the Interview Assistant, after a few questions' },
    ],
    profileLink: 'View my {network} profile',
    portraitAlt: 'Portrait of {founder}',
  },

  cta: {
    title: 'Let’s talk about your product',
    text: 'In {call} we’ll find out whether and how AI prototyping can speed up your team – and which next step is worth taking.',
    note: 'Free, no strings attached. Pick a time that suits you straight from the calendar.',
  },

  figures: {
    qualifiers: { about: 'about', under: 'under' },
    nouns: { testers: { one: 'tester', other: 'testers' } },
  },

  language: {
    label: 'Language',
  },

  impressum,
  datenschutz,

  footer: {
    tagline: 'AI prototyping and discovery for product teams.',
    legalLabel: 'Legal',
    imprint: 'Legal notice',
    privacy: 'Privacy policy',
    copyright: '© {year} {brand}. All rights reserved.',
  },
} satisfies Content;
