/** Whether the request's Cookie header names `name` (with any value, an empty one included). */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
}
