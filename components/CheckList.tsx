// A list of short points, each marked with a check.
import { Icon } from './Icon.tsx';
import { Inline } from './RichText.tsx';

export function CheckList({ items, className = 'checks' }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          <span>
            <Inline text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
