// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Dialog } from "@/components/ui/dialog";

afterEach(cleanup);

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: enough of them for the component to open and close.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

describe("a dialog opened from inside another", () => {
  it("closes alone on Escape, leaving the dialog it was opened from (and its unsaved edits) open", () => {
    const closeEditor = vi.fn();
    const closePicker = vi.fn();
    render(
      <Dialog open onClose={closeEditor} title="Edit List">
        <Dialog open onClose={closePicker} title="Choose an Image">
          <p>Library</p>
        </Dialog>
      </Dialog>,
    );
    const picker = screen.getByText("Library").closest("dialog")!;
    fireEvent(picker, new Event("cancel", { cancelable: true }));
    expect(closePicker).toHaveBeenCalledTimes(1);
    expect(closeEditor).not.toHaveBeenCalled();

    fireEvent(screen.getByText("Edit List").closest("dialog")!, new Event("cancel", { cancelable: true }));
    expect(closeEditor).toHaveBeenCalledTimes(1);
  });
});
