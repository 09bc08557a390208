// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast }));

const { ReportListDialog } = await import("@/components/public/report-list-dialog");

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openDialog() {
  render(<ReportListDialog listId={42} listTitle="Carry-On Checklist" />);
  fireEvent.click(screen.getByRole("button", { name: "Report This List" }));
  return screen.getByRole("dialog", { hidden: true });
}

describe("ReportListDialog", () => {
  it("opens with the five report reasons, Outdated Information chosen, and an empty description", () => {
    const dialog = openDialog();
    expect(dialog.hasAttribute("open")).toBe(true);
    const reasons = screen.getAllByRole("radio", { hidden: true }).map((radio) => radio.parentElement!.textContent);
    expect(reasons).toEqual(["Outdated Information", "Broken Links", "Conflict of Interest", "Spam or Low Quality", "Other"]);
    expect((screen.getByRole("radio", { name: "Outdated Information", hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Details/) as HTMLTextAreaElement).value).toBe("");
  });

  it("keeps the dialog open and shows the failure toast when the report cannot be sent", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('{"message":"down"}', { status: 503 })));
    const dialog = openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Submit Report", hidden: true }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Failed to submit report", description: "Please try again later.", variant: "destructive" }),
    );
    expect(dialog.hasAttribute("open")).toBe(true);
  });

  it("Cancel closes the dialog without sending anything", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const dialog = openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Cancel", hidden: true }));
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
