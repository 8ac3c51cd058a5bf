// A card with an icon, a title and a short text (pain points, benefits, features), and a page
// section of such cards under its heading.
import { CardGrid } from './CardGrid.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { Inline } from './RichText.tsx';
import { Section } from './Section.tsx';

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

/** A page section of feature cards under its heading. */
export function FeatureSection({
  id,
  title,
  items,
  tint = false,
}: {
  id: string;
  title: string;
  items: FeatureCardProps[];
  tint?: boolean;
}) {
  return (
    <Section labelledBy={id} tone={tint ? 'tint' : undefined} heading={{ title }}>
      <CardGrid most={4}>
        {items.map((item) => (
          <FeatureCard key={item.title} {...item} />
        ))}
      </CardGrid>
    </Section>
  );
}
