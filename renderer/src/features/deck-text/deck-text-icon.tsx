export const deckTextIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="11" rx="1.5" />
    <path d="M6 7h8M6 9.5h8M6 12h5M7 17.5h6" />
  </svg>
);
