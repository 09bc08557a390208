import "server-only";
import { openDatabase, type Database } from "./client";

// The app's database (`import { db } from "@/lib/db"`): one client per process, kept on globalThis so
// `next dev` hot reloads reuse it instead of opening the embedded database a second time.
const globalForDb = globalThis as unknown as { database?: Database };

export const database: Database = (globalForDb.database ??= openDatabase());
export const db = database.prisma;
