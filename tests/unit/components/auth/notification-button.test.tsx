// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationButton } from "@/components/auth/notification-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerNotifications(body: { followsAnything: boolean }) {
  const answer = { unreadCount: 0, items: [], checkedAt: new Date().toISOString(), ...body };
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })));
}

async function openPanel() {
  render(<NotificationButton />);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Notifications" })));
  return screen.findByRole("region", { name: "Notifications" });
}

describe("the notifications panel with nothing new", () => {
  it("tells a reader who follows curators or topics that nothing new has been published since they last looked", async () => {
    answerNotifications({ followsAnything: true });
    const panel = await openPanel();
    await waitFor(() => expect(panel).toHaveTextContent("The curators and topics you follow have not published a new list since you last looked."));
    expect(panel).not.toHaveTextContent("Follow curators and topics");
  });

  it("invites a reader who follows nothing to follow curators and topics", async () => {
    answerNotifications({ followsAnything: false });
    const panel = await openPanel();
    await waitFor(() => expect(panel).toHaveTextContent("Follow curators and topics to hear here when they publish new lists."));
  });
});
