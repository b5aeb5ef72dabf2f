// What the emulator's OAuth2Store does not keep: when each token expires and whether it was revoked.
// commercetools' access tokens live 172 800 s (48 h) and a customer's refresh token 200 days; a refresh
// grant issues a new access token under the same refresh token (which is not renewed), and revoking a
// refresh token ends the access tokens issued with it (RFC 7009 §2.1). The ledger is pure (the clock is
// passed in) so its rules are unit-tested; token-lifecycle.ts wires it into the emulator.

export interface TokenLifetimes {
  /** Seconds a customer's access token is valid. */
  customerAccessSeconds: number;
  /** Seconds a customer's refresh token is valid (from the password flow that issued it). */
  customerRefreshSeconds: number;
}

/** commercetools' figures: access tokens 48 h, refresh tokens 200 days. */
export const COMMERCETOOLS_TOKEN_LIFETIMES: TokenLifetimes = { customerAccessSeconds: 172_800, customerRefreshSeconds: 200 * 86_400 };

/** Tokens of API clients and anonymous sessions keep the emulator's 48 h. */
const OTHER_ACCESS_SECONDS = 172_800;

interface AccessEntry {
  expiresAtMs: number;
  refreshToken: string | undefined;
  revoked: boolean;
}

interface RefreshEntry {
  expiresAtMs: number;
  revoked: boolean;
}

export type TokenKind = 'access_token' | 'refresh_token';

export class TokenLedger {
  readonly #access = new Map<string, AccessEntry>();
  readonly #refresh = new Map<string, RefreshEntry>();
  readonly #lifetimes: TokenLifetimes;
  readonly #now: () => number;

  constructor(lifetimes: TokenLifetimes, now: () => number = Date.now) {
    this.#lifetimes = lifetimes;
    this.#now = now;
  }

  /**
   * Records a token the store issues and answers its `expires_in`. A refresh token already known (a
   * refresh grant) keeps its own expiry: refreshing never extends it.
   */
  issued(accessToken: string, refreshToken: string | undefined, forCustomer: boolean): number {
    const seconds = forCustomer ? this.#lifetimes.customerAccessSeconds : OTHER_ACCESS_SECONDS;
    const now = this.#now();
    this.#access.set(accessToken, { expiresAtMs: now + seconds * 1000, refreshToken, revoked: false });
    if (refreshToken !== undefined && !this.#refresh.has(refreshToken)) {
      const refreshSeconds = forCustomer ? this.#lifetimes.customerRefreshSeconds : OTHER_ACCESS_SECONDS;
      this.#refresh.set(refreshToken, { expiresAtMs: now + refreshSeconds * 1000, revoked: false });
    }
    return seconds;
  }

  knows(accessToken: string): boolean {
    return this.#access.has(accessToken);
  }

  /** Issued here, not revoked, not expired. */
  isActive(accessToken: string): boolean {
    const entry = this.#access.get(accessToken);
    return entry !== undefined && !entry.revoked && entry.expiresAtMs > this.#now() && this.#refreshAlive(entry.refreshToken);
  }

  /** A refresh grant may use it: issued here, not revoked, not expired. */
  refreshUsable(refreshToken: string): boolean {
    const entry = this.#refresh.get(refreshToken);
    return entry !== undefined && !entry.revoked && entry.expiresAtMs > this.#now();
  }

  /** The token's expiry in epoch seconds (introspection's `exp`), or undefined for an unknown token. */
  expiresAt(accessToken: string): number | undefined {
    const entry = this.#access.get(accessToken);
    return entry === undefined ? undefined : Math.floor(entry.expiresAtMs / 1000);
  }

  /**
   * Revokes the token (RFC 7009: an unknown token is no error). Without a hint both kinds are looked up.
   * A refresh token takes its access tokens with it; an access token leaves its refresh token alone.
   */
  revoke(token: string, hint?: TokenKind): void {
    const kinds: TokenKind[] = hint === 'refresh_token' ? ['refresh_token', 'access_token'] : ['access_token', 'refresh_token'];
    for (const kind of kinds) {
      if (kind === 'access_token') {
        const entry = this.#access.get(token);
        if (entry) entry.revoked = true;
      } else {
        const entry = this.#refresh.get(token);
        if (entry) entry.revoked = true;
      }
    }
  }

  /** Test control: the token expires `inSeconds` from now (0 or less: already expired). */
  age(token: string, inSeconds: number): boolean {
    const entry = this.#access.get(token) ?? this.#refresh.get(token);
    if (!entry) return false;
    entry.expiresAtMs = this.#now() + inSeconds * 1000;
    return true;
  }

  #refreshAlive(refreshToken: string | undefined): boolean {
    if (refreshToken === undefined) return true;
    return this.#refresh.get(refreshToken)?.revoked !== true;
  }
}
