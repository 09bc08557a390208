// npm run user:role -- <email> <role>
// Sets a user's role (admin, editor, contributor, viewer) on the configured database (DATABASE_URL, else
// the embedded database in PGLITE_DIR). The user must have signed in once. Use it to make the first
// admin, or to recover when nobody can reach User Management.
import nextEnv from "@next/env";
import { setUserRoleByEmail } from "@/lib/auth/set-role";
import { describeTarget, openDatabase } from "@/lib/db/client";

nextEnv.loadEnvConfig(process.cwd());

const USAGE = "Usage: npm run user:role -- <email> <role>   (role: admin, editor, contributor or viewer)";

async function main(args: string[]): Promise<number> {
  if (args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const [email, role] = args;
  const database = openDatabase();
  try {
    const user = await setUserRoleByEmail(database.prisma, email, role);
    const who = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
    console.log(
      user.previousRole === user.role
        ? `${who} <${user.email}> already has the role ${user.role} (${describeTarget(database.target)}).`
        : `${who} <${user.email}> is now ${user.role} (was ${user.previousRole}) in the ${describeTarget(database.target)}.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
