// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// Without JavaScript the form posts to the server action and the page comes back with its answer; React
// takes the address to post to (`permalink`) from useActionState, so the test stands in for the post's
// outcome there and reads the address the form was given.
const { useActionState } = vi.hoisted(() => ({
  useActionState: vi.fn<(action: unknown, initialState: unknown, permalink?: string) => unknown[]>(() => [
    { ok: true, message: "Thank you for helping us maintain quality content." },
    () => undefined,
    false,
  ]),
}));
vi.mock("react", async (importOriginal) => ({ ...(await importOriginal<typeof import("react")>()), useActionState }));

const { ReportListDialog } = await import("@/components/public/report-list-dialog");

afterEach(cleanup);

describe("ReportListDialog without JavaScript", () => {
  it("sends the visitor back to the report's answer rather than the top of the page", () => {
    render(<ReportListDialog listId={42} listTitle="Carry-On Checklist" />);
    const postedTo = useActionState.mock.calls[0]?.[2] ?? "";

    expect(postedTo).toMatch(/^#./);
    const landing = document.getElementById(postedTo.slice(1));
    expect(landing).toBe(screen.getByRole("status"));
    expect(landing).toHaveTextContent("Report submitted Thank you for helping us maintain quality content.");
  });
});
