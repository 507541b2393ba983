// The landing's Login / Register switch: a small WAI-ARIA tablist (tabs, arrow keys, panels named
// by their tab) instead of antd Tabs, whose overflow menu and dropdown would be the logged-out
// page's heaviest code (the bench holds the landing under 250 KB of JavaScript). Styles: .auth-tabs
// in index.html.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab {
  key: string;
  label: string;
  children: ReactNode;
}

export function AuthTabs({ tabs, defaultKey }: { tabs: AuthTab[]; defaultKey: string }) {
  const [active, setActive] = useState(defaultKey);
  // Like antd Tabs, a panel once opened stays mounted (hidden), so switching keeps what was typed.
  const [opened, setOpened] = useState(() => new Set([defaultKey]));
  const open = (key: string) => {
    setActive(key);
    setOpened((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  };
  const id = useId();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    open(next.key);
    buttons.current[next.key]?.focus();
  };

  return (
    <div className="auth-tabs">
      <div role="tablist" className="auth-tabs-list">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className="auth-tabs-tab"
            onClick={() => open(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        opened.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== active}
            className="auth-tabs-panel"
          >
            {tab.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
