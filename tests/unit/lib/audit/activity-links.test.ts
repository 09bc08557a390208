import { describe, expect, it } from "vitest";
import { activityLink, describeAction } from "@/lib/audit/activity-links";

describe("how an audit entry reads and where it leads", () => {
  it("describes the action in words", () => {
    expect(describeAction("list.create", "list")).toBe("created list");
    expect(describeAction("submission.approve", "submission")).toBe("approved submission");
    expect(describeAction("report.resolve", "report")).toBe("resolved a report on");
    expect(describeAction("site.publish", "site")).toBe("published the site's pending changes");
    expect(describeAction("widget.spin", "widget")).toBe("spin widget");
  });

  it("reads as a sentence before the summary for reorders, backups, the sample content and invitations", () => {
    expect(describeAction("category.reorder", "category")).toBe("changed the order of the categories:");
    expect(describeAction("backup.full", "backup")).toBe("downloaded a full backup:");
    expect(describeAction("role.grant", "role_grant")).toBe("invited a staff member:");
    expect(describeAction("sample.seed", "expert")).toBe("added the sample content:");
  });

  it("opens a list in the editor, other items in their section, and nothing for a deleted list", () => {
    expect(activityLink({ action: "list.update", targetType: "list", targetId: "7" })).toEqual({ section: "content", query: { edit: "7" } });
    expect(activityLink({ action: "list.delete", targetType: "list", targetId: "7" })).toEqual({ section: "content" });
    expect(activityLink({ action: "report.resolve", targetType: "report", targetId: "3" })).toEqual({ section: "review" });
    expect(activityLink({ action: "widget.spin", targetType: "widget", targetId: null })).toBeNull();
  });
});
