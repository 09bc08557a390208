import { NextResponse } from "next/server";

/** JSON about the signed-in person: never stored by a browser or shared cache. */
export function privateJson(data: unknown, init: { status?: number } = {}): NextResponse {
  return NextResponse.json(data, { status: init.status, headers: { "Cache-Control": "private, no-store" } });
}

/** One page of a staff table as an array, with how many match in X-Total-Count. */
export function privateJsonPage(page: { items: unknown[]; total: number }): NextResponse {
  const response = privateJson(page.items);
  response.headers.set("X-Total-Count", String(page.total));
  return response;
}

/** A redirect for a browser navigation; the relative Location keeps whatever host the visitor used. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
