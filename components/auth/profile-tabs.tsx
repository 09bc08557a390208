"use client";

import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export interface ProfileTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between them; the panels are server-rendered. */
export function ProfileTabs({ tabs, initial }: { tabs: ProfileTab[]; initial?: string }) {
  const [selected, setSelected] = useState(tabs.some((tab) => tab.id === initial) ? initial! : tabs[0].id);
  const prefix = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    setSelected(next.id);
    document.getElementById(`${prefix}-tab-${next.id}`)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="My lists and follows" className="flex gap-2 border-b border-secondary/15">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={`${prefix}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px border-b-2 px-4 py-3 text-sm font-semibold uppercase tracking-wider transition-colors",
                active ? "border-primary text-primary" : "border-transparent text-secondary hover:text-primary",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${prefix}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-8 focus:outline-none"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
