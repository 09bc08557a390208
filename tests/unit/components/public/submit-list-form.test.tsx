// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_SUBMISSION_FORM } from "@/lib/submissions/fields";
import type { SubmitFormState } from "@/lib/submissions/form-state";

// The plain form posts to a server action; these tests only watch which form is on screen.
vi.mock("@/lib/submissions/submit-action", () => ({ submitListAction: vi.fn(async () => ({ status: "idle" })) }));

const { SubmitListForm } = await import("@/components/public/submit/submit-list-form");
const { SubmissionErrorSummary } = await import("@/components/public/submit/submission-error-summary");
const { submitListAction } = await import("@/lib/submissions/submit-action");
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

describe("SubmitListForm after a refused post", () => {
  const refused: SubmitFormState = {
    status: "error",
    message: "Please correct the fields marked below.",
    fieldErrors: { sourceUrl: ["Please enter the source URL."], title: ["Please enter a title."] },
    values: { ...EMPTY_SUBMISSION_FORM },
  };

  beforeEach(() => {
    // The button is a long form below the summary; jsdom lays nothing out, so only the call is watched.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("moves focus to the error summary, which the visitor would otherwise have to scroll up to find", async () => {
    vi.mocked(submitListAction).mockResolvedValueOnce(refused);
    render(<SubmitListForm />);
    act(() => submitButton().closest("form")!.requestSubmit());

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Please correct the fields marked below.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("keeps focus on the summary when the checked form takes the plain form's place", async () => {
    vi.mocked(submitListAction).mockResolvedValueOnce(refused);
    render(<SubmitListForm />);
    const plainButton = submitButton();
    act(() => plainButton.closest("form")!.requestSubmit());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));

    // Focus on the summary reaches for the form, so the checked form loads and replaces the plain one.
    await waitFor(() => expect(plainButton.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });

  it("has the summary take focus as the page loads when the server answers a post made without JavaScript", () => {
    const markup = renderToString(<SubmissionErrorSummary message="Please correct the fields marked below." />);
    expect(markup).toMatch(/<div[^>]* tabindex="-1"[^>]* autofocus=""/);
  });
});

describe("CheckedSubmissionForm when the API refuses a field", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("moves focus to the first field the server refused", async () => {
    const { CheckedSubmissionForm } = await import("@/components/public/submit/checked-submission-form");
    const refusal = { message: "Invalid input", fieldErrors: { title: ["That title is already waiting for review."] } };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 })));
    const values = { ...EMPTY_SUBMISSION_FORM, sourceUrl: "https://example.com/list", title: "Packing for a week" };
    render(<CheckedSubmissionForm plainForm={null} initialValues={values} posted={{ status: "idle" }} formAction={() => undefined} posting={false} onSent={() => undefined} />);

    act(() => submitButton().click());
    await screen.findByText("That title is already waiting for review.");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Title" }));
  });
});
