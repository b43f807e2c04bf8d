import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: IconName;
  /** A tint for the icon tile. */
  tone?: 'blue' | 'green' | 'orange' | 'purple' | 'red' | 'teal' | 'grey';
  value?: ReactNode;
  onClick?: () => void;
  testId?: string;
  danger?: boolean;
}

/** A card of tappable rows: icon, label, value and a chevron. */
export function MenuList({ items, title }: { items: readonly MenuItem[]; title?: ReactNode }) {
  return (
    <section className="card menu-card">
      {title && <h2 className="card-title">{title}</h2>}
      <ul className="menu-list">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={item.danger ? 'menu-row danger' : 'menu-row'}
              onClick={item.onClick}
              data-testid={item.testId}
              disabled={!item.onClick}
            >
              {item.icon && (
                <span className={`menu-icon tone-${item.tone ?? 'blue'}`}>
                  <Icon name={item.icon} size={18} />
                </span>
              )}
              <span className="menu-label">{item.label}</span>
              {item.value !== undefined && <span className="menu-value">{item.value}</span>}
              {item.onClick && <Icon name="chevron" size={16} className="menu-chevron" />}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
