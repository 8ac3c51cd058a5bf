// The site's icon set: 24×24 line icons, one path each, drawn for this site in one stroke style.
// Always decorative: the text beside an icon carries the meaning. The texts' `icon` is one of these
// names (i18n/types.ts): an icon added here may be used there.
import { LineIcon } from './LineIcon.tsx';

const paths = {
  interview:
    'M3 9a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H8l-3 3v-3a2 2 0 0 1-2-2zM8 7V5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-3M7 12h.01M9.5 12h.01M12 12h.01',
  frames:
    'M4 4h10a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM10 11h10a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1zM9 14h12',
  synthesis: 'M3 5h4c3.5 0 4.5 7 8 7h6M3 12h18M3 19h4c3.5 0 4.5-7 8-7M18 9l3 3-3 3',
  journey: 'M3 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7 18h6a3 3 0 0 0 0-6h-3a3 3 0 0 1 0-6h6M16 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 7v5l3 2',
  spark: 'M11 4c.8 5 3.2 7.4 8 8.5-4.8 1.1-7.2 3.5-8 8.5-.8-5-3.2-7.4-8-8.5 4.8-1.1 7.2-3.5 8-8.5zM19 2v4M17 4h4',
  layers: 'M12 3 3 8l9 5 9-5zM3 12.5l9 5 9-5M3 16.5l9 5 9-5',
  target: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M7 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  users:
    'M6 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.1a3 3 0 0 1 0 5.8M18 14.5c1.8.8 3 2.9 3 5.5',
  check: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M8 12.5l2.5 2.5L16 9.5',
  rocket:
    'M7 12l7-7c2.5-2.5 5.5-2.5 7-2 .5 1.5.5 4.5-2 7l-7 7zM14 8.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M8.5 10.5H4.5L7 7.5h4M13.5 15.5v4l3-2.5v-4M7.5 16.5 4 20',
  key: 'M3 15a4 4 0 1 0 8 0a4 4 0 1 0-8 0M10 12l9-9M15 7l3 3M18 4l2 2',
  chat: 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-4 3.5V17a2 2 0 0 1-2-2zM8 9h8M8 12.5h5',
  compass: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M15.5 8.5l-2 5-5 2 2-5z',
};

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as [IconName, ...IconName[]];

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <LineIcon className={className} grid={24} size={24} weight="1.75" roundJoins>
      <path d={paths[name]} />
    </LineIcon>
  );
}
