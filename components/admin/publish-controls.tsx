"use client";

// The header's "Unpublished Changes" indicator and "Publish Changes" button.
export function PublishControls() {
  return null;
}
