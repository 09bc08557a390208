// What a load run's writers were told: every favorite and follow the server acknowledged adding or
// removing, and the last role acknowledged for each throwaway user. After the run the database must agree.
export type PairKey = string; // `${userId}|${targetId}` or `${userId}|${followType}|${targetId}`

export class WriteLedger {
  readonly favoritesAdded = new Set<PairKey>();
  readonly favoritesRemoved = new Set<PairKey>();
  readonly followsAdded = new Set<PairKey>();
  readonly roles = new Map<string, string>();
  /** Role changes sent and not yet answered: one still on its way when the run ends may land after it. */
  readonly rolesInFlight = new Map<string, string>();
  acknowledged = 0;

  ackFavorite(key: PairKey, added: boolean) {
    this.acknowledged++;
    if (added) this.favoritesAdded.add(key);
    else {
      this.favoritesAdded.delete(key);
      this.favoritesRemoved.add(key);
    }
  }

  ackFollow(key: PairKey) {
    this.acknowledged++;
    this.followsAdded.add(key);
  }

  sendRole(userId: string, role: string) {
    this.rolesInFlight.set(userId, role);
  }

  /** The answer to a role change: `ok` when the server acknowledged it. */
  answerRole(userId: string, role: string, ok: boolean) {
    this.rolesInFlight.delete(userId);
    if (!ok) return;
    this.acknowledged++;
    this.roles.set(userId, role);
  }
}

export interface LedgerCheck {
  favoritesMissing: number;
  favoritesNotRemoved: number;
  followsMissing: number;
  rolesWrong: number;
  checked: number;
}

/** Compares the ledger with what the database holds now. */
export function checkLedger(
  ledger: WriteLedger,
  database: { favorites: Set<PairKey>; follows: Set<PairKey>; roles: Map<string, string> },
): LedgerCheck {
  let favoritesMissing = 0;
  let favoritesNotRemoved = 0;
  let followsMissing = 0;
  let rolesWrong = 0;
  for (const key of ledger.favoritesAdded) if (!database.favorites.has(key)) favoritesMissing++;
  for (const key of ledger.favoritesRemoved) if (database.favorites.has(key)) favoritesNotRemoved++;
  for (const key of ledger.followsAdded) if (!database.follows.has(key)) followsMissing++;
  for (const [userId, role] of ledger.roles) {
    const stored = database.roles.get(userId);
    if (stored !== role && stored !== ledger.rolesInFlight.get(userId)) rolesWrong++;
  }
  return {
    favoritesMissing,
    favoritesNotRemoved,
    followsMissing,
    rolesWrong,
    checked: ledger.favoritesAdded.size + ledger.favoritesRemoved.size + ledger.followsAdded.size + ledger.roles.size,
  };
}
