import { create } from 'zustand';

/**
 * The window's one polite live region (issue #32, item 4): what changed, said once to a screen reader. Each message
 * gets a new id, so the same words said twice (two files sent at 50 %) are announced twice.
 */
interface Announcer {
  message: string;
  id: number;
  announce(message: string): void;
}

export const useAnnouncer = create<Announcer>((set) => ({
  message: '',
  id: 0,
  announce: (message) => set((state) => ({ message, id: state.id + 1 })),
}));

export function announce(message: string): void {
  useAnnouncer.getState().announce(message);
}
