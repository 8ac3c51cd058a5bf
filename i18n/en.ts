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
    breadcrumbHome: 'Home',
    notFound: {
      seo: {
        title: 'Page not found',
        description:
          'This page doesn’t exist or has moved. The home page takes you to {brand}’s services, workshops and tools.',
      },
      title: 'Oops! Page not found',
      text: 'The address may contain a typo, or the page has moved. Everything else is just a click away on the home page.',
      home: 'Go to the home page',
    },
    redirect: {
      title: 'This page has moved',
      text: 'You’re being redirected to the new address. If nothing happens, use this link:',
      link: 'Go to the new address',
    },
    consent: {
      title: 'May I measure how this site is used?',
      text: 'With your consent, I use Google Analytics to learn which content is actually helpful. This sets cookies and sends usage data to Google. Without your consent, Google Analytics is not loaded. You can change your choice at any time under “Privacy settings” in the footer.',
      accept: 'Allow',
      decline: 'Decline',
      settings: 'Privacy settings',
      choice: {
        granted: 'Your current choice: measurement allowed.',
        denied: 'Your current choice: measurement declined.',
      },
    },
    shareImageAlt: '{brand} preview image with the title “{title}”',
  },

  navigation: {
    label: 'Main navigation',
    home: 'Home',
    solutions: 'Solutions',
    tools: 'Tools',
    about: 'About',
    offer: 'Services',
    cta: 'Book an intro call',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
  },

  hero: {
    seo: {
      title: 'AI prototyping and discovery for product teams',
      description:
        'From idea to clickable prototype in {prototype}: AI rapid prototyping, a discovery system, workshops and tools for UX and product teams.',
    },
    badge: 'AI rapid prototyping for product teams',
    title: 'From idea to clickable prototype – in **{prototype}**',
    subtitle:
      'I help UX and product teams learn faster with AI: rapid prototyping plus a discovery system that tests your assumptions before your team sinks weeks into the wrong solution.',
    secondaryCta: 'Explore solutions',
    note: 'Intro call: {call}, free, no strings attached',
    facts: [
      'Idea to clickable prototype in {prototype}',
      'In the works: user journeys turned into screens in {journey}',
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
        title: 'Decisions by gut feeling',
        text: 'Without fast user feedback, the loudest voice in the room wins – not the best argument.',
      },
      {
        icon: 'users',
        title: 'Research gets dropped',
        text: 'Preparing, running and analysing interviews takes time nobody has. So discovery is the first thing to go.',
      },
      {
        icon: 'layers',
        title: 'AI without a system',
        text: 'Everyone on the team tries different tools. Results are hit-and-miss, and the know-how stays in a few heads.',
      },
    ],
  },

  solutions: {
    eyebrow: 'Solutions',
    title: 'AI prototyping that fits how your team already works',
    subtitle:
      'A system of prompts, tools and workflows I use in my own work: test ideas before they get expensive – and build the skills to do it yourselves.',
    benefits: [
      {
        icon: 'rocket',
        title: 'Clickable in {prototype}',
        text: 'A sketch or a few sentences become a clickable prototype you can put in front of users straight away.',
      },
      {
        icon: 'compass',
        title: 'In the works: journeys in {journey}',
        text: 'The Journey Generator will turn user journeys into screens at the push of a button. Until it’s ready, we turn journeys into screens as part of prototyping – so your team discusses real flows instead of boxes and arrows.',
      },
      {
        icon: 'check',
        title: 'Discovery, systematised',
        text: 'Interview planning, synthesis, hypotheses: an AI-powered discovery system that makes insights fast and traceable.',
      },
    ],
    options: [
      {
        icon: 'rocket',
        title: 'Launch Fast',
        text: 'You bring the idea, I build the prototype or feature – fast, testable and ready for real user feedback.',
        points: [
          'From briefing to a clickable result in days, not weeks: the prototype takes {prototype}, the rest of the time goes into aligning with you',
          'Focused on the one question you need answered now',
          'Handover includes a test plan for your first user sessions',
        ],
      },
      {
        icon: 'key',
        title: 'Own Your Stack',
        text: 'I set up the AI prototyping stack for your team. The goal: you go from idea to prototype in {prototype} – **on your own**.',
        points: [
          'Tools chosen to fit your systems and privacy requirements',
          'A prompt library and templates for your design system',
          'Training on your own project, so your team can carry on by itself afterwards',
        ],
      },
    ],
    cta: {
      title: 'Which option fits your team?',
      text: 'In {call} we’ll figure out where you stand and which option gets you to solid results fastest. Free, no strings attached.',
    },
  },

  workshops: {
    eyebrow: 'Workshops',
    title: 'Hands-on know-how for your team',
    subtitle: 'One clear focus per workshop: a practical talk first, then plenty of room for your team’s questions.',
    items: [
      {
        id: 'ux-workflows',
        slug: 'efficient-ux-workflows-with-ai',
        audience: 'For UX teams',
        title: 'Efficient UX workflows with AI',
        teaser:
          'How UX teams put AI to work in research, concepting and prototyping – without compromising on quality.',
        points: [
          'Where AI really saves time in the UX process – and where it doesn’t',
          'Live: from idea to clickable prototype in {prototype}',
          'Turning user journeys into screens – and reviewing the result critically',
          'Prompt patterns and tools you can put to use the very next day',
        ],
        target: 'For UX teams who want to get to testable designs faster without giving up their craft.',
        linkLabel: 'View workshop',
        detailPage: {
          seo: {
            title: 'Workshop: Efficient UX workflows with AI',
            description:
              'A workshop for UX teams: using AI in research, concepting and prototyping, with a live demo from idea to clickable prototype in {prototype}. Talk + Q&A.',
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
            '**Team workflows:** Prompt templates, developer handoffs and quality criteria that make results repeatable.',
            '**Q&A:** Your questions, your tools, your constraints – discussed openly.',
          ],
          outcome2:
            'You’ll walk away with an overview of the tools and prompt patterns shown – and a clear picture of the first step that will make the biggest difference for your team.',
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
          'An interview plan in {interviewPlan} with the Interview Assistant',
          'Asking the right questions and avoiding leading ones',
          'Turning notes and feedback into insights with AI',
          'From insight to decision – in a way stakeholders can follow',
        ],
        target: 'For product managers who want to base decisions on user insight rather than assumptions.',
        linkLabel: 'View workshop',
        detailPage: {
          seo: {
            title: 'Workshop: User research with AI',
            description:
              'A workshop for product managers: prepare and analyse user interviews with AI, get an interview plan in {interviewPlan} and prepare findings for stakeholders.',
          },
          title: 'User research with AI',
          subtitle: 'For product managers who want to talk to users regularly – even when the calendar is packed.',
          outcome:
            'You’ll know how to prepare and analyse user interviews in a fraction of the time, which questions actually move you forward, and how to present findings so stakeholders follow your reasoning.',
          sectionTitle: 'Agenda',
          sections: [
            '**Talk:** Why discovery falls apart in day-to-day work – and how AI lowers the barrier to talking to users regularly.',
            '**Planning interviews:** A live run with the Interview Assistant – from research goal to a complete interview plan in {interviewPlan}, including key questions and hypotheses.',
            '**Asking good questions:** Common interview mistakes, spotting leading questions and phrasing open ones.',
            '**Synthesis:** Clustering interview notes and feedback with AI, spotting patterns and backing up insights with evidence.',
            '**Q&A:** Your questions on methods, tools and getting stakeholders on board.',
          ],
          outcome2:
            'You’ll have a repeatable research routine that fits into a normal working week – and the tools to run your first interview the very next day.',
        },
      },
    ],
    detail: {
      outcomeTitle: 'What you’ll take away',
      outcome2Title: 'After the workshop',
      cta: {
        title: 'Bring this workshop to your team',
        text: 'In a free {call:compound} call, we’ll tailor date, format and focus to your team.',
        button: 'Request it in an intro call',
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
        'Small tools for product teams: a custom GPT for interview plans in {interviewPlan}, one for feedback synthesis, and the alpha tool Rapid Frames.',
    },
    eyebrow: 'Tools',
    title: 'Small tools, big shortcuts',
    subtitle:
      'Custom GPTs and prototyping tools from my own practice – built to turn recurring tasks from hours into minutes.',
    allTools: 'See all tools',
    pills: { customGpt: 'Custom GPT', alpha: 'Alpha tool', planned: 'In the works' },
    comingSoon: 'Coming soon',
    items: [
      {
        id: 'interview-agent',
        icon: 'interview',
        title: 'Interview Assistant',
        description:
          'A custom GPT that drafts a complete interview plan in {interviewPlan} – with goals, key questions and smart follow-ups.',
        link: { route: 'interviewAgent' },
        pill: 'customGpt',
        linkLabel: 'Learn more',
      },
      {
        id: 'rapid-frames',
        icon: 'frames',
        title: 'Rapid Frames',
        description:
          'Turn Markdown into clickable frames. Free during the alpha and limited to the first {alphaTesters} – with a bonus 1:1 feedback call on your concept.',
        link: { route: 'markdownPrototyping' },
        pill: 'alpha',
        linkLabel: 'Learn more',
      },
      {
        id: 'feedback-synthesis',
        icon: 'synthesis',
        title: 'Feedback Synthesiser',
        description:
          'A custom GPT that clusters user feedback and interview notes into clear themes and distils them into evidence-backed insights.',
        link: { external: 'feedbackGpt' },
        pill: 'customGpt',
        linkLabel: 'Open in ChatGPT',
      },
      {
        id: 'journey-generator',
        icon: 'journey',
        title: 'Journey Generator',
        description: 'Describe a user journey, and the generator will draft the matching screens – once it’s ready.',
        link: null,
        pill: 'planned',
        linkLabel: 'In the works',
      },
    ],
  },

  interviewAgent: {
    seo: {
      title: 'Interview Assistant: your plan in {interviewPlan}',
      description:
        'A custom GPT for user interviews: goals, hypotheses, key questions and follow-ups in {interviewPlan}. For problem, usability, stakeholder and churn interviews.',
      keywords:
        'interview guide, interview plan, user interview, user research, custom GPT, product discovery, usability interview, stakeholder interview, churn interview, product management',
    },
    hero: {
      badge: 'A custom GPT for ChatGPT',
      title: 'Your interview plan in **{interviewPlan}**',
      subtitle:
        'The Interview Assistant turns your research goal into a complete discussion guide – with an opener, key questions, follow-ups and hypotheses, ready for your next session.',
      cta: 'Open the Interview Assistant',
    },
    intro: {
      title: 'Sound familiar?',
      bullets: [
        'The interview is booked for tomorrow. The guide isn’t written yet.',
        'Your questions confirm your idea rather than genuinely testing it.',
        'Everyone on the team interviews differently, so results are hard to compare.',
        'After the call, there’s no time left to analyse the notes properly.',
      ],
      result: 'The result: **interviews that take a lot of time and deliver little clarity.**',
    },
    solution: {
      title: 'The fix: an assistant built from research practice',
      text: 'Describe your product, your audience and what you want to learn. The assistant asks follow-up questions where things are vague, then delivers a structured interview plan in {interviewPlan}: goals, hypotheses, an opener, open-ended key questions, targeted follow-ups and a wrap-up that catches loose ends.',
    },
    helps: {
      title: 'How the assistant helps',
      items: [
        'Sharpen your research goals before you write a single question',
        'Open, neutral questions instead of leading ones',
        'Follow-ups that take the conversation deeper',
        'Hypotheses the interview is meant to test, written down up front',
        'A timeline for 30-, 45- or 60-minute sessions',
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
          text: 'Clarify goals, expectations and constraints internally – in a structured way, not in a hallway chat.',
        },
        {
          title: 'Churn interviews',
          text: 'Find out why customers leave and what would have made them stay.',
        },
      ],
    },
    benefits: {
      title: 'What you get',
      items: [
        {
          icon: 'clock',
          title: 'Minutes, not hours',
          text: 'A complete plan in {interviewPlan} instead of hours of prep.',
        },
        {
          icon: 'check',
          title: 'Better questions',
          text: 'Open, neutral wording that invites honest answers rather than polite agreement.',
        },
        {
          icon: 'users',
          title: 'Consistent across the team',
          text: 'Everyone interviews with the same structure, so results become comparable.',
        },
        {
          icon: 'spark',
          title: 'Ready to go',
          text: 'Runs right inside ChatGPT: all you need is a ChatGPT account, nothing to install.',
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
          title: 'Get your plan',
          text: 'In {interviewPlan}: goals, hypotheses, key questions, follow-ups and a timeline.',
        },
        { title: 'Refine and run it', text: 'Tweak the plan, share it with your team and run the interview.' },
      ],
    },
    why: {
      title: 'Why this assistant?',
      points: [
        'Built on {experience} of product and UX experience, including many user interviews with product teams',
        'Follows established interviewing principles: ask about concrete past behaviour, not wishes and opinions',
        'Gives you a plan for your interview – not a generic list of questions',
        'Pairs with the “User research with AI” workshop, where we use it live to plan an interview',
      ],
    },
    cta: {
      title: 'Ready for your next interview?',
      text: 'Open the Interview Assistant in ChatGPT, describe what you’re working on – and it delivers your plan in {interviewPlan}.',
      button: 'Open the Interview Assistant',
    },
  },

  markdownPrototyping: {
    seo: {
      title: 'Rapid Frames: prototyping with Markdown',
      description:
        'Rapid Frames turns Markdown into clickable frames. Free during the alpha, limited to the first {alphaTesters}, with a bonus 1:1 feedback call.',
      keywords:
        'Rapid Frames, Markdown prototyping, clickable prototype, wireframes, rapid prototyping, UX tool, product concept, AI prototyping, alpha',
    },
    hero: {
      badge: 'From text to clickable prototype',
      title: 'Write Markdown. **Click through your prototype.**',
      subtitle:
        'Rapid Frames turns plain text into clickable frames – made for testing flows before anyone pushes a single pixel.',
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
      text: 'Don’t start from scratch: templates for common product flows that you adapt to your own idea. The library grows with the alpha.',
      examples: [
        'Onboarding flow',
        'Sign-up',
        'Checkout flow',
        'Analytics dashboard',
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
          title: 'Text in, frames out',
          text: 'Headings, lists and links are all it takes. Rapid Frames turns them into screens with real navigation.',
        },
        {
          icon: 'clock',
          title: 'Clickable as soon as it’s written',
          text: 'No drawing, no wiring screens together by hand: a ten-screen flow is clickable as fast as you can write it down.',
        },
        {
          icon: 'layers',
          title: 'Versioned like code',
          text: 'Markdown can be versioned, diffed and edited together – just like any other text.',
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
        'Whether it’s a rough sketch for your next meeting or a prototype for user testing: **you decide the level of detail.**',
    },
    features: {
      title: 'What’s inside – and what the alpha will add',
      items: [
        {
          icon: 'frames',
          title: 'Clickable frames',
          text: 'Links in your text become connections between screens – a prototype you can click through instantly.',
        },
        {
          icon: 'layers',
          title: 'Components from text',
          text: 'Buttons, forms, lists and cards, all created from simple Markdown syntax.',
        },
        {
          icon: 'spark',
          title: 'Instant preview',
          text: 'Every change to your text shows up in the prototype right away.',
        },
        {
          icon: 'chat',
          title: 'In the works: share and comment',
          text: 'A single link will be all you need to collect feedback from your team and test users.',
        },
        {
          icon: 'target',
          title: 'Focus on the flow',
          text: 'A deliberately plain look keeps the discussion on structure and content, not colours.',
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
        'Free for the entire alpha phase',
        'Limited to the first {alphaTesters}',
        'Bonus: a 1:1 feedback call on your concept',
        'Your feedback goes straight into what gets built next',
      ],
    },
    cta: {
      title: 'Be one of the first {alphaTesters}',
      subtitle: 'Try it for free, talk through your concept in a 1:1 call and help shape Rapid Frames.',
      note: {
        call: 'The {call:compound} call is free, with no strings attached; in it, we find out whether the alpha suits your project. If it does, spots go out in the order requests come in.',
        signup: 'No subscription, no credit card. Spots are given out in the order sign-ups come in.',
      },
    },
    button: { call: 'Book a call about the alpha', signup: 'Sign up for the alpha' },
  },

  about: {
    eyebrow: 'About',
    title: '{experience} of product and UX – **now at AI speed**',
    text: [
      'For {experience} I’ve worked where product meets UX: in start-ups, scale-ups and large companies, sometimes in design, sometimes owning the product.',
      'AI has fundamentally changed my toolkit. What used to take a sprint is now clickable in {prototype}. **The craft stays the same: asking the right questions and making good decisions.**',
      'Today I help product teams use that speed without losing their rigour – through prototyping, workshops and tools that hold up in everyday work.',
    ],
    highlights: [
      { title: '{experience}', text: 'of product and UX experience' },
      { title: '{prototype}', text: 'from idea to clickable prototype' },
      { title: '{interviewPlan}', text: 'to a complete interview plan with the Interview Assistant' },
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
    tagline: 'AI rapid prototyping and discovery for product teams.',
    legalLabel: 'Legal',
    imprint: 'Legal notice',
    privacy: 'Privacy policy',
    copyright: '© {year} {brand}. All rights reserved.',
  },
} satisfies Content;
