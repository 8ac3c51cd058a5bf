// How long a workshop takes: one configured value per workshop, shared with the structured data,
// in the language's words ("1 Stunde", "1,5 Stunden", "2 hours").

import { fill, formatHours } from '../i18n/typeset.ts';
import type { PageProps } from './props.ts';
import { Icon } from './Icon.tsx';
import { Example } from './RichText.tsx';

export function Duration({ page, id }: { page: PageProps; id: string }) {
  const { t, config, language, isExample } = page;
  const hours = formatHours(config.workshopHours[id]!, language);
  return (
    <span className="duration">
      <Icon name="clock" />
      <span className="visually-hidden">{t.common.durationLabel}: </span>
      <Example when={isExample(`workshopHours['${id}']`)}>
        {fill(t.common.duration, (name) => (name === 'hours' ? hours : undefined))}
      </Example>
    </span>
  );
}
