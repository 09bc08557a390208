import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "./options";

/** Runs next-auth for one request; `action` is the path under /api/auth, e.g. ["callback", "oidc"]. */
export async function handleNextAuth(request: NextRequest, action: string[]): Promise<Response> {
  const handler = NextAuth(getAuthOptions()) as (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;
  return handler(request, { params: Promise.resolve({ nextauth: action }) });
}

