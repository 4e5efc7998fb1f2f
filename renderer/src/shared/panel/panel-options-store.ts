import { create } from 'zustand';

interface PanelOptionsState {
  byPanel: Record<string, unknown>;
  patch: (panelId: string, initial: unknown, patch: object) => void;
  reset: (panelId: string) => void;
}

/** Each panel's option values while the app runs (kept when switching panels, reset on request). */
export const usePanelOptionsStore = create<PanelOptionsState>()((set) => ({
  byPanel: {},
  patch: (panelId, initial, patch) =>
    set((state) => ({ byPanel: { ...state.byPanel, [panelId]: { ...((state.byPanel[panelId] ?? initial) as object), ...patch } } })),
  reset: (panelId) =>
    set((state) => {
      const next = { ...state.byPanel };
      delete next[panelId];
      return { byPanel: next };
    }),
}));
