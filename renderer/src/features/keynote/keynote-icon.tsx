export const keynoteIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3" width="15" height="9.5" rx="1.2" />
    <path d="M10 12.5v3M6.5 17.5h7M7 9.5l2-3 1.5 2 1-1.2 1.5 2.2" />
  </svg>
);
