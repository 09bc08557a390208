"use client";

import { useActionState, useCallback, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, PlusIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/api-client";
import { followAction } from "@/lib/follows/follow-action";
import { useSignedInToggle } from "./use-signed-in-toggle";

/**
 * Follows a curator (expert id) or a topic (category id) for the signed-in person. Updates at once, then
 * refetches the real status; signed-out clicks go to sign-in. Without JavaScript it is a form whose server
 * action does the same (it only follows) and says so under the button.
 */
export function FollowButton({
  followType,
  followId,
  name,
  label = "Follow",
  className,
}: {
  followType: "curator" | "topic";
  followId: number;
  name: string;
  label?: string;
  className?: string;
}) {
  const path = `/api/follows/${followType}/${followId}`;
  const check = useCallback(
    () => apiRequest<{ isFollowing: boolean }>("GET", `${path}/check`).then((answer) => answer.isFollowing),
    [path],
  );
  const { active, signedIn, busy, toggle } = useSignedInToggle({
    key: `follow:${followType}:${followId}`,
    check,
    change: (on) => (on ? apiRequest("POST", "/api/follows", { followType, followId }) : apiRequest("DELETE", path)),
    success: (on) =>
      on
        ? { title: "Following", description: `You are now following ${name}.` }
        : { title: "Unfollowed", description: `You are no longer following ${name}.` },
    failureTitle: "Failed to update follow",
  });
  const [posted, formAction] = useActionState(followAction, null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void toggle();
  }

  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="followType" value={followType} />
      <input type="hidden" name="followId" value={followId} />
      <button
        type="submit"
        aria-pressed={signedIn ? active : undefined}
        aria-busy={busy}
        aria-label={active ? `Following ${name}. Unfollow` : `${label}: ${name}`}
        className={buttonClasses(active ? "outline" : "primary", "md", className)}
      >
        {active ? <CheckIcon className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
        {active ? "Following" : label}
      </button>
      {posted && (
        <p role="status" className={`mt-2 rounded-lg border px-3 py-2 text-xs font-semibold ${posted.ok ? "border-primary/30 bg-background text-primary" : "border-red-800/30 bg-red-50 text-red-800"}`}>
          {posted.message}
        </p>
      )}
    </form>
  );
}
