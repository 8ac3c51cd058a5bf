// How long a workshop takes: one configured value per workshop, shared with the structured data.
import type { WorkshopId } from '../i18n/types.ts';
import type { PageProps } from './props.ts';
import { Icon } from './Icon.tsx';

export function Duration({ page, id }: { page: PageProps; id: WorkshopId }) {
  const { t, config } = page;
  return (
    <span className="duration">
      <Icon name="clock" />
      <span className="visually-hidden">{t.common.durationLabel}: </span>
      {t.common.duration.replace('{hours}', String(config.workshopHours[id]))}
    </span>
  );
}
