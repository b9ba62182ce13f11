import { NavLink } from 'react-router';

export interface NavigationItem {
  readonly path: string;
  readonly label: string;
}

interface NavigationLinksProps {
  /** Names the landmark, e.g. "Main" or "Footer". */
  label: string;
  items: readonly NavigationItem[];
  className?: string;
  linkClassName?: string;
}

/** A labelled list of links; renders nothing when there is nowhere to go, so no empty landmark is announced. */
export function NavigationLinks({ label, items, className = '', linkClassName = '' }: NavigationLinksProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-2 gap-y-1">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end
              className={`inline-flex min-h-11 items-center rounded-md px-3 py-2 underline-offset-4 hover:underline aria-[current=page]:font-bold aria-[current=page]:underline ${linkClassName}`}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
