// A card with an icon, a title and a short text (pain points, benefits, features).
import type { IconName } from '../i18n/types.ts';
import { Icon } from './Icon.tsx';
import { Inline } from './RichText.tsx';

interface FeatureCardProps {
  icon?: IconName;
  title: string;
  text: string;
  level?: 'h2' | 'h3';
  className?: string;
}

export function FeatureCard({ icon, title, text, level: Heading = 'h3', className = 'card' }: FeatureCardProps) {
  return (
    <li className={className}>
      {icon && (
        <span className="icon-badge">
          <Icon name={icon} />
        </span>
      )}
      <Heading>
        <Inline text={title} />
      </Heading>
      <p>
        <Inline text={text} />
      </p>
    </li>
  );
}
