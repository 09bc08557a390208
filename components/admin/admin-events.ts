"use client";

// Parts of the panel that show shared state (the unpublished-changes indicator, the review counts) reload
// when another part changes it.

const PENDING_CHANGES_EVENT = "admin:pending-changes";
const REVIEW_QUEUE_EVENT = "admin:review-queue";

/** Call after saving the theme or the site settings: the header's indicator asks the server again. */
export function notifyPendingChanges(): void {
  window.dispatchEvent(new Event(PENDING_CHANGES_EVENT));
}

export function onPendingChanges(listener: () => void): () => void {
  window.addEventListener(PENDING_CHANGES_EVENT, listener);
  return () => window.removeEventListener(PENDING_CHANGES_EVENT, listener);
}

/** Call after a submission or report is reviewed: the navigation's counts ask the server again. */
export function notifyReviewQueue(): void {
  window.dispatchEvent(new Event(REVIEW_QUEUE_EVENT));
}

export function onReviewQueue(listener: () => void): () => void {
  window.addEventListener(REVIEW_QUEUE_EVENT, listener);
  return () => window.removeEventListener(REVIEW_QUEUE_EVENT, listener);
}
