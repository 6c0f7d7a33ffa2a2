/**
 * A scripted browsing session: named steps, each a user action on the app and the marketplace
 * resources its screen needs. The union of those needs is the session's floor: the fewest
 * requests any client could have spent to show what the user looked at.
 */
import type { AppDriver } from './app-driver';
import type { CatalogReader } from './catalog-reader';

/** Something the app showed during the session, beside how many requests had been served then. */
export interface Observation {
  name: string;
  value: number;
  servedThen: number | null;
}

export class BrowsingSession {
  private readonly needed = new Set<string>();
  private readonly names: string[] = [];
  private readonly seen: Observation[] = [];

  constructor(
    readonly app: AppDriver,
    readonly catalog: CatalogReader,
    /** Requests served so far (when the harness can count them), stored with each observation. */
    private readonly servedSoFar: () => number | null = () => null,
  ) {}

  observe(name: string, value: number): void {
    this.seen.push({ name, value, servedThen: this.servedSoFar() });
  }

  observations(): readonly Observation[] {
    return [...this.seen];
  }

  /** Runs one user action and records what its screen needs. */
  async step(name: string, action: () => Promise<unknown>, needs: () => Promise<readonly string[]> | readonly string[] = () => []): Promise<void> {
    await this.steps([name], action, needs);
  }

  /**
   * Several user actions driven as one (e.g. keystrokes typed at a typing pace, which the harness
   * cannot send one step at a time without pausing between them); they count as separate steps.
   */
  async steps(names: readonly string[], action: () => Promise<unknown>, needs: () => Promise<readonly string[]> | readonly string[] = () => []): Promise<void> {
    try {
      await action();
    } catch (error) {
      throw new Error(`step ${this.names.length + 1} "${names[0]}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    this.names.push(...names);
    for (const key of await needs()) this.needed.add(key);
  }

  /** The distinct resources the steps so far needed. */
  floor(): ReadonlySet<string> {
    return new Set(this.needed);
  }

  stepNames(): readonly string[] {
    return [...this.names];
  }
}

export type { ListParams } from './catalog-reader';
