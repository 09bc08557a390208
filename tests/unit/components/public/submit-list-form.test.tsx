// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The plain form posts to a server action; these tests only watch which form is on screen.
vi.mock("@/lib/submissions/submit-action", () => ({ submitListAction: vi.fn(async () => ({ status: "idle" })) }));

const { SubmitListForm } = await import("@/components/public/submit/submit-list-form");
// Loaded up front so the form's own import of it resolves within a few ticks.
await import("@/components/public/submit/checked-submission-form");

afterEach(cleanup);

const submitButton = () => screen.getByRole("button", { name: "Submit for Review" });

async function letImportsSettle() {
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("SubmitListForm taking on the browser's checks", () => {
  it("replaces the plain form once a visitor reaches for it", async () => {
    render(<SubmitListForm />);
    const plainButton = submitButton();
    fireEvent.pointerEnter(plainButton.closest("form")!);
    await waitFor(() => expect(plainButton.isConnected).toBe(false));
    expect(submitButton()).toBeTruthy();
  });

  it("keeps the plain form under a press until the pointer is up, so the press still clicks", async () => {
    render(<SubmitListForm />);
    const plainButton = submitButton();
    const plainForm = plainButton.closest("form")!;
    fireEvent.pointerEnter(plainForm);
    fireEvent.pointerDown(plainButton);
    await letImportsSettle();
    expect(plainButton.isConnected).toBe(true);

    fireEvent.pointerUp(plainButton);
    expect(plainButton.isConnected).toBe(true); // the click that follows the up still finds this button
    await waitFor(() => expect(plainButton.isConnected).toBe(false));
  });

  it("swaps after a press that was cancelled", async () => {
    render(<SubmitListForm />);
    const plainButton = submitButton();
    fireEvent.pointerEnter(plainButton.closest("form")!);
    fireEvent.pointerDown(plainButton);
    await letImportsSettle();
    expect(plainButton.isConnected).toBe(true);
    fireEvent.pointerCancel(window);
    await waitFor(() => expect(plainButton.isConnected).toBe(false));
  });
});
