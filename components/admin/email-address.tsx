/** A staff member's address, and whether a provider has vouched for it (roles by email need that). */
export function EmailAddress({ email, verified }: { email: string | null; verified: boolean }) {
  if (!email) return <p className="truncate text-sm text-ink/70">No address on record</p>;
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-ink/70">
      <span className="truncate">{email}</span>
      {verified ? (
        <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Verified</span>
      ) : (
        <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" title="No provider has vouched for this address: roles given by email wait until it is verified.">
          Unverified
        </span>
      )}
    </p>
  );
}
