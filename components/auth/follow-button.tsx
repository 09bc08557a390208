"use client";

import { useCallback } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, PlusIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/api-client";
import { useSignedInToggle } from "./use-signed-in-toggle";

/**
 * Follows a curator (expert id) or a topic (category id) for the signed-in person. Updates at once, then
 * refetches the real status; signed-out clicks go to sign-in.
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
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={signedIn ? active : undefined}
      aria-busy={busy}
      aria-label={active ? `Following ${name}. Unfollow` : `${label}: ${name}`}
      className={buttonClasses(active ? "outline" : "primary", "md", className)}
    >
      {active ? <CheckIcon className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
      {active ? "Following" : label}
    </button>
  );
}
