// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { dismissToast, toast } from "@/components/ui/use-toast";

afterEach(cleanup);

describe("DeferredToaster", () => {
  it("renders nothing until the first toast, then shows it once the viewport has loaded", async () => {
    const { container } = render(<DeferredToaster />);
    expect(container.innerHTML).toBe("");
    let id = 0;
    act(() => {
      id = toast({ title: "Added to favorites", description: "Carry-On Checklist" });
    });
    expect(await screen.findByText("Added to favorites")).toBeTruthy();
    expect(screen.getByText("Carry-On Checklist")).toBeTruthy();
    act(() => dismissToast(id));
  });
});

describe("a toast while a dialog is open", () => {
  it("shows inside the open dialog, above its backdrop, and back on the page once it closes", async () => {
    const dialog = document.createElement("dialog");
    document.body.append(dialog);
    render(<DeferredToaster />);
    let id = 0;
    act(() => {
      dialog.setAttribute("open", "");
      id = toast({ title: "Failed to submit report", description: "Please try again later.", variant: "destructive" });
    });
    const message = await screen.findByText("Failed to submit report");
    expect(dialog.contains(message)).toBe(true);
    await act(async () => {
      dialog.removeAttribute("open");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog.contains(screen.getByText("Failed to submit report"))).toBe(false);
    act(() => dismissToast(id));
    dialog.remove();
  });
});
