// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { AdminToaster } from "@/components/admin/admin-toaster";

afterEach(cleanup);

describe("the admin panel's toasts", () => {
  it("show inside an open dialog (a failed save in the list editor), and on the page once it closes", async () => {
    const dialog = document.createElement("dialog");
    document.body.append(dialog);
    render(<AdminToaster />);
    act(() => {
      dialog.setAttribute("open", "");
    });
    act(() => {
      toast.error("Error", { description: "Failed to update content." });
    });
    const message = await screen.findByText("Failed to update content.");
    expect(dialog.contains(message)).toBe(true);
    await act(async () => {
      dialog.removeAttribute("open");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog.contains(screen.getByText("Failed to update content."))).toBe(false);
    dialog.remove();
  });
});
