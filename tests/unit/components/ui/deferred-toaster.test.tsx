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
