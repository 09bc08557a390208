import { GET as listLists, POST as createList } from "@/app/api/admin/content-lists/route";
import { DELETE as deleteList, GET as readList, PATCH as updateList } from "@/app/api/admin/content-lists/[id]/route";
import { GET as listVersions } from "@/app/api/admin/content-lists/[id]/versions/route";
import { POST as restoreVersion } from "@/app/api/admin/content-lists/[id]/restore/[versionId]/route";
import { callRoute, SAME_SITE } from "@/tests/support/integration/request-scope";

export const contentApi = {
  list: (session: string, search = "") => callRoute(listLists, `/api/admin/content-lists${search}`, { session }),
  create: (session: string, body: unknown) => callRoute(createList, "/api/admin/content-lists", { method: "POST", session, headers: SAME_SITE, body }),
  read: (session: string, id: number | string, search = "") =>
    callRoute(readList, `/api/admin/content-lists/${id}${search}`, { session, params: { id: String(id) } }),
  update: (session: string, id: number | string, body: unknown) =>
    callRoute(updateList, `/api/admin/content-lists/${id}`, { method: "PATCH", session, headers: SAME_SITE, body, params: { id: String(id) } }),
  remove: (session: string, id: number | string) =>
    callRoute(deleteList, `/api/admin/content-lists/${id}`, { method: "DELETE", session, headers: SAME_SITE, params: { id: String(id) } }),
  versions: (session: string, id: number | string) =>
    callRoute(listVersions, `/api/admin/content-lists/${id}/versions`, { session, params: { id: String(id) } }),
  restore: (session: string, id: number | string, versionId: number | string) =>
    callRoute(restoreVersion, `/api/admin/content-lists/${id}/restore/${versionId}`, {
      method: "POST",
      session,
      headers: SAME_SITE,
      params: { id: String(id), versionId: String(versionId) },
    }),
};
