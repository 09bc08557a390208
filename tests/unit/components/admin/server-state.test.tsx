// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardStats } from "@/components/admin/dashboard/dashboard-stats";
import { ReverificationDueCard } from "@/components/admin/dashboard/reverification-due-card";
import { ReviewCountBadge } from "@/components/admin/review/review-count-badge";
import { createAdminQueryClient } from "@/components/admin/query-client";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { AdminContext, type AdminContextValue } from "@/components/admin/admin-context";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const stats = { totalLists: 3, totalExperts: 2, totalCategories: 1, pageViews: 12400, dueForReverification: 4 };
const admin: AdminContextValue = { user: { id: "u1", initials: "AA", fullName: "Ada Admin", role: "admin" }, can: () => true, openSection: () => {} };

function renderInPanel(children: ReactNode) {
  return render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the panel's server state", () => {
  it("makes one request for a resource two parts of the dashboard show", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => json(stats));
    vi.stubGlobal("fetch", fetchMock);
    renderInPanel(
      <>
        <DashboardStats />
        <ReverificationDueCard />
      </>,
    );
    expect(await screen.findByTestId("stat-pageViews")).toHaveTextContent("12.4k");
    expect(screen.getByTestId("stat-dueForReverification")).toHaveTextContent("4");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows a failed read at once, without retrying, and loads again on Retry", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(json({ message: "The database is unavailable." }, 503)).mockResolvedValueOnce(json(stats));
    vi.stubGlobal("fetch", fetchMock);
    renderInPanel(<DashboardStats />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the site numbers. The database is unavailable.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("stat-totalLists")).toHaveTextContent("3");
  });

  it("asks again for what a write invalidates: the review count after a decision", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ pendingSubmissions: 2, openReports: 1 }))
      .mockResolvedValueOnce(json({ pendingSubmissions: 1, openReports: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    function DecideButton() {
      const invalidate = useInvalidate();
      return <button onClick={() => invalidate(queryKeys.reviewCounts)}>Decide</button>;
    }
    renderInPanel(
      <>
        <ReviewCountBadge selected={false} />
        <DecideButton />
      </>,
    );
    expect(await screen.findByTestId("review-count")).toHaveTextContent(/^3/);
    fireEvent.click(screen.getByRole("button", { name: "Decide" }));
    await waitFor(() => expect(screen.getByTestId("review-count")).toHaveTextContent(/^2/));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/admin/review-counts", "/api/admin/review-counts"]);
  });
});
