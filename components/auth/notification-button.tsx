"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import { apiRequest, isUnauthorizedError } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import type { JsonAnswer } from "@/lib/json-types";
import type { findNotifications } from "@/lib/notifications/notifications";
import { BellIcon } from "@/components/ui/icons";
import { markSignedOut } from "./use-current-user";
import { useDismiss } from "./use-dismiss";
import { Tooltip } from "@/components/ui/tooltip";

type Notifications = JsonAnswer<typeof findNotifications>;
type NotificationItem = Notifications["items"][number];

function fetchNotifications(): Promise<Notifications | null> {
  return apiRequest<Notifications>("GET", "/api/notifications").catch((error: unknown) => {
    if (isUnauthorizedError(error)) markSignedOut();
    return null;
  });
}

function source(item: NotificationItem): string {
  if (item.reason === "curator" && item.expert) return `New from ${item.expert.name}`;
  if (item.category) return `New in ${item.category.name}`;
  return "New list";
}

/**
 * The header's bell: lists newly published by the curators and in the topics the person follows, with
 * the unread count. Loaded once, and again each time the panel opens (no polling); opening the panel
 * marks what it shows as seen.
 */
export function NotificationButton() {
  const [data, setData] = useState<Notifications | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    () =>
      fetchNotifications().then((answer) => {
        setData((previous) => answer ?? previous);
        setFailed(answer === null);
        return answer;
      }),
    [],
  );

  useEffect(() => {
    let current = true;
    fetchNotifications().then((answer) => {
      if (!current) return;
      setData(answer);
      setFailed(answer === null);
    });
    return () => {
      current = false;
    };
  }, []);

  const closePanel = useCallback((by: "outside" | "escape") => {
    setOpen(false);
    if (by === "escape") button.current?.focus();
  }, []);
  useDismiss(open, container, closePanel);

  async function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    const answer = await load();
    if (answer && answer.unreadCount > 0) {
      try {
        await apiRequest("POST", "/api/notifications/seen", { checkedAt: answer.checkedAt });
        setData({ ...answer, unreadCount: 0 });
      } catch {
        // Not marked: the count stays, and the next opening tries again.
      }
    }
  }

  const unread = data?.unreadCount ?? 0;
  return (
    <div ref={container} className="relative">
      <Tooltip label="Notifications">
        <button
          ref={button}
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={unread > 0 ? `Notifications, ${unread} new` : "Notifications"}
          className="relative grid h-10 w-10 place-items-center rounded-full border border-secondary/20 text-secondary hover:border-primary hover:text-primary"
        >
          <BellIcon className="h-5 w-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.65rem] font-bold leading-none text-background ring-2 ring-background"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
      </Tooltip>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-3 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-2xl border border-secondary/15 bg-background p-2 shadow-2xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96"
        >
          <h2 className="px-3 pb-2 pt-2 font-heading text-xl font-bold text-ink">Notifications</h2>
          {failed && !data ? (
            <p className="px-3 pb-4 text-sm text-ink/80">Notifications could not be loaded. Please try again later.</p>
          ) : !data ? (
            <p className="px-3 pb-4 text-sm text-ink/80">Loading…</p>
          ) : data.items.length === 0 ? (
            <NothingNew followsAnything={data.followsAnything} />
          ) : (
            <ul className="divide-y divide-secondary/10">
              {data.items.map((item) => (
                <li key={item.listId}>
                  <Link
                    href={`/lists/${item.slug}`}
                    onClick={() => setOpen(false)}
                    className="flex items-start gap-3 rounded-xl px-3 py-3 hover:bg-primary/5"
                  >
                    <span
                      aria-hidden="true"
                      className={cn("mt-1.5 h-2 w-2 shrink-0 rounded-full", item.isNew ? "bg-primary" : "bg-transparent")}
                    />
                    <span className="min-w-0">
                      <span className="block text-xs font-semibold uppercase tracking-wider text-primary">
                        {source(item)}
                        {item.isNew && <span className="sr-only"> (unread)</span>}
                      </span>
                      <span className="mt-0.5 block font-heading text-lg font-bold leading-snug text-ink">{item.title}</span>
                      <time dateTime={item.publishedAt} className="mt-0.5 block text-xs text-ink/70">
                        {formatDate(item.publishedAt)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function NothingNew({ followsAnything }: { followsAnything: boolean }) {
  return (
    <div className="px-3 pb-4 text-sm text-ink/80">
      <p className="font-semibold text-secondary">No new lists yet</p>
      <p className="mt-1">
        {followsAnything
          ? "The curators and topics you follow have not published a new list since you last looked."
          : "Follow curators and topics to hear here when they publish new lists."}
      </p>
    </div>
  );
}
