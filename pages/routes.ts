// Which component renders which route, and where its title and description come from.
import type { ComponentType } from 'react';
import type { Content, RouteId, Seo, WorkshopId } from '../i18n/types.ts';
import { HomePage } from './Home.tsx';
import { InterviewAgentPage } from './InterviewAgent.tsx';
import { LegalPage } from './Legal.tsx';
import type { PageProps } from './props.ts';
import { MarkdownPrototypingPage } from './RapidFrames.tsx';
import { ToolsPage } from './Tools.tsx';
import { WorkshopPage } from './Workshop.tsx';

export { NotFoundPage } from './NotFound.tsx';

interface PageEntry {
  Page: ComponentType<PageProps>;
  seo: (t: Content) => Seo & { keywords?: string };
}

const workshop = (id: WorkshopId): PageEntry => ({
  Page: WorkshopPage,
  seo: (t) => t.workshops.items.find((w) => w.id === id)!.detailPage.seo,
});

export const pages = {
  home: { Page: HomePage, seo: (t) => t.hero.seo },
  tools: { Page: ToolsPage, seo: (t) => t.tools.seo },
  interviewAgent: { Page: InterviewAgentPage, seo: (t) => t.interviewAgent.seo },
  markdownPrototyping: { Page: MarkdownPrototypingPage, seo: (t) => t.markdownPrototyping.seo },
  impressum: { Page: LegalPage, seo: (t) => t.impressum.seo },
  datenschutz: { Page: LegalPage, seo: (t) => t.datenschutz.seo },
  'workshop:ux-workflows': workshop('ux-workflows'),
  'workshop:user-research': workshop('user-research'),
} satisfies Record<RouteId, PageEntry>;
