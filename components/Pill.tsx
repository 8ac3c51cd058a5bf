// A small label: the kind of a tool ('CustomGPT', 'Alpha') or the audience of a workshop.
import type { ReactNode } from 'react';

export function Pill({ tone = 'default', children }: { tone?: 'default' | 'alpha'; children: ReactNode }) {
  return <span className={tone === 'alpha' ? 'pill pill-alpha' : 'pill'}>{children}</span>;
}
