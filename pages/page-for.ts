// The component that renders each page: the route table (site/routes.ts) is data, this is its view.
import type { ComponentType } from 'react';
import type { PageProps } from '../components/props.ts';
import type { RouteId } from '../i18n/types.ts';
import { HomePage } from './Home.tsx';
import { InterviewAgentPage } from './InterviewAgent.tsx';
import { LegalPage } from './Legal.tsx';
import { MarkdownPrototypingPage } from './MarkdownPrototyping.tsx';
import { NotFoundPage } from './NotFound.tsx';
import { ToolsPage } from './Tools.tsx';
import { WorkshopPage } from './Workshop.tsx';

const pages = {
  home: HomePage,
  tools: ToolsPage,
  interviewAgent: InterviewAgentPage,
  markdownPrototyping: MarkdownPrototypingPage,
  impressum: LegalPage,
  datenschutz: LegalPage,
  notFound: NotFoundPage,
} satisfies Record<Exclude<RouteId, `workshop:${string}`> | 'notFound', ComponentType<PageProps>>;

/** Every workshop page is one component, filled from its workshop's texts. */
export const pageFor = (route: RouteId | 'notFound'): ComponentType<PageProps> | undefined =>
  route.startsWith('workshop:') ? WorkshopPage : (pages as Record<string, ComponentType<PageProps>>)[route];
