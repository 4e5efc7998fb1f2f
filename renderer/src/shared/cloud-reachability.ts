import { create } from 'zustand';

/** Codes that mean the service could not be reached at all (not that it refused something). */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['network_error', 'disconnected', 'timeout']);

export function meansUnreachable(code: string): boolean {
  return UNREACHABLE_CODES.has(code);
}

interface CloudReachability {
  /** Why the cloud was last found unreachable; null while nothing says so. */
  problem: string | null;
  report: (problem: string | null) => void;
}

/**
 * Whether the DeckFlow cloud answered the last time the app asked (reading tools or History, sending files): the
 * header says when it did not, since every task then fails for the same reason. Cleared when a read succeeds again,
 * when the person's check succeeds, or when the backend changes.
 */
export const useCloudReachability = create<CloudReachability>()((set) => ({
  problem: null,
  report: (problem) => set({ problem }),
}));
