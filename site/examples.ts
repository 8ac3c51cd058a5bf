// The template's examples, as fingerprints (site/check.ts: fingerprint): the values of site.config.ts
// and the texts it ships with in place of the owner's. The launch check lists each one still left, by
// key; a release build refuses them. An owner who replaces the brand everywhere does not replace it
// here: a fingerprint is no example value.
export const examples = {
  /** Values of site.config.ts by key. Facts about the owner and their offer: a false figure is a false claim (UWG). */
  values: {
    brand: '7eee4bd7a7aba2cf',
    siteUrl: 'd6bba9aba49e9e91',
    'founder.name': 'a772d75d409258b9',
    'founder.jobTitle': 'd8f7c0d9c957f5aa',
    email: '684a8cf5057f2255',
    'links.booking': '87e01e7cbc4e1aaf',
    'links.profile': '279539aa2f01fa2a',
    'links.interviewGpt': '3d562a1237b9421e',
    'links.feedbackGpt': '0ec2f24e08fa791f',
    'figures.prototype': '3864342c1c76e5c0',
    'figures.journey': '70e531d668a0ab34',
    'figures.interviewPlan': 'd84e7c2a4a2e56d6',
    'figures.experience': '2fabf2eb85c2066e',
    'figures.alphaTesters': '5e2215f28cb78e4c',
    'figures.call': 'a1edcb2f4e67bec8',
  } as Record<string, string>,
  /** Texts that state a fact about the owner, by key, with their fingerprint in every language. */
  texts: {
    'about.text[0]': ['3b6280abf8df963d', 'd69ef1a62bbf7455'],
    'interviewAgent.why.points[0]': ['a434a00383be4b73', 'baddeb6cbc37c471'],
  } as Record<string, string[]>,
};
